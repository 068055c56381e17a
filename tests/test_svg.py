"""The pictures (:mod:`pokervariants.svg`): well formed, deterministic, escaped, and showing what they should.

Cards are counted by their groups' classes (``card``, ``card down`` …) and named by ``data-card``;
what a seat may not see is checked both by looking for it and by dealing the hidden cards
differently: the seat's picture must not change by a byte.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants.variants.bailey import BaileyView
from pokervariants import ActionKind, Card, Deck, HandValue, svg
from pokervariants.render.svg._draw import card_name

NS = "{http://www.w3.org/2000/svg}"
STUD = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
STUD8 = pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
BASEBALL = pv.Baseball(ante=1, small_bet=5, big_bet=10)
HOLDEM = pv.Holdem(blinds=(1, 2))


def parse(picture: str) -> ET.Element:
    """The picture parsed (so well formed), checked to be a sized SVG with a viewBox."""
    root = ET.fromstring(picture)
    assert root.tag == f"{NS}svg"
    assert float(root.get("width", "0")) > 0 and float(root.get("height", "0")) > 0
    assert len(root.get("viewBox", "").split()) == 4
    assert root.get("font-family") == "sans-serif"
    return root


def groups(root: ET.Element, css: str) -> list[ET.Element]:
    """Every element whose class list holds ``css``."""
    return [e for e in root.iter() if css in (e.get("class") or "").split()]


def faces(root: ET.Element) -> list[str]:
    """The cards drawn face up, by name."""
    return [e.get("data-card", "") for e in groups(root, "card") if "down" not in (e.get("class") or "").split()]


def backs(root: ET.Element) -> int:
    return len(groups(root, "down"))


def play(hand: Any, steps: int = 1000, pick: Callable[[Any], Any] | None = None) -> Any:
    """Take the first action that is not a fold, ``steps`` times or to the end."""
    choose = pick or (lambda h: next(a for a in h.legal_actions() if a.kind is not ActionKind.FOLD))
    for _ in range(steps):
        if hand.is_over:
            break
        hand.act(choose(hand))
    return hand


def all_cards(hand: Any, seat: int) -> tuple[Card, ...]:
    return hand.down_cards(seat) + hand.up_cards(seat)


# --- cards ----------------------------------------------------------------------------------------


def test_a_card_shows_its_rank_and_suit_colour() -> None:
    root = parse(svg.card(Card("Kh")))
    assert faces(root) == ["Kh"]
    assert any(e.text == "K" for e in root.iter(f"{NS}text"))
    assert "#d0021b" in svg.card(Card("Kh")) and "#d0021b" not in svg.card(Card("Ks"))
    assert root.find(f"{NS}title") is not None and root.find(f"{NS}title").text == "king of hearts"  # type: ignore[union-attr]


def test_ten_reads_10() -> None:
    assert any(e.text == "10" for e in parse(svg.card("Td")).iter(f"{NS}text"))


def test_four_colours_make_clubs_green_and_diamonds_blue() -> None:
    assert "#13803a" in svg.card("2c", four_colour=True) and "#13803a" not in svg.card("2c")
    assert "#1565c0" in svg.card("2d", four_colour=True) and "#1565c0" not in svg.card("2d")
    assert "#d0021b" in svg.card("2h", four_colour=True)


def test_a_face_down_card_shows_nothing_of_itself() -> None:
    picture = svg.card(Card("As"), face_down=True)
    root = parse(picture)
    assert backs(root) == 1 and faces(root) == []
    assert "As" not in picture and "ace of" not in picture and "spades" not in picture
    assert svg.card(None) == picture


@pytest.mark.parametrize(("joker", "title"), [(Card("Jk"), "joker"), (Card("Jk2"), "second joker")])
def test_jokers(joker: Card, title: str) -> None:
    root = parse(svg.card(joker))
    assert len(groups(root, "joker")) == 1
    assert [e.text for e in root.iter(f"{NS}title")][-1] == title


def test_a_row_of_cards_takes_text_cards_numbers_and_hidden_ones() -> None:
    root = parse(svg.cards("As Kd ?? 7c"))
    assert faces(root) == ["As", "Kd", "7c"] and backs(root) == 1
    root = parse(svg.cards([Card("As"), 0, None, "Jk"]))
    assert faces(root) == ["As", "2c", "Jk"] and backs(root) == 1
    assert faces(parse(svg.cards("????Kc"))) == ["Kc"] and backs(parse(svg.cards("????Kc"))) == 2
    assert faces(parse(svg.cards(""))) == []


def test_a_row_grows_with_its_cards_and_the_card_size() -> None:
    def width(picture: str) -> float:
        return float(parse(picture).get("width", "0"))

    assert width(svg.cards("As Kd Qh")) > width(svg.cards("As Kd"))
    assert width(svg.cards("As Kd", width=90)) > width(svg.cards("As Kd"))
    assert width(svg.cards("As Kd", gap=-30)) < width(svg.cards("As Kd"))


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: svg.cards(42), TypeError),  # type: ignore[arg-type]
        (lambda: svg.cards("As Zz"), ValueError),
        (lambda: svg.card("Zz"), ValueError),
        (lambda: svg.card(99), ValueError),
        (lambda: svg.card("As", width=0), ValueError),
        (lambda: svg.card("As", width=True), ValueError),  # type: ignore[arg-type]
        (lambda: svg.hand_value("As Kd"), TypeError),  # type: ignore[arg-type]
        (lambda: svg.equity("nothing"), TypeError),  # type: ignore[arg-type]
        (lambda: svg.hand_value(pv.evaluate_high("As Ks Qs Js Ts"), held="As Ks Qs Js 2c"), ValueError),
        (lambda: svg.table(pv.Holdem().new_hand([100] * 2, seed=1), piles="scrap"), TypeError),
        (lambda: svg.table(pv.Holdem().new_hand([100] * 2, seed=1), scale=0), ValueError),
    ],
)
def test_bad_input_says_what_is_allowed(call: Callable[[], object], error: type[Exception]) -> None:
    with pytest.raises(error):
        call()


# --- hand values ----------------------------------------------------------------------------------


def test_the_five_cards_used_are_highlighted_among_those_held() -> None:
    held = "Kh Kd Ks 4c 4d 2s 7h"
    value = pv.evaluate_high(held)
    root = parse(svg.hand_value(value, held=held))
    used = [e.get("data-card") for e in groups(root, "used")]
    unused = [e.get("data-card") for e in groups(root, "unused")]
    assert sorted(used) == sorted(map(str, value.cards)) and sorted(unused) == ["2s", "7h"]
    assert [e.text for e in groups(root, "caption")] == ["Full house, kings over fours"]
    assert [e.text for e in groups(root, "ranking")] == ["high"]


def test_without_the_holding_the_hand_and_its_kickers_are_drawn() -> None:
    assert len(groups(parse(svg.hand_value(pv.evaluate_high("As Ks Qs Js Ts"))), "card")) == 5
    bailey = pv.evaluate_bailey("Ah Kd 9c 5s 2h")  # a high-card hand: the other two cards break ties
    root = parse(svg.hand_value(bailey))
    assert len(groups(root, "used")) == 3 and len(groups(root, "card")) == 3 + len(bailey.kickers)


def test_baseball_wild_cards_are_marked_with_what_they_became() -> None:
    held = "Qs 3s 3h Ts 7d 2c 5h"
    value = BASEBALL.rankers[0].evaluate(Deck.stacked(held).cards)
    assert value is not None and len(value.wild) == 2
    root = parse(svg.hand_value(value, held=held))
    assert sorted(e.get("data-card") for e in groups(root, "wild")) == ["3h", "3s"]
    assert sorted(e.get("data-as", "") for e in groups(root, "wild-as")) == sorted(str(became) for _, became in value.wild)
    assert "(two wild)" in [e.text for e in groups(root, "caption")][0]


def test_a_joker_plays_as_a_card() -> None:
    value = pv.evaluate_high("Kc Kd Kh Jk 2c")
    root = parse(svg.hand_value(value))
    assert len(groups(root, "joker")) == 1 and [e.get("data-as") for e in groups(root, "wild-as")] == ["Ks"]


class _Odd:
    """A ranking of our own whose words need escaping."""

    label = 'odd <"ranking"> & co'
    is_low = False

    def category(self, value: int) -> Any:
        return ActionKind.FOLD

    def describe(self, hand: HandValue) -> str:
        return "Three <b>aces</b> & 'a' \"kicker\""


def test_hand_descriptions_are_escaped() -> None:
    value = HandValue(_Odd(), 1, Deck.stacked("As Ad Ah 2c 3d").cards)
    picture = svg.hand_value(value)
    root = parse(picture)
    assert [e.text for e in groups(root, "caption")] == ["Three <b>aces</b> & 'a' \"kicker\""]
    assert [e.text for e in groups(root, "ranking")] == ['odd <"ranking"> & co']
    assert "<b>" not in picture
    assert [e.text for e in groups(parse(svg.hand_value(value, caption="<&>")), "caption")] == ["<&>"]


# --- tables ---------------------------------------------------------------------------------------


def stud_hand(players: int = 4, seed: int = 1) -> Any:
    return STUD.new_hand([100] * players, seed=seed)


def test_stud_third_street_everything_and_one_seat() -> None:
    hand = stud_hand()
    everything = parse(svg.table(hand))
    assert backs(everything) == 0 and len(faces(everything)) == 12
    mine = parse(svg.table(hand, seat=0))
    assert backs(mine) == 6  # three other seats' two hole cards
    assert sorted(faces(mine)) == sorted(str(c) for c in all_cards(hand, 0) + tuple(c for s in range(1, 4) for c in hand.up_cards(s)))
    assert len(groups(mine, "hole")) == 2  # the seat's own hole cards, shown tinted


def test_a_seat_sees_nothing_of_the_other_players_hole_cards() -> None:
    hand = play(stud_hand(), steps=6)
    for seat in range(4):
        picture = svg.table(hand, seat=seat)
        for other in range(4):
            for card in hand.down_cards(other):
                assert (f'data-card="{card}"' in picture) == (other == seat)
                assert (card_name(card) in picture) == (other == seat)


def _redealt(hand_factory: Callable[[Deck], Any], hidden_seat: int) -> tuple[Any, Any]:
    """The same hand twice, from decks that differ only in ``hidden_seat``'s face-down cards."""
    order = list(Deck.shuffled(seed=11).cards)
    first = hand_factory(Deck.stacked(order))
    down = first.down_cards(hidden_seat)
    swapped = list(order)
    for n, card in enumerate(down):  # each with a card from the bottom of the pack, never dealt
        i, j = swapped.index(card), len(swapped) - 1 - n
        swapped[i], swapped[j] = swapped[j], swapped[i]
    second = hand_factory(Deck.stacked(swapped))
    assert second.down_cards(hidden_seat) != down
    return first, second


