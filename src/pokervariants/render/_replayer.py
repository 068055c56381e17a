"""The hand replayer: one self-contained HTML page that steps through a hand.

:func:`page` takes a hand (finished, or stopped where a history stops) or a hand history and
returns the page as text; :func:`write` writes it to a file. The page holds everything it
shows (inline SVG, CSS and a small script) and fetches nothing, so it opens from a file, an
e-mail or a web server alike, and the same hand always gives the same bytes.

The page has a *frame* for each state of the hand a player could look at: the deal, when the
first player is to act (frame 0), then the state after each player action, the engine having
dealt and settled what follows, up to the end; so a hand of 27 actions has 28 frames. Each frame
is the table as :func:`pokervariants.render.svg.table` draws it and a line saying what happened. The
action log beside the table lists the steps, with what followed each action (the streets dealt,
Baseball's pot matches and extra cards, Bailey's Poker's changes and gamble cards, the
showdown); the results (who won what, the final stacks) close it. Previous and next buttons,
a slider, the arrow keys (Home and End for the first and last step) and the log's lines move
through the hand; without a script the frames simply follow one another down the page.

>>> from pokervariants import ActionKind, StudHiLo8, render
>>> hand = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=2)
>>> while not hand.is_over:
...     hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
>>> html = render.page(hand, title="A hand of Stud/8")
>>> actions = sum(1 for e in hand.events if type(e).__name__ == "Acted")
>>> html.count('<section class="frame"') == actions + 1 == int(html.split('data-steps="')[1].split('"')[0])
True
>>> html == render.page(hand, title="A hand of Stud/8")  # the same hand, the same bytes
True

Tests and style sheets find the parts by stable names: ``<main id="replayer" data-steps="N">``;
each frame is ``<section class="frame" data-step="i">`` (from 0) with the stacks it shows in
``data-stacks`` (``"100,94,103"``), the pot in ``data-pot`` and the seat to act in ``data-actor``;
the controls are ``#first``, ``#prev``, ``#slider``, ``#next``, ``#last`` and the counter
``#step`` ("step 3 of 28"); the log is ``#log``, a line a step (``li[data-step]``), and the
results ``#results``, with the final stacks in ``data-stacks``.

Amounts are shown in the hand's money (:attr:`~pokervariants.Hand.money`): a hand in cents shows
stacks, bets, pots and results as ``200.30`` and its ``data-stacks`` as ``"200.30,81.60"``, never
its units (``20030``); a hand in whole chips shows chips.
"""

from __future__ import annotations

import html
from collections.abc import Collection, Sequence
from pathlib import Path

from ..core import Action, ActionKind, JOKER, Card, Money
from ..engine.events import (
    Acted,
    Awarded,
    BoardRun,
    CommunityDealt,
    Dealt,
    Discarded,
    Raked,
    Dropped,
    Event,
    GambleLaid,
    Paid,
    Posted,
    Reshuffled,
    Returned,
    Shown,
    StreetStarted,
    Turned,
)
from . import svg
from ..engine.hand import Hand
from ..engine.positions import DealBoard
from ..phh.history import HandHistory

__all__ = ["page", "write"]


