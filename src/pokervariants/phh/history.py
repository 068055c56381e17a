"""A hand history: the fields of one PHH document, read from TOML and written back.

:class:`HandHistory` keeps every field as read, in order, optional and
``_``-prefixed ones included, so reading and writing a file keeps what it
says. :func:`loads` reads a ``.phh`` document and :func:`loads_all` a ``.phhs``
collection (one table a hand); :func:`dumps` and :func:`dumps_all` write them.
"""

from __future__ import annotations

import tomllib
import types
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from attrs import field, frozen

from . import toml_writer
from .errors import PHHFieldError, PHHSyntaxError

__all__ = ["HandHistory", "dump", "dump_all", "dumps", "dumps_all", "load", "load_all", "loads", "loads_all"]

FIELD_ORDER = ("variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "starting_stacks", "actions")
"""Fields written first, in this order (the rest follow as they were given)."""


def _frozen_fields(fields: Mapping[str, Any]) -> Mapping[str, Any]:
    return types.MappingProxyType(dict(fields))


@frozen
class HandHistory:
    """The fields of one hand history, as TOML values, in order.

    >>> from pokervariants.phh import loads
    >>> history = loads('variant = "FR"\\nantes = [1, 1]\\nbring_in = 2\\nsmall_bet = 5\\nbig_bet = 10\\n'
    ...                 'starting_stacks = [50, 50]\\nactions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\\n'
    ...                 'author = "me"\\n')
    >>> history.variant, history.starting_stacks, history["author"]
    ('FR', (50, 50), 'me')
    >>> history.replay().payoffs
    (1, -1)
    """

    fields: Mapping[str, Any] = field(converter=_frozen_fields)

    def __attrs_post_init__(self) -> None:
        variant = self.fields.get("variant")
        if not isinstance(variant, str):
            raise PHHFieldError(f"a hand history needs a string 'variant' field, got {variant!r}")
        actions = self.fields.get("actions")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise PHHFieldError("a hand history needs an 'actions' field: an array of strings")
        stacks = self.fields.get("starting_stacks")
        if not isinstance(stacks, list) or not stacks:
            raise PHHFieldError("a hand history needs a 'starting_stacks' field: an array with one stack a player")

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

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
    def starting_stacks(self) -> tuple[int, ...]:
        """The stacks (or Bailey points) each player started with, as whole numbers."""
        return tuple(whole(v, "starting_stacks") for v in self.fields["starting_stacks"])

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

    def replay(self, *, stand_ins: bool = False) -> Any:
        """Play the history through the engine and return the hand (see :func:`~pokervariants.phh.replay`)."""
        from .replay import replay

        return replay(self, stand_ins=stand_ins)

    @classmethod
    def from_hand(cls, hand: Any, **fields: Any) -> HandHistory:
        """The history of a hand played by this library, with any optional ``fields`` (``author=…``, ``players=[…]``)."""
        from .record import record

        return record(hand, **fields)


def whole(value: Any, name: str) -> int:
    """A TOML number as whole chips; the engine plays in whole chips."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise PHHFieldError(f"{name} must hold numbers, got {value!r}")
    if isinstance(value, float):
        if not value.is_integer():
            raise PHHFieldError(f"{name}: {value} is not a whole number of chips (this engine plays whole chips)")
        return int(value)
    return value


def _parse(text: str) -> dict[str, Any]:
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise PHHSyntaxError(f"not valid TOML: {error}") from None


def loads(text: str) -> HandHistory:
    """Read one hand history (``.phh``) from text."""
    return HandHistory(_parse(text))


def loads_all(text: str) -> dict[str, HandHistory]:
    """Read a collection (``.phhs``): each top-level table is a hand, keyed by its label, in order."""
    document = _parse(text)
    hands = {}
    for label, fields in document.items():
        if not isinstance(fields, dict):
            raise PHHFieldError(f"a .phhs collection holds one table a hand; {label!r} is a {type(fields).__name__}")
        try:
            hands[label] = HandHistory(fields)
        except PHHFieldError as error:
            raise PHHFieldError(f"hand {label!r}: {error}") from None
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
    """Read a ``.phh`` file."""
    return loads(Path(path).read_text(encoding="utf-8"))


def load_all(path: str | Path) -> dict[str, HandHistory]:
    """Read a ``.phhs`` file."""
    return loads_all(Path(path).read_text(encoding="utf-8"))


def dump(history: HandHistory, path: str | Path) -> None:
    """Write a ``.phh`` file."""
    Path(path).write_text(dumps(history), encoding="utf-8")


def dump_all(histories: Mapping[str, HandHistory] | Iterable[HandHistory], path: str | Path) -> None:
    """Write a ``.phhs`` file."""
    Path(path).write_text(dumps_all(histories), encoding="utf-8")
