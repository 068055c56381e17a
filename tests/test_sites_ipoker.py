"""The iPoker network's XML hand histories read, replayed and proven. Every session here is composed
in the test in the network's format (a ``<session>`` with its ``<general>`` block, one ``<game>`` a
hand with its players and numbered ``<round>``s of ``<cards>`` and ``<action type=… sum=…>``)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from pokervariants import phh, sites
from pokervariants.sites import SiteFormatError, _ipoker


def _session(general: str, *games: str) -> str:
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n<session sessioncode="9000001">\n  <general>\n'
        + general
        + "  </general>\n"
        + "".join(games)
        + "</session>\n"
    )


CASH_GENERAL = """    <client_version>23.5.1.8</client_version>
    <mode>real</mode>
    <gametype>Holdem NL €0.50/€1</gametype>
    <tablename>Lindau, 700100200</tablename>
    <tablecurrency>EUR</tablecurrency>
    <smallblind>€0.50</smallblind>
    <bigblind>€1</bigblind>
    <duration>00:10:00</duration>
    <gamecount>2</gamecount>
    <startdate>2026-12-03 18:00:00</startdate>
    <currency>EUR</currency>
    <nickname>Ann</nickname>
    <bets>€7</bets>
    <wins>€2.50</wins>
    <chipsin>€100</chipsin>
    <chipsout>€0</chipsout>
"""

SHOWDOWN = """  <game gamecode="8100001">
    <general>
      <startdate>2026-12-03 18:00:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="€100" dealer="0" win="€0" bet="€3" rebuy="0" addon="0" />
        <player seat="3" name="Bea" chips="€1,250.40" dealer="0" win="€84" bet="€43" rebuy="0" addon="0" />
        <player seat="5" name="Cy" chips="€80" dealer="1" win="€0" bet="€43" rebuy="0" addon="0" />
        <player seat="6" name="" chips="€0" dealer="0" win="€0" bet="€0" rebuy="0" addon="0" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Ann" type="1" sum="€0.50" cards="[cards]" />
      <action no="2" player="Bea" type="2" sum="€1" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">HA DA</cards>
      <action no="4" player="Ann" type="3" sum="€2.50" cards="" />
      <action no="7" player="Ann" type="0" sum="€0" cards="" />
      <cards type="Pocket" player="Bea">SK CK</cards>
      <action no="5" player="Bea" type="23" sum="€10" cards="" />
      <cards type="Pocket" player="Cy">X X</cards>
      <action no="3" player="Cy" type="23" sum="€3" cards="" />
      <action no="6" player="Cy" type="3" sum="€7" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">C7 D8 S2</cards>
      <action no="8" player="Bea" type="5" sum="€12" cards="" />
      <action no="9" player="Cy" type="3" sum="€12" cards="" />
    </round>
    <round no="3">
      <cards type="Turn" player="">HK</cards>
      <action no="10" player="Bea" type="4" sum="€0" cards="" />
      <action no="11" player="Cy" type="4" sum="€0" cards="" />
    </round>
    <round no="4">
      <cards type="River" player="">S3</cards>
      <action no="12" player="Bea" type="5" sum="€20" cards="" />
      <action no="13" player="Cy" type="3" sum="€20" cards="" />
    </round>
  </game>
"""

UNCALLED = """  <game gamecode="8100002">
    <general>
      <startdate>2026-12-03 18:01:10</startdate>
      <players>
        <player seat="1" name="Ann" chips="€97" dealer="1" win="€2.50" bet="€4" rebuy="0" addon="0" />
        <player seat="3" name="Bea" chips="€1,292.40" dealer="0" win="€0" bet="€0.50" rebuy="0" addon="0" />
        <player seat="5" name="Cy" chips="€38" dealer="0" win="€0" bet="€1" rebuy="0" addon="0" />
        <player seat="8" name="Dee" chips="€55" dealer="0" win="€0" bet="€0" rebuy="0" addon="0" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Bea" type="1" sum="€0.50" cards="[cards]" />
      <action no="2" player="Cy" type="2" sum="€1" cards="[cards]" />
      <action no="3" player="Dee" type="8" sum="€0" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">S9 S8</cards>
      <action no="4" player="Ann" type="23" sum="€4" cards="" />
      <cards type="Pocket" player="Bea">X X</cards>
      <action no="5" player="Bea" type="0" sum="€0" cards="" />
      <cards type="Pocket" player="Cy">X X</cards>
      <action no="6" player="Cy" type="0" sum="€0" cards="" />
    </round>
  </game>
