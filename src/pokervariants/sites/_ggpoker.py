"""GGPoker's hand histories: hold'em and Omaha (high, and hi/lo) in each betting structure (fixed
limit's stakes the small and big bets, as at PokerStars) and short-deck hold'em, cash games (Rush & Cash, its fast-fold pool, included) and tournaments.

The format, as GGPoker writes it, is PokerStars' with its own words: a header line (``Poker Hand
#RC1234567: Hold'em No Limit ($0.02/$0.05) - 2026/12/03 16:00:00``, the hand number with its
letters, no time zone; a tournament's ``Poker Hand #TM…: Tournament #25313424, NAME Hold'em No
Limit - Level7(100/200) - …``), the table and the button (``Table 'RushAndCash328990' 6-max Seat #1
is the button``), one line a seat (``Seat 1: 4a3f2b1c ($5.23 in chips)``: players other than the
one who saved the history are anonymised as hexadecimal ids), the posts (``NAME: posts small
blind $0.02``, ``NAME: straddle $0.10``, ``NAME: posts button blind $100`` in short deck), a
``Dealt to NAME`` line for every player dealt in (with the cards for the player's own hand),
``NAME: verb amount`` actions, the streets under ``*** FLOP *** [..]`` and so on, ``*** SHOWDOWN
***``, what each player collected (an uncalled bet is returned on its own line, as at
PokerStars), and a summary whose pot line names everything the room took: ``Total pot $2.81 |
Rake $0.06 | Jackpot $0.02 | Bingo $0 | Fortune $0 | Tax $0``. Amounts may have one decimal
place (``$1,270.5``).

What the reader assumes: everything the summary lists beside the pot (rake, jackpot, bingo,
fortune, tax) is money the house took from the pot, so the history's rake (``_rake``, what the
proof compares to the cent) is their sum. Short deck (``ShortDeck``, ``Short Deck``, ``6+
Hold'em``) is PHH's ``NS``: an ante from every player (the stakes' one amount) and a button blind
(the smallest bet). This library ranks a straight above three of a kind (PokerKit's ranking); where
GGPoker ranks them the other way, a showdown between the two does not add up and is refused by
the proof, never accepted.

The odd cases. A missed blind (``NAME: posts missed blind $0.25``, beside or without the
player's live ``posts big blind``) and a second ``posts small blind`` are dead money: in the pot,
nobody's bet (PHH writes it in the player's ``antes`` entry). A second ``posts big blind`` is a
live post to come in. A seat ``is sitting out``, or one without a ``Dealt to`` line, is not dealt
in; an action marked ``(disconnect)`` or ``(timeout)`` is the action. Chips a player adds (a
rebuy, a top-up) come between hands, in the next hand's seat line, so no line of the hand adds
any. A tie splits each pot as the engine does (hold'em's odd chip to the first winner after the
button, as online rooms give it: GGPoker documents no other rule); a split the room wrote
otherwise does not add up and is refused. Play money writes no currency (``(50/100)``, its table
``(Play Money)``), as tournament chips do. A hand marked ``Hand cancelled`` raises
:class:`~pokervariants.sites.HandCancelled`: :func:`~pokervariants.sites.read` leaves it out.
A board run twice or three times names each run's streets and showdown (``*** FIRST FLOP ***``,
``*** SECOND TURN *** [..] [..]``, ``*** SECOND SHOWDOWN ***``, a street every run shares
perhaps under the first run's name): the last bracket of a run's street holds its new cards, and
each run's collected lines add up to what the player collected.

Refused, with a :class:`~pokervariants.sites.SiteFormatError` naming the line: 5- and 6-card Omaha
(``PLO-5``, ``PLO-6``: not games this library has), Omaha pot limit before the flop and no limit
after (``Omaha (NL postflop)``: not a structure this library has), a Cash
Drop (money the room adds to the pot: no PHH history can say it), an all-in EV cashout or
insurance (the room pays the player an expected value in place of the pot: the replay's pots
are then not what anyone collected), and a post the reader does not know.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card
from ._reader import LineReader
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step
from ._text import brackets, money, player_line, split_hands
from .errors import HandCancelled

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "GGPoker"
STREAMS = True
"""Hands split at their header lines: a file is read a piece at a time (``sites.Room``)."""

_START = re.compile(r"^\ufeff?Poker Hand #[A-Za-z]*\d+: ", re.MULTILINE)
_HEADER = re.compile(
    r"^\ufeff?Poker Hand #(?P<hand>[A-Za-z]*\d+): (?P<about>.*?) - (?P<time>\d{4}/\d{1,2}/\d{1,2} \d{1,2}:\d{2}:\d{2})(?: (?P<zone>[A-Z]+))?\s*$"
)
_TOURNAMENT = re.compile(r"^Tournament #(?P<id>\d+), (?P<rest>.*) - Level ?(?P<level>\w+) ?\((?P<stakes>[^)]*)\)$")
_CASH = re.compile(r"^(?P<rest>.*?) \((?P<stakes>[^)]*)\)$")
_TABLE = re.compile(r"^Table '(?P<table>.*)' (?P<max>\d+)-max(?: \((?:Play|Real) Money\))?(?: Seat #(?P<button>\d+) is the button)?")
_SEAT = re.compile(r"^Seat (?P<number>\d+): (?P<name>.+) \((?P<stack>[^()]*?) in chips(?:, [^()]*)?\)(?P<rest>.*)$")
_STREET = re.compile(r"^\*\*\* (?P<name>[^*]+?) \*\*\*(?P<cards>.*)$")
_COLLECTED = re.compile(r"^(?P<name>.*) collected (?P<amount>\S+) from (?:the )?(?:main |side )?pot(?:[- ]\d+)?$")
_TOTAL = re.compile(r"^Total pot (?P<pot>\S+)(?P<shares>.*)$")
_SHARE = re.compile(r"^(?P<label>[A-Za-z][A-Za-z ]*?) (?P<amount>\S+)$")
_MUCKED = re.compile(r"^Seat \d+: (?P<rest>.+?) mucked(?: \[[^\]]*\])?(?: and .*)?$")
_CANCELLED = re.compile(r"^Hand cancelled\b", re.IGNORECASE)
_MARKED = re.compile(r"\s*\((?:disconnect(?:ed)?|timeout)\)$")
"""A mark after an action (``folds (disconnect)``): the action is the same."""
_CASHOUT = re.compile(r"EV Cashout|Receives Cashout|Pays Cashout|cashed out the hand|Cash Out Fee|[Ii]nsurance")

_TAKEN = frozenset({"Rake", "Jackpot", "Bingo", "Fortune", "Tax"})
"""What GGPoker's summary lists beside the pot: each is money the house took from it."""

