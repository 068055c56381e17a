"""Chips in a hand history: whole numbers, read exactly.

An integer is taken as it is (up to ``MAX_DIGITS``, 100, digits); a float only when it is a whole
number that a float holds exactly (at most 2**53), since a larger float has already lost its last
digits. Every part of the PHH package reads numbers through :func:`whole`, so this module sits at
the bottom, beside the errors.
"""

from __future__ import annotations

import math
from decimal import Decimal

from ..core import Amount, exact_amount
from .errors import PHHFieldError, short

__all__ = ["EXACT_FLOAT", "LARGEST", "MAX_DIGITS", "amount", "whole"]

MAX_DIGITS = 100
"""The most digits a number in a hand history may have (amounts, stacks, any integer field)."""

LARGEST = 10**MAX_DIGITS
"""The first number too long for a hand history."""
EXACT_FLOAT = 2**53
"""Every whole number up to this is a float exactly; above it, floats skip numbers."""


def whole(value: object, name: str) -> int:
    """A TOML number as whole chips, exactly: the engine plays in whole chips.

    >>> whole(20, "antes"), whole(20.0, "antes")
    (20, 20)
    >>> whole(1e20, "starting_stacks")
    Traceback (most recent call last):
    ...
    pokervariants.phh.errors.PHHFieldError: starting_stacks: the float 1e+20 is above 2**53, where floats are not exact: write the number as an integer (without a decimal point or exponent)
    """
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise PHHFieldError(f"{name} must hold whole numbers, got {short(value)}")
    if isinstance(value, Decimal):  # TOML's floats are read exactly
        if not value.is_finite() or value != value.to_integral_value():
            raise PHHFieldError(f"{name}: {value} is not a whole number")
        value = int(value)
    if isinstance(value, float):
        if not math.isfinite(value) or not value.is_integer():
            raise PHHFieldError(f"{name}: {short(value)} is not a whole number of chips (this engine plays whole chips)")
        if abs(value) > EXACT_FLOAT:
            raise PHHFieldError(
                f"{name}: the float {value!r} is above 2**53, where floats are not exact: "
                "write the number as an integer (without a decimal point or exponent)"
            )
        return int(value)
    if not -LARGEST < value < LARGEST:
        raise PHHFieldError(f"{name}: numbers in a hand history have at most {MAX_DIGITS} digits, got {short(value)}")
    return value


def amount(value: object, name: str) -> Amount:
    """A TOML number as an exact amount of money: an int, or a ``Decimal`` as written (cents).

    >>> from decimal import Decimal
    >>> amount(20, "starting_stacks"), amount(Decimal("200.30"), "starting_stacks")
    (20, Decimal('200.30'))
    """
    if type(value) is int:
        if not -LARGEST < value < LARGEST:
            raise PHHFieldError(f"{name}: numbers in a hand history have at most {MAX_DIGITS} digits, got {short(value)}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise PHHFieldError(f"{name} must hold numbers, got {short(value)}")
    try:
        return exact_amount(value, name)
    except (TypeError, ValueError) as error:
        raise PHHFieldError(str(error)) from None
