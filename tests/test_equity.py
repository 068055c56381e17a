"""Equity: exact answers worked out by hand, Monte Carlo within its error, and the same result whatever runs it."""

from __future__ import annotations

import concurrent.futures
import itertools
import math
import random

import pytest

import pokervariants as pv
from pokervariants import Holding, equity

STUD = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
STUD8 = pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
RAZZ = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
BASEBALL = pv.Baseball(ante=1, small_bet=5, big_bet=10)

# Seventh street: seat 0 needs the ten of spades (a royal flush) to beat aces full; nothing else helps
# and seat 1 cannot improve past it (the fourth ace is in seat 0's hand). 40 cards unseen: 1 in 40.
ROYAL_DRAW = ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"]


def test_one_card_to_come_counted_by_hand() -> None:
    result = equity(STUD, ROYAL_DRAW)
    assert result.exact and result.trials == 40 * 39
    assert result.players[0].equity == pytest.approx(1 / 40)
    assert result.players[1].equity == pytest.approx(39 / 40)
    assert result.players[0].win == pytest.approx(1 / 40) and result.players[0].tie == 0
    assert result.players[0].standard_error == 0


def test_hi_lo_shares_counted_by_hand() -> None:
    # Seat 0 holds a made six-low and no high chance against kings full; seat 1 can never make a low.
    result = equity(STUD8, ["Ac2d/3h4s6cKd", "KhKs/KcQhQsJd"])
    zero, one = result.players
    assert zero.equity == pytest.approx(0.5) and one.equity == pytest.approx(0.5)
    assert [s.name for s in zero.shares] == ["high", "low"]
    assert zero.shares[1].win == pytest.approx(1.0) and zero.shares[1].equity == pytest.approx(0.5)
    assert one.shares[0].win == pytest.approx(1.0) and one.shares[0].equity == pytest.approx(0.5)
    assert zero.win == 0 and one.win == 0  # neither scoops


def test_a_made_wheel_in_razz_cannot_lose() -> None:
    result = equity(RAZZ, ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"])
    assert result.players[0].equity == 1.0 and result.players[1].equity == 0.0


def test_ties_split_the_pot() -> None:
    # Both hold the same straight to the ace in different suits; the board cards cannot pair or flush it all.
    result = equity(STUD, ["Ah2c/KdQsJc", "AdKc/QhJdTs"], dead="Th", samples=5_000, seed=3)
    assert sum(p.equity for p in result.players) == pytest.approx(1.0)
    assert result.players[0].tie > 0


def test_bailey_ties_win_nothing() -> None:
    result = equity(pv.Bailey(), ["/AsKsQs7c", "/AhKhQh7d"])  # one card each to come; equal hands tie
    zero, one = result.players
    assert result.exact
    assert zero.tie == one.tie > 0
    assert zero.equity + one.equity + zero.tie == pytest.approx(1.0)


def test_monte_carlo_lands_within_its_standard_error() -> None:
    exact = equity(STUD, ["AsKs/Qs", "AhAd/Ac"], dead="2c", exact=False, samples=1, seed=1)  # warm up tables
    exact = equity(STUD, ROYAL_DRAW, exact=True)
    sampled = equity(STUD, ROYAL_DRAW, exact=False, samples=20_000, seed=7)
    assert not sampled.exact and sampled.trials == 20_000
    for mc, truth in zip(sampled.players, exact.players):
        assert abs(mc.equity - truth.equity) < 4 * mc.standard_error
        assert mc.standard_error > 0
    bigger = equity(STUD, ["AsKs/Qs", "AhAd/Ac", "/9c"], samples=8_000, seed=3)
    assert not bigger.exact
    assert sum(p.equity for p in bigger.players) == pytest.approx(1.0)


def test_the_same_seed_gives_the_same_answer() -> None:
    one = equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=3_000, seed=11)
    two = equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=3_000, seed=11)
    other = equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=3_000, seed=12)
    assert one == two and one != other


def test_a_process_pool_gives_the_serial_answer() -> None:
    holdings = ["AsKs/Qs", "AhAd/Ac", "/9c"]
    serial = equity(STUD8, holdings, samples=4_000, seed=5, chunks=8)
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        pooled = equity(STUD8, holdings, samples=4_000, seed=5, chunks=8, executor=pool)
        exact_pooled = equity(STUD, ROYAL_DRAW, executor=pool)
    assert pooled == serial
    assert exact_pooled == equity(STUD, ROYAL_DRAW)


