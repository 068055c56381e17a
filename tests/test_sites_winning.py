"""The Winning Poker Network's (Americas Cardroom's) hand histories read, replayed and proven. Every
hand here is composed in the test in the format the network writes since 2019 (a header naming no
room, ``NAME verb amount`` lines without a colon, a running ``Main pot`` line each street, and a
summary whose total pot is after the rake and the jackpot fee); names, cards and amounts are
invented."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError, _winning

CASH = """Hand #901234567 - Holdem(No Limit) - $0.25/$0.50 - 2026/12/03 16:00:00 UTC
Fort Lupton 6-max Seat #5 is the button
Seat 1: Ann ($50.00)
Seat 2: Bea ($12.00)
Seat 3: Cy ($30.00)
Seat 4: Dee ($60.00) is sitting out
Seat 5: Eli ($80.00)
Ann posts the small blind $0.25
Bea posts the big blind $0.50
*** HOLE CARDS ***
Main pot $0.75 | Rake $0.00
Dealt to Eli [Ah Ad]
Cy raises $1.50 to $1.50
Eli raises $4.50 to $4.50
Ann folds
Bea raises $11.50 to $12.00 and is all-in
Cy calls $10.50
Eli calls $7.50
*** FLOP *** [Kd 7c 2s]
Main pot $36.25 | Rake $1.00
Cy checks
Eli bets $10.00
Cy calls $10.00
*** TURN *** [Kd 7c 2s] [9h]
Main pot $35.25 | Rake $1.00
Side pot(1) $19.00 | Rake $1.00
Cy checks
Eli bets $25.00
Cy folds
Uncalled bet ($25.00) returned to Eli
*** RIVER *** [Kd 7c 2s 9h] [4c]
Main pot $35.25 | Rake $1.00
Side pot(1) $19.00 | Rake $1.00
*** SHOW DOWN ***
Main pot $35.25 | Rake $1.00
Side pot(1) $19.00 | Rake $1.00
Bea shows [Kc Ks] (three of a kind, Kings [Kc Ks Kd 9h 7c])
Eli mucks hand
Eli collected $19.00 from side pot-1
Bea collected $35.25 from main pot
*** SUMMARY ***
Total pot $54.25 | Rake $1.75 | JP Fee $0.25
Board [Kd 7c 2s 9h 4c]
Seat 1: Ann (small blind) folded on the Pre-Flop
Seat 2: Bea (big blind) showed [Kc Ks] and won $35.25 with three of a kind, Kings [Kc Ks Kd 9h 7c]
Seat 3: Cy folded on the Turn
Seat 5: Eli (button) mucked [Ah Ad]
"""

UNCALLED = """Hand #901234570 - Holdem(No Limit) - $0.05/$0.10 - 2026/12/03 16:05:00 UTC
Blitz Poker 6-max Seat #3 is the button
Seat 1: Gus ($10.00)
Seat 2: Hal ($7.35)
Seat 3: Ivy ($12.20)
Seat 4: Jo ($10.00)
Seat 5: Kit ($9.60)
Jo posts the small blind $0.05
Kit posts the big blind $0.10
*** HOLE CARDS ***
Main pot $0.15 | Rake $0.00
Dealt to Ivy [Jc Jd]
Gus folds
Hal calls $0.10
Ivy raises $0.40 to $0.40
Jo folds
Kit folds
Hal calls $0.30
*** FLOP *** [Ah 6c 6d]
Main pot $0.90 | Rake $0.05
Hal checks
Ivy bets $0.60
Hal folds
Uncalled bet ($0.60) returned to Ivy
Ivy does not show
*** SUMMARY ***
Total pot $0.90 | Rake $0.05
Board [Ah 6c 6d]
Seat 1: Gus folded on the Pre-Flop and did not bet
Seat 2: Hal folded on the Flop
Seat 3: Ivy (button) did not show and won $0.90
Seat 4: Jo (small blind) folded on the Pre-Flop
Seat 5: Kit (big blind) folded on the Pre-Flop
"""

WALK = """Hand #901234571 - Holdem(No Limit) - $0.50/$1.00 - 2026/12/03 16:06:00 UTC
Parachute 6-max Seat #2 is the button
Seat 1: Lu ($100.00)
Seat 2: Max ($85.50)
Seat 3: Ned ($120.00)
Seat 4: Ola ($64.00)
Ned posts the small blind $0.50
Ola posts the big blind $1.00
*** HOLE CARDS ***
Main pot $1.50 | Rake $0.00
Dealt to Lu [9c 4d]
Lu folds
Max folds
Ned folds
Ola does not show
*** SUMMARY ***
Total pot $1.50
Seat 1: Lu folded on the Pre-Flop and did not bet
Seat 2: Max (button) folded on the Pre-Flop
Seat 3: Ned (small blind) folded on the Pre-Flop
Seat 4: Ola (big blind) did not show and won $1.50
"""

TOURNAMENT = """Game Hand #1296400001 - $2,500 GTD Tournament #27100001 - Holdem(No Limit) - Level 9 (400.00/800.00)- 2026/12/03 19:00:00 UTC
Table '14' 8-max Seat #6 is the button
Seat 1: Pia (21300.00)
Seat 3: Quin (9850.00)
Seat 4: first shirt (15000.00)
Seat 5: Rex will be allowed to play after the button
Seat 6: Sol (30420.00)
Pia posts ante 100.00
Quin posts ante 100.00
first shirt posts ante 100.00
Sol posts ante 100.00
*** HOLE CARDS ***
Main pot 400.00
Pia posts the small blind 400.00
Quin posts the big blind 800.00
Dealt to Sol [Ac Kc]
first shirt raises 1600.00 to 1600.00
Sol raises 4800.00 to 4800.00
Pia folds
Quin raises 8950.00 to 9750.00 and is all-in
first shirt folds
Sol calls 4950.00
*** FLOP *** [Kd 8s 3h]
Main pot 21900.00
*** TURN *** [Kd 8s 3h] [2c]
Main pot 21900.00
*** RIVER *** [Kd 8s 3h 2c] [Qs]
Main pot 21900.00
*** SHOW DOWN ***
Main pot 21900.00
Quin shows [Jh Jc] (a pair of Jacks [Jh Jc Kd Qs 8s])
Sol shows [Ac Kc] (a pair of Kings [Kd Kc Ac Qs 8s])
Sol collected 21900.00 from main pot
*** SUMMARY ***
Total pot 21900.00
Board [Kd 8s 3h 2c Qs]
Seat 1: Pia (small blind) folded on the Pre-Flop
Seat 3: Quin (big blind) showed [Jh Jc] and lost with a pair of Jacks [Jh Jc Kd Qs 8s]
Seat 4: first shirt folded on the Pre-Flop
Seat 6: Sol (button) showed [Ac Kc] and won 21900.00 with a pair of Kings [Kd Kc Ac Qs 8s]
"""

HEADS_UP = """Hand #901234573 - Omaha H/L(Pot Limit) - $0.10/$0.25 - 2026/12/03 16:20:00 UTC
St. Lucie 2-max Seat #2 is the button
Seat 1: Tam ($30.00)
Seat 2: Uma ($25.40)
Uma posts the small blind $0.10
Tam posts the big blind $0.25
*** HOLE CARDS ***
Main pot $0.35 | Rake $0.00
Dealt to Uma [Ah 2h 9s Kd]
Uma raises $0.65 to $0.75
Tam calls $0.50
*** FLOP *** [3c 7d Kh]
Main pot $1.50 | Rake $0.00
Tam checks
Uma bets $1.00
Tam calls $1.00
*** TURN *** [3c 7d Kh] [8s]
Main pot $3.40 | Rake $0.10
Tam checks
Uma checks
*** RIVER *** [3c 7d Kh 8s] [Qd]
Main pot $3.40 | Rake $0.10
Tam bets $2.00
Uma calls $2.00
*** SHOW DOWN ***
Main pot $7.30 | Rake $0.20
Tam shows [Qc Qh Jd Td] (HI - three of a kind, Set of Queens [Qc Qh Qd Kh 8s] | LO - [])
Uma shows [Ah 2h 9s Kd] (HI - a pair of Kings [Kd Kh Ah Qd 8s] | LO - [8,7,3,2,1])
Tam collected $3.65 from main pot
Uma collected $3.65 from main pot
*** SUMMARY ***
Total pot $7.30 | Rake $0.19 | JP Fee $0.01
Board [3c 7d Kh 8s Qd]
Seat 1: Tam (big blind) showed [Qc Qh Jd Td] and won $3.65 with HI - three of a kind, Set of Queens [Qc Qh Qd Kh 8s] | LO - []
Seat 2: Uma (button) (small blind) showed [Ah 2h 9s Kd] and won $3.65 with HI - a pair of Kings [Kd Kh Ah Qd 8s] | LO - [8,7,3,2,1]
"""

STUD = """Hand #85198833 - 7Stud(Fixed Limit) - $0.10/$0.20 - 2026/12/03 16:15:58 UTC
Gorham 8-max
Seat 1: Ann ($5.00)
Seat 4: Bea ($6.40)
Seat 5: Cy ($3.10)
Seat 7: Dee ($4.00)
Dee posts ante $0.02
Bea posts ante $0.02
Ann posts ante $0.02
Cy posts ante $0.02
*** 3rd STREET ***
Main pot $0.08 | Rake $0.00
Dealt to Ann [As 2s Qs]
Dealt to Dee [Qd]
Dealt to Bea [7d]
Dealt to Cy [3h]
Cy brings in $0.05
Dee calls $0.05
Ann raises $0.10 to $0.10
Bea folds
Cy calls $0.05
Dee calls $0.05
*** 4th STREET ***
Main pot $0.38 | Rake $0.00
Dealt to Ann [As 2s Qs] [3c]
Dealt to Cy [3h] [3d]
Dealt to Dee [Qd] [2d]
Cy bets $0.10
Dee calls $0.10
Ann calls $0.10
*** 5th STREET ***
Main pot $0.65 | Rake $0.03
Dealt to Ann [As 2s Qs 3c] [8c]
Dealt to Cy [3h 3d] [Jd]
Dealt to Dee [Qd 2d] [Ac]
Cy checks
Dee checks
Ann checks
*** 6th STREET ***
Main pot $0.65 | Rake $0.03
Dealt to Ann [As 2s Qs 3c 8c] [5d]
Dealt to Cy [3h 3d Jd] [8h]
Dealt to Dee [Qd 2d Ac] [Ad]
Dee bets $0.20
Ann calls $0.20
Cy folds
*** 7th STREET ***
Main pot $1.03 | Rake $0.05
Dealt to Ann [As 2s Qs 3c 8c 5d] [Jc]
Dee bets $0.20
Ann calls $0.20
*** SHOW DOWN ***
Main pot $1.41 | Rake $0.07
Dee shows [Kh 9c Qd 2d Ac Ad 4s] (a pair of Aces [Ad Ac Kh Qd 9c])
Ann mucks hand
Dee collected $1.41 from main pot
*** SUMMARY ***
Total pot $1.41 | Rake $0.06 | JP Fee $0.01
Seat 1: Ann mucked [As 2s Qs 3c 8c 5d Jc]
Seat 4: Bea folded on the 3rd Street and did not bet
Seat 5: Cy folded on the 6th Street
Seat 7: Dee showed [Kh 9c Qd 2d Ac Ad 4s] and won $1.41 with a pair of Aces [Ad Ac Kh Qd 9c]
"""

FIXED = """Hand #901234575 - Holdem(Fixed Limit) - $2.00/$4.00 - 2026/12/03 16:40:00 UTC
Tamarac 6-max Seat #1 is the button
Seat 1: Vic ($80.00)
Seat 2: Wes ($64.00)
Seat 3: Xia ($100.00)
Wes posts the small blind $1.00
Xia posts the big blind $2.00
*** HOLE CARDS ***
Main pot $3.00 | Rake $0.00
Dealt to Vic [Kh Ks]
Vic raises $4.00 to $4.00
Wes folds
Xia calls $2.00
*** FLOP *** [9d 4c 2h]
Main pot $9.00 | Rake $0.00
Xia checks
Vic bets $2.00
Xia calls $2.00
*** TURN *** [9d 4c 2h] [Jc]
Main pot $12.40 | Rake $0.60
Xia checks
Vic bets $4.00
Xia folds
Uncalled bet ($4.00) returned to Vic
Vic does not show
*** SUMMARY ***
Total pot $12.40 | Rake $0.60
Board [9d 4c 2h Jc]
Seat 1: Vic (button) did not show and won $12.40
Seat 2: Wes (small blind) folded on the Pre-Flop
Seat 3: Xia (big blind) folded on the Turn
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_side_pots_a_muck_and_the_rake_and_jackpot_fee() -> None:
    history = _one(CASH)
    assert history["venue"] == "Winning Poker Network" and history["hand"] == "901234567" and history["table"] == "Fort Lupton"
    assert history["players"] == ["Ann", "Bea", "Cy", "Eli"] and history["seats"] == [1, 2, 3, 5]  # Dee sits out
    assert history["seat_count"] == 6 and history["currency"] == "USD" and history["time_zone_abbreviation"] == "UTC"
    assert history.actions[:4] == ("d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 AhAd")
    assert "p2 cbr 12.00" in history.actions and history.actions[-2:] == ("p2 sm KcKs", "p4 sm")
    # the summary's total pot is after the room's share: $1.75 of rake and $0.25 of jackpot fee
    assert history["winnings"] == [0, Decimal("35.25"), 0, Decimal("19.00")] and history["_rake"] == Decimal("2.00")
    assert history["finishing_stacks"] == [Decimal("49.75"), Decimal("35.25"), Decimal("8.00"), Decimal("77.00")]
    hand = phh.replay(history)
    assert hand.money.amount(hand.rake) == Decimal("2.00")


