"""Kings Pay: Seven-Card Stud High with deuces wild, where a king dealt face up costs its owner a fee.

A house game, written against pokervariants' public API. The deal and the
betting are Seven-Card Stud's; every deuce is wild; and whenever a king is
dealt face up its owner at once pays ``king_fee`` chips into the pot (dead
money: not a bet, so it neither opens nor caps the betting). A player with
fewer chips pays what is left and plays on all in.

The fee is a deal hook of our own, :class:`KingFee`, returning a
:class:`~pokervariants.Charge` effect: the engine takes the chips, logs a
``Posted`` event of kind ``fee`` and a hand history writes it as such::

    >>> from pokervariants import Deck
    >>> game = KingsPay(ante=1, bring_in=2, small_bet=5, big_bet=10, king_fee=3)
    >>> hand = game.new_hand([100, 100], deck=Deck.stacked("2c 3d 4c 5d Kh 7c", fill=True))
    >>> hand.stacks, sum(p.amount for p in hand.pots)  # seat 0 paid the ante and the fee
    ((96, 99), 5)
    >>> str(game.rankers[0].evaluate("Ks Kh 2d 2c 7h 4s 9c"))
    'Four of a kind, kings (two wild)'

Run ``python examples/kings_pay.py`` to play one seeded hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import ClassVar

from attrs import frozen

from pokervariants import (
    ActionKind,
    Charge,
    DealHook,
    DealtCard,
    Effect,
    HighOpener,
    HighRanker,
    Opener,
    PostKind,
    Rank,
    Ranker,
    StreetSpec,
    Table,
    Variant,
    stud_streets,
)
from pokervariants.engine import Posted
from pokervariants.core import whole_field

__all__ = ["KingFee", "KingsPay", "main"]


@frozen
class KingFee:
    """A king dealt face up costs its owner ``fee`` chips, paid into the pot at once."""

    fee: int

    def on_deal(self, dealt: DealtCard, table: Table) -> Iterable[Effect]:
        if dealt.face_up and not dealt.card.is_joker and dealt.card.rank is Rank.KING:
            return (Charge(self.fee),)
        return ()


@frozen(kw_only=True)
class KingsPay(Variant):
    """Kings Pay: Seven-Card Stud High, deuces wild, a fee for every king dealt face up.

    Takes the keyword-only amounts and options of every fixed-limit game, and ``king_fee``.
    """

    name: ClassVar[str] = "Kings Pay"
    aliases: ClassVar[tuple[str, ...]] = ("kings pay", "KingsPay")
    phh_code: ClassVar[str | None] = "PV-KINGS-PAY"
    streets: ClassVar[tuple[StreetSpec, ...]] = stud_streets()
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(wild="2"),)
    opener: ClassVar[Opener] = HighOpener(as_aces=frozenset({int(Rank.TWO)}))

    king_fee: int = whole_field("king_fee", smallest=1, default=5)
    """What a king dealt face up costs its owner."""

    @property
    def deal_hooks(self) -> tuple[DealHook, ...]:  # type: ignore[override]  # depends on the fee
        """The king's fee, at this game's rate."""
        return (KingFee(self.king_fee),)


def main(seed: int = 5) -> None:
    """Play one seeded four-handed hand, every decision a random legal action other than a fold."""
    rng = random.Random(seed)
    game = KingsPay(ante=1, bring_in=2, small_bet=5, big_bet=10, king_fee=3)
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(rng.choice([a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD]))
    fees = [e for e in hand.events if isinstance(e, Posted) and e.kind == PostKind.FEE]
    print(f"{game.name}, four players, seed {seed}: {len(fees)} king fee{'s' if len(fees) != 1 else ''} paid")
    for seat in range(4):
        print(f"  seat {seat}: [{' '.join(map(str, hand.down_cards(seat)))}] {' '.join(map(str, hand.up_cards(seat)))}")
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount} with {award.hand}")


if __name__ == "__main__":
    main()
