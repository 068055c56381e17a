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
            if isinstance(value, type):
                _methods(value, face)


def _methods(cls: type, face: str) -> None:
    """The class's own methods (and properties' getters) named as ``face``'s too: doctest looks for a
    method's examples in the module that names it, and would pass over the ones written elsewhere."""
    root = face.split(".")[0] + "."
    for member in vars(cls).values():
        function = getattr(member, "__func__", None) or getattr(member, "fget", None) or member
        if hasattr(function, "__code__") and getattr(function, "__module__", "").startswith(root):
            try:
                function.__module__ = face
            except (AttributeError, TypeError):
                pass
