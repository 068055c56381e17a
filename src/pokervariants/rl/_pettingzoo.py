"""The PettingZoo environment: every seat an agent, one hand an episode (:func:`~pokervariants.rl.pettingzoo_env`).

Imported only when an environment is made: it needs pettingzoo and gymnasium (the ``rl`` extra)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from ..core import Action
from ..engine.protocols import GameVariant
from ._table import TrainingTable

__all__ = ["PokerAECEnv"]


class PokerAECEnv(AECEnv):  # type: ignore[misc]
    """A PettingZoo AEC environment of one game: see :func:`~pokervariants.rl.pettingzoo_env`."""

    metadata = {"name": "pokervariants_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: GameVariant, *, players: int = 2, stacks: Any = None, raw: bool = False, render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.table = TrainingTable(game, players=players, stacks=stacks, **options)
        self.raw = raw
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._index = {agent: i for i, agent in enumerate(self.possible_agents)}
        size, actions = self.table.encoding.size, self.table.actions.size
        space = spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
        })  # fmt: skip
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> Any:
        return self.table.observation(self._index[agent])

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """The selected agent's observation, cumulative reward, termination, truncation and info
        (``AECEnv.last``, with the observation read at once: a learning loop calls this at every step)."""
        agent = self.agent_selection
        observation = self.table.observation(self._index[agent]) if observe else None
        return observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent]

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agent to act, step after step, until every agent is done or ``max_iter`` steps
        (``AECEnv.agent_iter``, as a generator: a learning loop takes one at every step)."""
        while self.agents and max_iter > 0:
            max_iter -= 1
            yield self.agent_selection

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.table.reset(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> bool:
        """Select the agent to act, or at the hand's end give every agent its reward and end its
        episode; whether the hand has ended."""
        current = self.table.current
        if current is not None:
            self.agent_selection = self.possible_agents[current]
            if self.raw:
                hand = self.table.hand
                assert hand is not None
                self.infos[self.agent_selection] = {"legal_actions": hand.legal_actions()}
            return False
        for agent, reward in zip(self.possible_agents, self.table.rewards()):
            self.rewards[agent] = reward
            self.terminations[agent] = True
        self.agent_selection = self.agents[0]
        return True

    def step(self, action: int | Action | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: None is only for an agent whose episode is over")
        taken: int | Action
        if isinstance(action, Action):
            if not self.raw:
                raise TypeError("this environment takes action indices; pettingzoo_env(..., raw=True) takes the engine's actions")
            taken = action
        else:
            taken = int(action)
        self._cumulative_rewards[agent] = 0.0
        self.table.step(taken)
        if self._select():  # (the rewards come at the hand's end alone: before it there is nothing to add)
            self._accumulate_rewards()

    def _was_dead_step(self, action: object) -> None:
        """``AECEnv._was_dead_step`` for this environment, where every agent's episode ends with the
        hand, together: the agent's entries removed, the next agent left selected (every one left is
        done too), and once none is left the first agent done selected again, as PettingZoo does."""
        if action is not None:
            raise ValueError("when an agent is dead, the only valid action is None")
        agent = self.agent_selection
        del self.terminations[agent], self.truncations[agent], self.rewards[agent], self._cumulative_rewards[agent], self.infos[agent]
        self.agents.remove(agent)
        skip: str | None = getattr(self, "_skip_agent_selection", None)
        if self.agents:
            if skip is None:
                self._skip_agent_selection: str | None = agent
            self.agent_selection = self.agents[0]
        else:
            if skip is not None:
                self.agent_selection = skip
            self._skip_agent_selection = None
        for other in self.rewards:
            self.rewards[other] = 0

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        hand = self.table.hand
        if hand is None:
            return ""
        return f"{hand.variant.name}, {hand.street}: stacks {list(hand.stacks)}, bets {list(hand.bets)}, to act: {self.table.current}"

    def close(self) -> None:
        pass
