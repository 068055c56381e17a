"""Hand values and rankings: the readable layer over the integer core (:mod:`pokervariants.evaluation`).

The ``evaluate_*`` functions give a :class:`HandValue` that names its category, lists the cards that
make it and describes itself; a :class:`Ranker` is one hand-ranking rule, wild cards included, as a
variant holds it; the registry finds rankings by name. This package imports only
:mod:`pokervariants.core` and :mod:`pokervariants.evaluation`.

>>> from pokervariants.ranking import HighRanker, evaluate_high
>>> str(evaluate_high("Kh Kd Ks 4c 4d 2s 7h"))
'Full house, kings over fours'
>>> str(HighRanker(wild="39").evaluate("Ks Kh 3c Kd 2c 5h 7d"))
'Four of a kind, kings (one wild)'
"""

from __future__ import annotations

from ..core._public import present
from ._flop import (
    SHORT_DECK,
    OmahaEightRanker,
    OmahaRanker,
    ShortDeckCategory,
    ShortDeckRanker,
    ShortDeckRanking,
    evaluate_omaha,
    evaluate_omaha8,
    evaluate_short_deck,
)
from ._hand_value import (
    BaileyCategory,
    BaileyRanker,
    EightOrBetterRanker,
    HandValue,
    HighCardTies,
    HighCategory,
    HighRanker,
    LowCategory,
    LowRanker,
    Ranker,
    Ranking,
    RankingScheme,
    evaluate_bailey,
    evaluate_high,
    evaluate_low,
    evaluate_low8,
)
from ._lowball import (
    BADUGI,
    DEUCE_SEVEN,
    BadugiCategory,
    BadugiRanker,
    BadugiRanking,
    DeuceSevenCategory,
    DeuceSevenRanker,
    DeuceSevenRanking,
    evaluate_badugi,
    evaluate_deuce_seven,
)
from ._many import evaluate_many
from ._registry import RANKINGS_GROUP, RankerRegistry, find_ranking, ranking_names, register_ranking

__all__ = [
    "BADUGI",
    "DEUCE_SEVEN",
    "RANKINGS_GROUP",
    "SHORT_DECK",
    "BadugiCategory",
    "BadugiRanker",
    "BadugiRanking",
    "BaileyCategory",
    "BaileyRanker",
    "DeuceSevenCategory",
    "DeuceSevenRanker",
    "DeuceSevenRanking",
    "EightOrBetterRanker",
    "HandValue",
    "HighCardTies",
    "HighCategory",
    "HighRanker",
    "LowCategory",
    "LowRanker",
    "OmahaEightRanker",
    "OmahaRanker",
    "Ranker",
    "RankerRegistry",
    "Ranking",
    "RankingScheme",
    "ShortDeckCategory",
    "ShortDeckRanker",
    "ShortDeckRanking",
    "evaluate_badugi",
    "evaluate_bailey",
    "evaluate_deuce_seven",
    "evaluate_high",
    "evaluate_low",
    "evaluate_low8",
    "evaluate_many",
    "evaluate_omaha",
    "evaluate_omaha8",
    "evaluate_short_deck",
    "find_ranking",
    "ranking_names",
    "register_ranking",
]

present(__name__, globals(), __all__)
