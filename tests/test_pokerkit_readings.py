"""Two of PokerKit's readings, so that histories PokerKit writes replay here (issue 32):

* **a pointless check**: PokerKit asks (and writes) a check from the only player left with chips,
  facing no bet, with nobody to act against; the rules here ask nothing there, and a replay reads
  the check as nothing, in its place, while a check that is really out of turn is refused clearly;
* **odd chips as PokerKit splits them**: ``split_pots="merged"`` (side pots with the same
  contenders, once the hands that win nothing are out, split together) and ``odd_chip="first"``
  (every odd chip to the first winner left of the button), which a replay takes when a history's
  finishing stacks need them.

Every history here is composed for the test from what the PHH format documents; the spots are
those a differential run of PokerKit's random hands met (the stacks and actions of each spot, with
cards of our own), checked against PokerKit by hand when they were written.
"""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Action, ActionKind, Card, Deck, Holdem, OddChip, SplitPots, StudHigh, phh
from pokervariants.engine.phases import Settle, merged_pots
from pokervariants.phh import ActionProblem, PHHActionError, PHHFieldError
from pokervariants.phh._games import family_of
from pokervariants.phh._pokerkit import pointless_check, pokerkit_ties

# --- a pointless check ------------------------------------------------------------------------------


def _history(code: str, stacks: list[int], actions: list[str], *, finishing: list[int] | None = None) -> str:
    """A three-handed history with blinds 5/10, as PHH writes one (``finishing``: its finishing stacks)."""
    sizes = "small_bet = 10\nbig_bet = 20" if code.startswith("F") else "min_bet = 10"
    quoted = ", ".join(f'"{action}"' for action in actions)
    text = f"""
variant = "{code}"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
{sizes}
starting_stacks = {stacks}
actions = [{quoted}]
"""
    return text + (f"finishing_stacks = {finishing}\n" if finishing else "")


def _deals(*holes: str) -> list[str]:
    return [f"d dh p{seat} {cards}" for seat, cards in enumerate(holes, 1)]


# Where PokerKit puts the check (marked ``CHECK``): right after the action that leaves the checker
# alone with chips, before the showdown and the board, as it writes them. Each spot: the game, the
# stacks, the actions and the finishing stacks.
CHECK = "the check"
BOARD = ["d db KdTc2h", "d db 8c", "d db 3s"]
BOARD2 = ["d db Ks8d4c", "d db Jh", "d db 3s"]
POINTLESS: dict[str, tuple[str, list[int], list[str], list[int]]] = {
    # The small blind is all in on its blind, the button folds: the big blind "checks".
    "NT, the small blind all in on its blind": (
        "NT", [4, 100, 100], [*_deals("8h5c", "ThJh", "Qs7d"), "p3 f", CHECK + " p2 cc", "p1 sm 8h5c", "p2 sm ThJh", *BOARD], [0, 104, 100],
    ),
    # The big blind is all in on its blind for 5: the small blind, matched, "checks" once the button folds.
    "NT, the big blind all in on its blind": (
        "NT", [12, 5, 58], [*_deals("AhAd", "7c2d", "9s9h"), "p3 f", CHECK + " p1 cc", "p1 sm AhAd", "p2 sm 7c2d", *BOARD2], [17, 0, 58],
    ),
    # The button calls all in for less than the big blind, the small blind folds: the big blind "checks".
    "NT, the button all in for less than the big blind": (
        "NT", [22, 118, 6], [*_deals("2c7h", "JsJh", "QcQd"), "p3 cc", "p1 f", CHECK + " p2 cc", "p3 sm QcQd", "p2 sm JsJh", "d db 4d8cKs", "d db 3h", "d db 2s"], [17, 112, 17],
    ),
    "FT, the small blind all in on its blind": (
        "FT", [4, 100, 100], [*_deals("8h5c", "ThJh", "Qs7d"), "p3 f", CHECK + " p2 cc", "p1 sm 8h5c", "p2 sm ThJh", *BOARD], [0, 104, 100],
    ),
    "PO, the big blind all in on its blind": (
        "PO", [12, 5, 58],
        [*_deals("AhAdKcQc", "7c2d6h5s", "9s9hTdTc"), "p3 f", CHECK + " p1 cc", "p1 sm AhAdKcQc", "p2 sm 7c2d6h5s", *BOARD2], [17, 0, 58],
    ),
    "FO/8, the button all in for less than the big blind": (
        "FO/8", [22, 118, 6],
        [*_deals("2c7hKdKh", "JsJhTsTh", "QcQdAs3c"), "p3 cc", "p1 f", CHECK + " p2 cc", "p3 sm QcQdAs3c", "p2 sm JsJhTsTh", "d db 4d8cKs", "d db 5h", "d db 2s"],
        [17, 112, 17],
    ),
    # Draw games: the check comes before the draws, which every player still in makes (all in or not).
    "N2L1D, the big blind all in on its blind": (
        "N2L1D", [12, 5, 58],
        [*_deals("7c5d4h3s9c", "KcKdQhJsTs", "AcAd8h8s6c"), "p3 f", CHECK + " p1 cc", "p1 sd 9c", "p2 sd", "d dh p1 2c", "p1 sm 7c5d4h3s2c",
         "p2 sm KcKdQhJsTs"],
        [17, 0, 58],
    ),
    "F2L3D, the button all in for less than the big blind": (
        "F2L3D", [22, 118, 6],
        [*_deals("AcAd8h8s6c", "KcKdQhJsTs", "7c5d4h3s9c"), "p3 cc", "p1 f", CHECK + " p2 cc", "p2 sd KcKd", "p3 sd 9c", "d dh p2 9d9h", "d dh p3 2c",
         "p2 sd 9d9h", "p3 sd", "d dh p2 6d6h", "p2 sd", "p3 sd", "p2 sm QhJsTs6d6h", "p3 sm 7c5d4h3s2c"],
        [17, 112, 17],
    ),
}  # fmt: skip


