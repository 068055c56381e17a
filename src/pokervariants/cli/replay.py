"""``pokervariants replay``: PHH hand histories replayed through the engine and told event by event, or given
as JSON."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from ..engine.hand import Hand as BaileyHand
from ..engine.events import Acted, Event
from ..engine.hand import Hand
from .errors import CommandError
from .narrate import Narrator, event_json
from .output import print_json, signed

__all__ = ["run_replay"]


def run_replay(args: argparse.Namespace) -> int:
    """``pokervariants replay``: a hand history told event by event."""
    from .. import phh

    if args.step and args.json:
        raise CommandError("--step waits between actions of the printed story: it does not go with --json")
    histories = _read_histories(args.file, args.hand)
    if not histories:
        raise CommandError(f"{args.file} holds no hands")
    replayed = []
    for label, history in histories:
        where = args.file if label is None else f"{args.file}, hand {label!r}"
        try:
            replayed.append((label, history, phh.replay(history)))
        except phh.PHHError as error:
            raise CommandError(f"{where}: {error}") from None
    if args.json:
        documents = [_replay_json(label, history, hand) for label, history, hand in replayed]
        single = args.hand is not None or histories[0][0] is None  # one hand: an object; a collection: a list
        print_json(documents[0] if single else documents)
        return 0
    for label, history, hand in replayed:
        _tell_replay(label, history, hand, step=args.step)
    return 0


def _read_histories(path: str, label: str | None) -> list[tuple[str | None, Any]]:
    """The hands to replay: ``(None, history)`` for a ``.phh`` file, ``(label, history)`` pairs for a collection."""
    from .. import phh

    try:
        if label is None and not path.endswith(".phhs"):
            return [(None, phh.load(path))]
        collection = phh.load_all(path)
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    except phh.PHHFieldError as error:
        if label is not None and not path.endswith(".phhs"):
            raise CommandError(f"--hand picks a hand of a .phhs collection, and {path} is not one ({error})") from None
        raise CommandError(f"{path}: {error}") from None
    except phh.PHHError as error:
        raise CommandError(f"{path}: {error}") from None
    if label is None:
        return list(collection.items())
    if label not in collection:
        raise CommandError(f"{path} has no hand {label!r}: its hands are {', '.join(collection) or 'none'}")
    return [(label, collection[label])]


def _player_names(history: Any) -> list[str]:
    names = history.get("players")
    if isinstance(names, list) and len(names) == history.players and all(isinstance(n, str) for n in names):
        return list(names)
    return [f"p{i + 1}" for i in range(history.players)]


def _tell_replay(label: str | None, history: Any, hand: Hand | BaileyHand, *, step: bool) -> None:
    names = _player_names(history)
    narrator = Narrator(names, bailey=isinstance(hand, BaileyHand))
    if label is not None:
        print(f"== hand {label} ==")
    events = hand.events
    stepping = step
    for start, stop in _acted_blocks(events):
        if stepping and isinstance(events[start], Acted):
            stepping = _wait()
        for line in narrator.lines(events[start:stop]):
            print(line, flush=True)
    if hand.is_over:
        print("result: " + ", ".join(f"{n} {signed(p)}" for n, p in zip(names, hand.payoffs)) + (f"; kitty {hand.kitty}" if isinstance(hand, BaileyHand) else ""))
    else:
        actor = "nobody" if hand.actor is None else names[hand.actor]
        print(f"the history stops here, with the hand not over ({actor} to act)")


def _acted_blocks(events: Sequence[Event]) -> Iterable[tuple[int, int]]:
    """Slices of ``events``, each player action starting a new one (so a step shows an action and what follows)."""
    start = 0
    for i, event in enumerate(events):
        if isinstance(event, Acted) and i > start:
            yield start, i
            start = i
    yield start, len(events)


def _wait() -> bool:
    """Wait for Enter; ``False`` once the input has ended (then the replay runs on)."""
    print("(Enter: next action)", end=" ", file=sys.stderr, flush=True)
    line = sys.stdin.readline()
    if not line:
        print(file=sys.stderr)
    return bool(line)


def _replay_json(label: str | None, history: Any, hand: Hand | BaileyHand) -> dict[str, Any]:
    data: dict[str, Any] = {
        "label": label,
        "code": history.variant,
        "variant": str(hand.variant.name),
        "players": _player_names(history),
        "events": [event_json(e) for e in hand.events],
        "finished": hand.is_over,
        "payoffs": list(hand.payoffs),
        "stacks": list(hand.stacks),
    }
    if isinstance(hand, BaileyHand):
        data["kitty"] = hand.kitty
    return data
