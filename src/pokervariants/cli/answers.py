"""Answers typed at the ``play`` prompt: :func:`parse_answer` turns one into an action, or raises
:class:`BadInput` saying why it cannot."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Action, ActionKind, Card, parse_cards
from .checks import quoted, whole_number

__all__ = ["BadInput", "action_menu", "parse_answer"]


_WORDS = {
    "fold": ActionKind.FOLD,
    "check": ActionKind.CHECK,
    "call": ActionKind.CALL,
    "bring-in": ActionKind.BRING_IN,
    "bring": ActionKind.BRING_IN,
    "bringin": ActionKind.BRING_IN,
    "complete": ActionKind.COMPLETE,
    "bet": ActionKind.BET,
    "raise": ActionKind.RAISE,
    "match": ActionKind.MATCH_POT,
    "change": ActionKind.CHANGE,
    "exchange": ActionKind.EXCHANGE,
    "stand": ActionKind.STAND,
    "continue": ActionKind.CONTINUE,
    "discard": ActionKind.DRAW,
    "draw": ActionKind.DRAW,
    "pat": ActionKind.DRAW,
    "show": ActionKind.SHOW,
    "muck": ActionKind.MUCK,
}
_FILLERS = {"in", "to", "for", "the", "pot", "valued", "at", "with", "pat"}


class BadInput(ValueError):
    """An answer at the prompt that names no legal action; the message says why."""


def parse_answer(text: str, legal: Sequence[Action], *, held: Sequence[Card] = ()) -> Action:
    """The action an answer names: its number in ``legal`` (from 1), or its text.

    Text is a verb and, where needed, an amount and cards: ``call``, ``raise 20``,
    ``bring in``, ``change 7h 15``, ``exchange Jk Kd``, ``discard 7h 2c``, ``stand pat``
    (``call`` checks when there is nothing to call). At a draw, cards alone (``7h 2c``) are
    a discard too, and ``discard all`` throws away every card ``held``. An answer that fits
    several actions, or one that is not legal, raises :class:`BadInput`; an
    action of a legal kind with the wrong amount or cards comes back as given, for
    the hand to refuse with its own reason.

    >>> from pokervariants import Action, ActionKind
    >>> from pokervariants.cli import parse_answer
    >>> legal = (Action(ActionKind.FOLD), Action(ActionKind.CALL, 5), Action(ActionKind.RAISE, 10))
    >>> parse_answer("2", legal), parse_answer(" Raise to 10 ", legal)
    (Action(kind=<ActionKind.CALL: 'call'>, amount=5), Action(kind=<ActionKind.RAISE: 'raise'>, amount=10))
    >>> parse_answer("check", legal)
    Traceback (most recent call last):
    ...
    pokervariants.cli.answers.BadInput: you cannot check now; choose from 1) fold  2) call 5  3) raise 10
    """
    if not legal:
        raise BadInput("there is nothing to decide now")
    typed = text.strip()
    number = whole_number(typed)
    if number is not None:
        if not 1 <= number <= len(legal):
            raise BadInput(f"choose a number from 1 to {len(legal)}")
        return _sized(legal[number - 1], None)
    words = typed.replace(",", " ").split()
    drawing = any(a.kind is ActionKind.DRAW for a in legal)
    if drawing:
        return _draw(typed, words, legal, held)
    if not words or words[0].lower() not in _WORDS:
        raise BadInput(f"not understood: {quoted(typed)}; enter a number from 1 to {len(legal)} or an action such as {str(legal[0])!r}")
    return _named(_WORDS[words[0].lower()], words[1:], legal)


def _named(kind: ActionKind, rest: Sequence[str], legal: Sequence[Action]) -> Action:
    """The legal action of ``kind`` that the rest of the answer (an amount, cards) picks out."""
    amount, cards = _amount_and_cards(rest)
    same = [a for a in legal if a.kind is kind]
    if not same and kind is ActionKind.CALL and amount is None:
        same = [a for a in legal if a.kind is ActionKind.CHECK]  # nothing to call: "call" checks
    if not same:
        raise BadInput(f"you cannot {kind.value} now; choose from {action_menu(legal)}")
    if cards and not any(a.cards for a in same):
        raise BadInput(f"{same[0].kind.value} takes no cards; choose from {action_menu(legal)}")
    if amount and not any(a.amount for a in same):
        raise BadInput(f"{same[0].kind.value} takes no amount; choose from {action_menu(legal)}")
    fits = [a for a in same if (amount is None or a.amount == amount) and a.cards[: len(cards)] == cards]
    if len(fits) == 1:
        return _sized(fits[0], amount)
    if len(fits) > 1:
        raise BadInput(f"say which: {', '.join(map(str, fits))}")
    return Action(same[0].kind, amount if amount is not None else same[0].amount, cards or same[0].cards)


def _draw(typed: str, words: Sequence[str], legal: Sequence[Action], held: Sequence[Card]) -> Action:
    """An answer at a draw: ``discard 7h 2c`` (or the cards alone), ``discard all``, or ``stand pat`` (``pat``),
    which keeps every card and so names none."""
    verb = words[0].lower() if words else ""
    if verb not in _WORDS:
        try:
            amount, cards = _amount_and_cards(words)
        except BadInput:
            amount, cards = None, ()
        if not cards or amount is not None:
            raise BadInput(f"not understood: {quoted(typed)}; enter a number from 1 to {len(legal)}, discard and the cards to throw away "
                           f"(discard 7h 2c), or stand pat")
        return Action(ActionKind.DRAW, len(cards), cards)  # the cards alone: the ones to throw away
    kind = _WORDS[verb]
    rest = [w for w in words[1:] if w.lower() != "pat"] if verb == "stand" else words[1:]
    if kind not in (ActionKind.DRAW, ActionKind.STAND):
        return _named(kind, rest, legal)
    if [w.lower() for w in rest] == ["all"] and verb in ("discard", "draw"):
        if not held:
            raise BadInput("say which cards: discard 7h 2c, or stand pat")
        return Action(ActionKind.DRAW, len(held), tuple(held))
    amount, cards = _amount_and_cards(rest)
    if amount is not None:
        raise BadInput(f"a draw takes cards, not an amount: discard 7h 2c, or stand pat; choose from {action_menu(legal)}")
    if verb in ("stand", "pat"):
        if cards:
            raise BadInput(f"stand pat keeps every card; to throw some away say discard {' '.join(map(str, cards))}")
        return Action(ActionKind.DRAW)
    if not cards:
        raise BadInput(f"say which cards: discard 7h 2c, or stand pat; choose from {action_menu(legal)}")
    return Action(ActionKind.DRAW, len(cards), cards)


def _sized(action: Action, amount: int | None) -> Action:
    """A bet or raise offered as a range needs its amount said (no limit, pot limit)."""
    if action.most is None:
        return action
    if action.kind is ActionKind.DRAW:
        raise BadInput(f"say which cards: discard 7h 2c (from {action.amount} to {action.most} of your cards)")
    if amount is None:
        raise BadInput(f"{action.kind.value} how much? any total from {action.amount} to {action.most} ({action.kind.value} {action.most})")
    return action.sized(amount)


def _amount_and_cards(words: Sequence[str]) -> tuple[int | None, tuple[Card, ...]]:
    """The amount and the cards an answer's words after its verb give; filler words (``to``, ``the``) are skipped,
    and a card named twice is refused, by name."""
    amount: int | None = None
    cards: list[Card] = []
    for word in words:
        if word.lower() in _FILLERS:
            continue
        number = whole_number(word)
        if number is not None:
            if number < 0:
                raise BadInput(f"an amount is 0 or more, got {quoted(word)}")
            amount = number
            continue
        try:
            named = parse_cards(word.lower())
        except ValueError:
            raise BadInput(f"not understood: {quoted(word)} is neither an amount nor a card") from None
        twice = [c for c in named if c in cards]
        if twice:
            raise BadInput(f"{twice[0]} is named twice: name each card once")
        cards.extend(named)
    return amount, tuple(cards)


def action_menu(legal: Sequence[Action]) -> str:
    """The legal actions on one line, numbered from 1 as :func:`parse_answer` reads them: ``1) fold  2) call 5``."""
    return "  ".join(f"{n}) {a}" for n, a in enumerate(legal, 1))
