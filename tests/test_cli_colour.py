"""Cards in the terminal: ``play``, ``replay`` and ``eval`` write suit symbols and colour on a terminal
(``--color``, ``--no-color``, ``NO_COLOR``, ``TERM=dumb``), plain text when piped, and never in JSON.

A terminal is played by a text stream that says it is one; a styled run, its escapes stripped and its
symbols read back as letters, must give the plain run's text exactly, so tables line up the same."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from pokervariants import Card
from pokervariants.cli import main
from pokervariants.cli.style import PLAIN, CardStyle, choose_style, pad, strip_ansi, visible_width

from .test_cli import _write_history as write_history  # the same Stud/8 history the plain tests replay

RED = "\x1b[31m"
ESCAPE = "\x1b["
SYMBOLS = str.maketrans("♠♥♦♣", "shdc")


class Terminal(io.StringIO):
    """Captured output that says it is a terminal, writing ``encoding``."""

    def __init__(self, encoding: str = "utf-8", tty: bool = True) -> None:
        super().__init__()
        self._encoding, self._tty = encoding, tty

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding

    def isatty(self) -> bool:
        return self._tty


@pytest.fixture(autouse=True)
def colour_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A colour terminal's environment, whatever the one running the tests has."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")


def run(monkeypatch: pytest.MonkeyPatch, *args: str, stdin: str = "", tty: bool = True, encoding: str = "utf-8") -> str:
    """The command's stdout, written to a stream that is a terminal (or, with ``tty=False``, is not).

    The streams are put back by hand, not by ``monkeypatch``, which would put them back after
    ``capsys`` has put back its own."""
    out = Terminal(encoding, tty)
    saved = sys.stdout, sys.stdin
    sys.stdout, sys.stdin = out, io.StringIO(stdin)
    try:
        assert main(list(args)) == 0
    finally:
        sys.stdout, sys.stdin = saved
    text = out.getvalue()
    text.encode(encoding)  # what a terminal of that encoding could show
    return text


def plain(text: str) -> str:
    """What a styled run shows, as letters: the escapes gone, the suit symbols read back as letters."""
    return strip_ansi(text).translate(SYMBOLS)


PLAY = ("play", "--variant", "stud8", "--players", "3", "--seed", "4")
ANSWERS = "2\n" * 40


# --- forced, refused and automatic ------------------------------------------------------------------


def test_color_always_shows_red_hearts_with_their_symbol(monkeypatch: pytest.MonkeyPatch) -> None:
    out = run(monkeypatch, *PLAY, "--color=always", stdin=ANSWERS, tty=False)
    assert f"{RED}2♥" in out and "♥" in out and "♠" in out
    assert f"{RED}T♠" not in out and "T♠" in out  # spades keep the terminal's own colour


def test_auto_on_a_terminal_styles_and_piped_output_is_plain(monkeypatch: pytest.MonkeyPatch) -> None:
    styled = run(monkeypatch, *PLAY, stdin=ANSWERS)
    piped = run(monkeypatch, *PLAY, stdin=ANSWERS, tty=False)
    assert RED in styled and "♦" in styled
    assert ESCAPE not in piped and not set("♠♥♦♣") & set(piped)
    assert "  you are dealt 2h 4d down and 6d up" in piped.splitlines()


def test_piped_output_is_what_the_plain_style_writes(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """capsys, as the other command-line tests capture: not a terminal, so nothing changes."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(ANSWERS))
    assert main(list(PLAY)) == 0
    captured = capsys.readouterr().out
    assert captured == run(monkeypatch, *PLAY, "--no-color", stdin=ANSWERS)
    assert ESCAPE not in captured


@pytest.mark.parametrize("refusal", [["--no-color"], ["--no-colour"], ["--color", "never"], ["--colour=never"], ["--color", "always", "--no-color"]])
def test_no_color_gives_plain_letters_even_on_a_terminal(monkeypatch: pytest.MonkeyPatch, refusal: list[str]) -> None:
    out = run(monkeypatch, *PLAY, *refusal, stdin=ANSWERS)
    assert out == run(monkeypatch, *PLAY, stdin=ANSWERS, tty=False)


