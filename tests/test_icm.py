"""The Independent Chip Model (pokervariants.session.icm): hand-worked cases, a brute-force
reference over every finishing order, the sampler against exact values, the deals, bad input."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants.core import AmountLike
from pokervariants.session._icm import EXACT_PLAYERS, Equity, _exact, _root, _sampled, chip_chop, icm, icm_deal

# ---------------------------------------------------------------------------------------------------
# The reference: every finishing order of the paid places, each with its Harville chance


def reference(stacks: list[int], payouts: list[int]) -> list[Fraction]:
    """Each player's expected prize by brute force: every ordered choice of players for the paid
    places, its chance the product of each player's share of the chips left when placed (when no
    chips are left, the busted players left are equally likely)."""
    players = len(stacks)
    prizes = [Fraction(prize) for prize in payouts[:players]]
    equity = [Fraction(0)] * players

    def place(order: list[int], chance: Fraction, left: list[int]) -> None:
        if len(order) == len(prizes):
            for spot, player in enumerate(order):
                equity[player] += chance * prizes[spot]
            return
        chips = sum(stacks[player] for player in left)
        for player in left:
            share = Fraction(stacks[player], chips) if chips else Fraction(1, len(left))
            if share:
                place(order + [player], chance * share, [other for other in left if other != player])

    place([], Fraction(1), list(range(players)))
    return equity


def test_the_reference_itself_on_two_players() -> None:
    assert reference([3, 1], [10, 2]) == [Fraction(8), Fraction(4)]


# ---------------------------------------------------------------------------------------------------
# Hand-worked cases


def test_three_players_worked_by_hand() -> None:
    # Stacks 50/30/20 (100 chips), prizes 50/30/20. A = 50, B = 30, C = 20.
    # 1st:  A 1/2, B 3/10, C 1/5 (the chip shares).
    # A 2nd: B 1st then A of the 70 left, or C 1st then A of the 80 left:
    #        3/10 * 50/70 + 1/5 * 50/80 = 3/14 + 1/8 = 19/56;  A 3rd: 1 - 1/2 - 19/56 = 9/56.
    #        E(A) = 50/2 + 30 * 19/56 + 20 * 9/56 = 25 + 750/56 = 1075/28.
    # B 2nd: 1/2 * 30/50 + 1/5 * 30/80 = 3/10 + 3/40 = 3/8;  B 3rd: 1 - 3/10 - 3/8 = 13/40.
    #        E(B) = 50 * 3/10 + 30 * 3/8 + 20 * 13/40 = 15 + 45/4 + 13/2 = 131/4.
    # C 2nd: 1/2 * 20/50 + 3/10 * 20/70 = 1/5 + 3/35 = 2/7;  C 3rd: 1 - 1/5 - 2/7 = 18/35.
    #        E(C) = 50 * 1/5 + 30 * 2/7 + 20 * 18/35 = 10 + 60/7 + 72/7 = 202/7.
    result = icm([50, 30, 20], [50, 30, 20])
    assert result.values == (Fraction(1075, 28), Fraction(131, 4), Fraction(202, 7))
    assert result.exact and result.errors is None and result.samples == 0
    assert sum(result.values) == 100


def test_two_players() -> None:
    # Both get 2nd's 60; the 40 more for 1st goes by chip share: 3/4 and 1/4.
    assert icm([3000, 1000], [100, 60]).values == (Fraction(90), Fraction(70))
    assert icm([1, 2], [7]).values == (Fraction(7, 3), Fraction(14, 3))


def test_equal_stacks_share_equally() -> None:
    assert icm([500] * 6, [50, 30, 20]).values == (Fraction(50, 3),) * 6
    assert icm([7] * 10, list(range(10, 0, -1))).values == (Fraction(11, 2),) * 10


def test_one_player_left_takes_first() -> None:
    assert icm([5], [50, 30]).values == (Fraction(50),)


def test_winner_take_all_is_the_chip_share() -> None:
    assert icm([50, 30, 20], [100]).values == (Fraction(50), Fraction(30), Fraction(20))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=10**6), min_size=1, max_size=300), st.integers(min_value=0, max_value=10**6))
def test_winner_take_all_is_the_chip_share_for_any_number_of_players(stacks: list[int], prize: int) -> None:
    result = icm(stacks, [prize])
    assert result.exact
    assert result.values == tuple(Fraction(prize * stack, sum(stacks)) for stack in stacks)


def test_payouts_beyond_the_players_are_ignored() -> None:
    assert icm([50, 30, 20], [50, 30, 20, 10, 5]).values == icm([50, 30, 20], [50, 30, 20]).values


def test_fewer_payouts_than_players_pay_nothing_below() -> None:
    assert icm([4, 3, 2, 1], [60, 40]).values == icm([4, 3, 2, 1], [60, 40, 0, 0]).values
    assert icm([4, 3, 2, 1], [60, 40]).values == tuple(reference([4, 3, 2, 1], [60, 40]))
    assert icm([4, 3, 2, 1], []).values == (Fraction(0),) * 4


def test_a_zero_stack_takes_the_places_below() -> None:
    # Both busted players share 3rd's 15 and 4th's 5; the others play 50/30 heads-up.
    assert icm([60, 40, 0, 0], [50, 30, 15, 5]).values == (Fraction(42), Fraction(38), Fraction(10), Fraction(10))
    assert icm([0, 10], [70, 30]).values == (Fraction(30), Fraction(70))
    assert icm([60, 0, 40], [50, 30]).values == (Fraction(42), Fraction(0), Fraction(38))
    assert icm([0, 0, 9], [9, 5, 2]).values == (Fraction(7, 2), Fraction(7, 2), Fraction(9))


def test_decimal_amounts_are_exact() -> None:
    assert icm(["1.5", "0.5"], [30, 10]).values == icm([3, 1], [30, 10]).values
    assert icm([Decimal("2.25"), "0.75", 1], ["0.50", "0.30", "0.20"]).values == tuple(
        value / 100 for value in icm([9, 3, 4], [50, 30, 20]).values
    )
    assert icm([1, 3], [1.5, 0.5]).values == (Fraction(3, 4), Fraction(5, 4))  # a float by its decimal form


def test_equity_amounts_round_to_the_unit() -> None:
    result = icm([50, 30, 20], [50, 30, 20])
    assert result.amounts() == (38, 33, 29)
    assert result.amounts("0.01") == (Decimal("38.39"), Decimal("32.75"), Decimal("28.86"))
    assert Equity(values=(Fraction(5, 2), Fraction(7, 2)), exact=True).amounts() == (2, 4)  # halves to even


def test_equity_is_a_frozen_consistent_value() -> None:
    result = icm([2, 1], [3])
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        result.exact = False  # type: ignore[misc]
    with pytest.raises(ValueError, match="exact result has no errors"):
        Equity(values=(Fraction(1),), errors=(Decimal(0),), exact=True)
    with pytest.raises(ValueError, match="sampled result has one error a player"):
        Equity(values=(Fraction(1),), exact=False, samples=3)
    with pytest.raises(TypeError, match="values are exact"):
        Equity(values=(0.5,), exact=True)


# ---------------------------------------------------------------------------------------------------
# Against the brute-force reference

stack_lists = st.lists(st.integers(min_value=0, max_value=200), min_size=1, max_size=7).filter(any)
payout_lists = st.lists(st.integers(min_value=0, max_value=1000), max_size=9).map(lambda prizes: sorted(prizes, reverse=True))


@settings(max_examples=60, deadline=None)
@given(stack_lists, payout_lists)
def test_exact_agrees_with_brute_force_up_to_seven_players(stacks: list[int], payouts: list[int]) -> None:
    result = icm(stacks, payouts)
    assert result.exact
    assert list(result.values) == reference(stacks, payouts)


@pytest.mark.parametrize(
    ("stacks", "payouts"),
    [
        ([97, 13, 29, 1000, 7, 55, 3, 81, 64, 12], [50, 30, 20]),
        ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [40, 25, 15, 12, 8]),
        ([5, 0, 8, 13, 21, 0, 34, 55, 89, 144], [35, 25, 20, 12, 8]),
    ],
)
def test_ten_players_agree_with_brute_force(stacks: list[int], payouts: list[int]) -> None:
    assert list(icm(stacks, payouts).values) == reference(stacks, payouts)


def test_ten_players_all_paid_keep_the_properties() -> None:
    stacks = [97, 13, 29, 1000, 7, 55, 3, 81, 64, 12]
    payouts = [300, 200, 150, 110, 80, 60, 40, 30, 20, 10]
    result = icm(stacks, payouts)
    assert result.exact and sum(result.values) == sum(payouts)
    ranked = sorted(range(10), key=lambda seat: stacks[seat])
    assert all(result.values[low] <= result.values[high] for low, high in zip(ranked, ranked[1:]))
    assert all(10 <= value <= 300 for value in result.values)
    # the DP alone on 10 players, against the DP cut to the chip-share case
    assert _exact(stacks, [Fraction(1)] + [Fraction(0)] * 9) == [Fraction(stack, sum(stacks)) for stack in stacks]


def test_more_players_are_exact_when_few_places_are_paid() -> None:
    stacks = [3 * seat % 17 + 1 for seat in range(13)]
    result = icm(stacks, [50, 30, 15, 5])  # 13 players, 4 paid: no more work than 10 players
    assert result.exact and list(result.values) == reference(stacks, [50, 30, 15, 5])
    many = [seat % 9 + 1 for seat in range(71)]
    result = icm(many, [65, 35])
    assert result.exact and list(result.values) == reference(many, [65, 35])
    assert EXACT_PLAYERS == 10


# ---------------------------------------------------------------------------------------------------
# Sampling

TWELVE = [5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
PAID = [40, 25, 15, 10, 6, 4]


def test_more_than_ten_players_need_a_seed() -> None:
    with pytest.raises(ValueError, match=r"more than 10 players with chips \(12, with 6 places paid\) are sampled.*seed="):
        icm(TWELVE, PAID)
    with pytest.raises(ValueError, match="more than 10 players"):
        icm_deal(TWELVE, PAID)


def test_sampled_results_are_reproducible() -> None:
    first = icm(TWELVE, PAID, seed=7, samples=2000)
    assert not first.exact and first.samples == 2000 and first.errors is not None
    assert first == icm(TWELVE, PAID, seed=7, samples=2000)
    assert first == icm(TWELVE, PAID, seed=random.Random(7), samples=2000)
    assert first.values != icm(TWELVE, PAID, seed=8, samples=2000).values
    assert sum(first.values) == sum(PAID)  # every sample pays every prize: the means add up exactly
    assert all(isinstance(value, Fraction) for value in first.values)
    assert all(isinstance(error, Decimal) and 0 < error < 10 for error in first.errors)
    assert icm_deal(TWELVE, PAID, seed=7, samples=2000) == icm_deal(TWELVE, PAID, seed=7, samples=2000)


def test_a_given_random_moves_on() -> None:
    rng = random.Random(3)
    first = icm(TWELVE, PAID, seed=rng, samples=500)
    second = icm(TWELVE, PAID, seed=rng, samples=500)
    assert first.values != second.values


def test_sampled_with_busted_players_and_decimal_amounts() -> None:
    stacks: list[AmountLike] = ["0.05", "0.08", 0, "0.13", "0.21", "0.34", "0.55", "0.89", "1.44", 0, "2.33", "3.77", "6.10", "9.87"]
    payouts = ["40.00", "25.00", "15.00", "10.00", "6.00", "2.50", "1.00", "0.50"]
    result = icm(stacks, payouts, seed=1, samples=1000)
    assert not result.exact and result.errors is not None
    assert result.values[2] == result.values[9] == Fraction(0)  # 13th and 14th are not paid
    assert result.errors[2] == result.errors[9] == 0  # and known exactly
    assert sum(result.values) == Fraction(100)
    assert result.values == icm([int(Decimal(str(stack)) * 100) for stack in stacks], payouts, seed=1, samples=1000).values


def test_the_sampler_agrees_with_the_exact_values() -> None:
    stacks = [120, 45, 300, 80, 10, 200]
    prizes = [50, 30, 20, 10]
    exact = _exact(stacks, [Fraction(prize) for prize in prizes])
    means, errors = _sampled(stacks, prizes, samples=20_000, rng=random.Random(11))
    assert sum(means) == sum(prizes)
    for mean, error, value in zip(means, errors, exact):
        assert 0 < error < 1
        assert abs(mean - value) <= 5 * Fraction(error)


def test_the_sampler_scale_divides_means_and_errors() -> None:
    plain = _sampled([3, 1, 2], [5, 2], samples=300, rng=random.Random(2))
    scaled = _sampled([3, 1, 2], [5, 2], samples=300, rng=random.Random(2), scale=100)
    assert scaled[0] == [mean / 100 for mean in plain[0]]
    assert scaled[1] == [error.scaleb(-2) for error in plain[1]]


def test_the_standard_error_is_from_the_exact_variance() -> None:
    # one player always wins 1st (9) or never: the other one's spread is that of a coin-like draw
    means, errors = _sampled([1, 1], [9], samples=4, rng=random.Random(0))
    wins = [int(mean * 4 / 9) for mean in means]
    variance = Fraction(4 * wins[0] * 81 - (wins[0] * 9) ** 2, 4 * 4 * 3)
    assert errors[0] == errors[1] == _root(variance)
    assert _root(Fraction(1, 4)) == Decimal("0.5")
    assert _root(Fraction(2)) == Decimal("1.41421356237")
    assert _root(Fraction(0)) == 0


def test_one_sample_has_no_spread_to_tell() -> None:
    result = icm(TWELVE, PAID, seed=1, samples=1)
    assert result.errors == (Decimal("Infinity"),) * 12
    assert sum(result.values) == sum(PAID)


# ---------------------------------------------------------------------------------------------------
# Properties


@settings(max_examples=80, deadline=None)
@given(stack_lists, payout_lists)
def test_values_sum_to_the_prizes_and_follow_the_stacks(stacks: list[int], payouts: list[int]) -> None:
    values = icm(stacks, payouts).values
    assert sum(values) == sum(payouts[: len(stacks)])
    for seat, stack in enumerate(stacks):
        for other, other_stack in enumerate(stacks):
            if stack > other_stack:
                assert values[seat] >= values[other]
            elif stack == other_stack:
                assert values[seat] == values[other]


cents = st.integers(min_value=0, max_value=10**6).map(lambda units: Decimal(units).scaleb(-2))


@settings(max_examples=80, deadline=None)
@given(stack_lists, st.lists(cents, max_size=9).map(lambda prizes: sorted(prizes, reverse=True)))
def test_deals_pay_out_the_prize_pool_in_cents(stacks: list[int], payouts: list[Decimal]) -> None:
    pool = sum(payouts[: len(stacks)], Decimal(0))
    values = icm(stacks, payouts).values
    for deal in (icm_deal(stacks, payouts), chip_chop(stacks, payouts)):
        assert sum(deal, Decimal(0)) == pool
        if payouts:
            assert all(isinstance(amount, Decimal) and amount.as_tuple().exponent == -2 for amount in deal)
    for amount, value in zip(icm_deal(stacks, payouts), values):
        assert abs(Fraction(amount) - value) < Fraction(1, 100)


@settings(max_examples=80, deadline=None)
@given(stack_lists, payout_lists)
def test_whole_chip_deals_are_ints_and_chip_chop_keeps_its_floor(stacks: list[int], payouts: list[int]) -> None:
    pool = sum(payouts[: len(stacks)])
    deal, chop = icm_deal(stacks, payouts), chip_chop(stacks, payouts)
    assert sum(deal) == sum(chop) == pool
    assert all(type(amount) is int for amount in deal + chop)
    alive = [seat for seat, stack in enumerate(stacks) if stack]
    theirs = (payouts + [0] * len(stacks))[: len(alive)]
    for seat in alive:
        assert chop[seat] >= theirs[-1]
        assert theirs[-1] + (sum(theirs) - theirs[-1] * len(alive)) * stacks[seat] // sum(stacks) <= chop[seat]


# ---------------------------------------------------------------------------------------------------
# The deals


def test_icm_deal_rounds_down_and_hands_out_the_rest() -> None:
    # 38.39 / 32.75 / 28.86: 38 + 32 + 28 = 98, the two units left to the largest remainders
    assert icm_deal([50, 30, 20], [50, 30, 20]) == (38, 33, 29)
    assert icm_deal([50, 30, 20], ["50.00", "30.00", "20.00"]) == (Decimal("38.39"), Decimal("32.75"), Decimal("28.86"))
    assert icm_deal([50, 30, 20], ["50", "30", "20"]) == (38, 33, 29)  # whole: no places written
    assert icm_deal([50, 30, 20], ["50.0", "30", "20"]) == (Decimal("38.4"), Decimal("32.7"), Decimal("28.9"))


def test_deal_ties_go_to_the_bigger_stack_then_the_earlier_seat() -> None:
    assert icm_deal([1, 1, 1], [100]) == (34, 33, 33)
    assert icm_deal([1, 1, 1], ["1.00"]) == (Decimal("0.34"), Decimal("0.33"), Decimal("0.33"))
    assert icm_deal([1, 1, 2], [2]) == (1, 0, 1)  # halves for the equal stacks: the earlier seat
    assert chip_chop([1, 3], [2]) == (0, 2)  # 0.5 and 1.5: the bigger stack


def test_chip_chop_as_cardrooms_make_it() -> None:
    # 20 each guaranteed (3rd's prize), the other 40 by chips: 20, 12, 8
    assert chip_chop([5000, 3000, 2000], [50, 30, 20]) == (40, 32, 28)
    assert chip_chop([1, 1, 1, 1], [50, 30, 20]) == (25, 25, 25, 25)  # 4th pays nothing: all by chips
    assert chip_chop([60, 40, 0], [50, 30, 20]) == (42, 38, 20)  # the busted player keeps 3rd's prize
    assert chip_chop([2, 1], ["10", "0.05"]) == (Decimal("6.68"), Decimal("3.37"))
    assert chip_chop([7, 3], [100]) == (70, 30)


# ---------------------------------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize("deal", [icm, icm_deal, chip_chop])
@pytest.mark.parametrize(
    ("stacks", "payouts", "error", "message"),
    [
        ([], [10], ValueError, "got no players"),
        ([10, -1], [10], ValueError, r"stacks\[1\] must be 0 or more"),
        ([10, 5], [10, -1], ValueError, r"payouts\[1\] must be 0 or more"),
        ([0, 0], [10], ValueError, "at least one player must have chips: all 2 stacks are 0"),
        ([10, "lots"], [10], ValueError, r"stacks\[1\] must be a number"),
        ([10, 5], ["ten"], ValueError, r"payouts\[0\] must be a number"),
        ([10, float("nan")], [10], ValueError, r"stacks\[1\] must be a finite number"),
        ([10, True], [10], TypeError, r"stacks\[1\] must be a number, not bool"),
        ([10, 5], [False], TypeError, r"payouts\[0\] must be a number, not bool"),
        ([10, [5]], [10], TypeError, r"stacks\[1\] must be a number"),
        ("100", [10], TypeError, "stacks are a list of amounts"),
        ([10, 5], 10, TypeError, "payouts are a list of amounts"),
        ([10, 5], [30, 50], ValueError, "2nd place's 50 is more than 1st place's 30"),
    ],
)
def test_bad_input_is_refused(deal: object, stacks: object, payouts: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        deal(stacks, payouts)  # type: ignore[operator]


@pytest.mark.parametrize("call", [icm, icm_deal])
def test_bad_samples_and_seeds_are_refused(call: object) -> None:
    with pytest.raises(ValueError, match="samples must be 1 or more, got 0"):
        call([2, 1], [3], samples=0)  # type: ignore[operator]
    with pytest.raises(TypeError, match="samples must be a whole number"):
        call([2, 1], [3], samples=True)  # type: ignore[operator]
    with pytest.raises(TypeError, match="seed must be an int or a random.Random, not str"):
        call([2, 1], [3], seed="7")  # type: ignore[operator]
    with pytest.raises(TypeError, match="seed must be an int or a random.Random, not bool"):
        call(TWELVE, PAID, seed=True)  # type: ignore[operator]
