"""Per-player statistics (``pokervariants.stats``): each statistic worked out by hand on histories composed
here in PHH, in hold'em, stud and a draw game; the all-in adjustment against the equity; tallies that
merge to one pass; the rows, the DataFrame, and the picture of a player's winnings."""

from __future__ import annotations

import pickle
import random
import xml.etree.ElementTree as ET
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import phh, stats, svg
from pokervariants.bots import random_action
from pokervariants.stats import Draws, PlayerStats, Stats, Tally, Winnings


def history(variant: str, fields: str, players: list[str], actions: list[str]) -> phh.HandHistory:
    quoted = ", ".join(f'"{a}"' for a in actions)
    names = ", ".join(f'"{n}"' for n in players)
    return phh.loads(f'variant = "{variant}"\n{fields}\nactions = [{quoted}]\nplayers = [{names}]\n')


NT = "antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 0]\nmin_bet = 2\nstarting_stacks = [200, 200, 200, 200]"
FOUR = ["Ann", "Bob", "Cy", "Dee"]  # Ann the small blind, Bob the big blind, Cy first to act, Dee the button
DEALT = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????"]

THREE_BET = history("NT", NT, FOUR, [*DEALT, "p3 cbr 6", "p4 cbr 18", "p1 f", "p2 f", "p3 f"])
"""Cy opens to 6, Dee three-bets to 18, the blinds fold and Cy folds to the three-bet: Dee +9."""

CBET = history("NT", NT, FOUR, [
    "d dh p1 ????", "d dh p2 ????", "d dh p3 9s9d", "d dh p4 AhKh",
    "p3 cc", "p4 cbr 8", "p1 f", "p2 cc", "p3 cc",  # Cy limps, Dee raises, Bob and Cy call
    "d db 2c7dJc", "p2 cc", "p3 cc", "p4 cbr 12", "p2 f", "p3 cc",  # Dee's c-bet: Bob folds, Cy calls
    "d db 4s", "p3 cbr 30", "p4 cc",
    "d db 8h", "p3 cc", "p4 cc",  # the nines beat ace-king: Cy +59
])  # fmt: skip


def test_hold_em_statistics_worked_out_by_hand() -> None:
    result = stats.of([THREE_BET, CBET])
    assert result.hands == 2 and result.failed == 0 and result.rake == 0
    ann, bob, cy, dee = (result[name] for name in FOUR)
    # Ann folds the small blind twice: two chances, nothing voluntary; a three-bet chance in the second (facing Dee's raise alone).
    assert (ann.hands, ann.vpip_chances, ann.vpip, ann.pfr, ann.three_bet_chances, ann.three_bet, ann.saw_second) == (2, 2, 0.0, 0.0, 1, 0.0, 0)
    assert ann.net == -2 and ann.wtsd is None and ann.aggression_factor is None
    # Bob calls the raise from the big blind, then folds to the c-bet.
    assert (bob.vpip, bob.pfr, bob.three_bet, bob.fold_to_cbet, bob.wtsd, bob.net) == (0.5, 0.0, 0.0, 1.0, 0.0, -10)
    # Cy opens and folds to the three-bet; limps and calls the raise, calls the c-bet, bets the turn and wins at showdown.
    assert (cy.vpip, cy.pfr, cy.fold_to_three_bet, cy.three_bet, cy.fold_to_cbet) == (1.0, 0.5, 1.0, 0.0, 0.0)
    assert (cy.wtsd, cy.wsd, cy.bets_and_raises, cy.calls, cy.aggression_factor) == (1.0, 1.0, 1, 1, 1.0)
    assert cy.net == 53 and cy.big_blinds == Fraction(53, 2) and cy.bb_per_100 == 1325.0 and cy.big_bets_per_100 is None
    # Dee three-bets, raises, c-bets, calls the turn and loses at showdown.
    assert (dee.vpip, dee.pfr, dee.three_bet, dee.fold_to_three_bet, dee.cbet, dee.fold_to_cbet) == (1.0, 1.0, 1.0, None, 1.0, None)
    assert (dee.wtsd, dee.wsd, dee.aggression_factor, dee.net) == (1.0, 0.0, 1.0, -41)
    assert sum(p.net for p in result.players.values()) == 0


