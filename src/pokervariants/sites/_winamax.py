"""Winamax's hand histories: hold'em and Omaha (high, and hi/lo) in each betting structure, cash
games (Go Fast, its fast-fold pool, included) and tournaments.

The format, as Winamax writes it: a header line (``Winamax Poker - CashGame - HandId:
#18876587-492053-1695486636 - Holdem no limit (0.01€/0.02€) - 2026/12/03 16:00:00 UTC``; a
tournament's names it, its buy-in and its level, ``Tournament "Name" buyIn: 0.90€ + 0.10€ level:
4``, and its stakes are ``(ante/small blind/big blind)``), the table (``Table: 'Nice 02' 6-max
(real money) Seat #1 is the button``), one line a seat (``Seat 1: Zoé (2.04€)``, a tournament's
with the bounty), then sections: ``*** ANTE/BLINDS ***`` (the posts, and ``Dealt to`` the
player's own cards), ``*** PRE-FLOP ***``, ``*** FLOP *** [7h 8s 2c]``, ``*** TURN *** [7h 8s
2c][Kd]``, ``*** RIVER ***``, ``*** SHOW DOWN ***`` and ``*** SUMMARY ***`` (``Total pot 8.20€ |
Rake 0.35€``, or ``| No rake``). Actions have no colon (``Zoé raises 0.04€ to 0.06€``, the
amount a raise comes to last), and amounts carry the euro sign after the number (tournament
chips have none). Times are UTC; older histories say CET or CEST, kept as written.

What the reader assumes, from Winamax's own histories:

* No line returns an uncalled bet. What a player collects includes it (a bet nobody called comes
  back as part of "collected", or as a "side pot" of its own), and ``Total pot`` is everything put
  in less the rake. The reader takes each player's uncalled bet (what the player put in beyond
  any other player) off what the player collected and adds the rake to the pot, so the proof
  compares the pots the replay builds with the room's.
* A seat that neither posts, acts, is dealt, shows nor collects was not dealt in: Winamax lists
  players sitting out like the others.
* ``posts big blind … out of position`` is a live post to come in (PHH's negative blind entry),
  and ``posts small blind … out of position`` a returning player's missed small blind, posted
  as dead money (PHH's ante of that player).
* A ``(play money)`` table's history has no currency (its amounts carry no euro sign).
* A tie splits a pot as the engine does, the odd chip to the first winner after the button (the
  rule of button games; no Winamax document says otherwise), which the proof checks wherever no
  rake is taken (tournaments, ``No rake``).
* No line for chips a player adds, for a disconnection or for a hand the room cancelled is known
  (public readers of the format show none): chips added show in the next hand's seat line, and a
  player's line the reader does not know is left alone.
* A loser who does not show is ``mucked`` in the summary.

Refused, with a :class:`~pokervariants.sites.SiteFormatError` naming the line: 5-card Omaha (not a
game this library has), Winamax's stud, razz and draw games (not read yet), money the room adds
to the pot (the Hold-up and Escape pots) and a raise among the posts.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card
from ._reader import LineReader
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step
from ._text import money, player_line, split_hands

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "Winamax"
STREAMS = True
"""Hands split at their header lines: a file is read a piece at a time (``sites.Room``)."""

_START = re.compile(r"^\ufeff?Winamax Poker - [^\n]*HandId: #", re.MULTILINE)
_HEADER = re.compile(
    r"^\ufeff?Winamax Poker - (?P<kind>.*?) - HandId: #(?P<hand>[0-9][0-9-]*) - (?P<game>[^(]+?) \((?P<stakes>[^)]*)\)"
    r" - (?P<time>\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})(?: (?P<zone>[A-Z]+))?"
)
_TOURNAMENT = re.compile(r'^Tournament "(?P<name>[^"]*)"(?:.*\blevel: (?P<level>\d+))?')
_TABLE = re.compile(r"^Table: '(?P<table>.*)' (?P<max>\d+)-max(?: \((?P<money>[^)]*)\))?(?: Seat #(?P<button>\d+) is the button)?")
_TOURNAMENT_ID = re.compile(r"\((\d+)\)#\d+$")
_SEAT = re.compile(r"^Seat (?P<number>\d+): (?P<name>.+) \((?P<stack>[^()]*)\)$")
_STREET = re.compile(r"^\*\*\* (?P<name>[^*]+?) \*\*\*(?P<cards>.*)$")
_BRACKETS = re.compile(r"\[([^\]]*)\]")
_COLLECTED = re.compile(r" collected (?P<amount>\S+) from (?:the )?(?:main |side )?pot(?: \d+)?$")
_TOTAL = re.compile(r"^Total pot (?P<pot>\S+) \| (?:No rake|Rake (?P<rake>\S+))")
_MUCKED = re.compile(r"^Seat \d+: (?P<rest>.+) mucked(?: \[[^\]]*\])?$")
_ROOM_MONEY = re.compile(r"^(?:Hold-up|Escape) to Pot\b", re.IGNORECASE)

_STRUCTURES = {"no limit": "N", "pot limit": "P", "fixed limit": "F"}
_GAMES: dict[tuple[str, str], str] = {
    ("holdem", "N"): "NT", ("holdem", "P"): "PV-PT", ("holdem", "F"): "FT",
    ("omaha", "N"): "PV-NO", ("omaha", "P"): "PO", ("omaha", "F"): "PV-FO",
    ("omaha hi/lo", "N"): "PV-NO/8", ("omaha hi/lo", "P"): "PV-PO/8", ("omaha hi/lo", "F"): "FO/8",
    ("omaha8", "N"): "PV-NO/8", ("omaha8", "P"): "PV-PO/8", ("omaha8", "F"): "FO/8",
}  # fmt: skip
"""Winamax's game names (lower case) and betting structures, and their PHH codes."""
_FIVE_CARD_OMAHA = ("omaha5", "5 card omaha")
_NOT_YET = ("7-card stud", "7stud", "razz", "2-7 triple draw", "lowball27")

