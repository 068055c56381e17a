"""Full Tilt Poker's hand histories read, replayed and proven. Every hand here is composed in the
test in the format Full Tilt wrote (a ``Full Tilt Poker Game #N:`` header with the table, stakes,
game and time, the seats, the posts, ``The button is in seat #N``, ``*** STREET ***`` lines,
``NAME verb amount`` actions, ``NAME wins the pot ($X)`` and the summary's pot and rake), across
the years' header forms."""

from __future__ import annotations

import datetime
from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError, _fulltilt

CASH = """Full Tilt Poker Game #26001: Table Gusto (6 max) - $0.50/$1 - No Limit Hold'em - 22:14:36 ET - 2010/12/17
Seat 1: Ann ($100)
Seat 2: Bea ($25)
Seat 3: Cy ($150)
Seat 4: Dee ($60), is sitting out
Seat 5: Eli ($80)
Seat 6: Fay ($1,200)
Ann posts the small blind of $0.50
Bea posts the big blind of $1
The button is in seat #6
*** HOLE CARDS ***
Dealt to Eli [Qs Qd]
Fay: gl all
Cy raises to $3
Eli raises to $9
Fay folds
Ann folds
Ann has been disconnected
Bea raises to $25, and is all in
Cy calls $22
Eli calls $16
*** FLOP *** [7h 8s 2c] (Total Pot: $75.50, 3 Players, 1 All-In)
Cy checks
Eli bets $20
Cy has 15 seconds left to act
Cy calls $20
*** TURN *** [7h 8s 2c] [Kd] (Total Pot: $115.50, 3 Players, 1 All-In)
Cy checks
Eli bets $35, and is all in
Cy folds
Uncalled bet of $35 returned to Eli
*** RIVER *** [7h 8s 2c Kd] [3s] (Total Pot: $115.50, 2 Players, 1 All-In)
*** SHOW DOWN ***
Bea shows [Kh Kc] three of a kind, Kings
Eli mucks
Eli wins the side pot ($39)
Bea wins the main pot ($73.50) with three of a kind, Kings
*** SUMMARY ***
Total pot $115.50 Main pot $75.50. Side pot $40. | Rake $3
Board: [7h 8s 2c Kd 3s]
Seat 1: Ann (small blind) folded before the Flop
Seat 2: Bea (big blind) showed [Kh Kc] and won ($73.50) with three of a kind, Kings
Seat 3: Cy folded on the Turn
Seat 4: Dee is sitting out
Seat 5: Eli mucked [Qs Qd] - a pair of Queens
Seat 6: Fay (button) didn't bet (folded)
"""

TOURNAMENT = """Full Tilt Poker Game #33286946295: $1,000 Guarantee (3x Chance) (252554958), Table 8 - NL Hold'em - 50/100 Ante 10 - 19:26:50 CET - 2013/09/22 [13:26:50 ET - 2013/09/22]
Seat 1: Kim (2,500)
Seat 2: Lou (1,840)
Seat 3: Max (3,075), is sitting out
Seat 5: Ned (1,200)
Kim antes 10
Lou antes 10
Max antes 10
Ned antes 10
Kim posts the small blind of 50
Lou posts the big blind of 100
The button is in seat #5
*** HOLE CARDS ***
Dealt to Ned [Ah Qh]
Max has 15 seconds left to act
Max has timed out
Max folds
Max is sitting out
Ned raises to 300
Kim folds
Lou raises to 1,830, and is all in
Ned calls 890, and is all in
Lou shows [Jc Jd]
Ned shows [Ah Qh]
Uncalled bet of 640 returned to Lou
*** FLOP *** [2c 7d Qs] (Total Pot: 2,470, 2 Players, 2 All-In)
*** TURN *** [2c 7d Qs] [3h] (Total Pot: 2,470, 2 Players, 2 All-In)
*** RIVER *** [2c 7d Qs 3h] [As] (Total Pot: 2,470, 2 Players, 2 All-In)
Lou shows a pair of Jacks
Ned shows two pair, Aces and Queens
Ned wins the pot (2,470) with two pair, Aces and Queens
*** SUMMARY ***
Total pot 2,470 | Rake 0
Board: [2c 7d Qs 3h As]
Seat 1: Kim (small blind) folded before the Flop
Seat 2: Lou (big blind) showed [Jc Jd] and lost with a pair of Jacks
Seat 3: Max didn't bet (folded)
Seat 5: Ned (button) showed [Ah Qh] and won (2,470) with two pair, Aces and Queens
"""

