"""The learning environments: PettingZoo's and Gymnasium's own checks on every built-in game and
two games of the examples, rewards equal to the payoffs, the vector environment equal to the single
one seed for seed, the action abstraction valid at any depth, and no observation that shows a card
its agent could not see."""

from __future__ import annotations

import importlib.util
import random
import sys
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy", reason="the environments need numpy (the rl extra)")
pytest.importorskip("gymnasium", reason="the environments need gymnasium (the rl extra)")
pytest.importorskip("pettingzoo", reason="the PettingZoo environment needs pettingzoo (the rl extra)")

from gymnasium.utils.env_checker import check_env  # noqa: E402

with warnings.catch_warnings():  # pettingzoo.test imports its own classic games the old way, and says so
    warnings.simplefilter("ignore", DeprecationWarning)
    from pettingzoo.test import api_test, seed_test  # noqa: E402

from pokervariants import ActionKind, Bailey, Baseball, Deck, Holdem, Omaha, Razz, StudHigh  # noqa: E402
from pokervariants.engine.events import Dealt  # noqa: E402
from pokervariants.rl import Abstraction, ActionMap, Encoding, TrainingTable, gymnasium_env, pettingzoo_env, vector_env  # noqa: E402
from pokervariants.variants import find_variant, variant_names  # noqa: E402

EXAMPLES = Path(__file__).parent.parent / "examples"
STUD = {"ante": 1, "bring_in": 2, "small_bet": 4, "big_bet": 8}


def _example(name: str) -> ModuleType:
    key = f"pokervariants_example_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


def built_in(name: str) -> Any:
    """A built-in game by name, at small stakes."""
    cls = find_variant(name)
    try:
        return cls()
    except TypeError:
        return cls(**({k: v for k, v in STUD.items() if k != "bring_in"} if cls is Baseball else STUD))


GAMES = [built_in(name) for name in variant_names()]
EXAMPLE_GAMES = [_example("pineapple").Pineapple(blinds=(1, 2)), _example("follow_the_queen").FollowTheQueen(ante=1, bring_in=2, small_bet=5, big_bet=10)]
ALL = GAMES + EXAMPLE_GAMES
IDS = [game.name for game in ALL]


@pytest.fixture(autouse=True)
def _quiet() -> Any:
    with warnings.catch_warnings():  # PettingZoo's checks advise Box observations; a dict with a mask is the classic games' own form
        warnings.filterwarnings("ignore", message="Observation space for each agent probably", category=UserWarning)
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array", category=UserWarning)
        warnings.filterwarnings("ignore", message=".*A Box observation space m", category=UserWarning)  # amounts in big blinds are unbounded
        yield


@pytest.mark.parametrize("game", ALL, ids=IDS)
def test_pettingzoo_api_and_seed_tests_pass(game: Any) -> None:
    players = min(3, game.max_players if isinstance(game.max_players, int) else 3)
    api_test(pettingzoo_env(game, players=players), num_cycles=300)
    seed_test(lambda: pettingzoo_env(game, players=players), num_cycles=200)


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_gymnasium_check_env_passes(game: Any) -> None:
    check_env(gymnasium_env(game, players=2), skip_render_check=True)


def _play_aec(env: Any, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    env.reset(seed=seed)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        total[agent] += reward
        if termination or truncation:
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(list(legal))))
    return total


def _aec_state(env: Any) -> tuple[Any, ...]:
    return (
        env.agent_selection, list(env.agents), dict(env.rewards), dict(env._cumulative_rewards), dict(env.terminations),
        dict(env.truncations), dict(env.infos), getattr(env, "_skip_agent_selection", None),
    )  # fmt: skip


