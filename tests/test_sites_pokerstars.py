"""PokerStars' hand histories read, replayed and proven. Every hand here is composed in the test in
the format PokerStars documents (a header, the table, the seats, the posts, ``*** STREET ***``
lines, ``NAME: verb amount`` actions, what each player collected and the summary's pot and rake)."""

from __future__ import annotations

import random
from decimal import Decimal

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import phh, sites
from pokervariants.bots import RandomBot
from pokervariants.sites import SiteFormatError

from .stars_format import stars_text

CASH = """PokerStars Hand #5005: Hold'em No Limit ($0.50/$1.00 USD) - 2026/12/03 18:00:00 ET
Table 'Delta' 6-max Seat #6 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bea ($25 in chips)
Seat 3: Cy ($150 in chips)
Seat 4: Dee ($60 in chips) is sitting out
Seat 5: Eli ($80 in chips)
Seat 6: Fay ($200 in chips)
Ann: posts small blind $0.50
Bea: posts big blind $1
*** HOLE CARDS ***
Dealt to Eli [Qs Qd]
Fay said, "gl"
Cy: raises $2 to $3
Eli: raises $6 to $9
Fay: folds
Ann: folds
Ann is disconnected
Bea: raises $16 to $25 and is all-in
Cy: calls $16
Eli: calls $16
*** FLOP *** [7h 8s 2c]
Cy: checks
Eli: bets $20
Cy: calls $20
*** TURN *** [7h 8s 2c] [Kd]
Cy: checks
Eli: bets $35 and is all-in
Cy: folds
Uncalled bet ($35) returned to Eli
*** RIVER *** [7h 8s 2c Kd] [3s]
*** SHOW DOWN ***
Bea: shows [Kh Kc] (three of a kind, Kings)
Eli: mucks hand
Eli collected $39 from side pot
Bea collected $73.50 from main pot
*** SUMMARY ***
Total pot $115.50 Main pot $75.50. Side pot $40. | Rake $3
Board [7h 8s 2c Kd 3s]
Seat 1: Ann (small blind) folded before Flop
Seat 2: Bea (big blind) showed [Kh Kc] and won ($73.50) with three of a kind, Kings
Seat 3: Cy folded on the Turn
Seat 5: Eli mucked [Qs Qd]
Seat 6: Fay (button) folded before Flop (didn't bet)
"""

TOURNAMENT = """PokerStars Hand #6006: Tournament #99887, $1.00+$0.10 USD Hold'em No Limit - Level III (25/50) - 2026/12/03 19:00:00 ET
Table '99887 4' 9-max Seat #2 is the button
Seat 1: Ann (1500 in chips)
Seat 2: Bea (2310 in chips)
Seat 3: Cy (900 in chips)
Ann: posts the ante 5
Bea: posts the ante 5
Cy: posts the ante 5
Cy: posts small blind 25
Ann: posts big blind 50
*** HOLE CARDS ***
Dealt to Ann [As Ks]
Bea: raises 100 to 150
Cy: folds
Ann: raises 350 to 500
Bea: folds
Uncalled bet (350) returned to Ann
Ann collected 340 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot 340 | Rake 0
"""

HEADS_UP_OMAHA = """PokerStars Zoom Hand #7007: Omaha Pot Limit ($0.25/$0.50) - 2026/12/03 20:00:00 ET
Table 'Echo' 2-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bea ($50 in chips)
Ann: posts small blind $0.25
Bea: posts big blind $0.50
*** HOLE CARDS ***
Dealt to Ann [Ah Kh Qd Js]
Ann: raises $1 to $1.50
Bea: calls $1
*** FLOP *** [Th 2h 3c]
Bea: checks
Ann: bets $3
Bea: calls $3
*** TURN *** [Th 2h 3c] [9d]
Bea: checks
Ann: checks
*** RIVER *** [Th 2h 3c 9d] [4s]
Bea: bets $4.50
Ann: calls $4.50
*** SHOW DOWN ***
Bea: shows [5c 6d 7s 8c] (a straight, Deuce to Six)
Ann: mucks hand
Bea collected $17.10 from pot
*** SUMMARY ***
Total pot $18 | Rake $0.90
"""

