"""Every public name has a docstring and an entry in the API reference (docs/api.rst).

The public names are those in ``pokervariants.__all__`` and
``pokervariants.phh.__all__``. A module, class or function needs a docstring
of its own. Plain data (a constant, a type alias) cannot carry one: it needs a
``#:`` comment or a string literal under its assignment in the module that
defines it, or an ``autodata`` entry with a description in docs/api.rst.

A name is in the reference when docs/api.rst names that very object in an
``automodule`` ``:members:`` list or in an ``autoclass``, ``autofunction``,
``autodata`` (…) directive. A bare ``:members:`` does not count: the reference
lists its members by name, so that a renamed or new public name fails here
rather than vanishing from the site.

This reads api.rst as text and the source with :mod:`ast`; it needs no Sphinx.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import re
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

import pytest

import pokervariants
import pokervariants.phh

API_RST = Path(__file__).resolve().parent.parent / "docs" / "api.rst"

_DIRECTIVE = re.compile(r"^\.\. (?:py:)?(auto\w+|currentmodule|module)::\s*(\S+)\s*$")
_OPTION = re.compile(r"^\s+:([\w-]+):\s*(.*)$")


class Mention(NamedTuple):
    """One object api.rst documents: the name it goes by, the object, and whether the entry has a description."""

    name: str
    obj: Any
    described: bool


def _import_path(path: str) -> Any:
    """The object at a dotted path: the longest importable module, then attributes."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for part in parts[cut:]:
                obj = getattr(obj, part)
        except AttributeError:
            return None
        return obj
    return None


def _resolve(target: str, current: str | None) -> Any:
    candidates = [target] if "." in target or current is None else []
    if current is not None:
        candidates.append(f"{current}.{target}")
    for path in candidates:
        obj = _import_path(path)
        if obj is not None:
            return obj
    return None


def api_mentions(text: str) -> list[Mention]:
    """Every object docs/api.rst documents by name, resolved to the object itself."""
    lines = text.splitlines()
    mentions: list[Mention] = []
    current: str | None = None
    for index, line in enumerate(lines):
        match = _DIRECTIVE.match(line)
        if not match:
            continue
        kind, target = match.groups()
        if kind in ("currentmodule", "module"):
            current = target
            continue
        # the directive's options, then its content (anything indented that is not an option)
        options: dict[str, str] = {}
        described = False
        last: str | None = None
        for follow in lines[index + 1 :]:
            if follow.strip() and not follow.startswith(" "):
                break
            option = _OPTION.match(follow)
            if option and not described:
                last = option.group(1)
                options[last] = option.group(2)
            elif follow.strip() and last == "members" and not described and follow.startswith("      "):
                options["members"] += " " + follow.strip()  # a :members: list continued on the next line
            elif follow.strip():
                described = True
        if kind == "automodule":
            module = _import_path(target)
            if module is None:
                raise AssertionError(f"docs/api.rst: automodule {target} does not import")
            current = target
            mentions.append(Mention(target.rsplit(".", 1)[-1], module, True))
            for member in filter(None, (m.strip() for m in options.get("members", "").split(","))):
                mentions.append(Mention(member, getattr(module, member, None), False))
        else:
            mentions.append(Mention(target.rsplit(".", 1)[-1], _resolve(target, current), described))
    return mentions


def _is_data(obj: Any) -> bool:
    return not (inspect.ismodule(obj) or inspect.isclass(obj) or inspect.isroutine(obj))


def _has_own_docstring(obj: Any) -> bool:
    doc = obj.__dict__.get("__doc__") if inspect.isclass(obj) else getattr(obj, "__doc__", None)
    return isinstance(doc, str) and bool(doc.strip())


def _modules() -> list[ModuleType]:
    names = ["pokervariants"] + [info.name for info in pkgutil.walk_packages(pokervariants.__path__, "pokervariants.")]
    return [importlib.import_module(name) for name in sorted(names)]


def _documented_assignments(module: ModuleType) -> set[str]:
    """Module-level names assigned with a ``#:`` comment above or beside them, or a string literal just below."""
    try:
        source = inspect.getsource(module)
    except (OSError, TypeError):
        return set()
    lines = source.splitlines()
    body = ast.parse(source).body
    found: set[str] = set()
    for position, node in enumerate(body):
        if isinstance(node, ast.Assign):
            targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            targets = [node.target.id]
        else:
            continue
        following = body[position + 1] if position + 1 < len(body) else None
        literal = (
            isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        )
        above = node.lineno >= 2 and lines[node.lineno - 2].lstrip().startswith("#:")
        beside = "#:" in lines[node.lineno - 1]
        if literal or above or beside:
            found.update(targets)
    return found


def _data_documented_in_source(name: str, obj: Any) -> bool:
    return any(getattr(module, name, None) is obj and name in _documented_assignments(module) for module in _modules())


PUBLIC = [(pokervariants, name) for name in pokervariants.__all__] + [
    (pokervariants.phh, name) for name in pokervariants.phh.__all__
]


@pytest.fixture(scope="module")
def mentions() -> list[Mention]:
    return api_mentions(API_RST.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("module", "name"), PUBLIC, ids=[f"{m.__name__}.{n}" for m, n in PUBLIC])
def test_public_name_is_in_the_api_reference(module: ModuleType, name: str, mentions: list[Mention]) -> None:
    obj = getattr(module, name)
    assert any(m.name == name and m.obj is obj for m in mentions), (
        f"{module.__name__}.{name} is not in docs/api.rst: add it to the :members: list of the automodule "
        f"of {getattr(obj, '__module__', 'its module')}, or give it an auto… directive of its own"
    )


@pytest.mark.parametrize(("module", "name"), PUBLIC, ids=[f"{m.__name__}.{n}" for m, n in PUBLIC])
def test_public_name_has_a_docstring(module: ModuleType, name: str, mentions: list[Mention]) -> None:
    if pokervariants.COMPILED:
        pytest.skip("this reads docstrings and sources, which the compiled modules do not keep: the pure build's run checks them")
    obj = getattr(module, name)
    if not _is_data(obj):
        assert _has_own_docstring(obj), f"{module.__name__}.{name} has no docstring"
        return
    described = any(m.name == name and m.obj is obj and m.described for m in mentions)
    assert described or _data_documented_in_source(name, obj), (
        f"{module.__name__}.{name} is data without a description: put a #: comment above its assignment "
        "(or a string literal below it), or describe it in its autodata entry in docs/api.rst"
    )


def test_the_reader_finds_what_it_should() -> None:
    text = """
.. automodule:: pokervariants.core
   :members: Card, Deck,
      parse_cards

.. currentmodule:: pokervariants.equity

.. autofunction:: equity

.. autodata:: pokervariants.__version__
   :annotation:

   The version.

.. autodata:: EXACT_LIMIT
"""
    found = {(m.name, m.described) for m in api_mentions(text)}
    assert found == {
        ("core", True),
        ("Card", False),
        ("Deck", False),
        ("parse_cards", False),
        ("equity", False),
        ("__version__", True),
        ("EXACT_LIMIT", False),
    }
    resolved = {m.name: m.obj for m in api_mentions(text)}
    assert resolved["equity"] is pokervariants.equity and resolved["Deck"] is pokervariants.Deck
    assert "EXACT_LIMIT" in _documented_assignments(importlib.import_module("pokervariants.equity"))
