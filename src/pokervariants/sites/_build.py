"""A room's hand (:class:`~pokervariants.sites.model.RoomHand`) as a PHH history: the players in PHH's order, the
forced bets as fields, every step as PHH's notation, and every amount written with one number of
places (so the hand plays in the finest unit any of its amounts, the rake included, needs).

:func:`build` reads the room's steps once and gives, beside the history's fields, the same hand in
the engine's terms (:class:`Built`: every amount in whole units of that finest place, each step
as a seat, a verb and its cards), which the proof (:mod:`._proof`) plays straight through the
engine without writing PHH's text and reading it back.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any, Final

from ..core import CARDS, Card
from ..engine.protocols import BOARD
from ..phh import HandHistory
from ..phh._money import MONEY_FIELDS
from ..phh.history import FrozenList
from .model import _ZERO, Act, ActKind, Board, Dealt, Drew, Mucked, Post, PostKind, RoomHand, Seat, Showed, Step
from ._text import digits
from .errors import SiteFormatError

__all__ = ["QUANTA", "STUD_CODES", "ZEROS", "Built", "build", "history_of", "order_of", "seat_order"]

_BY_NUMBER: Final = operator.attrgetter("number")
"""A seat's number, to sort seats by (a lambda is a closure, slow to call in compiled code)."""

STUD_CODES: Final = frozenset({"F7S", "F7S/8", "FR"})
"""The PHH codes of games without a button: their players are written in the order of the seats."""

_FIXED_LIMIT: Final = frozenset({"FT", "FO/8", "F2L3D", "FB", "PV-F5CD", "PV-FO", "PV-FAL3D", "PV-F2L1D"})
"""Blind games whose bets are fixed: they write ``small_bet`` and ``big_bet``, not ``min_bet``."""

_HAND_FIELDS: Final = frozenset({"starting_stacks", "actions"})
"""The fields :func:`build` writes that say what happened in the hand; the others written before
them make its game (those that say where and when, :func:`_about`, come after)."""

_FOLD: Final = ActKind.FOLD
_CHECK: Final = ActKind.CHECK
_CALL: Final = ActKind.CALL
_BRING_IN: Final = ActKind.BRING_IN


def order_of(room: RoomHand) -> list[str]:
    """The players of ``room`` as PHH orders them: from the seat after the button round to the
    button (stud: by seat), leaving out those not dealt in (sitting out); or the room's own order
    where it gives one (:attr:`RoomHand.order <pokervariants.sites.model.RoomHand.order>`)."""
    if room.order is not None:
        return list(room.order)
    return seat_order(room.seats, room.button, room.game.code in STUD_CODES)


def seat_order(seats: Iterable[Seat], button: int | None, stud: bool) -> list[str]:
    """The names of the players dealt in, as PHH orders them (:func:`order_of`): by seat number,
    from the seat after ``button`` round to it unless the game is ``stud`` or has no button.
    A reader that deals in that order asks it before its hand is whole."""
    dealt = [seat for seat in seats if not seat.sitting_out]
    for i in range(1, len(dealt)):
        if dealt[i].number < dealt[i - 1].number:  # (most rooms list the seats in order: no sort)
            dealt.sort(key=_BY_NUMBER)
            break
    if stud or button is None:
        return [seat.name for seat in dealt]
    return [seat.name for seat in dealt if seat.number > button] + [seat.name for seat in dealt if seat.number <= button]


def _places(room: RoomHand) -> int:
    """The most places any amount of the hand is written with (0.50: 2, as the room writes it)."""
    return _Amounts(room).places


def _room_amounts(room: RoomHand) -> list[Decimal]:
    """Every amount ``room`` says: its stacks, posts and actions, what was collected, the rake and
    the pot, and its game's stakes."""
    game = room.game
    amounts: list[Decimal] = [seat.stack for seat in room.seats]
    amounts += [amount for step in room.steps if isinstance(step, (Post, Act)) and (amount := step.amount) is not None]
    amounts += room.collected.values()
    amounts += [a for a in (room.rake, room.pot) if a is not None]
    amounts += (game.small_blind, game.big_blind, game.ante, game.bring_in, game.small_bet, game.big_bet)
    return amounts


_Known = tuple[int, int, str, Decimal] | None
"""What :func:`~._text.digits` says of an amount."""


