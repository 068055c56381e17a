"""The session replayer: one self-contained HTML page for a whole session or tournament (:func:`session_page`)."""

from __future__ import annotations

import base64
import html
import zlib
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..phh.history import HandHistory
from ._replayer import page

if TYPE_CHECKING:
    from ..engine.protocols import GameVariant
    from ..session import Mix

__all__ = ["session_page", "write_session"]


class _Played(Protocol):
    """A session, a tournament or a multi-table tournament: its games and its finished hands."""

    @property
    def mix(self) -> Mix: ...

    @property
    def game(self) -> GameVariant: ...

    def histories(self) -> Iterable[HandHistory]: ...


_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22")
_WIDTH, _HEIGHT, _PAD = 720, 220, 36


def session_page(session: _Played, *, title: str | None = None, four_colour: bool = False) -> str:
    """The session replayer page of ``session`` (a :class:`~pokervariants.session.Session`,
    :class:`~pokervariants.session.Tournament` or
    :class:`~pokervariants.session.MultiTableTournament`), one self-contained HTML page: a chart
    of every player's chips hand by hand, a list of the finished hands (dealt again from the
    session's log), and the hand replayer (:func:`~pokervariants.render.page`) of the hand chosen.

    Each hand's replayer page rides in the document compressed (zlib, in base64, in a hidden
    ``<textarea>`` a hand: a hand's page of pictures shrinks some thirty times) and the hand list
    loads the one chosen into the viewer's frame, unpacked by the browser's own
    ``DecompressionStream``; the page fetches nothing, and the same session gives the same bytes.
    Stable names for tests and style sheets: ``<main id="session" data-hands="N">``; the chart ``#chips`` (an SVG with a
    ``polyline.player`` a player, its name in ``data-player`` and its stack after each hand in
    ``data-stacks``); the list ``#hands``, a ``li[data-hand]`` a hand; the viewer ``iframe#viewer``.

    >>> from pokervariants import Holdem, render
    >>> from pokervariants.bots import CallingBot
    >>> from pokervariants.session import Session
    >>> session = Session(Holdem(blinds=(1, 2)), players={"Ann": 50, "Bea": 50, "Cy": 50}, seed=2, button=1)
    >>> session.play(CallingBot(), seed=1, hands=3)
    3
    >>> html = render.session_page(session)
    >>> html.count("<li data-hand="), 'data-player="Ann"' in html
    (3, True)
    """
    histories = list(session.histories())
    heading = title if title is not None else f"A session of {session.mix.name if len(session.mix.games) > 1 else session.game.name}"
    return _document(heading, histories, four_colour)


