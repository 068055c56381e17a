"""Poker Hand History: hand-written histories, round trips of random hands, and each malformed file's error."""

from __future__ import annotations

import datetime
import random
import re
import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants.variants.bailey import BaileyView
from pokervariants import phh
from pokervariants.phh import toml_writer

F7S_SIDE_POT = """
# An all-in for less on fourth street: p1 wins the main pot, p2 the side pot.
variant = "F7S"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [20, 100, 100]
actions = [
  "d dh p1 AsAd4c",
  "d dh p2 KhKdQs",
  "d dh p3 7h8h9d",
  "p1 pb",
  "p2 cbr 5",
  "p3 cc",
  "p1 cbr 10",
  "p2 cc",
  "p3 cc",
  "d dh p1 2d",
  "d dh p2 Qd",
  "d dh p3 Th",
  "p2 cbr 10  # the open pair allows the big bet",
  "p3 cc",
  "p1 cc  # all-in for 9",
  "d dh p1 3s",
  "d dh p2 Jc",
  "d dh p3 2h",
  "p2 cbr 10",
  "p3 cc",
  "d dh p1 5h",
  "d dh p2 3c",
  "d dh p3 Kc",
  "p2 cc",
  "p3 cc",
  "d dh p1 6s",
  "d dh p2 4d",
  "d dh p3 2s",
  "p2 cc",
  "p3 cbr 10",
  "p2 cc",
  "p3 sm 7h8h9dTh2hKc2s",
  "p2 sm KhKdQsQdJc3c4d",
  "p1 sm AsAd4c2d3s5h6s",
]
finishing_stacks = [60, 101, 59]
author = "pokervariants tests"
players = ["Ann", "Bob", "Cy"]
"""

F7S8_SPLIT = """
variant = "F7S/8"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 Ac2c3d",
  "d dh p2 KhKdKs",
  "d dh p3 QhJhTh",
  "p1 pb",
  "p2 cbr 5",
  "p3 cc",
  "p1 cc",
  "d dh p1 4h", "d dh p2 9c", "d dh p3 8c",
  "p2 cc", "p3 cc", "p1 cc",
  "d dh p1 7s", "d dh p2 9d", "d dh p3 6h",
  "p2 cbr 10", "p3 cc", "p1 cc",
  "d dh p1 Qc", "d dh p2 Jd", "d dh p3 2s",
  "p2 cc", "p3 cc", "p1 cc",
  "d dh p1 8d", "d dh p2 5s", "d dh p3 3h",
  "p2 cc", "p3 cc", "p1 cc",
  "p2 sm KhKdKs9c9dJd5s",
  "p3 sm QhJhTh8c6h2s3h",
  "p1 sm Ac2c3d4h7sQc8d",
]
"""

RAZZ_FOLD = """
variant = "FR"
antes = [1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [50, 50]
actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 cbr 5", "p1 f"]
"""


def test_an_all_in_with_side_pots() -> None:
    history = phh.loads(F7S_SIDE_POT)
    hand = phh.replay(history)
    assert isinstance(hand, pv.Hand) and hand.is_over
    assert hand.stacks == (60, 101, 59)
    won = [(r.pot, r.seat, r.amount, str(r.hand)) for r in hand.results]
    assert won == [(0, 0, 60, "Straight, six high"), (1, 1, 42, "Two pair, kings and queens")]
    assert history["players"] == ["Ann", "Bob", "Cy"]


def test_a_split_hi_lo_pot() -> None:
    hand = phh.replay(phh.loads(F7S8_SPLIT))
    assert [(r.share, r.seat, r.amount) for r in hand.results] == [("high", 1, 24), ("low", 0, 24)]
    assert hand.payoffs == (8, 8, -16)
    assert [str(r.hand) for r in hand.results] == ["Full house, kings over nines", "Seven-four low"]


def test_unknown_hole_cards_of_a_folder_still_replay() -> None:
    hand = phh.replay(phh.loads(RAZZ_FOLD))
    assert hand.payoffs == (-3, 3)
    assert hand.up_cards(0) == pv.parse_cards("Kc")


