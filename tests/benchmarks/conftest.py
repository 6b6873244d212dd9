"""The benchmarks' size: full by default; ``--smallest`` (CI, with --benchmark-disable)
makes each as small as it goes, to check that every benchmark still runs."""

from __future__ import annotations

import pytest


@pytest.fixture
def smallest(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--smallest"))
