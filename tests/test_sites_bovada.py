"""Bovada's (and Ignition's and Bodog's) hand histories read, replayed and proven. Every hand here
is composed in the test in the format the network writes (seats named by position, ``[ME]`` for
the history's owner, ``POSITION : verb amount`` lines, everyone's cards, ``Hand result`` lines and
a summary with the total pot); names, cards and amounts are invented."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError, _bovada

CASH = """Bovada Hand #3865893001 TBL#28100001 HOLDEM No Limit - 2026-12-03 16:00:00
Seat 1: UTG ($25 in chips)
Seat 2: UTG+1 ($18.40 in chips)
Seat 3: UTG+2 [ME] ($30 in chips)
Seat 4: Dealer ($22.75 in chips)
Seat 5: Small Blind ($40 in chips)
Seat 6: Big Blind ($25 in chips)
Dealer : Set dealer [4] 
Small Blind : Small Blind $0.10 
Big Blind : Big blind $0.25 
*** HOLE CARDS ***
UTG : Card dealt to a spot [7c 2d] 
UTG+1 : Card dealt to a spot [Qh Qd] 
UTG+2  [ME] : Card dealt to a spot [Ah Kd] 
Dealer : Card dealt to a spot [9s 9h] 
Small Blind : Card dealt to a spot [Jc Tc] 
Big Blind : Card dealt to a spot [5h 4h] 
UTG : Folds
UTG+1 : Raises $0.75 to $0.75
UTG+2  [ME] : Raises $2 to $2
Dealer : Calls $2 
Small Blind : Folds
Big Blind : Folds (timeout)
Big Blind : Seat sit out
UTG+1 : Calls $1.25 
*** FLOP *** [Kc 8d 3s]
UTG+1 : Checks
UTG+2  [ME] : Bets $3 
Dealer : Folds
UTG+1 : Calls $3 
*** TURN *** [Kc 8d 3s] [2h]
UTG+1 : Checks
UTG+2  [ME] : Checks
*** RIVER *** [Kc 8d 3s 2h] [Qs]
UTG+1 : Bets $5 
UTG+2  [ME] : Calls $5 
UTG+1 : Showdown [Qh Qd Qs Kc 8d] (Three of a kind)
UTG+2  [ME] : Mucks [Ah Kd] (One pair)
UTG+1 : Hand result $21.23 
Small Blind : Table deposit $5 
*** SUMMARY ***
Total Pot($22.35)
Board [Kc 8d 3s 2h Qs]
Seat+1: UTG Folded before the FLOP
Seat+2: UTG+1 $21.23  with Three of a kind [Qh Qd-Qh Qd Qs Kc 8d]  
Seat+3: UTG+2 [Mucked] [Ah Kd]  
Seat+4: Dealer Folded on the FLOP
Seat+5: Small Blind Folded before the FLOP
Seat+6: Big Blind Folded before the FLOP
"""

SIDE_POTS = """Bovada Hand #3865893002  Zone Poker ID#1822 HOLDEMZonePoker No Limit - 2026-12-03 16:05:00
Seat 1: Dealer ($30 in chips)
Seat 2: Small Blind ($8 in chips)
Seat 3: Big Blind [ME] ($25 in chips)
Seat 4: UTG ($20 in chips)
Dealer : Set dealer [1] 
Small Blind : Small Blind $0.10 
Big Blind  [ME] : Big blind $0.25 
*** HOLE CARDS ***
Dealer : Card dealt to a spot [As Ac] 
Small Blind : Card dealt to a spot [Kh Kc] 
Big Blind  [ME] : Card dealt to a spot [Qd Qs] 
UTG : Card dealt to a spot [7s 6s] 
UTG : Leave(Auto)
UTG : Raises $0.75 to $0.75
Dealer : Raises $2.25 to $2.25
Small Blind : All-in $7.90 
Big Blind  [ME] : All-in(raise) $24.75 to $25
UTG : Folds
Dealer : Calls $22.75 
*** FLOP *** [2d 5h 9c]
*** TURN *** [2d 5h 9c] [Jh]
*** RIVER *** [2d 5h 9c Jh] [3s]
Small Blind : Showdown [Kh Kc Jh 9c 5h] (One pair)
Big Blind  [ME] : Showdown [Qd Qs Jh 9c 5h] (One pair)
Dealer : Showdown [As Ac Jh 9c 5h] (One pair)
Dealer : Hand result-Side pot $33
Dealer : Hand result $23.75
Dealer : Leave(Auto)
Enter(Auto)
*** SUMMARY ***
Total Pot($58.75)
Board [2d 5h 9c Jh 3s]
Seat+1: Dealer $56.75  with One pair [As Ac-As Ac Jh 9c 5h]
Seat+2: Small Blind lost with One pair [Kh Kc-Kh Kc Jh 9c 5h]
Seat+3: Big Blind lost with One pair [Qd Qs-Qd Qs Jh 9c 5h]
Seat+4: UTG Folded before the FLOP
"""

UNCALLED = """Bodog.eu Hand #2700440017 TBL#3300117 HOLDEM No Limit - 2026-12-03 16:10:00
Seat 1: UTG+1 ($12.60 in chips)
Seat 2: Dealer ($20 in chips)
Seat 3: Small Blind ($9.35 in chips)
Seat 4: Big Blind [ME] ($25 in chips)
Seat 5: UTG ($31.10 in chips)
Dealer : Set dealer/Bring in spot [2]
Small Blind : Ante/Small Blind $0.10
Big Blind [ME] : Big blind/Bring in $0.25
*** HOLE CARDS ***
UTG+1 : Card dealt to a spot [8s 8d]
Dealer : Card dealt to a spot [Kc Jd]
Small Blind : Card dealt to a spot [6c 2s]
Big Blind [ME] : Card dealt to a spot [Ad 9h]
UTG : Card dealt to a spot [Td 3c]
UTG : Folds
UTG+1 : Raises $0.60 to $0.60
Dealer : Calls $0.60
Small Blind : Folds
Big Blind [ME] : Calls $0.35
*** FLOP *** [Jh 8c 2d]
Big Blind [ME] : Checks
UTG+1 : Bets $1.20
Dealer : Raises $3 to $3
Big Blind [ME] : Folds
UTG+1 : Calls $1.80
*** TURN *** [Jh 8c 2d] [5s]
UTG+1 : Checks
Dealer : Bets $6.50
UTG+1 : Folds
Dealer : Return uncalled portion of bet $6.50
Dealer : Does not show [Kc Jd] (One pair)
Dealer : Hand result $7.58
*** SUMMARY ***
Total Pot($7.90) | Rake ($0.32)
Board [Jh 8c 2d 5s ]
Seat+1: UTG+1 Folded on the TURN
Seat+2: Dealer $7.58 [Does not show]
Seat+3: Small Blind Folded before the FLOP
Seat+4: Big Blind Folded on the FLOP
Seat+5: UTG Folded before the FLOP
"""

TOURNAMENT = """Bovada Hand #4561700123: HOLDEM Tournament #51170200 TBL#3, Turbo- Level 6 (100/200) - 2026-12-03 17:00:00
Seat 12: UTG (4,300 in chips)
Seat 45: UTG+1 (2,980 in chips)
Seat 7: Dealer [ME] (6,125 in chips)
Seat 33: Small Blind (3,510 in chips)
Seat 21: Big Blind (5,000 in chips)
Dealer [ME] : Set dealer [3]
UTG : Ante chip 25
UTG+1 : Ante chip 25
Dealer [ME] : Ante chip 25
Small Blind : Ante chip 25
Big Blind : Ante chip 25
Small Blind : Small blind 100
Big Blind : Big blind 200
*** HOLE CARDS ***
UTG : Card dealt to a spot [Ts 9s]
UTG+1 : Card dealt to a spot [4c 4d]
Dealer [ME] : Card dealt to a spot [Ac Qh]
Small Blind : Card dealt to a spot [7d 2c]
Big Blind : Card dealt to a spot [Kd Js]
UTG : Folds
UTG+1 : All-in(raise) 2,955 to 2,955
Dealer [ME] : Call 2,955
Small Blind : Fold(Blind Disconnected)
Big Blind : Folds(timeout)
*** FLOP *** [Qd 6h 3s]
*** TURN *** [Qd 6h 3s] [8c]
*** RIVER *** [Qd 6h 3s 8c] [Kh]
UTG+1 : Showdown [4c 4d Kh Qd 8c] (One pair)
Dealer [ME] : Showdown [Qh Qd Ac Kh 8c] (One pair)
Dealer [ME] : Hand Result 6,335
UTG+1 : Ranking 14
UTG+1 : Stand
*** SUMMARY ***
Total Pot(6,335)
Board [Qd 6h 3s 8c Kh]
Seat+12: UTG Folded on the FLOP
Seat+45: UTG+1 lose with One pair [4c 4d-4c 4d Kh Qd 8c]
Seat+7: Dealer 6,335  with One pair [Ac Qh-Qh Qd Ac Kh 8c]
Seat+33: Small Blind Folded on the FLOP
Seat+21: Big Blind Folded on the FLOP
"""

HEADS_UP_SHORT = """Bovada Hand #2701691999: HOLDEM Tournament #3094555 TBL#1, No Limit- Level 8 (200/400) - 2026-12-03 17:30:00
Seat 7: Big Blind (281 in chips)
Seat 8: Dealer [ME] (13,219 in chips)
Dealer [ME] : Set dealer/Bring in spot [8]
Big Blind : Ante chip 40
Dealer [ME] : Ante chip 40
Dealer [ME] : Ante/Small blind 200
Big Blind : All-in 241
*** HOLE CARDS ***
Big Blind : Card dealt to a spot [9d 8d]
Dealer [ME] : Card dealt to a spot [Kc 5s]
Dealer [ME] : Call 41
*** FLOP *** [2h 7c Ts]
*** TURN *** [2h 7c Ts] [Jd]
*** RIVER *** [2h 7c Ts Jd] [4s]
Big Blind : Showdown [Jd Ts 9d 8d 7c] (Straight)
Dealer [ME] : Showdown [Kc Jd Ts 7c 5s] (High Card)
Big Blind : Hand Result 562
*** SUMMARY ***
Total Pot(562)
Board [2h 7c Ts Jd 4s]
Seat+7: Big Blind 562  with Straight [9d 8d-Jd Ts 9d 8d 7c]
Seat+8: Dealer lose with High Card [Kc 5s-Kc Jd Ts 7c 5s]
"""

HI_LO = """Ignition Hand #4304700001 TBL#26953001 OMAHA HiLo Pot Limit - 2026-12-03 18:00:00
Seat 1: Big Blind ($40 in chips)
Seat 4: Dealer [ME] ($55.20 in chips)
Dealer  [ME] : Set dealer [4]
Dealer  [ME] : Small Blind $0.25
Big Blind : Big blind $0.50
*** HOLE CARDS ***
Big Blind : Card dealt to a spot [Kh Kc 9s 9d]
Dealer  [ME] : Card dealt to a spot [Ad 2c 5h Js]
Dealer  [ME] : Raises $1.25 to $1.50
Big Blind : Calls $1
*** FLOP *** [Kd 3s 7c]
Big Blind : Bets $3
Dealer  [ME] : Calls $3
*** TURN *** [Kd 3s 7c] [8h]
Big Blind : Checks
Dealer  [ME] : Checks
*** RIVER *** [Kd 3s 7c 8h] [Qc]
Big Blind : Bets $4
Dealer  [ME] : Calls $4
Big Blind : Showdown [Kh Kc Kd Qc 8h] (Three of a kind)
Dealer  [ME] : Showdown [Ad 2c 3s 7c 8h] (High Card)
Big Blind : Hand result $8.05
Dealer  [ME] : Hand result $8.05
*** SUMMARY ***
Total Pot($17)
Board [Kd 3s 7c 8h Qc]
Seat+1: Big Blind HI $8.05  with Three of a kind [Kh Kc 9s 9d-Kh Kc Kd Qc 8h]
Seat+4: Dealer LO $8.05 [Ad 2c 5h Js-Ad 2c 3s 7c 8h]
"""

WALK = """Bovada Hand #3865893007 TBL#28100001 HOLDEM No Limit - 2026-12-03 16:20:00
Seat 1: Small Blind ($25 in chips)
Seat 2: Big Blind ($19.10 in chips)
Seat 4: UTG [ME] ($30 in chips)
Seat 6: Dealer ($22 in chips)
Dealer : Set dealer [6] 
Small Blind : Small Blind $0.10 
Big Blind : Big blind $0.25 
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [8c 3d] 
Big Blind : Card dealt to a spot [Jh 5h] 
UTG  [ME] : Card dealt to a spot [9c 4s] 
Dealer : Card dealt to a spot [Td 2h] 
UTG  [ME] : Folds
Dealer : Folds
Small Blind : Folds
Big Blind : Does not show [Jh 5h] (High Card)
Big Blind : Hand result $0.35 
*** SUMMARY ***
Total Pot($0.35)
Seat+1: Small Blind Folded before the FLOP
Seat+2: Big Blind $0.35 [Does not show]  
Seat+4: UTG Folded before the FLOP
Seat+6: Dealer Folded before the FLOP
"""

FIXED = """Bovada Hand #3183500009 TBL#10253999 HOLDEM Fixed Limit - 2026-12-03 16:30:00
Seat 1: UTG [ME] ($300 in chips)
Seat 2: Dealer ($410 in chips)
Seat 3: Small Blind ($255.50 in chips)
Seat 4: Big Blind ($180 in chips)
Dealer : Set dealer [2]
Small Blind : Small Blind $2
Big Blind : Big blind $4
*** HOLE CARDS ***
UTG  [ME] : Card dealt to a spot [Ts Th]
Dealer : Card dealt to a spot [Ac 5c]
Small Blind : Card dealt to a spot [9h 8h]
Big Blind : Card dealt to a spot [Qd 6s]
UTG  [ME] : Raises $8 to $8
Dealer : Calls $8
Small Blind : Folds
Big Blind : Calls $4
*** FLOP *** [Tc 7d 2s]
Big Blind : Checks
UTG  [ME] : Bets $4
Dealer : Raises $8 to $8
Big Blind : Folds
UTG  [ME] : Raises $8 to $12
Dealer : Calls $4
*** TURN *** [Tc 7d 2s] [Kh]
UTG  [ME] : Bets $8
Dealer : Calls $8
*** RIVER *** [Tc 7d 2s Kh] [5d]
UTG  [ME] : Bets $8
Dealer : Calls $8
UTG  [ME] : Showdown [Ts Th Tc Kh 7d] (Three of a kind)
Dealer : Mucks [Ac 5c] (One pair)
UTG  [ME] : Hand result $80
*** SUMMARY ***
Total Pot($82)
Board [Tc 7d 2s Kh 5d]
Seat+1: UTG $80  with Three of a kind [Ts Th-Ts Th Tc Kh 7d]
Seat+2: Dealer [Mucked] [Ac 5c]
Seat+3: Small Blind Folded before the FLOP
Seat+4: Big Blind Folded on the FLOP
"""

OLD_FORMAT = """Bovada Hand #2596700001 TBL#951999 HOLDEM  Fixed Limit - 2026-12-03 16:45:00
Seat 1: Small Blind ($150 in chips)
Seat 2: Big Blind [ME] ($200 in chips)
Seat 4: Dealer ($180 in chips)
Dealer : Set dealer/Bring in spot [4]
Small Blind : Ante/Small Blind $4
Big Blind [ME] : Big blind/Bring in $8
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [Qc Jc]
Big Blind [ME] : Card dealt to a spot [7s 7d]
Dealer : Card dealt to a spot [Ah 3s]
Dealer : Raises $16
Small Blind : Calls $12
Big Blind [ME] : Raises $24
Dealer : Calls $8
Small Blind : Calls $8
Card dealt to table [Jd 7h 2c]
Small Blind : Bets $8
Big Blind [ME] : Raises $16
Dealer : Folds
Small Blind : Calls $8
Card dealt to table [9s]
Small Blind : Checks
Big Blind [ME] : Bets $16
Small Blind : Calls $16
Card dealt to table [Kd]
Small Blind : Checks
Big Blind [ME] : Bets $16
Small Blind : Folds
Big Blind [ME] : Return uncalled portion of bet $16
Big Blind [ME] : Does not show [7s 7d] (Three of a kind)
Big Blind [ME] : Hand result $133
*** SUMMARY ***
Total Pot($136) | Rake ($3)
Board [Jd 7h 2c 9s Kd]
Seat 1: Small Blind Folded on the RIVER
Seat 2: Big Blind $133 [Does not show]
Seat 4: Dealer Folded on the FLOP
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_a_showdown_a_muck_and_the_rake_derived_from_the_total_pot() -> None:
    history = _one(CASH)
    assert history["venue"] == "Bovada" and history["hand"] == "3865893001" and history["table"] == "28100001"
    # the positions as the room names them, in the order they play: the owner of the history marked [ME]
    assert history["players"] == ["Small Blind", "Big Blind", "UTG", "UTG+1", "UTG+2 [ME]", "Dealer"]
    assert history["seats"] == [5, 6, 1, 2, 3, 4] and history["currency"] == "USD"
    assert history["blinds_or_straddles"][:2] == [Decimal("0.10"), Decimal("0.25")] and history["min_bet"] == Decimal("0.25")
    assert history.actions[:6] == ("d dh p1 JcTc", "d dh p2 5h4h", "d dh p3 7c2d", "d dh p4 QhQd", "d dh p5 AhKd", "d dh p6 9s9h")
    assert history.actions[-2:] == ("p4 sm QhQd", "p5 sm")  # the showdown: UTG+1 shows, the owner mucks
    assert history["winnings"][3] == Decimal("21.23") and history["_rake"] == Decimal("1.12")  # 22.35 less 21.23
    assert history["finishing_stacks"] == [Decimal("39.90"), Decimal("24.75"), Decimal("25.00"), Decimal("29.63"), Decimal("20.00"), Decimal("20.75")]
    assert (history["year"], history["month"], history["day"]) == (2026, 12, 3)
    hand = phh.replay(history)  # the history written replays on its own, rake and all
    assert hand.money.amount(hand.rake) == Decimal("1.12")