STUD = """PokerStars Hand #2002: 7 Card Stud Limit ($0.10/$0.20 USD) - 2026/12/03 16:00:00 ET
Table 'Beta' 8-max
Seat 1: Ann ($10 in chips)
Seat 2: Bea ($8 in chips)
Seat 4: Cy ($12.50 in chips)
Ann: posts the ante $0.02
Bea: posts the ante $0.02
Cy: posts the ante $0.02
*** 3rd STREET ***
Dealt to Ann [9s]
Dealt to Bea [4c 7d 3h]
Dealt to Cy [Kd]
Bea: brings in for $0.05
Cy: completes it to $0.10
Ann: folds
Bea: calls $0.05
*** 4th STREET ***
Dealt to Bea [4c 7d 3h] [Qh]
Dealt to Cy [Kd] [Kc]
Cy: bets $0.10
Bea: calls $0.10
*** 5th STREET ***
Dealt to Bea [4c 7d 3h Qh] [8s]
Dealt to Cy [Kd Kc] [2s]
Cy: bets $0.20
Bea: calls $0.20
*** 6th STREET ***
Dealt to Bea [4c 7d 3h Qh 8s] [2c]
Dealt to Cy [Kd Kc 2s] [5d]
Cy: checks
Bea: checks
*** RIVER ***
Dealt to Bea [4c 7d 3h Qh 8s 2c] [Jd]
Cy: bets $0.20
Bea: calls $0.20
*** SHOW DOWN ***
Cy: shows [Ah 6c Kd Kc 2s 5d Tc] (a pair of Kings)
Bea: mucks hand
Cy collected $1.26 from pot
*** SUMMARY ***
Total pot $1.26 | Rake $0
"""

TRIPLE_DRAW = """PokerStars Hand #3003: Triple Draw 2-7 Lowball Limit ($0.25/$0.50 USD) - 2026/12/03 16:05:00 ET
Table 'Gamma' 6-max Seat #1 is the button
Seat 1: Ann ($20 in chips)
Seat 2: Bea ($20 in chips)
Seat 3: Cy ($20 in chips)
Bea: posts small blind $0.10
Cy: posts big blind $0.25
*** DEALING HANDS ***
Dealt to Ann [7s 5d 3c Kh 2h]
Ann: raises $0.25 to $0.50
Bea: folds
Cy: calls $0.25
*** FIRST DRAW ***
Cy: discards 2 cards
Ann: discards 1 card [Kh]
Dealt to Ann [7s 5d 3c 2h] [8d]
Cy: checks
Ann: bets $0.25
Cy: calls $0.25
*** SECOND DRAW ***
Cy: discards 1 card
Ann: stands pat
Cy: checks
Ann: bets $0.50
Cy: calls $0.50
*** THIRD DRAW ***
Cy: stands pat
Ann: stands pat
Cy: checks
Ann: bets $0.50
Cy: folds
Uncalled bet ($0.50) returned to Ann
Ann collected $2.45 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $2.60 | Rake $0.15
"""


RUN_TWICE = """PokerStars Hand #9009: Hold'em No Limit ($1/$2 USD) - 2026/12/03 22:00:00 ET
Table 'Echo' 6-max Seat #3 is the button
Seat 1: Ann ($200 in chips)
Seat 2: Bea ($150 in chips)
Seat 3: Cy ($100 in chips)
Ann: posts small blind $1
Bea: posts big blind $2
*** HOLE CARDS ***
Dealt to Ann [Ah Kh]
Cy: folds
Ann: raises $4 to $6
Bea: calls $4
*** FLOP *** [9h 8h 2c]
Ann: bets $10
Bea: raises $134 to $144 and is all-in
Ann: calls $134
*** FIRST TURN *** [9h 8h 2c] [3s]
*** FIRST RIVER *** [9h 8h 2c 3s] [4d]
*** SECOND TURN *** [9h 8h 2c] [Jh]
*** SECOND RIVER *** [9h 8h 2c Jh] [5c]
*** FIRST SHOW DOWN ***
Ann: shows [Ah Kh] (high card Ace)
Bea: shows [9d 9c] (three of a kind, Nines)
Bea collected $148.50 from pot
*** SECOND SHOW DOWN ***
Ann: shows [Ah Kh] (a flush, Ace high)
Bea: shows [9d 9c] (three of a kind, Nines)
Ann collected $148.50 from pot
*** SUMMARY ***
Total pot $300 | Rake $3
Hand was run twice
FIRST Board [9h 8h 2c 3s 4d]
SECOND Board [9h 8h 2c Jh 5c]
Seat 1: Ann (small blind) showed [Ah Kh] and lost with high card Ace, and won ($148.50) with a flush, Ace high
Seat 2: Bea (big blind) showed [9d 9c] and won ($148.50) with three of a kind, Nines, and lost with three of a kind, Nines
Seat 3: Cy (button) folded before Flop (didn't bet)
"""


