"""The hand's event log: everything that happened, in order.

Every change to a hand is one of these frozen records appended to
:attr:`Hand.events`; replaying the log rebuilds the hand exactly.
"""

from __future__ import annotations

from attrs import field, frozen

from ..cards import Card
from ..hands import HandValue
from ..rankers import Ranker
from ..actions import Action

__all__ = [
    "Acted",
    "Awarded",
    "Burned",
    "CommunityDealt",
    "Dealt",
    "Dropped",
    "Event",
    "GambleLaid",
    "HandStarted",
    "Paid",
    "Posted",
    "Returned",
    "Shown",
    "StreetStarted",
    "Turned",
]


@frozen
class HandStarted:
    """The hand began with these stacks, seats in dealing order (and, in Bailey's Poker, this kitty)."""

    variant: str
    stacks: tuple[int, ...]
    kitty: int = 0


@frozen
class Posted:
    """A forced payment: an ante (or another dead payment a variant declares)."""

    seat: int
    kind: str
    amount: int


@frozen
class StreetStarted:
    """A street (a round of dealing followed by betting) began."""

    street: str


@frozen
class Dealt:
    """A card dealt to a seat, face up or down (``extra``: set off by a deal hook, such as Baseball's 4)."""

    seat: int
    card: Card
    face_up: bool
    extra: bool = False


@frozen
class Dropped:
    """A player out of the hand without choosing: the player could not afford a pot match."""

    seat: int
    reason: str


@frozen
class Burned:
    """A card burned face down."""

    card: Card


@frozen
class CommunityDealt:
    """A face-up card that plays in every hand (the deck ran short)."""

    card: Card


@frozen
class Acted:
    """A player's decision; ``added`` is the chips it moved from the player's stack (Bailey's Poker moves points in :class:`Paid`)."""

    seat: int
    action: Action
    added: int


@frozen
class Returned:
    """An uncalled bet returned to its owner."""

    seat: int
    amount: int


@frozen
class Shown:
    """A hand shown at showdown, with its rank under each of the variant's rankers (0: no qualifying low)."""

    seat: int
    cards: tuple[Card, ...]
    ranks: tuple[int, ...]
    rankers: tuple[Ranker, ...] = field(default=(), eq=False, repr=False)

    @property
    def values(self) -> tuple[HandValue | None, ...]:
        """The hand under each ranker, described (made on demand: the engine compares ranks)."""
        return tuple(ranker.evaluate(self.cards) if rank else None for ranker, rank in zip(self.rankers, self.ranks))


@frozen
class Awarded:
    """Chips from a pot (``share`` ``"high"``, ``"low"`` or ``"all"``) to a seat."""

    pot: int
    share: str
    seat: int
    amount: int
    ranker: Ranker | None = field(default=None, eq=False, repr=False)
    cards: tuple[Card, ...] = field(default=(), eq=False, repr=False)

    @property
    def hand(self) -> HandValue | None:
        """The hand that won the chips (``None`` when everyone else folded), made on demand."""
        return None if self.ranker is None else self.ranker.evaluate(self.cards)


@frozen
class GambleLaid:
    """Bailey's Poker: a gamble card laid from the pack, adding ``value`` to the stake (which is now ``stake``)."""

    card: Card
    value: int
    stake: int


@frozen
class Turned:
    """Bailey's Poker: a seat's next face-down card turned face up."""

    seat: int
    card: Card


@frozen
class Paid:
    """Bailey's Poker: points from ``payer`` to ``payee``; ``None`` on either side is the kitty."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str


#: The type of every entry in a hand's events.
Event = HandStarted | Posted | StreetStarted | Dealt | Dropped | Burned | CommunityDealt | Acted | Returned | Shown | Awarded | GambleLaid | Turned | Paid
