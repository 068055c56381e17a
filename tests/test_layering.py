"""The layers hold: each package imports only the packages below it, no import runs in a circle, and
nothing outside ``variants/`` names a particular game.

Read from the source with :mod:`ast`, so a lazy import inside a function counts as much as one at the
top. The table :data:`MAY_IMPORT` is the rule of docs/layout.rst ("How the code is laid out"). Run
this file as a program (``python tests/test_layering.py [SRC]``) to print the counts for any tree,
an older revision's included: circles, imports that run up a layer, and the largest modules.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "pokervariants"
GAMES = ("StudHigh", "Razz", "StudHiLo8", "Baseball", "Bailey", "BaileyMatch")

_BELOW_ENGINE = {"core", "evaluation", "ranking"}
MAY_IMPORT: dict[str, set[str]] = {
    "core": set(),
    "evaluation": {"core"},
    "ranking": {"core", "evaluation"},
    "engine": _BELOW_ENGINE,
    "variants": _BELOW_ENGINE | {"engine"},
    "equity": _BELOW_ENGINE | {"engine", "variants"},
    "phh": _BELOW_ENGINE | {"engine", "variants"},
    "sites": _BELOW_ENGINE | {"engine", "variants", "phh"},
    "session": _BELOW_ENGINE | {"engine", "variants", "phh"},
    "stats": _BELOW_ENGINE | {"engine", "variants", "equity", "phh"},
    "rl": _BELOW_ENGINE | {"engine", "variants", "session", "bots"},
    "render": _BELOW_ENGINE | {"engine", "variants", "equity", "phh", "stats", "session"},
    "bots": _BELOW_ENGINE | {"engine", "variants", "equity", "phh"},
    "cli": _BELOW_ENGINE | {"engine", "variants", "equity", "phh", "sites", "session", "stats", "render", "bots", "rl", "__init__"},
}
"""Each package (or top-level module) and the packages it may import, besides itself. The package's
own ``__init__`` (``pokervariants``), ``_version`` and the moved-path shims stand outside the table:
the first is the public face of everything, the others import nothing or only what moved."""

SHIMS = frozenset(
    {"cards", "deck", "actions", "validation", "hands", "hand_values", "rankers", "svg", "replayer", "betting", "hooks", "equity_arrays", "equity_small", "ranges"}
)
"""Old module paths kept for one release (``pokervariants._moved``): they only forward."""

INNER_SHIMS = frozenset({"variants.bailey_match"})
"""Old paths inside a package, kept the same way: ``variants.bailey_match`` forwards to ``session.bailey_match``
(a match is a session now), a layer up, which only the moved path may do."""

OUTSIDE = frozenset({"__init__", "__main__", "_version", "_moved"}) | SHIMS


class Import:
    """One import statement's target, where it stands, and how it runs."""

    def __init__(self, line: int, target: str, *, typing_only: bool, in_function: str | None) -> None:
        self.line, self.target, self.typing_only, self.in_function = line, target, typing_only, in_function


def module_name(path: Path, src: Path) -> str:
    parts = path.relative_to(src).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _walk(node: ast.AST, typing_only: bool, function: str | None) -> Iterator[tuple[ast.AST, bool, str | None]]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            for inner in child.body:
                yield inner, True, function
                yield from _walk(inner, True, function)
            for inner in child.orelse:
                yield inner, typing_only, function
                yield from _walk(inner, typing_only, function)
            continue
        name = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
        yield child, typing_only, function
        yield from _walk(child, typing_only, name)


def imports(path: Path, src: Path) -> list[Import]:
    """Every module of ours ``path`` imports, relative imports resolved; ``from m import x`` counts as
    an import of ``m.x`` when ``m.x`` is a module of ours, else of ``m``."""
    module = module_name(path, src)
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found: list[Import] = []
    for node, typing_only, function in _walk(ast.parse(path.read_text(encoding="utf-8")), False, None):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            if not name.startswith("pokervariants"):
                continue
            for alias in node.names:
                sub = f"{name}.{alias.name}"
                target = sub if _exists(sub, src) else name
                found.append(Import(node.lineno, target, typing_only=typing_only, in_function=function))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("pokervariants"):
                    found.append(Import(node.lineno, alias.name, typing_only=typing_only, in_function=function))
    return found


