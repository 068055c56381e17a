"""A fast reader for the plain TOML hand histories are written in, and nothing more.

Hand histories are ``key = value`` lines: strings, integers, decimals (money in
cents), booleans and arrays of them. :func:`read` reads exactly that subset
several times faster than :mod:`tomllib` and returns the same dict as
``tomllib.loads(text, parse_float=Decimal)`` (a history's amounts are read
exactly); for anything else (a table, an exponent, a date, an escape in a string,
a syntax error) it returns ``None``, and the caller reads the text with
:mod:`tomllib`, which gives the answer or the error. So the subset is an
optimisation only: it never accepts text tomllib refuses, nor reads a value
differently (the tests check it against tomllib).

>>> read('variant = "NT"  # no limit\\nstacks = [100, 200.30,]\\nok = true\\n')
{'variant': 'NT', 'stacks': [100, Decimal('200.30')], 'ok': True}
>>> read('when = 1979-05-27') is None  # a date: for tomllib
True
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

__all__ = ["read"]

# No control characters but tab in strings and comments (TOML refuses them).
_KEY = re.compile(r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*")
_BASIC = r'"([^"\\\x00-\x08\x0a-\x1f\x7f]*)"'  # no escapes
_LITERAL = r"'([^'\x00-\x08\x0a-\x1f\x7f]*)'"
_INTEGER = r"(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?)(?![0-9A-Za-z_.:+-])"  # no underscores, exponents, + or leading zeros
_BOOLEAN = r"(true|false)(?![0-9A-Za-z_-])"
_SCALAR = re.compile(f"{_BASIC}|{_LITERAL}|{_INTEGER}|{_BOOLEAN}")
_SPACE = r"(?:[ \t\n]|\r\n)*"


def _array(item: str) -> re.Pattern[str]:
    """A whole array of ``item`` values without comments, in one match (its items are then exactly
    the values in it, in order)."""
    return re.compile(rf"\[{_SPACE}(?:(?:{item}){_SPACE},{_SPACE})*(?:(?:{item}){_SPACE})?\]")


_STRINGS, _NUMBERS = _array(f"{_BASIC}|{_LITERAL}"), _array(_INTEGER)
_STRING_ITEMS = re.compile(f"{_BASIC}|{_LITERAL}")
_NUMBER_ITEMS = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
_COMMENT = r"#[^\x00-\x08\x0a-\x1f\x7f]*"
_END = re.compile(rf"[ \t]*(?:{_COMMENT})?(?:\r\n|\n|\Z)")
_BLANK = re.compile(rf"[ \t]*(?:{_COMMENT})?(?:\r\n|\n)")
_INSIDE = re.compile(rf"(?:[ \t\n]|\r\n|{_COMMENT})*")  # between an array's values: space, newlines, comments


def _value(match: re.Match[str]) -> Any:
    basic, literal, number, flag = match.groups()
    if basic is not None:
        return basic
    if literal is not None:
        return literal
    if number is not None:
        return _number(number)
    return flag == "true"


def _number(text: str) -> int | Decimal:
    """An integer as an ``int``, a decimal (``200.30``) as a ``Decimal``, as tomllib reads them with ``parse_float=Decimal``."""
    return Decimal(text) if "." in text else int(text)


def _skip(text: str, position: int) -> int:
    """Past the space, newlines and comments between an array's values."""
    gap = _INSIDE.match(text, position)
    return position if gap is None else gap.end()


def read(text: str) -> dict[str, Any] | None:
    """The document in ``text`` if it is plain ``key = value`` lines of strings, integers,
    decimals, booleans and arrays of them; otherwise ``None`` (read it with :mod:`tomllib`)."""
    fields: dict[str, Any] = {}
    position, size = 0, len(text)
    scalar = _SCALAR.match
    try:
        while position < size:
            blank = _BLANK.match(text, position)
            if blank is not None:
                position = blank.end()
                continue
            key = _KEY.match(text, position)
            if key is None:
                end = _END.match(text, position)
                if end is not None and end.end() == size:
                    break  # a last line of spaces or a comment, without a newline
                return None
            name = key.group(1)
            if name in fields:
                return None  # a key given twice: tomllib says so
            position = key.end()
            value: Any
            array = text.startswith("[", position)
            if array and (whole := _STRINGS.match(text, position)) is not None:  # actions: in C, all at once
                value = [basic + literal for basic, literal in _STRING_ITEMS.findall(text, position, whole.end())]
                position = whole.end()
            elif array and (whole := _NUMBERS.match(text, position)) is not None:  # stacks, blinds, antes
                value = [_number(number) for number in _NUMBER_ITEMS.findall(text, position, whole.end())]
                position = whole.end()
            elif array:  # any other array, value by value
                value, position = [], position + 1
                while True:
                    position = _skip(text, position)
                    if text.startswith("]", position):
                        position += 1
                        break
                    item = scalar(text, position)
                    if item is None:
                        return None
                    value.append(_value(item))
                    position = _skip(text, item.end())
                    if text.startswith(",", position):
                        position += 1
                    elif text.startswith("]", position):
                        position += 1
                        break
                    else:
                        return None
            else:
                item = scalar(text, position)
                if item is None:
                    return None
                value, position = _value(item), item.end()
            end = _END.match(text, position)
            if end is None:
                return None
            position = end.end()
            fields[name] = value
    except ValueError:  # an integer too long for int(): tomllib reports it
        return None
    return fields
