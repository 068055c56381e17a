"""Writing a hand played by this library as a PHH hand history.

Stud-family hands use the standard notation: a street's cards as one
``d dh pN cards`` per player (each card dealt on its own line in games with
deal hooks, so an extra card follows the one that earned it), ``pb``, ``cbr``
(the total bet), ``cc``, ``f``, and ``sm`` with every card of each hand shown.
A Baseball pot match is ``cc`` with a commentary. Bailey's Poker, which has no
PHH counterpart, adds ``ch card value`` (a paid change), ``xj joker card`` (a
joker exchanged from the scrap pile), ``sd`` (stand) and ``cc`` (continue);
gamble cards are board cards, ``d db``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..actions import ActionKind
from ..engine.hand import Hand as BaileyHand
from ..engine.events import (
    Acted,
    Burned,
    CommunityDealt,
    Dealt,
    Dropped,
    Event,
    GambleLaid,
    Paid,
    Shown,
    Turned,
)
from ..engine.hand import Hand
from .errors import PHHFieldError
from .history import HandHistory
from .notation import format_cards
from .options import game_fields

__all__ = ["record"]

_CHIP_VERBS = {
    ActionKind.BRING_IN: "pb",
    ActionKind.COMPLETE: "cbr",
    ActionKind.BET: "cbr",
    ActionKind.RAISE: "cbr",
    ActionKind.CALL: "cc",
    ActionKind.CHECK: "cc",
    ActionKind.MATCH_POT: "cc",
    ActionKind.FOLD: "f",
    ActionKind.STAND: "sd",
    ActionKind.CONTINUE: "cc",
}


def record(hand: Hand | BaileyHand, **extra: Any) -> HandHistory:
    """The hand history of ``hand`` (finished or not), with optional fields from ``extra``."""
    game = hand.variant
    code = getattr(game, "phh_code", None)
    if not code:
        raise PHHFieldError(f"{game.name} has no PHH variant code (set phh_code on the class to write its hands)")
    players = len(hand.starting_stacks)
    fields: dict[str, Any] = {"variant": code}
    fields.update(game_fields(game, players))
    fields["starting_stacks"] = list(hand.starting_stacks)
    events = hand.events
    if isinstance(hand, BaileyHand):
        fields["actions"] = list(_bailey_actions(events))
        if hand.starting_kitty:
            fields["_kitty"] = hand.starting_kitty
    else:
        fields["actions"] = list(_stud_actions(events, grouped=not hand.variant.deal_hooks))
        burned = [e.card for e in events if isinstance(e, Burned)]
        if burned:
            fields["_burned"] = format_cards(burned)
    if hand.is_over:
        fields["finishing_stacks"] = list(hand.stacks)
        if isinstance(hand, BaileyHand):
            fields["_finishing_kitty"] = hand.kitty
    for key, value in extra.items():
        fields[key] = value
    return HandHistory(fields)


def _stud_actions(events: tuple[Event, ...], *, grouped: bool) -> Iterator[str]:
    """The actions of a stud-family hand."""
    block: list[Event] = []
    dealt: dict[int, list[int]] = {}  # each seat's cards in dealing order, for showing them

    def flush() -> Iterator[str]:
        if grouped:
            seats: dict[int, list[int]] = {}
            for e in block:
                if isinstance(e, Dealt):
                    seats.setdefault(e.seat, []).append(e.card)
            for seat, cards in seats.items():
                yield f"d dh p{seat + 1} {format_cards(cards)}"
            for e in block:
                if isinstance(e, CommunityDealt):
                    yield f"d db {format_cards([e.card])}"
        else:
            for e in block:
                if isinstance(e, Dealt):
                    yield f"d dh p{e.seat + 1} {format_cards([e.card])}" + (" # extra card" if e.extra else "")
                elif isinstance(e, CommunityDealt):
                    yield f"d db {format_cards([e.card])}"
        block.clear()

    for event in events:
        if isinstance(event, (Dealt, CommunityDealt)):
            if isinstance(event, Dealt):
                dealt.setdefault(event.seat, []).append(event.card)
            block.append(event)
            continue
        yield from flush()
        if isinstance(event, Acted):
            action = event.action
            verb = _CHIP_VERBS[action.kind]
            text = f"p{event.seat + 1} {verb}"
            if verb == "cbr":
                text += f" {action.amount}"
            elif action.kind is ActionKind.MATCH_POT:
                text += f" # match the pot: {action.amount}"
            yield text
        elif isinstance(event, Dropped):
            yield f"# p{event.seat + 1} drops: {event.reason}"
        elif isinstance(event, Shown):
            yield f"p{event.seat + 1} sm {format_cards(dealt[event.seat])}"
    yield from flush()


def _bailey_actions(events: tuple[Event, ...]) -> Iterator[str]:
    """The actions of a hand of Bailey's Poker: the first deal one line a player, then everything in order."""
    opening: dict[int, list[int]] = {}
    started = False
    for event in events:
        if isinstance(event, Dealt) and not started:
            opening.setdefault(event.seat, []).append(event.card)
            continue
        if not started and opening:
            started = True
            for seat, cards in opening.items():
                yield f"d dh p{seat + 1} {format_cards(cards)}"
        if isinstance(event, GambleLaid):
            yield f"d db {format_cards([event.card])} # gamble card: stake {event.stake}"
        elif isinstance(event, Dealt):
            yield f"d dh p{event.seat + 1} {format_cards([event.card])}"
        elif isinstance(event, Turned):
            yield f"# p{event.seat + 1} turns {format_cards([event.card])}"
        elif isinstance(event, Acted):
            action = event.action
            if action.kind is ActionKind.CHANGE:
                yield f"p{event.seat + 1} ch {format_cards(action.cards)} {action.amount}"
            elif action.kind is ActionKind.EXCHANGE:
                yield f"p{event.seat + 1} xj {format_cards(action.cards)}"
            else:
                yield f"p{event.seat + 1} {_CHIP_VERBS[action.kind]}"
        elif isinstance(event, Shown):
            yield f"p{event.seat + 1} sm {format_cards(event.cards)}"
        elif isinstance(event, Paid):
            payer = "the kitty" if event.payer is None else f"p{event.payer + 1}"
            payee = "the kitty" if event.payee is None else f"p{event.payee + 1}"
            yield f"# {payer} pays {event.amount} to {payee} ({event.reason})"
