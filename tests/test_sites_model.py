"""The rooms' model (``sites.model``): values that are immutable and compare, hash, print, pickle
and match by their fields, in the pure build and the compiled one alike."""

from __future__ import annotations

import copy
import datetime
import pickle
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokervariants.core import CARDS
from pokervariants.sites import model
from pokervariants.sites.model import Act, ActKind, Board, Dealt, Drew, Game, Mucked, Post, PostKind, RoomHand, Seat, Showed

_NAMES = st.text(alphabet="Ab :(é'", max_size=6)
_AMOUNTS = st.decimals(allow_nan=False, allow_infinity=False, places=2, min_value=0, max_value=10**6)
_CARDS = st.lists(st.sampled_from(CARDS[:52]), max_size=3, unique=True).map(tuple)

_FIELDS: dict[type, tuple[str, ...]] = {
    Seat: ("number", "name", "stack", "sitting_out"),
    Post: ("player", "kind", "amount", "line"),
    Dealt: ("player", "cards", "line"),
    Board: ("cards", "line", "run"),
    Act: ("player", "kind", "line", "amount"),
    Drew: ("player", "discarded", "line"),
    Showed: ("player", "cards", "line"),
    Mucked: ("player", "line"),
}


def _values(name: str, line: int, amount: Decimal, cards: tuple[Any, ...], kind: ActKind, post: PostKind, out: bool) -> list[tuple[type, tuple[Any, ...]]]:
    return [
        (Seat, (line, name, amount, out)),
        (Post, (name, post, amount, line)),
        (Dealt, (name, (*cards, None), line)),
        (Board, (cards, line, 2)),
        (Act, (name, kind, line, amount)),
        (Act, (name, kind, line, None)),
        (Drew, (name, cards, line)),
        (Showed, (name, cards, line)),
        (Mucked, (name, line)),
    ]


@given(_NAMES, st.integers(0, 10**6), _AMOUNTS, _CARDS, st.sampled_from(list(ActKind)), st.sampled_from(list(PostKind)), st.booleans())
def test_a_step_is_a_value_of_its_fields(name: str, line: int, amount: Decimal, cards: tuple[Any, ...], kind: ActKind, post: PostKind, out: bool) -> None:
    """Made by position or by keyword, a step holds its fields; equal steps hash alike; it prints
    as its class and fields, pickles and copies to an equal value, matches a class pattern by its
    fields in order, and refuses any change."""
    for cls, values in _values(name, line, amount, cards, kind, post, out):
        names = _FIELDS[cls]
        made, by_name = cls(*values), cls(**dict(zip(names, values)))
        assert [getattr(made, field) for field in names] == list(values)
        assert made == by_name and not made != by_name and hash(made) == hash(by_name)
        assert repr(made) == f"{cls.__name__}({', '.join(f'{field}={value!r}' for field, value in zip(names, values))})"
        assert pickle.loads(pickle.dumps(made)) == made and copy.deepcopy(made) == made and copy.copy(made) == made
        assert cls.__match_args__ == names
        match made:
            case Mucked(player, line_number):
                assert (player, line_number) == values
            case Board(board_cards, line_number, run):
                assert (board_cards, line_number, run) == values
            case _:
                assert len(values) > 2
        for field in names:
            with pytest.raises(AttributeError):
                setattr(made, field, values[0])
        assert [getattr(made, field) for field in names] == list(values)


def test_steps_of_other_classes_or_fields_are_unequal() -> None:
    """Two steps are equal only when of one class with equal fields (a muck is no show of no cards)."""
    assert Act("Ann", ActKind.FOLD, 3) != Act("Ann", ActKind.FOLD, 4)
    assert Act("Ann", ActKind.CALL, 3, Decimal("0.50")) == Act("Ann", ActKind.CALL, 3, Decimal("0.5"))  # equal amounts, as Decimal says
    assert Mucked("Ann", 3) != Showed("Ann", (), 3) and Dealt("Ann", (), 3) != Showed("Ann", (), 3)
    assert Act("Ann", ActKind.FOLD, 3) != ("Ann", ActKind.FOLD, 3, None)
    assert len({Act("Ann", ActKind.FOLD, 3), Act("Ann", ActKind.FOLD, 3), Mucked("Ann", 3)}) == 2


@given(st.sampled_from(["NT", "F7S"]), _AMOUNTS, _AMOUNTS, st.dictionaries(_NAMES, _AMOUNTS, max_size=3), st.none() | _AMOUNTS)
def test_a_game_and_a_hand_are_values_made_by_keyword(code: str, small: Decimal, big: Decimal, collected: dict[str, Decimal], rake: Decimal | None) -> None:
    """:class:`~pokervariants.sites.model.Game` and :class:`~pokervariants.sites.model.RoomHand`
    take keywords only, default what is not given, and are values as the steps are (a hand holds
    a dict, so it does not hash)."""
    game = Game(code=code, small_blind=small, big_blind=big)
    assert (game.code, game.small_blind, game.big_blind, game.ante, game.bring_in, game.small_bet, game.big_bet) == (code, small, big, 0, 0, 0, 0)
    assert game == Game(code=code, big_blind=big, small_blind=small) and hash(game) == hash(Game(code=code, big_blind=big, small_blind=small))
    assert game != Game(code=code, small_bet=small, big_bet=big) or small == big == 0
    assert repr(game) == f"Game(code={code!r}, small_blind={small!r}, big_blind={big!r}, ante=Decimal('0'), bring_in=Decimal('0'), small_bet=Decimal('0'), big_bet=Decimal('0'))"
    assert pickle.loads(pickle.dumps(game)) == game
    with pytest.raises(TypeError):
        Game(code)  # type: ignore[call-arg]
    seats = (Seat(1, "Ann", small), Seat(2, "Bea", big))
    fields: dict[str, Any] = {
        "site": "PokerStars", "hand": "1", "game": game, "seats": seats, "button": 2, "steps": (Act("Ann", ActKind.FOLD, 3),), "collected": collected,
        "rake": rake, "table": "T", "seat_count": 6, "time": datetime.datetime(2026, 1, 2, 3, 4, 5), "time_zone": "ET", "currency": "USD", "line": 7,
    }  # fmt: skip
    room = RoomHand(**fields)
    assert all(getattr(room, name) == value for name, value in fields.items())
    assert (room.order, room.pot, room.tournament, room.level) == (None, None, None, None)
    assert room == RoomHand(**fields) and pickle.loads(pickle.dumps(room)) == room and room != RoomHand(**{**fields, "line": 8})
    assert repr(room).startswith(f"RoomHand(site='PokerStars', hand='1', game={game!r}, seats={seats!r}, button=2, order=None, ")
    with pytest.raises(TypeError):
        hash(room)  # its collected amounts are a dict
    with pytest.raises(AttributeError):
        room.rake = None  # type: ignore[misc]
    bare = RoomHand(site="X", hand="2", game=game, seats=seats)
    assert bare.collected == {} and bare.collected is not RoomHand(site="X", hand="2", game=game, seats=seats).collected
    assert (bare.steps, bare.line) == ((), 1)


def test_the_model_names_every_step_class() -> None:
    """``Step`` is the union of the step classes, each listed in the module's names."""
    assert set(model.Step.__args__) == set(_FIELDS) - {Seat}  # type: ignore[attr-defined]
    assert {cls.__name__ for cls in _FIELDS} | {"Game", "RoomHand", "ActKind", "PostKind", "Step"} == set(model.__all__)
