"""Settings: round trip, damaged files kept aside, fuzzing, recent files."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from cartografove.app.settings import (
    MAX_RECENT,
    LastSetup,
    NetServer,
    Settings,
    load_settings,
    save_settings,
    settings_path,
    to_bytes,
)
from tests.fuzzing import examples, mutated


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own user folder; nothing touches the real home."""
    monkeypatch.setenv("KARTOGRAFOVE_HOME", str(tmp_path))
    return tmp_path


def write(content: bytes | str | dict) -> Path:
    path = settings_path()
    if isinstance(content, dict):
        content = json.dumps(content)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def custom() -> Settings:
    result = Settings(
        language="cs",
        last_setup=LastSetup(
            players=["Anna", "", "Łucja"],
            side="D",
            edicts_mode="chosen",
            chosen_edicts=["silos", "craylund", "deepwood", "caravansary"],
            seed=123456,
            hero_pattern_turns=False,
            fallback_terrains="with_hero",
        ),
    )
    result.store_geometry(b"\x01\xd9\xd0\xcb geometry")
    result.add_recent_file("/home/anna/hry/pátek.kartografove")
    return result


class TestRoundTrip:
    def test_missing_file_gives_defaults_and_no_message(self):
        loaded, message = load_settings()
        assert loaded == Settings()
        assert message is None

    def test_defaults_are_a_solo_random_game_with_standard_rules(self):
        last = Settings().last_setup
        assert last.players == [""]
        assert (last.side, last.edicts_mode, last.seed) == ("C", "random", None)
        assert (last.hero_pattern_turns, last.fallback_terrains) == (True, "standard")

    def test_what_is_saved_loads_back_equal(self):
        save_settings(custom())
        loaded, message = load_settings()
        assert message is None
        assert loaded == custom()
        assert loaded.geometry() == b"\x01\xd9\xd0\xcb geometry"

    def test_file_is_versioned_readable_json(self):
        save_settings(custom())
        text = settings_path().read_text(encoding="utf-8")
        document = json.loads(text)
        assert next(iter(document)) == "version"
        assert document["version"] == 1
        assert "Łucja" in text  # readable, not \u escapes

    def test_save_is_atomic_and_leaves_no_temporary_files(self):
        save_settings(Settings())
        save_settings(custom())
        assert sorted(p.name for p in settings_path().parent.iterdir()) == ["settings.json"]

    def test_keys_from_a_newer_minor_version_are_ignored(self):
        document = json.loads(to_bytes(custom()))
        document["toolbar"] = {"visible": False}
        document["last_setup"]["board_zoom"] = 3
        write(document)
        loaded, message = load_settings()
        assert message is None
        assert loaded == custom()

    def test_assignment_is_validated(self):
        with pytest.raises(ValidationError):
            Settings().last_setup = "solo"  # type: ignore[assignment]
        with pytest.raises(ValidationError):
            LastSetup().players = []


