"""How a package shows its public names as its own: each package's ``__init__`` is its one face."""

from __future__ import annotations

from collections.abc import Iterable, Mapping


def present(face: str, namespace: Mapping[str, object], names: Iterable[str]) -> None:
    """Name ``face`` as the module of each class and function in ``names``, wherever it is written.

    Tracebacks, reprs, pickles and the API docs then say ``pokervariants.core.Card``, the path people
    import, rather than the internal module that happens to hold it. A compiled class (mypyc) keeps its
    own module: it cannot be renamed, and pickles it by that module's path.
    """
    for name in names:
        value = namespace[name]
        if isinstance(value, type) or callable(value) and hasattr(value, "__code__"):
            try:
                value.__module__ = face
            except (AttributeError, TypeError):
                pass