def page(
    hand: Hand | HandHistory,
    *,
    seat: int | None = None,
    title: str | None = None,
    four_colour: bool = False,
    names: Sequence[str] | None = None,
) -> str:
    """The replayer page of ``hand``: a :class:`~pokervariants.Hand` (finished, or wherever it
    stands) or a :class:`~pokervariants.phh.HandHistory`, replayed with
    :func:`pokervariants.phh.replay` (which raises its errors for a history the rules refuse).

    ``seat`` shows the hand as that seat sees it (the other players' face-down cards are backs
    until they are shown, in the pictures and in the log); ``None`` shows every card. ``names``
    names the seats (a history's ``players``, else ``p1``, ``p2`` …; a hand's ``Seat 0``, ``Seat 1``
    …); ``title`` heads the page ("A hand of Razz" by default); ``four_colour`` draws clubs
    green and diamonds blue. Cards a history does not show (``??``) are drawn face down and told as
    ``??``, whatever the view: the replay's stand-ins for them are not the real cards.

    >>> from pokervariants import ActionKind, Baseball, phh, render
    >>> hand = Baseball(ante=1, small_bet=5, big_bet=10).new_hand([60, 60, 60], seed=4)
    >>> while not hand.is_over:  # everyone takes the first choice that is not a fold
    ...     hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    >>> history = phh.record(hand, players=["Ann", "<Bo>", "Cy"])
    >>> html = render.page(phh.loads(phh.dumps(history)), seat=0)
    >>> "&lt;Bo&gt;" in html and "<Bo>" not in html
    True
    >>> f'data-stacks="{",".join(map(str, hand.stacks))}"' in html  # the final frame and the results
    True

    Raises ``ValueError`` for a seat the hand does not have or names that do not fit it, and
    ``TypeError`` for anything but a hand or a hand history.
    """
    played, labels = _hand_and_names(hand, names)
    count = len(played.stacks)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count):
        raise ValueError(f"seat is the seat whose view to show, 0 to {count - 1}, or None for every card; not {seat!r:.40}")
    if title is not None and not isinstance(title, str):
        raise TypeError(f"title is text, not {type(title).__name__}")
    hidden = frozenset(getattr(played.source, "hidden", ()))
    story = _Story(played, labels, seat, hidden, four_colour)
    frames = _frames(played, seat, labels, hidden, four_colour)
    heading = title if title is not None else f"A hand of {played.variant.name}"
    return _document(heading, played, labels, seat, frames, story)


def write(
    hand: Hand | HandHistory,
    path: str | Path,
    *,
    seat: int | None = None,
    title: str | None = None,
    four_colour: bool = False,
    names: Sequence[str] | None = None,
) -> Path:
    """Write the replayer page of ``hand`` (:func:`page`, with the same options) to ``path``, in
    UTF-8, and return the path written (the hand first, as ``json.dump`` takes its object).

    >>> import pathlib, tempfile
    >>> from pokervariants import Razz, render
    >>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    >>> hand.bring_in(); hand.fold()
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     written = render.write(hand, pathlib.Path(folder) / "razz.html")
    ...     written.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    True
    """
    text = page(hand, seat=seat, title=title, four_colour=four_colour, names=names)
    target = Path(path)
    target.write_text(text, encoding="utf-8", newline="\n")  # the same bytes on every system
    return target


# --- the hand and its frames ------------------------------------------------------------------


def _hand_and_names(given: object, names: Sequence[str] | None) -> tuple[Hand, list[str]]:
    """The hand to show and the name of each seat."""
    if isinstance(given, Hand):
        played, default = given, [f"Seat {s}" for s in range(len(given.stacks))]
    else:
        from ..phh.replay import replay

        if not isinstance(given, HandHistory):
            raise TypeError(f"the replayer shows a Hand or a phh.HandHistory, not {type(given).__name__}")
        played = replay(given)
        players = given.get("players")
        count = len(played.stacks)
        named = isinstance(players, list) and len(players) == count and all(isinstance(p, str) for p in players)
        default = list(players) if named else [f"p{s + 1}" for s in range(count)]
    if names is None:
        return played, default
    if isinstance(names, str) or len(names) != len(played.stacks):
        raise ValueError(f"names has one name for each of the {len(played.stacks)} seats, got {names!r:.60}")
    return played, [str(n) for n in names]


class _Frame:
    """One state of the hand: its picture, the stacks and pot it shows, and how many events led to it."""

    __slots__ = ("actor", "events", "picture", "pot", "stacks", "street")

    def __init__(self, hand: Hand, seat: int | None, labels: Sequence[str], hidden: Collection[Card], four_colour: bool) -> None:
        self.picture = svg.table(hand, seat, names=labels, four_colour=four_colour, hidden=hidden)
        text = hand.money.text
        self.stacks = ",".join(map(text, hand.stacks))
        self.pot = text(sum(p.amount for p in hand.pots))  # the bets of the round included
        self.actor = hand.actor
        self.street = "over" if hand.is_over else hand.street
        self.events = len(hand.events)