SPLIT = """PokerStars Hand #4004: Tournament #55443, $1.00+$0.10 USD Hold'em No Limit - Level I (10/20) - 2026/12/03 17:00:00 ET
Table '55443 1' 9-max Seat #3 is the button
Seat 1: Ann (1500 in chips)
Seat 2: Bea (1500 in chips)
Seat 3: Cy (1500 in chips)
Ann: posts the ante 5
Bea: posts the ante 5
Cy: posts the ante 5
Ann: posts small blind 10
Bea: posts big blind 20
*** HOLE CARDS ***
Dealt to Ann [2c 3d]
Cy re-buys and receives 1500 chips for $1.00
Cy: folds
Ann: calls 10
Bea: checks
*** FLOP *** [9c Tc Jd]
Ann: checks
Bea: checks
*** TURN *** [9c Tc Jd] [Qh]
Ann: checks
Bea: checks
*** RIVER *** [9c Tc Jd Qh] [Ks]
Ann: checks
Bea: checks
*** SHOW DOWN ***
Ann: shows [2c 3d] (a straight, Nine to King)
Bea: shows [4h 5s] (a straight, Nine to King)
Ann collected 28 from pot
Bea collected 27 from pot
*** SUMMARY ***
Total pot 55 | Rake 0
Board [9c Tc Jd Qh Ks]
Seat 1: Ann (small blind) showed [2c 3d] and won (28) with a straight, Nine to King
Seat 2: Bea (big blind) showed [4h 5s] and won (27) with a straight, Nine to King
Seat 3: Cy (button) folded before Flop (didn't bet)
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_side_pots_a_muck_and_the_rake_is_proven() -> None:
    history = _one(CASH)
    assert history["hand"] == "5005" and history["venue"] == "PokerStars" and history["table"] == "Delta"
    assert history["players"] == ["Ann", "Bea", "Cy", "Eli", "Fay"]  # Dee sits out; the seat after the button first
    assert history["seats"] == [1, 2, 3, 5, 6] and history["seat_count"] == 6 and history["currency"] == "USD"
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), 0, 0, 0]
    assert "d dh p4 QsQd" in history.actions and "p2 sm KhKc" in history.actions and "p4 sm" in history.actions
    assert history["winnings"] == [0, Decimal("73.50"), 0, Decimal("39.00"), 0]
    assert history["_rake"] == Decimal("3.00")
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("73.50"), Decimal("105.00"), Decimal("74.00"), Decimal("200.00")]
    hand = phh.replay(history)  # the history written replays on its own, rake and all
    assert hand.money.amount(hand.rake) == Decimal("3.00")


def test_a_tournament_hand_in_chips_with_antes() -> None:
    history = _one(TOURNAMENT)
    assert history["players"] == ["Cy", "Ann", "Bea"] and history["event"] == "99887"
    assert history["antes"] == [5, 5, 5] and history["blinds_or_straddles"] == [25, 50, 0]
    assert history["finishing_stacks"] == [870, 1685, 2155] and "_rake" not in history.fields


def test_a_player_moved_in_out_of_hand_and_a_name_with_brackets_are_seats_not_dealt_in() -> None:
    """PokerStars writes a player moved from another table into the small blind as ``out of hand
    (moved from another table into small blind)``: a seat with its stack, not dealt in; a name may
    hold brackets of its own."""
    seats = "Seat 3: Cy (900 in chips)\n"
    text = TOURNAMENT.replace(seats, seats + "Seat 4: Dee (1200 in chips) out of hand (moved from another table into small blind)\n"
                              "Seat 5: Eli (2) (800 in chips) is sitting out\n")
    history = _one(text)
    assert history["players"] == ["Cy", "Ann", "Bea"] and history["finishing_stacks"] == [870, 1685, 2155]
    room = sites._pokerstars.parse(text)  # type: ignore[attr-defined]
    assert [(seat.name, seat.stack, seat.sitting_out) for seat in room.seats[3:]] == [("Dee", 1200, True), ("Eli (2)", 800, True)]


def test_heads_up_the_button_posts_the_small_blind() -> None:
    history = _one(HEADS_UP_OMAHA)
    assert history["variant"] == "PO" and history["players"] == ["Bea", "Ann"]
    assert history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50")]  # PHH's heads-up list: p2, the button, posts the small blind
    assert history["_rake"] == Decimal("0.90") and history["winnings"][0] == Decimal("17.10")


def test_stud_deals_each_street_and_hides_the_down_cards_of_others() -> None:
    history = _one(STUD)
    assert history["variant"] == "F7S" and history["players"] == ["Ann", "Bea", "Cy"]  # by seat: stud has no button
    assert history.actions[:3] == ("d dh p1 ????9s", "d dh p2 4c7d3h", "d dh p3 ????Kd")
    assert "p2 pb" in history.actions and "p3 cbr 0.10" in history.actions
    assert history["bring_in"] == Decimal("0.05") and history["winnings"][2] == Decimal("1.26")


def test_a_draw_game_with_hidden_draws() -> None:
    history = _one(TRIPLE_DRAW)
    assert history["variant"] == "F2L3D"
    assert history.actions[6:10] == ("p2 sd ????", "p3 sd Kh", "d dh p2 ????", "d dh p3 8d")
    assert history["_rake"] == Decimal("0.15")


def test_a_file_of_many_hands_in_any_encoding(tmp_path: object) -> None:
    text = "\n\n".join((CASH, TOURNAMENT, STUD)).replace("Fay", "Zoë")
    for data in (text.encode("utf-8"), text.encode("utf-8-sig"), text.encode("utf-16"), text.encode("latin-1")):
        histories = list(sites.read(data))
        assert [h["hand"] for h in histories] == ["5005", "6006", "2002"]
        assert "Zoë" in histories[0]["players"]


def test_a_hand_that_does_not_add_up_is_refused_naming_the_hand_and_why() -> None:
    wrong = TOURNAMENT.replace("Ann collected 340", "Ann collected 345")
    with pytest.raises(SiteFormatError, match=r"PokerStars hand 6006, line 1: Ann collected 345, but the replay's pots give 340") as caught:
        list(sites.read(wrong))
    assert caught.value.hand == "6006" and caught.value.line == 1
    with pytest.raises(SiteFormatError, match="the room took a rake of 0.20, but"):
        list(sites.read(HEADS_UP_OMAHA.replace("Rake $0.90", "Rake $0.20")))


def test_skipping_reads_on_and_says_what_it_skipped() -> None:
    wrong = TOURNAMENT.replace("Ann collected 340", "Ann collected 345")
    skipped: list[SiteFormatError] = []
    histories = list(sites.read("\n\n".join((CASH, wrong, STUD)), errors="skip", on_skip=skipped.append))
    assert [h["hand"] for h in histories] == ["5005", "2002"]
    assert len(skipped) == 1 and skipped[0].hand == "6006" and skipped[0].line == CASH.count("\n") + 3


def test_what_cannot_be_read_is_refused_with_the_line() -> None:
    with pytest.raises(SiteFormatError, match=r"line 1: PokerStars' 'Courchevel Pot Limit' is not a game"):
        list(sites.read(CASH.replace("Hold'em No Limit", "Courchevel Pot Limit")))
    with pytest.raises(SiteFormatError, match="no room this library reads"):
        list(sites.read("hello\nworld\n"))
    with pytest.raises(ValueError, match="unknown room"):
        list(sites.read(CASH, site="nowhere"))
    with pytest.raises(ValueError, match='errors is "raise" or "skip"'):
        list(sites.read(CASH, errors="ignore"))  # type: ignore[arg-type]


def test_a_board_run_twice_is_read_and_each_run_proven() -> None:
    history = _one(RUN_TWICE)
    assert history["_runs"] == 2
    at = history.actions.index("# the board is run again (run 2)")
    assert history.actions[at - 2 : at + 3] == ("d db 3s", "d db 4d", "# the board is run again (run 2)", "d db Jh", "d db 5c")
    assert history.actions.count("p1 sm AhKh") == 1  # shown at each run's showdown, written once
    assert history["winnings"] == [Decimal("148.50"), Decimal("148.50"), 0] and history["_rake"] == Decimal("3.00")
    hand = phh.replay(history)
    assert [" ".join(map(str, board)) for board in hand.boards] == ["9h 8h 2c 3s 4d", "9h 8h 2c Jh 5c"]
    assert [(a.run, a.seat) for a in hand.results] == [(1, 1), (2, 0)]


def test_a_board_run_twice_is_refused_when_the_room_pays_against_the_boards() -> None:
    odd = RUN_TWICE.replace("Rake $3", "Rake $2.99").replace("Bea collected $148.50", "Bea collected $148.51")
    assert _one(odd)["winnings"] == [Decimal("148.50"), Decimal("148.51"), 0]  # an odd cent of a rake taken from the winners
    both = RUN_TWICE.replace("Ann collected $148.50 from pot", "Bea collected $148.50 from pot")
    with pytest.raises(SiteFormatError, match=r"Bea collected 297.00, but the replay's pots give 150"):
        _one(both)  # the second run's board is Ann's: Bea cannot take both halves


def test_a_board_run_twice_from_before_the_flop_and_run_three_times() -> None:
    preflop = (
        RUN_TWICE.replace("Bea: calls $4\n*** FLOP *** [9h 8h 2c]\nAnn: bets $10\nBea: raises $134 to $144 and is all-in\nAnn: calls $134\n", "Bea: raises $144 to $150 and is all-in\nAnn: calls $144\n")
        .replace("*** FIRST TURN ***", "*** FIRST FLOP *** [9h 8h 2c]\n*** FIRST TURN ***")
        .replace("*** SECOND TURN *** [9h 8h 2c] [Jh]", "*** SECOND FLOP *** [Th 7h 2d]\n*** SECOND TURN *** [Th 7h 2d] [Jh]")
        .replace("*** SECOND RIVER *** [9h 8h 2c Jh] [5c]", "*** SECOND RIVER *** [Th 7h 2d Jh] [5c]")
    )
    history = _one(preflop)
    hand = phh.replay(history)
    assert [len(board) for board in hand.boards] == [5, 5] and hand.boards[1][:3] != hand.boards[0][:3]
    thrice = (
        RUN_TWICE.replace("Hand was run twice", "Hand was run three times")
        .replace("*** FIRST SHOW DOWN ***", "*** THIRD TURN *** [9h 8h 2c] [Kc]\n*** THIRD RIVER *** [9h 8h 2c Kc] [6d]\n*** FIRST SHOW DOWN ***")
        .replace("Rake $3", "Rake $3")
        .replace("Bea collected $148.50", "Bea collected $99")
        .replace("Ann collected $148.50 from pot\n", "Ann collected $99 from pot\n*** THIRD SHOW DOWN ***\nBea collected $99 from pot\n")
    )
    history = _one(thrice)
    assert history["_runs"] == 3 and history["winnings"] == [Decimal("99.00"), Decimal("198.00"), 0]


def test_a_split_pot_gives_its_odd_chip_to_the_first_winner_left_of_the_button() -> None:
    history = _one(SPLIT)  # a rebuy said in the hand adds nothing to it: the chips play from the next hand
    assert history["winnings"] == [28, 27, 0] and history["finishing_stacks"] == [1503, 1502, 1495]
    with pytest.raises(SiteFormatError, match="Bea collected 28, but the replay's pots give 27"):
        _one(SPLIT.replace("Ann collected 28", "Ann collected 27").replace("Bea collected 27", "Bea collected 28"))


def test_play_money_has_no_currency() -> None:
    play = SPLIT.replace("Tournament #55443, $1.00+$0.10 USD Hold'em No Limit - Level I (10/20)", "Hold'em No Limit (10/20)")
    play = play.replace("Table '55443 1' 9-max", "Table 'Ceres' 9-max (Play Money)").replace("Cy re-buys and receives 1500 chips for $1.00\n", "")
    history = _one(play)
    assert "currency" not in history.fields and "event" not in history.fields
    assert history["blinds_or_straddles"] == [10, 20, 0] and history["winnings"] == [28, 27, 0]


def test_a_path_is_read_too(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "stars.txt"
    path.write_bytes(CASH.encode("utf-16"))
    assert [h["hand"] for h in sites.read(path)] == ["5005"]
    assert [h["hand"] for h in sites.read(str(path))] == ["5005"]


@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6), hero=st.integers(0, 5), omaha=st.booleans(), runs=st.sampled_from((1, 1, 2, 3)))
@settings(max_examples=80, deadline=None)
def test_random_hands_written_as_pokerstars_writes_them_read_back_to_the_cent(seed: int, players: int, hero: int, omaha: bool, runs: int) -> None:
    """Hands this library played in cents with a rake (side pots, uncalled bets, all-ins, boards run
    more than once), written in PokerStars' format, read back: each proven, and its finishing stacks
    the hand's own."""
    game = (pv.Omaha if omaha else pv.Holdem)(blinds=(Decimal("0.50"), Decimal("1.00")), rake=pv.Rake(percent=5, cap=Decimal("3.00")), runs=runs)
    if not omaha:
        game = attrs.evolve(game, betting=pv.NoLimit())
    rng = random.Random(seed)
    hand = game.new_hand([Decimal(rng.randint(400, 30000)) / 100 for _ in range(players)], seed=seed)
    bot = RandomBot(fold_weight=0.3)
    while not hand.is_over:
        hand.act(bot.choose(hand, hand.actor, rng))
    names = ["Ann", "Bea", "Cy Young", "Dee: 2", "Eli", "Zoë"][:players]
    text = stars_text(hand, number=seed, code="PO" if omaha else "NT", names=names, hero=hero % players, small=Decimal("0.50"), big=Decimal("1.00"))
    (history,) = sites.read(text)
    assert [hand.money.units(stack) for stack in history["finishing_stacks"]] == list(hand.stacks)
    assert hand.money.units(history.get("_rake", 0)) == hand.rake
    assert history.get("_runs", 1) == len(hand.boards)


