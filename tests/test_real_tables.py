"""What real tables post, as their hand histories say it: live posts (PHH's negative
``blinds_or_straddles`` entries), straddles in any seat, unknown stacks (``inf``), uncalled bets
returned, and histories that skip a player (refused, or filled in with ``lenient=True``).

Every history here is composed in the test from what the PHH format documents.
"""

from __future__ import annotations

import decimal
import json
import math
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pokervariants import Action, ActionKind, Badugi, Hand, Holdem, phh
from pokervariants.bots import RandomBot
from pokervariants.engine import Acted, Posted, PostKind, Returned

from .test_cli import run

INF = math.inf


def history(blinds: list[int], stacks: list[Any], actions: list[str], **extra: Any) -> phh.HandHistory:
    """A no-limit hold'em history with hidden hole cards unless ``holes`` gives some (a dict by player from 1)."""
    holes: dict[int, str] = extra.pop("holes", {})
    players = len(stacks)
    deals = [f"d dh p{p} {holes.get(p, '????')}" for p in range(1, players + 1)]
    fields = {"variant": "NT", "antes": [0] * players, "blinds_or_straddles": blinds, "min_bet": max(blinds[:2])}
    return phh.HandHistory({**fields, "starting_stacks": stacks, "actions": deals + actions, **extra})


def round_trip(hand: Hand) -> Hand:
    """The hand recorded, written, read and replayed."""
    again = phh.replay(phh.loads(phh.dumps(phh.record(hand))))
    assert again.events == hand.events
    return again


def posts(hand: Hand) -> list[tuple[int, str, int]]:
    return [(e.seat, e.kind, e.amount) for e in hand.events if isinstance(e, Posted)]


def returned(hand: Hand) -> list[tuple[int, int]]:
    return [(e.seat, e.amount) for e in hand.events if isinstance(e, Returned)]


def first_actor(hand: Hand) -> int:
    return next(e.seat for e in hand.events if isinstance(e, Acted))


# --- posts: a negative blinds_or_straddles entry ------------------------------------------


def test_a_negative_entry_is_a_live_post_that_does_not_decide_who_acts_first() -> None:
    played = history(
        [5, 10, 0, -10, 0],
        [1000] * 5,
        ["p3 f", "p4 cc", "p5 f", "p1 f", "p2 cc", "d db AhKhQh", "p2 cbr 20", "p4 f"],
        finishing_stacks=[995, 1015, 1000, 990, 1000],
    )
    hand = phh.replay(played)
    assert posts(hand) == [(0, "blind", 5), (1, "blind", 10), (3, "post", 10)]
    assert first_actor(hand) == 2  # after the big blind, not after the post
    checked = [e.action.kind for e in hand.events if isinstance(e, Acted) and e.seat == 3]
    assert checked[0] is ActionKind.CHECK  # the post is live: nothing more to call
    assert returned(hand) == [(1, 20)]
    assert hand.stacks == (995, 1015, 1000, 990, 1000)
    assert phh.record(hand)["blinds_or_straddles"] == [5, 10, 0, -10, 0]
    round_trip(hand)


def test_a_post_is_a_live_bet_the_engine_offers_a_check_on() -> None:
    hand = Holdem(blinds=(5, 10), posts=(0, 0, 0, 10)).new_hand([100] * 5, seed=3)
    assert hand.bets == (5, 10, 0, 10, 0) and hand.actor == 2
    hand.call()
    assert hand.actor == 3 and [str(a) for a in hand.legal_actions()] == ["check", "raise 20-100"]


def test_a_walk_with_a_post_gives_the_big_blind_the_post() -> None:
    played = history([5, 10, 0, -10, 0], [1000] * 5, ["p3 f", "p4 f", "p5 f", "p1 f"], finishing_stacks=[995, 1015, 1000, 990, 1000])
    hand = phh.replay(played)
    assert hand.is_over and hand.payoffs == (-5, 15, 0, -10, 0)
    assert returned(hand) == []  # the post matched the big blind: nothing uncalled


