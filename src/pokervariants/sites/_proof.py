"""Every hand proven: a room's hand, made a PHH history, is replayed through the engine, and the
pots, the rake and what each player collected must be what the room's summary says.

The replay's pots less what the room says each player collected is the rake, taken from the
winners who were paid less; it must be the room's rake to the cent, nobody may collect more than
the replay gives, and the room's total pot (where it says one) must be the replay's. The history
then gains what the replay found: ``finishing_stacks``, ``winnings`` (PHH's: collected, after the
rake) and ``_rake``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from ..core import Money
from ..engine import Hand
from ..phh import HandHistory, PHHError, replay
from .model import RoomHand
from .errors import SiteFormatError

__all__ = ["proven"]


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
    money = hand.money
    names = list(history.fields["players"])
    try:
        want = [money.units(room.collected.get(name, Decimal(0))) for name in names]
        rake = money.units(room.rake if room.rake is not None else Decimal(0))
        pot = money.units(room.pot) if room.pot is not None else None
    except ValueError as error:
        raise fail(f"an amount of the summary is finer than the hand's: {error}") from None
    unknown = set(room.collected) - set(names)
    if unknown:
        raise fail(f"{sorted(unknown)[0]!r} collects but is not dealt in")
    got = hand.collected
    paid: dict[int, int] = {}
    for seat, (replayed, said) in enumerate(zip(got, want)):
        if said > replayed:
            raise fail(f"{names[seat]} collected {money.text(said)}, but the replay's pots give {money.text(replayed)}")
        if said < replayed:
            paid[seat] = replayed - said
    if sum(paid.values()) != rake:
        raise fail(f"the room took a rake of {money.text(rake)}, but the replay's pots less what the players collected leave {money.text(sum(paid.values()))}")
    if pot is not None and pot != sum(got):
        raise fail(f"the room's total pot is {money.text(pot)}, but the replay's pots come to {money.text(sum(got))}")
    if paid:
        hand._rake_after(paid)
    return history.with_fields(**_found(hand, money, want, rake)), hand


def _found(hand: Hand, money: Money, collected: list[int], rake: int) -> dict[str, Any]:
    found: dict[str, Any] = {"finishing_stacks": list(money.amounts(hand.stacks)), "winnings": list(money.amounts(collected))}
    if rake:
        found["_rake"] = money.amount(rake)
    return found
