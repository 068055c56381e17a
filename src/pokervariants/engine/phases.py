"""A hand's program and the phases the engine ships: posting, dealing, scheduled decisions, showdown, settlement.

A variant declares a :class:`Program`: ``setup`` phases (the antes), named
:class:`Stage` objects (the streets: "third", "fourth" …; Bailey's rounds),
and ``finish`` phases (the showdown and the settlement). The engine runs the
phases in order and stops whenever a phase starts a decision; the betting
round is :class:`~pokervariants.engine.betting.Bet`. When everyone but one
player has folded, the engine goes straight to the first phase marked
``settles``. Phases are immutable values: all the state is on the table.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from attrs import field, frozen

from ..core import Action, ActionKind, Card, Deck, DeckExhaustedError
from ..evaluation import rank_high
from ..ranking import HandValue, HighRanker
from .events import Awarded, Dealt, PostKind, Raked, Share, Shown, dealt_rounds
from .pots import pot_parts
from .rake import Rake
from .protocols import Decision, DecisionKind, Phase, Ranker
from .table import all_flat

if TYPE_CHECKING:
    from .table import Table

__all__ = ["Antes", "Deal", "OddChip", "Program", "RunScheduled", "Settle", "Showdown", "ShowdownMode", "ShowingDown", "SplitPots", "Stage", "can_deal", "claimants"]


@frozen
class Stage:
    """A named group of phases: a street ("third", "flop") or a round ("round 2"); its start is logged."""

    name: str
    phases: tuple[Phase, ...]


@frozen(kw_only=True)
class Program:
    """Everything a hand does, in order: ``setup`` phases, the ``streets``, then the ``finish``
    (the showdown and the settlement: the first phase whose ``settles`` is true is where a hand
    goes when everyone but one player has folded)."""

    setup: tuple[Phase, ...] = ()
    streets: tuple[Stage, ...]
    finish: tuple[Phase, ...]
    steps: tuple[tuple[int, Phase], ...] = field(init=False, repr=False, eq=False)
    """Every phase in order with the index of its street (-1 before the first)."""
    stage_names: tuple[str, ...] = field(init=False, repr=False, eq=False)
    settle_index: int = field(init=False, repr=False, eq=False)
    """The step of the settlement."""
    repeats: tuple[bool, ...] = field(init=False, repr=False, eq=False)
    """For each step, whether its phase ``repeats`` (runs again after each decision it starts)."""
    wagers: tuple[bool, ...] = field(init=False, repr=False, eq=False)
    """For each step, whether its phase ``wagers`` (a betting round: skipped when a hand is dealt out)."""

    def __attrs_post_init__(self) -> None:
        steps: list[tuple[int, Phase]] = [(-1, phase) for phase in self.setup]
        for index, stage in enumerate(self.streets):
            steps += [(index, phase) for phase in stage.phases]
        steps += [(len(self.streets) - 1, phase) for phase in self.finish]
        settle = next((i for i, (_, phase) in enumerate(steps) if getattr(phase, "settles", False)), None)
        if settle is None:
            raise TypeError("a program needs a settlement: a finish phase whose settles is true (Settle)")
        object.__setattr__(self, "steps", tuple(steps))
        object.__setattr__(self, "stage_names", tuple(stage.name for stage in self.streets))
        object.__setattr__(self, "settle_index", settle)
        object.__setattr__(self, "repeats", tuple(bool(getattr(phase, "repeats", False)) for _, phase in steps))
        object.__setattr__(self, "wagers", tuple(bool(getattr(phase, "wagers", False)) for _, phase in steps))


@frozen
class Antes:
    """Every player posts ``amount`` (or the rest of a smaller stack) into the pot."""

    amount: int

    def run(self, table: Table) -> None:
        if self.amount:
            table.post_all(self.amount, PostKind.ANTE)


def can_deal(remaining: int, players: int, rounds: Sequence[int]) -> bool:
    """Whether ``remaining`` cards give each of ``players`` a card in every card round (their own, or
    one community card when the deck is short), ``rounds`` being the card rounds still to come."""
    if remaining < 0:
        return False
    for _ in range(sum(rounds)):
        if remaining >= players:
            remaining -= players
        elif remaining:
            remaining -= 1
        else:
            return False
    return True


@frozen(kw_only=True)
class Deal:
    """Deal each live player a card for each entry of ``faces`` (``True`` face up), round by round.

    With ``community`` (the stud rule, RULES.md 3), a round the deck cannot give every player a card
    of their own deals one face-up community card instead. With ``burn``, one card is burned first,
    unless that would starve a later round. A deck that cannot give even that raises
    :class:`~pokervariants.DeckExhaustedError` (the engine then undoes the action that led here).
    """

    faces: tuple[bool, ...]
    community: bool = True
    burn: bool = False

    def run(self, table: Table) -> None:
        live = table.live()
        players = len(live)
        source = table.source
        if self.burn:
            ahead = [len(p.faces) for _, p in table.program[table.pc :] if isinstance(p, Deal)]
            if can_deal(source.remaining - 1, players, ahead):
                table.burn()
        bulk = not table.hooks
        faces = self.faces
        if bulk and type(source) is Deck and source.remaining >= players * len(faces):
            # Every round at once from a deck (the usual case): one draw, and the whole deal logged as one entry.
            dealt = source.deal(players * len(faces))
            if len(faces) == 1 or all(face is faces[0] for face in faces):
                held = table.up if faces[0] else table.down
                for k, seat in enumerate(live):
                    held[seat] += dealt[k::players]
            else:
                for r, face_up in enumerate(faces):
                    held = table.up if face_up else table.down
                    for k, seat in enumerate(live, r * players):
                        held[seat].append(dealt[k])
            table.log.append((dealt_rounds, live, dealt, faces))
            return
        for face_up in faces:
            if source.remaining < players:
                if not self.community or not source.remaining:
                    raise DeckExhaustedError(
                        f"the deck ran out on {table.street_name} street: {players} players need a card "
                        f"({'a community card at least' if self.community else 'each'}) and {source.remaining} "
                        "are left; stack more cards, or use Deck.stacked(..., fill=True)"
                    )
                table.deal_community()
                continue
            if bulk:
                held = table.up if face_up else table.down
                log = table.log
                cards = source.draw_many(live, face_up)
                for k in range(min(players, len(cards))):  # (by index, as zip pairs them: compiled, a zip is Python calls)
                    seat, card = live[k], cards[k]
                    held[seat].append(card)
                    log.append((Dealt, seat, card, face_up))
                continue
            deal = table.deal
            for owed, seat in enumerate(live, 1 - players):
                table.owed = -owed  # the cards still owed this round after this one (hooks read it)
                deal(seat, face_up)
            table.owed = 0


@frozen
class RunScheduled:
    """The decisions deal hooks scheduled (Baseball's pot matches), one after another in dealing order."""

    # Properties, not class attributes: compiled (docs/speed.rst), attrs would take a class attribute
    # for a field of its own (mypyc annotates every one), changing the repr, equality and pickles.
    @property
    def repeats(self) -> bool:
        """True: the phase runs again after each decision it starts, until its queue is done."""
        return True

    def run(self, table: Table) -> Decision | None:
        scheduled = table.scheduled
        while scheduled and table.in_hand > 1:
            policy, seat = scheduled.pop(0)
            decision = policy.start(table, seat)
            if decision is not None:
                return decision
        scheduled.clear()
        return None


Rankers = tuple[Ranker, ...] | Callable[[Any], tuple[Ranker, ...]]
"""A variant's rankers, or a function of its per-hand state that gives them (Follow the Queen's wild rank)."""


class ShowdownMode(enum.Enum):
    """How a showdown is played (RULES.md 3, "Showdown"): a game's ``showdown`` option."""

    AUTO = "auto"
    """Cards speak: every player still in shows, in the rules' order, and the best hands win (the default)."""
    CHOOSE = "choose"
    """Each player in the rules' order decides: show, or muck and give up every pot still contested
    (:attr:`~pokervariants.DecisionKind.SHOWDOWN`). A pot every other player has mucked goes to its
    last claimant unshown, at once."""


_CHOOSE: Final = ShowdownMode.CHOOSE  # (read once: an enum's member is a Python descriptor's call each time it is read)


@frozen
class Showdown:
    """Every player still in shows, ranked by the variant's rankers (one per share of the pot).

    The last player to bet or raise in the last betting round shows first; if nobody did, the first
    to act; then in seat order round the table. With ``mode=ShowdownMode.CHOOSE`` the players decide
    in that order whether to show or muck (:class:`ShowingDown`); a player is asked only while a pot
    the player is in has another claimant, so the last one left wins unshown. A hand dealt out for
    equity (everyone staying in), or one where nothing was bet, shows every hand as the default does.
    """

    rankers: Rankers
    mode: ShowdownMode = ShowdownMode.AUTO

    def run(self, table: Table) -> ShowingDown | None:
        live = table.live()
        if len(live) < 2:
            return None
        rankers = self.rankers if isinstance(self.rankers, tuple) else self.rankers(table.state)
        table.showdown_rankers = rankers
        first = table.aggressor if table.aggressor is not None else table.opened_by
        folded = table.folded
        if first is None or folded[first]:
            first = live[0]
        if self.mode is _CHOOSE and not table.dealing_out:
            order = tuple([seat for seat in (*range(first, table.seats), *range(first)) if not folded[seat]])
            pots = tuple([eligible for _, eligible in pot_parts(table.contributed, [not f for f in folded], table.dead)])
            choosing = ShowingDown(order, pots)
            choosing.advance(table)
            if choosing.actor is not None:
                return choosing
            # No pot has two claimants (nothing was bet): nothing to decide, and the cards speak.
        shown: dict[int, tuple[int, ...]] = {}
        cards, log, seats = table.shown_cards, table.log, table.seats
        rank = _rank_of(rankers[0]) if len(rankers) == 1 else None
        flat = all_flat(rankers)  # asked once, not for every seat
        for k in range(seats):  # from the first to show round the table (by index: compiled, no tuple of ranges)
            seat = first + k - seats if first + k >= seats else first + k
            if folded[seat]:
                continue
            held = cards[seat] = table.cards_for(seat, flat)
            ranks = (rank(held),) if rank is not None else tuple([ranker.rank(held) for ranker in rankers])
            shown[seat] = ranks
            log.append((_shown, seat, held, ranks, rankers))
        table.shown = shown
        return None


_SHOW_KIND: Final = ActionKind.SHOW
_SHOW: Final = Action(_SHOW_KIND)
_MUCK: Final = Action(ActionKind.MUCK)
_SHOW_OR_MUCK: Final = (_SHOW, _MUCK)


class ShowingDown:
    """A choosing showdown in progress (:attr:`ShowdownMode.CHOOSE`): the players in the rules'
    ``order`` show or muck, one at a time.

    A player is asked only while some pot the player is eligible for (``pots``, the eligible seats
    of each, main pot first) has another claimant, one who has not mucked; so a pot that every other
    player has mucked goes to its last claimant unshown (:class:`Settle` awards it), and that player
    keeps it even if the player mucks later to concede another pot.
    """

    kind = DecisionKind.SHOWDOWN
    __slots__ = ("actor", "order", "pots", "place")

    def __init__(self, order: tuple[int, ...], pots: tuple[tuple[int, ...], ...], place: int = 0) -> None:
        self.actor: int | None = None
        self.order = order
        self.pots = pots
        self.place = place
        """The place in ``order`` of the next player to ask."""

    def advance(self, table: Table) -> None:
        """Make :attr:`actor` the next player in the order with a pot to contest (``None``: none is left)."""
        order, mucked = self.order, table.mucked
        while self.place < len(order):
            seat = order[self.place]
            self.place += 1
            for eligible in self.pots:
                if seat in eligible and len(claimants(eligible, mucked)) > 1:
                    self.actor = seat
                    return
        self.actor = None

    def legal(self, table: Table) -> tuple[Action, ...]:
        return _SHOW_OR_MUCK

    def act(self, table: Table, action: Action) -> int:
        seat = self.actor
        assert seat is not None
        if action.kind is _SHOW_KIND:
            _show(table, seat)
        else:
            table.mucked.append(seat)
        self.advance(table)
        return 0

    def refusal(self, table: Table, action: Action) -> str | None:
        return None

    def passive(self, table: Table) -> Action:
        return _SHOW

    def copy(self) -> ShowingDown:
        return _showing_down(self.actor, self.order, self.pots, self.place)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_showing_down, (self.actor, self.order, self.pots, self.place))