def test_a_post_beside_a_straddle_calls_the_straddle() -> None:
    played = history(
        [1, 2, 4, 0, -2, 0],
        [100] * 6,
        ["p4 f", "p5 cc", "p6 f", "p1 f", "p2 f", "p3 cc", "d db 2c7d9h", "p3 cbr 4", "p5 f"],
        finishing_stacks=[99, 98, 107, 100, 96, 100],
    )
    hand = phh.replay(played)
    assert first_actor(hand) == 3
    assert [e.added for e in hand.events if isinstance(e, Acted) and e.seat == 4][0] == 2  # 2 posted, 2 more to call 4
    round_trip(hand)


def test_a_post_all_in_for_less() -> None:
    played = history(
        [1, 2, 0, -2, 0],
        [100, 100, 100, 1, 100],
        ["p3 f", "p5 f", "p1 f", "d db KdQdJc", "d db 3s", "d db 4h", "p2 sm AsAd", "p4 sm 7c2h"],  # nobody left to bet against
        holes={2: "AsAd", 4: "7c2h"},
        finishing_stacks=[99, 102, 100, 0, 100],
    )
    hand = phh.replay(played)
    assert (3, "post", 1) in posts(hand) and returned(hand) == [(1, 1)]
    assert sum(hand.stacks) == 401
    round_trip(hand)


@pytest.mark.parametrize("position", [2, 3, 4, 5])
def test_a_post_in_any_seat_round_trips(position: int) -> None:
    amounts = [0] * 6
    amounts[position] = 2
    game = Holdem(blinds=(1, 2), posts=tuple(amounts))
    hand = play(game, [200] * 6, seed=position)
    written = phh.record(hand)
    assert written["blinds_or_straddles"] == [1, 2, *[-2 if p == position else 0 for p in range(2, 6)]]
    assert phh.game_of(written) == game
    round_trip(hand)


def test_a_draw_game_takes_posts_too() -> None:
    game = Badugi(blinds=(1, 2), posts=(0, 0, 0, 2))
    hand = play(game, [100] * 4, seed=8)
    assert phh.record(hand)["blinds_or_straddles"] == [1, 2, 0, -2]
    round_trip(hand)


def test_fields_of_writes_a_post_as_a_negative_entry() -> None:
    game = Holdem(blinds=(5, 10), posts=(0, 0, 0, 10))
    assert phh.fields_of(game, 5)["blinds_or_straddles"] == [5, 10, 0, -10, 0]
    assert phh.game_from("NT", {"starting_stacks": [1] * 5, **phh.fields_of(game, 5)}) == game


@pytest.mark.parametrize(
    ("options", "error", "message"),
    [
        ({"posts": (0, 2)}, ValueError, "blinds[1] and posts[1] are both set (2 and 2): a position posts a blind or a post, not both"),
        ({"posts": (0, 0, -1)}, ValueError, "posts must be 0 or more, got -1"),
        ({"posts": "2"}, TypeError, "posts are live bets by position from the small blind"),
    ],
)
def test_bad_posts_are_refused(options: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error) as caught:
        Holdem(blinds=(1, 2), **options)
    assert message in str(caught.value)


def test_a_game_without_posts_is_the_same_game_as_before() -> None:
    assert Holdem(blinds=(1, 2), posts=(0, 0, 0)) == Holdem(blinds=(1, 2))
    assert "blinds_or_straddles" in phh.fields_of(Holdem(), 3) and phh.fields_of(Holdem(), 3)["blinds_or_straddles"] == [1, 2, 0]


# --- straddles in any seat ----------------------------------------------------------------------

STRADDLES = [
    pytest.param([1, 2, 4, 0, 0, 0], 3, id="under the gun"),
    pytest.param([1, 2, 4, 8, 0, 0], 4, id="double"),
    pytest.param([1, 2, 0, 0, 0, 4], 0, id="button"),
    pytest.param([1, 2, 0, 0, 4, 0], 5, id="mississippi"),
    pytest.param([1, 2, 4], 0, id="button, three-handed"),
    pytest.param([0, 2, 4, 0, 0, 0], 3, id="no small blind"),
]


@pytest.mark.parametrize(("blinds", "first"), STRADDLES)
def test_a_straddle_in_any_seat_opens_after_it_and_has_the_option(blinds: list[int], first: int) -> None:
    players = len(blinds)
    straddler = max(range(players), key=lambda s: (blinds[s], s))
    game = Holdem(blinds=tuple(blinds))
    hand = game.new_hand([100] * players, seed=1)
    assert hand.actor == first
    while hand.actor != straddler:
        hand.call()
    assert any(a.kind is ActionKind.CHECK for a in hand.legal_actions())  # everyone only called: the option
    assert phh.record(hand)["blinds_or_straddles"] == blinds


