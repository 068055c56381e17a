"""Replaying a hand history through the engine: the replayer.

The engine deals, as in a live hand: the history becomes the hand's card
source (:class:`~pokervariants.phh.replay.HistorySource`), and each player
action is applied as the engine's own action, so every rule is checked as in a
live hand, and nothing here knows one game from another: what a replay needs
of a game beyond its rules comes from its PHH family
(``pokervariants.phh._family``).

Cards nobody saw (``??``) are filled from the showdown where an ``sm`` names
them; the others get stand-ins, cards the history never shows. In a game dealt
in streets with an opener rule (the stud family), :mod:`pokervariants.phh.standins`
chooses them so that what the history says happened still happens: the same
player brings in and acts first on each street, and no stand-in sets off a
deal-hook effect the history does not show. A player whose cards are unknown
may fold, but cannot reach a showdown.

The replay reads each action once and never searches the hand's event log,
so its time grows in proportion to the history's length.
"""

from __future__ import annotations

from collections import Counter, deque
from typing import Any

from attrs import frozen

from ..core import Action, ActionKind, CARDS, Card, IllegalActionError
from ..engine.hand import Hand
from ..engine.draws import Reshuffle
from ..engine.protocols import BOARD, BURN
from ..engine.state import pack_of
from ..engine.hooks import DealEffect
from ..engine.protocols import GameVariant
from ._family import Schedule
from ._games import family_of
from ._numbers import whole
from ._pokerkit import ante_hint, odd_chip_hint, pointless_check
from ._source import NEVER, HistoryCursor, HistorySource, Refused
from .errors import ActionProblem, PHHActionError, PHHError, PHHFieldError, short
from .history import HandHistory
from .notation import Notation, action_error, format_cards, parse_phh_cards
from .standins import Opening, Slot, StandInSearch, StreetNote, effects_of

__all__ = ["Replayer"]

_VERBS: dict[str, tuple[ActionKind, ...]] = {
    "pb": (ActionKind.BRING_IN,),
    "f": (ActionKind.FOLD,),
    "cc": (ActionKind.CHECK, ActionKind.CALL, ActionKind.MATCH_POT, ActionKind.CONTINUE),
    "cbr": (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE),
    "sd": (ActionKind.STAND, ActionKind.DRAW),
    "ch": (ActionKind.CHANGE,),
    "xj": (ActionKind.EXCHANGE,),
}
"""The engine's action kinds each PHH verb can be, the most likely first: ``cc`` checks, calls,
matches the pot or continues, whichever the player may do."""


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


