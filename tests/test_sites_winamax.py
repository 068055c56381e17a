"""Winamax's hand histories read, replayed and proven. Every hand here is composed in the test in
the format Winamax writes (a header with the ``HandId``, the table, the seats, ``*** ANTE/BLINDS
***`` and the other sections, actions without a colon, euro amounts with the sign after the
number, what each player collected, uncalled bets included, and ``Total pot … | Rake …``)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError

CASH = """Winamax Poker - CashGame - HandId: #20451177-812-1764777600 - Holdem no limit (0.05€/0.10€) - 2026/12/03 16:00:00 UTC
Table: 'Nice 02' 6-max (real money) Seat #6 is the button
Seat 1: Zoé (10€)
Seat 2: Jérôme (4.20€)
Seat 3: Cyril (15€)
Seat 4: Dédé (6€)
Seat 5: Éloïse (8€)
Seat 6: François (20€)
*** ANTE/BLINDS ***
Zoé posts small blind 0.05€
Jérôme posts big blind 0.10€
Dealt to Éloïse [Qs Qd]
*** PRE-FLOP ***
Cyril raises 0.20€ to 0.30€
Éloïse raises 0.60€ to 0.90€
François folds
Zoé folds
Jérôme raises 3.30€ to 4.20€ and is all-in
Cyril calls 3.90€
Éloïse calls 3.30€
*** FLOP *** [7h 8s 2c]
Cyril checks
Éloïse bets 2€
Cyril calls 2€
*** TURN *** [7h 8s 2c][Kd]
Cyril checks
Éloïse bets 1.80€ and is all-in
Cyril folds
*** RIVER *** [7h 8s 2c Kd][3s]
*** SHOW DOWN ***
Jérôme shows [Kh Kc] (Three of a kind : Kings)
Éloïse collected 4€ from side pot 1
Éloïse collected 1.80€ from side pot 2
Jérôme collected 12.05€ from main pot
*** SUMMARY ***
Total pot 17.85€ | Rake 0.60€
Board: [7h 8s 2c Kd 3s]
Seat 1: Zoé (small blind) folded on the pre-flop
Seat 2: Jérôme (big blind) showed [Kh Kc] and won 12.05€ with Three of a kind : Kings
Seat 3: Cyril folded on the turn
Seat 5: Éloïse mucked
Seat 6: François (button) folded on the pre-flop
"""

UNCALLED = """Winamax Poker - CashGame - HandId: #20451177-813-1764777700 - Omaha pot limit (0.25€/0.50€) - 2026/12/03 16:01:40 UTC
Table: 'Nice 02' 6-max (real money) Seat #1 is the button
Seat 1: Zoé (10.05€)
Seat 2: Jérôme (50€)
Seat 3: Cyril (20€)
*** ANTE/BLINDS ***
Jérôme posts small blind 0.25€
Cyril posts big blind 0.50€
Dealt to Zoé [Ah Kh Qd Js]
*** PRE-FLOP ***
Zoé raises 1€ to 1.50€
Jérôme folds
Cyril calls 1€
*** FLOP *** [Th 2h 3c]
Cyril checks
Zoé bets 3.25€
Cyril folds
Zoé collected 6.35€ from pot
*** SUMMARY ***
Total pot 6.35€ | Rake 0.15€
Board: [Th 2h 3c]
Seat 1: Zoé (button) won 6.35€
"""

TOURNAMENT = """Winamax Poker - Tournament "Sunday Surprise" buyIn: 9€ + 1€ level: 7 - HandId: #1234567890123456789-45-1764781200 - Holdem no limit (25/100/200) - 2026/12/03 17:00:00 UTC
Table: 'Sunday Surprise(987654321)#012' 6-max (real money) Seat #2 is the button
Seat 1: Amélie (5000, 2.50€ bounty)
Seat 2: Benoît (7310, 2.50€ bounty)
Seat 3: Céline (1900, 2.50€ bounty)
*** ANTE/BLINDS ***
Amélie posts ante 25
Benoît posts ante 25
Céline posts ante 25
Céline posts small blind 100
Amélie posts big blind 200
Dealt to Amélie [As Ks]
*** PRE-FLOP ***
Benoît raises 200 to 400
Céline folds
Amélie raises 800 to 1200
Benoît folds
Amélie collected 1775 from pot
*** SUMMARY ***
Total pot 1775 | No rake
Seat 1: Amélie (big blind) won 1775
"""

HEADS_UP = """Winamax Poker - Go Fast "Buzau" - HandId: #9434802-28434-1764781500 - Holdem no limit (2€/4€) - 2026/12/03 17:05:00 UTC
Table: 'Buzau' 2-max (real money) Seat #1 is the button
Seat 1: Noël (402.96€)
Seat 2: Hélène (400€)
*** ANTE/BLINDS ***
Noël posts small blind 2€
Hélène posts big blind 4€
Dealt to Hélène [8h 9s]
*** PRE-FLOP ***
Noël raises 4€ to 8€
Hélène calls 4€
*** FLOP *** [Kc 2d 3d]
Hélène checks
Noël checks
*** TURN *** [Kc 2d 3d][Qs]
Hélène checks
Noël checks
*** RIVER *** [Kc 2d 3d Qs][7s]
Hélène bets 9.50€
Noël folds
Hélène collected 24.46€ from pot
*** SUMMARY ***
Total pot 24.46€ | Rake 1.04€
Board: [Kc 2d 3d Qs 7s]
Seat 2: Hélène (big blind) won 24.46€
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_side_pots_a_muck_and_the_rake_is_proven() -> None:
    history = _one(CASH)
    assert history["venue"] == "Winamax" and history["hand"] == "20451177-812-1764777600" and history["table"] == "Nice 02"
    assert history["players"] == ["Zoé", "Jérôme", "Cyril", "Éloïse", "François"]  # Dédé takes no part: not dealt in
    assert history["seats"] == [1, 2, 3, 5, 6] and history["seat_count"] == 6 and history["currency"] == "EUR"
    assert history["time_zone_abbreviation"] == "UTC" and (history["year"], history["month"], history["day"]) == (2026, 12, 3)
    assert history["blinds_or_straddles"] == [Decimal("0.05"), Decimal("0.10"), 0, 0, 0]
    assert "d dh p4 QsQd" in history.actions and "p2 sm KhKc" in history.actions and "p4 sm" in history.actions
    # Éloïse's 1.80 that nobody called is off what she collected: the replay returns it
    assert history["winnings"] == [0, Decimal("12.05"), 0, Decimal("4.00"), 0]
    assert history["_rake"] == Decimal("0.60")
    assert history["finishing_stacks"] == [Decimal("9.95"), Decimal("12.05"), Decimal("8.80"), Decimal("5.80"), Decimal("20.00")]
    hand = phh.replay(history)  # the history written replays on its own, rake and all
    assert hand.money.amount(hand.rake) == Decimal("0.60")


