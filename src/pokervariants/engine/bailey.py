"""The state machine of a hand of Bailey's Poker (seed 000, RULES.md 5).

Bailey's Poker has no betting: its decisions are card changes, each valued at
a laid gamble card, and continue-or-fold at the end of a round, and its money
is one shared stake that every loser pays. It therefore has a machine of its
own beside :class:`~pokervariants.Hand`, with the same surface (``actor``,
``legal_actions()``, ``act()``, ``events``, ``replay``, ``copy()``) and the same
primitives: the deck, :class:`~pokervariants.Action`, the event records, the
Bailey ranker and the :class:`~pokervariants.betting.Stake` policy.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..actions import Action, ActionKind, IllegalActionError
from ..betting import gamble_value
from ..cards import Card, Deck
from ..evaluation import rank_bailey
from .events import Acted, Dealt, Event, GambleLaid, HandStarted, Paid, Shown, StreetStarted, Turned
from .state import SeatedHand, trusted

if TYPE_CHECKING:
    from ..variants.bailey import Bailey

__all__ = ["BaileyHand", "visible_strength"]

ROUNDS = 4
_STAND = Action(ActionKind.STAND)
_CONTINUE = Action(ActionKind.CONTINUE)
_FOLD = Action(ActionKind.FOLD)
_CHANGE, _EXCHANGE = ActionKind.CHANGE, ActionKind.EXCHANGE
_JOKERS = 52


@functools.lru_cache(maxsize=4096)
def _change(card: Card, value: int) -> Action:
    """One shared object per change: cheaper to offer, and ``in`` matches it by identity."""
    return Action(_CHANGE, value, (card,))


@functools.lru_cache(maxsize=4096)
def _exchange(joker: Card, card: Card) -> Action:
    return Action(_EXCHANGE, 0, (joker, card))


def visible_strength(cards: Sequence[int]) -> tuple[int, ...]:
    """How strong a face-up hand looks, for the order of play: bigger plays first.

    Three or more natural cards rank as their best Bailey hand. Fewer (round 1's
    two up cards, or jokers showing) rank below any three-card hand: a pair
    above no pair, then by the cards' ranks, ace high.

    >>> from pokervariants import parse_cards
    >>> from pokervariants.engine.bailey import visible_strength
    >>> visible_strength(parse_cards("Ks Kd")) > visible_strength(parse_cards("As Qd"))
    True
    >>> visible_strength(parse_cards("5c 3d 2h")) > visible_strength(parse_cards("As Ad Jk"))
    True
    """
    naturals = [c for c in cards if c < _JOKERS]
    if len(naturals) >= 3:
        return (1, rank_bailey(naturals))
    ranks = sorted((c >> 2 for c in naturals), reverse=True)
    return (0, int(len(ranks) == 2 and ranks[0] == ranks[1]), *ranks)


class BaileyHand(SeatedHand):
    """One hand of Bailey's Poker in progress. Make it with ``Bailey(...).new_hand(points, seed=…)``.

    Seats are in dealing order (seat 0 sits at the dealer's left). The hand
    deals, lays gamble cards and turns cards itself, and stops at each decision:
    during rounds 1-3 a player's series of changes (``change``, ``exchange``,
    then ``stand``), and at the end of those rounds ``continue`` or ``fold``.

    >>> from pokervariants import Bailey, gamble_value
    >>> hand = Bailey().new_hand([0, 0, 0], seed=4)
    >>> hand.round, hand.stake == gamble_value(hand.gamble_cards[0])
    (1, True)
    >>> while not hand.is_over:  # everyone stands pat and continues
    ...     hand.act(hand.legal_actions()[0])
    >>> sum(hand.payoffs) + hand.kitty - hand.starting_kitty
    0
    """

    def __init__(self, variant: Bailey, stacks: Sequence[int], deck: Deck, *, kitty: int = 0) -> None:
        self.variant = variant
        self._stake_policy = variant.stake
        n = len(stacks)
        self._start = tuple(stacks)
        self._stacks = list(stacks)
        self._kitty_start = kitty
        self._kitty = kitty
        self._deck = deck
        self._down: list[list[Card]] = [[] for _ in range(n)]  # still face down, in turning order
        self._up: list[list[Card]] = [[] for _ in range(n)]
        self._scrap: list[Card] = []
        self._laid: list[Card] = []
        self._stake = 0
        self._in = [True] * n
        self._live = n
        self._round = 0
        self._changing = False  # True: series of changes; False: continue-or-fold (when a decision is pending)
        self._queue: list[int] = []  # seats still to decide in this phase, in order
        self._series: list[Card] = []  # the actor's face-up cards still changeable in this series
        self._owed: list[int] = []  # one seat per replacement owed, in order of play
        self._actor: int | None = None
        self._winner: int | None = None
        self._over = False
        self._legal: tuple[Action, ...] | None = None
        self._log: list[Event] = [HandStarted(variant.name, self._start, kitty)]
        self._fragile = not trusted(variant)  # see Hand: a component from outside the library
        for face_up in (False, False, False, True, True):
            for seat, card in enumerate(deck.deal(n)):
                (self._up if face_up else self._down)[seat].append(card)
                self._log.append(Dealt(seat, card, face_up))
        self._next_round()

    # --- public state -------------------------------------------------------------

    @property
    def round(self) -> int:
        """The current round, 1 to 4."""
        return self._round

    @property
    def phase(self) -> str:
        """``"changes"``, ``"continue or fold"`` or ``"over"``."""
        if self._over:
            return "over"
        return "changes" if self._changing else "continue or fold"

    @property
    def stake(self) -> int:
        """What each loser pays the winner: the gamble cards laid plus the valuations of changes."""
        return self._stake

    @property
    def kitty(self) -> int:
        """Points waiting for the next winner: carried in, paid by folders, or left by a tie."""
        return self._kitty

    @property
    def starting_kitty(self) -> int:
        """The kitty the hand began with."""
        return self._kitty_start

    @property
    def folded(self) -> tuple[bool, ...]:
        """Which seats have folded."""
        return tuple(not live for live in self._in)

    @property
    def winner(self) -> int | None:
        """The seat that won, once the hand is over; ``None`` while it runs or after a tie."""
        return self._winner

    @property
    def gamble_cards(self) -> tuple[Card, ...]:
        """The gamble cards laid so far, in order."""
        return tuple(self._laid)

    @property
    def scrap(self) -> tuple[Card, ...]:
        """The public scrap pile, in the order cards reached it."""
        return tuple(self._scrap)

    @property
    def valuations(self) -> tuple[int, ...]:
        """The values a changed card may be given now (from the laid gamble cards)."""
        return self._stake_policy.valuations(self._laid)

    @property
    def stock(self) -> int:
        """Cards left in the pack (gamble cards still to come are kept back from replacements)."""
        return self._deck.remaining

    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened, in order."""
        return tuple(self._log)

    @property
    def payments(self) -> tuple[Paid, ...]:
        """Every payment of the hand so far: folds, the showdown, the kitty."""
        return tuple(e for e in self._log if isinstance(e, Paid))

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's cards still face down (unseen even by their owner), in the order they turn."""
        return tuple(self._down[self._seat(seat)])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-up cards."""
        return tuple(self._up[self._seat(seat)])

    def cards(self, seat: int) -> tuple[Card, ...]:
        """All five of the seat's cards: face down first, then face up."""
        seat = self._seat(seat)
        return tuple(self._down[seat]) + tuple(self._up[seat])

    def order(self) -> tuple[int, ...]:
        """The seats still in, strongest face-up hand first (ties: lower seat first): the order of play."""
        up = self._up
        live = [s for s, live in enumerate(self._in) if live]
        return tuple(sorted(live, key=lambda s: (visible_strength(up[s]), -s), reverse=True))

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the current actor may take (empty if none is pending).

        In a series of changes: ``stand`` first, then every ``change`` of a face-up
        card at every valuation, then every ``exchange`` of a face-up joker for a
        natural card in the scrap pile. At the end of a round: ``continue``, ``fold``.
        """
        if self._legal is None:
            self._legal = self._options()
        return self._legal

    def _options(self) -> tuple[Action, ...]:
        if self._actor is None:
            return ()
        if not self._changing:
            return (_CONTINUE, _FOLD)
        actions = [_STAND]
        if self._spare_stock() > 0:
            values = self.valuations
            for card in self._series:  # RULES 5: changing a joker adds nothing to the stake
                actions.extend([_change(card, 0)] if card >= _JOKERS else [_change(card, v) for v in values])
        scrap = [c for c in self._scrap if c < _JOKERS]
        if scrap:
            actions.extend([_exchange(card, s) for card in self._series if card >= _JOKERS for s in scrap])
        return tuple(actions)

    def _spare_stock(self) -> int:
        """Cards the stock can still give as replacements this round."""
        return self._deck.remaining - (ROUNDS - self._round) - len(self._owed)

    # --- acting -----------------------------------------------------------------------

    def act(self, action: Action) -> None:
        """Take ``action`` for the current actor; raises :class:`IllegalActionError` saying why if it is not legal.

        An action happens whole or not at all, as in :meth:`Hand.act <pokervariants.Hand.act>`.
        """
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            if not isinstance(action, Action):
                raise TypeError(f"act takes an Action (one of legal_actions()), not {type(action).__name__}")
            raise IllegalActionError(self._why_illegal(action))
        if self._fragile:
            saved = self.copy()
            try:
                self._apply(action)
            except BaseException:
                self.__dict__.update(saved.__dict__)
                raise
        else:
            self._apply(action)

    def _apply(self, action: Action) -> None:
        seat = self._actor
        assert seat is not None
        self._legal = None
        self._log.append(Acted(seat, action, 0))
        kind = action.kind
        if kind is _CHANGE:
            card = action.cards[0]
            self._up[seat].remove(card)
            self._series.remove(card)
            self._scrap.append(card)
            self._owed.append(seat)
            self._stake = self._stake_policy.raised(self._stake, action.amount)
            self._legal = self._options()
            if len(self._legal) == 1:
                self._end_series()
        elif kind is _EXCHANGE:
            joker, taken = action.cards
            up = self._up[seat]
            up[up.index(joker)] = taken
            self._series.remove(joker)
            self._scrap.remove(taken)
            self._scrap.append(joker)
            self._legal = self._options()
            if len(self._legal) == 1:
                self._end_series()
        elif kind is ActionKind.STAND:
            self._end_series()
        elif kind is ActionKind.CONTINUE:
            self._queue.pop(0)
            self._next_decider()
        else:
            self._fold(seat)

    def change(self, card: Card | str, value: int) -> None:
        """Change a face-up ``card``, valued at ``value`` (one of :attr:`valuations`)."""
        self.act(Action(_CHANGE, value, (Card(card),)))

    def exchange(self, joker: Card | str, card: Card | str) -> None:
        """Exchange a face-up ``joker`` for ``card`` from the scrap pile."""
        self.act(Action(_EXCHANGE, 0, (Card(joker), Card(card))))

    def stand(self) -> None:
        """End this round's series of changes (having made none or some)."""
        self.act(_STAND)

    def continue_(self) -> None:
        """Stay in for the next round."""
        self.act(_CONTINUE)

    def fold(self) -> None:
        """Fold at the end of a round, paying the stake."""
        self.act(_FOLD)

    def _why_illegal(self, action: Action) -> str:
        """A message saying why ``action`` is refused now, and what is allowed."""
        seat, kind, r = self._actor, action.kind, self._round
        if seat is None:
            return "no decision is pending: the hand is over"
        if not self._changing:
            if kind in (_CHANGE, _EXCHANGE, ActionKind.STAND):
                return f"the changes of round {r} are over: seat {seat} may continue or fold"
            return f"seat {seat} cannot {action}: at the end of round {r} the player may continue or fold"
        if kind is ActionKind.FOLD or kind is ActionKind.CONTINUE:
            return f"seat {seat} cannot {kind.value} during round {r}: folding comes at the end of the round; now the player may change face-up cards or stand"
        if kind is _CHANGE or kind is _EXCHANGE:
            if not action.cards:
                return f"{kind.value} needs the card{'s' if kind is _EXCHANGE else ''} it applies to"
            card = action.cards[0]
            if card in self._down[seat]:
                return f"{card} is face down: only face-up cards can be changed"
            if card not in self._up[seat]:
                return f"seat {seat} has no {card} face up (face up: {' '.join(map(str, self._up[seat]))})"
            if card not in self._series:
                return f"{card} came from the scrap pile in this series: it cannot be changed again this round"
        if kind is _CHANGE:
            if len(action.cards) != 1:
                return "a change names one card (make several changes one after another)"
            if action.cards[0] >= _JOKERS and action.amount != 0:
                return f"changing a joker adds nothing to the stake (seed 7): change {action.cards[0]} for 0"
            if action.amount not in self.valuations:
                choices = ", ".join(map(str, self.valuations))
                return f"a change is valued at a laid gamble card: {action.amount} is not one; choose from {choices}"
            left = self._deck.remaining
            kept = ROUNDS - self._round
            options = ", ".join(map(str, self.legal_actions()))
            return (
                f"the stock cannot supply a replacement: {left} cards left, {kept} kept back for gamble cards "
                f"and {len(self._owed)} already owed; legal now are {options}"
            )
        if kind is _EXCHANGE:
            if len(action.cards) != 2:
                return "an exchange names the joker and the scrap-pile card it takes"
            joker, taken = action.cards
            if joker < _JOKERS:
                return f"only a joker can be exchanged for a scrap-pile card, not {joker}"
            if taken >= _JOKERS:
                return "a joker in the scrap pile cannot come back"
            scrap = " ".join(map(str, self._scrap)) or "empty"
            return f"{taken} is not in the scrap pile ({scrap})"
        return f"seat {seat} cannot {action}: in a series of changes the player may change face-up cards or stand"

    # --- copying and replay ---------------------------------------------------------

    def copy(self) -> BaileyHand:
        """An independent copy of this hand, for search and simulation."""
        clone = BaileyHand.__new__(BaileyHand)
        clone.__dict__.update(self.__dict__)
        clone._deck = self._deck.copy()
        clone._stacks = list(self._stacks)
        clone._down = [list(c) for c in self._down]
        clone._up = [list(c) for c in self._up]
        clone._scrap = list(self._scrap)
        clone._laid = list(self._laid)
        clone._in = list(self._in)
        clone._queue = list(self._queue)
        clone._series = list(self._series)
        clone._owed = list(self._owed)
        clone._log = list(self._log)
        return clone

    def __copy__(self) -> BaileyHand:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> BaileyHand:
        return self.copy()  # the variant and the cards are immutable: sharing them is exact

    @classmethod
    def replay(cls, variant: Bailey, events: Sequence[Event]) -> BaileyHand:
        """Rebuild a hand from its event log; the result has the same events and state.

        Raises ``ValueError`` if the log does not describe a hand this variant would play.
        """
        if not events or not isinstance(events[0], HandStarted):
            raise ValueError("an event log starts with HandStarted")
        drawn = [e.card for e in events if isinstance(e, (Dealt, GambleLaid))]
        try:
            deck = Deck.stacked(drawn, fill=True, jokers=variant.jokers)
        except ValueError as error:
            raise ValueError(f"the log's cards do not make a pack: {error}") from None
        start = events[0]
        hand = variant.new_hand(start.stacks, kitty=start.kitty, deck=deck)
        for number, event in enumerate(events):
            if isinstance(event, Acted):
                if hand.actor != event.seat:
                    raise ValueError(f"event {number}: the log has seat {event.seat} acting where seat {hand.actor} was to act")
                try:
                    hand.act(event.action)
                except IllegalActionError as error:
                    raise ValueError(f"event {number}: {error}") from None
        if hand.events != tuple(events):
            raise ValueError("replaying the actions gives a different hand from the log")
        return hand

    # --- the machine ------------------------------------------------------------------

    def _next_round(self) -> None:
        """Lay the next gamble card, turn cards, and open the changes (or, in round 4, show down)."""
        self._round += 1
        r = self._round
        self._log.append(StreetStarted(f"round {r}"))
        card = self._deck.deal_one()  # always there: replacements never take the gamble cards' reserve
        self._laid.append(card)
        added = gamble_value(card)
        self._stake = self._stake_policy.raised(self._stake, added)
        self._log.append(GambleLaid(card, added, self._stake))
        if r > 1:
            turning = self.order() if r == ROUNDS else [s for s, live in enumerate(self._in) if live]
            for seat in turning:
                turned = self._down[seat].pop(0)
                self._up[seat].append(turned)
                self._log.append(Turned(seat, turned))
        if r == ROUNDS:
            self._showdown()
            return
        self._changing = True
        self._queue = list(self.order())
        self._next_decider()

    def _next_decider(self) -> None:
        """Hand the decision to the next seat in the queue, or close the phase."""
        self._legal = None
        while self._queue:
            seat = self._queue[0]
            if not self._changing:
                self._actor = seat
                return
            self._actor = seat
            self._series = list(self._up[seat])
            self._legal = self._options()
            if len(self._legal) > 1:
                return
            self._queue.pop(0)  # nothing to change: no decision
        self._actor = None
        if self._changing:
            for seat in self._owed:
                card = self._deck.deal_one()
                self._up[seat].append(card)
                self._log.append(Dealt(seat, card, True))
            self._owed = []
            self._series = []
            self._changing = False
            self._queue = list(self.order())
            self._next_decider()
        else:
            self._next_round()

    def _end_series(self) -> None:
        self._queue.pop(0)
        self._next_decider()

    def _fold(self, seat: int) -> None:
        """The seat folds and pays the stake: to the other player if two were in, else into the kitty."""
        stake = self._stake
        if self._live == 2:
            other = next(s for s, live in enumerate(self._in) if live and s != seat)
            self._pay(seat, other, stake, "fold")
        else:
            self._pay(seat, None, stake, "fold")
        self._in[seat] = False
        self._live -= 1
        self._queue.pop(0)
        if self._live == 1:
            self._win(next(s for s, live in enumerate(self._in) if live))
        else:
            self._next_decider()

    def _pay(self, payer: int | None, payee: int | None, amount: int, reason: str) -> None:
        if payer is None:
            self._kitty -= amount
        else:
            self._stacks[payer] -= amount
        if payee is None:
            self._kitty += amount
        else:
            self._stacks[payee] += amount
        self._log.append(Paid(payer, payee, amount, reason))

    def _win(self, seat: int) -> None:
        self._winner = seat
        if self._kitty:
            self._pay(None, seat, self._kitty, "kitty")
        self._finish()

    def _finish(self) -> None:
        self._actor = None
        self._over = True
        self._queue = []
        self._legal = None

    def _showdown(self) -> None:
        """Round 4: the best three of five wins the stake from each other player and the kitty; a tie feeds the kitty."""
        ranker = self.variant.rankers[0]
        live = self.order()  # the final cards were turned in this order
        ranks: dict[int, int] = {}
        for seat in live:
            cards = self.cards(seat)
            ranks[seat] = ranker.rank(cards)
            self._log.append(Shown(seat, cards, (ranks[seat],), self.variant.rankers))
        best = max(ranks.values())
        winners = [s for s in live if ranks[s] == best]
        stake = self._stake
        if len(winners) > 1:
            for seat in live:
                self._pay(seat, None, stake, "tie")
            self._finish()
            return
        winner = winners[0]
        for seat in live:
            if seat != winner:
                self._pay(seat, winner, stake, "showdown")
        self._win(winner)
