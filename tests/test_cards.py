from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokervariants import JOKER, JOKER_2, Card, Deck, DeckExhaustedError, Rank, Suit, parse_cards


def test_card_numbers_and_text() -> None:
    assert int(Card("2c")) == 0 and int(Card("As")) == 51
    assert [str(Card(i)) for i in (0, 1, 2, 3, 4, 50, 51, 52, 53)] == ["2c", "2d", "2h", "2s", "3c", "Ah", "As", "Jk", "Jk2"]
    assert Card("Td").rank is Rank.TEN and Card("Td").suit is Suit.DIAMONDS
    assert Card.of(Rank.QUEEN, Suit.HEARTS) == Card("Qh")
    assert repr(Card("Kc")) == "Card('Kc')" and f"{Card('Kc'):>4}" == "  Kc"
    assert Card(JOKER).is_joker and not Card("As").is_joker


@given(st.integers(0, 53))
def test_text_round_trip(number: int) -> None:
    assert Card(str(Card(number))) == number


def test_joker_has_no_rank_or_suit() -> None:
    with pytest.raises(ValueError, match="no rank"):
        Card(JOKER).rank
    with pytest.raises(ValueError, match="no suit"):
        Card(JOKER_2).suit


@pytest.mark.parametrize("bad", [-1, 54, 100])
def test_card_number_out_of_range(bad: int) -> None:
    with pytest.raises(ValueError, match="out of range"):
        Card(bad)


@pytest.mark.parametrize(
    "text",
    ["As Td 2c", "AsTd2c", "as td 2C", "A♠ 10♦ 2♣", "As,Td,2c", " As\tTd\n2c ", "A♤T♢2♧"],
)
def test_parse_forms(text: str) -> None:
    assert parse_cards(text) == (Card(51), Card(33), Card(0))


