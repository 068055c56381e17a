"""The protocols the engine owns: what a variant's parts must offer for the engine to run them.

A game is a :class:`~pokervariants.engine.phases.Program` of phases over a
:class:`~pokervariants.engine.table.Table`. The engine knows no game: it runs
each :class:`Phase`; a phase may start a :class:`Decision`, which says who
acts and what is legal and carries out the action chosen through the table's
effects. Cards come from a :class:`CardSource`. Everything here is a
``Protocol``: implement the methods, no base class needed.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
import random
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from ..core import Action, Card, Deck
from ..ranking import Ranker

if TYPE_CHECKING:
    from .hooks import ContextDealHook, DealHook
    from .phases import Program
    from .rounds import BettingRound
    from .state import PlayableHand
    from .table import Table

__all__ = ["BOARD", "BURN", "BettingPolicy", "CardSource", "Decision", "DecisionKind", "DecisionPolicy", "GameVariant", "Opener", "Phase", "Ranker"]


BOARD = -1
"""The seat a :class:`CardSource` is asked for a card that goes face up to the table (the board, a public pile)."""
BURN = -2
"""The seat a :class:`CardSource` is asked for a card that is burned (out of play, face down)."""


class DecisionKind(enum.StrEnum):
    """What kind of decision a hand is waiting for (``hand.phase``); compares and prints as its text."""

    def __repr__(self) -> str:
        return repr(self.value)

    BETTING = "betting"
    MATCH = "match the pot"
    CHANGES = "changes"
    CONTINUE = "continue or fold"
    DRAW = "draw"
    FEE = "fee"
    SHOWDOWN = "showdown"
    """A choosing showdown: the player to act shows or mucks."""
    OVER = "over"
    """No decision is pending: the hand is over."""


@runtime_checkable
class CardSource(Protocol):
    """Where a hand's cards come from: a shuffled or stacked :class:`~pokervariants.Deck`, or a hand
    history whose unknown cards are filled in as the history requires.

    Contract: :meth:`draw` returns the next card for ``seat`` (or :data:`BOARD`, :data:`BURN`),
    face up or down, and never a card twice; :attr:`remaining` says how many more it can give;
    :meth:`copy` is independent of the original.

    A source for draw games also offers ``restock(cards) -> tuple[Card, ...]``: it takes back
    discards (to deal again, after what is left) and returns them in the order it will deal them.
    """

    @property
    def remaining(self) -> int:
        """How many more cards the source can give."""
        ...

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        """The next card, for ``seat`` (or :data:`BOARD`, :data:`BURN`); ``extra`` for a card a deal hook earned."""
        ...

    def draw_many(self, seats: Sequence[int], face_up: bool) -> Sequence[Card]:
        """A round of dealing: the next card for each of ``seats`` in order."""
        ...

    def copy(self) -> CardSource:
        """An independent source in the same state."""
        ...


@runtime_checkable
class Decision(Protocol):
    """A round of decisions in progress (a betting round, a pot match, a series of changes).

    Contract: :attr:`actor` is the seat that must act, or ``None`` once the round is over;
    :meth:`legal` lists exactly the actions allowed now, with their amounts; :meth:`act` carries
    out one of them through the table's effects, moves :attr:`actor` on and returns the chips the
    action put in from the actor's stack. The engine checks legality before calling :meth:`act`.

    Optionally, ``allows(table, action) -> bool`` admits an action that is legal but left off the
    menu (a betting round's fold when checking is free); a decision without it admits none.
    """

    kind: DecisionKind

    @property
    def actor(self) -> int | None:
        """The seat to act, or ``None`` when the round is over."""
        ...

    def legal(self, table: Table) -> tuple[Action, ...]:
        """The actions the actor may take now."""
        ...

    def act(self, table: Table, action: Action) -> int:
        """Carry out ``action`` (already checked legal); returns the chips it put in."""
        ...

    def refusal(self, table: Table, action: Action) -> str | None:
        """Why ``action`` is not legal now, in a sentence that calls the actor ``{player}``
        (``"{player} cannot fold yet"``; ``None``: the engine lists what is legal)."""
        ...

    def passive(self, table: Table) -> Action:
        """The legal choice that stays in and changes nothing else (check, call, match, stand, continue):
        how a hand is dealt out to the end for equity."""
        ...

    def copy(self) -> Decision:
        """An independent decision in the same state."""
        ...


@runtime_checkable
class DecisionPolicy(Protocol):
    """Starts a round of decisions. Contract: returns ``None`` when nobody has anything to decide
    (having made any automatic change through the table, such as a player dropping)."""

    def start(self, table: Table, seat: int | None = None) -> Decision | None:
        """A new round of decisions (for ``seat`` alone when one is given), or ``None``."""
        ...


@runtime_checkable
class Phase(Protocol):
    """One step of a hand's program: post, deal, decide, show down or settle.

    Contract: :meth:`run` makes its changes through the table's effects and returns a
    :class:`Decision` when players must decide, else ``None``. When that decision is over the
    engine moves to the next phase, or runs this one again if its ``repeats`` is true (a phase
    working through a queue of decisions). A phase whose ``wagers`` is true only moves chips
    between the players still in (a betting round): a hand dealt out for equity skips it.
    """

    def run(self, table: Table) -> Decision | None:
        """Do this phase's work; a decision if players must decide now."""
        ...


@runtime_checkable
class Opener(Protocol):
    """Who opens the betting, from the players' boards: ``boards`` maps each live seat to its
    face-up cards (community cards included).

    Contract: pure functions of ``boards``; each returns one of its seats. The betting phase asks
    :meth:`bring_in_seat` on a street that opens with a bring-in and :meth:`first_to_act` on the others.
    When the seat named to bring in is all in on the ante, it asks :meth:`bring_in_seat` again with
    the boards of the players with chips behind only (the bring-in passes, RULES.md 3), so the
    bring-in order is the opener's to say.
    """

    def bring_in_seat(self, boards: Mapping[int, Sequence[Card]]) -> int:
        """The seat that must bring in on the first street."""
        ...

    def first_to_act(self, boards: Mapping[int, Sequence[Card]]) -> int:
        """The seat that acts first on a later street."""
        ...


@runtime_checkable
class BettingPolicy(Protocol):
    """Decides the legal actions at a decision and what a bet does to the round. Contract: every
    action returned is legal as is; ``amount`` is the actor's total bet this round after the
    action, never more than the player can put in; no menu holds two actions that move the same chips."""

    def open_round(self, round: BettingRound, *, open_pair: bool, players: int) -> None:
        """Set up a new round's limits (``round.big`` is already set, and on a street that opens on
        blinds ``round.level`` is their level): whether an open pair allows the big bet
        (``open_pair``: the street allows it and a board shows a pair), and the raise cap for
        ``players`` players still in."""
        ...

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on a bring-in street, for a player with ``stack`` chips."""
        ...

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions for ``seat``, who has ``bet`` in this round and ``stack`` behind."""
        ...

    def raised(self, round: BettingRound, before: int, after: int) -> bool:
        """Record a bet or raise that takes the round's level from ``before`` to ``after``; returns
        whether it reopens the betting for players who already acted."""
        ...


class GameVariant(Protocol):
    """A game, as the engine, the registry, hand histories and every tool over them see it: its names,
    its pack, the program the engine runs, its rankers, its player counts and a way to start hands.

    Every built-in game (the :class:`~pokervariants.Variant` subclasses, :class:`~pokervariants.Holdem`
    and its kin, :class:`~pokervariants.Bailey`) follows it; so must a registered game. A game that
    derives from none of them offers these itself (:doc:`extending`).
    """

    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]]
    phh_code: ClassVar[str | None]
    deal_hooks: ClassVar[tuple[DealHook, ...]]
    """What dealt cards set off, as the game declares its hooks (``()``: nothing); hand histories write
    a game with hooks a card a line."""
    scores: ClassVar[bool]
    """Whether the game keeps score in points with a kitty (hand histories add ``_kitty`` and
    ``_finishing_kitty``), rather than playing for chips."""

    def __init__(self, **options: Any) -> None:
        """Games are configured by keyword (``Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)``)."""
        ...

    def __hash__(self) -> int:
        """A game is a value: equal games hash alike (what depends only on the game is kept by it)."""
        ...

    @property
    def program(self) -> Program:
        """What the engine runs for a hand of this game."""
        ...

    @property
    def jokers(self) -> int:
        """Jokers in the pack: 0, 1 or 2."""
        ...

    @property
    def hooks(self) -> tuple[ContextDealHook, ...]:
        """The deal hooks in the engine's ``on_deal(dealt, table)`` form (``()`` for none)."""
        ...

    @property
    def rankers(self) -> tuple[Ranker, ...]:
        """One ranker per share of the pot."""
        ...

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """The showdown's rankers, given the hand's own state (:meth:`initial_state`, as the hand changed it)."""
        ...

    def initial_state(self) -> object:
        """The game's own per-hand state at the start of a hand (``None`` for none)."""
        ...

    @property
    def min_players(self) -> int:
        """The fewest seats a hand takes."""
        ...

    @property
    def max_players(self) -> int:
        """The most seats a hand takes."""
        ...

    def new_hand(
        self, stacks: Sequence[int], *, seed: int | random.Random | None = None, deck: Deck | None = None, source: CardSource | None = None
    ) -> PlayableHand:
        """Start a hand with these stacks, from a seed, a stacked deck or another card source."""
        ...