HEADS_UP = """Full Tilt Poker Game #8889440965: Table Lint (heads up) - €0.25/€0.50 - Pot Limit Omaha Hi - 15:58:25 ET - 2008/11/02
Seat 1: Ann (€50)
Seat 2: Bea (€50)
Ann posts the small blind of €0.25
Bea posts the big blind of €0.50
The button is in seat #1
*** HOLE CARDS ***
Dealt to Ann [Ah Kh Qd Js]
Ann raises to €1.50
Bea calls €1
*** FLOP *** [Th 2h 3c]
Bea checks
Ann bets €3
Bea calls €3
*** TURN *** [Th 2h 3c] [9d]
Bea checks
Ann checks
*** RIVER *** [Th 2h 3c 9d] [4s]
Bea bets €4.50
Ann calls €4.50
*** SHOW DOWN ***
Bea shows [5c 6d 7s 8c] a straight, Six high
Ann mucks
Bea wins the pot (€17.10) with a straight, Six high
*** SUMMARY ***
Total pot €18 | Rake €0.90
Board: [Th 2h 3c 9d 4s]
Seat 1: Ann (small blind) mucked [Ah Kh Qd Js]
Seat 2: Bea (big blind) showed [5c 6d 7s 8c] and won (€17.10) with a straight, Six high
"""

RUN_TWICE = """Full Tilt Poker Game #8889441001: Table Lint (heads up) - €0.25/€0.50 - No Limit Hold'em - 16:05:00 ET - 2008/11/02
Seat 1: Ann (€50)
Seat 2: Bea (€50)
Ann posts the small blind of €0.25
Bea posts the big blind of €0.50
The button is in seat #1
*** HOLE CARDS ***
Dealt to Ann [Ah Kh]
Ann raises to €1.50
Bea calls €1
*** FLOP *** [Th 2h 3c] (Total Pot: €3, 2 Players)
Bea checks
Ann bets €3
Bea raises to €48.50, and is all in
Ann calls €45.50, and is all in
Players agree to Run It Twice
Bea shows [5c 6d]
Ann shows [Ah Kh]
*** TURN 1 *** [Th 2h 3c] [9d] (Total Pot: €100, 2 Players, 2 All-In)
*** RIVER 1 *** [Th 2h 3c 9d] [4s] (Total Pot: €100, 2 Players, 2 All-In)
*** TURN 2 *** [Th 2h 3c] [7h] (Total Pot: €100, 2 Players, 2 All-In)
*** RIVER 2 *** [Th 2h 3c 7h] [6h] (Total Pot: €100, 2 Players, 2 All-In)
*** SHOW DOWN 1 ***
Bea shows a straight, Six high
Ann shows Ace King high
Bea wins the pot (€48.50) with a straight, Six high
*** SHOW DOWN 2 ***
Ann shows a flush, Ace high
Bea shows a pair of Sixes
Ann wins the pot (€48.50) with a flush, Ace high
*** SUMMARY ***
Total pot €100 | Rake €3
Seat 1: Ann (small blind) showed [Ah Kh] and won (€48.50) with a flush, Ace high
Seat 2: Bea (big blind) showed [5c 6d] and won (€48.50) with a straight, Six high
"""

STUD_HI_LO = """Full Tilt Poker Game #29408130001: Table Hagan - $2/$4 Ante $0.40 - Limit Stud H/L - 01:12:00 ET - 2011/03/28
Seat 1: Ann ($40)
Seat 3: Bea ($60)
Seat 5: Cy ($35)
Seat 6: Dan ($43.60), is sitting out
Ann antes $0.40
Bea antes $0.40
Cy antes $0.40
*** 3RD STREET ***
Dealt to Ann [Kd]
Dealt to Bea [5d 8h] [3c]
Dealt to Cy [7s]
Bea is low with [3c]
Bea brings in for $0.50
Cy completes it to $2
Ann calls $2
Bea calls $1.50
*** 4TH STREET *** (Total Pot: $7.20, 3 Players)
Dealt to Ann [Kd] [Qs]
Dealt to Bea [5d 8h 3c] [4h]
Dealt to Cy [7s] [8c]
Ann bets $2
Bea calls $2
Cy calls $2
*** 5TH STREET *** (Total Pot: $13.20, 3 Players)
Dealt to Ann [Kd Qs] [Kc]
Dealt to Bea [5d 8h 3c 4h] [2s]
Dealt to Cy [7s 8c] [6d]
Ann bets $4
Bea raises to $8
Cy folds
Ann calls $4
*** 6TH STREET *** (Total Pot: $29.20, 2 Players)
Dealt to Ann [Kd Qs Kc] [9h]
Dealt to Bea [5d 8h 3c 4h 2s] [Jd]
Ann checks
Bea bets $4
Ann calls $4
*** 7TH STREET *** (Total Pot: $37.20, 2 Players)
Dealt to Bea [5d 8h 3c 4h 2s Jd] [7c]
Ann checks
Bea bets $4
Ann calls $4
*** SHOW DOWN ***
Bea shows [5d 8h 3c 4h 2s Jd 7c] Jack high, for high and 7,5,4,3,2, for low
Ann shows [Th 2d Kd Qs Kc 9h Ks] three of a kind, Kings, for high
Ann wins the high pot ($22) with three of a kind, Kings
Bea wins the low pot ($22) with 7,5,4,3,2
*** SUMMARY ***
Total pot $45.20 | Rake $1.20
Seat 1: Ann showed [Th 2d Kd Qs Kc 9h Ks] and won ($22) with HI: three of a kind, Kings
Seat 3: Bea showed [5d 8h 3c 4h 2s Jd 7c] and won ($22) with LO: 7,5,4,3,2
Seat 5: Cy folded on 5th St.
Seat 6: Dan is sitting out
"""

