"""PHH action and card notation: parsing one action string, and writing cards.

Cards are two characters (``As``, ``Td``) run together without separators;
``??`` is a card nobody saw. This library adds jokers as ``Jk1`` and ``Jk2``
for its own variant codes, and two verbs of its own, ``_``-prefixed as its own
fields are, for face-down cards that leave a hand with nothing dealt in their
place (PHH's ``sd`` is a draw: new cards follow): ``pN _discard cards`` puts
them in the muck (Pineapple's discard) and ``pN _pass pM cards`` passes them
face down to player M.

>>> from pokervariants.phh import parse_action
>>> parse_action("p3 _pass p1 7c2d", 12)
Notation(actor=2, verb='_pass', target=0, cards=(Card('7c'), Card('2d')), amount=None, comment='', mucks=False)

>>> from pokervariants.phh import parse_action, format_cards
>>> parse_action("p2 cbr 20 # a raise", 4)
Notation(actor=1, verb='cbr', target=None, cards=(), amount=20, comment='a raise', mucks=False)
>>> parse_action("d dh p1 ????7h", 0).cards
(None, None, Card('7h'))

Amounts are written in digits and read exactly (``cbr 20``; a decimal point
followed only by zeros, ``cbr 20.0``, means the same); a sign, an exponent or
more than 100 digits is refused. By the time actions are parsed, a history in
cents (``cbr 3.50``) has been turned into whole units (``phh._money``).

>>> parse_action("p1 cbr 100000000000000000000.0", 0).amount
100000000000000000000
>>> parse_action("p1 cbr 1e400", 7)
Traceback (most recent call last):
...
pokervariants.phh.errors.PHHActionError: action 7 ('p1 cbr 1e400'): '1e400' is not an amount: amounts are written in digits, such as 20 or 3.50
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from attrs import frozen

from ..core import CARDS, Card
from ..core import Action
from ._numbers import MAX_DIGITS
from .errors import ActionProblem, PHHActionError, PHHCardError, short

__all__ = ["Notation", "action_error", "format_cards", "parse_action", "parse_phh_cards"]

_RANKS = "23456789TJQKA"
_SUITS = "cdhs"
_SEATS = {f"p{n}": n - 1 for n in range(1, 100)}
_CARD_TEXT = {r + s: CARDS[n * 4 + k] for n, r in enumerate(_RANKS) for k, s in enumerate(_SUITS)}
_PLAYER = re.compile(r"p([1-9][0-9]{0,5})")
_AMOUNT = re.compile(r"([0-9]+)(?:\.0*)?")
PLAYER_VERBS = frozenset({"pb", "cbr", "cc", "f", "sd", "sm", "ch", "xj", "_discard", "_pass"})
GIVING_VERBS = frozenset({"_discard", "_pass"})
"""This library's verbs for face-down cards out of a hand with none in their place: to the muck, or passed to a player."""


@frozen
class Notation:
    """One parsed action: ``actor`` is a seat (0-based) or ``None`` for the dealer; ``verb`` is empty for a no-op.

    ``target`` is the seat a ``dh`` deal or a ``_pass`` goes to; ``cards`` holds ``None`` for each unknown card.
    ``mucks`` marks an ``sm`` without cards: the player mucks (PHH's showdown notation; ``sm -``
    shows the cards the player was dealt).

    >>> parse_action("p2 sm", 9).mucks, parse_action("p2 sm -", 9).mucks, parse_action("p2 sm ????", 9).cards
    (True, False, (None, None))
    """

    actor: int | None
    verb: str
    target: int | None = None
    cards: tuple[Card | None, ...] = ()
    amount: int | None = None
    comment: str = ""
    mucks: bool = False

    @property
    def seat(self) -> int | None:
        """The player the action is by or, for a hole-card deal, to (``None``: the board, or a comment)."""
        return self.actor if self.actor is not None else self.target


def action_error(
    number: int,
    text: str,
    notation: Notation | None,
    message: str,
    kind: ActionProblem,
    *,
    card: bool = False,
    refused: Action | None = None,
    to_act: int | None = None,
) -> PHHActionError:
    """The error for action ``number`` (its ``text`` and parsed ``notation``): a
    :class:`~pokervariants.phh.PHHCardError` if ``card``, else a :class:`~pokervariants.phh.PHHActionError`,
    carrying the action's verb and seat for code to read."""
    verb, seat = (notation.verb, notation.seat) if notation is not None else ("", None)
    return (PHHCardError if card else PHHActionError)(number, text, message, kind=kind, verb=verb, seat=seat, refused=refused, to_act=to_act)


def format_cards(cards: Iterable[int]) -> str:
    """Cards in PHH notation, run together.

    >>> from pokervariants import parse_cards
    >>> from pokervariants.phh import format_cards
    >>> format_cards(parse_cards("As Td Jk"))
    'AsTdJk1'
    """
    out = []
    for card in cards:
        if card >= 52:
            out.append(f"Jk{card - 51}")
        else:
            out.append(_RANKS[card >> 2] + _SUITS[card & 3])
    return "".join(out)


def parse_phh_cards(text: str, number: int, action: str) -> tuple[Card | None, ...]:
    """The cards in ``text`` (``None`` for ``??``); errors name the action."""
    cards: list[Card | None] = []
    i = 0
    while i < len(text):
        if text.startswith("Jk", i):
            which = text[i + 2 : i + 3]
            if which not in ("1", "2"):
                raise PHHCardError(number, action, f"a joker is written Jk1 or Jk2, not {short(text[i:i + 3])}", kind=ActionProblem.CARD)
            cards.append(Card(51 + int(which)))
            i += 3
            continue
        token = text[i : i + 2]
        card = _CARD_TEXT.get(token)
        if card is not None:
            cards.append(card)
        elif token == "??":
            cards.append(None)
        else:
            raise PHHCardError(number, action, f"{short(token)} is not a card (cards are two characters such as As or Td, ?? if unknown)", kind=ActionProblem.CARD)
        i += 2
    return tuple(cards)


