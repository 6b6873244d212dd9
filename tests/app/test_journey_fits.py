"""The journey's screens fit 1280×720 in English, Czech and Polish: no label or
button elided or clipped, the window no larger than the screen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from cartografove.app.i18n import switch_language
from cartografove.app.journey.achievements_dialog import AchievementsDialog
from cartografove.app.journey.share import ShareDialog, VerifyDialog
from cartografove.app.settings import Settings
from cartografove.app.window.main_window import MainWindow
from cartografove.records.finished import record_finished
from cartografove.records.journey.weekly import WeekBook, deal_of, week_of

from .fitting import clipped_texts
from .records_helpers import finished

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    switch_language("en")


def settle(qtbot, widget) -> None:
    qtbot.waitExposed(widget)
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "cs", "pl"])
def test_the_journey_and_its_dialogs_fit(qtbot, app, lang):
    game = finished(deal_of(week_of()).setup("Kartografka Bohumila"), 5)
    record_finished(game)
    WeekBook().note_computer(week_of(), -12)
    switch_language(lang)
    main = MainWindow(Settings(language=lang))
    qtbot.addWidget(main)
    main.set_language(lang)
    main.resize(1280, 720)
    main.show()
    settle(qtbot, main)
    assert clipped_texts(main) == []
    main.show_journey()
    settle(qtbot, main.journey)
    needs = main.minimumSizeHint()
    assert needs.width() <= 1280 and needs.height() <= 720
    assert clipped_texts(main) == []
    for index in range(main.journey.list.count()):
        main.journey.list.setCurrentRow(index)
        QApplication.processEvents()
        assert clipped_texts(main) == [], index
    for dialog in (AchievementsDialog(parent=main), VerifyDialog(main), ShareDialog(game, main)):
        dialog.show()
        settle(qtbot, dialog)
        assert dialog.height() <= 680 and dialog.width() <= 1280
        assert clipped_texts(dialog) == []
        dialog.close()
