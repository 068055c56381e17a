"""How PHH's player verbs become the engine's actions: a verb names a family of action kinds
(``cc`` checks, calls, matches the pot or continues, whichever the player may do), and the replay
takes the one the hand offers now."""

from __future__ import annotations

from ..core import Action, ActionKind
from .notation import Notation

__all__ = ["VERBS", "action_for"]

_BRING_IN, _COMPLETE = ActionKind.BRING_IN, ActionKind.COMPLETE

VERBS: dict[str, tuple[ActionKind, ...]] = {
    "pb": (ActionKind.BRING_IN,),
    "f": (ActionKind.FOLD,),
    "cc": (ActionKind.CHECK, ActionKind.CALL, ActionKind.MATCH_POT, ActionKind.CONTINUE),
    "cbr": (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE),
    "sd": (ActionKind.STAND, ActionKind.DRAW),
    "ch": (ActionKind.CHANGE,),
    "xj": (ActionKind.EXCHANGE,),
    "_discard": (ActionKind.DRAW,),
    "_pass": (ActionKind.DRAW,),
}
"""The engine's action kinds each PHH verb can be, the most likely first: ``cc`` checks, calls,
matches the pot or continues, whichever the player may do."""


def action_for(n: Notation, legal: tuple[Action, ...]) -> Action:
    """The engine's action for a player's PHH action: the first kind its verb can be that is legal
    now (with the history's amount or cards where it gives them), else its most likely kind, for
    the engine to refuse with the rule."""
    verb = n.verb
    kinds = VERBS[verb]
    if verb != "cbr" and verb != "ch" and verb != "xj":  # the offered action itself, of the likeliest kind
        for kind in kinds:
            for action in legal:
                if action.kind is kind:
                    return action
        return Action(kinds[0])
    kind = kinds[-1] if verb == "cbr" else kinds[0]
    for k in kinds:  # the first kind of the verb's that is offered
        if any([a.kind is k for a in legal]):
            kind = k
            break
    else:
        if verb == "cbr" and any([a.kind is _BRING_IN for a in legal]):
            kind = _COMPLETE  # a player all in on the bring-in who calls it a completion (PokerKit's reading, short_all_in="by_bet")
    if verb == "cbr":
        for menu in legal:
            if menu.kind is kind and menu.amount == n.amount and menu.most is None:
                return menu  # the very action offered: the engine knows it at once
        return Action(kind, n.amount or 0)  # cbr always has one
    return Action(kind, n.amount or 0, tuple(c for c in n.cards if c is not None))  # ch and xj
