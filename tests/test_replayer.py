"""The hand replayer page (:mod:`pokervariants.replayer`, ``replay --html``): well formed, self-contained,
deterministic, escaped, a frame for the deal and one after each action, for every game, from a hand and
from its hand history.

The page in a real browser is tested in ``test_replayer_browser.py``.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from pokervariants import ActionKind, Bailey, Baseball, Hand, Razz, StudHiLo8, StudHigh, phh, render, svg, variant_names
from pokervariants.bots import CallingBot, RandomBot
from pokervariants.render._replayer import _Story
from pokervariants.cli import configure_game, main
from pokervariants.engine.events import Acted

SVG_NAMESPACE = "http://www.w3.org/2000/svg"
_FRAME = re.compile(r'<section class="frame" data-step="(\d+)"[^>]*>(.*?)</section>', re.DOTALL)
_VOID = {"meta", "input", "br", "img", "link", "hr", "wbr"}


def play(game: Any, stacks: list[int], seed: int, *, bot: Any = None) -> Hand:
    """A hand of ``game`` played to the end by seeded bots."""
    hand: Hand = game.new_hand(stacks, seed=seed)
    rng = random.Random(seed)
    chooser = bot if bot is not None else RandomBot()
    while not hand.is_over:
        hand.act(chooser.choose(hand, hand.actor, rng))
    return hand


def actions(hand: Hand) -> int:
    return sum(isinstance(e, Acted) for e in hand.events)


def frames(page: str) -> list[tuple[int, str, str]]:
    """Each frame of a page: its step, its opening tag's attributes and its one SVG picture."""
    found = []
    for match in _FRAME.finditer(page):
        start = match.group(0)[: match.group(0).index(">") + 1]
        pictures = re.findall(r"<svg xmlns=.*?</svg>", match.group(2), re.DOTALL)
        assert len(pictures) == 1, f"frame {match.group(1)} holds {len(pictures)} pictures"
        found.append((int(match.group(1)), start, pictures[0]))
    return found


def attribute(tag: str, name: str) -> str:
    match = re.search(rf'\b{name}="([^"]*)"', tag)
    assert match is not None, f"{name} missing from {tag[:200]}"
    return match.group(1)


