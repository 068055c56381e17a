"""A hand history: the fields of one PHH document, read from TOML and written back.

:class:`HandHistory` keeps every field as read, in order, optional and
``_``-prefixed ones included, so reading and writing a file keeps what it
says. :func:`loads` reads a ``.phh`` document and :func:`loads_all` a ``.phhs``
collection (one table a hand); :func:`dumps` and :func:`dumps_all` write them.

Numbers are read exactly: an integer as it is (up to ``MAX_DIGITS``, 100, digits), and a TOML
float as a :class:`~decimal.Decimal` with the digits it is written with (``200.30``), never
through a binary ``float``, so money in cents stays exact (``pokervariants.phh._money``). ``whole``
reads a field that must be whole (``pokervariants.phh._numbers``, below everything that reads a
number; named here too, where it was first).
"""

from __future__ import annotations

import datetime
import decimal
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from decimal import Decimal
from typing import TYPE_CHECKING, Any, NoReturn

from attrs import field, frozen

from . import simple_toml, toml_writer
from ._numbers import LARGEST, MAX_DIGITS, amount, whole
from ._unknown import is_unknown, stand_in, unknown_seats
from .errors import PHHFieldError, PHHSyntaxError, short

if TYPE_CHECKING:
    from ..core import Amount

__all__ = ["MAX_DIGITS", "HandHistory", "dump", "dump_all", "dumps", "dumps_all", "load", "load_all", "loads", "loads_all", "whole"]

