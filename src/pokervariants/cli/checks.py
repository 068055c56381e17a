"""Reading numbers from the command line's words and showing text back, both bounded: a whole number is
ASCII digits (:func:`whole_number`, so ``²`` or ``٣`` is not one, and a million digits cost nothing), text
quoted in a message is cut to a readable length (:func:`quoted`, :func:`bounded`), and the limits on work a
run may ask for are named here.

>>> from pokervariants.cli.checks import whole_number, quoted
>>> whole_number("42"), whole_number("-7"), whole_number("²"), whole_number("1e9")
(42, -7, None, None)
>>> quoted("x" * 100)
"'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"
"""

from __future__ import annotations

import re

__all__ = ["MAX_AMOUNT", "MAX_PLAYED_HANDS", "MAX_SIMULATED_HANDS", "MAX_WORKERS", "bounded", "quoted", "whole_number"]


MAX_AMOUNT = 10**12
"""The largest amount (an option such as ``ante``, ``--stack``) the command line takes: a trillion chips."""
MAX_SIMULATED_HANDS = 10_000_000
"""The most hands one ``simulate`` run plays: under an hour at the engine's few thousand hands a second."""
MAX_PLAYED_HANDS = 10_000
"""The most hands one ``play`` session deals."""
MAX_WORKERS = 64
"""The most processes ``equity --workers`` starts (a pool forks them all at once; more cores mean a cluster)."""

_WHOLE = re.compile(r"[+-]?[0-9]+(?:_[0-9]+)*", re.ASCII)
_DIGITS = 30
"""Past this many digits a number is far beyond every limit here; it is not converted (``int`` of a
million digits is slow, and past 4300 it raises)."""
_HUGE: int = 10**_DIGITS
_QUOTED = 40
_MESSAGE = 600


def whole_number(text: str) -> int | None:
    """``text`` as a whole number in ASCII digits with an optional sign, or ``None`` if it is not one.

    Underscores may group the digits, as in Python (``100_000``). A number of more than 30 digits comes back as ``±10**30``, beyond every limit the command line
    sets, so it fails the caller's range check without being converted.

    >>> whole_number(" 12 "), whole_number("1" * 1000) == 10**30, whole_number("-" + "9" * 40) == -(10**30)
    (12, True, True)
    """
    text = text.strip()
    if not _WHOLE.fullmatch(text):
        return None
    digits = text.lstrip("+-").replace("_", "").lstrip("0")
    if len(digits) > _DIGITS:
        return -_HUGE if text.startswith("-") else _HUGE
    return int(text)


def quoted(text: str) -> str:
    """``text`` quoted for a message (``repr``, so control characters show as escapes), cut to 40 characters."""
    if len(text) <= _QUOTED:
        return repr(text)
    shown = repr(text[:_QUOTED])
    return f"{shown[:-1]}…{shown[-1]} ({len(text):,} characters)"


def bounded(message: str) -> str:
    """``message`` cut to 600 characters, so that no input makes an error message unreadably long."""
    return message if len(message) <= _MESSAGE else message[: _MESSAGE - 1] + "…"