STUD = "antes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]"
STUD_HAND = history("F7S", STUD, ["Ann", "Bob", "Cy"], [
    "d dh p1 ????2c", "d dh p2 ????Kd", "d dh p3 ????As",
    "p1 pb", "p2 cc", "p3 cbr 5", "p1 cc", "p2 cbr 10", "p3 f", "p1 cc",  # Ann brings in, Bob calls it, Cy completes, Bob raises
    "d dh p1 3d", "d dh p2 Kh", "p2 cbr 5", "p1 f",  # Bob's kings bet fourth street, Ann folds: Bob +17
])  # fmt: skip


def test_stud_bring_in_is_not_voluntary_and_the_completion_opens() -> None:
    result = stats.of(STUD_HAND)
    ann, bob, cy = result["Ann"], result["Bob"], result["Cy"]
    # The bring-in is forced; Ann's call of the completion is voluntary, and her chance to re-raise it a three-bet chance.
    assert (ann.vpip, ann.pfr, ann.three_bet_chances, ann.three_bets, ann.fold_to_cbet, ann.net) == (1.0, 0.0, 1, 0, 1.0, -11)
    # Calling the bring-in is voluntary, not a raise; raising the completion is the three-bet.
    assert (bob.vpip, bob.pfr, bob.three_bet, bob.cbet, bob.bets_and_raises, bob.aggression_factor, bob.net) == (1.0, 1.0, 1.0, 1.0, 1, None, 17)
    # Completing is the open: Cy folds to the three-bet, before fourth street.
    assert (cy.pfr, cy.fold_to_three_bet, cy.saw_second, cy.net) == (1.0, 1.0, 0, -6)
    assert bob.big_bets == Fraction(17, 10) and bob.big_bets_per_100 == 170.0 and bob.bb_per_100 is None


