"""Rooms' text as rooms write it: files in UTF-8 (with or without a byte-order mark), UTF-16 or
Latin-1, and money with currency symbols and thousands separators.

>>> decode("Hand #1".encode("utf-16"))
'Hand #1'
>>> decode(b"\\xef\\xbb\\xbfHand #1"), decode("Caf\\u00e9".encode("latin-1"))
('Hand #1', 'Café')
>>> money("$1,234.50"), money("€0.50"), money("1 234,50 €", comma=True), money("12,500")
(Decimal('1234.50'), Decimal('0.50'), Decimal('1234.50'), Decimal('12500'))
>>> any_money("1.234,50 €"), any_money("€1,234.50"), any_money("1.550 $"), any_money("50kr"), any_money("2,5")
(Decimal('1234.50'), Decimal('1234.50'), Decimal('1550'), Decimal('50'), Decimal('2.5'))
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator, Sequence
from decimal import Decimal, InvalidOperation
from typing import Final

from ..core import CARDS, Card, parse_cards

__all__ = ["any_money", "ascii_digits", "brackets", "cards", "decode", "digits", "money", "player_line", "split_hands"]

_SYMBOLS: Final = re.compile(r"[$€£¥₹₽]|\b(?:USD|EUR|GBP|CAD|CNY|INR|RUB|SEK|NOK|DKK|CHF|AUD|BRL|MXN|chips)\b|\s")


def decode(data: bytes) -> str:
    """The text of a room's file: UTF-16 if it says so (its byte-order mark) or looks so (every other
    byte zero), UTF-8 (a mark dropped) if it is, else Latin-1 (Windows-1252), which reads any bytes."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16")
    if len(data) >= 4 and data[1] == 0 and data[3] == 0:
        return data.decode("utf-16-le", errors="replace")
    if len(data) >= 4 and data[0] == 0 and data[2] == 0:
        return data.decode("utf-16-be", errors="replace")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            return data.decode("latin-1")


_NUMBER: Final = re.compile(r"[0-9]+(?:\.[0-9]+)?")


def money(text: str, *, comma: bool = False) -> Decimal:
    """An amount as a room writes it, exactly: currency symbols, codes and spaces dropped, and commas
    read as thousands separators (or, with ``comma=True``, as the decimal point, dots and spaces then
    separating thousands). ``ValueError`` for anything that is not an amount."""
    if not comma:  # as most rooms write most amounts ("$1.50", "1500"): read at once
        plain = _PLAIN.get(text)
        if plain is None:
            read = _plain_money(text)
            if read is not None:
                if len(_PLAIN) >= _PLAIN_MOST:
                    _PLAIN.clear()
                    _DIGITS.clear()
                plain = _PLAIN[text] = read[3]
                _DIGITS[id(plain) >> 4] = read
        if plain is not None:
            return plain
    bare = _SYMBOLS.sub("", text)
    bare = bare.replace(".", "").replace(",", ".") if comma else bare.replace(",", "")
    if not bare or not _NUMBER.fullmatch(bare):
        raise ValueError(f"{text.strip()!r} is not an amount")
    try:
        return Decimal(bare)
    except InvalidOperation:  # pragma: no cover - the pattern admits only what Decimal reads
        raise ValueError(f"{text.strip()!r} is not an amount") from None


def _plain_money(text: str) -> tuple[int, int, str, Decimal] | None:
    """An amount written as most are (``$1.50``, ``1500``: digits, a dollar sign before them, a point
    between them): its whole number, places and text, and the amount (:data:`_DIGITS`); ``None`` for
    any other text."""
    bare = text[1:] if text.startswith("$") else text
    whole, dot, places = bare.partition(".")
    if whole and ascii_digits(whole) and (not dot or (places and ascii_digits(places))):
        amount = Decimal(bare)
        if len(whole) > 1 and whole.startswith("0"):
            bare = str(amount)  # (the text as the amount writes it: no leading zeros)
        return int(whole + places), len(places), bare, amount
    return None


