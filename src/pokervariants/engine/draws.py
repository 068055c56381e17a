"""Draw rounds (RULES.md 6): each live player in turn discards and is dealt as many new cards.

A :class:`DrawRound` is a phase that starts a :class:`Drawing` decision. From
the first live seat left of the button, each player still in discards any of
the face-down cards, up to the round's ``most`` (none is standing pat). As in
Bailey's Poker's changes, all the discards come before any replacement; then
one card is burned and each player in the same order is dealt as many cards
as the player discarded, face down. When the stub cannot give a player's
replacements, the earlier draws' discards and this draw's of the players
already served are shuffled beneath it by the card source
(:meth:`~pokervariants.Deck.restock`), which logs a
:class:`~pokervariants.engine.events.Reshuffled` event. As at a table, where
the players still to draw have not yet thrown their cards in, the discards of
the player being served and of those after the player stay out: no player is
ever dealt back a card the player threw away in this draw. (PokerKit
reshuffles every card out of play instead: :attr:`Reshuffle.MUCK`, for its
histories.)

A discard the stub and the reshuffle could not replace is never offered, so
an action, once taken, always completes.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from attrs import frozen

from ..core import Action, ActionKind, Card, Deck
from .events import dealt_rounds
from .protocols import DecisionKind

if TYPE_CHECKING:
    from .table import Table

__all__ = ["BURNED", "DISCARDS", "DrawRound", "Drawing", "Reshuffle", "deal_replacements", "deliverable", "out_of_play"]

DISCARDS = "discards"
"""The public pile a draw's discards go to (and a reshuffle takes them from)."""
BURNED = "burned"
"""The pile of the cards burned before the draws' replacements (:attr:`Reshuffle.MUCK` reshuffles them)."""

_DRAW = ActionKind.DRAW
_STAND_PAT = Action(_DRAW)
_MENUS = {most: (_STAND_PAT, Action(_DRAW, 1, most=most)) if most else (_STAND_PAT,) for most in range(16)}
"""The menu for each most a player may discard, made once (offering it is then a lookup)."""


class Reshuffle(enum.Enum):
    """Which cards a draw reshuffles when the stub runs short."""

    DISCARDS = "discards"
    """RULES.md 6: the discards, never a player's own from this draw (nor those of the players
    served after the player, who at a table would not have discarded yet)."""
    MUCK = "muck"
    """PokerKit's reading: every card out of play: all the discards (the drawing player's own
    too), the folded hands and the burned cards."""


def deliverable(stub: int, older: int, owed: Sequence[int], *, burn: bool = False, own: bool = False) -> bool:
    """Whether replacements ``owed`` (one count a player, in dealing order) can all be dealt from a
    stub of ``stub`` cards, reshuffling when it runs short: the ``older`` cards out of play (earlier
    draws' discards) and this draw's discards of the players already served, or with ``own`` of
    every player (by the rule nobody's own discards come back to the player).

    >>> deliverable(3, 0, [2, 2])  # the second player's reshuffle takes the first's two discards
    True
    >>> deliverable(1, 0, [3]), deliverable(1, 0, [3], own=True)  # a player's own discards come back only by PokerKit's reading
    (False, True)
    >>> deliverable(0, 0, [0, 2, 2])  # the second player's reshuffle may not take the third's discards
    False
    """
    if burn and stub:
        stub -= 1
        if own:
            older += 1  # the burned card comes back too
    waiting = list(owed)  # this draw's discards not yet reshuffled, by player
    for i, need in enumerate(owed):
        if need > stub:
            served = len(waiting) if own else i  # whose discards this reshuffle may take
            stub += older + sum(waiting[:served])
            older = 0
            waiting[:served] = [0] * served
            if need > stub:
                return False
        stub -= need
    return True


