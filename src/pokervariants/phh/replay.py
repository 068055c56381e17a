"""Replaying a hand history through the engine.

The dealt cards become a stacked deck in the order the engine draws them;
then each player action is applied as the engine's own action, so every rule
is checked as in a live hand. Cards nobody saw (``??``) are stood in for by
cards that appear nowhere in the history, unless a showdown ``sm`` names them;
a player whose cards are unknown may fold, but cannot reach a showdown. A
history may stop midway; if its last action closes a betting round, the
engine would deal on, and only ``stand_ins=True`` lets it, with unseen cards.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from ..actions import Action, ActionKind, IllegalActionError
from ..cards import Card, Deck
from ..engine.hand import Hand as BaileyHand
from ..engine.events import CommunityDealt, Dealt, GambleLaid, Shown
from ..engine.hand import Hand
from ..hooks import DealEffect
from ..variants.bailey import Bailey
from ..variants.base import Variant
from ..variants.registry import VariantRegistry, registry as default_registry
from .errors import PHHActionError, PHHCardError, PHHError, PHHFieldError, UnknownVariantError
from .history import HandHistory, whole
from .notation import Notation, parse_action, parse_phh_cards
from .options import make_game

__all__ = ["game_of", "replay"]

_SEAT = re.compile(r"\bseat (\d+)\b")


def _as_players(message: str) -> str:
    """The engine's message with its 0-based seats written as PHH players (seat 0 is p1)."""
    return _SEAT.sub(lambda m: f"p{int(m.group(1)) + 1}", message)

_BOARD = -1  # the owner of a board card in the map of who the history deals each card to


def game_of(history: HandHistory, *, registry: VariantRegistry | None = None) -> Any:
    """The configured game a history describes (:class:`UnknownVariantError` for an unknown code)."""
    known = registry if registry is not None else default_registry()
    code = history.variant
    try:
        cls = known.find(code)
    except ValueError as error:
        raise UnknownVariantError(f"unknown variant code {code!r}: {str(error).split(': ', 1)[1]}") from None
    if getattr(cls, "phh_code", None) != code:
        raise UnknownVariantError(f"{code!r} is not a PHH variant code; {cls.name}'s is {getattr(cls, 'phh_code', None)!r}")
    fields = dict(history.fields)
    return make_game(cls, fields)


def replay(history: HandHistory, *, registry: VariantRegistry | None = None, stand_ins: bool = False) -> Hand | BaileyHand:
    """Replay ``history`` through the engine and return the hand, finished or where the history stops.

    A history may stop midway. If its last action closes a betting round (or a Bailey round), the
    engine deals on at once; the history has no cards for that, so the replay refuses unless
    ``stand_ins=True``, which deals unseen cards in their place (they are not the real cards).

    Raises :class:`~pokervariants.phh.PHHActionError` naming the action number and the rule for
    an action the rules do not allow, :class:`~pokervariants.phh.PHHCardError` for an impossible
    card, and :class:`~pokervariants.phh.PHHFieldError` for fields that do not fit (including
    ``finishing_stacks`` that disagree with the replay).
    """
    game = game_of(history, registry=registry)
    notations = [parse_action(text, number) for number, text in enumerate(history.actions)]
    stacks = history.starting_stacks
    if isinstance(game, Bailey):
        hand: Hand | BaileyHand = _Replayer(history, game, notations, stand_ins=stand_ins).bailey(stacks)
    elif isinstance(game, Variant):
        hand = _Replayer(history, game, notations, stand_ins=stand_ins).stud(stacks)
    else:
        raise PHHFieldError(f"{game.name} hands cannot be replayed from PHH: only stud-family variants and Bailey's Poker")
    finishing = history.get("finishing_stacks")
    if finishing is not None and hand.is_over:
        expected = [whole(v, "finishing_stacks") for v in finishing]
        if expected != list(hand.stacks):
            raise PHHFieldError(f"finishing_stacks say {expected}, but replaying the actions gives {list(hand.stacks)}")
    return hand