def test_an_uncalled_bet_returned_and_the_winnings_from_the_summary() -> None:
    history = _one(UNCALLED)
    assert history["players"] == ["Jo", "Kit", "Gus", "Hal", "Ivy"]
    assert history.actions[-2:] == ("p5 cbr 0.60", "p4 f")
    assert history["winnings"] == [0, 0, 0, 0, Decimal("0.90")] and history["_rake"] == Decimal("0.05")
    assert history["finishing_stacks"][4] == Decimal("12.70")


def test_a_walk_the_big_blinds_unmatched_part_is_returned_not_won() -> None:
    history = _one(WALK)  # the room says Ola won $1.50: the small blind's $0.50 and the whole big blind
    assert history["players"] == ["Ned", "Ola", "Lu", "Max"]
    assert history["winnings"] == [0, Decimal("1.00"), 0, 0] and history["finishing_stacks"][1] == Decimal("64.50")


def test_a_tournament_hand_with_antes_blinds_after_the_hole_cards_and_a_seat_waiting() -> None:
    history = _one(TOURNAMENT)
    assert history["event"] == "27100001" and history["level"] == 9 and history["table"] == "14" and "currency" not in history.fields
    assert history["players"] == ["Pia", "Quin", "first shirt", "Sol"] and history["seats"] == [1, 3, 4, 6]
    assert history["antes"] == [100] * 4 and history["blinds_or_straddles"] == [400, 800, 0, 0] and history["min_bet"] == 800
    assert "p2 cbr 9750" in history.actions and "_rake" not in history.fields  # chips written "9750.00" are whole
    assert history["finishing_stacks"] == [20800, 0, 13300, 42470]


