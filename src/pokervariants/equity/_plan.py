"""The numpy path's plan of a spot: what arrays are dealt and how they are ranked, or why the spot
is not for arrays (a sentence, which the result's ``reason`` gives).

The plan needs no numpy: what of it depends only on the game and the spot's shape
(:func:`plan_rules`) is worked out when the shape is first seen, and kept with it.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import evolve, frozen

from ..engine.protocols import BOARD

if TYPE_CHECKING:
    from ..engine.protocols import Ranker
    from ._dealing import Draws, Game, Group
    from ._spot import Combos, Spot

__all__ = ["ArrayPlan", "PlanRules", "has_jokers", "plan_for", "plan_of", "plan_rules"]

PlanRules = tuple[tuple[tuple[str, str | None], ...], bool, bool, str] | str
"""What of a plan the game and the spot's shape decide (:func:`plan_rules`): why there is no plan,
or the batch rankings, whether the settlement is Bailey's, whether the rankings are Omaha's, and
why the hands' sizes rule the plan out (empty if they do not)."""


@frozen
class ArrayPlan:
    """How a spot is dealt and ranked with arrays: the batch ranking of each share, each seat's
    known cards, the groups of cards still to come, and how the settlement shares the pot."""

    rules: tuple[tuple[str, str | None], ...]
    """Per share, the batch ranking (``rank_many``'s name) and its wild ranks."""
    known: tuple[tuple[int, ...], ...]
    """Each seat's known cards (card numbers, or :class:`~pokervariants.Card`, which are numbers too)."""
    board: tuple[int, ...]
    """The board's known cards (the shared cards already dealt), as ``known``."""
    groups: tuple[tuple[int, int], ...]
    """(seat or :data:`BOARD`, cards to draw) for each group in dealing order."""
    unseen: tuple[int, ...]
    stake: bool
    """Bailey's Poker's settlement: a tie wins nothing."""
    ranges: tuple[tuple[int, tuple[tuple[int, ...], ...]], ...] = ()
    """(seat, combinations) for the seats whose hole cards come from a range."""
    weights: tuple[tuple[int, tuple[float, ...]], ...] = ()
    """(seat, each combination's weight) for the ranged seats whose combinations are not all as likely."""
    faces: tuple[bool, ...] = ()
    """With extra cards: whether each group is dealt face up."""
    extra_rank: int = -1
    """With extra cards: each card of this rank dealt face up earns its seat one more card (Baseball's 4s)."""
    owed: tuple[int, ...] = ()
    """With extra cards: the extra cards each seat is owed already for its known face-up cards."""
    extra_most: int = 0
    """The most extra cards one deal can need (0: the game deals none); each deal draws as many more."""
    deals: int = 0
    """The deals of the whole run (each chunk ranks some of them): what a lookup table would be made for."""


_RULE_OF = {
    "HighRanker": "high", "LowRanker": "low", "EightOrBetterRanker": "low8", "DeuceSevenRanker": "deuce_seven",
    "BadugiRanker": "badugi", "BaileyRanker": "bailey", "ShortDeckRanker": "short_deck", "OmahaRanker": "omaha",
    "OmahaEightRanker": "omaha8",
}  # fmt: skip
"""The batch ranking of each of the library's rankers ("omaha" and "omaha8": the numpy path's own kernel, ``_omaha``)."""


def _rule_of(ranker: Ranker) -> tuple[str, str | None] | None:
    """The batch ranking of one of the library's rankers and its wild ranks (``None``: none fits)."""
    from ..evaluation import batch

    name = _RULE_OF.get(type(ranker).__name__) if type(ranker).__module__ == "pokervariants.ranking" else None
    if name is None or getattr(ranker, "natural_beats_wild", False) or getattr(getattr(ranker, "high_card_ties", None), "value", "five") != "five":
        return None  # a natural beating a wild hand, Bailey's three-card ties: the batch rankings have neither
    wild = getattr(ranker, "wild", None)
    return (name, batch._wild_text(wild, batch._RULES[name]) if wild else None)


def _sizes(name: str) -> tuple[int, int]:
    """How many cards a hand ranked by ``name`` holds (Omaha: hole and board together)."""
    from ..evaluation import batch

    if name in ("omaha", "omaha8"):
        return (9, 11)
    rule = batch._RULES[name]
    return (rule.smallest, rule.largest)


