"""Keep the translation files in step with the sources.

    python scripts/translations.py update   lupdate the .ts files, lrelease the .qm files
    python scripts/translations.py check    fail if either is out of date (run by .ci/run)

The .ts files (``i18n/``) are what translators edit with Qt Linguist; the compiled
.qm files (``resources/i18n/``) ship inside the package, so a plain ``pip install``
gives a translated app without Qt's tools. Locations are left out of the .ts files,
so they change only when a translatable text does.

argparse's own words (the ``argparse`` context, listed in ``cartografove/cli_words.py``)
are read by argparse through gettext, so that context is also compiled into a gettext
catalogue, ``resources/i18n/argparse/<lang>/LC_MESSAGES/kartografove-argparse.mo``
(:mod:`cartografove.cli_language` points gettext there).
"""

from __future__ import annotations

import filecmp
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("cs", "pl", "en")
# English is the source language: its file holds only the plural messages, so
# "%n coin(s)" reads "1 coin" and "3 coins" (lupdate -pluralonly).
PLURAL_ONLY = ("en",)
TS_DIR = ROOT / "i18n"
QM_DIR = ROOT / "resources" / "i18n"
MO_DIR = QM_DIR / "argparse"
MO_DOMAIN = "kartografove-argparse"  # cartografove.cli_language.DOMAIN
MO_CONTEXT = "argparse"


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: install the project's test dependencies first")
    return found


def sources() -> list[str]:
    return sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "cartografove").rglob("*.py")
        if "__pycache__" not in path.parts
    )


def lupdate(ts_files: list[Path], languages: tuple[str, ...] = LANGUAGES) -> None:
    """One lupdate run for the full translations, one for the plural-only ones."""
    for plural_only in (False, True):
        chosen = [
            ts
            for ts, language in zip(ts_files, languages, strict=True)
            if (language in PLURAL_ONLY) == plural_only
        ]
        if not chosen:
            continue
        command = [_tool("pyside6-lupdate"), *sources(), "-locations", "none", "-no-obsolete"]
        if plural_only:
            command.append("-pluralonly")
        for ts in chosen:
            command += ["-ts", str(ts)]
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [_tool("pyside6-lrelease"), str(ts), "-qm", str(qm)],
        check=True,
        capture_output=True,
        text=True,
    )


def gettext_messages(ts: Path) -> dict[str, str]:
    """The finished translations of the ``argparse`` context of a .ts file."""
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        if context.findtext("name") != MO_CONTEXT:
            continue
        for message in context.iter("message"):
            source, translation = message.findtext("source"), message.find("translation")
            if source is None or translation is None or translation.get("type"):
                continue  # unfinished, vanished or obsolete
            if translation.text:
                found[source] = translation.text
    return found


def mo_bytes(messages: dict[str, str], language: str) -> bytes:
    """A GNU gettext catalogue (what ``msgfmt`` makes): a header, the message ids in
    order, then their translations, each a table of (length, offset)."""
    header = f"Content-Type: text/plain; charset=UTF-8\nLanguage: {language}\n"
    entries = sorted({"": header, **messages}.items(), key=lambda item: item[0].encode())
    ids = [key.encode() for key, _ in entries]
    texts = [value.encode() for _, value in entries]
    count = len(entries)
    ids_table, texts_table = 28, 28 + 8 * count
    data = 28 + 16 * count
    layout, blob = [], b""
    for item in ids + texts:
        layout.append((len(item), data + len(blob)))
        blob += item + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, count, ids_table, texts_table, 0, 0)
    tables = b"".join(struct.pack("<2I", *pair) for pair in layout)
    return head + tables + blob


def mo_path(language: str, root: Path = MO_DIR) -> Path:
    return root / language / "LC_MESSAGES" / f"{MO_DOMAIN}.mo"


def write_mo(ts: Path, language: str, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(mo_bytes(gettext_messages(ts), language))


def ts_path(language: str) -> Path:
    return TS_DIR / f"cartografove_{language}.ts"


def qm_path(language: str) -> Path:
    return QM_DIR / f"cartografove_{language}.qm"


def update() -> None:
    TS_DIR.mkdir(exist_ok=True)
    QM_DIR.mkdir(parents=True, exist_ok=True)
    lupdate([ts_path(language) for language in LANGUAGES])
    for language in LANGUAGES:
        lrelease(ts_path(language), qm_path(language))
        if language not in PLURAL_ONLY:  # English is argparse's own
            write_mo(ts_path(language), language, mo_path(language))


def check() -> int:
    problems = []
    with tempfile.TemporaryDirectory() as temp:
        copies = []
        for language in LANGUAGES:
            copy = Path(temp) / ts_path(language).name
            shutil.copy(ts_path(language), copy)
            copies.append(copy)
        lupdate(copies)
        for language, copy in zip(LANGUAGES, copies, strict=True):
            if not filecmp.cmp(copy, ts_path(language), shallow=False):
                problems.append(f"{ts_path(language).relative_to(ROOT)} is not what lupdate makes")
            qm = Path(temp) / qm_path(language).name
            lrelease(ts_path(language), qm)
            shipped = qm_path(language)
            if not shipped.exists() or not filecmp.cmp(qm, shipped, shallow=False):
                problems.append(f"{shipped.relative_to(ROOT)} is not compiled from its .ts")
            if language in PLURAL_ONLY:
                continue
            mo, shipped = mo_path(language, Path(temp)), mo_path(language)
            write_mo(ts_path(language), language, mo)
            if not shipped.exists() or not filecmp.cmp(mo, shipped, shallow=False):
                problems.append(f"{shipped.relative_to(ROOT)} is not compiled from its .ts")
    for problem in problems:
        print(
            f"translations: {problem}; run: python scripts/translations.py update",
            file=sys.stderr,
        )
    return 1 if problems else 0


if __name__ == "__main__":
    action = sys.argv[1] if len(sys.argv) > 1 else "check"
    if action == "update":
        update()
    elif action == "check":
        sys.exit(check())
    else:
        sys.exit(f"unknown action {action!r}: use update or check")
