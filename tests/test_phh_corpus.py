"""Hand histories by the corpus: ``.phhs`` collections streamed a hand at a time (in bounded memory, the
first hand before the rest is read), errors that name the file, line and hand, and summaries that add up
exactly, in a process pool and on a Dask cluster as in one process.

Every history here is composed in the test: a razz hand written from the fields and actions the PHH
format documents, or hands played by the engine and recorded.
"""

from __future__ import annotations

import concurrent.futures
import gc
import io
import operator
import os
import pickle
import random
import tracemalloc
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import phh
from pokervariants.phh import Failure, PlayerTotals, Summary, toml_writer
from pokervariants.phh.corpus import MAX_FAILURES

RAZZ = (
    'variant = "FR"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]\n'
    'actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\n'
)
"""A razz hand: p1's king brings in, p2 folds, and p1 wins p2's ante (+1, -1)."""
RAZZ_STOPS = RAZZ.replace(', "p2 f"]', "]")
"""The same hand stopping after the bring-in, p2 to act: it replays, but is not over."""


def razz(players: tuple[str, str] | None = None, *, text: str = RAZZ) -> str:
    return text + ("" if players is None else f'players = ["{players[0]}", "{players[1]}"]\n')


def collection(hands: list[tuple[str, str]]) -> str:
    return "\n".join(f"[{toml_writer.format_key(label)}]\n{body}" for label, body in hands)


def played(count: int, seed: int, names: list[str]) -> list[phh.HandHistory]:
    """Hands played by the engine between random choices, recorded with players drawn from ``names``."""
    rng = random.Random(seed)
    histories = []
    for number in range(count):
        game = pv.Holdem() if number % 2 else pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
        hand = game.new_hand([100, 100, 100], seed=seed * 1000 + number)
        while not hand.is_over:
            hand.act(rng.choice(hand.legal_actions()))
        histories.append(phh.record(hand, players=rng.sample(names, 3)))
    return histories


# ---------------------------------------------------------------------------------------------------
# Streaming


TRICKY = (
    "\ufeff# a collection: comments and blank lines before the first hand\n\n"
    "[plain]  # a comment after the header\n" + razz(("Ann", "Bob")) + "\n"
    '["hand two"]\n' + razz() + '_note = """\n[not a header]\n  [nor this]\n"""\n'
    "_literal = '''\n[still a string]\n'''\n"
    '_text = "a ] in a string # and no comment"\n'
    "_grid = [\n  [1, 2],\n[3],  # a line of an array starts with [\n]\n"
    "_table = { a = [1], b = \"]\" }\n\n"
    "[nested]\n" + razz(("Bob", "Cy")) + "[nested.extra]\nsource = \"a table of the hand\"\n[nested.extra.deeper]\nx = 1\n\n"
    '[ "dotted.label" ]\r\n' + razz().replace("\n", "\r\n") + "\r\n"
    "[last]\n" + razz()
)


def test_streaming_reads_what_the_whole_file_reader_reads(tmp_path: Path) -> None:
    path = tmp_path / "tricky.phhs"
    path.write_text(TRICKY, encoding="utf-8")
    expected = list(phh.load_all(path).items())
    assert [label for label, _ in expected] == ["plain", "hand two", "nested", "dotted.label", "last"]
    assert expected[1][1]["_note"] == "[not a header]\n  [nor this]\n"
    assert expected[2][1]["extra"] == {"source": "a table of the hand", "deeper": {"x": 1}}
    assert list(phh.iter_histories(path)) == expected  # a path
    assert list(phh.iter_histories(str(path))) == expected
    with path.open("rb") as binary:
        assert list(phh.iter_histories(binary)) == expected  # a binary file
    with path.open(encoding="utf-8-sig", newline="") as text:
        assert list(phh.iter_histories(text)) == expected  # a text file
    assert list(phh.iter_histories(TRICKY.splitlines(keepends=True))) == expected  # any iterable of lines


