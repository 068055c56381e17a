"""The module paths of the flat layout still import for one release: each warns once, with a
``DeprecationWarning`` naming the new place, and finds every name where it lives now; a bare
``import pokervariants`` imports none of them.

Each check runs in a fresh interpreter, since a module imported once warns only the first time."""

from __future__ import annotations

import subprocess
import sys

import pytest

MOVED = {
    "pokervariants.cards": ("pokervariants.core", ["Card", "parse_cards", "Deck", "_STANDARD"]),
    "pokervariants.deck": ("pokervariants.core", ["Deck", "_shuffle_by_key"]),
    "pokervariants.actions": ("pokervariants.core", ["Action", "ActionKind", "IllegalActionError"]),
    "pokervariants.validation": ("pokervariants.core", ["whole_field", "flag_field", "choice"]),
    "pokervariants.hands": ("pokervariants.ranking", ["HandValue", "Ranking", "HighCategory"]),
    "pokervariants.hand_values": ("pokervariants.ranking", ["evaluate_high", "evaluate_many", "SHORT_DECK", "BadugiRanking"]),
    "pokervariants.rankers": ("pokervariants.ranking", ["Ranker", "HighRanker", "find_ranking", "RankerRegistry"]),
    "pokervariants.svg": ("pokervariants.render.svg", ["card", "table", "equity"]),
    "pokervariants.replayer": ("pokervariants.render", ["page", "write", "_Story"]),
    "pokervariants.hooks": ("pokervariants.engine", ["DealHook", "FaceUpRank", "SimpleDealHook"]),
    "pokervariants.betting": ("pokervariants", ["FixedLimit", "BettingRound", "Stake", "stake_ceiling"]),
    "pokervariants.equity_arrays": ("pokervariants.equity", ["ArrayPlan", "plan_for", "run_blocks", "BLOCK"]),
    "pokervariants.equity_small": ("pokervariants.equity", ["takes", "SMALL_DEALS"]),
    "pokervariants.ranges": ("pokervariants.equity", ["parse_range", "is_range"]),
    "pokervariants.variants.bailey_match": ("pokervariants.session.bailey_match", ["BaileyMatch", "CashForPoints", "FirstToPoints", "_check_positive"]),
}


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)


@pytest.mark.parametrize("old", sorted(MOVED))
def test_an_old_path_warns_once_and_finds_every_name(old: str) -> None:
    new, names = MOVED[old]
    code = f"""
import importlib, warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    module = importlib.import_module({old!r})
    again = importlib.import_module({old!r})
found = [w for w in caught if issubclass(w.category, DeprecationWarning)]
assert len(found) == 1, [str(w.message) for w in caught]
assert {old!r} + " moved to " + {new!r} in str(found[0].message), found[0].message
import {new.split('.')[0]}
for name in {names!r}:
    value = getattr(module, name)
    assert value is not None, name
assert set({[n for n in names if not n.startswith('_')]!r}) <= set(dir(module))
"""
    result = _run(code)
    assert result.returncode == 0, result.stderr


def test_the_warning_points_at_the_importer() -> None:
    result = _run("import warnings\nwarnings.simplefilter('always')\nfrom pokervariants.cards import Card")
    assert "<string>:3: DeprecationWarning: pokervariants.cards moved to pokervariants.core" in result.stderr, result.stderr


def test_an_old_path_gives_the_very_objects() -> None:
    result = _run(
        "import warnings\nwarnings.simplefilter('ignore')\nimport pokervariants as pv\n"
        "from pokervariants.cards import Card\nfrom pokervariants.hands import HandValue\nfrom pokervariants.replayer import page\n"
        "from pokervariants.cards import *\n"
        "assert Card is pv.Card and HandValue is pv.HandValue and page is pv.render.page and parse_cards is pv.parse_cards"
    )
    assert result.returncode == 0, result.stderr


def test_the_variants_package_finds_the_match_through_its_old_path() -> None:
    """``pokervariants.variants`` may not import sessions: its names for a Bailey's Poker match go
    through the moved path (which warns), and are not in its ``__all__`` (a star import stays quiet)."""
    result = _run(
        "import warnings\nwarnings.simplefilter('error')\nfrom pokervariants.variants import *\nimport pokervariants as pv\n"
        "assert 'BaileyMatch' not in pv.variants.__all__ and 'BaileyMatch' in pv.__all__\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        "    from pokervariants.variants import BaileyMatch, FirstToPoints\n"
        "assert [str(w.message) for w in caught] == ['pokervariants.variants.bailey_match moved to pokervariants.session.bailey_match; the old path goes in 0.2'], caught\n"
        "assert BaileyMatch is pv.BaileyMatch and FirstToPoints is pv.FirstToPoints and BaileyMatch.__module__ == 'pokervariants.session.bailey_match'"
    )
    assert result.returncode == 0, result.stderr


def test_a_name_an_old_path_never_had_is_refused() -> None:
    result = _run("import warnings\nwarnings.simplefilter('ignore')\nimport pokervariants.cards as c\nc.nothing")
    assert "AttributeError: module 'pokervariants.cards' has no attribute 'nothing'" in result.stderr


def test_the_package_imports_no_old_path() -> None:
    """``import pokervariants`` (and each public package) runs clean with deprecations as errors."""
    result = _run(
        "import pokervariants, pokervariants.core, pokervariants.ranking, pokervariants.engine, pokervariants.variants, "
        "pokervariants.phh, pokervariants.render, pokervariants.cli, pokervariants.bots\n"
        "from pokervariants import svg, equity, BaileyMatch"
    )
    assert result.returncode == 0, result.stderr
    result = subprocess.run([sys.executable, "-W", "error::DeprecationWarning", "-c", "import pokervariants, pokervariants.cli"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_old_pickles_load() -> None:
    """A pickle made before the move names ``pokervariants.cards``: it loads, through the old path."""
    result = _run(
        "import pickle, warnings\nimport pokervariants as pv\n"
        "old = pickle.dumps(pv.Rank.ACE, protocol=0).replace(b'pokervariants.core', b'pokervariants.cards')\n"
        "assert b'pokervariants.cards' in old\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        "    assert pickle.loads(old) is pv.Rank.ACE\n"
        "assert [w.category for w in caught] == [DeprecationWarning], caught"
    )
    assert result.returncode == 0, result.stderr
