"""Multi-table tournaments: the draw for seats, hand-for-hand rounds, tables balanced and broken by
the TDA's rules (the next big blind moved to the worst seat; a broken table's players drawn to
the shortest tables; a newcomer between the button and the small blind waits), eliminations
across tables ranked by starting stacks, chips conserved, the log rebuilding it, pickling, PHH."""

from __future__ import annotations

import pickle
import random
from collections.abc import Mapping
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokervariants import ActionKind, Holdem, NoLimit, Razz, phh
from pokervariants.bots import RandomBot, TightAggressiveBot
from pokervariants.core import Action
from pokervariants.engine.hand import Hand
from pokervariants.session import Level, Mix, Moved, MultiTableTournament, SessionError, levels_doubling
from pokervariants.session._button import seats_after

LEVELS = levels_doubling(small_blind=10, big_blind=20, levels=20, hands=6)


class AllIn:
    """Puts every chip in at each decision (raising all in, else calling)."""

    def choose(self, hand: Hand, seat: int, rng: random.Random) -> Action:
        legal = hand.legal_actions()
        for action in legal:
            if action.kind in (ActionKind.RAISE, ActionKind.BET):
                return action.sized(action.most) if action.most is not None else action
        return next((a for a in legal if a.kind in (ActionKind.CALL, ActionKind.CHECK)), legal[0])


class Folder:
    """Checks when it can, else folds."""

    def choose(self, hand: Hand, seat: int, rng: random.Random) -> Action:
        legal = hand.legal_actions()
        return next((a for a in legal if a.kind is ActionKind.CHECK), next((a for a in legal if a.kind is ActionKind.FOLD), legal[0]))


def play_hand(hand: Hand, seating: tuple[str, ...], bots: Mapping[str, AllIn | Folder]) -> None:
    rng = random.Random(0)
    while not hand.is_over:
        seat = hand.actor
        assert seat is not None
        hand.act(bots[seating[seat]].choose(hand, seat, rng))


def play_round(tournament: MultiTableTournament, bots: Mapping[str, AllIn | Folder]) -> list[tuple[int, tuple[str, ...], Hand]]:
    """One hand at every table: (table, the hand's players, the hand) for each."""
    dealt = []
    for _ in range(len(tournament.tables)):
        hand = tournament.next_hand()
        assert tournament.table is not None
        play_hand(hand, tournament.seating, bots)
        dealt.append((tournament.table, tournament.seating, hand))
    return dealt


def moves(tournament: MultiTableTournament, since: int = 0) -> list[Moved]:
    return [entry for entry in tournament.log[since:] if isinstance(entry, Moved)]


def big_blind_of(hand: Hand, seating: tuple[str, ...]) -> str:
    """The player who posted the hand's big blind (the largest forced bet)."""
    blinds = list(hand.variant.blinds)  # type: ignore[attr-defined]
    return seating[max(range(len(blinds)), key=blinds.__getitem__)]


def all_in_at(table: dict[str, int], count: int) -> dict[str, AllIn | Folder]:
    shovers = sorted(table)[:count]
    return {name: AllIn() for name in shovers}


def test_the_draw_seats_players_at_level_tables_and_it_plays_hand_for_hand() -> None:
    tournament = MultiTableTournament(Holdem(), players={f"P{i}": 1000 for i in range(14)}, table_size=6, seed=1, levels=LEVELS)
    tables = tournament.tables
    assert sorted(len(t) for t in tables.values()) == [4, 5, 5]
    assert sorted(name for t in tables.values() for name in t) == sorted(f"P{i}" for i in range(14))
    assert all(1 <= seat <= 6 for t in tables.values() for seat in t.values())
    bots = {name: Folder() for name in tournament.stacks}
    dealt = play_round(tournament, bots)
    assert [table for table, _, _ in dealt] == [1, 2, 3] and tournament.rounds == 1
    assert all(set(seating) == set(tables[table]) for table, seating, _ in dealt)
    tournament.next_hand()
    assert tournament.table == 1 and tournament.rounds == 2


