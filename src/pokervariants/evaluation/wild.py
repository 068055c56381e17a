"""Wild cards for high and low hands: the integer resolver.

A wild card stands for any card, duplicates of held cards included (RULES.md
2.2). No substitution is tried on the fast path: a per-wild-rule card-key table
gives wild cards no rank or suit, only a bit of their own (bits 96 and up), so
one sum of keys yields the natural cards' rank sum and suit masks and, by a bit
count, the number of wild cards. Two precomputed tables then give the answer:

* the best non-flush hand for every multiset of natural ranks and number of
  wild cards (hands of up to seven cards), built by letting each wild card in
  turn become the rank that helps most;
* the best flush or straight flush for every 13-bit rank mask of one suit and
  number of wild cards (a wild card in a flush plays as a second ace, or fills a
  straight flush).

Hands of eight or nine cards take the best over natural subsets, as without
wild cards. In a low hand each wild card becomes the lowest rank not held.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Iterable, Sequence
from itertools import combinations

from .checks import invalid_cards
from .classes import FIVE_KIND, FLUSH, STRAIGHT_FLUSH, high_classes, rank_multisets, wild_flush_class
from .keys import CARD_BITS, CARD_KEYS, FLUSH_BIAS, FLUSH_SHIFT, FLUSH_TEST, RANK_KEYS, RANK_MASK, RANK_SHIFT, SUIT_ONES
from .tables import IntTable, LazyTable, high_rank_tables, low_rank_tables

__all__ = [
    "JOKERS_ONLY",
    "WILD_BITS",
    "WildSpec",
    "has_jokers",
    "keys_for",
    "rule_for",
    "wild_pair_keys",
    "Places",
    "assign",
    "parse_wild",
    "rank_high_wild",
    "rank_low_wild",
    "wild_keys",
]

WILD_BITS = 96
"""Where a wild card's own bit goes in its key: ``1 << (96 + card)``."""
_NATURAL_CARDS = (1 << 52) - 1
_LOW_ORDER = (12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)  # ace first: the order a wild card fills a low
_RANK_CHARS = "23456789TJQKA"
JOKERS_ONLY = 0
"""The wild-rank mask when only jokers are wild."""


def parse_wild(wild: str | Iterable[int] | None) -> int:
    """A 13-bit mask of wild ranks from ``"39"``, ``"3 9"``, ``"T"``, ``[Rank.THREE, Rank.NINE]`` or ``None``.

    >>> bin(parse_wild("39"))
    '0b10000010'
    >>> parse_wild(None) == parse_wild("") == JOKERS_ONLY
    True
    """
    if wild is None:
        return JOKERS_ONLY
    mask = 0
    if isinstance(wild, str):
        text = wild.replace("10", "T").replace(",", " ").replace(" ", "").upper()
        for char in text:
            if char not in _RANK_CHARS:
                raise ValueError(f"bad wild rank {char!r} in {wild!r}: expected ranks such as '39' (2-9, T or 10, J, Q, K, A)")
            mask |= 1 << _RANK_CHARS.index(char)
        return mask
    for rank in wild:
        if isinstance(rank, bool) or not isinstance(rank, int) or not 0 <= rank <= 12:
            raise ValueError(f"bad wild rank {rank!r}: expected a Rank or an int 0 (two) to 12 (ace)")
        mask |= 1 << rank
    return mask


@functools.lru_cache(maxsize=64)
def wild_keys(wild_ranks: int) -> tuple[int, ...]:
    """Card keys under a wild rule: jokers and cards of the ranks in ``wild_ranks`` carry only their wild bit."""
    keys = [
        1 << (WILD_BITS + card) if card >= 52 or wild_ranks >> (card >> 2) & 1 else CARD_KEYS[card]
        for card in range(54)
    ]
    return tuple(keys) + (0,) * (len(CARD_KEYS) - 54)


@functools.lru_cache(maxsize=64)
def wild_pair_keys(wild_ranks: int) -> tuple[tuple[int, ...], ...]:
    """``wild_pair_keys(m)[a][b] == wild_keys(m)[a] + wild_keys(m)[b]``, as :data:`~.keys.PAIR_KEYS`."""
    keys = wild_keys(wild_ranks)
    return tuple(tuple(x + y for y in keys) for x in keys)


WildSpec = str | Iterable[int] | None
"""Wild ranks as text (``"39"``), a collection of ranks, or ``None`` for jokers only."""


def keys_for(wild: WildSpec) -> tuple[int, ...]:
    """The card keys for a wild rule, cached for hashable rules so repeated calls cost one lookup."""
    return rule_for(wild)[0]