def test_heads_up_omaha_hi_lo_split_the_button_posts_the_small_blind() -> None:
    history = _one(HEADS_UP)
    assert history["variant"] == "PV-PO/8" and history["players"] == ["Tam", "Uma"]
    assert history["blinds_or_straddles"] == [Decimal("0.10"), Decimal("0.25")]  # PHH's heads-up list: the button (p2) posts the small blind
    assert history["winnings"] == [Decimal("3.65"), Decimal("3.65")] and history["_rake"] == Decimal("0.20")


def test_stud_its_streets_the_bring_in_and_the_completion() -> None:
    history = _one(STUD)
    assert history["variant"] == "F7S" and history["players"] == ["Ann", "Bea", "Cy", "Dee"]  # by seat: stud has no button
    assert history["antes"] == [Decimal("0.02")] * 4 and history["bring_in"] == Decimal("0.05")
    assert history["small_bet"] == Decimal("0.10") and history["big_bet"] == Decimal("0.20")
    assert history.actions[:7] == ("d dh p1 As2sQs", "d dh p2 ????7d", "d dh p3 ????3h", "d dh p4 ????Qd", "p3 pb", "p4 cc", "p1 cbr 0.10")
    assert "d dh p4 ??" in history.actions  # the seventh card, down, of a player other than the owner
    assert history["winnings"] == [0, 0, 0, Decimal("1.41")] and history["_rake"] == Decimal("0.07")
    hi_lo = _one(STUD.replace("7Stud(Fixed Limit)", "7Stud H/L(Fixed Limit)"))  # Ann mucks: Dee's the whole pot, no low
    assert hi_lo["variant"] == "F7S/8" and hi_lo["winnings"] == history["winnings"]


