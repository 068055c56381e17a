"""Deal hooks: what happens when a card is dealt (Baseball's face-up 3s and 4s).

A variant declares hooks; the engine calls each one for every card it deals to
a player and carries out the effects it returns. Nothing about particular cards
lives in the engine, so "a face-up queen earns an extra card" is one line:

>>> from pokervariants import Rank
>>> FaceUpRank(rank=Rank.QUEEN, effect=DealEffect.EXTRA_CARD)
FaceUpRank(rank=<Rank.QUEEN: 10>, effect=<DealEffect.EXTRA_CARD: 'extra card'>)
"""

from __future__ import annotations

import enum
from typing import Protocol, runtime_checkable

from attrs import frozen

from .cards import Card, Rank

__all__ = ["DealEffect", "DealHook", "FaceUpRank"]


class DealEffect(enum.Enum):
    """What a dealt card sets off."""

    EXTRA_CARD = "extra card"
    """The player is dealt one more card face down at once (forfeited if the deck is empty)."""
    MATCH_OR_DROP = "match or drop"
    """Before the betting, the player must match the pot (dead money) or fold, in dealing order."""


@runtime_checkable
class DealHook(Protocol):
    """Called for each card dealt to a player. Contract: pure; returns the effects, in order.

    ``extra`` is true for a card dealt because of an earlier effect (such cards set off nothing
    in Baseball, and a hook decides that for itself).
    """

    def on_deal(self, card: Card, face_up: bool, extra: bool) -> tuple[DealEffect, ...]:
        """The effects of dealing ``card`` to a player."""
        ...


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
