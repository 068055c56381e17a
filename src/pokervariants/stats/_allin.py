"""The all-in adjustment: what each player could expect from a hand whose betting ended before its
last card, worked out by the library's own equity over the cards still to come.

A hand is *all in before the last card* when its last betting decision (a fold, check, call,
bet, raise, completion, bring-in or pot match) is followed by more cards: nobody could bet any
more, because every player still in but one at most had put in every chip. If every such
player's cards are known (none is a replay's stand-in for a hidden card), each pot is shared by
equity among the players who can win it: a player's expected result is the sum over the pots of
the player's equity in the pot times the pot (less the rake, shared over the pots by size), less
what the player put in. The luck of the cards to come is taken out; the decisions are kept.

Where the cards come from, the game's own program says, as :func:`pokervariants.equity` deals
it: the board to come in the flop games, the rest of each player's cards in stud (the face-up
cards of folded players are dead), and in the draw games the replacement cards of the last draw
that deals any, from the cards each player kept (the discards seen are dead). The draws before
that one are taken as they fell: equity models one draw, since the later draws would need a
drawing strategy it does not guess.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core import ActionKind, Card
from ..engine.events import Acted, CommunityDealt, Dealt, Discarded, Dropped, Event, Paid, Posted, Reshuffled, Returned, StreetStarted, Turned
from ..engine.pots import pot_parts
from ._hand import BETTING

if TYPE_CHECKING:
    from ..engine.hand import Hand

__all__ = ["adjusted"]

_DECISIONS = BETTING | {ActionKind.MATCH_POT}


def adjusted(hand: Hand, *, samples: int, seed: int) -> tuple[float, ...] | None:
    """Each seat's all-in adjusted payoff, in the hand's units (as :attr:`Hand.payoffs
    <pokervariants.Hand.payoffs>` counts them), or ``None`` when the hand is not all in before its
    last card with every contender's cards known. Sampled spots take ``samples`` deals from ``seed``."""
    if not hand.is_over:
        return None
    events = hand.events
    last_bet = -1
    for index, event in enumerate(events):
        if type(event) is Acted and event.action.kind in _DECISIONS:
            last_bet = index
    if last_bet < 0:
        return None
    later = [i for i in range(last_bet + 1, len(events)) if type(events[i]) in (Dealt, CommunityDealt)]
    if not later:
        return None
    if any(type(e) is Paid for e in events):  # points paid beside the pots (Bailey's Poker): no pots to share
        return None
    draws = any(type(e) is Acted and e.action.kind is ActionKind.DRAW for e in events[last_bet + 1 :])
    spot = _spot(events, last_bet, later[-1] if draws else None, len(hand.starting_stacks))
    hidden = frozenset(getattr(hand.source, "hidden", ()))
    contenders = [seat for seat in range(len(spot.down)) if not spot.out[seat]]
    if len(contenders) < 2 or any(c in hidden for seat in contenders for c in spot.held(seat)):
        return None
    contributed = _contributed(events, len(spot.down))
    payoffs = hand.payoffs
    collected = [payoff + put for payoff, put in zip(payoffs, contributed)]
    total = sum(contributed)
    if total <= 0 or any(c < 0 for c in collected):
        return None
    kept = sum(collected) / total  # what the pots paid out of what went in: all of it, less the rake
    live = [not out for out in spot.out]
    share = [0.0] * len(contributed)
    for amount, eligible in pot_parts(contributed, live):
        if len(eligible) == 1:
            share[eligible[0]] += amount
            continue
        equities = _equity(hand, spot, eligible, [c for c in spot.dead if c not in hidden], samples=samples, seed=seed)
        if equities is None:
            return None
        for seat, fraction in zip(eligible, equities):
            share[seat] += fraction * amount
    return tuple(share[s] * kept - contributed[s] if live[s] else float(payoffs[s]) for s in range(len(payoffs)))


