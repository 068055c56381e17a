"""The hand rankings by the names the command line gives them: ``high``, ``low``, ``low8`` and ``bailey`` here,
the rest (``omaha``, ``deuce to seven``, ``badugi`` …) by :func:`~pokervariants.ranking.find_ranking`, under
any of their usual spellings (``ranking_name``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..ranking import evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8, HandValue, Ranking

__all__ = ["LISTED_RANKINGS", "RANKINGS", "RANKING_NAMES", "SHORT_LABELS", "WILD_RANKINGS", "ranking_name"]

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
#: The built-in rankings as ``eval --help`` lists them (the library's :func:`~pokervariants.ranking.ranking_names`,
#: without looking for installed ones while the parser is built).
LISTED_RANKINGS = ("high", "low", "low8", "bailey", "omaha", "omaha8", "short deck", "deuce to seven (2-7)", "badugi")

_SPELLINGS = {
    "deuce to seven": ("deuce seven", "deuce to seven low", "deuce seven low", "2 7", "27", "2 7 low", "27 low", "2 to 7"),
    "low": ("ace to five", "ace to five low", "a 5", "a5", "a 5 low", "a5 low"),
    "low8": ("eight or better", "eight or better low", "8 or better", "8 or better low"),
    "bailey": ("bailey's poker", "baileys", "bailey's"),
    "short deck": ("short deck high", "six plus", "6+"),
    "omaha": ("omaha high",),
    "omaha8": ("omaha 8", "omaha eight or better", "o8"),
}
_CANONICAL = {spelling: name for name, spellings in _SPELLINGS.items() for spelling in spellings}
_BUILT_IN = frozenset(name.partition(" (")[0] for name in LISTED_RANKINGS)


def ranking_name(text: str) -> str:
    """The ranking ``text`` names, as the library knows it: case, spaces, hyphens and underscores do not
    matter, and the names the library and ``eval`` print for a ranking (``deuce_seven``, ``deuce-to-seven low``,
    ``ace-to-five low``) and its short names (``2-7``) are taken too. Text naming none of these comes back
    as typed, for :func:`~pokervariants.ranking.find_ranking` to look up among the installed ones.

    >>> ranking_name("deuce_seven"), ranking_name("Deuce-to-Seven low"), ranking_name("2-7"), ranking_name("LOW8")
    ('deuce to seven', 'deuce to seven', 'deuce to seven', 'low8')
    >>> ranking_name("my ranking")
    'my ranking'
    """
    key = " ".join(text.replace("-", " ").replace("_", " ").casefold().split())
    if key in RANKINGS or key in _BUILT_IN:
        return key
    return _CANONICAL.get(key, text)
