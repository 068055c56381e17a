"""Texas Hold'em (RULES.md 6): two hole cards, five on the board, blinds and a button.

A declaration over the engine's flop-game pieces: :class:`~pokervariants.engine.positions.Blinds`,
:class:`~pokervariants.engine.positions.DealBoard`, the betting round opened by the blinds, and
any betting structure: :class:`~pokervariants.NoLimit` (the default),
:class:`~pokervariants.PotLimit` or :class:`~pokervariants.FixedLimit` (the small bet before the
turn, the big bet from it). Seats are numbered from the small blind; the button sits last.

>>> from pokervariants import Holdem, NoLimit
>>> game = Holdem(blinds=(1, 2), betting=NoLimit())
>>> hand = game.new_hand([200] * 3, seed=4)
>>> hand.actor, [str(a) for a in hand.legal_actions()]  # the button acts first, three-handed
(2, ['fold', 'call 2', 'raise 4-200'])
>>> hand.raise_(6); hand.fold(); hand.call()
>>> hand.street, len(hand.community), hand.actor  # the flop; the big blind is first to act
('flop', 3, 1)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import Factory, field, frozen

from ..core import MONEY, Amount, AmountLike, CardsLike, Deck, Money, amount, amount_field, choice_field, flag_field, whole, whole_field
from ..engine.betting import Bet, BettingPolicy, FixedLimit
from ..engine.hand import Hand
from ..engine.phases import Antes, Deal, OddChip, Program, Settle, Showdown, ShowdownMode, SplitPots, Stage
from ..engine.rake import Rake
from ..engine.positions import BigBlindAnte, Blinds, ButtonOpener, DealBoard
from ..engine.runs import RunAgain
from ..engine.protocols import CardSource
from ..engine.sizing import NoLimit, PotLimit
from ..engine.state import pack_of, trusted
from ..ranking import HighRanker, OmahaEightRanker, OmahaRanker, Ranker, ShortDeckRanker
from ._money import priced, rake_option, unit_option, units
from .base import deck_for, seat_amounts

__all__ = ["Holdem", "Omaha", "OmahaHiLo8", "ShortDeckHoldem"]


def _blinds(value: object) -> tuple[Amount, ...]:
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise TypeError(f"blinds are the small blind, the big blind and any straddles, e.g. (1, 2), not {value!r:.40}")
    amounts = tuple(amount("blinds", v, smallest=0) for v in value)
    if len(amounts) == 1:
        raise ValueError(f"blinds are a small and a big blind (and any straddles), e.g. (1, 2), or none, (), got {amounts!r:.60}")
    return amounts


def _by_position(value: object, name: str, what: str) -> tuple[Amount, ...]:
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise TypeError(f"{name} are {what} by position from the small blind, e.g. (0, 0, 0, 2), not {value!r:.40}")
    amounts = tuple(amount(name, v, smallest=0) for v in value)
    while amounts and not amounts[-1]:
        amounts = amounts[:-1]
    return amounts


def _posts(value: object) -> tuple[Amount, ...]:
    return _by_position(value, "posts", "live bets")


def _dead(value: object) -> tuple[Amount, ...]:
    return _by_position(value, "dead", "dead money")


def _betting(value: object) -> BettingPolicy:
    for method in ("open_round", "options", "raised"):
        if not callable(getattr(value, method, None)):
            raise TypeError(f"betting is a betting structure (NoLimit(), PotLimit(), FixedLimit(...)), not {type(value).__name__}")
    if isinstance(value, FixedLimit) and value.bring_in:
        raise ValueError("hold'em has blinds, not a bring-in: FixedLimit(small_bet=..., big_bet=...) without bring_in")
    return value  # type: ignore[return-value]  # checked above


def _min_bet(value: object) -> Amount:
    return amount("min_bet", value, positive=True)


def _default_min_bet(game: Any) -> Amount:
    """The big blind; the button blind when there are no blinds (or it is larger)."""
    big_blind = game.blinds[1] if game.blinds else 0
    return max(big_blind, game.button_blind) or max(game.blinds, default=0) or 1


@frozen(kw_only=True)
class Holdem:
    """Texas Hold'em for 2-10 players: ``blinds`` (small, big, straddles…), optional ``ante`` each
    or one ``big_blind_ante``, and a ``betting`` structure (no limit by default).

    The odd chip of a split pot goes to the first winner left of the button (RULES.md 6); with
    more than one, one each to the winners in that order.
    """

    name: ClassVar[str] = "Texas Hold'em"
    aliases: ClassVar[tuple[str, ...]] = ("holdem", "hold'em", "texas holdem", "texas hold'em")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 10
    jokers: ClassVar[int] = 0
    lowest_rank: ClassVar[str] = "2"
    """The pack's lowest rank (short deck: ``"6"``)."""
    deal_hooks: ClassVar[tuple[Any, ...]] = ()
    hooks: ClassVar[tuple[Any, ...]] = ()
    deal_effects: ClassVar[None] = None
    owner_sees_down_cards: ClassVar[bool] = True
    street_label: ClassVar[str] = "{}"
    """Streets read as their names: "the flop" reads "flop"."""
    scores: ClassVar[bool] = False
    hole_cards_default: ClassVar[int] = 2
    hole_card_choices: ClassVar[tuple[int, ...]] = (2,)
    """How many hole cards a player may be dealt in this game."""
    draws_cards: ClassVar[bool] = False
    """Whether players draw (:class:`~pokervariants.DrawGame`): its deck keeps a seed for reshuffles."""
    rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(),)
    phh_code: ClassVar[str | None] = "NT"
    """The PHH code of the default structure; :func:`pokervariants.phh.code_of` gives a game's own."""
    phh_codes: ClassVar[tuple[str, ...]] = ("NT", "FT", "PV-PT")
    """PHH codes: no-limit and fixed-limit hold'em (standard), pot-limit hold'em (this library's).
    A code's first letter (after ``PV-``) names its betting structure, as PHH's do."""

    blinds: tuple[Amount, ...] = field(default=(1, 2), converter=_blinds, metadata={MONEY: True})
    """The small blind, the big blind, then any straddles, posted from the first seat left of the
    button; ``()`` for none (a game with a ``button_blind`` only)."""
    button_blind: Amount = amount_field("button_blind", smallest=0, default=0)
    """A blind posted by the button (short deck's usual form, with antes); the button then acts last
    before the flop too."""
    posts: tuple[Amount, ...] = field(default=(), converter=_posts, metadata={MONEY: True})
    """Live bets by position as ``blinds`` (the small blind first), from players who have just sat
    down and post to play at once (PHH's negative ``blinds_or_straddles`` entries): each counts as
    the player's bet, but the first to act still sits after the largest blind or straddle. A
    position posts a blind or a post, not both."""
    dead: tuple[Amount, ...] = field(default=(), converter=_dead, metadata={MONEY: True})
    """Dead money by position as ``blinds``, posted before the blinds: a missed small blind that a
    returning player posts beside a live post of the big blind (``posts``). It is nobody's bet and
    goes to the main pot (PHH writes it in the player's ``antes`` entry)."""
    min_bet: Amount = field(default=Factory(_default_min_bet, takes_self=True), converter=_min_bet, metadata={MONEY: True})
    """The smallest bet in no limit and pot limit: by default the big blind (the button blind
    when there are no blinds)."""
    ante: Amount = amount_field("ante", smallest=0, default=0)
    """An ante from every player (dead money), posted before the blinds."""
    big_blind_ante: Amount = amount_field("big_blind_ante", smallest=0, default=0)
    """One ante for the table, posted by the big blind."""
    betting: BettingPolicy = field(factory=NoLimit, converter=_betting)
    """The betting structure: :class:`NoLimit`, :class:`PotLimit` or :class:`FixedLimit`."""
    burn: bool = flag_field("burn", default=True)
    """Burn a card before the flop, the turn and the river."""
    odd_chip: OddChip = choice_field(OddChip, "odd_chip", default=OddChip.POSITION)
    """Who gets odd chips in a tied share: by position (the default), or as in stud."""
    split_pots: SplitPots = choice_field(SplitPots, "split_pots", default=SplitPots.EACH)
    """Which pots a tie splits on its own: each pot (the default, RULES.md 3), or ``"merged"``, side
    pots with the same contenders split together, as PokerKit does (so its histories replay)."""
    rake: Rake | None = field(default=None, converter=rake_option)
    """The house's rake (:class:`~pokervariants.Rake`): a percentage of each pot, capped, taken
    before the pot is awarded; none by default (RULES.md 6b)."""
    hole_cards: int = field(default=Factory(lambda self: type(self).hole_cards_default, takes_self=True))
    """Hole cards each player is dealt (hold'em: 2; Omaha: 4, 5 or 6)."""
    unit: Money | None = field(default=None, converter=unit_option, repr=False)
    """The smallest unit of money the game plays in: by default as fine as its amounts are written
    (``blinds=("0.50", "1.00")``: cents), whole chips if they are all whole."""
    money: Money = field(init=False, repr=False, eq=False)
    """What one unit of the game's hands is worth (:class:`~pokervariants.Money`): hands play whole
    units, ``hand.money.amount(units)`` shows them as money."""
    showdown: ShowdownMode = choice_field(ShowdownMode, "showdown", default=ShowdownMode.AUTO)
    """How the showdown is played (RULES.md 3): cards speak, everyone still in showing (``"auto"``,
    the default), or ``"choose"``: each player in turn shows or mucks."""
    runs: int = whole_field("runs", smallest=1, default=1)
    """How many times the board is run when the betting ends before it is complete ("run it twice":
    2): the rest of the board is dealt that many times, and each pot is split equally among the runs
    (odd chips to the earlier runs), each part won on its own board (:mod:`~pokervariants.engine.runs`)."""
    program: Program = field(init=False, repr=False, eq=False)
    trusted: bool = field(init=False, repr=False, eq=False)

    def __attrs_post_init__(self) -> None:
        hole = whole("hole_cards", self.hole_cards)
        if hole not in self.hole_card_choices:
            raise ValueError(f"{self.name} deals {' or '.join(map(str, self.hole_card_choices))} hole cards, not {hole}")
        object.__setattr__(self, "hole_cards", hole)
        if not any(self.blinds) and not self.button_blind:
            raise ValueError(f"{self.name} needs a blind: blinds=(small, big), a button_blind, or both")
        both = next((position for position, (blind, post) in enumerate(zip(self.blinds, self.posts)) if blind and post), None)
        if both is not None:
            raise ValueError(f"blinds[{both}] and posts[{both}] are both set ({self.blinds[both]} and {self.posts[both]}): a position posts a blind or a post, not both")
        if priced(self):  # a game in cents: built through its twin in whole units
            return
        streets = self.build_streets()
        setup: list[Any] = []
        if self.ante:
            setup.append(Antes(units(self.ante)))
        if self.big_blind_ante:
            setup.append(BigBlindAnte(amount=units(self.big_blind_ante)))
        setup.append(Blinds(amounts=tuple(map(units, self.blinds)), button=units(self.button_blind), posts=tuple(map(units, self.posts)), dead=tuple(map(units, self.dead))))
        program = Program(setup=tuple(setup), streets=tuple(streets), finish=(*((RunAgain(self.runs),) if self.runs > 1 else ()), Showdown(self.rankers_for, mode=self.showdown), Settle(odd_chip=self.odd_chip, split_pots=self.split_pots, rake=self.rake)))
        object.__setattr__(self, "program", program)
        object.__setattr__(self, "trusted", trusted(self))

    def build_streets(self) -> list[Stage]:
        """The streets: the hole cards and the blinds' round, then the flop, the turn and the river,
        each a board deal and a betting round (the big bet from the turn in fixed limit)."""
        big_blind = units(self.min_bet)
        policy, fixed = self.betting, isinstance(self.betting, FixedLimit)
        opener = ButtonOpener()
        return [
            Stage("preflop", (Deal(faces=(False,) * self.hole_cards, community=False), Bet(policy=policy, opener=opener, blinds=True, min_bet=big_blind))),
            Stage("flop", (DealBoard(cards=3, burn=self.burn), Bet(policy=policy, opener=opener, min_bet=big_blind))),
            Stage("turn", (DealBoard(cards=1, burn=self.burn), Bet(policy=policy, opener=opener, big=fixed, min_bet=big_blind))),
            Stage("river", (DealBoard(cards=1, burn=self.burn), Bet(policy=policy, opener=opener, big=fixed, min_bet=big_blind))),
        ]

    def initial_state(self) -> object:
        """Hold'em keeps no per-hand state."""
        return None

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """The best five of the hole and board cards, high."""
        return self.rankers

    def situation(self, hand: Hand, seat: int) -> str:
        """Where the hand stands, in a line: the street, the board, the pot and what it costs to call.

        >>> from pokervariants import Holdem
        >>> hand = Holdem(blinds=(1, 2)).new_hand([100] * 3, seed=1)
        >>> hand.variant.situation(hand, 2)
        'preflop: pot 3, 2 to call'
        """
        pot = sum(p.amount for p in hand.pots)
        owed = max(hand.bets) - hand.bets[seat]
        board = f" ({' '.join(map(str, hand.community))})" if hand.community else ""
        return f"{hand.street}{board}: pot {hand.money.text(pot)}" + (f", {hand.money.text(owed)} to call" if owed > 0 else "")

    def new_hand(
        self,
        stacks: Sequence[AmountLike],
        *,
        seed: int | random.Random | None = None,
        deck: Deck | CardsLike | None = None,
        source: CardSource | None = None,
    ) -> Hand:
        """Start a hand: stacks from the small blind round to the button (heads-up: the big blind,
        then the button), cards from ``seed``, a stacked ``deck`` or another card ``source``."""
        chips = seat_amounts(stacks, self, "stacks", smallest=1)
        need, size = self.cards_needed(len(chips)), len(pack_of(self))
        if need > size:
            raise ValueError(f"{len(chips)} players need {need} cards with {self.hole_cards} hole cards each; the pack has {size}")
        return Hand(self, chips, deck_for(seed, deck, jokers=self.jokers, source=source, lowest=self.lowest_rank, reshuffles=self.draws_cards))

    def cards_needed(self, players: int) -> int:
        """The cards a hand of ``players`` players deals at the most: the hole cards, the board and its burns."""
        return self.hole_cards * players + 5 + 3 * self.burn