def _frames(hand: Hand, seat: int | None, labels: Sequence[str], hidden: Collection[Card], four_colour: bool) -> list[_Frame]:
    """The hand's states: at the first decision, then after each player action."""
    events = hand.events
    fresh = Hand.restart(hand.variant, hand.events)
    fresh._priced(hand.money)  # a replayed history in cents: its game is in units, the hand knows their worth
    frames = [_Frame(fresh, seat, labels, hidden, four_colour)]
    for number, event in enumerate(events):
        if isinstance(event, Acted):
            if fresh.actor != event.seat:
                raise ValueError(f"event {number}: seat {event.seat} acts where seat {fresh.actor} is to act")
            fresh.act(event.action)
            frames.append(_Frame(fresh, seat, labels, hidden, four_colour))
    if fresh.events != events:
        raise ValueError("replaying the hand's actions gives a different hand: its game deals in a way the replayer cannot follow")
    return frames


# --- the story in words -------------------------------------------------------------------------


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


_SUITS = {0: ("clubs", "\u2663"), 1: ("diamonds", "\u2666"), 2: ("hearts", "\u2665"), 3: ("spades", "\u2660")}


class _Story:
    """A hand's events told as HTML text, as one seat sees them (``None``: everyone's cards)."""

    def __init__(self, hand: Hand, labels: Sequence[str], seat: int | None, hidden: frozenset[Card], four_colour: bool) -> None:
        variant = hand.variant
        self.labels = list(labels)
        self.seat = seat
        self.hidden = hidden
        self.four_colour = four_colour
        self.owner_sees = bool(getattr(variant, "owner_sees_down_cards", True))
        self.street_label = str(getattr(variant, "street_label", "{} street"))
        self.board = any(isinstance(phase, DealBoard) for _, phase in variant.program.steps)
        self.ran_again = len(hand.boards) > 1  # the board run more than once: the first run's awards say so too
        self.scores = variant.scores
        self.draws = bool(getattr(variant, "draws_cards", False))
        self.money = hand.money
        """What a unit of the hand is worth: amounts are told in money (``3.50`` in a hand in cents)."""

    def amount(self, units: int) -> str:
        """An amount of money as the page tells it: ``1,250`` chips, ``12.50`` in a hand in cents."""
        return self.money.text(units, grouped=True)

    def name(self, seat: int | None) -> str:
        return "the kitty" if seat is None else f'<b class="who">{_e(self.labels[seat])}</b>'

    def card(self, card: Card | None) -> str:
        if card is None or card in self.hidden:
            return '<span class="c down">??</span>'
        if card >= JOKER:
            return f'<span class="c joker">{_e(card)}</span>'
        css, symbol = _SUITS[card & 3]
        rank = "10" if str(card)[0] == "T" else str(card)[0]
        return f'<span class="c {css}">{_e(rank)}{symbol}</span>'

    def cards(self, cards: Sequence[Card | None], between: str = " ") -> str:
        return between.join(self.card(c) for c in cards)

    def sees(self, seat: int, face_up: bool) -> bool:
        return face_up or self.seat is None or (seat == self.seat and self.owner_sees)

    def street(self, street: str) -> str:
        words = self.street_label.format(street) if "{}" in self.street_label else street
        return words[:1].upper() + words[1:]

    def action(self, seat: int, action: Action) -> str:
        """A player's action: "Ann raises to 10"."""
        kind = action.kind
        if kind is ActionKind.DRAW:  # what goes is seen by its owner alone; how many, by everyone
            if not action.cards:
                return f"{self.name(seat)} stands pat"
            if self.sees(seat, False):
                return f"{self.name(seat)} discards {self.cards(action.cards)}"
            if not self.draws:  # nothing comes in their place (a game of your own)
                return f"{self.name(seat)} gives up {len(action.cards)} card{'s' if len(action.cards) > 1 else ''}"
            return f"{self.name(seat)} draws {len(action.cards)}"
        amount = self.amount(action.amount)
        words = {
            ActionKind.FOLD: "folds",
            ActionKind.CHECK: "checks",
            ActionKind.CALL: f"calls {amount}",
            ActionKind.BRING_IN: f"brings in for {amount}",
            ActionKind.COMPLETE: f"completes to {amount}",
            ActionKind.BET: f"bets {amount}",
            ActionKind.RAISE: f"raises to {amount}",
            ActionKind.MATCH_POT: f"matches the pot: {amount}",
            ActionKind.STAND: "stands",
            ActionKind.CONTINUE: "continues",
            ActionKind.SHOW: "shows",
            ActionKind.MUCK: "mucks",
        }.get(kind)
        if kind is ActionKind.CHANGE:
            return f"{self.name(seat)} changes {self.cards(action.cards)}, valued {action.amount:,}"  # points, not money
        if kind is ActionKind.EXCHANGE:
            return f"{self.name(seat)} exchanges {self.cards(action.cards, ' for ')}"
        return f"{self.name(seat)} {words if words is not None else _e(action.text(self.money))}"

    def lines(self, events: Sequence[Event]) -> list[tuple[str, str]]:
        """What ``events`` tell, as (class, HTML) lines: runs of deals and of antes together."""
        out: list[tuple[str, str]] = []
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, (Dealt, Posted, CommunityDealt)):
                j = i
                while j < len(events) and type(events[j]) is type(event):
                    j += 1
                run = events[i:j]
                if isinstance(event, Dealt):
                    out += self._deals([e for e in run if isinstance(e, Dealt)])
                elif isinstance(event, Posted):
                    out += self._posts([e for e in run if isinstance(e, Posted)])
                else:
                    cards = self.cards([e.card for e in run if isinstance(e, CommunityDealt)])
                    out.append(("deal", f"board: {cards}" if self.board else f"community card {cards}: it plays in every hand"))
                i = j
                continue
            line = self.line(event)
            if line is not None:
                out.append(line)
            i += 1
        return out

    def _deals(self, run: Sequence[Dealt]) -> list[tuple[str, str]]:
        seats: dict[int, list[Dealt]] = {}
        for event in run:
            seats.setdefault(event.seat, []).append(event)
        out = []
        for seat, dealt in seats.items():
            parts = []
            for extra in (False, True):
                cards = [e for e in dealt if e.extra is extra]
                down = [e.card if self.sees(seat, False) else None for e in cards if not e.face_up]
                up = [e.card for e in cards if e.face_up]
                words = ([f"{self.cards(down)} down"] if down else []) + ([f"{self.cards(up)} up"] if up else [])
                if words:
                    parts.append(" and ".join(words) + (" (an extra card)" if extra and len(cards) == 1 else " (extra cards)" if extra else ""))
            out.append(("deal", f"{self.name(seat)}: {', then '.join(parts)}"))
        return out

    def _posts(self, run: Sequence[Posted]) -> list[tuple[str, str]]:
        amounts = {(e.kind, e.amount) for e in run}
        if len(amounts) == 1 and len(run) == len(self.labels) and len(run) > 1:
            kind, amount = amounts.pop()
            return [("post", f"everyone posts {_e(kind)} {self.amount(amount)}")]
        return [("post", f"{self.name(e.seat)} posts {_e(e.kind)} {self.amount(e.amount)}") for e in run]

    def line(self, event: Event) -> tuple[str, str] | None:
        """One event as a line (``None``: nothing worth a line: the start, a burn)."""
        if isinstance(event, StreetStarted):
            return ("street", _e(self.street(event.street)))
        if isinstance(event, Acted):
            return ("action", self.action(event.seat, event.action))
        if isinstance(event, Shown):
            if event.run != 1:  # the same hole cards on another run's board
                return ("show", f"on run {event.run}, {self.name(event.seat)} has {self.cards(event.cards)}: {_e(self.values(event))}")
            return ("show", f"{self.name(event.seat)} shows {self.cards(event.cards)}: {_e(self.values(event))}")
        if isinstance(event, BoardRun):
            kept = f", keeping its first {event.kept} card{'' if event.kept == 1 else 's'}" if event.kept else ""
            return ("street", f"the board is run again: run {event.run}{kept}")
        if isinstance(event, Awarded):
            share = f" ({_e(event.share)})" if event.share != "all" else ""
            pot = f" from side pot {event.pot}" if event.pot else ""
            run = f" on run {event.run}" if event.run != 1 or self.ran_again else ""
            with_hand = f" with {_e(event.hand)}" if event.hand is not None else ""
            return ("award", f"{self.name(event.seat)} wins {self.amount(event.amount)}{share}{pot}{run}{with_hand}")
        if isinstance(event, Returned):
            return ("return", f"{self.amount(event.amount)} uncalled goes back to {self.name(event.seat)}")
        if isinstance(event, Dropped):
            return ("drop", f"{self.name(event.seat)} drops out: {_e(event.reason)}")
        if isinstance(event, GambleLaid):
            return ("deal", f"gamble card {self.card(event.card)}: +{event.value:,}, the stake is {event.stake:,}")
        if isinstance(event, Turned):
            return ("deal", f"{self.name(event.seat)} turns {self.card(event.card)}")
        if isinstance(event, Discarded):
            if event.to is None:
                return None  # the action said what went
            seen = self.sees(event.seat, False) or self.sees(event.to, False)
            return ("deal", f"{self.name(event.seat)} passes {self.card(event.card) if seen else 'a card'} to {self.name(event.to)}")
        if isinstance(event, Reshuffled):
            return ("deal", "the stub is empty: the discards are shuffled to make a new one" if event.kept == 0 else f"the stub runs short: the discards are shuffled beneath its last {'card' if event.kept == 1 else f'{event.kept:,} cards'}")
        if isinstance(event, Raked):
            return ("pay", f"the house rakes {self.amount(event.amount)}" + ("" if event.pot == 0 else f" from side pot {event.pot}"))
        if isinstance(event, Paid):
            return ("pay", f"{self.name(event.payer)} pays {self.amount(event.amount)} to {self.name(event.payee)} ({_e(event.reason)})")
        return None

    @staticmethod
    def values(event: Shown) -> str:
        """A shown hand described under each of the game's rankings ("high: …; low: …")."""
        values = event.values
        if len(values) == 1:
            return str(values[0]) if values[0] is not None else "no hand"
        labels = list(event.labels) + [f"ranking {i + 1}" for i in range(len(event.labels), len(values))]
        short = [label.split()[-1] if label.endswith(" low") else label for label in labels]
        return "; ".join(f"{n}: {v if v is not None else f'no qualifying {n}'}" for n, v in zip(short, values))