"""

CASH = _session(CASH_GENERAL, SHOWDOWN, UNCALLED)

TOURNAMENT = _session(
    """    <client_version>21.4.0.3</client_version>
    <mode>real</mode>
    <gametype>Holdem NL</gametype>
    <tablename>Sunday Special, 733001</tablename>
    <duration>N/A</duration>
    <gamecount>1</gamecount>
    <startdate>03.12.2026 19:00:00</startdate>
    <currency>USD</currency>
    <nickname>Ann</nickname>
    <tournamentcode>5551212</tournamentcode>
    <tournamentname>Sunday Special</tournamentname>
    <place>N/A</place>
    <buyin>$10+$1</buyin>
    <totalbuyin>$11</totalbuyin>
    <win>N/A</win>
""",
    """  <game gamecode="8200001">
    <general>
      <startdate>03.12.2026 19:00:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="1,500" dealer="0" win="4,725" bet="1,500" />
        <player seat="2" name="Bea" chips="4,000" dealer="1" win="0" bet="3,000" />
        <player seat="3" name="Cy" chips="3,000" dealer="0" win="3,000" bet="3,000" />
        <player seat="4" name="Dee" chips="5,225" dealer="0" win="0" bet="225" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Ann" type="15" sum="25" cards="[cards]" />
      <action no="2" player="Bea" type="15" sum="25" cards="[cards]" />
      <action no="3" player="Cy" type="15" sum="25" cards="[cards]" />
      <action no="4" player="Dee" type="15" sum="25" cards="[cards]" />
      <action no="5" player="Cy" type="1" sum="100" cards="[cards]" />
      <action no="6" player="Dee" type="2" sum="200" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">HQ CQ</cards>
      <action no="7" player="Ann" type="7" sum="1,475" cards="" />
      <cards type="Pocket" player="Bea">SA DK</cards>
      <action no="8" player="Bea" type="3" sum="1,475" cards="" />
      <action no="11" player="Bea" type="3" sum="1,500" cards="" />
      <cards type="Pocket" player="Cy">SJ DJ</cards>
      <action no="9" player="Cy" type="23" sum="2,975" cards="" />
      <cards type="Pocket" player="Dee">X X</cards>
      <action no="10" player="Dee" type="0" sum="0" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">C2 D7 H9</cards>
    </round>
    <round no="3">
      <cards type="Turn" player="">S4</cards>
    </round>
    <round no="4">
      <cards type="River" player="">C3</cards>
    </round>
  </game>
""",
)

HEADS_UP = _session(
    """    <client_version>19.1.0.5</client_version>
    <uncalled_bet_enabled>false</uncalled_bet_enabled>
    <mode>real</mode>
    <gametype>Omaha PL 0,25€/0,50€</gametype>
    <tablename>Tours, 655000111</tablename>
    <tablecurrency>EUR</tablecurrency>
    <duration>00:01:00</duration>
    <gamecount>1</gamecount>
    <startdate>2026-12-03 20:00:00</startdate>
    <currency>EUR</currency>
    <nickname>Ann</nickname>
""",
    """  <game gamecode="8300001">
    <general>
      <startdate>2026-12-03 20:00:00</startdate>
      <players>
        <player seat="2" name="Ann" chips="1.234,50€" dealer="1" win="0€" bet="4,50€" />
        <player seat="7" name="Bea" chips="60€" dealer="0" win="13,05€" bet="9€" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Ann" type="1" sum="0,25€" cards="[cards]" />
      <action no="2" player="Bea" type="2" sum="0,50€" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">SA SK HQ HJ</cards>
      <action no="3" player="Ann" type="23" sum="1,50€" cards="" />
      <cards type="Pocket" player="Bea">X X X X</cards>
      <action no="4" player="Bea" type="3" sum="1€" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">D10 D9 C2</cards>
      <action no="5" player="Bea" type="4" sum="0€" cards="" />
      <action no="6" player="Ann" type="5" sum="3€" cards="" />
      <action no="7" player="Bea" type="3" sum="3€" cards="" />
    </round>
    <round no="3">
      <cards type="Turn" player="">S4</cards>
      <action no="8" player="Bea" type="5" sum="4,50€" cards="" />
      <action no="9" player="Ann" type="0" sum="0€" cards="" />
    </round>
  </game>
