"""What every hand state machine offers: the seat accessors they share and the protocol they follow.

:class:`~pokervariants.Hand` (the betting games) and
:class:`~pokervariants.engine.bailey.BaileyHand` (Bailey's Poker) both derive
from :class:`SeatedHand`; code that drives any game (a bot, a simulation, a
replay tool) can be written against :class:`PlayableHand`.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..actions import Action
from ..cards import Card
from .events import Event

__all__ = ["PlayableHand", "SeatedHand", "trusted"]


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


class SeatedHand:
    """The seat accessors every hand shares; subclasses set ``_actor``, ``_over``, ``_stacks`` and ``_start``."""

    _actor: int | None
    _over: bool
    _stacks: list[int]
    _start: tuple[int, ...]

    @property
    def actor(self) -> int | None:
        """The seat that must act now, or ``None`` when no decision is pending."""
        return self._actor

    @property
    def is_over(self) -> bool:
        """Whether the hand has been settled."""
        return self._over

    @property
    def stacks(self) -> tuple[int, ...]:
        """What each seat holds now: chips behind (not counting the pot), or Bailey's Poker's points."""
        return tuple(self._stacks)

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        """What each seat held when the hand began."""
        return self._start

    @property
    def payoffs(self) -> tuple[int, ...]:
        """Net won (positive) or lost per seat so far; final once :attr:`is_over`."""
        return tuple(s - t for s, t in zip(self._stacks, self._start))

    def _seat(self, seat: object) -> int:
        """``seat`` checked: an int naming one of the hand's seats (``ValueError`` or ``TypeError`` otherwise)."""
        if type(seat) is int and 0 <= seat < len(self._start):
            return seat
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"a seat is an int, not {type(seat).__name__}")
        raise ValueError(f"there is no seat {seat}: the seats are 0 to {len(self._start) - 1}")


_LIBRARY = __name__.split(".")[0] + "."


def trusted(variant: Any) -> bool:
    """Whether every object the engine calls into while a hand runs comes from this library.

    Such hands never fail part-way through an action; any other may (its code is not ours),
    so the engine then copies the state before each action and puts it back on an exception.
    """
    parts = [variant, getattr(variant, "opener", None), getattr(variant, "betting", None), getattr(variant, "stake", None)]
    parts += [*variant.rankers, *getattr(variant, "deal_hooks", ())]
    return all(part is None or type(part).__module__.startswith(_LIBRARY) for part in parts)
