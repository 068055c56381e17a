"""Short-deck (six-plus) high hands from 5 to 7 cards: the integer fast path.

The short deck has 36 cards, sixes to aces (card numbers 16-51). Hands rank as
in PokerKit's short-deck hold'em (RULES.md 6): a flush beats a full house, the
ace plays low only in A-6-7-8-9, the lowest straight (there is no A-2-3-4-5), and
otherwise as the high ranking; three of a kind still loses to a straight.

>>> from pokervariants import parse_cards
>>> rank_short_deck(parse_cards("As Ks Qs Js Ts 6c 7d")) == SHORT_DECK_CLASSES  # a royal flush
True
>>> rank_short_deck(parse_cards("Ah Kh 9h 8h 6h")) > rank_short_deck(parse_cards("Kc Kd Ks 6c 6d"))  # flush over full house
True
>>> rank_short_deck(parse_cards("Ac 6d 7h 8s 9c")) < rank_short_deck(parse_cards("6c 7d 8h 9s Tc"))  # A-6-7-8-9 the lowest straight
True

The tables mirror :func:`~pokervariants.rank_high`'s: a card key's rank sum
indexes a dict of non-flush values for each hand size, and a suit's 13-bit rank
mask indexes the flush table. With at most seven cards a hand that holds a
flush holds neither four of a kind nor a full house, so a flush, when there is
one, is the hand.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement

from .checks import short_repr
from .classes import HandClass
from .keys import CARD_KEYS, FLUSH_SHIFT, PAIR_KEYS, RANK_KEYS
from .tables import IntTable, LazyTable, _flush_table

__all__ = [
    "SHORT_DECK_CATEGORY_NAMES",
    "SHORT_DECK_CLASSES",
    "SHORT_DECK_LOWEST",
    "build_short_deck_flush",
    "check_short_deck",
    "invalid_short_deck",
    "rank_short_deck",
    "short_deck_class_of",
    "short_deck_classes",
    "short_deck_rank_tables",
]

SHORT_DECK_CLASSES = 1404
"""How many distinct short-deck hands there are; :func:`rank_short_deck` returns 1 to this."""
SHORT_DECK_LOWEST = 16
"""The smallest card number in the short deck, the six of clubs (ranks 4, the six, to 12, the ace)."""

# Short-deck categories, bigger is better: a flush above a full house.
SD_HIGH_CARD, SD_PAIR, SD_TWO_PAIR, SD_TRIPS, SD_STRAIGHT, SD_FULL_HOUSE, SD_FLUSH, SD_QUADS, SD_STRAIGHT_FLUSH = range(9)
SHORT_DECK_CATEGORY_NAMES = (
    "high card", "pair", "two pair", "three of a kind", "straight",
    "full house", "flush", "four of a kind", "straight flush",
)  # fmt: skip

_SIX, _NINE, _ACE = 4, 7, 12
_RANKS = range(_SIX, _ACE + 1)


def short_deck_class_of(ranks: tuple[int, ...], flush: bool) -> HandClass:
    """The short-deck class of five cards of these ranks (six to ace), flush or not, by the rules alone.

    A class is ``(category, ranks)``, the ranks most important first; A-6-7-8-9 reads
    ``(7, 6, 5, 4, 12)``, a nine-high straight.

    >>> short_deck_class_of((12, 7, 6, 5, 4), False)
    (4, (7, 6, 5, 4, 12))
    """
    distinct = sorted(set(ranks), reverse=True)
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
            return (SD_STRAIGHT_FLUSH if flush else SD_STRAIGHT, tuple(range(top, top - 5, -1)))
        if distinct == [_ACE, _NINE, _NINE - 1, _NINE - 2, _SIX]:
            return (SD_STRAIGHT_FLUSH if flush else SD_STRAIGHT, (_NINE, _NINE - 1, _NINE - 2, _SIX, _ACE))
        return (SD_FLUSH if flush else SD_HIGH_CARD, tuple(distinct))
    counts = {r: ranks.count(r) for r in distinct}
    pattern = tuple(sorted(ranks, key=lambda r: (counts[r], r), reverse=True))
    shape = tuple(sorted(counts.values(), reverse=True))
    category = {(4, 1): SD_QUADS, (3, 2): SD_FULL_HOUSE, (3, 1, 1): SD_TRIPS, (2, 2, 1): SD_TWO_PAIR, (2, 1, 1, 1): SD_PAIR}[shape]
    return (category, pattern)


def _multisets(size: int) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` short-deck ranks with at most four alike, ranks high first."""
    return [tuple(reversed(m)) for m in combinations_with_replacement(_RANKS, size) if all(m.count(r) <= 4 for r in set(m))]


@functools.cache
def short_deck_classes() -> tuple[HandClass, ...]:
    """All 1,404 short-deck classes, weakest first (the value of a class is its position, from 1)."""
    found = {short_deck_class_of(ranks, False) for ranks in _multisets(5)}
    found |= {short_deck_class_of(ranks, True) for ranks in combinations(_RANKS, 5)}
    return tuple(sorted(found))


@functools.cache
def short_deck_rank_tables() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """Non-flush short-deck values for 5, 6 and 7 cards: a dict for each size, by rank sum.

    The best hand of six or seven cards is the best of its hands of a card fewer, so each size
    grows from the one below.
    """
    index = {cls: value for value, cls in enumerate(short_deck_classes(), start=1)}
    level = {sum(RANK_KEYS[r] for r in ranks): index[short_deck_class_of(ranks, False)] for ranks in _multisets(5)}
    levels = [level]
    for size in (6, 7):
        grown: dict[int, int] = {}
        for ranks in _multisets(size):
            key = sum(RANK_KEYS[r] for r in ranks)
            grown[key] = max(level[key - RANK_KEYS[r]] for r in set(ranks))
        levels.append(grown)
        level = grown
    return levels[0], levels[1], levels[2]


