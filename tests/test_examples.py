"""The games in examples/: variants written only against the public API, played for real.

Each example module is loaded from its file, as a user's own module would be:
random legal play checks the engine's invariants on it, stacked decks check
each game's distinctive rule, and registration finds it by name.
"""

from __future__ import annotations

import ast
import importlib.util
import random
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs
import pytest

from pokervariants import (
    ActionKind,
    Card,
    DealEffect,
    Deck,
    Hand,
    HighOpener,
    Rank,
    Ranker,
    StudHigh,
    VariantRegistry,
    parse_cards,
)
from pokervariants.engine import Burned, CommunityDealt, Dealt, Event, Shown, StreetStarted

EXAMPLES = Path(__file__).parent.parent / "examples"
NAMES = ("five_card_stud", "deuces_wild_stud", "queens_stud")
AMOUNTS = {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}


def load(name: str) -> ModuleType:
    """The example module ``name``, loaded once from its file (so its classes stay the same objects)."""
    key = f"pokervariants_example_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


five_card = load("five_card_stud")
deuces = load("deuces_wild_stud")
queens = load("queens_stud")
FiveCardStud: Any = five_card.FiveCardStud
DeucesWildStud: Any = deuces.DeucesWildStud
QueensStud: Any = queens.QueensStud
GAMES = (FiveCardStud, DeucesWildStud, QueensStud)


def dealt(hand: Hand) -> list[tuple[int, str, bool, bool]]:
    return [(e.seat, str(e.card), e.face_up, e.extra) for e in hand.events if isinstance(e, Dealt)]


def legal(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def check_down(hand: Hand) -> None:
    """Everyone brings in, checks or calls to the end."""
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))


