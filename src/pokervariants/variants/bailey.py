"""Bailey's Poker (seed 000, RULES.md 5): best three of five, gamble cards, paid changes, a kitty.

A declaration over the one engine like every game: a program of phases (the
deal; four rounds of a gamble card, turned cards, a series of changes and
continue-or-fold; the showdown and the settlement), with the decisions and the
settlement of its own defined here: :class:`Changes` (a paid draw: each change
is valued at a laid gamble card and raises the stake), :class:`ContinueOrFold`
(a folder pays the stake) and :class:`StakeSettlement` (every loser pays the
stake; a tie feeds the kitty). The stake is the hand's state,
:class:`BaileyState`; the gamble cards and the scrap pile are public piles.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from attrs import field, frozen

from ..core import Action, ActionKind, Card, CardsLike, Deck, choice_field, whole
from ..engine.draws import deal_replacements
from ..engine.events import GambleLaid
from ..engine.hand import Hand
from ..engine.phases import Deal, Program, Stage, _shown
from ..engine.protocols import CardSource, DecisionKind
from ..engine.state import trusted
from ..engine.table import Table
from ..evaluation import rank_bailey
from ..ranking import HighCardTies, BaileyRanker, Ranker
from .base import deck_for, seat_amounts

__all__ = [
    "Bailey",
    "BaileyState",
    "BaileyView",
    "Changes",
    "ContinueOrFold",
    "Stake",
    "StakeSettlement",
    "gamble_value",
    "stake_ceiling",
    "visible_strength",
]

ROUNDS = 4
_ACE, _JOKERS = 12, 52
_STAND = Action(ActionKind.STAND)
_CONTINUE = Action(ActionKind.CONTINUE)
_FOLD = Action(ActionKind.FOLD)
_FOLD_KIND = ActionKind.FOLD  # an enum member read from its class is slow: hot code reads this
_CHANGE, _EXCHANGE = ActionKind.CHANGE, ActionKind.EXCHANGE


def gamble_value(card: int) -> int:
    """What a Bailey gamble card adds to the stake when laid: ace 15, king 13 … two 2, joker 0.

    >>> from pokervariants import Card
    >>> gamble_value(Card("As")), gamble_value(Card("Kd")), gamble_value(Card("7h")), gamble_value(Card("Jk"))
    (15, 13, 7, 0)
    """
    if card >= _JOKERS:
        return 0
    rank = card >> 2
    return 15 if rank == _ACE else rank + 2


def stake_ceiling(value: object) -> int | None:
    """A stake ceiling checked: a positive int, or ``None`` for none."""
    if value is None:
        return None
    if isinstance(value, bool) or not hasattr(type(value), "__index__") or value <= 0:  # type: ignore[operator]
        raise ValueError(f"the ceiling must be a positive int or None, got {value!r:.40}")
    return whole("ceiling", value)


@frozen(kw_only=True)
class Stake:
    """Bailey's Poker's stake policy: what gamble cards and changes add, up to an optional ``ceiling``.

    There are no bets: the stake is one shared number that gamble cards and
    changed cards raise, and that every loser pays. The seed's cash-for-points
    scoring may cap it to limit what a hand can cost.

    >>> from pokervariants import parse_cards
    >>> Stake().valuations(parse_cards("As 7h Jk"))
    (0, 1, 7, 15)
    >>> Stake(ceiling=40).raised(35, 13)
    40
    """

    ceiling: int | None = field(default=None, converter=stake_ceiling)
    """The most the stake can reach in a hand (``None``: no limit)."""

    def valuations(self, laid: Iterable[int]) -> tuple[int, ...]:
        """The values a changed card may take, given the gamble cards laid so far: an ace 1 or 15, a joker 0."""
        values = {gamble_value(card) for card in laid}
        if 15 in values:
            values.add(1)
        return tuple(sorted(values))

    def raised(self, stake: int, amount: int) -> int:
        """The stake after adding ``amount``, held at the ceiling."""
        stake += amount
        return stake if self.ceiling is None or stake <= self.ceiling else self.ceiling


@frozen
class BaileyState:
    """A hand of Bailey's Poker's own state: the stake every loser pays."""

    stake: int = 0


def visible_strength(cards: Sequence[int]) -> tuple[int, ...]:
    """How strong a face-up hand looks, for the order of play: bigger plays first.

    Three or more natural cards rank as their best Bailey hand. Fewer (round 1's
    two up cards, or jokers showing) rank below any three-card hand: a pair
    above no pair, then by the cards' ranks, ace high.

    >>> from pokervariants import parse_cards
    >>> from pokervariants.variants.bailey import visible_strength
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


