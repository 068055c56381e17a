"""Games of keyword options as PHH fields and back: the stud family, Baseball, Bailey's Poker and
games of your own.

A game's keyword-only attrs fields map to PHH as follows: ``ante`` to
``antes`` (one per player), ``bring_in``, ``small_bet`` and ``big_bet`` to the
fields of those names, and every other option to a ``_``-prefixed field
(``_burn = true``, ``_odd_chip = "tda"``, ``_seven_card = true``), written only
when it differs from its default. Games registered by other packages get the
same mapping for free: ``OPTIONS`` is the family of any game the others do
not claim, and ``VARIANTS`` that of the :class:`~pokervariants.Variant`
subclasses, which add the stud schedule the stand-in search models and
PokerKit's readings of a short all-in, of a bring-in whose low card is all
in on the ante, and of tied pots. (Games with blinds map themselves
otherwise: ``pokervariants.phh._blinds``.)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from ..engine.betting import AllInLowCard, ShortAllIn
from ..engine.draws import Reshuffle
from ..engine.phases import OddChip, ShowdownMode, SplitPots
from ..engine.protocols import GameVariant
from ..variants.base import Variant
from ._family import Schedule
from ._numbers import whole
from .errors import PHHFieldError, short

__all__ = ["OPTIONS", "VARIANTS", "OptionsFamily", "VariantFamily", "ante_trimming", "game_fields", "make_game"]

_PHH_NAMED = {"bring_in": "bring_in", "small_bet": "small_bet", "big_bet": "big_bet"}


def _options(cls: type) -> list[attrs.Attribute]:  # type: ignore[type-arg]
    if not attrs.has(cls):
        raise PHHFieldError(f"{cls.__qualname__} is not an attrs class: its options cannot be read from a hand history")
    return [a for a in attrs.fields(cls) if a.init and a.name not in _NOT_FIELDS]


_NOT_FIELDS = frozenset({"unit", "rake"})
"""Options a history does not write as ``_``-prefixed fields: the unit of money is the places its
amounts are written with, and a rake is what the house took, written as the hand's ``_rake``."""


