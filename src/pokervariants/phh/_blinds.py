"""Games with blinds and a button as PHH fields and back: hold'em, short deck, Omaha, the draw games.

PHH lists ``blinds_or_straddles`` and ``antes`` one a player by position (the small blind
first, heads-up too), and ``min_bet`` (no and pot limit) or the fixed limit's ``small_bet`` and
``big_bet``. A code names the betting structure by its first letter, after this library's
``PV-`` prefix: ``N`` no limit, ``P`` pot limit, ``F`` fixed limit (``NT``, ``PO``, ``FO/8``,
``PV-PT``); a game's class lists its codes (``phh_codes``), and a configured game takes the one
of its structure. Options beyond the standard fields are ``_``-prefixed: ``_button_blind``,
``_burn``, ``_odd_chip``, ``_split_pots``, ``_hole_cards``, a fixed limit's own options (``_raises``,
``_blind_is_bet``…) and a draw game's ``_reshuffle``.

A game of your own built on these (a subclass of :class:`~pokervariants.Holdem` or
:class:`~pokervariants.DrawGame`) that declares only a ``phh_code`` of its own has that one code
for every betting structure: the structure is then the ``_betting`` field (``"no-limit"``,
``"pot-limit"`` or ``"fixed-limit"``; left out, the class's default structure), and each keyword
option the subclass adds is a ``_``-prefixed field, written where it differs from its default.

>>> from pokervariants import Badugi, Holdem
>>> BLINDS.fields_of(Holdem(blinds=(1, 2), big_blind_ante=2), 3)
{'antes': [0, 2, 0], 'blinds_or_straddles': [1, 2, 0], 'min_bet': 2}
>>> DRAWS.fields_of(Badugi(), 3)
{'antes': [0, 0, 0], 'blinds_or_straddles': [1, 2, 0], 'small_bet': 2, 'big_bet': 4, '_blind_is_bet': True}
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from ..core import whole as checked
from ..engine.betting import BettingPolicy, FixedLimit, ShortAllIn
from ..engine.draws import Reshuffle
from ..engine.phases import OddChip, ShowdownMode, SplitPots
from ..engine.positions import blind_order
from ..engine.sizing import NoLimit, PotLimit
from ..engine.protocols import GameVariant
from ..variants.draw import DrawGame
from ..variants.holdem import Holdem
from ..variants.registry import codes_by_structure, phh_codes
from ._family import Schedule
from .errors import PHHFieldError
from .options import _option

__all__ = ["BLINDS", "DRAWS", "BlindsFamily", "DrawFamily", "structure_of"]

_STRUCTURES: dict[str, type[BettingPolicy]] = {"N": NoLimit, "P": PotLimit, "F": FixedLimit}
"""The betting structure each first letter of a code names."""
_SIZES = ("small_bet", "big_bet", "bring_in")  # a fixed limit's amounts: standard PHH fields, or none (no bring-in here)
_UNSAID = {"blind_is_bet": False}  # what a history plays where it says nothing, if not the option's default: PokerKit's count


_BETTING_WORDS: dict[type[BettingPolicy], str] = {NoLimit: "no-limit", PotLimit: "pot-limit", FixedLimit: "fixed-limit"}
"""The ``_betting`` field's word for each betting structure (a game with one code for every structure)."""
_OWN_FIELDS = frozenset(a.name for cls in (Holdem, DrawGame) for a in attrs.fields(cls))
"""The options the families write themselves; a subclass's others are ``_``-prefixed fields."""


def structure_of(code: str) -> type[BettingPolicy] | None:
    """The betting structure a code names by its first letter (after ``PV-``), else ``None``.

    >>> structure_of("FO/8").__name__, structure_of("PV-PT").__name__, structure_of("F7S").__name__
    ('FixedLimit', 'PotLimit', 'FixedLimit')
    """
    return _STRUCTURES.get(code.removeprefix("PV-")[:1])


def _holdem(game: GameVariant) -> Holdem:
    if not isinstance(game, Holdem):
        raise TypeError(f"the blinds family's mapping was asked about a {type(game).__name__}")
    return game


