"""The ``evaluate_*`` functions: a :class:`~pokervariants.HandValue` for a hand.

Each takes cards as text (``"As Kd 7c …"``) or as a sequence of cards or ints,
scores them with the matching ``rank_*`` fast path, then finds which cards make
the hand so the result can show and describe itself.

>>> str(evaluate_high("As Ks Qs Js Ts 2c 2d"))
'Royal flush'
>>> str(evaluate_low("7c 5d 3h 2s Ac Kd Kh"))
'Seven-five low'
>>> print(evaluate_low8("9c Td Jh 2s Ac Kd Kh"))
None
>>> str(evaluate_bailey("Qh Kd Ac 2c 2s"))
'Straight, queen-king-ace'
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card, as_cards
from .evaluation import rank_bailey, rank_high, rank_low, rank_low8
from .evaluation.classes import B_FLUSH, B_STRAIGHT_FLUSH, FLUSH, STRAIGHT_FLUSH, bailey_classes, high_classes, low8_classes, low_classes
from .hands import HandValue, Ranking

__all__ = ["evaluate_bailey", "evaluate_high", "evaluate_low", "evaluate_low8"]

CardsLike = str | Iterable[int]


def _pick(held: tuple[Card, ...], ranks: tuple[int, ...], suit: int | None) -> tuple[Card, ...]:
    """The held cards of ``ranks`` (in that order), of ``suit`` when given, higher suits first."""
    pool = sorted((c for c in held if c < 52 and (suit is None or c & 3 == suit)), reverse=True)
    chosen: list[Card] = []
    for rank in ranks:
        card = next(c for c in pool if c >> 2 == rank)
        pool.remove(card)
        chosen.append(card)
    return tuple(chosen)


def _flush_suit(held: tuple[Card, ...], needed: int) -> int:
    return next(s for s in range(4) if sum(1 for c in held if c < 52 and c & 3 == s) >= needed)


def evaluate_high(cards: CardsLike) -> HandValue:
    """The best five-card high hand of 5 to 9 cards.

    >>> hand = evaluate_high("Ah Kd 5s 4c 3h 2d 9c")
    >>> str(hand), hand.cards
    ('Straight, five high', (Card('5s'), Card('4c'), Card('3h'), Card('2d'), Card('Ah')))
    """
    held = as_cards(cards)
    value = rank_high(held)
    category, ranks = high_classes()[value - 1]
    suit = _flush_suit(held, 5) if category in (FLUSH, STRAIGHT_FLUSH) else None
    return HandValue(Ranking.HIGH, value, _pick(held, ranks, suit))


def evaluate_low(cards: CardsLike) -> HandValue:
    """The best ace-to-five low of 5 to 7 cards (straights and flushes do not count).

    >>> a, b = evaluate_low("6h 5d 4c 3s 2h"), evaluate_low("7h 5d 3c 2s Ah")
    >>> str(a), a > b
    ('Six-five low', True)
    """
    held = as_cards(cards)
    value = rank_low(held)
    return HandValue(Ranking.LOW, value, _pick(held, low_classes()[value - 1][1], None))


def evaluate_low8(cards: CardsLike) -> HandValue | None:
    """The best eight-or-better low of 5 to 7 cards, or ``None`` if there is no qualifying low.

    >>> str(evaluate_low8("8c 7d 6h 5s 4c Kd Kh"))
    'Eight-seven low'
    """
    held = as_cards(cards)
    value = rank_low8(held)
    if not value:
        return None
    return HandValue(Ranking.LOW8, value, _pick(held, low8_classes()[value - 1][1], None))


def evaluate_bailey(cards: CardsLike) -> HandValue:
    """The best three-card Bailey's Poker hand of 3 to 5 cards; jokers are dead.

    >>> hand = evaluate_bailey("7h 7d Jk 3c As")
    >>> str(hand), hand.cards
    ('Pair of sevens', (Card('7h'), Card('7d'), Card('As')))
    """
    held = as_cards(cards)
    value = rank_bailey(held)
    category, ranks = bailey_classes()[value - 1]
    suit = _flush_suit(held, 3) if category in (B_FLUSH, B_STRAIGHT_FLUSH) else None
    return HandValue(Ranking.BAILEY, value, _pick(held, ranks, suit))
