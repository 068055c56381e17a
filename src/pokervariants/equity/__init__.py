"""Equity: each player's chance of winning, tying and share of the pot from here, for any variant.

Give each live player's known cards (face down and face up; an opponent's
unseen hole cards are simply left out), the dead cards (folded up cards, the
scrap pile), and :func:`equity` works out the rest: every card still to come
is dealt from the unseen cards, and the hands are ranked as the game ranks
them. Small cases are enumerated exactly; larger ones are sampled (Monte
Carlo) from an explicit seed, with a standard error.

The work is split into chunks fixed by the arguments alone, each with its own
seed (or its own slice of the enumeration), so the result is the same whether
the chunks run here, in a process pool or on a Dask cluster: pass any
:class:`concurrent.futures.Executor` as ``executor``.

>>> from pokervariants import Razz
>>> game = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
>>> result = equity(game, ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"], samples=2000, seed=1)
>>> result.exact, round(result.players[0].equity, 3)
(True, 1.0)
"""

from __future__ import annotations

import concurrent.futures
import functools
import math
import os
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations, islice
from typing import Any

from attrs import evolve, field, frozen

from ..core import CARDS, Card, CardsLike, DeckExhaustedError, as_cards
from ..engine.protocols import BOARD
from ..engine.state import pack_of
from ._ranges import is_range, parse_range

__all__ = ["EquityResult", "Holding", "PlayerEquity", "ShareEquity", "equity"]

DEFAULT_CHUNKS = 16
"""How many pieces the work is split into (whatever runs them)."""
DEFAULT_SAMPLES = 100_000
"""The Monte Carlo deals taken when neither ``samples`` nor ``target_error`` is given."""
TARGET_SAMPLES = 10_000_000
"""The most deals a ``target_error`` run takes when ``samples`` does not say (about 0.0002 for an even spot)."""
ROUND_SAMPLES = 25_000
"""A ``target_error`` run's deals per round: after each round the standard errors are looked at."""
EXACT_LIMIT = 200_000
"""Enumerate exactly when there are at most this many ways to deal the rest."""
EXACT_MAX = 50_000_000
"""The most deals ``exact=True`` will enumerate (beyond it, sample)."""
MAX_SAMPLES = 100_000_000
"""The most Monte Carlo deals one call takes: a standard error of about 0.005%, and some hours of work
on one core. Larger runs are refused at once rather than left running out of sight."""
MAX_CHUNKS = 4096
"""The most chunks the work may be split into (each is a task for an executor)."""
THREADED_DEALS = 200_000
"""The fewest deals the numpy path shares out among threads when no executor is given (smaller
runs take less time than starting the threads saves)."""


def _cards(value: CardsLike) -> tuple[Card, ...]:
    if type(value) in (str, tuple) and not value:
        return ()  # no cards (most holdings have an empty part): nothing to parse
    return as_cards(value)


def _range(value: object) -> tuple[tuple[Card, Card], ...]:
    """A range as its combinations: text (``"AKs, QQ+"``) or pairs of cards."""
    if isinstance(value, str):
        return parse_range(value)
    if isinstance(value, (bytes, bytearray)) or not isinstance(value, Iterable):
        raise TypeError(f"a range is text such as 'AKs, QQ+' or pairs of cards, not {type(value).__name__}")
    combos = []
    for pair in value:
        cards = as_cards(pair)  # as_cards says why when it is not cards
        if len(cards) != 2 or cards[0] == cards[1]:
            raise ValueError(f"a range's combinations are two different cards each, got {pair!r:.40}")
        combos.append((max(cards), min(cards)))
    return tuple(sorted(set(combos)))


