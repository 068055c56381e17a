"""Ranges in the notation players write: :class:`Range` (its combinations and their weights),
:func:`parse_range` and :func:`is_range`, which :mod:`pokervariants.equity` shows as its own.

Two hole cards (hold'em): the EquiLab / PokerStove notation. Four to six (Omaha): a simple filter
form, ranks or ``x`` for each card, and a suit pattern (``ds``, ``ss``, ``r``). Read on from
:meth:`Range.parse` for the whole syntax.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from fractions import Fraction

from attrs import field, frozen

from ..core import Card, as_cards, parse_cards
from ._hands import RANKS, class_size, hand_class
from ._order import top

__all__ = ["Range", "RangeError", "is_range", "parse_range"]

_CLASS = re.compile(r"([2-9TJQKA])([2-9TJQKA])([so]?)")
_TOKEN = re.compile(r"[2-9TJQKA]{2}[so]?(\+|-[2-9TJQKA]{2}[so]?)?")
_WEIGHT = re.compile(r"(?:0|1|0?\.\d+|1\.0*)")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?|\.\d+)%")
_OMAHA = re.compile(r"([2-9TJQKAX]{4,6})(DS|SS|R)?")
_RANDOM = ("random", "any")


class RangeError(ValueError):
    """Range text that does not read as a range: the message names the item and says why."""


def _combos_of(value: Iterable[tuple[Card, ...]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(value)


def _weights_of(value: Iterable[Fraction]) -> tuple[Fraction, ...]:
    return tuple(value)


def _error(text: str, number: int, item: str, why: str) -> RangeError:
    where = f"item {number}, {item!r}" if "," in text else repr(item)
    return RangeError(f"range {text!r:.80}: {where} {why}")


@frozen(eq=True, repr=False)
class Range:
    """A player's possible hole cards: each combination (its cards, highest first) with a weight,
    the chance the player holds it relative to the others (1 unless the text said otherwise).

    >>> r = Range.parse("QQ+, AKs, AKo:0.5")
    >>> len(r), r.size
    (34, Fraction(28, 1))
    >>> r.weight("AhKd"), r.weight("AsKs"), r.weight("2c2d")
    (Fraction(1, 2), Fraction(1, 1), Fraction(0, 1))
    >>> len(r.without("As Kd"))  # dead cards (a board, a card seen) remove what holds them
    21
    """

    combos: tuple[tuple[Card, ...], ...] = field(converter=_combos_of)
    """The combinations, each once, in card order (the cards of each highest first)."""
    weights: tuple[Fraction, ...] = field(converter=_weights_of)
    """Each combination's weight, between 0 (left out) and 1."""
    text: str = field(default="", eq=False)
    """The text it was read from (``""`` when made from combinations); two ranges of the same
    combinations and weights are equal whatever their texts."""
    _uniform: bool = field(init=False, default=True, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if len(self.weights) != len(self.combos):
            raise ValueError(f"a range has one weight a combination: {len(self.combos)} combinations, {len(self.weights)} weights")
        if any(not 0 < w <= 1 for w in self.weights):
            raise ValueError("a range's weights are more than 0 and at most 1 (a combination of weight 0 is left out)")
        sizes = {len(c) for c in self.combos}
        if len(sizes) > 1:
            raise ValueError(f"a range's combinations are all of one size, not {sorted(sizes)} cards")
        object.__setattr__(self, "_uniform", all(w == 1 for w in self.weights))  # asked at every call: worked out once

    @classmethod
    def parse(cls, text: str) -> Range:
        """Read a range. Items are separated by commas; each may end in ``:weight``, a number from
        0 to 1 (``AKs:0.5``), the chance the player plays it that way (0 leaves it out). A
        combination named more than once takes its last weight (``QQ+, KK:0.5``).

        Two hole cards:

        * ``AKs`` suited (4 combinations), ``AKo`` offsuit (12), ``AK`` both (16), ``QQ`` a pair (6);
        * ``QQ+`` the pairs up to aces, ``A2s+`` the lower card up to one below the higher (``A2s``
          to ``AKs``); ``22-55``, ``KTo-K7o``, ``JTs-76s`` a run between two hands of one shape
          (pairs, one high card, one gap);
        * ``AsKd`` two cards; ``random`` (or ``any``) every two cards;
        * ``15%`` the strongest starting hands, whole, that make up 15% of the 1,326 combinations,
          by the preflop order of :func:`~pokervariants.equity.starting_hands`.

        Four to six hole cards (Omaha), one item a filter: a rank or ``x`` (any card) for each
        card, ``AAxx`` (at least two aces), ``AKQJ``, ``xxxxx`` (five-card Omaha, any hand); after
        it, ``ds`` double-suited (two and two), ``ss`` single-suited (two of one suit, two
        different), ``r`` rainbow (four suits): ``AAxxds``, ``AKQJ r``. Or the cards themselves,
        ``AsAhKsKh``.

        >>> len(Range.parse("QQ+, A2s+, KTo-K7o, JTs-76s")), len(Range.parse("random"))
        (134, 1326)
        >>> len(Range.parse("AAxx")), len(Range.parse("AAxx ds")), len(Range.parse("AAxx, KKxx:0.5"))
        (6961, 864, 13886)
        >>> Range.parse("QQ+, AKx")
        Traceback (most recent call last):
        ...
        pokervariants.equity.RangeError: range 'QQ+, AKx': item 2, 'AKx' is not a hand (AKs, AKo, AK, QQ), a run (QQ+, A2s+, JTs-76s, 22-55), two cards (AsKd), random or a share (15%)
        """
        if not isinstance(text, str):
            raise TypeError(f"a range is text such as 'AKs, QQ+', not {type(text).__name__}")
        items = [t.strip() for t in text.split(",")]
        if not any(items):
            raise RangeError(f"range {text!r}: names no hand (write AKs, QQ+, JTs-76s, AsKd, 15% ...)")
        found: dict[tuple[Card, ...], Fraction] = {}
        width = 0
        for number, item in enumerate(items, 1):
            if not item:
                raise _error(text, number, item, "is empty: two commas in a row, or one at an end")
            body, weight = _weighted(text, number, item)
            combos = _item(text, number, body)
            if width and combos and len(combos[0]) != width:
                raise _error(text, number, item, f"is of {len(combos[0])} cards, and the items before it of {width}: a range is of one game")
            width = width or (len(combos[0]) if combos else 0)
            for combo in combos:
                found.pop(combo, None)  # (a later mention moves it, so that its weight is the last)
                found[combo] = weight
        kept = sorted((c for c, w in found.items() if w), key=_order)
        return cls(kept, [found[c] for c in kept], text)

    @classmethod
    def of(cls, combos: Iterable[object], weights: Iterable[float | Fraction] | None = None) -> Range:
        """A range of these combinations (each cards, as text or cards), equally likely unless
        ``weights`` says (each from 0 to 1).

        >>> Range.of(["AsKs", "QdQc"], [0.5, 1]).weight("KsAs")
        Fraction(1, 2)
        """
        if isinstance(combos, (str, bytes)):
            raise TypeError("a range's combinations are a list of cards each; give text to Range.parse")
        cards = [as_cards(c) for c in combos]  # type: ignore[arg-type]  # as_cards says why when it is not cards
        given = list(weights) if weights is not None else [Fraction(1)] * len(cards)
        if len(given) != len(cards):
            raise ValueError(f"a range has one weight a combination: {len(cards)} combinations, {len(given)} weights")
        found: dict[tuple[Card, ...], Fraction] = {}
        for combo, weight in zip(cards, given):
            if len(set(combo)) != len(combo) or len(combo) < 2:
                raise ValueError(f"a range's combinations are two or more different cards each, got {combo!r:.60}")
            w = Fraction(weight)
            if not 0 <= w <= 1:
                raise ValueError(f"a combination's weight is from 0 to 1, not {weight}")
            found[tuple(sorted(combo, reverse=True))] = w
        kept = sorted((c for c, w in found.items() if w), key=_order)
        return cls(kept, [found[c] for c in kept])

    def __len__(self) -> int:
        return len(self.combos)

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        return iter(self.combos)

    def __repr__(self) -> str:
        shown = f"{self.text!r:.60}, " if self.text else ""
        return f"<Range {shown}{len(self.combos)} combinations>"

    @property
    def width(self) -> int:
        """How many cards each combination holds (2 for hold'em, 0 for an empty range)."""
        return len(self.combos[0]) if self.combos else 0

    @property
    def size(self) -> Fraction:
        """The combinations counted by their weights (``AKs:0.5`` counts two)."""
        return sum(self.weights, Fraction(0))

    @property
    def uniform(self) -> bool:
        """Whether every combination is as likely as the others (no weight below 1)."""
        return self._uniform

    def weight(self, combo: object) -> Fraction:
        """The weight of one combination (0 when the range does not hold it)."""
        key = tuple(sorted(as_cards(combo), reverse=True))  # type: ignore[arg-type]
        for held, w in zip(self.combos, self.weights):
            if held == key:
                return w
        return Fraction(0)

    def without(self, cards: object) -> Range:
        """The range with every combination that holds one of ``cards`` taken out (dead cards, the board)."""
        gone = set(as_cards(cards))  # type: ignore[arg-type]
        kept = [(c, w) for c, w in zip(self.combos, self.weights) if not gone.intersection(c)]
        return Range([c for c, _ in kept], [w for _, w in kept], self.text)

    def classes(self) -> dict[str, Fraction]:
        """Two-card ranges: each starting hand's share in the range (``"AKs"`` 1 when every suited
        ace-king is in at full weight), for the 169 hands of the 13x13 grid that it touches.

        >>> Range.parse("AKs, QQ:0.5, AhKd").classes()
        {'QQ': Fraction(1, 2), 'AKs': Fraction(1, 1), 'AKo': Fraction(1, 12)}
        """
        if self.width not in (0, 2):
            raise ValueError(f"the 13x13 grid is of two-card hands; this range's hands are of {self.width} cards")
        totals: dict[str, Fraction] = {}
        for (a, b), w in zip(self.combos, self.weights):
            name = hand_class((a, b))
            totals[name] = totals.get(name, Fraction(0)) + w
        return {name: total / class_size(name) for name, total in totals.items()}

    def _repr_svg_(self) -> str:
        """A two-card range as the 13x13 grid of its starting hands (:func:`pokervariants.render.svg.range_grid`)."""
        from ..render.svg import range_grid

        return range_grid(self)


def _order(combo: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(int(c) for c in combo)


def _weighted(text: str, number: int, item: str) -> tuple[str, Fraction]:
    if ":" not in item:
        return item, Fraction(1)
    body, _, weight = item.rpartition(":")
    weight = weight.strip()
    if not _WEIGHT.fullmatch(weight):
        raise _error(text, number, item, f"has the weight {weight!r}: a weight is a number from 0 to 1 (AKs:0.5)")
    return body.strip(), Fraction(weight)


def _item(text: str, number: int, body: str) -> list[tuple[Card, ...]]:
    """The combinations one item (its weight taken off) names."""
    if body.lower() in _RANDOM:
        return [(Card(b), Card(a)) for a, b in itertools.combinations(range(52), 2)]
    share = _PERCENT.fullmatch(body.replace(" ", ""))
    if share:
        percent = Fraction(share.group(1))
        if not 0 < percent <= 100:
            raise _error(text, number, body, "is a share of the starting hands: more than 0% and at most 100%")
        return [combo for name in top(percent) for combo in _class_combos(name)]
    compact = body.replace(" ", "")
    if len(compact) >= 8 and len(compact) % 2 == 0 and not _OMAHA.fullmatch(compact.upper()):
        cards = _cards(compact)
        if cards is not None:
            if not 4 <= len(cards) <= 6:
                raise _error(text, number, body, f"holds {len(cards)} cards: a combination is two cards (hold'em) or four to six (Omaha)")
            return [cards]
    omaha = _OMAHA.fullmatch(compact.upper())
    if omaha:  # (never a hold'em item: those are two ranks, and cards have suits)
        return _omaha(omaha.group(1), (omaha.group(2) or "").lower())
    if len(compact) == 4:
        cards = _cards(compact)
        if cards is not None:
            return [cards]
    normal = _normal(compact)
    if not _TOKEN.fullmatch(normal):
        raise _error(text, number, body, "is not a hand (AKs, AKo, AK, QQ), a run (QQ+, A2s+, JTs-76s, 22-55), two cards (AsKd), random or a share (15%)")
    try:
        classes = _classes(normal)
    except ValueError as why:
        raise _error(text, number, body, str(why)) from None
    return [combo for high, low, suffix in classes for combo in _combos(high, low, suffix)]


def _cards(token: str) -> tuple[Card, ...] | None:
    """``token`` as different cards (``AsKd``), highest first, or ``None``."""
    try:
        cards = parse_cards(token)
    except ValueError:
        return None
    if len(set(cards)) != len(cards) or any(c.is_joker for c in cards):
        return None
    return tuple(sorted(cards, reverse=True))


def _combos(high: int, low: int, suffix: str) -> list[tuple[Card, ...]]:
    """The combinations of a hand class (``high`` >= ``low``), higher card first."""
    out: list[tuple[Card, ...]] = []
    for a in range(4):
        for b in range(4):
            if high == low and b >= a:
                continue  # a pair: each two of the four suits once
            if suffix == "s" and a != b or suffix == "o" and a == b:
                continue
            out.append((Card(high * 4 + a), Card(low * 4 + b)))
    return out


def _class_combos(name: str) -> list[tuple[Card, ...]]:
    high, low, suffix = _class(name)
    return _combos(high, low, suffix)


def _class(token: str) -> tuple[int, int, str]:
    match = _CLASS.fullmatch(token)
    if match is None:
        raise ValueError("is not a hand such as AKs, AKo, AK or QQ")
    high, low = RANKS.index(match.group(1)), RANKS.index(match.group(2))
    if high < low:
        high, low = low, high
    suffix = match.group(3)
    if high == low and suffix:
        raise ValueError(f"is a pair, neither suited nor offsuit (write {RANKS[high] * 2})")
    return high, low, suffix


def _classes(token: str) -> list[tuple[int, int, str]]:
    """The hand classes one token stands for."""
    if token.endswith("+"):
        high, low, suffix = _class(token[:-1])
        if high == low:
            return [(r, r, "") for r in range(low, 13)]
        return [(high, k, suffix) for k in range(low, high)]
    if "-" in token:
        first, last = (_class(part) for part in token.split("-", 1))
        (h1, l1, s1), (h2, l2, s2) = first, last
        if s1 != s2:
            raise ValueError("runs between hands of two kinds: both ends are suited, offsuit or both")
        if h1 == l1 and h2 == l2:  # pairs: 22-55
            return [(r, r, "") for r in range(min(l1, l2), max(l1, l2) + 1)]
        if h1 == h2 and l1 != h1 and l2 != h2:  # one high card: A2s-A5s, KTo-K7o
            return [(h1, k, s1) for k in range(min(l1, l2), max(l1, l2) + 1)]
        if h1 - l1 == h2 - l2 and h1 != l1:  # one gap: JTs-76s
            gap = h1 - l1
            return [(h, h - gap, s1) for h in range(min(h1, h2), max(h1, h2) + 1)]
        raise ValueError("is not a run: a run is between pairs (22-55), hands with one high card (A2s-A5s) or with one gap (JTs-76s)")
    return [_class(token)]


def _normal(token: str) -> str:
    """A class token with its ranks in capitals and its suffix in lower case (``aks`` is ``AKs``)."""
    return "-".join(part[:2].upper() + part[2:].lower() for part in token.split("-"))


def _omaha(ranks: str, suits: str) -> list[tuple[Card, ...]]:
    """The Omaha hands a filter names: a card of each rank given (``x`` any), with the suit pattern."""
    named = [RANKS.index(r) for r in ranks if r != "X"]
    width, free = len(ranks), ranks.count("X")
    found: set[tuple[Card, ...]] = set()
    by_rank = {r: named.count(r) for r in set(named)}
    choices = [list(itertools.combinations([Card(r * 4 + s) for s in range(4)], n)) for r, n in sorted(by_rank.items())]
    if any(not c for c in choices):
        return []  # five of a rank: no such hand
    for parts in itertools.product(*choices):
        fixed = [card for part in parts for card in part]
        taken = set(fixed)
        rest = [Card(c) for c in range(52) if Card(c) not in taken]
        for more in itertools.combinations(rest, free):
            hand = tuple(sorted((*fixed, *more), reverse=True))
            if not suits or _suited(hand, suits, width):
                found.add(hand)
    return sorted(found, key=_order)


def _suited(hand: tuple[Card, ...], pattern: str, width: int) -> bool:
    counts = sorted((sum(1 for c in hand if c.suit == s) for s in range(4)), reverse=True)
    if pattern == "ds":
        return counts[0] == 2 and counts[1] == 2 if width == 4 else counts[0] >= 2 and counts[1] >= 2
    if pattern == "ss":
        return counts[0] == 2 and counts[1] < 2
    return counts[0] == 1 if width == 4 else max(counts) <= 2 and counts[1] < 2  # rainbow


def is_range(text: str) -> bool:
    """Whether ``text`` reads as a range rather than a player's cards (``"AKs"`` yes, ``"AsKs"`` no).

    >>> is_range("AKs"), is_range("QQ+"), is_range("AsKs"), is_range("AsKs/Qd"), is_range("AsKs, AhKh"), is_range("AAxx ds")
    (True, True, False, False, True, True)
    """
    if not isinstance(text, str) or "/" in text:
        return False
    items = [t.strip() for t in text.split(",")]
    if not all(items):
        return False
    if len(items) == 1 and ":" not in items[0] and _cards(items[0].replace(" ", "")) is not None:
        return False  # one item and it is cards: a player's cards, not a range
    try:
        Range.parse(text)
    except ValueError:
        return False
    return True


def parse_range(text: str) -> tuple[tuple[Card, ...], ...]:
    """Every combination ``text`` names, each once, in card order, whatever its weight
    (:meth:`Range.parse` reads the notation and keeps the weights).

    >>> from pokervariants.equity import parse_range
    >>> len(parse_range("AKs")), len(parse_range("AKo")), len(parse_range("QQ+")), len(parse_range("JTs-76s"))
    (4, 12, 18, 20)
    >>> [str(a) + str(b) for a, b in parse_range("AsKd, 22")]
    ['2d2c', '2h2c', '2h2d', '2s2c', '2s2d', '2s2h', 'AsKd']
    >>> len(parse_range("QQ+, AKs, aks"))  # a hand named twice counts once
    22
    """
    return Range.parse(text).combos