def build_short_deck_flush() -> tuple[int, ...]:
    """Best short-deck flush or straight flush value for every 13-bit rank mask of one suit (0 below five cards,
    and for masks holding a rank below six, which no short-deck hand has)."""
    index = {cls: value for value, cls in enumerate(short_deck_classes(), start=1)}
    return _flush_table(5, lambda ranks: 0 if min(ranks) < _SIX else index[short_deck_class_of(ranks, True)])


# Replaced by the real tables on first use (see LazyTable).
_RANKS5: IntTable = LazyTable(globals(), "_RANKS5", lambda: short_deck_rank_tables()[0])
_RANKS6: IntTable = LazyTable(globals(), "_RANKS6", lambda: short_deck_rank_tables()[1])
_RANKS7: IntTable = LazyTable(globals(), "_RANKS7", lambda: short_deck_rank_tables()[2])
_FLUSH: IntTable = LazyTable(globals(), "_FLUSH", build_short_deck_flush)
_K = CARD_KEYS
_PAIRS = PAIR_KEYS
_FLUSH_SHIFT = FLUSH_SHIFT


def rank_short_deck(cards: Sequence[int]) -> int:
    """The strength of the best five-card short-deck hand in ``cards`` (5 to 7 cards, sixes to aces).

    Returns an int, bigger is better and equal means a tie: 1 for J-9-8-7-6 offsuit (6-7-8-9-T is a
    straight), :data:`SHORT_DECK_CLASSES` (1,404) for a royal flush. Cards are
    :class:`~pokervariants.Card` or plain ints 16-51; a card below the six, a joker, a repeated
    card or the wrong number of cards raises :class:`ValueError` saying what is allowed. No object
    is made per call.

    >>> from pokervariants import parse_cards
    >>> rank_short_deck(parse_cards("Jc 9d 8h 7s 6c"))
    1
    >>> rank_short_deck(parse_cards("As 5d 7h 8s 9c"))
    Traceback (most recent call last):
    ...
    ValueError: rank_short_deck takes 5 to 7 distinct cards of the short deck, sixes to aces (Card objects or ints 16-51): card 2 is 5d, below the six
    """
    K = _PAIRS  # a local is read faster than a global
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            if a < 16 or b < 16 or c < 16 or d < 16 or e < 16 or f < 16 or g < 16:  # below the six of clubs
                raise invalid_short_deck(cards, "rank_short_deck")
            k = K[a][b] + K[c][d] + K[e][f] + _K[g]
            table = _RANKS7
        elif n == 5:
            a, b, c, d, e = cards
            if a < 16 or b < 16 or c < 16 or d < 16 or e < 16:
                raise invalid_short_deck(cards, "rank_short_deck")
            k = K[a][b] + K[c][d] + _K[e]
            table = _RANKS5
        elif n == 6:
            a, b, c, d, e, f = cards
            if a < 16 or b < 16 or c < 16 or d < 16 or e < 16 or f < 16:
                raise invalid_short_deck(cards, "rank_short_deck")
            k = K[a][b] + K[c][d] + K[e][f]
            table = _RANKS6
        else:
            raise invalid_short_deck(cards, "rank_short_deck")
    except (IndexError, TypeError):
        raise invalid_short_deck(cards, "rank_short_deck") from None
    # Past the pack (a joker, 54-63) there is no card bit, and a repeated card sets one bit for two.
    if (k >> 40).bit_count() != n:
        raise invalid_short_deck(cards, "rank_short_deck")
    flush = (k + 0x3333000000) & 0x8888000000
    if flush:  # five of seven cards in one suit leave no four of a kind or full house, and a flush beats the rest
        return _FLUSH[(k >> _FLUSH_SHIFT[flush]) & 0x1FFF]
    return table[k & 0xFFFFFF]


def invalid_short_deck(cards: object, what: str) -> Exception:
    """A ``ValueError`` (``TypeError`` for something that is not a sequence) saying why ``cards``
    are not a short-deck hand for ``what``."""
    allowed = f"{what} takes 5 to 7 distinct cards of the short deck, sixes to aces (Card objects or ints 16-51)"
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Sequence):
        return TypeError(f"{allowed}, not {type(cards).__name__} {short_repr(cards)}")
    seen: set[int] = set()
    for position, card in enumerate(cards, start=1):
        if not isinstance(card, int) or not 0 <= card < 52:
            joker = " (the short deck has no jokers)" if isinstance(card, int) and card in (52, 53) else ""
            return ValueError(f"{allowed}: card {position} is {short_repr(card)}, not a card{joker}")
        name = "23456789TJQKA"[card >> 2] + "cdhs"[card & 3]
        if card < SHORT_DECK_LOWEST:
            return ValueError(f"{allowed}: card {position} is {name}, below the six")
        if card in seen:
            return ValueError(f"{allowed}: {name} appears twice")
        seen.add(card)
    return ValueError(f"{allowed}: got {len(cards)}")


def check_short_deck(cards: Sequence[object], what: str) -> None:
    """Refuse a short-deck hand of the wrong size, with a card outside the short deck or a repeated card, in ``what``'s words."""
    if not 5 <= len(cards) <= 7 or len(set(cards)) != len(cards) or not all(isinstance(c, int) and SHORT_DECK_LOWEST <= c < 52 for c in cards):
        raise invalid_short_deck(cards, what)