def _spot(name: str, *, check: bool = True, finishing: bool = True, upto: str | None = None) -> str:
    """The spot's history: with PokerKit's check or without it (as this library writes the hand),
    with its finishing stacks or not, whole or stopping before the action ``upto``."""
    code, stacks, actions, final = POINTLESS[name]
    if upto is not None:
        actions = actions[: actions.index(upto)]
    actions = [a.removeprefix(CHECK + " ") for a in actions if check or not a.startswith(CHECK)]
    return _history(code, stacks, actions, finishing=final if finishing else None)


@pytest.mark.parametrize("name", list(POINTLESS))
def test_pokerkits_pointless_check_replays_and_changes_nothing(name: str) -> None:
    hand = phh.replay(phh.loads(_spot(name)))  # the finishing stacks are PokerKit's, checked too
    without = phh.replay(phh.loads(_spot(name, check=False)))
    assert len(phh.loads(_spot(name, check=False)).actions) == len(phh.loads(_spot(name)).actions) - 1
    assert hand.is_over and hand.events == without.events  # the check is read as nothing
    assert phh.record(hand).actions == phh.record(without).actions  # and written as this library writes the hand


def test_a_history_that_stops_at_the_pointless_check_stops_where_the_rules_deal_on() -> None:
    stopped = _spot("NT, the small blind all in on its blind", finishing=False, upto="p1 sm 8h5c")
    assert phh.loads(stopped).actions[-1] == "p2 cc"
    with pytest.raises(PHHActionError) as caught:
        phh.replay(phh.loads(stopped))
    assert (caught.value.action, caught.value.kind) == (4, ActionProblem.STOPS)  # at the check, the history's last word


SB_ALL_IN = _deals("8h5c", "ThJh", "Qs7d")


def test_a_check_by_a_player_all_in_is_out_of_turn_and_says_why() -> None:
    # As the first spot, but the small blind, all in, is the one who "checks".
    text = _history("NT", [4, 100, 100], [*SB_ALL_IN, "p3 f", "p1 cc", *BOARD])
    with pytest.raises(PHHActionError) as caught:
        phh.replay(phh.loads(text))
    error = caught.value
    assert (error.action, error.kind, error.seat, error.verb) == (4, ActionProblem.TURN, 0, "cc")
    assert error.reason == "p1 acts, but nobody is to act here (p1 is all in): the rules deal on"