def test_an_empty_collection_and_one_of_comments_hold_no_hands() -> None:
    assert list(phh.iter_histories(io.StringIO(""))) == []
    assert list(phh.iter_histories(io.StringIO("# nothing yet\n\n"))) == []


_ALPHABET = st.sampled_from(list("ab1 []{}\"'#=\\.,\n"))
_CONTENT = st.text(_ALPHABET, max_size=10)


@st.composite
def _value(draw: st.DrawFn) -> str:
    """A TOML value whose text may hold brackets, quotes, comments and lines starting with ``[``."""
    text = draw(_CONTENT)
    one_line = text.replace("\n", " ")
    kind = draw(st.sampled_from(["basic", "literal", "ml_basic", "ml_literal", "array", "table"]))
    if kind == "basic":
        return toml_writer.format_value(text)
    if kind == "literal":
        return "'" + one_line.replace("'", "") + "'"
    if kind == "ml_basic":
        return '"""' + text.replace("\\", "\\\\").replace('"', '\\"') + '"""'
    if kind == "ml_literal":
        return "'''" + text.replace("'", "") + "'''"
    if kind == "array":
        return "[\n" + f"  {toml_writer.format_value(text)},  # {one_line}\n[\n  [1], {toml_writer.format_value(one_line)}\n]\n]"
    return "{ k = " + toml_writer.format_value(text) + ", l = [" + toml_writer.format_value(one_line) + "] }"


@st.composite
def _collections(draw: st.DrawFn) -> str:
    labels = draw(st.lists(st.text(st.sampled_from(list("ab.1 -_\"]")), min_size=1, max_size=5), min_size=1, max_size=4, unique=True))
    parts = []
    for label in labels:
        key = toml_writer.format_key(label)
        body = razz()
        for number, value in enumerate(draw(st.lists(_value(), max_size=3))):
            body += f"_x{number} = {value}\n"
        if draw(st.booleans()):
            body += f"# {draw(_CONTENT).replace(chr(10), ' ')}\n"
        if draw(st.booleans()):
            body += f"[{key}.sub]\nk = {draw(_value())}\n"
        parts.append(f"[{key}]\n{body}")
    return "\n".join(parts)


@settings(max_examples=150)
@given(_collections())
def test_any_collection_streams_as_the_whole_file_reads(text: str) -> None:
    expected = list(phh.loads_all(text).items())
    assert list(phh.iter_histories(io.StringIO(text))) == expected
    assert list(phh.iter_histories(io.BytesIO(text.encode()))) == expected


def _big_collection(path: Path, hands: int, *, padding: int = 0) -> int:
    with path.open("w", encoding="utf-8") as out:
        for number in range(hands):
            out.write(f"[{number}]\n" + razz((f"P{number % 97}", f"P{(number + 1) % 97}")) + f'_padding = "{"x" * padding}"\n\n')
    return path.stat().st_size


def _peak(work: object) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        work()  # type: ignore[operator]
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_large_collection_streams_in_the_memory_of_a_hand(tmp_path: Path) -> None:
    small, large = tmp_path / "small.phhs", tmp_path / "large.phhs"
    _big_collection(small, 500)
    size = _big_collection(large, 12_000)
    assert size > 2_000_000
    count = sum(1 for _ in phh.iter_histories(small))  # once first: imports and caches
    assert count == 500
    peak = _peak(lambda: sum(1 for _ in phh.iter_histories(large)))
    assert peak < size / 8, (peak, size)
    assert peak < 2 * _peak(lambda: sum(1 for _ in phh.iter_histories(small))) + 50_000  # it does not grow with the file


def test_a_summary_replays_in_memory_that_does_not_grow_with_the_file(tmp_path: Path) -> None:
    """Few hands, each a large one (a replay under tracemalloc is slow): the file's size is not held."""
    path = tmp_path / "large.phhs"
    size = _big_collection(path, 150, padding=30_000)
    phh.summarize(tmp_path / "missing.phhs")
    peak = _peak(lambda: phh.summarize(path))
    assert peak < size / 4, (peak, size)


