"""Equity's numpy path (issue 17): exact results identical to the pure-Python path, sampled ones
within their error, the same on every executor, and games it cannot take handed to the pure path
with the reason said."""

from __future__ import annotations

import concurrent.futures
import math

import pytest

np = pytest.importorskip("numpy")

import pokervariants as pv  # noqa: E402
from pokervariants import (  # noqa: E402
    Badugi,
    Bailey,
    Baseball,
    DeuceToSevenSingleDraw,
    FiveCardDraw,
    Holdem,
    OmahaHiLo8,
    Razz,
    ShortDeckHoldem,
    StudHigh,
    StudHiLo8,
    equity,
)
from pokervariants.equity._arrays import _sample, split_patterns  # noqa: E402
from pokervariants.equity._omaha import omaha_rows as _omaha  # noqa: E402

STUD = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
RAZZ = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
STUD8 = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)

EXACT_SPOTS = [
    (RAZZ, ["Ac2d7c/3h4s5c9d", "QcJd2h/KhKs9c8d"], {}),  # seventh street: nothing left to deal
    (STUD, ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"], {}),
    (STUD, ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h", "7c7d/8s9sTh6c"], {}),
    (RAZZ, ["Ac2d/3h4s5c", "KcKd/KhKs9c"], {}),
    (STUD8, ["AsKs/2s3d4c", "AhAd/5c6c7d"], {}),
    (STUD8, ["Ac2c/3c4d5h6s", "AhKh/QhJhTh9c", "7c7d/8c8d9d9h"], {}),
    (Holdem(), ["AsKs", "QdQc"], {"board": "Qs 7s 2d"}),
    (Holdem(), ["AsKs", "QdQc", "7h7d"], {"board": "Qs 7s 2d 3c"}),
    (DeuceToSevenSingleDraw(), ["2c3d4h", "2s3h5c6d"], {}),
    (Badugi(), ["As2d3c", "4s5d6c7h"], {"dead": "Kd"}),
    (FiveCardDraw(), ["AsAdAc", "KsKdKc2h"], {}),
    (Bailey(), ["/AsKs2c3d", "/AhAdKh9c"], {}),
    (pv.Omaha(), ["AsKsQdJd", "7h7c6h6c"], {"board": "Qs 7s 2d"}),
    (ShortDeckHoldem(), ["AhKh", "KcKd"], {"board": "Qh9s6c"}),
    (OmahaHiLo8(), ["AsKs2c3d", "AhAdKhQh"], {"board": "5c6d7h"}),
    (pv.Omaha(hole_cards=6), ["AsKsQdJd2c3c", "7h7c6h6c9d9s"], {"board": "Qs 7s 2d 4h"}),
]


@pytest.mark.parametrize(("game", "holdings", "options"), EXACT_SPOTS, ids=lambda v: getattr(v, "name", None))
def test_exact_results_are_identical_on_both_paths(game: object, holdings: list[str], options: dict[str, str]) -> None:
    fast = equity(game, holdings, exact=True, backend="numpy", **options)
    pure = equity(game, holdings, exact=True, backend="python", **options)
    assert fast.method == "numpy" and pure.method == "python" and fast.reason == pure.reason == ""
    assert fast.trials == pure.trials and fast.exact and pure.exact
    assert fast.players == pure.players  # every figure, share by share, to the last digit


def test_monte_carlo_is_within_four_standard_errors_of_exact() -> None:
    for game, holdings, options in EXACT_SPOTS[:6]:
        exact = equity(game, holdings, exact=True, **options)
        sampled = equity(game, holdings, exact=False, samples=20_000, seed=7, backend="numpy", **options)
        assert sampled.method == "numpy" and not sampled.exact and sampled.trials == 20_000
        for got, want in zip(sampled.players, exact.players):
            assert abs(got.equity - want.equity) <= 4 * got.standard_error + 1e-9, (game, holdings)


def test_the_same_seed_gives_the_same_answer_on_every_executor() -> None:
    holdings = ["AsKs/Qs", "AhAd/Ac", "7c8c/9c"]
    here = equity(STUD, holdings, samples=40_000, seed=3, chunks=8)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        threads = equity(STUD, holdings, samples=40_000, seed=3, chunks=8, executor=pool)
    with concurrent.futures.ProcessPoolExecutor(2) as pool:
        processes = equity(STUD, holdings, samples=40_000, seed=3, chunks=8, executor=pool)
        exact = equity(STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], exact=True, executor=pool)
    assert here == threads == processes and here.method == "numpy"
    assert exact == equity(STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], exact=True, chunks=3)