def test_a_balance_moves_the_next_big_blind_to_the_worst_seat() -> None:
    for seed in range(40):
        tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i:02}": 1000 for i in range(12)}, table_size=6, seed=seed, levels=LEVELS)
        bots: dict[str, AllIn | Folder] = {name: Folder() for name in tournament.stacks}
        bots.update(all_in_at(tournament.tables[1], 3))  # three all in at table 1: two bust (unless they split)
        before = tournament.tables
        first = play_round(tournament, bots)
        if len(tournament.places) == 2:
            break
    else:
        pytest.fail("no seed busted two of three all in")
    (move,) = moves(tournament)
    assert (move.reason, move.source, move.table) == ("balance", 2, 1)
    assert sorted(len(t) for t in tournament.tables.values()) == [5, 5]
    # The player moved would have been table 2's big blind next: the first player round from its last one.
    positions = {table: hand for table, _, hand in first}
    big_2 = before[2][big_blind_of(positions[2], first[1][1])]
    assert move.name == next(name for seat in seats_after(big_2, 6) for name, s in before[2].items() if s == seat)
    # The seat taken is the first empty seat round from table 1's last big blind.
    big_1 = before[1][big_blind_of(positions[1], first[0][1])]
    kept = {seat for name, seat in before[1].items() if name in tournament.tables[1] and name != move.name}
    assert move.seat == next(seat for seat in seats_after(big_1, 6) if seat not in kept)
    assert tournament.tables[1][move.name] == move.seat
    second = play_round(tournament, bots)
    # Table 2's big blind goes on to the player after the one moved; the player moved is dealt in at once.
    following = next(name for seat in seats_after(before[2][move.name], 6) for name, s in tournament.tables[2].items() if s == seat)
    assert big_blind_of(second[1][2], second[1][1]) == following
    assert move.name in second[0][1]


def test_a_table_breaks_when_its_players_fit_the_others_and_they_fill_the_shortest() -> None:
    for seed in range(40):
        tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i:02}": 1000 for i in range(10)}, table_size=4, seed=seed, levels=LEVELS)
        assert sorted(len(t) for t in tournament.tables.values()) == [3, 3, 4]
        bots: dict[str, AllIn | Folder] = {name: Folder() for name in tournament.stacks}
        bots.update(all_in_at(tournament.tables[1], 3))
        breaking = tournament.tables[3]
        play_round(tournament, bots)
        if len(tournament.places) == 2:
            break
    else:
        pytest.fail("no seed busted two players")
    moved = moves(tournament)
    assert {m.name for m in moved if m.reason == "break"} == set(breaking) and all(m.source == 3 for m in moved if m.reason == "break")
    assert list(tournament.tables) == [1, 2]
    assert sorted(len(t) for t in tournament.tables.values()) == [4, 4]
    for move in moved:
        assert tournament.tables[move.table][move.name] == move.seat


PAYOUTS = (60, 30, 20, 10, 5, 4, 4, 3, 3, 2, 2, 1)


def one_bust_at_each_table(players: dict[str, int]) -> tuple[MultiTableTournament, dict[int, dict[str, int]]]:
    """A tournament of 12 at two tables whose first round busts one player at each (two all in at
    each table, the rest folding), the first seed that does; and its tables as they began."""
    for seed in range(60):
        tournament = MultiTableTournament(Holdem(betting=NoLimit()), players=players, table_size=6, seed=seed, levels=LEVELS, payouts=PAYOUTS)
        tables = tournament.tables
        bots: dict[str, AllIn | Folder] = {name: Folder() for name in players}
        bots.update(all_in_at(tables[1], 2))
        bots.update(all_in_at(tables[2], 2))
        play_round(tournament, bots)
        if len(tournament.places) == 2 and all(tables[n].keys() & tournament.places.keys() for n in (1, 2)):
            return tournament, tables
    pytest.fail("no seed busted one player at each table")


