"""The repository stands alone: what it cites is in it.

A clone has no folder beside it, so no file may point outside the repository; the
sections of ``docs/RULES.md`` that docstrings, comments, tests and data cite (``RULES
§12.3``, ``§18 K6``) must exist there, and the ideas cited from
``docs/ARCHITECTURE.md`` by name (``ARCHITECTURE "Boundaries"``) must be its headings.
"""

from __future__ import annotations

import re
import subprocess
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "RULES.md"
ARCHITECTURE = ROOT / "docs" / "ARCHITECTURE.md"
THIS = Path(__file__).resolve().relative_to(ROOT).as_posix()

# spelled in pieces so that this file does not cite them itself
OUTSIDE = re.compile(
    "|".join(re.escape(p) for p in ("../" + "shared", "/" + "work/", "shared" + "/rules"))
)
SECTION = re.compile(r"§(\d+(?:\.\d+)?)(?:\s*[–-]\s*§?(\d+(?:\.\d+)?))?")
RULING = re.compile(r"§18((?:[ ,/and]+K\d+)+)")
GONE = re.compile(r"\b(?:DESIGN|TECH_NOTES|STYLE)(?:\.md)? \"|components\.md")


@cache
def text_files() -> dict[str, str]:
    """Every file of a clean checkout (tracked, or new and not ignored) that is text."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout.decode()
    files = {}
    for name in sorted(set(listed.split("\0"))):
        path = ROOT / name
        if not name or name == THIS or not path.is_file():
            continue
        try:
            files[name] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # images, fonts, compiled translations
    return files


def rules_sections() -> tuple[set[str], set[str]]:
    """The sections of RULES.md (headings ``## §N``, ``### §N.M`` and the numbered
    items under a heading, ``§N.i``) and the rulings of its §18 table (``| K6 |``)."""
    sections: set[str] = set()
    rulings: set[str] = set()
    current = None
    for line in RULES.read_text(encoding="utf-8").splitlines():
        if heading := re.match(r"#{2,3} §(\d+(?:\.\d+)?)\b", line):
            current = heading[1]
            sections.add(current)
        elif (item := re.match(r"(\d+)\. ", line)) and current is not None:
            sections.add(f"{current}.{item[1]}")
        elif ruling := re.match(r"\| (K\d+) \|", line):
            rulings.add(ruling[1])
    return sections, rulings


def test_nothing_cites_a_path_outside_the_repository() -> None:
    outside = [
        f"{name}:{number}: {line.strip()}"
        for name, text in text_files().items()
        for number, line in enumerate(text.splitlines(), 1)
        if OUTSIDE.search(line)
    ]
    assert outside == []


def test_nothing_cites_a_document_the_repository_lacks() -> None:
    gone = [
        f"{name}:{number}: {line.strip()}"
        for name, text in text_files().items()
        for number, line in enumerate(text.splitlines(), 1)
        if GONE.search(line)
    ]
    assert gone == []


def test_every_cited_rules_section_exists() -> None:
    sections, rulings = rules_sections()
    assert {"2.1", "5.1", "8.1", "12.3", "17.1", "19.28"} <= sections  # the parser works
    missing = []
    for name, text in text_files().items():
        if name == "docs/RULES.md":
            continue
        for match in SECTION.finditer(text):
            missing += [f"{name}: §{s}" for s in match.groups() if s and s not in sections]
        for match in RULING.finditer(text):
            cited = re.findall(r"K\d+", match[1])
            missing += [f"{name}: §18 {k}" for k in cited if k not in rulings]
    assert missing == []


def test_every_cited_source_key_is_listed() -> None:
    """``[S003]`` and the like name a rulebook in the table of RULES §20."""
    listed = set(re.findall(r"^\| (\[[A-Z0-9-]+\]) \|", RULES.read_text(encoding="utf-8"), re.M))
    assert {"[S001]", "[S003]", "[S004]", "[EN-H]"} <= listed
    cited = {
        (name, key)
        for name, text in text_files().items()
        for key in re.findall(r"\[(?:S\d{3}|EN-[A-Z])\]", text)
    }
    assert {(name, key) for name, key in cited if key not in listed} == set()


def test_every_cited_architecture_idea_is_a_heading() -> None:
    headings = set(re.findall(r"^#{2,4} (.+)$", ARCHITECTURE.read_text(encoding="utf-8"), re.M))
    cited = {
        (name, " ".join(idea.split()))
        for name, text in text_files().items()
        for idea in re.findall(r'ARCHITECTURE "([^"]+)"', text)
    }
    assert {(name, idea) for name, idea in cited if idea not in headings} == set()
    assert cited, "nothing cites ARCHITECTURE.md by name any more: is this test still needed?"


DOCUMENTS = ("README.md", *(f"docs/{p.name}" for p in sorted((ROOT / "docs").glob("*.md"))))
SOURCE_PATH = re.compile(r"(?<![\w./-])((?:[\w-]+/)*[\w-]+\.py)\b")
# a path is written from the repository's root, the package's or the app's, as the
# sentence around it makes plain ("`app/play/pencil.py`", "`play/hint.py`")
PATH_ROOTS = ("", "cartografove/", "cartografove/app/")


def cited_sources() -> set[tuple[str, str]]:
    return {
        (name, path)
        for name in DOCUMENTS
        for path in SOURCE_PATH.findall((ROOT / name).read_text(encoding="utf-8"))
    }


def test_every_source_file_the_documents_name_exists() -> None:
    """A newcomer follows the docs to a file: a module moved or deleted (issue 22:
    ``app/help/guide_examples.py``, the window's modules moved to ``app/window/``)
    leaves a citation of nothing. A path with a folder must exist from the
    repository's, the package's or the app's root; a bare module name (the folder
    map of ARCHITECTURE.md) must be the name of some file of the repository."""
    names = {Path(path).name for path in text_files()} | {
        p.name for p in (ROOT / "cartografove").rglob("*.py")
    }
    missing = sorted(
        f"{name}: {path}"
        for name, path in cited_sources()
        if not (
            any((ROOT / f"{root}{path}").is_file() for root in PATH_ROOTS)
            if "/" in path
            else path in names
        )
    )
    assert missing == []
    assert len(cited_sources()) > 100, "the documents name fewer files: is the pattern right?"