@pytest.mark.parametrize("players", [2, 3, 6])
def test_pettingzoo_steps_and_last_are_pettingzoos_own(players: int) -> None:
    """The environment's own ``last`` and dead agents' steps (quicker, for a learning loop's every
    step) leave it as PettingZoo's ``AECEnv`` methods do, step for step, to the episode's end."""
    from pettingzoo import AECEnv

    ours, theirs = (pettingzoo_env(Holdem(blinds=(1, 2)), players=players, stacks=40) for _ in range(2))
    for seed in range(25):
        ours.reset(seed=seed)
        theirs.reset(seed=seed)
        rng = random.Random(seed)
        for agent in ours.agent_iter():
            assert theirs.agent_selection == agent
            mine, other = ours.last(), AECEnv.last(theirs)
            assert [np.array_equal(mine[0][key], other[0][key]) for key in ("observation", "action_mask")] == [True, True]
            assert mine[1:] == other[1:]
            assert ours.last(observe=False)[0] is None
            if mine[2] or mine[3]:
                ours.step(None)
                AECEnv._was_dead_step(theirs, None)
            else:
                index = int(rng.choice(list(np.flatnonzero(mine[0]["action_mask"]))))
                ours.step(index)
                theirs.step(index)
            assert _aec_state(ours) == _aec_state(theirs)
        assert not theirs.agents
        ours.reset(seed=seed)
        while not ours.terminations[ours.agent_selection]:
            ours.step(int(np.flatnonzero(ours.last()[0]["action_mask"])[0]))
        with pytest.raises(ValueError, match="only valid action is None"):
            ours.step(1)


def test_pettingzoo_agent_iter_is_pettingzoos_own() -> None:
    """The environment's own ``agent_iter`` (a generator) yields what PettingZoo's does: the agent
    selected, at most ``max_iter`` times, and nothing once every agent is done."""
    from pettingzoo import AECEnv

    env = pettingzoo_env(Holdem(blinds=(1, 2)), players=3)
    env.reset(seed=1)
    assert list(env.agent_iter(max_iter=4)) == list(AECEnv.agent_iter(env, max_iter=4)) == [env.agent_selection] * 4
    assert list(env.agent_iter(max_iter=0)) == list(AECEnv.agent_iter(env, max_iter=0)) == []
    seen = []
    for agent in env.agent_iter():
        seen.append(agent)
        env.step(None if env.terminations[agent] else 0)  # fold, or leave once done
    assert seen[-3:] == env.possible_agents and not env.agents  # each agent done, in order
    assert list(env.agent_iter()) == list(AECEnv.agent_iter(env)) == []


@pytest.mark.parametrize("game", ALL, ids=IDS)
def test_episode_rewards_are_the_hands_payoffs(game: Any) -> None:
    env = pettingzoo_env(game, players=3, reward_unit="chips")
    for seed in range(15):
        total = _play_aec(env, seed)
        hand = env.table.hand
        expected = [hand.payoffs[env.table.seat(agent)] for agent in range(3)]
        assert [total[f"player_{i}"] for i in range(3)] == pytest.approx(expected)
        assert sum(expected) == (-hand.kitty + hand.starting_kitty if game.scores else 0)


def test_rewards_count_in_big_blinds_or_big_bets() -> None:
    table = TrainingTable(Holdem(blinds=(5, 10)), players=2)
    assert table.unit == 10 and table.stacks == (1000, 1000)
    table = TrainingTable(StudHigh(**STUD), players=2, reward_unit="big bets")
    assert table.unit == 8 and table.stacks == (800, 800)
    table.reset(seed=3)
    hand = table.hand
    assert hand is not None
    while not hand.is_over:
        table.step(0 if table.mask()[0] else 1)
    assert table.rewards() == [p / 8 for p in (hand.payoffs[table.seat(0)], hand.payoffs[table.seat(1)])]


