"""Replaying a hand history through the engine.

The dealt cards become a stacked deck in the order the engine draws them;
then each player action is applied as the engine's own action, so every rule
is checked as in a live hand. Cards nobody saw (``??``) are filled from the
showdown where an ``sm`` names them; the others get stand-ins, cards the
history never shows, chosen (by ``pokervariants.phh.standins``) so that
what the history says happened still happens: the same player brings in and
acts first on each street, and no stand-in sets off a deal-hook effect the
history does not show. A player whose cards are unknown may fold, but cannot
reach a showdown. A history may stop midway; if its last action closes a
betting round, the engine would deal on, and only ``stand_ins=True`` lets it,
with unseen cards.

The replay reads each action once and looks at the hand's event log only when
the engine has dealt, so its time grows in proportion to the history's length.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from collections.abc import Callable
from typing import Any

import attrs
from attrs import frozen

from ..actions import Action, ActionKind, IllegalActionError
from ..betting import ShortAllIn
from ..cards import Card, Deck
from ..engine.hand import Hand as BaileyHand
from ..engine.events import CommunityDealt, Dealt, GambleLaid, Shown
from ..engine.hand import Hand
from ..hooks import DealEffect
from ..variants.bailey import Bailey
from ..variants.base import Variant
from ..variants.registry import VariantRegistry, registry as default_registry
from .errors import PHHActionError, PHHCardError, PHHError, PHHFieldError, UnknownVariantError, short
from .history import HandHistory, whole
from .notation import Notation, parse_action, parse_phh_cards
from .options import make_game
from .standins import BOARD, BURN, Opening, Slot, StandInSearch, StreetNote, effects_of

__all__ = ["game_of", "replay"]

_SEAT = re.compile(r"\bseat (\d+)\b")


def _as_players(message: str) -> str:
    """The engine's message with its 0-based seats written as PHH players (seat 0 is p1)."""
    return _SEAT.sub(lambda m: f"p{int(m.group(1)) + 1}", message)


def game_of(history: HandHistory, *, registry: VariantRegistry | None = None) -> Any:
    """The configured game a history describes (:class:`UnknownVariantError` for an unknown code)."""
    known = registry if registry is not None else default_registry()
    code = history.variant
    try:
        cls = known.find(code)
    except ValueError as error:
        raise UnknownVariantError(
            f"unknown variant code {short(code)}: {str(error).split(': ', 1)[-1]}; a game of your own must be registered "
            "(register_variant, or replay(history, registry=...); on the command line, replay --game module:Class)"
        ) from None
    if getattr(cls, "phh_code", None) != code:
        raise UnknownVariantError(f"{short(code)} is not a PHH variant code; {cls.name}'s is {getattr(cls, 'phh_code', None)!r}")
    return make_game(cls, dict(history.fields))


def replay(history: HandHistory, *, registry: VariantRegistry | None = None, stand_ins: bool = False) -> Hand | BaileyHand:
    """Replay ``history`` through the engine and return the hand, finished or where the history stops.

    Hidden cards (``??``) get stand-ins that keep the history's story: who brings in and acts
    first, and what deal hooks set off (see :doc:`/phh`). A history may stop midway. If its last
    action closes a betting round (or a Bailey round), the engine deals on at once; the history has
    no cards for that, so the replay refuses unless ``stand_ins=True``, which deals unseen cards in
    their place (they are not the real cards).

    Raises :class:`~pokervariants.phh.PHHActionError` naming the action number and the rule for
    an action the rules do not allow (whatever stands in for the hidden cards),
    :class:`~pokervariants.phh.PHHCardError` for an impossible card, and
    :class:`~pokervariants.phh.PHHFieldError` for fields that do not fit (including
    ``finishing_stacks`` that disagree with the replay); ``TypeError`` if ``history`` is not a
    :class:`~pokervariants.phh.HandHistory`.
    """
    if not isinstance(history, HandHistory):
        raise TypeError(f"replay takes a HandHistory (phh.loads reads one from text), got {type(history).__name__}")
    game = game_of(history, registry=registry)
    notations = [parse_action(text, number) for number, text in enumerate(history.actions)]
    stacks = history.starting_stacks
    if isinstance(game, Bailey):
        return _Replayer(history, game, notations, stand_ins=stand_ins).bailey(stacks)
    if isinstance(game, Variant):
        try:
            return _Replayer(history, game, notations, stand_ins=stand_ins).stud(stacks)
        except PHHActionError as error:
            raise _with_short_all_in_hint(error, history, game, notations, stand_ins) from None
    raise PHHFieldError(f"{game.name} hands cannot be replayed from PHH: only stud-family variants and Bailey's Poker")


