#!/usr/bin/env python3
"""The commit message check (git's ``commit-msg`` hook): a history someone can read.

    python3 scripts/commit_msg.py MESSAGE-FILE    check a message (what the hook runs)
    python3 scripts/commit_msg.py --install       install the hook (scripts/bootstrap test)

A message is a subject of at most 72 characters saying what changed, then a blank
line, then a body saying why: what was measured, what was tried and dropped. Only a
trivial commit may go without a body: one whose staged change is at most
:data:`TRIVIAL_LINES` lines added and removed (a typo, a version number), a merge,
a revert git wrote, or a ``fixup!``/``squash!``/``amend!`` commit that ``git rebase
--autosquash`` folds into another. Lines starting with the comment character and
everything below ``git commit --verbose``'s scissors line are not the message, as git
itself drops them. ``git commit --no-verify`` commits without the check.

The hook installed into ``git rev-parse --git-path hooks`` (the repository's, shared
by all its worktrees, or ``core.hooksPath``) is a few lines of shell that run this
script from the checkout being committed in, so each worktree checks with its own
copy, and a checkout without it is not checked. A ``commit-msg`` hook of your own is
never replaced. Standard library only: the hook runs outside the virtual environment.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

SUBJECT_MAX = 72
TRIVIAL_LINES = 4
EXEMPT = ("fixup! ", "squash! ", "amend! ", "Merge ", 'Revert "')
SCISSORS = "------------------------ >8 ------------------------"
MARK = "kartografove: the commit message check"
HOOK = f"""#!/bin/sh
# {MARK} of the checkout being committed in
# (scripts/commit_msg.py, installed by scripts/bootstrap test); none where it has none.
check="$(git rev-parse --show-toplevel)/scripts/commit_msg.py"
[ -f "$check" ] || exit 0
for python in python3 python; do
    if command -v "$python" >/dev/null 2>&1; then
        exec "$python" "$check" "$@"
    fi
done
echo "commit-msg: no python3 to check the message with; not checked" >&2
"""


def _git(*args: str) -> str | None:
    """What git prints, stripped (None if it fails or is not there)."""
    try:
        done = subprocess.run(["git", *args], capture_output=True, text=True, check=False)
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def message_lines(text: str, comment: str = "#") -> list[str]:
    """The message as git will keep it: without comment lines, what is below the
    scissors line, trailing spaces, and blank lines before and after."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith(comment) and line.lstrip(comment).strip() == SCISSORS:
            break
        if not line.startswith(comment):
            lines.append(line.rstrip())
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def staged_lines() -> int | None:
    """How many lines the staged change adds and removes (None: not known, or a
    binary file, which is never trivial)."""
    listed = _git("diff", "--cached", "--numstat", "--no-renames")
    if listed is None:
        return None
    total = 0
    for row in listed.splitlines():
        added, removed, _path = row.split("\t", 2)
        if not (added.isdigit() and removed.isdigit()):
            return None
        total += int(added) + int(removed)
    return total


def problems(lines: list[str], changed: int | None) -> list[str]:
    """What is wrong with a message (nothing: it may be committed). ``changed``: the
    lines the commit changes (None: unknown)."""
    if not lines:
        return []  # git refuses an empty message itself
    found = []
    subject = lines[0]
    if len(subject) > SUBJECT_MAX:
        found.append(
            f"the subject is {len(subject)} characters; at most {SUBJECT_MAX}, saying what "
            "changed (the rest goes in the body, after a blank line)"
        )
    if len(lines) > 1 and lines[1]:
        found.append("the second line must be blank: a one-line subject, then the body")
    body = [line for line in lines[1:] if line]
    trivial = changed is not None and changed <= TRIVIAL_LINES
    if not body and not trivial and not subject.startswith(EXEMPT):
        size = f"a change of {changed} lines" if changed is not None else "this change"
        found.append(
            f"{size} needs a body saying why (what you measured, what you tried and "
            f"dropped); only a change of at most {TRIVIAL_LINES} lines may go without one"
        )
    return found


def check(path: Path) -> int:
    comment = _git("config", "core.commentChar") or "#"
    if comment == "auto" or len(comment) != 1:
        comment = "#"
    lines = message_lines(path.read_text(encoding="utf-8", errors="replace"), comment)
    found = problems(lines, staged_lines())
    for problem in found:
        print(f"commit-msg: {problem}", file=sys.stderr)
    if found:
        print(
            f"commit-msg: the message is kept in {path}: `git commit -e -F {path}` to "
            'edit it (docs/DEVELOPING.md, "Commits"); --no-verify commits it anyway',
            file=sys.stderr,
        )
        return 1
    return 0


def install() -> int:
    """Put the hook where git looks for this repository's hooks."""
    hooks = _git("rev-parse", "--git-path", "hooks")  # relative to here, or absolute
    if hooks is None:
        print("commit-msg: not in a git checkout; no hook installed", file=sys.stderr)
        return 0
    hook = Path(hooks) / "commit-msg"
    if hook.exists() and MARK not in hook.read_text(errors="replace"):
        print(f"commit-msg: {hook} is a hook of your own; kept it", file=sys.stderr)
        return 0
    hook.parent.mkdir(parents=True, exist_ok=True)
    partial = hook.with_name("commit-msg.new")
    partial.write_text(HOOK)
    partial.chmod(partial.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    os.replace(partial, hook)
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--install"]:
        return install()
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    return check(Path(argv[0]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
