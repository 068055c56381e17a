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
deal-hook effect the history does not show. A player whose cards the history
never shows at the showdown mucks (RULES.md 3): where a player mucks (``sm``
without cards, or with hidden ones), the hand is replayed under the game's
choosing showdown, each player showing or mucking as the history says, so a
stand-in never decides a pot. A game without that option (Bailey's Poker)
refuses such a history.

The replay reads each action once and never searches the hand's event log,
so its time grows in proportion to the history's length.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from attrs import frozen

from ..core import Action, ActionKind, CARDS, Card, IllegalActionError
from ..engine.betting import AllInLowCard
from ..engine.hand import Hand
from ..engine.draws import Reshuffle
from ..engine.events import Discarded
from ..engine.protocols import BURN
from ..engine.state import pack_of
from ..engine.events import Acted
from ..engine.hooks import DealEffect
from ..engine.phases import ShowdownMode
from ..engine.protocols import DecisionKind, GameVariant
from ._family import Schedule
from ._planning import Planning
from ._verbs import action_for as _action_for
from ._games import choosing_showdown, family_of
from ._numbers import whole
from ._pokerkit import ante_hint, odd_chip_hint, pointless_check
from ._report import Inference
from ._source import NEVER, HistoryCursor, HistorySource, Refused
from ._unknown import is_unknown
from .errors import ActionProblem, PHHActionError, PHHError, PHHFieldError, short
from .history import HandHistory
from .notation import GIVING_VERBS, Notation, action_error, format_cards, parse_phh_cards
from .standins import Opening, StandInSearch, effects_of

__all__ = ["Replayer"]




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


class Replayer(Planning):
    """One replay of a history under a game: the parsed actions and who the history deals each
    card to; :meth:`run` plays it (searching for stand-ins where it hides cards) and returns the
    hand, or raises the :class:`~pokervariants.phh.PHHError` that says where it and the rules part.

    What it needs of the game beyond its rules comes from the game's PHH family: whether ``sd``
    draws and how the stub is reshuffled, and the stud schedule the stand-ins are chosen for.
    """

    def __init__(self, history: HandHistory, game: GameVariant, notations: list[Notation], *, stand_ins: bool = False, lenient: bool = False) -> None:
        self.history = history
        self._stacks = tuple(whole(v, "starting_stacks") for v in history.starting_stacks)
        """The stacks in whole units (a history in cents is in units by now: ``phh._money``)."""
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
        self.lenient = lenient
        """Fill in a check or a fold for a player the history skips (:class:`~pokervariants.phh.Inference`)."""
        self.game = game
        self.notations = notations
        self.players = history.players
        self.family = family
        self.literal = family.showdown(game) is ShowdownMode.CHOOSE
        """The game chooses at the showdown by its own option (a history this library wrote of such a
        game): each player's ``sm`` is the player's choice, and the replay stops where they stop."""
        self.inferring = not self.literal
        """Whether the replay may take up the choosing showdown where the history has a player muck."""
        self.showing: dict[int, Notation] = {}
        """Each player's last ``sm``: what the player does at a choosing showdown."""
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
            if n.verb == "sm" and n.actor is not None:
                self.showing[n.actor] = n
            if n.actor is not None and n.verb in ("pb", "f", "cc", "cbr", "sd") and n.cards and not (n.verb == "sd" and self.draws):
                more = "; a discard with nothing dealt in its place is 'pN _discard cards' (or 'pN _pass pM cards')" if n.verb == "sd" else ""
                raise self._error(number, f"{n.verb} with cards is a draw, which {game.name} does not have{more}", ActionProblem.NO_DRAWS)
        self.giving = [number for number, n in enumerate(notations) if n.verb in GIVING_VERBS and n.actor is not None]
        """The actions that take face-down cards out of a hand with none in their place (``_discard``, ``_pass``)."""
        self.given: dict[int, list[tuple[int, int]]] = {}
        """For each of :attr:`giving`, the cards it gives up, by the deal (action and position) that dealt them."""
        self.dealt: dict[int, list[Card | None]] = {}
        self.fill: dict[tuple[int, int], Card] = {}  # the deals' cards and the stand-ins of the replay being played
        self.pack = pack_of(game)
        self.streets = self.schedule.streets if self.schedule is not None else ()
        self.street_of = {spec.name: index for index, spec in reversed(list(enumerate(self.streets)))}

    def _text(self, number: int) -> str:
        return self.actions[number] if 0 <= number < len(self.actions) else ""

    def _error(self, number: int, message: str, kind: ActionProblem, *, card: bool = False, refused: Action | None = None, to_act: int | None = None) -> PHHActionError:
        """The error for action ``number``, naming its verb and seat."""
        notation = self.notations[number] if 0 <= number < len(self.notations) else None
        return action_error(number, self._text(number), notation, message, kind, card=card, refused=refused, to_act=to_act)

    # --- cards ----------------------------------------------------------------------

    def _pack(self) -> range:
        return self.pack

    def _resolve(self, shown: dict[int, tuple[int, tuple[Card | None, ...]]]) -> dict[int, list[Card | None]]:
        """Each action's cards, unknown ones filled from the showdown where it names them."""
        cards: dict[int, list[Card | None]] = {i: list(n.cards) for i, n in enumerate(self.notations) if n.actor is None and n.verb}
        positions: dict[int, list[tuple[int, int]]] = {}  # each seat's cards, as (action, position in it)
        every = bool(self.giving)  # cards pass between players, and a discard may name a card dealt hidden: follow every seat
        for i, n in enumerate(self.notations):
            if n.verb == "dh" and (every or n.target in shown):
                positions.setdefault(n.target, []).extend((i, k) for k in range(len(n.cards)))  # type: ignore[arg-type]  # dh has a target
            elif every and n.verb in GIVING_VERBS and n.actor is not None:
                self.given[i] = self._give(positions, cards, i)
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
        had = "holds" if every else "was dealt"  # cards given up leave the cards dealt: those left are held
        for seat, (number, revealed) in shown.items():
            dealt_to = positions.get(seat, [])
            if not any(cards[i][k] is None for i, k in dealt_to):  # nothing to fill: the cards shown are the cards dealt
                named = [c for c in revealed if c is not None]
                dealt_cards = [c for i, k in dealt_to if (c := cards[i][k]) is not None]
                if not changes and not self.draws and len(named) == len(revealed) and sorted(named) != sorted(dealt_cards):
                    raise self._error(number, f"p{seat + 1} shows {format_cards(named)}, but {had} {' '.join(map(str, dealt_cards))}", ActionProblem.SHOWN, card=True)
                continue
            if len(revealed) != len(dealt_to):
                raise self._error(number, f"p{seat + 1} shows {len(revealed)} cards, but {had} {len(dealt_to)}", ActionProblem.SHOWN, card=True)
            for (i, k), card in zip(dealt_to, revealed):
                dealt = cards[i][k]
                if card is None:
                    continue
                if dealt is None:
                    cards[i][k] = card
                elif dealt != card:
                    raise self._error(number, f"p{seat + 1} shows {card}, but was dealt {dealt} (action {i})", ActionProblem.SHOWN, card=True)
        return cards

    def _give(self, positions: dict[int, list[tuple[int, int]]], cards: dict[int, list[Card | None]], number: int) -> list[tuple[int, int]]:
        """Follow a ``_discard`` or ``_pass``: its cards leave the player's positions (a hidden one, the
        hidden card held longest; a card named but dealt hidden fills the hidden card held longest)
        and a pass's join the end of the other player's. Returns the positions given up: a hidden
        card among them may be named later (a player it was passed to shows it), and the replay
        gives up that very card."""
        n = self.notations[number]
        held = positions.setdefault(n.actor, [])  # type: ignore[arg-type]  # a player action
        gone = []
        for card in n.cards:
            match = next((p for p in held if cards[p[0]][p[1]] == card), None) if card is not None else None
            if match is None:
                match = next((p for p in held if cards[p[0]][p[1]] is None), None)
                if match is None:
                    holding = " ".join(str(c) for p in held if (c := cards[p[0]][p[1]]) is not None) or "none"
                    what = "more hidden cards (??) than the player holds" if card is None else f"{card}, which the player does not hold"
                    raise self._error(number, f"p{n.actor + 1} gives up {what} (holds {holding})", ActionProblem.NOT_HELD, card=True)  # type: ignore[operator]  # a player action
                if card is not None:
                    cards[match[0]][match[1]] = card
            held.remove(match)
            gone.append(match)
        if n.verb == "_pass" and n.target is not None:
            positions.setdefault(n.target, []).extend(gone)
        return gone

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
        """Replay the history, searching for stand-ins that keep its story if it hides cards; under
        the game's choosing showdown where a player mucks (:meth:`_mucks`; if in the end nobody did,
        the hand is played again under the game as the history declares it)."""
        declared = self.game
        hand = self._run()
        if self.game is not declared and not hand.mucked_seats:
            self.game, self.inferring = declared, False
            hand = self._run()
        return hand

    def _run(self) -> Hand:
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
        if self.inferring and self._mucks(cards):
            self.game = choosing_showdown(self.game) or self.game
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
            passes=schedule.all_in_low_card is AllInLowCard.PASS,
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
        self.dealt, self.fill = cards, fill
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
            unknown_stacks=self.history.unknown_stacks,
        )
        source.hidden.update(fill.values())
        try:
            hand = self.game.new_hand(self._stacks, source=source, **options)
        except Refused as refused:
            return None, _Failure(refused.error, 0)
        except (ValueError, TypeError) as error:
            raise PHHFieldError(f"the hand cannot start: {error}") from None
        if not isinstance(hand, Hand):
            raise PHHFieldError(f"{self.game.name}'s new_hand made a {type(hand).__name__}: a replay plays the engine's Hand")
        failure = self._play(hand, cursor)
        if failure is None:
            self._show_down(hand)
        return hand, failure or self._finish(hand)

    def _play(self, hand: Hand, cursor: HistoryCursor) -> _Failure | None:
        """Apply the history's player actions in order; the hand's source checks each deal against the history."""
        street, betting = self._street(hand), False
        numbers = self.player_actions
        count = len(numbers)
        notations, undealt, streets = self.notations, _source_of(hand).undealt, bool(self.street_of)
        pointless = -1  # a pointless check (pointless_check) the history has next: read as nothing
        for index, number in enumerate(numbers):
            if number == pointless:
                continue
            before = numbers[index + 1] if index + 1 < count else None
            n = notations[number]
            actor = n.actor
            assert actor is not None  # a player action
            skipped = hand.actor is not None and hand.actor != actor and _can_act(hand, actor)  # the history goes on without hand.actor
            left = undealt(number)
            if left is not None and skipped and self.lenient:  # the skipped player's action comes before a deal
                failure = self._fill(hand, number, actor)
                if failure is not None:
                    return failure
                left, skipped = undealt(number), False
            if left is not None:
                message = f"the rules never deal {self._named(left[1])} here"
                if skipped:
                    message += f", with p{hand.actor + 1} still to act" + _LENIENT.format(player=f"p{hand.actor + 1}")  # type: ignore[operator]  # skipped: someone is to act
                return _Failure(self._error(left[0], message, ActionProblem.DEAL, to_act=hand.actor if skipped else None), self._street(hand))
            if streets:  # a game without a street schedule (flop games) is on street 0 throughout
                now = self._street(hand)
                if now != street:
                    street, betting = now, False
            legal = hand.legal_actions()
            matching = not betting and any([a.kind is _MATCH_POT for a in legal])
            if hand.actor != actor:
                if not self.lenient or not skipped:
                    return self._out_of_turn(hand, number, street, opening=not betting and not matching)
                failure = self._fill(hand, number, actor)
                if failure is not None:
                    return failure
                legal = hand.legal_actions()
                if streets and self._street(hand) != street:
                    street, betting = self._street(hand), False
            try:
                action = _action_for(n, legal) if not n.cards else self._discard(hand, n) if n.verb == "sd" else self._given(hand, number, n) if n.verb in GIVING_VERBS else _action_for(n, legal)
            except IllegalActionError as error:
                return _Failure(self._error(number, error.naming(f"p{actor + 1}"), ActionProblem.ILLEGAL, refused=error.action), street, number)
            after = number
            check = notations[before] if before is not None else None
            if (
                check is not None and check.verb == "cc" and check.actor is not None and check.actor != actor
                and self.next_action[number] == before and pointless_check(hand, action, check.actor)
            ):  # fmt: skip
                after = pointless = before  # the hand goes on as if the check were taken, and the rules deal on past it
                before = numbers[index + 2] if index + 2 < count else None
            cursor.after, cursor.before = after, before
            try:
                hand.act(action)
            except IllegalActionError as error:
                why = self._error(number, error.naming(f"p{actor + 1}"), ActionProblem.ILLEGAL, refused=error.action)
                return _Failure(why, street, number)
            except Refused as refused:
                return _Failure(self._dealt_on(refused.error, hand, action, before), self._street(hand))
            betting = betting or not matching
        return None

    def _fill(self, hand: Hand, number: int, actor: int | None) -> _Failure | None:
        """A lenient replay's inferences where the history skips players: each player to act before
        ``actor`` (the history's next, at action ``number``; ``None``: the history has ended)
        checks where checking is free, else folds, each reported on the hand's source. The failure
        if ``actor`` is never reached (each other player is filled in once at most)."""
        street = self._street(hand)
        source = _source_of(hand)
        for _ in range(self.players - 1):
            seat = hand.actor
            if seat is None or seat == actor:
                break
            legal = hand.legal_actions()
            check = next((a for a in legal if a.kind is ActionKind.CHECK), None)
            owed = max(hand.bets) - hand.bets[seat]
            if check is not None:
                inferred, facing = check, "facing no bet"
            elif any(a.kind is ActionKind.FOLD for a in legal):
                inferred, facing = Action(ActionKind.FOLD), f"facing a bet ({owed} to call)"
            else:
                break  # a forced or a drawing decision: nothing to read the silence as
            where = f"the history goes on with p{actor + 1}" if actor is not None else "the history ends, and finishing_stacks say the hand is over"
            reason = f"p{seat + 1} was to act {facing}, but {where}: read as a {inferred.kind.value}"
            try:
                hand.act(inferred)
            except IllegalActionError:
                break
            except Refused as refused:
                return _Failure(refused.error, self._street(hand))
            source.inferred[self._acted(hand) - 1] = Inference(number, seat, inferred, reason)
        if actor is None and hand.is_over or actor is not None and hand.actor == actor:
            return None
        if actor is None:
            return _Failure(self._unfinished(hand), self._street(hand))
        return self._out_of_turn(hand, number, street, opening=False)

    @staticmethod
    def _acted(hand: Hand) -> int:
        """How many player actions the hand has taken (its :class:`~pokervariants.engine.events.Acted` events)."""
        return sum(1 for event in hand.events if type(event) is Acted)

    def _mucks(self, cards: dict[int, list[Card | None]]) -> bool:
        """Whether a player mucks as the history tells it: an ``sm`` without cards or with hidden ones
        (``??``), or two players or more who never fold, one dealt a card the history never shows."""
        if any(n.mucks or None in n.cards for n in self.showing.values()):
            return True
        folded = {n.actor for n in self.notations if n.verb == "f"}
        staying = [seat for seat in range(self.players) if seat not in folded]
        if len(staying) < 2:
            return False
        shown = {seat for seat, n in self.showing.items() if n.cards}  # (a hidden card of theirs was discarded: a draw)
        return any(None in row and self.notations[number].target in staying and self.notations[number].target not in shown for number, row in cards.items() if self.notations[number].verb == "dh")

    def _show_down(self, hand: Hand) -> None:
        """Answer a choosing showdown as the history tells it, whatever the order of its ``sm``s: a
        player holding a card the history never shows, or whose ``sm`` names none or hidden ones
        (``??``), mucks; the others show. When the game chooses by its own option, a player without
        an ``sm`` has not chosen yet: the replay stops there."""
        unknown = self.unknown.union(_source_of(hand).unseen)
        while hand.phase is _SHOWDOWN and hand.actor is not None:
            seat = hand.actor
            line = self.showing.get(seat)
            if line is None and self.literal:
                return
            unseen = any(card in unknown for card in hand.cards(seat))
            hand.act(_MUCK if unseen or (line is not None and (line.mucks or None in line.cards)) else _SHOW)

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
        if hand.is_over:
            message = f"p{actor + 1} acts, but the hand is over"
        elif hand.actor is None:
            message = f"p{actor + 1} acts, but nobody is to act"
        else:
            message = f"p{actor + 1} acts, but it is p{hand.actor + 1} to act"
            if _can_act(hand, actor):
                message += _LENIENT.format(player=f"p{hand.actor + 1}")
        error = self._error(number, message, ActionProblem.TURN, to_act=hand.actor)
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
        """A draw game's ``sd cards`` (or a ``_discard`` or ``_pass``): the cards named, and for each
        hidden one (??) a hidden card the player holds, the one held longest first (as the
        showdown's cards are matched to them)."""
        assert n.actor is not None  # a player action
        named = [c for c in n.cards if c is not None]
        held = [c for c in hand.down_cards(n.actor) if c not in named]
        missing = len(n.cards) - len(named)
        pick = [c for c in held if c in self.unknown][:missing]
        pick += [c for c in held if c not in pick][: missing - len(pick)]
        return Action(ActionKind.DRAW, len(named) + len(pick), (*named, *pick))

    def _given(self, hand: Hand, number: int, n: Notation) -> Action:
        """A ``_discard`` or ``_pass``: the cards it gives up, each hidden one the card its deal was
        filled with (a stand-in, or a card a later showdown names); else as :meth:`_discard` picks them."""
        cards = tuple(card if (card := self.dealt[i][k]) is not None else self.fill.get((i, k)) for i, k in self.given.get(number, ()))
        if len(cards) != len(n.cards) or None in cards:
            return self._discard(hand, n)  # a card the player does not hold: the engine refuses it, saying so
        return Action(ActionKind.DRAW, len(cards), cards)  # type: ignore[arg-type]  # no None, checked

    def _street(self, hand: Hand) -> int:
        return len(self.streets) if hand.is_over else self.street_of.get(hand.street, 0)

    def _finish(self, hand: Hand) -> _Failure | None:
        """The checks once the actions are played: every card dealt, no hidden card shown, the final stacks."""
        end = len(self.streets)
        source = _source_of(hand)
        left = source.undealt()
        if left is not None:
            return _Failure(self._error(left[0], f"the rules never deal {self._named(left[1])} here", ActionProblem.DEAL), end)
        if self.giving:
            failure = self._routes(hand)
            if failure is not None:
                return failure
        self.unknown.update(source.unseen)
        for seat in hand.shown_seats if self.unknown else ():
            if any(c in self.unknown for c in hand.cards(seat)):
                last = len(self.notations) - 1
                error = self._error(last, f"p{seat + 1} reaches the showdown, but the history does not give all the player's cards", ActionProblem.UNSHOWN)
                return _Failure(error, end)  # other stand-ins may have the player drop or fold
        finishing = self.history.get("finishing_stacks")
        if finishing is None:
            return None
        if not hand.is_over and self.lenient and hand.actor is not None:  # the history ends on a skipped player
            failure = self._fill(hand, len(self.notations), None)
            if failure is not None:
                return failure
        if not hand.is_over:
            return _Failure(self._unfinished(hand), end)
        if not isinstance(finishing, list) or len(finishing) != self.players:
            return _Failure(PHHFieldError(f"finishing_stacks must be an array with one stack a player ({self.players}), got {short(finishing)}"), end, final=True)
        try:
            expected = self._finishing(finishing, hand)
        except PHHError as error:
            return _Failure(error, end, final=True)
        if expected != list(hand.stacks):
            raked = self._rake(hand, expected)
            if raked is not None:  # the room's rake: the hand reports it (hand.rake, a Raked event)
                hand._rake_after(raked)
                return None
            message = f"finishing_stacks say {short(expected)}, but replaying the actions gives {short(list(hand.stacks))}"
            return _Failure(PHHFieldError(message + (ante_hint(self.history) or odd_chip_hint(hand, expected))), end)
        return None

    def _rake(self, hand: Hand, expected: list[int]) -> dict[int, int] | None:
        """What each seat paid the house, if the recorded finishing stacks fall short of the replay's by
        a rake (RULES.md 6b): only winners short, by the history's ``_rake`` (or ``rake``) if it says one, else by
        at most a tenth of the pot (a larger shortfall is an error, not a rake); else ``None``."""
        short_by = {seat: got - want for seat, (got, want) in enumerate(zip(hand.stacks, expected)) if got != want}
        if any(amount < 0 for amount in short_by.values()):
            return None
        collected = hand.collected  # (not hand.results, which describes every winning hand)
        if not all(collected[seat] > 0 for seat in short_by):
            return None
        total = sum(short_by.values())
        said = self.history.get("_rake", self.history.get("rake"))
        if said is not None:
            return short_by if type(said) is int and said == total else None
        return short_by if 10 * total <= sum(collected) else None

    def _finishing(self, finishing: list[Any], hand: Hand) -> list[int]:
        """The stacks ``finishing_stacks`` give, as whole numbers: an unknown one (``inf``) as the
        replay's, for a player whose starting stack was unknown too."""
        unknown = self.history.unknown_stacks
        expected = []
        for seat, value in enumerate(finishing):
            if is_unknown(value) != (seat in unknown):
                start = "inf" if seat in unknown else short(self.history["starting_stacks"][seat])
                raise PHHFieldError(
                    f"finishing_stacks give p{seat + 1} {short(value)}, but its starting stack is {start}: "
                    "a stack is unknown (inf) at the end exactly when it is at the start"
                )
            expected.append(hand.stacks[seat] if seat in unknown else whole(value, "finishing_stacks"))
        return expected

    def _unfinished(self, hand: Hand) -> PHHError:
        """Why a history whose ``finishing_stacks`` say the hand is over does not finish it: with a
        player to act, the error of its last action, naming the player (it was skipped)."""
        if hand.actor is None or not self.notations:
            who = "nobody" if hand.actor is None else f"p{hand.actor + 1}"
            return PHHFieldError(f"finishing_stacks say the hand is over, but the replay stops with {who} to act")
        player = f"p{hand.actor + 1}"
        message = f"the history ends here with {player} to act, but finishing_stacks say the hand is over" + _LENIENT.format(player=player)
        return self._error(len(self.notations) - 1, message, ActionProblem.TURN, to_act=hand.actor)
    def _routes(self, hand: Hand) -> _Failure | None:
        """Check that the cards of each ``_discard`` went to the muck and those of each ``_pass pM``
        to player M, as the hand's :class:`~pokervariants.engine.events.Discarded` events say (a
        choice whose cards have not gone yet, as the history stops, goes nowhere)."""
        said: dict[int, deque[tuple[int, int | None]]] = {}  # each player's cards given up, in order: (action, to)
        for number in self.giving:
            n = self.notations[number]
            to = n.target if n.verb == "_pass" else None
            said.setdefault(n.actor, deque()).extend((number, to) for _ in n.cards)  # type: ignore[arg-type]  # a player action
        end = len(self.streets)
        for event in hand.events:
            if not isinstance(event, Discarded):
                continue
            queue = said.get(event.seat)
            if not queue:
                continue  # a card the rules took by themselves: the history need not say it
            number, to = queue.popleft()
            if event.to != to:
                went = "to the muck" if event.to is None else f"to p{event.to + 1}"
                write = f"'p{event.seat + 1} _discard cards'" if event.to is None else f"'p{event.seat + 1} _pass p{event.to + 1} cards'"
                return _Failure(self._error(number, f"the rules send these cards {went}: write {write}", ActionProblem.ROUTE), end)
        if hand.is_over:
            for queue in said.values():
                for number, to in queue:
                    if to is not None:
                        return _Failure(self._error(number, f"the rules never pass these cards to p{to + 1}", ActionProblem.ROUTE), end)
        return None

    def _cards_field(self, text: str, name: str) -> list[Card]:
        try:
            parsed = parse_phh_cards(text, -1, name)
        except PHHActionError as error:
            raise PHHFieldError(f"{name}: {error.reason}") from None
        if any(c is None for c in parsed):
            raise PHHFieldError(f"{name}: give every card (no ??), or leave the field out")
        return [c for c in parsed if c is not None]


_MATCH_POT = ActionKind.MATCH_POT
_SHOWDOWN = DecisionKind.SHOWDOWN
_SHOW = Action(ActionKind.SHOW)
_MUCK = Action(ActionKind.MUCK)


def _can_act(hand: Hand, seat: int) -> bool:
    """Whether the seat is in the hand with chips behind."""
    return not hand.folded[seat] and hand.stacks[seat] > 0


_LENIENT = ": the history skips {player} (replay(history, lenient=True) reads a skipped player as checking, or folding to a bet)"

_BETTING = frozenset((
    ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE, ActionKind.BRING_IN,
))  # fmt: skip
"""The actions of a betting round: one of them that ends the round can make the rules deal on."""


def _source_of(hand: Hand) -> HistorySource:
    """The history's source the hand deals from (its copy of the one the replay made)."""
    source = hand.source
    assert isinstance(source, HistorySource)  # the replay deals every hand it plays from one
    return source


def _pack_text(pack: range) -> str:
    """A pack as a message describes it: ``"sixes to aces, 0 jokers"``."""
    lowest = "" if pack.start == 0 else f"{Card(pack.start).rank.plural} to aces, "
    return f"{lowest}{pack.stop - 52} jokers"  # the jokers are the card numbers after the 52 cards
