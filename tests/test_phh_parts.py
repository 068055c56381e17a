"""The parts of the PHH package alone: the games' families, the errors' attributes, the card source
of a replay, and PokerKit's readings, each tried without a whole replay behind it (PokerKit's
helpers get the replay as a function of the game, here a stand-in that records what it was asked).
"""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest

import pokervariants as pv
from pokervariants import (
    Action,
    ActionKind,
    Badugi,
    Bailey,
    Baseball,
    DeuceToSevenTripleDraw,
    FiveCardDraw,
    FixedLimit,
    Holdem,
    NoLimit,
    Omaha,
    OmahaHiLo8,
    PotLimit,
    Razz,
    ShortDeckHoldem,
    StudHigh,
    phh,
)
from pokervariants.engine.betting import ShortAllIn
from pokervariants.engine.draws import Reshuffle
from pokervariants.phh import ActionProblem, PHHActionError, PHHCardError, PHHFieldError
from pokervariants.phh._blinds import structure_of
from pokervariants.phh._games import family_of
from pokervariants.phh._pokerkit import ante_hint, as_pokerkit, odd_chip_hint, pokerkit_reshuffles, with_short_all_in_hint, with_straddle_hint
from pokervariants.phh._source import HistoryCursor, HistorySource, Refused

RAZZ = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)

# --- the families -----------------------------------------------------------------------------------


def test_each_game_class_finds_its_family_by_its_nearest_base() -> None:
    names = {cls: type(family_of(cls)).__name__ for cls in (Holdem, ShortDeckHoldem, Omaha, FiveCardDraw, Badugi, StudHigh, Baseball, Bailey)}
    assert names == {
        Holdem: "BlindsFamily", ShortDeckHoldem: "BlindsFamily", Omaha: "BlindsFamily", FiveCardDraw: "DrawFamily", Badugi: "DrawFamily",
        StudHigh: "VariantFamily", Baseball: "VariantFamily", Bailey: "OptionsFamily",
    }  # fmt: skip

    class Pineapple(Holdem):  # a game of your own built on hold'em maps as hold'em does
        pass

    assert family_of(Pineapple) is family_of(Holdem)


@pytest.mark.parametrize("cls", [Holdem, ShortDeckHoldem, Omaha, OmahaHiLo8, FiveCardDraw, DeuceToSevenTripleDraw, Badugi])
def test_every_code_of_a_game_with_blinds_names_its_structure_and_comes_back(cls: type[Holdem]) -> None:
    seen = set()
    for code in cls.phh_codes:
        structure = structure_of(code)
        assert structure in (NoLimit, PotLimit, FixedLimit), code
        game = cls(blinds=(1, 2), betting=structure(small_bet=2, big_bet=4) if structure is FixedLimit else structure())
        assert phh.code_of(game) == code
        assert phh.game_from(code, {"starting_stacks": [50] * 3, **phh.fields_of(game, 3)}) == game
        seen.add(structure)
    assert len(seen) == 3


@pytest.mark.skipif(pv.COMPILED, reason="a compiled class cannot be subclassed (docs/speed.rst): the pure build's run checks a structure of one's own")
def test_a_structure_of_your_own_has_no_code() -> None:
    class Spread(NoLimit):
        pass

    assert phh.code_of(Holdem(betting=Spread())) is None
    with pytest.raises(PHHFieldError, match="has no PHH variant code"):
        phh.record(Holdem(betting=Spread()).new_hand([50, 50], seed=1))


def test_games_of_options_map_their_options() -> None:
    game = Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True)
    fields = phh.fields_of(game, 3)
    assert phh.code_of(game) == "PV-BASEBALL" and fields["_seven_card"] is True and fields["ante_trimming_status"] is True
    assert phh.game_from("PV-BASEBALL", {"starting_stacks": [50] * 3, **fields}) == game
    bailey = Bailey(jokers=2, ceiling=40)
    assert phh.game_from("PV-BAILEY", phh.fields_of(bailey, 2)) == bailey


def test_the_families_say_what_a_replay_needs_beyond_the_rules() -> None:
    stud, holdem, draw = family_of(StudHigh), family_of(Holdem), family_of(Badugi)
    schedule = stud.schedule(RAZZ)
    assert schedule is not None and schedule.opener is Razz.opener and [s.name for s in schedule.streets][0] == "third"
    assert holdem.schedule(Holdem()) is None and family_of(Bailey).schedule(Bailey()) is None
    assert draw.reshuffle(Badugi()) is Reshuffle.DISCARDS and holdem.reshuffle(Holdem()) is None and stud.reshuffle(RAZZ) is None
    assert holdem.blinds(Holdem(blinds=(1, 2, 4))) == (1, 2, 4) and stud.blinds(RAZZ) == ()


