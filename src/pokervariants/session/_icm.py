"""The Independent Chip Model: what a tournament stack is worth in prize money, and deals made by it.

ICM (Malmuth–Harville) turns stacks into shares of the prizes still to be paid. A player finishes
first with probability stack / total chips; with the players already placed set aside, each next
place goes to one of the others with probability that player's share of the chips left. A
player's ICM equity, :func:`icm`, is the expected prize over the places.

>>> result = icm([50, 30, 20], [50, 30, 20])
>>> result.values
(Fraction(1075, 28), Fraction(131, 4), Fraction(202, 7))
>>> sum(result.values), result.exact
(Fraction(100, 1), True)

With one prize (winner take all) the equity is the chip share of it, whatever else is true:

>>> icm([50, 30, 20], [100]).values
(Fraction(50, 1), Fraction(30, 1), Fraction(20, 1))

**Exactness.** Nothing is a float: stacks and prizes are exact amounts (ints, or ``Decimal``
and numeric strings for cents, as :func:`~pokervariants.core.exact_amount` takes them) and the
equities are :class:`~fractions.Fraction`\\ s. Up to :data:`EXACT_PLAYERS` players with chips (and
more when so few places are paid that the work is no more than for that many: one paid place,
any number of players) the equities are worked out exactly, over the sets of players that can
hold the places above.

**Sampling.** Beyond that, the finishing orders are sampled from a seed: each sample draws the
paid places by the same rule with exact integer weights (the chips, in whole units of the
stacks), so :attr:`Equity.values` are the exact sample means and :attr:`Equity.errors` their
standard errors. A sampled result needs ``seed=``, so that it can be reproduced.

A player with no chips has busted: such players take the places below every player with chips
and share those places' prizes equally.

**Deals.** :func:`icm_deal` pays each player their ICM equity and :func:`chip_chop` makes the
cardrooms' chip chop; both are rounded to the money's smallest unit so that they pay out exactly
the prizes the players are playing for:

>>> icm_deal([50, 30, 20], [50, 30, 20]), chip_chop([50, 30, 20], [50, 30, 20])
((38, 33, 29), (40, 32, 28))
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from decimal import Context, Decimal
from fractions import Fraction

from attrs import Attribute, field, frozen

from ..core import Amount, AmountLike, Money, exact_amount, whole

__all__ = ["EXACT_PLAYERS", "Equity", "chip_chop", "icm", "icm_deal"]

EXACT_PLAYERS = 10
"""Up to this many players with chips, :func:`icm` is always exact. More players are exact too when
so few places are paid that the work is no more than for this many: one paid place, any number of
players (the chip shares); two, up to 71 players; three, 22; four, 13; five, 11. Otherwise they
are sampled."""

_SIGNIFICANT = 12
"""The significant digits of a standard error."""


def _steps(players: int, places: int) -> int:
    """The exact method's work: one step for each set of players placed and each player to place
    next (none to count for one paid place: the chip shares are the chances of 1st)."""
    if places <= 1:
        return 0
    return sum(math.comb(players, placed) * (players - placed) for placed in range(places))


_BUDGET = _steps(EXACT_PLAYERS, EXACT_PLAYERS)  # 10 * 2**9 = 5,120 steps


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _ordinal(number: int) -> str:
    ending = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{ending}"


# ---------------------------------------------------------------------------------------------------
# The result


def _values(value: object) -> tuple[Fraction, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"values are a tuple of Fractions, one a player, not {_shown(value)}")
    values = tuple(value)
    for item in values:
        if isinstance(item, bool) or not isinstance(item, (int, Fraction)):
            raise TypeError(f"values are exact (Fractions or ints), not {type(item).__name__} {_shown(item)}")
    return tuple(Fraction(item) for item in values)


def _errors(value: object) -> tuple[Decimal, ...] | None:
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"errors are a tuple of Decimals, one a player, or None when exact, not {_shown(value)}")
    errors = tuple(value)
    for item in errors:
        if not isinstance(item, Decimal):
            raise TypeError(f"errors are Decimals, not {type(item).__name__} {_shown(item)}")
    return errors


def _samples(value: object) -> int:
    return whole("samples", value, smallest=0)


@frozen(kw_only=True)
class Equity:
    """Each player's ICM equity: the expected prize, in seat order, as an exact ``Fraction``.

    An exact result has no ``errors`` and no ``samples``; a sampled one holds the sample means
    as ``values`` (still exact ``Fraction``\\ s), each player's standard error of the mean as
    ``errors`` (a ``Decimal`` to 12 significant digits; 0 for a busted player, whose prize is
    known; infinite after a single sample, which tells nothing of the spread) and the number of
    ``samples``.

    >>> from fractions import Fraction
    >>> Equity(values=(Fraction(3, 2), Fraction(1, 2)), exact=True).amounts("0.01")
    (Decimal('1.50'), Decimal('0.50'))
    """

    values: tuple[Fraction, ...] = field(converter=_values)
    errors: tuple[Decimal, ...] | None = field(default=None, converter=_errors)
    exact: bool = field()
    samples: int = field(default=0, converter=_samples)

    @exact.validator
    def _check(self, attribute: Attribute[bool], exact: object) -> None:
        if not isinstance(exact, bool):
            raise TypeError(f"exact must be True or False, not {type(exact).__name__} {_shown(exact)}")
        if exact and (self.errors is not None or self.samples):
            raise ValueError("an exact result has no errors and no samples (errors=None, samples=0)")
        if not exact and (self.errors is None or len(self.errors) != len(self.values) or self.samples < 1):
            raise ValueError("a sampled result has one error a player and 1 sample or more")

    def amounts(self, unit: AmountLike = 1) -> tuple[Amount, ...]:
        """Each value rounded to the nearest multiple of ``unit`` (``1``, ``"0.01"``…; a half to the
        even one): ints for whole chips, else ``Decimal``\\ s with the unit's places. The amounts may
        not add up to the prizes: :func:`icm_deal` rounds so that they do.

        >>> icm([50, 30, 20], [50, 30, 20]).amounts("0.01")
        (Decimal('38.39'), Decimal('32.75'), Decimal('28.86'))
        """
        money = Money(unit)
        scale = 10**money.places
        return tuple(money.amount(round(value * scale)) for value in self.values)


# ---------------------------------------------------------------------------------------------------
# Reading the input


def _amounts(value: object, name: str) -> tuple[Amount, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} are a list of amounts (ints, Decimals or numeric strings), not {_shown(value)}")
    amounts = tuple(exact_amount(item, f"{name}[{index}]") for index, item in enumerate(value))
    for index, amount in enumerate(amounts):
        if amount < 0:
            busted = " (a player with no chips has busted: 0)" if name == "stacks" else ""
            raise ValueError(f"{name}[{index}] must be 0 or more{busted}, got {_shown(amount)}")
    return amounts


def _read(stacks: object, payouts: object) -> tuple[list[int], list[Fraction], Money]:
    """The chips in whole units (Harville's weights), the prizes of places 1 to n (0 where none
    is paid; those beyond the players left out) and the payouts' money."""
    chips = _amounts(stacks, "stacks")
    if not chips:
        raise ValueError("stacks are one chip count a player (2 players or more, or 1): got no players")
    if not any(chips):
        raise ValueError(f"at least one player must have chips: all {len(chips)} stacks are 0")
    prizes = _amounts(payouts, "payouts")
    for place in range(1, len(prizes)):
        if prizes[place] > prizes[place - 1]:
            raise ValueError(
                f"payouts are the prizes from 1st place down, each no more than the one above it: "
                f"{_ordinal(place + 1)} place's {prizes[place]} is more than {_ordinal(place)} place's {prizes[place - 1]}"
            )
    stack_money = Money.of(chips)
    weights = [stack_money.units(chip) for chip in chips]
    players = len(weights)
    paid = [Fraction(prize) for prize in prizes[:players]]
    paid += [Fraction(0)] * (players - len(paid))
    return weights, paid, Money.of(prizes)


