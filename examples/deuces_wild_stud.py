"""Deuces Wild Stud: Seven-Card Stud High with every 2 wild, written against pokervariants' public API.

The deal and the betting are Seven-Card Stud's (two down and one up with a
bring-in, three up cards, one down; big bets from fifth street), without Stud
High's big bet after an open pair on fourth street. Every deuce stands for any
card, duplicates included, so five of a kind is possible and ranks above a
straight flush; the ranker, ``HighRanker(wild="2")``, knows this.

A wild deuce is the best card a player can show, so it should neither bring in
nor count as a low card when boards are compared. :class:`DeucesOpener`, an
:class:`~pokervariants.Opener` of our own, says so: the lowest natural up card
brings in, and deuces showing count as aces for who acts first (as Baseball
counts its wild 3s and 9s).

Importing this module registers nothing; here the game goes in a registry of
its own::

    >>> from pokervariants import VariantRegistry
    >>> games = VariantRegistry([DeucesWildStud], entry_points=False)
    >>> games.find("DEUCES WILD") is DeucesWildStud
    True
    >>> game = DeucesWildStud(ante=1, bring_in=2, small_bet=5, big_bet=10)
    >>> str(game.rankers[0].evaluate("Ks Kh Kd 2c 2d 7h 4s"))
    'Five of a kind, kings (two wild)'

Run ``python examples/deuces_wild_stud.py`` to play one seeded hand.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import ClassVar

from attrs import frozen

from pokervariants import ActionKind, Card, HighOpener, HighRanker, Opener, Rank, Ranker, StreetSpec, Variant, stud_streets

__all__ = ["DeucesOpener", "DeucesWildStud", "main"]

_SHOWING = HighOpener(as_aces=frozenset({Rank.TWO}))
"""The best board acts first, a deuce showing counting as an ace (as Baseball counts its wild cards)."""


@frozen
class DeucesOpener:
    """Who opens when deuces are wild: the lowest natural up card brings in; the best board acts first.

    For the bring-in a deuce ranks above every natural card (deuces among
    themselves by suit, clubs lowest); for acting first a deuce showing counts
    as an ace.
    """

    def bring_in_seat(self, boards: Mapping[int, Sequence[Card]]) -> int:
        def lowest(seat: int) -> tuple[bool, Card]:
            # False sorts first: natural cards, by rank then suit, come before any deuce
            return min((card.rank is Rank.TWO, card) for card in boards[seat])

        return min(sorted(boards), key=lowest)

    def first_to_act(self, boards: Mapping[int, Sequence[Card]]) -> int:
        return _SHOWING.first_to_act(boards)


@frozen(kw_only=True)
class DeucesWildStud(Variant):
    """Seven-Card Stud High with deuces wild; five of a kind ranks on top.

    Takes the keyword-only amounts and options of every fixed-limit game.
    """

    name: ClassVar[str] = "Deuces Wild Stud"
    aliases: ClassVar[tuple[str, ...]] = ("deuces wild", "deuces-wild stud", "DeucesWildStud")
    phh_code: ClassVar[str | None] = None
    streets: ClassVar[tuple[StreetSpec, ...]] = stud_streets()
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(wild="2"),)
    opener: ClassVar[Opener] = DeucesOpener()


def main(seed: int = 20) -> None:
    """Play one seeded four-handed hand and print how it went.

    Every decision is a random legal action other than a fold, drawn from the
    same seeded generator that shuffles the deck, so the hand reaches a showdown
    and is the same on every run.
    """
    rng = random.Random(seed)
    game = DeucesWildStud(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(rng.choice([a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD]))
    print(f"{game.name}, four players, seed {seed}; random actions, no folds")
    for seat in range(4):
        down = " ".join(map(str, hand.down_cards(seat)))
        up = " ".join(map(str, hand.up_cards(seat)))
        print(f"  seat {seat}: [{down}] {up}")
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount} with {award.hand}")
    print(f"  payoffs: {hand.payoffs}")


if __name__ == "__main__":
    main()
