"""Hand histories by the file and by the corpus: :func:`iter_histories` streams a ``.phhs`` collection
one hand at a time, and :func:`summarize` replays a file's hands into a :class:`Summary`, a value that
adds up with ``+`` (or :meth:`Summary.merge`) across files, processes and machines.

A collection is read a section (``[label]`` and its lines) at a time, so a file of any size takes the
memory of one hand; an error names the file, the line the hand starts on and its label, as attributes
of the error (:attr:`~pokervariants.phh.PHHError.file`, :attr:`~pokervariants.phh.PHHError.line`,
:attr:`~pokervariants.phh.PHHError.label`) and in its message.

>>> import io
>>> from pokervariants.phh import iter_histories, summarize
>>> text = '[a]\\nvariant = "FR"\\nantes = [1, 1]\\nbring_in = 2\\nsmall_bet = 5\\nbig_bet = 10\\nstarting_stacks = [50, 50]\\n' \\
...        'actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\\nplayers = ["Ann", "Bob"]\\n\\n[b]\\nvariant = 1\\n'
>>> stream = iter_histories(io.StringIO(text), name="hands.phhs")
>>> next(stream)[0]
'a'
>>> next(stream)
Traceback (most recent call last):
...
pokervariants.phh.errors.PHHFieldError: hands.phhs, line 11, hand 'b': a hand history needs a string 'variant' field, got 1
>>> summary = summarize(io.StringIO(text))
>>> summary.hands, summary.failed, summary.players["Ann"]
(1, 1, PlayerTotals(hands=1, net=1))
"""

from __future__ import annotations

import decimal
import os
import re
import tomllib
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal, NamedTuple, TypeAlias

from attrs import field, frozen, validators

from ..variants.registry import VariantRegistry
from .errors import PHHError, PHHFieldError, PHHSyntaxError, located, short, where
from .history import FrozenDict, HandHistory, _parse, load, loads
from .replay import replay

__all__ = ["MAX_FAILURES", "Total", "Failure", "PlayerTotals", "Progress", "Source", "Summary", "iter_histories", "summarize"]

Total: TypeAlias = int | Decimal | Fraction
"""An amount as the histories give it, summed exactly: whole chips, or an exact fractional amount."""

Source: TypeAlias = str | os.PathLike[str] | Iterable[str] | Iterable[bytes]
"""Where hands are read from: a path, or a file (text or binary) or any iterable of its lines."""

MAX_FAILURES = 1000
"""The most failures a :class:`Summary` keeps (the first ones, in order); :attr:`Summary.failed` counts them all."""


# ---------------------------------------------------------------------------------------------------
# Reading a collection a section at a time

_BOM = b"\xef\xbb\xbf"
_CANDIDATE = re.compile(r"^[ \t]*\[", re.MULTILINE).finditer
_LINES = re.compile(r"[^\n]*\n|[^\n]+").findall
_BARE_HEADER = re.compile(r"[ \t]*\[[ \t]*([A-Za-z0-9_-]+)[ \t]*\][ \t]*(?:#[^\x00-\x08\x0a-\x1f\x7f]*)?(?:\r?\n)?\Z").match
_STRINGS_AND_COMMENTS = re.compile(r"\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\"|'[^'\n]*'|#[^\n]*").sub
_TOKEN = re.compile(r"\"\"\"|'''|\"[^\"\\\n]*(?:\\.[^\"\\\n]*)*\"|'[^'\n]*'|#[^\n]*|[\[\]{}]").search
_CLOSE_BASIC = re.compile(r"(?:[^\"\\]|\\.|\"(?!\"\"))*\"{3,5}", re.DOTALL).match
_CLOSE_LITERAL = re.compile(r"(?:[^']|'(?!''))*'{3,5}").match
_AT_LINE = re.compile(r"\(at line (\d+), column (\d+)\)")

_Closer = Callable[[str, int], "re.Match[str] | None"]