@pytest.mark.parametrize(
    "factory",
    [
        lambda deck: play(STUD.new_hand([100] * 4, deck=deck), steps=5),
        lambda deck: play(HOLDEM.new_hand([200] * 6, deck=deck), steps=7),
        lambda deck: play(pv.Omaha().new_hand([200] * 4, deck=deck), steps=4),
        lambda deck: play(pv.FiveCardDraw().new_hand([100] * 3, deck=deck), steps=3),
    ],
    ids=["stud", "holdem", "omaha", "draw"],
)
def test_other_hole_cards_change_nothing_in_a_seats_picture(factory: Callable[[Deck], Any]) -> None:
    first, second = _redealt(factory, hidden_seat=1)
    assert svg.table(first, seat=0) == svg.table(second, seat=0)
    assert svg.table(first) != svg.table(second)


def test_holdem_shows_the_board_the_button_bets_and_whose_turn() -> None:
    hand = HOLDEM.new_hand([200] * 6, seed=3)
    root = parse(svg.table(hand))
    assert len(groups(root, "button")) == 1 and groups(root, "bring-in") == []
    assert {e.get("data-seat"): e for e in groups(root, "bet")}.keys() == {"0", "1"}  # the blinds
    assert [e.get("data-seat") for e in groups(root, "actor")] == [str(hand.actor)]
    hand.call(); hand.raise_(8); hand.fold(); hand.call(); hand.fold(); hand.call(); hand.call()  # fmt: skip
    assert hand.street == "flop"
    root = parse(svg.table(hand, seat=3))
    (board,) = groups(root, "board")
    assert [e.get("data-card") for e in groups(board, "card")] == [str(c) for c in hand.community]
    assert backs(root) == 2 * 5 and len(faces(root)) == 2 + 3
    assert sorted(e.get("data-seat", "") for e in groups(root, "folded")) == [str(s) for s in range(6) if hand.folded[s] and s != hand.actor]
    assert [e.get("data-seat") for e in groups(root, "actor")] == [str(hand.actor)]
    assert "street" in {c for e in root.iter() for c in (e.get("class") or "").split()}


