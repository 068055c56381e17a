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
  the cards shown at the showdown (its own too, once shown), Bailey's scrap and gamble piles;
* ``wild`` — 14 flags: the ranks (and the joker) that are wild in the game;
* ``seats`` — 7 numbers a seat: stack, bet this round, chips put in this hand (in ``unit`` s, the
  big blind or the big bet), folded, all in, to act, cards face down (a count);
* ``position`` — one flag a seat: the observer's place in the hand's order (0: the first after
  the button, or stud's first dealt);
* ``table`` — pot, amount to call, the smallest raise (in units), Bailey's stake and kitty;
* ``street`` — one flag a street of the game;
* ``phase`` — one flag a kind of decision (betting, a draw, changes, …);
* ``history`` — for each street, ``actions_per_street`` slots of: the action's kind (one flag a
  kind) and its amount (in units; a draw's number of cards); when a street has more actions, the
  last slot holds the latest;
* ``actors`` — for each seat, one flag a slot of the history: whether the seat took the slot's
  action (a seat's flags are the history's slots, street by street).

The per-seat sections (``up``, ``seats`` and ``actors``) are blocks of whole seats, so that an
observation is the hand's view in a few contiguous pieces, turned to start at its observer.

Nothing in an observation is a card its observer could not see: the flags come only from the
observer's own down cards (where the game shows them to their owner), face-up cards, the board,
public piles, hands shown and the observer's own discards.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Final

from ..core import ActionKind, Card
from ..engine.events import Acted, StreetStarted
from ..engine.hand import Hand
from ..engine.protocols import DecisionKind, GameVariant
from ..engine.table import Table

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Encoding"]

CARDS: Final = 54
"""52 cards and two jokers."""
# Final, and members read once: compiled, a Final name is a static rather than a look-up in the
# module's dict, and an enum's member is a Python descriptor's call each time it is read.
_KINDS: Final = tuple(ActionKind)
_CALL: Final = ActionKind.CALL
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE
_COMPLETE: Final = ActionKind.COMPLETE
_DRAW: Final = ActionKind.DRAW
_KIND_INDEX: Final[dict[ActionKind, int]] = {kind: index for index, kind in enumerate(_KINDS)}
_PHASES: Final = tuple(kind for kind in DecisionKind if kind is not DecisionKind.OVER)
_PHASE_INDEX: Final[dict[DecisionKind, int]] = {kind: index for index, kind in enumerate(_PHASES)}
_SEAT_FEATURES: Final = 7
_NO_CARDS: Final[list[Card]] = []
"""The own down cards of an observer who does not see them (never added to)."""
_UNWRITTEN: Final = -(1 << 62)
"""Below any amount: a seat's numbers not yet written since the views were cleared."""


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
        self._slot = len(_KINDS) + 1
        self._span = self.streets * self.actions_per_street
        """A seat's flags in ``actors``: one a slot of the history."""
        sizes = (
            ("own_down", CARDS), ("up", CARDS * players), ("board", CARDS), ("gone", CARDS), ("wild", 14),
            ("seats", _SEAT_FEATURES * players), ("position", players), ("table", 5), ("street", self.streets),
            ("phase", len(_PHASES)), ("history", self._span * self._slot), ("actors", players * self._span),
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
        # Where the sections start, as ints (a slice's start is typed Any: compiled, the arithmetic on
        # it would be Python's).
        starts: dict[str, int] = {name: where.start for name, where in sections.items()}
        self._own, self._up, self._board, self._gone = starts["own_down"], starts["up"], starts["board"], starts["gone"]
        self._seats, self._position, self._history_at, self._actors = starts["seats"], starts["position"], starts["history"], starts["actors"]
        self._cards_end: int = sections["gone"].stop
        self._wild_at = [sections["wild"].start + index for index in self._wild]
        np = self._np = _numpy()
        # One view of the hand, the table's (seats in the hand's order), brought up to date once for
        # each change to the hand, whoever looks next. An observer's observation is the view's bytes
        # joined in the observer's order (each per-seat section in two pieces, its seat first), with
        # the observer's own part written into the view for the join and taken out after: a join of
        # nine pieces costs what a copy does, a numpy gather number by number three times that.
        # Written through a flat float view, a number at a time: a fraction of a numpy call.
        self._store = bytearray(4 * start)
        self._public = np.frombuffer(self._store, dtype=np.float32)
        self._flat = memoryview(self._store).cast("f")
        whole = memoryview(self._store)
        self._pieces = [tuple(whole[4 * a : 4 * b] for a, b in _pieces(seat, players, sections, self._span)) for seat in range(players)]
        """For each observer, the pieces of the view's bytes its observation is, in order."""
        self._joiner = bytearray()
        """Joins the pieces into a new bytearray (the observation's own memory)."""
        self._array = np.ndarray  # (made on the joined bytes: half what np.frombuffer costs)
        self._shape = (start,)
        self._float32 = np.dtype(np.float32)
        self._hand: Hand | None = None
        """The hand the view shows."""
        self._version = -1
        """The length of the hand's log when the view was last brought up to date."""
        self._read = 0
        """How far the hand's log has been read into the history."""
        self._street = self._filled = 0
        self._discards: dict[int, list[int]] = {}
        self._scale = 1.0
        self._everyone = True
        """Whether every seat's numbers may have changed since the view was last brought up to date
        (otherwise only those of :attr:`_acted`: an action changes its actor's numbers alone, and
        whatever changes another seat's, a street, a deal, a pot won, is an entry of its own)."""
        self._acted: list[int] = []
        """The seats that acted since the view was last brought up to date."""
        self._every_seat = list(range(players))
        self._put_in = 0
        """Every chip put in (this round's bets too), as the view's stacks stand: kept as they change,
        not summed at each look."""
        self._written = [_UNWRITTEN] * (5 * players)
        """Five a seat, in the hand's order: the stack, the bet, folded, all in (0 or 1) and the
        cards face down the view's numbers of the seat were written from."""
        self._numbers = [0.0] * 5
        """The table's numbers as written: what went in, the call, the smallest raise, the stake, the kitty."""
        self._actor = self._round = self._phase = -1
        """Where the view flags the seat to act, the street and the kind of decision (-1: none)."""
        self._street_seen = -2
        self._kind_seen: DecisionKind | None = None
        """The hand's street and kind of decision when the view's flags of them were written."""
        self._seen = [0] * (players + 2)
        """How many cards each seat showed face up, the board's, and the hands shown, when the view's
        cards were written."""

    def __reduce__(self) -> tuple[Any, ...]:
        # Made again from what defines it: the rest is the view of the hand last encoded (and numpy).
        return _rebuilt, (self.game, self.players, self.unit, self.actions_per_street)

    def encode(self, hand: Hand, seat: int, out: npt.NDArray[np.float32] | None = None) -> npt.NDArray[np.float32]:
        """The observation of ``hand`` from ``seat`` (``out``: an array of :attr:`size` to fill)."""
        table = hand.table
        if len(table.start) != self.players:
            raise ValueError(f"the encoding is for {self.players} players; the hand has {len(table.start)}")
        if not 0 <= seat < self.players:
            raise ValueError(f"the observer is a seat from 0 to {self.players - 1}, not {seat}")
        log = table.log
        count = len(log)
        if self._hand is not hand or self._read > count:
            self._restart(hand)
        if self._version != count:
            if self._read < count:
                self._read_history(log)
            self._bring_up(hand, table)
            self._version = count
        # The observer's own part, written into the view for the join and taken out after: its place,
        # its own cards and its own discards (which may be flagged in the view already: those keep
        # what the view had).
        flat = self._flat
        place = self._position + seat
        flat[place] = 1.0
        own = self._own
        down = table.down[seat] if self.owner_sees else _NO_CARDS  # (a list either way: compiled, looped over as one)
        for card in down:
            flat[own + card] = 1.0
        mine = self._discards.get(seat)
        if mine is None:
            joined = self._joiner.join(self._pieces[seat])
        else:
            gone = self._gone
            had = [flat[gone + discarded] for discarded in mine]
            for discarded in mine:
                flat[gone + discarded] = 1.0
            joined = self._joiner.join(self._pieces[seat])
            for index in range(len(mine) - 1, -1, -1):  # (backwards: a card discarded twice)
                flat[gone + mine[index]] = had[index]
        for card in down:
            flat[own + card] = 0.0
        flat[place] = 0.0
        observation: npt.NDArray[np.float32] = self._array(self._shape, self._float32, joined)
        if out is None:
            return observation
        self._np.copyto(out, observation)
        return out

    def _restart(self, hand: Hand) -> None:
        """Make the view that of ``hand`` before its log is read: only what never changes set."""
        self._hand, self._read, self._version, self._street, self._filled = hand, 0, -1, -1, 0
        self._discards = {}
        self._scale = 1.0 / float(self._units_per_unit(hand))
        players = self.players
        self._everyone = True
        self._acted = []
        self._put_in = 0
        written = self._written = [_UNWRITTEN] * (5 * players)
        self._numbers = [0.0] * 5
        self._actor = self._round = self._phase = -1
        self._street_seen, self._kind_seen = -2, None
        self._seen = [0] * (players + 2)
        self._public.fill(0.0)
        flat = self._flat
        for where in self._wild_at:
            flat[where] = 1.0
        scale, seats = self._scale, self._seats
        for actual, chips in enumerate(hand.table.start):  # the stacks as they start: nothing put in yet
            written[5 * actual] = chips
            flat[seats + actual * _SEAT_FEATURES] = chips * scale

    def _read_history(self, log: Sequence[Any]) -> None:
        """Write the log's new entries into the view's history and its actors (by their seats in the
        hand's order), and give a draw's discards to its player."""
        flat = self._flat
        base, slot, per_street, last = self._history_at, self._slot, self.actions_per_street, self.streets - 1
        actors, span = self._actors, self._span
        street, filled = self._street, self._filled
        scale = self._scale
        for entry in log[self._read :]:
            kind = entry[0]
            if kind is Acted:
                actor, action = entry[1], entry[2]
                self._acted.append(actor)
                draw = action.kind is _DRAW
                if draw and action.cards:
                    self._discards.setdefault(actor, []).extend(action.cards)
                index = (street if street > 0 else 0) * per_street + (filled if filled < per_street else per_street - 1)
                where = base + index * slot
                if filled >= per_street:  # the last slot of a street: it held an earlier action
                    self._public[where : where + slot] = 0.0
                    for seat in range(self.players):
                        flat[actors + seat * span + index] = 0.0
                flat[actors + actor * span + index] = 1.0
                flat[where + _KIND_INDEX[action.kind]] = 1.0
                amount = float(len(action.cards)) if draw else action.amount * scale
                if amount:
                    flat[where + slot - 1] = amount
                filled += 1
            else:
                self._everyone = True
                if kind is StreetStarted:
                    street, filled = min(street + 1, last), 0
        self._street, self._filled, self._read = street, filled, len(log)

    def _bring_up(self, hand: Hand, table: Table) -> None:
        """Write into the view what else changed in the hand since it was last brought up to date
        (numbers compared as the ints they come from: between two looks, a seat or two and the pot change)."""
        flat, players = self._flat, self.players
        scores = self._scores
        over = hand.is_over
        everyone = self._everyone or over or scores
        piles = table.piles
        if everyone or piles:  # (after actions alone, the cards everyone sees stand: dealing, turning or showing one is an entry of its own)
            seen, more = self._seen, scores  # the cards everyone sees, written again when there are more (Bailey's change them in place)
            for actual in range(players):
                if len(table.up[actual]) != seen[actual]:
                    more = True
                    seen[actual] = len(table.up[actual])
            if len(table.board) != seen[players]:
                more = True
                seen[players] = len(table.board)
            if len(table.shown) != seen[players + 1]:
                more = True
                seen[players + 1] = len(table.shown)
            if more or piles:
                self._write_cards(table)
        scale = self._scale
        stacks, bets, starting, folded, down = table.stacks, table.bets, table.start, table.folded, table.down
        acting = hand.actor
        written, width = self._written, _SEAT_FEATURES
        put_in = self._put_in
        for actual in self._every_seat if everyone else self._acted:
            was, place = 5 * actual, self._seats + actual * width
            stack = stacks[actual]
            if stack != written[was]:
                put_in += written[was] - stack
                written[was] = stack
                flat[place] = stack * scale
                flat[place + 2] = (starting[actual] - stack) * scale  # what the seat put in
            bet = bets[actual]
            if bet != written[was + 1]:
                written[was + 1] = bet
                flat[place + 1] = bet * scale
            out = 1 if folded[actual] else 0
            if out != written[was + 2]:
                written[was + 2] = out
                flat[place + 3] = float(out)
            all_in = 1 if stack == 0 and not out and not scores else 0
            if all_in != written[was + 3]:
                written[was + 3] = all_in
                flat[place + 4] = float(all_in)
            held = 0 if over else len(down[actual])
            if held != written[was + 4]:
                written[was + 4] = held
                flat[place + 6] = float(held)
        self._put_in = put_in
        self._everyone = False
        self._acted.clear()
        call = raised = None
        if acting is not None:
            for action in hand.legal_actions():
                kind = action.kind
                if kind is _CALL:
                    call = (action.amount - bets[acting]) * scale
                elif (kind is _BET or kind is _RAISE or kind is _COMPLETE) and (raised is None or action.amount < raised):
                    raised = action.amount
        # The table's numbers, each written where it changed. (Written out, not a loop over a tuple
        # of them nor a call a number: compiled, indexing a tuple of floats by a variable boxes every
        # float in it; in Python, a call costs more than the comparison.)
        numbers, place = self._numbers, self._position + players
        value = 0.0 if scores else put_in * scale
        if value != numbers[0]:
            numbers[0] = flat[place] = value
        value = call or 0.0
        if value != numbers[1]:
            numbers[1] = flat[place + 1] = value
        value = raised * scale if raised is not None else 0.0
        if value != numbers[2]:
            numbers[2] = flat[place + 2] = value
        if scores:
            value = float(getattr(table.state, "stake", 0) or 0)
            if value != numbers[3]:
                numbers[3] = flat[place + 3] = value
            value = float(table.kitty or 0)
            if value != numbers[4]:
                numbers[4] = flat[place + 4] = value
        # The one-hot flags (the seat to act, the street, the kind of decision), kept as their
        # places (-1: none); the street's and the decision's moved only when either changed (most
        # looks: neither).
        self._actor = self._move(self._actor, -1 if acting is None else self._seats + acting * width + 5)
        street, deciding = table.street, None if over else hand.phase
        if street != self._street_seen or deciding is not self._kind_seen:
            self._street_seen, self._kind_seen = street, deciding
            place += 5
            streets = self.streets
            self._round = self._move(self._round, -1 if over else place + (street if 0 <= street < streets else 0 if street < 0 else streets - 1))
            phase = -1 if deciding is None else _PHASE_INDEX.get(deciding, -1)
            self._phase = self._move(self._phase, -1 if phase < 0 else place + streets + phase)

    def _move(self, was: int, now: int) -> int:
        """Move a one-hot flag of the view from place ``was`` to place ``now`` (-1: no flag) and
        give its place."""
        if now != was:
            flat = self._flat
            if was >= 0:
                flat[was] = 0.0
            if now >= 0:
                flat[now] = 1.0
        return now

    def _write_cards(self, table: Table) -> None:
        """Write the cards everyone sees again: the up cards, the board, and those known gone to all
        (the public piles, the hands shown)."""
        flat = self._flat
        up = self._up
        self._public[up : self._cards_end] = 0.0
        for actual, cards in enumerate(table.up):
            for card in cards:
                flat[up + actual * CARDS + card] = 1.0
        board = self._board
        for card in table.board:
            flat[board + card] = 1.0
        gone = self._gone
        for name in ("scrap", "gamble"):  # public piles (Bailey's Poker's)
            for card in table.piles.get(name, ()):
                flat[gone + card] = 1.0
        for shown in table.shown:  # the hands shown
            for card in table.down[shown]:
                flat[gone + card] = 1.0
            for card in table.up[shown]:
                flat[gone + card] = 1.0

    def _units_per_unit(self, hand: Hand) -> int | Decimal:
        """How many of the hand's units one shown unit is."""
        per = hand.money.units(self.unit) if self.unit else 1
        return per or 1


def _pieces(seat: int, players: int, sections: dict[str, slice], span: int) -> list[tuple[int, int]]:
    """The ranges of the hand's view (its seats in the hand's order) that ``seat``'s observation is,
    in order: each per-seat section in two, from ``seat`` on and then the seats before it, the rest
    as it is."""
    size = sections["actors"].stop
    if seat == 0:
        return [(0, size)]
    ranges = []
    at = 0
    for name, width in (("up", CARDS), ("seats", _SEAT_FEATURES), ("actors", span)):
        start, stop = sections[name].start, sections[name].stop
        ranges += [(at, start), (start + seat * width, stop), (start, start + seat * width)]
        at = stop
    ranges.append((at, size))
    return [(a, b) for a, b in ranges if b > a]


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
