"""Exact money: amounts with a fractional part, and hand histories in cents replayed exactly."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Money, phh
from pokervariants.core import exact_amount
from pokervariants.phh._money import in_units, money_of

CENTS = Money("0.01")


# --- amounts -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (3, 3),
        (Decimal("0.50"), Decimal("0.50")),
        ("200.30", Decimal("200.30")),
        (" 1_000.5 ", Decimal("1000.5")),
        (0.1, Decimal("0.1")),  # a float by its shortest decimal form, not 0.1000000000000000055...
        (200.30, Decimal("200.3")),
        (5.0, 5),  # a whole float is the whole number
        (Fraction(1, 4), Decimal("0.25")),
        (Fraction(7, 1), Decimal("7")),
    ],
)
def test_an_amount_is_taken_exactly(value: object, expected: object) -> None:
    amount = exact_amount(value)
    assert amount == expected and type(amount) is type(expected)
    if isinstance(expected, Decimal):
        assert str(amount) == str(expected)  # the places as written


@pytest.mark.parametrize(
    ("value", "error", "message"),
    [
        (True, TypeError, "not bool"),
        (None, TypeError, "must be a number"),
        ("abc", ValueError, "must be a number"),
        (float("nan"), ValueError, "finite"),
        (Decimal("NaN"), ValueError, "finite"),
        (float("inf"), ValueError, "finite"),
        (Decimal("Infinity"), ValueError, "finite"),
        (Fraction(1, 3), ValueError, "no exact decimal form"),
        ("1e-19", ValueError, "more than 18 decimal places"),
    ],
)
def test_what_is_not_an_exact_amount_is_refused(value: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        exact_amount(value, "the ante")


def test_money_converts_amounts_to_units_and_back() -> None:
    assert CENTS.unit == Decimal("0.01") and CENTS.places == 2 and not CENTS.whole
    assert CENTS.units("3.5") == 350 and CENTS.units(2) == 200 and CENTS.units(Decimal("0.07")) == 7
    assert CENTS.amount(350) == Decimal("3.50") and str(CENTS.amount(350)) == "3.50"
    assert CENTS.text(-5) == "-0.05" and CENTS.text(0) == "0.00"
    assert Money.WHOLE.whole and Money.WHOLE.units(25) == 25 and Money.WHOLE.amount(25) == 25
    assert type(Money.WHOLE.amount(25)) is int


def test_nothing_finer_than_the_unit_is_rounded() -> None:
    with pytest.raises(ValueError, match=r"0\.005 is finer than this money's unit, 0\.01"):
        CENTS.units("0.005")
    with pytest.raises(ValueError, match="finer than"):
        Money.WHOLE.units("0.5")


@pytest.mark.parametrize("unit", ["0.05", "10", "0", "-0.01", "abc"])
def test_a_unit_is_a_power_of_ten(unit: str) -> None:
    with pytest.raises(ValueError):
        Money(unit)


def test_the_money_of_amounts_is_as_fine_as_the_finest_written() -> None:
    assert Money.of([1, 2, 3]) is Money.WHOLE
    assert Money.of(["0.50", 1]) == CENTS  # "0.50" is written in cents
    assert Money.of([0.5, 1]) == Money("0.1")
    assert Money.of(["200.30", "0.125"]) == Money("0.001")


@given(st.integers(-(10**12), 10**12), st.integers(0, 8))
def test_units_and_amounts_round_trip(units: int, places: int) -> None:
    money = Money(Decimal(1).scaleb(-places))
    amount = money.amount(units)
    assert money.units(amount) == units
    assert money.units(str(amount)) == units
    assert money.amount(money.units(amount)) == amount


def test_three_players_splitting_one_dollar_get_the_odd_cent_by_the_rule() -> None:
    shares = [34, 33, 33]  # the engine splits 100 units; the odd unit goes by the odd-chip rule
    assert [CENTS.text(s) for s in shares] == ["0.34", "0.33", "0.33"] and sum(CENTS.amounts(shares)) == Decimal("1.00")


# --- hand histories in cents -------------------------------------------------------------------

CASH = """variant = "NT"
antes = [0.00, 0.00, 0.00]
blinds_or_straddles = [0.50, 1.00, 0]
min_bet = 1.00
starting_stacks = [200.30, 81.60, 100.00]
actions = [
  "d dh p1 ????",
  "d dh p2 ????",
  "d dh p3 ????",
  "p3 cbr 3.00",
  "p1 cc",
  "p2 f",
  "d db AhKd2c",
  "p1 cc",
  "p3 cbr 4.50",
  "p1 f",
]
finishing_stacks = [197.30, 80.60, 104.00]
"""


def test_a_history_in_cents_is_read_exactly() -> None:
    history = phh.loads(CASH)
    assert history.starting_stacks == (Decimal("200.30"), Decimal("81.60"), Decimal("100.00"))
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), 0]
    assert money_of(history) == CENTS


def test_a_history_in_cents_replays_in_whole_cents() -> None:
    hand = phh.replay(phh.loads(CASH))
    assert hand.is_over and hand.money == CENTS
    assert hand.stacks == (19730, 8060, 10400) and sum(hand.payoffs) == 0
    assert hand.money.amounts(hand.stacks) == (Decimal("197.30"), Decimal("80.60"), Decimal("104.00"))
    assert [str(a) for a in hand.money.amounts(hand.payoffs)] == ["-3.00", "-1.00", "4.00"]


def test_a_history_in_cents_is_written_back_as_it_was() -> None:
    again = phh.dumps(phh.record(phh.replay(phh.loads(CASH))))
    assert "starting_stacks = [200.30, 81.60, 100.00]" in again
    assert "blinds_or_straddles = [0.50, 1.00, 0.00]" in again
    assert '"p3 cbr 3.00",' in again and '"p3 cbr 4.50",' in again
    assert "finishing_stacks = [197.30, 80.60, 104.00]" in again
    assert phh.replay(phh.loads(again)).stacks == (19730, 8060, 10400)


def test_finishing_stacks_a_cent_out_are_refused() -> None:
    with pytest.raises(phh.PHHFieldError, match="finishing_stacks"):
        phh.replay(phh.loads(CASH.replace("[197.30, 80.60, 104.00]", "[197.30, 80.60, 104.01]")))


def test_an_amount_finer_than_the_history_is_exact_too() -> None:
    # One amount in tenths of a cent makes the whole history's unit a tenth of a cent.
    text = CASH.replace('"p3 cbr 4.50"', '"p3 cbr 4.505"').replace("104.00]", "104.000]")
    hand = phh.replay(phh.loads(text))
    assert hand.money == Money("0.001") and hand.money.amounts(hand.stacks)[2] == Decimal("104.000")


def test_a_bet_that_is_not_a_number_names_its_action() -> None:
    with pytest.raises(phh.PHHActionError, match="action 3"):
        phh.replay(phh.loads(CASH.replace('"p3 cbr 3.00"', '"p3 cbr 3.00.0"')))


RAZZ_WHOLE = """variant = "FR"
antes = [1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [50, 50]
actions = ["d dh p1 ????7c", "d dh p2 ????Kd", "p2 pb", "p1 cbr 5", "p2 f"]
"""


def test_a_whole_history_plays_in_chips_as_before() -> None:
    history = phh.loads(RAZZ_WHOLE)
    assert in_units(history) == (history, Money.WHOLE)
    hand = phh.replay(history)
    assert hand.money is Money.WHOLE and hand.stacks == (53, 47)


SPLIT = """variant = "NT"
blinds_or_straddles = [0.01, 0.33, 0, 0]
min_bet = 0.33
starting_stacks = [5.00, 5.00, 5.00, 5.00]
actions = [
  "d dh p1 8h9h",
  "d dh p2 2c3d",
  "d dh p3 4c5d",
  "d dh p4 6c7d",
  "p3 cc",
  "p4 cc",
  "p1 f",
  "p2 cc",
  "d db AsKsQs",
  "p2 cc", "p3 cc", "p4 cc",
  "d db Js",
  "p2 cc", "p3 cc", "p4 cc",
  "d db Ts",
  "p2 cc", "p3 cc", "p4 cc",
  "p2 sm 2c3d", "p3 sm 4c5d", "p4 sm 6c7d",
]
finishing_stacks = [4.99, 5.01, 5.00, 5.00]
"""


def test_a_dollar_split_three_ways_gives_the_odd_cent_left_of_the_button() -> None:
    hand = phh.replay(phh.loads(SPLIT))  # the board plays for everyone: 1.00 in three shares
    won = {e.seat: hand.money.amount(e.amount) for e in hand.results}
    assert won == {1: Decimal("0.34"), 2: Decimal("0.33"), 3: Decimal("0.33")}


# --- the property: any hand, written in cents, replays to the cent ------------------------------

GAMES = [
    pv.Holdem(blinds=(1, 2)),
    pv.Omaha(blinds=(5, 10)),
    pv.Holdem(blinds=(1, 2), betting=pv.FixedLimit(small_bet=2, big_bet=4)),
    pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10),
    pv.StudHiLo8(ante=3, bring_in=5, small_bet=10, big_bet=20),
    pv.DeuceToSevenTripleDraw(blinds=(1, 2)),
    pv.Badugi(blinds=(1, 2)),
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(range(len(GAMES))), st.integers(0, 2**32), st.sampled_from(["0.01", "0.1", "0.001"]))
def test_random_hands_in_cents_conserve_money_and_replay_to_the_cent(game: int, seed: int, unit: str) -> None:
    rng = random.Random(seed)
    variant = GAMES[game]
    players = rng.randint(2, 6)
    hand = variant.new_hand([rng.randint(20, 400) for _ in range(players)], seed=seed)
    while not hand.is_over:
        action = rng.choice(hand.legal_actions())
        if action.most is not None and action.kind is not pv.ActionKind.DRAW:
            action = action.sized(rng.randint(action.amount, action.most))
        elif action.kind is pv.ActionKind.DRAW:
            held = hand.down_cards(hand.actor or 0)
            action = pv.Action(pv.ActionKind.DRAW, 0) if not held else pv.Action(pv.ActionKind.DRAW, 1, held[:1])
        hand.act(action)
    money = Money(unit)
    hand._priced(money)  # the same hand, its units worth a cent (a tenth, a tenth of a cent)
    text = phh.dumps(phh.record(hand))
    history = phh.loads(text)
    assert sum(map(Decimal, history.starting_stacks)) == sum(map(Decimal, history["finishing_stacks"]))  # money conserved, exactly
    again = phh.replay(history)
    assert again.money == money
    assert again.stacks == hand.stacks and again.payoffs == hand.payoffs
    assert phh.dumps(phh.record(again)) == text


# --- games in cents ----------------------------------------------------------------------------


def test_a_game_in_cents_keeps_its_amounts_and_plays_whole_cents() -> None:
    game = pv.Holdem(blinds=("0.50", "1.00"))
    assert game.blinds == (Decimal("0.50"), Decimal("1.00")) and game.money == CENTS
    hand = game.new_hand(["200.30", "81.60", 100], seed=3)
    assert hand.money == CENTS and hand.stacks == (19980, 8060, 10000)  # the blinds are in: 0.50 and 1.00
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 100", "raise 200-10000"]  # the menu in units
    hand.raise_("3.00")  # money as a string or a Decimal; an int is units, as the menu offers them
    hand.call()
    assert hand.bets == (300, 100, 300)
    hand.fold()
    assert hand.variant.situation(hand, 0) == "flop (" + " ".join(map(str, hand.community)) + "): pot 7.00"
    assert hand.money.amounts(hand.stacks) == (Decimal("197.30"), Decimal("80.60"), Decimal("97.00"))


def test_a_stud_game_in_cents() -> None:
    game = pv.Razz(ante="0.25", bring_in="0.50", small_bet=1, big_bet=2)
    hand = game.new_hand([10, 10], seed=1)
    assert game.money == CENTS and hand.stacks == (975, 975)
    assert sorted(a.amount for a in hand.legal_actions()) == [50, 100]


def test_a_fixed_limit_in_cents() -> None:
    game = pv.Holdem(blinds=("0.25", "0.50"), betting=pv.FixedLimit(small_bet="0.50", big_bet=1))
    hand = game.new_hand([20, 20, 20], seed=2)
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 50", "raise 100"]


def test_the_unit_option_makes_a_game_finer() -> None:
    game = pv.Holdem(blinds=("0.5", 1))
    assert game.money == Money("0.1")
    with pytest.raises(ValueError, match=r"stacks\[0\]: 200\.35 is finer than this money's unit, 0\.1: the game plays in units of 0\.1"):
        game.new_hand(["200.35", 100], seed=1)
    finer = pv.Holdem(blinds=("0.5", 1), unit="0.01")
    assert finer.money == CENTS and finer.new_hand(["200.35", 100], seed=1).stacks == (20035 - 100, 10000 - 50)  # heads-up: seat 0 the big blind


@pytest.mark.parametrize(
    ("make", "error", "message"),
    [
        (lambda: pv.Holdem(blinds=("0.50", "x")), ValueError, "blinds must be a number"),
        (lambda: pv.Holdem(blinds=(Fraction(1, 3), 1)), ValueError, "no exact decimal form"),
        (lambda: pv.Holdem(blinds=(float("nan"), 1)), ValueError, "finite"),
        (lambda: pv.Razz(ante="-0.25", bring_in=1, small_bet=2, big_bet=4), ValueError, "ante must be 0 or more"),
        (lambda: pv.Razz(ante=0, bring_in=1, small_bet="0", big_bet=4), ValueError, "small_bet must be more than 0"),
        (lambda: pv.Holdem(blinds=(1, 2), unit="0.05"), ValueError, "a unit of money is 1 or a power of ten"),
        (lambda: pv.Holdem(blinds=(True, 2)), TypeError, "not bool"),
    ],
)
def test_bad_amounts_are_refused_naming_the_option(make: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        make()  # type: ignore[operator]


def test_a_whole_game_is_unchanged() -> None:
    game = pv.Holdem(blinds=(1, 2))
    assert game.money is Money.WHOLE and repr(game).startswith("Holdem(blinds=(1, 2), button_blind=0, posts=(), dead=(), min_bet=2,")
    assert game.new_hand([100, 100], seed=1).money is Money.WHOLE


def test_a_hand_in_cents_copies_pickles_and_replays_its_events() -> None:
    import pickle

    hand = pv.Omaha(blinds=("0.05", "0.10")).new_hand(["10.00", "12.35", "8.10"], seed=5)
    hand.call()
    assert pickle.loads(pickle.dumps(hand)).money == CENTS and hand.copy().money == CENTS
    again = pv.Hand.replay(hand.variant, hand.events)
    assert again.events == hand.events and again.stacks == hand.stacks
    assert pickle.loads(pickle.dumps(CENTS)) == CENTS and hash(Money("0.010")) == hash(CENTS)


def test_a_game_in_cents_writes_and_replays_as_written() -> None:
    hand = pv.Holdem(blinds=("0.50", "1.00")).new_hand(["200.30", "81.60", "100.00"], seed=3)
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not pv.ActionKind.FOLD))
    text = phh.dumps(phh.record(hand))
    assert "blinds_or_straddles = [0.50, 1.00, 0.00]" in text and "starting_stacks = [200.30, 81.60, 100.00]" in text
    assert "antes = [0.00, 0.00, 0.00]" in text and "min_bet = 1.00" in text  # every amount with the game's places
    again = phh.replay(phh.loads(text))
    assert again.stacks == hand.stacks and phh.dumps(phh.record(again)) == text


CENT_GAMES = [
    pv.Holdem(blinds=("0.01", "0.02")),
    pv.Omaha(blinds=("0.05", "0.10"), betting=pv.PotLimit()),
    pv.Holdem(blinds=("0.25", "0.50"), betting=pv.FixedLimit(small_bet="0.50", big_bet="1.00")),
    pv.StudHiLo8(ante="0.10", bring_in="0.25", small_bet="0.50", big_bet="1.00"),
    pv.Badugi(blinds=("0.50", "1.00")),
]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(range(len(CENT_GAMES))), st.integers(0, 2**32))
def test_random_hands_of_games_in_cents_conserve_money_and_round_trip(game: int, seed: int) -> None:
    rng = random.Random(seed)
    variant = CENT_GAMES[game]
    stacks = [Decimal(rng.randint(100, 5000)).scaleb(-2) for _ in range(rng.randint(2, 6))]
    hand = variant.new_hand(stacks, seed=seed)
    while not hand.is_over:
        action = rng.choice(hand.legal_actions())
        if action.most is not None and action.kind is not pv.ActionKind.DRAW:
            action = action.sized(rng.randint(action.amount, action.most))
        elif action.kind is pv.ActionKind.DRAW:
            action = pv.Action(pv.ActionKind.DRAW, 0)
        hand.act(action)
    assert sum(hand.money.amounts(hand.stacks)) == sum(stacks)  # to the cent
    text = phh.dumps(phh.record(hand))
    again = phh.replay(phh.loads(text))
    assert again.payoffs == hand.payoffs and phh.dumps(phh.record(again)) == text


def test_a_corpus_in_cents_sums_up_to_the_cent(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "cash.phhs"
    path.write_text("[1]\n" + CASH + "\n[2]\n" + SPLIT, encoding="utf-8")
    summary = phh.summarize(path)
    nets = {name: totals.net for name, totals in summary.players.items()}
    assert nets["p1"] == Decimal("-3.00") + Decimal("-0.01") and nets["p3"] == Decimal("4.00")
    assert sum(nets.values()) == 0


def test_the_command_line_tells_a_hand_in_cents_in_money(tmp_path: object) -> None:
    import subprocess
    import sys
    from pathlib import Path

    path = Path(str(tmp_path)) / "cash.phh"
    path.write_text(CASH, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "pokervariants", "replay", str(path)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "p1 200.30, p2 81.60, p3 100.00" in out and "p1 posts blind 0.50" in out
    assert "p3 raises to 3.00" in out and "p3 bets 4.50" in out and "4.50 uncalled goes back to p3" in out and "p3 wins 7.00" in out
    assert "result: p1 -3.00, p2 -1.00, p3 +4.00" in out and "20030" not in out


@given(st.integers(0, 6), st.lists(st.integers(-(10**30), 10**30), max_size=6))
def test_amounts_are_each_units_amount(places: int, units: list[int]) -> None:
    """Many units made amounts at once are each one's amount, written alike (the same places)."""
    money = Money.WHOLE if places == 0 else Money(Decimal(1).scaleb(-places))
    assert [str(a) for a in money.amounts(units)] == [str(money.amount(u)) for u in units]
