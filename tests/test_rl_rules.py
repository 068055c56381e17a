"""The learning environments play the engine's rules: the rule bugs reported against RLCard, reproduced here.

RLCard's no-limit hold'em has drawn reports of rules a learning agent would quietly learn wrong:
the heads-up order of play, what may be raised and by how much, side pots, and an action space
that grows with the stacks. Each test below sets up the reported situation through
:func:`pokervariants.rl.pettingzoo_env` (and the engine hand underneath; where cards matter,
the table's hand is replaced by one dealt from a stacked deck) and shows the environment right:
the agent to act, the action mask, what each index does and the rewards. RLCard itself is not
imported: the reports are cited by repository and number.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from pokervariants import ActionKind, Deck, Hand, Holdem, NoLimit, parse_cards
from pokervariants.engine import Posted, StreetStarted
from pokervariants.rl import pettingzoo_env

NL = Holdem(blinds=(1, 2), betting=NoLimit())
"""No-limit hold'em, blinds 1 and 2: a reward unit (the big blind) is 2 chips."""


def holdem_deck(holes: list[str], board: str) -> Deck:
    """A deck dealing each seat its two hole cards (a card a round, from seat 0), then burn and
    flop, burn and turn, burn and river from ``board``; the burns from the rest of the pack."""
    hands = [parse_cards(h) for h in holes]
    shown = parse_cards(board)
    used = {c for h in hands for c in h} | set(shown)
    spare = iter(c for c in range(52) if c not in used)
    order: list[int] = [h[r] for r in range(2) for h in hands]
    for count, start in ((3, 0), (1, 3), (1, 4)):
        order.append(next(spare))
        order += shown[start : start + count]
    return Deck.stacked(order, fill=True)


def table_env(players: int, stacks: Any, *, seed: int = 0, raw: bool = False, deck: Deck | None = None) -> Any:
    """A PettingZoo environment of ``NL``, agent ``i`` in seat ``i`` (no rotation), reset; with
    ``deck``, its hand replaced by one dealt from that stacked deck (same seats, same stacks)."""
    env = pettingzoo_env(NL, players=players, stacks=stacks, rotate=False, raw=raw)
    env.reset(seed=seed)
    if deck is not None:
        table = env.table
        first = dealt(env).actor
        table.hand = NL.new_hand(list(table.stacks), deck=deck)
        assert dealt(env).actor == first == table.current  # the same seats: the agent to act is unchanged
    return env


def dealt(env: Any) -> Hand:
    """The hand on the environment's table."""
    hand = env.table.hand
    assert hand is not None
    return hand  # type: ignore[no-any-return]


def legal_labels(env: Any) -> list[str]:
    """The labels of the indices the acting agent's mask allows."""
    observation = env.observe(env.agent_selection)
    return [env.table.actions.labels[i] for i in np.flatnonzero(observation["action_mask"])]


def step(env: Any, label: str) -> None:
    """The acting agent takes the action labelled ``label``, which its mask must allow."""
    index = env.table.actions.index(label)
    assert env.observe(env.agent_selection)["action_mask"][index] == 1, (label, legal_labels(env))
    env.step(index)


def bet_indices(env: Any) -> list[int]:
    """The bet and raise indices the acting agent's mask allows."""
    labels = env.table.actions.labels
    return [int(i) for i in np.flatnonzero(env.observe(env.agent_selection)["action_mask"]) if labels[i] not in ("fold", "passive")]


def agent(seat: int) -> str:
    return f"player_{seat}"


# --- heads-up order ---------------------------------------------------------------------------
# Reported against RLCard: in bupticybee/AlphaNLHoldem#2 (opened by an RLCard maintainer asking
# what was wrong with its no-limit environment) and again in bupticybee/AlphaNLHoldem#9, heads up
# the player in position (the button, who posts the small blind) is made to act first after the
# flop, where the big blind should; datamllab/rlcard#299 raised the question of who opens the
# flop. The rule: heads up the button posts the small blind, acts first before the flop and last
# on every later street.


