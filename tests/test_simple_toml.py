"""The plain-TOML reader reads what tomllib reads, the same way, and hands everything else to tomllib."""

from __future__ import annotations

import tomllib
from decimal import Decimal
from functools import partial

from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants.phh import simple_toml

_loads = partial(tomllib.loads, parse_float=Decimal)  # as hand histories are read: amounts exactly

_KEYS = st.from_regex(r"[A-Za-z0-9_-]{1,8}", fullmatch=True)
_STRINGS = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
# The subset: strings without escapes or control characters, integers, decimals, booleans, arrays of them.
_PLAIN = st.characters(codec="utf-8", exclude_categories=("Cs", "Cc"), exclude_characters="\"'\\") | st.just("\t")
_GOOD_SCALARS = st.one_of(
    st.text(_PLAIN, max_size=12).map(lambda s: '"' + s + '"'),
    st.text(_PLAIN, max_size=12).map(lambda s: "'" + s + "'"),
    st.integers(-(10**30), 10**30).map(str),
    st.builds(lambda units, places: f"{Decimal(units).scaleb(-places):f}", st.integers(-(10**12), 10**12), st.integers(1, 6)),
    st.sampled_from(["true", "false", "0", "-0", "0.50", "-0.0", "200.30", "1.000001"]),
)
_SCALARS = st.one_of(
    _GOOD_SCALARS,
    _STRINGS.map(lambda s: '"' + s + '"'),
    _STRINGS.map(lambda s: "'" + s + "'"),
    st.sampled_from(["01", "1_000", "+3", "1.5", "1e3", "1.5e3", "1.", ".5", "01.5", "1.2.3", "1_0.5", "+1.5", "1979-05-27", "inf", "nan", '"a\\"b"', '"""x"""']),
)
_SPACE = st.sampled_from(["", " ", "\t", "  "])
_GOOD_GAP = st.sampled_from(["", " ", "\n", "\r\n", " # note\n", "\n  "])
_GAP = st.one_of(_GOOD_GAP, st.sampled_from(["\r", "#\x01\n"]))


@st.composite
def _values(draw: st.DrawFn, scalars: st.SearchStrategy[str] = _SCALARS, gap: st.SearchStrategy[str] = _GAP) -> str:
    if draw(st.booleans()):
        return draw(scalars)
    items = draw(st.lists(scalars, max_size=4))
    gaps = [draw(gap) for _ in range(len(items) * 2 + 2)]
    body = "".join(gaps[2 * i] + item + gaps[2 * i + 1] + "," for i, item in enumerate(items))
    if items and draw(st.booleans()):
        body = body[:-1]  # no trailing comma
    return "[" + body + gaps[-1] + "]"


@st.composite
def _documents(draw: st.DrawFn) -> str:
    lines = []
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.integers(0, 9))
        if kind == 0:
            lines.append(draw(st.sampled_from(["", "# a comment", "  ", "[table]", "a.b = 1", '"quoted" = 2', "x = {y = 1}"])))
        else:
            comment = draw(st.sampled_from(["", " # c", "# c", " #\x7f"]))
            lines.append(f"{draw(_SPACE)}{draw(_KEYS)}{draw(_SPACE)}={draw(_SPACE)}{draw(_values())}{comment}")
    end = draw(st.sampled_from(["\n", "\r\n", "", "\r"]))
    return end.join(lines) + (end if lines and draw(st.booleans()) else "")


@st.composite
def _plain_documents(draw: st.DrawFn) -> str:
    """Documents wholly in the subset: the reader must take every one."""
    keys = draw(st.lists(_KEYS, max_size=6, unique=True))
    lines = [f"{draw(_SPACE)}{key}{draw(_SPACE)}={draw(_SPACE)}{draw(_values(_GOOD_SCALARS, _GOOD_GAP))}{draw(st.sampled_from(['', ' # c']))}" for key in keys]
    lines[:0] = draw(st.lists(st.sampled_from(["", "# a comment", "  "]), max_size=2))
    end = draw(st.sampled_from(["\n", "\r\n"]))
    return end.join(lines) + draw(st.sampled_from(["", end]))


@given(_plain_documents())
@settings(max_examples=300, deadline=None)
def test_the_simple_reader_reads_every_plain_document_as_tomllib_does(text: str) -> None:
    simple = simple_toml.read(text)
    assert simple is not None, text
    assert simple == _loads(text)
    assert [type(v) for v in simple.values()] == [type(v) for v in _loads(text).values()]


def _tomllib(text: str) -> object:
    try:
        return _loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return "refused"


@given(_documents())
@settings(max_examples=600, deadline=None)
def test_the_simple_reader_agrees_with_tomllib_or_declines(text: str) -> None:
    simple = simple_toml.read(text)
    if simple is not None:
        assert _tomllib(text) == simple
        assert [type(v) for v in _tomllib(text).values()] == [type(v) for v in simple.values()]  # type: ignore[union-attr]


def test_histories_written_here_and_by_pokerkit_are_read_simply() -> None:
    hand = pv.Holdem().new_hand([100, 100, 100], seed=3)
    while not hand.is_over:
        hand.check() if any(a.kind is pv.ActionKind.CHECK for a in hand.legal_actions()) else hand.call()
    ours = pv.phh.dumps(pv.phh.record(hand))
    pokerkit_style = (
        "variant = 'NT'\nante_trimming_status = true\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [200, 200]\nactions = ['d dh p1 AsAd', 'd dh p2 7c2h', 'p2 cc', 'p1 cc']\n"
    )
    for text in (ours, pokerkit_style):
        assert simple_toml.read(text) == _loads(text)


def test_what_the_subset_lacks_goes_to_tomllib() -> None:
    assert simple_toml.read("a = 1.50\nb = [0.50, 1]\n") == {"a": Decimal("1.50"), "b": [Decimal("0.50"), 1]}
    for text in ("a = 1.5e2", "a = 1979-05-27", '[t]\nb = 1', 'a = "x\\ny"', "a = 1\na = 2", "a = 0x10", "a = [1, [2]]"):
        assert simple_toml.read(text) is None
    assert pv.phh.loads('variant = "FR"\nstarting_stacks = [5.0, 5]\nactions = []\n').starting_stacks == (5, 5)
