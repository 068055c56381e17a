"""Exact money: amounts with a fractional part (cents, or any number of decimal places).

The engine plays in whole **units**, plain ints, which is what keeps it exact and fast. A
:class:`Money` says what one unit is worth — a chip, a cent, a tenth of a cent — and converts
at the edges: amounts read from a hand history or given by a user become units exactly
(:meth:`Money.units`), and units become amounts again for anything shown or written
(:meth:`Money.amount`), with the places the amounts were written with. Nothing goes through a
``float``: a float given as an amount is taken by its shortest decimal form (``0.1`` is one
tenth), as Python prints it, and a number finer than the unit is refused, never rounded.

>>> from decimal import Decimal
>>> money = Money.of(["200.30", Decimal("0.50"), 1])
>>> money.unit, money.units("200.30"), money.amount(20030)
(Decimal('0.01'), 20030, Decimal('200.30'))
>>> [money.amount(n) for n in (34, 33, 33)]  # 1.00 split three ways, by the smallest unit
[Decimal('0.34'), Decimal('0.33'), Decimal('0.33')]
>>> Money.WHOLE.units(25), Money.WHOLE.amount(25)  # whole chips: units are the amounts
(25, 25)
"""

from __future__ import annotations

import math
import operator
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from fractions import Fraction

__all__ = ["Amount", "AmountLike", "Money", "exact_amount"]

Amount = int | Decimal
"""An exact amount of money: an ``int`` (whole chips) or a :class:`~decimal.Decimal` (cents)."""

AmountLike = int | Decimal | Fraction | str | float
"""What an amount may be given as: exact (an int, a ``Decimal``, a ``Fraction`` with a decimal form,
a numeric string) or a float, taken by its shortest decimal form (:func:`exact_amount`)."""