def _scan(line: str, depth: int, closer: _Closer | None) -> tuple[int, _Closer | None]:
    """How deep in arrays and inline tables, and in which multi-line string, the TOML is after ``line``
    (strings and comments skipped), so that a line starting with ``[`` is a table header only outside them."""
    position = 0
    if closer is not None:
        end = closer(line, 0)
        if end is None:
            return depth, closer  # the whole line is inside the string
        position = end.end()
    while (token := _TOKEN(line, position)) is not None:
        text = token.group()
        position = token.end()
        if text in ("[", "{"):
            depth += 1
        elif text in ("]", "}"):
            depth -= 1
        elif text in ('"""', "'''"):
            opened = _CLOSE_BASIC if text == '"""' else _CLOSE_LITERAL
            end = opened(line, position)
            if end is None:
                return depth, opened
            position = end.end()
    return depth, None


class _Header(NamedTuple):
    path: tuple[str, ...]
    """The header's keys: ``("a",)`` for ``[a]``, ``("a", "b")`` for ``[a.b]``."""
    array: bool
    """An array of tables (``[[a]]``)."""


def _header(line: str) -> _Header:
    """The keys of a table header line (:class:`PHHSyntaxError` if it is not one)."""
    bare = _BARE_HEADER(line)
    if bare is not None:
        return _Header((bare.group(1),), False)
    try:
        node: Any = tomllib.loads(line)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError) as error:
        raise PHHSyntaxError(f"not valid TOML: {error}") from None
    path: list[str] = []
    while isinstance(node, dict) and len(node) == 1:
        key, node = next(iter(node.items()))
        path.append(key)
    return _Header(tuple(path), isinstance(node, list))


class _Section:
    """The lines of one top-level table (a hand), or of what comes before the first."""

    __slots__ = ("header", "label", "line", "lines", "nested", "preamble", "problem", "read")

    def __init__(self, label: str | None, line: int, header: str, *, nested: bool = False, problem: PHHError | None = None) -> None:
        self.preamble = not header
        """What comes before the first header: blank lines and comments, or a mistake."""
        self.label = label
        self.line = line
        """The line of the header (1 for what comes before the first header)."""
        self.header = header
        self.lines: list[str] = []
        self.nested = nested
        """Whether the section holds a table of its own (``[a.b]``), to be read with its header."""
        self.problem = problem
        self.read = 0
        """Bytes (or characters, from a text stream) read by the time the section is complete."""


def _nesting(text: str, depth: int, closer: _Closer | None) -> tuple[int, _Closer | None]:
    """:func:`_scan` over ``text``: at once for text without multi-line strings (the usual case), else line by line."""
    if closer is None and '"""' not in text and "'''" not in text:
        bare = _STRINGS_AND_COMMENTS("", text)
        return depth + bare.count("[") + bare.count("{") - bare.count("]") - bare.count("}"), None
    for line in _LINES(text):
        depth, closer = _scan(line, depth, closer)
    return depth, closer


_BATCH = 1 << 14
"""Characters (or bytes) of whole lines read at a time, at least: a hand is yielded once the batch holding
the next header is read."""


def _batch(lines: Iterator[str | bytes]) -> list[str | bytes]:
    """The next lines, up to a little over :data:`_BATCH` characters (or bytes) of them."""
    batch: list[str | bytes] = []
    size = 0
    for line in lines:
        if not isinstance(line, (str, bytes, bytearray)):
            raise TypeError(f"a collection is read from lines of text (str, or UTF-8 bytes), got {type(line).__name__}")
        batch.append(line)
        size += len(line)
        if size >= _BATCH:
            break
    return batch