@frozen(kw_only=True)
class ShortDeckHoldem(Holdem):
    """Short-deck (six-plus) hold'em (RULES.md 6): hold'em with the 36 cards from the sixes up, a
    flush above a full house and A-6-7-8-9 the lowest straight; no limit.

    The usual form, and the default, is an ``ante`` from everyone and a ``button_blind`` (so the
    first seat left of the button acts first before the flop, the button last); blinds
    ``(small, big)`` work as in hold'em.

    >>> from pokervariants import ShortDeckHoldem
    >>> game = ShortDeckHoldem(ante=1, button_blind=2)
    >>> hand = game.new_hand([100] * 3, seed=5)
    >>> hand.actor, [str(a) for a in hand.legal_actions()], hand.pots[0].amount
    (0, ['fold', 'call 2', 'raise 4-99'], 3)
    >>> min(hand.down_cards(0) + hand.down_cards(1) + hand.down_cards(2)).rank >= 4  # sixes and up
    True
    """

    name: ClassVar[str] = "Short Deck Hold'em"
    aliases: ClassVar[tuple[str, ...]] = ("short deck", "short-deck", "shortdeck", "six plus", "six-plus", "6+", "short deck holdem", "short deck hold'em")
    max_players: ClassVar[int] = 10
    lowest_rank: ClassVar[str] = "6"
    rankers: ClassVar[tuple[Ranker, ...]] = (ShortDeckRanker(),)
    phh_code: ClassVar[str | None] = "NS"
    phh_codes: ClassVar[tuple[str, ...]] = ("NS", "PV-PS", "PV-FS")
    """PHH codes: no-limit short deck (standard), pot- and fixed-limit short deck (this library's)."""

    blinds: tuple[Amount, ...] = field(default=(), converter=_blinds, metadata={MONEY: True})
    """The small and big blind (and straddles); none by default: the button blind and the antes open."""
    button_blind: Amount = amount_field("button_blind", smallest=0, default=2)
    """The button's blind, the round's first bet (2 by default)."""
    # Declared again so that it follows the two fields above, which its default reads (attrs moves
    # a redeclared field to the end, so hold'em's min_bet would otherwise come before them).
    min_bet: Amount = field(default=Factory(_default_min_bet, takes_self=True), converter=_min_bet, metadata={MONEY: True})
    """The smallest bet: by default the button blind (or the big blind)."""
    ante: Amount = amount_field("ante", smallest=0, default=1)
    """An ante from every player (1 by default)."""

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """The best five of the hole and board cards, short-deck high."""
        return self.rankers


