"""Betting structures where 0.1.0 kept them: import them from :mod:`pokervariants` (this path warns,
and goes in 0.2). The fixed-limit policy lives in :mod:`pokervariants.engine`, Bailey's stake in
:mod:`pokervariants.variants.bailey`."""

from ._moved import moved

__getattr__, __dir__ = moved(__name__, "pokervariants", "pokervariants.engine.betting", "pokervariants.variants.bailey")
