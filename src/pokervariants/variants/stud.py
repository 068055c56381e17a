"""Seven-Card Stud High, Razz and Stud High/Low eight-or-better (seed 002, RULES.md 3).

Each game is a declaration: the stud street schedule, who brings in and who
acts first, the rankers for its shares of the pot, and whether an open pair on
4th street allows the big bet.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import ClassVar

from attrs import field, frozen

from ..core import Card
from ..ranking import EightOrBetterRanker, HighRanker, LowRanker, Ranker
from .base import Opener, Street, Variant

__all__ = ["HighOpener", "LowOpener", "Razz", "StudHiLo8", "StudHigh", "stud_streets"]


def stud_streets(*, open_pair_big_bet: bool = False) -> tuple[Street, ...]:
    """Two down and one up with a bring-in; three single up cards; one down. Big bet from 5th street."""
    return (
        Street(name="third", cards=(False, False, True), bring_in=True),
        Street(name="fourth", cards=(True,), open_pair_big_bet=open_pair_big_bet),
        Street(name="fifth", cards=(True,), big=True),
        Street(name="sixth", cards=(True,), big=True),
        Street(name="seventh", cards=(False,), big=True),
    )


def _showing(
    cards: Sequence[Card], ace_low: bool, as_aces: frozenset[int] = frozenset()
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A board's strength for acting order: pairs and trips count, straights and flushes do not.

    Returns the pattern of repeats (``(2, 1)`` for a pair and a card) and the ranks
    ordered by repeats then rank, high first; the ace is low if ``ace_low``; ranks
    in ``as_aces`` (wild cards showing, in Baseball) count as aces.
    """
    if as_aces:
        ranks = [12 if c >> 2 in as_aces else c >> 2 for c in cards]
    else:
        ranks = [_LOW_RANK[c] for c in cards] if ace_low else [c >> 2 for c in cards]
    ranks.sort()
    return _pattern(tuple(ranks))


@functools.lru_cache(maxsize=4096)
def _pattern(ranks: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    counts = Counter(ranks)
    ordered = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    return tuple(sorted(counts.values(), reverse=True)), tuple(ordered)


_LOW_RANK = tuple(((card >> 2) + 1) % 13 for card in range(52))
"""Each card's rank with the ace lowest (0) and the king highest (12)."""
_HIGH_NIBBLE = tuple(1 << 4 * (card >> 2) for card in range(54))
"""Each card's rank (ace high; a joker above it) as a count in its own four bits: a board's sum
says how many cards of each rank it shows, whatever their order."""
_LOW_NIBBLE = tuple(1 << 4 * rank for rank in _LOW_RANK)
"""The same with the ace lowest."""


@functools.lru_cache(maxsize=8192)
def _counted(counts: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:func:`_showing` of a board given by its rank counts (a sum of nibbles)."""
    ranks = tuple(rank for rank in range(14) for _ in range(counts >> 4 * rank & 15))
    return _pattern(ranks)
_ACE_LOW = tuple(_LOW_RANK[card] * 4 + (card & 3) for card in range(52))
"""Card numbers re-ordered with the ace lowest: rank (ace low) then suit."""


@frozen
class HighOpener:
    """Stud High and Stud/8: the lowest up card brings in (ace high; clubs lowest); the best board acts first.

    ``as_aces``: ranks that count as aces on a board (Baseball's wild 3s and 9s).
    """

    as_aces: frozenset[int] = frozenset()
    _nibbles: tuple[int, ...] | None = field(init=False, repr=False, eq=False)
    """Each card's rank count (see :data:`_HIGH_NIBBLE`) with ``as_aces`` counted as aces, when no
    count can pass 15 (one pack, at most two ranks made aces); else ``None``, and boards are sorted."""

    def __attrs_post_init__(self) -> None:
        nibbles = None
        if not self.as_aces:
            nibbles = _HIGH_NIBBLE
        elif len(self.as_aces - {12}) <= 2:
            nibbles = tuple(1 << 4 * (12 if card >> 2 in self.as_aces else card >> 2) for card in range(54))
        object.__setattr__(self, "_nibbles", nibbles)

    def bring_in_seat(self, boards: Mapping[int, Sequence[Card]]) -> int:
        # card numbers order by rank (ace high), then suit (clubs lowest); ties cannot happen
        return min(sorted(boards), key=lambda seat: min(boards[seat]))

    def first_to_act(self, boards: Mapping[int, Sequence[Card]]) -> int:
        first, best = -1, None
        nibbles = self._nibbles
        for seat in sorted(boards):
            if nibbles is None:
                key = _showing(boards[seat], False, self.as_aces)
            else:  # _showing by the board's rank counts: this runs for every board on every street
                key = _counted(sum(map(nibbles.__getitem__, boards[seat])))
            if best is None or key > best:  # strictly better: ties stay with the lower seat
                first, best = seat, key
        return first


@frozen
class LowOpener:
    """Razz: the highest up card brings in (ace low, king high; spades highest); the lowest board acts first."""

    def bring_in_seat(self, boards: Mapping[int, Sequence[Card]]) -> int:
        return max(sorted(boards), key=lambda seat: max(_ACE_LOW[c] for c in boards[seat]))

    def first_to_act(self, boards: Mapping[int, Sequence[Card]]) -> int:
        first, best = -1, None
        for seat in sorted(boards):
            key = _counted(sum(map(_LOW_NIBBLE.__getitem__, boards[seat])))  # _showing(board, ace_low=True); pairs count against a low board
            if best is None or key < best:
                first, best = seat, key
        return first


@frozen(kw_only=True)
class StudHigh(Variant):
    """Seven-Card Stud High (seed 002). An open pair on 4th street allows the big bet.

    >>> game = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
    >>> hand = game.new_hand([200] * 4, seed=7)
    >>> hand.street, hand.actor, len(hand.down_cards(0)), len(hand.up_cards(0))
    ('third', 2, 2, 1)
    """

    name: ClassVar[str] = "Seven-Card Stud High"
    aliases: ClassVar[tuple[str, ...]] = ("stud", "seven-card stud", "7-card stud", "StudHigh")
    phh_code: ClassVar[str | None] = "F7S"
    streets: ClassVar[tuple[Street, ...]] = stud_streets(open_pair_big_bet=True)
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(),)
    opener: ClassVar[Opener] = HighOpener()


@frozen(kw_only=True)
class Razz(Variant):
    """Razz: seven-card stud for the lowest ace-to-five hand (seed 002)."""

    name: ClassVar[str] = "Razz"
    aliases: ClassVar[tuple[str, ...]] = ("razz",)
    phh_code: ClassVar[str | None] = "FR"
    streets: ClassVar[tuple[Street, ...]] = stud_streets()
    rankers: ClassVar[tuple[Ranker, ...]] = (LowRanker(),)
    opener: ClassVar[Opener] = LowOpener()


@frozen(kw_only=True)
class StudHiLo8(Variant):
    """Seven-Card Stud High/Low, eight or better (seed 002): the pot splits between high and a qualifying low."""

    name: ClassVar[str] = "Seven-Card Stud High/Low Eight-or-Better"
    aliases: ClassVar[tuple[str, ...]] = ("stud8", "stud/8", "stud hi-lo", "StudHiLo8")
    phh_code: ClassVar[str | None] = "F7S/8"
    streets: ClassVar[tuple[Street, ...]] = stud_streets()
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(), EightOrBetterRanker())
    opener: ClassVar[Opener] = HighOpener()
