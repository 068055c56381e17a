"""Hold'em counted by symmetry (``equity._symmetric``) gives exactly what dealing every board gives,
and ranges grouped by renamings of suits give exactly what taking every fitting combination gives."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from pokervariants import Card, Holdem, ShortDeckHoldem
from pokervariants.equity import Holding, Range, equity
from pokervariants.equity import _arrays, _ranged, _spot, _symmetric
from pokervariants.equity._results import combine

np = pytest.importorskip("numpy")
HOLDEM = Holdem()


def _both(holdings: list[str], board: str, game: Holdem = HOLDEM) -> tuple[object, object]:
    """The spot counted by symmetry and enumerated deal by deal on the numpy path, as results."""
    held = _spot.holdings_of(game, holdings)
    spot = _spot.spot_of(game, held, board, (), True)
    counted = _symmetric.way_for(spot)
    dealt = _arrays.way_for(spot)
    assert not isinstance(counted, str) and not isinstance(dealt, str)
    by_symmetry = combine([counted.counts()], spot.shares, True)
    tallies = [chunk.counts() for chunk in dealt.chunks(1, None, 4, 1)]
    return by_symmetry, combine(tallies, spot.shares, True)


def _deal(rng: random.Random, players: int, board: int) -> tuple[list[str], str]:
    cards = [str(Card(c)) for c in rng.sample(range(52), 2 * players + board)]
    return ["".join(cards[2 * i : 2 * i + 2]) for i in range(players)], " ".join(cards[2 * players :])


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 6))
def test_three_cards_to_come_counted_as_dealt(seed: int, players: int) -> None:
    holdings, board = _deal(random.Random(seed), players, 2)
    counted, dealt = _both(holdings, board)
    assert counted == dealt


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_suited_hands_and_flush_boards_counted_as_dealt(seed: int) -> None:
    rng = random.Random(seed)
    suit = rng.randrange(4)
    ranks = rng.sample(range(13), 6)
    cards = [Card(r * 4 + suit) for r in ranks]  # two suited hands and a board of two of their suit
    holdings = [f"{cards[0]}{cards[1]}", f"{cards[2]}{cards[3]}"]
    counted, dealt = _both(holdings, f"{cards[4]} {cards[5]}")
    assert counted == dealt


@pytest.mark.parametrize(
    "holdings", [["AhKd", "QsQc"], ["AsKs", "QdQc", "7h6h"], ["2c2d", "AsKs", "JhTh", "9c8c"], ["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h"]]
)
def test_preflop_counted_as_dealt(holdings: list[str]) -> None:
    counted, dealt = _both(holdings, "")
    assert counted == dealt


def test_the_count_is_taken_only_where_it_holds() -> None:
    def why(game: object, holdings: list[str], board: str = "", exact: bool = True) -> object:
        held = _spot.holdings_of(game, holdings)  # type: ignore[arg-type]
        return _symmetric.way_for(_spot.spot_of(game, held, board, (), exact))  # type: ignore[arg-type]

    from pokervariants import Omaha

    assert not isinstance(why(HOLDEM, ["AsKs", "QdQc"]), str)
    assert isinstance(why(HOLDEM, ["AsKs", "QdQc"], "2c 3d 4h"), str)  # two cards to come: the lean path
    assert isinstance(why(HOLDEM, ["AsKs", ""], "2c 3d"), str)  # an unknown hand
    assert isinstance(why(Omaha(), ["AsKsQdJd", "7h7c6h6c"]), str)
    assert not isinstance(why(ShortDeckHoldem(), ["AsKs", "QdQc"]), str)
    assert equity(HOLDEM, ["AsKs", "QdQc"]).method == "numpy"


@pytest.mark.parametrize(("holdings", "board"), [(["AKs, QQ:0.5", "JJ-99"], ""), (["AhKd", "QQ+, AKs:0.25"], ""), (["AKs, 76s", "QQ, JTs"], "2c 7h")])
def test_ranges_grouped_by_suits_count_as_each_combination(holdings: list[str], board: str, monkeypatch: pytest.MonkeyPatch) -> None:
    grouped = equity(HOLDEM, holdings, board=board, exact=True)
    monkeypatch.setattr(_ranged, "_classes", lambda fitting, *args: dict(enumerate(fitting)))
    one_by_one = equity(HOLDEM, holdings, board=board, exact=True)
    assert grouped == one_by_one and grouped.exact


def test_ranges_preflop_as_the_issue_reports() -> None:
    result = equity(HOLDEM, ["QQ+, AKs", "JJ-99, AQs+"])
    assert result.exact and round(result.players[0].equity, 4) == 0.7312  # uniform over fitting pairs (OMPEval: 0.7508)


@pytest.mark.parametrize(
    ("holdings", "board"),
    [
        (["QQ+, AKs", "JJ-99, AQs+"], "2c 7h Td"),
        (["AhKd", "QQ+, AKs:0.25"], "2c 7h Td"),
        (["AKs:0.5, 76s, 22", "QQ, JTs", "AhQh"], "Qs 7s 2d"),
        (["AKs, KQo:0.75", "QQ+, 55"], "Qs 7s 2d 3h"),
        (["AA, KK", "QQ, JJ"], "Ah Kh Qh Jh"),
    ],
)
def test_ranges_counted_at_once_count_as_each_combination(holdings: list[str], board: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from pokervariants.equity import _runouts

    at_once = equity(HOLDEM, holdings, board=board, exact=True)
    monkeypatch.setattr(_runouts, "RUNOUT_CELLS", 0)
    one_by_one = equity(HOLDEM, holdings, board=board, exact=True)
    assert at_once == one_by_one and at_once.exact


@pytest.mark.parametrize(
    ("holdings", "board"),
    [
        (["QQ+, AKs", "JJ-99, AQs+"], "2c 7h Td"),  # rainbow: most runouts counted by kind
        (["TT+, A9s+", "AJo+:0.5, KQs, 98s"], "2h 7h Td"),  # two-tone
        (["AKs, AQs, KQs, 98s", "T9s, 76s, 55-33"], "2c 5h Ts"),  # suited combinations flushing on a rainbow flop
        (["QQ+", "7c7d"], "Ah Ad 8s"),  # a range's aces with the board's: sums past the rank table, never counted
        (["AA, KK, 88", "AKs, 88"], "8c 8d 2h"),
        (["AhKh, QhJh, 55, A5s:0.5", "ThTc, 9h8h, AsKs, 54s, KQs"], "2h 7h Td"),  # both seats flushing on one runout
        (["AKs, KQs, JJ-88", "QJs, T9s:0.5, 77-55, A5s"], "2h 7h Tc 3c"),  # a card to come: by rank, flushes in two suits
        (["AKs, KQs, JJ-88", "QJs, T9s, 77-55, A5s"], "2h 7d Tc 3s"),  # a rainbow turn: no flush
        (["AhKd", "22+, A2s+, K9s+, QTs+, ATo+:0.5"], "2h 7h Td"),  # a known hand, its cards gone from every runout
        (["AhKd", "random"], "9c 8c 2s"),
    ],
)
def test_heads_up_flop_counted_by_kind_as_runout_by_runout(holdings: list[str], board: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The runouts counted by kind and rank class (``_heads_up_by_kind``), their fitting
    combinations by inclusion-exclusion and the flushes corrected cell by cell, give what comparing
    runout by runout and fitting choice by fitting choice give."""
    from pokervariants.equity import _runouts

    monkeypatch.setattr(_runouts, "BY_KIND_PAIRS", 0)
    by_kind = equity(HOLDEM, holdings, board=board, exact=True)
    monkeypatch.setattr(_runouts, "BY_KIND_PAIRS", 10**9)
    runout_by_runout = equity(HOLDEM, holdings, board=board, exact=True)
    monkeypatch.setattr(_runouts, "RUNOUT_CELLS", 0)
    one_by_one = equity(HOLDEM, holdings, board=board, exact=True)
    assert by_kind == runout_by_runout == one_by_one and by_kind.exact