# --- the modules themselves ------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_an_example_imports_only_public_names(name: str) -> None:
    allowed = {"__future__", "random", "collections.abc", "typing", "attrs", "pokervariants", "pokervariants.variants"}
    tree = ast.parse((EXAMPLES / f"{name}.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert node.module in allowed and node.level == 0, ast.unparse(node)
            assert not any(alias.name.startswith("_") for alias in node.names), ast.unparse(node)
        elif isinstance(node, ast.Import):
            assert all(alias.name in allowed for alias in node.names), ast.unparse(node)


def fresh(code: str) -> str:
    """Run ``code`` in a new interpreter, where ``load(name)`` loads an example; returns what it printed.

    Whatever touches the process-wide game registry runs there: a registered game cannot be
    unregistered, and other tests read the registry (the names an unknown-name error lists).
    """
    prelude = textwrap.dedent(
        f"""
        import importlib.util, sys
        def load(name):
            spec = importlib.util.spec_from_file_location(name, {str(EXAMPLES)!r} + "/" + name + ".py")
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
            return module
        """
    )
    run = subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.parametrize("name", NAMES)
def test_an_example_documents_itself_and_its_docstring_examples_run(name: str) -> None:
    module = load(name)
    assert module.__doc__ and "python examples/" in module.__doc__
    for exported in module.__all__:
        if callable(getattr(module, exported)):
            assert getattr(module, exported).__doc__, exported
    out = fresh(
        f"""
        import doctest
        print(doctest.testmod(load({name!r})))
        """
    )
    assert "failed=0" in out and "attempted=0" not in out, out


def test_importing_an_example_registers_nothing() -> None:
    fresh(
        f"""
        from pokervariants import variant_names
        before = variant_names()
        for name in {NAMES!r}:
            load(name)
        assert variant_names() == before, variant_names()
        """
    )


@pytest.mark.parametrize(
    ("module", "game", "shows"),
    [(five_card, FiveCardStud, "Flush, ten high"), (deuces, DeucesWildStud, "(two wild)"), (queens, QueensStud, "(2 extra for queens)")],
    ids=NAMES,
)
def test_main_plays_a_seeded_hand_and_says_how_it_went(module: ModuleType, game: Any, shows: str, capsys: pytest.CaptureFixture[str]) -> None:
    module.main()
    out = capsys.readouterr().out
    module.main()
    assert capsys.readouterr().out == out  # seeded: the same hand every time
    lines = out.splitlines()
    assert lines[0].startswith(f"{game.name}, four players, seed ")
    assert sum(line.startswith("  seat ") and "]" in line for line in lines) == 4
    assert any(" wins " in line for line in lines) and shows in out
    payoffs = ast.literal_eval(lines[-1].split(":", 1)[1].strip())  # the printed tuple
    assert len(payoffs) == 4 and sum(payoffs) == 0


@pytest.mark.parametrize("name", NAMES)
def test_an_example_runs_as_a_script(name: str) -> None:
    run = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py")], capture_output=True, text=True, check=True)
    assert " wins " in run.stdout and run.stderr == ""


# --- configuration ---------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=NAMES)
def test_configuration_is_keyword_only_checked_and_frozen(game: Any) -> None:
    made = game(**AMOUNTS)
    assert repr(made).startswith(f"{game.__name__}(ante=1, bring_in=2, small_bet=5, big_bet=10")
    assert made == game(**AMOUNTS) and hash(made) == hash(game(**AMOUNTS))
    assert all(isinstance(r, Ranker) for r in made.rankers)
    with pytest.raises(TypeError):
        game(1, 2, 5, 10)
    with pytest.raises(TypeError, match="big_bet"):
        game(ante=1, bring_in=2, small_bet=5)
    with pytest.raises(ValueError, match="the bring-in must be more than 0"):
        game(ante=1, small_bet=5, big_bet=10)
    with pytest.raises(ValueError, match="less than the small bet"):
        game(ante=1, bring_in=5, small_bet=5, big_bet=10)
    with pytest.raises(ValueError, match="ante must be 0 or more"):
        game(ante=-1, bring_in=2, small_bet=5, big_bet=10)
    with pytest.raises(ValueError, match="small_bet <= big_bet"):
        game(ante=1, bring_in=2, small_bet=10, big_bet=5)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.ante = 2


@pytest.mark.parametrize(("game", "most"), [(FiveCardStud, 10), (DeucesWildStud, 8), (QueensStud, 7)], ids=NAMES)
def test_player_counts_and_seeds(game: Any, most: int) -> None:
    made = game(**AMOUNTS)
    assert made.max_players == most
    made.new_hand([50] * most, seed=1)
    for stacks in ([50], [50] * (most + 1)):
        with pytest.raises(ValueError, match=f"{game.name} takes 2 to {most} players"):
            made.new_hand(stacks, seed=1)
    with pytest.raises(ValueError, match="give seed="):
        made.new_hand([50, 50])


# --- random play: the engine's invariants hold for the new games -----------------------


def random_hands(game: Any, count: int, seed: int) -> list[Hand]:
    """``count`` hands of random legal actions over every player count, with short stacks and burns mixed in."""
    rng = random.Random(seed)
    hands = []
    for i in range(count):
        players = 2 + i % (game.max_players - 1)
        variant = game(ante=rng.choice([0, 1]), bring_in=2, small_bet=5, big_bet=10, burn=rng.random() < 0.3)
        hand = variant.new_hand([rng.choice([3, 12, 40, 200]) for _ in range(players)], seed=rng)
        while not hand.is_over:
            hand.act(rng.choice(hand.legal_actions()))
        hands.append(hand)
    return hands


def cards_out(events: tuple[Event, ...]) -> list[Card]:
    return [e.card for e in events if isinstance(e, (Dealt, Burned, CommunityDealt))]


@pytest.mark.parametrize("game", GAMES, ids=NAMES)
def test_random_hands_conserve_chips_deal_each_card_once_and_replay(game: Any) -> None:
    showdowns = 0
    for hand in random_hands(game, 300, seed=len(game.name)):
        assert sum(hand.payoffs) == 0 and min(hand.stacks) >= 0
        assert sum(hand.stacks) == sum(hand.starting_stacks)
        out = cards_out(hand.events)
        assert len(out) == len(set(out)) <= 52
        assert Hand.replay(hand.variant, hand.events).events == hand.events
        shown = [e for e in hand.events if isinstance(e, Shown)]
        showdowns += bool(shown)
        for event in shown:
            assert event.ranks == tuple(r.rank(event.cards) for r in game.rankers)
        for award in hand.results:  # every hand shown can win the main pot: the best one does
            if award.pot == 0 and award.ranker is not None:
                assert award.ranker.rank(award.cards) == max(e.ranks[0] for e in shown)
    assert showdowns > 30


def test_five_card_stud_random_hands_deal_five_cards_a_player() -> None:
    for hand in random_hands(FiveCardStud, 200, seed=5):
        streets = [e.street for e in hand.events if isinstance(e, StreetStarted)]
        assert streets == ["second", "third", "fourth", "fifth"][: len(streets)]
        for event in hand.events:
            if isinstance(event, Shown):
                assert len(event.cards) == 5  # a community card, when the pack runs short, stands in for one


def test_deuces_wild_random_hands_win_with_wild_cards() -> None:
    winners = [a.hand for hand in random_hands(DeucesWildStud, 300, seed=2) for a in hand.results if a.hand is not None]
    assert any(value.wild for value in winners)
    assert all(card.rank is Rank.TWO for value in winners for card, _ in value.wild)  # only deuces are wild


def test_queens_random_hands_deal_an_extra_card_after_each_lucky_queen() -> None:
    extras = 0
    for hand in random_hands(QueensStud, 300, seed=12):
        events = hand.events
        if len(cards_out(events)) > 45:
            continue  # near the end of the pack an extra card may be forfeited
        deals = [(i, e) for i, e in enumerate(events) if isinstance(e, Dealt)]
        for i, event in deals:
            lucky = event.card.rank is Rank.QUEEN and (event.face_up or event.extra)
            following = events[i + 1] if i + 1 < len(events) else None
            follows_extra = isinstance(following, Dealt) and following.extra and following.seat == event.seat
            assert lucky == follows_extra, events[i : i + 2]
            extras += event.extra
    assert extras > 20


# --- each game's distinctive rule, on stacked decks --------------------------------------
# Cards go round by round: the first card to every seat, then the second card to every seat, and so on.


def test_five_card_stud_deals_one_down_then_four_up_with_small_then_big_bets() -> None:
    # second street: downs As Ks Qs, ups 9d 3c Jh; then 8c 3d 2h, 4c 7d 5h, Td 6c 9h
    deck = Deck.stacked("As Ks Qs 9d 3c Jh 8c 3d 2h 4c 7d 5h Td 6c 9h", fill=True)
    hand = FiveCardStud(**AMOUNTS).new_hand([100, 100, 100], deck=deck)
    assert hand.street == "second" and hand.actor == 1  # 3c, the lowest up card, brings in
    assert legal(hand) == ["bring-in 2", "complete 5"]
    hand.bring_in()
    assert legal(hand) == ["fold", "call 2", "complete 5"]
    hand.call()
    hand.call()
    assert hand.street == "third" and hand.actor == 1  # the open pair of threes acts first
    assert legal(hand) == ["check", "bet 5"]  # still the small bet
    hand.check(); hand.check(); hand.check()
    assert hand.street == "fourth" and legal(hand) == ["check", "bet 10"]  # the big bet from fourth street
    check_down(hand)
    assert [(s, len(hand.down_cards(s)), len(hand.up_cards(s))) for s in range(3)] == [(0, 1, 4), (1, 1, 4), (2, 1, 4)]
    assert [e.street for e in hand.events if isinstance(e, StreetStarted)] == ["second", "third", "fourth", "fifth"]
    assert len(dealt(hand)) == 15 and hand.up_cards(1) == parse_cards("3c 3d 7d 6c")
    (award,) = hand.results
    assert award.seat == 1 and str(award.hand) == "Pair of threes"


def test_five_card_stud_ten_players_with_burns_share_a_community_fifth_card() -> None:
    # 4 burns and 40 cards leave 8 for ten players on fifth street: one community card plays for all
    hand = FiveCardStud(**AMOUNTS, burn=True).new_hand([100] * 10, seed=9)
    check_down(hand)
    assert len(hand.community) == 1
    shown = [e for e in hand.events if isinstance(e, Shown)]
    assert len(shown) == 10 and all(len(e.cards) == 5 and e.cards[-1] == hand.community[0] for e in shown)
    assert sum(hand.payoffs) == 0


@pytest.mark.parametrize(
    ("ups", "brings_in"),
    [("9d 3c Jh", 1), ("3d 9c 3c", 2), ("Ac 4d Kh", 1), ("2s 2c 2h", 1)],
    ids=["lowest rank", "suit breaks a tie, clubs lowest", "the ace is high", "deuces by suit"],
)
def test_five_card_stud_the_lowest_up_card_brings_in(ups: str, brings_in: int) -> None:
    hand = FiveCardStud(**AMOUNTS).new_hand([100] * 3, deck=Deck.stacked(f"As Ks Qs {ups}", fill=True))
    assert hand.actor == brings_in and legal(hand) == ["bring-in 2", "complete 5"]


def test_deuces_wild_five_of_a_kind_beats_a_straight_flush_at_showdown() -> None:
    # seat 0: 2c 2d | Kc Kh Kd 4c | 7h (five kings);  seat 1: 9s Ts | Js Qs 8s 3h | 5d (a straight flush)
    deck = Deck.stacked("2c 9s 2d Ts Kc Js Kh Qs Kd 8s 4c 3h 7h 5d", fill=True)
    hand = DeucesWildStud(**AMOUNTS).new_hand([100, 100], deck=deck)
    assert hand.actor == 1  # Js is lower than Kc
    check_down(hand)
    (award,) = hand.results
    assert award.seat == 0 and str(award.hand) == "Five of a kind, kings (two wild)"
    shown = {e.seat: e.values[0] for e in hand.events if isinstance(e, Shown)}
    assert str(shown[1]) == "Straight flush, queen high"
    assert hand.payoffs == (3, -3)  # an ante and the called bring-in
    # The same cards in plain Seven-Card Stud: the straight flush wins.
    plain = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100], deck=deck)
    check_down(plain)
    assert [a.seat for a in plain.results] == [1]


