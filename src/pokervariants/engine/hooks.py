"""Deal hooks: what happens when a card is dealt (Baseball's face-up 3s and 4s, Follow the Queen's wild rank).

A variant declares hooks; the engine calls each one for every card it deals to
a player, with the card in context (:class:`DealtCard`: the seat, face up or
down, the street) and the table as it stands, and carries out the effects the
hook returns. Effects are plain values:

* :class:`ExtraCard`: deal the player one more card at once;
* :class:`Schedule`: a decision for the player before the street's betting (a
  pot match, a fee to pay or fold);
* :class:`SetState`: the variant's per-hand state becomes a new value (the
  current wild rank), so copies, replays and equity see it;
* :class:`Charge`: dead money from the player (a fee).

A hook reads the table but never changes it: its answer depends on the card,
its context and the variant's state, so a replay or a simulation dealing the
same cards gets the same effects.

>>> from pokervariants import Card, Rank
>>> hook = FaceUpRank(rank=Rank.FOUR, effect=DealEffect.EXTRA_CARD)
>>> hook.on_deal(Card("4h"), True, False), hook.on_deal(Card("4h"), False, False)
((<DealEffect.EXTRA_CARD: 'extra card'>,), ())
"""

from __future__ import annotations

import enum
import inspect
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from attrs import field, frozen

from ..core import CARDS, Card, Rank
from .events import Posted, PostKind

if TYPE_CHECKING:
    from .protocols import DecisionPolicy
    from .table import Table

__all__ = ["Charge", "ContextDealHook", "DealEffect", "DealHook", "DealtCard", "Effect", "ExtraCard", "FaceUpRank", "Schedule", "SetState", "SimpleDealHook", "SimpleHook", "is_simple_hook", "run_hooks"]


@frozen
class DealtCard:
    """A card just dealt to a player, in context: what a deal hook is told."""

    card: Card
    seat: int
    face_up: bool
    extra: bool
    """Dealt because of an earlier hook's :class:`ExtraCard` (Baseball's extra cards set off nothing)."""
    street: str
    """The name of the street being dealt."""


@frozen
class ExtraCard:
    """Deal the player one more card at once (face down unless ``face_up``); forfeited when the pack
    cannot spare it without starving the rest of the round."""

    face_up: bool = False


@frozen
class Schedule:
    """A decision for the player, run (in dealing order) before the street's betting."""

    policy: DecisionPolicy


@frozen
class SetState:
    """The variant's per-hand state becomes ``state`` (an immutable value)."""

    state: object


@frozen
class Charge:
    """Dead money from the player into the main pot: ``amount``, or all the player has if less."""

    amount: int
    kind: str = PostKind.FEE


Effect = ExtraCard | Schedule | SetState | Charge
"""What a deal hook may return."""


class DealEffect(enum.Enum):
    """The effects of the simple hook form, ``on_deal(card, face_up, extra)``."""

    EXTRA_CARD = "extra card"
    """The player is dealt one more card face down at once (forfeited if the deck is empty)."""
    MATCH_OR_DROP = "match or drop"
    """Before the betting, the player must match the pot (dead money) or fold, in dealing order."""


@runtime_checkable
class ContextDealHook(Protocol):
    """A deal hook that sees each card in context: ``on_deal(dealt, table)`` returns the effects, in order.

    Contract: pure: the answer depends only on the card in context and the table as it stands
    (the variant's state included), never on anything else, and the hook changes nothing.
    """

    def on_deal(self, dealt: DealtCard, table: Table, /) -> Iterable[Effect]:
        """The effects of dealing ``dealt.card`` to ``dealt.seat``."""
        ...


@runtime_checkable
class SimpleDealHook(Protocol):
    """The simple form of a deal hook: ``on_deal(card, face_up, extra)`` returns :class:`DealEffect` members.

    ``extra`` is true for a card dealt because of an earlier effect (such cards set off nothing
    in Baseball, and a hook decides that for itself). Contract: pure.
    """

    def on_deal(self, card: Card, face_up: bool, extra: bool, /) -> tuple[DealEffect, ...]:
        """The effects of dealing ``card`` to a player."""
        ...


DealHook = ContextDealHook | SimpleDealHook
"""A deal hook of either form, as a variant declares them in ``deal_hooks``."""


@frozen(kw_only=True)
class FaceUpRank:
    """A card of ``rank`` dealt face up (not as an extra card) sets off ``effect``.

    >>> hook = FaceUpRank(rank=Rank.FOUR, effect=DealEffect.EXTRA_CARD)
    >>> hook.on_deal(Card("4h"), True, False), hook.on_deal(Card("4h"), False, False)
    ((<DealEffect.EXTRA_CARD: 'extra card'>,), ())
    """

    rank: Rank
    effect: DealEffect

    def on_deal(self, card: Card, face_up: bool, extra: bool) -> tuple[DealEffect, ...]:
        if face_up and not extra and card < 52 and card >> 2 == self.rank:
            return (self.effect,)
        return ()