@frozen(kw_only=True)
class Holding:
    """A player's known cards: face ``down``, face ``up``, and ``extra`` cards set off by deal hooks.

    Leave out cards you cannot see: an opponent's hole cards are dealt at
    random from the unseen cards, exactly like cards still to come.

    >>> Holding.parse("AsKs/Qd")
    Holding(down=(Card('As'), Card('Ks')), up=(Card('Qd'),), extra=(), range=())
    >>> Holding.parse("/9c4d/7h").extra  # Baseball: the 4 earned the 7h
    (Card('7h'),)
    >>> len(Holding.parse("QQ+, AKs").range)  # hold'em: two hole cards from a range
    22
    """

    down: tuple[Card, ...] = field(default=(), converter=_cards)
    up: tuple[Card, ...] = field(default=(), converter=_cards)
    extra: tuple[Card, ...] = field(default=(), converter=_cards)
    """Cards dealt because of a deal hook (Baseball's face-up 4s); they are not part of the schedule."""
    range: tuple[tuple[Card, Card], ...] = field(default=(), converter=_range, repr=lambda r: f"<{len(r)} combinations>" if r else "()")
    """Hold'em-type games: the two hole cards are one of these combinations, each equally likely
    (given the other cards), instead of known cards (:func:`~pokervariants.ranges.parse_range`
    reads ``"AKs, QQ+"``)."""

    @classmethod
    def parse(cls, text: str) -> Holding:
        """``"down/up"`` or ``"down/up/extra"`` (``"AsKs/Qd"``); a bare ``"AsKs"`` is face-down cards;
        a range (``"AKs, QQ+, JTs-76s"``) is two hole cards from it."""
        if not isinstance(text, str):
            raise TypeError(f"a holding is text such as 'AsKs/Qd', not {type(text).__name__}")
        if is_range(text):
            return cls(range=text)
        parts = text.split("/")
        if len(parts) > 3:
            raise ValueError(f"a holding is 'down/up' or 'down/up/extra', got {text!r:.60}")
        parts += [""] * (3 - len(parts))
        return cls(down=parts[0], up=parts[1], extra=parts[2])

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every known card: down, up, extra."""
        return self.down + self.up + self.extra


@frozen
class ShareEquity:
    """One share of the pot (``"high"``, ``"low"``, or ``"all"`` as in a hand's results): how often a player wins it alone or ties for it,
    and the fraction of the whole pot it brings the player on average."""

    name: str
    win: float
    tie: float
    equity: float


@frozen
class PlayerEquity:
    """A player's outlook: ``equity`` is the average fraction of the pot won; ``win`` the chance of taking it all
    alone (in a hi/lo game: scooping, both halves or the high half when no low qualifies); ``tie``
    the chance of a tie for the best hand in some share; ``quartered`` the chance of winning
    exactly a quarter of the pot, however it comes (in a hi/lo game, mostly a half split with one
    other player and nothing of the other half; a four-way chop counts too)."""

    seat: int
    equity: float
    win: float
    tie: float
    standard_error: float
    shares: tuple[ShareEquity, ...]
    quartered: float = 0.0

    @property
    def scoop(self) -> float:
        """The chance of winning the whole pot alone: :attr:`win` by its hi/lo name."""
        return self.win


@frozen
class EquityResult:
    """Every player's outlook, how many deals it covers, and whether they were enumerated exactly."""

    players: tuple[PlayerEquity, ...]
    trials: int
    exact: bool
    method: str = "python"
    """How the deals were made and ranked: ``"numpy"`` (arrays, the batch kernels), ``"python"``
    (one deal at a time, ranked directly) or ``"engine"`` (each deal played out by the engine:
    a game whose deal depends on the cards)."""
    reason: str = ""
    """Why the numpy path was not taken (empty when it was, or when it was not asked for)."""

    def _repr_svg_(self) -> str:
        """The result as bars, which is how a notebook shows it (:func:`pokervariants.svg.equity`)."""
        from ..svg import equity as bars

        return bars(self)

    def table(self) -> str:
        """The result as a small text table.

        >>> from pokervariants import Razz
        >>> print(equity(Razz(ante=1, bring_in=2, small_bet=5, big_bet=10), ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"]).table())
        seat   equity      win      tie  std err
           0   100.0%   100.0%     0.0%    exact
           1     0.0%     0.0%     0.0%    exact

        A hi/lo game's table also shows each half's share of the pot, the scoops (the ``win``
        column's hi/lo name) and the quarters:

        >>> from pokervariants import StudHiLo8
        >>> stud8 = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
        >>> print(equity(stud8, ["Ac2d/3h4s5cKd", "As2s/3c4h5dQc"]).table())  # two wheels: the low is split
        seat   equity      win      tie     high      low  quartered  std err
           0    50.0%     0.0%   100.0%    25.0%    25.0%       9.2%    exact
           1    50.0%     0.0%   100.0%    25.0%    25.0%       9.2%    exact
        """
        split = len(self.players[0].shares) > 1
        names = [s.name for s in self.players[0].shares] if split else []
        head = "".join(f"  {name:>7}" for name in names) + (f"  {'quartered':>9}" if split else "")
        lines = [f"{'seat':>4}  {'equity':>7}  {'win':>7}  {'tie':>7}{head}  {'std err':>7}"]
        for p in self.players:
            error = "exact" if self.exact else f"{100 * p.standard_error:.2f}%"
            parts = "".join(f"  {100 * share.equity:6.1f}%" for share in p.shares) + f"  {100 * p.quartered:8.1f}%" if split else ""
            lines.append(f"{p.seat:>4}  {100 * p.equity:6.1f}%  {100 * p.win:6.1f}%  {100 * p.tie:6.1f}%{parts}  {error:>7}")
        return "\n".join(lines)


# --- the position: what equity knows, as the engine's card source sees it ----------------------


DEAL_OUT_STACK = 10**12
"""Chips each seat gets when a position is dealt out: enough for any pot match, so everyone stays in."""


@frozen
class _Position:
    """What equity knows, in a form that pickles for other processes: the game, the cards each seat's
    draws take (face down, face up, extra) in order, and the cards nobody has seen.

    ``groups`` is set when the game's deal does not depend on the cards (no deal hooks, no card
    shared on the board): then the engine, dealing the position out once, has said how many unseen
    cards each seat gets face down and face up, and each deal is those cards ranked directly.
    """

    game: Any
    known: tuple[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]], ...]
    unseen: tuple[Card, ...]
    shares: tuple[str, ...]
    board: tuple[Card, ...] = ()
    """The community cards already dealt (the board's first draws take them)."""
    groups: tuple[tuple[int, bool, int], ...] | None = None
    """(seat, face up, unseen cards) for each seat and face the deal gives unseen cards, in seat
    order, then (:data:`~pokervariants.engine.protocols.BOARD`, True, cards) for the board's."""
    rankers: tuple[Any, ...] = ()
    flat: bool = False
    ranges: tuple[tuple[int, tuple[tuple[Card, Card], ...]], ...] = ()
    """(seat, combinations) for each seat whose two hole cards come from a range, the combinations
    holding a known card left out."""
    extras: _Extras | None = None
    """Set (with ``rankers`` and ``flat``) when the deal depends on the cards only through extra
    face-down cards for face-up cards of one rank (Baseball's 4s): the array path deals those."""
    numbers: tuple[int, ...] = ()
    """The unseen cards as plain ints, when the caller has them (the numpy path's plan takes them)."""


@frozen
class _Extras:
    """A deal whose hooks only give an extra face-down card for each card of ``rank`` dealt face up
    (and schedule pot matches, which change no card while everyone stays in): the groups dealt
    before any extra card, each seat's extra cards owed already for its known face-up cards of
    ``rank``, and the most extra cards a deal can need."""

    rank: int
    owed: tuple[int, ...]
    groups: tuple[tuple[int, bool, int], ...]
    most: int


def _extras_of(game: Any, position: _Position, groups: tuple[tuple[int, bool, int], ...], board: int) -> _Extras | None:
    """The :class:`_Extras` of a position whose game's hooks are only :class:`FaceUpRank` extras (one
    rank) and pot matches, with the library's own phases, and whose deal can never run the pack
    short (a community card would depend on the extras); ``None`` otherwise. ``groups`` are the
    cards the schedule deals each seat, face down and face up, before any extra card; ``board``
    the community cards the deal has in all."""
    from ..engine.hooks import DealEffect, FaceUpRank

    hooks = getattr(game, "deal_hooks", ())
    if not hooks or not all(type(phase).__module__.startswith("pokervariants.") for _, phase in game.program.steps):
        return None
    ranks = set()
    for hook in hooks:
        if type(hook) is not FaceUpRank or hook.effect not in (DealEffect.EXTRA_CARD, DealEffect.MATCH_OR_DROP):
            return None
        if hook.effect is DealEffect.EXTRA_CARD:
            ranks.add(int(hook.rank))
    if len(ranks) != 1 or board != len(position.board):
        return None
    (rank,) = ranks
    owed = tuple(max(0, sum(1 for c in up if c < 52 and c >> 2 == rank) - len(extra)) for _, up, extra in position.known)
    needed = sum(n for _, _, n in groups)
    up_dealt = sum(n for _, face, n in groups if face)
    most = sum(owed) + min(up_dealt, sum(1 for c in position.unseen if c < 52 and c >> 2 == rank))
    burns = sum(1 for _, phase in game.program.steps if getattr(phase, "burn", False) is True)  # each street's, at the most
    if needed + burns + most > len(position.unseen):
        return None  # the pack could run short: a community card, a burn left out, or an extra card forfeited
    return _Extras(rank, owed, groups, most)