def test_an_uncalled_bet_is_returned_by_the_replay_not_collected() -> None:
    history = _one(UNCALLED)
    assert history["variant"] == "PO" and history["players"] == ["Jérôme", "Cyril", "Zoé"]
    assert history["winnings"] == [0, 0, Decimal("3.10")] and history["_rake"] == Decimal("0.15")
    assert history["finishing_stacks"] == [Decimal("49.75"), Decimal("18.50"), Decimal("11.65")]


def test_a_tournament_hand_in_chips_with_antes() -> None:
    history = _one(TOURNAMENT)
    assert history["players"] == ["Céline", "Amélie", "Benoît"] and history["event"] == "987654321" and history["level"] == 7
    assert history["antes"] == [25, 25, 25] and history["blinds_or_straddles"] == [100, 200, 0] and "currency" not in history.fields
    assert history["winnings"] == [0, 975, 0] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [1775, 5550, 6885]


def test_heads_up_the_button_posts_the_small_blind() -> None:
    history = _one(HEADS_UP)
    assert history["players"] == ["Hélène", "Noël"] and history["blinds_or_straddles"] == [2, 4]
    assert history["winnings"] == [Decimal("14.96"), 0] and history["_rake"] == Decimal("1.04")
    assert history["finishing_stacks"] == [Decimal("406.96"), Decimal("394.96")]


