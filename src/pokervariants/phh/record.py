"""Writing a hand played by this library as a PHH hand history.

The writer walks the hand's events (an :class:`~pokervariants.EventVisitor`)
and knows no game: a run of deals is one ``d dh pN cards`` line a player (one
line a card where deal hooks may earn extra cards, so an extra card follows
the one that earned it), board cards and laid gamble cards are ``d db``; the
players' actions are ``pb``, ``cbr`` (the total bet), ``cc`` (a check, a call,
a pot match with a commentary, a decision to continue), ``f``, and this
library's own ``ch card value`` (a paid change), ``xj joker card`` (a joker
exchanged from the scrap pile) and ``sd`` (stand); in a draw game ``sd cards``
discards them and a bare ``sd`` stands pat, the replacements following as
``d dh`` lines once everyone has drawn, as PokerKit writes them; a discard with
nothing in its place (its cards leave by :meth:`~pokervariants.engine.table.Table.discard_down`)
is this library's ``_discard cards`` (to the muck, or still to go when the hand
stops) or ``_pass pM cards`` (passed to player M); ``sm`` shows the cards a
player holds, in the order they were dealt (cards passed to the player last), and a bare ``sm`` is a muck at a
choosing showdown (PHH's notation: the cards left out). Drops, turned cards and payments
are commentary. A hand replayed from a history that hides cards is written with
``??`` where the replay dealt stand-ins (its source's ``hidden`` cards), so the
history says no more than the one it came from.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from ..core import ActionKind, Money
from ..engine.events import Acted, BoardRun, Burned, CommunityDealt, Dealt, Discarded, Dropped, Event, EventVisitor, GambleLaid, Paid, Posted, PostKind, Reshuffled, Shown, Turned
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..variants._money import money_of_game
from ._games import code_of, family_of, fields_of
from ._money import HAND_FIELDS, MONEY_FIELDS, in_money
from ._source import HistorySource
from .errors import PHHFieldError
from .history import HandHistory
from .notation import format_cards

__all__ = ["record"]

_VERBS = {
    ActionKind.BRING_IN: "pb",
    ActionKind.COMPLETE: "cbr",
    ActionKind.BET: "cbr",
    ActionKind.RAISE: "cbr",
    ActionKind.CALL: "cc",
    ActionKind.CHECK: "cc",
    ActionKind.MATCH_POT: "cc",
    ActionKind.CONTINUE: "cc",
    ActionKind.FOLD: "f",
    ActionKind.STAND: "sd",
    ActionKind.CHANGE: "ch",
    ActionKind.EXCHANGE: "xj",
    ActionKind.DRAW: "sd",
    ActionKind.SHOW: "sm",
    ActionKind.MUCK: "sm",
}


def record(hand: Hand, **extra: Any) -> HandHistory:
    """The hand history of ``hand`` (finished or not), with optional fields from ``extra``
    (``author=…``, ``players=[…]``).

    >>> from pokervariants import Razz, phh
    >>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    >>> hand.bring_in(); hand.fold()
    >>> history = phh.record(hand, players=["Ann", "Bob"])
    >>> history.variant, history.actions[-2:], history["finishing_stacks"]
    ('FR', ('p1 pb', 'p2 f'), [51, 49])
    """
    game: GameVariant = hand.variant
    code = code_of(game)
    if not code:
        raise PHHFieldError(f"{game.name} has no PHH variant code (set phh_code on the class to write its hands)")
    players = len(hand.starting_stacks)
    fields: dict[str, Any] = {"variant": code}
    fields.update(fields_of(game, players))
    source = hand.source
    unknown = source.unknown_stacks if isinstance(source, HistorySource) else frozenset()  # a replay's stacks the history did not know
    fields["starting_stacks"] = _stacks(hand.starting_stacks, unknown)
    scores = game.scores
    if scores and hand.starting_kitty:
        fields["_kitty"] = hand.starting_kitty
    hidden = frozenset(source.hidden) if isinstance(source, HistorySource) else frozenset()  # a replay's stand-ins
    money = hand.money
    inferred = {number: inference.reason for number, inference in source.inferred.items()} if isinstance(source, HistorySource) else {}
    draws = family_of(type(game)).reshuffle(game) is not None
    writer = _Writer(grouped=not game.deal_hooks, hidden=hidden, draws=draws, inferred=inferred, money=money)
    fields["actions"] = writer.walk(hand.events)
    burns = writer.burns
    if hidden:  # burns a history did not record come after those it did: write the known ones
        burns = next((burns[:i] for i, card in enumerate(burns) if card in hidden), burns)
    if burns:
        fields["_burned"] = format_cards(burns)
    if writer.reshuffles and not any(card in hidden for cards in writer.reshuffles for card in cards):
        fields["_reshuffled"] = [format_cards(cards) for cards in writer.reshuffles]  # (an order with stand-ins in it is left to the replay)
    if hand.is_over:
        if hand.rake:
            fields["_rake"] = hand.rake  # what the house took: outside PHH's fields, so _-prefixed (PokerKit reads a "rake" field as its rake function)
        fields["finishing_stacks"] = _stacks(hand.stacks, unknown)
        if scores:
            fields["_finishing_kitty"] = hand.kitty
    # A hand in cents writes its amounts in money: the hand's own, and its game's too when the game was
    # made in units (a replayed history); a game in cents gives its amounts as money already.
    fields = in_money(fields, money, HAND_FIELDS if money_of_game(game) == money else MONEY_FIELDS)
    for key, value in extra.items():
        fields[key] = value
    return HandHistory(fields)


def _stacks(stacks: tuple[int, ...], unknown: frozenset[int]) -> list[int | float]:
    """Stacks as a history writes them: ``inf`` where the replayed history did not know them."""
    return [math.inf if seat in unknown else stack for seat, stack in enumerate(stacks)]


class _Writer(EventVisitor[list[str]]):
    """The actions of a hand, from its events; runs of deals are written together."""

    def __init__(
        self, *, grouped: bool, hidden: frozenset[int] = frozenset(), draws: bool = False, inferred: dict[int, str] | None = None, money: Money = Money.WHOLE
    ) -> None:
        self.grouped = grouped
        self.money = money  # what a unit of the hand is worth: amounts are written in money
        self.inferred = inferred or {}  # a lenient replay's inferred actions, by player action: written with why, as commentary
        self.written = 0  # the player actions written so far
        self.draws = draws  # a draw game: a discard's cards that no Discarded event takes are replaced (sd)
        self.events: tuple[Event, ...] = ()
        self.routes: Iterator[int | None] | None = None  # where each discard's cards went, worked out at the first
        self.hidden = hidden  # stand-ins for cards a replayed history does not show: written as ??
        self.lines: list[str] = []
        self.run: list[Event] = []  # deals not yet written
        self.dealt_to: dict[int, list[int]] = {}  # each seat's cards in dealing order, for showing them
        self.burns: list[int] = []
        self.reshuffles: list[tuple[int, ...]] = []  # a draw game's reshuffled stubs, in order
        self.board: set[int] = set()  # community cards, which play in every hand but no one shows
        self.running = False  # in a later run of the board

    def walk(self, events: Iterable[Event]) -> list[str]:
        self.events = events = tuple(events)  # (a hand's events are a tuple already)
        return super().walk(events)

    def result(self) -> list[str]:
        self._flush()
        return self.lines

    def dealt(self, event: Dealt) -> None:
        self.dealt_to.setdefault(event.seat, []).append(event.card)
        self.run.append(event)

    def community_dealt(self, event: CommunityDealt) -> None:
        self.board.add(event.card)
        self.run.append(event)

    def gamble_laid(self, event: GambleLaid) -> None:
        self.run.append(event)

    def burned(self, event: Burned) -> None:
        if self.running:
            self._flush()  # a later run's streets, each its own deal (no street event parts them)
        self.burns.append(event.card)

    def acted(self, event: Acted) -> None:
        number, self.written = self.written, self.written + 1
        if number in self.inferred:
            self._write(f"p{event.seat + 1} {_VERBS[event.action.kind]} # inferred: {self.inferred[number]}")
            return
        action, player = event.action, f"p{event.seat + 1}"
        if action.kind is ActionKind.SHOW:
            return  # the Shown event that follows writes the cards
        verb = _VERBS[action.kind]
        if verb == "cbr":
            self._write(f"{player} cbr {self.money.text(action.amount)}")
        elif verb == "ch":
            self._write(f"{player} ch {self._cards(action.cards)} {action.amount}")
        elif verb == "xj":
            self._write(f"{player} xj {self._cards(action.cards)}")
        elif action.kind is ActionKind.DRAW and action.cards:
            if self.routes is None:
                self.routes = _routes(self.events, draws=self.draws)
            route = next(self.routes)
            if route == _DRAWN:
                self._write(f"{player} sd {self._cards(action.cards)}")
            elif route is None:
                self._write(f"{player} _discard {self._cards(action.cards)}")
            else:
                self._write(f"{player} _pass p{route + 1} {self._cards(action.cards)}")
        elif action.kind is ActionKind.MATCH_POT:
            self._write(f"{player} cc # match the pot: {self.money.text(action.amount)}")
        else:
            self._write(f"{player} {verb}")

    def board_run(self, event: BoardRun) -> None:
        kept = f", keeping its first {event.kept} card{'' if event.kept == 1 else 's'}" if event.kept else ""
        self._write(f"# the board is run again (run {event.run}){kept}")
        self.running = True

    def shown(self, event: Shown) -> None:
        if event.run != 1:
            return  # the same cards on another run's board: shown once
        dealt = {card: i for i, card in enumerate(self.dealt_to.get(event.seat, []))}
        own = [c for c in event.cards if c not in self.board]
        held = sorted(own, key=lambda c: dealt.get(c, len(dealt)))  # dealing order; any card taken from elsewhere last
        self._write(f"p{event.seat + 1} sm {self._cards(held)}")

    def discarded(self, event: Discarded) -> None:
        self._flush()  # said by the action that chose the card (a pass may come after the others' choices)

    def reshuffled(self, event: Reshuffled) -> None:
        self.reshuffles.append(event.cards)
        if event.kept:
            self._write(f"# the stub runs short: the discards are reshuffled beneath its last {event.kept} card{'s' if event.kept > 1 else ''}")
        else:
            self._write("# the stub is empty: the discards are reshuffled to make a new one")

    def dropped(self, event: Dropped) -> None:
        self._write(f"# p{event.seat + 1} drops: {event.reason}")

    def turned(self, event: Turned) -> None:
        self._write(f"# p{event.seat + 1} turns {self._cards([event.card])}")

    def paid(self, event: Paid) -> None:
        payer = "the kitty" if event.payer is None else f"p{event.payer + 1}"
        payee = "the kitty" if event.payee is None else f"p{event.payee + 1}"
        self._write(f"# {payer} pays {self.money.text(event.amount)} to {payee} ({event.reason})")

    def posted(self, event: Posted) -> None:
        if event.kind == PostKind.ANTE:  # the antes are the history's fields
            self.other(event)
        elif event.kind == PostKind.POST:  # a live post: the blinds_or_straddles field's negative entry
            self._write(f"# p{event.seat + 1} posts {self.money.text(event.amount)} (a live post)")
        else:  # a blind, or a fee a deal hook charged: the replay posts it again, so this is for the reader
            self._write(f"# p{event.seat + 1} posts {event.kind} {self.money.text(event.amount)}")

    def other(self, event: Event) -> None:
        self._flush()  # the end of a run of deals (a street begins, a pot is awarded)

    def _write(self, line: str) -> None:
        self._flush()
        self.lines.append(line)

    def _flush(self) -> None:
        run, self.run = self.run, []
        if self.grouped:
            seats: dict[int, list[int]] = {}
            for e in run:
                if isinstance(e, Dealt):
                    seats.setdefault(e.seat, []).append(e.card)
            self.lines += [f"d dh p{seat + 1} {self._cards(cards)}" for seat, cards in seats.items()]
            board = [e for e in run if isinstance(e, CommunityDealt)]
            if board:  # a run of community cards is one deal: the flop is "d db AsKsQs"
                self.lines.append(f"d db {self._cards([e.card for e in board])}")
            self.lines += [self._board(e) for e in run if not isinstance(e, (Dealt, CommunityDealt))]
            return
        for e in run:
            if isinstance(e, Dealt):
                self.lines.append(f"d dh p{e.seat + 1} {self._cards([e.card])}" + (" # extra card" if e.extra else ""))
            else:
                self.lines.append(self._board(e))

    def _cards(self, cards: Iterable[int]) -> str:
        if not self.hidden:
            return format_cards(cards)
        return "".join("??" if card in self.hidden else format_cards((card,)) for card in cards)

    def _board(self, event: Event) -> str:
        if isinstance(event, GambleLaid):
            return f"d db {self._cards([event.card])} # gamble card: stake {event.stake}"
        assert isinstance(event, CommunityDealt)
        return f"d db {self._cards([event.card])}"


_DRAWN = -1
"""The route of a discard whose cards were replaced: a draw (``sd``)."""


def _routes(events: Sequence[Event], *, draws: bool) -> Iterator[int | None]:
    """Where the cards of each discard (an :class:`Acted` draw naming cards) went, in order: ``None``
    to the muck, a seat they were passed to, or, where no :class:`Discarded` event takes them, in a
    game with ``draws`` ``_DRAWN`` (new cards take their place), else ``None`` too (not yet anywhere:
    a choice whose cards go once everyone has chosen, in a hand that stops before). A card's
    :class:`Discarded` event answers the latest discard by its seat that names it."""
    if Discarded not in map(type, events):  # the usual case: nothing given up without a draw
        return itertools.repeat(_DRAWN if draws else None)
    routes: list[set[int | None]] = []
    named: dict[tuple[int, int], list[int]] = {}  # (seat, card): the discards naming it, in order
    for event in events:
        if isinstance(event, Acted) and event.action.kind is ActionKind.DRAW and event.action.cards:
            for card in event.action.cards:
                named.setdefault((event.seat, card), []).append(len(routes))
            routes.append(set())
        elif isinstance(event, Discarded):
            choices = named.get((event.seat, event.card))
            if choices:
                routes[choices.pop()].add(event.to)
    result: list[int | None] = []
    for number, went in enumerate(routes):
        if len(went) > 1:
            places = sorted("the muck" if to is None else f"p{to + 1}" for to in went)
            raise PHHFieldError(f"discard {number + 1} of the hand sends its cards to {' and '.join(places)}: an action is written with one place for its cards")
        result.append(went.pop() if went else _DRAWN if draws else None)
    return iter(result)