class _Source:
    """The card source a position is dealt out from: each seat's known cards first, as its draws ask
    for them, then unseen cards at random (and it counts, per seat and face, how many were unseen)."""

    __slots__ = ("queues", "board", "pool", "below", "faces", "left")

    def __init__(self, known: _Position, rng: random.Random) -> None:
        self.queues = [[list(down), list(up), list(extra)] for down, up, extra in known.known]
        self.board = list(known.board)
        self.pool = list(known.unseen)
        # what rng.randrange(n) returns (the same numbers), without its argument checks
        self.below: Callable[[int], int] = getattr(rng, "_randbelow", rng.randrange)
        self.faces: list[list[int]] = [[0, 0, 0] for _ in self.queues]  # unseen draws per seat: face down, face up, extra
        self.left = len(self.pool) + len(self.board) + sum(len(q) for seat in self.queues for q in seat)

    @property
    def remaining(self) -> int:
        return self.left

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        self.left -= 1
        if seat >= 0:
            queue = self.queues[seat][2 if extra else face_up]
            if queue:
                return queue.pop(0)
            self.faces[seat][2 if extra else face_up] += 1
        elif seat == BOARD and self.board:
            return self.board.pop(0)
        pool = self.pool
        i = self.below(len(pool))
        card: Card = pool[i]
        pool[i] = pool[-1]
        pool.pop()
        return card

    def draw_many(self, seats: Sequence[int], face_up: bool) -> list[Card]:
        return [self.draw(seat, face_up) for seat in seats]

    def copy(self) -> _Source:
        clone = _Source.__new__(_Source)
        clone.queues = [[list(q) for q in seat] for seat in self.queues]
        clone.board, clone.pool, clone.below, clone.left = list(self.board), list(self.pool), self.below, self.left
        clone.faces = [list(f) for f in self.faces]
        return clone


def _deal_out(position: _Position, source: _Source) -> Any:
    """Deal the rest of the hand through the engine, everyone staying in; the table at the showdown."""
    from ..engine.hand import Hand

    return Hand(position.game, [DEAL_OUT_STACK] * len(position.known), source, deal_out=True)._t


@frozen
class _Facts:
    """What equity needs to know of a game before any card: the names of its pot's shares, and
    whether its draws are ``fixed`` (the same whatever the cards: no deal hooks, and only the
    library's own phases, none of which deals or sets the state by what it sees)."""

    shares: tuple[str, ...]
    fixed: bool


def _facts_of(game: Any) -> _Facts:
    program = game.program
    settlement = program.steps[program.settle_index][1]
    shares = tuple(settlement.share_names(len(game.rankers_for(game.initial_state()))))
    # The same draws whatever the cards when no hook reads them and every phase is the library's (a
    # phase of the game's own might set the state or deal by what it sees): then each deal is its
    # cards ranked, without the engine. Burns and gamble cards do not play: leaving them undealt
    # changes no chance.
    fixed = not game.hooks and all(type(phase).__module__.startswith("pokervariants.") for _, phase in program.steps)
    return _Facts(shares, fixed)


def _shape_of(game: Any, shape: tuple[tuple[int, int, int], ...], board: int, unseen: int) -> tuple[_Facts, _Layout | None]:
    """The game's :class:`_Facts`, and the :class:`_Layout` of a position of this shape (how many
    cards each seat holds, down, up and extra, the board holds and nobody has seen) when the
    game's draws are fixed: kept from an earlier call for the library's own (frozen) games
    (:func:`_kept_shape`), else worked out (the layout then by dealing the position out)."""
    if type(game).__module__.startswith("pokervariants."):
        try:
            return _kept_shape(game, shape, board, unseen)
        except TypeError:  # unhashable: a field holds something mutable
            pass
    return _facts_of(game), None


@functools.lru_cache(maxsize=256)
def _kept_shape(game: Any, shape: tuple[tuple[int, int, int], ...], board: int, unseen: int) -> tuple[_Facts, _Layout | None]:
    """:func:`_shape_of` a game of the library's own, worked out once a process for each shape
    (bounded; it holds only immutable values, and a fixed game deals every position of a shape
    alike: the cache changes no result, only how soon it comes)."""
    facts = _facts_of(game)
    return facts, _fixed_layout(game, facts, shape, board, unseen) if facts.fixed else None


@frozen
class _Layout:
    """What dealing a position out once through the engine tells: per seat, the unseen cards its
    draws took (face down, face up, extra) and its known cards no draw asked for (whether any face
    down or up, how many extra); and the community cards the deal has in all. For a game whose draws
    are fixed also the ``groups`` of unseen cards each deal ranks, the showdown's ``rankers``, and
    whether they are ``flat`` (see :class:`_Position`)."""

    faces: tuple[tuple[int, int, int], ...]
    left: tuple[tuple[bool, int], ...]
    board: int
    scheduled: tuple[tuple[int, bool, int], ...]
    """(seat, face up, unseen cards) for each seat and face the schedule gives unseen cards."""
    groups: tuple[tuple[int, bool, int], ...] | None = None
    rankers: tuple[Any, ...] = ()
    flat: bool = False
    ways: int = 0
    """How many deals an exact enumeration of the groups covers (kept layouts only)."""
    rules: Any = None
    """What of the numpy path's plan does not depend on the cards (kept layouts only; see
    :func:`~pokervariants.equity_arrays.plan_for`)."""


def _probe(position: _Position) -> tuple[_Layout, Any]:
    """Deal ``position`` out once (any unseen cards will do) and say what the deal asked for; also
    the table at its showdown (whose state says the rankers)."""
    probe = _Source(position, random.Random(0))
    try:
        dealt = _deal_out(position, probe)
    except DeckExhaustedError:
        raise ValueError(f"the rest of the deal needs more cards than the {len(position.unseen)} unseen") from None
    faces = tuple((down, up, extra) for down, up, extra in probe.faces)
    left = tuple((bool(queue[0] or queue[1]), len(queue[2])) for queue in probe.queues)
    scheduled = tuple((seat, bool(face), n) for seat, counts in enumerate(faces) for face, n in enumerate(counts[:2]) if n)
    return _Layout(faces, left, len(dealt.board), scheduled), dealt


def _fixed_layout(game: Any, facts: _Facts, shape: tuple[tuple[int, int, int], ...], board: int, unseen: int) -> _Layout:
    """The :class:`_Layout` of any position of a game whose draws are fixed, from its shape alone:
    the engine deals out a stand-in position of that shape (the pack's cards in order). With the
    groups, the ways to deal them, and what of the numpy path's plan the shape decides."""
    cards = [CARDS[c] for c in pack_of(game)]
    at = 0
    known = []
    for counts in shape:
        parts = []
        for n in counts:
            parts.append(tuple(cards[at : at + n]))
            at += n
        known.append((parts[0], parts[1], parts[2]))
    board_cards = tuple(cards[at : at + board])
    position = _Position(game, tuple(known), tuple(cards[len(cards) - unseen :]), facts.shares, board=board_cards)
    layout, dealt = _probe(position)
    layout = _grouped(game, layout, dealt, board)
    from ._arrays import _plan_rules

    held = tuple(sum(counts) for counts in shape)
    assert layout.groups is not None
    return evolve(layout, ways=_ways(unseen, [n for _, _, n in layout.groups]), rules=_plan_rules(game, layout.rankers, layout.flat, layout.groups, held, board, None))


