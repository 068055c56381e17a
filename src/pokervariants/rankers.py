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
from collections.abc import Iterable, Mapping, Sequence
from typing import ClassVar, Protocol, runtime_checkable

from attrs import field, frozen

from .core import CardsLike, Rank, choice_field, flag_field
from .hand_values import BADUGI, DEUCE_SEVEN, SHORT_DECK, BadugiRanking, DeuceSevenRanking, ShortDeckRanking, evaluate_badugi, evaluate_bailey, evaluate_deuce_seven, evaluate_high, evaluate_low, evaluate_low8, evaluate_omaha, evaluate_omaha8, evaluate_short_deck
from .evaluation import rank_bailey, rank_high, rank_low, rank_low8
from .evaluation.omaha import rank_omaha, rank_omaha8
from .evaluation.badugi import rank_badugi
from .evaluation.deuce_seven import rank_deuce_seven
from .evaluation.short_deck import rank_short_deck
from .evaluation.wild import parse_wild, rank_high_wild, rank_low_wild, wild_keys, wild_pair_keys
from .evaluation.classes import B_HIGH_CARD, bailey_classes
from .hands import HandValue, HighCardTies, Ranking, RankingScheme

__all__ = [
    "RANKINGS_GROUP",
    "BaileyRanker",
    "EightOrBetterRanker",
    "HighRanker",
    "LowRanker",
    "OmahaEightRanker",
    "OmahaRanker",
    "Ranker",
    "RankerRegistry",
    "ShortDeckRanker",
    "DeuceSevenRanker",
    "BadugiRanker",
    "find_ranking",
    "ranking_names",
    "register_ranking",
]


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

    >>> from pokervariants import CardsHeld, parse_cards
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


RANKINGS_GROUP = "pokervariants.rankings"
"""The entry-point group other packages list their rankers in (``name = "package.module:RANKER"``)."""


def _key(name: str) -> str:
    """A ranking's name as it is looked up: case, hyphens and underscores do not matter ("Short-Deck")."""
    return " ".join(name.replace("-", " ").replace("_", " ").casefold().split())


class RankerRegistry:
    """Rankers by name (case-insensitive): the built-in ``high``, ``low``, ``low8``, ``bailey``, ``omaha``,
    ``omaha8``, ``short deck``, ``deuce to seven`` and ``badugi``, yours,
    and those installed packages list in the entry-point group ``pokervariants.rankings`` (found the
    first time a name is not known). ``pokervariants eval --ranking NAME`` takes any of them.

    >>> registry = RankerRegistry({"high": HighRanker()}, entry_points=False)
    >>> registry.register("deuces", HighRanker(wild="2"))
    >>> registry.names(), registry.find("DEUCES").evaluate("2c 2d Ks Kh 7d").category.name
    (('high', 'deuces'), 'FOUR_OF_A_KIND')
    """

    def __init__(self, rankers: Mapping[str, Ranker] | None = None, *, entry_points: bool = True, group: str = RANKINGS_GROUP) -> None:
        self._rankers: dict[str, Ranker] = {}
        self._names: dict[str, str] = {}  # each ranker's name as shown, by the key it is found by
        self._group = group
        self._discovered = not entry_points
        for name, ranker in (rankers or {}).items():
            self.register(name, ranker)

    def register(self, name: str, ranker: Ranker, *, replace: bool = False) -> None:
        """Make ``ranker`` findable as ``name``; ``ValueError`` if the name is taken (unless ``replace``)."""
        if not isinstance(name, str) or not name.strip():
            raise TypeError(f"a ranking's name is a non-empty str, not {name!r:.40}")
        if not isinstance(ranker, Ranker):
            raise TypeError(f"{ranker!r:.60} is not a ranker (it needs ranking, rank and evaluate)")
        key = _key(name)
        if key in self._rankers and not replace:
            raise ValueError(f"{name!r} already names a ranking; pass replace=True to take it over")
        self._rankers[key] = ranker
        self._names.setdefault(key, name.strip().casefold())

    def find(self, name: str) -> Ranker:
        """The ranker called ``name``; ``ValueError`` lists the known names."""
        if not isinstance(name, str):
            raise TypeError(f"a ranking's name is a str, not {type(name).__name__}")
        key = _key(name)
        if key not in self._rankers and not self._discovered:
            self.discover()
        try:
            return self._rankers[key]
        except KeyError:
            raise ValueError(f"unknown ranking {name!r:.40}: known are {', '.join(self._names.values())}") from None

    def discover(self) -> None:
        """Load the rankers installed packages list in the entry-point group."""
        import importlib.metadata

        self._discovered = True
        for entry in importlib.metadata.entry_points(group=self._group):
            if _key(entry.name) in self._rankers:
                continue
            try:
                ranker = entry.load()
            except Exception as error:  # any import failure: say which entry point
                raise ImportError(f"entry point {entry.name!r} ({entry.value}) in {self._group} failed to load: {error}") from error
            self.register(entry.name, ranker() if isinstance(ranker, type) else ranker)

    def names(self) -> tuple[str, ...]:
        """The known names, the built-ins first."""
        if not self._discovered:
            self.discover()
        return tuple(self._names.values())


_RANKERS = RankerRegistry(
    {
        "high": HighRanker(),
        "low": LowRanker(),
        "low8": EightOrBetterRanker(),
        "bailey": BaileyRanker(),
        "omaha": OmahaRanker(),
        "omaha8": OmahaEightRanker(),
        "short deck": ShortDeckRanker(),
        "deuce to seven": DeuceSevenRanker(),
        "badugi": BadugiRanker(),
    }
)
# One process-wide registry, like the variant registry: a ranking registered is meant to be seen everywhere.


def register_ranking(name: str, ranker: Ranker, *, replace: bool = False) -> None:
    """Make ``ranker`` findable by ``name`` everywhere in this process (``pokervariants eval --ranking``)."""
    _RANKERS.register(name, ranker, replace=replace)


def find_ranking(name: str) -> Ranker:
    """The ranker called ``name``: ``high``, ``low``, ``low8``, ``bailey``, ``omaha``, ``omaha8``, ``short deck``, ``deuce to seven``, ``badugi``,
    or one registered or installed."""
    return _RANKERS.find(name)


def ranking_names() -> tuple[str, ...]:
    """The names of every known ranking."""
    return _RANKERS.names()
