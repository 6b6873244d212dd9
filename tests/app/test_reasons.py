"""Every refusal the engine can give has a sentence in the player's language."""

from __future__ import annotations

import ast
import errno
from pathlib import Path

import pytest

from cartografove.app.reasons import explain, write_problem
from cartografove.rules.game import IllegalDecision

RULES = Path(__file__).resolve().parents[2] / "cartografove" / "rules"


def engine_codes() -> set[str]:
    """The reason codes the engine raises (the second argument of IllegalDecision)."""
    codes = set()
    for path in RULES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "IllegalDecision"
                and len(node.args) >= 2
            ):
                for value in ast.walk(node.args[1]):
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        codes.add(value.value)
    return codes


PARAMS = {
    "cell": (2, 4),
    "card": "timber_grove",
    "terrain": "forest",
    "number": 3,
    "reason": "x",
    "ruins": [(1, 5)],
}


def test_the_engine_raises_codes_at_all():
    assert {"filled", "not_the_shape", "must_cover_ruins", "game_over"} <= engine_codes()


@pytest.mark.parametrize("code", sorted(engine_codes()))
def test_every_code_has_its_own_sentence(qapp, code):
    sentence = explain(IllegalDecision("english", code, **PARAMS))
    assert sentence and sentence != "That move is not allowed.", code
    assert "{" not in sentence


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (OSError(errno.ENOSPC, "No space left on device"), "disk is full"),
        (OSError(errno.EROFS, "Read-only file system"), "read-only"),
        (PermissionError(errno.EACCES, "Permission denied"), "permission"),
        (OSError(errno.EIO, "Input/output error"), "disk reports an error"),
        (OSError(errno.ENOENT, "No such file or directory"), "removed disk"),
        (UnicodeEncodeError("utf-8", "x", 0, 1, "surrogates not allowed"), "unexpected error"),
    ],
)
def test_a_failed_save_says_what_went_wrong_not_always_free_some_space(qapp, error, words):
    from cartografove.app.window.warning_banner import WarningBanner

    banner = WarningBanner()
    banner.warn("save", write_problem(error))
    assert words in banner.text()
    full = isinstance(error, OSError) and error.errno == errno.ENOSPC
    assert ("free some space" in banner.text()) == full


def test_every_write_problem_is_translated(qapp):
    from cartografove.app.i18n import switch_language

    causes = [errno.ENOSPC, errno.EROFS, errno.EACCES, errno.EIO]
    english = [write_problem(OSError(n, "x")) for n in causes]
    try:
        for lang in ("cs", "pl"):
            switch_language(lang)
            said = [write_problem(OSError(n, "x")) for n in causes]
            assert all(a != b for a, b in zip(said, english, strict=True)), lang
    finally:
        switch_language("en")


SYSTEM_ERRORS = [
    OSError(errno.ENOSPC, "No space left on device"),
    OSError(errno.EROFS, "Read-only file system"),
    PermissionError(errno.EACCES, "Permission denied"),
    FileNotFoundError(errno.ENOENT, "No such file or directory"),
    OSError(errno.EIO, "Input/output error"),
    OSError(errno.EISDIR, "not a regular file (a folder, device or pipe): nothing was written"),
    OSError(errno.ENOTDIR, "Not a directory"),
    OSError(errno.ENAMETOOLONG, "File name too long"),
    OSError(errno.EMFILE, "Too many open files"),
    OSError(errno.EBUSY, "Device or resource busy"),
    ValueError("a file layer's English"),
]


def test_no_system_text_in_english_reaches_a_translated_sentence(qapp):
    """The operating system's strerror and the file layer's English appeared inside
    Czech and Polish sentences (issue 25): each is said in the player's language."""
    from cartografove.app.i18n import switch_language
    from cartografove.app.reasons import folder_problem, system_problem

    english = [system_problem(error) for error in SYSTEM_ERRORS]
    assert "system error 16" in english  # EBUSY: not one a player can act on, numbered
    try:
        for lang in ("cs", "pl"):
            switch_language(lang)
            for error, in_english in zip(SYSTEM_ERRORS, english, strict=True):
                said = system_problem(error)
                assert said != in_english, (lang, in_english)
                assert str(error.args[-1]) not in said
                assert str(error.args[-1]) not in write_problem(error)
            gone = FileNotFoundError(errno.ENOENT, "No such file or directory", "/media/stick")
            assert "No such file" not in folder_problem(gone)
    finally:
        switch_language("en")


def test_a_filled_space_says_what_fills_it(qapp):
    """ "Space D4 is already filled." on a mountain made players look again (issue
    25): the engine says what holds the space, the sentence names it."""
    from cartografove.rules.board import grid
    from cartografove.rules.board.sheet import Sheet
    from cartografove.rules.decisions import DrawShape
    from cartografove.rules.game import Game
    from tests.rules.helpers import find_game

    def reason(game: Game, cell) -> str:
        decision = game.legal_decisions()[0]
        assert isinstance(decision, DrawShape)
        cells = tuple(sorted(decision.cells))
        moved = tuple((r - cells[0][0] + cell[0], c - cells[0][1] + cell[1]) for r, c in cells)
        error = game.why_illegal(DrawShape(decision.shape, moved, decision.terrain))
        assert error is not None
        return explain(error)

    game = find_game(lambda g: g.pending is not None and g.pending.ask.name == "DRAW")
    mountain = grid.cells_of(game.sheets[0].mountains)[0]
    assert reason(game, mountain).startswith(f"Space {grid.label(mountain)} is a mountain")
    sheet = Sheet.blank("D")
    chasm = grid.cells_of(sheet.wasteland)[0]
    on_d = find_game(lambda g: g.pending is not None and g.pending.ask.name == "DRAW", side="D")
    assert reason(on_d, chasm) == f"Space {grid.label(chasm)} is a chasm."
    error = IllegalDecision("english", "filled", cell=(5, 5), what="destroyed")
    assert explain(error) == "Space F6 is destroyed."
    assert explain(IllegalDecision("english", "filled", cell=(5, 5), what="forest")) == (
        "Space F6 is already filled."
    )