def test_a_showdown_names_cards_dealt_unknown() -> None:
    text = F7S_SIDE_POT.replace('"d dh p2 KhKdQs"', '"d dh p2 ????Qs"').replace('"d dh p2 4d"', '"d dh p2 ??"')
    hand = phh.replay(phh.loads(text))
    assert hand.down_cards(1) == pv.parse_cards("Kh Kd 4d")
    assert hand.stacks == (60, 101, 59)


def test_unknown_cards_at_a_showdown_are_a_muck() -> None:
    """RULES.md 3: p2's cards are never shown (a bare sm), so p2 mucks and gives up both pots: the
    main pot goes to p1's aces, the side pot to p3, and the stand-ins for p2's cards decide nothing."""
    text = F7S_SIDE_POT.replace('"d dh p2 KhKdQs"', '"d dh p2 ????Qs"').replace('"p2 sm KhKdQsQdJc3c4d"', '"p2 sm"')
    with pytest.raises(phh.PHHFieldError, match=r"finishing_stacks say \[60, 101, 59\], but replaying the actions gives \[60, 59, 101\]"):
        phh.replay(phh.loads(text))  # the stacks of the hand where p2 showed
    hand = phh.replay(phh.loads(text.replace("finishing_stacks = [60, 101, 59]", "finishing_stacks = [60, 59, 101]")))
    assert hand.mucked_seats == (1,) and hand.shown_seats == (2, 0)
    assert [(e.pot, e.seat, e.amount) for e in hand.results] == [(0, 0, 60), (1, 2, 42)]
    assert hand.variant.showdown is pv.ShowdownMode.CHOOSE and phh.game_of(phh.loads(text)).showdown is pv.ShowdownMode.AUTO


def test_a_partial_history_stops_where_it_stops() -> None:
    midway = F7S_SIDE_POT.split('  "p2 cc",')[0] + "]\n"  # stops inside third street's betting
    hand = phh.replay(phh.loads(midway))
    assert not hand.is_over and hand.street == "third" and hand.actor == 1
    closing = F7S_SIDE_POT.split('  "d dh p1 2d"')[0] + "]\n"  # its last action closes third street
    with pytest.raises(phh.PHHActionError, match="action 8 .*stops where the rules deal on.*stand_ins=True"):
        phh.replay(phh.loads(closing))
    hand = phh.replay(phh.loads(closing), stand_ins=True)
    assert not hand.is_over and hand.street == "fourth" and hand.actor == 1


def test_a_finished_hand_still_names_its_last_street() -> None:
    assert phh.replay(phh.loads(F7S_SIDE_POT)).street == "seventh"


def test_optional_fields_are_kept_and_written_back() -> None:
    history = phh.loads(F7S_SIDE_POT + 'event = "Test \\"cup\\""\nday = 1\ntime = 20:15:00\nyear = 2026\n_note = "ours"\n')
    again = phh.loads(phh.dumps(history))
    assert again.fields == history.fields
    assert again["time"] == datetime.time(20, 15) and again["event"] == 'Test "cup"' and again["_note"] == "ours"


# --- writing -------------------------------------------------------------------------------


def test_a_recorded_hand_uses_the_standard_notation() -> None:
    game = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = phh.replay(phh.loads(F7S_SIDE_POT))
    text = phh.dumps(phh.record(hand, author="me"))
    fields = tomllib.loads(text)
    assert fields["variant"] == "F7S" and fields["antes"] == [1, 1, 1] and fields["bring_in"] == 2
    assert fields["actions"][:4] == ["d dh p1 AsAd4c", "d dh p2 KhKdQs", "d dh p3 7h8h9d", "p1 pb"]
    assert fields["finishing_stacks"] == [60, 101, 59] and fields["author"] == "me"
    assert not any(key.startswith("_") for key in fields)  # default options: a standard file
    assert phh.replay(phh.loads(text)).events == hand.events
    assert phh.game_of(phh.loads(text)) == game