def rule_for(wild: WildSpec) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The card keys and pair keys for a wild rule, cached for hashable rules."""
    try:
        return _cached_rule(wild)  # type: ignore[arg-type]  # unhashable rules are caught below
    except TypeError:  # an unhashable collection of ranks, such as a list
        mask = parse_wild(wild)
        return wild_keys(mask), wild_pair_keys(mask)


@functools.lru_cache(maxsize=128)
def _cached_rule(wild: Hashable) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    mask = parse_wild(wild)  # type: ignore[arg-type]  # only WildSpec values arrive here
    return wild_keys(mask), wild_pair_keys(mask)


def has_jokers(cards: Sequence[object]) -> bool:
    """Whether ``cards`` hold a joker (52 or 53), for routing a natural evaluation to the wild resolver."""
    return any(isinstance(c, int) and 52 <= c <= 53 for c in cards)


def _index(natural_rank_sum: int, size: int, wilds: int) -> int:
    """Key of the non-flush wild table: the natural rank sum, the hand size and the wild count."""
    return natural_rank_sum << 7 | size << 3 | wilds


def _build_nonflush() -> dict[int, int]:
    """Best non-flush value for every (natural ranks, hand size 5-7, wild count 1-7)."""
    index = {cls: value for value, cls in enumerate(high_classes(), start=1)}
    five_of = [index[(FIVE_KIND, (r,) * 5)] for r in range(13)]
    natural = high_rank_tables()
    table: dict[int, int] = {}
    for size in (5, 6, 7):
        below: IntTable = natural[size - 5]  # the tables for one fewer wild card, keyed by rank sum
        below_wilds = 0
        for wilds in range(1, size + 1):
            for ranks in rank_multisets(size - wilds):
                key = sum(RANK_KEYS[r] for r in ranks)
                best = 0
                for rank in range(13):  # the wild card becomes this rank
                    if ranks.count(rank) == 4:
                        value = five_of[rank]
                    elif below_wilds:
                        value = below[_index(key + RANK_KEYS[rank], size, below_wilds)]
                    else:
                        value = below[key + RANK_KEYS[rank]]
                    if value > best:
                        best = value
                table[_index(key, size, wilds)] = best
            below, below_wilds = table, wilds
    return table


def _build_flush() -> tuple[int, ...]:
    """Best flush or straight flush for every (wild count 0-4, 13-bit rank mask of one suit), 0 if none."""
    index = {cls: value for value, cls in enumerate(high_classes(), start=1)}
    windows = [(top, 0b11111 << (top - 4) if top >= 4 else 0b1000000001111) for top in range(12, 2, -1)]
    table = [0] * (5 << 13)
    for wilds in range(5):
        for mask in range(8192):
            held = [r for r in range(12, -1, -1) if mask >> r & 1]
            if len(held) + wilds < 5:
                continue
            best = 0
            for top, window in windows:  # best straight flush first: it beats any flush
                if 5 - (mask & window).bit_count() <= wilds:
                    straight = tuple(range(top, top - 4, -1)) + ((12,) if top == 3 else (top - 4,))
                    best = index[wild_flush_class(straight)]
                    break
            if not best:
                # Wild cards play as aces; a hand with four aces has better than a flush anyway.
                ranks = (12,) * wilds + tuple(held[: 5 - wilds])
                if ranks.count(12) < 4:
                    best = index[wild_flush_class(ranks)]
            table[wilds << 13 | mask] = best
    return tuple(table)


_NONFLUSH: IntTable = LazyTable(globals(), "_NONFLUSH", _build_nonflush)
_FLUSH: IntTable = LazyTable(globals(), "_FLUSH", _build_flush)


@functools.cache
def _five_aces() -> int:
    return high_classes().index((FIVE_KIND, (12,) * 5)) + 1


def _nonflush_value(k: int, n: int, wilds: int, cards: Sequence[int], keys: Sequence[int]) -> int:
    """The best non-flush value where the inline case does not apply: no wild card, or eight or nine cards."""
    ranks = (k >> RANK_SHIFT) & RANK_MASK
    if wilds == 0:
        natural = high_rank_tables()
        if n <= 7:
            return natural[n - 5][ranks]
        return max(natural[2][ranks - sum(out)] for out in combinations(_natural_rank_keys(cards, keys), n - 7))
    # The best hand uses every wild card, so some seven-card subset holding all of them holds it.
    table = _NONFLUSH
    return max(
        table[(ranks - sum(out)) << 7 | 7 << 3 | wilds]
        for out in combinations(_natural_rank_keys(cards, keys), n - 7)
    )


def _natural_rank_keys(cards: Sequence[int], keys: Sequence[int]) -> list[int]:
    return [RANK_KEYS[c >> 2] for c in cards if keys[c] >> WILD_BITS == 0]


def rank_high_wild(
    cards: Sequence[int],
    keys: Sequence[int],
    natural_beats_wild: bool = False,
    pairs: Sequence[Sequence[int]] | None = None,
) -> int:
    """:func:`~pokervariants.rank_high` under the wild rule whose card keys are ``keys``.

    ``pairs``, the rule's :func:`wild_pair_keys`, makes seven-card hands faster.
    With ``natural_beats_wild`` the value is ``8 * value + 5 - wild cards used``,
    so equal hands rank by how few wild cards they need.
    """
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            # a negative index would wrap round to a real card: see rank_high
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0 or g < 0:
                raise invalid_cards(cards, "rank_high", 5, 11)
            if pairs is None:
                k = keys[a] + keys[b] + keys[c] + keys[d] + keys[e] + keys[f] + keys[g]
            else:
                k = pairs[a][b] + pairs[c][d] + pairs[e][f] + keys[g]
        elif 5 <= n <= 11 and min(cards) >= 0:  # the 64-entry keys refuse the rest
            k = sum([keys[c] for c in cards])
        else:
            raise invalid_cards(cards, "rank_high", 5, 11)
    except (IndexError, TypeError):
        raise invalid_cards(cards, "rank_high", 5, 11) from None
    wilds = (k >> WILD_BITS).bit_count()
    if ((k >> CARD_BITS) & _NATURAL_CARDS).bit_count() + wilds != n:
        raise invalid_cards(cards, "rank_high", 5, 11)
    if wilds >= 5:
        best = _five_aces()  # the best hand there is
    else:
        if n <= 7 and wilds:  # the common case, inline
            best = _NONFLUSH[((k >> RANK_SHIFT) & RANK_MASK) << 7 | n << 3 | wilds]
        else:
            best = _nonflush_value(k, n, wilds, cards, keys)
        flushes = (k + FLUSH_BIAS + SUIT_ONES * wilds) & FLUSH_TEST  # suits holding at least 5 - wilds cards
        while flushes:
            bit = flushes & -flushes
            value = _FLUSH[wilds << 13 | (k >> FLUSH_SHIFT[bit]) & 0x1FFF]
            if value > best:
                best = value
            flushes ^= bit
    if natural_beats_wild:
        naturals = [c for c in cards if keys[c] >> WILD_BITS == 0]
        category, ranks = high_classes()[best - 1]
        places = assign(naturals, ranks, suited=category in (FLUSH, STRAIGHT_FLUSH))
        return 8 * best + 5 - sum(is_wild for _, is_wild in places)
    return best


Places = tuple[tuple[int, bool], ...]


def assign(naturals: Sequence[int], ranks: Sequence[int], *, suited: bool) -> Places:
    """Make a hand of these ranks (most important first) from the natural cards held, wild cards for the rest.

    Returns the cards, in the order of ``ranks``, each with whether a wild card
    plays as it. A ``suited`` hand (a flush) takes the suit needing the fewest
    wild cards; otherwise a wild card takes a suit no held card has where it can,
    so the hand reads clearly. Natural cards of a rank are taken highest suit first.

    >>> assign([51, 50], (12,) * 5, suited=False)
    ((51, False), (50, False), (49, True), (48, True), (51, True))
    """
    suits: Iterable[int | None] = range(4) if suited else (None,)
    best: list[tuple[int, bool]] | None = None
    for suit in suits:
        pool = sorted((c for c in naturals if suit is None or c & 3 == suit), reverse=True)
        places: list[tuple[int, bool]] = []
        for rank in ranks:
            card = next((c for c in pool if c >> 2 == rank), None)
            if card is not None:
                pool.remove(card)
                places.append((card, False))
            elif suit is not None:
                places.append((rank * 4 + suit, True))
            else:
                taken = {c for c, _ in places} | set(naturals)
                free = [rank * 4 + s for s in (3, 2, 1, 0) if rank * 4 + s not in taken]
                places.append((free[0] if free else rank * 4 + 3, True))
        if best is None or sum(w for _, w in places) < sum(w for _, w in best):
            best = places
    assert best is not None
    return tuple(best)


def rank_low_wild(cards: Sequence[int], keys: Sequence[int], what: str) -> tuple[int, list[int]]:
    """The ace-to-five low value with wild cards, and the ranks the wild cards became.

    Each wild card becomes the lowest rank (ace first) that the hand does not
    already hold, as RULES.md 2.2 says.
    """
    try:
        n = len(cards)
        if not 5 <= n <= 7 or min(cards) < 0:  # the 64-entry keys refuse the rest
            raise invalid_cards(cards, what, 5, 7)
        k = sum([keys[c] for c in cards])
    except (IndexError, TypeError):
        raise invalid_cards(cards, what, 5, 7) from None
    wild = k >> WILD_BITS
    wilds = wild.bit_count()
    naturals = (k >> CARD_BITS) & _NATURAL_CARDS
    if naturals.bit_count() + wilds != n:
        raise invalid_cards(cards, what, 5, 7)
    held = 0
    for suit in range(4):
        held |= (naturals >> (13 * suit)) & 0x1FFF
    became: list[int] = []
    for rank in _LOW_ORDER:
        if len(became) == wilds:
            break
        if not held >> rank & 1:
            became.append(rank)
    ranks = ((k >> RANK_SHIFT) & RANK_MASK) + sum(RANK_KEYS[r] for r in became)
    return low_rank_tables()[n - 5][ranks], became