@pytest.mark.parametrize(
    ("game", "holdings", "options", "reason"),
    [
        # seven players in the seven-card frame: the pack could run short (a community card), which depends on the extra cards
        (Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True), [f"{r}c/" for r in "AKQJT87"], {}, "deal depends on the cards"),
        (Baseball(ante=1, small_bet=5, big_bet=10, natural_beats_wild=True), ["As/Qs", "Qd/Jc"], {}, "HighRanker has no batch kernel"),
        # six players and a burn before each street: with two cards dead, a burn or a seventh card could be short
        (Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True, burn=True), [f"{r}c/" for r in "AKQJT8"], {"dead": "2c2d"}, "deal depends on the cards"),
        (Bailey(high_card_ties="three"), ["/AsKs2c", "/AhAdKh"], {}, "BaileyRanker has no batch kernel"),
    ],
    ids=["Baseball-seven-players", "Baseball-natural", "Baseball-burns", "Bailey-three"],
)
def test_games_the_arrays_cannot_take_go_the_pure_way_and_say_why(game: object, holdings: list[str], options: dict[str, str], reason: str) -> None:
    result = equity(game, holdings, samples=300, seed=1, **options)
    assert result.method in ("python", "engine") and reason in result.reason
    with pytest.raises(ValueError, match="cannot take this game"):
        equity(game, holdings, samples=300, seed=1, backend="numpy", **options)
    assert equity(game, holdings, samples=300, seed=1, backend="python", **options).reason == ""


def test_bad_backends_are_refused() -> None:
    with pytest.raises(ValueError, match="backend must be one of"):
        equity(STUD, ["AsKs/Qs", "AhAd/Ac"], seed=1, backend="rust")


def test_a_sample_is_uniform_and_its_split_between_groups_too() -> None:
    rng = np.random.default_rng(11)
    splits = np.array(split_patterns((1, 1)), dtype=np.intp)
    drawn = _sample(rng, 60_000, 4, 2, splits)
    assert (drawn[:, 0] != drawn[:, 1]).all()
    pairs, counts = np.unique(drawn[:, 0] * 4 + drawn[:, 1], return_counts=True)
    assert len(pairs) == 12  # every ordered pair of four positions...
    expected = 60_000 / 12
    chi2 = float(((counts - expected) ** 2 / expected).sum())
    assert chi2 < 40  # ...about equally often (11 degrees of freedom: 40 is far out in the tail)
    assert math.comb(8, 4) == len(split_patterns((4, 4)))


