"""GGPoker's hand histories read, replayed and proven. Every hand here is composed in the test in
the format GGPoker writes (PokerStars' layout with GGPoker's words: hand numbers with letters,
anonymised players, a ``Dealt to`` line for each player dealt in, ``*** SHOWDOWN ***``, and a
summary listing the rake, the jackpot and the room's other shares of the pot)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError

CASH = """Poker Hand #RC2026120301: Hold'em No Limit ($0.05/$0.1) - 2026/12/03 16:00:00
Table 'RushAndCash328990' 6-max Seat #6 is the button
Seat 1: 4a3f2b1c ($10 in chips)
Seat 2: b7e9d012 ($4.2 in chips)
Seat 3: Hero ($15 in chips)
Seat 4: 0d15ea5e ($6 in chips)
Seat 5: 77c0ffee ($8 in chips)
Seat 6: 5eed1e55 ($20 in chips)
4a3f2b1c: posts small blind $0.05
b7e9d012: posts big blind $0.1
*** HOLE CARDS ***
Dealt to 4a3f2b1c
Dealt to b7e9d012
Dealt to Hero [Qs Qd]
Dealt to 77c0ffee
Dealt to 5eed1e55
Hero: raises $0.2 to $0.3
77c0ffee: raises $0.6 to $0.9
5eed1e55: folds
4a3f2b1c: folds
b7e9d012: raises $3.3 to $4.2 and is all-in
Hero: calls $3.9
77c0ffee: calls $3.3
*** FLOP *** [7h 8s 2c]
Hero: checks
77c0ffee: bets $2
Hero: calls $2
*** TURN *** [7h 8s 2c] [Kd]
Hero: checks
77c0ffee: bets $1.8 and is all-in
Hero: folds
Uncalled bet ($1.8) returned to 77c0ffee
b7e9d012: shows [Kh Kc] (Three of a Kind, Kings)
*** RIVER *** [7h 8s 2c Kd] [3s]
*** SHOWDOWN ***
77c0ffee collected $4 from pot
b7e9d012 collected $12.05 from pot
*** SUMMARY ***
Total pot $16.65 | Rake $0.5 | Jackpot $0.1 | Bingo $0 | Fortune $0 | Tax $0
Board [7h 8s 2c Kd 3s]
Seat 1: 4a3f2b1c (small blind) folded before Flop
Seat 2: b7e9d012 (big blind) showed [Kh Kc] and won ($12.05) with Three of a Kind, Kings
Seat 3: Hero folded on the Turn
Seat 5: 77c0ffee mucked [Jd Jc] and won ($4)
Seat 6: 5eed1e55 (button) folded before Flop (didn't bet)
"""

UNCALLED = """Poker Hand #OM2026120302: Omaha Pot Limit ($0.25/$0.5) - 2026/12/03 16:01:40
Table 'PLOBronze5' 6-max Seat #1 is the button
Seat 1: Hero ($10.05 in chips)
Seat 2: 1b2c3d4e ($50 in chips)
Seat 3: 9f8e7d6c ($20 in chips)
1b2c3d4e: posts small blind $0.25
9f8e7d6c: posts big blind $0.5
*** HOLE CARDS ***
Dealt to Hero [Ah Kh Qd Js]
Dealt to 1b2c3d4e
Dealt to 9f8e7d6c
Hero: raises $1 to $1.5
1b2c3d4e: folds
9f8e7d6c: calls $1
*** FLOP *** [Th 2h 3c]
9f8e7d6c: checks
Hero: bets $3.25
9f8e7d6c: folds
Uncalled bet ($3.25) returned to Hero
*** SHOWDOWN ***
Hero collected $3.1 from pot
*** SUMMARY ***
Total pot $3.25 | Rake $0.15 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [Th 2h 3c]
Seat 1: Hero (button) won ($3.1)
Seat 2: 1b2c3d4e (small blind) folded before Flop
Seat 3: 9f8e7d6c (big blind) folded on the Flop
"""

TOURNAMENT = """Poker Hand #TM2026120303: Tournament #25313424, Bounty Hunters $52.50 Hold'em No Limit - Level7(100/200) - 2026/12/03 17:00:00
Table '89' 8-max Seat #2 is the button
Seat 1: dee3697a (5,000 in chips)
Seat 2: Hero (7,310 in chips)
Seat 3: 5bf8188d (1,900 in chips)
dee3697a: posts the ante 25
Hero: posts the ante 25
5bf8188d: posts the ante 25
5bf8188d: posts small blind 100
dee3697a: posts big blind 200
*** HOLE CARDS ***
Dealt to dee3697a
Dealt to Hero [As Ks]
Dealt to 5bf8188d
Hero: raises 200 to 400
5bf8188d: folds
dee3697a: raises 800 to 1,200
Hero: folds
Uncalled bet (800) returned to dee3697a
*** SHOWDOWN ***
dee3697a collected 975 from pot
*** SUMMARY ***
Total pot 975 | Rake 0 | Jackpot 0 | Bingo 0 | Fortune 0 | Tax 0
Seat 1: dee3697a (big blind) won (975)
Seat 2: Hero (button) folded before Flop
Seat 3: 5bf8188d (small blind) folded before Flop
"""

HEADS_UP = """Poker Hand #HD2026120304: Hold'em No Limit ($2/$4) - 2026/12/03 17:05:00
Table 'NLHGold3' 2-max Seat #1 is the button
Seat 1: a1b2c3d4 ($402.96 in chips)
Seat 2: Hero ($400 in chips)
a1b2c3d4: posts small blind $2
Hero: posts big blind $4
*** HOLE CARDS ***
Dealt to a1b2c3d4
Dealt to Hero [8h 9s]
a1b2c3d4: raises $4 to $8
Hero: calls $4
*** FLOP *** [Kc 2d 3d]
Hero: checks
a1b2c3d4: checks
*** TURN *** [Kc 2d 3d] [Qs]
Hero: checks
a1b2c3d4: checks
*** RIVER *** [Kc 2d 3d Qs] [7s]
Hero: bets $9.5
a1b2c3d4: folds
Uncalled bet ($9.5) returned to Hero
*** SHOWDOWN ***
Hero collected $15.2 from pot
*** SUMMARY ***
Total pot $16 | Rake $0.8 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [Kc 2d 3d Qs 7s]
Seat 1: a1b2c3d4 (button) (small blind) folded on the River
Seat 2: Hero (big blind) won ($15.2)
"""

SHORT_DECK = """Poker Hand #SD2026120305: ShortDeck No Limit ($1) - 2026/12/03 18:00:00
Table 'ShortDeck 1' 6-max Seat #3 is the button
Seat 1: 9a1f0077 ($100 in chips)
Seat 2: Hero ($80 in chips)
Seat 3: c0ffee00 ($120 in chips)
9a1f0077: posts the ante $1
Hero: posts the ante $1
c0ffee00: posts the ante $1
c0ffee00: posts button blind $1
*** HOLE CARDS ***
Dealt to 9a1f0077
Dealt to Hero [Ah Kh]
Dealt to c0ffee00
9a1f0077: folds
Hero: raises $2 to $3
c0ffee00: calls $2
*** FLOP *** [Qh 9h 6c]
Hero: bets $5
c0ffee00: calls $5
*** TURN *** [Qh 9h 6c] [Ts]
Hero: checks
c0ffee00: checks
*** RIVER *** [Qh 9h 6c Ts] [7h]
Hero: bets $10
c0ffee00: calls $10
Hero: shows [Ah Kh] (Flush, Ace high)
c0ffee00: shows [Jd 8d] (Straight, Queen high)
*** SHOWDOWN ***
Hero collected $38.6 from pot
*** SUMMARY ***
Total pot $39 | Rake $0.4 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [Qh 9h 6c Ts 7h]
Seat 1: 9a1f0077 folded before Flop
Seat 2: Hero showed [Ah Kh] and won ($38.6) with Flush, Ace high
Seat 3: c0ffee00 (button) showed [Jd 8d] and lost with Straight, Queen high
"""


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_side_pots_a_muck_and_the_rake_and_jackpot_is_proven() -> None:
    history = _one(CASH)
    assert history["venue"] == "GGPoker" and history["hand"] == "RC2026120301" and history["table"] == "RushAndCash328990"
    assert history["players"] == ["4a3f2b1c", "b7e9d012", "Hero", "77c0ffee", "5eed1e55"]  # 0d15ea5e is dealt nothing
    assert history["seats"] == [1, 2, 3, 5, 6] and history["seat_count"] == 6 and history["currency"] == "USD"
    assert "time_zone_abbreviation" not in history.fields and history["time"].hour == 16
    assert "d dh p3 QsQd" in history.actions and "p2 sm KhKc" in history.actions and "p4 sm" in history.actions
    assert history["winnings"] == [0, Decimal("12.05"), 0, Decimal("4.00"), 0]
    assert history["_rake"] == Decimal("0.60")  # the rake and the jackpot: everything the house took
    assert history["finishing_stacks"] == [Decimal("9.95"), Decimal("12.05"), Decimal("8.80"), Decimal("5.80"), Decimal("20.00")]
    hand = phh.replay(history)
    assert hand.money.amount(hand.rake) == Decimal("0.60") and sum(hand.payoffs) == -hand.rake


def test_an_uncalled_bet_is_returned_by_the_replay() -> None:
    history = _one(UNCALLED)
    assert history["variant"] == "PO" and history["players"] == ["1b2c3d4e", "9f8e7d6c", "Hero"]
    assert history["winnings"] == [0, 0, Decimal("3.10")] and history["_rake"] == Decimal("0.15")
    assert history["finishing_stacks"] == [Decimal("49.75"), Decimal("18.50"), Decimal("11.65")]


def test_a_tournament_hand_in_chips_with_antes() -> None:
    history = _one(TOURNAMENT)
    assert history["players"] == ["5bf8188d", "dee3697a", "Hero"] and history["event"] == "25313424" and history["level"] == 7
    assert history["antes"] == [25, 25, 25] and history["blinds_or_straddles"] == [100, 200, 0] and "currency" not in history.fields
    assert history["winnings"] == [0, 975, 0] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [1775, 5550, 6885]


def test_heads_up_the_button_posts_the_small_blind() -> None:
    history = _one(HEADS_UP)
    assert history["players"] == ["Hero", "a1b2c3d4"] and history["blinds_or_straddles"] == [2, 4]
    assert history["winnings"] == [Decimal("15.2"), 0] and history["_rake"] == Decimal("0.8")
    assert history["finishing_stacks"] == [Decimal("407.2"), Decimal("394.96")]


def test_short_deck_is_read_as_ns_with_antes_and_the_button_blind() -> None:
    history = _one(SHORT_DECK)
    assert history["variant"] == "NS" and history["players"] == ["9a1f0077", "Hero", "c0ffee00"]
    assert history["antes"] == [1, 1, 1] and history["blinds_or_straddles"] == [0, 0, 1] and history["min_bet"] == 1
    assert history["winnings"] == [0, Decimal("38.6"), 0] and history["_rake"] == Decimal("0.4")  # the flush beats the straight
    assert history["finishing_stacks"] == [Decimal("99.0"), Decimal("99.6"), Decimal("101.0")]


LATE = """Poker Hand #HD2026120306: Hold'em No Limit ($0.25/$0.5) - 2026/12/03 18:10:00
Table 'NLHSilver2' 6-max Seat #4 is the button
Seat 1: Hero ($10.05 in chips)
Seat 2: 1b2c3d4e ($50 in chips)
Seat 3: 9f8e7d6c ($20 in chips)
Seat 4: 5a5a5a5a ($30 in chips)
Hero: posts small blind $0.25
1b2c3d4e: posts big blind $0.5
9f8e7d6c: posts big blind $0.5
*** HOLE CARDS ***
Dealt to Hero [Ah Kh]
Dealt to 1b2c3d4e
Dealt to 9f8e7d6c
Dealt to 5a5a5a5a
9f8e7d6c: checks
5a5a5a5a: folds
Hero: raises $1 to $1.5
1b2c3d4e: folds
9f8e7d6c: calls $1
*** FLOP *** [Th 2h 3c]
Hero: bets $2
9f8e7d6c: folds
Uncalled bet ($2) returned to Hero
*** SHOWDOWN ***
Hero collected $3.35 from pot
*** SUMMARY ***
Total pot $3.5 | Rake $0.15 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
"""


def test_a_straddle_and_a_post_to_come_in() -> None:
    straddle = UNCALLED.replace("9f8e7d6c: posts big blind $0.5\n", "9f8e7d6c: posts big blind $0.5\nHero: straddle $1\n")
    straddle = straddle.replace("Hero: raises $1 to $1.5\n1b2c3d4e: folds\n9f8e7d6c: calls $1\n", "1b2c3d4e: folds\n9f8e7d6c: calls $0.5\nHero: checks\n")
    straddle = straddle.replace("$3.25", "$2").replace("Hero collected $3.1", "Hero collected $2.1").replace("Total pot $2 ", "Total pot $2.25 ")
    history = _one(straddle)
    assert history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), Decimal("1.00")]
    assert history["winnings"] == [0, 0, Decimal("2.10")] and history["finishing_stacks"][2] == Decimal("11.15")
    history = _one(LATE)  # 9f8e7d6c, between the big blind and the button, posts a big blind to come in: live
    assert history["players"] == ["Hero", "1b2c3d4e", "9f8e7d6c", "5a5a5a5a"]
    assert history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), Decimal("-0.50"), 0]
    assert history["winnings"] == [Decimal("3.35"), 0, 0, 0] and history["finishing_stacks"][0] == Decimal("11.90")


def test_a_file_of_many_hands_in_any_encoding_with_each_hands_line() -> None:
    text = "\n\n".join((CASH, TOURNAMENT, HEADS_UP, SHORT_DECK)).replace("Hero", "Zoë")
    for data in (text.encode("utf-8"), text.encode("utf-8-sig"), text.encode("utf-16"), text.encode("latin-1")):
        histories = list(sites.read(data))
        assert [h["hand"] for h in histories] == ["RC2026120301", "TM2026120303", "HD2026120304", "SD2026120305"]
        assert all("Zoë" in h["players"] for h in histories)
    wrong = HEADS_UP.replace("Rake $0.8", "Rake $1.8")
    skipped: list[SiteFormatError] = []
    histories = list(sites.read("\n\n".join((CASH, TOURNAMENT, wrong, SHORT_DECK)), site="ggpoker", errors="skip", on_skip=skipped.append))
    assert [h["hand"] for h in histories] == ["RC2026120301", "TM2026120303", "SD2026120305"]
    assert len(skipped) == 1 and skipped[0].hand == "HD2026120304"
    assert skipped[0].line == CASH.count("\n") + TOURNAMENT.count("\n") + 5  # each hand ends its line, and a blank line follows
    with pytest.raises(SiteFormatError, match="bad cards") as caught:
        list(sites.read("\n\n".join((CASH, TOURNAMENT.replace("[As Ks]", "[As Kx]")))))
    assert caught.value.line == CASH.count("\n") + 2 + 13  # the thirteenth line of the second hand


def test_a_hand_that_does_not_add_up_is_refused_naming_the_hand_and_why() -> None:
    with pytest.raises(SiteFormatError, match=r"GGPoker hand RC2026120301, line 1: b7e9d012 collected 13.05, but the replay's pots give 12.65"):
        list(sites.read(CASH.replace("b7e9d012 collected $12.05", "b7e9d012 collected $13.05")))
    with pytest.raises(SiteFormatError, match="the room took a rake of 0.50, but the replay's pots less what the players collected leave 0.60"):
        list(sites.read(CASH.replace("Jackpot $0.1", "Jackpot $0")))
    with pytest.raises(SiteFormatError, match="the room's total pot is 3.45, but the replay's pots come to 3.25"):
        list(sites.read(UNCALLED.replace("Total pot $3.25", "Total pot $3.45")))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("Omaha Pot Limit", "PLO-5"), r"line 1: GGPoker's 'PLO-5' is 5-card Omaha, which is not a game this library has"),
        (("Omaha Pot Limit", "PLO-6"), r"line 1: GGPoker's 'PLO-6' is 6-card Omaha, which is not a game this library has"),
        (("Omaha Pot Limit", "Omaha (NL postflop)"), r"line 1: .* is pot limit before the flop and no limit after"),
        (("Omaha Pot Limit", "Courchevel Pot Limit"), r"line 1: GGPoker's 'Courchevel Pot Limit' is not a game this library reads"),
        (("($0.25/$0.5)", "($0.25)"), r"line 1: the stakes \(\$0.25\) are not two amounts"),
        (("($0.25/$0.5)", "($0.25/$x)"), r"line 1: the stakes \(\$0.25/\$x\): '\$x' is not an amount"),
        ((" ($0.25/$0.5)", ""), r"line 1: the game and stakes 'Omaha Pot Limit' are not GGPoker's"),
        (("Table 'PLOBronze5' 6-max", "Tablo"), r"line 2: the table line"),
        (("Seat 2: 1b2c3d4e ($50 in chips)", "Seat 2: 1b2c3d4e (fifty in chips)"), r"line 4: 'fifty' is not an amount"),
        (("*** HOLE CARDS ***", "Cash Drop to Pot : total $0.2\n*** HOLE CARDS ***"), r"line 8: a Cash Drop \(money the room adds to the pot\) is not read"),
        (("9f8e7d6c: calls $1\n", "9f8e7d6c: calls $1\nHero: Chooses to EV Cashout\n"), r"line 15: an all-in EV cashout or insurance \(Hero: Chooses to EV Cashout\) is not read"),
        (("Uncalled bet ($3.25) returned to Hero\n", "Hero cashed out the hand for $3 | Cash Out Fee $0.03\n"), r"line 19: an all-in EV cashout"),
        (("9f8e7d6c: posts big blind $0.5\n", "9f8e7d6c: posts big blind $0.5\nHero: posts a bribe $1\n"), r"line 8: an unknown post: Hero: posts a bribe \$1"),
        (("Dealt to Hero [Ah Kh Qd Js]", "Dealt to Hero [Ah Kh Qd Js 9c]"), r"line 9: Hero is dealt 5 cards, where the game deals 4"),
        (("Dealt to Hero [Ah Kh Qd Js]", "Dealt to Nobody [Ah Kh Qd Js]"), r"line 9: cards dealt to a player who is not seated"),
        (("*** FLOP *** [Th 2h 3c]", "*** FLOP ***"), r"line 15: the flop without its cards"),
        (("9f8e7d6c: calls $1", "9f8e7d6c: calls lots"), r"line 14: 'lots' is not an amount"),
        (("| Tax $0", "| Tip $0.05"), r"line 23: the summary's 'Tip \$0.05' is not a share of the pot the reader knows"),
        (("*** SUMMARY ***\n", ""), r"the hand has no summary"),
        (("2026/12/03 16:01:40", "2026/12/32 16:01:40"), r"line 1: '2026/12/32 16:01:40' is not a date and time"),
        (("Dealt to 1b2c3d4e\nDealt to 9f8e7d6c\n", ""), r"line 6: only Hero is dealt in: a hand needs two"),
    ],
)
def test_what_cannot_be_read_is_refused_with_the_line(change: tuple[str, str], message: str) -> None:
    assert change[0] in UNCALLED
    with pytest.raises(SiteFormatError, match=message):
        list(sites.read(UNCALLED.replace(*change)))


def test_short_deck_stakes_and_a_text_that_is_not_a_hand() -> None:
    with pytest.raises(SiteFormatError, match=r"line 1: short deck's stakes \(\$1/\$2\) are not one amount"):
        list(sites.read(SHORT_DECK.replace("($1)", "($1/$2)")))
    with pytest.raises(SiteFormatError, match="line 1: not a GGPoker hand header"):
        list(sites.read("Poker Hand #RC1: Hold'em No Limit ($0.02/$0.05)\n", site="ggpoker"))
    with pytest.raises(SiteFormatError, match="no room this library reads"):
        list(sites.read("Poker Hand RC1\n"))


THRICE = """Poker Hand #HD2026120309: Hold'em No Limit ($2/$4) - 2026/12/03 17:20:00
Table 'NLHGold3' 2-max Seat #1 is the button
Seat 1: a1b2c3d4 ($400 in chips)
Seat 2: Hero ($400 in chips)
a1b2c3d4: posts small blind $2
Hero: posts big blind $4
*** HOLE CARDS ***
Dealt to a1b2c3d4
Dealt to Hero [Ah Ad]
a1b2c3d4: raises $8 to $12
Hero: raises $388 to $400 and is all-in
a1b2c3d4: calls $388
a1b2c3d4: shows [Kc Ks]
Hero: shows [Ah Ad]
*** FIRST FLOP *** [2c 7d 9h]
*** FIRST TURN *** [2c 7d 9h] [3s]
*** FIRST RIVER *** [2c 7d 9h 3s] [4c]
*** SECOND FLOP *** [Kd 8c 2d]
*** SECOND TURN *** [Kd 8c 2d] [5s]
*** SECOND RIVER *** [Kd 8c 2d 5s] [Jh]
*** THIRD FLOP *** [Qs Js Td]
*** THIRD TURN *** [Qs Js Td] [6c]
*** THIRD RIVER *** [Qs Js Td 6c] [8h]
*** FIRST SHOWDOWN ***
Hero collected $265.34 from pot
*** SECOND SHOWDOWN ***
a1b2c3d4 collected $265.33 from pot
*** THIRD SHOWDOWN ***
Hero collected $265.33 from pot
*** SUMMARY ***
Total pot $800 | Rake $3 | Jackpot $1 | Bingo $0 | Fortune $0 | Tax $0
Board [2c 7d 9h 3s 4c]
Seat 1: a1b2c3d4 (button) (small blind) showed [Kc Ks] and won ($265.33)
Seat 2: Hero (big blind) showed [Ah Ad] and won ($530.67)
"""

TIE = """Poker Hand #TM2026120307: Tournament #25313424, Bounty Hunters $52.50 Hold'em No Limit - Level7(100/200) - 2026/12/03 17:10:00
Table '89' 8-max Seat #2 is the button
Seat 1: dee3697a (5,000 in chips)
Seat 2: Hero (7,310 in chips)
Seat 3: 5bf8188d (1,900 in chips)
dee3697a: posts the ante 25
Hero: posts the ante 25
5bf8188d: posts the ante 25
5bf8188d: posts small blind 100
dee3697a: posts big blind 200
*** HOLE CARDS ***
Dealt to dee3697a
Dealt to Hero [Ah Qc]
Dealt to 5bf8188d
Hero: raises 200 to 400
5bf8188d: folds
dee3697a: calls 200
*** FLOP *** [Ts Jd Kc]
dee3697a: checks
Hero: checks
*** TURN *** [Ts Jd Kc] [2h]
dee3697a: checks
Hero: checks
*** RIVER *** [Ts Jd Kc 2h] [7s]
dee3697a: checks
Hero: checks
dee3697a: shows [Ad Qd] (a straight, Ten to Ace)
Hero: shows [Ah Qc] (a straight, Ten to Ace)
*** SHOWDOWN ***
dee3697a collected 488 from pot
Hero collected 487 from pot
*** SUMMARY ***
Total pot 975 | Rake 0 | Jackpot 0 | Bingo 0 | Fortune 0 | Tax 0
Board [Ts Jd Kc 2h 7s]
Seat 1: dee3697a (big blind) showed [Ad Qd] and won (488) with a straight, Ten to Ace
Seat 2: Hero (button) showed [Ah Qc] and won (487) with a straight, Ten to Ace
Seat 3: 5bf8188d (small blind) folded before Flop
"""


def test_a_split_pot_with_an_odd_chip_goes_first_to_the_winner_after_the_button() -> None:
    history = _one(TIE)  # 975 between two straights: the big blind, first after the button, has the odd chip
    assert history["players"] == ["5bf8188d", "dee3697a", "Hero"] and history["winnings"] == [0, 488, 487]
    assert history["finishing_stacks"] == [1775, 5063, 7372] and "_rake" not in history.fields
    swapped = TIE.replace("dee3697a collected 488", "dee3697a collected 487").replace("Hero collected 487", "Hero collected 488")
    with pytest.raises(SiteFormatError, match=r"hand TM2026120307, line 1: Hero collected 488, but the replay's pots give 487"):
        list(sites.read(swapped))


def test_dead_blinds_a_missed_blind_and_a_second_small_blind_are_dead_money() -> None:
    # 9f8e7d6c comes back between the big blind and the button: the missed small blind dead, a big blind live
    late = LATE.replace("9f8e7d6c: posts big blind $0.5\n", "9f8e7d6c: posts big blind $0.5\n9f8e7d6c: posts missed blind $0.25\n")
    history = _one(late.replace("Hero collected $3.35", "Hero collected $3.6").replace("Total pot $3.5 ", "Total pot $3.75 "))
    assert history["antes"] == [0, 0, Decimal("0.25"), 0]
    assert history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), Decimal("-0.50"), 0]
    assert history["winnings"] == [Decimal("3.60"), 0, 0, 0] and history["finishing_stacks"] == [Decimal("12.15"), Decimal("49.50"), Decimal("18.25"), 30]
    # a player who missed the small blind alone posts it dead, and no more
    missed = LATE.replace("9f8e7d6c: posts big blind $0.5\n", "9f8e7d6c: posts missed blind $0.25\n").replace("9f8e7d6c: checks\n", "9f8e7d6c: calls $0.5\n")
    history = _one(missed.replace("Hero collected $3.35", "Hero collected $3.6").replace("Total pot $3.5 ", "Total pot $3.75 "))
    assert history["antes"] == [0, 0, Decimal("0.25"), 0] and history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), 0, 0]
    assert history["finishing_stacks"][2] == Decimal("18.25")
    # a second small blind (the button, coming back) is dead too
    second = UNCALLED.replace("9f8e7d6c: posts big blind $0.5\n", "9f8e7d6c: posts big blind $0.5\nHero: posts small blind $0.25\n")
    history = _one(second.replace("Hero collected $3.1", "Hero collected $3.35").replace("Total pot $3.25 ", "Total pot $3.5 "))
    assert history["antes"] == [0, 0, Decimal("0.25")] and history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50"), 0]
    assert history["winnings"] == [0, 0, Decimal("3.35")] and history["finishing_stacks"][2] == Decimal("11.65")
    with pytest.raises(SiteFormatError, match=r"the room took a rake of 0.15, but the replay's pots less what the players collected leave 0.40"):
        list(sites.read(late))  # the dead blind is in the pot: a summary without it does not add up


def test_a_seat_sitting_out_and_a_player_disconnected() -> None:
    out = CASH.replace("Seat 4: 0d15ea5e ($6 in chips)", "Seat 4: 0d15ea5e ($6 in chips) is sitting out")
    out = out.replace("5eed1e55: folds\n", "5eed1e55: folds (disconnect)\n").replace("Hero: checks\n77c0ffee: bets $2", "Hero: checks (disconnect)\n77c0ffee: bets $2")
    history = _one(out)
    assert history["players"] == ["4a3f2b1c", "b7e9d012", "Hero", "77c0ffee", "5eed1e55"] and history["winnings"] == _one(CASH)["winnings"]
    assert history.actions == _one(CASH).actions


def test_a_cancelled_hand_is_left_out_and_told() -> None:
    cancelled = HEADS_UP.replace("*** SHOWDOWN ***", "Hand cancelled")
    told: list[SiteFormatError] = []
    assert [h["hand"] for h in sites.read("\n\n".join((cancelled, TOURNAMENT)), on_skip=told.append)] == ["TM2026120303"]
    (error,) = told
    assert isinstance(error, sites.HandCancelled) and error.hand == "HD2026120304" and error.line == HEADS_UP.splitlines().index("*** SHOWDOWN ***") + 1


def test_play_money_and_a_rebuy_between_hands() -> None:
    play = HEADS_UP.replace("($2/$4)", "(2/4)").replace("2-max Seat", "2-max (Play Money) Seat").replace("$", "")
    history = _one(play)
    assert "currency" not in history.fields and history["winnings"] == [Decimal("15.2"), 0]
    # Hero tops up by 100 between hands: the next hand's seat line has it, and no line of the hand adds any
    again = HEADS_UP.replace("HD2026120304", "HD2026120305").replace("Hero ($400 in chips)", "Hero ($507.2 in chips)")
    first, second = sites.read(HEADS_UP + "\n" + again)
    assert first["finishing_stacks"][0] == Decimal("407.2") and second["starting_stacks"][0] == Decimal("507.2")


def test_a_board_run_three_times_is_read_and_proven_run_by_run() -> None:
    (history,) = sites.read(THRICE)
    assert history["_runs"] == 3 and history["winnings"] == [Decimal("530.67"), Decimal("265.33")]  # Hero, the big blind, first
    assert history["_rake"] == Decimal("4.00")
    hand = phh.replay(history)
    assert [(a.run, a.seat) for a in hand.results] == [(1, 0), (2, 1), (3, 0)]
    with pytest.raises(SiteFormatError, match="a1b2c3d4 collected 530.66"):
        list(sites.read(THRICE.replace("Hero collected $265.33", "a1b2c3d4 collected $265.33")))


def test_a_street_every_run_shares_written_under_the_first_runs_name() -> None:
    """All in on the flop: the flop, bet on, is the first run's; a later run may write it again."""
    shared = (
        THRICE.replace("a1b2c3d4: raises $8 to $12\nHero: raises $388 to $400 and is all-in\na1b2c3d4: calls $388\na1b2c3d4: shows [Kc Ks]\nHero: shows [Ah Ad]\n", "a1b2c3d4: calls $2\nHero: checks\n")
        .replace("*** FIRST FLOP *** [2c 7d 9h]\n", "*** FIRST FLOP *** [2c 7d 9h]\nHero: bets $396 and is all-in\na1b2c3d4: calls $396\na1b2c3d4: shows [Kc Ks]\nHero: shows [Ah Ad]\n")
        .replace("*** SECOND FLOP *** [Kd 8c 2d]", "*** SECOND FLOP *** [2c 7d 9h]").replace("[Kd 8c 2d]", "[2c 7d 9h]").replace("[Kd 8c 2d 5s]", "[2c 7d 9h 5s]")
        .replace("*** THIRD FLOP *** [Qs Js Td]\n", "").replace("[Qs Js Td]", "[2c 7d 9h]").replace("[Qs Js Td 6c]", "[2c 7d 9h 6c]")
        .replace("[Jh]", "[Kd]")  # the kings make a set on the second run
    )
    (history,) = sites.read(shared)
    boards = phh.replay(history).boards
    assert [" ".join(map(str, board)) for board in boards] == ["2c 7d 9h 3s 4c", "2c 7d 9h 5s Kd", "2c 7d 9h 6c 8h"]
    assert history.actions.count("d db 2c7d9h") == 1


def test_fixed_limit_reads_the_stakes_as_the_bets() -> None:
    limit = (
        HEADS_UP.replace("Hold'em No Limit ($2/$4)", "Hold'em Limit ($4/$8)")
        .replace("a1b2c3d4: raises $4 to $8\nHero: calls $4", "a1b2c3d4: raises $6 to $8\nHero: raises $4 to $12\na1b2c3d4: calls $4")
        .replace("Hero: bets $9.5\na1b2c3d4: folds\nUncalled bet ($9.5) returned to Hero", "Hero: bets $8\na1b2c3d4: folds\nUncalled bet ($8) returned to Hero")
        .replace("Hero collected $15.2 from pot", "Hero collected $22.8 from pot").replace("Total pot $16 | Rake $0.8", "Total pot $24 | Rake $1.2")
        .replace("won ($15.2)", "won ($22.8)")
    )
    (history,) = sites.read(limit)
    assert history["variant"] == "FT" and (history["small_bet"], history["big_bet"]) == (Decimal("4.00"), Decimal("8.00"))
    assert history["blinds_or_straddles"] == [Decimal("2.00"), Decimal("4.00")] and history["_rake"] == Decimal("1.20")
    with pytest.raises(SiteFormatError, match="cannot raise"):
        list(sites.read(limit.replace("Hero: raises $4 to $12", "Hero: raises $10 to $18")))  # a raise of more than the small bet
