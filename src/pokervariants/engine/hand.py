"""The hand engine: one state machine that runs any variant's program.

A variant declares a :class:`~pokervariants.engine.phases.Program` of phases;
the engine runs them over a :class:`~pokervariants.engine.table.Table`,
stopping only when a phase starts a decision (a betting round, a pot match, a
series of changes). :meth:`Hand.act` hands the chosen action to that decision,
which carries it out through the table's effects; then the program runs on.
Everything that happens is an event in :attr:`Hand.events`, and
:meth:`Hand.replay` rebuilds a hand from them. The engine knows no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Final

from ..core import Action, ActionKind, IllegalActionError, Card, CardsLike, Deck, Money, as_cards
from .events import MANY, Acted, Awarded, Raked, Burned, CommunityDealt, Dealt, Event, GambleLaid, HandStarted, Paid, Reshuffled, StreetStarted
from .betting import Betting
from .phases import awarded
from .pots import Pot, build_pots
from .protocols import CardSource, Decision, DecisionKind, GameVariant
from .state import pack_of, trusted
from .table import Table

if TYPE_CHECKING:
    from .phases import Program

__all__ = ["Hand"]


def _never(table: object, action: Action) -> bool:
    return False


_STAND_PAT: Final = Action(ActionKind.DRAW)
_DRAW_KIND: Final = ActionKind.DRAW
_OVER: Final = DecisionKind.OVER
"""(Members read once: an enum's member is a Python descriptor's call each time it is read.)"""


class Hand:
    """One hand in progress, of any game. Make it with ``variant.new_hand(stacks, seed=…)``.

    With ``deal_out=True`` the hand plays itself to the showdown at once, every player staying in
    and no betting round played, and stops before the settlement: how
    :func:`~pokervariants.equity` deals the rest of a hand.

    >>> from pokervariants import ActionKind, StudHigh
    >>> hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=1)
    >>> hand.actor, [str(a) for a in hand.legal_actions()]
    (0, ['bring-in 2', 'complete 5'])
    >>> while not hand.is_over:  # everyone takes the first choice that is not a fold
    ...     hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    >>> sum(hand.payoffs), len(hand.results) > 0
    (0, True)
    """

    __slots__ = ("variant", "_stages", "_settle", "_t", "_decision", "_legal", "_over", "_made", "_read", "_deal_out", "_fragile", "_money")

    def __init__(
        self, variant: GameVariant, stacks: Sequence[int], source: CardSource, *, kitty: int = 0, deal_out: bool = False, _fields: tuple[Any, ...] | None = None
    ) -> None:
        if _fields is not None:  # a copy or an unpickled hand: every field given (see _fields_of), nothing run
            self._take(_fields)
            return
        self.variant = variant
        table = Table(variant, stacks, source, kitty=kitty, state=variant.initial_state())
        table.dealing_out = deal_out
        table.log.append((HandStarted, variant.name, table.start, kitty) if kitty else (HandStarted, variant.name, table.start))
        program: Program = variant.program
        table.program = program.steps
        self._stages = program.stage_names
        self._settle = program.settle_index
        self._t = table
        self._decision: Decision | None = None
        self._legal: tuple[Action, ...] | None = None
        self._over = False
        self._made: list[Event] = []
        self._read = 0  # the entries of the table's log made into events so far
        self._deal_out = deal_out
        # With a whole pack and the library's own rules nothing an action sets off can fail; a short
        # stacked deck or a component from outside the library makes each action a transaction.
        self._fragile = source.remaining < len(pack_of(variant)) or not trusted(variant, source)
        money = getattr(variant, "money", None)
        self._money = money if isinstance(money, Money) else Money.WHOLE
        self._run()

    # --- the machine --------------------------------------------------------------------------

    def _run(self) -> None:
        """Run the program from the current step until a decision is pending or the hand is over."""
        if self._deal_out:
            self._run_out()
            return
        table = self._t
        steps = table.program
        stages = self._stages
        while True:
            if table.in_hand == 1 and table.pc < self._settle:
                table.pc = self._settle  # everyone else folded: straight to the settlement
            pc = table.pc
            if pc >= len(steps):
                self._over = True
                self._decision = None
                return
            stage, phase = steps[pc]
            if stage != table.street and stage >= 0 and pc < self._settle:
                table.street = stage
                table.street_name = stages[stage]
                table.log.append((StreetStarted, stages[stage]))
            decision = phase.run(table)
            if decision is not None:
                self._decision = decision
                return
            table.pc = pc + 1

    def _run_out(self) -> None:
        """:meth:`_run` for a hand dealt out to the showdown (equity): no betting, and every other
        decision taken passively as it comes; the hand stops before the settlement."""
        table = self._t
        steps = table.program
        stages = self._stages
        settle = self._settle
        wagers, repeats = self.variant.program.wagers, self.variant.program.repeats
        pc = table.pc
        while pc < settle and table.in_hand > 1:
            stage, phase = steps[pc]
            if stage != table.street and stage >= 0:
                table.street = stage
                table.street_name = stages[stage]
                table.log.append((StreetStarted, stages[stage]))
            if wagers[pc]:
                pc = table.pc = pc + 1
                continue
            decision = phase.run(table)
            if decision is not None:
                while decision.actor is not None:  # everyone stays in, changing nothing
                    decision.act(table, decision.passive(table))
                if repeats[pc]:
                    continue
            pc = table.pc = pc + 1
        self._over = True
        self._decision = None

    # --- acting -------------------------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions the current actor may take, with their amounts (empty if none is pending)."""
        legal = self._legal
        if legal is None:
            decision = self._decision
            if type(decision) is Betting:  # (the usual decision: its method called natively when compiled, not through Python)
                legal = self._legal = decision.legal(self._t)
            else:
                legal = self._legal = () if decision is None else decision.legal(self._t)
        return legal

    def act(self, action: Action) -> None:
        """Take ``action`` for the current actor; raises :class:`IllegalActionError` if it is not legal.

        An action happens whole or not at all: if anything it sets off fails (a stacked deck that
        runs out raises :class:`~pokervariants.DeckExhaustedError`), the hand is left as it was.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        for offered in legal:  # by identity first: `in` would call Action.__eq__ on each one passed over
            if offered is action:
                if action.most is not None:  # a range taken as it is
                    action = self._admitted(action, legal)
                break
        else:
            action = self._admitted(action, legal)
        if self._fragile:
            self._act_atomically(action)
            return
        # The decision carries out the action; the engine logs it and, when the decision is over,
        # runs the program on. (One function on the hot path: every action of every hand comes here.)
        decision = self._decision
        assert decision is not None  # with no decision nothing is legal, and _admitted refused (an assert, not cast(): a call in Python)
        table = self._t
        log = table.log
        slot = len(log)
        # A betting round, the usual decision, called as itself: compiled, its fields and methods are
        # then read natively, where a Decision's are looked up through Python.
        betting = decision if type(decision) is Betting else None
        if betting is not None:
            seat = betting.actor
            added = betting.act(table, action)
        else:
            seat = decision.actor
            added = decision.act(table, action)
        if len(log) == slot:
            log.append((Acted, seat, action, added))
        else:  # the action set off events of its own: it comes first
            log.insert(slot, (Acted, seat, action, added))
        self._legal = None
        if (betting.actor if betting is not None else decision.actor) is None:
            self._decision = None
            if not self.variant.program.repeats[table.pc]:
                table.pc += 1
            self._run()

    def _admitted(self, action: object, legal: tuple[Action, ...]) -> Action:
        """``action``, not one of ``legal`` itself, as it is carried out: equal to one of them, a size
        from a range offered, or legal though never offered (the decision's ``allows``); a range
        taken as it is stands for its smallest amount. Anything else is refused."""
        if not isinstance(action, Action):
            raise self._refuse(action, legal)
        kind, amount, cards, most = action.kind, action.amount, action.cards, action.most
        for offered in legal:
            if offered.kind is not kind or offered.cards != cards:
                continue
            top = offered.most
            if top is None:
                if offered.amount == amount and most is None:
                    return action
            elif most is None:  # a size from the range (a draw's range names no cards: the decision checks them)
                if kind is not _DRAW_KIND and offered.amount <= amount <= top:
                    return action
            elif offered.amount == amount and top == most:  # the range itself
                if kind is _DRAW_KIND:  # which cards would go?
                    raise self._refuse(action, legal)
                return Action(kind, amount, cards)
        if getattr(self._decision, "allows", _never)(self._t, action):
            if most is not None:
                if kind is _DRAW_KIND:
                    raise self._refuse(action, legal)
                return Action(kind, amount, cards)
            return action
        raise self._refuse(action, legal)

    def _act_atomically(self, action: Action) -> None:
        """:meth:`act` as a transaction: the state is copied first and put back if anything fails."""
        saved = self.copy()
        self._fragile = False
        try:
            self.act(action)
        except BaseException:
            self._restore(saved)  # all or nothing (the copy is fragile still)
            raise
        self._fragile = True

    def _refuse(self, action: object, legal: tuple[Action, ...]) -> Exception:
        if not isinstance(action, Action):
            return TypeError(f"act takes an Action (one of legal_actions()), not {type(action).__name__}")
        seat = self.actor
        if seat is None or self._decision is None:
            return IllegalActionError(f"no decision is pending: the hand is {'over' if self._over else 'dealing'}", seat=None, action=action, legal=())
        why = self._decision.refusal(self._t, action)
        if why is None:
            why = f"{{player}} cannot {action}: legal now are {', '.join(map(str, legal))}"
        return IllegalActionError(why, seat=seat, action=action, legal=legal)

    def _act_kind(self, kind: ActionKind, amount: int | None = None, cards: Sequence[Card] | None = None) -> None:
        matches = [
            a for a in self.legal_actions()
            if a.kind is kind and (amount is None or a.amount == amount or a.admits(Action(kind, amount, a.cards)))
            and (cards is None or a.cards[: len(cards)] == tuple(cards))
        ]  # fmt: skip
        if not matches:  # legal only if the decision allows it unoffered (a free fold); else this raises, naming what is
            self.act(Action(kind, amount or 0, tuple(cards or ())))
            return
        self.act(matches[0] if amount is None else matches[0].sized(amount))

    def fold(self) -> None:
        """Fold."""
        self._act_kind(ActionKind.FOLD)

    def check(self) -> None:
        """Check."""
        self._act_kind(ActionKind.CHECK)

    def call(self) -> None:
        """Call (all-in for less if short)."""
        self._act_kind(ActionKind.CALL)

    def bring_in(self) -> None:
        """Make the forced bring-in bet."""
        self._act_kind(ActionKind.BRING_IN)

    def complete(self) -> None:
        """Complete the bring-in (or a short all-in) to the full level."""
        self._act_kind(ActionKind.COMPLETE)

    def bet(self, amount: int | Decimal | str | None = None) -> None:
        """Bet; ``amount`` (the total bet) chooses between sizes where there is a choice: an int in the
        hand's units, as the menu offers them, or money as a ``Decimal`` or string (``"3.50"``)."""
        self._act_kind(ActionKind.BET, self._units(amount))

    def raise_(self, amount: int | Decimal | str | None = None) -> None:
        """Raise; ``amount`` (the total bet) chooses between sizes where there is a choice: an int in the
        hand's units, as the menu offers them, or money as a ``Decimal`` or string (``"3.50"``)."""
        self._act_kind(ActionKind.RAISE, self._units(amount))

    def _units(self, amount: int | Decimal | str | None) -> int | None:
        """An amount given to :meth:`bet` or :meth:`raise_` in units: an int as it is, money converted."""
        if amount is None or type(amount) is int:
            return amount
        return self._money.units(amount, "the amount")  # money, exactly (a numpy int as it is; anything else refused)

    def match_pot(self) -> None:
        """Match the pot (a face-up 3 in Baseball): dead money, neither bet nor raise."""
        self._act_kind(ActionKind.MATCH_POT)

    def change(self, card: Card | str, value: int) -> None:
        """Change a face-up ``card``, valued at ``value`` (Bailey's Poker)."""
        self.act(Action(ActionKind.CHANGE, value, (Card(card),)))

    def exchange(self, joker: Card | str, card: Card | str) -> None:
        """Exchange a face-up ``joker`` for ``card`` from the scrap pile (Bailey's Poker)."""
        self.act(Action(ActionKind.EXCHANGE, 0, (Card(joker), Card(card))))

    def stand(self) -> None:
        """End a series of changes (having made none or some)."""
        self._act_kind(ActionKind.STAND)

    def continue_(self) -> None:
        """Stay in for the next round (Bailey's Poker)."""
        self._act_kind(ActionKind.CONTINUE)

    def draw(self, cards: CardsLike = ()) -> None:
        """Discard ``cards`` (text such as ``"7h 2c"``, or cards) for as many new ones; none stands pat (draw games)."""
        discards = as_cards(cards)
        self.act(Action(ActionKind.DRAW, len(discards), discards) if discards else _STAND_PAT)

    def stand_pat(self) -> None:
        """Keep every card in a draw (draw games)."""
        self.act(_STAND_PAT)

    def show(self) -> None:
        """Show the hand at a choosing showdown (a game's ``showdown="choose"``)."""
        self._act_kind(ActionKind.SHOW)

    def muck(self) -> None:
        """Muck the hand at a choosing showdown, unseen: the player gives up every pot still contested."""
        self._act_kind(ActionKind.MUCK)

    # --- what the hand shows --------------------------------------------------------------------

    @property
    def actor(self) -> int | None:
        """The seat that must act now, or ``None`` when no decision is pending."""
        decision = self._decision
        if type(decision) is Betting:  # (as in act)
            return decision.actor
        return None if decision is None else decision.actor

    @property
    def is_over(self) -> bool:
        """Whether the hand has been settled."""
        return self._over

    @property
    def phase(self) -> DecisionKind:
        """What the hand is waiting for: ``"betting"``, ``"match the pot"``, ``"changes"`` … or ``"over"``."""
        return _OVER if self._decision is None else self._decision.kind

    @property
    def decision(self) -> Decision | None:
        """The decision in progress (``None`` when none is pending)."""
        return self._decision

    @property
    def street(self) -> str:
        """The name of the current street (the last one dealt, once the hand is over)."""
        return self._stages[max(self._t.street, 0)]

    @property
    def round(self) -> int:
        """The number of the current street, from 1 (Bailey's Poker's round)."""
        return max(self._t.street, 0) + 1

    @property
    def money(self) -> Money:
        """What one unit of this hand is worth: :attr:`Money.WHOLE <pokervariants.Money.WHOLE>` (whole
        chips) unless the game is in cents (its :attr:`~pokervariants.Holdem.money`) or the hand was
        replayed from a history in cents.

        Every amount a hand shows — stacks, bets, pots, actions, events — is a whole number of units,
        so the engine stays exact and fast; ``hand.money.amount(units)`` gives it as money
        (``Decimal("3.50")`` for 350 units of a cent), and a history written from the hand
        (:func:`pokervariants.phh.record`) writes money.
        """
        return self._money

    def _priced(self, money: Money) -> None:
        """Say what one unit of this hand is worth (a replay of a history in cents)."""
        self._money = money

    @property
    def stacks(self) -> tuple[int, ...]:
        """What each seat holds now: chips behind (not counting the pot), or Bailey's Poker's points."""
        return tuple(self._t.stacks)

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        """What each seat held when the hand began."""
        return self._t.start

    @property
    def payoffs(self) -> tuple[int, ...]:
        """Net won (positive) or lost per seat so far; final once :attr:`is_over`."""
        return tuple(s - t for s, t in zip(self._t.stacks, self._t.start))

    @property
    def bets(self) -> tuple[int, ...]:
        """What each seat has bet in the current betting round."""
        return tuple(self._t.bets)

    @property
    def folded(self) -> tuple[bool, ...]:
        """Which seats are out of the hand."""
        return tuple(self._t.folded)

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The main pot and any side pots, with the seats eligible for each (empty once settled)."""
        table = self._t
        if self._over:
            return ()
        return build_pots(table.contributed, [not f for f in table.folded], table.dead)

    @property
    def community(self) -> tuple[Card, ...]:
        """The cards that play in every hand (stud's community card when the pack runs short)."""
        return tuple(self._t.board)

    @property
    def boards(self) -> tuple[tuple[Card, ...], ...]:
        """Every board the hand was run on: the community cards, then, when the board was run more
        than once ("run it twice", a flop game's ``runs`` option), each further run's whole board.

        >>> from pokervariants import Holdem
        >>> hand = Holdem(blinds=(1, 2), runs=2).new_hand([100, 100], seed=5)
        >>> hand.raise_(100); hand.call()  # all in before the flop: the board is run twice
        >>> [len(board) for board in hand.boards], hand.boards[0] == hand.community
        ([5, 5], True)
        >>> sorted({award.run for award in hand.results}), sum(award.amount for award in hand.results)
        ([1, 2], 200)
        """
        table = self._t
        return (tuple(table.board), *[tuple(board) for board in table.runs])

    @property
    def kitty(self) -> int:
        """Points waiting for the next winner (Bailey's Poker): carried in, paid by folders, or left by a tie."""
        return self._t.kitty

    @property
    def starting_kitty(self) -> int:
        """The kitty the hand began with."""
        return self._t.start_kitty

    @property
    def stock(self) -> int:
        """Cards left to deal."""
        return self._t.source.remaining

    @property
    def source(self) -> CardSource:
        """Where the hand's cards come from (a deck, a hand history's source): for inspection, not for dealing."""
        return self._t.source

    @property
    def table(self) -> Table:
        """The hand's :class:`~pokervariants.engine.table.Table` as the engine keeps it (seats, cards,
        bets, the raw log), for readers that need speed, such as the learning environments'
        encoder: read it, never change it (the hand's methods are the way to change a hand)."""
        return self._t

    @property
    def state(self) -> object:
        """The variant's own per-hand state (Follow the Queen's wild rank, Bailey's stake), or ``None``."""
        return self._t.state

    def pile(self, name: str) -> tuple[Card, ...]:
        """A public pile of cards by name (Bailey's Poker's ``"gamble"`` cards and ``"scrap"`` pile)."""
        return tuple(self._t.piles.get(name, ()))

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-down cards."""
        table = self._t
        if type(seat) is int and 0 <= seat < table.seats:  # the usual case, at once
            return tuple(table.down[seat])
        return tuple(table.down[self._seat(seat)])

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-up cards."""
        return tuple(self._t.up[self._seat(seat)])

    def board(self, seat: int) -> tuple[Card, ...]:
        """What everyone sees of the seat's hand: its up cards, then any community cards."""
        return tuple(self._t.up[self._seat(seat)]) + tuple(self._t.board)

    def cards(self, seat: int) -> tuple[Card, ...]:
        """All the cards that play in the seat's hand: down, up, then community."""
        seat = self._seat(seat)
        return tuple(self._t.down[seat]) + tuple(self._t.up[seat]) + tuple(self._t.board)

    @property
    def shown_seats(self) -> tuple[int, ...]:
        """The seats that showed their hands at the showdown, in the order they showed."""
        return tuple(self._t.shown)

    @property
    def mucked_seats(self) -> tuple[int, ...]:
        """The seats that mucked at a choosing showdown, in the order they mucked (their cards unseen)."""
        return tuple(self._t.mucked)

    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened, in order."""
        made, log = self._made, self._t.log
        if self._read < len(log):
            for entry in log[self._read :]:
                kind = entry[0]
                if kind in MANY:  # a whole deal in one entry
                    made.extend(kind(*entry[1:]))
                else:
                    made.append(kind(*entry[1:]))
            self._read = len(log)
        return tuple(made)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The players' actions so far, in order: with the deal's seed or deck, all that replays the
        hand (cheaper than reading them from :attr:`events`).

        >>> from pokervariants import Razz
        >>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
        >>> hand.bring_in(); hand.fold()
        >>> [str(action) for action in hand.actions]
        ['bring-in 2', 'fold']
        """
        acted = Acted  # (a local: compiled, a name imported is looked up at each use)
        return tuple([entry[2] for entry in self._t.log if entry[0] is acted])

    @property
    def results(self) -> tuple[Awarded, ...]:
        """Who won which pot and share, once the hand is over."""
        return tuple(e for e in self.events if isinstance(e, Awarded))

    @property
    def collected(self) -> tuple[int, ...]:
        """What each seat has taken from the pots so far, in units: its shares of the pots it won (net
        of the game's rake), 0 for a seat that won nothing. A hand's :attr:`results` say the same pot
        by pot with each winning hand described, which costs more to read.

        >>> from pokervariants import Holdem
        >>> hand = Holdem(blinds=(1, 2)).new_hand([100, 100], seed=1)
        >>> hand.fold()  # the small blind folds: the big blind's 1 uncalled is returned, the pot of 2 won
        >>> hand.collected, hand.payoffs
        ((2, 0), (1, -1))
        """
        won = [0] * len(self._t.stacks)
        award = awarded  # (a local: compiled, a name imported is looked up at each use)
        for entry in self._t.log:
            if entry[0] is award:
                won[entry[3]] += entry[4]
        return tuple(won)

    @property
    def rake(self) -> int:
        """What the house took from the pots so far, in units (the game's :class:`~pokervariants.Rake`,
        or a rake a replay inferred from a history's stacks): the sum of the :class:`Raked` events."""
        raked = Raked  # (a local, as above)
        return sum([entry[2] for entry in self._t.log if entry[0] is raked])

    def _rake_after(self, paid: dict[int, int]) -> None:
        """Take a rake the hand's settlement did not (a replay's inference from a history's finishing
        stacks): ``paid`` units from each seat's stack, one :class:`Raked` event for the main pot."""
        table = self._t
        for seat, amount in paid.items():
            table.stacks[seat] -= amount
        table.log.append((Raked, 0, sum(paid.values()), tuple(sorted(paid.items()))))

    @property
    def payments(self) -> tuple[Paid, ...]:
        """Every payment between seats and the kitty so far (Bailey's Poker's folds and showdown)."""
        return tuple(e for e in self.events if isinstance(e, Paid))

    @property
    def winner(self) -> int | None:
        """The one seat that won everything, once the hand is over; ``None`` while it runs, after a tie or a split."""
        return self._t.winner if self._over else None

    def _repr_svg_(self) -> str:
        """The table as it stands, every card shown, which is how a notebook shows a hand
        (:func:`pokervariants.render.svg.table`; give it a seat to hide what that player cannot see)."""
        from ..render.svg import table

        return table(self)

    def _seat(self, seat: object) -> int:
        """``seat`` checked: an int naming one of the hand's seats (``ValueError`` or ``TypeError`` otherwise)."""
        if type(seat) is int and 0 <= seat < self._t.seats:
            return seat
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"a seat is an int, not {type(seat).__name__}")
        raise ValueError(f"there is no seat {seat}: the seats are 0 to {self._t.seats - 1}")

    # --- copying and replay ---------------------------------------------------------------------

    def copy(self) -> Hand:
        """An independent copy of this hand, for search and simulation."""
        clone = _unpickled(self._fields_of())
        clone._t = self._t.copy()
        clone._decision = None if self._decision is None else self._decision.copy()
        clone._made = list(self._made)
        return clone

    # Copies and pickles are made from the fields, never through ``Hand.__new__`` alone: compiled
    # (docs/speed.rst), making a hand always runs ``__init__``, which takes them whole.
    def _fields_of(self) -> tuple[Any, ...]:
        """Every field, in ``__slots__`` order (shared, not copied)."""
        return (self.variant, self._stages, self._settle, self._t, self._decision, self._legal, self._over, self._made, self._read, self._deal_out, self._fragile, self._money)

    def _take(self, fields: tuple[Any, ...]) -> None:
        """Take every field from ``fields`` (as :meth:`_fields_of` gives them)."""
        (self.variant, self._stages, self._settle, self._t, self._decision, self._legal, self._over, self._made, self._read, self._deal_out, self._fragile, self._money) = fields

    def _restore(self, other: Hand) -> None:
        """Take every field of ``other`` (shared, not copied)."""
        self._take(other._fields_of())

    def __reduce__(self) -> tuple[Any, ...]:
        return (_unpickled, (self._fields_of(),))

    def __copy__(self) -> Hand:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Hand:
        return self.copy()  # the variant and the cards are immutable: sharing them is exact

    @classmethod
    def restart(cls, variant: GameVariant, events: Sequence[Event]) -> Hand:
        """A new hand of ``variant`` at the start of an event log: the same stacks and kitty, and a
        deck stacked with every card the log deals, in order (with its reshuffles), so that taking
        the log's actions again deals the same hand. :meth:`replay` takes them all.

        Without a reshuffle the deck is a whole pack, the cards the log never deals following the
        rest; a hand from a short stacked deck that left a burn out needs :meth:`replay`, which
        finds how short the deck was.

        Raises ``ValueError`` if the log does not start a hand or its cards do not make a pack.

        >>> from pokervariants import Razz
        >>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
        >>> again = Hand.restart(hand.variant, hand.events)
        >>> again.events == hand.events, again.down_cards(0) == hand.down_cards(0)
        (True, True)
        """
        return cls._restart(variant, events, None)

    @classmethod
    def _restart(cls, variant: GameVariant, events: Sequence[Event], spare: int | None) -> Hand:
        """:meth:`restart`, with a deck of the cards the log deals and ``spare`` more (``None``: a whole pack)."""
        if not events or not isinstance(events[0], HandStarted):
            raise ValueError("an event log starts with HandStarted")
        drawn: list[Card] = []
        reshuffles: list[tuple[Card, ...]] = []
        stub = -1  # after a reshuffle, the cards the stub still held then (they come next)
        for event in events:
            if isinstance(event, (Dealt, Burned, CommunityDealt, GambleLaid)):
                if not reshuffles or stub > 0:
                    drawn.append(event.card)
                    stub -= 1
            elif isinstance(event, Reshuffled):
                if not reshuffles:
                    stub = event.kept
                reshuffles.append(event.cards)
        lowest = getattr(variant, "lowest_rank", "2")
        try:
            if reshuffles:  # the stub ran short: the pack was exactly what was dealt until then
                deck = Deck.stacked(drawn, jokers=variant.jokers, lowest=lowest, reshuffles=reshuffles)
            else:
                deck = Deck.stacked(drawn, fill=True, jokers=variant.jokers, lowest=lowest)
                if spare is not None:
                    deck = Deck.stacked(deck.cards[: len(drawn) + spare])
        except ValueError as error:
            raise ValueError(f"the log's cards do not make a pack: {error}") from None
        start = events[0]
        options: dict[str, Any] = {"kitty": start.kitty} if start.kitty else {}
        money = getattr(variant, "money", None)
        stacks: Sequence[object] = start.stacks if not isinstance(money, Money) or money.whole else money.amounts(start.stacks)  # new_hand takes money
        fresh = variant.new_hand(stacks, deck=deck, **options)  # type: ignore[arg-type]  # amounts of the variant's money
        if not isinstance(fresh, Hand):
            raise TypeError(f"{variant.name}'s new_hand gave a {type(fresh).__name__}, not a Hand: the engine replays only its own hands")
        return fresh

    @classmethod
    def replay(cls, variant: GameVariant, events: Sequence[Event]) -> Hand:
        """Rebuild a hand from its event log; the result has the same events and state.

        A hand from a short stacked deck replays too: where the log leaves out a burn that a whole
        pack would make, the deck is taken as short as the log shows it was.

        Raises ``ValueError`` if the log does not describe a hand this variant would play.
        """
        hand = cls._retake(cls.restart(variant, events), events)
        if hand.events == tuple(events):
            return hand
        if not any(isinstance(event, Reshuffled) for event in events):
            pack = len(pack_of(variant))
            dealt = len([e for e in events if isinstance(e, (Dealt, Burned, CommunityDealt, GambleLaid))])
            for spare in range(pack - dealt):  # the shortest deck first: a burn left out leaves no card to spare
                try:
                    again = cls._retake(cls._restart(variant, events, spare), events)
                except ValueError:
                    continue
                if again.events == tuple(events):
                    return again
        raise ValueError("replaying the actions gives a different hand from the log")

    @staticmethod
    def _retake(hand: Hand, events: Sequence[Event]) -> Hand:
        """Take the log's actions again on ``hand`` (from :meth:`restart`)."""
        for number, event in enumerate(events):
            if isinstance(event, Acted):
                if hand.actor != event.seat:
                    raise ValueError(f"event {number}: the log has seat {event.seat} acting where seat {hand.actor} was to act")
                try:
                    hand.act(event.action)
                except IllegalActionError as error:
                    raise ValueError(f"event {number}: {error}") from None
        return hand


def _unpickled(fields: tuple[Any, ...]) -> Hand:
    """A pickled hand made again from its fields."""
    return Hand(fields[0], (), fields[3].source, _fields=fields)
