"""Baseball (seed 004, RULES.md 4): 3s and 9s wild; a face-up 3 means match the pot or drop;
a face-up 4 earns an extra hole card.

All three special rules are declarations: a high ranker with 3s and 9s wild, two
deal hooks, and the pot-match option of the betting policy. No bring-in: the
best board opens, wild cards showing counting as aces.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..engine.betting import FixedLimit
from ..core import Rank, flag_field
from ..engine.hooks import DealEffect, DealHook, FaceUpRank
from ..ranking import HighRanker, Ranker
from .base import Opener, Street, StreetSpec, Variant
from .stud import HighOpener

__all__ = ["Baseball"]

FIVE_CARD_STREETS = (
    Street(name="second", cards=(False, True)),
    Street(name="third", cards=(True,)),
    Street(name="fourth", cards=(True,), big=True),
    Street(name="fifth", cards=(True,), big=True),
)
"""The seed's deal: one down and one up, then one up card a round until four are up."""

SEVEN_CARD_STREETS = (
    Street(name="third", cards=(False, False, True)),
    Street(name="fourth", cards=(True,)),
    Street(name="fifth", cards=(True,), big=True),
    Street(name="sixth", cards=(True,), big=True),
    Street(name="seventh", cards=(False,), big=True),
)
"""The common seven-card stud deal, without a bring-in."""

_WILD = frozenset({Rank.THREE, Rank.NINE})


@frozen(kw_only=True)
class Baseball(Variant):
    """Baseball: five-card stud by default, ``seven_card=True`` for the seven-card frame.

    >>> game = Baseball(ante=1, small_bet=5, big_bet=10)
    >>> hand = game.new_hand([100] * 4, seed=3)
    >>> hand.street, len(hand.down_cards(0)) >= 1, len(hand.up_cards(0))
    ('second', True, 1)
    """

    name: ClassVar[str] = "Baseball"
    aliases: ClassVar[tuple[str, ...]] = ("baseball",)
    phh_code: ClassVar[str | None] = "PV-BASEBALL"
    """Not a standard PHH code: this library's own (RULES.md 4 has no PHH counterpart)."""
    opener: ClassVar[Opener] = HighOpener(as_aces=frozenset(int(r) for r in _WILD))
    deal_hooks: ClassVar[tuple[DealHook, ...]] = (
        FaceUpRank(rank=Rank.THREE, effect=DealEffect.MATCH_OR_DROP),
        FaceUpRank(rank=Rank.FOUR, effect=DealEffect.EXTRA_CARD),
    )

    seven_card: bool = flag_field("seven_card", default=False)
    """Deal the seven-card stud frame instead of the seed's five-card one."""
    all_in_match: bool = flag_field("all_in_match", default=False)
    """A player short of a pot match may pay the whole stack and stay in all-in, instead of dropping."""
    natural_beats_wild: bool = flag_field("natural_beats_wild", default=False)
    """Equal hands rank by how few wild cards they use."""

    @property
    def streets(self) -> tuple[StreetSpec, ...]:  # type: ignore[override]  # depends on the frame
        """The street schedule of the chosen frame."""
        return SEVEN_CARD_STREETS if self.seven_card else FIVE_CARD_STREETS

    @property
    def rankers(self) -> tuple[Ranker, ...]:  # type: ignore[override]  # depends on an option
        """One high ranker, 3s and 9s wild."""
        return _STRICT if self.natural_beats_wild else _PLAIN

    @property
    def max_players(self) -> int:  # type: ignore[override]  # depends on the frame
        """Nine in the five-card frame (never short), seven in the seven-card frame."""
        return 7 if self.seven_card else 9

    def make_betting(self) -> FixedLimit:
        """Fixed limit with no bring-in, and the pot-match option."""
        if self.bring_in:
            raise ValueError(f"Baseball has no bring-in (the best board opens): leave bring_in at 0, got {self.bring_in}")
        super().make_betting()  # the checks of the amounts
        return FixedLimit(
            small_bet=self.small_bet, big_bet=self.big_bet, all_in_match=self.all_in_match,
            short_all_in=self.short_all_in, heads_up_uncapped=self.heads_up_uncapped,
        )  # fmt: skip


_PLAIN = (HighRanker(wild=_WILD),)
_STRICT = (HighRanker(wild=_WILD, natural_beats_wild=True),)
