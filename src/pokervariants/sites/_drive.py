"""A room's hand played straight through the engine, from the hand as :func:`._build.build` reads
it: the replay :func:`pokervariants.phh.replay` makes of the hand's PHH history, without writing
the history's text and reading it back.

The replay of a history (``pokervariants.phh._replayer``) turns its amounts into units, parses
each action, makes its game from its fields, and only then plays it; a room's hand is in those
terms already (:class:`~._build.Built`). This plays it as the replayer does, step for step, for
the games that are most of what rooms deal: those dealt with a button and a board or hole cards
alone, with no draw and no stud schedule (hold'em, Omaha, short deck: their hidden cards get the
unseen cards in pack order, as the replayer gives them). The engine checks every action as in a
live hand, and the hand's card source is the replay's own (:class:`~pokervariants.phh.HistorySource`),
checking each card is dealt where the history deals it. It gives the very hand the replay would,
or ``None`` wherever it would not play the hand through as given (a rule refused, a card out of
place, another game): the caller then replays the history itself (:func:`._proof.proven`), which
says why or reads the hand another way (PokerKit's readings). ``tests/test_sites_speed.py``
holds the two to the same hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any, Final

from ..core import CARDS, Action, ActionKind, Card, IllegalActionError, Money
from ..engine.hand import Hand
from ..engine.phases import ShowdownMode
from ..engine.protocols import BOARD, DecisionKind, GameVariant
from ..engine.state import pack_of
from ..phh import PHHError
from ..phh._games import choosing_showdown, family_of, make, variant_class
from ..phh._verbs import action_of, pointless_check
from ..phh._source import HistoryCursor, HistorySource, Refused
from ..variants.base import Variant, seat_amounts
from ..variants.holdem import Holdem
from ._build import Built

__all__ = ["Games", "drive"]

_SHOWDOWN: Final = DecisionKind.SHOWDOWN
_SHOW: Final = Action(ActionKind.SHOW)
_MUCK: Final = Action(ActionKind.MUCK)


_LIBRARY_NEW_HANDS: Final = (Variant.new_hand, Holdem.new_hand)
"""How the library's games start a hand: the stacks checked, and the cards' source copied."""


class _Game:
    """A game made from a room's fields in units, with what the drive needs to know of it."""

    __slots__ = ("cards", "choosing", "direct", "fits", "game", "literal", "money", "pack", "pack_set", "plain", "players")

    def __init__(self, built: Built) -> None:
        self.game: GameVariant | None = None
        self.plain = False
        """Dealt with a button, no draws and no stud schedule: a game the drive plays."""
        self.literal = False
        """The game chooses at the showdown by its own option: the players' ``sm`` are their choices."""
        self.pack = range(0)
        self.cards: tuple[Card, ...] = ()
        self.pack_set: frozenset[int] = frozenset()
        """The pack's cards, in order (the hidden cards' stand-ins are the first unseen)."""
        self.direct = False
        """The game starts a hand as the library's games do (:meth:`start` does it itself)."""
        self.players = range(0)
        """The numbers of players the game takes."""
        self.fits: dict[int, bool] = {}
        """Whether the pack holds the cards a hold'em hand of so many players needs, once asked."""
        self.choosing: list[GameVariant | None] = []
        """The game with a choosing showdown (:meth:`choosing_game`), once asked."""
        self.money = Money.WHOLE if built.places == 0 else Money(Decimal(1).scaleb(-built.places))
        code = built.fields["variant"]
        try:
            cls = variant_class(code)
            game = make(cls, code, built.units_fields())
        except PHHError:
            return  # the replay says why
        family = family_of(type(game))
        self.game = game
        self.plain = family.schedule(game) is None and family.reshuffle(game) is None
        self.literal = family.showdown(game) is ShowdownMode.CHOOSE
        self.pack = pack_of(game)
        self.cards = tuple(CARDS[c] for c in self.pack)
        self.pack_set = frozenset(self.pack)
        self.direct = type(game).new_hand in _LIBRARY_NEW_HANDS
        self.players = range(game.min_players, game.max_players + 1)

    def choosing_game(self) -> GameVariant | None:
        """The game with a choosing showdown (``phh._games.choosing_showdown``), made once: a game
        in money (not whole chips) is made again at each call, and a hand with a muck asks it."""
        if not self.choosing:
            assert self.game is not None  # (asked only of a game the drive plays)
            self.choosing.append(choosing_showdown(self.game))
        return self.choosing[0]

    def start(self, game: GameVariant, stacks: tuple[int, ...], source: HistorySource) -> Hand:
        """``game.new_hand(stacks, source=source)``, for a game that starts a hand as the library's
        games do, without its copy of ``source`` (the drive makes a source for each hand); a
        ``ValueError`` or ``TypeError`` where it would refuse."""
        if not self.direct:
            hand = game.new_hand(stacks, source=source)
            if not isinstance(hand, Hand):
                raise TypeError("not the engine's hand")
            return hand
        count = len(stacks)
        own = game is self.game  # (not the game with a choosing showdown the drive may play instead)
        if own and count in self.players and min(stacks) >= 1:  # seat_amounts' checks of a tuple of whole stacks, at once
            chips = stacks
        else:
            chips = seat_amounts(stacks, game, "stacks", smallest=1)  # (it says what is wrong)
        if isinstance(game, Holdem):
            fits = self.fits.get(count) if own else None
            if fits is None:
                fits = game.cards_needed(count) <= len(self.pack)
                if own:
                    self.fits[count] = fits
            if not fits:
                raise ValueError("more cards than the pack holds")
        return Hand(game, chips, source)


