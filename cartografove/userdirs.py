"""Where the user's own files live: settings, autosave, saved games, campaigns.

The one place that knows the per-user folders (``platformdirs``, the maintained
successor of ``appdirs``). ``KARTOGRAFOVE_HOME`` moves them all under one folder,
which tests and portable installs use."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "kartografove"


def _home() -> Path | None:
    home = os.environ.get("KARTOGRAFOVE_HOME")
    return Path(home) if home else None


def data_dir() -> Path:
    """Saves, autosave, campaigns, history (created on first use)."""
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Settings (created on first use)."""
    home = _home()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
