"""What must hold in both builds, the pure one and the compiled one (docs/speed.rst).

Compiled by mypyc, a class body's every name is annotated, so attrs would take a class attribute
(``repeats = False``) for a field: a different constructor, repr, equality and pickle in the two
builds. Each attrs class's fields here are those its source declares, read with :mod:`ast`.
"""

from __future__ import annotations

import ast
import copy
import importlib
import pickle
from pathlib import Path

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokervariants
from pokervariants import Action, ActionKind, Card, IllegalActionError
from pokervariants.core._actions import _unchecked

PACKAGE = Path(pokervariants.__file__).resolve().parent
ATTRS_DECORATORS = {"frozen", "define", "mutable"}


def _declared_fields() -> list[tuple[str, str, list[str]]]:
    """Each attrs class of the package: its module, its name, and the fields its source declares
    (annotated names that are not ``ClassVar``), in order."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.ClassDef) or not any(ast.unparse(d).split("(")[0].split(".")[-1] in ATTRS_DECORATORS for d in node.decorator_list):
                continue
            names = [
                stmt.target.id
                for stmt in node.body
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and "ClassVar" not in ast.unparse(stmt.annotation)
            ]
            found.append((module, node.name, names))
    return found


FIELDS = _declared_fields()


@pytest.mark.parametrize(("module", "name", "declared"), FIELDS, ids=[f"{m}.{n}" for m, n, _ in FIELDS])
def test_an_attrs_class_has_the_fields_its_source_declares(module: str, name: str, declared: list[str]) -> None:
    cls = getattr(importlib.import_module(module), name)
    assert attrs.has(cls)
    own = [f.name for f in attrs.fields(cls) if f.inherited is False]
    assert own == declared


def test_a_hand_pickles_whole_in_this_build() -> None:
    hand = pokervariants.DeuceToSevenTripleDraw().new_hand([100, 100, 100], seed=4)
    hand.act(hand.legal_actions()[1])
    again = pickle.loads(pickle.dumps(hand))
    assert again.events == hand.events and again.variant == hand.variant and again.legal_actions() == hand.legal_actions()


# An action is an attrs value in both builds, compiled as a native class in one (its equality, hash,
# freezing and pickling written out, since the decorator's never reach a native class): the same
# value either way.

_KINDS = st.sampled_from(list(ActionKind))
_CARDS = st.lists(st.integers(0, 51), max_size=3, unique=True).map(lambda numbers: tuple(Card(n) for n in numbers))


@st.composite
def _actions(draw: st.DrawFn) -> Action:
    amount = draw(st.integers(0, 10**6))
    most = draw(st.one_of(st.none(), st.integers(amount, 2 * 10**6)))
    return Action(draw(_KINDS), amount, draw(_CARDS), most=most)


def test_an_action_is_an_attrs_value_with_four_fields() -> None:
    fields = attrs.fields(Action)
    assert [f.name for f in fields] == ["kind", "amount", "cards", "most"]
    assert [f.kw_only for f in fields] == [False, False, False, True]
    assert Action.__match_args__ == ("kind", "amount", "cards")
    raise_ = Action(ActionKind.RAISE, 4, most=100)
    assert attrs.evolve(raise_, amount=50, most=None) == Action(ActionKind.RAISE, 50)
    assert attrs.asdict(raise_) == {"kind": ActionKind.RAISE, "amount": 4, "cards": (), "most": 100}
    match raise_:
        case Action(ActionKind.RAISE, amount):
            assert amount == 4
        case _:  # pragma: no cover - the match above is the test
            pytest.fail("an action matches by its kind, amount and cards")


def test_an_action_is_frozen() -> None:
    call = Action(ActionKind.CALL, 10)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        call.amount = 20
    with pytest.raises(AttributeError):  # (FrozenInstanceError is one)
        del call.kind
    assert call == Action(ActionKind.CALL, 10)


@given(_actions(), _actions())
def test_an_action_is_equal_hashed_copied_and_pickled_by_its_fields(action: Action, other: Action) -> None:
    fields = (action.kind, action.amount, action.cards, action.most)
    same = Action(*fields[:3], most=fields[3])
    assert same == action and not (same != action) and hash(same) == hash(action)
    assert (action == other) == (fields == (other.kind, other.amount, other.cards, other.most))
    assert action != fields and action != str(action)
    for again in (pickle.loads(pickle.dumps(action)), copy.copy(action), copy.deepcopy(action)):
        assert again == action and type(again) is Action
    assert _unchecked(*fields) == action  # a menu's quick way to make one makes the same value


def test_an_illegal_action_error_pickles_with_what_it_says() -> None:
    action = Action(ActionKind.FOLD)
    error = IllegalActionError("{player} cannot fold: legal now are check", seat=2, action=action, legal=(Action(ActionKind.CHECK),))
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is IllegalActionError and str(again) == str(error) == "seat 2 cannot fold: legal now are check"
    assert (again.seat, again.action, again.legal, again.naming("p3")) == (2, action, (Action(ActionKind.CHECK),), "p3 cannot fold: legal now are check")


class _Chips:
    """A whole number that is not an int (as a numpy integer is one)."""

    def __index__(self) -> int:
        return 5


def test_an_action_takes_any_whole_number_but_a_bool() -> None:
    action = Action(ActionKind.RAISE, _Chips(), most=_Chips())
    assert (action.amount, action.most) == (5, 5) and type(action.amount) is int and type(action.most) is int
    for bad in (True, 2.5, "5"):
        with pytest.raises(TypeError, match="whole number of chips"):
            Action(ActionKind.CALL, bad)  # type: ignore[arg-type]