LIVE_POST = """Winamax Poker - CashGame - HandId: #351984-131-1764782000 - Holdem no limit (0.02€/0.05€) - 2026/12/03 17:13:20 CET
Table: 'Chelles' 9-max (real money) Seat #2 is the button
Seat 1: Anaïs (5€)
Seat 2: Bruno (6.28€)
Seat 3: Chloé (5.06€)
Seat 4: Damien (5.01€)
*** ANTE/BLINDS ***
Chloé posts small blind 0.02€
Damien posts big blind 0.05€
Anaïs posts big blind 0.05€ out of position
Dealt to Anaïs [Ks Th]
*** PRE-FLOP ***
Anaïs checks
Bruno calls 0.05€
Chloé folds
Damien checks
*** FLOP *** [7s 2d 6h]
Damien checks
Anaïs bets 0.10€
Bruno folds
Damien folds
Anaïs collected 0.27€ from pot
*** SUMMARY ***
Total pot 0.27€ | No rake
Board: [7s 2d 6h]
Seat 1: Anaïs won 0.27€
"""


def test_a_big_blind_out_of_position_is_a_live_post_and_french_time_is_kept() -> None:
    history = _one(LIVE_POST)
    assert history["players"] == ["Chloé", "Damien", "Anaïs", "Bruno"]
    assert history["blinds_or_straddles"] == [Decimal("0.02"), Decimal("0.05"), Decimal("-0.05"), 0]
    assert history["time_zone_abbreviation"] == "CET" and history["winnings"] == [0, 0, Decimal("0.17"), 0]


def test_a_file_of_many_hands_in_any_encoding_with_each_hands_line() -> None:
    text = "\n\n".join((CASH, TOURNAMENT, HEADS_UP, LIVE_POST))
    for data in (text.encode("utf-8"), text.encode("utf-8-sig"), text.encode("utf-16"), text.encode("cp1252")):
        histories = list(sites.read(data))
        assert [h["venue"] for h in histories] == ["Winamax"] * 4
        assert [h["hand"][-10:] for h in histories] == ["1764777600", "1764781200", "1764781500", "1764782000"]
        assert "Éloïse" in histories[0]["players"] and "Hélène" in histories[2]["players"]
    wrong = HEADS_UP.replace("Rake 1.04€", "Rake 1.40€")
    skipped: list[SiteFormatError] = []
    histories = list(sites.read("\n\n".join((CASH, TOURNAMENT, wrong, LIVE_POST)), site="winamax", errors="skip", on_skip=skipped.append))
    assert len(histories) == 3 and len(skipped) == 1
    assert skipped[0].hand == "9434802-28434-1764781500" and skipped[0].line == CASH.count("\n") + TOURNAMENT.count("\n") + 5  # each hand ends its line, and a blank line follows
    with pytest.raises(SiteFormatError, match="bad cards") as caught:
        list(sites.read("\n\n".join((CASH, TOURNAMENT.replace("[As Ks]", "[As Kx]")))))
    assert caught.value.line == CASH.count("\n") + 2 + 12  # the twelfth line of the second hand


