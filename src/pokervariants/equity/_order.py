"""The preflop order of hold'em's 169 starting hands, behind top-N% ranges (``"15%"``) and
:func:`percentile`.

The order is each hand's all-in equity heads-up against one random hand, best first, worked out
by this library's own equity (``scripts/preflop_order.py``: 4,000,000 sampled deals a hand, a
standard error of about 0.00024; hands whose figures agree to five places keep the grid's order).
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
    ("AA", 0.85201),
    ("KK", 0.82393),
    ("QQ", 0.79939),
    ("JJ", 0.77450),
    ("TT", 0.75016),
    ("99", 0.72047),
    ("88", 0.69158),
    ("AKs", 0.67017),
    ("77", 0.66251),
    ("AQs", 0.66200),
    ("AJs", 0.65393),
    ("AKo", 0.65295),
    ("ATs", 0.64617),
    ("AQo", 0.64430),
    ("AJo", 0.63573),
    ("KQs", 0.63407),
    ("66", 0.63290),
    ("A9s", 0.62795),
    ("ATo", 0.62741),
    ("KJs", 0.62566),
    ("A8s", 0.61923),
    ("KTs", 0.61804),
    ("KQo", 0.61460),
    ("A7s", 0.60971),
    ("A9o", 0.60786),
    ("KJo", 0.60568),
    ("55", 0.60321),
    ("QJs", 0.60283),
    ("K9s", 0.59993),
    ("A5s", 0.59913),
    ("A6s", 0.59895),
    ("A8o", 0.59869),
    ("KTo", 0.59758),
    ("QTs", 0.59511),
    ("A4s", 0.59032),
    ("A7o", 0.58838),
    ("K8s", 0.58296),
    ("A3s", 0.58251),
    ("QJo", 0.58165),
    ("K9o", 0.57824),
    ("Q9s", 0.57697),
    ("A5o", 0.57680),
    ("A6o", 0.57666),
    ("JTs", 0.57576),
    ("K7s", 0.57531),
    ("A2s", 0.57388),
    ("QTo", 0.57338),
    ("44", 0.57031),
    ("A4o", 0.56719),
    ("K6s", 0.56634),
    ("Q8s", 0.56024),
    ("K8o", 0.56020),
    ("A3o", 0.55872),
    ("K5s", 0.55776),
    ("J9s", 0.55679),
    ("Q9o", 0.55394),
    ("JTo", 0.55297),
    ("K7o", 0.55191),
    ("A2o", 0.54931),
    ("K4s", 0.54889),
    ("Q7s", 0.54308),
    ("K6o", 0.54219),
    ("K3s", 0.54080),
    ("T9s", 0.54017),
    ("J8s", 0.54013),
    ("33", 0.53712),
    ("Q6s", 0.53625),
    ("Q8o", 0.53617),
    ("K5o", 0.53301),
    ("J9o", 0.53271),
    ("K2s", 0.53223),
    ("Q5s", 0.52792),
    ("J7s", 0.52340),
    ("K4o", 0.52326),
    ("T8s", 0.52312),
    ("Q4s", 0.51879),
    ("Q7o", 0.51774),
    ("T9o", 0.51521),
    ("J8o", 0.51486),
    ("K3o", 0.51449),
    ("Q3s", 0.51072),
    ("Q6o", 0.51027),
    ("98s", 0.50756),
    ("T7s", 0.50655),
    ("J6s", 0.50622),
    ("K2o", 0.50521),
    ("22", 0.50354),
    ("Q2s", 0.50192),
    ("Q5o", 0.50136),
    ("J5s", 0.50014),
    ("T8o", 0.49704),
    ("J7o", 0.49694),
    ("Q4o", 0.49136),
    ("97s", 0.49107),
    ("J4s", 0.49077),
    ("T6s", 0.48946),
    ("J3s", 0.48290),
    ("Q3o", 0.48274),
    ("98o", 0.48049),
    ("T7o", 0.47930),
    ("87s", 0.47915),
    ("J6o", 0.47861),
    ("J2s", 0.47417),
    ("96s", 0.47395),
    ("Q2o", 0.47327),
    ("T5s", 0.47243),
    ("J5o", 0.47212),
    ("T4s", 0.46529),
    ("97o", 0.46287),
    ("86s", 0.46216),
    ("J4o", 0.46190),
    ("T6o", 0.46103),
    ("T3s", 0.45748),
    ("95s", 0.45706),
    ("76s", 0.45367),
    ("J3o", 0.45342),
    ("87o", 0.45025),
    ("T2s", 0.44869),
    ("85s", 0.44507),
    ("96o", 0.44450),
    ("J2o", 0.44392),
    ("T5o", 0.44277),
    ("94s", 0.43829),
    ("75s", 0.43675),
    ("T4o", 0.43503),
    ("93s", 0.43275),
    ("86o", 0.43214),
    ("65s", 0.43124),
    ("T3o", 0.42660),
    ("84s", 0.42642),
    ("95o", 0.42638),
    ("92s", 0.42416),
    ("76o", 0.42312),
    ("74s", 0.41830),
    ("T2o", 0.41709),
    ("54s", 0.41420),
    ("85o", 0.41387),
    ("64s", 0.41315),
    ("83s", 0.40854),
    ("94o", 0.40619),
    ("75o", 0.40503),
    ("82s", 0.40271),
    ("73s", 0.40049),
    ("93o", 0.40020),
    ("65o", 0.39920),
    ("53s", 0.39708),
    ("63s", 0.39555),
    ("84o", 0.39382),
    ("92o", 0.39087),
    ("43s", 0.38662),
    ("74o", 0.38528),
    ("72s", 0.38194),
    ("54o", 0.38117),
    ("64o", 0.37990),
    ("52s", 0.37851),
    ("62s", 0.37666),
    ("83o", 0.37459),
    ("42s", 0.36845),
    ("82o", 0.36831),
    ("73o", 0.36615),
    ("53o", 0.36266),
    ("63o", 0.36098),
    ("32s", 0.36027),
    ("43o", 0.35165),
    ("72o", 0.34619),
    ("52o", 0.34268),
    ("62o", 0.34063),
    ("42o", 0.33205),
    ("32o", 0.32341),
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
    against one random hand (:data:`OMAHA_SAMPLES` deals sampled from ``seed``) falls among the
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
    from ._results import Holding

    if len(set(cards)) != 4 or any(c.is_joker for c in cards):
        raise ValueError(f"an Omaha starting hand is four different cards, not {' '.join(map(str, cards))}")
    mine = equity(Omaha(), [Holding(down=cards), Holding()], samples=OMAHA_SAMPLES, seed=seed).players[0].equity
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
