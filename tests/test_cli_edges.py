"""The command line at its edges: every game option settable with ``-o``, errors in the user's words,
any text at the ``play`` prompt answered with a retry, and work refused before it starts when the
numbers asked for are beyond what a run can do."""

from __future__ import annotations

import builtins
import enum
from decimal import Decimal
import io
import signal
import subprocess
import sys
import time
import typing
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Action, ActionKind, Bailey, IllegalActionError, StudHigh, StudHiLo8
from pokervariants.cli import BadInput, CommandError, configure_game, main, parse_answer
from pokervariants.cli.checks import MAX_AMOUNT, quoted, whole_number
from pokervariants.variants.registry import BUILTIN_VARIANTS


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pokervariants", *args], input=stdin, capture_output=True, text=True, timeout=120)


_EXCEPTIONS = sorted(name for name, value in vars(builtins).items() if isinstance(value, type) and issubclass(value, BaseException))
_INTERNAL = ("rank_", "evaluate_", "Traceback", "pokervariants.", *_EXCEPTIONS)


def assert_speaks_plainly(message: str) -> None:
    """No internal function, module or exception class name, and a bounded length."""
    for word in _INTERNAL:
        assert word not in message, (word, message[:300])
    assert len(message) < 2000


# --- 1. every keyword option of every built-in game is settable with -o -------------------------------


def _values(cls: type, field: attrs.Attribute[Any]) -> list[tuple[str, Any]]:
    """Text for ``-o`` and the value it should set, for each kind of option."""
    hint = typing.get_type_hints(cls)[field.name]
    args = typing.get_args(hint)
    values: list[tuple[str, Any]] = []
    if type(None) in args:
        values.append(("none", None))
        (hint,) = (a for a in args if a is not type(None))
        args = ()
    if hint is bool:
        values += [("true", True), ("false", False), ("Yes", True), ("off", False)]
    elif isinstance(hint, type) and issubclass(hint, enum.Enum):
        values += [(str(m.value), m) for m in hint] + [(m.name, m) for m in hint]
    elif hint is int:
        values += [(str(n), n) for n in (0, 1, 2, 3, 4, 10, 20, 40)]
    elif hint == pv.Amount:  # money: whole numbers, and cents
        values += [(str(n), n) for n in (0, 1, 2, 3, 4, 10, 20, 40)] + [("0.50", Decimal("0.50")), ("2.25", Decimal("2.25"))]
    elif hint is pv.Money:
        values += [("1", pv.Money.WHOLE), ("0.01", pv.Money("0.01"))]
    elif hint is pv.Rake:
        values += [
            ("5", pv.Rake(percent=5)), ("2.5%:3", pv.Rake(percent=Decimal("2.5"), cap=3)),
            ("5:0.50:nfnd", pv.Rake(percent=5, cap=Decimal("0.50"), no_flop_no_drop=True)),
        ]
    elif typing.get_origin(hint) is tuple:
        values += [("1,2", (1, 2)), ("2/4", (2, 4)), ("1, 2, 4", (1, 2, 4)), ("0.50,1", (Decimal("0.50"), 1))]
        values += [("0,0,2", (0, 0, 2))]  # posts beside the blinds
    elif hint is pv.BettingPolicy:
        values += [("no-limit", pv.NoLimit()), ("PL", pv.PotLimit()), ("fixed:2/4", pv.FixedLimit(small_bet=2, big_bet=4))]
    else:
        raise AssertionError(f"{cls.__name__}.{field.name}: a {hint!r} option the test does not know")
    return values


_OPTIONS = [(cls, field) for cls in BUILTIN_VARIANTS for field in attrs.fields(cls) if field.init]


@pytest.mark.parametrize(("cls", "field"), _OPTIONS, ids=[f"{c.__name__}-{f.name}" for c, f in _OPTIONS])
def test_every_option_of_every_builtin_game_can_be_set(cls: type, field: attrs.Attribute[Any]) -> None:
    name = field.alias or field.name
    set_to = []
    for text, value in _values(cls, field):
        try:
            game = configure_game(cls.name, [f"{name}={text}"])
        except CommandError as error:  # the command line's own parsing must take every value of the option's type
            raise AssertionError(f"-o {name}={text} refused by the command line: {error}") from None
        except ValueError as error:  # the game's own rule (Baseball has no bring-in; jokers are 0 to 2)
            assert_speaks_plainly(str(error))
            continue
        assert type(game) is cls and getattr(game, field.name) == value
        set_to.append(value)
    assert set_to, f"{cls.__name__}.{name} took no value"  # Baseball's bring_in takes 0 only


