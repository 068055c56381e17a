"""Pineapple and Crazy Pineapple: hold'em dealt three hole cards, one of which each player throws away.

Two house games, written against pokervariants' public API. Each player is
dealt three cards face down and the hand is played as Texas Hold'em, except
that every player still in throws one hole card away, face down, with nothing
dealt in its place: in Pineapple after the betting before the flop, in Crazy
Pineapple after the flop's betting. Each then plays the best five of the two
cards kept and the board.

The discard is a decision of our own, :class:`DiscardOne`, which takes the card
out of the hand with :meth:`Table.discard_down <pokervariants.Table.discard_down>`
(the engine logs a ``Discarded`` event). Its menu names every card the player may
throw away, so any entry of it is an action the hand takes as it is::

    >>> from pokervariants import Deck
    >>> game = Pineapple(blinds=(1, 2))
    >>> hand = game.new_hand([100, 100], deck=Deck.stacked("As 7c Kd Qh 2s 2d", fill=True))
    >>> hand.call(); hand.check()  # heads-up: the button (seat 1) calls, the big blind checks
    >>> hand.phase, hand.actor, [str(a) for a in hand.legal_actions()]
    ('draw', 0, ['discard As', 'discard Kd', 'discard 2s'])
    >>> hand.draw("2s"); hand.draw("Qh")
    >>> hand.down_cards(0), hand.down_cards(1), hand.pile("muck")
    ((Card('As'), Card('Kd')), (Card('7c'), Card('2d')), (Card('2s'), Card('Qh')))
    >>> hand.street, len(hand.community)
    ('flop', 3)

Its hands are written as hand histories with this library's ``_discard``
action, and replay::

    >>> from pokervariants import VariantRegistry, phh
    >>> [line for line in phh.record(hand).actions if "_discard" in line]
    ['p1 _discard 2s', 'p2 _discard Qh']

Run ``python examples/pineapple.py`` to play one seeded hand of each.
"""

from __future__ import annotations

import random
from typing import ClassVar

from attrs import evolve, frozen

from pokervariants import Action, ActionKind, DecisionKind, Holdem, Stage, Table, VariantRegistry, phh
from pokervariants.bots import random_action

__all__ = ["CrazyPineapple", "DiscardOne", "Discarding", "Pineapple", "main"]


class Discarding:
    """A round of discards in progress: the seats still to throw a card away, in turn."""

    kind = DecisionKind.DRAW

    def __init__(self, queue: list[int]) -> None:
        self.queue = queue

    @property
    def actor(self) -> int | None:
        return self.queue[0] if self.queue else None

    def legal(self, table: Table) -> tuple[Action, ...]:
        """One action a card the player holds face down: throwing that card away."""
        return tuple(Action(ActionKind.DRAW, 1, (card,)) for card in table.down[self.queue[0]])

    def act(self, table: Table, action: Action) -> int:
        seat = self.queue.pop(0)
        table.discard_down(seat, action.cards[0])  # to the muck, nothing in its place
        return 0

    def refusal(self, table: Table, action: Action) -> str | None:
        held = table.down[self.queue[0]]
        return f"{{player}} throws away one of {' '.join(map(str, held))}: hand.draw('{held[-1]}')"

    def passive(self, table: Table) -> Action:
        return self.legal(table)[-1]  # the last card dealt goes (equity deals a hand out this way)

    def copy(self) -> Discarding:
        return Discarding(list(self.queue))


@frozen
class DiscardOne:
    """Every player still in with more than ``keep`` face-down cards throws one away, in turn from
    the first seat left of the button; a decision policy and a phase."""

    keep: int = 2

    def start(self, table: Table, seat: int | None = None) -> Discarding | None:
        asked = table.live() if seat is None else (seat,)
        queue = [s for s in asked if len(table.down[s]) > self.keep]
        return Discarding(queue) if queue else None

    def run(self, table: Table) -> Discarding | None:
        return self.start(table)


@frozen(kw_only=True)
class Pineapple(Holdem):
    """Pineapple: Texas Hold'em dealt three hole cards; after the betting before the flop each
    player still in throws one away. Takes hold'em's keyword-only options (blinds, antes, a
    betting structure: no limit by default)."""

    name: ClassVar[str] = "Pineapple"
    aliases: ClassVar[tuple[str, ...]] = ()  # not hold'em's: a name means one game
    phh_code: ClassVar[str | None] = "PV-PINEAPPLE"
    hole_cards_default: ClassVar[int] = 3
    hole_card_choices: ClassVar[tuple[int, ...]] = (3,)
    discard_before: ClassVar[str] = "flop"
    """The street that opens with the discard."""

    def build_streets(self) -> list[Stage]:
        """Hold'em's streets, the one named :attr:`discard_before` opening with the discard."""
        return [
            evolve(stage, phases=(DiscardOne(), *stage.phases)) if stage.name == self.discard_before else stage
            for stage in super().build_streets()
        ]


@frozen(kw_only=True)
class CrazyPineapple(Pineapple):
    """Crazy Pineapple: Pineapple with the discard after the flop's betting, before the turn."""

    name: ClassVar[str] = "Crazy Pineapple"
    phh_code: ClassVar[str | None] = "PV-CRAZY-PINEAPPLE"
    discard_before: ClassVar[str] = "turn"


def main(seed: int = 7) -> None:
    """Play one seeded four-handed hand of each game, every decision a random legal action; write
    each as a hand history and replay it."""
    rng = random.Random(seed)
    registry = VariantRegistry([Pineapple, CrazyPineapple], entry_points=False)
    for game in (Pineapple(blinds=(1, 2)), CrazyPineapple(blinds=(1, 2))):
        hand = game.new_hand([200] * 4, seed=rng)
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        text = phh.dumps(phh.record(hand))
        again = phh.replay(phh.loads(text), registry=registry)
        thrown = [line for line in phh.loads(text).actions if "_discard" in line]
        print(f"{game.name}, four players, seed {seed}: {len(thrown)} card{'s' if len(thrown) != 1 else ''} thrown away")
        for seat in range(4):
            print(f"  seat {seat}: [{' '.join(map(str, hand.down_cards(seat)))}]" + (" folded" if hand.folded[seat] else ""))
        for award in hand.results:
            print(f"  seat {award.seat} wins {award.amount}" + (f" with {award.hand}" if award.hand is not None else ""))
        print(f"  the history replays: {again.events == hand.events}")


if __name__ == "__main__":
    main()
