"""Every game as an OpenSpiel game: CFR and OpenSpiel's other algorithms on any variant.

:func:`openspiel_game` wraps a game (built in, or your own variant) as a ``pyspiel`` game of
``players`` seats, one hand a game. The engine keeps the rules; this module turns its dealing into
OpenSpiel's chance nodes and its decisions into numbered actions:

* **Chance.** The pack is shuffled by nature one card at a time, as the hand needs the cards: each
  time the engine draws a card (to a player, to the board, a burn, a gamble card), a chance node
  chooses it uniformly among the cards still in the stub, its outcomes the card numbers (0-51, 52
  and 53 the jokers). A chance node that would have one outcome is skipped (the card is forced).
  When a draw game shuffles its discards back (the stub ran short), chance nodes choose their new
  order, card by card, and the hand deals on from it. So the chance nodes are exactly the shuffle a
  dealer makes, enumerable by CFR or sampled, and nothing else in a hand is random.
* **Decisions.** A player's actions are the indices of the game's :class:`ActionMap` (fold,
  passive, bet sizes by pot fraction, discard masks, Bailey's changes and exchanges), those the
  mask allows less any that takes the same action as a smaller index (a bet of the pot that is
  all in anyway, the one size of fixed limit): no two legal actions of a node are one.
* **Information.** ``information_state_string`` is everything the player has seen, in order: the
  deals (its own face-down cards, where the game shows them to their owner; face-up and board
  cards; a ``?`` for a card dealt face down to another seat), every action (another player's
  discards counted, not named), the showdown. ``information_state_tensor`` is the player's
  :class:`Encoding` (with its action history) followed by a timeline: for each card, the streets
  on which the player saw it (``seen``: dealt, turned, shown) and those on which it went from the
  player's hand into a discard (``gone_on``), so that the tensor tells apart what the player saw
  in a different order (perfect recall, up to ``actions_per_street`` actions of history a street:
  pass more for deep no-limit trees; the strings are always exact). ``observation_tensor`` is the :class:`Encoding` without
  its history (``observation_string`` the same, in words): what the player sees now.
* **Returns.** The hand's payoffs in reward units (big blinds by default, as the other
  environments: ``reward_unit``); zero-sum in chips without a rake, general-sum in Bailey's Poker
  (a tie pays the stake into the kitty) and with a rake.

Seats do not rotate: player ``i`` sits in seat ``i`` of the hand (seat 0 is the first after the
button, or stud's first dealt). The game is registered once with OpenSpiel as
``python_pokervariants``, its one parameter ``game`` naming the wrapped game, so that
``pyspiel.load_game(str(game))`` (which OpenSpiel's serialisation uses) makes it again in the same
process::

    import pyspiel
    from pokervariants import Razz
    from pokervariants.rl import openspiel_game

    game = openspiel_game(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players=2)
    state = game.new_initial_state()   # chance nodes deal the cards
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)

OpenSpiel (``pip install open_spiel``, Linux and macOS) is needed to make a game, not to import
this module.
"""

from __future__ import annotations

import hashlib
import importlib
import re
import threading
import weakref
from collections.abc import Iterator, Sequence
from typing import Any, Protocol, cast

from ..core import CARDS, Action, ActionKind, Card, DeckExhaustedError
from ..engine.events import (
    Acted,
    Awarded,
    BoardRun,
    Burned,
    CommunityDealt,
    Dealt,
    Discarded,
    Dropped,
    GambleLaid,
    Paid,
    Posted,
    Raked,
    Reshuffled,
    Returned,
    Shown,
    StreetStarted,
    Turned,
)
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..engine.state import pack_of
from ._actions import ActionMap
from ._encoding import CARDS as CARD_FLAGS
from ._encoding import _numpy
from ._table import TrainingTable

__all__ = ["SHORT_NAME", "openspiel_game"]

SHORT_NAME = "python_pokervariants"
"""The name the games are registered under with OpenSpiel."""

_spiel: Any
try:
    _spiel = importlib.import_module("pyspiel")
except ImportError:  # pragma: no cover - OpenSpiel is not on every platform
    _spiel = None

