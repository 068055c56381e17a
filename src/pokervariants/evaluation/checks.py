"""Explaining bad input to the rank functions.

The hot functions detect bad input cheaply (one bitwise test of the card
numbers, a failed lookup, a card count that does not match); only then do they
call :func:`invalid_cards`, which finds out what exactly is wrong and says what
is allowed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["check_hand", "invalid_cards", "outside_pack", "short_repr"]


def short_repr(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut to about ``limit`` characters so that an error message stays short."""
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ must not hide the real error
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _name(card: object) -> str:
    if isinstance(card, int):
        if 0 <= card < 52:
            return "23456789TJQKA"[card >> 2] + "cdhs"[card & 3]
        if card in (52, 53):
            return "Jk" if card == 52 else "Jk2"
    return short_repr(card)


def _is_card(card: object) -> bool:
    return isinstance(card, int) and 0 <= card <= 53  # as on the hot path, where a bool is an int


def outside_pack(cards: Iterable[object]) -> bool:
    """Whether any of ``cards`` is not a card number 0-53 (for the less travelled paths; the hot
    paths test ``a < 0 or b < 0 …`` inline and let the tables refuse the rest)."""
    return not all(_is_card(c) for c in cards)


def invalid_cards(cards: object, what: str, smallest: int, largest: int) -> Exception:
    """A ``ValueError`` (``TypeError`` for something that is not a sequence) saying why ``cards``
    are not a valid hand for ``what``."""
    allowed = f"{what} takes {smallest} to {largest} distinct cards"
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Sequence):
        if not isinstance(cards, Iterable) or isinstance(cards, (str, bytes)):
            return TypeError(f"{allowed} (Card objects or ints 0-53), not {type(cards).__name__} {short_repr(cards)}")
        cards = list(cards)
    seen: set[object] = set()
    for position, card in enumerate(cards, start=1):
        if not _is_card(card):
            return ValueError(f"{allowed}: card {position} is {short_repr(card)}, not a card (Card or int 0-53)")
        if card in seen:
            return ValueError(f"{allowed}: {_name(card)} appears twice")
        seen.add(card)
    return ValueError(f"{allowed}: got {len(cards)}")


def check_hand(cards: Sequence[object], what: str, smallest: int, largest: int) -> None:
    """Refuse a hand of the wrong size or with a repeated card, in ``what``'s words.

    For the ``evaluate_*`` functions, whose callers should read "a high hand takes …" rather
    than the name of the rank function underneath.
    """
    if not smallest <= len(cards) <= largest or len(set(cards)) != len(cards) or outside_pack(cards):
        raise invalid_cards(cards, what, smallest, largest)