def test_non_default_options_are_underscored_fields() -> None:
    game = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True, odd_chip=pv.OddChip.TDA)
    hand = game.new_hand([30, 30, 30], seed=5)
    while not hand.is_over:
        hand.act(hand.legal_actions()[-1])
    fields = tomllib.loads(phh.dumps(phh.record(hand)))
    assert fields["_burn"] is True and fields["_odd_chip"] == "tda" and len(fields["_burned"]) >= 2
    assert phh.game_of(phh.HandHistory(fields)) == game


def test_baseball_and_bailey_use_codes_of_our_own() -> None:
    game = pv.Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True)
    deck = pv.Deck.stacked("Kc Qc 2s 7s 3h 4d 8s 9s", fill=True, seed=1)  # seat 0 shows a 3, seat 1 a 4 (an extra card)
    hand = game.new_hand([100, 100], deck=deck)
    hand.match_pot()
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not pv.ActionKind.FOLD))
    history = phh.record(hand)
    assert history.variant == "PV-BASEBALL" and history["_seven_card"] is True
    assert any("# match the pot" in a for a in history.actions)
    assert "d dh p2 8s # extra card" in history.actions
    assert phh.replay(phh.loads(phh.dumps(history))).events == hand.events
    bailey = pv.Bailey(jokers=1).new_hand([0, 5, -5], kitty=4, seed=2)
    while not bailey.is_over:
        bailey.act(bailey.legal_actions()[-1] if bailey.phase == "changes" else bailey.legal_actions()[0])
    history = phh.record(bailey)
    assert history.variant == "PV-BAILEY" and history["_kitty"] == 4 and history["_jokers"] == 1
    again = phh.replay(phh.loads(phh.dumps(history)))
    assert again.events == bailey.events and again.kitty == bailey.kitty


def test_collections() -> None:
    histories = {"first": phh.loads(F7S_SIDE_POT), "second": phh.loads(RAZZ_FOLD)}
    text = phh.dumps_all(histories)
    assert text.startswith("[first]\n")
    again = phh.loads_all(text)
    assert list(again) == ["first", "second"]
    assert [phh.replay(h).payoffs for h in again.values()] == [(40, 1, -41), (-3, 3)]
    numbered = phh.loads_all(phh.dumps_all(histories.values()))
    assert list(numbered) == ["1", "2"]


def test_files(tmp_path: pytest.TempPathFactory) -> None:
    path = tmp_path / "hand.phh"  # type: ignore[operator]
    phh.dump(phh.loads(RAZZ_FOLD), path)
    assert phh.load(path).actions[-1] == "p1 f"
    many = tmp_path / "hands.phhs"  # type: ignore[operator]
    phh.dump_all([phh.loads(RAZZ_FOLD)] * 2, many)
    assert len(phh.load_all(many)) == 2


# --- round trips of random hands in all five games ------------------------------------------------

GAMES = [
    pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10),
    pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True),
    pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10, heads_up_uncapped=True),
    pv.Baseball(ante=1, small_bet=5, big_bet=10),
    pv.Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True, all_in_match=True),
    pv.Bailey(jokers=2, ceiling=80),
]


def random_hand(game: object, players: int, seed: int) -> pv.Hand | pv.BaileyHand:
    rng = random.Random(seed)
    if isinstance(game, pv.Bailey):
        hand: pv.Hand | pv.BaileyHand = game.new_hand([rng.randint(-50, 50) for _ in range(players)], kitty=rng.choice([0, 9]), seed=seed)
    else:
        assert isinstance(game, pv.Variant)
        hand = game.new_hand([rng.choice([8, 30, 200]) for _ in range(players)], seed=seed)
    while not hand.is_over and rng.random() > 0.01:  # now and then a hand that stops midway
        legal = hand.legal_actions()
        staying = [a for a in legal if a.kind is not pv.ActionKind.FOLD]
        hand.act(rng.choice(staying if staying and rng.random() < 0.85 else legal))
    return hand


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(range(len(GAMES))), st.integers(2, 7), st.integers(0, 2**32))
def test_write_read_replay_reproduces_random_hands(index: int, players: int, seed: int) -> None:
    game = GAMES[index]
    players = min(players, 4 if isinstance(game, pv.Bailey) else players)
    hand = random_hand(game, players, seed)
    text = phh.dumps(phh.record(hand))
    again = phh.replay(phh.loads(text))
    assert again.events == hand.events
    assert again.payoffs == hand.payoffs and again.is_over == hand.is_over