""",
)

STUD = _session(
    """    <client_version>22.0.1.2</client_version>
    <mode>real</mode>
    <gametype>7 Card Stud L $0.10/$0.20</gametype>
    <tablename>Krems, 640000777</tablename>
    <tablecurrency>USD</tablecurrency>
    <duration>00:02:00</duration>
    <gamecount>1</gamecount>
    <startdate>2026-12-03 21:00:00</startdate>
    <currency>USD</currency>
    <nickname>Bea</nickname>
""",
    """  <game gamecode="8400001">
    <general>
      <startdate>2026-12-03 21:00:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="$10" dealer="0" win="$0" bet="$0.02" />
        <player seat="2" name="Bea" chips="$8" dealer="0" win="$0" bet="$0.62" />
        <player seat="4" name="Cy" chips="$12.50" dealer="1" win="$1.20" bet="$0.62" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Ann" type="15" sum="$0.02" cards="[cards]" />
      <action no="2" player="Bea" type="15" sum="$0.02" cards="[cards]" />
      <action no="3" player="Cy" type="15" sum="$0.02" cards="[cards]" />
    </round>
    <round no="1">
    </round>
    <round no="2">
      <cards type="Third Street" player="Ann">X X S9</cards>
      <action no="6" player="Ann" type="0" sum="$0" cards="" />
      <cards type="Third Street" player="Bea">C4 D7 H3</cards>
      <action no="4" player="Bea" type="16" sum="$0.05" cards="" />
      <action no="7" player="Bea" type="3" sum="$0.05" cards="" />
      <cards type="Third Street" player="Cy">HA C6 DK</cards>
      <action no="5" player="Cy" type="5" sum="$0.10" cards="" />
    </round>
    <round no="3">
      <cards type="Fourth Street" player="Bea">HQ</cards>
      <action no="9" player="Bea" type="3" sum="$0.10" cards="" />
      <cards type="Fourth Street" player="Cy">CK</cards>
      <action no="8" player="Cy" type="5" sum="$0.10" cards="" />
    </round>
    <round no="4">
      <cards type="Fifth Street" player="Bea">S8</cards>
      <action no="11" player="Bea" type="3" sum="$0.20" cards="" />
      <cards type="Fifth Street" player="Cy">S2</cards>
      <action no="10" player="Cy" type="5" sum="$0.20" cards="" />
    </round>
    <round no="5">
      <cards type="Sixth Street" player="Bea">C2</cards>
      <action no="13" player="Bea" type="4" sum="$0" cards="" />
      <cards type="Sixth Street" player="Cy">D5</cards>
      <action no="12" player="Cy" type="4" sum="$0" cards="" />
    </round>
    <round no="6">
      <cards type="River" player="Bea">DJ</cards>
      <action no="15" player="Bea" type="3" sum="$0.20" cards="" />
      <cards type="River" player="Cy">C10</cards>
      <action no="14" player="Cy" type="5" sum="$0.20" cards="" />
    </round>
  </game>
