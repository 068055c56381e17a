"""PokerStars' hand histories: every game it deals (hold'em and Omaha in each structure, Omaha
hi/lo, seven-card stud and stud hi/lo, razz, 2-7 single and triple draw, A-5 triple draw, badugi,
five-card draw; mixed games), cash games and tournaments.

The format, as PokerStars documents and writes it: a header line (hand number, game, stakes,
time), the table and the button, one line a seat with its stack, the posts, then the streets
each under a ``*** NAME ***`` line, the player's own cards as ``Dealt to NAME [cards]``, each
action as ``NAME: verb amount``, the showdown, the amounts collected, and a summary with the
total pot and the rake. A board run more than once names each run's streets and showdown
(``*** FIRST TURN ***``, ``*** SECOND RIVER ***``, ``*** SECOND SHOW DOWN ***``): the last
bracket of a run's street holds the cards new to that run, and a player shown at each run's
showdown is shown once.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal
from typing import Final

from ..core import Card
from ._build import STUD_CODES, seat_order
from ._reader import LineReader
from ._text import ascii_digits, brackets, money, player_line, split_hands
from .model import Act, ActKind, Board, Dealt, Drew, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step

__all__ = ["NAME", "STREAMS", "hands", "looks_like", "parse"]

NAME: Final = "PokerStars"
STREAMS: Final = True
"""Hands split at their header lines: a file is read a piece at a time (``sites.Room``)."""

_START: Final = re.compile(r"^(?:\ufeff)?PokerStars (?:Zoom |Home Game |Sit & Go |Game )?(?:Hand|Game) #", re.MULTILINE)
_HEADER: Final = re.compile(
    r"^PokerStars (?:Zoom |Home Game |Sit & Go |Game )?(?:Hand|Game) #(?P<hand>\d+):\s*(?:\{[^}]*\}\s*)?"
    r"(?:Tournament #(?P<tournament>\d+), (?:(?P<buyin>\S+(?: \S+)?) |Freeroll\s+))?"
    r"(?P<game>[^(]*?)\s*(?:\((?P<stakes>[^)]*)\))?"
    r"(?:\s*- (?:Match Round \S+, )?Level (?P<level>\S+) \((?P<blinds>[^)]*)\))?"
    r"\s*- (?P<time>\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})(?: (?P<zone>[A-Z]+))?"
)
_CASH_HEADER: Final = re.compile(
    r"PokerStars Hand #(?P<hand>\d+): (?P<game>[^({#]*) \((?P<stakes>[^)]*)\) - (?P<time>\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})(?: (?P<zone>[A-Z]+))?"
    r"(?P<tournament>(?!))?(?P<buyin>(?!))?(?P<level>(?!))?(?P<blinds>(?!))?"
)
"""A cash game's header as PokerStars writes most (``PokerStars Hand #1: Hold'em No Limit ($0.50/$1
USD) - 2026/12/03 18:00:00 CET``): :data:`_HEADER`'s reading of it (:func:`_header`), found a
few times quicker; the groups it never finds there never match."""
_TOURNAMENT_HEADER: Final = re.compile(
    r"PokerStars Hand #(?P<hand>\d+): Tournament #(?P<tournament>\d+), (?P<buyin>\S+ [A-Z]{3}) (?P<game>[^({#]*) - Level (?P<level>\S+) \((?P<blinds>[^)]*)\)"
    r" - (?P<time>\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})(?: (?P<zone>[A-Z]+))?(?P<stakes>(?!))?"
)
"""A tournament's header as PokerStars writes most (``… Tournament #5, $10+$1 USD Hold'em No Limit -
Level I (10/20) - 2026/12/03 18:00:00 CET``), read as :data:`_CASH_HEADER` reads a cash game's."""


def _header(line: str) -> re.Match[str] | None:
    """The header's groups (:data:`_HEADER`), for the usual cash game's or tournament's line from
    its own pattern. A game named with ``- `` could end where ``_HEADER``'s shortest game would
    not: read by ``_HEADER``."""
    match = _CASH_HEADER.match(line) or _TOURNAMENT_HEADER.match(line)
    if match is not None and "- " not in match["game"]:
        return match
    return _HEADER.match(line)