@frozen(kw_only=True)
class Omaha(Holdem):
    """Omaha (RULES.md 6): four hole cards (``hole_cards=5`` or ``6`` for the bigger games), a hand
    made of exactly two of them and exactly three of the board; pot limit by default.

    >>> from pokervariants import Omaha
    >>> hand = Omaha(blinds=(1, 2)).new_hand([100] * 3, seed=2)
    >>> len(hand.down_cards(0)), [str(a) for a in hand.legal_actions()]
    (4, ['fold', 'call 2', 'raise 4-7'])
    """

    name: ClassVar[str] = "Omaha"
    aliases: ClassVar[tuple[str, ...]] = ("omaha", "plo", "omaha high", "pot-limit omaha")
    max_players: ClassVar[int] = 10
    rankers: ClassVar[tuple[Ranker, ...]] = (OmahaRanker(),)
    phh_code: ClassVar[str | None] = "PO"
    phh_codes: ClassVar[tuple[str, ...]] = ("PO", "PV-FO", "PV-NO")
    """PHH codes: pot-limit Omaha (standard), fixed- and no-limit Omaha (this library's)."""
    hole_cards_default: ClassVar[int] = 4
    hole_card_choices: ClassVar[tuple[int, ...]] = (4, 5, 6)

    betting: BettingPolicy = field(factory=PotLimit, converter=_betting)
    """The betting structure: pot limit by default."""

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """Exactly two hole cards and three board cards, high."""
        return self.rankers


