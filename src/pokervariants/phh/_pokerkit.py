"""PokerKit's histories: where its rules differ from RULES.md, reading them its way or saying so.

PokerKit writes most histories the way this library replays them. Where its rules differ
(docs/phh.rst, "Histories from PokerKit"), a replay that fails is looked at again here:

* a draw history that says nothing of its reshuffles is replayed with PokerKit's (every card out
  of play reshuffled) and, if that plays, that is the hand (:func:`pokerkit_reshuffles`);
* a stud history that says nothing of who brings in when the low card is all in on the ante is
  replayed with the next seat bringing in (PokerKit's reading) and with nobody bringing in (this
  library's earlier one), and the first that plays is the hand (:func:`other_bring_ins`);
* a history whose finishing stacks the replay misses, and that says nothing of how its ties are
  split, is replayed with PokerKit's split (side pots with the same contenders merged, every odd
  chip to the first winner) and, if that gives its stacks, that is the hand (:func:`pokerkit_ties`);
* a check PokerKit asks of the only player left with chips, facing no bet, changes nothing and is
  read as nothing (:func:`pointless_check`, which the replayer asks before each action);
* a refused raise gets a hint when the history plays under PokerKit's reading of a short all-in in
  fixed limit (:func:`with_short_all_in_hint`) or raises over a straddle by PokerKit's smallest
  raise (:func:`with_straddle_hint`);
* stacks that differ get a hint when dead antes (:func:`ante_hint`) or a tied pot's odd chips
  (:func:`odd_chip_hint`) are all that differs.

Each helper takes the replay as a function of the game (``run``), so it is tried without
knowing how a replay is made, and each reads the errors' attributes, never their messages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core import Action, ActionKind
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ._games import family_of
from ._numbers import whole
from ._verbs import pointless_check
from .errors import ActionProblem, PHHActionError, PHHError, PHHFieldError
from .history import HandHistory

__all__ = [
    "Run", "ante_hint", "as_pokerkit", "odd_chip_hint", "other_bring_ins", "pointless_check", "pokerkit_reshuffles", "pokerkit_ties",
    "with_short_all_in_hint", "with_straddle_hint",
]  # fmt: skip

Run = Callable[[GameVariant], Hand]
"""The replay of one history under a game: the hand, or a :class:`~pokervariants.phh.PHHError`."""

_REDEALT = (ActionProblem.DEALT_AGAIN, ActionProblem.DEALT_TWICE)
"""The betting actions whose amount is what the player's bet comes to (a fold aside)."""


def as_pokerkit(history: HandHistory, game: GameVariant, run: Run, error: PHHError) -> Hand:
    """The hand, if ``history`` (whose replay under ``game`` failed with ``error``) replays with
    PokerKit's reshuffles, another reading of an all-in low card's bring-in or its split of tied
    pots; else raises the error to report, with a hint where PokerKit's rules explain it."""
    outcome = pokerkit_reshuffles(history, game, run, error)
    if isinstance(outcome, Hand):
        return outcome
    outcome = other_bring_ins(history, *outcome, run)
    if isinstance(outcome, Hand):
        return outcome
    error, game = outcome
    tied = pokerkit_ties(history, game, run, error)
    if tied is not None:
        return tied
    if isinstance(error, PHHActionError):
        raise with_straddle_hint(with_short_all_in_hint(error, history, game, run), game) from None
    raise error from None


def pokerkit_reshuffles(history: HandHistory, game: GameVariant, run: Run, error: PHHError) -> Hand | tuple[PHHError, GameVariant]:
    """A draw history that says nothing of its reshuffles (no ``_reshuffle`` field), replayed as
    PokerKit deals them (every card out of play reshuffled, ``_reshuffle = "muck"``): the hand.
    When that fails too, or does not apply, the error to report and the game it was met in: the
    retry's if the rule's reading failed on a card dealt again (what stopped PokerKit's reshuffles
    is then the story), else ``error`` and ``game``."""
    muck = family_of(type(game)).pokerkit_reshuffles(game)
    if muck is None or "_reshuffle" in history.fields:
        return error, game
    try:
        return run(muck)
    except PHHError as later:
        redealt = isinstance(error, PHHActionError) and error.kind in _REDEALT
        return (later, muck) if redealt else (error, game)


def other_bring_ins(history: HandHistory, error: PHHError, game: GameVariant, run: Run) -> Hand | tuple[PHHError, GameVariant]:
    """A stud history that says nothing of who brings in when the low card is all in on the ante
    (no ``_all_in_low_card`` field), replayed under the other readings (RULES.md 3): the hand, under
    the first that plays it. When none does, or none applies, the error to report and the game it
    was met in: the reading's that got furthest into the history, if one got further than
    ``error`` (saying which), else ``error`` and ``game``."""
    if "_all_in_low_card" in history.fields:
        return error, game
    furthest, where = (error, game), _progress(error, history)
    stacks = tuple(whole(v, "starting_stacks") for v in history.starting_stacks)  # in units by now (phh._money)
    for reading, other in family_of(type(game)).bring_in_readings(game, stacks):
        try:
            return run(other)
        except PHHError as later:
            if _progress(later, history) > where:
                furthest, where = (_noted(later, reading), other), _progress(later, history)
    return furthest


