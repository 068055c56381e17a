"""What the text rooms' hand readers share: a hand's lines and where they start in the file, and
the errors, amounts and cards read on a line, each failure a :class:`SiteFormatError` naming the
room, the hand and the line."""

from __future__ import annotations

from decimal import Decimal

from ..core import Card
from ._text import cards, money
from .errors import SiteFormatError

__all__ = ["LineReader"]


class LineReader:
    """One hand's lines, read in order: the base of a text room's reader. ``site`` is the room's
    name in errors; ``hand`` its hand number, once read. A room writes amounts its own way:
    :meth:`amount` reads one (``$1,234.50`` by default)."""

    site = ""

    def __init__(self, text: str, first_line: int) -> None:
        self.lines = text.splitlines()
        self.first = first_line
        """The number of the hand's first line in the text it came from."""
        self.hand = ""

    def fail(self, reason: str, index: int) -> SiteFormatError:
        """The error of the hand's line ``index`` (counted from 0), saying ``reason``."""
        return SiteFormatError(reason, site=self.site, hand=self.hand or None, line=self.first + index)

    def amount(self, text: str) -> Decimal:
        """An amount as the room writes it; ``ValueError`` if it is not one."""
        return money(text)

    def _money(self, text: str, index: int) -> Decimal:
        """:meth:`amount`, its failure the line's error."""
        try:
            return self.amount(text)
        except ValueError as error:
            raise self.fail(str(error), index) from None

    def _cards(self, text: str, index: int) -> tuple[Card, ...]:
        """Cards as ``Ah Kd`` (or ``AhKd``), a failure the line's error."""
        try:
            return cards(text)
        except ValueError as error:
            raise self.fail(f"bad cards [{text.strip()}]: {error}", index) from None
