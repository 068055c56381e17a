"""Discrete actions for every game: an abstraction of the betting, draws as discard masks,
Bailey's changes and exchanges, Baseball's match-or-drop.

An :class:`ActionMap` numbers the actions of a game once and for all, so that a learning agent
picks an index and reads a mask of the legal ones. Its segments, in order:

* ``fold`` — fold (or drop out of Baseball's match, fold Bailey's Poker, muck at a showdown);
* ``passive`` — the one passive choice there is: check, call, bring in, match the pot, continue,
  stand, show;
* ``bet`` (the betting games) — the smallest bet, raise or completion; then a bet or raise of each
  of :attr:`Abstraction.pot_fractions` of the pot (after a call), clamped to what is allowed; then
  all in (the largest size). In fixed limit only the smallest (the one size there is) is legal;
* ``draw`` (the draw games) — a discard mask: index ``base + m`` discards the held cards whose
  bits are set in ``m`` (bit ``i``: the ``i``-th face-down card, in the order
  :meth:`Hand.down_cards <pokervariants.Hand.down_cards>` gives them; ``m = 0`` stands pat);
* ``change`` (Bailey's Poker) — change the ``i``-th card of the seat's hand (as
  :meth:`Hand.cards <pokervariants.Hand.cards>` gives them) at the ``j``-th of its prices, cheapest
  first: ``base + 3 * i + j``;
* ``exchange`` (Bailey's Poker with jokers) — exchange a joker for the scrap pile's card ``c``
  (``base + c``, the card's number).

Whatever the stacks, every index the mask allows is an action the engine takes: the abstraction
stays valid at any depth. An agent that sizes freely uses the raw :class:`~pokervariants.Action`
menu instead (``raw=True`` in the environments).

>>> from pokervariants import Holdem
>>> actions = ActionMap(Holdem(blinds=(1, 2)))
>>> hand = Holdem(blinds=(1, 2)).new_hand([100, 100], seed=3)
>>> [actions.labels[i] for i, legal in enumerate(actions.mask(hand)) if legal]
['fold', 'passive', 'min', 'pot 1/2', 'pot 1', 'pot 2', 'all in']
>>> str(actions.action(hand, actions.index("pot 1")))  # a pot-sized raise: to 2 + (2 + 1 + 1)
'raise 6'
"""

from __future__ import annotations

from typing import Final

from ..core import Action, ActionKind
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ._abstraction import Abstraction

__all__ = ["ActionMap"]

