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
import math
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations, islice
from typing import Any

from attrs import field, frozen

from .cards import Card, CardsLike, as_cards
from .hooks import DealEffect, DealHook
from .rankers import Ranker

__all__ = ["EquityResult", "Holding", "PlayerEquity", "ShareEquity", "equity"]

DEFAULT_CHUNKS = 16
"""How many pieces the work is split into (whatever runs them)."""
EXACT_LIMIT = 200_000
"""Enumerate exactly when there are at most this many ways to deal the rest."""
EXACT_MAX = 50_000_000
"""The most deals ``exact=True`` will enumerate (beyond it, sample)."""
MAX_SAMPLES = 100_000_000
"""The most Monte Carlo deals one call takes: a standard error of about 0.005%, and some hours of work
on one core. Larger runs are refused at once rather than left running out of sight."""
MAX_CHUNKS = 4096
"""The most chunks the work may be split into (each is a task for an executor)."""


def _cards(value: CardsLike) -> tuple[Card, ...]:
    return as_cards(value)


@frozen(kw_only=True)
class Holding:
    """A player's known cards: face ``down``, face ``up``, and ``extra`` cards set off by deal hooks.

    Leave out cards you cannot see: an opponent's hole cards are dealt at
    random from the unseen cards, exactly like cards still to come.

    >>> Holding.parse("AsKs/Qd")
    Holding(down=(Card('As'), Card('Ks')), up=(Card('Qd'),), extra=())
    >>> Holding.parse("/9c4d/7h").extra  # Baseball: the 4 earned the 7h
    (Card('7h'),)
    """

    down: tuple[Card, ...] = field(default=(), converter=_cards)
    up: tuple[Card, ...] = field(default=(), converter=_cards)
    extra: tuple[Card, ...] = field(default=(), converter=_cards)
    """Cards dealt because of a deal hook (Baseball's face-up 4s); they are not part of the schedule."""

    @classmethod
    def parse(cls, text: str) -> Holding:
        """``"down/up"`` or ``"down/up/extra"`` (``"AsKs/Qd"``); a bare ``"AsKs"`` is face-down cards."""
        if not isinstance(text, str):
            raise TypeError(f"a holding is text such as 'AsKs/Qd', not {type(text).__name__}")
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
    alone; ``tie`` the chance of a tie for the best hand in some share."""

    seat: int
    equity: float
    win: float
    tie: float
    standard_error: float
    shares: tuple[ShareEquity, ...]


@frozen
class EquityResult:
    """Every player's outlook, how many deals it covers, and whether they were enumerated exactly."""

    players: tuple[PlayerEquity, ...]
    trials: int
    exact: bool

    def table(self) -> str:
        """The result as a small text table.

        >>> from pokervariants import Razz
        >>> print(equity(Razz(ante=1, bring_in=2, small_bet=5, big_bet=10), ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"]).table())
        seat   equity      win      tie  std err
           0   100.0%   100.0%     0.0%    exact
           1     0.0%     0.0%     0.0%    exact
        """
        lines = [f"{'seat':>4}  {'equity':>7}  {'win':>7}  {'tie':>7}  {'std err':>7}"]
        for p in self.players:
            error = "exact" if self.exact else f"{100 * p.standard_error:.2f}%"
            lines.append(f"{p.seat:>4}  {100 * p.equity:6.1f}%  {100 * p.win:6.1f}%  {100 * p.tie:6.1f}%  {error:>7}")
        return "\n".join(lines)


# --- what a game looks like to the calculator ------------------------------------------------


@frozen
class _Game:
    """The parts of a game equity needs, in a form that pickles for other processes."""

    up_slots: int
    down_slots: int
    rankers: tuple[Ranker, ...]
    hooks: tuple[DealHook, ...]
    split: str  # "single": one pot; "hilo": high half and qualifying low half; "outright": ties win nothing
    share_names: tuple[str, ...]


def _describe(game: Any) -> _Game:
    from .variants.bailey import Bailey

    if isinstance(game, Bailey):
        return _Game(2, 3, tuple(game.rankers), (), "outright", ("all",))
    streets = getattr(game, "streets", None)
    rankers = tuple(getattr(game, "rankers", ()))
    if not streets or not rankers:
        raise TypeError(f"equity needs a game with streets and rankers, or Bailey's Poker; got {game!r}")
    slots = [face_up for street in streets for face_up in street.cards]
    hooks = tuple(getattr(game, "deal_hooks", ()))
    if len(rankers) == 2:
        return _Game(sum(slots), len(slots) - sum(slots), rankers, hooks, "hilo", ("high", "low"))
    return _Game(sum(slots), len(slots) - sum(slots), rankers[:1], hooks, "single", ("all",))


