"""How PHH's player verbs become the engine's actions: a verb names a family of action kinds
(``cc`` checks, calls, matches the pot or continues, whichever the player may do), and the replay
takes the one the hand offers now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..core import Action, ActionKind, Card
from ..engine.sizing import _offer
from .notation import Notation

if TYPE_CHECKING:
    from ..engine.hand import Hand

__all__ = ["VERBS", "action_for", "action_of", "pointless_check"]

_BRING_IN: Final = ActionKind.BRING_IN
_COMPLETE: Final = ActionKind.COMPLETE
_BETTING_KINDS: Final = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
_BETS: Final = (*_BETTING_KINDS, ActionKind.BRING_IN)
"""(Tuples: ``in`` finds an enum member by identity, where a set would hash it in Python.)"""

VERBS: Final[dict[str, tuple[ActionKind, ...]]] = {
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
    return action_of(n.verb, n.amount, n.cards, legal)


def action_of(verb: str, amount: int | None, cards: tuple[Card | None, ...], legal: tuple[Action, ...]) -> Action:
    """:func:`action_for` from the action's verb, amount and cards (a reader that has them as
    they are makes no :class:`~pokervariants.phh.notation.Notation`)."""
    kinds = VERBS[verb]
    if verb != "cbr" and verb != "ch" and verb != "xj":  # the offered action itself, of the likeliest kind
        for kind in kinds:
            for offered in legal:
                if offered.kind is kind:
                    return offered
        return Action(kinds[0])
    kind = kinds[-1] if verb == "cbr" else kinds[0]
    for k in kinds:  # the first kind of the verb's that is offered
        if any(offered.kind is k for offered in legal):
            kind = k
            break
    else:
        if verb == "cbr" and any(offered.kind is _BRING_IN for offered in legal):
            kind = _COMPLETE  # a player all in on the bring-in who calls it a completion (PokerKit's reading, short_all_in="by_bet")
    if verb == "cbr":
        for offered in legal:
            if offered.kind is kind and offered.amount == amount and offered.most is None:
                return offered  # the very action offered: the engine knows it at once
        return _sized(kind, amount or 0)  # cbr always has one
    return Action(kind, amount or 0, tuple(c for c in cards if c is not None))  # ch and xj


def _sized(kind: ActionKind, amount: int) -> Action:
    """``Action(kind, amount)`` for a kind and a whole amount (what a history's ``cbr`` gives),
    made as the engine's menus make theirs (``engine.sizing._offer``: in the pure build, without
    the constructor's checks)."""
    if type(amount) is not int:
        return Action(kind, amount)  # (the class says what is wrong with it)
    return _offer(kind, amount, None)


def pointless_check(hand: Hand, action: Action, seat: int) -> bool:
    """Whether a check (``cc``) by ``seat`` right after ``action`` (the actor's, not yet taken)
    changes nothing: after it ``seat`` is the only player left with chips, faces no bet, and has
    nobody to act against. PokerKit asks (and writes) that check; this library's rules do not ask
    it, and a replay reads it as nothing.

    >>> from pokervariants import Holdem
    >>> from pokervariants.core import Action, ActionKind
    >>> hand = Holdem(blinds=(5, 10)).new_hand([4, 100, 100], seed=1)  # the small blind all in on its blind
    >>> pointless_check(hand, Action(ActionKind.FOLD), 1)  # the button folds: the big blind has nothing to decide
    True
    >>> pointless_check(hand, Action(ActionKind.CALL, 10), 1)  # the button calls: the big blind has the option
    False
    """
    actor = hand.actor
    if actor is None or actor == seat:
        return False
    now, out = hand.stacks, hand.folded
    for other, chips in enumerate(now):
        if chips and not out[other] and other != seat and other != actor:
            return False  # the usual case, asked first: another player has chips
    if not any([a.kind in _BETTING_KINDS for a in hand.legal_actions()]):
        return False  # not a betting round with chips (Bailey's Poker continues or folds, its stacks points)
    kind = action.kind
    stacks, bets, folded = list(now), list(hand.bets), list(out)  # as the action leaves them
    if kind is ActionKind.FOLD:
        folded[actor] = True
    elif kind in _BETS:
        if action.amount:
            stacks[actor] -= action.amount - bets[actor]
            bets[actor] = action.amount
    else:
        return False  # a draw, a pot match…: no betting round closes on it
    if folded[seat] or stacks[seat] <= 0 or bets[seat] < max(bets):
        return False
    others = [s for s in range(len(stacks)) if s != seat and not folded[s]]
    return bool(others) and not any([stacks[s] for s in others])
