"""``pokervariants play``: a game in the terminal against bots, one :class:`PlaySession`."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from ..core import IllegalActionError, Money
from ..bots import Bot, make_bot
from ..engine.events import Shown
from ..engine.hand import Hand
from ..variants._money import money_of_game
from .answers import action_menu, parse_answer
from .checks import bounded
from .errors import CommandError
from .games import bot_names, check_players, chosen_game, deals_up_cards, fresh_seed, has_button, seating, starting_stack
from .narrate import Narrator
from .output import show, signed
from .style import PLAIN, CardStyle, choose_style, pad

__all__ = ["PlaySession", "run_play"]


_QUIT = ("quit", "exit", "q")
_HELP = ("help", "?", "h")


class PlaySession:
    """A game in the terminal: the player in seat ``you`` answers prompts on ``stdin``, the other seats are ``bots``.

    Cards are written in ``style`` (plain text by default; ``play`` picks symbols and colour for a terminal).
    The action menu stays plain: it shows what the player types.

    In a game with a button (the flop and draw games) the button moves one seat to the left each hand:
    each player moves one seat down the engine's seats, whose last is the button
    (``cli.games.seating``), and keeps the name of the seat of the first hand
    (``seat 2``), the player's points and results. In the stud games and Bailey's Poker the cards
    decide who acts first, and the seats stay as they are.

    A game in cents (``--option blinds=0.50,1.00``) is played in money: the table, the menu and the
    results show ``3.50``, never the hand's units, and the player types amounts of money
    (``raise 3.50``); an amount finer than the game's unit is refused, and asked for again.
    """

    def __init__(
        self,
        game: Any,
        *,
        players: int,
        you: int,
        bots: Sequence[Bot],
        seed: int,
        stack: int,
        stdin: TextIO,
        out: TextIO,
        style: CardStyle = PLAIN,
    ) -> None:
        self.game = game
        self.you = you
        self.scores = bool(getattr(game, "scores", False))  # points carried from hand to hand, and a kitty
        others = iter(bots)
        self.bots: list[Bot | None] = [None if s == you else next(others) for s in range(players)]
        """Each player's bot (``None`` for the one at the prompt), by player: the seat each had in the first hand."""
        self.names = ["you" if s == you else f"seat {s}" for s in range(players)]
        """Each player's name, by player."""
        self.style = style
        self.moves = has_button(game)
        """Whether the button moves from hand to hand (and the players with it, seat by seat)."""
        self.order = seating(players, 0, moves=self.moves)
        """The player in each seat of the hand being played."""
        self.seat = you
        """The seat of the player at the prompt in the hand being played."""
        self.money = money_of_game(game)
        """What a unit of the game's hands is worth: amounts are shown, and typed, in money."""
        self.narrator = Narrator.for_game(game, self.names, viewer=you, style=style, money=self.money)
        self.up_column = deals_up_cards(game)  # an up-card column only for games that deal cards face up
        master = random.Random(seed)
        self.deal_rng, self.bot_rng = random.Random(master.getrandbits(64)), random.Random(master.getrandbits(64))
        self.seed = seed
        self.stack = stack
        self.stdin, self.out = stdin, out
        self.net = [0] * players
        """Each player's result so far, by player."""
        self.points, self.kitty = [stack] * players, 0  # a game that scores: each player's points and the kitty carried
        self.played = 0

    def say(self, text: str = "") -> None:
        """A line to the player."""
        print(text, file=self.out)

    def run(self, hands: int) -> int:
        """Play ``hands`` hands (fewer if the player quits); returns the exit status, 0."""
        moving = "; the button moves one seat to the left each hand" if self.moves and hands > 1 else ""
        self.say(f"{self.game.name}: you are seat {self.you} of {len(self.names)}{moving}; deal seed {self.seed}")
        self.say("Answer with the number of an action or its text; 'help' shows the table, 'quit' or Ctrl-D leaves.")
        for number in range(1, hands + 1):
            if not self.play_hand(number, hands):
                self.say(f"Goodbye: you left during hand {number}.")
                self._totals()
                return 0
        self.say(f"\nSession over: {hands} hand{'s' if hands != 1 else ''} played.")
        self._totals()
        return 0

    def _totals(self) -> None:
        if self.played:
            results = ", ".join(f"{n} {signed(self.money.amount(v))}" for n, v in zip(self.names, self.net))
            self.say("net result: " + results + (f"; kitty {self.kitty}" if self.scores else ""))

    def _new_hand(self, number: int) -> Hand:
        """Hand ``number`` (from 1), its players seated for it: the button moved (where it moves) since the last."""
        self.order = seating(len(self.names), number - 1, moves=self.moves)
        self.seat = self.order.index(self.you)
        if self.scores:
            hand: object = self.game.new_hand([self.points[p] for p in self.order], kitty=self.kitty, seed=self.deal_rng)
        else:
            hand = self.game.new_hand([self.stack] * len(self.names), seed=self.deal_rng)  # whole amounts of money: 1000 is 1000.00
        if not isinstance(hand, Hand):
            raise CommandError(f"{self.game.name} does not play on this library's engine: play cannot show it")
        self.money = hand.money
        self.narrator = Narrator.for_game(self.game, [self.names[p] for p in self.order], viewer=self.seat, style=self.style, money=self.money)
        return hand

    def play_hand(self, number: int, hands: int) -> bool:
        """One hand; returns ``False`` if the player quit."""
        hand = self._new_hand(number)
        self.say(f"\n=== hand {number} of {hands} ===")
        if self.moves:
            button = self.narrator.names[-1]
            self.say(f"{button} {'are' if button == 'you' else 'is'} on the button")
        told = 0
        while True:
            events = hand.events
            for line in self.narrator.lines(events[told:]):
                self.say(line)
            told = len(events)
            if hand.is_over:
                break
            seat = hand.actor
            assert seat is not None
            bot = self.bots[self.order[seat]]
            if bot is not None:
                hand.act(bot.choose(hand, seat, self.bot_rng))
            elif not self._your_turn(hand):
                return False
        self._result(hand)
        return True

    def _your_turn(self, hand: Hand) -> bool:
        """Show the table, prompt until the answer is a legal action, and take it; ``False`` if the player quits."""
        self._table(hand)
        while True:
            self.out.write("> ")
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                self.say()
                return False
            answer = line.strip()
            if not self.stdin.isatty():
                self.say(_echo(answer))  # piped answers: keep the transcript readable, as typed
            if answer.lower() in _QUIT:
                return False
            if answer.lower() in _HELP or not answer:
                self._table(hand)
                continue
            try:
                hand.act(parse_answer(answer, hand.legal_actions(), held=hand.down_cards(self.seat), money=self.money))
                return True
            except IllegalActionError as error:  # the hand refused it and changed nothing: ask again
                self.say(f"  ! {bounded(_to_you(error, self.money))}")
            except ValueError as error:  # BadInput
                self.say(f"  ! {bounded(str(error))}")

    def _table(self, hand: Hand) -> None:
        self.say(self._situation(hand))
        for seat, name in enumerate(self.narrator.names):
            self.say(self._seat_line(hand, seat, name))
        legal = hand.legal_actions()
        menu = action_menu(legal, self.money)
        self.say(f"your move: {menu}" if len(menu) <= 66 else "your move:\n" + "\n".join(f"  {n}) {a.text(self.money)}" for n, a in enumerate(legal, 1)))

    def _situation(self, hand: Hand) -> str:
        situation = getattr(self.game, "situation", None)
        if situation is not None:
            return self.style.text(str(situation(hand, self.seat)))
        return f"{hand.street}: pot {self.money.text(sum(p.amount for p in hand.pots))}"

    def _seat_line(self, hand: Hand, seat: int, name: str) -> str:
        if hand.folded[seat]:
            return f"  {name:<7} folded"
        up = hand.up_cards(seat)
        cards = f"down {pad(self._down(hand, seat) or '-', 12)}" + (f" up {show(up, self.style) or '-'}" if up or self.up_column else "")
        if self.scores:
            return f"  {name:<7} {pad(cards, 36)} {hand.stacks[seat]} points"
        community = f" + {show(hand.community, self.style)}" if hand.community and not self.narrator.board else ""
        text = self.money.text
        bet = f"bet {text(hand.bets[seat])}, " if hand.bets[seat] else ""
        return f"  {name:<7} {pad(cards + community, 36)} {bet}{text(hand.stacks[seat])} behind"

    def _down(self, hand: Hand, seat: int) -> str:
        """A seat's face-down cards as the player sees them: their own (where the game shows them), else ``??``."""
        sees = self.narrator.sees(seat, False)
        return " ".join(self.style.card(c) if sees else self.style.hidden for c in hand.down_cards(seat))

    def _result(self, hand: Hand) -> None:
        shown = {e.seat: e for e in hand.events if isinstance(e, Shown) and e.run == 1}
        self.say("result:")
        for seat, name in enumerate(self.narrator.names):
            if seat in shown:
                what = f"{show(shown[seat].cards, self.style)}: {self.narrator.values(shown[seat])}"
            elif hand.folded[seat]:
                what = "folded"
            elif seat in hand.mucked_seats:
                what = " ".join(filter(None, (self._down(hand, seat), show(hand.up_cards(seat), self.style)))) + " (mucked)"
            else:
                what = " ".join(filter(None, (self._down(hand, seat), show(hand.up_cards(seat), self.style)))) + " (not shown)"
            self.say(f"  {name:<7} {signed(self.money.amount(hand.payoffs[seat])):>6}  {what}")
        self._winners(hand)
        for seat, payoff in enumerate(hand.payoffs):
            self.net[self.order[seat]] += payoff
        if self.scores:
            for seat, points in enumerate(hand.stacks):
                self.points[self.order[seat]] = points
            self.kitty = hand.kitty
        self.played += 1

    def _winners(self, hand: Hand) -> None:
        if self.scores:
            winner = "a tie: the stakes go to the kitty" if hand.winner is None else f"winner: {self.narrator.names[hand.winner]}"
            self.say(f"{winner}; kitty {hand.kitty}")
            return
        winners = sorted({e.seat for e in hand.results})
        self.say("winner" + ("s" if len(winners) > 1 else "") + ": " + ", ".join(self.narrator.names[s] for s in winners))