# --- one chunk of work ------------------------------------------------------------------------


@frozen
class _Task:
    game: _Game
    known: tuple[tuple[Card, ...], ...]
    to_come: tuple[tuple[int, int, int], ...]  # per player: face-up, face-down, and owed extra cards still to deal
    deck: tuple[Card, ...]
    seed: int | None  # Monte Carlo chunk seed, or None for an exact slice
    samples: int
    start: int = 0  # exact: the slice of the first enumerated player's combinations
    stop: int = 0


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


class _Tally:
    def __init__(self, players: int, shares: int) -> None:
        self.scale = 2 * math.lcm(*range(1, players + 1))  # a half pot split any number of ways is whole
        self.trials = 0
        self.wins = [[0] * shares for _ in range(players)]
        self.ties = [[0] * shares for _ in range(players)]
        self.shares = [[0] * shares for _ in range(players)]
        self.scoops = [0] * players
        self.tied = [0] * players
        self.total = [0] * players
        self.squares = [0] * players

    def add(self, game: _Game, hands: list[tuple[Card, ...]]) -> None:
        players = len(hands)
        whole, half = self.scale, self.scale // 2
        got = [0] * players
        tie_any = [False] * players
        if game.split == "hilo":
            highs = [game.rankers[0].rank(h) for h in hands]
            lows = [game.rankers[1].rank(h) for h in hands]
            parts = [(0, highs, half), (1, lows, half)] if max(lows) > 0 else [(0, highs, whole)]
        else:
            parts = [(0, [game.rankers[0].rank(h) for h in hands], whole)]
        for share, ranks, size in parts:
            best = max(ranks)
            winners = [p for p in range(players) if ranks[p] == best and best > 0]
            if len(winners) == 1:
                self.wins[winners[0]][share] += 1
            else:
                for p in winners:
                    self.ties[p][share] += 1
                    tie_any[p] = True
            if game.split == "outright" and len(winners) > 1:
                continue  # Bailey's Poker: a tie wins nothing (the stakes go to the kitty)
            for p in winners:
                part = size // len(winners)
                self.shares[p][share] += part
                got[p] += part
        self.trials += 1
        for p in range(players):
            if got[p] == whole:
                self.scoops[p] += 1
            if tie_any[p]:
                self.tied[p] += 1
            self.total[p] += got[p]
            self.squares[p] += got[p] * got[p]

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
        )


def _deal_with_hooks(hooks: tuple[DealHook, ...], card: Card, face_up: bool, extra: bool, draw: Callable[[], Card | None], into: list[Card]) -> None:
    into.append(card)
    for hook in hooks:
        for effect in hook.on_deal(card, face_up, extra):
            if effect is DealEffect.EXTRA_CARD:
                bonus = draw()
                if bonus is not None:  # forfeited if the pack is empty
                    _deal_with_hooks(hooks, bonus, False, True, draw, into)


def _run_chunk(task: _Task) -> _Counts:
    """One chunk: ``samples`` random deals from ``seed``, or a slice of the exact enumeration."""
    game = task.game
    tally = _Tally(len(task.known), len(game.share_names))
    if task.seed is not None:
        rng = random.Random(task.seed)
        deck = list(task.deck)
        needed = sum(u + d + e for u, d, e in task.to_come)
        for _ in range(task.samples):
            if game.hooks:
                rng.shuffle(deck)
                position = 0

                def draw() -> Card | None:
                    nonlocal position
                    if position >= len(deck):
                        return None
                    position += 1
                    return deck[position - 1]

                hands = []
                for known, (up, down, owed) in zip(task.known, task.to_come):
                    held = list(known)
                    for face_up, extra in ((True, False),) * up + ((False, False),) * down + ((False, True),) * owed:
                        card = draw()
                        if card is None:
                            break
                        _deal_with_hooks(game.hooks, card, face_up, extra, draw, held)
                    hands.append(tuple(held))
            else:
                drawn = rng.sample(deck, needed)
                hands = []
                position = 0
                for known, (up, down, _) in zip(task.known, task.to_come):
                    hands.append(known + tuple(drawn[position : position + up + down]))
                    position += up + down
            tally.add(game, hands)
        return tally.counts()
    sizes = [u + d for u, d, _ in task.to_come]
    first = next((p for p, n in enumerate(sizes) if n), None)
    if first is None:
        tally.add(game, [tuple(k) for k in task.known])
        return tally.counts()
    for lead in islice(combinations(task.deck, sizes[first]), task.start, task.stop):
        rest = [c for c in task.deck if c not in lead]
        for tail in _assignments(rest, sizes, first + 1):
            fill = {first: lead, **tail}
            tally.add(game, [task.known[p] + tuple(fill.get(p, ())) for p in range(len(sizes))])
    return tally.counts()