_RANKS = "23456789TJQKA"


def _random_range(rng: random.Random) -> str:
    """A range of one or two items (pairs, suited or offsuit hands, some weighted)."""
    items = []
    for _ in range(rng.randint(1, 2)):
        high, low = sorted(rng.sample(range(13), 2), reverse=True)
        kind = rng.choice(["pair", "pair+", "s", "o"])
        item = {"pair": _RANKS[high] * 2, "pair+": _RANKS[low] * 2 + "+", "s": _RANKS[high] + _RANKS[low] + "s", "o": _RANKS[high] + _RANKS[low] + "o"}[kind]
        items.append(item + (rng.choice(["", "", ":0.5", ":0.25"])))
    return ", ".join(items)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9))
def test_ranges_counted_every_way_alike(seed: int) -> None:
    """A hold'em spot of ranges with a card or two to come (boards often of one or two suits, now
    and then a known hand or a third seat) comes out the same counted at once by kind of runout,
    at once runout by runout, and fitting choice by fitting choice."""
    from pokervariants.equity import _runouts

    rng = random.Random(seed)
    deck = [str(Card(c)) for c in range(52)]
    suit = rng.randrange(4)
    suited = [c for c in range(52) if c & 3 == suit]
    board = rng.sample(suited, rng.choice([0, 2, 3])) if rng.random() < 0.5 else []
    board += rng.sample([c for c in range(52) if c not in board], rng.choice([3, 4]) - min(len(board), 3))
    board = board[:4]
    shown = " ".join(str(Card(c)) for c in board)
    seats = [_random_range(rng), _random_range(rng)]
    if rng.random() < 0.25:
        seats[0] = "".join(rng.sample([d for d in deck if d not in shown.split()], 2))
    if rng.random() < 0.15:
        seats.append(_random_range(rng))
    answers: list[object] = []
    kept = _runouts.BY_KIND_PAIRS, _runouts.RUNOUT_CELLS
    try:
        for by_kind, cells in ((0, kept[1]), (10**9, kept[1]), (kept[0], 0)):
            _runouts.BY_KIND_PAIRS, _runouts.RUNOUT_CELLS = by_kind, cells
            try:
                answers.append(equity(HOLDEM, seats, board=shown, exact=True))
            except ValueError as error:  # (ranges that never fit: refused alike every way)
                answers.append(str(error))
    finally:
        _runouts.BY_KIND_PAIRS, _runouts.RUNOUT_CELLS = kept
    if isinstance(answers[2], str) and answers[2].startswith("exact enumeration"):  # too many to go one by one
        answers.pop()
    assert all(answer == answers[0] for answer in answers)


