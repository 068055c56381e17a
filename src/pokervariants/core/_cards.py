"""Cards, ranks, suits, card text and packs (the deck is :class:`~pokervariants.core.Deck`).

A :class:`Card` is an ``int``: ``rank * 4 + suit`` for the 52 standard cards
(``2c`` is 0, ``As`` is 51) and 52, 53 for the two jokers. Lookup tables index
it directly, so plain ints work wherever a card is expected.

>>> parse_cards("As Td 2c")
(Card('As'), Card('Td'), Card('2c'))
>>> int(Card("As")), str(Card(0))
(51, '2c')
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Iterable

__all__ = [
    "CARDS",
    "CardsLike",
    "JOKER",
    "JOKER_2",
    "Card",
    "CardNotHeldError",
    "DeckExhaustedError",
    "Rank",
    "Suit",
    "pack",
    "parse_cards",
]

_RANK_CHARS = "23456789TJQKA"
_SUIT_CHARS = "cdhs"
_SUIT_SYMBOLS = {"♣": 0, "♦": 1, "♥": 2, "♠": 3, "♧": 0, "♢": 1, "♡": 2, "♤": 3}
_RANK_NAMES = (
    "two", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)  # fmt: skip


class Rank(enum.IntEnum):
    """A card rank, ``TWO`` (0) to ``ACE`` (12); the ace also plays low where a rule says so."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def char(self) -> str:
        """The one-character text form: ``'2'`` … ``'9'``, ``'T'``, ``'J'``, ``'Q'``, ``'K'``, ``'A'``."""
        return _RANK_CHARS[self]

    @property
    def word(self) -> str:
        """The English name, as in "a pair of *jacks*" (singular): ``'jack'``."""
        return _RANK_NAMES[self]

    @property
    def plural(self) -> str:
        """The English plural: ``'sixes'``, ``'kings'``."""
        return "sixes" if self is Rank.SIX else self.word + "s"

    @classmethod
    def from_char(cls, char: str) -> Rank:
        """The rank written ``char`` (``'T'`` or ``'10'`` for ten; case does not matter).

        >>> Rank.from_char("q")
        <Rank.QUEEN: 10>
        """
        text = "T" if char == "10" else char.upper()
        if len(text) != 1 or text not in _RANK_CHARS:
            raise ValueError(f"bad rank {char!r}: expected one of 2-9, T (or 10), J, Q, K, A")
        return cls(_RANK_CHARS.index(text))


class Suit(enum.IntEnum):
    """A suit. The order clubs < diamonds < hearts < spades is used only where a rule says "by suit"."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        """The one-letter text form: ``'c'``, ``'d'``, ``'h'``, ``'s'``."""
        return _SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: ``'♣'``, ``'♦'``, ``'♥'``, ``'♠'``."""
        return "♣♦♥♠"[self]


JOKER = 52
"""The first joker's card number (``Jk`` or ``Jk1``)."""
JOKER_2 = 53
"""The second joker's card number (``Jk2``)."""