def _assignments(deck: list[Card], sizes: list[int], player: int) -> Iterator[dict[int, tuple[Card, ...]]]:
    """Every way to give players ``player`` onward their ``sizes`` of cards from ``deck``."""
    if player >= len(sizes):
        yield {}
        return
    if not sizes[player]:
        yield from _assignments(deck, sizes, player + 1)
        return
    for combo in combinations(deck, sizes[player]):
        rest = [c for c in deck if c not in combo]
        for tail in _assignments(rest, sizes, player + 1):
            yield {player: combo, **tail}


# --- the calculation ---------------------------------------------------------------------------


def equity(
    game: Any,
    holdings: Sequence[Holding | str],
    *,
    dead: CardsLike = (),
    samples: int = 100_000,
    seed: int | random.Random | None = None,
    exact: bool | None = None,
    executor: concurrent.futures.Executor | None = None,
    chunks: int = DEFAULT_CHUNKS,
    progress: Callable[[int, int], object] | None = None,
) -> EquityResult:
    """Each live player's equity in ``game`` from the known cards in ``holdings`` (one per player, in seat order).

    ``dead`` cards are out of play. At most :data:`MAX_SAMPLES` samples and :data:`MAX_CHUNKS`
    chunks are taken; anything larger is refused at once. ``exact=None`` enumerates every deal when there are at most
    :data:`EXACT_LIMIT` of them and the game has no deal hooks, and otherwise samples ``samples``
    deals from ``seed`` (required then). ``executor`` runs the chunks; ``progress(done, total)``
    is called as chunks finish. Hi/lo games report a ``"high"`` and a ``"low"`` share; Baseball
    deals its extra cards (also one unseen card for each face-up 4 whose extra card is not given)
    and counts its wild cards (everyone is assumed to stay in: no pot matches are refused);
    Bailey's Poker ranks its best three of five, and a tie wins nothing. The stud rule of a
    shared community card when the pack runs short is not modelled: a deal that needs more cards
    than are unseen is refused.
    """
    shape = _describe(game)
    if isinstance(holdings, (str, bytes)) or not isinstance(holdings, Iterable):
        raise TypeError(f"holdings are one Holding or holding text ('AsKs/Qd') a player, not {type(holdings).__name__}")
    held = [_holding(seat, h) for seat, h in enumerate(holdings)]
    if len(held) < 2:
        raise ValueError(f"equity needs at least two players, got {len(held)}")
    if isinstance(chunks, bool) or not isinstance(chunks, int) or not 1 <= chunks <= MAX_CHUNKS:
        raise ValueError(f"chunks must be a positive int, at most {MAX_CHUNKS:,} (MAX_CHUNKS), got {chunks!r:.40}")
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise ValueError(f"samples must be a positive int, at most {MAX_SAMPLES:,} (MAX_SAMPLES), got {samples!r:.40}")
    if exact is not None and not isinstance(exact, bool):
        raise TypeError(f"exact is True, False or None (decide by the size), not {type(exact).__name__}")
    dead_cards = as_cards(dead)
    pack = 52 + getattr(game, "jokers", 0)
    seen: dict[int, str] = {}
    for seat, holding in enumerate(held):
        for card in holding.cards:
            _claim(seen, card, f"seat {seat}", pack)
    for card in dead_cards:
        _claim(seen, card, "the dead cards", pack)
    to_come = []
    for seat, holding in enumerate(held):
        if holding.extra and not shape.hooks:
            raise ValueError(f"seat {seat} has extra cards, but this game has no deal hooks to set them off")
        up = shape.up_slots - len(holding.up)
        down = shape.down_slots - len(holding.down)
        if shape.split == "outright":  # Bailey's Poker: face-down cards turn up, so count cards, not slots
            up, down = 0, shape.up_slots + shape.down_slots - len(holding.down) - len(holding.up)
        if up < 0 or down < 0:
            raise ValueError(
                f"seat {seat} holds {len(holding.down)} down and {len(holding.up)} up, more than the game deals "
                f"({shape.down_slots} down and {shape.up_slots} up)"
                + (" (give cards from deal hooks as extra)" if shape.hooks else "")
            )
        owed = _extras_earned(shape.hooks, holding) - len(holding.extra)
        if owed < 0:
            raise ValueError(f"seat {seat} has {len(holding.extra)} extra cards, but the player's cards earned {owed + len(holding.extra)}")
        to_come.append((up, down, owed))  # owed: extra cards already dealt face down, unseen
    deck = tuple(Card(c) for c in range(pack) if c not in seen)
    needed = sum(u + d + e for u, d, e in to_come)
    if needed > len(deck):
        raise ValueError(f"the rest of the deal needs {needed} cards, but only {len(deck)} are unseen")
    ways = _ways(len(deck), [u + d for u, d, _ in to_come])
    if exact is None:
        exact = not shape.hooks and ways <= EXACT_LIMIT
    if exact and shape.hooks:
        raise ValueError("exact enumeration is not available for games with deal hooks (extra cards): use Monte Carlo")
    if exact and ways > EXACT_MAX:
        raise ValueError(f"exact enumeration would take {ways:,} deals (at most {EXACT_MAX:,}): use Monte Carlo")
    known = tuple(h.cards for h in held)
    tasks = _tasks(shape, known, tuple(to_come), deck, exact, samples, seed, chunks)
    parts = _execute(tasks, executor, progress)
    return _combine(parts, shape, exact)


