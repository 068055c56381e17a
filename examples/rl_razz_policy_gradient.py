"""Learning heads-up limit Razz against a random player: REINFORCE with a baseline, in numpy alone.

An agent that learns from the :mod:`pokervariants.rl` Gymnasium environment and nothing else: each
hand of ``Razz(ante=1, bring_in=2, small_bet=4, big_bet=8)`` against the library's
:class:`~pokervariants.bots.RandomBot` is an episode, the reward is the hand's payoff in big bets,
and the legal actions are those of the observation's ``action_mask``. No deep-learning framework
is needed: the policy is a softmax over the legal actions, linear in fifteen features read from
the observation through the environment's :class:`~pokervariants.rl.Encoding` (how low the
agent's cards run and how many pair, the same of the opponent's face-up cards, whose board is
ahead, the price of a call, the pot, the street), trained by the policy gradient (REINFORCE)
with a learned linear baseline to steady it and a little entropy to keep it exploring. Every
chance is seeded: the deals and the bot by the environment's ``reset`` seeds, the agent's
sampling by a numpy ``Generator``, so a run repeats exactly.

The agent is measured on a fixed set of evaluation hands (the same seeds before and through
training, never trained on) by its average reward a hand in big bets. The untrained policy, every
legal action equally likely, folds a third of the time it faces a bet and loses; the trained one
learns to fold rarely and to bet and raise, which the random bot meets with folds, and wins::

    >>> result = train(episodes=100, seed=1, evaluation_hands=20, checkpoints=2, quiet=True)
    >>> [hands for hands, reward in result.curve]
    [0, 50, 100]

Run ``python examples/rl_razz_policy_gradient.py`` to train for 10,000 hands (some fifteen
seconds), ``--quick`` for 2,000 (a few seconds); ``--episodes`` and ``--seed`` change the length
and the seed.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt
from attrs import frozen

from pokervariants import Razz
from pokervariants.bots import RandomBot
from pokervariants.rl import ActionMap, Encoding, gymnasium_env

__all__ = ["Features", "Policy", "Result", "evaluate", "main", "make_env", "play", "train"]

Vector = npt.NDArray[np.float64]
Step = tuple[Vector, Vector, int]
"""One decision: its features, the policy's probabilities and the action drawn."""
TRAINING_SEEDS = 10_000_000
"""Training hand ``k`` of a run seeded ``s`` is dealt from seed ``TRAINING_SEEDS * (s + 1) + k``,
evaluation hand ``i`` from seed ``i``: the evaluation hands are never trained on."""


class Layout(Protocol):
    """What the agent reads of the environment's table: the observation's layout and the actions."""

    @property
    def encoding(self) -> Encoding: ...

    @property
    def actions(self) -> ActionMap: ...


class Env(Protocol):
    """What the agent uses of the Gymnasium environment: reset, step and the table's layout."""

    @property
    def table(self) -> Layout: ...

    def reset(self, *, seed: int | None = None) -> tuple[dict[str, Any], dict[str, Any]]: ...

    def step(self, action: int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]: ...


def make_env() -> Env:
    """Heads-up limit Razz against the random bot, rewards in big bets."""
    game = Razz(ante=1, bring_in=2, small_bet=4, big_bet=8)
    env: Env = gymnasium_env(game, opponents=RandomBot(), players=2, reward_unit="big bets")
    return env


