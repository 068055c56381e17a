"""What each player has put in on the street being played, for rooms whose words the replay
needs in another form.

Some rooms write an all-in as the chips it adds (Bovada's ``All-in $6.71``), where the replay
needs to know whether that calls, bets or raises, and to what. And some rooms (Bovada, the
Winning Poker Network) count the unmatched part of the last bet as won when nobody calls it (a
big blind's walk: the small blind's chips and the whole big blind "won"), where the engine, as
other rooms write it, returns that part to its owner. The ledger keeps each player's chips on the
street and what the room said it returned, so a reader can say which, and by how much.

>>> from decimal import Decimal
>>> ledger = Ledger()
>>> ledger.put("Ann", Decimal("0.10")), ledger.put("Bea", Decimal("0.25"))
(Decimal('0.10'), Decimal('0.25'))
>>> ledger.unreturned()  # Ann folds: Bea's 0.15 is unmatched, and the room returned none of it
('Bea', Decimal('0.15'))
"""

from __future__ import annotations

from decimal import Decimal

__all__ = ["Ledger"]


class Ledger:
    """Each player's chips on the street (blinds and live posts count; antes do not) and what the
    room says it returned of them. A street with no chips put in keeps the one before it as the
    last street bet on (an all-in's run-out)."""

    def __init__(self) -> None:
        self.street: dict[str, Decimal] = {}
        self.returned: dict[str, Decimal] = {}
        self._last: tuple[dict[str, Decimal], dict[str, Decimal]] = ({}, {})

    def new_street(self) -> None:
        """A new betting round: nobody has put anything in on it yet."""
        if self.street:
            self._last = (self.street, self.returned)
        self.street, self.returned = {}, {}

    def total(self, name: str) -> Decimal:
        """What ``name`` has put in on this street."""
        return self.street.get(name, Decimal(0))

    def highest(self) -> Decimal:
        """The most anyone has put in on this street (the bet to call)."""
        return max(self.street.values(), default=Decimal(0))

    def put(self, name: str, amount: Decimal) -> Decimal:
        """``name`` puts ``amount`` more in; what the player's street total comes to."""
        self.street[name] = self.total(name) + amount
        return self.street[name]

    def to(self, name: str, total: Decimal) -> None:
        """``name`` bets or raises to ``total`` on this street."""
        self.street[name] = total

    def give_back(self, name: str, amount: Decimal) -> None:
        """The room returns ``amount`` to ``name`` (an uncalled bet)."""
        self.returned[name] = self.returned.get(name, Decimal(0)) + amount

    def unreturned(self) -> tuple[str, Decimal] | None:
        """The player whose bet on the last street bet on is unmatched, and how much of it the room
        did not say it returned (the engine returns it all); ``None`` if nothing is left over."""
        street, returned = (self.street, self.returned) if self.street else self._last
        if not street:
            return None
        ranked = sorted(street.items(), key=lambda item: item[1], reverse=True)
        top, amount = ranked[0]
        second = ranked[1][1] if len(ranked) > 1 else Decimal(0)
        left = amount - second - returned.get(top, Decimal(0))
        return (top, left) if left > 0 else None
