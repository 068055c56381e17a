"""Cards as a terminal shows them: suit symbols and colour when the output is a terminal, plain text otherwise.

``play``, ``replay`` and ``eval`` print cards through a :class:`CardStyle`, which :func:`choose_style`
picks from ``--color`` (``auto``, ``always`` or ``never``), the environment and the output stream:

* ``never`` (or ``--no-color``): plain text, ``As Kd``, exactly what a pipe gets.
* ``auto`` (the default): plain text unless the output is a terminal; on a terminal, suit symbols
  (``A♠ K♦``), coloured unless ``NO_COLOR`` is set to anything but the empty string
  (https://no-color.org: it asks for no colour, which the symbols are not) or ``TERM`` is ``dumb``.
* ``always``: symbols and colour wherever the output goes, even with ``NO_COLOR`` set: a request
  made on the command line beats a general one in the environment.

Symbols fall back to the suit letters when the output's encoding cannot write them (an ASCII
locale). A styled card takes as many columns on the screen as its plain text (``A♥`` and ``Ah``
both take two), so :func:`pad` lines tables up by :func:`visible_width`, which skips the escape
sequences that ``len`` would count.
"""

from __future__ import annotations

import codecs
import os
import re
import sys
from collections.abc import Iterable, Mapping
from typing import Final, TextIO

import attrs

from ..core import JOKER, Card, Suit

__all__ = ["PLAIN", "WHENS", "CardStyle", "choose_style", "pad", "strip_ansi", "visible_width"]


WHENS: Final = ("auto", "always", "never")
"""What ``--color`` takes: style on a terminal only, always, or never."""

_RED: Final = "\x1b[31m"
_GREEN: Final = "\x1b[32m"
_BLUE: Final = "\x1b[34m"
_DEFAULT: Final = "\x1b[39m"  # the terminal's own foreground colour, leaving any other attribute alone
_DIM: Final = "\x1b[2m"
_BOLD: Final = "\x1b[1m"
_NORMAL: Final = "\x1b[22m"  # neither bold nor dim

_TWO_COLOURS: Final = {Suit.HEARTS: _RED, Suit.DIAMONDS: _RED}
_FOUR_COLOURS: Final = {Suit.HEARTS: _RED, Suit.DIAMONDS: _BLUE, Suit.CLUBS: _GREEN}
_SYMBOLS: Final = "".join(suit.symbol for suit in Suit)

_ANSI: Final = re.compile(r"\x1b\[[0-9;]*m")
_CARD_TEXT: Final = re.compile(r"(?<![0-9A-Za-z])(?:[2-9TJQKA][cdhs]|Jk[12]?)(?![0-9A-Za-z])")


@attrs.frozen(kw_only=True)
class CardStyle:
    """How cards are written: with suit ``symbols`` rather than letters, in ``colour`` (red hearts and
    diamonds; with ``four_colour`` blue diamonds and green clubs too), face-down cards dimmed.

    The plain style writes what ``str(card)`` gives, so output through it is unchanged text.

    >>> from pokervariants import Card
    >>> PLAIN.card(Card("Ah")), PLAIN.hidden
    ('Ah', '??')
    >>> CardStyle(symbols=True).cards([Card("Ah"), Card("Ks"), Card("Jk")])
    'A♥ K♠ Jk'
    >>> CardStyle(symbols=True, colour=True).card(Card("Td"))
    '\\x1b[31mT♦\\x1b[39m'
    """

    symbols: bool = False
    """Suit symbols (``♠ ♥ ♦ ♣``) instead of the letters ``s h d c``."""
    colour: bool = False
    """ANSI colour: red hearts and diamonds, jokers bold, face-down cards dim."""
    four_colour: bool = False
    """With :attr:`colour`, a colour per suit: diamonds blue and clubs green as well."""

    @property
    def styled(self) -> bool:
        """Whether this style writes anything but plain text."""
        return self.symbols or self.colour

    def card(self, card: Card) -> str:
        """One card: ``As``, or ``A♠``, coloured by its suit."""
        if card >= JOKER:
            return f"{_BOLD}{card}{_NORMAL}" if self.colour else str(card)
        suit = card.suit
        text = card.rank.char + (suit.symbol if self.symbols else suit.char)
        colour = (_FOUR_COLOURS if self.four_colour else _TWO_COLOURS).get(suit) if self.colour else None
        return f"{colour}{text}{_DEFAULT}" if colour else text

    def cards(self, cards: Iterable[Card], separator: str = " ") -> str:
        """Cards separated by spaces (or ``separator``): ``As Kd``, or ``A♠ K♦``."""
        return separator.join(self.card(card) for card in cards)

    @property
    def hidden(self) -> str:
        """A card the viewer cannot see: ``??``, dimmed in colour."""
        return f"{_DIM}??{_NORMAL}" if self.colour else "??"

    def text(self, line: str) -> str:
        """A line written by someone else (a game's account of the hand) with its card text styled.

        Cards are found as words: a rank and a suit letter (or a joker) with no letter or digit
        on either side, so "Ah" in "Ah well" would be taken for a card; the games' lines have none.

        >>> CardStyle(symbols=True).text("flop (Qs 7h 2d): pot 6, 2 to call")
        'flop (Q♠ 7♥ 2♦): pot 6, 2 to call'
        >>> PLAIN.text("flop (Qs 7h 2d)")
        'flop (Qs 7h 2d)'
        """
        if not self.styled:
            return line
        return _CARD_TEXT.sub(lambda found: self.card(Card(found.group())), line)