def _grouped(game: Any, layout: _Layout, dealt: Any, board: int) -> _Layout:
    """``layout`` of a game whose draws are fixed, with the groups each deal ranks and the rankers of
    the showdown the engine dealt out (``dealt``; ``board`` community cards were known)."""
    groups = layout.scheduled
    if layout.board > board:
        groups += ((BOARD, True, layout.board - board),)
    rankers = tuple(game.rankers_for(dealt.state))
    flat = all(getattr(r, "flat", False) is True for r in rankers)
    if flat:  # face up or down is all one to a flat ranker: a seat's unseen cards are one group (fewer deals to enumerate)
        merged: dict[int, int] = {}
        for seat, _, n in groups:
            merged[seat] = merged.get(seat, 0) + n
        groups = tuple((seat, False, n) for seat, n in merged.items())
    return evolve(layout, groups=groups, rankers=rankers, flat=flat)


def _split(position: _Position, table: Any) -> list[tuple[int, tuple[int, ...], bool]]:
    """The shares of a dealt-out hand's showdown, as the game's settlement shares them."""
    game = position.game
    return game.program.steps[game.program.settle_index][1].split(table.shown)  # type: ignore[no-any-return]


def _ranked(position: _Position, drawn: Sequence[Sequence[Card]]) -> list[tuple[int, tuple[int, ...], bool]]:
    """The shares when each group of ``position.groups`` gets the cards in ``drawn``: each seat's
    known cards and its drawn ones, ranked by the showdown's rankers."""
    known = position.known
    game = position.game
    split = game.program.steps[game.program.settle_index][1].split
    rankers = position.rankers
    assert position.groups is not None
    board = position.board
    if position.flat:  # the cards in any order: the seat's known ones, then what each of its groups drew
        hands = [k[0] + k[1] for k in known]
        for (seat, _, _), cards in zip(position.groups, drawn):
            if seat == BOARD:
                board = (*board, *cards)
            else:
                hands[seat] = (*hands[seat], *cards)
        if board:
            hands = [(*cards, *board) for cards in hands]
        if len(rankers) == 1:
            rank = rankers[0].rank
            return split({seat: (rank(cards),) for seat, cards in enumerate(hands)})  # type: ignore[no-any-return]
        return split({seat: tuple(r.rank(cards) for r in rankers) for seat, cards in enumerate(hands)})  # type: ignore[no-any-return]
    down = [k[0] for k in known]
    up = [k[1] for k in known]
    for (seat, face_up, _), cards in zip(position.groups, drawn):
        if seat == BOARD:
            board = (*board, *cards)
        elif face_up:
            up[seat] = (*up[seat], *cards)
        else:
            down[seat] = (*down[seat], *cards)
    from ..engine.table import CardsHeld

    return split({seat: tuple(r.rank(CardsHeld(down[seat], up[seat], board)) for r in rankers) for seat in range(len(down))})  # type: ignore[no-any-return]


# --- one chunk of work ------------------------------------------------------------------------


@frozen
class _Task:
    position: _Position
    seed: int | None  # Monte Carlo chunk seed, or None for an exact slice
    samples: int
    sizes: tuple[int, ...] = ()  # exact: each seat's unseen cards
    start: int = 0  # exact: the slice of the first enumerated seat's combinations (with arrays: of all the unseen cards dealt)
    stop: int = 0
    arrays: Any = None  # the numpy path's ArrayPlan, or None


@frozen
class _Counts:
    """Whole-number totals over a chunk (pot fractions in units of 1/``scale``, so sums are exact and the
    same however the work is split): per player and share, wins alone, ties and pot fractions; per
    player, scoops, ties, and the sums (and sums of squares) of each deal's pot fraction."""

    scale: int
    trials: int
    wins: tuple[tuple[int, ...], ...]
    ties: tuple[tuple[int, ...], ...]
    shares: tuple[tuple[int, ...], ...]
    scoops: tuple[int, ...]
    tied: tuple[int, ...]
    total: tuple[int, ...]
    squares: tuple[int, ...]
    quartered: tuple[int, ...]


class _Tally:
    """A chunk's figures as they are added up, deal by deal (:class:`_Counts` once it is done)."""

    def __init__(self, players: int, shares: int) -> None:
        self.scale = _scale(players, shares)
        self.trials = 0
        self.wins = [[0] * shares for _ in range(players)]
        self.ties = [[0] * shares for _ in range(players)]
        self.shares = [[0] * shares for _ in range(players)]
        self.scoops = [0] * players
        self.tied = [0] * players
        self.total = [0] * players
        self.squares = [0] * players
        self.quartered = [0] * players

    def add(self, split: Sequence[tuple[int, tuple[int, ...], bool]], times: int = 1) -> None:
        """Add a deal whose pot is shared as ``split`` says (``times`` such deals)."""
        players = len(self.total)
        whole = self.scale
        portion = whole // len(split)
        got = [0] * players
        tie_any = [False] * players
        for share, winners, pays in split:
            if len(winners) == 1:
                self.wins[winners[0]][share] += times
            else:
                for p in winners:
                    self.ties[p][share] += times
                    tie_any[p] = True
            if not pays:
                continue  # Bailey's Poker: a tie wins nothing (the stakes go to the kitty)
            part = portion // len(winners)
            for p in winners:
                self.shares[p][share] += part * times
                got[p] += part
        self.trials += times
        for p in range(players):
            if got[p] == whole:
                self.scoops[p] += times
            elif 4 * got[p] == whole:
                self.quartered[p] += times
            if tie_any[p]:
                self.tied[p] += times
            self.total[p] += got[p] * times
            self.squares[p] += got[p] * got[p] * times

    def counts(self) -> _Counts:
        return _Counts(
            self.scale,
            self.trials,
            tuple(map(tuple, self.wins)),
            tuple(map(tuple, self.ties)),
            tuple(map(tuple, self.shares)),
            tuple(self.scoops),
            tuple(self.tied),
            tuple(self.total),
            tuple(self.squares),
            tuple(self.quartered),
        )


@functools.cache
def _scale(players: int, shares: int) -> int:
    """The pot in the tallies' units: any share split any way among the players is whole."""
    return math.lcm(*range(1, shares + 1)) * math.lcm(*range(1, players + 1))


