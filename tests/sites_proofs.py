"""A room's hand proven both ways, for the tests: straight from the room's steps
(``sites._proof.prove``, which plays the hand through the engine without writing PHH's text where
it can) and by replaying its PHH history (``sites._proof.proven``, the general way). The two must
give the same history, field for field and as text, the same hand, or the same error."""

from __future__ import annotations

from pokervariants.engine import Hand
from pokervariants.phh import HandHistory, dumps
from pokervariants.phh.history import FrozenDict, FrozenList
from pokervariants.sites import SiteFormatError
from pokervariants.sites._build import history_of
from pokervariants.sites._proof import Games, prove, proven
from pokervariants.sites.model import RoomHand

__all__ = ["assert_same_hands", "proven_both_ways"]


def assert_same_hands(one: Hand, other: Hand) -> None:
    """Two replays of one hand agree: the same game, events, stacks, money, rake, and cards unseen."""
    assert one.variant == other.variant
    assert one.events == other.events
    assert (one.stacks, one.collected, one.rake, one.money, one.is_over) == (other.stacks, other.collected, other.rake, other.money, other.is_over)
    for name in ("hidden", "unseen", "unknown_stacks"):
        assert getattr(one.source, name) == getattr(other.source, name), name


def proven_both_ways(room: RoomHand, games: Games) -> tuple[HandHistory, Hand]:
    """:func:`prove`'s answer, checked against the general way's."""
    try:
        history, hand = prove(room, games)
    except SiteFormatError as error:
        try:
            proven(room, history_of(room))
        except SiteFormatError as again:
            assert (type(again), str(again), again.line) == (type(error), str(error), error.line)
            raise error from None
        raise AssertionError(f"only the direct proof refuses hand {room.hand}: {error}") from None
    other, replayed = proven(room, history_of(room))
    assert history == other and dumps(history) == dumps(other), f"hand {room.hand}"
    # (the direct way's history is made without checking its fields again: they are as a history holds them)
    assert type(history.fields) is FrozenDict and history == HandHistory(dict(history.fields))
    assert all(type(value) is FrozenList for value in history.fields.values() if isinstance(value, list)), f"hand {room.hand}"
    assert_same_hands(hand, replayed)
    return history, hand