_GAMES: dict[str, str] = {
    "hold'em no limit": "NT", "hold'em pot limit": "PV-PT",
    "omaha pot limit": "PO", "plo": "PO", "omaha no limit": "PV-NO",
    "omaha hi/lo pot limit": "PV-PO/8", "omaha hi/lo no limit": "PV-NO/8",
    "shortdeck no limit": "NS", "short deck no limit": "NS", "6+ hold'em no limit": "NS", "6+ hold'em": "NS",
    "hold'em limit": "FT", "hold'em fixed limit": "FT", "omaha limit": "PV-FO", "omaha hi/lo limit": "FO/8",
}  # fmt: skip
"""GGPoker's game names (as its header writes them, lower case) and their PHH codes."""
_REFUSED: dict[str, str] = {
    "plo-5": "5-card Omaha, which is not a game this library has",
    "plo5": "5-card Omaha, which is not a game this library has",
    "5-card omaha": "5-card Omaha, which is not a game this library has",
    "plo-6": "6-card Omaha, which is not a game this library has",
    "plo6": "6-card Omaha, which is not a game this library has",
    "6-card omaha": "6-card Omaha, which is not a game this library has",
    "omaha (nl postflop)": "pot limit before the flop and no limit after, which is not a betting structure this library has",
}
"""GGPoker's games the reader refuses, and why."""
_NAMES = sorted([*_GAMES, *_REFUSED], key=len, reverse=True)  # a tournament's name comes before the game's: match the longest ending

_CURRENCIES = {"$": "USD", "€": "EUR", "¥": "CNY", "₹": "INR", "£": "GBP"}
_BOARD_STREETS = ("FLOP", "TURN", "RIVER")
_RUNS = {"FIRST": 1, "SECOND": 2, "THIRD": 3}
"""The runs of a board run more than once, as the streets and showdowns name them."""


