"""The games: each a small declaration over the shared engine, rankers and betting policies."""

from __future__ import annotations

from .base import OddChip, Opener, Street, Variant
from .baseball import Baseball
from .stud import HighOpener, LowOpener, Razz, StudHigh, StudHiLo8

__all__ = ["Baseball", "HighOpener", "LowOpener", "OddChip", "Opener", "Razz", "Street", "StudHigh", "StudHiLo8", "Variant"]
