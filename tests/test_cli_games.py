"""A game of your own on every command that plays one: ``simulate``, ``play`` and ``equity`` take
``--game module:Class`` (or ``path/to/file.py:Class``, or an installed game's name), as ``replay`` does,
here with the examples' Pineapple, Crazy Pineapple and Pass the Trash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pokervariants import phh

from .test_cli import run, run_input
from .test_custom_games import EXAMPLES, Pineapple

SRC = Path(__file__).parent.parent / "src"


@pytest.fixture
def in_examples(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run from the examples folder, so that ``pineapple:Pineapple`` imports as a module of the current directory."""
    monkeypatch.chdir(EXAMPLES)
    return EXAMPLES


@pytest.mark.parametrize("spec", ["pineapple:Pineapple", "pineapple.py:Pineapple", "--variant=pineapple:Pineapple"])
def test_simulate_plays_a_game_of_your_own(in_examples: Path, spec: str) -> None:
    option = [spec] if spec.startswith("--") else ["--game", spec]
    result = run("simulate", *option, "--hands", "60", "--players", "3", "--seed", "4", "--json")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["variant"] == "Pineapple" and summary["hands"] == 60 and summary["showdowns"] > 0
    assert sum(row["net"] for row in summary["seats"]) == 0
    again = json.loads(run("simulate", *option, "--hands", "60", "--players", "3", "--seed", "4", "--json").stdout)
    assert {k: v for k, v in again.items() if k != "timing"} == {k: v for k, v in summary.items() if k != "timing"}


def test_simulate_gives_a_game_of_your_own_its_options_and_every_bot(in_examples: Path) -> None:
    result = run(
        "simulate", "--game", str(in_examples / "pass_the_trash.py") + ":PassTheTrash", "--option", "blinds=5,10",
        "--hands", "40", "--players", "4", "--bot", "random,calling,cautious,random", "--seed", "2",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Pass the Trash: 40 hands, 4 players, seed 2") and "average pot" in result.stdout
    too_many = run("simulate", "--game", "pass_the_trash:PassTheTrash", "--players", "8")
    assert too_many.returncode == 2 and "Pass the Trash takes 2 to 7 players, got 8" in too_many.stderr


def test_play_a_game_of_your_own(in_examples: Path) -> None:
    answers = "call\ndiscard 9c 4h 2h\ncheck\ndiscard Ts Jd\ncheck\ncheck\n"
    result = run_input(answers, "play", "--game", "pass_the_trash:PassTheTrash", "--players", "3", "--seed", "3", "--no-color")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("Pass the Trash: you are seat 0 of 3; deal seed 3")
    assert "your move: 1) discard 3" in out and "  you discard 9c 4h 2h\n" in out and "  you pass 9c 4h 2h to seat 1\n" in out
    assert "  seat 1 passes 3 cards to seat 2\n" in out and "  seat 1 gives up 2 cards\n" in out
    assert "Session over: 1 hand played." in out


def test_play_crazy_pineapple_by_file(in_examples: Path) -> None:
    answers = "check\ncall\n1\n" * 20  # check or call; at the discard neither is legal: the first card goes
    result = run_input(answers, "play", "--game", "pineapple.py:CrazyPineapple", "--players", "2", "--seed", "5", "--no-color")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Crazy Pineapple: you are seat 0 of 2" in out and "Session over: 1 hand played." in out
    menu = next(line for line in out.splitlines() if line.startswith("your move: 1) discard "))
    assert len(menu.split(") discard ")) == 4  # one entry for each of the three cards
    assert out.index("-- flop --") < out.index("-- turn --") < out.index(menu) and "  seat 1 gives up 1 card\n" in out  # the turn opens with the discard


def test_equity_of_a_game_of_your_own(in_examples: Path) -> None:
    result = run("equity", "--game", "pineapple:Pineapple", "AsKsQs", "JdJc2h", "--seed", "6", "--samples", "1500", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["variant"] == "Pineapple" and abs(sum(seat["equity"] for seat in data["players"]) - 1) < 1e-9


def test_equity_of_a_game_of_your_own_in_a_process_pool(in_examples: Path) -> None:
    one = run("equity", "--game", "pineapple:CrazyPineapple", "AsKsQs", "JdJc2h", "--seed", "6", "--samples", "2000", "--json")
    two = run("equity", "--game", "pineapple:CrazyPineapple", "AsKsQs", "JdJc2h", "--seed", "6", "--samples", "2000", "--json", "--workers", "2")
    assert one.returncode == two.returncode == 0, two.stderr
    assert json.loads(one.stdout)["players"] == json.loads(two.stdout)["players"]  # the same answer whatever runs it


@pytest.mark.parametrize("command", ["simulate", "play", "equity"])
@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("nosuch_module:Game", "--game nosuch_module:Game: no module named 'nosuch_module' (it must be importable"),
        ("pineapple:Missing", "--game pineapple:Missing: pineapple has no 'Missing'"),
        ("pineapple:main", "--game pineapple:main: main is not a game class (a game has name and new_hand"),
        ("missing.py:Game", "--game missing.py:Game: there is no Python file missing.py"),
        ("no such game", "unknown variant 'no such game': known are"),
    ],
)
def test_a_bad_game_is_refused_in_plain_words(in_examples: Path, command: str, spec: str, message: str) -> None:
    extra = ["AsKs", "QdQc"] if command == "equity" else []
    result = run(command, "--game", spec, *extra)
    assert result.returncode == 2 and not result.stdout
    assert result.stderr.startswith(f"pokervariants {command}: ") and message in result.stderr


def test_replay_a_history_of_a_game_of_your_own_built_on_holdem(in_examples: Path, tmp_path: Path) -> None:
    hand = Pineapple(blinds=(1, 2)).new_hand([100, 100, 100], seed=9)
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind.value != "fold"))
    path = tmp_path / "pineapple.phh"
    path.write_text(phh.dumps(phh.record(hand)), encoding="utf-8")
    assert 'variant = "PV-PINEAPPLE"' in path.read_text(encoding="utf-8")
    unknown = run("replay", str(path))
    assert unknown.returncode == 2 and "unknown variant code 'PV-PINEAPPLE'" in unknown.stderr
    result = run("replay", str(path), "--game", "pineapple:Pineapple")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Pineapple: 3 players") and "discards" in result.stdout and result.stdout.splitlines()[-1].startswith("result: ")
    wrong = run("replay", str(path), "--game", "pineapple:CrazyPineapple")
    assert wrong.returncode == 2 and "CrazyPineapple's PHH code is 'PV-CRAZY-PINEAPPLE', but the history's variant is 'PV-PINEAPPLE'" in wrong.stderr


def test_an_installed_game_by_its_entry_point_name(tmp_path: Path) -> None:
    info = tmp_path / "house_games-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: house-games\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[pokervariants.variants]\ntrash = pass_the_trash:PassTheTrash\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(map(str, (SRC, EXAMPLES, tmp_path))))
    result = subprocess.run(
        [sys.executable, "-m", "pokervariants", "simulate", "--game", "trash", "--hands", "20", "--seed", "1"],
        capture_output=True, text=True, cwd=tmp_path, env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Pass the Trash: 20 hands, 4 players, seed 1")