def test_a_check_by_a_player_who_folded_is_out_of_turn_and_says_why() -> None:
    text = _history("NT", [4, 100, 100], [*SB_ALL_IN, "p3 f", "p3 cc", *BOARD])
    with pytest.raises(PHHActionError, match=r"p3 acts, but nobody is to act here \(p3 has folded\)") as caught:
        phh.replay(phh.loads(text))
    assert caught.value.kind is ActionProblem.TURN


def test_a_check_after_a_closed_round_is_out_of_turn_where_others_have_chips() -> None:
    text = _history("NT", [100, 100, 100], [*SB_ALL_IN, "p3 cc", "p1 cc", "p2 cc", "p2 cc", "d db KdTc2h", "p1 cc", "p2 cc", "p3 cc"])
    with pytest.raises(PHHActionError) as caught:
        phh.replay(phh.loads(text))
    assert (caught.value.action, caught.value.kind) == (6, ActionProblem.TURN)
    assert caught.value.reason == "p2 acts, but nobody is to act here (the betting round is over): the rules deal on"


def test_the_check_is_read_as_nothing_only_in_its_place_right_after_the_action() -> None:
    # The check after the flop instead: nobody acts after the flop (the hand runs out), and the
    # history has the turn come only after the check: the error is at the flop, where the rules deal on.
    text = _history("NT", [4, 100, 100], [*SB_ALL_IN, "p3 f", "d db KdTc2h", "p2 cc", "p1 sm 8h5c", "p2 sm ThJh", "d db 8c", "d db 3s"])
    with pytest.raises(PHHActionError) as caught:
        phh.replay(phh.loads(text))
    assert (caught.value.action, caught.value.kind) == (4, ActionProblem.DEAL)
    assert caught.value.reason == "the rules deal a card to the board here, and the history gives the board no more at this point"


def test_a_draw_whose_replacements_the_history_leaves_out_still_says_so() -> None:
    # A draw is not a betting action: the rules deal its replacements before the next player's draw,
    # and the error says that, not that the next player acts out of turn.
    text = _spot("F2L3D, the button all in for less than the big blind")
    missing = text.replace('"d dh p2 6d6h", ', "").replace("p2 sm QhJsTs6d6h", "p2 sm QhJsTs")  # p2's second replacements left out
    assert phh.loads(missing).actions[11:13] == ("p3 sd", "p2 sd")
    with pytest.raises(PHHActionError) as caught:
        phh.replay(phh.loads(missing))
    assert (caught.value.action, caught.value.kind, caught.value.verb) == (12, ActionProblem.DEAL, "sd")
    assert caught.value.reason.startswith("the rules deal a card to p2 here, and the history gives p2 no more at this point")


def test_a_check_in_a_draw_game_by_the_player_all_in_is_refused_where_the_draws_begin() -> None:
    # The big blind is all in on its blind: the small blind's check is pointless, the big blind's
    # is out of turn (the draws come next, the small blind first).
    name = "N2L1D, the big blind all in on its blind"
    text = _spot(name).replace('"p1 cc"', '"p2 cc"')
    with pytest.raises(PHHActionError, match="p2 acts, but it is p1 to act") as caught:
        phh.replay(phh.loads(text))
    assert caught.value.kind is ActionProblem.TURN


def _three_handed(stacks: list[int]) -> pv.Hand:
    return Holdem(blinds=(5, 10)).new_hand(stacks, seed=1)


def test_pointless_check_is_the_only_player_with_chips_facing_no_bet_after_the_action() -> None:
    fold = Action(ActionKind.FOLD)
    hand = _three_handed([4, 100, 100])  # the small blind all in on its blind; the button to act
    assert pointless_check(hand, fold, 1)
    assert not pointless_check(hand, Action(ActionKind.CALL, 10), 1)  # the button calls, and the big blind has the option
    assert not pointless_check(hand, fold, 0)  # the small blind is all in: its check is out of turn
    assert not pointless_check(hand, fold, 2)  # the button's own check after its fold
    assert not pointless_check(_three_handed([100, 100, 100]), fold, 1)  # the small blind has chips
    short = _three_handed([100, 100, 8])  # the button calls all in for 8: the big blind has nothing to decide once the small blind folds
    short.call()
    assert pointless_check(short, fold, 1) and not pointless_check(short, Action(ActionKind.CALL, 10), 1)
    over = _three_handed([100, 100, 100])
    over.fold(), over.fold()
    assert over.is_over and not pointless_check(over, fold, 1)


