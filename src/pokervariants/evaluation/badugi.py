"""Badugi (RULES.md 6): the integer fast path for four cards.

A hand plays its largest set of cards of different suits and different ranks,
aces low: four such cards (a badugi) beat any three, three any two, two any
one; among hands of a size the lower top card wins, then the next. A-2-3-4 of
four suits is the best hand, value :data:`BADUGI_CLASSES` (1,092); a lone king
the worst, 1.

>>> from pokervariants import parse_cards
>>> rank_badugi(parse_cards("Ac 2d 3h 4s")) == BADUGI_CLASSES
True
>>> rank_badugi(parse_cards("Kc Qd Jh Ts")) > rank_badugi(parse_cards("Ac 2c 3h 4s"))  # four cards beat three
True

The value depends on which ranks each suit holds, not on which suit is which,
so it is a function of the four suit masks taken in any order: each mask is
given a fixed random weight, and the sum of a hand's four weights indexes one
table of the 16,432 ways four cards can lie (no sorting, which took half the
time of a call). The build proves the sums distinct, and distinct from the sum
of any fewer cards, so a card given twice finds no entry.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement, product

from .checks import invalid_cards
from .tables import IntTable, LazyTable

__all__ = ["BADUGI_CLASSES", "badugi_class_of", "badugi_classes", "rank_badugi"]

BADUGI_CLASSES = 1092
"""How many distinct Badugi hands there are (715 four-card, 286 three-card, 78 two-card, 13 one-card);
:func:`rank_badugi` returns 1 to this."""

BadugiClass = tuple[int, tuple[int, ...]]
"""``(cards, ranks)``: how many cards play, and their ranks ace low (0 the ace, 12 the king), highest first."""

_LOW = tuple(((card >> 2) + 1) % 13 for card in range(52))  # a card's rank with the ace low
_BIT = tuple(1 << rank for rank in _LOW)
_SUIT_BIT = tuple(1 << (13 * (card & 3) + _LOW[card]) for card in range(52))  # each suit's ranks in 13 bits of its own


def badugi_class_of(cards: Sequence[int]) -> BadugiClass:
    """The class of the best Badugi hand in ``cards``: the most cards of different suits and ranks,
    then the lowest ranks (compared from the top).

    >>> from pokervariants.evaluation.badugi import badugi_class_of
    >>> badugi_class_of([51, 0, 1, 2])  # As 2c 2d 2h: the ace and one deuce
    (2, (1, 0))
    """
    best: BadugiClass = (0, ())
    for size in range(min(len(cards), 4), 0, -1):
        for group in combinations(cards, size):
            if len({c & 3 for c in group}) == size and len({_LOW[c] for c in group}) == size:
                candidate = (size, tuple(sorted((_LOW[c] for c in group), reverse=True)))
                if best[0] < size or candidate[1] < best[1]:
                    best = candidate
        if best[0]:
            return best
    return best


def _strength(cls: BadugiClass) -> tuple[int, tuple[int, ...]]:
    return (cls[0], tuple(-r for r in cls[1]))


@functools.cache
def badugi_classes() -> tuple[BadugiClass, ...]:
    """All 1,092 classes, the worst (a lone king) first: a hand's value is its class's position, from 1."""
    found = [(size, tuple(sorted(ranks, reverse=True))) for size in range(1, 5) for ranks in combinations(range(13), size)]
    return tuple(sorted(found, key=_strength))


def _key(masks: Sequence[int]) -> int:
    a, b, c, d = sorted(masks)
    return a | b << 13 | c << 26 | d << 39


def build_badugi() -> dict[int, int]:
    """The value of every way four cards can lie in the suits, by the suit masks sorted and packed."""
    value = {_ranks_mask(ranks): v for v, (_, ranks) in enumerate(badugi_classes(), start=1)}  # a class by its ranks' mask
    table: dict[int, int] = {}
    one_bit = [1 << r for r in range(13)]
    for counts in ((4, 0, 0, 0), (3, 1, 0, 0), (2, 2, 0, 0), (2, 1, 1, 0), (1, 1, 1, 1)):
        for masks in _mask_sets(counts, one_bit):
            key = _key(masks)
            if key not in table:
                table[key] = value[_best_mask(masks)]
    return table


def _ranks_mask(ranks: Sequence[int]) -> int:
    return sum(1 << r for r in ranks)


def _best_mask(masks: Sequence[int]) -> int:
    """The ranks (ace low, as a mask) of the best Badugi hand in four suits' rank masks: one rank or
    none from each suit, all different, the most of them, then the lowest (for sets of one size,
    comparing masks as numbers compares the ranks from the top, as the class order does)."""
    suits = [_bits(mask) for mask in masks if mask]
    best = _best_of(product(*suits), len(suits))  # a card from every suit, if their ranks allow
    if best:
        return best
    for size in range(len(suits) - 1, 0, -1):  # else from fewer suits
        best = min((b for group in combinations(suits, size) if (b := _best_of(product(*group), size))), default=0)
        if best:
            return best
    return 0


def _bits(mask: int) -> list[int]:
    """The set bits of ``mask``, each alone, lowest first."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low)
        mask ^= low
    return bits