def test_the_first_hand_comes_before_the_rest_is_read() -> None:
    text = collection([(str(n), razz()) for n in range(10_000)])
    lines = text.splitlines(keepends=True)
    taken: list[int] = []

    def source() -> Iterator[str]:
        for number, line in enumerate(lines):
            taken.append(number)
            yield line

    hands = phh.iter_histories(source())
    assert taken == []  # nothing read before the iteration starts
    label, history = next(hands)
    assert (label, history) == ("0", phh.loads(RAZZ))
    assert len(taken) < len(lines) / 20


def test_a_path_is_opened_when_the_iteration_starts_and_closed_at_its_end(tmp_path: Path) -> None:
    path = tmp_path / "two.phhs"
    path.write_text(collection([("a", razz()), ("b", razz())]), encoding="utf-8")
    opened = len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else None
    hands = phh.iter_histories(path)
    assert next(hands)[0] == "a"
    hands.close()  # left unread: the file is closed at once
    if opened is not None:
        assert len(os.listdir("/proc/self/fd")) == opened
    hands = phh.iter_histories(tmp_path / "missing.phhs")  # no error yet
    with pytest.raises(FileNotFoundError):
        next(hands)
    with pytest.raises(TypeError, match="loads_all"):
        phh.iter_histories(b"[a]\n")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="got int"):
        phh.iter_histories(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="got int"):
        list(phh.iter_histories([1, 2]))  # type: ignore[list-item]
    with pytest.raises(TypeError, match="not both"):
        list(phh.iter_histories(["[a]\n", b"x = 1\n"]))


# ---------------------------------------------------------------------------------------------------
# Errors that say where


def _line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


BAD = collection([
    ("good", razz()),
    ("syntax", RAZZ.replace("bring_in = 2", "bring_in = = 2")),
    ("fields", RAZZ.replace('variant = "FR"\n', "")),
    ("after", razz()),
])  # fmt: skip


def test_an_error_names_the_file_the_line_and_the_hand(tmp_path: Path) -> None:
    path = tmp_path / "bad.phhs"
    path.write_text(BAD, encoding="utf-8")
    hands = phh.iter_histories(path)
    assert next(hands)[0] == "good"
    with pytest.raises(phh.PHHSyntaxError) as caught:
        next(hands)
    error = caught.value
    header, bad_line = _line_of(BAD, "[syntax]"), _line_of(BAD, "bring_in = = 2")
    assert (error.file, error.line, error.label) == (str(path), header, "syntax")
    assert str(error).startswith(f"{path}, line {header}, hand 'syntax': not valid TOML")
    assert f"(at line {bad_line}, column 12)" in str(error)  # the line in the file, not in the hand
    again = pickle.loads(pickle.dumps(error))  # for a process pool: the place goes with it
    assert (again.file, again.line, again.label, str(again)) == (error.file, error.line, error.label, str(error))


def test_on_error_reports_each_bad_hand_and_reads_on() -> None:
    errors: list[phh.PHHError] = []
    labels = [label for label, _ in phh.iter_histories(io.StringIO(BAD), name="bad.phhs", on_error=errors.append)]
    assert labels == ["good", "after"]
    assert [(type(e), e.file, e.line, e.label) for e in errors] == [
        (phh.PHHSyntaxError, "bad.phhs", _line_of(BAD, "[syntax]"), "syntax"),
        (phh.PHHFieldError, "bad.phhs", _line_of(BAD, "[fields]"), "fields"),
    ]
    assert str(errors[1]) == f"bad.phhs, line {_line_of(BAD, '[fields]')}, hand 'fields': a hand history needs a string 'variant' field, got None"