def _rng(seed: object, players: int, places: int) -> random.Random:
    if seed is None:
        raise ValueError(
            f"more than {EXACT_PLAYERS} players with chips ({players}, with {places} places paid) are sampled, "
            f"not worked out exactly: give seed= (an int or a random.Random) so that the result can be reproduced"
        )
    if isinstance(seed, random.Random):
        return seed
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__} {_shown(seed)}")
    return random.Random(seed)


# ---------------------------------------------------------------------------------------------------
# The two ways of working it out


def _exact(weights: Sequence[int], prizes: Sequence[Fraction]) -> list[Fraction]:
    """Harville's equities of players with these chips (each 1 or more) over these prizes (no more
    than the players), exactly: the chance of each set of players holding the places above the
    next, set by set (2**n sets at most), each next place given out from every set."""
    players = len(weights)
    equity = [Fraction(0)] * players
    layer: dict[int, tuple[Fraction, int]] = {0: (Fraction(1), sum(weights))}  # placed -> (chance, chips left)
    for place, prize in enumerate(prizes):
        last = place == len(prizes) - 1
        chances = [Fraction(0)] * players  # of finishing in this place
        following: dict[int, tuple[Fraction, int]] = {}
        for placed, (chance, left) in layer.items():
            step = chance / left
            for player in range(players):
                bit = 1 << player
                if placed & bit:
                    continue
                reach = step * weights[player]
                chances[player] += reach
                if not last:
                    onward = following.get(placed | bit)
                    following[placed | bit] = (reach, left - weights[player]) if onward is None else (onward[0] + reach, onward[1])
        if prize:
            for player in range(players):
                equity[player] += chances[player] * prize
        layer = following
    return equity