# --- odd chips as PokerKit splits them -------------------------------------------------------------


def _five_handed(code: str, holes: tuple[str, ...], board: tuple[str, ...], *, stacks: str = "[100, 9, 100, 40, 40]", raise_to: int = 40) -> str:
    """Blinds 5/10, the big blind all in on its blind for 9, a raise to 20 then folded, two players
    all in who tie and the big blind who loses: two pots, each with an odd chip (as PokerKit ran it)."""
    deal = ", ".join(f'"d dh p{seat} {cards}"' for seat, cards in enumerate(holes, 1))
    shows = ", ".join(f'"p{seat} sm {holes[seat - 1]}"' for seat in (2, 4, 5))
    draws = '"p2 sd", "p4 sd", "p5 sd", ' if code == "N2L1D" else ""
    boards = "".join(f', "d db {cards}"' for cards in board)
    return f"""
variant = "{code}"
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [5, 10, 0, 0, 0]
min_bet = 10
starting_stacks = {stacks}
actions = [{deal}, "p3 cbr 20", "p4 cbr {raise_to}", "p5 cc", "p1 f", "p3 f", {draws}{shows}{boards}]
"""


# Each game: the history, this library's finishing stacks (each pot on its own, one odd chip each
# by the game's rule) and PokerKit's (pots with the same contenders merged, odd chips to the first).
TIED = {
    "NT": (_five_handed("NT", ("Kc7d", "3c4d", "QhQs", "Ts9s", "Td8c"), ("AhKhQd", "Jc", "2s")), [95, 0, 80, 58, 56], [95, 0, 80, 57, 57]),
    # Omaha high/low: both ties share the high (a wheel) and the low (the wheel's): four shares, each with its odd chip.
    "PV-PO/8": (
        _five_handed("PV-PO/8", ("KcKd7d7s", "9c9d8h8s", "QhQsJdJh", "As2sJsTs", "Ad2dJcTc"), ("3h4d5c", "Kh", "Qc"), stacks="[100, 9, 100, 41, 41]", raise_to=41),
        [95, 0, 80, 59, 57], [95, 0, 80, 58, 58],
    ),
    "N2L1D": (_five_handed("N2L1D", ("AcAdAhKsKh", "KcKdQhJsTs", "QcQdQs9h9s", "7c5d4h3s2c", "7d5h4s3c2d"), ()), [95, 0, 80, 58, 56], [95, 0, 80, 57, 57]),
    # Seven-card stud: p1 all in for 4 loses, p2 folds on fifth street after putting in 11, p3 and
    # p4 tie with ace-king-nine-eight-seven; by Robert's Rules the odd chips go to p4's ace of spades.
    "F7S": (
        """
variant = "F7S"
ante_trimming_status = true
antes = [1, 1, 1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [4, 50, 50, 50, 50]
actions = ["d dh p1 KcJd5d", "d dh p2 QsQc2d", "d dh p3 Ah3c9h", "d dh p4 As3d9s", "d dh p5 JcJhQh",
           "p2 pb", "p3 cbr 5", "p4 cc", "p5 f", "p1 cc", "p2 cc",
           "d dh p1 6h", "d dh p2 5s", "d dh p3 8c", "d dh p4 7h", "p3 cbr 5", "p4 cc", "p2 cc",
           "d dh p1 2c", "d dh p2 3s", "d dh p3 7d", "d dh p4 4c", "p3 cbr 10", "p4 cc", "p2 f",
           "d dh p1 Tc", "d dh p3 Kh", "d dh p4 8d", "p3 cc", "p4 cc",
           "d dh p1 3h", "d dh p3 4s", "d dh p4 Ks", "p3 cc", "p4 cc",
           "p3 sm Ah3c9h8c7dKh4s", "p4 sm As3d9s7h4c8dKs", "p1 sm KcJd5d6h2cTc3h"]
""",
        [0, 39, 57, 59, 49], [0, 39, 58, 58, 49],
    ),
}  # fmt: skip