def test_game_from_says_what_is_wrong() -> None:
    with pytest.raises(phh.UnknownVariantError) as unknown:
        phh.game_from("XX", {})
    assert unknown.value.code == "XX" and "Razz (FR)" in (unknown.value.known or "")
    with pytest.raises(phh.UnknownVariantError) as not_a_code:
        phh.game_from("razz", {})  # the game's name, not its PHH code
    assert not_a_code.value.code == "razz" and not_a_code.value.known is None
    with pytest.raises(PHHFieldError, match="needs the 'small_bet' field"):
        phh.game_from("FR", {"antes": [1, 1], "bring_in": 2, "big_bet": 10})
    with pytest.raises(PHHFieldError, match="the fields do not make a Texas Hold'em game: blinds_or_straddles must be an array"):
        phh.game_from("NT", {"starting_stacks": [9, 9]})


# --- the errors --------------------------------------------------------------------------------------


def test_errors_name_the_kind_of_problem_the_verb_and_the_seat() -> None:
    history = phh.loads(
        'variant = "FR"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]\n'
        'actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 cbr 7"]\n'
    )
    with pytest.raises(PHHActionError) as illegal:
        phh.replay(history)
    error = illegal.value
    assert (error.action, error.kind, error.verb, error.seat) == (3, ActionProblem.ILLEGAL, "cbr", 1)
    assert error.refused == Action(ActionKind.COMPLETE, 7)
    with pytest.raises(PHHActionError) as turn:
        phh.replay(history.with_fields(actions=["d dh p1 ????Kc", "d dh p2 ????9c", "p2 pb"]))
    assert (turn.value.kind, turn.value.seat, turn.value.refused) == (ActionProblem.TURN, 1, None)
    with pytest.raises(PHHCardError) as twice:
        phh.replay(history.with_fields(actions=["d dh p1 ????Kc", "d dh p2 ????Kc", "p1 pb"]))
    assert (twice.value.kind, twice.value.verb, twice.value.seat) == (ActionProblem.DEALT_TWICE, "dh", 1)
    with pytest.raises(PHHActionError) as grammar:
        phh.parse_action("p1 raise 5", 4)
    assert (grammar.value.action, grammar.value.kind) == (4, ActionProblem.GRAMMAR)
    with pytest.raises(PHHCardError) as card:
        phh.parse_action("d dh p1 Zz", 2)
    assert card.value.kind is ActionProblem.CARD


def test_errors_keep_their_attributes_through_a_hint_and_a_pickle() -> None:
    error = PHHCardError(3, "p2 cbr 9", "no", kind=ActionProblem.ILLEGAL, verb="cbr", seat=1, refused=Action(ActionKind.RAISE, 9))
    for again in (error.with_reason("no; a hint"), pickle.loads(pickle.dumps(error))):
        assert type(again) is PHHCardError
        assert (again.action, again.text, again.kind, again.verb, again.seat, again.refused) == (3, "p2 cbr 9", ActionProblem.ILLEGAL, "cbr", 1, Action(ActionKind.RAISE, 9))
    assert str(error.with_reason("no; a hint")) == "action 3 ('p2 cbr 9'): no; a hint"
    unknown = pickle.loads(pickle.dumps(phh.UnknownVariantError("gone", code="XX", known="Razz (FR)")))
    assert (str(unknown), unknown.code, unknown.known) == ("gone", "XX", "Razz (FR)")


# --- the card source ------------------------------------------------------------------------------


def test_the_source_deals_a_seat_its_cards_only_before_the_action_after_them() -> None:
    c = pv.parse_cards("As Kd 2c")
    cursor = HistoryCursor(before=3)
    source = HistorySource(
        pack=52, seats={0: [(c[0], 0), (c[1], 4)]}, board=[], burns=[], spare=[c[2]], cursor=cursor, last=5, past_end=False,
        texts=("d dh p1 As", "p1 cc", "p2 cc", "p1 cc", "d dh p1 Kd", "p1 f"), notations=[phh.parse_action(t, 0) for t in ("d dh p1 As", "p1 cc", "p2 cc", "p1 cc", "d dh p1 Kd", "p1 f")],
    )  # fmt: skip
    assert source.draw(0, False) == c[0] and source.remaining == 51
    with pytest.raises(Refused) as early:  # the history deals p1's next card only after action 3
        source.draw(0, False)
    assert early.value.error.kind is ActionProblem.DEAL and "gives p1 no more at this point" in str(early.value.error)
    cursor.after, cursor.before = 3, None
    assert source.copy().draw(0, False) == c[1] and source.undealt() == (4, c[1])  # a copy moves on alone


