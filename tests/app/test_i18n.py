"""Czech and Polish: complete, in step with the sources, from the rulebooks, live."""

from __future__ import annotations

import ast
import csv
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QLabel

from cartografove import names
from cartografove.app.i18n import LANGUAGES, current_language, switch_language, system_language
from cartografove.app.main import choose_language
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup

ROOT = Path(__file__).resolve().parents[2]
TS = {lang: ROOT / "i18n" / f"cartografove_{lang}.ts" for lang in ("cs", "pl")}


def messages(lang: str) -> dict[tuple[str, str], ET.Element]:
    found = {}
    for context in ET.parse(TS[lang]).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found[(name, message.findtext("source"))] = message
    return found


def translation(message: ET.Element) -> str:
    element = message.find("translation")
    forms = [form.text or "" for form in element.iter("numerusform")]
    return forms[-1] if forms else (element.text or "")


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    switch_language("en")


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_no_unfinished_or_obsolete_entries(lang):
    for key, message in messages(lang).items():
        element = message.find("translation")
        assert element.get("type") not in ("unfinished", "obsolete", "vanished"), key
        assert translation(message).strip(), key


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_plural_messages_have_three_forms(lang):
    for key, message in messages(lang).items():
        if message.get("numerus") == "yes":
            forms = [f.text for f in message.find("translation").iter("numerusform")]
            assert len(forms) == 3 and all(forms), key
            assert all("%n" in form for form in forms), key


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_translations_keep_the_named_placeholders(lang):
    """Texts are filled with ``str.format`` and named placeholders (``{player}``), the one
    idiom of the app: a translation must name exactly the source's placeholders (a
    missing one loses a value, an unknown one raises at run time), and Qt's numbered
    ``%1`` is never used, so nothing is left unfilled."""
    numbered = set()
    for key, message in messages(lang).items():
        source = key[1]
        if re.search(r"%\d", source):
            numbered.add(key[0])
        wanted = set(re.findall(r"\{(\w*)\}", source))
        element = message.find("translation")
        forms = [form.text or "" for form in element.iter("numerusform")] or [element.text or ""]
        for form in forms:
            assert set(re.findall(r"\{(\w*)\}", form)) == wanted, (key, form)
    assert not numbered, "use named placeholders and format(), never %1"


def test_lupdate_changes_nothing_and_the_qm_files_are_compiled():
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translations.py"), "check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


def _literal_calls() -> set[tuple[str, str]]:
    """Every translate("Context", "text") and QT_TRANSLATE_NOOP in the sources, and
    every self.tr("text") with its class as context — what lupdate must have found."""
    found = set()
    for path in (ROOT / "cartografove").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for call in ast.walk(node):
                    if (
                        isinstance(call, ast.Call)
                        and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "tr"
                        and isinstance(call.func.value, ast.Name)
                        and call.func.value.id == "self"
                        and call.args
                        and isinstance(call.args[0], ast.Constant)
                    ):
                        found.add((node.name, call.args[0].value))
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None))
                in ("translate", "QT_TRANSLATE_NOOP")
                and len(node.args) >= 2
                and all(isinstance(a, ast.Constant) for a in node.args[:2])
            ):
                found.add((node.args[0].value, node.args[1].value))
    return found


def test_every_translatable_text_in_the_sources_reached_the_ts_files():
    """lupdate silently skips calls it cannot parse (e.g. a count computed inline);
    this catches them."""
    known = set(messages("cs"))
    missing = _literal_calls() - known
    assert not missing


def test_plurals_go_through_self_tr():
    """lupdate marks %n texts as plural only in self.tr(text, "", n) calls."""
    for context, text in _literal_calls():
        message = messages("cs")[(context, text)]
        if "%n" in text:
            assert message.get("numerus") == "yes", (context, text)


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_every_card_has_a_translation(qapp, lang):
    assert switch_language(lang)
    table = messages(lang)
    for card_id, english in names.CARD_NAMES.items():
        assert ("Cards", english) in table, card_id
        assert QCoreApplication.translate("Cards", english), card_id
    for card_id, english in names.SCORING_TEXTS.items():
        translated = QCoreApplication.translate("CardTexts", english)
        assert translated and translated != english, card_id


def _names_tsv() -> list[dict[str, str]]:
    with (ROOT / "i18n" / "names.tsv").open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