@pytest.mark.parametrize(
    ("text", "error", "line", "label", "message"),
    [
        (RAZZ, phh.PHHFieldError, None, None, "a .phhs collection holds one table a hand; 'variant' is a str outside any (a single hand, .phh, reads with phh.load)"),
        ("[a]\n" + RAZZ + "[[b]]\nx = 1\n", phh.PHHFieldError, 9, "b", "a .phhs collection holds one table a hand; 'b' is an array of tables"),
        ("[a]\n" + RAZZ + "[b c]\n" + RAZZ, phh.PHHSyntaxError, 9, None, "not valid TOML"),
        ("[a]\n" + RAZZ + "[b]\nstarting_stacks = 5\n" + RAZZ[15:], phh.PHHSyntaxError, 9, "b", "(at line 15, column 27)"),
    ],
)
def test_what_is_wrong_and_where(text: str, error: type[phh.PHHError], line: int | None, label: str | None, message: str) -> None:
    errors: list[phh.PHHError] = []
    list(phh.iter_histories(io.StringIO(text), name="x.phhs", on_error=errors.append))
    assert len(errors) == 1
    assert type(errors[0]) is error and (errors[0].file, errors[0].line, errors[0].label) == ("x.phhs", line, label)
    assert message in str(errors[0])


def test_bytes_that_are_not_utf8_stop_the_reading_where_they_are() -> None:
    data = ("[a]\n" + RAZZ + "[b]\n" + RAZZ).encode().replace(b"????9c", b"??\xff?9c")
    errors: list[phh.PHHError] = []
    assert [label for label, _ in phh.iter_histories(io.BytesIO(data), on_error=errors.append)] == []  # the first batch holds the bad byte
    assert len(errors) == 1 and isinstance(errors[0], phh.PHHSyntaxError)
    at = RAZZ.splitlines()[-1].index("9c") - 2
    assert (errors[0].line, str(errors[0])) == (8, f"line 8: not UTF-8 text: invalid start byte at byte {at} of the line")
    with pytest.raises(phh.PHHSyntaxError, match="not UTF-8"):
        list(phh.iter_histories(io.BytesIO(data)))


def test_a_located_message_stays_bounded() -> None:
    error = phh.errors.located(phh.PHHFieldError("x" * 2000), file="f" * 5000, line=3, label="l" * 5000)
    assert len(str(error)) <= phh.errors.MAX_MESSAGE
    assert str(error).startswith("…" + "f" * 120 + ", line 3, hand 'llll")


# ---------------------------------------------------------------------------------------------------
# Summaries


def test_a_summary_sums_each_players_results(tmp_path: Path) -> None:
    histories = played(12, seed=3, names=["Ann", "Bob", "Cy", "Di"])
    path = tmp_path / "played.phhs"
    phh.dump_all(histories, path)
    summary = phh.summarize(path)
    expected: dict[str, list[int]] = {}
    for history in histories:
        for name, payoff in zip(history["players"], phh.replay(history).payoffs):
            expected.setdefault(name, [0, 0])
            expected[name][0] += 1
            expected[name][1] += payoff
    assert summary == Summary(files=1, hands=12, players={name: PlayerTotals(h, net) for name, (h, net) in expected.items()})
    assert sum(totals.net for totals in summary.players.values()) == 0  # money is conserved
    assert list(summary.players) == sorted(expected)


