"""A tournament at several tables: the players drawn to their seats, the tables kept level and
broken as players bust (the TDA's rules), until the last table plays to one winner.

The tables play *hand for hand*: a round deals one hand at every table, table 1 first, and the
next round begins once every hand of the round is over. Players busted in the same round finish
in the order of their stacks at the start of their hands, whichever table they sat at, equal
stacks sharing the places and their prizes (RULES.md 6b, as rooms rank hand-for-hand
eliminations). A level that lasts a number of ``hands`` lasts that many rounds (hands at each
table), and a level changes between rounds, for every table at once. Between rounds:

* **A table breaks** as soon as the players left fit the other tables: the highest-numbered
  first (the order is set in advance, as the TDA asks). Its players are drawn to the empty seats,
  each to a table with the fewest players and a seat there by lot: any seat, the blinds and the
  button included.
* **Tables are balanced** whenever the fullest has more than ``balance_within`` players (one by
  default, as online rooms keep them) over the shortest, or the shortest has one player left: a player moves from the fullest (of equal
  ones, the next to break) to the shortest (of equal ones, the lowest-numbered). In a game with a
  button, and in a mix, the player moved is the one who would be the big blind next, and takes
  the worst seat at the short table, the empty seat the big blind reaches first (the big blind
  there next, never the small blind). In stud alone the seat filled is the last to open at the
  short table, and the player moved the one in the same seat of the long table (else the next
  seat round from it).
* A player who comes to a table (moved, or from a broken table) is dealt in at once, except
  between the button and the small blind, where the player waits for the button to pass (the
  dead-button rule then keeps every blind in turn).

Each table is a :class:`~pokervariants.session.Session` of its own (the dead button, the mix
rotating by its orbit); the structure, the eliminations, the places and the prizes are the
tournament's. Its log (:attr:`MultiTableTournament.log`) rebuilds it, and it writes its hands as
PHH with each hand's ``table``.

>>> from pokervariants import Holdem
>>> from pokervariants.bots import CallingBot
>>> tournament = MultiTableTournament(
...     Holdem(), players={f"P{i}": 500 for i in range(1, 15)}, table_size=6, seed=2,
...     levels=levels_doubling(small_blind=25, big_blind=50, levels=10, hands=4), payouts=(500, 300, 200),
... )
>>> sorted(len(seats) for seats in tournament.tables.values())  # 14 players: three tables of 4 to 5
[4, 5, 5]
>>> hands = tournament.play(CallingBot(), seed=1)
>>> tournament.is_over, list(tournament.tables), len(tournament.places)
(True, [1], 14)
>>> sum(tournament.prizes.values())
1000
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Self

from ..core import Amount, AmountLike, Money
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..phh import HandHistory, record
from ._button import ButtonRule, Positions, next_positions, seats_after
from ._icm import Equity, icm
from ._places import Busted, award, finish
from ._structure import Structured
from .levels import Level, levels_doubling
from .log import ClockAdvanced, HandPlayed, LogEntry, Moved, Opened, SatIn, SatOut, TablesOpened
from .mix import Mix
from ._checks import SessionError, _button_rule, _name, _random_source, _stack
from .session import PlayerStatus, Session, _Chooses, _play, _Player, _random_then, _written
from .tournament import _deal, _levels, _next_level, _payouts, _staked_levels

__all__ = ["MultiTableTournament", "levels_doubling"]


class _Table(Session):
    """One table of a :class:`MultiTableTournament`: a session whose stakes, eliminations and
    players sitting out are the tournament's, with players moved in and out between hands."""

    _owner: MultiTableTournament
    number: int
    _emptied: list[int]

    @classmethod
    def _seated(cls, owner: MultiTableTournament, number: int, seats: Sequence[tuple[int, str, Amount]], rng: random.Random) -> _Table:
        """Table ``number`` with the players in their ``seats``, its button drawn for and its hands'
        seeds drawn from ``rng``."""
        opened = owner._opened
        button = rng.choice(sorted(seat for seat, _, _ in seats))
        entry = Opened(game=opened.game, seat_count=opened.table_size, seats=tuple(sorted(seats)), button=button, button_rule=opened.button_rule, random_state=rng.getstate())
        table = cls.__new__(cls)
        table._open(entry, rng)
        table._owner, table.number, table._emptied = owner, number, []
        return table

    def _staked(self, game: GameVariant) -> GameVariant:
        return self._owner._staked(game)

    def _current_entry(self) -> HandPlayed:
        """The hand's entry as the tournament logs it: numbered among all its hands, at this table
        (the table's hand is always the tournament's current one)."""
        assert self._entry is not None and self._hand is not None
        _, game, seed = self._entry
        return HandPlayed(number=self._owner._played, game=game, seed=seed, actions=self._hand.actions, table=self.number)

    def _absent(self, name: str) -> bool:
        return name in self._owner._away

    def _hand_over(self) -> None:
        for name, start in zip(self._seating, self._starts):
            player = self._players[name]
            if not player.stack:
                self._owner._busted.append((start, (self.number, player.seat), name))
                self._unseat(name)

    def _unseat(self, name: str) -> _Player:
        """Player ``name`` gone from the table (busted, or moved away)."""
        player = self._players.pop(name)
        self._seats = None
        self._emptied.append(player.seat)
        return player

    def _seat_player(self, name: str, seat: int, stack: Amount) -> None:
        """Player ``name`` come to ``seat`` with ``stack``, to be dealt in (between the button and the
        small blind the session lets the button pass first)."""
        self._players[name] = _Player(name, seat, stack, PlayerStatus.PLAYING)
        self._seats = None

    def _free_seats(self) -> list[int]:
        taken = self._by_seat()
        return [seat for seat in range(1, self.seat_count + 1) if seat not in taken]


