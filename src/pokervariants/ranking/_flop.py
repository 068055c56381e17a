"""The flop games' rankings beyond plain high: Omaha's two-plus-three, Omaha eight-or-better, and
short deck (a flush beats a full house), each as an ``evaluate_*`` function and a ranker.

>>> str(evaluate_omaha("As Kd 7h 2c", "Qs Js Ts 9s 3h"))
'Straight, ace high'
>>> str(evaluate_short_deck("Ah Kh 9h 8h 6h Kc Kd"))
'Flush, ace high'
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import ClassVar

from attrs import frozen

from ..core import Card, CardsLike, Rank, as_cards
from ..evaluation import rank_high, rank_low8
from ..evaluation.omaha import check_omaha, rank_omaha, rank_omaha8
from ..evaluation.short_deck import SD_FLUSH, SD_STRAIGHT_FLUSH, check_short_deck, rank_short_deck, short_deck_classes
from ..evaluation.classes import FLUSH, STRAIGHT_FLUSH, high_classes, low8_classes
from ._hand_value import HandValue, HighCategory, Ranking, describe_hand, ordered




def _omaha_fives(hole: Sequence[Card], board: Sequence[Card]) -> Iterable[tuple[Card, ...]]:
    """Every five of exactly two hole cards and three board cards, hole pairs first in the order held."""
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            yield two + three


def evaluate_omaha(hole: CardsLike, board: CardsLike) -> HandValue:
    """The best Omaha high hand: exactly two of 4 to 6 ``hole`` cards and three of 3 to 5 ``board`` cards.

    The value is on :func:`evaluate_high`'s scale (:attr:`Ranking.HIGH <pokervariants.Ranking.HIGH>`,
    the same as :func:`~pokervariants.rank_omaha`), so Omaha and hold'em hands compare; the
    :attr:`~pokervariants.HandValue.cards` are the five that play, and where several fives tie the
    first found, hole pairs in the order held. With four hearts on the board, one heart in the hole
    makes no flush:

    >>> hand = evaluate_omaha("Qh Jc Tc 3d", "Ah Kh 7h 2h 9c")
    >>> str(hand), hand.cards
    ('High card, ace', (Card('Ah'), Card('Kh'), Card('Qh'), Card('Jc'), Card('9c')))
    >>> str(evaluate_omaha("Qh 3h Tc 3d", "Ah Kh 7h 2h 9c"))
    'Flush, ace high'
    """
    held, shared = as_cards(hole), as_cards(board)
    check_omaha(held, shared, "an Omaha hand")
    value = rank_omaha(held, shared)
    category, ranks = high_classes()[value - 1]
    five = next(f for f in _omaha_fives(held, shared) if rank_high(f) == value)
    return HandValue(Ranking.HIGH, value, ordered(five, ranks, suited=category in (FLUSH, STRAIGHT_FLUSH)))


def evaluate_omaha8(hole: CardsLike, board: CardsLike) -> HandValue | None:
    """The best Omaha eight-or-better low (exactly two hole and three board cards), or ``None`` if there is none.

    On :func:`evaluate_low8`'s scale (:attr:`Ranking.LOW8 <pokervariants.Ranking.LOW8>`), cards as
    for :func:`evaluate_omaha`.

    >>> hand = evaluate_omaha8("Ac 2d Kh Ks", "3s 5h 8c Qd Jc")
    >>> str(hand), hand.cards
    ('Eight-five low', (Card('8c'), Card('5h'), Card('3s'), Card('2d'), Card('Ac')))
    >>> print(evaluate_omaha8("Ac 2d 3h 4s", "5c 6d Kh Qs Jc"))  # two low board cards are not enough
    None
    """
    held, shared = as_cards(hole), as_cards(board)
    check_omaha(held, shared, "an Omaha hand")
    value = rank_omaha8(held, shared)
    if not value:
        return None
    five = next(f for f in _omaha_fives(held, shared) if rank_low8(f) == value)
    return HandValue(Ranking.LOW8, value, ordered(five, low8_classes()[value - 1][1], suited=False))


class ShortDeckCategory(enum.IntEnum):
    """Short-deck categories; a bigger value is a better category (a flush above a full house)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FULL_HOUSE = 5
    FLUSH = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