_MADE: Final[dict[tuple[Any, ...], _Game]] = {}
"""The games made (:class:`Games`), by their fields in units and places, kept from one reading to
the next: a file's hands share a few stakes, and a room's files a few more, where a game costs as
much to make as a few hundred hands cost to read. Games are values, and what the drive learns of
one (:class:`_Game`) holds for every hand of it: a cache, changing no result. Emptied when full."""
_MADE_MOST: Final = 256


class Games:
    """The games of the hands read, by their fields in units: each made once (:data:`_MADE`, shared
    by every reading in the process)."""

    __slots__ = ("_games",)

    def __init__(self) -> None:
        self._games = _MADE

    def of(self, built: Built) -> _Game:
        key = (built.game_key, built.places)
        games = self._games
        game = games.get(key)
        if game is None:
            game = _Game(built)
            if len(games) >= _MADE_MOST:
                games.clear()
            games[key] = game
        return game


def _hides(row: tuple[Card | None, ...]) -> bool:
    """Whether ``row`` holds a card unseen (``None``), by identity (``None in row`` compares each card
    with ``None`` as numbers, through Python, before it looks at identity)."""
    for card in row:
        if card is None:
            return True
    return False


class _Cannot(Exception):
    """The drive does not play the hand through: the replay of its history is to say why, or read it otherwise."""


def drive(built: Built, games: Games) -> Hand | None:
    """The hand ``built`` plays, as :func:`pokervariants.phh.replay` replays its history (in the
    history's money), or ``None`` where the drive leaves the hand to that replay."""
    entry = games.of(built)
    if not entry.plain or entry.game is None:
        return None
    try:
        return _Drive(built, entry).run()
    except _Cannot:
        return None