def _amount(word: str, number: int, action: str) -> int:
    """The whole number of chips ``word`` says, exactly (no float on the way)."""
    match = _AMOUNT.fullmatch(word)
    if not match:
        raise PHHActionError(number, action, f"{short(word)} is not an amount: amounts are written in digits, such as 20 or 3.50", kind=ActionProblem.GRAMMAR)
    digits = match.group(1).lstrip("0") or "0"
    if len(digits) > MAX_DIGITS:
        raise PHHActionError(number, action, f"an amount has at most {MAX_DIGITS} digits; this one has {len(digits)}", kind=ActionProblem.GRAMMAR)
    return int(digits)


def parse_action(text: str, number: int) -> Notation:
    """Parse action ``number`` of a history (numbered from 0, for the error messages)."""
    if not isinstance(text, str):
        raise PHHActionError(number, short(text), f"an action is a string, not a {type(text).__name__}", kind=ActionProblem.GRAMMAR)
    try:
        return _parsed(text)
    except PHHActionError as error:
        raise type(error)(number, text, error.reason, kind=error.kind) from None


@functools.lru_cache(maxsize=4096)
def _parsed(text: str) -> Notation:
    """An action's notation: the same text is the same action in every history (``p1 cc``), and
    notations are immutable, so the commonest are read once. Errors name action 0; the caller
    names the real one."""
    number = 0
    body, hashed, comment = text.partition("#")
    comment = comment.strip() if hashed else ""
    words = body.split()
    if not words:
        return Notation(None, "", comment=comment)
    actor, verb, args = words[0], (words[1] if len(words) > 1 else ""), words[2:]
    if actor != "d":
        seat = _SEATS.get(actor)
        if seat is not None:  # the commonest actions, at once
            if not args and verb in ("cc", "f", "pb"):
                return Notation(seat, verb, comment=comment)
            if verb == "cbr" and len(args) == 1 and args[0].isascii() and args[0].isdigit() and len(args[0]) <= MAX_DIGITS:
                return Notation(seat, verb, amount=int(args[0]), comment=comment)
    elif verb == "dh" and len(args) == 2:
        seat = _SEATS.get(args[0])
        if seat is not None:
            return Notation(None, "dh", seat, parse_phh_cards(args[1], number, text), comment=comment)

    def bad(message: str) -> PHHActionError:
        return PHHActionError(number, text, message, kind=ActionProblem.GRAMMAR)

    if actor == "d":
        if verb == "dh":
            if len(args) != 2 or not _PLAYER.fullmatch(args[0]):
                raise bad("a hole deal is 'd dh pN cards'")
            return Notation(None, "dh", int(args[0][1:]) - 1, parse_phh_cards(args[1], number, text), comment=comment)
        if verb == "db":
            if len(args) != 1:
                raise bad("a board deal is 'd db cards'")
            return Notation(None, "db", None, parse_phh_cards(args[0], number, text), comment=comment)
        raise bad(f"the dealer deals hole cards (dh) or board cards (db), not {short(verb)}")
    match = _PLAYER.fullmatch(actor)
    if not match:
        raise bad(f"an action starts with d (the dealer) or pN (player N, from p1), not {short(actor)}")
    seat = int(match.group(1)) - 1
    if verb not in PLAYER_VERBS:
        raise bad(f"unknown action {short(verb)}: players pb, cbr, cc, f, sd or sm (and, in Bailey's Poker, ch and xj; _discard and _pass in games of your own)")
    if verb in ("pb", "cc", "f"):
        if args:
            raise bad(f"{verb} takes no argument")
        return Notation(seat, verb, comment=comment)
    if verb == "cbr":
        if len(args) != 1:
            raise bad("cbr takes the amount bet or raised to")
        return Notation(seat, verb, amount=_amount(args[0], number, text), comment=comment)
    if verb in ("sd", "sm"):
        if len(args) > 1:
            raise bad(f"{verb} takes at most one argument, the cards")
        if not args or args[0] == "-":
            return Notation(seat, verb, comment=comment, mucks=verb == "sm" and not args)
        return Notation(seat, verb, cards=parse_phh_cards(args[0], number, text), comment=comment)
    if verb == "_discard":
        if len(args) != 1:
            raise bad("a discard with no draw is 'pN _discard cards'")
        return Notation(seat, verb, cards=parse_phh_cards(args[0], number, text), comment=comment)
    if verb == "_pass":
        if len(args) != 2 or not _PLAYER.fullmatch(args[0]):
            raise bad("a pass of cards is 'pN _pass pM cards': to player M")
        return Notation(seat, verb, int(args[0][1:]) - 1, parse_phh_cards(args[1], number, text), comment=comment)
    if verb == "ch":
        if len(args) != 2:
            raise bad("a change is 'pN ch card value'")
        return Notation(seat, verb, cards=parse_phh_cards(args[0], number, text), amount=_amount(args[1], number, text), comment=comment)
    if len(args) != 1:  # xj
        raise bad("a joker exchange is 'pN xj Jk1Kd': the joker, then the scrap-pile card")
    return Notation(seat, verb, cards=parse_phh_cards(args[0], number, text), comment=comment)
