"""An equity call's arguments, checked, and the spot they describe.

The checks run in the order a reader meets the arguments: the game and the holdings, then the
options that need no cards (:func:`asked`), then the cards, which are dealt out once through the
engine to learn the spot's shape (:func:`spot_of`). What they make, a :class:`Spot`, is all any
way of running it reads, and it pickles, so that chunks of the work can go to other processes.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, cast

from attrs import frozen

from ..core import CARDS, Card, CardsLike, as_cards
from ..engine.state import pack_of
from . import DEFAULT_SAMPLES, EXACT_LIMIT, EXACT_MAX, MAX_CHUNKS, MAX_SAMPLES, TARGET_SAMPLES
from ._dealing import Draws, Extras, Game, Group, Layout, deal_count, extras_of, grouped, probe, shape_of
from ._results import Holding

if TYPE_CHECKING:
    from concurrent.futures import Executor

    from ..engine.protocols import Ranker
    from ._plan import PlanRules

__all__ = ["Ask", "Combos", "Game", "Spot", "asked", "game_of", "given_cards", "holdings_of", "spot_of", "too_many"]

Combos = tuple[tuple[Card, ...], ...]
"""A range's combinations (two cards each in hold'em, four to six in Omaha)."""


@frozen
class Ask:
    """How a call asks for its spot to be run: the options as given, ``samples`` filled in."""

    exact: bool | None
    samples: int
    seed: int | random.Random | None
    chunks: int
    target_error: float | None
    threads: int | None
    executor: Executor | None
    progress: Callable[[int, int], object] | None
    backend: str


@frozen
class Spot:
    """What equity knows, in a form that pickles for other processes: the game, the cards each seat's
    draws take (face down, face up, extra) in order, the board's, and the cards nobody has seen;
    and how the run covers the deals (every one, or samples).

    ``groups`` is set when the game's deal does not depend on the cards (no deal hooks, no phase of
    the game's own): then the engine, dealing the spot out once, has said how many unseen cards each
    seat gets face down and face up, and each deal is those cards ranked directly.
    """

    game: Game
    known: tuple[Draws, ...]
    numbers: tuple[int, ...]
    """The cards nobody has seen, as plain ints, in the pack's order."""
    shares: tuple[str, ...]
    """The names of the pot's shares, as the game's settlement gives them."""
    board: tuple[Card, ...] = ()
    """The community cards already dealt (the board's first draws take them)."""
    groups: tuple[Group, ...] | None = None
    """(seat, face up, unseen cards) for each seat and face the deal gives unseen cards, in seat
    order, then (:data:`~pokervariants.engine.protocols.BOARD`, True, cards) for the board's."""
    rankers: tuple[Ranker, ...] = ()
    flat: bool = False
    """Whether each ranker takes a hand as one set of cards, whichever way up (then a seat's unseen
    cards are one group)."""
    ranges: tuple[tuple[int, Combos], ...] = ()
    """(seat, combinations) for each seat whose hole cards come from a range, the combinations
    holding a known card left out."""
    weights: tuple[tuple[int, tuple[float, ...]], ...] = ()
    """(seat, each combination's weight) for the ranged seats whose combinations are not all as
    likely (the others' are)."""
    extras: Extras | None = None
    """Set (with ``rankers`` and ``flat``) when the deal depends on the cards only through extra
    face-down cards for face-up cards of one rank (Baseball's 4s): the numpy path deals those."""
    rules: PlanRules | None = None
    """What of the numpy path's plan the game and the spot's shape decide, when kept for the shape."""
    exact: bool = False
    """Whether every deal is enumerated (else deals are sampled)."""
    ways: int = 0
    """How many deals an enumeration covers."""

    @property
    def unseen(self) -> tuple[Card, ...]:
        """The cards nobody has seen, as cards (made afresh: a caller that deals many times keeps them)."""
        return tuple([CARDS[c] for c in self.numbers])

    @property
    def fixed(self) -> bool:
        """Whether the game's draws are the same whatever the cards (each deal is ranked without the engine)."""
        return self.groups is not None


