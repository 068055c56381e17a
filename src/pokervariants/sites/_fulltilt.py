"""Full Tilt Poker's hand histories: hold'em and Omaha in each betting structure, Omaha hi/lo,
seven-card stud and stud hi/lo, razz, 2-7 single and triple draw, A-5 triple draw, badugi and
five-card draw (the mixed games' hands are each one of these), cash games and tournaments.

The format, as Full Tilt wrote it from 2005 to its end, and as this reader understands it:

- A hand begins ``Full Tilt Poker Game #N:`` (``FullTiltPoker Game #N:`` in early and exported
  files), then where (``Table NAME (6 max, shallow)``; a tournament's ``NAME (NUMBER), Table T``),
  the stakes (``$0.50/$1``, ``10/20``, with ``Ante $0.05`` where there is one; ``50K/100K`` in
  tournaments), the game (``No Limit Hold'em``, ``Pot Limit Omaha Hi``, ``Limit Stud H/L``,
  ``Limit 2-7 Triple Draw``…; from 2013 ``NL Hold'em``, ``PL Omaha Hi``, ``FL Badugi``, written
  before the stakes), and the time: ``22:14:36 ET - 2010/12/17``, with the local time first and
  Eastern time after in brackets in later years, ``15:13 ET - Wed, July 21, 2010`` for a few
  weeks of 2010. A hand the room cut short ends its header with ``(partial)`` and is refused.
- The stakes are the blinds in no and pot limit, the small and big bets in fixed limit (whose
  blinds are read from the posts) and stud (whose bring-in is read from the hand).
- One line a seat, ``Seat 3: NAME ($1,768.85)``, ``, is sitting out`` after it for a player not
  in the hand; then the posts (``NAME posts the small blind of $0.50``, ``posts the big blind
  of``, ``posts $1`` to come in, live, ``posts a dead small blind of $0.50``, a missed small
  blind posted as dead money, ``antes $0.05``), ``The button is in seat #N``, and the streets
  under ``*** HOLE CARDS ***``, ``*** FLOP *** [cards]``… (stud: ``*** 3RD STREET ***`` to
  ``*** 7TH STREET ***``; draw: ``*** DRAW ***`` or ``*** FIRST DRAW ***`` to ``THIRD DRAW``),
  each street line perhaps followed by ``(Total Pot: $165, 2 Players)``.
- Actions are ``NAME folds``, ``checks``, ``calls $2``, ``bets $4``, ``raises to $9`` (what the
  bet comes to), ``brings in for $1``, ``completes it to $3``, ``discards 2 cards [seen]``,
  ``stands pat``, with ``, and is all in`` after an all-in amount. ``Dealt to NAME [cards]``
  gives a player's cards (in stud every up card, ``[old] [new]`` after the first street; in a
  draw, the player's own replacements); others' replacements are ``NAME is dealt 2 cards``.
- The showdown is ``NAME shows [cards] …`` and ``NAME mucks``; what each player won is ``NAME
  wins the pot ($6.20)`` (``the main pot``, ``the side pot``, ``side pot #2``, ``the high pot``,
  ``the low pot``, ``ties for …``); ``Uncalled bet of $4 returned to NAME`` needs no reading, the
  replay returns it. The summary says ``Total pot $115.50 Main pot $75.50. Side pot $40. | Rake
  $3``.
- Everything else is left alone: chat (``NAME: text``, ``NAME (Observer): text``), connections
  (``has been disconnected``, ``has reconnected``, ``has timed out``, ``has 15 seconds left to
  act``, ``is sitting out``, ``has returned``, ``sits down``, ``adds $50``), ``is low with``,
  ``Duration 40s`` and the summary's seat lines.

A play-chip table is named ``Play Chip NAME`` and its amounts carry no currency
sign: its history has no currency, the table's name kept as written. Chips a player adds (``NAME
adds $50``) play from the next hand on, whose seat line has them. Tied hands split a pot as the
engine does, the odd chip to the first winner after the button (in stud, to the highest card by
suit): the rules rooms follow, and no Full Tilt document says otherwise. The proof checks it
wherever there is no rake to take it from.

Who is in the hand: the seats that take a step in it (a post, a card, an action, a win), which is
what the sitting-out marks mean and is right where they are not (a player marked sitting out who
posts and folds in a tournament is in; a player whose ante comes back, ``Ante of $0.05 returned
to NAME``, is not). A show or a muck counts only at a showdown (two players or more left), and a
player who shows twice (an all-in's cards, then the hand) is read once, at the last. A board run
twice (``Players agree to Run It Twice``) numbers each run's streets and showdown (``*** FLOP 2
***``, ``*** TURN 2 *** [..] [..]``, ``*** SHOW DOWN 2 ***``): the last bracket holds the cards
new to the run, and what each player wins at each showdown adds up.

Refused, each with a :class:`~pokervariants.sites.SiteFormatError` saying so: games this library
does not have (5- and 6-card Omaha, Courchevel, Irish, 5-card stud, capped no limit), a partial hand (``(partial)`` after the header's date), and a cancelled one (``Hand
#N has been canceled``: :class:`~pokervariants.sites.HandCancelled`, which
:func:`~pokervariants.sites.read` leaves out).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card
from ._build import STUD_CODES
from ._reader import LineReader
from .model import Act, ActKind, Board, Dealt, Drew, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step
from ._text import brackets, money, player_line, split_hands
from .errors import HandCancelled

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "Full Tilt Poker"
STREAMS = True
"""Hands split at their first lines: a file is read a piece at a time (``sites.Room``)."""

_START = re.compile(r"^\ufeff?(?:Full Tilt Poker|FullTiltPoker) Game #\d+", re.MULTILINE)
_HEADER = re.compile(r"^\ufeff?(?:Full Tilt Poker|FullTiltPoker) Game #(?P<hand>\d+):\s*(?P<rest>.*?)\s*$")
_WHEN = re.compile(
    r" - (?P<time>\d{1,2}:\d{2}(?::\d{2})?) (?P<zone>[A-Z]{1,5}) - (?P<date>\d{4}/\d{1,2}/\d{1,2}|[A-Za-z]+, [A-Za-z]+ \d{1,2}, \d{4})"
    r"(?: \[[^\]]*\])?(?P<partial> \(partial\))?$"
)
_AMOUNT = r"[$€£]?[\d.,]+[KM]?"
_STAKES = re.compile(rf"(?:^| - )(?P<symbol>[$€£]?)(?P<small>{_AMOUNT})/(?P<big>{_AMOUNT})(?: Ante (?P<ante>{_AMOUNT}))?(?= - |$)")
_WHERE = re.compile(r"^(?:(?P<event>.+) \((?P<number>\d+)\), )?(?:(?:Table|Match) )?(?P<table>.+?)(?: \((?P<attributes>[^()]*)\))?$")
_SEAT = re.compile(r"^Seat (?P<number>\d+): (?P<name>.+) \((?P<stack>[^()]*)\)(?P<rest>.*)$")
_STREET = re.compile(r"^\*\*\* (?P<name>[^*]+?) \*\*\*(?P<rest>.*)$")
_WINS = re.compile(r"^(?:wins|ties for) (?:the )?(?:(?:main|side|high|low) )*pot(?: #?\d+)? \((?P<amount>[^()]+)\)")
_TOTAL = re.compile(r"^Total pot (?P<pot>\S+).*?\| Rake (?P<rake>\S+)")
_BUTTON = re.compile(r"^The button is in seat #(?P<seat>\d+)")
_ANTE_BACK = re.compile(r"^Ante of \S+ returned to (?P<name>.+)$")
_ALL_IN = re.compile(r",? and is (?:all in|capped)$")
_DISCARDS = re.compile(r"^discards (?P<count>\d+) cards?(?: \[(?P<cards>[^\]]*)\])?")

_STRUCTURES = (("no limit", "N"), ("pot limit", "P"), ("limit", "F"), ("nl", "N"), ("pl", "P"), ("fl", "F"))
"""Full Tilt's words for the betting structures (the longer first), and PHH's letters."""
_KINDS = {
    "hold'em": "T", "omaha": "O", "omaha hi": "O", "omaha h/l": "O8", "omaha hi/lo": "O8",
    "stud": "7S", "stud hi": "7S", "7 card stud": "7S", "7 card stud hi": "7S",
    "stud h/l": "7S8", "stud hi/lo": "7S8", "7 card stud h/l": "7S8", "7 card stud hi/lo": "7S8", "razz": "R",
    "2-7 single draw": "27-1", "2-7 triple draw": "27-3", "a-5 triple draw": "A5-3", "badugi": "B", "5 card draw": "5CD",
}  # fmt: skip
"""Full Tilt's game names (lower case, after the structure) and a short name of each game."""
_CODES = {
    ("N", "T"): "NT", ("F", "T"): "FT", ("P", "T"): "PV-PT",
    ("P", "O"): "PO", ("F", "O"): "PV-FO", ("N", "O"): "PV-NO",
    ("F", "O8"): "FO/8", ("P", "O8"): "PV-PO/8", ("N", "O8"): "PV-NO/8",
    ("F", "7S"): "F7S", ("F", "7S8"): "F7S/8", ("F", "R"): "FR",
    ("N", "27-1"): "N2L1D", ("F", "27-1"): "PV-F2L1D", ("P", "27-1"): "PV-P2L1D",
    ("F", "27-3"): "F2L3D", ("N", "27-3"): "PV-N2L3D", ("P", "27-3"): "PV-P2L3D",
    ("F", "A5-3"): "PV-FAL3D", ("N", "A5-3"): "PV-NAL3D", ("P", "A5-3"): "PV-PAL3D",
    ("F", "B"): "FB", ("N", "B"): "PV-NB", ("P", "B"): "PV-PB",
    ("F", "5CD"): "PV-F5CD", ("N", "5CD"): "PV-N5CD", ("P", "5CD"): "PV-P5CD",
}  # fmt: skip
"""Each game in each structure, and its PHH code."""

