"""The command line's error for bad input to a subcommand (:class:`CommandError`), and :func:`plain`, which
words any error's message for the person at the shell.

>>> from pokervariants.cli.errors import plain
>>> plain(ValueError("rank_high takes 5 to 11 distinct cards: got 2"))
'a high hand takes 5 to 11 distinct cards: got 2'
>>> plain(ValueError("rank_badugi takes 4 distinct cards (Card objects or ints 0-51): card 1 is a joker"))
'a Badugi hand takes 4 distinct cards: card 1 is a joker'
"""

from __future__ import annotations

import re

from .checks import bounded

__all__ = ["CommandError", "plain"]


class CommandError(ValueError):
    """Bad input to a subcommand: printed on stderr as ``pokervariants COMMAND: message``, exit status 2."""


_HANDS = {
    "high": "a high hand",
    "low": "an ace-to-five low hand",
    "low8": "an eight-or-better low hand",
    "bailey": "a Bailey's Poker hand",
    "deuce_seven": "a deuce-to-seven low",
    "badugi": "a Badugi hand",
    "short_deck": "a short-deck hand",
    "omaha8": "an Omaha eight-or-better hand",
    "omaha": "an Omaha hand",
}
_INTERNAL = re.compile(r"\b(?:rank|evaluate)_(high|low8|low|bailey|deuce_seven|badugi|short_deck|omaha8|omaha)(?![a-z0-9])\w*")
_PYTHON_ONLY = re.compile(r" \((?:sequences of )?Card(?: objects)? or ints? \d+-\d+\)")
"""What a Python caller may pass (``(Card objects or ints 0-51)``): the shell gives card text, so this is left out."""
_CARD_REPR = re.compile(r"\bCard\('([^'\\]{1,4})'\)")


def plain(error: BaseException) -> str:
    """``error``'s message for the shell: the library's function names (``rank_high``) become the hand they
    rank (``a high hand``), what only a Python caller can pass (``Card objects or ints 0-51``, ``Card('Jk')``)
    is left out or written as card text, and the whole is cut to a readable length."""
    message = _INTERNAL.sub(lambda match: _HANDS[match.group(1)], str(error))
    return bounded(_CARD_REPR.sub(r"\1", _PYTHON_ONLY.sub("", message)))