def test_a_hand_that_does_not_add_up_is_refused_naming_the_hand_and_why() -> None:
    with pytest.raises(SiteFormatError, match=r"Winamax hand 20451177-812-1764777600, line 1: Jérôme collected 13.05, but the replay's pots give 12.65"):
        list(sites.read(CASH.replace("Jérôme collected 12.05€", "Jérôme collected 13.05€")))
    with pytest.raises(SiteFormatError, match="the room took a rake of 0.40, but"):
        list(sites.read(UNCALLED.replace("Rake 0.15€", "Rake 0.40€")))
    with pytest.raises(SiteFormatError, match="the room's total pot is"):
        list(sites.read(UNCALLED.replace("Total pot 6.35€", "Total pot 6.55€")))
    with pytest.raises(SiteFormatError, match=r"line 18: Zoé put in 3.25 that nobody called, but collected 2.35"):
        list(sites.read(UNCALLED.replace("Zoé collected 6.35€", "Zoé collected 2.35€")))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("Omaha pot limit", "Omaha5 pot limit"), r"line 1: Winamax's 'Omaha5 pot limit' is 5-card Omaha, which is not a game this library has"),
        (("Omaha pot limit", "5 Card Omaha pot limit"), r"line 1: .*5-card Omaha"),
        (("Omaha pot limit (0.25€/0.50€)", "7-Card Stud fixed limit (0.05€/0.25€/0.50€)"), r"line 1: Winamax's '7-Card Stud fixed limit' is not read yet"),
        (("Omaha pot limit", "Courchevel pot limit"), r"line 1: Winamax's 'Courchevel pot limit' is not a game this library reads"),
        (("(0.25€/0.50€)", "(0.25€)"), r"line 1: the stakes \(0.25€\) are not two or three amounts"),
        (("(0.25€/0.50€)", "(0.25€/x€)"), r"line 1: the stakes \(0.25€/x€\): 'x€' is not an amount"),
        (("Table: 'Nice 02' 6-max", "Tablo 'Nice 02'"), r"line 2: the table line"),
        (("Seat 2: Jérôme (50€)", "Seat 2: Jérôme (fifty)"), r"line 4: 'fifty' is not an amount"),
        (("Cyril posts big blind 0.50€", "Cyril posts big blind 0.50€\nZoé posts small blind 0.2x€ out of position"), r"line 9: '0.2x€' is not an amount"),
        (("Cyril posts big blind 0.50€", "Cyril posts big blind 0.50€\nZoé raises 0.50€ to 1€"), r"line 9: a raise among the posts \(Zoé raises 0.50€ to 1€\) is not read"),
        (("Cyril posts big blind 0.50€", "Cyril posts a bribe 2€"), r"line 8: an unknown post: Cyril posts a bribe 2€"),
        (("*** PRE-FLOP ***", "Hold-up to Pot: total 0.50€\n*** PRE-FLOP ***"), r"line 10: money the room adds to the pot"),
        (("Dealt to Zoé [Ah Kh Qd Js]", "Dealt to Zoé [Ah Kh Qd]"), r"line 9: Zoé is dealt 3 cards, where the game deals 4"),
        (("Dealt to Zoé [Ah Kh Qd Js]", "Dealt to Nobody [Ah Kh Qd Js]"), r"line 9: cards dealt to a player who is not seated"),
        (("*** FLOP *** [Th 2h 3c]", "*** FLOP ***"), r"line 14: the flop without its cards"),
        (("Cyril calls 1€", "Cyril calls lots"), r"line 13: 'lots' is not an amount"),
        (("*** SUMMARY ***\n", ""), r"the hand has no summary"),
        (("2026/12/03 16:01:40", "2026/13/03 16:01:40"), r"line 1: '2026/13/03 16:01:40' is not a date and time"),
        (("Dealt to Zoé [Ah Kh Qd Js]", "Dealt to Zoé [Ah Kh Qd Js"), r"line 9: cards dealt to Zoé without their brackets"),
    ],
)
def test_what_cannot_be_read_is_refused_with_the_line(change: tuple[str, str], message: str) -> None:
    with pytest.raises(SiteFormatError, match=message):
        list(sites.read(UNCALLED.replace(*change)))


def test_a_text_that_is_not_a_hand() -> None:
    seats_only = UNCALLED[: UNCALLED.index("*** ANTE/BLINDS ***")] + "*** ANTE/BLINDS ***\n*** SUMMARY ***\n"
    with pytest.raises(SiteFormatError, match="line 6: no player is dealt in: a hand needs two"):
        list(sites.read(seats_only))
    with pytest.raises(SiteFormatError, match="line 1: not a Winamax hand header"):
        list(sites.read("Winamax Poker - CashGame - HandId: #1-2-3 - Holdem no limit\n", site="winamax"))
    with pytest.raises(SiteFormatError, match="no room this library reads"):
        list(sites.read("Winamax Poker - Tournament summary : Sunday Surprise(987654321)\n"))


