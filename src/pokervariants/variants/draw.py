"""Draw games (RULES.md 6): five cards (Badugi four) face down, blinds and a button, and draws.

Each is a declaration over the same engine pieces as hold'em (the blinds, the
betting round they open, any betting structure) with
:class:`~pokervariants.engine.draws.DrawRound` in place of the board: after
each betting round but the last, every player still in discards any number of
cards and is dealt as many. Seats are numbered from the small blind, the
button last; after the first round the first player left of the button acts
(and draws) first.

>>> from pokervariants import DeuceToSevenTripleDraw
>>> hand = DeuceToSevenTripleDraw().new_hand([100] * 3, seed=3)
>>> hand.call(); hand.call(); hand.check()  # the blinds' round: the button calls, then the small blind
>>> hand.street, hand.phase, [str(a) for a in hand.legal_actions()]
('first draw', 'draw', ['stand pat', 'discard 1-5'])
>>> hand.draw(hand.down_cards(0)[:2]); hand.stand_pat(); hand.draw(hand.down_cards(2)[:5])
>>> hand.phase, [len(hand.down_cards(s)) for s in range(3)]
('betting', [5, 5, 5])
"""

from __future__ import annotations

from typing import ClassVar

from attrs import Factory, field, frozen

from ..engine.betting import Bet, BettingPolicy, FixedLimit
from ..engine.draws import DrawRound, Reshuffle
from ..engine.hand import Hand
from ..engine.phases import Deal, Stage
from ..engine.positions import ButtonOpener
from ..ranking import BadugiRanker, DeuceSevenRanker, HighRanker, LowRanker, Ranker
from ..core import choice_field
from ._money import units
from .holdem import Holdem, _betting

__all__ = ["AceToFiveTripleDraw", "Badugi", "DeuceToSevenSingleDraw", "DeuceToSevenTripleDraw", "DrawGame", "FiveCardDraw"]

_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _fixed_default() -> BettingPolicy:
    return FixedLimit(small_bet=2, big_bet=4)


@frozen(kw_only=True)
class DrawGame(Holdem):
    """The base of the draw games: hold'em's blinds, antes, button and betting structures, with
    ``draws`` rounds of discarding (up to :attr:`most_discards` cards) in place of the board.

    A subclass declares its ``name``, ``rankers``, :attr:`draws`, hand size and codes.
    """

    name: ClassVar[str] = "draw game"
    aliases: ClassVar[tuple[str, ...]] = ()
    max_players: ClassVar[int] = 8
    hole_cards_default: ClassVar[int] = 5
    hole_card_choices: ClassVar[tuple[int, ...]] = (5,)
    draws: ClassVar[int] = 1
    """How many draws the game has (one betting round before the first and after each)."""
    most_discards: ClassVar[int] = 5
    """The most cards a player may discard in a draw."""
    big_bet_from: ClassVar[int] = 1
    """In fixed limit, the first betting round played with the big bet (0 is the blinds' round)."""
    draws_cards: ClassVar[bool] = True
    """A game with draws: hand histories have ``sd`` actions with cards."""

    hole_cards: int = field(init=False, default=Factory(lambda self: type(self).hole_cards_default, takes_self=True))
    """The cards each player holds: the game's own (five; Badugi four)."""
    reshuffle: Reshuffle = choice_field(Reshuffle, "reshuffle", default=Reshuffle.DISCARDS)
    """Which cards come back when the stub runs short: the discards, never a player's own from this
    draw (RULES.md 6, the default), or ``"muck"``, every card out of play, as PokerKit deals."""

    def build_streets(self) -> list[Stage]:
        """The blinds' round on the dealt hands, then for each draw the draw and a betting round."""
        big_blind = units(self.min_bet)
        policy, fixed = self.betting, isinstance(self.betting, FixedLimit)
        opener = ButtonOpener()
        streets = [Stage("predraw", (Deal(faces=(False,) * self.hole_cards, community=False), Bet(policy=policy, opener=opener, blinds=True, min_bet=big_blind)))]
        for index in range(self.draws):
            name = "draw" if self.draws == 1 else f"{_ORDINALS[index]} draw"
            big = fixed and index + 1 >= self.big_bet_from
            streets.append(Stage(name, (DrawRound(most=self.most_discards, burn=self.burn, reshuffle=self.reshuffle), Bet(policy=policy, opener=opener, big=big, min_bet=big_blind))))
        return streets

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """The hand the player holds at the end."""
        return self.rankers

    def situation(self, hand: Hand, seat: int) -> str:
        """Where the hand stands, in a line: the street, the pot, what it costs to call, and in a
        draw how many cards each player has drawn so far this draw.

        >>> from pokervariants import FiveCardDraw
        >>> hand = FiveCardDraw().new_hand([100] * 3, seed=1)
        >>> hand.variant.situation(hand, 2)
        'predraw: pot 3, 2 to call'
        """
        pot = sum(p.amount for p in hand.pots)
        owed = max(hand.bets) - hand.bets[seat]
        drawn = ""
        decision = hand.decision
        if decision is not None and decision.kind == "draw":
            done = getattr(decision, "owed", ())
            if done:
                drawn = "; " + ", ".join(f"seat {s} drew {len(cards)}" if cards else f"seat {s} stood pat" for s, cards in done)
        return f"{hand.street}: pot {hand.money.text(pot)}" + (f", {hand.money.text(owed)} to call" if owed > 0 else "") + drawn

    def cards_needed(self, players: int) -> int:
        """The cards a hand deals from a full stub: the hands; the draws can reshuffle the discards
        (when the stub runs short, from the hand's own seed; a stacked deck in the order its
        ``reshuffles`` give, else as discarded)."""
        return self.hole_cards * players


