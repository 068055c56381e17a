"""The deck: an ordered pack, shuffled only from an explicit seed, dealt from the top.

>>> from pokervariants import Deck
>>> deck = Deck.shuffled(seed=7)
>>> len(deck.deal(5)), len(deck)
(5, 47)
"""

from __future__ import annotations

import hashlib
import random
import _random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Final, TypeVar

from ._cards import _STANDARD, CARDS, Card, DeckExhaustedError, Rank, _clip, as_cards, pack

__all__ = ["Deck"]

_NONE: tuple[Card, ...] = ()


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

    def __init__(self, cards: Iterable[int] = _NONE, /) -> None:
        checked = () if cards is _NONE else as_cards(cards)  # none: an empty deck, which the other constructors fill
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
        deck = cls()  # not cls.__new__ alone: compiled (docs/speed.rst), making a deck always runs __init__
        numbers = pack(jokers=jokers, lowest=lowest)
        order = _STANDARD.get(numbers)
        deck._cards = list(order) if order is not None else [CARDS[c] for c in reversed(numbers)]  # known distinct: no checks needed
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
            _shuffle_by_key(f"pokervariants reshuffle {self._reseed} {self._restocks}".encode(), shuffled)
            order = tuple(shuffled)
        else:
            order = given
        self._restocks += 1
        self._cards[0:0] = reversed(order)  # stored reversed: the bottom of the stub is the front of the list
        return order

    def copy(self) -> Deck:
        """An independent deck in the same state."""
        self._place_all()  # the copy then needs no generator of its own
        clone = Deck()
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


def _check_count(n: object) -> None:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"a number of cards is an int, not {type(n).__name__} {_clip(n)}")
    if n < 0:
        raise ValueError(f"cannot deal a negative number of cards ({_clip(n)})")


_T = TypeVar("_T")
_BITS: Final = tuple(n.bit_length() for n in range(56))
"""Bits in each number below 56 (Final: compiled, a static rather than a look-up in the module's dict)."""


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


def _shuffle_by_key(key: bytes, cards: list[_T]) -> None:
    """Shuffle ``cards`` by Fisher-Yates, the indices drawn from BLAKE2b digests of ``key`` (a
    reshuffle's: the deck's seed and the restock's number), so that one key always gives one
    order, on any machine and in any version.

    Each index takes two bytes of the stream (the 64-byte digests of ``key`` followed by a block
    number, 0, 1, 2 …), refused at or above the largest multiple of the range below 65,536 so that
    every index is equally likely. A keyed hash asks no generator to be seeded: seeding a Mersenne
    Twister for a reshuffle took longer than the reshuffle.
    """
    stream, at, block = b"", 0, 0
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        limit = 65536 - 65536 % n
        while True:
            if at >= len(stream):
                stream, at = hashlib.blake2b(key + block.to_bytes(4, "little")).digest(), 0
                block += 1
            draw = stream[at] << 8 | stream[at + 1]
            at += 2
            if draw < limit:
                break
        j = draw % n
        cards[i], cards[j] = cards[j], cards[i]


def _seeded(value: int) -> random.Random:
    """``random.Random(value)`` for an int, the same generator made without the Python-level
    seeding wrapper (a new hand asks for one)."""
    rng = _new_random(random.Random)
    _seed_random(rng, value)
    rng.gauss_next = None  # type: ignore[attr-defined]  # as Random.__init__ sets it
    return rng


_new_random = random.Random.__new__
_seed_random = _random.Random.seed