""",
)


def _line(text: str, game: str) -> int:
    """The line of the ``<game>`` element of ``game`` in ``text``."""
    return text[: text.index(f'<game gamecode="{game}"')].count("\n") + 1


def _one(text: str) -> phh.HandHistory:
    (history,) = sites.read(text)
    return history


def test_a_cash_hand_with_a_showdown_a_muck_and_the_rake() -> None:
    history, _ = sites.read(CASH)
    assert history["hand"] == "8100001" and history["venue"] == "iPoker" and history["table"] == "Lindau, 700100200"
    assert history["players"] == ["Ann", "Bea", "Cy"] and history["seats"] == [1, 3, 5] and history["currency"] == "EUR"
    # the actions are played by number; a raise's sum is what the bet comes to, a call's what it puts in
    assert history.actions[:8] == ("d dh p1 AhAd", "d dh p2 KsKc", "d dh p3 ????", "p3 cbr 3.00", "p1 cc", "p2 cbr 10.00", "p3 cc", "p1 f")
    assert history.actions[-2:] == ("p2 sm KsKc", "p3 sm")  # Cy's cards never seen: a muck
    assert history["winnings"] == [0, Decimal("84.00"), 0] and history["_rake"] == Decimal("3.00")
    assert history["finishing_stacks"] == [Decimal("97.00"), Decimal("1292.40"), Decimal("38.00")]
    assert (history["year"], history["month"], history["day"]) == (2026, 12, 3)
    hand = phh.replay(history)
    assert hand.money.amount(hand.rake) == Decimal("3.00")


def test_an_uncalled_bet_is_returned_and_a_player_sitting_out_is_not_dealt_in() -> None:
    _, history = sites.read(CASH)
    assert history["players"] == ["Bea", "Cy", "Ann"]  # Dee (type 8) sits out
    assert history.actions == ("d dh p1 ????", "d dh p2 ????", "d dh p3 9s8s", "p3 cbr 4.00", "p1 f", "p2 f")
    assert history["winnings"] == [0, 0, Decimal("2.50")] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [Decimal("1291.90"), Decimal("37.00"), Decimal("98.50")]


def test_an_older_client_counts_the_uncalled_bet_in_the_win() -> None:
    history = _one(HEADS_UP)  # heads-up, pot-limit Omaha, money written 1.234,50€
    assert history["variant"] == "PO" and history["players"] == ["Bea", "Ann"] and history["currency"] == "EUR"
    assert history["blinds_or_straddles"] == [Decimal("0.25"), Decimal("0.50")]  # the button (p2) posts the small blind
    assert history.actions[:4] == ("d dh p1 ????????", "d dh p2 AsKsQhJh", "p2 cbr 1.50", "p1 cc")
    assert "d db Td9d2c" in history.actions and history.actions[-2:] == ("p1 cbr 4.50", "p2 f")
    # win 13,05€ holds the 4,50€ nobody called: Bea collected 8,55€ of a 9€ pot
    assert history["winnings"] == [Decimal("8.55"), 0] and history["_rake"] == Decimal("0.45")
    assert history["finishing_stacks"] == [Decimal("64.05"), Decimal("1230.00")]


def test_side_pots_in_a_tournament_with_antes_and_all_ins() -> None:
    history = _one(TOURNAMENT)
    assert history["event"] == "5551212" and "currency" not in history.fields and history["table"] == "Sunday Special, 733001"
    assert (history["year"], history["month"], history["day"], str(history["time"])) == (2026, 12, 3, "19:00:00")  # written 03.12.2026
    assert history["players"] == ["Cy", "Dee", "Ann", "Bea"] and history["antes"] == [25, 25, 25, 25]
    assert history["blinds_or_straddles"] == [100, 200, 0, 0]
    # Ann's all-in (type 7) puts in all she has behind; Cy's raise (23) to 2,975 is all of his
    assert history.actions[4:9] == ("p3 cbr 1475", "p4 cc", "p1 cbr 2975", "p2 f", "p4 cc")
    assert history.actions[-3:] == ("p1 sm JsJd", "p3 sm QhQc", "p4 sm AsKd")
    assert history["winnings"] == [3000, 0, 4725, 0] and "_rake" not in history.fields
    assert history["finishing_stacks"] == [3000, 5000, 4725, 1000]


def test_seven_card_stud_with_a_bring_in_and_a_completion() -> None:
    history = _one(STUD)
    assert history["variant"] == "F7S" and history["players"] == ["Ann", "Bea", "Cy"]  # by seat: stud has no button
    assert (history["bring_in"], history["small_bet"], history["big_bet"]) == (Decimal("0.05"), Decimal("0.10"), Decimal("0.20"))
    assert history.actions[:6] == ("d dh p1 ????9s", "d dh p2 4c7d3h", "d dh p3 Ah6cKd", "p2 pb", "p3 cbr 0.10", "p1 f")
    assert history.actions[-2:] == ("p2 sm 4c7d3hQh8s2cJd", "p3 sm Ah6cKdKc2s5dTc")
    assert history["winnings"] == [0, 0, Decimal("1.20")] and history["_rake"] == Decimal("0.06")


def test_many_hands_in_one_session_with_the_lines_of_their_games() -> None:
    text = CASH + TOURNAMENT  # two sessions in one file, as some clients write them
    lines = [line for line, _ in _ipoker.hands(text)]
    assert lines == [_line(text, "8100001"), _line(text, "8100002"), _line(text, "8200001")] == [21, 61, 105]
    assert [h["hand"] for h in sites.read(text.encode("utf-8-sig"))] == ["8100001", "8100002", "8200001"]
    wrong = text.replace('sum="€4"', 'sum="€4x"')
    with pytest.raises(SiteFormatError, match=r"iPoker hand 8100002, line 61: action 4's sum '€4x' is not an amount"):
        list(sites.read(wrong))
    skipped: list[SiteFormatError] = []
    assert [h["hand"] for h in sites.read(wrong, errors="skip", on_skip=skipped.append)] == ["8100001", "8200001"]
    assert [(e.hand, e.line) for e in skipped] == [("8100002", 61)]
    broken = text.replace('<action no="5" player="Bea" type="0" sum="€0" cards="" />', '<action no="5" player="Bea" type="0" sum="€0" cards="" >')
    # the action left open at line 80 is found out at line 83, where its round closes
    with pytest.raises(SiteFormatError, match=r"iPoker hand 8100002, line 83: malformed XML: mismatched tag"):
        list(sites.read(broken))


def test_a_hand_that_does_not_add_up_is_refused() -> None:
    with pytest.raises(SiteFormatError, match=r"iPoker hand 8200001, line 20: Ann collected 4800, but the replay's pots give 4725"):
        list(sites.read(TOURNAMENT.replace('win="4,725"', 'win="4,800"')))
    with pytest.raises(SiteFormatError, match=r"Ann collected 84.00, but the replay's pots give 0.00"):
        list(sites.read(CASH.replace('win="€0" bet="€3"', 'win="€84" bet="€3"').replace('win="€84" bet="€43"', 'win="€0" bet="€43"')))
    with pytest.raises(SiteFormatError, match=r"line 21: the players collect 90, more than the pot of 87"):
        list(sites.read(CASH.replace('win="€84"', 'win="€90"')))
    with pytest.raises(SiteFormatError, match=r"Ann goes all in for 1400, with 1475 behind"):
        list(sites.read(TOURNAMENT.replace('type="7" sum="1,475"', 'type="7" sum="1,400"')))


def test_what_cannot_be_read_is_refused() -> None:
    with pytest.raises(SiteFormatError, match=r"line 21: iPoker's 'Six Plus Holdem NL €0.50/€1' is not a game this library reads"):
        list(sites.read(CASH.replace("Holdem NL €0.50/€1", "Six Plus Holdem NL €0.50/€1")))
    with pytest.raises(SiteFormatError, match=r"the game type 'PL €0.50/€1' names no game"):
        list(sites.read(CASH.replace("Holdem NL €0.50/€1", "PL €0.50/€1")))
    with pytest.raises(SiteFormatError, match=r"Cy's all-in protection \(sum 'DP'\) is not read"):
        list(sites.read(CASH.replace('player="Cy" type="3" sum="€7"', 'player="Cy" type="7" sum="DP"')))
    with pytest.raises(SiteFormatError, match=r"action 3: Dee posts 0.50, less than the big blind of 1: a short post is not read"):
        list(sites.read(CASH.replace('<action no="3" player="Dee" type="8" sum="€0"', '<action no="3" player="Dee" type="2" sum="€0.50"')))
    with pytest.raises(SiteFormatError, match=r"action type 12 is not one this reader knows"):
        list(sites.read(CASH.replace('player="Cy" type="3" sum="€7"', 'player="Cy" type="12" sum="€7"')))
    with pytest.raises(SiteFormatError, match=r"bad card 'Z9'"):
        list(sites.read(CASH.replace(">HA DA<", ">HA Z9<")))
    assert sites.detect(CASH) is _ipoker and not _ipoker.looks_like("<session><general/></session>")
    with pytest.raises(SiteFormatError, match="2 games where one hand's text has one"):
        _ipoker.parse(CASH)


FIXED_LIMIT = _session(
    """    <client_version>22.3.0.1</client_version>
    <mode>real</mode>
    <gametype>Holdem L $0.10/$0.20</gametype>
    <tablename>Gary, 610000333</tablename>
    <tablecurrency>USD</tablecurrency>
    <currency>USD</currency>
    <nickname>Ann</nickname>
