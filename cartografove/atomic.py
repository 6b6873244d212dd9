"""Kept for modules not yet moved to :mod:`cartografove.files`, the one file layer."""

from .files import atomic_write

__all__ = ["atomic_write"]
