"""Instructions a hand or a decision, counted by valgrind's callgrind: a measure of the hot paths
that a shared, noisy machine does not move, for comparing a change with the tree before it (the
figures ``docs/benchmarks.rst`` gives as "instructions a hand"). Wall-clock goals against the
peers stay with the other ``bench_*.py`` scripts: this measures us alone.

How to run, from the repository root (valgrind installed; a minute or two a workload)::

    python benchmarks/instructions.py                         # every workload
    python benchmarks/instructions.py sites-cash aec          # some
    python benchmarks/instructions.py table --python /path/to/other/venv/bin/python

Each workload runs twice under callgrind in a fresh process, once with its warm-up alone and once
with the measured repetitions after it; the difference, over the hands read (or the decisions
made), is the figure. ``PYTHONHASHSEED=0`` for both, and what the warm-up made is frozen out of
the collector's way before the measured runs (``gc.freeze``: a full pass over it would fall in one
run or the other by the collector's counts, and moved a figure by 2 %); what is left of the noise
(a dictionary's layout follows its keys' addresses) moves a figure by a per cent or so from run to
run, so compare medians of several runs where a change is small. numpy's BLAS runs in one thread:
the idle workers of OpenBLAS spin, and their instructions, counted too, moved the learning
environments' figures by up to 5 % before 2026-12-06.

* ``sites-cash``, ``sites-tournament``: ``sites.read`` of 300 PokerStars hands
  (``bench_sites.stars_file``), read twice, each hand read and proven: instructions a hand.
* ``table``: a ``rl.TrainingTable`` of six-player no-limit hold'em, stacks 200, 300 hands of
  random legal indices, ``observe``, ``mask`` and ``step`` at each decision: instructions a
  decision.
* ``aec``: the same hands through ``rl.pettingzoo_env``'s AEC loop (``last()`` at every step, a
  hand's end included): instructions a decision.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORKLOADS = ("sites-cash", "sites-tournament", "table", "aec")


def _child(workload: str, repetitions: int, path: str) -> int:
    """Run ``workload``: its warm-up, then ``repetitions`` measured runs; the hands or decisions
    the measured runs took. ``path``: the rooms' workloads' file (written before: made here, its
    hands would be played in this process first, and the engine's caches warmed with them)."""
    import random

    import pokervariants as pv

    if workload.startswith("sites"):
        text = Path(path).read_text(encoding="utf-8")
        list(pv.sites.read(text[:5000], errors="skip"))  # the imports and first calls
        _settled()
        return sum(sum(1 for _ in pv.sites.read(text)) for _ in range(repetitions))
    import numpy as np

    from pokervariants import rl

    pv.build_tables()
    game = pv.Holdem(blinds=(1, 2), betting=pv.NoLimit())
    rng = random.Random(0)
    if workload == "table":
        table = rl.TrainingTable(game, players=6, stacks=200)

        def hands(count: int) -> int:
            table.reset(0)
            steps = 0
            for _ in range(count):
                while (agent := table.current) is not None:
                    table.observe(agent)
                    legal = np.flatnonzero(table.mask())
                    table.step(int(legal[rng.randrange(len(legal))]))
                    steps += 1
                table.reset()
            return steps

    else:
        env = rl.pettingzoo_env(game, players=6, stacks=200)

        def hands(count: int) -> int:
            env.reset(seed=0)
            steps = 0
            for _ in range(count):
                for _agent in env.agent_iter():
                    observation, _reward, termination, truncation, _info = env.last()
                    if termination or truncation:
                        env.step(None)
                        continue
                    legal = np.flatnonzero(observation["action_mask"])
                    env.step(int(legal[rng.randrange(len(legal))]))
                    steps += 1
                env.reset()
            return steps

    hands(50)  # the warm-up
    _settled()
    return hands(300) if repetitions else 0


def _settled() -> None:
    """Every object made so far (the imports, the warm-up) collected or frozen, out of the
    collector's way: a full pass over them comes when the collector's counts say, in one run and
    not the other, and moved a count by 2 % (a pass over what the measured runs make is counted)."""
    import gc

    gc.collect()
    gc.freeze()


_ONE_THREAD = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
"""numpy's linear algebra in the one thread: OpenBLAS's idle worker threads spin, and callgrind
counts their instructions too (3,000 a decision, more or less from run to run, in ``aec``)."""


def _counted(python: str, workload: str, repetitions: int, path: str) -> tuple[int, int]:
    """The instructions a run of ``workload`` took under callgrind, and the units it measured."""
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, __file__, "--child", workload, str(repetitions), path],
        capture_output=True, text=True, env={**os.environ, **_ONE_THREAD, "PYTHONHASHSEED": "0"}, check=True,
    )  # fmt: skip
    collected = re.search(r"Collected : ([\d,]+)", done.stderr)
    if collected is None:
        raise RuntimeError(f"callgrind gave no count:\n{done.stderr[-2000:]}")
    return int(collected.group(1).replace(",", "")), int(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workloads", nargs="*", help=f"some of {', '.join(WORKLOADS)} (all by default)")
    parser.add_argument("--python", default=sys.executable, help="the Python whose pokervariants is counted (another venv's, to compare builds)")
    parser.add_argument("--child", nargs=3, metavar=("WORKLOAD", "REPETITIONS", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(_child(args.child[0], int(args.child[1]), args.child[2]))
        return
    unknown = [name for name in args.workloads if name not in WORKLOADS]
    if unknown:
        parser.error(f"no workload {unknown[0]!r}: the workloads are {', '.join(WORKLOADS)}")
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install valgrind)")
    sys.path.insert(0, str(HERE))
    from bench_sites import stars_file

    with tempfile.TemporaryDirectory() as folder:
        for workload in args.workloads or WORKLOADS:
            path = Path(folder, f"{workload}.txt")
            if workload.startswith("sites"):
                path.write_text(stars_file(300, tournament=workload == "sites-tournament"), encoding="utf-8")
            before, _ = _counted(args.python, workload, 0, str(path))
            after, units = _counted(args.python, workload, 2, str(path))
            unit = "a hand" if workload.startswith("sites") else "a decision"
            print(f"{workload:18} {(after - before) / units:10,.0f} instructions {unit} ({units:,} measured)", flush=True)


if __name__ == "__main__":
    main()