def _lows(flags: npt.NDArray[np.float32]) -> tuple[int, int, int]:
    """Of the cards flagged (52 card flags, then two jokers: Razz has none): how many different
    ranks of eight or lower (the ace low), how many cards pair a rank already held, and the
    highest of the (at most five) lowest different ranks (0 with no cards)."""
    cards = np.flatnonzero(flags[:52]).tolist()  # card c is of rank c // 4: 0 a two, ... 12 an ace
    values = sorted({c // 4 + 2 if c < 48 else 1 for c in cards})
    return sum(v <= 8 for v in values), len(cards) - len(values), values[:5][-1] if values else 0


class Features:
    """Fifteen numbers read from a heads-up observation laid out by ``encoding``."""

    names = (
        "bias", "my lows", "my pairs", "my high card", "their lows", "their pairs", "their high card",
        "board ahead", "to call", "pot", "street 3", "street 4", "street 5", "street 6", "street 7",
    )  # fmt: skip
    size = len(names)

    def __init__(self, encoding: Encoding) -> None:
        sections = encoding.sections
        self.own = sections["own_down"]
        up = sections["up"].start  # 54 flags a seat, the observer's first
        self.my_up, self.their_up = slice(up, up + 54), slice(up + 54, up + 108)
        self.table = sections["table"].start  # the pot, then the amount to call (in big bets)
        self.street = sections["street"]

    def __call__(self, observation: npt.NDArray[np.float32]) -> Vector:
        my_lows, my_pairs, my_high = _lows(observation[self.own] + observation[self.my_up])
        their_lows, their_pairs, their_high = _lows(observation[self.their_up])
        up_lows, up_pairs, up_high = _lows(observation[self.my_up])
        ahead = np.sign((up_lows - up_pairs - up_high / 13) - (their_lows - their_pairs - their_high / 13))
        return np.array(
            [1.0, my_lows / 5, my_pairs / 2, my_high / 13, their_lows / 4, their_pairs / 2, their_high / 13,
             ahead, observation[self.table + 1], observation[self.table] / 10, *observation[self.street][:5]],
            dtype=np.float64,
        )  # fmt: skip


class Policy:
    """A softmax over the legal actions, its logits linear in the features; and a linear baseline
    (the expected reward from a decision's features)."""

    def __init__(self, actions: int, features: int) -> None:
        self.weights: Vector = np.zeros((actions, features))
        self.baseline: Vector = np.zeros(features)

    def probabilities(self, phi: Vector, mask: npt.NDArray[np.int8]) -> Vector:
        """The chance of each action (none for an action the mask refuses)."""
        logits = np.where(mask > 0, self.weights @ phi, -np.inf)
        exp = np.exp(logits - logits.max())
        return exp / exp.sum()  # type: ignore[no-any-return]

    @staticmethod
    def draw(probabilities: Vector, rng: np.random.Generator) -> int:
        """An action drawn with ``probabilities``."""
        cumulative = np.cumsum(probabilities)
        drawn = int(np.searchsorted(cumulative, rng.random() * cumulative[-1], side="right"))
        return min(drawn, int(np.flatnonzero(probabilities)[-1]))  # never past the last legal action


def play(env: Env, policy: Policy, features: Features, seed: int, rng: np.random.Generator) -> tuple[float, list[Step]]:
    """One hand dealt from ``seed``: the agent's reward (big bets) and its decisions."""
    observation, _ = env.reset(seed=seed)
    steps: list[Step] = []
    while True:
        phi = features(observation["observation"])
        probabilities = policy.probabilities(phi, observation["action_mask"])
        action = policy.draw(probabilities, rng)
        steps.append((phi, probabilities, action))
        observation, reward, over, _, info = env.step(action)
        assert "illegal_action" not in info  # the policy draws only what the mask allows
        if over:
            return float(reward), steps


def evaluate(env: Env, policy: Policy, features: Features, hands: int, seed: int = 0) -> float:
    """The policy's average reward a hand (big bets) over evaluation hands ``0`` to ``hands - 1``
    (its own draws seeded by ``seed``)."""
    rng = np.random.default_rng(seed)
    return sum(play(env, policy, features, i, rng)[0] for i in range(hands)) / hands


@frozen
class Result:
    """A training run: the policy learnt and its evaluations, ``(hands trained, average reward)``."""

    policy: Policy
    curve: tuple[tuple[int, float], ...]

    @property
    def before(self) -> float:
        """The untrained policy's average reward a hand."""
        return self.curve[0][1]

    @property
    def after(self) -> float:
        """The trained policy's average reward a hand."""
        return self.curve[-1][1]


def train(
    *,
    episodes: int = 10_000,
    seed: int = 0,
    evaluation_hands: int = 1_000,
    checkpoints: int = 4,
    batch: int = 10,
    learning_rate: float = 0.05,
    baseline_rate: float = 0.05,
    entropy: float = 0.1,
    quiet: bool = False,
) -> Result:
    """Train a policy for ``episodes`` hands (REINFORCE with a baseline, a step every ``batch``
    hands), evaluating it on ``evaluation_hands`` fixed hands before training and at each of
    ``checkpoints`` points through it; print each evaluation unless ``quiet``."""
    env = make_env()
    features = Features(env.table.encoding)
    policy = Policy(env.table.actions.size, features.size)
    rng = np.random.default_rng(seed)
    marks = {max(1, round(episodes * k / checkpoints)) for k in range(1, checkpoints + 1)}
    curve = [(0, evaluate(env, policy, features, evaluation_hands, seed))]
    if not quiet:
        print(f"heads-up limit Razz against the random bot, seed {seed}: the average reward a hand, in big bets, over {evaluation_hands:,} evaluation hands")
        print(f"  {0:>7,} hands trained: {curve[-1][1]:+.3f}")
    grad_w, grad_b = np.zeros_like(policy.weights), np.zeros_like(policy.baseline)
    counted = 0
    for episode in range(1, episodes + 1):
        reward, steps = play(env, policy, features, TRAINING_SEEDS * (seed + 1) + episode, rng)
        for phi, probabilities, action in steps:
            advantage = reward - float(policy.baseline @ phi)
            chosen = -probabilities
            chosen[action] += 1.0  # the gradient of log pi(action) in the logits
            logs = np.log(probabilities, where=probabilities > 0, out=np.zeros_like(probabilities))
            spread = -probabilities * (logs - float(probabilities @ logs))  # the entropy's gradient in the logits
            grad_w += np.outer(advantage * chosen + entropy * spread, phi)
            grad_b += advantage * phi  # the baseline's least-squares fit to the rewards
            counted += 1
        if episode % batch == 0 or episode == episodes:
            policy.weights += learning_rate * grad_w / counted
            policy.baseline += baseline_rate * grad_b / counted
            grad_w.fill(0.0)
            grad_b.fill(0.0)
            counted = 0
        if episode in marks:
            curve.append((episode, evaluate(env, policy, features, evaluation_hands, seed)))
            if not quiet:
                print(f"  {episode:>7,} hands trained: {curve[-1][1]:+.3f}")
    return Result(policy, tuple(curve))


def main(argv: Sequence[str] | None = None) -> Result:
    """Train and report the evaluations before and through training, and the change."""
    parser = argparse.ArgumentParser(description="REINFORCE on heads-up limit Razz against the random bot, in numpy alone.")
    parser.add_argument("--episodes", type=int, default=None, help="the hands to train on (10,000; 2,000 with --quick)")
    parser.add_argument("--seed", type=int, default=0, help="the seed of the whole run (a natural number)")
    parser.add_argument("--quick", action="store_true", help="a run of a few seconds: fewer hands, fewer and smaller evaluations")
    args = parser.parse_args(argv)
    episodes = args.episodes if args.episodes is not None else (2_000 if args.quick else 10_000)
    if episodes < 1:
        parser.error(f"--episodes is at least 1, not {episodes}")
    if args.seed < 0:
        parser.error(f"--seed is at least 0, not {args.seed}")
    if args.quick:
        result = train(episodes=episodes, seed=args.seed, evaluation_hands=300, checkpoints=2)
    else:
        result = train(episodes=episodes, seed=args.seed)
    print(f"before training {result.before:+.3f} big bets a hand, after {result.after:+.3f} ({result.after - result.before:+.3f})")
    return result


if __name__ == "__main__":
    main()
