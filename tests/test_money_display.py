"""Where people read a hand in cents they read money (``200.30``, ``0.50``), never the hand's units
(``20030``, ``50``): the replayer page, the SVG table and ``play``'s prompts, menus and typed amounts.
A hand in whole chips looks as it always did.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from decimal import Decimal

import pytest

import pokervariants as pv
from pokervariants import Action, ActionKind, Money, phh, render, svg
from pokervariants.cli import BadInput, main, parse_answer
from pokervariants.cli.answers import action_menu

CENTS = Money("0.01")

# A hand of no-limit hold'em in cents, written as the PHH format documents its fields: p3 raises,
# p1 calls, p2 folds; on the flop p1 checks, p3 bets, p1 folds.
CASH = """variant = "NT"
antes = [0.00, 0.00, 0.00]
blinds_or_straddles = [0.50, 1.00, 0]
min_bet = 1.00
starting_stacks = [200.30, 81.60, 1250.00]
actions = [
  "d dh p1 Ah7c",
  "d dh p2 9s9d",
  "d dh p3 KcQc",
  "p3 cbr 3.00",
  "p1 cc",
  "p2 f",
  "d db AsKd2c",
  "p1 cc",
  "p3 cbr 4.50",
  "p1 f",
]
players = ["Ann", "Bo", "Cy"]
"""


def _cents_hand() -> pv.Hand:
    return phh.replay(phh.loads(CASH))


def _chips_hand() -> pv.Hand:
    """The same hand in whole chips: every amount a hundred times the hand in cents', as ints."""
    chips = pv.Holdem(blinds=(50, 100), min_bet=100).new_hand([20030, 8160, 125000], seed=1)
    chips.raise_(300)
    chips.call()
    chips.fold()
    chips.check()
    chips.bet(450)
    chips.fold()
    return chips


# --- the shared helpers --------------------------------------------------------------------------


def test_money_text_groups_thousands_only_when_asked() -> None:
    assert CENTS.text(125000) == "1250.00" and CENTS.text(125000, grouped=True) == "1,250.00"
    assert CENTS.text(-5, grouped=True) == "-0.05" and Money.WHOLE.text(125000, grouped=True) == "125,000"
    assert Money.WHOLE.text(125000) == "125000"


def test_an_action_is_written_in_money() -> None:
    offered = Action(ActionKind.RAISE, 200, most=125000)
    assert offered.text(CENTS) == "raise 2.00-1250.00" and offered.text() == str(offered) == "raise 200-125000"
    assert Action(ActionKind.BRING_IN, 25).text(CENTS) == "bring-in 0.25"
    assert Action(ActionKind.MATCH_POT, 150).text(CENTS) == "match the pot 1.50"
    # a draw's count of cards and a change's points are no money
    assert Action(ActionKind.DRAW, 2, pv.parse_cards("7h 2c")).text(CENTS) == "discard 7h 2c"
    assert Action(ActionKind.CHANGE, 15, pv.parse_cards("7h")).text(CENTS) == "change 7h for 15"
    assert Action(ActionKind.FOLD).text(CENTS) == "fold"


# --- the replayer page ---------------------------------------------------------------------------


def test_the_replayer_page_of_a_hand_in_cents_shows_money() -> None:
    hand = _cents_hand()
    assert hand.money == CENTS
    page = render.page(phh.loads(CASH))
    assert page == render.page(hand, names=["Ann", "Bo", "Cy"])  # from the history or from the hand, the same page
    assert 'data-stacks="199.80,80.60,1250.00"' in page and 'data-pot="1.50"' in page  # the first frame: the blinds in
    assert '<section id="results" class="results" data-stacks="197.30,80.60,1254.00"' in page
    assert "posts blind 0.50" in page and "raises to 3.00" in page and "calls 3.00" in page and "bets 4.50" in page
    assert "4.50 uncalled goes back to" in page and "wins 7.00" in page
    assert '<td>1,250.00</td><td class="final">1,254.00</td><td class="won">+4.00</td>' in page  # Cy's row
    assert '<td>200.30</td><td class="final">197.30</td><td class="lost">\u22123.00</td>' in page  # Ann's
    body = page[page.index("<body>") : page.index("<script>")]
    words = re.sub(r"<[^>]*>", " ", body) + " ".join(re.findall(r'data-[a-z]+="([^"]*)"', body))  # the text, and the data it carries
    assert re.search(r"\b(20030|19730|8160|125000|450|300)\b", words) is None  # no amount in units anywhere