def test_deuces_wild_a_deuce_showing_neither_brings_in_nor_counts_low() -> None:
    deck = Deck.stacked("As Ks Qs Ah Kh Qh 2c 3d Kc", fill=True)
    hand = DeucesWildStud(**AMOUNTS).new_hand([100] * 3, deck=deck)
    assert hand.actor == 1 and legal(hand) == ["bring-in 2", "complete 5"]  # 3d, not the wild 2c
    assert StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 3, deck=deck).actor == 0  # where deuces are not wild, 2c would
    opener = deuces.DeucesOpener()
    boards = {0: parse_cards("2c 5d"), 1: parse_cards("Kh Qd"), 2: parse_cards("Ah 3d")}
    assert opener.first_to_act(boards) == 0  # the deuce counts as an ace: A-5 beats A-3 and K-Q
    assert HighOpener().first_to_act(boards) == 2
    assert opener.bring_in_seat({0: parse_cards("2c"), 1: parse_cards("2d")}) == 0  # only deuces: by suit


def test_queens_a_face_up_queen_deals_an_extra_down_card_at_once() -> None:
    # third street: downs Kc Jc Tc, 9c 8c 7c; ups Qh (+2d at once to seat 0), 5s, 6s
    deck = Deck.stacked("Kc Jc Tc 9c 8c 7c Qh 2d 5s 6s", fill=True)
    hand = QueensStud(**AMOUNTS).new_hand([100] * 3, deck=deck)
    assert dealt(hand)[6:9] == [(0, "Qh", True, False), (0, "2d", False, True), (1, "5s", True, False)]
    assert hand.down_cards(0) == parse_cards("Kc 9c 2d") and hand.up_cards(0) == parse_cards("Qh")
    assert hand.actor == 1  # 5s brings in: the extra card is a hole card and does not count
    check_down(hand)
    assert len(hand.cards(0)) == 8 and len(hand.cards(1)) == 7


