"""Simple players for simulations and for ``pokervariants play``: one decision at a time, from what a seat may know.

A bot follows the :class:`Bot` protocol: ``choose(hand, seat, rng)`` returns one
of ``hand.legal_actions()`` for ``seat``, the seat to act. Any randomness comes
from the :class:`random.Random` it is given, never from the global generator, so
the same seed gives the same decisions. The bots here are deliberately simple:

* :class:`RandomBot` takes a legal action at random, folding less often;
* :class:`CallingBot` checks, calls, matches, stands pat and continues: it never folds;
* :class:`CautiousBot` folds weak starts in the betting games and folds Bailey's
  Poker once the stake is high, and otherwise plays like :class:`CallingBot`.

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

import random
from collections.abc import Callable
from typing import Protocol, runtime_checkable

from attrs import frozen

from .core import Action, ActionKind, Card, Rank
from .engine.hand import Hand
from .engine.protocols import DecisionKind
from .engine.state import PlayableHand
from .ranking import Ranking

__all__ = ["BOTS", "Bot", "CallingBot", "CautiousBot", "RandomBot", "concrete", "make_bot", "random_action"]

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
            keep = keepers(hand, seat)
            ranges = [a for a in legal if a.kind is ActionKind.DRAW and a.most is not None]
            if not ranges:  # a menu that names its discards (a game of your own): one that keeps the keepers
                return next((a for a in legal if a.cards and not set(a.cards) & set(keep)), legal[0])
            least = min(a.amount for a in legal if a.kind is ActionKind.DRAW)  # 0 where standing pat is offered
            most = max(a.most or 0 for a in ranges)
            held = hand.down_cards(seat)
            spare = [c for c in held if c not in keep] + [c for c in held if c in keep]  # the keepers go last, if they must
            discards = tuple(spare[: max(least, min(most, sum(c not in keep for c in held)))])
            return Action(ActionKind.DRAW, len(discards), discards) if discards else legal[0]
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


BOTS: dict[str, Callable[[], Bot]] = {"random": RandomBot, "calling": CallingBot, "cautious": CautiousBot}
"""The bots by name, as ``pokervariants simulate --bot`` and ``play --bot`` know them."""


def make_bot(name: str) -> Bot:
    """A bot by name (``"random"``, ``"calling"`` or ``"cautious"``); ``ValueError`` lists the names.

    >>> from pokervariants.bots import make_bot
    >>> make_bot("calling")
    CallingBot()
    """
    try:
        factory = BOTS[name.strip().lower()]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}: choose from {', '.join(BOTS)}") from None
    return factory()