def out_of_play(table: Table, reshuffle: Reshuffle) -> int:
    """How many cards a reshuffle could take besides this draw's discards: the older discards, and by
    :attr:`Reshuffle.MUCK` the folded hands and the burned cards too."""
    if reshuffle is Reshuffle.DISCARDS:
        return len(table.pile(DISCARDS))
    folded = table.folded
    return len(table.pile(DISCARDS)) + len(table.pile(BURNED)) + sum(len(table.down[s]) for s in range(table.seats) if folded[s])


def deal_replacements(
    table: Table,
    owed: Sequence[tuple[int, Sequence[Card]]],
    *,
    face_up: bool = False,
    burn: bool = False,
    reshuffle: Reshuffle = Reshuffle.DISCARDS,
) -> None:
    """Deal each seat in ``owed`` as many cards as it discarded, in order, after one burned card if
    ``burn`` (when the stub has one to spare), reshuffling by ``reshuffle`` when the stub runs short."""
    source = table.source
    own = reshuffle is Reshuffle.MUCK
    if burn and source.remaining:
        counts = [len(cards) for _, cards in owed]
        stub = source.remaining
        if stub > sum(counts) or deliverable(stub, out_of_play(table, reshuffle) - sum(counts), counts, burn=True, own=own):
            card = table.burn()  # even when nobody draws, as PokerKit deals a draw
            if own:
                table.pile(BURNED).append(card)
    deck = source if not table.hooks and type(source) is Deck else None  # each seat's cards in one draw, logged as one entry
    held = table.up if face_up else table.down
    for index, (seat, discarded) in enumerate(owed):
        if not discarded:
            continue
        if len(discarded) > source.remaining:
            if own:
                _muck_folded(table)
                table.pile(DISCARDS).extend(table.piles.pop(BURNED, ()))
                table.reshuffle(DISCARDS)
            else:  # the discards of this player and of those still to be served stay out
                table.reshuffle(DISCARDS, keep={card for _, cards in owed[index:] for card in cards})
        if deck is not None:
            cards = deck.deal(len(discarded))
            held[seat] += cards
            table.log.append((dealt_rounds, (seat,), cards, (face_up,) * len(cards)))
            continue
        for _ in discarded:
            table.deal(seat, face_up)


def _muck_folded(table: Table) -> None:
    """Put the folded hands on the discard pile (PokerKit's muck), to be reshuffled with it."""
    pile = table.pile(DISCARDS)
    for seat in range(table.seats):
        if table.folded[seat] and table.down[seat]:
            pile.extend(table.down[seat])
            table.down[seat] = []


@frozen(kw_only=True)
class DrawRound:
    """A draw: each live player in turn discards 0 to ``most`` face-down cards and is dealt as many
    (after a burned card, if ``burn``); a decision policy and a phase."""

    most: int
    """The most cards a player may discard (five-card draw 5, Badugi 4)."""
    burn: bool = True
    reshuffle: Reshuffle = Reshuffle.DISCARDS
    """Which cards come back when the stub runs short."""

    def start(self, table: Table, seat: int | None = None) -> Drawing | None:
        queue = list(table.live()) if seat is None else [seat]
        return Drawing(self, queue) if queue else None

    def run(self, table: Table) -> Drawing | None:
        return self.start(table)


