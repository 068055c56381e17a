"""The house's rake (RULES.md 6b): a percentage of each pot, capped, rounded down, taken before the pot
is awarded; and a history whose finishing stacks fall short by a rake replays, reporting it."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import ActionKind, Rake, phh
from pokervariants.bots import random_action
from pokervariants.engine.events import Raked, Returned


def play_out(hand: pv.Hand, rng: random.Random | None = None) -> pv.Hand:
    """Everyone checks or calls to the end (or, with ``rng``, plays at random)."""
    while not hand.is_over:
        legal = hand.legal_actions()
        if rng is None:
            hand.act(next(a for a in legal if a.kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)))
            continue
        hand.act(random_action(hand, rng))
    return hand


@pytest.mark.parametrize(
    ("rake", "pot", "taken", "flopped", "cut"),
    [
        (Rake(percent=5), 59, 0, True, 2),  # 2.95 rounds down
        (Rake(percent=5), 60, 0, True, 3),
        (Rake(percent=5, cap=3), 100, 0, True, 3),
        (Rake(percent=5, cap=3), 100, 2, True, 1),  # the cap is the hand's: 2 taken from another pot
        (Rake(percent=5, cap=3), 100, 3, True, 0),
        (Rake(percent="2.5"), 400, 0, True, 10),
        (Rake(percent=10, no_flop_no_drop=True), 400, 0, False, 0),
        (Rake(percent=10, no_flop_no_drop=True), 400, 0, True, 40),
        (Rake(percent=0), 400, 0, True, 0),
        (Rake(percent=100), 7, 0, True, 7),
    ],
)
def test_a_rake_is_a_capped_percentage_rounded_down(rake: Rake, pot: int, taken: int, flopped: bool, cut: int) -> None:
    assert rake.take(pot, taken=taken, flopped=flopped) == cut


@pytest.mark.parametrize(
    ("make", "error", "message"),
    [
        (lambda: Rake(percent=101), ValueError, "percent is at most 100"),
        (lambda: Rake(percent=-1), ValueError, "percent must be 0 or more"),
        (lambda: Rake(percent="five"), ValueError, "percent must be a number"),
        (lambda: Rake(percent=5, cap=-1), ValueError, "cap must be 0 or more"),
        (lambda: Rake(percent=5, no_flop_no_drop="yes"), TypeError, "no_flop_no_drop must be True or False"),
        (lambda: pv.Holdem(rake=5), TypeError, "rake is a Rake"),
    ],
)
def test_bad_rakes_are_refused(make: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        make()  # type: ignore[operator]


def test_a_game_rakes_each_hand_and_the_winners_pay() -> None:
    game = pv.Holdem(blinds=(10, 20), rake=Rake(percent=5, cap=30))
    hand = play_out(game.new_hand([1000, 1000, 1000], seed=4))
    pot = 3 * 20
    assert hand.rake == 3 and sum(hand.payoffs) == -3  # 5% of 60
    (raked,) = [e for e in hand.events if isinstance(e, Raked)]
    winners = {e.seat for e in hand.results}
    assert raked.amount == 3 and {seat for seat, _ in raked.paid} == winners and sum(a for _, a in raked.paid) == 3
    assert sum(e.amount for e in hand.results) == pot - 3


def test_an_uncalled_bet_is_never_raked() -> None:
    game = pv.Holdem(blinds=(10, 20), rake=Rake(percent=5))
    hand = game.new_hand([1000, 1000, 1000], seed=1)
    hand.raise_(100)
    hand.fold()
    hand.fold()
    assert [e.amount for e in hand.events if isinstance(e, Returned)] == [80]
    assert hand.rake == 2  # 5% of the 50 in the pot (2.50, rounded down), not of 130


def test_no_flop_no_drop() -> None:
    game = pv.Holdem(blinds=(10, 20), rake=Rake(percent=5, no_flop_no_drop=True))
    hand = game.new_hand([1000, 1000, 1000], seed=1)
    hand.raise_(100)
    hand.fold()
    hand.fold()  # over before the flop: no rake (without the option, 2: test_an_uncalled_bet_is_never_raked)
    assert hand.rake == 0 and sum(hand.payoffs) == 0
    flopped = play_out(game.new_hand([1000, 1000, 1000], seed=1))
    assert flopped.rake == 3


def test_the_cap_spans_side_pots() -> None:
    game = pv.Holdem(blinds=(10, 20), rake=Rake(percent=10, cap=35))
    hand = game.new_hand([100, 300, 1000], seed=7)
    hand.raise_(1000)  # the button all in; the blinds call all in: a main pot and a side pot
    hand.call()
    hand.call()
    assert hand.is_over and hand.rake == 35  # 10% of 300 and of 400 would be 70: the cap holds
    assert [e.amount for e in hand.events if isinstance(e, Raked)] == [30, 5]  # the main pot's 30, then what the cap leaves


def test_a_stud_game_and_a_game_in_cents_rake_too() -> None:
    stud = play_out(pv.Razz(ante=10, bring_in=20, small_bet=50, big_bet=100, rake=Rake(percent=10)).new_hand([500, 500, 500], seed=3))
    assert stud.rake > 0 and sum(stud.payoffs) == -stud.rake
    cents = pv.Holdem(blinds=("0.05", "0.10"), rake=Rake(percent=5, cap="0.50"))
    hand = cents.new_hand(["10.00"] * 3, seed=2)
    hand.raise_("3.00")
    hand.call()
    hand.call()
    play_out(hand)
    assert hand.money.amount(hand.rake) == Decimal("0.45")  # 5% of 9.00, under the cap of 0.50 (50 cents)


# --- hand histories ----------------------------------------------------------------------------

RAKED = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [
  "d dh p1 ????", "d dh p2 ????", "d dh p3 ????",
  "p3 cbr 10", "p1 f", "p2 cc",
  "d db AhKd2c",
  "p2 cc", "p3 cbr 20", "p2 f",
]
finishing_stacks = [199, 190, 210]
"""