def test_side_pots_and_all_ins_written_as_the_chips_they_add() -> None:
    history = _one(SIDE_POTS)
    assert history["table"] == "Zone Poker 1822" and history["players"] == ["Small Blind", "Big Blind [ME]", "UTG", "Dealer"]
    # "All-in $7.90" on the small blind's $0.10 raises to $8; "All-in(raise) $24.75 to $25" raises to $25
    assert "p1 cbr 8.00" in history.actions and "p2 cbr 25.00" in history.actions and "p4 cc" in history.actions
    assert history["winnings"] == [0, 0, 0, Decimal("56.75")] and history["_rake"] == Decimal("2.00")
    assert history["finishing_stacks"] == [0, 0, Decimal("19.25"), Decimal("61.75")]


def test_an_uncalled_bet_returned_and_the_rake_the_2012_format_writes() -> None:
    history = _one(UNCALLED)
    assert history["venue"] == "Bodog.eu" and history["players"][:2] == ["Small Blind", "Big Blind [ME]"]
    assert history.actions[-2:] == ("p5 cbr 6.50", "p4 f")  # the dealer's turn bet, uncalled
    assert history["winnings"][4] == Decimal("7.58") and history["_rake"] == Decimal("0.32")
    assert history["finishing_stacks"][4] == Decimal("23.98")  # 20 less 3.60 in, plus 7.58