class Replayer:
    """One replay of a history under a game: the parsed actions and who the history deals each
    card to; :meth:`run` plays it (searching for stand-ins where it hides cards) and returns the
    hand, or raises the :class:`~pokervariants.phh.PHHError` that says where it and the rules part.

    What it needs of the game beyond its rules comes from the game's PHH family: whether ``sd``
    draws and how the stub is reshuffled, and the stud schedule the stand-ins are chosen for.
    """

    def __init__(self, history: HandHistory, game: GameVariant, notations: list[Notation], *, stand_ins: bool = False) -> None:
        self.history = history
        family = family_of(type(game))
        reshuffle = family.reshuffle(game)
        self.draws = reshuffle is not None
        """A draw game: ``sd`` discards cards, and a discarded card may be dealt again after a reshuffle."""
        self.muck = reshuffle is Reshuffle.MUCK
        """PokerKit's reshuffles: any card out of play may come back."""
        self.schedule = family.schedule(game)
        """The stud schedule the stand-ins are chosen for (``None``: unseen cards in pack order)."""
        self.actions = history.actions  # a tuple made once: history.actions makes a new one each time
        self.stand_ins = stand_ins
        self.game = game
        self.notations = notations
        self.players = history.players
        self.unknown: set[int] = set()  # stand-in cards for ?? (they must never reach a showdown)
        self.reshuffles: list[tuple[Card, ...]] = []  # a draw game's reshuffles as this library's histories record them
        self.last_action = -1  # the last action that is not a showdown or a comment
        self.player_actions: list[int] = []
        self.next_action: dict[int, int] = {}  # each player action's next action that is not a comment (a deal, a showdown…)
        for number, n in enumerate(notations):
            for seat in (n.actor, n.target):
                if seat is not None and not 0 <= seat < self.players:
                    raise self._error(number, f"p{seat + 1} is not at the table: there are {self.players} players", ActionProblem.SEAT)
            if n.verb and self.player_actions and self.player_actions[-1] not in self.next_action:
                self.next_action[self.player_actions[-1]] = number
            if n.verb and n.verb != "sm":
                self.last_action = number
                if n.actor is not None:
                    self.player_actions.append(number)
            if n.actor is not None and n.verb in _VERBS and n.verb not in ("ch", "xj") and n.cards and not (n.verb == "sd" and self.draws):
                raise self._error(number, f"{n.verb} with cards is a draw, which {game.name} does not have", ActionProblem.NO_DRAWS)
        self.pack = pack_of(game)
        self.streets = self.schedule.streets if self.schedule is not None else ()
        self.street_of = {spec.name: index for index, spec in reversed(list(enumerate(self.streets)))}

    def _text(self, number: int) -> str:
        return self.actions[number] if 0 <= number < len(self.actions) else ""

    def _error(self, number: int, message: str, kind: ActionProblem, *, card: bool = False, refused: Action | None = None) -> PHHActionError:
        """The error for action ``number``, naming its verb and seat."""
        notation = self.notations[number] if 0 <= number < len(self.notations) else None
        return action_error(number, self._text(number), notation, message, kind, card=card, refused=refused)

    # --- cards ----------------------------------------------------------------------

    def _pack(self) -> range:
        return self.pack

    def _resolve(self, shown: dict[int, tuple[int, tuple[Card | None, ...]]]) -> dict[int, list[Card | None]]:
        """Each action's cards, unknown ones filled from the showdown where it names them."""
        cards: dict[int, list[Card | None]] = {i: list(n.cards) for i, n in enumerate(self.notations) if n.actor is None and n.verb}
        positions: dict[int, list[tuple[int, int]]] = {}  # each seat's cards, as (action, position in it)
        for i, n in enumerate(self.notations):
            if n.verb == "dh" and n.target in shown:
                positions.setdefault(n.target, []).extend((i, k) for k in range(len(n.cards)))
            elif self.draws and n.verb == "sd" and n.actor in positions:  # the cards held at the end are what is shown
                held = positions[n.actor]
                for card in n.cards:
                    match = [p for p in held if (cards[p[0]][p[1]] == card if card is not None else cards[p[0]][p[1]] is None)]
                    if match:  # a hidden discard: the hidden card held longest (as the replay discards it)
                        held.remove(match[0])
        if self.draws:  # the hidden cards held at the end are the shown cards not known among them
            for seat, (number, revealed) in list(shown.items()):
                held = positions.get(seat, [])
                if len(revealed) != len(held):
                    raise self._error(number, f"p{seat + 1} shows {len(revealed)} cards, but holds {len(held)}", ActionProblem.SHOWN, card=True)
                known = {cards[i][k] for i, k in held}
                hidden = [p for p in held if cards[p[0]][p[1]] is None]
                rest = [c for c in revealed if c is not None and c not in known]
                if len(rest) > len(hidden):  # more shown than the hidden cards held could be
                    holding = " ".join(str(cards[i][k]) if cards[i][k] is not None else "??" for i, k in held)
                    raise self._error(number, f"p{seat + 1} shows {rest[len(hidden)]}, which the player does not hold (holds {holding})", ActionProblem.SHOWN, card=True)
                positions[seat] = hidden
                shown[seat] = (number, (*rest, *[None] * (len(hidden) - len(rest))))
        changes = any(n.verb in ("ch", "xj") for n in self.notations)  # Bailey's: the cards held need not be those dealt
        for seat, (number, revealed) in shown.items():
            dealt_to = positions.get(seat, [])
            if not any(cards[i][k] is None for i, k in dealt_to):  # nothing to fill: the cards shown are the cards dealt
                named = [c for c in revealed if c is not None]
                dealt_cards = [c for i, k in dealt_to if (c := cards[i][k]) is not None]
                if not changes and not self.draws and len(named) == len(revealed) and sorted(named) != sorted(dealt_cards):
                    raise self._error(number, f"p{seat + 1} shows {format_cards(named)}, but was dealt {' '.join(map(str, dealt_cards))}", ActionProblem.SHOWN, card=True)
                continue
            if len(revealed) != len(dealt_to):
                raise self._error(number, f"p{seat + 1} shows {len(revealed)} cards, but was dealt {len(dealt_to)}", ActionProblem.SHOWN, card=True)
            for (i, k), card in zip(dealt_to, revealed):
                dealt = cards[i][k]
                if card is None:
                    continue
                if dealt is None:
                    cards[i][k] = card
                elif dealt != card:
                    raise self._error(number, f"p{seat + 1} shows {card}, but was dealt {dealt} (action {i})", ActionProblem.SHOWN, card=True)
        return cards

    def _check_cards(self, cards: dict[int, list[Card | None]]) -> set[int]:
        """Check every known card is in the pack and appears once; returns them."""
        pack = self._pack()
        seen: dict[int, int] = {}
        discarded: set[int] = set()  # a draw game's discards: each may be dealt once more, after a reshuffle
        hidden = False  # a discard nobody saw (??) could be any card
        for number in range(len(self.notations)) if self.draws else sorted(cards):
            n = self.notations[number]
            if n.verb == "sd" and n.actor is not None:
                discarded.update(c for c in n.cards if c is not None)
                hidden = hidden or None in n.cards
                continue
            for card in cards.get(number, ()):
                if card is None:
                    continue
                if card not in pack:
                    raise self._error(number, f"{card} is not in this game's pack ({_pack_text(self.pack)})", ActionProblem.NOT_IN_PACK, card=True)
                if card in seen:
                    if not self.draws:
                        raise self._error(number, f"{card} is dealt twice (actions {seen[card]} and {number})", ActionProblem.DEALT_TWICE, card=True)
                    if card not in discarded and not hidden and not self.muck:
                        raise self._error(number, f"{card} is dealt twice (actions {seen[card]} and {number}) and not discarded between", ActionProblem.DEALT_TWICE, card=True)
                    discarded.discard(card)
                seen[card] = number
        return set(seen)

    def _showdowns(self) -> dict[int, tuple[int, tuple[Card | None, ...]]]:
        shown: dict[int, tuple[int, tuple[Card | None, ...]]] = {}
        for number, n in enumerate(self.notations):
            if n.verb == "sm" and n.actor is not None and n.cards:
                shown[n.actor] = (number, n.cards)
        return shown

    def _named(self, card: int | None) -> str:
        """A card as a message names it: a stand-in is the hidden card it stands in for."""
        return "a hidden card (??)" if card is None or card in self.unknown else str(Card(card))

    # --- the replay ---------------------------------------------------------------------------

    def run(self) -> Hand:
        """Replay the history, searching for stand-ins that keep its story if it hides cards."""
        burned_text = self.history.get("_burned", "")
        if not isinstance(burned_text, str):
            raise PHHFieldError(f"_burned must be a string of cards, got {short(burned_text)}")
        burned = self._cards_field(burned_text, "_burned")
        orders = self.history.get("_reshuffled", [])
        if not isinstance(orders, list) or not all(isinstance(o, str) for o in orders):
            raise PHHFieldError(f"_reshuffled must be an array of strings of cards, one a reshuffle, got {short(orders)}")
        self.reshuffles = [tuple(self._cards_field(o, "_reshuffled")) for o in orders]
        cards = self._resolve(self._showdowns())
        known = self._check_cards(cards)
        doubled = [c for c in burned if c in known and not self.draws]  # a draw game may burn a reshuffled discard
        if doubled or (len(set(burned)) != len(burned) and not self.muck):  # PokerKit's muck reshuffles the burns: one may be burned again
            raise PHHFieldError(f"_burned: {(doubled or burned)[0]} is burned and dealt, or burned twice")
        unseen = tuple(CARDS[c] for c in self._pack() if c not in known and c not in burned)
        options: dict[str, Any] = {}
        if "_kitty" in self.history:
            options["kitty"] = whole(self.history.get("_kitty"), "_kitty")
        hidden = [(number, k) for number, row in cards.items() for k, card in enumerate(row) if card is None]
        if hidden and self.schedule is not None and self.streets:
            hand = self._search(self.schedule, cards, burned, unseen, options)
        else:  # every card known, or a game the stand-in search does not model: unseen cards in pack order
            if self.draws and len(hidden) > len(unseen):  # the unseen cards to the hidden ones held longest; the rest as dealt
                discarded = self._discarded_at(cards)
                hidden.sort(key=lambda slot: -discarded.get(slot, NEVER))
            fill = dict(zip(hidden, unseen))
            if len(fill) < len(hidden) and not self.draws:  # a draw game's reshuffles bring cards back: the rest are chosen as dealt
                number, _ = hidden[len(fill)]
                raise self._error(number, "the history hides more cards than the pack has left unseen", ActionProblem.HIDDEN, card=True)
            played, failure = self._attempt(cards, burned, unseen, fill, options)
            if failure is not None:
                raise failure.error
            assert played is not None  # no failure: the hand was dealt
            hand = played
        finishing_kitty = self.history.get("_finishing_kitty")
        if finishing_kitty is not None and hand.is_over and whole(finishing_kitty, "_finishing_kitty") != hand.kitty:
            raise PHHFieldError(f"_finishing_kitty says {short(finishing_kitty)}, but replaying the actions gives {hand.kitty}")
        return hand

    def _search(self, schedule: Schedule, cards: dict[int, list[Card | None]], burned: list[Card], unseen: tuple[Card, ...], options: dict[str, Any]) -> Hand:
        """Replay with the stand-ins :class:`StandInSearch` proposes until one keeps the history's story."""
        hooks = tuple(self.game.deal_hooks)
        pack = [Card(c) for c in self._pack()]  # which kinds of deal can earn an extra card at all (if all such cards are seen, the search says so)
        can_earn = {(up, extra): any(DealEffect.EXTRA_CARD in effects_of(hooks, c, up, extra) for c in pack) for up in (False, True) for extra in (False, True)}
        blocks = self._blocks()
        plan = self._plan(schedule, blocks, cards, deque(burned), can_earn)
        search = StandInSearch(
            opener=schedule.opener,
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
            fill = {(plan[index].number, plan[index].position): card for index, card in chosen.items() if plan[index].seat != BURN}
            hand, failure = self._attempt(cards, burned, unseen, fill, options)
            if failure is None:
                assert hand is not None  # no failure: the hand was dealt
                return hand
            if furthest is None or _progress(failure) > _progress(furthest):
                furthest = failure
            if failure.final or visible is None or (failure.number is not None and failure.number < visible):
                break  # nothing the stand-ins decide came before it
            if not search.failed(failure.street, failure.opening):
                break
        if furthest is None:
            slot = search.impossible or next(s for s in plan if s.card is None)
            raise self._error(slot.number, "no card the history leaves unseen can stand in for its hidden card (??) and do what the history shows", ActionProblem.HIDDEN, card=True)
        raise self._explained(furthest.error, tried)

    @staticmethod
    def _explained(error: PHHError, tried: int) -> PHHError:
        """The first replay's error, saying that other stand-ins were tried in vain."""
        if tried <= 1:
            return error
        note = f"; and no other choice of cards for the hidden ones (??) replays the history ({tried} tried)"
        if isinstance(error, PHHActionError):
            return error.with_reason(error.reason + note)
        return type(error)(str(error) + note)

    def _attempt(
        self,
        cards: dict[int, list[Card | None]],
        burned: list[Card],
        unseen: tuple[Card, ...],
        fill: dict[tuple[int, int], Card],
        options: dict[str, Any],
    ) -> tuple[Hand | None, _Failure | None]:
        """Replay the history once, with ``fill`` standing in for its hidden cards (by action and position)."""
        self.unknown = set(fill.values())
        seats: dict[int, list[tuple[Card | None, int]]] = {}
        board: list[tuple[Card | None, int]] = []
        for number, row in cards.items():
            n = self.notations[number]
            dealt = [(card if card is not None else fill.get((number, k)), number) for k, card in enumerate(row)]
            if n.verb == "dh":
                seats.setdefault(n.target, []).extend(dealt)  # type: ignore[arg-type]  # dh has a target
            else:
                board.extend(dealt)
        cursor = HistoryCursor(self.player_actions[0] if self.player_actions else None)
        source = HistorySource(
            pack=len(self._pack()),
            seats=seats,
            board=board,
            burns=burned,
            spare=[c for c in unseen if c not in self.unknown],
            cursor=cursor,
            last=self.last_action,
            past_end=self.stand_ins,
            texts=self.actions,
            redeals=self.draws,
            reshuffles=self.reshuffles,
            pack_start=self._pack().start,
            stand_ins=self.unknown,
            notations=self.notations,
        )
        source.hidden.update(fill.values())
        try:
            hand = self.game.new_hand(self.history.starting_stacks, source=source, **options)
        except Refused as refused:
            return None, _Failure(refused.error, 0)
        except (ValueError, TypeError) as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        if not isinstance(hand, Hand):
            raise PHHFieldError(f"{self.game.name}'s new_hand made a {type(hand).__name__}: a replay plays the engine's Hand")
        failure = self._play(hand, cursor)
        return hand, failure or self._finish(hand)

    def _play(self, hand: Hand, cursor: HistoryCursor) -> _Failure | None:
        """Apply the history's player actions in order; the hand's source checks each deal against the history."""
        street, betting = self._street(hand), False
        numbers = self.player_actions
        count = len(numbers)
        notations, undealt, streets = self.notations, _source_of(hand).undealt, bool(self.street_of)
        skipped = -1  # a pointless check (pointless_check) the history has next: read as nothing
        for index, number in enumerate(numbers):
            if number == skipped:
                continue
            before = numbers[index + 1] if index + 1 < count else None
            n = notations[number]
            left = undealt(number)
            if left is not None:
                return _Failure(self._error(left[0], f"the rules never deal {self._named(left[1])} here", ActionProblem.DEAL), self._street(hand))
            if streets:  # a game without a street schedule (flop games) is on street 0 throughout
                now = self._street(hand)
                if now != street:
                    street, betting = now, False
            legal = hand.legal_actions()
            matching = not betting and any([a.kind is _MATCH_POT for a in legal])
            if hand.actor != n.actor:
                return self._out_of_turn(hand, number, street, opening=not betting and not matching)
            action = self._discard(hand, n) if n.cards and n.verb == "sd" else _action_for(n, legal)
            after = number
            check = notations[before] if before is not None else None
            if (
                check is not None and check.verb == "cc" and check.actor is not None and check.actor != n.actor
                and self.next_action[number] == before and pointless_check(hand, action, check.actor)
            ):  # fmt: skip
                after = skipped = before  # the hand goes on as if the check were taken, and the rules deal on past it
                before = numbers[index + 2] if index + 2 < count else None
            cursor.after, cursor.before = after, before
            try:
                hand.act(action)
            except IllegalActionError as error:
                why = self._error(number, error.naming(f"p{n.actor + 1}"), ActionProblem.ILLEGAL, refused=error.action)  # type: ignore[operator]  # a player action has an actor
                return _Failure(why, street, number)
            except Refused as refused:
                return _Failure(self._dealt_on(refused.error, hand, action, before), self._street(hand))
            betting = betting or not matching
        return None

    def _dealt_on(self, error: PHHError, hand: Hand, action: Action, before: int | None) -> PHHError:
        """The error of a deal the rules make right after ``action`` (the actor's, refused: ``hand``
        is as before it) where the history has a player act first (action ``before``): a betting
        action that closed the betting, so that player's action is out of turn; it says why."""
        if before is None or not isinstance(error, PHHActionError) or error.kind is not ActionProblem.DEAL:
            return error
        if error.action != before or action.kind not in _BETTING:  # a draw's replacements are dealt before the next player's draw
            return error
        seat = self.notations[before].actor
        assert seat is not None  # a player action
        after = list(hand.stacks)
        if hand.actor is not None and action.amount and action.kind is not ActionKind.FOLD:
            after[hand.actor] -= action.amount - hand.bets[hand.actor]
        folded = hand.folded[seat] or (seat == hand.actor and action.kind is ActionKind.FOLD)
        why = "has folded" if folded else "is all in" if not after[seat] else ""
        state = f"p{seat + 1} {why}" if why else "the betting round is over"
        return self._error(before, f"p{seat + 1} acts, but nobody is to act here ({state}): the rules deal on", ActionProblem.TURN)

    def _out_of_turn(self, hand: Hand, number: int, street: int, *, opening: bool) -> _Failure:
        """Why player action ``number`` is refused when another player is to act; if a betting round
        was ``opening``, who the history has acting first, for the stand-in search."""
        actor = self.notations[number].actor
        assert actor is not None  # a player action
        who = "nobody: the hand is over" if hand.is_over else "nobody" if hand.actor is None else f"p{hand.actor + 1}"
        error = self._error(number, f"p{actor + 1} acts, but it is {who} to act", ActionProblem.TURN)
        first = None
        if hand.actor is not None and opening and not hand.folded[actor]:
            live = frozenset(s for s in range(self.players) if not hand.folded[s])
            first = Opening(street, live, frozenset(s for s in live if hand.stacks[s] > 0), actor)
        return _Failure(error, street, number, first)

    def _discarded_at(self, cards: dict[int, list[Card | None]]) -> dict[tuple[int, int], int]:
        """For each hidden card a draw history deals (by action and position in it), the action that
        discards it, as the replay discards hidden cards (those held longest first); a card kept to
        the end is left out. A stand-in that goes early can be a card the history names later: it
        comes back through a reshuffle in time."""
        held: dict[int, list[tuple[int, int]]] = {}
        discarded: dict[tuple[int, int], int] = {}
        for number, n in enumerate(self.notations):
            if n.verb == "dh" and n.target is not None:
                held.setdefault(n.target, []).extend((number, k) for k, card in enumerate(cards.get(number, ())) if card is None)
            elif n.verb == "sd" and n.actor is not None:
                queue = held.get(n.actor, [])
                for _ in range(min(len(queue), sum(card is None for card in n.cards))):
                    discarded[queue.pop(0)] = number
        return discarded

    def _discard(self, hand: Hand, n: Notation) -> Action:
        """A draw game's ``sd cards``: the cards named, and for each hidden one (??) a hidden card the
        player holds, the one held longest first (as the showdown's cards are matched to them)."""
        assert n.actor is not None  # a player action
        named = [c for c in n.cards if c is not None]
        held = [c for c in hand.down_cards(n.actor) if c not in named]
        missing = len(n.cards) - len(named)
        pick = [c for c in held if c in self.unknown][:missing]
        pick += [c for c in held if c not in pick][: missing - len(pick)]
        return Action(ActionKind.DRAW, len(named) + len(pick), (*named, *pick))

    def _street(self, hand: Hand) -> int:
        return len(self.streets) if hand.is_over else self.street_of.get(hand.street, 0)

    def _finish(self, hand: Hand) -> _Failure | None:
        """The checks once the actions are played: every card dealt, no hidden card shown, the final stacks."""
        end = len(self.streets)
        source = _source_of(hand)
        left = source.undealt()
        if left is not None:
            return _Failure(self._error(left[0], f"the rules never deal {self._named(left[1])} here", ActionProblem.DEAL), end)
        self.unknown.update(source.unseen)
        for seat in hand.shown_seats if self.unknown else ():
            if any(c in self.unknown for c in hand.cards(seat)):
                last = len(self.notations) - 1
                error = self._error(last, f"p{seat + 1} reaches the showdown, but the history does not give all the player's cards", ActionProblem.UNSHOWN)
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
            message = f"finishing_stacks say {short(expected)}, but replaying the actions gives {short(list(hand.stacks))}"
            return _Failure(PHHFieldError(message + (ante_hint(self.history) or odd_chip_hint(hand, expected))), end)
        return None

    def _cards_field(self, text: str, name: str) -> list[Card]:
        try:
            parsed = parse_phh_cards(text, -1, name)
        except PHHActionError as error:
            raise PHHFieldError(f"{name}: {error.reason}") from None
        if any(c is None for c in parsed):
            raise PHHFieldError(f"{name}: give every card (no ??), or leave the field out")
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

    def _plan(
        self, schedule: Schedule, blocks: list[list[int]], cards: dict[int, list[Card | None]], burned: deque[Card], can_earn: dict[tuple[bool, bool], bool]
    ) -> list[Slot]:
        """Every card the history deals, in the order the engine will draw them, street by street, as the rules deal."""
        game = self.game
        streets = schedule.streets
        plan: list[Slot] = []
        street = 0
        for block in blocks:
            queues: dict[int, deque[tuple[Card | None, int, int]]] = {}
            boards: deque[tuple[Card | None, int, int]] = deque()
            follows: set[int] = set()  # one-card deals right after one to the same player: extra cards
            previous: Notation | None = None
            for number in block:
                n = self.notations[number]
                row = [(c, number, k) for k, c in enumerate(cards[number])]
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
                    raise self._error(block[0], f"cards are dealt after the last street of {game.name}", ActionProblem.DEAL)
                if schedule.burn:
                    plan.append(Slot(-1, BURN, street, False, card=burned.popleft() if burned else None))
                receivers = sorted(s for s, q in queues.items() if q)
                spec = streets[street]
                for face_up in spec.cards:
                    if not any(queues[s] for s in receivers):
                        if boards:
                            card, number, k = boards.popleft()
                            plan.append(Slot(number, BOARD, street, True, card=card, position=k))
                            continue
                        raise self._error(block[-1], f"{spec.name} street deals {len(spec.cards)} cards to each player, and this deals fewer", ActionProblem.DEAL)
                    for seat in receivers:
                        if not queues[seat]:
                            raise self._error(block[-1], f"{spec.name} street deals {len(spec.cards)} cards to each player; p{seat + 1} gets fewer", ActionProblem.DEAL)
                        card, number, k = queues[seat].popleft()
                        self._deal(plan, Slot(number, seat, street, face_up, card=card, position=k), queues[seat], surplus, can_earn)
                street += 1
        return plan

    def _surplus(self, queues: dict[int, deque[tuple[Card | None, int, int]]], street: int, follows: set[int]) -> dict[int, int]:
        """The extra cards (earned by deal hooks) each seat gets in a run of deals, beyond what the streets deal.

        Where cards are dealt one a line, an extra card is a line for the same player right after the
        player's line; otherwise the most common number of cards is taken to be the streets' (a player
        may have an extra card, or have dropped out partway).
        """
        if not queues:
            return {}
        if follows:
            return {seat: sum(number in follows for _, number, _ in q) for seat, q in queues.items()}
        counts = Counter(len(q) for q in queues.values())
        usual = max(counts, key=lambda n: (counts[n], -n))
        regular = 0
        for spec in self.streets[street:]:
            if regular >= usual:
                break
            regular += len(spec.cards)
        return {seat: len(q) - regular for seat, q in queues.items()}

    def _deal(self, plan: list[Slot], slot: Slot, queue: deque[tuple[Card | None, int, int]], surplus: dict[int, int], can_earn: dict[tuple[bool, bool], bool]) -> None:
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
            card, number, k = queue.popleft()
            self._deal(plan, Slot(number, slot.seat, slot.street, False, extra=True, card=card, position=k), queue, surplus, can_earn)

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


_MATCH_POT = ActionKind.MATCH_POT
_BETTING = frozenset((
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE, ActionKind.BRING_IN,
))  # fmt: skip
"""The actions of a betting round: one of them that ends the round can make the rules deal on."""


def _source_of(hand: Hand) -> HistorySource:
    """The history's source the hand deals from (its copy of the one the replay made)."""
    source = hand.source
    assert isinstance(source, HistorySource)  # the replay deals every hand it plays from one
    return source


def _action_for(n: Notation, legal: tuple[Action, ...]) -> Action:
    """The engine's action for a player's PHH action: the first kind its verb can be that is legal
    now (with the history's amount or cards where it gives them), else its most likely kind, for
    the engine to refuse with the rule."""
    verb = n.verb
    kinds = _VERBS[verb]
    if verb != "cbr" and verb != "ch" and verb != "xj":  # the offered action itself, of the likeliest kind
        for kind in kinds:
            for action in legal:
                if action.kind is kind:
                    return action
        return Action(kinds[0])
    kind = kinds[-1] if verb == "cbr" else kinds[0]
    for k in kinds:  # the first kind of the verb's that is offered
        if any([a.kind is k for a in legal]):
            kind = k
            break
    if verb == "cbr":
        for menu in legal:
            if menu.kind is kind and menu.amount == n.amount and menu.most is None:
                return menu  # the very action offered: the engine knows it at once
        return Action(kind, n.amount or 0)  # cbr always has one
    return Action(kind, n.amount or 0, tuple(c for c in n.cards if c is not None))  # ch and xj


def _pack_text(pack: range) -> str:
    """A pack as a message describes it: ``"sixes to aces, 0 jokers"``."""
    lowest = "" if pack.start == 0 else f"{Card(pack.start).rank.plural} to aces, "
    return f"{lowest}{pack.stop - 52} jokers"  # the jokers are the card numbers after the 52 cards