def _chunks(lines: Iterable[str | bytes], file: str | None) -> Iterator[tuple[str, int]]:
    """The text in batches of whole lines, each with the bytes (or characters) read by its end."""
    iterator = iter(lines)
    read = 0
    number = 1  # the line each batch starts on
    while batch := _batch(iterator):
        try:
            data = b"".join(batch)  # type: ignore[arg-type]  # bytes, or else a TypeError
        except TypeError:
            try:
                text = "".join(batch)  # type: ignore[arg-type]  # str, or else a TypeError
            except TypeError:
                raise TypeError("a collection is read from lines of text: all str, or all UTF-8 bytes, not both") from None
            read += len(text)
        else:
            read += len(data)
            if number == 1 and data.startswith(_BOM):
                data = data[len(_BOM) :]
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as error:
                line = number + data.count(b"\n", 0, error.start)
                start = data.rfind(b"\n", 0, error.start) + 1
                problem = PHHSyntaxError(f"not UTF-8 text: {error.reason} at byte {error.start - start} of the line")
                raise located(problem, file=file, line=line) from None
        if number == 1 and text.startswith("\ufeff"):
            text = text[1:]
        yield text, read
        number += len(batch)


def _sections(lines: Iterable[str | bytes], file: str | None) -> Iterator[_Section]:
    """The sections of a collection, each complete when the next header (or the end) is read.

    A line starting with ``[`` is a table header when it stands outside every array, inline table and
    multi-line string; the text before it is scanned for those only up to such a line.
    """
    section = _Section(None, 1, "")
    depth = 0
    closer: _Closer | None = None
    number = 1  # the line the chunk starts on
    for chunk, read in _chunks(lines, file):
        start = 0  # where the chunk's text not yet in the section starts
        counted = 0  # where the chunk's text whose nesting is counted ends
        at, line = 0, number  # a place in the chunk and its line, for counting lines
        for candidate in _CANDIDATE(chunk):
            here = candidate.start()
            depth, closer = _nesting(chunk[counted:here], depth, closer)
            counted = here
            if closer is not None or depth > 0:
                continue  # an array's line, or a string's
            end = chunk.find("\n", here) + 1 or len(chunk)
            counted = end
            depth = 0
            text = chunk[here:end]
            line += chunk.count("\n", at, here)
            at = here
            try:
                header: _Header | None = _header(text)
            except PHHSyntaxError as error:
                header, problem = None, located(_shifted(error, line - 1), file=file, line=line)
            if header is not None and not header.array and len(header.path) > 1 and header.path[0] == section.label:
                section.nested = True  # a table inside the current hand: the section goes on
                continue
            section.lines.append(chunk[start:here])
            start = end
            section.read = read
            if not section.preamble or any(piece.strip() for piece in section.lines):
                yield section
            if header is None:
                section = _Section(None, line, text, problem=problem)
                continue
            label = header.path[0]
            section = _Section(label, line, text, nested=len(header.path) > 1)
            if header.array:
                what = "an array of tables" if len(header.path) == 1 else "a table"
                message = f"a .phhs collection holds one table a hand; {short(label)} is {what}"
                section.problem = located(PHHFieldError(message), file=file, line=line, label=label)
        depth, closer = _nesting(chunk[counted:], depth, closer)
        section.lines.append(chunk[start:])
        section.read = read
        number = line + chunk.count("\n", at)
    if not section.preamble or any(piece.strip() for piece in section.lines):
        yield section


def _shifted(error: PHHSyntaxError, lines: int) -> PHHSyntaxError:
    """``error`` with the line numbers in its message counted in the file, ``lines`` before the text it read."""
    if not lines:
        return error
    message = _AT_LINE.sub(lambda at: f"(at line {int(at.group(1)) + lines}, column {at.group(2)})", str(error))
    return PHHSyntaxError(message)


