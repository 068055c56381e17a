"""``pokervariants replay``: PHH hand histories replayed through the engine and told event by event, given
as JSON, or written as a replayer page (``--html``, :mod:`pokervariants.render`).

With ``--html PATH`` the hand's page is written to ``PATH`` and nothing else is printed but where it went. A
``.phhs`` collection gives one page a hand, each at ``PATH`` with ``-LABEL`` put before its suffix
(``hands.html`` becomes ``hands-razz.html``, ``hands-bailey.html`` …), unless ``--hand`` picks one, which goes
to ``PATH`` itself. ``--seat`` shows the hand as one player sees it.

A history of a game of your own (one this library does not know) replays with ``--game``: a class named
as ``module:Class`` (or ``path/to/file.py:Class``), imported as Python would import it with the current
directory on the path, or the name of a game an installed package offers. The class must be a game whose
``phh_code`` is the history's variant code; it is known for this replay only.

A history that skips a player is refused, naming the action and the player who was to act; with
``--lenient`` it replays, the skipped player checking where it is free and folding to a bet, and
each action filled in is told (``inferred:`` lines, or ``"inferences"`` in the JSON).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..engine.events import Acted, Event
from ..engine.hand import Hand
from ..variants.registry import BUILTIN_VARIANTS, VariantRegistry, phh_codes
from .checks import quoted, whole_number
from .errors import CommandError
from .loading import load_game
from .narrate import Narrator, event_json
from .output import print_json, signed
from .style import CardStyle, choose_style

__all__ = ["load_game", "run_replay"]


def run_replay(args: argparse.Namespace) -> int:
    """``pokervariants replay``: a hand history told event by event."""
    from .. import phh

    if args.step and args.json:
        raise CommandError("--step waits between actions of the printed story: it does not go with --json")
    html = getattr(args, "html", None)
    seat = getattr(args, "seat", None)
    if html is None and seat is not None:
        raise CommandError("--seat chooses whose view the --html page shows: give --html PATH too")
    if html is not None and (args.json or args.step):
        raise CommandError(f"--html writes a page instead of printing the hand: it does not go with {'--json' if args.json else '--step'}")
    histories = _read_histories(args.file, args.hand)
    if not histories:
        raise CommandError(f"{args.file} holds no hands")
    registry = _registry(args.game or [], [history for _, history in histories])
    replayed = []
    for label, history in histories:
        where = args.file if label is None else f"{args.file}, hand {label!r}"
        try:
            replayed.append((label, history, phh.replay(history, registry=registry, lenient=getattr(args, "lenient", False))))
        except phh.UnknownVariantError as error:
            hint = (
                f"; to replay a game of your own, give its class with --game module:Class (a game with phh_code = {history.variant!r}), "
                "or an installed game with --game NAME"
            )
            head = str(error) if error.known is None else f"unknown variant code {phh.errors.short(error.code)}"
            known = f"; known are {error.known}" if error.known else ""  # the list last: a long message is cut at its end
            raise CommandError(f"{where}: {head}{hint}{known}") from None
        except phh.PHHError as error:
            skipped = isinstance(error, phh.PHHActionError) and error.to_act is not None
            raise CommandError(f"{where}: {error}" + ("; --lenient replays it so" if skipped else "")) from None
    if html is not None:
        single = args.hand is not None or histories[0][0] is None  # one hand: the page at PATH itself
        _write_pages(args.file, replayed, Path(html), single=single, seat=seat, four_colour=args.four_colour)
        return 0
    if args.json:
        documents = [_replay_json(label, history, hand) for label, history, hand in replayed]
        single = args.hand is not None or histories[0][0] is None  # one hand: an object; a collection: a list
        print_json(documents[0] if single else documents)
        return 0
    style = choose_style(args.color, stream=sys.stdout, four_colour=args.four_colour)
    for label, history, hand in replayed:
        _tell_replay(label, history, hand, step=args.step, style=style)
    return 0


def _registry(specs: Sequence[str], histories: Sequence[Any] | None) -> VariantRegistry | None:
    """The games for a replay: the built-in ones and those given with ``--game`` (``None``: the usual
    registry). Each is checked against the histories' variants when they are known (``histories``
    ``None``: a summary of files not read yet)."""
    if not specs:
        return None
    registry = VariantRegistry(BUILTIN_VARIANTS, entry_points=False)
    codes = None if histories is None else sorted({h.variant for h in histories})
    for spec in specs:
        game = load_game(spec, phh=True)
        own = phh_codes(game)
        if not own:
            raise CommandError(f"--game {spec}: {game.__qualname__} has no PHH code: set phh_code on the class to the variant code its histories use")
        if codes is not None and not set(own) & set(codes):
            said = f"PHH code is {own[0]!r}" if len(own) == 1 else f"PHH codes are {', '.join(map(repr, own))}"
            raise CommandError(f"--game {spec}: {game.__qualname__}'s {said}, but the history's variant is {' or '.join(map(repr, codes))}")
        try:
            registry.register(game, replace=True)
        except (TypeError, ValueError) as error:
            raise CommandError(f"--game {spec}: {error}") from None
    return registry


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


def _write_pages(
    file: str, replayed: Sequence[tuple[str | None, Any, Hand]], target: Path, *, single: bool, seat: str | None, four_colour: bool
) -> None:
    """Write each replayed hand's page (``--html``) and say where."""
    from .. import render

    taken: set[Path] = set()
    for label, history, hand in replayed:
        where = file if label is None else f"{file}, hand {label!r}"
        names = _player_names(history)
        path = target if single else _page_path(target, "hand" if label is None else label, taken)
        title = f"{hand.variant.name}: {Path(file).name}" + ("" if label is None else f", hand {label}")
        try:
            render.write(hand, path, seat=_seat(seat, names, where), names=names, four_colour=four_colour, title=title)
        except OSError as error:
            raise CommandError(f"cannot write {path}: {error.strerror or error}") from None
        steps = 1 + sum(isinstance(e, Acted) for e in hand.events)
        print(f"wrote {path}: the replayer page of {where}, {steps} steps")


