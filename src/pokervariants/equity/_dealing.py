"""Dealing a spot out through the engine: the card source, one deal played out, and what a deal
tells of the spot's shape.

Equity never models a game's deal itself. It deals the spot out once through the engine's
:class:`~pokervariants.Hand` (everyone staying in, no betting), with a card source that answers
each seat's draws with its known cards first and then with unseen ones, and reads off what the
deal asked for: the :class:`Layout`. A game whose draws are the same whatever the cards (no deal
hooks, only the library's own phases) then needs the engine no more: each deal is the unseen
cards each group takes, ranked. For the library's own games the layout is kept for each shape of
spot, so a call with a shape seen before deals nothing out.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, cast

from attrs import evolve, frozen

from ..core import CARDS, Card, DeckExhaustedError
from ..engine.hand import Hand
from ..engine.hooks import DealEffect, FaceUpRank
from ..engine.protocols import BOARD, GameVariant
from ..engine.state import pack_of
from ._plan import PlanRules, plan_rules
from ._results import Split

if TYPE_CHECKING:
    from ..engine.protocols import Ranker
    from ..engine.table import Table

__all__ = [
    "DEAL_OUT_STACK", "Draws", "Extras", "Facts", "Game", "Group", "Layout", "Settlement", "Source",
    "deal_count", "deal_out", "extras_of", "facts_of", "grouped", "ours", "probe", "settlement", "shape_of",
]  # fmt: skip

Draws = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
"""The cards a seat's draws take, in order: face down, face up, extra (set off by deal hooks)."""

Group = tuple[int, bool, int]
"""(seat or :data:`~pokervariants.engine.protocols.BOARD`, face up, how many unseen cards) of a
group of cards a deal gives out."""

DEAL_OUT_STACK = 10**12
"""Chips each seat gets when a spot is dealt out: enough for any pot match, so everyone stays in."""


Game = GameVariant
"""What equity reads of a game is what the engine reads (:class:`~pokervariants.engine.GameVariant`):
its name and seats, the program and deal hooks, and the rankers each hand's state calls for.
:func:`~pokervariants.equity` checks for the program and the rankers."""


class Settlement(Protocol):
    """A program's settlement as equity reads it: the names of the pot's shares, and how a showdown's
    ranks share it (the engine's ``Settle``, Bailey's Poker's ``StakeSettlement``)."""

    def share_names(self, rankers: int) -> Sequence[str]: ...

    def split(self, ranks: dict[int, tuple[int, ...]]) -> Split: ...


def settlement(game: Game) -> Settlement:
    """The phase of ``game``'s program that settles (the program says which)."""
    program = game.program
    return cast(Settlement, program.steps[program.settle_index][1])


def ours(game: Game) -> bool:
    """Whether every phase of ``game``'s program is the library's own (none deals or sets the state
    by what it sees)."""
    return all(type(phase).__module__.startswith("pokervariants.") for _, phase in game.program.steps)


class Source:
    """The card source a spot is dealt out from: each seat's known cards first, as its draws ask
    for them, then unseen cards at random (and it counts, per seat and face, how many were unseen)."""

    __slots__ = ("queues", "board", "pool", "below", "faces", "left")

    def __init__(self, known: Sequence[Draws], board: Sequence[Card], unseen: Sequence[Card], rng: random.Random) -> None:
        self.queues = [[list(down), list(up), list(extra)] for down, up, extra in known]
        self.board = list(board)
        self.pool = list(unseen)
        # what rng.randrange(n) returns (the same numbers), without its argument checks
        self.below: Callable[[int], int] = getattr(rng, "_randbelow", rng.randrange)
        self.faces: list[list[int]] = [[0, 0, 0] for _ in self.queues]  # unseen draws per seat: face down, face up, extra
        self.left = len(self.pool) + len(self.board) + sum(len(q) for seat in self.queues for q in seat)

    @property
    def remaining(self) -> int:
        """The cards left to draw."""
        return self.left

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        """The next card for ``seat`` (or the board): a known one while the seat has any left, else an unseen one."""
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
        """A card for each of ``seats``, in turn."""
        return [self.draw(seat, face_up) for seat in seats]

    def copy(self) -> Source:
        """An independent copy, as the engine's card sources give."""
        clone = Source.__new__(Source)
        clone.queues = [[list(q) for q in seat] for seat in self.queues]
        clone.board, clone.pool, clone.below, clone.left = list(self.board), list(self.pool), self.below, self.left
        clone.faces = [list(f) for f in self.faces]
        return clone