def test_stud_marks_the_bring_in_and_no_button() -> None:
    hand = stud_hand()
    root = parse(svg.table(hand))
    assert len(groups(root, "bring-in")) == 1 and groups(root, "button") == []
    hand.bring_in()
    assert len(groups(parse(svg.table(hand)), "bring-in")) == 1


def test_omaha_deals_four_hole_cards_a_seat() -> None:
    hand = pv.Omaha().new_hand([100] * 4, seed=5)
    assert len(faces(parse(svg.table(hand)))) == 16
    assert backs(parse(svg.table(hand, seat=2))) == 12


def test_a_draw_game_mid_hand() -> None:
    hand = pv.DeuceToSevenTripleDraw().new_hand([100] * 3, seed=2)
    hand.call(); hand.call(); hand.check()  # fmt: skip
    assert hand.phase == "draw"
    root = parse(svg.table(hand, seat=1))
    assert backs(root) == 10 and sorted(faces(root)) == sorted(map(str, hand.down_cards(1)))
    assert len(groups(root, "button")) == 1
    hand.draw(hand.down_cards(hand.actor)[:2])  # the discards are gone; the new cards may come later
    assert len(groups(parse(svg.table(hand)), "card")) == sum(len(hand.down_cards(s)) for s in range(3))


def test_baseball_wild_cards_are_starred_on_the_table() -> None:
    for seed in range(40):
        hand = play(BASEBALL.new_hand([100] * 4, seed=seed), steps=8)
        root = parse(svg.table(hand))
        shown = [Card(c) for c in faces(root)]
        wild = [Card(e.get("data-card", "")) for e in groups(root, "wild")]
        assert sorted(wild) == sorted(c for c in shown if c.rank in (pv.Rank.THREE, pv.Rank.NINE))
        if wild:
            break
    else:
        pytest.fail("no wild card in 40 Baseball hands")


