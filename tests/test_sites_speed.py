"""Rooms' hands proven straight from the room's steps (``sites._drive``), without writing PHH's
text and reading it back: the same histories, field for field, and the same hands as the replay
of the history gives, or the replay itself where the direct way does not play the hand through.
(Every hand of the rooms' tests, ``test_sites_*``, is proven both ways and compared too:
``tests/conftest.py``.)"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import phh, sites
from pokervariants.bots import RandomBot
from pokervariants.cli import main
from pokervariants.engine.events import Acted
from pokervariants.sites import SiteFormatError, ohh
from pokervariants.sites._build import build, history_of
from pokervariants.sites._drive import Games, drive
from pokervariants.sites._pokerstars import hands, parse
from pokervariants.sites._text import money

from .sites_proofs import assert_same_hands, proven_both_ways
from .stars_format import stars_text
from .test_sites_pokerstars import CASH, STUD, TOURNAMENT, TRIPLE_DRAW

NAMES = ["Ann", "Bea", "Cy", "Dee", "Eli", "Fay"]


def _corpus(code: str, count: int, *, tournament: bool = False, seed: int = 7) -> str:
    """Random hands as ``benchmarks/bench_sites.py`` writes them: PokerStars' text, six players
    mostly, a cash game in cents with a rake (or a tournament in chips with antes)."""
    betting: Any = pv.PotLimit() if code == "PO" else pv.NoLimit()
    if tournament:
        game: Any = pv.Holdem(blinds=(10, 20), ante=2, betting=pv.NoLimit())
    else:
        cls = pv.Omaha if code == "PO" else pv.Holdem
        game = attrs.evolve(cls(blinds=(Decimal("0.50"), Decimal("1.00")), rake=pv.Rake(percent=5, cap=Decimal("3.00"))), betting=betting)
    rng, bot, parts = random.Random(seed), RandomBot(fold_weight=0.5), []
    for number in range(count):
        players = 6 if rng.random() < 0.8 else rng.randint(2, 5)
        stacks: list[Any] = [rng.randint(400, 3000) for _ in range(players)] if tournament else [Decimal(rng.randint(4_000, 30_000)) / 100 for _ in range(players)]
        hand = game.new_hand(stacks, seed=number)
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))
        blinds = (Decimal(10), Decimal(20)) if tournament else (Decimal("0.50"), Decimal("1.00"))
        parts.append(
            stars_text(hand, number=10_000 + number, code=code, names=NAMES[:players], hero=rng.randrange(players), small=blinds[0], big=blinds[1], tournament=3_000_000 if tournament else None)
        )
    return "\n\n".join(parts)


@pytest.mark.parametrize(("code", "tournament"), [("NT", False), ("NT", True), ("PO", False)])
def test_the_benchmarks_hands_are_proven_straight_and_the_same_as_by_replay(code: str, tournament: bool) -> None:
    """Every hand of a benchmark-like file (side pots, all-ins, uncalled bets, mucks, the rake) is
    played straight from the room's steps, and gives the very history and hand the replay does."""
    games = Games()
    count = 0
    for line, text in hands(_corpus(code, 60, tournament=tournament)):
        room = parse(text, line)
        assert drive(build(room), games) is not None, room.hand
        proven_both_ways(room, games)
        count += 1
    assert count == 60


def test_the_built_history_is_the_history_of_the_room() -> None:
    """``build`` writes the fields ``history_of`` gives, and the hand in units beside them."""
    room = parse(CASH)
    built = build(room)
    assert phh.HandHistory(built.fields) == history_of(room)
    assert built.places == 2 and built.stacks == (10000, 2500, 15000, 8000, 20000)
    assert built.units_fields()["blinds_or_straddles"] == [50, 100, 0, 0, 0]
    assert [act[2:4] for act in built.acts[:3]] == [("cbr", 300), ("cbr", 900), ("f", 0)]


def test_a_game_is_made_once_and_serves_every_reading() -> None:
    """The game of a hand is made once in a process (``_drive.Games``): a second reading of the same
    stakes plays its hands under the very game the first made, and reads them the same."""
    first, second = build(parse(CASH)), build(parse(CASH))
    assert first is not second and Games().of(first) is Games().of(second)
    assert list(sites.read(CASH)) == list(sites.read(CASH))
    assert Games().of(build(parse(POINTLESS_CHECK))) is not Games().of(first)  # (three players, not five: another game)