def test_a_tournament_hand_whose_seats_are_numbered_out_of_table_order() -> None:
    history = _one(TOURNAMENT)
    assert history["event"] == "51170200" and history["level"] == 6 and history["table"] == "3" and "currency" not in history.fields
    assert history["players"] == ["Small Blind", "Big Blind", "UTG", "UTG+1", "Dealer [ME]"]
    assert history["seats"] == [33, 21, 12, 45, 7]
    assert history["antes"] == [25] * 5 and history["blinds_or_straddles"] == [100, 200, 0, 0, 0] and history["min_bet"] == 200
    assert history["winnings"] == [0, 0, 0, 0, 6335] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [3385, 4775, 4275, 0, 9480]


def test_heads_up_the_dealer_posts_the_small_blind_and_a_short_big_blind_goes_all_in() -> None:
    history = _one(HEADS_UP_SHORT)
    assert history["players"] == ["Big Blind", "Dealer [ME]"]
    assert history["blinds_or_straddles"] == [200, 241]  # PHH's heads-up list: the dealer (p2) posts the small blind
    assert history["antes"] == [40, 40] and history.actions[2:] == ("p2 cc", "d db 2h7cTs", "d db Jd", "d db 4s", "p1 sm 9d8d", "p2 sm Kc5s")
    assert history["winnings"] == [562, 0] and history["finishing_stacks"] == [562, 12938]


