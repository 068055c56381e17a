"""Pass the Trash: seven cards down, three passed to the left, two thrown away, the best five wins.

A house game, written against pokervariants' public API, with hold'em's blinds,
button and betting (no limit by default) and no board. Each player is dealt
seven cards face down; after a betting round, every player still in picks three
of them to pass, face down, to the next player still in on the left (seats
follow the deal, so the left is the next seat). The cards go once everyone has
chosen, so nobody sees what comes before choosing what goes. After a second
betting round, every player throws two cards away, to the muck, and a last
betting round is played on the five cards each keeps.

Both are decisions of our own, :class:`PassOn` and :class:`DiscardDown`, taking
cards out of a hand with :meth:`Table.discard_down
<pokervariants.Table.discard_down>`: with ``to=seat`` a card is passed, without
it mucked. Each offers its choice as one action, a range that names no cards
(``discard 3``), as a draw game offers its draw; a player names the cards
(``hand.draw("7c 8d 2h")``), and code picking from the menu makes the choice with
:func:`pokervariants.bots.concrete`::

    >>> from pokervariants import Deck
    >>> game = PassTheTrash(blinds=(1, 2))
    >>> deck = Deck.stacked("As Kd  Ah Kh  Ac Kc  Ad 2c  9s 3c  7d 4d  8h 5s", fill=True)
    >>> hand = game.new_hand([100, 100], deck=deck)
    >>> hand.down_cards(0)
    (Card('As'), Card('Ah'), Card('Ac'), Card('Ad'), Card('9s'), Card('7d'), Card('8h'))
    >>> hand.call(); hand.check()
    >>> hand.phase, hand.actor, [str(a) for a in hand.legal_actions()]
    ('draw', 0, ['discard 3'])
    >>> hand.draw("9s 7d 8h"); hand.draw("2c 3c 4d")
    >>> hand.down_cards(0)  # the trash from seat 1 comes last
    (Card('As'), Card('Ah'), Card('Ac'), Card('Ad'), Card('2c'), Card('3c'), Card('4d'))

Its hands are written as hand histories with this library's ``_pass`` and
``_discard`` actions, and replay::

    >>> from pokervariants import phh
    >>> [line for line in phh.record(hand).actions if "_pass" in line]
    ['p1 _pass p2 9s7d8h', 'p2 _pass p1 2c3c4d']

Run ``python examples/pass_the_trash.py`` to play one seeded hand.
"""

from __future__ import annotations

import random
from typing import ClassVar

from attrs import frozen

from pokervariants import Action, ActionKind, Card, DecisionKind, Holdem, Stage, Table, VariantRegistry, phh
from pokervariants.bots import random_action

__all__ = ["DiscardDown", "Giving", "PassOn", "PassTheTrash", "main"]


class Giving:
    """A round in progress where each seat in ``queue``, in turn, names ``count`` of its face-down
    cards to give up: passed on once every seat has named them (:class:`PassOn`), or thrown away at
    once (:class:`DiscardDown`)."""

    kind = DecisionKind.DRAW

    def __init__(self, policy: PassOn | DiscardDown, queue: list[int], chosen: list[tuple[int, tuple[Card, ...]]]) -> None:
        self.policy = policy
        self.queue = queue
        self.chosen = chosen  # the passes named so far, to go when the round is over

    @property
    def actor(self) -> int | None:
        return self.queue[0] if self.queue else None

    def count(self, table: Table) -> int:
        """How many cards the actor gives up."""
        return self.policy.count(table, self.queue[0])

    def legal(self, table: Table) -> tuple[Action, ...]:
        """One action, a range naming no cards: which ones go is the player's choice."""
        count = self.count(table)
        return (Action(ActionKind.DRAW, count, most=count),)

    def allows(self, table: Table, action: Action) -> bool:
        """``count`` different cards the actor holds face down, named."""
        cards, held = action.cards, table.down[self.queue[0]]
        return (
            action.kind is ActionKind.DRAW and action.most is None and action.amount == len(cards) == self.count(table)
            and len(set(cards)) == len(cards) and all(card in held for card in cards)
        )  # fmt: skip

    def act(self, table: Table, action: Action) -> int:
        seat = self.queue.pop(0)
        if isinstance(self.policy, DiscardDown):
            for card in action.cards:
                table.discard_down(seat, card)  # to the muck at once
            return 0
        self.chosen.append((seat, action.cards))
        if not self.queue:  # everyone has chosen: now the cards go, each to the next player still in
            live = table.live()
            for giver, cards in self.chosen:
                to = live[(live.index(giver) + 1) % len(live)]
                for card in cards:
                    table.discard_down(giver, card, to=to)
        return 0

    def refusal(self, table: Table, action: Action) -> str | None:
        verb = "throws away" if isinstance(self.policy, DiscardDown) else "passes on"
        return f"{{player}} {verb} {self.count(table)} face-down cards, named: hand.draw('7c 8d')"

    def passive(self, table: Table) -> Action:
        count = self.count(table)  # the last cards held go (equity deals a hand out this way)
        cards = tuple(table.down[self.queue[0]][-count:]) if count else ()
        return Action(ActionKind.DRAW, count, cards)

    def copy(self) -> Giving:
        return Giving(self.policy, list(self.queue), list(self.chosen))