class TestDamagedFiles:
    @pytest.mark.parametrize(
        "content",
        [
            b"{not json",
            b"",
            b"\xff\xfe\x00binary",
            b"[1, 2, 3]",
            b'{"language": "cs"}',  # no version
            b'{"version": "1"}',
            b'{"version": true}',
            b'{"version": 0}',
            b'{"version": 1, "language": 5}',
            b'{"version": 1, "last_setup": {"seed": true}}',
            b'{"version": 1, "last_setup": {"seed": 1.5}}',
            b'{"version": 1, "last_setup": {"seed": -3}}',
            b'{"version": 1, "last_setup": {"players": []}}',
            b'{"version": 1, "last_setup": {"players": ["a","b","c","d","e","f","g"]}}',
            b'{"version": 1, "last_setup": {"side": "Z"}}',
            b'{"version": 1, "last_setup": {"edicts_mode": "all"}}',
            b'{"version": 1, "last_setup": {"chosen_edicts": ["silos"]}}',
            b'{"version": 1, "last_setup": {"players": ["\\ud800"]}}',
            b'{"version": 1, "recent_files": "/tmp/a"}',
            b'{"version": 1, "window_geometry": "<not base64>"}',
            b"[" * 100_000,
            b'{"version": 1, "last_setup": {"seed": 1' + b"0" * 5000 + b"}}",
        ],
    )
    def test_is_moved_aside_and_defaults_are_used(self, content):
        write(content)
        loaded, message = load_settings()
        assert loaded == Settings()
        kept = settings_path().with_name("settings.json.corrupt")
        assert not settings_path().exists()
        assert kept.read_bytes() == content
        assert message is not None
        assert str(kept) in message
        assert message.count(".") >= 1 and "\n" not in message

    def test_a_newer_version_is_named_in_the_message(self):
        write({"version": 2, "language": "cs"})
        loaded, message = load_settings()
        assert loaded == Settings()
        assert message is not None and "newer version" in message
        assert "left untouched" in message
        before = settings_path().read_bytes()
        with pytest.raises(OSError, match="newer version"):
            save_settings(Settings())
        assert settings_path().read_bytes() == before
        assert sorted(p.name for p in settings_path().parent.iterdir()) == ["settings.json"]

    def test_an_earlier_damaged_file_is_never_overwritten(self):
        for number, content in enumerate([b"first", b"second", b"third"]):
            write(content)
            _, message = load_settings()
            assert message is not None
            suffix = ".corrupt" if number == 0 else f".corrupt.{number + 1}"
            assert settings_path().with_name("settings.json" + suffix).read_bytes() == content
        assert sorted(p.name for p in settings_path().parent.iterdir()) == [
            "settings.json.corrupt",
            "settings.json.corrupt.2",
            "settings.json.corrupt.3",
        ]

    def test_a_folder_in_place_of_the_file_is_moved_aside(self):
        settings_path().mkdir()
        loaded, message = load_settings()
        assert loaded == Settings()
        assert message is not None
        assert settings_path().with_name("settings.json.corrupt").is_dir()

    def test_a_huge_file_is_damage(self):
        write(b" " * (2 * 1024 * 1024))
        assert load_settings()[1] is not None

    def test_after_a_reset_the_defaults_save_normally(self):
        write(b"garbage")
        loaded, _ = load_settings()
        save_settings(loaded)
        assert load_settings() == (Settings(), None)


class TestRecentFiles:
    def test_capped_and_most_recent_first(self):
        current = Settings()
        for number in range(MAX_RECENT + 5):
            current.add_recent_file(f"/games/{number}.kartografove")
        assert len(current.recent_files) == MAX_RECENT
        assert current.recent_files[0] == f"/games/{MAX_RECENT + 4}.kartografove"
        assert current.recent_files[-1] == "/games/5.kartografove"

    def test_reopening_moves_a_file_to_the_top_without_duplicates(self):
        current = Settings()
        for name in ["a", "b", "c", "b"]:
            current.add_recent_file(Path("/games") / name)
        assert current.recent_files == ["/games/b", "/games/c", "/games/a"]

    def test_a_path_that_is_not_valid_text_is_skipped(self):
        current = Settings()
        current.add_recent_file("/games/ok")
        current.add_recent_file(os.fsdecode(b"/games/\xff"))
        assert current.recent_files == ["/games/ok"]
        save_settings(current)

    def test_an_overlong_list_in_the_file_is_trimmed_not_rejected(self):
        write({"version": 1, "recent_files": ["/x", "/x", *(f"/{n}" for n in range(20))]})
        loaded, message = load_settings()
        assert message is None
        assert loaded.recent_files == ["/x", *(f"/{n}" for n in range(MAX_RECENT - 1))]


class TestGeometry:
    def test_round_trip(self):
        current = Settings()
        assert current.geometry() == b""
        current.store_geometry(bytes(range(256)))
        assert current.geometry() == bytes(range(256))


# ---------------------------------------------------------------- fuzzing