def test_omaha_hi_lo_split_with_each_half_collected() -> None:
    text = """Winamax Poker - CashGame - HandId: #20451177-900-1764786000 - Omaha Hi/Lo pot limit (0.25€/0.50€) - 2026/12/03 18:20:00 UTC
Table: 'Lille 03' 2-max (real money) Seat #1 is the button
Seat 1: Zoé (20€)
Seat 2: Jérôme (20€)
*** ANTE/BLINDS ***
Zoé posts small blind 0.25€
Jérôme posts big blind 0.50€
Dealt to Zoé [As 5s Kd Qd]
*** PRE-FLOP ***
Zoé calls 0.25€
Jérôme checks
*** FLOP *** [3c 7h Kc]
Jérôme checks
Zoé checks
*** TURN *** [3c 7h Kc][8d]
Jérôme checks
Zoé checks
*** RIVER *** [3c 7h Kc 8d][9s]
Jérôme checks
Zoé checks
*** SHOW DOWN ***
Jérôme shows [Ah 4h Jc Jd] (One pair : Jacks - Low : 8-7-4-3-A)
Zoé shows [As 5s Kd Qd] (One pair : Kings - Low : 8-7-5-3-A)
Zoé collected 0.48€ from pot
Jérôme collected 0.47€ from pot
*** SUMMARY ***
Total pot 0.95€ | Rake 0.05€
Board: [3c 7h Kc 8d 9s]
"""
    history = _one(text)
    assert history["variant"] == "PV-PO/8" and history["players"] == ["Jérôme", "Zoé"]
    assert history["winnings"] == [Decimal("0.47"), Decimal("0.48")] and history["_rake"] == Decimal("0.05")


def test_a_small_blind_out_of_position_is_dead_money_beside_the_live_big_blind() -> None:
    text = (
        LIVE_POST.replace("Anaïs posts big blind 0.05€ out of position", "Anaïs posts small blind 0.02€ out of position\nAnaïs posts big blind 0.05€ out of position")
        .replace("Anaïs collected 0.27€", "Anaïs collected 0.29€")
        .replace("Total pot 0.27€", "Total pot 0.29€")
        .replace("won 0.27€", "won 0.29€")
    )
    history = _one(text)
    assert history["players"] == ["Chloé", "Damien", "Anaïs", "Bruno"]
    assert history["antes"] == [0, 0, Decimal("0.02"), 0]  # the dead small blind: PHH's ante of that player
    assert history["blinds_or_straddles"] == [Decimal("0.02"), Decimal("0.05"), Decimal("-0.05"), 0]
    # she collected 0.29: her 0.10 nobody called, and a pot of 0.19 with the dead 0.02 in it
    assert history["winnings"] == [0, 0, Decimal("0.19"), 0]
    assert history["finishing_stacks"] == [Decimal("5.04"), Decimal("4.96"), Decimal("5.12"), Decimal("6.23")]
    # the dead blind alone, its player folding (a missed small blind only)
    alone = (
        UNCALLED.replace("Seat 3: Cyril (20€)", "Seat 3: Cyril (20€)\nSeat 4: Dédé (30€)")
        .replace("Cyril posts big blind 0.50€", "Cyril posts big blind 0.50€\nDédé posts small blind 0.25€ out of position")
        .replace("*** PRE-FLOP ***\nZoé raises", "*** PRE-FLOP ***\nDédé folds\nZoé raises")
        .replace("6.35€", "6.60€")
    )
    history = _one(alone)
    assert history["players"] == ["Jérôme", "Cyril", "Dédé", "Zoé"] and history["antes"] == [0, 0, Decimal("0.25"), 0]
    assert history["winnings"] == [0, 0, 0, Decimal("3.35")] and history["finishing_stacks"][2] == Decimal("29.75")


