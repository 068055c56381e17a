"""The hand's event log: everything that happened, in order, as plain data.

Every change to a hand is one of these frozen records appended to
:attr:`Hand.events <pokervariants.Hand.events>`; replaying the log rebuilds the
hand exactly. Events hold only plain values (ints, cards, actions, enums, hand
values): no rankers or policies, so they compare, print, pickle and serialise
as they are. :class:`EventVisitor` walks a log once for any output; the
narration, the JSON and the hand-history writer are visitors.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any, Generic, TypeVar

from attrs import field, frozen

from ..core import Action, Card
from ..ranking import HandValue

__all__ = [
    "Acted",
    "Awarded",
    "BoardRun",
    "Burned",
    "CommunityDealt",
    "Dealt",
    "Discarded",
    "Dropped",
    "Event",
    "EventVisitor",
    "GambleLaid",
    "HandStarted",
    "Paid",
    "PostKind",
    "Posted",
    "Raked",
    "Reshuffled",
    "Returned",
    "Share",
    "Shown",
    "StateChanged",
    "StreetStarted",
    "Turned",
]


class PostKind(enum.StrEnum):
    """What a forced payment is (it compares and prints as its text: ``PostKind.ANTE == "ante"``)."""

    def __repr__(self) -> str:
        return repr(self.value)

    ANTE = "ante"
    BLIND = "blind"
    """A small or big blind: a live bet posted before the cards (flop games)."""
    STRADDLE = "straddle"
    """A blind posted after the big blind, for twice as much or more."""
    POST = "post"
    """A live bet a player who has just sat down posts out of turn, to play at once rather than wait
    for the big blind (PHH's negative ``blinds_or_straddles`` entry): it counts as the player's bet,
    but the first to act still sits after the largest blind or straddle."""
    FEE = "fee"
    """Dead money a deal hook charges (a face-up king that costs a fee)."""
    DEAD = "dead"
    """Dead money a player posts to come in, beside a live post (a missed small blind posted with the
    big blind): nobody's bet, it goes to the main pot."""


class Share(enum.StrEnum):
    """Which share of a pot chips were awarded from; a variant may name shares of its own (any ``str``).
    Compares and prints as its text."""

    def __repr__(self) -> str:
        return repr(self.value)

    ALL = "all"
    """The whole pot (one ranking, or no qualifying low)."""
    HIGH = "high"
    LOW = "low"


@frozen
class HandStarted:
    """The hand began with these stacks, seats in dealing order (and a kitty carried in, if any)."""

    variant: str
    stacks: tuple[int, ...]
    kitty: int = 0


@frozen
class Posted:
    """A forced payment: an ante, or a fee a variant charges."""

    seat: int
    kind: str
    amount: int


@frozen
class StreetStarted:
    """A street (a stage of the hand: dealing, then decisions) began."""

    street: str


@frozen
class Dealt:
    """A card dealt to a seat, face up or down (``extra``: set off by a deal hook, such as Baseball's 4)."""

    seat: int
    card: Card
    face_up: bool
    extra: bool = False


@frozen
class Dropped:
    """A player out of the hand without choosing: the player could not pay (a pot match)."""

    seat: int
    reason: str


@frozen
class Burned:
    """A card burned face down."""

    card: Card


@frozen
class CommunityDealt:
    """A face-up card that plays in every hand (the deck ran short)."""

    card: Card


@frozen
class BoardRun:
    """The board is run again ("run it twice"): run ``run`` (2 for the second) keeps the board's
    first ``kept`` cards, and the community cards dealt from here to the next run or the showdown
    complete its own board (:mod:`~pokervariants.engine.runs`)."""

    run: int
    kept: int


@frozen
class Acted:
    """A player's decision; ``added`` is the chips it put in from the player's stack (payments of points are :class:`Paid`)."""

    seat: int
    action: Action
    added: int


@frozen
class Returned:
    """An uncalled bet returned to its owner."""

    seat: int
    amount: int


@frozen
class Shown:
    """A hand shown at showdown, with its rank under each of the variant's rankers (0: it does not
    qualify, such as no eight-or-better low) and the hand each rank describes."""

    seat: int
    cards: tuple[Card, ...]
    ranks: tuple[int, ...]
    values: tuple[HandValue | None, ...] = field(default=(), eq=False, repr=False)
    """The hand under each ranker, described (``None`` where it does not qualify)."""
    labels: tuple[str, ...] = field(default=(), eq=False, repr=False)
    """The name of each ranker's ranking ("high", "eight-or-better low"), to say which is which."""
    run: int = field(default=1, repr=False)
    """The run of the board the hand was ranked on (2 and on when the board is run more than once:
    the same hole cards, shown once, on another board)."""


@frozen
class Awarded:
    """Chips from a pot (0 is the main pot) and one of its shares to a seat."""

    pot: int
    share: str
    seat: int
    amount: int
    hand: HandValue | None = field(default=None, eq=False, repr=False)
    """The hand that won the chips (``None`` when everyone else folded)."""
    cards: tuple[Card, ...] = field(default=(), eq=False, repr=False)
    """Every card of the winner's holding."""
    run: int = field(default=1, repr=False)
    """The run of the board this part of the pot was won on (2 and on when the board is run more than once)."""

    @property
    def ranker(self) -> Any:
        """Deprecated: the ranker of :attr:`hand` (``hand.ranker``); events hold plain data now."""
        return None if self.hand is None else self.hand.ranker


@frozen
class GambleLaid:
    """A card laid face up from the pack, adding ``value`` to the stake (which is now ``stake``): Bailey's Poker's gamble cards."""

    card: Card
    value: int
    stake: int


@frozen
class Reshuffled:
    """A draw game's stub ran short: the discards (not this draw's of the player being served, nor
    of the players after) were shuffled into ``cards``, in order from the top, beneath the ``kept``
    cards left in the stub (RULES.md 6)."""

    cards: tuple[Card, ...]
    kept: int


@frozen
class Turned:
    """A seat's next face-down card turned face up."""

    seat: int
    card: Card


@frozen
class Discarded:
    """A face-down card out of a seat's hand with nothing in its place: into the muck (``to`` is
    ``None``, Pineapple's discard) or passed face down to the end of seat ``to``'s hand (a pass of
    cards); see :meth:`Table.discard_down <pokervariants.engine.table.Table.discard_down>`. A draw's
    discards are its :class:`Acted` event's cards instead: new cards take their place."""

    seat: int
    card: Card
    to: int | None = None


@frozen
class Paid:
    """Chips or points from ``payer`` to ``payee``; ``None`` on either side is the kitty."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str


@frozen
class Raked:
    """The house's rake from a pot (0 is the main pot), taken before the pot is awarded: ``paid``
    says who paid how much (the pot's winners, in equal parts, odd units to the first by seat; a
    replay that infers a rake from a history's stacks names the players it fell short for)."""

    pot: int
    amount: int
    paid: tuple[tuple[int, int], ...] = ()


@frozen
class StateChanged:
    """The variant's per-hand state changed (Follow the Queen's wild rank): the new state."""

    state: Any


def dealt_rounds(seats: tuple[int, ...], cards: tuple[Card, ...], faces: tuple[bool, ...]) -> list[Dealt]:
    """The :class:`Dealt` events of rounds of dealing: for each entry of ``faces`` (``True`` face up)
    a card to each of ``seats`` in turn, ``cards`` in the order dealt. The engine logs a whole deal
    as one entry of this kind, and the events are made only when someone reads them.

    >>> [str(e.card) for e in dealt_rounds((0, 2), (Card("As"), Card("Kd"), Card("2c"), Card("3c")), (False, True))]
    ['As', 'Kd', '2c', '3c']
    """
    n = len(seats)
    return [Dealt(seat, cards[r * n + k], face_up) for r, face_up in enumerate(faces) for k, seat in enumerate(seats)]


def dealt_to_board(burned: tuple[Card, ...], cards: tuple[Card, ...]) -> list[Burned | CommunityDealt]:
    """The events of a board deal: the ``burned`` card (none or one), then the ``cards`` dealt face
    up to the board, logged by the engine as one entry."""
    return [*map(Burned, burned), *map(CommunityDealt, cards)]


MANY = frozenset({dealt_rounds, dealt_to_board})
"""The kinds of the engine's log entries that stand for several events (see :attr:`Hand.events <pokervariants.Hand.events>`)."""


#: The type of every entry in a hand's events.
Event = (
    HandStarted | Posted | StreetStarted | Dealt | Dropped | Burned | CommunityDealt | Acted | Returned | Shown | Awarded
    | GambleLaid | Turned | Paid | StateChanged | Reshuffled | Discarded | Raked | BoardRun
)

T = TypeVar("T")


class EventVisitor(Generic[T]):
    """Walks a hand's events once, calling the method named after each event's class.

    Subclass it and define the methods you need, ``hand_started(event)``,
    ``dealt(event)``, ``acted(event)`` … (the class name in snake case);
    :meth:`other` receives the rest. :meth:`walk` visits every event and returns
    :meth:`result`. The narration, the JSON and the PHH writer are visitors.

    >>> from pokervariants import StudHigh
    >>> class Chips(EventVisitor[int]):
    ...     def __init__(self) -> None:
    ...         self.put = 0
    ...     def acted(self, event: Acted) -> None:
    ...         self.put += event.added
    ...     def result(self) -> int:
    ...         return self.put
    >>> hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=1)
    >>> hand.bring_in(); hand.call()
    >>> Chips().walk(hand.events)
    4
    """

    def walk(self, events: Iterable[Event]) -> T:
        """Visit ``events`` in order and return :meth:`result`."""
        for event in events:
            self.visit(event)
        return self.result()

    def visit(self, event: Event) -> None:
        """Call the method for ``event``'s class (or :meth:`other`)."""
        method = getattr(self, _METHODS.get(type(event)) or "", None)
        if method is None:
            self.other(event)
        else:
            method(event)

    def other(self, event: Event) -> None:
        """An event with no method of its own: nothing by default."""

    def result(self) -> T:
        """What :meth:`walk` returns: ``None`` unless a subclass says otherwise."""
        return None  # type: ignore[return-value]


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() and i else c.lower() for i, c in enumerate(name))


_METHODS: dict[type, str] = {
    cls: _snake(cls.__name__)
    for cls in (
        HandStarted, Posted, StreetStarted, Dealt, Dropped, Burned, CommunityDealt, Acted, Returned, Shown, Awarded, GambleLaid, Turned, Paid,
        StateChanged, Reshuffled, Discarded, Raked, BoardRun,
    )
}
