"""What a ranker is given: a seat's cards that know which were down, up and on the board.

A module of its own so that it stays a plain Python class (a ``tuple`` subclass) when the engine
is compiled (docs/speed.rst); :mod:`pokervariants.engine.table` makes these for the rankers.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Card

__all__ = ["CardsHeld"]


class CardsHeld(tuple[Card, ...]):
    """A seat's cards as a ranker sees them: a tuple of every card (down, up, then the board) that
    also knows which were which, so a ranker may read the parts (Omaha's two hole cards, Chicago's
    spades in the hole) or treat the holding as a flat hand.

    >>> from pokervariants import parse_cards
    >>> held = CardsHeld(parse_cards("As Kd"), parse_cards("7c"), parse_cards("2h 3h"))
    >>> len(held), held.down, held.board
    (5, (Card('As'), Card('Kd')), (Card('2h'), Card('3h')))
    """

    down: tuple[Card, ...]
    """The face-down (hole) cards."""
    up: tuple[Card, ...]
    """The seat's own face-up cards."""
    board: tuple[Card, ...]
    """The shared cards that play in every hand."""

    def __new__(cls, down: Sequence[Card], up: Sequence[Card] = (), board: Sequence[Card] = ()) -> CardsHeld:
        held = super().__new__(cls, (*down, *up, *board))
        held.down, held.up, held.board = tuple(down), tuple(up), tuple(board)
        return held

    def __getnewargs__(self) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        return (self.down, self.up, self.board)
