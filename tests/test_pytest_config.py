"""How the test run itself is configured."""


def test_a_hung_test_prints_every_threads_stack(pytestconfig):
    """A deadlock in CI (the GUI thread waiting for a worker, say) must end in a dump
    of every thread's stack, not in a job that hangs until it is killed without a clue."""
    timeout = float(pytestconfig.getini("faulthandler_timeout") or 0)
    assert 0 < timeout <= 600


def test_the_packaging_tests_skip_saying_why_where_pip_cannot_get_the_build_tools():
    """Offline (a train, a packager's chroot) the six packaging tests gave six errors
    after pip's retries; they skip now, naming what pip could not get. "Offline" here
    is a package index on a closed port of 127.0.0.1 and no other source."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    from tests.waits import HANG_S

    root = Path(__file__).resolve().parents[1]
    env = {key: value for key, value in os.environ.items() if not key.startswith("PIP_")}
    env.update(
        PIP_CONFIG_FILE=os.devnull,  # no configured index, links or mirror
        PIP_INDEX_URL="http://127.0.0.1:9/simple",  # the discard port: nobody listens
        PIP_FIND_LINKS="",
        PIP_NO_CACHE_DIR="1",
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "tests/test_packaging.py", "-q", "-rs",
         "-p", "no:cacheprovider"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_S,
    )  # fmt: skip
    said = ran.stdout + ran.stderr
    assert ran.returncode == 0, said[-3000:]
    summary = ran.stdout.strip().splitlines()[-1]
    assert summary.startswith("6 skipped in"), said[-3000:]
    assert "pip cannot get the build's requirements" in said and "setuptools" in said
