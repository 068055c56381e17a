"""Checking configuration at the boundary: whole numbers, true-or-false flags and enum choices.

Every keyword option of a game, a policy or a ranker goes through one of these
attrs field makers, so a wrong value is refused when the object is made, with
a message naming the option, and never reaches a hand:

* :func:`whole_field`: an exact int (a numpy integer is converted exactly);
  ``bool``, ``float``, ``inf`` and ``str`` are refused;
* :func:`flag_field`: ``True`` or ``False`` only (``"no"`` is not false);
* :func:`choice_field`: a member of an enum or its value (``"tda"`` for ``OddChip.TDA``).

>>> from attrs import frozen
>>> from pokervariants.core import flag_field, whole_field
>>> @frozen(kw_only=True)
... class Table:
...     ante: int = whole_field("ante", smallest=0, default=0)
...     burn: bool = flag_field("burn", default=False)
>>> Table(ante=2)
Table(ante=2, burn=False)
>>> Table(ante=2.5)
Traceback (most recent call last):
...
TypeError: ante must be a whole number (an int), not float 2.5
>>> Table(burn="no")
Traceback (most recent call last):
...
TypeError: burn must be True or False, not str 'no'
"""

from __future__ import annotations

import enum
import operator
from typing import Any, TypeVar

from attrs import NOTHING, field

from ._money import Amount, exact_amount

__all__ = ["MONEY", "amount", "amount_field", "choice", "choice_field", "flag", "flag_field", "whole", "whole_field"]

MONEY = "pokervariants.money"
"""The attrs field metadata key that marks a field holding money (:func:`amount_field`)."""

E = TypeVar("E", bound=enum.Enum)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def whole(name: str, value: object, *, smallest: int | None = None, largest: int | None = None) -> int:
    """``value`` as an exact int within bounds, or a ``TypeError``/``ValueError`` naming ``name``.

    >>> from pokervariants.core import whole
    >>> whole("ante", 3, smallest=0)
    3
    >>> whole("ante", -1, smallest=0)
    Traceback (most recent call last):
    ...
    ValueError: ante must be 0 or more, got -1
    """
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be a whole number (an int), not {type(value).__name__} {_shown(value)}")
    number = operator.index(value)  # type: ignore[arg-type]  # checked: the type has __index__
    if smallest is not None and number < smallest:
        raise ValueError(f"{name} must be {smallest} or more, got {_shown(number)}")
    if largest is not None and number > largest:
        raise ValueError(f"{name} must be {largest} or less, got {_shown(number)}")
    return number


def flag(name: str, value: object) -> bool:
    """``value`` if it is ``True`` or ``False``; a ``TypeError`` naming ``name`` otherwise."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {type(value).__name__} {_shown(value)}")
    return value


def choice(kind: type[E], name: str, value: object) -> E:
    """``value`` as a member of ``kind``: the member itself, or its value.

    >>> import enum
    >>> from pokervariants.core import choice
    >>> class Colour(enum.Enum):
    ...     RED = "red"
    >>> choice(Colour, "colour", "red")
    <Colour.RED: 'red'>
    """
    if isinstance(value, kind):
        return value
    try:
        return kind(value)
    except (ValueError, TypeError):
        choices = ", ".join(repr(m.value) for m in kind)
        raise ValueError(f"{name} must be one of {choices} (or {kind.__name__}.<NAME>), got {_shown(value)}") from None


def whole_field(name: str, *, smallest: int | None = None, largest: int | None = None, default: Any = NOTHING) -> Any:
    """An attrs field holding an exact int, checked and converted when the object is made."""
    return field(default=default, converter=lambda value: whole(name, value, smallest=smallest, largest=largest))


def amount(name: str, value: object, *, smallest: int | None = None, positive: bool = False) -> Amount:
    """``value`` as an exact amount of money (:func:`~pokervariants.core.exact_amount`: an int, or a
    ``Decimal`` for cents), at least ``smallest`` (more than 0 if ``positive``), or a ``TypeError``/``ValueError`` naming ``name``.

    >>> from pokervariants.core import amount
    >>> amount("ante", 3), amount("ante", "0.25")
    (3, Decimal('0.25'))
    >>> amount("ante", -1, smallest=0)
    Traceback (most recent call last):
    ...
    ValueError: ante must be 0 or more, got -1
    """
    if type(value) is int:
        number: Amount = value
    else:
        number = exact_amount(value, name)
    if smallest is not None and number < smallest:
        raise ValueError(f"{name} must be {smallest} or more, got {_shown(number)}")
    if positive and number <= 0:
        raise ValueError(f"{name} must be more than 0, got {_shown(number)}")
    return number


def amount_field(name: str, *, smallest: int | None = None, positive: bool = False, default: Any = NOTHING) -> Any:
    """An attrs field holding an exact amount of money (an int, or a ``Decimal`` in cents), marked
    as money so that a game in cents plays it in whole units (``variants.base.priced``)."""
    return field(default=default, converter=lambda value: amount(name, value, smallest=smallest, positive=positive), metadata={MONEY: True})


def flag_field(name: str, *, default: bool) -> Any:
    """An attrs field holding ``True`` or ``False``."""
    return field(default=default, converter=lambda value: flag(name, value))


def choice_field(kind: type[E], name: str, *, default: E) -> Any:
    """An attrs field holding a member of ``kind``, given as the member or its value."""
    return field(default=default, converter=lambda value: choice(kind, name, value))
