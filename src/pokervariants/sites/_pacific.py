"""888poker's hand histories (Pacific Poker, Cassava before it): hold'em and Omaha, Omaha hi/lo
too, in no limit, pot limit and fixed limit; cash games, Snap Poker's fast-fold pools and
tournaments (BLAST jackpot sit & goes among them).

The format, as 888 writes it: a hand opens with ``#Game No : N`` and
``***** 888poker Hand History for Game N *****`` (``Cassava``, ``888poker.es`` and the like on other
skins and years), then the stakes, game and date (``$0.05/$0.10 Blinds No Limit Holdem - *** 03 12
2026 18:00:00``), the table (``Table Alpha 6 Max (Real Money)``, or ``Tournament #N $10 + $1 -
Table #2 (Real Money)``), ``Seat N is the button``, the number of players, one line a seat
(``Seat 1: Ann ( $10.50 )``), the posts (``Ann posts small blind [$0.05]``), the streets under
``** Dealing down cards **``, ``** Dealing flop ** [ 7h, 8s, 2c ]``, turn and river, the player's
own cards as ``Dealt to Ann [ Ah, Kh ]``, each action as ``NAME verb [amount]``, and a summary: who
shows (``Ann shows [ Ah, Kh ]``) or mucks (``Bea mucks [ 5c, 5d ]``), and what each player
collected (``Ann collected [ $1.20 ]``, one line a pot).

What the reader assumes, from the room's own histories as public readers describe them:

* An amount in an action is what the action puts in, not what the bet comes to: a big blind of
  $0.10 who ``raises [$0.30]`` makes the bet $0.40, a small blind of $0.05 who ``calls [$0.05]``
  completes to $0.10. The reader converts raises and bets to PHH's "the bet comes to".
* ``collected`` leaves out an uncalled bet, which 888 returns without a line.
* 888 writes no rake and no total pot. A tournament's rake is nil, so its proof checks every chip;
  a cash hand's rake is taken as its pot (every amount put in, less the uncalled bet) less what
  the players collected: its proof then checks that nobody collected more than the pots give
  them and that only winners paid the rake, but cannot check the rake itself.
* Money in any of the room's locales: ``$1,234.50``, ``1.550 $``, ``25 000``. The date is day,
  month, year, as the room writes it, without a time zone; some tournament hands write none.
* A player who folds or ``sits out`` before the cards are dealt, having posted nothing, is not
  dealt in.
* A returning player's ``posts dead blind [$0.05 + $0.10]`` is the big blind posted live and the
  rest (the missed small blind) dead money, in the pot as nobody's bet (PHH writes it in the
  player's ``antes`` entry); public readers show the two amounts in either order, so the reader
  takes their sum, and a sum no more than the big blind is all dead. A second ``posts small
  blind`` is dead money too, and a second ``posts big blind`` a live post to come in.
* A tie splits each pot as the engine does (hold'em's odd chip to the first winner after the
  button, as online rooms give it; 888 documents no other rule), so a hand whose collected amounts
  split a pot otherwise does not add up. Where the rake is taken from a split pot, the proof cannot
  say who paid it, so it checks only that nobody collected more than the pots give.
* Chips a player adds (a rebuy, a top-up) come between hands, in the next hand's seat line.
* Play money (``(Practice Play)``, ``(Play Money)``) and tournament chips have no currency.
* 888 writes no mark for a cancelled hand that public readers know.

Refused, each with a :class:`~pokervariants.sites.SiteFormatError` naming the line: games other
than hold'em and Omaha, a seat without a player's name, a hand in which nobody collects, cards
not written in English (``Kreuz``, ``Dp``).
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card, parse_cards
from ._build import order_of
from ._reader import LineReader
from ._text import any_money, player_line
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "888poker"
STREAMS = True
"""Hands split at their first lines: a file is read a piece at a time (``sites.Room``)."""

_BRAND = r"\*{4,5} (?:Cassava|888poker|888)\S* (?P<kind>Snap Poker |BLAST )?Hand History for Game (?P<hand>\d+)"
_START = re.compile(rf"^{_BRAND}", re.MULTILINE)
_HEADER = re.compile(rf"^{_BRAND} \*{{4,5}}\s*$")
_GAME_NO = re.compile(r"^#Game No : \d+\s*$")
_GAME = re.compile(r"^(?P<stakes>.+?) Blinds (?P<limit>No Limit|Pot Limit|Fix Limit|Limit) (?P<game>.+?)(?: Jackpot table)? - \*\*\*\s*(?P<date>.*?)\s*$")
_DATE = re.compile(r"(?P<day>\d{1,2}) (?P<month>\d{1,2}) (?P<year>\d{4}) (?P<hour>\d{1,2}):(?P<minute>\d{2}):(?P<second>\d{2})")
_TABLE = re.compile(
    r"^(?:Table (?P<table>.+?)|Tournament #(?P<tournament>\d+)(?P<rest>.*?))(?: (?P<max>\d+) Max)?(?: \((?P<money>[^)]*)\))?\s*$"
)
_TABLE_NO = re.compile(r" - Table #(?P<table>\d+)$")
_BUTTON = re.compile(r"^Seat (?P<seat>\d+) is the button\s*$")
_SEAT = re.compile(r"^Seat (?P<number>\d+): (?P<name>.*?) ?\( (?P<stack>[^()]*?) \)\s*$")
_STREET = re.compile(r"^\*\* (?P<name>[^*]+?) \*\*(?P<cards>.*)$")
_BRACKET = re.compile(r"\[\s*(?P<inside>[^\]]*?)\s*\]")

_GAMES: dict[tuple[str, str], str] = {
    ("holdem", "No Limit"): "NT", ("holdem", "Pot Limit"): "PV-PT", ("holdem", "Fix Limit"): "FT", ("holdem", "Limit"): "FT",
    ("omaha", "Pot Limit"): "PO", ("omaha", "No Limit"): "PV-NO", ("omaha", "Fix Limit"): "PV-FO", ("omaha", "Limit"): "PV-FO",
    ("omahahl", "Pot Limit"): "PV-PO/8", ("omahahl", "No Limit"): "PV-NO/8", ("omahahl", "Fix Limit"): "FO/8", ("omahahl", "Limit"): "FO/8",
}  # fmt: skip
"""888's game names (lower case, without spaces and apostrophes, "hi/lo" as "hl") and betting, as PHH codes."""

