"""One table for learning: a hand of any game at a time, its observations, masks and rewards.

:class:`TrainingTable` is what every environment here wraps: it deals a hand from a seed, seats the agents
(each episode with the button moved on, from the seed, unless ``rotate=False``), turns an agent's
action index into the engine's action, and reads each agent's observation, mask and reward. The
engine keeps the rules; the table only translates.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal
from typing import Any, Protocol, cast

from ..core import Action, AmountLike, exact_amount
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..engine.sizing import MENUS_KEPT
from ._abstraction import Abstraction
from ._actions import ActionMap
from ._encoding import Encoding, _numpy

__all__ = ["REWARD_UNITS", "TrainingTable", "default_unit"]

_MASKS_KEPT = 4096
"""The most menus' masks a table keeps (draw games' discards make many)."""

REWARD_UNITS = ("chips", "big blinds", "big bets")
"""What rewards and the observation's amounts count in."""


class _Deals(Protocol):
    def new_hand(self, stacks: Sequence[Any], *, seed: random.Random) -> Hand: ...


def default_unit(game: GameVariant, unit: str = "big blinds") -> int | Decimal:
    """The amount one reward unit is worth in ``game``: its big blind (a game without blinds: its
    big bet), its big bet, or one chip."""
    if unit not in REWARD_UNITS:
        raise ValueError(f"the reward unit is one of {', '.join(REWARD_UNITS)}, not {unit!r}")
    if unit == "chips" or getattr(game, "scores", False):
        return 1
    blinds = tuple(getattr(game, "blinds", ()) or ())
    big_blind = blinds[1] if len(blinds) > 1 else (blinds[0] if blinds else 0)
    betting = getattr(game, "betting", None)
    big_bet = getattr(game, "big_bet", None) or getattr(betting, "big_bet", None)
    if unit == "big bets" and big_bet:
        return cast("int | Decimal", big_bet)
    return cast("int | Decimal", big_blind or big_bet or getattr(game, "button_blind", 0) or getattr(game, "ante", 0) or 1)


