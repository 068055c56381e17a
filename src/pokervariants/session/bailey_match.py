"""A match of Bailey's Poker, kept for one release: a :class:`~pokervariants.session.Session` of
:class:`~pokervariants.Bailey` is the match now (issue 34).

A session of a game that keeps score plays the match itself: the points are the stacks (they may
go below zero), the kitty carries from hand to hand (:attr:`~pokervariants.session.Session.kitty`), the deal passes to
the left, ``target=`` ends it when a player's score reaches the target, ``max_hands=`` after so
many hands, and its log rebuilds it:

>>> from pokervariants import Bailey, Session
>>> session = Session(Bailey(), players={"Ann": 0, "Bea": 0, "Cy": 0}, target=60, seed=2)
>>> for hand in session:
...     while not hand.is_over:  # everyone stands pat and continues
...         hand.act(hand.legal_actions()[0])
>>> max(session.stacks.values()) >= 60, sum(session.stacks.values()) + session.kitty
(True, 0)

:class:`BaileyMatch` is a thin name over such a session, with the match's old surface (players
numbered from 0, the scores as a tuple); it warns that it goes in 0.2. The seed's two ways of
scoring (its section 4) stay: :class:`CashForPoints` (each point is worth a sum of money; pair it
with ``Bailey(ceiling=…)`` to limit what a hand can cost) and :class:`FirstToPoints` (the first
player to reach a target wins the match: a session's ``target``).
"""

from __future__ import annotations

import random
import warnings
from decimal import Decimal

from attrs import Attribute, field, frozen

from ..engine.hand import Hand
from ..variants import Bailey
from .session import Session

__all__ = ["BaileyMatch", "CashForPoints", "FirstToPoints"]


