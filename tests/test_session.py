"""Sessions: the same table hand after hand (stacks carried, the button moved, players coming and
going), mixed games by the orbit, the log that rebuilds a session, and a session pickled mid-hand."""

from __future__ import annotations

import pickle
import random
from decimal import Decimal

import pytest

import pokervariants as pv
from pokervariants.bots import RandomBot
from pokervariants.session import ButtonRule, Mix, PlayerStatus, Positions, Session, SessionError

BOT = RandomBot(fold_weight=0.3)


def play(hand: pv.Hand, rng: random.Random) -> None:
    while not hand.is_over:
        hand.act(BOT.choose(hand, hand.actor, rng))


def check_down(hand: pv.Hand) -> None:
    """Everyone checks or calls to the end."""
    while not hand.is_over:
        kinds = {a.kind: a for a in hand.legal_actions()}
        if pv.ActionKind.DRAW in kinds:
            hand.stand_pat()
            continue
        hand.act(next(kinds[k] for k in (pv.ActionKind.CHECK, pv.ActionKind.CALL, pv.ActionKind.BRING_IN, pv.ActionKind.SHOW) if k in kinds))


def four(**options: object) -> Session:
    return Session(pv.Holdem(blinds=(1, 2)), players={"Ann": 100, "Bea": 100, "Cy": 100, "Dee": 100}, button=1, seed=3, seat_count=6, **options)  # type: ignore[arg-type]


def test_the_button_and_blinds_move_and_stacks_carry_over() -> None:
    session = four()
    hand = next(session)
    assert session.seating == ("Bea", "Cy", "Dee", "Ann") and session.table_seats == (2, 3, 4, 1)
    assert hand.bets == (1, 2, 0, 0)
    check_down(hand)
    after = dict(session.stacks)
    assert sum(after.values()) == 400 and after != {"Ann": 100, "Bea": 100, "Cy": 100, "Dee": 100}
    hand = next(session)
    assert session.positions == Positions(button=2, small_blind=3, big_blind=4)
    assert hand.starting_stacks == tuple(after[name] for name in session.seating)


def test_a_big_blind_who_sits_out_leaves_a_dead_small_blind_and_owes_it() -> None:
    session = four()
    check_down(next(session))
    session.sit_out("Cy")  # the big blind
    hand = next(session)
    assert session.positions == Positions(button=2, small_blind=3, big_blind=4)
    assert session.seating == ("Dee", "Ann", "Bea")  # from the seat after the button; nobody posts the small blind
    assert hand.bets == (2, 0, 0) and hand.actor == 1
    check_down(hand)
    assert session.status("Cy") is PlayerStatus.SITTING_OUT
    session.sit_in("Cy")  # posting the small blind missed, dead
    hand = next(session)
    assert session.positions == Positions(button=3, small_blind=4, big_blind=1)
    assert session.seating == ("Dee", "Ann", "Bea", "Cy")
    assert hand.bets == (1, 2, 0, 0) and sum(p.amount for p in hand.pots) == 4  # the blinds and the dead small blind
    assert session.status("Cy") is PlayerStatus.PLAYING


def test_a_player_sitting_out_while_the_big_blind_passes_posts_both_to_come_back() -> None:
    session = four()
    check_down(next(session))
    session.sit_out("Dee")  # seat 4: the big blind of the next hand goes past it
    check_down(next(session))
    assert session.positions == Positions(button=2, small_blind=3, big_blind=1)
    session.sit_in("Dee")
    check_down(next(session))
    assert session.positions == Positions(button=3, small_blind=1, big_blind=2)
    assert "Dee" not in session.seating  # between the button and the small blind: she waits for the button to pass
    assert session.status("Dee") is PlayerStatus.POSTING
    hand = next(session)
    assert session.positions == Positions(button=1, small_blind=2, big_blind=3)
    assert session.seating == ("Bea", "Cy", "Dee", "Ann")
    assert hand.bets == (1, 2, 2, 0)  # Dee's big blind live, her small blind dead
    assert sum(p.amount for p in hand.pots) == 6  # (the pots count the bets of the round)


def test_a_player_back_without_posting_waits_for_the_big_blind() -> None:
    session = four()
    check_down(next(session))
    session.sit_out("Dee")
    check_down(next(session))
    stack = session.stacks["Dee"]
    session.sit_in("Dee", post=False)
    for positions in (Positions(button=3, small_blind=1, big_blind=2), Positions(button=1, small_blind=2, big_blind=3)):
        check_down(next(session))
        assert session.positions == positions and "Dee" not in session.seating
    assert session.status("Dee") is PlayerStatus.WAITING
    hand = next(session)
    assert session.positions == Positions(button=2, small_blind=3, big_blind=4)  # the big blind reaches her
    assert session.seating == ("Cy", "Dee", "Ann", "Bea") and hand.bets == (1, 2, 0, 0)
    assert session.stacks["Dee"] == stack


