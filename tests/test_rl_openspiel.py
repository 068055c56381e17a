"""Every game as an OpenSpiel game (pokervariants.rl.openspiel_game): OpenSpiel's own random
simulation test, chance nodes that are the shuffle and nothing else, returns that are the engine's
payoffs, tensors of the declared shapes that show a player only what it saw (a card hidden from it
can be any other without its view changing), determinism, and CFR on the small game of
examples/openspiel_cfr.py.
"""

from __future__ import annotations

import doctest
import importlib.util
import itertools
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel (pip install open_spiel) is not installed: it is made for Linux and macOS")

from pokervariants import (  # noqa: E402  (after the skip)
    ActionKind,
    Bailey,
    Baseball,
    Deck,
    DeuceToSevenTripleDraw,
    Hand,
    Holdem,
    Razz,
    StudHiLo8,
)
from pokervariants.engine import Acted, Dealt, Discarded, Reshuffled, Shown  # noqa: E402
from pokervariants.rl import ActionMap, default_unit  # noqa: E402
from pokervariants.rl._openspiel import SHORT_NAME, openspiel_game  # noqa: E402

EXAMPLES = Path(__file__).parent.parent / "examples"
STUD = {"ante": 1, "bring_in": 2, "small_bet": 4, "big_bet": 8}
GAMES = {
    "holdem": Holdem(blinds=(1, 2)),
    "razz": Razz(**STUD),
    "stud8": StudHiLo8(**STUD),
    "triple-draw": DeuceToSevenTripleDraw(),
    "baseball": Baseball(ante=1, small_bet=4, big_bet=8),
    "bailey": Bailey(jokers=2),  # jokers: exchanges from the scrap pile too
}
CASES = [(name, players) for name in GAMES for players in (2, 3)] + [("triple-draw", 6)]  # six draw and reshuffle
IDS = [f"{name}-{players}" for name, players in CASES]


def wrapped(name: str, players: int) -> Any:
    return openspiel_game(GAMES[name], players=players)


def playout(game: Any, seed: int) -> Iterator[Any]:
    """The states of one hand played at random (chance by its probabilities, players uniformly), from ``seed``."""
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while True:
        yield state
        if state.is_terminal():
            return
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            action = rng.choice(outcomes, p=probabilities)
        else:
            action = rng.choice(state.legal_actions())
        state = state.child(int(action))


def seen_by(hand: Hand, seat: int) -> set[int]:
    """Every card ``seat`` has seen in ``hand``, worked out here from the hand's own record."""
    sees_own = hand.variant.owner_sees_down_cards
    seen: set[int] = set(hand.community) | set(hand.pile("scrap")) | set(hand.pile("gamble"))
    for other in range(len(hand.starting_stacks)):
        seen |= set(hand.up_cards(other))
    for event in hand.events:
        if (isinstance(event, Dealt) and (event.face_up or (event.seat == seat and sees_own))) or (isinstance(event, Discarded) and sees_own and seat in (event.seat, event.to)):
            seen.add(event.card)
        elif isinstance(event, Shown):
            seen |= set(event.cards)
        elif isinstance(event, Acted) and (event.seat == seat or event.action.kind in (ActionKind.CHANGE, ActionKind.EXCHANGE)):
            seen |= set(event.action.cards)
    return seen


def dealt(hand: Hand) -> set[int]:
    """Every card the hand has taken from the pack (a forced card, the last of a stub, makes no chance node)."""
    cards: set[int] = set()
    for event in hand.events:
        cards |= set(getattr(event, "cards", ())) if not isinstance(event, Acted) else set()
        if hasattr(event, "card"):
            cards.add(event.card)
    return cards


def held(hand: Hand) -> set[int]:
    """The cards in the players' hands and on the board."""
    cards = set(hand.community)
    for seat in range(len(hand.starting_stacks)):
        cards |= set(hand.down_cards(seat)) | set(hand.up_cards(seat))
    return cards


