"""The hand engine: one state machine that runs a hand of any variant.

The engine deals, posts antes, runs betting rounds and settles pots itself,
stopping only when a player must decide. Everything it does is an event in
:attr:`Hand.events`; :meth:`Hand.replay` rebuilds a hand from them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..actions import Action, ActionKind, IllegalActionError
from ..betting import BettingRound
from ..cards import Card, Deck, DeckExhaustedError
from ..hooks import DealEffect
from .events import (
    Acted,
    Awarded,
    Burned,
    CommunityDealt,
    Dealt,
    Dropped,
    Event,
    HandStarted,
    Posted,
    Returned,
    Shown,
    StreetStarted,
)
from .pots import Pot, build_pots
from .state import SeatedHand, trusted

if TYPE_CHECKING:
    from ..variants.base import StreetSpec, Variant

__all__ = ["Hand"]

# Compared by identity on the hot path (an Enum's hash is computed in Python).
_FOLD, _BRING_IN = ActionKind.FOLD, ActionKind.BRING_IN
_COMPLETE, _BET, _RAISE = ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE


class Hand(SeatedHand):
    """One hand in progress. Make it with ``variant.new_hand(stacks, seed=…)``.

    >>> from pokervariants import ActionKind, StudHigh
    >>> hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=1)
    >>> hand.actor, [str(a) for a in hand.legal_actions()]
    (0, ['bring-in 2', 'complete 5'])
    >>> while not hand.is_over:  # everyone takes the first choice that is not a fold
    ...     hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    >>> sum(hand.payoffs), len(hand.results) > 0
    (0, True)
    """

    def __init__(self, variant: Variant, stacks: Sequence[int], deck: Deck) -> None:
        self.variant = variant
        self._policy = variant.betting
        n = len(stacks)
        self._start = tuple(stacks)
        self._deck = deck
        self._stacks = list(stacks)
        self._contributed = [0] * n
        self._bets = [0] * n
        self._folded = [False] * n
        self._in_hand = n  # seats that have not folded
        self._down: list[list[Card]] = [[] for _ in range(n)]
        self._up: list[list[Card]] = [[] for _ in range(n)]
        self._community: list[Card] = []
        # The log holds (event class, fields) pairs; event objects are made when :attr:`events` is read,
        # which keeps a few hundred nanoseconds per event off every hand that is never inspected.
        self._log: list[tuple[Callable[..., Event], tuple[Any, ...]]] = [(HandStarted, (variant.name, self._start))]
        self._made: list[Event] = []
        self._street = -1
        self._round = BettingRound(big=False)
        self._actor: int | None = None
        self._forced = False  # the actor must bring in or complete
        self._matches: list[int] = []  # seats owing a match-or-drop decision, in dealing order
        self._dead = 0  # pot matches: main-pot money, whoever paid it
        self._matching = False  # the actor must match the pot or fold
        self._aggressor: int | None = None
        self._opened_by: int | None = None
        self._over = False
        self._legal: tuple[Action, ...] | None = None  # the current decision's options, once computed
        # With a whole pack and the library's own rules nothing an action sets off can fail; a short
        # stacked deck or a component from outside the library makes each action a transaction.
        self._fragile = deck.remaining < 52 + variant.jokers or not trusted(variant)
        for seat in range(n):
            amount = min(variant.ante, self._stacks[seat])
            if amount:
                self._pay(seat, amount)
                self._log.append((Posted, (seat, "ante", amount)))
        self._next_street()

    # --- public state -------------------------------------------------------------

    @property
    def bets(self) -> tuple[int, ...]:
        """What each seat has bet in the current betting round."""
        return tuple(self._bets)

    @property
    def folded(self) -> tuple[bool, ...]:
        """Which seats have folded."""
        return tuple(self._folded)

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The main pot and any side pots, with the seats eligible for each (empty once settled)."""
        if self._over:
            return ()
        return build_pots(self._contributed, [not f for f in self._folded], self._dead)

    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened, in order."""
        made = self._made
        if len(made) < len(self._log):
            made.extend(kind(*fields) for kind, fields in self._log[len(made) :])
        return tuple(made)

    @property
    def community(self) -> tuple[Card, ...]:
        """Community cards dealt because the deck ran short (they play in every hand)."""
        return tuple(self._community)

    @property
    def street(self) -> str:
        """The name of the current street (the last one dealt, once the hand is over)."""
        streets = self.variant.streets
        return streets[min(self._street, len(streets) - 1)].name

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-down cards."""
        return tuple(self._down[self._seat(seat)])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-up cards."""
        return tuple(self._up[self._seat(seat)])

    def board(self, seat: int) -> tuple[Card, ...]:
        """What everyone sees of the seat's hand: its up cards, then any community cards."""
        return tuple(self._up[self._seat(seat)]) + tuple(self._community)

    def cards(self, seat: int) -> tuple[Card, ...]:
        """All the cards that play in the seat's hand: down, up, then community."""
        seat = self._seat(seat)
        return tuple(self._down[seat]) + tuple(self._up[seat]) + tuple(self._community)

    @property
    def results(self) -> tuple[Awarded, ...]:
        """Who won which pot and share, once the hand is over."""
        return tuple(e for e in self.events if isinstance(e, Awarded))

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the current actor may take, with their amounts (empty if none is pending)."""
        if self._legal is None:
            seat = self._actor
            if seat is None:
                self._legal = ()
            elif self._matching:
                self._legal = self._policy.match_options(self._pot_total(), self._stacks[seat])
            elif self._forced:
                self._legal = self._policy.bring_in_options(self._stacks[seat])
            else:
                self._legal = self._policy.options(self._round, seat, self._bets[seat], self._stacks[seat])
        return self._legal

    # --- acting -----------------------------------------------------------------------

    def act(self, action: Action) -> None:
        """Take ``action`` for the current actor; raises :class:`IllegalActionError` if it is not legal.

        An action happens whole or not at all: if anything it sets off fails (a stacked deck that
        runs out raises :class:`~pokervariants.DeckExhaustedError`), the hand is left as it was.
        """
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            if not isinstance(action, Action):
                raise TypeError(f"act takes an Action (one of legal_actions()), not {type(action).__name__}")
            if self._actor is None:
                raise IllegalActionError(f"no decision is pending: the hand is {'over' if self._over else 'dealing'}")
            options = ", ".join(map(str, legal))
            raise IllegalActionError(f"seat {self._actor} cannot {action}: legal now are {options}")
        if self._fragile:
            saved = self.copy()
            try:
                self._apply(action)
            except BaseException:
                self.__dict__.update(saved.__dict__)  # all or nothing
                raise
        else:
            self._apply(action)

    def _apply(self, action: Action) -> None:
        seat = self._actor
        assert seat is not None
        if self._matching:
            self._act_match(seat, action)
            return
        round = self._round
        acted = round.acted
        kind, amount = action.kind, action.amount
        before = round.level
        added = amount - self._bets[seat] if amount else 0
        if kind is _FOLD:
            self._folded[seat] = True
            self._in_hand -= 1
        elif added:
            self._stacks[seat] -= added
            self._contributed[seat] += added
            self._bets[seat] = amount
        if kind is _BRING_IN:
            round.level = amount
            round.bring_in_pending = True
            acted.clear()
        elif amount > before and (kind is _RAISE or kind is _BET or kind is _COMPLETE):
            self._aggressor = seat
            if self._policy.raised(round, before, amount):
                acted.clear()
        acted.add(seat)
        self._forced = False
        self._legal = None
        self._log.append((Acted, (seat, action, added)))
        self._advance(seat)

    def fold(self) -> None:
        """Fold."""
        self._act_kind(ActionKind.FOLD)

    def check(self) -> None:
        """Check."""
        self._act_kind(ActionKind.CHECK)

    def call(self) -> None:
        """Call (all-in for less if short)."""
        self._act_kind(ActionKind.CALL)

    def match_pot(self) -> None:
        """Match the pot (a face-up 3 in Baseball): dead money, neither bet nor raise."""
        self._act_kind(ActionKind.MATCH_POT)

    def bring_in(self) -> None:
        """Make the forced bring-in bet."""
        self._act_kind(ActionKind.BRING_IN)

    def complete(self) -> None:
        """Complete the bring-in to the small bet."""
        self._act_kind(ActionKind.COMPLETE)

    def bet(self, amount: int | None = None) -> None:
        """Bet; ``amount`` (the total bet) chooses between sizes where there is a choice."""
        self._act_kind(ActionKind.BET, amount)

    def raise_(self, amount: int | None = None) -> None:
        """Raise; ``amount`` (the total bet) chooses between sizes where there is a choice."""
        self._act_kind(ActionKind.RAISE, amount)

    def _act_kind(self, kind: ActionKind, amount: int | None = None) -> None:
        matches = [a for a in self.legal_actions() if a.kind is kind and (amount is None or a.amount == amount)]
        if not matches:
            self.act(Action(kind, amount or 0))  # raises, naming what is legal
        self.act(matches[0])

    # --- copying and replay ---------------------------------------------------------

    def copy(self) -> Hand:
        """An independent copy of this hand, for search and simulation."""
        clone = Hand.__new__(Hand)
        clone.__dict__.update(self.__dict__)
        clone._deck = self._deck.copy()
        clone._stacks = list(self._stacks)
        clone._contributed = list(self._contributed)
        clone._bets = list(self._bets)
        clone._folded = list(self._folded)
        clone._down = [list(c) for c in self._down]
        clone._up = [list(c) for c in self._up]
        clone._community = list(self._community)
        clone._matches = list(self._matches)
        clone._log = list(self._log)
        clone._made = list(self._made)
        clone._round = BettingRound(
            big=self._round.big,
            level=self._round.level,
            grid=self._round.grid,
            bets=self._round.bets,
            bring_in_pending=self._round.bring_in_pending,
            big_allowed=self._round.big_allowed,
            big_made=self._round.big_made,
            capped=self._round.capped,
            acted=set(self._round.acted),
        )
        return clone

    def __copy__(self) -> Hand:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Hand:
        return self.copy()  # the variant and the cards are immutable: sharing them is exact

    @classmethod
    def replay(cls, variant: Variant, events: Sequence[Event]) -> Hand:
        """Rebuild a hand from its event log; the result has the same events and state.

        Raises ``ValueError`` if the log does not describe a hand this variant would play.
        """
        if not events or not isinstance(events[0], HandStarted):
            raise ValueError("an event log starts with HandStarted")
        dealt = [e.card for e in events if isinstance(e, (Dealt, Burned, CommunityDealt))]
        hand = variant.new_hand(events[0].stacks, deck=Deck.stacked(dealt, fill=True, jokers=variant.jokers))
        for event in events:
            if isinstance(event, Acted):
                if hand.actor != event.seat:
                    raise ValueError(f"the log has seat {event.seat} acting where seat {hand.actor} was to act")
                hand.act(event.action)
        if hand.events != tuple(events):
            raise ValueError("replaying the actions gives a different hand from the log")
        return hand

    # --- the machine ------------------------------------------------------------------

    def _pot_total(self) -> int:
        """Everything in the pot now: contributions and dead money."""
        return sum(self._contributed) + self._dead

    def _pay(self, seat: int, amount: int) -> None:
        self._stacks[seat] -= amount
        self._contributed[seat] += amount

    def _live(self) -> list[int]:
        return [s for s in range(len(self._start)) if not self._folded[s]]

    def _can_act(self, seat: int) -> bool:
        return not self._folded[seat] and self._stacks[seat] > 0

    def _advance(self, last: int) -> None:
        """After an action: the next actor, or the end of the round or hand."""
        if self._in_hand == 1:
            self._end_round()
            self._settle(showdown=False)
            return
        n = len(self._start)
        acted = self._round.acted
        level = self._round.level
        folded, stacks, bets = self._folded, self._stacks, self._bets
        for step in range(1, n + 1):
            seat = (last + step) % n
            if not folded[seat] and stacks[seat] > 0 and (seat not in acted or bets[seat] < level):
                self._actor = seat
                return
        self._end_round()
        self._next_street()

    def _end_round(self) -> None:
        """Return any uncalled part of the top bet and clear the round's bets."""
        self._actor = None
        bets = self._bets
        top = max(range(len(bets)), key=bets.__getitem__)
        excess = bets[top] - max(b for seat, b in enumerate(bets) if seat != top)
        if excess > 0:
            self._stacks[top] += excess
            self._contributed[top] -= excess
            self._log.append((Returned, (top, excess)))
        self._bets = [0] * len(bets)

    def _next_street(self) -> None:
        variant = self.variant
        while True:
            self._street += 1
            if self._street >= len(variant.streets):
                self._settle(showdown=True)
                return
            street = variant.streets[self._street]
            self._log.append((StreetStarted, (street.name,)))
            self._deal(street)
            if self._matches and self._run_matches():
                return  # a player must match the pot or fold, or the drops ended the hand
            if self._open_betting(street):
                return
            # nobody left to bet against: deal on

    def _deal(self, street: StreetSpec) -> None:
        """Deal the street's cards round by round, running the variant's deal hooks on each."""
        live = self._live()
        deck, log = self._deck, self._log
        if self.variant.burn and _can_deal(deck.remaining - 1, len(live), self.variant.streets[self._street :]):
            log.append((Burned, (deck.burn(),)))  # RULES 3: never a burn that would starve a street
        hooks = self.variant.deal_hooks
        for face_up in street.cards:
            if deck.remaining < len(live):
                if not deck.remaining:
                    raise DeckExhaustedError(
                        f"the deck ran out on {street.name} street: {len(live)} players need a card (a community "
                        "card at least) and none is left; stack more cards, or use Deck.stacked(..., fill=True)"
                    )
                card = deck.deal_one()  # RULES 3: one face-up card that plays in every hand
                self._community.append(card)
                log.append((CommunityDealt, (card,)))
                continue
            held = self._up if face_up else self._down
            if not hooks:
                for seat, card in zip(live, deck.deal(len(live))):
                    held[seat].append(card)
                    log.append((Dealt, (seat, card, face_up)))
                continue
            for position, seat in enumerate(live):
                card = deck.deal_one()
                held[seat].append(card)
                log.append((Dealt, (seat, card, face_up)))
                self._run_hooks(seat, card, face_up, False, owed=len(live) - position - 1)

    def _run_hooks(self, seat: int, card: Card, face_up: bool, extra: bool, *, owed: int) -> None:
        """Carry out what dealing ``card`` sets off; ``owed`` cards of the round are still to come."""
        for hook in self.variant.deal_hooks:
            for effect in hook.on_deal(card, face_up, extra):
                if effect is DealEffect.MATCH_OR_DROP:
                    self._matches.append(seat)
                elif effect is DealEffect.EXTRA_CARD and self._deck.remaining > owed:  # else forfeited (RULES 4)
                    bonus = self._deck.deal_one()
                    self._down[seat].append(bonus)
                    self._log.append((Dealt, (seat, bonus, False, True)))
                    self._run_hooks(seat, bonus, False, True, owed=owed)

    def _run_matches(self) -> bool:
        """Settle pending pot matches in dealing order: stop at a decision, or drop who cannot pay.

        Returns whether the hand stopped (a decision is pending or the hand is over).
        """
        while self._matches:
            seat = self._matches[0]
            if not self._folded[seat] and self._stacks[seat] > 0:  # RULES 4: all in already, nothing to match
                if self._policy.match_options(self._pot_total(), self._stacks[seat]):
                    self._actor = seat
                    self._matching = True
                    return True
                self._folded[seat] = True
                self._in_hand -= 1
                self._log.append((Dropped, (seat, "cannot afford to match the pot")))
                if self._in_hand == 1:
                    self._matches.clear()
                    self._settle(showdown=False)
                    return True
            self._matches.pop(0)
        return False

    def _act_match(self, seat: int, action: Action) -> None:
        """Apply a pot-match decision and carry on: more matches, then the street's betting."""
        if action.kind is ActionKind.MATCH_POT:
            self._stacks[seat] -= action.amount
            self._dead += action.amount
        else:
            self._folded[seat] = True
            self._in_hand -= 1
        self._log.append((Acted, (seat, action, action.amount)))
        self._matches.pop(0)
        self._matching = False
        self._legal = None
        self._actor = None
        if self._in_hand == 1:
            self._matches.clear()
            self._settle(showdown=False)
        elif not self._run_matches() and not self._open_betting(self.variant.streets[self._street]):
            self._next_street()

    def _open_betting(self, street: StreetSpec) -> bool:
        """Start the street's betting round; returns False if nobody is left to bet against."""
        variant = self.variant
        live = self._live()
        able = [s for s in live if self._stacks[s] > 0]
        if len(able) < 2:
            return False
        round = self._round  # reset in place: cheaper than a new object each street
        round.big = street.big
        round.level = round.grid = round.bets = 0
        round.bring_in_pending = round.big_made = False
        round.big_allowed = street.open_pair_big_bet and any(self._open_pair(s) for s in live)
        round.capped = not (variant.heads_up_uncapped and len(live) == 2)
        round.acted = set()
        self._aggressor = None
        if self._community:
            boards: dict[int, Sequence[Card]] = {s: self.board(s) for s in live}
        else:
            boards = {s: self._up[s] for s in live}
        if street.bring_in:
            first = variant.opener.bring_in_seat(boards)
            self._forced = self._stacks[first] > 0
        else:
            first = variant.opener.first_to_act(boards)
        self._opened_by = first
        if self._can_act(first):
            self._actor = first
        else:
            self._advance(first)
        return True

    def _open_pair(self, seat: int) -> bool:
        ranks = [c >> 2 for c in self.board(seat)]
        return len(set(ranks)) < len(ranks)

    def _settle(self, *, showdown: bool) -> None:
        self._actor = None
        self._over = True
        live = self._live()
        if len(live) == 1:  # everyone else folded: one pot, no showdown
            won = sum(self._contributed) + self._dead
            self._stacks[live[0]] += won
            self._log.append((Awarded, (0, "all", live[0], won)))
            self._contributed = [0] * len(self._contributed)
            self._dead = 0
            return
        rankers = self.variant.rankers
        pots = build_pots(self._contributed, [not f for f in self._folded], self._dead)
        ranks: dict[int, tuple[int, ...]] = {}  # per shown seat, its rank under each ranker (0: no low)
        if showdown and len(live) > 1:
            for seat in self._showdown_order(live):
                cards = self.cards(seat)
                ranks[seat] = tuple(ranker.rank(cards) for ranker in rankers)
                self._log.append((Shown, (seat, cards, ranks[seat], rankers)))
        for index, pot in enumerate(pots):
            if len(pot.eligible) == 1 or not ranks:
                self._award(index, "all", pot.amount, list(pot.eligible), None)
                continue
            for share, amount, ranker in self._shares(pot, ranks):
                best = max(ranks[s][ranker] for s in pot.eligible)
                self._award(index, share, amount, [s for s in pot.eligible if ranks[s][ranker] == best], ranker)
        self._contributed = [0] * len(self._contributed)
        self._dead = 0

    def _shares(self, pot: Pot, ranks: dict[int, tuple[int, ...]]) -> list[tuple[str, int, int]]:
        if len(self.variant.rankers) == 1:
            return [("all", pot.amount, 0)]
        if all(ranks[s][1] == 0 for s in pot.eligible):
            return [("all", pot.amount, 0)]  # no qualifying low: high takes all
        low = pot.amount // 2
        return [("high", pot.amount - low, 0), ("low", low, 1)]  # the odd chip goes to the high half

    def _award(self, pot: int, share: str, amount: int, winners: list[int], ranker: int | None) -> None:
        each, odd = divmod(amount, len(winners))
        ordered = self.variant.odd_chip_order(self, winners, ranker) if odd else winners
        for position, seat in enumerate(ordered):
            won = each + (1 if position < odd else 0)
            if won:
                self._stacks[seat] += won
                if ranker is None:
                    self._log.append((Awarded, (pot, share, seat, won)))
                else:
                    self._log.append((Awarded, (pot, share, seat, won, self.variant.rankers[ranker], self.cards(seat))))

    def _showdown_order(self, live: list[int]) -> list[int]:
        """RULES 3: the last bettor or raiser on the last round shows first, else the first to act; then clockwise."""
        first = self._aggressor if self._aggressor is not None else self._opened_by
        if first is None or first not in live:
            first = live[0]
        n = len(self._start)
        return [s for s in ((first + i) % n for i in range(n)) if s in live]


def _can_deal(remaining: int, players: int, streets: Sequence[StreetSpec]) -> bool:
    """Whether ``remaining`` cards give each of ``players`` a card in every card round of ``streets``
    (their own, or one community card when the deck is short), no player folding and no more burns."""
    if remaining < 0:
        return False
    for street in streets:
        for _ in street.cards:
            if remaining >= players:
                remaining -= players
            elif remaining:
                remaining -= 1
            else:
                return False
    return True