def _with_short_all_in_hint(error: PHHActionError, history: HandHistory, game: Variant, notations: list[Notation], stand_ins: bool) -> PHHActionError:
    """``error``, saying so when the history plays under ``short_all_in="by_bet"`` (PokerKit's reading of a short all-in)."""
    if game.short_all_in is ShortAllIn.BY_BET or "cbr" not in error.text:
        return error
    try:
        _Replayer(history, attrs.evolve(game, short_all_in=ShortAllIn.BY_BET), notations, stand_ins=stand_ins).stud(history.starting_stacks)
    except PHHError:
        return error
    hint = (
        f"{error.reason}; the history raises one bet above a short all-in, as PokerKit plays: "
        'replay it with the field _short_all_in = "by_bet" (RULES.md 3, the fixed-limit grid)'
    )
    return PHHActionError(error.action, error.text, hint)


def _progress(failure: _Failure) -> tuple[int, int]:
    """How far a replay got before it failed: its street (the checks at the end come last), then its action."""
    return (failure.street, -1 if failure.number is None else failure.number)


@frozen
class _Failure:
    """Why one replay of a history stopped: the error, and where, for the search for other stand-ins."""

    error: PHHError
    street: int
    """The street the hand was on (the number of streets for the checks at the end)."""
    number: int | None = None
    """The player action refused (``None``: a deal, or the checks at the end)."""
    opening: Opening | None = None
    """Set when a betting round was opening: who the history has acting first, among whom."""
    final: bool = False
    """No choice of stand-ins can change it."""