def _run_chunk(task: _Task) -> _Counts:
    """One chunk: ``samples`` random deals from ``seed``, or a slice of the exact enumeration."""
    position = task.position
    tally = _Tally(len(position.known), len(position.shares))
    if task.arrays is not None:
        from ._arrays import run_blocks

        run_blocks(task.arrays, tally, seed=task.seed, samples=task.samples, start=task.start, stop=task.stop)
        return tally.counts()
    groups = position.groups
    if task.seed is not None:
        rng = random.Random(task.seed)
        if groups is None:  # the deal depends on the cards: the engine deals each one out
            for _ in range(task.samples):
                tally.add(_split(position, _deal_out(position, _Source(position, rng))))
            return tally.counts()
        unseen = list(position.unseen)
        sizes = [n for _, _, n in groups]
        needed = sum(sizes)
        if position.ranges:
            for _ in range(task.samples):
                tally.add(_ranked(position, _ranged_deal(position, rng, unseen)))
            return tally.counts()
        for _ in range(task.samples):
            drawn = rng.sample(unseen, needed)
            parts, at = [], 0
            for n in sizes:
                parts.append(drawn[at : at + n])
                at += n
            tally.add(_ranked(position, parts))
        return tally.counts()
    assert groups is not None
    sizes = [n for _, _, n in groups]
    if not sizes:
        tally.add(_ranked(position, []))
        return tally.counts()
    unseen = list(position.unseen)
    for lead in islice(combinations(unseen, sizes[0]), task.start, task.stop):
        rest = [c for c in unseen if c not in lead]
        for tail in _assignments(rest, sizes, 1):
            tally.add(_ranked(position, [lead, *tail]))
    return tally.counts()


def _ranged_deal(position: _Position, rng: random.Random, unseen: list[Card]) -> list[Sequence[Card]]:
    """One deal's cards for each group when some seats' hole cards come from ranges: a combination
    for each of those seats, all of them different (drawn again until they are), then the other
    groups' cards from the unseen cards left."""
    assert position.groups is not None
    ranged = dict(position.ranges)
    for _ in range(100_000):
        picks = {seat: combos[rng.randrange(len(combos))] for seat, combos in ranged.items()}
        taken = [c for pair in picks.values() for c in pair]
        if len(set(taken)) == len(taken):
            break
    else:
        raise ValueError("the ranges given hardly ever fit together without sharing a card")
    out = set(taken)
    rest = rng.sample([c for c in unseen if c not in out], sum(n for seat, _, n in position.groups if seat not in ranged))
    parts: list[Sequence[Card]] = []
    at = 0
    for seat, _, n in position.groups:
        if seat in ranged:
            parts.append(picks[seat])
        else:
            parts.append(rest[at : at + n])
            at += n
    return parts


def _assignments(deck: list[Card], sizes: list[int], group: int) -> Iterator[list[tuple[Card, ...]]]:
    """Every way to give groups ``group`` onward their ``sizes`` of cards from ``deck``."""
    if group >= len(sizes):
        yield []
        return
    for combo in combinations(deck, sizes[group]):
        rest = [c for c in deck if c not in combo]
        for tail in _assignments(rest, sizes, group + 1):
            yield [combo, *tail]


# --- the calculation ---------------------------------------------------------------------------


