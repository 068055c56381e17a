"""Running the board more than once ("run it twice"): the flop games' ``runs`` option.

When the betting ends before the board is complete, the rest of the board is dealt once for each
run, each pot is split equally among the runs (odd chips to the earlier ones) and each part is won
on its own board; the events, PHH, narration, the picture and OHH all say which run is which.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import Action, ActionKind, Deck, Hand, Holdem, Omaha, OmahaHiLo8, PotLimit, Rake, phh
from pokervariants.render import svg
from pokervariants.cli.narrate import Narrator
from pokervariants.engine.events import BoardRun, Burned, Raked, Shown
from pokervariants.sites import ohh

# Heads-up: seat 0 is the big blind, seat 1 the button (the small blind, first to act before the flop).
# The hole cards go round twice (seat 0, seat 1, seat 0, seat 1), then burn and flop, burn and turn,
# burn and river; a second run burns and deals from where the betting ended.
ACES_KINGS = "As Ks Ah Kh"
FIRST_RUN = "2h 2c 7d 9h  3h 3s  4h 4c"  # aces hold
SECOND_RUN = "5h Kd 8c 2d  6h 5s  7h Jh"  # the kings make a set


def all_in_preflop(game: Holdem, stacks: list[int], deck: str) -> Hand:
    """Everyone moves all in before the flop: a raise of everything where one is offered, else a call."""
    hand = game.new_hand(stacks, deck=Deck.stacked(deck, fill=True))
    while not hand.is_over and hand.actor is not None and hand.decision is not None and hand.legal_actions()[0].kind is not ActionKind.SHOW:
        kinds = {a.kind: a for a in hand.legal_actions()}
        raising = kinds.get(ActionKind.RAISE)
        hand.act(Action(ActionKind.RAISE, raising.most if raising.most is not None else raising.amount) if raising else kinds[ActionKind.CALL])
    return hand


def test_all_in_before_the_flop_runs_the_whole_board_twice_and_splits_the_pot() -> None:
    hand = all_in_preflop(Holdem(blinds=(1, 2), runs=2), [100, 100], f"{ACES_KINGS} {FIRST_RUN} {SECOND_RUN}")
    assert [" ".join(map(str, board)) for board in hand.boards] == ["2c 7d 9h 3s 4c", "Kd 8c 2d 5s Jh"]
    assert hand.community == hand.boards[0]
    assert [(a.run, a.seat, a.amount, str(a.hand)) for a in hand.results] == [
        (1, 0, 100, "Pair of aces"),
        (2, 1, 100, "Three of a kind, kings"),
    ]
    assert hand.payoffs == (0, 0)
    runs = [e for e in hand.events if isinstance(e, BoardRun)]
    assert runs == [BoardRun(run=2, kept=0)]
    shown = [(e.run, e.seat) for e in hand.events if isinstance(e, Shown)]
    assert sorted(shown) == [(1, 0), (1, 1), (2, 0), (2, 1)]
    burned = [e for e in hand.events if isinstance(e, Burned)]
    assert len(burned) == 6  # three burns a run


def test_all_in_on_the_flop_keeps_the_flop_and_runs_the_turn_and_river_again() -> None:
    game = Holdem(blinds=(1, 2), runs=2)
    hand = game.new_hand([100, 100], deck=Deck.stacked(f"{ACES_KINGS} {FIRST_RUN} 6h 5s 7h Jh", fill=True))
    hand.call()  # the button completes
    hand.check()
    hand.bet(98)  # the big blind moves in on the flop
    hand.call()
    assert [e for e in hand.events if isinstance(e, BoardRun)] == [BoardRun(run=2, kept=3)]
    assert [" ".join(map(str, board)) for board in hand.boards] == ["2c 7d 9h 3s 4c", "2c 7d 9h 5s Jh"]
    assert sum(a.amount for a in hand.results) == 200


def test_a_board_completed_with_betting_is_run_once() -> None:
    hand = Holdem(blinds=(1, 2), runs=2).new_hand([100, 100], seed=3)
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(next(a for a in legal if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
    assert len(hand.boards) == 1 and not any(isinstance(e, BoardRun) for e in hand.events)
    assert all(a.run == 1 for a in hand.results)


def test_odd_chips_go_to_the_earlier_runs() -> None:
    hand = all_in_preflop(Holdem(blinds=(1, 2), runs=3), [100, 100], f"{ACES_KINGS} {FIRST_RUN} {SECOND_RUN} 8h Ad 9c 9d 9s Th 3d")
    assert [a.amount for a in hand.results] == [67, 67, 66]
    assert [a.run for a in hand.results] == [1, 2, 3]
    assert len(hand.boards) == 3


def test_rake_is_taken_once_from_each_pot_before_the_runs_split_it() -> None:
    game = Holdem(blinds=(1, 2), runs=2, rake=Rake(percent=5, cap=3))
    hand = all_in_preflop(game, [100, 100], f"{ACES_KINGS} {FIRST_RUN} {SECOND_RUN}")
    raked = [e for e in hand.events if isinstance(e, Raked)]
    assert [e.amount for e in raked] == [3]
    assert [a.amount for a in hand.results] == [99, 98]  # 197 in two parts, the odd chip to the first run
    assert sum(hand.payoffs) == -3


def test_side_pots_are_each_run_twice() -> None:
    # Three players: the short stack's main pot and the side pot between the two deep stacks, each split by run.
    game = Holdem(blinds=(1, 2), runs=2)
    deck = "As Ks Qs Ah Kh Qh 2h 2c 7d 9h 3h 3s 4h 4c 5h Kd 8c 2d 6h 5s 7h Jh"
    hand = all_in_preflop(game, [100, 100, 40], deck)
    awards = [(a.pot, a.run, a.seat, a.amount) for a in hand.results]
    assert awards == [(0, 1, 0, 60), (0, 2, 1, 60), (1, 1, 0, 60), (1, 2, 1, 60)]
    assert sum(hand.payoffs) == 0


def test_hi_lo_runs_split_each_part_high_and_low() -> None:
    game = OmahaHiLo8(blinds=(1, 2), betting=PotLimit(), runs=2)
    hand = all_in_preflop(game, [60, 60], "As Ks 2s Kh 3d Kd 4c Qc  5h 6h 7d 8c  9h Jc  2d Th  9s 5d 6s 7c  Qh Jh  3h Td")
    per_run = {run: sum(a.amount for a in hand.results if a.run == run) for run in (1, 2)}
    assert per_run == {1: 60, 2: 60}
    assert {(a.run, a.share) for a in hand.results} == {(1, "high"), (1, "low"), (2, "high"), (2, "low")}


def test_a_pack_too_short_for_every_run_runs_what_it_can() -> None:
    game = Holdem(blinds=(1, 2), runs=9)
    hand = all_in_preflop(game, [50] * 10, "")
    # 20 hole cards and 8 for the first run leave 24: three more runs of 8 (3 burns, 5 cards).
    assert len(hand.boards) == 4
    cards = [c for seat in range(10) for c in hand.down_cards(seat)] + [c for board in hand.boards for c in board[0:5]]
    cards += [e.card for e in hand.events if isinstance(e, Burned)]
    assert len(cards) == len(set(cards)) == 52
    assert sum(hand.payoffs) == 0


def test_a_muck_concedes_every_run() -> None:
    game = Holdem(blinds=(1, 2), runs=2, showdown="choose")
    hand = all_in_preflop(game, [100, 100], f"{ACES_KINGS} {FIRST_RUN} {SECOND_RUN}")
    assert not hand.is_over  # the showdown asks
    hand.show()
    hand.muck()
    assert hand.is_over and hand.payoffs[hand.mucked_seats[0]] == -100
    assert all(a.seat != hand.mucked_seats[0] for a in hand.results)


def test_phh_writes_the_runs_and_replays_them_exactly() -> None:
    hand = all_in_preflop(Holdem(blinds=(1, 2), runs=2), [100, 100, 40], "As Ks Qs Ah Kh Qh 2h 2c 7d 9h 3h 3s 4h 4c 5h Kd 8c 2d 6h 5s 7h Jh")
    history = phh.record(hand)
    assert history["_runs"] == 2
    actions = list(history.actions)
    at = actions.index("# the board is run again (run 2)")
    assert actions[at - 3 : at + 4] == ["d db 2c7d9h", "d db 3s", "d db 4c", "# the board is run again (run 2)", "d db Kd8c2d", "d db 5s", "d db Jh"]
    again = phh.replay(phh.loads(history.dumps()))
    assert again.events == hand.events and again.boards == hand.boards and again.payoffs == hand.payoffs


def test_copies_and_pickles_keep_the_runs() -> None:
    hand = all_in_preflop(Holdem(blinds=(1, 2), runs=2, showdown="choose"), [100, 100], f"{ACES_KINGS} {FIRST_RUN} {SECOND_RUN}")
    for twin in (hand.copy(), pickle.loads(pickle.dumps(hand))):
        assert twin.boards == hand.boards
        twin.show()
        twin.show()
        assert twin.is_over and [a.run for a in twin.results] == [1, 2]
    assert not hand.is_over


def test_narration_picture_and_ohh_tell_the_runs() -> None:
    hand = all_in_preflop(Omaha(blinds=(1, 2), runs=2), [100, 100], "As Ks Ah Kh Ad Kd Qs Qc " + FIRST_RUN + " " + SECOND_RUN.replace("Kd", "Kc"))
    lines = Narrator(["Ann", "Bob"]).lines(hand.events)
    assert "-- the board is run again: run 2 --" in lines
    assert any(line.startswith("  on run 2, Ann has") for line in lines)
    assert any(" on run 1 " in line for line in lines if "wins" in line) and any(" on run 2 " in line for line in lines if "wins" in line)
    picture = svg.table(hand)
    assert 'data-run="1"' in picture and 'data-run="2"' in picture
    history = phh.record(hand, players=["Ann", "Bob"])
    rounds = ohh.ohh(history)["ohh"]["rounds"]
    streets = [(r["street"], len(r["cards"])) for r in rounds]
    assert streets[:4] == [("Preflop", 0), ("Flop", 3), ("Turn", 1), ("River", 1)]
    assert streets[4:7] == [("Flop", 3), ("Turn", 1), ("River", 1)]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), runs=st.integers(2, 3), data=st.data())
def test_random_hands_with_runs_conserve_chips_deal_no_card_twice_and_replay(seed: int, players: int, runs: int, data: st.DataObject) -> None:
    rng = random.Random(seed)
    game = Holdem(blinds=(1, 2), runs=runs)
    hand = game.new_hand([rng.randint(5, 60) for _ in range(players)], seed=rng.randrange(2**32))
    while not hand.is_over:
        legal = hand.legal_actions()
        action = legal[data.draw(st.integers(0, len(legal) - 1))]
        if action.most is not None and action.most != action.amount:
            action = action.__class__(action.kind, data.draw(st.sampled_from((action.amount, action.most))))
        hand.act(action)
    assert sum(hand.payoffs) == 0
    kept = [e.kept for e in hand.events if isinstance(e, BoardRun)]
    assert len(kept) == len(hand.boards) - 1 and len(set(kept)) <= 1
    later = [c for board in hand.boards[1:] for c in board[kept[0] :]] if kept else []
    seen = [c for seat in range(players) for c in hand.down_cards(seat)] + list(hand.boards[0]) + later
    seen += [e.card for e in hand.events if isinstance(e, Burned)]
    assert len(seen) == len(set(seen))  # no card dealt twice, whatever the runs
    for board in hand.boards[1:]:
        assert board[: kept[0]] == hand.boards[0][: kept[0]] and len(board) == 5
    if kept:  # each pot split equally among the runs: no run's awards exceed its part by more than the odd chips
        per_run = [sum(a.amount for a in hand.results if a.run == run) for run in range(1, len(hand.boards) + 1)]
        assert max(per_run) - min(per_run) <= len({a.pot for a in hand.results})
    again = phh.replay(phh.record(hand))
    assert again.events == hand.events and again.payoffs == hand.payoffs


def test_runs_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="runs must be 1 or more"):
        Holdem(runs=0)
    with pytest.raises(TypeError):
        Holdem(runs="two")  # type: ignore[arg-type]