def test_a_new_player_waits_for_the_big_blind_or_posts_to_play_at_once() -> None:
    session = four()
    check_down(next(session))
    session.join("Eve", 50, seat=5)
    session.join("Fay", 60, seat=6, post=True)
    hand = next(session)
    assert session.positions == Positions(button=2, small_blind=3, big_blind=4)
    assert session.seating == ("Cy", "Dee", "Fay", "Ann", "Bea")  # Fay posts, Eve waits
    assert hand.bets == (1, 2, 2, 0, 0)
    assert session.status("Eve") is PlayerStatus.WAITING
    check_down(hand)
    next(session)
    assert session.positions == Positions(button=3, small_blind=4, big_blind=5)
    assert "Eve" in session.seating and session.status("Eve") is PlayerStatus.PLAYING


def test_leaving_and_adding_chips_take_effect_once_the_hand_is_over() -> None:
    session = four()
    hand = next(session)
    session.leave("Ann")
    session.add_chips("Bea", 25)
    assert "Ann" in session.players and session.stacks["Bea"] == 100  # not during the hand
    check_down(hand)
    assert "Ann" not in session.players and session.stacks["Bea"] == hand.stacks[session.seating.index("Bea")] + 25
    session.add_chips("Cy", 5)  # between hands: at once
    assert session.stacks["Cy"] == hand.stacks[session.seating.index("Cy")] + 5
    next(session)
    assert "Ann" not in session.seating


def test_a_bust_sits_the_player_out_until_chips_are_added() -> None:
    rng = random.Random(5)
    session = Session(pv.Holdem(blinds=(1, 2)), players={"Ann": 3, "Bea": 3, "Cy": 200}, button=1, seed=9)
    while not any(stack == 0 for stack in session.stacks.values()):
        hand = next(session)
        while not hand.is_over:
            moves = hand.legal_actions()
            hand.act(max(moves, key=lambda a: (a.kind in (pv.ActionKind.RAISE, pv.ActionKind.BET), a.amount or 0)) if rng.random() < 0.7 else moves[0])
    busted = next(name for name, stack in session.stacks.items() if stack == 0)
    assert session.status(busted) is PlayerStatus.SITTING_OUT
    session.add_chips(busted, 40)
    session.sit_in(busted)
    if not session.is_over:
        next(session)
    assert session.stacks[busted] >= 40 or busted in session.seating


def test_heads_up_the_button_posts_the_small_blind_and_acts_first() -> None:
    session = Session(pv.Holdem(blinds=(1, 2)), players=[("Ann", 100), ("Bea", 100)], button=2, seed=1)
    hand = next(session)
    assert session.seating == ("Ann", "Bea") and hand.bets == (2, 1) and hand.actor == 1
    check_down(hand)
    next(session)
    assert session.seating == ("Bea", "Ann") and session.positions == Positions(button=1, small_blind=1, big_blind=2)


def test_money_in_cents_stays_exact() -> None:
    session = Session(pv.Holdem(blinds=("0.05", "0.10")), players={"Ann": Decimal("10.00"), "Bea": Decimal("7.35"), "Cy": Decimal("12.10")}, button=1, seed=4)
    rng = random.Random(4)
    for hand in session:
        play(hand, rng)
        if session.hands_played == 30:
            break
    assert sum(session.stacks.values()) == Decimal("29.45")
    assert all(isinstance(stack, Decimal) for stack in session.stacks.values())


def test_a_stud_session_passes_the_deal_and_the_cards_bring_in() -> None:
    session = Session(pv.StudHigh(ante=1, bring_in=2, small_bet=4, big_bet=8), players={"Ann": 100, "Bea": 100, "Cy": 100}, button=2, seed=6)
    seatings = []
    for _ in range(4):
        hand = next(session)
        seatings.append(session.seating)
        assert hand.bets == (0, 0, 0) and any(a.kind is pv.ActionKind.BRING_IN for a in hand.legal_actions())
        check_down(hand)
    assert seatings == [("Cy", "Ann", "Bea"), ("Ann", "Bea", "Cy"), ("Bea", "Cy", "Ann"), ("Cy", "Ann", "Bea")]
    assert sum(session.stacks.values()) == 300


def test_a_bailey_session_carries_the_kitty_and_plays_to_a_target() -> None:
    session = Session(pv.Bailey(), players={"Ann": 0, "Bea": 0, "Cy": 0}, seed=5, target=100, button=1)
    dealers = []
    for hand in session:
        dealers.append(session.button)
        while not hand.is_over:
            hand.act(hand.legal_actions()[0])
        assert sum(session.stacks.values()) + session.kitty == 0
    assert max(session.stacks.values()) >= 100 and session.is_over
    assert dealers[:4] == [1, 2, 3, 1][: len(dealers[:4])]