def equity(
    game: Any,
    holdings: Sequence[Holding | str],
    *,
    board: CardsLike = (),
    dead: CardsLike = (),
    samples: int | None = None,
    seed: int | random.Random | None = None,
    exact: bool | None = None,
    executor: concurrent.futures.Executor | None = None,
    chunks: int = DEFAULT_CHUNKS,
    progress: Callable[[int, int], object] | None = None,
    backend: str = "auto",
    target_error: float | None = None,
    threads: int | None = None,
) -> EquityResult:
    """Each live player's equity in ``game`` from the known cards in ``holdings`` (one per player, in seat order).

    The rest of the hand is dealt by the engine itself, by the game's own program: its deal
    hooks and per-hand state (Baseball's extra cards, a changing wild rank), a community card
    when the pack runs short, every player staying in (pot matches paid, no betting), and the
    hands ranked and shared as the game's settlement shares them (hi/lo halves; Bailey's Poker's
    tie wins nothing). ``board`` is the community cards dealt so far (flop games: the flop, the
    turn); ``dead`` cards are out of play (folded cards, burns you saw).

    >>> from pokervariants import Holdem
    >>> result = equity(Holdem(), ["AsKs", "QdQc"], board="Qs 7s 2d")  # the flop: 990 turns and rivers
    >>> result.exact, result.trials, round(result.players[0].equity, 3)
    (True, 990, 0.256)

    In hold'em-type games a holding may be a two-card range (``"AKs, QQ+"``, see
    :mod:`pokervariants.ranges`): its combinations that no known card rules out are equally
    likely, and the deals are sampled.

    ``exact=None`` enumerates every deal when there are at most :data:`EXACT_LIMIT` of them and
    the game has no deal hooks (nor phases of its own), and otherwise samples
    ``samples`` deals from ``seed`` (required then). At most :data:`MAX_SAMPLES` samples and
    :data:`MAX_CHUNKS` chunks are taken; anything larger is refused at once. ``executor`` runs
    the chunks; ``progress(done, total)`` is called as chunks finish.

    ``target_error=0.001`` samples in rounds of :data:`ROUND_SAMPLES` until every player's
    standard error is at most that (``samples`` is then the most to take; by default
    :data:`TARGET_SAMPLES`); a spot small enough to enumerate is enumerated instead.

    ``backend="auto"`` deals and ranks many deals at once with numpy when it is installed and
    the game allows (:mod:`pokervariants.equity_arrays`), else one deal at a time;
    ``"python"`` always one at a time, ``"numpy"`` refuses a game the arrays cannot take. The
    result's ``method`` says which ran, and ``reason`` why the arrays did not.

    Without an ``executor``, the numpy path runs its chunks on ``threads`` threads: by default
    one per core for runs of :data:`THREADED_DEALS` deals or more (the array operations let go
    of the interpreter's lock while they work), else just the calling thread (and for an
    enumeration ranked by lookup table, whose chunks are too slight to share); ``threads=1``
    always keeps to it. The answer is the same either way. One deal at a time gains nothing from
    threads: give it a process pool as ``executor`` (``threads`` and ``executor`` do not combine).
    A small exact enumeration on the numpy path (a card or two to come, at most 32,768 deals)
    takes a lean path on the calling thread, with the same answer, an ``executor`` given or not
    (sending it out would cost more than working it out): what depends only on the game and the
    spot's shape is kept from call to call (``pokervariants.equity_small``).
    """
    program = getattr(game, "program", None)
    if program is None or not hasattr(game, "rankers"):
        raise TypeError(f"equity needs a game (a variant with a program and rankers), not {type(game).__name__}")
    if type(holdings) not in (list, tuple) and (isinstance(holdings, (str, bytes)) or not isinstance(holdings, Iterable)):
        raise TypeError(f"holdings are one Holding or holding text ('AsKs/Qd') a player, not {type(holdings).__name__}")
    held = [_parsed(h) if type(h) is str else _holding(seat, h) for seat, h in enumerate(holdings)]
    if len(held) < 2:
        raise ValueError(f"equity needs at least two players, got {len(held)}")
    if not game.min_players <= len(held) <= game.max_players:
        raise ValueError(f"{game.name} takes {game.min_players} to {game.max_players} players, got {len(held)}")
    if isinstance(chunks, bool) or not isinstance(chunks, int) or not 1 <= chunks <= MAX_CHUNKS:
        raise ValueError(f"chunks must be a positive int, at most {MAX_CHUNKS:,} (MAX_CHUNKS), got {chunks!r:.40}")
    if target_error is not None:
        if isinstance(target_error, bool) or not isinstance(target_error, (int, float)) or not 0 < target_error < 1:
            raise ValueError(f"target_error is a standard error to reach, between 0 and 1 (0.001 is a tenth of a per cent), not {target_error!r:.40}")
        if exact:
            raise ValueError("give exact=True or a target_error, not both: an exact answer has no error")
    if samples is None:
        samples = TARGET_SAMPLES if target_error is not None else DEFAULT_SAMPLES
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise ValueError(f"samples must be a positive int, at most {MAX_SAMPLES:,} (MAX_SAMPLES), got {samples!r:.40}")
    if exact is not None and not isinstance(exact, bool):
        raise TypeError(f"exact is True, False or None (decide by the size), not {type(exact).__name__}")
    dead_cards = _given_cards(dead)
    board_cards = _given_cards(board)
    pack = pack_of(game)
    given = [card for holding in held for card in holding.cards]
    given += board_cards
    given += dead_cards
    seen = set(given)
    if len(seen) < len(given) or (given and not (pack.step == 1 and pack.start <= min(given) and max(given) < pack.stop)):
        _claims(held, board_cards, dead_cards, pack)  # says which card is out of the pack or appears twice
    ranged: dict[int, tuple[tuple[Card, Card], ...]] = {}
    for seat, holding in enumerate(held):
        if holding.range:
            if holding.cards:
                raise ValueError(f"seat {seat} has a range and known cards: a range stands for the two hole cards, give one or the other")
            combos = tuple(c for c in holding.range if c[0] not in seen and c[1] not in seen)
            if not combos:
                raise ValueError(f"seat {seat}'s range has no combination left: each holds a card seen elsewhere")
            ranged[seat] = combos
    if ranged and exact:
        raise ValueError("a range is sampled: leave exact out (or give exact=False) with ranges")
    queues = getattr(game, "equity_draws", _draws)
    known = tuple([queues(h) for h in held])
    numbers = tuple([c for c in pack if c not in seen])
    facts, kept = _shape_of(game, tuple([(len(d), len(u), len(e)) for d, u, e in known]), len(board_cards), len(numbers))
    fixed = facts.fixed
    dealt = None
    if kept is not None:  # the draws are the same whatever the cards: dealt out once for this shape
        layout = kept
    else:
        layout, dealt = _probe(_Position(game, known, tuple([CARDS[c] for c in numbers]), facts.shares, board=board_cards))
        if fixed:
            layout = _grouped(game, layout, dealt, len(board_cards))
    for seat, (holding, (left, extra_left)) in enumerate(zip(held, layout.left)):
        if left:
            raise ValueError(f"seat {seat} holds {len(holding.down)} down and {len(holding.up)} up, more than the game deals"
                             + (" (give cards from deal hooks as extra)" if game.hooks else ""))
        if extra_left:
            earned = len(holding.extra) - extra_left
            raise ValueError(f"seat {seat} has {len(holding.extra)} extra cards, but the player's cards earned {earned}"
                             if game.hooks else f"seat {seat} has extra cards, but this game has no deal hooks to set them off")
    if len(board_cards) > layout.board:
        raise ValueError(f"the board holds {len(board_cards)} cards, but {game.name} deals {layout.board} to it here")
    for seat in ranged:
        if layout.faces[seat] != (2, 0, 0):
            down, up, _ = layout.faces[seat]
            raise ValueError(f"seat {seat}: a range stands for two hole cards, and {game.name} deals the seat {down} down and {up} up from here")
    if (
        layout.rules is not None and not ranged and backend in ("auto", "numpy")
        and (exact or (exact is None and layout.ways <= EXACT_LIMIT))
        and (threads is None or (type(threads) is int and threads >= 1 and executor is None))
    ):  # fmt: skip
        # An exact spot of a kept shape, none of the checks below to fail: the lean path may answer
        # before any position or plan is made.
        answer = _small_answer(known, board_cards, numbers, layout, facts.shares, progress)
        if answer is not None:
            return answer
    unseen = tuple([CARDS[c] for c in numbers])
    if fixed:
        position = _Position(game, known, unseen, facts.shares, board=board_cards, groups=layout.groups, rankers=layout.rankers, flat=layout.flat, numbers=numbers)
    else:
        position = _Position(game, known, unseen, facts.shares, board=board_cards)
        if not ranged:
            assert dealt is not None
            extras = _extras_of(game, position, layout.scheduled, layout.board)
            if extras is not None:
                rankers = tuple(game.rankers_for(dealt.state))
                position = evolve(position, extras=extras, rankers=rankers, flat=all(getattr(r, "flat", False) is True for r in rankers))
    if ranged:
        if not fixed:
            raise ValueError("ranges need a game whose deal does not depend on the cards (no deal hooks, the library's own phases)")
        position = evolve(position, ranges=tuple(sorted(ranged.items())))
        exact = False
    ways = layout.ways or _ways(len(unseen), [n for _, _, n in position.groups or ()])
    if exact is None:
        exact = fixed and ways <= EXACT_LIMIT
    if exact and not fixed:
        raise ValueError("exact enumeration is not available for games with deal hooks or phases of their own: use Monte Carlo")
    if exact and ways > EXACT_MAX:
        raise ValueError(f"exact enumeration would take {ways:,} deals (at most {EXACT_MAX:,}): use Monte Carlo")
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads is a number of threads, at least 1 (or None: one per core), not {threads!r:.40}")
    plan, reason = _array_plan(position, backend, layout.rules)
    method = "numpy" if plan is not None else "python" if fixed else "engine"
    if threads is not None and executor is not None:
        raise ValueError("give threads or an executor, not both: the executor runs the chunks")
    if exact and plan is not None:  # a small enumeration is answered here, even beside an executor
        answer = _lean(plan, ways, position.shares, progress)
        if answer is not None:
            return answer
    deals = samples if not exact else ways
    count = threads if threads is not None else _cores() if deals >= THREADED_DEALS and not (exact and _by_table(plan, deals)) else 1
    if executor is None and plan is not None and count > 1 and chunks > 1:
        pool = concurrent.futures.ThreadPoolExecutor(min(count, chunks), thread_name_prefix="equity")
        try:
            return _run(position, plan, exact, samples, seed, chunks, target_error, pool, progress, method, reason)
        finally:  # an error (or Ctrl-C) stops the chunks not yet started instead of waiting for them
            pool.shutdown(wait=True, cancel_futures=True)
    return _run(position, plan, exact, samples, seed, chunks, target_error, executor, progress, method, reason)


