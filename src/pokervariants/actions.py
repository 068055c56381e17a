"""Player actions and the legal-action menu.

An :class:`Action` names what a player does and, for chip-moving actions, the
total the player's bet reaches in this betting round (the "to" amount, as in PHH).
Bailey's Poker's decisions (change a card, exchange a joker, stand, continue)
name their cards in :attr:`Action.cards`.
"""

from __future__ import annotations

import enum
import operator

from attrs import field, frozen

from .cards import Card, CardsLike, as_cards

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
    CHANGE = "change"
    """Bailey's Poker: discard a face-up card for a replacement, valued at ``amount``."""
    EXCHANGE = "exchange"
    """Bailey's Poker: swap a face-up joker for a card from the scrap pile."""
    STAND = "stand"
    """Bailey's Poker: end this round's series of changes (or make none)."""
    CONTINUE = "continue"
    """Bailey's Poker: stay in for the next round."""
    DRAW = "draw"
    """Draw games: discard the ``cards`` named (``amount`` of them) for as many new ones; none is
    standing pat."""

    # Members are singletons compared by identity, so identity may hash them too: quicker than
    # Enum's hash of the name (menus are cached and looked up by kind at every decision).
    __hash__ = object.__hash__


def _kind(value: ActionKind | str) -> ActionKind:
    """An action kind from the enum or its text (``"raise"``, ``"bring-in"``)."""
    if type(value) is ActionKind or isinstance(value, ActionKind):
        return value
    try:
        return ActionKind(value)
    except ValueError:
        kinds = ", ".join(repr(k.value) for k in ActionKind)
        raise ValueError(f"unknown action kind {value!r:.40}: expected an ActionKind or one of {kinds}") from None


def _amount(value: int) -> int:
    if type(value) is int:  # the usual case, at once: actions are made at every decision
        return value
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"an action's amount is a whole number of chips (an int), not {type(value).__name__} {value!r:.40}")
    return operator.index(value)


def _most(value: int | None) -> int | None:
    return None if value is None else _amount(value)


def _cards(value: object) -> tuple[Card, ...]:
    if type(value) is tuple and all(type(c) is Card for c in value):  # the usual case, at once
        return value
    return as_cards(value)  # type: ignore[arg-type]  # as_cards refuses what is not cards, saying why