RAZZ = """Full Tilt Poker Game #25001002003: Table Zest (6 max) - $1/$2 Ante $0.10 - Limit Razz - 18:00:00 ET - 2010/12/20
Seat 2: Gus ($30)
Seat 4: Hal ($25)
Seat 7: Ida ($40)
Seat 8: Joe ($12.50)
Gus antes $0.10
Hal antes $0.10
Ida antes $0.10
Joe antes $0.10
Ante of $0.10 returned to Joe
Joe is sitting out
*** 3RD STREET ***
Dealt to Gus [Kc]
Dealt to Hal [2d 4s] [3h]
Dealt to Ida [6c]
Gus is high with [Kc]
Gus brings in for $0.25
Hal completes it to $1
Ida calls $1
Gus folds
*** 4TH STREET ***
Dealt to Hal [2d 4s 3h] [5c]
Dealt to Ida [6c] [Td]
Hal bets $1
Ida folds
Uncalled bet of $1 returned to Hal
Hal mucks
Hal wins the pot ($2.45)
*** SUMMARY ***
Total pot $2.55 | Rake $0.10
Seat 2: Gus folded on 3rd St.
Seat 4: Hal collected ($2.45), mucked
Seat 7: Ida folded on 4th St.
Seat 8: Joe is sitting out
"""

TRIPLE_DRAW = """Full Tilt Poker Game #31497971186: Table Tam (6 max) - $0.25/$0.50 - Limit 2-7 Triple Draw - 15:37:47 ET - 2012/11/23
Seat 1: Ann ($20)
Seat 2: Bea ($20)
Seat 3: Cy ($20)
Bea posts the small blind of $0.10
Cy posts the big blind of $0.25
The button is in seat #1
*** HOLE CARDS ***
Dealt to Ann [7s 5d 3c Kh 2h]
Ann raises to $0.50
Bea folds
Cy calls $0.25
*** FIRST DRAW *** (Total Pot: $1.10, 2 Players)
Cy discards 2 cards
Ann discards 1 card [Kh]
Cy is dealt 2 cards
Dealt to Ann [7s 5d 3c 2h] [8d]
Cy checks
Ann bets $0.25
Cy calls $0.25
*** SECOND DRAW *** (Total Pot: $1.60, 2 Players)
Cy discards 1 card
Ann stands pat on [7s 5d 3c 2h 8d]
Cy is dealt 1 card
Cy checks
Ann bets $0.50
Cy calls $0.50
*** THIRD DRAW *** (Total Pot: $2.60, 2 Players)
Cy stands pat
Ann stands pat on [7s 5d 3c 2h 8d]
Cy bets $0.50
Ann raises to $1
Cy calls $0.50
*** SHOW DOWN ***
Ann shows [8d 7s 5d 3c 2h] 8,7,5,3,2
Cy shows [9c 7h 6d 4s 3d] 9,7,6,4,3
Ann wins the pot ($4.40) with 8,7,5,3,2
*** SUMMARY ***
Total pot $4.60 | Rake $0.20
Seat 1: Ann (button) showed [8d 7s 5d 3c 2h] and won ($4.40) with 8,7,5,3,2
Seat 2: Bea (small blind) folded before the Draw
Seat 3: Cy (big blind) showed [9c 7h 6d 4s 3d] and lost with 9,7,6,4,3
"""

