"""The games: each a small declaration over the shared engine, rankers and betting policies."""

from __future__ import annotations

from .base import GameVariant, OddChip, Opener, Street, StreetSpec, Variant
from .bailey import Bailey
from .bailey_match import BaileyMatch, CashForPoints, FirstToPoints
from .baseball import Baseball
from .registry import VariantRegistry, find_variant, register_variant, variant_names
from .stud import HighOpener, LowOpener, Razz, StudHigh, StudHiLo8, stud_streets

__all__ = ["Bailey", "BaileyMatch", "Baseball", "CashForPoints", "FirstToPoints", "GameVariant", "StreetSpec", "VariantRegistry", "find_variant", "register_variant", "variant_names", "HighOpener", "LowOpener", "OddChip", "Opener", "Razz", "Street", "StudHigh", "StudHiLo8", "Variant", "stud_streets"]