def test_players_busted_in_one_round_at_different_tables_with_equal_starts_share_places_and_prizes() -> None:
    tournament, tables = one_bust_at_each_table({f"P{i:02}": 1000 for i in range(12)})
    assert sorted(tournament.places.values()) == [11, 11]
    first = next(name for name in tournament.places if name in tables[1])
    assert {name: prize for name, prize in tournament.prizes.items()} == {first: 2, **{n: 1 for n in tournament.places if n != first}}  # places 11 and 12 pay 2 and 1: shared, the odd unit to table 1


def test_players_busted_in_one_round_at_different_tables_finish_by_their_starting_stacks() -> None:
    players = {f"P{i:02}": 1000 + 10 * i for i in range(12)}
    tournament, _ = one_bust_at_each_table(players)
    low, high = sorted(tournament.places, key=lambda name: players[name])
    assert tournament.places[low] == 12 and tournament.places[high] == 11
    assert tournament.prizes[low] == 1 and tournament.prizes[high] == 2


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    count=st.integers(7, 40), size=st.integers(3, 9), within=st.integers(1, 3), seed=st.integers(0, 2**32), tag=st.booleans(),
    stacks=st.lists(st.integers(100, 3000), min_size=40, max_size=40),
)  # fmt: skip
def test_chips_are_conserved_tables_stay_level_and_every_player_gets_a_place(count: int, size: int, within: int, seed: int, tag: bool, stacks: list[int]) -> None:
    payouts = (500, 300, 200, 100)
    players = {f"P{i}": stacks[i] for i in range(count)}
    tournament = MultiTableTournament(Holdem(betting=NoLimit()), players=players, table_size=size, seed=seed, levels=LEVELS, payouts=payouts, balance_within=within)
    bot: TightAggressiveBot | RandomBot = TightAggressiveBot() if tag else RandomBot(fold_weight=0.5)
    rng = random.Random(seed)
    for hand in tournament:
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
        if tournament.between_rounds:  # the tables as the next round deals them
            sizes = [len(t) for t in tournament.tables.values()]
            assert sum(tournament.stacks.values()) == sum(players.values())
            seated = [name for t in tournament.tables.values() for name in t]
            assert sorted(seated) == sorted(tournament.stacks) and (tournament.is_over or not set(seated) & set(tournament.places))
            assert all(len(set(t.values())) == len(t) and all(1 <= s <= size for s in t.values()) for t in tournament.tables.values())
            if sizes:
                assert (max(sizes) - min(sizes) <= within or tournament.is_over) and max(sizes) <= size and (min(sizes) > 1 or len(sizes) == 1)
                assert len(sizes) == max(1, -(-len(tournament.stacks) // size))
    assert tournament.is_over and sorted(tournament.places) == sorted(players)
    assert sum(tournament.prizes.values()) == sum(payouts[: min(len(payouts), count)])
    assert 1 in tournament.places.values() and tournament.tables.keys() <= {1}


def test_in_stud_a_seat_just_opened_is_filled_by_the_player_in_it_at_the_long_table_or_the_next() -> None:
    levels = tuple(Level(ante=2**i, bring_in=2 ** (i + 1), small_bet=5 * 2**i, big_bet=10 * 2**i, hands=5) for i in range(20))
    tournament = MultiTableTournament(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players={f"P{i}": 300 for i in range(26)}, table_size=8, seed=4, levels=levels)
    bot, rng = TightAggressiveBot(), random.Random(4)
    seen, logged, checked = tournament.tables, len(tournament.log), 0
    for hand in tournament:
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
        if not tournament.between_rounds:
            continue
        log = tournament.log
        balanced = [m for m in moves(tournament, logged) if m.reason == "balance"]
        if len(balanced) == 1 and all(m.reason == "balance" for m in moves(tournament, logged)):
            (move,) = balanced
            left = tournament.places.keys()
            opened = {seat for name, seat in seen[move.table].items() if name in left}
            if opened:  # a player of the short table busted this round: the seat filled is one of theirs
                assert move.seat in opened
            source = {seat: name for name, seat in seen[move.source].items() if name not in left}
            assert source[next(seat for seat in (move.seat, *seats_after(move.seat, 8)) if seat in source)] == move.name
            checked += 1
        seen, logged = tournament.tables, len(log)
    assert tournament.is_over and checked >= 2
    assert all(position is None for position in tournament.positions.values())


def test_the_log_rebuilds_it_and_a_pickled_tournament_plays_on_alike() -> None:
    tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i}": 800 for i in range(15)}, table_size=6, seed=9, levels=LEVELS, payouts=(100, 50))
    bot, rng = TightAggressiveBot(), random.Random(3)
    for _ in range(40):
        hand = tournament.next_hand()
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
    hand = tournament.next_hand()
    hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]  # mid-hand
    rebuilt = MultiTableTournament.rebuild(tournament.log)
    assert rebuilt.log == tournament.log and rebuilt.tables == tournament.tables and rebuilt.hand is not None
    assert rebuilt.hand.actions == hand.actions
    copy = pickle.loads(pickle.dumps(tournament))
    a, b = random.Random(5), random.Random(5)
    tournament.play(bot, seed=a)
    copy.play(bot, seed=b)
    assert tournament.is_over and copy.places == tournament.places and copy.log == tournament.log
    assert MultiTableTournament.rebuild(tournament.log).places == tournament.places
    with pytest.raises(SessionError, match="not this tournament's"):
        MultiTableTournament.rebuild([*tournament.log[:5], Moved(name="P1", source=3, table=1, seat=2, reason="balance"), *tournament.log[5:]])


