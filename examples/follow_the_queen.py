"""Follow the Queen: Seven-Card Stud High where queens are wild, and so is the rank that follows them.

A home game, written against pokervariants' public API. The deal and the
betting are Seven-Card Stud's. Queens are always wild. When a queen is dealt
face up, the next card dealt face up names a second wild rank: every card of
that rank is wild too, until another queen is dealt face up (then the card
after it names the new rank). If the last face-up card of the hand is a queen,
only queens are wild.

The changing wild rank is the hand's own state, :class:`FollowState`, declared
by the game (:meth:`FollowTheQueen.initial_state`) and changed by a deal hook,
:class:`FollowTheQueenHook`, which sees every card in context (face up or
down, the street, the state so far) and returns a
:class:`~pokervariants.SetState` effect. The engine copies the state with the
hand, rebuilds it in a replay, and hands it to :meth:`FollowTheQueen.rankers_for`
at the showdown, so equity honours it too::

    >>> from pokervariants import Deck
    >>> game = FollowTheQueen(ante=1, bring_in=2, small_bet=5, big_bet=10)
    >>> # third street: seat 0's up card is the queen of hearts, seat 1's the seven of clubs
    >>> hand = game.new_hand([100, 100], deck=Deck.stacked("2c 3d 4c 5d Qh 7c", fill=True))
    >>> hand.state
    FollowState(wild=<Rank.SEVEN: 5>, after_queen=False)
    >>> str(game.rankers_for(hand.state)[0].evaluate("7d 7s Qc 3h 3s"))  # sevens and the queen are wild
    'Five of a kind, threes (three wild)'

Run ``python examples/follow_the_queen.py`` to play one seeded hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import ClassVar

from attrs import evolve, frozen

from pokervariants import (
    ActionKind,
    DealHook,
    DealtCard,
    Effect,
    HighOpener,
    HighRanker,
    Opener,
    Rank,
    Ranker,
    SetState,
    StreetSpec,
    Table,
    Variant,
    stud_streets,
)

__all__ = ["FollowState", "FollowTheQueen", "FollowTheQueenHook", "main"]


@frozen
class FollowState:
    """The hand's state: the rank that followed the last face-up queen (``None``: only queens are wild),
    and whether the next face-up card will name a new one."""

    wild: Rank | None = None
    after_queen: bool = False


@frozen
class FollowTheQueenHook:
    """Each face-up card: a queen makes the next face-up card name the wild rank; the card after a queen names it."""

    def on_deal(self, dealt: DealtCard, table: Table) -> Iterable[Effect]:
        if not dealt.face_up or dealt.card.is_joker:
            return ()
        state = table.state
        assert isinstance(state, FollowState)
        if dealt.card.rank is Rank.QUEEN:
            return (SetState(FollowState(wild=None, after_queen=True)),)  # the old follow rank is gone
        if state.after_queen:
            return (SetState(evolve(state, wild=dealt.card.rank, after_queen=False)),)
        return ()


_QUEENS = HighRanker(wild=[Rank.QUEEN])


@frozen(kw_only=True)
class FollowTheQueen(Variant):
    """Follow the Queen: Seven-Card Stud High, queens wild, and the rank dealt face up after the last face-up queen.

    Takes the keyword-only amounts and options of every fixed-limit game.
    """

    name: ClassVar[str] = "Follow the Queen"
    aliases: ClassVar[tuple[str, ...]] = ("follow the queen", "FollowTheQueen")
    phh_code: ClassVar[str | None] = "PV-FOLLOW-THE-QUEEN"
    streets: ClassVar[tuple[StreetSpec, ...]] = stud_streets()
    rankers: ClassVar[tuple[Ranker, ...]] = (_QUEENS,)
    opener: ClassVar[Opener] = HighOpener(as_aces=frozenset({int(Rank.QUEEN)}))
    deal_hooks: ClassVar[tuple[DealHook, ...]] = (FollowTheQueenHook(),)

    def initial_state(self) -> FollowState:
        """Before any card is dealt only queens are wild."""
        return FollowState()

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """Queens and the followed rank wild."""
        assert isinstance(state, FollowState)
        if state.wild is None or state.wild is Rank.QUEEN:
            return (_QUEENS,)
        return (HighRanker(wild=[Rank.QUEEN, state.wild]),)


def main(seed: int = 3) -> None:
    """Play one seeded four-handed hand, every decision a random legal action other than a fold."""
    rng = random.Random(seed)
    game = FollowTheQueen(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = game.new_hand([200] * 4, seed=rng)
    while not hand.is_over:
        hand.act(rng.choice([a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD]))
    state = hand.state
    assert isinstance(state, FollowState)
    wild = "queens" + (f" and {state.wild.plural}" if state.wild is not None else "")
    print(f"{game.name}, four players, seed {seed}: {wild} wild at the showdown")
    for seat in range(4):
        print(f"  seat {seat}: [{' '.join(map(str, hand.down_cards(seat)))}] {' '.join(map(str, hand.up_cards(seat)))}")
    for award in hand.results:
        print(f"  seat {award.seat} wins {award.amount} with {award.hand}")


if __name__ == "__main__":
    main()