def test_fixed_limit_its_bets_from_the_header() -> None:
    history = _one(FIXED)
    assert history["variant"] == "FT" and history["small_bet"] == 2 and history["big_bet"] == 4
    assert history["winnings"] == [0, 0, Decimal("12.40")] and history["_rake"] == Decimal("0.60")


def test_a_file_of_many_hands_with_their_lines() -> None:
    text = "\n\n".join((CASH, TOURNAMENT, WALK, STUD))
    cash, tournament, walk = CASH.count("\n"), TOURNAMENT.count("\n"), WALK.count("\n")
    assert [line for line, _ in _winning.hands(text)] == [1, cash + 3, cash + tournament + 5, cash + tournament + walk + 7]
    for data in (text.encode("utf-8"), text.encode("utf-16"), text.encode("utf-8-sig")):
        assert [h["hand"] for h in sites.read(data)] == ["901234567", "1296400001", "901234571", "85198833"]
    wrong = text.replace("Sol calls 4950.00", "Sol calls 4950.0.0")
    skipped: list[SiteFormatError] = []
    assert [h["hand"] for h in sites.read(wrong, errors="skip", on_skip=skipped.append)] == ["901234567", "901234571", "85198833"]
    (error,) = skipped
    line = cash + 3 + TOURNAMENT.splitlines().index("Sol calls 4950.00")
    assert str(error) == f"Winning Poker Network hand 1296400001, line {line}: '4950.0.0' is not an amount"


