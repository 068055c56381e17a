"""Hand histories from poker rooms: each room's text read into PHH histories, every hand proven.

:func:`read` takes a file (or the text), finds the room that wrote it, and yields one
:class:`~pokervariants.phh.HandHistory` a hand: the players, seats, button, table, time, currency,
stakes, every action, the cards seen, what each player collected (``winnings``) and the rake
(``_rake``); its ``hand`` field is the room's own hand number. Each hand is replayed through the
engine before it is given: the pots, the rake and every player's collected amount must be what the
room's summary says, so a hand that does not add up is never accepted silently.

>>> from pokervariants import sites
>>> text = '''PokerStars Hand #1001: Hold'em No Limit ($0.50/$1.00 USD) - 2026/12/03 15:47:43 ET
... Table 'Alpha' 6-max Seat #3 is the button
... Seat 1: Ann ($100 in chips)
... Seat 2: Bea ($81.60 in chips)
... Seat 3: Cy ($150 in chips)
... Ann: posts small blind $0.50
... Bea: posts big blind $1
... *** HOLE CARDS ***
... Dealt to Cy [Ah Kh]
... Cy: raises $2 to $3
... Ann: folds
... Bea: calls $2
... *** FLOP *** [7h 8s Kd]
... Bea: checks
... Cy: bets $4
... Bea: folds
... Uncalled bet ($4) returned to Cy
... Cy collected $6.20 from pot
... *** SUMMARY ***
... Total pot $6.50 | Rake $0.30
... '''
>>> (history,) = sites.read(text)
>>> history["hand"], history["players"], history.actions[:2]
('1001', ['Ann', 'Bea', 'Cy'], ('d dh p1 ????', 'd dh p2 ????'))
>>> history["winnings"], history["_rake"], history["finishing_stacks"]
([Decimal('0.00'), Decimal('0.00'), Decimal('6.20')], Decimal('0.30'), [Decimal('99.50'), Decimal('78.60'), Decimal('153.20')])
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Literal, Protocol

from ..phh import HandHistory
from . import _bovada, _pokerstars, _winning
from ._build import history_of
from .model import RoomHand
from ._proof import proven
from ._text import decode
from .errors import SiteFormatError

__all__ = ["ROOMS", "Room", "SiteFormatError", "detect", "read"]


class Room(Protocol):
    """A room's reader: its name, whether a text is its, the text of each hand, and one hand read."""

    NAME: str

    def looks_like(self, text: str) -> bool: ...

    def hands(self, text: str) -> Iterator[tuple[int, str]]: ...

    def parse(self, text: str, first_line: int = 1) -> RoomHand: ...


ROOMS: dict[str, Room] = {
    _pokerstars.NAME.lower(): _pokerstars,
    "bovada": _bovada,
    "winning": _winning,
}
"""The rooms this library reads, by name in lower case."""


def detect(text: str) -> Room:
    """The room that wrote ``text``; :class:`SiteFormatError` if none of :data:`ROOMS` did."""
    for room in ROOMS.values():
        if room.looks_like(text):
            return room
    raise SiteFormatError(f"no room this library reads ({', '.join(r.NAME for r in ROOMS.values())}) wrote this text", line=1)


def _text(source: str | bytes | os.PathLike[str]) -> str:
    if isinstance(source, bytes):
        return decode(source)
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source and Path(source).is_file()):
        return decode(Path(source).read_bytes())
    if isinstance(source, str):
        return source.removeprefix("\ufeff")
    raise TypeError(f"read takes a path, the text or its bytes, not {type(source).__name__}")


def read(
    source: str | bytes | os.PathLike[str],
    *,
    site: str | None = None,
    errors: Literal["raise", "skip"] = "raise",
    on_skip: Callable[[SiteFormatError], None] | None = None,
) -> Iterator[HandHistory]:
    """Each hand in ``source`` (a path, the text, or its bytes in the room's encoding) as a proven
    PHH history. ``site`` names the room (a key of :data:`ROOMS`); by default the text tells.
    With ``errors="skip"`` a hand that cannot be read or does not add up is left out (and given to
    ``on_skip``); otherwise its :class:`SiteFormatError` is raised, naming the hand, the line and why."""
    if errors not in ("raise", "skip"):
        raise ValueError(f'errors is "raise" or "skip", not {errors!r}')
    text = _text(source)
    if site is None:
        room = detect(text)
    else:
        if site.lower() not in ROOMS:
            raise ValueError(f"unknown room {site!r}: the rooms are {', '.join(sorted(ROOMS))}")
        room = ROOMS[site.lower()]
    for line, chunk in room.hands(text):
        try:
            parsed = room.parse(chunk, line)
            history, _ = proven(parsed, history_of(parsed))
        except SiteFormatError as error:
            if errors == "raise":
                raise
            if on_skip is not None:
                on_skip(error)
            continue
        yield history