_GameBase: Any = _spiel.Game if _spiel is not None else object
_StateBase: Any = _spiel.State if _spiel is not None else object

_CHANCE = int(_spiel.PlayerId.CHANCE) if _spiel is not None else -1
_TERMINAL = int(_spiel.PlayerId.TERMINAL) if _spiel is not None else -4
_PUBLIC_CARDS = (ActionKind.CHANGE, ActionKind.EXCHANGE)  # actions whose cards lie face up
_LOCK = threading.Lock()
_SETUPS: weakref.WeakValueDictionary[str, _Setup] = weakref.WeakValueDictionary()
"""The wrapped games by name, while an OpenSpiel game of each lives (and with it any tree it cached)."""
_REGISTERED: list[bool] = []


class _Deals(Protocol):
    def new_hand(self, stacks: Sequence[Any], *, seed: int | None = None, source: Any = None) -> Hand: ...


def _require() -> Any:
    if _spiel is None:
        raise ImportError("openspiel_game needs OpenSpiel: pip install open_spiel (Linux and macOS)")
    return _spiel


# --- the deal as chance nodes ---------------------------------------------------------------------


class _NeedCard(Exception):
    """The hand needs a card that chance has not chosen yet: one of ``cards``, equally likely."""

    def __init__(self, cards: tuple[int, ...]) -> None:
        super().__init__(f"a card is to be chosen among {len(cards)}")
        self.cards = cards


class _ChanceSource:
    """A pack whose order chance chooses one card at a time (a :class:`CardSource`).

    The stub is the set of cards not yet dealt (``left``, a bitmask), in an order nobody knows yet:
    its next card is one of them, equally likely, given by :meth:`feed` (the cards fed so far are
    taken in turn; past them :class:`_NeedCard` names the choices). A draw game's discards shuffled
    back go beneath it, in an order chosen the same way when they come back (``queue``).
    """

    __slots__ = ("left", "fed", "at", "queue")

    def __init__(self, pack: Sequence[int] = ()) -> None:
        self.left = sum(1 << card for card in pack)
        self.fed: tuple[int, ...] = ()
        self.at = 0
        self.queue: list[Card] = []
        """Discards shuffled back, in the order chance chose (dealt once the stub is empty)."""

    def feed(self, card: int) -> None:
        """Chance's choice for the next card not yet chosen."""
        self.fed += (card,)

    def _choose(self, choices: int) -> int:
        """The next card of the set ``choices`` (a bitmask of two or more cards, or one)."""
        if choices & (choices - 1) == 0:  # one card: no choice to make
            return choices.bit_length() - 1
        if self.at < len(self.fed):
            card = self.fed[self.at]
            if not choices >> card & 1:
                raise ValueError(f"card {CARDS[card]} is not among the cards chance chooses from here")
            self.at += 1
            return card
        raise _NeedCard(tuple(c for c in range(choices.bit_length()) if choices >> c & 1))

    @property
    def remaining(self) -> int:
        return self.left.bit_count() + len(self.queue)

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        if self.left:
            card = self._choose(self.left)
            self.left &= ~(1 << card)
            return CARDS[card]
        if self.queue:
            return self.queue.pop(0)
        raise DeckExhaustedError("cannot deal: the deck is empty")

    def draw_many(self, seats: Sequence[int], face_up: bool) -> tuple[Card, ...]:
        if len(seats) > self.remaining:
            raise DeckExhaustedError(f"cannot deal {len(seats)} cards: {self.remaining} remain")
        return tuple([self.draw(seat, face_up) for seat in seats])

    def restock(self, cards: Sequence[int]) -> tuple[Card, ...]:
        """Take back discards beneath the stub, in an order chance chooses now, card by card."""
        choices = sum(1 << card for card in cards)
        order: list[Card] = []
        while choices:
            card = self._choose(choices)
            choices &= ~(1 << card)
            order.append(CARDS[card])
        self.queue.extend(order)
        return tuple(order)

    def copy(self) -> _ChanceSource:
        clone = _ChanceSource()
        clone.left, clone.fed, clone.at, clone.queue = self.left, self.fed, self.at, list(self.queue)
        return clone

    def __deepcopy__(self, memo: dict[int, object]) -> _ChanceSource:
        return self.copy()


