"""Poker Hand History (PHH): read, write and replay hands as TOML.

:func:`loads` and :func:`load` read a ``.phh`` hand, :func:`loads_all` and
:func:`load_all` a ``.phhs`` collection; :func:`replay` plays a history through
the engine (every rule checked) and returns the hand;
:meth:`HandHistory.from_hand` records a hand played here, and :func:`dumps`
writes it. The standard's stud codes ``F7S``, ``F7S/8`` and ``FR`` are read and
written as the standard says; Baseball (``PV-BASEBALL``) and Bailey's Poker
(``PV-BAILEY``) use codes and ``_``-prefixed fields of this library's own.

>>> from pokervariants import Razz, phh
>>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
>>> while not hand.is_over:
...     hand.act(hand.legal_actions()[-1 if hand.street == "third" else 0])
>>> text = phh.dumps(phh.HandHistory.from_hand(hand))
>>> phh.replay(phh.loads(text)).events == hand.events
True
"""

from __future__ import annotations

from .errors import PHHActionError, PHHCardError, PHHError, PHHFieldError, PHHSyntaxError, UnknownVariantError
from .history import HandHistory, dump, dump_all, dumps, dumps_all, load, load_all, loads, loads_all
from .notation import format_cards, parse_action
from .replay import game_of, replay

__all__ = [
    "HandHistory",
    "PHHActionError",
    "PHHCardError",
    "PHHError",
    "PHHFieldError",
    "PHHSyntaxError",
    "UnknownVariantError",
    "dump",
    "dump_all",
    "dumps",
    "dumps_all",
    "format_cards",
    "game_of",
    "load",
    "load_all",
    "loads",
    "loads_all",
    "parse_action",
    "replay",
]
