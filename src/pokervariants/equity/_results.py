"""What equity reports, and the tallies it is added up from.

:class:`Holding` is a player's known cards as a call gives them; :class:`EquityResult` (each
seat's :class:`PlayerEquity`, each share's :class:`ShareEquity`) is the answer. Every way of
running a spot adds its deals to a :class:`Tally` in whole numbers, so that :func:`combine` gives
the same figures however the deals were split into chunks and whoever ran them.
"""

from __future__ import annotations

import functools
import math
import re
from fractions import Fraction
from collections.abc import Iterable, Sequence

from attrs import field, frozen

from ..core import Card, CardsLike, as_cards
from ._hands import hand_class
from ._ranges import Range, is_range

__all__ = ["EquityResult", "Holding", "PlayerEquity", "RangeEquity", "ShareEquity", "Split", "Tally", "combine"]

Split = Sequence[tuple[int, tuple[int, ...], bool]]
"""How a deal's pot is shared, as a settlement's ``split`` says: for each share played, its number,
the seats that won it, and whether it pays them (Bailey's Poker: a tie wins nothing)."""


def _cards(value: CardsLike) -> tuple[Card, ...]:
    if type(value) in (str, tuple) and not value:
        return ()  # no cards (most holdings have an empty part): nothing to parse
    return as_cards(value)


_RANGE_MARKS = re.compile(r"[,+:%-]|xx|^\s*[2-9TJQKA]{2}[A-Z]?\s*$", re.IGNORECASE)


def _looks_ranged(text: str) -> bool:
    """Whether text that is not cards was meant as a range (a list, a run, a weight, a share, an
    Omaha ``x``, or a hand such as ``AKs``): its error then speaks of ranges, not of cards."""
    return bool(_RANGE_MARKS.search(text))


def _range(value: object) -> Range:
    """A range: text (``"AKs, QQ+"``), a :class:`Range`, or combinations of cards."""
    if isinstance(value, Range):
        return value
    if isinstance(value, str):
        return Range.parse(value)
    if isinstance(value, (bytes, bytearray)) or not isinstance(value, Iterable):
        raise TypeError(f"a range is text such as 'AKs, QQ+', a Range, or combinations of cards, not {type(value).__name__}")
    return Range.of(value)


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
    range: Range = field(default=Range((), ()), converter=_range, repr=lambda r: f"<{len(r)} combinations>" if r else "()")
    """Hold'em- and Omaha-type games: the hole cards are one of these combinations, each as likely
    as its weight says (given the other cards), instead of known cards (:class:`~pokervariants.equity.Range`
    reads ``"AKs, QQ+"``, ``"AAxx ds"``)."""

    @classmethod
    def parse(cls, text: str) -> Holding:
        """``"down/up"`` or ``"down/up/extra"`` (``"AsKs/Qd"``); a bare ``"AsKs"`` is face-down cards;
        a range (``"AKs, QQ+, JTs-76s"``, ``"AAxx ds"``) is hole cards from it."""
        if not isinstance(text, str):
            raise TypeError(f"a holding is text such as 'AsKs/Qd', not {type(text).__name__}")
        if is_range(text):
            return cls(range=text)
        parts = text.split("/")
        if len(parts) > 3:
            raise ValueError(f"a holding is 'down/up' or 'down/up/extra', got {text!r:.60}")
        parts += [""] * (3 - len(parts))
        try:
            return cls(down=parts[0], up=parts[1], extra=parts[2])
        except ValueError:
            if "/" not in text and _looks_ranged(text):
                Range.parse(text)  # raises RangeError, which says what is wrong with the range
            raise

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
        from ..render.svg import equity as bars

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


class Tally:
    """A chunk's figures in whole numbers, added up deal by deal, and what the chunk sends back (it
    pickles). Pot fractions are in units of 1/``scale``, so sums are exact and the same however the
    work is split: per player and share, wins alone, ties and pot fractions; per player, scoops,
    quarters, ties, and the sums (and sums of squares) of each deal's pot fraction."""

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

    def add(self, split: Split, times: int = 1) -> None:
        """Add a deal whose pot is shared as ``split`` says (``times`` such deals)."""
        if len(split) == 1 and split[0][2]:  # one share, paid (the usual deal): the sums below, shorter
            share, winners, _ = split[0]
            part = self.scale // len(winners)
            self.trials += times
            alone = len(winners) == 1
            for p in winners:
                (self.wins if alone else self.ties)[p][share] += times
                self.shares[p][share] += part * times
                self.total[p] += part * times
                self.squares[p] += part * part * times
                if alone:
                    self.scoops[p] += times
                else:
                    self.tied[p] += times
                    if 4 * part == self.scale:
                        self.quartered[p] += times
            return
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

    def add_tally(self, other: Tally, times: int = 1) -> None:
        """Add another chunk's figures (of as many players and shares), ``times`` over (a weight)."""
        self.trials += other.trials * times
        for mine, theirs in ((self.wins, other.wins), (self.ties, other.ties), (self.shares, other.shares)):
            for row, more in zip(mine, theirs):
                for share, n in enumerate(more):
                    row[share] += n * times
        for seats, more_seats in (
            (self.scoops, other.scoops), (self.tied, other.tied), (self.total, other.total),
            (self.squares, other.squares), (self.quartered, other.quartered),
        ):  # fmt: skip
            for seat, n in enumerate(more_seats):
                seats[seat] += n * times


