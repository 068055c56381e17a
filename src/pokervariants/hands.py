"""Readable hand results: :class:`HandValue`, the rankings and their category enums.

A :class:`HandValue` wraps the integer from a ranker with the ranking it
belongs to, the cards that make the hand and an English description.
Comparisons use the integer (and any kickers): ``a > b`` means ``a`` beats
``b``. The built-in rankings are the members of :class:`Ranking`; a custom
ranking is any object following :class:`RankingScheme` (a name, its own
categories, a description of each hand), so a 2-7 lowball ranker can say
"Seven-five low" rather than "Straight, five high".
"""

from __future__ import annotations

import enum
from typing import Any, Protocol, runtime_checkable

from attrs import field, frozen

from .core import Card, Rank
from .evaluation import classes

__all__ = ["BaileyCategory", "HandValue", "HighCardTies", "HighCategory", "LowCategory", "Ranking", "RankingScheme"]


@runtime_checkable
class RankingScheme(Protocol):
    """What a :class:`HandValue` needs of its ranking: a name, categories, and words for a hand.

    The members of :class:`Ranking` follow it; so does a custom ranking (see the 2-7 stud example).
    Contract: :meth:`category` and :meth:`describe` accept any value the ranking's ranker gives.
    """

    @property
    def label(self) -> str:
        """The ranking's name in words ("high", "deuce-to-seven low")."""
        ...

    @property
    def is_low(self) -> bool:
        """Whether it is a low ranking (odd chips then go by the lowest card)."""
        ...

    def category(self, value: int) -> enum.Enum:
        """The category of a hand of this value."""
        ...

    def describe(self, hand: HandValue) -> str:
        """The hand in words, without the wild-card count ("Seven-five low")."""
        ...


class Ranking(enum.Enum):
    """Which built-in ranking rule a :class:`HandValue` was scored under."""

    HIGH = "high"
    LOW = "ace-to-five low"
    LOW8 = "eight-or-better low"
    BAILEY = "Bailey's Poker"

    @property
    def label(self) -> str:
        """The ranking's name in words (its value)."""
        return str(self.value)

    @property
    def is_low(self) -> bool:
        """Whether it is a low ranking: ace-to-five or eight-or-better."""
        return self is Ranking.LOW or self is Ranking.LOW8

    def category(self, value: int) -> enum.Enum:
        """The category of a hand of this value, from the enum matching the ranking."""
        number = _class_list(self)[value - 1][0]
        if self is Ranking.HIGH:
            return HighCategory(number)
        if self is Ranking.BAILEY:
            return BaileyCategory(number)
        return LowCategory(number)

    def describe(self, hand: HandValue) -> str:
        """The hand in words: "Full house, kings over fours", "Seven-five low"."""
        return _describe(self, self.category(hand.value), hand.ranks)  # type: ignore[arg-type]


class HighCategory(enum.IntEnum):
    """High-hand categories; a bigger value is a better category."""

    HIGH_CARD = classes.HIGH_CARD
    PAIR = classes.PAIR
    TWO_PAIR = classes.TWO_PAIR
    THREE_OF_A_KIND = classes.TRIPS
    STRAIGHT = classes.STRAIGHT
    FLUSH = classes.FLUSH
    FULL_HOUSE = classes.FULL_HOUSE
    FOUR_OF_A_KIND = classes.QUADS
    STRAIGHT_FLUSH = classes.STRAIGHT_FLUSH
    FIVE_OF_A_KIND = classes.FIVE_KIND


class LowCategory(enum.IntEnum):
    """Ace-to-five low categories; a bigger value is a better low (no pair is best)."""

    FOUR_OF_A_KIND = classes.LOW_QUADS
    FULL_HOUSE = classes.LOW_FULL_HOUSE
    THREE_OF_A_KIND = classes.LOW_TRIPS
    TWO_PAIR = classes.LOW_TWO_PAIR
    PAIR = classes.LOW_PAIR
    NO_PAIR = classes.LOW_NO_PAIR