def test_the_replayer_page_of_a_hand_in_chips_is_unchanged() -> None:
    page = render.page(_chips_hand(), names=["Ann", "Bo", "Cy"])
    assert 'data-stacks="19980,8060,125000"' in page and 'data-pot="150"' in page
    assert "posts blind 50" in page and "raises to 300" in page and "bets 450" in page and "wins 700" in page
    assert '<td>125,000</td><td class="final">125,400</td><td class="won">+400</td>' in page
    assert '<td>20,030</td><td class="final">19,730</td><td class="lost">\u2212300</td>' in page


def test_replay_html_writes_a_page_in_money(tmp_path: object) -> None:
    from pathlib import Path

    folder = Path(str(tmp_path))
    (folder / "cash.phh").write_text(CASH, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["replay", str(folder / "cash.phh"), "--html", str(folder / "cash.html")])
    assert status == 0, err.getvalue()
    page = (folder / "cash.html").read_text(encoding="utf-8")
    assert "raises to 3.00" in page and 'data-stacks="197.30,80.60,1254.00"' in page


# --- the SVG table -------------------------------------------------------------------------------


def _labels(picture: str) -> list[str]:
    return [text for text in re.findall(r">([^<>]+)<", picture) if text.strip()]


def test_the_table_of_a_hand_in_cents_shows_money() -> None:
    hand = pv.Holdem(blinds=("0.50", "1.00")).new_hand(["200.30", "81.60", "1250.00"], seed=3)
    hand.raise_("3.00")
    labels = _labels(svg.table(hand))
    assert {"199.80", "80.60", "1,247.00", "0.50", "1.00", "3.00", "pot 4.50"} <= set(labels)  # stacks, bets, the pot
    assert "fold, call 3.00, raise 5.00-200.30" in labels  # the choices, to every card's view
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
    over = _labels(svg.table(hand))
    won = next(e for e in hand.results)
    assert any(text.startswith(f"wins {hand.money.text(won.amount)}") or f" wins {hand.money.text(won.amount)}" in text for text in over)
    assert any(re.fullmatch(r"[+\u2212]\d+\.\d\d( · .*)?", text) for text in over)  # each seat's result, in money
    assert not any(re.search(r"\b(19980|8060|124700|450|300)\b", text) for text in labels + over)


def test_the_table_of_a_hand_in_chips_is_unchanged() -> None:
    hand = pv.Holdem(blinds=(50, 100)).new_hand([20030, 8160, 125000], seed=3)
    hand.raise_(300)
    labels = _labels(svg.table(hand))
    assert {"19,980", "8,060", "124,700", "50", "100", "300", "pot 450"} <= set(labels)
    assert "fold, call 300, raise 500-20030" in labels


# --- play --------------------------------------------------------------------------------------------


def _play(answers: str, *options: str) -> str:
    out, saved = io.StringIO(), sys.stdin
    sys.stdin = io.StringIO(answers)
    try:
        with contextlib.redirect_stdout(out):
            assert main(["play", "--variant", "holdem", "--players", "3", "--seed", "1", "--no-color", "--stack", "100", *options]) == 0
    finally:
        sys.stdin = saved
    return out.getvalue()


def test_play_in_cents_shows_money_and_takes_amounts_of_money() -> None:
    out = _play("raise 3.505\nraise 1.50\nraise 3.50\nquit\n", "-o", "blinds=0.50,1.00")
    assert "you     down Ah 6s                           bet 0.50, 99.50 behind" in out
    assert "preflop: pot 2.50, 0.50 to call" in out
    assert "your move: 1) fold  2) call 1.00  3) raise 2.00-100.00" in out
    assert "! 3.505 is finer than the game's unit of money, 0.01; choose from 1) fold  2) call 1.00  3) raise 2.00-100.00" in out
    assert "! you cannot raise 1.50: legal now are fold, call 1.00, raise 2.00-100.00" in out
    assert "you raise to 3.50" in out
    assert re.search(r"\b(9950|10000|350|200-10000)\b", out) is None


