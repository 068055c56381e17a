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
