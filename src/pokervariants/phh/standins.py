"""Stand-ins for the cards a hand history hides (``??``), chosen so the replay does what the history says.

Real transcripts hide the cards of players who fold, face-up ones included.
Any unseen card would do for a hidden face-down card, but a face-up one is
seen by the rules: it decides who brings in and who acts first, can make the
open pair that allows the big bet, and can set off a deal hook (Baseball's
3s and 4s). So the replay first lays out every card it deals (a :class:`Slot`
each, hidden or not), then :class:`StandInSearch` chooses the hidden ones:

* **what each hidden card sets off**: nothing, unless the history deals the
  extra card it earned (:attr:`Slot.earns_extra`) or a street's *reading*
  makes it special (a Baseball 3: match the pot or drop);
* **a reading of each street**: plain, with an open pair (where the big bet
  needs one), or with special cards, the sets the history allows (their
  players decide first after the deal, or never act again);
* **the openings**: for each street, who the history has acting first
  (:class:`Opening`, read from the actions; an all-in player the rule picks is
  skipped, as the engine skips one) must be who the game's own opener rule
  picks on the boards.

One choice is a depth-first search over the streets (reading, then the face-up
cards, the opener's first), with conflict-directed backjumping and a bound on
opener-rule calls; cards are tried weakest first (by the board each makes),
moderately strong for a player who opens a later round, from the middle for one
who folds. The engine then replays the history with them; if it refuses an
action, the search learns from the hand at that point (who was in, who had
chips) or rules out that reading of the streets up to the refusal, and tries
again, within :data:`RUNS` replays.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from attrs import define, field, frozen

from ..core import Card
from ..engine.protocols import BOARD, BURN, Opener
from ..engine.hooks import DealEffect, DealHook, is_simple_hook

__all__ = ["ALL_CHECKS", "BOARD", "BURN", "CHECKS", "RUNS", "Opening", "Slot", "StandInSearch", "StreetNote", "effects_of"]


RUNS = 32
"""The most replays a search for stand-ins makes before it gives up."""
CHECKS = 25000
"""The most opener-rule calls one choice of stand-ins makes (a few tenths of a second)."""
ALL_CHECKS = 60000
"""The most opener-rule calls a whole search makes, over all its choices."""


@define
class Slot:
    """One card the engine deals, in dealing order: who gets it and how, and the card if the history gives it."""

    number: int
    """The action that deals it (-1 for a burned card)."""
    seat: int
    """The seat dealt to, or :data:`BOARD` or :data:`BURN`."""
    street: int
    """The index of the street in the game's schedule."""
    face_up: bool
    """Dealt face up."""
    extra: bool = False
    """Dealt as an extra card (set off by the card before it)."""
    card: Card | None = None
    """The card, or ``None`` if the history hides it."""
    earns_extra: bool = False
    """(A hidden card.) The history deals the extra card this one must earn."""
    position: int = 0
    """Where the card is among the cards of its action (``d dh p1 ??Kc``: 0 and 1)."""


@frozen
class Opening:
    """Who opens a betting round, as the history says: ``actor`` acts first, with ``live`` seats in the hand.

    ``able`` are the live seats with chips: the engine skips an all-in opener, so the
    round opens with the next able seat after the one the opener rule picks; a bring-in that
    ``passes`` (RULES.md 3) goes to the able seat the opener rule picks among the able ones.
    """

    street: int
    live: frozenset[int]
    able: frozenset[int]
    actor: int

    def holds(self, opener: Opener, bring_in: bool, boards: Mapping[int, Sequence[Card]], players: int, *, passes: bool = False) -> bool:
        """Whether the opener rule, on these boards, has :attr:`actor` act first (``passes``: a
        bring-in passes over the players all in, to the next card in bring-in order)."""
        if bring_in and passes:
            able = {seat: board for seat, board in boards.items() if seat in self.able}
            return not able or opener.bring_in_seat(able) == self.actor  # the all-in boards alone say nothing
        first = opener.bring_in_seat(boards) if bring_in else opener.first_to_act(boards)
        for step in range(players):
            seat = (first + step) % players
            if seat in self.able:
                return seat == self.actor
        return False


