"""What can be wrong with a hand history, each its own exception (all are ``ValueError``).

Messages are bounded: a value from the file is quoted by ``short``, cut
to a few dozen characters, and no message is longer than ``MAX_MESSAGE``
(1,000) characters, so a huge bad input never comes back as a huge message.

>>> from pokervariants.phh.errors import short
>>> short("Ks" * 10**6)
"'KsKsKsKsKsKsKsKsKsKsKsKsKsK...KsKsKsKsKsKsKsKsKsKsKsKsKsKs'"
>>> short(10**5000)
'<a number of about 5001 digits>'
"""

from __future__ import annotations

import reprlib
from typing import Any

__all__ = ["MAX_MESSAGE", "PHHActionError", "PHHCardError", "PHHError", "PHHFieldError", "PHHSyntaxError", "UnknownVariantError", "short"]

MAX_MESSAGE = 1000
"""The longest message a PHH error carries, in characters."""

_QUOTE = 60


class _Repr(reprlib.Repr):
    """Python's bounded repr, also for whole numbers too long to write out."""

    def repr_int(self, x: int, level: int) -> str:
        if abs(x) >= 10**self.maxlong:
            return f"<a number of about {x.bit_length() * 30103 // 100000 + 1} digits>"  # str(x) may be refused
        return super().repr_int(x, level)


_REPR = _Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = _QUOTE
_REPR.maxlist = _REPR.maxtuple = _REPR.maxset = 6
_REPR.maxdict = 4
_REPR.maxlevel = 2


def short(value: Any) -> str:
    """``repr(value)`` cut to about 60 characters, to quote a value from a file in a message."""
    text = _REPR.repr(value)
    return text if len(text) <= 2 * _QUOTE else text[: 2 * _QUOTE - 1] + "…"


class PHHError(ValueError):
    """A hand history this library cannot read or replay."""

    def __init__(self, message: str) -> None:
        if len(message) > MAX_MESSAGE:
            message = message[: MAX_MESSAGE - 1] + "…"
        super().__init__(message)


class PHHSyntaxError(PHHError):
    """The text is not valid TOML (or not text: bytes that are not UTF-8)."""


class PHHFieldError(PHHError):
    """A field is missing, of the wrong type, or describes no game this library can play."""


class UnknownVariantError(PHHFieldError):
    """The ``variant`` code names no known game."""


class PHHActionError(PHHError):
    """An action breaks the grammar or the rules; :attr:`action` is its number (0 for the first)."""

    def __init__(self, action: int, text: str, message: str) -> None:
        super().__init__(f"action {action} ({short(text)}): {message}")
        self.action = action
        self.text = text
        self.reason = message
        """The message without the action it is about."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.action, self.text, self.reason))


class PHHCardError(PHHActionError):
    """An action names an impossible card: not a card, not in the game's pack, or one already dealt."""