@functools.cache
def _scale(players: int, shares: int) -> int:
    """The pot in the tallies' units: any share split any way among the players is whole."""
    return math.lcm(*range(1, shares + 1)) * math.lcm(*range(1, players + 1))


def combine(parts: Sequence[Tally], names: tuple[str, ...], exact: bool, method: str = "python", reason: str = "", *, trials: int | None = None) -> EquityResult:
    """The result from the chunks' tallies (added up first, in whole numbers, so however the work was
    split the figures are the same). ``names`` are the pot's shares; ``trials``, the deals to report
    where they are not the tallies' own (ranges: each deal once, however much it weighs)."""
    whole = parts[0]
    if len(parts) > 1:
        whole = Tally(len(whole.total), len(names))
        for part in parts:
            whole.add_tally(part)
    scale, counted = whole.scale, whole.trials
    result = []
    for seat, (total, squares) in enumerate(zip(whole.total, whole.squares)):
        mean = total / (counted * scale)
        variance = max(squares / (counted * scale * scale) - mean * mean, 0.0)
        error = 0.0 if exact else math.sqrt(variance / counted) if counted > 1 else 0.0
        wins, ties, shares = whole.wins[seat], whole.ties[seat], whole.shares[seat]
        result.append(
            PlayerEquity(
                seat,
                mean,
                whole.scoops[seat] / counted,
                whole.tied[seat] / counted,
                error,
                tuple([ShareEquity(name, wins[i] / counted, ties[i] / counted, shares[i] / (counted * scale)) for i, name in enumerate(names)]),
                whole.quartered[seat] / counted,
            )
        )
    return EquityResult(tuple(result), counted if trials is None else trials, exact, method, reason)


@frozen
class RangeEquity:
    """One seat's equity with each combination of its range against the others' holdings:
    ``results[i]`` is the whole outlook when the seat holds ``combos[i]`` (weight ``weights[i]``)."""

    seat: int
    combos: tuple[tuple[Card, ...], ...]
    weights: tuple[Fraction, ...]
    results: tuple[EquityResult, ...]

    @property
    def equity(self) -> dict[tuple[Card, ...], float]:
        """The seat's equity with each combination."""
        return {combo: r.players[self.seat].equity for combo, r in zip(self.combos, self.results)}

    @property
    def overall(self) -> float:
        """The seat's equity over the whole range, each combination counted by its weight and by how
        many deals it leaves the others (a combination blocking their ranges counts less): exactly
        :func:`~pokervariants.equity.equity`'s figure when every combination was enumerated; when
        they were sampled, each combination's deals are as many, and only its weight counts."""
        total = sum((w * r.trials for w, r in zip(self.weights, self.results)), Fraction(0))
        return float(sum(Fraction(r.players[self.seat].equity) * w * r.trials for w, r in zip(self.weights, self.results)) / total)

    def classes(self) -> dict[str, float]:
        """Two-card ranges: each starting hand's equity, its combinations averaged by their weights."""
        sums: dict[str, list[float]] = {}
        for combo, w, r in zip(self.combos, self.weights, self.results):
            entry = sums.setdefault(hand_class(combo), [0.0, 0.0])
            entry[0] += float(w) * r.players[self.seat].equity
            entry[1] += float(w)
        return {name: s / n for name, (s, n) in sums.items()}

    def table(self) -> str:
        """The combinations, best first, with their weights and equities, as text.

        >>> from pokervariants import Holdem
        >>> from pokervariants.equity import combo_equity
        >>> print(combo_equity(Holdem(), ["AA, KK", "QQ"], board="Ks 7d 2c", seat=0).table())
        combination  weight   equity
        KdKc              1    99.9%
        ...
        AsAh              1    91.6%
        """
        rows = sorted(zip(self.combos, self.weights, self.results), key=lambda row: -row[2].players[self.seat].equity)
        lines = [f"{'combination':<11}  {'weight':>6}  {'equity':>7}"]
        for combo, w, r in rows:
            lines.append(f"{''.join(str(c) for c in combo):<11}  {str(w):>6}  {100 * r.players[self.seat].equity:6.1f}%")
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        """Two-card ranges: the 13x13 grid, each hand shaded by its equity (:func:`pokervariants.render.svg.range_grid`)."""
        from ..render.svg import range_grid

        return range_grid(self)