def _to_you(error: IllegalActionError, money: Money = Money.WHOLE) -> str:
    """The hand's refusal told to the player at the prompt: "you do not hold 2c (you hold 7h Td …)", not "seat 0 does";
    the engine's own list of what is legal (in units) told in ``money``."""
    action, legal = error.action, error.legal
    if not money.whole and action is not None and error.template == f"{{player}} cannot {action}: legal now are {', '.join(map(str, legal))}":
        return f"you cannot {action.text(money)}: legal now are {', '.join(a.text(money) for a in legal)}"
    text = error.naming("you")
    for they, you in _SECOND_PERSON:
        text = text.replace(they, you)
    return text


_SECOND_PERSON = (("you does ", "you do "), ("you has ", "you have "), ("you is ", "you are "), ("(holds ", "(you hold "))
"""The verbs the engine's refusals use for the player, and their second person."""


def _echo(answer: str) -> str:
    """A piped answer as the transcript shows it: printable, and cut to a line."""
    printable = "".join(c if c.isprintable() else "?" for c in answer[:_ECHO + 1])
    return printable if len(printable) <= _ECHO else printable[:_ECHO] + f"… ({len(answer):,} characters)"


_ECHO = 60


def run_play(args: argparse.Namespace) -> int:
    """``pokervariants play``: a session in the terminal."""
    game = chosen_game(args)
    check_players(game, args.players)
    if not 0 <= args.seat < args.players:
        raise CommandError(f"--seat must be a seat from 0 to {args.players - 1}, got {args.seat:,}")
    bots = [make_bot(n) for n in bot_names(args.bot, args.players - 1, "other seats")]
    stack = starting_stack(game, args.stack)
    seed = args.seed if args.seed is not None else fresh_seed()
    style = choose_style(args.color, stream=sys.stdout, four_colour=args.four_colour)
    session = PlaySession(game, players=args.players, you=args.seat, bots=bots, seed=seed, stack=stack, stdin=sys.stdin, out=sys.stdout, style=style)
    return session.run(args.hands)