def _steps(hand: Hand, frames: Sequence[_Frame], story: _Story) -> list[tuple[str, list[tuple[str, str]]]]:
    """Each frame's log entry: its headline and the lines of what followed."""
    events = hand.events
    steps: list[tuple[str, list[tuple[str, str]]]] = []
    start = 0
    for index, frame in enumerate(frames):
        chunk = events[start : frame.events]
        start = frame.events
        if index == 0:
            head = "The deal" if any(isinstance(e, (Dealt, CommunityDealt)) for e in chunk) else "The start"
            steps.append((head, story.lines(chunk[1:])))
        else:
            acted = chunk[0]
            assert isinstance(acted, Acted)
            steps.append((story.action(acted.seat, acted.action), story.lines(chunk[1:])))
    return steps


# --- the page ------------------------------------------------------------------------------------


def _document(title: str, hand: Hand, labels: Sequence[str], seat: int | None, frames: Sequence[_Frame], story: _Story) -> str:
    steps = _steps(hand, frames, story)
    count = len(frames)
    actions = count - 1
    game = str(hand.variant.name)
    facts = [] if game in title else [_e(game)]
    facts += [f"{len(labels)} players", f"{actions} action{'s' if actions != 1 else ''}"]
    if seat is not None:
        facts.append(f"as {_e(labels[seat])} sees it")
    if not hand.is_over:
        facts.append("not played to the end")
    parts = [
        "<!DOCTYPE html>\n",
        '<html lang="en" class="no-js">\n<head>\n<meta charset="utf-8">\n',
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n',
        f'<meta name="generator" content="pokervariants replayer">\n<title>{_e(title)}</title>\n',
        f"<style>\n{_CSS}</style>\n</head>\n<body>\n",
        '<main id="replayer"' + (' class="four"' if story.four_colour else "") + f' data-steps="{count}" data-game="{_e(game)}"'
        + ("" if seat is None else f' data-seat="{seat}"')
        + ">\n",
        f'<header class="top"><h1>{_e(title)}</h1><p class="facts">{" · ".join(facts)}</p></header>\n',
        '<div class="layout">\n<div class="stage">\n<div class="frames">\n',
    ]
    for index, (frame, (head, _)) in enumerate(zip(frames, steps)):
        actor = "" if frame.actor is None else str(frame.actor)
        parts.append(
            f'<section class="frame" data-step="{index}" id="step-{index}" data-stacks="{frame.stacks}" '
            f'data-pot="{frame.pot}" data-actor="{actor}" data-street="{_e(frame.street)}">\n'
            f'<p class="caption"><span class="count">Step {index + 1} of {count}</span> {head}</p>\n'
            f"{frame.picture}\n</section>\n"
        )
    parts.append("</div>\n")
    parts.append(
        '<nav class="controls" aria-label="steps">\n'
        f'<button type="button" id="first" title="first step (Home)">{_icon("M3 2h2v12H3zM14 2v12L6 8z")}<span class="label"> First</span></button>\n'
        f'<button type="button" id="prev" title="previous step (Left arrow)">{_icon("M12 2v12L4 8z")}<span class="label"> Prev</span></button>\n'
        f'<input type="range" id="slider" min="0" max="{count - 1}" value="0" step="1" aria-label="step">\n'
        f'<button type="button" id="next" title="next step (Right arrow)"><span class="label">Next </span>{_icon("M4 2v12l8-6z")}</button>\n'
        f'<button type="button" id="last" title="last step (End)"><span class="label">Last </span>{_icon("M11 2h2v12h-2zM2 2v12l8-6z")}</button>\n'
        f'<output id="step" aria-live="polite">step 1 of {count}</output>\n'
        "</nav>\n"
        '<p class="keys">Keys: &larr; &rarr; step, Home and End jump to the start and the end; click a line of the log to go there.</p>\n'
    )
    parts.append('</div>\n<aside class="side">\n')
    parts.append(_results(hand, labels, story))
    parts.append('<h2>Action log</h2>\n<ol id="log">\n')
    for index, (head, lines) in enumerate(steps):
        more = "".join(f'<li class="{css}">{text}</li>' for css, text in lines)
        parts.append(
            f'<li data-step="{index}"><a href="#step-{index}"><span class="n">{index + 1}</span> <span class="head">{head}</span></a>'
            + (f'<ul class="more">{more}</ul>' if more else "")
            + "</li>\n"
        )
    parts.append("</ol>\n</aside>\n</div>\n</main>\n")
    parts.append(f"<script>\n{_SCRIPT}</script>\n</body>\n</html>\n")
    return "".join(parts)


