"""A hand's events told: as lines of text by a :class:`Narrator` (``play`` and ``replay`` share it) and as JSON
objects by :func:`event_json`."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import attrs

from ..core import Action, ActionKind, Card, Money
from ..engine.events import (
    Acted,
    Awarded,
    BoardRun,
    Burned,
    CommunityDealt,
    Dealt,
    Discarded,
    Raked,
    Dropped,
    Event,
    GambleLaid,
    HandStarted,
    Paid,
    Posted,
    Reshuffled,
    Returned,
    Shown,
    StreetStarted,
    Turned,
)
from ..engine.positions import DealBoard
from ..variants._money import money_of_game
from .rankings import SHORT_LABELS
from .style import PLAIN, CardStyle

__all__ = ["Narrator", "event_json", "reshuffle_text"]


class Narrator:
    """Turns a hand's events into lines of text, as one seat sees them (``viewer``) or as everyone does (``None``).

    ``names`` names each seat; the one called ``"you"`` gets the second person. Where players
    do not see their own face-down cards (``owner_sees_down_cards=False``, as in Bailey's Poker),
    a viewer sees only face-up cards; ``street_label`` says how a street's name reads; with
    ``board`` the game deals a board every hand (flop games), and community cards read as the
    board rather than as stud's rare shared card; unless the game ``draws`` (its ``draws_cards``), a
    discard names no draw: its cards are given up, to the muck or passed on (a game of your own).
    :meth:`for_game` takes them from the game.
    Cards are written in ``style``: plain text unless a terminal's symbols and colour are asked for.
    """

    def __init__(
        self,
        names: Sequence[str],
        *,
        viewer: int | None = None,
        owner_sees_down_cards: bool = True,
        street_label: str = "{} street",
        board: bool = False,
        hidden: Collection[int] = (),
        style: CardStyle = PLAIN,
        draws: bool = True,
        money: Money = Money.WHOLE,
    ) -> None:
        self.draws = draws
        self.money = money
        """What a unit of the hand is worth: amounts are told in money (``3.50`` in a game in cents)."""
        self.hidden = frozenset(hidden)
        """Cards told as ``??``: a replayed history's stand-ins for the cards it does not show."""
        self.names = list(names)
        self.viewer = viewer
        self.owner_sees_down_cards = owner_sees_down_cards
        self.street_label = street_label
        self.board = board
        self.ran_again = False  # the board of the hand told was run more than once: its first run's awards say so
        self.style = style
        """How cards are written (:data:`~pokervariants.cli.style.PLAIN` text by default)."""

    @classmethod
    def for_game(
        cls, game: Any, names: Sequence[str], *, viewer: int | None = None, hidden: Collection[int] = (), style: CardStyle = PLAIN,
        money: Money | None = None,
    ) -> Narrator:
        """A narrator telling hands of ``game`` as the game says they read (``hidden`` cards as ``??``, cards in ``style``)."""
        return cls(
            names,
            viewer=viewer,
            owner_sees_down_cards=getattr(game, "owner_sees_down_cards", True),
            street_label=getattr(game, "street_label", "{} street"),
            board=deals_board(game),
            hidden=hidden,
            style=style,
            draws=bool(getattr(game, "draws_cards", False)),
            money=money if money is not None else money_of_game(game),
        )

    def card(self, card: Card) -> str:
        """A card as told: in the narrator's style, or ``??`` for a history's stand-in."""
        return self.style.hidden if card in self.hidden else self.style.card(card)

    def cards(self, cards: Sequence[Card], separator: str = " ") -> str:
        """Cards as told, separated by spaces (or ``separator``)."""
        return separator.join(map(self.card, cards))

    def sees(self, seat: int, face_up: bool) -> bool:
        """Whether the viewer sees a card dealt to ``seat`` face up or down."""
        return face_up or self.viewer is None or (seat == self.viewer and self.owner_sees_down_cards)

    def _says(self, seat: int | None, you: str, they: str) -> str:
        if seat is None:
            return f"the kitty {they}"
        name = self.names[seat]
        return f"{name} {you if name == 'you' else they}"

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The story of ``events``: runs of deals and of antes are told together."""
        out: list[str] = []
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, (Dealt, Posted)) or (self.board and isinstance(event, CommunityDealt)):
                j = i
                while j < len(events) and type(events[j]) is type(event):
                    j += 1
                if isinstance(event, CommunityDealt):
                    out.append(f"  dealt to the board: {self.style.cards(e.card for e in events[i:j] if isinstance(e, CommunityDealt))}")
                else:
                    out += self._deals(events[i:j]) if isinstance(event, Dealt) else self._antes(events[i:j])
                i = j
                continue
            if isinstance(event, Discarded):  # a player's cards passed together are told together
                j = i
                while j < len(events) and isinstance(later := events[j], Discarded) and (later.seat, later.to) == (event.seat, event.to):
                    j += 1
                line = self._given([e.card for e in events[i:j] if isinstance(e, Discarded)], event.seat, event.to)
                if line is not None:
                    out.append(line)
                i = j
                continue
            line = self.line(event)
            if line is not None:
                out.append(line)
            i += 1
        return out

    def _given(self, cards: Sequence[Card], seat: int, to: int | None) -> str | None:
        """Cards a player gave up: nothing to tell for the muck (the action said what went); a pass says where."""
        if to is None:
            return None
        seen = self.sees(seat, False) or self.sees(to, False)
        what = self.cards(cards) if seen else f"{len(cards)} card{'s' if len(cards) > 1 else ''}"
        return f"  {self._says(seat, 'pass', 'passes')} {what} to {self.names[to]}"

    def _deals(self, run: Sequence[Event]) -> list[str]:
        seats: dict[int, list[Dealt]] = {}
        for event in run:
            assert isinstance(event, Dealt)
            seats.setdefault(event.seat, []).append(event)
        out = []
        for seat, dealt in seats.items():
            down = [self.card(e.card) if self.sees(seat, False) else self.style.hidden for e in dealt if not e.face_up]
            up = [self.card(e.card) for e in dealt if e.face_up]
            parts = ([f"{' '.join(down)} down"] if down else []) + ([f"{' '.join(up)} up"] if up else [])
            extra = " (an extra card)" if any(e.extra for e in dealt) else ""
            out.append(f"  {self._says(seat, 'are dealt', 'is dealt')} {' and '.join(parts)}{extra}")
        return out

    def _antes(self, run: Sequence[Event]) -> list[str]:
        posted = [e for e in run if isinstance(e, Posted)]
        text = self.money.text
        amounts = {(e.kind, text(e.amount)) for e in posted}
        if len(amounts) == 1 and len(posted) == len(self.names):
            kind, amount = amounts.pop()
            return [f"  everyone posts {kind} {amount}"]
        return [f"  {self._says(e.seat, 'post', 'posts')} {e.kind} {text(e.amount)}" for e in posted]

    def line(self, event: Event) -> str | None:
        """One event as a line of text (``None`` for none)."""
        if isinstance(event, HandStarted):
            self.ran_again = False
            stacks = ", ".join(f"{self.names[s]} {self.money.text(v)}" for s, v in enumerate(event.stacks))
            kitty = f"; kitty {event.kitty}" if event.kitty else ""
            return f"{event.variant}: {len(event.stacks)} players ({stacks}){kitty}"
        if isinstance(event, StreetStarted):
            return f"-- {self.street_label.format(event.street)} --"
        if isinstance(event, Acted):
            if event.action.kind is ActionKind.SHOW:
                return None  # the Shown event that follows tells the cards
            return f"  {self._acted(event.seat, event.action)}"
        if isinstance(event, Shown):
            if event.run != 1:  # the same hole cards on another run's board
                return f"  on run {event.run}, {self._says(event.seat, 'have', 'has')} {self.style.cards(event.cards)}: {self.values(event)}"
            return f"  {self._says(event.seat, 'show', 'shows')} {self.style.cards(event.cards)}: {self.values(event)}"
        if isinstance(event, BoardRun):
            self.ran_again = True
            kept = f", keeping its first {event.kept} card{'' if event.kept == 1 else 's'}" if event.kept else ""
            return f"-- the board is run again: run {event.run}{kept} --"
        return self._other(event)

    def _other(self, event: Event) -> str | None:
        if isinstance(event, Awarded):
            share = f" ({event.share})" if event.share != "all" else ""
            pot = f" from side pot {event.pot}" if event.pot else ""
            hand = event.hand
            run = f" on run {event.run}" if event.run != 1 or self.ran_again else ""
            return f"  {self._says(event.seat, 'win', 'wins')} {self.money.text(event.amount)}{share}{pot}{run}" + (f" with {hand}" if hand is not None else "")
        if isinstance(event, Returned):
            return f"  {self.money.text(event.amount)} uncalled goes back to {self.names[event.seat]}"
        if isinstance(event, Dropped):
            return f"  {self._says(event.seat, 'drop', 'drops')} out: {event.reason}"
        if isinstance(event, Burned):
            return f"  a card is burned{'' if self.viewer is not None or event.card in self.hidden else f' ({self.style.card(event.card)})'}"
        if isinstance(event, CommunityDealt):
            return f"  community card {self.style.card(event.card)}: it plays in every hand"
        if isinstance(event, GambleLaid):
            return f"  gamble card {self.style.card(event.card)}: +{event.value}, the stake is {event.stake}"
        if isinstance(event, Turned):
            return f"  {self._says(event.seat, 'turn', 'turns')} {self.style.card(event.card)}"
        if isinstance(event, Reshuffled):
            return f"  {reshuffle_text(event.kept)}"
        if isinstance(event, Discarded):
            return self._given([event.card], event.seat, event.to)
        if isinstance(event, Raked):
            return f"  the house rakes {self.money.text(event.amount)}" + (" from the main pot" if event.pot == 0 else f" from side pot {event.pot}")
        if isinstance(event, Paid):
            payee = "the kitty" if event.payee is None else self.names[event.payee]
            return f"  {self._says(event.payer, 'pay', 'pays')} {self.money.text(event.amount)} to {payee} ({event.reason})"
        return None

    def _acted(self, seat: int, action: Action) -> str:
        kind, amount = action.kind, action.amount
        if kind is ActionKind.DRAW:  # what goes is seen by its owner alone; how many, by everyone
            if not action.cards:
                return self._says(seat, "stand pat", "stands pat")
            if self.sees(seat, False):
                cards = self.cards(action.cards)
                return self._says(seat, f"discard {cards}", f"discards {cards}")
            count = len(action.cards)
            if not self.draws:  # nothing comes in their place
                return self._says(seat, f"give up {count} card{'s' if count > 1 else ''}", f"gives up {count} card{'s' if count > 1 else ''}")
            return self._says(seat, f"draw {count}", f"draws {count}")
        cards = self.style.cards(action.cards)
        told = str(amount) if kind is ActionKind.CHANGE else self.money.text(amount)  # a change's amount is Bailey's points
        text = {
            ActionKind.FOLD: ("fold", "folds"),
            ActionKind.CHECK: ("check", "checks"),
            ActionKind.CALL: (f"call {told}", f"calls {told}"),
            ActionKind.BRING_IN: (f"bring in for {told}", f"brings in for {told}"),
            ActionKind.COMPLETE: (f"complete to {told}", f"completes to {told}"),
            ActionKind.BET: (f"bet {told}", f"bets {told}"),
            ActionKind.RAISE: (f"raise to {told}", f"raises to {told}"),
            ActionKind.MATCH_POT: (f"match the pot: {told}", f"matches the pot: {told}"),
            ActionKind.CHANGE: (f"change {cards}, valued {told}", f"changes {cards}, valued {told}"),
            ActionKind.EXCHANGE: (f"exchange {self.style.cards(action.cards, ' for ')}", f"exchanges {self.style.cards(action.cards, ' for ')}"),
            ActionKind.STAND: ("stand", "stands"),
            ActionKind.CONTINUE: ("continue", "continues"),
            ActionKind.SHOW: ("show", "shows"),
            ActionKind.MUCK: ("muck", "mucks"),
        }.get(kind, (self.style.text(str(action)),) * 2)
        return self._says(seat, *text)

    @staticmethod
    def values(event: Shown) -> str:
        """A shown hand described under each of the game's rankers (hi/lo games: ``high: …; low: …``)."""
        values = event.values
        if len(values) == 1:
            return str(values[0])
        names = [SHORT_LABELS.get(label, label) for label in event.labels]
        return "; ".join(f"{n}: {v if v is not None else f'no qualifying {n}'}" for n, v in zip(names, values))


def reshuffle_text(kept: int) -> str:
    """What a draw game's reshuffle does, in words: the discards go beneath the ``kept`` cards left in the
    stub, or, with none left, make a new stub (the same words as :mod:`pokervariants.render`'s).

    >>> reshuffle_text(1), reshuffle_text(3)
    ('the stub runs short: the discards are shuffled beneath its last card', 'the stub runs short: the discards are shuffled beneath its last 3 cards')
    >>> reshuffle_text(0)
    'the stub is empty: the discards are shuffled to make a new one'
    """
    if kept == 0:
        return "the stub is empty: the discards are shuffled to make a new one"
    return f"the stub runs short: the discards are shuffled beneath its last {'card' if kept == 1 else f'{kept} cards'}"


def deals_board(game: Any) -> bool:
    """Whether ``game`` deals a board of community cards every hand (a flop game)."""
    program = getattr(game, "program", None)
    return program is not None and any(isinstance(phase, DealBoard) for _, phase in program.steps)


def event_json(event: Event) -> dict[str, Any]:
    """An event as a JSON object: ``type`` (the event class's name) and its fields, cards as text.

    Shown hands get ``hands`` (each ranker's description, ``null`` for no qualifying low) and
    awards ``hand`` (the winning hand's description, ``null`` when everyone else folded); both
    carry ``run`` when the board was run more than once and they belong to a later run.

    >>> from pokervariants.engine.events import Acted
    >>> from pokervariants import Action, ActionKind
    >>> from pokervariants.cli import event_json
    >>> event_json(Acted(1, Action(ActionKind.RAISE, 10), 8))
    {'type': 'Acted', 'seat': 1, 'action': {'kind': 'raise', 'amount': 10, 'cards': []}, 'added': 8}
    """
    data: dict[str, Any] = {"type": type(event).__name__}
    for field in attrs.fields(type(event)):
        if field.name not in ("values", "labels") and not (field.name == "run" and getattr(event, "run") == 1):  # a run: only a later one's
            data[field.name] = _jsonable(getattr(event, field.name))
    if isinstance(event, Shown):
        data["hands"] = [None if v is None else str(v) for v in event.values]
    elif isinstance(event, Awarded):
        won = event.hand
        data["hand"] = None if won is None else str(won)
    return data


def _jsonable(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Action):
        return {"kind": value.kind.value, "amount": value.amount, "cards": [str(c) for c in value.cards]}
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value
