"""``pokervariants eval``: hands given as card text, ranked and described under one ranking or under each of a
game's rankers, as text or JSON."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from ..core import Card, as_cards
from ..engine.table import CardsHeld
from ..evaluation.wild import parse_wild
from ..ranking import HandValue, find_ranking
from .checks import quoted
from .errors import CommandError, plain
from .games import configure_game
from .output import print_json
from .rankings import RANKING_NAMES, RANKINGS, WILD_RANKINGS, ranking_name
from .style import CardStyle, choose_style

__all__ = ["run_eval"]


Evaluator = Callable[[Sequence[Card]], HandValue | None]
_EvalRow = tuple[str, tuple[Card, ...], list[HandValue | None]]


def _best(values: Sequence[HandValue | None]) -> HandValue | None:
    made = [v for v in values if v is not None]
    return max(made) if made else None


def run_eval(args: argparse.Namespace) -> int:
    """``pokervariants eval``: each hand under each ranking asked for."""
    variant, rankings = _eval_rankings(args)
    try:
        board = as_cards(args.board)
    except ValueError as error:
        raise CommandError(f"--board: {plain(error)}") from None
    if not board and any(not flat for _, _, flat in rankings):
        apart = next(name for name, _, flat in rankings if not flat)
        raise CommandError(f"the {apart} ranking plays hole cards with a board: give each hand's hole cards and the board with --board")
    rows: list[_EvalRow] = []
    for number, text in enumerate(args.hands, 1):
        try:
            cards = as_cards(text)
            if set(cards) & set(board):
                raise ValueError(f"{' '.join(map(str, sorted(set(cards) & set(board))))} is on the board too")
            held = (*cards, *board)
            rows.append((text, cards, [evaluate(held if flat else CardsHeld(cards, board=board)) for _, evaluate, flat in rankings]))
        except ValueError as error:
            raise CommandError(f"hand {number} ({quoted(text)}): {plain(error)}") from None
    best = [_best([row[2][i] for row in rows]) for i in range(len(rankings))]
    names = [name for name, _, _ in rankings]
    if args.json:
        print_json(_eval_json(variant, names, rows, best))
        return 0
    style = choose_style(args.color, four_colour=args.four_colour)
    if variant is None:
        for text, cards, (result,) in rows:
            print(f"{_hand_text(text, cards, style)}: {_described(result)}{_best_mark(result, best[0], len(rows))}")
    else:
        print(f"{variant} ({', '.join(names)}):")
        width = max(map(len, names))
        for text, cards, results in rows:
            print(_hand_text(text, cards, style))
            for name, result, top in zip(names, results, best):
                print(f"  {name:<{width}}: {_described(result)}{_best_mark(result, top, len(rows))}")
    return 0


def _eval_rankings(args: argparse.Namespace) -> tuple[str | None, list[tuple[str, Evaluator, bool]]]:
    """The game's name (``None`` without ``--variant``) and the named rankings to evaluate under
    (with whether each takes a flat hand, rather than hole cards and a board apart)."""
    if args.variant is None:
        ranking = ranking_name(args.ranking or "high")  # deuce_seven, 2-7, deuce-to-seven low: the same ranking
        if ranking not in RANKINGS:  # one of the library's others, or one registered or installed
            ranking, ranker = _named_ranker(args.ranking, ranking)
            if args.wild is not None:
                raise CommandError(f"--wild applies to {', '.join(WILD_RANKINGS)}: the {ranking} ranking brings its own wild cards, if any")
            return None, [(ranking, ranker.evaluate, getattr(ranker, "flat", False) is True)]
        if args.wild is None:
            return None, [(ranking, RANKINGS[ranking], True)]
        if ranking == "bailey":
            raise CommandError("--wild does not apply to the bailey ranking (jokers are dead in Bailey's Poker)")
        wild = args.wild
        try:
            parse_wild(wild)
        except ValueError as error:
            raise CommandError(f"--wild: {plain(error)}") from None
        return None, [(ranking, lambda cards: WILD_RANKINGS[ranking](cards, wild=wild), True)]
    if args.ranking is not None or args.wild is not None:
        raise CommandError("--variant ranks hands by the game's own rankers (and its wild cards): leave out --ranking and --wild")
    game = configure_game(args.variant)
    rankers = tuple(getattr(game, "rankers", ()))
    if not rankers:
        raise CommandError(f"{game.name} declares no rankers to evaluate with")
    return str(game.name), [(RANKING_NAMES.get(r.ranking, r.ranking.label), r.evaluate, getattr(r, "flat", False) is True) for r in rankers]


def _named_ranker(typed: str, spelled: str) -> tuple[str, Any]:
    """The ranker ``--ranking`` names, and its name: one registered or installed under the name as typed
    comes first (a package's ``2-7``), then the library's own under its usual spelling (``deuce to seven``)."""
    try:
        return typed, find_ranking(typed)
    except ValueError as error:
        if spelled == typed:
            raise CommandError(f"--ranking: {plain(error)}") from None
    try:
        return spelled, find_ranking(spelled)
    except ValueError as error:
        raise CommandError(f"--ranking: {plain(error)}") from None


def _hand_text(text: str, cards: Sequence[Card], style: CardStyle) -> str:
    """A hand as the output names it: as typed in plain text, its cards in a terminal's symbols and colour."""
    return style.cards(cards) if style.styled else text


def _described(result: HandValue | None) -> str:
    return f"{result} (value {result.value})" if result is not None else "no qualifying low"


def _best_mark(result: HandValue | None, best: HandValue | None, hands: int) -> str:
    return "  <- best" if result is not None and result == best and hands > 1 else ""


def _eval_json(variant: str | None, names: list[str], rows: list[_EvalRow], best: list[HandValue | None]) -> dict[str, Any]:
    hands = []
    for text, cards, results in rows:
        described = [_value_json(name, result, result is not None and result == top) for name, result, top in zip(names, results, best)]
        hands.append({"hand": text, "cards": [str(c) for c in cards], "results": described})
    return {"variant": variant, "rankings": names, "hands": hands}


def _value_json(ranking: str, value: HandValue | None, best: bool) -> dict[str, Any]:
    if value is None:
        return {"ranking": ranking, "description": None, "category": None, "value": None, "cards": [], "wild": [], "best": False}
    return {
        "ranking": ranking,
        "description": str(value),
        "category": value.category.name,
        "value": value.value,
        "cards": [str(c) for c in value.cards],
        "wild": [[str(held), str(became)] for held, became in value.wild],
        "best": best,
    }
