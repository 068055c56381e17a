"""The table: everything a hand holds, and the effects that change it.

A :class:`Table` is the state of one hand in progress: the seats' chips, bets
and cards, the board, public piles, dead money, the kitty, the variant's own
per-hand state, the card source and the event log. Phases, decision policies
and deal hooks read it; they change it only through its effect methods
(:meth:`Table.put`, :meth:`Table.deal`, :meth:`Table.transfer` …), each of
which applies one change and logs it. The engine (:class:`~pokervariants.Hand`)
owns the table and runs the variant's program over it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Final

from ..core import Card, CardNotHeldError, DeckExhaustedError
from .events import (
    Burned,
    CommunityDealt,
    Dealt,
    Discarded,
    Dropped,
    Event,
    Paid,
    Posted,
    PostKind,
    Reshuffled,
    Returned,
    StateChanged,
    Turned,
)
from .held import CardsHeld
from .hooks import apply_effects, run_hooks
from .protocols import BOARD, BURN

if TYPE_CHECKING:
    from .hooks import ContextDealHook, Effect
    from .protocols import CardSource, DecisionPolicy, GameVariant, Phase, Ranker

__all__ = ["MUCK", "CardsHeld", "Table"]

MUCK: Final = "muck"
"""The public pile the cards :meth:`Table.discard_down` takes out of play go to (``hand.pile(MUCK)``)."""


def all_flat(rankers: Sequence[Ranker]) -> bool:
    """Whether every one of ``rankers`` ranks a flat set of cards (its ``flat``), so that a plain
    tuple of a seat's cards will do for them."""
    return all(getattr(ranker, "flat", False) for ranker in rankers)


LogEntry = tuple[Any, ...]
"""One entry of a hand's log: what makes its event (or, for a whole deal, its events), followed by
the fields to make it from (one flat tuple: an entry is logged at every action, and one tuple is
quicker to make than two)."""


_SLOTS: Final = (
    "variant",
    "seats",
    "start",
    "stacks",
    "bets",
    "contributed",
    "folded",
    "in_hand",
    "down",
    "up",
    "board",
    "piles",
    "dead",
    "start_kitty",
    "kitty",
    "state",
    "source",
    "log",
    "street",
    "street_name",
    "aggressor",
    "opened_by",
    "last_forced",
    "scheduled",
    "owed",
    "hooks",
    "program",
    "pc",
    "shown",
    "shown_cards",
    "showdown_rankers",
    "winner",
    "_live",
    "deal_effects",
    "mucked",
    "dealing_out",
    "runs",
)
"""A table's fields: its slots, and what a pickle of it holds."""


