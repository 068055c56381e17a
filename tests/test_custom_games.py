"""Games of your own, round trip: a face-down card out of a hand (Table.discard_down and its Discarded
event), the PHH code a subclass writes, this library's ``_discard`` and ``_pass`` actions, the examples
that use them (Pineapple, Crazy Pineapple, Pass the Trash), and random play of any game
(bots.concrete, bots.random_action).

Every hand history here is composed in the test from what docs/phh.rst documents.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

import pytest
from attrs import frozen

import pokervariants as pv
from pokervariants import Action, ActionKind, CardNotHeldError, Deck, FixedLimit, Hand, Holdem, NoLimit, Omaha, PotLimit, Table, VariantRegistry, parse_cards, phh
from pokervariants.bots import CallingBot, CautiousBot, RandomBot, concrete, random_action
from pokervariants.cli import configure_game
from pokervariants.engine import Acted, Burned, CommunityDealt, Dealt, Discarded, Shown
from pokervariants.engine.table import MUCK
from pokervariants.phh import ActionProblem, PHHActionError, PHHCardError, PHHFieldError, parse_action
from pokervariants.phh.notation import Notation
from pokervariants.variants.registry import BUILTIN_VARIANTS, phh_codes

EXAMPLES = Path(__file__).parent.parent / "examples"


def load(name: str) -> ModuleType:
    """The example module ``name``, loaded once from its file (as tests/test_examples.py loads them)."""
    key = f"pokervariants_example_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


pineapple, trash = load("pineapple"), load("pass_the_trash")
Pineapple: Any = pineapple.Pineapple
CrazyPineapple: Any = pineapple.CrazyPineapple
PassTheTrash: Any = trash.PassTheTrash
REGISTRY = VariantRegistry([Pineapple, CrazyPineapple, PassTheTrash], entry_points=False)
GAMES = [Pineapple(blinds=(1, 2)), CrazyPineapple(blinds=(1, 2), betting=PotLimit()), PassTheTrash(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4))]
IDS = [g.name for g in GAMES]


def c(text: str) -> pv.Card:
    return parse_cards(text)[0]


def table(*hands: str) -> Table:
    """A hold'em table whose seats hold ``hands`` face down (dealt in order, one seat's cards at a time)."""
    cards = [parse_cards(h) for h in hands]
    board = Table(Holdem(), [100] * len(hands), Deck.stacked([card for held in cards for card in held], fill=True))
    for seat, held in enumerate(cards):
        for _ in held:
            board.deal(seat, False)
    return board


# --- the engine: a face-down card out of a hand ---------------------------------------------------


def test_discard_down_mucks_a_face_down_card_and_logs_it() -> None:
    board = table("As Kd 7c", "Qh Qs 2d")
    board.discard_down(0, c("Kd"))
    assert board.down[0] == [c("As"), c("7c")] and board.pile(MUCK) == [c("Kd")]
    entry = board.log[-1]
    assert entry[0](*entry[1:]) == Discarded(0, c("Kd"), None)


def test_discard_down_passes_a_card_to_the_end_of_another_hand() -> None:
    board = table("As Kd 7c", "Qh Qs 2d")
    board.discard_down(1, c("Qh"), to=0)
    assert board.down == [[c("As"), c("Kd"), c("7c"), c("Qh")], [c("Qs"), c("2d")]] and not board.pile(MUCK)
    entry = board.log[-1]
    assert entry[0](*entry[1:]) == Discarded(1, c("Qh"), 0)


@pytest.mark.parametrize(
    ("seat", "card", "to", "error", "message"),
    [
        (0, "Qh", None, CardNotHeldError, "seat 0 holds no Qh face down (holds As Kd 7c)"),
        (1, "As", 0, CardNotHeldError, "seat 1 holds no As face down (holds Qh Qs 2d)"),
        (0, "As", 0, ValueError, "a card passes to another seat, 0 to 1 but not 0, or to the muck (to=None); got to=0"),
        (0, "As", 2, ValueError, "got to=2"),
    ],
)
def test_discard_down_refuses_a_card_not_there_and_changes_nothing(seat: int, card: str, to: int | None, error: type[Exception], message: str) -> None:
    board = table("As Kd 7c", "Qh Qs 2d")
    before = ([list(h) for h in board.down], len(board.log))
    with pytest.raises(error) as raised:
        board.discard_down(seat, c(card), to=to)
    assert message in str(raised.value)
    assert ([list(h) for h in board.down], len(board.log)) == before and not board.pile(MUCK)
    if isinstance(raised.value, CardNotHeldError):
        assert (raised.value.seat, raised.value.card) == (seat, c(card)) and raised.value.held == tuple(board.down[seat])


def test_a_face_up_card_is_not_discarded_face_down_and_each_call_says_which_to_use() -> None:
    board = table("As Kd")
    board.deal(0, True)  # the next card of the stacked deck, face up
    up = board.up[0][0]
    with pytest.raises(CardNotHeldError, match=f"seat 0 holds no {up} face down: it is face up"):
        board.discard_down(0, up)
    with pytest.raises(CardNotHeldError, match="seat 0 holds no As face up: it is face down \\(discard_down\\)"):
        board.discard(0, c("As"), "scrap")
    assert isinstance(CardNotHeldError(c("As"), seat=0, held=(), where="face up"), ValueError)


# --- the examples: their rules, with stacked decks ------------------------------------------------


def test_pineapple_discards_before_the_flop_and_plays_the_two_cards_kept() -> None:
    deck = Deck.stacked("As 7c Kd Qh 2s 2d  Ks Ah Kh 3c  4s 9d  5s Jc", fill=True)  # p1 As Kd 2s, p2 7c Qh 2d; each street burns one
    hand = Pineapple(blinds=(1, 2)).new_hand([100, 100], deck=deck)
    hand.call(); hand.check()
    assert (hand.phase, hand.street, hand.community) == ("draw", "flop", ())
    with pytest.raises(pv.IllegalActionError, match="seat 0 throws away one of As Kd 2s"):
        hand.draw("As Kd")
    hand.draw("2s"); hand.draw("7c")
    assert hand.community == parse_cards("Ah Kh 3c") and hand.pile(MUCK) == parse_cards("2s 7c")
    while not hand.is_over:
        hand.check()
    assert [e for e in hand.events if isinstance(e, Discarded)] == [Discarded(0, c("2s")), Discarded(1, c("7c"))]
    assert [(r.seat, str(r.hand)) for r in hand.results] == [(0, "Two pair, aces and kings")]


def test_crazy_pineapple_discards_after_the_flops_betting() -> None:
    hand = CrazyPineapple(blinds=(1, 2)).new_hand([100, 100, 100], seed=3)
    hand.call(); hand.call(); hand.check()
    assert hand.street == "flop" and hand.phase == "betting" and len(hand.down_cards(0)) == 3
    hand.check(); hand.check(); hand.check()
    assert (hand.street, hand.phase, len(hand.community)) == ("turn", "draw", 3)
    assert [len(a.cards) for a in hand.legal_actions()] == [1, 1, 1]


def test_pass_the_trash_passes_all_at_once_to_the_next_player_still_in() -> None:
    deck = Deck.stacked("2c 2d 2h  3c 3d 3h  4c 4d 4h  5c 5d 5h  6c 6d 6h  7c 7d 7h  8c 8d 8h", fill=True)
    hand = PassTheTrash(blinds=(1, 2)).new_hand([100, 100, 100], deck=deck)  # seat s holds one card of each rank, suit s
    hand.fold(); hand.call(); hand.check()  # the button folds: seat 0 passes to seat 1, seat 1 to seat 0
    assert [str(a) for a in hand.legal_actions()] == ["discard 3"]
    hand.draw("2c 3c 4c")
    assert hand.down_cards(1) == parse_cards("2d 3d 4d 5d 6d 7d 8d")  # nothing has moved yet
    with pytest.raises(pv.IllegalActionError, match="seat 1 passes on 3 face-down cards"):
        hand.draw("2d 3d")
    hand.draw("6d 7d 8d")
    assert hand.down_cards(0) == parse_cards("5c 6c 7c 8c 6d 7d 8d")
    assert hand.down_cards(1) == parse_cards("2d 3d 4d 5d 2c 3c 4c")
    assert [(e.seat, e.to) for e in hand.events if isinstance(e, Discarded)] == [(0, 1)] * 3 + [(1, 0)] * 3
    hand.check(); hand.check()
    hand.draw("5c 6d"); hand.draw("2c 3c")
    assert len(hand.down_cards(0)) == len(hand.down_cards(1)) == 5 and len(hand.pile(MUCK)) == 4


# --- random play: chips, cards, replay, copies ----------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_random_hands_conserve_chips_move_each_card_once_and_replay_and_copy_exactly(game: Any) -> None:
    rng = random.Random(len(game.name))
    gave = 0
    for seed in range(60):
        players = rng.randint(2, game.max_players if game.max_players < 7 else 6)
        hand = game.new_hand([rng.randint(20, 120) for _ in range(players)], seed=seed)
        copies = []
        while not hand.is_over:
            if rng.random() < 0.1:
                copies.append((hand.copy(), hand.events))
            hand.act(random_action(hand, rng))
        assert sum(hand.stacks) == sum(hand.starting_stacks) and min(hand.stacks) >= 0
        out = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
        assert len(out) == len(set(out)) <= 52
        held = [card for seat in range(players) for card in hand.down_cards(seat)] + list(hand.pile(MUCK))
        assert sorted(held) == sorted(e.card for e in hand.events if isinstance(e, Dealt))  # every card dealt is somewhere, once
        assert Hand.replay(game, hand.events).events == hand.events
        for clone, events in copies:
            assert clone.events == events
        gave += any(isinstance(e, Discarded) for e in hand.events)
    assert gave > 10


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@pytest.mark.parametrize("bot", [CallingBot(), CautiousBot(), RandomBot()], ids=["calling", "cautious", "random"])
def test_the_bots_play_the_examples(game: Any, bot: Any) -> None:
    rng = random.Random(5)
    for seed in range(15):
        hand = game.new_hand([100] * 4, seed=seed)
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))
        assert sum(hand.payoffs) == 0


# --- hand histories: the examples write and replay --------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_hand_history_round_trip(game: Any) -> None:
    for seed in range(30):
        hand = game.new_hand([60, 70, 80], seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        history = phh.record(hand)
        assert history.variant == type(game).phh_code
        assert not any(line.split()[1:2] == ["sd"] for line in history.actions)
        again = phh.replay(phh.loads(phh.dumps(history)), registry=REGISTRY)
        assert again.events == hand.events and again.payoffs == hand.payoffs and again.variant == game


def _hide_the_unshown(history: phh.HandHistory, hand: Hand) -> list[str]:
    """The history's actions with the cards of every player who did not show replaced by ??."""
    shown = {e.seat for e in hand.events if isinstance(e, Shown)}
    actions = list(history.actions)
    for seat in set(range(len(hand.stacks))) - shown:
        p = f"p{seat + 1}"
        actions = [re.sub(rf"^d dh {p} (\S+)", lambda m: f"d dh {p} " + "?" * len(m.group(1)), a) for a in actions]
        actions = [re.sub(rf"^{p} (_pass p\d+|_discard) (\S+)", lambda m: f"{p} {m.group(1)} " + "?" * len(m.group(2)), a) for a in actions]
    return actions


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_history_hiding_the_cards_nobody_showed_replays_to_the_same_stacks(game: Any) -> None:
    hidden = 0
    for seed in range(40):
        hand = game.new_hand([100] * 4, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        history = phh.record(hand)
        actions = _hide_the_unshown(history, hand)
        again = phh.replay(history.with_fields(actions=actions), registry=REGISTRY)
        assert again.stacks == hand.stacks
        hidden += bool(again.source.hidden)  # type: ignore[attr-defined]  # a replay's source
    assert hidden > 20


def test_a_pass_of_hidden_cards_is_filled_from_the_showdown_of_the_player_they_went_to() -> None:
    history = phh.loads("""
variant = "PV-PASS-THE-TRASH"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 ??????????????", "d dh p2 2c3c4c5c6c7c8c",
  "p2 cc", "p1 cc",
  "p1 _pass p2 ??????", "p2 _pass p1 2c3c4c",
  "p1 cc", "p2 cc",
  "p1 _discard ????", "p2 _discard 5c6c",
  "p1 cc", "p2 cc",
  "p1 sm 9h9s2c3c4c", "p2 sm 7c8cAsAhAd",
]
finishing_stacks = [98, 102]
""")
    hand = phh.replay(history, registry=REGISTRY)
    assert hand.down_cards(1) == parse_cards("7c 8c As Ah Ad") and hand.stacks == (98, 102)
    assert [(e.seat, str(e.card), e.to) for e in hand.events if isinstance(e, Discarded)][:3] == [(0, "As", 1), (0, "Ah", 1), (0, "Ad", 1)]
    assert [line for line in phh.record(hand).actions if line.startswith("p1 _")] == ["p1 _pass p2 AsAhAd", "p1 _discard ????"]


PINEAPPLE = """
variant = "PV-PINEAPPLE"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 AsKd2s", "d dh p2 7c7d9h", "d dh p3 ??????",
  "p3 cc", "p1 cc", "p2 cc",
  "p1 _discard 2s", "p2 _discard 9h", "p3 _discard ??",
  "d db Ah7s3c",
  "p1 cbr 6", "p2 cc", "p3 f",
  "d db Qd", "p1 cc", "p2 cc",
  "d db 2c", "p1 cc", "p2 cc",
  "p1 sm AsKd", "p2 sm 7c7d",
]
finishing_stacks = [92, 110, 98]
"""


def test_a_pineapple_history_written_by_hand_replays() -> None:
    history = phh.loads(PINEAPPLE)
    hand = phh.replay(history, registry=REGISTRY)
    assert hand.stacks == (92, 110, 98) and [(r.seat, str(r.hand)) for r in hand.results] == [(1, "Three of a kind, sevens")]
    assert tuple(e.card for e in hand.events if isinstance(e, Discarded))[:2] == parse_cards("2s 9h")


@pytest.mark.parametrize(
    ("old", "new", "error", "kind", "message"),
    [
        ('"p1 _discard 2s"', '"p1 sd 2s"', PHHActionError, ActionProblem.NO_DRAWS, "sd with cards is a draw, which Pineapple does not have; a discard with nothing dealt in its place is 'pN _discard cards'"),
        ('"p1 _discard 2s"', '"p1 _discard 2h"', PHHCardError, ActionProblem.NOT_HELD, "p1 gives up 2h, which the player does not hold (holds As Kd 2s)"),
        ('"p1 _discard 2s"', '"p1 _discard As2s"', PHHCardError, ActionProblem.SHOWN, "p1 shows AsKd, but holds Kd"),
        ('"p1 _discard 2s"', '"p1 _discard"', PHHActionError, ActionProblem.GRAMMAR, "a discard with no draw is 'pN _discard cards'"),
        ('"p2 _discard 9h"', '"p2 _pass 9h"', PHHActionError, ActionProblem.GRAMMAR, "a pass of cards is 'pN _pass pM cards': to player M"),
        ('"p2 _discard 9h"', '"p2 _pass p7 9h"', PHHActionError, ActionProblem.SEAT, "p7 is not at the table"),
    ],
)
def test_a_pineapple_history_that_gets_a_discard_wrong_is_refused_saying_why(old: str, new: str, error: type[Exception], kind: ActionProblem, message: str) -> None:
    with pytest.raises(error) as raised:
        phh.replay(phh.loads(PINEAPPLE.replace(old, new)), registry=REGISTRY)
    assert message in str(raised.value)
    assert isinstance(raised.value, PHHActionError) and raised.value.kind is kind


@pytest.mark.parametrize(
    ("discard", "kind", "message"),
    [
        ("p1 _pass p2 2s", ActionProblem.ROUTE, "action 6 ('p1 _pass p2 2s'): the rules send these cards to the muck: write 'p1 _discard cards'"),
        ("p1 _discard As2s", ActionProblem.ILLEGAL, "action 6 ('p1 _discard As2s'): p1 throws away one of As Kd 2s: hand.draw('2s')"),
    ],
)
def test_a_discard_the_rules_make_otherwise_is_refused_by_the_replay(discard: str, kind: ActionProblem, message: str) -> None:
    history = phh.loads(PINEAPPLE)
    actions = [*history.actions[:6], discard, *history.actions[7:12]]  # stopping on the flop, p3 to act
    with pytest.raises(PHHActionError) as raised:
        phh.replay(history.with_fields(actions=actions, finishing_stacks=None), registry=REGISTRY)
    assert str(raised.value).startswith(message) and raised.value.kind is kind


def test_a_pass_to_the_wrong_player_is_refused_where_it_is_written() -> None:
    deck = Deck.stacked("2c 2d 2h  3c 3d 3h  4c 4d 4h  5c 5d 5h  6c 6d 6h  7c 7d 7h  8c 8d 8h", fill=True)
    hand = PassTheTrash(blinds=(1, 2)).new_hand([100, 100, 100], deck=deck)
    hand.call(); hand.call(); hand.check()
    hand.draw("2c 3c 4c"); hand.draw("2d 3d 4d"); hand.draw("2h 3h 4h")
    history = phh.record(hand)
    assert [line for line in history.actions if "_pass" in line] == ["p1 _pass p2 2c3c4c", "p2 _pass p3 2d3d4d", "p3 _pass p1 2h3h4h"]
    wrong = [line.replace("p2 _pass p3", "p2 _pass p1") for line in history.actions]
    with pytest.raises(PHHActionError, match="the rules send these cards to p3: write 'p2 _pass p3 cards'") as raised:
        phh.replay(history.with_fields(actions=wrong), registry=REGISTRY)
    assert raised.value.action == history.actions.index("p2 _pass p3 2d3d4d") and raised.value.kind is ActionProblem.ROUTE


def test_a_hand_stopped_before_the_passes_are_made_writes_the_choices_and_replays() -> None:
    hand = PassTheTrash(blinds=(1, 2)).new_hand([100, 100, 100], seed=8)
    hand.call(); hand.call(); hand.check()
    hand.draw(hand.down_cards(0)[:3])
    history = phh.record(hand)
    assert history.actions[-1] == f"p1 _discard {phh.format_cards(hand.down_cards(0)[:3])}"  # where the cards go is not known yet
    again = phh.replay(phh.loads(phh.dumps(history)), registry=REGISTRY)
    assert again.events == hand.events and again.actor == 1


def test_a_named_discard_fills_a_card_dealt_hidden() -> None:
    text = PINEAPPLE.replace('"d dh p1 AsKd2s"', '"d dh p1 ??????"')
    hand = phh.replay(phh.loads(text), registry=REGISTRY)
    assert hand.stacks == (92, 110, 98) and c("2s") not in hand.source.hidden  # type: ignore[attr-defined]  # a replay's source


# --- hand histories: a subclass writes its own code ------------------------------------------------


@frozen(kw_only=True)
class BigO(Omaha):
    """Omaha by another name, with an option of its own."""

    name: ClassVar[str] = "Big O"
    aliases: ClassVar[tuple[str, ...]] = ()
    phh_code: ClassVar[str | None] = "PV-BIG-O"
    hole_cards_default: ClassVar[int] = 5
    hole_card_choices: ClassVar[tuple[int, ...]] = (5,)
    bounty: int = 0


@frozen(kw_only=True)
class Unwritten(Holdem):
    """A hold'em of its own that is not written as PHH."""

    name: ClassVar[str] = "Unwritten"
    aliases: ClassVar[tuple[str, ...]] = ()
    phh_code: ClassVar[str | None] = None


def test_a_subclass_with_a_code_of_its_own_answers_to_it_alone() -> None:
    assert phh_codes(BigO) == ("PV-BIG-O",) and phh_codes(Omaha) == ("PO", "PV-FO", "PV-NO") and phh_codes(Unwritten) == ()
    assert phh_codes(CrazyPineapple) == ("PV-CRAZY-PINEAPPLE",)
    registry = VariantRegistry([Omaha, BigO], entry_points=False)  # no code in common: both register
    assert registry.find("PV-BIG-O") is BigO and registry.find("PO") is Omaha


@pytest.mark.parametrize(("betting", "word"), [(PotLimit(), "pot-limit"), (NoLimit(), "no-limit"), (FixedLimit(small_bet=2, big_bet=4), "fixed-limit")])
def test_a_subclass_writes_its_code_for_every_structure_with_the_structure_as_a_field(betting: Any, word: str) -> None:
    game = BigO(betting=betting, bounty=3)
    fields = phh.fields_of(game, 3)
    assert phh.code_of(game) == "PV-BIG-O" and fields["_betting"] == word and fields["_bounty"] == 3
    assert phh.game_from("PV-BIG-O", {"starting_stacks": [50] * 3, **fields}, registry=VariantRegistry([BigO], entry_points=False)) == game
    hand = game.new_hand([50, 50, 50], seed=2)
    rng = random.Random(2)
    while not hand.is_over:
        hand.act(random_action(hand, rng))
    again = phh.replay(phh.loads(phh.dumps(phh.record(hand))), registry=VariantRegistry([BigO], entry_points=False))
    assert type(again.variant) is BigO and again.variant == game and again.events == hand.events


def test_a_history_without_betting_plays_the_classs_default_structure_and_a_bad_one_is_refused() -> None:
    registry = VariantRegistry([BigO], entry_points=False)
    fields = {"starting_stacks": [50, 50], "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2}
    assert phh.game_from("PV-BIG-O", fields, registry=registry) == BigO()  # Omaha's: pot limit
    with pytest.raises(PHHFieldError, match="_betting is 'no-limit', 'pot-limit', 'fixed-limit', not 'spread'"):
        phh.game_from("PV-BIG-O", {**fields, "_betting": "spread"}, registry=registry)


def test_the_built_in_games_write_as_before() -> None:
    assert phh.code_of(Omaha(betting=NoLimit())) == "PV-NO" and "_betting" not in phh.fields_of(Omaha(), 2)
    assert phh.code_of(Holdem(betting=FixedLimit(small_bet=2, big_bet=4))) == "FT" and phh.code_of(pv.Badugi()) == "FB"


def test_a_subclass_without_a_code_is_not_written() -> None:
    hand = Unwritten().new_hand([50, 50], seed=1)
    with pytest.raises(PHHFieldError, match="Unwritten has no PHH variant code"):
        phh.record(hand)


def test_the_notation_of_a_discard_and_a_pass() -> None:
    assert parse_action("p2 _discard 7c # thrown away", 0) == Notation(1, "_discard", None, parse_cards("7c"), comment="thrown away")
    assert parse_action("p1 _pass p3 ????Ah", 0) == Notation(0, "_pass", 2, (None, None, c("Ah")))
    with pytest.raises(PHHActionError, match="unknown action 'discard': .*_discard and _pass in games of your own"):
        parse_action("p1 discard 7c", 0)


# --- random play of any game: the guide's check -----------------------------------------------------


def test_a_discard_offered_as_a_range_must_name_its_cards() -> None:
    hand = pv.DeuceToSevenTripleDraw().new_hand([100, 100], seed=3)
    hand.call(); hand.check()
    offered = hand.legal_actions()[-1]
    assert str(offered) == "discard 1-5"
    with pytest.raises(pv.IllegalActionError):
        hand.act(offered)  # which cards? the menu's range does not say
    made = concrete(hand, offered)
    assert made == Action(ActionKind.DRAW, 1, hand.down_cards(0)[:1])
    for seed in range(20):
        chosen = concrete(hand, offered, random.Random(seed))
        assert 1 <= len(chosen.cards) <= 5 and set(chosen.cards) <= set(hand.down_cards(0)) and chosen.most is None
    hand.act(concrete(hand, offered, random.Random(1)))
    assert hand.actor == 1


def test_concrete_sizes_a_bet_and_leaves_a_concrete_action_as_it_is() -> None:
    hand = Holdem(blinds=(1, 2)).new_hand([100, 100, 100], seed=1)
    fold, call, raise_ = hand.legal_actions()
    assert concrete(hand, fold) is fold and concrete(hand, call) is call
    assert concrete(hand, raise_) == Action(ActionKind.RAISE, 4)
    sizes = {concrete(hand, raise_, random.Random(seed)).amount for seed in range(60)}
    assert {4, 100} <= sizes and all(4 <= size <= 100 for size in sizes) and len(sizes) > 3


def test_random_action_refuses_a_hand_with_no_decision() -> None:
    hand = Holdem(blinds=(1, 2)).new_hand([100, 100], seed=1)
    hand.fold()
    with pytest.raises(ValueError, match="no decision is pending"):
        random_action(hand, random.Random(1))


@pytest.mark.parametrize("cls", BUILTIN_VARIANTS, ids=[cls.name for cls in BUILTIN_VARIANTS])
def test_the_guides_random_play_check_plays_every_built_in_game(cls: Any) -> None:
    game = configure_game(cls.name)
    rng = random.Random(11)
    for seed in range(25):
        players = rng.randint(game.min_players, min(game.max_players, 6))
        stacks = [rng.randint(5, 150) for _ in range(players)]
        hand = game.new_hand([0] * players, seed=seed) if game.scores else game.new_hand(stacks, seed=seed)
        while not hand.is_over:
            hand.act(random_action(hand, rng))
        assert sum(hand.payoffs) + (hand.kitty - hand.starting_kitty) == 0
        out = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
        assert len(out) == len(set(out)) or getattr(game, "draws_cards", False)  # a draw game deals reshuffled discards again
        assert Hand.replay(game, hand.events).events == hand.events
        if game.phh_code:
            assert phh.replay(phh.loads(phh.dumps(phh.record(hand)))).events == hand.events
    assert any(isinstance(e, Acted) for e in hand.events)


# --- the example modules themselves ---------------------------------------------------------------


@pytest.mark.parametrize("module", [pineapple, trash], ids=["pineapple", "pass_the_trash"])
def test_an_example_documents_itself_imports_only_public_names_and_its_docstring_examples_run(module: ModuleType) -> None:
    import ast
    import doctest

    assert module.__doc__ and "python examples/" in module.__doc__
    for exported in module.__all__:
        assert getattr(module, exported).__doc__, exported
    tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            assert node.module in {"__future__", "random", "typing", "attrs", "pokervariants", "pokervariants.bots"}, ast.unparse(node)
            assert not any(alias.name.startswith("_") for alias in node.names), ast.unparse(node)
    results = doctest.testmod(module)
    assert results.failed == 0 and results.attempted > 5


@pytest.mark.parametrize(("name", "says"), [("pineapple", "thrown away"), ("pass_the_trash", "passed their trash")])
def test_an_example_runs_as_a_script_and_its_hands_replay(name: str, says: str) -> None:
    import subprocess

    run = subprocess.run([sys.executable, str(EXAMPLES / f"{name}.py")], capture_output=True, text=True, check=True)
    assert says in run.stdout and " wins " in run.stdout and run.stderr == ""
    assert "the history replays: False" not in run.stdout and "the history replays: True" in run.stdout