@frozen(kw_only=True)
class FiveCardDraw(DrawGame):
    """Five-card draw, high (RULES.md 6): five cards, one draw of up to five, no limit by default
    (``betting=FixedLimit(small_bet=..., big_bet=...)`` for fixed limit, the big bet after the draw).

    >>> from pokervariants import FiveCardDraw
    >>> hand = FiveCardDraw(blinds=(1, 2)).new_hand([100] * 2, seed=7)
    >>> hand.actor, [str(a) for a in hand.legal_actions()]  # heads-up, the button acts first
    (1, ['fold', 'call 2', 'raise 4-100'])
    """

    name: ClassVar[str] = "Five-Card Draw"
    aliases: ClassVar[tuple[str, ...]] = ("five card draw", "5 card draw", "5-card draw", "draw", "5cd")
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(),)
    phh_code: ClassVar[str | None] = "PV-N5CD"
    phh_codes: ClassVar[tuple[str, ...]] = ("PV-N5CD", "PV-F5CD", "PV-P5CD")
    """PHH codes (this library's: PHH has none for five-card draw): no, fixed and pot limit."""
    draws: ClassVar[int] = 1


@frozen(kw_only=True)
class DeuceToSevenSingleDraw(DrawGame):
    """Deuce-to-seven single draw (RULES.md 6): the lowest hand wins, aces high, straights and flushes
    counting against; 7-5-4-3-2 is the best. One draw, no limit by default.

    >>> from pokervariants import DeuceToSevenSingleDraw
    >>> str(DeuceToSevenSingleDraw().rankers[0].evaluate("7s 5d 4c 3h 2s"))
    'Seven-five low'
    """

    name: ClassVar[str] = "Deuce-to-Seven Single Draw"
    aliases: ClassVar[tuple[str, ...]] = ("2-7 single draw", "deuce to seven single draw", "2-7 draw", "kansas city lowball", "2-7 sd")
    rankers: ClassVar[tuple[Ranker, ...]] = (DeuceSevenRanker(),)
    phh_code: ClassVar[str | None] = "N2L1D"
    phh_codes: ClassVar[tuple[str, ...]] = ("N2L1D", "PV-F2L1D", "PV-P2L1D")
    """PHH codes: no-limit (standard), fixed- and pot-limit single draw (this library's)."""
    draws: ClassVar[int] = 1