@pytest.mark.parametrize("seed", range(6))
def test_heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after(seed: int) -> None:
    env = pettingzoo_env(NL, players=2)  # seats rotate from hand to hand: the button is either agent
    env.reset(seed=seed)
    table = env.table
    hand = dealt(env)
    button, big_blind = agent(table.agent(1)), agent(table.agent(0))  # the button sits last (seat 1)
    posted = {agent(table.agent(e.seat)): e.amount for e in hand.events if isinstance(e, Posted)}
    assert posted == {button: 1, big_blind: 2}  # the button posts the small blind
    for name, place in ((big_blind, 0), (button, 1)):  # the observation says who is in position
        observation = env.observe(name)["observation"]
        position = observation[table.encoding.sections["position"]]
        assert list(position) == [1.0 * (k == place) for k in range(2)]
    assert env.agent_selection == button  # preflop, the button first
    assert int(env.observe(big_blind)["action_mask"].sum()) == 0  # the other agent has nothing to do
    step(env, "passive")  # the button completes the small blind
    assert env.agent_selection == big_blind and legal_labels(env)[:2] == ["passive", "min"]  # the big blind's option: check or raise
    step(env, "passive")
    for street in ("flop", "turn", "river"):
        assert hand.street == street
        assert env.agent_selection == big_blind  # after the flop, the big blind first
        step(env, "passive")
        assert env.agent_selection == button and hand.street == street  # the button last
        step(env, "passive")
    assert hand.is_over and all(env.terminations.values())
    assert sum(env.rewards.values()) == 0.0


# --- raises after a short all-in, and the smallest raise -----------------------------------------
# Reported against RLCard in datamllab/rlcard#231, which questions its no-limit legal actions: a
# half-pot raise is offered whenever it tops the current bet, not only when it is at least a full
# raise, and whether a player may raise at all is decided from the chips it has put in this hand
# plus the call, set against what it has left. datamllab/rlcard#265 (a pull request, not merged)
# proposes a smallest raise of the previous raise, which RLCard does not enforce; and its round
# code treats any all-in as a raise that everyone else must answer again, so an all-in short of a
# full raise reopens the betting.
# The rules: the smallest raise adds the last full raise; an all-in short of a full raise does not
# reopen the betting for players who have already acted; a player short of a full raise may still
# raise all in.


def test_an_all_in_that_is_a_full_raise_reopens_the_betting() -> None:
    env = table_env(3, (200, 14, 200))  # seat 0 the small blind, seat 1 the big blind with 14, seat 2 the button
    table, hand = env.table, env.table.hand
    assert env.agent_selection == agent(2)
    step(env, "min")  # the button raises the smallest: to 4
    assert hand.bets == (1, 2, 4)
    assert str(table.actions.action(hand, table.actions.index("min"))) == "raise 6"  # 4 + the last full raise of 2
    step(env, "passive")  # the small blind calls 4
    assert env.agent_selection == agent(1)
    assert [str(table.actions.action(hand, table.actions.index(label))) for label in ("min", "all in")] == ["raise 6", "raise 14"]
    step(env, "all in")  # all in to 14: 10 more, more than a full raise (2)
    assert env.agent_selection == agent(2)
    assert legal_labels(env) == ["fold", "passive", "min", "pot 1/2", "pot 1", "pot 2", "all in"]  # reopened
    assert str(table.actions.action(hand, table.actions.index("min"))) == "raise 24"  # 14 + the full raise of 10


def test_an_all_in_short_of_a_full_raise_leaves_those_who_acted_only_a_call_or_a_fold() -> None:
    env = table_env(3, (200, 14, 200), raw=True)  # raw: the engine's own actions, to size the raise
    table, hand = env.table, env.table.hand
    (raise_to,) = (a for a in hand.legal_actions() if a.kind is ActionKind.RAISE)
    env.step(raise_to.sized(10))  # the button raises to 10: a raise of 8
    env.step(next(a for a in hand.legal_actions() if a.kind is ActionKind.CALL))  # the small blind calls 10
    assert env.agent_selection == agent(1)
    assert legal_labels(env)[:3] == ["fold", "passive", "min"]
    (short,) = {table.actions.action(hand, i) for i in bet_indices(env)}  # every raise index: all in, to 14
    assert str(short) == "raise 14"  # only 4 more, short of a full raise of 8
    env.step(short)
    for seat in (2, 0):  # both have acted since the last full raise: call or fold, never raise
        assert env.agent_selection == agent(seat)
        assert [str(a) for a in hand.legal_actions()] == ["fold", "call 14"]
        assert legal_labels(env) == ["fold", "passive"]
        for label in ("min", "pot 1", "all in"):
            with pytest.raises(ValueError, match="not legal now"):
                table.actions.action(hand, table.actions.index(label))
        env.step(next(a for a in hand.legal_actions() if a.kind is ActionKind.CALL))
    assert hand.street == "flop" and hand.bets == (0, 0, 0)