def _small_answer(
    known: tuple[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]], ...],
    board: tuple[Card, ...],
    numbers: tuple[int, ...],
    layout: _Layout,
    shares: tuple[str, ...],
    progress: Callable[[int, int], object] | None,
) -> EquityResult | None:
    """The lean path's answer for an exact spot of a kept layout (:func:`_lean`), its plan made from
    the cards and the layout alone; ``None`` when numpy is missing, the plan would be refused, or
    the spot is not small: then the usual way says why, or runs it."""
    modules = _lean_modules()
    if modules is None or layout.ways > modules[1].SMALL_DEALS:  # not small: the usual way makes the plan
        return None
    assert layout.groups is not None
    plan = modules[0]._plan_of(layout.rules, known, board, layout.groups, numbers)
    return None if isinstance(plan, str) else _lean(plan, layout.ways, shares, progress)


@functools.cache
def _lean_modules() -> tuple[Any, Any] | None:
    """The numpy path's modules, ``equity_arrays`` and ``equity_small``, or ``None`` without numpy
    (imported on the first call that wants them, so that ``import pokervariants`` stays light)."""
    try:
        import numpy  # noqa: F401
    except ImportError:
        return None
    import importlib

    return importlib.import_module("._arrays", __name__), importlib.import_module("._small", __name__)


def _lean(plan: Any, deals: int, shares: tuple[str, ...], progress: Callable[[int, int], object] | None) -> EquityResult | None:
    """An exact enumeration of ``deals`` deals of ``plan`` on the lean path, here (a few array
    operations in all: :mod:`pokervariants.equity_small`), or ``None`` if it is not small."""
    modules = _lean_modules()
    assert modules is not None  # a plan was made: numpy is here
    small = modules[1]
    if not small.takes(plan, deals):
        return None
    tally = _Tally(len(plan.known), len(shares))
    small.add_small(plan, tally)
    if progress is not None:
        progress(1, 1)
    return _combine([tally], shares, True, "numpy", "")


def _by_table(plan: Any, deals: int) -> bool:
    """Whether an enumeration ranks by lookup table: then each chunk's work is so slight that threads
    only contend for the interpreter, and one thread is quicker."""
    if plan is None:
        return False
    from ._arrays import by_table

    return by_table(plan, deals)


def _cores() -> int:
    """The cores this process may run on (its affinity, where the system says it)."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def _run(
    position: _Position,
    plan: Any,
    exact: bool,
    samples: int,
    seed: int | random.Random | None,
    chunks: int,
    target_error: float | None,
    executor: concurrent.futures.Executor | None,
    progress: Callable[[int, int], object] | None,
    method: str,
    reason: str,
) -> EquityResult:
    """Make the chunks of work, run them on ``executor`` (or here) and add up the result."""
    if target_error is not None and not exact:
        return evolve(_until(position, plan, samples, seed, chunks, target_error, executor, progress), method=method, reason=reason)
    if plan is not None:
        tasks = _array_tasks(position, plan, exact, samples, seed, chunks)
    else:
        tasks = _tasks(position, tuple(n for _, _, n in position.groups or ()), len(position.unseen), exact, samples, seed, chunks)
    parts = _execute(tasks, executor, progress)
    return _combine(parts, position.shares, exact, method, reason)


def _until(
    position: _Position,
    plan: Any,
    most: int,
    seed: int | random.Random | None,
    chunks: int,
    target: float,
    executor: concurrent.futures.Executor | None,
    progress: Callable[[int, int], object] | None,
) -> EquityResult:
    """Sample in rounds of :data:`ROUND_SAMPLES` deals until every player's standard error is at most
    ``target`` (or ``most`` deals are taken). Each round's chunk seeds come from the master seed in
    turn, so the rounds, and where they stop, are the same on every executor."""
    if seed is None:
        raise ValueError("Monte Carlo needs seed= (an int or random.Random), so the result can be reproduced")
    master = seed if isinstance(seed, random.Random) else random.Random(seed) if isinstance(seed, int) and not isinstance(seed, bool) else None
    if master is None:
        raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
    parts: list[_Counts] = []
    taken, rounds = 0, -(-most // ROUND_SAMPLES)
    for number in range(1, rounds + 1):
        size = min(ROUND_SAMPLES, most - taken)
        tasks = _tasks(position, (), 0, False, size, master, chunks)
        if plan is not None:
            tasks = [evolve(task, arrays=evolve(plan, deals=most)) for task in tasks]
        parts += _execute(tasks, executor, None)
        taken += size
        if progress is not None:
            progress(number, rounds)
        result = _combine(parts, position.shares, False)
        if all(p.standard_error <= target for p in result.players):
            break
    return result


_BACKENDS = ("auto", "numpy", "python")


def _array_plan(position: _Position, backend: str, rules: Any = None) -> tuple[Any, str]:
    """The numpy path's plan for ``position`` (or ``None``) and why it is not taken ("" if it is,
    or was not asked for); ``backend="numpy"`` refuses a position it cannot take."""
    if backend not in _BACKENDS:
        raise ValueError(f"backend must be one of {', '.join(map(repr, _BACKENDS))}, not {backend!r:.40}")
    if backend == "python":
        return None, ""
    try:
        import numpy  # noqa: F401  # the extra: pip install 'pokervariants[numpy]'
    except ImportError:
        if backend == "numpy":
            raise ImportError("equity(backend='numpy') needs numpy; install it with pip install 'pokervariants[numpy]'") from None
        return None, "numpy is not installed"
    from ._arrays import plan_for

    plan = plan_for(position, rules)
    if isinstance(plan, str):
        if backend == "numpy":
            raise ValueError(f"equity(backend='numpy') cannot take this game: {plan}")
        return None, plan
    return plan, ""


def _array_tasks(position: _Position, plan: Any, exact: bool, samples: int, seed: int | random.Random | None, chunks: int) -> list[_Task]:
    """The numpy path's chunks: slices of the combinations of unseen cards dealt, or seeded samples
    (the chunk seeds drawn as for the pure path, so a seed gives one answer on every executor)."""
    from ._arrays import BLOCK, combination_count, exact_deals

    if exact:
        combos = combination_count(plan)
        count = max(1, min(chunks, combos, -(-exact_deals(plan) // BLOCK)))  # no chunk smaller than a block: exact sums are the same however split
        bounds = [combos * i // count for i in range(count + 1)]
        plan = evolve(plan, deals=exact_deals(plan))
        return [_Task(position, None, 0, (), bounds[i], bounds[i + 1], plan) for i in range(count)]
    return [evolve(task, arrays=evolve(plan, deals=samples)) for task in _tasks(position, (), 0, False, samples, seed, chunks)]


def _draws(holding: Holding) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """Which draws a holding's cards answer: the face-down ones, the face-up ones, the extra ones."""
    return (holding.down, holding.up, holding.extra)


