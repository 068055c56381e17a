"""One real hand with everything a room's history holds at once: amounts in cents, a live post
(PHH's negative entry), a stack nobody knows (``inf``), hidden hole cards, a muck at the showdown
and finishing stacks that include the rake. Composed here from what the PHH format documents."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import Money, phh
from pokervariants.engine.events import Raked

REAL = """variant = "NT"
antes = [0, 0, 0, 0, 0, 0]
blinds_or_straddles = [0.50, 1.00, 0, 0, 0, -1.00]
min_bet = 1.00
starting_stacks = [100.00, 81.60, 150.00, 200.30, 50.00, inf]
actions = [
  "d dh p1 9c9d", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "d dh p5 ????", "d dh p6 ????",
  "p3 cbr 3.00", "p4 f", "p5 f", "p6 cc", "p1 f", "p2 cc",
  "d db 7h8s2c", "p2 cc", "p3 cbr 5.00", "p6 cc", "p2 f",
  "d db Kd", "p3 cc", "p6 cc",
  "d db 3s", "p3 cbr 10.00", "p6 cc",
  "p3 sm AhKh", "p6 sm ????",
]
finishing_stacks = [99.50, 78.60, 169.53, 200.30, 50.00, inf]
"""
"""p6 posts 1.00 live and calls 3.00; the pot of 39.50 goes to p3's kings less a rake of 1.97 (5%,
rounded down to the cent), which the recorded stacks include; p6 mucks, with a stack nobody knows."""


def test_a_real_hand_with_everything_at_once_replays_to_the_cent() -> None:
    report = phh.replay_report(phh.loads(REAL))
    hand = report.hand
    assert hand.is_over and hand.money == Money("0.01")
    assert hand.money.amounts(hand.collected) == tuple(Decimal(x) for x in ("0.00", "0.00", "39.50", "0.00", "0.00", "0.00"))
    assert hand.money.amount(hand.rake) == Decimal("1.97")
    (raked,) = [e for e in hand.events if isinstance(e, Raked)]
    assert raked.paid == ((2, 197),)  # p3, the winner, paid it
    assert hand.mucked_seats == (5,) and report.unknown_stacks == (5,)
    known = [hand.money.amount(stack) for seat, stack in enumerate(hand.stacks) if seat != 5]
    assert known == [Decimal("99.50"), Decimal("78.60"), Decimal("169.53"), Decimal("200.30"), Decimal("50.00")]
    assert sum(hand.payoffs) == -hand.rake  # what the players lost is what the house took


def test_a_real_hand_is_written_back_as_it_was_played_and_replays_again() -> None:
    text = phh.dumps(phh.record(phh.replay(phh.loads(REAL))))
    for written in ("starting_stacks = [100.00, 81.60, 150.00, 200.30, 50.00, inf]", "-1.00]", '"p3 cbr 10.00"', '"p6 sm"', "_rake = 1.97"):
        assert written in text
    assert "\nrake" not in text  # PokerKit reads a field named rake as its rake function
    again = phh.replay(phh.loads(text))
    assert again.money.amount(again.rake) == Decimal("1.97") and again.mucked_seats == (5,)


def test_a_real_hand_whose_rake_field_disagrees_is_refused() -> None:
    with pytest.raises(phh.PHHFieldError, match="finishing_stacks say"):
        phh.replay(phh.loads(REAL + "_rake = 1.96\n"))