def _best_of(picks: Iterable[tuple[int, ...]], size: int) -> int:
    """The lowest union of rank bits among ``picks`` that has ``size`` different ranks (0 if none has)."""
    best = 0
    for pick in picks:
        union = sum(pick)
        if union.bit_count() == size and (not best or union < best):  # distinct ranks: their bits add without carrying
            best = union
    return best


def _mask_sets(counts: tuple[int, ...], one_bit: list[int]) -> list[tuple[int, ...]]:
    """Every choice of rank masks for four suits holding ``counts`` cards (as multisets where counts repeat)."""
    by_size: dict[int, list[int]] = {n: [sum(one_bit[r] for r in ranks) for ranks in combinations(range(13), n)] for n in set(counts) if n}
    out: list[tuple[int, ...]] = []
    groups = [(n, counts.count(n)) for n in sorted(set(counts), reverse=True) if n]
    partial: list[tuple[int, ...]] = [()]
    for n, repeat in groups:
        partial = [p + choice for p in partial for choice in combinations_with_replacement(by_size[n], repeat)]
    for masks in partial:
        out.append(masks + (0,) * (4 - len(masks)))
    return out


def _cards_of(mask: int, suit: int) -> list[int]:
    """Card numbers for the ranks (ace low) in ``mask``, in ``suit``."""
    return [((rank - 1) % 13) * 4 + suit for rank in range(13) if mask >> rank & 1]


_WEIGHT_SEED = 16  # any seed whose weights pass build_badugi_sums' checks; this one does


@functools.cache
def _mask_weights() -> tuple[int, ...]:
    """A random 40-bit weight for each 13-bit suit mask (0 for the empty suit), from a fixed seed."""
    rng = random.Random(_WEIGHT_SEED)
    return (0, *(rng.getrandbits(40) for _ in range(8191)))


def build_badugi_sums() -> dict[int, int]:
    """The value of every way four cards can lie in the suits, by the sum of the suit masks' weights.

    Raises :class:`AssertionError` if two ways share a sum, or if some way of laying out fewer
    cards (what a repeated card or a joker leaves) sums to a four-card way's key.
    """
    weight = _mask_weights()
    table: dict[int, int] = {}
    for key, value in build_badugi().items():
        total = sum(weight[(key >> (13 * suit)) & 0x1FFF] for suit in range(4))
        if total in table:
            raise AssertionError("Badugi mask weights collide")
        table[total] = value
    one_bit = [1 << r for r in range(13)]
    for counts in ((0, 0, 0, 0), (1, 0, 0, 0), (2, 0, 0, 0), (1, 1, 0, 0), (3, 0, 0, 0), (2, 1, 0, 0), (1, 1, 1, 0)):
        for masks in _mask_sets(counts, one_bit):
            if sum(weight[m] for m in masks) in table:
                raise AssertionError("Badugi mask weights collide")
    return table


# Replaced by the real tables on first use (see LazyTable).
_TABLE: IntTable = LazyTable(globals(), "_TABLE", build_badugi_sums)
_WEIGHTS: IntTable = LazyTable(globals(), "_WEIGHTS", _mask_weights)


def rank_badugi(cards: Sequence[int]) -> int:
    """The Badugi value of four cards: bigger is better, equal ties; 1 (a lone king) to
    :data:`BADUGI_CLASSES` (A-2-3-4 in four suits).

    Cards are :class:`~pokervariants.Card` or plain ints 0-51; a joker, a repeated card or other
    than four cards raises :class:`ValueError` saying what is allowed.

    >>> from pokervariants import parse_cards
    >>> rank_badugi(parse_cards("Ac 2d 3h 4s")), rank_badugi(parse_cards("Kc Kd Ks Kh"))
    (1092, 1)
    """
    bits = _SUIT_BIT
    try:
        a, b, c, d = cards
        if (a | b | c | d) < 0:  # a negative index would wrap round to a real card
            raise IndexError
        k = bits[a] | bits[b] | bits[c] | bits[d]
        weight = _WEIGHTS
        # A card given twice sets one bit for two: fewer cards, whose sum is in no entry.
        return _TABLE[weight[k & 0x1FFF] + weight[(k >> 13) & 0x1FFF] + weight[(k >> 26) & 0x1FFF] + weight[k >> 39]]
    except (ValueError, TypeError, IndexError, KeyError):
        raise _invalid(cards) from None


def _invalid(cards: object) -> Exception:
    """Why ``cards`` are not a Badugi hand."""
    if isinstance(cards, Sequence) and not isinstance(cards, (str, bytes)):
        for position, card in enumerate(cards, start=1):
            if isinstance(card, int) and not isinstance(card, bool) and card in (52, 53):
                return ValueError(f"rank_badugi takes 4 distinct cards (Card objects or ints 0-51): card {position} is a joker, which Badugi has none of")
    error = invalid_cards(cards, "rank_badugi", 4, 4)
    message = str(error).replace("takes 4 to 4 distinct cards", "takes 4 distinct cards")
    return type(error)(message if message.startswith("rank_badugi") else f"rank_badugi takes 4 distinct cards: {message}")