def test_the_vector_env_plays_as_the_single_envs_seed_for_seed() -> None:
    game = Razz(**STUD)
    vector = vector_env(game, 3, players=3)
    singles = [gymnasium_env(game, players=3) for _ in range(3)]
    observations, _ = vector.reset(seed=20)
    single = [env.reset(seed=20 + i)[0] for i, env in enumerate(singles)]
    rng = np.random.default_rng(1)
    finished = 0
    for _ in range(200):
        for i in range(3):
            assert np.array_equal(observations["observation"][i], single[i]["observation"])
            assert np.array_equal(observations["action_mask"][i], single[i]["action_mask"])
        actions = [int(rng.choice(np.flatnonzero(observations["action_mask"][i]))) for i in range(3)]
        observations, rewards, terminations, _, infos = vector.step(actions)
        for i, env in enumerate(singles):
            observation, reward, over, _, _ = env.step(actions[i])
            assert reward == rewards[i] and over == terminations[i]
            if over:
                assert np.array_equal(infos["final_observation"][i]["observation"], observation["observation"])
                observation, _ = env.reset()
            single[i] = observation
        finished += int(terminations.sum())
    assert finished > 20


def test_every_legal_index_is_an_action_the_engine_takes_at_any_depth() -> None:
    for stacks in (3, 200, 2_000_000):
        game = Holdem(blinds=(1, 2))
        actions = ActionMap(game, Abstraction(pot_fractions=("1/3", "2/3", 1, "3/2", 3)))
        rng = random.Random(stacks)
        for seed in range(20):
            hand = game.new_hand([stacks, stacks * 2, stacks // 2 + 1], seed=seed)
            while not hand.is_over:
                legal = [i for i, ok in enumerate(actions.mask(hand)) if ok]
                assert legal
                for index in legal:
                    trial = hand.copy()
                    trial.act(actions.action(hand, index))  # every index the mask allows is taken
                hand.act(actions.action(hand, rng.choice(legal)))


@pytest.mark.parametrize("stacks", [5, 40, 200], ids=["short", "middling", "deep"])
@pytest.mark.parametrize("game", [Holdem(blinds=(1, 2)), Omaha(blinds=(1, 2)), Razz(**STUD), find_variant("2-7 triple draw")()], ids=lambda g: g.name)
def test_the_tables_masks_are_the_action_maps_worked_out_afresh(game: Any, stacks: int) -> None:
    """The table keeps masks by the menu they come from (in the pure build, by the very menu the
    engine offered before); at every decision of many hands, every depth, each is what the action
    map works out afresh, and a caller writing to one changes no later one."""
    table = TrainingTable(game, players=3, stacks=stacks)
    fresh = ActionMap(game)
    rng = random.Random(stacks)
    table.reset(seed=stacks)
    for _ in range(60):
        while table.current is not None:
            mask = table.mask()
            assert mask.tolist() == [int(ok) for ok in fresh.mask(table.hand)]
            legal = np.flatnonzero(mask).tolist()
            mask[:] = 1 - mask  # the caller's to change
            table.step(rng.choice(legal))
        table.reset()


def test_draws_are_discard_masks_and_baileys_changes_have_places() -> None:
    from pokervariants import Badugi

    actions = ActionMap(Badugi())
    hand = Badugi().new_hand([100, 100], deck=Deck.stacked("As Kd 2h 3c 7c 7s 4d 9d", fill=True))
    hand.call()
    hand.check()
    mask = actions.mask(hand)
    draws = [actions.labels[i] for i, ok in enumerate(mask) if ok]
    assert draws[0] == "stand pat" and len(draws) == 16  # four cards held: every subset
    discard = actions.action(hand, actions.index("discard 2"))
    assert discard.kind is ActionKind.DRAW and [str(c) for c in discard.cards] == [str(hand.down_cards(hand.actor)[1])]
    bailey = ActionMap(Bailey(jokers=1))
    assert bailey.size == 2 + 15 + 54 and "min" not in bailey.labels


def test_raw_mode_takes_the_engines_own_actions() -> None:
    env = pettingzoo_env(Holdem(blinds=(1, 2)), players=2, raw=True)
    env.reset(seed=2)
    agent = env.agent_selection
    legal = env.infos[agent]["legal_actions"]
    raise_ = next(a for a in legal if a.kind is ActionKind.RAISE)
    env.step(raise_.sized(raise_.amount + 3))  # a size no abstraction offers
    hand = env.table.hand
    assert hand is not None and max(hand.bets) == raise_.amount + 3
    strict = pettingzoo_env(Holdem(blinds=(1, 2)), players=2)
    strict.reset(seed=2)
    with pytest.raises(TypeError, match="raw=True"):
        strict.step(raise_)


def test_an_illegal_index_plays_the_passive_action_or_is_refused() -> None:
    env = gymnasium_env(Holdem(blinds=(1, 2)), players=2)
    observation, _ = env.reset(seed=5)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0]) if not observation["action_mask"].all() else None
    if illegal is not None:
        _, _, _, _, info = env.step(illegal)
        assert info["illegal_action"] == illegal
    strict = gymnasium_env(Bailey(), players=2, illegal="raise")
    observation, _ = strict.reset(seed=5)
    refused = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        strict.step(refused)