def _showing_down(actor: int | None, order: tuple[int, ...], pots: tuple[tuple[int, ...], ...], place: int) -> ShowingDown:
    """A choosing showdown made again (a copy, or unpickled)."""
    choosing = ShowingDown(order, pots, place)
    choosing.actor = actor
    return choosing


def _show(table: Table, seat: int) -> None:
    """The seat shows: its hand ranked by the showdown's rankers, and logged."""
    rankers = table.showdown_rankers
    held = table.shown_cards[seat] = table.cards_for(seat, all_flat(rankers))
    ranks = tuple([ranker.rank(held) for ranker in rankers])
    table.shown[seat] = ranks
    table.log.append((_shown, seat, held, ranks, rankers))


def claimants(eligible: Sequence[int], mucked: Sequence[int]) -> tuple[int, ...]:
    """The seats that still claim a pot ``eligible`` seats were in, after the seats ``mucked``
    mucked, in order: each muck takes its seat out, until one seat is left, to whom the pot then belongs.

    >>> from pokervariants.engine.phases import claimants
    >>> claimants((0, 1, 2), [2]), claimants((1, 2), [1, 2]), claimants((0, 1, 2), [])
    ((0, 1), (2,), (0, 1, 2))
    """
    left = list(eligible)
    for seat in mucked:
        if len(left) == 1:
            break
        if seat in left:
            left.remove(seat)
    return tuple(left)