def test_a_summary_counts_failures_unfinished_hands_and_unnamed_players(tmp_path: Path) -> None:
    text = collection([
        ("named", razz(("Ann", "Bob"))),
        ("unnamed", razz()),
        ("stops", razz(("Ann", "Bob"), text=RAZZ_STOPS)),
        ("illegal", razz(("Ann", "Bob"), text=RAZZ.replace('"p2 f"', '"p2 cbr 7"'))),
        ("unknown", RAZZ.replace('"FR"', '"ZZ"')),
    ])  # fmt: skip
    path = tmp_path / "mixed.phhs"
    path.write_text(text, encoding="utf-8")
    summary = phh.summarize(path)
    assert (summary.files, summary.hands, summary.unfinished, summary.failed) == (1, 2, 1, 2)
    assert summary.players == {"Ann": PlayerTotals(1, 1), "Bob": PlayerTotals(1, -1), "p1": PlayerTotals(1, 1), "p2": PlayerTotals(1, -1)}
    illegal, unknown = summary.failures
    assert (illegal.file, illegal.label, illegal.line, illegal.error_type) == (str(path), "illegal", _line_of(text, "[illegal]"), "PHHActionError")
    assert illegal.message == "action 3 ('p2 cbr 7'): p2 cannot complete 7: legal now are fold, call 2, complete 5"
    assert str(illegal) == f"{path}, line {_line_of(text, '[illegal]')}, hand 'illegal': {illegal.message}"
    assert unknown.error_type == "UnknownVariantError" and unknown.label == "unknown"
    with pytest.raises(phh.PHHActionError) as caught:
        phh.summarize(path, errors="raise")
    assert (caught.value.file, caught.value.label, caught.value.action) == (str(path), "illegal", 3)
    assert str(caught.value).startswith(f"{path}, line {_line_of(text, '[illegal]')}, hand 'illegal': action 3")


def test_a_single_hand_a_missing_file_and_progress(tmp_path: Path) -> None:
    single = tmp_path / "one.phh"
    single.write_text(razz(("Ann", "Bob")), encoding="utf-8")
    heard: list[tuple[int, int, int]] = []
    assert phh.summarize(single, progress=lambda *args: heard.append(args)) == Summary(
        files=1, hands=1, players={"Ann": PlayerTotals(1, 1), "Bob": PlayerTotals(1, -1)}
    )
    assert heard == [(single.stat().st_size, 1, 0)]
    bad = tmp_path / "bad.phh"
    bad.write_text("variant = ", encoding="utf-8")
    failure = phh.summarize(bad).failures[0]
    assert (failure.file, failure.label, failure.line, failure.error_type) == (str(bad), None, None, "PHHSyntaxError")
    missing = phh.summarize(tmp_path / "missing.phhs")
    assert (missing.files, missing.failed, missing.failures[0].error_type) == (1, 1, "FileNotFoundError")
    assert missing.failures[0].message == "No such file or directory"
    with pytest.raises(FileNotFoundError):
        phh.summarize(tmp_path / "missing.phhs", errors="raise")
    with pytest.raises(ValueError, match="'skip' or 'raise'"):
        phh.summarize(single, errors="ignore")  # type: ignore[arg-type]
    collection_path = tmp_path / "two.phhs"
    collection_path.write_text(collection([("a", razz()), ("b", razz())]), encoding="utf-8")
    heard.clear()
    phh.summarize(collection_path, progress=lambda *args: heard.append(args))
    assert [(hands, failed) for _, hands, failed in heard] == [(1, 0), (2, 0)]
    assert heard[-1][0] == collection_path.stat().st_size


_AMOUNTS = st.one_of(
    st.integers(-10**6, 10**6),
    st.decimals(min_value=-10**6, max_value=10**6, places=2, allow_nan=False, allow_infinity=False),
    st.fractions(max_denominator=7).filter(lambda f: abs(f) < 10**6),
)
_SUMMARIES = st.builds(
    Summary,
    files=st.integers(0, 3),
    hands=st.integers(0, 5),
    unfinished=st.integers(0, 2),
    failed=st.integers(0, 2),
    players=st.dictionaries(st.sampled_from(["Ann", "Bob", "Cy"]), st.builds(PlayerTotals, st.integers(0, 5), _AMOUNTS), max_size=3),
    failures=st.lists(st.builds(Failure, st.just("f.phhs"), st.sampled_from(["1", "2"]), st.integers(1, 9), st.just("PHHError"), st.text(max_size=3)), max_size=2),
)