def ascii_digits(text: str) -> bool:
    """Whether every character of ``text`` is an ASCII digit (by ``ord``: compiled, ``isascii`` is
    a Python call)."""
    for i in range(len(text)):
        code = ord(text[i])
        if code < 48 or code > 57:
            return False
    return True


_PLAIN: Final[dict[str, Decimal]] = {}
"""The plain amounts read (:func:`_plain_money`), by their text, kept: a file's amounts repeat (its
stakes, blinds, antes and the common bets), and a ``Decimal`` made from text costs more than
finding it again (a ``Decimal`` is immutable: one serves every hand). A cache as ``lru_cache`` is,
changing no result, but a dictionary: compiled, looking in it is a C call, where a cached
function's is a Python call that costs several times as much. Emptied when full."""
_PLAIN_MOST: Final = 4096

_DIGITS: Final[dict[int, tuple[int, int, str, Decimal]]] = {}
"""Each amount :data:`_PLAIN` holds, by its ``id``: its whole number, its places and its text
(``Decimal('1.50')``: 150, 2 and ``"1.50"``), what a hand's history needs of it (``._build``), read
once, where a ``Decimal`` gives them only at a cost (its text made, or its arithmetic), and last
the amount itself, which keeps it alive while its entry stands, so no other object takes its
``id``. By ``id``, as a ``Decimal``'s hash costs more than that (and equal amounts, ``1.5`` and
``1.50``, hash alike). The ``id`` shifted right by 4: still one per object alive (an object takes
16 bytes at least), and a key whose low bits vary, where an address's are zero (an object is
aligned to 16 bytes), which would crowd a dictionary's first probes into a sixteenth of its
slots. Emptied with :data:`_PLAIN`."""


def digits(amount: Decimal) -> tuple[int, int, str, Decimal] | None:
    """``amount``'s whole number, places and text, and the amount (:data:`_DIGITS`), if
    :func:`money` read it as a plain amount and holds it still, else ``None``.

    >>> digits(money("$1.50")), digits(Decimal("1.50"))
    ((150, 2, '1.50', Decimal('1.50')), None)
    """
    return _DIGITS.get(id(amount) >> 4)


def split_hands(text: str, start: re.Pattern[str], literal: str = "") -> Iterator[tuple[int, str]]:
    r"""Each hand of ``text`` (from one match of ``start``, a hand's first line, to the next), with
    the number of its first line: the lines counted once, hand by hand, so a file of any size is
    split in one pass.

    ``literal``, where given, is text every match holds right after the start of its line (and a
    byte order mark, if one is there): ``str.find`` then finds the places where a match can begin,
    and ``start`` is tried only there, where a search would try it at every character of the
    file (``start`` must begin with ``^`` under ``re.MULTILINE``, and a match stay within its line).

    >>> import re
    >>> start = re.compile(r"^\ufeff?Hand #\d+", re.MULTILINE)
    >>> text = "\ufeffHand #1\nsays Hand #9\n\nHand #2\n"
    >>> [(line, part) for line, part in split_hands(text, start, "Hand #")] == list(split_hands(text, start))
    True
    >>> [line for line, _ in split_hands(text, start, "Hand #")]
    [1, 4]
    """
    starts = [match.start() for match in start.finditer(text)] if not literal else _starts(text, start, literal)
    line, counted = 1, 0
    for index, begin in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(text)
        line += text.count("\n", counted, begin)
        counted = begin
        yield line, text[begin:end]


def _starts(text: str, start: re.Pattern[str], literal: str) -> list[int]:
    """Where ``start`` matches in ``text``, found by ``literal`` (:func:`split_hands`)."""
    starts: list[int] = []
    found = text.find(literal)
    while found >= 0:
        begin = found
        if found and text[found - 1] == "\ufeff":  # a byte order mark before it: the line begins there
            begin = found - 1
        if (begin == 0 or text[begin - 1] == "\n") and start.match(text, begin) is not None:
            starts.append(begin)
        found = text.find(literal, found + 1)
    return starts