_HOLE = {"T": 2, "O": 4, "O8": 4, "B": 4}
"""Face-down cards a flop or draw game deals each player (the other draw games: five)."""
_STUD_STREETS = {"3RD STREET": 3, "4TH STREET": 1, "5TH STREET": 1, "6TH STREET": 1, "7TH STREET": 1}
_BOARD_STREETS = ("FLOP", "TURN", "RIVER")
_DRAWS = ("DRAW", "FIRST DRAW", "SECOND DRAW", "THIRD DRAW")
_STEPS = ("folds", "checks", "calls ", "bets ", "raises ", "brings in", "completes", "posts ", "antes ", "discards", "stands pat", "shows [", "mucks", "wins ", "ties for ")
"""How the lines begin (after the player's name) that say the player is in the hand."""
_MONTHS = {month: number for number, month in enumerate(("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"), 1)}


def looks_like(text: str) -> bool:
    """Whether ``text`` is Full Tilt's (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text``, with the number of its first line."""
    return split_hands(text, _START)


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One Full Tilt hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError`
    says which line and why where it cannot be read."""
    return _Reader(text, first_line).read()


def _amount(text: str) -> Decimal:
    """An amount as Full Tilt writes it: ``$1,768.85``, ``1,500``, ``50K``, ``, and is all in`` after it."""
    bare = _ALL_IN.sub("", text).strip()
    scale = {"K": Decimal(1000), "M": Decimal(1000000)}.get(bare[-1:], Decimal(1))
    return money(bare.rstrip("KM")) * scale if scale != 1 else money(bare)


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text, first_line)
        self.steps: list[Step] = []
        self.shows: dict[str, Showed | Mucked] = {}
        """Each player's showdown, the last show read (an all-in's cards may be shown twice)."""
        self.collected: dict[str, Decimal] = {}
        self.folded: set[str] = set()
        self.dealt_street = ""
        self.replacements: dict[str, Dealt] = {}
        """The cards dealt for this draw's discards, by player: the engine deals them once every player has drawn."""

    def read(self) -> RoomHand:
        header = _HEADER.match(self.lines[0]) if self.lines else None
        if header is None:
            raise self.fail("not a Full Tilt hand header", 0)
        self.hand = header["hand"]
        when = _WHEN.search(header["rest"])
        if when is None:
            raise self.fail("the header ends without the time and date (22:14:36 ET - 2010/12/17)", 0)
        if when["partial"]:
            raise self.fail("a partial hand (the room wrote only part of it) cannot be proven", 0)
        code, game, event, table, seat_count, currency = self._header(header["rest"][: when.start()])
        seats, index = self._seats(1)
        self.names = sorted((seat.name for seat in seats), key=len, reverse=True)
        taking_part, button = self._taking_part(index)
        seats = [Seat(seat.number, seat.name, seat.stack, sitting_out=seat.name not in taking_part) for seat in seats]
        dealt_in = [seat for seat in sorted(seats, key=lambda s: s.number) if not seat.sitting_out]
        self.order = [seat.name for seat in dealt_in]
        if button is not None and code not in STUD_CODES:
            self.order = [s.name for s in dealt_in if s.number > button] + [s.name for s in dealt_in if s.number <= button]
        self.stud, self.holes = code in STUD_CODES, _HOLE.get(_kind_of(code), 5)
        game = self._body(index, game)
        pot = rake = None
        for i, line in enumerate(self.lines):
            total = _TOTAL.match(line)
            if total is not None:
                try:
                    pot, rake = _amount(total["pot"]), _amount(total["rake"])
                except ValueError as error:
                    raise self.fail(str(error), i) from None
        unfolded = [name for name in self.order if name not in self.folded]
        shows: list[Step] = [step for name, step in self.shows.items() if name in unfolded] if len(unfolded) > 1 else []
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=None if self.stud else button,
            steps=tuple(self.steps + shows), collected=self.collected, rake=rake, pot=pot, table=table, seat_count=seat_count,
            time=self._time(when), time_zone=when["zone"], currency=currency, tournament=event, line=self.first,
        )  # fmt: skip

    def _header(self, head: str) -> tuple[str, Game, str | None, str, int | None, str | None]:
        """The PHH code, the game with its stakes, the tournament, the table, its size and the currency."""
        stakes = _STAKES.search(head)
        if stakes is None:
            raise self.fail("the header's stakes (such as $0.50/$1 or 10/20) are missing", 0)
        rest = head[: stakes.start()] + head[stakes.end() :]
        where, dash, name = rest.rpartition(" - ")
        place = _WHERE.match(where) if dash else None
        if place is None:
            raise self.fail("the header does not say the table and the game", 0)
        code = self._code(name)
        try:
            small, big = _amount(stakes["small"]), _amount(stakes["big"])
            ante = _amount(stakes["ante"]) if stakes["ante"] else Decimal(0)
        except ValueError as error:
            raise self.fail(str(error), 0) from None
        limit = code in STUD_CODES or code.startswith(("F", "PV-F"))
        game = Game(code=code, small_bet=small, big_bet=big, ante=ante) if limit else Game(code=code, small_blind=small, big_blind=big, ante=ante)
        attributes = place["attributes"] or ""
        size = re.search(r"(\d+) max", attributes)
        seat_count = int(size[1]) if size else 2 if "heads up" in attributes.lower() else None
        currency = {"$": "USD", "€": "EUR", "£": "GBP"}.get(stakes["symbol"] or stakes["small"][:1])
        return code, game, place["number"], place["table"], seat_count, currency

    def _code(self, name: str) -> str:
        lower = " ".join(name.lower().split())
        if re.search(r"\bcap\b", lower):
            raise self.fail(f"capped betting ({name.strip()!r}) is not a game this library plays", 0)
        letter, kind = next(((letter, lower[len(words) + 1 :]) for words, letter in _STRUCTURES if lower.startswith(words + " ")), ("", ""))
        code = _CODES.get((letter, _KINDS.get(kind, "")))
        if code is None:
            raise self.fail(f"Full Tilt's {name.strip()!r} is not a game this library reads", 0)
        return code

    def _time(self, when: re.Match[str]) -> datetime.datetime | None:
        clock = [int(part) for part in when["time"].split(":")] + [0]
        date = when["date"]
        if "/" in date:
            year, month, day = (int(part) for part in date.split("/"))
        else:  # "Wed, July 21, 2010"
            _, month_day, year_text = (part.strip() for part in date.split(","))
            month_name, day_text = month_day.split()
            year, month, day = int(year_text), _MONTHS.get(month_name.lower(), 0), int(day_text)
        try:
            return datetime.datetime(year, month, day, clock[0], clock[1], clock[2])
        except ValueError:
            raise self.fail(f"the date {when['date']!r} is not a date", 0) from None

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        seats: list[Seat] = []
        while index < len(self.lines) and not self.lines[index].strip():
            index += 1  # exports leave a blank line after the header
        while index < len(self.lines) and (seat := _SEAT.match(self.lines[index].rstrip())) is not None:
            try:
                stack = _amount(seat["stack"])
            except ValueError as error:
                raise self.fail(str(error), index) from None
            seats.append(Seat(number=int(seat["number"]), name=seat["name"], stack=stack))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME ($STACK))", index)
        return seats, index

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME verb…``), and the rest."""
        return player_line(self.names, line, " ")

    def _taking_part(self, index: int) -> tuple[set[str], int | None]:
        """The players who take a step in the hand (a post, a card, an action, a win), and the
        button's seat; a player whose ante comes back and who does nothing else is out."""
        steps: dict[str, set[str]] = {}
        button = None
        for line in self.lines[index:]:
            line = line.rstrip()
            if line.startswith("*** SUMMARY ***"):
                break
            if (seat := _BUTTON.match(line)) is not None:
                button = int(seat["seat"])
            elif (back := _ANTE_BACK.match(line)) is not None:
                steps.setdefault(back["name"], set()).discard("antes ")
            elif line.startswith("Dealt to "):
                name = next((n for n in self.names if line[9:].startswith(n + " [")), None)
                if name is not None:
                    steps.setdefault(name, set()).add("dealt")
            elif (said := self._player(line)) is not None:
                verb = next((verb for verb in _STEPS if said[1].startswith(verb)), None)
                if verb is not None:
                    steps.setdefault(said[0], set()).add(verb)
        return {name for name, verbs in steps.items() if verbs}, button

    def _body(self, index: int, game: Game) -> Game:
        """Read the posts, streets, actions and showdown from line ``index`` on."""
        street, big_blind_posted = "", False
        ante_back: set[str] = set()
        pending: dict[str, tuple[Card | None, ...]] = {}  # the cards of the street being read
        for i in range(index, len(self.lines)):
            line = self.lines[i].rstrip()
            marker = _STREET.match(line)
            if marker is not None:
                self._flush()
                self._deal(street, pending, i)
                pending = {}
                street = self._street(marker, i)
                if street == "SUMMARY":
                    break
                continue
            if line.startswith("Dealt to "):
                self._dealt_to(line, street, pending, i)
                continue
            if line.startswith("Players agree to Run It Twice"):
                continue  # the streets that follow say so: "*** TURN 2 ***"
            if re.match(r"^Hand #\d+ has been canceled", line):
                raise HandCancelled("the hand was cancelled: every chip went back", site=NAME, hand=self.hand or None, line=self.first + i)
            if (back := _ANTE_BACK.match(line)) is not None:
                ante_back.add(back["name"])
                continue
            said = self._player(line)
            if said is None:
                continue  # chat, the button, uncalled bets (the engine returns them itself)
            name, rest = said
            self._deal(street, pending, i)
            pending = {}
            wins = _WINS.match(rest)
            if wins is not None:
                self.collected[name] = self.collected.get(name, Decimal(0)) + self._money(wins["amount"], i)
                continue
            step = self._step(name, rest, i, big_blind_posted)
            if step is None:
                continue
            if isinstance(step, (Showed, Mucked)):
                if isinstance(step, Showed) or not isinstance(self.shows.get(name), Showed):
                    self.shows[name] = step
                continue
            if not isinstance(step, Drew):
                self._flush()
            self.steps.append(step)
            if isinstance(step, Drew) and step.discarded:
                self.replacements[name] = Dealt(name, (None,) * len(step.discarded), i + self.first)
            if isinstance(step, Post):
                big_blind_posted = big_blind_posted or step.kind is PostKind.BIG_BLIND
                if step.kind is PostKind.ANTE and step.amount > game.ante:
                    game = _with(game, ante=step.amount)
            elif isinstance(step, Act) and step.kind is ActKind.BRING_IN and step.amount is not None:
                game = _with(game, bring_in=step.amount)
        self._flush()
        if street != "SUMMARY":
            self._deal(street, pending, len(self.lines) - 1)
        if ante_back:  # the ante came back: the player was never in the hand
            self.steps = [s for s in self.steps if not (isinstance(s, Post) and s.kind is PostKind.ANTE and s.player in ante_back)]
        return game

    def _street(self, marker: re.Match[str], index: int) -> str:
        """The street a ``*** NAME ***`` line begins (its board dealt, for a flop game's streets)."""
        street = marker["name"].strip().upper()
        run = 1
        numbered = re.search(r" ([1-3])$", street)
        if numbered is not None and not self.stud:  # the board run twice: "*** TURN 2 ***", "*** SHOW DOWN 1 ***"
            run, street = int(numbered[1]), street[: numbered.start()]
        known = street in ("HOLE CARDS", "SHOW DOWN", "SUMMARY") or street in _DRAWS or street in _STUD_STREETS or street in _BOARD_STREETS
        if not known:
            raise self.fail(f"an unknown street ({marker['name'].strip()})", index)
        if street in _BOARD_STREETS and not self.stud:
            cards = brackets(marker["rest"])
            if not cards:
                raise self.fail(f"the {street.lower()} without its cards", index)
            self.steps.append(Board(self._cards(cards[-1], index), index + self.first, run))  # the last bracket: the cards new to the run
        return street

    def _flush(self) -> None:
        """The draw's replacements, once its discards are all read."""
        self.steps += self.replacements.values()
        self.replacements = {}

    def amount(self, text: str) -> Decimal:
        return _amount(text)

    def _dealt_to(self, line: str, street: str, pending: dict[str, tuple[Card | None, ...]], index: int) -> None:
        """``Dealt to NAME [cards]``: the street's new cards (the last bracket; all of them on third
        street, the down cards and the door card), or a draw's replacements."""
        rest = line[len("Dealt to ") :]
        name = next((n for n in self.names if rest.startswith(n + " [")), None)
        if name is None:
            raise self.fail("cards dealt to a player who is not seated", index)
        groups = brackets(rest[len(name) :])
        if street in _DRAWS:
            if name in self.replacements:
                new = self._cards(groups[-1], index)
                count = len(self.replacements[name].cards)
                if len(new) != count:
                    raise self.fail(f"{name} discards {count} cards and is dealt {len(new)}", index)
                self.replacements[name] = Dealt(name, new, index + self.first)
            return
        cards = self._cards(" ".join(groups) if street == "3RD STREET" else groups[-1], index)
        counts = (self.holes,) if street == "HOLE CARDS" else (1, 3) if street == "3RD STREET" else (1,)
        if len(cards) not in counts:
            raise self.fail(f"{name} is dealt {len(cards)} cards here, where the game deals {counts[-1]}", index)
        pending[name] = cards

    def _deal(self, street: str, pending: dict[str, tuple[Card | None, ...]], index: int) -> None:
        """The deal of the street just begun, once its ``Dealt to`` lines are read: every player
        still in gets the street's cards, those the history does not show as ``None``."""
        if street == self.dealt_street:
            return
        if street == "HOLE CARDS" and not self.stud:
            count = self.holes
        elif self.stud and street in _STUD_STREETS:
            count = _STUD_STREETS[street]
        else:
            return
        self.dealt_street = street
        for name in self.order:
            if name in self.folded:
                continue
            cards = pending.get(name, ())
            if street == "3RD STREET" and len(cards) == 1:  # another player's door card: two down before it
                cards = (None, None, *cards)
            self.steps.append(Dealt(name, cards or (None,) * count, index + self.first))

    def _step(self, name: str, rest: str, index: int, big_blind_posted: bool) -> Step | None:
        line = index + self.first
        if rest == "folds" or rest.startswith("folds "):
            self.folded.add(name)
            return Act(name, ActKind.FOLD, line)
        if rest == "checks" or rest.startswith("checks "):
            return Act(name, ActKind.CHECK, line)
        for words, kind in (("calls ", ActKind.CALL), ("bets ", ActKind.BET), ("raises to ", ActKind.RAISE), ("brings in for ", ActKind.BRING_IN), ("completes it to ", ActKind.COMPLETE)):
            if rest.startswith(words):
                return Act(name, kind, line, self._money(rest[len(words) :], index))
        if rest.startswith(("posts ", "antes ")):
            return self._post(name, rest, index, big_blind_posted)
        if rest.startswith("stands pat"):
            return Drew(name, (), line)
        if rest.startswith("discards "):
            match = _DISCARDS.match(rest)
            if match is None:
                raise self.fail(f"an unreadable discard: {rest!r}", index)
            shown: tuple[Card | None, ...] = self._cards(match["cards"], index) if match["cards"] else (None,) * int(match["count"])
            if len(shown) != int(match["count"]):
                raise self.fail(f"{name} discards {match['count']} cards but shows {len(shown)}", index)
            return Drew(name, shown, line)
        if rest.startswith("shows ["):
            return Showed(name, self._cards(brackets(rest)[0], index), line)
        if rest == "mucks" or rest.startswith("mucks "):
            return Mucked(name, line)
        return None  # is sitting out, has timed out, is dealt 2 cards, is low with [3c], shows a pair (after its cards)…

    def _post(self, name: str, rest: str, index: int, big_blind_posted: bool) -> Post:
        line = index + self.first
        if rest.startswith("antes "):
            return Post(name, PostKind.ANTE, self._money(rest[6:], index), line)
        for words, kind in (("posts the small blind of ", PostKind.SMALL_BLIND), ("posts the big blind of ", PostKind.BIG_BLIND)):
            if rest.startswith(words):
                if kind is PostKind.BIG_BLIND and big_blind_posted:
                    kind = PostKind.POST  # a second big blind: a player posting to come in
                return Post(name, kind, self._money(rest[len(words) :], index), line)
        if rest.startswith("posts a dead small blind of "):  # a missed small blind, posted by a returning player: dead money
            return Post(name, PostKind.DEAD, self._money(rest[len("posts a dead small blind of ") :], index), line)
        if re.match(r"posts [$€£]?[\d.,]+", rest):
            return Post(name, PostKind.POST, self._money(rest[6:], index), line)
        raise self.fail(f"an unknown post: {rest!r}", index)


def _kind_of(code: str) -> str:
    """The short name of the game a code names (``T`` for hold'em, ``B`` for badugi…)."""
    return next(kind for (_, kind), each in _CODES.items() if each == code)


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