def test_horse_changes_game_each_orbit_and_freezes_the_button_through_stud() -> None:
    session = Session(Mix.horse(small_bet=4, big_bet=8), players={"Ann": 500, "Bea": 500, "Cy": 500}, button=1, seed=2, seat_count=3)
    games, buttons = [], []
    for hand in session:
        games.append(session.game.name)
        buttons.append(session.button)
        check_down(hand)
        if session.hands_played == 18:
            break
    assert games == ["Texas Hold'em"] * 3 + ["Omaha High/Low Eight-or-Better"] * 3 + ["Razz"] * 3 + ["Seven-Card Stud High"] * 3 + ["Seven-Card Stud High/Low Eight-or-Better"] * 3 + ["Texas Hold'em"] * 3
    assert buttons == [1, 2, 3, 1, 2, 3] + [3] * 9 + [1, 2, 3]
    assert sum(session.stacks.values()) == 1500


def test_a_mix_by_hands_and_dealers_choice() -> None:
    mix = Mix(games=(pv.Holdem(blinds=(1, 2)), pv.Razz(ante=1, bring_in=2, small_bet=4, big_bet=8)), hands=2)
    session = Session(mix, players={"Ann": 100, "Bea": 100, "Cy": 100}, seed=1)
    names = []
    for hand in session:
        names.append(session.game.name)
        check_down(hand)
        if session.hands_played == 6:
            break
    assert names == ["Texas Hold'em", "Texas Hold'em", "Razz", "Razz", "Texas Hold'em", "Texas Hold'em"]
    picks: list[str] = []

    def choose(dealer: str, games: tuple[pv.GameVariant, ...], rng: random.Random) -> int:
        picks.append(dealer)
        return 1 if dealer == "Ann" else 0

    session = Session(Mix.dealers_choice(mix.games, choose=choose, hands=1), players={"Ann": 100, "Bea": 100, "Cy": 100}, button=1, seed=1)
    check_down(next(session))
    assert picks == ["Ann"] and session.game.name == "Razz"
    check_down(next(session))
    assert picks == ["Ann", "Ann"]  # the button is frozen in razz: Ann picks again
    with pytest.raises(ValueError, match="points"):
        Mix(games=(pv.Bailey(), pv.Razz(ante=1, bring_in=2, small_bet=4, big_bet=8)))


def test_eight_game_plays_its_eight_games_in_order() -> None:
    mix = Mix.eight_game(small_bet=4, big_bet=8, hands=1)
    session = Session(mix, players={"Ann": 1000, "Bea": 1000, "Cy": 1000}, seed=3)
    seen = []
    rng = random.Random(3)
    for hand in session:
        seen.append(type(session.game).__name__)
        play(hand, rng)
        if session.hands_played == 8:
            break
    assert seen == ["DeuceToSevenTripleDraw", "Holdem", "OmahaHiLo8", "Razz", "StudHigh", "StudHiLo8", "Holdem", "Omaha"]
    assert sum(session.stacks.values()) == 3000


def random_session(seed: int) -> tuple[Session, Decimal | int]:
    """A session of random hands, players joining, leaving, sitting out and coming back, adding
    chips; and the chips that should be at the table now."""
    rng = random.Random(seed)
    games = [
        pv.Holdem(blinds=(1, 2)), pv.Holdem(blinds=(1, 2), betting=pv.FixedLimit(small_bet=2, big_bet=4), big_blind_ante=2),
        pv.Omaha(blinds=(1, 2), betting=pv.PotLimit()), pv.Razz(ante=1, bring_in=2, small_bet=4, big_bet=8), Mix.horse(),
        pv.Holdem(blinds=("0.25", "0.50")), pv.DeuceToSevenTripleDraw(), pv.ShortDeckHoldem(),
    ]  # fmt: skip
    game = games[seed % len(games)]
    names = ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus"]
    count = rng.randint(2, 5)
    players = {names[i]: rng.randint(5, 60) for i in range(count)}
    session = Session(game, players=players, seed=seed, seat_count=6, button_rule=rng.choice(list(ButtonRule)))
    expected: Decimal | int = sum(players.values())
    joined = count
    for hand in session:
        play(hand, rng)
        if session.hands_played >= 12:
            break
        stacks = session.stacks
        roll = rng.random()
        name = rng.choice(sorted(session.players))
        if roll < 0.1 and joined < len(names) and len(session.players) < 6:
            chips = rng.randint(5, 60)
            session.join(names[joined], chips, post=rng.random() < 0.5)
            joined += 1
            expected += chips
        elif roll < 0.18 and len(session.players) > 2:
            session.leave(name)
            expected -= stacks[name]
        elif roll < 0.3:
            session.sit_out(name)
        elif roll < 0.45:
            session.sit_in(name, post=rng.random() < 0.5)
        elif roll < 0.55:
            session.add_chips(name, 10)
            expected += 10
    return session, expected


