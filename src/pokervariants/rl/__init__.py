"""Learning environments for every game: PettingZoo, Gymnasium and many tables at once.

Every environment wraps a :class:`TrainingTable`: one hand of any game (built in, or your own variant) an
episode, dealt from ``reset(seed=)``. Observations are fixed-size float32 arrays laid out by an
:class:`Encoding` (own and face-up cards, the board, cards known gone, wild cards, stacks, bets and
the pot in big blinds or big bets, position, the street, the action history) with an int8 mask
of the legal actions of an :class:`ActionMap` (fold, check or call, bets sized by an
:class:`Abstraction` of the pot, discard masks, Bailey's changes); rewards are the hand's payoffs.
The rules are the engine's. :func:`openspiel_game` makes any game an OpenSpiel game with
information-state and observation tensors. The environments need the ``rl`` extra (``pip install
'pokervariants[rl]'``: numpy, gymnasium, pettingzoo, and OpenSpiel where it installs).

>>> from pokervariants import Holdem
>>> from pokervariants import rl
>>> env = rl.gymnasium_env(Holdem(blinds=(1, 2)), players=3)
>>> observation, info = env.reset(seed=4)
>>> observation["observation"].shape == (env.table.encoding.size,), int(observation["action_mask"].sum()) > 0
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core._public import present
from ..engine.protocols import GameVariant
from ._abstraction import Abstraction
from ._actions import ActionMap
from ._encoding import Encoding
from ._table import REWARD_UNITS, TrainingTable, default_unit

if TYPE_CHECKING:
    from ._gymnasium import PokerEnv, PokerVectorEnv
    from ._pettingzoo import PokerAECEnv

__all__ = [
    "REWARD_UNITS", "Abstraction", "ActionMap", "Encoding", "TrainingTable", "default_unit", "gymnasium_env", "openspiel_game", "pettingzoo_env",
    "vector_env",
]  # fmt: skip


def pettingzoo_env(game: GameVariant, *, players: int = 2, stacks: Any = None, **options: Any) -> PokerAECEnv:
    """A PettingZoo AEC environment of ``game`` for ``players`` agents, ``"player_0"`` … (their
    seats moving round the table from hand to hand unless ``rotate=False``). Each episode is one
    hand; each agent observes a dict of ``"observation"`` and ``"action_mask"`` and is rewarded the
    hand's payoff at its end in ``reward_unit`` s (``"big blinds"``, the default, ``"big bets"`` or
    ``"chips"``). ``raw=True`` takes the engine's own :class:`~pokervariants.Action` s instead of
    indices (``infos[agent]["legal_actions"]`` lists them). The other options — ``stacks`` (100
    reward units each by default), ``abstraction``, ``actions_per_street``, ``rotate`` — are
    :class:`TrainingTable`'s.

    >>> from pokervariants import Razz
    >>> from pokervariants.rl import pettingzoo_env
    >>> env = pettingzoo_env(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players=3)
    >>> env.reset(seed=1)
    >>> for agent in env.agent_iter():
    ...     observation, reward, termination, truncation, info = env.last()
    ...     env.step(None if termination else int(observation["action_mask"].argmax()))
    >>> sum(env.table.rewards())
    0.0
    """
    from ._pettingzoo import PokerAECEnv

    return PokerAECEnv(game, players=players, stacks=stacks, **options)


def gymnasium_env(game: GameVariant, *, opponents: Any = None, **options: Any) -> PokerEnv:
    """A Gymnasium environment of ``game``: one agent against ``opponents`` (a
    :class:`~pokervariants.bots.Bot` for every other seat, or one each; the library's
    :class:`~pokervariants.bots.RandomBot` by default), ``players`` in all (2 by default). The
    agent's reward is its payoff when the hand ends; a hand that ends before the agent's first
    turn is counted into the next reward, and the next hand dealt. An index the mask refuses plays
    the passive action (check, call, stand; else fold) and says so in ``info["illegal_action"]``,
    so that any sample of the action space is a step (``illegal="raise"`` refuses it instead).
    Options as :func:`pettingzoo_env`'s.
    """
    from ._gymnasium import PokerEnv

    return PokerEnv(game, opponents=opponents, **options)


def vector_env(game: GameVariant, num_envs: int, **options: Any) -> PokerVectorEnv:
    """``num_envs`` tables of :func:`gymnasium_env`, stepped together with batched observations
    (a Gymnasium ``VectorEnv``; a finished hand deals the next in the same step). Table ``i``
    reset with ``seed`` plays exactly as a :func:`gymnasium_env` reset with ``seed + i``.
    """
    from ._gymnasium import PokerVectorEnv

    return PokerVectorEnv(game, num_envs, **options)


def openspiel_game(game: GameVariant, *, players: int = 2, **options: Any) -> Any:
    """``game`` as an OpenSpiel game (a ``pyspiel.Game``) of ``players`` seats, one hand a game, so
    that OpenSpiel's algorithms (CFR and the rest) run on any variant: chance nodes deal the cards
    one at a time, each equally likely among the cards left; players act by the indices of an
    :class:`ActionMap` (an index that takes the same action as a smaller one is left out: a
    pot-sized bet that is all in anyway); ``information_state_tensor`` (the :class:`Encoding`
    with, for perfect recall, the streets on which each card was seen and left the hand) and
    ``observation_tensor`` (the :class:`Encoding` without its history); the returns are the
    hand's payoffs in reward units. The options are :class:`TrainingTable`'s (``stacks``, 100
    reward units each by default; ``reward_unit``; ``abstraction``; ``actions_per_street``) and
    ``cache``: ``True`` keeps every node reached, so that walking the tree again reads it instead of
    playing the hands again, for solving a small game by CFR (it grows with the tree and lives as
    long as the game). Seats do not rotate: player ``i`` is seat ``i``.

    The same game and options give the same OpenSpiel game, which ``pyspiel.load_game(str(game))``
    makes again while one lives. Needs OpenSpiel (``pip install open_spiel``, Linux and macOS).
    """
    from ._openspiel import openspiel_game as make

    return make(game, players=players, **options)


present(__name__, globals(), __all__)
