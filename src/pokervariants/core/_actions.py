"""Player actions and the legal-action menu.

An :class:`Action` names what a player does and, for chip-moving actions, the
total the player's bet reaches in this betting round (the "to" amount, as in PHH).
Bailey's Poker's decisions (change a card, exchange a joker, stand, continue)
name their cards in :attr:`Action.cards`.
"""

from __future__ import annotations

import enum
import operator
from typing import ClassVar, Final, SupportsIndex

import attr
from attrs.exceptions import FrozenInstanceError

from ._cards import Card, CardsLike, as_cards
from ._money import Money

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
    SHOW = "show"
    """At a choosing showdown: table the hand, to contest the pots the player is in."""
    MUCK = "muck"
    """At a choosing showdown: throw the hand away unseen, giving up every pot still contested."""

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


def _amount(value: object) -> int:
    if type(value) is int:  # the usual case, at once: actions are made at every decision
        return value
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        raise TypeError(f"an action's amount is a whole number of chips (an int), not {type(value).__name__} {value!r:.40}")
    return operator.index(value)


_CARD_TYPE: Final = {Card}


def _cards(value: object) -> tuple[Card, ...]:
    if type(value) is tuple and all(type(c) is Card for c in value):  # the usual case, at once
        return value
    return as_cards(value)  # type: ignore[arg-type]  # as_cards refuses what is not cards, saying why