def test_chips_are_conserved_over_a_thousand_random_sessions() -> None:
    hands = 0
    for seed in range(1000):
        session, expected = random_session(seed)
        assert sum(session.stacks.values()) == expected, seed
        hands += session.hands_played
    assert hands > 5000


@pytest.mark.parametrize("seed", range(8))
def test_the_log_rebuilds_the_session_exactly(seed: int) -> None:
    session, _ = random_session(seed)
    rebuilt = Session.rebuild(session.log)
    assert rebuilt.stacks == session.stacks and rebuilt.seating == session.seating and rebuilt.hands_played == session.hands_played
    assert rebuilt.log == session.log
    assert rebuilt.hand is not None and session.hand is not None and rebuilt.hand.events == session.hand.events
    one, two = random.Random(1), random.Random(1)
    for _ in range(3):  # and both go on alike
        if session.is_over:
            break
        play(next(session), one)
        play(next(rebuilt), two)
        assert rebuilt.hand.events == session.hand.events and rebuilt.stacks == session.stacks


def test_the_log_of_a_hand_half_played_rebuilds_it_half_played() -> None:
    session = four()
    check_down(next(session))
    hand = next(session)
    hand.act(hand.legal_actions()[1])
    rebuilt = Session.rebuild(session.log)
    assert rebuilt.hand is not None and rebuilt.hand.events == hand.events and not rebuilt.hand.is_over


def test_a_session_pickled_mid_hand_goes_on_alike() -> None:
    session = Session(Mix.horse(), players={"Ann": 200, "Bea": 200, "Cy": 200}, button=1, seed=8)
    rng = random.Random(2)
    for _ in range(7):
        play(next(session), rng)
    hand = next(session)
    hand.act(hand.legal_actions()[-1])
    copy = pickle.loads(pickle.dumps(session))
    one, two = random.Random(3), random.Random(3)
    for _ in range(5):
        play(session.hand, one)  # type: ignore[arg-type]
        play(copy.hand, two)  # type: ignore[arg-type]
        assert copy.hand.events == session.hand.events  # type: ignore[union-attr]
        next(session), next(copy)
    assert copy.stacks == session.stacks and copy.log == session.log


def test_bad_requests_are_refused_and_change_nothing() -> None:
    game = pv.Holdem(blinds=(1, 2))
    with pytest.raises(SessionError, match="fit a table"):
        Session(game, players={n: 10 for n in "ABCDEFGHIJK"}, seed=1)
    with pytest.raises(SessionError, match="name"):
        Session(game, players=[("Ann", 10), ("Ann", 10)], seed=1)
    with pytest.raises(SessionError, match="negative"):
        Session(game, players={"Ann": -1, "Bea": 10}, seed=1)
    with pytest.raises(SessionError, match="first button"):
        Session(game, players={"Ann": 10, "Bea": 10}, seed=1, button=5)
    with pytest.raises(SessionError, match="button_rule"):
        Session(game, players={"Ann": 10, "Bea": 10}, seed=1, button_rule="sideways")
    with pytest.raises(TypeError, match="seed"):
        Session(game, players={"Ann": 10, "Bea": 10}, seed=1.5)  # type: ignore[arg-type]
    session = four()
    hand = next(session)
    log = session.log
    with pytest.raises(SessionError, match="not over"):
        next(session)
    with pytest.raises(SessionError, match="already"):
        session.join("Ann", 10)
    with pytest.raises(SessionError, match="free seat"):
        session.join("Eve", 10, seat=1)
    with pytest.raises(SessionError, match="not at the table"):
        session.sit_out("Zed")
    with pytest.raises(SessionError, match="more than nothing"):
        session.add_chips("Ann", 0)
    assert session.log == log and session.hand is hand
    with pytest.raises(SessionError, match="log"):
        Session.rebuild(log[1:])


def test_a_session_ends_when_fewer_than_two_can_play_or_at_max_hands() -> None:
    session = Session(pv.Holdem(blinds=(1, 2)), players={"Ann": 100, "Bea": 100}, seed=1, max_hands=2)
    assert len(list(map(check_down, session))) == 2 and session.is_over
    with pytest.raises(SessionError, match="over"):
        session.next_hand()
    session = Session(pv.Holdem(blinds=(1, 2)), players={"Ann": 100, "Bea": 100}, seed=1)
    session.sit_out("Bea")
    assert list(session) == [] and session.is_over