OLD = """FullTiltPoker Game #656000081: Table Keifer (6 max) - $0.50/$1 - No Limit Hold'em - 16:13:10 ET - 2006/05/22

Seat 1: Ann ($78.75)
Seat 2: Bea ($112.30), is sitting out
Seat 4: Cy ($100)
Seat 5: Dee ($47.50)
Seat 6: Eli ($134.25)
Ann posts the small blind of $0.50
Cy posts the big blind of $1

The button is in seat #6
*** HOLE CARDS ***
Dealt to Cy [Jc Qd]
Dee raises to $2
Eli calls $2
Ann raises to $5
Cy folds
Dee calls $3
Eli calls $3
*** FLOP *** [Ah Js 9s]
Ann bets $16
Dee folds
Eli folds
Uncalled bet of $16 returned to Ann
Ann mucks
Ann wins the pot ($15.20)
*** SUMMARY ***
Duration 41s
Total pot $16 | Rake $0.80
Board: [Ah Js 9s]
Seat 1: Ann (small blind) collected ($15.20)
Seat 2: Bea is sitting out
Seat 4: Cy (big blind) folded before the Flop
Seat 5: Dee folded on the Flop
Seat 6: Eli (button) folded on the Flop
"""

SHORT_LIVED_DATE = """Full Tilt Poker Game #22488827305: Table Flash - $0.02/$0.05 - No Limit Hold'em - 15:13 ET - Wed, July 21, 2010
Seat 1: Ann ($2.70)
Seat 2: Bea ($4.41)
Seat 3: Cy ($2)
Ann posts the small blind of $0.02
Bea posts the big blind of $0.05
The button is in seat #3
*** HOLE CARDS ***
Dealt to Cy [Qs 4d]
Cy folds
Ann folds
Uncalled bet of $0.03 returned to Bea
Bea mucks
Bea wins the pot ($0.04)
*** SUMMARY ***
Total pot $0.04 | Rake $0
Seat 1: Ann (small blind) folded before the Flop
Seat 2: Bea (big blind) collected ($0.04), mucked
Seat 3: Cy (button) didn't bet (folded)
"""

