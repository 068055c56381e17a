"""Two stud rules at the edges of a stack (RULES.md 3): the low card all in on the ante (the
bring-in passes, option ``all_in_low_card``) and ``short_all_in="by_bet"`` after a bring-in.

The references for PokerKit's readings (``all_in_low_card="next_seat"``, ``short_all_in="by_bet"``)
are this project's own, written from what PokerKit was seen to do on these spots; every hand
history is composed here from what the PHH format documents.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import (
    Action, ActionKind, AllInLowCard, Baseball, Deck, FixedLimit, Hand, Holdem, IllegalActionError, Razz, StudHigh, StudHiLo8, parse_cards, phh,
)  # fmt: skip
from pokervariants.engine import Acted, Awarded, Posted, Returned
from pokervariants.phh.standins import Opening

READINGS = [reading.value for reading in AllInLowCard]


def stud_deck(*hands: str) -> Deck:
    """A deck dealing each seat its cards in order: two down, one up, three up, one down (a seat
    given fewer has folded by then), then the rest of the pack."""
    cards = [parse_cards(h) for h in hands]
    return Deck.stacked([h[i] for i in range(7) for h in cards if i < len(h)], fill=True)


def legal(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def stud(**options: Any) -> StudHigh:
    return StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, **options)


# Seat 0 shows the 2c, the lowest card, and is all in on the ante; seat 2's 3c is the next lowest,
# seat 1 (Kd) is the next seat.
LOW_ALL_IN = ("7h8h2c", "7d8dKd", "7s8s3c", "6h6dAh")


# --- who brings in -----------------------------------------------------------------------------


def test_the_bring_in_passes_to_the_next_lowest_card_in_stud_high() -> None:
    hand = stud().new_hand([1, 100, 100, 100], deck=stud_deck(*LOW_ALL_IN))
    assert hand.stacks[0] == 0  # all in on the ante
    assert hand.actor == 2 and legal(hand) == ["bring-in 2", "complete 5"]
    hand.bring_in()
    assert hand.actor == 3 and legal(hand) == ["fold", "call 2", "complete 5"]  # then on in seat order


def test_the_bring_in_passes_to_the_next_highest_card_in_razz() -> None:
    # Seat 0 shows the Ks, the highest; next come the Qc (seat 2) and the Jd (seat 3).
    game = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = game.new_hand([1, 100, 100, 100], deck=stud_deck("7h8hKs", "7d8d2d", "7s8sQc", "6h6dJd"))
    assert hand.actor == 2 and legal(hand) == ["bring-in 2", "complete 5"]
    hand.complete()  # the player it passed to may complete instead
    assert hand.actor == 3 and legal(hand) == ["fold", "call 5", "raise 10"]


def test_the_bring_in_passes_by_suit_and_with_the_ace_high_in_stud_hi_lo() -> None:
    # Seat 1 shows the 2d, all in; the 2h (seat 3) is next by suit; the ace (seat 0) counts high.
    game = StudHiLo8(ante=2, bring_in=1, small_bet=4, big_bet=8)
    hand = game.new_hand([100, 2, 100, 100], deck=stud_deck("7h8hAc", "7d8d2d", "7s8s9c", "6h6d2h"))
    assert hand.actor == 3 and legal(hand) == ["bring-in 1", "complete 4"]


def test_with_two_low_cards_all_in_the_bring_in_passes_over_both() -> None:
    # The 2c (seat 0) and the 2d (seat 3) are all in on the ante; the 3c (seat 1) brings in.
    hand = stud().new_hand([1, 100, 100, 1, 100], deck=stud_deck("7h8h2c", "7d8d3c", "7s8sKd", "6h6d2d", "5h5dAh"))
    assert hand.actor == 1 and legal(hand) == ["bring-in 2", "complete 5"]
    hand.bring_in()
    assert hand.actor == 2  # the all-in seat 3 is passed over in turn too
    hand.call()
    assert hand.actor == 4


def test_a_player_short_of_the_bring_in_but_not_all_in_on_the_ante_still_brings_in() -> None:
    hand = stud().new_hand([2, 100, 100, 100], deck=stud_deck(*LOW_ALL_IN))
    assert hand.actor == 0 and legal(hand) == ["bring-in 1"]  # all in for what is left


@pytest.mark.parametrize("reading", READINGS)
def test_with_every_other_player_all_in_too_nobody_bets(reading: str) -> None:
    # Seats 0 and 2 are all in on the ante: one player has chips, so no round is played at all.
    hand = stud(all_in_low_card=reading).new_hand([1, 100, 1], deck=stud_deck("7h8h2c", "7d8dKd", "7s8s3c"))
    assert hand.is_over and hand.actor is None
    assert not [e for e in hand.events if isinstance(e, Acted)]
    assert sum(hand.stacks) == 102 and all(len(hand.cards(seat)) == 7 for seat in range(3))


@pytest.mark.parametrize("reading", READINGS)
def test_with_two_players_left_with_chips_one_of_them_opens(reading: str) -> None:
    # Seats 0 and 2 are all in on the ante; seats 1 (Kd) and 3 (Ah) have chips.
    hand = stud(all_in_low_card=reading).new_hand([1, 100, 1, 100], deck=stud_deck(*LOW_ALL_IN))
    menu = {"pass": (1, ["bring-in 2", "complete 5"]), "next_seat": (1, ["bring-in 2", "complete 5"]), "no_bring_in": (1, ["check", "bet 5"])}
    assert (hand.actor, legal(hand)) == menu[reading]


def test_pokerkits_reading_the_next_seat_brings_in_whatever_its_card() -> None:
    hand = stud(all_in_low_card="next_seat").new_hand([1, 100, 100, 100], deck=stud_deck(*LOW_ALL_IN))
    assert hand.actor == 1 and legal(hand) == ["bring-in 2", "complete 5"]  # the Kd, seat 0's neighbour


def test_the_earlier_reading_nobody_brings_in_and_the_next_seat_may_check() -> None:
    game = stud(all_in_low_card=AllInLowCard.NO_BRING_IN)
    hand = game.new_hand([1, 100, 100, 100], deck=stud_deck(*LOW_ALL_IN))
    assert hand.actor == 1 and legal(hand) == ["check", "bet 5"]
    hand.check()
    hand.check()
    hand.check()
    assert hand.street == "fourth"


def test_the_readings_play_alike_when_the_low_card_has_chips() -> None:
    for reading in READINGS:
        hand = stud(all_in_low_card=reading).new_hand([100] * 4, deck=stud_deck(*LOW_ALL_IN))
        assert hand.actor == 0 and legal(hand) == ["bring-in 2", "complete 5"]


def test_the_option_is_checked_and_only_a_game_that_brings_in_takes_another_reading() -> None:
    with pytest.raises(ValueError, match="'pass', 'next_seat', 'no_bring_in'"):
        stud(all_in_low_card="nobody")
    with pytest.raises(ValueError, match="Baseball has no bring-in"):
        Baseball(ante=1, small_bet=5, big_bet=10, all_in_low_card="next_seat")
    assert Baseball(ante=1, small_bet=5, big_bet=10).all_in_low_card is AllInLowCard.PASS


# --- short_all_in="by_bet" after a bring-in ------------------------------------------------------


RAZZ = {"ante": 2, "bring_in": 3, "small_bet": 10, "big_bet": 20}
SPOT = ("7h8h2c", "7d8d3d", "7s8sKs")  # seat 2 shows the Ks and brings in


def by_bet_spot(short_all_in: str) -> Hand:
    """Razz, ante 2, bring-in 3, bets 10/20, stacks 6/42/1018: after the bring-in, seat 0 goes
    all in for 4, a completion short of the small bet."""
    hand = Razz(**RAZZ, short_all_in=short_all_in).new_hand([6, 42, 1018], deck=stud_deck(*SPOT))
    hand.bring_in()
    assert legal(hand) == ["fold", "call 3", "complete 4"]
    hand.complete()
    return hand


def test_by_bet_raises_a_full_bet_above_a_short_completion_of_the_bring_in() -> None:
    hand = by_bet_spot("by_bet")
    assert hand.actor == 1 and legal(hand) == ["fold", "call 4", "raise 14"]  # PokerKit's 14
    hand.raise_(14)
    assert legal(hand) == ["fold", "call 14", "raise 24"]
    hand.raise_(24)
    assert legal(hand) == ["fold", "call 24", "raise 34"]
    hand.raise_(34)  # the short completion counted: 4, 14, 24, 34 is a bet and three raises
    assert legal(hand) == ["fold", "call 34"]


def test_the_grid_completes_to_the_small_bet_after_a_short_completion() -> None:
    hand = by_bet_spot("grid")
    assert hand.actor == 1 and legal(hand) == ["fold", "call 4", "complete 10"]
    hand.complete()
    for level in (20, 30, 40):  # less than half a completion counts for nothing: 10 and three raises
        assert legal(hand)[-1] == f"raise {level}"
        hand.raise_(level)
    assert legal(hand) == ["fold", "call 40"]


@pytest.mark.parametrize(("short_all_in", "menu"), [("by_bet", ["fold", "call 8", "raise 18"]), ("grid", ["fold", "call 8", "raise 20"])])
def test_a_short_completion_of_at_least_half(short_all_in: str, menu: list[str]) -> None:
    hand = Razz(**RAZZ, short_all_in=short_all_in).new_hand([10, 42, 1018], deck=stud_deck(*SPOT))
    hand.bring_in()
    hand.complete()  # all in for 8
    assert legal(hand) == menu


def test_by_bet_a_player_all_in_on_the_bring_in_may_call_it_a_completion() -> None:
    # Stacks 5/42/1018: seat 2 shows the Ks and has 3 chips after the ante, no more than the bring-in.
    spot = stud_deck("7h8h2c", "7d8d3d", "7s8sKs")
    hand = Razz(**RAZZ, short_all_in="by_bet").new_hand([42, 1018, 5], deck=spot)
    assert legal(hand) == ["bring-in 3"]  # one action for the chips: the menu names it once
    hand.act(Action(ActionKind.COMPLETE, 3))  # as PokerKit also allows: the round's bet
    assert hand.actor == 0 and legal(hand) == ["fold", "call 3", "raise 13"]
    grid = Razz(**RAZZ).new_hand([42, 1018, 5], deck=spot)
    with pytest.raises(IllegalActionError):
        grid.act(Action(ActionKind.COMPLETE, 3))
    grid.bring_in()
    assert legal(grid) == ["fold", "call 3", "complete 10"]


@pytest.mark.parametrize(("short_all_in", "menu"), [("by_bet", ["fold", "call 2"]), ("grid", ["fold", "call 2", "complete 5"])])
def test_by_bet_offers_no_completion_nobody_could_call(short_all_in: str, menu: list[str]) -> None:
    # Ante 3, bring-in 2: seat 2 (2d) brings in all in for 2; seat 1 has 1 chip left. Seat 0 is the
    # only player who could put in more than 2.
    game = StudHigh(ante=3, bring_in=2, small_bet=5, big_bet=10, short_all_in=short_all_in)
    hand = game.new_hand([40, 4, 5], deck=stud_deck("8d3sAs", "Ts6s7s", "7h4d2d"))
    hand.bring_in()
    assert hand.actor == 0 and legal(hand) == menu


@pytest.mark.parametrize(("short_all_in", "menu"), [("by_bet", ["fold", "call 3", "raise 13"]), ("grid", ["fold", "call 3"])])
def test_by_bet_a_short_all_in_bet_reopens_the_betting(short_all_in: str, menu: list[str]) -> None:
    # Fourth street, bets of 10: seat 0 checks, seat 1 bets all in for 3 (the round's first bet,
    # the most anyone has added), which reopens the betting for seat 0 under PokerKit's reading.
    game = Razz(ante=1, bring_in=2, small_bet=10, big_bet=20, short_all_in=short_all_in)
    hand = game.new_hand([100, 6, 100], deck=stud_deck("7h8h2c4c", "7d8d3d5d", "7s8sKsQs"))
    hand.bring_in()
    hand.call()
    hand.call()
    assert hand.street == "fourth" and hand.actor == 0
    hand.check()
    hand.act(next(a for a in hand.legal_actions() if a.kind is ActionKind.BET))  # all in for 3
    assert hand.bets[1] == 3
    hand.call()  # seat 2
    assert hand.actor == 0 and legal(hand) == menu


def test_by_bet_counts_a_short_all_in_raise_toward_the_cap_in_flop_games_too() -> None:
    # Fixed-limit hold'em 1/2, bets 2/4: a raise to 4, the button all in for 5 (short), 7, 9: capped.
    game = Holdem(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4, short_all_in="by_bet", blind_is_bet=False))
    hand = game.new_hand([100, 100, 100, 5], seed=1)
    for level in (4, 5, 7, 9):
        assert legal(hand)[-1] == f"raise {level}"
        hand.raise_(level)
    assert legal(hand) == ["fold", "call 9"]


# --- hand histories ------------------------------------------------------------------------------


def history(actions: list[str], *, stacks: list[int], **fields: Any) -> phh.HandHistory:
    """A seven-card stud history (ante 1, bring-in 2, bets 5/10) of the LOW_ALL_IN deal."""
    deals = [f"d dh p{seat + 1} {cards}" for seat, cards in enumerate(LOW_ALL_IN)]
    return phh.HandHistory(
        {"variant": "F7S", "antes": [1] * len(stacks), "bring_in": 2, "small_bet": 5, "big_bet": 10,
         "starting_stacks": stacks, "actions": deals + actions, **fields}
    )  # fmt: skip


# Each history stops with a player to act on third street: the hand is where the history leaves it.
@pytest.mark.parametrize(
    ("reading", "actions", "next_up"),
    [
        ("pass", ["p3 pb", "p4 f"], 1),  # this library's: the 3c brings in
        ("next_seat", ["p2 pb", "p3 f"], 3),  # PokerKit's: p1's neighbour brings in
        ("no_bring_in", ["p2 cc", "p3 cc"], 3),  # earlier snapshots': nobody brings in
    ],
)
def test_a_history_written_under_any_reading_replays(reading: str, actions: list[str], next_up: int) -> None:
    hand = phh.replay(history(actions, stacks=[1, 100, 100, 100]))
    assert hand.variant.all_in_low_card.value == reading  # type: ignore[attr-defined]
    assert hand.street == "third" and hand.actor == next_up
    again = phh.record(hand)
    assert again.get("_all_in_low_card") == (None if reading == "pass" else reading)  # written where not the default
    assert phh.replay(again).events == hand.events


def test_a_history_that_names_its_reading_is_held_to_it() -> None:
    pokerkits = history(["p2 pb", "p3 f"], stacks=[1, 100, 100, 100], _all_in_low_card="pass")
    with pytest.raises(phh.PHHActionError, match="p2 acts, but it is p3 to act"):
        phh.replay(pokerkits)
    assert phh.replay(pokerkits.with_fields(_all_in_low_card="next_seat")).actor == 3


@pytest.mark.parametrize("hidden", [1, 2])  # the card passed over (p2's Kd), or the one it passes to (p3's 3c)
def test_stand_ins_for_hidden_cards_keep_the_bring_in_where_it_passed(hidden: int) -> None:
    written = history(["p3 pb", "p4 f"], stacks=[1, 100, 100, 100])
    actions = list(written.actions)
    actions[hidden] = f"d dh p{hidden + 1} ??????"
    hand = phh.replay(written.with_fields(actions=actions))
    assert hand.variant.all_in_low_card is AllInLowCard.PASS and hand.actor == 1  # type: ignore[attr-defined]
    boards = {seat: hand.up_cards(seat) for seat in (1, 2, 3)}  # the players with chips
    assert StudHigh.opener.bring_in_seat(boards) == 2  # p3's card is the lowest of theirs
    opening = Opening(0, frozenset(range(4)), frozenset({1, 2, 3}), 2)
    every = {0: hand.up_cards(0), **boards}
    assert opening.holds(StudHigh.opener, True, every, 4, passes=True)
    assert not opening.holds(StudHigh.opener, True, every, 4)  # read as the next seat after the all-in 2c


def test_a_history_refused_under_every_reading_reports_the_one_that_got_furthest() -> None:
    # p2 brings in (PokerKit's reading), then p3 acts out of turn: no reading plays it.
    wrong = history(["p2 pb", "p4 f", "p3 f"], stacks=[1, 100, 100, 100])
    with pytest.raises(phh.PHHActionError, match='p4 acts, but it is p3 to act.*_all_in_low_card = "next_seat"') as caught:
        phh.replay(wrong)
    assert caught.value.action == 5


def test_a_history_whose_players_all_cover_the_ante_reads_no_other_reading() -> None:
    wrong = history(["p2 pb"], stacks=[2, 100, 100, 100])  # p1 has a chip after the ante: p1 brings in
    with pytest.raises(phh.PHHActionError, match="p2 acts, but it is p1 to act") as caught:
        phh.replay(wrong)
    assert "_all_in_low_card" not in str(caught.value)


def by_bet_history(**fields: Any) -> phh.HandHistory:
    """The by_bet spot as PokerKit plays it: p3 brings in, p1 all in for 4, p2 raises to 14."""
    return phh.HandHistory(
        {"variant": "FR", "antes": [2, 2, 2], "bring_in": 3, "small_bet": 10, "big_bet": 20, "starting_stacks": [6, 42, 1018],
         "actions": [*(f"d dh p{seat + 1} {cards}" for seat, cards in enumerate(SPOT)), "p3 pb", "p1 cbr 4", "p2 cbr 14", "p3 cc"], **fields}
    )  # fmt: skip


def test_pokerkits_history_of_the_by_bet_spot_replays_under_the_option() -> None:
    hand = phh.replay(by_bet_history(_short_all_in="by_bet"), stand_ins=True)  # fourth street is dealt
    assert hand.street == "fourth" and hand.stacks == (0, 26, 1002)
    with pytest.raises(phh.PHHActionError, match='p2 cannot complete 14: legal now are fold, call 4, complete 10.*_short_all_in = "by_bet"'):
        phh.replay(by_bet_history(), stand_ins=True)


def test_a_history_of_pokerkits_readings_together_replays_with_the_short_all_in_option_alone() -> None:
    # Seat 0 is all in on the ante: PokerKit has p2 bring in; p3 all in for 3 completes short; p4 raises to 8.
    text = history(["p2 pb", "p3 cbr 3", "p4 cbr 8"], stacks=[1, 100, 4, 100])
    with pytest.raises(phh.PHHActionError, match='p4 cannot complete 8.*_short_all_in = "by_bet"'):
        phh.replay(text)
    hand = phh.replay(text.with_fields(_short_all_in="by_bet"))
    assert hand.variant.all_in_low_card is AllInLowCard.NEXT_SEAT  # type: ignore[attr-defined]
    assert hand.actor == 1 and hand.bets == (0, 2, 3, 8)


# --- random hands with short stacks --------------------------------------------------------------


GAMES = [StudHigh, Razz, StudHiLo8]


@settings(max_examples=120, deadline=None)
@given(
    st.sampled_from(GAMES),
    st.sampled_from(READINGS),
    st.sampled_from(["grid", "by_bet"]),
    st.lists(st.one_of(st.integers(1, 4), st.integers(1, 60), st.just(500)), min_size=2, max_size=7),
    st.integers(0, 2**32 - 1),
)
def test_short_stacked_hands_conserve_chips_and_round_trip_through_phh(
    game_class: type[StudHigh], reading: str, short_all_in: str, stacks: list[int], seed: int
) -> None:
    game = game_class(ante=2, bring_in=3, small_bet=10, big_bet=20, all_in_low_card=reading, short_all_in=short_all_in)
    hand = game.new_hand(stacks, seed=seed)
    rng = random.Random(seed)
    while not hand.is_over:
        menu = hand.legal_actions()
        hand.act(rng.choices(menu, [1 if a.kind is ActionKind.FOLD else 3 for a in menu])[0])
    assert sum(hand.stacks) == sum(stacks) and min(hand.stacks) >= 0
    put_in = sum(e.amount for e in hand.events if isinstance(e, Posted)) + sum(e.added for e in hand.events if isinstance(e, Acted))
    put_in -= sum(e.amount for e in hand.events if isinstance(e, Returned))
    assert sum(e.amount for e in hand.events if isinstance(e, Awarded)) == put_in
    written = phh.record(hand)
    assert written.get("_all_in_low_card") == (None if reading == "pass" else reading)
    again = phh.replay(phh.loads(phh.dumps(written)))
    assert again.events == hand.events and again.stacks == hand.stacks
    bare = phh.replay(written.with_fields(_all_in_low_card=None))  # as PokerKit or an earlier snapshot wrote it
    assert bare.stacks == hand.stacks