def brackets(text: str) -> list[str]:
    r"""What each pair of square brackets in ``text`` holds, in order (as ``re.findall(r"\[([^\]]*)\]",
    text)`` reads them: a bracket opens at a ``[`` and closes at the next ``]``), found by
    ``str.find``: rooms write a line's cards so.

    >>> brackets("Dealt to Ann [Ah Kd] [2c]"), brackets("no cards [unclosed")
    (['Ah Kd', '2c'], [])
    """
    found: list[str] = []
    opened = text.find("[")
    while opened >= 0:
        closed = text.find("]", opened + 1)
        if closed < 0:
            break
        found.append(text[opened + 1 : closed])
        opened = text.find("[", closed + 1)
    return found


_CURRENCY: Final = r"(?:[$€£¥₹₽]|kr|zł|Kč|lei|USD|EUR|GBP|CAD|SEK|NOK|DKK|CHF|RON|BGN|HUF|CZK|PLN|AUD|BRL|MXN|INR|RUB|CNY)"
_ANY: Final = re.compile(rf"(?:{_CURRENCY}\s*)?(?P<number>\d[\d.,\s]*?)(?:\s*{_CURRENCY})?")
_WHOLE: Final = re.compile(r"\d+|\d{1,3}(?:(?P<mark>[.,])\d{3})(?:(?P=mark)\d{3})*")


def any_money(text: str) -> Decimal:
    """An amount in whichever locale a room wrote it ("€1,234.50", "1.234,50 €", "1 234,50",
    "50kr"): a currency symbol or code on either side, and separators read
    from the number itself, the last one followed by exactly three digits separating thousands,
    else the decimal point (rooms write money with two places or none, never three).
    ``ValueError`` for anything that is not an amount."""
    match = _ANY.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"{text.strip()!r} is not an amount")
    number = re.sub(r"\s", "", match["number"])
    last = max(number.rfind("."), number.rfind(","))
    whole, fraction = (number[:last], number[last + 1 :]) if last >= 0 and len(number) - last - 1 != 3 else (number, "")
    if not _WHOLE.fullmatch(whole) or (last >= 0 and whole != number and not fraction.isdigit()):
        raise ValueError(f"{text.strip()!r} is not an amount")
    return Decimal(re.sub(r"[.,]", "", whole) + (f".{fraction}" if fraction else ""))


def player_line(names: Sequence[str], line: str, separator: str) -> tuple[str, str] | None:
    """The player ``line`` begins with (one of ``names``, the longest first, then ``separator``:
    ``": "`` for ``NAME: folds``, ``" "`` for ``NAME folds``), and the rest; ``None`` if none does.

    >>> player_line(["Ann Lee", "Ann"], "Ann Lee: folds", ": ")
    ('Ann Lee', 'folds')
    """
    for name in names:
        if line.startswith(name) and line.startswith(separator, len(name)):
            return name, line[len(name) + len(separator) :]
    return None


_CARD: Final = {rank + suit: CARDS[4 * r + s] for r, rank in enumerate("23456789TJQKA") for s, suit in enumerate("cdhs")}
"""Each card as rooms mostly write it (``Ah``), by its text."""


def cards(text: str) -> tuple[Card, ...]:
    """The cards of ``text`` as :func:`~pokervariants.parse_cards` reads them (``ValueError`` for a
    bad or repeated card): at once where they are written as most rooms write them, ``"Ah Kd"``.

    >>> cards("Ah Kd"), cards("10h")
    ((Card('Ah'), Card('Kd')), (Card('Th'),))
    """
    try:
        found = tuple([_CARD[token] for token in text.split(" ")])
    except KeyError:
        return parse_cards(text)  # any other form, or a bad card: the long way says which
    for i in range(1, len(found)):  # a card twice (by identity: each card is one object; a set would hash each)
        card = found[i]
        for j in range(i):
            if found[j] is card:
                return parse_cards(text)
    return found