def _exists(module: str, src: Path) -> bool:
    path = src.joinpath(*module.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


OLD_PLACES = {
    **dict.fromkeys(("cards", "deck", "actions", "validation"), "core"),
    **dict.fromkeys(("hands", "hand_values", "rankers"), "ranking"),
    **dict.fromkeys(("equity", "equity_arrays", "equity_small", "ranges"), "equity"),
    **dict.fromkeys(("svg", "replayer"), "render"),
}
"""Where the top-level modules of the flat layout before 0.2 belong, so that :func:`report` can count an
older tree by the same table."""


def unit(module: str, places: dict[str, str] | None = None) -> str:
    """The package (or top-level module) a module belongs to: ``pokervariants.engine.hand`` → ``engine``."""
    parts = module.split(".")
    name = parts[1] if len(parts) > 1 else "__init__"
    return (places or {}).get(name, name)


def notebook_hook(found: Import) -> bool:
    """The tolerated exception: a ``_repr_svg_`` method importing the pictures it draws itself with."""
    return found.in_function == "_repr_svg_" and found.target.startswith(("pokervariants.render.svg", "pokervariants.svg"))


def modules(src: Path = SRC) -> list[Path]:
    return sorted((src / "pokervariants").rglob("*.py"))


def upward_imports(src: Path = SRC, places: dict[str, str] | None = None) -> list[str]:
    """Every import that runs up a layer (or sideways to a package the table does not allow)."""
    wrong = []
    for path in modules(src):
        name = module_name(path, src)
        here = unit(name, places)
        if here in OUTSIDE or name.partition(".")[2] in INNER_SHIMS:
            continue
        allowed = MAY_IMPORT.get(here, set()) | {here}
        for found in imports(path, src):
            there = unit(found.target, places)
            if there not in allowed and there not in ("_version",) and not notebook_hook(found):
                wrong.append(f"{path.relative_to(src)}:{found.line} ({here}) imports {found.target} ({there})")
    return wrong


def graph(src: Path = SRC) -> dict[str, set[str]]:
    """Which module runs which when imported: every import outside ``if TYPE_CHECKING``, a lazy one in a
    function included (the notebook hooks left out), and the packages a target's import runs first."""
    edges: dict[str, set[str]] = {}
    for path in modules(src):
        here = module_name(path, src)
        ancestors = {".".join(here.split(".")[:i]) for i in range(1, here.count(".") + 2)}
        targets = edges.setdefault(here, set())
        for found in imports(path, src):
            if found.typing_only or notebook_hook(found):
                continue
            parts = found.target.split(".")
            for i in range(2, len(parts) + 1):
                target = ".".join(parts[:i])
                if target not in ancestors and target != here:
                    targets.add(target)
    return edges


def circles(src: Path = SRC) -> list[list[str]]:
    """The import circles: each strongly connected set of two or more modules (Tarjan's algorithm)."""
    edges = graph(src)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            members = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                members.append(member)
                if member == node:
                    break
            if len(members) > 1:
                found.append(sorted(members))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_every_package_is_in_the_table() -> None:
    units = {unit(module_name(p, SRC)) for p in modules()} - OUTSIDE
    assert units == set(MAY_IMPORT), units ^ set(MAY_IMPORT)


def test_no_import_runs_up_a_layer() -> None:
    assert upward_imports() == []


def test_no_import_circle() -> None:
    assert circles() == []


def test_the_rule_catches_what_it_should(tmp_path: Path) -> None:
    """The checks themselves: a made-up tree with one import up a layer and one circle is caught."""
    root = tmp_path / "pokervariants"
    for folder in ("core", "engine", "render/svg"):
        (root / folder).mkdir(parents=True)
        (root / folder / "__init__.py").write_text("")
    (root / "core" / "_cards.py").write_text(
        "from ..engine import hand\n\nclass Card:\n    def _repr_svg_(self):\n        from ..render.svg import card\n"
    )
    (root / "engine" / "hand.py").write_text("from ..core import _cards\n")
    assert upward_imports(tmp_path) == ["pokervariants/core/_cards.py:1 (core) imports pokervariants.engine.hand (engine)"]
    assert circles(tmp_path) == [["pokervariants.core._cards", "pokervariants.engine.hand"]]


def test_the_moved_paths_are_shims_only() -> None:
    """An old path holds no code of its own: a docstring, one import and the forwarding names."""
    for name in SHIMS | INNER_SHIMS:
        tree = ast.parse(PACKAGE.joinpath(*name.split(".")).with_suffix(".py").read_text(encoding="utf-8"))
        assert len(tree.body) <= 4, name
        assert any(isinstance(n, ast.ImportFrom) and n.module == "_moved" for n in tree.body), name


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_over_800_lines(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 800


@pytest.mark.parametrize("path", [p for p in modules() if unit(module_name(p, SRC)) == "evaluation"], ids=lambda p: p.name)
def test_the_hot_core_imports_nothing_above_cards(path: Path) -> None:
    for found in imports(path, SRC):
        assert unit(found.target) in ("evaluation", "core"), f"{path.name}:{found.line} imports {found.target}"


@pytest.mark.parametrize("path", [p for p in modules() if unit(module_name(p, SRC)) == "engine"], ids=lambda p: p.name)
def test_the_engine_imports_no_variant(path: Path) -> None:
    for found in imports(path, SRC):
        assert not found.target.startswith("pokervariants.variants"), f"{path.name}:{found.line} imports {found.target}"


INSIDE_CONSUMERS = [
    p for p in modules() if unit(module_name(p, SRC)) in ("engine", "phh", "cli", "render", "bots", "equity", "stats")
]


@pytest.mark.parametrize("path", INSIDE_CONSUMERS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_consumer_branches_on_a_game(path: Path) -> None:
    """``bots``, ``equity``, the engine, PHH and the CLI use the one public surface: no ``isinstance(x, Bailey)``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("isinstance", "issubclass"):
            named = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)} | {
                n.attr for n in ast.walk(node.args[1]) if isinstance(n, ast.Attribute)
            }
            assert not named & set(GAMES), f"{path.name}:{node.lineno} asks which game it holds"


def report(src: Path) -> str:
    """The counts the layout issue asks for, for the tree at ``src``."""
    found = circles(src)
    sizes = sorted(((len(p.read_text(encoding="utf-8").splitlines()), str(p.relative_to(src))) for p in modules(src)), reverse=True)
    lines = [f"import circles: {len(found)}"]
    lines += [f"  {len(c)} modules: {', '.join(c)}" for c in found]
    wrong = upward_imports(src, OLD_PLACES if not (src / "pokervariants" / "core").is_dir() else None)
    lines.append(f"imports that run up a layer (by the table in tests/test_layering.py): {len(wrong)}")
    lines += [f"  {w}" for w in wrong]
    lines.append("largest modules: " + ", ".join(f"{path} {n}" for n, path in sizes[:5]))
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(Path(sys.argv[1]) if len(sys.argv) > 1 else SRC))
