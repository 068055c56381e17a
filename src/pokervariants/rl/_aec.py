"""The PettingZoo environment's every-step work: ``last``, ``step``, ``agent_iter`` and ``reset``.

:class:`AECSteps` does what :class:`~pokervariants.rl._pettingzoo.PokerAECEnv`'s methods of those
names do, and keeps the attributes PettingZoo reads and writes on an environment (``agents``,
``agent_selection``, ``rewards``…), which the environment reads and writes here through
descriptors. It is kept apart from the environment because the environment's class must derive from
PettingZoo's ``AECEnv``, a Python class, and so cannot be compiled as a native class. This one is
compiled in the compiled build, its attributes native fields (kept in the environment's
``__dict__`` and looked up by name, they cost what the saved Python frames had), and the environment
hands its bound methods out as its own: ``env.step`` is then a call into C, with no Python frame.
It imports neither PettingZoo nor gymnasium.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ..core import Action
from ._table import TrainingTable

__all__ = ["KEPT", "AECSteps"]


KEPT: Final = ("agents", "agent_selection", "rewards", "_cumulative_rewards", "terminations", "truncations", "infos", "_skip_agent_selection", "raw")
"""The environment's attributes an :class:`AECSteps` keeps (``agent_selection`` only once set)."""


class AECSteps:
    """Steps an environment of ``possible_agents`` playing on ``table``, and keeps its attributes
    :data:`KEPT` (PettingZoo's own, and ``raw``: whether actions are the engine's)."""

    agent_selection: str

    def __init__(self, table: TrainingTable, possible_agents: list[str], *, raw: bool) -> None:
        self.table = table
        self.possible_agents = list(possible_agents)
        self.index = {agent: i for i, agent in enumerate(self.possible_agents)}
        """Each agent's number (the table's agent)."""
        self.raw = raw
        self.agents: list[str] = []
        self.rewards: dict[str, Any] = {}
        self._cumulative_rewards: dict[str, Any] = {}
        self.terminations: dict[str, Any] = {}
        self.truncations: dict[str, Any] = {}
        self.infos: dict[str, Any] = {}
        self._skip_agent_selection: str | None = None

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """The selected agent's observation, cumulative reward, termination, truncation and info."""
        agent = self.agent_selection
        observation = self.table.observation(self.index[agent]) if observe else None
        return observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent]

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agent to act, step after step, until every agent is done or ``max_iter`` steps."""
        left = max_iter
        while self.agents and left > 0:
            left -= 1
            yield self.agent_selection

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal the next hand (from ``seed``, if given) and make every agent's episode start."""
        self.table.reset(seed)
        agents = self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(agents, 0.0)
        self.terminations = dict.fromkeys(agents, False)
        self.truncations = dict.fromkeys(agents, False)
        self.infos = {agent: {} for agent in agents}
        self.select()

    def step(self, action: object) -> None:
        """Take ``action`` (an index, or with ``raw`` one of the engine's actions) for the selected
        agent, or ``None`` for an agent whose episode is over."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self.dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: None is only for an agent whose episode is over")
        taken: int | Action
        if isinstance(action, Action):
            if not self.raw:
                raise TypeError("this environment takes action indices; pettingzoo_env(..., raw=True) takes the engine's actions")
            taken = action
        else:
            taken = int(action)  # type: ignore[call-overload]  # (an int, a numpy int, or whatever int() refuses)
        cumulative = self._cumulative_rewards
        cumulative[agent] = 0.0
        self.table.step(taken)
        if self.select():  # (the rewards come at the hand's end alone: before it there is nothing to add)
            for other, reward in self.rewards.items():
                cumulative[other] += reward

    def select(self) -> bool:
        """Select the agent to act, or at the hand's end give every agent its reward and end its
        episode; whether the hand has ended."""
        table = self.table
        current = table.current
        if current is not None:
            agent = self.agent_selection = self.possible_agents[current]
            if self.raw:
                hand = table.hand
                assert hand is not None
                self.infos[agent] = {"legal_actions": hand.legal_actions()}
            return False
        rewards, terminations = self.rewards, self.terminations
        for agent, reward in zip(self.possible_agents, table.rewards()):
            rewards[agent] = reward
            terminations[agent] = True
        self.agent_selection = self.agents[0]
        return True

    def dead_step(self, action: object) -> None:
        """``AECEnv._was_dead_step`` for this environment, where every agent's episode ends with the
        hand, together: the agent's entries removed, the next agent left selected (every one left is
        done too), and once none is left the first agent done selected again, as PettingZoo does."""
        if action is not None:
            raise ValueError("when an agent is dead, the only valid action is None")
        agent = self.agent_selection
        rewards = self.rewards
        del self.terminations[agent], self.truncations[agent], rewards[agent], self._cumulative_rewards[agent], self.infos[agent]
        agents = self.agents
        agents.remove(agent)
        skip = self._skip_agent_selection
        if agents:
            if skip is None:
                self._skip_agent_selection = agent
            self.agent_selection = agents[0]
        else:
            if skip is not None:
                self.agent_selection = skip
            self._skip_agent_selection = None
        for other in rewards:
            rewards[other] = 0