def order_of_play(table: Table) -> list[int]:
    """The seats still in, strongest face-up hand first (ties: lower seat first)."""
    up = table.up
    return sorted(table.live(), key=lambda s: (visible_strength(up[s]), -s), reverse=True)


def _stake(table: Table) -> int:
    state = table.state
    assert isinstance(state, BaileyState)
    return state.stake


@functools.lru_cache(maxsize=4096)
def _change(card: Card, value: int) -> Action:
    """One shared object per change: cheaper to offer, and ``in`` matches it by identity."""
    return Action(_CHANGE, value, (card,))


@functools.lru_cache(maxsize=4096)
def _exchange(joker: Card, card: Card) -> Action:
    return Action(_EXCHANGE, 0, (joker, card))


@frozen
class LayGambleCard:
    """The phase that opens a round: a gamble card laid from the pack, its value added to the stake."""

    stake: Stake
    repeats = False

    def run(self, table: Table) -> None:
        card = table.lay("gamble")
        value = gamble_value(card)
        stake = self.stake.raised(_stake(table), value)
        table.set_state(BaileyState(stake), record=False)  # GambleLaid says it
        table.record(GambleLaid, card, value, stake)


@frozen
class TurnCards:
    """Each player still in turns the next face-down card face up: in seat order, or (the last round)
    from the strongest face-up hand down."""

    by_strength: bool = False
    repeats = False

    def run(self, table: Table) -> None:
        for seat in order_of_play(table) if self.by_strength else table.live():
            table.turn(seat)


@frozen
class Changes:
    """The series of changes of a round: a decision policy (a draw paid for in stake).

    In order from the best face-up hand down, each player may change face-up cards one at a time,
    each valued at a laid gamble card (a joker at nothing), or exchange a face-up joker for a natural
    card in the scrap pile, then stand. A player with nothing to change is not asked. All discards
    come before any replacement; the replacements are dealt face up in the same order, and a change
    the stock cannot supply (keeping back the gamble cards still to come) is not offered.
    """

    stake: Stake
    round: int
    repeats = False

    def start(self, table: Table, seat: int | None = None) -> Changing | None:
        changing = Changing(self, order_of_play(table), self.stake.valuations(table.pile("gamble")))
        changing.next(table)
        return changing if changing.actor is not None else None

    def run(self, table: Table) -> Changing | None:
        return self.start(table)


