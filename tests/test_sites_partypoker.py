"""PartyPoker's hand histories read, replayed and proven. Every hand here is composed in the test
in the format PartyPoker wrote (``***** Hand History for Game N *****``, the game line, the table,
the button, the seats, ``NAME posts small blind [$0.50 USD].``, ``** Dealing … **`` lines, actions
whose bracketed amounts are what each adds, and ``NAME wins $X USD from the main pot``), across
the years' forms. Party writes neither the pot, nor the rake, nor an uncalled bet's return: the
reader works them out, and the tests check that a hand whose winnings cannot be so is refused."""

from __future__ import annotations

import datetime
from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError, _partypoker

CASH = """Game #13290328324 starts.

#Game No : 13290328324
***** Hand History for Game 13290328324 *****
$0.50/$1 USD NL Texas Hold'em - Saturday, September 21, 16:06:03 EDT 2013
Table Le Mans (Real Money)
Seat 6 is the button
Total number of players : 5/6
Seat 1: Ann ( $100 USD )
Seat 2: Bea ( $25 USD )
Seat 3: Cy ( $150 USD )
Seat 4: Dee ( $60 USD )
Seat 5: Eli ( $80 USD )
Seat 6: Fay ( $1,200 USD )
Ann posts small blind [$0.50 USD].
Bea posts big blind [$1 USD].
Dee is sitting out
** Dealing down cards **
Dealt to Eli [  Qs Qd ]
Fay: gl
Cy raises [$3 USD]
Eli raises [$9 USD]
Fay folds
Ann folds
Ann is disconnected. We will wait for Ann to reconnect for a maximum of 30 seconds.
Bea is all-In  [$24 USD]
Cy calls [$22 USD]
Eli calls [$16 USD]
** Dealing Flop ** [ 7h, 8s, 2c ]
Cy checks
Eli bets [$20 USD]
Cy calls [$20 USD]
** Dealing Turn ** [ Kd ]
Cy checks
Eli is all-In  [$35 USD]
Cy folds
** Dealing River ** [ 3s ]
Bea shows [ Kh, Kc ]three of a kind, Kings.
Eli doesn't show [ Qs, Qd ]a pair of Queens.
Eli wins $74 USD from the side pot #1 with a pair of Queens.
Bea wins $73.50 USD from the main pot with three of a kind, Kings.
Game #13290331825 starts.
"""

STUD_HEADS_UP = """***** Hand History for Game 11480841734 *****
$10/$20 USD FL 7 Card Stud Hi-Lo - Monday, February 27, 09:51:26 EST 2012
Table Table  125524 (Real Money)
Seat 0 is the button
Total number of players : 2/8
Seat 1: Ann ( $390 USD )
Seat 3: Bea ( $510 USD )
Ann posts ante [$1 USD]
Bea posts ante [$1 USD]
** Dealing **
Dealt to Ann [  Ah 4h 4d ]
Ann opens
Ann bring-ins [$3 USD]
Bea completes [$10 USD]
Ann raises [$17 USD]
Bea calls [$10 USD]
** Dealing Fourth street **
Dealt to Ann [  Td ]
Bea opens
Bea bets [$10 USD]
Ann calls [$10 USD]
** Dealing Fifth street **
Dealt to Ann [  Qd ]
Bea opens
Bea bets [$20 USD]
Ann calls [$20 USD]
** Dealing Sixth street **
Dealt to Ann [  Kc ]
Bea opens
Bea bets [$20 USD]
Ann calls [$20 USD]
** Dealing River **
Dealt to Ann [  8s ]
Bea opens
Bea bets [$20 USD]
Ann calls [$20 USD]
Bea shows [ Qc, 3d, Ac, 8h, 2s, 5h, Jc ]high card Ace.
Bea shows8,5,3,2,A  for low.
Ann shows [ Ah, 4h, 4d, Td, Qd, Kc, 8s ]a pair of Fours.
Ann wins $90.50 USD from the main pot with a pair of Fours.
Bea wins Lo ($90.50 USD) from the main pot with 8,5,3,2,A.
"""

