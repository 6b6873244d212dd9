"""The network commands' errors and reports in the language of ``--lang`` (issue 20:
``host`` and ``join`` said them in English whatever ``--lang`` said).

The sentences are the app's own (:mod:`cartografove.app.network.failures` and
:mod:`cartografove.app.reasons`, the one table of them): they translate through
``QCoreApplication.translate``, which needs an application object holding the
translator, so one is made here — a QCoreApplication, which needs no display. The
network package stays free of Qt and of the app: it reaches this module only when an
error is to be said in a language other than English."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cli_language import translator
from .names import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .net.table import Report
    from .records.result_code import ResultCodeError
    from .rules.game import Game

REPORTS = {
    "ignored": QT_TRANSLATE_NOOP(
        "NetReports",
        "message {seq} of the game's log was skipped: it was not a valid message of this "
        "game (forged, damaged or out of turn)",
    ),
    "card": QT_TRANSLATE_NOOP(
        "NetReports", "the card the host revealed as card {index} is not the one its seed deals"
    ),
    "refused": QT_TRANSLATE_NOOP(
        "NetReports", "seat {seat}: a move the rules do not allow was refused"
    ),
    "diverged": QT_TRANSLATE_NOOP(
        "NetReports", "season {season}: the game on this computer differs from the host's"
    ),
    "seed": QT_TRANSLATE_NOOP(
        "NetReports", "the host's secret does not deal the game it dealt: it cannot be verified"
    ),
    "admission": QT_TRANSLATE_NOOP(
        "NetReports",
        "the host's server could not give each seat its own user yet: it tries again",
    ),
}
"""What the game's log held that was refused or does not add up, by
:class:`~cartografove.net.table.Report` kind (the English is the report itself)."""

_application: dict[str, Any] = {}
"""The QCoreApplication, the translator installed in it and its language, kept alive
for the process."""


def _speak(lang: str) -> None:
    """Make ``QCoreApplication.translate`` answer in ``lang`` (the language asked for
    last, should one process be asked for two)."""
    # start-up: Qt only when --lang asks for a language
    from PySide6.QtCore import QCoreApplication, QTranslator

    from .app.i18n import qm_path

    if _application.get("language") == lang:
        return
    application = QCoreApplication.instance() or QCoreApplication([])
    if "translator" in _application:
        application.removeTranslator(_application.pop("translator"))
    translator = QTranslator()
    if translator.load(qm_path(lang)):
        application.installTranslator(translator)
    _application.update(application=application, translator=translator, language=lang)


def failure(error: BaseException, lang: str, *, hosting: bool = False) -> str:
    """Why the network game failed (a join code, the link, the server), in ``lang``."""
    # start-up: the app's sentences only for a failure
    from .app.network.failures import failure_text

    _speak(lang)
    return failure_text(error, hosting=hosting)


def result_code(error: ResultCodeError, lang: str) -> str:
    """Why ``verify`` refuses a result code (a ``ResultCodeError``), in ``lang``: the
    sentence the app's Verify dialog says, by the same means as the network's."""
    from .app.journey.share import refusal  # Qt only for verify --lang

    _speak(lang)
    return refusal(error)


def played_with(game: Game, hints_known: bool, lang: str) -> str:
    """How a verified game was played — with how many hints, or without — as the
    app's Verify dialog and share text say it (:func:`~.app.records.hint_words.hints_text`),
    in ``lang`` (English too: its plural forms are in the translation file)."""
    from .app.records.hint_words import hints_text  # Qt only for verify

    _speak(lang)
    return hints_text(game, hints_known)


def system(error: BaseException, lang: str) -> str:
    """What the system said went wrong (``strerror`` is English), as a clause in ``lang``."""
    # start-up: the app's sentences only for a failure
    from .app.reasons import system_problem

    _speak(lang)
    return system_problem(error)


def report(line: Report, lang: str) -> str:
    """A report of the game's table (:class:`~cartografove.net.table.Report`) in
    ``lang``; a kind without a sentence here stays the English line."""
    text = REPORTS.get(line.kind)
    if text is None:
        return str(line)
    return translator(lang)("NetReports", text).format(**line.params)
