from __future__ import annotations

import subprocess
import sys

from pokervariants.evaluation import keys
from pokervariants.evaluation.tables import LazyTable


def _stand_ins_left(build_first: bool) -> list[str]:
    """In a fresh interpreter: the hot modules' globals still holding a LazyTable."""
    code = (
        "import pokervariants, pokervariants.evaluation._high_python as h, pokervariants.evaluation.low as l, "
        "pokervariants.evaluation.bailey as b\n"
        "from pokervariants.evaluation.tables import LazyTable\n"
        + ("pokervariants.build_tables()\n" if build_first else "")
        + "print(' '.join(m.__name__ + '.' + k for m in (h, l, b) for k, v in vars(m).items() if isinstance(v, LazyTable)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_import_builds_no_table() -> None:
    left = _stand_ins_left(build_first=False)
    assert len(left) == 10  # high: three rank tables and flush; low: three and eight-or-better; Bailey: two
    assert "pokervariants.evaluation._high_python._RANKS7" in left


def test_build_tables_replaces_every_stand_in() -> None:
    assert _stand_ins_left(build_first=True) == []


def test_lazy_table_installs_itself_once() -> None:
    calls = []
    space: dict[str, object] = {}

    def build() -> tuple[int, ...]:
        calls.append(1)
        return (7, 8)

    stand_in = LazyTable(space, "T", build)
    space["T"] = stand_in
    assert stand_in[1] == 8 and stand_in[0] == 7
    assert space["T"] == (7, 8) and len(calls) == 1


def test_key_fields_do_not_overlap() -> None:
    """Nine cards' rank sums stay below the card bits; suit counters never carry."""
    biggest_nine = 4 * keys.RANK_KEYS[12] + 4 * keys.RANK_KEYS[11] + keys.RANK_KEYS[10]
    assert biggest_nine <= keys.RANK_MASK
    assert keys.RANK_SHIFT + keys.RANK_MASK.bit_length() <= keys.SUIT_SHIFT
    assert keys.SUIT_SHIFT + 16 <= keys.CARD_BITS
    assert 9 + 3 < 16  # a suit counter with nine cards, plus the flush test's 3


def test_rank_high_literals_match_the_key_layout() -> None:
    import inspect

    from pokervariants.evaluation import _high_python as high

    source = inspect.getsource(high.rank_high)
    assert (keys.CARD_BITS, keys.RANK_SHIFT, keys.RANK_MASK) == (40, 0, 0xFFFFFF)
    assert (keys.FLUSH_BIAS, keys.FLUSH_TEST) == (0x3333000000, 0x8888000000)
    assert "(k >> 40).bit_count()" in source and "table[k & 0xFFFFFF]" in source
    assert "+ 0x3333000000\n" in source and "k & 0x8888000000" in source
    assert all(b == (k + keys.FLUSH_BIAS if k else 0) for b, k in zip(high._BIASED, keys.CARD_KEYS, strict=True))
