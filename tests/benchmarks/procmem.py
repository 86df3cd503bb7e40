"""Resident memory of processes and their descendants, read from /proc (for the benchmarks)."""
from __future__ import annotations

from pathlib import Path


def parents() -> dict:
    """pid -> parent pid, for every process."""
    out = {}
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                out[int(proc.name)] = int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    return out


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def descendants(root: int, parent_of: dict | None = None) -> list[int]:
    """Every process below `root` (not `root` itself)."""
    children: dict = {}
    for pid, ppid in (parent_of if parent_of is not None else parents()).items():
        children.setdefault(ppid, []).append(pid)
    found, todo = [], list(children.get(root, []))
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def tree_rss_mb(root: int, parent_of: dict | None = None) -> float:
    """Resident memory of a process and all its descendants (a worker and its browser)."""
    return rss_mb(root) + sum(rss_mb(pid) for pid in descendants(root, parent_of))
