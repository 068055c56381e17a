"""The hand engine: actions, events, pots and the state machine."""

from __future__ import annotations

from ..actions import Action, ActionKind, IllegalActionError
from .bailey import BaileyHand
from .events import (
    Acted,
    Awarded,
    Burned,
    CommunityDealt,
    Dealt,
    Dropped,
    Event,
    GambleLaid,
    HandStarted,
    Paid,
    Posted,
    Returned,
    Shown,
    StreetStarted,
    Turned,
)
from .hand import Hand
from .pots import Pot, build_pots
from .state import PlayableHand, SeatedHand

__all__ = [
    "Acted",
    "Action",
    "ActionKind",
    "Awarded",
    "BaileyHand",
    "Burned",
    "CommunityDealt",
    "Dealt",
    "Dropped",
    "Event",
    "GambleLaid",
    "Hand",
    "HandStarted",
    "IllegalActionError",
    "Posted",
    "Paid",
    "PlayableHand",
    "Pot",
    "Returned",
    "SeatedHand",
    "Shown",
    "StreetStarted",
    "Turned",
    "build_pots",
]