class Changing:
    """A round of changes in progress: who is changing, what is still changeable, the replacements owed."""

    kind = DecisionKind.CHANGES
    __slots__ = ("policy", "queue", "values", "series", "owed", "actor")

    def __init__(self, policy: Changes, queue: list[int], values: tuple[int, ...]) -> None:
        self.policy = policy
        self.queue = queue
        self.values = values
        """What a change is valued at this round (the gamble cards are laid before the changes)."""
        self.series: list[Card] = []
        """The actor's face-up cards still changeable in this series (not ones taken from the scrap pile)."""
        self.owed: list[tuple[int, tuple[Card, ...]]] = []
        """One entry per change, in order of play: the seat and the card it changed."""
        self.actor: int | None = None

    def spare(self, table: Table) -> int:
        """Cards the stock can still give as replacements this round."""
        return table.source.remaining - (ROUNDS - self.policy.round) - len(self.owed)

    def changeable(self, table: Table) -> bool:
        """Whether the actor has anything to change or exchange now (:meth:`legal` offers more than standing)."""
        series = self.series
        if not series:
            return False
        if self.spare(table) > 0:
            return True
        return any(c >= _JOKERS for c in series) and any(c < _JOKERS for c in table.pile("scrap"))

    def legal(self, table: Table) -> tuple[Action, ...]:
        actions = [_STAND]
        if self.spare(table) > 0:
            values = self.values
            for card in self.series:  # RULES.md 5: changing a joker adds nothing to the stake
                actions.extend([_change(card, 0)] if card >= _JOKERS else [_change(card, v) for v in values])
        scrap = [c for c in table.pile("scrap") if c < _JOKERS]
        if scrap:
            actions.extend([_exchange(card, s) for card in self.series if card >= _JOKERS for s in scrap])
        return tuple(actions)

    def next(self, table: Table) -> None:
        """Hand the series to the next seat with something to change, or deal the replacements and end."""
        while self.queue:
            seat = self.queue[0]
            self.actor = seat
            self.series = list(table.up[seat])
            if self.changeable(table):
                return
            self.queue.pop(0)  # nothing to change: no decision
        self.actor = None
        deal_replacements(table, self.owed, face_up=True)  # the draw games' mechanism: all discards, then the replacements
        self.owed = []
        self.series = []

    def act(self, table: Table, action: Action) -> int:
        seat = self.actor
        assert seat is not None
        kind = action.kind
        if kind is _CHANGE:
            card = action.cards[0]
            table.discard(seat, card, "scrap")
            self.series.remove(card)
            self.owed.append((seat, (card,)))
            table.set_state(BaileyState(self.policy.stake.raised(_stake(table), action.amount)), record=False)
            if not self.changeable(table):
                self.end_series(table)
        elif kind is _EXCHANGE:
            joker, taken = action.cards
            up, scrap = table.up[seat], table.pile("scrap")
            up[up.index(joker)] = taken
            self.series.remove(joker)
            scrap.remove(taken)
            scrap.append(joker)
            if not self.changeable(table):
                self.end_series(table)
        else:  # stand
            self.end_series(table)
        return 0

    def end_series(self, table: Table) -> None:
        self.queue.pop(0)
        self.next(table)

    def refusal(self, table: Table, action: Action) -> str | None:
        seat, kind, r = self.actor, action.kind, self.policy.round
        assert seat is not None
        if kind is ActionKind.FOLD or kind is ActionKind.CONTINUE:
            return f"{{player}} cannot {kind.value} during round {r}: folding comes at the end of the round; now the player may change face-up cards or stand"
        if kind is _CHANGE or kind is _EXCHANGE:
            if not action.cards:
                return f"{kind.value} needs the card{'s' if kind is _EXCHANGE else ''} it applies to"
            card = action.cards[0]
            if card in table.down[seat]:
                return f"{card} is face down: only face-up cards can be changed"
            if card not in table.up[seat]:
                return f"{{player}} has no {card} face up (face up: {' '.join(map(str, table.up[seat]))})"
            if card not in self.series:
                return f"{card} came from the scrap pile in this series: it cannot be changed again this round"
        if kind is _CHANGE:
            if len(action.cards) != 1:
                return "a change names one card (make several changes one after another)"
            if action.cards[0] >= _JOKERS and action.amount != 0:
                return f"changing a joker adds nothing to the stake (seed 7): change {action.cards[0]} for 0"
            values = self.policy.stake.valuations(table.pile("gamble"))
            if action.amount not in values:
                return f"a change is valued at a laid gamble card: {action.amount} is not one; choose from {', '.join(map(str, values))}"
            left = table.source.remaining
            kept = ROUNDS - r
            options = ", ".join(map(str, self.legal(table)))
            return (
                f"the stock cannot supply a replacement: {left} cards left, {kept} kept back for gamble cards "
                f"and {len(self.owed)} already owed; legal now are {options}"
            )
        if kind is _EXCHANGE:
            if len(action.cards) != 2:
                return "an exchange names the joker and the scrap-pile card it takes"
            joker, taken = action.cards
            if joker < _JOKERS:
                return f"only a joker can be exchanged for a scrap-pile card, not {joker}"
            if taken >= _JOKERS:
                return "a joker in the scrap pile cannot come back"
            scrap = " ".join(map(str, table.pile("scrap"))) or "empty"
            return f"{taken} is not in the scrap pile ({scrap})"
        return f"seat {seat} cannot {action}: in a series of changes the player may change face-up cards or stand"

    def passive(self, table: Table) -> Action:
        return _STAND

    def copy(self) -> Changing:
        clone = Changing(self.policy, list(self.queue), self.values)
        clone.series, clone.owed, clone.actor = list(self.series), list(self.owed), self.actor
        return clone


