"""The hot core: integer rank functions over precomputed lookup tables.

Every ``rank_*`` function takes a sequence of cards (plain ints accepted) and
returns an int, bigger is better. Tables are built on first use, well under a
second; call :func:`build_tables` to pay that cost up front. :func:`rank_many`
ranks many hands at once (vectorised with numpy when it is installed).
"""

from __future__ import annotations

from .badugi import BADUGI_CLASSES, rank_badugi
from .bailey import BAILEY_CLASSES, rank_bailey
from .batch import rank_many
from .deuce_seven import DEUCE_SEVEN_CLASSES, rank_deuce_seven
from ._native_high import NATIVE as _NATIVE
from .high import HIGH_CLASSES, HIGH_VALUES, ROYAL_FLUSH, rank_high
from .low import LOW8_CLASSES, LOW_CLASSES, rank_low, rank_low8
from .omaha import rank_omaha, rank_omaha8
from .short_deck import SHORT_DECK_CLASSES, rank_short_deck

__all__ = [
    "BADUGI_CLASSES",
    "BAILEY_CLASSES",
    "DEUCE_SEVEN_CLASSES",
    "HIGH_CLASSES",
    "HIGH_VALUES",
    "ROYAL_FLUSH",
    "LOW8_CLASSES",
    "LOW_CLASSES",
    "SHORT_DECK_CLASSES",
    "build_tables",
    "rank_badugi",
    "rank_bailey",
    "rank_deuce_seven",
    "rank_high",
    "rank_low",
    "rank_low8",
    "rank_many",
    "rank_omaha",
    "rank_omaha8",
    "rank_short_deck",
]


def build_tables() -> None:
    """Build every lookup table now rather than on first use (for steady timings), Omaha's board rows included."""
    from . import _high_python, badugi, bailey, deuce_seven, low, omaha, short_deck, wild
    from .tables import LazyTable, build_native_high

    for module in (_high_python, low, bailey, wild, omaha, short_deck, deuce_seven, badugi):  # every LazyTable global of the hot modules
        for value in list(vars(module).values()):
            if isinstance(value, LazyTable):
                value.materialize()
    omaha.board_rows()
    if _NATIVE:  # the compiled build's tables for rank_high (see _native_high)
        build_native_high()