def test_bailey_hides_every_face_down_card_from_a_seat_and_shows_the_piles() -> None:
    hand = pv.Bailey(jokers=1).new_hand([0, 0, 0], seed=7)
    everything = parse(svg.table(hand))
    assert backs(everything) == 0 and len(faces(everything)) == 15 + 1  # five cards a seat, one gamble card
    mine = parse(svg.table(hand, seat=1))
    assert backs(mine) == 9  # nobody sees a face-down card, not even its owner
    (gamble,) = [e for e in groups(mine, "pile") if e.get("data-pile") == "gamble"]
    assert [e.get("data-card") for e in groups(gamble, "card")] == [str(c) for c in BaileyView(hand).gamble_cards]
    assert [(e.text or "").split("  ·  ")[0] for e in groups(mine, "pot")] == ["stake 8"]
    hand.change("3c", 8)
    hand.stand()
    assert any(e.get("data-pile") == "scrap" for e in groups(parse(svg.table(hand)), "pile"))


@pytest.mark.parametrize(
    "make",
    [
        lambda: STUD8.new_hand([100] * 3, seed=2026),
        lambda: BASEBALL.new_hand([100] * 4, seed=1),
        lambda: pv.Bailey(jokers=1).new_hand([0, 0, 0], seed=7),
        lambda: pv.OmahaHiLo8().new_hand([100] * 4, seed=3),
        lambda: pv.Badugi().new_hand([100] * 3, seed=3),
    ],
    ids=["stud8", "baseball", "bailey", "omaha8", "badugi"],
)
def test_a_finished_hand_shows_the_results_and_no_turn(make: Callable[[], Any]) -> None:
    hand = play(make())
    root = parse(svg.table(hand, seat=0))
    assert groups(root, "actor") == [] and groups(root, "bet") == []
    statuses = {e.text or "" for e in groups(root, "status")}
    for seat, payoff in enumerate(hand.payoffs):
        if payoff:
            assert any(s.startswith(f"+{payoff}" if payoff > 0 else f"−{-payoff}") for s in statuses)
    for seat in hand.shown_seats:  # shown at the showdown: everyone sees them
        assert set(map(str, hand.down_cards(seat))) <= set(faces(root))
    prompts = [e.text or "" for e in groups(root, "prompt")]
    assert all("to act" not in p for p in prompts)
    if hand.results:
        assert any("wins" in p for p in prompts)