class Card(int):
    """One card: an ``int`` from 0 to 53, built from a number or from text.

    >>> Card("Ks").rank, Card("Ks").suit
    (<Rank.KING: 11>, <Suit.SPADES: 3>)
    >>> Card("10h"), Card(52), Card("Jk2")
    (Card('Th'), Card('Jk'), Card('Jk2'))
    """

    __slots__ = ()

    def __new__(cls, value: int | str) -> Card:
        if isinstance(value, str):
            parsed = parse_cards(value)
            if len(parsed) != 1:
                raise ValueError(f"expected exactly one card, got {len(parsed)} in {_clip(value)}")
            return parsed[0]
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise TypeError(f"a card is text such as 'As' or a number 0-53, not {type(value).__name__} {_clip(value)}")
        number = operator.index(value)  # exact: no float is silently truncated
        if not 0 <= number <= JOKER_2:
            raise ValueError(f"card number {_clip(number)} is out of range: 0-51 for cards, 52-53 for jokers")
        return super().__new__(cls, number)

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """The card of the given rank and suit.

        >>> Card.of(Rank.ACE, Suit.SPADES)
        Card('As')
        """
        if not (0 <= rank <= 12 and 0 <= suit <= 3):
            raise ValueError(f"rank must be 0-12 and suit 0-3, got rank {rank}, suit {suit}")
        return cls(int(rank) * 4 + int(suit))

    @property
    def is_joker(self) -> bool:
        """Whether this card is one of the two jokers."""
        return self >= JOKER

    @property
    def rank(self) -> Rank:
        """The rank; a joker has none and raises ``ValueError``."""
        if self >= JOKER:
            raise ValueError("a joker has no rank")
        return Rank(self >> 2)

    @property
    def suit(self) -> Suit:
        """The suit; a joker has none and raises ``ValueError``."""
        if self >= JOKER:
            raise ValueError("a joker has no suit")
        return Suit(self & 3)

    def __str__(self) -> str:
        if self >= JOKER:
            return "Jk" if self == JOKER else "Jk2"
        return _RANK_CHARS[self >> 2] + _SUIT_CHARS[self & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def _repr_svg_(self) -> str:
        """The card as a picture, which is how a notebook shows it (:func:`pokervariants.render.svg.card`)."""
        from ..render.svg import card

        return card(self)


_SEPARATORS = " \t\r\n,;"
_CARD_FORMS = (
    "a rank (2-9, T or 10, J, Q, K, A, any case) followed by a suit (c, d, h, s or ♣ ♦ ♥ ♠), "
    "or Jk / Jk1 / Jk2 for a joker"
)


def _clip(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, so that a message about huge input stays short."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit - 20]}... ({len(text):,} characters)"


def _bad_token(text: str, start: int, index: int) -> ValueError:
    end = start
    while end < len(text) and text[end] not in _SEPARATORS:
        end += 1
    token = text[start:end] or text[start : start + 1]
    if len(token) > 3:  # cards run together ("AsXxKd"): name the two characters that failed
        token = text[start : start + 2]
    return ValueError(f"bad card {token[:20]!r} (card {index}, character {start}) in {_clip(text)}: expected {_CARD_FORMS}")


def _suit_at(text: str, i: int) -> int | None:
    if i >= len(text):
        return None
    char = text[i]
    if char in _SUIT_SYMBOLS:
        return _SUIT_SYMBOLS[char]
    position = _SUIT_CHARS.find(char.lower())
    return None if position < 0 else position


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards from text such as ``"As Td 2c"``, ``"AsKd"``, ``"10♥ j♠"`` or ``"Jk 7c"``.

    Separators (spaces, commas) are optional. A bare ``Jk`` is the first joker not
    yet named. A bad token or a repeated card raises ``ValueError`` naming the token
    and where it is.

    >>> parse_cards("AsKd 10♥, jk")
    (Card('As'), Card('Kd'), Card('Th'), Card('Jk'))
    >>> parse_cards("As Ax")
    Traceback (most recent call last):
    ...
    ValueError: bad card 'Ax' (card 2, character 3) in 'As Ax': expected a rank (2-9, T or 10, J, Q, K, A, any case) followed by a suit (c, d, h, s or ♣ ♦ ♥ ♠), or Jk / Jk1 / Jk2 for a joker
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_cards takes a string, not {type(text).__name__}")
    cards: list[Card] = []
    seen: dict[int, int] = {}
    i = 0
    n = len(text)
    while i < n:
        if text[i] in _SEPARATORS:
            i += 1
            continue
        start = i
        index = len(cards) + 1
        head = text[i : i + 2]
        if head.lower() == "jk":
            i += 2
            number: int | None = None
            if i < n and text[i] in "12" and _suit_at(text, i + 1) is None:
                number = JOKER + int(text[i]) - 1
                i += 1
            if number is None:
                free = [j for j in (JOKER, JOKER_2) if j not in seen]
                if not free:
                    raise ValueError(f"a third joker {text[start:i]!r} (card {index}, character {start}) in {_clip(text)}: a deck has at most two")
                number = free[0]
        else:
            if text.startswith("10", i):
                rank, i = 8, i + 2
            else:
                rank = _RANK_CHARS.find(text[i].upper())
                i += 1
            suit = _suit_at(text, i)
            if rank < 0 or suit is None:
                raise _bad_token(text, start, index)
            i += 1
            number = rank * 4 + suit
        if i < n and text[i] not in _SEPARATORS and not _starts_card(text, i):
            raise _bad_token(text, i, index + 1)  # this card is fine; what follows it is not
        if number in seen:
            raise ValueError(
                f"duplicate card {text[start:i]!r} (card {index}, character {start}) in {_clip(text)}: "
                f"{Card(number)} already appears as card {seen[number]}"
            )
        seen[number] = index
        cards.append(Card(number))
    return tuple(cards)


def _starts_card(text: str, i: int) -> bool:
    """Whether a card could start at ``text[i]`` (used to accept ``"AsKd"``)."""
    char = text[i].upper()
    return char in _RANK_CHARS or text.startswith("10", i)


CardsLike = str | Iterable[int]
"""Cards as text (``"As Kd"``) or as card numbers (:class:`Card` objects or ints)."""


def as_cards(cards: CardsLike) -> tuple[Card, ...]:
    """Cards from text or from card numbers, as :class:`Card` objects.

    >>> as_cards([51, 0])
    (Card('As'), Card('2c'))
    """
    if type(cards) is tuple or type(cards) is list:  # the usual case, without the abstract Iterable check
        return tuple([c if type(c) is Card else Card(c) for c in cards])
    if isinstance(cards, str):
        return parse_cards(cards)
    if isinstance(cards, Card):
        raise TypeError(f"cards are a collection: give the one card {cards} in a list ([card]) or as text ('{cards}')")
    if isinstance(cards, int) and not isinstance(cards, bool):
        raise TypeError(f"cards are a collection: give the one card number {cards} in a list ([{cards}])")
    if isinstance(cards, (bytes, bytearray)) or not isinstance(cards, Iterable):
        raise TypeError(f"cards are text such as 'As Kd' or card numbers (Card or int 0-53), not {type(cards).__name__}")
    return tuple(c if type(c) is Card else Card(c) for c in cards)


class DeckExhaustedError(ValueError):
    """Raised when a deck is asked for more cards than it holds."""


class CardNotHeldError(ValueError):
    """Raised when a card is to leave a seat's hand that the seat does not hold there (a face-down
    card asked for among the face-up ones, or one held by nobody). Nothing has changed.

    Code reads :attr:`seat`, :attr:`card` and :attr:`held` (the cards the seat does hold there)
    rather than the message.

    >>> error = CardNotHeldError(Card("Kd"), seat=1, held=(Card("As"), Card("7c")), where="face down")
    >>> str(error)
    'seat 1 holds no Kd face down (holds As 7c)'
    """

    def __init__(self, card: Card, *, seat: int, held: tuple[Card, ...], where: str) -> None:
        holding = " ".join(map(str, held)) if held else "none"
        super().__init__(f"seat {seat} holds no {card} {where} (holds {holding})")
        self.card = card
        """The card asked for."""
        self.seat = seat
        """The seat it was asked of."""
        self.held = held
        """The cards the seat holds there."""


CARDS = tuple(Card(number) for number in range(54))
"""Every card, indexed by its number: ``CARDS[51]`` is the ace of spades."""


def _check_jokers(jokers: object) -> None:
    if isinstance(jokers, bool) or jokers not in (0, 1, 2):
        raise ValueError(f"jokers must be 0, 1 or 2, got {_clip(jokers)}")


def pack(*, jokers: int = 0, lowest: str | Rank = "2") -> range:
    """The card numbers of a pack: every card from the ``lowest`` rank to the aces (card numbers run
    rank by rank, so a pack is a range), then ``jokers`` (0, 1 or 2).

    >>> pack(), pack(jokers=2), pack(lowest="6")
    (range(0, 52), range(0, 54), range(16, 52))
    """
    known = _PACKS.get((jokers, lowest)) if type(jokers) is int and type(lowest) is str else None
    if known is not None:  # every new hand asks: the usual packs without a check
        return known
    _check_jokers(jokers)
    if isinstance(lowest, Rank):
        rank = int(lowest)
    elif isinstance(lowest, str) and lowest.upper() in (*_RANK_CHARS, "10"):
        rank = Rank.from_char(lowest)
    else:
        raise ValueError(f"lowest is a rank from 2 to A, such as '6' for the short deck, not {_clip(lowest)}")
    if jokers and rank:
        raise ValueError("a pack with jokers is a full pack: jokers with a lowest rank other than 2 are not supported")
    return range(rank * 4, 52 + jokers)


_PACKS = {
    **{(jokers, "2"): range(52 + jokers) for jokers in (0, 1, 2)},
    **{(0, char): range(rank * 4, 52) for rank, char in enumerate(_RANK_CHARS)},
}
_STANDARD = {numbers: tuple(CARDS[c] for c in reversed(numbers)) for numbers in _PACKS.values()}
"""Each usual pack in the order a new deck stores it (reversed: the top card last)."""