class _Replayer:
    """The state of one replay: the parsed actions and who the history deals each card to."""

    def __init__(self, history: HandHistory, game: Any, notations: list[Notation], *, stand_ins: bool = False) -> None:
        self.history = history
        self.stand_ins = stand_ins
        self.game = game
        self.notations = notations
        self.players = history.players
        self.owner: dict[int, tuple[int, int]] = {}  # card -> (seat or _BOARD, action number)
        self.unknown: set[int] = set()  # stand-in cards for ?? (they must never reach a showdown)
        for number, n in enumerate(notations):
            for seat in (n.actor, n.target):
                if seat is not None and not 0 <= seat < self.players:
                    raise PHHActionError(number, history.actions[number], f"p{seat + 1} is not at the table: there are {self.players} players")

    # --- cards ----------------------------------------------------------------------

    def _pack(self) -> list[int]:
        return list(range(52 + self.game.jokers))

    def _resolve(self, shown: dict[int, tuple[int, tuple[Card | None, ...]]]) -> dict[int, list[Card | None]]:
        """Each action's cards, unknown ones filled from the showdown where it names them."""
        cards: dict[int, list[Card | None]] = {i: list(n.cards) for i, n in enumerate(self.notations) if n.actor is None and n.verb}
        for seat, (number, revealed) in shown.items():
            positions = [(i, k) for i, n in enumerate(self.notations) if n.verb == "dh" and n.target == seat for k in range(len(n.cards))]
            if len(revealed) != len(positions):
                raise PHHCardError(number, self.history.actions[number], f"p{seat + 1} shows {len(revealed)} cards, but was dealt {len(positions)}")
            for (i, k), card in zip(positions, revealed):
                dealt = cards[i][k]
                if card is None:
                    continue
                if dealt is None:
                    cards[i][k] = card
                elif dealt != card:
                    raise PHHCardError(number, self.history.actions[number], f"p{seat + 1} shows {card}, but was dealt {dealt} (action {i})")
        return cards

    def _own(self, cards: dict[int, list[Card | None]], burned: Sequence[int] = ()) -> None:
        """Check every known card is in the pack and appears once; fill the unknown ones with unseen cards."""
        pack = set(self._pack())
        seen: dict[int, int] = {}
        for number, row in cards.items():
            for card in row:
                if card is None:
                    continue
                text = self.history.actions[number]
                if card not in pack:
                    raise PHHCardError(number, text, f"{card} is not in this game's pack ({self.game.jokers} jokers)")
                if card in seen:
                    raise PHHCardError(number, text, f"{card} is dealt twice (actions {seen[card]} and {number})")
                seen[card] = number
        spare = deque(c for c in self._pack() if c not in seen and c not in burned)
        for number, row in cards.items():
            n = self.notations[number]
            for k, card in enumerate(row):
                if card is None:
                    if not spare:
                        raise PHHCardError(number, self.history.actions[number], "more cards are dealt than the pack holds")
                    row[k] = Card(spare.popleft())
                    self.unknown.add(row[k])  # type: ignore[arg-type]
                target = n.target if n.verb == "dh" and n.target is not None else _BOARD
                self.owner[row[k]] = (target, number)  # type: ignore[index]  # row[k] was filled above

    def _showdowns(self) -> dict[int, tuple[int, tuple[Card | None, ...]]]:
        shown: dict[int, tuple[int, tuple[Card | None, ...]]] = {}
        for number, n in enumerate(self.notations):
            if n.verb == "sm" and n.actor is not None and n.cards:
                shown[n.actor] = (number, n.cards)
        return shown

    # --- stud family ---------------------------------------------------------------------

    def stud(self, stacks: tuple[int, ...]) -> Hand:
        game: Variant = self.game
        notations = self.notations
        for number, n in enumerate(notations):
            if n.verb in ("ch", "xj", "sd"):
                raise PHHActionError(number, self.history.actions[number], f"{n.verb} is not an action in {game.name}")
        burned_text = self.history.get("_burned", "")
        if not isinstance(burned_text, str):
            raise PHHFieldError(f"_burned must be a string of cards, got {burned_text!r}")
        burned = self._cards_field(burned_text, "_burned")
        cards = self._resolve(self._showdowns())
        self._own(cards, burned)
        doubled = [c for c in burned if c in self.owner]
        if doubled or len(set(burned)) != len(burned):
            raise PHHFieldError(f"_burned: {(doubled or burned)[0]} is burned and dealt, or burned twice")
        order = self._stud_order(cards, deque(burned))
        try:
            deck = Deck.stacked(order, fill=True, jokers=game.jokers)
            hand = game.new_hand(stacks, deck=deck)
        except ValueError as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        self._play(hand, lambda n: self._stud_action(hand, n))
        self._check_end(hand, [e.seat for e in hand.events if isinstance(e, Shown)])
        return hand

    def _play(self, hand: Hand | BaileyHand, action_of: Callable[[Notation], Action]) -> None:
        """Apply the history's player actions in order, checking each deal the engine makes against it."""
        checked = self._check_deals(hand, 0, 0)
        for number, n in enumerate(self.notations):
            if n.actor is None or n.verb == "sm":
                continue
            text = self.history.actions[number]
            if hand.actor != n.actor:
                who = "nobody: the hand is over" if hand.is_over else "nobody" if hand.actor is None else f"p{hand.actor + 1}"
                raise PHHActionError(number, text, f"p{n.actor + 1} acts, but it is {who} to act")
            try:
                hand.act(action_of(n))
            except IllegalActionError as error:
                raise PHHActionError(number, text, _as_players(str(error))) from None
            checked = self._check_deals(hand, checked, number + 1)

    def _cards_field(self, text: str, name: str) -> list[Card]:
        try:
            parsed = parse_phh_cards(text, -1, name)
        except PHHError as error:
            raise PHHFieldError(f"{name}: {str(error).split(': ', 1)[1]}") from None
        if any(c is None for c in parsed):
            raise PHHFieldError(f"{name}: give the burned cards, or leave the field out")
        return [c for c in parsed if c is not None]

    def _stud_order(self, cards: dict[int, list[Card | None]], burned: deque[Card]) -> list[int]:
        """The cards in the order the engine will draw them, street by street, as the rules deal."""
        game: Variant = self.game
        streets = game.streets
        order: list[int] = []
        street = 0
        blocks: list[list[int]] = []  # runs of dealer actions (commentary does not break a run)
        current: list[int] | None = None
        for number, n in enumerate(self.notations):
            if not n.verb:
                continue
            if n.actor is None:
                if current is None:
                    current = []
                    blocks.append(current)
                current.append(number)
            else:
                current = None
        for block in blocks:
            queues: dict[int, deque[Card]] = {}
            boards: deque[Card] = deque()
            for number in block:
                n = self.notations[number]
                row = [c for c in cards[number] if c is not None]
                if n.verb == "dh":
                    queues.setdefault(n.target, deque()).extend(row)  # type: ignore[arg-type]
                else:
                    boards.extend(row)
            while any(queues.values()) or boards:
                if street >= len(streets):
                    raise PHHActionError(block[0], self.history.actions[block[0]], f"cards are dealt after the last street of {game.name}")
                if game.burn:
                    order.append(burned.popleft() if burned else self._spare(order))
                receivers = sorted(s for s, q in queues.items() if q)
                for face_up in streets[street].cards:
                    if not any(queues[s] for s in receivers):
                        if boards:
                            order.append(boards.popleft())
                            continue
                        raise PHHActionError(block[-1], self.history.actions[block[-1]], f"{streets[street].name} street deals {len(streets[street].cards)} cards to each player, and this deals fewer")
                    for seat in receivers:
                        if not queues[seat]:
                            raise PHHActionError(block[-1], self.history.actions[block[-1]], f"{streets[street].name} street deals {len(streets[street].cards)} cards to each player; p{seat + 1} gets fewer")
                        card = queues[seat].popleft()
                        order.append(card)
                        self._extras(seat, card, face_up, False, queues, order)
                street += 1
        return order

    def _extras(self, seat: int, card: Card, face_up: bool, extra: bool, queues: dict[int, deque[Card]], order: list[int]) -> None:
        for hook in self.game.deal_hooks:
            for effect in hook.on_deal(card, face_up, extra):
                if effect is DealEffect.EXTRA_CARD and queues.get(seat):
                    bonus = queues[seat].popleft()
                    order.append(bonus)
                    self._extras(seat, bonus, False, True, queues, order)

    def _spare(self, order: list[int]) -> Card:
        """An unseen card to stand in for a burned card the history does not give."""
        used = set(order) | set(self.owner)
        for card in self._pack():
            if card not in used:
                self.owner[card] = (_BOARD, -1)
                return Card(card)
        raise PHHFieldError("the pack runs out")

    def _stud_action(self, hand: Hand, n: Notation) -> Action:
        legal = hand.legal_actions()
        kinds = {a.kind: a for a in legal}
        if n.verb == "pb":
            return kinds.get(ActionKind.BRING_IN, Action(ActionKind.BRING_IN))
        if n.verb == "f":
            return Action(ActionKind.FOLD)
        if n.verb == "cc":
            for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.MATCH_POT):
                if kind in kinds:
                    return kinds[kind]
            return Action(ActionKind.CALL)
        assert n.amount is not None  # cbr
        for kind in (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE):
            if kind in kinds:
                return Action(kind, n.amount)
        return Action(ActionKind.RAISE, n.amount)

    def _check_deals(self, hand: Hand | BaileyHand, checked: int, next_action: int) -> int:
        """Check the cards the engine dealt since event ``checked`` went where the history says."""
        events = hand.events
        for event in events[checked:]:
            if isinstance(event, Dealt):
                card, seat = event.card, event.seat
            elif isinstance(event, (CommunityDealt, GambleLaid)):
                card, seat = event.card, _BOARD
            else:
                continue
            owner = self.owner.get(card)
            if owner is None and all(not n.verb or n.verb == "sm" for n in self.notations[next_action:]):
                if not self.stand_ins:
                    last = max(next_action - 1, 0)
                    raise PHHActionError(
                        last,
                        self.history.actions[last] if self.notations else "",
                        "the history stops where the rules deal on, and gives no cards for it "
                        "(replay with stand_ins=True to deal unseen stand-in cards)",
                    )
                self.unknown.add(card)  # the history stops here; the engine dealt on with stand-ins
                continue
            if owner is None or owner[1] < 0:
                number = min(next_action, len(self.notations) - 1) if self.notations else 0
                to = "the board" if seat == _BOARD else f"p{seat + 1}"
                raise PHHActionError(number, self.history.actions[number] if self.notations else "", f"the rules deal a card to {to} here, and the history deals none")
            if owner[0] != seat:
                to = "the board" if seat == _BOARD else f"p{seat + 1}"
                was = "the board" if owner[0] == _BOARD else f"p{owner[0] + 1}"
                raise PHHActionError(owner[1], self.history.actions[owner[1]], f"{card} goes to {to} by the rules, not to {was}")
            owner_seat, number = owner
            self.owner[card] = (owner_seat, -2 - number)  # dealt: remember where it came from
        return len(events)

    def _check_end(self, hand: Hand | BaileyHand, shown: list[int]) -> None:
        undealt = [(number, card) for card, (seat, number) in self.owner.items() if number >= 0]
        if undealt:
            number, card = min(undealt)
            raise PHHActionError(number, self.history.actions[number], f"the rules never deal {card} here")
        for seat in shown:
            unknown = [c for c in hand.cards(seat) if c in self.unknown]
            if unknown:
                last = len(self.notations) - 1
                raise PHHActionError(last, self.history.actions[last], f"p{seat + 1} reaches the showdown, but the history does not give all his cards")

    # --- Bailey's Poker -----------------------------------------------------------------

    def bailey(self, stacks: tuple[int, ...]) -> BaileyHand:
        game: Bailey = self.game
        notations = self.notations
        for number, n in enumerate(notations):
            if any(c is None for c in n.cards):
                raise PHHCardError(number, self.history.actions[number], "every card in Bailey's Poker is seen in the end: a history gives them all")
            if n.verb == "sd" and n.cards:
                raise PHHActionError(number, self.history.actions[number], "in Bailey's Poker a change is 'pN ch card value'; sd alone stands")
            if n.verb in ("pb", "cbr"):
                raise PHHActionError(number, self.history.actions[number], f"{n.verb} is not an action in Bailey's Poker (no betting)")
        cards = self._resolve({})
        self._own(cards)
        order = self._bailey_order(cards)
        kitty = self.history.get("_kitty", 0)
        try:
            hand = game.new_hand(list(stacks), kitty=whole(kitty, "_kitty"), deck=Deck.stacked(order, fill=True, jokers=game.jokers))
        except ValueError as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        self._play(hand, self._bailey_action)
        self._check_end(hand, [])
        finishing_kitty = self.history.get("_finishing_kitty")
        if finishing_kitty is not None and hand.is_over and whole(finishing_kitty, "_finishing_kitty") != hand.kitty:
            raise PHHFieldError(f"_finishing_kitty says {finishing_kitty}, but replaying the actions gives {hand.kitty}")
        return hand

    def _bailey_order(self, cards: dict[int, list[Card | None]]) -> list[int]:
        """The opening deal goes round five times (one card a player each time); later cards in history order."""
        order: list[int] = []
        dealer = [i for i, n in enumerate(self.notations) if n.actor is None and n.verb]
        opening: dict[int, deque[Card]] = {}
        rest = list(dealer)
        for number in dealer:
            n = self.notations[number]
            if n.verb != "dh" or n.target in opening or len(opening) == self.players:
                break
            opening[n.target] = deque(c for c in cards[number] if c is not None)  # type: ignore[index]
            rest.remove(number)
        for _ in range(5):
            for seat in sorted(opening):
                if opening[seat]:
                    order.append(opening[seat].popleft())
        for number in rest:
            order.extend(c for c in cards[number] if c is not None)
        return order

    @staticmethod
    def _bailey_action(n: Notation) -> Action:
        if n.verb == "sd":
            return Action(ActionKind.STAND)
        if n.verb == "cc":
            return Action(ActionKind.CONTINUE)
        if n.verb == "f":
            return Action(ActionKind.FOLD)
        if n.verb == "ch":
            return Action(ActionKind.CHANGE, n.amount or 0, tuple(c for c in n.cards if c is not None))
        return Action(ActionKind.EXCHANGE, 0, tuple(c for c in n.cards if c is not None))
