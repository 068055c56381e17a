"""The statistics as values that add up: :class:`PlayerStats` and :class:`Stats` (frozen results) and
:class:`Tally`, the accumulator that hands are added to.

Everything a result holds is a count or an exact sum (money as :class:`~decimal.Decimal`, results in
big blinds and big bets as :class:`~fractions.Fraction`), and every rate is worked out from them when
read, so two results add up to exactly the result of the hands of both, in any grouping: files
tallied apart, in a process pool or on a Dask cluster, sum to the tally of them all.
"""

from __future__ import annotations

import decimal
import zlib
from collections.abc import Iterable, Iterator, Mapping
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from attrs import field, frozen, validators

from ..phh import Failure, HandHistory, replay
from ..phh.errors import PHHError
from ..phh.history import FrozenDict
from . import _allin
from ._hand import COUNTS, read_hand

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from ..variants.registry import VariantRegistry
    from ._winnings import Winnings

__all__ = ["DEFAULT_SAMPLES", "Draws", "PlayerStats", "Stats", "Tally", "names_of"]

DEFAULT_SAMPLES = 20_000
"""The deals the all-in adjustment samples for a spot too large to enumerate (a standard error of
about a third of a per cent of the pot)."""

_EXACT = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN)
"""Decimal arithmetic that never rounds."""
_MAX_FAILURES = 1000


def _decimal(value: object) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise TypeError(f"an amount is an int or a Decimal, got {type(value).__name__}")
    return Decimal(value)


