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
from ._aec import KEPT, AECSteps
from ._table import TrainingTable

__all__ = ["PokerAECEnv"]

_FAST = ("_steps", "last", "agent_iter", "reset", "step")
"""What :meth:`PokerAECEnv._fast` adds to an environment's attributes."""


class _Kept:
    """An attribute of the environment that its :class:`~pokervariants.rl._aec.AECSteps` keeps."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, env: Any, owner: type | None = None) -> Any:
        if env is None:
            return self
        return getattr(env._steps, self.name)

    def __set__(self, env: Any, value: Any) -> None:
        setattr(env._steps, self.name, value)


class PokerAECEnv(AECEnv):  # type: ignore[misc]
    """A PettingZoo AEC environment of one game: see :func:`~pokervariants.rl.pettingzoo_env`."""

    metadata = {"name": "pokervariants_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    agents = _Kept()
    agent_selection = _Kept()
    rewards = _Kept()
    _cumulative_rewards = _Kept()
    terminations = _Kept()
    truncations = _Kept()
    infos = _Kept()
    _skip_agent_selection = _Kept()
    raw = _Kept()

    def __init__(self, game: GameVariant, *, players: int = 2, stacks: Any = None, raw: bool = False, render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.table = TrainingTable(game, players=players, stacks=stacks, **options)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._fast(raw)
        size, actions = self.table.encoding.size, self.table.actions.size
        space = spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
        })  # fmt: skip
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> Any:
        return self.table.observation(self._steps.index[agent])

    # The every-step methods are AECSteps' (compiled, in the compiled build). __init__ gives an
    # environment of this class their bound methods as its own attributes, so that a learning loop's
    # calls go straight to them; these are what a subclass overrides, and what the class documents.

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """The selected agent's observation, cumulative reward, termination, truncation and info
        (``AECEnv.last``, with the observation read at once: a learning loop calls this at every step)."""
        return self._steps.last(observe)

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agent to act, step after step, until every agent is done or ``max_iter`` steps
        (``AECEnv.agent_iter``, as a generator: a learning loop takes one at every step)."""
        return self._steps.agent_iter(max_iter)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._steps.reset(seed, options)

    def step(self, action: int | Action | None) -> None:
        self._steps.step(action)

    def _was_dead_step(self, action: object) -> None:
        """``AECEnv._was_dead_step`` for this environment, where every agent's episode ends with the
        hand, together: the agent's entries removed, the next agent left selected (every one left is
        done too), and once none is left the first agent done selected again, as PettingZoo does."""
        self._steps.dead_step(action)

    def _fast(self, raw: bool) -> None:
        """Make the steps that keep the environment's attributes, and give the environment their
        bound methods as its own where its class has not overridden them (a subclass's own ``step``
        stays its own)."""
        steps = self._steps = AECSteps(self.table, self.possible_agents, raw=raw)
        cls = type(self)
        for name, bound in (("last", steps.last), ("agent_iter", steps.agent_iter), ("reset", steps.reset), ("step", steps.step)):
            if getattr(cls, name) is getattr(PokerAECEnv, name):
                setattr(self, name, bound)

    def __getstate__(self) -> dict[str, Any]:
        # A copy makes its own steps (and bound methods), given the attributes they keep.
        state = {key: value for key, value in self.__dict__.items() if key not in _FAST}
        state.update((name, getattr(self._steps, name)) for name in KEPT if hasattr(self._steps, name))
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        kept = {name: state.pop(name) for name in KEPT if name in state}
        self.__dict__.update(state)
        self._fast(kept.pop("raw"))
        for name, value in kept.items():
            setattr(self._steps, name, value)

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        hand = self.table.hand
        if hand is None:
            return ""
        return f"{hand.variant.name}, {hand.street}: stacks {list(hand.stacks)}, bets {list(hand.bets)}, to act: {self.table.current}"

    def close(self) -> None:
        pass