class _Read:
    """One amount read from its text, exactly (compiled, a ``Decimal``'s arithmetic, hash or
    ``as_tuple`` costs several times as much): its whole number and places (``Decimal('-1.50')``:
    -150 and 2; ``number`` ``None`` for what is no number, NaN or an infinity), its text where that
    is plain digits, and, once asked, how the history writes it."""

    __slots__ = ("amount", "number", "places", "text", "written")

    def __init__(self, amount: Decimal) -> None:
        self.amount = amount
        self.written: Decimal | int | None = None
        text = str(amount)  # (by the text: 1.0 and 1.00 are equal, but not written with the same places)
        point = text.find(".")
        digits = text if point < 0 else text[:point] + text[point + 1 :]
        self.places = 0 if point < 0 else len(text) - point - 1
        self.text = text
        self.number: int | None = None
        if digits.isdigit() or digits.startswith("-") and digits[1:].isdigit():  # (a Decimal's text is ASCII)
            self.number = int(digits)
            return
        self.text, self.places = "", 0  # an exponent (never from a room's digits, but a Decimal may have one), or no number
        if amount.is_finite():
            sign, figures, exponent = amount.as_tuple()
            assert isinstance(exponent, int)  # (a finite number's is)
            number = int("".join([str(figure) for figure in figures]))
            if exponent > 0:
                number, exponent = number * 10**exponent, 0
            self.number, self.places = (-number if sign else number), -exponent


def _text_of(units: int, places: int) -> str:
    """``units`` of ``places`` places as the history writes them (``_text_of(-150, 2)``: ``-1.50``)."""
    digits = str(-units if units < 0 else units)
    if places:
        if len(digits) <= places:
            digits = "0" * (places + 1 - len(digits)) + digits
        digits = digits[:-places] + "." + digits[-places:]
    return "-" + digits if units < 0 else digits


class _Amounts:
    """One hand's amounts: the most places any is written with (:attr:`places`), and each in whole
    units of that place, as the history writes it, and as its text, each worked out once
    (:class:`_Read`).

    Amounts are known by identity (a ``Decimal``'s hash costs more than reading its text): each one
    read is held here, so no other object takes its ``id`` while this lives (one hand's build).
    The model's own zero (the game's stakes it does not name; no post) is known at once. The
    ``_known`` methods take what :func:`~._text.digits` says of the amount, where the caller has
    asked it already."""

    __slots__ = ("nothing", "places", "quantum", "read", "scale")

    def __init__(self, room: RoomHand) -> None:
        self.read: dict[int, _Read] = {}
        most = 0
        for amount in _room_amounts(room):
            if amount is _ZERO:
                continue  # (no places)
            known = digits(amount)  # (most amounts: those the reader read, held by ``_text``)
            places = known[1] if known is not None else self._of(amount).places
            if places > most:
                most = places
        self.places = most
        self.scale = _ten(most)
        self.quantum = (QUANTA[most] if most < len(QUANTA) else Decimal(1).scaleb(-most)) if most else None
        self.nothing: Decimal | int = 0 if self.quantum is None else ZEROS[most] if most < len(ZEROS) else _ZERO.quantize(self.quantum)
        """The model's zero as the history writes it (:meth:`written`)."""

    def _of(self, amount: Decimal) -> _Read:
        key = id(amount)
        read = self.read.get(key)
        if read is None or read.amount is not amount:
            read = self.read[key] = _Read(amount)
        return read

    def units(self, amount: Decimal | int) -> int:
        """``amount`` in whole units of the hand's places."""
        if isinstance(amount, int):
            return amount * self.scale
        return self.units_known(amount, None if amount is _ZERO else digits(amount))

    def units_known(self, amount: Decimal, known: _Known) -> int:
        """:meth:`units` of ``amount``, whose :func:`~._text.digits` are ``known``."""
        if amount is _ZERO:
            return 0
        if known is not None and known[1] <= self.places:
            return known[0] * _ten(self.places - known[1])
        read = self._of(amount)
        number = read.number
        if number is None or read.places > self.places:  # (never for the hand's own amounts)
            return int(amount * self.scale)  # (which says what is wrong with it)
        return number * _ten(self.places - read.places)

    def written(self, amount: Decimal) -> Decimal | int:
        """``amount`` as the history writes it: an int for whole chips, else with the hand's places."""
        return self.written_known(amount, None if amount is _ZERO else digits(amount))

    def written_known(self, amount: Decimal, known: _Known) -> Decimal | int:
        """:meth:`written` of ``amount``, whose :func:`~._text.digits` are ``known``."""
        if amount is _ZERO:
            return self.nothing
        if known is not None and known[1] == self.places:
            return amount if self.places else known[0]
        read = self._of(amount)
        written = read.written
        if written is None:
            if self.quantum is None:
                written = self.units(amount) if read.number is not None else int(amount)
            elif read.number is not None and read.places == self.places:
                written = amount  # (written with the hand's places already, as most are)
            else:
                written = amount.quantize(self.quantum)
            read.written = written
        return written

    def text(self, amount: Decimal) -> str:
        """``amount`` as the history's actions write it."""
        return self.text_known(amount, digits(amount))

    def text_known(self, amount: Decimal, known: _Known) -> str:
        """:meth:`text` of ``amount``, whose :func:`~._text.digits` are ``known``."""
        if known is not None and known[1] == self.places:
            return known[2]  # (as the room wrote it, as most are)
        read = self._of(amount)
        if read.number is None:
            return str(self.written(amount))
        if read.text and read.places == self.places and not read.text.startswith("-"):
            return read.text  # (as the room wrote it, as most are)
        return _text_of(self.units(amount), self.places)