@frozen(repr=False, init=False)
class Action:
    """One action; ``amount`` is the player's total bet this round after it (0 for fold and check;
    for :attr:`ActionKind.MATCH_POT`, the dead money paid; for :attr:`ActionKind.CHANGE`, the
    valuation added to the stake; for :attr:`ActionKind.DRAW`, how many cards are discarded). ``cards``
    names the cards of a Bailey change or exchange, or the cards a draw discards.

    >>> Action(ActionKind.RAISE, 20)
    Action(kind=<ActionKind.RAISE: 'raise'>, amount=20)
    >>> str(Action(ActionKind.CALL, 10)), str(Action(ActionKind.FOLD))
    ('call 10', 'fold')
    >>> from pokervariants import parse_cards
    >>> str(Action(ActionKind.CHANGE, 15, parse_cards("7h")))
    'change 7h for 15'
    >>> str(Action(ActionKind.EXCHANGE, 0, parse_cards("Jk Kd")))
    'exchange Jk for Kd'
    >>> str(Action(ActionKind.DRAW, 2, parse_cards("7h 2c"))), str(Action(ActionKind.DRAW))
    ('discard 7h 2c', 'stand pat')
    """

    kind: ActionKind = field(converter=_kind)
    amount: int = field(default=0, converter=_amount)
    cards: tuple[Card, ...] = field(default=(), converter=_cards)
    most: int | None = field(default=None, kw_only=True, converter=_most)
    """On a menu, for a bet or raise of any size (pot and no limit): the largest amount. Any
    amount from :attr:`amount` to ``most`` may be chosen (``hand.raise_(50)``, or
    :meth:`sized`); the action itself stands for its smallest amount.

    >>> offered = Action(ActionKind.RAISE, 4, most=100)
    >>> str(offered), offered.admits(Action(ActionKind.RAISE, 50)), str(offered.sized(50))
    ('raise 4-100', True, 'raise 50')
    """

    def __init__(self, kind: ActionKind | str, amount: int = 0, cards: CardsLike = (), *, most: int | None = None) -> None:
        # Written out rather than generated: an action is made at every decision a bot or a loop
        # takes, and the usual arguments (an ActionKind, an int, a tuple of Cards) pass their checks
        # at once. The converters and the check are the fields' own, so the rules are in one place.
        if type(kind) is not ActionKind:
            kind = _kind(kind)
        if type(amount) is not int:
            amount = _amount(amount)
        if type(cards) is not tuple or (cards and {*map(type, cards)} != _CARD_TYPE):
            cards = _cards(cards)
        if most is not None:
            most = _amount(most)
            if most < amount:
                raise ValueError(f"an action's most ({most}) is below its amount ({amount})")
        _set_kind(self, kind)
        _set_amount(self, amount)
        _set_cards(self, cards)
        _set_most(self, most)

    def admits(self, action: Action) -> bool:
        """Whether taking ``action`` is taking this one: the same action, or, when this one is a range,
        the same kind with an amount in it."""
        if action == self:
            return True
        most = self.most
        if most is None or action.most is not None or action.kind is not self.kind or action.kind is ActionKind.DRAW:
            return False  # a draw's range stands for cards of the player's choosing: the decision checks them
        return self.amount <= action.amount <= most and action.cards == self.cards

    def sized(self, amount: int) -> Action:
        """This bet or raise with ``amount`` chosen from its range (``ValueError`` outside it)."""
        if self.most is None:
            if amount != self.amount:
                raise ValueError(f"{self} has no other size than {self.amount}")
            return self
        if not self.amount <= amount <= self.most:
            raise ValueError(f"{self.kind.value} to {amount} is outside {self.amount}-{self.most}")
        if type(amount) is not int:
            amount = _amount(amount)
        sized = _new_action(Action)  # the kind and cards are this action's own, checked already
        _set_kind(sized, self.kind)
        _set_amount(sized, amount)
        _set_cards(sized, self.cards)
        _set_most(sized, None)
        return sized

    def __repr__(self) -> str:
        cards = f", cards={self.cards!r}" if self.cards else ""
        most = f", most={self.most!r}" if self.most is not None else ""
        return f"Action(kind={self.kind!r}, amount={self.amount!r}{cards}{most})"

    def __str__(self) -> str:
        kind = self.kind
        if kind is ActionKind.CHANGE:
            return f"change {' '.join(map(str, self.cards))} for {self.amount}"
        if kind is ActionKind.EXCHANGE:
            return f"exchange {self.cards[0]} for {self.cards[1]}" if len(self.cards) == 2 else "exchange"
        if kind is ActionKind.DRAW:
            if self.most is not None:
                return f"discard {self.amount}-{self.most}" if self.most > self.amount else f"discard {self.amount}"
            return f"discard {' '.join(map(str, self.cards))}" if self.cards else ("stand pat" if not self.amount else f"discard {self.amount}")
        if kind in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.STAND, ActionKind.CONTINUE):
            return str(kind.value)
        if self.most is not None:
            return f"{kind.value} {self.amount}-{self.most}"
        return f"{kind.value} {self.amount}"


_CARD_TYPE = {Card}
_new_action = Action.__new__
# The slots' own setters: a frozen class refuses attribute assignment, and these are its quickest way past that.
_set_kind, _set_amount, _set_cards, _set_most = (Action.__dict__[name].__set__ for name in ("kind", "amount", "cards", "most"))


class IllegalActionError(ValueError):
    """An action that is not legal now; the message says what is. The hand is unchanged.

    Code reads :attr:`seat`, :attr:`action` and :attr:`legal` rather than the message, and
    :meth:`naming` for the message with the player called something else.

    >>> error = IllegalActionError("{player} cannot fold: legal now are check", seat=2)
    >>> str(error), error.naming("p3")
    ('seat 2 cannot fold: legal now are check', 'p3 cannot fold: legal now are check')
    """

    def __init__(self, message: str, *, seat: int | None = None, action: Action | None = None, legal: tuple[Action, ...] = ()) -> None:
        self.template = message
        """The message with the acting player written ``{player}``."""
        super().__init__(self.naming(f"seat {seat}"))
        self.seat = seat
        """The seat that was to act (``None``: no decision was pending)."""
        self.action = action
        """The action refused."""
        self.legal = legal
        """What was legal instead."""

    def naming(self, player: str) -> str:
        """The message, with the acting player called ``player`` (a hand history's ``"p1"``, a name)."""
        return self.template.replace("{player}", player)