def _listed(fields: Mapping[str, Any], name: str, players: int, default: int | None = None) -> list[Any]:
    """A PHH field holding one value a player."""
    value = fields.get(name)
    if value is None and default is not None:
        return [default] * players
    if not isinstance(value, list) or (players and len(value) != players):
        raise ValueError(f"{name} must be an array with one entry a player ({players}), got {value!r:.60}")
    return value


def _fixed_limit_fields(policy: FixedLimit) -> dict[str, Any]:
    """A fixed limit as PHH fields: ``small_bet`` and ``big_bet``, and each other option as a
    ``_``-prefixed field where it differs from what a history that leaves it unsaid plays."""
    fields: dict[str, Any] = {"small_bet": policy.small_bet, "big_bet": policy.big_bet}
    for option in attrs.fields(FixedLimit):
        if option.init and option.name not in _SIZES:
            value = getattr(policy, option.name)  # an attrs field FixedLimit declares
            if value != _UNSAID.get(option.name, option.default):
                fields[f"_{option.name}"] = value.value if isinstance(value, enum.Enum) else value
    return fields


def _fixed_limit_from(fields: Mapping[str, Any]) -> FixedLimit:
    """The fixed limit :func:`_fixed_limit_fields` wrote (an option left unsaid plays as ``_UNSAID`` or its default)."""
    options = {
        option.name: fields.get(f"_{option.name}", _UNSAID.get(option.name, option.default))
        for option in attrs.fields(FixedLimit)
        if option.init and option.name not in _SIZES
    }
    return FixedLimit(small_bet=fields["small_bet"], big_bet=fields["big_bet"], **options)