def _holding(seat: int, value: object) -> Holding:
    if isinstance(value, Holding):
        return value
    if type(value) is str:
        return _parsed(value)
    if isinstance(value, str):
        return Holding.parse(value)
    raise TypeError(f"seat {seat}'s holding is a Holding or text such as 'AsKs/Qd', not {type(value).__name__}")


@functools.lru_cache(maxsize=4096)
def _parsed(text: str) -> Holding:
    """:meth:`Holding.parse`, kept for text seen before: holdings recur from call to call, and a
    :class:`Holding` is immutable (bounded; the cache changes no result, only how soon it comes)."""
    return Holding.parse(text)


@functools.lru_cache(maxsize=1024)
def _text_cards(text: str) -> tuple[Card, ...]:
    """:func:`~pokervariants.core.as_cards` of text (a board, dead cards), kept as :func:`_parsed` is."""
    return as_cards(text)


def _given_cards(value: CardsLike) -> tuple[Card, ...]:
    if type(value) is str:
        return _text_cards(value)
    return () if type(value) is tuple and not value else as_cards(value)


def _claims(held: list[Holding], board: tuple[Card, ...], dead: tuple[Card, ...], pack: range) -> None:
    """Raise for the first card given that is not in the pack or that appears a second time."""
    seen: dict[int, str] = {}
    for seat, holding in enumerate(held):
        for card in holding.cards:
            _claim(seen, card, f"seat {seat}", pack)
    for card in board:
        _claim(seen, card, "the board", pack)
    for card in dead:
        _claim(seen, card, "the dead cards", pack)


def _claim(seen: dict[int, str], card: Card, where: str, pack: range) -> None:
    if int(card) not in pack:
        raise ValueError(f"{card} is not in this game's pack")
    if card in seen:
        raise ValueError(f"{card} appears twice: in {seen[card]} and in {where}")
    seen[card] = where


def _ways(deck: int, sizes: list[int]) -> int:
    ways = 1
    for n in sizes:
        ways *= math.comb(deck, n)
        deck -= n
    return ways


def _tasks(
    position: _Position,
    sizes: tuple[int, ...],
    unseen: int,
    exact: bool,
    samples: int,
    seed: int | random.Random | None,
    chunks: int,
) -> list[_Task]:
    if exact:
        lead_size = next((n for n in sizes if n), 0)  # the first seat still to be dealt: chunks split its cards
        leads = math.comb(unseen, lead_size) if lead_size else 1
        count = min(chunks, leads)
        bounds = [leads * i // count for i in range(count + 1)]
        return [_Task(position, None, 0, sizes, bounds[i], bounds[i + 1]) for i in range(count)]
    if seed is None:
        raise ValueError("Monte Carlo needs seed= (an int or random.Random), so the result can be reproduced")
    if isinstance(seed, random.Random):
        master = seed
    elif isinstance(seed, int) and not isinstance(seed, bool):
        master = random.Random(seed)
    else:
        raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
    count = min(chunks, samples)
    counts = [samples // count + (1 if i < samples % count else 0) for i in range(count)]
    return [_Task(position, master.getrandbits(64), n) for n in counts]


def _execute(tasks: list[_Task], executor: concurrent.futures.Executor | None, progress: Callable[[int, int], object] | None) -> list[_Counts]:
    if executor is None:
        results = []
        for done, task in enumerate(tasks, 1):
            results.append(_run_chunk(task))
            if progress is not None:
                progress(done, len(tasks))
        return results
    futures = [executor.submit(_run_chunk, task) for task in tasks]
    if progress is not None:
        for done, _ in enumerate(concurrent.futures.as_completed(futures), 1):
            progress(done, len(tasks))
    return [future.result() for future in futures]  # in chunk order: the sum is the same whoever ran them


def _added(parts: Sequence[_Counts | _Tally]) -> tuple[Any, ...]:
    """The chunks' tallies added up, field by field after ``trials``: per seat and share, then per seat."""
    def by_share(rows: Iterable[Sequence[Sequence[int]]]) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(map(sum, zip(*seats))) for seats in zip(*rows))

    def by_seat(rows: Iterable[Sequence[int]]) -> tuple[int, ...]:
        return tuple(map(sum, zip(*rows)))

    return (
        by_share(p.wins for p in parts), by_share(p.ties for p in parts), by_share(p.shares for p in parts),
        by_seat(p.scoops for p in parts), by_seat(p.tied for p in parts), by_seat(p.total for p in parts),
        by_seat(p.squares for p in parts), by_seat(p.quartered for p in parts),
    )  # fmt: skip


def _combine(parts: Sequence[_Counts | _Tally], names: tuple[str, ...], exact: bool, method: str = "python", reason: str = "") -> EquityResult:
    """The result from the chunks' whole-number tallies (added up first, so however the work was split
    the figures are the same; a lone :class:`_Tally` is read as it stands)."""
    scale = parts[0].scale
    trials = sum(p.trials for p in parts)
    whole = parts[0] if len(parts) == 1 else _Counts(scale, trials, *_added(parts))
    result = []
    for seat, (total, squares) in enumerate(zip(whole.total, whole.squares)):
        mean = total / (trials * scale)
        variance = max(squares / (trials * scale * scale) - mean * mean, 0.0)
        error = 0.0 if exact else math.sqrt(variance / trials) if trials > 1 else 0.0
        wins, ties, shares = whole.wins[seat], whole.ties[seat], whole.shares[seat]
        result.append(
            PlayerEquity(
                seat,
                mean,
                whole.scoops[seat] / trials,
                whole.tied[seat] / trials,
                error,
                tuple([ShareEquity(name, wins[i] / trials, ties[i] / trials, shares[i] / (trials * scale)) for i, name in enumerate(names)]),
                whole.quartered[seat] / trials,
            )
        )
    return EquityResult(tuple(result), trials, exact, method, reason)
