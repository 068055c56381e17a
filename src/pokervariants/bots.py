"""Simple players for simulations and for ``pokervariants play``: one decision at a time, from what a seat may know.

A bot follows the :class:`Bot` protocol: ``choose(hand, seat, rng)`` returns one
of ``hand.legal_actions()`` for ``seat``, the seat to act. Any randomness comes
from the :class:`random.Random` it is given, never from the global generator, so
the same seed gives the same decisions. The bots here are deliberately simple:

* :class:`RandomBot` takes a legal action at random, folding less often;
* :class:`CallingBot` checks, calls, matches, stands pat and continues: it never folds;
* :class:`CautiousBot` folds weak starts in the betting games and folds Bailey's
  Poker once the stake is high, and otherwise plays like :class:`CallingBot`;
* :class:`TightAggressiveBot` plays by its hand's strength (:func:`hand_strength`): folds weak
  hands to a bet, calls with middling ones, bets and raises strong ones, all in with the strongest.

>>> import random
>>> from pokervariants import Razz
>>> from pokervariants.bots import CallingBot, RandomBot
>>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 3, seed=4)
>>> bots, rng = [CallingBot(), RandomBot(), RandomBot()], random.Random(1)
>>> while not hand.is_over:
...     seat = hand.actor
...     hand.act(bots[seat].choose(hand, seat, rng))
>>> sum(hand.payoffs)
0
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from attrs import frozen

from .core import Action, ActionKind, Card, Rank
from .engine.events import Acted, StreetStarted
from .engine.hand import Hand
from .engine.held import CardsHeld
from .engine.protocols import DecisionKind
from .engine.state import PlayableHand
from .evaluation import classes, rank_bailey
from .evaluation.badugi import badugi_classes
from .evaluation.deuce_seven import deuce_seven_classes
from .evaluation.short_deck import short_deck_classes
from .ranking import BADUGI, DEUCE_SEVEN, SHORT_DECK, Ranker, Ranking

__all__ = ["BOTS", "Bot", "CallingBot", "CautiousBot", "RandomBot", "TightAggressiveBot", "concrete", "hand_strength", "make_bot", "random_action"]

_PASSIVE = (ActionKind.CHECK, ActionKind.CALL, ActionKind.MATCH_POT, ActionKind.STAND, ActionKind.DRAW, ActionKind.CONTINUE, ActionKind.BRING_IN)
"""What a passive player prefers, in order: never a fold, never a raise when something cheaper is there."""


@runtime_checkable
class Bot(Protocol):
    """A player: picks the action ``seat`` (the actor) takes in ``hand``, using only ``rng`` for chance.

    Contract: the result is one of ``hand.legal_actions()`` (or, for a bet or raise offered as a
    range, one size of it: :meth:`Action.sized <pokervariants.Action.sized>`); the choice depends only on
    the hand, the seat and ``rng`` (so the same seed gives the same play).
    """

    def choose(self, hand: PlayableHand, seat: int, rng: random.Random) -> Action:
        """The action to take."""
        ...


def concrete(hand: PlayableHand, offered: Action, rng: random.Random | None = None) -> Action:
    """The action :meth:`Hand.act <pokervariants.Hand.act>` takes for ``offered``, one of
    ``hand.legal_actions()``: the choice a range leaves open, made.

    A menu offers a choice of size or of cards as one action, a range (its
    :attr:`~pokervariants.Action.most`): a bet or raise of any size from its ``amount`` to
    ``most`` (``raise 4-100``), or a discard of ``amount`` to ``most`` of the actor's face-down
    cards (``discard 1-5``), which names no cards, since which ones go is the player's choice.
    ``act`` takes a bet's range as its smallest size, but a discard only with its cards named, so
    code that picks from the menu makes the choice here. With ``rng`` it is made at random: a size
    (the smallest, the largest or one between, equally likely), or a number of cards in the range
    and that many of the actor's face-down cards; without, the smallest size, or the smallest
    number of cards, the first ones held. An action that names all it needs comes back as it is.

    >>> import random
    >>> from pokervariants import Deck, DeuceToSevenTripleDraw
    >>> from pokervariants.bots import concrete
    >>> hand = DeuceToSevenTripleDraw().new_hand([100, 100], deck=Deck.stacked("2c 3d 4h 5s 7c 8d 9h Td Jc Qs", fill=True))
    >>> hand.call(); hand.check()
    >>> offered = hand.legal_actions()[-1]
    >>> str(offered), str(concrete(hand, offered)), str(concrete(hand, offered, random.Random(0)))
    ('discard 1-5', 'discard 2c', 'discard 9h 2c 4h 7c')
    >>> hand.act(concrete(hand, offered, random.Random(0)))
    """
    most = offered.most
    if most is None:
        return offered
    if offered.kind is ActionKind.DRAW:  # which cards: the actor's choice
        seat = hand.actor
        held = hand.down_cards(seat) if seat is not None else ()
        if rng is None:
            count, cards = offered.amount, held[: offered.amount]
        else:
            count = rng.randint(offered.amount, most)
            cards = tuple(rng.sample(held, count))
        return Action(ActionKind.DRAW, count, cards)
    if rng is None:
        return offered.sized(offered.amount)
    low, high = offered.amount, most
    return offered.sized(rng.choice((low, high, rng.randint(low, high))))


def random_action(hand: PlayableHand, rng: random.Random) -> Action:
    """A legal action at random, one that :meth:`Hand.act <pokervariants.Hand.act>` takes: each
    entry of ``hand.legal_actions()`` equally likely, the choice a range leaves open made at random
    (:func:`concrete`). How the guide's random-play check plays any game, the draw games included.

    >>> import random
    >>> from pokervariants import Badugi
    >>> from pokervariants.bots import random_action
    >>> hand, rng = Badugi().new_hand([100] * 3, seed=1), random.Random(1)
    >>> while not hand.is_over:
    ...     hand.act(random_action(hand, rng))
    >>> sum(hand.payoffs)
    0
    """
    legal = hand.legal_actions()
    if not legal:
        raise ValueError("no decision is pending: the hand is over or dealing")
    return concrete(hand, rng.choice(legal), rng)


def _legal(hand: PlayableHand, seat: int) -> tuple[Action, ...]:
    legal = hand.legal_actions()
    if hand.actor != seat or not legal:
        raise ValueError(f"seat {seat} has no decision to make (the actor is {hand.actor})")
    return legal


def _passive(legal: tuple[Action, ...]) -> Action:
    """The first of check, call, match, stand, continue, bring-in that is legal; else the first non-fold action."""
    kinds = {a.kind: a for a in reversed(legal)}  # the first action of each kind wins
    for kind in _PASSIVE:
        if kind in kinds:
            return kinds[kind]
    return next((a for a in legal if a.kind is not ActionKind.FOLD), legal[0])


@frozen(kw_only=True)
class RandomBot:
    """A legal action at random: every action equally likely, except a fold, weighted by ``fold_weight``
    (and never a fold when checking is free). A bet or raise offered as a range (no limit, pot limit)
    is made at its smallest, its largest (all in, or the pot) or a size between, equally likely.

    >>> import random
    >>> from pokervariants import StudHigh
    >>> from pokervariants.bots import RandomBot
    >>> hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100], seed=1)
    >>> str(RandomBot().choose(hand, hand.actor, random.Random(3)))
    'bring-in 2'
    """

    fold_weight: float = 0.25
    """A fold's weight against 1 for each other legal action."""

    def choose(self, hand: PlayableHand, seat: int, rng: random.Random) -> Action:
        """A weighted random legal action."""
        legal = _legal(hand, seat)
        free = any(a.kind is ActionKind.CHECK for a in legal)
        weights = [(0.0 if free else self.fold_weight) if a.kind is ActionKind.FOLD else 1.0 for a in legal]
        if not any(weights):
            return legal[0]
        return concrete(hand, rng.choices(legal, weights)[0], rng)  # a size or the cards, at random


