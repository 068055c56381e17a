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

from ..core import Action, ActionKind
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
        self._scores = bool(getattr(game, "scores", False))
        self._cache: list[Any] | None = None
        """The history read so far of the hand last encoded: the hand, events read, street, the
        actions by street and seat, the cards shown."""

    def encode(self, hand: Hand, seat: int, out: npt.NDArray[np.float32] | None = None) -> npt.NDArray[np.float32]:
        """The observation of ``hand`` from ``seat`` (``out``: an array of :attr:`size` to fill)."""
        np = _numpy()
        players = self.players
        if len(hand.stacks) != players:
            raise ValueError(f"the encoding is for {players} players; the hand has {len(hand.stacks)}")
        flags: list[int] = []  # the indices set to 1
        at: list[int] = []  # the indices of the numbers …
        numbers: list[float] = []  # … and the numbers
        sections = self.sections
        order = [(seat + k) % players for k in range(players)]  # the observer first
        if self.owner_sees:
            base = sections["own_down"].start
            flags += [base + card for card in hand.down_cards(seat)]
        base = sections["up"].start
        for k, actual in enumerate(order):
            row = base + k * CARDS
            flags += [row + card for card in hand.up_cards(actual)]
        base = sections["board"].start
        flags += [base + card for card in hand.community]
        gone = sections["gone"].start
        for name in ("scrap", "gamble"):  # public piles (Bailey's Poker's)
            flags += [gone + card for card in hand.pile(name)]
        base = sections["wild"].start
        flags += [base + index for index in self._wild]
        scale = 1.0 / float(self._units_per_unit(hand))
        stacks, bets, starting = hand.stacks, hand.bets, hand.starting_stacks
        folded = hand.folded
        actor = hand.actor
        over = hand.is_over
        scores = self._scores
        base = sections["seats"].start
        for k, actual in enumerate(order):
            row = base + k * _SEAT_FEATURES
            stack = stacks[actual]
            at += (row, row + 1, row + 2)
            numbers += (stack * scale, bets[actual] * scale, (starting[actual] - stack) * scale)
            if folded[actual]:
                flags.append(row + 3)
            elif stack == 0 and not scores:
                flags.append(row + 4)
            if actor == actual:
                flags.append(row + 5)
            if not over:
                at.append(row + 6)
                numbers.append(len(hand.down_cards(actual)))
        flags.append(sections["position"].start + seat)
        table = sections["table"].start
        if not scores:
            at.append(table)
            numbers.append((sum(starting) - sum(stacks)) * scale)  # every chip put in, this round's bets too
        if actor is not None:
            call = raised = None
            for action in hand.legal_actions():
                kind = action.kind
                if kind is ActionKind.CALL:
                    call = action.amount
                elif (kind is ActionKind.BET or kind is ActionKind.RAISE or kind is ActionKind.COMPLETE) and (raised is None or action.amount < raised):
                    raised = action.amount
            if call is not None:
                at.append(table + 1)
                numbers.append((call - bets[actor]) * scale)
            if raised is not None:
                at.append(table + 2)
                numbers.append(raised * scale)
        if scores:
            at += (table + 3, table + 4)
            numbers += (float(getattr(hand.state, "stake", 0) or 0), float(hand.kitty or 0))
        if not over:
            flags.append(sections["street"].start + min(hand.round - 1, self.streets - 1))
            phase = _PHASE_INDEX.get(hand.phase)
            if phase is not None:
                flags.append(sections["phase"].start + phase)
        self._history(hand, seat, order, flags, at, numbers, scale, gone)
        vector = out if out is not None else np.zeros(self.size, dtype=np.float32)
        if out is not None:
            vector.fill(0.0)
        vector[flags] = 1.0
        vector[at] = numbers
        return vector

    def _history(self, hand: Hand, seat: int, order: list[int], flags: list[int], at: list[int], numbers: list[float], scale: float, gone: int) -> None:
        """The action history (and the cards it tells the observer are gone), from the hand's
        actions, read once per hand and kept."""
        events = hand.events
        cache = self._cache
        if cache is None or cache[0] is not hand or cache[1] > len(events):
            cache = self._cache = [hand, 0, -1, [], []]
        _, read, street, entries, shown = cache
        for event in events[read:]:
            if type(event) is StreetStarted:
                street += 1
            elif type(event) is Acted:
                entries.append((max(street, 0), event.seat, event.action))
            elif type(event) is Shown:
                shown.append((event.seat, event.cards))
        cache[1], cache[2] = len(events), street
        base = self.sections["history"].start
        slot, per_street, players, last = self._slot, self.actions_per_street, self.players, self.streets - 1
        relative = {actual: k for k, actual in enumerate(order)}
        by_street: list[list[tuple[int, Action]]] = [[] for _ in range(self.streets)]
        for street_index, actor, action in entries:
            by_street[min(street_index, last)].append((actor, action))
            if action.kind is ActionKind.DRAW and actor == seat:
                flags += [gone + card for card in action.cards]  # the observer's own discards
        for street_index, acts in enumerate(by_street):
            if len(acts) > per_street:  # the last slot holds the latest action
                acts = acts[: per_street - 1] + acts[-1:]
            row = base + street_index * per_street * slot
            for count, (actor, action) in enumerate(acts):
                where = row + count * slot
                kind = action.kind
                flags.append(where + relative[actor])
                flags.append(where + players + _KIND_INDEX[kind])
                at.append(where + slot - 1)
                numbers.append(len(action.cards) if kind is ActionKind.DRAW else action.amount * scale)
        for actor, cards in shown:
            if actor != seat:
                flags += [gone + card for card in cards]

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