def deal_out(game: Game, seats: int, source: Source) -> Table:
    """Deal the rest of the hand through the engine, everyone staying in; the table at the showdown."""
    return Hand(game, [DEAL_OUT_STACK] * seats, source, deal_out=True)._t


@frozen
class Facts:
    """What equity needs to know of a game before any card: the names of its pot's shares, and
    whether its draws are ``fixed`` (the same whatever the cards: no deal hooks, and only the
    library's own phases, none of which deals or sets the state by what it sees)."""

    shares: tuple[str, ...]
    fixed: bool


def facts_of(game: Game) -> Facts:
    """The :class:`Facts` of ``game``."""
    shares = tuple(settlement(game).share_names(len(game.rankers_for(game.initial_state()))))
    # The same draws whatever the cards when no hook reads them and every phase is the library's (a
    # phase of the game's own might set the state or deal by what it sees): then each deal is its
    # cards ranked, without the engine. Burns and gamble cards do not play: leaving them undealt
    # changes no chance.
    return Facts(shares, not game.hooks and ours(game))


@frozen
class Layout:
    """What dealing a spot out once through the engine tells: per seat, the unseen cards its
    draws took (face down, face up, extra) and its known cards no draw asked for (whether any face
    down or up, how many extra); and the community cards the deal has in all. For a game whose draws
    are fixed also the ``groups`` of unseen cards each deal ranks, the showdown's ``rankers``, and
    whether they are ``flat`` (each hand one set of cards, whichever way up)."""

    faces: tuple[tuple[int, int, int], ...]
    left: tuple[tuple[bool, int], ...]
    board: int
    scheduled: tuple[Group, ...]
    """(seat, face up, unseen cards) for each seat and face the schedule gives unseen cards."""
    groups: tuple[Group, ...] | None = None
    """The groups each deal gives out: the ``scheduled`` ones (merged per seat when the rankers are
    flat), then the board's cards to come."""
    rankers: tuple[Ranker, ...] = ()
    flat: bool = False
    ways: int = 0
    """How many deals an exact enumeration of the groups covers (kept layouts only)."""
    rules: PlanRules | None = None
    """What of the numpy path's plan does not depend on the cards (kept layouts only; see
    ``_plan.plan_rules``)."""


def shape_of(game: Game, shape: tuple[tuple[int, int, int], ...], board: int, unseen: int) -> tuple[Facts, Layout | None]:
    """The game's :class:`Facts`, and the :class:`Layout` of a spot of this shape (how many cards each
    seat holds, down, up and extra, the board holds and nobody has seen) when the game's draws are
    fixed and the game is one of the library's own: kept from an earlier call (``None`` otherwise:
    then :func:`probe` deals the spot out)."""
    if type(game).__module__.startswith("pokervariants."):
        try:
            return _kept_shape(game, shape, board, unseen)
        except TypeError:  # unhashable: a field holds something mutable
            pass
    return facts_of(game), None


@functools.lru_cache(maxsize=256)
def _kept_shape(game: Game, shape: tuple[tuple[int, int, int], ...], board: int, unseen: int) -> tuple[Facts, Layout | None]:
    """:func:`shape_of` a game of the library's own, worked out once a process for each shape
    (bounded; it holds only immutable values, and a fixed game deals every spot of a shape alike:
    the cache changes no result, only how soon it comes)."""
    facts = facts_of(game)
    return facts, _fixed_layout(game, shape, board, unseen) if facts.fixed else None


