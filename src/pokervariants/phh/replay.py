"""Replaying a hand history through the engine.

The engine deals, as in a live hand: the history becomes the hand's card
source (:class:`HistorySource`), which gives each seat the cards the history
deals it, in order, the board its cards, and the burns those of the
``_burned`` field, and checks that the engine asks for each card where the
history deals it: after the player action before it, before the one after.
Each player action is applied as the engine's own action, so every rule is
checked as in a live hand, and nothing here knows one game from another.

Cards nobody saw (``??``) are filled from the showdown where an ``sm`` names
them; the others get stand-ins, cards the history never shows. In a game dealt
in streets with an opener rule (the stud family), :mod:`pokervariants.phh.standins`
chooses them so that what the history says happened still happens: the same
player brings in and acts first on each street, and no stand-in sets off a
deal-hook effect the history does not show. A player whose cards are unknown
may fold, but cannot reach a showdown. A history may stop midway; if its last
action closes a betting round, the engine would deal on, and only
``stand_ins=True`` lets it, with unseen cards.

The replay reads each action once and never searches the hand's event log,
so its time grows in proportion to the history's length.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable
from typing import Any

import attrs
from attrs import frozen

from ..core import Action, ActionKind, IllegalActionError, CARDS, Card
from ..engine.protocols import BOARD, BURN
from ..engine.state import pack_of
from ..engine.hooks import DealEffect
from ..variants.registry import VariantRegistry, phh_codes, registry as default_registry
from .errors import PHHActionError, PHHCardError, PHHError, PHHFieldError, UnknownVariantError, short
from .history import HandHistory, whole
from .notation import Notation, format_cards, parse_action, parse_phh_cards
from .options import make_game
from .standins import Opening, Slot, StandInSearch, StreetNote, effects_of

__all__ = ["HistoryCursor", "HistorySource", "game_of", "replay"]

_VERBS: dict[str, tuple[ActionKind, ...]] = {
    "pb": (ActionKind.BRING_IN,),
    "f": (ActionKind.FOLD,),
    "cc": (ActionKind.CHECK, ActionKind.CALL, ActionKind.MATCH_POT, ActionKind.CONTINUE),
    "cbr": (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE),
    "sd": (ActionKind.STAND, ActionKind.DRAW),
    "ch": (ActionKind.CHANGE,),
    "xj": (ActionKind.EXCHANGE,),
}
"""The engine's action kinds each PHH verb can be, the most likely first: ``cc`` checks, calls,
matches the pot or continues, whichever the player may do."""


def game_of(history: HandHistory, *, registry: VariantRegistry | None = None) -> Any:
    """The configured game a history describes (:class:`UnknownVariantError` for an unknown code).

    Games are immutable, so histories with the same fields share one game: replaying a file of
    hands from one table configures its game once.
    """
    known = registry if registry is not None else default_registry()
    code = history.variant
    try:
        cls = known.find(code)
    except ValueError as error:
        raise UnknownVariantError(
            f"unknown variant code {short(code)}: {str(error).split(': ', 1)[-1]}; a game of your own must be registered "
            "(register_variant, or replay(history, registry=...); on the command line, replay --game module:Class)"
        ) from None
    codes = phh_codes(cls)
    if code not in codes:
        raise UnknownVariantError(f"{short(code)} is not a PHH variant code; {cls.name}'s is {' or '.join(map(repr, codes)) or None}")
    fields = history.fields
    try:
        key = (cls, len(fields.get("starting_stacks") or ()), _hashable({k: v for k, v in fields.items() if k not in _PER_HAND}))
    except TypeError:  # a value that cannot be a key: make the game afresh
        return make_game(cls, dict(fields))
    game = _GAMES.get(key)
    if game is None:
        game = make_game(cls, dict(fields))
        if len(_GAMES) >= _GAMES_KEPT:
            _GAMES.clear()
        _GAMES[key] = game
    return game


_PER_HAND = frozenset({
    "actions", "starting_stacks", "finishing_stacks", "players", "author", "event", "url", "venue", "address", "city",
    "region", "postal_code", "country", "time", "time_zone", "time_zone_abbreviation", "day", "month", "year", "hand",
    "level", "seats", "table", "winnings", "currency", "currency_symbol", "total_pot_amount", "rake", "time_banks",
    "_burned", "_reshuffled", "_kitty", "_finishing_kitty",
})  # fmt: skip
"""Fields that say nothing about the game (a hand's stacks and actions, where and when it was played)."""
_GAMES: dict[tuple[Any, ...], Any] = {}
"""Games made from PHH fields, by the fields that make them (a cache of immutable values: it changes no result)."""
_GAMES_KEPT = 256


def _hashable(value: Any) -> Any:
    """A TOML value as a dict key: arrays as tuples, tables as sorted pairs (tagged, so neither passes for the other)."""
    if isinstance(value, list):
        if all(type(v) is int for v in value):
            return ("[int", tuple(value))
        return ("[", tuple(_hashable(v) for v in value))
    if isinstance(value, dict):
        return ("{", tuple(sorted((k, _hashable(v)) for k, v in value.items())))
    hash(value)
    return (type(value).__name__, value)


def replay(history: HandHistory, *, registry: VariantRegistry | None = None, stand_ins: bool = False) -> Any:
    """Replay ``history`` through the engine and return the hand, finished or where the history stops.

    Hidden cards (``??``) get stand-ins that keep the history's story: who brings in and acts
    first, and what deal hooks set off (see :doc:`/phh`). A history may stop midway. If its last
    action closes a betting round (or a Bailey round), the engine deals on at once; the history has
    no cards for that, so the replay refuses unless ``stand_ins=True``, which deals unseen cards in
    their place (they are not the real cards).

    Raises :class:`~pokervariants.phh.PHHActionError` naming the action number and the rule for
    an action the rules do not allow (whatever stands in for the hidden cards),
    :class:`~pokervariants.phh.PHHCardError` for an impossible card, and
    :class:`~pokervariants.phh.PHHFieldError` for fields that do not fit (including
    ``finishing_stacks`` that disagree with the replay); ``TypeError`` if ``history`` is not a
    :class:`~pokervariants.phh.HandHistory`.
    """
    if not isinstance(history, HandHistory):
        raise TypeError(f"replay takes a HandHistory (phh.loads reads one from text), got {type(history).__name__}")
    game = game_of(history, registry=registry)
    notations = [parse_action(text, number) for number, text in enumerate(history.actions)]
    try:
        return _Replayer(history, game, notations, stand_ins=stand_ins).run()
    except PHHError as error:
        muck = _as_pokerkit_reshuffles(history, game, notations, stand_ins, error)
        if isinstance(muck, tuple):  # PokerKit's reshuffles got past the card the rules refused: what stopped them is the story
            error, game = muck
        elif muck is not None:
            return muck
        if isinstance(error, PHHActionError):
            raise _with_straddle_hint(_with_short_all_in_hint(error, history, game, notations, stand_ins), game) from None
        raise error from None


def _as_pokerkit_reshuffles(history: HandHistory, game: Any, notations: list[Notation], stand_ins: bool, error: PHHError) -> Any:
    """A draw history that says nothing of its reshuffles, replayed as PokerKit deals them (every card
    out of play reshuffled, ``_reshuffle = "muck"``): the hand; or, when that fails too, its error and
    that game if the rules' reading failed on a card dealt again (``error``); else ``None``."""
    from ..engine.draws import Reshuffle

    if getattr(game, "reshuffle", None) is not Reshuffle.DISCARDS or "_reshuffle" in history.fields:
        return None
    muck = attrs.evolve(game, reshuffle=Reshuffle.MUCK)
    try:
        return _Replayer(history, muck, notations, stand_ins=stand_ins).run()
    except PHHError as later:
        return (later, muck) if "dealt again" in str(error) or "dealt twice" in str(error) else None


def _with_short_all_in_hint(error: PHHActionError, history: HandHistory, game: Any, notations: list[Notation], stand_ins: bool) -> PHHActionError:
    """``error``, saying so when the history plays under ``short_all_in="by_bet"`` (PokerKit's reading of a short all-in)."""
    from ..engine.betting import ShortAllIn

    betting = getattr(game, "betting", None)  # flop games keep it in their betting structure, stud games in the game
    holder, option = (game, "short_all_in") if getattr(game, "short_all_in", None) is not None else (betting, "short_all_in")
    if holder is None or getattr(holder, option, None) is not ShortAllIn.GRID or "cbr" not in error.text:
        return error
    changed = attrs.evolve(holder, short_all_in=ShortAllIn.BY_BET)
    other = changed if holder is game else attrs.evolve(game, betting=changed)
    try:
        _Replayer(history, other, notations, stand_ins=stand_ins).run()
    except PHHError as later:
        rescued = _as_pokerkit_reshuffles(history, other, notations, stand_ins, later)
        if rescued is None or isinstance(rescued, tuple):
            return error  # PokerKit's reading of the short all-in fails too (with its reshuffles as well)
    hint = (
        f"{error.reason}; the history raises one bet above a short all-in, as PokerKit plays: "
        'replay it with the field _short_all_in = "by_bet" (RULES.md 3, the fixed-limit grid)'
    )
    return PHHActionError(error.action, error.text, hint)


def _with_straddle_hint(error: PHHActionError, game: Any) -> PHHActionError:
    """``error``, saying so when a raise is refused in a game with a straddle: PokerKit's smallest raise
    over a straddle adds the big blind (``min_bet``), where this library's adds the straddle."""
    blinds = getattr(game, "blinds", ())
    if len([b for b in blinds if b]) < 3 or "cbr" not in error.text or "cannot raise" not in error.reason:
        return error
    hint = (
        f"{error.reason}; with a straddle the straddle is the round's bet, so the smallest raise adds the straddle "
        "(as card rooms play it), where PokerKit's adds the big blind: a history PokerKit wrote can raise less"
    )
    return PHHActionError(error.action, error.text, hint)


def _progress(failure: _Failure) -> tuple[int, int]:
    """How far a replay got before it failed: its street (the checks at the end come last), then its action."""
    return (failure.street, -1 if failure.number is None else failure.number)


@frozen
class _Failure:
    """Why one replay of a history stopped: the error, and where, for the search for other stand-ins."""

    error: PHHError
    street: int
    """The street the hand was on (the number of streets for the checks at the end)."""
    number: int | None = None
    """The player action refused (``None``: a deal, or the checks at the end)."""
    opening: Opening | None = None
    """Set when a betting round was opening: who the history has acting first, among whom."""
    final: bool = False
    """No choice of stand-ins can change it."""


class _Refused(Exception):
    """Raised through the engine by a :class:`HistorySource` asked for a card where the history deals none."""

    def __init__(self, error: PHHError) -> None:
        super().__init__(str(error))
        self.error = error


class HistoryCursor:
    """Where the replay is in the history: the player action just applied and the next one.

    Shared by a :class:`HistorySource` and its copies (a hand copies its source), so the replay
    moves it once for whichever copy the hand holds.
    """

    def __init__(self, before: int | None) -> None:
        self.after = -1
        """The player action just applied (-1: none yet)."""
        self.before = before
        """The next player action (``None``: none is left)."""


_Row = deque[tuple[Card | None, int]]
"""A seat's cards as the history deals them, each with its action; ``None`` is a hidden card whose
stand-in is chosen only when it is dealt (a draw game's, once the unseen cards have run out)."""


_NEVER = 1 << 62
"""Later than any action: no card is left to deal."""


class HistorySource:
    """A hand's card source that deals what a hand history deals (a :class:`~pokervariants.CardSource`).

    ``seats`` holds each seat's cards in the order the history deals them, with the number of the
    action dealing each, and ``board`` the board's; ``burns`` are the burned cards, and ``spare``
    the cards the history never shows, for burns it does not give and (with ``past_end``) cards
    the engine deals after the history stops. The engine may draw a seat's next card only between
    the player actions the history deals it between; otherwise the draw raises, and the replay
    says where the rules and the history part.
    """

    def __init__(
        self,
        *,
        pack: int,
        seats: dict[int, list[tuple[Card | None, int]]],
        board: Iterable[tuple[Card | None, int]],
        burns: Iterable[Card],
        spare: Iterable[Card],
        cursor: HistoryCursor,
        last: int,
        past_end: bool,
        texts: tuple[str, ...],
        redeals: bool = False,
        reshuffles: Iterable[tuple[Card, ...]] = (),
        pack_start: int = 0,
        stand_ins: set[int] | None = None,
    ) -> None:
        self._reshuffles = deque(reshuffles)
        self._rows: dict[int, _Row] = {seat: deque(row) for seat, row in seats.items()}
        self._out: set[int] | None = set() if redeals else None  # a draw game's cards out of the stub
        self._stand_ins = set() if stand_ins is None else stand_ins  # the replay's: every stand-in chosen here goes in it too
        self._chosen: set[int] = set()  # the stand-ins chosen as dealt (the history may name one later, after a reshuffle)
        self._rows[BOARD] = deque(board)
        self._first: int | None = None  # the first action a card not yet drawn is dealt by (None: to work out)
        self._burns = deque(burns)
        self._spare = deque(spare)
        self._drawn = 0
        self._pack = pack
        self._pack_start = pack_start
        self._cursor = cursor
        self._last = last
        self._past_end = past_end
        self._texts = texts
        self.unseen: list[Card] = []
        """The spare cards dealt where the history gives none (``past_end``): not the real cards."""
        self.hidden: set[int] = set()
        """Every card dealt that the history does not show: stand-ins for its hidden cards (``??``),
        burns it does not record, cards past its end (a narration tells them as ``??``)."""

    @property
    def remaining(self) -> int:
        """How many cards a real deck would still hold."""
        return self._pack - self._drawn

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        """The next card the history deals ``seat`` (or the board, or a burn)."""
        number = -1
        given: Card | None = None  # the card the history names here
        if seat == BURN:
            if self._burns:
                card = self._burns.popleft()
            else:
                card = self._spare.popleft() if self._spare else self._latest()
                self.hidden.add(card)
        else:
            row = self._rows.get(seat)
            cursor = self._cursor
            if row and (cursor.before is None or row[0][1] < cursor.before):
                given, number = row.popleft()
                if number == self._first:
                    self._first = None  # that was the first undealt: work it out again when asked
                card = given if given is not None else self._stand_in()
            else:
                card = self._missing(seat, row)
        out = self._out
        if out is not None:
            if card in out:
                at = number if number >= 0 else min(self._cursor.after + 1, len(self._texts) - 1)
                if card in self._stand_ins:
                    raise _Refused(
                        PHHActionError(
                            at, self._text(at),
                            f"the history hides more cards than the pack holds, and the stand-in for a hidden card (??) "
                            f"before this one, {card}, is still in play when the history deals it here; a history that "
                            "names more of its cards replays",
                        )
                    )  # fmt: skip
                raise _Refused(
                    PHHActionError(
                        at, self._text(at),
                        f"{card} is dealt again before the discards holding it are reshuffled (RULES.md 6: the discards are "
                        "reshuffled only when the stub runs short, never a player's own from this draw nor those of the players "
                        "still to be served, and never burned or folded cards)" + self._short_pack_hint(card),
                    )
                )  # fmt: skip
            if given is not None and card in self._chosen:  # a stand-in once, discarded and reshuffled: now the history's own card
                self._chosen.discard(card)
                self._stand_ins.discard(card)
                self.hidden.discard(card)
            out.add(card)
        self._drawn += 1
        return card

    def restock(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Take back a draw game's discards: the history may deal them again (it says in what order)."""
        back = tuple(cards)
        if self._reshuffles:  # the order this library's history recorded
            order = self._reshuffles.popleft()
            if sorted(order) != sorted(back):
                at = min(self._cursor.after + 1, len(self._texts) - 1)
                raise _Refused(
                    PHHFieldError(
                        f"_reshuffled: the history reshuffles {format_cards(order)}, but the discards to reshuffle "
                        f"at action {at} are {format_cards(back) or 'none'}"
                    )
                )
            back = order
        if self._out is not None:
            self._out.difference_update(back)
        self._drawn -= len(back)
        return back

    def _short_pack_hint(self, card: Card) -> str:
        """Why a history's recorded reshuffle may come too early for a whole pack: its hand was dealt
        from a shorter stacked deck, whose size PHH does not record."""
        if not any(card in order for order in self._reshuffles):
            return ""
        return (
            f"; the history reshuffles {card} (_reshuffled) where a whole pack's stub has not run short: its hand was "
            "dealt from a shorter stacked deck, which PHH cannot record (Hand.replay, from the hand's events, replays it)"
        )

    def _stand_in(self) -> Card:
        """A card for a hidden one (??) that the replay left to be chosen as it is dealt (a draw game
        that reshuffles deals more cards than the pack holds): an unseen card, or else one back in
        the stub, the one the history names latest or never."""
        card = self._spare.popleft() if self._spare else self._latest()
        self.hidden.add(card)
        self._stand_ins.add(card)
        self._chosen.add(card)
        return card

    def _latest(self) -> Card:
        """A burn when the history shows every card (PokerKit reshuffles its burns), or a hidden card's
        stand-in once the unseen cards are used: the card out of the stub's way longest, the one the
        history deals next latest."""
        out = self._out or set()
        upcoming: dict[int, int] = {}  # each card a deal still to come names, with the first action naming it
        for row in self._rows.values():
            for card, number in row:
                if card is not None:
                    upcoming[card] = min(upcoming.get(card, number), number)
        candidates = [c for c in range(self._pack_start, self._pack_start + self._pack) if c not in out]
        if not candidates:
            raise _Refused(PHHFieldError("the history leaves no card for a burn or a hidden card (??)"))
        return CARDS[max(candidates, key=lambda c: (upcoming.get(c, _NEVER), c))]

    def draw_many(self, seats: Iterable[int], face_up: bool) -> list[Card]:
        """A round of dealing: the next card for each of ``seats``."""
        return [self.draw(seat, face_up) for seat in seats]

    def _missing(self, seat: int, row: _Row | None) -> Card:
        """The engine deals ``seat`` a card here and the history does not: a spare card past its end, or refuse."""
        after = self._cursor.after
        to = "the board" if seat == BOARD else f"p{seat + 1}"
        if not row and after >= self._last:
            if self._past_end and self._spare:
                card = self._spare.popleft()
                self.unseen.append(card)
                self.hidden.add(card)
                return card
            at = max(after, 0)
            raise _Refused(
                PHHActionError(
                    at,
                    self._text(at),
                    "the history stops where the rules deal on, and gives no cards for it "
                    "(replay with stand_ins=True to deal unseen stand-in cards)",
                )
            )
        at = min(after + 1, len(self._texts) - 1)
        why = " (a draw deals one for each card discarded)" if self._out is not None else ""
        raise _Refused(PHHActionError(at, self._text(at), f"the rules deal a card to {to} here, and the history gives {to} no more at this point{why}"))

    def _text(self, number: int) -> str:
        return self._texts[number] if 0 <= number < len(self._texts) else ""

    def undealt(self, before: int | None = None) -> tuple[int, Card | None] | None:
        """The first card the history deals (before action ``before``, or at all) that the engine has not drawn."""
        if before is not None:
            first = self._first
            if first is None:
                first = self._first = min((row[0][1] for row in self._rows.values() if row), default=_NEVER)
            if first >= before:
                return None  # the usual answer, before every action
        heads = [row[0][::-1] for row in self._rows.values() if row and (before is None or row[0][1] < before)]
        return min(heads) if heads else None

    def copy(self) -> HistorySource:
        """An independent source in the same state (sharing the replay's place in the history)."""
        twin = HistorySource.__new__(HistorySource)
        twin.__dict__.update(self.__dict__)
        twin._rows = {seat: deque(row) for seat, row in self._rows.items()}
        twin._burns, twin._spare, twin._reshuffles = deque(self._burns), deque(self._spare), deque(self._reshuffles)
        twin._first = None
        twin.unseen, twin.hidden = list(self.unseen), set(self.hidden)
        twin._out = None if self._out is None else set(self._out)
        twin._chosen = set(self._chosen)
        return twin


class _Replayer:
    """The state of one replay: the parsed actions and who the history deals each card to."""

    def __init__(self, history: HandHistory, game: Any, notations: list[Notation], *, stand_ins: bool = False) -> None:
        self.history = history
        self.draws = bool(getattr(game, "draws_cards", False))
        self.muck = getattr(getattr(game, "reshuffle", None), "value", None) == "muck"
        """PokerKit's reshuffles: any card out of play may come back."""
        """A draw game: ``sd`` discards cards, and a discarded card may be dealt again after a reshuffle."""
        self.actions = history.actions  # a tuple made once: history.actions makes a new one each time
        self.stand_ins = stand_ins
        self.game = game
        self.notations = notations
        self.players = history.players
        self.unknown: set[int] = set()  # stand-in cards for ?? (they must never reach a showdown)
        self.reshuffles: list[tuple[Card, ...]] = []  # a draw game's reshuffles as this library's histories record them
        self.last_action = -1  # the last action that is not a showdown or a comment
        self.player_actions: list[int] = []
        for number, n in enumerate(notations):
            for seat in (n.actor, n.target):
                if seat is not None and not 0 <= seat < self.players:
                    raise PHHActionError(number, self.actions[number], f"p{seat + 1} is not at the table: there are {self.players} players")
            if n.verb and n.verb != "sm":
                self.last_action = number
                if n.actor is not None:
                    self.player_actions.append(number)
            if n.actor is not None and n.verb in _VERBS and n.verb not in ("ch", "xj") and n.cards and not (n.verb == "sd" and self.draws):
                raise PHHActionError(number, self.actions[number], f"{n.verb} with cards is a draw, which {game.name} does not have")
        self.pack = pack_of(game)
        self.streets = getattr(game, "streets", ())
        self.street_of = {spec.name: index for index, spec in reversed(list(enumerate(self.streets)))}

    def _text(self, number: int) -> str:
        return self.actions[number] if 0 <= number < len(self.actions) else ""

    # --- cards ----------------------------------------------------------------------

    def _pack(self) -> range:
        return self.pack

    def _resolve(self, shown: dict[int, tuple[int, tuple[Card | None, ...]]]) -> dict[int, list[Card | None]]:
        """Each action's cards, unknown ones filled from the showdown where it names them."""
        cards: dict[int, list[Card | None]] = {i: list(n.cards) for i, n in enumerate(self.notations) if n.actor is None and n.verb}
        positions: dict[int, list[tuple[int, int]]] = {}  # each seat's cards, as (action, position in it)
        for i, n in enumerate(self.notations):
            if n.verb == "dh" and n.target in shown:
                positions.setdefault(n.target, []).extend((i, k) for k in range(len(n.cards)))
            elif self.draws and n.verb == "sd" and n.actor in positions:  # the cards held at the end are what is shown
                held = positions[n.actor]
                for card in n.cards:
                    match = [p for p in held if (cards[p[0]][p[1]] == card if card is not None else cards[p[0]][p[1]] is None)]
                    if match:  # a hidden discard: the hidden card held longest (as the replay discards it)
                        held.remove(match[0])
        if self.draws:  # the hidden cards held at the end are the shown cards not known among them
            for seat, (number, revealed) in list(shown.items()):
                held = positions.get(seat, [])
                if len(revealed) != len(held):
                    raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {len(revealed)} cards, but holds {len(held)}")
                known = {cards[i][k] for i, k in held}
                hidden = [p for p in held if cards[p[0]][p[1]] is None]
                rest = [c for c in revealed if c is not None and c not in known]
                if len(rest) > len(hidden):  # more shown than the hidden cards held could be
                    holding = " ".join(str(cards[i][k]) if cards[i][k] is not None else "??" for i, k in held)
                    raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {rest[len(hidden)]}, which the player does not hold (holds {holding})")
                positions[seat] = hidden
                shown[seat] = (number, (*rest, *[None] * (len(hidden) - len(rest))))
        changes = any(n.verb in ("ch", "xj") for n in self.notations)  # Bailey's: the cards held need not be those dealt
        for seat, (number, revealed) in shown.items():
            dealt_to = positions.get(seat, [])
            if not any(cards[i][k] is None for i, k in dealt_to):  # nothing to fill: the cards shown are the cards dealt
                named = [c for c in revealed if c is not None]
                dealt_cards = [c for i, k in dealt_to if (c := cards[i][k]) is not None]
                if not changes and not self.draws and len(named) == len(revealed) and sorted(named) != sorted(dealt_cards):
                    raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {format_cards(named)}, but was dealt {' '.join(map(str, dealt_cards))}")
                continue
            if len(revealed) != len(dealt_to):
                raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {len(revealed)} cards, but was dealt {len(dealt_to)}")
            for (i, k), card in zip(dealt_to, revealed):
                dealt = cards[i][k]
                if card is None:
                    continue
                if dealt is None:
                    cards[i][k] = card
                elif dealt != card:
                    raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {card}, but was dealt {dealt} (action {i})")
        return cards

    def _check_cards(self, cards: dict[int, list[Card | None]]) -> set[int]:
        """Check every known card is in the pack and appears once; returns them."""
        pack = self._pack()
        seen: dict[int, int] = {}
        discarded: set[int] = set()  # a draw game's discards: each may be dealt once more, after a reshuffle
        hidden = False  # a discard nobody saw (??) could be any card
        for number in range(len(self.notations)) if self.draws else sorted(cards):
            n = self.notations[number]
            if n.verb == "sd" and n.actor is not None:
                discarded.update(c for c in n.cards if c is not None)
                hidden = hidden or None in n.cards
                continue
            for card in cards.get(number, ()):
                if card is None:
                    continue
                if card not in pack:
                    raise PHHCardError(number, self._text(number), f"{card} is not in this game's pack ({_pack_text(self.game)})")
                if card in seen:
                    if not self.draws:
                        raise PHHCardError(number, self._text(number), f"{card} is dealt twice (actions {seen[card]} and {number})")
                    if card not in discarded and not hidden and not self.muck:
                        raise PHHCardError(number, self._text(number), f"{card} is dealt twice (actions {seen[card]} and {number}) and not discarded between")
                    discarded.discard(card)
                seen[card] = number
        return set(seen)

    def _showdowns(self) -> dict[int, tuple[int, tuple[Card | None, ...]]]:
        shown: dict[int, tuple[int, tuple[Card | None, ...]]] = {}
        for number, n in enumerate(self.notations):
            if n.verb == "sm" and n.actor is not None and n.cards:
                shown[n.actor] = (number, n.cards)
        return shown

    def _named(self, card: int | None) -> str:
        """A card as a message names it: a stand-in is the hidden card it stands in for."""
        return "a hidden card (??)" if card is None or card in self.unknown else str(Card(card))

    # --- the replay ---------------------------------------------------------------------------

    def run(self) -> Any:
        """Replay the history, searching for stand-ins that keep its story if it hides cards."""
        burned_text = self.history.get("_burned", "")
        if not isinstance(burned_text, str):
            raise PHHFieldError(f"_burned must be a string of cards, got {short(burned_text)}")
        burned = self._cards_field(burned_text, "_burned")
        orders = self.history.get("_reshuffled", [])
        if not isinstance(orders, list) or not all(isinstance(o, str) for o in orders):
            raise PHHFieldError(f"_reshuffled must be an array of strings of cards, one a reshuffle, got {short(orders)}")
        self.reshuffles = [tuple(self._cards_field(o, "_reshuffled")) for o in orders]
        cards = self._resolve(self._showdowns())
        known = self._check_cards(cards)
        doubled = [c for c in burned if c in known and not self.draws]  # a draw game may burn a reshuffled discard
        if doubled or (len(set(burned)) != len(burned) and not self.muck):  # PokerKit's muck reshuffles the burns: one may be burned again
            raise PHHFieldError(f"_burned: {(doubled or burned)[0]} is burned and dealt, or burned twice")
        unseen = tuple(CARDS[c] for c in self._pack() if c not in known and c not in burned)
        options: dict[str, Any] = {}
        if "_kitty" in self.history:
            options["kitty"] = whole(self.history.get("_kitty"), "_kitty")
        hidden = [(number, k) for number, row in cards.items() for k, card in enumerate(row) if card is None]
        if hidden and self.streets and getattr(self.game, "opener", None) is not None:
            hand = self._search(cards, burned, unseen, options)
        else:  # every card known, or a game the stand-in search does not model: unseen cards in pack order
            if self.draws and len(hidden) > len(unseen):  # the unseen cards to the hidden ones held longest; the rest as dealt
                discarded = self._discarded_at(cards)
                hidden.sort(key=lambda slot: -discarded.get(slot, _NEVER))
            fill = dict(zip(hidden, unseen))
            if len(fill) < len(hidden) and not self.draws:  # a draw game's reshuffles bring cards back: the rest are chosen as dealt
                number, _ = hidden[len(fill)]
                raise PHHCardError(number, self._text(number), "the history hides more cards than the pack has left unseen")
            hand, failure = self._attempt(cards, burned, unseen, fill, options)
            if failure is not None:
                raise failure.error
        finishing_kitty = self.history.get("_finishing_kitty")
        if finishing_kitty is not None and hand.is_over and whole(finishing_kitty, "_finishing_kitty") != hand.kitty:
            raise PHHFieldError(f"_finishing_kitty says {short(finishing_kitty)}, but replaying the actions gives {hand.kitty}")
        return hand

    def _search(self, cards: dict[int, list[Card | None]], burned: list[Card], unseen: tuple[Card, ...], options: dict[str, Any]) -> Any:
        """Replay with the stand-ins :class:`StandInSearch` proposes until one keeps the history's story."""
        game = self.game
        hooks = tuple(getattr(game, "deal_hooks", ()))
        pack = [Card(c) for c in self._pack()]  # which kinds of deal can earn an extra card at all (if all such cards are seen, the search says so)
        can_earn = {(up, extra): any(DealEffect.EXTRA_CARD in effects_of(hooks, c, up, extra) for c in pack) for up in (False, True) for extra in (False, True)}
        blocks = self._blocks()
        plan = self._plan(blocks, cards, deque(burned), can_earn)
        search = StandInSearch(
            opener=game.opener,
            hooks=hooks,
            bring_in=tuple(spec.bring_in for spec in self.streets),
            open_pair=tuple(spec.open_pair_big_bet for spec in self.streets),
            players=self.players,
            plan=plan,
            unseen=unseen,
            notes=self._notes(blocks, plan),
            pack=len(self._pack()),
        )
        visible = min((slot.number for slot in plan if slot.card is None and (slot.face_up and slot.seat != BURN or slot.earns_extra)), default=None)
        furthest: _Failure | None = None  # the refusal that came latest in the history: the most telling
        tried = 0
        while (chosen := search.next()) is not None:
            tried += 1
            fill = {(plan[index].number, plan[index].position): card for index, card in chosen.items() if plan[index].seat != BURN}
            hand, failure = self._attempt(cards, burned, unseen, fill, options)
            if failure is None:
                return hand
            if furthest is None or _progress(failure) > _progress(furthest):
                furthest = failure
            if failure.final or visible is None or (failure.number is not None and failure.number < visible):
                break  # nothing the stand-ins decide came before it
            if not search.failed(failure.street, failure.opening):
                break
        if furthest is None:
            slot = search.impossible or next(s for s in plan if s.card is None)
            raise PHHCardError(slot.number, self._text(slot.number), "no card the history leaves unseen can stand in for its hidden card (??) and do what the history shows")
        raise self._explained(furthest.error, tried)

    @staticmethod
    def _explained(error: PHHError, tried: int) -> PHHError:
        """The first replay's error, saying that other stand-ins were tried in vain."""
        if tried <= 1:
            return error
        note = f"; and no other choice of cards for the hidden ones (??) replays the history ({tried} tried)"
        if isinstance(error, PHHActionError):
            return type(error)(error.action, error.text, error.reason + note)
        return type(error)(str(error) + note)

    def _attempt(
        self,
        cards: dict[int, list[Card | None]],
        burned: list[Card],
        unseen: tuple[Card, ...],
        fill: dict[tuple[int, int], Card],
        options: dict[str, Any],
    ) -> tuple[Any, _Failure | None]:
        """Replay the history once, with ``fill`` standing in for its hidden cards (by action and position)."""
        self.unknown = set(fill.values())
        seats: dict[int, list[tuple[Card | None, int]]] = {}
        board: list[tuple[Card | None, int]] = []
        for number, row in cards.items():
            n = self.notations[number]
            dealt = [(card if card is not None else fill.get((number, k)), number) for k, card in enumerate(row)]
            if n.verb == "dh":
                seats.setdefault(n.target, []).extend(dealt)  # type: ignore[arg-type]  # dh has a target
            else:
                board.extend(dealt)
        cursor = HistoryCursor(self.player_actions[0] if self.player_actions else None)
        source = HistorySource(
            pack=len(self._pack()),
            seats=seats,
            board=board,
            burns=burned,
            spare=[c for c in unseen if c not in self.unknown],
            cursor=cursor,
            last=self.last_action,
            past_end=self.stand_ins,
            texts=self.actions,
            redeals=self.draws,
            reshuffles=self.reshuffles,
            pack_start=self._pack().start,
            stand_ins=self.unknown,
        )
        source.hidden.update(fill.values())
        try:
            hand = self.game.new_hand(self.history.starting_stacks, source=source, **options)
        except _Refused as refused:
            return None, _Failure(refused.error, 0)
        except (ValueError, TypeError) as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        failure = self._play(hand, cursor)
        return hand, failure or self._finish(hand)

    def _play(self, hand: Any, cursor: HistoryCursor) -> _Failure | None:
        """Apply the history's player actions in order; the hand's source checks each deal against the history."""
        street, betting = self._street(hand), False
        following = self.player_actions[1:] + [None]
        source: HistorySource = hand.source
        notations, undealt, streets = self.notations, source.undealt, bool(self.street_of)
        for number, before in zip(self.player_actions, following):
            n = notations[number]
            left = undealt(number)
            if left is not None:
                return _Failure(PHHActionError(left[0], self._text(left[0]), f"the rules never deal {self._named(left[1])} here"), self._street(hand))
            if streets:  # a game without a street schedule (flop games) is on street 0 throughout
                now = self._street(hand)
                if now != street:
                    street, betting = now, False
            legal = hand.legal_actions()
            matching = not betting and any([a.kind is _MATCH_POT for a in legal])
            if hand.actor != n.actor:
                text = self._text(number)
                who = "nobody: the hand is over" if hand.is_over else "nobody" if hand.actor is None else f"p{hand.actor + 1}"
                refused = PHHActionError(number, text, f"p{n.actor + 1} acts, but it is {who} to act")  # type: ignore[operator]  # a player action has an actor
                opening = None
                if hand.actor is not None and not betting and not matching and not hand.folded[n.actor]:
                    live = frozenset(s for s in range(self.players) if not hand.folded[s])
                    opening = Opening(street, live, frozenset(s for s in live if hand.stacks[s] > 0), n.actor)  # type: ignore[arg-type]  # a player action has an actor
                return _Failure(refused, street, number, opening)
            cursor.after, cursor.before = number, before
            try:
                hand.act(self._discard(hand, n) if n.cards and n.verb == "sd" else _action_for(n, legal))
            except IllegalActionError as error:
                return _Failure(PHHActionError(number, self._text(number), error.naming(f"p{n.actor + 1}")), street, number)  # type: ignore[operator]  # a player action has an actor
            except _Refused as refused:
                return _Failure(refused.error, self._street(hand))
            betting = betting or not matching
        return None

    def _discarded_at(self, cards: dict[int, list[Card | None]]) -> dict[tuple[int, int], int]:
        """For each hidden card a draw history deals (by action and position in it), the action that
        discards it, as the replay discards hidden cards (those held longest first); a card kept to
        the end is left out. A stand-in that goes early can be a card the history names later: it
        comes back through a reshuffle in time."""
        held: dict[int, list[tuple[int, int]]] = {}
        discarded: dict[tuple[int, int], int] = {}
        for number, n in enumerate(self.notations):
            if n.verb == "dh" and n.target is not None:
                held.setdefault(n.target, []).extend((number, k) for k, card in enumerate(cards.get(number, ())) if card is None)
            elif n.verb == "sd" and n.actor is not None:
                queue = held.get(n.actor, [])
                for _ in range(min(len(queue), sum(card is None for card in n.cards))):
                    discarded[queue.pop(0)] = number
        return discarded

    def _discard(self, hand: Any, n: Notation) -> Action:
        """A draw game's ``sd cards``: the cards named, and for each hidden one (??) a hidden card the
        player holds, the one held longest first (as the showdown's cards are matched to them)."""
        named = [c for c in n.cards if c is not None]
        held = [c for c in hand.down_cards(n.actor) if c not in named]
        missing = len(n.cards) - len(named)
        pick = [c for c in held if c in self.unknown][:missing]
        pick += [c for c in held if c not in pick][: missing - len(pick)]
        return Action(ActionKind.DRAW, len(named) + len(pick), (*named, *pick))

    def _street(self, hand: Any) -> int:
        return len(self.streets) if hand.is_over else self.street_of.get(hand.street, 0)

    def _finish(self, hand: Any) -> _Failure | None:
        """The checks once the actions are played: every card dealt, no hidden card shown, the final stacks."""
        end = len(self.streets)
        source: HistorySource = hand.source
        left = source.undealt()
        if left is not None:
            return _Failure(PHHActionError(left[0], self._text(left[0]), f"the rules never deal {self._named(left[1])} here"), end)
        self.unknown.update(source.unseen)
        for seat in hand.shown_seats if self.unknown else ():
            if any(c in self.unknown for c in hand.cards(seat)):
                last = len(self.notations) - 1
                error = PHHActionError(last, self._text(last), f"p{seat + 1} reaches the showdown, but the history does not give all the player's cards")
                return _Failure(error, end)  # other stand-ins may have the player drop or fold
        finishing = self.history.get("finishing_stacks")
        if finishing is None:
            return None
        if not hand.is_over:
            actor = "nobody" if hand.actor is None else f"p{hand.actor + 1}"
            return _Failure(PHHFieldError(f"finishing_stacks say the hand is over, but the replay stops with {actor} to act"), end)
        if not isinstance(finishing, list) or len(finishing) != self.players:
            return _Failure(PHHFieldError(f"finishing_stacks must be an array with one stack a player ({self.players}), got {short(finishing)}"), end, final=True)
        try:
            expected = [whole(v, "finishing_stacks") for v in finishing]
        except PHHError as error:
            return _Failure(error, end, final=True)
        if expected != list(hand.stacks):
            message = f"finishing_stacks say {short(expected)}, but replaying the actions gives {short(list(hand.stacks))}"
            return _Failure(PHHFieldError(message + (_ante_hint(self.history) or _odd_chip_hint(hand, expected))), end)
        return None

    def _cards_field(self, text: str, name: str) -> list[Card]:
        try:
            parsed = parse_phh_cards(text, -1, name)
        except PHHActionError as error:
            raise PHHFieldError(f"{name}: {error.reason}") from None
        if any(c is None for c in parsed):
            raise PHHFieldError(f"{name}: give every card (no ??), or leave the field out")
        return [c for c in parsed if c is not None]


    def _blocks(self) -> list[list[int]]:
        """The runs of dealer actions, by action number (commentary does not break a run)."""
        blocks: list[list[int]] = []
        current: list[int] | None = None
        for number, n in enumerate(self.notations):
            if not n.verb:
                continue
            if n.actor is None:
                if current is None:
                    current = []
                    blocks.append(current)
                current.append(number)
            else:
                current = None
        return blocks

    def _plan(self, blocks: list[list[int]], cards: dict[int, list[Card | None]], burned: deque[Card], can_earn: dict[tuple[bool, bool], bool]) -> list[Slot]:
        """Every card the history deals, in the order the engine will draw them, street by street, as the rules deal."""
        game = self.game
        streets = self.streets
        plan: list[Slot] = []
        street = 0
        for block in blocks:
            queues: dict[int, deque[tuple[Card | None, int, int]]] = {}
            boards: deque[tuple[Card | None, int, int]] = deque()
            follows: set[int] = set()  # one-card deals right after one to the same player: extra cards
            previous: Notation | None = None
            for number in block:
                n = self.notations[number]
                row = [(c, number, k) for k, c in enumerate(cards[number])]
                if n.verb == "dh":
                    queues.setdefault(n.target, deque()).extend(row)  # type: ignore[arg-type]  # dh has a target
                    if previous is not None and previous.target == n.target and len(previous.cards) == len(n.cards) == 1:
                        follows.add(number)
                    previous = n
                else:
                    boards.extend(row)
            surplus = self._surplus(queues, street, follows)
            while any(queues.values()) or boards:
                if street >= len(streets):
                    raise PHHActionError(block[0], self._text(block[0]), f"cards are dealt after the last street of {game.name}")
                if game.burn:
                    plan.append(Slot(-1, BURN, street, False, card=burned.popleft() if burned else None))
                receivers = sorted(s for s, q in queues.items() if q)
                spec = streets[street]
                for face_up in spec.cards:
                    if not any(queues[s] for s in receivers):
                        if boards:
                            card, number, k = boards.popleft()
                            plan.append(Slot(number, BOARD, street, True, card=card, position=k))
                            continue
                        raise PHHActionError(block[-1], self._text(block[-1]), f"{spec.name} street deals {len(spec.cards)} cards to each player, and this deals fewer")
                    for seat in receivers:
                        if not queues[seat]:
                            raise PHHActionError(block[-1], self._text(block[-1]), f"{spec.name} street deals {len(spec.cards)} cards to each player; p{seat + 1} gets fewer")
                        card, number, k = queues[seat].popleft()
                        self._deal(plan, Slot(number, seat, street, face_up, card=card, position=k), queues[seat], surplus, can_earn)
                street += 1
        return plan

    def _surplus(self, queues: dict[int, deque[tuple[Card | None, int, int]]], street: int, follows: set[int]) -> dict[int, int]:
        """The extra cards (earned by deal hooks) each seat gets in a run of deals, beyond what the streets deal.

        Where cards are dealt one a line, an extra card is a line for the same player right after the
        player's line; otherwise the most common number of cards is taken to be the streets' (a player
        may have an extra card, or have dropped out partway).
        """
        if not queues:
            return {}
        if follows:
            return {seat: sum(number in follows for _, number, _ in q) for seat, q in queues.items()}
        counts = Counter(len(q) for q in queues.values())
        usual = max(counts, key=lambda n: (counts[n], -n))
        regular = 0
        for spec in self.streets[street:]:
            if regular >= usual:
                break
            regular += len(spec.cards)
        return {seat: len(q) - regular for seat, q in queues.items()}

    def _deal(self, plan: list[Slot], slot: Slot, queue: deque[tuple[Card | None, int, int]], surplus: dict[int, int], can_earn: dict[tuple[bool, bool], bool]) -> None:
        """Add ``slot`` to the plan, and the extra cards it earns after it (for a hidden card: if the history deals them)."""
        plan.append(slot)
        if slot.card is None:
            slot.earns_extra = surplus.get(slot.seat, 0) > 0 and bool(queue) and can_earn[(slot.face_up, slot.extra)]
            earned = 1 if slot.earns_extra else 0
        else:
            earned = effects_of(self.game.deal_hooks, slot.card, slot.face_up, slot.extra).count(DealEffect.EXTRA_CARD)
        for _ in range(earned):
            if not queue:
                return  # the engine deals it from the pack; the deal check reports it
            surplus[slot.seat] = surplus.get(slot.seat, 0) - 1
            card, number, k = queue.popleft()
            self._deal(plan, Slot(number, slot.seat, slot.street, False, extra=True, card=card, position=k), queue, surplus, can_earn)

    def _notes(self, blocks: list[list[int]], plan: list[Slot]) -> dict[int, StreetNote]:
        """For each street, who had folded before its deal and the players' actions after it (for the stand-ins)."""
        block_of = {number: index for index, block in enumerate(blocks) for number in block}
        last_street: dict[int, int] = {}  # a run of deals may cover several streets: the betting follows the last
        for slot in plan:
            if slot.number >= 0:
                last_street[block_of[slot.number]] = max(last_street.get(block_of[slot.number], 0), slot.street)
        folded: set[int] = set()
        before: dict[int, frozenset[int]] = {}
        after: dict[int, list[tuple[int, str]]] = {}
        current = None
        for number, n in enumerate(self.notations):
            if not n.verb:
                continue
            if n.actor is None:
                current = block_of[number]
                if current not in before:
                    before[current] = frozenset(folded)
                    after[current] = []
            elif n.verb != "sm":
                if current is not None:
                    after[current].append((n.actor, n.verb))
                if n.verb == "f":
                    folded.add(n.actor)
        notes: dict[int, StreetNote] = {}
        for slot in plan:
            if slot.number >= 0 and slot.street not in notes:
                block = block_of[slot.number]
                actions = tuple(after[block]) if last_street[block] == slot.street else ()
                notes[slot.street] = StreetNote(before[block], actions)
        return notes


_MATCH_POT = ActionKind.MATCH_POT


def _action_for(n: Notation, legal: tuple[Action, ...]) -> Action:
    """The engine's action for a player's PHH action: the first kind its verb can be that is legal
    now (with the history's amount or cards where it gives them), else its most likely kind, for
    the engine to refuse with the rule."""
    verb = n.verb
    kinds = _VERBS[verb]
    if verb != "cbr" and verb != "ch" and verb != "xj":  # the offered action itself, of the likeliest kind
        for kind in kinds:
            for action in legal:
                if action.kind is kind:
                    return action
        return Action(kinds[0])
    kind = kinds[-1] if verb == "cbr" else kinds[0]
    for k in kinds:  # the first kind of the verb's that is offered
        if any([a.kind is k for a in legal]):
            kind = k
            break
    if verb == "cbr":
        for menu in legal:
            if menu.kind is kind and menu.amount == n.amount and menu.most is None:
                return menu  # the very action offered: the engine knows it at once
        return Action(kind, n.amount or 0)  # cbr always has one
    return Action(kind, n.amount or 0, tuple(c for c in n.cards if c is not None))  # ch and xj


def _ante_hint(history: HandHistory) -> str:
    """Why the stacks may differ when a player was all in for less than a uniform ante and the history
    says its antes are dead money (``ante_trimming_status`` false, or left out)."""
    antes = history.get("antes")
    if history.get("ante_trimming_status") is True or not isinstance(antes, list) or not antes or antes.count(antes[0]) != len(antes):
        return ""
    if not antes[0] or not any(stack < antes[0] for stack in history.starting_stacks):
        return ""
    return (
        " (a player was all in for less than the ante: this library plays antes as each player's own part of the "
        "pot, as ante_trimming_status = true says; the history's antes are dead money, which a player all in on a "
        "part of one can win whole)"
    )


def _odd_chip_hint(hand: Any, expected: list[int]) -> str:
    """Why the stacks may differ when a tied pot's odd chips are all the difference."""
    shares: dict[tuple[int, str], int] = {}
    for award in hand.results:
        shares[award.pot, award.share] = shares.get((award.pot, award.share), 0) + 1
    differences = [abs(a - b) for a, b in zip(expected, hand.stacks)]
    if sum(expected) != sum(hand.stacks) or max(shares.values(), default=1) < 2 or max(differences) >= len(expected):
        return ""
    return (
        " (only odd chips of a tied pot differ: this library gives them one each to the winners from the left of the "
        "button, pot by pot, as RULES.md 6 reads with Robert's Rules; PokerKit gives them all to the first winner and "
        "splits pots with the same players together)"
    )


def _pack_text(game: Any) -> str:
    numbers = pack_of(game)
    lowest = "" if numbers.start == 0 else f"{Card(numbers.start).rank.plural} to aces, "
    return f"{lowest}{game.jokers} jokers"