def test_a_dask_cluster_gives_the_serial_answer() -> None:
    distributed = pytest.importorskip("distributed")  # in the test extra: this always runs in CI
    holdings = ["Kc/Kd", "/4h/9s"]
    serial = equity(BASEBALL, holdings, samples=3_000, seed=9, chunks=6)
    arrays = ["AsKs/Qs", "AhAd/Ac"]  # the numpy path: sampled, with a range, and exact
    stud_serial = equity(STUD, arrays, samples=40_000, seed=9, chunks=6)
    ranged_serial = equity(pv.Holdem(), ["AsKs", "QQ+"], board="Qs 7s 2d", samples=40_000, seed=9, chunks=6)
    exact_serial = equity(STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], exact=True)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            executor = client.get_executor()
            clustered = equity(BASEBALL, holdings, samples=3_000, seed=9, chunks=6, executor=executor)
            stud = equity(STUD, arrays, samples=40_000, seed=9, chunks=6, executor=executor)
            ranged = equity(pv.Holdem(), ["AsKs", "QQ+"], board="Qs 7s 2d", samples=40_000, seed=9, chunks=6, executor=executor)
            exact = equity(STUD8, ["AsKs/2s3s4c5d", "AhAd/5h6h7h8c", "KcQc/JcTc9d8d"], exact=True, executor=executor)
    assert clustered == serial and clustered.method == ("numpy" if _has_numpy() else "engine")
    assert stud == stud_serial and ranged == ranged_serial and exact == exact_serial
    assert stud.method == ranged.method == exact.method == ("numpy" if _has_numpy() else "python")


def _has_numpy() -> bool:
    try:
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


def test_progress_reports_every_chunk() -> None:
    seen: list[tuple[int, int]] = []
    equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=600, seed=1, chunks=6, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(i, 6) for i in range(1, 7)]


def test_baseball_counts_wild_cards() -> None:
    wild = equity(BASEBALL, ["Kc/9s9h", "Qc/KdKh"], samples=4_000, seed=2)  # two wild nines showing
    assert wild.players[0].equity > 0.8


def _deal_with_hooks(game: pv.Baseball, card: pv.Card, face_up: bool, deck: list[pv.Card], held: list[pv.Card]) -> None:
    """Deal ``card`` to seat 0 of a table of ``game`` through the engine's hooks, extra cards from ``deck``."""
    from pokervariants.engine.table import Table

    table = Table(game, [100, 100], pv.Deck.stacked([card, *deck]))
    table.deal(0, face_up)
    held.extend([*table.up[0], *table.down[0]])