@frozen
class CallingBot:
    """Checks, calls, matches the pot, brings in, stands pat and continues: it never folds or raises.

    >>> import random
    >>> from pokervariants import Bailey
    >>> from pokervariants.bots import CallingBot
    >>> hand = Bailey().new_hand([0, 0], seed=2)
    >>> str(CallingBot().choose(hand, hand.actor, random.Random(0)))
    'stand'
    """

    def choose(self, hand: PlayableHand, seat: int, rng: random.Random) -> Action:
        """The passive choice (where a discard is forced, the fewest cards it may be, the first held)."""
        chosen = _passive(_legal(hand, seat))
        return concrete(hand, chosen) if chosen.kind is ActionKind.DRAW else chosen


@frozen(kw_only=True)
class CautiousBot:
    """Folds a weak start, otherwise calls down; where a stake is played for (Bailey's Poker) stands pat and folds
    once it passes ``threshold``.

    A start (the first street's cards) is kept in a high game with a pair, an ace
    showing or a wild card; in a low game (Razz) unless a card above eight shows;
    in a high-low game if either holds. It checks rather than folds when checking is free.

    >>> import random
    >>> from pokervariants import Razz
    >>> from pokervariants.bots import CautiousBot
    >>> hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 3, seed=4)
    >>> hand.act(hand.legal_actions()[0])  # the bring-in
    >>> [str(c) for c in hand.up_cards(hand.actor)], str(CautiousBot().choose(hand, hand.actor, random.Random(0)))
    (['Qh'], 'fold')
    """

    threshold: int = 25
    """Bailey's Poker: fold at the end of a round when the stake is above this."""

    def choose(self, hand: PlayableHand, seat: int, rng: random.Random) -> Action:
        """Fold or play passively; in a draw, keep what :func:`keepers` keeps."""
        legal = _legal(hand, seat)
        if isinstance(hand, Hand) and hand.phase == DecisionKind.DRAW:
            return _discard(hand, seat, legal, keepers(hand, seat))
        fold = next((a for a in legal if a.kind is ActionKind.FOLD), None)
        if fold is not None and not any(a.kind is ActionKind.CHECK for a in legal) and self._folds(hand, seat):
            return fold
        return _passive(legal)

    def _folds(self, hand: PlayableHand, seat: int) -> bool:
        if not isinstance(hand, Hand):
            return False
        if hand.phase == DecisionKind.CONTINUE:  # a stake to pay or to play for (Bailey's Poker)
            return int(getattr(hand.state, "stake", 0)) > self.threshold
        return hand.round == 1 and not _good_start(hand, seat)


def keepers(hand: Hand, seat: int) -> tuple[Card, ...]:
    """The cards a plain drawing strategy keeps in a draw game: in a high game its pairs and better
    (or an ace), in a low game its different ranks from the eight down (the ace too in ace-to-five
    low), in Badugi the cards of its best badugi.

    >>> from pokervariants import Badugi, parse_cards
    >>> from pokervariants.bots import keepers
    >>> hand = Badugi().new_hand([100, 100], deck=parse_cards("As Kd 2h 3c 7c 7s 4d 9d"))
    >>> sorted(str(c) for c in keepers(hand, 0))  # seat 0 was dealt As 2h 7c 4d: a four-card badugi
    ['2h', '4d', '7c', 'As']
    """
    cards = hand.down_cards(seat)
    ranker = hand.variant.rankers[0]
    label = ranker.ranking.label
    if "badugi" in label:
        value = ranker.evaluate(cards)
        return tuple(value.cards) if value is not None else ()
    if getattr(ranker.ranking, "is_low", False):
        ace = "ace" in label  # ace-to-five: the ace is the lowest card
        kept: list[Card] = []
        for card in sorted(cards, key=lambda c: (c.rank + 1) % 13 if ace else int(c.rank)):
            low = card.rank is Rank.ACE if ace else False
            if (low or card.rank <= Rank.EIGHT and card.rank is not Rank.ACE) and all(k.rank is not card.rank for k in kept):
                kept.append(card)
        made = ranker.evaluate(kept) if len(kept) == 5 and not ace else None
        if made is not None and made.category.name != "NO_PAIR":
            kept.pop()  # a deuce-to-seven straight or flush counts against: break it, at its top
        return tuple(kept)
    made = ranker.evaluate(cards) if len(cards) == 5 else None
    if made is not None and made.category.name in _MADE:
        return tuple(cards)  # a straight or better: stand pat
    ranks = [c.rank for c in cards]
    paired = tuple(c for c in cards if ranks.count(c.rank) > 1)
    return paired or tuple(c for c in cards if c.rank is Rank.ACE)