def _history(section: _Section, file: str | None) -> HandHistory | None:
    """The hand a section holds (``None``: what comes before the first header holds none), or its error,
    located in the file."""
    if section.problem is not None:
        raise section.problem
    label = section.label
    body = "".join(section.lines)
    try:
        try:
            if section.preamble:  # before the first header: only blank lines and comments belong there
                fields = _parse(body)
                if not fields:
                    return None
                first = next(iter(fields))
                raise PHHFieldError(
                    f"a .phhs collection holds one table a hand; {short(first)} is a {type(fields[first]).__name__} "
                    "outside any (a single hand, .phh, reads with phh.load)"
                )
            if not section.nested:
                return loads(body)
            document = _parse(section.header + body)
        except PHHSyntaxError as error:
            raise _shifted(error, 0 if section.preamble else section.line - (1 if section.nested else 0)) from None
        table = document.get(label or "")
        if not isinstance(table, dict):
            raise PHHFieldError(f"a .phhs collection holds one table a hand; {short(label)} is a {type(table).__name__}")
        return HandHistory(table)
    except PHHError as error:
        raise located(error, file=file, line=None if section.preamble else section.line, label=label) from None


class _Entry(NamedTuple):
    """A hand of a collection as read: its history, or the error that stopped it."""

    label: str | None
    line: int
    history: HandHistory | None
    error: PHHError | None
    read: int


def _entries(lines: Iterable[str | bytes], file: str | None) -> Generator[_Entry, None, None]:
    for section in _sections(lines, file):
        try:
            history = _history(section, file)
        except PHHError as error:
            yield _Entry(section.label, section.line, None, error, section.read)
        else:
            if history is not None:
                yield _Entry(section.label, section.line, history, None, section.read)


def _open(source: Source, name: str | None) -> tuple[Callable[[], Generator[_Entry, None, None]], str | None]:
    """What reads ``source`` (opening a path only when the reading starts), and the file's name for errors."""
    if isinstance(source, (str, os.PathLike)):
        path = Path(source)
        file = name if name is not None else os.fspath(source)

        def from_path() -> Generator[_Entry, None, None]:
            with path.open("rb") as stream:
                yield from _entries(stream, file)

        return from_path, file
    if isinstance(source, (bytes, bytearray, memoryview)):
        raise TypeError("give a path or a file to read; text already in memory reads with phh.loads_all")
    if not isinstance(source, Iterable):
        raise TypeError(f"hands are read from a path, or a file or other iterable of lines, got {type(source).__name__}")
    if name is None:
        try:
            own = getattr(source, "name")  # an open file's own name, if it has one
        except AttributeError:
            own = None
        name = own if isinstance(own, str) else None
    lines: Iterable[str | bytes] = source
    return lambda: _entries(lines, name), name


def iter_histories(source: Source, *, name: str | None = None, on_error: Callable[[PHHError], object] | None = None) -> Iterator[tuple[str, HandHistory]]:
    """The hands of a ``.phhs`` collection as ``(label, history)`` pairs, read one at a time.

    ``source`` is a path, or a file opened in text or binary mode (or any iterable of its lines); a path is
    opened when the iteration starts and closed when it ends. Only the hand being read is held in memory, and
    each is yielded as soon as the next header is read, so a file of any size streams. The pairs are those of
    ``load_all(path).items()``, except that a label is not remembered once its hand is read: a label given
    twice gives two hands (``load_all``, which reads the whole file, refuses it as TOML does), and a table of a
    hand (``[a.b]``) belongs with its hand's section.

    A hand that cannot be read raises a :class:`~pokervariants.phh.PHHSyntaxError` or
    :class:`~pokervariants.phh.PHHFieldError` whose message and attributes (``file``, ``line``, ``label``)
    say where; ``name`` names the file in errors (default: the path, or the open file's name). With
    ``on_error``, each such error is passed to it instead and the reading goes on with the next hand (a file
    that is not UTF-8 stops it there).
    """
    read, _ = _open(source, name)

    def hands() -> Iterator[tuple[str, HandHistory]]:
        entries = read()
        try:
            while True:
                try:
                    entry = next(entries)
                except StopIteration:
                    return
                except PHHError as error:  # bytes that are not UTF-8: nothing after them can be read
                    if on_error is None:
                        raise
                    on_error(error)
                    return
                if entry.error is not None:
                    if on_error is None:
                        raise entry.error
                    on_error(entry.error)
                elif entry.history is not None and entry.label is not None:
                    yield entry.label, entry.history
        finally:
            entries.close()  # a path's file, at once when the hands are left unread

    return hands()


