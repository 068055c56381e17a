"""A session: the same table hand after hand, stacks carried over, the button moved, players
coming and going, and the game changing in a mix (RULES.md 6b).

Each hand is a normal :class:`~pokervariants.Hand` of the session's game (or the mix's game of
the moment), its seats the players dealt in, in dealing order: every tool that takes a hand
takes it. The session is an iterator of its hands: play each to its end, and the next one
settles it (the stacks carried, the busted sat out) and deals on.

>>> from pokervariants import ActionKind, Holdem
>>> session = Session(Holdem(blinds=(1, 2)), players={"Ann": 100, "Bea": 100, "Cy": 100}, button=1, seed=7)
>>> for hand in session:
...     while not hand.is_over:  # everyone checks or calls
...         hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
...     if session.hands_played == 3:
...         break
>>> session.seating, session.positions  # the third hand: the button on seat 3
(('Ann', 'Bea', 'Cy'), Positions(button=3, small_blind=1, big_blind=2))
>>> session.stacks
{'Ann': 100, 'Bea': 106, 'Cy': 94}
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Protocol, Self, cast

import attrs

from ..core import Action, ActionKind, Amount, AmountLike, Money
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..phh import HandHistory, dump_all, record
from ..variants import Holdem
from ._blinds import dealing_order, hand_game
from ._button import ButtonRule, Positions, first_positions, next_positions, seats_after
from ._checks import SessionError, _button_rule, _name, _play_arguments, _random_source, _stack
from .log import ChipsAdded, HandPlayed, Joined, Left, LogEntry, Opened, SatIn, SatOut, TablesOpened
from .mix import Mix

__all__ = ["PlayerStatus", "Session", "SessionError"]


class PlayerStatus(enum.Enum):
    """Where a player at the table stands between hands."""

    PLAYING = "playing"
    """Dealt in each hand."""
    WAITING = "waiting"
    """Waiting for the big blind to reach the seat (a game with a button; at once in stud)."""
    POSTING = "posting"
    """To be dealt in at the next hand the seat may post in, posting the big blind live and any
    small blind missed as dead money."""
    SITTING_OUT = "sitting out"
    """Not dealt in; misses each blind that passes the seat. A player who busts sits out."""


class _Deals(Protocol):
    """What a session asks of a game: a hand from the players' stacks as amounts (ints, or
    ``Decimal`` in a game in cents), dealt from a seed; a game that keeps score takes the kitty."""

    def new_hand(self, stacks: Sequence[Amount], *, seed: int, kitty: int = ...) -> Hand: ...


class _Player:
    """A player at the table, between hands."""

    __slots__ = ("name", "owes_big", "owes_small", "seat", "stack", "status")

    def __init__(self, name: str, seat: int, stack: Amount, status: PlayerStatus) -> None:
        self.name, self.seat, self.stack, self.status = name, seat, stack, status
        self.owes_big = self.owes_small = False


class _Chooses(Protocol):
    """A bot (:class:`pokervariants.bots.Bot`): the action the seat to act takes."""

    def choose(self, hand: Hand, seat: int, rng: random.Random) -> Action: ...


class _Plays(Protocol):
    """What :func:`_play` drives: a session, or a tournament of several tables."""

    @property
    def is_over(self) -> bool: ...

    def _unfinished(self) -> tuple[Session, Hand] | None: ...

    def _deal(self) -> tuple[Session, Hand]: ...

    def _settle(self) -> None: ...


def _play(runner: _Plays, bots: _Chooses | Mapping[str, _Chooses], seed: int | random.Random, hands: int | None, after: Callable[[Hand], object] | None) -> int:
    """``play``'s loop, a session's or a tournament's of several tables: the current hand played out,
    then hands dealt and played until ``runner`` is over or ``hands`` more are; each hand played
    out by the session (the table) that dealt it. Returns the hands dealt."""
    rng = _play_arguments(bots, seed, hands)
    played = 0
    unfinished = runner._unfinished()
    if unfinished is not None:
        table, hand = unfinished
        table._play_out(hand, bots, rng)
        if after is not None:
            after(hand)
    while (hands is None or played < hands) and not runner.is_over:
        table, hand = runner._deal()
        table._play_out(hand, bots, rng)
        played += 1
        if after is not None:
            after(hand)
    runner._settle()
    return played


def _random_then(opened: Opened | TablesOpened) -> random.Random:
    """The random source of a session or tournament in the state the log's first entry ``opened``
    records (a rebuild starts from it)."""
    rng = random.Random()
    rng.setstate(opened.random_state)
    return rng


def _written(histories: Iterator[HandHistory], path: str | Path) -> int:
    """``histories`` written to one ``.phhs`` file, keyed by their hands' numbers; how many."""
    found = {str(h["hand"]): h for h in histories}
    dump_all(found, path)
    return len(found)


