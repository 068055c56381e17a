"""Queens Stud: Seven-Card Stud High where queens earn extra cards, written against pokervariants' public API.

A house game made up for this example. The deal and the betting are
Seven-Card Stud's; in addition, a queen dealt face up earns its owner one
more card, face down, at once. If that extra card is a queen too, it earns
another. Every card a player holds plays: the best five of them wins.

The rule is a deal hook of our own, :class:`QueenBonus`, an object with an
``on_deal(card, face_up, extra)`` method (the :class:`~pokervariants.DealHook`
protocol). The engine calls it for every card it deals to a player and carries
out the effects it returns. ``extra`` tells the hook that the card was itself
an extra card, so the hook decides whether bonuses chain (here they do, for
queens; Baseball's 4s do not). Seven players at most, as in Baseball's
seven-card frame: if the pack runs short, a community card plays for everyone,
and an extra card the pack cannot supply is forfeited.

Importing this module registers nothing (register ``QueensStud`` to find it by
name). The hook and the game at work::

    >>> from pokervariants import Card, DealEffect
    >>> hook = QueenBonus()
    >>> hook.on_deal(Card("Qh"), True, False), hook.on_deal(Card("Qh"), False, False)
    ((<DealEffect.EXTRA_CARD: 'extra card'>,), ())
    >>> hook.on_deal(Card("Qs"), False, True)  # a queen dealt as an extra card earns another
    (<DealEffect.EXTRA_CARD: 'extra card'>,)
    >>> hand = QueensStud(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 3, seed=5)
    >>> hand.street
    'third'

Run ``python examples/queens_stud.py`` to play one seeded hand.
"""

from __future__ import annotations

import random
from typing import ClassVar

from attrs import frozen

from pokervariants import (
    ActionKind,
    Card,
    DealEffect,
    DealHook,
    HighOpener,
    HighRanker,
    Opener,
    Rank,
    Ranker,
    StreetSpec,
    Variant,
    stud_streets,
)

__all__ = ["QueenBonus", "QueensStud", "main"]

_EXTRA = (DealEffect.EXTRA_CARD,)
_NOTHING: tuple[DealEffect, ...] = ()


@frozen
class QueenBonus:
    """A queen dealt face up, or dealt as an extra card, earns one extra card face down.

    Pure, as the :class:`~pokervariants.DealHook` contract asks: the answer
    depends on the card and how it was dealt, nothing else.
    """

    def on_deal(self, card: Card, face_up: bool, extra: bool) -> tuple[DealEffect, ...]:
        if card.is_joker or card.rank is not Rank.QUEEN:
            return _NOTHING
        # an ordinary face-down queen earns nothing; a face-up one, or an extra one, does
        return _EXTRA if face_up or extra else _NOTHING


@frozen(kw_only=True)
class QueensStud(Variant):
    """Queens Stud: Seven-Card Stud High where a face-up queen earns an extra hole card.

    Takes the keyword-only amounts and options of every fixed-limit game.
    """

    name: ClassVar[str] = "Queens Stud"
    aliases: ClassVar[tuple[str, ...]] = ("queens seven-card stud", "QueensStud")
    phh_code: ClassVar[str | None] = None
    streets: ClassVar[tuple[StreetSpec, ...]] = stud_streets(open_pair_big_bet=True)
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(),)
    opener: ClassVar[Opener] = HighOpener()
    deal_hooks: ClassVar[tuple[DealHook, ...]] = (QueenBonus(),)
    max_players: ClassVar[int] = 7


def main(seed: int = 10) -> None:
    """Play one seeded four-handed hand and print how it went.

    Every decision is a random legal action other than a fold, drawn from the
    same seeded generator that shuffles the deck, so the hand reaches a showdown
    and is the same on every run.
    """
    rng = random.Random(seed)
    game = QueensStud(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(rng.choice([a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD]))
    print(f"{game.name}, four players, seed {seed}; random actions, no folds")
    for seat in range(4):
        down = " ".join(map(str, hand.down_cards(seat)))
        up = " ".join(map(str, hand.up_cards(seat)))
        bonus = len(hand.down_cards(seat)) - 3  # three hole cards without the queens' extras
        print(f"  seat {seat}: [{down}] {up}" + (f"  ({bonus} extra for queens)" if bonus else ""))
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount} with {award.hand}")
    print(f"  payoffs: {hand.payoffs}")


if __name__ == "__main__":
    main()
