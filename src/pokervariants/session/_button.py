"""Where the button and the blinds go from one hand to the next (RULES.md 6b).

Seats are the table's, numbered from 1 round the table; ``live`` names the seats whose players
can take a blind this hand. The TDA's **dead button** moves the big blind one player a hand and
lets the small blind and the button follow it, so a seat emptied by a bust can hold a dead
button or a dead small blind, and no player ever skips a blind or pays one twice. The
**moving button** (the simplified rule) moves the button one live seat, the blinds the next
two. Heads-up, the button posts the small blind and the big blind goes to the other player, who
did not post it the hand before.

>>> first = first_positions(live=(1, 2, 3, 4), button=1)
>>> first
Positions(button=1, small_blind=2, big_blind=3)
>>> next_positions(first, live=(1, 3, 4), seat_count=4, rule=ButtonRule.DEAD)  # seat 2 busts: a dead small blind
Positions(button=2, small_blind=3, big_blind=4)
>>> next_positions(first, live=(1, 3, 4), seat_count=4, rule=ButtonRule.MOVING)
Positions(button=3, small_blind=4, big_blind=1)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from attrs import frozen

__all__ = ["ButtonRule", "Positions", "first_positions", "next_positions", "seats_after"]


class ButtonRule(enum.Enum):
    """How the button moves between hands."""

    DEAD = "dead"
    """The TDA's rule: the big blind moves to the next player each hand, the small blind to the
    seat of the last big blind and the button to the seat of the last small blind, whoever sits
    there now (an empty seat: a dead button; a player gone from it: a dead small blind)."""
    MOVING = "moving"
    """The simplified rule: the button moves to the next live seat, the blinds to the two after it;
    a player can miss a blind or post one twice when players bust."""


@frozen
class Positions:
    """The seats of the button, the small blind and the big blind for one hand. The button's seat
    may be empty (a dead button), and the small blind's may hold no player who posts it (a dead
    small blind); heads-up, the button posts the small blind (the same seat)."""

    button: int
    small_blind: int
    big_blind: int


def seats_after(seat: int, seat_count: int) -> list[int]:
    """Every seat of a table of ``seat_count`` round from the one after ``seat`` to ``seat`` itself.

    >>> seats_after(4, 6)
    [5, 6, 1, 2, 3, 4]
    """
    return [*range(seat + 1, seat_count + 1), *range(1, seat + 1)]


def _next_live(seat: int, live: Sequence[int], seat_count: int) -> int:
    for _ in range(seat_count):
        seat = seat + 1 if seat < seat_count else 1
        if seat in live:
            return seat
    raise ValueError(f"no live seat among {list(live)}")


def first_positions(*, live: Sequence[int], button: int, seat_count: int | None = None) -> Positions:
    """The first hand's positions: the button on a live seat, the blinds the next two live seats
    (heads-up, the button posts the small blind)."""
    count = seat_count if seat_count is not None else max(live)
    if len(live) < 2:
        raise ValueError(f"a hand needs two players who can post the blinds, got the seats {list(live)}")
    if button not in live:
        raise ValueError(f"the first button goes to a seat with a player, {sorted(live)}, not {button}")
    if len(live) == 2:
        return Positions(button=button, small_blind=button, big_blind=_next_live(button, live, count))
    small = _next_live(button, live, count)
    return Positions(button=button, small_blind=small, big_blind=_next_live(small, live, count))


def next_positions(previous: Positions, *, live: Sequence[int], seat_count: int, rule: ButtonRule) -> Positions:
    """The positions of the hand after one played at ``previous``, ``live`` the seats whose players
    can take a blind now."""
    if len(live) < 2:
        raise ValueError(f"a hand needs two players who can post the blinds, got the seats {list(live)}")
    if rule is ButtonRule.MOVING:
        return first_positions(live=live, button=_next_live(previous.button, live, seat_count), seat_count=seat_count)
    big = _next_live(previous.big_blind, live, seat_count)
    if len(live) == 2:  # heads-up: the other player is the button and posts the small blind
        other = next(seat for seat in live if seat != big)
        return Positions(button=other, small_blind=other, big_blind=big)
    small = previous.big_blind
    button = previous.small_blind
    if button in (small, big):  # leaving heads-up: the button was the small blind's seat too
        button = next(seat for seat in reversed(seats_after(small, seat_count)[:-1]) if seat != big)
    return Positions(button=button, small_blind=small, big_blind=big)
