"""What the command prints besides its sentences: cards as text, signed amounts and JSON documents."""

from __future__ import annotations

import json
from collections.abc import Sequence

from ..cards import Card

__all__ = ["print_json", "show", "signed"]


def show(cards: Sequence[Card]) -> str:
    """Cards as text, separated by spaces: ``As Kd``."""
    return " ".join(map(str, cards))


def signed(amount: int) -> str:
    """An amount won or lost, always with its sign: ``+5``, ``-3``, ``+0``."""
    return f"{amount:+d}"


def print_json(data: object) -> None:
    """Print ``data`` on stdout as indented JSON."""
    print(json.dumps(data, indent=2))