def test_after_a_short_all_in_the_smallest_raise_adds_the_last_full_raise() -> None:
    env = table_env(4, (200, 200, 200, 14), raw=True)  # seat 3, the button, has 14
    table, hand = env.table, env.table.hand
    (raise_to,) = (a for a in hand.legal_actions() if a.kind is ActionKind.RAISE)
    env.step(raise_to.sized(10))  # seat 2 raises to 10: a full raise of 8
    (short,) = {table.actions.action(hand, i) for i in bet_indices(env)}  # every raise index: all in, to 14
    assert str(short) == "raise 14"
    env.step(short)  # seat 3 all in to 14: 4 more
    assert hand.bets == (1, 2, 10, 14)
    assert env.agent_selection == agent(0)  # the small blind has not acted: it may raise, by a full 8 at least
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 14", "raise 22-200"]
    assert legal_labels(env) == ["fold", "passive", "min", "pot 1/2", "pot 1", "pot 2", "all in"]
    sizes = [table.actions.action(hand, table.actions.index(label)).amount for label in ("min", "pot 1/2", "pot 1", "pot 2", "all in")]
    assert sizes[0] == 22 and sizes == sorted(sizes) and sizes[-1] == 200
    assert all(size >= 22 for size in sizes)  # no index raises by less than the last full raise
    observation = env.observe(agent(0))["observation"]
    smallest = observation[table.encoding.sections["table"].start + 2]
    assert smallest == pytest.approx(22 / 2)  # the observation's smallest raise, in big blinds
    env.step(next(a for a in hand.legal_actions() if a.kind is ActionKind.FOLD))
    env.step(next(a for a in hand.legal_actions() if a.kind is ActionKind.CALL))  # the big blind calls 14
    assert env.agent_selection == agent(2)  # the first raiser faces only the short all-in: no raise
    assert legal_labels(env) == ["fold", "passive"]


def take(env: Any, text: str) -> None:
    """The acting agent takes the engine action written ``text`` ("call 10", "raise 200", "fold"),
    through a raw environment."""
    kind, *amount = text.split()
    offered = next(a for a in env.table.hand.legal_actions() if a.kind.value == kind)
    env.step(offered.sized(int(amount[0])) if offered.most is not None else offered)
    assert str(env.table.hand.actions[-1]) == text


def test_a_player_short_of_a_full_raise_may_still_raise_all_in_and_one_short_of_the_call_only_calls() -> None:
    env = table_env(3, (200, 200, 15), raw=True)  # seat 2, the button, has 15
    table, hand = env.table, env.table.hand
    for move in ("raise 10", "raise 200", "fold"):  # the button to 10, the small blind all in, the big blind out
        take(env, move)
    assert env.agent_selection == agent(2)
    assert legal_labels(env) == ["fold", "passive"]  # 190 more to call with 5 behind: fold or call all in for less
    assert str(table.actions.action(hand, table.actions.index("passive"))) == "call 15"
    env = table_env(3, (200, 200, 13), raw=True)  # the button has 13
    table, hand = env.table, env.table.hand
    for move in ("call 2", "raise 10", "call 10"):  # the button calls, the small blind raises a full 8, the big blind calls
        take(env, move)
    assert env.agent_selection == agent(2)  # 8 to call, 11 behind: short of a full raise (to 18), all in is still a raise
    assert legal_labels(env)[:3] == ["fold", "passive", "min"]
    assert {str(table.actions.action(hand, i)) for i in bet_indices(env)} == {"raise 13"}
    step(env, "min")
    assert hand.stacks[2] == 0 and env.agent_selection == agent(0)
    assert legal_labels(env) == ["fold", "passive"]  # 3 more, short of a full raise: the small blind, who acted, only calls