def _shown(seat: int, held: Sequence[Card], ranks: tuple[int, ...], rankers: tuple[Ranker, ...], run: int = 1) -> Shown:
    """The :class:`Shown` event, its hands described (made when the events are read)."""
    values = tuple(ranker.evaluate(held) if rank else None for ranker, rank in zip(rankers, ranks))
    return Shown(seat, tuple(held), ranks, values, tuple(ranker.ranking.label for ranker in rankers), run)


def awarded(
    pot: int, share: str, seat: int, amount: int, ranker: Ranker | None = None, held: Sequence[Card] | None = None, run: int = 1
) -> Awarded:
    """The :class:`Awarded` event, the winning hand described (made when the events are read)."""
    if ranker is None or held is None:
        return Awarded(pot, share, seat, amount, run=run)
    return Awarded(pot, share, seat, amount, ranker.evaluate(held), tuple(held), run)


class OddChip(enum.Enum):
    """Who gets the odd chips of a tied share (RULES.md 3)."""

    RROP = "rrop"
    """Robert's Rules: the highest card by suit among all the player's cards (in a low share, the lowest, ace low)."""
    TDA = "tda"
    """Poker TDA: the high card (by rank, then suit) of the five-card winning hand."""
    POSITION = "position"
    """Flop games (RULES.md 6): the first winner left of the button (the lowest seat: the button sits last)
    takes the odd chip; with more than one, each winner in that order takes one (Robert's Rules:
    no player gets more than one odd chip of a pot)."""
    FIRST = "first"
    """As PokerKit gives them: the first winner left of the button (the lowest seat) takes every
    odd chip of the share, however many there are."""