QUANTA: Final = tuple([Decimal(1).scaleb(-places) for places in range(20)])
"""The unit of each number of places (``Decimal('0.01')`` for 2), made once (compiled, each a
Python call or two)."""
ZEROS: Final = tuple([unit * 0 for unit in QUANTA])
"""Nothing, written with each number of places (``Decimal('0.00')`` for 2)."""

_TENS: Final = tuple([10**power for power in range(20)])


def _ten(power: int) -> int:
    """10 to the ``power`` (not negative), looked up for the usual few."""
    return _TENS[power] if power < 20 else int(10**power)


_TEXTS: Final[dict[Card | None, str]] = {**{card: str(card) for card in CARDS}, None: "??"}
"""Each card's text (``None``: a card unseen), looked up rather than made card by card."""


def _cards(cards: tuple[Card | None, ...]) -> str:
    texts = _TEXTS
    if len(cards) == 2:  # (hole cards, most deals: at once, without a list to join)
        return texts[cards[0]] + texts[cards[1]]
    return "".join([texts[card] for card in cards])


class Built:
    """One room's hand read once: the PHH history's fields (:attr:`fields`), and the same hand as
    the engine plays it, every amount in whole units of :attr:`places` places.

    Each action of the history has its number, as in the history's ``actions``: :attr:`deals` are
    the dealer's (``(number, seat or BOARD, cards)``, ``None`` for a card unseen), :attr:`acts` the
    players' betting decisions and draws (``(number, seat, verb, amount in units, cards)``: ``f``,
    ``cc``, ``cbr``, ``pb`` or ``sd``), :attr:`shows` the showdown's (``(number, seat, cards)``,
    ``None`` for a muck)."""

    __slots__ = ("acts", "collected", "deals", "fields", "game_key", "names", "places", "pot", "rake", "shows", "stacks")

    def __init__(self) -> None:
        self.fields: dict[str, Any] = {}
        self.places = 0
        self.names: list[str] = []
        """The players in PHH's order."""
        self.stacks: tuple[int, ...] = ()
        """The starting stacks in units."""
        self.game_key: tuple[tuple[str, Any], ...] = ()
        """The fields that make the game (each but the hand's own and where and when), every amount
        in units, as one value: equal keys, equal games (``phh.game_of`` makes the game from the
        same fields, the amounts made units by ``phh._money``)."""
        self.deals: list[tuple[int, int, tuple[Card | None, ...]]] = []
        self.acts: list[tuple[int, int, str, int, tuple[Card | None, ...]]] = []
        self.shows: list[tuple[int, int, tuple[Card, ...] | None]] = []
        self.collected: list[int] = []
        """What the room says each player collected, in units (the players in PHH's order)."""
        self.rake = 0
        """The room's rake in units (0 where it says none)."""
        self.pot: int | None = None
        """The room's total pot in units, where it says one."""

    def units_fields(self) -> dict[str, Any]:
        """The fields that make the game, in units (what ``phh.replay`` plays after ``phh._money``'s
        ``in_units``), with the starting stacks (the number of players)."""
        fields: dict[str, Any] = {name: list(value) if isinstance(value, tuple) else value for name, value in self.game_key}
        fields["starting_stacks"] = list(self.stacks)
        return fields