def mask_folders(text: str, hand: pv.Hand) -> str:
    """Hide every face-down card of the players who folded, as a real history would."""
    fields = tomllib.loads(text)
    down = {seat: set(hand.down_cards(seat)) for seat in range(len(hand.stacks)) if hand.folded[seat]}
    actions = []
    for action in fields["actions"]:
        match = re.fullmatch(r"d dh p(\d+) (\S+)(.*)", action)
        if match and int(match.group(1)) - 1 in down:
            cards = phh.parse_action(action, 0).cards
            hidden = "".join("??" if c in down[int(match.group(1)) - 1] else phh.format_cards([c]) for c in cards if c is not None)
            action = f"d dh p{match.group(1)} {hidden}{match.group(3)}"
        actions.append(action)
    fields["actions"] = actions
    return phh.dumps(phh.HandHistory(fields))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(range(4)), st.integers(2, 7), st.integers(0, 2**32))
def test_hidden_cards_of_players_who_fold_replay_to_the_same_result(index: int, players: int, seed: int) -> None:
    hand = random_hand(GAMES[index], players, seed)
    assert isinstance(hand, pv.Hand)
    text = mask_folders(phh.dumps(phh.record(hand)), hand)
    again = phh.replay(phh.loads(text))
    assert again.payoffs == hand.payoffs
    assert [e for e in again.events if isinstance(e, pv.engine.Acted)] == [e for e in hand.events if isinstance(e, pv.engine.Acted)]


# --- malformed files ------------------------------------------------------------------------------


def test_bad_toml() -> None:
    with pytest.raises(phh.PHHSyntaxError, match="not valid TOML"):
        phh.loads('variant = "F7S"\nantes = [1, 1\n')


def test_unknown_variant() -> None:
    with pytest.raises(phh.UnknownVariantError, match="unknown variant code 'XT': known are .*Razz \\(FR\\)"):
        phh.replay(phh.loads(RAZZ_FOLD.replace('"FR"', '"XT"')))
    with pytest.raises(phh.UnknownVariantError, match="'razz' is not a PHH variant code; Razz's is 'FR'"):
        phh.replay(phh.loads(RAZZ_FOLD.replace('"FR"', '"razz"')))


