import os

import pytest
from hypothesis import settings

# Loaded by every pytest-xdist worker too: each imports this file before its tests.
settings.register_profile("ci", max_examples=400, deadline=None)
settings.register_profile("dev", max_examples=150, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the slow tests first, so that in parallel runs they start at once on different workers
    instead of finishing last on one."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True)
def _rooms_hands_proven_both_ways(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the rooms' tests (``test_sites_*``), every hand ``sites.read`` proves is proven both ways,
    straight from the room's steps and by replaying its PHH history, and the two must agree
    (``tests/sites_proofs.py``)."""
    if request.module.__name__.rpartition(".")[2].startswith("test_sites_"):
        from .sites_proofs import proven_both_ways

        monkeypatch.setattr("pokervariants.sites.prove", proven_both_ways)
