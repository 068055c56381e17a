"""Games and their PHH codes and fields: which :class:`~pokervariants.phh._family.Family` a game's
class belongs to, and the functions the writer, the replayer and you call.

>>> from pokervariants import FixedLimit, Omaha, phh
>>> game = Omaha(blinds=(2, 4), betting=FixedLimit(small_bet=4, big_bet=8))
>>> phh.code_of(game), phh.fields_of(game, 2)
('PV-FO', {'antes': [0, 0], 'blinds_or_straddles': [2, 4], 'small_bet': 4, 'big_bet': 8, '_blind_is_bet': True})
>>> phh.game_from("PV-FO", {"starting_stacks": [50, 50], **phh.fields_of(game, 2)}) == game
True
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from ..engine.protocols import GameVariant
from ..variants._money import money_of_game
from ..variants.base import Variant
from ..variants.draw import DrawGame
from ..variants.holdem import Holdem
from ..variants.registry import VariantRegistry, phh_codes, registry as default_registry
from ._blinds import BLINDS, DRAWS
from ._family import Family
from .errors import PHHFieldError, UnknownVariantError, short
from .options import OPTIONS, VARIANTS, ante_trimming

__all__ = ["code_of", "family_of", "fields_of", "game_from", "make", "variant_class"]

_FAMILIES: dict[type, Family] = {DrawGame: DRAWS, Holdem: BLINDS, Variant: VARIANTS}
"""Each family by the base class of its games; a class none of these is a base of is ``OPTIONS``'s."""


@functools.cache
def family_of(cls: type) -> Family:
    """The PHH family of a game class: that of the nearest base ``_FAMILIES`` names, else
    ``OPTIONS``.

    >>> from pokervariants import Badugi, Bailey, Razz
    >>> [type(family_of(cls)).__name__ for cls in (Badugi, Bailey, Razz)]
    ['DrawFamily', 'OptionsFamily', 'VariantFamily']
    """
    return next((_FAMILIES[base] for base in cls.__mro__ if base in _FAMILIES), OPTIONS)


def choosing_showdown(game: GameVariant) -> GameVariant | None:
    """``game`` with a choosing showdown (:meth:`Family.choosing_showdown`), made once for each
    game in whole chips (a corpus's hands share their games, and a replay with a muck needs it)."""
    if money_of_game(game).whole:  # whole chips only: 0.50 and 0.5 are equal, but not the same money
        try:
            return _choosing(game)
        except TypeError:  # a game of a user's own that is not hashable
            pass
    return family_of(type(game)).choosing_showdown(game)


@functools.lru_cache(maxsize=64)
def _choosing(game: GameVariant) -> GameVariant | None:
    return family_of(type(game)).choosing_showdown(game)


def code_of(game: GameVariant) -> str | None:
    """The PHH code of ``game`` as configured: hold'em's depends on its betting structure (``NT``,
    ``FT``, ``PV-PT``); ``None`` for a game without one (its hands are not written as PHH)."""
    return family_of(type(game)).code_of(game)


def fields_of(game: GameVariant, players: int) -> dict[str, Any]:
    """The PHH fields that describe ``game`` for ``players`` players: the amounts PHH names and
    ``_``-prefixed options (without ``variant``, stacks or actions)."""
    return ante_trimming(family_of(type(game)).fields_of(game, players))


def variant_class(code: str, registry: VariantRegistry | None = None) -> type[GameVariant]:
    """The game class whose PHH codes include ``code`` (:class:`UnknownVariantError` if none)."""
    known = registry if registry is not None else default_registry()
    try:
        cls = known.find(code)
    except ValueError:
        listing = known.listing()
        raise UnknownVariantError(
            f"unknown variant code {short(code)}: known are {listing}; a game of your own must be registered "
            "(register_variant, or replay(history, registry=...); on the command line, replay --game module:Class)",
            code=code,
            known=listing,
        ) from None
    codes = phh_codes(cls)
    if code not in codes:
        raise UnknownVariantError(f"{short(code)} is not a PHH variant code; {cls.name}'s is {' or '.join(map(repr, codes)) or None}", code=code)
    return cls


def make(cls: type[GameVariant], code: str, fields: Mapping[str, Any]) -> GameVariant:
    """The game of class ``cls`` that ``fields`` describe under ``code``; :class:`PHHFieldError` says what does not fit."""
    try:
        return family_of(cls).game_from(cls, code, fields)
    except (TypeError, ValueError) as error:
        if isinstance(error, PHHFieldError):
            raise
        raise PHHFieldError(f"the fields do not make a {cls.name} game: {error}") from None


def game_from(code: str, fields: Mapping[str, Any], *, registry: VariantRegistry | None = None) -> GameVariant:
    """The game that the PHH ``code`` and ``fields`` describe, found in ``registry`` (by default the
    library's): :class:`UnknownVariantError` for an unknown code, :class:`PHHFieldError` for fields
    that make no game of it. :func:`~pokervariants.phh.game_of` reads a history's."""
    return make(variant_class(code, registry), code, fields)