def test_a_bring_in_alone_is_no_vpip() -> None:
    folded = history("FR", "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]",
                     ["Ann", "Bob"], ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"])  # fmt: skip
    result = stats.of(folded)
    assert (result["Ann"].vpip_chances, result["Ann"].vpip, result["Ann"].pfr, result["Ann"].net) == (1, 0.0, 0.0, 1)


DRAW = "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100, 100]"
DRAW_HAND = history("F2L3D", DRAW, ["Ann", "Bob", "Cy"], [
    "d dh p1 ??????????", "d dh p2 ??????????", "d dh p3 ??????????",
    "p3 cbr 4", "p1 f", "p2 cc",  # Cy raises, Bob calls
    "p2 sd ??????", "p3 sd ??", "d dh p2 ??????", "d dh p3 ??", "p2 cc", "p3 cc",  # Bob draws three, Cy one; Cy checks behind
    "p2 sd ??", "p3 sd", "d dh p2 ??", "p2 cbr 4", "p3 f",  # Bob draws one, Cy stands pat; Bob bets, Cy folds: Bob +5
])  # fmt: skip


def test_draw_games_count_draws_by_round_and_the_c_bet_after_the_first_draw() -> None:
    result = stats.of(DRAW_HAND)
    bob, cy = result["Bob"], result["Cy"]
    assert bob.draws == (Draws(1, 3, 0), Draws(1, 1, 0)) and [d.average for d in bob.draws] == [3.0, 1.0]
    assert cy.draws == (Draws(1, 1, 0), Draws(1, 0, 1)) and cy.draws[1].average == 0.0
    assert (cy.pfr, cy.cbet_chances, cy.cbet, bob.fold_to_cbet_chances) == (1.0, 1, 0.0, 0)
    assert (bob.vpip, bob.saw_second, cy.saw_second, bob.bets_and_raises, bob.net, cy.net) == (1.0, 1, 1, 1, 5, -4)
    assert bob.big_bets_per_100 == 125.0  # fixed limit: 5 is a big bet and a quarter
    assert result["Ann"].draws == ()
    assert [(row["player"], row["draw_1"], row["draw_2"]) for row in stats.rows(result)] == [("Ann", None, None), ("Bob", 3.0, 1.0), ("Cy", 1.0, 0.0)]


def test_no_limit_draw_counts_big_blinds() -> None:
    hand = history("N2L1D", "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]",
                   ["Ann", "Bob"], ["d dh p1 ??????????", "d dh p2 ??????????", "p2 cbr 6", "p1 f"])  # fmt: skip
    result = stats.of(hand)
    assert result["Bob"].bb_per_100 == 100.0 and result["Ann"].bb_per_100 == -100.0


def test_money_in_cents_is_exact_and_the_rake_is_counted() -> None:
    hand = phh.loads(
        'variant = "NT"\nantes = [0.00, 0.00, 0.00]\nblinds_or_straddles = [0.50, 1.00, 0.00]\nmin_bet = 1.00\n'
        'starting_stacks = [100.00, 81.60, 150.00]\nactions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 AhKh", "p3 cbr 3.00", '
        '"p1 f", "p2 cc", "d db 7h8sKd", "p2 cc", "p3 cbr 4.00", "p2 f"]\nplayers = ["Ann", "Bea", "Cy"]\n'
        "finishing_stacks = [99.50, 78.60, 153.20]\n_rake = 0.30\n"
    )
    result = stats.of([hand, hand])
    assert result["Cy"].net == Decimal("6.40") and result["Bea"].net == Decimal("-6.00") and result.rake == Decimal("0.60")
    assert sum(p.net for p in result.players.values()) == -result.rake
    assert result["Cy"].big_blinds == Fraction(32, 5)  # 3.20 a hand in big blinds of 1.00


def test_players_without_names_go_by_seat() -> None:
    unnamed = THREE_BET.with_fields(players=None)
    assert list(stats.of(unnamed)) == ["p1", "p2", "p3", "p4"]


def test_errors_name_the_hand_or_are_counted(tmp_path: pytest.TempPathFactory) -> None:
    bad = phh.loads(THREE_BET.dumps().replace('"p3 f"', '"p2 f"'))
    with pytest.raises(phh.PHHActionError, match="action"):
        stats.of([THREE_BET, ("seven", bad)])
    skipped = stats.of([THREE_BET, ("seven", bad)], errors="skip")
    assert (skipped.hands, skipped.failed, skipped.failures[0].label) == (1, 1, "seven")
    path = tmp_path / "hands.phhs"  # type: ignore[operator]
    phh.dump_all({"a": THREE_BET, "b": bad, "c": CBET}, path)
    from_file = stats.of(path, errors="skip")
    assert (from_file.hands, from_file.failed, from_file.failures[0].file, from_file.failures[0].label) == (2, 1, str(path), "b")
    assert from_file["Cy"] == stats.of([THREE_BET, CBET])["Cy"]
    with pytest.raises(TypeError, match="hand histories"):
        stats.of([42])  # type: ignore[list-item]
    with pytest.raises(KeyError, match="no player 'Zed'"):
        stats.of(THREE_BET)["Zed"]


def test_an_unfinished_history_is_not_counted() -> None:
    stopped = history("NT", NT, FOUR, [*DEALT, "p3 cbr 6", "p4 cbr 18"])
    result = stats.of([stopped, THREE_BET])
    assert (result.hands, result.unfinished, result["Dee"].hands) == (1, 1, 1)


def test_rows_and_frame() -> None:
    result = stats.of([THREE_BET, CBET])
    table = stats.rows(result)
    assert [row["player"] for row in table] == ["Ann", "Bob", "Cy", "Dee"]  # as many hands each: by name
    assert list(table[0]) == list(stats.ROW_FIELDS)
    assert table[2]["net"] == Decimal(53) and table[2]["wtsd"] == 1.0 and table[3]["fold_to_three_bet"] is None
    assert stats.rows([THREE_BET, CBET], player="Cy") == [table[2]]
    pandas = pytest.importorskip("pandas", reason="pandas is not installed: stats.frame needs it (the rows are tested above)")
    frame = stats.frame(result)
    assert isinstance(frame, pandas.DataFrame) and list(frame.index) == FOUR
    assert frame.loc["Cy", "net"] == 53.0 and frame.loc["Dee", "cbet"] == 1.0


# --- the all-in adjustment ------------------------------------------------------------------------

FLOP_ALL_IN = history("NT", "antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]",
                      ["Ann", "Bob", "Cy"], [
    "d dh p1 AsKs", "d dh p2 QdQc", "d dh p3 ????", "p3 f", "p1 cbr 6", "p2 cc",
    "d db Qs7s2d", "p1 cbr 94", "p2 cc", "d db 3s", "d db 4h",  # Ann's flush comes in on the turn
])  # fmt: skip


def test_all_in_on_the_flop_is_adjusted_by_the_exact_equity() -> None:
    ann = stats.winnings([FLOP_ALL_IN, THREE_BET], "Ann")
    exact = pv.equity(pv.Holdem(), ["AsKs", "QdQc"], board="Qs 7s 2d").players[0].equity
    assert ann.results == (Decimal(100), Decimal(-1)) and ann.all_ins == 1
    assert ann.adjusted[0] == pytest.approx(200 * exact - 100) and ann.adjusted[1] is None
    assert ann.cumulative_adjusted() == pytest.approx((200 * exact - 100, 200 * exact - 101))
    bob = stats.winnings(FLOP_ALL_IN, "Bob")
    assert bob.adjusted[0] == pytest.approx(100 - 200 * exact)


def test_stud_all_in_on_sixth_street_has_twelve_outs_of_forty() -> None:
    hand = history("F7S", "antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [12, 12]", ["Ann", "Bob"], [
        "d dh p1 AhAd2c", "d dh p2 KhQhJh", "p1 pb", "p2 cc",
        "d dh p1 5d", "d dh p2 Th", "p2 cc", "p1 cc",
        "d dh p1 9h", "d dh p2 4c", "p2 cc", "p1 cc",
        "d dh p1 Js", "d dh p2 3s", "p2 cbr 9", "p1 cc",  # all in: Bob draws to a straight flush, hearts or a straight
        "d dh p1 7c", "d dh p2 2h",  # the flush comes
    ])  # fmt: skip
    bob = stats.winnings(hand, "Bob")
    assert bob.results == (Decimal(12),) and bob.adjusted[0] == pytest.approx(24 * 12 / 40 - 12)  # 7 hearts, three 9s, two aces
    assert stats.winnings(hand, "Ann").adjusted[0] == pytest.approx(24 * 28 / 40 - 12)


def test_draw_all_in_takes_the_last_draw_that_deals() -> None:
    hand = history("F2L3D", "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [6, 100]",
                   ["Ann", "Bob"], [
        "d dh p1 2c3c4c5dKs", "d dh p2 8s6d4h3h2d", "p2 cbr 4", "p1 cbr 6", "p2 cc",
        "p1 sd Ks", "p2 sd", "d dh p1 7h",  # Ann draws to 5-4-3-2 against a pat eight-six: a seven or an eight wins
        "p1 sd", "p2 sd", "p1 sd", "p2 sd",
    ])  # fmt: skip
    ann = stats.winnings(hand, "Ann")
    assert ann.results == (Decimal(6),) and ann.adjusted[0] == pytest.approx(12 * 7 / 42 - 6)


def test_unknown_cards_and_a_river_all_in_stay_at_the_actual_result() -> None:
    hidden = phh.loads(FLOP_ALL_IN.dumps().replace("QdQc", "????"))
    assert stats.winnings(hidden, "Ann").adjusted == (None,)
    river = history("NT", "antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [50, 50]", ["Ann", "Bob"], [
        "d dh p1 AsKs", "d dh p2 QdQc", "p2 cc", "p1 cc", "d db Qs7s2d", "p1 cc", "p2 cc", "d db 3s", "p1 cc", "p2 cc",
        "d db 4h", "p1 cbr 48", "p2 cc",
    ])  # fmt: skip
    assert stats.winnings(river, "Ann").adjusted == (None,)


# --- tallies that merge -----------------------------------------------------------------------------

GAMES = [
    pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10),
    pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10),
    pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10),
    pv.Holdem(rake=pv.Rake(percent=5, cap=3)),
    pv.Holdem(betting=pv.FixedLimit(small_bet=2, big_bet=4)),
    pv.Omaha(rake=pv.Rake(percent=10)),
    pv.OmahaHiLo8(),
    pv.ShortDeckHoldem(),
    pv.DeuceToSevenTripleDraw(),
    pv.DeuceToSevenSingleDraw(),
    pv.Badugi(),
    pv.FiveCardDraw(),
]
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"]


