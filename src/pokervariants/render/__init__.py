"""Pictures and pages: cards, hands, tables and equity drawn as SVG (:mod:`pokervariants.render.svg`,
also ``pokervariants.svg``), and the hand replayer, one self-contained HTML page that steps through a
hand (:func:`page`, :func:`write`), and the session replayer, a whole session's hands with a chip-count
chart (:func:`session_page`, :func:`write_session`).

This package reads hands, events and histories and draws them; nothing below it imports it, except
the one-line ``_repr_svg_`` hooks through which a notebook shows a card, a hand value, a hand or an
equity result.

>>> from pokervariants import Razz, render
>>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
>>> hand.bring_in(); hand.fold()
>>> render.page(hand).startswith("<!DOCTYPE html>"), render.svg.table(hand).startswith("<svg")
(True, True)
"""

from __future__ import annotations

from ..core._public import present
from . import svg
from ._replayer import page, write
from ._session import session_page, write_session

__all__ = ["page", "session_page", "svg", "write", "write_session"]

present(__name__, globals(), ["page", "session_page", "write", "write_session"])
