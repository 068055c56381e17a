"""Every hand proven: a room's hand, made a PHH history, is replayed through the engine, and the
pots, the rake and what each player collected must be what the room's summary says.

The replay's pots less what the room says each player collected is the rake, taken from the
winners who were paid less; it must be the room's rake to the cent, nobody may collect more than
the replay gives, and the room's total pot (where it says one) must be the replay's. The history
then gains what the replay found: ``finishing_stacks``, ``winnings`` (PHH's: collected, after the
rake) and ``_rake``.

:func:`prove` reads a room's hand into its history and proves it. The hand is played straight
from the room's steps where it can be (:mod:`._drive`: the replay of the history, without writing
its text and reading it back); a hand that does not play through so, or does not add up, is
replayed from its history (:func:`proven`), which says why or reads it another way. Either way
the same checks are made of the same hand.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from ..core import Money
from ..engine import Hand
from ..phh import HandHistory, PHHError, replay
from ..phh._numbers import LARGEST
from ..phh.history import FrozenDict, FrozenList, checked_history
from ._build import QUANTA, ZEROS, build
from ._drive import Games, drive
from .model import RoomHand
from .errors import SiteFormatError

__all__ = ["Games", "prove", "proven"]


def prove(room: RoomHand, games: Games) -> tuple[HandHistory, Hand]:
    """``room`` as its PHH history, replayed and checked against the room's summary (as
    :func:`proven` does): the history with what the replay found, and the hand. ``games`` keeps
    the games of the hands read (made once a process)."""
    built = build(room)
    hand = drive(built, games)
    if hand is not None:
        found = _checked(room, hand, built.names, built.collected, built.rake, built.pot)
        if not isinstance(found, str):
            built.fields.update(found)
            chips = 0
            for stack in built.stacks:  # (a loop: compiled, sum is a Python call)
                chips += stack
            if chips < LARGEST:  # every amount then has the digits a history may hold
                return checked_history(FrozenDict(built.fields)), hand  # the fields made frozen, the hand played: checked
            return HandHistory(built.fields), hand
    return proven(room, HandHistory(built.fields))  # the history replayed: it says why, or reads it another way


def proven(room: RoomHand, history: HandHistory) -> tuple[HandHistory, Hand]:
    """``history`` (``room`` as PHH) replayed and checked against the room's summary: the history
    with what the replay found, and the hand. :class:`SiteFormatError` if it does not replay or
    does not add up, saying by how much."""

    def fail(reason: str) -> SiteFormatError:
        return SiteFormatError(reason, site=room.site, hand=room.hand, line=room.line)

    try:
        hand = replay(history)
    except PHHError as error:
        raise fail(f"the hand does not replay: {error}") from None
    if not hand.is_over:
        raise fail("the hand stops before it is over")
    names = list(history.fields["players"])
    money = hand.money
    try:
        want = [money.units(room.collected.get(name, Decimal(0))) for name in names]
        rake = money.units(room.rake if room.rake is not None else Decimal(0))
        pot = money.units(room.pot) if room.pot is not None else None
    except ValueError as error:
        raise fail(f"an amount of the summary is finer than the hand's: {error}") from None
    found = _checked(room, hand, names, want, rake, pot)
    if isinstance(found, str):
        raise fail(found)
    return history.with_fields(**found), hand


def _checked(room: RoomHand, hand: Hand, names: list[str], want: list[int], rake: int, pot: int | None) -> dict[str, Any] | str:
    """What the replayed ``hand`` found (the fields the history gains, the rake taken from the
    hand), if it adds up to the room's summary (``want``, what each player collected, the
    ``rake`` and the ``pot``, in the hand's units); else why not."""
    if not hand.is_over:
        return "the hand stops before it is over"
    money = hand.money
    unknown = [name for name in room.collected if name not in names]  # (a few names: no sets made)
    if unknown:
        return f"{min(unknown)!r} collects but is not dealt in"
    got = hand.collected
    paid: dict[int, int] = {}
    taken = total = 0  # (sums kept as the loop goes: compiled, sum is a Python call)
    for seat in range(len(got)):
        replayed = got[seat]
        total += replayed
        if seat >= len(want):
            continue
        said = want[seat]
        if said > replayed:
            return f"{names[seat]} collected {money.text(said)}, but the replay's pots give {money.text(replayed)}"
        if said < replayed:
            paid[seat] = replayed - said
            taken += replayed - said
    if taken != rake:
        return f"the room took a rake of {money.text(rake)}, but the replay's pots less what the players collected leave {money.text(taken)}"
    if pot is not None and pot != total:
        return f"the room's total pot is {money.text(pot)}, but the replay's pots come to {money.text(total)}"
    if paid:
        hand._rake_after(paid)
    return _found(hand, money, want, rake)


def _found(hand: Hand, money: Money, collected: list[int], rake: int) -> dict[str, Any]:
    places = money.places
    if not places:
        found: dict[str, Any] = {"finishing_stacks": FrozenList(hand.stacks), "winnings": FrozenList(collected)}  # (frozen, as a history holds them)
        if rake:
            found["_rake"] = rake
        return found
    if places < len(QUANTA):  # (made once: compiled, a Decimal made is a Python call or two)
        unit, zero = QUANTA[places], ZEROS[places]
    else:
        unit = Decimal(1).scaleb(-places)
        zero = unit * 0
    # Money.amounts' amounts (the unit times each), here where it is compiled; most players collect nothing.
    found = {"finishing_stacks": FrozenList([unit * units if units else zero for units in hand.stacks]), "winnings": FrozenList([unit * units if units else zero for units in collected])}
    if rake:
        found["_rake"] = unit * rake
    return found
