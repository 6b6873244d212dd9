"""The language of the command line: ``--lang`` reaches every line a command prints,
the parser's own words included (issue 20).

Three kinds of words, one table (the app's translation files):

* the commands' own sentences, ``say(context, text)`` from the app's .qm file, read
  with QtCore alone (no application object, no display);
* argparse's words ("usage:", "the following arguments are required: …", "invalid
  choice: …"). argparse asks :mod:`gettext` for them, the hook Python documents for
  translating it ("How to translate the argparse output"): while the command line
  is parsed, gettext's domain is :data:`DOMAIN`, whose catalogues
  (``resources/i18n/argparse/<lang>/LC_MESSAGES/``) ``scripts/translations.py``
  compiles from the ``argparse`` context of the .ts files, and ``LANGUAGE`` names
  the language, as gettext reads it;
* the options' help and the types' mistakes (``arguments.py``), which speak
  :func:`translate` while the parser is built and used.

The language is known before parsing — a mistake in the very arguments must be said
in it — so :func:`asked_language` reads ``--lang`` from the raw arguments.
"""

from __future__ import annotations

import contextlib
import gettext
import os
from collections.abc import Callable, Iterator, Sequence

from .names import untranslated
from .paths import resource_path

Say = Callable[[str, str], str]

LANGS = ("cs", "pl", "en")
DOMAIN = "kartografove-argparse"
"""gettext's domain for argparse's words; its own, so no other catalogue is read."""

_speaking: list[Say] = [untranslated]
"""What :func:`translate` answers with: the language of the command line being parsed."""


def translator(lang: str | None) -> Say:
    """``say(context, text)`` in ``lang`` (English when None or not installed)."""
    from PySide6.QtCore import QTranslator

    qm = QTranslator()
    if (
        not lang
        or lang == "en"
        or not qm.load(str(resource_path("i18n", f"cartografove_{lang}.qm")))
    ):
        return untranslated
    return lambda context, text: qm.translate(context, text) or text


def translate(context: str, text: str) -> str:
    """``text`` in the language of the command line being parsed (English outside).
    Named as Qt's function is, so that ``pyside6-lupdate`` finds the texts it is
    called with (the options' help, for one)."""
    return _speaking[-1](context, text)


def asked_language(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` names in ``argv`` (the last one given, as argparse
    takes it; ``--lang=cs``, ``--la cs`` and ``--lan cs`` too), or None.
    Only a language the app has counts: a wrong one is argparse's to refuse."""
    found = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        name, equals, value = word.partition("=")
        if len(name) < len("--la") or not "--lang".startswith(name):
            continue  # ("--l" may be host's --listen)
        if not equals:
            value = argv[index + 1] if index + 1 < len(argv) else ""
        if value in LANGS:
            found = value
    return found


@contextlib.contextmanager
def speaking(lang: str | None) -> Iterator[Say]:
    """Parse in ``lang``: argparse's words through gettext, the options' through
    :func:`translate`. Everything is put back afterwards (gettext's domain is the whole
    process's; ``LANGUAGE`` is handed to child processes)."""
    chosen = translator(lang)
    if chosen is untranslated:
        yield chosen
        return
    assert lang is not None
    previous_domain = gettext.textdomain()
    previous_language = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, str(resource_path("i18n", "argparse")))
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = lang
    _speaking.append(chosen)
    try:
        yield chosen
    finally:
        _speaking.pop()
        gettext.textdomain(previous_domain)
        if previous_language is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = previous_language