@pytest.mark.parametrize(("blinds", "first"), STRADDLES)
def test_a_straddle_in_any_seat_replays_from_its_history(blinds: list[int], first: int) -> None:
    players = len(blinds)
    order = [(first + k) % players for k in range(players)]
    raiser, *folders = order
    actions = [f"p{raiser + 1} cbr 20"] + [f"p{s + 1} f" for s in folders]
    uncalled = 20 - max(blinds)
    expected = [100 - b for b in blinds]
    expected[raiser] = 100 + sum(blinds) - blinds[raiser]
    hand = phh.replay(history(blinds, [100] * players, actions, finishing_stacks=expected))
    assert returned(hand) == [(raiser, uncalled)]
    round_trip(hand)


def test_a_button_straddle_history_as_the_spec_writes_it() -> None:
    played = history([1, 2, 0, 0, 0, 4], [100] * 6, ["p1 f", "p2 f", "p3 f", "p4 f", "p5 cbr 12", "p6 f"], finishing_stacks=[99, 98, 100, 100, 107, 96])
    hand = phh.replay(played)
    assert posts(hand)[-1] == (5, "straddle", 4) and returned(hand) == [(4, 8)]


# --- unknown stacks: inf ------------------------------------------------------------------------

INF_ACTIONS = ["p3 cbr 100", "p1 f", "p2 cc", "d db AsKsQs", "d db 2c", "d db 3d", "p3 sm AhAd", "p2 sm 7c8c"]


def test_unknown_stacks_replay_and_the_known_stack_is_all_in_against_them() -> None:
    played = history([1, 2, 0], [INF, 50, INF], INF_ACTIONS, holes={2: "7c8c", 3: "AhAd"}, finishing_stacks=[INF, 0, INF])
    assert played.unknown_stacks == (0, 2)
    assert played.stand_in_stack == 10**6  # the first power of ten above 1000 * (1 + 3 + 2 + 50 + 100)
    report = phh.replay_report(played)
    hand = report.hand
    assert report.unknown_stacks == (0, 2) and report.stand_in_stack == 10**6
    assert hand.starting_stacks == (10**6, 50, 10**6)
    assert hand.payoffs == (-1, -50, 51)
    assert returned(hand) == [(2, 50)]  # raised to 100 against a stack of 50
    assert min(hand.stacks[0], hand.stacks[2]) > 10**6 - 200  # nowhere near all in


def test_an_unknown_stack_can_lose_to_a_known_one() -> None:
    played = history([1, 2, 0], [INF, 50, INF], INF_ACTIONS[:-2] + ["p3 sm 7c8c", "p2 sm AhAd"], holes={2: "AhAd", 3: "7c8c"}, finishing_stacks=[INF, 101, INF])
    hand = phh.replay(played)
    assert hand.payoffs == (-1, 51, -50)


def test_inf_is_written_back_and_reads_again() -> None:
    played = history([1, 2, 0], [INF, 50, INF], INF_ACTIONS, holes={2: "7c8c", 3: "AhAd"}, finishing_stacks=[INF, 0, INF])
    hand = phh.replay(played)
    written = phh.record(hand)
    assert written["starting_stacks"] == [INF, 50, INF] and written["finishing_stacks"] == [INF, 0, INF]
    text = phh.dumps(written)
    assert "starting_stacks = [inf, 50, inf]" in text and "finishing_stacks = [inf, 0, inf]" in text
    round_trip(hand)


def test_inf_is_read_from_toml_text() -> None:
    text = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [inf, inf]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 6", "p1 cbr 18", "p2 f"]
