"""The hand rankings by the names the command line gives them: ``high``, ``low``, ``low8`` and ``bailey``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..hand_values import evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8
from ..hands import HandValue, Ranking

__all__ = ["RANKINGS", "RANKING_NAMES", "SHORT_LABELS", "WILD_RANKINGS"]

#: The evaluator for each ranking ``eval --ranking`` takes.
RANKINGS: dict[str, Callable[[Sequence[int]], HandValue | None]] = {
    "high": evaluate_high,
    "low": evaluate_low,
    "low8": evaluate_low8,
    "bailey": evaluate_bailey,
}
#: The rankings that take wild cards (``eval --wild``): all but ``bailey``, where jokers are dead.
WILD_RANKINGS: dict[str, Callable[..., HandValue | None]] = {"high": evaluate_high, "low": evaluate_low, "low8": evaluate_low8}
#: Each ranking's command-line name: the labels of ``eval --variant`` and of a shown hand's values.
RANKING_NAMES = {Ranking.HIGH: "high", Ranking.LOW: "low", Ranking.LOW8: "low8", Ranking.BAILEY: "bailey"}
#: How a shown hand's values are named, by their rankings' labels: a low is "low", whichever.
SHORT_LABELS = {Ranking.HIGH.label: "high", Ranking.LOW.label: "low", Ranking.LOW8.label: "low", Ranking.BAILEY.label: "bailey"}