class _Balance(HTMLParser):
    """Checks that every element is closed in order (void elements and SVG's self-closed ones aside)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids += [v for k, v in attrs if k == "id" and v is not None]
        if tag not in _VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.ids += [v for k, v in attrs if k == "id" and v is not None]

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()


def check_page(page: str, hand: Hand) -> list[tuple[int, str, str]]:
    """What every page must be: well formed, self-contained, a frame a state, the final stacks shown."""
    assert page.startswith("<!DOCTYPE html>\n<html")
    balance = _Balance()
    balance.feed(page)
    balance.close()
    assert balance.open == [], balance.open
    assert len(balance.ids) == len(set(balance.ids)), "ids repeat"
    assert {"replayer", "first", "prev", "slider", "next", "last", "step", "log", "results"} <= set(balance.ids)
    # Nothing fetched: no address but the SVG namespace, no external script, style or font.
    assert re.findall(r"https?://[^\s\"'<>]*", page) == [SVG_NAMESPACE] * page.count(f'xmlns="{SVG_NAMESPACE}"')
    assert not re.search(r"<(link|img|iframe)\b|\bsrc=|@import|url\(", page)
    shown = frames(page)
    count = actions(hand) + 1
    assert [step for step, _, _ in shown] == list(range(count))
    assert attribute(page[page.index('<main id="replayer"') :], "data-steps") == str(count)
    assert f'max="{count - 1}"' in page and f'<output id="step" aria-live="polite">step 1 of {count}</output>' in page
    assert len(re.findall(r'<li data-step="\d+">', page)) == count
    for _, _, picture in shown:
        root = ET.fromstring(picture)
        assert root.tag == f"{{{SVG_NAMESPACE}}}svg"
        seats = root.findall(f".//{{{SVG_NAMESPACE}}}g[@data-seat]")
        assert len({g.get("data-seat") for g in seats}) == len(hand.stacks)
    final = ",".join(map(str, hand.stacks))
    assert attribute(shown[-1][1], "data-stacks") == final
    assert attribute(page[page.index('<section id="results"') :], "data-stacks") == final
    return shown


# --- every game, from a hand and from its hand history -----------------------------------------------


@pytest.mark.parametrize("name", variant_names())
def test_every_game_makes_a_page_from_a_hand_and_from_its_history(name: str) -> None:
    game = configure_game(name)
    scores = bool(getattr(game, "scores", False))
    players = 3 if game.max_players >= 3 else 2
    stacks = [0] * players if scores else [120] * players
    hand = play(game, stacks, seed=11, bot=RandomBot())
    page = render.page(hand)
    shown = check_page(page, hand)
    if not scores:  # chips are neither made nor lost: each frame's stacks and pot add up to the start
        for _, tag, _ in shown:
            assert sum(map(int, attribute(tag, "data-stacks").split(","))) + int(attribute(tag, "data-pot")) == sum(stacks)
    history = phh.loads(phh.dumps(phh.record(hand)))
    from_history = render.page(history)
    assert check_page(from_history, hand)
    assert from_history == render.page(phh.loads(phh.dumps(history)))
    assert 'class="who">p1</b>' in from_history and 'class="who">Seat 0</b>' in page
    showdown = play(game, stacks, seed=12, bot=CallingBot())  # everyone stays in: the showdown is told
    told = render.page(showdown, seat=0)
    check_page(told, showdown)
    assert " shows " in told or len(showdown.shown_seats) == 0


def test_the_same_hand_gives_the_same_bytes() -> None:
    hand = play(StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10), [100] * 4, seed=5)
    page = render.page(hand, seat=1, four_colour=True)
    assert page == render.page(hand, seat=1, four_colour=True)
    assert page == render.page(Hand.replay(hand.variant, hand.events), seat=1, four_colour=True)  # another object, the same hand
    assert page != render.page(hand)


def test_frames_are_the_deal_then_the_state_after_each_action() -> None:
    hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50, 50], seed=9)
    stacks, heads = [hand.stacks], ["The deal"]
    for act, words in ((hand.bring_in, "brings in for 2"), (hand.complete, "completes to 5"), (hand.fold, "folds"), (hand.call, "calls 5")):
        heads.append(f"Seat {hand.actor} {words}")
        act()
        stacks.append(hand.stacks)
    assert hand.street == "fourth" and not hand.is_over  # the call closed third street: fourth is dealt
    page = render.page(hand)
    shown = check_page(page, hand)
    assert [attribute(tag, "data-stacks") for _, tag, _ in shown] == [",".join(map(str, s)) for s in stacks]
    assert [attribute(tag, "data-pot") for _, tag, _ in shown] == [str(150 - sum(s)) for s in stacks]
    assert attribute(shown[-1][1], "data-actor") == str(hand.actor) and attribute(shown[-1][1], "data-street") == "fourth"
    log = re.findall(r'<li data-step="(\d+)"><a href="#step-\1"><span class="n">\d+</span> <span class="head">(.*?)</span></a>', page)
    assert [re.sub(r"<[^>]+>", "", head) for _, head in log] == heads
    assert "Fourth street" in page and "not played to the end" in page and 'data-over="false"' in page
    assert "The hand stops here, not over" in page


def test_the_log_tells_baseball_matches_and_extra_cards_and_bailey_changes() -> None:
    baseball = play(Baseball(ante=1, small_bet=5, big_bet=10), [100] * 5, seed=3, bot=CallingBot())
    page = render.page(baseball)
    check_page(page, baseball)
    kinds = {e.action.kind for e in baseball.events if isinstance(e, Acted)}
    assert ActionKind.MATCH_POT in kinds and "matches the pot" in page
    assert "(an extra card)" in page and re.search(r'class="card[^"]* wild"', page)
    bailey = play(Bailey(jokers=1), [0, 0, 0], seed=7)
    page = render.page(bailey)
    check_page(page, bailey)
    assert "gamble card" in page and "Each player's points" in page and "Kitty:" in page
    if any(isinstance(e, Acted) and e.action.kind is ActionKind.CHANGE for e in bailey.events):
        assert "changes " in page


# --- what a seat sees, what a history hides, escaping ---------------------------------------------------


def test_a_seat_view_shows_nothing_of_the_other_down_cards() -> None:
    hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=1)
    hand.bring_in()
    hand.fold()  # seat 1 folds: nobody ever sees its hole cards
    hand.fold()
    page = render.page(hand, seat=0)
    check_page(page, hand)
    story = _Story(hand, ["a", "b", "c"], None, frozenset(), False)
    for seat in (1, 2):
        for card in hand.down_cards(seat):
            assert f'data-card="{card}"' not in page and story.card(card) not in page
    for card in hand.down_cards(0):  # the seat's own
        assert f'data-card="{card}"' in page
    everything = render.page(hand)
    assert all(f'data-card="{card}"' in everything for card in hand.down_cards(1))
    assert 'data-seat="0"' in page and "as Seat 0 sees it" in page


def test_cards_a_history_does_not_show_stay_hidden() -> None:
    history = phh.loads(
        'variant = "FR"\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [50, 50]\n'
        'actions = ["d dh p1 ????Kc", "d dh p2 ????9c", "p1 pb", "p2 f"]\nplayers = ["Ann", "Bob"]\n'
    )
    hand = phh.replay(history)
    stand_ins = set(hand.source.hidden)  # type: ignore[attr-defined]
    assert len(stand_ins) == 4
    page = render.page(history)
    check_page(page, hand)
    for card in stand_ins:
        assert f'data-card="{card}"' not in page
    assert page.count('<span class="c down">??</span>') >= 4 and 'data-card="Kc"' in page and 'data-card="9c"' in page
    card = next(iter(stand_ins))  # svg.table(hidden=...) draws such a card face down, whoever views
    assert f'data-card="{card}"' in svg.table(hand) and f'data-card="{card}"' not in svg.table(hand, hidden=stand_ins)


def test_text_is_escaped() -> None:
    hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    hand.bring_in()
    hand.fold()
    names = ["<b>Ann</b> & co", 'Bo "<&>"']
    page = render.page(hand, names=names, title="<script>alert(1)</script> & <&>")
    check_page(page, hand)
    assert "<b>Ann</b>" not in page and "<script>alert" not in page and 'Bo "<&>"' not in page
    assert "&lt;b&gt;Ann&lt;/b&gt; &amp; co" in page and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;&amp;&gt;" in page
    assert page.count("<script>") == 1  # the page's own
    history = phh.loads(phh.dumps(phh.record(hand, players=["<&>", "x"])))
    assert "&lt;&amp;&gt;" in render.page(history) and ">&lt;&amp;&gt;<" in render.page(history)


def test_bad_arguments_are_refused() -> None:
    hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=9)
    with pytest.raises(TypeError, match="Hand or a phh.HandHistory"):
        render.page("hand.phh")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat is the seat"):
        render.page(hand, seat=2)
    with pytest.raises(ValueError, match="one name for each of the 2 seats"):
        render.page(hand, names=["just one"])
    with pytest.raises(TypeError, match="title is text"):
        render.page(hand, title=3)  # type: ignore[arg-type]


def test_write_writes_the_page(tmp_path: Path) -> None:
    hand = play(Baseball(ante=1, small_bet=5, big_bet=10), [60] * 3, seed=2)
    written = render.write(hand, tmp_path / "baseball.html", seat=2)
    assert written == tmp_path / "baseball.html"
    assert written.read_text(encoding="utf-8") == render.page(hand, seat=2)


# --- the command line --------------------------------------------------------------------------------


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(args))
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
    return status, out.getvalue(), err.getvalue()


def _history_file(tmp_path: Path) -> tuple[Path, Hand]:
    hand = play(StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10), [100, 100, 100], seed=8, bot=CallingBot())
    path = tmp_path / "hand.phh"
    phh.dump(phh.record(hand, players=["Ann", "Bob", "Cy"]), path)
    return path, hand


def test_cli_replay_html_writes_the_page(tmp_path: Path) -> None:
    path, hand = _history_file(tmp_path)
    out = tmp_path / "out.html"
    status, stdout, stderr = cli("replay", str(path), "--html", str(out))
    assert status == 0, stderr
    steps = actions(hand) + 1
    assert stdout == f"wrote {out}: the replayer page of {path}, {steps} steps\n"
    page = out.read_text(encoding="utf-8")
    check_page(page, hand)
    assert "<title>Seven-Card Stud High/Low Eight-or-Better: hand.phh</title>" in page and 'class="who">Ann</b>' in page
    status, _, stderr = cli("replay", str(path), "--html", str(tmp_path / "bob.html"), "--seat", "bob")
    assert status == 0, stderr
    bob = (tmp_path / "bob.html").read_text(encoding="utf-8")
    assert 'data-seat="1"' in bob and "as Bob sees it" in bob
    for seat in ("1", "Bob", "p2"):  # a seat number, a name, a PHH player
        assert cli("replay", str(path), "--html", str(tmp_path / "again.html"), "--seat", seat)[0] == 0
        assert (tmp_path / "again.html").read_text(encoding="utf-8") == bob
    assert cli("replay", str(path), "--html", str(tmp_path / "four.html"), "--four-colour")[0] == 0
    assert '<main id="replayer" class="four"' in (tmp_path / "four.html").read_text(encoding="utf-8")
    assert cli("replay", str(path))[1].startswith("Seven-Card Stud High/Low Eight-or-Better: 3 players")  # the story as before


def test_cli_replay_html_of_a_collection(tmp_path: Path) -> None:
    razz = play(Razz(ante=1, bring_in=2, small_bet=5, big_bet=10), [50, 50], seed=9)
    bailey = play(Bailey(), [0, 0, 0], seed=8)
    path = tmp_path / "hands.phhs"
    phh.dump_all({"razz 1/2": phh.record(razz), "bailey": phh.record(bailey)}, path)
    status, stdout, stderr = cli("replay", str(path), "--html", str(tmp_path / "hands.html"))
    assert status == 0, stderr
    assert stdout.splitlines() == [
        f"wrote {tmp_path / 'hands-razz_1_2.html'}: the replayer page of {path}, hand 'razz 1/2', {actions(razz) + 1} steps",
        f"wrote {tmp_path / 'hands-bailey.html'}: the replayer page of {path}, hand 'bailey', {actions(bailey) + 1} steps",
    ]
    check_page((tmp_path / "hands-razz_1_2.html").read_text(encoding="utf-8"), razz)
    check_page((tmp_path / "hands-bailey.html").read_text(encoding="utf-8"), bailey)
    status, _, stderr = cli("replay", str(path), "--hand", "bailey", "--html", str(tmp_path / "one.html"), "--seat", "p3")
    assert status == 0, stderr
    one = (tmp_path / "one.html").read_text(encoding="utf-8")
    assert 'data-seat="2"' in one and "<title>Bailey&#x27;s Poker: hands.phhs, hand bailey</title>" in one


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seat", "1"], "--seat chooses whose view the --html page shows: give --html PATH too"),
        (["--html", "x.html", "--json"], "--html writes a page instead of printing the hand: it does not go with --json"),
        (["--html", "x.html", "--step"], "it does not go with --step"),
        (["--html", "x.html", "--seat", "3"], "has seats 0 to 2; give a number or a player's name (Ann, Bob, Cy)"),
        (["--html", "x.html", "--seat", "-1"], "has seats 0 to 2"),
        (["--html", "no/such/folder/x.html"], "cannot write"),
    ],
)
def test_cli_replay_html_refuses(tmp_path: Path, args: list[str], message: str) -> None:
    path, _ = _history_file(tmp_path)
    status, stdout, stderr = cli("replay", str(path), *[str(tmp_path / a) if a.endswith(".html") else a for a in args])
    assert status == 2 and message in stderr and not stdout
