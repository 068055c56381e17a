"""The hand engine: one state machine that runs a program of phases over a table.

:class:`Hand` runs every game. A variant's :class:`~pokervariants.engine.phases.Program`
lists its phases (:mod:`~pokervariants.engine.phases`; the betting round in
:mod:`~pokervariants.engine.betting`); decisions, phases, card sources and
openers follow the protocols of :mod:`~pokervariants.engine.protocols`; deal
hooks and their effects are in :mod:`~pokervariants.engine.hooks`; the state is
a :class:`~pokervariants.engine.table.Table`; events are plain records
(:mod:`~pokervariants.engine.events`), walked by an :class:`EventVisitor`.
"""

from __future__ import annotations

from ..core import Action, ActionKind, IllegalActionError
from .betting import AllInLowCard, Bet, Betting, BettingPolicy, BettingRound, FixedLimit, MatchOrDrop, Matching, ShortAllIn
from .events import (
    Acted,
    Awarded,
    Burned,
    CommunityDealt,
    Dealt,
    Discarded,
    Dropped,
    Event,
    EventVisitor,
    GambleLaid,
    HandStarted,
    Paid,
    Posted,
    PostKind,
    Raked,
    Reshuffled,
    Returned,
    Share,
    Shown,
    StateChanged,
    StreetStarted,
    Turned,
)
from .draws import DrawRound, Drawing, Reshuffle
from .hand import Hand
from .hooks import Charge, DealEffect, DealHook, DealtCard, Effect, ExtraCard, FaceUpRank, Schedule, SetState
from .phases import Antes, Deal, OddChip, Program, RunScheduled, Settle, Showdown, ShowdownMode, ShowingDown, SplitPots, Stage
from .pots import Pot, build_pots
from .rake import Rake
from .protocols import BOARD, BURN, CardSource, Decision, DecisionKind, DecisionPolicy, GameVariant, Opener, Phase
from .state import PlayableHand
from .table import CardsHeld, Table

__all__ = [
    "BOARD", "BURN", "Acted", "Action", "ActionKind", "AllInLowCard", "Antes", "Awarded", "Bet", "Betting", "BettingPolicy", "BettingRound",
    "Burned", "CardSource", "CardsHeld", "Charge", "CommunityDealt", "Deal", "DealEffect", "DealHook",
    "DealtCard", "Dealt", "Decision", "Discarded", "DecisionKind", "DecisionPolicy", "DrawRound", "Drawing", "Dropped", "Reshuffle", "Effect", "Event",
    "EventVisitor", "ExtraCard", "FaceUpRank", "FixedLimit", "GambleLaid", "GameVariant", "Hand", "HandStarted",
    "IllegalActionError", "MatchOrDrop", "Matching", "OddChip", "Opener", "Paid", "Phase", "PlayableHand",
    "Posted", "PostKind", "Pot", "Program", "Rake", "Raked", "Reshuffled", "Returned", "RunScheduled", "Schedule", "SetState", "Settle",
    "Share", "ShortAllIn", "Showdown", "ShowdownMode", "ShowingDown", "Shown", "SplitPots", "Stage", "StateChanged", "StreetStarted", "Table", "Turned",
    "build_pots",
]  # fmt: skip
