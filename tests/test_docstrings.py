"""Every example in the installed package's docstrings runs and gives what it shows."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import pokervariants

MODULES = sorted(
    {"pokervariants"} | {info.name for info in pkgutil.walk_packages(pokervariants.__path__, "pokervariants.")}
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_examples_are_many() -> None:
    total = sum(doctest.testmod(importlib.import_module(name)).attempted for name in MODULES)
    assert total >= 40