def test_it_writes_each_hand_with_its_table_and_level(tmp_path: Path) -> None:
    tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i}": 500 for i in range(10)}, table_size=5, seed=2, levels=LEVELS)
    tournament.play(TightAggressiveBot(), seed=1, hands=12)
    histories = list(tournament.histories())
    assert [h["hand"] for h in histories] == list(range(1, 13))
    assert {h["table"] for h in histories[:2]} == {1, 2} and all(h["seat_count"] == 5 for h in histories)
    assert all(h["level"] == 1 + (i // 2) // 6 for i, h in enumerate(histories))
    for history in histories:
        assert set(history["players"]) <= set(tournament.places) | set(tournament.stacks)
        phh.replay(history)
    path = tmp_path / "mtt.phhs"
    assert tournament.write(path) == 12
    assert len(phh.load_all(path)) == 12


def test_the_clock_raises_every_table_from_the_next_round_and_a_player_away_is_blinded() -> None:
    levels = (Level(blinds=(10, 20), minutes=10), Level(blinds=(50, 100)))
    tournament = MultiTableTournament(Holdem(), players={f"P{i}": 1000 for i in range(8)}, table_size=4, seed=3, levels=levels)
    tournament.sit_out("P1")
    folder = {name: Folder() for name in tournament.stacks}
    hand = tournament.next_hand()
    tournament.advance_clock(12)  # during table 1's hand: the round plays on at level 1
    play_hand(hand, tournament.seating, folder)
    assert tournament.clock == 12 and tournament.level == 1
    hand = tournament.next_hand()
    assert hand.variant.blinds[-1] == 20  # type: ignore[attr-defined]
    play_hand(hand, tournament.seating, folder)
    hand = tournament.next_hand()
    assert tournament.level == 2 and hand.variant.blinds[-1] == 100  # type: ignore[attr-defined]
    assert tournament.away == {"P1"}
    tournament.play({name: AllIn() for name in tournament.stacks}, seed=1)
    assert tournament.is_over and len(tournament.places) == 8


def test_a_deal_ends_it_and_icm_values_the_stacks_left() -> None:
    tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i}": 1000 for i in range(12)}, table_size=6, seed=6, levels=LEVELS, payouts=(600, 300, 100))
    tournament.play(TightAggressiveBot(), seed=2, hands=30)
    left = tournament.stacks
    equity = tournament.icm()
    assert set(equity) == set(left) and sum(equity.values()) == 1000
    paid = tournament.deal("chip chop")
    assert sum(paid.values()) == 1000 - sum(tournament.prizes[name] for name in tournament.places if name not in left)
    assert tournament.is_over
    with pytest.raises(SessionError, match="over"):
        tournament.deal()


def test_a_mix_plays_at_every_table() -> None:
    levels = tuple(Level(blinds=(5 * 2**i, 10 * 2**i), bring_in=2 ** (i + 1), ante=2**i, small_bet=10 * 2**i, big_bet=20 * 2**i, hands=8) for i in range(20))
    tournament = MultiTableTournament(Mix.horse(small_bet=10, big_bet=20), players={f"P{i}": 600 for i in range(14)}, table_size=7, seed=8, levels=levels)
    games = set()
    tournament.play(TightAggressiveBot(), seed=3, after=lambda hand: games.add(hand.variant.name))
    assert tournament.is_over and len(games) == 5 and sum(1 for place in tournament.places.values() if place == 1) == 1


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"table_size": 2}, "table_size is 3 to"),
        ({"table_size": 11}, "table_size is 3 to"),
        ({"balance_within": 0}, "balance_within"),
        ({"players": {"Ann": 100}}, "two players or more"),
        ({"players": {"Ann": 100, "Bea": 0}}, "starts with chips"),
        ({"payouts": (10, 20)}, "go down"),
        ({"max_hands": 0}, "max_hands"),
        ({"button_rule": "sideways"}, "button_rule"),
    ],
)
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"players": {"Ann": 100, "Bea": 100, "Cy": 100}, "levels": LEVELS, "seed": 1, **options}
    with pytest.raises(SessionError, match=message):
        MultiTableTournament(Holdem(), **arguments)  # type: ignore[arg-type]