""",
    """  <game gamecode="8500001">
    <general>
      <startdate>2026-12-03 22:00:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="$10" dealer="1" win="$0.62" bet="$0.50" />
        <player seat="2" name="Bea" chips="$10" dealer="0" win="$0" bet="$0.05" />
        <player seat="3" name="Cy" chips="$10" dealer="0" win="$0" bet="$0.30" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Bea" type="1" sum="$0.05" cards="[cards]" />
      <action no="2" player="Cy" type="2" sum="$0.10" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">CA CK</cards>
      <action no="3" player="Ann" type="23" sum="$0.20" cards="" />
      <cards type="Pocket" player="Bea">X X</cards>
      <action no="4" player="Bea" type="0" sum="$0" cards="" />
      <cards type="Pocket" player="Cy">X X</cards>
      <action no="5" player="Cy" type="3" sum="$0.10" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">H2 D7 CJ</cards>
      <action no="6" player="Cy" type="4" sum="$0" cards="" />
      <action no="7" player="Ann" type="5" sum="$0.10" cards="" />
      <action no="8" player="Cy" type="3" sum="$0.10" cards="" />
    </round>
    <round no="3">
      <cards type="Turn" player="">S5</cards>
      <action no="9" player="Cy" type="4" sum="$0" cards="" />
      <action no="10" player="Ann" type="5" sum="$0.20" cards="" />
      <action no="11" player="Cy" type="0" sum="$0" cards="" />
    </round>
  </game>