_BOARD_STREETS = ("FLOP", "TURN", "RIVER")
_TAKING_PART = ("posts ", "folds", "checks", "calls ", "bets ", "raises ", "shows ", "mucks", "collected ")
"""How the lines of a player dealt in begin (after the name)."""


def looks_like(text: str) -> bool:
    """Whether ``text`` is Winamax's (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text``, with the number of its first line."""
    return split_hands(text, _START, "Winamax Poker - ")


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One Winamax hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError`
    says which line and why where it cannot be read."""
    return _Reader(text, first_line).read()


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text, first_line)
        self.steps: list[Step] = []
        self.shows: list[Showed | Mucked] = []
        self.collected: dict[str, Decimal] = {}
        self.collected_at: dict[str, int] = {}
        self.folded: set[str] = set()
        self.names: list[str] = []
        self.order: list[str] = []
        self.holes = 2
        self.dealt = False
        self.pending: dict[str, tuple[Card, ...]] = {}
        self.street: dict[str, Decimal] = {}
        """What each player has put in on the betting round being read (blinds and posts included)."""
        self.put_in: dict[str, Decimal] = {}
        """What each player has put in on the rounds before it (antes left out: they are never uncalled)."""

    def read(self) -> RoomHand:
        header = _HEADER.match(self.lines[0]) if self.lines else None
        if header is None:
            raise self.fail("not a Winamax hand header", 0)
        self.hand = header["hand"]
        code, game = self._game(header)
        table = _TABLE.match(self.lines[1]) if len(self.lines) > 1 else None
        if table is None:
            raise self.fail("the table line (Table: '…' N-max …) is missing", 1)
        seats, index = self._seats(2)
        self.names = sorted((seat.name for seat in seats), key=len, reverse=True)
        summary = next((i for i, line in enumerate(self.lines) if line.startswith("*** SUMMARY ***")), None)
        if summary is None:
            raise self.fail("the hand has no summary (*** SUMMARY ***)", len(self.lines) - 1)
        seats = self._dealt_in(seats, index, summary)
        button = int(table["button"]) if table["button"] else None
        dealt_in = [seat for seat in seats if not seat.sitting_out]
        if len(dealt_in) < 2:
            raise self.fail(f"{'no player is' if not dealt_in else 'only ' + dealt_in[0].name + ' is'} dealt in: a hand needs two", index)
        self.order = [s.name for s in dealt_in if button is not None and s.number > button] + [s.name for s in dealt_in if button is None or s.number <= button]
        self.holes = 2 if code in ("NT", "PV-PT", "FT") else 4
        game = self._body(index, summary, game)
        pot, rake = self._summary(summary)
        uncalled = self._uncalled()
        for name, amount in uncalled.items():
            if self.collected.get(name, Decimal(0)) < amount:
                raise self.fail(f"{name} put in {amount} that nobody called, but collected {self.collected.get(name, Decimal(0))}", self.collected_at.get(name, summary))
            self.collected[name] -= amount
        tournament = _TOURNAMENT.match(header["kind"])
        tournament_id = _TOURNAMENT_ID.search(table["table"])
        stakes = header["stakes"]
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=button, steps=(*self.steps, *self.shows),
            collected=self.collected, rake=rake, pot=None if pot is None else pot + (rake or 0) - sum(uncalled.values()),
            table=table["table"], seat_count=int(table["max"]), time=self._time(header["time"]),
            time_zone=header["zone"], currency=None if table["money"] == "play money" else "EUR" if "€" in stakes else "USD" if "$" in stakes else None,
            tournament=None if tournament is None else tournament_id[1] if tournament_id else tournament["name"],
            level=int(tournament["level"]) if tournament is not None and tournament["level"] else None, line=self.first,
        )  # fmt: skip

    def _game(self, header: re.Match[str]) -> tuple[str, Game]:
        """The PHH code and the stakes: ``(small/big)`` or ``(ante/small/big)``, a fixed limit's
        being its small and big bets."""
        words = header["game"].strip().lower()
        name, structure = words, ""
        for text, letter in _STRUCTURES.items():
            if words.endswith(" " + text):
                name, structure = words[: -len(text) - 1], letter
        if name.startswith(_FIVE_CARD_OMAHA):
            raise self.fail(f"Winamax's {header['game'].strip()!r} is 5-card Omaha, which is not a game this library has", 0)
        if name.startswith(_NOT_YET):
            raise self.fail(f"Winamax's {header['game'].strip()!r} is not read yet (its hold'em and Omaha are)", 0)
        code = _GAMES.get((name, structure))
        if code is None:
            raise self.fail(f"Winamax's {header['game'].strip()!r} is not a game this library reads", 0)
        try:
            amounts = [money(part) for part in header["stakes"].split("/")]
        except ValueError as error:
            raise self.fail(f"the stakes ({header['stakes']}): {error}", 0) from None
        if len(amounts) not in (2, 3):
            raise self.fail(f"the stakes ({header['stakes']}) are not two or three amounts such as 0.01€/0.02€", 0)
        ante = amounts[0] if len(amounts) == 3 else Decimal(0)
        small, big = amounts[-2:]
        if structure == "F":
            return code, Game(code=code, small_bet=small, big_bet=big, ante=ante)
        return code, Game(code=code, small_blind=small, big_blind=big, ante=ante)

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        seats: list[Seat] = []
        while index < len(self.lines) and (seat := _SEAT.match(self.lines[index].rstrip())) is not None:
            stack = seat["stack"].split(", ")[0]  # a tournament's: "20000, 2.50€ bounty"
            try:
                amount = money(stack) if stack.strip() else Decimal(0)
            except ValueError as error:
                raise self.fail(str(error), index) from None
            seats.append(Seat(number=int(seat["number"]), name=seat["name"], stack=amount, sitting_out=not stack.strip()))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME (STACK))", index)
        return seats, index

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME rest``), and the rest."""
        return player_line(self.names, line, " ")

    def _dealt_in(self, seats: list[Seat], index: int, summary: int) -> list[Seat]:
        """The seats, those who take no part in the hand marked as sitting out."""
        present: set[str] = set()
        for line in self.lines[index:summary]:
            said = self._player(line)
            if said is not None and said[1].startswith(_TAKING_PART):
                present.add(said[0])
            elif line.startswith("Dealt to "):
                present.update(name for name in self.names if line.startswith(f"Dealt to {name} ["))
        return [seat if seat.name in present else Seat(seat.number, seat.name, seat.stack, sitting_out=True) for seat in seats]

    def _body(self, index: int, summary: int, game: Game) -> Game:
        """Read the posts, streets, actions and showdown from line ``index`` to the summary."""
        street = ""
        big_blind_posted = False
        for i in range(index, summary):
            line = self.lines[i].rstrip()
            if _ROOM_MONEY.match(line):
                raise self.fail("money the room adds to the pot (a Hold-up or Escape pot) is not read: no PHH history can say it", i)
            marker = _STREET.match(line)
            if marker is not None:
                street = marker["name"].strip().upper()
                if street in _BOARD_STREETS:
                    self._deal(i)
                    cards = _BRACKETS.findall(marker["cards"])
                    if not cards:
                        raise self.fail(f"the {street.lower()} without its cards", i)
                    self.steps.append(Board(self._cards(cards[-1], i), i + self.first))
                    self._next_round()
                elif street == "PRE-FLOP":
                    self._deal(i)
                continue
            if line.startswith("Dealt to "):
                self._dealt_to(line, i)
                continue
            said = self._player(line)
            if said is None:
                continue  # the room's messages, not the hand's
            name, rest = said
            collected = _COLLECTED.match(" " + rest)
            if collected is not None:
                self.collected[name] = self.collected.get(name, Decimal(0)) + self._money(collected["amount"], i)
                self.collected_at[name] = i
                continue
            if street in ("", "ANTE/BLINDS"):
                if not rest.startswith(("posts ", "raises ")):
                    continue  # denies the big blind, sits out…
                post = self._post(name, rest, i, big_blind_posted)
                if post.kind is PostKind.BIG_BLIND:
                    big_blind_posted = True
                    game = _with(game, big_blind=post.amount) if game.small_bet == 0 else game
                elif post.kind is PostKind.SMALL_BLIND and game.small_bet == 0:
                    game = _with(game, small_blind=post.amount)
                elif post.kind is PostKind.ANTE:
                    game = _with(game, ante=max(game.ante, post.amount))
                if post.kind is not PostKind.ANTE and post.kind is not PostKind.DEAD:
                    self.street[name] = self.street.get(name, Decimal(0)) + post.amount
                self.steps.append(post)
                continue
            step = self._step(name, rest, i)
            if isinstance(step, (Showed, Mucked)):
                self.shows.append(step)
            elif step is not None:
                self._deal(i)
                self.steps.append(step)
        self._deal(summary)
        return game

    def _summary(self, summary: int) -> tuple[Decimal | None, Decimal | None]:
        """The summary's total pot and rake, and the players it says mucked."""
        pot = rake = None
        shown = {step.player for step in self.shows}
        for i in range(summary, len(self.lines)):
            line = self.lines[i].rstrip()
            total = _TOTAL.match(line)
            if total is not None:
                pot = self._money(total["pot"], i)
                rake = self._money(total["rake"], i) if total["rake"] else Decimal(0)
            mucked = _MUCKED.match(line)
            if mucked is not None:
                name = next((n for n in self.names if mucked["rest"] == n or mucked["rest"].startswith(n + " (")), None)
                if name is not None and name not in shown and name not in self.folded:
                    self.shows.append(Mucked(name, i + self.first))
                    shown.add(name)
        return pot, rake

    def _deal(self, index: int) -> None:
        """The hole cards, once: every player dealt in gets them, those the history does not show as ``None``."""
        if self.dealt:
            return
        self.dealt = True
        for name in self.order:
            cards = self.pending.get(name)
            self.steps.append(Dealt(name, cards if cards is not None else (None,) * self.holes, index + self.first))

    def _dealt_to(self, line: str, index: int) -> None:
        name = next((n for n in self.names if line.startswith(f"Dealt to {n} [")), None)
        if name is None:
            raise self.fail("cards dealt to a player who is not seated", index)
        groups = _BRACKETS.findall(line[len(f"Dealt to {name}") :])
        if not groups:
            raise self.fail(f"cards dealt to {name} without their brackets", index)
        cards = self._cards(groups[-1], index)
        if len(cards) != self.holes:
            raise self.fail(f"{name} is dealt {len(cards)} cards, where the game deals {self.holes}", index)
        self.pending[name] = cards

    def _next_round(self) -> None:
        for name, amount in self.street.items():
            self.put_in[name] = self.put_in.get(name, Decimal(0)) + amount
        self.street = {}

    def _uncalled(self) -> dict[str, Decimal]:
        """What each player put in beyond every other player: the bet nobody called."""
        self._next_round()
        uncalled: dict[str, Decimal] = {}
        for name, amount in self.put_in.items():
            others = max((a for n, a in self.put_in.items() if n != name), default=Decimal(0))
            if amount > others:
                uncalled[name] = amount - others
        return uncalled

    def _time(self, text: str) -> datetime.datetime:
        try:
            return datetime.datetime.strptime(text, "%Y/%m/%d %H:%M:%S")
        except ValueError:
            raise self.fail(f"{text!r} is not a date and time", 0) from None

    def amount(self, text: str) -> Decimal:
        return money(text.replace(" and is all-in", ""))

    def _post(self, name: str, rest: str, index: int, big_blind_posted: bool) -> Post:
        line = index + self.first
        out_of_position = rest.endswith(" out of position")
        rest = rest.removesuffix(" out of position")
        for words, kind in (("posts ante ", PostKind.ANTE), ("posts small blind ", PostKind.SMALL_BLIND), ("posts big blind ", PostKind.BIG_BLIND)):
            if rest.startswith(words):
                amount = self._money(rest[len(words) :], index)
                if kind is PostKind.SMALL_BLIND and out_of_position:
                    kind = PostKind.DEAD  # a returning player's missed small blind: dead money, no bet
                if kind is PostKind.BIG_BLIND and (out_of_position or big_blind_posted):
                    kind = PostKind.POST  # a player posting to come in, live
                return Post(name, kind, amount, line)
        if rest.startswith("raises "):
            raise self.fail(f"a raise among the posts ({name} {rest}) is not read", index)
        raise self.fail(f"an unknown post: {name} {rest}", index)

    def _step(self, name: str, rest: str, index: int) -> Step | None:
        line = index + self.first
        rest = rest.removesuffix(" and is all-in")
        if rest == "folds":
            self.folded.add(name)
            return Act(name, ActKind.FOLD, line)
        if rest == "checks":
            return Act(name, ActKind.CHECK, line)
        if rest.startswith("calls "):
            amount = self._money(rest[6:], index)
            self.street[name] = self.street.get(name, Decimal(0)) + amount
            return Act(name, ActKind.CALL, line, amount)
        if rest.startswith("bets "):
            amount = self._money(rest[5:], index)
            self.street[name] = self.street.get(name, Decimal(0)) + amount
            return Act(name, ActKind.BET, line, amount)
        if rest.startswith("raises ") and " to " in rest:
            to = self._money(rest.partition(" to ")[2], index)
            self.street[name] = to
            return Act(name, ActKind.RAISE, line, to)
        if rest.startswith("shows "):
            cards = _BRACKETS.findall(rest)
            return Showed(name, self._cards(cards[0], index), line) if cards else None
        if rest.startswith("mucks"):
            return Mucked(name, line)
        if rest.startswith(("posts ", "raises ")):
            raise self.fail(f"an unreadable action: {name} {rest}", index)
        return None  # sits out, denies the big blind, is disconnected…


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