def test_an_extra_card_follows_a_face_up_four() -> None:
    deck = [pv.Card("7c"), pv.Card("8c")]
    held: list[pv.Card] = []
    _deal_with_hooks(BASEBALL, pv.Card("4h"), True, deck, held)
    assert held == [pv.Card("4h"), pv.Card("7c")]
    held = []
    _deal_with_hooks(BASEBALL, pv.Card("4h"), False, deck, held)
    assert held == [pv.Card("4h")]  # face down: nothing


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: equity(STUD, ["AsKs/Qs"]), ValueError, "at least two players"),
        (lambda: equity(STUD, ["AsKs/Qs", "AsQd/Jc"]), ValueError, "As appears twice: in seat 0 and in seat 1"),
        (lambda: equity(STUD, ["AsKs/Qs", "QdJd/Jc"], dead="Qs"), ValueError, "Qs appears twice: in seat 0 and in the dead cards"),
        (lambda: equity(STUD, ["AsKsQs7d/Qh", "QdJd/Jc"]), ValueError, "holds 4 down and 1 up, more than the game deals"),
        (lambda: equity(STUD, ["AsKs/Qs", "QdJd/Jc"], exact=False), ValueError, "Monte Carlo needs seed="),
        (lambda: equity(BASEBALL, ["As/Qs", "Qd/Jc"], exact=True), ValueError, "exact enumeration is not available"),
        (lambda: equity(STUD, ["As/Qs/7c", "Qd/Jc"]), ValueError, "no deal hooks"),
        (lambda: equity(STUD, ["AsKs/Qs", "QdJd/Jc"], seed=1, chunks=0), ValueError, "chunks must be a positive int"),
        (lambda: equity(STUD, ["AsKs/Qs", "QdJd/Jc"], samples=0, seed=1), ValueError, "samples must be a positive int"),
        (lambda: equity(STUD, ["AsKs/Qs", "QdJd/Jc/x/y"]), ValueError, "a holding is 'down/up'"),
        (lambda: equity(STUD, ["AsJk/Qs", "QdJd/Jc"]), ValueError, "Jk is not in this game's pack"),
        (lambda: equity(42, ["As/Qs", "Qd/Jc"]), TypeError, "equity needs a game"),
        # nine players: more than stud seats (eight, with a community card when the pack runs short, deal out)
        (lambda: equity(STUD, [f"/{r}c" for r in "23456789T"], seed=1), ValueError, "takes 2 to 8 players, got 9"),
    ],
)
def test_bad_input(call: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()  # type: ignore[operator]


def test_holdings_are_objects_or_text() -> None:
    as_text = equity(RAZZ, ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"])
    as_objects = equity(RAZZ, [Holding(down="Ac2d", up="3h4s5c6d"), Holding(down="KcKd", up="KhKs9c9d")])
    assert as_text == as_objects
    assert Holding.parse("AsKs").down == pv.parse_cards("As Ks")


def test_a_random_generator_may_be_the_seed() -> None:
    first = equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=500, seed=random.Random(4))
    second = equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=500, seed=random.Random(4))
    assert first == second


def test_an_unseen_extra_card_owed_for_a_face_up_four_is_dealt() -> None:
    # Seat 1's face-up 4 earned a face-down card nobody has seen: he holds five cards, not four.
    # Any king, jack, six, five or four pairs him, a wild 3 or 9 does more, and an ace beats ace-queen:
    # 26 of the 42 unseen cards win.
    result = equity(BASEBALL, ["2c/Ad7s8dQc", "Kc/4d5h6hJs"], samples=20_000, seed=1)
    assert abs(result.players[1].equity - 26 / 42) < 4 * result.players[1].standard_error
    with pytest.raises(ValueError, match="has 2 extra cards, but the player's cards earned 1"):
        equity(BASEBALL, ["2c/Ad7s8dQc", "Kc/4d5h6hJs/7c7d"], samples=100, seed=1)


def test_exact_results_do_not_depend_on_the_chunks() -> None:
    one = equity(STUD, ["Ah2c/KdQsJc", "AdKc/QhJdTs"], dead="Th", exact=True, chunks=1)
    many = equity(STUD, ["Ah2c/KdQsJc", "AdKc/QhJdTs"], dead="Th", exact=True, chunks=16)
    assert one == many and one.players[0].tie > 0


def test_exact_enumeration_refuses_what_would_never_finish() -> None:
    with pytest.raises(ValueError, match="exact enumeration would take .* deals"):
        equity(STUD, ["/", "/"], exact=True)


def test_eight_players_share_a_community_card_when_the_pack_runs_short() -> None:
    result = equity(STUD, [f"/{r}c" for r in "23456789"], samples=300, seed=4)
    assert result.trials == 300 and sum(p.equity for p in result.players) == pytest.approx(1.0)


class _SeesTheCards:
    """A phase of a game's own: it could set the state from what it sees, so equity must deal through the engine."""

    repeats = False
    seen = 0

    def run(self, table: object) -> None:
        type(self).seen += 1


class _StudWithAPhase(pv.StudHigh):
    def build_program(self) -> pv.engine.Program:
        program = super().build_program()
        return pv.engine.Program(setup=(*program.setup, _SeesTheCards()), streets=program.streets, finish=program.finish)


def test_a_game_with_a_phase_of_its_own_is_dealt_through_the_engine() -> None:
    game = _StudWithAPhase(ante=1, bring_in=2, small_bet=5, big_bet=10)
    spot = ["AsAd/AhKc8s9d", "QsQd/QhJc2d3h"]
    with pytest.raises(ValueError, match="phases of their own"):
        equity(game, spot, exact=True)
    before = _SeesTheCards.seen
    ours = equity(game, spot, samples=400, seed=3)
    assert _SeesTheCards.seen - before > 400  # the phase ran for every trial (and the probe)
    plain = equity(pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10), spot)  # exact: 2 cards each to come
    assert abs(ours.players[0].equity - plain.players[0].equity) < 4 * ours.players[0].standard_error + 1e-9