def test_a_hand_must_end_before_the_next_and_a_player_out_has_no_table() -> None:
    tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i}": 100 for i in range(6)}, table_size=3, seed=1, levels=LEVELS)
    tournament.next_hand()
    with pytest.raises(SessionError, match="not over"):
        tournament.next_hand()
    with pytest.raises(SessionError, match="no such player"):
        tournament.table_of("Zed")
    tournament.play({name: AllIn() for name in tournament.stacks}, seed=1)
    out = next(name for name, place in tournament.places.items() if place > 1)
    with pytest.raises(SessionError, match="out in place"):
        tournament.table_of(out)
    with pytest.raises(SessionError, match="over"):
        tournament.next_hand()


def test_a_player_come_to_a_table_is_dealt_in_at_once_except_between_the_button_and_the_small_blind() -> None:
    waited = dealt = 0
    for seed in range(8):
        tournament = MultiTableTournament(Holdem(betting=NoLimit()), players={f"P{i}": 1000 for i in range(30)}, table_size=9, seed=seed, levels=LEVELS)
        bot, rng = TightAggressiveBot(), random.Random(seed)
        arrived: dict[str, int] = {}  # a player moved, not yet dealt a hand at the new table: the seat
        logged = len(tournament.log)
        for hand in tournament:
            table = tournament.table
            assert table is not None
            positions = tournament.positions[table]
            assert positions is not None
            for name, seat in list(arrived.items()):
                if tournament.table_of(name) != table:
                    continue
                between = seat in seats_after(positions.button, 9)[: seats_after(positions.button, 9).index(positions.small_blind)]
                assert (name not in tournament.seating) == between, (name, seat, positions)
                if between:
                    waited += 1
                else:
                    dealt += 1
                    del arrived[name]
            while not hand.is_over:
                hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
            if tournament.between_rounds:
                log = tournament.log
                for move in moves(tournament, logged):
                    arrived[move.name] = move.seat
                arrived = {name: seat for name, seat in arrived.items() if name in tournament.stacks}
                logged = len(log)
    assert dealt > 20 and waited >= 1
