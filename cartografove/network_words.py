"""The network commands' errors in the language of ``--lang`` (issue 20: ``host`` and
``join`` said them in English whatever ``--lang`` said).

The sentences are the app's own (:mod:`cartografove.app.network.failures` and
:mod:`cartografove.app.reasons`, the one table of them): they translate through
``QCoreApplication.translate``, which needs an application object holding the
translator, so one is made here — a QCoreApplication, which needs no display. The
network package stays free of Qt and of the app: it reaches this module only when an
error is to be said in a language other than English."""

from __future__ import annotations

from typing import Any

_application: list[Any] = []
"""The QCoreApplication and translator made here, kept alive for the process."""


def _speak(lang: str) -> None:
    """Make ``QCoreApplication.translate`` answer in ``lang``."""
    # start-up: Qt only when --lang asks for a language
    from PySide6.QtCore import QCoreApplication, QTranslator

    from .app.i18n import qm_path

    if _application:
        return
    application = QCoreApplication.instance() or QCoreApplication([])
    translator = QTranslator()
    if translator.load(qm_path(lang)):
        application.installTranslator(translator)
    _application.extend((application, translator))


def failure(error: BaseException, lang: str, *, hosting: bool = False) -> str:
    """Why the network game failed (a join code, the link, the server), in ``lang``."""
    # start-up: the app's sentences only for a failure
    from .app.network.failures import failure_text

    _speak(lang)
    return failure_text(error, hosting=hosting)


def system(error: BaseException, lang: str) -> str:
    """What the system said went wrong (``strerror`` is English), as a clause in ``lang``."""
    # start-up: the app's sentences only for a failure
    from .app.reasons import system_problem

    _speak(lang)
    return system_problem(error)
