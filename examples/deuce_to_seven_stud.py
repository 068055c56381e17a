"""Deuce-to-Seven Stud: seven-card stud for the lowest hand, aces high, straights and flushes counting against.

A game written against pokervariants' public API, with a ranking of its own.
The deal and the betting are Razz's (the highest up card brings in, the lowest
board acts first); the best hand is the worst poker hand: 7-5-4-3-2 of mixed
suits is the nut low, an ace is always high, a pair, a straight or a flush
spoils a low, and A-5-4-3-2 is no straight but an ace-high hand.

:class:`DeuceToSevenLow` ranks the best five of seven with the library's
integer evaluator underneath, and names its hands through a ranking scheme of
its own, :data:`DEUCE_TO_SEVEN` (its own categories, its own words)::

    >>> low = DeuceToSevenLow()
    >>> str(low.evaluate("7c 5d 4h 3s 2c Kd Kh")), str(low.evaluate("As 5d 4h 3s 2c Kd Qh"))
    ('Seven-five low', 'Queen-five low')
    >>> str(low.evaluate("As 5d 4h 3s 2c"))  # no wheel in deuce-to-seven: ace high
    'Ace-five low'
    >>> low.evaluate("8c 7d 6h 5s 4c").category, low.rank([20, 13, 10, 7, 0]) > low.rank([51, 13, 10, 7, 0])
    (<DeuceSevenCategory.STRAIGHT: 5>, True)

Run ``python examples/deuce_to_seven_stud.py`` to play one seeded hand.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import ClassVar

from attrs import frozen

from pokervariants import (
    HIGH_VALUES,
    ActionKind,
    Card,
    CardsLike,
    HandValue,
    HighCategory,
    Opener,
    Rank,
    Ranker,
    Ranking,
    StreetSpec,
    Variant,
    as_cards,
    rank_high,
    stud_streets,
)

__all__ = ["DEUCE_TO_SEVEN", "DeuceSevenCategory", "DeuceSevenOpener", "DeuceToSevenLow", "DeuceToSevenStud", "main"]


class DeuceSevenCategory(enum.IntEnum):
    """Deuce-to-seven categories, a bigger value a better low: no pair is best, a straight flush worst."""

    STRAIGHT_FLUSH = 1
    FOUR_OF_A_KIND = 2
    FULL_HOUSE = 3
    FLUSH = 4
    STRAIGHT = 5
    THREE_OF_A_KIND = 6
    TWO_PAIR = 7
    PAIR = 8
    NO_PAIR = 9


_FROM_HIGH = {
    HighCategory.STRAIGHT_FLUSH: DeuceSevenCategory.STRAIGHT_FLUSH,
    HighCategory.FOUR_OF_A_KIND: DeuceSevenCategory.FOUR_OF_A_KIND,
    HighCategory.FULL_HOUSE: DeuceSevenCategory.FULL_HOUSE,
    HighCategory.FLUSH: DeuceSevenCategory.FLUSH,
    HighCategory.STRAIGHT: DeuceSevenCategory.STRAIGHT,
    HighCategory.THREE_OF_A_KIND: DeuceSevenCategory.THREE_OF_A_KIND,
    HighCategory.TWO_PAIR: DeuceSevenCategory.TWO_PAIR,
    HighCategory.PAIR: DeuceSevenCategory.PAIR,
    HighCategory.HIGH_CARD: DeuceSevenCategory.NO_PAIR,
}
_TOP = 2 * HIGH_VALUES + 2
_WHEEL = frozenset({Rank.ACE, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO})
# A-5-4-3-2 is no straight in deuce-to-seven: it sits just below A-6-4-3-2 (suited: just below that flush).
_ACE_SIX = rank_high(as_cards("As 6h 4c 3d 2s"))
_ACE_SIX_FLUSH = rank_high(as_cards("As 6s 4s 3s 2s"))


def _badness(five: Sequence[int]) -> int:
    """How strong the five cards are as a poker hand, aces high and no wheel (twice ``rank_high``, so
    the wheel fits just below the ace-six hands): the deuce-to-seven low is the weakest."""
    if frozenset(Rank(c >> 2) for c in five) == _WHEEL:
        suited = len({c & 3 for c in five}) == 1
        return 2 * (_ACE_SIX_FLUSH if suited else _ACE_SIX) - 1
    return 2 * rank_high(five)


@frozen
class _DeuceToSeven:
    """How a deuce-to-seven hand reads: its categories, and words such as "Seven-five low"."""

    label: ClassVar[str] = "deuce-to-seven low"
    is_low: ClassVar[bool] = True

    def category(self, value: int) -> DeuceSevenCategory:
        badness = _TOP - value
        if badness % 2:  # A-5-4-3-2: no pair
            return DeuceSevenCategory.NO_PAIR
        return _FROM_HIGH[HandValue(Ranking.HIGH, badness // 2).category]

    def describe(self, hand: HandValue) -> str:
        category = self.category(hand.value)
        ranks = sorted((Rank(c >> 2) for c in hand.cards), reverse=True)
        if category is DeuceSevenCategory.NO_PAIR:
            return f"{ranks[0].word.capitalize()}-{ranks[1].word} low"
        return str(HandValue(Ranking.HIGH, rank_high(hand.cards)))

    @property
    def ranker(self) -> DeuceToSevenLow:
        return DeuceToSevenLow()


DEUCE_TO_SEVEN = _DeuceToSeven()
"""The ranking scheme of :class:`DeuceToSevenLow`'s hands."""


