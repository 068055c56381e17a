"""A tournament: a session at rising stakes, played until one player has every chip.

A :class:`Tournament` is a :class:`~pokervariants.session.Session` (the same button, seats, mixes
and log) with a structure of :class:`~pokervariants.session.Level` s — by hands dealt, or by a
clock the caller advances — and eliminations: a player whose stack is gone leaves with a
finishing place, and players busted in the same hand finish in the order of their stacks at its
start, equal stacks sharing the places and their prize money (RULES.md 6b). A player sitting out
is dealt in and blinded away (:meth:`Session.play <pokervariants.session.Session.play>` checks or
folds for them). The players may end it early by a deal (:meth:`Tournament.deal`).

>>> from pokervariants import Holdem
>>> from pokervariants.bots import CallingBot
>>> tournament = Tournament(
...     Holdem(), players={"Ann": 300, "Bea": 300, "Cy": 300}, seed=3, payouts=(60, 30),
...     levels=levels_doubling(small_blind=10, big_blind=20, levels=6, hands=5),
... )
>>> hands = tournament.play(CallingBot(), seed=1)
>>> tournament.is_over, tournament.places, tournament.prizes
(True, {'Ann': 1, 'Cy': 2, 'Bea': 3}, {'Ann': 60, 'Cy': 30, 'Bea': 0})
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

import attrs

from ..core import Amount, AmountLike, Money
from ..engine.protocols import GameVariant
from ._icm import Equity, chip_chop, icm, icm_deal
from ._places import award, finish
from ._structure import Structured
from .levels import Level, levels_doubling
from .log import ClockAdvanced, LogEntry, Opened, SatIn, SatOut
from .mix import Mix
from ._checks import SessionError, _stack
from .session import Session

__all__ = ["Tournament", "levels_doubling"]


def _levels(value: object) -> tuple[Level, ...]:
    if isinstance(value, Level) or not isinstance(value, Sequence) or not value:
        raise SessionError("levels is a non-empty sequence of Level")
    levels = tuple(value)
    for index, level in enumerate(levels):
        if not isinstance(level, Level):
            raise SessionError(f"level {index + 1} is a Level, not {level!r:.40}")
        if not level.lasts and index < len(levels) - 1:
            raise SessionError(f"level {index + 1} lasts to the end (no hands or minutes given), but later levels follow it")
    return levels


def _staked_levels(levels: tuple[Level, ...], mix: Mix) -> dict[tuple[int, int], GameVariant]:
    """Each level's stakes for each game of ``mix``, by (level index, the game's id): made once, and
    a level that does not fit a game refused when the tournament is made."""
    if any(getattr(g, "scores", False) for g in mix.games):
        raise SessionError("a tournament is played for chips: a game that keeps score in points (Bailey's Poker) is played as a Session")
    checked: dict[tuple[int, int], GameVariant] = {}
    for index, level in enumerate(levels):
        for each in mix.games:
            try:
                checked[index, id(each)] = level.stakes(each)
            except (TypeError, ValueError) as error:
                raise SessionError(f"level {index + 1} ({level}) does not fit {each.name}: {error}") from None
    return checked


def _payouts(payouts: object, count: int) -> tuple[Amount, ...]:
    """The prizes, first place first: exact amounts, going down, no more of them than the players."""
    if isinstance(payouts, (str, bytes)) or not isinstance(payouts, Sequence):
        raise SessionError(f"payouts is a sequence of prizes, first place first, not {payouts!r:.40}")
    prizes = tuple(_stack(p, "a prize") for p in payouts)
    rising = next((i for i in range(1, len(prizes)) if prizes[i] > prizes[i - 1]), None)
    if rising is not None:
        raise SessionError(f"payouts go down from first place: place {rising + 1}'s {prizes[rising]} is more than place {rising}'s {prizes[rising - 1]}")
    if len(prizes) > count:
        raise SessionError(f"{len(prizes)} prizes for {count} players: there are no places to pay beyond the players")
    return prizes


def _next_level(levels: tuple[Level, ...], index: int, hands: int, clock: Amount, start: Amount) -> tuple[int, int, Amount]:
    """Before a hand (a round of hands at several tables): the level it plays at, the hands dealt at
    that level counting it, and the minute that level began. A level whose hands are dealt or whose
    minutes are up gives way to the next, as the TDA's rules have it."""
    last = len(levels) - 1
    while index < last:
        level = levels[index]
        if level.hands is not None and hands >= level.hands:
            start = clock
        elif level.minutes is not None and clock - start >= level.minutes:
            start += level.minutes
        else:
            break
        index += 1
        hands = 0
    return index, hands + 1, start


