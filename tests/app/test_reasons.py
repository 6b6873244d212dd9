"""Every refusal the engine can give has a sentence in the player's language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from cartografove.app.reasons import explain
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
