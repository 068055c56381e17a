"""Five-card high hands from 5 to 11 cards: :func:`rank_high`, the integer fast path.

>>> from pokervariants import parse_cards
>>> rank_high(parse_cards("As Ks Qs Js Ts 2c 3d"))
12194
>>> rank_high([51, 47, 43, 39, 35]) == rank_high(parse_cards("As Ks Qs Js Ts"))
True

One function, two paths: in the pure build :func:`rank_high` is the pure function
(``_high_python``); in the compiled build it is ``_native_high``'s, which ranks
plain natural hands of five to seven cards in C integers and hands the rest to the
pure function (:doc:`/speed`). Both give the same values and the same errors.
"""

from __future__ import annotations

from ..core._public import present
from ._high_python import rank_high as _rank_high_python
from ._native_high import NATIVE
from ._native_high import rank_high as _rank_high_native

__all__ = ["HIGH_CLASSES", "HIGH_VALUES", "ROYAL_FLUSH", "rank_high"]

HIGH_CLASSES = 7462
"""How many distinct natural five-card high hands there are."""
HIGH_VALUES = 12207
"""The top of :func:`rank_high`'s scale (five aces): natural and wild-card hands share it."""
ROYAL_FLUSH = 12194
"""The value of a royal flush, the best natural hand."""

rank_high = _rank_high_native if NATIVE else _rank_high_python
present(__name__, globals(), ["rank_high"])  # documented, pickled and named here (a compiled function keeps its own)