def test_play_in_cents_asks_how_much_and_tells_the_result_in_money() -> None:
    out = _play("3\nraise 250\nraise 100\n" + "1\n" * 12, "-o", "blinds=0.50,1.00", "--bot", "calling")
    assert "! raise how much? any total from 2.00 to 100.00 (raise 100.00)" in out
    assert "! you cannot raise 250.00: legal now are fold, call 1.00, raise 2.00-100.00" in out  # typed amounts are money: 250 is 250.00
    assert "you raise to 100.00" in out
    result = out[out.index("result:"):]
    assert re.search(r"you +[+-]100\.00 ", result) and re.search(r"net result: you [+-]100\.00, seat 1 [+-]\d+\.\d\d", result)


def test_play_in_chips_is_unchanged() -> None:
    out = _play("raise 3.5\nraise 7\nquit\n")
    assert "you     down Ah 6s                           bet 1, 99 behind" in out
    assert "your move: 1) fold  2) call 2  3) raise 4-100" in out
    assert "! not understood: '3.5' is neither an amount nor a card" in out
    assert "you raise to 7" in out


def test_typed_amounts_are_read_in_the_hands_money() -> None:
    offered = (Action(ActionKind.FOLD), Action(ActionKind.CALL, 100), Action(ActionKind.RAISE, 200, most=10000))
    assert parse_answer("raise 3.50", offered, money=CENTS) == Action(ActionKind.RAISE, 350)
    assert parse_answer("raise to 3", offered, money=CENTS) == Action(ActionKind.RAISE, 300)  # 3 is 3.00
    assert parse_answer("call 1.00", offered, money=CENTS) == Action(ActionKind.CALL, 100)
    assert parse_answer("2", offered, money=CENTS) == Action(ActionKind.CALL, 100)  # a number alone picks from the menu
    assert parse_answer("raise 100.00", offered, money=CENTS) == Action(ActionKind.RAISE, 10000)
    for typed, message in [
        ("raise 3.505", "3.505 is finer than the game's unit of money, 0.01"),
        ("raise -3.50", "an amount is 0 or more"),
        ("raise 1" + "0" * 50 + ".5", "an amount has at most 40 characters"),
        ("raise", r"raise how much\? any total from 2.00 to 100.00"),
        ("check", r"you cannot check now; choose from 1\) fold  2\) call 1.00  3\) raise 2.00-100.00"),
    ]:
        with pytest.raises(BadInput, match=message):
            parse_answer(typed, offered, money=CENTS)
    assert action_menu(offered, CENTS) == "1) fold  2) call 1.00  3) raise 2.00-100.00"
    assert action_menu(offered) == "1) fold  2) call 100  3) raise 200-10000"
    assert parse_answer("raise 350", offered) == Action(ActionKind.RAISE, 350)  # whole chips: as before
    with pytest.raises(BadInput, match="neither an amount nor a card"):
        parse_answer("raise 3.50", offered)


def test_a_stud_game_in_cents_plays_in_money() -> None:
    out, saved = io.StringIO(), sys.stdin
    sys.stdin = io.StringIO("1\n" * 40)
    try:
        with contextlib.redirect_stdout(out):
            status = main(["play", "--variant", "stud", "-o", "ante=0.25", "-o", "bring_in=0.50", "-o", "small_bet=1.00", "-o", "big_bet=2.00",
                           "--players", "2", "--seed", "2", "--no-color", "--stack", "20", "--bot", "calling"])
    finally:
        sys.stdin = saved
    text = out.getvalue()
    assert status == 0 and "everyone posts ante 0.25" in text and "19.75" in text
    net = re.search(r"net result: you ([+-][\d.]+)", text)
    assert net is not None and Decimal(net.group(1)).as_tuple().exponent == -2  # in cents: +0.75, not +75