def test_omaha_hi_lo_heads_up_the_halves_won_by_two_players() -> None:
    history = _one(HI_LO)
    assert history["variant"] == "PV-PO/8" and history["venue"] == "Ignition"
    assert history["players"] == ["Big Blind", "Dealer [ME]"] and history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50")]
    assert history["winnings"] == [Decimal("8.05"), Decimal("8.05")] and history["_rake"] == Decimal("0.90")


def test_a_walk_the_big_blinds_unmatched_part_is_returned_not_won() -> None:
    # Bovada writes the whole $0.35 as won; the replay returns the big blind's unmatched $0.15
    history = _one(WALK)
    assert history["winnings"] == [0, Decimal("0.20"), 0, 0] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [Decimal("24.90"), Decimal("19.20"), Decimal("30.00"), Decimal("22.00")]


def test_fixed_limit_its_bets_from_the_big_blind_posted() -> None:
    history = _one(FIXED)
    assert history["variant"] == "FT" and history["small_bet"] == 4 and history["big_bet"] == 8
    assert history["winnings"] == [0, 0, 80, 0] and history["_rake"] == 2


def test_the_2012_format_boards_without_street_markers_and_raises_written_as_totals() -> None:
    history = _one(OLD_FORMAT)  # "Raises $24" on a big blind of $8 raises to $24: the 2012 format writes the total
    assert history["variant"] == "FT" and history["players"] == ["Small Blind", "Big Blind [ME]", "Dealer"]
    assert history.actions[3:8] == ("p3 cbr 16", "p1 cc", "p2 cbr 24", "p3 cc", "p1 cc")
    assert [a for a in history.actions if a.startswith("d db")] == ["d db Jd7h2c", "d db 9s", "d db Kd"]
    assert history["winnings"] == [0, 133, 0] and history["_rake"] == 3 and history["finishing_stacks"] == [94, 277, 156]