_MADE = frozenset({"STRAIGHT", "FLUSH", "FULL_HOUSE", "FOUR_OF_A_KIND", "STRAIGHT_FLUSH", "FIVE_OF_A_KIND"})
"""The high hands a drawing player keeps whole."""


def _good_start(hand: Hand, seat: int) -> bool:
    """Whether the seat's first-street cards are worth playing (see :class:`CautiousBot`)."""
    if getattr(hand.variant, "draws_cards", False):  # a draw game: worth a draw when most of it is kept
        return len(keepers(hand, seat)) >= (2 if hand.variant.rankers[0].ranking.label == "high" else 3)
    rankings = {ranker.ranking for ranker in hand.variant.rankers}
    high = Ranking.HIGH in rankings
    low = bool(rankings & {Ranking.LOW, Ranking.LOW8})
    cards, up = hand.cards(seat), hand.up_cards(seat)
    if high:
        wild = {int(rank) for ranker in hand.variant.rankers for rank in getattr(ranker, "wild", ())}
        ranks = [c.rank for c in cards if not c.is_joker]
        if len(set(ranks)) < len(ranks) or any(_is(c, Rank.ACE) for c in up):
            return True
        if any(c.is_joker or c.rank in wild for c in cards):
            return True
    if low:
        return all(c.is_joker or c.rank <= Rank.EIGHT or c.rank is Rank.ACE for c in up)
    return False


def _is(card: Card, rank: Rank) -> bool:
    return not card.is_joker and card.rank is rank


def _discard(hand: Hand, seat: int, legal: tuple[Action, ...], keep: tuple[Card, ...]) -> Action:
    """The draw that keeps ``keep``: the other face-down cards go, as many as allowed (keepers last, if it asks for more)."""
    ranges = [a for a in legal if a.kind is ActionKind.DRAW and a.most is not None]
    if not ranges:  # a menu that names its discards (a game of your own): one that keeps the keepers
        return next((a for a in legal if a.cards and not set(a.cards) & set(keep)), legal[0])
    least = min(a.amount for a in legal if a.kind is ActionKind.DRAW)  # 0 where standing pat is offered
    most = max(a.most or 0 for a in ranges)
    held = hand.down_cards(seat)
    spare = [c for c in held if c not in keep] + [c for c in held if c in keep]  # the keepers go last, if they must
    discards = tuple(spare[: max(least, min(most, sum(c not in keep for c in held)))])
    return Action(ActionKind.DRAW, len(discards), discards) if discards else legal[0]


