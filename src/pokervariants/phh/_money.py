"""Money in hand histories: amounts in cents (or any decimal places), read and written exactly.

Real histories write money as it was played: ``starting_stacks = [200.30, 81.60]``,
``blinds_or_straddles = [0.50, 1]``, ``"p1 cbr 3.00"``. The history is read exactly (its numbers
are :class:`~decimal.Decimal`, never ``float``), and before a replay :func:`in_units` turns every
amount into whole units of the finest precision the history writes (:class:`~pokervariants.Money`):
the engine then plays whole numbers, exactly as it plays chips. :func:`in_money` is the way back,
for a history written from a hand played in units; amounts come out with the places the
money has (``200.30``, not ``200.3``).
"""

from __future__ import annotations

import re
from decimal import Decimal
from collections.abc import Iterator
from typing import Any

from ..core import Money, exact_amount
from ._numbers import amount
from ._unknown import is_unknown
from .errors import PHHActionError, PHHFieldError, ActionProblem, short
from .history import HandHistory

__all__ = ["HAND_FIELDS", "MONEY_FIELDS", "in_money", "in_units", "money_of"]

MONEY_FIELDS = (
    "starting_stacks", "finishing_stacks", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet",
    "winnings", "_rake", "rake", "total_pot_amount", "_button_blind",
)  # fmt: skip
"""The fields that hold money (a number, or one a player): PHH's own and this library's."""

HAND_FIELDS = ("starting_stacks", "finishing_stacks", "winnings", "_rake", "rake", "total_pot_amount")
"""The money fields a hand sets (the rest describe its game)."""

_PLAIN = re.compile(r"[0-9]+(?:\.([0-9]+))?")
"""An amount written plainly: digits, and perhaps a point and more (what real histories write)."""
_FAST_PLACES = 9
"""The most places a plain amount is read with by its digits; a longer one takes the exact path, which checks the limit."""

_BET = re.compile(r"(\s*p[0-9]+\s+cbr\s+)([^\s#]+)(.*)", re.DOTALL)
"""A bet or raise: the text before its amount, the amount, and the rest (a comment)."""


def _values(history: HandHistory) -> Iterator[tuple[str | int, object]]:
    """Every amount of money in ``history``, with where it is (a field's name, or an action's number)."""
    fields = history.fields
    for name in MONEY_FIELDS:
        value = fields.get(name)
        if value is None:
            continue
        if isinstance(value, list):
            for item in value:
                if not is_unknown(item):  # inf, an unknown stack, stays as it is (phh._unknown)
                    yield name, item
        elif not is_unknown(value):
            yield name, value
    for number, text in enumerate(history.actions):
        match = _BET.fullmatch(text) if "cbr" in text else None
        if match is not None:
            yield number, match.group(2)


def _whole(history: HandHistory) -> bool:
    """Whether every amount in ``history`` is an int (the usual history, at once)."""
    fields = history.fields
    for name in MONEY_FIELDS:
        value = fields.get(name)
        if value is None or type(value) is int:
            continue
        if not isinstance(value, list) or any(type(v) is not int for v in value):  # a FrozenList, read
            return False
    return not any("." in text for text in history.actions if "cbr" in text)


def money_of(history: HandHistory) -> Money:
    """The money ``history`` is written in: :attr:`Money.WHOLE <pokervariants.Money.WHOLE>` when
    every amount is whole, else a unit as fine as its finest amount is written (``0.50``: cents).

    Raises :class:`~pokervariants.phh.PHHFieldError` for an amount that is not an exact number.
    """
    return Money.WHOLE if _whole(history) else _money_of(history)