TIE = """Winamax Poker - Tournament "Sunday Surprise" buyIn: 9€ + 1€ level: 7 - HandId: #1234567890123456789-46-1764781300 - Holdem no limit (25/100/200) - 2026/12/03 17:01:40 UTC
Table: 'Sunday Surprise(987654321)#012' 6-max (real money) Seat #2 is the button
Seat 1: Amélie (5000, 2.50€ bounty)
Seat 2: Benoît (7310, 2.50€ bounty)
Seat 3: Céline (1900, 2.50€ bounty)
*** ANTE/BLINDS ***
Amélie posts ante 25
Benoît posts ante 25
Céline posts ante 25
Céline posts small blind 100
Amélie posts big blind 200
Dealt to Amélie [8h 9c]
*** PRE-FLOP ***
Benoît calls 200
Céline calls 100
Amélie checks
*** FLOP *** [5c 6d 7h]
Céline checks
Amélie checks
Benoît checks
*** TURN *** [5c 6d 7h][2s]
Céline checks
Amélie checks
Benoît checks
*** RIVER *** [5c 6d 7h 2s][Jd]
Céline checks
Amélie checks
Benoît checks
*** SHOW DOWN ***
Céline shows [Kh Kd] (One pair : Kings)
Amélie shows [8h 9c] (Straight : 9 high)
Benoît shows [8d 9d] (Straight : 9 high)
Amélie collected 338 from pot
Benoît collected 337 from pot
*** SUMMARY ***
Total pot 675 | No rake
Board: [5c 6d 7h 2s Jd]
Seat 1: Amélie (big blind) showed [8h 9c] and won 338 with Straight : 9 high
Seat 2: Benoît (button) showed [8d 9d] and won 337 with Straight : 9 high
Seat 3: Céline (small blind) showed [Kh Kd] and lost with One pair : Kings
"""


def test_a_tie_in_a_tournament_the_odd_chip_to_the_first_winner_after_the_button() -> None:
    history = _one(TIE)
    assert history["players"] == ["Céline", "Amélie", "Benoît"]
    assert history["winnings"] == [0, 338, 337] and history["finishing_stacks"] == [1675, 5113, 7422] and "_rake" not in history.fields
    wrong = TIE.replace("Amélie collected 338", "Amélie collected 337").replace("Benoît collected 337", "Benoît collected 338")
    with pytest.raises(SiteFormatError, match=r"Benoît collected 338, but the replay's pots give 337"):
        list(sites.read(wrong))


def test_play_money_has_no_currency() -> None:
    text = LIVE_POST.replace("(real money)", "(play money)").replace("€", "")
    history = _one(text)
    assert "currency" not in history.fields and history["winnings"] == [0, 0, Decimal("0.17"), 0]
    # the table's word holds, whatever sign the amounts carry
    assert "currency" not in _one(LIVE_POST.replace("(real money)", "(play money)")).fields


HI_LO_ODD = """Winamax Poker - CashGame - HandId: #20451177-901-1764786100 - Omaha Hi/Lo pot limit (0.25€/0.50€) - 2026/12/03 18:21:40 UTC
Table: 'Lille 03' 6-max (real money) Seat #1 is the button
Seat 1: Zoé (20€)
Seat 2: Jérôme (20€)
Seat 3: Cyril (20€)
*** ANTE/BLINDS ***
Jérôme posts small blind 0.25€
Cyril posts big blind 0.50€
Dealt to Zoé [As 5s Kd Qd]
*** PRE-FLOP ***
Zoé calls 0.50€
Jérôme folds
Cyril checks
*** FLOP *** [3c 7h Kc]
Cyril checks
Zoé checks
*** TURN *** [3c 7h Kc][8d]
Cyril checks
Zoé checks
*** RIVER *** [3c 7h Kc 8d][9s]
Cyril checks
Zoé checks
*** SHOW DOWN ***
Cyril shows [Ah 4h Jc Jd] (One pair : Jacks - Low : 8-7-4-3-A)
Zoé shows [As 5s Kd Qd] (One pair : Kings - Low : 8-7-5-3-A)
Zoé collected 0.63€ from pot
Cyril collected 0.62€ from pot
*** SUMMARY ***
Total pot 1.25€ | No rake
Board: [3c 7h Kc 8d 9s]
"""


def test_omaha_hi_lo_the_odd_cent_to_the_high_hand() -> None:
    history = _one(HI_LO_ODD)
    assert history["players"] == ["Jérôme", "Cyril", "Zoé"] and "_rake" not in history.fields
    assert history["winnings"] == [0, Decimal("0.62"), Decimal("0.63")]  # Zoé's kings the high half, Cyril's 8-7-4-3-A the low
    wrong = HI_LO_ODD.replace("Zoé collected 0.63€", "Zoé collected 0.62€").replace("Cyril collected 0.62€", "Cyril collected 0.63€")
    with pytest.raises(SiteFormatError, match=r"Cyril collected 0.63, but the replay's pots give 0.62"):
        list(sites.read(wrong))