class BlindsFamily:
    """The PHH family of hold'em and the games built on it (:class:`~pokervariants.Holdem`'s subclasses)."""

    def code_of(self, game: GameVariant) -> str | None:
        """The code of the game's class for its betting structure (``None`` for a structure of your
        own); a class with one code of its own (``phh_code`` alone) has it for every structure."""
        holdem = _holdem(game)
        cls, structure = type(holdem), type(holdem.betting)
        if not codes_by_structure(cls):
            return cls.phh_code if cls.phh_code and structure in _BETTING_WORDS else None
        return next((code for code in cls.phh_codes if structure_of(code) is structure), None)

    def fields_of(self, game: GameVariant, players: int) -> dict[str, Any]:
        """``antes`` and ``blinds_or_straddles`` one a player (by position: the small blind first,
        heads-up too, as PHH and PokerKit list them), ``min_bet`` or the fixed limit's fields, and
        the options that differ from the game's defaults."""
        holdem = _holdem(game)
        antes = [holdem.ante] * players
        if players > 1:
            antes[1] += holdem.big_blind_ante  # by position, as the blinds: the big blind second, heads-up too
        for position, dead in enumerate(holdem.dead[:players]):
            antes[position] += dead  # dead money a player posts: PHH's ante of that player
        order = blind_order(players)
        forced = [*holdem.blinds[:players], *[0] * (players - len(holdem.blinds))]
        forced[order.index(players - 1)] += holdem.button_blind
        for position, post in enumerate(holdem.posts[:players]):
            if post:  # a post is a negative entry, as PokerKit reads one
                if forced[position]:
                    raise PHHFieldError(f"PHH writes a blind or a post in a position, and position {position} has both ({forced[position]} and a post of {post})")
                forced[position] = -post
        fields: dict[str, Any] = {"antes": antes, "blinds_or_straddles": forced}
        if holdem.button_blind and any(holdem.blinds[:players]):  # beside other blinds, the list alone would read as a straddle
            fields["_button_blind"] = holdem.button_blind
        if isinstance(holdem.betting, FixedLimit):
            fields.update(_fixed_limit_fields(holdem.betting))
        else:
            fields["min_bet"] = holdem.min_bet
        if not holdem.burn:
            fields["_burn"] = False
        if holdem.odd_chip is not OddChip.POSITION:
            fields["_odd_chip"] = holdem.odd_chip.value
        if holdem.split_pots is not SplitPots.EACH:
            fields["_split_pots"] = holdem.split_pots.value
        if holdem.hole_cards != type(holdem).hole_cards_default:
            fields["_hole_cards"] = holdem.hole_cards
        if not codes_by_structure(type(holdem)) and type(holdem.betting) in _BETTING_WORDS:  # the code does not say it
            fields["_betting"] = _BETTING_WORDS[type(holdem.betting)]
        for option in _added_options(type(holdem)):
            value = getattr(holdem, option.name)  # an attrs field the subclass declares
            if option.default is attrs.NOTHING or value != option.default:
                fields[f"_{option.name}"] = value.value if isinstance(value, enum.Enum) else value
        if holdem.showdown is not ShowdownMode.AUTO:
            fields["_showdown"] = holdem.showdown.value
        if holdem.runs != 1:
            fields["_runs"] = holdem.runs
        return fields

    def game_from(self, cls: type[GameVariant], code: str, fields: Mapping[str, Any]) -> GameVariant:
        """The game a history with blinds describes (the inverse of :meth:`fields_of`)."""
        players = len(fields.get("starting_stacks") or ())
        entries = [checked("blinds_or_straddles", b) for b in _listed(fields, "blinds_or_straddles", players)]
        blinds = [max(entry, 0) for entry in entries]
        posts = tuple(max(-entry, 0) for entry in entries)  # a negative entry: a live post, which does not decide who acts first
        button_blind, button = 0, blind_order(players).index(players - 1) if players else 0
        if "_button_blind" in fields and players:  # the button's blind beside others: its share of the button's post
            button_blind = checked("_button_blind", fields["_button_blind"], smallest=0)
            if button_blind > blinds[button]:
                raise ValueError(f"_button_blind {button_blind} is more than the button posts ({blinds[button]})")
            blinds[button] -= button_blind
        elif players and blinds[button] and not any(b for i, b in enumerate(blinds) if i != button):
            button_blind, blinds = blinds[button], []  # the button's blind alone (short deck's form)
        while len(blinds) > 2 and blinds[-1] == 0:
            blinds.pop()
        antes = [checked("antes", a, smallest=0) for a in _listed(fields, "antes", players, default=0)]
        ante, big_blind_ante = min(antes, default=0), 0
        extra = [a - ante for a in antes]
        dead: tuple[Any, ...] = ()
        if any(extra):  # by position: the big blind's is the second, heads-up too; any other is a player's dead money
            if len(extra) >= 2 and not any(x for position, x in enumerate(extra) if position != 1):
                big_blind_ante = extra[1]
            else:
                dead = tuple(extra)
        betting: BettingPolicy
        structure = _structure(cls, code, fields)
        if structure is FixedLimit:
            for name in ("small_bet", "big_bet"):
                if name not in fields:
                    raise ValueError(f"a fixed-limit {cls.name} history needs the {name!r} field")
            betting = _fixed_limit_from(fields)
        elif structure is not None:
            betting = structure()
        else:
            raise ValueError(f"{code!r} is not a {cls.name} code ({', '.join(_codes(cls))})")
        options: dict[str, Any] = {}
        if structure is not FixedLimit and "min_bet" in fields:
            options["min_bet"] = fields["min_bet"]
        for name in ("hole_cards", "burn", "odd_chip", "showdown", "split_pots", "runs"):
            if f"_{name}" in fields:
                options[name] = fields[f"_{name}"]
        if any(posts):
            options["posts"] = posts
        if any(dead):
            options["dead"] = dead
        for option in _added_options(cls):
            if f"_{option.name}" in fields:
                options[option.name] = _option(option, fields[f"_{option.name}"])
        return cls(blinds=tuple(blinds), button_blind=button_blind, ante=ante, big_blind_ante=big_blind_ante, betting=betting, **options)

    def schedule(self, game: GameVariant) -> Schedule | None:
        return None  # the button opens every round: no opener rule for stand-ins to keep

    def reshuffle(self, game: GameVariant) -> Reshuffle | None:
        return None

    def pokerkit_reshuffles(self, game: GameVariant) -> GameVariant | None:
        return None

    def pokerkit_ties(self, game: GameVariant) -> GameVariant | None:
        holdem = _holdem(game)
        if holdem.split_pots is SplitPots.MERGED and holdem.odd_chip is OddChip.FIRST:
            return None
        return attrs.evolve(holdem, split_pots=SplitPots.MERGED, odd_chip=OddChip.FIRST)

    def pokerkit_short_all_in(self, game: GameVariant) -> GameVariant | None:
        holdem = _holdem(game)
        betting = holdem.betting
        if not isinstance(betting, FixedLimit) or betting.short_all_in is not ShortAllIn.GRID:
            return None
        return attrs.evolve(holdem, betting=attrs.evolve(betting, short_all_in=ShortAllIn.BY_BET))

    def bring_in_readings(self, game: GameVariant, stacks: Sequence[int]) -> tuple[tuple[str, GameVariant], ...]:
        return ()  # the blinds open: no bring-in

    def blinds(self, game: GameVariant) -> Sequence[int]:
        holdem = _holdem(game)
        return tuple(holdem.money.units(b) for b in holdem.blinds)

    def showdown(self, game: GameVariant) -> ShowdownMode | None:
        return _holdem(game).showdown

    def choosing_showdown(self, game: GameVariant) -> GameVariant | None:
        holdem = _holdem(game)
        return holdem if holdem.showdown is ShowdownMode.CHOOSE else attrs.evolve(holdem, showdown=ShowdownMode.CHOOSE)


