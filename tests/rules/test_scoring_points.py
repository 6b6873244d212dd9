"""The points-only path (``scoring.points``): the same points as ``score``, remembered
by the layers each card declares it reads — so the declarations must be complete."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cartografove.rules.board import grid
from cartografove.rules.board.sheet import Sheet
from cartografove.rules.cards import Terrain, catalog
from cartografove.rules.scoring import CARDS, score
from cartografove.rules.scoring import points as remembered
from cartografove.rules.scoring.core import Read
from cartografove.rules.scoring.points import points

# What each character of Sheet.from_rows puts in a layer a card may read.
LAYERS: dict[str, tuple[Read, ...]] = {
    ".": (),
    "F": (Terrain.FOREST, "filled"),
    "V": (Terrain.VILLAGE, "filled"),
    "A": (Terrain.FARM, "filled"),
    "W": (Terrain.WATER, "filled"),
    "H": (Terrain.HERO, "filled"),
    "m": (Terrain.MONSTER, "filled"),
    "d": (Terrain.MONSTER, "filled"),
    "z": (Terrain.MONSTER, "filled"),
    "t": (Terrain.MONSTER, "filled"),
    "g": (Terrain.MONSTER, "filled"),
    "M": (Terrain.MOUNTAIN, "filled"),
    "X": ("filled",),
    "#": ("filled",),
}
CHARS = "".join(LAYERS)
SIDES = sorted(catalog().sheets)
CARD_IDS = sorted(CARDS)


def few_heroes(chars: list[str]) -> list[str]:
    """``chars`` with three hero spaces at most (a game draws four at most, and the
    wildcard scoring tries every terrain for each)."""
    heroes = [i for i, ch in enumerate(chars) if ch == "H"]
    return ["." if i in heroes[3:] else ch for i, ch in enumerate(chars)]


def drawn(side: str, chars: list[str]) -> Sheet:
    rows = ["".join(chars[r * grid.SIZE : (r + 1) * grid.SIZE]) for r in range(grid.SIZE)]
    return Sheet.from_rows(side, rows)


# Sheets are mostly empty, a few filled spaces in clusters being what cards count.
spaces = st.lists(st.sampled_from(CHARS) | st.just("."), min_size=grid.CELLS, max_size=grid.CELLS)


@settings(max_examples=25, deadline=None)
@given(side=st.sampled_from(SIDES), chars=spaces)
def test_every_card_counts_the_points_it_scores(side: str, chars: list[str]) -> None:
    sheet = drawn(side, few_heroes(chars))
    for card in CARD_IDS:
        for wildcard in (False, True):
            expected = score(card, sheet, hero_wildcard=wildcard).points
            assert CARDS[card].count(sheet) == score(card, sheet).points, card
            assert points(card, sheet, hero_wildcard=wildcard) == expected, (card, wildcard)
            # asked again: from memory now, the same
            assert points(card, sheet, hero_wildcard=wildcard) == expected, (card, wildcard)


@settings(max_examples=40, deadline=None)
@given(
    side=st.sampled_from(SIDES),
    other_side=st.sampled_from(SIDES),
    chars=spaces,
    others=spaces,
    card=st.sampled_from(CARD_IDS),
    wildcard=st.booleans(),
)
def test_a_card_reads_nothing_but_the_layers_it_declares(
    side: str, other_side: str, chars: list[str], others: list[str], card: str, wildcard: bool
) -> None:
    """Two sheets alike in the declared layers and different in everything else
    score the same: the memory may answer for one with the other's points."""
    reads = set(CARDS[card].reads)
    if wildcard and not CARDS[card].counts_types:
        reads.add(Terrain.HERO)
    chars = few_heroes(chars)
    unread = [ch for ch in CHARS if not reads & set(LAYERS[ch]) and ch != "H"]
    filled_unread = [ch for ch in unread if ch != "."]
    changed = []
    for ch, other in zip(chars, others, strict=True):
        if reads & set(LAYERS[ch]) - {"filled"}:
            changed.append(ch)  # a space of a layer the card reads stays
        elif "filled" in reads:
            choices = filled_unread if ch != "." else ["."]
            changed.append(choices[CHARS.index(other) % len(choices)] if choices else ch)
        else:
            changed.append(unread[CHARS.index(other) % len(unread)])
    one = drawn(side, chars)
    two = drawn(side if "ruins" in reads else other_side, changed)
    assert (
        score(card, one, hero_wildcard=wildcard).points
        == score(card, two, hero_wildcard=wildcard).points
    )


def test_the_memory_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(remembered, "REMEMBERED", 8)
    remembered.forget()
    for i in range(40):
        sheet = Sheet.blank("C")._replace(forest=1 << i)
        for card in ("sentinel_wood", "greenbough"):
            assert points(card, sheet) == score(card, sheet).points
        assert sum(len(memory) for memory in remembered._memories.values()) <= 8


def test_an_unknown_card_is_refused() -> None:
    with pytest.raises(KeyError, match="no scoring card 'nothing'"):
        points("nothing", Sheet.blank("C"))