class SplitPots(enum.Enum):
    """Which pots are split on their own when a showdown ties (RULES.md 3)."""

    EACH = "each"
    """Each pot, main and side pots, on its own (RULES.md 3), each with its own odd chips."""
    MERGED = "merged"
    """As PokerKit splits them: the hands that win nothing are out first, and side pots whose
    remaining players are the same are merged and split together, so their odd chips add up before
    they are handed out (a tied hand can end a chip apart from :attr:`EACH`)."""


@frozen(kw_only=True)
class Settle:
    """Award the pots: main pot and side pots by contribution, each split among its shares.

    ``shares`` names the share each ranker of the showdown decides, in order (by default ``"all"``
    for one ranker, ``"high"`` and ``"low"`` for two). A share after the first is won only by a
    hand that qualifies (rank above 0); when none does, the first share takes its part. Shares
    split equally, the odd chip to the earlier share; tied winners of a share split it, odd chips
    by ``odd_chip``. Each pot is split on its own, or with ``split_pots=SplitPots.MERGED`` together
    with the side pots the same players contest. When everyone but one player folded, that player
    takes everything unshown; after a choosing showdown, a pot whose other players all mucked goes
    unshown to the one left (:func:`claimants`).
    """

    shares: tuple[str, ...] = ()
    odd_chip: OddChip = OddChip.RROP
    split_pots: SplitPots = SplitPots.EACH
    rake: Rake | None = None
    """The house's rake (:class:`~pokervariants.Rake`), taken from each pot before it is awarded; none by default."""

    @property
    def settles(self) -> bool:
        """True: the hand settles here."""
        return True

    def run(self, table: Table) -> None:
        live = table.live()
        paid: set[int] = set()
        mucked = table.mucked
        rake = self.rake
        flopped = table.street >= 1  # past the first betting round (no flop, no drop)
        taken = 0
        if len(live) == 1 or not (table.shown or mucked):  # everyone else folded: one pot, unshown
            won = table.pot_total()
            cut = 0 if rake is None else rake.take(won, taken=0, flopped=flopped)
            table.stacks[live[0]] += won - cut
            table.log.append((awarded, 0, Share.ALL, live[0], won - cut))
            if cut:
                table.log.append((Raked, 0, cut, ((live[0], cut),)))
            paid.add(live[0])
        else:
            ranks: dict[int, tuple[int, ...]] = table.shown
            rankers: tuple[Ranker, ...] = table.showdown_rankers
            names = self.share_names(len(rankers))
            pots = pot_parts(table.contributed, [not f for f in table.folded], table.dead)
            if mucked:
                pots = [(total, claimants(eligible, mucked)) for total, eligible in pots]
            runs = _run_ranks(table, rankers) if table.runs else None
            if self.split_pots is SplitPots.MERGED and len(pots) > 1 and runs is None:
                pots = merged_pots(pots, ranks)
            for index, (total, eligible) in enumerate(pots):
                cut = 0 if rake is None else rake.take(total, taken=taken, flopped=flopped)
                winners: set[int] = set() if cut else paid
                total -= cut  # the house's, before the pot is awarded; its winners pay it
                taken += cut
                if runs is None:
                    self._share_out(table, index, total, eligible, ranks, rankers, names, winners)
                else:  # equal parts, one a run (odd chips to the earlier runs), each won on its own board
                    each, odd = divmod(total, len(runs))
                    for run, (run_ranks, run_cards) in enumerate(runs, 1):
                        table.shown_cards = run_cards
                        self._share_out(table, index, each + (1 if run <= odd else 0), eligible, run_ranks, rankers, names, winners, run)
                    table.shown_cards = runs[0][1]
                if cut:
                    table.log.append((Raked, index, cut, _parts(cut, sorted(winners) or sorted(eligible))))
                    paid |= winners
        table.contributed = [0] * table.seats
        table.dead = 0
        table.winner = paid.pop() if len(paid) == 1 else None

    def _share_out(
        self, table: Table, index: int, total: int, eligible: Sequence[int], ranks: dict[int, tuple[int, ...]], rankers: tuple[Ranker, ...],
        names: tuple[str, ...], paid: set[int], run: int = 1,
    ) -> None:
        """Award pot ``index`` of ``total`` among its ``eligible`` seats, by its shares (on the board of ``run``)."""
        if len(eligible) == 1:
            self._award(table, index, Share.ALL, total, list(eligible), None, paid, run)
            return
        if len(rankers) == 1:  # one share: the best hand takes it
            best = max([ranks[s][0] for s in eligible])
            self._award(table, index, names[0], total, [s for s in eligible if ranks[s][0] == best], 0, paid, run)
            return
        splitting = [0] + [i for i in range(1, len(rankers)) if any(ranks[s][i] for s in eligible)]
        parts: list[tuple[str, int, int]]
        if len(splitting) == 1:
            parts = [(Share.ALL, total, 0)]
        else:
            each, odd = divmod(total, len(splitting))
            parts = [(names[i], each + (1 if k < odd else 0), i) for k, i in enumerate(splitting)]
        for name, amount, ranker in parts:
            best = max(ranks[s][ranker] for s in eligible)
            self._award(table, index, name, amount, [s for s in eligible if ranks[s][ranker] == best], ranker, paid, run)

    def share_names(self, rankers: int) -> tuple[str, ...]:
        """The name of the share each of the showdown's rankers decides."""
        if self.shares:
            return self.shares
        return (Share.ALL,) if rankers == 1 else (Share.HIGH, Share.LOW, *(f"share {i}" for i in range(3, rankers + 1)))

    def split(self, ranks: dict[int, tuple[int, ...]]) -> list[tuple[int, tuple[int, ...], bool]]:
        """How one pot that every shown seat is in would be shared: for each share that is played
        (``ranker index, best seats, paid``), each taking an equal part of the pot. For equity."""
        rankers = len(next(iter(ranks.values())))
        if rankers == 1:  # one share, to the best hand
            top = max(ranks.values())
            return [(0, tuple(s for s, rank in ranks.items() if rank == top), True)]
        seats = list(ranks)
        splitting = [0] + [i for i in range(1, rankers) if any(ranks[s][i] for s in seats)]
        shares = []
        for i in splitting:
            best = max(ranks[s][i] for s in seats)
            shares.append((i, tuple(s for s in seats if ranks[s][i] == best), True))
        return shares

    def _award(self, table: Table, pot: int, share: str, amount: int, winners: list[int], ranker: int | None, paid: set[int], run: int = 1) -> None:
        each, odd = divmod(amount, len(winners))
        if odd and ranker is not None:
            winners = odd_chip_order(table, winners, table.showdown_rankers[ranker], self.odd_chip)
        first = self.odd_chip is OddChip.FIRST  # every odd chip to the first winner, not one each
        for position, seat in enumerate(winners):
            won = each + ((odd if position == 0 else 0) if first else (1 if position < odd else 0))
            if won:
                table.stacks[seat] += won
                paid.add(seat)
                if ranker is None:
                    table.log.append((awarded, pot, share, seat, won) if run == 1 else (awarded, pot, share, seat, won, None, None, run))
                elif run == 1:
                    table.log.append((awarded, pot, share, seat, won, table.showdown_rankers[ranker], table.shown_cards[seat]))
                else:
                    table.log.append((awarded, pot, share, seat, won, table.showdown_rankers[ranker], table.shown_cards[seat], run))


