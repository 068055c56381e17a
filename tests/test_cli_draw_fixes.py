"""The command line with the draw games: the fixes a review of FiveCardDraw, the deuce-to-seven draws,
ace-to-five triple draw and Badugi at the shell asked for.

The command line runs in this process (``main(argv)`` with stdin and the output captured), as in test_cli.py.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

import pytest

from pokervariants import Action, ActionKind, parse_cards
from pokervariants.bots import Bot
from pokervariants.cli import BadInput, Narrator, configure_game, parse_answer, simulate
from pokervariants.cli.errors import plain
from pokervariants.cli.games import find_game, has_button, seating
from pokervariants.cli.narrate import reshuffle_text
from pokervariants.cli.rankings import LISTED_RANKINGS, ranking_name
from pokervariants.engine import Reshuffled
from pokervariants.engine.betting import FixedLimit
from pokervariants.engine.sizing import NoLimit, PotLimit
from pokervariants.ranking import find_ranking
from pokervariants.render._replayer import _Story
from pokervariants.variants.registry import phh_codes, registry

from tests.test_cli import run_input  # the command line run in this process


def run(*args: str, stdin: str = "") -> tuple[int, str, str]:
    """The exit status, stdout and stderr of the command line given ``args`` and ``stdin`` (test_cli.py's runner)."""
    result = run_input(stdin, *args)
    return result.returncode, result.stdout, result.stderr


DRAW_GAMES = ["5cd", "27sd", "27td", "a5td", "badugi"]


# --- 1. the reshuffle -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kept", "text"),
    [
        (0, "the stub is empty: the discards are shuffled to make a new one"),
        (1, "the stub runs short: the discards are shuffled beneath its last card"),
        (3, "the stub runs short: the discards are shuffled beneath its last 3 cards"),
    ],
)
def test_the_reshuffle_says_what_is_beneath(kept: int, text: str) -> None:
    event = Reshuffled(tuple(parse_cards("2c 3d")), kept)
    assert reshuffle_text(kept) == text
    assert Narrator(["p1", "p2"]).line(event) == f"  {text}"
    hand = configure_game("27td").new_hand([100, 100], seed=1)
    assert _Story(hand, ["p1", "p2"], None, frozenset(), False).line(event) == ("deal", text)


# --- 2. plain errors from the draw rankings ----------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--variant", "badugi", "7s 5d 4c 3h 2s"), "hand 1 ('7s 5d 4c 3h 2s'): a Badugi hand takes 4 distinct cards: got 5"),
        (("--variant", "27td", "As 2d 3c 4h"), "hand 1 ('As 2d 3c 4h'): a deuce-to-seven low takes 5 to 7 distinct cards: got 4"),
        (("--variant", "27td", "Jk 2d 3c 4h 5h"), "a deuce-to-seven low takes 5 to 7 distinct cards: card 1 is a joker"),
        (("--variant", "badugi", "Jk 2d 3c 4h"), "a Badugi hand takes 4 distinct cards: card 1 is a joker"),
        (("--ranking", "2-7", "As 2d 3c 4h"), "a deuce-to-seven low takes 5 to 7 distinct cards: got 4"),
    ],
)
def test_the_draw_rankings_refuse_in_the_shells_words(args: tuple[str, ...], message: str) -> None:
    status, out, err = run("eval", *args)
    assert status == 2 and out == ""
    assert message in err
    assert "rank_" not in err and "Card objects" not in err and "ints 0-5" not in err


def test_plain_leaves_out_what_only_python_passes() -> None:
    assert plain(ValueError("rank_deuce_seven takes 5 to 7 distinct cards (Card objects or ints 0-51): got 4")) == "a deuce-to-seven low takes 5 to 7 distinct cards: got 4"
    assert plain(ValueError("hole card 1 is Card('Jk'), not a card (Card or int 0-51) (Omaha has no jokers)")) == "hole card 1 is Jk, not a card (Omaha has no jokers)"