_INT = {int}
_PLAYING = PlayerStatus.PLAYING

_AWAY = (ActionKind.CHECK, ActionKind.DRAW, ActionKind.BRING_IN, ActionKind.FOLD)


def _away_action(legal: Sequence[Action]) -> Action:
    """What an absent player does: check, stand pat, bring in (it is forced) or fold."""
    for kind in _AWAY:
        for action in legal:
            if action.kind is kind:
                return Action(ActionKind.DRAW) if kind is ActionKind.DRAW else action
    return legal[0]


def _uses_button(game: GameVariant) -> bool:
    """Whether the game has blinds and a button that moves (hold'em, Omaha, draw games), rather
    than a deal from a fixed place (stud, razz, Baseball)."""
    return isinstance(game, Holdem)


class Session:
    """Hand after hand of ``game`` (or a :class:`Mix`) between the players, each seated with a
    stack (``{"Ann": 100, ...}`` or pairs, in seats 1, 2, … of a table of ``seat_count``).

    Options (keyword-only): ``seed`` (an int or a :class:`random.Random`: every deal, the first
    button when ``button`` is not given, and dealer's choice by lot come from it); ``button``, the
    first button's seat; ``button_rule`` (:attr:`ButtonRule.DEAD`, the TDA's, by default, or
    :attr:`ButtonRule.MOVING`); ``seat_count`` (the game's most players by default);
    ``max_hands`` to stop after that many.

    Players come and go between hands: :meth:`join`, :meth:`leave`, :meth:`sit_out`,
    :meth:`sit_in` and :meth:`add_chips` take effect before the next hand is dealt, in the order
    asked. Money is exact: stacks are ints or ``Decimal`` amounts as the game's are.
    """

    def __init__(
        self,
        game: GameVariant | Mix,
        *,
        players: Mapping[str, AmountLike] | Sequence[tuple[str, AmountLike]],
        seed: int | random.Random,
        button: int | None = None,
        button_rule: ButtonRule | str = ButtonRule.DEAD,
        seat_count: int | None = None,
        max_hands: int | None = None,
        target: AmountLike | None = None,
    ) -> None:
        mix = game if isinstance(game, Mix) else Mix(games=(game,))
        rng = _random_source(seed)
        rule = _button_rule(button_rule)
        count = mix.max_players if seat_count is None else seat_count
        if isinstance(count, bool) or not isinstance(count, int) or not 2 <= count <= mix.max_players:
            raise SessionError(f"seat_count is 2 to {mix.max_players} ({'the mix' if isinstance(game, Mix) else game.name}'s most players), not {seat_count!r}")
        pairs = list(players.items()) if isinstance(players, Mapping) else list(players)
        if len(pairs) > count:
            raise SessionError(f"{len(pairs)} players do not fit a table of {count} seats")
        seats = tuple((number, _name(name), _stack(stack, f"{name}'s stack")) for number, (name, stack) in enumerate(pairs, start=1))
        if len({name for _, name, _ in seats}) != len(seats):
            raise SessionError(f"each player's name is their own: {[name for _, name, _ in seats]}")
        if max_hands is not None and (isinstance(max_hands, bool) or not isinstance(max_hands, int) or max_hands < 1):
            raise SessionError(f"max_hands is a positive int or None, not {max_hands!r}")
        goal = None if target is None else _stack(target, "target")
        occupied = [number for number, _, _ in seats]
        if button is None:
            button = rng.choice(occupied) if occupied else 1  # drawn for, as cardrooms do
        elif isinstance(button, bool) or not isinstance(button, int) or button not in occupied:
            raise SessionError(f"the first button goes to a seat with a player, {occupied}, not {button!r}")
        opened = Opened(game=game, seat_count=count, seats=seats, button=button, button_rule=rule.value, random_state=rng.getstate(), max_hands=max_hands, target=goal)
        self._open(opened, rng)

    def _open(self, opened: Opened, rng: random.Random) -> None:
        self._opened = opened
        self._mix = opened.game if isinstance(opened.game, Mix) else Mix(games=(opened.game,))
        self._rng = rng
        self._rule = ButtonRule(opened.button_rule)
        self.seat_count = opened.seat_count
        """The table's seats, numbered from 1."""
        self.max_hands = opened.max_hands
        """The most hands the session deals (``None``: no limit)."""
        self.target = opened.target
        """The stack (or score) whose reaching ends the session (``None``: none)."""
        self._players: dict[str, _Player] = {name: _Player(name, seat, stack, PlayerStatus.PLAYING) for seat, name, stack in opened.seats}
        self._pending: list[LogEntry] = []
        self._log: list[LogEntry] = [opened]
        self._button = opened.button
        """The button's seat: where the last hand with a button had it (frozen through stud)."""
        self._positions: Positions | None = None
        self._hand: Hand | None = None
        self._entry: tuple[int, GameVariant, int] | None = None
        """The current hand's number, game and seed."""
        self._settled = True
        self._seating: tuple[str, ...] = ()
        self._hand_seats: tuple[int, ...] = ()
        self._game_index = 0
        self._round_hands = 0
        self._round_moved = 0
        self._round_size = 0
        self._played = 0
        self._scores = any(getattr(game, "scores", False) for game in self._mix.games)
        """A game that keeps score in points (Bailey's Poker): stacks may go below nothing, nobody
        busts, and the kitty carries from hand to hand."""
        self._kitty = 0
        self._starts: tuple[Amount, ...] = ()
        self._seats: dict[int, _Player] | None = None

    @classmethod
    def rebuild(cls, log: Sequence[LogEntry]) -> Self:
        """The session ``log`` (:attr:`log`) tells: the same seats, stacks, hands and cards, the last
        hand as far as it was played, ready to go on as the original would.

        :class:`SessionError` if the log is not a session's (it must open with :class:`Opened`); a
        tournament's log is rebuilt by ``Tournament.rebuild``.
        """
        if not log or not isinstance(log[0], Opened):
            raise SessionError("a session's log opens with its Opened entry")
        session = cls._opening(log[0])
        for entry in log[1:]:
            session._replay(entry)
        return session

    @classmethod
    def _opening(cls, opened: Opened) -> Self:
        """A session (or tournament) as ``opened`` says, before anything happened."""
        tournament = hasattr(cls, "advance_clock")
        if (opened.levels is not None) != tournament:
            raise SessionError(f"the log is a {'tournament' if opened.levels is not None else 'session'}'s: rebuild it with {'Tournament' if opened.levels is not None else 'Session'}.rebuild")
        session = cls.__new__(cls)
        session._open(opened, _random_then(opened))
        return session

    def _replay(self, entry: LogEntry) -> None:
        """Do again what ``entry`` of a log records."""
        if isinstance(entry, HandPlayed):
            hand = self._next(entry.game)
            if self._entry is None or self._entry[2] != entry.seed:
                raise SessionError(f"hand {entry.number} of the log was dealt from another seed: the log is not this session's")
            for action in entry.actions:
                hand.act(action)
        elif isinstance(entry, Joined):
            self.join(entry.name, entry.stack, seat=entry.seat, post=entry.post)
        elif isinstance(entry, Left):
            self.leave(entry.name)
        elif isinstance(entry, SatOut):
            self.sit_out(entry.name)
        elif isinstance(entry, SatIn):
            self.sit_in(entry.name, post=entry.post)
        elif isinstance(entry, ChipsAdded):
            self.add_chips(entry.name, entry.amount)
        else:
            raise SessionError(f"a session's log holds no {type(entry).__name__}")

    # What the table looks like

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Everything that rebuilds the session (:meth:`rebuild`): how it opened, the comings and
        goings, and each hand's seed and actions, the current hand's so far."""
        self._settle()
        current = () if self._entry is None or self._settled else (self._current_entry(),)
        return (*self._log, *current, *self._pending)

    @property
    def hand(self) -> Hand | None:
        """The hand being played, or the last one (``None`` before the first)."""
        return self._hand

    @property
    def hands_played(self) -> int:
        """How many hands have been dealt."""
        return self._played

    @property
    def game(self) -> GameVariant:
        """The game of the current hand (before the first, the first game)."""
        return self._mix.games[self._game_index]

    @property
    def mix(self) -> Mix:
        """The games the session plays (a mix of one for a session of one game)."""
        return self._mix

    @property
    def seating(self) -> tuple[str, ...]:
        """The players of the current hand by its seats: seat ``i`` of the hand is ``seating[i]``."""
        return self._seating

    @property
    def table_seats(self) -> tuple[int, ...]:
        """The table's seat number of each seat of the current hand."""
        return self._hand_seats

    @property
    def positions(self) -> Positions | None:
        """The button and the blinds of the last hand with a button (``None`` before one)."""
        return self._positions

    @property
    def button(self) -> int:
        """The button's seat (frozen through the hands of a game without one)."""
        return self._button

    @property
    def players(self) -> dict[str, int]:
        """The players at the table and their seats."""
        self._settle()
        return {player.name: player.seat for player in sorted(self._players.values(), key=lambda p: p.seat)}

    @property
    def stacks(self) -> dict[str, Amount]:
        """Each player's stack, exactly: once the current hand is over, with its result (during
        it, as it began)."""
        self._settle()
        return {player.name: player.stack for player in sorted(self._players.values(), key=lambda p: p.seat)}

    def status(self, name: str) -> PlayerStatus:
        """Where player ``name`` stands (:class:`PlayerStatus`)."""
        self._settle()
        return self._player(name).status

    @property
    def kitty(self) -> int:
        """The kitty carried into the next hand (Bailey's Poker; 0 in other games), counting the
        current hand's once it is over."""
        self._settle()
        return self._kitty

    @property
    def is_over(self) -> bool:
        """Whether no hand can follow: ``max_hands`` dealt, a stack at the ``target``, or fewer than
        two players to deal in."""
        self._settle()
        if self.max_hands is not None and self._played >= self.max_hands:
            return True
        if self.target is not None and any(p.stack >= self.target for p in self._players.values()):
            return True
        dealable = 0
        for player in self._players.values():
            if player.status is not PlayerStatus.SITTING_OUT and (player.stack > 0 or self._scores):
                dealable += 1
                if dealable == 2:
                    return False
        return True

    # Comings and goings: each takes effect before the next hand, in the order asked

    def join(self, name: str, stack: AmountLike, *, seat: int | None = None, post: bool = False) -> None:
        """Seat a new player with ``stack`` (in ``seat``, or the first free one): posting a big blind
        to play at once (``post=True``), or waiting for the big blind to reach the seat (the default)."""
        _name(name)
        amount = _stack(stack, f"{name}'s stack")
        if name in self._players or any(isinstance(e, Joined) and e.name == name for e in self._pending):
            raise SessionError(f"{name} is at the table already")
        taken = {p.seat for p in self._players.values()} | {e.seat for e in self._pending if isinstance(e, Joined)}
        leaving = {self._players[e.name].seat for e in self._pending if isinstance(e, Left) and e.name in self._players}
        free = [s for s in range(1, self.seat_count + 1) if s not in taken or s in leaving]
        if seat is None:
            if not free:
                raise SessionError(f"the table's {self.seat_count} seats are taken")
            seat = free[0]
        elif isinstance(seat, bool) or not isinstance(seat, int) or seat not in free:
            raise SessionError(f"seat {seat!r} is not a free seat of this table: {free}")
        self._request(Joined(name=name, seat=seat, stack=amount, post=bool(post)))

    def leave(self, name: str) -> None:
        """Player ``name`` leaves the table after the current hand, taking the stack."""
        self._known(name)
        self._request(Left(name=name))

    def sit_out(self, name: str) -> None:
        """Player ``name`` sits out from the next hand, missing each blind that passes."""
        self._known(name)
        self._request(SatOut(name=name))

    def sit_in(self, name: str, *, post: bool = True) -> None:
        """Player ``name`` comes back: posting the blinds missed to play at once (the default), or
        waiting for the big blind (``post=False``). A player who missed none plays at once."""
        self._known(name)
        self._request(SatIn(name=name, post=bool(post)))

    def add_chips(self, name: str, amount: AmountLike) -> None:
        """Player ``name`` adds ``amount`` to the stack before the next hand (a rebuy, a top-up)."""
        self._known(name)
        added = _stack(amount, "the chips added")
        if not added:
            raise SessionError("the chips added must be more than nothing")
        self._request(ChipsAdded(name=name, amount=added))

    # Hands

    def __iter__(self) -> Iterator[Hand]:
        return self

    def __next__(self) -> Hand:
        if self.is_over:
            raise StopIteration
        return self._next(None)

    def next_hand(self) -> Hand:
        """Settle the last hand (it must be over) and deal the next; :class:`SessionError` if none can follow."""
        hand = next(self, None)
        if hand is None:
            raise SessionError("the session is over: " + ("its hands are all dealt" if self.max_hands is not None and self._played >= self.max_hands else "fewer than two players can be dealt in"))
        return hand

    def _next(self, chosen: GameVariant | None) -> Hand:
        self._settle()
        if self._hand is not None and not self._settled:
            raise SessionError("the current hand is not over: play it to its end first")
        game_index = self._choose_game(chosen)
        game = self._mix.games[game_index]
        self._before_hand()
        staked = self._staked(game)
        if _uses_button(staked):
            order, hand_variant = self._blind_hand(staked)  # type: ignore[arg-type]
        else:
            playable = self._playable()
            if len(self._mix.games) == 1 and self._played and playable:  # the deal passes to the left (frozen in a mix)
                self._button = next(seat for seat in seats_after(self._button, self.seat_count) if seat in playable)
            order, hand_variant = dealing_order(playable, button=self._button, seat_count=self.seat_count), staked
            for seat in order:
                player = self._at(seat)
                player.status, player.owes_big, player.owes_small = PlayerStatus.PLAYING, False, False
        if len(order) < 2:
            raise SessionError("fewer than two players can be dealt in")
        if self._round_hands == 0:
            self._round_size = len(order)
        by_seat = self._by_seat()
        players = [by_seat[seat] for seat in order]
        stacks = [p.stack for p in players]
        unit: Money = getattr(hand_variant, "money", Money.WHOLE)
        if not unit.whole or {*map(type, stacks)} != _INT:  # a stack finer than the game plays in its unit
            money = Money.of(stacks).finer(unit)
            if money != unit:
                hand_variant = attrs.evolve(hand_variant, unit=money)  # type: ignore[misc]
        seed = self._rng.getrandbits(64)
        dealer = cast(_Deals, hand_variant)
        hand = dealer.new_hand(stacks, kitty=self._kitty, seed=seed) if self._scores else dealer.new_hand(stacks, seed=seed)
        self._game_index = game_index
        self._hand, self._settled = hand, False
        self._played += 1
        self._round_hands += 1
        self._entry = (self._played, game, seed)
        self._seating = tuple([p.name for p in players])
        self._hand_seats = tuple(order)
        self._starts = tuple(stacks)
        return hand

    def play(self, bots: _Chooses | Mapping[str, _Chooses], *, seed: int | random.Random, hands: int | None = None, after: Callable[[Hand], object] | None = None) -> int:
        """Play hands to their end with ``bots`` (one :class:`~pokervariants.bots.Bot` for every
        player, or one for each by name) until the session is over, or ``hands`` more have been
        played; ``after`` is called with each hand once it is over. The bots' chance comes from
        ``seed``. A player sitting out of a tournament checks, stands pat, brings in or folds.
        Returns the hands played.

        >>> from pokervariants import Razz
        >>> from pokervariants.bots import CallingBot
        >>> session = Session(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players={"Ann": 60, "Bea": 60}, seed=5)
        >>> session.play(CallingBot(), seed=1, hands=10), sum(session.stacks.values())
        (10, 120)
        """
        return _play(self, bots, seed, hands, after)

    def _unfinished(self) -> tuple[Session, Hand] | None:
        """The hand dealt and not yet over, with the session that plays it out (:func:`_play`)."""
        hand = self._hand
        return (self, hand) if hand is not None and not self._settled and not hand.is_over else None

    def _deal(self) -> tuple[Session, Hand]:
        """The next hand, with the session that plays it out (:func:`_play`)."""
        return self, self._next(None)

    def _play_out(self, hand: Hand, bots: _Chooses | Mapping[str, _Chooses], rng: random.Random) -> None:
        seating = self._seating
        while not hand.is_over:
            seat = hand.actor
            if seat is None:
                raise SessionError("the hand waits for no player's decision, yet it is not over")
            name = seating[seat]
            if self._absent(name):
                hand.act(_away_action(hand.legal_actions()))
                continue
            bot = bots[name] if isinstance(bots, Mapping) else bots
            hand.act(bot.choose(hand, seat, rng))

    def _absent(self, name: str) -> bool:
        """Whether a player dealt in is away (a tournament's sit-out), checking or folding each turn."""
        return False

    def histories(self, *, table: str | None = None) -> Iterator[HandHistory]:
        """Each finished hand of the session as a PHH hand history, dealt again from the log: with
        the players' names, their table seats (PHH's ``seats``), ``seat_count``, the hand's number in
        the session (``hand``), the ``table`` if named, and a tournament's ``level``.

        >>> from pokervariants import Razz
        >>> from pokervariants.bots import CallingBot
        >>> session = Session(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players={"Ann": 60, "Bea": 60}, seed=5)
        >>> _ = session.play(CallingBot(), seed=1, hands=2)
        >>> [(h["hand"], h["players"], h["seats"], h["seat_count"]) for h in session.histories()]
        [(1, ['Ann', 'Bea'], [1, 2], 8), (2, ['Bea', 'Ann'], [2, 1], 8)]
        """
        log = self.log
        copy = type(self)._opening(cast(Opened, log[0]))
        for entry in log[1:]:
            copy._replay(entry)
            hand = copy._hand
            if isinstance(entry, HandPlayed) and hand is not None and hand.is_over:
                fields: dict[str, object] = {"players": list(copy._seating), "seats": list(copy._hand_seats), "seat_count": copy.seat_count, "hand": entry.number}
                if table is not None:
                    fields["table"] = table
                fields.update(copy._history_fields())
                yield record(hand).with_fields(**fields)

    def write(self, path: str | Path, *, table: str | None = None) -> int:
        """Write the session's finished hands to one ``.phhs`` file (:meth:`histories`); returns how many."""
        return _written(self.histories(table=table), path)

    def _history_fields(self) -> dict[str, object]:
        """Fields of the session's own for each hand's history (a tournament's level)."""
        return {}

    def _staked(self, game: GameVariant) -> GameVariant:
        """The game at the stakes of the moment (a tournament's level)."""
        return game

    def _before_hand(self) -> None:
        """What changes before a hand is dealt (a tournament's level)."""

    def _hand_over(self) -> None:
        """What follows a hand once its result is in the stacks (a tournament's eliminations)."""

    def _choose_game(self, chosen: GameVariant | None) -> int:
        """The index of the next hand's game: the current one until its round is done."""
        mix, index = self._mix, self._game_index
        if len(mix.games) == 1 and chosen is None:
            return 0
        if self._played == 0:
            done = False
            if mix.choose is not None:
                index = self._pick(chosen)
        elif mix.hands is not None:
            done = self._round_hands >= mix.hands
        elif _uses_button(mix.games[index]):
            done = self._positions is not None and self._round_moved + self._step() >= self.seat_count
        else:
            done = self._round_hands >= self._round_size
        if done:
            index = self._pick(chosen) if mix.choose is not None else (index + 1) % len(mix.games)
            self._round_hands = self._round_moved = 0
        if chosen is not None:
            index = next((i for i, game in enumerate(mix.games) if game == chosen), -1)
            if index < 0:
                raise SessionError(f"the log names a game the session does not play: {chosen!r:.60}")
        return index

    def _step(self) -> int:
        """How many seats the button moves for the next hand."""
        assert self._positions is not None
        live = self._playable()
        if len(live) < 2:
            return 0
        following = next_positions(self._positions, live=live, seat_count=self.seat_count, rule=self._rule)
        return seats_after(self._positions.button, self.seat_count).index(following.button) + 1

    def _pick(self, chosen: GameVariant | None) -> int:
        """Dealer's choice: the game the player on the button picks, with a random source of its own
        drawn from the session's (so a rebuild, which takes the logged game, draws the same)."""
        assert self._mix.choose is not None
        lot = random.Random(self._rng.getrandbits(64))
        if chosen is not None:
            return 0
        dealer = next((p.name for p in self._players.values() if p.seat == self._button), "")
        index = self._mix.choose(dealer, self._mix.games, lot)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self._mix.games):
            raise SessionError(f"dealer's choice picks a game by its index, 0 to {len(self._mix.games) - 1}, not {index!r}")
        return index

    def _blind_hand(self, game: Holdem) -> tuple[list[int], GameVariant]:
        """The seats dealt in and the hand's game, the positions moved on (the TDA's rule or the moving button)."""
        live = self._playable()
        if len(live) < 2:
            raise SessionError("fewer than two players can be dealt in")
        previous = self._positions
        if previous is None:
            button = self._button if self._button in live else next(s for s in seats_after(self._button, self.seat_count) if s in live)
            positions = first_positions(live=live, button=button, seat_count=self.seat_count)
        else:
            positions = next_positions(previous, live=live, seat_count=self.seat_count, rule=self._rule)
            self._missed(previous, positions)
            if self._round_hands:  # (the move into a game's first hand is the last game's)
                self._round_moved += seats_after(previous.button, self.seat_count).index(positions.button) + 1
        self._positions, self._button = positions, positions.button
        big_blind = game.blinds[1] if len(game.blinds) > 1 else 0
        small_blind = game.blinds[0] if game.blinds else 0
        dealt: list[int] = []
        posting: dict[int, tuple[Amount, Amount]] = {}
        around = seats_after(positions.button, self.seat_count)
        waits = set(around[: around.index(positions.big_blind)])  # between the button and the big blind: no posting in
        by_seat = self._by_seat()
        for seat in live:
            player = by_seat[seat]
            small_blind_posts = player.status is PlayerStatus.PLAYING or positions.small_blind == positions.button  # (heads-up: whoever is on the button)
            if seat == positions.big_blind or (seat == positions.small_blind and small_blind_posts):
                dealt.append(seat)
            elif seat in waits:
                continue  # between the button and the big blind: the player waits for the button to pass
            elif player.status is PlayerStatus.PLAYING:
                dealt.append(seat)
            elif player.status is PlayerStatus.POSTING:
                dealt.append(seat)
                live_post = min(big_blind, player.stack) if player.owes_big else 0
                dead_post = min(small_blind, player.stack - live_post) if player.owes_small else 0
                if live_post or dead_post:
                    posting[seat] = (live_post, dead_post)
        if len(dealt) < 2:  # the others all wait: nobody need wait when the deal would be short
            dealt, posting = list(live), {}
            button = next(s for s in reversed(seats_after(positions.button, self.seat_count)) if s in live)
            positions = first_positions(live=dealt, button=button, seat_count=self.seat_count)
            self._positions, self._button = positions, positions.button
        elif len(dealt) == 2 and positions.small_blind != positions.button:  # players waiting leave two: heads-up's blinds
            positions = next_positions(previous, live=dealt, seat_count=self.seat_count, rule=self._rule) if previous else first_positions(live=dealt, button=dealt[-1], seat_count=self.seat_count)
            self._positions, self._button = positions, positions.button
            posting = {}
        order = dealing_order(dealt, button=positions.button, seat_count=self.seat_count)
        for seat in order:
            player = by_seat[seat]
            if player.status is not _PLAYING or player.owes_big or player.owes_small:
                player.status, player.owes_big, player.owes_small = _PLAYING, False, False
        if len(order) < 2:
            return order, game
        return order, hand_game(game, order, positions, posting)

    def _missed(self, previous: Positions, positions: Positions) -> None:
        """The blinds passed by players sitting out: each seat the big blind went past owes both, the
        small blind's seat, if its player sits out, the small blind."""
        out = [player for player in self._players.values() if player.status is PlayerStatus.SITTING_OUT]
        if not out:
            return
        passed = seats_after(previous.big_blind, self.seat_count)
        skipped = passed[: passed.index(positions.big_blind)]
        for player in out:
            if player.seat in skipped:
                player.owes_big = player.owes_small = True
            if player.seat == positions.small_blind and player.seat != positions.big_blind:
                player.owes_small = True

    def _playable(self) -> list[int]:
        """The seats whose players can be dealt in (or wait for the big blind), with chips, in seat order."""
        return sorted(p.seat for p in self._players.values() if p.status is not PlayerStatus.SITTING_OUT and (p.stack > 0 or self._scores))

    def _settle(self) -> None:
        """Carry the last hand's result into the stacks, once it is over."""
        hand = self._hand
        if hand is None or self._settled or not hand.is_over:
            return
        for name, units in zip(self._seating, hand.stacks):
            player = self._players[name]
            player.stack = hand.money.amount(units)
            if not player.stack and not self._scores:
                player.status = PlayerStatus.SITTING_OUT  # busted: sits out until chips are added
        if self._scores:
            self._kitty = hand.kitty
        self._log.append(self._current_entry())
        self._settled = True
        self._hand_over()
        pending, self._pending = self._pending, []
        for entry in pending:
            self._apply(entry)

    def _current_entry(self) -> HandPlayed:
        assert self._entry is not None and self._hand is not None
        number, game, seed = self._entry
        return HandPlayed(number=number, game=game, seed=seed, actions=self._hand.actions)

    def _request(self, entry: LogEntry) -> None:
        """A change at the table: made now between hands, else once the current hand is over."""
        self._settle()
        if self._settled:
            self._apply(entry)
        else:
            self._pending.append(entry)

    def _apply(self, entry: LogEntry) -> None:
        self._log.append(entry)
        if isinstance(entry, Joined):
            self._players[entry.name] = _Player(entry.name, entry.seat, entry.stack, PlayerStatus.POSTING if entry.post else PlayerStatus.WAITING)
            self._seats = None
            self._players[entry.name].owes_big = True
        elif isinstance(entry, Left):
            del self._players[entry.name]
            self._seats = None
        elif isinstance(entry, SatOut):
            self._players[entry.name].status = PlayerStatus.SITTING_OUT
        elif isinstance(entry, SatIn):
            player = self._players[entry.name]
            if player.status is PlayerStatus.SITTING_OUT:
                owes = player.owes_big or player.owes_small
                player.status = PlayerStatus.PLAYING if not owes else PlayerStatus.POSTING if entry.post else PlayerStatus.WAITING
        elif isinstance(entry, ChipsAdded):
            self._players[entry.name].stack += entry.amount

    def _player(self, name: str) -> _Player:
        player = self._players.get(name)
        if player is None:
            raise SessionError(f"{name!r} is not at the table: {sorted(self._players)}")
        return player

    def _known(self, name: str) -> None:
        """Refuse a player who will not be at the table when the changes asked so far are made."""
        present = name in self._players
        for entry in self._pending:
            if isinstance(entry, Joined) and entry.name == name:
                present = True
            elif isinstance(entry, Left) and entry.name == name:
                present = False
        if not present:
            raise SessionError(f"{name!r} is not at the table: {sorted(self._players)}")

    def _at(self, seat: int) -> _Player:
        return self._by_seat()[seat]

    def _by_seat(self) -> dict[int, _Player]:
        """The players by their seats (made again whenever the players change)."""
        players = self._players
        seats = self._seats
        if seats is None:
            seats = self._seats = {p.seat: p for p in players.values()}
        return seats

    def __repr__(self) -> str:
        return f"<Session of {self._mix.name if len(self._mix.games) > 1 else self.game.name}: {len(self._players)} players, {self._played} hands>"
