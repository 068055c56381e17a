"""A session's log: what was decided at the table, in order, from which :meth:`Session.rebuild
<pokervariants.session.Session.rebuild>` makes the same session again.

The first entry is :class:`Opened` (the game or mix, the table and the random source's state);
then the players' comings and goings, each as it took effect between hands, and each hand as
:class:`HandPlayed`: its game, its seed and the actions taken in it. The cards need not be
logged: each hand is dealt again from its seed. A tournament at several tables opens with
:class:`TablesOpened`, its hands name their table, and :class:`Moved` records each player moved
between tables (:class:`~pokervariants.session.MultiTableTournament`).
"""

from __future__ import annotations

from typing import Any

from attrs import frozen

from ..core import Action, Amount
from ..engine.protocols import GameVariant
from .levels import Level
from .mix import Mix

__all__ = ["ChipsAdded", "ClockAdvanced", "HandPlayed", "Joined", "Left", "LogEntry", "Moved", "Opened", "SatIn", "SatOut", "TablesOpened"]


@frozen(kw_only=True)
class Opened:
    """The session as it opened: the game or mix, the table, the players in their seats with their
    stacks, the first button, and the state of the random source the hands' seeds come from."""

    game: GameVariant | Mix
    """A game, or a :class:`~pokervariants.session.Mix`."""
    seat_count: int
    seats: tuple[tuple[int, str, Amount], ...]
    button: int
    button_rule: str
    random_state: tuple[Any, ...]
    max_hands: int | None = None
    target: Amount | None = None
    levels: tuple[Level, ...] | None = None
    """A tournament's levels (:class:`~pokervariants.session.Level`); ``None`` for a session."""
    payouts: tuple[Amount, ...] = ()
    """A tournament's prizes, first place first."""


@frozen(kw_only=True)
class Joined:
    """A player sat down in ``seat`` with ``stack``; ``post`` to play at once (posting a big blind
    where it is owed), else waiting for the big blind."""

    name: str
    seat: int
    stack: Amount
    post: bool


@frozen(kw_only=True)
class Left:
    """A player left the table (with the stack, which leaves the session)."""

    name: str


@frozen(kw_only=True)
class SatOut:
    """A player sat out: not dealt in, missing any blind that passes."""

    name: str


@frozen(kw_only=True)
class SatIn:
    """A player came back: posting what was missed (``post``) or waiting for the big blind."""

    name: str
    post: bool


@frozen(kw_only=True)
class ChipsAdded:
    """A player added chips between hands (a rebuy or a top-up)."""

    name: str
    amount: Amount


@frozen(kw_only=True)
class HandPlayed:
    """A hand: its number in the session, the game it was a hand of (the session's, or the mix's),
    the seed it was dealt from and the actions taken in it, in order (fewer than the whole hand's
    for a hand not over)."""

    number: int
    game: GameVariant
    seed: int
    actions: tuple[Action, ...]
    table: int | None = None
    """The table it was dealt at, in a tournament of several (``None`` at a session's one table)."""


@frozen(kw_only=True)
class ClockAdvanced:
    """A tournament's clock moved on by ``minutes`` between hands."""

    minutes: Amount


@frozen(kw_only=True)
class TablesOpened:
    """A tournament of several tables as it opened: the game or mix, the players with their stacks
    in the order given, the tables' size, the structure and prizes, how tables are kept level, and
    the state of the random source the seats, the buttons and the hands' seeds come from."""

    game: GameVariant | Mix
    players: tuple[tuple[str, Amount], ...]
    table_size: int
    levels: tuple[Level, ...]
    payouts: tuple[Amount, ...]
    button_rule: str
    balance_within: int
    random_state: tuple[Any, ...]
    max_hands: int | None = None


@frozen(kw_only=True)
class Moved:
    """A player moved between hands from table ``source`` to seat ``seat`` of table ``table``:
    ``"balance"`` to keep the tables level, ``"break"`` when the player's table broke."""

    name: str
    source: int
    table: int
    seat: int
    reason: str


LogEntry = Opened | TablesOpened | Joined | Left | SatOut | SatIn | ChipsAdded | HandPlayed | ClockAdvanced | Moved
"""One entry of a session's log."""
