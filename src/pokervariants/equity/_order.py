"""The preflop order of hold'em's 169 starting hands, behind top-N% ranges (``"15%"``) and
:func:`percentile`.

The order is each hand's all-in equity heads-up against one random hand, best first, worked out
exactly by this library's own equity (``scripts/preflop_order.py``: every opponent's hand and
every board, counted by symmetry), shown to five places.
"""

from __future__ import annotations

import bisect
import functools
from fractions import Fraction

from ..core import Card, as_cards
from ._hands import class_size, hand_class

__all__ = ["OMAHA_SAMPLES", "percentile", "starting_hands", "top"]

ALL_COMBINATIONS = 1326

# (hand, equity against a random hand), best first: the output of scripts/preflop_order.py.
_ORDER: tuple[tuple[str, float], ...] = (
    ("AA", 0.85204),
    ("KK", 0.82396),
    ("QQ", 0.79925),
    ("JJ", 0.77469),
    ("TT", 0.75012),
    ("99", 0.72057),
    ("88", 0.69163),
    ("AKs", 0.67045),
    ("77", 0.66236),
    ("AQs", 0.66209),
    ("AJs", 0.65393),
    ("AKo", 0.65320),
    ("ATs", 0.64602),
    ("AQo", 0.64432),
    ("AJo", 0.63563),
    ("KQs", 0.63400),
    ("66", 0.63285),
    ("A9s", 0.62781),
    ("ATo", 0.62722),
    ("KJs", 0.62567),
    ("A8s", 0.61944),
    ("KTs", 0.61789),
    ("KQo", 0.61456),
    ("A7s", 0.60984),
    ("A9o", 0.60773),
    ("KJo", 0.60569),
    ("55", 0.60325),
    ("QJs", 0.60259),
    ("K9s", 0.59988),
    ("A5s", 0.59923),
    ("A6s", 0.59906),
    ("A8o", 0.59873),
    ("KTo", 0.59739),
    ("QTs", 0.59468),
    ("A4s", 0.59034),
    ("A7o", 0.58841),
    ("K8s", 0.58312),
    ("A3s", 0.58220),
    ("QJo", 0.58135),
    ("K9o", 0.57812),
    ("A5o", 0.57697),
    ("A6o", 0.57682),
    ("Q9s", 0.57664),
    ("K7s", 0.57538),
    ("JTs", 0.57528),
    ("A2s", 0.57379),
    ("QTo", 0.57291),
    ("44", 0.57023),
    ("A4o", 0.56730),
    ("K6s", 0.56641),
    ("K8o", 0.56020),
    ("Q8s", 0.56018),
    ("A3o", 0.55845),
    ("K5s", 0.55793),
    ("J9s", 0.55662),
    ("Q9o", 0.55360),
    ("JTo", 0.55248),
    ("K7o", 0.55187),
    ("A2o", 0.54929),
    ("K4s", 0.54885),
    ("Q7s", 0.54302),
    ("K6o", 0.54223),
    ("K3s", 0.54055),
    ("T9s", 0.54028),
    ("J8s", 0.54016),
    ("33", 0.53693),
    ("Q6s", 0.53613),
    ("Q8o", 0.53600),
    ("K5o", 0.53314),
    ("J9o", 0.53251),
    ("K2s", 0.53212),
    ("Q5s", 0.52769),
    ("T8s", 0.52334),
    ("K4o", 0.52327),
    ("J7s", 0.52325),
    ("Q4s", 0.51855),
    ("Q7o", 0.51766),
    ("T9o", 0.51532),
    ("J8o", 0.51490),
    ("K3o", 0.51426),
    ("Q6o", 0.51024),
    ("Q3s", 0.51019),
    ("98s", 0.50801),
    ("T7s", 0.50639),
    ("J6s", 0.50606),
    ("K2o", 0.50509),
    ("22", 0.50334),
    ("Q2s", 0.50169),
    ("Q5o", 0.50120),
    ("J5s", 0.49987),
    ("T8o", 0.49721),
    ("J7o", 0.49682),
    ("Q4o", 0.49128),
    ("97s", 0.49118),
    ("J4s", 0.49070),
    ("T6s", 0.48941),
    ("J3s", 0.48232),
    ("Q3o", 0.48219),
    ("98o", 0.48097),
    ("87s", 0.47936),
    ("T7o", 0.47908),
    ("J6o", 0.47844),
    ("96s", 0.47428),
    ("J2s", 0.47378),
    ("Q2o", 0.47295),
    ("T5s", 0.47216),
    ("J5o", 0.47181),
    ("T4s", 0.46530),
    ("97o", 0.46298),
    ("86s", 0.46243),
    ("J4o", 0.46186),
    ("T6o", 0.46092),
    ("95s", 0.45722),
    ("T3s", 0.45693),
    ("76s", 0.45372),
    ("J3o", 0.45276),
    ("87o", 0.45051),
    ("T2s", 0.44839),
    ("85s", 0.44545),
    ("96o", 0.44491),
    ("J2o", 0.44348),
    ("T5o", 0.44251),
    ("94s", 0.43862),
    ("75s", 0.43676),
    ("T4o", 0.43504),
    ("93s", 0.43264),
    ("86o", 0.43241),
    ("65s", 0.43133),
    ("84s", 0.42702),
    ("95o", 0.42669),
    ("T3o", 0.42595),
    ("92s", 0.42415),
    ("76o", 0.42323),
    ("74s", 0.41849),
    ("T2o", 0.41668),
    ("54s", 0.41453),
    ("85o", 0.41428),
    ("64s", 0.41333),
    ("83s", 0.40874),
    ("94o", 0.40671),
    ("75o", 0.40512),
    ("82s", 0.40272),
    ("73s", 0.40036),
    ("93o", 0.40020),
    ("65o", 0.39944),
    ("53s", 0.39693),
    ("63s", 0.39534),
    ("84o", 0.39447),
    ("92o", 0.39098),
    ("43s", 0.38642),
    ("74o", 0.38550),
    ("72s", 0.38156),
    ("54o", 0.38155),
    ("64o", 0.38010),
    ("52s", 0.37849),
    ("62s", 0.37669),
    ("83o", 0.37484),
    ("42s", 0.36829),
    ("82o", 0.36828),
    ("73o", 0.36602),
    ("53o", 0.36265),
    ("63o", 0.36078),
    ("32s", 0.35984),
    ("43o", 0.35146),
    ("72o", 0.34584),
    ("52o", 0.34285),
    ("62o", 0.34075),
    ("42o", 0.33200),
    ("32o", 0.32303),
)