_TABLE: Final = re.compile(r"^Table '(?P<table>[^']*)'(?: (?P<max>\d+)-max)?(?: \((?:Play|Real) Money\))?(?: Seat #(?P<button>\d+) is the button)?")
_SEAT: Final = re.compile(r"^Seat (?P<number>\d+): (?P<name>.*) \((?P<stack>[^()\s]*\d[^()\s]*)(?: in chips)?(?:, [^()]*)?\)(?P<rest>.*)$")
"""A seat: its number, name, stack (an amount: the name may hold brackets of its own, and what follows
the stack may too, ``out of hand (moved from another table into small blind)``) and the rest."""
_STREET: Final = re.compile(r"^\*\*\* (?P<name>[^*]+?) \*\*\*(?P<cards>.*)$")
_COLLECTED: Final = re.compile(r"^(?P<name>.*) collected (?P<amount>\S+) from (?:the )?(?:main |side )?pot(?:-\d+)?")
_THOUSANDS: Final = re.compile(r"^[^,]*\d,\d{3}")
"""Stakes whose comma separates thousands ("$1,000/$2,000"), not a mixed game's name from its stakes."""
_CURRENCY: Final = re.compile(r"[A-Z]{3}")
_TOTAL: Final = re.compile(r"^Total pot (?P<pot>\S+).*?\| Rake (?P<rake>\S+)")

_GAMES_READ: Final[dict[tuple[str | None, str | None, str | None], tuple[str, Decimal, Decimal, str | None]]] = {}
"""What the header's game, stakes and level say (``_Reader._game``), by their text: a file's hands
share a few, each read once. A cache as ``_text``'s amounts are (the amounts are values), changing
no result; a header that says no game is not kept. Emptied when full."""
_GAMES_READ_MOST: Final = 256

_GAMES: Final[dict[str, str]] = {
    "hold'em no limit": "NT", "hold'em limit": "FT", "hold'em pot limit": "PV-PT",
    "omaha pot limit": "PO", "omaha limit": "PV-FO", "omaha no limit": "PV-NO",
    "omaha hi/lo limit": "FO/8", "omaha hi/lo pot limit": "PV-PO/8", "omaha hi/lo no limit": "PV-NO/8",
    "7 card stud limit": "F7S", "7 card stud hi/lo limit": "F7S/8", "razz limit": "FR",
    "single draw 2-7 lowball no limit": "N2L1D", "single draw 2-7 lowball limit": "PV-F2L1D", "single draw 2-7 lowball pot limit": "PV-P2L1D",
    "triple draw 2-7 lowball limit": "F2L3D", "triple draw 2-7 lowball no limit": "PV-N2L3D", "triple draw 2-7 lowball pot limit": "PV-P2L3D",
    "triple draw a-5 lowball limit": "PV-FAL3D", "triple draw a-5 lowball no limit": "PV-NAL3D", "triple draw a-5 lowball pot limit": "PV-PAL3D",
    "badugi limit": "FB", "badugi no limit": "PV-NB", "badugi pot limit": "PV-PB",
    "5 card draw limit": "PV-F5CD", "5 card draw no limit": "PV-N5CD", "5 card draw pot limit": "PV-P5CD",
}  # fmt: skip
"""PokerStars' game names (as its header writes them, lower case) and their PHH codes."""

_HOLE: Final = {"NT": 2, "FT": 2, "PV-PT": 2, "PO": 4, "PV-FO": 4, "PV-NO": 4, "FO/8": 4, "PV-PO/8": 4, "PV-NO/8": 4, "FB": 4, "PV-NB": 4, "PV-PB": 4}
"""Face-down cards a flop or draw game deals each player (the draw games not named: five)."""

_BOARD_STREETS: Final = ("FLOP", "TURN", "RIVER")
_RUNS: Final = {"FIRST": 1, "SECOND": 2, "THIRD": 3}
"""The runs of a board run more than once, as the streets and showdowns name them ("*** SECOND FLOP ***")."""
_BIG_BLIND: Final = PostKind.BIG_BLIND
_SMALL_BLIND: Final = PostKind.SMALL_BLIND
_ANTE: Final = PostKind.ANTE
_POST: Final = PostKind.POST
_DEAD: Final = PostKind.DEAD
_FOLD: Final = ActKind.FOLD
_CHECK: Final = ActKind.CHECK
_CALL: Final = ActKind.CALL
_BET: Final = ActKind.BET
_RAISE: Final = ActKind.RAISE
_BRING_IN: Final = ActKind.BRING_IN
_COMPLETE: Final = ActKind.COMPLETE
"""The kinds of step, read once (an enum's member is a Python descriptor's call each time it is read)."""
_DRAWS: Final = ("DRAW", "FIRST DRAW", "SECOND DRAW", "THIRD DRAW")
_POSTS: Final = (("the ante ", PostKind.ANTE), ("small blind ", PostKind.SMALL_BLIND), ("big blind ", PostKind.BIG_BLIND), ("straddle ", PostKind.STRADDLE))
"""The posts a player's line names, after ``posts``."""