@contextmanager
def fresh_home(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with tempfile.TemporaryDirectory() as folder:
        monkeypatch.setenv("KARTOGRAFOVE_HOME", folder)
        yield


def check_never_crashes(content: bytes) -> None:
    """Whatever the file holds: no exception, a usable Settings, and either the file
    was accepted as it is or it was kept aside byte for byte with a message."""
    write(content)
    loaded, message = load_settings()
    assert isinstance(loaded, Settings)
    if message is None:
        assert settings_path().read_bytes() == content
    elif "newer version" in message:  # left untouched, and never replaced
        assert loaded == Settings()
        assert settings_path().read_bytes() == content
        with pytest.raises(OSError, match="newer version"):
            save_settings(loaded)
        return
    else:
        assert loaded == Settings()
        assert settings_path().with_name("settings.json.corrupt").read_bytes() == content
    save_settings(loaded)  # whatever was loaded can be written back…
    assert load_settings() == (loaded, None)  # …and read again unchanged


def json_values() -> st.SearchStrategy[object]:
    scalars = (
        st.none()
        | st.booleans()
        | st.integers(-(2**70), 2**70)
        | st.floats()
        | st.text(max_size=8)
        | st.sampled_from(["C", "D", "random", "chosen", "with_hero", "silos", ""])
    )
    return st.recursive(
        scalars,
        lambda children: (
            st.lists(children, max_size=7)
            | st.dictionaries(st.text(max_size=8), children, max_size=4)
        ),
        max_leaves=12,
    )


FUZZ = settings(
    max_examples=examples(300),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_never_crash(monkeypatch, content):
    with fresh_home(monkeypatch):
        check_never_crashes(content)


@FUZZ
@given(mutated(to_bytes(custom())))
def test_mutated_files_never_crash(monkeypatch, content):
    with fresh_home(monkeypatch):
        check_never_crashes(content)


FIELDS = [
    ("version",),
    ("language",),
    ("window_geometry",),
    ("recent_files",),
    ("last_setup",),
    ("last_setup", "players"),
    ("last_setup", "side"),
    ("last_setup", "edicts_mode"),
    ("last_setup", "chosen_edicts"),
    ("last_setup", "seed"),
    ("last_setup", "hero_pattern_turns"),
    ("last_setup", "fallback_terrains"),
]


@FUZZ
@given(st.lists(st.tuples(st.sampled_from(FIELDS), json_values()), min_size=1, max_size=3))
def test_random_values_in_every_field_never_crash(monkeypatch, replacements):
    document = json.loads(to_bytes(custom()))
    for keys, value in replacements:
        target = document
        for key in keys[:-1]:
            if not isinstance(target.get(key), dict):
                target[key] = {}
            target = target[key]
        target[keys[-1]] = value
    with fresh_home(monkeypatch):
        check_never_crashes(json.dumps(document).encode())


def test_the_largest_settings_file_reads_back(home):
    """Every list full, every text at its longest in four-byte characters."""
    from cartografove.app.settings import MAX_BYTES, MAX_RECENT, MAX_SEATS
    from cartografove.rules.limits import MAX_NAME

    wide = "𝔄"
    largest = Settings(
        language="x" * 35,
        last_setup=LastSetup(
            players=[wide * MAX_NAME] * MAX_SEATS,
            chosen_edicts=[wide * 64] * 4,
            ambushes=[wide * 64] * 4,
            seed=10**18 - 1,
        ),
        window_geometry="A" * 8192,
        recent_files=[f"{n}" + wide * 4095 for n in range(MAX_RECENT)],
        network=NetServer(
            own=False,
            address="tls://" + "t" * 255 + "@" + ".".join(["h" * 63] * 4) + ":4222",
            credentials=wide * 4096,
            join_credentials=wide * 4096,
        ),
    )
    assert len(to_bytes(largest)) < MAX_BYTES / 2
    save_settings(largest)
    loaded, message = load_settings()
    assert message is None and loaded == largest
