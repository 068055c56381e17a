"""Sphinx configuration: autodoc API reference, doctests, no network access.

Objects are documented once each, under the module that defines them
(``pokervariants.core.Card``), while pages and docstrings refer to them by the
name people import (``pokervariants.Card``). :func:`_missing_reference`
connects the two, so every public-name reference becomes a link.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path
from typing import Any

import pokervariants

project = "pokervariants"
author = "The pokervariants developers"
copyright = "2026, The pokervariants developers"
release = pokervariants.__version__
version = release

# No napoleon: the docstrings are plain reST, and napoleon would read an attribute docstring such as
# "Jokers in the pack: 0, 1 or 2." as "type: description".
extensions = ["sphinx.ext.autodoc", "sphinx.ext.doctest", "pvsvg"]
# pvsvg (docs/_ext): the gallery's pictures, drawn by running their code at build time.
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))
autodoc_member_order = "bysource"
autodoc_typehints = "description"
# No default "members": Sphinx lets a default of True override an explicit
# ``:members: A, B`` list, so each automodule in api.rst names its members.
autodoc_default_options = {"show-inheritance": True, "undoc-members": True}
nitpicky = True
# Without network access there is no intersphinx inventory for the standard
# library (or numpy), so type hints naming its classes stay plain text.
nitpick_ignore_regex = [
    ("py:class", r"(argparse|collections\.abc|random|enum|pathlib|decimal|fractions|os|datetime|concurrent\.futures(\._base)?|typing|types|numpy(\.\w+)*)\.\w+"),
    ("py:class", r"pokervariants\.variants\.registry\.V"),  # a TypeVar
    ("py:class", r"pokervariants\.core\._validation\.E"),  # a TypeVar
    ("py:(class|obj)", r"pokervariants\.engine\.events\.T"),  # a TypeVar
    ("py:class", r"LogEntry"),  # a private type alias of the engine's table (and the session's log's public one)
    ("py:class", r"Chooser"),  # a type alias: pokervariants.session.mix.Chooser
    ("py:class", r"pokervariants\.session\.session\._Chooses"),  # a private protocol: any pokervariants.bots.Bot
    ("py:class", r"pokervariants\.render\._session\._Played"),  # a private protocol: a Session, Tournament or MultiTableTournament
    ("py:class", r"pokervariants\.session\._structure\.Structured"),  # a private mixin: its members are documented on each tournament
    ("py:class", r"pokervariants\.sites\.model\._(Value|Step|Played)"),  # private bases: what the rooms' model values share (equality, hash, text, pickling; a step's line and player)
    ("py:class", r"Path|Fraction|Decimal"),  # the standard library's, named bare in a re-exported signature
    ("py:class", r"np\.\w+|npt\.\w+"),  # numpy's, named by its usual aliases
    ("py:class", r"Poker(AEC|Vector)?Env"),  # the environments' classes: made by pettingzoo_env, gymnasium_env, vector_env
]
exclude_patterns = ["_build"]
html_theme = "alabaster"
html_title = f"pokervariants {release}"
html_theme_options = {
    "description": "Stud, Bailey's Poker, flop and draw games as typed Python objects",
    "fixed_sidebar": True,
}
# No doctest_global_setup: every page's examples import what they use, as a reader must. The API
# reference's docstrings, which run in their module's namespace under pytest, get those names from a
# testsetup block in api.rst.
# The doctest builder puts the repository's examples/ folder on the import path, so a page can import an
# example game (``from follow_the_queen import FollowTheQueen``) as a program beside that file would.
doctest_path = [str(Path(__file__).resolve().parent.parent / "examples")]


def _documented_name(path: list[str], start: str, objects: Any) -> str | None:
    """Where the object reached by ``path`` from module ``start`` is documented, or ``None``.

    Attributes are followed from ``start`` while they are modules; the first
    object that is not a module is documented in the module that defines it
    (its ``__module__``), under its ``__qualname__``, with the rest of the path
    appended (``pokervariants.Deck.stacked`` becomes
    ``pokervariants.core.Deck.stacked``). Plain data (an int, a union type)
    carries no ``__module__``: it is found among the documented objects, in a
    module that holds that very object under the same name.
    """
    try:
        obj: Any = importlib.import_module(start)
    except ImportError:
        return None
    for index, part in enumerate(path):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            try:  # a submodule not imported yet (``pokervariants.cli``)
                obj = importlib.import_module(f"{obj.__name__}.{part}") if inspect.ismodule(obj) else None
            except ImportError:
                obj = None
            if obj is None:
                return None
        if inspect.ismodule(obj):
            continue
        rest = path[index + 1 :]
        home = getattr(obj, "__module__", None)
        qualname = getattr(obj, "__qualname__", None)
        if isinstance(home, str) and home.startswith("pokervariants") and isinstance(qualname, str) and "<" not in qualname:
            return ".".join([home, qualname, *rest])
        suffix = "." + ".".join(path[index:])
        for name in map(str, objects):
            if name.startswith("pokervariants.") and name.endswith(suffix):
                module = sys.modules.get(name[: -len(suffix)])
                if module is not None and getattr(module, part, None) is obj:
                    return name
        return None
    return None


def _missing_reference(app: Any, env: Any, node: Any, contnode: Any) -> Any:
    """Resolve ``pokervariants.X`` (and ``pokervariants.X.attr``) to where ``X`` is documented.

    Also resolves a short name used in a docstring (``:class:`HandValue``` in
    :mod:`pokervariants.ranking`) through the names its module imports.
    """
    if node.get("refdomain") != "py":
        return None
    target = node.get("reftarget", "")
    domain = env.get_domain("py")
    starts: list[tuple[list[str], str]] = []
    if target.startswith("pokervariants."):
        starts.append((target.split(".")[1:], "pokervariants"))
    context = node.get("py:module")
    if context and context.startswith("pokervariants"):
        starts.append((target.split("."), context))
    if not target.startswith("pokervariants"):
        starts.append((target.split("."), "pokervariants"))  # a public name used bare: ``Hand.events``
    for path, start in starts:
        name = _documented_name(path, start, domain.objects)
        if name and name != target:
            ref = domain.resolve_xref(env, node["refdoc"], app.builder, node["reftype"], name, node, contnode)
            if ref is not None:
                return ref
    return None


def _face_attr_docs(analyze: Any) -> Any:
    """Wrap :meth:`ModuleAnalyzer.analyze` so that a package's face has the attribute and data comments
    of its internal modules.

    A package's ``__init__`` names its public classes as its own (``pokervariants.core.IllegalActionError``,
    see :doc:`layout`), but their attribute docstrings, and those of its public data
    (``pokervariants.ranking.BADUGI``), are written in the internal module that defines them, while
    autodoc reads them from the source of the module an object claims. For a face, the comments of each
    ``pokervariants.<package>._internal`` module on a name in its ``__all__`` (or on an attribute of a
    class there) are added to its own.
    """

    def analyze_face(self: Any) -> None:
        done = self._analyzed
        analyze(self)
        module = sys.modules.get(self.modname)
        if done or module is None or not hasattr(module, "__path__") or not self.modname.startswith("pokervariants."):
            return
        public = set(getattr(module, "__all__", ()))
        for name in sorted(sys.modules):
            if name.startswith(self.modname + "._") and name.count(".") == self.modname.count(".") + 1:
                try:
                    inner = type(self).for_module(name)
                    inner.analyze()
                except Exception:  # no source (a compiled module): nothing to add
                    continue
                for (namespace, attribute), comment in inner.attr_docs.items():
                    if (namespace == "" and attribute in public) or namespace.split(".")[0] in public:
                        self.attr_docs.setdefault((namespace, attribute), comment)
                        if (namespace, attribute) in inner.annotations:
                            self.annotations.setdefault((namespace, attribute), inner.annotations[namespace, attribute])

    return analyze_face


def setup(app: Any) -> dict[str, Any]:
    from sphinx.pycode import ModuleAnalyzer

    if not getattr(ModuleAnalyzer.analyze, "faces", False):
        ModuleAnalyzer.analyze = _face_attr_docs(ModuleAnalyzer.analyze)  # type: ignore[method-assign]
        ModuleAnalyzer.analyze.faces = True  # type: ignore[attr-defined]
    app.connect("missing-reference", _missing_reference)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
