"""The house's rake: a percentage of each pot, capped, rounded down to the smallest unit (RULES.md 6b).

A game takes a :class:`Rake` as its ``rake`` option; the settlement takes it from each pot before
the pot is awarded, in the hand's whole units, so a game in cents rakes whole cents. An uncalled
bet, returned before the settlement, is never raked.

>>> rake = Rake(percent=5, cap=3)
>>> rake.take(59, taken=0, flopped=True), rake.take(100, taken=2, flopped=True)  # 5% of 59 is 2.95: 2
(2, 1)
>>> Rake(percent="2.5", no_flop_no_drop=True).take(400, taken=0, flopped=False)  # no flop: no drop
0
"""

from __future__ import annotations

from fractions import Fraction

from attrs import field, frozen

from ..core import Amount, amount, amount_field, flag_field

__all__ = ["Rake"]


def _percent(value: object) -> Amount:
    number = amount("percent", value, smallest=0)
    if number > 100:
        raise ValueError(f"percent is at most 100, got {number}")
    return number


@frozen(kw_only=True)
class Rake:
    """``percent`` of each pot (``5``, ``"2.5"``) to the house, at most ``cap`` over a hand (0: no
    cap; an amount of the game's money), rounded down to the smallest unit; with
    ``no_flop_no_drop``, nothing from a hand that ends in its first betting round (before the flop
    in a flop game, on third street in stud, before the first draw)."""

    percent: Amount = field(converter=_percent)
    cap: Amount = amount_field("cap", smallest=0, default=0)
    no_flop_no_drop: bool = flag_field("no_flop_no_drop", default=False)

    def take(self, pot: int, *, taken: int, flopped: bool) -> int:
        """The rake from a pot of ``pot`` units, when ``taken`` units were raked from the hand's other
        pots already and the hand went past its first betting round if ``flopped``."""
        if pot <= 0 or (self.no_flop_no_drop and not flopped):
            return 0
        rate = Fraction(self.percent) / 100
        cut = pot * rate.numerator // rate.denominator
        cap = self.cap
        if cap:
            if type(cap) is not int:
                raise TypeError(f"a rake's cap is taken in the hand's whole units; {cap!r} is not one (a game in cents converts it)")
            cut = min(cut, max(cap - taken, 0))
        return cut