def test_the_bets_odd_chip_jokers_and_ceiling() -> None:
    stud = configure_game("stud", ["small_bet=10", "big-bet=20", "odd_chip=TDA"])
    assert (stud.small_bet, stud.big_bet, stud.odd_chip.value) == (10, 20, "tda")
    assert configure_game("bailey", ["jokers=2", "ceiling=30"]) == Bailey(jokers=2, ceiling=30)
    assert configure_game("bailey", ["ceiling=40", "ceiling=none"]) == Bailey()
    assert configure_game("stud8", ["ante=2"]) == StudHiLo8(ante=2, bring_in=2, small_bet=5, big_bet=10)


@pytest.mark.parametrize(
    ("game", "option", "message"),
    [
        ("stud", "small_bet=ten", "small_bet must be a whole number or an amount such as 0.50, got 'ten'"),
        ("stud", "small_bet=²", "small_bet must be a whole number or an amount such as 0.50, got '²'"),
        ("stud", "ante=٣", "ante must be a whole number or an amount such as 0.50, got '٣'"),
        ("stud", "burn=maybe", "burn is true or false, got 'maybe'"),
        ("stud", "odd_chip=dealer", "odd_chip must be one of rrop, tda, position, first, got 'dealer'"),
        ("holdem", "betting=huge", "betting must be no-limit, pot-limit or fixed:SMALL/BIG, got 'huge'"),
        ("holdem", "betting=fixed", "betting=fixed needs its small and big bet, as fixed:2/4"),
        ("holdem", "blinds=1,x", "blinds are amounts separated by commas (1,2 or 0.50,1), got '1,x'"),
        ("holdem", "rake=lots", "rake is PERCENT[:CAP][:nfnd], such as 5, 2.5%:3 or 5:0.50:nfnd or none, got 'lots'"),
        ("holdem", "rake=101", "rake: percent is at most 100, got 101"),
        ("bailey", "ceiling=high", "ceiling must be a whole number or none, got 'high'"),
        ("bailey", "jokers=none", "jokers must be a whole number, got 'none'"),
        ("stud", "ante=" + "9" * 5000, "ante must be at most 1,000,000,000,000, got '9999"),
        ("stud", "betting=x", "unknown game option 'betting': this game takes ante, bring_in, small_bet, big_bet"),
        ("bailey", "stake=3", "unknown game option 'stake': this game takes jokers, ceiling"),
        ("stud", "burn", "a game option is NAME=VALUE, got 'burn'"),
    ],
)
def test_bad_options_say_what_the_option_takes(game: str, option: str, message: str) -> None:
    with pytest.raises(CommandError) as caught:
        configure_game(game, [option])
    assert str(caught.value).startswith(message) and len(str(caught.value)) < 200


def test_options_end_to_end() -> None:
    result = run("simulate", "--variant", "stud", "-o", "small_bet=10", "-o", "big_bet=20", "--hands", "20", "--seed", "1", "--json")
    assert result.returncode == 0, result.stderr
    played = run("play", "--variant", "stud", "-o", "small_bet=10", "-o", "big_bet=20", "-o", "odd_chip=tda", "--players", "2", "--seed", "1", stdin="quit\n")
    assert played.returncode == 0, played.stderr
    assert "your move: 1) bring-in 2  2) complete 10" in played.stdout
    bailey = run("simulate", "--variant", "bailey", "-o", "ceiling=none", "-o", "jokers=2", "--hands", "5", "--seed", "1")
    assert bailey.returncode == 0, bailey.stderr


# --- 2. errors speak the user's language --------------------------------------------------------------


class _TookTooLong(Exception):
    pass


def _too_long(signum: int, frame: object) -> None:
    raise _TookTooLong("the command did not refuse promptly: it started the work")


def call(capsys: pytest.CaptureFixture[str], *args: str, stdin: str = "") -> tuple[int, str, str]:
    """Run the command line in this process: its exit status, stdout and stderr (failing after 30 s)."""
    saved, handler = sys.stdin, signal.signal(signal.SIGALRM, _too_long)
    sys.stdin = io.StringIO(stdin)
    signal.alarm(30)
    try:
        status = main(list(args))
    except SystemExit as stop:  # argparse refusing the arguments
        status = stop.code if isinstance(stop.code, int) else 1
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, handler)
        sys.stdin = saved
    out, err = capsys.readouterr()
    return status, out, err