# --- 3. the rankings' names ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["deuce to seven", "deuce_seven", "deuce-to-seven", "deuce-to-seven low", "Deuce-To-Seven Low", "2-7", "27"])
def test_the_deuce_to_seven_ranking_goes_by_its_usual_names(name: str) -> None:
    assert ranking_name(name) == "deuce to seven"
    status, out, err = run("eval", "--ranking", name, "7c 5d 4h 3s 2c", "8c 6d 4s 3h 2d")
    assert (status, err) == (0, "")
    assert out.splitlines() == ["7c 5d 4h 3s 2c: Seven-five low (value 7462)  <- best", "8c 6d 4s 3h 2d: Eight-six low (value 7457)"]


def test_a_ranking_installed_under_a_spelling_comes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    library = find_ranking("deuce to seven")
    mine = find_ranking("high")  # stands for a package's own "2-7"

    def find(name: str) -> Any:
        return mine if name == "2-7" else find_ranking(name)

    monkeypatch.setattr("pokervariants.cli.evaluate.find_ranking", find)
    _, out, _ = run("eval", "--ranking", "2-7", "7c 5d 4h 3s 2c")
    assert out == "7c 5d 4h 3s 2c: High card, seven (value 1)\n"
    _, out, _ = run("eval", "--ranking", "deuce_seven", "7c 5d 4h 3s 2c")
    assert out == "7c 5d 4h 3s 2c: Seven-five low (value 7462)\n"  # the library's own, under its usual spelling
    assert library.evaluate(parse_cards("7c 5d 4h 3s 2c")).value == 7462


def test_the_names_eval_prints_are_taken_back() -> None:
    for game in ("razz", "stud8", "27td", "badugi", "short-deck"):
        for ranker in configure_game(game).rankers:
            assert find_ranking(ranking_name(ranker.ranking.label)).ranking == ranker.ranking


def test_eval_help_lists_the_draw_rankings() -> None:
    status, out, _ = run("eval", "--help")
    assert status == 0
    flat = " ".join(out.split())
    assert "deuce to seven (2-7)" in flat and "badugi" in flat and "deuce_seven" in flat
    for listed in LISTED_RANKINGS:
        find_ranking(ranking_name(listed.partition(" (")[0]))  # each one listed is found


# --- 4. the games' names -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "game"),
    [
        ("27sd", "Deuce-to-Seven Single Draw"),
        ("2-7sd", "Deuce-to-Seven Single Draw"),
        ("2-7 SD", "Deuce-to-Seven Single Draw"),
        ("27td", "Deuce-to-Seven Triple Draw"),
        ("2-7td", "Deuce-to-Seven Triple Draw"),
        ("2-7 td", "Deuce-to-Seven Triple Draw"),
        ("a-5td", "Ace-to-Five Triple Draw"),
        ("deuce_to_seven_triple_draw", "Deuce-to-Seven Triple Draw"),
        ("5-card-draw", "Five-Card Draw"),
    ],
)
def test_the_draw_games_go_by_their_short_names(name: str, game: str) -> None:
    assert find_game(name).name == game
    status, out, err = run("eval", "--variant", name, "7c 5d 4h 3s 2c")
    assert (status, err) == (0, "") and out.startswith(f"{game} (")


def test_a_squashed_name_names_one_game_or_none() -> None:
    seen: dict[str, str] = {}
    for cls in registry():
        for name in (cls.name, *cls.aliases, *phh_codes(cls)):
            key = re.sub(r"[^0-9a-z/+]", "", name.casefold())
            assert seen.setdefault(key, cls.name) == cls.name, f"{name!r} and {seen[key]!r} squash to the same name"
    status, _, err = run("eval", "--variant", "28td", "7c 5d 4h 3s 2c")
    assert status == 2 and "unknown variant '28td'" in err


def test_the_help_names_the_flop_and_draw_games() -> None:
    _, top, _ = run("--help")
    flat = " ".join(top.split())
    for name in ("holdem", "omaha", "5cd", "27sd", "27td", "a5td", "badugi"):
        assert name in flat
    for command in ("eval", "equity", "simulate", "play"):
        _, out, _ = run(command, "--help")
        assert "27sd, 27td, a5td, badugi" in " ".join(out.split())


# --- 5. the amounts and the play help --------------------------------------------------------------------------


