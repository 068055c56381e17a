"""What must hold in both builds, the pure one and the compiled one (docs/speed.rst).

Compiled by mypyc, a class body's every name is annotated, so attrs would take a class attribute
(``repeats = False``) for a field: a different constructor, repr, equality and pickle in the two
builds. Each attrs class's fields here are those its source declares, read with :mod:`ast`.
"""

from __future__ import annotations

import ast
import importlib
import pickle
from pathlib import Path

import attrs
import pytest

import pokervariants

PACKAGE = Path(pokervariants.__file__).resolve().parent
ATTRS_DECORATORS = {"frozen", "define", "mutable"}


def _declared_fields() -> list[tuple[str, str, list[str]]]:
    """Each attrs class of the package: its module, its name, and the fields its source declares
    (annotated names that are not ``ClassVar``), in order."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.ClassDef) or not any(ast.unparse(d).split("(")[0].split(".")[-1] in ATTRS_DECORATORS for d in node.decorator_list):
                continue
            names = [
                stmt.target.id
                for stmt in node.body
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and "ClassVar" not in ast.unparse(stmt.annotation)
            ]
            found.append((module, node.name, names))
    return found


FIELDS = _declared_fields()


@pytest.mark.parametrize(("module", "name", "declared"), FIELDS, ids=[f"{m}.{n}" for m, n, _ in FIELDS])
def test_an_attrs_class_has_the_fields_its_source_declares(module: str, name: str, declared: list[str]) -> None:
    cls = getattr(importlib.import_module(module), name)
    assert attrs.has(cls)
    own = [f.name for f in attrs.fields(cls) if f.inherited is False]
    assert own == declared


def test_a_hand_pickles_whole_in_this_build() -> None:
    hand = pokervariants.DeuceToSevenTripleDraw().new_hand([100, 100, 100], seed=4)
    hand.act(hand.legal_actions()[1])
    again = pickle.loads(pickle.dumps(hand))
    assert again.events == hand.events and again.variant == hand.variant and again.legal_actions() == hand.legal_actions()
