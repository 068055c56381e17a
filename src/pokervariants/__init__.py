"""Poker variants as pluggable objects over a fast lookup-table evaluator.

>>> from pokervariants import evaluate_high, rank_high, parse_cards
>>> str(evaluate_high("Kh Kd Ks 4c 4d 2s 7h"))
'Full house, kings over fours'
>>> rank_high(parse_cards("Kh Kd Ks 4c 4d 2s 7h")) > rank_high(parse_cards("Qs Js Ts 9s 8d 2c 3c"))
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from ._version import __version__
from .core import JOKER, JOKER_2, Action, ActionKind, Card, CardsLike, Deck, DeckExhaustedError, IllegalActionError, Rank, Suit, as_cards, parse_cards
from .evaluation import (
    BADUGI_CLASSES,
    BAILEY_CLASSES,
    DEUCE_SEVEN_CLASSES,
    HIGH_CLASSES,
    HIGH_VALUES,
    LOW8_CLASSES,
    LOW_CLASSES,
    ROYAL_FLUSH,
    SHORT_DECK_CLASSES,
    build_tables,
    rank_badugi,
    rank_bailey,
    rank_deuce_seven,
    rank_high,
    rank_low,
    rank_low8,
    rank_omaha,
    rank_omaha8,
    rank_short_deck,
)
from .evaluation.batch import rank_many
from .evaluation.wild import parse_wild
from .ranking import (
    BADUGI,
    DEUCE_SEVEN,
    SHORT_DECK,
    BadugiCategory,
    BadugiRanker,
    BadugiRanking,
    BaileyCategory,
    BaileyRanker,
    DeuceSevenCategory,
    DeuceSevenRanker,
    DeuceSevenRanking,
    EightOrBetterRanker,
    HandValue,
    HighCardTies,
    HighCategory,
    HighRanker,
    LowCategory,
    LowRanker,
    OmahaEightRanker,
    OmahaRanker,
    Ranker,
    RankerRegistry,
    Ranking,
    RankingScheme,
    ShortDeckCategory,
    ShortDeckRanker,
    ShortDeckRanking,
    evaluate_badugi,
    evaluate_bailey,
    evaluate_deuce_seven,
    evaluate_high,
    evaluate_low,
    evaluate_low8,
    evaluate_many,
    evaluate_omaha,
    evaluate_omaha8,
    evaluate_short_deck,
    find_ranking,
    ranking_names,
    register_ranking,
)
from .engine import (
    Antes,
    Bet,
    BettingPolicy,
    BettingRound,
    CardSource,
    CardsHeld,
    Charge,
    Deal,
    DealEffect,
    DealHook,
    DealtCard,
    Decision,
    DecisionKind,
    DecisionPolicy,
    Effect,
    EventVisitor,
    ExtraCard,
    FaceUpRank,
    FixedLimit,
    Hand,
    MatchOrDrop,
    Phase,
    PlayableHand,
    PostKind,
    Pot,
    Program,
    RunScheduled,
    Schedule,
    SetState,
    Settle,
    Share,
    ShortAllIn,
    Showdown,
    SplitPots,
    Stage,
    Table,
)
from .engine.sizing import NoLimit, PotLimit
from .variants import (
    AceToFiveTripleDraw,
    Badugi,
    Bailey,
    BaileyView,
    Baseball,
    DeuceToSevenSingleDraw,
    DeuceToSevenTripleDraw,
    DrawGame,
    FiveCardDraw,
    GameVariant,
    HighOpener,
    Holdem,
    LowOpener,
    OddChip,
    Omaha,
    OmahaHiLo8,
    Opener,
    Razz,
    ShortDeckHoldem,
    Street,
    StreetSpec,
    StudHigh,
    StudHiLo8,
    Variant,
    VariantRegistry,
    find_variant,
    register_variant,
    stud_streets,
    variant_names,
)
from .variants.bailey import Stake, gamble_value
from .engine import hand as _engine_hand
from .equity import EquityResult, Holding, PlayerEquity, ShareEquity, equity

COMPILED: bool = not _engine_hand.__file__.endswith(".py")  # an extension module's file ends .so or .pyd
"""Whether this install runs the compiled engine (its hot modules compiled to C with mypyc, as a
platform wheel ships them) rather than the pure-Python build: the same library, only quicker.
See docs/speed.rst."""

__all__ = [
    "RankerRegistry",
    "find_ranking",
    "ranking_names",
    "register_ranking",
    "Antes",
    "Bet",
    "CardSource",
    "CardsHeld",
    "Charge",
    "Deal",
    "DealtCard",
    "Decision",
    "DecisionKind",
    "DecisionPolicy",
    "Effect",
    "EventVisitor",
    "ExtraCard",
    "MatchOrDrop",
    "Phase",
    "PostKind",
    "Program",
    "RankingScheme",
    "RunScheduled",
    "Schedule",
    "SetState",
    "Settle",
    "Share",
    "Showdown",
    "Stage",
    "Table",
    "evaluate_many",
    "rank_many",
    "EquityResult",
    "Holding",
    "PlayerEquity",
    "ShareEquity",
    "equity",
    "HighOpener",
    "LowOpener",
    "Opener",
    "stud_streets",
    "GameVariant",
    "StreetSpec",
    "VariantRegistry",
    "find_variant",
    "register_variant",
    "variant_names",
    "Bailey",
    "BaileyMatch",
    "BaileyView",
    "CashForPoints",
    "FirstToPoints",
    "Stake",
    "gamble_value",
    "Baseball",
    "DealEffect",
    "DealHook",
    "FaceUpRank",
    "Action",
    "ActionKind",
    "BettingPolicy",
    "BettingRound",
    "FixedLimit",
    "Holdem",
    "AceToFiveTripleDraw",
    "Badugi",
    "DeuceToSevenSingleDraw",
    "DeuceToSevenTripleDraw",
    "DrawGame",
    "FiveCardDraw",
    "Hand",
    "IllegalActionError",
    "NoLimit",
    "OddChip",
    "Omaha",
    "OmahaHiLo8",
    "ShortDeckHoldem",
    "PlayableHand",
    "PotLimit",
    "Pot",
    "Razz",
    "Street",
    "StudHiLo8",
    "StudHigh",
    "Variant",
    "BADUGI",
    "BADUGI_CLASSES",
    "BAILEY_CLASSES",
    "DEUCE_SEVEN",
    "DEUCE_SEVEN_CLASSES",
    "HIGH_CLASSES",
    "HIGH_VALUES",
    "JOKER",
    "JOKER_2",
    "LOW8_CLASSES",
    "LOW_CLASSES",
    "ROYAL_FLUSH",
    "SHORT_DECK",
    "SHORT_DECK_CLASSES",
    "BaileyCategory",
    "HighCardTies",
    "ShortAllIn",
    "SplitPots",
    "BadugiCategory",
    "BadugiRanker",
    "BadugiRanking",
    "BaileyRanker",
    "DeuceSevenCategory",
    "DeuceSevenRanker",
    "DeuceSevenRanking",
    "Card",
    "CardsLike",
    "Deck",
    "DeckExhaustedError",
    "EightOrBetterRanker",
    "HandValue",
    "HighCategory",
    "HighRanker",
    "LowCategory",
    "LowRanker",
    "OmahaEightRanker",
    "OmahaRanker",
    "Rank",
    "Ranker",
    "Ranking",
    "ShortDeckCategory",
    "ShortDeckRanker",
    "ShortDeckRanking",
    "Suit",
    "__version__",
    "COMPILED",
    "as_cards",
    "build_tables",
    "evaluate_bailey",
    "evaluate_high",
    "evaluate_low",
    "evaluate_low8",
    "evaluate_omaha",
    "evaluate_omaha8",
    "evaluate_short_deck",
    "evaluate_deuce_seven",
    "evaluate_badugi",
    "parse_cards",
    "parse_wild",
    "phh",
    "rank_bailey",
    "rank_high",
    "rank_low",
    "rank_low8",
    "rank_omaha",
    "rank_omaha8",
    "rank_short_deck",
    "rank_deuce_seven",
    "rank_badugi",
    "render",
    "svg",
]

if TYPE_CHECKING:
    from . import phh, render
    from .render import svg
    from .variants.bailey_match import BaileyMatch, CashForPoints, FirstToPoints

_LAZY: dict[str, str] = {
    "phh": ".phh",
    "svg": ".render.svg",
    "render": ".render",
    "BaileyMatch": ".variants.bailey_match",
    "CashForPoints": ".variants.bailey_match",
    "FirstToPoints": ".variants.bailey_match",
}
"""Public names imported on first use, each with the module that holds it: most programs never read a
hand history, draw a picture or play a Bailey's Poker match, and ``import pokervariants`` stays quick
without them. A name that is its module's own (``phh``) is the module; any other is the module's
attribute of that name.

(:func:`equity` is imported at once, though light: the import system sets ``pokervariants.equity``
to the package of that name when it is first imported, and the function must win.)"""


def __getattr__(name: str) -> object:
    if name == "BaileyHand":
        import warnings

        warnings.warn("BaileyHand is Hand now: one engine runs every game", DeprecationWarning, stacklevel=2)
        return Hand
    try:
        module = importlib.import_module(_LAZY[name], __name__)
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value = module if module.__name__.rpartition(".")[2] == name else getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