# --- what a player sees ---------------------------------------------------------------------------


def _cards(cards: Sequence[int]) -> str:
    return " ".join(str(CARDS[c]) for c in cards)


def _seen(
    hand: Hand, seat: int, owner_sees: bool, streets: int, *, everything: bool = False
) -> Iterator[tuple[int, str, tuple[int, ...], tuple[int, ...]]]:
    """What ``seat`` saw of ``hand``, event by event: the street (from 0), the event in words, the
    cards it showed the seat and the cards it took out of the seat's sight into a discard
    (``everything``: every card named, for the state's own description)."""
    street = -1
    none: tuple[int, ...] = ()
    for event in hand.events:
        at = max(street, 0)
        if isinstance(event, StreetStarted):
            street = min(street + 1, streets - 1)
            yield street, f"| {event.street}:", none, none
        elif isinstance(event, Dealt):
            face = "+" if event.face_up else "-"
            if event.face_up or everything or (event.seat == seat and owner_sees):
                yield at, f"{event.seat}{face}{event.card}", (event.card,), none
            else:
                yield at, f"{event.seat}-?", none, none
        elif isinstance(event, Acted):
            action = event.action
            gone: tuple[int, ...] = none
            if not action.cards or action.kind in _PUBLIC_CARDS:
                words, gone = str(action), tuple(action.cards[:1])  # a change's card (an exchange's joker) goes to the scrap
            elif event.seat == seat or everything:
                words, gone = str(action), tuple(action.cards) if event.seat == seat else none
            else:  # another player's discards: how many, not which
                words = f"{action.kind.value} {len(action.cards)}"
            yield at, f"{event.seat}:{words}", none, gone
        elif isinstance(event, (CommunityDealt, GambleLaid)):
            yield at, f"{'board' if isinstance(event, CommunityDealt) else 'gamble'} {event.card}", (event.card,), none
        elif isinstance(event, Turned):
            yield at, f"{event.seat}^{event.card}", (event.card,), none
        elif isinstance(event, Shown):
            yield at, f"{event.seat} shows {_cards(event.cards)}", tuple(event.cards), none
        elif isinstance(event, Discarded):
            card, to = event.card, event.to
            mine, theirs = event.seat == seat and owner_sees, to == seat and owner_sees
            where = "the muck" if to is None else f"seat {to}"
            if mine or theirs or everything:
                yield at, f"{event.seat} passes {card} to {where}", (card,) if theirs else none, (card,) if mine else none
            else:
                yield at, f"{event.seat} passes a card to {where}", none, none
        elif isinstance(event, Burned):
            yield at, f"burn {event.card}" if everything else "burn", none, none
        elif isinstance(event, Reshuffled):  # the new order stays unknown
            yield at, f"reshuffle {_cards(event.cards)}" if everything else f"reshuffle {len(event.cards)}", none, none
        elif isinstance(event, Posted):
            yield at, f"{event.seat} posts {event.kind} {event.amount}", none, none
        elif isinstance(event, Returned):
            yield at, f"{event.seat} takes back {event.amount}", none, none
        elif isinstance(event, Awarded):
            yield at, f"{event.seat} wins {event.amount}", none, none
        elif isinstance(event, Dropped):
            yield at, f"{event.seat} drops", none, none
        elif isinstance(event, Paid):
            yield at, f"{event.payer} pays {event.payee} {event.amount}", none, none
        elif isinstance(event, Raked):
            yield at, f"rake {event.amount}", none, none
        elif isinstance(event, BoardRun):
            yield at, f"run {event.run}", none, none
        # HandStarted and StateChanged tell nothing the events around them do not.


# --- the game as OpenSpiel sees it ----------------------------------------------------------------