def _money_of(history: HandHistory) -> Money:
    """:func:`money_of` for a history with an amount that is not an int."""
    places = 0
    for where, value in _values(history):
        if type(value) is int:
            continue
        if type(where) is int and isinstance(value, str) and (plain := _PLAIN.fullmatch(value)) is not None and len(plain.group(1) or "") <= _FAST_PLACES:
            places = max(places, len(plain.group(1) or ""))  # "3.00": its places at once
            continue
        if type(value) is Decimal and value.is_finite() and isinstance(exponent := value.as_tuple().exponent, int) and -exponent <= _FAST_PLACES:
            places = max(places, -exponent)  # a TOML number read exactly: its places at once
            continue
        if isinstance(where, str):  # a field: a TOML number (never a string)
            exact = amount(value, where)
        else:
            try:
                exact = exact_amount(value, "the amount")
            except (TypeError, ValueError) as error:
                raise PHHActionError(where, history.actions[where], f"{short(value)} is not an amount: {error}", kind=ActionProblem.GRAMMAR) from None
        if type(exact) is not int:
            places = max(places, Money.of([exact]).places)
    return Money.WHOLE if places == 0 else Money(Decimal(1).scaleb(-places))


def in_units(history: HandHistory) -> tuple[HandHistory, Money]:
    """``history`` with every amount in whole units of its money (:func:`money_of`), and that money;
    a history in whole chips comes back as it is."""
    if _whole(history):  # the usual history, as it is
        return history, Money.WHOLE
    money = _money_of(history)
    fields: dict[str, Any] = dict(history.fields)
    for name in MONEY_FIELDS:
        value = fields.get(name)
        if value is None:
            continue
        try:
            fields[name] = [_units(v, money, name) for v in value] if isinstance(value, list) else _units(value, money, name)
        except (TypeError, ValueError) as error:
            raise PHHFieldError(f"{error}") from None
    actions = list(history.actions)
    for number, text in enumerate(actions):
        match = _BET.fullmatch(text) if "cbr" in text else None
        if match is not None:
            written = match.group(2)
            try:
                units = _plain_units(written, money.places) if _PLAIN.fullmatch(written) else money.units(written, "the amount")
            except (TypeError, ValueError) as error:
                raise PHHActionError(number, text, f"{short(written)} is not an amount: {error}", kind=ActionProblem.GRAMMAR) from None
            actions[number] = f"{match.group(1)}{units}{match.group(3)}"
    fields["actions"] = actions
    return HandHistory(fields), money


def _plain_units(text: str, places: int) -> int:
    """A plain decimal's text (``3.00``, ``12``) in units of ``places`` decimal places, by its digits."""
    whole_part, _, fraction = text.partition(".")
    if len(fraction) > places:  # finer than the money: the exact path says so
        raise ValueError(f"{text} is finer than this money's unit")
    scale: int = 10 ** (places - len(fraction))
    return int(whole_part + fraction) * scale


def _units(value: object, money: Money, name: str) -> object:
    if type(value) is int:
        return value * 10**money.places
    if type(value) is Decimal and value.is_finite():  # read from TOML: exact, with its places
        exponent = value.as_tuple().exponent
        if isinstance(exponent, int) and -exponent <= money.places:
            units: int = int(value.scaleb(money.places))
            return units
    return value if is_unknown(value) else money.units(value, name)


def in_money(fields: dict[str, Any], money: Money, units: tuple[str, ...] = MONEY_FIELDS) -> dict[str, Any]:
    """``fields`` of a history with every amount field in ``money``, written with its places (the way
    back from :func:`in_units`; the actions are written in money as they are made): the fields named
    in ``units`` hold whole units, the others money already (a game in cents gives its amounts so).
    The same dict for whole chips, else a new one."""
    if money.whole:
        return fields
    out = dict(fields)
    for name in MONEY_FIELDS:
        value = out.get(name)
        if value is None:
            continue
        in_units = name in units
        out[name] = [_amount(v, money, in_units) for v in value] if isinstance(value, list) else _amount(value, money, in_units)
    return out


def _amount(value: object, money: Money, in_units: bool) -> object:
    """A field's amount as money written with the money's places: from units, or from money as a game holds it."""
    if in_units or is_unknown(value):
        return money.amount(value) if type(value) is int else value
    return money.amount(money.units(value))