@pytest.mark.parametrize(
    ("old", "new", "number", "message"),
    [
        ('"p2 cbr 5"', '"p2 cbr 7"', 3, "p2 cannot complete 7: legal now are fold, call 2, complete 5"),
        ('"p2 cbr 5"', '"p1 cbr 5"', 3, "p1 acts, but it is p2 to act"),
        ('"p1 pb"', '"p1 pb 2"', 2, "pb takes no argument"),
        ('"p1 f"', '"p1 f", "p2 cc"', 5, "p2 acts, but the hand is over"),
        ('"p1 pb"', '"p1 xx"', 2, "unknown action 'xx'"),
        ('"p1 pb"', '"p3 pb"', 2, "p3 is not at the table: there are 2 players"),
        ('"d dh p2 ????9c"', '"d dh p2 ??9c"', 1, "third street deals 3 cards to each player; p2 gets fewer"),
        ('"p1 f"', '"p1 f", "d dh p2 5c"', 5, "the rules never deal 5c here"),
    ],
)
def test_an_illegal_action_names_its_number_and_the_rule(old: str, new: str, number: int, message: str) -> None:
    with pytest.raises(phh.PHHActionError) as caught:
        phh.replay(phh.loads(RAZZ_FOLD.replace(old, new)))
    assert caught.value.action == number
    assert message in str(caught.value)
    assert str(caught.value).startswith(f"action {number} (")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('"d dh p1 ????Kc"', '"d dh p1 ????Kx"', "'Kx' is not a card"),
        ('"d dh p2 ????9c"', '"d dh p2 ????Kc"', "Kc is dealt twice (actions 0 and 1)"),
        ('"d dh p1 ????Kc"', '"d dh p1 ????Jk1"', "Jk is not in this game's pack (0 jokers)"),
        ('"d dh p1 ????Kc"', '"d dh p1 ????Jk"', "a joker is written Jk1 or Jk2"),
    ],
)
def test_an_impossible_card(old: str, new: str, message: str) -> None:
    with pytest.raises(phh.PHHCardError, match=re.escape(message)):
        phh.replay(phh.loads(RAZZ_FOLD.replace(old, new)))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("small_bet = 5\n", "", "needs the 'small_bet' field"),
        ("antes = [1, 1]", "antes = [1, 2]", "differ between players"),
        ("antes = [1, 1]", 'antes = ["1", "1"]', "antes must hold numbers"),
        ("bring_in = 2", "bring_in = 5", "the bring-in must be less than the small bet"),
        ("antes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]", "antes = [1, 1, 1, 1, 1, 1, 1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50, 50, 50, 50, 50, 50, 50, 50]", "takes 2 to 8 players"),
        ("starting_stacks = [50, 50]", 'starting_stacks = [50, 50]\nfinishing_stacks = [50, 50]', "finishing_stacks say [50, 50], but replaying the actions gives [47, 53]"),
        ('variant = "FR"\n', "", "needs a string 'variant' field"),
        ("antes = [1, 1]", "antes = [1, 1, 1]", "antes must have one entry a player (2), got 3"),
        ("antes = [1, 1]", 'antes = [1, 1]\n_burn = "false"', "_burn must be true or false"),
    ],
)
def test_fields_that_do_not_fit(old: str, new: str, message: str) -> None:
    with pytest.raises(phh.PHHFieldError, match=re.escape(message)):
        phh.replay(phh.loads(RAZZ_FOLD.replace(old, new)))


def test_a_change_breaking_bailey_rules_names_the_action() -> None:
    hand = pv.Bailey().new_hand([0, 0], seed=3)
    standing = phh.dumps(phh.record(hand))
    fields = tomllib.loads(standing)
    seat = hand.actor
    assert seat is not None
    fields["actions"].append(f"p{seat + 1} ch {phh.format_cards(hand.down_cards(seat)[:1])} {BaileyView(hand).stake}")
    with pytest.raises(phh.PHHActionError, match="is face down: only face-up cards can be changed"):
        phh.replay(phh.HandHistory(fields))
    fields["actions"][-1] = f"p{seat + 1} f"
    with pytest.raises(phh.PHHActionError, match="cannot fold during round 1"):
        phh.replay(phh.HandHistory(fields))


# --- the TOML writer -------------------------------------------------------------------------------

scalars = st.one_of(
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False),
    st.text(),
    st.dates(),
    st.times(),
)
keys = st.text(min_size=1, max_size=10)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(keys, scalars | st.lists(scalars, max_size=4) | st.dictionaries(keys, scalars, max_size=3), max_size=6))
def test_the_toml_writer_writes_what_tomllib_reads_back(document: dict[str, object]) -> None:
    assert tomllib.loads(toml_writer.dumps(document)) == document


def test_the_toml_writer_refuses_what_toml_cannot_hold() -> None:
    with pytest.raises(TypeError, match="TOML cannot hold a complex"):
        toml_writer.format_value(1j)


def test_a_bailey_player_at_no_points_is_not_all_in() -> None:
    """A continue after a fold, with another player at 0 points, was read as PokerKit's pointless
    check and skipped (a history the replay then refused): Bailey's stacks are points, not chips."""
    game = pv.Bailey(jokers=2, ceiling=80, high_card_ties="five")
    hand = random_hand(game, 3, 142065)
    assert 0 in hand.starting_stacks and any(hand.folded)
    again = phh.replay(phh.loads(phh.dumps(phh.record(hand))))
    assert again.events == hand.events and again.payoffs == hand.payoffs
