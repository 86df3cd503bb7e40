"""Resident growth (MB) of a process that decodes screenshot-sized frames while it keeps small
buffers alive, as an env step does: `fixed` sets the mmap threshold the sessions set, `plain`
keeps glibc's default (tests/test_session_memory.py runs both)."""
import os
import sys

import numpy as np

import procmem  # beside this script

if sys.argv[1] == "fixed":
    from igg.envs.session import fix_python_mmap_threshold

    assert fix_python_mmap_threshold(), "mallopt refused the threshold"
kept, start = [], None
for i in range(40):
    frames = [np.ones((900, 1440, 3), np.uint8) for _ in range(3)]  # three decoded screenshots
    kept.append(bytearray(2000))  # a small buffer that outlives them, like a trace record
    del frames
    if i == 1:  # after glibc's default has moved its threshold past the frames' size
        start = procmem.rss_mb(os.getpid())
print(procmem.rss_mb(os.getpid()) - start)