def test_ranges_weighed_by_floats_count_alike_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Weights given as floats are fractions of huge denominators: the whole numbers they scale to
    would overflow the arrays' (and did: 0.072 for 0.239), so such a spot is counted one by one."""
    from pokervariants.equity import _runouts

    weighed = Holding(range=Range.of(["QsQc", "JsJc", "TsTc"], [0.1, 0.3, 0.7]))
    at_once = equity(HOLDEM, ["AhKd", weighed], board="2c 7h 9d", exact=True)
    monkeypatch.setattr(_runouts, "RUNOUT_CELLS", 0)
    one_by_one = equity(HOLDEM, ["AhKd", weighed], board="2c 7h 9d", exact=True)
    assert at_once == one_by_one and round(at_once.players[0].equity, 4) == 0.2394


def test_counts_kept_from_spot_to_spot_change_nothing() -> None:
    spots = [(["AhKd", "QsQc"], ""), (["AdKh", "QcQs"], ""), (["QQ+, AKs", "JJ-99, AQs+"], ""), (["AsKs", "QdQc", "7h6h"], "2c")]
    spots += [(["QQ+, AKs", "JJ-99, AQs+"], "2c 7h Td"), (["TT+, AQs+", "99-77, KQs"], "2c 7h Td"), (["AhKd", "QQ+"], "2c 7h Td")]  # one board's tables
    kept = [equity(HOLDEM, holdings, board=board) for holdings, board in spots]
    for (holdings, board), answer in zip(spots, kept):
        _symmetric.forget()
        assert equity(HOLDEM, holdings, board=board) == answer
    assert kept[0].players[0].equity == kept[1].players[0].equity  # the same spot with its suits renamed


# --- razz, counted by ranks -----------------------------------------------------------------------

RAZZ = __import__("pokervariants").Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)


