"""The words about the app are current and the designers are credited the same way
everywhere (issue 20): the About box, the README, the rules digest and the AppStream
metadata once named them three different ways."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cartografove.__main__ import parser

ROOT = Path(__file__).resolve().parents[1]
CREDIT = re.compile(
    r"designed\s+by\s+Jordy\s+Adan\s+\(Heroes\s+with\s+John\s+Brieger\)\s+and\s+are\s+published"
    r"\s+by\s+Thunderworks\s+Games"
)
PLACES = [
    "README.md",
    "docs/RULES.md",
    "cartografove/app/help/about.py",
    "packaging/io.github.kartografove.Kartografove.metainfo.xml",
]


@pytest.mark.parametrize("place", PLACES)
def test_the_designers_are_credited_the_same_everywhere(place: str) -> None:
    text = re.sub(r'"\s*"', "", (ROOT / place).read_text(encoding="utf-8"))  # joined literals
    assert CREDIT.search(text), place


def test_the_help_and_the_summaries_say_what_the_app_does_now() -> None:
    help_text = " ".join(parser().format_help().split())
    desktop = (ROOT / "packaging" / "kartografove.desktop").read_text(encoding="utf-8")
    comment = re.search(r"^Comment=(.*)$", desktop, re.MULTILINE)
    metainfo = (ROOT / "packaging" / "io.github.kartografove.Kartografove.metainfo.xml").read_text(
        encoding="utf-8"
    )
    summary = re.search(r"<summary>(.*)</summary>", metainfo)
    assert comment and summary
    for text in (help_text, comment.group(1), summary.group(1)):
        assert "solo" in text and "pass-and-play" in text, text
        assert "computer" in text and ("network" in text or "online" in text), text
