"""One hand of a blind game at a session's table: who is dealt in, in what order, and the game
with the blinds, posts and dead money of this hand (RULES.md 6b).

A game's ``blinds`` are by position from the first seat left of the button. A session's hand
can differ from that: a dead small blind (the big blind is then the first seat dealt in), and
players posting to come in or to pay the blinds they missed. :func:`hand_game` writes these
into the game's own ``blinds``, ``posts`` and ``dead`` for the one hand, so the engine plays it
as any other.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence

import attrs

from ..core import Amount
from ..variants import Holdem
from ._button import Positions

__all__ = ["dealing_order", "hand_game"]


def dealing_order(seats: Sequence[int], *, button: int, seat_count: int) -> list[int]:
    """``seats`` in the order the hand deals them: from the first after the button round to the button.

    >>> dealing_order([1, 3, 4, 6], button=4, seat_count=6)
    [6, 1, 3, 4]
    """
    ordered = sorted(seats)
    first = bisect.bisect_right(ordered, button)
    return ordered[first:] + ordered[:first]


def hand_game(game: Holdem, order: Sequence[int], positions: Positions, posting: Mapping[int, tuple[Amount, Amount]]) -> Holdem:
    """``game`` for one hand dealt to the seats ``order`` (from the first after the button): its
    blinds where this hand's are (a dead small blind: the big blind first), and ``posting``, the
    seats that post to come in, each with a live post and dead money."""
    heads_up = len(order) == 2
    if not posting and (heads_up or order[0] == positions.small_blind):  # the game's own blinds, as they are
        return game
    _, big_blind, *straddles = game.blinds or (0, 0)
    changes: dict[str, object] = {}
    if not heads_up and order[0] != positions.small_blind:  # a dead small blind: the big blind posts first
        changes["blinds"] = (big_blind, *straddles) if straddles else (big_blind, 0)
        if game.big_blind_ante:  # the engine asks the second position for it: the big blind's own dead money here
            changes["big_blind_ante"] = 0
            live, owed = posting.get(order[0], (0, 0))
            posting = {**posting, order[0]: (live, owed + game.big_blind_ante)}
    if posting:
        index = {seat: position for position, seat in enumerate(order)}
        posts: list[Amount] = [0] * len(order)
        dead: list[Amount] = [0] * len(order)
        for seat, (live, owed) in posting.items():
            posts[index[seat]] = live
            dead[index[seat]] = owed
        changes["posts"] = tuple(posts)
        changes["dead"] = tuple(dead)
    return attrs.evolve(game, **changes) if changes else game  # type: ignore[arg-type]
