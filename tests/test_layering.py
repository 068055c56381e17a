"""The layers hold: the hot core imports nothing above ``cards``, the engine imports no variant, and
nothing outside ``variants/`` names a particular game.

Read from the source with :mod:`ast`, so a lazy import inside a function counts as much as one at the top.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "pokervariants"
GAMES = ("StudHigh", "Razz", "StudHiLo8", "Baseball", "Bailey", "BaileyMatch")


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports (relative imports resolved against the package), with its line."""
    module = path.relative_to(PACKAGE.parent).with_suffix("").parts
    package = module[:-1] if path.name != "__init__.py" else module[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            found += [(node.lineno, name)] + [(node.lineno, f"{name}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return found


def _modules(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def _deprecated_shim(path: Path, line: int) -> bool:
    """Whether the import at ``line`` sits in a module ``__getattr__`` that only serves a moved name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.FunctionDef) and node.name == "__getattr__" and node.lineno <= line <= (node.end_lineno or 0)
        for node in tree.body
    )


@pytest.mark.parametrize("path", _modules("evaluation"), ids=lambda p: p.name)
def test_the_hot_core_imports_nothing_above_cards(path: Path) -> None:
    allowed = ("pokervariants.evaluation", "pokervariants.cards")
    for line, name in _imports(path):
        if name.startswith("pokervariants") and not name.startswith(allowed):
            assert _deprecated_shim(path, line), f"{path.name}:{line} imports {name}"


@pytest.mark.parametrize("path", _modules("engine"), ids=lambda p: p.name)
def test_the_engine_imports_no_variant(path: Path) -> None:
    for line, name in _imports(path):
        assert not name.startswith("pokervariants.variants"), f"{path.name}:{line} imports {name}"


OUTSIDE = [p for p in sorted(PACKAGE.rglob("*.py")) if "variants" not in p.relative_to(PACKAGE).parts[:1]]


@pytest.mark.parametrize("path", [p for p in OUTSIDE if p.parent.name in ("engine", "phh", "cli", "svg", "equity") or p.name in ("bots.py", "replayer.py")], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_consumer_branches_on_a_game(path: Path) -> None:
    """``bots``, ``equity``, the engine, PHH and the CLI use the one public surface: no ``isinstance(x, Bailey)``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("isinstance", "issubclass"):
            named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)} | {
                n.attr for n in ast.walk(node.args[1]) if isinstance(n, ast.Attribute)
            }
            assert not named & set(GAMES), f"{path.name}:{node.lineno} asks which game it holds"