def looks_like(text: str) -> bool:
    """Whether ``text`` is PokerStars' (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text``, with the number of its first line."""
    return split_hands(text, _START, "PokerStars ")


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One PokerStars hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError` says which line
    and why where it cannot be read."""
    return _Reader(text, first_line).read()


def _amount(text: str) -> Decimal:
    if " and " in text:
        text = text.replace(" and is all-in", "").replace(" and has reached the cap", "")
    return money(text)


def _plain_seat(line: str) -> tuple[str, str, str, bool] | None:
    """A seat's line as most are written, ``Seat 3: NAME ($50.25 in chips)``, read without the
    pattern (:data:`_SEAT`, which reads every other form the same): the number, the name, the
    stack as written, and not sitting out; ``None`` for any other line."""
    if not line.startswith("Seat ") or not line.endswith(" in chips)"):
        return None
    head, opened, stack = line[: -len(" in chips)")].rpartition(" (")
    number, colon, name = head[len("Seat ") :].partition(": ")
    if not opened or not colon or not number or not stack:
        return None
    if not ascii_digits(number):  # (ASCII digits: the pattern's \d reads any other the same)
        return None
    digit = False
    for i in range(len(stack)):  # a digit, and no bracket nor space of any kind (by ord: compiled, no call a character)
        code = ord(stack[i])
        if 48 <= code <= 57:
            digit = True
        elif code == 40 or code == 41 or code <= 32 or code >= 127 and stack[i].isspace():
            return None
    return (number, name, stack, False) if digit else None


def _street(line: str) -> tuple[str, str] | None:
    """A street's line, ``*** NAME *** [cards]``, read without the pattern (:data:`_STREET`, whose
    reading it is): the name and what follows it; ``None`` for any other line."""
    if not line.startswith("*** "):
        return None
    star = line.find("*", 4)  # the name holds no star: the first one after it closes it
    if star < 6 or star + 3 > len(line) or ord(line[star - 1]) != 32 or ord(line[star + 1]) != 42 or ord(line[star + 2]) != 42:
        return None  # (by ord: compiled, a startswith from an index is a Python call)
    rest = line[star + 3 :]
    if "\n" in rest:  # (never in a line read: the pattern's ".*$" stops at a line's end, or before its last "\n")
        if rest.find("\n") != len(rest) - 1:
            return None
        rest = rest[:-1]
    return line[4 : star - 1], rest


_WON: Final = " collected "
_POTS: Final = ("pot", "the pot", "main pot", "side pot", "the main pot", "the side pot")


def _collected(line: str) -> tuple[str, str] | None:
    """A line saying what a player collected, ``NAME collected $3 from side pot-1``, read without
    the pattern (:data:`_COLLECTED`, whose reading it is): the name and the amount as written;
    ``None`` for any other line. As the pattern's ``.*`` does, the name runs to the last
    `` collected `` the rest of the line then reads after."""
    if "\n" in line:  # (never in a line read: the pattern's "." stops at a line break)
        match = _COLLECTED.match(line)
        return None if match is None else (match["name"], match["amount"])
    at = line.rfind(_WON)
    while at >= 0:
        rest = line[at + len(_WON) :]
        if rest and not rest[0].isspace():
            end = 1
            while end < len(rest) and not rest[end].isspace():  # the amount: all up to the next space of any kind
                end += 1
            amount, after = rest[:end], rest[end:]
            if after.startswith(" from ") and after[6:].startswith(_POTS):
                return line[:at], amount
        at = line.rfind(_WON, 0, at + len(_WON) - 1) if at else -1  # the one before (two may share a space)
    return None


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text, first_line)
        self.steps: list[Step] = []
        self.shows: list[Showed | Mucked] = []
        self.collected: dict[str, Decimal] = {}
        self.folded: set[str] = set()
        self.big_blind = Decimal(0)
        """The game's big blind, from the header's stakes (a post of the small and big blinds is split by it)."""
        self.dealt_street = ""
        """The street whose cards are dealt (``_deal`` deals each once)."""
        self.replacing: tuple[str, int] | None = None
        """A player who has just discarded, and how many cards come in their place."""
        self.replacements: list[Step] = []
        """The cards dealt for a draw's discards: the engine deals them once every player has drawn."""

    def read(self) -> RoomHand:
        header = _header(self.lines[0]) if self.lines else None
        if header is None:
            raise self.fail("not a PokerStars hand header", 0)
        # The groups at once, each typed: compiled, a group read by name is a Python call, and
        # its text's methods (an object's) Python calls too.
        groups = header.group("hand", "game", "stakes", "blinds", "time", "zone", "tournament")
        hand: str = groups[0]
        time_zone: str | None = groups[5]
        tournament: str | None = groups[6]
        self.hand = hand
        code, small, big, currency = self._game(groups[1], groups[2], groups[3])
        table = _TABLE.match(self.lines[1]) if len(self.lines) > 1 else None
        if table is None:
            raise self.fail("the table line (Table '…') is missing", 1)
        where = table.group("table", "max", "button")
        table_name: str = where[0]
        most: str | None = where[1]
        button_text: str | None = where[2]
        seats, index = self._seats(2)
        self.names = _longest_first([seat.name for seat in seats])
        self.plain = frozenset(self.names) if not any(": " in name for name in self.names) else None
        """The names, where none holds ": " (a line's name is then all before its first ": ")."""
        button = int(button_text) if button_text else None
        self.order = seat_order(seats, button, code in STUD_CODES)
        fixed = code in STUD_CODES or code.startswith(("F", "PV-F"))
        game = Game(code=code, small_bet=small, big_bet=big) if fixed else Game(code=code, big_blind=big, small_blind=small)
        self.big_blind = small if fixed else big  # (fixed limit: the big blind is the small bet)
        game = self._body(index, code, game)
        pot = rake = None
        for i, line in enumerate(self.lines):
            total = _TOTAL.match(line) if line[:1] == "T" and line.startswith("Total pot ") else None  # (a letter first: most lines are not)
            if total is not None:
                try:
                    pot, rake = money(total["pot"]), money(total["rake"])
                except ValueError as error:
                    raise self.fail(str(error), i) from None
        time: str = groups[4]
        day, _, clock = time.partition(" ")  # (the header's pattern has its digits: no strptime)
        try:
            dates, hours = day.split("/"), clock.split(":")  # (each read as it is: compiled, a map's every step is a call)
            if len(dates) != 3 or len(hours) != 3:
                raise ValueError
            when = datetime.datetime(int(dates[0]), int(dates[1]), int(dates[2]), int(hours[0]), int(hours[1]), int(hours[2]))
        except ValueError:
            raise self.fail(f"the time {time!r} is no date and time", 0) from None
        return RoomHand(
            site=NAME, hand=hand, game=game, seats=tuple(seats), button=button, steps=(*self.steps, *self.shows),
            collected=self.collected, rake=rake, pot=pot, table=table_name, seat_count=int(most) if most else None,
            time=when, time_zone=time_zone, currency=currency, tournament=tournament,
            line=self.first,
        )  # fmt: skip

    def _game(self, name: str, stakes: str | None, blinds: str | None) -> tuple[str, Decimal, Decimal, str | None]:
        """The PHH code, the two stakes (the blinds, or the small and big bets) and the currency,
        from the header's game, stakes and level: read once for each game, stakes and level
        (:data:`_GAMES_READ`)."""
        key = (name, stakes, blinds)
        read = _GAMES_READ.get(key)
        if read is None:
            read = self._read_game(name, stakes, blinds)
            if len(_GAMES_READ) >= _GAMES_READ_MOST:
                _GAMES_READ.clear()
            _GAMES_READ[key] = read
        return read

    def _read_game(self, game: str, written: str | None, blinds: str | None) -> tuple[str, Decimal, Decimal, str | None]:
        """:meth:`_game`, read from the header's groups."""
        name, stakes = game.strip(), written or ""
        if "," in stakes and not _THOUSANDS.match(stakes):  # a mixed game: "HORSE (Razz Limit, $0.10/$0.20 USD)"
            name, _, stakes = stakes.partition(",")
        if blinds:  # a tournament level: "Level I (10/20)"
            stakes = blinds
        code = _GAMES.get(name.strip().lower())
        if code is None:
            raise self.fail(f"PokerStars' {name.strip()!r} is not a game this library reads", 0)
        currency = next((word for word in stakes.split() if _CURRENCY.fullmatch(word)), None)
        amounts = stakes.split()[0].split("/") if stakes.split() else []
        if len(amounts) != 2:
            raise self.fail(f"the stakes {stakes!r} are not two amounts such as $0.50/$1", 0)
        try:
            small, big = money(amounts[0]), money(amounts[1])
        except ValueError as error:
            raise self.fail(str(error), 0) from None
        return code, small, big, currency

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        seats: list[Seat] = []
        while index < len(self.lines):
            plain = _plain_seat(self.lines[index])
            if plain is not None:
                number, name, written, out = plain
            elif (seat := _SEAT.match(self.lines[index])) is not None:
                number, name, written = seat["number"], seat["name"], seat["stack"]
                out = "sitting out" in seat["rest"] or "out of hand" in seat["rest"]
            else:
                break
            try:
                stack = money(written)
            except ValueError as error:
                raise self.fail(str(error), index) from None
            seats.append(Seat(int(number), name, stack, out))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME (STACK in chips))", index)
        return seats, index

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME: rest``), and the rest."""
        if self.plain is not None:
            # The name is all before the first ": ", so only a name of that length can be it; found
            # among the seats' own names (no new string to hash, and the seat's name itself given
            # back, which every later lookup by it finds at once).
            end = line.find(": ")
            if end < 0:
                return None
            for name in self.names:
                if len(name) == end and line.startswith(name):
                    return name, line[end + 2 :]
            return None
        return player_line(self.names, line, ": ")

    def _body(self, index: int, code: str, game: Game) -> Game:
        """Read the posts, streets, actions and showdown from line ``index`` on."""
        street, summary, big_blind_posted = "", False, False
        stud, holes = code in STUD_CODES, _HOLE.get(code, 5)
        pending: dict[str, tuple[Card | None, ...]] = {}  # Dealt to lines under the street being read
        bring_in = Decimal(0)
        stakes: dict[str, Decimal] = {}  # the blinds and antes posted, the game's stakes (the last post of each)
        for i in range(index, len(self.lines)):
            line = self.lines[i].rstrip()
            head = line[:1]  # (most lines are a player's: their first letter rules out the others' words at once)
            dealt = head == "D" and line.startswith("Dealt to ")
            if self.replacing is not None:
                self._replace(line, i)
                if dealt:
                    continue
            marker = _street(line) if head == "*" else None  # (most lines are no street's: no call)
            if marker is not None:
                self._flush()
                self._deal(street, pending, stud, holes, i)
                pending = {}
                street = marker[0].strip().upper()
                if street == "SUMMARY":
                    summary = True
                    break
                run = 1
                ordinal, _, rest = street.partition(" ")
                if ordinal in _RUNS and street not in _DRAWS and not stud:  # the board run more than once: "SECOND TURN"
                    run, street = _RUNS[ordinal], rest
                if street in _BOARD_STREETS and not stud:
                    cards = brackets(marker[1])
                    if not cards:
                        raise self.fail(f"the {street.lower()} without its cards", i)
                    self.steps.append(Board(self._cards(cards[-1], i), i + self.first, run))  # the last bracket: the cards new to this run's board
                continue
            if dealt:
                self._dealt_to(line, pending, i)
                continue
            collected = _collected(line) if _WON in line else None
            if collected is not None and collected[0] in self.names:
                winner = collected[0]
                won = self._money(collected[1], i)
                before = self.collected.get(winner)
                self.collected[winner] = won if before is None else before + won  # (the amount read kept as it is: ``_build`` knows it)
                continue
            said = self._player(line)
            if said is None:
                continue  # chat, connections, uncalled bets (the engine returns them itself), the summary
            name, rest = said
            if street != self.dealt_street:  # (once the street is dealt, _deal does nothing)
                self._deal(street, pending, stud, holes, i)
            if pending:  # (a new one only where the last held a street's cards)
                pending = {}
            step = self._step(name, rest, i, big_blind_posted)
            if step is None:
                continue
            if isinstance(step, Act):
                if step.kind is _BRING_IN and step.amount is not None:
                    bring_in = step.amount
            elif isinstance(step, Post):
                posted = step.kind
                if posted is _BIG_BLIND:
                    big_blind_posted = True
                    stakes["big_blind"] = step.amount
                elif posted is _SMALL_BLIND:
                    stakes["small_blind"] = step.amount
                elif posted is _ANTE:
                    stakes["ante"] = max(stakes.get("ante", game.ante), step.amount)
            elif isinstance(step, (Showed, Mucked)):
                if not any(shown.player == step.player for shown in self.shows):  # a board run twice has a showdown a run
                    self.shows.append(step)
                continue
            elif isinstance(step, Drew):
                self.steps.append(step)
                if step.discarded:
                    self.replacing = (name, len(step.discarded))
                continue
            self._flush()
            self.steps.append(step)
        if self.replacing is not None:
            self._replace("", len(self.lines) - 1)
        self._flush()
        if not summary:
            self._deal(street, pending, stud, holes, len(self.lines) - 1)
        if stud:
            stakes["bring_in"] = bring_in
        return _with(game, stakes) if stakes else game

    def _replace(self, line: str, index: int) -> None:
        """The cards that replace a discard: the player's own ``Dealt to NAME [kept] [new]`` line if
        ``line`` is it, else cards the history does not show."""
        assert self.replacing is not None
        name, count = self.replacing
        self.replacing = None
        new: tuple[Card | None, ...] = (None,) * count
        if line.startswith(f"Dealt to {name} ["):
            groups = brackets(line[len(f"Dealt to {name}") :])
            new = self._cards(groups[-1], index)
            if len(new) != count:
                raise self.fail(f"{name} discards {count} cards and is dealt {len(new)}", index)
        self.replacements.append(Dealt(name, new, index + self.first))

    def _flush(self) -> None:
        """The draw's replacements, once its discards are all read."""
        if self.replacements:  # (most steps: none, and no list made)
            self.steps += self.replacements
            self.replacements = []

    def amount(self, text: str) -> Decimal:
        return _amount(text)

    def _dealt_to(self, line: str, pending: dict[str, tuple[Card | None, ...]], index: int) -> None:
        rest = line[len("Dealt to ") :]
        name = next((n for n in self.names if rest.startswith(n + " [")), None)
        if name is None:
            raise self.fail("cards dealt to a player who is not seated", index)
        groups = brackets(rest[len(name) :])
        pending[name] = self._cards(groups[-1], index)  # the cards new this street: the last bracket

    def _deal(self, street: str, pending: dict[str, tuple[Card | None, ...]], stud: bool, holes: int, index: int) -> None:
        """The deal of the street just begun, once its ``Dealt to`` lines are read: every player
        still in gets the street's cards, those the history does not show as ``None``."""
        if street == "" or street in ("SHOW DOWN", "SUMMARY") or (street in _BOARD_STREETS and not stud):
            return
        if street in ("HOLE CARDS", "DEALING HANDS"):
            count = holes
        elif street == "3RD STREET":
            count = 3
        elif stud and street in ("4TH STREET", "5TH STREET", "6TH STREET", "RIVER"):
            count = 1
        elif street in _DRAWS:
            return  # a draw's new cards go with each player's discard (_step)
        else:
            return
        if self.dealt_street == street:
            return
        self.dealt_street = street
        for name in self.order:
            if name in self.folded:
                continue
            cards = pending.get(name, ())
            if stud and street == "3RD STREET" and len(cards) == 1:  # another player's door card: two down before it
                cards = (None, None, *cards)
            if len(cards) != count and not (stud and street == "RIVER" and not cards):
                if cards:
                    raise self.fail(f"{name} is dealt {len(cards)} cards here, where the game deals {count}", index)
            full = cards if len(cards) == count else (None,) * count
            self.steps.append(Dealt(name, full, index + self.first))

    def _step(self, name: str, rest: str, index: int, big_blind_posted: bool) -> Step | None:
        line = index + self.first
        first = rest[:1]  # (the verbs told apart by their first letter: one comparison, not a startswith for each verb before)
        if first == "f":
            if rest == "folds" or rest.startswith("folds "):
                self.folded.add(name)
                return Act(name, _FOLD, line)
        elif first == "c":
            if rest.startswith("calls "):
                return Act(name, _CALL, line, self._money(rest[6:], index))
            if rest == "checks" or rest.startswith("checks "):
                return Act(name, _CHECK, line)
            if rest.startswith("completes it to "):
                return Act(name, _COMPLETE, line, self._money(rest[16:], index))
        elif first == "r":
            if rest.startswith("raises "):
                _, _, to = rest.partition(" to ")
                return Act(name, _RAISE, line, self._money(to, index))
        elif first == "b":
            if rest.startswith("bets "):
                return Act(name, _BET, line, self._money(rest[5:], index))
            if rest.startswith("brings in for "):
                return Act(name, _BRING_IN, line, self._money(rest[14:], index))
        elif first == "p":
            if rest.startswith("posts "):
                return self._post(name, rest[6:], index, big_blind_posted)
        elif first == "s":
            if rest.startswith("shows "):
                cards = brackets(rest)
                return Showed(name, self._cards(cards[0], index), line) if cards else None
            if rest == "stands pat" or rest.startswith("stands pat "):
                return Drew(name, (), line)
        elif first == "d":
            if rest.startswith("discards "):
                return self._discards(name, rest, index)
        elif first == "m":
            if rest.startswith("mucks"):
                return Mucked(name, line)
        return None  # doesn't show hand, said, sits out, is disconnected…

    def _post(self, name: str, rest: str, index: int, big_blind_posted: bool) -> Post:
        line = index + self.first
        for words, kind in _POSTS:
            if rest.startswith(words):
                if kind is _BIG_BLIND and big_blind_posted:
                    kind = _POST  # a second big blind: a player posting to come in
                return Post(name, kind, self._money(rest[len(words) :], index), line)
        if rest.startswith("small & big blinds "):  # a returning player: the big blind live, the rest dead
            total = self._money(rest[len("small & big blinds ") :], index)
            if total <= self.big_blind:
                raise self.fail(f"small and big blinds of {total} are no more than the big blind, {self.big_blind}", index)
            self.steps.append(Post(name, _DEAD, total - self.big_blind, line))
            return Post(name, _POST, self.big_blind, line)
        raise self.fail(f"an unknown post: {rest!r}", index)

    def _discards(self, name: str, rest: str, index: int) -> Drew:
        """``discards N cards [shown]``; the replacements go with it (``Dealt to`` for the player's own)."""
        match = re.match(r"discards (\d+) cards?(?: \[([^\]]*)\])?", rest)
        if match is None:
            raise self.fail(f"an unreadable discard: {rest!r}", index)
        count = int(match[1])
        shown: tuple[Card | None, ...] = self._cards(match[2], index) if match[2] else (None,) * count
        if len(shown) != count:
            raise self.fail(f"{name} discards {count} cards but shows {len(shown)}", index)
        return Drew(name, shown, index + self.first)


def _with(game: Game, stakes: dict[str, Decimal]) -> Game:
    """``game`` with the stakes the posts name (``small_blind``, ``big_blind``, ``ante``, ``bring_in``).
    (Each ``stakes.get`` called as itself: compiled, a C call, where a bound ``get`` kept in a local
    is a Python call.)"""
    return Game(
        code=game.code, small_blind=stakes.get("small_blind", game.small_blind), big_blind=stakes.get("big_blind", game.big_blind),
        ante=stakes.get("ante", game.ante), bring_in=stakes.get("bring_in", game.bring_in), small_bet=game.small_bet, big_bet=game.big_bet,
    )  # fmt: skip


def _longest_first(names: list[str]) -> list[str]:
    """``names`` sorted longest first, names as long in their order (``sorted(names, key=len,
    reverse=True)``, which compiled is a Python call and one more for each name): an insertion sort
    of a table's few names.

    >>> _longest_first(["Al", "Bea", "Cy", "Dee"])
    ['Bea', 'Dee', 'Al', 'Cy']
    """
    for i in range(1, len(names)):
        name, j = names[i], i
        while j > 0 and len(names[j - 1]) < len(name):
            names[j] = names[j - 1]
            j -= 1
        names[j] = name
    return names