@pytest.mark.parametrize("game", [Holdem(blinds=(1, 2)), Razz(ante=1, bring_in=2, small_bet=4, big_bet=8)], ids=["holdem", "razz"])
def test_a_table_pickled_mid_hand_plays_on_as_the_original(game: Any) -> None:
    """The table, its action map and its encoding pickle (the compiled build's classes by their
    ``__reduce__``): the copy has the hand, the seating and the random source, and every step,
    observation, mask and reward after agrees."""
    import pickle

    table = TrainingTable(game, players=3, abstraction=Abstraction(pot_fractions=("1/3", 1)), actions_per_street=6)
    table.reset(seed=11)
    table.step(int(np.flatnonzero(table.mask())[-1]))
    copy = pickle.loads(pickle.dumps(table))
    assert copy.actions.labels == table.actions.labels and copy.encoding.size == table.encoding.size
    choices = random.Random(4)
    for _ in range(3):  # on through this hand and two more
        while (agent := table.current) is not None:
            assert copy.current == agent
            assert (copy.observe(agent) == table.observe(agent)).all() and (copy.mask() == table.mask()).all()
            index = choices.choice(list(np.flatnonzero(table.mask())))
            table.step(int(index))
            copy.step(int(index))
        assert copy.rewards() == table.rewards()
        table.reset()
        copy.reset()


@pytest.mark.parametrize("how", ["pickle", "deepcopy"])
def test_an_environment_copied_mid_hand_plays_on_as_the_original_and_apart_from_it(how: str) -> None:
    """A copy of the PettingZoo environment (pickled, or deep-copied) has its own steps and the
    attributes they keep: it plays on as the original, and stepping one leaves the other alone."""
    import copy as copying
    import pickle

    env = pettingzoo_env(Holdem(blinds=(1, 2)), players=3)
    env.reset(seed=2)
    env.step(1)
    copy = pickle.loads(pickle.dumps(env)) if how == "pickle" else copying.deepcopy(env)
    assert _aec_state(copy) == _aec_state(env) and copy.raw is env.raw is False
    selected = env.agent_selection
    copy.step(0)  # a fold, in the copy alone
    assert env.agent_selection == selected and env.terminations == copy.terminations
    env.step(0)
    choices = random.Random(6)
    for agent in env.agent_iter():
        assert copy.agent_selection == agent
        mine, theirs = env.last(), copy.last()
        assert (mine[0]["observation"] == theirs[0]["observation"]).all() and mine[1:] == theirs[1:]
        index = None if mine[2] else int(choices.choice(list(np.flatnonzero(mine[0]["action_mask"]))))
        env.step(index)
        copy.step(index)
        assert _aec_state(copy) == _aec_state(env)


