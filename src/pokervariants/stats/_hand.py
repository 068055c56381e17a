"""One replayed hand read for the statistics: what each seat did, counted.

The hand's events say everything, in every game: each street begins with a
:class:`~pokervariants.engine.events.StreetStarted`, and each decision is an
:class:`~pokervariants.engine.events.Acted` with its :class:`~pokervariants.ActionKind`.
The *first betting round* is the betting on the first street where anyone makes a betting
decision (hold'em's preflop, stud's third street, a draw game's round before the first draw);
the *second* is the betting on the next street where anyone does (the flop, fourth street, the
round after the first draw). Nothing here asks which game it reads.
"""

from __future__ import annotations

from typing import Final

from ..core import ActionKind
from ..engine.events import Acted, Awarded, Dropped, Raked, StreetStarted
from ..engine.hand import Hand

__all__ = ["AGGRESSIVE", "BETTING", "COUNTS", "HandFacts", "read_hand"]

BETTING: Final = frozenset(
    {ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE}
)
"""The decisions of a betting round (a draw, a showdown's show or muck, Bailey's Poker's changes are not)."""
AGGRESSIVE: Final = frozenset({ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE})
"""A bet, a raise, or stud's completion of the bring-in to a full bet: what the aggression factor and
the raise counts count (the bring-in itself is forced, and counts as neither)."""
_VOLUNTARY: Final = AGGRESSIVE | {ActionKind.CALL}

COUNTS: Final = (
    "hands",
    "vpip_chances",
    "vpip_hands",
    "pfr_hands",
    "three_bet_chances",
    "three_bets",
    "fold_to_three_bet_chances",
    "folds_to_three_bet",
    "cbet_chances",
    "cbets",
    "fold_to_cbet_chances",
    "folds_to_cbet",
    "saw_second",
    "showdowns",
    "won_at_showdown",
    "bets_and_raises",
    "calls",
)
"""The counts a hand gives each seat, in the order :class:`HandFacts` keeps them (each 0 or 1 for a
hand, except the last two: the bets and raises, and the calls, after the first betting round)."""

(
    _HANDS, _VPIP_CHANCES, _VPIP, _PFR, _3B_CHANCES, _3B, _F3B_CHANCES, _F3B, _CB_CHANCES, _CB, _FCB_CHANCES, _FCB,
    _SAW_SECOND, _SHOWDOWNS, _WON, _AGGRESSIVE, _CALLS,
) = range(len(COUNTS))  # fmt: skip


class HandFacts:
    """What one finished hand gives each seat: its :data:`COUNTS`, and its draws by draw round
    (``[times, cards, pats]``: draws made, cards discarded, draws standing pat)."""

    __slots__ = ("counts", "draws", "rake")

    def __init__(self, counts: list[list[int]], draws: list[list[list[int]]], rake: int) -> None:
        self.counts = counts
        """A list of :data:`COUNTS` for each seat, in dealing order."""
        self.draws = draws
        """For each seat, ``[times, cards, pats]`` for each draw round the hand had."""
        self.rake = rake
        """The rake, in the hand's units."""


def read_hand(hand: Hand) -> HandFacts:
    """What each seat of the finished ``hand`` did, counted (see :doc:`/stats` for each definition)."""
    seats = len(hand.starting_stacks)
    counts = [[1] + [0] * (len(COUNTS) - 1) for _ in range(seats)]
    draws: list[list[list[int]]] = [[] for _ in range(seats)]
    folded = [False] * seats
    won = [False] * seats
    rake = 0
    street = -1
    first = second = -1  # the streets of the first and second betting rounds (-1: not yet)
    level = 0  # the first round's bets, raises and completions so far
    opener = last = -1  # who opened the first round (its first aggressive action), and its last aggressor
    street_bets = 0  # aggressive actions on the second round so far
    cbet = False  # whether the second round's first bet is the first round's last aggressor's (a c-bet)
    draw_street = -1
    draw_round = -1
    for event in hand.events:
        kind = type(event)
        if kind is Acted:
            seat = event.seat  # type: ignore[union-attr]
            action = event.action.kind  # type: ignore[union-attr]
            mine = counts[seat]
            if action in BETTING:
                if first < 0:
                    first = street
                if street == first:
                    _first_round(mine, action, seat, level, opener)
                    if action in AGGRESSIVE:
                        level += 1
                        if opener < 0:
                            opener = seat
                        last = seat
                else:
                    if second < 0:
                        second = street
                    if action in AGGRESSIVE:
                        mine[_AGGRESSIVE] += 1
                    elif action is ActionKind.CALL:
                        mine[_CALLS] += 1
                    if street == second and last >= 0:
                        if street_bets == 0 and seat == last and not mine[_CB_CHANCES]:
                            mine[_CB_CHANCES] = 1
                            if action in AGGRESSIVE:
                                mine[_CB] = 1
                                cbet = True
                        elif street_bets == 1 and cbet and seat != last and not mine[_FCB_CHANCES]:
                            mine[_FCB_CHANCES] = 1
                            mine[_FCB] = int(action is ActionKind.FOLD)
                        if action in AGGRESSIVE:
                            street_bets += 1
                if action is ActionKind.FOLD:
                    folded[seat] = True
            elif action is ActionKind.DRAW:
                if street != draw_street:
                    draw_street = street
                    draw_round += 1
                rounds = draws[seat]
                while len(rounds) <= draw_round:
                    rounds.append([0, 0, 0])
                taken = event.action.amount  # type: ignore[union-attr]
                rounds[draw_round][0] += 1
                rounds[draw_round][1] += taken
                rounds[draw_round][2] += int(taken == 0)
        elif kind is StreetStarted:
            street += 1
            if first >= 0 and street == first + 1:
                for seat in range(seats):
                    if not folded[seat]:
                        counts[seat][_SAW_SECOND] = 1
        elif kind is Awarded:
            if event.amount > 0:  # type: ignore[union-attr]
                won[event.seat] = True  # type: ignore[union-attr]
        elif kind is Dropped:
            folded[event.seat] = True  # type: ignore[union-attr]
        elif kind is Raked:
            rake += event.amount  # type: ignore[union-attr]
    contenders = [seat for seat in range(seats) if not folded[seat]]
    if len(contenders) > 1:
        for seat in contenders:
            mine = counts[seat]
            if mine[_SAW_SECOND]:
                mine[_SHOWDOWNS] = 1
                mine[_WON] = int(won[seat])
    return HandFacts(counts, draws, rake)


def _first_round(mine: list[int], action: ActionKind, seat: int, level: int, opener: int) -> None:
    """Count one decision of the first betting round, made facing ``level`` bets and raises (the
    first of them ``opener``'s)."""
    mine[_VPIP_CHANCES] = 1
    if action in _VOLUNTARY:
        mine[_VPIP] = 1
        if action is not ActionKind.CALL:
            mine[_PFR] = 1
    if level == 1 and seat != opener and not mine[_3B_CHANCES]:
        mine[_3B_CHANCES] = 1
        mine[_3B] = int(action in AGGRESSIVE)
    elif level == 2 and seat == opener and not mine[_F3B_CHANCES]:
        mine[_F3B_CHANCES] = 1
        mine[_F3B] = int(action is ActionKind.FOLD)

