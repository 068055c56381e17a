"""The ``pv-svg`` directive: a picture drawn by running the code in the directive, at build time.

The content is Python; its last line is an expression whose value is an SVG string (from
:mod:`pokervariants.render.svg`, or any object with ``_repr_svg_``). HTML output gets the SVG inline;
the code is shown above it unless ``:hide-code:`` is given. The directives of one page share
one namespace, in order, as a doctest page's examples do, so a page can build a hand once and
draw it as it goes. Code that fails, or gives no SVG, is an error of the build (a warning, so
``-W`` fails the build): a gallery cannot go stale unnoticed.

.. code-block:: rst

   .. pv-svg::

      from pokervariants import Card, svg
      svg.card(Card("As"))
"""

from __future__ import annotations

import ast
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

_NAMESPACE = "pv-svg namespace"
_CSS = "pvsvg.css"
_STYLE = """\
div.pv-svg { margin: 0.5em 0 1.5em; overflow-x: auto; }
div.pv-svg svg { max-width: 100%; height: auto; }
"""


class PvSvg(SphinxDirective):
    """``.. pv-svg::``: run the code, show it, and embed the SVG it makes."""

    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"hide-code": directives.flag, "caption": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        source = "\n".join(self.content)
        namespace = self.env.temp_data.setdefault(_NAMESPACE, {"__name__": "__pvsvg__"})
        try:
            picture = _evaluate(source, namespace)
        except Exception as error:  # any failure of the code is the page's error
            raise self.error(f"pv-svg: the code failed: {type(error).__name__}: {error}") from None
        if hasattr(picture, "_repr_svg_") and not isinstance(picture, str):
            picture = picture._repr_svg_()
        if not isinstance(picture, str) or not picture.lstrip().startswith("<svg"):
            raise self.error(f"pv-svg: the last line must give an SVG string, not {type(picture).__name__}")
        out: list[nodes.Node] = []
        if "hide-code" not in self.options:
            code = nodes.literal_block(source, source, language="python")
            self.set_source_info(code)
            out.append(code)
        caption = self.options.get("caption")
        html = f'<div class="pv-svg">{picture}</div>'
        if caption:
            html = f'<figure class="pv-svg">{html}<figcaption>{_escape(caption)}</figcaption></figure>'
        out.append(nodes.raw("", html, format="html"))
        return out


def _evaluate(source: str, namespace: dict[str, Any]) -> Any:
    """Run every statement of ``source`` but the last, which must be an expression; return its value."""
    tree = ast.parse(source, mode="exec")
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise ValueError("the last line must be an expression that gives the picture")
    last = ast.Expression(tree.body.pop().value)
    exec(compile(tree, "<pv-svg>", "exec"), namespace)
    return eval(compile(last, "<pv-svg>", "eval"), namespace)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _add_css(app: Any) -> None:
    if app.builder.format == "html":
        app.add_css_file(_CSS)


def _write_css(app: Any, exception: Exception | None) -> None:
    if exception is None and app.builder.format == "html":
        from pathlib import Path

        static = Path(app.outdir) / "_static"
        static.mkdir(parents=True, exist_ok=True)
        (static / _CSS).write_text(_STYLE, encoding="utf-8")


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("pv-svg", PvSvg)
    app.connect("builder-inited", _add_css)
    app.connect("build-finished", _write_css)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
