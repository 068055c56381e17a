"""Replaying a hand history through the engine: :func:`replay`, and :func:`game_of`, the game a
history describes.

The engine deals, as in a live hand: the history becomes the hand's card source
(:class:`HistorySource`, in ``pokervariants.phh._source``), and the replayer
(``pokervariants.phh._replayer``) applies each player action as the engine's own, so every
rule is checked as in a live hand. Where PokerKit's rules differ from this library's, a replay
that fails is read again as PokerKit reads it, or the error says which difference it met
(``pokervariants.phh._pokerkit``).
"""

from __future__ import annotations

from typing import Any

from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..variants.registry import VariantRegistry
from ._games import make, variant_class
from ._money import in_units
from ._pokerkit import as_pokerkit
from ._replayer import Replayer
from ._report import Inference, ReplayReport
from ._source import HistoryCursor, HistorySource
from .errors import PHHError
from .history import HandHistory
from .notation import parse_action

__all__ = ["HistoryCursor", "HistorySource", "Inference", "ReplayReport", "game_of", "replay", "replay_report"]


def game_of(history: HandHistory, *, registry: VariantRegistry | None = None) -> GameVariant:
    """The configured game a history describes (:class:`~pokervariants.phh.UnknownVariantError`
    for an unknown code; :func:`~pokervariants.phh.game_from` from a code and fields).

    Games are immutable, so histories with the same fields share one game: replaying a file of
    hands from one table configures its game once.
    """
    code = history.variant
    cls = variant_class(code, registry)
    fields = history.fields
    try:
        key = (cls, len(fields.get("starting_stacks") or ()), _hashable({k: v for k, v in fields.items() if k not in _PER_HAND}))
    except TypeError:  # a value that cannot be a key: make the game afresh
        return make(cls, code, fields)
    game = _GAMES.get(key)
    if game is None:
        game = make(cls, code, fields)
        if len(_GAMES) >= _GAMES_KEPT:
            _GAMES.clear()
        _GAMES[key] = game
    return game


_PER_HAND = frozenset({
    "actions", "starting_stacks", "finishing_stacks", "players", "author", "event", "url", "venue", "address", "city",
    "region", "postal_code", "country", "time", "time_zone", "time_zone_abbreviation", "day", "month", "year", "hand",
    "level", "seats", "seat_count", "table", "winnings", "currency", "currency_symbol", "total_pot_amount", "rake", "time_banks",
    "_burned", "_reshuffled", "_kitty", "_finishing_kitty", "_rake",
})  # fmt: skip
"""Fields that say nothing about the game (a hand's stacks and actions, where and when it was played)."""
_GAMES: dict[tuple[Any, ...], GameVariant] = {}
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


def replay(history: HandHistory, *, registry: VariantRegistry | None = None, stand_ins: bool = False, lenient: bool = False) -> Hand:
    """Replay ``history`` through the engine and return the hand, finished or where the history stops.

    Hidden cards (``??``) get stand-ins that keep the history's story: who brings in and acts
    first, and what deal hooks set off (see :doc:`/phh`). A history may stop midway. If its last
    action closes a betting round (or a Bailey round), the engine deals on at once; the history has
    no cards for that, so the replay refuses unless ``stand_ins=True``, which deals unseen cards in
    their place (they are not the real cards).

    A history in cents (``starting_stacks = [200.30, 81.60]``, ``"p1 cbr 3.00"``) replays in whole
    cents: every amount of the hand is a whole number of units of its :attr:`~pokervariants.Hand.money`
    (``hand.money.amount(20030)`` is ``Decimal("200.30")``), and the finishing stacks are checked exactly.

    A history that skips a player (the button never acts) is refused, naming the action and the
    player who was to act (:attr:`PHHActionError.to_act <pokervariants.phh.PHHActionError.to_act>`).
    With ``lenient=True`` such a history replays: each skipped player checks where checking is
    free and folds to a bet, and :func:`replay_report` lists what was filled in. A history the
    strict replay accepts replays the same either way: the lenient reading is tried only when
    the strict one fails.

    Raises :class:`~pokervariants.phh.PHHActionError` naming the action number and the rule for
    an action the rules do not allow (whatever stands in for the hidden cards),
    :class:`~pokervariants.phh.PHHCardError` for an impossible card, and
    :class:`~pokervariants.phh.PHHFieldError` for fields that do not fit (including
    ``finishing_stacks`` that disagree with the replay); ``TypeError`` if ``history`` is not a
    :class:`~pokervariants.phh.HandHistory`.
    """
    if not isinstance(history, HandHistory):
        raise TypeError(f"replay takes a HandHistory (phh.loads reads one from text), got {type(history).__name__}")
    history, money = in_units(history)  # amounts in cents become whole units: the engine plays whole numbers
    game = game_of(history, registry=registry)
    notations = [parse_action(text, number) for number, text in enumerate(history.actions)]

    def run(game: GameVariant) -> Hand:
        try:
            return Replayer(history, game, notations, stand_ins=stand_ins).run()
        except PHHError:
            if not lenient:
                raise
            return Replayer(history, game, notations, stand_ins=stand_ins, lenient=True).run()

    try:
        hand = run(game)
    except PHHError as error:
        hand = as_pokerkit(history, game, run, error)
    if not money.whole:
        hand._priced(money)
    return hand


def replay_report(history: HandHistory, *, registry: VariantRegistry | None = None, stand_ins: bool = False, lenient: bool = False) -> ReplayReport:
    """:func:`replay`, returning the hand with what the replay found beside it: the actions a
    lenient replay filled in (:class:`~pokervariants.phh.Inference` values) and the players whose
    stacks the history does not know (``inf``).

    >>> from pokervariants import phh
    >>> history = phh.loads('''variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p1 cbr 6", "p2 f"]
    ... ''')
    >>> report = phh.replay_report(history, lenient=True)  # the button (p3) never acts
    >>> [str(inference) for inference in report.inferences]
    ['before action 3: p3 fold (p3 was to act facing a bet (2 to call), but the history goes on with p1: read as a fold)']
    >>> report.hand.payoffs
    (2, -2, 0)
    """
    return ReplayReport.of(replay(history, registry=registry, stand_ins=stand_ins, lenient=lenient))