def test_the_environment_passes_pettingzoos_api_test_inside_its_wrappers() -> None:
    """Wrapped in PettingZoo's own order-enforcing and bounds-checking wrappers (which read the
    environment's attributes and call its methods from outside), the environment still passes
    ``api_test`` and plays a hand to its end."""
    from pettingzoo.utils import wrappers

    env = wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(pettingzoo_env(Holdem(blinds=(1, 2)), players=3)))
    api_test(env, num_cycles=100)
    env.reset(seed=1)
    for agent in env.agent_iter():
        observation, _reward, termination, truncation, _info = env.last()
        env.step(None if termination or truncation else int(np.flatnonzero(observation["action_mask"])[0]))
        assert agent in env.unwrapped.possible_agents
    assert not env.agents and sum(env.unwrapped.table.rewards()) == 0


def test_a_subclass_of_the_environment_keeps_its_own_methods() -> None:
    """The environment's every-step methods are handed out as its own attributes only where its
    class has not overridden them."""
    from pokervariants.rl._pettingzoo import PokerAECEnv

    class Counting(PokerAECEnv):  # type: ignore[misc]
        steps = 0

        def step(self, action: Any) -> None:
            self.steps += 1
            super().step(action)

    env = Counting(Holdem(blinds=(1, 2)), players=2)
    env.reset(seed=1)
    for agent in env.agent_iter():
        env.step(None if env.terminations[agent] else 1)
    assert env.steps >= 4 and not env.agents  # two calls at least, then each agent's None


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="players"):
        pettingzoo_env(Bailey(), players=5)
    with pytest.raises(ValueError, match="one stack for each"):
        TrainingTable(Holdem(), players=3, stacks=[100, 100])
    with pytest.raises(ValueError, match="reward unit"):
        TrainingTable(Holdem(), reward_unit="euros")
    with pytest.raises(TypeError, match="exact"):
        Abstraction(pot_fractions=(0.5,))
    with pytest.raises(ValueError, match="more than nothing"):
        Abstraction(pot_fractions=(0,))
    with pytest.raises(TypeError, match="a game"):
        TrainingTable("holdem")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="opponents"):
        gymnasium_env(Holdem(), players=3, opponents=[object()])
    env = pettingzoo_env(Holdem(), players=2)
    with pytest.raises(RuntimeError, match="reset"):
        env.table.observe(0)


# --- no observation shows a card its agent could not see ---------------------------------------

HIDDEN_GAMES = [Holdem(blinds=(1, 2)), Omaha(), StudHigh(**STUD), Razz(**STUD), Baseball(ante=1, small_bet=4, big_bet=8)]


def _hands_differing_in_a_hidden_card(game: Any, seed: int, victim: int) -> tuple[Any, Any]:
    """Two hands dealt the same but for one face-down card of seat ``victim``, swapped with a card
    the hand never deals."""
    order = list(range(52))
    random.Random(seed).shuffle(order)
    first = game.new_hand([200, 200, 200], deck=Deck.stacked(" ".join(_name(i) for i in order)))
    hidden = next(e.card for e in first.events if isinstance(e, Dealt) and e.seat == victim and not e.face_up)
    swapped = list(order)
    at = swapped.index(int(hidden))
    swapped[at], swapped[-1] = swapped[-1], swapped[at]
    second = game.new_hand([200, 200, 200], deck=Deck.stacked(" ".join(_name(i) for i in swapped)))
    return first, second


def _name(number: int) -> str:
    from pokervariants.core import Card

    return str(Card(number))


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(HIDDEN_GAMES), seed=st.integers(0, 10_000), victim=st.integers(1, 2), choices=st.randoms(use_true_random=False))
def test_no_observation_shows_a_card_its_agent_could_not_see(game: Any, seed: int, victim: int, choices: random.Random) -> None:
    first, second = _hands_differing_in_a_hidden_card(game, seed, victim)
    encoding = Encoding(game, players=3)
    actions = ActionMap(game)
    while not first.is_over:
        assert np.array_equal(encoding.encode(first, 0), encoding.encode(second, 0)), "seat 0 saw another seat's face-down card"
        assert actions.mask(first) == actions.mask(second)
        legal = [i for i, ok in enumerate(actions.mask(first)) if ok and i != 0] or [0]
        index = choices.choice(legal)
        first.act(actions.action(first, index))
        second.act(actions.action(second, index))
    mine_first, mine_second = _hands_differing_in_a_hidden_card(game, seed, 0)
    assert not np.array_equal(encoding.encode(mine_first, 0), encoding.encode(mine_second, 0))  # its own card it sees


