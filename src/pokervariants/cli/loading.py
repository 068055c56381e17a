"""A game of your own on the command line: ``--game MODULE:CLASS`` (or ``path/to/file.py:Class``, or the
name of a game an installed package offers), which every command that plays a game takes (``simulate``,
``play`` and ``equity``, where ``--game`` is another name for ``--variant``, and ``replay``).

The module is imported as Python would import it, with the current directory on the path; a file is
loaded from its path. The class must be a game: it has a ``name`` and ``new_hand``, as
:class:`~pokervariants.Variant` and :class:`~pokervariants.Holdem` subclasses do (for ``replay``, a
``phh_code`` too). It is known for this run only: nothing is registered.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import os
import sys
from pathlib import Path
from typing import Any

from ..variants.registry import ENTRY_POINT_GROUP, find_variant
from .errors import CommandError

__all__ = ["installed", "load_game"]


def load_game(spec: str, *, phh: bool = False) -> type:
    """The game class ``--game`` names: ``module:Class``, ``path/to/file.py:Class``, or the name of an installed game.

    Raises :class:`~pokervariants.cli.CommandError` saying what was wrong (no such module, class or game);
    with ``phh`` (``replay``), a game needs a ``phh_code`` attribute too.
    """
    module_name, colon, attribute = spec.partition(":")
    if not colon:
        return _installed_game(spec)
    if not module_name or not attribute:
        raise CommandError(f"--game takes module:Class, path/to/file.py:Class or the name of an installed game, got {spec!r}")
    module = _module(module_name, spec)
    found: Any = module
    for part in attribute.split("."):
        found = getattr(found, part, None)
        if found is None:
            raise CommandError(f"--game {spec}: {module_name} has no {attribute!r}")
    needs = ("name", "phh_code", "new_hand") if phh else ("name", "new_hand")
    if not isinstance(found, type) or not all(hasattr(found, a) for a in needs):
        listed = ", ".join(needs[:-1]) + " and " + needs[-1]
        raise CommandError(f"--game {spec}: {attribute} is not a game class (a game has {listed}, as Variant and Holdem subclasses do)")
    return found


def _module(name: str, spec: str) -> Any:
    """Import the module ``name``: a file if it ends in .py, else as Python would, with the current directory on the path."""
    here = os.getcwd()
    added = here not in sys.path
    if added:
        sys.path.insert(0, here)
    try:
        if not name.endswith(".py"):
            return importlib.import_module(name)
        path = Path(name)
        module_spec = importlib.util.spec_from_file_location(f"pokervariants_game_{path.stem}", path) if path.is_file() else None
        if module_spec is None or module_spec.loader is None:
            raise CommandError(f"--game {spec}: there is no Python file {name}")
        module = importlib.util.module_from_spec(module_spec)
        sys.modules[module_spec.name] = module
        module_spec.loader.exec_module(module)
        return module
    except ModuleNotFoundError as error:
        if error.name and name.split(".")[0] == error.name.split(".")[0]:
            raise CommandError(f"--game {spec}: no module named {name!r} (it must be importable: installed, on PYTHONPATH or in the current directory)") from None
        raise CommandError(f"--game {spec}: importing {name} failed: {error}") from None
    except CommandError:
        raise
    except Exception as error:  # whatever the module raises as it is imported: say which
        raise CommandError(f"--game {spec}: importing {name} failed: {type(error).__name__}: {error}") from None
    finally:
        if added:
            sys.path.remove(here)


def installed(name: str) -> bool:
    """Whether an installed package offers a game under the entry-point name ``name``."""
    return any(entry.name == name for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))


def _installed_game(name: str) -> type:
    """The game an installed package offers under ``name`` (its entry point's name, or the game's name or alias)."""
    entries = [entry for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP) if entry.name == name]
    if entries:
        try:
            game: type = entries[0].load()
        except Exception as error:  # any import failure: say which entry point
            raise CommandError(f"--game {name}: the installed game {entries[0].value} failed to load: {type(error).__name__}: {error}") from None
        return game
    try:
        return find_variant(name)
    except ValueError:
        installed = sorted(entry.name for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))
        offered = f"installed games are {', '.join(installed)}" if installed else "no installed package offers a game"
        raise CommandError(f"--game {name}: no game of that name ({offered}); for a game of your own, give module:Class") from None