def _razz_both(holdings: list[str]) -> tuple[object, object]:
    from pokervariants.equity import _choose, _ranks_only

    held = _spot.holdings_of(RAZZ, holdings)
    spot = _spot.spot_of(RAZZ, held, "", (), True)
    counted = _ranks_only.way_for(spot, _choose.COUNTED_MOST)
    dealt = _arrays.way_for(spot)
    assert not isinstance(counted, str) and not isinstance(dealt, str)
    return combine([counted.counts()], spot.shares, True), combine([chunk.counts() for chunk in dealt.chunks(1, None, 4, 1)], spot.shares, True)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([(2, 5), (3, 6), (2, 6), (4, 6)]))
def test_razz_counted_by_ranks_as_dealt(seed: int, shape: tuple[int, int]) -> None:
    players, held = shape  # players, and the cards each holds (two down, the rest up; seven in the end)
    rng = random.Random(seed)
    cards = [str(Card(c)) for c in rng.sample(range(52), players * held)]
    holdings = [f"{''.join(cards[i * held : i * held + 2])}/{''.join(cards[i * held + 2 : (i + 1) * held])}" for i in range(players)]
    counted, dealt = _razz_both(holdings)
    assert counted == dealt


def test_razz_third_street_is_exact_when_asked() -> None:
    result = equity(RAZZ, ["Ac2d/3h", "4s5s/6c"], exact=True)
    assert result.exact and result.trials == 18_265_297_050 and round(result.players[0].equity, 6) == 0.528586
    sampled = equity(RAZZ, ["Ac2d/3h", "4s5s/6c"], seed=1)  # left to itself: too many to count by default, sampled
    assert not sampled.exact and abs(sampled.players[0].equity - result.players[0].equity) <= 4 * sampled.players[0].standard_error
    assert equity(RAZZ, ["Ac2d/3h5c", "4s5s/6c7d"]).exact  # fourth street: counted by default
    with pytest.raises(ValueError, match="at most 50,000,000"):
        equity(RAZZ, ["Ac2d/3h", "4s5s/6c"], exact=True, backend="python")  # dealt one by one: refused


STUD = __import__("pokervariants").StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)


STUD8 = __import__("pokervariants").StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)


def _stud_spot(holdings: list[str], game: object = STUD) -> object:
    held = _spot.holdings_of(game, holdings)  # type: ignore[arg-type]
    return _spot.spot_of(game, held, "", (), True)  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([(2, 5), (2, 6), (3, 6), (4, 6)]), st.sampled_from([STUD, STUD8]))
def test_stud_high_without_a_possible_flush_counted_by_ranks_as_dealt(seed: int, shape: tuple[int, int], game: object) -> None:
    """Each player's known cards of every suit, with the cards still to come, fewer than five
    (stud, and stud hi/lo with its low by ranks alongside)."""
    from pokervariants.equity import _choose, _ranks_only

    players, held = shape
    rng = random.Random(seed)
    while True:
        cards = rng.sample(range(52), players * held)
        hands = [cards[i * held : (i + 1) * held] for i in range(players)]
        if all(sum(1 for c in hand if c & 3 == suit) + 7 - held < 5 for hand in hands for suit in range(4)):
            break
    holdings = [f"{''.join(str(Card(c)) for c in hand[:2])}/{''.join(str(Card(c)) for c in hand[2:])}" for hand in hands]
    spot = _stud_spot(holdings, game)
    counted = _ranks_only.way_for(spot, _choose.COUNTED_MOST)  # type: ignore[arg-type]
    dealt = _arrays.way_for(spot)  # type: ignore[arg-type]
    assert not isinstance(counted, str) and not isinstance(dealt, str)
    by_ranks = combine([counted.counts()], spot.shares, True)  # type: ignore[attr-defined]
    assert by_ranks == combine([chunk.counts() for chunk in dealt.chunks(1, None, 4, 1)], spot.shares, True)  # type: ignore[attr-defined]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([(2, 5), (3, 6), (4, 6)]), st.sampled_from([STUD, STUD8]), st.sampled_from([1, 2]))
