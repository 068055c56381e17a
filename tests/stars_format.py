"""A hand this library played, written as PokerStars writes a hand history (its documented text
format): for the tests that read random hands back through :mod:`pokervariants.sites`, and for the
benchmark that times reading them. Hold'em and Omaha, cash games in dollars and cents, boards run
more than once included."""

from __future__ import annotations

from decimal import Decimal

from pokervariants import ActionKind, Hand
from pokervariants.engine.events import Acted, Awarded, BoardRun, CommunityDealt, Posted, Raked, Returned, Shown, StreetStarted

__all__ = ["stars_text"]

_GAMES = {"NT": "Hold'em No Limit", "PO": "Omaha Pot Limit", "FT": "Hold'em Limit"}
_ORDINALS = {1: "FIRST ", 2: "SECOND ", 3: "THIRD "}


def _money(amount: Decimal) -> str:
    """$1 for a whole dollar, $0.50 otherwise, as PokerStars writes amounts."""
    return f"${amount:,.0f}" if amount == amount.to_integral_value() else f"${amount:,.2f}"


def stars_text(hand: Hand, *, number: int, code: str, names: list[str], hero: int = 0, small: Decimal, big: Decimal, tournament: int | None = None) -> str:
    """``hand`` (over) as PokerStars' text: the players ``names`` in seats 1 to N in the hand's order
    (the button last), ``hero``'s cards dealt to the hero, the rake in the summary. A cash game in
    dollars and cents, or with ``tournament`` (its number) a tournament hand in chips."""
    money = hand.money
    if tournament is None:
        amount = lambda units: _money(money.amount(units))  # noqa: E731
        header = f"PokerStars Hand #{number}: {_GAMES[code]} ({_money(small)}/{_money(big)} USD) - 2026/12/03 18:00:00 CET [2026/12/03 12:00:00 ET]"
        table = f"Bench {number % 97}"
    else:
        amount = lambda units: f"{money.amount(units)}"  # noqa: E731
        header = f"PokerStars Hand #{number}: Tournament #{tournament}, $1.00+$0.10 USD {_GAMES[code]} - Level I ({small}/{big}) - 2026/12/03 18:00:00 CET [2026/12/03 12:00:00 ET]"
        table = f"{tournament} {number % 9 + 1}"
    count = len(names)
    lines = [header, f"Table '{table}' 6-max Seat #{count} is the button"]
    lines += [f"Seat {i + 1}: {name} ({amount(stack)} in chips)" for i, (name, stack) in enumerate(zip(names, hand.starting_stacks))]
    stacks = list(hand.starting_stacks)
    bets = [0] * count
    board: list[str] = []
    holes: dict[int, list[str]] = {}
    shown: dict[int, tuple[str, ...]] = {}
    awards: list[tuple[int, int, int, int]] = []  # run, pot, seat, amount
    runs = [e for e in hand.events if isinstance(e, BoardRun)]
    kept = runs[0].kept if runs else None  # the board cards every run shares
    run = 1
    pots = 1 + max((e.pot for e in hand.events if isinstance(e, Awarded)), default=0)
    rake = 0
    for event in hand.events:
        if isinstance(event, Posted) and event.kind == "ante":
            stacks[event.seat] -= event.amount
            lines.append(f"{names[event.seat]}: posts the ante {amount(event.amount)}")
        elif isinstance(event, Posted):
            stacks[event.seat] -= event.amount
            bets[event.seat] += event.amount
            kind = "small blind" if event.amount < max(bets) or (event.amount == money.units(small) and sum(1 for b in bets if b) == 1) else "big blind"
            lines.append(f"{names[event.seat]}: posts {kind} {amount(event.amount)}")
        elif isinstance(event, StreetStarted):
            if event.street == "preflop":
                lines.append("*** HOLE CARDS ***")
                lines.append(f"Dealt to {names[hero]} [{' '.join(str(c) for c in hand.down_cards(hero))}]")
            else:  # the blinds count in the first round's bets
                bets = [0] * count
        elif isinstance(event, BoardRun):
            run, board = event.run, board[: event.kept]
        elif isinstance(event, CommunityDealt):
            board.append(str(event.card))
            ordinal = _ORDINALS[run] if kept is not None and len(board) > kept else ""  # a board run more than once names its runs' streets
            if len(board) == 3 + (code != "NT" and code != "PO" and code != "FT"):
                lines.append(f"*** {ordinal}FLOP *** [{' '.join(board)}]")
            elif len(board) == 4:
                lines.append(f"*** {ordinal}TURN *** [{' '.join(board[:3])}] [{board[3]}]")
            elif len(board) == 5:
                lines.append(f"*** {ordinal}RIVER *** [{' '.join(board[:4])}] [{board[4]}]")
        elif isinstance(event, Acted):
            name, kind = names[event.seat], event.action.kind
            before = max(bets)
            stacks[event.seat] -= event.added
            bets[event.seat] += event.added
            tail = " and is all-in" if event.added and stacks[event.seat] == 0 else ""
            if kind is ActionKind.FOLD:
                lines.append(f"{name}: folds")
            elif kind is ActionKind.CHECK:
                lines.append(f"{name}: checks")
            elif kind is ActionKind.CALL:
                lines.append(f"{name}: calls {amount(event.added)}{tail}")
            elif kind is ActionKind.BET:
                lines.append(f"{name}: bets {amount(event.added)}{tail}")
            elif kind is ActionKind.RAISE:
                lines.append(f"{name}: raises {amount(bets[event.seat] - before)} to {amount(bets[event.seat])}{tail}")
        elif isinstance(event, Returned):
            stacks[event.seat] += event.amount
            lines.append(f"Uncalled bet ({amount(event.amount)}) returned to {names[event.seat]}")
        elif isinstance(event, Shown) and event.run == 1:
            shown[event.seat] = tuple(str(c) for c in event.cards)
        elif isinstance(event, Awarded):
            awards.append((event.run, event.pot, event.seat, event.amount))
        elif isinstance(event, Raked):
            rake += event.amount
    for run in range(1, len(hand.boards) + 1):
        ordinal = _ORDINALS[run] if kept is not None else ""
        if shown or hand.mucked_seats:
            lines.append(f"*** {ordinal}SHOW DOWN ***")
            for seat, cards in shown.items():
                lines.append(f"{names[seat]}: shows [{' '.join(cards[: len(hand.down_cards(seat))])}]")
            for seat in hand.mucked_seats:
                lines.append(f"{names[seat]}: mucks hand")
        for won_on, pot, seat, won in awards:
            if won_on == run:
                where = "pot" if pots == 1 else ("main pot" if pot == 0 else f"side pot-{pot}")
                lines.append(f"{names[seat]} collected {amount(won)} from {where}")
    total = sum(won for _, _, _, won in awards) + rake
    lines += ["*** SUMMARY ***", f"Total pot {amount(total)} | Rake {amount(rake)}"]
    del holes
    return "\n".join(lines) + "\n"
