"""Per-card integer keys: a hand's key is the sum of its cards' keys.

One key packs three fields, so a single sum answers three questions:

* bits 0-23, the rank part: the sum of a per-rank number chosen so that
  the sums of any multisets of the same number of ranks (up to seven, at most
  four alike) are distinct, so it indexes a table of non-flush strengths for
  hands of that size (largest seven-card sum 7,825,759). Sums of different
  sizes can coincide (the two's number is 0), so each hand size has its own
  table. At the bottom, one mask reads it;
* bits 24-39, four 4-bit suit counters: adding 3 to each (5 for three-card
  hands) sets a counter's top bit exactly when that suit holds enough cards
  for a flush;
* bits 40-93, one bit per card, suit-major (``40 + 13 * suit + rank``): the
  count of set bits equals the number of cards exactly when no card repeats,
  and shifting by a suit's offset gives that suit's 13-bit rank mask.
"""

from __future__ import annotations

__all__ = [
    "NATIVE_HIGH_SHIFT",
    "NATIVE_LOW_RANKS",
    "BAILEY_FLUSH_BIAS",
    "BAILEY_KEYS",
    "CARD_BITS",
    "CARD_KEYS",
    "FLUSH_BIAS",
    "FLUSH_SHIFT",
    "FLUSH_TEST",
    "PAIR_KEYS",
    "RANK_KEYS",
    "RANK_MASK",
    "RANK_SHIFT",
    "SUIT_ONES",
    "SUIT_SHIFT",
    "TABLE_CARDS",
    "TABLE_SIZE",
]

RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
"""Per-rank numbers whose sums over n ranks (n up to seven, at most four alike) are distinct for each n."""

RANK_SHIFT = 0
RANK_MASK = 0xFFFFFF
SUIT_SHIFT = 24
CARD_BITS = 40
FLUSH_BIAS = 0x3333 << SUIT_SHIFT
"""Added to a key of five or more cards: a suit counter's top bit is then set when the suit holds five."""
FLUSH_TEST = 0x8888 << SUIT_SHIFT
"""The suit counters' top bits."""
BAILEY_FLUSH_BIAS = 0x5555 << SUIT_SHIFT
"""As :data:`FLUSH_BIAS` for three-card flushes (Bailey's Poker)."""
SUIT_ONES = 0x1111 << SUIT_SHIFT
"""One in every suit counter (each wild card makes a flush need one card fewer)."""
TABLE_SIZE = 4 * RANK_KEYS[12] + 3 * RANK_KEYS[11] + 1
"""Length of a dense table indexed by the rank part of a seven-card hand."""

FLUSH_SHIFT = {0x8 << (SUIT_SHIFT + 4 * suit): CARD_BITS + 13 * suit for suit in range(4)}
"""Maps a flush test result (one counter's top bit) to the shift giving that suit's rank mask."""

NATIVE_LOW_RANKS = 7
"""The compiled build's rank key (``_native_high``): ranks 2 to 8 are base-5 digits from bit 0 (a
sum below 5**7), the 9 to the ace from ``NATIVE_HIGH_SHIFT`` (below 5**6)."""
NATIVE_HIGH_SHIFT = 17
"""Where the compiled build's rank key holds the 9 to the ace (above seven low cards' digit sum)."""

TABLE_CARDS = 64
"""Entries in every per-card table: cards 0-53, then zero keys. The rank functions refuse any
number outside 0-63 before a lookup (a negative index would wrap round to a real card), so a
number 54-63 lands on a zero key, which the card-count test rejects."""
_PADDING = TABLE_CARDS - 54


def _key(card: int) -> int:
    rank, suit = card >> 2, card & 3
    return (RANK_KEYS[rank] << RANK_SHIFT) | (1 << (SUIT_SHIFT + 4 * suit)) | (1 << (CARD_BITS + 13 * suit + rank))


CARD_KEYS: tuple[int, ...] = tuple(_key(c) for c in range(52)) + (0,) * (2 + _PADDING)
"""Keys of cards 0-51; jokers and the numbers 54-63 have key 0."""

PAIR_KEYS: tuple[tuple[int, ...], ...] = tuple(tuple(x + y for y in CARD_KEYS) for x in CARD_KEYS)
"""``PAIR_KEYS[a][b] == CARD_KEYS[a] + CARD_KEYS[b]``: two subscripts replace two subscripts and an
addition of large ints, which makes a seven-card sum about a seventh faster (4,096 entries)."""

BAILEY_KEYS: tuple[int, ...] = (
    CARD_KEYS[:52] + (1 << (CARD_BITS + 52), 1 << (CARD_BITS + 53)) + (0,) * _PADDING
)
"""As :data:`CARD_KEYS`, but a joker has a card bit (it is held, dead) and no rank or suit."""