def _rank_of(ranker: Ranker) -> Callable[[Sequence[int]], int]:
    """``ranker.rank``, or :func:`~pokervariants.rank_high` itself for a plain high ranker (no wild
    cards), which is what its method calls: compiled, the ranker's method is a Python call."""
    if type(ranker) is HighRanker and not ranker.wild and not ranker.natural_beats_wild:
        return rank_high
    return ranker.rank


def _run_ranks(table: Table, rankers: tuple[Ranker, ...]) -> list[tuple[dict[int, tuple[int, ...]], dict[int, Sequence[Card]]]]:
    """Each run's ranks and cards of the shown seats (the first run's as the showdown found them),
    the later runs' hands logged as :class:`Shown` events of their run."""
    runs = [(table.shown, table.shown_cards)]
    first, flat, log = table.board, all_flat(rankers), table.log
    try:
        for run, board in enumerate(table.runs, 2):
            table.board = board
            ranks: dict[int, tuple[int, ...]] = {}
            cards: dict[int, Sequence[Card]] = {}
            for seat in table.shown:
                held = cards[seat] = table.cards_for(seat, flat)
                ranks[seat] = tuple([ranker.rank(held) for ranker in rankers])
                log.append((_shown, seat, held, ranks[seat], rankers, run))
            runs.append((ranks, cards))
    finally:
        table.board = first
    return runs