def test_the_result_says_how_it_was_made() -> None:
    result = equity(STUD, ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"])
    assert result.method == "numpy" and result.exact and result.reason == ""
    assert pv.EquityResult(result.players, result.trials, True).method == "python"  # the default for results made by hand


@pytest.mark.parametrize("backend", ["numpy", "python"])
def test_a_target_error_samples_in_rounds_until_it_is_reached(backend: str) -> None:
    from pokervariants.equity import ROUND_SAMPLES

    holdings = ["AsKs/Qs", "AhAd/Ac"]
    result = equity(STUD, holdings, seed=2, target_error=0.002, backend=backend)
    assert not result.exact and result.trials % ROUND_SAMPLES == 0 and result.trials >= ROUND_SAMPLES
    assert all(p.standard_error <= 0.002 for p in result.players)
    fewer = equity(STUD, holdings, seed=2, target_error=0.002, backend=backend, samples=ROUND_SAMPLES)
    assert fewer.trials == ROUND_SAMPLES  # samples caps the run
    if backend == "numpy":
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            assert equity(STUD, holdings, seed=2, target_error=0.002, executor=pool) == result
    small = equity(STUD, ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"], seed=2, target_error=0.002, backend=backend)
    assert small.exact  # small enough to enumerate: no error at all


def test_bad_target_errors_are_refused() -> None:
    for bad in (0, 1, -0.1, True, "0.01"):
        with pytest.raises(ValueError, match="target_error"):
            equity(STUD, ["AsKs/Qs", "AhAd/Ac"], seed=1, target_error=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not both"):
        equity(STUD, ["AsKs/Qs", "AhAd/Ac"], seed=1, target_error=0.01, exact=True)


# --- two-card ranges ----------------------------------------------------------------------------


def test_ranges_parse_in_the_usual_notation() -> None:
    from pokervariants.equity import is_range, parse_range

    sizes = {"AKs": 4, "AKo": 12, "AK": 16, "QQ": 6, "QQ+": 18, "A2s+": 48, "KTs+": 12, "JTs-76s": 20, "22-55": 24, "A2s-A5s": 16, "AsKd": 1}
    for text, count in sizes.items():
        assert len(parse_range(text)) == count, text
    assert len(parse_range("QQ+, aks, AKs")) == 22 and is_range("AKs") and not is_range("AsKs")
    for bad in ("AKx", "QQs", "JTs-75s", "AKs-QJo", "", "AsAs"):
        with pytest.raises(ValueError):
            parse_range(bad)


@pytest.mark.parametrize("backend", ["numpy", "python"])
def test_a_range_is_sampled_consistently_with_the_other_cards(backend: str) -> None:
    import itertools

    from pokervariants import Deck, parse_cards, rank_high
    from pokervariants.equity import parse_range

    board, mine = parse_cards("Qs 7s 2d"), parse_cards("As Ks")
    seen = {*board, *mine}
    combos = [c for c in parse_range("QQ+") if not set(c) & seen]  # nine: the queens, kings and aces left
    total = share = 0.0
    for combo in combos:  # the reference: every combination, every turn and river
        rest = [c for c in Deck.standard().cards if c not in seen and c not in combo]
        for turn_river in itertools.combinations(rest, 2):
            a, b = rank_high((*mine, *board, *turn_river)), rank_high((*combo, *board, *turn_river))
            total, share = total + 1, share + (1 if a > b else 0.5 if a == b else 0)
    result = equity(Holdem(), ["AsKs", "QQ+"], board=board, samples=40_000, seed=5, backend=backend, exact=False)
    assert not result.exact and result.method == backend
    assert abs(result.players[0].equity - share / total) <= 4 * result.players[0].standard_error
    exact = equity(Holdem(), ["AsKs", "QQ+"], board=board, backend=backend)  # small enough to enumerate: the same figure
    assert exact.exact and exact.trials == total and exact.players[0].equity == share / total


def test_ranges_that_cannot_be_dealt_are_refused() -> None:
    with pytest.raises(ValueError, match="more than 50,000,000 deals"):
        equity(Holdem(), ["AsKs", "random"], exact=True, backend="python")
    with pytest.raises(ValueError, match="no combination left"):
        equity(Holdem(), ["AsKs", "AKs"], board="Ah Ad Ac", seed=1, samples=100)
    with pytest.raises(ValueError, match="stands for the hole cards"):
        equity(STUD, ["AsKs/Qd", "QQ+"], seed=1, samples=100)
    with pytest.raises(ValueError, match="a range and known cards"):
        equity(Holdem(), ["AsKs", pv.Holding(down="Qd", range="QQ+")], seed=1, samples=100)


def test_the_omaha_kernel_agrees_with_the_scalar_rankings() -> None:
    import random

    rng = random.Random(3)
    for hole in (4, 5, 6):
        rows = [rng.sample(range(52), hole + 5) for _ in range(3000)]
        cards = np.array(rows)
        high, low = _omaha(cards[:, :hole], cards[:, hole:], eight=False), _omaha(cards[:, :hole], cards[:, hole:], eight=True)
        assert high.tolist() == [pv.rank_omaha(r[:hole], r[hole:]) for r in rows]
        assert low.tolist() == [pv.rank_omaha8(r[:hole], r[hole:]) for r in rows]


@pytest.mark.parametrize("hole", ["AsKsQdJd", "7h7c6h6c", "AsKsQsJs", "2c3d4h5s", "AsAhAdKs2c", "Ts9s8s7s6s5d"])
def test_the_known_hole_omaha_kernel_agrees_with_the_scalar_rankings(hole: str) -> None:
    import random

    from pokervariants.equity._omaha import omaha_known as _omaha_known

    held = [int(c) for c in pv.parse_cards(hole)]
    rest = [c for c in range(52) if c not in held]
    rng = random.Random(hole)
    boards = [rng.sample(rest, 5) for _ in range(1500)]
    spades = [c for c in rest if c & 3 == 3]
    boards += [rng.sample(spades, 3) + rng.sample([c for c in rest if c & 3 != 3], 2) for _ in range(500)]  # a flush is possible
    boards += [rng.sample(spades, 5) for _ in range(200)]
    board = np.array(boards)
    high, low = _omaha_known(tuple(held), board, eight=False), _omaha_known(tuple(held), board, eight=True)
    assert high.tolist() == [pv.rank_omaha(held, b) for b in boards]
    assert low.tolist() == [pv.rank_omaha8(held, b) for b in boards]


def test_the_short_deck_batch_ranking_agrees_with_the_scalar_one() -> None:
    import random

    rng = random.Random(4)
    for size in (5, 6, 7):
        rows = [rng.sample(range(16, 52), size) for _ in range(4000)]
        assert pv.rank_many(np.array(rows), "short_deck").tolist() == [pv.rank_short_deck(r) for r in rows]
    with pytest.raises(ValueError, match="row 1: rank_short_deck .* below the six"):
        pv.rank_many(np.array([[16, 20, 24, 28, 32], [0, 20, 24, 28, 32]]), "short_deck")


BASEBALL = Baseball(ante=1, small_bet=5, big_bet=10)


def _baseball_by_brute_force(holdings: list[str]) -> list[float]:
    """Exact Baseball equity when each seat is dealt one more face-up card (in seat order) or none:
    every card dealt in turn from the unseen ones, a face-up 4 (or one already showing whose extra
    card is not given) earning one more card at once, each path weighted by its chance."""
    held = [pv.Holding.parse(h) for h in holdings]
    rank = BASEBALL.rankers[0].rank
    seen = {c for h in held for c in h.cards}
    unseen = [pv.Card(c) for c in range(52) if c not in seen]
    to_come = [len(h.up) < 4 for h in held]
    owed = [max(0, sum(1 for c in h.up if c >> 2 == pv.Rank.FOUR) - len(h.extra)) for h in held]
    total = [0.0] * len(held)

    def extras(seat: int, count: int, deck: list[pv.Card], hands: list[tuple[pv.Card, ...]], chance: float) -> None:
        if not count:
            deal(seat + 1, deck, hands, chance)
            return
        for i, card in enumerate(deck):
            hand = [*hands]
            hand[seat] = (*hand[seat], card)
            extras(seat, count - 1, deck[:i] + deck[i + 1 :], hand, chance / len(deck))

    def deal(seat: int, deck: list[pv.Card], hands: list[tuple[pv.Card, ...]], chance: float) -> None:
        if seat == len(held):
            ranks = [rank(hand) for hand in hands]
            winners = [s for s, r in enumerate(ranks) if r == max(ranks)]
            for s in winners:
                total[s] += chance / len(winners)
            return
        if not to_come[seat]:
            extras(seat, owed[seat], deck, hands, chance)
            return
        for i, card in enumerate(deck):
            hand = [*hands]
            hand[seat] = (*hand[seat], card)
            extras(seat, owed[seat] + (card >> 2 == pv.Rank.FOUR), deck[:i] + deck[i + 1 :], hand, chance / len(deck))

    deal(0, unseen, [h.cards for h in held], 1.0)
    return total


@pytest.mark.parametrize(
    "holdings",
    [
        ["Qc/AdTs8d", "Kc/Jd5h6h"],  # fifth street to come for both: either may catch a 4 and its extra card
        ["2c/Ad7s8d", "Kc/4d5h6hJs"],  # seat 1's 4 showing earned a card nobody has seen
        ["Qc/AdTs8d", "Kc/Jd5h6h", "9s/6d4c7c2h"],  # three players, a wild 9 down, seat 2's 4 owed its card
    ],
    ids=["both-draw", "owed-extra", "three-way"],
)
def test_baseball_on_the_arrays_matches_brute_force(holdings: list[str]) -> None:
    # Two extra cards in one deal, shared out unevenly between seats, once missed these by several standard errors.
    result = equity(BASEBALL, holdings, samples=1_500_000, seed=5)
    assert result.method == "numpy" and not result.exact
    for got, want in zip(result.players, _baseball_by_brute_force(holdings)):
        assert abs(got.equity - want) <= 4 * got.standard_error


def test_hi_lo_results_count_scoops_and_quarters_alike_on_both_paths() -> None:
    holdings = ["Ac2d/3h4s5cKd", "As2s/3c4h5dQc"]  # two wheels: the low is always split, the high mostly
    arrays = equity(STUD8, holdings)
    pure = equity(STUD8, holdings, backend="python")
    assert arrays.method == "numpy" and arrays == pv.EquityResult(pure.players, pure.trials, True, method="numpy")
    for player in arrays.players:
        assert player.scoop == player.win == 0.0  # a split low: never the whole pot
        assert 0 < player.quartered < 1
        low = next(share for share in player.shares if share.name == "low")
        assert low.tie == 1.0 and low.equity == 0.25
    # each quartered deal is one where the other player won the high alone (three quarters)
    high_alone = [next(s for s in p.shares if s.name == "high").win for p in arrays.players]
    assert arrays.players[0].quartered == pytest.approx(high_alone[1]) and arrays.players[1].quartered == pytest.approx(high_alone[0])


def test_threads_share_out_a_large_run_and_change_nothing() -> None:
    holdings = ["AsKs/Qs", "AhAd/Ac", "7c8c/9c"]
    mine = equity(STUD, holdings, samples=300_000, seed=4, threads=1)
    shared = equity(STUD, holdings, samples=300_000, seed=4)  # one thread per core: the same chunks, the same sums
    assert shared == mine == equity(STUD, holdings, samples=300_000, seed=4, threads=3)
    assert equity(STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], exact=True, threads=2) == equity(STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], exact=True, threads=1)


@pytest.mark.parametrize("threads", [0, -1, 1.5, True, "2"])
def test_bad_thread_counts_are_refused(threads: object) -> None:
    with pytest.raises(ValueError, match="threads is a number of threads"):
        equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=100, seed=1, threads=threads)  # type: ignore[arg-type]


