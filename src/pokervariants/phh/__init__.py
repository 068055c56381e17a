"""Poker Hand History (PHH): read, write and replay hands as TOML.

:func:`loads` and :func:`load` read a ``.phh`` hand, :func:`loads_all` and
:func:`load_all` a ``.phhs`` collection, and :func:`iter_histories` streams one
a hand at a time (:func:`summarize` replays a file of hands into a
:class:`Summary` that adds up across files); :func:`replay` plays a history through
the engine (every rule checked) and returns the hand; :func:`record` records a
hand played here, and :func:`dumps` writes it (:func:`pokervariants.render.page`
makes a page that steps through it). The standard's stud codes ``F7S``, ``F7S/8`` and
``FR`` are read and written as the standard says; Baseball (``PV-BASEBALL``)
and Bailey's Poker (``PV-BAILEY``) use codes and ``_``-prefixed fields of this
library's own. :func:`code_of`, :func:`fields_of` and :func:`game_from` turn a
game into its code and fields and back.

The package in layers, each module importing only those before it: the errors and
numbers (and ``_unknown``, for stacks given as ``inf``); the fields and their TOML (:mod:`~pokervariants.phh.history`); the
notation; the games' families (:mod:`~pokervariants.phh.options` and
``_blinds``, behind ``_family``'s interface, looked up in ``_games``); the
card source a replay deals from (``_source``), the stand-ins
(:mod:`~pokervariants.phh.standins`), PokerKit's readings (``_pokerkit``), what
a replay found beside the hand (``_report``) and the replayer (``_replayer``); then :mod:`~pokervariants.phh.replay` and
:mod:`~pokervariants.phh.record`, the functions; and :mod:`~pokervariants.phh.corpus`,
files of hands streamed and summed up.

>>> from pokervariants import Razz, phh
>>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
>>> while not hand.is_over:
...     hand.act(hand.legal_actions()[-1 if hand.street == "third" else 0])
>>> text = phh.dumps(phh.record(hand))
>>> phh.replay(phh.loads(text)).events == hand.events
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._games import code_of, fields_of, game_from
from .corpus import Failure, PlayerTotals, Summary, iter_histories, summarize
from .errors import ActionProblem, PHHActionError, PHHCardError, PHHError, PHHFieldError, PHHSyntaxError, UnknownVariantError
from .history import HandHistory, dump, dump_all, dumps, dumps_all, load, load_all, loads, loads_all
from .notation import format_cards, parse_action
from .record import record
from .replay import Inference, ReplayReport, game_of, replay, replay_report

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "ActionProblem",
    "Failure",
    "HandHistory",
    "Inference",
    "PHHActionError",
    "PHHCardError",
    "PHHError",
    "PHHFieldError",
    "PHHSyntaxError",
    "ReplayReport",
    "PlayerTotals",
    "Summary",
    "UnknownVariantError",
    "code_of",
    "dump",
    "dump_all",
    "dumps",
    "dumps_all",
    "fields_of",
    "format_cards",
    "game_from",
    "game_of",
    "iter_histories",
    "load",
    "load_all",
    "loads",
    "loads_all",
    "parse_action",
    "record",
    "replay",
    "replay_report",
    "summarize",
]

