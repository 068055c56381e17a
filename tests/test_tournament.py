"""Tournaments: levels by hands and by the clock, eliminations and places (ties by starting stack,
RULES.md 6b), prizes, deals, sit-outs blinded away, the log and the PHH it writes."""

from __future__ import annotations

import pickle
import random
from decimal import Decimal

import pytest

from pokervariants import ActionKind, Holdem, Razz, StudHigh, phh
from pokervariants.bots import CallingBot, RandomBot
from pokervariants.core import Action
from pokervariants.engine.hand import Hand
from pokervariants.session import Level, Mix, Session, SessionError, Tournament, levels_doubling


class AllIn:
    """Goes all in (or calls all in) at every decision: a tournament of these ends in a few hands."""

    def choose(self, hand: Hand, seat: int, rng: random.Random) -> Action:
        legal = hand.legal_actions()
        for kind in (ActionKind.RAISE, ActionKind.BET):
            for action in legal:
                if action.kind is kind:
                    return action.sized(action.most) if action.most is not None else action
        for kind in (ActionKind.CALL, ActionKind.CHECK):
            for action in legal:
                if action.kind is kind:
                    return action
        return legal[0]


def six(stack: int = 1500) -> dict[str, int]:
    return {f"P{i}": stack for i in range(1, 7)}


def test_levels_rise_by_hands_and_each_hand_plays_its_level() -> None:
    levels = (Level(blinds=(10, 20), hands=3), Level(blinds=(20, 40), ante=5, hands=3), Level(blinds=(50, 100), big_blind_ante=100))
    tournament = Tournament(Holdem(), players=six(10_000), levels=levels, seed=1)
    seen = []
    for hand in tournament:
        seen.append((tournament.level, hand.variant.blinds, hand.variant.ante, hand.variant.big_blind_ante, hand.variant.min_bet))
        while not hand.is_over:
            hand.act(CallingBot().choose(hand, hand.actor, random.Random(0)))  # type: ignore[arg-type]
        if tournament.hands_played == 8:
            break
    assert seen == [(1, (10, 20), 0, 0, 20)] * 3 + [(2, (20, 40), 5, 0, 40)] * 3 + [(3, (50, 100), 0, 100, 100)] * 2


def test_levels_by_the_clock_change_before_the_next_hand() -> None:
    levels = (Level(blinds=(10, 20), minutes=15), Level(blinds=(15, 30), minutes=15), Level(blinds=(25, 50), minutes=15), Level(blinds=(50, 100)))
    tournament = Tournament(Holdem(), players=six(), levels=levels, seed=2)
    hand = next(tournament)
    tournament.advance_clock(16)  # time runs out during the hand: the hand plays on at its level
    assert tournament.level == 1 and tournament.clock == 0
    while not hand.is_over:
        hand.act(CallingBot().choose(hand, hand.actor, random.Random(0)))  # type: ignore[arg-type]
    assert tournament.clock == 16
    hand = next(tournament)
    assert tournament.level == 2 and hand.variant.blinds == (15, 30)
    while not hand.is_over:
        hand.act(CallingBot().choose(hand, hand.actor, random.Random(0)))  # type: ignore[arg-type]
    tournament.advance_clock(Decimal("13.5"))  # 29.5 minutes: still level 2, which ends at 30
    hand = next(tournament)
    assert tournament.level == 2
    while not hand.is_over:
        hand.act(CallingBot().choose(hand, hand.actor, random.Random(0)))  # type: ignore[arg-type]
    tournament.advance_clock(20)  # 49.5: past level 3's end at 45 too
    hand = next(tournament)
    assert tournament.level == 4 and hand.variant.blinds == (50, 100)


def test_stud_levels_set_antes_bring_ins_and_limits() -> None:
    levels = (Level(ante=5, bring_in=10, small_bet=30, big_bet=60, hands=2), Level(ante=10, bring_in=20, small_bet=60, big_bet=120))
    tournament = Tournament(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), players=six(), levels=levels, seed=3)
    seen = []
    for hand in tournament:
        game = hand.variant
        seen.append((game.ante, game.bring_in, game.small_bet, game.big_bet))
        while not hand.is_over:
            hand.act(CallingBot().choose(hand, hand.actor, random.Random(0)))  # type: ignore[arg-type]
        if tournament.hands_played == 3:
            break
    assert seen == [(5, 10, 30, 60), (5, 10, 30, 60), (10, 20, 60, 120)]


