"""Deal hooks, re-exported where 0.1.0 kept them: see :mod:`pokervariants.engine.hooks`."""

from __future__ import annotations

from .engine.hooks import Charge, ContextDealHook, DealEffect, DealHook, DealtCard, Effect, ExtraCard, FaceUpRank, Schedule, SetState, SimpleDealHook

__all__ = ["Charge", "ContextDealHook", "DealEffect", "DealHook", "DealtCard", "Effect", "ExtraCard", "FaceUpRank", "Schedule", "SetState", "SimpleDealHook"]
