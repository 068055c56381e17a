"""The engine beside a floor: a bare-bones fixed-limit draw game written for this benchmark alone,
run by the very loop of ``bench_draw.py``, beside our engine and PokerKit.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_floor.py            # about a minute
    python benchmarks/bench_floor.py --quick

The floor (:class:`FloorHand`) plays six-player fixed-limit triple draw, 2-7 or Badugi, blinds 1/2,
bets 2/4, stacks of 200, on the same seeded decks: plain lists and ints, cached menus, nothing
logged, nothing checked, no side pots (no stack of 200 can go all in at these limits), and a
reshuffle of every discard when the stub runs short. It is the least a Python engine could do for
the benchmark's loop, so it answers two questions the ratios to PokerKit cannot:

* how much of a hand our engine's features cost (events, replay, checks, hooks, every rule), as
  the engine's time over the floor's, the loop's own time taken out of both;
* what a goal against PokerKit asks: 20x PokerKit leaves the engine PokerKit's time over 20, less
  the loop; shown beside the floor's own time, a budget at or below the floor is out of reach of
  any engine written in Python.

Both engines play the same workloads (``bench_draw.ours``: everyone calling down and standing
pat, or random legal actions and random discards from a fixed seed); the decisions a hand are
shown for each, to show the floor plays the same game. Libraries alternate; medians.
"""

from __future__ import annotations

import argparse
import functools
import sys
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import pokervariants as pv
from bench_draw import GAMES, PLAYERS, STACK, ours, theirs  # the draw games' loop and PokerKit's (run from the repository root)
from bench_engine import race
from bench_flop import loop_rate

Action, Kind = pv.Action, pv.ActionKind
FOLD, CHECK, STAND_PAT = Action(Kind.FOLD), Action(Kind.CHECK), Action(Kind.DRAW)
RAISES = 4  # a bet and three raises, the blinds counting toward none: as PokerKit and the benchmark's FixedLimit(blind_is_bet=False) play


@functools.cache
def _action(kind: pv.ActionKind, amount: int) -> pv.Action:
    return Action(kind, amount)


@functools.cache
def _menu(level: int, bet: int, most: int, may_raise: bool, size: int) -> tuple[pv.Action, ...]:
    if level > bet:
        menu = [FOLD, _action(Kind.CALL, min(level, most))]
    else:
        menu = [CHECK]
    if may_raise and most > level:
        menu.append(_action(Kind.RAISE if level else Kind.BET, min(level + size, most)))
    return tuple(menu)


DRAW_MENUS = {held: (STAND_PAT, Action(Kind.DRAW, 1, most=held)) if held else (STAND_PAT,) for held in range(6)}


class FloorHand:
    """One hand of fixed-limit triple draw with nothing but the rules the benchmark's hands meet."""

    __slots__ = ("n", "deck", "stacks", "bets", "contributed", "folded", "down", "discards", "in_hand", "round",
                 "is_over", "actor", "drawing", "level", "raises", "size", "acted", "queue", "owed", "rank")  # fmt: skip

    def __init__(self, stacks: Sequence[int], seed: int, cards: int, rank: Callable[[Sequence[pv.Card]], int]) -> None:
        n = self.n = len(stacks)
        self.deck = pv.Deck.shuffled(seed, reshuffles=True)
        self.stacks, self.bets, self.contributed, self.folded = list(stacks), [0] * n, [0] * n, [False] * n
        dealt = self.deck.deal(n * cards)  # a card at a time round the table, from the small blind
        self.down = [list(dealt[seat::n]) for seat in range(n)]
        self.discards: list[pv.Card] = []
        self.in_hand, self.round, self.is_over, self.rank = n, 0, False, rank
        self.queue: list[int] = []
        self.owed: list[tuple[int, int]] = []
        for seat, blind in ((0, 1), (1, 2)):  # the button is the last seat
            self.stacks[seat] -= blind
            self.bets[seat] = self.contributed[seat] = blind
        self._open(level=2, first=2)

    def _open(self, *, level: int, first: int) -> None:
        self.drawing, self.level, self.raises = False, level, 0
        self.size = 2 if self.round < 2 else 4
        self.acted = [False] * self.n
        self._next(first - 1)

    def _next(self, last: int) -> None:
        n, folded, stacks, acted, bets, level = self.n, self.folded, self.stacks, self.acted, self.bets, self.level
        if self.in_hand > 1:
            for step in range(1, n + 1):
                seat = (last + step) % n
                if not folded[seat] and stacks[seat] > 0 and (not acted[seat] or bets[seat] < level):
                    self.actor = seat
                    return
        self._close()

    def legal_actions(self) -> tuple[pv.Action, ...]:
        seat = self.actor
        if self.drawing:
            return DRAW_MENUS[len(self.down[seat])]
        bet = self.bets[seat]
        return _menu(self.level, bet, bet + self.stacks[seat], self.raises < RAISES and not self.acted[seat], self.size)

    def down_cards(self, seat: int) -> tuple[pv.Card, ...]:
        return tuple(self.down[seat])

    def act(self, action: pv.Action) -> None:
        seat = self.actor
        if self.drawing:
            cards = action.cards
            if cards:
                held = self.down[seat]
                for card in cards:
                    held.remove(card)
                self.discards += cards
                self.owed.append((seat, len(cards)))
            queue = self.queue
            queue.pop(0)
            if queue:
                self.actor = queue[0]
                return
            deck = self.deck
            for drawer, count in self.owed:
                if deck.remaining < count:
                    deck.restock(self.discards)
                    self.discards = []
                self.down[drawer] += deck.deal(count)
            self.round += 1
            self._open(level=0, first=0)
            return
        if action.kind is Kind.FOLD:
            self.folded[seat] = True
            self.in_hand -= 1
        else:
            amount = action.amount
            added = amount - self.bets[seat]  # a check's amount is 0: nothing added
            if added > 0:
                self.stacks[seat] -= added
                self.contributed[seat] += added
                self.bets[seat] = amount
            if amount > self.level:
                self.level = amount
                self.raises += 1
                self.acted = [False] * self.n
        self.acted[seat] = True
        self._next(seat)

    def _close(self) -> None:
        self.bets = [0] * self.n
        live = [seat for seat in range(self.n) if not self.folded[seat]]
        if len(live) == 1 or self.round == 3:
            self._showdown(live)
            return
        self.drawing, self.owed = True, []
        self.queue = live  # from the small blind, the first seat left of the button
        self.actor = self.queue[0]

    def _showdown(self, live: list[int]) -> None:
        pot = sum(self.contributed)
        ranks = {seat: self.rank(self.down[seat]) for seat in live}
        best = max(ranks.values())
        winners = [seat for seat in live if ranks[seat] == best]
        for seat in winners:
            self.stacks[seat] += pot // len(winners)
        self.stacks[winners[0]] += pot % len(winners)
        self.is_over, self.actor = True, None