def test_a_horse_tournament_gives_the_ante_to_the_stud_games_only() -> None:
    level = Level(blinds=(20, 40), ante=4, bring_in=12, small_bet=40, big_bet=80)
    tournament = Tournament(Mix.horse(hands=1), players=six(), levels=(level,), seed=4)
    games = []
    for hand in tournament:
        game = hand.variant
        games.append((type(game).__name__, getattr(game, "ante", None), getattr(game, "blinds", None), getattr(game, "small_bet", None) or game.betting.small_bet))  # type: ignore[attr-defined]
        while not hand.is_over:
            hand.act(CallingBot().choose(hand, hand.actor, random.Random(0)))  # type: ignore[arg-type]
        if tournament.hands_played == 5:
            break
    assert games == [
        ("Holdem", 0, (20, 40), 40), ("OmahaHiLo8", 0, (20, 40), 40),
        ("Razz", 4, None, 40), ("StudHigh", 4, None, 40), ("StudHiLo8", 4, None, 40),
    ]  # fmt: skip


def _first_seed_where(stacks: dict[str, int], won_by: str) -> Tournament:
    """A three-handed all-in tournament whose first hand ``won_by`` wins outright."""
    for seed in range(500):
        tournament = Tournament(Holdem(blinds=(1, 2)), players=stacks, levels=(Level(),), seed=seed, button=1, payouts=(50, 30, 21))
        tournament.play(AllIn(), seed=0, hands=1)
        if tournament.is_over and tournament.places.get(won_by) == 1:
            return tournament
    raise AssertionError("no seed found")


def test_players_busted_in_one_hand_finish_by_their_starting_stacks() -> None:
    tournament = _first_seed_where({"Ann": 100, "Bea": 200, "Cy": 300}, "Cy")
    assert tournament.places == {"Cy": 1, "Bea": 2, "Ann": 3}
    assert tournament.prizes == {"Cy": 50, "Bea": 30, "Ann": 21}


def test_equal_starting_stacks_share_the_places_and_their_prizes() -> None:
    tournament = _first_seed_where({"Ann": 100, "Bea": 100, "Cy": 300}, "Cy")
    assert tournament.places == {"Cy": 1, "Ann": 2, "Bea": 2}
    assert tournament.prizes == {"Cy": 50, "Ann": 26, "Bea": 25}  # 51 shared: the odd chip to the earlier seat


def test_a_tournament_plays_to_the_end_through_its_levels() -> None:
    levels = levels_doubling(small_blind=10, big_blind=20, levels=8, hands=8, ante_from=4)
    for seed in range(5):
        tournament = Tournament(Holdem(), players=six(), levels=levels, seed=seed, payouts=(50, 30, 20))
        total = []
        tournament.play(RandomBot(fold_weight=1.0), seed=seed, after=lambda hand: total.append(sum(hand.stacks)))
        assert tournament.is_over
        places = sorted(tournament.places.values())
        assert len(places) == 6 and places[0] == 1
        assert all(place == places.index(place) + 1 for place in places)  # a place shared by k players: the next k - 1 are theirs
        assert sum(tournament.prizes.values()) == 100
        assert set(total) == {9000}  # the chips of the hand's players; eliminated players have none
        winner = next(iter(tournament.places))
        assert tournament.stacks == {winner: 9000}
        with pytest.raises(SessionError):
            tournament.next_hand()


def test_a_player_sitting_out_is_dealt_in_and_blinded_away() -> None:
    tournament = Tournament(Holdem(), players={"Ann": 200, "Bea": 1000, "Cy": 1000}, levels=(Level(blinds=(25, 50)),), seed=5, button=1)
    tournament.sit_out("Ann")
    assert tournament.away == {"Ann"}
    seen = 0
    while "Ann" in tournament.stacks:
        tournament.play(CallingBot(), seed=0, hands=1)
        hand = tournament.hand
        assert hand is not None and "Ann" in tournament.seating
        ann = tournament.seating.index("Ann")
        assert all(e.action.kind in (ActionKind.CHECK, ActionKind.FOLD) for e in hand.events if getattr(e, "seat", None) == ann and hasattr(e, "action"))
        seen += 1
    assert tournament.places == {"Ann": 3} and seen > 3