def _holding(seat: int, value: object) -> Holding:
    if isinstance(value, Holding):
        return value
    if isinstance(value, str):
        return Holding.parse(value)
    raise TypeError(f"seat {seat}'s holding is a Holding or text such as 'AsKs/Qd', not {type(value).__name__}")


def _extras_earned(hooks: tuple[DealHook, ...], holding: Holding) -> int:
    """How many extra cards the deal hooks owe for the cards already dealt face up (and the extras themselves)."""
    earned = 0
    for card in holding.up:
        earned += sum(effect is DealEffect.EXTRA_CARD for hook in hooks for effect in hook.on_deal(card, True, False))
    for card in holding.extra:
        earned += sum(effect is DealEffect.EXTRA_CARD for hook in hooks for effect in hook.on_deal(card, False, True))
    return earned


def _claim(seen: dict[int, str], card: Card, where: str, pack: int) -> None:
    if card >= pack:
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
    shape: _Game,
    known: tuple[tuple[Card, ...], ...],
    to_come: tuple[tuple[int, int, int], ...],
    deck: tuple[Card, ...],
    exact: bool,
    samples: int,
    seed: int | random.Random | None,
    chunks: int,
) -> list[_Task]:
    if exact:
        sizes = [u + d for u, d, _ in to_come]
        lead_size = next((n for n in sizes if n), 0)  # the first player still to be dealt: chunks split that player's cards
        leads = math.comb(len(deck), lead_size) if lead_size else 1
        count = min(chunks, leads)
        bounds = [leads * i // count for i in range(count + 1)]
        return [_Task(shape, known, to_come, deck, None, 0, bounds[i], bounds[i + 1]) for i in range(count)]
    if seed is None:
        raise ValueError("Monte Carlo needs seed= (an int or random.Random), so the result can be reproduced")
    if isinstance(seed, random.Random):
        master = seed
    elif isinstance(seed, int) and not isinstance(seed, bool):
        master = random.Random(seed)
    else:
        raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
    count = min(chunks, samples)
    sizes = [samples // count + (1 if i < samples % count else 0) for i in range(count)]
    return [_Task(shape, known, to_come, deck, master.getrandbits(64), n) for n in sizes]


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


def _combine(parts: list[_Counts], shape: _Game, exact: bool) -> EquityResult:
    players = len(parts[0].total)
    scale = parts[0].scale
    trials = sum(p.trials for p in parts)
    result = []
    for seat in range(players):
        total = sum(p.total[seat] for p in parts)
        squares = sum(p.squares[seat] for p in parts)
        mean = total / (trials * scale)
        variance = max(squares / (trials * scale * scale) - mean * mean, 0.0)
        error = 0.0 if exact else math.sqrt(variance / trials) if trials > 1 else 0.0
        shares = tuple(
            ShareEquity(
                name,
                sum(p.wins[seat][i] for p in parts) / trials,
                sum(p.ties[seat][i] for p in parts) / trials,
                sum(p.shares[seat][i] for p in parts) / (trials * scale),
            )
            for i, name in enumerate(shape.share_names)
        )
        result.append(
            PlayerEquity(
                seat,
                mean,
                sum(p.scoops[seat] for p in parts) / trials,
                sum(p.tied[seat] for p in parts) / trials,
                error,
                shares,
            )
        )
    return EquityResult(tuple(result), trials, exact)
