"""The button and the blinds from hand to hand: the TDA's dead button in the cases its rule and
Robert's Rules describe (a small blind busts, a big blind busts, both, heads-up begins), and the
simplified moving button."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants.session import ButtonRule, Positions, first_positions, next_positions

DEAD, MOVING = ButtonRule.DEAD, ButtonRule.MOVING


def test_nobody_busts_every_position_moves_one_seat() -> None:
    positions = first_positions(live=(1, 2, 3, 4, 5, 6), button=1)
    assert positions == Positions(button=1, small_blind=2, big_blind=3)
    seen = []
    for _ in range(6):
        positions = next_positions(positions, live=(1, 2, 3, 4, 5, 6), seat_count=6, rule=DEAD)
        seen.append(positions)
    assert [p.button for p in seen] == [2, 3, 4, 5, 6, 1]
    assert [p.big_blind for p in seen] == [4, 5, 6, 1, 2, 3]


def test_the_small_blind_busts_the_button_goes_to_the_empty_seat() -> None:
    # Button 1, small blind 2, big blind 3; seat 2 busts. The button moves to the empty seat 2
    # (dead), the big blind of the last hand posts the small blind, the next player the big blind:
    # the player in seat 1 is in effect the button again.
    positions = next_positions(Positions(1, 2, 3), live=(1, 3, 4, 5, 6), seat_count=6, rule=DEAD)
    assert positions == Positions(button=2, small_blind=3, big_blind=4)
    following = next_positions(positions, live=(1, 3, 4, 5, 6), seat_count=6, rule=DEAD)
    assert following == Positions(button=3, small_blind=4, big_blind=5)


def test_the_big_blind_busts_a_dead_small_blind_then_a_dead_button() -> None:
    # Button 1, small blind 2, big blind 3; seat 3 busts. The button goes to the last small blind,
    # there is no small blind (seat 3 is empty), the player after seat 3 posts the big blind; next,
    # the button goes to the empty seat 3 and the blinds are normal.
    live = (1, 2, 4, 5, 6)
    positions = next_positions(Positions(1, 2, 3), live=live, seat_count=6, rule=DEAD)
    assert positions == Positions(button=2, small_blind=3, big_blind=4)
    assert positions.small_blind not in live
    following = next_positions(positions, live=live, seat_count=6, rule=DEAD)
    assert following == Positions(button=3, small_blind=4, big_blind=5)
    assert following.button not in live


def test_both_blinds_bust_the_same_player_is_in_effect_the_button_three_times() -> None:
    live = (1, 4, 5, 6)
    first = next_positions(Positions(1, 2, 3), live=live, seat_count=6, rule=DEAD)
    assert first == Positions(button=2, small_blind=3, big_blind=4)  # a dead button and a dead small blind
    second = next_positions(first, live=live, seat_count=6, rule=DEAD)
    assert second == Positions(button=3, small_blind=4, big_blind=5)  # a dead button, normal blinds
    third = next_positions(second, live=live, seat_count=6, rule=DEAD)
    assert third == Positions(button=4, small_blind=5, big_blind=6)
    # Seat 1, the button before the busts, acts last in the next two hands too: in effect the button
    # three hands in a row (the last live seat at or before each hand's button acts last).
    assert [max(s for s in live if s <= p.button) for p in (first, second, third)] == [1, 1, 4]


@pytest.mark.parametrize(
    ("busted", "big_blind", "button"),
    [
        (1, 2, 3),  # the button busts: the last small blind (seat 2) posts the big blind
        (2, 1, 3),  # the small blind busts: the big blind moves on to seat 1
        (3, 1, 2),  # the big blind busts: seat 1 takes the big blind, seat 2 the button
    ],
)
def test_heads_up_begins_and_nobody_posts_the_big_blind_twice_running(busted: int, big_blind: int, button: int) -> None:
    live = tuple(s for s in (1, 2, 3) if s != busted)
    positions = next_positions(Positions(1, 2, 3), live=live, seat_count=3, rule=DEAD)
    assert positions == Positions(button=button, small_blind=button, big_blind=big_blind)
    assert positions.big_blind != 3  # seat 3 had the big blind


def test_heads_up_the_big_blind_alternates() -> None:
    positions = first_positions(live=(2, 5), button=2)
    assert positions == Positions(button=2, small_blind=2, big_blind=5)
    positions = next_positions(positions, live=(2, 5), seat_count=6, rule=DEAD)
    assert positions == Positions(button=5, small_blind=5, big_blind=2)


def test_leaving_heads_up_for_three_handed_keeps_every_blind_in_turn() -> None:
    heads_up = Positions(button=1, small_blind=1, big_blind=3)
    # a player sits down in seat 2, between the button and the big blind
    positions = next_positions(heads_up, live=(1, 2, 3), seat_count=6, rule=DEAD)
    assert positions == Positions(button=2, small_blind=3, big_blind=1)
    # a player sits down in seat 5, after the big blind
    positions = next_positions(heads_up, live=(1, 3, 5), seat_count=6, rule=DEAD)
    assert positions == Positions(button=1, small_blind=3, big_blind=5)


def test_the_moving_button_moves_one_live_seat_whoever_busts() -> None:
    positions = next_positions(Positions(1, 2, 3), live=(1, 2, 4, 5, 6), seat_count=6, rule=MOVING)
    assert positions == Positions(button=2, small_blind=4, big_blind=5)  # seat 4 skips the small blind
    positions = next_positions(Positions(1, 2, 3), live=(1, 3, 4, 5, 6), seat_count=6, rule=MOVING)
    assert positions == Positions(button=3, small_blind=4, big_blind=5)


def test_bad_positions_are_refused() -> None:
    with pytest.raises(ValueError, match="two players"):
        first_positions(live=(3,), button=3)
    with pytest.raises(ValueError, match="seat with a player"):
        first_positions(live=(1, 2, 3), button=4)
    with pytest.raises(ValueError, match="two players"):
        next_positions(Positions(1, 2, 3), live=(2,), seat_count=6, rule=DEAD)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_under_the_dead_button_every_player_posts_the_big_blind_once_a_round(data: st.DataObject) -> None:
    """With players only leaving, no one posts the big blind twice before every other player still
    there has posted it once, and the big blind never skips a live player."""
    seat_count = data.draw(st.integers(3, 10))
    live = sorted(data.draw(st.sets(st.integers(1, seat_count), min_size=3, max_size=seat_count)))
    positions = first_positions(live=live, button=data.draw(st.sampled_from(live)), seat_count=seat_count)
    for _ in range(30):
        if len(live) > 2 and data.draw(st.booleans()):
            live.remove(data.draw(st.sampled_from(live)))
        following = next_positions(positions, live=live, seat_count=seat_count, rule=DEAD)
        after = [(positions.big_blind + k - 1) % seat_count + 1 for k in range(1, seat_count + 1)]
        assert following.big_blind == next(s for s in after if s in live)
        if len(live) > 2:
            assert following.small_blind == positions.big_blind
        else:
            assert following.button == following.small_blind != following.big_blind
        positions = following
