"""The test suite's own set-up: the hypothesis profile applies in every worker of a parallel run."""

from __future__ import annotations

import os

from hypothesis import settings


def test_the_hypothesis_profile_applies_here() -> None:
    profile = settings()
    assert profile.deadline is None
    assert profile.max_examples == (400 if os.environ.get("CI") else 150)