# How Omaha hands' equity against one random hand is spread: its percentiles 0 to 100, from 4,000
# hands drawn at random, 20,000 deals each (scripts/omaha_percentiles.py).
_OMAHA_PERCENTILES: tuple[float, ...] = (
    0.2326, 0.3686, 0.3809, 0.3905, 0.3963, 0.4013, 0.4063, 0.4114, 0.4155, 0.4189, 0.4221, 0.4247, 0.4272,
    0.4303, 0.4327, 0.4351, 0.4368, 0.4386, 0.4408, 0.4426, 0.4446, 0.4470, 0.4486, 0.4508, 0.4528, 0.4556,
    0.4576, 0.4597, 0.4615, 0.4632, 0.4651, 0.4665, 0.4678, 0.4693, 0.4708, 0.4724, 0.4738, 0.4752, 0.4766,
    0.4778, 0.4797, 0.4813, 0.4832, 0.4850, 0.4868, 0.4883, 0.4900, 0.4913, 0.4924, 0.4946, 0.4959, 0.4974,
    0.4987, 0.5000, 0.5011, 0.5024, 0.5037, 0.5050, 0.5065, 0.5079, 0.5096, 0.5109, 0.5131, 0.5144, 0.5164,
    0.5180, 0.5200, 0.5212, 0.5230, 0.5244, 0.5257, 0.5280, 0.5293, 0.5317, 0.5332, 0.5350, 0.5373, 0.5395,
    0.5413, 0.5430, 0.5452, 0.5475, 0.5500, 0.5528, 0.5558, 0.5605, 0.5637, 0.5683, 0.5720, 0.5770, 0.5827,
    0.5891, 0.5965, 0.6039, 0.6124, 0.6202, 0.6290, 0.6394, 0.6512, 0.6636, 0.7077,
)

OMAHA_SAMPLES = 20_000
"""The deals :func:`percentile` samples for an Omaha hand's equity against one random hand."""