@frozen
class StreetNote:
    """What the history says around a street's betting: who had folded before its deal, and the actions after it."""

    folded: frozenset[int]
    actions: tuple[tuple[int, str], ...]
    """The players' actions (seat, verb) between the street's deal and the next deal."""


def effects_of(hooks: Sequence[DealHook], card: Card, face_up: bool, extra: bool) -> tuple[DealEffect, ...]:
    """What dealing ``card`` sets off under the simple ``hooks``, in a fixed order (to compare).

    A hook that reads the hand (a :class:`~pokervariants.engine.hooks.ContextDealHook`) cannot be
    asked without one: the search counts on nothing from it, and the engine's replay judges.
    """
    found = [e for hook in hooks if is_simple_hook(hook) for e in hook.on_deal(card, face_up, extra)]  # type: ignore[call-arg, arg-type]  # a simple hook
    return tuple(sorted((e for e in found if isinstance(e, DealEffect)), key=lambda e: e.value))


def _stronger_boards(opener: Opener, a: Sequence[Card], b: Sequence[Card]) -> int:
    """1 if board ``a`` acts before board ``b`` on a later street, -1 if after, 0 if only the seat decides."""
    a_first = opener.first_to_act({0: a, 1: b}) == 0
    b_first = opener.first_to_act({0: b, 1: a}) == 0
    return 0 if a_first == b_first else 1 if a_first else -1


def _stronger(opener: Opener, a: Card, b: Card) -> int:
    """:func:`_stronger_boards` for one-card boards."""
    return _stronger_boards(opener, (a,), (b,))


def _weakest_first(opener: Opener, cards: int) -> tuple[Card, ...]:
    """The pack of ``cards`` cards from the one least likely to make its board act first to the most (pack order breaks ties)."""

    def compare(a: Card, b: Card) -> int:
        return _stronger(opener, a, b)

    return tuple(sorted((Card(c) for c in range(cards)), key=functools.cmp_to_key(compare)))


_WEAKNESS: dict[tuple[Opener, int], tuple[Card, ...]] = {}  # by opener: sorting costs a few hundred opener calls


def _weakness(opener: Opener, cards: int) -> tuple[Card, ...]:
    key = (opener, cards)
    try:
        order = _WEAKNESS.get(key)
    except TypeError:  # an opener that cannot be hashed: no cache
        return _weakest_first(opener, cards)
    if order is None:
        if len(_WEAKNESS) >= 32:
            _WEAKNESS.clear()
        order = _WEAKNESS[key] = _weakest_first(opener, cards)
    return order


class _OutOfChecks(Exception):
    """The search for one choice of stand-ins used up its opener calls."""