def test_stud_and_draw_hands_are_left_to_the_replay() -> None:
    """Games with a stud schedule or draws are proven by replaying their history (the stand-ins and
    the reshuffles are the replay's): the direct way leaves them, and they are read as before."""
    for text in (STUD, TRIPLE_DRAW):
        room = parse(text)
        assert drive(build(room), Games()) is None
        (history,) = sites.read(text)
        assert history == proven_both_ways(room, Games())[0]


def test_a_hand_the_direct_way_refuses_is_refused_as_the_replay_says() -> None:
    """A hand that does not add up, or breaks a rule, is refused with the replay's own words."""
    wrong = CASH.replace("Bea collected $73.50", "Bea collected $74.50")
    with pytest.raises(SiteFormatError, match="a rake of 3.00, but the replay's pots less what the players collected leave 2.00"):
        list(sites.read(wrong))
    out_of_turn = TOURNAMENT.replace("Cy: folds\n", "")
    with pytest.raises(SiteFormatError, match=r"does not replay: action 4 \(.p2 cbr 500.\): p2 acts, but it is p1 to act"):
        list(sites.read(out_of_turn))


def test_the_proof_gives_the_replayed_hand_with_each_history() -> None:
    """``_read_hands`` gives each history with the hand its proof replayed (the rake taken), the
    hand a replay of the history makes, so the OHH writer need not replay it again."""
    text = _corpus("NT", 30) + "\n\n" + CASH
    pairs = list(sites._read_hands(text))
    assert [h for h, _ in pairs] == list(sites.read(text))
    for history, hand in pairs:
        again = phh.replay(history)
        assert_same_hands(hand, again)
        assert ohh.ohh(history, hand) == ohh.ohh(history, again)


