"""Module paths that moved when the library was laid out in packages, kept for one release.

Each old path is a small module that warns once, when it is imported, and then finds every name
(private ones too) where it lives now. Nothing inside the library imports an old path, so
``python -W error::DeprecationWarning -c "import pokervariants"`` runs clean.
"""

from __future__ import annotations

import importlib
import sys
import warnings
from collections.abc import Callable


def moved(old: str, new: str, *internal: str, stand_aside: bool = False) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """Warn that ``old`` moved to ``new``, and return the old module's ``__getattr__`` and ``__dir__``.

    A name is looked up in ``new`` (the public face) first, then in each ``internal`` module.

    With ``stand_aside``, ``new`` takes the old module's place in ``sys.modules``: an old path that is
    also a public name of its package (``pokervariants.svg``, the pictures' module) then names the
    real module however it was reached, since importing a module sets the package's attribute to
    what ``sys.modules`` holds once the module has run.
    """
    warnings.warn(
        f"{old} moved to {new}; the old path goes in 0.2",
        DeprecationWarning,
        stacklevel=3,  # the code that imported the old path (warnings skips the import system's frames)
    )
    modules = [importlib.import_module(name) for name in (new, *internal)]
    if stand_aside:
        sys.modules[old] = modules[0]

    def __getattr__(name: str) -> object:
        for module in modules:
            try:
                return getattr(module, name)
            except AttributeError:
                pass
        raise AttributeError(f"module {old!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        return sorted({name for module in modules for name in dir(module)})

    return __getattr__, __dir__