def test_a_hand_that_does_not_add_up_is_refused() -> None:
    with pytest.raises(SiteFormatError, match=r"Winning Poker Network hand 901234567, line 1: Bea collected 36.50, but the replay's pots give 36.25"):
        list(sites.read(CASH.replace("Bea collected $35.25", "Bea collected $36.50")))
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 2.10, but the replay's pots less what the players collected leave 2.00"):
        list(sites.read(CASH.replace("JP Fee $0.25", "JP Fee $0.35")))
    with pytest.raises(SiteFormatError, match=r"the room's total pot is 1,?200, but the replay's pots come to 21,?900"):
        list(sites.read(TOURNAMENT.replace("Total pot 21900.00", "Total pot 1200.00")))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("Holdem(No Limit)", "5Card Omaha(Pot Limit)", r"line 1: the network's 5Card Omaha \(Pot Limit\) is not a game this library reads"),
        ("Holdem(No Limit)", "Six Plus Holdem(No Limit)", r"line 1: the network's Six Plus Holdem"),
        ("Holdem(No Limit)", "Holdem(All-in or Fold Limit)", r"line 1: the 'All-in or Fold Limit' structure is not one this library plays"),
        ("Eli bets $10.00", "Eli caps $10.00", r"line 22: a cap table's cap \(Eli caps \$10.00\) is not read"),
        ("*** FLOP *** [Kd 7c 2s]", "*** RUN IT TWICE ***\n*** FLOP 1 *** [Kd 7c 2s]", r"line 19: the board run twice"),
        ("Bea posts the big blind $0.50\n", "Bea posts the big blind $0.50\nCy posts dead $0.7x\n", r"line 10: '\$0.7x' is not an amount"),
        ("Cy calls $10.50", "Cy calls $10.5.0", r"line 17: '\$10.5.0' is not an amount"),
        ("Dealt to Eli [Ah Ad]", "Dealt to Eli [Ah Ax]", r"line 12: bad cards \[Ah Ax\]"),
        ("Dealt to Eli [Ah Ad]", "Dealt to Eli [Ah Ad Ac]", r"line 13: Eli is dealt 3 cards here, where the game deals 2"),
        ("Dealt to Eli", "Dealt to Zed", r"line 12: cards dealt to a player who is not seated"),
        ("| JP Fee $0.25", "| JP Fee $0.25 | Bingo $0.01", r"line 42: an unknown share of the pot in the summary: 'Bingo \$0.01'"),
        ("Total pot $54.25 | Rake $1.75 | JP Fee $0.25\n", "", r"the summary gives no total pot"),
        ("Fort Lupton 6-max Seat #5 is the button\n", "", r"line 2: the table line .* is missing"),
        (" - $0.25/$0.50 - ", " - $0.25 - ", r"line 1: the stakes '\$0.25' are not two amounts"),
        ("*** FLOP *** [Kd 7c 2s]", "*** FLOP ***", r"line 19: the flop without its cards"),
        ("2026/12/03 16:00:00", "2026/12/32 16:00:00", r"line 1: the time '2026/12/32 16:00:00' is not a date and time"),
    ],
)
def test_what_cannot_be_read_is_refused_with_the_line(old: str, new: str, message: str) -> None:
    assert old in CASH
    with pytest.raises(SiteFormatError, match=message):
        list(sites.read(CASH.replace(old, new, 1)))


