"""``python -m pokervariants`` and the ``pokervariants`` console script: the command line of :mod:`pokervariants.cli`."""

from __future__ import annotations

from .cli import main

__all__ = ["main"]

if __name__ == "__main__":
    raise SystemExit(main())
