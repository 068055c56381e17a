"""``pokervariants replay FILES... --summary``: many files (directories and glob patterns too) replayed and
summed up per player, the failures listed, and a progress bar on stderr only on a terminal and not with
``--quiet``. The histories are composed here from the fields and actions the PHH format documents."""

from __future__ import annotations

import contextlib
import io
import json
import os
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from pokervariants.cli import main
from pokervariants.cli.summary import ReplayProgress, signed_amount

from .test_cli import run

RAZZ = (
    'variant = "FR"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]\n'
    'actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\n'
)
"""p1's king brings in and p2 folds: p1 wins p2's ante, +1 and -1."""
CALLED = RAZZ.replace('"p2 f"]', '"p2 cc", "d dh p1 Qc", "d dh p2 8c", "p2 cbr 5", "p1 f"]')
"""p2 calls the bring-in, then bets fourth street and p1 folds: p2 wins p1's ante and bring-in, +3 and -3."""


def hand(text: str, names: tuple[str, str]) -> str:
    return text + f'players = ["{names[0]}", "{names[1]}"]\n'


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A folder of histories: two collections (one in a subfolder, with a bad hand) and a single hand."""
    (tmp_path / "more").mkdir()
    (tmp_path / "a.phhs").write_text(
        "[1]\n" + hand(RAZZ, ("Ann", "Bob")) + "\n[2]\n" + hand(CALLED, ("Ann", "Bob")) + "\n[3]\n" + hand(RAZZ, ("Cy", "Ann")), encoding="utf-8"
    )
    (tmp_path / "more" / "b.phhs").write_text(
        "[x]\n" + hand(CALLED, ("Bob", "Cy")) + "\n[bad]\n" + hand(RAZZ.replace('"p2 f"', '"p3 f"'), ("Bob", "Cy")), encoding="utf-8"
    )
    (tmp_path / "one.phh").write_text(hand(RAZZ, ("Ann", "Cy")), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a history", encoding="utf-8")
    return tmp_path


@pytest.fixture
def here(corpus: Path) -> Iterator[Path]:
    saved = os.getcwd()
    os.chdir(corpus)
    try:
        yield corpus
    finally:
        os.chdir(saved)


def test_a_folder_is_replayed_and_summed_up_per_player(corpus: Path) -> None:
    result = run("replay", str(corpus), "--summary")
    assert result.returncode == 1  # a hand failed
    assert result.stderr == ""  # stderr is no terminal here: no progress bar
    lines = result.stdout.splitlines()
    assert lines[0] == "3 files: 5 hands replayed, 1 failed"
    # Ann: +1, -3, -1 (as p2 of hand 3), +1 (one.phh); Bob: -1, +3, -3 (p1 of hand x); Cy: +1, +3, -1
    assert lines[1:6] == [
        "",
        "player  hands  net won",
        "Cy          3       +3",
        "Bob         3       -1",
        "Ann         4       -2",
    ]
    line = (corpus / "more" / "b.phhs").read_text().splitlines().index("[bad]") + 1
    assert lines[6:8] == ["", "failed:"]
    assert lines[8].startswith(f"  {corpus / 'more' / 'b.phhs'}, line {line}, hand 'bad': action 3 ('p3 f'): ")
    assert len(lines) == 9


def test_files_and_glob_patterns_in_order_each_once(here: Path) -> None:
    result = run("replay", "a.phhs", "*.phh*", "--summary", "--json")
    data = json.loads(result.stdout)
    assert result.returncode == 0 and (data["files"], data["hands"], data["failed"]) == (2, 4, 0)
    assert data["players"] == [
        {"name": "Ann", "hands": 4, "net": -2},
        {"name": "Bob", "hands": 2, "net": 2},
        {"name": "Cy", "hands": 2, "net": 0},
    ]
    recursive = json.loads(run("replay", "**/*.phhs", "--summary", "--json").stdout)
    assert (recursive["files"], recursive["hands"], recursive["failed"]) == (2, 4, 1)
    assert recursive["failures"] == [
        {"file": str(Path("more") / "b.phhs"), "label": "bad", "line": 11, "error": "PHHActionError", "message": recursive["failures"][0]["message"]}
    ]
    assert "p3" in recursive["failures"][0]["message"]


def test_errors_stop_stops_at_the_first_failure(corpus: Path) -> None:
    result = run("replay", str(corpus), "--summary", "--errors", "stop")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(f"pokervariants replay: {corpus / 'more' / 'b.phhs'}, line 11, hand 'bad': action 3 ('p3 f')")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.phhs", "--summary"], "cannot read missing.phhs: no such file or directory"),
        (["nothing*.phhs", "--summary"], "nothing*.phhs matches no files"),
        (["empty", "--summary"], "empty: the directory holds no .phh or .phhs files"),
        (["a.phhs", "--summary", "--step"], "it does not go with --step"),
        (["a.phhs", "--summary", "--html", "x.html"], "it does not go with --html"),
        (["a.phhs", "--summary", "--hand", "1"], "it does not go with --hand"),
        (["a.phhs", "one.phh"], "several files replay together with --summary"),
        (["a.phhs", "--errors", "skip"], "--errors goes with --summary"),
        (["a.phhs", "--quiet"], "--quiet goes with --summary"),
    ],
)
def test_what_the_summary_refuses(here: Path, args: list[str], message: str) -> None:
    (here / "empty").mkdir()
    result = run("replay", *args)
    assert result.returncode == 2 and message in result.stderr, result.stderr


def test_a_replay_of_one_file_is_as_before(here: Path) -> None:
    result = run("replay", "one.phh")
    assert result.returncode == 0 and result.stdout.splitlines()[-1] == "result: Ann +1, Cy -1"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_shows_on_a_terminal_unless_quiet(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    status = _main(["replay", str(corpus), "--summary"])
    shown = terminal.getvalue()
    assert status == 1
    assert shown.startswith("\rreplay [") and "hands" in shown and "a.phhs" in shown and "b.phhs" in shown
    assert shown.endswith("\r")  # the line cleared at the end
    quiet = _Terminal()
    monkeypatch.setattr("sys.stderr", quiet)
    assert _main(["replay", str(corpus), "--summary", "--quiet"]) == 1
    assert quiet.getvalue() == ""


def _main(args: list[str]) -> int:
    with contextlib.redirect_stdout(io.StringIO()):
        return main(args)


def test_the_bar_draws_the_share_read_and_at_most_so_often() -> None:
    stream = io.StringIO()
    now = [0.0]
    bar = ReplayProgress(stream, 1000, width=10, every=0.5, clock=lambda: now[0])
    bar.update(250, 3, 0, "a.phhs")
    bar.update(500, 6, 1, "a.phhs")  # too soon: not drawn
    now[0] = 1.0
    bar.update(500, 6, 1, "a.phhs")
    bar.close()
    last = "replay [#####.....]  50%  6 hands, 1 failed  a.phhs"
    assert stream.getvalue().split("\r")[1:] == ["replay [##........]  25%  3 hands  a.phhs", last, " " * len(last), ""]


def test_amounts_are_printed_exactly() -> None:
    assert [signed_amount(a) for a in (1250, -3, 0, Decimal("-0.35"), Decimal("1234.50"), Fraction(-1, 3))] == [
        "+1,250", "-3", "+0", "-0.35", "+1,234.50", "-1/3",
    ]  # fmt: skip