def test_player_names_are_escaped() -> None:
    names = ["<b>Ann</b>", "Bo & Co", '"Cy"', "D'Arcy"]
    picture = svg.table(stud_hand(), names=names)
    root = parse(picture)
    assert [e.text for e in groups(root, "name")] == names
    assert "<b>Ann" not in picture
    with pytest.raises(ValueError, match="one name for each of the 4 seats"):
        svg.table(stud_hand(), names=names[:3])


def test_a_bad_seat_is_refused() -> None:
    for seat in (4, -1, True, "0"):
        with pytest.raises(ValueError, match="seat is the seat whose view to draw"):
            svg.table(stud_hand(), seat=seat)  # type: ignore[arg-type]


def test_scale_changes_the_size_not_the_picture() -> None:
    hand = stud_hand()
    small, big = parse(svg.table(hand, scale=0.5)), parse(svg.table(hand))
    assert float(small.get("width", "0")) * 2 == float(big.get("width", "0"))
    assert small.get("viewBox") == big.get("viewBox")


def test_the_same_hand_gives_the_same_bytes_however_it_was_made() -> None:
    hand = play(HOLDEM.new_hand([200] * 6, seed=3), steps=9)
    picture = svg.table(hand, seat=2)
    assert svg.table(hand, seat=2) == picture
    assert svg.table(hand.copy(), seat=2) == picture
    assert svg.table(pv.Hand.replay(HOLDEM, hand.events), seat=2) == picture


# --- equity ---------------------------------------------------------------------------------------


def test_hi_lo_equity_draws_high_and_low_shares() -> None:
    result = pv.equity(STUD8, ["As2s/3d4c5h6c", "KdKc/KhQs9c9h"])
    root = parse(svg.equity(result))
    bars = groups(root, "bar")
    assert [b.get("data-seat") for b in bars] == ["0", "1"]
    for bar, player in zip(bars, result.players):
        high = [e for e in groups(bar, "high")]
        low = [e for e in groups(bar, "low")]
        assert len(high) == 1 and len(low) == 1
        lengths = {s.name: s.equity for s in player.shares}
        assert float(high[0].get("width", "0")) == pytest.approx(lengths["high"] * _track(bar), abs=0.1)
        assert float(low[0].get("width", "0")) == pytest.approx(lengths["low"] * _track(bar), abs=0.1)
        assert [e.text for e in groups(bar, "equity")] == [f"{100 * player.equity:.1f}%"]
        (detail,) = [e.text or "" for e in groups(bar, "detail")]
        assert "high" in detail and "low" in detail


def _track(bar: ET.Element) -> float:
    return max(float(e.get("width", "0")) for e in bar.iter(f"{NS}rect") if not e.get("class"))


def test_one_share_equity_has_one_bar_each() -> None:
    result = pv.equity(HOLDEM, ["AsKs", "QdQc"], board="Qs 7s 2d")
    root = parse(svg.equity(result, names=["Ann <&>", "Bo"]))
    assert [e.text for e in groups(root, "name")] == ["Ann <&>", "Bo"]
    assert len(groups(root, "share")) == 2 and groups(root, "high") == []
    assert "exact, 990 deals" in (groups(root, "heading")[0].text or "")
    sampled = parse(svg.equity(pv.equity(HOLDEM, ["AsKs", "QdQc"], samples=500, seed=1, exact=False)))
    assert "sampled" in (groups(sampled, "heading")[0].text or "") and "±" in (groups(sampled, "detail")[0].text or "")


# --- notebooks ------------------------------------------------------------------------------------


def test_notebook_pictures_are_the_functions_pictures() -> None:
    card = Card("Qh")
    assert card._repr_svg_() == svg.card(card)
    value = pv.evaluate_high("Kh Kd Ks 4c 4d 2s 7h")
    assert value._repr_svg_() == svg.hand_value(value)
    hand = stud_hand()
    assert hand._repr_svg_() == svg.table(hand)
    result = pv.equity(HOLDEM, ["AsKs", "QdQc"], board="Qs 7s 2d")
    assert result._repr_svg_() == svg.equity(result)


# --- properties -----------------------------------------------------------------------------------

_CARD_OR_HIDDEN = st.one_of(st.none(), st.integers(0, 53).map(Card))


