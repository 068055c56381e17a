"""Observations as fixed-size tensors: what one seat can see of a hand, for any game.

An :class:`Encoding` is made for a game and a number of players; its :attr:`~Encoding.size` is
fixed, whatever the hand does, so a learning algorithm sees one shape for every step. The seats
are taken from the observer's point of view: seat ``0`` of every per-seat section is the observer,
``1`` the next seat in the hand's order, and so on round the table.

Sections, in order (:attr:`Encoding.sections` names each with its slice):

* ``own_down`` — 54 flags (52 cards and two jokers): the observer's face-down cards, when the game
  lets a player see them (not in Bailey's Poker, where a player's own down cards stay unseen);
* ``up`` — 54 flags a seat: every seat's face-up cards (stud's up cards, Baseball's, Bailey's);
* ``board`` — 54 flags: the community cards;
* ``gone`` — 54 flags: cards the observer knows are out of play: its own discards in a draw game,
  the cards others have shown, Bailey's scrap and gamble piles;
* ``wild`` — 14 flags: the ranks (and the joker) that are wild in the game;
* ``seats`` — 7 numbers a seat: stack, bet this round, chips put in this hand (in ``unit`` s, the
  big blind or the big bet), folded, all in, to act, cards face down (a count);
* ``position`` — one flag a seat: the observer's place in the hand's order (0: the first after
  the button, or stud's first dealt);
* ``table`` — pot, amount to call, the smallest raise (in units), Bailey's stake and kitty;
* ``street`` — one flag a street of the game;
* ``phase`` — one flag a kind of decision (betting, a draw, changes, …);
* ``history`` — for each street, ``actions_per_street`` slots of: the actor (one flag a seat, from
  the observer's point of view), the action's kind (one flag a kind) and its amount (in units; a
  draw's number of cards); when a street has more actions, the last slot holds the latest.

Nothing in an observation is a card its observer could not see: the flags come only from the
observer's own down cards (where the game shows them to their owner), face-up cards, the board,
public piles and the observer's own discards.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from ..core import ActionKind
from ..engine.events import Acted, Shown, StreetStarted
from ..engine.hand import Hand
from ..engine.protocols import DecisionKind, GameVariant

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Encoding"]

CARDS = 54
"""52 cards and two jokers."""
_KINDS = tuple(ActionKind)
_KIND_INDEX = {kind: index for index, kind in enumerate(_KINDS)}
_PHASES = tuple(kind for kind in DecisionKind if kind is not DecisionKind.OVER)
_PHASE_INDEX: dict[DecisionKind, int] = {kind: index for index, kind in enumerate(_PHASES)}
_SEAT_FEATURES = 7


def _numpy() -> Any:
    try:
        import numpy
    except ImportError:  # pragma: no cover - numpy comes with the rl extra
        raise ImportError("pokervariants.rl needs numpy: pip install 'pokervariants[rl]'") from None
    return numpy


class Encoding:
    """The observation layout of ``game`` at a table of ``players``, amounts in ``unit`` s (an int
    or ``Decimal`` amount: the big blind, or the big bet; 1 counts chips), ``actions_per_street``
    slots of history a street.

    >>> from pokervariants import Razz
    >>> encoding = Encoding(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players=3, unit=8)
    >>> hand = Razz(ante=1, bring_in=2, small_bet=4, big_bet=8).new_hand([100] * 3, seed=1)
    >>> observation = encoding.encode(hand, seat=0)
    >>> observation.shape == (encoding.size,), int(observation[encoding.sections["own_down"]].sum())
    (True, 2)
    """

    def __init__(self, game: GameVariant, *, players: int, unit: int | Decimal = 1, actions_per_street: int | None = None, money_unit: int | Decimal = 1) -> None:
        self.game = game
        self.players = players
        self.streets = len(game.program.stage_names)
        self.actions_per_street = actions_per_street if actions_per_street is not None else 2 * players + 4
        if self.actions_per_street < 1:
            raise ValueError(f"actions_per_street is at least 1, not {self.actions_per_street}")
        self.unit = unit
        """What one unit of the amounts shown is worth (the big blind, the big bet)."""
        self.owner_sees = bool(getattr(game, "owner_sees_down_cards", True))
        self._slot = players + len(_KINDS) + 1
        sizes = (
            ("own_down", CARDS), ("up", CARDS * players), ("board", CARDS), ("gone", CARDS), ("wild", 14),
            ("seats", _SEAT_FEATURES * players), ("position", players), ("table", 5), ("street", self.streets),
            ("phase", len(_PHASES)), ("history", self.streets * self.actions_per_street * self._slot),
        )  # fmt: skip
        start = 0
        sections: dict[str, slice] = {}
        for name, width in sizes:
            sections[name] = slice(start, start + width)
            start += width
        self.sections = sections
        """Each section's name and where it lies in the observation."""
        self.size = start
        """The observation's length."""
        self._wild = _wild_flags(game)

    def encode(self, hand: Hand, seat: int, out: npt.NDArray[np.float32] | None = None) -> npt.NDArray[np.float32]:
        """The observation of ``hand`` from ``seat`` (``out``: an array of :attr:`size` to fill)."""
        np = _numpy()
        vector = out if out is not None else np.zeros(self.size, dtype=np.float32)
        if out is not None:
            vector.fill(0.0)
        players = self.players
        count = len(hand.stacks)
        if count != players:
            raise ValueError(f"the encoding is for {players} players; the hand has {count}")
        order = [(seat + k) % players for k in range(players)]  # the observer first
        relative = {actual: k for k, actual in enumerate(order)}
        sections = self.sections
        base = sections["own_down"].start
        if self.owner_sees:
            for card in hand.down_cards(seat):
                vector[base + card] = 1.0
        base = sections["up"].start
        for k, actual in enumerate(order):
            for card in hand.up_cards(actual):
                vector[base + k * CARDS + card] = 1.0
        base = sections["board"].start
        for card in hand.community:
            vector[base + card] = 1.0
        gone = sections["gone"].start
        for name in ("scrap", "gamble"):
            for card in hand.pile(name):
                vector[gone + card] = 1.0
        base = sections["wild"].start
        for index in self._wild:
            vector[base + index] = 1.0
        scale = 1.0 / float(self._units_per_unit(hand))
        stacks, bets, starting = hand.stacks, hand.bets, hand.starting_stacks
        folded = hand.folded
        actor = hand.actor
        base = sections["seats"].start
        for k, actual in enumerate(order):
            row = base + k * _SEAT_FEATURES
            vector[row] = stacks[actual] * scale
            vector[row + 1] = bets[actual] * scale
            vector[row + 2] = (starting[actual] - stacks[actual]) * scale
            vector[row + 3] = folded[actual]
            vector[row + 4] = stacks[actual] == 0 and not folded[actual] and not hand.variant.scores
            vector[row + 5] = actor == actual
            vector[row + 6] = len(hand.down_cards(actual)) if not hand.is_over else 0
        vector[sections["position"].start + seat] = 1.0
        table = sections["table"].start
        pot = sum(p.amount for p in hand.pots)
        vector[table] = pot * scale
        if actor is not None:
            legal = hand.legal_actions()
            call = next((a.amount for a in legal if a.kind is ActionKind.CALL), None)
            if call is not None:
                vector[table + 1] = (call - bets[actor]) * scale
            raised = [a.amount for a in legal if a.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)]
            if raised:
                vector[table + 2] = min(raised) * scale
        state = hand.state
        vector[table + 3] = float(getattr(state, "stake", 0) or 0)
        vector[table + 4] = float(hand.kitty or 0)
        if not hand.is_over:
            vector[sections["street"].start + min(hand.round - 1, self.streets - 1)] = 1.0
            phase = _PHASE_INDEX.get(hand.phase)
            if phase is not None:
                vector[sections["phase"].start + phase] = 1.0
        self._history(hand, seat, relative, vector, scale, gone)
        return vector

    def _history(self, hand: Hand, seat: int, relative: dict[int, int], vector: Any, scale: float, gone: int) -> None:
        base = self.sections["history"].start
        slot, per_street = self._slot, self.actions_per_street
        street = -1
        filled = 0
        players = self.players
        for event in hand.events:
            if isinstance(event, StreetStarted):
                street, filled = min(street + 1, self.streets - 1), 0
            elif isinstance(event, Acted):
                action = event.action
                if action.kind is ActionKind.DRAW and event.seat == seat:
                    for card in action.cards:
                        vector[gone + card] = 1.0  # the observer's own discards
                where = base + (max(street, 0) * per_street + min(filled, per_street - 1)) * slot
                if filled >= per_street:
                    vector[where : where + slot] = 0.0
                vector[where + relative[event.seat]] = 1.0
                vector[where + players + _KIND_INDEX[action.kind]] = 1.0
                vector[where + slot - 1] = (len(action.cards) if action.kind is ActionKind.DRAW else action.amount * scale)
                filled += 1
            elif isinstance(event, Shown) and event.seat != seat:
                for card in event.cards:
                    vector[gone + card] = 1.0

    def _units_per_unit(self, hand: Hand) -> int | Decimal:
        """How many of the hand's units one shown unit is."""
        per = hand.money.units(self.unit) if self.unit else 1
        return per or 1


def _wild_flags(game: GameVariant) -> Sequence[int]:
    """The wild ranks' indices (0 for the two, … 12 for the ace) and 13 for a joker, where wild."""
    flags: set[int] = set()
    for ranker in getattr(game, "rankers", ()):
        for rank in getattr(ranker, "wild", ()):
            flags.add(int(rank))
    if getattr(game, "jokers", 0):
        flags.add(13)
    return sorted(flags)
