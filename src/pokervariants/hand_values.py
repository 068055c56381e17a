"""Hand values: the ``evaluate_*`` functions give a :class:`~pokervariants.HandValue` for a hand,
:func:`evaluate_many` one for each of many (the object layer over the integer core, :mod:`pokervariants.evaluation`).

Each takes cards as text (``"As Kd 7c …"``) or as a sequence of cards or ints,
scores them with the matching ``rank_*`` fast path, then finds which cards make
the hand (and what each wild card plays as) so the result can show and
describe itself.

>>> str(evaluate_high("As Ks Qs Js Ts 2c 2d"))
'Royal flush'
>>> str(evaluate_high("Ks Kh 3c Kd 8d 2c 5h", wild="39"))
'Four of a kind, kings (one wild)'
>>> str(evaluate_low("7c 5d 3h 2s Ac Kd Kh"))
'Seven-five low'
>>> print(evaluate_low8("9c Td Jh 2s Ac Kd Kh"))
None
>>> str(evaluate_bailey("Qh Kd Ac 2c 2s"))
'Straight, queen-king-ace'
>>> str(evaluate_omaha("As Kd 7h 2c", "Qs Js Ts 9s 3h"))
'Straight, ace high'
>>> str(evaluate_short_deck("Ah Kh 9h 8h 6h Kc Kd"))
'Flush, ace high'
>>> str(evaluate_deuce_seven("7c 5d 4h 3s 2c"))
'Seven-five low'
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any, ClassVar, Literal, overload

from attrs import frozen

from .core import CARDS, Card, CardsLike, Rank, as_cards, choice
from .evaluation import rank_bailey, rank_high, rank_low, rank_low8
from .evaluation.batch import _python_rows, _rule, _wild_text
from .evaluation.checks import check_hand
from .evaluation.omaha import check_omaha, rank_omaha, rank_omaha8
from .evaluation.badugi import badugi_class_of, badugi_classes, rank_badugi
from .evaluation.deuce_seven import deuce_seven_classes, rank_deuce_seven
from .evaluation.short_deck import SD_FLUSH, SD_STRAIGHT_FLUSH, check_short_deck, rank_short_deck, short_deck_classes
from .evaluation.classes import B_FLUSH, B_HIGH_CARD, B_STRAIGHT_FLUSH, FLUSH, STRAIGHT_FLUSH, bailey_classes, high_classes, low8_classes, low_classes
from .evaluation.wild import WILD_BITS, WildSpec, assign, keys_for, parse_wild, rank_high_wild, rank_low_wild
from .hands import HandValue, HighCardTies, HighCategory, Ranking, _describe

if TYPE_CHECKING:
    import numpy
    import numpy.typing

__all__ = [
    "BADUGI",
    "BadugiCategory",
    "BadugiRanking",
    "DEUCE_SEVEN",
    "DeuceSevenCategory",
    "DeuceSevenRanking",
    "SHORT_DECK",
    "ShortDeckCategory",
    "ShortDeckRanking",
    "evaluate_badugi",
    "evaluate_bailey",
    "evaluate_deuce_seven",
    "evaluate_high",
    "evaluate_low",
    "evaluate_low8",
    "evaluate_many",
    "evaluate_omaha",
    "evaluate_omaha8",
    "evaluate_short_deck",
]


def _make(
    ranking: Ranking,
    value: int,
    held: tuple[Card, ...],
    keys: Sequence[int],
    ranks: Sequence[int],
    *,
    suited: bool,
    natural_beats_wild: bool = False,
    wild_rule: WildSpec = None,
) -> HandValue:
    """The HandValue of class ``value``: natural cards where held, wild cards for the rest."""
    naturals = [c for c in held if keys[c] >> WILD_BITS == 0 and c < 52]
    wild_held = sorted((c for c in held if keys[c] >> WILD_BITS), reverse=True)
    cards: list[Card] = []
    wild: list[tuple[Card, Card]] = []
    for card, is_wild in assign(naturals, ranks, suited=suited):
        if is_wild:
            stand_in = wild_held.pop(0)
            cards.append(stand_in)
            wild.append((stand_in, CARDS[card]))
        else:
            cards.append(CARDS[card])
    mask = parse_wild(wild_rule)
    wild_ranks = frozenset(Rank(r) for r in range(13) if mask >> r & 1)
    return HandValue(ranking, value, tuple(cards), tuple(wild), natural_beats_wild=natural_beats_wild, wild_ranks=wild_ranks)


def evaluate_high(cards: CardsLike, *, wild: WildSpec = None, natural_beats_wild: bool = False) -> HandValue:
    """The best five-card high hand of 5 to 11 cards.

    ``wild`` names wild ranks (``"39"`` for Baseball's 3s and 9s, ``"2"`` for
    deuces); jokers are always wild. The result's :attr:`~HandValue.wild` says
    what each wild card became. With ``natural_beats_wild``, equal hands rank by
    how few wild cards they use.

    >>> hand = evaluate_high("Ah Kd 5s 4c 3h 2d 9c")
    >>> str(hand), hand.cards
    ('Straight, five high', (Card('5s'), Card('4c'), Card('3h'), Card('2d'), Card('Ah')))
    >>> hand = evaluate_high("Ac Ad 3s Jk 9h 2d 4c", wild="39")
    >>> str(hand), hand.cards
    ('Five of a kind, aces (three wild)', (Card('Ad'), Card('Ac'), Card('Jk'), Card('9h'), Card('3s')))
    >>> hand.played
    (Card('Ad'), Card('Ac'), Card('As'), Card('Ah'), Card('As'))
    """
    held = as_cards(cards)
    check_hand(held, "a high hand", 5, 11)
    keys = keys_for(wild)
    # Without wild ranks the plain fast path decides (it hands jokers to the resolver itself).
    value = rank_high(held) if wild is None else rank_high_wild(held, keys)
    category, ranks = high_classes()[value - 1]
    suited = category in (FLUSH, STRAIGHT_FLUSH)
    return _make(Ranking.HIGH, value, held, keys, ranks, suited=suited, natural_beats_wild=natural_beats_wild, wild_rule=wild)


def evaluate_low(cards: CardsLike, *, wild: WildSpec = None) -> HandValue:
    """The best ace-to-five low of 5 to 7 cards (straights and flushes do not count).

    A wild card (jokers always, and the ranks ``wild`` names) counts as the lowest
    rank the hand does not already hold.

    >>> a, b = evaluate_low("6h 5d 4c 3s 2h"), evaluate_low("7h 5d 3c 2s Ah")
    >>> str(a), a > b
    ('Six-five low', True)
    >>> str(evaluate_low("Jk 2c 3d 4h 8s Kd Kh"))
    'Eight-four low (one wild)'
    """
    held = as_cards(cards)
    check_hand(held, "an ace-to-five low", 5, 7)
    keys = keys_for(wild)
    value = rank_low(held) if wild is None else rank_low_wild(held, keys, "evaluate_low")[0]
    return _make(Ranking.LOW, value, held, keys, low_classes()[value - 1][1], suited=False, wild_rule=wild)


def evaluate_low8(cards: CardsLike, *, wild: WildSpec = None) -> HandValue | None:
    """The best eight-or-better low of 5 to 7 cards, or ``None`` if there is no qualifying low.

    Wild cards play as in :func:`evaluate_low`.

    >>> str(evaluate_low8("8c 7d 6h 5s 4c Kd Kh"))
    'Eight-seven low'
    """
    held = as_cards(cards)
    check_hand(held, "an eight-or-better low", 5, 7)
    keys = keys_for(wild)
    value = rank_low8(held, wild=wild) if wild is not None else rank_low8(held)
    if not value:
        return None
    return _make(Ranking.LOW8, value, held, keys, low8_classes()[value - 1][1], suited=False, wild_rule=wild)


def evaluate_bailey(cards: CardsLike, *, high_card_ties: HighCardTies | str = HighCardTies.FIVE) -> HandValue:
    """The best three-card Bailey's Poker hand of 3 to 5 cards; jokers are dead.

    A high-card hand keeps the other cards of the five as :attr:`~HandValue.kickers`, so two
    hands equal on three cards are compared on the rest (RULES.md 2.5); with
    ``high_card_ties="three"`` they tie.

    >>> hand = evaluate_bailey("7h 7d Jk 3c As")
    >>> str(hand), hand.cards
    ('Pair of sevens', (Card('7h'), Card('7d'), Card('As')))
    >>> a, b = evaluate_bailey("As Qd 9h 7c 4s"), evaluate_bailey("Ac Qh 9d 6s 5s")
    >>> str(a), a.kickers, a > b
    ('High card, ace-queen-nine', (Card('7c'), Card('4s')), True)
    >>> evaluate_bailey("As Qd 9h 7c 4s", high_card_ties="three") == evaluate_bailey("Ac Qh 9d 6s 5s", high_card_ties="three")
    True
    """
    ties = choice(HighCardTies, "high_card_ties", high_card_ties)
    held = as_cards(cards)
    check_hand(held, "a Bailey's Poker hand", 3, 5)
    naturals = tuple(c for c in held if c < 52)
    if len(naturals) < 3:
        raise ValueError(f"a Bailey's Poker hand needs at least three natural cards (jokers are dead), got {len(naturals)}")
    value = rank_bailey(held)
    category, ranks = bailey_classes()[value - 1]
    # Bailey's jokers are dead, not wild: no card key marks them, so none is assigned.
    made = _make(Ranking.BAILEY, value, naturals, _NO_WILD, ranks, suited=category in (B_FLUSH, B_STRAIGHT_FLUSH))
    if category != B_HIGH_CARD or ties is HighCardTies.THREE:
        return made
    kickers = tuple(sorted((c for c in naturals if c not in made.cards), reverse=True))
    return HandValue(Ranking.BAILEY, value, made.cards, kickers=kickers)


_NO_WILD = (0,) * 54


def _ordered(cards: Sequence[Card], ranks: Sequence[int], *, suited: bool) -> tuple[Card, ...]:
    """These five cards in the order of ``ranks``, the class's ranks, most important first."""
    return tuple(CARDS[card] for card, _ in assign(cards, ranks, suited=suited))


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
    return HandValue(Ranking.HIGH, value, _ordered(five, ranks, suited=category in (FLUSH, STRAIGHT_FLUSH)))


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
    return HandValue(Ranking.LOW8, value, _ordered(five, low8_classes()[value - 1][1], suited=False))


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
        return _describe(Ranking.HIGH, HighCategory[ShortDeckCategory(category).name], tuple(Rank(r) for r in ranks))

    @property
    def ranker(self) -> Any:
        """A :class:`~pokervariants.ShortDeckRanker`, which ranks hands under this scheme."""
        from .rankers import ShortDeckRanker

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
    return HandValue(SHORT_DECK, value, _ordered(held, ranks, suited=category in (SD_FLUSH, SD_STRAIGHT_FLUSH)))


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
        return _describe(Ranking.HIGH, HighCategory(category), named)

    @property
    def ranker(self) -> Any:
        """A :class:`~pokervariants.DeuceSevenRanker`, which ranks hands under this scheme."""
        from .rankers import DeuceSevenRanker

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
    return HandValue(DEUCE_SEVEN, value, _ordered(five, ranks, suited=category in (FLUSH, STRAIGHT_FLUSH)))


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
    def ranker(self) -> Any:
        """A :class:`~pokervariants.BadugiRanker`, which ranks hands under this scheme."""
        from .rankers import BadugiRanker

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