class _Setup:
    """One wrapped game: the variant, its table's options, layouts and bounds (shared, never copied)."""

    def __init__(self, key: str, game: GameVariant, players: int, options: dict[str, Any]) -> None:
        options = dict(options)
        self.cache = bool(options.pop("cache", False))
        table = TrainingTable(game, players=players, rotate=False, **options)
        self.key = key
        self.variant = game
        self.players = players
        self.stacks = table.stacks
        self.actions = table.actions
        self.encoding = table.encoding
        self.pack = tuple(pack_of(game))
        self.scores = bool(getattr(game, "scores", False))
        self.owner_sees = self.encoding.owner_sees
        self.streets = self.encoding.streets
        self.stage_names = tuple(game.program.stage_names)
        sections = self.encoding.sections
        self.observation_size = sections["history"].start  # the history and its actors are the encoding's last sections
        self.timeline = self.encoding.size
        self.info_size = self.timeline + 2 * CARD_FLAGS * self.streets
        sample = cast(_Deals, game).new_hand(list(table.stacks), seed=0)
        self.wild = self.encoding.encode(sample, 0)[sections["wild"]].copy()
        money = sample.money
        self.per = 1.0 if self.scores else float(money.units(table.unit))
        start = sample.starting_stacks
        if self.scores:
            ceiling = getattr(getattr(game, "stake", None), "ceiling", None)
            bound = float(ceiling if ceiling else 15 * len(self.pack))  # a gamble card or a change adds 15 at most
            self.min_utility, self.max_utility = -bound, bound * (players - 1)
        else:
            self.min_utility = -max(start) / self.per
            self.max_utility = (sum(start) - min(start)) / self.per
        self.zero_sum = not self.scores and getattr(game, "rake", None) is None
        # Every action that puts chips in puts one unit at least; the others are bounded by the
        # decisions of the program and by the cards (a draw, a change).
        self.max_length = sum(start) + 2 * players * (len(game.program.steps) + 1) + (players + 1) * len(self.pack)
        self.root = _Node(self, None, -1, (), self.pack)
        """Where every hand starts: chance to deal the first card (with the cache, the root of the tree)."""

    def __deepcopy__(self, memo: dict[int, object]) -> _Setup:
        return self

    def __copy__(self) -> _Setup:
        return self

    def game_type(self) -> Any:
        spiel = _require()
        kind = spiel.GameType
        return kind(
            short_name=SHORT_NAME,
            long_name=f"pokervariants {self.variant.name}",
            dynamics=kind.Dynamics.SEQUENTIAL,
            chance_mode=kind.ChanceMode.EXPLICIT_STOCHASTIC,
            information=kind.Information.IMPERFECT_INFORMATION,
            utility=kind.Utility.ZERO_SUM if self.zero_sum else kind.Utility.GENERAL_SUM,
            reward_model=kind.RewardModel.TERMINAL,
            max_num_players=self.players,
            min_num_players=self.players,
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            provides_factored_observation_string=False,
            parameter_specification={"game": ""},
        )

    def game_info(self) -> Any:
        return _require().GameInfo(
            num_distinct_actions=self.actions.size,
            max_chance_outcomes=max(self.pack) + 1,
            num_players=self.players,
            min_utility=self.min_utility,
            max_utility=self.max_utility,
            utility_sum=0.0 if self.zero_sum else None,
            max_game_length=self.max_length,
        )


