"""Open Hand History (OHH): the JSON standard trackers read, as a second way out for a room's hands.

:func:`ohh` gives one hand as OHH's object (``{"ohh": {...}}``, spec 1.4.6): the players and
their seats, the button, the stakes, each round's cards and actions (a raise's amount is what the
player put in with it, as OHH counts it), the showdown, and each pot with its rake and who won
what. It describes hold'em and Omaha games only (its game types); other games are refused.
:func:`dumps` writes many, one JSON object each, separated by a blank line, as OHH stores them.
Amounts are written exactly, from the hand's own money (never through ``float``).

>>> from pokervariants import phh
>>> from pokervariants.sites import ohh
>>> history = phh.loads('''variant = "NT"
... antes = [0, 0]
... blinds_or_straddles = [0.50, 1.00]
... min_bet = 1.00
... starting_stacks = [100.00, 100.00]
... actions = ["d dh p1 AsAd", "d dh p2 ????", "p2 cbr 3.00", "p1 f"]
... players = ["Ann", "Bea"]
... ''')
>>> hand = ohh.ohh(history)["ohh"]
>>> hand["game_type"], hand["bet_limit"], hand["dealer_seat"], hand["small_blind_amount"]
('Holdem', {'bet_type': 'NL', 'bet_cap': 0}, 2, Decimal('0.50'))
>>> [(a["player_id"], a["action"], a.get("amount")) for a in hand["rounds"][0]["actions"]]
[(1, 'Post SB', Decimal('0.50')), (0, 'Post BB', Decimal('1.00')), (0, 'Dealt Cards', None), (1, 'Raise', Decimal('2.50')), (0, 'Fold', None)]
>>> print(ohh.dumps([ohh.ohh(history)])[:50])
{"ohh": {"spec_version": "1.4.6", "site_name": "",
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from ..core import ActionKind, Money
from ..engine import Hand, Rake
from ..engine.events import Acted, Awarded, BoardRun, CommunityDealt, Posted, Raked, Returned, StreetStarted
from ..phh import HandHistory, parse_action, replay

__all__ = ["SPEC_VERSION", "dumps", "ohh"]

SPEC_VERSION = "1.4.6"

_GAME_TYPES = {
    "NT": "Holdem", "FT": "Holdem", "PV-PT": "Holdem",
    "PO": "Omaha", "PV-FO": "Omaha", "PV-NO": "Omaha",
    "FO/8": "OmahaHiLo", "PV-PO/8": "OmahaHiLo", "PV-NO/8": "OmahaHiLo",
}  # fmt: skip
_STREETS = {"preflop": "Preflop", "flop": "Flop", "turn": "Turn", "river": "River"}
_ACTIONS = {ActionKind.FOLD: "Fold", ActionKind.CHECK: "Check", ActionKind.CALL: "Call", ActionKind.BET: "Bet", ActionKind.RAISE: "Raise"}
_ZONES = {"UTC": "UTC", "GMT": "UTC", "ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York", "CET": "Europe/Paris", "CEST": "Europe/Paris", "WET": "Europe/Lisbon", "MSK": "Europe/Moscow", "AEST": "Australia/Sydney"}


def ohh(history: HandHistory, hand: Hand | None = None) -> dict[str, Any]:
    """``history`` as an OHH object, from ``hand`` (its replay: replayed here if not given).
    ``ValueError`` for a game OHH has no type for."""
    code = history.variant
    if code not in _GAME_TYPES:
        raise ValueError(f"OHH describes hold'em and Omaha games; {code} has no OHH game type (write it as PHH)")
    if hand is None:
        hand = replay(history)
    money = hand.money
    count = len(hand.starting_stacks)
    names = [str(name) for name in history.get("players", [f"p{i + 1}" for i in range(count)])]
    seats = [int(seat) for seat in history.get("seats", list(range(1, count + 1)))]
    blinds = [money.units(b) for b in history.get("blinds_or_straddles", [])]
    antes = [money.units(a) for a in history.get("antes", [])]
    letter = code.removeprefix("PV-")[0]
    body: dict[str, Any] = {
        "spec_version": SPEC_VERSION,
        "site_name": str(history.get("venue", "")),
        "network_name": str(history.get("venue", "")),
        "internal_version": SPEC_VERSION,
        "tournament": "event" in history.fields,
        "game_number": str(history.get("hand", "")),
        "start_date_utc": _start(history),
        "table_name": str(history.get("table", "")),
        "game_type": _GAME_TYPES[code],
        "bet_limit": {"bet_type": {"N": "NL", "P": "PL", "F": "FL"}[letter], "bet_cap": 0},
        "table_size": int(history.get("seat_count", count)),
        "currency": str(history.get("currency", "")),
        "dealer_seat": seats[-1],
        "small_blind_amount": money.amount(min(blinds[0], blinds[1]) if len(blinds) > 1 else (blinds[0] if blinds else 0)),
        "big_blind_amount": money.amount(max(blinds[:2], default=0)),
        "ante_amount": money.amount(max(antes, default=0)),
        "players": [
            {"id": i, "seat": seats[i], "name": names[i], "starting_stack": money.amount(hand.starting_stacks[i]), "player_bounty": 0, "is_sitting_out": False}
            for i in range(count)
        ],
        "rounds": _rounds(history, hand, money),
        "pots": _pots(hand, money),
    }
    return {"ohh": body}


def _start(history: HandHistory) -> str:
    """The hand's start in UTC (ISO 8601), from the history's date, time and zone, as far as they go."""
    try:
        year, month, day = int(history["year"]), int(history["month"]), int(history["day"])
    except (KeyError, TypeError, ValueError):
        return ""
    time = history.get("time")
    when = datetime.datetime.combine(datetime.date(year, month, day), time if isinstance(time, datetime.time) else datetime.time())
    zone = _ZONES.get(str(history.get("time_zone_abbreviation", history.get("time_zone", "UTC"))), str(history.get("time_zone", "UTC")))
    try:
        from zoneinfo import ZoneInfo

        when = when.replace(tzinfo=ZoneInfo(zone)).astimezone(datetime.timezone.utc).replace(tzinfo=None)
    except Exception:  # no time-zone database here, or a zone it does not know: the time as written
        pass
    return when.isoformat()


def _rounds(history: HandHistory, hand: Hand, money: Money) -> list[dict[str, Any]]:
    """Each street's cards and actions, from the hand's events; the hole cards and the showdown from
    the history (the hand's own cards for a hidden ``??`` are stand-ins, never written)."""
    notations = [parse_action(text, number) for number, text in enumerate(history.actions) if " dh " in text or " sm" in text]  # (an amount in cents is not one parse_action reads)
    known = {n.target: n.cards for n in notations if n.verb == "dh" and n.target is not None and n.cards and None not in n.cards}
    shown = {n.actor: n.cards for n in notations if n.verb == "sm" and n.actor is not None and n.cards and None not in n.cards}
    stacks = list(hand.starting_stacks)
    rounds: list[dict[str, Any]] = [{"id": 0, "street": "Preflop", "cards": [], "actions": []}]
    number, blinds, dealt = 0, 0, False
    rerun: int | None = None  # in a later run of the board: how many cards its board holds so far
    fresh = False  # a later run just began: its next card opens a round

    def add(action: dict[str, Any]) -> None:
        nonlocal number
        rounds[-1]["actions"].append({"action_number": number, **action})
        number += 1

    for event in hand.events:
        if isinstance(event, Posted):
            stacks[event.seat] -= event.amount
            if event.kind == "ante":
                name = "Post Ante"
            else:
                name = ("Post SB", "Post BB")[blinds] if blinds < 2 else "Straddle"
                blinds += 1
            add({"player_id": event.seat, "action": name, "amount": money.amount(event.amount), "is_allin": stacks[event.seat] == 0})
        elif isinstance(event, StreetStarted):
            street = _STREETS.get(event.street, event.street.title())
            if street != "Preflop":
                rounds.append({"id": len(rounds), "street": street, "cards": [], "actions": []})
            elif not dealt:
                for seat in sorted(known):
                    add({"player_id": seat, "action": "Dealt Cards", "cards": [str(c) for c in known[seat]]})
                dealt = True
        elif isinstance(event, BoardRun):
            rerun, fresh = event.kept, True
        elif isinstance(event, CommunityDealt):
            if rerun is not None:  # a later run of the board: its streets are rounds of their own, named as the first run's
                street = "Flop" if rerun < 3 else "Turn" if rerun == 3 else "River"
                if fresh or rounds[-1]["street"] != street:
                    rounds.append({"id": len(rounds), "street": street, "cards": [], "actions": []})
                    fresh = False
                rerun += 1
            rounds[-1]["cards"].append(str(event.card))
        elif isinstance(event, Acted) and event.action.kind in _ACTIONS:
            stacks[event.seat] -= event.added
            action: dict[str, Any] = {"player_id": event.seat, "action": _ACTIONS[event.action.kind]}
            if event.added:
                action.update(amount=money.amount(event.added), is_allin=stacks[event.seat] == 0)
            add(action)
        elif isinstance(event, Returned):
            stacks[event.seat] += event.amount
    showdown = [{"player_id": seat, "action": "Shows Cards", "cards": [str(c) for c in cards]} for seat, cards in shown.items()]
    showdown += [{"player_id": seat, "action": "Mucks Cards"} for seat in hand.mucked_seats]
    if showdown:
        rounds.append({"id": len(rounds), "street": "Showdown", "cards": [], "actions": []})
        for action in showdown:
            add(action)
    return rounds


def _pots(hand: Hand, money: Money) -> list[dict[str, Any]]:
    """Each pot: its size, its rake, and what each winner took from it after the rake. A game's own
    rake is taken from a pot before it is awarded; a rake a replay inferred from a history's stacks
    was taken from the winners after (each winner's share is charged to the pots the winner won)."""
    won: dict[int, dict[int, int]] = {}
    raked: dict[int, int] = {}
    owed: dict[int, int] = {}
    before = isinstance(getattr(hand.variant, "rake", None), Rake)
    for event in hand.events:
        if isinstance(event, Awarded):
            pot = won.setdefault(event.pot, {})
            pot[event.seat] = pot.get(event.seat, 0) + event.amount
        elif isinstance(event, Raked) and before:
            raked[event.pot] = raked.get(event.pot, 0) + event.amount
        elif isinstance(event, Raked):
            for seat, amount in event.paid:
                owed[seat] = owed.get(seat, 0) + amount
    for seat, amount in owed.items():
        for index in sorted(won):
            if seat in won[index]:
                take = min(amount, won[index][seat])
                won[index][seat] -= take
                raked[index] = raked.get(index, 0) + take
                amount -= take
    return [
        {
            "number": index,
            "amount": money.amount(sum(winners.values()) + raked.get(index, 0)),
            "rake": money.amount(raked.get(index, 0)),
            "jackpot": money.amount(0),
            "player_wins": [{"player_id": seat, "win_amount": money.amount(amount)} for seat, amount in sorted(winners.items())],
        }
        for index, winners in sorted(won.items())
    ]


def dumps(hands: Iterable[dict[str, Any]]) -> str:
    """OHH objects as an ``.ohh`` file's text: one JSON object each, separated by a blank line."""
    return "\n\n".join(_json(hand) for hand in hands) + "\n"


def _json(value: Any) -> str:
    """``value`` as JSON, a ``Decimal`` written as the number it is (``1.50``), exactly."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(str(key))}: {_json(item)}" for key, item in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_json(item) for item in value) + "]"
    if isinstance(value, Decimal):
        return format(value, "f")
    return json.dumps(value)