def test_the_option_help_says_what_each_game_plays() -> None:
    for command in ("equity", "simulate", "play"):
        _, out, _ = run(command, "--help")
        flat = " ".join(out.split())
        assert "ante 1, bring-in 2 and bets 5/10" in flat and "blinds 1/2 and no limit" in flat and "fixed limit 2/4" in flat
    _, play, _ = run("play", "--help")
    flat = " ".join(play.split())
    assert '"discard 7h 2c"' in flat and '"stand pat"' in flat


def test_the_help_tells_the_truth_about_the_amounts() -> None:
    for name in ("holdem", "omaha", "omaha8", *DRAW_GAMES):
        game = configure_game(name)
        assert game.blinds == (1, 2)
        fixed = name in ("omaha8", "27td", "a5td", "badugi")
        assert isinstance(game.betting, FixedLimit if fixed else PotLimit if name == "omaha" else NoLimit)
        if fixed:
            assert (game.betting.small_bet, game.betting.big_bet) == (2, 4)
    short = configure_game("short-deck")
    assert (short.ante, short.button_blind, short.blinds) == (1, 2, ())
    stud = configure_game("stud")
    assert (stud.ante, stud.bring_in, stud.small_bet, stud.big_bet) == (1, 2, 5, 10)


# --- 6. equity: no up cards in the draw games -------------------------------------------------------------------


def test_equity_says_a_draw_game_deals_no_up_cards() -> None:
    status, out, err = run("equity", "--variant", "27td", "7c5d/4h", "8c6d")
    assert status == 2 and out == ""
    assert "seat 0's holding '7c5d/4h': Deuce-to-Seven Triple Draw deals no up cards" in err
    assert "the cards the player keeps" in err and "7c5d4h" in err and "more than the game deals" not in err
    status, _, err = run("equity", "--variant", "holdem", "AsKs/Qd", "QhQc")
    assert status == 2 and "deals no up cards" in err and "--board" in err


def test_equity_leaves_the_up_cards_out_where_there_are_none() -> None:
    status, out, err = run("equity", "--variant", "27td", "7c5d4h", "8c6d", "--samples", "2000", "--seed", "1")
    assert (status, err) == (0, "")
    assert "  seat 0: down 7c 5d 4h\n  seat 1: down 8c 6d\n" in out and "up -" not in out
    _, stud, _ = run("equity", "--variant", "razz", "Ac2d/3h4s5c6d", "KcKd/KhKs9c9d")
    assert "seat 0: down Ac 2d, up 3h 4s 5c 6d" in stud


# --- 7 and 8. answers at a draw ----------------------------------------------------------------------------------

_DRAW = (Action(ActionKind.DRAW), Action(ActionKind.DRAW, 1, most=5))
_HELD = tuple(parse_cards("9c Jd 4h Ts 2h"))


@pytest.mark.parametrize("text", ["pat 5s", "stand pat 5s", "Stand Pat 5S"])
def test_standing_pat_with_cards_is_refused(text: str) -> None:
    with pytest.raises(BadInput, match="^stand pat keeps every card; to throw some away say discard 5s$"):
        parse_answer(text, _DRAW, held=_HELD)


def test_answers_at_a_draw() -> None:
    assert parse_answer("stand pat", _DRAW) == Action(ActionKind.DRAW)
    assert parse_answer("9c Jd", _DRAW) == Action(ActionKind.DRAW, 2, tuple(parse_cards("9c Jd")))  # the cards alone: a discard
    assert parse_answer("discard all", _DRAW, held=_HELD) == Action(ActionKind.DRAW, 5, _HELD)
    with pytest.raises(BadInput, match="^9c is named twice"):
        parse_answer("discard 9c 9c", _DRAW, held=_HELD)
    with pytest.raises(BadInput, match="discard 7h 2c"):
        parse_answer("Foo Bar", _DRAW, held=_HELD)


def test_not_understood_keeps_what_was_typed() -> None:
    legal = (Action(ActionKind.FOLD), Action(ActionKind.CALL, 2))
    with pytest.raises(BadInput, match="not understood: 'Foo Bar'"):
        parse_answer("Foo Bar", legal)


def _draw_session(*answers: str) -> str:
    """The transcript of a hand of 2-7 triple draw (seed 3, 3 players) given ``answers``: the user calls, then answers the first draw."""
    status, out, err = run("play", "--variant", "27td", "--players", "3", "--seed", "3", stdin="\n".join(["2", *answers]) + "\n")
    assert (status, err) == (0, "")
    return out