@frozen(kw_only=True)
class TightAggressiveBot:
    """Plays few hands, and those hard, by their strength (:func:`hand_strength`, 0 to 1): facing a bet
    it folds weak hands, calls middling ones and raises strong ones; with nothing bet it bets strong
    hands and some middling ones. In no limit and pot limit it bets two thirds of the pot to the pot,
    all in with the strongest or when short against the pot. The thresholds rise a little for each
    opponent beyond the first. It never folds when checking is free, and calls whatever it holds when
    the price is tiny or a draw's chance pays for it. A draw keeps the :func:`keepers`, standing pat
    on a good made low. In Bailey's Poker (no betting) it changes dead low cards (at the highest
    value when strong, else the lowest) and folds a round's end when others show clearly more.

    >>> import random
    >>> from pokervariants import Deck, Holdem
    >>> from pokervariants.bots import TightAggressiveBot
    >>> hand = Holdem(blinds=(1, 2)).new_hand([200] * 3, deck=Deck.stacked("7c 9s As 2h 4d Ah", fill=True))
    >>> bot, rng = TightAggressiveBot(), random.Random(0)
    >>> while not hand.is_over:  # the button holds the aces, the blinds 7-2 and 9-4
    ...     action = bot.choose(hand, hand.actor, rng)
    ...     print(hand.actor, action)
    ...     hand.act(action)
    2 raise 200
    0 fold
    1 fold
    >>> hand.payoffs
    (-1, -2, 3)
    """

    call_at: float = 0.40
    """Facing a bet: call from this strength."""
    bet_at: float = 0.50
    """Nothing bet yet: bet (open, complete) from this strength; a middling hand sometimes (``probe``)."""
    raise_at: float = 0.65
    """Facing a bet: raise from this strength (more for each raise already made)."""
    all_in_at: float = 0.85
    """No limit and pot limit: all in from this strength (fixed limit: the largest size offered)."""
    crowd: float = 0.02
    """Added to each threshold for every opponent beyond the first (up to four)."""
    probe: float = 0.25
    """How often a middling hand, or a good draw, bets when nothing has been bet."""
    bluff: float = 0.03
    """How often any hand bets when nothing has been bet and at most two opponents are in."""
    noise: float = 0.02
    """The strength is moved by up to this much, at random, at every decision."""
    tiny_price: float = 0.10
    """Call whatever the hand when the call is at most this share of the pot after it."""
    short_stack: float = 4.0
    """No limit and pot limit: with chips behind at most this many pots, a bet is all in and middling hands open."""
    pat_at: float = 0.60
    """Draw games: a made low (or badugi) at least this strong stands pat."""
    bailey_margin: float = 0.10
    """Bailey's Poker: continue while the hand shows no worse than the best other one less this, per round to come."""
    bailey_changes: int = 2
    """Bailey's Poker: the most cards changed in one series."""

    def choose(self, hand: PlayableHand, seat: int, rng: random.Random) -> Action:
        """Bet, call or fold by the hand's strength; draw, change or continue by it."""
        legal = _legal(hand, seat)
        if not isinstance(hand, Hand):
            chosen = _passive(legal)
            return concrete(hand, chosen) if chosen.kind is ActionKind.DRAW else chosen
        special = {DecisionKind.DRAW: self._draw, DecisionKind.CHANGES: self._change, DecisionKind.CONTINUE: self._stay}.get(hand.phase)
        if special is not None:  # a draw; Bailey's Poker's changes, and its continue or fold
            return special(hand, seat, legal)
        if any(a.kind in _BETTING for a in legal):
            return self._bet(hand, seat, legal, rng)
        chosen = _passive(legal)  # show at a choosing showdown, or a decision of a game of its own
        return concrete(hand, chosen) if chosen.most is not None else chosen

    def _bet(self, hand: Hand, seat: int, legal: tuple[Action, ...], rng: random.Random) -> Action:
        made, draw = hand_strength(hand, seat)
        s = made + (rng.random() - 0.5) * 2 * self.noise
        first = {a.kind: a for a in reversed(legal)}  # the first action of each kind
        fold, check, call = first.get(ActionKind.FOLD), first.get(ActionKind.CHECK), first.get(ActionKind.CALL)
        aggressive = [a for a in legal if a.kind in _AGGRESSIVE]
        opponents = sum(not f for f in hand.folded) - 1
        shift = self.crowd * min(max(opponents - 1, 0), 4)
        stacks, bets = hand.stacks, hand.bets
        pot = sum(hand.starting_stacks) - sum(stacks)  # every chip put in so far, this round's bets too
        match = first.get(ActionKind.MATCH_POT)
        if match is not None:  # a pot to match or drop out (Baseball's face-up three)
            price = match.amount / (pot + match.amount)
            return match if fold is None or s >= self.call_at + shift or price <= self.tiny_price else fold
        cost = call.amount - bets[seat] if call is not None else 0
        price = cost / (pot + cost) if cost > 0 else 0.0
        short = stacks[seat] <= self.short_stack * (pot + cost)
        raises = _raises(hand) if cost > 0 else 0
        if raises and cost > 0:  # facing a bet
            if aggressive and s >= self.raise_at + 0.08 * (raises - 1) + shift:
                return self._sized(hand, s, aggressive, pot + cost, short)
            if call is not None and (s >= self.call_at + 0.04 * (raises - 1) + shift or draw >= price or price <= self.tiny_price):
                return call
            return fold if fold is not None else _passive(legal)
        if aggressive:  # nothing bet yet but the blinds or a bring-in
            opens = s >= (self.call_at if short and any(a.most is not None for a in aggressive) else self.bet_at) + shift
            middling = s >= self.call_at + shift or draw >= 0.3
            if opens or (middling and rng.random() < self.probe) or (opponents <= 2 and rng.random() < self.bluff):
                return self._sized(hand, s, aggressive, pot + cost, short)
        if check is not None:
            return check
        if call is not None and (s >= self.call_at + shift or draw >= price or price <= self.tiny_price):
            return call
        return fold if fold is not None else _passive(legal)  # no fold offered: the bring-in

    def _sized(self, hand: Hand, s: float, aggressive: list[Action], pot: int, short: bool) -> Action:
        """A bet or raise: in fixed limit the size offered (the largest when very strong); in no limit
        and pot limit two thirds of the pot to the pot (``pot``: after a call), all in when very strong
        or short, or when it would put in half the stack anyway."""
        ranged = next((a for a in aggressive if a.most is not None), None)
        if ranged is None or ranged.most is None:
            return aggressive[-1] if s >= self.all_in_at else aggressive[0]
        most = ranged.most
        if s >= self.all_in_at or short:
            return ranged.sized(most)
        thousandths = 667 + int(333 * min(max((s - self.bet_at) / max(self.all_in_at - self.bet_at, 1e-9), 0.0), 1.0))
        to = max(hand.bets) + pot * thousandths // 1000  # (the amount in whole units: no float touches it)
        return ranged.sized(most if 2 * to >= most else min(max(to, ranged.amount), most))

    def _draw(self, hand: Hand, seat: int, legal: tuple[Action, ...]) -> Action:
        """Keep the keepers; stand pat on a good made low; where the menu names each discard (a game of
        one's own, such as Pineapple's), the one that leaves the strongest hand."""
        named = [a for a in legal if a.kind is ActionKind.DRAW and a.most is None and a.cards]
        if named and not any(a.most is not None for a in legal):
            held = hand.down_cards(seat)
            return max(named, key=lambda a: hand_strength(hand, seat, tuple(c for c in held if c not in a.cards))[0])
        ranker = hand.variant.rankers_for(hand.state)[0]
        scale, pat = _scale(ranker), next((a for a in legal if a.kind is ActionKind.DRAW and a.most is None and not a.amount), None)
        if pat is not None and scale in _LOWS and _made(scale, ranker, _rank(ranker, hand.down_cards(seat))) >= self.pat_at:
            return pat
        return _discard(hand, seat, legal, keepers(hand, seat))

    def _stay(self, hand: Hand, seat: int, legal: tuple[Action, ...]) -> Action:
        """Bailey's Poker, the end of a round: continue unless another hand shows clearly more."""
        go = next((a for a in legal if a.kind is ActionKind.CONTINUE), legal[0])
        fold = next((a for a in legal if a.kind is ActionKind.FOLD), go)
        mine = _bailey_strength(hand.up_cards(seat))
        others = [_bailey_strength(hand.up_cards(s)) for s, out in enumerate(hand.folded) if s != seat and not out]
        margin = self.bailey_margin * max(4 - hand.round, 1)
        return go if mine >= self.raise_at or mine + margin >= max(others, default=0.0) else fold

    def _change(self, hand: Hand, seat: int, legal: tuple[Action, ...]) -> Action:
        """Bailey's Poker's changes: a joker exchanged where the scrap pile helps, else changed (for
        nothing); then dead cards below a ten, at the highest value when strong, else the lowest."""
        up = hand.up_cards(seat)
        stand = next((a for a in legal if a.kind is ActionKind.STAND), legal[0])
        if 5 - len(up) - len(hand.down_cards(seat)) >= self.bailey_changes:  # changed this series (replaced at its end)
            return stand
        mine = _bailey_strength(up)
        swapped = {a: _bailey_strength([a.cards[1] if c == a.cards[0] else c for c in up]) for a in legal if a.kind is ActionKind.EXCHANGE and len(a.cards) == 2}
        best = max(swapped, key=lambda a: swapped[a], default=None)
        if best is not None and swapped[best] > mine + 0.05:
            return best
        changes = [a for a in legal if a.kind is ActionKind.CHANGE and a.cards]
        for card in [c for c in up if c.is_joker] + _dead(up):  # a joker changes for nothing
            offered = sorted((a for a in changes if a.cards[0] == card), key=lambda a: a.amount)
            if offered:
                return offered[-1] if mine >= self.bet_at else offered[0]
        return stand