def plan_for(spot: Spot, *, ranges: tuple[tuple[int, Combos], ...] | None = None) -> ArrayPlan | str:
    """The array plan for a spot, or why there is none (a sentence). What the spot's game and shape
    alone decide of it is the spot's ``rules`` when the caller kept them for the shape, else
    worked out here (and kept, for the library's own games). ``ranges`` stands for the spot's
    ranges (unweighted) when given: a plan of the spot's shape need not hold hundreds of them."""
    extras = spot.extras
    if extras is not None:
        dealing = extras.groups
    elif spot.groups is not None:
        dealing = spot.groups
    else:
        return "the game's deal depends on the cards (deal hooks or phases of its own): each deal goes through the engine"
    found = spot.rules
    if found is None:
        shape = (
            spot.game, spot.rankers, spot.flat, dealing, tuple(len(down) + len(up) + len(extra) for down, up, extra in spot.known),
            len(spot.board), None if extras is None else (extras.owed, extras.most),
        )  # fmt: skip
        if type(spot.game).__module__.startswith("pokervariants."):  # frozen: an equal game plays alike
            try:
                found = _kept_rules(*shape)
            except TypeError:  # a field or ranker that cannot be hashed: worked out afresh
                pass
        if found is None:
            found = plan_rules(*shape)
    plan = plan_of(found, spot.known, spot.board, dealing, spot.numbers, *((spot.ranges, spot.weights) if ranges is None else (ranges, ())))
    if extras is not None and not isinstance(plan, str):
        plan = evolve(plan, faces=tuple(face for _, face, _ in dealing), extra_rank=extras.rank, owed=extras.owed, extra_most=extras.most)
    return plan


def plan_of(
    rules: PlanRules,
    known: Sequence[Draws],
    board: Sequence[int],
    dealing: Sequence[Group],
    unseen: tuple[int, ...],
    ranges: Sequence[tuple[int, Sequence[tuple[int, ...]]]] = (),
    weights: tuple[tuple[int, tuple[float, ...]], ...] = (),
) -> ArrayPlan | str:
    """:func:`plan_for` from its parts: what the game and shape decide (``rules``), each seat's known
    cards (down, up, extra), the board's, the groups dealt (seat, face up, cards), the unseen cards
    as ints, and the seats' ranges and their weights. (Without extra cards: :func:`plan_for` adds those.)"""
    if isinstance(rules, str):
        return rules
    batch_rules, stake, omaha, why_not = rules
    held = tuple([(*down, *up, *extra) for down, up, extra in known])
    if omaha and has_jokers(unseen, board, held):
        return "the Omaha kernel takes no jokers"
    if why_not:
        return why_not
    combinations = tuple((seat, tuple([tuple(map(int, combo)) for combo in combos])) for seat, combos in ranges) if ranges else ()
    return ArrayPlan(batch_rules, held, tuple(board), tuple([(seat, n) for seat, _, n in dealing]), unseen, stake, combinations, weights)


def has_jokers(unseen: Sequence[int], board: Sequence[int], held: Sequence[Sequence[int]]) -> bool:
    """Whether a joker (52 or 53) is among the unseen cards, the board or the seats' known cards."""
    return max(max(unseen, default=0), max(itertools.chain(board, *held), default=0)) >= 52


def plan_rules(
    game: Game,
    rankers: tuple[Ranker, ...],
    flat: bool,
    dealing: tuple[Group, ...],
    held: tuple[int, ...],
    board: int,
    extras: tuple[tuple[int, ...], int] | None,
) -> PlanRules:
    """What of :func:`plan_for`'s answer does not depend on the cards: why there is no plan, or the
    batch rankings, whether the settlement is Bailey's, whether the rankings are Omaha's (which take
    no jokers), and why the hands' sizes rule the plan out (empty if they do not). ``held`` is each
    seat's known cards, ``board`` the board's, ``extras`` the extra cards owed and the most a deal
    can need (or ``None``)."""
    rules = []
    for ranker in rankers:
        rule = _rule_of(ranker)
        if rule is None:
            return f"the ranker {type(ranker).__name__} has no batch kernel"
        rules.append(rule)
    omaha = {name for name, _ in rules} & {"omaha", "omaha8"}
    if not flat and (not omaha or len(omaha) != len(rules)):
        return "a ranker reads the hand in parts: it has no batch kernel"
    settlement = game.program.steps[game.program.settle_index][1]  # (its type is all that is read)
    kind = type(settlement).__name__
    if type(settlement).__module__.split(".")[0] != "pokervariants" or kind not in ("Settle", "StakeSettlement"):
        return f"the game settles by {kind}, which the array path does not model"
    drawn = [0] * len(held)
    board += sum(n for seat, _, n in dealing if seat == BOARD)
    for seat, _, n in dealing:
        if seat != BOARD:
            drawn[seat] += n
    if omaha and board != 5:
        return f"an Omaha hand is ranked on a board of five, not {board}"
    why_not = ""
    for seat, count in enumerate(held):
        size = count + drawn[seat] + board
        most = size if extras is None else size + extras[0][seat] + min(extras[1], sum(n for s, face, n in dealing if s == seat and face))
        for name, _ in rules:
            low, high = _sizes(name)
            if not low <= size <= most <= high:
                why_not = f"seat {seat} would hold {size if size < low else most} cards, which the batch {name!r} ranking does not take"
                break
        if why_not:
            break
    return tuple(rules), kind == "StakeSettlement", bool(omaha), why_not


_kept_rules = functools.lru_cache(maxsize=256)(plan_rules)
""":func:`plan_rules`, worked out once a process for each of the library's games and shape (bounded;
immutable values: the cache changes no result, only how soon it comes)."""
