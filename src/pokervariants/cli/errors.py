"""The command line's error for bad input to a subcommand (:class:`CommandError`), and :func:`plain`, which
words any error's message for the person at the shell.

>>> from pokervariants.cli.errors import plain
>>> plain(ValueError("rank_high takes 5 to 11 distinct cards: got 2"))
'a high hand takes 5 to 11 distinct cards: got 2'
"""

from __future__ import annotations

import re

from .checks import bounded

__all__ = ["CommandError", "plain"]


class CommandError(ValueError):
    """Bad input to a subcommand: printed on stderr as ``pokervariants COMMAND: message``, exit status 2."""


_HANDS = {"high": "a high hand", "low": "an ace-to-five low hand", "low8": "an eight-or-better low hand", "bailey": "a Bailey's Poker hand"}
_INTERNAL = re.compile(r"\b(?:rank|evaluate)_(high|low8|low|bailey)\w*")


def plain(error: BaseException) -> str:
    """``error``'s message for the shell: the library's function names (``rank_high``) become the hand they
    rank (``a high hand``), and the whole is cut to a readable length."""
    return bounded(_INTERNAL.sub(lambda match: _HANDS[match.group(1)], str(error)))