@frozen
class ContinueOrFold:
    """The end of rounds 1-3: each player in turn (best face-up hand first) continues or folds.

    A folder pays the stake: to the other player when only two were in, otherwise into the kitty.
    """

    round: int
    repeats = False

    def start(self, table: Table, seat: int | None = None) -> Staying | None:
        staying = Staying(self.round, order_of_play(table))
        return staying if staying.actor is not None else None

    def run(self, table: Table) -> Staying | None:
        return self.start(table)


class Staying:
    """Continue-or-fold in progress."""

    kind = DecisionKind.CONTINUE
    __slots__ = ("round", "queue")
    _OPTIONS = (_CONTINUE, _FOLD)

    def __init__(self, round: int, queue: list[int]) -> None:
        self.round = round
        self.queue = queue

    @property
    def actor(self) -> int | None:
        return self.queue[0] if self.queue else None

    def legal(self, table: Table) -> tuple[Action, ...]:
        return self._OPTIONS

    def act(self, table: Table, action: Action) -> int:
        seat = self.queue.pop(0)
        if action.kind is _FOLD_KIND:
            stake = _stake(table)
            if table.in_hand == 2:
                other = next(s for s in table.live() if s != seat)
                table.transfer(seat, other, stake, "fold")
            else:
                table.transfer(seat, None, stake, "fold")
            table.fold(seat)
            if table.in_hand == 1:
                self.queue.clear()
        return 0

    def refusal(self, table: Table, action: Action) -> str | None:
        if action.kind in (_CHANGE, _EXCHANGE, ActionKind.STAND):
            return f"the changes of round {self.round} are over: {{player}} may continue or fold"
        return f"{{player}} cannot {action}: at the end of round {self.round} the player may continue or fold"

    def passive(self, table: Table) -> Action:
        return _CONTINUE

    def copy(self) -> Staying:
        return Staying(self.round, list(self.queue))


@frozen
class BaileyShowdown:
    """Round 4: every player still in shows the best three of five, in order from the strongest face-up hand."""

    rankers: tuple[Ranker, ...]
    repeats = False

    def run(self, table: Table) -> None:
        if table.in_hand < 2:
            return
        table.showdown_rankers = self.rankers
        ranker = self.rankers[0]
        for seat in order_of_play(table):
            held = table.shown_cards[seat] = table.holding(seat, self.rankers)
            ranks = (ranker.rank(held),)
            table.shown[seat] = ranks
            table.log.append((_shown, seat, held, ranks, self.rankers))


@frozen
class StakeSettlement:
    """Who pays whom: the one player left, or the best hand shown, is paid the stake by every other
    player who started round 4 and takes the kitty; if the best hands tie, every player shown pays
    the stake into the kitty. Winnings are never shared."""

    repeats = False
    settles = True

    def run(self, table: Table) -> None:
        live = table.live()
        if len(live) == 1:
            self._win(table, live[0])
            return
        shown = table.shown
        best = max(ranks[0] for ranks in shown.values())
        winners = [seat for seat, ranks in shown.items() if ranks[0] == best]
        stake = _stake(table)
        if len(winners) > 1:
            for seat in shown:
                table.transfer(seat, None, stake, "tie")
            return
        winner = winners[0]
        for seat in shown:
            if seat != winner:
                table.transfer(seat, winner, stake, "showdown")
        self._win(table, winner)

    def share_names(self, rankers: int) -> tuple[str, ...]:
        """One share: the stake from every loser, won outright."""
        return ("all",)

    def split(self, ranks: dict[int, tuple[int, ...]]) -> list[tuple[int, tuple[int, ...], bool]]:
        """For equity: the best hand wins; best hands that tie win nothing (the stakes go to the kitty)."""
        best = max(r[0] for r in ranks.values())
        winners = tuple(s for s, r in ranks.items() if r[0] == best)
        return [(0, winners, len(winners) == 1)]

    @staticmethod
    def _win(table: Table, seat: int) -> None:
        table.winner = seat
        if table.kitty:
            table.transfer(None, seat, table.kitty, "kitty")


