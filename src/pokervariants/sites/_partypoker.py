"""PartyPoker's hand histories: hold'em and Omaha in each betting structure, Omaha hi/lo,
seven-card stud and stud hi/lo, cash games and tournaments.

The format, as PartyPoker wrote it from 2005 on, and as this reader understands it:

- A hand begins ``***** Hand History for Game N *****`` (``For Game`` in early files), often
  after ``Game #N starts.`` and ``#Game No : N``, which the reader leaves alone. The next line
  is the game: for cash ``$0.10/$0.25 USD NL Texas Hold'em``, ``$15/$30 USD Texas Hold'em``
  (fixed limit), ``$10/$20 USD FL 7 Card Stud Hi-Lo``, or, in earlier years, the table's
  largest buy-in alone (``$25 USD NL Texas Hold'em``: the blinds are then read from the
  posts); for tournaments ``NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7
  Blinds-Antes(400/800 -25)`` (``Stakes-Antes(60/120-10)`` in stud). After a dash comes the
  time: ``Sunday, July 24, 19:32:00 CEST 2016`` (the zone sometimes left out).
- Then ``Table NAME (Real Money)`` (``(Play Money)``: the history has no currency, whatever the
  stakes say), ``Seat 4 is the button``, ``Total number of players :
  6/9`` and one line a seat, in any order: ``Seat 1: NAME ( $25.12 USD )`` (``seat1:`` and
  ``seat 1:`` in some years; tournament chips ``( 1,500 )``). A tournament may say its level
  and blinds again after the seats (``Trny: 47928230 Level: 4`` and ``Blinds(100/200)``),
  which then hold.
- Posts: ``NAME posts small blind [$0.10 USD].``, ``posts big blind [$0.25 USD].``, ``posts
  ante [10]``; a second small or big blind is a post to come in, and ``posts big blind + dead
  [$1.50 USD]`` the big blind live and the rest (the missed small blind) dead. Tournaments before 2013
  write no blind posts: the blinds are posted by the first two players in the hand after the
  button (the button and the other heads-up), as ``Blinds(…)`` says, and the proof shows
  whether that was so.
- Streets: ``** Dealing down cards **``, ``** Dealing Flop ** [ Td, Qc, 6d ]``, ``** Dealing
  Turn ** [ 8s ]``, ``** Dealing River ** [ 5d ]``; stud's ``** Dealing **``, ``** Dealing
  Fourth street **`` to ``Sixth street`` and ``** Dealing River **``. Only the player's own
  cards are given (``Dealt to NAME [ 9h 3s ]``), in stud too: the others' up cards are unseen.
- Actions: ``NAME folds``, ``checks``, ``calls [$0.75 USD]``, ``bets [$2.21 USD]``, ``raises
  [$1 USD]``, ``is all-In  [$20.90 USD]``, ``bring-ins [$3 USD]``, ``completes [$10 USD]``,
  ``double bets [120]``; each amount is what the action adds (a raise ``[$1]`` from the big
  blind of $0.25 comes to $1.25), and an all-in is a call, a bet or a raise by what it comes
  to. A line may end in a full stop. ``NAME opens`` (stud) says nothing more.
- The showdown: ``NAME shows [ Ah, Kd ]two pairs…``, ``NAME doesn't show [ 9c, Ad ]…`` and
  ``NAME does not show cards.`` (a muck, and written too for players who folded, where it
  means nothing); then ``NAME wins $10.50 USD from the main pot with…``, ``wins 800 chips``,
  ``wins Lo ($90.50 USD) from the main pot``, two of them on one line in some exports.
- Everything else is left alone: chat (``NAME: text``), ``has joined the table``, ``has left
  the table``, ``is sitting out``, ``did not respond in time``, ``will be using their time
  bank``, ``is disconnected…``, ``Player NAME finished in 4.``, ``Game #N ends.``.

What PartyPoker does not write, the reader works out, and the proof checks. An uncalled bet is
not returned in the text: the player who put in the most gets back what nobody called, and that
is inside what the room says the player won, so the reader takes it out. Nor does Party write the
pot or its rake: the pot is what the players put in, less the bet returned, and the rake is the
pot less what the players won. A tournament is not raked (its rake must be none); a cash hand
whose players win more than the pot, or whose rake is more than a tenth of the pot (a winner's
line missing), is refused. The replay then checks that each player won what its pots give.

A tie splits a pot as the engine does, the odd chip to the first winner after the button (the rule
of button games; no PartyPoker document says otherwise), which the proof checks in a tournament.
Party writes no line for chips a player adds or rebuys: the next hand's seat line has them. Nor
does it mark a hand it cancelled; a history the client could not finish stops at ``Connection
Lost due to some reason`` or ``Table Closed``, before anyone wins.

Who is in the hand: the seats that take a step in it (a post, a card, an action, a win). Amounts
are read with commas as thousands separators, or as the decimal point where a comma is followed
by two digits at the end (``$26,02 USD``, as some exports write them); spaces between digits
separate thousands (``1 200``).

Refused, each with a :class:`~pokervariants.sites.SiteFormatError` saying so: games this library
does not have (Double Hold'em and the like), a player who acts without a seat (one who joined after
the seats were written), and a history cut short (above): it was played out, unseen, so it is no
cancelled hand, but a partial one that cannot be proven.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card, parse_cards
from ._build import STUD_CODES
from ._reader import LineReader
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step
from ._text import money, player_line, split_hands

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "PartyPoker"
STREAMS = True
"""Hands split at their first lines: a file is read a piece at a time (``sites.Room``)."""

_START = re.compile(r"^\ufeff?\*{5} Hand History [Ff]or Game (?P<hand>\d+) \*{5}", re.MULTILINE)
_WHEN = re.compile(r"\s*-?\s*[A-Za-z]+,\s*(?P<month>[A-Za-z]+) (?P<day>\d{1,2}), (?P<time>\d{1,2}:\d{2}:\d{2})\s+(?:(?P<zone>[A-Z]{1,6})\s+)?(?P<year>\d{4})\s*$")
_CASH = re.compile(r"^(?P<small>[$€£]?\s?[\d.,]+)(?:/(?P<big>[$€£]?[\d.,]+))?\s+(?:(?P<currency>[A-Z]{3})\s+)?(?P<game>.+)$")
_TOURNAMENT_GAME = re.compile(r"^(?P<game>[A-Za-z][A-Za-z0-9' -]*?)\s*(?=[$€£]|\d[\d.,]*\s*(?:[A-Z]{3}\s+)?Buy-in|Trny|$)")
_TRNY = re.compile(r"Trny:\s*(?P<trny>\d+)(?:\s+Level:\s*(?P<level>\d+))?")
_BLINDS = re.compile(r"(?P<label>Blinds|Stakes)(?:-Antes)?\(\s*(?P<small>[\d., ]+?)\s*/\s*(?P<big>[\d., ]+?)(?:\s*-\s*(?P<ante>[\d., ]+?))?\s*\)")
_TABLE = re.compile(r"^Table\s+(?P<table>.*?)\s*\(\s*(?P<money>Real|Play)\s+Money\s*\)\s*$")
_BUTTON = re.compile(r"^Seat (?P<seat>\d+) is the button")
_PLAYERS = re.compile(r"^Total number of players\s*:\s*\d+(?:\s*/\s*(?P<most>\d+))?")
_SEAT = re.compile(r"^[Ss]eat ?(?P<number>\d+): (?P<name>.+?) \(\s*(?P<stack>[^()]*?)\s*\)\s*$")
_STREET = re.compile(r"^\*\* Dealing (?P<name>[^*]*?) ?\*\*(?P<rest>.*)$")
_BRACKET = re.compile(r"\[\s*(?P<inside>[^\]]*?)\s*\]")
_WIN = re.compile(r"\s*(?:Lo\s*\(\s*)?(?P<amount>[$€£]?\s?[\d.,]+(?:\s?[A-Z]{3})?)(?:\s*chips)?")
_NO_SMALL_BLIND = "There is no Small Blind in this hand"
_CUT_SHORT = ("Connection Lost due to some reason", "Table Closed")
"""The lines where a history the client could not finish stops (no winner follows)."""

_STRUCTURES = (("nl ", "N"), ("pl ", "P"), ("fl ", "F"))
"""PartyPoker's betting structures; a game named without one is fixed limit."""
_CODES = {
    ("N", "texas hold'em"): "NT", ("F", "texas hold'em"): "FT", ("P", "texas hold'em"): "PV-PT",
    ("P", "omaha"): "PO", ("P", "omaha hi"): "PO", ("F", "omaha"): "PV-FO", ("F", "omaha hi"): "PV-FO",
    ("N", "omaha"): "PV-NO", ("N", "omaha hi"): "PV-NO",
    ("F", "omaha hi-lo"): "FO/8", ("P", "omaha hi-lo"): "PV-PO/8", ("N", "omaha hi-lo"): "PV-NO/8",
    ("F", "7 card stud"): "F7S", ("F", "7 card stud hi"): "F7S", ("F", "7 card stud hi-lo"): "F7S/8",
}  # fmt: skip
"""PartyPoker's games in each structure (lower case), and their PHH codes."""