def _deal(
    method: str, names: Sequence[str], stacks: Sequence[Amount], prizes: Sequence[Amount], *, seed: int | random.Random | None, samples: int, places: dict[str, int], prizes_won: dict[str, Amount]
) -> dict[str, Amount]:
    """A deal between the players left (``"icm"`` or ``"chip chop"``): what each is paid, written
    into ``prizes_won``, and their places by their stacks into ``places``."""
    kind = method.strip().lower().replace("-", " ").replace("_", " ") if isinstance(method, str) else ""
    if kind not in ("icm", "chip chop"):
        raise SessionError(f"a deal is made by 'icm' or 'chip chop', not {method!r}")
    if not any(prizes):
        raise SessionError("the players left play for no prize money: there is nothing to deal")
    paid = icm_deal(stacks, prizes, seed=seed, samples=samples) if kind == "icm" else chip_chop(stacks, prizes)
    order = sorted(range(len(names)), key=lambda i: -stacks[i])
    place = 1
    for position, i in enumerate(order):
        if position and stacks[i] != stacks[order[position - 1]]:
            place = position + 1
        places[names[i]] = place
        prizes_won[names[i]] = paid[i]
    return dict(zip(names, paid))


class Tournament(Structured, Session):
    """A freeze-out of ``game`` (or a :class:`Mix`) between the players, each with a starting stack,
    at the stakes of each level in turn (``levels``), until one player has every chip.

    Options (keyword-only) as :class:`Session`'s, and ``payouts``: the prizes of first place,
    second, … (fewer than the players: the rest win nothing). Players do not join, leave or add
    chips once it has begun; :meth:`Session.sit_out <pokervariants.session.Session.sit_out>` leaves
    a player dealt in and blinded away.
    """

    def __init__(
        self,
        game: GameVariant | Mix,
        *,
        players: Mapping[str, AmountLike] | Sequence[tuple[str, AmountLike]],
        levels: Sequence[Level],
        seed: int | random.Random,
        payouts: Sequence[AmountLike] = (),
        button: int | None = None,
        button_rule: str = "dead",
        seat_count: int | None = None,
        max_hands: int | None = None,
    ) -> None:
        structure = _levels(levels)
        mix = game if isinstance(game, Mix) else Mix(games=(game,))
        checked = _staked_levels(structure, mix)
        prizes = _payouts(payouts, len(players))
        super().__init__(game, players=players, seed=seed, button=button, button_rule=button_rule, seat_count=seat_count, max_hands=max_hands)
        self._open(attrs.evolve(self._opened, levels=structure, payouts=prizes), self._rng)
        self._stakes.update(checked)

    def _open(self, opened: Opened, rng: random.Random) -> None:
        super()._open(opened, rng)
        self.levels: tuple[Level, ...] = tuple(opened.levels or ())
        """The structure: the levels in order."""
        self.payouts: tuple[Amount, ...] = opened.payouts
        """The prizes, first place first."""
        self._money = Money.of(self.payouts)
        self._level = 0
        self._level_hands = 0
        self._clock: Amount = 0
        self._level_start: Amount = 0
        self._away: set[str] = set()
        self._places: dict[str, int] = {}
        self._prizes: dict[str, Amount] = {}
        self._dealt = False
        self._stakes: dict[tuple[int, int], GameVariant] = {}

    # The structure

    def _before_hand(self) -> None:
        self._level, self._level_hands, self._level_start = _next_level(self.levels, self._level, self._level_hands, self._clock, self._level_start)

    # Eliminations and prizes

    def _hand_over(self) -> None:
        players = self._players
        busted = [(start, (players[name].seat,), name) for name, start in zip(self._seating, self._starts) if not players[name].stack]
        if not busted:
            return
        left = finish(busted, len(self._players), payouts=self.payouts, money=self._money, places=self._places, prizes=self._prizes)
        for _, _, name in busted:
            self._away.discard(name)
            del self._players[name]
            self._seats = None
        if left == 1:
            (winner,) = self._players.values()
            award([((winner.seat,), winner.name)], 1, payouts=self.payouts, money=self._money, places=self._places, prizes=self._prizes)

    @property
    def is_over(self) -> bool:
        """Whether one player is left, a deal was made, or ``max_hands`` were dealt."""
        return self._dealt or super().is_over

    def _remaining(self) -> tuple[list[str], list[Amount], tuple[Amount, ...]]:
        """The players still in, their stacks, and the prizes they play for."""
        self._settle()
        if self._hand is not None and not self._settled:
            raise SessionError("the current hand is not over: play it to its end first")
        names = [p.name for p in sorted(self._players.values(), key=lambda p: p.seat)]
        stacks = [self._players[name].stack for name in names]
        return names, stacks, self.payouts[: len(names)]

    def icm(self, *, seed: int | random.Random | None = None, samples: int = 200_000) -> dict[str, Fraction]:
        """Each remaining player's equity in the prizes still to be won, by the Independent Chip Model
        (:func:`~pokervariants.session.icm`: exact up to 10 players, sampled from ``seed`` beyond)."""
        names, stacks, prizes = self._remaining()
        equity: Equity = icm(stacks, prizes or (0,), seed=seed, samples=samples)
        return dict(zip(names, equity.values))

    def deal(self, method: str = "icm", *, seed: int | random.Random | None = None, samples: int = 200_000) -> dict[str, Amount]:
        """End the tournament by a deal between the players left: ``"icm"`` (each is paid the ICM
        value of the stack, :func:`~pokervariants.session.icm_deal`) or ``"chip chop"``
        (:func:`~pokervariants.session.chip_chop`). The prizes still to be won are paid out exactly;
        the players take places by their stacks. Returns what each is paid."""
        names, stacks, prizes = self._remaining()
        if self.is_over:
            raise SessionError("the tournament is over: there is nothing left to deal")
        paid = _deal(method, names, stacks, prizes, seed=seed, samples=samples, places=self._places, prizes_won=self._prizes)
        self._dealt = True
        return paid

    # Players sitting out are blinded away; nobody joins, leaves or buys chips

    def _absent(self, name: str) -> bool:
        return name in self._away

    def join(self, name: str, stack: AmountLike, *, seat: int | None = None, post: bool = False) -> None:
        """Refused: a tournament seats its players when it begins."""
        raise SessionError("a tournament seats its players when it begins: nobody joins later")

    def leave(self, name: str) -> None:
        """Refused: a player who goes is blinded away (:meth:`~pokervariants.session.Session.sit_out`) until the chips are gone."""
        raise SessionError(f"{name} stays in the tournament: a player who goes sits out and is blinded away")

    def add_chips(self, name: str, amount: AmountLike) -> None:
        """Refused: a freeze-out has no rebuys."""
        raise SessionError("a tournament is a freeze-out: no chips are added")

    def _apply(self, entry: LogEntry) -> None:
        if isinstance(entry, ClockAdvanced):
            self._log.append(entry)
            self._clock += entry.minutes
        elif isinstance(entry, SatOut):
            self._log.append(entry)
            self._away.add(entry.name)
        elif isinstance(entry, SatIn):
            self._log.append(entry)
            self._away.discard(entry.name)
        else:
            super()._apply(entry)

    def _replay(self, entry: LogEntry) -> None:
        if isinstance(entry, ClockAdvanced):
            self.advance_clock(entry.minutes)
        else:
            super()._replay(entry)

    def _history_fields(self) -> dict[str, Any]:
        return {"level": self.level}

    def __repr__(self) -> str:
        return f"<Tournament of {self._mix.name if len(self._mix.games) > 1 else self.game.name}: {len(self._players)} players left, level {self.level}, {self._played} hands>"

