"""Rooms' files at scale: statistics over many room files on a Dask cluster (the docs' recipe, run
on a LocalCluster) equal one pass, and so do a process pool's."""

from __future__ import annotations

import concurrent.futures
import random
from decimal import Decimal
from pathlib import Path

import pytest

import pokervariants as pv
from pokervariants import stats
from pokervariants.bots import RandomBot

from .stars_format import stars_text


def _room_stats(path: str) -> stats.Stats:
    return stats.of(pv.sites.read(path))


@pytest.fixture
def room_files(tmp_path: Path) -> list[str]:
    """Three PokerStars files of random cash hands in cents with a rake, written here."""
    game = pv.Holdem(blinds=(Decimal("0.50"), Decimal("1.00")), betting=pv.NoLimit(), rake=pv.Rake(percent=5, cap=Decimal("3.00")))
    rng, bot, names, paths = random.Random(5), RandomBot(fold_weight=0.4), ["Ann", "Bea", "Cy", "Dee"], []
    for day in range(3):
        texts = []
        for number in range(8):
            hand = game.new_hand([Decimal(rng.randint(5_000, 20_000)) / 100 for _ in range(4)], seed=100 * day + number)
            while not hand.is_over:
                hand.act(bot.choose(hand, hand.actor, rng))
            texts.append(stars_text(hand, number=100 * day + number, code="NT", names=rng.sample(names, 4), small=Decimal("0.50"), big=Decimal("1.00")))
        path = tmp_path / f"day{day}.txt"
        path.write_text("\n\n".join(texts), encoding="utf-8")
        paths.append(str(path))
    return paths


def test_a_process_pool_and_a_dask_cluster_give_one_pass_s_statistics(room_files: list[str]) -> None:
    serial = stats.of(hand for path in room_files for hand in pv.sites.read(path))
    assert serial.hands == 24
    with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
        assert sum(pool.map(_room_stats, room_files), stats.Stats.merge([])) == serial
    bag = pytest.importorskip("dask.bag")
    distributed = pytest.importorskip("distributed")  # in the test extra: this always runs in CI
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster:
        with distributed.Client(cluster):
            parts = bag.from_sequence(room_files, npartitions=3).map(_room_stats)
            assert parts.reduction(stats.Stats.merge, stats.Stats.merge).compute() == serial