def _codes(cls: type[GameVariant]) -> tuple[str, ...]:
    """The codes a class with blinds answers to (hold'em's ``phh_codes``, or its one ``phh_code``)."""
    return phh_codes(cls) if issubclass(cls, Holdem) else ()


def _structure(cls: type[GameVariant], code: str, fields: Mapping[str, Any]) -> type[BettingPolicy] | None:
    """The betting structure a history of ``cls`` under ``code`` plays: the one the code names by its
    first letter, or for a class with one code for every structure the ``_betting`` field (the
    class's default structure where it is left out); ``None`` for a code that is not the class's."""
    if code not in _codes(cls):
        return None
    if codes_by_structure(cls):
        return structure_of(code)
    word = fields.get("_betting")
    if word is None:
        default: Any = attrs.fields_dict(cls)["betting"].default  # type: ignore[arg-type]  # a Holdem subclass: an attrs class
        policy = default.factory() if isinstance(default, attrs.Factory) else default  # type: ignore[arg-type]  # attrs.Factory is a class at run time
        return type(policy) if type(policy) in _BETTING_WORDS else None
    for structure, name in _BETTING_WORDS.items():
        if word == name:
            return structure
    raise ValueError(f"_betting is {', '.join(map(repr, _BETTING_WORDS.values()))}, not {word!r:.40}")


def _added_options(cls: type) -> list[attrs.Attribute]:  # type: ignore[type-arg]
    """The keyword options a subclass of hold'em or a draw game adds to theirs (written as ``_``-prefixed fields)."""
    if not attrs.has(cls):
        return []
    return [a for a in attrs.fields(cls) if a.init and a.name not in _OWN_FIELDS]


def _draw(game: GameVariant) -> DrawGame:
    if not isinstance(game, DrawGame):
        raise TypeError(f"the draw family's mapping was asked about a {type(game).__name__}")
    return game


class DrawFamily(BlindsFamily):
    """The PHH family of the draw games (:class:`~pokervariants.DrawGame`'s subclasses): hold'em's
    fields, ``_reshuffle`` where it is not the rule's, and ``sd`` actions that draw."""

    def fields_of(self, game: GameVariant, players: int) -> dict[str, Any]:
        fields = super().fields_of(game, players)
        if _draw(game).reshuffle is not Reshuffle.DISCARDS:
            fields["_reshuffle"] = _draw(game).reshuffle.value
        return fields

    def game_from(self, cls: type[GameVariant], code: str, fields: Mapping[str, Any]) -> GameVariant:
        game = _draw(super().game_from(cls, code, fields))
        return attrs.evolve(game, reshuffle=fields["_reshuffle"]) if "_reshuffle" in fields else game

    def reshuffle(self, game: GameVariant) -> Reshuffle | None:
        return _draw(game).reshuffle

    def pokerkit_reshuffles(self, game: GameVariant) -> GameVariant | None:
        draw = _draw(game)
        return attrs.evolve(draw, reshuffle=Reshuffle.MUCK) if draw.reshuffle is Reshuffle.DISCARDS else None


BLINDS = BlindsFamily()
"""The family of the games with blinds."""
DRAWS = DrawFamily()
"""The family of the draw games."""
