"""The look of the app: parchment, brown ink and a serif for headings, like the
printed game, with plain, readable controls."""

from __future__ import annotations

PARCHMENT = "#f3e9d2"
INK = "#4a3728"
ACCENT = "#2e7d4f"
# what cannot be used now (Save with no game, …): the brown ink alone would draw it
# like everything else, since a style sheet's colour wins over the palette's
DISABLED_INK = "#b5a58c"

STYLESHEET = f"""
QMainWindow, QDialog {{ background: {PARCHMENT}; }}
QWidget {{ color: {INK}; }}
QWidget:disabled, QMenu::item:disabled {{ color: {DISABLED_INK}; }}
#sidePanel {{ background: {PARCHMENT}; }}
QScrollArea {{ background: {PARCHMENT}; }}
#who {{ font-family: "DejaVu Serif"; font-size: 20px; font-weight: bold; }}
#what {{ font-size: 14px; }}
#banner {{ background: #fbe3c0; border: 1px solid #d9a55b; border-radius: 6px; padding: 6px;
           font-weight: bold; }}
#cardPanel, #seasonPanel, #edictsPanel {{ background: #fbf6ea; border: 1px solid #cdbb98;
           border-radius: 8px; }}
#cardTitle {{ font-family: "DejaVu Serif"; font-size: 17px; font-weight: bold; }}
#cardSubtitle {{ color: #7a6652; }}
#seasonTitle, #panelHeading {{ font-family: "DejaVu Serif"; font-size: 15px; font-weight: bold; }}
#revealed {{ color: #7a6652; }}
#status {{ font-weight: bold; color: #7a6652; }}
#status[legal="true"] {{ color: {ACCENT}; }}
#status[legal="false"] {{ color: #b3261e; }}
#edictLetter {{ border: 2px solid #cdbb98; border-radius: 13px; font-family: "DejaVu Serif";
                font-weight: bold; background: #fbf6ea; }}
#edictLetter[active="true"] {{ border-color: {ACCENT}; background: {ACCENT}; color: white; }}
QLabel[active="true"] {{ font-weight: bold; }}
QPushButton {{ background: #fbf6ea; border: 1px solid #b9a47f; border-radius: 6px;
               padding: 6px 10px; }}
QPushButton:hover {{ background: #fff8e8; }}
QPushButton:disabled {{ color: {DISABLED_INK}; border-color: #ddd0b6; }}
QPushButton#confirm {{ background: {ACCENT}; color: white; border-color: #1f5a38;
                       font-weight: bold; }}
QPushButton#confirm:disabled {{ background: #a9c2b0; color: #eef3ef; border-color: #a9c2b0; }}
QToolButton {{ background: #fbf6ea; border: 1px solid #cdbb98; border-radius: 6px; padding: 4px; }}
QToolButton:checked {{ background: #e6f0e6; border: 2px solid {ACCENT}; }}
#seed {{ color: #9a8670; font-size: 11px; }}
#notices {{ background: #fbf6ea; border: 1px solid #cdbb98; border-radius: 6px; }}
#handoff {{ background: #3a2f26; }}
#tableStrip, #tableStripInside {{ background: #3a2f26; }}
#seatMap {{ background: #4a3c30; border: 2px solid #4a3c30; border-radius: 6px; }}
#seatMap[deciding="true"] {{ border-color: #e0a030; }}
#seatName {{ color: {PARCHMENT}; font-family: "DejaVu Serif"; font-size: 14px;
             font-weight: bold; }}
#seatStars {{ color: #e8dcc2; font-size: 12px; }}
#seatDoing {{ color: #f0c060; font-size: 12px; }}
#handoffTitle {{ color: {PARCHMENT}; font-family: "DejaVu Serif"; font-size: 30px;
                 font-weight: bold; }}
#handoffDetail {{ color: #e8dcc2; font-size: 16px; }}
QPushButton#handoffGo {{ font-size: 16px; padding: 12px 28px; background: {ACCENT};
                         color: white; border: none; }}
QPushButton#handoffBack {{ background: transparent; color: #e8dcc2; border: none;
                           text-decoration: underline; }}
QListWidget#scoreLines {{ font-size: 15px; background: #fbf6ea; border: 1px solid #cdbb98;
                          border-radius: 6px; }}
QListWidget#scoreLines::item {{ padding: 6px 4px; }}
QListWidget#scoreLines::item:selected {{ background: #e6f0e6; color: {INK}; }}
#seasonTotal {{ font-family: "DejaVu Serif"; font-size: 20px; font-weight: bold; }}
#scoreExplanation {{ color: #7a6652; font-size: 13px; }}
QLabel#hint {{ color: #7a6652; }}
#dialogHeading {{ font-family: "DejaVu Serif"; font-size: 22px; font-weight: bold; }}
#welcome {{ background: {PARCHMENT}; }}
QPushButton#welcomeChoice {{ font-family: "DejaVu Serif"; font-size: 18px; font-weight: bold;
                             background: #fbf6ea; border: 2px solid #b9a47f; border-radius: 10px; }}
QPushButton#welcomeChoice:hover {{ border-color: {ACCENT}; background: #fffaf0; }}
QPushButton#welcomeLink {{ border: none; background: transparent; color: #7a6652;
                           text-decoration: underline; }}
#welcomeTitle {{ font-family: "DejaVu Serif"; font-size: 40px; font-weight: bold; }}
#welcomeSubtitle {{ font-size: 16px; color: #7a6652; }}
QTabWidget::pane {{ border: 1px solid #cdbb98; }}
"""
