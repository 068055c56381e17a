"""Running the board more than once ("run it twice"): a finish phase of the flop games.

When the betting is over before the board is complete (everyone left all in, or all but one), a
table that runs it twice deals the rest of the board again, from the cards every run shares: each
later run burns and deals as the first did from that point. The settlement then splits each pot
into equal parts, one for each run (odd chips to the earlier runs), and awards each part on its
own board (:class:`~pokervariants.engine.phases.Settle`). A pack too short for every run runs as
many as it can give.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from .events import Acted, BoardRun, Burned, CommunityDealt, dealt_to_board

if TYPE_CHECKING:
    from .table import LogEntry, Table

__all__ = ["RunAgain", "runout"]


def runout(log: Sequence[LogEntry]) -> tuple[bool, ...]:
    """The board's dealing since the last player action, in order: ``True`` for a card dealt to the
    board, ``False`` for a burn. What a further run deals again (empty: nothing to run again)."""
    dealt: list[tuple[bool, ...]] = []
    for entry in reversed(log):
        kind = entry[0]
        if kind is Acted:
            break
        if kind is dealt_to_board:
            dealt.append((False,) * len(entry[1]) + (True,) * len(entry[2]))
        elif kind is CommunityDealt:
            dealt.append((True,))
        elif kind is Burned:
            dealt.append((False,))
    plan = tuple(step for steps in reversed(dealt) for step in steps)
    return plan if True in plan else ()


@frozen
class RunAgain:
    """Deal the rest of the board ``runs`` times in all when the betting ended before it was
    complete (nothing to do otherwise, or for a hand dealt out for equity). Each further run is
    logged as a :class:`BoardRun`, then its burns and cards; the table keeps its boards in
    :attr:`~pokervariants.engine.table.Table.runs`, the first run staying its ``board``."""

    runs: int

    def run(self, table: Table) -> None:
        if self.runs < 2 or table.in_hand < 2 or table.dealing_out:
            return
        plan = runout(table.log)
        if not plan:
            return
        first = table.board
        cards = plan.count(True)
        kept = len(first) - cards
        source = table.source
        try:
            for run in range(2, self.runs + 1):
                if source.remaining < cards:
                    break  # the pack cannot give another run: the runs dealt are all there are
                table.log.append((BoardRun, run, kept))
                table.board = list(first[:kept])
                owed = cards
                for is_card in plan:
                    if is_card:
                        table.deal_community()
                        owed -= 1
                    elif source.remaining > owed:  # a burn only where the run's cards are still there after it
                        table.burn()
                table.runs.append(table.board)
        finally:
            table.board = first

