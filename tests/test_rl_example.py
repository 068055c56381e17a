"""examples/rl_razz_policy_gradient.py: a numpy policy gradient that learns heads-up limit Razz
against the random bot, from the Gymnasium environment's observations, masks and rewards alone.

The example is loaded from its file, as a user's own script would be, and its quick run trained in
this process: seeded throughout, so the figures are the same on every run.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib.util
import io
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

EXAMPLES = Path(__file__).parent.parent / "examples"
NAME = "rl_razz_policy_gradient"


def load() -> ModuleType:
    """The example module, loaded once from its file."""
    key = f"pokervariants_example_{NAME}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / f"{NAME}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


example = load()


@pytest.fixture(scope="module")
def quick() -> tuple[Any, str]:
    """The quick run, as ``--quick`` trains it, and what it printed."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        result = example.main(["--quick"])
    return result, out.getvalue()


def test_the_quick_run_says_how_the_reward_rose(quick: tuple[Any, str]) -> None:
    result, out = quick
    lines = out.splitlines()
    assert lines[0].startswith("heads-up limit Razz against the random bot, seed 0")
    assert [line.split(":")[0].strip() for line in lines[1:-1]] == ["0 hands trained", "1,000 hands trained", "2,000 hands trained"]
    assert lines[-1].startswith("before training ") and " big bets a hand, after " in lines[-1]
    curve = result.curve
    assert [hands for hands, _ in curve] == [0, 1_000, 2_000]
    assert curve[-1][1] - curve[0][1] > 1.0  # more than a big bet a hand better on the evaluation hands


def test_the_trained_policy_beats_the_untrained_one_by_a_clear_margin_on_fixed_hands(quick: tuple[Any, str]) -> None:
    result, _ = quick
    env = example.make_env()
    features = example.Features(env.table.encoding)
    untrained = example.Policy(env.table.actions.size, features.size)
    hands = 400  # evaluation hands 0 to 399, dealt from their own seeds: never trained on
    before = example.evaluate(env, untrained, features, hands, seed=123)
    after = example.evaluate(env, result.policy, features, hands, seed=123)
    assert before < 0 < after  # the untrained policy, every legal action alike, loses; the trained one wins
    assert after - before > 1.0, (before, after)  # in big bets a hand: the standard error is near 0.2


def test_training_is_seeded_the_same_seed_the_same_policy() -> None:
    first = example.train(episodes=60, seed=3, evaluation_hands=10, checkpoints=1, quiet=True)
    again = example.train(episodes=60, seed=3, evaluation_hands=10, checkpoints=1, quiet=True)
    other = example.train(episodes=60, seed=4, evaluation_hands=10, checkpoints=1, quiet=True)
    assert first.curve == again.curve and np.array_equal(first.policy.weights, again.policy.weights)
    assert not np.array_equal(first.policy.weights, other.policy.weights)


def test_the_policy_draws_only_what_the_mask_allows() -> None:
    env = example.make_env()
    features = example.Features(env.table.encoding)
    policy = example.Policy(env.table.actions.size, features.size)
    policy.weights[:] = np.random.default_rng(0).normal(scale=3.0, size=policy.weights.shape)
    rng = np.random.default_rng(1)
    for seed in range(30):
        observation, _ = env.reset(seed=seed)
        while True:
            mask = observation["action_mask"]
            probabilities = policy.probabilities(features(observation["observation"]), mask)
            assert probabilities.sum() == pytest.approx(1.0) and (probabilities[mask == 0] == 0).all()
            action = policy.draw(probabilities, rng)
            assert mask[action] == 1
            observation, _, over, _, info = env.step(action)
            assert "illegal_action" not in info
            if over:
                break


def test_the_example_documents_itself_and_its_docstring_example_runs() -> None:
    assert example.__doc__ and f"python examples/{NAME}.py" in example.__doc__ and "--quick" in example.__doc__
    for name in example.__all__:
        assert getattr(example, name).__doc__, name
    assert doctest.testmod(example).failed == 0


def test_the_example_runs_as_a_script_and_refuses_nonsense() -> None:
    run = subprocess.run([sys.executable, str(EXAMPLES / f"{NAME}.py"), "--quick", "--episodes", "40", "--seed", "2"], capture_output=True, text=True, check=True)
    assert "seed 2" in run.stdout and "before training" in run.stdout and run.stderr == ""
    with pytest.raises(SystemExit):
        example.main(["--episodes", "0"])