def history_of(room: RoomHand) -> HandHistory:
    """The PHH history of ``room`` (not yet replayed: :mod:`._proof` does that and adds what the
    replay finds, the finishing stacks and the rake). :class:`SiteFormatError` if a step names a
    player who is not dealt in."""
    return HandHistory(build(room).fields)


def _seat_of(index: dict[str, int], room: RoomHand, name: str, line: int) -> int:
    """The seat of ``name`` in PHH's order, or :class:`SiteFormatError` if the player is not dealt in."""
    seat = index.get(name)
    if seat is None:
        raise SiteFormatError(f"{name!r} acts but is not dealt in", site=room.site, hand=room.hand, line=line)
    return seat


def build(room: RoomHand) -> Built:
    """``room`` read once (:class:`Built`): the history's fields and the hand in units.
    :class:`SiteFormatError` if a step names a player who is not dealt in."""
    built = Built()
    order = order_of(room)
    index = {name: i for i, name in enumerate(order)}
    amounts = _Amounts(room)
    built.names, built.places = order, amounts.places

    count = len(order)
    antes = [_ZERO] * count  # (the model's zero: no post)
    blinds = [_ZERO] * count
    actions: list[str] = []
    deals, acts, shows = built.deals, built.acts, built.shows
    bring_in = room.game.bring_in
    ante, dead, live = PostKind.ANTE, PostKind.DEAD, PostKind.POST
    fold, check, call, bring = _FOLD, _CHECK, _CALL, _BRING_IN
    runs = 1
    for step in room.steps:  # (a loop: compiled, max of a generator is a Python call and a call a step)
        if isinstance(step, Board) and step.run > runs:
            runs = step.run
    steps = tuple(_runs_in_order(room.steps)) if runs > 1 else room.steps  # (a tuple: compiled, iterated natively)
    for step in steps:
        if isinstance(step, Act):
            seat = _seat_of(index, room, step.player, step.line)
            kind = step.kind  # the PHH verb of a decision with no amount to write (the others' is cbr), by identity (an enum hashes in Python)
            verb = "f" if kind is fold else "cc" if kind is check or kind is call else "pb" if kind is bring else None
            if verb is None:
                if step.amount is None:
                    raise SiteFormatError(f"a {step.kind.value} without an amount", site=room.site, hand=room.hand, line=step.line)
                known = digits(step.amount)  # (asked once for both)
                acts.append((len(actions), seat, "cbr", amounts.units_known(step.amount, known), ()))
                actions.append(f"p{seat + 1} cbr {amounts.text_known(step.amount, known)}")
                continue
            if verb == "pb" and step.amount is not None:
                bring_in = step.amount
            acts.append((len(actions), seat, verb, 0, ()))
            actions.append(f"p{seat + 1} {verb}")
        elif isinstance(step, Dealt):
            seat = _seat_of(index, room, step.player, step.line)
            deals.append((len(actions), seat, step.cards))
            actions.append(f"d dh p{seat + 1} {_cards(step.cards)}")
        elif isinstance(step, Board):
            if step.run > 1 and f"# the board is run again (run {step.run})" not in actions:
                actions.append(f"# the board is run again (run {step.run})")  # (a comment: the proof then replays the history)
            deals.append((len(actions), BOARD, step.cards))
            actions.append(f"d db {_cards(step.cards)}")
        elif isinstance(step, Post):
            seat = _seat_of(index, room, step.player, step.line)
            if step.kind is ante or step.kind is dead:  # dead money: PHH's ante of that player
                antes[seat] += step.amount
            elif step.kind is live:
                blinds[seat] = -step.amount
            else:
                blinds[seat] = step.amount
        elif isinstance(step, Drew):
            seat = _seat_of(index, room, step.player, step.line)
            acts.append((len(actions), seat, "sd", 0, step.discarded))
            actions.append(f"p{seat + 1} sd {_cards(step.discarded)}".rstrip())
        elif isinstance(step, Showed):
            seat = _seat_of(index, room, step.player, step.line)
            shows.append((len(actions), seat, step.cards or None))  # (no cards: PHH's "sm", a muck)
            actions.append(f"p{seat + 1} sm {_cards(step.cards)}")
        elif isinstance(step, Mucked):
            seat = _seat_of(index, room, step.player, step.line)
            shows.append((len(actions), seat, None))
            actions.append(f"p{seat + 1} sm")
    game = room.game
    stud = game.code in STUD_CODES
    if count == 2 and not stud:  # PHH heads-up: the lists are [small, big], the button (p2) posting the small blind
        blinds.reverse()
        antes.reverse()
    # Every array is frozen here, as a history holds it (the proof's history freezes none again).
    fields: dict[str, Any] = {"variant": game.code, "antes": FrozenList([amounts.written(a) for a in antes]), "blinds_or_straddles": FrozenList([amounts.written(b) for b in blinds])}
    if stud:
        fields.pop("blinds_or_straddles")
        fields["bring_in"] = amounts.written(bring_in)
    if stud or game.code in _FIXED_LIMIT:
        fields["small_bet"], fields["big_bet"] = amounts.written(game.small_bet), amounts.written(game.big_bet)
    else:
        fields["min_bet"] = amounts.written(game.big_blind)
    if runs > 1:
        fields["_runs"] = runs
    stacks = {seat.name: seat.stack for seat in room.seats}
    written: list[Decimal | int] = []
    units: list[int] = []
    for name in order:  # (each stack's digits asked once for both)
        stack = stacks[name]
        known = digits(stack)
        written.append(amounts.written_known(stack, known))
        units.append(amounts.units_known(stack, known))
    fields["starting_stacks"] = FrozenList(written)
    built.stacks = tuple(units)
    collected = room.collected
    built.collected = [amounts.units(collected[name]) if name in collected else 0 for name in order]
    built.rake = amounts.units(room.rake) if room.rake is not None else 0
    built.pot = amounts.units(room.pot) if room.pot is not None else None
    fields["actions"] = FrozenList(actions)
    built.game_key = tuple((name, _units(value, amounts) if name in MONEY_FIELDS else _kept(value)) for name, value in fields.items() if name not in _HAND_FIELDS)
    fields.update(_about(room, order))
    built.fields = fields
    return built


