"""Chicago: Seven-Card Stud High where half the pot goes to the highest spade in the hole.

A home game, written against pokervariants' public API. The deal and the
betting are Seven-Card Stud's; at the showdown each pot splits in half between
the best high hand and the player holding the highest spade among the face-down
cards. If nobody has a spade in the hole, the high hand takes it all.

The spade half is decided by a ranker of our own, :class:`HighestSpadeInTheHole`,
which reads the holding the engine hands it (a
:class:`~pokervariants.CardsHeld`: down cards, up cards and the board apart)
rather than a flat list, and names its hands through a ranking scheme of its
own (:data:`SPADE_IN_THE_HOLE`). The settlement declares the two shares::

    >>> from pokervariants import CardsHeld, parse_cards
    >>> spade = HighestSpadeInTheHole()
    >>> held = CardsHeld(parse_cards("Kd 9s 4s"), parse_cards("As 7c 7d 2h"))
    >>> spade.rank(held) > 0, str(spade.evaluate(held))  # the ace of spades is up: it does not count
    (True, 'Nine of spades in the hole')
    >>> spade.rank(CardsHeld(parse_cards("Kd 9h 4c"), parse_cards("As Ks 7d 2h")))
    0

Run ``python examples/chicago.py`` to play one seeded hand.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from typing import ClassVar

from attrs import frozen

from pokervariants import (
    ActionKind,
    Card,
    CardsHeld,
    CardsLike,
    HandValue,
    HighOpener,
    HighRanker,
    Opener,
    Program,
    Rank,
    Ranker,
    Settle,
    StreetSpec,
    Suit,
    Variant,
    as_cards,
    stud_streets,
)

__all__ = ["Chicago", "HighestSpadeInTheHole", "SPADE_IN_THE_HOLE", "SpadeCategory", "main"]


class SpadeCategory(enum.IntEnum):
    """The one category of the spade half: a spade in the hole (a player without one does not qualify)."""

    SPADE_IN_THE_HOLE = 1


@frozen
class _SpadeRanking:
    """How a hand of the spade half reads: a name, its category, and "Ace of spades in the hole"."""

    label: ClassVar[str] = "highest spade in the hole"
    is_low: ClassVar[bool] = False

    def category(self, value: int) -> SpadeCategory:
        return SpadeCategory.SPADE_IN_THE_HOLE

    def describe(self, hand: HandValue) -> str:
        return f"{Rank(hand.value - 1).word.capitalize()} of spades in the hole"

    @property
    def ranker(self) -> HighestSpadeInTheHole:
        return HighestSpadeInTheHole()


SPADE_IN_THE_HOLE = _SpadeRanking()
"""The ranking scheme of :class:`HighestSpadeInTheHole`'s hands."""


@frozen
class HighestSpadeInTheHole:
    """Ranks a holding by its highest face-down spade: 1 (the two) to 13 (the ace), 0 without one."""

    @property
    def ranking(self) -> _SpadeRanking:
        return SPADE_IN_THE_HOLE

    def rank(self, cards: Sequence[int], /) -> int:
        down = cards.down if isinstance(cards, CardsHeld) else ()  # a flat hand has no hole cards
        spades = [c >> 2 for c in down if c < 52 and c & 3 == Suit.SPADES]
        return max(spades) + 1 if spades else 0

    def evaluate(self, cards: CardsLike, /) -> HandValue | None:
        held = cards if isinstance(cards, CardsHeld) else CardsHeld(as_cards(cards))
        value = self.rank(held)
        if not value:
            return None
        return HandValue(SPADE_IN_THE_HOLE, value, (Card.of(value - 1, Suit.SPADES),))


class Share(enum.StrEnum):
    """Chicago's two shares of a pot."""

    HIGH = "high"
    SPADE = "spade"

    def __repr__(self) -> str:
        return repr(self.value)


@frozen(kw_only=True)
class Chicago(Variant):
    """Chicago: Seven-Card Stud High, half of each pot to the highest spade in the hole.

    Takes the keyword-only amounts and options of every fixed-limit game.
    """

    name: ClassVar[str] = "Chicago"
    aliases: ClassVar[tuple[str, ...]] = ("chicago", "high chicago")
    phh_code: ClassVar[str | None] = "PV-CHICAGO"
    streets: ClassVar[tuple[StreetSpec, ...]] = stud_streets(open_pair_big_bet=True)
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(), HighestSpadeInTheHole())
    opener: ClassVar[Opener] = HighOpener()

    def build_program(self) -> Program:
        """Seven-Card Stud's program, with the settlement naming its shares "high" and "spade"."""
        program = super().build_program()
        showdown, settle = program.finish
        assert isinstance(settle, Settle)
        return Program(setup=program.setup, streets=program.streets, finish=(showdown, Settle(shares=(Share.HIGH, Share.SPADE), odd_chip=self.odd_chip, split_pots=self.split_pots)))


def main(seed: int = 11) -> None:
    """Play one seeded four-handed hand, every decision a random legal action other than a fold."""
    rng = random.Random(seed)
    game = Chicago(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(rng.choice([a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD]))
    print(f"{game.name}, four players, seed {seed}")
    for seat in range(4):
        print(f"  seat {seat}: [{' '.join(map(str, hand.down_cards(seat)))}] {' '.join(map(str, hand.up_cards(seat)))}")
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount} ({award.share}) with {award.hand}")


if __name__ == "__main__":
    main()