def _progress(error: PHHError, history: HandHistory) -> int:
    """How far into the history a replay came before ``error``: its action, or the end."""
    return error.action if isinstance(error, PHHActionError) else len(history.actions)


def _noted(error: PHHError, reading: str) -> PHHError:
    """``error``, met under another ``reading`` of the bring-in than the history's game, saying which."""
    note = f' (with _all_in_low_card = "{reading}", the reading of the bring-in that replays furthest)'
    if isinstance(error, PHHActionError):
        return error.with_reason(error.reason + note)
    return type(error)(str(error) + note)


def pokerkit_ties(history: HandHistory, game: GameVariant, run: Run, error: PHHError) -> Hand | None:
    """A history whose replay under ``game`` reached other finishing stacks than it records
    (``error``, a :class:`~pokervariants.phh.PHHFieldError`), and that says nothing of how its ties
    are split (no ``_split_pots`` or ``_odd_chip`` field), replayed with PokerKit's split of tied
    pots (:meth:`Family.pokerkit_ties <pokervariants.phh._family.Family.pokerkit_ties>`): the hand,
    if that gives the recorded stacks; else ``None``.

    Only the settlement differs between the two replays, so a history that failed before it fails
    again the same way, and only a tie's chips can make the second give the stacks the first missed.
    """
    if not isinstance(error, PHHFieldError) or history.get("finishing_stacks") is None:
        return None
    if "_split_pots" in history.fields or "_odd_chip" in history.fields:
        return None
    split = family_of(type(game)).pokerkit_ties(game)
    if split is None:
        return None
    try:
        return run(split)
    except PHHError:
        return None


def with_short_all_in_hint(error: PHHActionError, history: HandHistory, game: GameVariant, run: Run) -> PHHActionError:
    """``error``, saying so when the history plays under ``short_all_in="by_bet"`` (PokerKit's
    reading of a short all-in: the next raise one bet above it, and each one a bet or raise toward
    the cap) and the refused action is a ``cbr``."""
    by_bet = family_of(type(game)).pokerkit_short_all_in(game)
    if by_bet is None or error.verb != "cbr":
        return error
    try:
        run(by_bet)
    except PHHError as later:
        outcome = pokerkit_reshuffles(history, by_bet, run, later)
        if not isinstance(outcome, Hand) and not isinstance(other_bring_ins(history, *outcome, run), Hand):
            return error  # PokerKit's reading of the short all-in fails too (with its reshuffles and bring-ins as well)
    return error.with_reason(
        f"{error.reason}; the history raises one bet above a short all-in (or counts one as a bet or raise), as PokerKit "
        'plays: replay it with the field _short_all_in = "by_bet" (RULES.md 3, the fixed-limit grid)'
    )


def with_straddle_hint(error: PHHActionError, game: GameVariant) -> PHHActionError:
    """``error``, saying so when the rules refuse a raise (``cbr``) in a game with a straddle:
    PokerKit's smallest raise over a straddle adds the big blind (``min_bet``), where this
    library's adds the straddle."""
    straddled = len([b for b in family_of(type(game)).blinds(game) if b]) >= 3
    refused = error.refused
    if not straddled or error.verb != "cbr" or refused is None or refused.kind is not ActionKind.RAISE:
        return error
    return error.with_reason(
        f"{error.reason}; with a straddle the straddle is the round's bet, so the smallest raise adds the straddle "
        "(as card rooms play it), where PokerKit's adds the big blind: a history PokerKit wrote can raise less"
    )


def ante_hint(history: HandHistory) -> str:
    """Why the stacks may differ when a player was all in for less than a uniform ante and the history
    says its antes are dead money (``ante_trimming_status`` false, or left out)."""
    antes = history.get("antes")
    if history.get("ante_trimming_status") is True or not isinstance(antes, list) or not antes or antes.count(antes[0]) != len(antes):
        return ""
    if not antes[0] or not any(stack < antes[0] for stack in history.starting_stacks):
        return ""
    return (
        " (a player was all in for less than the ante: this library plays antes as each player's own part of the "
        "pot, as ante_trimming_status = true says; the history's antes are dead money, which a player all in on a "
        "part of one can win whole)"
    )


def odd_chip_hint(hand: Hand, expected: Sequence[int]) -> str:
    """Why the stacks may differ when a tied pot's odd chips are all the difference."""
    shares: dict[tuple[int, str], int] = {}
    for award in hand.results:
        shares[award.pot, award.share] = shares.get((award.pot, award.share), 0) + 1
    differences = [abs(a - b) for a, b in zip(expected, hand.stacks)]
    if sum(expected) != sum(hand.stacks) or max(shares.values(), default=1) < 2 or max(differences) >= len(expected):
        return ""
    return (
        " (only odd chips of a tied pot differ: this library gives them one each by the game's odd-chip rule, pot by "
        "pot, as RULES.md 3 reads with Robert's Rules; PokerKit splits side pots with the same players together and "
        'gives every odd chip to the first winner: _split_pots = "merged" with _odd_chip = "first")'
    )