def test_a_run_out_the_summary_alone_gives_and_cards_the_play_does_not_show() -> None:
    bare = "".join(line for line in HEADS_UP_SHORT.splitlines(keepends=True) if not line.startswith(("*** FLOP", "*** TURN", "*** RIVER")))
    assert _one(bare).actions == _one(HEADS_UP_SHORT).actions  # the board from the summary, after the last bet
    unseen = "".join(line for line in CASH.splitlines(keepends=True) if "Card dealt" not in line or "[ME]" in line)
    history = _one(unseen)  # the play shows the owner's cards only: the showdown's come from the summary
    assert history.actions[:6] == ("d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "d dh p5 AhKd", "d dh p6 ????")
    assert history.actions[-2:] == ("p4 sm QhQd", "p5 sm") and history["winnings"][3] == Decimal("21.23")


def test_a_file_of_many_hands_with_their_lines() -> None:
    text = "\n\n".join((CASH, TOURNAMENT, WALK, UNCALLED))  # each hand's text ends with a newline: two blank lines between
    cash, tournament, walk = CASH.count("\n"), TOURNAMENT.count("\n"), WALK.count("\n")
    assert [line for line, _ in _bovada.hands(text)] == [1, cash + 3, cash + tournament + 5, cash + tournament + walk + 7]
    histories = list(sites.read(text.encode("utf-8-sig")))
    assert [h["hand"] for h in histories] == ["3865893001", "4561700123", "3865893007", "2700440017"]
    assert [h["venue"] for h in histories] == ["Bovada", "Bovada", "Bovada", "Bodog.eu"]
    wrong = text.replace("Hand result $0.35", "Hand result $0.45")  # more than the walk's pot: refused at its Total Pot line
    skipped: list[SiteFormatError] = []
    assert len(list(sites.read(wrong, errors="skip", on_skip=skipped.append))) == 3
    (error,) = skipped
    line = cash + tournament + 5 + WALK.splitlines().index("Total Pot($0.35)")
    assert error.hand == "3865893007" and error.line == line
    assert str(error) == f"Bovada hand 3865893007, line {line}: the players win 0.45, more than the total pot of 0.35"
    wrong = text.replace("Ante chip 25\nUTG+1", "Ante chip 20\nUTG+1")  # one ante short: the pots no longer give what the room says
    with pytest.raises(SiteFormatError, match=rf"Bovada hand 4561700123, line {cash + 3}: .* collected .*, but the replay.s pots give"):
        list(sites.read(wrong))


def test_a_hand_that_does_not_add_up_is_refused() -> None:
    with pytest.raises(SiteFormatError, match=r"Bovada hand 3865893001, line 1: UTG\+1 collected 23.00, but the replay's pots give 22.35"):
        list(sites.read(CASH.replace("Hand result $21.23", "Hand result $23").replace("Total Pot($22.35)", "Total Pot($23.50)")))
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 1.32, but"):
        list(sites.read(CASH.replace("Total Pot($22.35)", "Total Pot($22.55)")))
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 0.42, but"):  # the 2012 format's written rake
        list(sites.read(UNCALLED.replace("Rake ($0.32)", "Rake ($0.42)")))
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 10, but the replay's pots less what the players collected leave 0"):
        list(sites.read(TOURNAMENT.replace("Total Pot(6,335)", "Total Pot(6,345)")))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("HOLDEM No Limit", "7CARD Fixed Limit", r"line 1: Bovada's seven-card stud \(7CARD Fixed Limit\) is not read"),
        ("HOLDEM No Limit", "BADUGI No Limit", r"line 1: Bovada's 'BADUGI No Limit' is not a game"),
        ("Small Blind : Small Blind $0.10 \n", "Small Blind : Small Blind $0.10 \nUTG : Posts dead chip $0.35\n", r"line 10: a dead post \(0.35\) before the big blind is posted"),
        ("Small Blind : Small Blind $0.10 \n", "", r"line 9: no small blind is posted"),
        ("Total Pot($22.35)\n", "", r"the summary gives no total pot"),
        ("Seat 1: UTG ($25", "Seat 1: Hijack ($25", r"line 2: a seat named 'Hijack', not a position"),
        ("[Qh Qd] \nUTG+2", "[Qh Qx] \nUTG+2", r"line 13: bad cards \[Qh Qx\]"),
        ("[Qh Qd] \nUTG+2", "[Qh Qd Qc] \nUTG+2", r"line 18: UTG\+1 is dealt 3 cards, where the game deals 2"),
        ("Calls $1.25", "Calls $1.2.5", r"line 25: '\$1.2.5' is not an amount"),
        ("*** FLOP *** [Kc 8d 3s]", "*** FLOP ***", r"line 26: the flop without its cards"),
        ("TBL#28100001 HOLDEM", "HOLDEM", r"line 1: an unreadable header"),
        ("2026-12-03 16:00:00", "2026-13-03 16:00:00", r"line 1: the time '2026-13-03 16:00:00' is not a date and time"),
    ],
)
def test_what_cannot_be_read_is_refused_with_the_line(old: str, new: str, message: str) -> None:
    assert old in CASH
    with pytest.raises(SiteFormatError, match=message):
        list(sites.read(CASH.replace(old, new, 1)))