class _Replayer:
    """The state of one replay: the parsed actions and who the history deals each card to."""

    def __init__(self, history: HandHistory, game: Any, notations: list[Notation], *, stand_ins: bool = False) -> None:
        self.history = history
        self.actions = history.actions  # a tuple made once: history.actions makes a new one each time
        self.stand_ins = stand_ins
        self.game = game
        self.notations = notations
        self.players = history.players
        self.owner: dict[int, tuple[int, int]] = {}  # card -> (seat or BOARD, action number; -1: never dealt)
        self.unknown: set[int] = set()  # stand-in cards for ?? (they must never reach a showdown)
        self.checked = 0  # the hand's events already checked against the history
        self.last_action = -1  # the last action that is not a showdown or a comment
        for number, n in enumerate(notations):
            for seat in (n.actor, n.target):
                if seat is not None and not 0 <= seat < self.players:
                    raise PHHActionError(number, self.actions[number], f"p{seat + 1} is not at the table: there are {self.players} players")
            if n.verb and n.verb != "sm":
                self.last_action = number
        self.streets = getattr(game, "streets", ())
        self.street_of = {spec.name: index for index, spec in reversed(list(enumerate(self.streets)))}

    def _text(self, number: int) -> str:
        return self.actions[number] if 0 <= number < len(self.actions) else ""

    # --- cards ----------------------------------------------------------------------

    def _pack(self) -> range:
        return range(52 + self.game.jokers)

    def _resolve(self, shown: dict[int, tuple[int, tuple[Card | None, ...]]]) -> dict[int, list[Card | None]]:
        """Each action's cards, unknown ones filled from the showdown where it names them."""
        cards: dict[int, list[Card | None]] = {i: list(n.cards) for i, n in enumerate(self.notations) if n.actor is None and n.verb}
        positions: dict[int, list[tuple[int, int]]] = {}  # each seat's cards, as (action, position in it)
        for i, n in enumerate(self.notations):
            if n.verb == "dh" and n.target in shown:
                positions.setdefault(n.target, []).extend((i, k) for k in range(len(n.cards)))
        for seat, (number, revealed) in shown.items():
            dealt_to = positions.get(seat, [])
            if len(revealed) != len(dealt_to):
                raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {len(revealed)} cards, but was dealt {len(dealt_to)}")
            for (i, k), card in zip(dealt_to, revealed):
                dealt = cards[i][k]
                if card is None:
                    continue
                if dealt is None:
                    cards[i][k] = card
                elif dealt != card:
                    raise PHHCardError(number, self._text(number), f"p{seat + 1} shows {card}, but was dealt {dealt} (action {i})")
        return cards

    def _check_cards(self, cards: dict[int, list[Card | None]]) -> set[int]:
        """Check every known card is in the pack and appears once; returns them."""
        pack = self._pack()
        seen: dict[int, int] = {}
        for number, row in cards.items():
            for card in row:
                if card is None:
                    continue
                if card not in pack:
                    raise PHHCardError(number, self._text(number), f"{card} is not in this game's pack ({self.game.jokers} jokers)")
                if card in seen:
                    raise PHHCardError(number, self._text(number), f"{card} is dealt twice (actions {seen[card]} and {number})")
                seen[card] = number
        return set(seen)

    def _showdowns(self) -> dict[int, tuple[int, tuple[Card | None, ...]]]:
        shown: dict[int, tuple[int, tuple[Card | None, ...]]] = {}
        for number, n in enumerate(self.notations):
            if n.verb == "sm" and n.actor is not None and n.cards:
                shown[n.actor] = (number, n.cards)
        return shown

    def _named(self, card: int) -> str:
        """A card as a message names it: a stand-in is the hidden card it stands in for."""
        return "a hidden card (??)" if card in self.unknown else str(Card(card))

    # --- stud family ---------------------------------------------------------------------

    def stud(self, stacks: tuple[int, ...]) -> Hand:
        """Replay a stud-family history, searching for stand-ins that keep its story if it hides cards."""
        game: Variant = self.game
        for number, n in enumerate(self.notations):
            if n.verb in ("ch", "xj", "sd"):
                raise PHHActionError(number, self._text(number), f"{n.verb} is not an action in {game.name}")
        burned_text = self.history.get("_burned", "")
        if not isinstance(burned_text, str):
            raise PHHFieldError(f"_burned must be a string of cards, got {short(burned_text)}")
        burned = self._cards_field(burned_text, "_burned")
        cards = self._resolve(self._showdowns())
        known = self._check_cards(cards)
        doubled = [c for c in burned if c in known]
        if doubled or len(set(burned)) != len(burned):
            raise PHHFieldError(f"_burned: {(doubled or burned)[0]} is burned and dealt, or burned twice")
        unseen = tuple(Card(c) for c in self._pack() if c not in known and c not in burned)
        hooks = tuple(game.deal_hooks)
        pack = [Card(c) for c in self._pack()]  # which kinds of deal can earn an extra card at all (if all such cards are seen, the search says so)
        can_earn = {(up, extra): any(DealEffect.EXTRA_CARD in effects_of(hooks, c, up, extra) for c in pack) for up in (False, True) for extra in (False, True)}
        blocks = self._blocks()
        plan = self._stud_plan(blocks, cards, deque(burned), can_earn)
        search = StandInSearch(
            opener=game.opener,
            hooks=hooks,
            bring_in=tuple(spec.bring_in for spec in self.streets),
            open_pair=tuple(spec.open_pair_big_bet for spec in self.streets),
            players=self.players,
            plan=plan,
            unseen=unseen,
            notes=self._notes(blocks, plan),
            pack=len(self._pack()),
        )
        visible = min((slot.number for slot in plan if slot.card is None and (slot.face_up and slot.seat != BURN or slot.earns_extra)), default=None)
        furthest: _Failure | None = None  # the refusal that came latest in the history: the most telling
        tried = 0
        while (chosen := search.next()) is not None:
            tried += 1
            hand, failure = self._stud_attempt(stacks, plan, chosen)
            if failure is None:
                return hand
            if furthest is None or _progress(failure) > _progress(furthest):
                furthest = failure
            if failure.final or visible is None or (failure.number is not None and failure.number < visible):
                break  # nothing the stand-ins decide came before it
            if not search.failed(failure.street, failure.opening):
                break
        if furthest is None:
            slot = search.impossible or next(s for s in plan if s.card is None)
            raise PHHCardError(slot.number, self._text(slot.number), "no card the history leaves unseen can stand in for its hidden card (??) and do what the history shows")
        raise self._explained(furthest.error, tried)

    @staticmethod
    def _explained(error: PHHError, tried: int) -> PHHError:
        """The first replay's error, saying that other stand-ins were tried in vain."""
        if tried <= 1:
            return error
        note = f"; and no other choice of cards for the hidden ones (??) replays the history ({tried} tried)"
        if isinstance(error, PHHActionError):
            return type(error)(error.action, error.text, error.reason + note)
        return type(error)(str(error) + note)

    def _stud_attempt(self, stacks: tuple[int, ...], plan: list[Slot], chosen: dict[int, Card]) -> tuple[Hand, _Failure | None]:
        """Replay the history once, with ``chosen`` cards in the hidden slots of the plan."""
        game: Variant = self.game
        order: list[int] = []
        self.owner = {}
        self.unknown = set(chosen.values())
        for index, slot in enumerate(plan):
            card = slot.card if slot.card is not None else chosen[index]
            order.append(card)
            if slot.seat == BURN:
                if slot.card is None:
                    self.owner[card] = (BOARD, -1)  # a stand-in for a burned card: never dealt to anyone
                continue
            self.owner[card] = (slot.seat, slot.number)
        try:
            hand = game.new_hand(stacks, deck=Deck.stacked(order, fill=True, jokers=game.jokers))
        except ValueError as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        failure = self._play(hand, lambda n: self._stud_action(hand, n))
        return hand, failure or self._finish(hand)

    def _play(self, hand: Hand | BaileyHand, action_of: Callable[[Notation], Action]) -> _Failure | None:
        """Apply the history's player actions in order, checking each deal the engine makes against it."""
        self.checked = 0
        try:
            self._check_deals(hand, 0)
        except PHHError as error:
            return _Failure(error, 0)
        dealt = self._dealt(hand)
        street, betting = self._street(hand), False
        for number, n in enumerate(self.notations):
            if n.actor is None or n.verb == "sm":
                continue
            now = self._street(hand)
            if now != street:
                street, betting = now, False
            text = self._text(number)
            matching = any(a.kind is ActionKind.MATCH_POT for a in hand.legal_actions())
            if hand.actor != n.actor:
                who = "nobody: the hand is over" if hand.is_over else "nobody" if hand.actor is None else f"p{hand.actor + 1}"
                refused = PHHActionError(number, text, f"p{n.actor + 1} acts, but it is {who} to act")
                opening = None
                if hand.actor is not None and not betting and not matching and not hand.folded[n.actor]:
                    live = frozenset(s for s in range(self.players) if not hand.folded[s])
                    opening = Opening(street, live, frozenset(s for s in live if hand.stacks[s] > 0), n.actor)
                return _Failure(refused, street, number, opening)
            try:
                hand.act(action_of(n))
            except IllegalActionError as error:
                return _Failure(PHHActionError(number, text, _as_players(str(error))), street, number)
            betting = betting or not matching
            if isinstance(hand, BaileyHand) or self._dealt(hand) != dealt:
                dealt = self._dealt(hand)
                try:
                    self._check_deals(hand, number + 1)
                except PHHError as error:
                    return _Failure(error, self._street(hand))
        return None

    def _street(self, hand: Hand | BaileyHand) -> int:
        if isinstance(hand, BaileyHand):
            return 0
        return len(self.streets) if hand.is_over else self.street_of.get(hand.street, 0)

    def _dealt(self, hand: Hand | BaileyHand) -> int:
        """How many cards the engine has dealt to the players and the board (stud never takes one back)."""
        if isinstance(hand, BaileyHand):
            return 0
        return sum(len(hand.down_cards(s)) + len(hand.up_cards(s)) for s in range(self.players)) + len(hand.community)

    def _finish(self, hand: Hand | BaileyHand) -> _Failure | None:
        """The checks once the actions are played: every card dealt, no hidden card shown, the final stacks."""
        end = len(self.streets)
        try:
            self._check_undealt()
        except PHHError as error:
            return _Failure(error, end)
        try:
            self._check_shown(hand)
        except PHHError as error:
            return _Failure(error, end)  # other stand-ins may have the player drop or fold
        finishing = self.history.get("finishing_stacks")
        if finishing is None:
            return None
        if not hand.is_over:
            actor = "nobody" if hand.actor is None else f"p{hand.actor + 1}"
            return _Failure(PHHFieldError(f"finishing_stacks say the hand is over, but the replay stops with {actor} to act"), end)
        if not isinstance(finishing, list) or len(finishing) != self.players:
            return _Failure(PHHFieldError(f"finishing_stacks must be an array with one stack a player ({self.players}), got {short(finishing)}"), end, final=True)
        try:
            expected = [whole(v, "finishing_stacks") for v in finishing]
        except PHHError as error:
            return _Failure(error, end, final=True)
        if expected != list(hand.stacks):
            return _Failure(PHHFieldError(f"finishing_stacks say {short(expected)}, but replaying the actions gives {short(list(hand.stacks))}"), end)
        return None

    def _cards_field(self, text: str, name: str) -> list[Card]:
        try:
            parsed = parse_phh_cards(text, -1, name)
        except PHHActionError as error:
            raise PHHFieldError(f"{name}: {error.reason}") from None
        if any(c is None for c in parsed):
            raise PHHFieldError(f"{name}: give the burned cards, or leave the field out")
        return [c for c in parsed if c is not None]

    def _blocks(self) -> list[list[int]]:
        """The runs of dealer actions, by action number (commentary does not break a run)."""
        blocks: list[list[int]] = []
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
        return blocks

    def _stud_plan(self, blocks: list[list[int]], cards: dict[int, list[Card | None]], burned: deque[Card], can_earn: dict[tuple[bool, bool], bool]) -> list[Slot]:
        """Every card the history deals, in the order the engine will draw them, street by street, as the rules deal."""
        game: Variant = self.game
        streets = self.streets
        plan: list[Slot] = []
        street = 0
        for block in blocks:
            queues: dict[int, deque[tuple[Card | None, int]]] = {}
            boards: deque[tuple[Card | None, int]] = deque()
            follows: set[int] = set()  # one-card deals right after one to the same player: extra cards
            previous: Notation | None = None
            for number in block:
                n = self.notations[number]
                row = [(c, number) for c in cards[number]]
                if n.verb == "dh":
                    queues.setdefault(n.target, deque()).extend(row)  # type: ignore[arg-type]  # dh has a target
                    if previous is not None and previous.target == n.target and len(previous.cards) == len(n.cards) == 1:
                        follows.add(number)
                    previous = n
                else:
                    boards.extend(row)
            surplus = self._surplus(queues, street, follows)
            while any(queues.values()) or boards:
                if street >= len(streets):
                    raise PHHActionError(block[0], self._text(block[0]), f"cards are dealt after the last street of {game.name}")
                if game.burn:
                    plan.append(Slot(-1, BURN, street, False, card=burned.popleft() if burned else None))
                receivers = sorted(s for s, q in queues.items() if q)
                spec = streets[street]
                for face_up in spec.cards:
                    if not any(queues[s] for s in receivers):
                        if boards:
                            card, number = boards.popleft()
                            plan.append(Slot(number, BOARD, street, True, card=card))
                            continue
                        raise PHHActionError(block[-1], self._text(block[-1]), f"{spec.name} street deals {len(spec.cards)} cards to each player, and this deals fewer")
                    for seat in receivers:
                        if not queues[seat]:
                            raise PHHActionError(block[-1], self._text(block[-1]), f"{spec.name} street deals {len(spec.cards)} cards to each player; p{seat + 1} gets fewer")
                        card, number = queues[seat].popleft()
                        self._deal(plan, Slot(number, seat, street, face_up, card=card), queues[seat], surplus, can_earn)
                street += 1
        return plan

    def _surplus(self, queues: dict[int, deque[tuple[Card | None, int]]], street: int, follows: set[int]) -> dict[int, int]:
        """The extra cards (earned by deal hooks) each seat gets in a run of deals, beyond what the streets deal.

        Where cards are dealt one a line, an extra card is a line for the same player right after the
        player's line; otherwise the most common number of cards is taken to be the streets' (a player
        may have an extra card, or have dropped out partway).
        """
        if not queues:
            return {}
        if follows:
            return {seat: sum(number in follows for _, number in q) for seat, q in queues.items()}
        counts = Counter(len(q) for q in queues.values())
        usual = max(counts, key=lambda n: (counts[n], -n))
        regular = 0
        for spec in self.streets[street:]:
            if regular >= usual:
                break
            regular += len(spec.cards)
        return {seat: len(q) - regular for seat, q in queues.items()}

    def _deal(self, plan: list[Slot], slot: Slot, queue: deque[tuple[Card | None, int]], surplus: dict[int, int], can_earn: dict[tuple[bool, bool], bool]) -> None:
        """Add ``slot`` to the plan, and the extra cards it earns after it (for a hidden card: if the history deals them)."""
        plan.append(slot)
        if slot.card is None:
            slot.earns_extra = surplus.get(slot.seat, 0) > 0 and bool(queue) and can_earn[(slot.face_up, slot.extra)]
            earned = 1 if slot.earns_extra else 0
        else:
            earned = effects_of(self.game.deal_hooks, slot.card, slot.face_up, slot.extra).count(DealEffect.EXTRA_CARD)
        for _ in range(earned):
            if not queue:
                return  # the engine deals it from the pack; the deal check reports it
            surplus[slot.seat] = surplus.get(slot.seat, 0) - 1
            card, number = queue.popleft()
            self._deal(plan, Slot(number, slot.seat, slot.street, False, extra=True, card=card), queue, surplus, can_earn)

    def _notes(self, blocks: list[list[int]], plan: list[Slot]) -> dict[int, StreetNote]:
        """For each street, who had folded before its deal and the players' actions after it (for the stand-ins)."""
        block_of = {number: index for index, block in enumerate(blocks) for number in block}
        last_street: dict[int, int] = {}  # a run of deals may cover several streets: the betting follows the last
        for slot in plan:
            if slot.number >= 0:
                last_street[block_of[slot.number]] = max(last_street.get(block_of[slot.number], 0), slot.street)
        folded: set[int] = set()
        before: dict[int, frozenset[int]] = {}
        after: dict[int, list[tuple[int, str]]] = {}
        current = None
        for number, n in enumerate(self.notations):
            if not n.verb:
                continue
            if n.actor is None:
                current = block_of[number]
                if current not in before:
                    before[current] = frozenset(folded)
                    after[current] = []
            elif n.verb != "sm":
                if current is not None:
                    after[current].append((n.actor, n.verb))
                if n.verb == "f":
                    folded.add(n.actor)
        notes: dict[int, StreetNote] = {}
        for slot in plan:
            if slot.number >= 0 and slot.street not in notes:
                block = block_of[slot.number]
                actions = tuple(after[block]) if last_street[block] == slot.street else ()
                notes[slot.street] = StreetNote(before[block], actions)
        return notes

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
        amount = n.amount or 0  # cbr always has one
        for kind in (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE):
            if kind in kinds:
                return Action(kind, amount)
        return Action(ActionKind.RAISE, amount)

    def _check_deals(self, hand: Hand | BaileyHand, next_action: int) -> None:
        """Check the cards the engine dealt since the last check went where the history says."""
        events = hand.events
        for event in events[self.checked :]:
            if isinstance(event, Dealt):
                card, seat = event.card, event.seat
            elif isinstance(event, (CommunityDealt, GambleLaid)):
                card, seat = event.card, BOARD
            else:
                continue
            owner = self.owner.get(card)
            if owner is None and next_action > self.last_action:
                if not self.stand_ins:
                    last = max(next_action - 1, 0)
                    raise PHHActionError(
                        last,
                        self._text(last),
                        "the history stops where the rules deal on, and gives no cards for it "
                        "(replay with stand_ins=True to deal unseen stand-in cards)",
                    )
                self.unknown.add(card)  # the history stops here; the engine dealt on with stand-ins
                continue
            if owner is None or owner[1] < 0:
                number = min(next_action, len(self.notations) - 1)
                to = "the board" if seat == BOARD else f"p{seat + 1}"
                raise PHHActionError(number, self._text(number), f"the rules deal a card to {to} here, and the history deals none")
            if owner[0] != seat:
                to = "the board" if seat == BOARD else f"p{seat + 1}"
                was = "the board" if owner[0] == BOARD else f"p{owner[0] + 1}"
                raise PHHActionError(owner[1], self._text(owner[1]), f"{self._named(card)} goes to {to} by the rules, not to {was}")
            owner_seat, number = owner
            self.owner[card] = (owner_seat, -2 - number)  # dealt: remember where it came from
        self.checked = len(events)

    def _check_undealt(self) -> None:
        undealt = [(number, card) for card, (seat, number) in self.owner.items() if number >= 0]
        if undealt:
            number, card = min(undealt)
            raise PHHActionError(number, self._text(number), f"the rules never deal {self._named(card)} here")

    def _check_shown(self, hand: Hand | BaileyHand) -> None:
        for seat in [e.seat for e in hand.events if isinstance(e, Shown)]:
            if any(c in self.unknown for c in hand.cards(seat)):
                last = len(self.notations) - 1
                raise PHHActionError(last, self._text(last), f"p{seat + 1} reaches the showdown, but the history does not give all his cards")

    # --- Bailey's Poker -----------------------------------------------------------------

    def bailey(self, stacks: tuple[int, ...]) -> BaileyHand:
        game: Bailey = self.game
        notations = self.notations
        for number, n in enumerate(notations):
            if any(c is None for c in n.cards):
                raise PHHCardError(number, self._text(number), "every card in Bailey's Poker is seen in the end: a history gives them all")
            if n.verb == "sd" and n.cards:
                raise PHHActionError(number, self._text(number), "in Bailey's Poker a change is 'pN ch card value'; sd alone stands")
            if n.verb in ("pb", "cbr"):
                raise PHHActionError(number, self._text(number), f"{n.verb} is not an action in Bailey's Poker (no betting)")
        cards = self._resolve({})
        self._check_cards(cards)
        for number, row in cards.items():
            target = notations[number].target
            for card in row:
                if card is not None:
                    self.owner[card] = (BOARD if target is None else target, number)
        order = self._bailey_order(cards)
        kitty = whole(self.history.get("_kitty", 0), "_kitty")
        try:
            hand = game.new_hand(list(stacks), kitty=kitty, deck=Deck.stacked(order, fill=True, jokers=game.jokers))
        except ValueError as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        failure = self._play(hand, self._bailey_action) or self._finish(hand)
        if failure is not None:
            raise failure.error
        finishing_kitty = self.history.get("_finishing_kitty")
        if finishing_kitty is not None and hand.is_over and whole(finishing_kitty, "_finishing_kitty") != hand.kitty:
            raise PHHFieldError(f"_finishing_kitty says {short(finishing_kitty)}, but replaying the actions gives {hand.kitty}")
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
