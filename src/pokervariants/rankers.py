"""Rankers: the hand-ranking rules a variant holds, one per share of the pot.

A :class:`Ranker` scores hands under one rule — its wild cards included — so a
variant declares ``HighRanker(wild="39")`` once and the engine never threads a
wild-card flag through its code. Stud/8 holds two: high and eight-or-better.

>>> baseball = HighRanker(wild="39")
>>> str(baseball.evaluate("Ks Kh 3c Kd 2c 5h 7d"))
'Four of a kind, kings (one wild)'
>>> baseball.rank([51, 47, 43, 39, 35]) == HighRanker().rank([51, 47, 43, 39, 35])
True
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import ClassVar, Protocol, runtime_checkable

from attrs import field, frozen

from .cards import CardsLike, Rank
from .evaluate import evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8
from .evaluation import rank_bailey, rank_high, rank_low, rank_low8
from .evaluation.wild import parse_wild, rank_high_wild, rank_low_wild, wild_keys, wild_pair_keys
from .evaluation.classes import B_HIGH_CARD, bailey_classes
from .hands import HandValue, HighCardTies, Ranking, RankingScheme
from .validation import choice_field, flag_field

__all__ = ["BaileyRanker", "EightOrBetterRanker", "HighRanker", "LowRanker", "Ranker"]


@runtime_checkable
class Ranker(Protocol):
    """Scores hands under one ranking rule.

    Contract: :meth:`rank` returns an int where bigger is better and equal is a
    tie, and 0 only for a hand that does not qualify (an eight-or-better ranker
    with no low); :meth:`evaluate` returns the matching :class:`HandValue`, or
    ``None`` where :meth:`rank` gives 0. Both raise ``ValueError`` for cards the
    rule cannot score.
    """

    @property
    def ranking(self) -> RankingScheme:
        """Which ranking rule this is: a :class:`~pokervariants.Ranking`, or a custom scheme that names and describes its hands."""
        ...

    def rank(self, cards: Sequence[int], /) -> int:
        """The hand's strength as an int, bigger is better; 0 if it does not qualify."""
        ...

    def evaluate(self, cards: CardsLike, /) -> HandValue | None:
        """The hand's strength as a :class:`HandValue`, or ``None`` if it does not qualify."""
        ...


def _wild_ranks(wild: str | Iterable[int] | None) -> frozenset[Rank]:
    mask = parse_wild(wild)
    return frozenset(Rank(r) for r in range(13) if mask >> r & 1)


def _mask(ranks: frozenset[Rank]) -> int:
    return sum(1 << r for r in ranks)


@frozen(kw_only=True)
class HighRanker:
    """Five-card high hands (RULES.md 2.1), with wild ranks and jokers wild (2.2).

    ``wild`` takes text (``"39"``), ranks, or nothing; jokers are always wild.
    ``natural_beats_wild`` breaks ties between equal hands in favour of the one
    using fewer wild cards.
    """

    wild: frozenset[Rank] = field(default=frozenset(), converter=_wild_ranks)
    natural_beats_wild: bool = flag_field("natural_beats_wild", default=False)
    _keys: tuple[int, ...] = field(init=False, repr=False, eq=False)
    _pairs: tuple[tuple[int, ...], ...] = field(init=False, repr=False, eq=False)

    @_keys.default
    def _make_keys(self) -> tuple[int, ...]:
        return wild_keys(_mask(self.wild))

    @_pairs.default
    def _make_pairs(self) -> tuple[tuple[int, ...], ...]:
        return wild_pair_keys(_mask(self.wild))

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> Ranking:
        """:attr:`Ranking.HIGH`."""
        return Ranking.HIGH

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_high` with this ranker's wild rule."""
        if self.wild or self.natural_beats_wild:
            return rank_high_wild(cards, self._keys, self.natural_beats_wild, self._pairs)
        return rank_high(cards)

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_high` with this ranker's wild rule."""
        return evaluate_high(cards, wild=self.wild or None, natural_beats_wild=self.natural_beats_wild)


@frozen(kw_only=True)
class LowRanker:
    """Ace-to-five lows (RULES.md 2.3); a wild card is the lowest rank not held."""

    wild: frozenset[Rank] = field(default=frozenset(), converter=_wild_ranks)
    _keys: tuple[int, ...] = field(init=False, repr=False, eq=False)

    @_keys.default
    def _make_keys(self) -> tuple[int, ...]:
        return wild_keys(_mask(self.wild))

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> Ranking:
        """:attr:`Ranking.LOW`."""
        return Ranking.LOW

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_low` with this ranker's wild rule."""
        if self.wild:
            return rank_low_wild(cards, self._keys, "rank_low")[0]
        return rank_low(cards)

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_low` with this ranker's wild rule."""
        return evaluate_low(cards, wild=self.wild or None)


@frozen(kw_only=True)
class EightOrBetterRanker:
    """Eight-or-better lows (RULES.md 2.4): 0 / ``None`` for a hand with no qualifying low."""

    wild: frozenset[Rank] = field(default=frozenset(), converter=_wild_ranks)

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> Ranking:
        """:attr:`Ranking.LOW8`."""
        return Ranking.LOW8

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_low8` with this ranker's wild rule."""
        return rank_low8(cards, wild=self.wild) if self.wild else rank_low8(cards)

    def evaluate(self, cards: CardsLike, /) -> HandValue | None:
        """As :func:`~pokervariants.evaluate_low8` with this ranker's wild rule."""
        return evaluate_low8(cards, wild=self.wild or None)


@frozen(kw_only=True)
class BaileyRanker:
    """Bailey's Poker: the best three of up to five cards (RULES.md 2.5); jokers are dead.

    High-card hands that tie on three cards are compared on the other two of the five, unless
    ``high_card_ties="three"``.

    >>> from pokervariants import parse_cards
    >>> ranker = BaileyRanker()
    >>> ranker.rank(parse_cards("As Qd 9h 7c 4s")) > ranker.rank(parse_cards("Ac Qh 9d 6s 5s"))
    True
    >>> three = BaileyRanker(high_card_ties="three")
    >>> three.rank(parse_cards("As Qd 9h 7c 4s")) == three.rank(parse_cards("Ac Qh 9d 6s 5s"))
    True
    """

    high_card_ties: HighCardTies = choice_field(HighCardTies, "high_card_ties", default=HighCardTies.FIVE)
    """Compare tied high-card hands on the other two cards (``"five"``) or not (``"three"``)."""

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> Ranking:
        """:attr:`Ranking.BAILEY`."""
        return Ranking.BAILEY

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_bailey`; by default times 256 plus the other cards of a high-card hand."""
        value = rank_bailey(cards)
        if self.high_card_ties is HighCardTies.THREE:
            return value
        if value > _bailey_high_cards():
            return value << 8
        ranks = sorted((c >> 2 for c in cards if c < 52), reverse=True)[3:]  # a high-card hand is its top three
        ranks += [-1] * (2 - len(ranks))  # fewer than five naturals: the missing cards lose to any card
        return value << 8 | (ranks[0] + 1) * 14 + ranks[1] + 1

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_bailey`."""
        return evaluate_bailey(cards, high_card_ties=self.high_card_ties)


@functools.cache
def _bailey_high_cards() -> int:
    """The best high-card value of :func:`~pokervariants.rank_bailey` (high card is the lowest category)."""
    return sum(1 for category, _ in bailey_classes() if category == B_HIGH_CARD)