class Drawing:
    """A draw in progress: who is still to discard, and the replacements owed."""

    kind = DecisionKind.DRAW
    __slots__ = ("policy", "queue", "owed", "owing", "actor", "_most")

    def __init__(self, policy: DrawRound, queue: list[int]) -> None:
        self.policy = policy
        self.queue = queue
        self.actor: int | None = queue[0] if queue else None
        """The seat to draw: the head of :attr:`queue` (kept as a plain attribute: it is read at every action)."""
        self.owed: list[tuple[int, tuple[Card, ...]]] = []
        """Each seat that has chosen, with its discards, in order."""
        self.owing = 0
        """The replacements owed so far."""
        self._most = -1  # the actor's most, once worked out (-1: not yet)

    def most(self, table: Table) -> int:
        """The most cards the actor may discard now: the round's limit, the cards held, and what the
        stub and a reshuffle could replace."""
        if self._most >= 0:
            return self._most
        self._most = most = self._work_out_most(table)
        return most

    def _work_out_most(self, table: Table) -> int:
        held = len(table.down[self.queue[0]])
        most = self.policy.most
        if held < most:
            most = held
        stub = table.source.remaining
        if stub >= self.owing + most:  # the usual case: the stub alone is enough
            return most
        counts = [len(cards) for _, cards in self.owed]
        reshuffle = self.policy.reshuffle
        older = out_of_play(table, reshuffle) - sum(counts)
        while most and not deliverable(stub, older, [*counts, most], own=reshuffle is Reshuffle.MUCK):
            most -= 1
        return most

    def legal(self, table: Table) -> tuple[Action, ...]:
        most = self.most(table)
        menu = _MENUS.get(most)
        return menu if menu is not None else (_STAND_PAT, Action(_DRAW, 1, most=most))

    def allows(self, table: Table, action: Action) -> bool:
        """A discard of named cards within the range the menu offers."""
        cards = action.cards
        n = len(cards)
        if action.kind is not _DRAW or action.most is not None or not n or action.amount != n or n > self.most(table):
            return False
        held = table.down[self.queue[0]]
        for i in range(n):  # a handful of cards: plain loops, no sets to build
            card = cards[i]
            if card not in held or cards.index(card) < i:  # not held, or named before
                return False
        return True

    def act(self, table: Table, action: Action) -> int:
        queue = self.queue
        seat = queue.pop(0)
        self.actor = queue[0] if queue else None
        self._most = -1
        cards = action.cards
        if cards:
            held = table.down[seat]
            for card in cards:
                held.remove(card)
            table.pile(DISCARDS).extend(cards)
            self.owing += len(cards)
        self.owed.append((seat, cards))
        if not self.queue:
            deal_replacements(table, self.owed, burn=self.policy.burn, reshuffle=self.policy.reshuffle)
        return 0

    def refusal(self, table: Table, action: Action) -> str | None:
        seat = self.queue[0]
        if action.kind is not _DRAW:
            return f"{{player}} cannot {action} now: this is a draw; the player discards cards (hand.draw(cards)) or stands pat"
        cards = action.cards
        if action.most is not None and cards:
            return "a discard names its cards and no range (most): hand.draw('7h 2c'), or Action(ActionKind.DRAW, 2, cards)"
        if action.amount < 0:
            return f"a draw's amount is the number of cards discarded, 0 or more, not {action.amount}"
        if action.most is not None or (action.amount and not cards):
            return "name the cards to discard: hand.draw('7h 2c'), or Action(ActionKind.DRAW, 2, cards)"
        if action.amount != len(cards):
            return f"a draw's amount is the number of cards discarded: {len(cards)} here, not {action.amount}"
        if len(set(cards)) != len(cards):
            return "a card is named twice"
        held = table.down[seat]
        missing = [c for c in cards if c not in held]
        if missing:
            return f"{{player}} does not hold {' '.join(map(str, missing))} (holds {' '.join(map(str, held))})"
        most = self.most(table)
        if most < min(self.policy.most, len(held)):
            return f"{{player}} may discard at most {most}: the stub and the discards could not replace more"
        return f"{{player}} may discard at most {most} cards"

    def passive(self, table: Table) -> Action:
        return _STAND_PAT

    def copy(self) -> Drawing:
        return _drawing(self.policy, list(self.queue), list(self.owed), self.owing, self._most)

    def __reduce__(self) -> tuple[Any, ...]:
        # Written out for the compiled engine (docs/speed.rst), which makes no object without __init__.
        return (_drawing, (self.policy, self.queue, self.owed, self.owing, self._most))


def _drawing(policy: DrawRound, queue: list[int], owed: list[tuple[int, tuple[Card, ...]]], owing: int, most: int) -> Drawing:
    """A pickled draw made again."""
    drawing = Drawing(policy, queue)
    drawing.owed, drawing.owing, drawing._most = owed, owing, most
    return drawing
