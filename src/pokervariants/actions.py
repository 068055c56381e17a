"""Player actions and the legal-action menu.

An :class:`Action` names what a player does and, for chip-moving actions, the
total his bet reaches in this betting round (the "to" amount, as in PHH).
"""

from __future__ import annotations

import enum

from attrs import frozen

__all__ = ["Action", "ActionKind", "IllegalActionError"]


class ActionKind(enum.Enum):
    """What a player does at a decision."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring-in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    MATCH_POT = "match the pot"


@frozen
class Action:
    """One action; ``amount`` is the player's total bet this round after it (0 for fold and check;
    for :attr:`ActionKind.MATCH_POT`, the dead money paid).

    >>> Action(ActionKind.RAISE, 20)
    Action(kind=<ActionKind.RAISE: 'raise'>, amount=20)
    >>> str(Action(ActionKind.CALL, 10)), str(Action(ActionKind.FOLD))
    ('call 10', 'fold')
    """

    kind: ActionKind
    amount: int = 0

    def __str__(self) -> str:
        if self.kind in (ActionKind.FOLD, ActionKind.CHECK):
            return str(self.kind.value)
        return f"{self.kind.value} {self.amount}"


class IllegalActionError(ValueError):
    """An action that is not legal now; the message says what is. The hand is unchanged."""
