"""The commit message check (scripts/commit_msg.py) and the hook that runs it, in a
repository of the test's own: a subject of at most 72 characters, a blank line, and
a body for anything but a trivial change."""

from __future__ import annotations

import importlib.util
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "commit_msg.py"
GOOD = "Say what changed in a line\n\nAnd why, in a body: what was measured, what was dropped.\n"

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def check_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("commit_msg", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def git(
    where: Path, *args: str, check: bool = True, input: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull)
    return subprocess.run(
        ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid", *args],
        cwd=where,
        env=env,
        capture_output=True,
        text=True,
        check=check,
        input=input,
    )


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    """A repository with one commit and this checkout's check in scripts/."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    (repo / "scripts").mkdir()
    shutil.copy2(SCRIPT, repo / "scripts" / "commit_msg.py")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "--no-verify", "-m", "The check")
    return repo


def commit(where: Path, message: str, lines: int) -> subprocess.CompletedProcess[str]:
    """Stage a change of ``lines`` new lines and commit it with ``message``."""
    changed = where / "notes.txt"
    before = changed.read_text() if changed.exists() else ""
    changed.write_text(before + "".join(f"line {n}\n" for n in range(lines)))
    git(where, "add", "notes.txt")
    return git(where, "commit", "-q", "-F", "-", check=False, input=message)


def test_what_a_message_may_be():
    module = check_module()

    def wrong(message: str, changed: int | None = 40) -> list[str]:
        return module.problems(module.message_lines(message), changed)

    assert wrong(GOOD) == []
    assert wrong("x" * 72 + "\n\nWhy.") == []
    (long,) = wrong("x" * 73 + "\n\nWhy.")
    assert "73 characters; at most 72" in long
    (joined,) = wrong("A subject\nthat goes on\n\nWhy.")
    assert "second line must be blank" in joined
    (bare,) = wrong("A subject alone")
    assert "a change of 40 lines needs a body" in bare
    assert wrong("Fix a typo", changed=4) == []  # trivial: at most four lines
    assert wrong("Fix a typo", changed=None) != []  # not known (a binary file): not trivial
    for exempt in ("fixup! A subject", "squash! A subject", "Merge branch 'x'", 'Revert "X"'):
        assert wrong(exempt) == []
    # what git drops is not the message: comments, and all below the scissors
    verbose = "# Please enter the message\nA subject\n\nWhy.\n# ------------------------ >8 "
    verbose += "------------------------\ndiff --git a/x b/x\n" + "y" * 200 + "\n"
    assert wrong(verbose) == []
    assert wrong("\n# only comments\n") == []  # empty: git refuses it itself


def test_the_installed_hook_checks_commits_in_every_worktree(repository: Path, tmp_path: Path):
    """Installed where git looks (`git rev-parse --git-path hooks`: the repository's
    hooks, shared by its worktrees), it refuses a bad message in a worktree too."""
    installed = subprocess.run(
        [sys.executable, "scripts/commit_msg.py", "--install"],
        cwd=repository,
        capture_output=True,
        text=True,
    )
    assert installed.returncode == 0, installed.stderr
    hook = repository / ".git" / "hooks" / "commit-msg"
    assert hook.stat().st_mode & stat.S_IXUSR
    refused = commit(repository, "x" * 80 + "\n\nWhy.", 40)
    assert refused.returncode != 0 and "80 characters" in refused.stderr
    assert commit(repository, GOOD, 40).returncode == 0
    worktree = tmp_path / "other"
    git(repository, "worktree", "add", "-q", "-b", "other", str(worktree))
    refused = commit(worktree, "A subject alone", 40)
    assert refused.returncode != 0 and "needs a body" in refused.stderr
    git(worktree, "reset", "-q", "--hard")  # the refused change is not committed
    assert commit(worktree, "Fix a typo", 2).returncode == 0
    assert git(worktree, "log", "-1", "--format=%s").stdout.strip() == "Fix a typo"


def test_a_hook_of_ones_own_is_kept(repository: Path):
    hooks = repository / ".git" / "hooks"
    hooks.mkdir(exist_ok=True)
    own = hooks / "commit-msg"
    own.write_text("#!/bin/sh\nexit 0\n")
    subprocess.run([sys.executable, "scripts/commit_msg.py", "--install"], cwd=repository)
    assert own.read_text() == "#!/bin/sh\nexit 0\n"


def test_a_checkout_without_the_check_is_not_checked(repository: Path):
    """The hook runs the check of the checkout being committed in: a branch from
    before it (or a worktree of such a branch) commits as before."""
    subprocess.run([sys.executable, "scripts/commit_msg.py", "--install"], cwd=repository)
    git(repository, "rm", "-q", "scripts/commit_msg.py")
    assert commit(repository, "Remove the check", 40).returncode == 0
    assert commit(repository, "A subject alone, once more", 40).returncode == 0
