"""The tight-aggressive bot (pokervariants.bots.TightAggressiveBot): it plays every built-in game
legally to the end, the same way for the same seed, and as it says: raises the strong hands, folds
the weak ones to a bet, stands pat on a good low, and a freeze-out of such bots ends."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

from pokervariants import (
    AceToFiveTripleDraw,
    Action,
    ActionKind,
    Deck,
    DeuceToSevenSingleDraw,
    FixedLimit,
    Holdem,
    NoLimit,
    PotLimit,
    Razz,
    find_variant,
    variant_names,
)
from pokervariants.bots import (
    BOTS,
    Bot,
    CallingBot,
    TightAggressiveBot,
    hand_strength,
    make_bot,
)
from pokervariants.engine.events import Acted

STUD = {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}


def build(name: str) -> Any:
    """A game of the registry with its defaults, or with a stud game's amounts (Baseball: no bring-in)."""
    cls: Any = find_variant(name)
    for options in ({}, STUD, {k: v for k, v in STUD.items() if k != "bring_in"}):
        try:
            return cls(**options)
        except (TypeError, ValueError):
            continue
    raise AssertionError(f"cannot build {name}")


def structures(game: Any) -> list[Any]:
    """The game as it comes, and for a game with a betting structure of its choosing, in the other two."""
    field = attrs.fields_dict(type(game)).get("betting") if attrs.has(type(game)) else None
    if field is None or not field.init:  # stud games: fixed limit always
        return [game]
    others = [NoLimit(), PotLimit(), FixedLimit(small_bet=2, big_bet=4)]
    return [game] + [attrs.evolve(game, betting=b) for b in others if type(b) is not type(game.betting)]


GAMES = [(f"{name} ({type(g.betting).__name__ if hasattr(g, 'betting') else 'no betting'})", g) for name in variant_names() for g in structures(build(name))]


def offered(hand: Any, action: Action) -> bool:
    """Whether ``action`` is one of the menu's (a size of a range; a draw's cards, held and as many as the range allows)."""
    legal = hand.legal_actions()
    if any(a.admits(action) for a in legal):
        return True
    if action.kind is not ActionKind.DRAW or not action.cards:
        return False
    held = hand.down_cards(hand.actor)
    fits = any(a.kind is ActionKind.DRAW and a.most is not None and a.amount <= len(action.cards) <= a.most for a in legal)
    return fits and action.amount == len(action.cards) == len(set(action.cards)) and set(action.cards) <= set(held)


def play(game: Any, bots: list[Bot], seed: int) -> Any:
    rng = random.Random(seed)
    hand = game.new_hand([0] * len(bots) if game.scores else [200] * len(bots), seed=seed)
    while not hand.is_over:
        seat = hand.actor
        legal = hand.legal_actions()
        action = bots[seat].choose(hand, seat, rng)
        assert offered(hand, action), (str(action), [str(a) for a in legal])
        assert not (action.kind is ActionKind.FOLD and any(a.kind is ActionKind.CHECK for a in legal)), "folded when checking was free"
        hand.act(action)
    return hand


@pytest.mark.parametrize("game", [g for _, g in GAMES], ids=[i for i, _ in GAMES])
def test_every_game_plays_legally_to_the_end_and_the_money_adds_up(game: Any) -> None:
    kinds: set[ActionKind] = set()
    for seed in range(40):
        players = 2 + seed % (min(6, game.max_players) - 1)
        hand = play(game, [TightAggressiveBot() for _ in range(players)], seed)
        if game.scores:  # points: what the seats lost went to the others or the kitty
            assert sum(hand.payoffs) + hand.kitty - hand.starting_kitty == 0
        else:
            assert sum(hand.payoffs) == 0 and min(hand.stacks) >= 0
        kinds |= {e.action.kind for e in hand.events if isinstance(e, Acted)}
    assert ActionKind.FOLD in kinds  # it folds somewhere in every game
    if not game.scores:  # and bets or raises
        assert kinds & {ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE}