BADUGI = """Full Tilt Poker Game #32617272179: Table Clackers (New to the Game) - FL Badugi - $0.10/$0.20 - 10:18:16 ET - 2013/05/08
Seat 1: Kim ($0.92)
Seat 3: Lou ($5.80)
Seat 7: Ned ($5)
Kim posts the small blind of $0.05
Lou posts the big blind of $0.10
The button is in seat #7
*** HOLE CARDS ***
Dealt to Ned [7s 4s 7h 5c]
Ned raises to $0.20
Kim folds
Lou calls $0.10
*** FIRST DRAW *** (Total Pot: $0.45, 2 Players)
Lou discards 2 cards
Ned discards 1 card [7s]
Lou is dealt 2 cards
Dealt to Ned [4s 7h 5c] [2d]
Lou checks
Ned bets $0.10
Lou folds
Uncalled bet of $0.10 returned to Ned
Ned mucks
Ned wins the pot ($0.43)
*** SUMMARY ***
Total pot $0.45 | Rake $0.02
Seat 1: Kim (small blind) folded before the Draw
Seat 3: Lou (big blind) folded after the 1st Draw
Seat 7: Ned (button) collected ($0.43), mucked
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_side_pots_a_muck_and_the_rake_is_proven() -> None:
    history = _one(CASH)
    assert history["hand"] == "26001" and history["venue"] == "Full Tilt Poker" and history["table"] == "Gusto"
    assert history["players"] == ["Ann", "Bea", "Cy", "Eli", "Fay"]  # Dee sits out; the seat after the button first
    assert history["seats"] == [1, 2, 3, 5, 6] and history["seat_count"] == 6 and history["currency"] == "USD"
    assert (history["year"], history["month"], history["day"], history["time"]) == (2010, 12, 17, datetime.time(22, 14, 36))
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), 0, 0, 0]
    assert "d dh p4 QsQd" in history.actions and "p2 sm KhKc" in history.actions and "p4 sm" in history.actions
    assert "p2 cbr 25.00" in history.actions and "p4 cbr 35.00" in history.actions  # raises to; the uncalled 35 comes back in the replay
    assert history["winnings"] == [0, Decimal("73.50"), 0, Decimal("39.00"), 0] and history["_rake"] == Decimal("3.00")
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("73.50"), Decimal("105.00"), Decimal("74.00"), Decimal("1200.00")]
    hand = phh.replay(history)  # the history written replays on its own, rake and all
    assert hand.money.amount(hand.rake) == Decimal("3.00")


def test_a_tournament_hand_with_antes_in_chips_and_a_player_marked_sitting_out_who_is_dealt_in() -> None:
    history = _one(TOURNAMENT)
    assert history["event"] == "252554958" and history["table"] == "8" and "currency" not in history.fields
    assert history["players"] == ["Kim", "Lou", "Max", "Ned"]  # Max is marked sitting out, but antes and folds
    assert history["antes"] == [10, 10, 10, 10] and history["blinds_or_straddles"] == [50, 100, 0, 0]
    assert history["time_zone_abbreviation"] == "CET" and history["time"] == datetime.time(19, 26, 50)
    assert "p3 f" in history.actions and "p2 sm JcJd" in history.actions and "p4 sm AhQh" in history.actions
    assert history["finishing_stacks"] == [2440, 640, 3065, 2470] and "_rake" not in history.fields


def test_heads_up_the_button_posts_the_small_blind_in_euros() -> None:
    history = _one(HEADS_UP)
    assert history["variant"] == "PO" and history["players"] == ["Bea", "Ann"] and history["currency"] == "EUR"
    assert history["seat_count"] == 2 and history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50")]
    assert history["winnings"] == [Decimal("17.10"), 0] and history["_rake"] == Decimal("0.90")


def test_stud_hi_lo_deals_each_street_and_splits_the_pot() -> None:
    history = _one(STUD_HI_LO)
    assert history["variant"] == "F7S/8" and history["players"] == ["Ann", "Bea", "Cy"]  # by seat; Dan sits out
    assert history.actions[:3] == ("d dh p1 ????Kd", "d dh p2 5d8h3c", "d dh p3 ????7s")
    assert "d dh p1 ??" in history.actions and "p2 pb" in history.actions and "p3 cbr 2.00" in history.actions
    assert history["bring_in"] == Decimal("0.50") and history["antes"] == [Decimal("0.40")] * 3
    assert (history["small_bet"], history["big_bet"]) == (Decimal("2.00"), Decimal("4.00"))
    assert history["winnings"] == [Decimal("22.00"), Decimal("22.00"), 0] and history["_rake"] == Decimal("1.20")


def test_razz_a_returned_ante_leaves_the_player_out_and_the_winner_s_muck_is_no_showdown() -> None:
    history = _one(RAZZ)
    assert history["variant"] == "FR" and history["players"] == ["Gus", "Hal", "Ida"]  # Joe's ante came back
    assert history["antes"] == [Decimal("0.10")] * 3 and history["bring_in"] == Decimal("0.25")
    assert history.actions[-1] == "p3 f"  # Hal's muck after everyone folded is not a showdown
    assert history["winnings"] == [0, Decimal("2.45"), 0] and history["_rake"] == Decimal("0.10")


def test_triple_draw_with_hidden_and_seen_draws() -> None:
    history = _one(TRIPLE_DRAW)
    assert history["variant"] == "F2L3D" and history["players"] == ["Bea", "Cy", "Ann"]
    assert history.actions[6:10] == ("p2 sd ????", "p3 sd Kh", "d dh p2 ????", "d dh p3 8d")
    assert "p3 sd" in history.actions and history.actions[-2:] == ("p3 sm 8d7s5d3c2h", "p2 sm 9c7h6d4s3d")
    assert history["winnings"] == [0, 0, Decimal("4.40")] and history["_rake"] == Decimal("0.20")


@pytest.mark.parametrize(
    ("game", "code"),
    [("Limit A-5 Triple Draw", "PV-FAL3D"), ("Limit Hold'em", "FT"), ("Pot Limit Hold'em", "PV-PT"), ("No Limit Omaha Hi", "PV-NO"), ("Pot Limit Omaha H/L", "PV-PO/8"), ("Limit 7 Card Stud", "F7S"), ("NL 5 Card Draw", "PV-N5CD"), ("PL Badugi", "PV-PB")],
)
def test_the_games_names_across_the_years(game: str, code: str) -> None:
    header = "Full Tilt Poker Game #1: Table T - $1/$2 - %s - 10:00:00 ET - 2011/01/01" % game
    assert _fulltilt._Reader(header, 1)._code(game) == code
    if code == "PV-FAL3D":  # a whole A-5 hand, in the fixed-limit form the builder writes
        assert _one(TRIPLE_DRAW.replace("Limit 2-7 Triple Draw", game))["variant"] == code


def test_the_new_header_form_and_badugi() -> None:
    history = _one(BADUGI)
    assert history["variant"] == "FB" and history["table"] == "Clackers" and (history["small_bet"], history["big_bet"]) == (Decimal("0.10"), Decimal("0.20"))
    assert history.actions[6:10] == ("p2 sd ????", "p3 sd 7s", "d dh p2 ????", "d dh p3 2d")
    assert history["winnings"] == [0, 0, Decimal("0.43")] and history["_rake"] == Decimal("0.02")


def test_a_file_of_many_hands_of_several_years_with_their_line_numbers() -> None:
    text = "\n\n\n".join((OLD, SHORT_LIVED_DATE, BADUGI, TOURNAMENT))
    assert [line for line, _ in _fulltilt.hands(text)] == [1, OLD.count("\n") + 4, OLD.count("\n") + SHORT_LIVED_DATE.count("\n") + 7, text.splitlines().index(TOURNAMENT.splitlines()[0]) + 1]
    histories = list(sites.read(text))
    assert [h["hand"] for h in histories] == ["656000081", "22488827305", "32617272179", "33286946295"]
    old, short, _, _ = histories
    assert old["players"] == ["Ann", "Cy", "Dee", "Eli"] and old["_rake"] == Decimal("0.80")
    assert (short["year"], short["month"], short["day"], short["time"]) == (2010, 7, 21, datetime.time(15, 13))
    bad = text.replace("Dealt to Ned [4s 7h 5c] [2d]", "Dealt to Ned [4s 7h 5c] [2x]")
    with pytest.raises(SiteFormatError, match="bad cards") as caught:
        list(sites.read(bad))
    assert caught.value.hand == "32617272179" and caught.value.line == bad.splitlines().index("Dealt to Ned [4s 7h 5c] [2x]") + 1
    for data in (text.encode("utf-16"), text.encode("latin-1", errors="replace"), text.encode("utf-8-sig")):
        assert len(list(sites.read(data))) == 4


def test_the_room_is_found_by_its_text_or_by_name() -> None:
    assert sites.detect(CASH) is _fulltilt and sites.ROOMS["fulltilt"] is _fulltilt
    assert [h["hand"] for h in sites.read(CASH, site="FullTilt")] == ["26001"]


def test_a_hand_that_does_not_add_up_is_refused_naming_the_hand_and_why() -> None:
    with pytest.raises(SiteFormatError, match=r"Full Tilt Poker hand 33286946295, line 1: Ned collected 2480, but the replay's pots give 2470"):
        list(sites.read(TOURNAMENT.replace("Ned wins the pot (2,470)", "Ned wins the pot (2,480)")))
    with pytest.raises(SiteFormatError, match="the room took a rake of 0.20, but the replay's pots less what the players collected leave 0.90"):
        list(sites.read(HEADS_UP.replace("Rake €0.90", "Rake €0.20")))
    with pytest.raises(SiteFormatError, match="the room's total pot is 120.00, but the replay's pots come to 115.50"):
        list(sites.read(CASH.replace("Total pot $115.50", "Total pot $120")))
    skipped: list[SiteFormatError] = []
    wrong = RAZZ.replace("Hal wins the pot ($2.45)", "Ida wins the pot ($2.45)")
    assert [h["hand"] for h in sites.read("\n".join((wrong, CASH)), errors="skip", on_skip=skipped.append)] == ["26001"]
    assert len(skipped) == 1 and skipped[0].hand == "25001002003" and "Ida collected 2.45" in skipped[0].reason


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("Pot Limit Omaha Hi", "Pot Limit 5 Card Omaha Hi"), r"line 1: Full Tilt's 'Pot Limit 5 Card Omaha Hi' is not a game this library reads"),
        (("Pot Limit Omaha Hi", "Pot Limit Courchevel Hi"), r"'Pot Limit Courchevel Hi' is not a game"),
        (("Pot Limit Omaha Hi", "€15 Cap Pot Limit Omaha Hi"), r"capped betting \('€15 Cap Pot Limit Omaha Hi'\) is not a game this library plays"),
        (("Bea posts the big blind of €0.50", "Bea posts a dead big blind of €0.50"), r"line 5: an unknown post: 'posts a dead big blind of €0.50'"),
        (("2008/11/02", "2008/11/02 (partial)"), r"line 1: a partial hand"),
        (("Ann raises to €1.50", "Ann raises to €1.5x"), r"line 9: '€1.5x' is not an amount"),
        (("Ann posts the small blind of €0.25", "Ann posts the blind"), r"line 4: an unknown post: 'posts the blind'"),
        (("*** FLOP ***", "*** FLOPPED ***"), r"line 11: an unknown street \(FLOPPED\)"),
        (("[Th 2h 3c]\nBea checks", "\nBea checks"), r"line 11: the flop without its cards"),
        (("Dealt to Ann [Ah Kh Qd Js]", "Dealt to Ann [Ah Kh Qd]"), r"line 8: Ann is dealt 3 cards here, where the game deals 4"),
        (("Dealt to Ann [Ah Kh Qd Js]", "Dealt to Zed [Ah Kh Qd Js]"), r"line 8: cards dealt to a player who is not seated"),
        ((" - 15:58:25 ET - 2008/11/02", ""), r"line 1: the header ends without the time and date"),
        (("€0.25/€0.50 - ", ""), r"line 1: the header's stakes"),
        (("Seat 1: Ann (€50)\nSeat 2: Bea (€50)\n", ""), r"line 2: no seats"),
        (("2008/11/02", "2008/13/02"), r"line 1: the date '2008/13/02' is not a date"),
    ],
)
def test_what_cannot_be_read_is_refused_with_the_line(change: tuple[str, str], message: str) -> None:
    assert change[0] in HEADS_UP
    with pytest.raises(SiteFormatError, match=message):
        list(sites.read(HEADS_UP.replace(*change)))


def test_a_board_run_twice_is_read_and_proven_run_by_run() -> None:
    history = _one(RUN_TWICE)
    assert history["_runs"] == 2 and history["winnings"] == [Decimal("48.50"), Decimal("48.50")] and history["_rake"] == Decimal("3.00")
    hand = phh.replay(history)
    assert [" ".join(map(str, board)) for board in hand.boards] == ["Th 2h 3c 9d 4s", "Th 2h 3c 7h 6h"]
    with pytest.raises(SiteFormatError, match="Bea collected 97.00"):
        _one(RUN_TWICE.replace("Ann wins the pot (€48.50) with a flush", "Bea wins the pot (€48.50) with a flush"))


def test_a_cancelled_hand_is_left_out_and_told() -> None:
    """A hand the room cancelled is no hand: left out even when errors raise, and given to on_skip."""
    cancelled = HEADS_UP.replace("*** SHOW DOWN ***", "Hand #8889440965 has been canceled")
    told: list[SiteFormatError] = []
    assert [h["hand"] for h in sites.read("\n\n".join((cancelled, CASH)), on_skip=told.append)] == ["26001"]
    assert len(told) == 1 and isinstance(told[0], sites.HandCancelled) and told[0].line == 21 and told[0].hand == "8889440965"
    assert "cancelled" in told[0].reason


def test_amounts_in_thousands_and_play_chips() -> None:
    header = "Full Tilt Poker Game #29537846954: $7,000 KO Guarantee (229436420), Table 11 - 50K/100K Ante 10000 - No Limit Hold'em - 16:06:40 ET - 2011/04/01"
    code, game, event, table, _, currency = _fulltilt._Reader(header, 1)._header(header.split(": ", 1)[1].rsplit(" - 16:06", 1)[0])
    assert (code, game.small_blind, game.big_blind, game.ante, event, table, currency) == ("NT", 50000, 100000, 10000, "229436420", "11", None)


def test_a_player_posting_to_come_in_posts_live() -> None:
    text = (
        CASH.replace("Seat 4: Dee ($60), is sitting out", "Seat 4: Dee ($60)")
        .replace("Bea posts the big blind of $1\n", "Bea posts the big blind of $1\nDee posts $1\n")
        .replace("Eli raises", "Dee folds\nEli raises")
        .replace("Total pot $115.50 Main pot $75.50", "Total pot $116.50 Main pot $76.50")
        .replace("Bea wins the main pot ($73.50)", "Bea wins the main pot ($74.50)")
    )
    history = _one(text)
    assert history["players"] == ["Ann", "Bea", "Cy", "Dee", "Eli", "Fay"] and history["blinds_or_straddles"][3] == Decimal("-1.00")
    assert history["winnings"][1] == Decimal("74.50") and history["finishing_stacks"][3] == Decimal("59.00")


RETURNING = """Full Tilt Poker Game #26201: Table Gusto (6 max) - $0.50/$1 - No Limit Hold'em - 23:00:00 ET - 2010/12/17
Seat 1: Ann ($100)
Seat 2: Bea ($100)
Seat 3: Cy ($100)
Seat 4: Dee ($100)
Bea posts the small blind of $0.50
Cy posts the big blind of $1
Dee posts a dead small blind of $0.50
Dee posts $1
The button is in seat #1
*** HOLE CARDS ***
Dealt to Dee [Ah Ad]
Dee raises to $3
Ann folds
Bea folds
Cy calls $2
*** FLOP *** [2c 7d 9h] (Total Pot: $7, 2 Players)
Cy checks
Dee bets $4
Cy folds
Uncalled bet of $4 returned to Dee
Dee mucks
Dee wins the pot ($6.65)
*** SUMMARY ***
Total pot $7 | Rake $0.35
Board: [2c 7d 9h]
Seat 1: Ann (button) didn't bet (folded)
Seat 2: Bea (small blind) folded before the Flop
Seat 3: Cy (big blind) folded on the Flop
Seat 4: Dee collected ($6.65), mucked
"""


def test_a_returning_player_posts_the_small_blind_dead_and_the_big_blind_live() -> None:
    history = _one(RETURNING)
    assert history["players"] == ["Bea", "Cy", "Dee", "Ann"]
    assert history["antes"] == [0, 0, Decimal("0.50"), 0]  # the dead small blind: PHH's ante of that player
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), Decimal("-1.00"), 0]  # the post, live
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("97.00"), Decimal("103.15"), Decimal("100.00")]
    assert history["_rake"] == Decimal("0.35")  # the pot of 7 (the dead 0.50 in it) less the 6.65 won
    # the dead blind alone (a player who missed only the small blind), the lines in either order
    alone = RETURNING.replace("Dee posts $1\n", "").replace("Dee raises to $3", "Dee raises to $2").replace("Cy calls $2", "Cy calls $1")
    alone = alone.replace("Total pot $7 | Rake $0.35", "Total pot $5 | Rake $0.25").replace("($6.65)", "($4.75)")
    assert _one(alone)["finishing_stacks"] == [Decimal("99.50"), Decimal("98.00"), Decimal("102.25"), Decimal("100.00")]
    swapped = RETURNING.replace("Dee posts a dead small blind of $0.50\nDee posts $1", "Dee posts $1\nDee posts a dead small blind of $0.50")
    assert _one(swapped)["antes"] == [0, 0, Decimal("0.50"), 0]
    with pytest.raises(SiteFormatError, match=r"Dee collected 7.15, but the replay's pots give 7.00"):  # the pot is 7, the dead 0.50 in it
        list(sites.read(RETURNING.replace("Dee wins the pot ($6.65)", "Dee wins the pot ($7.15)").replace("Rake $0.35", "Rake $0")))


PLAY_CHIPS_TIE = """Full Tilt Poker Game #26102: Table Play Chip Nimble (6 max) - 10/20 - No Limit Hold'em - 22:40:00 ET - 2010/12/17
Seat 1: Ann (2,000)
Seat 2: Bea (1,500)
Seat 4: Cy (3,000)
Ann posts the small blind of 10
Bea posts the big blind of 20
The button is in seat #4
*** HOLE CARDS ***
Dealt to Ann [8h 9c]
Cy calls 20
Ann calls 10
Bea raises to 45
Cy calls 25
Ann calls 35
*** FLOP *** [5c 6d 7h] (Total Pot: 135, 3 Players)
Ann checks
Bea checks
Cy bets 60
Ann calls 60
Bea calls 60
*** TURN *** [5c 6d 7h] [Kc] (Total Pot: 315, 3 Players)
Ann checks
Bea checks
Cy checks
*** RIVER *** [5c 6d 7h Kc] [2s] (Total Pot: 315, 3 Players)
Ann checks
Bea checks
Cy checks
*** SHOW DOWN ***
Ann shows [8h 9c] a straight, Nine high
Bea shows [8d 9d] a straight, Nine high
Cy mucks
Ann ties for the pot (158) with a straight, Nine high
Bea ties for the pot (157) with a straight, Nine high
*** SUMMARY ***
Total pot 315 | Rake 0
Board: [5c 6d 7h Kc 2s]
Seat 1: Ann (small blind) showed [8h 9c] and won (158) with a straight, Nine high
Seat 2: Bea (big blind) showed [8d 9d] and won (157) with a straight, Nine high
Seat 4: Cy (button) mucked [Qs Qd] - a pair of Queens
"""


def test_a_tie_at_a_play_chip_table_the_odd_chip_to_the_first_winner_after_the_button() -> None:
    history = _one(PLAY_CHIPS_TIE)
    assert "currency" not in history.fields and history["table"] == "Play Chip Nimble" and "_rake" not in history.fields
    assert history["players"] == ["Ann", "Bea", "Cy"] and history.actions[-3:] == ("p1 sm 8h9c", "p2 sm 8d9d", "p3 sm")
    assert history["winnings"] == [158, 157, 0] and history["finishing_stacks"] == [2053, 1552, 2895]
    wrong = PLAY_CHIPS_TIE.replace("Ann ties for the pot (158)", "Ann ties for the pot (157)").replace("Bea ties for the pot (157)", "Bea ties for the pot (158)")
    with pytest.raises(SiteFormatError, match=r"Bea collected 158, but the replay's pots give 157"):
        list(sites.read(wrong))


def test_chips_added_during_a_hand_play_in_the_next_one() -> None:
    """``NAME adds $50`` (a top-up, or a rebuy of a player sitting out) changes nothing in the hand
    it is written in: the seat's stack in the next hand's header has it."""
    text = CASH.replace("Fay folds\n", "Fay folds\nFay adds $50\n").replace("Ann has been disconnected", "Dee adds $40\nAnn has been disconnected")
    history = _one(text)
    assert history["players"] == ["Ann", "Bea", "Cy", "Eli", "Fay"]  # Dee, sitting out, stays out
    assert history["finishing_stacks"][4] == Decimal("1200.00")
    after = OLD.replace("Seat 5: Dee ($47.50)", "Seat 5: Dee ($97.50)")
    assert _one(after)["starting_stacks"][2] == Decimal("97.50")
