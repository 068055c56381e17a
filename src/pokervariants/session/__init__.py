"""Sessions, mixed games and tournaments: the same table hand after hand (RULES.md 6b).

A :class:`Session` seats named players with their stacks and deals hand after hand of a game
or a :class:`Mix`, each a normal :class:`~pokervariants.Hand`: the stacks carried over exactly,
the button moved by the TDA's dead-button rule (or the simplified moving button), players
joining, sitting out, coming back and leaving between hands. Its :attr:`~Session.log` rebuilds
it (:meth:`Session.rebuild`). A :class:`Tournament` plays one to a winner through a structure of
:class:`Level` s, with places and prizes; :func:`icm` values its stacks, and :func:`icm_deal` and
:func:`chip_chop` end it by a deal. A :class:`MultiTableTournament` seats its players at several
tables, plays them hand for hand, and balances and breaks the tables as players bust (the TDA's
rules) down to the last.
"""

from __future__ import annotations

from ..core._public import present
from ._button import ButtonRule, Positions, first_positions, next_positions
from ._icm import EXACT_PLAYERS, Equity, chip_chop, icm, icm_deal
from .levels import Level, levels_doubling
from .log import ChipsAdded, ClockAdvanced, HandPlayed, Joined, Left, LogEntry, Moved, Opened, SatIn, SatOut, TablesOpened
from .mix import Chooser, Mix
from .multitable import MultiTableTournament
from .session import PlayerStatus, Session, SessionError
from .tournament import Tournament

__all__ = [
    "EXACT_PLAYERS", "ButtonRule", "ChipsAdded", "Chooser", "ClockAdvanced", "Equity", "HandPlayed", "Joined", "Left", "Level",
    "LogEntry", "Mix", "Moved", "MultiTableTournament", "Opened", "PlayerStatus", "Positions", "SatIn", "SatOut", "Session",
    "SessionError", "TablesOpened", "Tournament",
    "chip_chop", "first_positions", "icm", "icm_deal", "levels_doubling", "next_positions",
]  # fmt: skip

present(__name__, globals(), __all__)
