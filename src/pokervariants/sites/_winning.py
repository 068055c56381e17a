"""The Winning Poker Network's hand histories (Americas Cardroom, Black Chip Poker, True Poker and
the network's other rooms: one format, which names no room): hold'em, Omaha and Omaha hi/lo in
each betting structure, seven-card stud and stud hi/lo, cash games and tournaments.

The format, as the network writes it since 2019 and as public descriptions of it agree:

* A header without the room's name: ``Hand #151588328 - Holdem(No Limit) - $0.01/$0.02 -
  2019/11/08 04:43:23 UTC`` (a fixed-limit game's stakes are its small and big bets); a
  tournament ``Game Hand #… - Tournament #24139358 - Holdem(No Limit) - Level 8
  (2000.00/4000.00)- 2021/02/25 22:07:46 UTC``, perhaps with the tournament's name before
  ``Tournament``.
* The table, its size and the button: ``Fort Lupton 9-max Seat #5 is the button`` (a
  tournament's ``Table '2' 9-max …``; stud names no button), one line a seat (``Seat 1: Ann
  ($5.07)``, maybe ``is sitting out``; a seat that waits for the button gives no stack and is
  not dealt in).
* Each line of play begins with the player's name, without a colon: ``Ann posts the small blind
  $0.01``, ``posts the big blind``, ``posts ante``, ``posts $0.05`` (a live post), ``folds``,
  ``checks``, ``calls $X``, ``bets $X``, ``raises $X to $Y``, stud's ``brings in $X`` (its
  completion a raise), an all-in marked ``and is all-in``; the player's own cards as ``Dealt to
  Ann [cards]`` (stud's ``[old] [new]``); the streets under ``*** FLOP *** [cards]`` or ``***
  3rd STREET ***`` lines, each followed by a running ``Main pot $X | Rake $Y`` line (not read);
  ``Uncalled bet ($X) returned to Ann``, ``Ann shows [cards] (…)``, ``Ann mucks hand``, ``Ann
  collected $X from main pot`` (``side pot-1``).
* A summary: ``Total pot $1.19 | Rake $0.04 | JP Fee $0.02``, the board, a line a seat.

**The pot and the rake.** The summary's total pot is what the players collected, after the
rake and the jackpot fee (JP Fee), both of which the room took: the reader's rake is their sum,
and the pot before it the total pot and the rake together, so the proof checks the rake to the
cent. A hand won without a showdown may have no ``collected`` line: its summary's ``did not show
and won $X`` says what the player won.

**An unmatched bet.** Where nobody calls the last bet and the room does not say it returned it
(a big blind's walk: ``won $9.00`` for the small blind's $3 and the whole big blind), the reader
counts the unmatched part as returned, as the engine plays it: that player's amount and the pot
are both less that part, the rake unchanged.

**Tournament chips** are written with two places (``9750.00``) but are whole: the reader reads
a tournament's whole amounts as whole chips, so a pot split between tied players gives its odd
chip whole, as the room does, not halves of one.

**The odd cases.** A returning player's ``posts dead $0.75`` (at $0.25/$0.50) is the small and
big blinds together: the big blind posted live and the rest dead money, in the pot as nobody's
bet (PHH writes it in the player's ``antes`` entry). A bare ``posts $X`` is live if it is the big
blind, dead if less (a missed small blind alone), and the big blind live and the rest dead if
more; ``posts dead`` no more than the big blind is all dead. A seat ``is sitting out`` or waiting
for the button is not dealt in. A tie splits each pot as the engine does (hold'em's odd chip to
the first winner after the button, stud's by the cards, as online rooms give it; the network
documents no other rule), so a split the room wrote otherwise does not add up. Play money (the
table's ``(Play Money)``) writes no ``$`` and has no currency. Chips a player adds come between
hands, in the next hand's seat line. The network writes no mark for a cancelled hand that public
descriptions give.

Refused with a :class:`~pokervariants.sites.SiteFormatError` naming the line: games this library
does not have (five-card Omaha, Six Plus hold'em, the all-in-or-fold structure), cap tables'
``caps``, run it twice, and the older format (``Game started at:``).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card
from ._build import STUD_CODES
from ._ledger import Ledger
from ._reader import LineReader
from ._text import money, player_line, split_hands
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "Winning Poker Network"
STREAMS = True
"""Hands split at their first lines: a file is read a piece at a time (``sites.Room``)."""

_START = re.compile(r"^\ufeff?(?:(?:Game )?Hand #\d+ - |Game started at: )", re.MULTILINE)
_HEADER = re.compile(
    r"^(?:Game )?Hand #(?P<hand>\d+) - (?:(?P<event>[^#]*?)\s*Tournament #(?P<tournament>\d+) - )?"
    r"(?P<game>[^()]+?)\s*\((?P<limit>[^)]*)\) - "
    r"(?:Level (?P<level>\S+) \((?P<blinds>[^)]*)\)|(?P<stakes>[^-]*?))\s*-\s*"
    r"(?P<time>\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})(?:\s+(?P<zone>[A-Z]{2,4}))?\s*$"
)
_TABLE = re.compile(r"^(?P<table>.*?)\s*(?P<max>\d+)-max(?P<play>\s+\(Play Money\))?(?:\s+Seat #(?P<button>\d+) is the button)?\s*$")
_SEAT = re.compile(r"^Seat (?P<number>\d+): (?P<name>.+?) \((?P<stack>[^()]*\d[^()]*)\)(?P<rest>.*)$")
_STREET = re.compile(r"^\*\*\* (?P<name>[^*]+?) \*\*\*(?P<cards>.*)$")
_BRACKETS = re.compile(r"\[([^\]]*)\]")
_UNCALLED = re.compile(r"^Uncalled bet \((?P<amount>[^)]*)\) returned to (?P<name>.+)$")
_COLLECTED = re.compile(r"^(?P<name>.+) collected (?P<amount>\S+) from (?:the )?(?:main|side) pot")
_TOTAL = re.compile(r"^Total pot (?P<pot>\S+)(?P<rest>.*)$")
_WON = re.compile(r"(?:did not show and won|and won) (?P<amount>[^\s,]*\d[\d.,]*)")

_GAMES: dict[str, tuple[str | None, str | None, str]] = {
    "holdem": ("NT", "PV-PT", "FT"),
    "omaha": ("PV-NO", "PO", "PV-FO"),
    "omaha h/l": ("PV-NO/8", "PV-PO/8", "FO/8"),
    "7stud": (None, None, "F7S"),
    "7stud h/l": (None, None, "F7S/8"),
}
"""The network's games (as its header writes them, lower case) and their PHH codes in no, pot and fixed limit."""
_LIMITS = ("no limit", "pot limit", "fixed limit")
_HOLE = {"NT": 2, "PV-PT": 2, "FT": 2}
"""Face-down cards each player gets in a flop game (the Omahas: four)."""
_STUD_STREETS = {"3RD STREET": 3, "4TH STREET": 1, "5TH STREET": 1, "6TH STREET": 1, "7TH STREET": 1}
"""Stud's streets and the cards each deals a player."""