class MultiTableTournament(Structured):
    """A freeze-out of ``game`` (or a :class:`~pokervariants.session.Mix`) for ``players`` (names
    and starting stacks) at tables of ``table_size`` seats (the game's most players by default),
    through the ``levels`` (:class:`~pokervariants.session.Level`) until one player has every
    chip: the module's introduction tells how the tables play, break and balance.

    Options (keyword-only): ``seed`` (an int or a :class:`random.Random`: the seats, each table's
    button and every deal come from it), ``payouts`` (the prizes of first place, second, …),
    ``balance_within`` (the most players a table may have over another, 1 by default),
    ``button_rule`` (:class:`~pokervariants.session.ButtonRule`), ``max_hands`` (stop after that
    many hands, all tables counted).

    It is an iterator of hands, each a normal :class:`~pokervariants.Hand` of the table it is dealt
    at (:attr:`table`); play each to its end before asking for the next, or let :meth:`play` play
    them with bots.
    """

    def __init__(
        self,
        game: GameVariant | Mix,
        *,
        players: Mapping[str, AmountLike] | Sequence[tuple[str, AmountLike]],
        levels: Sequence[Level],
        seed: int | random.Random,
        payouts: Sequence[AmountLike] = (),
        table_size: int | None = None,
        balance_within: int = 1,
        button_rule: ButtonRule | str = ButtonRule.DEAD,
        max_hands: int | None = None,
    ) -> None:
        mix = game if isinstance(game, Mix) else Mix(games=(game,))
        rng = _random_source(seed)
        structure = _levels(levels)
        checked = _staked_levels(structure, mix)
        rule = _button_rule(button_rule)
        size = mix.max_players if table_size is None else table_size
        if isinstance(size, bool) or not isinstance(size, int) or not 3 <= size <= mix.max_players:
            raise SessionError(f"table_size is 3 to {mix.max_players} ({'the mix' if isinstance(game, Mix) else game.name}'s most players), not {table_size!r}")
        if isinstance(balance_within, bool) or not isinstance(balance_within, int) or balance_within < 1:
            raise SessionError(f"balance_within is the most players a table may have over another, 1 or more, not {balance_within!r}")
        pairs = list(players.items()) if isinstance(players, Mapping) else list(players)
        seated = tuple((_name(name), _stack(stack, f"{name}'s stack")) for name, stack in pairs)
        if len(seated) < 2:
            raise SessionError(f"a tournament takes two players or more, not {len(seated)}")
        if len({name for name, _ in seated}) != len(seated):
            raise SessionError(f"each player's name is their own: {[name for name, _ in seated]}")
        broke = [name for name, stack in seated if not stack]
        if broke:
            raise SessionError(f"every player starts with chips: {broke} have none")
        if max_hands is not None and (isinstance(max_hands, bool) or not isinstance(max_hands, int) or max_hands < 1):
            raise SessionError(f"max_hands is a positive int or None, not {max_hands!r}")
        prizes = _payouts(payouts, len(seated))
        opened = TablesOpened(
            game=game, players=seated, table_size=size, levels=structure, payouts=prizes, button_rule=rule.value,
            balance_within=balance_within, random_state=rng.getstate(), max_hands=max_hands,
        )  # fmt: skip
        self._open(opened, rng)
        self._stakes.update(checked)

    def _open(self, opened: TablesOpened, rng: random.Random) -> None:
        self._opened = opened
        self._mix = opened.game if isinstance(opened.game, Mix) else Mix(games=(opened.game,))
        self._rng = rng
        self.table_size = opened.table_size
        """The seats at each table."""
        self.levels: tuple[Level, ...] = opened.levels
        """The structure: the levels in order."""
        self.payouts: tuple[Amount, ...] = opened.payouts
        """The prizes, first place first."""
        self.balance_within = opened.balance_within
        """The most players a table may have over another before a player is moved."""
        self.max_hands = opened.max_hands
        """The most hands dealt, all tables counted (``None``: no limit)."""
        self._money = Money.of(self.payouts)
        self._stakes: dict[tuple[int, int], GameVariant] = {}
        self._level = self._level_hands = 0
        self._clock: Amount = 0
        self._level_start: Amount = 0
        self._away: set[str] = set()
        self._places: dict[str, int] = {}
        self._prizes: dict[str, Amount] = {}
        self._busted: list[Busted] = []
        self._log: list[LogEntry] = [opened]
        self._pending: list[LogEntry] = []
        self._queue: list[int] = []
        self._current: _Table | None = None
        self._played = 0
        self._rounds = 0
        self._dealt = False
        # The draw for seats: the players in a random order dealt round the tables, so that they
        # start level, each table's seats drawn by lot.
        count = len(opened.players)
        order = list(opened.players)
        rng.shuffle(order)
        tables = math.ceil(count / self.table_size)
        self._tables: dict[int, _Table] = {}
        for number in range(1, tables + 1):
            group = order[number - 1 :: tables]
            seats = rng.sample(range(1, self.table_size + 1), len(group))
            self._tables[number] = _Table._seated(self, number, [(seat, name, stack) for seat, (name, stack) in zip(seats, group)], random.Random(rng.getrandbits(64)))
        self._where: dict[str, int] = {name: number for number, table in self._tables.items() for name in table._players}
        """The table of each player still in."""

    @classmethod
    def rebuild(cls, log: Sequence[LogEntry]) -> Self:
        """The tournament ``log`` (:attr:`log`) tells: the same seats, moves, hands and cards, the last
        hand as far as it was played. :class:`SessionError` if the log is not one of these."""
        if not log or not isinstance(log[0], TablesOpened):
            raise SessionError("a multi-table tournament's log opens with its TablesOpened entry")
        tournament = cls._opening(log[0])
        for entry in log[1:]:
            tournament._replay(entry)
        tournament._settle()
        told = [entry for entry in log if isinstance(entry, Moved)]
        made = [entry for entry in tournament._log if isinstance(entry, Moved)]
        if told != made:
            raise SessionError("the log's moves are not those its hands lead to: the log is not this tournament's")
        return tournament

    @classmethod
    def _opening(cls, opened: TablesOpened) -> Self:
        """The tournament as ``opened`` says, before any hand."""
        tournament = cls.__new__(cls)
        tournament._open(opened, _random_then(opened))
        return tournament

    def _replay(self, entry: LogEntry) -> None:
        if isinstance(entry, HandPlayed):
            hand = self._next(entry.table)
            if self._current is None or self._current._entry is None or self._current._entry[2] != entry.seed:
                raise SessionError(f"hand {entry.number} of the log was dealt from another seed: the log is not this tournament's")
            for action in entry.actions:
                hand.act(action)
        elif isinstance(entry, ClockAdvanced):
            self.advance_clock(entry.minutes)
        elif isinstance(entry, SatOut):
            self.sit_out(entry.name)
        elif isinstance(entry, SatIn):
            self.sit_in(entry.name)
        elif not isinstance(entry, Moved):  # moves are made again by the hands that lead to them
            raise SessionError(f"a multi-table tournament's log holds no {type(entry).__name__}")

    # The tables

    @property
    def tables(self) -> dict[int, dict[str, int]]:
        """Each table still playing, by its number: its players and their seats."""
        self._settle()
        return {number: {p.name: p.seat for p in sorted(table._players.values(), key=lambda p: p.seat)} for number, table in sorted(self._tables.items())}

    def table_of(self, name: str) -> int:
        """The table player ``name`` sits at (:class:`SessionError` for a player out, or unknown)."""
        self._settle()
        number = self._where.get(name)
        if number is None:
            raise SessionError(f"{name!r} is not playing: " + ("out in place " + str(self._places[name]) if name in self._places else "no such player"))
        return number

    @property
    def positions(self) -> dict[int, Positions | None]:
        """Each table's button and blinds in its last hand with a button (``None`` before one, and in
        stud), by the table's number."""
        self._settle()
        return {number: table.positions for number, table in sorted(self._tables.items())}

    @property
    def table(self) -> int | None:
        """The number of the table the current (or last) hand is dealt at (``None`` before the first)."""
        return None if self._current is None else self._current.number

    @property
    def seating(self) -> tuple[str, ...]:
        """The players of the current hand by its seats: seat ``i`` of the hand is ``seating[i]``."""
        return () if self._current is None else self._current.seating

    @property
    def mix(self) -> Mix:
        """The games played (a mix of one for a tournament of one game)."""
        return self._mix

    @property
    def game(self) -> GameVariant:
        """The game of the current hand (before the first, the first game)."""
        return self._mix.games[0] if self._current is None else self._current.game

    @property
    def hand(self) -> Hand | None:
        """The hand being played, or the last one (``None`` before the first)."""
        return None if self._current is None else self._current.hand

    @property
    def hands_played(self) -> int:
        """How many hands have been dealt, all tables counted."""
        return self._played

    @property
    def rounds(self) -> int:
        """How many rounds have begun (a hand at every table each)."""
        return self._rounds

    @property
    def between_rounds(self) -> bool:
        """Whether every hand of the round is over: the busted are out, the tables broken and
        balanced, and the next hand begins a new round."""
        self._settle()
        return not self._queue and (self._current is None or self._current._settled)

    @property
    def stacks(self) -> dict[str, Amount]:
        """Each player still in and the stack, by table and seat: once the current hand is over,
        with its result."""
        self._settle()
        return {p.name: p.stack for _, table in sorted(self._tables.items()) for p in sorted(table._players.values(), key=lambda p: p.seat)}

    @property
    def is_over(self) -> bool:
        """Whether one player is left, a deal was made, or ``max_hands`` were dealt."""
        self._settle()
        return self._dealt or len(self._where) < 2 or (self.max_hands is not None and self._played >= self.max_hands)

    def _remaining(self) -> dict[str, Amount]:
        """The players still in and their stacks, between hands."""
        self._settle()
        if self._current is not None and not self._current._settled:
            raise SessionError("the current hand is not over: play it to its end first")
        return self.stacks

    def icm(self, *, seed: int | random.Random | None = None, samples: int = 200_000) -> dict[str, Fraction]:
        """Each remaining player's equity in the prizes still to be won, by the Independent Chip Model
        (:func:`~pokervariants.session.icm`: exact up to 10 players, sampled from ``seed`` beyond)."""
        stacks = self._remaining()
        equity: Equity = icm(list(stacks.values()), self.payouts[: len(stacks)] or (0,), seed=seed, samples=samples)
        return dict(zip(stacks, equity.values))

    def deal(self, method: str = "icm", *, seed: int | random.Random | None = None, samples: int = 200_000) -> dict[str, Amount]:
        """End the tournament by a deal between the players left, at whatever tables:
        ``"icm"`` or ``"chip chop"``, as :meth:`Tournament.deal <pokervariants.session.Tournament.deal>`.
        Returns what each is paid."""
        stacks = self._remaining()
        if self.is_over:
            raise SessionError("the tournament is over: there is nothing left to deal")
        paid = _deal(method, list(stacks), list(stacks.values()), self.payouts[: len(stacks)], seed=seed, samples=samples, places=self._places, prizes_won=self._prizes)
        self._dealt = True
        return paid

    # Players sitting out are blinded away

    def sit_out(self, name: str) -> None:
        """Player ``name`` sits out: dealt in and blinded away (:meth:`play` checks or folds)."""
        self.table_of(name)
        self._request(SatOut(name=name))

    def sit_in(self, name: str) -> None:
        """Player ``name`` comes back."""
        self.table_of(name)
        self._request(SatIn(name=name, post=False))

    # Hands

    def __iter__(self) -> Iterator[Hand]:
        return self

    def __next__(self) -> Hand:
        if self.is_over:
            raise StopIteration
        return self._next(None)

    def next_hand(self) -> Hand:
        """The next hand (the current one must be over); :class:`SessionError` if the tournament is over."""
        hand = next(self, None)
        if hand is None:
            raise SessionError("the tournament is over")
        return hand

    def _next(self, number: int | None) -> Hand:
        self._settle()
        current = self._current
        if current is not None and not current._settled:
            raise SessionError("the current hand is not over: play it to its end first")
        if len(self._where) < 2:
            raise SessionError("the tournament is over")
        if not self._queue:
            self._level, self._level_hands, self._level_start = _next_level(self.levels, self._level, self._level_hands, self._clock, self._level_start)
            self._queue = sorted(self._tables)
            self._rounds += 1
        table = self._tables[self._queue[0]]
        if number is not None and number != table.number:
            raise SessionError(f"the log deals a hand at table {number} where the round's next is at table {table.number}: the log is not this tournament's")
        del self._queue[0]
        hand = table._next(None)
        self._current = table
        self._played += 1
        return hand

    def play(self, bots: _Chooses | Mapping[str, _Chooses], *, seed: int | random.Random, hands: int | None = None, after: Callable[[Hand], object] | None = None) -> int:
        """Play hands to their end with ``bots`` (one bot for every player, or one for each by name)
        until the tournament is over, or ``hands`` more have been played; ``after`` is called with
        each hand once it is over. A player sitting out checks, brings in or folds. Returns the
        hands played."""
        return _play(self, bots, seed, hands, after)

    def _unfinished(self) -> tuple[Session, Hand] | None:
        """The hand dealt and not yet over, with the table that plays it out."""
        current = self._current
        return None if current is None else current._unfinished()

    def _deal(self) -> tuple[Session, Hand]:
        """The round's next hand, with the table that plays it out."""
        hand = self._next(None)
        assert self._current is not None
        return self._current, hand

    # Between hands and rounds

    def _settle(self) -> None:
        """Once the current hand is over: its entry logged, its result in the stacks, and at the end
        of a round the eliminations, the tables broken and balanced."""
        table = self._current
        if table is None or table._settled or table.hand is None or not table.hand.is_over:
            return
        self._log.append(table._current_entry())
        table._settle()
        if not self._queue:
            self._close_round()
        pending, self._pending = self._pending, []
        for entry in pending:
            self._apply(entry)

    def _close_round(self) -> None:
        busted, self._busted = self._busted, []
        left = finish(busted, len(self._where), payouts=self.payouts, money=self._money, places=self._places, prizes=self._prizes)
        for _, _, name in busted:
            del self._where[name]
            self._away.discard(name)
        for number in [n for n, table in self._tables.items() if not table._players]:
            del self._tables[number]
        if left == 1:
            ((name, number),) = self._where.items()
            award([((number, self._tables[number]._players[name].seat), name)], 1, payouts=self.payouts, money=self._money, places=self._places, prizes=self._prizes)
            return
        size = self.table_size
        while len(self._tables) > 1 and len(self._where) <= (len(self._tables) - 1) * size:
            self._break(max(self._tables))
        self._balance()

    def _break(self, number: int) -> None:
        """Table ``number`` broken: its players drawn to the empty seats of the others, each to a table
        with the fewest players."""
        broken = self._tables.pop(number)
        players = sorted(broken._players.values(), key=lambda p: p.seat)
        self._rng.shuffle(players)
        for player in players:
            target = min(self._tables.values(), key=lambda t: (len(t._players), t.number))
            seat = self._rng.choice(target._free_seats())
            self._move(player.name, broken, target, seat, "break")

    def _balance(self) -> None:
        """Players moved until no table has more than ``balance_within`` players over another, nor
        fewer than two."""
        while True:
            tables = self._tables.values()
            fullest = max(tables, key=lambda t: (len(t._players), t.number))
            shortest = min(tables, key=lambda t: (len(t._players), t.number))
            if len(fullest._players) - len(shortest._players) <= self.balance_within and len(shortest._players) > 1:
                return  # (a table of one player deals no hand, however loosely tables are kept level)
            seats = fullest.seat_count
            free = shortest._free_seats()
            if shortest._positions is not None:  # the worst seat: the first the big blind reaches
                seat = next(s for s in seats_after(shortest._positions.big_blind, seats) if s in free)
            else:  # stud: the last seat to open
                seat = next((s for s in reversed(shortest._emptied) if s in free), free[-1])
            taken = fullest._by_seat()
            if fullest._positions is not None:  # who would be the big blind next
                mover = next_positions(fullest._positions, live=fullest._playable(), seat_count=seats, rule=fullest._rule).big_blind
            else:  # stud: by position
                mover = next(s for s in (seat, *seats_after(seat, seats)) if s in taken)
            self._move(taken[mover].name, fullest, shortest, seat, "balance")

    def _move(self, name: str, source: _Table, target: _Table, seat: int, reason: str) -> None:
        player = source._unseat(name)
        target._seat_player(name, seat, player.stack)
        self._where[name] = target.number
        self._log.append(Moved(name=name, source=source.number, table=target.number, seat=seat, reason=reason))

    def _request(self, entry: LogEntry) -> None:
        """A change made now between hands, else once the current hand is over."""
        self._settle()
        current = self._current
        if current is None or current._settled:
            self._apply(entry)
        else:
            self._pending.append(entry)

    def _apply(self, entry: LogEntry) -> None:
        self._log.append(entry)
        if isinstance(entry, ClockAdvanced):
            self._clock += entry.minutes
        elif isinstance(entry, SatOut):
            if entry.name in self._where:
                self._away.add(entry.name)
        elif isinstance(entry, SatIn):
            self._away.discard(entry.name)

    # The record

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Everything that rebuilds the tournament (:meth:`rebuild`): how it opened, each hand with
        its table, seed and actions (the current hand's so far), the clock, players sitting out and
        in, and the moves (which the hands lead to, and a rebuild checks)."""
        self._settle()
        current = self._current
        playing = () if current is None or current._settled or current._entry is None else (current._current_entry(),)
        return (*self._log, *playing, *self._pending)

    def histories(self) -> Iterator[HandHistory]:
        """Each finished hand as a PHH hand history, dealt again from the log: the players' names,
        their seats at their table (``seats``), ``seat_count``, the hand's number (``hand``), its
        ``table`` and ``level``."""
        log = self.log
        copy = type(self)._opening(self._opened)
        for entry in log[1:]:
            copy._replay(entry)
            table = copy._current
            if isinstance(entry, HandPlayed) and table is not None and table.hand is not None and table.hand.is_over:
                fields: dict[str, object] = {
                    "players": list(table.seating), "seats": list(table.table_seats), "seat_count": copy.table_size,
                    "hand": entry.number, "table": table.number, "level": copy.level,
                }  # fmt: skip
                yield record(table.hand).with_fields(**fields)

    def write(self, path: str | Path) -> int:
        """Write the finished hands to one ``.phhs`` file (:meth:`histories`); returns how many."""
        return _written(self.histories(), path)

    def __repr__(self) -> str:
        name = self._mix.name if len(self._mix.games) > 1 else self._mix.games[0].name
        return f"<MultiTableTournament of {name}: {len(self._where)} players left at {len(self._tables)} tables, level {self.level}, {self._played} hands>"