class BaileyCategory(enum.IntEnum):
    """Bailey's Poker three-card categories; a bigger value is better (a prial is best)."""

    HIGH_CARD = classes.B_HIGH_CARD
    FLUSH = classes.B_FLUSH
    PAIR = classes.B_PAIR
    STRAIGHT = classes.B_STRAIGHT
    STRAIGHT_FLUSH = classes.B_STRAIGHT_FLUSH
    PRIAL = classes.B_PRIAL


Category = HighCategory | LowCategory | BaileyCategory


class HighCardTies(enum.Enum):
    """How Bailey's Poker settles high-card hands that tie on their three cards (RULES.md 2.5)."""

    FIVE = "five"
    """Compare the other two cards of each five, highest first (the seed's "and so forth"); the default."""
    THREE = "three"
    """Compare the three cards only: equal three-card hands tie."""


def _class_list(ranking: Ranking) -> tuple[classes.HandClass, ...]:
    if ranking is Ranking.HIGH:
        return classes.high_classes()
    if ranking is Ranking.LOW:
        return classes.low_classes()
    if ranking is Ranking.LOW8:
        return classes.low8_classes()
    return classes.bailey_classes()


@frozen(eq=False)
class HandValue:
    """A hand's strength under one ranking, with the cards that make it.

    >>> from pokervariants import evaluate_high
    >>> a = evaluate_high("Kh Kd Ks 4c 4d 2s 7h")
    >>> b = evaluate_high("Qs Js Ts 9s 8d 2c 3c")
    >>> str(a), a.category.name, a > b
    ('Full house, kings over fours', 'FULL_HOUSE', True)
    >>> a.cards
    (Card('Ks'), Card('Kh'), Card('Kd'), Card('4d'), Card('4c'))
    """

    ranking: Any
    """The ranking rule this value belongs to: a :class:`Ranking`, or a custom :class:`RankingScheme`."""
    value: int
    """The integer strength from the matching ``rank_*`` function; bigger is better."""
    cards: tuple[Card, ...] = field(default=())
    """The cards held that make the hand, most important first (wild cards as held)."""
    wild: tuple[tuple[Card, Card], ...] = field(default=())
    """For each wild card used, the pair (wild card held, card it plays as)."""
    natural_beats_wild: bool = field(default=False, kw_only=True)
    """Whether equal hands rank by how few wild cards they use (RULES.md 2.2 option)."""
    kickers: tuple[Card, ...] = field(default=(), kw_only=True)
    """Cards outside the hand that still break a tie, highest first (Bailey's Poker's high-card
    hands compare the other two cards of the five)."""
    wild_ranks: frozenset[Rank] = field(default=frozenset(), kw_only=True, eq=False, repr=False)
    """The ranks that were wild under the rule that scored the hand (jokers are always wild)."""

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards as they play: :attr:`cards` with each wild card replaced by what it became."""
        became = dict(self.wild)
        return tuple(became.get(c, c) for c in self.cards)

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The ranks that make the hand, most important first (repeats included)."""
        if not isinstance(self.ranking, Ranking):
            return tuple(Rank(c >> 2) for c in self.played if c < 52)
        return tuple(Rank(r) for r in _class_list(self.ranking)[self.value - 1][1])

    @property
    def category(self) -> Any:
        """The hand's category, from the enum of its ranking."""
        return self.ranking.category(self.value)

    @property
    def ranker(self) -> Any:
        """A ranker for the rule that scored this hand (for a custom ranking, its ``ranker`` if it has one)."""
        from .rankers import BaileyRanker, EightOrBetterRanker, HighRanker, LowRanker

        ranking = self.ranking
        if ranking is Ranking.HIGH:
            return HighRanker(wild=self.wild_ranks, natural_beats_wild=self.natural_beats_wild)
        if ranking is Ranking.LOW:
            return LowRanker(wild=self.wild_ranks)
        if ranking is Ranking.LOW8:
            return EightOrBetterRanker(wild=self.wild_ranks)
        if ranking is Ranking.BAILEY:
            return BaileyRanker(high_card_ties=HighCardTies.FIVE if self.kickers else HighCardTies.THREE)
        return getattr(ranking, "ranker", None)

    def __str__(self) -> str:
        text = str(self.ranking.describe(self))
        if self.wild:
            text += f" ({_COUNT_WORDS[len(self.wild)]} wild)"
        return text

    def _repr_svg_(self) -> str:
        """The hand as a picture, which is how a notebook shows it (:func:`pokervariants.svg.hand_value`)."""
        from .svg import hand_value

        return hand_value(self)

    @property
    def sort_key(self) -> tuple[int, tuple[int, ...], int]:
        """What comparisons order by: the value, the :attr:`kickers`' ranks, then (with
        :attr:`natural_beats_wild`) fewer wild cards."""
        kickers = tuple(c >> 2 for c in self.kickers)
        return (self.value, kickers, -len(self.wild) if self.natural_beats_wild else 0)

    def _key(self, other: object) -> tuple[tuple[int, tuple[int, ...], int], tuple[int, tuple[int, ...], int]] | None:
        if not isinstance(other, HandValue):
            return None
        if other.ranking != self.ranking:
            raise TypeError(f"cannot compare a {self.ranking.label} hand with a {other.ranking.label} hand")
        return (self.sort_key, other.sort_key)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.ranking == other.ranking and self.sort_key == other.sort_key

    def __hash__(self) -> int:
        return hash((self.ranking, self.sort_key))

    def __lt__(self, other: Any) -> bool:
        pair = self._key(other)
        return NotImplemented if pair is None else pair[0] < pair[1]

    def __le__(self, other: Any) -> bool:
        pair = self._key(other)
        return NotImplemented if pair is None else pair[0] <= pair[1]

    def __gt__(self, other: Any) -> bool:
        pair = self._key(other)
        return NotImplemented if pair is None else pair[0] > pair[1]

    def __ge__(self, other: Any) -> bool:
        pair = self._key(other)
        return NotImplemented if pair is None else pair[0] >= pair[1]