class Floor:
    """A game whose ``new_hand`` makes a :class:`FloorHand`, as the benchmark's loop asks."""

    def __init__(self, cards: int, rank: Callable[[Sequence[pv.Card]], int]) -> None:
        self.cards, self.rank = cards, rank

    def new_hand(self, stacks: Sequence[int], *, seed: int) -> FloorHand:
        return FloorHand(stacks, seed, self.cards, self.rank)


FLOORS = {"Fixed-limit 2-7 triple draw": Floor(5, pv.rank_deuce_seven), "Fixed-limit Badugi": Floor(4, pv.rank_badugi)}


def decisions(game: Any, hands: int, randomly: bool) -> float:
    """The decisions a hand of ``game`` takes on the workload (the loop's acts counted), each hand
    checked to end with every chip it started with."""
    count = 0

    class Counting:
        def __init__(self, hand: Any) -> None:
            self.hand = hand

        is_over = property(lambda self: self.hand.is_over)
        actor = property(lambda self: self.hand.actor)

        def legal_actions(self) -> Any:
            return self.hand.legal_actions()

        def down_cards(self, seat: int) -> Any:
            return self.hand.down_cards(seat)

        def act(self, action: Any) -> None:
            nonlocal count
            count += 1
            self.hand.act(action)
            if self.hand.is_over and sum(self.hand.stacks) != PLAYERS * STACK:
                raise AssertionError(f"{type(self.hand).__name__} lost chips: {self.hand.stacks}")

    class Wrapped:
        @staticmethod
        def new_hand(stacks: Sequence[int], *, seed: int) -> Counting:
            return Counting(game.new_hand(stacks, seed=seed))

    ours(Wrapped(), hands, randomly)
    return count / hands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    args = parser.parse_args(argv)
    ours_hands, theirs_hands, reps = (200, 20, 3) if args.quick else (1000, 100, 5)
    try:
        import pokerkit
    except ImportError:
        pokerkit = None
        print("pokerkit is not installed: the floor and our engine alone (pip install -e '.[bench]')")
    warnings.simplefilter("ignore")  # PokerKit warns of reshuffled (mucked) cards being dealt
    pv.build_tables()
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {PLAYERS} players, {reps} repetitions; µs a hand")
    print(f"  {'workload':<42} {'loop':>5} {'floor':>6} {'ours':>6} {'pokerkit':>9}   {'x PokerKit: floor, ours':>23}   engine (loop out): floor, ours, ours/floor; 20x PokerKit leaves")
    for title, floor in FLOORS.items():
        game, pk_name, sizes = GAMES[title]
        for workload, randomly in (("call down", False), ("random legal", True)):
            runners: dict[str, Callable[[int], None]] = {
                "floor": lambda n, r=randomly: ours(floor, n, r),
                "ours": lambda n, g=game, r=randomly: ours(g, n, r),
            }
            counts = {"floor": ours_hands, "ours": ours_hands}
            if pokerkit is not None:
                runners["pokerkit"] = theirs(pokerkit, pk_name, sizes, randomly)
                counts["pokerkit"] = theirs_hands
            rates = race(runners, counts, reps)
            us = {name: 1e6 / rate for name, rate in rates.items()}
            loop = 1e6 / loop_rate(ours, game, ours_hands, randomly, reps)
            engine = {name: us[name] - loop for name in ("floor", "ours")}
            label = f"{title}, {workload}"
            line = f"  {label:<42} {loop:5.0f} {us['floor']:6.0f} {us['ours']:6.0f} "
            if "pokerkit" in us:
                line += f"{us['pokerkit']:9,.0f}   {us['pokerkit'] / us['floor']:15.1f}x, {us['pokerkit'] / us['ours']:4.1f}x"
            else:
                line += f"{'-':>9}   {'-':>23}"
            line += f"   {engine['floor']:5.0f}, {engine['ours']:4.0f}, {engine['ours'] / engine['floor']:4.2f}x"
            if "pokerkit" in us:
                line += f"; {us['pokerkit'] / 20 - loop:4.0f} ({(us['pokerkit'] / 20 - loop) / engine['floor']:.2f}x the floor's)"
            print(line)
    print("\ndecisions a hand (the floor plays the same game): " + "; ".join(
        f"{title.split(' ', 1)[1]} {workload}: floor {decisions(floor, 200, randomly):.1f}, ours {decisions(GAMES[title][0], 200, randomly):.1f}"
        for title, floor in FLOORS.items() for workload, randomly in (("call", False), ("random", True))
    ))  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
