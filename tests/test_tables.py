from __future__ import annotations

import subprocess
import sys

from pokervariants.evaluation import keys
from pokervariants.evaluation.tables import LazyTable


def test_import_builds_no_table() -> None:
    code = (
        "import pokervariants, pokervariants.evaluation.high as h, pokervariants.evaluation.low as l, "
        "pokervariants.evaluation.bailey as b\n"
        "from pokervariants.evaluation.tables import LazyTable\n"
        "print(all(isinstance(v, LazyTable) for m in (h, l, b) for k, v in vars(m).items() if k.startswith('_R') or k in ('_FLUSH', '_EIGHT')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


def test_build_tables_replaces_every_stand_in() -> None:
    code = (
        "import pokervariants, pokervariants.evaluation.high as h, pokervariants.evaluation.low as l, "
        "pokervariants.evaluation.bailey as b\n"
        "from pokervariants.evaluation.tables import LazyTable\n"
        "pokervariants.build_tables()\n"
        "print(any(isinstance(v, LazyTable) for m in (h, l, b) for v in vars(m).values()))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


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
    assert keys.RANK_SHIFT + keys.RANK_MASK.bit_length() <= keys.CARD_BITS
    assert 9 + 3 < 16  # a suit counter with nine cards, plus the flush test's 3