def game_of(game: object) -> Game:
    """``game``, once it is seen to be one: a variant with a program and rankers."""
    if getattr(game, "program", None) is None or not hasattr(game, "rankers"):
        raise TypeError(f"equity needs a game (a variant with a program and rankers), not {type(game).__name__}")
    return cast(Game, game)


def holdings_of(game: Game, holdings: Sequence[Holding | str]) -> list[Holding]:
    """Each seat's :class:`~pokervariants.Holding` (given as one, or as text), as many as the game seats."""
    if type(holdings) not in (list, tuple) and (isinstance(holdings, (str, bytes)) or not isinstance(holdings, Iterable)):
        raise TypeError(f"holdings are one Holding or holding text ('AsKs/Qd') a player, not {type(holdings).__name__}")
    held = [_parsed(h) if type(h) is str else _holding(seat, h) for seat, h in enumerate(holdings)]
    if len(held) < 2:
        raise ValueError(f"equity needs at least two players, got {len(held)}")
    if not game.min_players <= len(held) <= game.max_players:
        raise ValueError(f"{game.name} takes {game.min_players} to {game.max_players} players, got {len(held)}")
    return held


def asked(
    *,
    exact: bool | None,
    samples: int | None,
    seed: int | random.Random | None,
    chunks: int,
    target_error: float | None,
    threads: int | None,
    executor: Executor | None,
    progress: Callable[[int, int], object] | None,
    backend: str,
) -> Ask:
    """The options, checked as far as they can be before the cards are known (``threads`` and
    ``backend`` are checked when the way to run is chosen, ``seed`` when deals are sampled)."""
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
    return Ask(exact, samples, seed, chunks, target_error, threads, executor, progress, backend)


def spot_of(game: Game, held: list[Holding], board: CardsLike, dead: CardsLike, exact: bool | None, *, most: int | None = EXACT_MAX) -> Spot:
    """The spot the cards describe, each of them checked against the game and against the others, and
    whether its deals are enumerated (``exact``: ``None`` decides by how many there are). An exact
    spot of more than ``most`` deals is refused (``None``: the caller checks, once it knows whether
    the deals are counted rather than dealt)."""
    dead_cards = given_cards(dead)
    board_cards = given_cards(board)
    pack = pack_of(game)
    seen = _seen(held, board_cards, dead_cards, pack)
    ranged, weighted = _ranges(held, seen)
    if ranged and exact:
        raise ValueError("ranges are enumerated exactly by equity() itself: this spot is sampled")
    draws = getattr(game, "equity_draws", _draws)
    known = tuple([draws(h) for h in held])
    numbers = tuple(itertools.filterfalse(seen.__contains__, pack))
    facts, layout = shape_of(game, tuple([(len(d), len(u), len(e)) for d, u, e in known]), len(board_cards), len(numbers))
    dealt = None
    if layout is None:  # not kept for the shape: deal the spot out
        layout, dealt = probe(game, known, board_cards, tuple([CARDS[c] for c in numbers]))
        if facts.fixed:
            layout = grouped(game, layout, dealt, len(board_cards))
    _fits(game, held, layout, board_cards, ranged)
    groups, rankers, flat = layout.groups, layout.rankers, layout.flat
    ranges: tuple[tuple[int, Combos], ...] = ()
    extras: Extras | None = None
    if ranged:
        if groups is None:
            raise ValueError("ranges need a game whose deal does not depend on the cards (no deal hooks, the library's own phases)")
        ranges, exact = tuple(sorted(ranged.items())), False
    elif groups is None:
        extras = extras_of(game, known, board_cards, numbers, layout)
        if extras is not None:
            assert dealt is not None  # a game with hooks is dealt out every call
            rankers = tuple(game.rankers_for(dealt.state))
            flat = all(getattr(r, "flat", False) is True for r in rankers)
    ways = layout.ways or deal_count(len(numbers), [n for _, _, n in groups or ()])
    if exact is None:
        exact = groups is not None and ways <= EXACT_LIMIT
    if exact and groups is None:
        raise ValueError("exact enumeration is not available for games with deal hooks or phases of their own: use Monte Carlo")
    if exact and most is not None and ways > most:
        raise too_many(ways)
    weights = tuple(sorted(weighted.items()))
    return Spot(game, known, numbers, facts.shares, board_cards, groups, rankers, flat, ranges, weights, extras, layout.rules, exact, ways)