def test_the_older_format_and_text_that_is_no_hand() -> None:
    older = "Game started at: 2026/12/3 16:00:00\nGame ID: 261679999 0.25/0.50 Alpha (Hold'em)\nSeat 1 is the button\n"
    assert sites.detect(older) is _winning
    with pytest.raises(SiteFormatError, match=r"Winning Poker Network, line 1: the network's older format \(Game started at: …\) is not read yet"):
        list(sites.read(older))
    with pytest.raises(SiteFormatError, match=r"line 1: not a Winning Poker Network hand header"):
        _winning.parse("Hand #1 - whatever\n")
    with pytest.raises(SiteFormatError, match=r"line 3: no seats"):
        _winning.parse("Hand #1 - Holdem(No Limit) - $1/$2 - 2026/12/03 16:00:00 UTC\nAlpha 6-max Seat #1 is the button\nAnn posts the small blind $1\n")
    with pytest.raises(SiteFormatError, match=r"line 4: 1 player dealt in"):
        _winning.parse("Hand #1 - Holdem(No Limit) - $1/$2 - 2026/12/03 16:00:00 UTC\nAlpha 6-max Seat #1 is the button\nSeat 1: Ann ($50)\nSeat 2: Bea ($50) is sitting out\n")
    assert sites.detect(CASH) is _winning and sites.ROOMS["winning"] is _winning