class _Game(_GameBase):  # type: ignore[misc]  # pyspiel has no types
    """A pokervariants game as OpenSpiel's: made by :func:`openspiel_game` or ``pyspiel.load_game``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        key = str(params.get("game", ""))
        setup = _SETUPS.get(key)
        if setup is None:
            known = ", ".join(sorted(_SETUPS)) or "none yet"
            raise ValueError(f"no game is wrapped as {key!r} in this process (known: {known}): make one with pokervariants.rl.openspiel_game(game, ...)")
        self.setup = setup
        super().__init__(setup.game_type(), setup.game_info(), {"game": key})

    def new_initial_state(self) -> _State:
        """The start of a hand: chance is to deal its first card."""
        return _State(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        """What a player sees: with perfect recall, the information state; otherwise the observation."""
        return _Observer(self.setup, iig_obs_type, params)


class _Node:
    """Where a hand stands, shared by the states there (OpenSpiel makes each child from a copy of
    its parent's state, and nothing here is ever changed): the hand, and at a chance node the action
    that needs cards (``pending``, -1 for the deal itself), the cards chance has chosen for it
    (``fed``) and those it chooses among next (``need``). It keeps what is asked of it more than
    once: each player's information state string, the legal actions and, with a tree cache, the
    node each action leads to."""

    __slots__ = ("setup", "hand", "pending", "fed", "need", "player", "children", "strings", "legal")

    def __init__(self, setup: _Setup, hand: Hand | None, pending: int | None = None, fed: tuple[int, ...] = (), need: tuple[int, ...] = ()) -> None:
        self.setup = setup
        self.hand = hand
        self.pending = pending
        self.fed = fed
        self.need = need
        actor = None if hand is None or pending is not None else hand.actor
        self.player = _CHANCE if pending is not None else _TERMINAL if actor is None else actor
        """Who is to move: OpenSpiel's number for chance, a player, or the end."""
        self.children: dict[int, _Node] | None = {} if setup.cache else None
        self.strings: dict[int, str] = {}
        self.legal: list[int] | None = None

    def __deepcopy__(self, memo: dict[int, object]) -> _Node:
        return self

    def __copy__(self) -> _Node:
        return self

    def child(self, action: int) -> _Node:
        """The node ``action`` leads to: a player's action index, or chance's card."""
        children = self.children
        if children is None:
            return self._child(action)
        child = children.get(action)
        if child is None:
            child = children[action] = self._child(action)
        return child

    def _child(self, action: int) -> _Node:
        if self.pending is None:
            return self._run(action, ())
        if action not in self.need:
            raise ValueError(f"chance deals one of {_cards(self.need)} here, not card {action}")
        return self._run(self.pending, self.fed + (action,))

    def _run(self, index: int, fed: tuple[int, ...]) -> _Node:
        """Take the action ``index`` of the player to act (-1: deal the hand) with the cards ``fed``
        chosen for it; a card still to choose makes a chance node."""
        setup = self.setup
        try:
            if index < 0:
                source = _ChanceSource(setup.pack)
                source.fed = fed
                hand = cast(_Deals, setup.variant).new_hand(list(setup.stacks), source=source)
            else:
                assert self.hand is not None
                hand = self.hand.copy()
                if fed:
                    dealing = hand.source
                    assert isinstance(dealing, _ChanceSource)  # the hand's own copy of the source it was dealt from
                    dealing.fed += fed
                hand.act(setup.actions.action(hand, index))
        except _NeedCard as need:  # the hand stays as it was before the action
            return _Node(setup, self.hand, index, fed, need.cards)
        return _Node(setup, hand)


def _distinct(actions: ActionMap, hand: Hand) -> list[int]:
    """The legal indices of ``actions`` now, leaving out an index that takes the same action as a
    smaller one (a pot-sized bet that is all in anyway): no two legal actions of a node are one."""
    legal: list[int] = []
    taken: set[Action] = set()
    for index, allowed in enumerate(actions.mask(hand)):
        if allowed:
            action = actions.action(hand, index)
            if action not in taken:
                taken.add(action)
                legal.append(index)
    return legal


class _State(_StateBase):  # type: ignore[misc]  # pyspiel has no types
    """A hand of a wrapped game: the :class:`_Node` where it stands."""

    def __init__(self, game: _Game) -> None:
        super().__init__(game)
        self._node: _Node = game.setup.root

    @property
    def hand(self) -> Hand | None:
        """The hand as it stands (at a chance node, before the action being dealt for; ``None`` before the first deal)."""
        return self._node.hand

    # -- OpenSpiel's state protocol --

    def current_player(self) -> int:
        return self._node.player

    def is_terminal(self) -> bool:
        return self._node.player == _TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        node = self._node
        if node.pending is not None:
            return list(node.need)
        if node.player != player:
            return []
        if node.legal is None:
            node.legal = _distinct(node.setup.actions, node.hand)  # type: ignore[arg-type]  # a player to act: a hand
        return list(node.legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        node = self._node
        if node.pending is None:
            return []
        p = 1.0 / len(node.need)
        return [(card, p) for card in node.need]

    def _apply_action(self, action: int) -> None:
        self._node = self._node.child(int(action))

    def returns(self) -> list[float]:
        node = self._node
        setup = node.setup
        if node.player != _TERMINAL or node.hand is None:
            return [0.0] * setup.players
        return [payoff / setup.per for payoff in node.hand.payoffs]

    def _action_to_string(self, player: int, action: int) -> str:
        if player < 0:
            return f"deal {CARDS[action]}"
        return self._node.setup.actions.labels[action]

    def __str__(self) -> str:
        node = self._node
        setup = node.setup
        hand = node.hand
        lines = [setup.variant.name]
        if hand is not None:
            lines[0] += ": " + "; ".join(f"{seat} [{_cards(hand.down_cards(seat))}] {_cards(hand.up_cards(seat))}" for seat in range(setup.players))
            lines.append(" ".join(text for _, text, _, _ in _seen(hand, -1, True, setup.streets, everything=True)))
        if node.pending is not None:
            doing = "the deal" if node.pending < 0 else setup.actions.labels[node.pending]
            lines.append(f"dealing for {doing}: {_cards(node.fed) or 'no card yet'}")
        return "\n".join(lines)


class _Observer:
    """OpenSpiel's observer of a wrapped game: ``tensor`` and ``dict`` filled by :meth:`set_from`."""

    def __init__(self, setup: _Setup, iig_obs_type: Any, params: Any) -> None:
        spiel = _require()
        if params:
            raise ValueError(f"observation parameters are not supported, got {params!r}")
        if iig_obs_type is not None and (not iig_obs_type.public_info or iig_obs_type.private_info != spiel.PrivateInfoType.SINGLE_PLAYER):
            raise ValueError("a player's own view only (public_info=True, private_info=SINGLE_PLAYER): the information state or the observation")
        self.setup = setup
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        np = _numpy()
        size = setup.info_size if self.perfect_recall else setup.observation_size
        self.tensor = np.zeros(size, dtype=np.float32)
        views = {}
        for name, where in setup.encoding.sections.items():
            if where.stop <= size:
                views[name] = self.tensor[where]
        if self.perfect_recall:
            block = CARD_FLAGS * setup.streets
            views["seen"] = self.tensor[setup.timeline : setup.timeline + block].reshape(CARD_FLAGS, setup.streets)
            views["gone_on"] = self.tensor[setup.timeline + block : setup.timeline + 2 * block].reshape(CARD_FLAGS, setup.streets)
        self.dict = views

    def set_from(self, state: _State, player: int) -> None:
        setup = self.setup
        hand = state.hand
        tensor = self.tensor
        if hand is None:  # nothing dealt yet: the player knows its place and the wild cards
            tensor.fill(0.0)
            sections = setup.encoding.sections
            tensor[sections["position"].start + player] = 1.0
            tensor[sections["wild"]] = setup.wild
            return
        if self.perfect_recall:
            setup.encoding.encode(hand, player, tensor[: setup.encoding.size])
            timeline = tensor[setup.timeline :]
            timeline.fill(0.0)
            streets, gone = setup.streets, CARD_FLAGS * setup.streets
            for street, _, seen, left in _seen(hand, player, setup.owner_sees, streets):
                for card in seen:
                    timeline[card * streets + street] = 1.0
                for card in left:
                    timeline[gone + card * streets + street] = 1.0
        else:
            full = setup.encoding.encode(hand, player)
            tensor[:] = full[: setup.observation_size]

    def string_from(self, state: _State, player: int) -> str:
        setup = self.setup
        hand = state.hand
        if hand is None:
            return f"p{player} dealing"
        if self.perfect_recall:
            strings = state._node.strings
            text = strings.get(player)
            if text is None:
                text = strings[player] = f"p{player} " + " ".join(text for _, text, _, _ in _seen(hand, player, setup.owner_sees, setup.streets))
            return text
        full = setup.encoding.encode(hand, player)
        sections = setup.encoding.sections

        def named(where: slice) -> str:
            return _cards([card for card in range(CARD_FLAGS) if full[where.start + card]])

        up = setup.encoding.sections["up"].start
        ups = " ".join(f"{(player + k) % setup.players}:[{named(slice(up + k * CARD_FLAGS, up + (k + 1) * CARD_FLAGS))}]" for k in range(setup.players))
        street = "over" if hand.is_over else setup.stage_names[min(hand.round - 1, len(setup.stage_names) - 1)]
        parts = [
            f"p{player} {street}",
            f"down [{named(sections['own_down'])}]",
            f"up {ups}",
            f"board [{named(sections['board'])}]",
            f"gone [{named(sections['gone'])}]",
            f"stacks {list(hand.stacks)} bets {list(hand.bets)} pot {sum(p.amount for p in hand.pots)}",
        ]
        if hand.actor is not None:
            parts.append(f"to act {hand.actor}")
        return " ".join(parts)


# --- making games ---------------------------------------------------------------------------------


def _register() -> None:
    spiel = _require()
    with _LOCK:
        if _REGISTERED:
            return
        if SHORT_NAME not in {kind.short_name for kind in spiel.registered_games()}:
            kind = spiel.GameType(
                short_name=SHORT_NAME,
                long_name="pokervariants: any game of the library",
                dynamics=spiel.GameType.Dynamics.SEQUENTIAL,
                chance_mode=spiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
                information=spiel.GameType.Information.IMPERFECT_INFORMATION,
                utility=spiel.GameType.Utility.GENERAL_SUM,
                reward_model=spiel.GameType.RewardModel.TERMINAL,
                max_num_players=10,
                min_num_players=2,
                provides_information_state_string=True,
                provides_information_state_tensor=True,
                provides_observation_string=True,
                provides_observation_tensor=True,
                provides_factored_observation_string=False,
                parameter_specification={"game": ""},
            )
            spiel.register_game(kind, _Game)
        _REGISTERED.append(True)


def _key(game: GameVariant, players: int, options: dict[str, Any]) -> str:
    """A name for the wrapped game, the same for the same game and options: the game's name in
    letters and digits, and a digest of the rest (a parameter of OpenSpiel's holds no punctuation)."""
    described = repr((type(game).__module__, type(game).__qualname__, game, players, sorted(options.items())))
    digest = hashlib.blake2b(described.encode(), digest_size=6).hexdigest()
    return f"{re.sub(r'[^A-Za-z0-9]', '', game.name) or 'game'}{digest}"


def openspiel_game(game: GameVariant, *, players: int = 2, **options: Any) -> Any:
    """``game`` as an OpenSpiel game (a ``pyspiel.Game``) of ``players`` seats, one hand a game:
    chance nodes deal the cards one at a time, each equally likely among the cards left; players
    act by the indices of an :class:`ActionMap` (an index that takes the same action as a smaller
    one is left out: a pot-sized bet that is all in anyway); ``information_state_tensor`` and
    ``observation_tensor`` come from an :class:`Encoding`; the returns are the hand's payoffs in
    reward units. The options are :class:`TrainingTable`'s (``stacks``, 100 reward units each by
    default; ``reward_unit``; ``abstraction``; ``actions_per_street``) and ``cache``: ``True`` keeps
    every node reached (its hand, strings and legal actions), so that walking the tree again reads
    it instead of playing the hands again, for solving a small game by CFR (it grows with the tree
    and lives as long as the game). Seats do not rotate: player ``i`` is seat ``i``.

    The same game and options give the same OpenSpiel game, which ``pyspiel.load_game(str(game))``
    makes again while one lives. Needs OpenSpiel (``pip install open_spiel``, Linux and macOS).
    """
    spiel = _require()
    if "rotate" in options:
        raise TypeError("seats do not rotate in an OpenSpiel game: player i is seat i (leave out rotate)")
    key = _key(game, players, options)
    with _LOCK:
        setup = _SETUPS.get(key)
        if setup is None:
            setup = _SETUPS[key] = _Setup(key, game, players, options)
    _register()
    made = spiel.load_game(SHORT_NAME, {"game": key})
    del setup  # the game holds it now
    return made
