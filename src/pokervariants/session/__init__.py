"""Sessions, mixed games and tournaments: the same table hand after hand (RULES.md 6b).

A :class:`Session` seats named players with their stacks and deals hand after hand of a game
or a :class:`Mix`, each a normal :class:`~pokervariants.Hand`: the stacks carried over exactly,
the button moved by the TDA's dead-button rule (or the simplified moving button), players
joining, sitting out, coming back and leaving between hands. Its :attr:`~Session.log` rebuilds
it (:meth:`Session.rebuild`).
"""

from __future__ import annotations

from ..core._public import present
from ._button import ButtonRule, Positions, first_positions, next_positions
from .log import ChipsAdded, HandPlayed, Joined, Left, LogEntry, Opened, SatIn, SatOut
from .mix import Chooser, Mix
from .session import PlayerStatus, Session, SessionError

__all__ = [
    "ButtonRule", "ChipsAdded", "Chooser", "HandPlayed", "Joined", "Left", "LogEntry", "Mix", "Opened", "PlayerStatus",
    "Positions", "SatIn", "SatOut", "Session", "SessionError", "first_positions", "next_positions",
]  # fmt: skip

present(__name__, globals(), __all__)
