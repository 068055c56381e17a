"""Cards, ranks, suits, card text and the deck.

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
import hashlib
import operator
import random
import _random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

__all__ = [
    "CARDS",
    "CardsLike",
    "JOKER",
    "JOKER_2",
    "Card",
    "Deck",
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
        """The card as a picture, which is how a notebook shows it (:func:`pokervariants.svg.card`)."""
        from .svg import card

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


class Deck:
    """An ordered pack; cards are dealt from the top (the front of :attr:`cards`).

    A deck is shuffled only from an explicit seed or :class:`random.Random`, so
    every deal can be reproduced; :meth:`stacked` fixes the order outright.

    >>> deck = Deck.shuffled(seed=7)
    >>> len(deck), len(deck.deal(5)), len(deck)
    (52, 5, 47)
    >>> Deck.shuffled(seed=7).deal(3) == Deck.shuffled(seed=7).deal(3)
    True
    >>> Deck.stacked("As Kd").deal(2)
    (Card('As'), Card('Kd'))
    """

    __slots__ = ("_cards", "_burned", "_reseed", "_restocks", "_planned", "_pool", "_bits")
    # A deck shuffled from an int seed is shuffled lazily: Fisher-Yates fixes the top card first,
    # so each card is put in place as it is dealt, by the very draws of the generator that a
    # whole shuffle would make in the same order (the same deck, card for card), and the cards a
    # hand never deals cost nothing. ``_pool`` is 0 once every card is in place, otherwise the
    # number of cards not yet placed, which is then every card left (dealing places what it takes);
    # ``_bits`` is the generator's ``getrandbits``. Anything that reads or moves more than the top
    # cards places them all first (:meth:`_place_all`).

    def __init__(self, cards: Iterable[int] = (), /) -> None:
        checked = as_cards(cards)
        seen: set[int] = set()
        for card in checked:
            if card in seen:
                raise ValueError(f"card {card} appears twice in the deck")
            seen.add(card)
        # Stored reversed so dealing pops from the end of a list.
        self._cards: list[Card] = list(reversed(checked))
        self._burned: list[Card] = []
        self._reseed: int | None = None
        self._restocks = 0
        self._planned: tuple[tuple[Card, ...], ...] = ()
        self._pool = 0
        self._bits: Callable[[int], int] | None = None

    @classmethod
    def standard(cls, *, jokers: int = 0, lowest: str | Rank = "2") -> Deck:
        """An unshuffled pack: ``2c 2d 2h 2s 3c …  As`` then the jokers (0, 1 or 2); ``lowest="6"``
        for the 36-card short deck (sixes to aces), or any other lowest rank.

        >>> len(Deck.standard()), len(Deck.standard(jokers=1)), len(Deck.standard(lowest="6"))
        (52, 53, 36)
        """
        deck = cls.__new__(cls)
        numbers = pack(jokers=jokers, lowest=lowest)
        order = _STANDARD.get(numbers)
        deck._cards = list(order) if order is not None else [CARDS[c] for c in reversed(numbers)]  # known distinct: no checks needed
        deck._burned = []
        deck._reseed, deck._restocks, deck._planned, deck._pool, deck._bits = None, 0, (), 0, None
        return deck

    @classmethod
    def shuffled(cls, seed: int | random.Random, *, jokers: int = 0, lowest: str | Rank = "2", reshuffles: bool = False) -> Deck:
        """A pack (with 0-2 jokers, from the ``lowest`` rank up) shuffled by ``seed``: an int or a :class:`random.Random`.

        Every shuffled deck has a seed of its own for :meth:`restock` (a draw game's discards): the
        int ``seed`` itself; from a generator, with ``reshuffles=True`` (how the draw games make
        their decks), 64 bits drawn from it after the shuffle, and otherwise the order the shuffle
        dealt, so that the generator is left exactly as a whole shuffle leaves it.
        """
        rng = _rng(seed)
        deck = cls.standard(jokers=jokers, lowest=lowest)
        if rng is not seed and len(deck._cards) < len(_BITS):  # a generator of the deck's own: shuffled as it is dealt
            deck._pool, deck._bits = len(deck._cards), rng.getrandbits
        else:  # the caller's generator is left exactly as a whole shuffle leaves it
            _shuffle(rng, deck._cards)
        if isinstance(seed, int):
            deck._reseed = seed
        elif reshuffles:
            deck._reseed = rng.getrandbits(64)
        else:  # as random as the shuffle, and the caller's generator untouched
            deck._reseed = int.from_bytes(bytes(deck._cards))
        return deck

    @classmethod
    def stacked(
        cls,
        cards: str | Iterable[int],
        *,
        fill: bool = False,
        seed: int | random.Random | None = None,
        jokers: int = 0,
        lowest: str | Rank = "2",
        reshuffles: Iterable[str | Iterable[int]] = (),
    ) -> Deck:
        """A deck that deals ``cards`` in the order given.

        With ``fill=True`` the rest of the pack (``jokers`` and ``lowest`` as for :meth:`standard`)
        follows the stacked cards, shuffled by ``seed`` when one is given, otherwise in standard order.
        ``reshuffles`` fixes the order of each :meth:`restock` in turn (a draw game's discards
        shuffled into a new stub); without it a stacked deck restocks them in the order given.

        >>> deck = Deck.stacked("As", fill=True)
        >>> len(deck), deck.deal(2)
        (52, (Card('As'), Card('2c')))
        >>> Deck.stacked("As", fill=True, lowest="6").deal(2)
        (Card('As'), Card('6c'))
        """
        top = as_cards(cards)
        numbers = pack(jokers=jokers, lowest=lowest)
        if not isinstance(fill, bool):
            raise TypeError(f"fill is True or False, not {_clip(fill)}")
        if isinstance(reshuffles, (str, bytes)):
            raise TypeError("reshuffles is a list of card orders, one a reshuffle (['As Kd', ...]), not one string")
        planned = tuple(as_cards(order) for order in reshuffles)
        if not fill:
            if seed is not None:
                raise ValueError("seed only applies with fill=True")
            deck = cls(top)
        else:
            taken = set(top)
            rest = [c for c in numbers if c not in taken]
            if seed is not None:
                _shuffle(_rng(seed), rest)
            deck = cls([*top, *rest])
        deck._planned = planned
        return deck

    def shuffle(self, seed: int | random.Random) -> None:
        """Shuffle the remaining cards in place with ``seed`` (an int or a :class:`random.Random`)."""
        self._place_all()
        _shuffle(_rng(seed), self._cards)

    def _place(self, n: int) -> None:
        """Put the top ``n`` cards of a lazily shuffled deck in place (``_pool`` is not 0)."""
        cards, getrandbits = self._cards, self._bits
        assert getrandbits is not None
        i = len(cards) - 1
        stop = i - n if i > n else 0
        while i > stop:
            bits = _BITS[i + 1]
            j = getrandbits(bits)
            while j > i:
                j = getrandbits(bits)
            cards[i], cards[j] = cards[j], cards[i]
            i -= 1
        self._pool = i + 1 if i > 0 else 0  # the last card left needs no draw: it is in place

    def _place_all(self) -> None:
        """Finish a lazy shuffle: every card in place."""
        if self._pool:
            self._place(len(self._cards))

    def deal(self, n: int = 1) -> tuple[Card, ...]:
        """Take ``n`` cards from the top."""
        if type(n) is not int or n < 0:  # the common case without a call
            _check_count(n)
        if n > len(self._cards):
            raise DeckExhaustedError(f"cannot deal {n} cards: {len(self._cards)} remain")
        if self._pool:
            self._place(n)
        dealt = self._cards[len(self._cards) - n :]
        del self._cards[len(self._cards) - n :]
        return tuple(reversed(dealt))

    def deal_one(self) -> Card:
        """Take the top card."""
        if not self._cards:
            raise DeckExhaustedError("cannot deal: the deck is empty")
        if self._pool:
            self._place(1)
        return self._cards.pop()

    def draw(self, seat: int = -1, face_up: bool = False, extra: bool = False) -> Card:
        """The top card, as a hand's card source (for a seat, face up or down: a deck deals the same either way)."""
        cards = self._cards
        if not cards:
            raise DeckExhaustedError("cannot deal: the deck is empty")
        if self._pool:
            self._place(1)
        return cards.pop()

    def draw_many(self, seats: Sequence[int], face_up: bool = False) -> tuple[Card, ...]:
        """The top cards, one for each of ``seats`` in order (a round of dealing)."""
        n = len(seats)
        if n > len(self._cards):
            raise DeckExhaustedError(f"cannot deal {n} cards: {len(self._cards)} remain")
        if self._pool:
            self._place(n)
        dealt = self._cards[len(self._cards) - n :]
        del self._cards[len(self._cards) - n :]
        dealt.reverse()
        return tuple(dealt)

    def burn(self) -> Card:
        """Take the top card out of play, face down; it is kept in :attr:`burned`."""
        card = self.deal_one()
        self._burned.append(card)
        return card

    def peek(self, n: int = 1) -> tuple[Card, ...]:
        """The top ``n`` cards, without dealing them."""
        if type(n) is not int or n < 0:  # the common case without a call
            _check_count(n)
        self._place_all()
        return tuple(reversed(self._cards[max(0, len(self._cards) - n) :]))

    @property
    def remaining(self) -> int:
        """How many cards are left to deal."""
        return len(self._cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The undealt cards, top first."""
        self._place_all()
        return tuple(reversed(self._cards))

    @property
    def planned(self) -> bool:
        """Whether the orders of reshuffles are fixed in advance (``Deck.stacked(..., reshuffles=)``):
        a restock then refuses discards its order does not hold."""
        return bool(self._planned)

    @property
    def burned(self) -> tuple[Card, ...]:
        """The burned cards, in the order burned."""
        return tuple(self._burned)

    def restock(self, cards: Sequence[int]) -> tuple[Card, ...]:
        """Put ``cards`` (a draw game's discards) beneath the cards left, shuffled, and return them
        in their new order, top first (RULES.md 6: when the stub runs short).

        A shuffled deck shuffles them from its own seed (the same hand, the same reshuffle); a
        stacked deck takes the order its ``reshuffles`` give, and otherwise keeps the order given.

        >>> deck = Deck.stacked("As Kd")
        >>> deck.deal(2) and deck.restock(Deck.stacked("2c 3c").cards)
        (Card('2c'), Card('3c'))
        >>> Deck.shuffled(1).restock([]) == ()
        True
        """
        given = as_cards(cards)
        self._place_all()
        if self._restocks < len(self._planned):
            order = self._planned[self._restocks]
            if sorted(order) != sorted(given):
                raise ValueError(
                    f"reshuffle {self._restocks + 1} of this stacked deck is planned as {' '.join(map(str, order))}, "
                    f"but the cards to reshuffle are {' '.join(map(str, given)) or 'none'}"
                )
        elif self._reseed is not None:
            shuffled = list(given)
            _shuffle(_rng_of_text(f"pokervariants reshuffle {self._reseed} {self._restocks}"), shuffled)
            order = tuple(shuffled)
        else:
            order = given
        self._restocks += 1
        self._cards[0:0] = reversed(order)  # stored reversed: the bottom of the stub is the front of the list
        return order

    def copy(self) -> Deck:
        """An independent deck in the same state."""
        self._place_all()  # the copy then needs no generator of its own
        clone = Deck.__new__(Deck)
        clone._pool, clone._bits = 0, None
        clone._cards = list(self._cards)
        clone._burned = list(self._burned)
        clone._reseed, clone._restocks, clone._planned = self._reseed, self._restocks, self._planned
        return clone

    def __copy__(self) -> Deck:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, object]) -> Deck:
        return self.copy()  # the cards are immutable: sharing them is exact

    def __getstate__(self) -> tuple[object, ...]:
        self._place_all()  # pickled whole: the generator stays behind
        return (self._cards, self._burned, self._reseed, self._restocks, self._planned)

    def __setstate__(self, state: tuple[object, ...]) -> None:
        self._cards, self._burned, self._reseed, self._restocks, self._planned = state  # type: ignore[assignment]
        self._pool, self._bits = 0, None

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"<Deck: {len(self._cards)} cards, top {' '.join(map(str, self.peek(3)))}>"


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


def _check_count(n: object) -> None:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"a number of cards is an int, not {type(n).__name__} {_clip(n)}")
    if n < 0:
        raise ValueError(f"cannot deal a negative number of cards ({_clip(n)})")


_T = TypeVar("_T")
_BITS = tuple(n.bit_length() for n in range(56))


def _shuffle(rng: random.Random, cards: list[_T]) -> None:
    """``rng.shuffle(cards)``, card for card the same, in about half the time: a plain
    :class:`random.Random` draws its Fisher-Yates indices by rejection from ``getrandbits``, and
    that loop is written out here without a call per card. Any other generator shuffles itself."""
    if type(rng) is not random.Random or len(cards) >= len(_BITS):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bits = _BITS[i + 1]
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def _rng(seed: int | random.Random) -> random.Random:
    if type(seed) is int:
        return _seeded(seed)
    if isinstance(seed, random.Random):
        return seed
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
    return random.Random(seed)


def _rng_of_text(text: str) -> random.Random:
    """``random.Random(text)``: the int the seeding wrapper makes of a text (its bytes followed by
    their SHA-512 digest) seeds the same generator."""
    data = text.encode()
    return _seeded(int.from_bytes(data + hashlib.sha512(data).digest()))


def _seeded(value: int) -> random.Random:
    """``random.Random(value)`` for an int, the same generator made without the Python-level
    seeding wrapper (a new hand asks for one)."""
    rng = _new_random(random.Random)
    _seed_random(rng, value)
    rng.gauss_next = None  # type: ignore[attr-defined]  # as Random.__init__ sets it
    return rng


_new_random = random.Random.__new__
_seed_random = _random.Random.seed
