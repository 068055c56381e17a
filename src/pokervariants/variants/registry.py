"""Finding games by name: the built-ins, games you register, and games other packages install.

:func:`find_variant` looks a game up by its name, an alias or its PHH code,
ignoring case. :func:`register_variant` adds your own game. A package can
offer games without any code running at import: it names them in the entry-point
group ``pokervariants.variants`` (in ``pyproject.toml``)::

    [project.entry-points."pokervariants.variants"]
    five-card-stud = "mypackage.games:FiveCardStud"

and they are found the first time a name is not among the games already known.

>>> from pokervariants import find_variant
>>> find_variant("razz").name, find_variant("F7S/8").name
('Razz', 'Seven-Card Stud High/Low Eight-or-Better')
>>> find_variant("Texas")
Traceback (most recent call last):
...
ValueError: unknown variant 'Texas': known are ...
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

from .bailey import Bailey
from .base import GameVariant
from .baseball import Baseball
from .draw import AceToFiveTripleDraw, Badugi, DeuceToSevenSingleDraw, DeuceToSevenTripleDraw, FiveCardDraw
from .holdem import Holdem, Omaha, OmahaHiLo8, ShortDeckHoldem
from .stud import Razz, StudHigh, StudHiLo8

__all__ = ["BUILTIN_VARIANTS", "ENTRY_POINT_GROUP", "VariantRegistry", "codes_by_structure", "find_variant", "phh_codes", "register_variant", "registry", "variant_names"]

ENTRY_POINT_GROUP = "pokervariants.variants"
"""The entry-point group other packages list their games in."""

V = TypeVar("V", bound=type[GameVariant])


def phh_codes(variant: type[GameVariant]) -> tuple[str, ...]:
    """The PHH variant codes a game class answers to: its ``phh_codes`` (a game whose code depends on
    its options: hold'em's ``FT``, ``NT``), else its ``phh_code``.

    ``phh_codes`` count only where the class declares them with its ``phh_code`` or below it: a
    subclass that declares a ``phh_code`` of its own (``"PV-PINEAPPLE"`` under
    :class:`~pokervariants.Holdem`) has that one code, not its parent's list.

    >>> from typing import ClassVar
    >>> from pokervariants import Omaha
    >>> class Big(Omaha):
    ...     phh_code: ClassVar[str | None] = "PV-BIG"
    >>> phh_codes(Omaha), phh_codes(Big)
    (('PO', 'PV-FO', 'PV-NO'), ('PV-BIG',))
    """
    if codes_by_structure(variant):
        return tuple(variant.phh_codes)  # type: ignore[attr-defined]  # checked: the class has them
    return (variant.phh_code,) if isinstance(variant.phh_code, str) and variant.phh_code else ()


def codes_by_structure(variant: type[GameVariant]) -> bool:
    """Whether the class's codes are its ``phh_codes``, one for each betting structure (hold'em's),
    rather than its one ``phh_code``: it has ``phh_codes``, declared on the class that declares its
    ``phh_code`` or on a subclass of it."""
    if not getattr(variant, "phh_codes", None):
        return False
    mro = variant.__mro__
    codes = next((i for i, cls in enumerate(mro) if "phh_codes" in vars(cls)), len(mro))
    code = next((i for i, cls in enumerate(mro) if "phh_code" in vars(cls)), len(mro))
    return codes <= code


def _keys(variant: type[GameVariant]) -> list[str]:
    names = [variant.name, *variant.aliases, *phh_codes(variant)]
    return [n.casefold() for n in names]


class VariantRegistry:
    """Games by name, alias and PHH code (case-insensitive).

    Most code uses the library's own registry through :func:`find_variant` and
    :func:`register_variant`; make a registry of your own to keep a set of games
    apart from it.

    >>> from pokervariants import Razz, VariantRegistry
    >>> registry = VariantRegistry([Razz], entry_points=False)
    >>> registry.find("RAZZ") is Razz, registry.names()
    (True, ('Razz',))
    """

    def __init__(self, variants: Iterable[type[GameVariant]] = (), *, entry_points: bool = True, group: str = ENTRY_POINT_GROUP) -> None:
        self._by_key: dict[str, type[GameVariant]] = {}
        self._variants: list[type[GameVariant]] = []
        self._group = group
        self._discovered = not entry_points
        for variant in variants:
            self.register(variant)

    def register(self, variant: V, *, replace: bool = False) -> V:
        """Add ``variant`` (a game class) under its name, aliases and PHH code; returns it, so it can decorate.

        Raises ``ValueError`` if one of its names already means another game, unless ``replace``,
        which takes over just those names (the other game keeps the rest of its names).
        """
        for attribute in ("name", "aliases", "phh_code", "new_hand"):
            if not hasattr(variant, attribute):
                raise TypeError(f"{variant!r} is not a game: it has no {attribute} (see GameVariant)")
        if not isinstance(variant.name, str) or not variant.name.strip():
            raise TypeError(f"a game needs a name, got {variant.name!r}")
        if isinstance(variant.aliases, str) or not all(isinstance(a, str) for a in variant.aliases):
            raise TypeError(f"aliases must be a tuple of strings, got {variant.aliases!r}")
        keys = _keys(variant)
        clashes = {key: self._by_key[key] for key in keys if key in self._by_key and self._by_key[key] is not variant}
        if clashes and not replace:
            key, other = next(iter(clashes.items()))
            raise ValueError(f"{key!r} already names {other.name} ({other.__qualname__}); pass replace=True to take it over")
        for key, other in clashes.items():  # take over just these names; the other game keeps the rest
            del self._by_key[key]
            if other not in self._by_key.values():
                self._variants.remove(other)
        if variant not in self._variants:
            self._variants.append(variant)
        for key in keys:
            self._by_key[key] = variant
        return variant

    def find(self, name: str) -> type[GameVariant]:
        """The game called ``name`` (name, alias or PHH code, any case); ``ValueError`` lists the known ones."""
        if not isinstance(name, str):
            raise TypeError(f"a variant name is a str, not {type(name).__name__}")
        key = name.strip().casefold()
        if key not in self._by_key and not self._discovered:
            self.discover()
        try:
            return self._by_key[key]
        except KeyError:
            raise ValueError(f"unknown variant {name!r}: known are {self.listing()}") from None

    def listing(self) -> str:
        """The known games as an error lists them: each name with its PHH codes, alphabetically.

        >>> from pokervariants import Holdem, Razz, VariantRegistry
        >>> print(VariantRegistry([Razz, Holdem], entry_points=False).listing())
        Razz (FR), Texas Hold'em (NT/FT/PV-PT)
        """
        return ", ".join(sorted({f"{v.name} ({'/'.join(phh_codes(v))})" if phh_codes(v) else v.name for v in self._variants}))

    def discover(self) -> tuple[type[GameVariant], ...]:
        """Load the games installed packages list in the entry-point group; returns the ones added.

        An entry point that fails to load, or names something that is not a game, raises an error naming it.
        """
        import importlib.metadata  # here, not at import: scanning installed packages costs tens of milliseconds

        self._discovered = True
        added = []
        for entry in importlib.metadata.entry_points(group=self._group):
            try:
                variant = entry.load()
            except Exception as error:  # any import failure: say which entry point
                raise ImportError(f"entry point {entry.name!r} ({entry.value}) in {self._group} failed to load: {error}") from error
            if variant in self._variants:
                continue
            try:
                self.register(variant)
            except (TypeError, ValueError) as error:
                raise ValueError(f"entry point {entry.name!r} ({entry.value}) in {self._group}: {error}") from None
            added.append(variant)
        return tuple(added)

    def names(self) -> tuple[str, ...]:
        """The known games' names, built-ins first, then in the order they were added."""
        if not self._discovered:
            self.discover()
        return tuple(v.name for v in self._variants)

    def __iter__(self) -> Iterator[type[GameVariant]]:
        if not self._discovered:
            self.discover()
        return iter(list(self._variants))

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        try:
            self.find(name)
        except ValueError:
            return False
        return True