def looks_like(text: str) -> bool:
    """Whether ``text`` is the Winning Poker Network's (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text``, with the number of its first line."""
    return split_hands(text, _START)


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError` says
    which line and why where it cannot be read."""
    return _Reader(text, first_line).read()


def _amount(text: str) -> Decimal:
    return money(text.replace(" and is all-in", ""))


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text.lstrip("\ufeff"), first_line)
        self.lines = [line.rstrip() for line in self.lines]
        self.steps: list[Step] = []
        self.shows: list[Step] = []
        self.collected: dict[str, Decimal] = {}
        self.folded: set[str] = set()
        self.pending: dict[str, tuple[Card, ...]] = {}  # the Dealt to lines of the street being read
        self.dealt_street = ""
        self.ledger = Ledger()
        self.big_blind_posted = False
        self.big_blind = Decimal(0)
        """The big blind (fixed limit's small bet), which a returning player's post is measured by."""
        self.chips = False
        """A tournament's: amounts in whole chips, written with two places."""

    def amount(self, text: str) -> Decimal:
        amount = _amount(text)
        if self.chips and amount == amount.to_integral_value():
            return amount.quantize(Decimal(1))  # "9750.00" chips: 9750
        return amount

    def read(self) -> RoomHand:
        if self.lines and self.lines[0].startswith("Game started at:"):
            raise self.fail("the network's older format (Game started at: …) is not read yet", 0)
        header = _HEADER.match(self.lines[0]) if self.lines else None
        if header is None:
            raise self.fail("not a Winning Poker Network hand header (Hand #… - Game(Limit) - stakes - time)", 0)
        self.hand = header["hand"]
        self.chips = header["tournament"] is not None
        game = self._game(header)
        self.code = game.code
        self.big_blind = game.big_blind or game.small_bet
        table = _TABLE.match(self.lines[1]) if len(self.lines) > 1 else None
        if table is None:
            raise self.fail("the table line (NAME N-max Seat #B is the button) is missing", 1)
        seats, index = self._seats(2)
        self.names = sorted((seat.name for seat in seats), key=len, reverse=True)
        dealt_in = sorted((seat for seat in seats if not seat.sitting_out), key=lambda s: s.number)
        if len(dealt_in) < 2:
            raise self.fail(f"{len(dealt_in)} player{'s' if len(dealt_in) != 1 else ''} dealt in: not a hand to replay", index - 1)
        button = int(table["button"]) if table["button"] else None
        self.order = [seat.name for seat in dealt_in]
        if button is not None and game.code not in STUD_CODES:
            self.order = [s.name for s in dealt_in if s.number > button] + [s.name for s in dealt_in if s.number <= button]
        summary = self._body(index)
        game = self._stakes(game)
        pot, rake = self._summary(summary)
        left = self.ledger.unreturned()
        if left is not None and self.collected.get(left[0], Decimal(0)) >= left[1]:
            self.collected[left[0]] -= left[1]
            pot -= left[1]
        name = table["table"].strip()
        quoted = re.fullmatch(r"Table '(.*)'", name)
        stakes = header["stakes"] or ""
        try:
            when = datetime.datetime.strptime(header["time"], "%Y/%m/%d %H:%M:%S")
        except ValueError:
            raise self.fail(f"the time {header['time']!r} is not a date and time", 0) from None
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=button, steps=tuple(self.steps + self.shows),
            collected=self.collected, rake=rake, pot=pot, table=quoted[1] if quoted else name, seat_count=int(table["max"]),
            time=when, time_zone=header["zone"], currency="USD" if "$" in stakes else None, tournament=header["tournament"],
            level=int(header["level"]) if header["level"] and header["level"].isdigit() else None, line=self.first,
        )  # fmt: skip

    def _game(self, header: re.Match[str]) -> Game:
        """The PHH code and the stakes: the blinds, or a fixed limit's bets (a tournament's level
        gives its blinds, whose big blind is the small bet)."""
        name, limit = header["game"].strip(), header["limit"].strip()
        codes = _GAMES.get(name.lower())
        if limit.lower() not in _LIMITS:
            raise self.fail(f"the {limit!r} structure is not one this library plays", 0)
        code = codes[_LIMITS.index(limit.lower())] if codes is not None else None
        if code is None:
            raise self.fail(f"the network's {name} ({limit}) is not a game this library reads", 0)
        stakes = header["blinds"] if header["blinds"] is not None else header["stakes"].split(",")[0]
        amounts = stakes.split("/")
        if len(amounts) != 2:
            raise self.fail(f"the stakes {stakes!r} are not two amounts such as $0.50/$1.00", 0)
        small, big = self._money(amounts[0], 0), self._money(amounts[1], 0)
        if code in STUD_CODES or (code.startswith(("F", "PV-F")) and header["blinds"] is None):
            return Game(code=code, small_bet=small, big_bet=big)
        if code.startswith(("F", "PV-F")):
            return Game(code=code, small_blind=small, big_blind=big, small_bet=big, big_bet=2 * big)
        return Game(code=code, small_blind=small, big_blind=big)

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        """The seats from line ``index``, and the index of the line after them. A seat that gives no
        stack (``will be allowed to play after the button``) is not in the hand."""
        seats: list[Seat] = []
        while index < len(self.lines) and self.lines[index].startswith("Seat "):
            seat = _SEAT.match(self.lines[index])
            if seat is not None:
                out = "sitting out" in seat["rest"]
                seats.append(Seat(number=int(seat["number"]), name=seat["name"], stack=self._money(seat["stack"], index), sitting_out=out))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME ($STACK))", index)
        return seats, index

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME rest``), and the rest."""
        return player_line(self.names, line, " ")

    def _body(self, index: int) -> int:
        """Read the posts, the streets, the actions and the showdown from line ``index`` on; the
        index of the summary's line."""
        street = ""
        for i in range(index, len(self.lines)):
            line = self.lines[i]
            marker = _STREET.match(line)
            if marker is not None:
                self._deal(street, i)
                self.pending = {}
                street = marker["name"].strip().upper()
                if street == "SUMMARY":
                    return i
                self._street(street, marker["cards"], i)
                continue
            if line.startswith(("Main pot", "Side pot")):
                continue  # the running pot, each street
            if line.startswith("Dealt to "):
                self._dealt_to(line, i)
                continue
            uncalled = _UNCALLED.match(line)
            if uncalled is not None and uncalled["name"] in self.names:
                self.ledger.give_back(uncalled["name"], self._money(uncalled["amount"], i))
                continue
            collected = _COLLECTED.match(line)
            if collected is not None and collected["name"] in self.names:
                self.collected[collected["name"]] = self.collected.get(collected["name"], Decimal(0)) + self._money(collected["amount"], i)
                continue
            said = self._player(line)
            if said is not None:
                self._step(street, *said, i)
        self._deal(street, len(self.lines) - 1)
        return len(self.lines)

    def _street(self, street: str, cards: str, i: int) -> None:
        """A street's marker: its board, and a new betting round."""
        if street in ("HOLE CARDS", "SHOW DOWN"):
            return
        if street == "RUN IT TWICE" or re.fullmatch(r"(?:FLOP|TURN|RIVER|SHOW DOWN) \d", street):
            raise self.fail("the board run twice (*** RUN IT TWICE ***) is not read yet", i)
        self.ledger.new_street()
        if street in _STUD_STREETS and self.code in STUD_CODES:
            return
        if street not in ("FLOP", "TURN", "RIVER") or self.code in STUD_CODES:
            raise self.fail(f"a street the game does not have: {street!r}", i)
        groups = _BRACKETS.findall(cards)
        if not groups:
            raise self.fail(f"the {street.lower()} without its cards", i)
        self.steps.append(Board(self._cards(groups[-1], i), self.first + i))

    def _dealt_to(self, line: str, i: int) -> None:
        rest = line[len("Dealt to ") :]
        name = next((n for n in self.names if rest.startswith(n + " [")), None)
        if name is None:
            raise self.fail("cards dealt to a player who is not seated", i)
        groups = _BRACKETS.findall(rest[len(name) :])
        if not groups:
            raise self.fail(f"cards dealt to {name} without their cards ([…])", i)
        self.pending[name] = self._cards(groups[-1], i)  # the cards new this street: the last bracket

    def _deal(self, street: str, i: int) -> None:
        """The deal of the street being read, once its ``Dealt to`` lines are read: every player
        still in gets the street's cards, those the history does not show as ``None``."""
        stud = self.code in STUD_CODES
        if stud and street in _STUD_STREETS:
            count = _STUD_STREETS[street]
        elif not stud and street == "HOLE CARDS":
            count = _HOLE.get(self.code, 4)
        else:
            return
        if self.dealt_street == street:
            return
        self.dealt_street = street
        for name in self.order:
            if name in self.folded:
                continue
            cards: tuple[Card | None, ...] = self.pending.get(name, ())
            if stud and street == "3RD STREET" and len(cards) == 1:  # another player's door card: two down before it
                cards = (None, None, *cards)
            if cards and len(cards) != count:
                raise self.fail(f"{name} is dealt {len(cards)} cards here, where the game deals {count}", i)
            self.steps.append(Dealt(name, cards if cards else (None,) * count, self.first + i))

    def _step(self, street: str, name: str, rest: str, i: int) -> None:
        """One line of play of ``name``."""
        line = self.first + i
        if rest.startswith("posts "):
            self._post(name, rest[len("posts ") :], i)
            return
        if rest.startswith(("caps", "cap ")):
            raise self.fail(f"a cap table's cap ({name} {rest}) is not read: the replay has no cap on what a player puts in", i)
        kind: ActKind | None = None
        amount: Decimal | None = None
        if rest == "folds" or rest.startswith("folds "):
            kind = ActKind.FOLD
        elif rest == "checks" or rest.startswith("checks "):
            kind = ActKind.CHECK
        elif rest.startswith("calls "):
            kind, amount = ActKind.CALL, self._money(rest[len("calls ") :], i)
            self.ledger.put(name, amount)
        elif rest.startswith("bets "):
            kind, amount = ActKind.BET, self.ledger.put(name, self._money(rest[len("bets ") :], i))
        elif rest.startswith("raises ") and " to " in rest:
            kind, amount = ActKind.RAISE, self._money(rest.partition(" to ")[2], i)
            self.ledger.to(name, amount)
        elif (bring := re.match(r"brings[- ]in(?: low)? (.*)$", rest)) is not None:
            kind, amount = ActKind.BRING_IN, self._money(bring[1], i)
            self.ledger.put(name, amount)
        elif rest.startswith("shows "):
            groups = _BRACKETS.findall(rest)
            if groups and "-" not in groups[0]:  # "[- Jc]": one card shown, the other not
                self.shows.append(Showed(name, self._cards(groups[0], i), line))
            return
        elif rest.startswith("mucks"):
            self.shows.append(Mucked(name, line))
            return
        if kind is not None:
            self._deal(street, i)
            self.pending = {}
            self.steps.append(Act(name, kind, line, amount))
            if kind is ActKind.FOLD:
                self.folded.add(name)
        # anything else (does not show, sits out, is disconnected, chat) changes no chips

    def _post(self, name: str, rest: str, i: int) -> None:
        line = self.first + i
        for words, kind in (("the small blind ", PostKind.SMALL_BLIND), ("the big blind ", PostKind.BIG_BLIND), ("ante ", PostKind.ANTE)):
            if rest.startswith(words):
                amount = self._money(rest[len(words) :], i)
                if kind is PostKind.BIG_BLIND and self.big_blind_posted:
                    kind = PostKind.POST  # a second big blind: a player posting to come in
                self.big_blind_posted |= kind is PostKind.BIG_BLIND
                if kind is not PostKind.ANTE:
                    self.ledger.put(name, amount)
                self.steps.append(Post(name, kind, amount, line))
                return
        dead = rest.startswith("dead ")
        amount = self._money(rest.removeprefix("dead "), i)
        if not dead and amount == self.big_blind:  # "posts $0.50": a live post to come in
            self.ledger.put(name, amount)
            self.steps.append(Post(name, PostKind.POST, amount, line))
            return
        # a returning player's: the big blind live and the rest dead ("posts dead $0.75"), or all of it dead
        live = self.big_blind if amount > self.big_blind else Decimal(0)
        self.steps.append(Post(name, PostKind.DEAD, amount - live, line))
        if live:
            self.ledger.put(name, live)
            self.steps.append(Post(name, PostKind.POST, live, line))

    def _stakes(self, game: Game) -> Game:
        """The game with what the posts and the bring-in say: the antes, and stud's bring-in."""
        antes = [step.amount for step in self.steps if isinstance(step, Post) and step.kind is PostKind.ANTE]
        bring_in = next((step.amount for step in self.steps if isinstance(step, Act) and step.kind is ActKind.BRING_IN), None)
        return Game(
            code=game.code, small_blind=game.small_blind, big_blind=game.big_blind, ante=max(antes, default=Decimal(0)),
            bring_in=bring_in if bring_in is not None else Decimal(0), small_bet=game.small_bet, big_bet=game.big_bet,
        )  # fmt: skip

    def _summary(self, index: int) -> tuple[Decimal, Decimal]:
        """The pot before the room took its share, and that share (the rake and the jackpot fee);
        what each player won where no ``collected`` line says it (a hand won without a showdown)."""
        for i in range(index, len(self.lines)):
            total = _TOTAL.match(self.lines[i])
            if total is None:
                continue
            taken = Decimal(0)
            for part in total["rest"].split("|"):
                part = part.strip()
                if not part:
                    continue
                share = re.fullmatch(r"(?:Rake|JP Fee) (\S+)", part)
                if share is None:
                    raise self.fail(f"an unknown share of the pot in the summary: {part!r}", i)
                taken += self._money(share[1], i)
            if not self.collected:
                self._won(index)
            return self._money(total["pot"], i) + taken, taken
        raise self.fail("the summary gives no total pot (Total pot …)", min(index, len(self.lines) - 1))

    def _won(self, index: int) -> None:
        """What the summary says each player won (``Seat 2: Ann did not show and won $9.00``)."""
        for i in range(index, len(self.lines)):
            line = self.lines[i]
            if not line.startswith("Seat "):
                continue
            rest = line.partition(": ")[2]
            name = next((n for n in self.names if rest.startswith(n + " ")), None)
            won = _WON.search(rest)
            if name is not None and won is not None:
                self.collected[name] = self.collected.get(name, Decimal(0)) + self._money(won["amount"], i)
