"""The variant registry: names, aliases and PHH codes; registering; discovery through entry points."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

import pokervariants as pv
from pokervariants.variants.registry import BUILTIN_VARIANTS


@pytest.mark.parametrize(
    ("name", "game"),
    [
        ("F7S", pv.StudHigh),
        ("f7s", pv.StudHigh),
        ("Seven-Card Stud High", pv.StudHigh),
        ("  stud ", pv.StudHigh),
        ("FR", pv.Razz),
        ("RAZZ", pv.Razz),
        ("F7S/8", pv.StudHiLo8),
        ("stud8", pv.StudHiLo8),
        ("baseball", pv.Baseball),
        ("PV-BASEBALL", pv.Baseball),
        ("bailey", pv.Bailey),
        ("Bailey's Poker", pv.Bailey),
    ],
)
def test_find_variant_by_name_alias_or_code(name: str, game: type) -> None:
    assert pv.find_variant(name) is game


def test_unknown_names_list_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown variant 'pineapple': known are ") as caught:
        pv.find_variant("pineapple")
    for known in ("Bailey's Poker (PV-BAILEY)", "Baseball (PV-BASEBALL)", "Razz (FR)", "Seven-Card Stud High (F7S)"):
        assert known in str(caught.value)
    with pytest.raises(TypeError, match="a variant name is a str"):
        pv.find_variant(7)  # type: ignore[arg-type]


def test_builtins_are_listed() -> None:
    assert pv.variant_names()[: len(BUILTIN_VARIANTS)] == tuple(game.name for game in BUILTIN_VARIANTS)


def make_game(name: str, code: str | None = None, aliases: tuple[str, ...] = ()) -> type[pv.StudHigh]:
    return type(name.replace(" ", ""), (pv.StudHigh,), {"name": name, "aliases": aliases, "phh_code": code, "__slots__": ()})


def test_register_refuses_a_taken_name_unless_replacing() -> None:
    registry = pv.VariantRegistry(BUILTIN_VARIANTS, entry_points=False)
    mine = make_game("My Stud", aliases=("stud",))
    with pytest.raises(ValueError, match="'stud' already names Seven-Card Stud High"):
        registry.register(mine)
    assert registry.find("stud") is pv.StudHigh
    registry.register(mine, replace=True)
    assert registry.find("stud") is mine and registry.find("my stud") is mine
    assert registry.find("F7S") is pv.StudHigh  # the other game keeps its other names
    assert registry.register(mine) is mine  # registering again is harmless
    with pytest.raises(TypeError, match="aliases must be a tuple of strings"):
        registry.register(make_game("Odd", aliases="odd"))  # type: ignore[arg-type]


def test_register_refuses_what_is_not_a_game() -> None:
    registry = pv.VariantRegistry(entry_points=False)
    with pytest.raises(TypeError, match="is not a game: it has no name"):
        registry.register(int)  # type: ignore[arg-type]


def test_register_variant_works_as_a_decorator_everywhere() -> None:
    @pv.register_variant
    class ExampleRegisteredStud(pv.StudHigh):
        name = "Registry Test Stud"
        aliases = ("registry-test-stud",)
        phh_code = "PV-REGISTRY-TEST"

    assert pv.find_variant("REGISTRY-TEST-STUD") is ExampleRegisteredStud
    assert "Registry Test Stud" in pv.variant_names()
    hand = ExampleRegisteredStud(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([50, 50], seed=1)
    while not hand.is_over:
        hand.act(hand.legal_actions()[-1])
    history = pv.phh.record(hand)
    assert history.variant == "PV-REGISTRY-TEST"
    assert pv.phh.replay(history).events == hand.events  # hand histories find registered games too


def install_distribution(tmp_path: Path, group: str, entries: dict[str, str], module: str) -> None:
    """A package installed as it would be by pip: a module and a dist-info folder with its entry points."""
    (tmp_path / "fake_games.py").write_text(textwrap.dedent(module))
    info = tmp_path / "fake_games-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-games\nVersion: 1.0\n")
    lines = "\n".join(f"{name} = {target}" for name, target in entries.items())
    (info / "entry_points.txt").write_text(f"[{group}]\n{lines}\n")


GAME_MODULE = """
    from typing import ClassVar
    from attrs import frozen
    import pokervariants as pv

    @frozen(kw_only=True)
    class FiveCardStud(pv.Variant):
        name: ClassVar[str] = "Installed Five-Card Stud"
        aliases: ClassVar[tuple[str, ...]] = ("installed-5cs",)
        streets: ClassVar[tuple[pv.Street, ...]] = (
            pv.Street(name="second", cards=(False, True), bring_in=True),
            pv.Street(name="third", cards=(True,)),
            pv.Street(name="fourth", cards=(True,), big=True),
            pv.Street(name="fifth", cards=(True,), big=True),
        )
        rankers: ClassVar[tuple[pv.Ranker, ...]] = (pv.HighRanker(),)
        opener: ClassVar[pv.Opener] = pv.HighOpener()

    NOT_A_GAME = 42
"""


def test_games_installed_by_other_packages_are_discovered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    group = "pokervariants.test_discovery"
    install_distribution(tmp_path, group, {"five": "fake_games:FiveCardStud"}, GAME_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    registry = pv.VariantRegistry(BUILTIN_VARIANTS, group=group)
    game = registry.find("installed-5cs")  # not built in: this looks in the entry points
    assert game.name == "Installed Five-Card Stud" and "fake_games" in sys.modules
    hand = game(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([40, 40], seed=3)
    assert len(hand.up_cards(0)) == 1
    assert registry.names()[-1] == "Installed Five-Card Stud"


def test_a_broken_entry_point_names_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    group = "pokervariants.test_broken"
    install_distribution(tmp_path, group, {"nothing": "fake_games:NOT_A_GAME", "missing": "fake_games:Missing"}, GAME_MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    registry = pv.VariantRegistry(BUILTIN_VARIANTS, group=group)
    with pytest.raises((ImportError, ValueError), match="entry point '(nothing|missing)'"):
        registry.find("anything")


def test_the_built_in_parts_follow_the_extension_protocols() -> None:
    game = pv.Baseball(ante=1, small_bet=5, big_bet=10)
    assert isinstance(game.betting, pv.BettingPolicy)
    assert isinstance(game.opener, pv.Opener) and isinstance(pv.LowOpener(), pv.Opener)
    assert all(isinstance(street, pv.StreetSpec) for street in game.streets)
    assert all(isinstance(hook, pv.DealHook) for hook in game.deal_hooks)
    assert all(isinstance(ranker, pv.Ranker) for ranker in (*game.rankers, *pv.StudHiLo8.rankers, *pv.Bailey.rankers))


@pytest.mark.parametrize(
    ("attributes", "message"),
    [
        ({"streets": ()}, "declares no streets"),
        ({"rankers": ()}, "declares no rankers"),
        ({"opener": None}, "declares no opener"),
        ({"streets": (pv.Street(name="only", cards=(True,)),)}, "deals 1 card to each player: a hand needs at least 3"),
    ],
)
def test_an_incomplete_declaration_is_refused(attributes: dict[str, object], message: str) -> None:
    incomplete = type("Incomplete", (pv.StudHigh,), {"__slots__": (), **attributes})
    with pytest.raises(TypeError, match=message):
        incomplete(ante=1, bring_in=2, small_bet=5, big_bet=10)
