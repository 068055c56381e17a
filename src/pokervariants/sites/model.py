"""One hand as a room tells it, before it is a PHH history: the room's own words made into values.

Each room's reader (one module a room) turns its text into a :class:`RoomHand`: the seats, the
game and its stakes, and the steps in the order the room wrote them (posts, deals, actions,
draws, the showdown), each with its line; and the room's summary (what each player collected,
the rake, the pot). The package then makes the PHH history and replays it against the summary,
so no reader has to know PHH or the engine: this is the whole contract of a reader
(:class:`~pokervariants.sites.Room`).
"""

from __future__ import annotations

import datetime
import enum
from decimal import Decimal

from attrs import field, frozen

from ..core import Card

__all__ = ["Act", "ActKind", "Board", "Dealt", "Drew", "Game", "Mucked", "Post", "PostKind", "RoomHand", "Seat", "Showed", "Step"]


class PostKind(enum.Enum):
    """A forced payment before the cards."""

    ANTE = "ante"
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    STRADDLE = "straddle"
    POST = "post"
    """A live post to come in (the big blind's amount, out of turn): PHH's negative entry."""
    DEAD = "dead"
    """Dead money posted to come in (a missed small blind, beside a live post): PHH writes it in
    the player's ``antes`` entry."""


class ActKind(enum.Enum):
    """A player's betting decision as rooms write it (a raise's amount is what the bet comes to)."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring-in"
    COMPLETE = "complete"


@frozen
class Seat:
    """A player at the table: the room's seat number, name and stack at the start of the hand."""

    number: int
    name: str
    stack: Decimal
    sitting_out: bool = False


@frozen
class Post:
    """A blind, an ante, a straddle or a post."""

    player: str
    kind: PostKind
    amount: Decimal
    line: int


@frozen
class Dealt:
    """Cards dealt to a player: ``None`` for each card the history does not show."""

    player: str
    cards: tuple[Card | None, ...]
    line: int


@frozen
class Board:
    """Community cards dealt face up; ``run`` 2 and on when the board is run more than once ("run it
    twice"): the cards new to that run's board, which keeps the first run's cards dealt before the
    betting ended."""

    cards: tuple[Card, ...]
    line: int
    run: int = 1


@frozen
class Act:
    """A betting decision; ``amount`` is what a bet, raise or completion comes to, or a bring-in's."""

    player: str
    kind: ActKind
    line: int
    amount: Decimal | None = None


@frozen
class Drew:
    """A draw: the cards discarded (``None`` for one not shown; none to stand pat)."""

    player: str
    discarded: tuple[Card | None, ...]
    line: int


@frozen
class Showed:
    """A player shows the cards held at the showdown."""

    player: str
    cards: tuple[Card, ...]
    line: int


@frozen
class Mucked:
    """A player mucks at the showdown (the cards unseen)."""

    player: str
    line: int


Step = Post | Dealt | Board | Act | Drew | Showed | Mucked
"""What happens in a hand, one step at a time, as the room wrote it."""


@frozen(kw_only=True)
class Game:
    """The game and its stakes: the PHH code (``NT``, ``PO``, ``F7S``…) and the amounts it needs."""

    code: str
    small_blind: Decimal = Decimal(0)
    big_blind: Decimal = Decimal(0)
    ante: Decimal = Decimal(0)
    bring_in: Decimal = Decimal(0)
    small_bet: Decimal = Decimal(0)
    big_bet: Decimal = Decimal(0)


@frozen(kw_only=True)
class RoomHand:
    """One hand as a room tells it: where and when, the game, the seats, the steps in the room's
    order, and the room's summary (each player's collected amount, the rake, the pot)."""

    site: str
    hand: str
    game: Game
    seats: tuple[Seat, ...]
    button: int | None = None
    """The seat number of the button (``None`` in stud)."""
    order: tuple[str, ...] | None = None
    """The players dealt in, in PHH's order (the seat after the button first), where the room's
    seat numbers do not give it (Bovada's tournament seats are numbered out of table order)."""
    steps: tuple[Step, ...] = ()
    collected: dict[str, Decimal] = field(factory=dict)
    rake: Decimal | None = None
    pot: Decimal | None = None
    table: str | None = None
    seat_count: int | None = None
    time: datetime.datetime | None = None
    time_zone: str | None = None
    currency: str | None = None
    tournament: str | None = None
    level: int | None = None
    line: int = 1
    """The hand's first line in the text it came from."""