""",
)


def test_fixed_limit_names_its_bets_and_the_blinds_come_with_the_posts() -> None:
    history = _one(FIXED_LIMIT)
    assert history["variant"] == "FT" and (history["small_bet"], history["big_bet"]) == (Decimal("0.10"), Decimal("0.20"))
    assert history["blinds_or_straddles"] == [Decimal("0.05"), Decimal("0.10"), 0]
    assert history["winnings"] == [0, 0, Decimal("0.62")] and history["_rake"] == Decimal("0.03")


@pytest.mark.parametrize(
    ("session", "gametype", "code"),
    [
        (CASH, "Holdem PL €0.50/€1", "PV-PT"),
        (CASH, "Holdem SL €0.50/€1", "NT"),
        (CASH, "Holdem No limit €0.50/€1", "NT"),
        (HEADS_UP, "Omaha Hi-Lo PL 0,25€/0,50€", "PV-PO/8"),
        (HEADS_UP, "Omaha HiLow PL 0,25€/0,50€", "PV-PO/8"),
        (HEADS_UP, "Omaha NL 0,25€/0,50€", "PV-NO"),
    ],
)
def test_each_game_and_betting_the_game_type_names(session: str, gametype: str, code: str) -> None:
    named = session.replace("Holdem NL €0.50/€1", gametype).replace("Omaha PL 0,25€/0,50€", gametype)
    assert next(iter(sites.read(named)))["variant"] == code


def test_seven_card_stud_hi_lo_splits_the_pot() -> None:
    text = STUD.replace("7 Card Stud L", "7 Card Stud Hi-Lo L").replace('win="$1.20"', 'win="$0.60"')
    history = _one(text.replace('name="Bea" chips="$8" dealer="0" win="$0"', 'name="Bea" chips="$8" dealer="0" win="$0.60"'))
    assert history["variant"] == "F7S/8" and history["winnings"] == [0, Decimal("0.60"), Decimal("0.60")]
    assert history["_rake"] == Decimal("0.06")


def test_hole_cards_written_again_in_a_later_round_are_shown() -> None:
    text = CASH.replace('<cards type="River" player="">S3</cards>', '<cards type="River" player="">S3</cards>\n      <cards type="Pocket" player="Cy">D9 D10</cards>')
    history, _ = sites.read(text)
    assert history.actions[2] == "d dh p3 ????" and history.actions[-2:] == ("p2 sm KsKc", "p3 sm 9dTd")
    assert history["winnings"] == [0, Decimal("84.00"), 0]


RETURNING = """  <game gamecode="8100003">
    <general>
      <startdate>2026-12-03 18:02:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="€100" dealer="1" win="€0" bet="€0" />
        <player seat="3" name="Bea" chips="€100" dealer="0" win="€0" bet="€0.50" />
        <player seat="5" name="Cy" chips="€100" dealer="0" win="€0" bet="€3" />
        <player seat="8" name="Dee" chips="€100" dealer="0" win="€6.65" bet="€7.50" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Bea" type="1" sum="€0.50" cards="[cards]" />
      <action no="2" player="Cy" type="2" sum="€1" cards="[cards]" />
      <action no="3" player="Dee" type="2" sum="€1.50" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">X X</cards>
      <cards type="Pocket" player="Bea">X X</cards>
      <cards type="Pocket" player="Cy">X X</cards>
      <cards type="Pocket" player="Dee">HA DA</cards>
      <action no="4" player="Dee" type="23" sum="€3" cards="" />
      <action no="5" player="Ann" type="0" sum="€0" cards="" />
      <action no="6" player="Bea" type="0" sum="€0" cards="" />
      <action no="7" player="Cy" type="3" sum="€2" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">C2 D7 H9</cards>
      <action no="8" player="Cy" type="4" sum="€0" cards="" />
      <action no="9" player="Dee" type="5" sum="€4" cards="" />
      <action no="10" player="Cy" type="0" sum="€0" cards="" />
    </round>
  </game>
