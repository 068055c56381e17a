"""Five-Card Stud, written against pokervariants' public API.

Each player is dealt one card face down and one face up, and the lowest up
card brings in; then three more up cards follow, one a street, with a betting
round after each. Fixed limit: the small bet on second and third streets, the
big bet on fourth and fifth. The best five-card high hand wins. Up to ten
players (five cards each from one pack).

The game is a declaration: a street schedule, an opener rule, a ranker. The
engine does the rest (antes, bring-in, side pots, showdown, event log).
Importing this module registers nothing; register the class yourself to find
it by name::

    >>> from pokervariants import find_variant, register_variant
    >>> register_variant(FiveCardStud) is FiveCardStud
    True
    >>> find_variant("five-card stud") is FiveCardStud
    True
    >>> game = FiveCardStud(ante=1, bring_in=2, small_bet=5, big_bet=10)
    >>> hand = game.new_hand([100, 100, 100], seed=11)
    >>> hand.street, [str(a) for a in hand.legal_actions()]
    ('second', ['bring-in 2', 'complete 5'])

Run ``python examples/five_card_stud.py`` to play one seeded hand.
"""

from __future__ import annotations

import random
from typing import ClassVar

from attrs import frozen

from pokervariants import ActionKind, HighOpener, HighRanker, Opener, Ranker, Street, StreetSpec, Variant

__all__ = ["FIVE_CARD_STREETS", "FiveCardStud", "main"]

FIVE_CARD_STREETS: tuple[StreetSpec, ...] = (
    Street(name="second", cards=(False, True), bring_in=True),
    Street(name="third", cards=(True,)),
    Street(name="fourth", cards=(True,), big=True),
    Street(name="fifth", cards=(True,), big=True),
)
"""One down and one up with a bring-in, then one up card a street; big bets from fourth street."""


@frozen(kw_only=True)
class FiveCardStud(Variant):
    """Five-Card Stud High: the lowest up card brings in, the best board acts first on later streets.

    Takes the keyword-only amounts and options of every fixed-limit game
    (``ante``, ``bring_in``, ``small_bet``, ``big_bet``, ``heads_up_uncapped``,
    ``burn``, ``odd_chip``).
    """

    name: ClassVar[str] = "Five-Card Stud"
    aliases: ClassVar[tuple[str, ...]] = ("5-card stud", "five card stud", "FiveCardStud")
    phh_code: ClassVar[str | None] = None  # no standard PHH code; not written as PHH
    streets: ClassVar[tuple[StreetSpec, ...]] = FIVE_CARD_STREETS
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(),)
    opener: ClassVar[Opener] = HighOpener()
    max_players: ClassVar[int] = 10


def main(seed: int = 23) -> None:
    """Play one seeded four-handed hand and print how it went.

    Every decision is a random legal action other than a fold, drawn from the
    same seeded generator that shuffles the deck, so the hand reaches a showdown
    and is the same on every run.
    """
    rng = random.Random(seed)
    game = FiveCardStud(ante=1, bring_in=2, small_bet=5, big_bet=10)
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
