"""The plan of a stud replay's hidden cards: which street each dealer action deals, and what each
street's notes say, for the stand-in search (:mod:`pokervariants.phh.standins`).

Part of the replayer (``pokervariants.phh._replayer``), kept apart as the part that reads the
history's runs of deals against the game's street schedule.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Sequence

from ..core import Action, Card
from ..engine.hooks import DealEffect
from ..engine.protocols import BOARD, BURN, GameVariant
from ..variants.base import StreetSpec
from ._family import Schedule
from .errors import ActionProblem, PHHActionError
from .notation import Notation
from .standins import Slot, StreetNote, effects_of

__all__ = ["Planning"]


class Planning:
    """The replayer's planning of a stud history's deals (a base of :class:`~pokervariants.phh._replayer.Replayer`)."""

    game: GameVariant
    notations: list[Notation]
    streets: Sequence[StreetSpec]

    def _error(self, number: int, message: str, kind: ActionProblem, *, card: bool = False, refused: Action | None = None, to_act: int | None = None) -> PHHActionError:
        raise NotImplementedError  # the replayer's

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
