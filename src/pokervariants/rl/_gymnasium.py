"""The Gymnasium environments: one seat against policies (:class:`PokerEnv`), and many tables
stepped together (:class:`PokerVectorEnv`).

Imported only when an environment is made: it needs gymnasium (the ``rl`` extra).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv

from ..core import Action
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ._table import TrainingTable

__all__ = ["PokerEnv", "PokerVectorEnv"]


class Policy(Protocol):
    """An opponent: a :class:`pokervariants.bots.Bot`."""

    def choose(self, hand: Hand, seat: int, rng: random.Random) -> Action: ...


def _spaces(table: TrainingTable) -> tuple[Any, Any]:
    observation = spaces.Dict({
        "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(table.encoding.size,), dtype=np.float32),
        "action_mask": spaces.Box(low=0, high=1, shape=(table.actions.size,), dtype=np.int8),
    })  # fmt: skip
    return observation, spaces.Discrete(table.actions.size)


class PokerEnv(gymnasium.Env):
    """One agent (player 0, its seat moving round the table from hand to hand) against
    ``opponents`` (bots, one for every other seat or one each; the library's random bot by
    default): see :func:`~pokervariants.rl.gymnasium_env`."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: GameVariant,
        *,
        opponents: Policy | Sequence[Policy] | None = None,
        players: int = 2,
        raw: bool = False,
        illegal: str = "passive",
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        if illegal not in ("passive", "raise"):
            raise ValueError(f"illegal is 'passive' (an action the mask refuses plays the passive one) or 'raise', not {illegal!r}")
        self.illegal = illegal
        self.table = TrainingTable(game, players=players, **options)
        if opponents is None:
            from ..bots import RandomBot

            opponents = RandomBot()
        chosen = list(opponents) if isinstance(opponents, Sequence) else [opponents] * (players - 1)
        if len(chosen) != players - 1:
            raise ValueError(f"opponents is one bot, or one for each of the {players - 1} other seats, not {len(chosen)}")
        for bot in chosen:
            if not callable(getattr(bot, "choose", None)):
                raise TypeError(f"an opponent is a bot (with a choose method), not {type(bot).__name__}")
        self.opponents = chosen
        self.raw = raw
        self.render_mode = render_mode
        self.observation_space, self.action_space = _spaces(self.table)
        self._bots = random.Random(0)
        self._carried = 0.0

    def _observation(self) -> dict[str, Any]:
        return self.table.observation(0)

    def _info(self) -> dict[str, Any]:
        hand = self.table.hand
        if self.raw and hand is not None and self.table.current == 0:
            return {"legal_actions": hand.legal_actions()}
        return {}

    def _play_others(self) -> float:
        """Let the opponents act until the agent is to act; a hand that ends without the agent
        acting again is counted and the next dealt (its result carried into the next reward)."""
        table = self.table
        while True:
            hand = table.hand
            assert hand is not None
            current = table.current
            while current is not None and current != 0:
                seat = hand.actor
                assert seat is not None
                hand.act(self.opponents[current - 1].choose(hand, seat, self._bots))
                current = table.current
            return 0.0 if current == 0 else table.rewards()[0]

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        table = self.table
        if seed is not None:
            self._bots = random.Random(seed ^ 0x5EED)
            table.reset(seed)
        else:
            table.reset()
        carried = 0.0
        while True:  # a hand the opponents finish before the agent's first turn: deal the next
            result = self._play_others()
            if table.current == 0:
                break
            carried += result
            table.reset()
        self._carried = carried
        return self._observation(), self._info()

    def step(self, action: int | Action) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        table = self.table
        if table.current != 0:
            raise RuntimeError("the hand is over: reset the environment")
        if isinstance(action, Action) and not self.raw:
            raise TypeError("this environment takes action indices; gymnasium_env(..., raw=True) takes the engine's actions")
        info: dict[str, Any] = {}
        if not isinstance(action, Action):
            index = int(action)
            if self.illegal == "passive" and not (0 <= index < table.actions.size and table.mask()[index]):
                info["illegal_action"] = index
                mask = table.mask()
                index = 1 if mask[1] else 0 if mask[0] else int(mask.argmax())  # check, call or stand; else fold
            table.step(index)
        else:
            table.step(action)
        result = self._play_others()
        over = table.current is None
        reward = result + self._carried if over else 0.0
        if over:
            self._carried = 0.0
        return self._observation(), reward, over, False, {**self._info(), **info}

    def render(self) -> str | None:
        hand = self.table.hand
        if self.render_mode is None or hand is None:
            return None
        return f"{hand.variant.name}, {hand.street}: stacks {list(hand.stacks)}, bets {list(hand.bets)}"


class PokerVectorEnv(VectorEnv):
    """``num_envs`` tables of :class:`PokerEnv`, stepped together with batched observations; a
    table whose hand is over deals the next at once (the observation returned is the new hand's,
    the final one in ``infos["final_observation"]``). Table ``i`` reset with ``seed`` plays as a
    :class:`PokerEnv` reset with ``seed + i``: see :func:`~pokervariants.rl.vector_env`."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, game: GameVariant, num_envs: int, **options: Any) -> None:
        if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs is a positive int, not {num_envs!r}")
        self.envs = [PokerEnv(game, **options) for _ in range(num_envs)]
        self.num_envs = num_envs
        first = self.envs[0]
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = gymnasium.vector.utils.batch_space(self.single_observation_space, num_envs)
        self.action_space = gymnasium.vector.utils.batch_space(self.single_action_space, num_envs)
        size, actions = first.table.encoding.size, first.table.actions.size
        self._observations = np.zeros((num_envs, size), dtype=np.float32)
        self._masks = np.zeros((num_envs, actions), dtype=np.int8)

    def _batch(self) -> dict[str, Any]:
        return {"observation": self._observations.copy(), "action_mask": self._masks.copy()}

    def _put(self, index: int, observation: dict[str, Any]) -> None:
        self._observations[index] = observation["observation"]
        self._masks[index] = observation["action_mask"]

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        for index, env in enumerate(self.envs):
            observation, _ = env.reset(seed=None if seed is None else seed + index)
            self._put(index, observation)
        return self._batch(), {}

    def step(self, actions: Any) -> tuple[dict[str, Any], Any, Any, Any, dict[str, Any]]:
        count = self.num_envs
        rewards = np.zeros(count, dtype=np.float64)
        terminations = np.zeros(count, dtype=np.bool_)
        truncations = np.zeros(count, dtype=np.bool_)
        finals: list[Any] = [None] * count
        for index, (env, action) in enumerate(zip(self.envs, actions)):
            observation, reward, over, _, _ = env.step(action if isinstance(action, Action) else int(action))
            rewards[index], terminations[index] = reward, over
            if over:
                finals[index] = observation
                observation, _ = env.reset()
            self._put(index, observation)
        infos: dict[str, Any] = {}
        if terminations.any():
            infos["final_observation"] = np.array(finals, dtype=object)
            infos["_final_observation"] = terminations.copy()
        return self._batch(), rewards, terminations, truncations, infos
