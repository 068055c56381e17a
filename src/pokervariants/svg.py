"""Moved to :mod:`pokervariants.render.svg`: this path still works, with a ``DeprecationWarning``, until 0.2."""

from ._moved import moved

__getattr__, __dir__ = moved(__name__, "pokervariants.render.svg", "pokervariants.render.svg", stand_aside=True)