def is_simple_hook(hook: object) -> bool:
    """Whether ``hook.on_deal`` takes ``(card, face_up, extra)`` (a :class:`SimpleDealHook`) rather
    than ``(dealt, table)`` (a :class:`ContextDealHook`)."""
    try:
        parameters = inspect.signature(hook.on_deal).parameters  # type: ignore[attr-defined]  # checked by the caller
    except (TypeError, ValueError):  # a builtin without a signature: assume the engine's form
        return False
    return len(parameters) == 3


@frozen(kw_only=True)
class SimpleHook:
    """A deal hook of the simple form, ``on_deal(card, face_up, extra) -> tuple[DealEffect, ...]``,
    in the engine's form: ``EXTRA_CARD`` becomes :class:`ExtraCard`, ``MATCH_OR_DROP`` schedules ``match``."""

    hook: Any
    match: DecisionPolicy
    ask: Callable[[Card, bool, bool], tuple[DealEffect, ...]] = field(init=False, repr=False, eq=False)
    """``hook.on_deal``, bound once: the engine asks it for every card dealt."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "ask", self.hook.on_deal)

    def on_deal(self, dealt: DealtCard, table: Table) -> list[Effect]:
        return self.effects(self.ask(dealt.card, dealt.face_up, dealt.extra))

    def effects(self, found: Iterable[DealEffect]) -> list[Effect]:
        """The engine's effects for what the simple hook returned."""
        effects: list[Effect] = []
        for effect in found:
            if effect is DealEffect.EXTRA_CARD:
                effects.append(_EXTRA)
            elif effect is DealEffect.MATCH_OR_DROP:
                effects.append(Schedule(self.match))
            else:
                raise TypeError(f"a simple deal hook returned {effect!r}: expected DealEffect members")
        return effects


_EXTRA = ExtraCard()


def effect_table(hooks: Sequence[ContextDealHook]) -> tuple[tuple[Effect, ...], ...] | None:
    """What dealing each card sets off, when every hook is a :class:`SimpleHook` (a pure function of
    the card, its face and whether it is extra, so asked once per game instead of once per card dealt):
    entry ``card * 4 + face_up * 2 + extra``, for every card number (jokers too). ``None`` when a hook
    reads the hand, or when one cannot answer for every card (it is then asked as cards come)."""
    if not hooks or any(type(hook) is not SimpleHook for hook in hooks):
        return None
    known: list[tuple[Effect, ...]] = []
    try:
        for card in CARDS:
            for face_up in (False, True):
                for extra in (False, True):
                    known.append(tuple(e for hook in hooks for e in hook.effects(hook.ask(card, face_up, extra))))  # type: ignore[attr-defined]
    except Exception:  # the hook is asked card by card instead, and its error raised there
        return None
    return tuple(known)


def run_hooks(table: Table, seat: int, card: Card, face_up: bool, extra: bool) -> None:
    """Carry out what the table's hooks make of ``card`` just dealt to ``seat``."""
    known = table.deal_effects
    if known is not None:
        apply_effects(table, seat, known[card * 4 + face_up * 2 + extra])
        return
    dealt: DealtCard | None = None
    for hook in table.hooks:
        if type(hook) is SimpleHook:  # asked without making the context: most cards set off nothing
            found = hook.ask(card, face_up, extra)
            if not found:
                continue
            effects: Iterable[Effect] = hook.effects(found)
        else:
            if dealt is None:
                dealt = DealtCard(card, seat, face_up, extra, table.street_name)
            effects = hook.on_deal(dealt, table)
        apply_effects(table, seat, effects)


def apply_effects(table: Table, seat: int, effects: Iterable[Effect]) -> None:
    """Carry out, in order, the effects of a card just dealt to ``seat``."""
    for effect in effects:
        kind = type(effect)
        if kind is ExtraCard:
            if table.source.remaining > table.owed:  # else forfeited (RULES.md 4)
                table.deal(seat, effect.face_up, extra=True)  # type: ignore[union-attr]
        elif kind is Schedule:
            table.schedule(effect.policy, seat)  # type: ignore[union-attr]
        elif kind is SetState:
            table.set_state(effect.state)  # type: ignore[union-attr]
        elif kind is Charge:
            amount = min(effect.amount, table.stacks[seat])  # type: ignore[union-attr]
            if amount:
                table.pay_dead(seat, amount)
                table.record(Posted, seat, effect.kind, amount)  # type: ignore[union-attr]
        else:
            raise TypeError(f"a deal hook returned {effect!r}: expected ExtraCard, Schedule, SetState or Charge")
