from __future__ import annotations

import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
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