_MOST_PLACES = 18
"""The finest unit a game may have: 10**-18 (an amount written with more places is refused)."""


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def exact_amount(value: object, name: str = "an amount") -> Amount:
    """``value`` as an exact amount: an ``int`` as it is; a :class:`~decimal.Decimal`, a numeric
    string, a :class:`~fractions.Fraction` with a decimal form, or a float by its shortest decimal
    form, as a ``Decimal``. Anything else (``bool``, ``nan``, infinities, ``1/3``) is refused
    with a ``TypeError`` or ``ValueError`` naming ``name``.

    >>> from fractions import Fraction
    >>> exact_amount(3), exact_amount("0.50"), exact_amount(0.1), exact_amount(Fraction(1, 4))
    (3, Decimal('0.50'), Decimal('0.1'), Decimal('0.25'))
    >>> exact_amount(Fraction(1, 3), "ante")
    Traceback (most recent call last):
    ...
    ValueError: ante: 1/3 has no exact decimal form; amounts are whole numbers or decimals (cents)
    """
    if type(value) is int:
        return value
    if isinstance(value, bool):
        raise TypeError(f"{name} must be a number, not bool {value!r}")
    if isinstance(value, int):
        return int(value)
    if isinstance(value, Decimal):
        amount = value
    elif isinstance(value, float):  # its shortest decimal form: 0.1 is one tenth, 5.0 is 5, 200.30 is 200.3
        if not math.isfinite(value):
            raise ValueError(f"{name} must be a finite number, got {_shown(value)}")
        amount = Decimal(repr(value))
        if amount == amount.to_integral_value():
            return int(amount)
        amount = amount.normalize()
    elif isinstance(value, str):
        if not value.isascii():  # Decimal reads other scripts' digits; an amount is written in 0-9
            raise ValueError(f"{name} must be a number in the digits 0-9, got {_shown(value)}")
        try:
            amount = Decimal(value.strip().replace("_", ""))
        except InvalidOperation:
            raise ValueError(f"{name} must be a number, got {_shown(value)}") from None
    elif isinstance(value, Fraction):
        denominator = value.denominator
        twos = fives = 0
        while denominator % 2 == 0:
            denominator //= 2
            twos += 1
        while denominator % 5 == 0:
            denominator //= 5
            fives += 1
        if denominator != 1:
            raise ValueError(f"{name}: {value} has no exact decimal form; amounts are whole numbers or decimals (cents)")
        places = max(twos, fives)
        amount = Decimal(value.numerator * 10**places // value.denominator).scaleb(-places)
    elif hasattr(type(value), "__index__"):  # a numpy integer
        return operator.index(value)  # type: ignore[arg-type]  # checked: the type has __index__
    else:
        raise TypeError(f"{name} must be a number (an int, a Decimal or a numeric string), not {type(value).__name__} {_shown(value)}")
    if not amount.is_finite():
        raise ValueError(f"{name} must be a finite number, got {_shown(value)}")
    if _places(amount) > _MOST_PLACES:
        raise ValueError(f"{name}: {_shown(value)} has more than {_MOST_PLACES} decimal places")
    return amount


def _places(amount: Amount) -> int:
    """How many decimal places ``amount`` is written with (0 for an int, ``5``, or ``5.``)."""
    if type(amount) is int:
        return 0
    exponent = amount.as_tuple().exponent  # type: ignore[union-attr]
    assert isinstance(exponent, int)
    return max(0, -exponent)


def _places_of_unit(value: object) -> int:
    """The places of a unit of money: 0 for 1, 2 for 0.01; ``ValueError`` for anything but a power of ten up to 1."""
    if type(value) is int and value == 1:
        return 0
    amount = Decimal(exact_amount(value, "a unit")).normalize()
    exponent = amount.as_tuple().exponent
    if amount <= 0 or amount.as_tuple().digits != (1,) or not isinstance(exponent, int) or exponent > 0 or -exponent > _MOST_PLACES:
        raise ValueError(f"a unit of money is 1 or a power of ten below it (0.01 for cents), not {_shown(value)}")
    return -exponent


class Money:
    """What one unit of a hand is worth: ``1`` (whole chips, the default) or a power of ten below it
    (``Money("0.01")`` for cents). It converts amounts to the engine's whole units and back.

    >>> cents = Money("0.01")
    >>> cents.units("3.5"), cents.amount(350), cents.text(350)
    (350, Decimal('3.50'), '3.50')
    >>> cents.units("0.005")
    Traceback (most recent call last):
    ...
    ValueError: 0.005 is finer than this money's unit, 0.01
    """

    __slots__ = ("places",)

    WHOLE: Money
    """Whole chips: a unit is 1, and amounts are ints."""

    places: int
    """How many decimal places a unit has (2 for cents, 0 for whole chips)."""

    def __init__(self, unit: object = 1) -> None:
        object.__setattr__(self, "places", _places_of_unit(unit))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Money is immutable: cannot set {name}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and other.places == self.places

    def __hash__(self) -> int:
        return hash((Money, self.places))

    def __repr__(self) -> str:
        return f"Money({str(self.unit)!r})" if self.places else "Money(1)"

    def __reduce__(self) -> tuple[object, ...]:
        return (Money, (str(self.unit),))

    @property
    def unit(self) -> Amount:
        """What one unit is worth: ``1`` for whole chips, else a ``Decimal`` (``Decimal("0.01")``)."""
        if not self.places:
            return 1
        return Decimal(1).scaleb(-self.places)

    @classmethod
    def of(cls, amounts: Iterable[object]) -> Money:
        """The money of ``amounts``: a unit as fine as the finest of them is written (``"0.50"`` counts
        two places, ``0.5`` one); :attr:`WHOLE` if all are ints (``ValueError`` for one that is not exact)."""
        places = 0
        for value in amounts:
            if type(value) is not int:
                places = max(places, _places(exact_amount(value)))
        return cls.WHOLE if places == 0 else cls._of_places(places)

    @classmethod
    def _of_places(cls, places: int) -> Money:
        money = object.__new__(cls)
        object.__setattr__(money, "places", places)
        return money

    @property
    def whole(self) -> bool:
        """Whether units are whole chips (amounts are ints)."""
        return self.places == 0

    def units(self, value: object, name: str = "an amount") -> int:
        """``value`` (an amount) in units, exactly; ``ValueError`` if it is finer than the unit."""
        amount = exact_amount(value, name)
        if type(amount) is int:
            scale: int = 10**self.places
            return amount * scale
        scaled = amount.scaleb(self.places)  # type: ignore[union-attr]
        if scaled != scaled.to_integral_value():
            where = "" if name == "an amount" else f"{name}: "
            raise ValueError(f"{where}{amount} is finer than this money's unit, {self.unit}")
        return int(scaled.to_integral_value())

    def amount(self, units: int) -> Amount:
        """``units`` as an amount: an int for whole chips, else a ``Decimal`` with the unit's places."""
        if self.places == 0:
            return units
        return Decimal(units).scaleb(-self.places)

    def amounts(self, units: Iterable[int]) -> tuple[Amount, ...]:
        """Each of ``units`` as an amount (:meth:`amount`)."""
        places = self.places
        if places == 0:
            return tuple(units)
        return tuple(map(Decimal(1).scaleb(-places).__rmul__, units))  # the unit times each: scaleb's amounts, in half the time

    def text(self, units: int, *, grouped: bool = False) -> str:
        """``units`` written as an amount: ``"3.50"`` in cents, ``"350"`` in whole chips; ``grouped``
        puts commas between thousands, for pictures and pages people read (``"20,030.00"``).

        >>> Money("0.01").text(2003050, grouped=True), Money.WHOLE.text(-20030, grouped=True)
        ('20,030.50', '-20,030')
        """
        return f"{self.amount(units):,}" if grouped else str(self.amount(units))

    def finer(self, other: Money) -> Money:
        """The finer of this money and ``other``."""
        return self if self.places >= other.places else other


Money.WHOLE = Money()