def _icon(path: str) -> str:
    """A button's small icon, drawn (no font has to have the glyph)."""
    return f'<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d="{path}" fill="currentColor"/></svg>'


def _signed(value: int, money: Money = Money.WHOLE) -> str:
    """A result with its sign, in ``money``: ``+1,250``, ``\u22123.50`` (a true minus sign), ``\u00b10``."""
    return f"+{money.text(value, grouped=True)}" if value > 0 else f"\u2212{money.text(-value, grouped=True)}" if value < 0 else "\u00b10"


def _results(hand: Hand, labels: Sequence[str], story: _Story) -> str:
    """The results panel: who won what, and each seat's stack at the start and the end."""
    stacks = ",".join(map(hand.money.text, hand.stacks))
    over = hand.is_over
    parts = [f'<section id="results" class="results" data-stacks="{stacks}" data-over="{"true" if over else "false"}">\n<h2>Results</h2>\n']
    if over:
        awards = [story.line(e) for e in hand.results]
        lines = [text for css, text in (a for a in awards if a is not None)]
        if not lines:
            lines = [text for css, text in (story.line(e) or ("", "") for e in hand.payments) if text]
        if not lines and hand.winner is not None:
            lines = [f"{story.name(hand.winner)} wins"]
        if lines:
            parts.append('<ul class="awards">' + "".join(f"<li>{line}</li>" for line in lines) + "</ul>\n")
    else:
        actor = "nobody" if hand.actor is None else story.name(hand.actor)
        parts.append(f'<p class="unfinished">The hand stops here, not over, with {actor} to act.</p>\n')
    unit = "points" if story.scores else "stack"
    parts.append(
        f'<table class="stacks"><caption>Each player\'s {unit}</caption><thead><tr><th scope="col">Player</th><th scope="col">Start</th>'
        f'<th scope="col">{"End" if over else "Now"}</th><th scope="col">Net</th></tr></thead><tbody>'
    )
    for s, name in enumerate(labels):
        start, now = hand.starting_stacks[s], hand.stacks[s]
        net = now - start
        css = "won" if net > 0 else "lost" if net < 0 else "even"
        parts.append(
            f'<tr data-seat="{s}"><th scope="row">{_e(name)}</th><td>{story.amount(start)}</td><td class="final">{story.amount(now)}</td>'
            f'<td class="{css}">{_signed(net, story.money)}</td></tr>'
        )
    parts.append("</tbody></table>\n")
    if story.scores:
        parts.append(f'<p class="kitty">Kitty: {hand.starting_kitty:,} at the start, {hand.kitty:,} {"at the end" if over else "now"}.</p>\n')
    parts.append("</section>\n")
    return "".join(parts)