def _fixed_layout(game: Game, shape: tuple[tuple[int, int, int], ...], board: int, unseen: int) -> Layout:
    """The layout of any spot of a game whose draws are fixed, from its shape alone: the engine deals
    out a stand-in spot of that shape (the pack's cards in order). With the groups, the ways to
    deal them, and what of the numpy path's plan the shape decides."""
    cards = [CARDS[c] for c in pack_of(game)]
    at = 0
    known = []
    for counts in shape:
        parts = []
        for n in counts:
            parts.append(tuple(cards[at : at + n]))
            at += n
        known.append((parts[0], parts[1], parts[2]))
    layout, dealt = probe(game, tuple(known), tuple(cards[at : at + board]), tuple(cards[len(cards) - unseen :]))
    layout = grouped(game, layout, dealt, board)
    held = tuple(sum(counts) for counts in shape)
    assert layout.groups is not None
    rules = plan_rules(game, layout.rankers, layout.flat, layout.groups, held, board, None)
    return evolve(layout, ways=deal_count(unseen, [n for _, _, n in layout.groups]), rules=rules)


def probe(game: Game, known: tuple[Draws, ...], board: tuple[Card, ...], unseen: tuple[Card, ...]) -> tuple[Layout, Table]:
    """Deal the spot out once (any unseen cards will do) and say what the deal asked for: its
    :class:`Layout`, and the table at its showdown (whose state says the rankers)."""
    probe = Source(known, board, unseen, random.Random(0))
    try:
        dealt = deal_out(game, len(known), probe)
    except DeckExhaustedError:
        raise ValueError(f"the rest of the deal needs more cards than the {len(unseen)} unseen") from None
    faces = tuple((down, up, extra) for down, up, extra in probe.faces)
    left = tuple((bool(queue[0] or queue[1]), len(queue[2])) for queue in probe.queues)
    scheduled = tuple((seat, bool(face), n) for seat, counts in enumerate(faces) for face, n in enumerate(counts[:2]) if n)
    return Layout(faces, left, len(dealt.board), scheduled), dealt


def grouped(game: Game, layout: Layout, dealt: Table, board: int) -> Layout:
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


def deal_count(deck: int, sizes: Sequence[int]) -> int:
    """How many ways there are to deal groups of these ``sizes`` in turn from ``deck`` cards."""
    ways = 1
    for n in sizes:
        ways *= math.comb(deck, n)
        deck -= n
    return ways


@frozen
class Extras:
    """A deal whose hooks only give an extra face-down card for each card of ``rank`` dealt face up
    (and schedule pot matches, which change no card while everyone stays in): the groups dealt
    before any extra card, each seat's extra cards owed already for its known face-up cards of
    ``rank``, and the most extra cards a deal can need."""

    rank: int
    owed: tuple[int, ...]
    groups: tuple[Group, ...]
    most: int


def extras_of(game: Game, known: Sequence[Draws], board: Sequence[Card], unseen: Sequence[int], layout: Layout) -> Extras | None:
    """The :class:`Extras` of a spot whose game's hooks are only :class:`~pokervariants.FaceUpRank`
    extras (one rank) and pot matches, with the library's own phases, and whose deal can never run
    the pack short (a community card would depend on the extras); ``None`` otherwise. The
    ``layout`` says the cards the schedule deals each seat, face down and face up, before any extra
    card, and the community cards the deal has in all."""
    hooks = getattr(game, "deal_hooks", ())
    if not hooks or not ours(game):
        return None
    ranks = set()
    for hook in hooks:
        if type(hook) is not FaceUpRank or hook.effect not in (DealEffect.EXTRA_CARD, DealEffect.MATCH_OR_DROP):
            return None
        if hook.effect is DealEffect.EXTRA_CARD:
            ranks.add(int(hook.rank))
    if len(ranks) != 1 or layout.board != len(board):
        return None
    (rank,) = ranks
    groups = layout.scheduled
    owed = tuple(max(0, sum(1 for c in up if c < 52 and c >> 2 == rank) - len(extra)) for _, up, extra in known)
    needed = sum(n for _, _, n in groups)
    up_dealt = sum(n for _, face, n in groups if face)
    most = sum(owed) + min(up_dealt, sum(1 for c in unseen if c < 52 and c >> 2 == rank))
    burns = sum(1 for _, phase in game.program.steps if getattr(phase, "burn", False) is True)  # each street's, at the most
    if needed + burns + most > len(unseen):
        return None  # the pack could run short: a community card, a burn left out, or an extra card forfeited
    return Extras(rank, owed, groups, most)