def views(state: Any, player: int) -> tuple[str, str, bytes, bytes]:
    return (
        state.information_state_string(player),
        state.observation_string(player),
        np.asarray(state.information_state_tensor(player), dtype=np.float32).tobytes(),
        np.asarray(state.observation_tensor(player), dtype=np.float32).tobytes(),
    )


# --- OpenSpiel's own checks -----------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES, ids=IDS)
def test_openspiels_random_simulation_test_passes(name: str, players: int) -> None:
    game = wrapped(name, players)
    pyspiel.random_sim_test(game, num_sims=8, serialize=True, verbose=False)


def test_the_game_is_registered_and_made_again_from_its_name() -> None:
    game = wrapped("razz", 2)
    assert SHORT_NAME in [kind.short_name for kind in pyspiel.registered_games()]
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game) and again.num_distinct_actions() == game.num_distinct_actions()
    assert openspiel_game(GAMES["razz"], players=2).information_state_tensor_size() == game.information_state_tensor_size()
    assert str(wrapped("razz", 3)) != str(game)  # another table, another game
    with pytest.raises(Exception, match="no game is wrapped as 'nothing'"):
        pyspiel.load_game(SHORT_NAME, {"game": "nothing"})
    with pytest.raises(TypeError, match="seats do not rotate"):
        openspiel_game(GAMES["razz"], rotate=True)


def test_openspiel_game_is_the_learning_packages_own() -> None:
    from pokervariants import rl

    assert "openspiel_game" in rl.__all__ and rl.openspiel_game.__doc__
    assert str(rl.openspiel_game(GAMES["razz"], players=2)) == str(wrapped("razz", 2))


def test_the_game_type_and_bounds() -> None:
    chips, points = wrapped("holdem", 3), wrapped("bailey", 3)
    assert chips.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert points.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM  # a tie pays the stake into the kitty
    assert chips.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert chips.num_players() == 3 and chips.max_chance_outcomes() == 52 and points.max_chance_outcomes() == 54  # two jokers
    assert chips.num_distinct_actions() == ActionMap(GAMES["holdem"]).size
    assert chips.min_utility() == -100.0 and chips.max_utility() == 200.0  # 100 big blinds each


# --- chance: the shuffle, one card at a time ------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES, ids=IDS)
def test_chance_deals_every_card_left_alike_and_never_one_twice(name: str, players: int) -> None:
    game = wrapped(name, players)
    for seed in range(3):
        for state in playout(game, seed):
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                cards = [card for card, _ in outcomes]
                assert len(cards) > 1 and len(set(cards)) == len(cards)  # a forced card makes no chance node
                assert all(p == pytest.approx(1 / len(cards)) for _, p in outcomes)
                if not state.history():
                    assert cards == list(range(54 if name == "bailey" else 52))
                elif state.hand is not None:  # from the stub, none the hand has dealt; or the discards, to shuffle back
                    taken = dealt(state.hand)
                    assert not taken & set(cards) or set(cards) <= taken - held(state.hand)
            else:
                assert state.hand is not None
        chance = [item.action for item in state.full_history() if item.player == pyspiel.PlayerId.CHANCE]
        assert len(set(chance)) == len(chance) or any(isinstance(e, Reshuffled) for e in state.hand.events)


@pytest.mark.parametrize("name", ["holdem", "razz", "stud8", "baseball"])
def test_a_hand_is_the_engines_hand_from_a_deck_stacked_with_the_cards_chance_chose(name: str) -> None:
    game, variant = wrapped(name, 3), GAMES[name]
    actions = ActionMap(variant)
    for seed in range(4):
        *_, state = playout(game, seed)
        cards = [item.action for item in state.full_history() if item.player == pyspiel.PlayerId.CHANCE]
        chosen = [item.action for item in state.full_history() if item.player >= 0]
        unit = default_unit(variant)  # the reward unit: the big blind, or the big bet
        hand = variant.new_hand([100 * unit] * 3, deck=Deck.stacked(cards, fill=True))
        for index in chosen:
            hand.act(actions.action(hand, index))
        assert hand.is_over and hand.events == state.hand.events
        assert state.returns() == pytest.approx([payoff / unit for payoff in hand.payoffs])


