"""What a variant declares, and the base class that turns a declaration into hands.

A variant is immutable configuration: its streets (what is dealt, face up or
down, which bet size), its opener rule (who brings in, who acts first), its
rankers (one per share of the pot), its betting policy and its deal hooks.
:class:`Variant` compiles that declaration into a
:class:`~pokervariants.engine.phases.Program` (antes; for each street a deal,
the decisions hooks scheduled, a betting round; the showdown and the
settlement), which the one engine runs. A game whose shape differs overrides
:meth:`Variant.build_program`; nothing game-specific lives in the engine.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from attrs import field, frozen

from ..core import Amount, AmountLike, CardsLike, Deck, Money, Rank, pack, amount_field, choice_field, flag_field, whole, whole_field
from ..engine.betting import AllInLowCard, Bet, BettingPolicy, FixedLimit, MatchOrDrop, ShortAllIn
from ..engine.hand import Hand
from ..engine.hooks import ContextDealHook, DealHook, Effect, SimpleHook, effect_table, is_simple_hook
from ..engine.phases import Antes, Deal, OddChip, Program, RunScheduled, Settle, Showdown, ShowdownMode, SplitPots, Stage, odd_chip_order
from ..engine.rake import Rake
from ..engine.protocols import CardSource, DecisionPolicy, GameVariant, Opener
from ..engine.state import trusted
from ..ranking import Ranker
from ._money import priced, rake_option, unit_option, units

if TYPE_CHECKING:
    pass

__all__ = ["GameVariant", "OddChip", "Opener", "SimpleHook", "Street", "StreetSpec", "Variant", "deck_for", "engine_hook", "seat_amounts"]


@frozen(kw_only=True)
class Street:
    """One street: the cards each live player is dealt (``True`` face up), then a betting round.

    >>> Street(name="fourth", cards=(True,))
    Street(name='fourth', cards=(True,), big=False, bring_in=False, open_pair_big_bet=False)
    """

    name: str
    cards: tuple[bool, ...]
    big: bool = False
    """Whether the round uses the big bet."""
    bring_in: bool = False
    """Whether the round opens with a forced bring-in."""
    open_pair_big_bet: bool = False
    """Whether an open pair on any board lets players bet or raise the big bet."""


def deck_for(
    seed: int | random.Random | None,
    deck: Deck | CardsLike | None,
    *,
    jokers: int,
    source: CardSource | None = None,
    lowest: str = "2",
    reshuffles: bool = False,
) -> CardSource:
    """Where a new hand's cards come from: shuffled from ``seed``, a copy of a stacked ``deck``, or a
    copy of any other card ``source`` (exactly one of the three). With ``reshuffles`` (a draw game)
    a shuffled deck also keeps a seed of its own for the discards (:meth:`~pokervariants.Deck.shuffled`).

    ``deck`` may be a :class:`~pokervariants.Deck` or cards in dealing order (text or card
    numbers). Every hand can be reproduced, so there is no default shuffle. A deck holding a
    card the game's pack does not (a joker in a game without jokers, a five in short deck) is refused.
    """
    if source is not None and (seed is not None or deck is not None):
        raise ValueError("give one of seed=, deck= and source=, not several")
    if source is not None:
        if not _is_source(source):
            raise TypeError(f"source must be a CardSource (draw, draw_many, remaining, copy), not {type(source).__name__}")
        return source.copy()  # the caller's source stays as it was
    if deck is None:
        if seed is None:
            raise ValueError("give seed= (an int or random.Random) or a stacked deck=, so the hand can be reproduced")
        if isinstance(seed, bool) or not isinstance(seed, (int, random.Random)):
            raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
        return Deck.shuffled(seed, jokers=jokers, lowest=lowest, reshuffles=reshuffles)
    if seed is not None:
        raise ValueError("give seed= or deck=, not both")
    stacked = deck.copy() if isinstance(deck, Deck) else Deck.stacked(deck)  # the caller's deck stays as it was
    numbers, cards = pack(jokers=jokers, lowest=lowest), stacked.cards
    if cards and not numbers.start <= min(cards) <= max(cards) < numbers.stop:
        foreign = sorted(c for c in cards if c not in numbers)
        if max(foreign) >= 52:
            raise ValueError(f"the deck holds {', '.join(map(str, foreign))}, but this game has {jokers} joker{'' if jokers == 1 else 's'}")
        raise ValueError(f"the deck holds {', '.join(map(str, foreign))}, but this game's pack runs from the {Rank.from_char(lowest).plural} up")
    return stacked


def _is_source(value: object) -> bool:
    """``isinstance(value, CardSource)``, checked the same way without the protocol's cost (a
    runtime protocol check takes longer than dealing a hand's cards)."""
    return all(callable(getattr(value, name, None)) for name in ("draw", "draw_many", "copy")) and hasattr(value, "remaining")


