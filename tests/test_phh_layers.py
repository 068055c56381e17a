"""The PHH package in layers: no import circle inside it (a lazy import counts), the fields and their
TOML below everything that plays a hand, variants that know nothing of PHH, and a replay that reads
games by their typed attributes rather than guessing with ``getattr(game, name, default)``.

Read from the source with :mod:`ast`, as ``test_layering.py`` reads the engine's.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "pokervariants"
PHH = PACKAGE / "phh"
LAZY_ALLOWED: set[tuple[str, str]] = set()  # none: the HTML page of a history is render.page(history)


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[tuple[str, bool]]:
    """Every module ``path`` imports (relative imports resolved), and whether the import is inside a function."""
    package = _module_name(path).split(".") if path.name == "__init__.py" else _module_name(path).split(".")[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lazy = {id(node) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) for node in ast.walk(f)}
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
        for node in ast.walk(block)
    }
    found: list[tuple[str, bool]] = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            name = ".".join([*base, node.module] if node.module else base) if node.level else (node.module or "")
            for alias in node.names:  # "from . import history" imports the module pokervariants.phh.history
                found.append((f"{name}.{alias.name}" if (PACKAGE.parent / f"{name}.{alias.name}".replace(".", "/")).with_suffix(".py").exists() else name, id(node) in lazy))
        elif isinstance(node, ast.Import):
            found += [(alias.name, id(node) in lazy) for alias in node.names]
    return found


MODULES = {_module_name(p): p for p in sorted(PHH.glob("*.py"))}


def _graph() -> dict[str, set[str]]:
    return {name: {m for m, _ in _imports(path) if m in MODULES and m != name} for name, path in MODULES.items()}


def test_the_phh_modules_import_no_circle() -> None:
    graph = _graph()
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, "import circle: " + " -> ".join((*path[path.index(name) :], name))
        if name in done:
            return
        for other in graph[name]:
            visit(other, (*path, name))
        done.add(name)

    for name in graph:
        visit(name, ())


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_lazy_imports_in_phh(name: str) -> None:
    short = name.rsplit(".", 1)[-1] if name != "pokervariants.phh" else "__init__"
    for module, lazy in _imports(MODULES[name]):
        if lazy and module.startswith("pokervariants"):
            assert (short, module) in LAZY_ALLOWED, f"{name} imports {module} inside a function"


def test_the_history_and_its_toml_sit_below_everything_that_plays_a_hand() -> None:
    below = {"errors", "_numbers", "simple_toml", "toml_writer", "history"}
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
