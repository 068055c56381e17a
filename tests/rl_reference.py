"""A slow, plain reference of the learning environments' observation (``pokervariants.rl.Encoding``):
every section worked out afresh from the hand's public accessors and its events, for the fast
encoder (which keeps a hand's public part and reads only the engine's new log entries) to agree
with, observation for observation."""

from __future__ import annotations

from typing import Any

import numpy as np

from pokervariants.core import Action, ActionKind
from pokervariants.engine.events import Acted, StreetStarted
from pokervariants.engine.hand import Hand
from pokervariants.rl._encoding import _KIND_INDEX, _PHASE_INDEX, _SEAT_FEATURES, CARDS, Encoding


class Reference:
    """The reference observation of ``encoding``'s layout."""

    def __init__(self, encoding: Encoding) -> None:
        self.e = encoding

    def __getattr__(self, name: str) -> Any:
        return getattr(self.e, name)

    def encode(self, hand: Hand, seat: int, out: Any = None) -> Any:
        """The observation of ``hand`` from ``seat`` (``out``: an array of :attr:`size` to fill)."""
        players = self.players
        if len(hand.stacks) != players:
            raise ValueError(f"the encoding is for {players} players; the hand has {len(hand.stacks)}")
        flags: list[int] = []  # the indices set to 1
        at: list[int] = []  # the indices of the numbers …
        numbers: list[float] = []  # … and the numbers
        sections = self.sections
        order = [(seat + k) % players for k in range(players)]  # the observer first
        if self.owner_sees:
            base = sections["own_down"].start
            flags += [base + card for card in hand.down_cards(seat)]
        base = sections["up"].start
        for k, actual in enumerate(order):
            row = base + k * CARDS
            flags += [row + card for card in hand.up_cards(actual)]
        base = sections["board"].start
        flags += [base + card for card in hand.community]
        gone = sections["gone"].start
        for name in ("scrap", "gamble"):  # public piles (Bailey's Poker's)
            flags += [gone + card for card in hand.pile(name)]
        base = sections["wild"].start
        flags += [base + index for index in self._wild]
        scale = 1.0 / float(self.e._units_per_unit(hand))
        stacks, bets, starting = hand.stacks, hand.bets, hand.starting_stacks
        folded = hand.folded
        actor = hand.actor
        over = hand.is_over
        scores = self.e._scores
        base = sections["seats"].start
        for k, actual in enumerate(order):
            row = base + k * _SEAT_FEATURES
            stack = stacks[actual]
            at += (row, row + 1, row + 2)
            numbers += (stack * scale, bets[actual] * scale, (starting[actual] - stack) * scale)
            if folded[actual]:
                flags.append(row + 3)
            elif stack == 0 and not scores:
                flags.append(row + 4)
            if actor == actual:
                flags.append(row + 5)
            if not over:
                at.append(row + 6)
                numbers.append(len(hand.down_cards(actual)))
        flags.append(sections["position"].start + seat)
        table = sections["table"].start
        if not scores:
            at.append(table)
            numbers.append((sum(starting) - sum(stacks)) * scale)  # every chip put in, this round's bets too
        if actor is not None:
            call = raised = None
            for action in hand.legal_actions():
                kind = action.kind
                if kind is ActionKind.CALL:
                    call = action.amount
                elif (kind is ActionKind.BET or kind is ActionKind.RAISE or kind is ActionKind.COMPLETE) and (raised is None or action.amount < raised):
                    raised = action.amount
            if call is not None:
                at.append(table + 1)
                numbers.append((call - bets[actor]) * scale)
            if raised is not None:
                at.append(table + 2)
                numbers.append(raised * scale)
        if scores:
            at += (table + 3, table + 4)
            numbers += (float(getattr(hand.state, "stake", 0) or 0), float(hand.kitty or 0))
        if not over:
            flags.append(sections["street"].start + min(hand.round - 1, self.streets - 1))
            phase = _PHASE_INDEX.get(hand.phase)
            if phase is not None:
                flags.append(sections["phase"].start + phase)
        self._history(hand, seat, order, flags, at, numbers, scale, gone)
        vector = out if out is not None else np.zeros(self.size, dtype=np.float32)
        if out is not None:
            vector.fill(0.0)
        vector[flags] = 1.0
        vector[at] = numbers
        return vector

    def _history(self, hand: Hand, seat: int, order: list[int], flags: list[int], at: list[int], numbers: list[float], scale: float, gone: int) -> None:
        """The action history from the hand's events, every time from the start; and the cards it
        tells the observer are gone: its own discards, the hands others have shown."""
        entries: list[tuple[int, int, Action]] = []
        street = -1
        for event in hand.events:
            if isinstance(event, StreetStarted):
                street += 1
            elif isinstance(event, Acted):
                entries.append((max(street, 0), event.seat, event.action))
        base, actors = self.sections["history"].start, self.sections["actors"].start
        slot, per_street, last = self._slot, self.actions_per_street, self.streets - 1
        span = self.streets * per_street  # a seat's actor flags
        relative = {actual: k for k, actual in enumerate(order)}
        by_street: list[list[tuple[int, Action]]] = [[] for _ in range(self.streets)]
        for street_index, actor, action in entries:
            by_street[min(street_index, last)].append((actor, action))
            if action.kind is ActionKind.DRAW and actor == seat:
                flags += [gone + card for card in action.cards]  # the observer's own discards
        for street_index, acts in enumerate(by_street):
            if len(acts) > per_street:  # the last slot holds the latest action
                acts = acts[: per_street - 1] + acts[-1:]
            for count, (actor, action) in enumerate(acts):
                index = street_index * per_street + count
                where = base + index * slot
                kind = action.kind
                flags.append(actors + relative[actor] * span + index)
                flags.append(where + _KIND_INDEX[kind])
                at.append(where + slot - 1)
                numbers.append(len(action.cards) if kind is ActionKind.DRAW else action.amount * scale)
        for shown in hand.shown_seats:  # every hand shown, the observer's own too
            flags += [gone + card for card in (*hand.down_cards(shown), *hand.up_cards(shown))]