def seat_amounts(values: object, game: Any, what: str, *, smallest: int | None) -> tuple[int, ...]:
    """One amount a seat (stacks, points), as many as ``game`` seats, checked and converted exactly to
    whole units of the game's money (a game in cents takes ``"200.30"`` as 20030 cents)."""
    money = getattr(game, "money", Money.WHOLE)
    if (type(values) is list or type(values) is tuple) and {*map(type, values)} == {int} and money.whole:  # the usual case, quickly
        amounts = tuple(values)
        low, high = game.min_players, game.max_players
        if not low <= len(amounts) <= high:
            raise ValueError(f"{game.name} takes {low} to {high} players, got {len(amounts)} {what}")
    else:
        if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Iterable):
            raise TypeError(f"{what} are one whole number a seat (a list or tuple of ints), not {type(values).__name__}")
        values = list(values)
        low, high = game.min_players, game.max_players
        if not low <= len(values) <= high:
            raise ValueError(f"{game.name} takes {low} to {high} players, got {len(values)} {what}")
        if money.whole and not any(isinstance(v, (str, float)) or type(v).__module__ in ("decimal", "fractions") for v in values):
            amounts = tuple(whole(f"{what}[{seat}]", value) for seat, value in enumerate(values))
        else:
            try:
                amounts = tuple(money.units(value, f"{what}[{seat}]") for seat, value in enumerate(values))
            except ValueError as error:
                if "finer than" not in str(error):
                    raise
                raise ValueError(f"{error}: the game plays in units of {money.unit} (give it unit=... for finer ones)") from None
    if smallest is not None and min(amounts) < smallest:
        kind = ("positive ints" if money.whole else "positive") if smallest == 1 else f"of {smallest} or more"
        raise ValueError(f"{what} must be {kind}, got {[money.amount(a) for a in amounts][:20]}")
    return amounts


@runtime_checkable
class StreetSpec(Protocol):
    """One street of a schedule, as the engine reads it; :class:`Street` is the usual implementation.

    Contract: ``cards`` lists the cards each live player is dealt, in dealing
    order (``True`` face up); a betting round follows, with the big bet if
    ``big``, opened by a forced bring-in if ``bring_in``, and with the big bet
    allowed after an open pair if ``open_pair_big_bet``. A variant's street
    schedule is a sequence of these, in order.
    """

    @property
    def name(self) -> str:
        """What the street is called ("third", "fourth" …)."""
        ...

    @property
    def cards(self) -> tuple[bool, ...]:
        """Face up (``True``) or down for each card dealt to each player."""
        ...

    @property
    def big(self) -> bool:
        """Whether the round uses the big bet."""
        ...

    @property
    def bring_in(self) -> bool:
        """Whether the round opens with a forced bring-in."""
        ...

    @property
    def open_pair_big_bet(self) -> bool:
        """Whether an open pair on any board lets players bet or raise the big bet."""
        ...