# --- returns --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES, ids=IDS)
def test_returns_are_the_payoffs_in_reward_units_summing_to_nothing_in_chips(name: str, players: int) -> None:
    game = wrapped(name, players)
    for seed in range(6):
        *steps, state = playout(game, seed)
        assert all(step.returns() == [0.0] * players for step in steps)
        hand = state.hand
        returns = state.returns()
        if name == "bailey":  # points, and a tie pays the stake into the kitty
            assert returns == [float(p) for p in hand.payoffs]
            assert sum(returns) == pytest.approx(-hand.kitty)
        else:
            assert sum(returns) == pytest.approx(0.0, abs=1e-9)
            assert game.min_utility() <= min(returns) and max(returns) <= game.max_utility()


# --- what a player sees ---------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES, ids=IDS)
def test_tensors_have_the_declared_shapes_at_every_node(name: str, players: int) -> None:
    game = wrapped(name, players)
    info, observed = game.information_state_tensor_size(), game.observation_tensor_size()
    assert game.information_state_tensor_shape() == [info] and game.observation_tensor_shape() == [observed]
    for state in playout(game, 5):
        for player in range(players):
            assert len(state.information_state_tensor(player)) == info
            assert len(state.observation_tensor(player)) == observed


@pytest.mark.parametrize(("name", "players"), CASES, ids=IDS)
def test_a_player_sees_no_card_it_could_not_see(name: str, players: int) -> None:
    game = wrapped(name, players)
    observer = game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    card_sections = [section for section in ("own_down", "up", "board", "gone") if section in observer.dict]
    for seed in range(3):
        for state in playout(game, seed):
            hand = state.hand
            if hand is None:
                continue
            for player in range(players):
                seen = seen_by(hand, player)
                observer.set_from(state, player)
                flagged: set[int] = set()
                for section in card_sections:
                    cards = observer.dict[section].reshape(-1, 54)
                    flagged |= {int(card) for card in np.nonzero(cards.any(axis=0))[0]}
                flagged |= {int(card) for card in np.nonzero(observer.dict["seen"].any(axis=1))[0]}
                flagged |= {int(card) for card in np.nonzero(observer.dict["gone_on"].any(axis=1))[0]}
                assert flagged <= seen, (player, sorted(flagged - seen))
                text = state.information_state_string(player) + " " + state.observation_string(player)
                words = {word.split("-")[-1].split("+")[-1].split("^")[-1] for word in text.replace("[", " ").replace("]", " ").split()}
                dealt = {e.card for e in hand.events if isinstance(e, Dealt)}
                assert not words & {str(card) for card in dealt - seen}, player


@pytest.mark.parametrize(("name", "players"), CASES, ids=IDS)
def test_a_card_hidden_from_a_player_could_be_any_other_for_all_it_sees(name: str, players: int) -> None:
    """Swap one card a player has not seen for one never dealt, play the same actions: at every
    decision the player's strings and tensors are the same (and a card it has seen does change them)."""
    game = wrapped(name, players)
    checked = 0
    for seed in range(4):
        for state in playout(game, seed):
            if state.is_chance_node() or state.is_terminal():
                continue
            history = state.full_history()
            chance = [item.action for item in history if item.player == pyspiel.PlayerId.CHANCE]
            hand = state.hand
            unused = next((card for card in range(52) if card not in dealt(hand)), None)
            if unused is None:  # every card is out
                continue
            for player in range(players):
                seen = seen_by(hand, player)
                hidden = [card for card in chance if card not in seen]
                visible = [card for card in chance if card in seen]
                for card, same in ((hidden[-1] if hidden else None, True), (visible[-1] if visible else None, False)):
                    if card is None:
                        continue
                    other = game.new_initial_state()
                    for item in history:
                        action = unused if item.player == pyspiel.PlayerId.CHANCE and item.action == card else item.action
                        if action not in other.legal_actions():
                            break
                        other.apply_action(action)
                    else:
                        assert (views(other, player) == views(state, player)) is same, (player, str(state))
                        checked += 1
    assert checked > 20