def _omaha8_default() -> BettingPolicy:
    return FixedLimit(small_bet=2, big_bet=4)


@frozen(kw_only=True)
class OmahaHiLo8(Omaha):
    """Omaha high/low eight-or-better (RULES.md 6 and 3): half the pot to the best high, half to the
    best qualifying low, both made of exactly two hole and three board cards; fixed limit by default
    (small bet 2, big bet 4 with the default blinds).

    >>> from pokervariants import OmahaHiLo8
    >>> [r.ranking.label for r in OmahaHiLo8().rankers]
    ['high', 'eight-or-better low']
    """

    name: ClassVar[str] = "Omaha High/Low Eight-or-Better"
    aliases: ClassVar[tuple[str, ...]] = ("omaha8", "omaha hi/lo", "omaha hi-lo", "o8", "plo8")
    rankers: ClassVar[tuple[Ranker, ...]] = (OmahaRanker(), OmahaEightRanker())
    phh_code: ClassVar[str | None] = "FO/8"
    phh_codes: ClassVar[tuple[str, ...]] = ("FO/8", "PV-PO/8", "PV-NO/8")
    """PHH codes: fixed-limit Omaha hi/lo (standard), pot- and no-limit (this library's)."""

    betting: BettingPolicy = field(factory=_omaha8_default, converter=_betting)
    """The betting structure: fixed limit by default."""