def test_the_user_is_told_in_the_second_person_at_a_draw() -> None:
    out = _draw_session("pat 9c", "discard 2c", "discard 9c 9c", "Foo Bar", "9c Jd Ts")
    assert "  ! stand pat keeps every card; to throw some away say discard 9c" in out
    assert "  ! you do not hold 2c (you hold 9c Jd 4h Ts 2h)" in out and "seat 0 does not hold" not in out
    assert "  ! 9c is named twice: name each card once" in out
    assert "> Foo Bar\n  ! not understood: 'Foo Bar'" in out  # echoed and quoted as typed
    assert "  you discard 9c Jd Ts\n" in out  # the cards alone are a discard


def test_discard_all_throws_away_every_card() -> None:
    out = _draw_session("discard all")
    assert "  you discard 9c Jd 4h Ts 2h\n" in out and "  you are dealt 5h 7s Qd Kh Ac down" in out


# --- 9. the button moves -------------------------------------------------------------------------------------------


def test_seating_moves_the_button_left() -> None:
    assert [seating(3, n, moves=True) for n in range(4)] == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]]
    assert seating(3, 2, moves=False) == [0, 1, 2]
    assert all(has_button(configure_game(name)) for name in ("holdem", "short-deck", "omaha", *DRAW_GAMES))
    assert not any(has_button(configure_game(name)) for name in ("stud", "razz", "stud8", "baseball", "bailey"))


def test_play_moves_the_button_and_the_blinds_with_it() -> None:
    status, out, err = run("play", "--variant", "27td", "--players", "3", "--seed", "3", "--hands", "3", "--bot", "calling", stdin="1\n" * 300)
    assert (status, err) == (0, "")
    assert "the button moves one seat to the left each hand" in out.splitlines()[0]
    hands = out.split("=== hand ")[1:]
    assert [h.splitlines()[1] for h in hands] == ["seat 2 is on the button", "you are on the button", "seat 1 is on the button"]
    assert "  you post blind 1\n  seat 1 posts blind 2\n" in hands[0]
    assert "  seat 1 posts blind 1\n  seat 2 posts blind 2\n" in hands[1]
    assert "  seat 2 posts blind 1\n  you post blind 2\n" in hands[2]
    net = re.search(r"net result: you ([+-]\d+), seat 1 ([+-]\d+), seat 2 ([+-]\d+)", out)
    assert net is not None and sum(map(int, net.groups())) == 0


def test_play_keeps_the_seats_in_a_stud_game() -> None:
    _, out, _ = run("play", "--variant", "razz", "--players", "3", "--seed", "3", "--hands", "2", stdin="1\n" * 300)
    assert "on the button" not in out and "the button moves" not in out
    assert out.count("Razz: 3 players (you 1000, seat 1 1000, seat 2 1000)") == 2


class _Folder:
    """A bot that folds whenever it may, and otherwise takes the first legal action."""

    def choose(self, hand: Any, seat: int, rng: random.Random) -> Action:
        legal: Sequence[Action] = hand.legal_actions()
        return next((a for a in legal if a.kind is ActionKind.FOLD), legal[0])


def test_simulate_reports_each_player_not_each_seat() -> None:
    bots: list[Bot] = [_Folder(), _Folder(), _Folder()]
    summary = simulate(configure_game("27td"), bots, hands=2, seed=1, stack=100)
    # hand 1: player 0 posts the small blind and folds, player 1's big blind wins it; hand 2: the button has moved,
    # player 1 posts the small blind and player 2 the big blind, and player 0, on the button, folds first
    assert [row["net"] for row in summary["seats"]] == [-1, 0, 1]
    assert [row["won"] for row in summary["seats"]] == [0, 1, 1]


def test_simulate_of_a_stud_game_keeps_its_seats() -> None:
    status, out, _ = run("simulate", "--variant", "razz", "--hands", "1000", "--players", "4", "--seed", "1")
    assert status == 0
    rows = [line.split()[2] for line in out.splitlines()[-4:]]
    assert rows == ["+2341", "+1526", "-3769", "-98"]  # as docs/cli.rst shows