finishing_stacks = [inf, inf]
"""
    report = phh.replay_report(phh.loads(text))
    assert report.hand.payoffs == (6, -6) and report.unknown_stacks == (0, 1)
    assert returned(report.hand) == [(0, 12)]


def test_unknown_stacks_as_decimals_replay_the_same() -> None:
    infinity = decimal.Decimal("Infinity")
    played = history([1, 2, 0], [infinity, 50, infinity], INF_ACTIONS, holes={2: "7c8c", 3: "AhAd"}, finishing_stacks=[infinity, 0, infinity])
    assert played.unknown_stacks == (0, 2)
    assert phh.replay(played).payoffs == (-1, -50, 51)


@pytest.mark.parametrize(
    ("finishing", "message"),
    [
        ([1000, 0, INF], "finishing_stacks give p1 1000, but its starting stack is inf: a stack is unknown (inf) at the end exactly when it is at the start"),
        ([INF, INF, INF], "finishing_stacks give p2 inf, but its starting stack is 50"),
    ],
)
def test_finishing_stacks_are_unknown_exactly_where_the_starting_ones_are(finishing: list[Any], message: str) -> None:
    played = history([1, 2, 0], [INF, 50, INF], INF_ACTIONS, holes={2: "7c8c", 3: "AhAd"}, finishing_stacks=finishing)
    with pytest.raises(phh.PHHFieldError) as caught:
        phh.replay(played)
    assert message in str(caught.value)


def test_minus_inf_and_nan_are_still_refused() -> None:
    for value in (-INF, math.nan):
        with pytest.raises(phh.PHHFieldError, match="must be a finite number"):
            history([1, 2], [value, 50], [])


def test_the_stand_in_grows_with_the_amounts() -> None:
    small = history([1, 2, 0], [INF, 50, 50], ["p3 cbr 6"])
    large = history([100, 200, 0], [INF, 5000, 5000], ["p3 cbr 60000 # a big raise"])
    assert small.stand_in_stack == 10**6 and large.stand_in_stack == 10**8  # above 1000 * 112 and 1000 * 70,501
    assert large.stand_in_stack > 1000 * (300 + 10000 + 60000 + 200)
    assert history([1, 2], [50, 50], []).stand_in_stack == 0


# --- uncalled bets ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "actions", "holes", "finishing", "back"),
    [
        pytest.param([1000] * 4, ["p3 cbr 30", "p4 f", "p1 f", "p2 f"], {}, [999, 998, 1003, 1000], (2, 28), id="the last raise"),
        pytest.param(
            [1000] * 4, ["p3 cc", "p4 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cbr 50", "p2 f", "p3 f", "p4 f"], {}, [1006, 998, 998, 998], (0, 50), id="a bet on the flop"
        ),
        pytest.param([100, 100, 100], ["p3 f", "p1 f"], {}, [99, 101, 100], (1, 1), id="a walk"),
        pytest.param(
            [100, 200, 300],
            ["p3 cbr 300", "p1 cc", "p2 cc", "d db 2c3d4h", "d db 9s", "d db Tc", "p1 sm AsAd", "p2 sm KsKd", "p3 sm QsQd"],
            {1: "AsAd", 2: "KsKd", 3: "QsQd"},
            [300, 200, 100],
            (2, 100),
            id="all in for more than anyone",
        ),
    ],
)
def test_uncalled_bets_go_back_and_show_in_the_events(stacks: list[int], actions: list[str], holes: dict[int, str], finishing: list[int], back: tuple[int, int]) -> None:
    blinds = [1, 2] + [0] * (len(stacks) - 2)
    hand = phh.replay(history(blinds, stacks, actions, holes=holes, finishing_stacks=finishing))
    assert returned(hand) == [back]
    assert hand.stacks == tuple(finishing)
    round_trip(hand)


def test_heads_up_all_in_for_more_than_the_other_stack() -> None:
    actions = ["p2 cbr 200", "p1 cc", "d db 2c3d4h", "d db 9s", "d db Tc", "p1 sm AsAd", "p2 sm KsKd"]
    hand = phh.replay(history([1, 2], [80, 200], actions, holes={1: "AsAd", 2: "KsKd"}, finishing_stacks=[160, 120]))
    assert returned(hand) == [(1, 120)]  # the button shoved 200 into a stack of 80


# --- a history that skips a player ----------------------------------------------------------------

SKIPS_THE_BUTTON = history([1, 2, 0, 0], [100] * 4, ["p3 cbr 6", "p1 f", "p2 f"], finishing_stacks=[99, 98, 103, 100])


def test_a_skipped_player_is_named_with_the_action() -> None:
    with pytest.raises(phh.PHHActionError) as caught:
        phh.replay(SKIPS_THE_BUTTON)
    error = caught.value
    assert (error.action, error.seat, error.to_act, error.kind) == (5, 0, 3, phh.ActionProblem.TURN)
    assert str(error).startswith("action 5 ('p1 f'): p1 acts, but it is p4 to act: the history skips p4 (replay(history, lenient=True)")


def test_lenient_folds_a_skipped_player_facing_a_bet_and_says_so() -> None:
    report = phh.replay_report(SKIPS_THE_BUTTON, lenient=True)
    assert report.hand.stacks == (99, 98, 103, 100)
    (inference,) = report.inferences
    assert (inference.action, inference.seat, inference.inferred) == (5, 3, Action(ActionKind.FOLD))
    assert inference.reason == "p4 was to act facing a bet (6 to call), but the history goes on with p1: read as a fold"
    assert phh.replay(SKIPS_THE_BUTTON, lenient=True).events == report.hand.events


def test_lenient_checks_a_skipped_player_facing_no_bet() -> None:
    actions = ["p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cc", "p3 cc", "d db Ks", "p1 cc", "p2 cc", "p3 cbr 4", "p1 f", "p2 f"]
    report = phh.replay_report(history([1, 2, 0], [100] * 3, actions, finishing_stacks=[98, 98, 104]), lenient=True)
    (inference,) = report.inferences
    assert (inference.action, inference.seat, inference.inferred.kind) == (8, 1, ActionKind.CHECK)
    assert "facing no bet" in inference.reason and inference.reason.endswith("read as a check")


def test_the_last_action_of_a_round_skipped_is_named_and_filled_in_before_the_deal() -> None:
    actions = ["p3 cc", "p1 cc", "d db 2c7d9h", "p1 cbr 2", "p2 f", "p3 f"]  # the big blind's option is missing
    played = history([1, 2, 0], [100] * 3, actions, finishing_stacks=[104, 98, 98])
    with pytest.raises(phh.PHHActionError) as caught:
        phh.replay(played)
    assert (caught.value.action, caught.value.to_act, caught.value.kind) == (5, 1, phh.ActionProblem.DEAL)
    assert "the rules never deal 2c here, with p2 still to act: the history skips p2" in str(caught.value)
    report = phh.replay_report(played, lenient=True)
    assert [(i.action, i.seat, i.inferred.kind) for i in report.inferences] == [(6, 1, ActionKind.CHECK)]
    assert report.hand.stacks == (104, 98, 98)


def test_lenient_fills_in_a_player_skipped_at_the_end() -> None:
    played = history([1, 2, 0], [100] * 3, ["p3 cbr 6", "p1 f"], finishing_stacks=[99, 98, 103])
    with pytest.raises(phh.PHHActionError) as caught:
        phh.replay(played)
    assert (caught.value.action, caught.value.to_act, caught.value.kind) == (4, 1, phh.ActionProblem.TURN)
    assert str(caught.value).startswith("action 4 ('p1 f'): the history ends here with p2 to act, but finishing_stacks say the hand is over: the history skips p2")
    report = phh.replay_report(played, lenient=True)
    assert [(i.action, i.seat, i.inferred.kind) for i in report.inferences] == [(5, 1, ActionKind.FOLD)]
    assert "the history ends, and finishing_stacks say the hand is over" in report.inferences[0].reason


def test_an_inferred_action_is_written_with_why_and_replays_strictly() -> None:
    hand = phh.replay(SKIPS_THE_BUTTON, lenient=True)
    written = phh.record(hand)
    assert "p4 f # inferred: p4 was to act facing a bet (6 to call), but the history goes on with p1: read as a fold" in written.actions
    again = phh.replay(phh.loads(phh.dumps(written)))
    assert again.events == hand.events and phh.replay_report(phh.loads(phh.dumps(written))).inferences == ()


def test_lenient_does_not_invent_a_turn_for_a_player_who_folded() -> None:
    played = history([1, 2, 0, 0], [100] * 4, ["p3 f", "p4 cbr 6", "p1 f", "p3 cc"])
    for lenient in (False, True):
        with pytest.raises(phh.PHHActionError) as caught:
            phh.replay(played, lenient=lenient)
        assert caught.value.action == 7 and caught.value.kind is phh.ActionProblem.TURN and "skips" not in caught.value.reason


@given(seed=st.integers(0, 2**32), players=st.integers(2, 6))
@settings(max_examples=25, deadline=None)
def test_lenient_changes_nothing_in_a_history_that_skips_nobody(seed: int, players: int) -> None:
    hand = play(Holdem(blinds=(1, 2, 4)[: min(players, 3)]), [150] * players, seed=seed)
    written = phh.loads(phh.dumps(phh.record(hand)))
    report = phh.replay_report(written, lenient=True)
    assert report.inferences == () and report.hand.events == hand.events


# --- the command line ---------------------------------------------------------------------------


def test_the_command_line_refuses_a_skip_and_fills_it_in_with_lenient(tmp_path: Path) -> None:
    path = tmp_path / "skip.phh"
    phh.dump(SKIPS_THE_BUTTON, path)
    refused = run("replay", str(path))
    assert refused.returncode != 0 and "p1 acts, but it is p4 to act: the history skips p4" in refused.stderr
    assert refused.stderr.rstrip().endswith("; --lenient replays it so")
    told = run("replay", str(path), "--lenient")
    assert told.returncode == 0, told.stderr
    assert "inferred: before action 5: p4 fold (p4 was to act facing a bet (6 to call), but the history goes on with p1: read as a fold)" in told.stdout
    data = json.loads(run("replay", str(path), "--lenient", "--json").stdout)
    assert data["inferences"] == [{"action": 5, "seat": 3, "inferred": "fold", "reason": SKIP_REASON}]


SKIP_REASON = "p4 was to act facing a bet (6 to call), but the history goes on with p1: read as a fold"


def test_the_command_line_tells_unknown_stacks(tmp_path: Path) -> None:
    path = tmp_path / "inf.phh"
    phh.dump(history([1, 2, 0], [INF, 50, INF], INF_ACTIONS, holes={2: "7c8c", 3: "AhAd"}), path)
    told = run("replay", str(path))
    assert told.returncode == 0, told.stderr
    assert "unknown stacks (inf): p1, p3, each played as 1,000,000 chips; their results are what they won or lost" in told.stdout
    assert told.stdout.splitlines()[-1] == "result: p1 -1, p2 -50, p3 +51"
    data = json.loads(run("replay", str(path), "--json").stdout)
    assert data["unknown_stacks"] == [0, 2] and data["stand_in_stack"] == 10**6


# --- random hands with posts and straddles ------------------------------------------------------


def play(game: Any, stacks: list[int], seed: int, *, small: frozenset[int] = frozenset()) -> Hand:
    """A hand of random play (``small``: seats that only ever raise the least they may)."""
    hand: Hand = game.new_hand(stacks, seed=seed)
    rng, bot = random.Random(seed), RandomBot(fold_weight=0.2)
    while not hand.is_over:
        seat = hand.actor
        assert seat is not None
        action = bot.choose(hand, seat, rng)
        if seat in small and action.kind in (ActionKind.BET, ActionKind.RAISE):
            action = next(a for a in hand.legal_actions() if a.kind is action.kind)
            action = action.sized(action.amount)
        hand.act(action)
    return hand


SEATS = st.lists(st.sampled_from(["none", "straddle", "post"]), min_size=1, max_size=6)


def forced(extra: list[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The blinds (1, 2, then doubling straddles where ``extra`` says) and the posts (2 each), by position."""
    blinds, posts_, straddle = [1, 2], [0, 0], 4
    for kind in extra:
        blinds.append(straddle if kind == "straddle" else 0)
        posts_.append(2 if kind == "post" else 0)
        straddle *= 2 if kind == "straddle" else 1
    return tuple(blinds), tuple(posts_)


