"""What a session gives out: bots playing it (``Session.play``), its hands as PHH (``histories``,
``write``), the session replayer page, and ``pokervariants simulate --mix / --tournament``."""

from __future__ import annotations

import base64
import json
import re
import zlib
from decimal import Decimal
from pathlib import Path

import pytest

from pokervariants import Holdem, Razz, phh, render
from pokervariants.bots import CallingBot, RandomBot
from pokervariants.cli import main
from pokervariants.session import Mix, Session, SessionError


def test_play_runs_hands_to_the_end_with_bots_by_name_and_conserves_chips() -> None:
    session = Session(Holdem(blinds=(1, 2)), players={"Ann": 1000, "Bea": 1000, "Cy": 1000}, seed=4)
    seen = []
    played = session.play({"Ann": RandomBot(), "Bea": CallingBot(), "Cy": RandomBot()}, seed=2, hands=25, after=lambda hand: seen.append(hand.is_over))
    assert played == session.hands_played == len(seen) and all(seen)
    assert played == 25 or session.is_over  # (random bots go all in: two may bust the third)
    assert sum(session.stacks.values()) == 3000
    with pytest.raises(TypeError, match="bot"):
        session.play(object(), seed=1)  # type: ignore[arg-type]
    with pytest.raises(SessionError, match="hands"):
        session.play(CallingBot(), seed=1, hands=-1)


def test_play_finishes_a_hand_begun_by_hand() -> None:
    session = Session(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players={"Ann": 50, "Bea": 50}, seed=3)
    hand = next(session)
    hand.bring_in()
    assert session.play(CallingBot(), seed=0, hands=1) == 1 and session.hands_played == 2
    assert hand.is_over


def test_the_histories_carry_the_seats_and_replay_to_the_session_stacks(tmp_path: Path) -> None:
    session = Session(Mix.horse(hands=2), players={"Ann": 200, "Bea": 200, "Cy": 200, "Dee": 200}, seed=9)
    session.sit_out("Cy")
    session.play(RandomBot(), seed=5, hands=4)
    session.sit_in("Cy")
    session.play(RandomBot(), seed=6, hands=6)
    histories = list(session.histories(table="Table 7"))
    assert [h["hand"] for h in histories] == list(range(1, 11))
    assert [h.variant for h in histories[:6]] == ["FT", "FT", "FO/8", "FO/8", "FR", "FR"]
    for history in histories:
        assert history["table"] == "Table 7" and history["seat_count"] == 8
        assert [session_seat for session_seat in history["seats"]] == [{"Ann": 1, "Bea": 2, "Cy": 3, "Dee": 4}[name] for name in history["players"]]
    assert "Cy" not in histories[0]["players"] and "Cy" in histories[-1]["players"]
    finals = {}
    for history in histories:
        replayed = phh.replay(history)
        finals.update(zip(history["players"], replayed.money.amounts(replayed.stacks)))
    assert finals == session.stacks
    path = tmp_path / "horse.phhs"
    assert session.write(path) == 10
    assert [h["players"] for h in phh.load_all(path).values()] == [h["players"] for h in histories]


def test_a_session_in_cents_writes_money() -> None:
    session = Session(Holdem(blinds=("0.25", "0.50")), players={"Ann": "20.00", "Bea": "31.40"}, seed=1)
    session.play(CallingBot(), seed=1, hands=3)
    history = list(session.histories())[-1]
    assert all(isinstance(s, Decimal) for s in history["starting_stacks"])
    assert sum(history["finishing_stacks"]) == Decimal("51.40")


def test_the_session_page_lists_every_hand_charts_the_chips_and_packs_each_hand() -> None:
    session = Session(Holdem(blinds=(1, 2)), players={"Ann": 600, "<Bo>": 600, "Cy": 600}, seed=5, button=1)
    session.play(CallingBot(), seed=3, hands=6)
    page = render.session_page(session, title="Friday")
    assert page == render.session_page(session, title="Friday")  # the same session, the same bytes
    assert page.count("<li data-hand=") == 6 and 'data-hands="6"' in page
    assert "&lt;Bo&gt;" in page and "<Bo>" not in page
    stacks = dict(re.findall(r'data-player="([^"]+)" data-stacks="([^"]+)"', page))
    assert set(stacks) == {"Ann", "&lt;Bo&gt;", "Cy"}
    assert {name: int(value.split(",")[-1]) for name, value in stacks.items()} == {n.replace("<", "&lt;").replace(">", "&gt;"): s for n, s in session.stacks.items()}
    packed = re.search(r'id="hand-5" readonly>([^<]+)</textarea>', page)
    assert packed is not None
    inner = zlib.decompress(base64.b64decode(packed.group(1))).decode("utf-8")
    assert inner.startswith("<!DOCTYPE html>") and "Hand 6" in inner


def test_simulate_a_mix_writes_its_hands_and_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    phhs, html = tmp_path / "horse.phhs", tmp_path / "horse.html"
    assert main(["simulate", "--mix", "horse", "--hands", "40", "--seed", "6", "--players", "5", "--phhs", str(phhs), "--html", str(html), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["kind"] == "session" and summary["game"] == "HORSE" and summary["hands"] == 40
    assert sum(Decimal(str(p["stack"])) for p in summary["players"]) == 5000
    assert len(phh.load_all(phhs)) == 40 and html.read_text(encoding="utf-8").count("<li data-hand=") == 40


def test_simulate_a_tournament_plays_to_one_winner(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--tournament", "--players", "4", "--seed", "3", "--bot", "random", "--payouts", "70,30"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Texas Hold'em: tournament of") and "place" in out
    assert main(["simulate", "--tournament", "--mix", "8-game", "--players", "3", "--seed", "3", "--bot", "random", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["places"][0]["place"] == 1 and sum(p["prize"] for p in summary["places"]) == 100
    assert sum(p["stack"] for p in summary["players"]) == 4500


def test_simulate_a_tournament_at_several_tables(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    phhs, html = tmp_path / "mtt.phhs", tmp_path / "mtt.html"
    assert main(["simulate", "--tournament", "--players", "20", "--table-size", "6", "--seed", "9", "--phhs", str(phhs), "--html", str(html), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["kind"] == "tournament" and summary["tables"] == 4 and len(summary["places"]) == 20
    assert sum(p["stack"] for p in summary["players"]) == 30_000 and sum(p["prize"] for p in summary["places"]) == 100
    histories = phh.load_all(phhs)
    assert len(histories) == summary["hands"] and {h["table"] for h in histories.values()} == {1, 2, 3, 4}
    assert html.read_text(encoding="utf-8").count("<li data-hand=") == summary["hands"]
    assert main(["simulate", "--tournament", "--players", "20", "--table-size", "6", "--seed", "9"]) == 0
    assert "from 4 tables" in capsys.readouterr().out
    assert main(["simulate", "--variant", "holdem", "--table-size", "6", "--hands", "5"]) != 0
    assert "give it with --tournament" in capsys.readouterr().err


def test_simulate_refuses_a_mix_it_does_not_know(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--mix", "pineapple-party"]) != 0
    assert "unknown mix" in capsys.readouterr().err
    assert main(["simulate", "--hands", "5"]) != 0
    assert "needs a game" in capsys.readouterr().err
