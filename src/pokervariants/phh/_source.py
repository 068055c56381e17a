"""The card source of a replay: a hand history's cards, dealt where the history deals them.

A replay makes the history the hand's card source (:class:`HistorySource`): it gives each seat
the cards the history deals it, in order, the board its cards, and the burns those of the
``_burned`` field, and checks that the engine asks for each card where the history deals it:
after the player action before it, before the one after (the :class:`HistoryCursor` the replay
moves). Where the engine asks for a card the history does not deal, the source raises
:class:`Refused` through the engine, carrying the error that says where the rules and the
history part.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Final

from ..core import CARDS, Card
from ..engine.protocols import BOARD, BURN
from .errors import ActionProblem, PHHActionError, PHHError, PHHFieldError
from .notation import Notation, action_error, format_cards

if TYPE_CHECKING:
    from ._report import Inference

__all__ = ["NEVER", "HistoryCursor", "HistorySource", "Refused"]


class Refused(Exception):
    """Raised through the engine by a :class:`HistorySource` asked for a card where the history deals none."""

    def __init__(self, error: PHHError) -> None:
        super().__init__(str(error))
        self.error = error


class HistoryCursor:
    """Where the replay is in the history: the player action just applied and the next one.

    Shared by a :class:`HistorySource` and its copies (a hand copies its source), so the replay
    moves it once for whichever copy the hand holds.
    """

    def __init__(self, before: int | None) -> None:
        self.after = -1
        """The player action just applied (-1: none yet)."""
        self.before = before
        """The next player action (``None``: none is left)."""


_Row = list[tuple[Card | None, int]]
"""A seat's cards as the history deals them, each with its action; ``None`` is a hidden card whose
stand-in is chosen only when it is dealt (a draw game's, once the unseen cards have run out).
A list, not a deque: a row is a few cards, and compiled, a list is made by a C call where a deque
is made through its type, a hand's every row and pile each time."""


NEVER: Final = 1 << 62
"""Later than any action: no card is left to deal."""


class HistorySource:
    """A hand's card source that deals what a hand history deals (a :class:`~pokervariants.CardSource`).

    ``seats`` holds each seat's cards in the order the history deals them, with the number of the
    action dealing each, and ``board`` the board's; ``burns`` are the burned cards, and ``spare``
    the cards the history never shows, for burns it does not give and (with ``past_end``) cards
    the engine deals after the history stops. The engine may draw a seat's next card only between
    the player actions the history deals it between; otherwise the draw raises, and the replay
    says where the rules and the history part. ``texts`` are the actions as the history writes
    them, and ``notations`` (if given) as parsed, for the errors to name the action's verb and seat.
    """

    def __init__(
        self,
        *,
        pack: int,
        seats: dict[int, list[tuple[Card | None, int]]],
        board: Iterable[tuple[Card | None, int]],
        burns: Iterable[Card],
        spare: Iterable[Card],
        cursor: HistoryCursor,
        last: int,
        past_end: bool,
        texts: tuple[str, ...],
        redeals: bool = False,
        reshuffles: Iterable[tuple[Card, ...]] = (),
        pack_start: int = 0,
        stand_ins: set[int] | None = None,
        notations: Sequence[Notation] = (),
        unknown_stacks: Iterable[int] = (),
    ) -> None:
        self._reshuffles = list(reshuffles)
        self._rows: dict[int, _Row] = {seat: list(row) for seat, row in seats.items()}
        self._out: set[int] | None = set() if redeals else None  # a draw game's cards out of the stub
        self._stand_ins = set() if stand_ins is None else stand_ins  # the replay's: every stand-in chosen here goes in it too
        self._chosen: set[int] = set()  # the stand-ins chosen as dealt (the history may name one later, after a reshuffle)
        self._rows[BOARD] = list(board)
        self._first: int | None = None  # the first action a card not yet drawn is dealt by (None: to work out)
        self._burns = list(burns)
        self._spare = list(spare)
        self._drawn = 0
        self._pack = pack
        self._pack_start = pack_start
        self._cursor = cursor
        self._last = last
        self._past_end = past_end
        self._texts = texts
        self._notations = notations
        self.unseen: list[Card] = []
        """The spare cards dealt where the history gives none (``past_end``): not the real cards."""
        self.hidden: set[int] = set()
        """Every card dealt that the history does not show: stand-ins for its hidden cards (``??``),
        burns it does not record, cards past its end (a narration tells them as ``??``)."""
        self.unknown_stacks = frozenset(unknown_stacks)
        """The seats whose starting stack the history does not know (``inf``): each plays the
        history's :attr:`~pokervariants.phh.HandHistory.stand_in_stack`, and a recording writes ``inf``."""
        self.inferred: dict[int, Inference] = {}
        """The actions a lenient replay filled in where the history skips a player
        (:class:`~pokervariants.phh.Inference` values, in order), by the number of the hand's
        player action each is (counting its :class:`~pokervariants.engine.events.Acted` events from 0)."""

    @property
    def remaining(self) -> int:
        """How many cards a real deck would still hold."""
        return self._pack - self._drawn

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        """The next card the history deals ``seat`` (or the board, or a burn)."""
        number = -1
        given: Card | None = None  # the card the history names here
        if seat == BURN:
            if self._burns:
                card = self._burns.pop(0)
            else:
                card = self._spare.pop(0) if self._spare else self._latest()
                self.hidden.add(card)
        else:
            row = self._rows.get(seat)
            before = self._cursor.before  # (read once, and compared as an int: compiled, an optional's comparison is a Python call)
            if row and (before is None or row[0][1] < before):
                given, number = row.pop(0)
                first = self._first
                if first is not None and number == first:
                    self._first = None  # that was the first undealt: work it out again when asked
                card = given if given is not None else self._stand_in()
            else:
                card = self._missing(seat, row)
        out = self._out
        if out is not None:
            if card in out:
                at = number if number >= 0 else min(self._cursor.after + 1, len(self._texts) - 1)
                if card in self._stand_ins:
                    raise Refused(
                        self._error(
                            at,
                            f"the history hides more cards than the pack holds, and the stand-in for a hidden card (??) "
                            f"before this one, {card}, is still in play when the history deals it here; a history that "
                            "names more of its cards replays",
                            ActionProblem.HIDDEN,
                        )
                    )  # fmt: skip
                raise Refused(
                    self._error(
                        at,
                        f"{card} is dealt again before the discards holding it are reshuffled (RULES.md 6: the discards are "
                        "reshuffled only when the stub runs short, never a player's own from this draw nor those of the players "
                        "still to be served, and never burned or folded cards)" + self._short_pack_hint(card),
                        ActionProblem.DEALT_AGAIN,
                    )
                )  # fmt: skip
            if given is not None and card in self._chosen:  # a stand-in once, discarded and reshuffled: now the history's own card
                self._chosen.discard(card)
                self._stand_ins.discard(card)
                self.hidden.discard(card)
            out.add(card)
        self._drawn += 1
        return card

    def restock(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Take back a draw game's discards: the history may deal them again (it says in what order)."""
        back = tuple(cards)
        if self._reshuffles:  # the order this library's history recorded
            order = self._reshuffles.pop(0)
            if sorted(order) != sorted(back):
                at = min(self._cursor.after + 1, len(self._texts) - 1)
                raise Refused(
                    PHHFieldError(
                        f"_reshuffled: the history reshuffles {format_cards(order)}, but the discards to reshuffle "
                        f"at action {at} are {format_cards(back) or 'none'}"
                    )
                )
            back = order
        if self._out is not None:
            self._out.difference_update(back)
        self._drawn -= len(back)
        return back

    def _short_pack_hint(self, card: Card) -> str:
        """Why a history's recorded reshuffle may come too early for a whole pack: its hand was dealt
        from a shorter stacked deck, whose size PHH does not record."""
        if not any(card in order for order in self._reshuffles):
            return ""
        return (
            f"; the history reshuffles {card} (_reshuffled) where a whole pack's stub has not run short: its hand was "
            "dealt from a shorter stacked deck, which PHH cannot record (Hand.replay, from the hand's events, replays it)"
        )

    def _stand_in(self) -> Card:
        """A card for a hidden one (??) that the replay left to be chosen as it is dealt (a draw game
        that reshuffles deals more cards than the pack holds): an unseen card, or else one back in
        the stub, the one the history names latest or never."""
        card = self._spare.pop(0) if self._spare else self._latest()
        self.hidden.add(card)
        self._stand_ins.add(card)
        self._chosen.add(card)
        return card

    def _latest(self) -> Card:
        """A burn when the history shows every card (PokerKit reshuffles its burns), or a hidden card's
        stand-in once the unseen cards are used: the card out of the stub's way longest, the one the
        history deals next latest."""
        out = self._out or set()
        upcoming: dict[int, int] = {}  # each card a deal still to come names, with the first action naming it
        for row in self._rows.values():
            for card, number in row:
                if card is not None:
                    upcoming[card] = min(upcoming.get(card, number), number)
        candidates = [c for c in range(self._pack_start, self._pack_start + self._pack) if c not in out]
        if not candidates:
            raise Refused(PHHFieldError("the history leaves no card for a burn or a hidden card (??)"))
        return CARDS[max(candidates, key=lambda c: (upcoming.get(c, NEVER), c))]

    def draw_many(self, seats: Iterable[int], face_up: bool) -> list[Card]:
        """A round of dealing: the next card for each of ``seats``."""
        return [self.draw(seat, face_up) for seat in seats]

    def _missing(self, seat: int, row: _Row | None) -> Card:
        """The engine deals ``seat`` a card here and the history does not: a spare card past its end, or refuse."""
        after = self._cursor.after
        to = "the board" if seat == BOARD else f"p{seat + 1}"
        if not row and after >= self._last:
            if self._past_end and self._spare:
                card = self._spare.pop(0)
                self.unseen.append(card)
                self.hidden.add(card)
                return card
            at = max(after, 0)
            raise Refused(
                self._error(
                    at,
                    "the history stops where the rules deal on, and gives no cards for it "
                    "(replay with stand_ins=True to deal unseen stand-in cards)",
                    ActionProblem.STOPS,
                )
            )
        at = min(after + 1, len(self._texts) - 1)
        why = " (a draw deals one for each card discarded)" if self._out is not None else ""
        raise Refused(self._error(at, f"the rules deal a card to {to} here, and the history gives {to} no more at this point{why}", ActionProblem.DEAL))

    def _text(self, number: int) -> str:
        return self._texts[number] if 0 <= number < len(self._texts) else ""

    def _error(self, number: int, message: str, kind: ActionProblem) -> PHHActionError:
        notation = self._notations[number] if 0 <= number < len(self._notations) else None
        return action_error(number, self._text(number), notation, message, kind)

    def undealt(self, before: int | None = None) -> tuple[int, Card | None] | None:
        """The first card the history deals (before action ``before``, or at all) that the engine has not drawn."""
        if before is not None:
            first = self._first
            if first is None:
                first = NEVER
                for row in self._rows.values():  # (a loop: compiled, min of a generator is a Python call and a call a row)
                    if row and row[0][1] < first:
                        first = row[0][1]
                self._first = first
            if first >= before:
                return None  # the usual answer, before every action
        heads = [row[0][::-1] for row in self._rows.values() if row and (before is None or row[0][1] < before)]
        return min(heads) if heads else None

    def copy(self) -> HistorySource:
        """An independent source in the same state (sharing the replay's place in the history)."""
        twin = HistorySource(
            pack=self._pack, seats={}, board=(), burns=self._burns, spare=self._spare, cursor=self._cursor, last=self._last,
            past_end=self._past_end, texts=self._texts, reshuffles=self._reshuffles, pack_start=self._pack_start,
            stand_ins=self._stand_ins, notations=self._notations, unknown_stacks=self.unknown_stacks,
        )  # (every attribute made anew, the stand-ins and the cursor shared; compiled, a class keeps no __dict__ to copy)
        twin._rows = {seat: list(row) for seat, row in self._rows.items()}
        twin._out = None if self._out is None else set(self._out)
        twin._chosen = set(self._chosen)
        twin._drawn = self._drawn
        twin.unseen, twin.hidden = list(self.unseen), set(self.hidden)
        twin.inferred = dict(self.inferred)
        return twin