TOURNAMENT = """#Game No : 11492045316
***** Hand History for Game 11492045316 *****
NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800 -25) - Thursday, March 01, 06:39:22 EST 2012
Table Turbo #2532783 (Real Money)
Seat 5 is the button
Total number of players : 3/6
Seat 5: Kim ( 9,495 )
Seat 6: Lou ( 2,505 )
Seat 1: Max ( 4,000 )
Trny:67521159 Level:7
Blinds-Antes(400/800 -25)
Kim posts ante [25]
Lou posts ante [25]
Max posts ante [25]
** Dealing down cards **
Dealt to Lou [  8c Tc ]
Kim raises [2,000]
Lou is all-In  [2,080]
Max folds
Kim calls [480]
** Dealing Flop ** [ 9c, Ks, 5c ]
** Dealing Turn ** [ 6c ]
** Dealing River ** [ 5s ]
Kim shows [ Qh, 6d ]two pairs, Sixes and Fives.
Lou shows [ 8c, Tc ]a flush, Ten high.
Lou wins 5,835 chips from the main pot with a flush, Ten high.
Player Lou finished in 4.
"""

OLD_TOURNAMENT = """***** Hand History For Game 2621679197 *****
NL Texas Hold'em $30 Buy-in  + $3 Entry Fee  Trny:15286975 Level:3 Blinds(25/50) - Tuesday, August 30, 00:26:01 EDT 2005
Table Table  11277 (Real Money)
Seat 4 is the button
Total number of players : 2
Seat 4: Gus ( $645 )
Seat 6: Hal ( $1275 )
Trny:15286975 Level:4
Blinds(50/100)
** Dealing down cards **
Dealt to Hal [  Td 9c ]
Gus calls [50].
Hal checks.
** Dealing Flop ** [ 9h, Qs, Tc ]
>You have options at Table  11531 Table!.
Hal bets [125].
Gus raises [300].
Hal is all-In  [1050]
Gus is all-In  [245]
** Dealing Turn ** [ 6d ]
** Dealing River ** [ 5s ]
Gus shows [ 8s, Jd ] a straight, eight to queen.
Hal shows [ Td, 9c ] two pairs, tens and nines.
Hal wins 630 chips from  side pot #1  with two pairs, tens and nines.
Gus wins 1290 chips from  the main pot  with a straight, eight to queen.
"""

OMAHA_HI_LO = """***** Hand History for Game 12395241486 *****
$50 USD PL Omaha Hi-Lo - Sunday,December 9, 14:34:49 ICT 2012
Table Algeciras ( Real Money )
Seat 1 is the button
Total number of players : 3/6
seat 1: Ann ( $26,02 USD )
seat 2: Bea ( $30,04 USD )
seat 3: Cy ( $50 USD )
Bea posts small blind [$0,25 USD].
Cy posts big blind [$0,50 USD].
** Dealing down cards **
Dealt to Cy [ 9h, 8h, Kc, Kd ]
Ann raises [$1,50 USD]
Bea calls [$1,25 USD]
Cy calls [$1 USD]
** Dealing Flop ** [ 2c, 4d, 7s ]
Bea checks
Cy checks
Ann bets [$3 USD]
Bea calls [$3 USD]
Cy folds
** Dealing Turn ** [ Ks ]
Bea checks
Ann checks
** Dealing River ** [ Qh ]
Bea bets [$5 USD]
Ann calls [$5 USD]
Bea shows [ Ac, 3h, Jd, Js ]a pair of Jacks.
Bea shows7,4,3,2,A  for low.
Ann shows [ Ah, 5c, Kh, Qd ]two pairs, Kings and Queens.
Ann wins $9,75 USD from the main pot with two pairs, Kings and Queens.Bea wins Lo ($9,75 USD) from the main pot with 7,4,3,2,A.
"""

