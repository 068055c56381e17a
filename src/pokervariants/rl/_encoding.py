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
from ..engine.events import Acted, StreetStarted
from ..engine.hand import Hand
from ..engine.protocols import DecisionKind, GameVariant

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Encoding"]

CARDS = 54
"""52 cards and two jokers."""
_KINDS = tuple(ActionKind)
_CALL, _BET, _RAISE, _COMPLETE, _DRAW = ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE, ActionKind.DRAW
"""(Members read once: an enum's member is a Python descriptor's call each time it is read.)"""
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

    def __init__(self, game: GameVariant, *, players: int, unit: int | Decimal = 1, actions_per_street: int | None = None) -> None:
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
        self._own, self._up, self._board, self._gone = (sections[name].start for name in ("own_down", "up", "board", "gone"))
        self._seats, self._position, self._history_at = sections["seats"].start, sections["position"].start, sections["history"].start
        self._cards_end, self._dynamic_end = sections["board"].stop, sections["phase"].stop
        self._wild_at = [sections["wild"].start + index for index in self._wild]
        self._perms = [self._permutation(seat) for seat in range(players)]
        """For each observer, where each entry of its observation comes from in the public part."""
        # The hand last encoded, and how far its log has been read into its public part:
        self._hand: Hand | None = None
        self._read = self._version = 0
        self._street = self._filled = 0
        self._discards: dict[int, list[int]] = {}
        self._public: Any = None
        self._scale = 1.0
        self._seen: tuple[int, ...] = ()
        """How many cards each seat showed face up, and the board, when the public part was last written."""
        self._np = _numpy()

    def _permutation(self, seat: int) -> Any:
        """The gather that turns the public part (in the hand's seat order) into ``seat``'s view (the
        observer first)."""
        np = _numpy()
        players, sections = self.players, self.sections
        gather = np.arange(self.size, dtype=np.intp)
        for k in range(players):
            actual = (seat + k) % players
            for name, width in (("up", CARDS), ("seats", _SEAT_FEATURES)):
                start = sections[name].start
                gather[start + k * width : start + (k + 1) * width] = np.arange(start + actual * width, start + (actual + 1) * width)
        for where in range(sections["history"].start, self.size, self._slot):
            gather[where : where + players] = [where + (k + seat) % players for k in range(players)]
        return gather

    def __reduce__(self) -> tuple[Any, ...]:
        # Made again from what defines it: the rest is a cache of the hand last encoded (and numpy).
        return _rebuilt, (self.game, self.players, self.unit, self.actions_per_street)

    def encode(self, hand: Hand, seat: int, out: npt.NDArray[np.float32] | None = None) -> npt.NDArray[np.float32]:
        """The observation of ``hand`` from ``seat`` (``out``: an array of :attr:`size` to fill)."""
        np = self._np
        if len(hand.starting_stacks) != self.players:
            raise ValueError(f"the encoding is for {self.players} players; the hand has {len(hand.starting_stacks)}")
        public = self._catch_up(hand)
        table = hand.table
        vector = public.take(self._perms[seat]) if out is None else np.take(public, self._perms[seat], out=out)
        flags = [self._position + seat]
        if self.owner_sees:
            own = self._own
            flags += [own + card for card in table.down[seat]]
        gone = self._gone
        for name in ("scrap", "gamble"):  # public piles (Bailey's Poker's)
            flags += [gone + card for card in table.piles.get(name, ())]
        mine = self._discards.get(seat)
        if mine:
            flags += [gone + card for card in mine]  # the observer's own discards
        for shown in table.shown:
            if shown != seat:
                flags += [gone + card for card in table.down[shown]]
                flags += [gone + card for card in table.up[shown]]
        vector[flags] = 1.0
        return vector  # type: ignore[no-any-return]  # (numpy's take, on an array typed Any here)

    def _catch_up(self, hand: Hand) -> Any:
        """The public part of ``hand``'s observation in the hand's own seat order (the observer's view
        is one gather of it), brought up to date from the engine's new log entries only."""
        np = self._np
        table = hand.table
        log = table.log
        if self._hand is not hand or self._read > len(log):
            self._hand, self._read, self._version, self._street, self._filled, self._seen = hand, 0, -1, -1, 0, ()
            self._discards = {}
            self._public = np.zeros(self.size, dtype=np.float32)
            self._public[self._wild_at] = 1.0
            self._scale = 1.0 / float(self._units_per_unit(hand))
        count = len(log)
        public = self._public
        if self._version == count:
            return public
        scale = self._scale
        scores = self._scores
        if self._read < count:
            self._read_history(log, public, scale)
        seen = (*map(len, table.up), len(table.board))
        if seen != self._seen or scores:  # the cards everyone sees, rewritten when there are more (Bailey's change them in place)
            self._seen = seen
            public[self._up : self._cards_end] = 0.0
            flags: list[int] = []
            for actual, cards in enumerate(table.up):
                if cards:
                    row = self._up + actual * CARDS
                    flags += [row + card for card in cards]
            flags += [self._board + card for card in table.board]
            if flags:
                public[flags] = 1.0
        stacks, bets, starting, folded, down = table.stacks, table.bets, table.start, table.folded, table.down
        actor = hand.actor
        over = hand.is_over
        numbers: list[float] = []
        for actual in range(self.players):
            stack = stacks[actual]
            out = folded[actual]
            numbers += (
                stack * scale, bets[actual] * scale, (starting[actual] - stack) * scale, 1.0 if out else 0.0,
                1.0 if stack == 0 and not out and not scores else 0.0, 1.0 if actor == actual else 0.0, 0.0 if over else len(down[actual]),
            )  # fmt: skip
        numbers += [0.0] * self.players  # (the position is the observer's own)
        call = raised = None
        if actor is not None:
            for action in hand.legal_actions():
                kind = action.kind
                if kind is _CALL:
                    call = (action.amount - bets[actor]) * scale
                elif (kind is _BET or kind is _RAISE or kind is _COMPLETE) and (raised is None or action.amount < raised):
                    raised = action.amount
        numbers += (
            0.0 if scores else (sum(starting) - sum(stacks)) * scale,  # every chip put in, this round's bets too
            call or 0.0, raised * scale if raised is not None else 0.0,
            float(getattr(table.state, "stake", 0) or 0) if scores else 0.0, float(table.kitty or 0) if scores else 0.0,
        )  # fmt: skip
        streets = [0.0] * self.streets
        phases = [0.0] * len(_PHASES)
        if not over:
            streets[min(hand.round - 1, self.streets - 1)] = 1.0
            phase = _PHASE_INDEX.get(hand.phase)
            if phase is not None:
                phases[phase] = 1.0
        public[self._seats : self._dynamic_end] = numbers + streets + phases
        self._version = count
        return public

    def _read_history(self, log: Sequence[Any], public: Any, scale: float) -> None:
        """Write the actions of the log's new entries into the history, in the hand's seat order."""
        base, slot, per_street, players, last = self._history_at, self._slot, self.actions_per_street, self.players, self.streets - 1
        street, filled = self._street, self._filled
        flags: list[int] = []
        at: list[int] = []
        numbers: list[float] = []
        for entry in log[self._read :]:
            kind = entry[0]
            if kind is StreetStarted:
                street, filled = min(street + 1, last), 0
            elif kind is Acted:
                actor, action = entry[1], entry[2]
                draw = action.kind is _DRAW
                if draw and action.cards:
                    self._discards.setdefault(actor, []).extend(action.cards)
                where = base + (max(street, 0) * per_street + min(filled, per_street - 1)) * slot
                if filled >= per_street:  # the last slot holds the latest action: clear what it held
                    if flags or at:
                        public[flags] = 1.0
                        public[at] = numbers
                        flags, at, numbers = [], [], []
                    public[where : where + slot] = 0.0
                flags += (where + actor, where + players + _KIND_INDEX[action.kind])
                at.append(where + slot - 1)
                numbers.append(len(action.cards) if draw else action.amount * scale)
                filled += 1
        if flags:
            public[flags] = 1.0
            public[at] = numbers
        self._street, self._filled, self._read = street, filled, len(log)

    def _units_per_unit(self, hand: Hand) -> int | Decimal:
        """How many of the hand's units one shown unit is."""
        per = hand.money.units(self.unit) if self.unit else 1
        return per or 1


def _rebuilt(game: GameVariant, players: int, unit: int | Decimal, actions_per_street: int) -> Encoding:
    """An :class:`Encoding` unpickled."""
    return Encoding(game, players=players, unit=unit, actions_per_street=actions_per_street)


def _wild_flags(game: GameVariant) -> Sequence[int]:
    """The wild ranks' indices (0 for the two, … 12 for the ace) and 13 for a joker, where wild."""
    flags: set[int] = set()
    for ranker in getattr(game, "rankers", ()):
        for rank in getattr(ranker, "wild", ()):
            flags.add(int(rank))
    if getattr(game, "jokers", 0):
        flags.add(13)
    return sorted(flags)