@pytest.mark.parametrize("game", [g for _, g in GAMES], ids=[i for i, _ in GAMES])
def test_the_same_seed_gives_the_same_hand_whatever_the_global_generator(game: Any) -> None:
    bots: list[Bot] = [TightAggressiveBot(), TightAggressiveBot(), CallingBot()]
    random.seed(1)
    first = play(game, bots, 7).events
    random.seed(2)
    assert play(game, bots, 7).events == first


def test_found_by_name_and_follows_the_protocol() -> None:
    assert BOTS["tag"] is TightAggressiveBot and isinstance(make_bot("TAG"), Bot)
    assert TightAggressiveBot(raise_at=0.7).raise_at == 0.7


def test_aces_go_all_in_before_the_flop_in_no_limit_and_reraise_all_in() -> None:
    bot = TightAggressiveBot()
    for seed in range(10):  # the button (seat 2) first to act with aces
        hand = Holdem(blinds=(1, 2)).new_hand([200] * 3, deck=Deck.stacked("7c 9s As 2h 4d Ah", fill=True, seed=seed))
        action = bot.choose(hand, 2, random.Random(seed))
        assert action.kind is ActionKind.RAISE and action.amount == 200
    hand = Holdem(blinds=(1, 2)).new_hand([200] * 3, deck=Deck.stacked("As 9s 7c Ah 4d 2h", fill=True))
    hand.raise_(6)  # the button raises; the small blind holds the aces
    action = bot.choose(hand, 0, random.Random(0))
    assert action.kind is ActionKind.RAISE and action.amount == 200


def test_seven_deuce_folds_to_a_raise_and_checks_when_it_is_free() -> None:
    bot = TightAggressiveBot()
    for seed in range(10):
        hand = Holdem(blinds=(1, 2)).new_hand([200] * 3, deck=Deck.stacked("7c 9s As 2h 4d Ah", fill=True))
        hand.raise_(6)
        assert bot.choose(hand, 0, random.Random(seed)).kind is ActionKind.FOLD  # 7-2 offsuit in the small blind
        hand.call()  # the small blind calls after all; the big blind (9-4) faces the raise
        assert bot.choose(hand, 1, random.Random(seed)).kind is ActionKind.FOLD
    hand = Holdem(blinds=(1, 2)).new_hand([200, 200], deck=Deck.stacked("7c 9s 2h 4d", fill=True))
    hand.call()  # the button limps: the big blind's 7-2 checks rather than fold
    assert bot.choose(hand, 0, random.Random(0)).kind in (ActionKind.CHECK, ActionKind.RAISE)


@pytest.mark.parametrize("betting", [NoLimit(), PotLimit(), FixedLimit(small_bet=2, big_bet=4)], ids=lambda b: type(b).__name__)
def test_a_full_house_bets_the_river(betting: Any) -> None:
    # Heads-up: seat 0 the big blind (Kh Kd), seat 1 the button; the board Ks 7c 7d 9s Jd (burns between)
    hand = Holdem(blinds=(1, 2), betting=betting).new_hand([200, 200], deck=Deck.stacked("Kh 2c Kd 3c 4s Ks 7c 7d 5h 9s 6h Jd", fill=True))
    hand.call()
    while hand.street != "river" or hand.actor != 0:
        hand.check()
    assert hand_strength(hand, 0)[0] > 0.9
    for seed in range(10):
        action = TightAggressiveBot().choose(hand, 0, random.Random(seed))
        assert action.kind is ActionKind.BET
        legal = next(a for a in hand.legal_actions() if a.kind is ActionKind.BET)
        assert action.amount == (legal.most or legal.amount)  # as much as it may: all in, the pot, the fixed bet


def test_a_board_that_plays_itself_is_worth_little() -> None:
    hand = Holdem(blinds=(1, 2)).new_hand([200, 200], deck=Deck.stacked("2h 3c 4d 5s 6c As Kd Qh 7d Jc 8s Tc", fill=True))
    hand.call()
    while hand.street != "river":
        hand.check()
    assert " ".join(map(str, hand.community)) == "As Kd Qh Jc Tc"  # the board's straight plays for both
    assert hand_strength(hand, 0)[0] < 0.3


