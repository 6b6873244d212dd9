"""Size of the PDF pages (issue 15 targets): a filled page ≤ 120 kB, a blank page
≤ 40 kB. Before issue 15 a filled page was ~310–376 kB and a blank one ~105–120 kB,
because every terrain symbol was flattened into line segments; now the curves stay
curves. Sizes go into the benchmark's extra_info, next to the rendering time.

Run with ``pytest tests/benchmarks/test_pdf_size.py --benchmark-only``."""

from __future__ import annotations

import pytest

from cartografove.app.printing import pages, pdf_export
from cartografove.rules.game import Game
from cartografove.rules.setup import Setup
from tests.random_play import autoplay

KB = 1000
FILLED_PAGE = 120 * KB
BLANK_PAGE = 40 * KB


@pytest.fixture(scope="module")
def four_players() -> Game:
    return autoplay(Game(Setup(players=tuple(f"Kartograf {i + 1}" for i in range(4)), seed=1)))


@pytest.mark.parametrize("look", ["parchment", "plain"])
def test_a_filled_page(benchmark, qapp, four_players, look):
    content = pages.game_pages(four_players, look=look)
    data = benchmark(pdf_export.render_pdf, content, "size")
    per_page = len(data) / len(content)
    benchmark.extra_info |= {"bytes_per_page": round(per_page), "pages": len(content)}
    assert per_page <= FILLED_PAGE


@pytest.mark.parametrize("look", ["plain", "parchment"])
def test_a_single_filled_solo_page(benchmark, qapp, look):
    game = autoplay(Game(Setup(players=("Małgorzata Wiśniewska",), seed=3)))
    data = benchmark(pdf_export.render_pdf, pages.game_pages(game, look=look), "size")
    benchmark.extra_info["bytes"] = len(data)
    assert len(data) <= FILLED_PAGE


@pytest.mark.parametrize("copies", [1, 20])
@pytest.mark.parametrize("look", ["plain", "parchment"])
def test_blank_pages(benchmark, qapp, copies, look):
    content = pages.blank_pages("C", copies, look)
    data = benchmark(pdf_export.render_pdf, content, "size")
    benchmark.extra_info |= {"bytes_per_page": round(len(data) / copies), "copies": copies}
    assert len(data) / copies <= BLANK_PAGE
