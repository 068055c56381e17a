"""Equity's lean path for small exact enumerations (issue 17): every figure the same as one deal at a
time and as the numpy path's blocks, for every family of game, and the set-up it keeps from call to
call changing no answer."""

from __future__ import annotations

import concurrent.futures
import sys
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy")

import pokervariants as pv  # noqa: E402
from pokervariants import equity  # noqa: E402
from pokervariants.ranking import HighRanker, LowRanker  # noqa: E402

STUD = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
RAZZ = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
STUD8 = pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)


class WildStud(pv.StudHigh):
    """Stud with deuces wild: a ranking the key sums do not take (the kernels rank it)."""

    rankers: ClassVar[tuple[Any, ...]] = (HighRanker(wild="2"),)


class JokerStud(pv.StudHigh):
    """Stud with a joker in the pack (always wild in a high hand)."""

    jokers: ClassVar[int] = 1


class HighLowStud(pv.StudHigh):
    """Stud whose pot splits between the best high and the best ace-to-five low, qualifying or not."""

    rankers: ClassVar[tuple[Any, ...]] = (HighRanker(), LowRanker())


SMALL_SPOTS = [
    # hold'em: the flop, the turn, the river (one deal), dead cards, an unknown hand, many players
    (pv.Holdem(), ["AsKs", "QdQc", "7h6h"], {"board": "Qs 7s 2d"}),
    (pv.Holdem(), ["AsKs", "QdQc"], {"board": "Qs 7s 2d"}),
    (pv.Holdem(), ["AsKs", "QdQc", "7h6h"], {"board": "Qs 7s 2d 3c"}),
    (pv.Holdem(), ["AsKs", "QdQc", "7h6h"], {"board": "Qs 7s 2d 3c 4h"}),
    (pv.Holdem(), ["AhKh", "AdKd"], {"board": "Qh Jh 2d", "dead": "Th 3h 4h"}),
    (pv.Holdem(), ["AsKs", ""], {"board": "Qs 7s 2d 3c 4h"}),
    (pv.Holdem(), ["AsKs", "QdQc", "7h6h", "9c9d", "2s2h", "JhTh", "8c7c", "5d4d", "AcKc"], {"board": "Qs 7s 2d 3c"}),
    (pv.Holdem(), ["AsKs", "QdQc"], {"board": "Qs 7s 2s 3c"}),  # the turn, a flush to come for one
    (pv.Holdem(), ["AhKh", "AdKd"], {"board": "Qh Jh Th 9h"}),  # straight flushes to come
    (pv.ShortDeckHoldem(), ["AhKh", "KcKd", "9h8h"], {"board": "Qh9s6c"}),
    # Omaha and Omaha hi/lo (the numpy path's own kernels), nine-handed hi/lo too (18 bits a deal)
    (pv.Omaha(), ["AsKsQdJd", "7h7c6h6c"], {"board": "Qs 7s 2d 3c"}),
    (pv.Omaha(), ["AsKsQdJd", "7h7c6h6c"], {"board": "Qs 7s 2d"}),
    (pv.OmahaHiLo8(), ["AsKs2c3d", "AhAdKhQh", "4c5c6d7d"], {"board": "5h6h8s"}),
    (pv.OmahaHiLo8(), ["AsKs2c3d", "AhAdKhQh", "4c5c6d7d", "9c9dTcTd", "JsJhQsQc", "8c8d8h8s", "2d2h3h3s", "4h4s5d5s", "6s7s9s9h"], {"board": "5h6h7c Kd"}),
    # stud, razz and stud hi/lo with the river to come, seventh street (nothing to come), dead cards
    (STUD, ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"], {}),
    (STUD, ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"], {"dead": "Ts 9s 8s"}),
    (STUD, ["AsKsTs/QsJs2d3c", "AhAd5h/AcKdKc4h"], {}),
    (RAZZ, ["As2s/QsJs3d4c", "AhAd/AcKdKc4h"], {}),
    (STUD8, ["As2s/QsJs3d4c", "AhAd/AcKdKc4h"], {}),
    (STUD8, ["Ac2c8h/3c4d5h6s", "AhKh2h/QhJhTh9c", "7c7d/8c8d9d9h"], {}),
    (HighLowStud(ante=1, bring_in=2, small_bet=5, big_bet=10), ["As2s/QsJs3d4c", "AhAd/AcKdKc4h"], {}),
    # wild cards and jokers: ranked by the kernels
    (WildStud(ante=1, bring_in=2, small_bet=5, big_bet=10), ["As2s/QsJs3d4c", "AhAd/AcKdKc4h"], {}),
    (JokerStud(ante=1, bring_in=2, small_bet=5, big_bet=10), ["AsJk/QsJs3d4c", "AhAd/AcKdKc4h"], {}),
    # draw games, Bailey's Poker (a tie wins nothing)
    (pv.DeuceToSevenSingleDraw(), ["2c3d4h7s", "2s3h5c6d"], {}),
    (pv.FiveCardDraw(), ["AsAdAcKh", "KsKdKc2h"], {"dead": "Ah"}),
    (pv.Badugi(), ["As2d3c", "4s5d6c7h"], {"dead": "Kd"}),
    (pv.Bailey(), ["/AsKs2c3d", "/AhAdKh9c"], {}),
    (pv.Bailey(), ["/AsKsQs7c", "/AhKhQh7d"], {}),
    # a handful of hands, ranked one by one: rivers, seventh street, a wild card, a joker
    (pv.Omaha(), ["AsKsQdJd", "7h7c6h6c", "8cTc4d5d"], {"board": "Qs 7s 2d 3c 9s"}),
    (pv.OmahaHiLo8(), ["AsKs2c3d", "AhAdKhQh"], {"board": "5h6h8s Kd 4c"}),
    (RAZZ, ["Ac2d7c/3h4s5c9d", "QcJd/KhKs9c8d"], {}),
    (STUD8, ["Ac2d7c/3h4s5c9d", "QcJd8h/KhKs9c8d"], {}),
    (WildStud(ante=1, bring_in=2, small_bet=5, big_bet=10), ["As2sTd/QsJs3d4c", "AhAd9h/AcKdKc4h"], {}),
    (JokerStud(ante=1, bring_in=2, small_bet=5, big_bet=10), ["AsJkTd/QsJs3d4c", "AhAd9h/AcKdKc4h"], {}),
    (pv.Badugi(), ["As2d3c4h", "4s5d6c"], {"dead": " ".join(str(pv.Card(c)) for c in range(52) if str(pv.Card(c)) not in "As2d3c4h4s5d6c7h8h9hThJh")}),
]


def _ids(value: object) -> str | None:
    return getattr(value, "name", None)


@pytest.mark.parametrize(("game", "holdings", "options"), SMALL_SPOTS, ids=_ids)
def test_the_lean_path_gives_every_figure_of_one_deal_at_a_time(game: Any, holdings: list[str], options: dict[str, str]) -> None:
    from pokervariants.equity._small import SMALL_DEALS

    lean = equity(game, holdings, exact=True, **options)
    pure = equity(game, holdings, exact=True, backend="python", **options)
    assert lean.method == "numpy" and lean.reason == "" and lean.exact
    assert lean.trials == pure.trials <= SMALL_DEALS
    assert lean.players == pure.players  # every figure, share by share, to the last digit


@pytest.mark.parametrize(("game", "holdings", "options"), SMALL_SPOTS[::3], ids=_ids)
def test_the_lean_path_gives_the_blocks_answer(game: Any, holdings: list[str], options: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    small = pytest.importorskip("pokervariants.equity._small")
    lean = equity(game, holdings, exact=True, **options)
    monkeypatch.setattr(small, "SMALL_DEALS", 0)  # no spot is small: the numpy path's blocks
    assert equity(game, holdings, exact=True, **options) == lean


def test_a_small_spot_beside_an_executor_is_answered_here() -> None:
    game, holdings, spot = pv.Holdem(), ["AsKs", "QdQc", "7h6h"], {"board": "Qs 7s 2d"}

    class Counting(concurrent.futures.ThreadPoolExecutor):
        sent = 0

        def submit(self, *args: Any, **kwargs: Any) -> concurrent.futures.Future[Any]:
            Counting.sent += 1
            return super().submit(*args, **kwargs)

    with Counting(1) as pool:
        assert equity(game, holdings, executor=pool, **spot) == equity(game, holdings, **spot)
        assert Counting.sent == 0  # sending the spot out would cost more than working it out
        equity(game, holdings, samples=5_000, seed=1, exact=False, executor=pool)  # a sampled run still goes out
        assert Counting.sent > 0


@pytest.mark.parametrize(("scalar_hands", "card_hands"), [(0, 0), (100_000, 0), (0, 100_000)], ids=["arrays", "one by one", "card by card"])
def test_the_arrays_and_the_scalar_functions_agree_on_every_spot(scalar_hands: int, card_hands: int, monkeypatch: pytest.MonkeyPatch) -> None:
    small = pytest.importorskip("pokervariants.equity._small")
    answers = [equity(game, holdings, exact=True, **options) for game, holdings, options in SMALL_SPOTS]
    # every spot by arrays; every spot one by one; every high hand's board card to come card by card
    monkeypatch.setattr(small, "SCALAR_HANDS", scalar_hands)
    monkeypatch.setattr(small, "CARD_HANDS", card_hands)
    small._recipe.cache_clear()
    try:
        for (game, holdings, options), answer in zip(SMALL_SPOTS, answers):
            assert equity(game, holdings, exact=True, **options) == answer, (game.name, holdings)
    finally:
        small._recipe.cache_clear()


@pytest.mark.parametrize("spot", [SMALL_SPOTS[0], next(s for s in SMALL_SPOTS if s[0].name == pv.Omaha.name)], ids=["hold'em", "Omaha"])
def test_a_frame_too_large_to_keep_is_made_for_each_call(spot: tuple[Any, list[str], dict[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    game, holdings, options = spot
    kept = equity(game, holdings, exact=True, **options)
    small = sys.modules["pokervariants.equity._small"]
    made: list[object] = []
    make = small._make_frame
    monkeypatch.setattr(small, "_make_frame", lambda *args: made.append(args) or make(*args))
    monkeypatch.setattr(small, "FRAME_KEPT", 0)
    small._recipe.cache_clear()
    try:
        assert equity(game, holdings, exact=True, **options) == kept
        assert equity(game, holdings, exact=True, **options) == kept
        assert len(made) == 2  # the recipe is kept, its frame made afresh each time
    finally:
        small._recipe.cache_clear()


def test_progress_is_told_of_the_one_piece_of_work() -> None:
    calls: list[tuple[int, int]] = []
    equity(pv.Holdem(), ["AsKs", "QdQc"], board="Qs 7s 2d", progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 1)]


def test_what_is_kept_between_calls_changes_no_answer() -> None:
    # The same shape of spot (three hands of two, a flop) with other cards, and the first spot again.
    game = pv.Holdem()
    first = equity(game, ["AsKs", "QdQc", "7h6h"], board="Qs 7s 2d")
    other = equity(game, ["2c2d", "AhKh", "9s8s"], board="Th 7h 6d")
    assert other.players == equity(game, ["2c2d", "AhKh", "9s8s"], board="Th 7h 6d", backend="python").players
    assert equity(pv.Holdem(), ["AsKs", "QdQc", "7h6h"], board="Qs 7s 2d") == first  # an equal game: the same answer
    assert equity(game, [pv.Holding.parse("AsKs"), "QdQc", "7h6h"], board=pv.parse_cards("Qs 7s 2d")) == first


def test_mistakes_are_still_found_when_the_shape_is_known() -> None:
    game = pv.Holdem()
    equity(game, ["AsKs", "QdQc"], board="Qs 7s 2d")  # the shape is now kept
    with pytest.raises(ValueError, match="appears twice"):
        equity(game, ["AsKs", "QsQc"], board="Qs 7s 2d")
    with pytest.raises(ValueError, match="not in this game's pack"):
        equity(game, ["AsKs", "QdQc"], board=[50, 53, 3])
    with pytest.raises(ValueError, match="more than the game deals"):
        equity(game, ["AsKsKd", "QdQc"], board="Qs 7s 2d")
    with pytest.raises(ValueError, match="the board holds 6 cards"):
        equity(game, ["AsKs", "QdQc"], board="Qs 7s 2d 3c 4c 5c")


def test_the_quick_way_in_checks_what_the_usual_way_checks() -> None:
    game, spot = pv.Holdem(), {"board": "Qs 7s 2d"}
    equity(game, ["AsKs", "QdQc"], **spot)  # the shape is now kept
    with pytest.raises(ValueError, match="threads is a number of threads"):
        equity(game, ["AsKs", "QdQc"], threads=0, **spot)
    with pytest.raises(ValueError, match="backend must be one of"):
        equity(game, ["AsKs", "QdQc"], backend="rust", **spot)
    with concurrent.futures.ThreadPoolExecutor(1) as pool, pytest.raises(ValueError, match="not both"):
        equity(game, ["AsKs", "QdQc"], threads=2, executor=pool, **spot)
    chosen = equity(game, ["AsKs", "QdQc"], **spot)  # exact left to the size
    assert chosen.exact and chosen.method == "numpy" and chosen == equity(game, ["AsKs", "QdQc"], exact=True, threads=1, **spot)
    assert equity(game, ["AsKs", "QdQc"], backend="python", **spot).players == chosen.players


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from([pv.Omaha(), pv.OmahaHiLo8()]), st.sampled_from([3, 4]), st.sampled_from([2, 3]))
def test_omaha_on_the_flop_and_turn_as_one_deal_at_a_time(rng: Any, game: Any, shown: int, players: int) -> None:
    """The lean path looks flushes up only in the suits the board can still make three of: every
    figure the same as one deal at a time, boards of one suit or two included."""
    from pokervariants import Card

    suit = rng.randrange(4)
    cards = rng.sample([c for c in range(52) if c & 3 == suit], rng.choice([0, 2, 3]))
    cards += rng.sample([c for c in range(52) if c not in cards], shown + 4 * players)
    board, rest = cards[:shown], cards[shown:]
    holdings = ["".join(str(Card(c)) for c in rest[4 * p : 4 * p + 4]) for p in range(players)]
    spaced = " ".join(str(Card(c)) for c in board)
    lean = equity(game, holdings, board=spaced, exact=True)
    assert lean.method == "numpy"
    assert lean.players == equity(game, holdings, board=spaced, exact=True, backend="python").players