def _check_positive(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{name} must be a positive int, got {value!r}")


def _positive(instance: object, attribute: Attribute[int], value: int) -> None:
    _check_positive(attribute.name, value)


def _decimal(value: Decimal | int | str) -> Decimal:
    amount = Decimal(value)
    if not amount.is_finite() or amount <= 0:
        raise ValueError(f"point_value must be a positive amount, got {value!r}")
    return amount


@frozen(kw_only=True)
class CashForPoints:
    """Each point is worth ``point_value`` in cash; the match runs until you stop it (or ``max_hands``).

    >>> CashForPoints(point_value="0.10").cash(-37)
    Decimal('-3.70')
    """

    point_value: Decimal = field(default=Decimal(1), converter=_decimal)

    def cash(self, points: int) -> Decimal:
        """What ``points`` are worth."""
        return points * self.point_value


@frozen(kw_only=True)
class FirstToPoints:
    """The match ends when a player's score (points won less points paid) reaches ``target``."""

    target: int = field(validator=_positive)


_DEPRECATED = "BaileyMatch is a Session of Bailey's Poker now: Session(Bailey(), players=…, target=…); the name goes in 0.2"


class BaileyMatch:
    """A series of hands of ``game`` between ``players`` (2-4), dealer rotating, kitty carried over:
    a thin name, for one release, over a :class:`~pokervariants.session.Session` of the game
    (:attr:`session`), which it builds and deals from.

    Players are numbered 0 to ``players - 1`` for the whole match; in the session they are named
    ``"0"``, ``"1"``, … and sit in seats 1, 2, … (player ``p`` in seat ``p + 1``), the first
    dealer's seat the session's first ``button``. Each hand seats them in dealing order from the
    dealer's left (:attr:`seating`). Cards come from the session's :class:`random.Random` made
    from ``seed`` (a seed of its own for each hand), so the same seed and the same decisions give
    the same match. Deal the hands through the match (:meth:`next_hand`): the session then holds
    every hand's seed and actions.

    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     match = BaileyMatch(game=Bailey(), players=3, scoring=FirstToPoints(target=60), seed=2)
    >>> [w.category.__name__ for w in caught]
    ['DeprecationWarning']
    >>> while not match.is_over:
    ...     hand = match.next_hand()
    ...     while not hand.is_over:  # everyone stands pat and continues
    ...         hand.act(hand.legal_actions()[0])
    >>> max(match.scores) >= 60, sum(match.scores) + match.kitty
    (True, 0)
    >>> match.session.stacks == {str(player): score for player, score in enumerate(match.scores)}
    True
    """

    def __init__(
        self,
        *,
        game: Bailey,
        players: int,
        scoring: CashForPoints | FirstToPoints | None = None,
        seed: int | random.Random,
        first_dealer: int = 0,
        max_hands: int | None = None,
    ) -> None:
        warnings.warn(_DEPRECATED, DeprecationWarning, stacklevel=2)
        if not getattr(game, "scores", False):
            raise TypeError(f"a match is of Bailey's Poker (a game that keeps score), not {type(game).__name__}")
        if isinstance(players, bool) or not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.name} takes {game.min_players} to {game.max_players} players, got {players!r}")
        if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a player number 0 to {players - 1}, got {first_dealer!r}")
        if max_hands is not None:
            _check_positive("max_hands", max_hands)
        if not isinstance(seed, random.Random) and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
        if scoring is not None and not isinstance(scoring, (CashForPoints, FirstToPoints)):
            raise TypeError(f"scoring is CashForPoints or FirstToPoints, not {type(scoring).__name__}")
        self.game = game
        self.players = players
        self.scoring: CashForPoints | FirstToPoints = scoring if scoring is not None else CashForPoints()
        self.max_hands = max_hands
        self._names = tuple(str(player) for player in range(players))
        self._number = {name: player for player, name in enumerate(self._names)}
        target = self.scoring.target if isinstance(self.scoring, FirstToPoints) else None
        self._session = Session(
            game,
            players={name: 0 for name in self._names},
            seed=seed,
            button=first_dealer + 1,  # player p sits in seat p + 1; the player left of the dealer is dealt first
            seat_count=players,
            max_hands=max_hands,
            target=target,
        )
        self._hands: list[Hand] = []

    @property
    def session(self) -> Session:
        """The session of Bailey's Poker the match is: players ``"0"``, ``"1"``, … in seats 1, 2, …"""
        return self._session

    @property
    def hands(self) -> tuple[Hand, ...]:
        """Every hand dealt so far, the current one last."""
        return tuple(self._synced())

    def _synced(self) -> list[Hand]:
        """The hands, the session's current one counted if it was dealt through the session itself."""
        hand = self._session.hand
        if hand is not None and (not self._hands or self._hands[-1] is not hand):
            self._hands.append(hand)
        return self._hands

    @property
    def current(self) -> Hand | None:
        """The hand being played (or the last one), ``None`` before the first."""
        return self._session.hand

    @property
    def dealer(self) -> int:
        """The player dealing the current hand (the next hand's dealer before the first)."""
        return self._session.button - 1

    @property
    def seating(self) -> tuple[int, ...]:
        """The players of the current hand in seat order: seat ``i`` is player ``seating[i]``."""
        return tuple(self._number[name] for name in self._session.seating)

    @property
    def scores(self) -> tuple[int, ...]:
        """Each player's points, counting payments already made in the current hand."""
        session = self._session
        points = {name: int(stack) for name, stack in session.stacks.items()}  # with the hand's result once it is over
        hand = session.hand
        if hand is not None and not hand.is_over:
            for name, paid in zip(session.seating, hand.payoffs):
                points[name] += paid
        return tuple(points[name] for name in self._names)

    @property
    def kitty(self) -> int:
        """The kitty now (carried into the next hand)."""
        hand = self._session.hand
        return self._session.kitty if hand is None else hand.kitty

    @property
    def cash(self) -> tuple[Decimal, ...]:
        """Each player's winnings in cash (with :class:`CashForPoints` scoring)."""
        if not isinstance(self.scoring, CashForPoints):
            raise ValueError("cash needs CashForPoints scoring")
        return tuple(self.scoring.cash(points) for points in self.scores)

    @property
    def is_over(self) -> bool:
        """Whether the match is finished: a player reached the target, or ``max_hands`` have been played."""
        hand = self._session.hand
        if hand is not None and not hand.is_over:
            return False
        return self._session.is_over

    @property
    def winner(self) -> int | None:
        """The player who won the match on points, once it is over (``None`` otherwise)."""
        if not self.is_over or not isinstance(self.scoring, FirstToPoints):
            return None
        scores = self.scores
        best = max(scores)
        return scores.index(best) if best >= self.scoring.target else None

    def next_hand(self) -> Hand:
        """Deal the next hand, the deal passing to the left; the last hand must be over."""
        hand = self._session.hand
        if hand is not None and not hand.is_over:
            raise ValueError("the current hand is not over yet")
        if self.is_over:
            raise ValueError("the match is over")
        hands = self._synced()
        hand = self._session.next_hand()
        hands.append(hand)
        return hand

    def __repr__(self) -> str:
        return f"<BaileyMatch of {self.game.name}: {self.players} players, {len(self.hands)} hands, scores {self.scores}>"