# ---------------------------------------------------------------------------------------------------
# Summaries

_EXACT = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)
"""Decimal arithmetic that never rounds (a context's precision would round a sum of many digits)."""


def _amount(value: object) -> Total:
    """An amount as summed: an int, ``Decimal`` or ``Fraction`` as it is, a float by its shortest decimal form."""
    if isinstance(value, bool):
        raise TypeError("an amount is a number, not a bool")
    if isinstance(value, (int, Decimal, Fraction)):
        return value
    if isinstance(value, float):
        return Decimal(repr(value))  # 0.1 is the 0.1 written, not the float nearest it
    raise TypeError(f"an amount is an int, Decimal or Fraction, got {type(value).__name__}")


def _plus(a: Total, b: Total) -> Total:
    """``a + b`` exactly, whatever the mix of ints, decimals and fractions."""
    if type(a) is int and type(b) is int:
        return a + b
    if isinstance(a, Fraction) or isinstance(b, Fraction):
        return Fraction(a) + Fraction(b)
    return _EXACT.add(a, b)


@frozen
class PlayerTotals:
    """One player's part of a :class:`Summary`: the hands the player was dealt in and the net amount won
    (lost, when negative), summed exactly."""

    hands: int = field(default=0, validator=[validators.instance_of(int), validators.ge(0)])
    """Hands replayed to the end with the player at the table."""
    net: Total = field(default=0, converter=_amount)
    """Net won over those hands, in the histories' own amounts (an int, ``Decimal`` or ``Fraction``)."""

    def __add__(self, other: PlayerTotals) -> PlayerTotals:
        if not isinstance(other, PlayerTotals):
            return NotImplemented
        return PlayerTotals(self.hands + other.hands, _plus(self.net, other.net))


@frozen
class Failure:
    """A hand (or a file) that did not replay: where, and why.

    >>> from pokervariants.phh import Failure
    >>> print(Failure("hands.phhs", "7", 120, "PHHActionError", "action 3 ('p2 cbr 7'): p2 cannot complete 7"))
    hands.phhs, line 120, hand '7': action 3 ('p2 cbr 7'): p2 cannot complete 7
    """

    file: str | None
    """The file (``None``: not named)."""
    label: str | None
    """The hand's label in a collection (``None``: a single hand, or a whole file that could not be read)."""
    line: int | None
    """The line the hand starts on (``None``: not known)."""
    error_type: str
    """The error's class name: ``PHHActionError``, ``PHHSyntaxError``, ``FileNotFoundError`` …"""
    message: str
    """The error's message, without the place."""

    def __str__(self) -> str:
        place = where(self.file, self.line, self.label)
        return f"{place}: {self.message}" if place else self.message


def _players(value: Mapping[str, PlayerTotals]) -> FrozenDict:
    if not isinstance(value, Mapping):
        raise TypeError(f"a summary's players are a mapping of names to PlayerTotals, got {type(value).__name__}")
    for name, totals in value.items():
        if not isinstance(name, str) or not isinstance(totals, PlayerTotals):
            raise TypeError(f"a summary's players map names (str) to PlayerTotals, got {short(name)}: {type(totals).__name__}")
    return FrozenDict(sorted(value.items()))


def _failures(value: Iterable[Failure]) -> tuple[Failure, ...]:
    failures = tuple(value)
    for failure in failures:
        if not isinstance(failure, Failure):
            raise TypeError(f"a summary's failures are Failure values, got {type(failure).__name__}")
    return failures[:MAX_FAILURES]


_count = [validators.instance_of(int), validators.ge(0)]


