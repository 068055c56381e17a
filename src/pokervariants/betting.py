"""Betting structures, re-exported where 0.1.0 kept them.

The fixed-limit policy and the betting round's state live in
:mod:`pokervariants.engine.betting` now (the engine runs betting rounds as
decisions), and Bailey's Poker's stake policy in
:mod:`pokervariants.variants.bailey`. Import them from :mod:`pokervariants`.
"""

from __future__ import annotations

from .engine.betting import BettingPolicy, BettingRound, FixedLimit, ShortAllIn
from .variants.bailey import Stake, gamble_value, stake_ceiling

__all__ = ["BettingPolicy", "BettingRound", "FixedLimit", "ShortAllIn", "Stake", "gamble_value", "stake_ceiling"]