@frozen(kw_only=True)
class DeuceToSevenTripleDraw(DrawGame):
    """Deuce-to-seven triple draw (RULES.md 6): deuce-to-seven low, three draws, fixed limit by
    default (the small bet for the first two rounds, the big bet for the last two).

    >>> from pokervariants import DeuceToSevenTripleDraw
    >>> [stage.name for stage in DeuceToSevenTripleDraw().program.streets]
    ['predraw', 'first draw', 'second draw', 'third draw']
    """

    name: ClassVar[str] = "Deuce-to-Seven Triple Draw"
    aliases: ClassVar[tuple[str, ...]] = ("2-7 triple draw", "deuce to seven triple draw", "2-7 td", "27td")
    rankers: ClassVar[tuple[Ranker, ...]] = (DeuceSevenRanker(),)
    phh_code: ClassVar[str | None] = "F2L3D"
    phh_codes: ClassVar[tuple[str, ...]] = ("F2L3D", "PV-N2L3D", "PV-P2L3D")
    """PHH codes: fixed-limit (standard), no- and pot-limit triple draw (this library's)."""
    draws: ClassVar[int] = 3
    big_bet_from: ClassVar[int] = 2

    betting: BettingPolicy = field(factory=_fixed_default, converter=_betting)
    """The betting structure: fixed limit by default (small bet 2, big bet 4)."""


@frozen(kw_only=True)
class AceToFiveTripleDraw(DrawGame):
    """Ace-to-five triple draw (RULES.md 6 and 2.3): the lowest hand wins, aces low, straights and
    flushes not counting (A-2-3-4-5 is the best); three draws, fixed limit by default.

    >>> from pokervariants import AceToFiveTripleDraw
    >>> str(AceToFiveTripleDraw().rankers[0].evaluate("5s 4d 3c 2h As"))
    'Five-four low'
    """

    name: ClassVar[str] = "Ace-to-Five Triple Draw"
    aliases: ClassVar[tuple[str, ...]] = ("a-5 triple draw", "ace to five triple draw", "a-5 td", "a5td")
    rankers: ClassVar[tuple[Ranker, ...]] = (LowRanker(),)
    phh_code: ClassVar[str | None] = "PV-FAL3D"
    phh_codes: ClassVar[tuple[str, ...]] = ("PV-FAL3D", "PV-NAL3D", "PV-PAL3D")
    """PHH codes (this library's: PHH has none for ace-to-five draw): fixed, no and pot limit."""
    draws: ClassVar[int] = 3
    big_bet_from: ClassVar[int] = 2

    betting: BettingPolicy = field(factory=_fixed_default, converter=_betting)
    """The betting structure: fixed limit by default (small bet 2, big bet 4)."""


@frozen(kw_only=True)
class Badugi(DrawGame):
    """Badugi (RULES.md 6): four cards, the best hand four of different suits and ranks, ace low,
    then three-, two- and one-card hands; three draws of up to four, fixed limit by default.

    >>> from pokervariants import Badugi
    >>> str(Badugi().rankers[0].evaluate("As 2d 3c 4h"))
    'Four-card badugi, four high'
    """

    name: ClassVar[str] = "Badugi"
    aliases: ClassVar[tuple[str, ...]] = ("badugi",)
    rankers: ClassVar[tuple[Ranker, ...]] = (BadugiRanker(),)
    phh_code: ClassVar[str | None] = "FB"
    phh_codes: ClassVar[tuple[str, ...]] = ("FB", "PV-NB", "PV-PB")
    """PHH codes: fixed-limit (standard), no- and pot-limit Badugi (this library's)."""
    max_players: ClassVar[int] = 10
    hole_cards_default: ClassVar[int] = 4
    hole_card_choices: ClassVar[tuple[int, ...]] = (4,)
    draws: ClassVar[int] = 3
    most_discards: ClassVar[int] = 4
    big_bet_from: ClassVar[int] = 2

    betting: BettingPolicy = field(factory=_fixed_default, converter=_betting)
    """The betting structure: fixed limit by default (small bet 2, big bet 4)."""