@frozen(kw_only=True)
class Variant:
    """Base class of the fixed-limit games: keyword-only amounts, checked, and the options RULES.md names.

    Subclasses declare :attr:`name`, :attr:`streets`, :attr:`rankers` and :attr:`opener`.
    """

    name: ClassVar[str] = "variant"
    """The game's name, as :func:`~pokervariants.find_variant` and hand histories know it."""
    aliases: ClassVar[tuple[str, ...]] = ()
    """Other names :func:`~pokervariants.find_variant` finds the game by, in any case."""
    phh_code: ClassVar[str | None] = None
    """The variant's code in Poker Hand History files (``None``: not written as PHH)."""
    streets: ClassVar[tuple[StreetSpec, ...]] = ()
    """The street schedule, in order."""
    rankers: ClassVar[tuple[Ranker, ...]] = ()
    """One ranker per share of the pot (Stud/8: high, then low)."""
    opener: ClassVar[Opener]
    """Who brings in and who acts first."""
    deal_hooks: ClassVar[tuple[DealHook, ...]] = ()
    """What dealt cards set off; none by default."""
    min_players: ClassVar[int] = 2
    """The fewest seats a hand takes."""
    max_players: ClassVar[int] = 8
    """The most seats a hand takes."""
    jokers: ClassVar[int] = 0
    """Jokers in the pack, 0 to 2."""
    lowest_rank: ClassVar[str] = "2"
    """The pack's lowest rank: every card from it to the aces is in the pack (``"6"`` for short deck)."""
    owner_sees_down_cards: ClassVar[bool] = True
    """Whether a player sees the player's own face-down cards (what a viewer is shown of a hand)."""
    street_label: ClassVar[str] = "{} street"
    """How a street's name reads in a narration (``"{} street"``: "third street")."""
    scores: ClassVar[bool] = False
    """Whether the game keeps score in points from 0, which may go negative, and carries a kitty
    from hand to hand, rather than playing for chips (Bailey's Poker does). Such a game's hands tell
    their ``stake``, what each loser pays, and ``new_hand`` takes the ``kitty``."""

    ante: Amount = amount_field("ante", smallest=0, default=0)
    """Paid by every player before the deal (an int, or an exact amount such as ``"0.25"``: see :attr:`money`)."""
    bring_in: Amount = amount_field("bring_in", smallest=0, default=0)
    """The forced opening bet on a bring-in street, less than the small bet."""
    small_bet: Amount = amount_field("small_bet", positive=True)
    """The fixed bet of the early streets."""
    big_bet: Amount = amount_field("big_bet", positive=True)
    """The fixed bet of the later streets."""
    unit: Money | None = field(default=None, converter=unit_option, repr=False)
    """The smallest unit of money the game plays in: by default as fine as its amounts are written
    (``"0.50"``: cents), whole chips if they are all whole; ``unit="0.001"`` asks for finer stacks."""
    money: Money = field(init=False, repr=False, eq=False)
    """What one unit of the game's hands is worth (:class:`~pokervariants.Money`): hands play whole
    units, ``hand.money.amount(units)`` shows them as money."""
    heads_up_uncapped: bool = flag_field("heads_up_uncapped", default=False)
    """RRoP: no cap on raises when only two players are in at the start of a round."""
    burn: bool = flag_field("burn", default=False)
    """Burn a card before each street (never one that would leave a street without cards)."""
    odd_chip: OddChip = choice_field(OddChip, "odd_chip", default=OddChip.RROP)
    """Who gets odd chips in a tied share (``OddChip.TDA`` or ``"tda"``)."""
    short_all_in: ShortAllIn = choice_field(ShortAllIn, "short_all_in", default=ShortAllIn.GRID)
    """Where the next raise goes after an all-in short of a full bet or raise (RULES.md 3):
    the fixed-limit grid, or ``"by_bet"``, one bet above the all-in amount, as PokerKit plays."""
    showdown: ShowdownMode = choice_field(ShowdownMode, "showdown", default=ShowdownMode.AUTO)
    """How the showdown is played (RULES.md 3): cards speak, everyone still in showing (``"auto"``,
    the default), or ``"choose"``: each player in turn shows or mucks (:meth:`Hand.show
    <pokervariants.Hand.show>`, :meth:`Hand.muck <pokervariants.Hand.muck>`)."""
    all_in_low_card: AllInLowCard = choice_field(AllInLowCard, "all_in_low_card", default=AllInLowCard.PASS)
    """Who brings in when the up card that must is a player's all in on the ante (RULES.md 3): the
    next card in bring-in order among the players with chips (``"pass"``), the next seat with chips
    (``"next_seat"``, as PokerKit plays) or nobody (``"no_bring_in"``, the next seat checks or bets).
    Only a game that brings in takes another than the default."""
    split_pots: SplitPots = choice_field(SplitPots, "split_pots", default=SplitPots.EACH)
    """Which pots a tie splits on its own: each pot (the default, RULES.md 3), or ``"merged"``, side
    pots with the same contenders split together, as PokerKit does (so its histories replay)."""
    rake: Rake | None = field(default=None, converter=rake_option)
    """The house's rake (:class:`~pokervariants.Rake`): a percentage of each pot, capped, taken
    before the pot is awarded; none by default (RULES.md 6b)."""
    betting: BettingPolicy = field(init=False, repr=False, eq=False)
    """The betting policy, made from the amounts and options once they are all set."""
    hooks: tuple[ContextDealHook, ...] = field(init=False, repr=False, eq=False)
    """The deal hooks in the engine's ``on_deal(dealt, table)`` form (simple ones adapted)."""
    deal_effects: tuple[tuple[Effect, ...], ...] | None = field(init=False, repr=False, eq=False)
    """What each card sets off when every deal hook is of the simple form, asked once (see
    :func:`~pokervariants.engine.hooks.effect_table`)."""
    program: Program = field(init=False, repr=False, eq=False)
    """What the engine runs for a hand of this game: built once by :meth:`build_program`."""
    trusted: bool = field(init=False, repr=False, eq=False)
    """Whether every part of the game comes from this library (see :func:`~pokervariants.engine.state.trusted`)."""

    def __attrs_post_init__(self) -> None:
        self.check_declaration()
        if priced(self):  # a game in cents: built through its twin in whole units
            return
        object.__setattr__(self, "betting", self.make_betting())  # frozen: set once, here
        object.__setattr__(self, "hooks", tuple(engine_hook(hook, self.match_policy) for hook in self.deal_hooks))
        object.__setattr__(self, "deal_effects", effect_table(self.hooks))
        object.__setattr__(self, "program", self.build_program())
        object.__setattr__(self, "trusted", trusted(self))

    def check_declaration(self) -> None:
        """Refuse a game class that leaves out part of its declaration, naming what is missing."""
        cls = type(self).__qualname__
        if not self.streets:
            raise TypeError(f"{cls} declares no streets: set streets = (Street(...), ...)")
        if not self.rankers:
            raise TypeError(f"{cls} declares no rankers: set rankers = (HighRanker(), ...)")
        if getattr(self, "opener", None) is None:
            raise TypeError(f"{cls} declares no opener: set opener = HighOpener() or an Opener of its own")
        dealt = sum(len(street.cards) for street in self.streets)
        if dealt < 3:
            raise TypeError(f"{cls} deals {dealt} card{'' if dealt == 1 else 's'} to each player: a hand needs at least 3")

    def make_betting(self) -> BettingPolicy:
        """The betting policy for these amounts (checked): fixed limit. A subclass may return a policy of its own."""
        brings_in = any(street.bring_in for street in self.streets)
        if self.bring_in <= 0 and brings_in:
            raise ValueError(f"the bring-in must be more than 0 and less than the small bet ({self.small_bet}), got {self.bring_in}")
        if not brings_in and self.all_in_low_card is not AllInLowCard.PASS:
            raise ValueError(f"{self.name} has no bring-in: leave all_in_low_card at 'pass', got {self.all_in_low_card.value!r}")
        return FixedLimit(
            bring_in=self.bring_in, small_bet=self.small_bet, big_bet=self.big_bet,
            short_all_in=self.short_all_in, heads_up_uncapped=self.heads_up_uncapped,
        )  # fmt: skip

    @property
    def match_policy(self) -> DecisionPolicy:
        """The decision a :attr:`DealEffect.MATCH_OR_DROP <pokervariants.DealEffect.MATCH_OR_DROP>` schedules."""
        return MatchOrDrop(all_in=bool(getattr(self.betting, "all_in_match", False)))

    def build_program(self) -> Program:
        """The program of a stud-shaped game: antes; for each street a deal (after a burn if ``burn``),
        the decisions its hooks scheduled, and a betting round; then the showdown and the settlement."""
        stages = []
        for street in self.streets:
            phases: list[Any] = [Deal(faces=tuple(street.cards), burn=self.burn)]
            if self.hooks:
                phases.append(RunScheduled())
            phases.append(
                Bet(
                    policy=self.betting, opener=self.opener, big=street.big, bring_in=street.bring_in,
                    open_pair_big_bet=street.open_pair_big_bet, all_in_low_card=self.all_in_low_card,
                )  # fmt: skip
            )
            stages.append(Stage(street.name, tuple(phases)))
        return Program(
            setup=(Antes(units(self.ante)),),
            streets=tuple(stages),
            finish=(Showdown(self.rankers_for, mode=self.showdown), Settle(odd_chip=self.odd_chip, split_pots=self.split_pots, rake=self.rake)),
        )

    def initial_state(self) -> object:
        """The per-hand state a new hand starts with (``None``: the game keeps none). Deal hooks read
        it and replace it through :class:`~pokervariants.engine.hooks.SetState`."""
        return None

    def rankers_for(self, state: object) -> tuple[Ranker, ...]:
        """The rankers a showdown uses given the hand's state (by default :attr:`rankers` whatever it is)."""
        return tuple(self.rankers)

    def situation(self, hand: Hand, seat: int) -> str:
        """Where the hand stands, in a line, for ``seat`` to decide on (``pokervariants play`` shows it).

        >>> from pokervariants import StudHigh
        >>> hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 3, seed=2)
        >>> hand.variant.situation(hand, 1)
        'third street: pot 3'
        """
        pot = sum(p.amount for p in hand.pots)
        owed = max(hand.bets) - hand.bets[seat]
        return f"{self.street_label.format(hand.street)}: pot {hand.money.text(pot)}" + (f", {hand.money.text(owed)} to call" if owed > 0 else "")

    def new_hand(
        self,
        stacks: Sequence[AmountLike],
        *,
        seed: int | random.Random | None = None,
        deck: Deck | CardsLike | None = None,
        source: CardSource | None = None,
    ) -> Hand:
        """Start a hand: seats in dealing order with these stacks, cards from ``seed``, a stacked
        ``deck`` or another card ``source`` (a hand history's, say).

        A stacked deck shorter than the pack may run out: the action that needs the missing card
        raises :class:`~pokervariants.DeckExhaustedError` and changes nothing.
        """
        chips = seat_amounts(stacks, self, "stacks", smallest=1)
        return Hand(self, chips, deck_for(seed, deck, jokers=self.jokers, source=source, lowest=self.lowest_rank))

    def odd_chip_order(self, hand: Hand, winners: Sequence[int], ranker: int | None) -> list[int]:
        """Deprecated (settlement policies order odd chips now): the tied winners of a share in the order they receive odd chips."""
        if ranker is None:
            return list(winners)
        return odd_chip_order(hand._t, winners, self.rankers[ranker], self.odd_chip)


def engine_hook(hook: Any, match: DecisionPolicy) -> ContextDealHook:
    """``hook`` in the engine's ``on_deal(dealt, table)`` form: a simple hook is adapted, its
    :class:`~pokervariants.DealEffect` members becoming effects (``MATCH_OR_DROP`` schedules ``match``)."""
    return SimpleHook(hook=hook, match=match) if is_simple_hook(hook) else hook