FASTFORWARD = """Game #15492724092 starts.

#Game No : 15492724092
***** Hand History for Game 15492724092 *****
$10 USD fastforward NL Texas Hold'em - Wednesday,August 31, 01:41:34 MESZ 2016
Table Bolt  ( Real Money )
Seat 1 is the button
Total number of players : 4/6
seat 1: Kim ( $11.84 USD )
seat 2: Lou ( $10.05 USD )
seat 3: Max ( $10 USD )
seat 4: Ned ( $40.75 USD )
Lou posts small blind [$0.05 USD].
Max posts big blind [$0.10 USD].
** Dealing down cards **
Dealt to Max [ 7h, 6h ]
Ned folds.
Kim raises [$0.20 USD].
Lou folds.
Your time bank will be activated in 6 secs. If you do not want it to be used, please act now.
Max calls [$0.10 USD].
** Dealing Flop ** [ 2h, Ts, Qh ]
Max checks.
Kim checks.
** Dealing Turn ** [ 4s ]
Max checks.
Kim checks.
** Dealing River ** [ 6c ]
Max bets [$0.14 USD].
Kim folds.
Kim does not show cards.
Lou does not show cards.
Max does not show cards.
Ned does not show cards.
Max wins $0.57 USD
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_side_pots_a_muck_and_the_rake_worked_out() -> None:
    history = _one(CASH)
    assert history["hand"] == "13290328324" and history["venue"] == "PartyPoker" and history["table"] == "Le Mans"
    assert history["players"] == ["Ann", "Bea", "Cy", "Eli", "Fay"]  # Dee sits out; the seat after the button first
    assert history["seats"] == [1, 2, 3, 5, 6] and history["seat_count"] == 6 and history["currency"] == "USD"
    assert (history["year"], history["month"], history["day"], history["time"], history["time_zone_abbreviation"]) == (2013, 9, 21, datetime.time(16, 6, 3), "EDT")
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), 0, 0, 0] and history["min_bet"] == Decimal("1.00")
    # raises and all-ins by what they add: Cy's [$3] comes to 3, Bea's all-in [$24] to 25, Eli's [$35] is a bet
    assert "p3 cbr 3.00" in history.actions and "p2 cbr 25.00" in history.actions and "p4 cbr 35.00" in history.actions
    assert "p2 sm KhKc" in history.actions and "p4 sm" in history.actions  # "doesn't show" is a muck
    # Eli "wins $74": the side pot's 39 and the uncalled 35 the room does not say it returned
    assert history["winnings"] == [0, Decimal("73.50"), 0, Decimal("39.00"), 0] and history["_rake"] == Decimal("3.00")
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("73.50"), Decimal("105.00"), Decimal("74.00"), Decimal("1200.00")]
    hand = phh.replay(history)
    assert hand.money.amount(hand.rake) == Decimal("3.00")


def test_heads_up_stud_hi_lo_with_the_others_cards_unseen_until_the_showdown() -> None:
    history = _one(STUD_HEADS_UP)
    assert history["variant"] == "F7S/8" and history["players"] == ["Ann", "Bea"] and "table" in history.fields
    assert history.actions[:6] == ("d dh p1 Ah4h4d", "d dh p2 ??????", "p1 pb", "p2 cbr 10.00", "p1 cbr 20.00", "p2 cc")
    assert history["bring_in"] == Decimal("3.00") and (history["small_bet"], history["big_bet"]) == (Decimal("10.00"), Decimal("20.00"))
    assert history["winnings"] == [Decimal("90.50"), Decimal("90.50")] and history["_rake"] == Decimal("1.00")


def test_a_tournament_hand_with_antes_and_the_blinds_it_does_not_write() -> None:
    history = _one(TOURNAMENT)
    assert history["event"] == "67521159" and history["level"] == 7 and "currency" not in history.fields
    assert history["players"] == ["Lou", "Max", "Kim"] and history["antes"] == [25, 25, 25]
    assert history["blinds_or_straddles"] == [400, 800, 0]  # the two after the button, as Blinds-Antes(400/800 -25) says
    assert history.actions[3:7] == ("p3 cbr 2000", "p1 cbr 2480", "p2 f", "p3 cc")
    assert history["finishing_stacks"] == [5835, 3175, 6990] and "_rake" not in history.fields


def test_an_early_heads_up_tournament_hand_its_level_from_the_lines_after_the_seats() -> None:
    history = _one(OLD_TOURNAMENT)
    assert history["level"] == 4 and history["players"] == ["Hal", "Gus"]  # Gus has the button, and heads-up posts the small blind
    assert history["blinds_or_straddles"] == [50, 100] and history["min_bet"] == 100
    assert history["starting_stacks"] == [1275, 645]  # tournament chips written "( $645 )" in 2005
    # Hal's 630 "from side pot #1" is the bet Gus could not call: returned, not won
    assert history["winnings"] == [0, 1290] and history["finishing_stacks"] == [630, 1290]


def test_omaha_hi_lo_split_with_decimal_commas_and_two_wins_on_one_line() -> None:
    history = _one(OMAHA_HI_LO)
    assert history["variant"] == "PV-PO/8" and history["players"] == ["Bea", "Cy", "Ann"]
    assert history["starting_stacks"] == [Decimal("30.04"), Decimal("50.00"), Decimal("26.02")]
    assert history["winnings"] == [Decimal("9.75"), 0, Decimal("9.75")] and history["_rake"] == Decimal("1.00")


def test_the_largest_buy_in_header_a_fast_pool_and_does_not_show_from_everyone() -> None:
    history = _one(FASTFORWARD)
    assert history["min_bet"] == Decimal("0.10") and history["blinds_or_straddles"] == [Decimal("0.05"), Decimal("0.10"), 0, 0]
    assert history.actions[-2:] == ("p2 cbr 0.14", "p4 f")  # no showdown: nobody's "does not show" is read
    assert history["winnings"] == [0, Decimal("0.43"), 0, 0] and history["_rake"] == Decimal("0.02")


def test_a_file_of_many_hands_with_their_line_numbers() -> None:
    text = "\n".join((CASH, STUD_HEADS_UP, TOURNAMENT, FASTFORWARD))
    firsts = [line for line, _ in _partypoker.hands(text)]
    lines = text.splitlines()
    assert firsts == [i + 1 for i, line in enumerate(lines) if line.startswith("***** Hand History")] and firsts[0] == 4
    assert [h["hand"] for h in sites.read(text)] == ["13290328324", "11480841734", "11492045316", "15492724092"]
    bad = text.replace("Kim calls [480]", "Kim calls [4x0]")
    with pytest.raises(SiteFormatError, match=r"'4x0' is not an amount") as caught:
        list(sites.read(bad))
    assert caught.value.hand == "11492045316" and caught.value.line == lines.index("Kim calls [480]") + 1
    assert sites.detect(text) is _partypoker and [h["hand"] for h in sites.read(CASH, site="partypoker")] == ["13290328324"]
    assert len(list(sites.read(text.encode("utf-16")))) == 4


def test_a_hand_that_does_not_add_up_is_refused_naming_the_hand_and_why() -> None:
    with pytest.raises(SiteFormatError, match=r"PartyPoker hand 15492724092, line \d+: the players win 0.08 more than the pot of 0.45"):
        list(sites.read(FASTFORWARD.replace("Max wins $0.57", "Max wins $0.67")))
    with pytest.raises(SiteFormatError, match=r"Max's bet of 0.14 nobody called is not in what Max won"):
        list(sites.read(FASTFORWARD.replace("Max wins $0.57 USD", "")))
    with pytest.raises(SiteFormatError, match=r"the pot of 115.50 less what the players won leaves 14.00, more than a tenth of it"):
        list(sites.read(CASH.replace("Bea wins $73.50", "Bea wins $62.50")))
    with pytest.raises(SiteFormatError, match=r"Cy collected 73.50, but the replay's pots give 0.00"):
        list(sites.read(CASH.replace("Bea wins $73.50", "Cy wins $73.50")))
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 0, but the replay's pots less what the players collected leave 35"):
        list(sites.read(TOURNAMENT.replace("Lou wins 5,835 chips", "Lou wins 5,800 chips")))
    skipped: list[SiteFormatError] = []
    wrong = CASH.replace("Bea wins $73.50", "Cy wins $73.50")
    assert [h["hand"] for h in sites.read(wrong + TOURNAMENT, errors="skip", on_skip=skipped.append)] == ["11492045316"]
    assert len(skipped) == 1 and skipped[0].hand == "13290328324" and skipped[0].line == 4


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("NL Texas Hold'em", "NL Double Hold'em"), r"line 5: PartyPoker's \"NL Double Hold'em\" is not a game this library reads"),
        (("Bea posts big blind [$1 USD].", "Bea posts big blind + dead [$1 USD]."), r"line 16: a big blind and dead blind of 1 are no more than the big blind, 1"),
        (("Fay: gl", "Zed posts big blind [$1 USD]."), r"line 20: 'Zed' acts but has no seat"),
        (("Dealt to Eli [  Qs Qd ]", "Dealt to Eli [  Qs Qx ]"), r"line 19: bad cards \[Qs Qx\]"),
        (("Dealt to Eli [  Qs Qd ]", "Dealt to Eli [  Qs ]"), r"line 19: Eli is dealt 1 cards here, where the game deals 2"),
        (("Dealt to Eli [  Qs Qd ]", "Dealt to Zed [  Qs Qd ]"), r"line 19: cards dealt to a player who is not seated"),
        ((" - Saturday, September 21, 16:06:03 EDT 2013", ""), r"line 5: the game line does not end with the date"),
        (("September 21", "Septober 21"), r"line 5: the date \(Septober 21, 2013\) is not a date"),
        (("Seat 6 is the button\n", ""), r"line 6: the button's seat"),
        (("Seat 1: Ann ( $100 USD )", "Seat 1: Ann ( $1o0 USD )"), r"line 9: '\$1o0 USD' is not an amount"),
        (("** Dealing Turn ** [ Kd ]", "** Dealing Fourth street ** [ Kd ]"), r"line 33: an unknown street \(Fourth street\)"),
        (("** Dealing Turn ** [ Kd ]", "** Dealing Turn **"), r"line 33: the turn without its cards"),
        (("Cy raises [$3 USD]", "Cy raises"), r"line 21: an action without its amount"),
        (("Bea posts big blind [$1 USD].", "Bea posts straddle [$2 USD]."), r"line 16: an unknown post"),
    ],
)
def test_what_cannot_be_read_is_refused_with_the_line(change: tuple[str, str], message: str) -> None:
    assert change[0] in CASH
    with pytest.raises(SiteFormatError, match=message):
        list(sites.read(CASH.replace(*change)))


def test_no_seats_and_no_blinds_are_refused() -> None:
    seatless = "\n".join(line for line in CASH.splitlines() if not line.startswith("Seat ") or "button" in line)
    with pytest.raises(SiteFormatError, match="no seats"):
        list(sites.read(seatless))
    blindless = FASTFORWARD.replace("Max posts big blind [$0.10 USD].\n", "")
    with pytest.raises(SiteFormatError, match="the blinds are neither in the game line nor posted"):
        list(sites.read(blindless))


def test_a_second_big_blind_is_a_player_posting_to_come_in() -> None:
    text = CASH.replace("Dee is sitting out\n", "Dee posts big blind [$1 USD].\n").replace("Eli raises", "Dee folds\nEli raises")
    history = _one(text.replace("Bea wins $73.50", "Bea wins $74.50"))
    assert history["players"] == ["Ann", "Bea", "Cy", "Dee", "Eli", "Fay"] and history["blinds_or_straddles"][3] == Decimal("-1.00")
    assert history["_rake"] == Decimal("3.00") and history["finishing_stacks"][3] == Decimal("59.00")


RETURNING = """***** Hand History for Game 13290400001 *****
$0.50/$1 USD NL Texas Hold'em - Saturday, September 21, 16:10:00 EDT 2013
Table Le Mans (Real Money)
Seat 1 is the button
Total number of players : 4/6
Seat 1: Ann ( $100 USD )
Seat 2: Bea ( $100 USD )
Seat 3: Cy ( $100 USD )
Seat 4: Dee ( $100 USD )
Bea posts small blind [$0.50 USD].
Cy posts big blind [$1 USD].
Dee posts big blind + dead [$1.50 USD].
** Dealing down cards **
Dealt to Dee [  Ah Ad ]
Dee raises [$2 USD]
Ann folds
Bea folds
Cy calls [$2 USD]
** Dealing Flop ** [ 2c, 7d, 9h ]
Cy checks
Dee bets [$4 USD]
Cy folds
Dee wins $10.65 USD from the main pot
"""


def test_a_returning_player_posts_the_big_blind_live_and_the_small_blind_dead() -> None:
    (history,) = sites.read(RETURNING)
    assert history["players"] == ["Bea", "Cy", "Dee", "Ann"]
    assert history["antes"] == [0, 0, Decimal("0.50"), 0]  # the dead small blind: PHH's ante of that player
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), Decimal("-1.00"), 0]
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("97.00"), Decimal("103.15"), Decimal("100.00")]
    assert history["_rake"] == Decimal("0.35")  # the pot of 7.00 (the dead 0.50 in it) less the 6.65 won


TIE = """#Game No : 11492045400
***** Hand History for Game 11492045400 *****
NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800 -25) - Thursday, March 01, 06:45:00 EST 2012
Table Turbo #2532783 (Real Money)
Seat 6 is the button
Total number of players : 3/6
Seat 5: Kim ( 9,000 )
Seat 6: Lou ( 5,000 )
Seat 1: Max ( 4,000 )
Trny:67521159 Level:7
Blinds-Antes(400/800 -25)
Kim posts ante [25]
Lou posts ante [25]
Max posts ante [25]
** Dealing down cards **
Dealt to Lou [  8c 9c ]
Lou calls [800]
Max calls [400]
Kim checks
** Dealing Flop ** [ 5c, 6d, 7h ]
Max checks
Kim checks
Lou checks
** Dealing Turn ** [ 2s ]
Max checks
Kim checks
Lou checks
** Dealing River ** [ Jd ]
Max checks
Kim checks
Lou checks
Max shows [ 8d, 9d ]a straight, Nine high.
Kim shows [ Kh, Kd ]a pair of Kings.
Lou shows [ 8c, 9c ]a straight, Nine high.
Max wins 1,238 chips from the main pot with a straight, Nine high.
Lou wins 1,237 chips from the main pot with a straight, Nine high.
"""


def test_a_tie_in_a_tournament_the_odd_chip_to_the_first_winner_after_the_button() -> None:
    history = _one(TIE)
    assert history["players"] == ["Max", "Kim", "Lou"] and history["blinds_or_straddles"] == [400, 800, 0]
    assert history["winnings"] == [1238, 0, 1237] and history["finishing_stacks"] == [4413, 8175, 5412] and "_rake" not in history.fields
    wrong = TIE.replace("Max wins 1,238", "Max wins 1,237").replace("Lou wins 1,237", "Lou wins 1,238")
    with pytest.raises(SiteFormatError, match=r"Lou collected 1238, but the replay's pots give 1237"):
        list(sites.read(wrong))


PLAY_MONEY = """***** Hand History for Game 13290500001 *****
50/100 NL Texas Hold'em - Saturday, September 21, 16:20:00 EDT 2013
Table Play 1234 (Play Money)
Seat 2 is the button
Total number of players : 3/6
Seat 1: Ann ( 10,000 )
Seat 2: Bea ( 4,000 )
Seat 3: Cy ( 2,500 )
Cy posts small blind [50].
Ann posts big blind [100].
** Dealing down cards **
Dealt to Bea [  Ks Kd ]
Bea raises [300]
Dan has joined the table.
Cy folds
Ann calls [200]
** Dealing Flop ** [ 2c, 7d, 9h ]
Ann checks
Bea bets [400]
Ann folds
Bea wins 1,050 chips
"""


def test_play_money_has_no_currency_and_a_player_joining_mid_hand_is_not_dealt_in() -> None:
    history = _one(PLAY_MONEY)
    assert "currency" not in history.fields and history["table"] == "Play 1234" and history["min_bet"] == 100
    assert history["players"] == ["Cy", "Ann", "Bea"]  # Dan joins after the seats: no seat, no cards
    assert history["winnings"] == [0, 0, 650] and "_rake" not in history.fields  # the uncalled 400 is inside the 1,050
    assert history["finishing_stacks"] == [2450, 9700, 4350]
    dollars = PLAY_MONEY.replace("50/100 NL", "$50/$100 USD NL")  # the table's word holds, whatever the stakes say
    assert "currency" not in _one(dollars).fields and _one(dollars.replace("(Play Money)", "(Real Money)"))["currency"] == "USD"


@pytest.mark.parametrize("cut", ["Connection Lost due to some reason", "Table Closed"])
def test_a_history_cut_short_is_refused_as_partial(cut: str) -> None:
    """A history the client could not finish stops at one of these lines, before anyone wins: it is
    no cancelled hand (it was played out, unseen), and cannot be proven."""
    text = FASTFORWARD.replace("Max bets [$0.14 USD].", cut)
    with pytest.raises(SiteFormatError, match=rf"line 29: a partial hand: the history stops at '{cut}', before anyone wins"):
        list(sites.read(text))