@example(5923024, (4, 6), STUD, 2)  # a player four of a suit and a card to come, but the suit's other cards all held: no flush to count
def test_stud_with_possible_flushes_counted_as_dealt(seed: int, shape: tuple[int, int], game: object, flushing: int) -> None:
    """One or two players' known cards of a suit, with the cards to come, reach five (their flushes
    counted again by their exact cards of the suit, the two together where both flush); the
    others' cannot."""
    from pokervariants.equity import _choose, _ranks_only

    players, held = shape
    rng = random.Random(seed)
    while True:
        cards = list(range(52))
        hands = []
        for _ in range(flushing):  # (held - 2 of a suit at least: five with the cards to come)
            suit = rng.randrange(4)
            suited = rng.sample([c for c in cards if c & 3 == suit], rng.randint(max(held - 2, 2), min(held, 5)))
            hand = suited + rng.sample([c for c in cards if c not in suited], held - len(suited))
            cards = [c for c in cards if c not in hand]
            hands.append(hand)
        rest = rng.sample(cards, (players - flushing) * held)
        hands += [rest[i * held : (i + 1) * held] for i in range(players - flushing)]
        rng.shuffle(hands)
        if sum(any(sum(1 for c in hand if c & 3 == s) + 7 - held >= 5 for s in range(4)) for hand in hands) == flushing:
            break
    holdings = [f"{''.join(str(Card(c)) for c in hand[:2])}/{''.join(str(Card(c)) for c in hand[2:])}" for hand in hands]
    spot = _stud_spot(holdings, game)
    counted = _ranks_only.way_for(spot, _choose.COUNTED_MOST)  # type: ignore[arg-type]
    dealt = _arrays.way_for(spot)  # type: ignore[arg-type]
    assert not isinstance(dealt, str)
    if isinstance(counted, str):  # a spot of few deals: dealt
        assert "dealt" in counted and spot.ways < _ranks_only.FEW_DEALS[flushing]  # type: ignore[attr-defined]
        return
    by_ranks = combine([counted.counts()], spot.shares, True)  # type: ignore[attr-defined]
    assert by_ranks == combine([chunk.counts() for chunk in dealt.chunks(1, None, 4, 1)], spot.shares, True)  # type: ignore[attr-defined]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([(3, 6), (4, 6)]), st.sampled_from([STUD, STUD8]), st.sampled_from([3, 4]))
def test_stud_with_three_or_more_possible_flushes_counted_as_dealt(seed: int, shape: tuple[int, int], game: object, flushing: int) -> None:
    """Three or four players who could each make a flush, on sixth street (few enough deals to deal
    them here, and counted however few they are): every group of them counted again, as dealing
    every deal counts."""
    from pokervariants.equity import _choose, _ranks_only

    players, held = shape
    flushing = min(flushing, players)
    rng = random.Random(seed)
    hands: list[list[int]] = []
    while len(hands) < players:
        cards, hands = list(range(52)), []
        for _ in range(flushing):  # four of a suit or more: five with the card to come
            suit = rng.randrange(4)
            pool = [c for c in cards if c & 3 == suit]
            if len(pool) < 4:
                break
            suited = rng.sample(pool, rng.randint(4, min(5, len(pool))))
            hands.append(suited + rng.sample([c for c in cards if c not in suited], held - len(suited)))
            cards = [c for c in cards if c not in hands[-1]]
        if len(hands) == flushing:
            rest = rng.sample(cards, (players - flushing) * held)
            hands += [rest[i * held : (i + 1) * held] for i in range(players - flushing)]
    rng.shuffle(hands)
    holdings = [f"{''.join(str(Card(c)) for c in hand[:2])}/{''.join(str(Card(c)) for c in hand[2:])}" for hand in hands]
    spot = _stud_spot(holdings, game)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(_ranks_only, "FEW_DEALS", dict.fromkeys((1, 2, 3), 0))
        counted = _ranks_only.way_for(spot, _choose.COUNTED_MOST)  # type: ignore[arg-type]
    dealt = _arrays.way_for(spot)  # type: ignore[arg-type]
    assert not isinstance(counted, str) and not isinstance(dealt, str)
    by_ranks = combine([counted.counts()], spot.shares, True)
    assert by_ranks == combine([chunk.counts() for chunk in dealt.chunks(1, None, 4, 1)], spot.shares, True)  # type: ignore[attr-defined]


