"""``import pokervariants`` stays quick: what most programs never use is imported on first use.

Checked by what a bare import leaves in ``sys.modules``, in a fresh interpreter, rather than by timing."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

_NOT_AT_IMPORT = (
    # equity's face (equity, EquityResult, Holding …) is imported at once; what runs it on first use
    "pokervariants.equity._spot",
    "pokervariants.equity._dealing",  # deals a spot out through the engine
    "pokervariants.equity._ways",
    "pokervariants.equity._choose",
    "pokervariants.equity._run",
    "pokervariants.equity._small",
    "pokervariants.equity._arrays",
    "pokervariants.equity._omaha",
    "pokervariants.equity._python",
    "pokervariants.equity._engine",
    "concurrent.futures",  # equity's executors
    "pokervariants.phh",
    "pokervariants.session",  # sessions, mixes, tournaments (and PHH, which they write)
    "pokervariants.session.bailey_match",  # BaileyMatch, CashForPoints, FirstToPoints
    "pokervariants.variants.bailey_match",  # their old path
    "numpy",  # the batch kernels' numpy backend
    "importlib.metadata",  # entry points are scanned the first time a game name is not known
    "pokervariants.cli",
    "pokervariants.render",  # the pictures and the replayer page: imported by a notebook's first _repr_svg_
    "pokervariants.render.svg",
    "pokervariants.svg",  # the old path of the pictures
)


def _modules_after(code: str) -> set[str]:
    program = f"import sys\n{code}\nimport json\nprint(json.dumps(sorted(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    return set(json.loads(result.stdout.splitlines()[-1]))


def test_a_bare_import_loads_none_of_the_lazy_parts() -> None:
    loaded = _modules_after("import pokervariants")
    assert "pokervariants.variants.registry" in loaded
    assert not loaded & set(_NOT_AT_IMPORT), sorted(loaded & set(_NOT_AT_IMPORT))


def test_finding_a_built_in_game_scans_no_entry_points() -> None:
    loaded = _modules_after("import pokervariants\npokervariants.find_variant('razz')")
    assert "importlib.metadata" not in loaded
    assert "importlib.metadata" in _modules_after("import pokervariants\npokervariants.variant_names()")


@pytest.mark.parametrize(
    "code",
    [
        "from pokervariants import equity, Holding",
        "import pokervariants.equity",
        "import pokervariants.cli",  # imports the package pokervariants.equity (after pokervariants, as every import does)
        "import pokervariants.equity._small",
        "from pokervariants.equity import equity as e",
        "from pokervariants import *",
    ],
)
def test_pokervariants_equity_is_the_function_however_it_is_first_imported(code: str) -> None:
    program = f"""{code}
import inspect, pokervariants
from pokervariants import equity, Holding, EquityResult, phh, BaileyMatch, CashForPoints, FirstToPoints
assert inspect.isfunction(equity) and equity is pokervariants.equity, equity
assert inspect.ismodule(phh) and phh.__name__ == "pokervariants.phh"
assert Holding.__module__ == "pokervariants.equity" and BaileyMatch.__module__ == "pokervariants.session.bailey_match"
assert inspect.ismodule(__import__("sys").modules["pokervariants.equity"])
assert {{"equity", "Holding", "phh", "BaileyMatch"}} <= set(dir(pokervariants))
"""
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_every_name_in_all_is_there() -> None:
    import pokervariants
    import pokervariants.variants

    for module in (pokervariants, pokervariants.variants):
        for name in module.__all__:
            assert getattr(module, name) is not None
    with pytest.raises(AttributeError, match="has no attribute 'nothing'"):
        pokervariants.nothing  # noqa: B018
    with pytest.raises(AttributeError, match="has no attribute 'nothing'"):
        pokervariants.variants.nothing  # noqa: B018
