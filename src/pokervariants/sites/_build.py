"""A room's hand (:class:`~pokervariants.sites.model.RoomHand`) as a PHH history: the players in PHH's order, the
forced bets as fields, every step as PHH's notation, and every amount written with one number of
places (so the hand plays in the finest unit any of its amounts, the rake included, needs).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any

from ..core import Card
from ..phh import HandHistory
from .model import Act, ActKind, Board, Dealt, Drew, Mucked, Post, PostKind, RoomHand, Showed, Step
from .errors import SiteFormatError

__all__ = ["STUD_CODES", "history_of", "order_of"]

STUD_CODES = frozenset({"F7S", "F7S/8", "FR"})
"""The PHH codes of games without a button: their players are written in the order of the seats."""

_FIXED_LIMIT = frozenset({"FT", "FO/8", "F2L3D", "FB", "PV-F5CD", "PV-FO", "PV-FAL3D", "PV-F2L1D"})
"""Blind games whose bets are fixed: they write ``small_bet`` and ``big_bet``, not ``min_bet``."""


def order_of(room: RoomHand) -> list[str]:
    """The players of ``room`` as PHH orders them: from the seat after the button round to the
    button (stud: by seat), leaving out those not dealt in (sitting out); or the room's own order
    where it gives one (:attr:`RoomHand.order <pokervariants.sites.model.RoomHand.order>`)."""
    if room.order is not None:
        return list(room.order)
    seats = sorted((seat for seat in room.seats if not seat.sitting_out), key=lambda s: s.number)
    if room.game.code in STUD_CODES or room.button is None:
        return [seat.name for seat in seats]
    after = [seat for seat in seats if seat.number > room.button] + [seat for seat in seats if seat.number <= room.button]
    return [seat.name for seat in after]


def _places(room: RoomHand) -> int:
    """The most places any amount of the hand is written with (0.50: 2, as the room writes it)."""
    amounts: list[Decimal] = [seat.stack for seat in room.seats]
    amounts += [step.amount for step in room.steps if isinstance(step, (Post, Act)) and step.amount is not None]
    amounts += list(room.collected.values()) + [a for a in (room.rake, room.pot) if a is not None]
    game = room.game
    amounts += [game.small_blind, game.big_blind, game.ante, game.bring_in, game.small_bet, game.big_bet]
    places = 0
    for amount in amounts:
        exponent = amount.as_tuple().exponent
        if isinstance(exponent, int):
            places = max(places, -exponent)
    return places


def _written(amount: Decimal, places: int) -> Decimal | int:
    """``amount`` as the history writes it: an int for whole chips, else with ``places`` places."""
    return int(amount) if places == 0 else amount.quantize(Decimal(1).scaleb(-places))


def _cards(cards: Iterable[Card | None]) -> str:
    return "".join(str(card) if card is not None else "??" for card in cards)


def history_of(room: RoomHand) -> HandHistory:
    """The PHH history of ``room`` (not yet replayed: :mod:`._proof` does that and adds what the
    replay finds, the finishing stacks and the rake). :class:`SiteFormatError` if a step names a
    player who is not dealt in."""
    order = order_of(room)
    index = {name: i for i, name in enumerate(order)}
    places = _places(room)

    def amount(value: Decimal) -> Decimal | int:
        return _written(value, places)

    def p(name: str, line: int) -> str:
        if name not in index:
            raise SiteFormatError(f"{name!r} acts but is not dealt in", site=room.site, hand=room.hand, line=line)
        return f"p{index[name] + 1}"

    antes: list[Decimal | int] = [amount(Decimal(0))] * len(order)
    blinds: list[Decimal | int] = [amount(Decimal(0))] * len(order)
    actions: list[str] = []
    bring_in = room.game.bring_in
    runs = max((step.run for step in room.steps if isinstance(step, Board)), default=1)
    for step in _runs_in_order(room.steps) if runs > 1 else room.steps:
        if isinstance(step, Post):
            seat = int(p(step.player, step.line)[1:]) - 1
            if step.kind is PostKind.ANTE or step.kind is PostKind.DEAD:  # dead money: PHH's ante of that player
                antes[seat] = amount(Decimal(antes[seat]) + step.amount)
            elif step.kind is PostKind.POST:
                blinds[seat] = amount(-step.amount)
            else:
                blinds[seat] = amount(step.amount)
        elif isinstance(step, Dealt):
            actions.append(f"d dh {p(step.player, step.line)} {_cards(step.cards)}")
        elif isinstance(step, Board):
            if step.run > 1 and f"# the board is run again (run {step.run})" not in actions:
                actions.append(f"# the board is run again (run {step.run})")
            actions.append(f"d db {_cards(step.cards)}")
        elif isinstance(step, Act):
            who = p(step.player, step.line)
            if step.kind is ActKind.FOLD:
                actions.append(f"{who} f")
            elif step.kind in (ActKind.CHECK, ActKind.CALL):
                actions.append(f"{who} cc")
            elif step.kind is ActKind.BRING_IN:
                actions.append(f"{who} pb")
                bring_in = step.amount if step.amount is not None else bring_in
            else:
                if step.amount is None:
                    raise SiteFormatError(f"a {step.kind.value} without an amount", site=room.site, hand=room.hand, line=step.line)
                actions.append(f"{who} cbr {amount(step.amount)}")
        elif isinstance(step, Drew):
            actions.append(f"{p(step.player, step.line)} sd {_cards(step.discarded)}".rstrip())
        elif isinstance(step, Showed):
            actions.append(f"{p(step.player, step.line)} sm {_cards(step.cards)}")
        elif isinstance(step, Mucked):
            actions.append(f"{p(step.player, step.line)} sm")
    game = room.game
    if len(order) == 2 and game.code not in STUD_CODES:  # PHH heads-up: the lists are [small, big], the button (p2) posting the small blind
        blinds.reverse()
        antes.reverse()
    fields: dict[str, Any] = {"variant": game.code, "antes": antes, "blinds_or_straddles": blinds}
    if game.code in STUD_CODES:
        fields.pop("blinds_or_straddles")
        fields["bring_in"] = amount(bring_in)
    if game.code in STUD_CODES or game.code in _FIXED_LIMIT:
        fields["small_bet"], fields["big_bet"] = amount(game.small_bet), amount(game.big_bet)
    else:
        fields["min_bet"] = amount(game.big_blind)
    if runs > 1:
        fields["_runs"] = runs
    stacks = {seat.name: seat.stack for seat in room.seats}
    fields["starting_stacks"] = [amount(stacks[name]) for name in order]
    fields["actions"] = actions
    fields.update(_about(room, order))
    return HandHistory(fields)


def _runs_in_order(steps: Sequence[Step]) -> list[Step]:
    """``steps`` with the later runs' boards after the first run's last board, run by run (the order
    the engine deals them in; a room may write the runs' streets side by side, and repeat a street
    they share). Nobody acts between."""
    shared = {card for step in steps if isinstance(step, Board) and step.run == 1 for card in step.cards}
    later = sorted(  # a street every run shares, written again under a later run's name, is the first run's
        (step for step in steps if isinstance(step, Board) and step.run > 1 and not shared.issuperset(step.cards)), key=lambda step: step.run
    )
    first = [i for i, step in enumerate(steps) if isinstance(step, Board) and step.run == 1]
    ordered: list[Step] = []
    for i, step in enumerate(steps):
        if isinstance(step, Board) and step.run > 1:
            continue
        if not first and later and isinstance(step, (Showed, Mucked)):
            ordered += later  # no first-run board after the betting: the runs come before the showdown
            later = []
        ordered.append(step)
        if first and i == first[-1]:
            ordered += later
            later = []
    return ordered + later


def _about(room: RoomHand, order: list[str]) -> dict[str, Any]:
    """The fields that say where and when: PHH's own, and the room's hand number as ``hand``."""
    numbers = {seat.name: seat.number for seat in room.seats}
    about: dict[str, Any] = {"venue": room.site, "hand": room.hand, "players": list(order), "seats": [numbers[name] for name in order]}
    for name, value in (("table", room.table), ("seat_count", room.seat_count), ("currency", room.currency), ("event", room.tournament), ("level", room.level), ("time_zone_abbreviation", room.time_zone)):
        if value is not None:
            about[name] = value
    if room.time is not None:
        about.update(year=room.time.year, month=room.time.month, day=room.time.day, time=room.time.time())
    return about