def test_no_color_environment_takes_the_colour_away_not_the_symbols(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    out = run(monkeypatch, *PLAY, stdin=ANSWERS)
    assert ESCAPE not in out and "♥" in out


def test_an_empty_no_color_is_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "")
    assert RED in run(monkeypatch, *PLAY, stdin=ANSWERS)


def test_a_dumb_terminal_gets_no_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "dumb")
    out = run(monkeypatch, *PLAY, stdin=ANSWERS)
    assert ESCAPE not in out and "♥" in out


def test_color_always_beats_no_color_in_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("TERM", "dumb")
    assert f"{RED}2♥" in run(monkeypatch, *PLAY, "--color", "always", stdin=ANSWERS, tty=False)


def test_a_bad_when_is_refused(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["eval", "--color", "sometimes", "As Ks Qs Js Ts"])
    assert stop.value.code == 2 and "choose from 'auto', 'always', 'never'" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "replay", "eval"])
def test_help_says_how_to_turn_it_off(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = capsys.readouterr().out
    for option in ("--color WHEN", "--no-color", "NO_COLOR", "--four-color"):
        assert option in text


# --- the same layout --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "game",
    [
        ("--variant", "stud8", "--players", "3", "--seed", "4"),
        ("--variant", "razz", "--players", "4", "--seed", "3", "--hands", "2"),
        ("--variant", "holdem", "--players", "3", "--seed", "5"),  # the board in the situation line
        ("--variant", "bailey", "--players", "2", "--seed", "5", "-o", "jokers=1"),  # jokers, changes, the scrap pile
        ("--variant", "5cd", "--players", "3", "--seed", "2"),  # discards
    ],
)
@pytest.mark.parametrize("four", [False, True])
def test_play_in_colour_lines_up_as_plain_text_does(monkeypatch: pytest.MonkeyPatch, game: tuple[str, ...], four: bool) -> None:
    args = ("play", *game, *(["--four-colour"] if four else []))
    styled = run(monkeypatch, *args, "--color=always", stdin=ANSWERS)
    assert ESCAPE in styled
    assert plain(styled) == run(monkeypatch, *args, stdin=ANSWERS, tty=False)


def test_the_table_lines_up_by_what_it_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    styled = run(monkeypatch, *PLAY, "--color=always", stdin=ANSWERS)
    rows = [strip_ansi(line) for line in styled.splitlines() if line.startswith(("  you     down", "  seat 1  down", "  seat 2  down"))]
    # "  you     down " is 15 columns, the down cards 12 more; the cards take 36 from column 10, then a space
    assert len(rows) >= 9 and all(row.index(" up ") == 27 and row[46] == " " and row[47] != " " for row in rows)