@given(_SUMMARIES, _SUMMARIES, _SUMMARIES)
def test_summaries_add_up_exactly_in_any_grouping(a: Summary, b: Summary, c: Summary) -> None:
    left, right = (a + b) + c, a + (b + c)
    assert left == right == Summary.merge([a, b, c]) == sum([a, b, c])
    assert 0 + a == a and a + Summary() == a
    for name in {*a.players, *b.players, *c.players}:
        nets = [s.players[name].net for s in (a, b, c) if name in s.players]
        assert left.players[name].net == sum(Fraction(n) for n in nets)  # exactly: no rounding anywhere
    assert (a + b).players == (b + a).players
    assert pickle.loads(pickle.dumps(left)) == left


def test_amounts_keep_their_own_exact_type() -> None:
    cents = Summary(players={"Ann": PlayerTotals(1, Decimal("0.10"))})
    total = sum([cents] * 10)
    assert total.players["Ann"] == PlayerTotals(10, Decimal("1.00"))  # 0.1 ten times is 1.00, not 0.9999999999999999
    assert type(total.players["Ann"].net) is Decimal
    huge = Summary(players={"Ann": PlayerTotals(1, Decimal("1e30"))}) + Summary(players={"Ann": PlayerTotals(1, Decimal("0.01"))})
    assert huge.players["Ann"].net == Decimal("1000000000000000000000000000000.01")  # beyond a context's 28 digits
    third = Summary(players={"Ann": PlayerTotals(1, Fraction(1, 3))})
    assert (cents + third).players["Ann"].net == Fraction(13, 30)  # a decimal and a fraction: as fractions
    assert PlayerTotals(1, 0.1).net == Decimal("0.1")  # a float by its shortest decimal form  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not a bool"):
        PlayerTotals(1, True)
    with pytest.raises(TypeError, match="names \\(str\\) to PlayerTotals"):
        Summary(players={"Ann": 5})  # type: ignore[dict-item]
    with pytest.raises(ValueError):
        Summary(hands=-1)
    with pytest.raises(TypeError):
        Summary.merge([cents, 5])  # type: ignore[list-item]
    assert cents.__radd__(1) is NotImplemented


def test_a_summary_keeps_the_first_failures_and_counts_them_all() -> None:
    one = Summary(failed=MAX_FAILURES, failures=[Failure("a", str(n), n, "PHHError", "bad") for n in range(MAX_FAILURES)])
    both = one + Summary(failed=1, failures=[Failure("b", "x", 1, "PHHError", "bad")])
    assert both.failed == MAX_FAILURES + 1 and len(both.failures) == MAX_FAILURES and both.failures == one.failures


# ---------------------------------------------------------------------------------------------------
# Many files: a process pool and a Dask cluster give the serial summary


@pytest.fixture
def corpus(tmp_path: Path) -> list[str]:
    names = ["Ann", "Bob", "Cy", "Di", "Ed"]
    paths = []
    for number in range(4):
        path = tmp_path / f"part{number}.phhs"
        text = phh.dumps_all(played(6, seed=number, names=names))
        if number == 2:
            text = text.replace('"p1 ', '"p9 ', 1)  # a player who is not at the table: a failure
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    return paths


def test_a_process_pool_gives_the_serial_summary(corpus: list[str]) -> None:
    serial = Summary.merge(phh.summarize(path) for path in corpus)
    assert (serial.files, serial.hands + serial.failed, serial.failed) == (4, 24, 1)
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        pooled = sum(pool.map(phh.summarize, corpus))
    assert pooled == serial


def test_a_dask_cluster_gives_the_serial_summary(corpus: list[str]) -> None:
    bag = pytest.importorskip("dask.bag")
    distributed = pytest.importorskip("distributed")  # in the test extra: this always runs in CI
    serial = Summary.merge(phh.summarize(path) for path in corpus)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        with distributed.Client(cluster):
            summaries = bag.from_sequence(corpus, npartitions=3).map(phh.summarize)
            merged = summaries.reduction(Summary.merge, Summary.merge).compute()
            folded = summaries.fold(operator.add).compute()
    assert merged == folded == serial
    local = bag.from_sequence(corpus, npartitions=2).map(phh.summarize).fold(operator.add).compute(scheduler="sync")
    assert local == serial
