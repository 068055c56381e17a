"""The PHH package in layers: no import circle inside it (a lazy import counts), the fields and their
TOML below everything that plays a hand, variants that know nothing of PHH, and a replay that reads
games by their typed attributes rather than guessing with ``getattr(game, name, default)``.

Read from the source with :mod:`ast`, as ``test_layering.py`` reads the engine's.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from .test_layering import PACKAGE, SRC, circles, imports, module_name

PHH = PACKAGE / "phh"
LAZY_ALLOWED: set[tuple[str, str]] = set()  # none: the HTML page of a history is render.page(history)
MODULES = {module_name(p, SRC): p for p in sorted(PHH.glob("*.py"))}


def _imports(path: Path) -> list[tuple[str, bool]]:
    """Every module ``path`` imports at run time, and whether the import is inside a function (read as
    ``test_layering`` reads every module)."""
    return [(found.target, found.in_function is not None) for found in imports(path, SRC) if not found.typing_only]


def test_the_phh_modules_import_no_circle() -> None:
    assert [circle for circle in circles() if any(m.startswith("pokervariants.phh") for m in circle)] == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_lazy_imports_in_phh(name: str) -> None:
    short = name.rsplit(".", 1)[-1] if name != "pokervariants.phh" else "__init__"
    for module, lazy in _imports(MODULES[name]):
        if lazy and module.startswith("pokervariants"):
            assert (short, module) in LAZY_ALLOWED, f"{name} imports {module} inside a function"


def test_the_history_and_its_toml_sit_below_everything_that_plays_a_hand() -> None:
    below = {"errors", "_numbers", "_unknown", "simple_toml", "toml_writer", "history"}
    for module, _ in _imports(PHH / "history.py"):
        if module.startswith("pokervariants"):
            assert module.rsplit(".", 1)[-1] in below, f"history.py imports {module}"


@pytest.mark.parametrize("path", sorted((PACKAGE / "variants").glob("*.py")), ids=lambda p: p.name)
def test_variants_know_nothing_of_phh(path: Path) -> None:
    for module, _ in _imports(path):
        assert not module.startswith("pokervariants.phh"), f"variants/{path.name} imports {module}"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_phh_reads_games_by_typed_attributes(name: str) -> None:
    """No ``hasattr(x, ...)`` and no ``getattr(x, name, default)``: what a replay needs of a game is
    an attribute every game declares, or its PHH family's answer."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id != "hasattr", f"{name}:{node.lineno} asks hasattr"
            assert not (node.func.id == "getattr" and len(node.args) > 2), f"{name}:{node.lineno} guesses with getattr(…, default)"


def test_no_phh_module_is_over_800_lines() -> None:
    for name, path in MODULES.items():
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 800, name
