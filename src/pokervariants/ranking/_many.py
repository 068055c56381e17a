"""Many hands at once: :func:`evaluate_many` scores a batch with the integer kernels, then describes each."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Literal, overload


from ..core import CardsLike
from ..evaluation.batch import _python_rows, _rule, _wild_text
from ._hand_value import HandValue, evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8

if TYPE_CHECKING:
    import numpy
    import numpy.typing


@overload
def evaluate_many(
    hands: Iterable[CardsLike] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "bailey"] = ...,
    *,
    wild: str | Iterable[int] | None = ...,
    natural_beats_wild: bool = ...,
) -> list[HandValue]: ...
@overload
def evaluate_many(
    hands: Iterable[CardsLike] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["low8"],
    *,
    wild: str | Iterable[int] | None = ...,
    natural_beats_wild: bool = ...,
) -> list[HandValue | None]: ...


def evaluate_many(
    hands: Iterable[CardsLike] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey"] = "high",
    *,
    wild: str | Iterable[int] | None = None,
    natural_beats_wild: bool = False,
) -> list[HandValue] | list[HandValue | None]:
    """A :class:`~pokervariants.HandValue` for every hand in ``hands``, by ``ranking``.

    A convenience over the ``evaluate_*`` functions, one call per row: rows may
    be card text as well as cards or ints, and need not be of one length. For
    ``"low8"`` a row without a qualifying low gives ``None``. ``wild`` is as
    for :func:`~pokervariants.rank_many`; ``natural_beats_wild`` applies to ``"high"`` only. A
    bad row raises :class:`ValueError` naming it.

    >>> from pokervariants import evaluate_many
    >>> [str(h) for h in evaluate_many(["As Ks Qs Js Ts", "7c 7d 2h 3s 9c"])]
    ['Royal flush', 'Pair of sevens']
    >>> [str(h) for h in evaluate_many([[12, 8, 4, 0, 51, 49]], "low8")]
    ['Five-four low']
    """
    rule = _rule(ranking)
    wild = _wild_text(wild, rule)  # refuses a bad rule before any row; a one-shot iterator serves every row
    if natural_beats_wild and rule.name != "high":
        raise ValueError(f"natural_beats_wild applies to ranking='high' only, not {ranking!r}")
    evaluate: Callable[[CardsLike], HandValue | None]
    if rule.name == "high":
        evaluate = functools.partial(evaluate_high, wild=wild, natural_beats_wild=natural_beats_wild)
    elif rule.name == "low":
        evaluate = functools.partial(evaluate_low, wild=wild)
    elif rule.name == "low8":
        evaluate = functools.partial(evaluate_low8, wild=wild)
    else:
        evaluate = evaluate_bailey
    results: list[HandValue | None] = []
    for index, row in enumerate(_python_rows(hands)):
        try:
            results.append(evaluate(row))
        except ValueError as exc:
            raise ValueError(f"evaluate_many: row {index}: {exc}") from None
    return results
