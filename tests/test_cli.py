from __future__ import annotations

import contextlib
import io
import subprocess
import sys

from pokervariants.cli import main


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return run_input("", *args)


def run_input(text: str, *args: str) -> subprocess.CompletedProcess[str]:
    """The command line run in this process, reported as a subprocess would report it.

    A new interpreter for each run would cost the suite about a minute: its start-up, and the
    evaluator's tables built again every time. :func:`run_process` runs a real one.
    """
    out, err, saved = io.StringIO(), io.StringIO(), sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(args))
            except SystemExit as stop:  # argparse: --help, --version, bad arguments
                status = stop.code if isinstance(stop.code, int) else 0 if stop.code is None else 1
    finally:
        sys.stdin = saved
    return subprocess.CompletedProcess(["pokervariants", *args], status, out.getvalue(), err.getvalue())


def run_process(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m pokervariants`` in a new interpreter."""
    return subprocess.run([sys.executable, "-m", "pokervariants", *args], capture_output=True, text=True)


def test_demo_shows_every_ranking() -> None:
    result = run("demo", "--seed", "5")
    assert result.returncode == 0
    for text in ("seat 0:", "high:", "low :", "8/b :", "3s and 9s wild:", "calling down", "payoffs:", "best high hand", "Bailey's Poker", "gamble card", "changes", "wins;", "seven-card hands per second"):
        assert text in result.stdout
    assert run("demo", "--seed", "5").stdout.splitlines()[:20] == result.stdout.splitlines()[:20]


def test_eval_marks_the_best() -> None:
    result = run("eval", "As Ks Qs Js Ts", "2c 2d 2h 5s 5c")
    assert result.returncode == 0
    assert result.stdout.splitlines() == [
        "As Ks Qs Js Ts: Royal flush (value 12194)  <- best",
        "2c 2d 2h 5s 5c: Full house, twos over fives (value 11875)",
    ]
    low8 = run("eval", "--ranking", "low8", "9c Td Jh 2s Ac")
    assert low8.stdout.strip() == "9c Td Jh 2s Ac: no qualifying low"


def test_eval_bad_input_fails_with_message() -> None:
    result = run("eval", "As Kx Qd Jc Th")
    assert result.returncode == 2
    assert "bad card 'Kx'" in result.stderr


def test_eval_with_wild_cards() -> None:
    result = run("eval", "--wild", "39", "Kc Kd Kh 3s 9d 2c 4d")
    assert result.stdout.strip() == "Kc Kd Kh 3s 9d 2c 4d: Five of a kind, kings (two wild) (value 12206)"
    bad = run("eval", "--wild", "3X", "Kc Kd Kh 3s 9d 2c 4d")
    assert bad.returncode == 2 and "bad wild rank 'X'" in bad.stderr


# --- the subcommands --------------------------------------------------------------------------------

import json
import re
from pathlib import Path
from typing import Any

import pytest

from pokervariants import ActionKind, Bailey, Razz, StudHiLo8, phh


def run_json(*args: str) -> Any:
    result = run(*args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("command", ["demo", "eval", "equity", "simulate", "play", "replay"])
def test_every_command_has_help_with_examples(command: str) -> None:
    result = run(command, "--help")
    assert result.returncode == 0
    assert "examples:" in result.stdout and f"pokervariants {command}" in result.stdout


def test_top_level_help_lists_the_commands() -> None:
    result = run("--help")
    assert result.returncode == 0
    for command in ("demo", "eval", "equity", "simulate", "play", "replay"):
        assert command in result.stdout


def test_demo_is_the_default_and_mentions_the_commands() -> None:
    result = run_process()  # the real entry point, python -m pokervariants
    assert result.returncode == 0
    assert "seed 2026" in result.stdout and "pokervariants eval | equity | simulate | play | replay" in result.stdout


def test_eval_variant_ranks_high_and_low() -> None:
    result = run("eval", "--variant", "stud8", "As 2s 3d 4c 5h Kd Kc", "Qs Qh Qd 9c 9d 7s 6s")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "Seven-Card Stud High/Low Eight-or-Better (high, low8):",
        "As 2s 3d 4c 5h Kd Kc",
        "  high: Straight, five high (value 5854)",
        "  low8: Five-four low (value 56)  <- best",
        "Qs Qh Qd 9c 9d 7s 6s",
        "  high: Full house, queens over nines (value 12000)  <- best",
        "  low8: no qualifying low",
    ]
    baseball = run("eval", "--variant", "PV-BASEBALL", "Kc Kd Kh 3s 9d 2c 4d")
    assert "Five of a kind, kings (two wild)" in baseball.stdout  # the variant's own wild cards


def test_eval_json() -> None:
    data = run_json("eval", "--variant", "F7S/8", "As 2s 3d 4c 5h Kd Kc", "Qs Qh Qd 9c 9d 7s 6s")
    assert data["variant"] == "Seven-Card Stud High/Low Eight-or-Better" and data["rankings"] == ["high", "low8"]
    first, second = data["hands"]
    assert first["cards"][:2] == ["As", "2s"]
    high, low = first["results"]
    assert high["description"] == "Straight, five high" and high["category"] == "STRAIGHT" and not high["best"]
    assert low["value"] == 56 and low["best"] and len(low["cards"]) == 5
    assert second["results"][1] == {"ranking": "low8", "description": None, "category": None, "value": None, "cards": [], "wild": [], "best": False}
    wild = run_json("eval", "--wild", "39", "Kc Kd Kh 3s 9d 2c 4d")
    assert wild["variant"] is None and wild["rankings"] == ["high"]
    assert wild["hands"][0]["results"][0]["wild"] == [["9d", "Ks"], ["3s", "Ks"]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--variant", "texas", "As Ks Qs Js Ts"], "unknown variant 'texas'"),
        (["--variant", "razz", "--ranking", "high", "As Ks Qs Js Ts"], "leave out --ranking"),
        (["--ranking", "bailey", "--wild", "3", "As Ks Qs"], "--wild does not apply"),
        (["--variant", "stud", "As Ks Qs Js Tx"], "bad card"),
    ],
)
def test_eval_refuses_bad_input(args: list[str], message: str) -> None:
    result = run("eval", *args)
    assert result.returncode == 2 and message in result.stderr and not result.stdout


def test_equity_exact_known_answers() -> None:
    # Razz, seventh street: a made wheel against kings, nothing left to deal.
    data = run_json("equity", "--variant", "razz", "Ac2d7c/3h4s5c9d", "QcJd2h/KhKs9c8d")
    assert data["exact"] is True and data["trials"] == 1 and data["seed"] is None
    assert [p["equity"] for p in data["players"]] == [1.0, 0.0]
    # Sixth street: the wheel is already made, every seventh card is enumerated.
    result = run("equity", "--variant", "FR", "Ac2d/3h4s5c6d", "KcKd/KhKs9c9d")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "   0   100.0%   100.0%     0.0%    exact" in lines
    assert "   1     0.0%     0.0%     0.0%    exact" in lines
    assert lines[-2] == "exact: every one of 1,560 deals" and lines[-1] == "dealt by numpy"


def test_equity_monte_carlo_is_reproducible_with_a_seed() -> None:
    args = ("equity", "--variant", "F7S", "AsAd/Kc", "/Qh", "--dead", "2c3d", "--samples", "3000", "--seed", "1")
    first, second = run(*args), run(*args)
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert first.stdout.splitlines()[-2:] == ["Monte Carlo: 3,000 deals from seed 1", "dealt by numpy"]
    assert "dead cards 2c 3d" in first.stdout
    other = run("equity", "--variant", "F7S", "AsAd/Kc", "/Qh", "--dead", "2c3d", "--samples", "3000", "--seed", "2")
    assert other.stdout != first.stdout


def test_equity_samples_to_a_target_error_and_says_how_it_dealt() -> None:
    data = run_json("equity", "--variant", "holdem", "AsKs", "QdQc", "7h6h", "--target-error", "0.003", "--seed", "4")
    assert data["exact"] is False and data["method"] == "numpy" and data["reason"] == ""
    assert all(p["standard_error"] <= 0.003 for p in data["players"]) and data["trials"] % 25_000 == 0
    baseball = run_json("equity", "--variant", "baseball", "As/Qs", "Qd/Jc", "--samples", "300", "--seed", "4", "--backend", "auto")
    assert baseball["method"] == "numpy" and baseball["reason"] == ""
    pure = run_json("equity", "--variant", "baseball", "As/Qs", "Qd/Jc", "--samples", "300", "--seed", "4", "--backend", "python")
    assert pure["method"] == "engine" and pure["reason"] == ""
    bad = run("equity", "--variant", "holdem", "AsKs", "QdQc", "--target-error", "2")
    assert bad.returncode == 2 and "between 0 and 1" in bad.stderr


def test_equity_json_has_the_documented_keys() -> None:
    data = run_json("equity", "--variant", "stud8", "As2s/3s4d", "KdKh/Qc9c", "--monte-carlo", "--samples", "2000", "--seed", "5")
    assert set(data) == {"variant", "board", "dead", "exact", "trials", "seed", "method", "reason", "players"}
    assert data["exact"] is False and data["trials"] == 2000 and data["seed"] == 5
    for seat, player in enumerate(data["players"]):
        assert set(player) == {"seat", "holding", "equity", "win", "tie", "quartered", "standard_error", "shares"} and "range" in player["holding"]
        assert player["seat"] == seat and set(player["shares"]) == {"high", "low"}
        assert 0 < player["standard_error"] < 0.05
    assert abs(sum(p["equity"] for p in data["players"]) - 1) < 1e-9


def test_equity_hi_lo_text_shows_the_shares() -> None:
    result = run("equity", "--variant", "stud8", "As2s/3s4d", "KdKh/Qc9c", "--samples", "1000", "--seed", "5", "--monte-carlo")
    assert "shares of the pot:" in result.stdout
    assert re.search(r"^\s+0  high .*low ", result.stdout, re.MULTILINE)


def test_equity_workers_give_the_same_answer() -> None:
    args = ("equity", "--variant", "razz", "Ac2d/3h", "KcQd/Js", "--samples", "2000", "--seed", "4")
    here = run_json(*args)
    pooled = run_process(*args, "--workers", "2", "--json")  # a process pool: from a fresh interpreter, not a test worker
    assert pooled.returncode == 0, pooled.stderr
    assert here == json.loads(pooled.stdout)


def test_equity_progress_bar_goes_to_stderr_only_when_asked() -> None:
    args = ("equity", "--variant", "razz", "Ac2d/3h", "KcQd/Js", "--samples", "2000", "--seed", "4")
    quiet = run(*args)
    assert quiet.stderr == ""
    shown = run(*args, "--progress", "--json")
    assert "16/16" in shown.stderr and json.loads(shown.stdout)["trials"] == 2000


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--variant", "pineapple", "AsAd/", "KsKd/"], "unknown variant"),
        (["--variant", "stud", "AsAx/", "KsKd/"], "bad card"),
        (["--variant", "stud", "AsAd/", "KsAs/"], "As appears twice"),
        (["--variant", "stud", "AsAd/", "KsKd/", "--dead", "Kd"], "Kd appears twice"),
        (["--variant", "baseball", "--exact", "As/Kd", "Qs/Qd"], "exact enumeration is not available"),
        (["--variant", "stud", "AsAd/"], "at least two players"),
        (["--variant", "stud", "-o", "ante=lots", "AsAd/", "KsKd/"], "ante must be a whole number"),
        (["--variant", "stud", "--samples", "0", "AsAd/", "KsKd/"], "--samples"),
    ],
)
def test_equity_refuses_bad_input(args: list[str], message: str) -> None:
    result = run("equity", *args, "--seed", "1")
    assert result.returncode == 2
    assert message in result.stderr and not result.stdout


def _without_timing(data: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in data.items() if key != "timing"}


@pytest.mark.parametrize("variant", ["razz", "stud8", "baseball"])
def test_simulate_is_deterministic_and_zero_sum(variant: str) -> None:
    def args(seed: int) -> tuple[str, ...]:
        return ("simulate", "--variant", variant, "--hands", "100", "--players", "4", "--seed", str(seed), "--bot", "random,calling,cautious,random")

    first, second = run_json(*args(1)), run_json(*args(1))
    assert _without_timing(first) == _without_timing(second)
    assert set(first["timing"]) == {"seconds", "hands_per_second"}
    assert first["hands"] == 100 and first["players"] == 4 and first["seed"] == 1
    assert [row["bot"] for row in first["seats"]] == ["random", "calling", "cautious", "random"]
    assert sum(row["net"] for row in first["seats"]) == 0
    assert 0 < first["showdowns"] <= 100 and first["showdown_share"] == first["showdowns"] / 100
    assert first["biggest_pot"] >= first["average_pot"] > 0
    assert _without_timing(run_json(*args(2))) != _without_timing(first)


def test_simulate_bailey_counts_the_kitty() -> None:
    args = ("simulate", "--variant", "bailey", "--hands", "200", "--players", "3", "--seed", "3", "--bot", "cautious")
    data = run_json(*args)
    assert _without_timing(data) == _without_timing(run_json(*args))
    assert sum(row["net"] for row in data["seats"]) + data["kitty"] == 0
    assert data["points"] == 0 and data["biggest_stake"] >= data["average_stake"] > 0


def test_simulate_text_summary() -> None:
    result = run("simulate", "--variant", "razz", "--hands", "100", "--players", "3", "--seed", "1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Razz: 100 hands, 3 players, seed 1, stacks 1000"
    assert "hands/s" in lines[1] and lines[2].startswith("showdowns: ")
    assert lines[3].startswith("average pot ") and "biggest pot" in lines[3]
    assert len([line for line in lines if re.match(r"^\s+\d\s+random\s+[+-]\d+", line)]) == 3
    bad = run("simulate", "--variant", "razz", "--players", "3", "--bot", "random,calling")
    assert bad.returncode == 2 and "one for each of the 3 seats" in bad.stderr
    shark = run("simulate", "--variant", "razz", "--bot", "shark")
    assert shark.returncode == 2 and "unknown bot 'shark': choose from random, calling, cautious" in shark.stderr
    too_many = run("simulate", "--variant", "bailey", "--players", "5", "--hands", "2", "--seed", "1")
    assert too_many.returncode == 2 and "2 to 4 players" in too_many.stderr


def test_play_to_the_end_answering_by_number() -> None:
    result = run_input("1\n" * 200, "play", "--variant", "razz", "--players", "3", "--seed", "3", "--hands", "2")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.count("=== hand ") == 2 and "result:" in out
    assert "Session over: 2 hands played." in out and "net result: you " in out
    assert re.search(r"you are dealt \w\w \w\w down and \w\w up", out)  # your own hole cards are shown
    assert re.search(r"seat 1 is dealt \?\? \?\? down and \w\w up", out)  # the others' are not
    assert re.search(r"winners?: ", out)


def test_play_answering_by_text_and_re_prompting() -> None:
    answers = "bogus\n9\nbring in\n" + "call\n" * 100
    result = run_input(answers, "play", "--variant", "stud", "--players", "2", "--seed", "1", "--bot", "calling")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "! not understood: 'bogus'" in out
    assert "! choose a number from 1 to" in out
    assert out.count("> ") >= 3
    assert "Session over: 1 hand played." in out
    assert "you call" in out or "you check" in out


def test_play_refused_action_says_why() -> None:
    result = run_input("raise 99\nquit\n", "play", "--variant", "razz", "--players", "2", "--seed", "2", "--seat", "1", "--bot", "random")
    assert result.returncode == 0
    assert "! " in result.stdout and "Goodbye: you left during hand 1." in result.stdout


def test_play_end_of_input_leaves_cleanly() -> None:
    result = run_input("", "play", "--variant", "stud8", "--players", "3", "--seed", "4")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.rstrip().endswith("Goodbye: you left during hand 1.")
    assert "your move:" in result.stdout


def test_play_refuses_bad_settings() -> None:
    assert "--seat must be" in run_input("", "play", "--variant", "razz", "--players", "2", "--seat", "2").stderr
    bailey = run_input("", "play", "--variant", "bailey", "--players", "6")
    assert bailey.returncode == 2 and "2 to 4 players" in bailey.stderr


def test_play_bailey_hides_face_down_cards_even_from_their_owner() -> None:
    result = run_input("1\n" * 100, "play", "--variant", "bailey", "--players", "2", "--seed", "5", "--option", "jokers=1")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "you are dealt ?? ?? ?? down and" in out
    assert re.search(r"^  you     down \?\? \?\? \?\?\s+up ", out, re.MULTILINE)
    turned = re.findall(r"^  you turn (\S+)$", out, re.MULTILINE)
    assert len(turned) == 3  # rounds 2, 3 and 4: you stood pat and continued to the showdown
    for card in turned:
        first = re.search(rf"(?<![\w?]){re.escape(card)}(?!\w)", out)
        assert first is not None and out[: first.start()].endswith("  you turn "), f"{card} was shown before it turned"
    assert "Session over: 1 hand played." in out and "kitty" in out


def _write_history(tmp_path: Path) -> Path:
    hand = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=8)
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    path = tmp_path / "hand.phh"
    path.write_text(phh.dumps(phh.record(hand, players=["Ann", "Bob", "Cy"])), encoding="utf-8")
    return path


def test_replay_tells_the_hand(tmp_path: Path) -> None:
    path = _write_history(tmp_path)
    result = run("replay", str(path))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Seven-Card Stud High/Low Eight-or-Better: 3 players (Ann 100, Bob 100, Cy 100)"
    assert "  Ann is dealt Jd Qs down and Ad up" in lines
    assert "  Cy brings in for 2" in lines
    assert "  Cy shows 8s 3h 5c 2s Jh 7h 2h: high: Pair of twos; low: Eight-seven low" in lines
    assert "  Ann wins 5 (high) with Pair of jacks" in lines
    assert "  Cy wins 4 (low) with Eight-seven low" in lines
    assert lines[-1] == "result: Ann +2, Bob -3, Cy +1"


def test_replay_json(tmp_path: Path) -> None:
    data = run_json("replay", str(_write_history(tmp_path)))
    assert data["code"] == "F7S/8" and data["players"] == ["Ann", "Bob", "Cy"] and data["finished"]
    assert data["payoffs"] == [2, -3, 1]
    events = data["events"]
    assert events[0] == {"type": "HandStarted", "variant": "Seven-Card Stud High/Low Eight-or-Better", "stacks": [100, 100, 100], "kitty": 0}
    assert {"type": "Acted", "seat": 2, "action": {"kind": "bring-in", "amount": 2, "cards": []}, "added": 2} in events
    shown = [e for e in events if e["type"] == "Shown"]
    assert shown[0]["hands"] == ["Pair of twos", "Eight-seven low"] and len(shown[0]["cards"]) == 7
    awards = [e for e in events if e["type"] == "Awarded"]
    assert [(a["seat"], a["share"], a["amount"], a["hand"]) for a in awards] == [(0, "high", 5, "Pair of jacks"), (2, "low", 4, "Eight-seven low")]


def test_replay_collection_and_bailey(tmp_path: Path) -> None:
    razz = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    while not razz.is_over:
        razz.act(razz.legal_actions()[0])
    bailey = Bailey().new_hand([0, 0, 0], seed=8)
    while not bailey.is_over:
        bailey.act(bailey.legal_actions()[0])
    path = tmp_path / "hands.phhs"
    phh.dump_all({"razz": phh.record(razz), "bailey": phh.record(bailey)}, path)
    both = run("replay", str(path))
    assert both.returncode == 0, both.stderr
    assert "== hand razz ==" in both.stdout and "== hand bailey ==" in both.stdout
    one = run("replay", str(path), "--hand", "bailey")
    assert "== hand razz ==" not in one.stdout and "gamble card" in one.stdout and "(showdown)" in one.stdout
    assert one.stdout.splitlines()[-1].endswith("kitty 0")
    documents = run_json("replay", str(path))
    assert [d["label"] for d in documents] == ["razz", "bailey"] and "kitty" in documents[1]
    missing = run("replay", str(path), "--hand", "omaha")
    assert missing.returncode == 2 and "no hand 'omaha': its hands are razz, bailey" in missing.stderr


def test_replay_step_waits_for_enter(tmp_path: Path) -> None:
    path = _write_history(tmp_path)
    result = run_input("\n\n", "replay", str(path), "--step")  # two steps, then the input ends: run to the end
    assert result.returncode == 0
    assert result.stderr.count("(Enter: next action)") == 3
    assert result.stdout == run("replay", str(path)).stdout


def test_replay_malformed_history_names_the_action(tmp_path: Path) -> None:
    text = _write_history(tmp_path).read_text(encoding="utf-8").replace('"p1 cc"', '"p1 cbr 7"', 1)
    bad = tmp_path / "bad.phh"
    bad.write_text(text, encoding="utf-8")
    result = run("replay", str(bad))
    assert result.returncode == 2 and not result.stdout
    assert "action 4 ('p1 cbr 7')" in result.stderr and "cannot complete 7" in result.stderr
    (tmp_path / "broken.phh").write_text("variant = \n", encoding="utf-8")
    assert "not valid TOML" in run("replay", str(tmp_path / "broken.phh")).stderr
    absent = run("replay", str(tmp_path / "absent.phh"))
    assert absent.returncode == 2 and "cannot read" in absent.stderr


# --- replay --game: histories of games of your own ------------------------------------------------------

import importlib.util
import os
import textwrap
from collections.abc import Sequence
from typing import ClassVar

from attrs import frozen

EXAMPLES = Path(__file__).parent.parent / "examples"
SRC = Path(__file__).parent.parent / "src"

GAME_MODULE = '''
from typing import ClassVar
from attrs import frozen
from five_card_stud import FiveCardStud

@frozen(kw_only=True)
class FiveCardStudPHH(FiveCardStud):
    """The example's Five-Card Stud, with a PHH code of its own so its hands can be written and replayed."""
    phh_code: ClassVar[str | None] = "PV-FIVE-CARD-STUD"

NOT_A_GAME = 42
'''


def _example_five_card_stud() -> Any:
    key = "pokervariants_example_five_card_stud"  # the name tests/test_examples.py loads it under: one class
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / "five_card_stud.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key].FiveCardStud


def _custom_game_history(tmp_path: Path) -> Path:
    """A hand of the example Five-Card Stud (with a PHH code), written as the user's file, and the user's game module."""

    @frozen(kw_only=True)
    class FiveCardStudPHH(_example_five_card_stud()):  # type: ignore[misc]
        phh_code: ClassVar[str | None] = "PV-FIVE-CARD-STUD"

    hand = FiveCardStudPHH(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([60, 60, 60], seed=5)
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    (tmp_path / "fcs_games.py").write_text(textwrap.dedent(GAME_MODULE), encoding="utf-8")
    path = tmp_path / "five.phh"
    path.write_text(phh.dumps(phh.record(hand)), encoding="utf-8")
    return path


def run_in(directory: Path, *args: str, path: Sequence[Path] = ()) -> subprocess.CompletedProcess[str]:
    """The command run from ``directory``, with the examples (and ``path``) importable."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(str(p) for p in (SRC, EXAMPLES, *path)))
    return subprocess.run([sys.executable, "-m", "pokervariants", *args], capture_output=True, text=True, cwd=directory, env=env)


def test_replay_of_an_unknown_game_says_to_pass_game(tmp_path: Path) -> None:
    history = _custom_game_history(tmp_path)
    result = run_in(tmp_path, "replay", str(history))
    assert result.returncode == 2 and not result.stdout
    assert "unknown variant code 'PV-FIVE-CARD-STUD'" in result.stderr
    assert "--game module:Class (a game with phh_code = 'PV-FIVE-CARD-STUD')" in result.stderr and "--game NAME" in result.stderr


def test_replay_with_game_module_and_class(tmp_path: Path) -> None:
    history = _custom_game_history(tmp_path)
    result = run_in(tmp_path, "replay", str(history), "--game", "fcs_games:FiveCardStudPHH")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Five-Card Stud: 3 players (p1 60, p2 60, p3 60)" and lines[-1].startswith("result: ")
    by_file = run_in(EXAMPLES, "replay", str(history), "--game", f"{tmp_path / 'fcs_games.py'}:FiveCardStudPHH")
    assert by_file.returncode == 0, by_file.stderr
    assert by_file.stdout == result.stdout
    as_json = run_in(tmp_path, "replay", str(history), "--game", "fcs_games:FiveCardStudPHH", "--json")
    assert json.loads(as_json.stdout)["code"] == "PV-FIVE-CARD-STUD"


def test_replay_with_an_installed_game(tmp_path: Path) -> None:
    history = _custom_game_history(tmp_path)
    info = tmp_path / "fcs_games-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fcs-games\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[pokervariants.variants]\nfive-phh = fcs_games:FiveCardStudPHH\n", encoding="utf-8")
    result = run_in(EXAMPLES, "replay", str(history), "--game", "five-phh", path=[tmp_path])
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0].startswith("Five-Card Stud: 3 players")


@pytest.mark.parametrize(
    ("game", "message"),
    [
        ("fcs_games:Missing", "--game fcs_games:Missing: fcs_games has no 'Missing'"),
        ("fcs_games:NOT_A_GAME", "NOT_A_GAME is not a game class (a game has name, phh_code and new_hand"),
        ("no_such_module:Game", "no module named 'no_such_module' (it must be importable"),
        ("missing.py:Game", "there is no Python file missing.py"),
        ("five_card_stud:FiveCardStud", "FiveCardStud has no PHH code: set phh_code on the class"),
        ("razz", "Razz's PHH code is 'FR', but the history's variant is 'PV-FIVE-CARD-STUD'"),
        ("no-such-game", "--game no-such-game: no game of that name"),
        (":FiveCardStud", "--game takes module:Class, path/to/file.py:Class or the name of an installed game"),
    ],
)
def test_replay_refuses_a_bad_game(tmp_path: Path, game: str, message: str) -> None:
    history = _custom_game_history(tmp_path)
    result = run_in(tmp_path, "replay", str(history), "--game", game)
    assert result.returncode == 2 and not result.stdout
    assert result.stderr.startswith("pokervariants replay: ") and message in result.stderr


def test_equity_takes_the_board() -> None:
    data = run_json("equity", "--variant", "holdem", "AsKs", "QdQc", "--board", "Qs 7s 2d")
    assert data["board"] == ["Qs", "7s", "2d"] and data["exact"] is True and data["trials"] == 990
    assert round(data["players"][0]["equity"], 3) == 0.256
    text = run("equity", "--variant", "NS", "AhKh", "KcKd", "--board", "Qh9h6h")
    assert text.returncode == 0 and "board Qh 9h 6h" in text.stdout and "100.0%" in text.stdout


def test_eval_plays_hole_cards_with_a_board() -> None:
    omaha = run_json("eval", "--ranking", "omaha", "--board", "9s 5s 4h Qd Jc", "As Ks 2d 3c", "Qh Qs Jd Tc")
    assert [h["results"][0]["description"] for h in omaha["hands"]] == ["High card, ace", "Three of a kind, queens"]
    assert omaha["hands"][1]["results"][0]["best"] is True
    short = run("eval", "--variant", "short-deck", "--board", "Qh 9h 6h", "Ah Kh", "Kc Kd")
    assert short.returncode == 0 and "Flush, ace high" in short.stdout
    assert run("eval", "--ranking", "Short_Deck", "Ac 6d 7h 8s 9c").stdout.startswith("Ac 6d 7h 8s 9c: Straight, nine high")
    apart = run("eval", "--ranking", "omaha", "As Ks 2d 3c")
    assert apart.returncode == 2 and "give each hand's hole cards and the board with --board" in apart.stderr
    twice = run("eval", "--board", "As Ks", "As Qd")
    assert twice.returncode == 2 and "As is on the board too" in twice.stderr


def test_a_flop_game_is_told_with_its_board() -> None:
    import pokervariants as pv
    from pokervariants.cli import Narrator

    hand = pv.Holdem().new_hand([100, 100, 100], seed=3)
    while not hand.is_over:
        hand.check() if any(a.kind is pv.ActionKind.CHECK for a in hand.legal_actions()) else hand.call()
    lines = Narrator.for_game(hand.variant, ["a", "b", "c"]).lines(hand.events)
    flop = " ".join(map(str, hand.community[:3]))
    assert f"  dealt to the board: {flop}" in lines and not any("plays in every hand" in line for line in lines)
    stud = Narrator.for_game(pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10), ["a"])
    assert not stud.board