@frozen
class ShortDeckRanking:
    """The ranking scheme of short-deck hands (:class:`~pokervariants.RankingScheme`): their categories and words.

    Hands read as high hands do ("Flush, ace high"); A-6-7-8-9 is "Straight, nine high".

    >>> SHORT_DECK.label, SHORT_DECK.category(1404)
    ('short-deck high', <ShortDeckCategory.STRAIGHT_FLUSH: 8>)
    """

    label: ClassVar[str] = "short-deck high"
    """The ranking's name in words."""
    is_low: ClassVar[bool] = False
    """A high ranking: odd chips go by the highest card."""

    def category(self, value: int) -> ShortDeckCategory:
        """The category of a hand of this :func:`~pokervariants.rank_short_deck` value."""
        return ShortDeckCategory(short_deck_classes()[value - 1][0])

    def describe(self, hand: HandValue) -> str:
        """The hand in words: "Full house, kings over sixes", "Straight, nine high"."""
        category, ranks = short_deck_classes()[hand.value - 1]
        return describe_hand(Ranking.HIGH, HighCategory[ShortDeckCategory(category).name], tuple(Rank(r) for r in ranks))

    @property
    def ranker(self) -> ShortDeckRanker:
        """A :class:`~pokervariants.ShortDeckRanker`, which ranks hands under this scheme."""
        return ShortDeckRanker()


SHORT_DECK = ShortDeckRanking()
"""The ranking of short-deck hands: the :attr:`~pokervariants.HandValue.ranking` of every :func:`evaluate_short_deck` value."""


def evaluate_short_deck(cards: CardsLike) -> HandValue:
    """The best five-card short-deck hand of 5 to 7 cards, sixes to aces (:func:`~pokervariants.rank_short_deck`).

    Its :attr:`~pokervariants.HandValue.ranking` is :data:`SHORT_DECK`, and its category a
    :class:`ShortDeckCategory`: a flush beats a full house, and A-6-7-8-9 is the lowest straight.

    >>> hand = evaluate_short_deck("9c 8d 7h 6s Ac Kd Kh")
    >>> str(hand), hand.category.name, hand.cards
    ('Straight, nine high', 'STRAIGHT', (Card('9c'), Card('8d'), Card('7h'), Card('6s'), Card('Ac')))
    >>> evaluate_short_deck("Ah Kh 9h 8h 6h") > evaluate_short_deck("Kc Kd Ks 6c 6d")
    True
    """
    held = as_cards(cards)
    check_short_deck(held, "a short-deck hand")
    value = rank_short_deck(held)
    category, ranks = short_deck_classes()[value - 1]
    return HandValue(SHORT_DECK, value, ordered(held, ranks, suited=category in (SD_FLUSH, SD_STRAIGHT_FLUSH)))


def _hole_and_board(cards: object, what: str) -> tuple[Sequence[int], Sequence[int]]:
    """A holding's own cards (down, then up) and its board, for a ranker that needs them apart."""
    try:
        down, up, board = cards.down, cards.up, cards.board  # type: ignore[attr-defined]
    except AttributeError:
        if isinstance(cards, str):
            size = "card text"
        else:
            size = f"a flat hand of {len(cards)} cards" if isinstance(cards, Sequence) else f"{type(cards).__name__} {repr(cards):.40}"
        raise ValueError(
            f"{what} plays exactly two hole cards and three board cards, so it needs them apart: a CardsHeld "
            f"(hole cards down, the board), not {size}; rank_omaha(hole, board) takes them as two sequences"
        ) from None
    return (down if not up else (*down, *up)), board


