"""A small TOML writer for hand histories: the standard library reads TOML but does not write it.

It writes the value types hand histories use: strings, integers, floats,
booleans, dates and times, arrays, and tables of those.

>>> from pokervariants.phh.toml_writer import dumps
>>> print(dumps({"variant": "FR", "antes": [1, 1], "actions": ["d dh p1 ????2c", "p1 pb"]}), end="")
variant = "FR"
antes = [1, 1]
actions = [
  "d dh p1 ????2c",
  "p1 pb",
]
"""

from __future__ import annotations

import datetime
import math
from decimal import Decimal
import re
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["dumps", "format_key", "format_value"]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def format_key(key: str) -> str:
    """A key, bare when it can be, quoted otherwise."""
    return key if _BARE_KEY.fullmatch(key) else _string(key)


def _string(text: str) -> str:
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def format_value(value: Any) -> str:
    """One value in TOML; raises ``TypeError`` for a type TOML cannot hold."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):  # money as it was written: 200.30 keeps its cents
        if not value.is_finite():
            return "nan" if value.is_nan() else ("inf" if value > 0 else "-inf")
        return format(value, "f")
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{format_key(str(k))} = {format_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, Sequence):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    raise TypeError(f"TOML cannot hold a {type(value).__name__}: {value!r}")


def dumps(fields: Mapping[str, Any], *, long_arrays: tuple[str, ...] = ("actions",)) -> str:
    """A TOML document of ``fields`` in their order; the arrays named in ``long_arrays`` get one item a line."""
    lines = []
    for key, value in fields.items():
        if key in long_arrays and isinstance(value, Sequence) and not isinstance(value, str):
            lines.append(f"{format_key(key)} = [")
            lines.extend(f"  {format_value(item)}," for item in value)
            lines.append("]")
        else:
            lines.append(f"{format_key(key)} = {format_value(value)}")
    return "\n".join(lines) + "\n"