_CSS = """\
:root { --bg: #eeece4; --panel: #ffffff; --ink: #1f2328; --muted: #5f6368; --line: #d9d6cc;
  --accent: #f29900; --current: #fff3d6; --felt: #2e7d4f; --red: #c5221f; --won: #1e8e3e; }
* { box-sizing: border-box; }
html { background: var(--bg); }
body { margin: 0; color: var(--ink); font: 15px/1.45 system-ui, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; }
#replayer { max-width: 1560px; margin: 0 auto; padding: 10px 18px 18px; }
.top { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; margin: 0 0 8px; }
h1 { font-size: 21px; margin: 0; }
.facts { margin: 0; color: var(--muted); }
.layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(300px, 380px); gap: 16px; align-items: start; }
.stage, .side { min-width: 0; }
.frame { background: #f6f4ee; border: 1px solid var(--line); border-radius: 12px; padding: 6px 8px 8px; margin: 0 0 12px; }
.js .frame { display: none; margin: 0; }
.js .frame.current { display: block; }
.frame svg { display: block; width: 100%; height: auto; max-height: calc(100vh - 160px); min-height: 240px; }
.caption { margin: 0 4px 4px; font-size: 16px; min-height: 1.45em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.caption .count { color: var(--muted); font-size: 13px; margin-right: 8px; font-variant-numeric: tabular-nums; }
.controls { display: none; align-items: center; gap: 8px; margin: 8px 0 2px; }
.js .controls { display: flex; }
.controls button .icon { vertical-align: -2px; }
.controls button { font: inherit; font-size: 14px; padding: 6px 12px; border: 1px solid #b9b5a8; border-radius: 8px; background: #ffffff; color: var(--ink); cursor: pointer; white-space: nowrap; }
.controls button:hover:not(:disabled) { background: var(--current); border-color: var(--accent); }
.controls button:disabled { opacity: 0.4; cursor: default; }
.controls button:focus-visible, #slider:focus-visible, #log a:focus-visible { outline: 3px solid var(--accent); outline-offset: 1px; }
#slider { flex: 1; min-width: 80px; accent-color: var(--felt); }
#step { min-width: 9.5em; text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
.keys { display: none; margin: 0; font-size: 12.5px; color: var(--muted); }
.js .keys { display: block; }
.results { background: #f1f8f3; border-bottom: 2px solid var(--won); padding: 0 14px 10px; margin: 0 0 6px; }
.results h2 { font-size: 16px; margin: 0; padding: 0 0 4px; }
.awards { margin: 0 0 8px; padding-left: 18px; font-size: 14px; }
table.stacks { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 14px; width: 100%; }
table.stacks th, table.stacks td { padding: 2px 8px 2px 0; text-align: right; border-bottom: 1px solid var(--line); }
table.stacks th[scope=row], table.stacks thead th:first-child { text-align: left; }
table.stacks caption { text-align: left; font-size: 13px; color: var(--muted); padding: 0 0 2px; }
table.stacks thead th { font-size: 13px; color: var(--muted); font-weight: 600; }
.won { color: var(--won); font-weight: 600; }
.lost { color: var(--red); font-weight: 600; }
.kitty, .unfinished { margin: 6px 0 0; }
.side { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 8px 0 8px; }
.js .side { position: sticky; top: 10px; max-height: calc(100vh - 64px); overflow-y: auto; }
.side > h2 { font-size: 16px; margin: 0; padding: 0 14px 6px; border-bottom: 1px solid var(--line); }
#log { list-style: none; margin: 0; padding: 0; }
#log > li { border-bottom: 1px solid #eeeae0; border-left: 4px solid transparent; }
#log > li.current { background: var(--current); border-left-color: var(--accent); }
#log a { display: block; padding: 5px 10px 3px; color: inherit; text-decoration: none; }
#log a:hover { background: #f7f4ec; }
#log .n { display: inline-block; min-width: 2.1em; color: var(--muted); font-size: 12.5px; font-variant-numeric: tabular-nums; }
#log .head { font-weight: 600; }
.more { list-style: none; margin: 0; padding: 0 10px 5px calc(10px + 2.1em); font-size: 13px; color: #3c4043; }
.more li { margin: 1px 0; }
.more .street { font-weight: 700; color: var(--felt); text-transform: none; margin-top: 3px; }
.more .award, .more .show { color: #0b5c2a; }
.more .drop { color: var(--red); }
b.who { font-weight: 700; }
.c { font-weight: 700; white-space: nowrap; color: #1a1a1a; }
.c.diamonds, .c.hearts { color: #d0021b; }
.four .c.diamonds { color: #1565c0; }
.four .c.clubs { color: #13803a; }
.c.down { color: var(--muted); }
.c.joker { color: #8a4b00; }
@media (max-width: 980px) {
  .layout { grid-template-columns: minmax(0, 1fr); }
  .js .side { position: static; max-height: 55vh; }
  .frame svg { max-height: none; }
}
@media (max-width: 600px) { .controls .label { display: none; } }
"""