def test_no_seats_and_no_header() -> None:
    with pytest.raises(SiteFormatError, match=r"line 2: no seats"):
        list(sites.read("Bovada Hand #1 TBL#2 HOLDEM No Limit - 2026-12-03 16:00:00\nSmall Blind : Small Blind $0.10\n"))
    with pytest.raises(SiteFormatError, match=r"line 4: 1 player dealt in \(no cards, posts or actions\)"):
        list(sites.read("Bovada Hand #1 TBL#2 HOLDEM No Limit - 2026-12-03 16:00:00\nSeat 1: Dealer ($5 in chips)\nSeat 2: Big Blind ($5 in chips)\nBig Blind : Big blind $0.25\n"))
    with pytest.raises(SiteFormatError, match=r"line 1: not a Bovada hand header"):
        _bovada.parse("Bovada Hand #1 whenever\n")
    assert sites.detect(CASH) is _bovada and sites.detect("Ignition Hand #9 TBL#1 HOLDEM No Limit - x") is _bovada


TIE = """Bovada Hand #4561700124: HOLDEM Tournament #51170200 TBL#3, Turbo- Level 6 (100/200) - 2026-12-03 17:05:00
Seat 12: Small Blind (4,300 in chips)
Seat 45: Big Blind (2,980 in chips)
Seat 7: Dealer [ME] (6,125 in chips)
Dealer [ME] : Set dealer [7]
Small Blind : Ante chip 25
Big Blind : Ante chip 25
Dealer [ME] : Ante chip 25
Small Blind : Small blind 100
Big Blind : Big blind 200
*** HOLE CARDS ***
Small Blind : Card dealt to a spot [7d 2c]
Big Blind : Card dealt to a spot [Ad Qd]
Dealer [ME] : Card dealt to a spot [Ah Qc]
Dealer [ME] : Raises 400 to 400
Small Blind : Folds
Big Blind : Call 200
*** FLOP *** [Ts Jd Kc]
Big Blind : Checks
Dealer [ME] : Checks
*** TURN *** [Ts Jd Kc] [2h]
Big Blind : Checks
Dealer [ME] : Checks
*** RIVER *** [Ts Jd Kc 2h] [7s]
Big Blind : Checks
Dealer [ME] : Checks
Big Blind : Showdown [Ad Kc Qd Jd Ts] (Straight)
Dealer [ME] : Showdown [Ah Kc Qc Jd Ts] (Straight)
Big Blind : Hand Result 488
Dealer [ME] : Hand Result 487
*** SUMMARY ***
Total Pot(975)
Board [Ts Jd Kc 2h 7s]
Seat+12: Small Blind Folded before the FLOP
Seat+45: Big Blind 488  with Straight [Ad Qd-Ad Kc Qd Jd Ts]
Seat+7: Dealer 487  with Straight [Ah Qc-Ah Kc Qc Jd Ts]
"""