def _kept(value: Any) -> Any:
    """A field's value as part of a key (a list as a tuple)."""
    return tuple(value) if isinstance(value, list) else value


def _units(value: Any, amounts: _Amounts) -> Any:
    """An amount field's value (an amount, or a list of them) in units."""
    if isinstance(value, list):
        nothing = amounts.nothing  # most entries are none, written so (by identity: compiled, a Decimal's truth is a Python call)
        return tuple([0 if amount is nothing else amounts.units(amount) for amount in value])
    return amounts.units(value)


def _runs_in_order(steps: Sequence[Step]) -> list[Step]:
    """``steps`` with the later runs' boards after the first run's last board, run by run (the order
    the engine deals them in; a room may write the runs' streets side by side, and repeat a street
    they share). Nobody acts between."""
    shared = {card for step in steps if isinstance(step, Board) and step.run == 1 for card in step.cards}
    later = sorted(  # a street every run shares, written again under a later run's name, is the first run's
        (step for step in steps if isinstance(step, Board) and step.run > 1 and not shared.issuperset(step.cards)), key=lambda step: step.run
    )
    kept = [step for step in steps if not (isinstance(step, Board) and step.run > 1)]
    last = max(i for i, step in enumerate(kept) if isinstance(step, Board))  # the flop at least is every run's
    return kept[: last + 1] + later + kept[last + 1 :]


def _about(room: RoomHand, order: list[str]) -> dict[str, Any]:
    """The fields that say where and when: PHH's own, and the room's hand number as ``hand``."""
    numbers = {seat.name: seat.number for seat in room.seats}
    about: dict[str, Any] = {"venue": room.site, "hand": room.hand, "players": FrozenList(order), "seats": FrozenList([numbers[name] for name in order])}
    # (One test a field, not a loop over pairs: compiled, the pairs would be made anew for every hand.)
    if room.table is not None:
        about["table"] = room.table
    if room.seat_count is not None:
        about["seat_count"] = room.seat_count
    if room.currency is not None:
        about["currency"] = room.currency
    if room.tournament is not None:
        about["event"] = room.tournament
    if room.level is not None:
        about["level"] = room.level
    if room.time_zone is not None:
        about["time_zone_abbreviation"] = room.time_zone
    when = room.time
    if when is not None:
        about["year"], about["month"], about["day"], about["time"] = when.year, when.month, when.day, when.time()
    return about