@frozen
class Summary:
    """What replaying many hands came to: how many replayed and failed, and each player's hands and net result.

    A summary is a value that adds up: ``a + b`` merges two (``sum(parts)`` and :meth:`merge` many), in any
    grouping, with amounts summed exactly, so that files summarized apart (in a process pool, on a Dask
    cluster) give the summary of them all. It is frozen and pickles.

    >>> from decimal import Decimal
    >>> from pokervariants.phh import PlayerTotals, Summary
    >>> ann = Summary(files=1, hands=2, players={"Ann": PlayerTotals(2, Decimal("0.10"))})
    >>> more = Summary(files=1, hands=1, players={"Ann": PlayerTotals(1, Decimal("0.20")), "Bob": PlayerTotals(1, -3)})
    >>> total = sum([ann, more, more])
    >>> total.hands, total.players["Ann"].net, total.players["Bob"]
    (4, Decimal('0.50'), PlayerTotals(hands=2, net=-6))
    """

    files: int = field(default=0, validator=_count)
    """Files read."""
    hands: int = field(default=0, validator=_count)
    """Hands replayed to the end (the hands the players' totals count)."""
    unfinished: int = field(default=0, validator=_count)
    """Hands replayed that stop before the end (a history may): not in the players' totals."""
    failed: int = field(default=0, validator=_count)
    """Hands that failed to read or replay (a file that could not be read counts once)."""
    players: Mapping[str, PlayerTotals] = field(factory=FrozenDict, converter=_players)
    """Each player's totals, by the name the histories give (``players``; ``p1``, ``p2`` … where they give none)."""
    failures: tuple[Failure, ...] = field(default=(), converter=_failures)
    """The failures, in order: the first :data:`MAX_FAILURES` of them."""

    @classmethod
    def merge(cls, summaries: Iterable[Summary]) -> Summary:
        """All of ``summaries`` as one (the same as adding them, in time proportional to their size)."""
        tally = _Tally()
        for summary in summaries:
            if not isinstance(summary, Summary):
                raise TypeError(f"Summary.merge merges summaries, got {type(summary).__name__}")
            tally.add(summary)
        return tally.summary()

    def __add__(self, other: Summary) -> Summary:
        if not isinstance(other, Summary):
            return NotImplemented
        return Summary.merge((self, other))

    def __radd__(self, other: object) -> Summary:
        """``0 + summary`` is the summary, so that ``sum(summaries)`` works."""
        if isinstance(other, int) and not isinstance(other, bool) and other == 0:
            return self
        return NotImplemented


class _Tally:
    """A summary being made: counts and totals that change as hands are replayed or summaries merged."""

    def __init__(self) -> None:
        self.files = self.hands = self.unfinished = self.failed = 0
        self.players: dict[str, list[Any]] = {}  # name: [hands, net]
        self.failures: list[Failure] = []

    def add(self, summary: Summary) -> None:
        self.files += summary.files
        self.hands += summary.hands
        self.unfinished += summary.unfinished
        self.failed += summary.failed
        players = self.players
        for name, totals in summary.players.items():
            mine = players.get(name)
            if mine is None:
                players[name] = [totals.hands, totals.net]
            else:
                mine[0] += totals.hands
                mine[1] = _plus(mine[1], totals.net)
        self.failures.extend(summary.failures[: MAX_FAILURES - len(self.failures)])

    def played(self, history: HandHistory, payoffs: Iterable[object]) -> None:
        self.hands += 1
        names = history.get("players")
        if not (isinstance(names, list) and len(names) == history.players and all(isinstance(n, str) for n in names)):
            names = [f"p{seat + 1}" for seat in range(history.players)]
        players = self.players
        for name, payoff in zip(names, payoffs):
            amount = _amount(payoff)
            mine = players.get(name)
            if mine is None:
                players[name] = [1, amount]
            else:
                mine[0] += 1
                mine[1] = _plus(mine[1], amount)

    def fail(self, file: str | None, label: str | None, line: int | None, error: BaseException) -> None:
        self.failed += 1
        if len(self.failures) < MAX_FAILURES:
            message = (error.strerror or str(error)) if isinstance(error, OSError) else BaseException.__str__(error)  # the place apart
            self.failures.append(Failure(file, label, line, type(error).__name__, message))

    def summary(self) -> Summary:
        players = {name: PlayerTotals(hands, net) for name, (hands, net) in self.players.items()}
        return Summary(self.files, self.hands, self.unfinished, self.failed, players, self.failures)