_AGGRESSIVE = frozenset({ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE})
_BETTING = _AGGRESSIVE | {ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.MATCH_POT}
_LOWS = frozenset({"low", "low8", "deuce", "badugi"})
_HIGH_BASE = (0.08, 0.30, 0.58, 0.72, 0.80, 0.86, 0.92, 0.97, 0.99, 1.0)  # a made high hand by its category's place …
_HIGH_SPAN = (0.12, 0.20, 0.10, 0.06, 0.05, 0.05, 0.05, 0.02, 0.01, 0.0)  # … and what its top rank adds, ace the most
_SHORT_AS_HIGH = (0, 1, 2, 3, 4, 6, 5, 7, 8)  # short deck's categories as high ones (its full house is 5, its flush 6)
_LOW_QUALITY = (1.0, 1.0, 1.0, 1.0, 1.0, 0.9, 0.8, 0.65, 0.45, 0.32, 0.22, 0.15, 0.1)  # unpaired A-5 lows by the top card, ace low
_DEUCE_QUALITY = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.85, 0.65, 0.45, 0.3, 0.2, 0.12, 0.08)  # unpaired 2-7 lows by the top card, ace high
_BADUGI_QUALITY = (1.0, 1.0, 1.0, 1.0, 0.95, 0.88, 0.78, 0.65, 0.5, 0.4, 0.3, 0.22, 0.15)  # four-card badugis by the top card, ace low
_FILL = ((1.0, 1.0, 1.0, 1.0), (0.0, 0.35, 0.58, 0.72), (0.0, 0.12, 0.3, 0.45), (0.0, 0.04, 0.13, 0.25), (0.0, 0.01, 0.05, 0.1), (0.0, 0.0, 0.02, 0.05))
# ^ draw games, roughly: the chance of filling a hand short of ``need`` good cards (the row) in so many draws (the column)
_PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH = 1, 2, 3, 4, 5
_SCALES = ((Ranking.HIGH, "high"), (Ranking.LOW, "low"), (Ranking.LOW8, "low8"), (Ranking.BAILEY, "bailey"), (SHORT_DECK, "short"), (DEUCE_SEVEN, "deuce"), (BADUGI, "badugi"))


def _scale(ranker: Ranker) -> str:
    """Which built-in ranking scale a ranker's values are on, or ``"other"`` (``"other low"``) for one of its own."""
    ranking = ranker.ranking
    return next((name for scheme, name in _SCALES if ranking == scheme), "other low" if getattr(ranking, "is_low", False) else "other")


def _rank(ranker: Ranker, cards: Sequence[Card], down: Sequence[Card] = (), board: Sequence[Card] = ()) -> int:
    """The ranker's value of the cards (a ranker that reads the parts gets them apart), on its scale's classes; 0 where
    it cannot rank them. (With ``natural_beats_wild`` a high ranker's value is 8 times the class's plus a little.)"""
    try:
        value = ranker.rank(cards if getattr(ranker, "flat", True) else CardsHeld(down, (), board))
    except (ValueError, TypeError, IndexError, KeyError):
        return 0
    return value >> 3 if getattr(ranker, "natural_beats_wild", False) else value


def _made(scale: str, ranker: Ranker, value: int) -> float:
    """A made hand's strength, 0 to 1, from the ranker's value, by the categories of its scale."""
    if value <= 0:
        return 0.0
    if scale in ("high", "short"):
        cat, ranks = (classes.high_classes() if scale == "high" else short_deck_classes())[value - 1]
        return _HIGH_BASE[cat] + _HIGH_SPAN[cat] * ranks[0] / 12
    if scale in ("low", "low8"):
        cat, ranks = (classes.low_classes() if scale == "low" else classes.low8_classes())[value - 1]
        return _LOW_QUALITY[(ranks[0] + 1) % 13] if cat == classes.LOW_NO_PAIR else 0.02 * (cat + 1)
    if scale == "deuce":
        cat, ranks = deuce_seven_classes()[value - 1]
        return _DEUCE_QUALITY[ranks[0]] if cat == classes.HIGH_CARD else 0.03
    if scale == "badugi":
        size, ranks = badugi_classes()[value - 1]
        return _BADUGI_QUALITY[ranks[0]] if size == 4 else 0.04 * size
    category = ranker.ranking.category(value)  # a ranking of its own: the category's place among its categories
    places = sorted(m.value for m in type(category) if isinstance(m.value, int))
    return 0.1 + 0.8 * places.index(category.value) / (len(places) - 1) if len(places) > 1 and category.value in places else 0.5