@given(extra=SEATS, seed=st.integers(0, 2**32), data=st.data())
@settings(max_examples=60, deadline=None)
def test_random_hands_with_posts_and_straddles_conserve_chips_and_round_trip(extra: list[str], seed: int, data: st.DataObject) -> None:
    blinds, posted = forced(extra)
    stacks = data.draw(st.lists(st.integers(1, 400), min_size=len(blinds), max_size=len(blinds)))
    hand = play(Holdem(blinds=blinds, posts=posted), stacks, seed)
    assert sum(hand.stacks) == sum(stacks) and sum(hand.payoffs) == 0 and min(hand.stacks) >= 0
    assert [s for s, kind, _ in posts(hand) if kind == PostKind.POST] == [s for s, p in enumerate(posted) if p and s < len(stacks)]
    written = phh.record(hand)
    assert written["blinds_or_straddles"] == [-p if p else b for b, p in zip(blinds, posted)]
    round_trip(hand)


@given(extra=SEATS, seed=st.integers(0, 2**32), data=st.data())
@settings(max_examples=40, deadline=None)
def test_random_hands_replay_to_the_same_payoffs_with_stacks_unknown(extra: list[str], seed: int, data: st.DataObject) -> None:
    blinds, posted = forced(extra)
    players = len(blinds)
    unknown = frozenset(data.draw(st.sets(st.integers(0, players - 1), min_size=1)))
    stacks = [10**5 if s in unknown else data.draw(st.integers(1, 400)) for s in range(players)]
    hand = play(Holdem(blinds=blinds, posts=posted), stacks, seed, small=unknown)
    put_in = {s: sum(e.added for e in hand.events if isinstance(e, Acted) and e.seat == s) for s in unknown}
    assume(max(put_in.values()) < 10**4)  # never near all in: the unknown stack's story is the same whatever it was
    written = phh.record(hand)
    as_unknown = written.with_fields(
        starting_stacks=[INF if s in unknown else v for s, v in enumerate(written["starting_stacks"])],
        finishing_stacks=[INF if s in unknown else v for s, v in enumerate(written["finishing_stacks"])],
    )
    again = phh.loads(phh.dumps(as_unknown))
    report = phh.replay_report(again)
    assert report.hand.payoffs == hand.payoffs
    assert [e for e in report.hand.events if isinstance(e, Acted)] == [e for e in hand.events if isinstance(e, Acted)]
    assert report.unknown_stacks == tuple(sorted(unknown)) and all(report.hand.stacks[s] > 0 for s in unknown)
    rewritten = phh.record(report.hand)
    assert rewritten["starting_stacks"] == as_unknown["starting_stacks"] and rewritten["finishing_stacks"] == as_unknown["finishing_stacks"]


