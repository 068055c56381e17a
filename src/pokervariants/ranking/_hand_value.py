"""Hand values and the standard rankings that make them: :class:`HandValue`, :class:`Ranking` and its
categories, the :class:`Ranker` protocol, and high, low, eight-or-better and Bailey's rankings as
``evaluate_*`` functions and rankers.

They share a module because they refer to one another: a hand value names the ranker that scored it
(:attr:`HandValue.ranker`), and each ranker makes hand values.

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
>>> HighRanker(wild="39").evaluate("Ks Kh 3c Kd 2c 5h 7d").ranker == HighRanker(wild="39")
True
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Protocol, runtime_checkable

from attrs import field, frozen

from ..core import CARDS, Card, CardsLike, Rank, as_cards, choice, choice_field, flag_field
from ..evaluation import classes, rank_bailey, rank_high, rank_low, rank_low8
from ..evaluation.checks import check_hand
from ..evaluation.classes import B_FLUSH, B_HIGH_CARD, B_STRAIGHT_FLUSH, FLUSH, STRAIGHT_FLUSH, bailey_classes, high_classes, low8_classes, low_classes
from ..evaluation.wild import WILD_BITS, WildSpec, assign, keys_for, parse_wild, rank_high_wild, rank_low_wild, wild_keys, wild_pair_keys


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
        return describe_hand(self, self.category(hand.value), hand.ranks)  # type: ignore[arg-type]


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
    def ranker(self) -> Ranker | None:
        """A ranker for the rule that scored this hand (for a custom ranking, its ``ranker`` if it has one)."""
        ranking = self.ranking
        if ranking is Ranking.HIGH:
            return HighRanker(wild=self.wild_ranks, natural_beats_wild=self.natural_beats_wild)
        if ranking is Ranking.LOW:
            return LowRanker(wild=self.wild_ranks)
        if ranking is Ranking.LOW8:
            return EightOrBetterRanker(wild=self.wild_ranks)
        if ranking is Ranking.BAILEY:
            return BaileyRanker(high_card_ties=HighCardTies.FIVE if self.kickers else HighCardTies.THREE)
        ranker: Ranker | None = getattr(ranking, "ranker", None)  # a custom scheme's, if it offers one
        return ranker

    def __str__(self) -> str:
        text = str(self.ranking.describe(self))
        if self.wild:
            text += f" ({_COUNT_WORDS[len(self.wild)]} wild)"
        return text

    def _repr_svg_(self) -> str:
        """The hand as a picture, which is how a notebook shows it (:func:`pokervariants.render.svg.hand_value`)."""
        from ..render.svg import hand_value

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


def describe_hand(ranking: Ranking, category: Category, ranks: tuple[Rank, ...]) -> str:
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


def make_value(
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
    return make_value(Ranking.HIGH, value, held, keys, ranks, suited=suited, natural_beats_wild=natural_beats_wild, wild_rule=wild)


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
    return make_value(Ranking.LOW, value, held, keys, low_classes()[value - 1][1], suited=False, wild_rule=wild)


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
    return make_value(Ranking.LOW8, value, held, keys, low8_classes()[value - 1][1], suited=False, wild_rule=wild)


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
    made = make_value(Ranking.BAILEY, value, naturals, NO_WILD, ranks, suited=category in (B_FLUSH, B_STRAIGHT_FLUSH))
    if category != B_HIGH_CARD or ties is HighCardTies.THREE:
        return made
    kickers = tuple(sorted((c for c in naturals if c not in made.cards), reverse=True))
    return HandValue(Ranking.BAILEY, value, made.cards, kickers=kickers)


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

NO_WILD = (0,) * 54


def ordered(cards: Sequence[Card], ranks: Sequence[int], *, suited: bool) -> tuple[Card, ...]:
    """These five cards in the order of ``ranks``, the class's ranks, most important first."""
    return tuple(CARDS[card] for card, _ in assign(cards, ranks, suited=suited))