def hand_strength(hand: Hand, seat: int, down: tuple[Card, ...] | None = None) -> tuple[float, float]:
    """How strong the seat's hand is, 0 to 1, from what the seat can see, and the chance of a draw it
    holds coming in (0 without one): what :class:`TightAggressiveBot` plays by. ``down``: face-down
    cards to rate in place of the seat's own.

    Cheap: the rankers' integer values and a few counts, never a deal-out. A flop game's start goes
    by its pairs, high cards, suits and connections (two cards by Chen's points; Omaha's four, with
    their low cards where a half is low), then the made hand with the board (top pair, overpair, a
    set or the board's own hand) and its draws; stud's first streets by pairs, high cards or three
    low cards, later the best hand held (a high hand weighed against the pairs others show); a draw
    game's by the hand held and what its :func:`keepers` may become in the draws left. A high-low
    game counts the better half and some of the other; wild cards make every high hand worth less.

    >>> from pokervariants import Deck, Holdem
    >>> from pokervariants.bots import hand_strength
    >>> hand = Holdem(blinds=(1, 2)).new_hand([200] * 2, deck=Deck.stacked("As 7c Ah 2d", fill=True))
    >>> [round(x, 2) for x in hand_strength(hand, 0) + hand_strength(hand, 1)]  # aces, then seven-deuce
    [1.0, 0.0, 0.1, 0.0]
    """
    variant = hand.variant
    rankers = tuple(variant.rankers_for(hand.state))
    if down is None:
        down = hand.down_cards(seat) if getattr(variant, "owner_sees_down_cards", True) else ()
    up, board = hand.up_cards(seat), hand.community
    if getattr(variant, "draws_cards", False):
        return _drawn(hand, seat, rankers[0], down)
    if up:
        return _stud(hand, seat, rankers, (*down, *up, *board))
    if len(board) < 3:
        return _start(rankers, down, getattr(variant, "lowest_rank", "2")), 0.0
    return _combine([_flop(r, down, board) for r in rankers])


