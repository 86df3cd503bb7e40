"""glibc's allocator, reached through ctypes: the one place that tunes it (mallopt) or trims it.

The session sets it for flat memory over long runs (envs/session.py); the OCR reader sets it for
speed (agents/screen_reader.py). Everything here is a no-op on a C library other than glibc.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools

# mallopt parameters (malloc.h)
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8


@functools.cache
def glibc():
    """The C library when it is glibc (with mallopt and malloc_trim), else None."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def set_option(parameter: int, value: int) -> bool:
    """mallopt(parameter, value); True when glibc took it."""
    libc = glibc()
    return bool(libc and libc.mallopt(parameter, value))


def trim() -> None:
    """Give the heap's free pages back to the system."""
    if glibc():
        glibc().malloc_trim(0)