def merged_pots(pots: list[tuple[int, tuple[int, ...]]], ranks: dict[int, tuple[int, ...]]) -> list[tuple[int, tuple[int, ...]]]:
    """``pots`` (main pot first, as :func:`~pokervariants.engine.pots.pot_parts` makes them) as
    PokerKit splits them: a side pot merged into the pot before it when the players left in both,
    once the hands that win no share of any pot are out, are the same. ``ranks`` are the shown
    hands' ranks, one for each share (a share after the first won only by a rank above 0).

    >>> from pokervariants.engine.phases import merged_pots
    >>> ranks = {0: (5,), 1: (9,), 2: (9,)}  # seats 1 and 2 tie; seat 0, all in for less, wins nothing
    >>> merged_pots([(15, (0, 1, 2)), (41, (1, 2))], ranks)
    [(56, (0, 1, 2))]
    >>> merged_pots([(15, (0, 1, 2)), (41, (1, 2))], {0: (9,), 1: (9,), 2: (5,)})  # seat 0 shares the main pot
    [(15, (0, 1, 2)), (41, (1, 2))]
    """
    shares = len(next(iter(ranks.values())))
    winning: set[int] = set()
    for _, eligible in pots:
        if len(eligible) == 1:
            winning.add(eligible[0])
            continue
        for share in range(shares):
            best = max([ranks[s][share] for s in eligible])
            if share == 0 or best:
                winning.update([s for s in eligible if ranks[s][share] == best])
    merged: list[tuple[int, tuple[int, ...]]] = []
    last: tuple[int, ...] = ()
    for amount, eligible in pots:
        left = tuple([s for s in eligible if s in winning])
        if merged and left == last:
            merged[-1] = (merged[-1][0] + amount, merged[-1][1])
        else:
            merged.append((amount, eligible))
            last = left
    return merged