def test_razz_brings_in_with_a_king_completes_with_a_wheel_draw_and_the_king_folds() -> None:
    bot, rng = TightAggressiveBot(), random.Random(0)
    game = Razz(**STUD)
    # seat 0: Qh Jh, Kd up (the bring-in); seat 1: As 2s, 3c up; seat 2: 9c Tc, 4h up
    hand = game.new_hand([100] * 3, deck=Deck.stacked("Qh As 9c Jh 2s Tc Kd 3c 4h", fill=True))
    assert hand.actor == 0 and bot.choose(hand, 0, rng).kind is ActionKind.BRING_IN
    hand.bring_in()
    assert bot.choose(hand, 1, rng).kind is ActionKind.COMPLETE  # A-2-3
    hand.complete()
    hand.fold()
    for seed in range(10):
        assert bot.choose(hand, 0, random.Random(seed)).kind is ActionKind.FOLD  # the king up, facing the completion
    # the bring-in itself with a wheel draw (5 up, the highest showing) completes
    hand = game.new_hand([100] * 3, deck=Deck.stacked("As Kd Qh 2s Jc Tc 5d 3c 4h", fill=True))
    assert hand.actor == 0 and bot.choose(hand, 0, rng).kind is ActionKind.COMPLETE


@pytest.mark.parametrize(
    ("game", "cards", "pat"),
    [
        (DeuceToSevenSingleDraw(), "8c 6d 4h 3s 2c", True),
        (DeuceToSevenSingleDraw(), "9c 7d 5h 3s 2c", True),  # a nine: the keepers would break it
        (AceToFiveTripleDraw(), "7c 5d 4h 3s 2c", True),
        (DeuceToSevenSingleDraw(), "Kc 7d 5h 3s 2c", False),
        (DeuceToSevenSingleDraw(), "7c 7d 5h 3s 2c", False),
    ],
)
def test_a_good_made_low_stands_pat_and_a_bad_one_draws(game: Any, cards: str, pat: bool) -> None:
    other = ["Ah", "Ad", "Kh", "Kd", "Qs"]
    hand = game.new_hand([200, 200], deck=Deck.stacked(" ".join(c for pair in zip(cards.split(), other) for c in pair), fill=True))
    hand.call()
    hand.check()
    assert hand.phase == "draw" and hand.actor == 0
    action = TightAggressiveBot().choose(hand, 0, random.Random(0))
    assert action.kind is ActionKind.DRAW and (action.amount == 0) is pat
    if not pat:
        assert len(action.cards) == 1 and action.cards[0] in hand.down_cards(0)


def test_bailey_changes_and_folds_only_what_it_may() -> None:
    game = build("bailey")
    changes = folds = 0
    for seed in range(60):
        hand = play(game, [TightAggressiveBot() for _ in range(3)], seed)
        acted = [e.action for e in hand.events if isinstance(e, Acted)]
        changes += sum(a.kind is ActionKind.CHANGE for a in acted)
        folds += sum(a.kind is ActionKind.FOLD for a in acted)
    assert changes and folds


def test_a_no_limit_freeze_out_of_six_ends_within_a_bounded_number_of_hands() -> None:
    bot = TightAggressiveBot()
    for seed in range(8):
        rng = random.Random(seed)
        seats = [(player, 200) for player in range(6)]  # (player, chips) from the small blind to the button
        hands = 0
        while len(seats) > 1:
            assert hands < 150, f"seed {seed}: {len(seats)} players left after {hands} hands"
            level = 2 ** (hands // 10)  # the blinds double every ten hands
            hand = Holdem(blinds=(level, 2 * level)).new_hand([chips for _, chips in seats], seed=rng.randrange(2**32))
            while not hand.is_over:
                hand.act(bot.choose(hand, hand.actor, rng))
            assert sum(hand.payoffs) == 0
            seats = [(player, chips) for (player, _), chips in zip(seats, hand.stacks)]
            seats = [s for s in seats[1:] + seats[:1] if s[1] > 0]  # the button moves on; the busted leave
            hands += 1
        assert seats[0][1] == 1200
