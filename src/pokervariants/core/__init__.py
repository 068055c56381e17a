"""The bottom floor: cards, packs and the deck, players' actions, and the checks every option passes.

Nothing here imports anything else of this library; every other package builds on it.

>>> from pokervariants.core import Card, Deck, parse_cards
>>> parse_cards("As Td")
(Card('As'), Card('Td'))
>>> len(Deck.shuffled(seed=1).deal(5))
5
"""

from __future__ import annotations

from ._actions import Action, ActionKind, IllegalActionError
from ._cards import CARDS, JOKER, JOKER_2, Card, CardNotHeldError, CardsLike, DeckExhaustedError, Rank, Suit, as_cards, pack, parse_cards
from ._deck import Deck
from ._money import Amount, AmountLike, Money, exact_amount
from ._public import present
from ._validation import MONEY, amount, amount_field, choice, choice_field, flag, flag_field, whole, whole_field

__all__ = [
    "CARDS",
    "JOKER",
    "JOKER_2",
    "Action",
    "Amount",
    "AmountLike",
    "ActionKind",
    "Card",
    "CardNotHeldError",
    "CardsLike",
    "Deck",
    "DeckExhaustedError",
    "IllegalActionError",
    "Money",
    "Rank",
    "Suit",
    "as_cards",
    "MONEY",
    "amount",
    "amount_field",
    "choice",
    "exact_amount",
    "choice_field",
    "flag",
    "flag_field",
    "pack",
    "parse_cards",
    "whole",
    "whole_field",
]

present(__name__, globals(), __all__)