def test_stud_with_possible_flushes_is_exact_by_default() -> None:
    from pokervariants.equity import _choose, _ranks_only

    fifth = equity(STUD, ["AsKs/QsJc7s", "2c2d/9h9s3c"])  # the first can flush (three spades, two to come)
    assert fifth.exact and fifth.trials == 671_580
    fourth = equity(STUD, ["9s8s/7s6s", "AcAd/KhKs"])  # four spades to a straight flush on fourth street
    assert fourth.exact and fourth.trials == 141_181_040
    split = equity(STUD8, ["Ac2d/3h4s", "8h8d/KcQs"])  # hi/lo: the low by ranks alongside
    assert split.exact and split.trials == 141_181_040 and split.method == "numpy"
    both = equity(STUD, ["AsKs/Qs7d", "2c2d/9h3c"])  # both could flush: counted together where both do
    assert both.exact and both.trials == 141_181_040
    three = _stud_spot(["AsKs/QsJs2d3c", "2h3h/4h5h6c7d", "8d9d/TdJd8c9c"])  # three could flush, few deals: dealt
    assert "dealt" in _ranks_only.way_for(three, _choose.COUNTED_MOST)  # type: ignore[arg-type,operator]
    fifth = equity(STUD, ["AsKs/QsJd2s", "2h3h/4h5c6h", "8d9d/TdJc8c"], exact=True)  # three could: every group of them counted again
    assert fifth.exact and fifth.trials == 209_230_560 and fifth.method == "numpy"
    five = _stud_spot(["2s3s/4s5sAcKc", "6s7s/8s9sQcJc", "2h3h/4h5hTc9c", "6h7h/8h9h8c7c", "2d3d/4d5d6c5c"])  # five could: dealt
    assert "more than 4" in _ranks_only.way_for(five, _choose.COUNTED_MOST)  # type: ignore[arg-type,operator]


def test_stud_high_is_counted_by_ranks_only_where_no_flush_can_be_made() -> None:
    from pokervariants.equity import _choose, _ranks_only

    assert not isinstance(_ranks_only.way_for(_stud_spot(["AsKs/QsJc7s", "2c2d/9h9c3c"]), _choose.COUNTED_MOST), str)  # type: ignore[arg-type]  # two could
    assert not isinstance(_ranks_only.way_for(_stud_spot(["AsKs/QsJc7s", "2c2d/9h9s3c"]), _choose.COUNTED_MOST), str)  # type: ignore[arg-type]  # one could
    assert not isinstance(_ranks_only.way_for(_stud_spot(["AsKd/QhJc7s", "2c2d/9h9s3c"]), _choose.COUNTED_MOST), str)  # type: ignore[arg-type]
    fourth = equity(STUD, ["AsKd/QhJc", "2c2d/9h3s"])  # four suits each on fourth street: counted by default
    assert fourth.exact and fourth.trials == 141_181_040


def test_ranges_before_the_flop_are_not_counted_runout_by_runout(monkeypatch: pytest.MonkeyPatch) -> None:
    from pokervariants.equity import _runouts

    def refuse(*args: object) -> int:
        raise AssertionError("a preflop spot went runout by runout")

    monkeypatch.setattr(_runouts, "count", refuse)
    result = equity(HOLDEM, ["AKs:0.5", "QsQc"])  # one range of four combinations: a few runouts' worth of cells, but preflop
    assert result.exact and result.trials == 4 * 1_712_304


SHORT_DECK_CARDS = [c for c in range(52) if c >> 2 >= 4]  # the six to the ace


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 6), st.sampled_from([0, 1, 2]))
def test_short_deck_counted_as_dealt(seed: int, players: int, board: int) -> None:
    """Short deck's tables (a flush beats a full house, A-6-7-8-9 is a straight) in the same count."""
    rng = random.Random(seed)
    cards = [str(Card(c)) for c in rng.sample(SHORT_DECK_CARDS, 2 * players + board)]
    holdings = ["".join(cards[2 * i : 2 * i + 2]) for i in range(players)]
    counted, dealt = _both(holdings, " ".join(cards[2 * players :]), ShortDeckHoldem())
    assert counted == dealt


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9))
def test_short_deck_suited_hands_counted_as_dealt(seed: int) -> None:
    rng = random.Random(seed)
    suit = rng.randrange(4)
    ranks = rng.sample(range(4, 13), 6)
    cards = [Card(r * 4 + suit) for r in ranks]
    holdings = [f"{cards[0]}{cards[1]}", f"{cards[2]}{cards[3]}"]
    counted, dealt = _both(holdings, f"{cards[4]} {cards[5]}", ShortDeckHoldem())
    assert counted == dealt


