"""Solving a poker game of your own with OpenSpiel's CFR: Two-Card Stud, heads-up.

A game small enough to solve, declared here from the library's parts in a screenful: each player
antes 1 and is dealt one card face down and one face up from the eight kings and aces; the best
board acts first in the one betting round, fixed limit, a bet of 2 with stacks of 3 chips (the ante
and one bet: no raise); a pair beats no pair, then the higher card, then the other. Its ranker,
:class:`TwoCardHigh`, is the example's own, since the library's rankers read five cards.

:func:`pokervariants.rl.openspiel_game` makes it an OpenSpiel game: chance nodes deal the four
cards one at a time, each player's information state is what it has seen (its own card, both
face-up cards, the betting), and the returns are the hand's payoffs in chips. ``cache=True`` keeps
the tree once walked, so that every pass of CFR after the first reads it instead of playing the
hands again. OpenSpiel's counterfactual regret minimisation (``pyspiel.CFRSolver``) then runs on
it, and the exploitability of its average strategy (what a best response would win against it, in
chips a hand, averaged over the two seats) falls as the iterations double::

    >>> str(TwoCardHigh().evaluate("As Ad")), str(TwoCardHigh().evaluate("Kh As"))
    ('Pair of aces', 'Ace-king')
    >>> curve = solve(iterations=4, checkpoints=(1, 4))
    >>> [iterations for iterations, _ in curve], curve[-1][1] < curve[0][1]
    ([1, 4], True)

Run ``python examples/openspiel_cfr.py`` for 64 iterations (under a minute; ``--iterations``
sets how many). It needs OpenSpiel (``pip install open_spiel``, on Linux and macOS).
"""

from __future__ import annotations

import argparse
import enum
import time
from collections.abc import Sequence
from typing import Any, ClassVar

import pyspiel  # type: ignore[import-not-found]  # OpenSpiel has no type information
from attrs import frozen

from pokervariants import CardsLike, HandValue, HighOpener, Opener, Rank, Ranker, Street, StreetSpec, Variant, as_cards
from pokervariants.rl import openspiel_game

__all__ = ["CHECKPOINTS", "TWO_CARD_HIGH", "TwoCardCategory", "TwoCardHigh", "TwoCardStud", "main", "make_game", "solve"]

CHECKPOINTS = (1, 2, 4, 8, 16, 32, 64)
"""The iterations after which :func:`solve` measures the exploitability, unless told otherwise."""


class TwoCardCategory(enum.IntEnum):
    """A two-card hand's category: a pair beats no pair."""

    HIGH_CARD = 1
    PAIR = 2


_PAIRS = 13 * 13  # above every two-card high hand, 13 * high + low


@frozen
class _TwoCardRanking:
    """How a two-card hand reads: its category and words ("Pair of aces", "Ace-king")."""

    label: ClassVar[str] = "two-card high"
    is_low: ClassVar[bool] = False

    def category(self, value: int) -> TwoCardCategory:
        return TwoCardCategory.PAIR if value >= _PAIRS else TwoCardCategory.HIGH_CARD

    def describe(self, hand: HandValue) -> str:
        high, low = (Rank(card >> 2) for card in hand.cards)
        return f"Pair of {high.plural}" if high == low else f"{high.word.capitalize()}-{low.word}"


TWO_CARD_HIGH = _TwoCardRanking()
"""The ranking scheme of :class:`TwoCardHigh`'s hands."""


@frozen
class TwoCardHigh:
    """Two cards ranked high: a pair above no pair, then the higher card, then the other (suits never count)."""

    @property
    def ranking(self) -> _TwoCardRanking:
        return TWO_CARD_HIGH

    def rank(self, cards: Sequence[int], /) -> int:
        if len(cards) != 2:
            raise ValueError(f"a two-card hand has two cards, not {len(cards)}")
        high, low = sorted((card >> 2 for card in cards), reverse=True)
        return _PAIRS + high if high == low else 13 * high + low

    def evaluate(self, cards: CardsLike, /) -> HandValue:
        held = as_cards(cards)
        return HandValue(TWO_CARD_HIGH, self.rank(held), tuple(sorted(held, reverse=True)))


@frozen(kw_only=True)
class TwoCardStud(Variant):
    """Two-Card Stud: one card down and one up from the kings and aces, one fixed-limit betting
    round opened by the best board. Takes the keyword-only amounts and options of every
    fixed-limit game (no ``bring_in``: nobody brings in)."""

    name: ClassVar[str] = "Two-Card Stud"
    aliases: ClassVar[tuple[str, ...]] = ("2-card stud", "TwoCardStud")
    phh_code: ClassVar[str | None] = None  # not written as PHH
    streets: ClassVar[tuple[StreetSpec, ...]] = (Street(name="second", cards=(False, True)),)
    rankers: ClassVar[tuple[Ranker, ...]] = (TwoCardHigh(),)
    opener: ClassVar[Opener] = HighOpener()
    lowest_rank: ClassVar[str] = "K"
    max_players: ClassVar[int] = 4

    def check_declaration(self) -> None:
        """The declaration is whole; and two cards make a hand here (the library's own check asks
        for three, the fewest its five-card rankers read in any game)."""


def make_game() -> Any:
    """Heads-up Two-Card Stud as an OpenSpiel game: an ante of 1, a bet of 2, stacks of 3 chips,
    returns in chips, the tree kept once walked."""
    return openspiel_game(TwoCardStud(ante=1, small_bet=2, big_bet=2), players=2, stacks=3, reward_unit="chips", cache=True)


def solve(iterations: int = CHECKPOINTS[-1], *, checkpoints: Sequence[int] = CHECKPOINTS, quiet: bool = True) -> list[tuple[int, float]]:
    """Run ``iterations`` of OpenSpiel's CFR on :func:`make_game`; the exploitability of the
    average strategy (chips a hand) after each of ``checkpoints``, printed as it comes unless ``quiet``."""
    game = make_game()
    solver = pyspiel.CFRSolver(game)
    curve: list[tuple[int, float]] = []
    for done in range(1, iterations + 1):
        solver.evaluate_and_update_policy()
        if done in checkpoints:
            curve.append((done, float(pyspiel.exploitability(game, solver.average_policy()))))
            if not quiet:
                print(f"  {done:>4}  {curve[-1][1]:.4f}", flush=True)
    return curve


def main(argv: Sequence[str] | None = None) -> list[tuple[int, float]]:
    """Solve heads-up Two-Card Stud by CFR and print the exploitability falling, measured after
    1, 2, 4 … iterations (``--iterations``, 64 by default); returns the figures."""
    parser = argparse.ArgumentParser(description="OpenSpiel's CFR on heads-up Two-Card Stud")
    parser.add_argument("--iterations", type=int, default=CHECKPOINTS[-1], help="CFR iterations (default %(default)s)")
    iterations = parser.parse_args(argv).iterations
    if iterations < 1:
        parser.error(f"--iterations is at least 1, not {iterations}")
    checkpoints = sorted({2**k for k in range(iterations.bit_length()) if 2**k <= iterations} | {iterations})
    started = time.perf_counter()
    print("Two-Card Stud, heads-up: kings and aces, one down and one up, ante 1, one bet of 2, stacks of 3")
    print("  CFR iterations, exploitability of the average strategy (chips a hand)")
    curve = solve(iterations, checkpoints=checkpoints, quiet=False)
    first, last = curve[0][1], curve[-1][1]
    print(f"  from {first:.4f} to {last:.4f} in {curve[-1][0]} iterations ({time.perf_counter() - started:.0f} s)")
    return curve


if __name__ == "__main__":
    main()