_COUNT_WORDS = ("no", "one", "two", "three", "four", "five")


def _describe(ranking: Ranking, category: Category, ranks: tuple[Rank, ...]) -> str:
    top = ranks[0]
    if ranking is Ranking.BAILEY:
        return _describe_bailey(BaileyCategory(category), ranks)
    if ranking is not Ranking.HIGH and category is LowCategory.NO_PAIR:
        return f"{top.word.capitalize()}-{ranks[1].word} low"
    name = category.name
    if name == "STRAIGHT_FLUSH":
        return "Royal flush" if top is Rank.ACE else f"Straight flush, {top.word} high"
    if name in ("FOUR_OF_A_KIND", "THREE_OF_A_KIND", "FIVE_OF_A_KIND"):
        return f"{name.replace('_', ' ').capitalize()}, {top.plural}"
    if name == "FULL_HOUSE":
        return f"Full house, {top.plural} over {ranks[3].plural}"
    if name in ("FLUSH", "STRAIGHT"):
        return f"{name.capitalize()}, {top.word} high"
    if name == "TWO_PAIR":
        return f"Two pair, {top.plural} and {ranks[2].plural}"
    if name == "PAIR":
        return f"Pair of {top.plural}"
    return f"High card, {top.word}"


def _describe_bailey(category: BaileyCategory, ranks: tuple[Rank, ...]) -> str:
    if category is BaileyCategory.PRIAL:
        return f"Prial of {ranks[0].plural}"
    if category is BaileyCategory.PAIR:
        return f"Pair of {ranks[0].plural}"
    if category in (BaileyCategory.STRAIGHT, BaileyCategory.STRAIGHT_FLUSH):
        words = "-".join(r.word for r in reversed(ranks))
        return f"{category.name.replace('_', ' ').capitalize()}, {words}"
    words = "-".join(r.word for r in ranks)
    return f"{category.name.replace('_', ' ').capitalize()}, {words}"
