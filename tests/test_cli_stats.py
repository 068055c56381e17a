"""``pokervariants stats FILES...``: the statistics table, ``--player``, ``--json``, ``--svg``, a room's own text
among the files, and the failures listed or stopping the run."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pokervariants import phh

from .test_cli import run
from .test_sites_pokerstars import CASH
from .test_stats import CBET, FLOP_ALL_IN, THREE_BET


@pytest.fixture
def hands(tmp_path: Path) -> Path:
    path = tmp_path / "hands.phhs"
    phh.dump_all({"1": THREE_BET, "2": CBET}, path)
    return path


def test_the_table(hands: Path) -> None:
    result = run("stats", str(hands))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "1 file: 2 hands, none failed"
    assert lines[2].split() == ["player", "hands", "VPIP", "PFR", "3B", "F3B", "CB", "FCB", "WTSD", "W$SD", "AF", "net", "won", "bb/100"]
    rows = {line.split()[0]: line.split() for line in lines[3:7]}
    assert rows["Cy"] == ["Cy", "2", "100.0", "50.0", "0.0", "100.0", "-", "0.0", "100.0", "100.0", "1.00", "+53", "+1325.0"]
    assert rows["Dee"][1:10] == ["2", "100.0", "100.0", "100.0", "-", "100.0", "-", "100.0", "0.0"]
    assert rows["Ann"][-2:] == ["-2", "-50.0"]
    assert "Rates in per cent" in result.stdout and not result.stderr


def test_one_player_and_json(hands: Path) -> None:
    one = run("stats", str(hands), "--player", "Cy")
    assert one.returncode == 0 and [line.split()[0] for line in one.stdout.splitlines()[2:4]] == ["player", "Cy"]
    document = json.loads(run("stats", str(hands), "--json").stdout)
    assert (document["files"], document["hands"], document["failed"], document["rake"]) == (1, 2, 0, "0")
    cy = next(row for row in document["players"] if row["player"] == "Cy")
    assert cy["net"] == "53" and cy["vpip"] == 1.0 and cy["fold_to_three_bet"] == 1.0 and cy["cbet"] is None and cy["bb_per_100"] == 1325.0
    alone = json.loads(run("stats", str(hands), "--json", "--player", "Dee").stdout)
    assert [row["player"] for row in alone["players"]] == ["Dee"]


def test_an_unknown_player_is_refused_with_a_hint(hands: Path) -> None:
    result = run("stats", str(hands), "--player", "cy")
    assert result.returncode == 2 and "no such player in these hands; did you mean 'Cy'?" in result.stderr
    result = run("stats", str(hands), "--player", "Zed")
    assert result.returncode == 2 and "the players are Ann, Bob, Cy, Dee" in result.stderr


def test_svg_draws_the_player_s_winnings(tmp_path: Path) -> None:
    path = tmp_path / "hands.phhs"
    phh.dump_all({"allin": FLOP_ALL_IN, "3bet": THREE_BET}, path)
    picture = tmp_path / "ann.svg"
    result = run("stats", str(path), "--player", "Ann", "--svg", str(picture))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == f"wrote {picture}: Ann's winnings over 2 hands, 1 of them all-in adjusted"
    root = ET.fromstring(picture.read_text(encoding="utf-8"))
    classes = [line.get("class") for line in root.iter("{http://www.w3.org/2000/svg}polyline")]
    assert sorted(classes) == ["line actual", "line adjusted"]
    document = json.loads(run("stats", str(path), "--player", "Ann", "--svg", str(picture), "--json").stdout)
    assert document["svg"] == str(picture)
    refused = run("stats", str(path), "--svg", str(picture))
    assert refused.returncode == 2 and "--svg draws one player's winnings: give --player NAME too" in refused.stderr


def test_a_room_s_text_counts_beside_phh(tmp_path: Path, hands: Path) -> None:
    room = tmp_path / "pokerstars.txt"
    room.write_text(CASH, encoding="utf-8")
    document = json.loads(run("stats", str(hands), str(room), "--json").stdout)
    assert (document["files"], document["hands"], document["failed"], document["rake"]) == (2, 3, 0, "3.00")
    bea = next(row for row in document["players"] if row["player"] == "Bea")
    assert bea["net"] == "48.50" and bea["wtsd"] == 1.0 and bea["wsd"] == 1.0 and bea["bb_per_100"] == 4850.0
    assert sum(float(row["net"]) for row in document["players"]) == pytest.approx(-3)


def test_failures_are_listed_or_stop_the_run(tmp_path: Path, hands: Path) -> None:
    bad = tmp_path / "bad.phhs"
    bad.write_text("[ok]\n" + THREE_BET.dumps() + "\n[broken]\n" + THREE_BET.dumps().replace('"p3 f"', '"p2 f"'), encoding="utf-8")
    notes = tmp_path / "notes.txt"
    notes.write_text("not a hand history at all\n", encoding="utf-8")
    result = run("stats", str(hands), str(bad), str(notes))
    assert result.returncode == 1
    assert result.stdout.splitlines()[0] == "3 files: 3 hands, 2 failed"
    assert f"  {bad}, hand 'broken': action" in result.stdout
    assert f"  {notes}: line 1: no room this library reads" in result.stdout
    stopped = run("stats", str(bad), "--errors", "stop")
    assert stopped.returncode == 2 and not stopped.stdout and f"{bad}, hand 'broken'" in stopped.stderr
    missing = run("stats", str(tmp_path / "none.phhs"))
    assert missing.returncode == 2 and "no such file" in missing.stderr


def test_help_has_examples() -> None:
    result = run("stats", "--help")
    assert result.returncode == 0 and "examples:" in result.stdout and "pokervariants stats" in result.stdout
    assert "stats" in run("--help").stdout
