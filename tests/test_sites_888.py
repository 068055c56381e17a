"""888poker's hand histories read, replayed and proven. Every hand here is composed in the test in
888's format (``#Game No``, the ``*****`` header, the stakes line, the table, ``Seat N: NAME ( STACK
)``, ``NAME verb [amount]`` with the amount each action puts in, ``** Dealing … **`` streets and the
summary's shows and collected amounts)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError, _pacific

CASH = """#Game No : 700101
***** 888poker Hand History for Game 700101 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 03 12 2026 18:00:00
Table Alpha 6 Max (Real Money)
Seat 6 is the button
Total number of players : 4
Seat 1: Ann ( $10 )
Seat 2: Bea ( $12.40 )
Seat 4: Cy Lee ( $1,250.00 )
Seat 6: Dee ( $9.15 )
Ann posts small blind [$0.05]
Bea posts big blind [$0.10]
** Dealing down cards **
Dealt to Cy Lee [ Ah, Kd ]
Cy Lee raises [$0.30]
Dee folds
Ann calls [$0.25]
Bea raises [$0.80]
Cy Lee calls [$0.60]
Ann folds
** Dealing flop ** [ Kh, 7c, 2d ]
Bea bets [$1.20]
Cy Lee calls [$1.20]
** Dealing turn ** [ 9s ]
Bea checks
Cy Lee bets [$2]
Bea calls [$2]
** Dealing river ** [ 3c ]
Bea checks
Cy Lee checks
** Summary **
Cy Lee shows [ Ah, Kd ]
Bea mucks [ Qs, Qd ]
Cy Lee collected [ $8.20 ]
"""

UNCALLED = """#Game No : 700102
***** 888poker Snap Poker Hand History for Game 700102 *****
€0.10/€0.25 Blinds Pot Limit Omaha - *** 03 12 2026 18:05:00
Table Beta 9 Max (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: Ann ( €25 )
Seat 3: Bea ( €30.50 )
Seat 5: Cy ( €18 )
Bea posts small blind [€0.10]
Cy posts big blind [€0.25]
** Dealing down cards **
Dealt to Ann [ As, Ks, Qd, Jd ]
Ann raises [€0.85]
Bea folds
Cy calls [€0.60]
** Dealing flop ** [ Ts, 9s, 2h ]
Cy checks
Ann bets [€1.50]
Cy calls [€1.50]
** Dealing turn ** [ 4c ]
Cy checks
Ann bets [€4]
Cy folds
** Summary **
Ann did not show his hand
Ann collected [ €4.60 ]
"""

TOURNAMENT = """#Game No : 700103
***** 888.ro Hand History for Game 700103 *****
100 $/200 $ Blinds No Limit Holdem - *** 03 12 2026 19:00:00
Tournament #5551212 4,57 $ + 0,43 $ - Table #3 9 Max (Real Money)
Seat 2 is the button
Total number of players : 4
Seat 1: Ann ( 1.500 $ )
Seat 2: Bea ( 4.000 $ )
Seat 3: Cy ( 3.000 $ )
Seat 4: Dee ( 5.225 $ )
Ann posts ante [25 $]
Bea posts ante [25 $]
Cy posts ante [25 $]
Dee posts ante [25 $]
Cy posts small blind [100 $]
Dee posts big blind [200 $]
** Dealing down cards **
Dealt to Ann [ Qh, Qc ]
Ann raises [1.475 $]
Bea calls [1.475 $]
Cy raises [2.875 $]
Dee folds
Bea calls [1.500 $]
** Dealing flop ** [ 2c, 7d, 9h ]
** Dealing turn ** [ 4s ]
** Dealing river ** [ 3c ]
** Summary **
Ann shows [ Qh, Qc ]
Bea shows [ As, Kd ]
Cy shows [ Js, Jd ]
Cy collected [ 3.000 $ ]
Ann collected [ 4.725 $ ]
"""

HEADS_UP = """#Game No : 700104
***** 888poker Hand History for Game 700104 *****
$0.50/$1 Blinds Fix Limit Holdem - *** 03 12 2026 20:00:00
Table Gamma 2 Max (Real Money)
Seat 1 is the button
Total number of players : 2
Seat 1: Ann ( $40 )
Seat 2: Bea ( $35.50 )
Ann posts small blind [$0.50]
Bea posts big blind [$1]
** Dealing down cards **
Ann raises [$1.50]
Bea calls [$1]
** Dealing flop ** [ 8c, 8d, Ks ]
Bea checks
Ann bets [$1]
Bea folds
** Summary **
Ann did not show his hand
Ann collected [ $3.80 ]
"""

HI_LO = """#Game No : 700105
***** Cassava Hand History for Game 700105 *****
$1/$2 Blinds Fix Limit OmahaHL - *** 03 12 2026 21:00:00
Table Delta 10 Max (Real Money)
Seat 3 is the button
Total number of players : 4
Seat 1: Ann ( $50 )
Seat 2: Eve ( $20 )
Seat 3: Bea ( $62 )
Seat 8: Cy ( $45.50 )
Cy posts small blind [$1]
Ann posts big blind [$2]
Eve folds
** Dealing down cards **
Dealt to Bea [ Ah, 2h, Kc, Qd ]
Bea calls [$2]
Cy calls [$1]
Ann checks
** Dealing flop ** [ 3d, 5s, Kd ]
Cy checks
Ann bets [$2]
Bea calls [$2]
Cy folds
** Dealing turn ** [ 6h ]
Ann checks
Bea bets [$4]
Ann calls [$4]
** Dealing river ** [ Jh ]
Ann checks
Bea checks
** Summary **
Ann shows [ Kh, Ks, 8c, 7c ]
Bea shows [ Ah, 2h, Kc, Qd ]
(Hi: Kh, Ks, Kd, Jh, 6h)
(Lo: 6h, 5s, 3d, 2h, Ah)
Ann collected [ $8.50 ]
Bea collected [ $8.50 ]
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_a_showdown_a_muck_and_the_rake() -> None:
    history = _one(CASH)
    assert history["hand"] == "700101" and history["venue"] == "888poker" and history["table"] == "Alpha"
    assert history["players"] == ["Ann", "Bea", "Cy Lee", "Dee"] and history["seats"] == [1, 2, 4, 6] and history["seat_count"] == 6
    assert history["currency"] == "USD" and (history["year"], history["month"], history["day"]) == (2026, 12, 3)
    # 888 writes what each action puts in: Bea's big blind raising [$0.80] makes the bet $0.90
    assert "p3 cbr 0.30" in history.actions and "p2 cbr 0.90" in history.actions and "p1 cc" in history.actions
    assert history.actions[-2:] == ("p3 sm AhKd", "p2 sm")  # the muck's cards are not shown
    assert history["winnings"] == [0, 0, Decimal("8.20"), 0]
    assert history["_rake"] == Decimal("0.30")  # no rake line: the pot ($8.50) less what was collected
    assert history["finishing_stacks"] == [Decimal("9.70"), Decimal("8.30"), Decimal("1254.10"), Decimal("9.15")]
    hand = phh.replay(history)
    assert hand.money.amount(hand.rake) == Decimal("0.30")


def test_an_uncalled_bet_is_returned_and_not_collected() -> None:
    history = _one(UNCALLED)
    assert history["variant"] == "PO" and history["currency"] == "EUR"
    assert history.actions[:4] == ("d dh p1 ????????", "d dh p2 ????????", "d dh p3 AsKsQdJd", "p3 cbr 0.85")
    assert history.actions[-2:] == ("p3 cbr 4.00", "p2 f")
    assert history["winnings"] == [0, 0, Decimal("4.60")] and history["_rake"] == Decimal("0.20")
    assert history["finishing_stacks"] == [Decimal("30.40"), Decimal("15.65"), Decimal("27.25")]


def test_side_pots_in_a_tournament_with_antes_in_another_locale() -> None:
    history = _one(TOURNAMENT)
    assert history["event"] == "5551212" and history["table"] == "3" and "currency" not in history.fields
    assert history["players"] == ["Cy", "Dee", "Ann", "Bea"] and history["antes"] == [25, 25, 25, 25]
    assert history["blinds_or_straddles"] == [100, 200, 0, 0]
    assert "p3 cbr 1475" in history.actions and "p1 cbr 2975" in history.actions  # Cy's small blind raises [2.875 $]: all in
    assert history["winnings"] == [3000, 0, 4725, 0] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [3000, 5000, 4725, 1000]


def test_heads_up_fixed_limit_the_button_posts_the_small_blind() -> None:
    history = _one(HEADS_UP)
    assert history["variant"] == "FT" and history["players"] == ["Bea", "Ann"]
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00")]
    assert (history["small_bet"], history["big_bet"]) == (Decimal("1.00"), Decimal("2.00"))  # named by the blinds
    assert history.actions[2:] == ("p2 cbr 2.00", "p1 cc", "d db 8c8dKs", "p1 cc", "p2 cbr 1.00", "p1 f")
    assert history["winnings"] == [0, Decimal("3.80")] and history["_rake"] == Decimal("0.20")


def test_omaha_hi_lo_split_and_a_player_not_dealt_in() -> None:
    history = _one(HI_LO)
    assert history["variant"] == "FO/8" and history["players"] == ["Cy", "Ann", "Bea"]  # Eve folds before the deal
    assert history["winnings"] == [0, Decimal("8.50"), Decimal("8.50")] and history["_rake"] == Decimal("1.00")


def test_many_hands_in_one_file_with_their_lines() -> None:
    text = "\n\n".join((CASH, UNCALLED, TOURNAMENT, HEADS_UP))
    firsts = [line for line, _ in _pacific.hands(text)]
    assert firsts == [1, 37, 66, 100]  # each hand's #Game No line: the hands are 34, 27 and 32 lines long, two blank lines apart
    assert [h["hand"] for h in sites.read(text.encode("utf-16"))] == ["700101", "700102", "700103", "700104"]
    wrong = text.replace("Bea posts small blind [€0.10]", "Bea posts a bribe [€0.10]")
    with pytest.raises(SiteFormatError, match=r"888poker hand 700102, line 46: an unknown post: 'a bribe \[€0.10\]'") as caught:
        list(sites.read(wrong))
    assert caught.value.line == firsts[1] + 9
    skipped: list[SiteFormatError] = []
    assert [h["hand"] for h in sites.read(wrong, errors="skip", on_skip=skipped.append)] == ["700101", "700103", "700104"]
    assert [error.hand for error in skipped] == ["700102"]


def test_a_hand_that_does_not_add_up_is_refused() -> None:
    with pytest.raises(SiteFormatError, match=r"888poker hand 700103, line 1: Ann collected 4800, but the replay's pots give 4725"):
        list(sites.read(TOURNAMENT.replace("Ann collected [ 4.725 $ ]", "Ann collected [ 4.800 $ ]")))
    with pytest.raises(SiteFormatError, match=r"Bea collected 8.20, but the replay's pots give 0"):
        list(sites.read(CASH.replace("Cy Lee collected", "Bea collected")))
    with pytest.raises(SiteFormatError, match=r"line 34: the players collect 9.20, more than the pot of 8.50"):
        list(sites.read(CASH.replace("[ $8.20 ]", "[ $9.20 ]")))
    with pytest.raises(SiteFormatError, match="nobody collects the pot"):
        list(sites.read(UNCALLED.replace("Ann collected [ €4.60 ]\n", "")))


def test_what_cannot_be_read_is_refused_with_the_line() -> None:
    with pytest.raises(SiteFormatError, match=r"line 3: 888's Pot Limit '5 Card Omaha' is not a game this library reads"):
        list(sites.read(UNCALLED.replace("Pot Limit Omaha", "Pot Limit 5 Card Omaha")))
    with pytest.raises(SiteFormatError, match=r"line 8: seat 2 has no player's name"):
        list(sites.read(CASH.replace("Seat 2: Bea (", "Seat 2:  (")))
    with pytest.raises(SiteFormatError, match=r"line 14: bad cards \[ Ah, Kx \]"):
        list(sites.read(CASH.replace("[ Ah, Kd ]", "[ Ah, Kx ]", 1)))
    with pytest.raises(SiteFormatError, match=r"line 14: Cy Lee is dealt 3 cards, where the game deals 2"):
        list(sites.read(CASH.replace("[ Ah, Kd ]", "[ Ah, Kd, 2s ]", 1)))
    with pytest.raises(SiteFormatError, match=r"line 4: the table line"):
        list(sites.read(CASH.replace("Table Alpha", "Tisch Alpha")))
    with pytest.raises(SiteFormatError, match=r"line 15: '\$0.3x' is not an amount"):
        list(sites.read(CASH.replace("raises [$0.30]", "raises [$0.3x]")))
    assert sites.detect(CASH) is _pacific and not _pacific.looks_like("PokerStars Hand #1: Hold'em No Limit")


@pytest.mark.parametrize("table", ["(Practice Play)", "(Play Money)"])
def test_a_hand_without_a_date_and_a_play_money_table(table: str) -> None:
    text = CASH.replace("- *** 03 12 2026 18:00:00", "- ***").replace("(Real Money)", table)
    history = _one(text.replace("$", ""))
    assert "year" not in history.fields and "currency" not in history.fields
    assert history["winnings"] == [0, 0, Decimal("8.20"), 0]


@pytest.mark.parametrize(
    ("hand", "game", "code"),
    [
        (CASH, "Pot Limit Holdem", "PV-PT"),
        (CASH, "No Limit Hold'em", "NT"),
        (UNCALLED, "No Limit Omaha", "PV-NO"),
        (UNCALLED, "Pot Limit OmahaHL", "PV-PO/8"),
        (UNCALLED, "Pot Limit Omaha Hi/Lo", "PV-PO/8"),
        (HEADS_UP, "Fix Limit Omaha", "PV-FO"),
    ],
)
def test_each_game_and_betting_888_deals(hand: str, game: str, code: str) -> None:
    named = hand.replace("No Limit Holdem", game).replace("Pot Limit Omaha", game).replace("Fix Limit Holdem", game)
    assert _one(named)["variant"] == code


TIE = """#Game No : 700106
***** 888poker Hand History for Game 700106 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 03 12 2026 18:10:00
Table Alpha 6 Max (Real Money)
Seat 6 is the button
Total number of players : 4
Seat 1: Ann ( $10 )
Seat 2: Bea ( $12.40 )
Seat 4: Cy Lee ( $1,250.00 )
Seat 6: Dee ( $9.15 )
Ann posts small blind [$0.05]
Bea posts big blind [$0.10]
** Dealing down cards **
Dealt to Cy Lee [ 9h, 4d ]
Cy Lee raises [$0.30]
Dee folds
Ann folds
Bea calls [$0.20]
** Dealing flop ** [ Ts, Jd, Qc ]
Bea checks
Cy Lee bets [$0.30]
Bea calls [$0.30]
** Dealing turn ** [ Kh ]
Bea checks
Cy Lee checks
** Dealing river ** [ Ah ]
Bea checks
Cy Lee checks
** Summary **
Cy Lee shows [ 9h, 4d ]
Bea shows [ 2c, 2d ]
Bea collected [ $0.63 ]
Cy Lee collected [ $0.62 ]
"""

SIDE_POTS = """#Game No : 700107
***** 888poker Hand History for Game 700107 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 03 12 2026 18:20:00
Table Alpha 6 Max (Real Money)
Seat 6 is the button
Total number of players : 4
Seat 1: Ann ( $10 )
Seat 2: Bea ( $2 )
Seat 3: Eve ( $7 )
Seat 6: Dee ( $9.15 )
Eve sits out
Ann posts small blind [$0.05]
Bea posts big blind [$0.10]
** Dealing down cards **
Dealt to Dee [ Ah, Kd ]
Dee raises [$0.30]
Ann calls [$0.25]
Bea raises [$1.90]
Dee calls [$1.70]
Ann calls [$1.70]
** Dealing flop ** [ Kh, 7c, 2d ]
Ann checks
Dee bets [$3]
Ann calls [$3]
** Dealing turn ** [ 9s ]
Ann checks
Dee checks
** Dealing river ** [ 3c ]
Ann checks
Dee checks
** Summary **
Dee shows [ Ah, Kd ]
Ann shows [ Qs, Qd ]
Bea shows [ Kc, Ks ]
Bea collected [ $5.70 ]
Dee collected [ $5.70 ]
"""


def test_a_split_pot_with_an_odd_chip_goes_first_to_the_winner_after_the_button() -> None:
    history = _one(TIE)  # both play the board's straight: $1.25 split, the odd cent to Bea, first after the button
    assert history["players"] == ["Ann", "Bea", "Cy Lee", "Dee"] and history["winnings"] == [0, Decimal("0.63"), Decimal("0.62"), 0]
    assert "_rake" not in history.fields and history["finishing_stacks"][1:3] == [Decimal("12.43"), Decimal("1250.02")]
    swapped = TIE.replace("[ $0.63 ]", "[ $0.6x ]").replace("[ $0.62 ]", "[ $0.63 ]").replace("[ $0.6x ]", "[ $0.62 ]")
    with pytest.raises(SiteFormatError, match=r"888poker hand 700106, line 1: Cy Lee collected 0.63, but the replay's pots give 0.62"):
        list(sites.read(swapped))


def test_side_pots_with_the_rake_and_a_player_sitting_out() -> None:
    history = _one(SIDE_POTS)  # Bea's $2 all-in: a main pot of $6 and a side pot of $6, raked $0.30 each
    assert history["players"] == ["Ann", "Bea", "Dee"] and history["seats"] == [1, 2, 6]  # Eve sits out
    assert "p2 cbr 2.00" in history.actions
    assert history["winnings"] == [0, Decimal("5.70"), Decimal("5.70")] and history["_rake"] == Decimal("0.60")
    assert history["finishing_stacks"] == [Decimal("5.00"), Decimal("5.70"), Decimal("9.85")]


def test_a_dead_blind_the_big_blind_live_and_the_rest_dead() -> None:
    # Dee comes back on the button: the missed small blind dead, the big blind live (a raise then is on top of it)
    for amounts in ("[$0.05 + $0.10]", "[$0.10 + $0.05]"):
        dead = CASH.replace("Bea posts big blind [$0.10]\n", f"Bea posts big blind [$0.10]\nDee posts dead blind {amounts}\n")
        history = _one(dead.replace("[ $8.20 ]", "[ $8.35 ]"))
        assert history["antes"] == [0, 0, 0, Decimal("0.05")] and history["blinds_or_straddles"] == [Decimal("0.05"), Decimal("0.10"), 0, Decimal("-0.10")]
        assert history["winnings"] == [0, 0, Decimal("8.35"), 0] and history["_rake"] == Decimal("0.30")
        assert history["finishing_stacks"][3] == Decimal("9.00")
    # a dead blind no more than the big blind (the missed small blind alone) is all dead; so is a second small blind
    for line in ("Dee posts dead blind [$0.05 + $0]", "Dee posts small blind [$0.05]"):
        history = _one(CASH.replace("Bea posts big blind [$0.10]\n", f"Bea posts big blind [$0.10]\n{line}\n").replace("[ $8.20 ]", "[ $8.25 ]"))
        assert history["antes"] == [0, 0, 0, Decimal("0.05")] and history["blinds_or_straddles"] == [Decimal("0.05"), Decimal("0.10"), 0, 0]
        assert history["finishing_stacks"][3] == Decimal("9.10") and history["_rake"] == Decimal("0.30")
    with pytest.raises(SiteFormatError, match=r"line 13: a dead blind without its amounts"):
        list(sites.read(CASH.replace("Bea posts big blind [$0.10]\n", "Bea posts big blind [$0.10]\nDee posts dead blind\n")))


def test_a_rebuy_between_hands() -> None:
    again = CASH.replace("700101", "700108").replace("Seat 2: Bea ( $12.40 )", "Seat 2: Bea ( $18.30 )")  # Bea adds $10 to $8.30
    first, second = sites.read(CASH + "\n" + again)
    assert first["finishing_stacks"][1] == Decimal("8.30") and second["starting_stacks"][1] == Decimal("18.30")