def _combine(parts: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """High-low: the better half (a half alone wins half the pot), and some of the other for the chance of both."""
    if len(parts) == 1:
        return parts[0]
    made = sorted(p[0] for p in parts)
    return min(1.0, 0.8 * made[-1] + 0.3 * made[0]), max(p[1] for p in parts)


def _start(rankers: Sequence[Ranker], hole: Sequence[Card], lowest: str) -> float:
    """A flop game's start: the best two hole cards' Chen points; four or more (Omaha) by pairs, suits, connections, high and low cards."""
    naturals = [c for c in hole if not c.is_joker]
    ranks = [c >> 2 for c in naturals]
    if len(hole) <= 3:  # hold'em, short deck (whose ace connects with its six), a hole card to throw
        bottom = max("23456789TJQKA".find(str(lowest)[:1].upper()), 0)
        best = max((_chen(a >> 2, b >> 2, a & 3 == b & 3, bottom) for a, b in itertools.combinations(naturals, 2)), default=0.0)
        return min(max((best + 4 - bottom / 2) / 24, 0.0), 1.0)  # short deck: every card is higher
    s = 0.08 - 0.05 * (len(hole) - 4)
    for rank in set(ranks):
        count = ranks.count(rank)
        s += 0.1 + 0.15 * rank / 12 if count == 2 else -0.05 if count > 2 else 0.0
    for suit in range(4):
        suited = [c >> 2 for c in hole if not c.is_joker and c & 3 == suit]
        s += (0.06 + 0.04 * (12 in suited) - 0.03 * (len(suited) > 2)) if len(suited) >= 2 else 0.0
    distinct = set(ranks) | ({-1} if 12 in ranks else set())
    s += (0.0, 0.0, 0.04, 0.1, 0.2, 0.22, 0.24)[max(len({r for r in distinct if lo <= r <= lo + 4}) for lo in range(-1, 9))]
    s += 0.01 * sum(max(0, r - 7) for r in ranks)
    if any(_scale(r) in ("low", "low8", "other low") for r in rankers):
        lows = {(r + 1) % 13 for r in ranks if (r + 1) % 13 <= 7}
        s += (0.2 if {0, 1} <= lows else 0.12 if {0, 2} <= lows else 0.0) + 0.03 * max(0, len(lows) - 2)
    return min(max(s, 0.0), 1.0)


def _chen(a: int, b: int, suited: bool, bottom: int) -> float:
    """Bill Chen's points for two hole cards (ranks 0, the deuce, to 12, the ace; ``bottom`` the pack's
    lowest rank, which an ace connects with): 20 for aces, below 0 for the worst."""
    high, low = max(a, b), min(a, b)
    points = {12: 10.0, 11: 8.0, 10: 7.0, 9: 6.0}.get(high, (high + 2) / 2)
    if a == b:
        return max(points * 2, 5.0)
    gap = 0 if high == 12 and low == bottom else high - low - 1
    points += 2 * suited - (0, 1, 2, 4)[gap] if gap < 4 else 2 * suited - 5
    return points + (gap <= 1 and high < 10)


def _flop(ranker: Ranker, down: Sequence[Card], board: Sequence[Card]) -> tuple[float, float]:
    """A flop game after the flop: the made hand with the board, and its draws."""
    scale, flat = _scale(ranker), getattr(ranker, "flat", True)
    value = _rank(ranker, (*down, *board), down, board)
    if scale not in ("high", "short"):  # a low half; with no low yet, two low cards held and two others on the board draw
        mine, theirs = ({c >> 2 for c in cards if c < 52 and (c >> 2 == 12 or c >> 2 < 7)} for cards in (down, board))
        drawing = not value and scale == "low8" and len(board) < 5 and len(mine) >= 2 and len(theirs - mine) >= 2
        return _made(scale, ranker, value), 0.25 * (5 - len(board)) if drawing else 0.0
    if not value:
        return 0.0, 0.0
    cat, ranks = (classes.high_classes() if scale == "high" else short_deck_classes())[value - 1]
    made = _HIGH_BASE[cat] + _HIGH_SPAN[cat] * ranks[0] / 12
    cat = _SHORT_AS_HIGH[cat] if scale == "short" else cat
    hole = [c >> 2 for c in down if c < 52]
    shown = sorted({c >> 2 for c in board if c < 52}, reverse=True)
    nothing = 0.08 + 0.1 * max(hole, default=0) / 12  # the board's hand: only the hole cards' height counts
    if cat == _PAIR:
        made = _pair(ranks[0], hole, shown, nothing)
    elif cat == _TWO_PAIR:
        used = [r for r in (ranks[0], ranks[2]) if r in hole]
        made = 0.62 + 0.08 * ranks[0] / 12 if len(used) == 2 else _pair(used[0], hole, shown, nothing) + 0.04 if used else nothing
    elif cat == _TRIPS:
        made = (0.8 if hole.count(ranks[0]) >= 2 else 0.7 + 0.04 * ranks[0] / 12) if ranks[0] in hole else nothing
    elif len(board) >= 5 and flat and _rank(ranker, board) >= value:
        made = 0.2  # the board plays
    if cat in (_STRAIGHT, _FLUSH) and len(shown) < len(board):
        made -= 0.08  # a paired board: full houses about
    if len(down) > 2 and cat < _FLUSH:
        made -= 0.03 * (len(down) - 2)  # Omaha: everyone holds more
    return made, (_outs(down, board, cat, not flat, 5 - len(board)) if len(board) < 5 else 0.0)


def _pair(rank: int, hole: list[int], shown: list[int], nothing: float) -> float:
    """A pair with the board: an overpair, top pair (by its kicker), a middle or a bottom pair, or the board's own."""
    if rank not in hole:
        return nothing
    if hole.count(rank) >= 2 and (not shown or rank > shown[0]):
        return 0.55 + 0.1 * rank / 12
    if shown and rank == shown[0]:
        return 0.45 + 0.12 * max((r for r in hole if r != rank), default=0) / 12
    return 0.36 if len(shown) > 1 and rank >= shown[1] else 0.28


def _outs(down: Sequence[Card], shared: Sequence[Card], cat: int, omaha: bool, to_come: int) -> float:
    """The chance that four to a flush (two held, in Omaha) or four ranks within five (one held) come in with ``to_come`` cards."""
    outs = 0
    if cat < _FLUSH:
        for suit in range(4):
            mine, theirs = sum(c < 52 and c & 3 == suit for c in down), sum(c < 52 and c & 3 == suit for c in shared)
            if mine >= (2 if omaha else 1) and (min(mine, 2) if omaha else mine) + theirs >= 4:
                outs = 9
    if cat < _STRAIGHT:
        held = {c >> 2 for c in down if c < 52}
        ranks = held | {c >> 2 for c in shared if c < 52}
        held, ranks = held | ({-1} if 12 in held else set()), ranks | ({-1} if 12 in ranks else set())
        if any(len(w := {r for r in ranks if lo <= r <= lo + 4}) >= 4 and w & held for lo in range(-1, 9)):
            outs += 6
    return 1 - (1 - outs / 47) ** to_come if outs and to_come > 0 else 0.0


def _stud(hand: Hand, seat: int, rankers: Sequence[Ranker], cards: tuple[Card, ...]) -> tuple[float, float]:
    """A stud game: each half from the cards held and the cards to come, a high hand weighed against what others show."""
    streets = getattr(hand.variant, "streets", ())
    to_come = max(0, (sum(len(getattr(s, "cards", ())) for s in streets) or 7) - len(cards))
    parts = []
    for ranker in rankers:
        scale, wild = _scale(ranker), frozenset(int(r) for r in getattr(ranker, "wild", ()))
        value = _rank(ranker, cards) if len(cards) >= 5 else 0
        if scale in ("low", "low8", "other low") or (value and scale not in ("high", "short")):
            parts.append((_stud_low(ranker, scale, cards, to_come, wild) if "low" in scale else _made(scale, ranker, value), 0.0))
            continue
        if value:
            cat, ranks = (classes.high_classes() if scale == "high" else short_deck_classes())[value - 1]
            place = max(cat - 1, 0) if wild or any(c.is_joker for c in cards) else cat  # wild cards make every hand bigger
            made, top = _HIGH_BASE[place] + _HIGH_SPAN[place] * ranks[0] / 12, ranks[0]
            cat = _SHORT_AS_HIGH[cat] if scale == "short" else cat
            draw = _outs(cards, (), cat, False, to_come) if to_come and cat < _STRAIGHT else 0.0
        else:
            made, count, top = _early_high(cards, wild, to_come)
            cat, draw = (0, _PAIR, _TRIPS, 7, 7, 7)[min(count, 5)], 0.0
        parts.append((made * (_threat(hand, seat, cat, top, wild) if cat <= _TRIPS else 1.0), draw))
    return _combine(parts)


def _early_high(cards: Sequence[Card], wild: frozenset[int], to_come: int) -> tuple[float, int, int]:
    """Fewer than five cards, high: the most of a rank (wild cards join it), then three or four to a flush or straight."""
    naturals = [c for c in cards if not c.is_joker and c >> 2 not in wild]
    w, held = len(cards) - len(naturals), [c >> 2 for c in naturals]
    counts = {r: held.count(r) for r in held}
    top, most = max(counts.items(), key=lambda p: (p[1], p[0]), default=(12, 0))
    count, pairs = most + w, sum(n >= 2 for n in counts.values())
    s = 0.95 if count >= 4 else 0.78 + 0.1 * top / 12 if count == 3 else 0.08 + 0.17 * top / 12 if count < 2 else 0.6 + 0.05 * top / 12 if pairs >= 2 else 0.35 + 0.35 * top / 12
    suited = max((sum(c & 3 == suit for c in naturals) for suit in range(4)), default=0) + w
    ranks = set(held) | ({-1} if 12 in held else set())
    straight = max(len({r for r in ranks if lo <= r <= lo + 4}) for lo in range(-1, 9)) + w
    bonus = [0.25 if 5 - k == 1 else 0.12 if 5 - k == 2 and len(cards) <= 3 else 0.0 for k in (suited, straight) if 5 - k <= to_come]
    s += max(bonus, default=0.0) + 0.5 * min(bonus, default=0.0) * (len(bonus) == 2) - (0.15 if wild and count < 4 else 0.0)
    return min(s, 0.95), count, top


def _threat(hand: Hand, seat: int, cat: int, top: int, wild: frozenset[int]) -> float:
    """How much less a stud high hand is worth for what others show: trips over less, a bigger pair over a pair or less."""
    worst = 1.0
    for other in (o for o, out in enumerate(hand.folded) if o != seat and not out):
        shown = hand.up_cards(other)
        ranks = [c >> 2 for c in shown if not c.is_joker and c >> 2 not in wild]
        rank = max(ranks, key=lambda r: (ranks.count(r), r), default=12)
        shows = (ranks.count(rank) if ranks else 0) + len(shown) - len(ranks)
        if shows >= 3 and cat <= _TRIPS and not (cat == _TRIPS and top > rank):
            worst = min(worst, 0.6)
        elif shows == 2 and cat <= _PAIR and (cat < _PAIR or rank > top):
            worst = min(worst, 0.7)
    return worst


@functools.cache
def _catch(need: int, to_come: int) -> float:
    """The chance of at least ``need`` good cards in ``to_come``, each good two times in five (stud lows)."""
    return sum(math.comb(to_come, k) * 0.4**k * 0.6 ** (to_come - k) for k in range(need, to_come + 1))


def _stud_low(ranker: Ranker, scale: str, cards: Sequence[Card], to_come: int, wild: frozenset[int]) -> float:
    """A stud low: the lowest different ranks held (wild cards the lowest missing) and the chance of the rest; the made low."""
    lows = sorted({((c >> 2) + 1) % 13 for c in cards if not c.is_joker and c >> 2 not in wild})
    lows = [r for r in lows if r <= 7] if scale == "low8" else lows
    for _ in range(sum(c.is_joker or c >> 2 in wild for c in cards)):
        lows = sorted({*lows, next(r for r in range(13) if r not in lows)})
    best = max((_LOW_QUALITY[lows[j - 1]] * (0.25 + 0.75 * _catch(5 - j, to_come)) for j in range(1, min(5, len(lows)) + 1) if 5 - j <= to_come), default=0.0)
    made = _made(scale, ranker, _rank(ranker, cards)) if len(cards) >= 5 and scale != "other low" else 0.0
    return max(best, made)


def _drawn(hand: Hand, seat: int, ranker: Ranker, down: Sequence[Card]) -> tuple[float, float]:
    """A draw game: the hand held, or, with draws to come, what the keepers may become."""
    scale, value = _scale(ranker), _rank(ranker, down)
    made, left = _made(scale, ranker, value), max(0, int(getattr(hand.variant, "draws", 1)) - hand.round + 1)
    if not left or scale not in _LOWS:  # high: the hand held, and a flush or straight draw
        return made, _outs(down, (), classes.high_classes()[value - 1][0], False, left) if left and value and scale == "high" else 0.0
    keep = keepers(hand, seat)
    need = (4 if scale == "badugi" else 5) - len(keep)
    quality = _DEUCE_QUALITY if scale == "deuce" else _BADUGI_QUALITY if scale == "badugi" else _LOW_QUALITY
    top = max((c >> 2 if scale == "deuce" else ((c >> 2) + 1) % 13 for c in keep), default=12)
    floor = (6 if scale == "badugi" else 5) + max(need - 1, 0)  # the cards drawn seldom come lower
    return (max(made, quality[min(max(top, floor), 12)] * (0.2 + 0.7 * _FILL[min(need, 5)][min(left, 3)])) if need > 0 else made), 0.0


def _bailey_strength(up: Sequence[Card]) -> float:
    """Bailey's Poker: the face-up cards' best three (jokers are dead), or their pair or high cards."""
    naturals = [c for c in up if not c.is_joker]
    if len(naturals) >= 3:
        cat, ranks = classes.bailey_classes()[rank_bailey(naturals) - 1]
        return (0.1, 0.35, 0.4, 0.72, 0.85, 0.92)[cat] + (0.15, 0.1, 0.3, 0.08, 0.08, 0.08)[cat] * ranks[0] / 12
    high = sorted((c >> 2 for c in naturals), reverse=True) or [-2]
    if len(high) == 2 and high[0] == high[1]:
        return 0.4 + 0.3 * high[0] / 12
    suited, close = len(high) == 2 and naturals[0] & 3 == naturals[1] & 3, len(high) == 2 and high[0] - high[1] <= 2
    return 0.1 + 0.15 * high[0] / 12 + 0.04 * suited + 0.04 * close


def _dead(up: Sequence[Card]) -> list[Card]:
    """Bailey's Poker: the face-up natural cards below a ten that make no part of the best three, lowest first."""
    naturals = [c for c in up if not c.is_joker]
    if len(naturals) >= 4:
        best = rank_bailey(naturals)
        dead = [c for c in naturals if rank_bailey([d for d in naturals if d != c]) == best]
    elif len(naturals) == 3:
        cat, ranks = classes.bailey_classes()[rank_bailey(naturals) - 1]
        dead = [c for c in naturals if c >> 2 == ranks[-1]] if cat in (0, 2) else []  # the kicker, or the lowest card
    else:
        dead = [min(naturals)] if len(naturals) == 2 and naturals[0] >> 2 != naturals[1] >> 2 else []
    return sorted((c for c in dead if c >> 2 < 8), key=lambda c: c >> 2)


def _raises(hand: Hand) -> int:
    """The bets, raises and completions made in this betting round so far."""
    this_round = itertools.takewhile(lambda e: not isinstance(e, StreetStarted), reversed(hand.events))
    return sum(isinstance(e, Acted) and e.action.kind in _AGGRESSIVE for e in this_round)


BOTS: dict[str, Callable[[], Bot]] = {"random": RandomBot, "calling": CallingBot, "cautious": CautiousBot, "tag": TightAggressiveBot}
"""The bots by name, as ``pokervariants simulate --bot`` and ``play --bot`` know them."""


def make_bot(name: str) -> Bot:
    """A bot by name (``"random"``, ``"calling"``, ``"cautious"`` or ``"tag"``); ``ValueError`` lists the names.

    >>> from pokervariants.bots import make_bot
    >>> make_bot("calling")
    CallingBot()
    """
    try:
        factory = BOTS[name.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOTS)}") from None
    return factory()