def test_finishing_stacks_short_by_a_rake_replay_and_report_it() -> None:
    hand = phh.replay(phh.loads(RAKED))  # the pot of 21 went to p3 less a rake of 1
    assert hand.stacks == (199, 190, 210) and hand.rake == 1
    (raked,) = [e for e in hand.events if isinstance(e, Raked)]
    assert raked.paid == ((2, 1),)
    text = phh.dumps(phh.record(hand))
    assert "_rake = 1\n" in text and "\nrake" not in text and phh.replay(phh.loads(text)).rake == 1


@pytest.mark.parametrize("field", ["_rake", "rake"])
def test_the_history_s_rake_field_must_agree(field: str) -> None:
    assert phh.replay(phh.loads(RAKED + f"{field} = 1\n")).rake == 1
    with pytest.raises(phh.PHHFieldError, match="finishing_stacks say"):
        phh.replay(phh.loads(RAKED + f"{field} = 2\n"))


@pytest.mark.parametrize(
    ("finishing", "why"),
    [
        ("[199, 190, 205]", "more than a tenth of the pot is no rake"),
        ("[198, 190, 211]", "a loser short is no rake"),
        ("[199, 191, 210]", "a player with more than the replay gives"),
    ],
)
def test_what_is_not_a_rake_is_refused(finishing: str, why: str) -> None:
    with pytest.raises(phh.PHHFieldError, match="finishing_stacks say"):
        phh.replay(phh.loads(RAKED.replace("[199, 190, 210]", finishing)))


def test_a_history_in_cents_with_a_rake() -> None:
    text = RAKED.replace("[1, 2, 0]", "[0.01, 0.02, 0]").replace("min_bet = 2", "min_bet = 0.02")
    text = text.replace("[200, 200, 200]", "[2.00, 2.00, 2.00]").replace("cbr 10", "cbr 0.10").replace("cbr 20", "cbr 0.20")
    text = text.replace("[199, 190, 210]", "[1.99, 1.90, 2.10]")
    hand = phh.replay(phh.loads(text + "_rake = 0.01\n"))
    assert hand.money.amount(hand.rake) == Decimal("0.01")
    assert "_rake = 0.01" in phh.dumps(phh.record(hand))


GAMES = [
    pv.Holdem(blinds=(1, 2), rake=Rake(percent=5, cap=6)),
    pv.Omaha(blinds=(5, 10), rake=Rake(percent="4.5", no_flop_no_drop=True)),
    pv.StudHiLo8(ante=2, bring_in=5, small_bet=10, big_bet=20, rake=Rake(percent=10, cap=40)),
    pv.DeuceToSevenTripleDraw(blinds=(1, 2), rake=Rake(percent=5)),
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(range(len(GAMES))), st.integers(0, 2**32))
def test_random_raked_hands_conserve_chips_and_round_trip(game: int, seed: int) -> None:
    rng = random.Random(seed)
    stacks = [rng.randint(20, 400) for _ in range(rng.randint(2, 6))]
    hand = play_out(GAMES[game].new_hand(stacks, seed=seed), rng)
    assert sum(hand.stacks) + hand.rake == sum(stacks) and sum(hand.payoffs) == -hand.rake
    assert hand.rake == sum(e.amount for e in hand.events if isinstance(e, Raked)) == sum(
        a for e in hand.events if isinstance(e, Raked) for _, a in e.paid
    )
    again = phh.replay(phh.loads(phh.dumps(phh.record(hand))))  # the rake written, then inferred again
    assert again.stacks == hand.stacks and again.rake == hand.rake
