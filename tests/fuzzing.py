"""How hard the fuzz tests try: ``KARTOGRAFOVE_FUZZ_SCALE`` multiplies every
``max_examples`` (default 1, quick enough for every run; the issue's figures come
from a run at ``KARTOGRAFOVE_FUZZ_SCALE=5`` or more). Each test counts what it tried
and prints it (``pytest -s``) so the figures are measured, not assumed."""

from __future__ import annotations

import os

import hypothesis.strategies as st

SCALE = float(os.environ.get("KARTOGRAFOVE_FUZZ_SCALE", "1"))


def examples(default: int) -> int:
    return max(1, round(default * SCALE))


def report(kind: str, tried: int) -> None:
    print(f"\nfuzz: {tried} mutated {kind} tried, only specific errors")


@st.composite
def mutated(draw, original: bytes) -> bytes:  # type: ignore[no-untyped-def]
    """A record's bytes with a few random edits: a byte changed, the file cut, a
    stretch deleted or duplicated, a plausible but wrong JSON token put in."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 8))):
        if not data:
            break
        position = draw(st.integers(0, len(data) - 1))
        choice = draw(st.integers(0, 4))
        if choice == 0:
            data[position] = draw(st.integers(0, 255))
        elif choice == 1:
            del data[position:]
        elif choice == 2:
            del data[position : position + draw(st.integers(1, 50))]
        elif choice == 3:
            data[position:position] = data[position : position + draw(st.integers(1, 50))]
        else:
            token = draw(st.sampled_from([b"null", b"true", b"-1", b'""', b"[]", b"{}", b"1e999"]))
            data[position:position] = token
    return bytes(data)