def test_convert_writes_the_same_ohh_as_from_a_replay(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "stars.txt"
    source.write_text(_corpus("NT", 20) + "\n\n" + CASH, encoding="utf-8")
    out = tmp_path / "out.ohh"
    assert main(["convert", str(source), "-o", str(out), "--quiet"]) == 0
    written = out.read_text(encoding="utf-8")
    expected = "\n".join(ohh.dumps([ohh.ohh(history)]) for history in sites.read(source))
    assert written == expected
    assert "21 hands" in capsys.readouterr().out


POINTLESS_CHECK = """PokerStars Hand #8008: Hold'em No Limit ($0.50/$1 USD) - 2026/12/03 21:00:00 ET
Table 'Echo' 6-max Seat #1 is the button
Seat 1: Ann ($1 in chips)
Seat 2: Bea ($40 in chips)
Seat 3: Cy ($60 in chips)
Bea: posts small blind $0.50
Cy: posts big blind $1
*** HOLE CARDS ***
Dealt to Cy [7c 2d]
Ann: calls $1 and is all-in
Bea: folds
Cy: checks
*** FLOP *** [Kh 9s 4c]
*** TURN *** [Kh 9s 4c] [3d]
*** RIVER *** [Kh 9s 4c 3d] [8h]
*** SHOW DOWN ***
Cy: shows [7c 2d] (high card King)
Ann: shows [As Ad] (a pair of Aces)
Ann collected $2.50 from pot
*** SUMMARY ***
Total pot $2.50 | Rake $0
"""


def test_a_check_that_changes_nothing_is_read_as_nothing_both_ways() -> None:
    """The big blind's check with the only other player in all in and the small blind folded: the
    room writes it, the rules ask nothing (PokerKit's pointless check), and both ways read past it."""
    room = parse(POINTLESS_CHECK)
    built = build(room)
    actions = built.fields["actions"]
    assert actions[actions.index("p1 f") + 1] == "p2 cc"  # Bea (p1) folds, and Cy (p2) checks
    assert drive(built, Games()) is not None
    history, hand = proven_both_ways(room, Games())
    assert not [event for event in hand.events if isinstance(event, Acted) and event.seat == 1]  # nobody asked Cy
    assert history["finishing_stacks"] == [Decimal("39.50"), Decimal("59.00"), Decimal("2.50")]


def test_the_game_is_made_of_every_field_the_build_writes_before_the_hands_own() -> None:
    """The drive's game comes from all the fields that describe it, in units (a field the builder
    comes to write, such as one for a board run twice, makes its own game), and a history with an
    action the drive does not number (a comment) is left to the replay."""
    built = build(parse(CASH))
    assert dict(built.game_key) == {"variant": "NT", "antes": (0, 0, 0, 0, 0), "blinds_or_straddles": (50, 100, 0, 0, 0), "min_bet": 100}
    assert drive(built, Games()) is not None
    built.fields["actions"] = [*built.fields["actions"], "# a comment"]
    assert drive(built, Games()) is None


@given(st.text(alphabet="$€0123456789.,- E\u0663\u00b2", max_size=12))
def test_money_reads_at_once_what_the_long_way_reads(text: str) -> None:
    """An amount as most rooms write it ("$1.50", "1500") is read at once, everything else the long
    way (symbols and separators dropped): the same amounts, written with the same places, and the
    same refusals (a leading space takes the long way)."""
    try:
        quick = money(text)
    except ValueError:
        with pytest.raises(ValueError):
            money(" " + text)
        return
    slow = money(" " + text)
    assert (quick, str(quick)) == (slow, str(slow))


@given(
    st.text(alphabet="0123456789\u0663", min_size=1, max_size=3),
    st.text(alphabet="Ab ():$[]\u00e9", max_size=10),
    st.text(alphabet="$0123456789., ()\u0663", max_size=8),
    st.sampled_from([" in chips)", ")", " in chips) is sitting out", " in chips, $5 bounty)", " in chips"]),
)
def test_a_seat_line_read_at_once_as_the_pattern_reads_it(number: str, name: str, stack: str, end: str) -> None:
    """A seat's line as most are written is read without the pattern, with the pattern's reading."""
    from pokervariants.sites._pokerstars import _SEAT, _plain_seat

    assert _plain_seat("Seat 3: Ann (x) ($50.25 in chips)") == ("3", "Ann (x)", "$50.25", False)
    line = f"Seat {number}: {name} ({stack}{end}"
    quick, seat = _plain_seat(line), _SEAT.match(line)
    if quick is not None:
        assert seat is not None and quick == (seat["number"], seat["name"], seat["stack"], False) and not seat["rest"]




_SPLIT_ROOMS = [
    ("_pokerstars", "PokerStars ", "PokerStars Hand #1: Hold'em No Limit"),
    ("_ggpoker", "Poker Hand #", "Poker Hand #RC1: Hold'em No Limit"),
    ("_partypoker", "***** Hand History ", "***** Hand History For Game 7 *****"),
    ("_winamax", "Winamax Poker - ", "Winamax Poker - CashGame - HandId: #1-2-3"),
]


@pytest.mark.parametrize(("room", "literal", "header"), _SPLIT_ROOMS)
@given(st.lists(st.sampled_from(["L", "H", "\ufeff", "x ", "\n", "\r\n", " ", "Hand #1: ", "Game #2: ", "Zoom ", "RC3: ", "For Game 7 *****", "HandId: #4"]), max_size=14))
def test_a_file_split_at_its_headers_found_by_text_as_by_the_pattern(room: str, literal: str, header: str, parts: list[str]) -> None:
    """Each room whose hands' first lines begin with the same words finds them by those words
    (``str.find``) and tries its pattern only there: the same hands, from the same lines, as the
    pattern's search over the whole file, byte order marks and the words in the middle of a line too."""
    import importlib

    from pokervariants.sites._text import split_hands

    start = importlib.import_module(f"pokervariants.sites.{room}")._START
    assert start.match(header) is not None
    text = "".join(literal if part == "L" else header if part == "H" else part for part in parts)
    assert list(split_hands(text, start, literal)) == list(split_hands(text, start))
    file = f"{header}\nsaid {header}\n\ufeff{header}\n\n{header}{header}\r\n{header}"
    assert [line for line, _ in split_hands(file, start, literal)] == [1, 3, 5, 6]
    assert list(split_hands(file, start, literal)) == list(split_hands(file, start))


@given(st.lists(st.sampled_from(["Ann", " ", "\t", "\xa0", "\x1c", "\n", " collected ", "collected", " from ", "$3", "$", "the ", "main ", "side ", "pot", "-1"]), max_size=12))
def test_a_collected_line_read_at_once_as_the_pattern_reads_it(parts: list[str]) -> None:
    """PokerStars' lines of what a player collected (``Ann collected $3 from side pot-1``) are read
    without the pattern, with the pattern's reading (the name up to the last `` collected `` that
    reads), and the same lines refused."""
    from pokervariants.sites._pokerstars import _COLLECTED, _collected

    assert _collected("Ann collected $3.50 from the side pot-2") == ("Ann", "$3.50")
    assert _collected("Ann collected $3 from pot collected $4 from pot") == ("Ann collected $3 from pot", "$4")
    assert _collected("Seat 1: Ann (button) collected ($3.20)") is None
    line = "".join(parts)
    match = _COLLECTED.match(line)
    assert _collected(line) == (None if match is None else (match["name"], match["amount"]))


_DECIMALS = st.decimals(allow_nan=True, allow_infinity=True, places=None) | st.sampled_from([Decimal("1E+2"), Decimal("0E-7"), Decimal("-0.50"), Decimal("5")])


@given(st.lists(_DECIMALS, min_size=1, max_size=8))
def test_a_hands_places_are_the_most_any_amount_is_written_with(stacks: list[Decimal]) -> None:
    """The places a hand's amounts are written with (``_build._places``, read from each amount's
    text) are the most any of them has after its point, exponents and non-numbers included."""
    from pokervariants.sites import _build
    from pokervariants.sites.model import Game, RoomHand, Seat

    room = RoomHand(site="X", hand="1", game=Game(code="NT"), seats=tuple(Seat(n, f"p{n}", stack) for n, stack in enumerate(stacks)))
    written = [-exponent if stack.is_finite() and isinstance(exponent := stack.as_tuple().exponent, int) else 0 for stack in stacks]
    assert _build._places(room) == max(0, *written)


_AMOUNTS = st.integers(0, 6).flatmap(lambda places: st.decimals(min_value=-(10**9), max_value=10**9, places=places)) | st.sampled_from(
    [Decimal("1E+2"), Decimal("0E-7"), Decimal("5E-7"), Decimal("-0.50"), Decimal("-0"), Decimal("12.500")]
)


@given(st.lists(_AMOUNTS, min_size=1, max_size=8))
def test_a_hands_amounts_in_units_written_and_as_text_are_the_decimals_themselves(stacks: list[Decimal]) -> None:
    """Each amount of a hand, read from its text (``_build._Amounts``), is in units exactly the
    amount times the hand's scale, written with the hand's places (an int for whole chips), and
    its text in the actions is the same amount with those places, no exponent."""
    _assert_units_written_and_text(stacks)


_PLAIN_TEXTS = st.builds(
    lambda dollar, whole, places: dollar + whole + places,
    st.sampled_from(["", "$"]), st.from_regex(r"[0-9]{1,8}", fullmatch=True), st.sampled_from(["", ".5", ".50", ".05"]) | st.from_regex(r"\.[0-9]{1,3}", fullmatch=True),
)  # fmt: skip


@given(st.lists(_PLAIN_TEXTS, min_size=1, max_size=8), st.lists(_AMOUNTS, max_size=3))
def test_amounts_read_as_most_are_written_carry_their_digits(texts: list[str], others: list[Decimal]) -> None:
    """An amount the reader reads as most are written (``_text.money``: ``$1.50``, ``1500``, leading
    zeros too) carries its whole number, places and text as the ``Decimal`` has them
    (``_text.digits``, which ``_build`` reads instead of the ``Decimal``); a hand of such amounts
    and others is in units, written and as text as the amounts themselves are."""
    from pokervariants.sites._text import digits

    amounts = []
    for written in texts:
        amount = money(written)
        known = digits(amount)  # (asked at once: the cache may empty itself at the next new amount)
        assert known is not None
        amounts.append(amount)
        number, places, text, kept = known
        assert Decimal(number).scaleb(-places) == amount and places == -amount.as_tuple().exponent and text == str(amount) and kept is amount
    assert digits(Decimal(str(amounts[0]))) is None  # (an amount the reader did not read)
    _assert_units_written_and_text(amounts + others)


def _assert_units_written_and_text(stacks: list[Decimal]) -> None:
    """``_build._Amounts`` of a hand with ``stacks``: each in units, written and as text as it is."""
    from fractions import Fraction

    from pokervariants.sites import _build
    from pokervariants.sites.model import Game, RoomHand, Seat

    room = RoomHand(site="X", hand="1", game=Game(code="NT"), seats=tuple(Seat(n, f"p{n}", stack) for n, stack in enumerate(stacks)))
    amounts = _build._Amounts(room)
    places = amounts.places
    for stack in [*stacks, *stacks]:  # (twice: the second time as remembered)
        assert Fraction(amounts.units(stack)) == Fraction(stack) * 10**places
        written, text = amounts.written(stack), amounts.text(stack)
        assert written == stack
        if places:
            assert isinstance(written, Decimal) and written.as_tuple().exponent == -places
            whole, point, after = text.lstrip("-").partition(".")
            assert whole.isdigit() and point and len(after) == places and after.isdigit()
        else:
            assert type(written) is int and text == str(written)
        assert Decimal(text) == stack


def _usually(usual: str, *others: str) -> st.SearchStrategy[str]:
    """``usual`` most of the time, else one of ``others``."""
    return st.sampled_from([usual] * 3 * len(others) + list(others))


_HEADER_PARTS = st.tuples(
    _usually("PokerStars Hand #", "PokerStars Zoom Hand #", "PokerStars Game #", "PokerStars Hand #x"),
    _usually("1: ", "254: ", "7:  ", "7:", "9: {Club 1} "),
    _usually("", "Tournament #5, $10+$1 USD ", "Tournament #5, Freeroll "),
    st.sampled_from(["Hold'em No Limit", "Triple Draw 2-7 Lowball Limit", "Razz Limit "]) | st.text(alphabet="Hold'em N-27 #{}(", max_size=14),
    _usually(" ($0.50/$1 USD)", "", "  ($1/$2)", " (1/2", " ()", "($1/$2)"),
    _usually("", " - Level IV (10/20)", " - Match Round I, Level II (5/10)"),
    _usually(" - 2026/12/03 18:00:00", " - 2026/1/3 8:00:00", "- 2026/12/03 18:00:00", " - 12/03 18:00"),
    _usually(" CET", "", " ET [2026/12/03 12:00:00 ET]", " cet"),
)

_TOURNAMENT_HEADER_PARTS = st.tuples(
    _usually("PokerStars Hand #", "PokerStars Game #"),
    _usually("1: ", "7:  ", "9: {Club 1} "),
    _usually("Tournament #5, $1.00+$0.10 USD ", "Tournament #5, Freeroll ", "Tournament #5, 100 Hold'em ", "Tournament #5, $10 USD  ", ""),
    st.sampled_from(["Hold'em No Limit", "Triple Draw 2-7 Lowball Limit", "Razz Limit "]) | st.text(alphabet="Hold'em N-27 #{}(", max_size=14),
    _usually("", " ($0.50/$1 USD)", " (1/2"),
    _usually(" - Level IV (10/20)", "", " - Match Round I, Level II (5/10)", " - Level I (10/20", "- Level I (1/2)"),
    _usually(" - 2026/12/03 18:00:00", " - 2026/1/3 8:00:00", " - 12/03 18:00"),
    _usually(" CET", "", " ET [2026/12/03 12:00:00 ET]"),
)


@given(_HEADER_PARTS | _TOURNAMENT_HEADER_PARTS)
def test_a_usual_header_read_by_its_own_pattern_as_the_full_pattern_reads_it(parts: tuple[str, ...]) -> None:
    """PokerStars' usual cash and tournament headers are read by quicker patterns (``_header``) to the full
    pattern's groups (the game's name as read, its spaces stripped), and every other line as the
    full pattern reads it."""
    from pokervariants.sites._pokerstars import _HEADER, _header

    line = "".join(parts)
    quick, full = _header(line), _HEADER.match(line)
    assert (quick is None) == (full is None)
    if quick is not None and full is not None:
        names = ("hand", "tournament", "buyin", "stakes", "level", "blinds", "time", "zone")
        assert [quick[name] for name in names] == [full[name] for name in names]
        assert quick["game"].strip() == full["game"].strip()


@given(st.text(alphabet="* \nFLOP[Ah]", max_size=16))
def test_a_street_line_read_at_once_as_the_pattern_reads_it(tail: str) -> None:
    """PokerStars' street lines (``*** FLOP *** [Ah Kd 2c]``) are read without the pattern, with
    the pattern's reading, and the same lines refused."""
    from pokervariants.sites._pokerstars import _STREET, _street

    assert _street("*** FLOP *** [Ah Kd 2c]") == ("FLOP", " [Ah Kd 2c]")
    for line in (tail, "*** " + tail, "*** F" + tail, "*** FIRST FLOP ***" + tail):
        match = _STREET.match(line)
        assert _street(line) == (None if match is None else (match["name"], match["cards"]))


@given(st.text(alphabet="[] Ah\n", max_size=16))
def test_brackets_found_by_text_as_by_the_pattern(text: str) -> None:
    """The rooms' cards in brackets are found by ``str.find`` as the pattern finds them."""
    import re

    from pokervariants.sites._text import brackets

    assert brackets(text) == re.findall(r"\[([^\]]*)\]", text)


def test_a_games_choosing_showdown_is_made_once_a_reading() -> None:
    """A hand with a muck is played under its game with a choosing showdown, made once for all
    such hands of one reading (``phh``'s own cache keeps whole-chip games only: a game in cents
    was made again at each), and each hand is the one the replay gives."""
    games = Games()
    played = [proven_both_ways(parse(CASH.replace("#5005", f"#{number}")), games)[1] for number in (5005, 5006, 5007)]
    entry = games.of(build(parse(CASH)))
    assert len(entry.choosing) == 1 and entry.choosing[0] is not None
    assert all(hand.variant is entry.choosing[0] and hand.mucked_seats for hand in played)