def too_many(ways: int) -> ValueError:
    """The error for an exact spot of more deals than :data:`~pokervariants.equity.EXACT_MAX`."""
    return ValueError(f"exact enumeration would take {ways:,} deals (at most {EXACT_MAX:,}): use Monte Carlo")


def _fits(game: Game, held: list[Holding], layout: Layout, board: tuple[Card, ...], ranged: dict[int, Combos]) -> None:
    """Raise unless the known cards fit the deal the layout says: no seat holds more than its draws
    take, extra cards only as hooks set them off, a board no longer than the game's, and a range
    only for a seat dealt as many hole cards from here as its combinations hold."""
    for seat, (holding, (left, extra_left)) in enumerate(zip(held, layout.left)):
        if left:
            raise ValueError(f"seat {seat} holds {len(holding.down)} down and {len(holding.up)} up, more than the game deals"
                             + (" (give cards from deal hooks as extra)" if game.hooks else ""))
        if extra_left:
            earned = len(holding.extra) - extra_left
            raise ValueError(f"seat {seat} has {len(holding.extra)} extra cards, but the player's cards earned {earned}"
                             if game.hooks else f"seat {seat} has extra cards, but this game has no deal hooks to set them off")
    if len(board) > layout.board:
        raise ValueError(f"the board holds {len(board)} cards, but {game.name} deals {layout.board} to it here")
    for seat, combos in ranged.items():
        width = len(combos[0])
        if layout.faces[seat] != (width, 0, 0):
            down, up, _ = layout.faces[seat]
            raise ValueError(f"seat {seat}: a range of {width}-card hands stands for the hole cards, and {game.name} deals the seat {down} down and {up} up from here")


def _ranges(held: list[Holding], seen: set[int]) -> tuple[dict[int, Combos], dict[int, tuple[float, ...]]]:
    """Each ranged seat's combinations that hold no card seen elsewhere, and the weights of those
    seats whose combinations are not all as likely."""
    ranged: dict[int, Combos] = {}
    weighted: dict[int, tuple[float, ...]] = {}
    for seat, holding in enumerate(held):
        if holding.range:
            if holding.cards:
                raise ValueError(f"seat {seat} has a range and known cards: a range stands for the hole cards, give one or the other")
            if holding.range.uniform:  # (the usual range: no weights to keep beside the combinations)
                ranged[seat] = tuple([c for c in holding.range.combos if seen.isdisjoint(c)])
            else:
                kept = [(c, w) for c, w in zip(holding.range.combos, holding.range.weights) if seen.isdisjoint(c)]
                ranged[seat] = tuple(c for c, _ in kept)
                if any(w != 1 for _, w in kept):
                    weighted[seat] = tuple(float(w) for _, w in kept)
            if not ranged[seat]:
                raise ValueError(f"seat {seat}'s range has no combination left: each holds a card seen elsewhere")
    return ranged, weighted


def _draws(holding: Holding) -> Draws:
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


def given_cards(value: CardsLike) -> tuple[Card, ...]:
    if type(value) is str:
        return _text_cards(value)
    return () if type(value) is tuple and not value else as_cards(value)


def _seen(held: list[Holding], board: tuple[Card, ...], dead: tuple[Card, ...], pack: range) -> set[int]:
    """Every card given (the holdings', the board's, the dead ones), once each shown to be in the pack and given once."""
    given = [card for holding in held for card in holding.cards]
    given += board
    given += dead
    seen: set[int] = set(given)
    if len(seen) < len(given) or (given and not (pack.step == 1 and pack.start <= min(given) and max(given) < pack.stop)):
        _claims(held, board, dead, pack)  # says which card is out of the pack or appears twice
    return seen


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