@pytest.mark.parametrize("code", list(TIED))
def test_a_tie_splits_each_pot_on_its_own_by_default(code: str) -> None:
    text, each, _ = TIED[code]
    hand = phh.replay(phh.loads(text))
    assert list(hand.stacks) == each and hand.variant.split_pots is SplitPots.EACH  # type: ignore[attr-defined]
    assert len({award.pot for award in hand.results}) == 2


@pytest.mark.parametrize("code", list(TIED))
def test_a_history_with_pokerkits_finishing_stacks_replays_with_its_split(code: str) -> None:
    text, _, merged = TIED[code]
    hand = phh.replay(phh.loads(f"{text}finishing_stacks = {merged}\n"))
    game = hand.variant
    assert list(hand.stacks) == merged and (game.split_pots, game.odd_chip) == (SplitPots.MERGED, OddChip.FIRST)  # type: ignore[attr-defined]
    assert {award.pot for award in hand.results} == {0}  # one pot: the big blind's hand, which wins nothing, is out of it
    written = phh.record(hand)
    assert (written["_split_pots"], written["_odd_chip"]) == ("merged", "first")  # a history written from it says so
    assert list(phh.replay(phh.loads(phh.dumps(written))).stacks) == merged


@pytest.mark.parametrize("code", list(TIED))
def test_a_history_that_says_how_it_splits_is_held_to_it(code: str) -> None:
    text, each, merged = TIED[code]
    with pytest.raises(PHHFieldError, match=r'only odd chips of a tied pot differ: .* _split_pots = "merged" with _odd_chip = "first"'):
        phh.replay(phh.loads(f'{text}_split_pots = "each"\nfinishing_stacks = {merged}\n'))
    hand = phh.replay(phh.loads(f'{text}_split_pots = "merged"\n'))  # merged, the odd chips one each from the left of the button
    assert list(hand.stacks) == merged and hand.variant.odd_chip is not OddChip.FIRST  # type: ignore[attr-defined]
    with pytest.raises(PHHFieldError, match="finishing_stacks say"):  # stacks neither reading gives
        phh.replay(phh.loads(f"{text}finishing_stacks = {[each[0] + 1, *each[1:4], each[4] - 1]}\n"))


def _tied_three_ways(game: Holdem) -> pv.Hand:
    """Five players, blinds 2/3: a raise to 10, two calls, the blinds fold; a royal flush on the board
    splits 35 chips three ways (as PokerKit ran it: 13/11/11)."""
    cards = ["2c3d", "4c5d", "6c7d", "8c9d", "2d3c"]
    order = [Card(c[r * 2 : r * 2 + 2]) for r in range(2) for c in cards]
    order += [Card(c) for c in ("4h", "As", "Ks", "Qs", "5h", "Js", "6h", "Ts")]
    hand = game.new_hand([100] * 5, deck=Deck.stacked(order, fill=True))
    hand.raise_(10), hand.call(), hand.call(), hand.fold(), hand.fold()
    while not hand.is_over:
        hand.check()
    return hand


def test_odd_chip_first_gives_every_odd_chip_to_the_first_winner_left_of_the_button() -> None:
    by_position = _tied_three_ways(Holdem(blinds=(2, 3)))
    first = _tied_three_ways(Holdem(blinds=(2, 3), odd_chip="first"))
    assert by_position.stacks == (98, 97, 102, 102, 101)  # one odd chip each, from the left of the button
    assert first.stacks == (98, 97, 103, 101, 101)
    assert [(a.seat, a.amount) for a in first.results] == [(2, 13), (3, 11), (4, 11)]