def test_queens_an_extra_queen_earns_another_but_a_hole_queen_does_not() -> None:
    # seat 0's first hole card is Qd (nothing); its up Qh brings Qs (an extra queen), which brings 2d
    deck = Deck.stacked("Qd Jc Tc 9c 8c 7c Qh Qs 2d 5s 6s", fill=True)
    hand = QueensStud(**AMOUNTS).new_hand([100] * 3, deck=deck)
    assert dealt(hand)[:2] == [(0, "Qd", False, False), (1, "Jc", False, False)]
    assert dealt(hand)[6:10] == [(0, "Qh", True, False), (0, "Qs", False, True), (0, "2d", False, True), (1, "5s", True, False)]
    assert queens.QueenBonus().on_deal(Card("Qs"), False, True) == (DealEffect.EXTRA_CARD,)
    assert queens.QueenBonus().on_deal(Card("Ks"), True, False) == ()


# --- finding the games by name -----------------------------------------------------------

LOOKUPS: list[tuple[Any, list[str]]] = [
    (FiveCardStud, ["Five-Card Stud", "five-card stud", "FIVE-CARD STUD", "5-card stud", "fivecardstud"]),
    (DeucesWildStud, ["Deuces Wild Stud", "deuces wild", "DEUCES-WILD STUD", "deuceswildstud"]),
    (QueensStud, ["Queens Stud", "queens stud", "Queens Seven-Card Stud", "QUEENSSTUD"]),
]