# --- side pots --------------------------------------------------------------------------------
# Reported against RLCard: datamllab/rlcard#179 (a pull request) fixed its hold'em settlement,
# which had no side pots at all when players were all in for different amounts, and
# datamllab/rlcard#286 (another) fixed a side pot with more than one winner, where the second
# best hand was paid as a loser. The rule: each pot goes to the best hand among those who put in
# enough to contest it, split between tied hands; chips nobody can match go back.

SIDE_POTS = [
    # The short stack's flush takes the main pot; the other two tie with the same straight: the side pot splits.
    pytest.param(["KcQh", "KdQc", "9s3s"], (-50, -50, 100), [(0, 2, 150), (1, 0, 50), (1, 1, 50)], id="tied side pot"),
    # The flush takes the main pot, the middle stack's straight the side pot, the deep stack loses its part of both.
    pytest.param(["KcQh", "8d8c", "9s3s"], (0, -100, 100), [(0, 2, 150), (1, 0, 100)], id="side pot to the second best"),
]


@pytest.mark.parametrize(("holes", "chips", "awards"), SIDE_POTS)
def test_side_pots_go_to_the_best_hand_that_contests_each_and_a_tied_side_pot_splits(holes: list[str], chips: tuple[int, ...], awards: list[tuple[int, int, int]]) -> None:
    env = table_env(3, (100, 200, 50), deck=holdem_deck(holes, "AsJsTs7c2h"))  # seat 0 has 100, seat 1 200, seat 2 (the button) 50
    table, hand = env.table, env.table.hand
    assert env.agent_selection == agent(2)
    step(env, "all in")  # the button all in for 50
    step(env, "all in")  # the small blind all in for 100
    assert legal_labels(env) == ["fold", "passive"]  # everyone else is all in: nobody left to raise
    step(env, "passive")  # the big blind calls 100, covering both
    assert hand.is_over and len(hand.community) == 5  # nobody left to bet: dealt out
    assert all(env.terminations.values())
    assert sorted((e.pot, e.seat, e.amount) for e in hand.results) == sorted(awards)
    assert hand.payoffs == chips and sum(chips) == 0
    assert [env.rewards[agent(seat)] for seat in range(3)] == [c / 2 for c in chips]  # in big blinds
    assert table.rewards() == [c / 2 for c in chips]


# --- deep stacks ------------------------------------------------------------------------------
# Reported against RLCard in datamllab/rlcard#59: with stacks of 1,000 big blinds its no-limit
# game offered every raise size as its own action (up to some 2,000 legal actions) and ran very
# slowly. Here the discrete actions are a fixed abstraction (fold, check or call, the smallest
# raise, fractions of the pot, all in) whatever the depth, and every index the mask allows maps to
# an action the engine takes.


@pytest.mark.parametrize("players", [2, 3])
def test_at_ten_thousand_big_blinds_every_index_the_mask_allows_is_an_action_the_engine_takes(players: int) -> None:
    deep = 20_000  # 10,000 big blinds
    env = pettingzoo_env(NL, players=players, stacks=deep)
    table = env.table
    assert table.actions.size == 7 and table.encoding.size < 2_000  # the same spaces at any depth
    rng = random.Random(players)
    seen: set[str] = set()
    for seed in range(12):
        env.reset(seed=seed)
        hand = dealt(env)
        while not hand.is_over:
            observation = env.observe(env.agent_selection)
            mask = observation["action_mask"]
            assert np.isfinite(observation["observation"]).all()
            menu = hand.legal_actions()
            for index in range(table.actions.size):
                if not mask[index]:
                    with pytest.raises(ValueError, match="not legal now"):
                        table.actions.action(hand, index)
                    continue
                action = table.actions.action(hand, index)
                offered = next(a for a in menu if a.kind is action.kind)
                assert offered.amount <= action.amount <= (offered.most if offered.most is not None else offered.amount)
                trial = hand.copy()
                trial.act(action)  # the engine takes it
                seen.add(table.actions.labels[index])
            legal = np.flatnonzero(mask).tolist()
            weights = [4 if i == 1 else 1 for i in legal]  # calls weighted up, so hands reach the later streets
            env.step(rng.choices(legal, weights)[0])
        assert all(env.terminations.values())
        assert sum(table.rewards()) == pytest.approx(0.0)
        assert sum(1 for e in hand.events if isinstance(e, StreetStarted)) >= 1
    assert seen == set(table.actions.labels)  # every index was met, legal, somewhere