def test_the_families_write_and_read_the_split_and_give_pokerkits() -> None:
    flop = Holdem(split_pots="merged", odd_chip="first")
    assert {k: v for k, v in phh.fields_of(flop, 3).items() if k in ("_split_pots", "_odd_chip")} == {"_split_pots": "merged", "_odd_chip": "first"}
    assert "_split_pots" not in phh.fields_of(Holdem(), 3)
    stud = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
    fields = phh.fields_of(attrs.evolve(stud, split_pots=SplitPots.MERGED), 3)
    assert fields["_split_pots"] == "merged" and phh.game_from("F7S", {**fields, "starting_stacks": [9] * 3}).split_pots is SplitPots.MERGED  # type: ignore[attr-defined]
    for game in (Holdem(), stud, pv.Badugi()):
        split = family_of(type(game)).pokerkit_ties(game)
        assert split is not None and (split.split_pots, split.odd_chip) == (SplitPots.MERGED, OddChip.FIRST)  # type: ignore[attr-defined]
        assert family_of(type(split)).pokerkit_ties(split) is None  # already PokerKit's
    assert family_of(pv.Bailey).pokerkit_ties(pv.Bailey()) is None  # a game of its own settlement


def test_pokerkits_split_is_tried_only_for_stacks_a_history_gives_and_says_nothing_of() -> None:
    text, _, merged = TIED["NT"]
    history = phh.loads(f"{text}finishing_stacks = {merged}\n")
    asked: list[pv.GameVariant] = []

    def run(game: pv.GameVariant) -> pv.Hand:  # a stand-in for the replay: records the game it was asked for
        asked.append(game)
        return game.new_hand([100, 9, 100, 40, 40], seed=1)  # type: ignore[return-value]

    stacks, game = PHHFieldError("finishing_stacks say …"), Holdem(blinds=(5, 10))
    assert isinstance(pokerkit_ties(history, game, run, stacks), pv.Hand)
    assert [(g.split_pots, g.odd_chip) for g in asked] == [(SplitPots.MERGED, OddChip.FIRST)]  # type: ignore[attr-defined]
    turn = PHHActionError(5, "p3 cc", "out of turn", kind=ActionProblem.TURN, verb="cc", seat=2)
    assert pokerkit_ties(history, game, run, turn) is None  # only the settlement differs: an action's error stays
    assert pokerkit_ties(phh.loads(text), game, run, stacks) is None  # no finishing stacks to read
    assert pokerkit_ties(history.with_fields(_odd_chip="position"), game, run, stacks) is None  # the history says how it splits
    assert pokerkit_ties(history, Holdem(blinds=(5, 10), split_pots="merged", odd_chip="first"), run, stacks) is None  # already PokerKit's
    assert len(asked) == 1

    def failing(game: pv.GameVariant) -> pv.Hand:
        raise PHHFieldError("finishing_stacks say … again")

    assert pokerkit_ties(history, game, failing, stacks) is None


def test_merged_pots_merges_only_pots_whose_contenders_left_are_the_same() -> None:
    ranks = {0: (5,), 1: (9,), 2: (9,), 3: (7,)}  # seats 1 and 2 tie on top
    pots = [(20, (0, 1, 2, 3)), (31, (1, 2, 3)), (10, (1, 2))]
    assert merged_pots(pots, ranks) == [(61, (0, 1, 2, 3))]  # seats 0 and 3 win nothing
    assert merged_pots(pots, {**ranks, 0: (9,)}) == [(20, (0, 1, 2, 3)), (41, (1, 2, 3))]  # seat 0 shares the main pot
    assert merged_pots(pots, {**ranks, 3: (9,)}) == [(51, (0, 1, 2, 3)), (10, (1, 2))]  # seat 3 shares the first two, not the third
    hi_lo = {0: (5, 3), 1: (9, 0), 2: (9, 0), 3: (7, 0)}  # seat 0 wins the low half of the pots it is in
    assert merged_pots(pots, hi_lo) == [(20, (0, 1, 2, 3)), (41, (1, 2, 3))]
    assert Settle().split_pots is SplitPots.EACH


# --- a property: random tied hands ------------------------------------------------------------------

_KICKERS = ("A", "K")  # two tie classes: quads on the board, the kicker from the hole cards
_LOW = [f"{rank}{suit}" for rank in "456789" for suit in "cdhs"]


