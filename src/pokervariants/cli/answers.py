"""Answers typed at the ``play`` prompt: :func:`parse_answer` turns one into an action, or raises
:class:`BadInput` saying why it cannot."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..core import Action, ActionKind, Card, Money, parse_cards
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


def parse_answer(text: str, legal: Sequence[Action], *, held: Sequence[Card] = (), money: Money = Money.WHOLE) -> Action:
    """The action an answer names: its number in ``legal`` (from 1), or its text.

    Text is a verb and, where needed, an amount and cards: ``call``, ``raise 20``,
    ``bring in``, ``change 7h 15``, ``exchange Jk Kd``, ``discard 7h 2c``, ``stand pat``
    (``call`` checks when there is nothing to call). At a draw, cards alone (``7h 2c``) are
    a discard too, and ``discard all`` throws away every card ``held``. An answer that fits
    several actions, or one that is not legal, raises :class:`BadInput`; an
    action of a legal kind with the wrong amount or cards comes back as given, for
    the hand to refuse with its own reason.

    Amounts are typed and told in ``money``, the hand's (:attr:`~pokervariants.Hand.money`): in a
    game in cents ``raise 3.50`` (or ``raise 3``, three whole units of money) is a raise to 350
    units, and an amount finer than the unit is refused.

    >>> from pokervariants import Action, ActionKind
    >>> from pokervariants.cli import parse_answer
    >>> legal = (Action(ActionKind.FOLD), Action(ActionKind.CALL, 5), Action(ActionKind.RAISE, 10))
    >>> parse_answer("2", legal), parse_answer(" Raise to 10 ", legal)
    (Action(kind=<ActionKind.CALL: 'call'>, amount=5), Action(kind=<ActionKind.RAISE: 'raise'>, amount=10))
    >>> parse_answer("check", legal)
    Traceback (most recent call last):
    ...
    pokervariants.cli.answers.BadInput: you cannot check now; choose from 1) fold  2) call 5  3) raise 10
    >>> cents = Money("0.01")
    >>> offered = (Action(ActionKind.FOLD), Action(ActionKind.CALL, 100), Action(ActionKind.RAISE, 200, most=10000))
    >>> parse_answer("raise 3.50", offered, money=cents)
    Action(kind=<ActionKind.RAISE: 'raise'>, amount=350)
    >>> parse_answer("raise 3.505", offered, money=cents)
    Traceback (most recent call last):
    ...
    pokervariants.cli.answers.BadInput: 3.505 is finer than the game's unit of money, 0.01; choose from 1) fold  2) call 1.00  3) raise 2.00-100.00
    """
    if not legal:
        raise BadInput("there is nothing to decide now")
    typed = text.strip()
    number = whole_number(typed)
    if number is not None:
        if not 1 <= number <= len(legal):
            raise BadInput(f"choose a number from 1 to {len(legal)}")
        return _sized(legal[number - 1], None, money)
    words = typed.replace(",", " ").split()
    drawing = any(a.kind is ActionKind.DRAW for a in legal)
    if drawing:
        return _draw(typed, words, legal, held, money)
    if not words or words[0].lower() not in _WORDS:
        raise BadInput(f"not understood: {quoted(typed)}; enter a number from 1 to {len(legal)} or an action such as {legal[0].text(money)!r}")
    return _named(_WORDS[words[0].lower()], words[1:], legal, money)


def _named(kind: ActionKind, rest: Sequence[str], legal: Sequence[Action], money: Money = Money.WHOLE) -> Action:
    """The legal action of ``kind`` that the rest of the answer (an amount, cards) picks out."""
    try:
        amount, cards = _amount_and_cards(rest, money if kind is not ActionKind.CHANGE else Money.WHOLE)  # a change is valued in points
    except _TooFine as error:
        raise BadInput(f"{error}; choose from {action_menu(legal, money)}") from None
    same = [a for a in legal if a.kind is kind]
    if not same and kind is ActionKind.CALL and amount is None:
        same = [a for a in legal if a.kind is ActionKind.CHECK]  # nothing to call: "call" checks
    if not same:
        raise BadInput(f"you cannot {kind.value} now; choose from {action_menu(legal, money)}")
    if cards and not any(a.cards for a in same):
        raise BadInput(f"{same[0].kind.value} takes no cards; choose from {action_menu(legal, money)}")
    if amount and not any(a.amount for a in same):
        raise BadInput(f"{same[0].kind.value} takes no amount; choose from {action_menu(legal, money)}")
    fits = [a for a in same if (amount is None or a.amount == amount) and a.cards[: len(cards)] == cards]
    if len(fits) == 1:
        return _sized(fits[0], amount, money)
    if len(fits) > 1:
        raise BadInput(f"say which: {', '.join(a.text(money) for a in fits)}")
    return Action(same[0].kind, amount if amount is not None else same[0].amount, cards or same[0].cards)


def _draw(typed: str, words: Sequence[str], legal: Sequence[Action], held: Sequence[Card], money: Money = Money.WHOLE) -> Action:
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
        return _named(kind, rest, legal, money)
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


def _sized(action: Action, amount: int | None, money: Money = Money.WHOLE) -> Action:
    """A bet or raise offered as a range needs its amount said (no limit, pot limit)."""
    most = action.most
    if most is None:
        return action
    if action.kind is ActionKind.DRAW:
        raise BadInput(f"say which cards: discard 7h 2c (from {action.amount} to {most} of your cards)")
    kind, text = action.kind.value, money.text
    if amount is None:
        raise BadInput(f"{kind} how much? any total from {text(action.amount)} to {text(most)} ({kind} {text(most)})")
    return action.sized(amount)


class _TooFine(ValueError):
    """A typed amount finer than the game's unit of money (the message says so; the caller adds the menu)."""


_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)", re.ASCII)
_LONGEST = 40
"""The most characters an amount of money typed at the prompt may have (a whole number of any length is
:func:`~pokervariants.cli.checks.whole_number`'s)."""


def _typed_amount(word: str, money: Money) -> int | None:
    """A word of an answer as an amount in units of ``money``, or ``None`` if it is no number: in whole
    chips a whole number; in a game in cents an amount of money (``3.50``, or ``3`` for 3.00), exactly."""
    number = whole_number(word)
    if money.whole or number is not None:
        return None if number is None else money.units(number)
    if not _DECIMAL.fullmatch(word):
        return None
    if len(word) > _LONGEST:
        raise BadInput(f"an amount has at most {_LONGEST} characters, got {quoted(word)}")
    try:
        return money.units(word)
    except ValueError:
        raise _TooFine(f"{word} is finer than the game's unit of money, {money.unit}") from None


def _amount_and_cards(words: Sequence[str], money: Money = Money.WHOLE) -> tuple[int | None, tuple[Card, ...]]:
    """The amount (in units of ``money``) and the cards an answer's words after its verb give; filler words
    (``to``, ``the``) are skipped, and a card named twice is refused, by name."""
    amount: int | None = None
    cards: list[Card] = []
    for word in words:
        if word.lower() in _FILLERS:
            continue
        number = _typed_amount(word, money)
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


def action_menu(legal: Sequence[Action], money: Money = Money.WHOLE) -> str:
    """The legal actions on one line, numbered from 1 as :func:`parse_answer` reads them: ``1) fold  2) call 5``
    (amounts in ``money``: ``2) call 0.50`` in a game in cents)."""
    return "  ".join(f"{n}) {a.text(money)}" for n, a in enumerate(legal, 1))
