"""The draw games' lowball rankings: deuce-to-seven (aces high, straights and flushes count) and
badugi (four cards of four suits and four ranks), each as an ``evaluate_*`` function and a ranker.

>>> str(evaluate_deuce_seven("7c 5d 4h 3s 2c"))
'Seven-five low'
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from itertools import combinations
from typing import ClassVar

from attrs import frozen

from ..core import CardsLike, Rank, as_cards
from ..evaluation.badugi import badugi_class_of, badugi_classes, rank_badugi
from ..evaluation.deuce_seven import deuce_seven_classes, rank_deuce_seven
from ..evaluation.classes import FLUSH, STRAIGHT_FLUSH
from ._hand_value import HandValue, HighCategory, Ranking, describe_hand, ordered


class DeuceSevenCategory(enum.IntEnum):
    """Deuce-to-seven categories; a bigger value is a better low: no pair best, a straight flush worst."""

    STRAIGHT_FLUSH = 0
    FOUR_OF_A_KIND = 1
    FULL_HOUSE = 2
    FLUSH = 3
    STRAIGHT = 4
    THREE_OF_A_KIND = 5
    TWO_PAIR = 6
    PAIR = 7
    NO_PAIR = 8


_NO_PAIR = int(HighCategory.HIGH_CARD)
_DEUCE_SEVEN_CATEGORY = {int(HighCategory["HIGH_CARD" if c is DeuceSevenCategory.NO_PAIR else c.name]): c for c in DeuceSevenCategory}
"""Each poker category (the classes' first entry) as a deuce-to-seven category."""


@frozen
class DeuceSevenRanking:
    """The ranking scheme of deuce-to-seven lows (:class:`~pokervariants.RankingScheme`): a low
    without a pair reads "Seven-five low"; anything else as the poker hand it is ("Pair of kings",
    "Straight, eight high").

    >>> DEUCE_SEVEN.label, DEUCE_SEVEN.category(7462), DEUCE_SEVEN.category(1)
    ('deuce-to-seven low', <DeuceSevenCategory.NO_PAIR: 8>, <DeuceSevenCategory.STRAIGHT_FLUSH: 0>)
    """

    label: ClassVar[str] = "deuce-to-seven low"
    """The ranking's name in words."""
    is_low: ClassVar[bool] = True
    """A low ranking: odd chips go by the lowest card."""

    def category(self, value: int) -> DeuceSevenCategory:
        """The category of a hand of this :func:`~pokervariants.rank_deuce_seven` value."""
        return _DEUCE_SEVEN_CATEGORY[deuce_seven_classes()[value - 1][0]]

    def describe(self, hand: HandValue) -> str:
        """The hand in words: "Seven-five low", "Pair of kings", "Flush, jack high"."""
        category, ranks = deuce_seven_classes()[hand.value - 1]
        named = tuple(Rank(r) for r in ranks)
        if category == _NO_PAIR:
            return f"{named[0].word.capitalize()}-{named[1].word} low"
        return describe_hand(Ranking.HIGH, HighCategory(category), named)

    @property
    def ranker(self) -> DeuceSevenRanker:
        """A :class:`~pokervariants.DeuceSevenRanker`, which ranks hands under this scheme."""
        return DeuceSevenRanker()


DEUCE_SEVEN = DeuceSevenRanking()
"""The ranking of deuce-to-seven lows: the :attr:`~pokervariants.HandValue.ranking` of every :func:`evaluate_deuce_seven` value."""


def evaluate_deuce_seven(cards: CardsLike) -> HandValue:
    """The deuce-to-seven low of 5 cards, or the best of 6 or 7 (:func:`~pokervariants.rank_deuce_seven`).

    Aces are high, straights and flushes count against the hand, and 7-5-4-3-2 of mixed suits is
    the best; A-5-4-3-2 is no straight. The :attr:`~pokervariants.HandValue.cards` are the five
    that play, most important first.

    >>> hand = evaluate_deuce_seven("As 5d 4h 3s 2c")
    >>> str(hand), hand.category.name, hand.cards[0]
    ('Ace-five low', 'NO_PAIR', Card('As'))
    >>> evaluate_deuce_seven("8c 6d 4h 3s 2c") > evaluate_deuce_seven("8c 7d 6h 5s 4c")  # the straight loses
    True
    """
    held = as_cards(cards)
    value = rank_deuce_seven(held)
    five = held if len(held) == 5 else next(f for f in combinations(held, 5) if rank_deuce_seven(f) == value)
    category, ranks = deuce_seven_classes()[value - 1]
    return HandValue(DEUCE_SEVEN, value, ordered(five, ranks, suited=category in (FLUSH, STRAIGHT_FLUSH)))


class BadugiCategory(enum.IntEnum):
    """How many cards a Badugi hand plays; a bigger value is better (four cards, a badugi, best)."""

    ONE_CARD = 1
    TWO_CARD = 2
    THREE_CARD = 3
    FOUR_CARD = 4


_SIZE_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four"}
_BY_LOW = tuple(Rank((r - 1) % 13) for r in range(13))  # an ace-low rank number as the card's Rank


@frozen
class BadugiRanking:
    """The ranking scheme of Badugi hands (:class:`~pokervariants.RankingScheme`): "Four-card
    badugi, eight high", "Three-card badugi, king high".

    >>> BADUGI.label, BADUGI.category(1092), BADUGI.category(1)
    ('badugi', <BadugiCategory.FOUR_CARD: 4>, <BadugiCategory.ONE_CARD: 1>)
    """

    label: ClassVar[str] = "badugi"
    """The ranking's name in words."""
    is_low: ClassVar[bool] = True
    """A low ranking: the lower cards win (and odd chips go by the lowest card)."""

    def category(self, value: int) -> BadugiCategory:
        """The category of a hand of this :func:`~pokervariants.rank_badugi` value."""
        return BadugiCategory(badugi_classes()[value - 1][0])

    def describe(self, hand: HandValue) -> str:
        """The hand in words: the cards that play and the top one ("Four-card badugi, eight high")."""
        size, ranks = badugi_classes()[hand.value - 1]
        top = _BY_LOW[ranks[0]]
        return f"{_SIZE_WORDS[size]}-card badugi, {top.word} high" if size > 1 else f"One-card badugi, {top.word}"

    @property
    def ranker(self) -> BadugiRanker:
        """A :class:`~pokervariants.BadugiRanker`, which ranks hands under this scheme."""
        return BadugiRanker()


BADUGI = BadugiRanking()
"""The ranking of Badugi hands: the :attr:`~pokervariants.HandValue.ranking` of every :func:`evaluate_badugi` value."""


def evaluate_badugi(cards: CardsLike) -> HandValue:
    """The Badugi hand of four cards (:func:`~pokervariants.rank_badugi`): its
    :attr:`~pokervariants.HandValue.cards` are those that play, highest first (the ace low, last).

    >>> hand = evaluate_badugi("8c 5d 3h As")
    >>> str(hand), hand.category.name, hand.cards
    ('Four-card badugi, eight high', 'FOUR_CARD', (Card('8c'), Card('5d'), Card('3h'), Card('As')))
    >>> str(evaluate_badugi("Kc Kd 2c 3h"))  # one king, and the deuce of clubs shares its suit with it
    'Three-card badugi, king high'
    """
    held = as_cards(cards)
    value = rank_badugi(held)
    size, ranks = badugi_classes()[value - 1]
    playing = next(group for group in combinations(held, size) if badugi_class_of(group) == (size, ranks))
    return HandValue(BADUGI, value, tuple(sorted(playing, key=lambda c: ((c >> 2) + 1) % 13, reverse=True)))


@frozen(kw_only=True)
class DeuceSevenRanker:
    """Deuce-to-seven lows (RULES.md 6): aces high, straights and flushes count, 7-5-4-3-2 best;
    five cards, or the best five of six or seven.

    >>> from pokervariants import parse_cards
    >>> ranker = DeuceSevenRanker()
    >>> ranker.rank(parse_cards("7c 5d 4h 3s 2c")) > ranker.rank(parse_cards("As 5d 4h 3s 2c"))
    True
    """

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> DeuceSevenRanking:
        """:data:`~pokervariants.DEUCE_SEVEN`, the deuce-to-seven ranking scheme."""
        return DEUCE_SEVEN

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_deuce_seven`."""
        return rank_deuce_seven(cards)

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_deuce_seven`."""
        return evaluate_deuce_seven(cards)


@frozen(kw_only=True)
class BadugiRanker:
    """Badugi (RULES.md 6): four cards, the most of different suits and ranks playing, aces low.

    >>> from pokervariants import parse_cards
    >>> BadugiRanker().rank(parse_cards("Kc Qd Jh Ts")) > BadugiRanker().rank(parse_cards("Ac 2c 3h 4s"))
    True
    """

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> BadugiRanking:
        """:data:`~pokervariants.BADUGI`, the Badugi ranking scheme."""
        return BADUGI

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_badugi`."""
        return rank_badugi(cards)

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_badugi`."""
        return evaluate_badugi(cards)