TIE = """Game Hand #1296400002 - $2,500 GTD Tournament #27100001 - Holdem(No Limit) - Level 9 (400.00/800.00)- 2026/12/03 19:05:00 UTC
Table '14' 8-max Seat #6 is the button
Seat 1: Pia (21300.00)
Seat 3: Quin (9850.00)
Seat 6: Sol (30420.00)
Pia posts ante 75.00
Quin posts ante 75.00
Sol posts ante 75.00
*** HOLE CARDS ***
Main pot 225.00
Pia posts the small blind 400.00
Quin posts the big blind 800.00
Dealt to Sol [Ah Qc]
Sol raises 1600.00 to 1600.00
Pia folds
Quin calls 800.00
*** FLOP *** [Ts Jd Kc]
Main pot 3825.00
Quin checks
Sol checks
*** TURN *** [Ts Jd Kc] [2h]
Main pot 3825.00
Quin checks
Sol checks
*** RIVER *** [Ts Jd Kc 2h] [7s]
Main pot 3825.00
Quin checks
Sol checks
*** SHOW DOWN ***
Main pot 3825.00
Quin shows [Ad Qd] (a straight, Ace high [Ad Kc Qd Jd Ts])
Sol shows [Ah Qc] (a straight, Ace high [Ah Kc Qc Jd Ts])
Quin collected 1913.00 from main pot
Sol collected 1912.00 from main pot
*** SUMMARY ***
Total pot 3825.00
Board [Ts Jd Kc 2h 7s]
Seat 1: Pia (small blind) folded on the Pre-Flop
Seat 3: Quin (big blind) showed [Ad Qd] and won 1913.00 with a straight, Ace high [Ad Kc Qd Jd Ts]
Seat 6: Sol (button) showed [Ah Qc] and won 1912.00 with a straight, Ace high [Ah Kc Qc Jd Ts]
"""


def test_a_split_pot_with_an_odd_chip_goes_first_to_the_winner_after_the_button() -> None:
    history = _one(TIE)  # 3,825 chips between two straights: the whole odd chip to Quin, first after the button
    assert history["players"] == ["Pia", "Quin", "Sol"] and history["winnings"] == [0, 1913, 1912]
    assert history["finishing_stacks"] == [20825, 10088, 30657] and "_rake" not in history.fields
    swapped = TIE.replace("Quin collected 1913.00", "Quin collected 1912.00").replace("Sol collected 1912.00", "Sol collected 1913.00")
    with pytest.raises(SiteFormatError, match=r"hand 1296400002, line 1: Sol collected 1913, but the replay's pots give 1912"):
        list(sites.read(swapped))


@pytest.mark.parametrize("post", ["Cy posts dead $0.75", "Cy posts $0.75", "Cy posts $0.25"])
def test_a_returning_players_post_the_big_blind_live_and_the_rest_dead(post: str) -> None:
    # Cy, between the big blind and the button, comes back: $0.25 of it is dead (in the main pot), the rest a live big blind
    text = CASH.replace("Bea posts the big blind $0.50\n", f"Bea posts the big blind $0.50\n{post}\n")
    history = _one(text.replace("Bea collected $35.25", "Bea collected $35.50").replace("Total pot $54.25", "Total pot $54.50"))
    live = Decimal("-0.50") if post.endswith("0.75") else 0
    assert history["antes"] == [0, 0, Decimal("0.25"), 0] and history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), live, 0]
    assert history["winnings"] == [0, Decimal("35.50"), 0, Decimal("19.00")] and history["_rake"] == Decimal("2.00")
    assert history["finishing_stacks"][2] == Decimal("7.75")
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 2.00, but the replay's pots less what the players collected leave 2.25"):
        list(sites.read(text))  # the dead money is in the pot: a summary without it does not add up
    live_only = _one(CASH.replace("Bea posts the big blind $0.50\n", "Bea posts the big blind $0.50\nCy posts $0.50\n"))  # the big blind: live
    assert live_only["antes"] == [0, 0, 0, 0] and live_only["blinds_or_straddles"][2] == Decimal("-0.50")
    assert live_only["winnings"] == _one(CASH)["winnings"]


def test_play_money_and_a_rebuy_between_hands() -> None:
    play = _one(UNCALLED.replace("$", "").replace("6-max Seat", "6-max (Play Money) Seat"))
    assert "currency" not in play.fields and play["winnings"][4] == Decimal("0.90")
    again = WALK.replace("901234571", "901234572").replace("Seat 3: Ned ($120.00)", "Seat 3: Ned ($219.50)")  # Ned adds $100
    first, second = sites.read(WALK + "\n" + again)
    assert first["finishing_stacks"][0] == Decimal("119.50") and second["starting_stacks"][0] == Decimal("219.50")