def _fraction(value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise TypeError(f"a result in big blinds or big bets is a Fraction, got {type(value).__name__}")
    return Fraction(value)


_count = [validators.instance_of(int), validators.ge(0)]


@frozen
class Draws:
    """A player's draws at one draw round (the first draw, the second …): how many times the player
    drew there, the cards discarded in all, and how many of the draws stood pat."""

    times: int = field(default=0, validator=_count)
    cards: int = field(default=0, validator=_count)
    pats: int = field(default=0, validator=_count)

    @property
    def average(self) -> float | None:
        """Cards discarded a draw on average (``None`` before any draw)."""
        return self.cards / self.times if self.times else None

    def __add__(self, other: Draws) -> Draws:
        if not isinstance(other, Draws):
            return NotImplemented
        return Draws(self.times + other.times, self.cards + other.cards, self.pats + other.pats)


def _draws(value: Iterable[Draws]) -> tuple[Draws, ...]:
    draws = tuple(value)
    if not all(isinstance(d, Draws) for d in draws):
        raise TypeError("a player's draws are Draws values, one a draw round")
    return draws


def _rate(made: int, chances: int) -> float | None:
    return made / chances if chances else None


@frozen
class PlayerStats:
    """One player's statistics over the hands tallied: the counts each rate is made of, and the rates.

    Each rate is a fraction from 0 to 1 (``None`` where the player never had the chance), worked
    out from its counts: :attr:`vpip` is ``vpip_hands / vpip_chances``, and so on. :doc:`/stats`
    defines each one, for every game. Two players' statistics add up (``a + b``): the same
    player's over two sets of hands.
    """

    hands: int = field(default=0, validator=_count)
    """Hands played to the end with the player dealt in."""
    vpip_chances: int = field(default=0, validator=_count)
    """Hands in which the player made a decision in the first betting round."""
    vpip_hands: int = field(default=0, validator=_count)
    """Of those, the hands in which the player put money in voluntarily: a call, bet, raise or completion."""
    pfr_hands: int = field(default=0, validator=_count)
    """Of those, the hands in which the player bet, raised or completed."""
    three_bet_chances: int = field(default=0, validator=_count)
    three_bets: int = field(default=0, validator=_count)
    fold_to_three_bet_chances: int = field(default=0, validator=_count)
    folds_to_three_bet: int = field(default=0, validator=_count)
    cbet_chances: int = field(default=0, validator=_count)
    cbets: int = field(default=0, validator=_count)
    fold_to_cbet_chances: int = field(default=0, validator=_count)
    folds_to_cbet: int = field(default=0, validator=_count)
    saw_second: int = field(default=0, validator=_count)
    """Hands in which the player was still in when the street after the first betting round began
    (saw the flop, fourth street, the first draw)."""
    showdowns: int = field(default=0, validator=_count)
    """Of those, the hands the player took to the showdown."""
    won_at_showdown: int = field(default=0, validator=_count)
    """Of those, the hands in which the player won something (a split pot or half of one counts)."""
    bets_and_raises: int = field(default=0, validator=_count)
    """Bets, raises and completions after the first betting round."""
    calls: int = field(default=0, validator=_count)
    """Calls after the first betting round."""
    net: Decimal = field(default=Decimal(0), converter=_decimal)
    """Net won (lost, when negative), exactly, in the histories' own money."""
    blind_hands: int = field(default=0, validator=_count)
    """Hands of a game with blinds and no fixed limit (no-limit and pot-limit hold'em, Omaha, draw)."""
    big_blinds: Fraction = field(default=Fraction(0), converter=_fraction)
    """Net won in those hands, in each hand's own big blinds."""
    limit_hands: int = field(default=0, validator=_count)
    """Hands of a fixed-limit game (stud and razz among them)."""
    big_bets: Fraction = field(default=Fraction(0), converter=_fraction)
    """Net won in those hands, in each hand's own big bets."""
    draws: tuple[Draws, ...] = field(default=(), converter=_draws)
    """The player's draws, one :class:`Draws` a draw round (empty in games without draws)."""

    @property
    def vpip(self) -> float | None:
        """Voluntarily put money in the pot: the share of hands with a call, bet, raise or completion
        in the first betting round (a forced bet, the bring-in among them, is not voluntary)."""
        return _rate(self.vpip_hands, self.vpip_chances)

    @property
    def pfr(self) -> float | None:
        """Pre-flop raise, and its equivalent in every game: a bet, raise or completion in the first betting round."""
        return _rate(self.pfr_hands, self.vpip_chances)

    @property
    def three_bet(self) -> float | None:
        """Re-raised the first round's opening raise (bet or completion), when facing it alone."""
        return _rate(self.three_bets, self.three_bet_chances)

    @property
    def fold_to_three_bet(self) -> float | None:
        """Folded, having opened the first round, when re-raised."""
        return _rate(self.folds_to_three_bet, self.fold_to_three_bet_chances)

    @property
    def cbet(self) -> float | None:
        """Continuation bet: the first round's last aggressor bet the second round when nobody had."""
        return _rate(self.cbets, self.cbet_chances)

    @property
    def fold_to_cbet(self) -> float | None:
        """Folded to a continuation bet, facing it alone."""
        return _rate(self.folds_to_cbet, self.fold_to_cbet_chances)

    @property
    def wtsd(self) -> float | None:
        """Went to showdown, of the hands in which the player saw the second round."""
        return _rate(self.showdowns, self.saw_second)

    @property
    def wsd(self) -> float | None:
        """Won money at showdown (W$SD), of the showdowns."""
        return _rate(self.won_at_showdown, self.showdowns)

    @property
    def aggression_factor(self) -> float | None:
        """Bets and raises over calls after the first betting round (``None`` without a call)."""
        return self.bets_and_raises / self.calls if self.calls else None

    @property
    def bb_per_100(self) -> float | None:
        """Big blinds won a hundred hands, over the hands with blinds and no fixed limit."""
        return float(100 * self.big_blinds / self.blind_hands) if self.blind_hands else None

    @property
    def big_bets_per_100(self) -> float | None:
        """Big bets won a hundred hands, over the fixed-limit hands (stud and razz among them)."""
        return float(100 * self.big_bets / self.limit_hands) if self.limit_hands else None

    def __add__(self, other: PlayerStats) -> PlayerStats:
        if not isinstance(other, PlayerStats):
            return NotImplemented
        return _Record.of(self).add(_Record.of(other)).stats()


class _Record:
    """One player's statistics being made (lists and sums that change as hands are added)."""

    __slots__ = ("big_bets", "big_blinds", "blind_hands", "counts", "draws", "limit_hands", "net")

    def __init__(self) -> None:
        self.counts = [0] * len(COUNTS)
        self.net = Decimal(0)
        self.blind_hands = self.limit_hands = 0
        self.big_blinds = self.big_bets = Fraction(0)
        self.draws: list[list[int]] = []

    @classmethod
    def of(cls, stats: PlayerStats) -> _Record:
        record = cls()
        record.counts = [getattr(stats, name) for name in COUNTS]
        record.net = stats.net
        record.blind_hands, record.big_blinds = stats.blind_hands, stats.big_blinds
        record.limit_hands, record.big_bets = stats.limit_hands, stats.big_bets
        record.draws = [[d.times, d.cards, d.pats] for d in stats.draws]
        return record

    def add(self, other: _Record) -> _Record:
        self.counts = [a + b for a, b in zip(self.counts, other.counts)]
        self.net = _EXACT.add(self.net, other.net)
        self.blind_hands += other.blind_hands
        self.big_blinds += other.big_blinds
        self.limit_hands += other.limit_hands
        self.big_bets += other.big_bets
        self._draws(other.draws)
        return self

    def _draws(self, rounds: list[list[int]]) -> None:
        mine = self.draws
        while len(mine) < len(rounds):
            mine.append([0, 0, 0])
        for here, there in zip(mine, rounds):
            here[0] += there[0]
            here[1] += there[1]
            here[2] += there[2]

    def stats(self) -> PlayerStats:
        return PlayerStats(
            **dict(zip(COUNTS, self.counts)),
            net=self.net,
            blind_hands=self.blind_hands,
            big_blinds=self.big_blinds,
            limit_hands=self.limit_hands,
            big_bets=self.big_bets,
            draws=[Draws(*d) for d in self.draws],
        )


def _players(value: Mapping[str, PlayerStats]) -> FrozenDict:
    if not isinstance(value, Mapping) or not all(isinstance(k, str) and isinstance(v, PlayerStats) for k, v in value.items()):
        raise TypeError("a Stats' players map names (str) to PlayerStats")
    return FrozenDict(sorted(value.items()))


def _failures(value: Iterable[Failure]) -> tuple[Failure, ...]:
    failures = tuple(value)
    if not all(isinstance(f, Failure) for f in failures):
        raise TypeError("a Stats' failures are phh.Failure values")
    return failures[:_MAX_FAILURES]


@frozen
class Stats:
    """Every player's statistics over the hands tallied, and how many hands were tallied, stopped
    early or failed: a value that adds up (``a + b``, ``sum(parts)``, :meth:`merge`), exactly, in
    any grouping. ``stats["Ann"]`` is Ann's :class:`PlayerStats`."""

    hands: int = field(default=0, validator=_count)
    """Hands replayed to the end (the hands the players' statistics count)."""
    unfinished: int = field(default=0, validator=_count)
    """Hands that stop before the end (a history may): not counted."""
    failed: int = field(default=0, validator=_count)
    """Hands that could not be read or replayed (with ``errors="skip"``)."""
    rake: Decimal = field(default=Decimal(0), converter=_decimal)
    """The rake the hands took, in all: the players' net results add up to minus this."""
    players: Mapping[str, PlayerStats] = field(factory=FrozenDict, converter=_players)
    """Each player's statistics, by the name the histories give (``players``; ``p1``, ``p2`` … where they give none)."""
    failures: tuple[Failure, ...] = field(default=(), converter=_failures)
    """The first thousand failures, in order."""

    def __getitem__(self, name: str) -> PlayerStats:
        try:
            return self.players[name]
        except KeyError:
            known = ", ".join(list(self.players)[:20]) or "none"
            raise KeyError(f"no player {name!r} in these hands (the players are {known})") from None

    def __contains__(self, name: object) -> bool:
        return name in self.players

    def __iter__(self) -> Iterator[str]:
        return iter(self.players)

    def __len__(self) -> int:
        return len(self.players)

    @classmethod
    def merge(cls, parts: Iterable[Stats]) -> Stats:
        """All of ``parts`` as one."""
        tally = Tally()
        for part in parts:
            if not isinstance(part, Stats):
                raise TypeError(f"Stats.merge merges Stats, got {type(part).__name__}")
            tally._add_stats(part)
        return tally.stats()

    def __add__(self, other: Stats) -> Stats:
        if not isinstance(other, Stats):
            return NotImplemented
        return Stats.merge((self, other))

    def __radd__(self, other: object) -> Stats:
        """``0 + stats`` is the stats, so that ``sum(parts)`` works."""
        if type(other) is int and other == 0:
            return self
        return NotImplemented


def names_of(history: HandHistory) -> list[str]:
    """The players of a history by name: its ``players`` field, else ``p1``, ``p2`` … by seat."""
    names = history.get("players")
    if isinstance(names, list) and len(names) == history.players and all(isinstance(n, str) for n in names):
        return list(names)
    return [f"p{seat + 1}" for seat in range(history.players)]


def _exact(value: object) -> Fraction | None:
    """A history's amount as a fraction (``None``: not a positive amount)."""
    if isinstance(value, bool) or not isinstance(value, (int, Decimal, float)):
        return None
    amount = Fraction(Decimal(repr(value))) if isinstance(value, float) else Fraction(value)
    return amount if amount > 0 else None


def unit_of(history: HandHistory) -> tuple[str, Fraction] | None:
    """What a hand's results per hundred hands count in: ``("limit", big bet)`` for a fixed-limit game
    (its ``big_bet`` field), ``("blind", big blind)`` for one with blinds (the second of
    ``blinds_or_straddles``, PHH's big blind, else the largest), ``None`` for neither."""
    big_bet = _exact(history.get("big_bet"))
    if big_bet is not None:
        return "limit", big_bet
    blinds = history.get("blinds_or_straddles")
    if isinstance(blinds, list):
        amounts = [_exact(b) for b in blinds]
        if len(amounts) > 1 and amounts[1] is not None:
            return "blind", amounts[1]
        known = [a for a in amounts if a is not None]
        if known:
            return "blind", max(known)
    return None


class Tally:
    """Statistics being made: add hands (:meth:`add`), merge another tally (:meth:`merge`), and read
    the result (:meth:`stats`).

    ``follow`` names players whose winnings are kept hand by hand, all-in adjusted, for
    :meth:`winnings` (the picture of a player's results); a spot too large to enumerate samples
    ``samples`` deals. A tally holds only plain values, so it pickles: tally parts of a corpus in
    a process pool and merge them, in order, for the tally of the whole.

    >>> from pokervariants import phh
    >>> from pokervariants.stats import Tally
    >>> history = phh.loads('variant = "FR"\\nantes = [1, 1]\\nbring_in = 2\\nsmall_bet = 5\\nbig_bet = 10\\n'
    ...                     'starting_stacks = [50, 50]\\nactions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\\n'
    ...                     'players = ["Ann", "Bob"]\\n')
    >>> tally = Tally()
    >>> tally.add(history)
    >>> result = tally.stats()
    >>> result.hands, result["Ann"].net, result["Ann"].vpip, result["Bob"].vpip
    (1, Decimal('1'), 0.0, 0.0)
    """

    def __init__(self, *, follow: Iterable[str] = (), samples: int = DEFAULT_SAMPLES) -> None:
        if isinstance(follow, str):
            follow = (follow,)
        self.hands = self.unfinished = self.failed = 0
        self.rake = Decimal(0)
        self.players: dict[str, _Record] = {}
        self.failures: list[Failure] = []
        self.samples = samples
        self.followed: dict[str, list[tuple[decimal.Decimal, float | None]]] = {name: [] for name in follow}
        """Each followed player's hands, in order: the net result and the all-in adjusted one (``None``: not adjusted)."""

    def add(self, history: HandHistory, *, registry: VariantRegistry | None = None, lenient: bool = False) -> None:
        """Replay ``history`` (:func:`~pokervariants.phh.replay`) and count it; a history that does not
        replay raises its :class:`~pokervariants.phh.PHHError`, and nothing is counted."""
        if not isinstance(history, HandHistory):
            raise TypeError(f"a tally adds HandHistory values (phh.load reads one), not {type(history).__name__}")
        self.add_hand(history, replay(history, registry=registry, lenient=lenient))

    def add_hand(self, history: HandHistory, hand: Hand) -> None:
        """Count ``hand``, the replay of ``history`` (for a caller that has replayed it already)."""
        if not hand.is_over:
            self.unfinished += 1
            return
        self.hands += 1
        facts = read_hand(hand)
        names = names_of(history)
        money = hand.money
        nets = [Decimal(a) for a in money.amounts(hand.payoffs)]
        if facts.rake:
            self.rake = _EXACT.add(self.rake, Decimal(money.amount(facts.rake)))
        unit = unit_of(history)
        players = self.players
        for seat, name in enumerate(names):
            record = players.get(name)
            if record is None:
                record = players[name] = _Record()
            counts = record.counts
            for index, value in enumerate(facts.counts[seat]):
                counts[index] += value
            net = nets[seat]
            record.net = _EXACT.add(record.net, net)
            if unit is not None:
                share = Fraction(net) / unit[1]
                if unit[0] == "limit":
                    record.limit_hands += 1
                    record.big_bets += share
                else:
                    record.blind_hands += 1
                    record.big_blinds += share
            if facts.draws[seat]:
                record._draws(facts.draws[seat])
        if self.followed:
            self._follow(history, hand, names, nets)

    def _follow(self, history: HandHistory, hand: Hand, names: list[str], nets: list[Decimal]) -> None:
        seats = [seat for seat, name in enumerate(names) if name in self.followed]
        if not seats:
            return
        seed = zlib.crc32("\n".join((history.variant, *history.actions)).encode())  # the same hand, the same sample, wherever it is tallied
        expected = _allin.adjusted(hand, samples=self.samples, seed=seed)
        unit = float(hand.money.amount(1))
        for seat in seats:
            adjusted = None if expected is None or hand.folded[seat] else expected[seat] * unit
            self.followed[names[seat]].append((nets[seat], adjusted))

    def fail(self, error: BaseException, *, file: str | None = None, label: str | None = None, line: int | None = None) -> None:
        """Count a hand (or a file) that could not be read or replayed, and keep why (the first thousand)."""
        self.failed += 1
        if len(self.failures) < _MAX_FAILURES:
            if isinstance(error, PHHError):
                file = error.file if file is None else file
                label = error.label if label is None else label
                line = error.line if line is None else line
            message = (error.strerror or str(error)) if isinstance(error, OSError) else BaseException.__str__(error)
            self.failures.append(Failure(file, label, line, type(error).__name__, message))

    def merge(self, other: Tally) -> Tally:
        """Add ``other``'s hands to this tally's (after them, for the followed players' winnings); returns this tally."""
        if not isinstance(other, Tally):
            raise TypeError(f"a tally merges another Tally, not {type(other).__name__}")
        self.hands += other.hands
        self.unfinished += other.unfinished
        self.failed += other.failed
        self.rake = _EXACT.add(self.rake, other.rake)
        for name, record in other.players.items():
            mine = self.players.get(name)
            if mine is None:
                mine = self.players[name] = _Record()
            mine.add(record)
        self.failures.extend(other.failures[: _MAX_FAILURES - len(self.failures)])
        for name, hands in other.followed.items():
            self.followed.setdefault(name, []).extend(hands)
        return self

    def _add_stats(self, stats: Stats) -> None:
        self.hands += stats.hands
        self.unfinished += stats.unfinished
        self.failed += stats.failed
        self.rake = _EXACT.add(self.rake, stats.rake)
        for name, player in stats.players.items():
            mine = self.players.get(name)
            if mine is None:
                mine = self.players[name] = _Record()
            mine.add(_Record.of(player))
        self.failures.extend(stats.failures[: _MAX_FAILURES - len(self.failures)])

    def stats(self) -> Stats:
        """The statistics so far, as a frozen :class:`Stats`."""
        players = {name: record.stats() for name, record in self.players.items()}
        return Stats(self.hands, self.unfinished, self.failed, self.rake, players, self.failures)

    def winnings(self, player: str) -> Winnings:
        """A followed player's results hand by hand, actual and all-in adjusted (:class:`~pokervariants.stats.Winnings`)."""
        from ._winnings import Winnings

        if player not in self.followed:
            raise KeyError(f"{player!r} is not followed: make the tally with follow=[{player!r}]")
        hands = self.followed[player]
        return Winnings(player, tuple(net for net, _ in hands), tuple(adjusted for _, adjusted in hands))
