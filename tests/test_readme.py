"""The README's quickstart runs as written and does what its comments say."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_quickstart_runs():
    readme = (ROOT / "README.md").read_text()
    code = re.search(r"## Quickstart\s+```python\n(.*?)```", readme, re.S).group(1)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Open the direct message with Kai Nakamura"
    assert lines[1].startswith("0.0 ")
    assert lines[2] == "1.0 chat.dm.kai True"
