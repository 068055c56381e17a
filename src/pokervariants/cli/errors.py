"""The command line's error for bad input to a subcommand (:class:`CommandError`)."""

from __future__ import annotations

__all__ = ["CommandError"]


class CommandError(ValueError):
    """Bad input to a subcommand: printed on stderr as ``pokervariants COMMAND: message``, exit status 2."""