class _Rankers:
    """``Bailey.rankers``: the default ranker on the class, a game's own (with its ``high_card_ties``) on a game."""

    def __get__(self, game: Bailey | None, owner: type | None = None) -> tuple[Ranker, ...]:
        if game is None:
            return _DEFAULT_RANKERS
        return _DEFAULT_RANKERS if game.high_card_ties is HighCardTies.FIVE else _THREE_CARD_RANKERS


_DEFAULT_RANKERS: tuple[Ranker, ...] = (BaileyRanker(),)
_THREE_CARD_RANKERS: tuple[Ranker, ...] = (BaileyRanker(high_card_ties=HighCardTies.THREE),)


def _jokers(value: object) -> int:
    if isinstance(value, bool) or value not in (0, 1, 2):
        raise ValueError(f"jokers must be 0, 1 or 2, got {value!r:.40}")
    return whole("jokers", value)


class BaileyView:
    """A hand of Bailey's Poker seen with what only this game has, typed: the stake, the gamble cards,
    the scrap pile, what a change is worth now, and the order of play.

    The engine's :class:`~pokervariants.Hand` is the same for every game; this view reads the rest
    from it. :meth:`Bailey.view` makes one.

    >>> game = Bailey(jokers=1)
    >>> hand = game.new_hand([0, 0], seed=11)
    >>> view = game.view(hand)
    >>> view.stake == gamble_value(view.gamble_cards[0]), view.scrap, view.order()
    (True, (), (0, 1))
    >>> from pokervariants import Razz
    >>> BaileyView(Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=1))
    Traceback (most recent call last):
    ...
    TypeError: a BaileyView shows a hand of Bailey's Poker, not of Razz
    """

    __slots__ = ("game", "hand")

    def __init__(self, hand: Hand) -> None:
        game = hand.variant
        if not isinstance(game, Bailey):
            raise TypeError(f"a BaileyView shows a hand of Bailey's Poker, not of {game.name}")
        self.hand = hand
        """The hand seen."""
        self.game = game
        """Its game."""

    @property
    def stake(self) -> int:
        """What the winner collects from each other player: the gamble cards' values so far."""
        state = self.hand.state
        assert isinstance(state, BaileyState)  # Bailey.initial_state makes one for every hand
        return state.stake

    @property
    def gamble_cards(self) -> tuple[Card, ...]:
        """The gamble cards laid so far, one a round."""
        return self.hand.pile("gamble")

    @property
    def scrap(self) -> tuple[Card, ...]:
        """The scrap pile: the cards changed away, face up."""
        return self.hand.pile("scrap")

    @property
    def valuations(self) -> tuple[int, ...]:
        """The values a change may take now, given the gamble cards laid (an ace 1 or 15, a joker 0)."""
        return self.game.stake.valuations(self.hand.pile("gamble"))

    def order(self) -> tuple[int, ...]:
        """The seats in the order they act this round (by the face-up cards, RULES.md 2.3)."""
        return tuple(order_of_play(self.hand._t))

    def __repr__(self) -> str:
        return f"BaileyView(stake={self.stake}, gamble_cards={self.gamble_cards!r})"