def looks_like(text: str) -> bool:
    """Whether ``text`` is GGPoker's (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text``, with the number of its first line."""
    return split_hands(text, _START, "Poker Hand #")


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One GGPoker hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError`
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
        self.folded: set[str] = set()
        self.names: list[str] = []
        self.order: list[str] = []
        self.holes = 2
        self.dealt = False
        self.pending: dict[str, tuple[Card, ...]] = {}

    def read(self) -> RoomHand:
        header = _HEADER.match(self.lines[0]) if self.lines else None
        if header is None:
            raise self.fail("not a GGPoker hand header", 0)
        self.hand = header["hand"]
        for i, line in enumerate(self.lines):
            if _CANCELLED.match(line):
                raise HandCancelled("the hand was cancelled (Hand cancelled): every chip went back", site=NAME, hand=self.hand, line=self.first + i)
        about = header["about"]
        tournament = _TOURNAMENT.match(about)
        cash = _CASH.match(about)
        if tournament is None and (about.startswith("Tournament #") or cash is None):
            raise self.fail(f"the game and stakes {about!r} are not GGPoker's 'GAME (STAKES)' or 'Tournament #N, NAME GAME - LevelN (STAKES)'", 0)
        described = tournament or cash
        assert described is not None
        game, currency = self._game(described["rest"], described["stakes"])
        table = _TABLE.match(self.lines[1]) if len(self.lines) > 1 else None
        if table is None:
            raise self.fail("the table line (Table '…') is missing", 1)
        seats, index = self._seats(2)
        self.names = sorted((seat.name for seat in seats), key=len, reverse=True)
        seats = self._dealt_in(seats, index)
        button = int(table["button"]) if table["button"] else None
        dealt_in = [seat for seat in seats if not seat.sitting_out]
        if len(dealt_in) < 2:
            raise self.fail(f"{'no player is' if not dealt_in else 'only ' + dealt_in[0].name + ' is'} dealt in: a hand needs two", index)
        self.order = [s.name for s in dealt_in if button is not None and s.number > button] + [s.name for s in dealt_in if button is None or s.number <= button]
        self.holes = 4 if game.code in ("PO", "PV-NO", "PV-FO", "PV-PO/8", "PV-NO/8", "FO/8") else 2
        summary, game = self._body(index, game)
        pot, rake = self._summary(summary)
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=button, steps=(*self.steps, *self.shows),
            collected=self.collected, rake=rake, pot=pot, table=table["table"], seat_count=int(table["max"]),
            time=self._time(header["time"]), time_zone=header["zone"], currency=currency,
            tournament=tournament["id"] if tournament else None,
            level=int(tournament["level"]) if tournament and tournament["level"].isdigit() else None, line=self.first,
        )  # fmt: skip

    def _game(self, words: str, stakes: str) -> tuple[Game, str | None]:
        """The game (its PHH code and stakes) and the currency, from the header's words and stakes."""
        lower = words.strip().lower()
        name = next((n for n in _NAMES if lower == n or lower.endswith(" " + n)), None)
        if name is None:
            raise self.fail(f"GGPoker's {words.strip()!r} is not a game this library reads", 0)
        if name in _REFUSED:
            raise self.fail(f"GGPoker's {words.strip()[-len(name):]!r} is {_REFUSED[name]}", 0)
        code = _GAMES[name]
        bare = re.sub(r"^ante [^,]*, ", "", stakes.strip())
        currency = next((c for symbol, c in _CURRENCIES.items() if symbol in bare), None)
        try:
            amounts = [money(part) for part in bare.split("/")]
        except ValueError as error:
            raise self.fail(f"the stakes ({stakes}): {error}", 0) from None
        if code == "NS":  # short deck: one amount, the ante; the button blind comes with its post
            if len(amounts) != 1:
                raise self.fail(f"short deck's stakes ({stakes}) are not one amount, the ante, such as $100", 0)
            return Game(code=code, ante=amounts[0]), currency
        if len(amounts) != 2:
            raise self.fail(f"the stakes ({stakes}) are not two amounts such as $0.02/$0.05", 0)
        if code.startswith(("F", "PV-F")):  # fixed limit: the stakes are the small and big bets, as at PokerStars
            return Game(code=code, small_bet=amounts[0], big_bet=amounts[1]), currency
        return Game(code=code, small_blind=amounts[0], big_blind=amounts[1]), currency

    def _seats(self, index: int) -> tuple[list[Seat], int]:
        seats: list[Seat] = []
        while index < len(self.lines) and (seat := _SEAT.match(self.lines[index].rstrip())) is not None:
            try:
                stack = money(seat["stack"])
            except ValueError as error:
                raise self.fail(str(error), index) from None
            out = "sitting out" in seat["rest"]
            seats.append(Seat(number=int(seat["number"]), name=seat["name"], stack=stack, sitting_out=out))
            index += 1
        if not seats:
            raise self.fail("no seats (Seat N: NAME (STACK in chips))", index)
        return seats, index

    def _dealt_in(self, seats: list[Seat], index: int) -> list[Seat]:
        """The seats, those without a ``Dealt to`` line (where the hand has such lines) marked as sitting out."""
        dealt: set[str] = set()
        for line in self.lines[index:]:
            if line.startswith("Dealt to "):
                rest = line[len("Dealt to ") :].rstrip()
                dealt.update(n for n in self.names if rest == n or rest.startswith(n + " ["))
        if not dealt:
            return seats
        return [seat if seat.name in dealt else Seat(seat.number, seat.name, seat.stack, sitting_out=True) for seat in seats]

    def _player(self, line: str) -> tuple[str, str] | None:
        """The player a line begins with (``NAME: rest``), and the rest."""
        return player_line(self.names, line, ": ")

    def _body(self, index: int, game: Game) -> tuple[int, Game]:
        """Read the posts, streets, actions and showdown from line ``index`` on; the summary's line
        and the game with the blinds as posted."""
        big_blind_posted = small_blind_posted = False
        for i in range(index, len(self.lines)):
            line = self.lines[i].rstrip()
            if line.startswith("Cash Drop to Pot"):
                raise self.fail("a Cash Drop (money the room adds to the pot) is not read: no PHH history can say it", i)
            marker = _STREET.match(line)
            if marker is not None:
                street = marker["name"].strip().upper()
                if street == "SUMMARY":
                    self._deal(i)
                    return i, game
                run = 1
                ordinal, _, rest = street.partition(" ")
                if ordinal in _RUNS:  # the board run more than once: "*** SECOND TURN ***", "*** FIRST SHOWDOWN ***"
                    run, street = _RUNS[ordinal], rest
                if street in _BOARD_STREETS:
                    self._deal(i)
                    cards = brackets(marker["cards"])
                    if not cards:
                        raise self.fail(f"the {street.lower()} without its cards", i)
                    self.steps.append(Board(self._cards(cards[-1], i), i + self.first, run))  # the last bracket: the cards new to the run
                continue
            if line.startswith("Dealt to "):
                self._dealt_to(line, i)
                continue
            collected = _COLLECTED.match(line)
            if collected is not None and collected["name"] in self.names:
                self.collected[collected["name"]] = self.collected.get(collected["name"], Decimal(0)) + self._money(collected["amount"], i)
                continue
            said = self._player(line)
            if said is None:
                if _CASHOUT.search(line):
                    raise self.fail(f"an all-in EV cashout or insurance ({line}) is not read: the room pays an expected value, not the pot", i)
                continue  # uncalled bets (the engine returns them itself), bounties, the room's messages
            name, rest = said
            if _CASHOUT.search(rest):
                raise self.fail(f"an all-in EV cashout or insurance ({name}: {rest}) is not read: the room pays an expected value, not the pot", i)
            if rest.startswith(("posts ", "straddle ")):
                post = self._post(name, rest, i, big_blind_posted, small_blind_posted)
                if post.kind is PostKind.BIG_BLIND:
                    big_blind_posted = True
                    game = _with(game, big_blind=post.amount)
                elif post.kind is PostKind.SMALL_BLIND:
                    small_blind_posted = True
                    game = _with(game, small_blind=post.amount)
                elif post.kind is PostKind.ANTE:
                    game = _with(game, ante=max(game.ante, post.amount))
                self.steps.append(post)
                continue
            step = self._step(name, rest, i)
            if isinstance(step, (Showed, Mucked)):
                if not any(shown.player == step.player for shown in self.shows):  # a board run twice has a showdown a run
                    self.shows.append(step)
            elif step is not None:
                self._deal(i)
                self.steps.append(step)
        raise self.fail("the hand has no summary (*** SUMMARY ***)", len(self.lines) - 1)

    def _summary(self, summary: int) -> tuple[Decimal | None, Decimal | None]:
        """The summary's total pot and what the room took (the sum of its shares), and the players it says mucked."""
        pot = rake = None
        shown = {step.player for step in self.shows}
        for i in range(summary, len(self.lines)):
            line = self.lines[i].rstrip()
            total = _TOTAL.match(line)
            if total is not None:
                pot = self._money(total["pot"], i)
                for part in total["shares"].split("|")[1:]:
                    share = _SHARE.match(part.strip())
                    if share is None or share["label"] not in _TAKEN:
                        raise self.fail(f"the summary's {part.strip()!r} is not a share of the pot the reader knows (it knows {', '.join(sorted(_TAKEN))})", i)
                    rake = (rake or Decimal(0)) + self._money(share["amount"], i)
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
        rest = line[len("Dealt to ") :].rstrip()
        name = next((n for n in self.names if rest == n or rest.startswith(n + " [")), None)
        if name is None:
            raise self.fail("cards dealt to a player who is not seated", index)
        groups = brackets(rest[len(name) :])
        if groups:
            cards = self._cards(groups[-1], index)
            if len(cards) != self.holes:
                raise self.fail(f"{name} is dealt {len(cards)} cards, where the game deals {self.holes}", index)
            self.pending[name] = cards

    def _time(self, text: str) -> datetime.datetime:
        try:
            return datetime.datetime.strptime(text, "%Y/%m/%d %H:%M:%S")
        except ValueError:
            raise self.fail(f"{text!r} is not a date and time", 0) from None

    def amount(self, text: str) -> Decimal:
        return money(text.replace(" and is all-in", ""))

    def _post(self, name: str, rest: str, index: int, big_blind_posted: bool, small_blind_posted: bool) -> Post:
        line = index + self.first
        for words, kind in (
            ("posts the ante ", PostKind.ANTE), ("posts small blind ", PostKind.SMALL_BLIND), ("posts big blind ", PostKind.BIG_BLIND),
            ("posts button blind ", PostKind.BIG_BLIND), ("posts straddle ", PostKind.STRADDLE), ("straddle ", PostKind.STRADDLE),
        ):  # fmt: skip
            if rest.startswith(words):
                if kind is PostKind.SMALL_BLIND and small_blind_posted:
                    kind = PostKind.DEAD  # a second small blind: a returning player's, dead
                if kind is PostKind.BIG_BLIND and big_blind_posted:
                    kind = PostKind.POST  # a second big blind: a player posting to come in
                return Post(name, kind, self._money(rest[len(words) :], index), line)
        if rest.startswith("posts missed blind "):  # the blind the player missed: dead money
            return Post(name, PostKind.DEAD, self._money(rest[len("posts missed blind ") :], index), line)
        raise self.fail(f"an unknown post: {name}: {rest}", index)

    def _step(self, name: str, rest: str, index: int) -> Step | None:
        line = index + self.first
        rest = _MARKED.sub("", rest).removesuffix(" and is all-in")
        if rest == "folds" or rest.startswith("folds "):
            self.folded.add(name)
            return Act(name, ActKind.FOLD, line)
        if rest == "checks":
            return Act(name, ActKind.CHECK, line)
        if rest.startswith("calls "):
            return Act(name, ActKind.CALL, line, self._money(rest[6:], index))
        if rest.startswith("bets "):
            return Act(name, ActKind.BET, line, self._money(rest[5:], index))
        if rest.startswith("raises ") and " to " in rest:
            return Act(name, ActKind.RAISE, line, self._money(rest.partition(" to ")[2], index))
        if rest.startswith("shows "):
            cards = brackets(rest)
            return Showed(name, self._cards(cards[0], index), line) if cards else None
        if rest.startswith("mucks"):
            return Mucked(name, line)
        return None  # doesn't show hand, said, sits out, is disconnected…


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