Progress: TypeAlias = Callable[[int, int, int], object]
"""Called as ``progress(read, hands, failed)`` after each hand: the bytes (characters, from a text stream) of
the file read so far, and the hands replayed and failed so far."""


def summarize(
    source: Source,
    *,
    registry: VariantRegistry | None = None,
    stand_ins: bool = False,
    name: str | None = None,
    errors: Literal["skip", "raise"] = "skip",
    progress: Progress | None = None,
) -> Summary:
    """Replay every hand of a file and sum up: a :class:`Summary` of the hands, failures and players.

    ``source`` is a path or an open file, as for :func:`iter_histories`: a path ending in ``.phhs`` (and any
    open file) is a collection, read a hand at a time; any other path a single hand (``.phh``). Each hand is
    replayed with :func:`~pokervariants.phh.replay` (``registry`` and ``stand_ins`` are passed on). A module
    function of plain arguments, it pickles: map it over paths in a process pool or a Dask bag and add the
    summaries up.

    With ``errors="skip"`` (the default) a hand that cannot be read or replayed is a :class:`Failure` of the
    summary, and the rest replay; a file that cannot be opened, or that stops being UTF-8, is one failure.
    ``errors="raise"`` raises the first error instead, its ``file``, ``line`` and ``label`` set. ``progress``
    (a :data:`Progress`) hears of each hand as it is done.
    """
    if errors not in ("skip", "raise"):
        raise ValueError(f"errors is 'skip' or 'raise', got {short(errors)}")
    read, file = _open(source, name)
    tally = _Tally()
    tally.files = 1
    single = isinstance(source, (str, os.PathLike)) and not os.fspath(source).endswith(".phhs")
    try:
        if single:
            try:
                history: HandHistory | None = load(source)  # type: ignore[arg-type]  # a path, as single says
            except PHHError as error:
                if errors == "raise":
                    raise located(error, file=file) from None
                tally.fail(file, None, None, error)
            else:
                _replay_one(tally, history, file, None, None, registry, stand_ins, errors)
            if progress is not None:
                progress(os.path.getsize(source), tally.hands + tally.unfinished, tally.failed)  # type: ignore[arg-type]
            return tally.summary()
        entries = read()
        while True:
            try:
                entry = next(entries)
            except StopIteration:
                break
            except PHHError as error:  # not UTF-8: the rest of the file cannot be read
                if errors == "raise":
                    raise
                tally.fail(file, error.label, error.line, error)
                break
            if entry.error is not None:
                if errors == "raise":
                    raise entry.error
                tally.fail(file, entry.label, entry.line, entry.error)
            else:
                _replay_one(tally, entry.history, file, entry.label, entry.line, registry, stand_ins, errors)
            if progress is not None:
                progress(entry.read, tally.hands + tally.unfinished, tally.failed)
    except OSError as error:
        if errors == "raise":
            raise
        tally.fail(file, None, None, error)
    return tally.summary()


def _replay_one(
    tally: _Tally,
    history: HandHistory | None,
    file: str | None,
    label: str | None,
    line: int | None,
    registry: VariantRegistry | None,
    stand_ins: bool,
    errors: str,
) -> None:
    if history is None:
        return
    try:
        hand = replay(history, registry=registry, stand_ins=stand_ins)
    except PHHError as error:
        if errors == "raise":
            raise located(error, file=file, line=line, label=label) from None
        tally.fail(file, label, line, error)
        return
    if hand.is_over:
        tally.played(history, hand.money.amounts(hand.payoffs))  # in money: a hand in cents plays whole cents
    else:
        tally.unfinished += 1
