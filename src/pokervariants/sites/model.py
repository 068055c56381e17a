"""One hand as a room tells it, before it is a PHH history: the room's own words made into values.

Each room's reader (one module a room) turns its text into a :class:`RoomHand`: the seats, the
game and its stakes, and the steps in the order the room wrote them (posts, deals, actions,
draws, the showdown), each with its line; and the room's summary (what each player collected,
the rake, the pot). The package then makes the PHH history and replays it against the summary,
so no reader has to know PHH or the engine: this is the whole contract of a reader
(:class:`~pokervariants.sites.Room`).

The values are immutable and compare, hash, print and pickle by their fields, as the library's
attrs values do; they are plain classes so that the compiled build makes them and reads their
fields natively (some thirty a hand: an attrs class stays a Python class there, docs/speed.rst).

>>> from decimal import Decimal
>>> from pokervariants.sites.model import Act, ActKind
>>> act = Act("Ann", ActKind.RAISE, 12, Decimal("1.50"))
>>> act
Act(player='Ann', kind=<ActKind.RAISE: 'raise'>, line=12, amount=Decimal('1.50'))
>>> act == Act("Ann", ActKind.RAISE, 12, Decimal("1.5")), act.amount
(True, Decimal('1.50'))
>>> act.amount = Decimal(2)
Traceback (most recent call last):
...
AttributeError: ...
"""

from __future__ import annotations

import datetime
import enum
from decimal import Decimal
from collections.abc import Callable
from typing import ClassVar, Final, final

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


class _Value:
    """What the model's values share: equal when of one class with equal fields, hashed by them
    (where they hash), shown, pickled and copied by them. Each class says its fields' names
    (``_FIELDS``) and values (``_values``), in its ``__init__``'s order."""

    __slots__ = ()
    _FIELDS: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple[object, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Value) and type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash((type(self).__name__, *self._values()))

    def __repr__(self) -> str:
        shown = ", ".join([f"{name}={value!r}" for name, value in zip(self._FIELDS, self._values())])
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[object, ...]:
        return (_remade, (type(self), self._FIELDS, self._values()))


def _remade(cls: Callable[..., _Value], names: tuple[str, ...], values: tuple[object, ...]) -> _Value:
    """A pickled value made again, each field given by its name."""
    return cls(**dict(zip(names, values)))


class _Step(_Value):
    """What every step has: the line of the room's text that says it."""

    __slots__ = ("_line",)
    _line: int

    @property
    def line(self) -> int:
        """The line of the room's text that says so."""
        return self._line


class _Played(_Step):
    """What a player's step has: the player, as the room names them."""

    __slots__ = ("_player",)
    _player: str

    @property
    def player(self) -> str:
        """The player the step is about, as the room names them."""
        return self._player


@final
class Seat(_Value):
    """A player at the table: the room's seat number, name and stack at the start of the hand."""

    __slots__ = ("_number", "_name", "_stack", "_sitting_out")
    _FIELDS: ClassVar[tuple[str, ...]] = ("number", "name", "stack", "sitting_out")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, number: int, name: str, stack: Decimal, sitting_out: bool = False) -> None:
        self._number, self._name, self._stack, self._sitting_out = number, name, stack, sitting_out

    @property
    def number(self) -> int:
        """The room's number of the seat."""
        return self._number

    @property
    def name(self) -> str:
        """The player's name as the room writes it."""
        return self._name

    @property
    def stack(self) -> Decimal:
        """The chips the player has at the start of the hand."""
        return self._stack

    @property
    def sitting_out(self) -> bool:
        """Seated but not dealt in."""
        return self._sitting_out

    def _values(self) -> tuple[object, ...]:
        return (self._number, self._name, self._stack, self._sitting_out)


@final
class Post(_Played):
    """A blind, an ante, a straddle or a post."""

    __slots__ = ("_kind", "_amount")
    _FIELDS: ClassVar[tuple[str, ...]] = ("player", "kind", "amount", "line")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, player: str, kind: PostKind, amount: Decimal, line: int) -> None:
        self._player, self._kind, self._amount, self._line = player, kind, amount, line

    @property
    def kind(self) -> PostKind:
        """What is posted."""
        return self._kind

    @property
    def amount(self) -> Decimal:
        """How much."""
        return self._amount

    def _values(self) -> tuple[object, ...]:
        return (self._player, self._kind, self._amount, self._line)