@frozen(kw_only=True)
class OmahaRanker:
    """Omaha high (RULES.md 6): the best five of exactly two hole cards and exactly three board cards.

    It reads the parts of a holding: a :class:`~pokervariants.CardsHeld`'s own cards (``down``,
    and ``up`` if any: PokerKit's hole cards) and its ``board``, so it is not :attr:`flat`. Four,
    five or six hole cards, three to five on the board; values on the high scale.

    >>> from pokervariants import CardsHeld, parse_cards, rank_omaha
    >>> held = CardsHeld(parse_cards("Qh 3h Tc 3d"), board=parse_cards("Ah Kh 7h 2h 9c"))
    >>> str(OmahaRanker().evaluate(held)), OmahaRanker().rank(held) == rank_omaha(held.down, held.board)
    ('Flush, ace high', True)
    """

    flat: ClassVar[bool] = False
    """It needs the hole cards and the board apart (the engine then passes a :class:`~pokervariants.CardsHeld`)."""

    @property
    def ranking(self) -> Ranking:
        """:attr:`Ranking.HIGH`: Omaha hands are high hands, on the same scale."""
        return Ranking.HIGH

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_omaha` of the holding's hole cards and board."""
        hole, board = _hole_and_board(cards, "OmahaRanker")
        return rank_omaha(hole, board)

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_omaha` of the holding's hole cards and board."""
        hole, board = _hole_and_board(cards, "OmahaRanker")
        return evaluate_omaha(hole, board)


@frozen(kw_only=True)
class OmahaEightRanker:
    """Omaha eight-or-better lows (RULES.md 6): exactly two hole and three board cards; 0 / ``None`` with no low.

    Reads a :class:`~pokervariants.CardsHeld` as :class:`OmahaRanker` does.

    >>> from pokervariants import CardsHeld, parse_cards
    >>> held = CardsHeld(parse_cards("Ac 2d Kh Ks"), board=parse_cards("3s 5h 8c Qd Jc"))
    >>> str(OmahaEightRanker().evaluate(held))
    'Eight-five low'
    """

    flat: ClassVar[bool] = False
    """It needs the hole cards and the board apart (the engine then passes a :class:`~pokervariants.CardsHeld`)."""

    @property
    def ranking(self) -> Ranking:
        """:attr:`Ranking.LOW8`."""
        return Ranking.LOW8

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_omaha8` of the holding's hole cards and board."""
        hole, board = _hole_and_board(cards, "OmahaEightRanker")
        return rank_omaha8(hole, board)

    def evaluate(self, cards: CardsLike, /) -> HandValue | None:
        """As :func:`~pokervariants.evaluate_omaha8` of the holding's hole cards and board."""
        hole, board = _hole_and_board(cards, "OmahaEightRanker")
        return evaluate_omaha8(hole, board)


@frozen(kw_only=True)
class ShortDeckRanker:
    """Short-deck high hands (RULES.md 6): sixes to aces, a flush above a full house, A-6-7-8-9 the lowest straight.

    >>> from pokervariants import parse_cards
    >>> ranker = ShortDeckRanker()
    >>> ranker.rank(parse_cards("Ah Kh 9h 8h 6h")) > ranker.rank(parse_cards("Kc Kd Ks 6c 6d"))
    True
    """

    flat: ClassVar[bool] = True
    """It ranks a hand as a flat set of cards (which were down, up or on the board does not matter)."""

    @property
    def ranking(self) -> ShortDeckRanking:
        """:data:`~pokervariants.SHORT_DECK`, the short-deck ranking scheme."""
        return SHORT_DECK

    def rank(self, cards: Sequence[int], /) -> int:
        """As :func:`~pokervariants.rank_short_deck`."""
        return rank_short_deck(cards)

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        """As :func:`~pokervariants.evaluate_short_deck`."""
        return evaluate_short_deck(cards)
