"""Property-based bad input over the public API: arbitrary wrong types and values either work
correctly or raise ``ValueError``/``TypeError`` (never an internal ``KeyError``, ``IndexError``,
``AttributeError``, ``OverflowError`` or ``AssertionError``), with a short message, and a refused
call never changes a hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Action, ActionKind, Deck, Holding

JUNK = st.deferred(
    lambda: st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(min_value=-(10**40), max_value=10**40),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=30),
        st.binary(max_size=10),
        st.sampled_from(["As Kd", "AsAs", "Jk Jk Jk", "10h", "??", "", "fold", "raise", "tda", "five", "39"]),
        st.lists(st.integers(-100, 120), max_size=12),
        st.lists(st.sampled_from([None, 1.5, "As", -1, 53, 54, True]), max_size=8),
        st.tuples(st.integers(0, 60), st.integers(0, 60)),
        st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
        st.builds(object),
    )
)
"""Values of every kind, mostly wrong for whatever they are passed to."""

ALLOWED = (ValueError, TypeError)
STUD = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)


def calls_safely(function: Callable[..., object], *args: Any, **kwargs: Any) -> object:
    """Call ``function``; it may return or raise ValueError/TypeError with a short message, nothing else."""
    try:
        return function(*args, **kwargs)
    except ALLOWED as error:
        assert len(str(error)) < 1000, f"{len(str(error))}-character message"
        return error


@pytest.mark.parametrize(
    "function",
    [pv.Card, pv.parse_cards, pv.as_cards, Deck, Deck.stacked, Deck.shuffled, pv.parse_wild, Holding.parse, pv.find_variant,
     pv.rank_high, pv.rank_low, pv.rank_low8, pv.rank_bailey, pv.evaluate_high, pv.evaluate_low, pv.evaluate_low8, pv.evaluate_bailey],
    ids=lambda f: f.__qualname__,
)
@given(value=JUNK)
def test_one_argument_entry_points(function: Callable[..., object], value: object) -> None:
    calls_safely(function, value)


@pytest.mark.parametrize("function", [pv.rank_high, pv.rank_low, pv.rank_low8, pv.evaluate_high, pv.evaluate_low, pv.evaluate_low8], ids=lambda f: f.__name__)
@given(cards=st.lists(st.integers(0, 53), min_size=5, max_size=7, unique=True), wild=JUNK)
def test_wild_rules(function: Callable[..., object], cards: list[int], wild: object) -> None:
    calls_safely(function, cards, wild=wild)


@given(rows=JUNK, ranking=JUNK, wild=JUNK, backend=st.sampled_from(["auto", "python", "numpy", "gpu", None]))
@settings(max_examples=100)
def test_batch_entry_points(rows: object, ranking: object, wild: object, backend: object) -> None:
    calls_safely(pv.rank_many, rows, ranking, wild=wild, backend=backend)
    calls_safely(pv.rank_many, rows)
    calls_safely(pv.evaluate_many, rows, ranking)


@pytest.mark.parametrize("deal", [Deck.deal, Deck.peek])
@given(n=JUNK)
def test_deck_methods(deal: Callable[[Deck, object], object], n: object) -> None:
    deck = Deck.shuffled(seed=1)
    before = deck.cards
    if isinstance(calls_safely(deal, deck, n), Exception):
        assert deck.cards == before


GAME_CLASSES: list[type[Any]] = [pv.StudHigh, pv.Razz, pv.StudHiLo8, pv.Baseball, pv.Bailey]


@pytest.mark.parametrize("cls", GAME_CLASSES, ids=lambda c: c.__name__)
@given(data=st.data())
def test_game_options(cls: type[Any], data: st.DataObject) -> None:
    import attrs

    options = [a.name for a in attrs.fields(cls) if a.init]
    name = data.draw(st.sampled_from(options))
    base: dict[str, Any] = {} if cls is pv.Bailey else {"small_bet": 5, "big_bet": 10}
    if cls in (pv.StudHigh, pv.Razz, pv.StudHiLo8):
        base["bring_in"] = 2
    value = data.draw(JUNK)
    game = calls_safely(cls, **{**base, name: value})
    if not isinstance(game, Exception):  # accepted: the option holds a value of its declared kind
        held = getattr(game, name)
        assert not isinstance(held, float) and held == held


@pytest.mark.parametrize("game", [STUD, pv.Baseball(small_bet=5, big_bet=10), pv.Bailey(jokers=1)], ids=lambda g: g.name)
@given(stacks=JUNK, seed=JUNK, deck=JUNK)
@settings(max_examples=150)
def test_new_hand(game: Any, stacks: object, seed: object, deck: object) -> None:
    calls_safely(game.new_hand, stacks, seed=seed)
    calls_safely(game.new_hand, [20, 30, 40], seed=seed)
    calls_safely(game.new_hand, [20, 30, 40], deck=deck)


def snapshot(hand: Any) -> tuple[Any, ...]:
    seats = range(len(hand.starting_stacks))
    return (hand.events, hand.stacks, hand.actor, hand.legal_actions(), tuple(hand.cards(s) for s in seats), hand.is_over)


ACTIONS = st.builds(
    Action,
    st.sampled_from(list(ActionKind)),
    st.integers(-5, 60),
    st.lists(st.integers(0, 53), max_size=3).map(lambda c: tuple(pv.Card(x) for x in c)),
)


@pytest.mark.parametrize("game", [STUD, pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10), pv.Baseball(ante=1, small_bet=5, big_bet=10), pv.Bailey(jokers=2)], ids=lambda g: g.name)
@given(seed=st.integers(0, 2**32), moves=st.lists(st.one_of(ACTIONS, JUNK), max_size=40), junk=JUNK)
@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow])
def test_acting_on_a_hand(game: Any, seed: int, moves: list[object], junk: object) -> None:
    """Any action, legal or not, and any argument to a hand's methods: a refusal changes nothing."""
    hand = game.new_hand([0, 0, 0] if isinstance(game, pv.Bailey) else [30, 50, 80], seed=seed)
    rng = random.Random(seed)
    for move in moves:
        if hand.is_over:
            break
        before = snapshot(hand)
        outcome = calls_safely(hand.act, move)
        if isinstance(outcome, Exception):
            assert snapshot(hand) == before, f"refused {move!r} changed the hand"
            hand.act(rng.choice(hand.legal_actions()))  # play on
    for method in ("cards", "up_cards", "down_cards"):
        before = snapshot(hand)
        calls_safely(getattr(hand, method), junk)
        assert snapshot(hand) == before
    for method in ("bet", "raise_", "change", "exchange", "fold", "check", "call", "stand"):
        if not hand.is_over and hasattr(hand, method):
            before = snapshot(hand)
            args = (junk,) if method in ("bet", "raise_") else (junk, junk) if method in ("change", "exchange") else ()
            if isinstance(calls_safely(getattr(hand, method), *args), Exception):
                assert snapshot(hand) == before
    if not isinstance(game, pv.Bailey):
        assert sum(hand.stacks) + sum(p.amount for p in hand.pots) == 160