@final
class Dealt(_Played):
    """Cards dealt to a player: ``None`` for each card the history does not show."""

    __slots__ = ("_cards",)
    _FIELDS: ClassVar[tuple[str, ...]] = ("player", "cards", "line")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, player: str, cards: tuple[Card | None, ...], line: int) -> None:
        self._player, self._cards, self._line = player, cards, line

    @property
    def cards(self) -> tuple[Card | None, ...]:
        """The cards, ``None`` for one not shown."""
        return self._cards

    def _values(self) -> tuple[object, ...]:
        return (self._player, self._cards, self._line)


@final
class Board(_Step):
    """Community cards dealt face up; ``run`` 2 and on when the board is run more than once ("run it
    twice"): the cards new to that run's board, which keeps the first run's cards dealt before the
    betting ended."""

    __slots__ = ("_cards", "_run")
    _FIELDS: ClassVar[tuple[str, ...]] = ("cards", "line", "run")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, cards: tuple[Card, ...], line: int, run: int = 1) -> None:
        self._cards, self._line, self._run = cards, line, run

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards dealt to the board."""
        return self._cards

    @property
    def run(self) -> int:
        """Which run of the board (1 unless it is run more than once)."""
        return self._run

    def _values(self) -> tuple[object, ...]:
        return (self._cards, self._line, self._run)


@final
class Act(_Played):
    """A betting decision; ``amount`` is what a bet, raise or completion comes to, or a bring-in's."""

    __slots__ = ("_kind", "_amount")
    _FIELDS: ClassVar[tuple[str, ...]] = ("player", "kind", "line", "amount")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, player: str, kind: ActKind, line: int, amount: Decimal | None = None) -> None:
        self._player, self._kind, self._line, self._amount = player, kind, line, amount

    @property
    def kind(self) -> ActKind:
        """The decision."""
        return self._kind

    @property
    def amount(self) -> Decimal | None:
        """What a bet, raise or completion comes to, a bring-in's or a call's amount (``None`` where the room gives none)."""
        return self._amount

    def _values(self) -> tuple[object, ...]:
        return (self._player, self._kind, self._line, self._amount)


@final
class Drew(_Played):
    """A draw: the cards discarded (``None`` for one not shown; none to stand pat)."""

    __slots__ = ("_discarded",)
    _FIELDS: ClassVar[tuple[str, ...]] = ("player", "discarded", "line")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, player: str, discarded: tuple[Card | None, ...], line: int) -> None:
        self._player, self._discarded, self._line = player, discarded, line

    @property
    def discarded(self) -> tuple[Card | None, ...]:
        """The cards thrown away, ``None`` for one not shown."""
        return self._discarded

    def _values(self) -> tuple[object, ...]:
        return (self._player, self._discarded, self._line)


@final
class Showed(_Played):
    """A player shows the cards held at the showdown."""

    __slots__ = ("_cards",)
    _FIELDS: ClassVar[tuple[str, ...]] = ("player", "cards", "line")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, player: str, cards: tuple[Card, ...], line: int) -> None:
        self._player, self._cards, self._line = player, cards, line

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards shown."""
        return self._cards

    def _values(self) -> tuple[object, ...]:
        return (self._player, self._cards, self._line)


@final
class Mucked(_Played):
    """A player mucks at the showdown (the cards unseen)."""

    __slots__ = ()
    _FIELDS: ClassVar[tuple[str, ...]] = ("player", "line")
    __match_args__: ClassVar[tuple[str, ...]] = _FIELDS

    def __init__(self, player: str, line: int) -> None:
        self._player, self._line = player, line

    def _values(self) -> tuple[object, ...]:
        return (self._player, self._line)


Step = Post | Dealt | Board | Act | Drew | Showed | Mucked
"""What happens in a hand, one step at a time, as the room wrote it."""

_ZERO: Final = Decimal(0)


@final
class Game(_Value):
    """The game and its stakes: the PHH code (``NT``, ``PO``, ``F7S``…) and the amounts it needs
    (each 0 where the game has none)."""

    __slots__ = ("_code", "_small_blind", "_big_blind", "_ante", "_bring_in", "_small_bet", "_big_bet")
    _FIELDS: ClassVar[tuple[str, ...]] = ("code", "small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init__(
        self, *, code: str, small_blind: Decimal = _ZERO, big_blind: Decimal = _ZERO, ante: Decimal = _ZERO, bring_in: Decimal = _ZERO,
        small_bet: Decimal = _ZERO, big_bet: Decimal = _ZERO,
    ) -> None:  # fmt: skip
        self._code, self._small_blind, self._big_blind, self._ante = code, small_blind, big_blind, ante
        self._bring_in, self._small_bet, self._big_bet = bring_in, small_bet, big_bet

    @property
    def code(self) -> str:
        """The game's PHH code."""
        return self._code

    @property
    def small_blind(self) -> Decimal:
        """The small blind."""
        return self._small_blind

    @property
    def big_blind(self) -> Decimal:
        """The big blind."""
        return self._big_blind

    @property
    def ante(self) -> Decimal:
        """Each player's ante."""
        return self._ante

    @property
    def bring_in(self) -> Decimal:
        """A stud game's bring-in."""
        return self._bring_in

    @property
    def small_bet(self) -> Decimal:
        """A fixed-limit game's small bet."""
        return self._small_bet

    @property
    def big_bet(self) -> Decimal:
        """A fixed-limit game's big bet."""
        return self._big_bet

    def _values(self) -> tuple[object, ...]:
        return (self._code, self._small_blind, self._big_blind, self._ante, self._bring_in, self._small_bet, self._big_bet)