def _page_path(target: Path, label: str, taken: set[Path]) -> Path:
    """Where a collection's hand ``label`` goes: ``target`` with ``-LABEL`` before its suffix, safe as a file name."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", label).strip("._") or "hand"
    suffix = target.suffix or ".html"
    path = target.with_name(f"{target.stem}-{safe}{suffix}")
    number = 2
    while path in taken:
        path = target.with_name(f"{target.stem}-{safe}-{number}{suffix}")
        number += 1
    taken.add(path)
    return path


def _seat(text: str | None, names: Sequence[str], where: str) -> int | None:
    """The seat ``--seat`` names: a number from 0, a player's name, or ``pN`` as PHH names players."""
    if text is None:
        return None
    number = whole_number(text)
    if number is not None and 0 <= number < len(names):
        return number
    if text in names:
        return names.index(text)
    folded = [i for i, name in enumerate(names) if name.casefold() == text.casefold()]
    if len(folded) == 1:
        return folded[0]
    phh_name = re.fullmatch(r"p([1-9][0-9]*)", text)
    if phh_name is not None and int(phh_name.group(1)) <= len(names):
        return int(phh_name.group(1)) - 1
    raise CommandError(
        f"--seat {quoted(text)}: {where} has seats 0 to {len(names) - 1}; give a number or a player's name ({', '.join(names)})"
    )


def _player_names(history: Any) -> list[str]:
    names = history.get("players")
    if isinstance(names, list) and len(names) == history.players and all(isinstance(n, str) for n in names):
        return list(names)
    return [f"p{i + 1}" for i in range(history.players)]


def _tell_replay(label: str | None, history: Any, hand: Hand, *, step: bool, style: CardStyle) -> None:
    names = _player_names(history)
    narrator = Narrator.for_game(hand.variant, names, hidden=getattr(hand.source, "hidden", ()), style=style, money=hand.money)
    if label is not None:
        print(f"== hand {label} ==")
    events = hand.events
    stepping = step
    for start, stop in _acted_blocks(events):
        if stepping and isinstance(events[start], Acted):
            stepping = _wait()
        for line in narrator.lines(events[start:stop]):
            print(line, flush=True)
    report = _report(hand)
    for inference in report.inferences:
        print(f"inferred: {inference}")
    if report.unknown_stacks:
        unknown = ", ".join(names[s] for s in report.unknown_stacks)
        print(f"unknown stacks (inf): {unknown}, each played as {report.stand_in_stack:,} chips; their results are what they won or lost")
    if hand.is_over:
        print("result: " + ", ".join(f"{n} {signed(hand.money.amount(p))}" for n, p in zip(names, hand.payoffs)) + (f"; kitty {hand.kitty}" if hand.variant.scores else ""))
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


def _replay_json(label: str | None, history: Any, hand: Hand) -> dict[str, Any]:
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
    if hand.variant.scores:
        data["kitty"] = hand.kitty
    report = _report(hand)
    if report.inferences:
        data["inferences"] = [
            {"action": i.action, "seat": i.seat, "inferred": str(i.inferred), "reason": i.reason} for i in report.inferences
        ]
    if report.unknown_stacks:
        data["unknown_stacks"] = list(report.unknown_stacks)
        data["stand_in_stack"] = report.stand_in_stack
    return data


def _report(hand: Hand) -> Any:
    """What the replay found beside the hand (:class:`~pokervariants.phh.ReplayReport`)."""
    from .. import phh

    return phh.ReplayReport.of(hand)