@given(holdings=JUNK, dead=JUNK, samples=st.one_of(JUNK, st.integers(1, 50)), exact=JUNK, chunks=st.one_of(JUNK, st.integers(1, 4)))
@settings(max_examples=100, deadline=None)
def test_equity_arguments(holdings: object, dead: object, samples: object, exact: object, chunks: object) -> None:
    game = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
    if isinstance(samples, int) and not isinstance(samples, bool) and samples > 1000:
        samples = 1000  # a valid but large request would only take time
    calls_safely(pv.equity, game, holdings, samples=20, seed=1)
    calls_safely(pv.equity, game, ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"], dead=dead, samples=20, seed=1)
    calls_safely(pv.equity, game, ["Ac2d/3h", "KcKd/Kh"], samples=samples, seed=1, exact=False, chunks=chunks)
    calls_safely(pv.equity, game, ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"], exact=exact)
    calls_safely(pv.equity, holdings, ["Ac2d/3h", "KcKd/Kh"], samples=20, seed=1)


@pytest.mark.filterwarnings("ignore:BaileyMatch:DeprecationWarning")  # the old name warns on every call, refused or not
@given(value=JUNK)
def test_match_and_registry(value: object) -> None:
    calls_safely(pv.BaileyMatch, game=pv.Bailey(), players=value, seed=1)
    calls_safely(pv.BaileyMatch, game=pv.Bailey(), players=2, seed=value)
    calls_safely(pv.BaileyMatch, game=pv.Bailey(), players=2, seed=1, max_hands=value)
    registry = pv.VariantRegistry(entry_points=False)
    calls_safely(registry.register, value)
    calls_safely(registry.find, value)
