"""Bailey's Poker (seed 000, RULES.md 5): best three of five, gamble cards, paid changes, a kitty.

The game is a declaration like the others, a pack with up to two jokers, the
three-card Bailey ranker and the :class:`~pokervariants.betting.Stake` policy,
but its flow (changes and continue-or-fold instead of betting rounds) runs on
:class:`~pokervariants.engine.bailey.BaileyHand`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from attrs import field, frozen

from ..betting import Stake
from ..cards import Deck
from .base import deck_for
from ..engine.bailey import BaileyHand
from ..rankers import BaileyRanker, Ranker

__all__ = ["Bailey"]


def _check_jokers(instance: object, attribute: object, value: int) -> None:
    if isinstance(value, bool) or value not in (0, 1, 2):
        raise ValueError(f"jokers must be 0, 1 or 2, got {value!r}")


@frozen(kw_only=True)
class Bailey:
    """Bailey's Poker for 2 to 4 players: ``jokers`` in the pack (0-2) and an optional stake ``ceiling``.

    Points, not chips: each seat starts a hand with any number of points (a
    running score, which may go below zero) and the hand starts with the kitty
    carried from the last one.

    >>> game = Bailey(jokers=1)
    >>> hand = game.new_hand([0, 0], seed=11)
    >>> hand.round, hand.phase, len(hand.up_cards(0)), len(hand.down_cards(0))
    (1, 'changes', 2, 3)
    """

    name: ClassVar[str] = "Bailey's Poker"
    aliases: ClassVar[tuple[str, ...]] = ("bailey", "baileys")
    phh_code: ClassVar[str | None] = "PV-BAILEY"
    """Not a standard PHH code: this library's own."""
    rankers: ClassVar[tuple[Ranker, ...]] = (BaileyRanker(),)
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4

    jokers: int = field(default=0, validator=_check_jokers)
    """Jokers in the pack: 0, 1 or 2."""
    ceiling: int | None = None
    """The most the stake can reach in a hand (the seed's cash-for-points limit); ``None`` for none."""
    stake: Stake = field(init=False, repr=False, eq=False)
    """The stake policy made from :attr:`ceiling`."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "stake", Stake(ceiling=self.ceiling))  # frozen: set once, here

    def new_hand(
        self,
        stacks: Sequence[int],
        *,
        kitty: int = 0,
        seed: int | random.Random | None = None,
        deck: Deck | None = None,
    ) -> BaileyHand:
        """Start a hand: seats in dealing order with these points, the ``kitty`` carried in, cards from ``seed`` or ``deck``."""
        if not self.min_players <= len(stacks) <= self.max_players:
            raise ValueError(f"{self.name} takes {self.min_players} to {self.max_players} players, got {len(stacks)}")
        if any(isinstance(s, bool) or not isinstance(s, int) for s in (*stacks, kitty)):
            raise ValueError(f"points and the kitty must be ints, got {list(stacks)} and {kitty!r}")
        if kitty < 0:
            raise ValueError(f"the kitty cannot be negative, got {kitty}")
        cards = deck_for(seed, deck, jokers=self.jokers)
        extra = sorted(c for c in cards.cards if c >= 52 + self.jokers)
        if extra:
            raise ValueError(f"the deck holds {', '.join(map(str, extra))}, but this game has {self.jokers} joker(s)")
        need = 5 * len(stacks) + 4
        if cards.remaining < need:
            raise ValueError(f"{len(stacks)} players need at least {need} cards (deal and gamble cards), the deck has {cards.remaining}")
        return BaileyHand(self, stacks, cards, kitty=kitty)
