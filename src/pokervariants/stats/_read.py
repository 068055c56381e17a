"""The statistics of any number of hands in one call: :func:`of` (a :class:`~pokervariants.stats.Stats`),
:func:`rows` (plain rows), :func:`frame` (a pandas DataFrame) and :func:`winnings` (a player's results
hand by hand, for the picture)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from ..phh import HandHistory, PHHError, iter_histories, load
from ..phh.errors import located
from ._tally import DEFAULT_SAMPLES, PlayerStats, Stats, Tally

if TYPE_CHECKING:
    from ..variants.registry import VariantRegistry
    from ._winnings import Winnings

__all__ = ["Hands", "frame", "of", "rows", "winnings"]

_Item: TypeAlias = "HandHistory | tuple[str, HandHistory] | str | os.PathLike[str]"
Hands: TypeAlias = "HandHistory | str | os.PathLike[str] | Iterable[HandHistory | tuple[str, HandHistory] | str | os.PathLike[str]]"
"""What the statistics are taken over: a history, a path (a ``.phh`` hand or a ``.phhs`` collection,
read a hand at a time), or any iterable of histories, ``(label, history)`` pairs (as
:func:`~pokervariants.phh.iter_histories` and :func:`pokervariants.sites.read`'s callers give them)
and paths, in any mix."""


def feed(
    tally: Tally,
    hands: Hands,
    *,
    registry: VariantRegistry | None = None,
    lenient: bool = False,
    errors: Literal["raise", "skip"] = "raise",
) -> Tally:
    """Add every hand of ``hands`` to ``tally``: each replayed, and counted (see :func:`of`)."""
    if errors not in ("raise", "skip"):
        raise ValueError(f"errors is 'raise' or 'skip', not {errors!r}")
    items: Iterable[Any] = [hands] if isinstance(hands, (HandHistory, str, os.PathLike)) else hands
    for item in items:
        if isinstance(item, HandHistory):
            _one(tally, item, None, None, registry, lenient, errors)
        elif isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], HandHistory):
            _one(tally, item[1], None, str(item[0]), registry, lenient, errors)
        elif isinstance(item, (str, os.PathLike)):
            _file(tally, item, registry, lenient, errors)
        else:
            raise TypeError(f"statistics are taken over hand histories, (label, history) pairs and paths, not {type(item).__name__}")
    return tally


def _file(tally: Tally, path: str | os.PathLike[str], registry: VariantRegistry | None, lenient: bool, errors: str) -> None:
    file = os.fspath(path)
    try:
        if not file.endswith(".phhs"):
            _one(tally, load(file), file, None, registry, lenient, errors)
            return
        skip = None if errors == "raise" else (lambda error: tally.fail(error))
        for label, history in iter_histories(path, on_error=skip):
            _one(tally, history, file, label, registry, lenient, errors)
    except PHHError as error:
        if errors == "raise":
            raise located(error, file=file, line=error.line, label=error.label) from None
        tally.fail(error, file=file)
    except OSError as error:
        if errors == "raise":
            raise
        tally.fail(error, file=file)


def _one(tally: Tally, history: HandHistory, file: str | None, label: str | None, registry: VariantRegistry | None, lenient: bool, errors: str) -> None:
    try:
        tally.add(history, registry=registry, lenient=lenient)
    except PHHError as error:
        if errors == "raise":
            raise located(error, file=file, label=label) from None
        tally.fail(error, file=file, label=label)


def of(
    hands: Hands,
    *,
    registry: VariantRegistry | None = None,
    lenient: bool = False,
    errors: Literal["raise", "skip"] = "raise",
) -> Stats:
    """Every player's statistics over ``hands`` (:data:`Hands`: histories, pairs, paths), each hand
    replayed with :func:`~pokervariants.phh.replay` (``registry`` and ``lenient`` passed on).

    A hand that cannot be read or replayed raises its :class:`~pokervariants.phh.PHHError`, naming
    the file and hand; with ``errors="skip"`` it is counted in :attr:`Stats.failed` with why, and the
    rest are read. A module function of plain arguments, it pickles: map it over files in a process
    pool or a Dask bag and add the results up (:meth:`Stats.merge`).

    >>> from pokervariants import phh, stats
    >>> hand = phh.loads('''variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 6", "p1 f", "p2 cc",
    ...            "d db 7h8s2c", "p2 cc", "p3 cbr 8", "p2 f"]
    ... players = ["Ann", "Bea", "Cy"]
    ... ''')
    >>> result = stats.of([hand])
    >>> cy = result["Cy"]
    >>> cy.vpip, cy.pfr, cy.cbet, cy.net, cy.bb_per_100
    (1.0, 1.0, 1.0, Decimal('7'), 350.0)
    >>> result["Bea"].fold_to_cbet, result["Bea"].net
    (1.0, Decimal('-6'))
    """
    return feed(Tally(), hands, registry=registry, lenient=lenient, errors=errors).stats()


def winnings(
    hands: Hands,
    player: str,
    *,
    samples: int = DEFAULT_SAMPLES,
    registry: VariantRegistry | None = None,
    lenient: bool = False,
    errors: Literal["raise", "skip"] = "raise",
) -> Winnings:
    """``player``'s results over ``hands``, hand by hand in order, actual and all-in adjusted
    (:class:`~pokervariants.stats.Winnings`; a spot too large to enumerate samples ``samples``
    deals). The hands without the player are left out."""
    tally = feed(Tally(follow=[player], samples=samples), hands, registry=registry, lenient=lenient, errors=errors)
    return tally.winnings(player)


ROW_FIELDS = (
    "player", "hands", "vpip", "pfr", "three_bet", "fold_to_three_bet", "cbet", "fold_to_cbet", "wtsd", "wsd",
    "aggression_factor", "net", "bb_per_100", "big_bets_per_100",
)  # fmt: skip
"""The keys of a row, in order (a game with draws adds ``draw_1``, ``draw_2`` …: cards discarded a draw on average)."""


def rows(hands: Stats | Hands, *, player: str | None = None, **options: Any) -> list[dict[str, Any]]:
    """The statistics as plain rows, one a player (a dict of :data:`ROW_FIELDS`, the rates as
    fractions from 0 to 1 or ``None``, ``net`` an exact :class:`~decimal.Decimal`), the players
    with the most hands first. ``hands`` is a :class:`Stats` or what :func:`of` takes (``options``
    are passed to it); ``player`` keeps that player's row alone.

    >>> from pokervariants import stats
    >>> from pokervariants.stats import PlayerStats, Stats
    >>> [row["player"] for row in stats.rows(Stats(players={"Ann": PlayerStats(hands=2), "Bob": PlayerStats(hands=5)}))]
    ['Bob', 'Ann']
    """
    result = hands if isinstance(hands, Stats) else of(hands, **options)
    players = sorted(result.players.items(), key=lambda item: (-item[1].hands, item[0]))
    if player is not None:
        players = [(player, result[player])]
    rounds = max((len(p.draws) for _, p in players), default=0)
    return [_row(name, stats, rounds) for name, stats in players]


def _row(name: str, player: PlayerStats, rounds: int) -> dict[str, Any]:
    row: dict[str, Any] = {"player": name}
    for key in ROW_FIELDS[1:]:
        row[key] = getattr(player, key)
    for number in range(rounds):
        row[f"draw_{number + 1}"] = player.draws[number].average if number < len(player.draws) else None
    return row


def frame(hands: Stats | Hands, *, player: str | None = None, **options: Any) -> Any:
    """:func:`rows` as a pandas DataFrame indexed by player (``net`` as a float there; the rows keep
    it exact). pandas is not a dependency of this library: this needs it installed."""
    try:
        import pandas  # type: ignore[import-untyped,import-not-found,unused-ignore]  # stubs or none
    except ImportError:
        raise ImportError("stats.frame needs pandas (pip install pandas); stats.rows gives the same rows as plain dicts") from None
    table = rows(hands, player=player, **options)
    for row in table:
        row["net"] = float(row["net"])
    columns = list(table[0]) if table else list(ROW_FIELDS)
    return pandas.DataFrame(table, columns=columns).set_index("player")
