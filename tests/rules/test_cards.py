"""The shipped data loads, matches the printed components, and bad data is named exactly."""

import json
import shutil
from pathlib import Path

import pytest

from cartografove.paths import resource_path
from cartografove.rules.cards import Catalog, DataError, Terrain, catalog

NAMES_TSV = Path(__file__).resolve().parents[2] / "i18n" / "names.tsv"


def test_the_heroes_box():
    data = catalog()
    box = data.sets("heroes")
    assert len(box["explore"]) == 11
    assert sum(data.explore[c].time for c in box["explore"]) == 16  # RULES §19.26
    assert len(box["ambush"]) == 4 and len(box["heroes"]) == 4
    assert len(box["scoring"]) == 16
    assert [s.threshold for s in data.season_sets["heroes"].seasons] == [8, 7, 7, 6]
    assert set(data.sheets) >= {"C", "D"}


def test_printed_sheets_match_the_printed_components():
    data = catalog()
    assert data.sheets["C"].mountains.bit_count() == 5
    assert data.sheets["C"].ruins.bit_count() == 6
    assert data.sheets["D"].wasteland.bit_count() == 7
    assert all(sheet.coin_track == 14 for sheet in data.sheets.values())


def test_coins_are_on_the_first_shape_of_each_time_one_card():
    for card in catalog().explore.values():
        coins = [shape.coin for shape in card.shapes]
        assert coins == ([True, False] if card.time == 1 else [False] * len(coins)), card.id


def test_kethras_gates_offers_monster():
    assert Terrain.MONSTER in catalog().explore["kethras_gates"].terrains


def test_hero_patterns():
    heroes = catalog().heroes
    assert heroes["dobrik"].attack_offsets == ((-1, 0), (0, -1), (0, 1), (1, 0))
    assert heroes["freyla"].attack_offsets == ((0, 1), (0, 2), (0, 3))


def test_card_ids_are_the_last_part_of_the_names_tsv_ids():
    ids = {line.split("\t")[0] for line in NAMES_TSV.read_text(encoding="utf-8").splitlines()}
    data = catalog()
    for kind, table in (
        ("explore", data.explore),
        ("ambush", data.ambush),
        ("hero", data.heroes),
        ("scoring", data.scoring),
    ):
        for card_id, card in table.items():
            assert f"{card.set}.{kind}.{card_id}" in ids


@pytest.fixture
def data_dir(tmp_path):
    target = tmp_path / "data"
    shutil.copytree(resource_path("data"), target)
    return target


def edit(directory: Path, name: str, change) -> None:
    path = directory / name
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "change", "message"),
    [
        (
            "explore_cards.json",
            lambda d: d["explore_cards"][0].update(time=-1),
            r"explore_cards\.json: field explore_cards\.0\.time",
        ),
        (
            "explore_cards.json",
            lambda d: d["explore_cards"][2].update(terrains=["lava"]),
            r"explore_cards\.json: field explore_cards\.2\.terrains\.0",
        ),
        (
            "explore_cards.json",
            lambda d: d["explore_cards"][1]["shapes"][0].update(rows=["X.", "XXX"]),
            r"field explore_cards\.1\.shapes\.0\.rows: .*equal length",
        ),
        (
            "ambush_cards.json",
            lambda d: d["ambush_cards"][0].update(arrow="sideways"),
            r"ambush_cards\.json: field ambush_cards\.0\.arrow",
        ),
        (
            "hero_cards.json",
            lambda d: d["hero_cards"][0].update(pattern=["***"]),
            r"hero_cards\.0\.pattern: .*exactly one hero space",
        ),
        (
            "sheets.json",
            lambda d: d["sheets"][0]["rows"].pop(),
            r"sheets\.json: field sheets\.0\.rows: .*11 rows",
        ),
        (
            "scoring_cards.json",
            lambda d: d["scoring_cards"][1].update(id="faunlost_thicket"),
            r"scoring_cards\.json: field 1\.id: duplicate id",
        ),
        (
            "scoring_cards.json",
            lambda d: d.update(first_game=["silos", "deepwood", "craylund", "nope"]),
            r"field first_game\.3: unknown card 'nope'",
        ),
        (
            "seasons.json",
            lambda d: d["season_sets"][0]["seasons"][0].pop("threshold"),
            r"seasons\.json: field season_sets\.0\.seasons\.0\.threshold: Field required",
        ),
        (
            "explore_cards.json",
            lambda d: d["explore_cards"][0].update(colour="green"),
            r"field explore_cards\.0\.colour: Extra inputs",
        ),
    ],
)
def test_a_bad_data_file_names_the_file_and_the_field(data_dir, name, change, message):
    edit(data_dir, name, change)
    with pytest.raises(DataError, match=message):
        Catalog(data_dir)


def test_broken_json_names_the_file(data_dir):
    (data_dir / "seasons.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataError, match=r"seasons\.json: not valid JSON"):
        Catalog(data_dir)


def test_a_missing_file_names_the_file(data_dir):
    (data_dir / "hero_cards.json").unlink()
    with pytest.raises(DataError, match=r"hero_cards\.json: cannot be read"):
        Catalog(data_dir)