BUILTIN_VARIANTS: tuple[type[GameVariant], ...] = (
    StudHigh, Razz, StudHiLo8, Baseball, Bailey, Holdem, ShortDeckHoldem, Omaha, OmahaHiLo8,
    FiveCardDraw, DeuceToSevenSingleDraw, DeuceToSevenTripleDraw, AceToFiveTripleDraw, Badugi,
)  # fmt: skip

_REGISTRY = VariantRegistry(BUILTIN_VARIANTS)
# The one process-wide registry, like the codec registry: registering a game is meant to be
# seen everywhere (hand-history readers, the command line). Code that wants isolation makes
# its own VariantRegistry.


def find_variant(name: str) -> type[GameVariant]:
    """The game called ``name``: its name, an alias or its PHH code, in any case.

    >>> from pokervariants import find_variant
    >>> find_variant("FR")(ante=1, bring_in=2, small_bet=5, big_bet=10)
    Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, heads_up_uncapped=False, burn=False, odd_chip=<OddChip.RROP: 'rrop'>, short_all_in=<ShortAllIn.GRID: 'grid'>, showdown=<ShowdownMode.AUTO: 'auto'>, all_in_low_card=<AllInLowCard.PASS: 'pass'>, split_pots=<SplitPots.EACH: 'each'>, rake=None)
    """
    return _REGISTRY.find(name)


def register_variant(variant: V, *, replace: bool = False) -> V:
    """Make ``variant`` findable by name, aliases and PHH code everywhere in this process; returns it.

    Use it as a decorator on your game class, or call it. ``ValueError`` if a name is taken
    (unless ``replace``).
    """
    return _REGISTRY.register(variant, replace=replace)


def variant_names() -> tuple[str, ...]:
    """The names of every known game, installed ones included."""
    return _REGISTRY.names()


def registry() -> VariantRegistry:
    """The process-wide registry behind :func:`find_variant` and :func:`register_variant`."""
    return _REGISTRY
