"""What goes wrong reading a room's hand histories: one error, naming the room, the hand and the line.

>>> from pokervariants.sites import SiteFormatError
>>> error = SiteFormatError("no seats before the actions", site="PokerStars", hand="2345", line=3)
>>> str(error)
'PokerStars hand 2345, line 3: no seats before the actions'
>>> isinstance(error, ValueError), error.reason
(True, 'no seats before the actions')
"""

from __future__ import annotations

__all__ = ["HandCancelled", "SiteFormatError"]


class SiteFormatError(ValueError):
    """A room's hand that cannot be read, or that does not add up when replayed: ``site``,
    ``hand`` (the room's hand number), ``line`` (1-based, in the text given) and ``reason`` say
    which and why."""

    def __init__(self, reason: str, *, site: str | None = None, hand: str | None = None, line: int | None = None) -> None:
        self.reason = reason
        self.site = site
        self.hand = hand
        self.line = line
        super().__init__(self._message())

    def _message(self) -> str:
        where = " ".join(part for part in (self.site, f"hand {self.hand}" if self.hand else None) if part)
        if self.line is not None:
            where = f"{where}, line {self.line}" if where else f"line {self.line}"
        return f"{where}: {self.reason}" if where else self.reason

    def placed(self, *, site: str | None = None, hand: str | None = None, line: int | None = None) -> SiteFormatError:
        """This error with what it did not know filled in (a room's name, a hand's number, a line)."""
        return type(self)(self.reason, site=self.site or site, hand=self.hand or hand, line=self.line if self.line is not None else line)


class HandCancelled(SiteFormatError):
    """A hand the room cancelled (a server fault, a table broken mid-hand): every chip went back, so
    it is no hand to replay. :func:`~pokervariants.sites.read` leaves it out whatever ``errors``
    says, and gives it to ``on_skip``.

    >>> from pokervariants.sites import HandCancelled, SiteFormatError
    >>> isinstance(HandCancelled("the hand was cancelled", site="Full Tilt", hand="7"), SiteFormatError)
    True
    """
