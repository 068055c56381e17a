"""The iPoker network's hand histories (its XML): hold'em and Omaha, Omaha hi/lo too, in no limit,
pot limit and fixed limit, and seven-card stud and stud hi/lo; cash games and tournaments.

The format, as the network's clients write it: a file is a ``<session>`` (sometimes several), its
``<general>`` block naming the game and stakes (``<gametype>Holdem NL $0.50/$1</gametype>``), the
table, the currency, the client's version and, in a tournament, the tournament; then one
``<game gamecode="N">`` a hand, with its own ``<general>`` (the start date and the ``<players>``:
``<player seat="3" name="Ann" chips="$100" dealer="1" win="$6.20" bet="$3"/>``) and its rounds
(``<round no="0">`` the forced bets, ``1`` the hole cards and the first betting round, ``2`` to ``4``
the flop, turn and river; in stud ``2`` third street to ``6`` the river). A round holds ``<cards
type="Pocket" player="Ann">SA HK</cards>`` (suit then rank, ``X`` for a card not seen, ``10`` for
a ten), the board as ``<cards type="Flop" player="">…</cards>``, and ``<action no="5" player="Ann"
type="23" sum="$3"/>``. The action types, as public readers of the format list them: 0 fold, 1
small blind, 2 big blind, 3 call, 4 check, 5 bet, 6 and 7 all-in, 8 sits out, 9 does not post
(sits out), 15 ante, 16 bring-in, 23 raise. The actions are numbered (``no``) and written out of
order; the reader plays them by number.

What the reader assumes, from the network's own sessions as public readers show them:

* A call's sum is what the call puts in; a raise's (23) is what the bet comes to on the street,
  the player's blind included (a raise to $50 from a big blind of $1 is all of a $50 stack); a bet's
  (5) likewise what the bet comes to (after a bring-in, the completion). An all-in's (6, 7) sum is
  checked to be either what the player has behind or what the bet comes to with it.
* ``win`` is what the player collected. Clients before version 20, unless the session says
  ``<uncalled_bet_enabled>true``, count an uncalled bet returned in the winner's ``win``; the reader
  takes it out. ``bet`` is not read (clients write it inconsistently).
* The XML gives no rake and no total pot. A tournament's rake is nil, so its proof checks every
  chip; a cash hand's rake is taken as its pot (every amount put in, less the uncalled bet) less
  what the players collected: its proof then checks that nobody collected more than the pots give
  them and that only winners paid the rake, but cannot check the rake itself.
* The hand's blinds are posted by the first two players dealt in after the button (heads-up, the
  button the small one). Any other small blind (type 1) is a returning player's missed small
  blind, posted dead, and any other big blind (type 2) a post to come in, live; posted with more
  than the big blind, it is both blinds at once: the big blind live and the rest dead.
* A player's ``chips`` is the stack played in the hand; ``rebuy`` and ``addon`` (how many the
  player took in a tournament) change nothing in it. ``<mode>play</mode>``: play money, the
  history has no currency. A tie splits a pot as the engine does, the odd chip to the first winner
  after the button (the rule of button games; no iPoker document says otherwise), which the proof
  checks in a tournament. No mark of a hand the network cancelled is known.
* Cards are dealt to the players a round shows cards for (the others sit out); a player's cards
  seen anywhere in the game are shown at a showdown the player reaches, and a player whose cards
  are not all seen mucks there.
* Money in any of the network's locales: ``€1,234.50``, ``1.234,50€``, ``1 001,24€``, ``50kr``.

Everything a hand says is on the line of its ``<game>`` element: the reader names that line in
its errors (the XML has no finer place to point at). Refused, each with a
:class:`~pokervariants.sites.SiteFormatError`: malformed XML, games other than those above (5-card
Omaha, Six Plus hold'em, 5-card stud…), a game type that names no game, a big blind posted short
of the big blind, the all-in protection some clients write (``sum="DP"``), action types other
than those above.
"""

from __future__ import annotations

import datetime
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from decimal import Decimal

from ..core import Card, parse_cards
from ._build import STUD_CODES, order_of
from ._text import any_money
from .errors import SiteFormatError
from .model import Act, ActKind, Board, Dealt, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step

__all__ = ["NAME", "hands", "looks_like", "parse"]

NAME = "iPoker"