@define
class StandInSearch:
    """Stand-ins for every hidden card of a plan, revised from what the engine refuses.

    Call :meth:`next` for the stand-ins to try (slot index to card) and, when the replay
    with them fails, :meth:`failed` with where and how; ``None`` from :meth:`next` means
    the search is over.

    Each choice is a search (``_solve``, within :data:`CHECKS` opener-rule calls). Face-down
    and burned cards come last, from the middle of the pack, keeping the strong and weak cards for
    the face-up ones. A street whose opening cannot be met is left to the engine, which then says
    who was really in.
    """

    opener: Opener
    hooks: tuple[DealHook, ...]
    bring_in: tuple[bool, ...]
    """For each street, whether it opens with a bring-in."""
    open_pair: tuple[bool, ...]
    """For each street, whether an open pair allows the big bet."""
    players: int
    plan: list[Slot]
    unseen: tuple[Card, ...]
    """The cards the history never shows, in pack order: the stand-ins come from these."""
    notes: dict[int, StreetNote]
    pack: int = 52
    """How many cards the game's pack holds (jokers included)."""
    passes: bool = True
    """Whether a bring-in whose low card is all in on the ante passes to the next card in bring-in
    order (``all_in_low_card="pass"``), rather than opening with the next seat."""
    runs: int = 0
    """How many stand-in choices :meth:`next` has given."""
    impossible: Slot | None = None
    """A hidden card no unseen card can stand in for (the effects it must have are all taken), once found."""
    _hidden: dict[int, list[int]] = field(factory=dict)
    _streets: list[int] = field(factory=list)
    _weak: tuple[Card, ...] = ()
    _rising: tuple[Card, ...] = ()
    _middle: tuple[Card, ...] = ()
    _kind: dict[Card, int] = field(factory=dict)
    _dealt_to: dict[int, set[int]] = field(factory=dict)
    _variants: dict[int, list[tuple[frozenset[int], bool]]] = field(factory=dict)
    """Each street's readings: its special cards, and whether an open pair must show."""
    _used: dict[int, int] = field(factory=dict)
    """The reading of each street in the latest choice."""
    _refuted: set[tuple[int, ...]] = field(factory=set)
    """The readings (a variant for each hidden street up to one) the engine has refused."""
    _learned: dict[tuple[int, frozenset[int]], Opening] = field(factory=dict)
    _effects: dict[tuple[Card, bool, bool], tuple[DealEffect, ...]] = field(factory=dict)
    _fit: dict[tuple[Any, ...], tuple[Card, ...]] = field(factory=dict)
    _ordered: dict[tuple[tuple[Card, ...], tuple[Card, ...]], list[Card]] = field(factory=dict)
    _shown_until: dict[int, list[tuple[int, Slot]]] = field(factory=dict)
    _checks: int = 0
    _spent: int = 0
    _deepest: int = 0

    def __attrs_post_init__(self) -> None:
        for index, slot in enumerate(self.plan):
            if slot.card is None:
                self._hidden.setdefault(slot.street, []).append(index)
            if slot.seat >= 0:
                self._dealt_to.setdefault(slot.street, set()).add(slot.seat)
        unseen = set(self.unseen)
        self._weak = tuple(c for c in _weakness(self.opener, self.pack) if c in unseen) if self._hidden else ()
        half = len(self._weak) // 2
        self._rising = self._weak[half:] + self._weak[:half][::-1]  # from the middle up, then down: strong enough
        middle = len(self._weak) / 2
        self._middle = tuple(card for _, card in sorted(enumerate(self._weak), key=lambda p: abs(p[0] - middle)))
        kind = 0
        for previous, card in zip((None, *self._weak), self._weak):
            if previous is not None and _stronger(self.opener, previous, card) != 0:
                kind += 1
            self._kind[card] = kind  # cards of a kind look the same to the opener rule on a board of their own
        if self._hidden:  # the search covers every street with a hidden card or a betting round
            self._streets = sorted(set(self._hidden) | {s for s, note in self.notes.items() if note.actions})
        for street in self._streets:
            indices = self._hidden.get(street, [])
            variants = [(frozenset[int](), False)]
            if self.open_pair[street] and any(self.plan[i].face_up for i in indices):
                variants.append((frozenset(), True))  # pairs on the boards, for an open pair that allowed the big bet
            for specials in self._special_sets(street):
                variants.append((specials, False))  # special cards (Baseball 3s: match the pot or drop)
            self._variants[street] = variants
            self._used[street] = 0

    # --- the search over tries ----------------------------------------------------------------

    def next(self) -> dict[int, Card] | None:
        """The stand-ins to try next (slot index to card), or ``None`` when none is left to try."""
        if self.runs >= RUNS or (self.runs and self._spent >= ALL_CHECKS):
            return None
        relaxed: set[int] = set()
        while True:
            if self._spent >= ALL_CHECKS:  # out of checks before a first choice: one without openings, for the engine to judge
                relaxed = set(self._streets)
            stand_ins = self._solve(relaxed)
            self._spent += self._checks
            if stand_ins is not None:
                self.runs += 1
                return stand_ins
            if self.impossible is not None or self._deepest in relaxed or (self.runs and self._spent >= ALL_CHECKS):
                return None
            relaxed.add(self._deepest)  # leave that street's opening to the engine

    def failed(self, street: int, opening: Opening | None) -> bool:
        """The replay failed at ``street`` (``opening``: as a betting round opened); whether there is more to try.

        Either the engine says who was really in and who had chips as a round opened, which the next
        search uses; or the way the streets up to this one were read (each street's variant: plain,
        with an open pair, with special cards) is ruled out, and the next search reads them another way.
        """
        earlier = [s for s in self._streets if s <= street]
        if not self._hidden or not earlier or self.runs >= RUNS:
            return False
        if opening is not None and earlier[-1] == street:
            key = (street, self._variants[street][self._used[street]][0])
            if self._learned.get(key) != opening:
                self._learned[key] = opening
                return True
        if all(len(self._variants[s]) == 1 for s in earlier):
            return False  # only one reading: nothing else to try
        self._refuted.add(tuple(self._used[s] for s in earlier))
        return True

    def _special_sets(self, street: int) -> list[frozenset[int]]:
        """The sets of the street's hidden face-up cards that may be special, as the history reads, most likely first.

        A special card asks its player to decide before the betting (match the pot, ``cc``, or
        drop, ``f``) or, short of chips, drops the player: so its player decides first after the
        deal, in dealing order with the others, or never acts again.
        """
        capable: dict[int, int] = {}  # seat -> its hidden face-up slot that may be special
        matchers = set()  # seats whose known face-up cards are special
        for index, slot in enumerate(self.plan):
            if slot.street != street or slot.seat < 0 or not slot.face_up:
                continue
            if slot.card is None and slot.seat not in capable and self._fitting(slot, None, self._weak):
                capable[slot.seat] = index
            elif slot.card is not None and DealEffect.MATCH_OR_DROP in self._effects_of(slot.card, slot):
                matchers.add(slot.seat)
        if not capable:
            return []
        note = self.notes.get(street)
        leading: list[int] = []  # decisions come in dealing order, so the run stops where the order goes back
        decided: set[int] = set()
        for seat, verb in note.actions if note is not None else ():
            if seat in decided or verb not in ("cc", "f"):
                break  # a second action, or a bet: the betting has begun
            decided.add(seat)
            if seat in capable and (not leading or capable[seat] > leading[-1]):
                leading.append(capable[seat])
            elif seat not in matchers:
                break
        acting = {seat for later, n in self.notes.items() if later >= street for seat, _ in n.actions}
        dropped = [index for seat, index in capable.items() if seat not in acting]
        found: list[frozenset[int]] = []
        for k in range(len(leading) + 1):
            decisions = frozenset(leading[:k])
            for specials in (decisions, *(decisions | {index} for index in dropped), decisions | frozenset(dropped)):
                if specials and specials not in found and len(found) < 12:
                    found.append(specials)
        return found

    # --- one try: a depth-first search over the streets --------------------------------------

    def _solve(self, relaxed: set[int]) -> dict[int, Card] | None:
        """Stand-ins meeting every opening but the ``relaxed`` streets', or ``None`` (then :attr:`_deepest` is where it failed).

        A depth-first search, street by street: how the street is read (its variant: plain, with an
        open pair, with special cards), then its face-up hidden cards in dealing order, the opener's
        first. It backjumps on conflicts: a failure names the seats whose boards it involved (and the
        street whose reading it broke), and the search goes back to the latest choice among them:
        another card of a player who has folded cannot help.
        """
        streets = self._streets
        allowance = max(min(CHECKS, ALL_CHECKS - self._spent), 0) if len(relaxed) < len(streets) else CHECKS
        chosen: dict[int, Card] = {}
        used: set[Card] = set()
        everything = frozenset([*range(self.players), *(-1 - s for s in streets)])
        self._checks = 0
        self._deepest = streets[0] if streets else 0
        if not self._fill([i for s in streets for i in self._hidden.get(s, []) if self.plan[i].seat == BOARD], frozenset(), chosen, used):
            return None  # community cards first: they are on every board

        def street_from(k: int) -> frozenset[int] | None:
            """``None`` once every later card is chosen; otherwise the seats (and streets, as -1 - street) to blame."""
            if k == len(streets):
                down = [i for s in streets for i in self._hidden.get(s, []) if not self._shown(i)]
                specials = frozenset(i for s in streets for i in self._variants[s][self._used[s]][0])
                return None if self._fill(down, specials, chosen, used) else everything
            street = streets[k]
            self._deepest = max(self._deepest, street)
            conflict: set[int] = set()
            for variant in range(len(self._variants[street])):
                self._used[street] = variant
                if tuple(self._used[s] for s in streets[: k + 1]) in self._refuted:
                    conflict |= {-1 - s for s in streets[:k]}  # the engine refused this reading of these streets
                    continue
                result = variant_from(k, street)
                if result is None:
                    return None
                if -1 - street not in result:
                    return result  # how this street is read is not to blame
                conflict |= result - {-1 - street}
            return frozenset(conflict)

        def variant_from(k: int, street: int) -> frozenset[int] | None:
            specials, pairing = self._variants[street][self._used[street]]
            opening = None if street in relaxed else self._opening(street, specials)
            if opening is not None and not self._possible(opening, street):
                opening = None  # the known boards rule it out: leave it to the engine
            up = [i for i in self._hidden.get(street, []) if self._shown(i) and self.plan[i].seat >= 0]
            if opening is not None:
                up.sort(key=lambda i: self.plan[i].seat != opening.actor)  # the opener's cards first
            boards = self._boards(street, chosen)
            mine = -1 - street

            def slot_from(j: int) -> frozenset[int] | None:
                if j == len(up):
                    if opening is not None and not self._opens(opening, street, boards, set()):
                        return self._blame(opening, street, boards, set()) | {mine}
                    live = opening.live if opening is not None else self._dealt_to.get(street, set())
                    if pairing and not any(len({c >> 2 for c in boards[seat]}) < len(boards[seat]) for seat in live):
                        return frozenset({*live, mine})  # this reading is for an open pair (the big bet allowed): one must show
                    return street_from(k + 1)
                index = up[j]
                slot = self.plan[index]
                later = up[j + 1 :]
                last = all(self.plan[i].seat != slot.seat for i in later)
                pending = {self.plan[i].seat for i in later}
                check = opening is not None and last and slot.seat in opening.live
                conflict: set[int] = {slot.seat}
                opener = opening is not None and slot.seat == opening.actor
                candidates = self._candidates(slot, index in specials, pairing and opener, boards[slot.seat], street, used)
                if not candidates:
                    return everything  # every card that fits is taken: any other choice might free one
                if pairing and last and opener:
                    ranks = {c >> 2 for c in boards[slot.seat]}
                    candidates = [c for c in candidates if c >> 2 in ranks]  # the opener shows the open pair
                    if not candidates:
                        return frozenset({slot.seat, mine})  # its earlier cards must change, or the reading
                for card in candidates:
                    if self._checks > allowance:
                        raise _OutOfChecks
                    boards[slot.seat].append(card)
                    if check and not self._opens(opening, street, boards, pending):  # type: ignore[arg-type]  # check: opening is set
                        conflict |= self._blame(opening, street, boards, pending) | {mine}  # type: ignore[arg-type]
                        boards[slot.seat].pop()
                        continue
                    chosen[index] = card
                    used.add(card)
                    result = slot_from(j + 1)
                    if result is None:
                        return None
                    del chosen[index]
                    used.discard(card)
                    boards[slot.seat].pop()
                    if slot.seat not in result:
                        return result  # this card is not to blame: jump back past it
                    conflict |= result
                return frozenset(conflict)

            return slot_from(0)

        try:
            return dict(chosen) if street_from(0) is None else None
        except _OutOfChecks:
            return None

    def _possible(self, opening: Opening, street: int) -> bool:
        """Whether the opening may hold: not if the known boards open with another player, and no hidden board can change that.

        A hidden board may: the actor's, a community card's, or an all-in player's (the engine skips an all-in opener).
        """
        hidden = {self.plan[i].seat for s in self._hidden if s <= street for i in self._hidden[s] if self._shown(i)}
        if (opening.actor in hidden or BOARD in hidden) or hidden & (opening.live - opening.able):
            return True
        boards = self._boards(street, {})
        known = {seat: boards[seat] for seat in opening.live if seat not in hidden}
        self._checks += 1
        return opening.holds(self.opener, self.bring_in[street], known, self.players, passes=self.passes)

    def _shown(self, index: int) -> bool:
        """Whether a hidden slot is dealt face up (to a player or the board), where the rules see it."""
        slot = self.plan[index]
        return slot.face_up and slot.seat != BURN

    def _candidates(self, slot: Slot, special: bool, pairing: bool, board: list[Card], street: int, used: set[Card]) -> list[Card]:
        """The cards to try for a face-up slot, best first, one of each kind the opener rule tells apart.

        They are ordered by the strength of the board each makes (a pair is strong in stud, weak in
        Razz), as :meth:`_next_role` asks: weakest first, from the middle, or from the middle up.
        """
        every = self._fitting(slot, self._required(slot, special), self._weak)
        if not every:
            self.impossible = self.impossible or slot  # no unseen card at all has the effects this one must have
        fitting = [c for c in every if c not in used]
        if not self.bring_in[street]:  # the bring-in looks at suits too
            ranks = {c >> 2 for c in board}
            seen: set[tuple[int, bool]] = set()
            kinds = []
            for card in fitting:
                kind = (self._kind[card], (card >> 2) in ranks)
                if kind not in seen:
                    seen.add(kind)
                    kinds.append(card)
            fitting = kinds
        if board:
            fitting = self._by_strength(board, fitting)
        role = self._next_role(slot.seat, street)
        half = len(fitting) // 2
        if role is True:
            fitting = fitting[half:] + fitting[:half][::-1]
        elif role is None:
            fitting = [card for _, card in sorted(enumerate(fitting), key=lambda p: abs(p[0] - half))]
        if pairing:
            ranks = {c >> 2 for c in board}
            fitting.sort(key=lambda c: (c >> 2) not in ranks)  # stable: the pairing cards first
        return fitting

    def _by_strength(self, board: list[Card], cards: list[Card]) -> list[Card]:
        """``cards`` ordered by the strength of ``board`` with each added, weakest first (stable)."""
        key = (tuple(board), tuple(cards))
        if key not in self._ordered:

            def compare(a: Card, b: Card) -> int:
                self._checks += 2
                return _stronger_boards(self.opener, (*board, a), (*board, b))

            self._ordered[key] = sorted(cards, key=functools.cmp_to_key(compare))
        return list(self._ordered[key])

    def _fill(self, slots: list[int], specials: frozenset[int], chosen: dict[int, Card], used: set[Card]) -> bool:
        """Stand-ins for cards no opener rule looks at, from the middle of the pack's order of strength."""
        for index in slots:
            slot = self.plan[index]
            every = self._fitting(slot, self._required(slot, index in specials), self._middle)
            card = next((c for c in every if c not in used), None)
            if card is None:
                if not every:
                    self.impossible = self.impossible or slot  # no unseen card at all has the effects this one must have
                return False
            chosen[index] = card
            used.add(card)
        return True

    def _opens(self, opening: Opening, street: int, boards: dict[int, list[Card]], pending: set[int]) -> bool:
        """Whether the opening holds on the boards complete so far (the ``pending`` seats' are not)."""
        self._checks += 1
        shown: dict[int, Sequence[Card]] = {s: b for s, b in boards.items() if s in opening.live and s not in pending}
        return not shown or opening.holds(self.opener, self.bring_in[street], shown, self.players, passes=self.passes)

    def _blame(self, opening: Opening, street: int, boards: dict[int, list[Card]], pending: set[int]) -> frozenset[int]:
        """The seats to blame for an opening that fails: the actor, each board that opens before it (one against one),
        and the all-in players (one of them may be the opener the engine skips to reach the actor)."""
        shown = [s for s in boards if s in opening.live and s not in pending and s != opening.actor]
        beaten = set()
        for seat in shown:
            self._checks += 1
            if not opening.holds(self.opener, self.bring_in[street], {seat: boards[seat], opening.actor: boards[opening.actor]}, self.players, passes=self.passes):
                beaten.add(seat)
        return frozenset({opening.actor, *(beaten or shown), *(opening.live - opening.able)})

    def _next_role(self, seat: int, street: int) -> bool | None:
        """Whether ``seat`` opens a betting round after ``street`` (``None``: it is in no more of them).

        A later opener's board had better be strong enough (its cards are tried from the middle of
        the pack up), the others' weak; a player who folds needs neither, and takes a card from the
        middle, leaving the strong and weak ones to the others.
        """
        role = None
        for later in sorted(s for s in self.notes if s > street):
            actions = self.notes[later].actions
            if not actions:
                continue
            if seat not in self._dealt_to.get(later, ()):
                break  # it has folded
            if actions[0][0] == seat:
                return True
            role = False
        return role

    # --- effects and openings ---------------------------------------------------------------

    def _effects_of(self, card: Card, slot: Slot) -> tuple[DealEffect, ...]:
        key = (card, slot.face_up, slot.extra)
        if key not in self._effects:
            self._effects[key] = effects_of(self.hooks, card, slot.face_up, slot.extra)
        return self._effects[key]

    def _required(self, slot: Slot, special: bool) -> tuple[DealEffect, ...] | None:
        """The effects a stand-in for ``slot`` must have exactly (``None``: special, see :meth:`_fits`)."""
        if special:
            return None
        return (DealEffect.EXTRA_CARD,) if slot.earns_extra else ()

    def _fitting(self, slot: Slot, required: tuple[DealEffect, ...] | None, order: tuple[Card, ...]) -> tuple[Card, ...]:
        """The cards of ``order`` that fit ``slot`` with the ``required`` effects, in that order."""
        key = (slot.face_up, slot.extra, slot.earns_extra, required, id(order))
        if key not in self._fit:
            self._fit[key] = tuple(c for c in order if self._fits(c, slot, required))
        return self._fit[key]

    def _fits(self, card: Card, slot: Slot, required: tuple[DealEffect, ...] | None) -> bool:
        effects = self._effects_of(card, slot)
        if required is not None:
            return effects == required
        # special: an effect beyond the extra card, and the extra card exactly as the plan has it
        return (DealEffect.EXTRA_CARD in effects) == slot.earns_extra and any(e is not DealEffect.EXTRA_CARD for e in effects)

    def _boards(self, street: int, known: Mapping[int, Card]) -> dict[int, list[Card]]:
        """Each seat's face-up cards up to ``street`` (this street's hidden ones left out), community cards included."""
        if street not in self._shown_until:
            self._shown_until[street] = [(i, slot) for i, slot in enumerate(self.plan) if slot.street <= street and slot.face_up and slot.seat != BURN]
        boards: dict[int, list[Card]] = {seat: [] for seat in range(self.players)}
        community: list[Card] = []
        for index, slot in self._shown_until[street]:
            card = slot.card if slot.card is not None else known.get(index)
            if card is not None:
                (community if slot.seat == BOARD else boards[slot.seat]).append(card)
        if community:
            for board in boards.values():
                board.extend(community)
        return boards

    def _opening(self, street: int, specials: frozenset[int]) -> Opening | None:
        """Who the history has opening the street's betting, and among whom: learned from the engine, or read from the actions."""
        learned = self._learned.get((street, specials))
        if learned is not None:
            return learned
        note = self.notes.get(street)
        if note is None or not note.actions:
            return None
        live = set(self._dealt_to.get(street, ())) or set(range(self.players)) - note.folded
        matchers = []  # seats that must match the pot or drop before the betting, in dealing order
        for index, slot in enumerate(self.plan):
            if slot.street == street and slot.seat >= 0:
                if index in specials or (slot.card is not None and DealEffect.MATCH_OR_DROP in self._effects_of(slot.card, slot)):
                    matchers.append(slot.seat)
        actions = list(note.actions)
        for seat in matchers:
            if seat not in live:
                continue
            if actions and actions[0][0] == seat:
                if actions.pop(0)[1] == "f":
                    live.discard(seat)
            else:
                live.discard(seat)  # it could not pay, and dropped
        if not actions or actions[0][0] not in live:
            return None
        acting = {seat for seat, _ in actions}  # a player in the hand who never acts in the round is all-in
        return Opening(street, frozenset(live), frozenset(live & acting), actions[0][0])
