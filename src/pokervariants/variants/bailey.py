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

from ..hands import HighCardTies
from ..validation import choice_field, whole

from ..betting import Stake, stake_ceiling
from ..cards import CardsLike, Deck
from .base import deck_for, seat_amounts
from ..engine.bailey import BaileyHand
from ..rankers import BaileyRanker, Ranker

__all__ = ["Bailey"]


def _jokers(value: object) -> int:
    if isinstance(value, bool) or value not in (0, 1, 2):
        raise ValueError(f"jokers must be 0, 1 or 2, got {value!r:.40}")
    return whole("jokers", value)


class _Rankers:
    """``Bailey.rankers``: the default ranker on the class, a game's own (with its ``high_card_ties``) on a game."""

    def __get__(self, game: Bailey | None, owner: type | None = None) -> tuple[Ranker, ...]:
        if game is None:
            return _DEFAULT_RANKERS
        return _DEFAULT_RANKERS if game.high_card_ties is HighCardTies.FIVE else _THREE_CARD_RANKERS


_DEFAULT_RANKERS: tuple[Ranker, ...] = (BaileyRanker(),)
_THREE_CARD_RANKERS: tuple[Ranker, ...] = (BaileyRanker(high_card_ties=HighCardTies.THREE),)


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
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    rankers = _Rankers()

    jokers: int = field(default=0, converter=_jokers)
    """Jokers in the pack: 0, 1 or 2."""
    ceiling: int | None = field(default=None, converter=stake_ceiling)
    """The most the stake can reach in a hand (the seed's cash-for-points limit); ``None`` for none."""
    high_card_ties: HighCardTies = choice_field(HighCardTies, "high_card_ties", default=HighCardTies.FIVE)
    """How high-card hands that tie on their three cards are settled (RULES.md 2.5): on the other
    two cards of the five (the default, ``"five"``), or not at all (``"three"``: a tie)."""
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
        deck: Deck | CardsLike | None = None,
    ) -> BaileyHand:
        """Start a hand: seats in dealing order with these points, the ``kitty`` carried in, cards from ``seed`` or ``deck``."""
        points = seat_amounts(stacks, self, "points", smallest=None)
        kitty = whole("kitty", kitty)
        if kitty < 0:
            raise ValueError(f"the kitty cannot be negative, got {kitty}")
        cards = deck_for(seed, deck, jokers=self.jokers)
        need = 5 * len(stacks) + 4
        if cards.remaining < need:
            raise ValueError(f"{len(stacks)} players need at least {need} cards (deal and gamble cards), the deck has {cards.remaining}")
        return BaileyHand(self, points, cards, kitty=kitty)