def starting_hands() -> tuple[tuple[str, float], ...]:
    """Hold'em's 169 starting hands, strongest first, each with its all-in equity heads-up against
    one random hand: the preflop order that ``"15%"`` ranges and :func:`percentile` use.

    >>> from pokervariants.equity import starting_hands
    >>> [name for name, _ in starting_hands()[:5]], starting_hands()[-1][0]
    (['AA', 'KK', 'QQ', 'JJ', 'TT'], '32o')
    """
    return _ORDER


@functools.lru_cache(maxsize=256)
def top(percent: Fraction) -> tuple[str, ...]:
    """The strongest starting hands, whole, that make up ``percent`` of the 1,326 combinations: a
    hand is in when at least half of its combinations fall within that share."""
    limit = Fraction(percent) * ALL_COMBINATIONS / 100
    taken: list[str] = []
    below = 0
    for name, _ in _ORDER:
        size = class_size(name)
        if below + Fraction(size, 2) > limit:
            break
        taken.append(name)
        below += size
    return tuple(taken)


@functools.cache
def _above() -> dict[str, int]:
    """How many of the 1,326 combinations belong to hands ahead of each hand in the order."""
    ahead, counted = {}, 0
    for name, _ in _ORDER:
        ahead[name] = counted
        counted += class_size(name)
    return ahead


def percentile(hand: object, *, seed: int = 0) -> float:
    """How strong a starting hand is among all, from 0 (the weakest) to 100.

    Hold'em (two cards, ``"AsKd"``, or a starting hand, ``"AKo"``): the percentage of the 1,326
    two-card combinations it stands ahead of in the preflop order (:func:`starting_hands`),
    counting half of its own hand's others. Omaha (four cards): where its all-in equity heads-up
    against one random hand (20,000 deals sampled from ``seed``) falls among the
    equities of Omaha hands at large (from 4,000 random hands, ``scripts/omaha_percentiles.py``):
    within a point or two of the exact figure.

    >>> from pokervariants.equity import percentile
    >>> round(percentile("AA"), 2), round(percentile("AsKs"), 2), round(percentile("72o"), 2)
    (99.81, 96.72, 4.04)
    >>> round(percentile("AsAhKsKh")), round(percentile("2c3d7h9s"))
    (100, 1)
    """
    cards = None if isinstance(hand, str) and len(hand.strip()) <= 3 else as_cards(hand)  # type: ignore[arg-type]
    if cards is not None and len(cards) == 4:
        return _omaha(cards, seed)
    name = _name(hand)
    size = class_size(name)
    after = ALL_COMBINATIONS - _above()[name] - size
    return 100 * (after + (size - 1) / 2) / (ALL_COMBINATIONS - 1)


def _omaha(cards: tuple[Card, ...], seed: int) -> float:
    from ..variants import Omaha
    from . import equity

    if len(set(cards)) != 4 or any(c.is_joker for c in cards):
        raise ValueError(f"an Omaha starting hand is four different cards, not {' '.join(map(str, cards))}")
    mine = equity(Omaha(), ["".join(map(str, cards)), ""], samples=OMAHA_SAMPLES, seed=seed).players[0].equity
    points = _OMAHA_PERCENTILES
    at = bisect.bisect_left(points, mine)
    if at == 0:
        return 0.0
    if at == len(points):
        return 100.0
    low, high = points[at - 1], points[at]
    return at - 1 + (mine - low) / (high - low) if high > low else float(at)


def _name(hand: object) -> str:
    if isinstance(hand, str):
        text = hand.strip()
        if len(text) in (2, 3) and text[:2].upper() == text[:2] and text[:2].isalnum():
            normal = text[:2] + text[2:].lower()
            if normal in _above():
                return normal
            if len(text) == 2 and text[0] != text[1] and normal + "s" in _above():
                raise ValueError(f"{hand!r}: say suited or offsuit ({normal}s or {normal}o), or give the two cards")
    cards = as_cards(hand)  # type: ignore[arg-type]  # as_cards says why when it is not cards
    if len(cards) != 2 or cards[0] == cards[1]:
        raise ValueError(f"a hold'em starting hand is two different cards (or AKs, AKo, QQ), not {hand!r:.40}")
    return hand_class(cards)
