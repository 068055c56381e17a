"""Moved to :mod:`pokervariants.session.bailey_match` (a match is a session of Bailey's Poker now): this path still works, with a ``DeprecationWarning``, until 0.2."""

from .._moved import moved

__getattr__, __dir__ = moved(__name__, "pokervariants.session.bailey_match")
