"""The games: each a small declaration over the shared engine, rankers and betting policies."""

from __future__ import annotations

import importlib

from ..engine.protocols import GameVariant
from .base import OddChip, Opener, Street, StreetSpec, Variant
from .bailey import Bailey, BaileyView
from .baseball import Baseball
from .draw import AceToFiveTripleDraw, Badugi, DeuceToSevenSingleDraw, DeuceToSevenTripleDraw, DrawGame, FiveCardDraw
from .holdem import Holdem, Omaha, OmahaHiLo8, ShortDeckHoldem
from .registry import VariantRegistry, find_variant, register_variant, variant_names
from .stud import HighOpener, LowOpener, Razz, StudHigh, StudHiLo8, stud_streets

__all__ = ["AceToFiveTripleDraw", "Badugi", "DeuceToSevenSingleDraw", "DeuceToSevenTripleDraw", "DrawGame", "FiveCardDraw", "Bailey", "BaileyView", "Baseball", "Holdem", "Omaha", "OmahaHiLo8", "ShortDeckHoldem", "GameVariant", "StreetSpec", "VariantRegistry", "find_variant", "register_variant", "variant_names", "HighOpener", "LowOpener", "OddChip", "Opener", "Razz", "Street", "StudHigh", "StudHiLo8", "Variant", "stud_streets"]

_LAZY = {"BaileyMatch": ".bailey_match", "CashForPoints": ".bailey_match", "FirstToPoints": ".bailey_match"}
"""Names found on first use through their moved path, for one release: a Bailey's Poker match is a
session now (:mod:`pokervariants.session.bailey_match`), which this package may not import; the old
path, a shim, warns and finds them there. They are not in ``__all__``."""


def __getattr__(name: str) -> object:
    try:
        module = importlib.import_module(_LAZY[name], __name__)
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = getattr(module, name)
    globals()[name] = value
    return value