def test_baileys_players_do_not_see_their_own_face_down_cards() -> None:
    game = Bailey()
    encoding = Encoding(game, players=3)
    hand = game.new_hand([0, 0, 0], seed=4)
    observation = encoding.encode(hand, 0)
    assert hand.down_cards(0) and not observation[encoding.sections["own_down"]].any()


@pytest.mark.parametrize("game", ALL, ids=IDS)
def test_the_fast_encoding_agrees_with_a_plain_reference(game: Any) -> None:
    """The encoder keeps a hand's public part and reads only the engine's new log entries; the
    reference (tests/rl_reference.py) works everything out afresh. Every seat, every step, with a
    short history so that streets overflow their slots, and stacks unequal in every other hand (a
    short all-in, a bet returned, side pots)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from rl_reference import Reference

    players = 3
    fast = Encoding(game, players=players, actions_per_street=3)
    reference = Reference(Encoding(game, players=players, actions_per_street=3))
    actions = ActionMap(game)
    for seed in range(12):
        rng = random.Random(seed)
        hand = game.new_hand([0] * players if game.scores else [200, 35, 90] if seed % 2 else [200] * players, seed=seed)
        while True:
            for seat in range(players):
                assert np.array_equal(fast.encode(hand, seat), reference.encode(hand, seat)), (seed, seat)
            if hand.is_over:
                break
            hand.act(actions.action(hand, rng.choice([i for i, ok in enumerate(actions.mask(hand)) if ok])))


@settings(max_examples=60, deadline=None)
@given(game=st.sampled_from(ALL), seeds=st.tuples(st.integers(0, 10_000), st.integers(0, 10_000)), choices=st.randoms(use_true_random=False))
def test_the_encoding_agrees_with_the_reference_however_seldom_each_seat_looks(game: Any, seeds: tuple[int, int], choices: random.Random) -> None:
    """Each observer's row is brought up to date only when it looks: seats that look now and then,
    looks at two hands in turn (each a new hand to the encoder), and looks into a given array all
    give what the reference works out afresh."""
    sys.path.insert(0, str(Path(__file__).parent))
    from rl_reference import Reference

    players = 3
    fast = Encoding(game, players=players, actions_per_street=3)
    reference = Reference(Encoding(game, players=players, actions_per_street=3))
    actions = ActionMap(game)
    hands = [game.new_hand([0] * players if game.scores else [200] * players, seed=seed) for seed in seeds]
    out = np.full(fast.size, 7.0, dtype=np.float32)
    while not all(hand.is_over for hand in hands):
        hand = choices.choice([hand for hand in hands if not hand.is_over] if choices.random() < 0.9 else hands)
        for seat in choices.sample(range(players), choices.randint(0, players)):
            if choices.random() < 0.2:
                assert fast.encode(hand, seat, out) is out
                observed = out
            else:
                observed = fast.encode(hand, seat)
            assert np.array_equal(observed, reference.encode(hand, seat)), seat
        if not hand.is_over:
            hand.act(actions.action(hand, choices.choice([i for i, ok in enumerate(actions.mask(hand)) if ok])))
    for hand in hands:
        for seat in range(players):
            assert np.array_equal(fast.encode(hand, seat), reference.encode(hand, seat))


def test_an_observer_is_a_seat_of_the_hand() -> None:
    game = Holdem(blinds=(1, 2))
    encoding = Encoding(game, players=3)
    hand = game.new_hand([200] * 3, seed=1)
    for seat in (-1, 3):
        with pytest.raises(ValueError, match="the observer is a seat from 0 to 2"):
            encoding.encode(hand, seat)
    assert np.array_equal(encoding.encode(hand, 2), Encoding(game, players=3).encode(hand, 2))
