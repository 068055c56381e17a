"""Rankings by name: a registry of rankers that plug-ins extend through an entry point group."""

from __future__ import annotations

from collections.abc import Mapping


from ._hand_value import BaileyRanker, EightOrBetterRanker, HighRanker, LowRanker, Ranker
from ._flop import OmahaEightRanker, OmahaRanker, ShortDeckRanker
from ._lowball import BadugiRanker, DeuceSevenRanker


RANKINGS_GROUP = "pokervariants.rankings"
"""The entry-point group other packages list their rankers in (``name = "package.module:RANKER"``)."""


def _key(name: str) -> str:
    """A ranking's name as it is looked up: case, hyphens and underscores do not matter ("Short-Deck")."""
    return " ".join(name.replace("-", " ").replace("_", " ").casefold().split())


class RankerRegistry:
    """Rankers by name (case-insensitive): the built-in ``high``, ``low``, ``low8``, ``bailey``, ``omaha``,
    ``omaha8``, ``short deck``, ``deuce to seven`` and ``badugi``, yours,
    and those installed packages list in the entry-point group ``pokervariants.rankings`` (found the
    first time a name is not known). ``pokervariants eval --ranking NAME`` takes any of them.

    >>> registry = RankerRegistry({"high": HighRanker()}, entry_points=False)
    >>> registry.register("deuces", HighRanker(wild="2"))
    >>> registry.names(), registry.find("DEUCES").evaluate("2c 2d Ks Kh 7d").category.name
    (('high', 'deuces'), 'FOUR_OF_A_KIND')
    """

    def __init__(self, rankers: Mapping[str, Ranker] | None = None, *, entry_points: bool = True, group: str = RANKINGS_GROUP) -> None:
        self._rankers: dict[str, Ranker] = {}
        self._names: dict[str, str] = {}  # each ranker's name as shown, by the key it is found by
        self._group = group
        self._discovered = not entry_points
        for name, ranker in (rankers or {}).items():
            self.register(name, ranker)

    def register(self, name: str, ranker: Ranker, *, replace: bool = False) -> None:
        """Make ``ranker`` findable as ``name``; ``ValueError`` if the name is taken (unless ``replace``)."""
        if not isinstance(name, str) or not name.strip():
            raise TypeError(f"a ranking's name is a non-empty str, not {name!r:.40}")
        if not isinstance(ranker, Ranker):
            raise TypeError(f"{ranker!r:.60} is not a ranker (it needs ranking, rank and evaluate)")
        key = _key(name)
        if key in self._rankers and not replace:
            raise ValueError(f"{name!r} already names a ranking; pass replace=True to take it over")
        self._rankers[key] = ranker
        self._names.setdefault(key, name.strip().casefold())

    def find(self, name: str) -> Ranker:
        """The ranker called ``name``; ``ValueError`` lists the known names."""
        if not isinstance(name, str):
            raise TypeError(f"a ranking's name is a str, not {type(name).__name__}")
        key = _key(name)
        if key not in self._rankers and not self._discovered:
            self.discover()
        try:
            return self._rankers[key]
        except KeyError:
            raise ValueError(f"unknown ranking {name!r:.40}: known are {', '.join(self._names.values())}") from None

    def discover(self) -> None:
        """Load the rankers installed packages list in the entry-point group."""
        import importlib.metadata

        self._discovered = True
        for entry in importlib.metadata.entry_points(group=self._group):
            if _key(entry.name) in self._rankers:
                continue
            try:
                ranker = entry.load()
            except Exception as error:  # any import failure: say which entry point
                raise ImportError(f"entry point {entry.name!r} ({entry.value}) in {self._group} failed to load: {error}") from error
            self.register(entry.name, ranker() if isinstance(ranker, type) else ranker)

    def names(self) -> tuple[str, ...]:
        """The known names, the built-ins first."""
        if not self._discovered:
            self.discover()
        return tuple(self._names.values())


_RANKERS = RankerRegistry(
    {
        "high": HighRanker(),
        "low": LowRanker(),
        "low8": EightOrBetterRanker(),
        "bailey": BaileyRanker(),
        "omaha": OmahaRanker(),
        "omaha8": OmahaEightRanker(),
        "short deck": ShortDeckRanker(),
        "deuce to seven": DeuceSevenRanker(),
        "badugi": BadugiRanker(),
    }
)
# One process-wide registry, like the variant registry: a ranking registered is meant to be seen everywhere.


def register_ranking(name: str, ranker: Ranker, *, replace: bool = False) -> None:
    """Make ``ranker`` findable by ``name`` everywhere in this process (``pokervariants eval --ranking``)."""
    _RANKERS.register(name, ranker, replace=replace)


def find_ranking(name: str) -> Ranker:
    """The ranker called ``name``: ``high``, ``low``, ``low8``, ``bailey``, ``omaha``, ``omaha8``, ``short deck``, ``deuce to seven``, ``badugi``,
    or one registered or installed."""
    return _RANKERS.find(name)


def ranking_names() -> tuple[str, ...]:
    """The names of every known ranking."""
    return _RANKERS.names()
