"""Moved to :mod:`pokervariants.render.svg`: this path still works, with a ``DeprecationWarning``, until 0.2."""

import sys

from ._moved import moved
from .render import svg as _svg

__getattr__, __dir__ = moved(__name__, "pokervariants.render.svg", "pokervariants.render.svg")

# ``pokervariants.svg`` is also a public name of the package, the pictures' module itself. Importing
# the old path sets that name to whatever ``sys.modules`` holds for it once this module has run, so
# this module stands aside for the real one: the name then means the same whichever way it was reached.
sys.modules[__name__] = _svg