"""


def test_a_big_blind_posted_with_more_is_the_big_blind_live_and_the_rest_dead() -> None:
    history = _one(_session(CASH_GENERAL, RETURNING))
    assert history["players"] == ["Bea", "Cy", "Dee", "Ann"]
    assert history["antes"] == [0, 0, Decimal("0.50"), 0]  # the dead small blind: PHH's ante of that player
    assert history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), Decimal("-1.00"), 0]
    assert history["winnings"] == [0, 0, Decimal("6.65"), 0] and history["_rake"] == Decimal("0.35")  # a pot of 7, the dead 0.50 in it
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("97.00"), Decimal("103.15"), Decimal("100.00")]


def test_a_second_small_blind_is_dead_money_whatever_its_number() -> None:
    """A returning player's small blind numbered before the hand's own: the hand's is the first
    player's after the button."""
    game = (
        RETURNING.replace('<action no="1" player="Bea" type="1"', '<action no="0" player="Dee" type="1" sum="€0.50" cards="[cards]" />\n      <action no="1" player="Bea" type="1"')
        .replace('<action no="3" player="Dee" type="2" sum="€1.50" cards="[cards]" />\n', "")
        .replace('<action no="4" player="Dee" type="23" sum="€3" cards="" />', '<action no="4" player="Dee" type="0" sum="€0" cards="" />')
        .replace('<action no="5" player="Ann" type="0" sum="€0" cards="" />', '<action no="5" player="Ann" type="23" sum="€3" cards="" />')
        .replace('player="Dee" type="5" sum="€4"', 'player="Ann" type="5" sum="€4"')
        .replace('name="Dee" chips="€100" dealer="0" win="€6.65"', 'name="Dee" chips="€100" dealer="0" win="€0"')
        .replace('name="Ann" chips="€100" dealer="1" win="€0"', 'name="Ann" chips="€100" dealer="1" win="€6.65"')
    )
    history = _one(_session(CASH_GENERAL, game))
    assert history["antes"] == [0, 0, Decimal("0.50"), 0] and history["blinds_or_straddles"] == [Decimal("0.50"), Decimal("1.00"), 0, 0]
    assert history["winnings"] == [0, 0, 0, Decimal("6.65")] and history["_rake"] == Decimal("0.35")
    assert history["finishing_stacks"] == [Decimal("99.50"), Decimal("97.00"), Decimal("99.50"), Decimal("103.65")]


