"""A player's results hand by hand, actual and all-in adjusted: :class:`Winnings`, what the picture
of a player's winnings draws (:func:`pokervariants.svg.winnings <pokervariants.render.svg.winnings>`, and a notebook shows it)."""

from __future__ import annotations

import decimal
from collections.abc import Iterable
from decimal import Decimal

from attrs import field, frozen

__all__ = ["Winnings"]

_EXACT = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)


def _results(value: Iterable[object]) -> tuple[Decimal, ...]:
    results = tuple(value)
    for result in results:
        if isinstance(result, bool) or not isinstance(result, (int, Decimal)):
            raise TypeError(f"a hand's result is an int or a Decimal, got {type(result).__name__}")
    return tuple(Decimal(r) for r in results)  # type: ignore[arg-type]  # ints and Decimals, as checked


def _adjusted(value: Iterable[object]) -> tuple[float | None, ...]:
    adjusted = tuple(value)
    for result in adjusted:
        if result is not None and (isinstance(result, bool) or not isinstance(result, (int, float))):
            raise TypeError(f"a hand's adjusted result is a float or None, got {type(result).__name__}")
    return tuple(None if a is None else float(a) for a in adjusted)  # type: ignore[arg-type]  # floats and ints, as checked


@frozen
class Winnings:
    """One player's results over hands, in order: what each hand won or lost (exactly), and, for the
    hands that were all in before the last card with the cards known, what the player could expect
    from the equity when the betting ended (:doc:`/stats`).

    >>> from decimal import Decimal
    >>> from pokervariants.stats import Winnings
    >>> ann = Winnings("Ann", [Decimal("2.50"), Decimal("-10"), 4], [None, 3.25, None])
    >>> ann.cumulative(), ann.cumulative_adjusted(), ann.all_ins
    ((Decimal('2.50'), Decimal('-7.50'), Decimal('-3.50')), (2.5, 5.75, 9.75), 1)

    A notebook draws it (``_repr_svg_``); :func:`pokervariants.svg.winnings <pokervariants.render.svg.winnings>` gives the picture.
    """

    player: str
    results: tuple[Decimal, ...] = field(converter=_results)
    """Each hand's net result, in the histories' money."""
    adjusted: tuple[float | None, ...] = field(converter=_adjusted)
    """Each hand's all-in adjusted result (``None``: the hand was not all in with the cards known,
    and counts at its actual result)."""

    def __attrs_post_init__(self) -> None:
        if len(self.results) != len(self.adjusted):
            raise ValueError(f"a result and an adjusted result a hand: {len(self.results)} results, {len(self.adjusted)} adjusted")

    @property
    def hands(self) -> int:
        """How many hands."""
        return len(self.results)

    @property
    def all_ins(self) -> int:
        """How many hands the adjustment changed: all in before the last card, every contender's cards known."""
        return sum(a is not None for a in self.adjusted)

    @property
    def total(self) -> Decimal:
        """Net won over the hands, exactly."""
        return self.cumulative()[-1] if self.results else Decimal(0)

    def cumulative(self) -> tuple[Decimal, ...]:
        """The running total after each hand, exactly."""
        running = Decimal(0)
        totals = []
        for result in self.results:
            running = _EXACT.add(running, result)
            totals.append(running)
        return tuple(totals)

    def cumulative_adjusted(self) -> tuple[float, ...]:
        """The all-in adjusted running total after each hand (a hand not adjusted at its actual result)."""
        running = 0.0
        totals = []
        for result, adjusted in zip(self.results, self.adjusted):
            running += float(result) if adjusted is None else adjusted
            totals.append(running)
        return tuple(totals)

    def __add__(self, other: Winnings) -> Winnings:
        """The same player's hands, then ``other``'s."""
        if not isinstance(other, Winnings):
            return NotImplemented
        if other.player != self.player:
            raise ValueError(f"winnings add up for one player: {self.player!r} and {other.player!r}")
        return Winnings(self.player, self.results + other.results, self.adjusted + other.adjusted)

    def _repr_svg_(self) -> str:
        """The picture, which is how a notebook shows it (:func:`pokervariants.svg.winnings <pokervariants.render.svg.winnings>`)."""
        from ..render.svg import winnings

        return winnings(self)