def test_dead_money_is_posted_first_in_the_pot_and_nobody_s_bet() -> None:
    game = Holdem(blinds=(1, 2), posts=(0, 0, 0, 2), dead=(0, 0, 0, 1))
    hand = game.new_hand([100] * 5, seed=1)
    posted = [e for e in hand.events if isinstance(e, Posted)]
    assert (posted[0].seat, posted[0].kind, posted[0].amount) == (3, PostKind.DEAD, 1)
    assert hand.bets == (1, 2, 0, 2, 0) and hand.actor == 2  # the dead chip is in no bet; the post is live
    assert sum(pot.amount for pot in hand.pots) == 6
    while not hand.is_over:
        hand.fold() if any(a.kind is ActionKind.FOLD for a in hand.legal_actions()) else hand.check()
    assert sum(hand.payoffs) == 0


def test_dead_money_round_trips_as_the_player_s_ante() -> None:
    game = Holdem(blinds=(1, 2), posts=(0, 0, 2), dead=(0, 0, 1), ante=1)
    assert phh.fields_of(game, 4)["antes"] == [1, 1, 2, 1]
    assert phh.game_from("NT", {"starting_stacks": [100] * 4, **phh.fields_of(game, 4)}) == game
    hand = game.new_hand([100] * 4, seed=3)
    while not hand.is_over:
        hand.act(RandomBot().choose(hand, hand.actor, random.Random(1)))
    again = phh.replay(phh.loads(phh.dumps(phh.record(hand))))
    assert again.stacks == hand.stacks and again.events == hand.events


def test_dead_money_is_checked_like_any_amount() -> None:
    with pytest.raises(ValueError, match="dead"):
        Holdem(blinds=(1, 2), dead=(0, -1))
    with pytest.raises(TypeError, match="dead are dead money by position"):
        Holdem(blinds=(1, 2), dead=5)  # type: ignore[arg-type]
