"""What can be wrong with a hand history, each its own exception (all are ``ValueError``).

Code reads the errors' attributes, never their messages: a :class:`PHHActionError` says which
action (:attr:`~PHHActionError.action`, its :attr:`~PHHActionError.verb` and
:attr:`~PHHActionError.seat`), what kind of problem it is (:attr:`~PHHActionError.kind`, an
:class:`ActionProblem`) and, when the rules refused it, the engine's action they refused
(:attr:`~PHHActionError.refused`); an :class:`UnknownVariantError` its :attr:`~UnknownVariantError.code`.

Messages are bounded: a value from the file is quoted by ``short``, cut
to a few dozen characters, and no message is longer than ``MAX_MESSAGE``
(1,000) characters, so a huge bad input never comes back as a huge message.

>>> from pokervariants.phh.errors import short
>>> short("Ks" * 10**6)
"'KsKsKsKsKsKsKsKsKsKsKsKsKsK...KsKsKsKsKsKsKsKsKsKsKsKsKsKs'"
>>> short(10**5000)
'<a number of about 5001 digits>'
"""

from __future__ import annotations

import enum
import reprlib
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ..core import Action

__all__ = [
    "MAX_MESSAGE", "ActionProblem", "PHHActionError", "PHHCardError", "PHHError", "PHHFieldError", "PHHSyntaxError",
    "UnknownVariantError", "located", "short", "where",
]  # fmt: skip

MAX_MESSAGE = 1000
"""The longest message a PHH error carries, in characters."""

_QUOTE = 60


class _Repr(reprlib.Repr):
    """Python's bounded repr, also for whole numbers too long to write out."""

    def repr_int(self, x: int, level: int) -> str:
        if abs(x) >= 10**self.maxlong:
            return f"<a number of about {x.bit_length() * 30103 // 100000 + 1} digits>"  # str(x) may be refused
        return super().repr_int(x, level)


_REPR = _Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = _QUOTE
_REPR.maxlist = _REPR.maxtuple = _REPR.maxset = 6
_REPR.maxdict = 4
_REPR.maxlevel = 2


def short(value: Any) -> str:
    """``repr(value)`` cut to about 60 characters, to quote a value from a file in a message."""
    text = _REPR.repr(value)
    return text if len(text) <= 2 * _QUOTE else text[: 2 * _QUOTE - 1] + "…"


class PHHError(ValueError):
    """A hand history this library cannot read or replay.

    An error about a hand of a file (read by :func:`~pokervariants.phh.iter_histories` or
    :func:`~pokervariants.phh.summarize`) says where: :attr:`file`, :attr:`line` and :attr:`label` are set,
    and the message starts with them (``hands.phhs, line 14, hand '2': …``).
    """

    file: str | None = None
    """The file the hand was read from (``None``: not said)."""
    line: int | None = None
    """The line of the file the hand starts on (``None``: not said)."""
    label: str | None = None
    """The hand's label in a ``.phhs`` collection (``None``: not said, or a single hand)."""

    def __init__(self, message: str) -> None:
        if len(message) > MAX_MESSAGE:
            message = message[: MAX_MESSAGE - 1] + "…"
        super().__init__(message)

    def __str__(self) -> str:
        message = super().__str__()
        place = where(self.file, self.line, self.label)
        if not place:
            return message
        message = f"{place}: {message}"
        return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 1] + "…"


_E = TypeVar("_E", bound=PHHError)


def located(error: _E, *, file: str | None = None, line: int | None = None, label: str | None = None) -> _E:
    """``error``, saying where in which file it is (its :attr:`~PHHError.file`, :attr:`~PHHError.line` and
    :attr:`~PHHError.label` set to those given)."""
    error.file, error.line, error.label = file, line, label
    return error


def where(file: str | None, line: int | None, label: str | None) -> str:
    """A place in a file as messages name it: ``hands.phhs, line 14, hand '2'`` (the parts known)."""
    parts = []
    if file is not None:
        parts.append(file if len(file) <= 2 * _QUOTE else "…" + file[-2 * _QUOTE :])
    if line is not None:
        parts.append(f"line {line}")
    if label is not None:
        parts.append(f"hand {short(label)}")
    return ", ".join(parts)


class PHHSyntaxError(PHHError):
    """The text is not valid TOML (or not text: bytes that are not UTF-8)."""


class PHHFieldError(PHHError):
    """A field is missing, of the wrong type, or describes no game this library can play."""


