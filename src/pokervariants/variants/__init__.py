"""The games: each a small declaration over the shared engine, rankers and betting policies."""

from __future__ import annotations

from .base import OddChip, Opener, Street, Variant
from .bailey import Bailey
from .bailey_match import BaileyMatch, CashForPoints, FirstToPoints
from .baseball import Baseball
from .stud import HighOpener, LowOpener, Razz, StudHigh, StudHiLo8

__all__ = ["Bailey", "BaileyMatch", "Baseball", "CashForPoints", "FirstToPoints", "HighOpener", "LowOpener", "OddChip", "Opener", "Razz", "Street", "StudHigh", "StudHiLo8", "Variant"]