# --- PokerKit's readings, alone ----------------------------------------------------------------------


def _runner(result: Callable[[pv.GameVariant], pv.Hand]) -> tuple[Callable[[pv.GameVariant], pv.Hand], list[pv.GameVariant]]:
    """A replay stand-in: records each game it is asked to replay under, then does ``result``."""
    asked: list[pv.GameVariant] = []

    def run(game: pv.GameVariant) -> pv.Hand:
        asked.append(game)
        return result(game)

    return run, asked


def _fail(kind: ActionProblem = ActionProblem.ILLEGAL, verb: str = "cbr") -> Callable[[pv.GameVariant], pv.Hand]:
    def run(game: pv.GameVariant) -> pv.Hand:
        raise PHHActionError(5, f"p1 {verb}", "refused again", kind=kind, verb=verb, seat=0)

    return run


def _deal(game: pv.GameVariant) -> pv.Hand:
    return game.new_hand([50, 50, 50], seed=1)  # type: ignore[return-value]


DRAW = phh.HandHistory({"variant": "FB", "antes": [0] * 3, "blinds_or_straddles": [1, 2, 0], "small_bet": 2, "big_bet": 4, "starting_stacks": [50] * 3, "actions": []})
REDEALT = PHHActionError(9, "d dh p1 As", "As is dealt again", kind=ActionProblem.DEALT_AGAIN, verb="dh", seat=0)


def test_a_draw_history_silent_on_its_reshuffles_is_read_with_pokerkits() -> None:
    run, asked = _runner(_deal)
    hand = pokerkit_reshuffles(DRAW, Badugi(), run, REDEALT)
    assert isinstance(hand, pv.Hand) and [g.reshuffle for g in asked] == [Reshuffle.MUCK]  # type: ignore[attr-defined]


def test_pokerkits_reshuffles_are_tried_only_where_they_could_differ() -> None:
    run, asked = _runner(_deal)
    muck = Badugi(reshuffle="muck")
    assert pokerkit_reshuffles(DRAW, muck, run, REDEALT) == (REDEALT, muck)  # already PokerKit's
    assert pokerkit_reshuffles(DRAW.with_fields(_reshuffle="discards"), Badugi(), run, REDEALT) == (REDEALT, Badugi())  # the history says
    assert pokerkit_reshuffles(DRAW, RAZZ, run, REDEALT) == (REDEALT, RAZZ)  # no draws
    assert asked == []


def test_when_pokerkits_reshuffles_fail_too_the_story_is_theirs_only_after_a_card_dealt_again() -> None:
    run, _ = _runner(_fail(ActionProblem.TURN, "cc"))
    later, game = pokerkit_reshuffles(DRAW, Badugi(), run, REDEALT)  # type: ignore[misc]
    assert isinstance(later, PHHActionError) and later.kind is ActionProblem.TURN and game == Badugi(reshuffle="muck")
    other = PHHActionError(4, "p2 cc", "out of turn", kind=ActionProblem.TURN, verb="cc", seat=1)
    assert pokerkit_reshuffles(DRAW, Badugi(), run, other) == (other, Badugi())


FIXED = Holdem(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4))
HOLDEM = phh.HandHistory({"variant": "FT", **phh.fields_of(FIXED, 3), "starting_stacks": [50] * 3, "actions": []})
RAISE = PHHActionError(7, "p1 cbr 6", "p1 cannot raise 6", kind=ActionProblem.ILLEGAL, verb="cbr", seat=0, refused=Action(ActionKind.RAISE, 6))