TIE = _session(
    """    <client_version>21.4.0.3</client_version>
    <mode>real</mode>
    <gametype>Holdem NL</gametype>
    <tablename>Sunday Special, 733001</tablename>
    <tournamentcode>5551212</tournamentcode>
    <tournamentname>Sunday Special</tournamentname>
""",
    """  <game gamecode="8200002">
    <general>
      <startdate>03.12.2026 19:05:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="5,000" dealer="0" win="338" bet="225" rebuy="1" addon="1" />
        <player seat="2" name="Bea" chips="7,310" dealer="1" win="337" bet="225" rebuy="0" addon="0" />
        <player seat="3" name="Cy" chips="1,900" dealer="0" win="0" bet="225" rebuy="2" addon="0" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Ann" type="15" sum="25" cards="[cards]" />
      <action no="2" player="Bea" type="15" sum="25" cards="[cards]" />
      <action no="3" player="Cy" type="15" sum="25" cards="[cards]" />
      <action no="4" player="Cy" type="1" sum="100" cards="[cards]" />
      <action no="5" player="Ann" type="2" sum="200" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">H8 C9</cards>
      <cards type="Pocket" player="Bea">D8 D9</cards>
      <cards type="Pocket" player="Cy">HK DK</cards>
      <action no="6" player="Bea" type="3" sum="200" cards="" />
      <action no="7" player="Cy" type="3" sum="100" cards="" />
      <action no="8" player="Ann" type="4" sum="0" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">C5 D6 H7</cards>
      <action no="9" player="Cy" type="4" sum="0" cards="" />
      <action no="10" player="Ann" type="4" sum="0" cards="" />
      <action no="11" player="Bea" type="4" sum="0" cards="" />
    </round>
    <round no="3">
      <cards type="Turn" player="">S2</cards>
      <action no="12" player="Cy" type="4" sum="0" cards="" />
      <action no="13" player="Ann" type="4" sum="0" cards="" />
      <action no="14" player="Bea" type="4" sum="0" cards="" />
    </round>
    <round no="4">
      <cards type="River" player="">DJ</cards>
      <action no="15" player="Cy" type="4" sum="0" cards="" />
      <action no="16" player="Ann" type="4" sum="0" cards="" />
      <action no="17" player="Bea" type="4" sum="0" cards="" />
    </round>
  </game>
""",
)


def test_a_tie_in_a_tournament_the_odd_chip_to_the_first_winner_after_the_button() -> None:
    history = _one(TIE)  # Ann's and Cy's rebuy and add-on counts change nothing: chips is the stack they play
    assert history["players"] == ["Cy", "Ann", "Bea"] and history["starting_stacks"] == [1900, 5000, 7310]
    assert history["winnings"] == [0, 338, 337] and history["finishing_stacks"] == [1675, 5113, 7422] and "_rake" not in history.fields
    wrong = TIE.replace('win="338"', 'win="X"').replace('win="337"', 'win="338"').replace('win="X"', 'win="337"')
    with pytest.raises(SiteFormatError, match=r"Bea collected 338, but the replay's pots give 337"):
        list(sites.read(wrong))


SIDE_POTS = """  <game gamecode="8100004">
    <general>
      <startdate>2026-12-03 18:03:00</startdate>
      <players>
        <player seat="1" name="Ann" chips="€50" dealer="1" win="€0" bet="€50" />
        <player seat="3" name="Bea" chips="€100" dealer="0" win="€57" bet="€50" />
        <player seat="5" name="Cy" chips="€20" dealer="0" win="€57" bet="€20" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Bea" type="1" sum="€0.50" cards="[cards]" />
      <action no="2" player="Cy" type="2" sum="€1" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">X X</cards>
      <cards type="Pocket" player="Bea">SK CK</cards>
      <cards type="Pocket" player="Cy">HA DA</cards>
      <action no="3" player="Ann" type="23" sum="€3" cards="" />
      <action no="4" player="Bea" type="23" sum="€10" cards="" />
      <action no="5" player="Cy" type="7" sum="€20" cards="" />
      <action no="6" player="Ann" type="3" sum="€17" cards="" />
      <action no="7" player="Bea" type="3" sum="€10" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">C2 D7 H9</cards>
      <action no="8" player="Bea" type="5" sum="€30" cards="" />
      <action no="9" player="Ann" type="7" sum="€30" cards="" />
    </round>
    <round no="3">
      <cards type="Turn" player="">S4</cards>
    </round>
    <round no="4">
      <cards type="River" player="">C3</cards>
    </round>
  </game>
"""


def test_side_pots_in_a_cash_hand_each_raked_and_the_same_hand_at_play_money() -> None:
    history = _one(_session(CASH_GENERAL, SIDE_POTS))
    assert history["players"] == ["Bea", "Cy", "Ann"] and history.actions[-3:] == ("p1 sm KsKc", "p2 sm AhAd", "p3 sm")
    # Cy's main pot of 60 and Bea's side pot of 60, 3 of each to the rake
    assert history["winnings"] == [Decimal("57.00"), Decimal("57.00"), 0] and history["_rake"] == Decimal("6.00")
    assert history["finishing_stacks"] == [Decimal("107.00"), Decimal("57.00"), Decimal("0.00")]
    played = _one(_session(CASH_GENERAL.replace("<mode>real</mode>", "<mode>play</mode>"), SIDE_POTS))
    assert "currency" not in played.fields and played["winnings"] == history["winnings"]