FIELD_ORDER = ("variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "starting_stacks", "actions")
"""Fields written first, in this order (the rest follow as they were given)."""


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(f"a hand history's fields are read-only: make a changed copy with with_fields(), not {type(self).__name__} changes")


class FrozenList(list[Any]):
    """A TOML array in a hand history: a list that cannot be changed (equal to a list with the same items)."""

    __slots__ = ()
    append = extend = insert = remove = pop = clear = sort = reverse = _refuse
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse

    def __hash__(self) -> int:  # type: ignore[override]  # lists are unhashable; this one is immutable
        return hash(tuple(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenList, (list(self),))

    def __copy__(self) -> FrozenList:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenList:
        return self


class FrozenDict(dict[str, Any]):
    """A TOML table in a hand history (the fields themselves, or a table inside): a dict that cannot be changed."""

    __slots__ = ()
    clear = pop = popitem = setdefault = update = _refuse
    __setitem__ = __delitem__ = __ior__ = _refuse

    def __hash__(self) -> int:  # type: ignore[override]  # dicts are unhashable; this one is immutable
        return hash(frozenset(self.items()))  # equal dicts in another order hash the same

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenDict:
        return self


_SCALARS = (str, bool, int, float, Decimal, datetime.datetime, datetime.date, datetime.time)


def _freeze(value: Any, where: str) -> Any:
    """``value`` as an immutable TOML value (arrays and tables read-only), or :class:`PHHFieldError`."""
    if isinstance(value, int) and not isinstance(value, bool) and not -LARGEST < value < LARGEST:
        raise PHHFieldError(f"{where}: numbers in a hand history have at most {MAX_DIGITS} digits, got {short(value)}")
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, (list, tuple)):
        if isinstance(value, FrozenList):
            return value
        if all(type(v) is str or (type(v) is int and -LARGEST < v < LARGEST) for v in value):
            return FrozenList(value)  # actions and stacks: nothing inside to freeze or check
        return FrozenList(_freeze(v, where) for v in value)
    if isinstance(value, Mapping):
        if isinstance(value, FrozenDict):
            return value
        for key in value:
            if not isinstance(key, str):
                raise PHHFieldError(f"{where}: table keys are strings, got {short(key)}")
        return FrozenDict({key: _freeze(v, f"{where}.{key}") for key, v in value.items()})
    raise PHHFieldError(f"{where}: a {type(value).__name__} is not a TOML value (strings, numbers, booleans, dates and times, arrays and tables are)")


def _frozen_fields(fields: Mapping[str, Any]) -> FrozenDict:
    if not isinstance(fields, Mapping):
        raise TypeError(f"a hand history is made from a mapping of field names to TOML values, got {type(fields).__name__}")
    if isinstance(fields, FrozenDict):
        return fields
    for key in fields:
        if not isinstance(key, str):
            raise PHHFieldError(f"field names are strings, got {short(key)}")
    try:
        return FrozenDict({key: _freeze(value, key) for key, value in fields.items()})
    except RecursionError:
        raise PHHFieldError("the fields nest arrays or tables too deeply") from None


@frozen
class HandHistory:
    """The fields of one hand history, as TOML values, in order.

    >>> from pokervariants.phh import loads
    >>> history = loads('variant = "FR"\\nantes = [1, 1]\\nbring_in = 2\\nsmall_bet = 5\\nbig_bet = 10\\n'
    ...                 'starting_stacks = [50, 50]\\nactions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\\n'
    ...                 'author = "me"\\n')
    >>> history.variant, history.starting_stacks, history["author"]
    ('FR', (50, 50), 'me')

    A history is a value: :func:`~pokervariants.phh.replay` plays it through the engine, and
    :func:`~pokervariants.phh.record` makes one from a hand played here.

    >>> from pokervariants import phh
    >>> phh.replay(history).payoffs
    (1, -1)

    The fields are read-only (arrays are read-only lists, tables read-only dicts), so a history can be
    shared, hashed, copied and pickled (to send it to a process pool); :meth:`with_fields` makes a
    changed copy.

    >>> import pickle
    >>> pickle.loads(pickle.dumps(history)) == history
    True
    >>> history["actions"].append("p1 f")
    Traceback (most recent call last):
    ...
    TypeError: a hand history's fields are read-only: make a changed copy with with_fields(), not FrozenList changes
    """

    fields: Mapping[str, Any] = field(converter=_frozen_fields)
    """Every field, in order, as TOML values."""

    def __attrs_post_init__(self) -> None:
        variant = self.fields.get("variant")
        if not isinstance(variant, str):
            raise PHHFieldError(f"a hand history needs a string 'variant' field, got {short(variant)}")
        actions = self.fields.get("actions")
        if not isinstance(actions, list):
            raise PHHFieldError(f"a hand history needs an 'actions' field: an array of strings, got {short(actions)}")
        for number, action in enumerate(actions):
            if not isinstance(action, str):
                raise PHHFieldError(f"actions must be strings; action {number} is {short(action)}")
        stacks = self.fields.get("starting_stacks")
        if not isinstance(stacks, list) or not stacks:
            raise PHHFieldError(f"a hand history needs a 'starting_stacks' field: an array with one stack a player, got {short(stacks)}")
        for stack in stacks:
            if not is_unknown(stack):  # inf: unknown (see stand_in_stack)
                amount(stack, "starting_stacks")

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def __contains__(self, key: object) -> bool:
        return key in self.fields

    def get(self, key: str, default: Any = None) -> Any:
        """A field, or ``default`` if the history does not have it."""
        return self.fields.get(key, default)

    @property
    def variant(self) -> str:
        """The variant code (``F7S``, ``F7S/8``, ``FR``, or this library's ``PV-BASEBALL``, ``PV-BAILEY``)."""
        return str(self.fields["variant"])

    @property
    def actions(self) -> tuple[str, ...]:
        """The action notations, in order."""
        return tuple(self.fields["actions"])

    @property
    def starting_stacks(self) -> tuple[Amount, ...]:
        """The stacks (or Bailey points) each player started with, exactly: ints, or
        :class:`~decimal.Decimal` amounts in a history in cents; an unknown stack (``inf``) as
        :attr:`stand_in_stack`."""
        stacks = self.fields["starting_stacks"]
        if not self.unknown_stacks:
            return tuple(amount(v, "starting_stacks") for v in stacks)
        unknown = self.stand_in_stack
        return tuple(unknown if is_unknown(v) else amount(v, "starting_stacks") for v in stacks)

    @property
    def unknown_stacks(self) -> tuple[int, ...]:
        """The players (from 0) whose starting stack the history does not know: ``inf`` in
        ``starting_stacks``, as sites that record no stacks write it.

        >>> from pokervariants.phh import loads
        >>> history = loads('variant = "NT"\\nantes = [0, 0]\\nblinds_or_straddles = [1, 2]\\nmin_bet = 2\\n'
        ...                 'starting_stacks = [inf, 150]\\nactions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 6", "p1 f"]\\n')
        >>> history.unknown_stacks, history.stand_in_stack, history.starting_stacks
        ((0,), 1000000, (1000000, 150))
        """
        return unknown_seats(self.fields["starting_stacks"])

    @property
    def stand_in_stack(self) -> int:
        """The whole number of chips a replay gives each player whose stack is unknown: the first
        power of ten above a thousand times everything the history's amounts add up to, so that no
        bet the history makes can reach it (the player is never all in); 0 when every stack is known."""
        return stand_in(self.fields) if self.unknown_stacks else 0

    @property
    def players(self) -> int:
        """How many players the hand had."""
        return len(self.fields["starting_stacks"])

    def with_fields(self, **changes: Any) -> HandHistory:
        """A copy with some fields set (``None`` removes one)."""
        fields = dict(self.fields)
        for key, value in changes.items():
            if value is None:
                fields.pop(key, None)
            else:
                fields[key] = value
        return HandHistory(fields)

    def dumps(self) -> str:
        """This history as PHH text."""
        return dumps(self)


def checked_history(fields: FrozenDict) -> HandHistory:
    """A history of ``fields`` that its maker has frozen and checked as :class:`HandHistory` does
    (a variant, the actions as strings, the stacks, every number short enough), made without
    checking them again: for the library's own callers that build histories by the thousand (the
    room readers' proof). Anyone else makes a :class:`HandHistory`."""
    history = object.__new__(HandHistory)
    object.__setattr__(history, "fields", fields)
    return history


def _parse(text: str | bytes) -> dict[str, Any]:
    """The TOML document in ``text`` (a string, or UTF-8 bytes)."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise PHHSyntaxError(f"not UTF-8 text: {error.reason} at byte {error.start}") from None
    if not isinstance(text, str):
        raise TypeError(f"a hand history is read from text (a str, or UTF-8 bytes), got {type(text).__name__}")
    simple = simple_toml.read(text)  # hand histories are plain TOML: read at once, else by tomllib
    if simple is not None:
        return simple
    try:
        return tomllib.loads(text, parse_float=Decimal)  # amounts in cents, exactly
    except tomllib.TOMLDecodeError as error:
        raise PHHSyntaxError(f"not valid TOML: {error}") from None
    except ValueError as error:  # tomllib turns a number of over 4,300 digits into an int, which Python refuses
        raise PHHSyntaxError(f"not a hand history: a number in it is too long to read ({error})") from None
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        raise PHHSyntaxError("not a hand history: arrays or tables nest too deeply to read") from None


def loads(text: str | bytes) -> HandHistory:
    """Read one hand history (``.phh``) from text: a string, or bytes in UTF-8."""
    return HandHistory(_parse(text))


def loads_all(text: str | bytes) -> dict[str, HandHistory]:
    """Read a collection (``.phhs``): each top-level table is a hand, keyed by its label, in order."""
    document = _parse(text)
    hands = {}
    for label, fields in document.items():
        if not isinstance(fields, dict):
            raise PHHFieldError(f"a .phhs collection holds one table a hand; {short(label)} is a {type(fields).__name__}")
        try:
            hands[label] = HandHistory(fields)
        except PHHFieldError as error:
            raise PHHFieldError(f"hand {short(label)}: {error}") from None
    return hands


def _ordered(history: HandHistory) -> dict[str, Any]:
    fields = {key: history.fields[key] for key in FIELD_ORDER if key in history.fields}
    fields.update((key, value) for key, value in history.fields.items() if key not in fields)
    return fields


def dumps(history: HandHistory) -> str:
    """One hand history as PHH text (TOML)."""
    return toml_writer.dumps(_ordered(history))


def dumps_all(histories: Mapping[str, HandHistory] | Iterable[HandHistory]) -> str:
    """A ``.phhs`` collection: one table a hand, labelled by the mapping's keys (or 1, 2, 3 …)."""
    items = histories.items() if isinstance(histories, Mapping) else ((str(i), h) for i, h in enumerate(histories, 1))
    parts = [f"[{toml_writer.format_key(str(label))}]\n{dumps(history)}" for label, history in items]
    return "\n".join(parts)


def load(path: str | Path) -> HandHistory:
    """Read a ``.phh`` file (UTF-8)."""
    return loads(Path(path).read_bytes())


def load_all(path: str | Path) -> dict[str, HandHistory]:
    """Read a ``.phhs`` file (UTF-8)."""
    return loads_all(Path(path).read_bytes())


def dump(history: HandHistory, path: str | Path) -> None:
    """Write a ``.phh`` file."""
    Path(path).write_text(dumps(history), encoding="utf-8")


def dump_all(histories: Mapping[str, HandHistory] | Iterable[HandHistory], path: str | Path) -> None:
    """Write a ``.phhs`` file."""
    Path(path).write_text(dumps_all(histories), encoding="utf-8")