class _Spot:
    """The cards at the moment the equity is taken: each seat's, the board's, the dead ones, and who is out."""

    def __init__(self, seats: int) -> None:
        self.down: list[list[Card]] = [[] for _ in range(seats)]
        self.up: list[list[Card]] = [[] for _ in range(seats)]
        self.extra: list[list[Card]] = [[] for _ in range(seats)]
        self.board: list[Card] = []
        self.dead: list[Card] = []
        self.out = [False] * seats

    def held(self, seat: int) -> list[Card]:
        return self.down[seat] + self.up[seat] + self.extra[seat]


def _spot(events: Sequence[Event], last_bet: int, last_deal: int | None, seats: int) -> _Spot:
    """The cards after the last betting decision (``last_deal`` ``None``), or, in a draw game, after
    the discards of the draw that deals the hand's last card (the one at ``last_deal``), before its
    replacement cards."""
    spot = _Spot(seats)
    final_street = -1
    if last_deal is not None:
        final_street = max(i for i in range(last_deal) if type(events[i]) is StreetStarted)
    end = last_bet + 1 if last_deal is None else last_deal + 1
    drawing = False  # in the final draw, once its first discard is made: its deals are the cards to come
    reshuffled = False
    for index, event in enumerate(events):
        kind = type(event)
        if kind is Acted:
            action = event.action  # type: ignore[union-attr]
            seat = event.seat  # type: ignore[union-attr]
            if action.kind is ActionKind.FOLD:
                spot.out[seat] = True
            elif action.kind is ActionKind.DRAW and index < end:
                held = spot.down[seat]
                for card in action.cards:
                    if card in held:
                        held.remove(card)
                    spot.dead.append(card)
                if index > final_street >= 0:
                    drawing = True
        elif kind is Dropped:
            spot.out[event.seat] = True  # type: ignore[union-attr]
        elif index >= end:
            continue
        elif kind is Dealt:
            if drawing:
                continue
            where = spot.extra if event.extra else spot.up if event.face_up else spot.down  # type: ignore[union-attr]
            where[event.seat].append(event.card)  # type: ignore[union-attr]
        elif kind is CommunityDealt:
            spot.board.append(event.card)  # type: ignore[union-attr]
        elif kind is Turned:
            seat, card = event.seat, event.card  # type: ignore[union-attr]
            if card in spot.down[seat]:
                spot.down[seat].remove(card)
            spot.up[seat].append(card)
        elif kind is Discarded:
            seat, card, to = event.seat, event.card, event.to  # type: ignore[union-attr]
            if card in spot.down[seat]:
                spot.down[seat].remove(card)
            (spot.dead if to is None else spot.down[to]).append(card)
        elif kind is Reshuffled:
            reshuffled = True
    if reshuffled:  # discards went back into the stub: they may come again
        spot.dead.clear()
    for seat in range(seats):
        if spot.out[seat]:
            spot.dead.extend(spot.up[seat])
    return spot


def _contributed(events: Sequence[Event], seats: int) -> list[int]:
    """What each seat put into the pots: its forced payments and its chips in decisions, less what came back uncalled."""
    put = [0] * seats
    for event in events:
        kind = type(event)
        if kind is Posted:
            put[event.seat] += event.amount  # type: ignore[union-attr]
        elif kind is Acted:
            put[event.seat] += event.added  # type: ignore[union-attr]
        elif kind is Returned:
            put[event.seat] -= event.amount  # type: ignore[union-attr]
    return put


def _equity(hand: Hand, spot: _Spot, eligible: Sequence[int], dead: list[Card], *, samples: int, seed: int) -> list[float] | None:
    """The equity of each of ``eligible`` in a pot they alone can win (``None``: a spot the equity refuses)."""
    from ..equity import Holding, equity

    holdings = [Holding(down=spot.down[s], up=spot.up[s], extra=spot.extra[s]) for s in eligible]
    try:
        result = equity(hand.variant, holdings, board=spot.board, dead=dead, samples=samples, seed=seed, threads=1)
    except ValueError:
        return None
    return [player.equity for player in result.players]