# ``attr.s`` rather than ``attrs.frozen``: mypyc compiles a class under the classic decorator (or
# a dataclass) as a native class, any other decorator leaves it Python. Native, an action is made
# by a C constructor and its fields are read as C struct members wherever the compiled engine,
# readers and environments look at one (docs/speed.rst). The decorator's generated equality, hash
# and freezing never reach a native class's namespace, so both builds use the ones written below;
# the fields are named in ``these``, because compiled, every name the body annotates (the class
# variable ``__match_args__`` too) would be taken for one.
@attr.s(
    these={"kind": attr.ib(), "amount": attr.ib(default=0), "cards": attr.ib(default=()), "most": attr.ib(default=None, kw_only=True)},
    frozen=True, slots=True, init=False, repr=False, eq=False, order=False, hash=False, match_args=False,
)  # fmt: skip
class Action:
    """One action; ``amount`` is the player's total bet this round after it (0 for fold, check, show and muck;
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

    __match_args__: ClassVar[tuple[str, ...]] = ("kind", "amount", "cards")

    kind: ActionKind
    amount: int
    cards: tuple[Card, ...]
    most: int | None
    """On a menu, for a bet or raise of any size (pot and no limit): the largest amount. Any
    amount from :attr:`amount` to ``most`` may be chosen (``hand.raise_(50)``, or
    :meth:`sized`); the action itself stands for its smallest amount.

    >>> offered = Action(ActionKind.RAISE, 4, most=100)
    >>> str(offered), offered.admits(Action(ActionKind.RAISE, 50)), str(offered.sized(50))
    ('raise 4-100', True, 'raise 50')
    """

    def __init__(self, kind: ActionKind | str, amount: SupportsIndex = 0, cards: CardsLike = (), *, most: SupportsIndex | None = None) -> None:
        # Written out rather than generated by attrs: an action is made at every decision a bot or a
        # loop takes, and the usual arguments (an ActionKind, an int, a tuple of Cards) pass their
        # checks at once; anything else goes through the checks above (``_kind``, ``_amount``, ``_cards``).
        # The amounts are typed SupportsIndex, not int: compiled, an int parameter would take a bool
        # as 1 and refuse a numpy integer, where the class means to refuse the one and take the other.
        if type(kind) is not ActionKind:
            kind = _kind(kind)
        whole = amount if type(amount) is int else _amount(amount)
        if type(cards) is not tuple or (cards and {*map(type, cards)} != _CARD_TYPE):
            cards = _cards(cards)
        top = None if most is None else most if type(most) is int else _amount(most)
        if top is not None and top < whole:
            raise ValueError(f"an action's most ({top}) is below its amount ({whole})")
        if _NATIVE:  # past the class's own refusal (it is frozen): compiled, each a native store
            object.__setattr__(self, "kind", kind)
            object.__setattr__(self, "amount", whole)
            object.__setattr__(self, "cards", cards)
            object.__setattr__(self, "most", top)
        else:  # pure, the slots' own setters are the quicker way past it
            _set_kind(self, kind)
            _set_amount(self, whole)
            _set_cards(self, cards)
            _set_most(self, top)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError()

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError()

    def __eq__(self, other: object) -> bool:
        if type(other) is not Action:
            return NotImplemented
        return self.kind is other.kind and self.amount == other.amount and self.cards == other.cards and self.most == other.most

    def __hash__(self) -> int:
        return hash((self.kind, self.amount, self.cards, self.most))

    def __reduce__(self) -> tuple[object, ...]:
        # By the constructor's arguments, so a pickle made by one build loads in the other (a
        # compiled class cannot make an object without running ``__init__``).
        return _unpickled, (self.kind, self.amount, self.cards, self.most)

    def __copy__(self) -> Action:
        return self  # immutable: a copy is the action itself

    def __deepcopy__(self, memo: object) -> Action:
        return self

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
        return _unchecked(self.kind, amount, self.cards, None)  # the kind and cards are this action's own, checked already

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
        if kind in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.STAND, ActionKind.CONTINUE, ActionKind.SHOW, ActionKind.MUCK):
            return str(kind.value)
        if self.most is not None:
            return f"{kind.value} {self.amount}-{self.most}"
        return f"{kind.value} {self.amount}"

    def text(self, money: Money = Money.WHOLE) -> str:
        """The action as a menu shows it to a person, its amount of money (and range) written in
        ``money``, the hand's :attr:`~pokervariants.Hand.money`: ``raise 2.00-100.00`` in a game in
        cents, just ``str(action)`` in whole chips. A change's points and a draw's count of cards
        are no money and stay as they are.

        >>> from pokervariants import Money
        >>> offered = Action(ActionKind.RAISE, 200, most=10000)
        >>> str(offered), offered.text(Money("0.01")), Action(ActionKind.CALL, 50).text(Money("0.01"))
        ('raise 200-10000', 'raise 2.00-100.00', 'call 0.50')
        """
        if money.whole or self.kind not in _MONEY_KINDS:
            return str(self)
        kind, amount = self.kind.value, money.text(self.amount)
        return f"{kind} {amount}-{money.text(self.most)}" if self.most is not None else f"{kind} {amount}"


_MONEY_KINDS = frozenset({ActionKind.CALL, ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE, ActionKind.MATCH_POT})
"""The actions whose amount is money (a change's is points, a draw's a count of cards)."""

_new_action = Action.__new__
# The slots' own setters: a frozen class refuses attribute assignment, and these are its quickest way past that.
_set_kind, _set_amount, _set_cards, _set_most = (vars(Action)[name].__set__ for name in ("kind", "amount", "cards", "most"))


def _native() -> bool:
    """Whether :class:`Action` is compiled: a native class cannot make an object without running
    its constructor, which wants a kind."""
    try:
        _new_action(Action)
    except TypeError:
        return True
    return False


_NATIVE: Final = _native()
"""(Final: compiled, a static bool rather than a look-up in the module's dict at every action made.)"""


def _unchecked(kind: ActionKind, amount: int, cards: tuple[Card, ...], most: int | None) -> Action:
    """``Action(kind, amount, cards, most=most)`` for arguments known good (a kind, whole amounts,
    ``most`` above ``amount``, a tuple of cards), as a menu makes its actions. Pure, made without
    the constructor's checks, a fraction of a call to it; compiled, the constructor is itself a
    native call whose checks are a few compares."""
    if _NATIVE:
        return Action(kind, amount, cards, most=most)
    action: Action = _new_action(Action)
    _set_kind(action, kind)
    _set_amount(action, amount)
    _set_cards(action, cards)
    _set_most(action, most)
    return action


def _unpickled(kind: ActionKind, amount: int, cards: tuple[Card, ...], most: int | None) -> Action:
    """An :class:`Action` unpickled (:meth:`Action.__reduce__`)."""
    return Action(kind, amount, cards, most=most)


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

    def __reduce__(self) -> tuple[object, ...]:
        # By the constructor's arguments (compiled, the error has no ``__dict__`` for pickle to fill).
        return _refused, (type(self), self.template, self.seat, self.action, self.legal)


def _refused(cls: type[IllegalActionError], template: str, seat: int | None, action: Action | None, legal: tuple[Action, ...]) -> IllegalActionError:
    """An :class:`IllegalActionError` unpickled."""
    return cls(template, seat=seat, action=action, legal=legal)