def test_replay_in_colour_shows_the_story_plain_text_tells(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = str(write_history(tmp_path))
    styled = run(monkeypatch, "replay", path, "--color", "always")
    assert f"{RED}J♥" in styled and "8♠" in styled
    assert plain(styled) == run(monkeypatch, "replay", path, tty=False)
    assert "  Cy shows 8s 3h 5c 2s Jh 7h 2h: high: Pair of twos; low: Eight-seven low" in plain(styled).splitlines()


def test_replay_dims_the_cards_a_history_hides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "razz.phh"
    path.write_text(
        'variant = "FR"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]\n'
        'actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 cbr 5", "p1 f"]\n',
        encoding="utf-8",
    )
    styled = run(monkeypatch, "replay", str(path), "--color=always")
    assert "\x1b[2m??\x1b[22m \x1b[2m??\x1b[22m down and K♣ up" in styled
    assert plain(styled) == run(monkeypatch, "replay", str(path), tty=False)


def test_eval_in_colour_writes_the_cards_and_plain_text_keeps_them_as_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    styled = run(monkeypatch, "eval", "AhKhQhJhTh", "2c 2d 2s 5s 5c")
    assert styled.splitlines()[0] == f"{RED}A♥\x1b[39m {RED}K♥\x1b[39m {RED}Q♥\x1b[39m {RED}J♥\x1b[39m {RED}T♥\x1b[39m: Royal flush (value 12194)  <- best"
    assert run(monkeypatch, "eval", "AhKhQhJhTh", tty=False).splitlines()[0] == "AhKhQhJhTh: Royal flush (value 12194)"
    by_game = run(monkeypatch, "eval", "--variant", "stud8", "As 2s 3d 4c 5h Kd Kc", "--colour", "always", tty=False)
    assert plain(by_game) == run(monkeypatch, "eval", "--variant", "stud8", "As 2s 3d 4c 5h Kd Kc", tty=False)


# --- JSON and encodings -----------------------------------------------------------------------------


def test_json_is_never_styled(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    evaluated = run(monkeypatch, "eval", "--json", "--color=always", "Ah Kh Qh Jh Th")
    assert ESCAPE not in evaluated and json.loads(evaluated)["hands"][0]["cards"] == ["Ah", "Kh", "Qh", "Jh", "Th"]
    replayed = run(monkeypatch, "replay", str(write_history(tmp_path)), "--json", "--color=always")
    assert ESCAPE not in replayed and "♥" not in replayed and json.loads(replayed)["finished"]


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_an_output_that_cannot_write_the_symbols_gets_letters(monkeypatch: pytest.MonkeyPatch, encoding: str) -> None:
    out = run(monkeypatch, *PLAY, stdin=ANSWERS, encoding=encoding)  # run checks it encodes
    assert f"{RED}2h" in out and "♥" not in out
    assert strip_ansi(out) == run(monkeypatch, *PLAY, stdin=ANSWERS, tty=False)


# --- the style itself -------------------------------------------------------------------------------


def test_a_styled_card_takes_the_columns_its_text_does() -> None:
    styles = [CardStyle(symbols=s, colour=c, four_colour=f) for s in (False, True) for c in (False, True) for f in (False, True)]
    for number in range(54):
        card = Card(number)
        for style in styles:
            assert visible_width(style.card(card)) == len(str(card))
            assert plain(style.card(card)) == str(card)
    assert visible_width(CardStyle(colour=True).hidden) == 2
    assert pad(CardStyle(colour=True).cards([Card("Ah"), Card("Kd")]), 8).endswith("Kd\x1b[39m   ")


def test_four_colours() -> None:
    style = CardStyle(symbols=True, colour=True, four_colour=True)
    assert style.cards([Card("Ah"), Card("Ad"), Card("Ac"), Card("As")]) == "\x1b[31mA♥\x1b[39m \x1b[34mA♦\x1b[39m \x1b[32mA♣\x1b[39m A♠"
    assert CardStyle(symbols=True, four_colour=True).card(Card("Ad")) == "A♦"  # no colour, nothing to do


def test_choosing_a_style() -> None:
    term = Terminal()
    assert choose_style("auto", stream=term, environ={}) == CardStyle(symbols=True, colour=True)
    assert choose_style("auto", stream=term, environ={"NO_COLOR": "yes"}) == CardStyle(symbols=True)
    assert choose_style("auto", stream=term, environ={"TERM": "dumb"}) == CardStyle(symbols=True)
    assert choose_style("auto", stream=term, environ={}, four_colour=True).four_colour
    assert choose_style("auto", stream=Terminal(tty=False), environ={}) is PLAIN
    assert choose_style("never", stream=term, environ={}) is PLAIN
    assert choose_style("always", stream=Terminal("ascii", tty=False), environ={"NO_COLOR": "1"}) == CardStyle(colour=True)
    assert choose_style("auto", stream=Terminal("no-such-codec"), environ={}) == CardStyle(colour=True)
    closed = io.StringIO()
    closed.close()
    assert choose_style("auto", stream=closed, environ={}) is PLAIN
    with pytest.raises(ValueError, match="--color takes auto, always, never"):
        choose_style("yes", stream=term, environ={})


def test_card_text_in_a_games_own_lines_is_styled_and_nothing_else() -> None:
    style = CardStyle(symbols=True)
    assert style.text("round 2 (changes): gamble cards 8s 2d; scrap pile Jk 4h") == "round 2 (changes): gamble cards 8♠ 2♦; scrap pile Jk 4♥"
    assert style.text("pot 10, Ks2 2to call Tsx 9dd") == "pot 10, Ks2 2to call Tsx 9dd"  # words, not cards
