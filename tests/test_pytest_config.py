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


def test_the_quick_loop_is_the_pure_python_tests_but_the_slow_and_a_few_app_tests():
    """``pytest -m quick`` (docs/DEVELOPING.md): the rules', records' and bots' tests
    but those marked slow, and the app tests that mark themselves quick."""
    import subprocess
    import sys
    from pathlib import Path

    from tests.waits import HANG_S

    root = Path(__file__).resolve().parents[1]
    files = ["tests/rules/test_save.py", "tests/app/test_play_gui.py"]

    def collected(*marker: str) -> set[str]:
        listed = subprocess.run(
            [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
            + [*marker, *files],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=HANG_S,
        )
        assert listed.returncode == 0, listed.stdout + listed.stderr
        return {line for line in listed.stdout.splitlines() if "::" in line}

    every, quick = collected(), collected("-m", "quick")
    slow = {
        "tests/rules/test_save.py::test_fuzzed_structures_only_ever_raise_save_errors",
        "tests/rules/test_save.py::test_fuzzed_files_only_ever_raise_save_errors",
    }
    app = {
        "tests/app/test_play_gui.py::test_a_solo_game_from_first_card_to_title",
        "tests/app/test_play_gui.py::test_a_two_player_game_with_hand_offs",
    }
    rules = {test for test in every if test.startswith("tests/rules/")}
    assert slow < rules and app <= every
    assert quick == (rules - slow) | app