@given(st.lists(_CARD_OR_HIDDEN, max_size=12), st.booleans(), st.floats(10, 200))
def test_any_row_of_cards_is_well_formed_and_deterministic(row: list[Card | None], four_colour: bool, width: float) -> None:
    picture = svg.cards(row, four_colour=four_colour, width=width)
    assert picture == svg.cards(list(row), four_colour=four_colour, width=width)
    root = parse(picture)
    assert faces(root) == [str(c) for c in row if c is not None] and backs(root) == row.count(None)


@given(st.lists(st.integers(0, 53), min_size=5, max_size=7, unique=True))
def test_any_hand_value_is_well_formed_and_deterministic(numbers: list[int]) -> None:
    held = [Card(n) for n in numbers]
    value = pv.evaluate_high(held, wild="39")
    picture = svg.hand_value(value, held=held)
    assert picture == svg.hand_value(value, held=list(held))
    root = parse(picture)
    assert len(groups(root, "card")) == len(held) and len(groups(root, "used")) == 5
    assert len(groups(root, "wild-as")) == len(value.wild)


def _any_action(hand: Any, rng: random.Random) -> Any:
    """A legal action at random; a draw discards a random number of the player's cards."""
    action = rng.choice(hand.legal_actions())
    if action.kind is ActionKind.DRAW and action.most is not None:
        cards = hand.down_cards(hand.actor)[: rng.randint(action.amount, action.most)]
        return pv.Action(ActionKind.DRAW, len(cards), cards)
    return action


_GAMES = [
    (STUD, 100, (2, 8)),
    (STUD8, 100, (2, 8)),
    (pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10), 100, (2, 8)),
    (BASEBALL, 100, (2, 7)),
    (pv.Bailey(jokers=1), 0, (2, 4)),
    (HOLDEM, 200, (2, 10)),
    (pv.Omaha(), 200, (2, 8)),
    (pv.OmahaHiLo8(), 200, (2, 8)),
    (pv.FiveCardDraw(), 100, (2, 6)),
    (pv.Badugi(), 100, (2, 6)),
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_GAMES), st.data())
def test_any_table_is_well_formed_deterministic_and_hides_what_it_should(game_stack: tuple[Any, int, tuple[int, int]], data: st.DataObject) -> None:
    game, stack, (low, high) = game_stack
    players = data.draw(st.integers(low, high), label="players")
    seed = data.draw(st.integers(0, 2**32), label="seed")
    steps = data.draw(st.integers(0, 40), label="steps")
    rng = random.Random(seed)
    hand = play(game.new_hand([stack] * players, seed=seed), steps=steps, pick=lambda h: _any_action(h, rng))
    seat = data.draw(st.one_of(st.none(), st.integers(0, players - 1)), label="seat")
    picture = svg.table(hand, seat)
    assert picture == svg.table(hand.copy(), seat)
    root = parse(picture)
    dealt = sum(len(all_cards(hand, s)) for s in range(players))
    piles = len(hand.pile("gamble")) + len(hand.pile("scrap"))
    assert len(groups(root, "card")) == dealt + len(hand.community) + piles
    owner_sees = getattr(game, "owner_sees_down_cards", True)
    for s in range(players):
        visible = seat is None or s in hand.shown_seats or (s == seat and owner_sees)
        for card in hand.down_cards(s):
            assert (f'data-card="{card}"' in picture) == visible
    actors = groups(root, "actor")
    assert [e.get("data-seat") for e in actors] == ([] if hand.actor is None else [str(hand.actor)])


def test_control_characters_in_names_still_make_well_formed_pictures() -> None:
    hand = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    picture = svg.table(hand, names=["bell\x07", "nul\x00<&>"])
    parse(picture)
    assert "\x07" not in picture and "\x00" not in picture and "&lt;&amp;&gt;" in picture


@pytest.mark.parametrize("gap", [float("nan"), "x", True, -60.0, 5000])
def test_a_gap_out_of_range_is_refused(gap: object) -> None:
    with pytest.raises(ValueError, match="gap is the space between cards"):
        svg.cards("As Kd", gap=gap)  # type: ignore[arg-type]


def test_hidden_cards_may_be_given_as_text() -> None:
    hand = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    down = hand.down_cards(0)
    text = " ".join(str(c) for c in down)
    assert svg.table(hand, hidden=text) == svg.table(hand, hidden=down)
    assert svg.table(hand, hidden=text).count('class="card down') == len(down)
