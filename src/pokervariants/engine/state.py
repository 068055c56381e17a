"""What every hand offers, and whether the engine can trust a variant's parts.

:class:`PlayableHand` is the surface code that drives any game is written
against (a bot, a simulation, a replay tool); :class:`~pokervariants.Hand`
follows it for every game. :func:`trusted` decides whether an action can run
without a transaction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from ..core import Action, Card, Deck, pack
from .events import Event

if TYPE_CHECKING:
    from .protocols import GameVariant

__all__ = ["PlayableHand", "pack_of", "trusted"]


class PlayableHand(Protocol):
    """A hand in progress, of any game: who acts, what is legal, acting, and the record."""

    @property
    def actor(self) -> int | None:
        """The seat that must act now, or ``None`` when no decision is pending."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the hand has been settled."""
        ...

    @property
    def payoffs(self) -> tuple[int, ...]:
        """Net won (positive) or lost per seat."""
        ...

    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened, in order."""
        ...

    @property
    def folded(self) -> tuple[bool, ...]:
        """Which seats are out of the hand."""
        ...

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the current actor may take (empty if none is pending)."""
        ...

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-up cards: what everyone sees."""
        ...

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-down cards."""
        ...

    def cards(self, seat: int) -> tuple[Card, ...]:
        """Every card that plays in the seat's hand."""
        ...

    def act(self, action: Action) -> None:
        """Take ``action`` for the current actor, or raise :class:`~pokervariants.IllegalActionError`."""
        ...


_LIBRARY: Final = __name__.split(".")[0] + "."


def pack_of(variant: GameVariant) -> range:
    """The card numbers of a game's pack: its ``jokers`` (0-2) and its ``lowest_rank`` (``"2"``
    unless the game says otherwise: ``"6"`` for short deck)."""
    jokers, lowest = getattr(variant, "jokers", 0), getattr(variant, "lowest_rank", "2")
    if jokers == 0 and lowest == "2" and type(jokers) is int and type(lowest) is str:  # the usual pack, at once: every new hand asks
        return _FULL_PACK
    return pack(jokers=jokers, lowest=lowest)


_FULL_PACK: Final = pack()


def trusted(variant: GameVariant, source: object = None) -> bool:
    """Whether every object the engine calls into while a hand runs (the ``source`` of its cards
    among them) comes from this library.

    Such hands never fail part-way through an action; any other may (its code is not ours),
    so the engine then copies the state before each action and puts it back on an exception.
    A variant may say it once, in a bool attribute ``trusted`` (the built-in games work it out
    when they are made).
    """
    if source is not None and (not type(source).__module__.startswith(_LIBRARY) or isinstance(source, Deck) and source.planned):
        return False  # a source of its own, or a deck whose planned reshuffles may not fit the discards
    known = getattr(variant, "trusted", None)
    if type(known) is bool:
        return known
    parts = [variant, getattr(variant, "opener", None), getattr(variant, "betting", None), getattr(variant, "stake", None)]
    parts += [*variant.rankers, *variant.deal_hooks]
    return all(part is None or type(part).__module__.startswith(_LIBRARY) for part in parts)
