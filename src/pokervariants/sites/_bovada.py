"""Bovada's hand histories, and Ignition's and Bodog's (one network, one format): hold'em and Omaha
and Omaha hi/lo in each betting structure Bovada deals, cash games (Zone Poker's fast-fold pools
too) and tournaments.

The format, as the network writes it and as public descriptions of it agree:

* A header: ``Bovada Hand #4290322948 TBL#26728545 HOLDEM No Limit - 2022-05-26 09:16:24`` (the
  brand may be ``Ignition`` or ``Bodog``; Zone Poker writes ``Zone Poker ID#1365
  HOLDEMZonePoker No Limit``; a tournament ``Bovada Hand #…: HOLDEM Tournament #… TBL#2,
  Turbo- Level 3 (25/50) - …``, whose speed word stands where a cash game's limit does). A cash
  header names no stakes: they are read from the blinds posted.
* **No player names.** Each seat is named by its position this hand (``Dealer``, ``Small
  Blind``, ``Big Blind``, ``UTG``, ``UTG+1``…), and the player whose history it is carries
  ``[ME]``: ``Seat 1: Big Blind [ME] ($25 in chips)``. The names change hand to hand, so the
  history's players are what the room says: ``Big Blind``, and ``Big Blind [ME]`` for the
  history's owner. The order of play is the positions' (a tournament numbers its seats out of
  table order).
* Each line of play is ``POSITION : verb amount`` (the owner's ``POSITION  [ME] : …``): the
  blinds (``Small Blind $0.10``, ``Big blind/Bring in $0.25``), a tournament's ``Ante chip
  40``, everyone's cards (``Card dealt to a spot [Ah Kd]``), ``Folds``, ``Checks``, ``Calls
  $X``, ``Bets $X``, ``Raises $X to $Y`` (the chips added, then the total; the 2012 format's
  bare ``Raises $Y`` is the total), ``All-in $X`` (the chips added: a call, a bet or a raise,
  which the reader works out), ``All-in(raise) $X to $Y``, ``Return uncalled portion of bet
  $X``, ``Showdown [best five]`` (the best five cards, not the hole cards), ``Mucks [cards]``,
  and what each player won: ``Hand result $X`` (``Hand result-Side pot $X``).
* The boards as ``*** FLOP *** [Qs Ts 4s]`` (the 2012 format: ``Card dealt to table [..]``),
  and a summary: ``Total Pot($9.35)``, the board, a line a seat.

**The rake.** Bovada wrote it only in its 2012-2015 format (``Total Pot($1.60) | Rake
($0.08)``); since, the summary gives the total pot, before the rake, and each player's result,
after it. Where the rake is not written, the reader takes it to be the total pot less what the
players won: the proof then checks the total pot against the replay and each player's amount
against what the replay's pots give, and the rake follows from those two. A hand whose summary
gives no total pot (some Zone Poker exports) cannot be proven and is refused.

**An unmatched bet.** Where nobody calls the last bet and Bovada does not say it returned it
(a big blind's walk: ``Hand result $0.35`` for the small blind's $0.10 and the whole big
blind), the reader counts the unmatched part as returned, as the engine plays it: that player's
result and the total pot are both less that part, the rake unchanged.

**The odd cases.** A returning player's ``Posts dead chip $0.35`` (at $0.10/$0.25) is the small
and big blinds together: the big blind posted live (the player may check on it) and the rest dead
money, in the pot as nobody's bet (PHH writes it in the player's ``antes`` entry); a dead post no
more than the big blind is all dead, and ``Posts chip $X`` of more than the big blind is read as
the dead post is. ``Table deposit $5`` (a top-up or a rebuy) adds chips after the hand: they are in
the next hand's seat line, not in this hand's play. A seat that sits out (``Sitout (wait for
bb)``, ``Seat sit out``) and has no cards, post or action is not dealt in; an action marked
``(timeout)`` or ``(disconnect)`` (``Fold(Blind Disconnected)``) is the action. A tie splits each
pot as the engine does (hold'em's odd chip to the first winner after the button, as online rooms
give it; the network documents no other rule), so a split the room wrote otherwise does not add
up. Play money and tournament chips are written without ``$``: the history has no currency. The
network writes no mark for a cancelled hand that public descriptions give.

Refused with a :class:`~pokervariants.sites.SiteFormatError` naming the line: seven-card stud
(``7CARD``, whose format no public description gives), a dead post before the big blind is posted
(its live part cannot be told), a hand with no small blind posted, and a summary without a total
pot.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card, parse_cards
from ._ledger import Ledger
from ._reader import LineReader
from ._text import brackets, split_hands
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "Bovada"
STREAMS = True
"""Hands split at their first lines: a file is read a piece at a time (``sites.Room``)."""

_BRANDS = r"(?:Bovada|Ignition|Bodog(?:\.com|\.eu| UK| Canada|88)?)"
_START = re.compile(rf"^\ufeff?{_BRANDS} Hand #", re.MULTILINE)
_HEADER = re.compile(
    rf"^(?P<brand>{_BRANDS}) Hand #C?(?P<hand>\d+):?\s+(?P<rest>.*?)\s*-\s*"
    r"(?P<time>\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{2}:\d{2})(?:\s+(?P<zone>[A-Z]{2,4}))?\s*$"
)
_TOURNAMENT = re.compile(
    r"^(?P<game>.+?)\s+Tournament #(?P<tournament>\S+)\s+TBL#(?P<table>[^,\s]+),?\s*(?P<kind>.*?)\s*-?\s*"
    r"Level\s+(?P<level>\S+)\s*\((?P<small>[^/)]+)/(?P<big>[^)]+)\)\s*(?:\[MVS\])?$"
)
_CASH = re.compile(r"^(?:Zone Poker ID#(?P<pool>\S+)|TBL#(?P<table>\S+))\s+(?P<game>.+?)\s*(?:\[MVS\])?$")
_SEAT = re.compile(r"^Seat (?P<number>\d+): (?P<name>.+?)(?P<me>\s+\[ME\])?\s+\((?P<stack>[^()]*?)\s+in chips\)\s*$")
_LINE = re.compile(r"^(?P<name>[^:\[]+?)\s*(?P<me>\[ME\])?\s*: (?P<rest>.*)$")
_STREET = re.compile(r"^\*\*\* (?P<name>[^*]+?) \*\*\*(?P<cards>.*)$")
_POST = re.compile(r"^(?:Ante/)?(?P<kind>Small [Bb]lind|Big [Bb]lind(?:/Bring in)?|Ante chip|Posts chip|Posts dead chip)\s+(?P<amount>\S+)$")
_RAISE = re.compile(r"^(?:Raises|All-in\(raise[^)]*\))\s+(?P<first>\S+)(?:\s+to\s+(?P<to>\S+))?$")
_RESULT = re.compile(r"^Hand [Rr]esult(?:-Side [Pp]ot)?\s+(?P<amount>\S+)$")
_TOTAL = re.compile(r"^Total Pot\((?P<pot>[^)]*)\)(?:\s*\|\s*Rake\s*\((?P<rake>[^)]*)\))?")
_SUMMARY_SEAT = re.compile(r"^Seat\s*\+?\s*\d+\s*:\s*(?P<rest>.*)$")

_LIMITS = ("No Limit", "Pot Limit", "Fixed Limit")
_CODES: dict[str, tuple[str, str, str]] = {
    "HOLDEM": ("NT", "PV-PT", "FT"),
    "OMAHA": ("PV-NO", "PO", "PV-FO"),
    "OMAHA HILO": ("PV-NO/8", "PV-PO/8", "FO/8"),
    "OMAHA_HL": ("PV-NO/8", "PV-PO/8", "FO/8"),
}
"""Bovada's games (upper case, without Zone Poker's mark) and their PHH codes in no, pot and fixed limit."""

_ACTS = ("Fold", "Check", "Call", "Bet", "Double bet", "Raise", "All-in")
"""The verbs of a player dealt in (with the posts and the cards, they tell who is)."""


def looks_like(text: str) -> bool:
    """Whether ``text`` is Bovada's, Ignition's or Bodog's (its first hand's header)."""
    return _START.search(text[:4096]) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each hand's text in ``text``, with the number of its first line."""
    return split_hands(text, _START)


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One Bovada hand as a :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError`
    says which line and why where it cannot be read."""
    return _Reader(text, first_line).read()


def _rank(position: str) -> int | None:
    """Where a position plays: the small blind first, the dealer (the button) last."""
    if position in ("Small Blind", "Big Blind", "UTG"):
        return ("Small Blind", "Big Blind", "UTG").index(position)
    if position == "Dealer":
        return 1000
    later = re.fullmatch(r"UTG\+(\d+)", position)
    return 2 + int(later[1]) if later else None


class _Reader(LineReader):
    """One hand's lines, read in order."""

    site = NAME

    def __init__(self, text: str, first_line: int) -> None:
        super().__init__(text.lstrip("\ufeff"), first_line)
        self.lines = [line.rstrip() for line in self.lines]
        self.steps: list[Step] = []
        self.shows: list[tuple[str, str, int]] = []  # ("show" or "muck", position, index)
        self.holes: dict[str, tuple[Card, ...]] = {}
        self.collected: dict[str, Decimal] = {}
        self.ledger = Ledger()
        self.posted: dict[PostKind, int] = {}  # each blind's kind and the index of its line
        self.dealt = False
        self.board = 0
        self.holes_count = 2
        self.header_stakes = False  # a tournament's header gives the blinds; a cash game's posts do
        self.summary_at = 0

    def read(self) -> RoomHand:
        header = _HEADER.match(self.lines[0]) if self.lines else None
        if header is None:
            raise self.fail("not a Bovada hand header", 0)
        self.site, self.hand = header["brand"], header["hand"]
        game, table, tournament, level = self._header(header["rest"])
        self.holes_count = 2 if game.code in ("NT", "PV-PT", "FT") else 4
        index = self._seats()
        self._dealt_in(index)
        seats = [Seat(number=self.numbers[p], name=self.display[p], stack=self.stacks[p], sitting_out=p not in self.order) for p in self.numbers]
        game = self._body(index, game)
        pot, rake, at = self._summary()
        collected = {self.display[name]: amount for name, amount in self.collected.items()}
        won = sum(collected.values(), Decimal(0))
        if rake is None:
            rake = pot - won
            if rake < 0:
                raise self.fail(f"the players win {won}, more than the total pot of {pot}", at)
        left = self.ledger.unreturned()
        if left is not None and collected.get(self.display[left[0]], Decimal(0)) >= left[1]:
            collected[self.display[left[0]]] -= left[1]
            pot -= left[1]
        button = next((seat.number for seat in seats if seat.name.removesuffix(" [ME]") == "Dealer"), None)
        currency = "USD" if any("$" in line for line in self.lines[1:index]) else None
        try:
            when = datetime.datetime.strptime(header["time"], "%Y-%m-%d %H:%M:%S")
        except ValueError:
            raise self.fail(f"the time {header['time']!r} is not a date and time", 0) from None
        return RoomHand(
            site=self.site, hand=self.hand, game=game, seats=tuple(seats), button=button, order=tuple(self.display[p] for p in self.order),
            steps=tuple(self.steps), collected=collected, rake=rake, pot=pot, table=table, time=when, time_zone=header["zone"],
            currency=currency, tournament=tournament, level=level, line=self.first,
        )  # fmt: skip

    def _header(self, rest: str) -> tuple[Game, str | None, str | None, int | None]:
        """The game (with the blinds, where a tournament's header gives them), the table, the
        tournament and its level."""
        tournament = _TOURNAMENT.match(rest)
        if tournament is not None:
            code = self._code(tournament["game"], tournament["kind"])
            small, big = self._money(tournament["small"], 0), self._money(tournament["big"], 0)
            level = int(tournament["level"]) if tournament["level"].isdigit() else None
            self.header_stakes = True
            return Game(code=code, small_blind=small, big_blind=big), tournament["table"], tournament["tournament"], level
        cash = _CASH.match(rest)
        if cash is None:
            raise self.fail(f"an unreadable header: {rest!r}", 0)
        table = f"Zone Poker {cash['pool']}" if cash["pool"] else cash["table"]
        return Game(code=self._code(cash["game"], "")), table, None, None

    def _code(self, game: str, kind: str) -> str:
        """The PHH code of the header's game; a tournament whose header names no limit is read as
        no limit for hold'em and pot limit for Omaha (the structures Bovada's tournaments deal)."""
        words = " ".join(game.replace("ZonePoker", " ").split())
        limit = next((name for name in _LIMITS if name in words or name in kind), None)
        base = " ".join(words.replace(limit or "\0", "").split()).upper()
        if base.startswith("7CARD"):
            raise self.fail(f"Bovada's seven-card stud ({words}) is not read: no public description of its format was found", 0)
        if base not in _CODES:
            raise self.fail(f"Bovada's {words!r} is not a game this library reads", 0)
        if limit is None:
            limit = "No Limit" if base == "HOLDEM" else "Pot Limit"
        return _CODES[base][_LIMITS.index(limit)]

    def _seats(self) -> int:
        """Read the seats (each named by its position, the history's owner marked ``[ME]``); the
        index of the line after the last (lines such as ``Table Info: …`` may come among them)."""
        self.numbers: dict[str, int] = {}
        self.stacks: dict[str, Decimal] = {}
        self.display: dict[str, str] = {}
        index, last = 1, 0
        while index < len(self.lines) and not self.lines[index].startswith("***"):
            seat = _SEAT.match(self.lines[index])
            if seat is not None:
                position = seat["name"].strip()
                if _rank(position) is None:
                    raise self.fail(f"a seat named {position!r}, not a position (Dealer, Small Blind, Big Blind, UTG, UTG+1…)", index)
                if position in self.numbers:
                    raise self.fail(f"two seats named {position!r}", index)
                self.numbers[position] = int(seat["number"])
                self.stacks[position] = self._money(seat["stack"], index)
                self.display[position] = f"{position} [ME]" if seat["me"] else position
                last = index
            index += 1
        if not self.numbers:
            raise self.fail("no seats (Seat N: POSITION ($STACK in chips))", 1)
        return last + 1

    def _dealt_in(self, index: int) -> None:
        """Who is dealt in: the seats with cards, a post or an action (a seat sitting out has none)."""
        dealt: set[str] = set()
        for line in self.lines[index:]:
            if line.startswith("*** SUMMARY"):
                break
            said = _LINE.match(line)
            if said is not None and said["name"] in self.numbers:
                rest = said["rest"]
                if rest.startswith(("Card dealt to a spot", *_ACTS)) or _POST.match(rest) is not None:
                    dealt.add(said["name"])
        self.order = sorted(dealt, key=lambda position: _rank(position) or 0)
        if len(self.order) < 2:
            raise self.fail(f"{len(self.order)} player{'s' if len(self.order) != 1 else ''} dealt in (no cards, posts or actions): not a hand to replay", index)

    def _deal(self, index: int) -> None:
        """The hole cards, once: every player dealt in, the cards the history shows or ``None``."""
        if self.dealt:
            return
        self.dealt = True
        for position in self.order:
            cards = self.holes.get(position)
            if cards is not None and len(cards) != self.holes_count:
                raise self.fail(f"{position} is dealt {len(cards)} cards, where the game deals {self.holes_count}", index)
            shown: tuple[Card | None, ...] = cards if cards is not None else (None,) * self.holes_count
            self.steps.append(Dealt(self.display[position], shown, self.first + index))

    def _board(self, cards: tuple[Card, ...], index: int) -> None:
        self._deal(index)
        self.steps.append(Board(cards, self.first + index))
        self.board += len(cards)
        self.ledger.new_street()

    def _body(self, index: int, game: Game) -> Game:
        """Read the posts, the cards, the actions and the showdown from line ``index`` on."""
        self.summary_at = len(self.lines)
        before_cards = True
        for i in range(index, len(self.lines)):
            line = self.lines[i]
            marker = _STREET.match(line)
            if marker is not None:
                street = marker["name"].strip().upper()
                if street == "SUMMARY":
                    self.summary_at = i
                    break
                if street == "HOLE CARDS":
                    before_cards = False
                elif street in ("FLOP", "TURN", "RIVER"):
                    groups = brackets(marker["cards"])
                    if not groups:
                        raise self.fail(f"the {street.lower()} without its cards", i)
                    self._board(self._cards(groups[-1], i), i)
                else:
                    raise self.fail(f"a street Bovada's hold'em and Omaha do not have: {street!r}", i)
                continue
            if line.startswith(("Card dealt to table", "Card to the table")):
                groups = brackets(line)
                if groups:
                    self._board(self._cards(groups[-1], i), i)
                continue
            said = _LINE.match(line)
            if said is None or said["name"] not in self.numbers:
                continue  # the table's own lines (deposits, seating, Table Info…)
            game = self._line(said["name"], said["rest"].replace("(timeout)", "").strip(), i, before_cards, game)
        return self._stakes(game)

    def _line(self, position: str, verb: str, i: int, before_cards: bool, game: Game) -> Game:
        """One line of play of ``position``; the game, with the stakes its posts give."""
        line = self.first + i
        name = self.display[position]
        if verb.startswith("Card dealt to a spot"):
            groups = brackets(verb)
            if groups:
                self.holes[position] = self._cards(groups[-1], i)
            return game
        post = _POST.match(verb)
        if post is not None:
            return self._post(position, post["kind"].lower(), self._money(post["amount"], i), i, game)
        if verb.startswith("All-in") and before_cards and not verb.startswith("All-in("):
            return self._short_post(position, self._money(verb[len("All-in") :], i), i, game)
        if verb.startswith("Fold"):
            self._deal(i)
            self.steps.append(Act(name, ActKind.FOLD, line))
        elif verb.startswith("Check"):
            self._deal(i)
            self.steps.append(Act(name, ActKind.CHECK, line))
        elif (call := re.match(r"^Calls?\s+(\S+)$", verb)) is not None:
            self._deal(i)
            amount = self._money(call[1], i)
            self.ledger.put(position, amount)
            self.steps.append(Act(name, ActKind.CALL, line, amount))
        elif (bet := re.match(r"^(?:Double )?[Bb]ets\s+(\S+)$", verb)) is not None:
            self._deal(i)
            self.steps.append(Act(name, ActKind.BET, line, self.ledger.put(position, self._money(bet[1], i))))
        elif (raised := _RAISE.match(verb)) is not None:
            self._deal(i)
            total = self._money(raised["to"] or raised["first"], i)  # "Raises $X to $Y": Y; the 2012 format's "Raises $Y": Y
            kind = ActKind.BET if self.ledger.highest() == 0 else ActKind.RAISE
            self.ledger.to(position, total)
            self.steps.append(Act(name, kind, line, total))
        elif verb.startswith("All-in"):
            self._deal(i)
            facing = self.ledger.highest()
            total = self.ledger.put(position, self._money(verb[len("All-in") :], i))
            if total <= facing:
                self.steps.append(Act(name, ActKind.CALL, line, total))
            else:
                self.steps.append(Act(name, ActKind.BET if facing == 0 else ActKind.RAISE, line, total))
        elif verb.startswith(("Return uncalled portion of bet", "Return uncalled blind")):
            self.ledger.give_back(position, self._money(verb.split()[-1], i))
        elif verb.startswith(("Showdown", "Shows")):
            self.shows.append(("show", position, i))
        elif verb.startswith(("Mucks", "Does not show")):
            groups = brackets(verb)
            if groups and position not in self.holes:
                shown = self._cards(groups[0], i)
                if len(shown) == self.holes_count:
                    self.holes[position] = shown
            if verb.startswith("Mucks"):
                self.shows.append(("muck", position, i))
        elif (result := _RESULT.match(verb)) is not None:
            self.collected[position] = self.collected.get(position, Decimal(0)) + self._money(result["amount"], i)
        return game  # anything else is the table's business: deposits, sitting out, leaving, rankings, prizes…

    def _post(self, position: str, kind: str, amount: Decimal, i: int, game: Game) -> Game:
        line = self.first + i
        name = self.display[position]
        if kind == "ante chip":
            self.steps.append(Post(name, PostKind.ANTE, amount, line))
            return _with(game, ante=max(game.ante, amount))
        if kind == "posts dead chip" or (kind == "posts chip" and game.big_blind and amount > game.big_blind):
            return self._dead_post(position, amount, i, game)
        if kind == "posts chip":
            self.ledger.put(position, amount)
            self.steps.append(Post(name, PostKind.POST, amount, line))
            return game
        blind = PostKind.SMALL_BLIND if kind.startswith("small") else PostKind.BIG_BLIND
        self.posted.setdefault(blind, i)
        self.ledger.put(position, amount)
        self.steps.append(Post(name, blind, amount, line))
        if self.header_stakes:
            return game
        if blind is PostKind.SMALL_BLIND:
            return game if game.small_blind else _with(game, small_blind=amount)
        return _with(game, big_blind=max(game.big_blind, amount))

    def _dead_post(self, position: str, amount: Decimal, i: int, game: Game) -> Game:
        """A returning player's small and big blinds together (``Posts dead chip $0.35``): the big
        blind live, the rest dead; no more than the big blind, all of it dead."""
        if not game.big_blind:
            raise self.fail(f"a dead post ({amount}) before the big blind is posted: its live part cannot be told", i)
        line = self.first + i
        name = self.display[position]
        live = game.big_blind if amount > game.big_blind else Decimal(0)
        self.steps.append(Post(name, PostKind.DEAD, amount - live, line))
        if live:
            self.ledger.put(position, live)
            self.steps.append(Post(name, PostKind.POST, live, line))
        return game

    def _short_post(self, position: str, amount: Decimal, i: int, game: Game) -> Game:
        """``All-in $X`` before the cards: a blind or an ante posted with the player's last chips
        (an ante if others post antes and this player posts none, else the blind the seat owes)."""
        line = self.first + i
        antes = [_LINE.match(text) for text in self.lines if "Ante chip" in text]
        others_ante = any(m is not None and m["name"] != position for m in antes)
        own_ante = any(m is not None and m["name"] == position for m in antes)
        if others_ante and not own_ante:
            self.steps.append(Post(self.display[position], PostKind.ANTE, amount, line))
            return game
        if position == "Big Blind":
            return self._post(position, "big blind", amount, i, game)
        if position == "Small Blind" or (position == "Dealer" and len(self.order) == 2):
            return self._post(position, "small blind", amount, i, game)
        self.ledger.put(position, amount)
        self.steps.append(Post(self.display[position], PostKind.POST, amount, line))
        return game

    def _stakes(self, game: Game) -> Game:
        """The game with its stakes (a cash header names none: the blinds posted give them), the
        hole cards dealt, the board the summary adds and the showdown."""
        if PostKind.BIG_BLIND in self.posted and PostKind.SMALL_BLIND not in self.posted:
            raise self.fail("no small blind is posted (its seat is empty or owes it): the replay cannot play that yet", self.posted[PostKind.BIG_BLIND])
        if game.big_blind == 0:
            raise self.fail("no big blind is posted: the stakes cannot be read", len(self.lines) - 1)
        self._deal(self.summary_at - 1)
        board = self._summary_board()
        if len(board) > self.board:
            # an all-in run out before the summary: the board the summary gives
            for cut in ((0, 3), (3, 4), (4, 5)):
                if cut[0] >= self.board and len(board) >= cut[1]:
                    self.steps.append(Board(board[cut[0] : cut[1]], self.first + self.summary_at))
                    self.board = cut[1]
        for kind, position, i in self.shows:
            if kind == "muck":
                self.steps.append(Mucked(self.display[position], self.first + i))
            elif position in self.holes:
                self.steps.append(Showed(self.display[position], self.holes[position], self.first + i))
        if game.code in ("FT", "PV-FO", "FO/8"):
            game = _with(game, small_bet=game.big_blind, big_bet=2 * game.big_blind)
        return game

    def _summary_board(self) -> tuple[Card, ...]:
        """The summary's board; the summary's hole cards (``[Kc Js-Kh Kc 7h 7d Qd]``: the hole
        cards before the dash) of players whose cards the play did not show."""
        board: tuple[Card, ...] = ()
        positions = sorted(self.numbers, key=len, reverse=True)
        for i in range(self.summary_at, len(self.lines)):
            line = self.lines[i]
            if line.startswith("Board"):
                groups = brackets(line)
                board = self._cards(groups[0], i) if groups and groups[0].strip() else ()
            seat = _SUMMARY_SEAT.match(line)
            if seat is None:
                continue
            position = next((p for p in positions if seat["rest"].startswith(p)), None)
            if position is None or position in self.holes:
                continue
            for group in brackets(seat["rest"]):
                try:
                    cards = parse_cards(group.split("-")[0])
                except ValueError:
                    continue  # [Mucked], [Does not show]
                if len(cards) == self.holes_count:
                    self.holes[position] = cards
                    break
        return board

    def _summary(self) -> tuple[Decimal, Decimal | None, int]:
        """The total pot (before the rake), the rake where the summary writes it, and the line."""
        for i in range(self.summary_at, len(self.lines)):
            total = _TOTAL.match(self.lines[i])
            if total is not None:
                rake = self._money(total["rake"], i) if total["rake"] is not None else None
                return self._money(total["pot"], i), rake, i
        raise self.fail("the summary gives no total pot (Total Pot(…)): the rake cannot be derived, so the hand cannot be proven", min(self.summary_at, len(self.lines) - 1))


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