class _Drive:
    """One hand driven: the replayer's steps (``Replayer.run``) for a game without draws or a stud schedule."""

    def __init__(self, built: Built, entry: _Game) -> None:
        self.built, self.entry = built, entry
        acts = built.acts
        if len(acts) + len(built.deals) + len(built.shows) != len(built.fields["actions"]):
            raise _Cannot  # an action of another kind (a comment): the actions' numbers are the replay's to follow
        for act in acts:
            if act[2] == "sd":
                raise _Cannot  # a draw in a game without draws: the replay refuses it
        for _, _, cards in built.deals:
            if not cards:
                raise _Cannot  # a deal without cards: the replay refuses it
        self.showing: dict[int, tuple[Card, ...] | None] = {}
        """Each player's last ``sm``: the cards shown, or ``None`` for a muck."""
        shown: dict[int, tuple[int, tuple[Card, ...]]] = {}
        for number, seat, shows in built.shows:
            if shows is not None and _hides(shows):
                raise _Cannot  # a card shown unseen: the replay reads it as a muck
            self.showing[seat] = shows
            if shows is not None:
                shown[seat] = (number, shows)
        self.cards = self._resolve(shown)
        self.known = self._check_cards()

    def _resolve(self, shown: dict[int, tuple[int, tuple[Card, ...]]]) -> dict[int, tuple[Card | None, ...]]:
        """Each deal's cards, those unseen filled from the showdown where it names them
        (``Replayer._resolve``): the deals as built, but a shown player's, copied to be filled.
        (Tuples: compiled, a tuple's items are read natively, a sequence's through Python.)"""
        cards: dict[int, tuple[Card | None, ...]] = {number: row for number, _, row in self.built.deals}
        if not shown:
            return cards
        # (Loops, not generators: compiled, a generator's every step is a call.)
        positions: dict[int, list[tuple[list[Card | None], int]]] = {}  # each shown player's dealt cards: the row (as filled) and the place in it
        rows: dict[int, list[Card | None]] = {}  # the rows being filled, by their deal
        for number, seat, row in self.built.deals:
            if seat in shown:
                filled = list(row)
                rows[number] = filled
                places = positions.get(seat)
                if places is None:
                    places = positions[seat] = []
                for k in range(len(filled)):
                    places.append((filled, k))
        for seat, (_, revealed) in shown.items():
            dealt_to = positions.get(seat, [])
            dealt: list[Card] = []
            for filled, k in dealt_to:
                card = filled[k]
                if card is not None:
                    dealt.append(card)
            if len(dealt) == len(dealt_to):  # every card dealt known: the cards shown are they
                if sorted(revealed) != sorted(dealt):
                    raise _Cannot  # shows other cards than dealt
                continue
            if len(revealed) != len(dealt_to):
                raise _Cannot
            for (filled, k), card in zip(dealt_to, revealed):
                known = filled[k]
                if known is None:
                    filled[k] = card
                elif known != card:
                    raise _Cannot
        for number, filled in rows.items():
            cards[number] = tuple(filled)
        return cards

    def _check_cards(self) -> set[int]:
        """Every card known is in the pack, and dealt once (``Replayer._check_cards``)."""
        seen: set[int] = set()
        pack = self.entry.pack_set
        for row in self.cards.values():  # (loops: compiled, a generator's every step is a call)
            for card in row:
                if card is not None:
                    if card in seen or card not in pack:
                        raise _Cannot
                    seen.add(card)
        return seen

    def _mucks(self) -> bool:
        """Whether a player mucks as the history tells it (``Replayer._mucks``)."""
        if any(cards is None for cards in self.showing.values()):
            return True
        folded = {seat for _, seat, verb, _, _ in self.built.acts if verb == "f"}
        staying = [seat for seat in range(len(self.built.stacks)) if seat not in folded]
        if len(staying) < 2:
            return False
        shown = {seat for seat, cards in self.showing.items() if cards}
        return any(seat >= 0 and seat in staying and seat not in shown and _hides(self.cards[number]) for number, seat, _ in self.built.deals)

    def run(self) -> Hand:
        """The hand, under the game with a choosing showdown if a player mucks (and under the game
        as declared again if in the end nobody did), priced in the history's money."""
        entry = self.entry
        declared = entry.game
        assert declared is not None  # a game the drive plays
        game = declared
        if not entry.literal and self._mucks():
            game = entry.choosing_game() or declared
        hand = self._attempt(game)
        if game is not declared and not hand.mucked_seats:
            hand = self._attempt(declared)
        if entry.money.places:
            hand._priced(entry.money)
        return hand

    def _attempt(self, game: GameVariant) -> Hand:
        """One replay under ``game`` (``Replayer._attempt``): the hand, or :class:`_Cannot`."""
        built, entry, cards = self.built, self.entry, self.cards
        pack = entry.pack
        known = self.known
        unseen = [card for card in entry.cards if card not in known]
        # Each card unseen gets the next of the unseen cards in pack order, in the order the history
        # deals them (the rows of ``cards`` are in the deals' order): the replay's stand-ins.
        used = 0
        seats: dict[int, list[tuple[Card | None, int]]] = {}
        board: list[tuple[Card | None, int]] = []
        standing: set[int] = set()  # the seats (and the board) dealt a stand-in
        for number, seat, _ in built.deals:
            row = cards[number]
            dealt: list[tuple[Card | None, int]]
            if _hides(row):
                standing.add(seat)
                dealt = []
                for card in row:
                    if card is None:
                        if used == len(unseen):
                            raise _Cannot  # more cards hidden than the pack holds unseen
                        card = unseen[used]
                        used += 1
                    dealt.append((card, number))
            else:
                dealt = [(card, number) for card in row]
            if seat == BOARD:
                board.extend(dealt)
            else:
                seats.setdefault(seat, []).extend(dealt)
        unknown: set[int] = set(unseen[:used])
        acts = built.acts
        last = max(acts[-1][0] if acts else -1, built.deals[-1][0] if built.deals else -1)
        cursor = HistoryCursor(acts[0][0] if acts else None)
        source = HistorySource(
            pack=len(pack), seats=seats, board=board, burns=(), spare=unseen[used:], cursor=cursor, last=last, past_end=False,
            texts=tuple(built.fields["actions"]), pack_start=pack.start, stand_ins=unknown,
        )  # fmt: skip
        source.hidden.update(unknown)
        try:
            hand = entry.start(game, built.stacks, source)
        except (Refused, ValueError, TypeError):
            raise _Cannot from None
        played = hand.source  # the drive's source (or the hand's copy of it)
        if not isinstance(played, HistorySource):
            raise _Cannot
        self._play(hand, played, cursor)
        self._show_down(hand, unknown)
        if played.undealt() is not None:
            raise _Cannot  # a card the rules never deal
        for seat in hand.shown_seats:
            if (seat in standing or BOARD in standing) and any(card in unknown for card in hand.cards(seat)):
                raise _Cannot  # a stand-in reaches the showdown (a seat's cards are its own and the board's)
        return hand

    def _play(self, hand: Hand, source: HistorySource, cursor: HistoryCursor) -> None:
        """Each player action in turn (``Replayer._play``), a pointless check PokerKit writes read as
        nothing; ``source`` is the hand's. The cursor stands between the action taken and the next
        player action (or the one after a pointless check: the hand goes on as if it were taken)."""
        acts = self.built.acts
        count = len(acts)
        pointless = -1
        for index in range(count):
            number, actor, verb, amount, _ = acts[index]
            if number == pointless:
                continue
            acting = hand.actor
            if source.undealt(number) is not None or acting is None or acting != actor:  # (compared as ints: compiled, an optional's comparison is a Python call)
                raise _Cannot  # a card the rules do not deal yet, or a player out of turn
            action = action_of(verb, amount if verb == "cbr" else None, (), hand.legal_actions())  # (a cbr's amount: the others' the replay reads as none)
            after = number
            before: int | None = None
            if index + 1 < count:
                following = acts[index + 1]
                before = following[0]
                checker = following[1]
                if before == number + 1 and following[2] == "cc" and checker != actor and pointless_check(hand, action, checker):
                    after = pointless = before  # the check, next
                    before = acts[index + 2][0] if index + 2 < count else None
            cursor.after, cursor.before = after, before
            try:
                hand.act(action)
            except (IllegalActionError, Refused):
                raise _Cannot from None

    def _show_down(self, hand: Hand, unknown: set[int]) -> None:
        """A choosing showdown answered as the history tells it (``Replayer._show_down``)."""
        showing, literal = self.showing, self.entry.literal
        while hand.phase is _SHOWDOWN and hand.actor is not None:
            seat = hand.actor
            if seat not in showing and literal:
                return
            cards = showing.get(seat, ())
            unseen = any(card in unknown for card in hand.cards(seat))
            try:
                hand.act(_MUCK if unseen or cards is None else _SHOW)
            except (IllegalActionError, Refused):
                raise _Cannot from None