@final
class RoomHand(_Value):
    """One hand as a room tells it: where and when, the game, the seats, the steps in the room's
    order, and the room's summary (each player's collected amount, the rake, the pot)."""

    __slots__ = (
        "_site", "_hand", "_game", "_seats", "_button", "_order", "_steps", "_collected", "_rake", "_pot", "_table", "_seat_count", "_time",
        "_time_zone", "_currency", "_tournament", "_level", "_line",
    )  # fmt: skip
    _FIELDS: ClassVar[tuple[str, ...]] = (
        "site", "hand", "game", "seats", "button", "order", "steps", "collected", "rake", "pot", "table", "seat_count", "time", "time_zone", "currency",
        "tournament", "level", "line",
    )  # fmt: skip
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init__(
        self, *, site: str, hand: str, game: Game, seats: tuple[Seat, ...], button: int | None = None, order: tuple[str, ...] | None = None,
        steps: tuple[Step, ...] = (), collected: dict[str, Decimal] | None = None, rake: Decimal | None = None, pot: Decimal | None = None,
        table: str | None = None, seat_count: int | None = None, time: datetime.datetime | None = None, time_zone: str | None = None,
        currency: str | None = None, tournament: str | None = None, level: int | None = None, line: int = 1,
    ) -> None:  # fmt: skip
        self._site, self._hand, self._game, self._seats, self._button, self._order, self._steps = site, hand, game, seats, button, order, steps
        self._collected: dict[str, Decimal] = {} if collected is None else collected
        self._rake, self._pot, self._table, self._seat_count, self._time = rake, pot, table, seat_count, time
        self._time_zone, self._currency, self._tournament, self._level, self._line = time_zone, currency, tournament, level, line

    @property
    def site(self) -> str:
        """The room's name."""
        return self._site

    @property
    def hand(self) -> str:
        """The room's own number of the hand."""
        return self._hand

    @property
    def game(self) -> Game:
        """The game and its stakes."""
        return self._game

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The players at the table, dealt in or not."""
        return self._seats

    @property
    def button(self) -> int | None:
        """The seat number of the button (``None`` in stud)."""
        return self._button

    @property
    def order(self) -> tuple[str, ...] | None:
        """The players dealt in, in PHH's order (the seat after the button first), where the room's
        seat numbers do not give it (Bovada's tournament seats are numbered out of table order)."""
        return self._order

    @property
    def steps(self) -> tuple[Step, ...]:
        """What happened, in the room's order."""
        return self._steps

    @property
    def collected(self) -> dict[str, Decimal]:
        """What the room says each player collected (those who collected nothing left out)."""
        return self._collected

    @property
    def rake(self) -> Decimal | None:
        """What the room took, where it says."""
        return self._rake

    @property
    def pot(self) -> Decimal | None:
        """The total pot, where the room says it."""
        return self._pot

    @property
    def table(self) -> str | None:
        """The table's name."""
        return self._table

    @property
    def seat_count(self) -> int | None:
        """The seats the table has."""
        return self._seat_count

    @property
    def time(self) -> datetime.datetime | None:
        """When the hand began, on the room's clock."""
        return self._time

    @property
    def time_zone(self) -> str | None:
        """The room's abbreviation of its clock's time zone."""
        return self._time_zone

    @property
    def currency(self) -> str | None:
        """The currency of the amounts (``None``: chips, or unsaid)."""
        return self._currency

    @property
    def tournament(self) -> str | None:
        """The tournament's number."""
        return self._tournament

    @property
    def level(self) -> int | None:
        """The tournament's level."""
        return self._level

    @property
    def line(self) -> int:
        """The hand's first line in the text it came from."""
        return self._line

    def _values(self) -> tuple[object, ...]:
        return (
            self._site, self._hand, self._game, self._seats, self._button, self._order, self._steps, self._collected, self._rake, self._pot,
            self._table, self._seat_count, self._time, self._time_zone, self._currency, self._tournament, self._level, self._line,
        )  # fmt: skip
