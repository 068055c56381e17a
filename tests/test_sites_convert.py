"""Rooms' histories converted: ``pokervariants convert`` to PHH and to Open Hand History (OHH), and
OHH's object for a proven hand (amounts exact, hidden cards never written, the rake per pot)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from pokervariants import phh, sites
from pokervariants.sites import ohh

from .test_cli import run
from .test_sites_pokerstars import CASH, HEADS_UP_OMAHA, STUD, TOURNAMENT


def test_the_ohh_object_of_a_hand_with_side_pots_and_rake() -> None:
    (history,) = sites.read(CASH)
    hand = ohh.ohh(history)["ohh"]
    assert hand["site_name"] == "PokerStars" and hand["game_number"] == "5005" and hand["game_type"] == "Holdem"
    assert hand["dealer_seat"] == 6 and hand["table_size"] == 6 and hand["currency"] == "USD"
    assert hand["start_date_utc"] in ("2026-12-03T23:00:00", "2026-12-03T18:00:00")  # ET in December; as written without a zone database
    assert [p["name"] for p in hand["players"]] == ["Ann", "Bea", "Cy", "Eli", "Fay"]
    preflop = hand["rounds"][0]["actions"]
    assert [a["action"] for a in preflop[:3]] == ["Post SB", "Post BB", "Dealt Cards"]
    assert preflop[2] == {"action_number": 2, "player_id": 3, "action": "Dealt Cards", "cards": ["Qs", "Qd"]}  # only the cards the history shows
    raise_ = next(a for a in preflop if a["player_id"] == 1 and a["action"] == "Raise")
    assert raise_["amount"] == Decimal("24.00") and raise_["is_allin"]  # what the raise put in, as OHH counts it
    assert [r["street"] for r in hand["rounds"]] == ["Preflop", "Flop", "Turn", "River", "Showdown"]
    assert hand["rounds"][1]["cards"] == ["7h", "8s", "2c"]
    pots = hand["pots"]
    assert [(p["amount"], p["rake"]) for p in pots] == [(Decimal("75.50"), Decimal("2.00")), (Decimal("40.00"), Decimal("1.00"))]
    assert pots[0]["player_wins"] == [{"player_id": 1, "win_amount": Decimal("73.50")}]
    assert sum(p["rake"] for p in pots) == history["_rake"]


def test_ohh_text_is_json_with_exact_numbers_one_hand_a_block() -> None:
    hands = [ohh.ohh(h) for text in (CASH, HEADS_UP_OMAHA) for h in sites.read(text)]
    text = ohh.dumps(hands)
    blocks = text.strip().split("\n\n")
    assert len(blocks) == 2
    decoded = [json.loads(block, parse_float=Decimal) for block in blocks]
    assert decoded[1]["ohh"]["game_type"] == "Omaha" and decoded[1]["ohh"]["bet_limit"]["bet_type"] == "PL"
    assert '"small_blind_amount": 0.25' in blocks[1]  # written as the number it is, never through float


def test_ohh_refuses_a_game_it_has_no_type_for() -> None:
    (history,) = sites.read(STUD)
    try:
        ohh.ohh(history)
    except ValueError as error:
        assert "F7S has no OHH game type" in str(error)
    else:
        raise AssertionError("a stud hand has no OHH game type")


def test_convert_writes_phh_that_replays_and_lists_what_it_skipped(tmp_path: Path) -> None:
    wrong = TOURNAMENT.replace("Ann collected 340", "Ann collected 345")
    source = tmp_path / "stars.txt"
    source.write_bytes("\n\n".join((CASH, wrong, STUD)).encode("utf-16"))
    out = tmp_path / "hands.phhs"
    result = run("convert", str(source), "-o", str(out))
    assert result.returncode == 1, result.stderr
    assert "2 hands from 1 file written" in result.stdout and "(1 skipped)" in result.stdout
    assert "skipped: PokerStars hand 6006" in result.stderr and "Ann collected 345" in result.stderr
    written = phh.load_all(out)
    assert list(written) == ["PokerStars 5005", "PokerStars 2002"]
    for history in written.values():
        assert phh.replay(history).is_over


def test_convert_to_ohh_and_stop_at_the_first_bad_hand(tmp_path: Path) -> None:
    source = tmp_path / "stars.txt"
    source.write_text("\n\n".join((CASH, HEADS_UP_OMAHA, STUD)), encoding="utf-8")
    result = run("convert", str(tmp_path), "-o", str(tmp_path / "out.ohh"), "--quiet")
    assert result.returncode == 1 and "2 hands" in result.stdout and "F7S has no OHH game type" in result.stderr
    stopped = run("convert", str(source), "-o", str(tmp_path / "out.ohh"), "--errors", "stop")
    assert stopped.returncode == 2 and "F7S has no OHH game type" in stopped.stderr


def test_convert_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    source = tmp_path / "stars.txt"
    source.write_text(CASH, encoding="utf-8")
    assert "neither" in run("convert", str(source), "-o", str(tmp_path / "out.txt")).stderr
    assert "unknown room" in run("convert", str(source), "-o", str(tmp_path / "o.phhs"), "--site", "nowhere").stderr
    assert "no such file" in run("convert", str(tmp_path / "missing.txt"), "-o", str(tmp_path / "o.phhs")).stderr
    (tmp_path / "junk.txt").write_text("hello\n", encoding="utf-8")
    result = run("convert", str(tmp_path / "junk.txt"), "-o", str(tmp_path / "o.phhs"))
    assert result.returncode == 2 and "no room this library reads" in result.stderr


def test_convert_lists_a_cancelled_hand_without_failing(tmp_path: Path) -> None:
    from .test_sites_fulltilt import CASH as TILT, HEADS_UP as TILT_HEADS_UP

    source = tmp_path / "tilt.txt"
    source.write_text("\n\n".join((TILT_HEADS_UP.replace("*** SHOW DOWN ***", "Hand #8889440965 has been canceled"), TILT)), encoding="utf-8")
    for errors in ("skip", "stop"):
        result = run("convert", str(source), "-o", str(tmp_path / "out.phhs"), "--errors", errors)
        assert result.returncode == 0, result.stderr
        assert "1 hand from 1 file written" in result.stdout and "(1 cancelled)" in result.stdout
        assert "left out: Full Tilt Poker hand 8889440965, line 21: the hand was cancelled" in result.stderr