_GAME_TAG = re.compile(r"<game\b")
_SESSION_TAG = re.compile(r"<session\b[^>]*>")
_GAMECODE = re.compile(r"<game\b[^>]*\bgamecode=\"(?P<code>[^\"]*)\"")
_FOLD, _SMALL_BLIND, _BIG_BLIND, _CALL, _CHECK, _BET, _ALL_IN_6, _ALL_IN, _SITS_OUT, _NO_BLIND = range(10)
_ANTE, _BRING_IN, _RAISE = 15, 16, 23
_FORCED = frozenset(str(kind) for kind in (_SMALL_BLIND, _BIG_BLIND, _ANTE, _SITS_OUT, _NO_BLIND))
"""The action types that come before the cards."""

_LIMITS = {"NL": "N", "SL": "N", "LZ": "N", "БЛ": "N", "PL": "P", "LP": "P", "L": "F", "FL": "F"}
"""The betting as the game type abbreviates it (Spanish and Russian clients included)."""
_GAMES = {
    "holdem": "T", "hold'em": "T", "texas holdem": "T", "omaha": "O",
    "omaha hi-lo": "O8", "omaha hilo": "O8", "omaha hilow": "O8", "omaha hi/lo": "O8", "omaha hi lo": "O8",
    "7 card stud": "S", "seven card stud": "S", "7 card stud hi-lo": "S8", "7 card stud hilo": "S8", "7 card stud hilow": "S8",
}  # fmt: skip
_CODES = {
    ("T", "N"): "NT", ("T", "P"): "PV-PT", ("T", "F"): "FT", ("O", "P"): "PO", ("O", "N"): "PV-NO", ("O", "F"): "PV-FO",
    ("O8", "P"): "PV-PO/8", ("O8", "N"): "PV-NO/8", ("O8", "F"): "FO/8", ("S", "F"): "F7S", ("S8", "F"): "F7S/8",
}  # fmt: skip
_FIXED = frozenset({"FT", "PV-FO", "FO/8", "F7S", "F7S/8"})
_CURRENCIES = {"$": "USD", "€": "EUR", "£": "GBP"}
_DATES = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%d.%m.%Y %H:%M:%S", "%d/%m/%Y %H:%M:%S", "%Y/%m/%d %H:%M:%S", "%d-%b-%Y %H:%M:%S", "%Y-%m-%d %H:%M")


def looks_like(text: str) -> bool:
    """Whether ``text`` is iPoker's XML (a session with a game)."""
    return "<session" in text[:4096] and _GAMECODE.search(text) is not None


def hands(text: str) -> Iterator[tuple[int, str]]:
    """Each game of ``text`` with the line of its ``<game>`` element: the game's XML put in a
    session of its own beside the session's ``<general>`` block, on the game's first line, so that
    a line of the game's text is a line of the file."""
    sessions = [(match.start(), match.end()) for match in _SESSION_TAG.finditer(text)]
    games = [match.start() for match in _GAME_TAG.finditer(text)]
    line, counted, session, head = 1, 0, -1, "<session>"
    for index, start in enumerate(games):
        line += text.count("\n", counted, start)
        counted = start
        if session + 1 < len(sessions) and sessions[session + 1][0] < start:
            while session + 1 < len(sessions) and sessions[session + 1][0] < start:
                session += 1
            opened, closed = sessions[session]
            general = re.search(r"<general\b.*?</general>", text[closed:start], re.DOTALL)
            head = re.sub(r"\s*[\r\n]+\s*", " ", text[opened:closed] + (general.group() if general else ""))
        close = text.find("</game>", start)
        following = games[index + 1] if index + 1 < len(games) else len(text)
        end = close + len("</game>") if 0 <= close < following else following
        yield line, head + text[start:end] + "</session>"


def parse(text: str, first_line: int = 1) -> RoomHand:
    """One iPoker game (in its session, as :func:`hands` gives it) as a
    :class:`~pokervariants.sites.model.RoomHand`; :class:`SiteFormatError` says why where it cannot
    be read."""
    code = _GAMECODE.search(text)
    try:
        root = ET.fromstring(text)
    except ET.ParseError as error:
        where, _ = error.position
        reason = re.sub(r": line \d+, column \d+$", "", str(error))
        raise SiteFormatError(f"malformed XML: {reason}", site=NAME, hand=code["code"] if code else None, line=first_line + where - 1) from None
    if root.tag == "game":
        general, games = None, [root]
    elif root.tag == "session":
        general, games = root.find("general"), root.findall("game")
    else:
        raise SiteFormatError(f"an XML <{root.tag}>, not an iPoker <session>", site=NAME, line=first_line)
    if len(games) != 1:
        raise SiteFormatError(f"{len(games)} games where one hand's text has one", site=NAME, line=first_line)
    return _Reader(general, games[0], first_line).read()