class UnknownVariantError(PHHFieldError):
    """The ``variant`` code names no known game (or names one, but not by its PHH code)."""

    def __init__(self, message: str, *, code: str | None = None, known: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        """The code the history gives (``None`` if not said)."""
        self.known = known
        """The games the registry knows, as a message lists them: ``"Razz (FR), …"``; ``None`` when
        :attr:`code` names a game, by another name than its PHH code."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self),), self.__dict__)


class ActionProblem(enum.Enum):
    """What kind of problem a :class:`PHHActionError` is (its :attr:`~PHHActionError.kind`)."""

    GRAMMAR = "grammar"
    """The text is not an action PHH writes (``p1 raise``, ``cbr 1e4``)."""
    CARD = "card"
    """A card that is not one (``Zz``, ``Jk3``)."""
    NOT_IN_PACK = "not in pack"
    """A card the game's pack does not hold (a joker, a five in short deck)."""
    DEALT_TWICE = "dealt twice"
    """A card dealt twice (in a draw game: without a discard between)."""
    DEALT_AGAIN = "dealt again"
    """A draw game's discard dealt again before the discards holding it are reshuffled."""
    HIDDEN = "hidden"
    """The hidden cards (``??``) cannot be filled: more than the pack leaves unseen, or no unseen
    card does what the history shows."""
    SHOWN = "shown"
    """A showdown shows cards other than those the player was dealt or holds."""
    SEAT = "seat"
    """A player who is not at the table."""
    NO_DRAWS = "no draws"
    """A discard (``sd`` with cards) in a game without draws."""
    NOT_HELD = "not held"
    """A card given up (``_discard``, ``_pass``) that the player does not hold."""
    ROUTE = "route"
    """Cards that leave a hand go elsewhere than the history says (``_pass pM`` names another
    player, or the rules pass the cards of a ``_discard``)."""
    TURN = "turn"
    """A player acts out of turn, or the history ends with a player to act where its
    ``finishing_stacks`` say the hand is over (:attr:`PHHActionError.to_act` is that player)."""
    ILLEGAL = "illegal"
    """The rules do not allow the action (:attr:`PHHActionError.refused` is the engine's action)."""
    DEAL = "deal"
    """The history deals where the rules do not, or does not deal where they do."""
    STOPS = "stops"
    """The history stops where the rules deal on (``replay(history, stand_ins=True)`` deals on)."""
    UNSHOWN = "unshown"
    """A player whose cards the history hides reaches the showdown."""
    OTHER = "other"
    """Not said (an error made outside this library)."""


class PHHActionError(PHHError):
    """An action breaks the grammar or the rules; :attr:`action` is its number (0 for the first).

    The attributes say the rest, for code to read: :attr:`kind`, :attr:`verb`, :attr:`seat`,
    :attr:`refused`; the message is for people.
    """

    def __init__(
        self,
        action: int,
        text: str,
        message: str,
        *,
        kind: ActionProblem = ActionProblem.OTHER,
        verb: str = "",
        seat: int | None = None,
        refused: Action | None = None,
        to_act: int | None = None,
    ) -> None:
        super().__init__(f"action {action} ({short(text)}): {message}")
        self.action = action
        self.text = text
        self.reason = message
        """The message without the action it is about."""
        self.kind = kind
        """What kind of problem it is."""
        self.verb = verb
        """The action's verb: ``cbr``, ``cc``, ``dh`` … (empty when the action could not be read)."""
        self.seat = seat
        """The player the action is by or, for a hole-card deal, to (from 0; ``None``: the board,
        or not read)."""
        self.refused = refused
        """The engine's action the rules refused (:attr:`kind` :attr:`~ActionProblem.ILLEGAL`), else ``None``."""
        self.to_act = to_act
        """The player the history skips (from 0): who was to act where another acts (:attr:`kind`
        :attr:`~ActionProblem.TURN`), where the history ends, or where it deals on (:attr:`kind`
        :attr:`~ActionProblem.DEAL`); ``None`` otherwise."""

    def with_reason(self, reason: str) -> PHHActionError:
        """The same error (its class and attributes) with another message: a note or a hint added."""
        return type(self)(self.action, self.text, reason, kind=self.kind, verb=self.verb, seat=self.seat, refused=self.refused, to_act=self.to_act)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.action, self.text, self.reason), self.__dict__)


class PHHCardError(PHHActionError):
    """An action names an impossible card: not a card, not in the game's pack, or one already dealt."""