def _root(value: Fraction) -> Decimal:
    """The square root of ``value`` (0 or more) to 12 significant digits, without a float."""
    if not value:
        return Decimal(0)
    quotient = Context(prec=2 * _SIGNIFICANT + 10).divide(Decimal(value.numerator), Decimal(value.denominator))
    return Context(prec=_SIGNIFICANT).sqrt(quotient)


def _sampled(
    weights: Sequence[int], prizes: Sequence[int], *, samples: int, rng: random.Random, scale: int = 1
) -> tuple[list[Fraction], list[Decimal]]:
    """Harville's equities of players with these chips (each 1 or more) over these prizes (whole
    units, no more than the players), from ``samples`` finishing orders of the paid places drawn
    with ``rng.randrange`` over the chips left: each player's sample mean and its standard error,
    both divided by ``scale`` (the prizes' units in one amount)."""
    players = len(weights)
    seating = sorted(range(players), key=lambda player: -weights[player])  # big stacks first: short walks
    chips = [weights[player] for player in seating]
    total = sum(chips)
    squares = [prize * prize for prize in prizes]
    sums = [0] * players
    sums_of_squares = [0] * players
    randrange = rng.randrange
    for _ in range(samples):
        left_chips = chips[:]
        left_players = seating[:]
        left = total
        for place, prize in enumerate(prizes):
            point = randrange(left) - left_chips[0]
            index = 0
            while point >= 0:
                index += 1
                point -= left_chips[index]
            left -= left_chips.pop(index)
            player = left_players.pop(index)
            sums[player] += prize
            sums_of_squares[player] += squares[place]
    means = [Fraction(total_prize, samples * scale) for total_prize in sums]
    if samples == 1:
        return means, [Decimal("Infinity")] * players
    spread = [  # the sample variance over the samples: the square of the mean's standard error
        Fraction(samples * square - total_prize * total_prize, samples * samples * (samples - 1) * scale * scale)
        for total_prize, square in zip(sums, sums_of_squares)
    ]
    return means, [_root(variance) for variance in spread]


def _equity(weights: Sequence[int], prizes: Sequence[Fraction], *, seed: object, samples: int) -> Equity:
    players = len(weights)
    alive = [player for player in range(players) if weights[player]]
    busted = [player for player in range(players) if not weights[player]]
    values = [Fraction(0)] * players
    for player in busted:  # the places below every player with chips, shared equally
        values[player] = sum(prizes[len(alive) :], Fraction(0)) / len(busted)
    paid = list(prizes[: len(alive)])
    while paid and not paid[-1]:
        paid.pop()
    chips = [weights[player] for player in alive]
    if _steps(len(alive), len(paid)) <= _BUDGET:
        for player, value in zip(alive, _exact(chips, paid)):
            values[player] = value
        return Equity(values=tuple(values), exact=True)
    rng = _rng(seed, len(alive), len(paid))
    scale = math.lcm(*(prize.denominator for prize in paid))
    units = [int(prize * scale) for prize in paid]
    means, sampled_errors = _sampled(chips, units, samples=samples, rng=rng, scale=scale)
    errors = [Decimal(0)] * players
    for player, mean, error in zip(alive, means, sampled_errors):
        values[player] = mean
        errors[player] = error
    return Equity(values=tuple(values), errors=tuple(errors), exact=False, samples=samples)


def _checked_run(seed: object, samples: object) -> int:
    if seed is not None and not isinstance(seed, random.Random) and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__} {_shown(seed)}")
    return whole("samples", samples, smallest=1)


# ---------------------------------------------------------------------------------------------------
# The public functions