def test_the_information_state_is_what_the_player_saw_in_order() -> None:
    game = wrapped("razz", 2)
    state = next(s for s in playout(game, 2) if not s.is_chance_node() and s.current_player() == 0)
    text = state.information_state_string(0)
    hand = state.hand
    assert text.startswith("p0 0 posts ante 1 1 posts ante 1 | third: ")
    assert len(hand.down_cards(0)) == 2 and all(f"0-{card}" in text for card in hand.down_cards(0)) and "1-?" in text
    assert all(str(card) not in text for card in hand.down_cards(1))
    assert f"1+{hand.up_cards(1)[0]}" in text


@pytest.fixture(scope="module")
def small_game() -> Any:
    """The example's game, kept for the module's tests: the tree it caches is walked once."""
    return example().make_game()


def test_information_state_tensors_tell_apart_what_the_strings_tell_apart(small_game: Any) -> None:
    """On the small game, every information state has a tensor of its own (perfect recall)."""
    game = small_game
    tensors: dict[str, bytes] = {}
    stack = [game.new_initial_state()]
    while stack:
        state = stack.pop()
        if state.is_terminal():
            continue
        if not state.is_chance_node():
            key = state.information_state_string()
            tensor = np.asarray(state.information_state_tensor(), dtype=np.float32).tobytes()
            assert tensors.setdefault(key, tensor) == tensor
        stack.extend(state.child(action) for action in state.legal_actions())
    assert len(tensors) == len(set(tensors.values())) == 1344


# --- determinism ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "players"), CASES[:4], ids=IDS[:4])
def test_the_same_seed_plays_the_same_hand(name: str, players: int) -> None:
    first = [(s.history(), str(s)) for s in playout(wrapped(name, players), 7)]
    again = [(s.history(), str(s)) for s in playout(wrapped(name, players), 7)]
    other = [(s.history(), str(s)) for s in playout(wrapped(name, players), 8)]
    assert first == again and first != other
    state = wrapped(name, players).new_initial_state()
    for item in first[-1][0]:
        state.apply_action(item)
    assert str(state) == first[-1][1]


def test_a_clone_goes_its_own_way() -> None:
    game = wrapped("holdem", 2)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    before = str(state)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[-1])
    assert str(state) == before and str(clone) != before


# --- CFR on the small game ------------------------------------------------------------------------


def example() -> ModuleType:
    """examples/openspiel_cfr.py, loaded once from its file."""
    key = "pokervariants_example_openspiel_cfr"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / "openspiel_cfr.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


def test_cfr_makes_the_small_game_less_exploitable(small_game: Any) -> None:
    curve = example().solve(8, checkpoints=(1, 2, 4, 8))
    values = [value for _, value in curve]
    assert [done for done, _ in curve] == [1, 2, 4, 8]
    assert all(later < earlier for earlier, later in itertools.pairwise(values))
    assert values[0] == pytest.approx(0.3393, abs=1e-3) and values[-1] < values[0] / 4


def test_the_example_documents_itself_and_its_examples_run(small_game: Any, capsys: pytest.CaptureFixture[str]) -> None:
    module = example()
    assert module.__doc__ and "python examples/openspiel_cfr.py" in module.__doc__
    assert all(getattr(module, name).__doc__ for name in module.__all__ if callable(getattr(module, name)))
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
    curve = module.main(["--iterations", "2"])
    out = capsys.readouterr().out
    assert [done for done, _ in curve] == [1, 2] and "from 0.3393 to 0.2232 in 2 iterations" in out