_FIXED = frozenset({"FT", "PV-FO", "FO/8"})
_CURRENCIES = {"$": "USD", "€": "EUR", "£": "GBP"}
_STREETS = {"dealing down cards": "preflop", "dealing flop": "flop", "dealing turn": "turn", "dealing river": "river", "summary": "summary"}


def looks_like(text: str) -> bool:
    """Whether ``text`` is 888's (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text`` (from its ``#Game No`` line where it has one), with the number of
    its first line."""
    starts = []
    for match in _START.finditer(text):
        start = match.start()
        before = text.rfind("\n", 0, max(start - 1, 0)) + 1 if start else 0
        if start and _GAME_NO.match(text[before : start - 1].rstrip("\r")):
            start = before
        starts.append(start)
    line, counted = 1, 0
    for index, start in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(text)
        line += text.count("\n", counted, start)
        counted = start
        yield line, text[start:end]


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One 888 hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError` says
    which line and why where it cannot be read."""
    return _Reader(text, first_line).read()


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text, first_line)
        self.steps: list[Step] = []
        self.shows: list[Step] = []
        self.collected: dict[str, Decimal] = {}
        self.folded: set[str] = set()
        self.street_bets: dict[str, Decimal] = {}
        """What each player has put in on the street being read (posts count; antes do not)."""
        self.put_in: dict[str, Decimal] = {}
        """What each player has put in over the hand, antes and blinds included."""
        self.dead = Decimal(0)
        """Dead blinds posted: in the pot, but nobody's bet (so never part of a bet nobody called)."""
        self.out: set[str] = set()
        """Players seated but not dealt in."""
        self.hole: dict[str, tuple[Card, ...]] = {}
        self.dealt = False
        self.deal_line: int | None = None
        """The index of the line that deals the hole cards."""
        self.names: list[str] = []
        self.seats: list[Seat] = []
        self.button = 0
        self.code = ""

    def read(self) -> RoomHand:
        index = 1 if self.lines and _GAME_NO.match(self.lines[0]) else 0
        header = _HEADER.match(self.lines[index]) if index < len(self.lines) else None
        if header is None:
            raise self.fail("not an 888 hand header (***** 888poker Hand History for Game N *****)", index)
        self.hand = header["hand"]
        index += 1
        game_line = _GAME.match(self.lines[index]) if index < len(self.lines) else None
        if game_line is None:
            raise self.fail("the stakes and game line (such as '$0.05/$0.10 Blinds No Limit Holdem - *** …') is missing", index)
        index += 1
        table = _TABLE.match(self.lines[index]) if index < len(self.lines) else None
        if table is None:
            raise self.fail("the table line (Table … or Tournament #…) is missing", index)
        tournament = table["tournament"]
        code, game, currency = self._game(game_line, index - 1, tournament is not None or (table["money"] or "") in ("Practice Play", "Play Money"))
        index += 1
        button = _BUTTON.match(self.lines[index]) if index < len(self.lines) else None
        if button is None:
            raise self.fail("the button line (Seat N is the button) is missing", index)
        index += 1
        if index < len(self.lines) and self.lines[index].startswith("Total number of players"):
            index += 1
        seats, index = self._seats(index)
        self.names = sorted((seat.name for seat in seats), key=len, reverse=True)
        self.seats = seats
        self.button = int(button["seat"])
        self.code = code
        game = self._body(index, game)
        if not self.collected:
            raise self.fail("nobody collects the pot (the hand has no 'collected' line)", len(self.lines) - 1)
        rake = Decimal(0) if tournament is not None else self._rake()
        seat_list = tuple(Seat(s.number, s.name, s.stack, sitting_out=s.name in self.out) for s in seats)
        name = table["table"]
        if tournament is not None:
            numbered = _TABLE_NO.search(table["rest"] or "")
            name = numbered["table"] if numbered else None
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=seat_list, button=self.button, steps=tuple(self.steps + self.shows),
            collected=self.collected, rake=rake, table=name, seat_count=int(table["max"]) if table["max"] else None,
            time=_when(game_line["date"]), currency=currency, tournament=tournament, line=self.first,
        )  # fmt: skip

    def _game(self, line: re.Match[str], index: int, chips: bool) -> tuple[str, Game, str | None]:
        """The PHH code, the stakes (the blinds; fixed limit's bets from them) and the currency."""
        name = re.sub(r"[\s']", "", line["game"].lower().replace("hi/lo", "hl"))
        code = _GAMES.get((name, line["limit"]))
        if code is None:
            raise self.fail(f"888's {line['limit']} {line['game']!r} is not a game this library reads", index)
        amounts = line["stakes"].split("/")
        if len(amounts) != 2:
            raise self.fail(f"the stakes {line['stakes']!r} are not two amounts such as $0.05/$0.10", index)
        small, big = self._money(amounts[0], index), self._money(amounts[1], index)
        currency = None if chips else next((_CURRENCIES[c] for c in line["stakes"] if c in _CURRENCIES), None)
        game = Game(code=code, small_blind=small, big_blind=big)
        if code in _FIXED:  # 888 names fixed limit by its blinds: the small bet is the big blind
            game = Game(code=code, small_blind=small, big_blind=big, small_bet=big, big_bet=2 * big)
        return code, game, currency

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        seats: list[Seat] = []
        while index < len(self.lines) and (seat := _SEAT.match(self.lines[index])) is not None:
            if not seat["name"].strip():
                raise self.fail(f"seat {seat['number']} has no player's name", index)
            seats.append(Seat(number=int(seat["number"]), name=seat["name"], stack=self._money(seat["stack"], index)))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME ( STACK ))", index)
        return seats, index

    def amount(self, text: str) -> Decimal:
        return any_money(text)

    def _cards(self, text: str, index: int) -> tuple[Card, ...]:
        try:
            return parse_cards(text.replace(",", " "))
        except ValueError as error:
            raise self.fail(f"bad cards [ {text} ]: {error}", index) from None

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME rest``), and the rest."""
        return player_line(self.names, line, " ")

    def _amount(self, rest: str, index: int) -> Decimal:
        bracket = _BRACKET.search(rest)
        if bracket is None:
            raise self.fail(f"an action without its amount: {rest!r}", index)
        return self._money(bracket["inside"], index)

    def _body(self, index: int, game: Game) -> Game:
        """Read the posts, streets, actions, shows and collected amounts from line ``index`` on."""
        street, big_blind_posted, small_blind_posted = "", False, False
        posted: set[str] = set()
        marked = any(line.strip().lower() == "** dealing down cards **" for line in self.lines)
        holes = 2 if self.code in ("NT", "PV-PT", "FT") else 4
        for i in range(index, len(self.lines)):
            line = self.lines[i].rstrip()
            marker = _STREET.match(line)
            if marker is not None:
                name = _STREETS.get(marker["name"].strip().lower())
                if name is None:
                    raise self.fail(f"an unknown street: {line!r}", i)
                if name == "preflop":
                    self.deal_line = i
                else:
                    self._deal(holes, i)
                    self.street_bets = {}  # the blinds count on the first street only
                street = name
                if name in ("flop", "turn", "river"):
                    cards = _BRACKET.search(marker["cards"])
                    if cards is None:
                        raise self.fail(f"the {name} without its cards", i)
                    self.steps.append(Board(self._cards(cards["inside"], i), self.first + i))
                continue
            if line.startswith("Dealt to "):
                self._dealt_to(line, holes, i)
                continue
            said = self._player(line)
            if said is None:
                continue  # the hands' names at a showdown ("(Hi: …)"), blank lines
            player, rest = said
            if rest.startswith("posts "):
                post = self._post(player, rest[6:], i, big_blind_posted, small_blind_posted, game.big_blind)
                big_blind_posted = big_blind_posted or post.kind is PostKind.BIG_BLIND
                small_blind_posted = small_blind_posted or post.kind is PostKind.SMALL_BLIND
                posted.add(player)
                if post.kind is PostKind.SMALL_BLIND:
                    game = _with(game, small_blind=post.amount)
                elif post.kind is PostKind.BIG_BLIND:
                    game = _with(game, big_blind=post.amount)
                elif post.kind is PostKind.ANTE:
                    game = _with(game, ante=max(game.ante, post.amount))
                self.steps.append(post)
                continue
            if marked and street == "" and rest.rstrip() in ("folds", "sits out", "is sitting out") and player not in posted:
                self.out.add(player)  # folds or sits out before the deal, having posted nothing: not dealt in
                continue
            step = self._summary(player, rest, i) if street == "summary" or rest.startswith(("shows ", "mucks ", "collected ")) else self._act(player, rest, i)
            if step is None:
                continue
            if isinstance(step, (Showed, Mucked)):
                self.shows.append(step)
            else:
                self._deal(holes, i)
                self.steps.append(step)
        self._deal(holes, len(self.lines) - 1)
        return game

    def _post(self, player: str, rest: str, index: int, big_blind_posted: bool, small_blind_posted: bool, big_blind: Decimal) -> Post:
        line = self.first + index
        for words, kind in (("small blind ", PostKind.SMALL_BLIND), ("big blind ", PostKind.BIG_BLIND), ("ante ", PostKind.ANTE), ("the ante ", PostKind.ANTE)):
            if rest.startswith(words):
                amount = self._amount(rest, index)
                if kind is PostKind.BIG_BLIND and big_blind_posted:
                    kind = PostKind.POST  # a second big blind: a player posting to come in
                if kind is PostKind.SMALL_BLIND and small_blind_posted:
                    kind = PostKind.DEAD  # a second small blind: a returning player's, dead
                    self.dead += amount
                    return Post(player, kind, amount, line)
                self._put(player, amount, counts_on_street=kind is not PostKind.ANTE)
                return Post(player, kind, amount, line)
        if rest.startswith("dead blind"):
            return self._dead_blind(player, rest, index, big_blind)
        raise self.fail(f"an unknown post: {rest!r}", index)

    def _dead_blind(self, player: str, rest: str, index: int, big_blind: Decimal) -> Post:
        """``posts dead blind [$0.05 + $0.10]``: the big blind live (the post returned) and the rest
        dead (added to the steps here); all of it dead if it is no more than the big blind."""
        bracket = _BRACKET.search(rest)
        if bracket is None:
            raise self.fail(f"a dead blind without its amounts: {rest!r}", index)
        total = sum((self._money(part, index) for part in bracket["inside"].split("+")), Decimal(0))
        live = big_blind if total > big_blind else Decimal(0)
        line = self.first + index
        self.dead += total - live
        if not live:
            return Post(player, PostKind.DEAD, total, line)
        self.steps.append(Post(player, PostKind.DEAD, total - live, line))
        self._put(player, live)
        return Post(player, PostKind.POST, live, line)

    def _put(self, player: str, amount: Decimal, *, counts_on_street: bool = True) -> None:
        self.put_in[player] = self.put_in.get(player, Decimal(0)) + amount
        if counts_on_street:
            self.street_bets[player] = self.street_bets.get(player, Decimal(0)) + amount

    def _act(self, player: str, rest: str, index: int) -> Step | None:
        line = self.first + index
        verb = rest.split(" ", 1)[0]
        if verb == "folds":
            self.folded.add(player)
            return Act(player, ActKind.FOLD, line)
        if verb == "checks":
            return Act(player, ActKind.CHECK, line)
        if verb in ("calls", "bets", "raises"):
            added = self._amount(rest, index)
            self._put(player, added)
            kind = {"calls": ActKind.CALL, "bets": ActKind.BET, "raises": ActKind.RAISE}[verb]
            return Act(player, kind, line, added if kind is ActKind.CALL else self.street_bets[player])
        return None  # sits out, is disconnected, and the like

    def _summary(self, player: str, rest: str, index: int) -> Step | None:
        if rest.startswith("collected "):
            self.collected[player] = self.collected.get(player, Decimal(0)) + self._amount(rest, index)
            return None
        if rest.startswith("shows "):
            cards = _BRACKET.search(rest)
            return Showed(player, self._cards(cards["inside"], index), self.first + index) if cards else None
        if rest.startswith("mucks"):
            return Mucked(player, self.first + index)
        return None  # did not show his hand

    def _dealt_to(self, line: str, holes: int, index: int) -> None:
        said = self._player(line[len("Dealt to ") :])
        if said is None:
            raise self.fail("cards dealt to a player who is not seated", index)
        player, rest = said
        bracket = _BRACKET.search(rest)
        cards = self._cards(bracket["inside"], index) if bracket else ()
        if len(cards) != holes:
            raise self.fail(f"{player} is dealt {len(cards)} cards, where the game deals {holes}", index)
        self.hole[player] = cards

    def _deal(self, holes: int, index: int) -> None:
        """The hole cards, once: the player's own where the history shows them, unseen for the others."""
        if self.dealt:
            return
        self.dealt = True
        seats = tuple(Seat(s.number, s.name, s.stack, sitting_out=s.name in self.out) for s in self.seats)
        room = RoomHand(site=NAME, hand=self.hand, game=Game(code=self.code), seats=seats, button=self.button)
        for player in order_of(room):
            cards: tuple[Card | None, ...] = self.hole.get(player, (None,) * holes)
            self.steps.append(Dealt(player, cards, self.first + (self.deal_line if self.deal_line is not None else index)))

    def _rake(self) -> Decimal:
        """The pot (every amount put in, less the uncalled bet) less what the players collected."""
        amounts = sorted(self.put_in.values(), reverse=True)
        uncalled = amounts[0] - amounts[1] if len(amounts) > 1 else Decimal(0)
        pot = sum(amounts, Decimal(0)) - uncalled + self.dead
        collected = sum(self.collected.values(), Decimal(0))
        if collected > pot:
            raise self.fail(f"the players collect {collected}, more than the pot of {pot}", len(self.lines) - 1)
        return pot - collected


def _when(text: str) -> datetime.datetime | None:
    date = _DATE.search(text)
    if date is None:
        return None
    try:
        year, month, day, hour, minute, second = (int(date[part]) for part in ("year", "month", "day", "hour", "minute", "second"))
        return datetime.datetime(year, month, day, hour, minute, second)
    except ValueError:
        return None


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