@frozen
class DeuceToSevenLow:
    """The best deuce-to-seven low of five to seven cards: the five that make the weakest poker hand."""

    @property
    def ranking(self) -> _DeuceToSeven:
        return DEUCE_TO_SEVEN

    def rank(self, cards: Sequence[int], /) -> int:
        return _TOP - min(_badness(five) for five in combinations(tuple(cards), 5))

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        held = as_cards(cards)
        best = min(combinations(held, 5), key=_badness)
        return HandValue(DEUCE_TO_SEVEN, _TOP - _badness(best), tuple(sorted(best, reverse=True)))


def _strength(cards: Sequence[Card]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A board as a poker hand of its ranks, aces high: repeats first, then ranks, high first."""
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    counts = sorted(((ranks.count(r), r) for r in set(ranks)), reverse=True)
    return tuple(n for n, _ in counts), tuple(r for _, r in counts)


@frozen
class DeuceSevenOpener:
    """The highest up card brings in (aces high; spades highest in a tie); the lowest board acts first."""

    def bring_in_seat(self, boards: Mapping[int, Sequence[Card]]) -> int:
        return max(sorted(boards), key=lambda seat: max(boards[seat]))  # card numbers order by rank, then suit

    def first_to_act(self, boards: Mapping[int, Sequence[Card]]) -> int:
        return min(sorted(boards), key=lambda seat: _strength(boards[seat]))  # ties: the lowest seat


@frozen(kw_only=True)
class DeuceToSevenStud(Variant):
    """Deuce-to-Seven Stud: Razz's deal and betting, deuce-to-seven lows.

    Takes the keyword-only amounts and options of every fixed-limit game.
    """

    name: ClassVar[str] = "Deuce-to-Seven Stud"
    aliases: ClassVar[tuple[str, ...]] = ("2-7 stud", "deuce to seven stud", "DeuceToSevenStud")
    phh_code: ClassVar[str | None] = "PV-2-7-STUD"
    streets: ClassVar[tuple[StreetSpec, ...]] = stud_streets()
    rankers: ClassVar[tuple[Ranker, ...]] = (DeuceToSevenLow(),)
    opener: ClassVar[Opener] = DeuceSevenOpener()


def main(seed: int = 8) -> None:
    """Play one seeded four-handed hand, every decision a random legal action other than a fold."""
    rng = random.Random(seed)
    game = DeuceToSevenStud(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(rng.choice([a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD]))
    print(f"{game.name}, four players, seed {seed}")
    for seat in range(4):
        print(f"  seat {seat}: [{' '.join(map(str, hand.down_cards(seat)))}] {' '.join(map(str, hand.up_cards(seat)))}")
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount} with {award.hand}")


if __name__ == "__main__":
    main()