@frozen(kw_only=True)
class Bailey:
    """Bailey's Poker for 2 to 4 players: ``jokers`` in the pack (0-2) and an optional stake ``ceiling``.

    Points, not chips: each seat starts a hand with any number of points (a
    running score, which may go below zero) and the hand starts with the kitty
    carried from the last one.

    >>> game = Bailey(jokers=1)
    >>> hand = game.new_hand([0, 0], seed=11)
    >>> hand.round, hand.phase, len(hand.up_cards(0)), len(hand.down_cards(0))
    (1, 'changes', 2, 3)
    """

    name: ClassVar[str] = "Bailey's Poker"
    aliases: ClassVar[tuple[str, ...]] = ("bailey", "baileys")
    phh_code: ClassVar[str | None] = "PV-BAILEY"
    """Not a standard PHH code: this library's own."""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    deal_hooks: ClassVar[tuple[Any, ...]] = ()
    hooks: ClassVar[tuple[Any, ...]] = ()
    owner_sees_down_cards: ClassVar[bool] = False
    """Face-down cards are unseen even by their owner (they turn up one a round)."""
    street_label: ClassVar[str] = "{}"
    """Rounds read as their names: "round 2"."""
    scores: ClassVar[bool] = True
    """Points from 0, and a kitty carried from hand to hand."""
    rankers = _Rankers()

    jokers: int = field(default=0, converter=_jokers)
    """Jokers in the pack: 0, 1 or 2."""
    ceiling: int | None = field(default=None, converter=stake_ceiling)
    """The most the stake can reach in a hand (the seed's cash-for-points limit); ``None`` for none."""
    high_card_ties: HighCardTies = choice_field(HighCardTies, "high_card_ties", default=HighCardTies.FIVE)
    """How high-card hands that tie on their three cards are settled (RULES.md 2.5): on the other
    two cards of the five (the default, ``"five"``), or not at all (``"three"``: a tie)."""
    stake: Stake = field(init=False, repr=False, eq=False)
    """The stake policy made from :attr:`ceiling`."""
    program: Program = field(init=False, repr=False, eq=False)
    """What the engine runs for a hand."""
    trusted: bool = field(init=False, repr=False, eq=False)
    """Whether every part of the game comes from this library (see :func:`~pokervariants.engine.state.trusted`)."""

    def __attrs_post_init__(self) -> None:
        stake = Stake(ceiling=self.ceiling)  # frozen: set once, here
        object.__setattr__(self, "stake", stake)
        rounds = []
        for r in range(1, ROUNDS + 1):
            phases: list[Any] = [LayGambleCard(stake)]
            if r > 1:
                phases.append(TurnCards(by_strength=r == ROUNDS))
            if r < ROUNDS:
                phases += [Changes(stake, r), ContinueOrFold(r)]
            else:
                phases.append(BaileyShowdown(self.rankers))
            rounds.append(Stage(f"round {r}", tuple(phases)))
        program = Program(
            setup=(Deal(faces=(False, False, False, True, True), community=False),),
            streets=tuple(rounds),
            finish=(StakeSettlement(),),
        )
        object.__setattr__(self, "program", program)
        object.__setattr__(self, "trusted", trusted(self))

    def initial_state(self) -> BaileyState:
        """A hand starts with a stake of nothing: the first gamble card sets it."""
        return BaileyState()

    @staticmethod
    def equity_draws(holding: Any) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        """For equity: a player's known cards are all face up; the first two answer the two cards dealt
        face up, the rest the face-down cards turned since (in the order they were dealt)."""
        up = tuple(holding.up)
        return (up[2:] + tuple(holding.down), up[:2], ())

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """The showdown's ranker: the best three of five."""
        return self.rankers

    def view(self, hand: Hand) -> BaileyView:
        """The hand with what only this game has: its stake, gamble cards, scrap pile, what a change
        is worth and the order of play (:class:`BaileyView`)."""
        return BaileyView(hand)

    def situation(self, hand: Hand, seat: int) -> str:
        """Where the hand stands, in a line: the round, the stake and kitty, the gamble cards, what a change is worth."""
        view = BaileyView(hand)
        scrap = f"; scrap pile {' '.join(map(str, view.scrap))}" if view.scrap else ""
        valued = " or ".join(map(str, view.valuations))
        return (
            f"round {hand.round} ({hand.phase}): stake {view.stake}, kitty {hand.kitty}; "
            f"gamble cards {' '.join(map(str, view.gamble_cards))}; a change is valued at {valued}{scrap}"
        )

    def new_hand(
        self,
        stacks: Sequence[int],
        *,
        kitty: int = 0,
        seed: int | random.Random | None = None,
        deck: Deck | CardsLike | None = None,
        source: CardSource | None = None,
    ) -> Hand:
        """Start a hand: seats in dealing order with these points, the ``kitty`` carried in, cards
        from ``seed``, a stacked ``deck`` or another card ``source``."""
        points = seat_amounts(stacks, self, "points", smallest=None)
        kitty = whole("kitty", kitty)
        if kitty < 0:
            raise ValueError(f"the kitty cannot be negative, got {kitty}")
        cards = deck_for(seed, deck, jokers=self.jokers, source=source)
        need = 5 * len(points) + 4
        if cards.remaining < need:
            raise ValueError(f"{len(points)} players need at least {need} cards (deal and gamble cards), the deck has {cards.remaining}")
        return Hand(self, points, cards, kitty=kitty)