def test_threads_asked_for_are_used_on_small_runs_too_and_not_with_an_executor() -> None:
    import threading

    seen: set[str] = set()

    def progress(done: int, total: int) -> None:
        seen.add(threading.current_thread().name)

    holdings = ["AsKs/Qs", "AhAd/Ac"]
    small = equity(STUD, holdings, samples=20_000, seed=1, threads=2)
    assert small == equity(STUD, holdings, samples=20_000, seed=1)
    with pytest.raises(ValueError, match="threads or an executor, not both"):
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            equity(STUD, holdings, samples=100, seed=1, threads=2, executor=pool)
    equity(STUD, holdings, samples=20_000, seed=1, threads=2, progress=progress)
    assert seen == {threading.current_thread().name}  # progress is reported from the calling thread


def test_an_error_stops_the_threads_chunks_not_yet_started() -> None:
    started: list[int] = []

    def progress(done: int, total: int) -> None:
        started.append(done)
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=3_000_000, seed=1, chunks=64, threads=2, progress=progress)
    assert started == [1]


@pytest.mark.parametrize(
    ("game", "holdings", "options"),
    [
        (STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], {"exact": True}),  # (three can make a flush: dealt, not counted)
        (RAZZ, ["Ac2d/3h4s", "KcKd/Kh9c", "5s6s/Qs"], {"samples": 200_000, "seed": 3}),
        (Bailey(), ["/AsKs", "/AhAd2c"], {"samples": 40_000, "seed": 3}),
        (Badugi(), ["As2d3c", "4s5d6c7h", "Kh"], {"exact": True}),
    ],
    ids=["stud8-exact", "razz-sampled", "bailey-sampled", "badugi-exact"],
)
def test_ranking_by_lookup_table_changes_nothing(game: object, holdings: list[str], options: dict[str, object], monkeypatch: pytest.MonkeyPatch) -> None:
    from pokervariants.equity import _arrays as arrays

    made: list[object] = []
    real = arrays._lookup

    def counted(plan: object, deals: int) -> object:
        tables = real(plan, deals)  # type: ignore[arg-type]
        made.append(tables)
        return tables

    monkeypatch.setattr(arrays, "_lookup", counted)
    by_table = equity(game, holdings, threads=1, **options)  # type: ignore[arg-type]
    assert any(t is not None for t in made), "the spot should be ranked by table"
    monkeypatch.setattr(arrays, "_lookup", lambda plan, deals: None)
    ranked = equity(game, holdings, threads=1, **options)  # type: ignore[arg-type]
    assert by_table == ranked  # the same deals from the same seed, ranked alike: the very same tallies