PLAIN: Final = CardStyle()
"""The style of text for pipes, files, ``--no-color`` and JSON: cards as ``str(card)`` writes them."""


def choose_style(
    when: str = "auto", *, stream: TextIO | None = None, environ: Mapping[str, str] | None = None, four_colour: bool = False
) -> CardStyle:
    """The style for output to ``stream`` (stdout by default), as ``--color WHEN`` asks and ``environ``
    (the process's environment by default) allows: see the module's description.

    >>> import io
    >>> choose_style("auto", stream=io.StringIO(), environ={}) == PLAIN  # not a terminal
    True
    >>> choose_style("always", stream=io.StringIO(), environ={"NO_COLOR": "1"})
    CardStyle(symbols=True, colour=True, four_colour=False)
    >>> choose_style("never", stream=io.StringIO(), environ={})
    CardStyle(symbols=False, colour=False, four_colour=False)
    """
    if when not in WHENS:
        raise ValueError(f"--color takes {', '.join(WHENS)}, not {when!r}")
    stream = sys.stdout if stream is None else stream
    environ = os.environ if environ is None else environ
    if when == "never" or (when == "auto" and not _is_terminal(stream)):
        return PLAIN
    colour = when == "always" or (not environ.get("NO_COLOR") and environ.get("TERM") != "dumb")
    return CardStyle(symbols=_writes_symbols(stream), colour=colour, four_colour=four_colour)


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if isatty is not None else False
    except ValueError:  # a closed stream
        return False


def _writes_symbols(stream: TextIO) -> bool:
    """Whether ``stream``'s encoding can write the suit symbols (a stream with no encoding holds any text)."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True
    try:
        codecs.encode(_SYMBOLS, encoding)
    except (UnicodeError, LookupError):
        return False
    return True


def strip_ansi(text: str) -> str:
    """``text`` without its colour escape sequences: what the terminal shows.

    >>> strip_ansi(CardStyle(symbols=True, colour=True).cards([Card("Ah"), Card("Kd")]))
    'A♥ K♦'
    """
    return _ANSI.sub("", text)


def visible_width(text: str) -> int:
    """How many columns ``text`` takes on the screen (each character one; escape sequences none).

    >>> visible_width(CardStyle(colour=True).card(Card("Ah"))), len(CardStyle(colour=True).card(Card("Ah")))
    (2, 12)
    """
    return len(strip_ansi(text))


def pad(text: str, width: int) -> str:
    """``text`` left-aligned in ``width`` columns, padded by what it shows rather than by ``len``.

    >>> pad(CardStyle(colour=True).card(Card("Ah")), 4).endswith("  ")
    True
    >>> pad("longer than four", 4)
    'longer than four'
    """
    return text + " " * max(0, width - visible_width(text))
