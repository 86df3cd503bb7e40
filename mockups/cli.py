"""`igg serve`: run the mockup server for a person to click around."""
from __future__ import annotations

import time

from igg.mockups.server import MockupServer, available_apps


def add_commands(sub) -> None:
    p = sub.add_parser("serve", help="serve the mockup apps on 127.0.0.1 for a person to click around")
    p.add_argument("--port", type=int, default=0, help="port (default: an ephemeral one)")
    p.set_defaults(func=serve)


def serve(args) -> int:
    server = MockupServer(port=args.port)
    print(f"IGG mockups at {server.base_url}/")
    for app in available_apps():
        print(f"  {app:10s} {server.url(app)}")
    print("Ctrl-C to stop.")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.close()
    return 0
