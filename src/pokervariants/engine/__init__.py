"""The hand engine: actions, events, pots and the state machine."""

from __future__ import annotations

from ..actions import Action, ActionKind, IllegalActionError
from .events import Acted, Awarded, Burned, CommunityDealt, Dealt, Dropped, Event, HandStarted, Posted, Returned, Shown, StreetStarted
from .hand import Hand
from .pots import Pot, build_pots

__all__ = [
    "Acted",
    "Action",
    "ActionKind",
    "Awarded",
    "Burned",
    "CommunityDealt",
    "Dealt",
    "Dropped",
    "Event",
    "Hand",
    "HandStarted",
    "IllegalActionError",
    "Posted",
    "Pot",
    "Returned",
    "Shown",
    "StreetStarted",
    "build_pots",
]