class TrainingTable:
    """Hands of ``game`` between ``players`` agents, each starting from its stack (``stacks``: one
    for all or one each; by default 100 reward units, or 0 points in Bailey's Poker)."""

    def __init__(
        self,
        game: GameVariant,
        *,
        players: int = 2,
        stacks: AmountLike | Sequence[AmountLike] | None = None,
        reward_unit: str = "big blinds",
        abstraction: Abstraction | None = None,
        actions_per_street: int | None = None,
        rotate: bool = True,
    ) -> None:
        if not hasattr(game, "new_hand"):
            raise TypeError(f"a table plays a game (a variant such as Holdem()), not {type(game).__name__}")
        low, high = int(getattr(game, "min_players", 2)), getattr(game, "max_players", 10)
        high = int(high) if isinstance(high, int) else 10
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise ValueError(f"{game.name} takes {low} to {high} players, not {players!r}")
        self.game = game
        self.players = players
        self.unit = default_unit(game, reward_unit)
        self.reward_unit = reward_unit
        scores = bool(getattr(game, "scores", False))
        if stacks is None:
            amounts = [0 if scores else 100 * self.unit] * players
        elif isinstance(stacks, Sequence) and not isinstance(stacks, (str, bytes)):
            if len(stacks) != players:
                raise ValueError(f"stacks has one stack for each of the {players} players, not {len(stacks)}")
            amounts = [exact_amount(s, "a stack") for s in stacks]
        else:
            amounts = [exact_amount(stacks, "a stack")] * players
        if not scores and any(a <= 0 for a in amounts):
            raise ValueError(f"every stack is more than nothing, not {amounts}")
        self.stacks = tuple(amounts)
        self.actions = ActionMap(game, abstraction)
        self.encoding = Encoding(game, players=players, unit=self.unit, actions_per_street=actions_per_street)
        self.rotate = rotate
        self.hand: Hand | None = None
        self.shift = 0
        """The hand's seat of agent 0 (agent ``i`` sits in seat ``(i + shift) % players``)."""
        self._rng = random.Random(0)
        self._masks: dict[tuple[int, ...], Any] = {}
        """Each menu of legal indices seen, as its mask (copied out: a caller may write to it)."""
        self._menus: dict[int, tuple[tuple[Action, ...], Any]] = {}
        """The pure build's: menus of the engine's whose mask follows from the menu alone, by their
        identity, each with its mask (:data:`~pokervariants.engine.sizing.MENUS_KEPT`)."""
        self._nothing = _numpy().zeros(self.actions.size, dtype="int8")
        """The mask of an agent not to act, all zero (copied out)."""

    def __reduce__(self) -> tuple[object, ...]:
        # Made again from its options, then given its hand, seating and random source (the
        # compiled build's classes are pickled this way).
        options = {
            "players": self.players, "stacks": self.stacks, "reward_unit": self.reward_unit, "abstraction": self.actions.abstraction,
            "actions_per_street": self.encoding.actions_per_street, "rotate": self.rotate,
        }  # fmt: skip
        return _rebuilt, (self.game, options), (self.hand, self.shift, self._rng)

    def __setstate__(self, state: tuple[Hand | None, int, random.Random]) -> None:
        self.hand, self.shift, self._rng = state

    def reset(self, seed: int | None = None) -> Hand:
        """Deal a new hand (from ``seed``, or the table's own random source, itself seeded by the
        last seed given)."""
        if seed is not None:
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise TypeError(f"a seed is an int, not {type(seed).__name__}")
            self._rng = random.Random(seed)
        rng = self._rng
        self.shift = rng.randrange(self.players) if self.rotate else 0
        stacks = [self.stacks[(seat - self.shift) % self.players] for seat in range(self.players)]
        # Shuffled by the table's own generator: seeding a generator for each hand took a fifth of dealing it.
        self.hand = cast(_Deals, self.game).new_hand(stacks, seed=rng)
        return self.hand

    def seat(self, agent: int) -> int:
        """The hand's seat of ``agent``."""
        return (agent + self.shift) % self.players

    def agent(self, seat: int) -> int:
        """The agent in the hand's ``seat``."""
        return (seat - self.shift) % self.players

    @property
    def current(self) -> int | None:
        """The agent to act (``None`` once the hand is over)."""
        hand = self.hand  # (not _hand(), nor agent(): a learning loop asks at every step, and each call costs)
        if hand is None:
            raise _no_hand()
        actor = hand.actor
        return None if actor is None else (actor - self.shift) % self.players

    def observe(self, agent: int, out: Any = None) -> Any:
        """Agent ``agent``'s observation (a float32 array of ``encoding.size``)."""
        hand = self.hand  # (as in current)
        if hand is None:
            raise _no_hand()
        return self.encoding.encode(hand, (agent + self.shift) % self.players, out)

    def mask(self) -> Any:
        """The legal actions of the agent to act, as an int8 array (all zero once the hand is over)."""
        hand = self.hand  # (as in current)
        if hand is None:
            raise _no_hand()
        return self._mask(hand)

    def _mask(self, hand: Hand) -> Any:
        menu: tuple[Action, ...] = ()
        if MENUS_KEPT:  # the pure build: a menu offered again is the same tuple, and its mask known by it
            menu = hand.legal_actions()
            known = self._menus.get(id(menu))
            if known is not None and known[0] is menu:
                return known[1].copy()
        indices, alone = self.actions._classified(hand)
        legal = tuple(indices)
        mask = self._masks.get(legal)
        if mask is None:  # (a few dozen menus recur hand after hand: each made once, copied after)
            if len(self._masks) >= _MASKS_KEPT:
                self._masks.clear()
            mask = _numpy().zeros(self.actions.size, dtype="int8")
            mask[list(legal)] = 1
            self._masks[legal] = mask
        if MENUS_KEPT and alone:
            if len(self._menus) >= _MASKS_KEPT:
                self._menus.clear()
            self._menus[id(menu)] = (menu, mask)  # (the menu kept with it: its id is not another's while it lives)
        return mask.copy()

    def observation(self, agent: int) -> dict[str, Any]:
        """Agent ``agent``'s observation as the environments give it: ``{"observation":
        observe(agent), "action_mask": mask()}``, the mask all zero unless the agent is to act.

        >>> from pokervariants import Holdem
        >>> table = TrainingTable(Holdem(blinds=(1, 2)), players=3)
        >>> _ = table.reset(seed=7)
        >>> mine = table.observation(table.current)
        >>> mine["observation"].shape == (table.encoding.size,), bool(mine["action_mask"].any())
        (True, True)
        >>> bool(table.observation((table.current + 1) % 3)["action_mask"].any())
        False
        """
        hand = self.hand  # (as in current)
        if hand is None:
            raise _no_hand()
        seat = (agent + self.shift) % self.players
        mask = self._mask(hand) if hand.actor == seat else self._nothing.copy()  # (a copy: a caller may write to it)
        return {"observation": self.encoding.encode(hand, seat), "action_mask": mask}

    def step(self, action: int | Action) -> None:
        """Take ``action`` for the agent to act: an index, or (raw) one of the hand's own actions."""
        hand = self.hand  # (as in current)
        if hand is None:
            raise _no_hand()
        hand.act(action if isinstance(action, Action) else self.actions.action(hand, action))

    def rewards(self) -> list[float]:
        """Each agent's result of the hand so far, in reward units (the payoffs once it is over)."""
        hand = self._hand()
        payoffs = hand.payoffs
        per = float(hand.money.units(self.unit)) if not getattr(self.game, "scores", False) else 1.0
        return [payoffs[self.seat(agent)] / per for agent in range(self.players)]

    def _hand(self) -> Hand:
        if self.hand is None:
            raise _no_hand()
        return self.hand


def _no_hand() -> RuntimeError:
    return RuntimeError("no hand has been dealt: reset the environment first")


def _rebuilt(game: GameVariant, options: dict[str, Any]) -> TrainingTable:
    """A :class:`TrainingTable` unpickled (its state is set after)."""
    return TrainingTable(game, **options)