def _close_suited(rng: random.Random, players: int, low: int) -> list[str]:
    """``players`` hands mostly of two suits and near ranks (straight flushes, one player's flush
    or several players' in one suit), no card twice."""
    cards: list[int] = []
    while len(cards) < 2 * players:
        rank = rng.randrange(low, 13)
        near = min(12, max(low, rank + rng.choice([-2, -1, 1, 2])))
        suit = rng.choice([0, 0, 1, rng.randrange(4)])
        pair = [rank * 4 + suit, near * 4 + (suit if rng.random() < 0.7 else rng.randrange(4))]
        if len(set(pair)) == 2 and not set(pair) & set(cards):
            cards += pair
    return ["".join(str(Card(c)) for c in cards[2 * i : 2 * i + 2]) for i in range(players)]


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 4))
def test_preflop_suited_hands_counted_as_dealt(seed: int, players: int) -> None:
    """Five cards to come: one player's flush counted by the board's ranks (the straight flushes put
    right), several players' board by board, as dealing every board counts them."""
    counted, dealt = _both(_close_suited(random.Random(seed), players, 0), "")
    assert counted == dealt


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10**9), st.integers(2, 3))
def test_short_deck_preflop_suited_hands_counted_as_dealt(seed: int, players: int) -> None:
    counted, dealt = _both(_close_suited(random.Random(seed), players, 4), "", ShortDeckHoldem())
    assert counted == dealt


def test_ranges_on_the_flop_count_alike_without_numpy() -> None:
    """Where numpy is missing, ranges with cards to come are enumerated deal by deal, to the same
    answer the arrays count."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "from pokervariants import Holdem\n"
        "from pokervariants.equity import equity\n"
        "r = equity(Holdem(), ['AhKd', 'QQ+, AKs:0.5'], board='2c 7h Td', exact=True)\n"
        "print(r.method, repr(r.players[0].equity), r.trials)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.split()
    counted = equity(HOLDEM, ["AhKd", "QQ+, AKs:0.5"], board="2c 7h Td", exact=True)
    assert out == ["python", repr(counted.players[0].equity), str(counted.trials)] and counted.method == "numpy"


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 6), st.integers(1, 3), st.data())
def test_a_tally_adds_one_share_as_its_definition_says(players: int, shares: int, data: st.DataObject) -> None:
    """A deal of one paid share, added ``times`` over: a lone winner wins and scoops it, several tie
    and each takes its part (a quarter of the pot counts as quartered), and every figure is the
    sum its definition gives."""
    from pokervariants.equity._results import Tally

    tally = Tally(players, shares)
    expected = {name: [0] * players for name in ("scoops", "tied", "total", "squares", "quartered")}
    wins = [[0] * shares for _ in range(players)]
    ties = [[0] * shares for _ in range(players)]
    pots = [[0] * shares for _ in range(players)]
    trials = 0
    for _ in range(data.draw(st.integers(1, 6))):
        share = data.draw(st.integers(0, shares - 1))
        winners = tuple(sorted(data.draw(st.sets(st.integers(0, players - 1), min_size=1))))
        times = data.draw(st.integers(1, 10**6))
        tally.add([(share, winners, True)], times)
        part = tally.scale // len(winners)
        trials += times
        for p in winners:
            (wins if len(winners) == 1 else ties)[p][share] += times
            pots[p][share] += part * times
            expected["total"][p] += part * times
            expected["squares"][p] += part * part * times
            expected["scoops" if len(winners) == 1 else "tied"][p] += times
            expected["quartered"][p] += times if len(winners) > 1 and 4 * part == tally.scale else 0
    assert (tally.trials, tally.wins, tally.ties, tally.shares) == (trials, wins, ties, pots)
    assert {name: getattr(tally, name) for name in expected} == expected