@overload
def evaluate_many(
    hands: Iterable[CardsLike] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "bailey"] = ...,
    *,
    wild: str | Iterable[int] | None = ...,
    natural_beats_wild: bool = ...,
) -> list[HandValue]: ...
@overload
def evaluate_many(
    hands: Iterable[CardsLike] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["low8"],
    *,
    wild: str | Iterable[int] | None = ...,
    natural_beats_wild: bool = ...,
) -> list[HandValue | None]: ...


def evaluate_many(
    hands: Iterable[CardsLike] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey"] = "high",
    *,
    wild: str | Iterable[int] | None = None,
    natural_beats_wild: bool = False,
) -> list[HandValue] | list[HandValue | None]:
    """A :class:`~pokervariants.HandValue` for every hand in ``hands``, by ``ranking``.

    A convenience over the ``evaluate_*`` functions, one call per row: rows may
    be card text as well as cards or ints, and need not be of one length. For
    ``"low8"`` a row without a qualifying low gives ``None``. ``wild`` is as
    for :func:`~pokervariants.rank_many`; ``natural_beats_wild`` applies to ``"high"`` only. A
    bad row raises :class:`ValueError` naming it.

    >>> from pokervariants import evaluate_many
    >>> [str(h) for h in evaluate_many(["As Ks Qs Js Ts", "7c 7d 2h 3s 9c"])]
    ['Royal flush', 'Pair of sevens']
    >>> [str(h) for h in evaluate_many([[12, 8, 4, 0, 51, 49]], "low8")]
    ['Five-four low']
    """
    rule = _rule(ranking)
    wild = _wild_text(wild, rule)  # refuses a bad rule before any row; a one-shot iterator serves every row
    if natural_beats_wild and rule.name != "high":
        raise ValueError(f"natural_beats_wild applies to ranking='high' only, not {ranking!r}")
    evaluate: Callable[[CardsLike], HandValue | None]
    if rule.name == "high":
        evaluate = functools.partial(evaluate_high, wild=wild, natural_beats_wild=natural_beats_wild)
    elif rule.name == "low":
        evaluate = functools.partial(evaluate_low, wild=wild)
    elif rule.name == "low8":
        evaluate = functools.partial(evaluate_low8, wild=wild)
    else:
        evaluate = evaluate_bailey
    results: list[HandValue | None] = []
    for index, row in enumerate(_python_rows(hands)):
        try:
            results.append(evaluate(row))
        except ValueError as exc:
            raise ValueError(f"evaluate_many: row {index}: {exc}") from None
    return results
