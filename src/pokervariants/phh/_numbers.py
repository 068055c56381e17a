"""Chips in a hand history: whole numbers, read exactly.

An integer is taken as it is (up to ``MAX_DIGITS``, 100, digits); a float only when it is a whole
number that a float holds exactly (at most 2**53), since a larger float has already lost its last
digits. Every part of the PHH package reads numbers through :func:`whole`, so this module sits at
the bottom, beside the errors.
"""

from __future__ import annotations

import math

from .errors import PHHFieldError, short

__all__ = ["EXACT_FLOAT", "LARGEST", "MAX_DIGITS", "whole"]

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
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise PHHFieldError(f"{name} must hold whole numbers, got {short(value)}")
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