def test_a_file_is_read_a_piece_at_a_time_with_the_same_hands_and_lines(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from pathlib import Path

    monkeypatch.setattr(sites, "_PIECE", 333)  # pieces far smaller than a hand, cut anywhere (within a name too)
    hands = [CASH, TOURNAMENT, STUD, TRIPLE_DRAW, HEADS_UP_OMAHA] * 4
    hands[-4] = hands[-4].replace("Ann collected 340", "Ann collected 345")  # the last tournament does not add up
    text = "\n\n".join(hands).replace("Fay", "Zoë")
    path = Path(str(tmp_path)) / "stars.txt"
    for encoding in ("utf-8", "utf-16", "latin-1"):
        path.write_bytes(text.encode(encoding))
        skipped: list[SiteFormatError] = []
        streamed = [(h["hand"], h["finishing_stacks"], h["players"]) for h in sites.read(path, errors="skip", on_skip=skipped.append)]
        whole = [(h["hand"], h["finishing_stacks"], h["players"]) for h in sites.read(text, errors="skip")]
        assert streamed == whole and len(streamed) == 19
        assert [e.line for e in skipped] == [text.count("\n", 0, text.rindex("PokerStars Hand #6006")) + 1]


RETURNING = """PokerStars Hand #8008: Hold'em No Limit ($0.50/$1.00 USD) - 2026/12/03 21:00:00 ET
Table 'Foxtrot' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bea ($100 in chips)
Seat 3: Cy ($100 in chips)
Seat 4: Dee ($100 in chips)
Bea: posts small blind $0.50
Cy: posts big blind $1
Dee: posts small & big blinds $1.50
*** HOLE CARDS ***
Dealt to Dee [Ah Ad]
Dee: raises $2 to $3
Ann: folds
Bea: folds
Cy: calls $2
*** FLOP *** [2c 7d 9h]
Cy: checks
Dee: bets $4
Cy: folds
Uncalled bet ($4) returned to Dee
Dee collected $6.65 from pot
*** SUMMARY ***
Total pot $7 | Rake $0.35
"""


def test_a_returning_player_posts_the_small_blind_dead_and_the_big_blind_live() -> None:
    history = _one(RETURNING)
    assert history["players"] == ["Bea", "Cy", "Dee", "Ann"]
    assert history["antes"] == [0, 0, Decimal("0.50"), 0]  # the dead small blind: PHH's ante of that player
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), Decimal("-1.00"), 0]  # the big blind, live
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("97.00"), Decimal("103.15"), Decimal("100.00")]
    assert history["_rake"] == Decimal("0.35")
    with pytest.raises(SiteFormatError, match="no more than the big blind"):
        list(sites.read(RETURNING.replace("small & big blinds $1.50", "small & big blinds $1")))


def test_bad_arguments_are_refused_at_once_before_any_hand_is_read(tmp_path: object) -> None:
    from pathlib import Path

    with pytest.raises(FileNotFoundError, match="no such file: 'missing.txt'"):
        sites.read("missing.txt")  # no iteration needed: the call itself refuses
    with pytest.raises(FileNotFoundError, match="no such file"):
        sites.read(Path(str(tmp_path)) / "missing.txt")
    with pytest.raises(TypeError, match="read takes a path, the text or its bytes, not int"):
        sites.read(12)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match='errors is "raise" or "skip"'):
        sites.read(CASH, errors="ignore")  # type: ignore[arg-type]
    assert sites.looks_like_hands(CASH) and not sites.looks_like_hands("hello")