def _parts(amount: int, seats: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """``amount`` in equal parts among ``seats``, odd units to the first: who paid how much of a rake."""
    each, odd = divmod(amount, len(seats))
    return tuple((seat, each + (1 if k < odd else 0)) for k, seat in enumerate(seats))


def odd_chip_order(table: Table, winners: Sequence[int], ranker: Ranker, rule: OddChip) -> list[int]:
    """The tied winners of a share in the order they receive odd chips (RULES.md 3)."""
    if rule is OddChip.POSITION or rule is OddChip.FIRST:
        return sorted(winners)
    low = bool(getattr(ranker.ranking, "is_low", False))

    def strength(card: Card) -> tuple[int, int]:
        rank = ((card >> 2) + 1) % 13 if low else card >> 2  # ace low in a low share
        return (rank, card & 3)

    def key(seat: int) -> tuple[tuple[int, int], ...]:
        held = table.shown_cards.get(seat) or table.held(seat)
        if rule is OddChip.TDA:
            value = ranker.evaluate(held)
            used: Sequence[Card] = value.cards if isinstance(value, HandValue) else ()
            return tuple(sorted((strength(c) for c in used if c < 52), reverse=True))
        ordered = sorted((strength(c) for c in held if c < 52), reverse=not low)
        return tuple((-r, -s) for r, s in ordered) if low else tuple(ordered)

    return sorted(winners, key=key, reverse=True)