def _reference(stacks: list[int], kickers: list[int], *, merged: bool) -> list[int]:
    """Everyone all in before the flop, quad deuces on the board: the finishing stacks, worked out
    here from the levels (PokerKit's way when ``merged``: the hands that win nothing out, then pots
    with the same players left merged, every odd chip to the first; else pot by pot, one each)."""
    top = sorted(stacks)[-2]  # the largest stack's excess is returned
    put = [min(s, top) for s in stacks]
    levels = sorted(set(put))
    pots: list[tuple[int, list[int]]] = []
    low = 0
    for level in levels:
        pots.append((sum(min(p, level) - min(p, low) for p in put), [s for s, p in enumerate(put) if p >= level]))
        low = level
    winners = [[s for s in eligible if kickers[s] == max(kickers[e] for e in eligible)] for _, eligible in pots]
    if merged:
        winning = {s for w in winners for s in w}
        joined: list[tuple[int, list[int]]] = []
        for amount, eligible in pots:
            left = [s for s in eligible if s in winning]
            if joined and joined[-1][1] == left:
                joined[-1] = (joined[-1][0] + amount, left)
            else:
                joined.append((amount, left))
        pots = joined
        winners = [[s for s in eligible if kickers[s] == max(kickers[e] for e in eligible)] for _, eligible in pots]
    final = [s - p for s, p in zip(stacks, put)]
    for (amount, _), won in zip(pots, winners):
        each, odd = divmod(amount, len(won))
        for position, seat in enumerate(sorted(won)):
            final[seat] += each + ((odd if position == 0 else 0) if merged else (1 if position < odd else 0))
    return final


@st.composite
def _tied_hands(draw: st.DrawFn) -> tuple[list[int], list[str]]:
    players = draw(st.integers(3, 6))
    stacks = draw(st.lists(st.integers(3, 60), min_size=players, max_size=players))
    kickers = draw(st.lists(st.sampled_from(_KICKERS), min_size=players, max_size=players).filter(lambda ks: max(ks.count(k) for k in _KICKERS) <= 4))
    suits = {k: iter("cdhs") for k in _KICKERS}
    lows = draw(st.permutations(_LOW))
    return stacks, [f"{k}{next(suits[k])}{lows[i]}" for i, k in enumerate(kickers)]


def _all_in(game: Holdem, stacks: list[int], holes: list[str]) -> pv.Hand:
    order = [Card(h[r * 2 : r * 2 + 2]) for r in range(2) for h in holes]
    order += [Card(c) for c in ("Jh", "2c", "2d", "2h", "Qh", "2s", "Th", "3c")]  # burns, quad deuces, a three
    hand = game.new_hand(stacks, deck=Deck.stacked(order, fill=True))
    while not hand.is_over:
        legal = hand.legal_actions()
        bets = [a for a in legal if a.kind in (ActionKind.BET, ActionKind.RAISE)]
        hand.act(bets[0].sized(bets[0].most or bets[0].amount) if bets else next(a for a in legal if a.kind is not ActionKind.FOLD))
    return hand


@settings(max_examples=60, deadline=None)
@given(_tied_hands())
def test_random_tied_hands_split_by_either_reading_conserve_chips_and_differ_by_odd_chips(hand_spec: tuple[list[int], list[str]]) -> None:
    stacks, holes = hand_spec
    kickers = [14 if h[0] == "A" else 13 for h in holes]
    each = _all_in(Holdem(), stacks, holes)
    merged = _all_in(Holdem(split_pots="merged"), stacks, holes)
    pokerkits = _all_in(Holdem(split_pots="merged", odd_chip="first"), stacks, holes)
    assert sum(each.stacks) == sum(merged.stacks) == sum(pokerkits.stacks) == sum(stacks)
    assert list(each.stacks) == _reference(stacks, kickers, merged=False)
    assert list(pokerkits.stacks) == _reference(stacks, kickers, merged=True)
    pots = len({award.pot for award in each.results})
    assert all(abs(a - b) <= max(pots - 1, 0) for a, b in zip(each.stacks, merged.stacks))  # a chip a pot merged, at most
    if pots <= 2:
        assert all(abs(a - b) <= 1 for a, b in zip(each.stacks, merged.stacks))  # one pot merged into another: one chip