def test_eval_names_the_hand_the_user_typed(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = call(capsys, "eval", "As Ks Qs Js Ts", "Ah Kh")
    assert status == 2 and not out
    assert err.startswith("pokervariants eval: hand 2 ('Ah Kh'): ")
    assert "5 to 11 distinct cards" in err
    assert_speaks_plainly(err)
    status, _, err = call(capsys, "eval", "--ranking", "bailey", "Jk Jk2 Ah")
    assert status == 2 and err.startswith("pokervariants eval: hand 1 ('Jk Jk2 Ah'): ") and "three natural cards" in err
    assert_speaks_plainly(err)
    status, _, err = call(capsys, "eval", "--wild", "3X", "As Ks Qs Js Ts")
    assert status == 2 and err.startswith("pokervariants eval: --wild: bad wild rank 'X'")


def test_eval_error_from_a_subprocess_names_the_hand() -> None:
    result = run("eval", "Ah Kh")
    assert result.returncode == 2
    assert result.stderr.startswith("pokervariants eval: hand 1 ('Ah Kh'): ")
    assert_speaks_plainly(result.stderr)


_BAD_INPUT = [
    ("eval", "Ah Kh"),
    ("eval", ""),
    ("eval", "As As Kd Qc Jh"),
    ("eval", "Jk Jk Jk Ah Kd"),
    ("eval", "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s"),
    ("eval", "--ranking", "low8", "--wild", "39", "Ah 2h"),
    ("eval", "--ranking", "low", "x" * 100_000),
    ("eval", "--variant", "bailey", "Ah Kd"),
    ("eval", "--variant", "stud8", "Ah Kd 2c"),
    ("eval", "--variant", "baseball", "Jk Jk2"),
    ("eval", "--variant", "x" * 100_000, "Ah"),
    ("eval", "--wild", "²", "As Ks Qs Js Ts"),
    ("equity", "--variant", "razz", "Ah"),
    ("equity", "--variant", "razz", "Ah/Ah", "Kd/"),
    ("equity", "--variant", "razz", "Ah//////", "Kd/"),
    ("equity", "--variant", "razz", "AhKdQcJs2c3d4h5s/", "Kd/"),
    ("equity", "--variant", "bailey", "AhKdQcJs2c3d/", "Kd/"),
    ("equity", "--variant", "baseball", "/Ah/Kd/Qc", "Kd/"),
    ("equity", "--variant", "razz", "--dead", "Zz", "Ah/", "Kd/"),
    ("equity", "--variant", "razz", "--samples", "²", "Ah/", "Kd/"),
    ("equity", "--variant", "razz", "--samples", "9" * 5000, "Ah/", "Kd/"),
    ("equity", "--variant", "razz", "--workers", "1000000", "Ah/", "Kd/"),
    ("equity", "--variant", "razz", "-o", "ante=½", "Ah/", "Kd/"),
    ("equity", "--variant", "razz", "--seed", "-1", "Ah/", "Kd/"),
    ("simulate", "--variant", "razz", "--players", "100000000"),
    ("simulate", "--variant", "razz", "--players", "9" * 5000),
    ("simulate", "--variant", "razz", "--players", "1"),
    ("simulate", "--variant", "bailey", "--players", "5"),
    ("simulate", "--variant", "razz", "--hands", str(10**12)),
    ("simulate", "--variant", "razz", "--stack", str(10**40)),
    ("simulate", "--variant", "razz", "--stack", "0"),
    ("simulate", "--variant", "razz", "--bot", "shark"),
    ("simulate", "--variant", "razz", "--bot", ",,,"),
    ("simulate", "--variant", "razz", "--bot", "x" * 100_000),
    ("simulate", "--variant", "razz", "-o", "small_bet=20"),
    ("simulate", "--variant", "razz", "-o", "ante=-1"),
    ("simulate", "--variant", "baseball", "-o", "bring_in=2"),
    ("simulate", "--variant", "bailey", "-o", "jokers=3"),
    ("simulate", "--variant", "bailey", "-o", "ceiling=-5"),
    ("simulate", "--variant", "razz", "--seed", "1e9"),
    ("play", "--variant", "razz", "--players", "100000000"),
    ("play", "--variant", "razz", "--players", "3", "--seat", "3"),
    ("play", "--variant", "razz", "--seat", "9" * 100),
    ("play", "--variant", "razz", "--hands", str(10**12)),
    ("play", "--variant", "razz", "--stack", "9" * 5000),
    ("play", "--variant", "razz", "--bot", "calling,calling"),
]


@pytest.mark.parametrize("args", _BAD_INPUT, ids=[" ".join(a)[:60] for a in _BAD_INPUT])
def test_bad_input_is_refused_in_plain_words(capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    start = time.perf_counter()
    status, out, err = call(capsys, *args)
    assert status == 2, (status, out[:300], err[:300])
    assert time.perf_counter() - start < 10  # refused before doing the work
    assert err.count("\n") <= 8 and err.rstrip().splitlines()[-1].startswith(f"pokervariants {args[0]}")
    assert_speaks_plainly(err)


def test_refusals_say_what_is_allowed(capsys: pytest.CaptureFixture[str]) -> None:
    expected = {
        ("simulate", "--variant", "razz", "--players", "100000000"): "pokervariants simulate: Razz takes 2 to 8 players, got 100,000,000",
        ("play", "--variant", "bailey", "--players", "100000000"): "pokervariants play: Bailey's Poker takes 2 to 4 players, got 100,000,000",
        ("simulate", "--variant", "razz", "--hands", str(10**12)): "argument --hands: must be from 1 to 10,000,000, got '1000000000000'",
        ("play", "--variant", "razz", "--hands", str(10**12)): "argument --hands: must be from 1 to 10,000, got '1000000000000'",
        ("simulate", "--variant", "razz", "--stack", str(10**40)): "argument --stack: must be from 0 to 1,000,000,000,000, got '1000",
        ("simulate", "--variant", "razz", "--stack", "0"): "pokervariants simulate: --stack must be at least 1 chip for Razz, got 0",
        ("equity", "--variant", "razz", "--workers", "1000000", "Ah/", "Kd/"): "argument --workers: must be from 1 to 64, got '1000000'",
    }
    for args, message in expected.items():
        status, _, err = call(capsys, *args)
        assert status == 2 and message in err, (args, err)


def test_bailey_points_may_start_at_zero(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = call(capsys, "simulate", "--variant", "bailey", "--stack", "0", "--hands", "3", "--seed", "1")
    assert status == 0, err
    assert "points start at 0" in out


def test_equity_passes_the_library_refusal_through(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import pokervariants.cli.equity as command

    def refuse(*args: object, **kwargs: object) -> object:
        raise ValueError("samples must be at most 100,000,000, got 1,000,000,000,000")

    monkeypatch.setattr(command, "equity", refuse)
    status, out, err = call(capsys, "equity", "--variant", "razz", "--samples", str(10**12), "--seed", "1", "Ah/", "Kd/")
    assert (status, out) == (2, "")
    assert err == "pokervariants equity: samples must be at most 100,000,000, got 1,000,000,000,000\n"


_CARDISH = st.lists(st.sampled_from(["As", "Kd", "2c", "7h", "Jk", "Jk2", "Ah", "Zz", "10s", "/", " ", ",", "a", "²", "\x00"]), max_size=14).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])  # capsys is read after each run
@given(text=st.one_of(st.text(max_size=40), _CARDISH), ranking=st.sampled_from(["high", "low", "low8", "bailey"]))
def test_eval_of_any_text_succeeds_or_speaks_plainly(capsys: pytest.CaptureFixture[str], text: str, ranking: str) -> None:
    status, out, err = call(capsys, "eval", "--ranking", ranking, "--", text)
    assert status in (0, 2)
    if status == 2:
        assert err.startswith("pokervariants eval: hand 1 (") and not out
        assert_speaks_plainly(err)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(first=_CARDISH, second=st.one_of(_CARDISH, st.text(max_size=20)), variant=st.sampled_from(["razz", "stud8", "baseball", "bailey"]))
def test_equity_of_any_holdings_succeeds_or_speaks_plainly(capsys: pytest.CaptureFixture[str], first: str, second: str, variant: str) -> None:
    status, out, err = call(capsys, "equity", "--variant", variant, "--monte-carlo", "--samples", "20", "--seed", "1", "--", first, second)
    assert status in (0, 2), err
    if status == 2:
        assert err.startswith("pokervariants equity: ") and not out
        assert_speaks_plainly(err)


# --- the play prompt: any text is a retry ---------------------------------------------------------------


def _hands() -> list[Any]:
    """Hands at decisions of several kinds: a stud bring-in, a stud bet, a Bailey change, a Bailey continue."""
    stud = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=1)
    after = stud.copy()
    after.bring_in()
    bailey = Bailey(jokers=2).new_hand([0, 0, 0], seed=7)
    later = bailey.copy()
    while not later.is_over and all(a.kind is not ActionKind.CONTINUE for a in later.legal_actions()):
        later.act(later.legal_actions()[0])
    return [stud, after, bailey, later]


_HANDS = _hands()
_ANSWER = st.one_of(
    st.text(),
    st.lists(st.sampled_from(["raise", "call", "change", "exchange", "stand", "fold", "1", "2", "10", "1e9", "-3", "²", "½", "٣", "Zz", "Jk", "As", "3c", "in", "to", " ", "\x00", "\r"]), max_size=6).map(" ".join),
)


@settings(max_examples=300, deadline=None)
@given(text=_ANSWER, which=st.integers(0, len(_HANDS) - 1))
def test_parse_answer_raises_only_bad_input(text: str, which: int) -> None:
    hand = _HANDS[which].copy()
    legal = hand.legal_actions()
    try:
        action = parse_answer(text, legal)
    except BadInput as error:
        assert len(str(error)) < 400
        return
    assert isinstance(action, Action) and action.kind in {a.kind for a in legal} | {ActionKind.CHECK}
    try:
        hand.act(action)
    except IllegalActionError as error:  # a legal kind with the wrong amount or cards: the hand says why
        assert len(str(error)) < 400


@pytest.mark.parametrize("text", ["²", "½", "٣", "x" * 1_000_000, "\x00\x1b[2J\x07", "raise 1e9", "change Zz 5", "raise " + "9" * 10_000, "1" * 5000, "complete 5 As", "stand 5"])
def test_parse_answer_refuses_odd_text_in_words(text: str) -> None:
    for hand in _HANDS:
        try:
            action = parse_answer(text, hand.legal_actions())
        except BadInput as error:
            assert len(str(error)) < 400
        else:
            with pytest.raises(IllegalActionError):
                hand.copy().act(action)


_NASTY = ["²", "½", "٣", "x" * 1_000_000, "\x00\x01\x1b[2J", "raise 1e9", "change Zz 5", "raise " + "9" * 5000, "1" * 5000, "\u202e", "call As"]


@pytest.mark.parametrize("variant", ["stud", "bailey"])
def test_play_retries_after_any_line(variant: str) -> None:
    answers = "\n".join(_NASTY) + "\n" + "1\n" * 200
    result = run("play", "--variant", variant, "--players", "2", "--seed", "3", "--bot", "calling", stdin=answers)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stderr == ""
    assert "Session over: 1 hand played." in result.stdout
    refusals = [line for line in result.stdout.splitlines() if line.startswith("  ! ")]
    assert len(refusals) >= len(_NASTY) and all(len(line) < 400 for line in refusals)
    assert max(map(len, result.stdout.splitlines())) < 400  # the million-character answer is not echoed whole
    assert "\x1b" not in result.stdout and "\x00" not in result.stdout


# --- the helpers ------------------------------------------------------------------------------------------


@given(st.text())
def test_whole_number_takes_ascii_digits_only(text: str) -> None:
    number = whole_number(text)
    stripped = text.strip().replace("_", "")
    if number is not None:
        assert stripped.lstrip("+-").isascii() and stripped.lstrip("+-").isdigit()
        assert abs(number) <= 10**30
        if len(stripped.lstrip("+-").lstrip("0")) <= 30:
            assert number == int(stripped)


def test_quoted_is_short() -> None:
    assert quoted("Ah Kh") == "'Ah Kh'"
    assert len(quoted("x" * 10**6)) < 80 and "1,000,000 characters" in quoted("x" * 10**6)
    assert quoted("it's" * 20).startswith('"it\'s') and quoted("it's" * 20).count('"') == 2
    assert MAX_AMOUNT == 10**12