@frozen
class PassOn:
    """Every player still in passes ``cards`` face-down cards to the next player still in on the
    left, all at once when everyone has chosen; a decision policy and a phase."""

    cards: int = 3

    def count(self, table: Table, seat: int) -> int:
        return min(self.cards, len(table.down[seat]))

    def start(self, table: Table, seat: int | None = None) -> Giving | None:
        live = table.live()
        return Giving(self, list(live), []) if len(live) > 1 else None

    def run(self, table: Table) -> Giving | None:
        return self.start(table)


@frozen
class DiscardDown:
    """Every player still in throws face-down cards away until ``keep`` are left; a decision
    policy and a phase."""

    keep: int = 5

    def count(self, table: Table, seat: int) -> int:
        return max(0, len(table.down[seat]) - self.keep)

    def start(self, table: Table, seat: int | None = None) -> Giving | None:
        asked = table.live() if seat is None else (seat,)
        queue = [s for s in asked if self.count(table, s)]
        return Giving(self, queue, []) if queue else None

    def run(self, table: Table) -> Giving | None:
        return self.start(table)


@frozen(kw_only=True)
class PassTheTrash(Holdem):
    """Pass the Trash for 2-7 players: seven cards down and a betting round, three passed to the
    left and a betting round, two thrown away and a last betting round; high, the best five.
    Takes hold'em's keyword-only options (blinds, antes, a betting structure)."""

    name: ClassVar[str] = "Pass the Trash"
    aliases: ClassVar[tuple[str, ...]] = ()  # not hold'em's: a name means one game
    phh_code: ClassVar[str | None] = "PV-PASS-THE-TRASH"
    max_players: ClassVar[int] = 7
    hole_cards_default: ClassVar[int] = 7
    hole_card_choices: ClassVar[tuple[int, ...]] = (7,)

    def build_streets(self) -> list[Stage]:
        """Hold'em's deal and first betting round; then, in place of the flop and the turn, the
        pass and the discard, each with the betting round of the street it replaces."""
        deal, flop, turn, _ = super().build_streets()
        return [deal, Stage("pass", (PassOn(), flop.phases[-1])), Stage("discard", (DiscardDown(), turn.phases[-1]))]

    def cards_needed(self, players: int) -> int:
        """Seven cards a player, and no board."""
        return self.hole_cards * players


def main(seed: int = 4) -> None:
    """Play one seeded four-handed hand, every decision a random legal action; write it as a hand
    history and replay it."""
    rng = random.Random(seed)
    game = PassTheTrash(blinds=(1, 2))
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(random_action(hand, rng))
    text = phh.dumps(phh.record(hand))
    passes = [line for line in phh.loads(text).actions if "_pass" in line]
    print(f"{game.name}, four players, seed {seed}: {len(passes)} player{'s' if len(passes) != 1 else ''} passed their trash")
    for seat in range(4):
        print(f"  seat {seat}: [{' '.join(map(str, hand.down_cards(seat)))}]" + (" folded" if hand.folded[seat] else ""))
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount}" + (f" with {award.hand}" if award.hand is not None else ""))
    again = phh.replay(phh.loads(text), registry=VariantRegistry([PassTheTrash], entry_points=False))
    print(f"  the history replays: {again.events == hand.events}")


if __name__ == "__main__":
    main()
