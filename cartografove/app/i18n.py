"""The app's languages: Czech, Polish and English (the source language).

Translations are Qt's own: ``i18n/cartografove_*.ts`` edited with Linguist,
compiled by ``pyside6-lrelease`` into ``resources/i18n/*.qm`` (shipped as package
data), plus Qt's ``qtbase_*.qm`` for standard buttons. Switching installs new
translators; Qt then sends every widget a LanguageChange event and the open
windows retranslate themselves — no restart (issue 4).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..paths import resource_path

# Each language is named in itself, so a lost user can always find their own.
LANGUAGES: dict[str, str] = {"cs": "Čeština", "pl": "Polski", "en": "English"}
SOURCE = "en"


def system_language() -> str:
    """The system locale's language if the app speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE


def locale_for(language: str) -> QLocale:
    """Czech and Polish formats for those languages; for English the system's own
    English if it has one (US or British dates), else British."""
    if language == SOURCE:
        system = QLocale.system()
        return system if system.language() == QLocale.Language.English else QLocale("en_GB")
    return QLocale(language)


def qm_path(language: str) -> str:
    return str(resource_path("i18n", f"cartografove_{language}.qm"))


class Translations:
    """The translators installed in the application, swapped as a whole."""

    def __init__(self) -> None:
        self.language = SOURCE
        self._installed: list[QTranslator] = []

    def switch(self, language: str) -> bool:
        """Install ``language`` (English keeps only its plural forms). Returns False and
        keeps the current language if its translation cannot be loaded."""
        if language not in LANGUAGES:
            return False
        translators = []
        app = QTranslator()
        if app.load(qm_path(language)):  # English: its plural forms only
            translators.append(app)
        elif language != SOURCE:
            return False
        if language != SOURCE:
            qt = QTranslator()
            if qt.load(
                f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            ):
                translators.append(qt)
        QLocale.setDefault(locale_for(language))  # dates and numbers follow the language
        for old in self._installed:
            QCoreApplication.removeTranslator(old)
        for new in translators:
            QCoreApplication.installTranslator(new)
        self._installed = translators
        self.language = language
        return True


_translations = Translations()


def switch_language(language: str) -> bool:
    return _translations.switch(language)


def current_language() -> str:
    return _translations.language
