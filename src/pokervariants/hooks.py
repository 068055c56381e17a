"""Deal hooks where 0.1.0 kept them: :mod:`pokervariants.engine` (this path warns, and goes in 0.2)."""

from ._moved import moved

__getattr__, __dir__ = moved(__name__, "pokervariants.engine", "pokervariants.engine.hooks")
