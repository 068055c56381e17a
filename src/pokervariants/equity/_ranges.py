"""Two-card ranges in the usual notation, for hold'em-type equity (:func:`parse_range`, which
:mod:`pokervariants.equity` shows as its own)."""

from __future__ import annotations

import re

from ..core import Card, parse_cards

__all__ = ["is_range", "parse_range"]

_RANKS = "23456789TJQKA"
_CLASS = re.compile(r"([2-9TJQKA])([2-9TJQKA])([so]?)")
_TOKEN = re.compile(r"[2-9TJQKA]{2}[so]?(\+|-[2-9TJQKA]{2}[so]?)?")


def is_range(text: str) -> bool:
    """Whether ``text`` reads as a range rather than a player's cards (``"AKs"`` yes, ``"AsKs"`` no).

    >>> is_range("AKs"), is_range("QQ+"), is_range("AsKs"), is_range("AsKs/Qd"), is_range("AsKs, AhKh")
    (True, True, False, False, True)
    """
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts or "/" in text:
        return False
    classes = [p for p in parts if _TOKEN.fullmatch(_normal(p))]
    if not classes and len(parts) == 1:
        return False  # one token and no hand class: cards, not a range
    valid = all(_TOKEN.fullmatch(_normal(p)) or (len(p) == 4 and _two_cards(p)) for p in parts)
    return valid and (bool(classes) or len(parts) > 1)  # explicit cards alone are a range only in a list


def _combos(high: int, low: int, suffix: str) -> list[tuple[Card, Card]]:
    """The combinations of a hand class (``high`` >= ``low``), higher card first."""
    out = []
    for a in range(4):
        for b in range(4):
            if high == low and b >= a:
                continue  # a pair: each two of the four suits once
            if suffix == "s" and a != b or suffix == "o" and a == b:
                continue
            out.append((Card(high * 4 + a), Card(low * 4 + b)))
    return out


def _class(token: str) -> tuple[int, int, str]:
    match = _CLASS.fullmatch(token)
    if match is None:
        raise ValueError(f"{token!r} is not a hand class such as AKs, AKo, AK or QQ")
    high, low = _RANKS.index(match.group(1)), _RANKS.index(match.group(2))
    if high < low:
        high, low = low, high
    suffix = match.group(3)
    if high == low and suffix:
        raise ValueError(f"{token!r}: a pair is neither suited nor offsuit (write {_RANKS[high] * 2})")
    return high, low, suffix


def _classes(token: str) -> list[tuple[int, int, str]]:
    """The hand classes one token stands for."""
    if token.endswith("+"):
        high, low, suffix = _class(token[:-1])
        if high == low:
            return [(r, r, "") for r in range(low, 13)]
        return [(high, k, suffix) for k in range(low, high)]
    if "-" in token:
        first, last = (_class(part) for part in token.split("-", 1))
        (h1, l1, s1), (h2, l2, s2) = first, last
        if s1 != s2:
            raise ValueError(f"{token!r}: both ends of a run are of one kind (suited, offsuit or both)")
        if h1 == l1 and h2 == l2:  # pairs: 22-55
            return [(r, r, "") for r in range(min(l1, l2), max(l1, l2) + 1)]
        if h1 == h2:  # one high card: A2s-A5s
            return [(h1, k, s1) for k in range(min(l1, l2), max(l1, l2) + 1)]
        if h1 - l1 == h2 - l2:  # one gap: JTs-76s
            gap = h1 - l1
            return [(h, h - gap, s1) for h in range(min(h1, h2), max(h1, h2) + 1)]
        raise ValueError(f"{token!r}: a run is between pairs (22-55), one high card (A2s-A5s) or one gap (JTs-76s)")
    return [_class(token)]


def _normal(token: str) -> str:
    """A class token with its ranks in capitals and its suffix in lower case (``aks`` is ``AKs``)."""
    return "-".join(part[:2].upper() + part[2:].lower() for part in token.split("-"))


def _two_cards(token: str) -> tuple[Card, Card] | None:
    """``token`` as two distinct cards (``AsKd``), higher first, or ``None``."""
    try:
        cards = parse_cards(token)
    except ValueError:
        return None
    if len(cards) != 2 or cards[0] == cards[1]:
        return None
    a, b = sorted(cards, reverse=True)
    return (a, b)


def parse_range(text: str) -> tuple[tuple[Card, Card], ...]:
    """Every two-card combination ``text`` names, each once, in card order: a range in the usual
    notation, ``"AKs"``, ``"QQ+"``, ``"A2s+"``, ``"KTs+"``, ``"JTs-76s"``, ``"22-55"``, explicit
    ``"AsKd"``, comma lists.

    A hand class is two ranks and a suffix: ``s`` suited (4 combinations), ``o`` offsuit (12), none
    both (16); a pair (``QQ``) has 6. ``+`` climbs: a pair up to aces, a non-pair's lower card up
    to one below the higher. ``X-Y`` runs between two classes of the same shape: pairs
    (``22-55``), one high card (``A2s-A5s``) or one gap (``JTs-76s``).

    >>> from pokervariants.equity import parse_range
    >>> len(parse_range("AKs")), len(parse_range("AKo")), len(parse_range("QQ+")), len(parse_range("JTs-76s"))
    (4, 12, 18, 20)
    >>> [str(a) + str(b) for a, b in parse_range("AsKd, 22")]
    ['2d2c', '2h2c', '2h2d', '2s2c', '2s2d', '2s2h', 'AsKd']
    >>> len(parse_range("QQ+, AKs, aks"))  # a class named twice counts once
    22
    >>> parse_range("AKx")
    Traceback (most recent call last):
    ...
    ValueError: 'AKx' is not a hand class (AKs, AKo, AK, QQ), a run (QQ+, A2s+, JTs-76s) or two cards (AsKd)
    """
    if not isinstance(text, str):
        raise TypeError(f"a range is text such as 'AKs, QQ+', not {type(text).__name__}")
    found: dict[tuple[int, int], tuple[Card, Card]] = {}
    tokens = [t.strip() for t in text.split(",") if t.strip()]
    if not tokens:
        raise ValueError("a range names at least one hand (AKs, QQ+, JTs-76s, AsKd ...)")
    for token in tokens:
        pair = _two_cards(token) if len(token) == 4 else None
        if pair is not None:
            found.setdefault((int(pair[0]), int(pair[1])), pair)
            continue
        normal = _normal(token)
        if not _TOKEN.fullmatch(normal):
            raise ValueError(f"{token!r} is not a hand class (AKs, AKo, AK, QQ), a run (QQ+, A2s+, JTs-76s) or two cards (AsKd)")
        for high, low, suffix in _classes(normal):
            for a, b in _combos(high, low, suffix):
                found.setdefault((int(a), int(b)), (a, b))
    return tuple(found[key] for key in sorted(found))
