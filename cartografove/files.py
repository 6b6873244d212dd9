"""The one file layer: every file of the player's (unfinished games, named saves,
settings, campaigns, history) is read, written and set aside here.

Pure Python with no dependencies, so the rules (save files), the records and the
app all use it. Five things, each done once:

* :func:`read_limited` — a bounded read that accepts regular files only: a FIFO, a
  device or a folder is refused at once (opened without blocking, checked after
  opening), so nothing can hang the window or a command.
* :func:`atomic_write` — temporary file, fsync, rename: a crash leaves the old file or
  the new one. It follows a symbolic link and replaces its target (the link stays a
  link), refuses a target that is not a regular file, keeps the target's permission
  bits, refuses data larger than the reader would accept, and removes temporary files
  that a crashed writer left behind.
* :func:`write_secret` — the same for a file nobody else may read (keys, a host's
  secrets, tokens): 0600 from its first byte in a 0700 folder, never through a link.
* :func:`set_aside` — move a damaged file to ``<name>.corrupt`` (``.corrupt.2``, …),
  never over an earlier copy; a newer version's file is left untouched.
  :func:`write_aside` keeps a damaged *part* of a file the same way.
* :class:`FileError` — the one error type: ``kind``, ``path``, ``reason`` and
  ``kept_as`` (where the damaged file was kept, None if it was not moved).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time
from pathlib import Path
from typing import ClassVar

TEMP_SUFFIX = ".kartografove-tmp"
STALE_AFTER = 3600.0
"""A temporary file of a process that is gone is removed at once; one whose writer
cannot be asked about (an older version's, or on a system without process ids) after
an hour, which no writer takes."""

_OLD_TEMP = re.compile(r"[a-z0-9_]{8}\.tmp")
"""What follows ``.<name>.`` in the temporary files of earlier builds, whose writer
used ``tempfile.mkstemp(prefix=".<name>.", suffix=".tmp")``: eight characters of
mkstemp's alphabet. Those names carry no process id, so they are removed only once
they are older than :data:`STALE_AFTER`."""


class FileError(Exception):
    """A file that cannot be used. ``str()`` is "<path>: <reason>"; ``reason``
    completes "The file …" in English and ``kind`` says the same for a program
    ("corrupt", "unreadable", "newer", "foreign", "invalid"), which the app turns into
    a sentence in the player's language. ``kept_as`` is set by :func:`set_aside`."""

    kind: ClassVar[str] = "corrupt"

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = Path(path)
        self.reason = reason
        self.kept_as: Path | None = None


class UnreadableFile(FileError):
    """Missing, not a regular file, no permission, an I/O error."""

    kind = "unreadable"


class OversizedFile(FileError):
    """Far larger than any file the app writes: damage, not read."""


def read_limited(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Raises :class:`UnreadableFile` (also for a folder, FIFO or device, without waiting
    for a writer) or :class:`OversizedFile`."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ENXIO:  # a FIFO with no writer, a socket
            raise UnreadableFile(path, "is not a regular file") from None
        raise UnreadableFile(path, f"cannot be read ({error.strerror or error})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnreadableFile(path, "is not a regular file (a folder, device or pipe)")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        raise UnreadableFile(path, f"cannot be read ({error.strerror or error})") from None
    finally:
        os.close(fd)
    if size > limit:
        raise OversizedFile(path, "is far too large to be one of Kartografové's files")
    return b"".join(chunks)


def atomic_write(path: Path | str, data: bytes, limit: int | None = None) -> None:
    """Replace the file at ``path`` (or, through a symbolic link, its target) with
    ``data`` so that a crash at any moment leaves the old file or the new one whole.

    Raises ``OSError`` when the folder cannot be written or the target is not a
    regular file, and ``ValueError`` when ``data`` exceeds ``limit`` — the bound its
    reader accepts, so the app never writes a file it cannot read back."""
    if limit is not None and len(data) > limit:
        raise ValueError(f"{path}: {len(data)} bytes is more than the {limit} its reader accepts")
    target = Path(os.path.realpath(path))
    mode: int | None = None
    try:
        info = os.stat(target)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            raise OSError(
                errno.EISDIR if stat.S_ISDIR(info.st_mode) else errno.EINVAL,
                "not a regular file (a folder, device or pipe): nothing was written",
                str(target),
            )
        mode = stat.S_IMODE(info.st_mode)
    # 0o666 minus the umask for a new file, as any program would create it
    _replace(target, data, 0o666, keep_mode=mode)


def write_secret(path: Path | str, data: bytes, limit: int | None = None) -> None:
    """Replace the file at ``path`` with ``data`` that nobody else on the computer may
    read (a private key, a host's seed, a server's token): the one writer of secrets.

    Unlike :func:`atomic_write` the bytes are never for a moment readable by others:
    the folder is made (or kept) 0700, the temporary file is created 0600 by
    ``os.open`` itself (never chmod'ed afterwards), exclusively and without following
    a link, fsync'ed and renamed over ``path``; no temporary copy is left, even on an
    error. A symbolic link, FIFO, device or folder at ``path`` is refused (``OSError``):
    a secret is never written through a link to somewhere else."""
    path = Path(path)
    if limit is not None and len(data) > limit:
        raise ValueError(f"{path}: {len(data)} bytes is more than the {limit} its reader accepts")
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if os.name == "posix":
        os.chmod(path.parent, 0o700)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            raise OSError(
                errno.EINVAL,
                "not a regular file (a link, folder, device or pipe): nothing was written",
                str(path),
            )
    _replace(path, data, 0o600)


def _replace(target: Path, data: bytes, mode: int, keep_mode: int | None = None) -> None:
    """Write ``data`` to a new temporary file beside ``target`` — created exclusively
    with ``mode`` by ``os.open`` itself, never through a link — fsync it and rename it
    over ``target``; on any error the temporary file goes. ``keep_mode``: the
    permission bits of the file replaced, given to the new one."""
    directory = target.parent
    temp = directory / f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(temp, flags | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0), mode)
    try:
        with os.fdopen(fd, "wb") as handle:
            if keep_mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), keep_mode)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(directory)
    remove_stale_temporaries(target)


