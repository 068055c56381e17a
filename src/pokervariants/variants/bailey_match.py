"""A match of Bailey's Poker: hands in a row, the dealer rotating, the kitty carried over.

The seed's two ways of scoring (its section 4) are :class:`CashForPoints`
(each point is worth a sum of money; pair it with ``Bailey(ceiling=…)`` to
limit what a hand can cost) and :class:`FirstToPoints` (the first player to
reach a target wins the match).
"""

from __future__ import annotations

import random
from decimal import Decimal

from attrs import Attribute, field, frozen

from ..engine.hand import Hand
from .bailey import Bailey

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


class BaileyMatch:
    """A series of hands of ``game`` between ``players`` (2-4), dealer rotating, kitty carried over.

    Players are numbered 0 to ``players - 1`` for the whole match; each hand
    seats them in dealing order from the dealer's left (:attr:`seating`). Cards
    come from one :class:`random.Random` made from ``seed``, so the same seed and
    the same decisions give the same match.

    >>> match = BaileyMatch(game=Bailey(), players=3, scoring=FirstToPoints(target=60), seed=2)
    >>> while not match.is_over:
    ...     hand = match.next_hand()
    ...     while not hand.is_over:  # everyone stands pat and continues
    ...         hand.act(hand.legal_actions()[0])
    >>> max(match.scores) >= 60, sum(match.scores) + match.kitty
    (True, 0)
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
        if isinstance(players, bool) or not isinstance(players, int) or not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.name} takes {game.min_players} to {game.max_players} players, got {players!r}")
        if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < players:
            raise ValueError(f"first_dealer must be a player number 0 to {players - 1}, got {first_dealer!r}")
        if max_hands is not None:
            _check_positive("max_hands", max_hands)
        if isinstance(seed, random.Random):
            self._rng = seed
        elif isinstance(seed, int) and not isinstance(seed, bool):
            self._rng = random.Random(seed)
        else:
            raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")
        self.game = game
        self.players = players
        self.scoring: CashForPoints | FirstToPoints = scoring if scoring is not None else CashForPoints()
        self.max_hands = max_hands
        self._first_dealer = first_dealer
        self._scores = [0] * players
        self._kitty = 0
        self._hands: list[Hand] = []
        self._seating: tuple[int, ...] = ()

    @property
    def hands(self) -> tuple[Hand, ...]:
        """Every hand dealt so far, the current one last."""
        return tuple(self._hands)

    @property
    def current(self) -> Hand | None:
        """The hand being played (or the last one), ``None`` before the first."""
        return self._hands[-1] if self._hands else None

    @property
    def dealer(self) -> int:
        """The player dealing the current hand (the next hand's dealer before the first)."""
        return (self._first_dealer + max(len(self._hands) - 1, 0)) % self.players

    @property
    def seating(self) -> tuple[int, ...]:
        """The players of the current hand in seat order: seat ``i`` is player ``seating[i]``."""
        return self._seating

    @property
    def scores(self) -> tuple[int, ...]:
        """Each player's points, counting payments already made in the current hand."""
        hand = self.current
        if hand is None:
            return tuple(self._scores)
        scores = list(self._scores)
        for seat, player in enumerate(self._seating):
            scores[player] += hand.payoffs[seat]
        return tuple(scores)

    @property
    def kitty(self) -> int:
        """The kitty now (carried into the next hand)."""
        hand = self.current
        return self._kitty if hand is None else hand.kitty

    @property
    def cash(self) -> tuple[Decimal, ...]:
        """Each player's winnings in cash (with :class:`CashForPoints` scoring)."""
        if not isinstance(self.scoring, CashForPoints):
            raise ValueError("cash needs CashForPoints scoring")
        return tuple(self.scoring.cash(points) for points in self.scores)

    @property
    def is_over(self) -> bool:
        """Whether the match is finished: a player reached the target, or ``max_hands`` have been played."""
        hand = self.current
        if hand is not None and not hand.is_over:
            return False
        if self.max_hands is not None and len(self._hands) >= self.max_hands:
            return True
        return isinstance(self.scoring, FirstToPoints) and max(self.scores) >= self.scoring.target

    @property
    def winner(self) -> int | None:
        """The player who won the match on points, once it is over (``None`` otherwise)."""
        if not self.is_over or not isinstance(self.scoring, FirstToPoints):
            return None
        best = max(self.scores)
        return self.scores.index(best) if best >= self.scoring.target else None

    def next_hand(self) -> Hand:
        """Deal the next hand, the deal passing to the left; the last hand must be over."""
        hand = self.current
        if hand is not None and not hand.is_over:
            raise ValueError("the current hand is not over yet")
        if self.is_over:
            raise ValueError("the match is over")
        if hand is not None:
            self._scores = list(self.scores)
            self._kitty = hand.kitty
        dealer = (self._first_dealer + len(self._hands)) % self.players
        self._seating = tuple((dealer + 1 + i) % self.players for i in range(self.players))
        stacks = [self._scores[player] for player in self._seating]
        hand = self.game.new_hand(stacks, kitty=self._kitty, seed=self._rng)
        self._hands.append(hand)
        return hand
