"""What hand histories need to know of a family of games: the one interface the writer and the
replayer use, so that neither asks which game it holds.

A variant declares its game (streets, blinds, betting) and, as a datum, its PHH code
(``phh_code``, and ``phh_codes`` where the code depends on the options). How a family's games
are written as PHH fields and read back, which code a configured game takes, and what a replay
must know beyond the engine's rules (the stud schedule the stand-ins are chosen for, a draw
game's reshuffles, PokerKit's readings) is a :class:`Family`, looked up by the game's class
(:func:`pokervariants.phh._games.family_of`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from attrs import frozen

from ..engine.betting import AllInLowCard
from ..engine.draws import Reshuffle
from ..engine.phases import ShowdownMode
from ..engine.protocols import Opener
from ..engine.protocols import GameVariant
from ..variants.base import StreetSpec

__all__ = ["Family", "Schedule"]


@frozen
class Schedule:
    """A game dealt street by street with an opener rule (the stud family): what the search for
    stand-ins models to keep a history's story (who brings in, who acts first)."""

    streets: Sequence[StreetSpec]
    """The street schedule, in order."""
    opener: Opener
    """Who brings in and who acts first."""
    burn: bool
    """Whether a card is burned before each street."""
    all_in_low_card: AllInLowCard = AllInLowCard.PASS
    """Who brings in when the low card is all in on the ante."""


class Family(Protocol):
    """How the games of one family are written as PHH and read back.

    The first three methods are the mapping; the rest say what a replay needs beyond the rules.
    """

    def code_of(self, game: GameVariant) -> str | None:
        """The PHH code of ``game`` as configured (``None``: it has none, and is not written)."""
        ...

    def fields_of(self, game: GameVariant, players: int) -> dict[str, Any]:
        """The fields that describe ``game`` for ``players`` players (without ``variant``, stacks,
        actions or ``ante_trimming_status``)."""
        ...

    def game_from(self, cls: type[GameVariant], code: str, fields: Mapping[str, Any]) -> GameVariant:
        """The game of class ``cls`` that ``fields`` describe under ``code`` (``TypeError`` or
        ``ValueError`` for fields that make none; the caller says so as a
        :class:`~pokervariants.phh.PHHFieldError`)."""
        ...

    def schedule(self, game: GameVariant) -> Schedule | None:
        """The stud schedule of ``game``, for the stand-in search (``None``: no such schedule;
        hidden cards get unseen cards in pack order)."""
        ...

    def reshuffle(self, game: GameVariant) -> Reshuffle | None:
        """Which cards ``game`` reshuffles when a draw runs the stub short (``None``: a game
        without draws, where ``sd`` takes no cards)."""
        ...

    def pokerkit_reshuffles(self, game: GameVariant) -> GameVariant | None:
        """``game`` reshuffling every card out of play, as PokerKit deals, if it reshuffles
        otherwise (else ``None``)."""
        ...

    def pokerkit_short_all_in(self, game: GameVariant) -> GameVariant | None:
        """``game`` raising one bet above a short all-in, as PokerKit plays, if it plays the
        fixed-limit grid (else ``None``)."""
        ...

    def bring_in_readings(self, game: GameVariant, stacks: Sequence[int]) -> tuple[tuple[str, GameVariant], ...]:
        """``game`` under the other readings of a bring-in whose low card is all in on the ante,
        PokerKit's first (RULES.md 3, ``all_in_low_card``), each with its ``_all_in_low_card``
        field's value, if it brings in and a player of ``stacks`` goes all in on the ante (else
        none: every reading plays the same)."""
        ...

    def pokerkit_ties(self, game: GameVariant) -> GameVariant | None:
        """``game`` splitting tied pots as PokerKit does, if it splits them otherwise (else
        ``None``): side pots with the same contenders merged (``split_pots="merged"``) and every
        odd chip to the first winner (``odd_chip="first"``)."""
        ...

    def blinds(self, game: GameVariant) -> Sequence[int]:
        """The blinds and straddles ``game`` posts, the small blind first (``()``: none)."""
        ...

    def showdown(self, game: GameVariant) -> ShowdownMode | None:
        """How ``game`` plays its showdown (``None``: it has no ``showdown`` option)."""
        ...

    def choosing_showdown(self, game: GameVariant) -> GameVariant | None:
        """``game`` with a choosing showdown (players show or muck: ``game`` itself if it has one
        already), for a history in which a player mucks; ``None`` for a game without the option."""
        ...