_STUD_STREETS = {"": 3, "fourth street": 1, "fifth street": 1, "sixth street": 1, "river": 1}
_BOARD_STREETS = ("flop", "turn", "river")
_STEPS = ("posts ", "folds", "checks", "calls", "bets", "raises", "is all-in", "bring-ins", "completes", "double bets", "shows [", "doesn't show [", "wins ")
"""How the lines begin (after the player's name, in lower case) that say the player is in the hand."""
_MONTHS = {month: number for number, month in enumerate(("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"), 1)}


def looks_like(text: str) -> bool:
    """Whether ``text`` is PartyPoker's (a hand's first line)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text`` (from its ``***** Hand History`` line), with the number of its first line."""
    return split_hands(text, _START, "***** Hand History ")


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One PartyPoker hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError`
    says which line and why where it cannot be read."""
    return _Reader(text, first_line).read()


def _amount(text: str) -> Decimal:
    """An amount as PartyPoker writes it: ``$1,000 USD``, ``€0.10 EUR``, ``2,000``, ``1 200``,
    ``800 chips``, ``$26,02 USD`` (a decimal comma), a full stop after it."""
    bare = re.sub(r"\b[A-Z]{3}\b|chips|[$€£]", "", text).strip().rstrip(".").strip()
    bare = re.sub(r"(?<=\d) (?=\d)", "", bare)
    try:
        return money(bare, comma=re.search(r",\d{1,2}$", bare) is not None and "." not in bare)
    except ValueError:
        raise ValueError(f"{text.strip()!r} is not an amount") from None


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text, first_line)
        self.steps: list[Step] = []
        self.shows: dict[str, Showed | Mucked] = {}
        self.collected: dict[str, Decimal] = {}
        self.folded: set[str] = set()
        self.dealt_street: str | None = None
        self.street: dict[str, Decimal] = {}
        """What each player has put in on this street (the blinds preflop, the bring-in in stud)."""
        self.put_in: dict[str, Decimal] = {}
        """What each player has put in in the hand, antes included."""
        self.dead_money = Decimal(0)
        """Dead blinds posted: in the pot, but no player's bet (so never a bet nobody called)."""
        self.play_money = False
        """The table plays for play money (``Table NAME (Play Money)``): its history has no currency."""

    def read(self) -> RoomHand:
        start = _START.match(self.lines[0]) if self.lines else None
        if start is None:
            raise self.fail("not a PartyPoker hand (***** Hand History for Game N *****)", 0)
        self.hand = start["hand"]
        when = _WHEN.search(self.lines[1]) if len(self.lines) > 1 else None
        if when is None:
            raise self.fail("the game line does not end with the date (Sunday, July 24, 19:32:00 CEST 2016)", 1)
        description = self.lines[1][: when.start()].strip()
        tournament = bool(re.search(r"Trny|Buy-in", description))
        table, button, seat_count, index = self._table(2)
        tournament = tournament or any(_TRNY.match(line) for line in self.lines[index : index + 12])
        seats, index = self._seats(index)
        self.names = sorted((seat.name for seat in seats), key=len, reverse=True)
        self.wins = re.compile("(?P<name>" + "|".join(re.escape(name) for name in self.names) + ") wins ")
        self.code, game, currency = self._game(description, tournament)
        self.stud = self.code in STUD_CODES
        event, level, game = self._levels(description, index, game)
        taking_part = self._taking_part(index)
        seats = [Seat(seat.number, seat.name, seat.stack, sitting_out=seat.name not in taking_part) for seat in seats]
        dealt_in = [seat for seat in sorted(seats, key=lambda s: s.number) if not seat.sitting_out]
        self.order = [seat.name for seat in dealt_in]
        if not self.stud:
            if button is None:
                raise self.fail("the button's seat (Seat N is the button) is missing", 2)
            self.order = [s.name for s in dealt_in if s.number > button] + [s.name for s in dealt_in if s.number <= button]
        stacks = {seat.name: seat.stack for seat in seats}
        if tournament:
            self._implicit_posts(game, stacks, index)
        game = self._body(index, game)
        if not self.stud and not game.big_blind and not game.small_bet:
            raise self.fail("the blinds are neither in the game line nor posted", 1)
        unfolded = [name for name in self.order if name not in self.folded]
        shows: list[Step] = [step for name, step in self.shows.items() if name in unfolded] if len(unfolded) > 1 else []
        pot, rake = self._pot_and_rake(tournament, len(self.lines) - 1)
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=None if self.stud else button,
            steps=tuple(self.steps + shows), collected=self.collected, rake=rake, pot=pot, table=table, seat_count=seat_count,
            time=self._time(when), time_zone=when["zone"], currency=None if tournament or self.play_money else currency, tournament=event,
            level=level, line=self.first,
        )  # fmt: skip

    def _table(self, index: int) -> tuple[str | None, int | None, int | None, int]:
        """The table's name, the button's seat and the table's size, from the lines before the seats
        (and whether the table plays for play money)."""
        table = button = most = None
        while index < len(self.lines) and not _SEAT.match(self.lines[index]):
            line = self.lines[index].strip()
            if (named := _TABLE.match(line)) is not None:
                table = " ".join(named["table"].replace("(No DP)", "").split())
                self.play_money = named["money"] == "Play"
            elif (seat := _BUTTON.match(line)) is not None:
                button = int(seat["seat"])
            elif (players := _PLAYERS.match(line)) is not None and players["most"]:
                most = int(players["most"])
            index += 1
        return table, button, most, index

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        seats: list[Seat] = []
        while index < len(self.lines) and (seat := _SEAT.match(self.lines[index])) is not None:
            try:
                stack = _amount(seat["stack"])
            except ValueError as error:
                raise self.fail(str(error), index) from None
            seats.append(Seat(number=int(seat["number"]), name=seat["name"], stack=stack))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME ( $STACK USD ))", index)
        return seats, index

    def _game(self, description: str, tournament: bool) -> tuple[str, Game, str | None]:
        """The PHH code, the game with the stakes the game line says, and the currency."""
        stakes = None if tournament else _CASH.match(description)
        named = _TOURNAMENT_GAME.match(description) if tournament else stakes
        if named is None:
            raise self.fail(f"the game line {description!r} does not name a game", 1)
        name = " ".join(word for word in named["game"].split() if word.lower() != "fastforward")
        lower = name.lower()
        letter, kind = next(((letter, lower[len(words) :]) for words, letter in _STRUCTURES if lower.startswith(words)), ("F", lower))
        code = _CODES.get((letter, kind))
        if code is None:
            raise self.fail(f"PartyPoker's {name!r} is not a game this library reads", 1)
        game = Game(code=code)
        currency = None
        if stakes is not None:
            symbol = {"$": "USD", "€": "EUR", "£": "GBP"}.get(stakes["small"][:1])
            currency = stakes["currency"] or symbol
            if stakes["big"]:  # the stakes, not the table's largest buy-in
                small, big = self._money(stakes["small"], 1), self._money(stakes["big"], 1)
                game = _stakes(code, small, big)
        return code, game, currency

    def _levels(self, description: str, index: int, game: Game) -> tuple[str | None, int | None, Game]:
        """A tournament's number, its level and the game with the level's stakes: the game line's,
        unless the lines after the seats say others."""
        event = level = None
        for i, line in [(1, description), *((i, self.lines[i]) for i in range(index, min(index + 4, len(self.lines))))]:
            if (trny := _TRNY.search(line)) is not None:
                event, level = trny["trny"], int(trny["level"]) if trny["level"] else level
            if (blinds := _BLINDS.search(line)) is not None:
                small, big = self._money(blinds["small"], i), self._money(blinds["big"], i)
                ante = self._money(blinds["ante"], i) if blinds["ante"] else Decimal(0)
                if self.stud or blinds["label"] == "Stakes" or not _fixed(self.code):
                    game = _with(_stakes(self.code, small, big), ante=ante)
                else:  # a fixed limit's blinds: its bets are the big blind and twice it
                    game = Game(code=self.code, small_blind=small, big_blind=big, ante=ante, small_bet=big, big_bet=2 * big)
        return event, level, game

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME verb…``), and the rest."""
        return player_line(self.names, line, " ")

    def _taking_part(self, index: int) -> set[str]:
        """The players who take a step in the hand (a post, a card, an action, a win)."""
        taking_part: set[str] = set()
        for line in self.lines[index:]:
            if line.startswith("Dealt to "):
                taking_part.update(n for n in self.names if line[9:].startswith(n + " ["))
            elif (said := self._player(line)) is not None and said[1].lower().startswith(_STEPS):
                taking_part.add(said[0])
        return taking_part

    def _implicit_posts(self, game: Game, stacks: dict[str, Decimal], index: int) -> None:
        """A tournament's antes and blinds, where the hand does not write them: the antes from
        everyone in the hand, the blinds from the first two in the hand after the button."""
        text = "\n".join(self.lines[index:])
        line = index + self.first
        if game.ante and " posts ante " not in text:
            for name in self.order:
                self._post(Post(name, PostKind.ANTE, min(game.ante, stacks[name]), line))
        if self.stud or " posts small blind " in text or " posts big blind " in text or len(self.order) < 2:
            return
        posting = self.order if len(self.order) > 2 else self.order[::-1]  # heads-up: the button posts the small blind
        posting = posting[1:] if _NO_SMALL_BLIND in text else posting
        kinds = (PostKind.BIG_BLIND,) if _NO_SMALL_BLIND in text else (PostKind.SMALL_BLIND, PostKind.BIG_BLIND)
        for name, kind in zip(posting, kinds):
            blind = game.small_blind if kind is PostKind.SMALL_BLIND else game.big_blind
            self._post(Post(name, kind, min(blind, stacks[name] - self.put_in.get(name, Decimal(0))), line))

    def _post(self, post: Post) -> None:
        self.steps.append(post)
        if post.kind is PostKind.DEAD:
            self.dead_money += post.amount
            return
        self.put_in[post.player] = self.put_in.get(post.player, Decimal(0)) + post.amount
        if post.kind is not PostKind.ANTE:
            self.street[post.player] = self.street.get(post.player, Decimal(0)) + post.amount

    def _body(self, index: int, game: Game) -> Game:
        """Read the posts, streets, actions and showdown from line ``index`` on."""
        street, big_blind_posted, small_blind_posted = None, False, False
        pending: dict[str, tuple[Card | None, ...]] = {}  # the player's own cards on the street being read
        for i in range(index, len(self.lines)):
            line = self.lines[i].strip()
            marker = _STREET.match(line)
            if marker is not None:
                self._deal(street, pending, i)
                pending = {}
                street = self._street(marker, i)
                continue
            if line.startswith("Dealt to "):
                rest = line[9:]
                name = next((n for n in self.names if rest.startswith(n + " [")), None)
                if name is None:
                    raise self.fail("cards dealt to a player who is not seated", i)
                pending[name] = self._cards(rest[len(name) :], i)
                count = self._count(street)
                if count is not None and len(pending[name]) != count:
                    raise self.fail(f"{name} is dealt {len(pending[name])} cards here, where the game deals {count}", i)
                continue
            if line in _CUT_SHORT:
                raise self.fail(f"a partial hand: the history stops at {line!r}, before anyone wins", i)
            said = self._player(line)
            if said is None:
                if re.search(r"^\S+ (?:posts|folds|checks|calls|bets|raises|is all-In)\b", line):
                    raise self.fail(f"{line.split()[0]!r} acts but has no seat (a player who joined after the seats were written)", i)
                continue  # chat, players joining and leaving, the tournament's level
            name, rest = said
            self._deal(street, pending, i)
            pending = {}
            rest = rest.strip().rstrip(".").strip()
            if rest.startswith("wins "):
                self._wins(line, i)
                continue
            if rest.startswith("posts big blind + dead"):  # a returning player: the big blind live, the rest dead
                self._dead_and_live(name, rest, i, game.big_blind)
                continue
            if rest.startswith("posts "):
                post = self._posted(name, rest, i, small_blind_posted, big_blind_posted)
                small_blind_posted = small_blind_posted or post.kind is PostKind.SMALL_BLIND
                big_blind_posted = big_blind_posted or post.kind is PostKind.BIG_BLIND
                if post.kind is PostKind.BIG_BLIND and not game.big_blind and not game.small_bet:
                    game = _with(game, big_blind=post.amount)
                self._post(post)
                continue
            step = self._step(name, rest, i)
            if isinstance(step, (Showed, Mucked)):
                if isinstance(step, Showed) or not isinstance(self.shows.get(name), Showed):
                    self.shows[name] = step
            elif step is not None:
                self.steps.append(step)
                if isinstance(step, Act) and step.kind is ActKind.BRING_IN and step.amount is not None:
                    game = _with(game, bring_in=step.amount)
        self._deal(street, pending, len(self.lines) - 1)
        return game

    def _street(self, marker: re.Match[str], index: int) -> str:
        """The street a ``** Dealing … **`` line begins (its board dealt, for a flop game's streets)."""
        name = marker["name"].strip().lower()
        if name != "down cards":
            self.street = {}  # the blinds stay in the first round; a later street starts from nothing
        if self.stud:
            if name not in _STUD_STREETS:
                raise self.fail(f"an unknown street in stud ({marker['name'].strip()})", index)
            return name
        if name != "down cards" and name not in _BOARD_STREETS:
            raise self.fail(f"an unknown street ({marker['name'].strip()})", index)
        if name in _BOARD_STREETS:
            bracket = _BRACKET.search(marker["rest"])
            if bracket is None:
                raise self.fail(f"the {name} without its cards", index)
            self.steps.append(Board(self._cards(bracket.group(0), index), index + self.first))
        return name

    def _deal(self, street: str | None, pending: dict[str, tuple[Card | None, ...]], index: int) -> None:
        """The deal of the street just begun, once its ``Dealt to`` line is read: every player still
        in gets the street's cards, those the history does not show as ``None``."""
        count = self._count(street)
        if count is None or street == self.dealt_street:
            return
        self.dealt_street = street
        for name in self.order:
            if name in self.folded:
                continue
            cards = pending.get(name, ())
            self.steps.append(Dealt(name, cards or (None,) * count, index + self.first))

    def _count(self, street: str | None) -> int | None:
        """How many cards each player is dealt on ``street`` (``None``: none, or a board's)."""
        if self.stud and street is not None:
            return _STUD_STREETS[street]
        if street == "down cards":
            return 4 if "O" in self.code else 2
        return None

    def amount(self, text: str) -> Decimal:
        return _amount(text)

    def _cards(self, text: str, index: int) -> tuple[Card, ...]:
        bracket = _BRACKET.search(text)
        inside = bracket["inside"] if bracket is not None else ""
        try:
            return parse_cards(inside.replace(",", " "))
        except ValueError as error:
            raise self.fail(f"bad cards [{inside}]: {error}", index) from None

    def _added(self, name: str, rest: str, index: int) -> Decimal:
        """What an action adds (the amount in its brackets), and what the player has put in on the street then."""
        bracket = _BRACKET.search(rest)
        if bracket is None:
            raise self.fail(f"an action without its amount: {rest!r}", index)
        added = self._money(bracket["inside"], index)
        self.street[name] = self.street.get(name, Decimal(0)) + added
        self.put_in[name] = self.put_in.get(name, Decimal(0)) + added
        return added

    def _dead_and_live(self, name: str, rest: str, index: int, big_blind: Decimal) -> None:
        """``posts big blind + dead [$1.50]``: the big blind posted live, the rest (the missed small
        blind) dead money."""
        bracket = _BRACKET.search(rest)
        if bracket is None:
            raise self.fail(f"a post without its amount: {rest!r}", index)
        total = self._money(bracket["inside"], index)
        if not big_blind or total <= big_blind:
            raise self.fail(f"a big blind and dead blind of {total} are no more than the big blind, {big_blind}", index)
        line = index + self.first
        self._post(Post(name, PostKind.DEAD, total - big_blind, line))
        self._post(Post(name, PostKind.POST, big_blind, line))

    def _posted(self, name: str, rest: str, index: int, small_blind_posted: bool, big_blind_posted: bool) -> Post:
        line = index + self.first
        bracket = _BRACKET.search(rest)
        for words, kind, posted in (("posts small blind", PostKind.SMALL_BLIND, small_blind_posted), ("posts big blind", PostKind.BIG_BLIND, big_blind_posted), ("posts ante", PostKind.ANTE, False)):
            if rest.startswith(words) and bracket is not None:
                return Post(name, PostKind.POST if posted else kind, self._money(bracket["inside"], index), line)
        raise self.fail(f"an unknown post: {rest!r}", index)

    def _step(self, name: str, rest: str, index: int) -> Step | None:
        line = index + self.first
        lower = rest.lower()
        if lower == "folds":
            self.folded.add(name)
            return Act(name, ActKind.FOLD, line)
        if lower == "checks":
            return Act(name, ActKind.CHECK, line)
        if lower.startswith(("shows [", "doesn't show [", "does not show")):
            return Showed(name, self._cards(rest, index), line) if lower.startswith("shows") else Mucked(name, line)
        verbs = (("calls", ActKind.CALL), ("bets", ActKind.BET), ("double bets", ActKind.BET), ("raises", ActKind.RAISE), ("bring-ins", ActKind.BRING_IN), ("completes", ActKind.COMPLETE), ("is all-in", None))
        for verb, kind in verbs:
            if lower.startswith(verb) and lower[len(verb) : len(verb) + 1] in ("", " ", "["):
                before = max(self.street.values(), default=Decimal(0))
                added = self._added(name, rest, index)
                to = self.street[name]
                if kind is None:  # an all-in is a call, a bet or a raise by what it comes to
                    kind = ActKind.CALL if to <= before else ActKind.BET if before == 0 else ActKind.RAISE
                return Act(name, kind, line, added if kind is ActKind.BRING_IN else to)
        return None  # opens, is sitting out, did not respond in time, shows 8,5,3,2,A for low…

    def _wins(self, line: str, index: int) -> None:
        """What a ``NAME wins …`` line gives each player (some exports write two on one line)."""
        for said in self.wins.finditer(line):
            amount = _WIN.match(line, said.end())
            if amount is None:
                raise self.fail(f"an unreadable win: {line!r}", index)
            name = said["name"]
            self.collected[name] = self.collected.get(name, Decimal(0)) + self._money(amount["amount"], index)

    def _pot_and_rake(self, tournament: bool, index: int) -> tuple[Decimal, Decimal]:
        """The pot (what the players put in, less the bet nobody called) and the rake (the pot less
        what the players won, the returned bet taken out of its player's winnings)."""
        ranked = sorted(self.put_in.items(), key=lambda item: item[1], reverse=True)
        returned = ranked[0][1] - (ranked[1][1] if len(ranked) > 1 else Decimal(0)) if ranked else Decimal(0)
        if returned:
            top = ranked[0][0]
            if self.collected.get(top, Decimal(0)) < returned:
                raise self.fail(f"{top}'s bet of {returned} nobody called is not in what {top} won", index)
            self.collected[top] -= returned
        pot = sum(self.put_in.values(), Decimal(0)) - returned + self.dead_money
        rake = pot - sum(self.collected.values(), Decimal(0))
        if rake < 0:
            raise self.fail(f"the players win {-rake} more than the pot of {pot}", index)
        if not tournament and rake * 10 > pot:
            raise self.fail(f"the pot of {pot} less what the players won leaves {rake}, more than a tenth of it (a winner's line missing?)", index)
        return pot, Decimal(0) if tournament else rake

    def _time(self, when: re.Match[str]) -> datetime.datetime:
        hour, minute, second = (int(part) for part in when["time"].split(":"))
        try:
            return datetime.datetime(int(when["year"]), _MONTHS.get(when["month"].lower(), 0), int(when["day"]), hour, minute, second)
        except ValueError:
            raise self.fail(f"the date ({when['month']} {when['day']}, {when['year']}) is not a date", 1) from None


def _stakes(code: str, small: Decimal, big: Decimal) -> Game:
    """The game with the stakes a game line gives: the blinds in no and pot limit, the bets in fixed limit and stud."""
    if _fixed(code):
        return Game(code=code, small_bet=small, big_bet=big)
    return Game(code=code, small_blind=small, big_blind=big)


def _fixed(code: str) -> bool:
    return code in STUD_CODES or code.startswith(("F", "PV-F"))


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