@pytest.mark.parametrize(("lang", "column"), [("cs", "Czech"), ("pl", "Polish")])
def test_names_from_the_rulebooks_are_used(lang, column):
    """Where a rulebook gives a name (names.tsv), the translation is that name;
    where none does, the .ts carries a translator comment saying so."""
    tables = {
        "scoring": ("Cards", names.CARD_NAMES),
        "explore": ("Cards", names.CARD_NAMES),
        "title": ("Titles", names.TITLE_NAMES),
    }
    table = messages(lang)
    checked = 0
    for row in _names_tsv():
        kind = row["id"].split(".")
        key = kind[-1]
        group = "title" if kind[0] == "title" else kind[1] if len(kind) > 2 else None
        if group not in tables:
            continue
        context, english = tables[group]
        if key not in english:
            continue
        message = table[(context, english[key])]
        if row[column].strip():
            assert translation(message) == row[column].strip(), row["id"]
            checked += 1
        else:
            comment = message.findtext("translatorcomment") or ""
            assert "Not from a rulebook" in comment, row["id"]
    assert checked >= 17


def test_language_choice():
    assert choose_language("pl", "cs") == "pl"
    assert choose_language(None, "cs") == "cs"
    assert choose_language(None, None) == system_language()
    assert choose_language("xx", None) == system_language()
    assert system_language() in LANGUAGES


def test_czech_plurals(qapp):
    from cartografove.app.play.notices import Notices

    switch_language("cs")
    plurals = Notices()
    assert plurals.mountain(1) == "Hora je obklopena: +1 mince."
    assert plurals.zombies(3) == "Zombie se rozšířily na 3 pole."
    assert plurals.zombies(5) == "Zombie se rozšířily na 5 polí."
    switch_language("pl")
    assert plurals.dragon(3) == "Smok jest otoczony: +3 monety."
    assert plurals.dragon(5) == "Smok jest otoczony: +5 monet."


def visible_texts(window) -> list[str]:
    texts = []
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.isVisibleTo(window) and widget.text().strip():
            texts.append(widget.text())
    texts += [action.text() for action in window.menuBar().actions()]
    for menu_action in window.menuBar().actions():
        texts += [a.text() for a in menu_action.menu().actions() if a.text()]
    return texts


def english_sources(lang: str) -> set[str]:
    """English texts whose translation differs (so seeing them means untranslated)."""
    return {
        source
        for (_, source), message in messages(lang).items()
        if translation(message) != source and "{" not in source and "%" not in source
    }


@pytest.mark.parametrize("lang", ["cs", "pl"])
def test_switching_language_leaves_no_english_on_the_main_screens(app, qtbot, lang):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    window.start(Game(Setup(players=("Ann",), seed=4)))
    english = {t.replace("&", "") for t in english_sources(lang)}

    def leftovers() -> list[str]:
        return [t for t in visible_texts(window) if t.replace("&", "") in english]

    assert leftovers()  # in English, English texts are on screen
    language_action = next(a for a in window.menus.language_actions.actions() if a.data() == lang)
    language_action.trigger()  # the Language menu, live
    assert current_language() == lang
    assert window.settings.language == lang
    assert not leftovers(), leftovers()
    screen = window.play
    assert screen.side.what.text() and "Draw" not in screen.side.what.text()
    assert screen.scene.sheet_item.content is not None
    # a second window opened now speaks the language too
    other = MainWindow(Settings())
    qtbot.addWidget(other)
    other.show()
    assert not [t for t in visible_texts(other) if t.replace("&", "") in english]


def test_switching_back_to_english(app, qtbot):
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    window.set_language("cs")
    assert window.menus.game_menu.title() == "&Hra"
    window.set_language("en")
    assert window.menus.game_menu.title() == "&Game"


def test_the_font_has_every_czech_and_polish_letter(qapp):
    from PySide6.QtGui import QFontMetrics

    from cartografove.app.look.fonts import ui_font

    metrics = QFontMetrics(ui_font())
    for ch in "ěščřžýáíéúůďťňĚŠČŘŽÝÁÍÉÚŮĎŤŇąćęłńóśźżĄĆĘŁŃÓŚŹŻ—–…×":
        assert metrics.inFontUcs4(ord(ch)), ch


def test_lang_option_on_the_command_line():
    from cartografove.__main__ import parser

    assert parser().parse_args(["--lang", "pl"]).lang == "pl"
    with pytest.raises(SystemExit):
        parser().parse_args(["--lang", "de"])


def test_dates_follow_the_language(qapp):
    from PySide6.QtCore import QDate, QLocale

    day = QDate(2026, 11, 26)
    switch_language("cs")
    assert QLocale().toString(day, QLocale.FormatType.ShortFormat) == "26.11.26"
    switch_language("pl")
    assert QLocale().toString(day, QLocale.FormatType.ShortFormat) == "26.11.2026"