def write_session(session: _Played, path: str | Path, *, title: str | None = None, four_colour: bool = False) -> Path:
    """Write :func:`session_page` to ``path`` in UTF-8 and return the path."""
    target = Path(path)
    target.write_text(session_page(session, title=title, four_colour=four_colour), encoding="utf-8", newline="\n")
    return target


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _chart(histories: list[HandHistory]) -> str:
    """Each player's stack after each hand (a player out of a hand keeps the last stack known)."""
    names: list[str] = []
    for history in histories:
        for name in history["players"]:
            if name not in names:
                names.append(name)
    series: dict[str, list[Decimal]] = {name: [] for name in names}
    last: dict[str, Decimal] = {}
    for history in histories:
        start = dict(zip(history["players"], history["starting_stacks"]))
        for name, value in start.items():
            last.setdefault(name, Decimal(str(value)))
        for name, value in zip(history["players"], history["finishing_stacks"]):
            last[name] = Decimal(str(value))
        for name in names:
            series[name].append(last.get(name, Decimal(0)))
    top = max((v for values in series.values() for v in values), default=Decimal(1)) or Decimal(1)
    count = max(len(histories), 1)
    inner_w, inner_h = _WIDTH - 2 * _PAD, _HEIGHT - 2 * _PAD

    def point(index: int, value: Decimal) -> str:
        x = _PAD + (inner_w * index / max(count - 1, 1) if count > 1 else inner_w / 2)
        y = _PAD + inner_h * (1 - value / top)  # (a drawing's coordinates: the amounts stay exact)
        return f"{float(x):.1f},{float(y):.1f}"

    parts = [f'<svg id="chips" viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" aria-label="chips after each hand" xmlns="http://www.w3.org/2000/svg">']
    parts.append(f'<line x1="{_PAD}" y1="{_HEIGHT - _PAD}" x2="{_WIDTH - _PAD}" y2="{_HEIGHT - _PAD}" stroke="#999"/>')
    parts.append(f'<text x="{_PAD}" y="{_PAD - 8}" font-size="11" fill="#555">{_e(_amount(top))}</text>')
    parts.append(f'<text x="{_WIDTH - _PAD}" y="{_HEIGHT - 10}" font-size="11" fill="#555" text-anchor="end">hand {count}</text>')
    for index, name in enumerate(names):
        colour = _COLOURS[index % len(_COLOURS)]
        points = " ".join(point(i, v) for i, v in enumerate(series[name]))
        stacks = ",".join(_amount(v) for v in series[name])
        parts.append(f'<polyline class="player" data-player="{_e(name)}" data-stacks="{stacks}" points="{points}" fill="none" stroke="{colour}" stroke-width="1.6"><title>{_e(name)}</title></polyline>')
        parts.append(f'<text x="{_WIDTH - _PAD + 4}" y="{_PAD + 12 * index}" font-size="11" fill="{colour}">{_e(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _amount(value: Decimal) -> str:
    return format(value, "f")


def _label(history: HandHistory) -> str:
    level = history.get("level")
    winners = [name for name, a, b in zip(history["players"], history["starting_stacks"], history["finishing_stacks"]) if Decimal(str(b)) > Decimal(str(a))]
    return f"#{history['hand']}" + (f" · level {level}" if level is not None else "") + (" · " + ", ".join(winners) + " won" if winners else "")


def _document(title: str, histories: Iterable[HandHistory], four_colour: bool) -> str:
    hands = list(histories)
    parts = [
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n",
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n',
        f'<meta name="generator" content="pokervariants session replayer">\n<title>{_e(title)}</title>\n',
        f"<style>\n{_CSS}</style>\n</head>\n<body>\n",
        f'<main id="session" data-hands="{len(hands)}">\n<header><h1>{_e(title)}</h1><p>{len(hands)} hands</p></header>\n',
        f'<figure class="chart">{_chart(hands)}<figcaption>Chips after each hand</figcaption></figure>\n',
        '<div class="layout">\n<ol id="hands">\n',
    ]
    for index, history in enumerate(hands):
        parts.append(f'<li data-hand="{index}"><a href="#hand-{index}">{_e(_label(history))}</a></li>\n')
    parts.append('</ol>\n<div class="view">\n<iframe id="viewer" title="the hand chosen"></iframe>\n')
    for index, history in enumerate(hands):
        names = list(history["players"])
        text = page(history, names=names, title=f"Hand {history['hand']}", four_colour=four_colour)
        packed = base64.b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")
        parts.append(f'<textarea hidden class="hand" id="hand-{index}" readonly>{packed}</textarea>\n')
    parts.append("</div>\n</div>\n</main>\n")
    parts.append(f"<script>\n{_SCRIPT}</script>\n</body>\n</html>\n")
    return "".join(parts)


_CSS = """body { font-family: system-ui, sans-serif; margin: 1rem; color: #222; }
.chart svg { width: 100%; max-width: 760px; height: auto; border: 1px solid #ddd; background: #fcfcfc; }
.layout { display: flex; gap: 1rem; align-items: flex-start; }
#hands { list-style: none; padding: 0; margin: 0; max-height: 80vh; overflow-y: auto; min-width: 14rem; }
#hands li a { display: block; padding: 0.2rem 0.4rem; text-decoration: none; color: inherit; border-radius: 3px; }
#hands li.current a { background: #dde8f6; }
.view { flex: 1; }
#viewer { width: 100%; height: 80vh; border: 1px solid #ccc; }
"""

_SCRIPT = """(function () {
  var viewer = document.getElementById('viewer');
  var items = document.querySelectorAll('#hands li');
  function show(index) {
    var packed = document.getElementById('hand-' + index);
    if (!packed) { return; }
    items.forEach(function (li) { li.classList.toggle('current', li.getAttribute('data-hand') === String(index)); });
    if (typeof DecompressionStream === 'undefined') {
      viewer.srcdoc = '<p>This browser cannot unpack the hands (it has no DecompressionStream).</p>';
      return;
    }
    var bytes = Uint8Array.from(atob(packed.value), function (c) { return c.charCodeAt(0); });
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
    new Response(stream).text().then(function (text) { viewer.srcdoc = text; });
  }
  items.forEach(function (li) {
    li.addEventListener('click', function (event) { event.preventDefault(); show(li.getAttribute('data-hand')); });
  });
  show(0);
})();
"""
