"""What the command prints besides its sentences: cards as text (plain, or in a terminal's
:class:`~pokervariants.cli.style.CardStyle`), signed amounts and JSON documents."""

from __future__ import annotations

from decimal import Decimal

import json
from collections.abc import Sequence

from ..core import Card
from .style import PLAIN, CardStyle

__all__ = ["print_json", "show", "signed"]


def show(cards: Sequence[Card], style: CardStyle = PLAIN) -> str:
    """Cards as text, separated by spaces: ``As Kd`` (in a terminal's ``style``, perhaps ``A♠ K♦``)."""
    return style.cards(cards)


def signed(amount: int | Decimal) -> str:
    """An amount won or lost, always with its sign: ``+5``, ``-3``, ``+0``, ``+3.50``."""
    return f"{amount:+d}" if type(amount) is int else f"{amount:+}"


def print_json(data: object) -> None:
    """Print ``data`` on stdout as indented JSON (never styled: cards in it are plain text, as programs read them)."""
    print(json.dumps(data, indent=2))