def _text_of(element: ET.Element | None, tag: str) -> str:
    found = element.find(tag) if element is not None else None
    return (found.text or "").strip() if found is not None else ""


class _Reader:
    """One game, read round by round."""

    def __init__(self, general: ET.Element | None, game: ET.Element, first_line: int) -> None:
        self.general = general
        self.game = game
        self.line = first_line
        self.hand = game.get("gamecode", "")
        self.steps: list[Step] = []
        self.street_bets: dict[str, Decimal] = {}
        """What each player has put in on the street being read (blinds count; antes do not)."""
        self.put_in: dict[str, Decimal] = {}
        """What each player has put in over the hand (dead money left out)."""
        self.dead: dict[str, Decimal] = {}
        """Dead money each player posted: in the pot, but no bet (so never a bet nobody called)."""
        self.blind_posters: tuple[str | None, str | None] = (None, None)
        """The players whose small and big blinds are the hand's, by position, where they post them."""
        self.stacks: dict[str, Decimal] = {}
        self.folded: set[str] = set()
        self.cards: dict[str, list[Card | None]] = {}
        """Each player's cards as far as the game shows them (``None`` for one not seen)."""
        self.order: list[str] = []
        """The players dealt in, in PHH's order."""

    def fail(self, reason: str) -> SiteFormatError:
        return SiteFormatError(reason, site=NAME, hand=self.hand or None, line=self.line)

    def money(self, text: str, what: str) -> Decimal:
        try:
            return any_money(text)
        except ValueError:
            raise self.fail(f"{what} {text!r} is not an amount") from None

    def read(self) -> RoomHand:
        if not self.hand:
            raise self.fail("a <game> without its gamecode")
        tournament = _text_of(self.general, "tournamentcode") or _text_of(self.general, "tournamentname") or None
        code, game = self._game()
        # a tournament names itself, or at least writes no stakes in its game type (its blinds rise)
        chips = tournament is not None or (game.big_blind == 0 and game.big_bet == 0)
        seats, button = self._players()
        # some clients close a game with <round id="END_OF_GAME">, which holds nothing this reads
        rounds = sorted((r for r in self.game.findall("round") if r.get("id") != "END_OF_GAME"), key=lambda r: self._number(r.get("no"), "round"))
        dealt_in = {c.get("player", "") for r in rounds for c in r.findall("cards")} | {
            a.get("player", "") for r in rounds for a in r.findall("action") if a.get("type") not in (str(_SITS_OUT), str(_NO_BLIND))
        }
        seated = {seat.name for seat in seats}
        stray = sorted(dealt_in - seated - {""})
        if stray:
            raise self.fail(f"{stray[0]!r} plays but has no seat")
        seats = [Seat(s.number, s.name, s.stack, sitting_out=s.name not in dealt_in) for s in seats]
        room = RoomHand(site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=button)
        self.order = order_of(room)
        game = self._rounds(rounds, code, game)
        collected = self._collected(seats)
        rake = Decimal(0) if chips else self._rake(collected)
        currency = None
        if not chips and _text_of(self.general, "mode").lower() != "play":
            currency = _text_of(self.general, "tablecurrency") or _text_of(self.general, "currency") or None
            stakes = _text_of(self.general, "gametype")
            currency = currency or next((_CURRENCIES[c] for c in stakes if c in _CURRENCIES), None)
        max_players = _text_of(self.general, "maxplayers")
        return RoomHand(
            site=NAME, hand=self.hand, game=game, seats=tuple(seats), button=None if code in STUD_CODES else button,
            steps=tuple(self.steps), collected=collected, rake=rake, table=_text_of(self.general, "tablename") or None,
            seat_count=int(max_players) if max_players.isdigit() else None, time=_when(_text_of(self.game.find("general"), "startdate")),
            currency=currency, tournament=tournament, line=self.line,
        )  # fmt: skip

    def _number(self, text: str | None, what: str) -> int:
        if text is None or not text.strip().isdigit():
            raise self.fail(f"a {what} numbered {text!r}")
        return int(text)

    def _game(self) -> tuple[str, Game]:
        """The PHH code and the stakes the game type names (blinds, or fixed limit's bets)."""
        gametype = _text_of(self.general, "gametype")
        words = re.sub(r"(?i)\bno limit\b", "NL", re.sub(r"(?i)\bpot limit\b", "PL", gametype)).replace("Limit", "L").split()
        if words[:1] == ["LH"]:  # an older client's "LH $2/$4": limit hold'em
            words = ["Holdem", "L", *words[1:]]
        limit_at = next((i for i, word in enumerate(words) if word.upper() in _LIMITS), None)
        if limit_at is None:
            raise self.fail(f"the game type {gametype!r} names no betting (NL, PL or L)")
        name = " ".join(words[:limit_at]).lower()
        if not name:
            raise self.fail(f"the game type {gametype!r} names no game")
        family = _GAMES.get(name)
        code = _CODES.get((family, _LIMITS[words[limit_at].upper()])) if family else None
        if code is None:
            raise self.fail(f"iPoker's {gametype!r} is not a game this library reads")
        rest = words[limit_at + 1 :]
        stakes = rest[: rest.index("Ante")] if "Ante" in rest else rest
        small = big = Decimal(0)
        if stakes:
            amounts = "".join(stakes).split("/")
            if len(amounts) != 2:
                raise self.fail(f"the stakes {' '.join(stakes)!r} are not two amounts such as $0.50/$1")
            small, big = self.money(amounts[0], "the stakes"), self.money(amounts[1], "the stakes")
        elif code in STUD_CODES:
            raise self.fail(f"the game type {gametype!r} gives no bets for a fixed-limit stud game")
        if code in _FIXED:
            return code, Game(code=code, small_bet=small, big_bet=big)  # the blinds come with their posts
        return code, Game(code=code, small_blind=small, big_blind=big)

    def _players(self) -> tuple[list[Seat], int | None]:
        players = self.game.find("general/players")
        if players is None:
            raise self.fail("the game has no <players>")
        seats: list[Seat] = []
        button = None
        for player in players.findall("player"):
            name = player.get("name", "")
            if not name:
                continue  # an empty seat
            seat = self._number(player.get("seat"), "seat")
            stack = self.money(player.get("chips", ""), f"{name}'s chips")
            seats.append(Seat(number=seat, name=name, stack=stack))
            self.stacks[name] = stack
            if player.get("dealer") == "1":
                button = seat
        if not seats:
            raise self.fail("no players in the game")
        return seats, button

    def _rounds(self, rounds: list[ET.Element], code: str, game: Game) -> Game:
        stud = code in STUD_CODES
        holes = 4 if code in ("PO", "PV-NO", "PV-FO", "PV-PO/8", "PV-NO/8", "FO/8") else 2
        dealt = False
        big_blind = self._blinds(rounds)
        for round_ in rounds:
            board = [c for c in round_.findall("cards") if not c.get("player")]
            hole = {c.get("player", ""): self._cards(c.text or "") for c in round_.findall("cards") if c.get("player")}
            if board and stud:
                raise self.fail("a community card in stud (the deck run out) is not read yet")
            if board or (stud and hole):
                self.street_bets = {}
            for cards in board:
                known = self._cards(cards.text or "")
                if None in known:
                    raise self.fail(f"the board [{cards.text}] has a card not seen")
                self.steps.append(Board(tuple(c for c in known if c is not None), self.line))
            if stud and hole:
                self._deal_street(hole)
            elif hole and not dealt:
                self._deal_holes(hole, holes)
                dealt = True
            elif hole:  # the hole cards again, as a showdown shows them
                for player, shown in hole.items():
                    if player in self.cards and len(shown) == holes and None not in shown:
                        self.cards[player] = list(shown)
            actions = sorted(round_.findall("action"), key=lambda a: self._number(a.get("no"), "action"))
            for action in actions:
                if not dealt and not stud and action.get("type") not in _FORCED:
                    self._deal_holes({}, holes)
                    dealt = True
                step = self._step(action, big_blind)
                if step is None:
                    continue
                if isinstance(step, Post):
                    if step.kind is PostKind.SMALL_BLIND:
                        game = _with(game, small_blind=step.amount)
                    elif step.kind is PostKind.BIG_BLIND:
                        big_blind = step.amount
                        game = _with(game, big_blind=step.amount) if code not in _FIXED else _with(game, big_blind=step.amount, small_bet=game.small_bet or step.amount, big_bet=game.big_bet or 2 * step.amount)
                    elif step.kind is PostKind.ANTE:
                        game = _with(game, ante=max(game.ante, step.amount))
                if isinstance(step, Act) and step.kind is ActKind.BRING_IN and step.amount is not None:
                    game = _with(game, bring_in=step.amount)
                self.steps.append(step)
        if not dealt and not stud:
            self._deal_holes({}, holes)
        self._showdown()
        return game

    def _cards(self, text: str) -> tuple[Card | None, ...]:
        """Cards as iPoker writes them: suit then rank (``SA``, ``H10``), ``X`` for one not seen."""
        cards: list[Card | None] = []
        for word in text.split():
            if word.upper() == "X":
                cards.append(None)
                continue
            try:
                (card,) = parse_cards(word[1:] + word[0].lower())
            except ValueError:
                raise self.fail(f"bad card {word!r} in [{text.strip()}]") from None
            cards.append(card)
        return tuple(cards)

    def _deal_holes(self, hole: dict[str, tuple[Card | None, ...]], count: int) -> None:
        for player in self.order:
            cards = hole.get(player) or (None,) * count
            if len(cards) != count and any(cards):
                raise self.fail(f"{player} is dealt {len(cards)} cards, where the game deals {count}")
            cards = cards if len(cards) == count else (None,) * count  # "X X" for any number of cards unseen
            self.cards[player] = list(cards)
            self.steps.append(Dealt(player, cards, self.line))

    def _deal_street(self, hole: dict[str, tuple[Card | None, ...]]) -> None:
        count = max(len(cards) for cards in hole.values())
        for player in self.order:
            if player in self.folded:
                continue
            cards = hole.get(player) or (None,) * count
            self.cards.setdefault(player, []).extend(cards)
            self.steps.append(Dealt(player, cards, self.line))

    def _blinds(self, rounds: list[ET.Element]) -> Decimal | None:
        """The hand's blinds by position: the first two players dealt in after the button post them
        (heads-up, the button the small one). Where those players post them (types 1 and 2), any
        other small or big blind is a returning player's, whatever the actions' numbers; where they
        do not, the first of each is the hand's. The big blind's amount, where its player is known."""
        forced = {(a.get("player", ""), a.get("type")): a for r in rounds for a in r.findall("action") if a.get("type") in ("1", "2")}
        if len(self.order) < 2:
            return None
        small, big = (self.order[1], self.order[0]) if len(self.order) == 2 else (self.order[0], self.order[1])
        posted = forced.get((big, str(_BIG_BLIND)))
        self.blind_posters = (small if (small, str(_SMALL_BLIND)) in forced else None, big if posted is not None else None)
        return self.money(posted.get("sum", "0"), f"action {posted.get('no')}'s sum") if posted is not None else None

    def _put(self, player: str, amount: Decimal, *, on_street: bool = True) -> None:
        self.put_in[player] = self.put_in.get(player, Decimal(0)) + amount
        if on_street:
            self.street_bets[player] = self.street_bets.get(player, Decimal(0)) + amount

    def _step(self, action: ET.Element, big_blind: Decimal | None) -> Step | None:
        player = action.get("player", "")
        kind = self._number(action.get("type"), "action type")
        if kind in (_SITS_OUT, _NO_BLIND):
            return None
        if player not in self.stacks:
            raise self.fail(f"action {action.get('no')}: {player!r} acts but has no seat")
        sum_text = action.get("sum", "0")
        if kind in (_ALL_IN, _ALL_IN_6) and not re.search(r"\d", sum_text):
            raise self.fail(f"action {action.get('no')}: {player}'s all-in protection (sum {sum_text!r}) is not read")
        amount = self.money(sum_text, f"action {action.get('no')}'s sum")
        bet = max(self.street_bets.values(), default=Decimal(0))
        mine = self.street_bets.get(player, Decimal(0))
        if kind == _FOLD:
            self.folded.add(player)
            return Act(player, ActKind.FOLD, self.line)
        if kind == _CHECK:
            return Act(player, ActKind.CHECK, self.line)
        if kind == _CALL:
            self._put(player, amount)
            return Act(player, ActKind.CALL, self.line, amount)
        if kind in (_BET, _RAISE):
            if amount <= bet:
                raise self.fail(f"action {action.get('no')}: {player} makes the bet {amount}, which is not above the bet of {bet}")
            self._put(player, amount - mine)
            act = ActKind.RAISE if kind == _RAISE else ActKind.COMPLETE if bet else ActKind.BET
            return Act(player, act, self.line, amount)
        if kind in (_ALL_IN, _ALL_IN_6):
            behind = self.stacks[player] - self.put_in.get(player, Decimal(0)) - self.dead.get(player, Decimal(0))
            if amount not in (behind, mine + behind):
                raise self.fail(f"action {action.get('no')}: {player} goes all in for {amount}, with {behind} behind")
            self._put(player, behind)
            if mine + behind <= bet:
                return Act(player, ActKind.CALL, self.line, behind)
            return Act(player, ActKind.RAISE if bet else ActKind.BET, self.line, mine + behind)
        if kind == _BRING_IN:
            self._put(player, amount)
            return Act(player, ActKind.BRING_IN, self.line, amount)
        small_blind, big_blind_player = self.blind_posters
        if kind == _SMALL_BLIND:
            posted = any(isinstance(s, Post) and s.kind is PostKind.SMALL_BLIND for s in self.steps)
            if posted or (small_blind is not None and player != small_blind):  # a returning player's missed small blind
                self.dead[player] = self.dead.get(player, Decimal(0)) + amount
                return Post(player, PostKind.DEAD, amount, self.line)
            self._put(player, amount)
            return Post(player, PostKind.SMALL_BLIND, amount, self.line)
        if kind == _BIG_BLIND:
            if player == big_blind_player or big_blind is None:
                self._put(player, amount)
                return Post(player, PostKind.BIG_BLIND, amount, self.line)
            if amount < big_blind:
                raise self.fail(f"action {action.get('no')}: {player} posts {amount}, less than the big blind of {big_blind}: a short post is not read")
            if amount > big_blind:  # both blinds at once: the big blind live, the rest dead
                self.dead[player] = self.dead.get(player, Decimal(0)) + amount - big_blind
                self.steps.append(Post(player, PostKind.DEAD, amount - big_blind, self.line))
            self._put(player, big_blind)
            return Post(player, PostKind.POST, big_blind, self.line)
        if kind == _ANTE:
            self._put(player, amount, on_street=False)
            return Post(player, PostKind.ANTE, amount, self.line)
        raise self.fail(f"action {action.get('no')}: iPoker's action type {kind} is not one this reader knows")

    def _showdown(self) -> None:
        """Every player still in at the end shows the cards seen, or mucks (cards not all seen)."""
        left = [player for player in self.order if player not in self.folded and player in self.cards]
        if len(left) < 2:
            return
        for player in left:
            cards = self.cards[player]
            if cards and None not in cards:
                self.steps.append(Showed(player, tuple(c for c in cards if c is not None), self.line))
            else:
                self.steps.append(Mucked(player, self.line))

    def _uncalled(self) -> tuple[str | None, Decimal]:
        """The player whose last bet nobody matched, and by how much."""
        ranked = sorted(self.put_in.items(), key=lambda item: item[1], reverse=True)
        if len(ranked) < 2 or ranked[0][1] == ranked[1][1]:
            return None, Decimal(0)
        return ranked[0][0], ranked[0][1] - ranked[1][1]

    def _collected(self, seats: list[Seat]) -> dict[str, Decimal]:
        """What each player collected: ``win``, less an uncalled bet where the client counts it in."""
        players = self.game.find("general/players")
        wins = {p.get("name", ""): p.get("win", "0") for p in players.findall("player")} if players is not None else {}
        version = re.match(r"\d+", _text_of(self.general, "client_version"))
        excludes = _text_of(self.general, "uncalled_bet_enabled").lower() == "true" or (version is not None and int(version.group()) >= 20)
        owner, uncalled = self._uncalled()
        collected: dict[str, Decimal] = {}
        for seat in seats:
            win = self.money(wins.get(seat.name) or "0", f"{seat.name}'s win")
            if seat.name == owner and not excludes:
                if win < uncalled:
                    raise self.fail(f"{seat.name} wins {win}, less than the uncalled bet of {uncalled} the client counts in it")
                win -= uncalled
            if win:
                collected[seat.name] = win
        if not collected:
            raise self.fail("nobody collects the pot (no player's win is above nothing)")
        return collected

    def _rake(self, collected: dict[str, Decimal]) -> Decimal:
        """The pot (every amount put in, less the uncalled bet) less what the players collected."""
        pot = sum(self.put_in.values(), Decimal(0)) + sum(self.dead.values(), Decimal(0)) - self._uncalled()[1]
        total = sum(collected.values(), Decimal(0))
        if total > pot:
            raise self.fail(f"the players collect {total}, more than the pot of {pot}")
        return pot - total


def _when(text: str) -> datetime.datetime | None:
    for form in _DATES:
        try:
            return datetime.datetime.strptime(text, form)
        except ValueError:
            continue
    return None


def _with(game: Game, **changes: Decimal) -> Game:
    values = {name: getattr(game, name) for name in ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")}
    values.update(changes)
    return Game(code=game.code, **values)