def ante_trimming(fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` saying ``ante_trimming_status = true`` where every player antes the same: antes
    are each player's own part of the pot here, not dead money (PHH's default)."""
    antes = fields.get("antes")
    if isinstance(antes, list) and antes and antes[0] and len(set(antes)) == 1:
        fields["ante_trimming_status"] = True
    return fields


def game_fields(game: GameVariant, players: int) -> dict[str, Any]:
    """The PHH fields of a game of keyword options for ``players`` players (without ``variant``,
    stacks or actions): its attrs options, field by field.

    >>> from pokervariants import Razz
    >>> from pokervariants.phh.options import game_fields
    >>> game_fields(Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True), 2)
    {'antes': [1, 1], 'bring_in': 2, 'small_bet': 5, 'big_bet': 10, '_burn': True, 'ante_trimming_status': True}
    """
    return ante_trimming(_option_fields(game, players))


def _option_fields(game: GameVariant, players: int) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for option in _options(type(game)):
        value = getattr(game, option.name)  # an attrs field the class declares
        if option.name == "ante":
            fields["antes"] = [value] * players
        elif option.name in _PHH_NAMED:
            if option.name != "bring_in" or value:
                fields[_PHH_NAMED[option.name]] = value
        elif option.default is attrs.NOTHING or value != option.default:
            fields[f"_{option.name}"] = value.value if isinstance(value, enum.Enum) else value
    return fields


def make_game(cls: type[GameVariant], fields: Mapping[str, Any], code: str | None = None) -> GameVariant:
    """The game ``cls`` of keyword options configured from PHH ``fields``; :class:`PHHFieldError`
    says what does not fit (``code``, the history's, names it; by default the class's own)."""
    code = code if code is not None else (cls.phh_code or cls.__name__)
    kwargs: dict[str, Any] = {}
    for option in _options(cls):
        name = option.name
        if name == "ante":
            antes = fields.get("antes")
            if antes is None:
                continue
            if not isinstance(antes, list) or not antes:
                raise PHHFieldError(f"antes must be an array with one ante a player, got {short(antes)}")
            players = len(fields.get("starting_stacks") or [])
            if players and len(antes) != players:
                raise PHHFieldError(f"antes must have one entry a player ({players}), got {len(antes)}")
            values = {whole(a, "antes") for a in antes}
            if len(values) != 1:
                raise PHHFieldError(f"antes {short(antes)} differ between players: this library plays a uniform ante")
            kwargs["ante"] = values.pop()
        elif name in _PHH_NAMED:
            if _PHH_NAMED[name] in fields:
                kwargs[name] = whole(fields[_PHH_NAMED[name]], _PHH_NAMED[name])
            elif option.default is attrs.NOTHING:
                raise PHHFieldError(f"the {code} hand history needs the {name!r} field")
        elif f"_{name}" in fields:
            kwargs[name] = _option(option, fields[f"_{name}"])
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as error:
        raise PHHFieldError(f"the fields do not make a {cls.name} game: {error}") from None


def _option(option: attrs.Attribute, value: Any) -> Any:  # type: ignore[type-arg]
    """A ``_``-prefixed field's value as the option takes it: checked against the option's default's type."""
    name, default = option.name, option.default
    if isinstance(default, bool) and not isinstance(value, bool):
        raise PHHFieldError(f"_{name} must be true or false, got {short(value)}")
    if isinstance(default, int) and not isinstance(default, bool):
        value = whole(value, f"_{name}")
    if isinstance(default, enum.Enum):
        try:
            value = type(default)(value)
        except (TypeError, ValueError):
            choices = ", ".join(repr(m.value) for m in type(default))
            raise PHHFieldError(f"_{name} must be one of {choices}, got {short(value)}") from None
    return value


class OptionsFamily:
    """The PHH family of any game of keyword options (Bailey's Poker, a game of your own): its
    declared ``phh_code``, its options as fields, and nothing more to model."""

    def code_of(self, game: GameVariant) -> str | None:
        return type(game).phh_code

    def fields_of(self, game: GameVariant, players: int) -> dict[str, Any]:
        return _option_fields(game, players)

    def game_from(self, cls: type[GameVariant], code: str, fields: Mapping[str, Any]) -> GameVariant:
        return make_game(cls, fields, code)

    def schedule(self, game: GameVariant) -> Schedule | None:
        return None

    def reshuffle(self, game: GameVariant) -> Reshuffle | None:
        return None

    def pokerkit_reshuffles(self, game: GameVariant) -> GameVariant | None:
        return None

    def pokerkit_short_all_in(self, game: GameVariant) -> GameVariant | None:
        return None

    def bring_in_readings(self, game: GameVariant, stacks: Sequence[int]) -> tuple[tuple[str, GameVariant], ...]:
        return ()

    def pokerkit_ties(self, game: GameVariant) -> GameVariant | None:
        return None

    def blinds(self, game: GameVariant) -> Sequence[int]:
        return ()

    def showdown(self, game: GameVariant) -> ShowdownMode | None:
        return None

    def choosing_showdown(self, game: GameVariant) -> GameVariant | None:
        return None


def _variant(game: GameVariant) -> Variant:
    if not isinstance(game, Variant):
        raise TypeError(f"the Variant family's mapping was asked about a {type(game).__name__}")
    return game


class VariantFamily(OptionsFamily):
    """The PHH family of the :class:`~pokervariants.Variant` subclasses (the stud games, Baseball,
    the examples' games): options as fields, the street schedule and opener the stand-ins keep,
    and PokerKit's readings: of the fixed-limit grid after a short all-in, of a bring-in whose
    low card is all in on the ante, and of how tied pots split."""

    def schedule(self, game: GameVariant) -> Schedule | None:
        variant = _variant(game)
        return Schedule(streets=variant.streets, opener=variant.opener, burn=variant.burn, all_in_low_card=variant.all_in_low_card)

    def pokerkit_short_all_in(self, game: GameVariant) -> GameVariant | None:
        variant = _variant(game)
        return attrs.evolve(variant, short_all_in=ShortAllIn.BY_BET) if variant.short_all_in is ShortAllIn.GRID else None

    def showdown(self, game: GameVariant) -> ShowdownMode | None:
        return _variant(game).showdown

    def choosing_showdown(self, game: GameVariant) -> GameVariant | None:
        variant = _variant(game)
        return variant if variant.showdown is ShowdownMode.CHOOSE else attrs.evolve(variant, showdown=ShowdownMode.CHOOSE)

    def bring_in_readings(self, game: GameVariant, stacks: Sequence[int]) -> tuple[tuple[str, GameVariant], ...]:
        variant = _variant(game)
        if not any(street.bring_in for street in variant.streets) or not any(stack <= variant.ante for stack in stacks):
            return ()
        return tuple((other.value, attrs.evolve(variant, all_in_low_card=other)) for other in _READINGS if other is not variant.all_in_low_card)

    def pokerkit_ties(self, game: GameVariant) -> GameVariant | None:
        variant = _variant(game)
        if variant.split_pots is SplitPots.MERGED and variant.odd_chip is OddChip.FIRST:
            return None
        return attrs.evolve(variant, split_pots=SplitPots.MERGED, odd_chip=OddChip.FIRST)


_READINGS = (AllInLowCard.NEXT_SEAT, AllInLowCard.NO_BRING_IN, AllInLowCard.PASS)
"""The readings of a bring-in whose low card is all in on the ante, in the order a replay tries
them: PokerKit's (the histories most often met), this library's earlier one, the default."""


OPTIONS = OptionsFamily()
"""The family of a game no other family claims."""
VARIANTS = VariantFamily()
"""The family of the :class:`~pokervariants.Variant` subclasses."""
