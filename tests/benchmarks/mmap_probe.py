"""Resident memory (MB) a process keeps after it decodes screenshot-sized frames and frees them
while small buffers allocated after them stay alive, as an env step does: `fixed` sets the malloc
options the sessions set, `plain` keeps glibc's defaults (tests/test_session_memory.py runs both)."""
import os
import sys

import numpy as np

import procmem  # beside this script

SHAPE = (900, 1440, 3)  # one decoded screenshot

if sys.argv[1] == "fixed":
    from igg.envs.session import fix_python_malloc

    assert fix_python_malloc(), "mallopt refused the settings"
frame = np.ones(SHAPE, np.uint8)
del frame  # by default glibc now raises its mmap threshold past a frame's size
start, kept = procmem.rss_mb(os.getpid()), []
for _ in range(5):
    frames = []
    for _ in range(3):
        frames.append(np.ones(SHAPE, np.uint8))
        kept.append(bytearray(2000))  # a small buffer that outlives it, like a trace record
    del frames
print(procmem.rss_mb(os.getpid()) - start)