def _brute(rank: object, hands: list[list[pv.Card]], board: list[pv.Card], unseen: list[pv.Card], to_come: int) -> list[float]:
    """Each seat's equity by ranking every way the rest of the board can come (the reference)."""
    shares = [0.0] * len(hands)
    runs = list(itertools.combinations(unseen, to_come))
    for extra in runs:
        ranks = [rank(hand, [*board, *extra]) for hand in hands]  # type: ignore[operator]
        best = max(ranks)
        winners = [seat for seat, r in enumerate(ranks) if r == best]
        for seat in winners:
            shares[seat] += 1 / len(winners)
    return [s / len(runs) for s in shares]


@pytest.mark.parametrize(("holes", "board"), [(["AsKs", "QdQc"], "Qs7s2d"), (["AhAd", "7c8c", "KhQh"], "9c6cTh2s")])
def test_holdem_with_a_board_is_exact_against_every_runout(holes: list[str], board: str) -> None:
    hands, shown = [list(pv.parse_cards(h)) for h in holes], list(pv.parse_cards(board))
    unseen = [pv.Card(c) for c in range(52) if c not in {*shown, *(c for h in hands for c in h)}]
    truth = _brute(lambda hand, b: pv.rank_high([*hand, *b]), hands, shown, unseen, 5 - len(shown))
    result = equity(pv.Holdem(), holes, board=board)
    assert result.exact and result.trials == math.comb(len(unseen), 5 - len(shown))
    assert [p.equity for p in result.players] == pytest.approx(truth)


def test_omaha_with_a_board_plays_exactly_two_hole_cards() -> None:
    holes, board = ["AsKs2d3c", "QhQdJcTc"], "9s5s4h"  # seat 0's four spades need two from the board
    hands, shown = [list(pv.parse_cards(h)) for h in holes], list(pv.parse_cards(board))
    unseen = [pv.Card(c) for c in range(52) if c not in {*shown, *(c for h in hands for c in h)}]
    truth = _brute(lambda hand, b: pv.rank_omaha(hand, b), hands, shown, unseen, 2)
    result = equity(pv.Omaha(), holes, board=board)
    assert result.exact and [p.equity for p in result.players] == pytest.approx(truth)


def test_the_stud_community_card_is_ranked_in_every_hand() -> None:
    # Eight players on sixth street hold 48 cards: the last card is one community card from the 4 left
    # (2h Ac Qc Tc).
    holes = ["AsAd/AhKc8s9d", "QsQd/QhJc2d3h", "KsKd/Kh2c4d5h", "JsJd/Jh3c6d7h", "TsTd/Th4c5d6h",
             "9s9h/9c7d3d2s", "8d8h/8c6s7s3s", "7c6c/5c4s5s4h"]
    hands = [list(pv.parse_cards(h.replace("/", ""))) for h in holes]
    unseen = [pv.Card(c) for c in range(52) if c not in {c for h in hands for c in h}]
    truth = _brute(lambda hand, b: pv.rank_high([*hand, *b]), hands, [], unseen, 1)
    result = equity(STUD, holes)
    assert result.exact and result.trials == 4 and [p.equity for p in result.players] == pytest.approx(truth)


@pytest.mark.parametrize(
    ("game", "holdings", "board", "message"),
    [
        (pv.Holdem(), ["AsKs", "QdQc"], "As 7s 2d", "As appears twice"),
        (pv.Holdem(), ["AsKs", "QdQc"], "2c 3c 4c 5c 6c 7c", "the board holds 6 cards, but Texas Hold'em deals 5"),
        (STUD, ["AsKs/Qs", "AhAd/Ac"], "2c", "deals 0 to it"),
        (pv.ShortDeckHoldem(), ["AsKs", "QdQc"], "2c 7s 8d", "2c is not in this game's pack"),
    ],
)
def test_a_board_that_cannot_be_is_refused(game: object, holdings: list[str], board: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        equity(game, holdings, board=board, seed=1)