def played(seed: int, count: int) -> list[phh.HandHistory]:
    """Hands between random bots in the games above, recorded with players drawn from :data:`NAMES`."""
    rng = random.Random(seed)
    hands = []
    for number in range(count):
        game = GAMES[rng.randrange(len(GAMES))]
        players = rng.randint(2, 4)
        hand = game.new_hand([rng.choice([10, 40, 200]) for _ in range(players)], seed=seed * 100 + number)
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        hands.append(phh.record(hand, players=rng.sample(NAMES, players)))
    return hands


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 14), st.data())
def test_tallies_merged_equal_one_pass(seed: int, count: int, data: st.DataObject) -> None:
    hands = played(seed, count)
    cut = data.draw(st.integers(0, count))
    one = Tally(follow=["Ann"])
    for hand in hands:
        one.add(hand)
    first, second = Tally(follow=["Ann"]), Tally(follow=["Ann"])
    for hand in hands[:cut]:
        first.add(hand)
    for hand in hands[cut:]:
        second.add(hand)
    whole = one.stats()
    assert first.merge(pickle.loads(pickle.dumps(second))).stats() == whole
    assert first.winnings("Ann") == one.winnings("Ann")
    assert stats.of(hands[:cut]) + stats.of(hands[cut:]) == whole == sum([stats.of([h]) for h in hands], Stats())
    assert sum(p.net for p in whole.players.values()) == -whole.rake
    assert sum(p.hands for p in whole.players.values()) == sum(h.players for h in hands)
    for player in whole.players.values():
        assert player.vpip_hands <= player.vpip_chances and player.pfr_hands <= player.vpip_hands
        assert player.won_at_showdown <= player.showdowns <= player.saw_second <= player.hands


