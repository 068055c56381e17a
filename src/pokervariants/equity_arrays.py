"""Moved into :mod:`pokervariants.equity`: this path still works, with a ``DeprecationWarning``, until 0.2."""

from ._moved import moved

__getattr__, __dir__ = moved(__name__, "pokervariants.equity", "pokervariants.equity._arrays", "pokervariants.equity._plan", "pokervariants.equity._omaha")
