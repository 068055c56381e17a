"""What can be wrong with a hand history, each its own exception (all are ``ValueError``)."""

from __future__ import annotations

__all__ = ["PHHActionError", "PHHCardError", "PHHError", "PHHFieldError", "PHHSyntaxError", "UnknownVariantError"]


class PHHError(ValueError):
    """A hand history this library cannot read or replay."""


class PHHSyntaxError(PHHError):
    """The text is not valid TOML."""


class PHHFieldError(PHHError):
    """A field is missing, of the wrong type, or describes no game this library can play."""


class UnknownVariantError(PHHFieldError):
    """The ``variant`` code names no known game."""


class PHHActionError(PHHError):
    """An action breaks the grammar or the rules; :attr:`action` is its number (0 for the first)."""

    def __init__(self, action: int, text: str, message: str) -> None:
        super().__init__(f"action {action} ({text!r}): {message}")
        self.action = action
        self.text = text


class PHHCardError(PHHActionError):
    """An action names an impossible card: not a card, not in the game's pack, or one already dealt."""