def test_values_check_what_they_hold() -> None:
    assert PlayerStats(hands=3) + PlayerStats(hands=2, net=Decimal("1.5")) == PlayerStats(hands=5, net=Decimal("1.5"))
    with pytest.raises(TypeError):
        Stats(players={"Ann": 3})  # type: ignore[dict-item]
    with pytest.raises(TypeError, match="merges Stats"):
        Stats.merge([Stats(), 1])  # type: ignore[list-item]
    with pytest.raises(KeyError, match="follow="):
        Tally().winnings("Ann")
    with pytest.raises(ValueError, match="a result and an adjusted result a hand"):
        Winnings("Ann", [1, 2], [None])
    with pytest.raises(ValueError, match="one player"):
        Winnings("Ann", [], []) + Winnings("Bob", [], [])


# --- the picture ------------------------------------------------------------------------------------


def test_the_winnings_picture_draws_both_lines() -> None:
    ann = stats.winnings([FLOP_ALL_IN, THREE_BET, CBET], "Ann")
    picture = svg.winnings(ann)
    root = ET.fromstring(picture)
    lines = {line.get("class"): line.get("points") for line in root.iter("{http://www.w3.org/2000/svg}polyline")}
    assert set(lines) == {"line actual", "line adjusted"}
    assert lines["line actual"] != lines["line adjusted"]  # the all-in moved the adjusted line
    assert len(lines["line actual"].split()) == 4  # the start and three hands
    assert ann._repr_svg_() == picture == svg.winnings(ann)  # the notebook's picture, the same bytes every time
    assert "Ann: +98 over 3 hands" in picture and "1 all-in" in picture
    calm = stats.winnings([THREE_BET, CBET], "Ann")
    lines = {line.get("class"): line.get("points") for line in ET.fromstring(svg.winnings(calm)).iter("{http://www.w3.org/2000/svg}polyline")}
    assert lines["line actual"] == lines["line adjusted"]
    ET.fromstring(svg.winnings(Winnings("<Ann & Bob>", [], [])))  # escaped, and no hands draw too
    with pytest.raises(TypeError, match="stats.Winnings"):
        svg.winnings(stats.of(CBET))  # type: ignore[arg-type]


def test_a_long_run_is_thinned_to_the_picture() -> None:
    rng = random.Random(3)
    long = Winnings("Ann", [rng.randint(-5, 6) for _ in range(50_000)], [None] * 50_000)
    picture = svg.winnings(long, width=400)
    points = ET.fromstring(picture).find("{http://www.w3.org/2000/svg}polyline").get("points").split()  # type: ignore[union-attr]
    assert len(points) <= 4 * 400
    assert f"{long.cumulative()[-1]:+,}".replace("-", "\u2212") in picture
