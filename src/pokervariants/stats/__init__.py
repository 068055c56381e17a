"""Per-player statistics over any number of hand histories: VPIP, PFR, 3-bet, c-bet, WTSD, W$SD, the
aggression factor, net won and the win rate, in every game (stud and draw included), and the
picture of a player's winnings, all-in adjusted by the library's own equity.

:func:`of` replays each hand (:func:`~pokervariants.phh.replay`) and reads its events; the result, a
:class:`Stats`, holds each player's :class:`PlayerStats`. :func:`rows` gives them as plain rows and
:func:`frame` as a pandas DataFrame (when pandas is installed). :class:`Tally` is the accumulator
underneath: add hands to it, merge tallies made apart (a process pool, a Dask cluster), read the
result. :func:`winnings` gives a player's results hand by hand (:class:`Winnings`), which a notebook
draws, and :func:`pokervariants.render.svg.winnings` too. :doc:`/stats` defines every statistic.

>>> from pokervariants import phh, stats
>>> hand = phh.loads('''variant = "F7S"
... antes = [1, 1]
... bring_in = 2
... small_bet = 5
... big_bet = 10
... starting_stacks = [100, 100]
... actions = ["d dh p1 ????7d", "d dh p2 ????Ah", "p1 pb", "p2 cbr 5", "p1 f"]
... players = ["Ann", "Bob"]
... ''')
>>> result = stats.of([hand])
>>> result["Ann"].vpip, result["Bob"].vpip, result["Bob"].pfr, result["Bob"].net
(0.0, 1.0, 1.0, Decimal('3'))
"""

from __future__ import annotations

# Mapping, Decimal, Fraction and Failure are here because present() makes this package the home of the
# result types, where typing.get_type_hints (and so the docs) read their annotations.
from collections.abc import Mapping  # noqa: F401
from decimal import Decimal  # noqa: F401
from fractions import Fraction  # noqa: F401

from ..core._public import present
from ..phh import Failure  # noqa: F401
from ._read import ROW_FIELDS, Hands, feed, frame, of, rows, winnings
from ._tally import DEFAULT_SAMPLES, Draws, PlayerStats, Stats, Tally
from ._winnings import Winnings

__all__ = [
    "DEFAULT_SAMPLES",
    "ROW_FIELDS",
    "Draws",
    "Hands",
    "PlayerStats",
    "Stats",
    "Tally",
    "Winnings",
    "feed",
    "frame",
    "of",
    "rows",
    "winnings",
]

present(__name__, globals(), ["Draws", "PlayerStats", "Stats", "Tally", "Winnings", "feed", "frame", "of", "rows", "winnings"])
