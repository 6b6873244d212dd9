"""How the test run itself is configured."""


def test_a_hung_test_prints_every_threads_stack(pytestconfig):
    """A deadlock in CI (the GUI thread waiting for a worker, say) must end in a dump
    of every thread's stack, not in a job that hangs until it is killed without a clue."""
    timeout = float(pytestconfig.getini("faulthandler_timeout") or 0)
    assert 0 < timeout <= 600
