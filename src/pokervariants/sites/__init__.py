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

import codecs
import itertools
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Literal, Protocol

from ..engine import Hand
from ..phh import HandHistory
from . import _bovada, _fulltilt, _ggpoker, _ipoker, _pacific, _partypoker, _pokerstars, _winamax, _winning
from .model import RoomHand
from ._proof import Games, prove
from ._text import decode
from .errors import HandCancelled, SiteFormatError

__all__ = ["ROOMS", "HandCancelled", "Room", "SiteFormatError", "detect", "looks_like_hands", "read"]


class Room(Protocol):
    """A room's reader: its name, whether a text is its, the text of each hand, and one hand read.

    A reader whose module also sets ``STREAMS = True`` splits its text at each hand's first line
    (its :func:`hands` gives every hand but the last whole from any piece of text that begins a
    hand): a file of it is read a piece at a time, in the memory of a few hands, whatever its size.
    """

    NAME: str

    def looks_like(self, text: str) -> bool: ...

    def hands(self, text: str) -> Iterator[tuple[int, str]]: ...

    def parse(self, text: str, first_line: int = 1) -> RoomHand: ...


ROOMS: dict[str, Room] = {
    _pokerstars.NAME.lower(): _pokerstars,
    _winamax.NAME.lower(): _winamax,
    _ggpoker.NAME.lower(): _ggpoker,
    _ipoker.NAME.lower(): _ipoker,
    _pacific.NAME.lower(): _pacific,
    "fulltilt": _fulltilt,
    "partypoker": _partypoker,
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


_PIECE = 1 << 20
"""How much of a file is read at a time (bytes)."""


def _is_path(source: object) -> bool:
    return isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source and Path(source).is_file())


def _pieces(path: Path) -> Iterator[str]:
    """A file's text a piece at a time, decoded as :func:`~._text.decode` decodes a whole file: by
    its byte-order mark, as UTF-16 if it looks so, else UTF-8 until a piece is not, then Latin-1."""
    with path.open("rb") as stream:
        head = stream.read(_PIECE)
        if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            encoding = "utf-16"
        elif len(head) >= 4 and head[1] == 0 and head[3] == 0:
            encoding = "utf-16-le"
        elif len(head) >= 4 and head[0] == 0 and head[2] == 0:
            encoding = "utf-16-be"
        else:
            encoding = "utf-8-sig"
        decoder = codecs.getincrementaldecoder(encoding)(errors="replace" if encoding.startswith("utf-16") else "strict")
        piece = head
        while piece:
            try:
                yield decoder.decode(piece)
            except UnicodeDecodeError:  # not UTF-8 after all: Latin-1 (Windows-1252) from here on
                decoder = codecs.getincrementaldecoder("cp1252")(errors="replace")
                yield decoder.decode(piece)
            piece = stream.read(_PIECE)
        yield decoder.decode(b"", final=True)


def _streamed(room: Room, pieces: Iterator[str]) -> Iterator[tuple[int, str]]:
    """Each hand of a text given a piece at a time, with its first line's number: every hand but
    the last of what is read so far is whole; the last waits for the next piece."""
    buffer, offset = "", 0  # the text not yet given out, and the lines before it
    for piece in pieces:
        buffer += piece
        hands = list(room.hands(buffer))
        if len(hands) < 2:
            continue
        *whole, (last_line, last) = hands
        for line, text in whole:
            yield offset + line, text
        cut = len(buffer) - len(last) if buffer.endswith(last) else buffer.rfind(last)
        offset += buffer.count("\n", 0, cut)
        buffer = buffer[cut:]
    for line, text in room.hands(buffer):
        yield offset + line, text


def _text(source: str | bytes) -> str:
    return decode(source) if isinstance(source, bytes) else source.removeprefix("\ufeff")


def looks_like_hands(text: str) -> bool:
    """Whether any room of :data:`ROOMS` wrote ``text``."""
    return any(room.looks_like(text) for room in ROOMS.values())


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
    ``on_skip``); otherwise its :class:`SiteFormatError` is raised, naming the hand, the line and why.
    A hand the room cancelled (:class:`HandCancelled`) is always left out, and given to ``on_skip``.
    Bad arguments are refused at once, before any hand is read (``ValueError``, ``TypeError``, and
    ``FileNotFoundError`` for a path that names no file)."""
    _check(source, site, errors)
    return (history for history, _ in _read(source, site, errors, on_skip))


def _check(source: object, site: str | None, errors: str) -> None:
    """Refuse :func:`read`'s bad arguments, before any hand is read."""
    if errors not in ("raise", "skip"):
        raise ValueError(f'errors is "raise" or "skip", not {errors!r}')
    if site is not None and site.lower() not in ROOMS:
        raise ValueError(f"unknown room {site!r}: the rooms are {', '.join(sorted(ROOMS))}")
    if not isinstance(source, (str, bytes, os.PathLike)):
        raise TypeError(f"read takes a path, the text or its bytes, not {type(source).__name__}")
    if isinstance(source, os.PathLike) and not Path(source).is_file():
        raise FileNotFoundError(f"no such file: {os.fspath(source)!r}")
    if isinstance(source, str) and "\n" not in source and len(source) < 1024 and not _is_path(source) and not looks_like_hands(source):
        raise FileNotFoundError(f"no such file: {source!r} (read takes a path, or the text of hands)")  # a path, mistyped or missing


def _read_hands(
    source: str | bytes | os.PathLike[str],
    *,
    site: str | None = None,
    errors: Literal["raise", "skip"] = "raise",
    on_skip: Callable[[SiteFormatError], None] | None = None,
) -> Iterator[tuple[HandHistory, Hand]]:
    """:func:`read`, giving with each history the hand its proof replayed (finished, the rake
    taken), for the library's own callers that read the hand too (``convert``'s OHH writer): no
    second replay."""
    _check(source, site, errors)
    return _read(source, site, errors, on_skip)


def _read(
    source: str | bytes | os.PathLike[str], site: str | None, errors: str, on_skip: Callable[[SiteFormatError], None] | None
) -> Iterator[tuple[HandHistory, Hand]]:
    """:func:`read`, its arguments checked: the hands one at a time, each with its replay."""
    chunks: Iterator[tuple[int, str]]
    if _is_path(source):
        pieces = _pieces(Path(source))  # type: ignore[arg-type]  # a path: checked
        first = next(pieces, "")
        room = ROOMS[site.lower()] if site is not None else detect(first)
        rest = itertools.chain([first], pieces)
        chunks = _streamed(room, rest) if getattr(room, "STREAMS", False) else room.hands("".join(rest).removeprefix("\ufeff"))
    else:
        text = _text(source)  # type: ignore[arg-type]  # not a path: the text, or its bytes
        room = ROOMS[site.lower()] if site is not None else detect(text)
        chunks = room.hands(text)
    games = Games()  # the games of the hands read, each made once a process
    for line, chunk in chunks:
        try:
            proof = prove(room.parse(chunk, line), games)
        except SiteFormatError as error:
            if errors == "raise" and not isinstance(error, HandCancelled):
                raise
            if on_skip is not None:
                on_skip(error)
            continue
        yield proof