def test_a_clock_level_and_a_sit_out_rebuild_from_the_log_and_the_tournament_pickles() -> None:
    levels = (Level(blinds=(10, 20), minutes=10), Level(blinds=(20, 40), minutes=10), Level(blinds=(40, 80)))
    tournament = Tournament(Holdem(), players=six(500), levels=levels, seed=8, payouts=(60, 40))
    rng = random.Random(3)
    bot = RandomBot()
    while not tournament.is_over:
        hand = next(tournament)
        if tournament.hands_played == 4:
            tournament.sit_out("P2")
        if tournament.hands_played == 9:
            tournament.sit_in("P2")
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
        tournament.advance_clock(3)
        if tournament.hands_played == 6:
            copied = pickle.loads(pickle.dumps(tournament))
            rebuilt = Tournament.rebuild(tournament.log)
            assert copied.stacks == rebuilt.stacks == tournament.stacks and rebuilt.level == tournament.level
    with pytest.raises(SessionError, match="Tournament.rebuild"):
        Session.rebuild(tournament.log)
    again = Tournament.rebuild(tournament.log)
    assert isinstance(again, Tournament)
    assert again.places == tournament.places and again.prizes == tournament.prizes and again.level == tournament.level
    assert again.clock == tournament.clock == 3 * tournament.hands_played


def test_a_deal_pays_out_the_prizes_left_exactly() -> None:
    for method in ("icm", "chip chop"):
        tournament = Tournament(Holdem(), players=six(), levels=(Level(blinds=(50, 100)),), seed=11, payouts=(Decimal("500.00"), Decimal("300.00"), Decimal("200.00")))
        tournament.play(RandomBot(fold_weight=2.0), seed=1, hands=1)
        while len(tournament.stacks) > 3:
            tournament.play(RandomBot(fold_weight=2.0), seed=tournament.hands_played, hands=1)
        left = dict(tournament.stacks)
        if len(left) < 3:
            continue
        paid = tournament.deal(method)
        assert sum(paid.values()) == Decimal("1000.00") - sum(tournament.prizes[name] for name in tournament.places if name not in left)
        assert tournament.is_over and set(tournament.places) == set(six())
        ordered = sorted(left, key=left.__getitem__, reverse=True)
        assert paid[ordered[0]] >= paid[ordered[-1]]
        with pytest.raises(SessionError):
            tournament.deal(method)


def test_the_tournament_writes_its_hands_with_levels_and_they_replay(tmp_path: object) -> None:
    from pathlib import Path

    tournament = Tournament(Holdem(), players=six(300), levels=levels_doubling(small_blind=10, big_blind=20, levels=4, hands=3), seed=6)
    tournament.play(RandomBot(), seed=2)
    path = Path(str(tmp_path)) / "sng.phhs"
    written = tournament.write(path, table="SNG 1")
    histories = phh.load_all(path)
    assert written == len(histories) == tournament.hands_played
    levels = [h["level"] for h in histories.values()]
    assert levels == sorted(levels) and levels[0] == 1 and levels[-1] == tournament.level
    for history in histories.values():
        assert history["table"] == "SNG 1" and history["seat_count"] == 10 and len(history["seats"]) == len(history["players"])
        replayed = phh.replay(history)
        assert list(replayed.stacks) == list(history["finishing_stacks"])


def test_bad_tournaments_are_refused() -> None:
    with pytest.raises(SessionError, match="non-empty"):
        Tournament(Holdem(), players=six(), levels=(), seed=1)
    with pytest.raises(SessionError, match="later levels"):
        Tournament(Holdem(), players=six(), levels=(Level(blinds=(1, 2)), Level(blinds=(2, 4))), seed=1)
    with pytest.raises(SessionError, match="prizes for 6 players"):
        Tournament(Holdem(), players=six(), levels=(Level(),), seed=1, payouts=(1,) * 7)
    with pytest.raises(SessionError, match="does not fit"):
        Tournament(StudHigh(ante=1, bring_in=2, small_bet=4, big_bet=8), players=six(), levels=(Level(bring_in=50, small_bet=10, big_bet=20),), seed=1)
    with pytest.raises(ValueError, match="hands or of minutes"):
        Level(hands=3, minutes=10)
    from pokervariants import Bailey

    with pytest.raises(SessionError, match="points"):
        Tournament(Bailey(), players={"Ann": 0, "Bea": 0}, levels=(Level(),), seed=1)
    tournament = Tournament(Holdem(), players=six(), levels=(Level(),), seed=1)
    for refused in (lambda: tournament.join("Dee", 100), lambda: tournament.leave("P1"), lambda: tournament.add_chips("P1", 10), lambda: tournament.advance_clock(0)):
        with pytest.raises(SessionError):
            refused()
    with pytest.raises(SessionError, match="Session.rebuild"):
        Tournament.rebuild(Session(Holdem(), players=six(), seed=1).log)