class Table:
    """The state of one hand: read by phases, policies and hooks, changed through its effect methods.

    Seats are numbered in dealing order from 0. Chips are ints and conserved:
    what leaves a stack goes to a bet, the pot, dead money, another seat or the
    kitty, and every move is an effect that logs an event.
    """

    __slots__ = _SLOTS
    # Slots: attribute reads are the engine's commonest operation, and a slotted object keeps them
    # quick however many fields it has and however it was made (a copy included).

    def __init__(self, variant: GameVariant, stacks: Sequence[int], source: CardSource, *, kitty: int = 0, state: object = None) -> None:
        n = len(stacks)
        self.variant = variant
        self.seats = n
        self.start = tuple(stacks)
        self.stacks = list(stacks)
        self.bets = [0] * n
        """Each seat's bet in the current betting round."""
        self.contributed = [0] * n
        """What each seat has put in the pots (current bets included)."""
        self.folded = [False] * n
        self.in_hand = n
        """How many seats have not folded."""
        self._live = (n, tuple(range(n)))
        self.down: list[list[Card]] = [[] for _ in range(n)]
        self.up: list[list[Card]] = [[] for _ in range(n)]
        self.board: list[Card] = []
        self.piles: dict[str, list[Card]] = {}
        """Public piles by name (Bailey's Poker's gamble cards and scrap pile)."""
        self.dead = 0
        """Dead money: in the main pot whoever paid it (pot matches, fees)."""
        self.start_kitty = kitty
        self.kitty = kitty
        self.state = state
        """The variant's own per-hand state (an immutable value), or ``None``."""
        self.source = source
        self.log: list[LogEntry] = []
        self.street = -1
        """The index of the current stage of the program."""
        self.street_name = ""
        self.aggressor: int | None = None
        """The last seat to bet or raise in the latest betting round (it shows first)."""
        self.opened_by: int | None = None
        self.last_forced: int | None = None
        """The seat of the largest blind or straddle, the later on a tie (the first to act before the flop sits after it)."""
        """The seat that acted first in the latest betting round."""
        self.scheduled: list[tuple[DecisionPolicy, int]] = []
        """Decisions deal hooks set off, for seats in dealing order, run before the street's betting."""
        self.owed = 0
        """Cards still to deal in the current card round (a hook's extra card never takes them)."""
        self.hooks: tuple[ContextDealHook, ...] = getattr(variant, "hooks", ())
        """The variant's deal hooks, each in the ``on_deal(dealt, table)`` form."""
        self.deal_effects: tuple[tuple[Effect, ...], ...] | None = getattr(variant, "deal_effects", None)
        """What each card sets off, asked of simple hooks once per game (see :func:`~pokervariants.engine.hooks.effect_table`)."""
        self.program: tuple[tuple[int, Phase], ...] = ()
        """The variant's program, one ``(stage index, phase)`` a step (the engine sets it)."""
        self.pc = 0
        """The step of :attr:`program` running now."""
        self.shown: dict[int, tuple[int, ...]] = {}
        """Each shown seat's rank under each showdown ranker."""
        self.shown_cards: dict[int, Sequence[Card]] = {}
        """Each shown seat's cards, as the showdown rankers saw them."""
        self.mucked: list[int] = []
        """The seats that mucked at a choosing showdown, in the order they mucked."""
        self.dealing_out = False
        """Whether the hand is dealt out to the showdown for equity: everyone stays in, and shows."""
        self.showdown_rankers: tuple[Ranker, ...] = ()
        """The rankers the showdown used (for the settlement)."""
        self.winner: int | None = None
        """The one seat the settlement gave everything to (``None``: a split, a tie, or not settled)."""
        self.runs: list[list[Card]] = []
        """The boards of the runs after the first, when the board is run more than once (:mod:`~pokervariants.engine.runs`)."""

    # --- reading ------------------------------------------------------------------------------

    def live(self) -> tuple[int, ...]:
        """The seats still in the hand, in seat order."""
        known, live = self._live
        if known == self.in_hand:  # a fold always lowers in_hand: the seats are as last counted
            return live
        folded = self.folded
        live = tuple([s for s in range(self.seats) if not folded[s]])
        self._live = (self.in_hand, live)
        return live

    def can_act(self, seat: int) -> bool:
        """Whether the seat is in the hand with chips behind."""
        return not self.folded[seat] and self.stacks[seat] > 0

    def held(self, seat: int) -> CardsHeld:
        """The seat's cards for a ranker: down, up and the board."""
        return CardsHeld(self.down[seat], self.up[seat], self.board)

    def holding(self, seat: int, rankers: Sequence[Ranker]) -> Sequence[Card]:
        """The seat's cards as ``rankers`` need them: a plain tuple (down, up, board) when all of them
        rank a flat set of cards (``flat``), which is quicker to make, otherwise a :class:`CardsHeld`."""
        return self.cards_for(seat, all_flat(rankers))

    def cards_for(self, seat: int, flat: bool) -> Sequence[Card]:
        """:meth:`holding` for rankers already known to be ``flat`` or not (a showdown asks once)."""
        if flat:
            return (*self.down[seat], *self.up[seat], *self.board)
        return CardsHeld(self.down[seat], self.up[seat], self.board)

    def pile(self, name: str) -> list[Card]:
        """The public pile called ``name`` (made empty on first use)."""
        return self.piles.setdefault(name, [])

    def pot_total(self) -> int:
        """Everything in the pot now: contributions and dead money."""
        total = self.dead
        for put in self.contributed:  # (a loop: compiled, sum is a Python call)
            total += put
        return total

    # --- effects ------------------------------------------------------------------------------

    def record(self, kind: Callable[..., Event], *fields: Any) -> None:
        """Log an event (made when someone reads the events: most hands are never inspected)."""
        self.log.append((kind, *fields))

    def post(self, seat: int, amount: int, kind: PostKind) -> int:
        """A forced payment into the pot (an ante), as much of ``amount`` as the seat has; returns it."""
        amount = min(amount, self.stacks[seat])
        if amount:
            self.stacks[seat] -= amount
            self.contributed[seat] += amount
            self.log.append((Posted, seat, kind, amount))
        return amount

    def post_bet(self, seat: int, amount: int, kind: PostKind) -> int:
        """A forced live bet (a blind or straddle), as much of ``amount`` as the seat has; returns it."""
        amount = min(amount, self.stacks[seat])
        if amount:
            self.stacks[seat] -= amount
            self.contributed[seat] += amount
            self.bets[seat] += amount
            self.log.append((Posted, seat, kind, amount))
        return amount

    def post_all(self, amount: int, kind: PostKind) -> None:
        """Every seat posts ``amount`` (or the rest of a smaller stack) into the pot: the antes."""
        stacks, contributed, log = self.stacks, self.contributed, self.log
        for seat, stack in enumerate(stacks):
            paid = amount if amount <= stack else stack
            if paid:
                stacks[seat] = stack - paid
                contributed[seat] += paid
                log.append((Posted, seat, kind, paid))

    def put(self, seat: int, to: int) -> int:
        """Make the seat's bet this round reach ``to`` chips; returns the chips added."""
        added = to - self.bets[seat]
        if added:
            self.stacks[seat] -= added
            self.contributed[seat] += added
            self.bets[seat] = to
        return added

    def post_dead(self, seat: int, amount: int, kind: PostKind) -> int:
        """A forced payment of dead money into the main pot (a big-blind ante), as much of
        ``amount`` as the seat has; returns it. Unlike :meth:`post` it is nobody's contribution,
        so it makes no side pot: whoever wins the main pot takes it."""
        amount = min(amount, self.stacks[seat])
        if amount:
            self.stacks[seat] -= amount
            self.dead += amount
            self.log.append((Posted, seat, kind, amount))
        return amount

    def pay_dead(self, seat: int, amount: int) -> None:
        """Dead money from the seat into the main pot (a pot match, a fee): not a bet."""
        self.stacks[seat] -= amount
        self.dead += amount

    def fold(self, seat: int) -> None:
        """The seat is out of the hand."""
        self.folded[seat] = True
        self.in_hand -= 1

    def drop(self, seat: int, reason: str) -> None:
        """The seat is out of the hand without choosing (it could not pay), and the log says why."""
        self.fold(seat)
        self.log.append((Dropped, seat, reason))

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        """The next card from the source, for ``seat`` (or :data:`~pokervariants.engine.protocols.BOARD`, :data:`~pokervariants.engine.protocols.BURN`)."""
        try:
            return self.source.draw(seat, face_up, extra) if extra else self.source.draw(seat, face_up)
        except DeckExhaustedError as error:
            raise self._exhausted(error) from None

    def _exhausted(self, error: DeckExhaustedError) -> DeckExhaustedError:
        """The error to raise when the source could not give a card: what it said, or, when it is
        simply empty, where the hand was."""
        if self.source.remaining:
            return error
        return DeckExhaustedError(
            f"the deck ran out on {self.street_name}: a card is needed and none is left; "
            "stack more cards, or use Deck.stacked(..., fill=True)"
        )

    def deal(self, seat: int, face_up: bool, *, extra: bool = False) -> Card:
        """Deal the seat a card, face up or down, and carry out what the variant's deal hooks make of it."""
        try:  # self.draw(seat, face_up, extra), inline: this runs for every card a hook may see
            card = self.source.draw(seat, face_up, extra) if extra else self.source.draw(seat, face_up)
        except DeckExhaustedError as error:
            raise self._exhausted(error) from None
        (self.up if face_up else self.down)[seat].append(card)
        self.log.append((Dealt, seat, card, face_up, extra) if extra else (Dealt, seat, card, face_up))
        if self.hooks:
            known = self.deal_effects
            if known is None:
                run_hooks(self, seat, card, face_up, extra)
            elif known[card * 4 + face_up * 2 + extra]:  # most cards set off nothing
                apply_effects(self, seat, known[card * 4 + face_up * 2 + extra])
        return card

    def deal_community(self) -> Card:
        """One face-up card that plays in every hand (the stud rule when the pack runs short)."""
        card = self.draw(BOARD, True)
        self.board.append(card)
        self.log.append((CommunityDealt, card))
        return card

    def burn(self) -> Card:
        """Take the top card out of play, face down."""
        card = self.draw(BURN, False)
        self.log.append((Burned, card))
        return card

    def lay(self, pile: str) -> Card:
        """Lay the top card face up on a public pile (the caller logs what it means)."""
        card = self.draw(BOARD, True)
        self.pile(pile).append(card)
        return card

    def turn(self, seat: int) -> Card:
        """Turn the seat's next face-down card face up."""
        card = self.down[seat].pop(0)
        self.up[seat].append(card)
        self.log.append((Turned, seat, card))
        return card

    def discard(self, seat: int, card: Card, pile: str) -> None:
        """Take a face-up card from the seat onto a public pile (the caller logs what it means; a
        face-down card leaves by :meth:`discard_down`). :class:`~pokervariants.CardNotHeldError`
        if the seat holds no such card face up."""
        up = self.up[seat]
        if card not in up:
            raise CardNotHeldError(card, seat=seat, held=tuple(up), where="face up" + (": it is face down (discard_down)" if card in self.down[seat] else ""))
        up.remove(card)
        self.pile(pile).append(card)

    def discard_down(self, seat: int, card: Card, *, to: int | None = None) -> None:
        """Take the face-down ``card`` out of the seat's hand with nothing in its place: into the muck
        (the public pile :data:`MUCK`), or with ``to`` face down to the end of that seat's hand (a
        pass). Logs a :class:`~pokervariants.engine.events.Discarded` event, which a hand history
        writes (:doc:`/phh`).

        Raises :class:`~pokervariants.CardNotHeldError` if the seat holds no such card face down,
        and ``ValueError`` for a ``to`` that is not another seat; either way nothing changes.
        """
        down = self.down[seat]
        if card not in down:
            where = "face down" + (": it is face up" if card in self.up[seat] else "")
            raise CardNotHeldError(card, seat=seat, held=tuple(down), where=where)
        if to is not None and (type(to) is not int or not 0 <= to < self.seats or to == seat):
            raise ValueError(f"a card passes to another seat, 0 to {self.seats - 1} but not {seat}, or to the muck (to=None); got to={to!r}")
        down.remove(card)
        if to is None:
            self.pile(MUCK).append(card)
        else:
            self.down[to].append(card)
        self.log.append((Discarded, seat, card, to))

    def reshuffle(self, pile: str, keep: Collection[Card] = ()) -> tuple[Card, ...]:
        """Shuffle the public pile called ``pile`` (a draw game's discards) beneath what is left of the
        stub, all but the cards in ``keep`` (this draw's discards of the player being served and of
        the players after), which stay on the pile."""
        cards = self.pile(pile)
        kept = [c for c in cards if c in keep]
        restock = getattr(self.source, "restock", None)
        if restock is None:
            raise DeckExhaustedError(f"the stub ran short, and this card source ({type(self.source).__name__}) cannot take back the discards")
        left = self.source.remaining
        order = tuple(restock([c for c in cards if c not in keep]))
        self.piles[pile] = kept
        self.log.append((Reshuffled, order, left))
        return order

    def transfer(self, payer: int | None, payee: int | None, amount: int, reason: str) -> None:
        """Chips or points from ``payer`` to ``payee`` (``None`` on either side is the kitty)."""
        if payer is None:
            self.kitty -= amount
        else:
            self.stacks[payer] -= amount
        if payee is None:
            self.kitty += amount
        else:
            self.stacks[payee] += amount
        self.log.append((Paid, payer, payee, amount, reason))

    def return_bet(self, seat: int, amount: int) -> None:
        """Give back the part of a bet nobody called."""
        self.stacks[seat] += amount
        self.contributed[seat] -= amount
        self.log.append((Returned, seat, amount))

    def set_state(self, state: object, *, record: bool = True) -> None:
        """Replace the variant's per-hand state, and log it (unless another event already says it: ``record=False``)."""
        self.state = state
        if record:
            self.log.append((StateChanged, state))

    def schedule(self, policy: DecisionPolicy, seat: int) -> None:
        """Queue a decision for the seat, to run before the street's betting (Baseball's face-up 3)."""
        self.scheduled.append((policy, seat))

    # --- copying ------------------------------------------------------------------------------

    def copy(self) -> Table:
        """An independent table in the same state (the variant, the cards and the state are immutable)."""
        # Made through __init__ (quick: a few empty lists), never Table.__new__ alone: compiled
        # (docs/speed.rst), making a table always runs __init__.
        clone = Table(self.variant, self.start, self.source.copy(), kitty=self.start_kitty, state=self.state)
        clone.stacks = list(self.stacks)
        clone.bets = list(self.bets)
        clone.contributed = list(self.contributed)
        clone.folded = list(self.folded)
        clone.in_hand = self.in_hand
        clone.down = [list(c) for c in self.down]
        clone.up = [list(c) for c in self.up]
        clone.board = list(self.board)
        clone.piles = {name: list(cards) for name, cards in self.piles.items()}
        clone.dead, clone.kitty = self.dead, self.kitty
        clone.log = list(self.log)
        clone.street, clone.street_name = self.street, self.street_name
        clone.aggressor, clone.opened_by, clone.last_forced = self.aggressor, self.opened_by, self.last_forced
        clone.scheduled = list(self.scheduled)
        clone.owed, clone.hooks, clone.program, clone.pc = self.owed, self.hooks, self.program, self.pc
        clone.deal_effects = self.deal_effects
        clone.shown = dict(self.shown)
        clone.shown_cards = dict(self.shown_cards)
        clone.mucked = list(self.mucked)
        clone.dealing_out = self.dealing_out
        clone.runs = [list(board) for board in self.runs]
        clone.showdown_rankers, clone.winner, clone._live = self.showdown_rankers, self.winner, self._live
        return clone

    def __reduce__(self) -> tuple[Any, ...]:
        return (_unpickled, (tuple(getattr(self, name) for name in _SLOTS),))


def _unpickled(fields: tuple[Any, ...]) -> Table:
    """A pickled table made again from its fields (in :data:`_SLOTS` order)."""
    named = dict(zip(_SLOTS, fields))
    table = Table(named["variant"], named["start"], named["source"])
    for name, value in named.items():
        setattr(table, name, value)
    return table