def test_a_split_pot_with_an_odd_chip_goes_first_to_the_winner_after_the_button() -> None:
    history = _one(TIE)  # two straights share 975: the big blind, first after the button, has the odd chip
    assert history["players"] == ["Small Blind", "Big Blind", "Dealer [ME]"] and history["winnings"] == [0, 488, 487]
    assert history["finishing_stacks"] == [4175, 3043, 6187] and "_rake" not in history.fields
    swapped = TIE.replace("Hand Result 488", "Hand Result 48x").replace("Hand Result 487", "Hand Result 488").replace("Hand Result 48x", "Hand Result 487")
    with pytest.raises(SiteFormatError, match=r"Bovada hand 4561700124, line 1: Dealer \[ME\] collected 488, but the replay's pots give 487"):
        list(sites.read(swapped))


def test_a_dead_post_the_big_blind_live_and_the_small_blind_dead() -> None:
    # UTG comes back: $0.35 is the small and big blinds; the big blind is live, so UTG checks on it, then folds to the raise
    dead = CASH.replace("Big Blind : Big blind $0.25 \n", "Big Blind : Big blind $0.25 \nUTG : Posts dead chip $0.35\n")
    dead = dead.replace("UTG : Folds\n", "UTG : Checks\n").replace("Big Blind : Seat sit out\n", "Big Blind : Seat sit out\nUTG : Folds\n")
    dead = dead.replace("$21.23", "$21.56").replace("Total Pot($22.35)", "Total Pot($22.70)")
    for text in (dead, dead.replace("Posts dead chip $0.35", "Posts chip $0.35")):  # a post of more than the big blind: the same
        history = _one(text)
        assert history["antes"] == [0, 0, Decimal("0.10"), 0, 0, 0]
        assert history["blinds_or_straddles"] == [Decimal("0.10"), Decimal("0.25"), Decimal("-0.25"), 0, 0, 0]
        assert history.actions[6:8] == ("p3 cc", "p4 cbr 0.75") and history["winnings"][3] == Decimal("21.56")
        assert history["_rake"] == Decimal("1.14") and history["finishing_stacks"][2] == Decimal("24.65")
    # a dead post no more than the big blind (the small blind missed alone) is all dead
    small = CASH.replace("Big Blind : Big blind $0.25 \n", "Big Blind : Big blind $0.25 \nUTG : Posts dead chip $0.10\n")
    history = _one(small.replace("$21.23", "$21.33").replace("Total Pot($22.35)", "Total Pot($22.45)"))
    assert history["antes"] == [0, 0, Decimal("0.10"), 0, 0, 0] and history["blinds_or_straddles"][2] == 0
    assert history["finishing_stacks"][2] == Decimal("24.90")


