"""What the text rooms' hand readers share: a hand's lines and where they start in the file, and
the errors, amounts and cards read on a line, each failure a :class:`SiteFormatError` naming the
room, the hand and the line."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from decimal import Decimal
from typing import Any, TypeVar

import attrs

from ..core import Card
from ._text import cards, money
from .errors import SiteFormatError
from .model import Act, ActKind, Board, Dealt, Drew, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step

__all__ = ["LineReader", "new_act", "new_board", "new_dealt", "new_drew", "new_game", "new_mucked", "new_post", "new_room_hand", "new_seat", "new_showed"]


class LineReader:
    """One hand's lines, read in order: the base of a text room's reader. ``site`` is the room's
    name in errors; ``hand`` its hand number, once read. A room writes amounts its own way:
    :meth:`amount` reads one (``$1,234.50`` by default)."""

    site = ""

    def __init__(self, text: str, first_line: int) -> None:
        self.lines = text.splitlines()
        self.first = first_line
        """The number of the hand's first line in the text it came from."""
        self.hand = ""

    def fail(self, reason: str, index: int) -> SiteFormatError:
        """The error of the hand's line ``index`` (counted from 0), saying ``reason``."""
        return SiteFormatError(reason, site=self.site, hand=self.hand or None, line=self.first + index)

    def amount(self, text: str) -> Decimal:
        """An amount as the room writes it; ``ValueError`` if it is not one."""
        return money(text)

    def _money(self, text: str, index: int) -> Decimal:
        """:meth:`amount`, its failure the line's error."""
        try:
            return self.amount(text)
        except ValueError as error:
            raise self.fail(str(error), index) from None

    def _cards(self, text: str, index: int) -> tuple[Card, ...]:
        """Cards as ``Ah Kd`` (or ``AhKd``), a failure the line's error."""
        try:
            return cards(text)
        except ValueError as error:
            raise self.fail(f"bad cards [{text.strip()}]: {error}", index) from None


# The model's values made by their slots' own setters: what attrs' generated ``__init__`` does
# for these fields (no defaults, converters or validators to run), without its interpreted frame.
# A reader makes some thirty a hand; compiled, each is a fraction of a call to the class.
# ``tests/test_sites_speed.py`` holds each equal to the class's own.


def _setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """Each field's slot setter, in the class's own order of fields (the order ``new_*`` give the values)."""
    return tuple(cls.__dict__[field.name].__set__ for field in attrs.fields(cls))


_T = TypeVar("_T")
_NEW = object.__new__


def _made(cls: type[_T], setters: tuple[Callable[[Any, Any], None], ...], values: tuple[Any, ...]) -> _T:
    """An instance of ``cls`` with each field set to its value, in the order of ``setters``."""
    made: _T = _NEW(cls)
    for setter, value in zip(setters, values):
        setter(made, value)
    return made


_ACT, _POST, _DEALT, _BOARD, _DREW, _SHOWED, _MUCKED = map(_setters, (Act, Post, Dealt, Board, Drew, Showed, Mucked))
_SEAT, _GAME, _ROOM_HAND = map(_setters, (Seat, Game, RoomHand))
_ZERO = Decimal(0)


def new_act(player: str, kind: ActKind, line: int, amount: Decimal | None = None) -> Act:
    """``Act(player, kind, line, amount)``."""
    return _made(Act, _ACT, (player, kind, line, amount))


def new_post(player: str, kind: PostKind, amount: Decimal, line: int) -> Post:
    """``Post(player, kind, amount, line)``."""
    return _made(Post, _POST, (player, kind, amount, line))


def new_dealt(player: str, dealt: tuple[Card | None, ...], line: int) -> Dealt:
    """``Dealt(player, dealt, line)``."""
    return _made(Dealt, _DEALT, (player, dealt, line))


def new_board(dealt: tuple[Card, ...], line: int, run: int = 1) -> Board:
    """``Board(dealt, line, run)``."""
    return _made(Board, _BOARD, (dealt, line, run))


def new_drew(player: str, discarded: tuple[Card | None, ...], line: int) -> Drew:
    """``Drew(player, discarded, line)``."""
    return _made(Drew, _DREW, (player, discarded, line))


def new_showed(player: str, shown: tuple[Card, ...], line: int) -> Showed:
    """``Showed(player, shown, line)``."""
    return _made(Showed, _SHOWED, (player, shown, line))


def new_mucked(player: str, line: int) -> Mucked:
    """``Mucked(player, line)``."""
    return _made(Mucked, _MUCKED, (player, line))


def new_seat(number: int, name: str, stack: Decimal, sitting_out: bool = False) -> Seat:
    """``Seat(number=number, name=name, stack=stack, sitting_out=sitting_out)``."""
    return _made(Seat, _SEAT, (number, name, stack, sitting_out))


def new_game(
    code: str, *, small_blind: Decimal = _ZERO, big_blind: Decimal = _ZERO, ante: Decimal = _ZERO, bring_in: Decimal = _ZERO, small_bet: Decimal = _ZERO,
    big_bet: Decimal = _ZERO,
) -> Game:
    """``Game(code=code, small_blind=small_blind, …)``."""
    return _made(Game, _GAME, (code, small_blind, big_blind, ante, bring_in, small_bet, big_bet))


def new_room_hand(
    *, site: str, hand: str, game: Game, seats: tuple[Seat, ...], button: int | None = None, order: tuple[str, ...] | None = None, steps: tuple[Step, ...] = (),
    collected: dict[str, Decimal], rake: Decimal | None = None, pot: Decimal | None = None, table: str | None = None, seat_count: int | None = None,
    time: datetime.datetime | None = None, time_zone: str | None = None, currency: str | None = None, tournament: str | None = None, level: int | None = None,
    line: int = 1,
) -> RoomHand:
    """``RoomHand(site=site, hand=hand, …)`` (``collected`` given: the class's default is a new dict)."""
    values = (site, hand, game, seats, button, order, steps, collected, rake, pot, table, seat_count, time, time_zone, currency, tournament, level, line)
    return _made(RoomHand, _ROOM_HAND, values)