def _sync_folder(directory: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):
        with contextlib.suppress(OSError):
            dir_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def remove_stale_temporaries(target: Path) -> int:
    """Remove temporary files that writers who crashed left in ``target``'s folder —
    of any file there, not only ``target``: a history entry, a new key or a new
    network record is written once, so nothing else would ever clean up after its
    writer. A temporary file naming its writer's process (this writer's names) is
    removed once that process is gone, whatever the clocks say — a writer whose
    clock jumped must not take a live writer's file. Older versions' files of
    ``target`` (``.<name>.xxxxxxxx.tmp``, no process) go once over an hour old. Only
    regular files of exactly these patterns are ever touched; how many were removed."""
    removed = 0
    prefix = f".{target.name}."
    with contextlib.suppress(OSError):
        for entry in os.scandir(target.parent):
            name = entry.name
            if not name.startswith(".") or not entry.is_file(follow_symlinks=False):
                continue
            if name.endswith(TEMP_SUFFIX):
                parts = name[: -len(TEMP_SUFFIX)].rsplit(".", 2)
                if len(parts) != 3 or not _TEMP_TOKEN.fullmatch(parts[2]):
                    continue
                stale = _writer_gone(parts[1], entry)
            elif name.startswith(prefix) and _OLD_TEMP.fullmatch(name[len(prefix) :]):
                stale = _older_than(entry, STALE_AFTER)  # an older version's writer
            else:
                continue
            if stale:
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
                    removed += 1
    return removed


_TEMP_TOKEN = re.compile(r"[0-9a-f]{8}")


def _older_than(entry: os.DirEntry[str], seconds: float) -> bool:
    with contextlib.suppress(OSError):
        return time.time() - entry.stat(follow_symlinks=False).st_mtime > seconds
    return False


def _writer_gone(pid: str, entry: os.DirEntry[str]) -> bool:
    """Whether the process that named ``entry`` has ended. Where processes cannot be
    asked (not POSIX) only a great age tells."""
    if not pid.isdigit():
        return False
    if os.name != "posix":
        return _older_than(entry, STALE_AFTER)
    if int(pid) == os.getpid():
        return False  # this process: maybe another of its threads, writing right now
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except OSError:  # it exists but is not ours
        return False
    return False


def set_aside(error: FileError) -> Path | None:
    """Deal with a file that could not be used: keep a damaged or unreadable one as
    ``<name>.corrupt`` (or ``.corrupt.2``, … — never over an earlier copy) and record
    where in ``error.kept_as``; a newer version's file is left where it is. Returns
    ``kept_as`` (None when nothing was moved: then nothing may claim it was kept)."""
    if error.kind == "newer" or not os.path.lexists(error.path):
        return None
    error.kept_as = move_aside(error.path)
    return error.kept_as


def move_aside(path: Path) -> Path | None:
    """Rename ``path`` to the first free ``<name>.corrupt``, ``<name>.corrupt.2``, …;
    None if it cannot be moved.

    A hard link is made first and the original removed after, because a plain rename
    silently replaces an existing target on POSIX — and a ``.corrupt`` file may be the
    only copy of something the player wants back."""
    for target in _aside_names(path):
        try:
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:
            return _rename_aside(path)  # no hard links here (FAT, some network drives)
        try:
            os.unlink(path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(target)
            return None
        return target
    return None


def write_aside(path: Path, data: bytes) -> Path:
    """Keep ``data`` — a damaged part taken out of ``path``'s file — as the first free
    ``<name>.corrupt``, ``<name>.corrupt.2``, …: created exclusively, so never over an
    earlier copy, and synced before the caller changes the file it came from.
    Raises ``OSError`` when it cannot be written (the caller then changes nothing)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    for target in _aside_names(path):
        try:
            fd = os.open(target, flags, 0o666)
        except FileExistsError:
            continue
        try:
            with open(fd, "wb", closefd=True) as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise
        _sync_folder(target.parent)
        return target
    raise OSError(errno.EEXIST, "every name to keep it under is taken", str(path))


def _aside_names(path: Path) -> list[Path]:
    return [
        path.with_name(path.name + (".corrupt" if number == 1 else f".corrupt.{number}"))
        for number in range(1, 1000)
    ]


def _rename_aside(path: Path) -> Path | None:
    """Without hard links: rename to the first name nothing has (a small race with
    another program creating that very name is accepted)."""
    for target in _aside_names(path):
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


def ensure_folder(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed; ``OSError`` if it cannot be, or
    if something that is not a folder is in the way."""
    folder.mkdir(parents=True, exist_ok=True)
    return folder