def test_sitting_out_waiting_for_the_big_blind_and_a_disconnected_check() -> None:
    waiting = WALK.replace("Seat 6: Dealer ($22 in chips)\n", "Seat 6: Dealer ($22 in chips)\nSeat 5: UTG+1 ($40 in chips)\n")
    waiting = waiting.replace("*** HOLE CARDS ***\n", "UTG+1 : Sitout (wait for bb)\n*** HOLE CARDS ***\n")
    history = _one(waiting)
    assert history["players"] == ["Small Blind", "Big Blind", "UTG [ME]", "Dealer"] and history["winnings"] == _one(WALK)["winnings"]
    checked = CASH.replace("*** TURN *** [Kc 8d 3s] [2h]\nUTG+1 : Checks", "*** TURN *** [Kc 8d 3s] [2h]\nUTG+1 : Checks (disconnect)")
    assert _one(checked).actions == _one(CASH).actions


def test_a_table_deposit_plays_in_the_next_hand_and_play_money_has_no_currency() -> None:
    # the small blind tops up $5 during hand 3865893001: its $39.90 plays out, and the next hand it has $44.90
    after = WALK.replace("Seat 1: Small Blind ($25 in chips)", "Seat 1: Small Blind ($44.90 in chips)")
    first, second = sites.read(CASH + "\n" + after)
    assert "Table deposit $5" in CASH and first["finishing_stacks"][0] == Decimal("39.90")
    assert second["starting_stacks"][0] == Decimal("44.90") and second["finishing_stacks"][0] == Decimal("44.80")
    play = _one(CASH.replace("$", ""))
    assert "currency" not in play.fields and play["winnings"][3] == Decimal("21.23") and play["_rake"] == Decimal("1.12")