def test_a_raise_the_grid_refuses_gets_the_hint_when_pokerkits_short_all_in_plays() -> None:
    run, asked = _runner(_deal)
    hinted = with_short_all_in_hint(RAISE, HOLDEM, FIXED, run)
    assert [g.betting.short_all_in for g in asked] == [ShortAllIn.BY_BET]  # type: ignore[attr-defined]
    assert hinted.reason.startswith("p1 cannot raise 6; the history raises one bet above a short all-in")
    assert (hinted.action, hinted.kind, hinted.verb, hinted.refused) == (7, ActionProblem.ILLEGAL, "cbr", RAISE.refused)
    run, asked = _runner(_deal)
    assert with_short_all_in_hint(RAISE, HOLDEM, RAZZ, run).reason != RAISE.reason  # a stud game keeps the option itself
    assert [g.short_all_in for g in asked] == [ShortAllIn.BY_BET]  # type: ignore[attr-defined]


def test_no_short_all_in_hint_where_pokerkits_reading_cannot_help() -> None:
    run, asked = _runner(_deal)
    call = PHHActionError(7, "p1 cc", "p1 acts, but it is p2 to act", kind=ActionProblem.TURN, verb="cc", seat=0)
    assert with_short_all_in_hint(call, HOLDEM, FIXED, run) is call  # not a raise
    assert with_short_all_in_hint(RAISE, HOLDEM, Holdem(), run) is RAISE  # no limit: no grid
    assert with_short_all_in_hint(RAISE, HOLDEM, Bailey(), run) is RAISE
    assert asked == []
    failing, _ = _runner(_fail())
    assert with_short_all_in_hint(RAISE, HOLDEM, FIXED, failing) is RAISE  # PokerKit's reading fails too


def test_a_raise_refused_over_a_straddle_says_how_pokerkit_raises() -> None:
    straddled = Holdem(blinds=(1, 2, 4))
    assert "the smallest raise adds the straddle" in with_straddle_hint(RAISE, straddled).reason
    assert with_straddle_hint(RAISE, Holdem(blinds=(1, 2))) is RAISE
    bet = PHHActionError(7, "p1 cbr 6", "p1 cannot bet 6", kind=ActionProblem.ILLEGAL, verb="cbr", seat=0, refused=Action(ActionKind.BET, 6))
    turn = PHHActionError(7, "p1 cbr 6", "p1 acts, but it is p2 to act", kind=ActionProblem.TURN, verb="cbr", seat=0)
    assert with_straddle_hint(bet, straddled) is bet and with_straddle_hint(turn, straddled) is turn


def test_as_pokerkit_raises_the_error_with_its_hints_or_gives_the_hand() -> None:
    run, _ = _runner(_deal)
    assert isinstance(as_pokerkit(DRAW, Badugi(), run, REDEALT), pv.Hand)
    failing, _ = _runner(_fail())
    with pytest.raises(PHHActionError, match="the smallest raise adds the straddle") as caught:
        as_pokerkit(HOLDEM, Holdem(blinds=(1, 2, 4)), failing, RAISE)
    assert caught.value.kind is ActionProblem.ILLEGAL
    with pytest.raises(PHHFieldError, match="stacks differ"):
        as_pokerkit(HOLDEM, FIXED, failing, PHHFieldError("stacks differ"))


def test_the_stack_hints_say_when_dead_antes_or_odd_chips_are_all_that_differs() -> None:
    short = phh.HandHistory({"variant": "NT", "antes": [2, 2, 2], "starting_stacks": [100, 100, 1], "actions": []})
    assert "a player was all in for less than the ante" in ante_hint(short)
    assert ante_hint(short.with_fields(ante_trimming_status=True)) == "" and ante_hint(short.with_fields(starting_stacks=[100] * 3)) == ""
    tied = phh.replay(phh.loads(
        'variant = "NS"\nantes = [1, 1, 1, 1, 1, 1]\nblinds_or_straddles = [0, 0, 0, 0, 0, 2]\nmin_bet = 2\n'
        "starting_stacks = [200, 200, 200, 200, 200, 200]\n"
        'actions = ["d dh p1 ThQh", "d dh p2 KcTd", "d dh p3 6sAd", "d dh p4 7dJc", "d dh p5 QcJs", "d dh p6 JdTs", "p1 cbr 199",'
        ' "p2 f", "p3 cc", "p4 cc", "p5 cc", "p6 cc", "d db Kd6hAc", "d db Qs", "d db Tc"]\n'
    ))  # fmt: skip
    assert "only odd chips of a tied pot differ" in odd_chip_hint(tied, [0, 199, 0, 335, 333, 333])
    assert odd_chip_hint(tied, [0, 199, 0, 434, 234, 333]) == ""