# Final, and members read once: compiled, a Final name is a static rather than a look-up in the
# module's dict, and an enum's member is a Python descriptor's call each time it is read.
_FOLDS: Final = (ActionKind.FOLD, ActionKind.MUCK)
_PASSIVE: Final = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.MATCH_POT, ActionKind.CONTINUE, ActionKind.STAND, ActionKind.SHOW)
_AGGRESSIVE: Final = (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
_DRAW: Final = ActionKind.DRAW
_CHANGE: Final = ActionKind.CHANGE
_EXCHANGE: Final = ActionKind.EXCHANGE
DRAW_BITS: Final = 5
"""The most face-down cards a discard mask covers (five-card draw)."""
_DRAW_MASKS: Final = 2**DRAW_BITS
CHANGE_CARDS, CHANGE_PRICES = 5, 3
"""Bailey's changes: a card of five, at one of (at most) three prices."""


class ActionMap:
    """The discrete actions of ``game`` under ``abstraction`` (see the module)."""

    def __init__(self, game: GameVariant, abstraction: Abstraction | None = None) -> None:
        self.game = game
        self.abstraction = abstraction if abstraction is not None else Abstraction()
        self._sizes = len(self.abstraction.pot_fractions) + 2
        """The bet segment's sizes: the smallest, each fraction of the pot, all in."""
        self._fractions = tuple((f.numerator, f.denominator) for f in self.abstraction.pot_fractions)
        """The fractions of the pot as ints (compiled, a ``Fraction``'s are Python attributes)."""
        labels: list[str] = ["fold", "passive"]
        self._bet = self._draw = self._change = self._exchange = -1
        scores = bool(getattr(game, "scores", False))
        if not scores:
            self._bet = len(labels)
            labels += ["min", *(f"pot {f}" for f in self.abstraction.pot_fractions), "all in"]
        draws = self.abstraction.draws
        if draws is None:
            draws = bool(getattr(game, "draws_cards", False)) or any(
                "Draw" in type(phase).__name__ or "Discard" in type(phase).__name__ for _, phase in game.program.steps
            )
        if draws:
            self._draw = len(labels)
            labels += ["stand pat", *(f"discard {_bits(mask)}" for mask in range(1, 2**DRAW_BITS))]
        if scores:
            self._change = len(labels)
            labels += [f"change card {i + 1} price {j + 1}" for i in range(CHANGE_CARDS) for j in range(CHANGE_PRICES)]
            self._exchange = len(labels)
            labels += [f"exchange for card {c}" for c in range(54)]
        self.labels: tuple[str, ...] = tuple(labels)
        """What each index does."""
        self.size = len(labels)
        """How many actions there are."""

    def __reduce__(self) -> tuple[object, ...]:
        # Made again from what defines it (the compiled build's classes are pickled this way).
        return ActionMap, (self.game, self.abstraction)

    def index(self, label: str) -> int:
        """The index of the action labelled ``label``."""
        try:
            return self.labels.index(label)
        except ValueError:
            raise ValueError(f"no action is labelled {label!r}") from None

    def mask(self, hand: Hand) -> list[bool]:
        """Which indices are legal now (none once the hand is over)."""
        legal = [False] * self.size
        for index in self._classified(hand)[0]:
            legal[index] = True
        return legal

    def _classified(self, hand: Hand) -> tuple[list[int], bool]:
        """The legal indices now (an index may repeat), and whether they follow from the menu of
        legal actions alone (folds, passive actions and ranges of sizes: nothing about the seat's
        chips or cards asked)."""
        seat = hand.actor
        if seat is None:
            return [], False
        indices: list[int] = []
        alone = True
        for offered in hand.legal_actions():
            kind = offered.kind
            if kind in _FOLDS:
                indices.append(0)
            elif kind in _PASSIVE:
                indices.append(1)
            elif kind in _AGGRESSIVE and self._bet >= 0:
                if offered.most is None:
                    alone = False
                    indices.append(self._bet)
                    if _all_in(hand, seat, offered):  # one size, and it is all in (short of a full raise)
                        indices.append(self._bet + self._sizes - 1)
                else:
                    indices.extend(range(self._bet, self._bet + self._sizes))
            elif kind is _DRAW and self._draw >= 0:
                alone = False
                held = len(hand.down_cards(seat))
                if offered.cards:  # a menu that names its discards
                    down = hand.down_cards(seat)
                    indices.append(self._draw + sum(1 << down.index(card) for card in offered.cards))
                else:
                    most = offered.most if offered.most is not None else offered.amount
                    for mask in range(2 ** min(held, DRAW_BITS)):
                        if offered.amount <= mask.bit_count() <= most:
                            indices.append(self._draw + mask)
            elif kind is _CHANGE and self._change >= 0:
                alone = False
                indices.append(self._change_index(hand, seat, offered))
            elif kind is _EXCHANGE and self._exchange >= 0:
                indices.append(self._exchange + int(offered.cards[-1]))
            else:
                raise ValueError(f"{offered} has no place in the discrete actions of {self.game.name}: use the raw actions (raw=True)")
        return indices, alone

    def _change_index(self, hand: Hand, seat: int, offered: Action) -> int:
        cards = hand.cards(seat)
        card = offered.cards[0]
        prices = sorted({a.amount for a in hand.legal_actions() if a.kind is _CHANGE and a.cards[:1] == (card,)})
        return self._change + CHANGE_PRICES * min(cards.index(card), CHANGE_CARDS - 1) + min(prices.index(offered.amount), CHANGE_PRICES - 1)

    def action(self, hand: Hand, index: int) -> Action:
        """The engine's action for ``index`` (``ValueError`` if it is not legal now)."""
        if isinstance(index, bool) or not isinstance(index, int) and not hasattr(index, "__index__"):
            raise TypeError(f"an action is an index, not {type(index).__name__}")
        index = int(index)
        seat = hand.actor
        legal = hand.legal_actions()
        if seat is None or not 0 <= index < self.size:
            raise ValueError(f"action {index} is not legal now" + ("" if seat is not None else ": the hand is over"))
        found: Action | None = None
        if index <= 1:  # (a loop, not next() of a generator: two Python calls fewer at most steps)
            kinds = _FOLDS if index == 0 else _PASSIVE
            for offered in legal:
                if offered.kind in kinds:
                    found = offered
                    break
        elif self._bet >= 0 and self._bet <= index < self._bet + self._sizes:
            found = self._sized(hand, seat, legal, index - self._bet)
        elif self._draw >= 0 and self._draw <= index < self._draw + _DRAW_MASKS:
            found = self._discard(hand, seat, legal, index - self._draw)
        elif self._change >= 0 and self._change <= index < self._exchange:
            found = next((a for a in legal if a.kind is _CHANGE and self._change_index(hand, seat, a) == index), None)
        else:
            card = index - self._exchange
            found = next((a for a in legal if a.kind is _EXCHANGE and int(a.cards[-1]) == card), None)
        if found is None:
            raise ValueError(f"action {index} ({self.labels[index]}) is not legal now")
        return found

    def _sized(self, hand: Hand, seat: int, legal: tuple[Action, ...], offset: int) -> Action | None:
        for offered in legal:  # (a loop, as in action())
            if offered.kind in _AGGRESSIVE:
                break
        else:
            return None
        if offered.most is None:
            last = offset == self._sizes - 1
            return offered if offset == 0 or (last and _all_in(hand, seat, offered)) else None
        low, high = offered.amount, offered.most
        if offset == 0:
            return offered.sized(low)
        if offset >= self._sizes - 1:
            return offered.sized(high)
        table = hand.table
        bets, start, stacks = table.bets, table.start, table.stacks
        most = put_in = 0  # the highest bet; every chip put in (this round's bets too)
        for i in range(len(bets)):
            put_in += start[i] - stacks[i]
            if bets[i] > most:
                most = bets[i]
        numerator, denominator = self._fractions[offset - 1]
        to = most + (put_in + most - bets[seat]) * numerator // denominator  # the pot after the call, its fraction
        return offered.sized(min(max(to, low), high))

    def _discard(self, hand: Hand, seat: int, legal: tuple[Action, ...], mask: int) -> Action | None:
        down = hand.down_cards(seat)
        if mask >> len(down):
            return None
        cards = tuple(card for i, card in enumerate(down) if mask >> i & 1)
        for offered in legal:
            if offered.kind is not _DRAW:
                continue
            if offered.cards:
                if set(offered.cards) == set(cards):
                    return offered
                continue
            most = offered.most if offered.most is not None else offered.amount
            if offered.amount <= len(cards) <= most:
                return Action(_DRAW, len(cards), cards)
        return None


def _all_in(hand: Hand, seat: int, offered: Action) -> bool:
    """Whether a bet or raise (to its amount) puts all the seat's chips in."""
    table = hand.table
    return bool(offered.amount >= table.bets[seat] + table.stacks[seat])


def _bits(mask: int) -> str:
    return ",".join(str(i + 1) for i in range(DRAW_BITS) if mask >> i & 1)
