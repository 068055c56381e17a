"""What a replay found beside the hand: the actions it inferred, the stacks it did not know.

:func:`~pokervariants.phh.replay` returns the hand alone, as it always has;
:func:`~pokervariants.phh.replay_report` returns a :class:`ReplayReport`: the hand, each
:class:`Inference` a lenient replay made where the history skips a player, and the players whose
stacks the history does not know. Both are read from the hand's card source (the history the
replay made of it), so a report can be made of any replayed hand (:meth:`ReplayReport.of`).
"""

from __future__ import annotations

from attrs import frozen

from ..core import Action
from ..engine.hand import Hand
from ._source import HistorySource

__all__ = ["Inference", "ReplayReport"]


@frozen
class Inference:
    """An action a lenient replay filled in where the history skips a player.

    ``action`` is the number of the history's action the replay had reached (the one by another
    player, or the number of actions when the history ends first), ``seat`` the player who was to
    act (from 0), ``inferred`` the engine's action put in the player's place (a check where it was
    free, else a fold) and ``reason`` why, in words.
    """

    action: int
    seat: int
    inferred: Action
    reason: str

    def __str__(self) -> str:
        return f"before action {self.action}: p{self.seat + 1} {self.inferred} ({self.reason})"


@frozen
class ReplayReport:
    """A replayed hand and what the replay found beside it.

    ``inferences`` are the actions a lenient replay filled in (none in a strict one, or where the
    history skips nobody); ``unknown_stacks`` the players (from 0) whose starting stack the history
    gives as ``inf``: each played :attr:`stand_in_stack` chips, so read their results from the
    hand's ``payoffs``, not its ``stacks``.
    """

    hand: Hand
    inferences: tuple[Inference, ...] = ()
    unknown_stacks: tuple[int, ...] = ()
    stand_in_stack: int = 0
    """The chips each player of ``unknown_stacks`` played with (0: every stack was known)."""

    @classmethod
    def of(cls, hand: Hand) -> ReplayReport:
        """The report of a hand a replay made (a hand played here has nothing to report)."""
        source = hand.source
        if not isinstance(source, HistorySource):
            return cls(hand)
        unknown = tuple(sorted(source.unknown_stacks))
        stand_in = hand.starting_stacks[unknown[0]] if unknown else 0
        return cls(hand, tuple(source.inferred.values()), unknown, stand_in)