_SCRIPT = """\
(function () {
  "use strict";
  var doc = document.documentElement;
  doc.className = doc.className.replace("no-js", "js");
  var root = document.getElementById("replayer");
  var frames = root.querySelectorAll("section.frame");
  var items = document.querySelectorAll("#log > li[data-step]");
  var slider = document.getElementById("slider");
  var counter = document.getElementById("step");
  var results = document.getElementById("results");
  var side = document.querySelector(".side");
  var buttons = {
    first: document.getElementById("first"), prev: document.getElementById("prev"),
    next: document.getElementById("next"), last: document.getElementById("last")
  };
  var count = frames.length, current = -1;
  function show(step) {
    step = Math.max(0, Math.min(count - 1, step | 0));
    if (step === current) { return; }
    if (current >= 0) {
      frames[current].classList.remove("current");
      items[current].classList.remove("current");
      items[current].removeAttribute("aria-current");
    }
    current = step;
    frames[step].classList.add("current");
    items[step].classList.add("current");
    items[step].setAttribute("aria-current", "step");
    slider.value = String(step);
    counter.textContent = "step " + (step + 1) + " of " + count;
    root.setAttribute("data-current", String(step));
    buttons.first.disabled = buttons.prev.disabled = step === 0;
    buttons.next.disabled = buttons.last.disabled = step === count - 1;
    results.hidden = step !== count - 1;
    if (step === count - 1) { side.scrollTop = 0; return; }
    if (side.scrollHeight > side.clientHeight) {
      var box = items[step].getBoundingClientRect(), frame = side.getBoundingClientRect();
      var top = box.top - frame.top + side.scrollTop, bottom = top + box.height;
      if (top < side.scrollTop + 40) { side.scrollTop = Math.max(0, top - 40); }
      else if (bottom > side.scrollTop + side.clientHeight - 8) { side.scrollTop = bottom - side.clientHeight + 8; }
    }
  }
  buttons.first.addEventListener("click", function () { show(0); });
  buttons.prev.addEventListener("click", function () { show(current - 1); });
  buttons.next.addEventListener("click", function () { show(current + 1); });
  buttons.last.addEventListener("click", function () { show(count - 1); });
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  Array.prototype.forEach.call(items, function (item, index) {
    item.querySelector("a").addEventListener("click", function (event) { event.preventDefault(); show(index); });
  });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
    var moves = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) { return; }
    event.preventDefault();
    show(moves[event.key]);
  });
  var hash = /^#step-(\\d+)$/.exec(window.location.hash);
  show(hash ? Number(hash[1]) : 0);
})();
"""