def test_parse_jokers() -> None:
    assert parse_cards("Jk Jk") == (Card(52), Card(53))
    assert parse_cards("Jk2 jk") == (Card(53), Card(52))
    assert parse_cards("Jk1") == (Card(52),)
    assert parse_cards("Jk2c") == (Card(52), Card("2c"))  # a joker, then the two of clubs
    assert parse_cards("") == ()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("As Xd", r"bad card 'Xd' \(card 2, character 3\)"),
        ("As Kx 2c", r"bad card 'Kx' \(card 2, character 3\)"),
        ("AsK", r"bad card 'K' \(card 2, character 2\)"),
        ("1s", r"bad card '1s' \(card 1, character 0\)"),
        ("Ass", r"bad card 's' \(card 2, character 2\)"),
        ("AsXxKd", r"bad card 'Xx' \(card 2, character 2\)"),
        ("As Kd As", r"duplicate card 'As' \(card 3, character 6\).*already appears as card 1"),
        ("Jk Jk Jk", r"third joker"),
        ("Jk1 Jk1", r"duplicate card 'Jk1'"),
    ],
)
def test_parse_errors_name_token_and_position(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_cards(text)


def test_parse_rejects_non_strings() -> None:
    with pytest.raises(TypeError):
        parse_cards([1, 2])  # type: ignore[arg-type]


def test_standard_deck() -> None:
    deck = Deck.standard()
    assert len(deck) == deck.remaining == 52
    assert deck.deal(2) == (Card("2c"), Card("2d"))
    assert len(Deck.standard(jokers=2)) == 54
    with pytest.raises(ValueError, match="jokers must be"):
        Deck.standard(jokers=3)


def test_shuffle_is_reproducible_from_seed_or_random() -> None:
    a = Deck.shuffled(seed=42).deal(52)
    assert a == Deck.shuffled(random.Random(42)).deal(52)
    assert a != Deck.shuffled(seed=43).deal(52)
    assert sorted(a) == list(range(52))
    with pytest.raises(TypeError):
        Deck.shuffled(seed="42")  # type: ignore[arg-type]


@given(st.integers(0, 2**64), st.sampled_from(["2", "6"]), st.lists(st.tuples(st.sampled_from(["draw", "deal", "many", "burn", "one", "peek", "cards", "copy", "pickle", "restock"]), st.integers(0, 7)), max_size=30))
def test_a_deck_shuffled_from_an_int_deals_as_a_whole_shuffle(seed: int, lowest: str, steps: list[tuple[str, int]]) -> None:
    # A deck from an int seed places its cards as they are dealt; one from a generator is shuffled
    # whole at once. Whatever is asked of them, in any order, they must answer alike.
    import copy
    import pickle

    lazy, whole = Deck.shuffled(seed, lowest=lowest), Deck.shuffled(random.Random(seed), lowest=lowest)
    for step, n in steps:
        n = min(n, len(whole))
        if step == "draw" and n:
            assert lazy.draw() == whole.draw()
        elif step == "deal":
            assert lazy.deal(n) == whole.deal(n)
        elif step == "many":
            assert lazy.draw_many(range(n)) == whole.draw_many(range(n))
        elif step in ("burn", "one") and n:
            assert getattr(lazy, "burn" if step == "burn" else "deal_one")() == getattr(whole, "burn" if step == "burn" else "deal_one")()
        elif step == "peek":
            assert lazy.peek(n) == whole.peek(n)
        elif step == "cards":
            assert lazy.cards == whole.cards
        elif step == "copy":
            twin = copy.deepcopy(lazy) if n % 2 else lazy.copy()
            assert twin.deal(len(twin)) == whole.copy().deal(len(whole))  # a copy is whole, and dealing it leaves the original be
        elif step == "pickle":
            assert pickle.loads(pickle.dumps(lazy)).cards == whole.cards
        elif step == "restock" and len(whole) < 40:  # the discards go beneath the stub, in an order of the deck's own seed
            back = [c for c in Deck.standard(lowest=lowest).cards if c not in whole.cards][:n]
            stub = whole.cards
            order = lazy.restock(back)
            assert sorted(order) == sorted(back) and lazy.cards == stub + order
            whole = Deck.stacked(lazy.cards)
        assert len(lazy) == len(whole)
    assert lazy.deal(len(lazy)) == whole.deal(len(whole))


@given(st.integers(0, 2**64), st.integers(0, 3))
def test_a_seeded_decks_reshuffles_are_the_same_from_version_to_version(seed: int, earlier: int) -> None:
    # Hands replay from their seeds, reshuffles included: the order of each restock is fixed by the
    # seed and the restock's number, by a Fisher-Yates shuffle whose indices are two-byte draws from
    # BLAKE2b digests of that text and a block number, refused at or above the range's largest multiple.
    deck = Deck.shuffled(seed)
    deck.deal(40)
    for _ in range(earlier):
        deck.restock([])
    back = list(Deck.standard().cards[:9])
    key = f"pokervariants reshuffle {seed} {earlier}".encode()
    stream = b"".join(hashlib.blake2b(key + block.to_bytes(4, "little")).digest() for block in range(4))
    draws = iter(int.from_bytes(stream[k : k + 2], "big") for k in range(0, len(stream), 2))
    expected = list(back)
    for i in reversed(range(1, len(expected))):
        draw = next(d for d in draws if d < 65536 // (i + 1) * (i + 1))
        j = draw % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert deck.restock(back) == tuple(expected)


def test_a_reshuffle_puts_every_order_equally_often() -> None:
    # Three discards reshuffled from 6,000 seeds: each of the six orders about a thousand times
    # (a chi-squared of 30 or more, five degrees of freedom, comes by chance about once in 100,000).
    counts: Counter[tuple[Card, ...]] = Counter()
    back = Deck.standard().cards[:3]
    for seed in range(6000):
        deck = Deck.shuffled(seed)
        deck.deal(50)
        counts[deck.restock(back)] += 1
    assert len(counts) == 6
    assert sum((c - 1000) ** 2 / 1000 for c in counts.values()) < 30


@given(st.integers(0, 2**32), st.integers(0, 2))
def test_deck_deals_every_card_once(seed: int, jokers: int) -> None:
    deck = Deck.shuffled(seed, jokers=jokers)
    dealt = list(deck.deal(10)) + [deck.burn()] + list(deck.deal(deck.remaining))
    assert sorted(dealt) == list(range(52 + jokers))
    assert deck.remaining == 0


def test_deal_burn_peek_and_exhaustion() -> None:
    deck = Deck.stacked("As Kd Qh Jc")
    assert deck.peek(2) == (Card("As"), Card("Kd"))
    assert deck.burn() == Card("As") and deck.burned == (Card("As"),)
    assert deck.deal_one() == Card("Kd")
    copy = deck.copy()
    assert deck.deal(2) == (Card("Qh"), Card("Jc"))
    assert copy.cards == (Card("Qh"), Card("Jc"))
    with pytest.raises(DeckExhaustedError, match="cannot deal 1 cards: 0 remain"):
        deck.deal(1)
    with pytest.raises(DeckExhaustedError):
        deck.deal_one()
    with pytest.raises(ValueError):
        Deck.stacked("As").deal(-1)


def test_stacked_deck() -> None:
    assert list(Deck.stacked("As Kd")) == [Card("As"), Card("Kd")]
    filled = Deck.stacked("As Kd", fill=True, seed=1)
    assert len(filled) == 52 and filled.deal(2) == (Card("As"), Card("Kd"))
    assert Deck.stacked("As", fill=True).deal(2) == (Card("As"), Card("2c"))
    assert Deck.stacked([51, 0]).deal(2) == (Card("As"), Card("2c"))
    with pytest.raises(ValueError, match="appears twice"):
        Deck([1, 2, 1])
    with pytest.raises(ValueError, match="duplicate card"):
        Deck.stacked("As As")
    with pytest.raises(ValueError, match="only applies with fill"):
        Deck.stacked("As", seed=1)


def test_one_card_where_cards_are_wanted_is_refused_saying_how_to_give_it() -> None:
    from pokervariants import as_cards

    with pytest.raises(TypeError, match=r"give the one card As in a list \(\[card\]\) or as text \('As'\)"):
        as_cards(Card(51))
    with pytest.raises(TypeError, match=r"give the one card number 5 in a list \(\[5\]\)"):
        as_cards(5)  # type: ignore[arg-type]
