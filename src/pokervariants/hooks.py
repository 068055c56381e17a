"""Deal hooks, re-exported where 0.1.0 kept them: see :mod:`pokervariants.engine.hooks`."""

from __future__ import annotations

from .engine.hooks import Charge, DealEffect, DealHook, DealtCard, Effect, ExtraCard, FaceUpRank, Schedule, SetState

__all__ = ["Charge", "DealEffect", "DealHook", "DealtCard", "Effect", "ExtraCard", "FaceUpRank", "Schedule", "SetState"]