def icm(
    stacks: Sequence[AmountLike],
    payouts: Sequence[AmountLike],
    *,
    seed: int | random.Random | None = None,
    samples: int = 200_000,
) -> Equity:
    """Each player's ICM equity (the expected prize) with these ``stacks``, in seat order, in a
    tournament that pays ``payouts`` to 1st, 2nd, … place.

    Stacks and payouts are exact amounts: ints, ``Decimal``\\ s or numeric strings (a float is
    taken by its shortest decimal form), none below 0, and the payouts going down (or level) place
    by place. Fewer payouts than players: the other places pay nothing. Payouts beyond the number of
    players are not for these players (they were paid to those already out) and are ignored. A
    player with a stack of 0 has busted, below every player with chips.

    >>> icm([1, 1], [75, 25]).values  # equal stacks: equal shares
    (Fraction(50, 1), Fraction(50, 1))
    >>> icm(["1.5", "0.5"], ["30", "10", "5"]).values  # 5 went to 3rd place, already paid
    (Fraction(25, 1), Fraction(15, 1))
    >>> icm([60, 40, 0, 0], [50, 30, 15, 5]).values  # two busted players share 15 and 5
    (Fraction(42, 1), Fraction(38, 1), Fraction(10, 1), Fraction(10, 1))

    Exact up to :data:`EXACT_PLAYERS` players with chips (see there for more); beyond, ``samples``
    finishing orders are drawn from ``seed`` (an int, or a ``random.Random``, which the draws move
    on), and a sampled call without one is refused. Sampling takes time in proportion to
    ``samples`` times the paid places; an exact call ignores both.

    >>> result = icm([5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987], [40, 25, 15, 10, 6, 4], seed=1, samples=1000)
    >>> result.exact, result.samples, sum(result.values), len(result.errors)
    (False, 1000, Fraction(100, 1), 12)
    """
    count = _checked_run(seed, samples)
    weights, prizes, _ = _read(stacks, payouts)
    return _equity(weights, prizes, seed=seed, samples=count)


def _deal(values: Sequence[Fraction], weights: Sequence[int], prizes: Sequence[Fraction], money: Money) -> tuple[Amount, ...]:
    """``values`` rounded down to the money's unit, the units left over one each to the largest
    remainders (ties: the bigger stack, then the earlier seat), to pay out exactly ``prizes``."""
    scale = 10**money.places
    scaled = [value * scale for value in values]
    units = [math.floor(value) for value in scaled]
    left = int(sum(prizes, Fraction(0)) * scale) - sum(units)
    order = sorted(range(len(values)), key=lambda player: (units[player] - scaled[player], -weights[player], player))
    for player in order[:left]:
        units[player] += 1
    return money.amounts(units)


def icm_deal(
    stacks: Sequence[AmountLike],
    payouts: Sequence[AmountLike],
    *,
    seed: int | random.Random | None = None,
    samples: int = 200_000,
) -> tuple[Amount, ...]:
    """What an ICM deal pays each player, in seat order: the :func:`icm` equity (same arguments)
    rounded down to the money's smallest unit (the finest the payouts are written in: whole chips,
    as ints, when they are all ints), the units left over handed one each to the players with the
    largest remainders (ties: the bigger stack, then the earlier seat), so that the deal pays out
    exactly the prizes these players play for.

    >>> icm_deal([50, 30, 20], ["50.00", "30.00", "20.00"])
    (Decimal('38.39'), Decimal('32.75'), Decimal('28.86'))
    >>> icm_deal([1, 1, 1], [100])  # 33⅓ each: the odd unit to the first seat
    (34, 33, 33)
    """
    count = _checked_run(seed, samples)
    weights, prizes, money = _read(stacks, payouts)
    return _deal(_equity(weights, prizes, seed=seed, samples=count).values, weights, prizes, money)


def chip_chop(stacks: Sequence[AmountLike], payouts: Sequence[AmountLike]) -> tuple[Amount, ...]:
    """The chip-chop deal as cardrooms make it, in seat order: every player with chips is
    guaranteed the lowest prize still to be paid among them (that of last place among those left:
    0 when fewer places are paid than players left), and the rest of their prize money is split in
    proportion to chips. Players with no chips have busted: they share the prizes of the places
    below, as in :func:`icm`. Rounded as :func:`icm_deal` rounds, so that the deal pays out exactly
    the prizes these players play for.

    >>> chip_chop([60, 40, 0], [50, 30, 20])  # 3rd's 20 to the busted player; 30 each and 20 by chips
    (42, 38, 20)
    >>> chip_chop([2, 1], ["10", "0.05"])  # 0.05 each and 9.95 split 2:1: 6.68⅓ and 3.36⅔
    (Decimal('6.68'), Decimal('3.37'))
    """
    weights, prizes, money = _read(stacks, payouts)
    alive = [player for player in range(len(weights)) if weights[player]]
    busted = [player for player in range(len(weights)) if not weights[player]]
    theirs = prizes[: len(alive)]
    floor = theirs[-1]
    rest = sum(theirs, Fraction(0)) - floor * len(alive)
    chips = sum(weights)
    values = [Fraction(0)] * len(weights)
    for player in alive:
        values[player] = floor + rest * weights[player] / chips
    for player in busted:
        values[player] = sum(prizes[len(alive) :], Fraction(0)) / len(busted)
    return _deal(values, weights, prizes, money)