def test_a_private_registry_finds_the_examples_by_name_and_alias_in_any_case() -> None:
    registry = VariantRegistry(GAMES, entry_points=False)
    assert registry.names() == ("Five-Card Stud", "Deuces Wild Stud", "Queens Stud")
    for game, names in LOOKUPS:
        for name in names:
            assert registry.find(name) is game and name in registry
    assert "razz" not in registry  # a registry of its own: no built-ins
    registry.register(FiveCardStud)  # the same class again: allowed, nothing changes
    assert list(registry) == list(GAMES)

    @attrs.frozen(kw_only=True)
    class Impostor(FiveCardStud):  # type: ignore[misc]  # FiveCardStud is loaded from a file: Any here
        pass

    with pytest.raises(ValueError, match="'five-card stud' already names Five-Card Stud"):
        registry.register(Impostor)


def test_register_variant_makes_the_examples_findable_everywhere() -> None:
    lookups = [(game.__module__.removeprefix("pokervariants_example_"), game.__name__, names) for game, names in LOOKUPS]
    out = fresh(
        f"""
        from pokervariants import Hand, find_variant, register_variant, variant_names
        for module, attribute, names in {lookups!r}:
            game = getattr(load(module), attribute)
            assert register_variant(game) is game
            assert register_variant(game) is game  # registering the same class again is harmless
            assert game.name in variant_names()
            for name in names:
                assert find_variant(name) is game, name
        hand = find_variant("five-card stud")(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=3)
        assert isinstance(hand, Hand) and hand.street == "second"
        print(variant_names())
        """
    )
    assert out.rstrip().endswith("'Five-Card Stud', 'Deuces Wild Stud', 'Queens Stud')")
