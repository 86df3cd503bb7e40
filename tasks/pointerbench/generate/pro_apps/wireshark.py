"""Wireshark (Windows 10): menu, main toolbar, display filter, packet list / details / bytes, status bar."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import cand, esc, frame_windows, ib, ic, menubar, win_titlebar
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

P = "wireshark"
CSS = """
.ws{flex:1;display:flex;flex-direction:column;min-height:0;background:#f0f0f0;color:#000;font-size:12px;font-family:"Noto Sans",sans-serif}
.ws .mb{display:flex;height:22px;align-items:center;background:#fff;flex:none}
.ws .mbi{padding:0 7px;height:22px;font-size:12px}
.ws-tool{height:32px;flex:none;display:flex;align-items:center;gap:1px;padding:0 4px;border-bottom:1px solid #d8d8d8;background:#f7f7f7}
.ws .ib{width:26px;height:26px;color:#333;border-radius:2px}
.ws-sep{width:1px;height:20px;background:#cfcfcf;margin:0 3px}
.ws-filter{height:30px;flex:none;display:flex;align-items:center;gap:2px;padding:0 4px;background:#f7f7f7;border-bottom:1px solid #d0d0d0}
.ws-fin{flex:1;height:24px;border:1px solid #a8a8a8;display:flex;align-items:center;padding:0 6px;font-family:"DejaVu Sans Mono",monospace;font-size:12px;color:#777}
.ws-fin.ok{background:#afffaf;color:#000}
.ws-list{height:250px;flex:none;background:#fff;overflow:hidden;border-bottom:4px solid #e4e4e4;font-size:11.5px}
.ws-list table{border-collapse:collapse;width:100%;table-layout:fixed}
.ws-list th{background:#f3f3f3;border-right:1px solid #dcdcdc;border-bottom:1px solid #ccc;text-align:left;font-weight:400;height:20px;padding:0 4px;white-space:nowrap}
.ws-list td{height:17px;padding:0 4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ws-list tr.sel td{background:#3875d7!important;color:#fff}
.ws-det{height:170px;flex:none;background:#fff;overflow:hidden;border-bottom:4px solid #e4e4e4;font-size:11.5px}
.ws-dr{height:18px;display:flex;align-items:center;gap:4px;white-space:nowrap;width:100%}
.ws-dr.sel{background:#cce0ff}
.ws-bytes{flex:1;background:#fff;overflow:hidden;font-family:"DejaVu Sans Mono",monospace;font-size:11.5px;line-height:16px;padding:2px 6px;white-space:pre}
.ws-status{height:22px;flex:none;display:flex;align-items:center;gap:10px;padding:0 6px;border-top:1px solid #d0d0d0;background:#f0f0f0;font-size:11.5px}
.ws-si{display:inline-flex;align-items:center;gap:4px;height:20px;padding:0 4px}
"""
COLORS = {"TCP": "#e7e6ff", "HTTP": "#e4ffc7", "DNS": "#daeeff", "UDP": "#daeeff", "TLSv1.3": "#e7e6ff", "ARP": "#faf0d7",
          "ICMP": "#fce0ff", "QUIC": "#daeeff", "TCPERR": "#12272e"}
HOSTS = ["192.168.1.23", "192.168.1.1", "10.0.0.14", "172.217.16.14", "151.101.1.69", "8.8.8.8", "140.82.121.4", "104.16.132.229"]
FILTERS = ["tcp.port == 443", "http", "dns", "ip.addr == 192.168.1.23", "tcp.analysis.flags", "udp", "tls.handshake.type == 1", ""]


def _packets(rng, n):
    t = 0.0
    out = []
    for i in range(n):
        t += rng.uniform(0.0001, 0.09)
        proto = rng.choice(["TCP", "TCP", "TLSv1.3", "DNS", "HTTP", "UDP", "ARP", "QUIC", "TCP", "ICMP"])
        src, dst = rng.sample(HOSTS, 2)
        if proto == "TCP":
            sp, dp = rng.randint(49152, 65000), rng.choice([443, 80, 22])
            info = f"{sp} → {dp} [{rng.choice(['ACK', 'SYN', 'SYN, ACK', 'FIN, ACK', 'PSH, ACK'])}] Seq={rng.randint(1, 9000)} Ack={rng.randint(1, 9000)} Win={rng.choice([501, 1024, 64240])} Len={rng.choice([0, 0, 517, 1460])}"
            if rng.random() < 0.08:
                proto, info = "TCPERR", f"[TCP Retransmission] {sp} → {dp} [PSH, ACK] Seq={rng.randint(1, 9000)} Len=1460"
        elif proto == "DNS":
            name = rng.choice(["api.github.com", "www.wikipedia.org", "fonts.gstatic.com", "updates.example.net"])
            info = f"Standard query{' response' if rng.random() < .5 else ''} 0x{rng.randint(0, 65535):04x} A {name}"
        elif proto == "HTTP":
            info = rng.choice(["GET /index.html HTTP/1.1", "HTTP/1.1 200 OK  (text/html)", "GET /api/status HTTP/1.1", "HTTP/1.1 304 Not Modified"])
        elif proto == "TLSv1.3":
            info = rng.choice(["Client Hello (SNI=www.example.com)", "Server Hello, Change Cipher Spec", "Application Data", "Application Data, Application Data"])
        elif proto == "ARP":
            src, dst = "Intel_3a:9f:12", "Broadcast"
            info = f"Who has 192.168.1.{rng.randint(2, 254)}? Tell 192.168.1.23"
        elif proto == "UDP":
            info = f"{rng.randint(49152, 65000)} → {rng.choice([5353, 1900, 123])} Len={rng.randint(20, 200)}"
        elif proto == "QUIC":
            info = "Protected Payload (KP0), DCID=" + "".join(rng.choice("0123456789abcdef") for _ in range(8))
        else:
            info = f"Echo (ping) {rng.choice(['request', 'reply'])}  id=0x0001, seq={rng.randint(1, 90)}/256, ttl=64"
        out.append((i + 1, f"{t:.6f}", src, dst, proto, rng.randint(54, 1514), info))
    return out


def build(rng) -> str:
    fname = rng.choice(["capture_2024-05-14.pcapng", "office_wifi.pcapng", "vpn_issue.pcapng", "Ethernet"])
    live = fname == "Ethernet"
    title = f"Capturing from {fname}" if live else f"{fname}"
    menus = ["File", "Edit", "View", "Go", "Capture", "Analyze", "Statistics", "Telephony", "Wireless", "Tools", "Help"]
    tools = [("shark_fin", "Start capturing packets.", "start", "#1679a7"), ("stop_sq", "Stop capturing packets.", "stop", None),
             ("restart", "Restart the current capture.", "restart", "#3a9a3a"), ("settings", "Open the capture options.", "options", None), "|",
             ("folder_open", "Open a capture file.", "open", "#c49b2a"), ("save", "Save the capture file.", "save", None),
             ("x", "Close this capture file.", "close", None), ("refresh", "Reload this file.", "reload", None), "|",
             ("search", "Find a packet.", "find", None), ("arrow_left", "Go back in the packet history.", "back", None),
             ("arrow_right", "Go forward in the packet history.", "fwd", None), ("go_to", "Go to a specific packet.", "goto", None),
             ("arrow_first", "Go to the first packet.", "first", None), ("arrow_last", "Go to the last packet.", "last", None),
             ("arrow_down", "Automatically scroll to the last packet.", "autoscroll", None), ("colorize", "Colorize the packet list.", "colorize", None), "|",
             ("zoom_in", "Enlarge the main window text.", "zoomin", None), ("zoom_out", "Shrink the main window text.", "zoomout", None),
             ("search", "Return the main window text to normal size.", "zoomnormal", None), ("resize_cols", "Resize packet list columns to fit.", "resize", None)]
    tb = ['<div class="ws-tool">']
    for t in tools:
        if t == "|":
            tb.append('<span class="ws-sep"></span>')
            continue
        icon, intent, key, col = t
        if key == "zoomnormal":
            tb.append(cand(intent, "icon", f"{P}.tool.{key}", '<span style="font-size:11px;border:1px solid #777;padding:0 2px;border-radius:2px">1:1</span>', cls="ib", label="Normal size"))
            continue
        tb.append(ib(icon, intent, f"{P}.tool.{key}", size=16, color=col))
    tb.append("</div>")
    flt = rng.choice(FILTERS)
    filt = ('<div class="ws-filter">' + ib("bookmark", "Manage saved display filters.", f"{P}.flt.bookmark", size=15, color="#3875d7")
            + cand("Edit the display filter.", "other", f"{P}.flt.input", esc(flt) if flt else "Apply a display filter … &lt;Ctrl-/&gt;",
                   cls=f"ws-fin{' ok' if flt else ''}", label="Display filter")
            + ib("x", "Clear the display filter.", f"{P}.flt.clear", size=13)
            + ib("arrow_right", "Apply the display filter.", f"{P}.flt.apply", size=15, color="#3875d7")
            + ib("chev_down", "Show recent display filters.", f"{P}.flt.recent", size=13)
            + ib("plus", "Add a display filter button.", f"{P}.flt.addbtn", size=14) + "</div>")
    pk = _packets(rng, 13)
    sel = rng.randrange(len(pk))
    cols = [("No.", 48), ("Time", 82), ("Source", 120), ("Destination", 120), ("Protocol", 70), ("Length", 56), ("Info", None)]
    head = "<tr>" + "".join(cand(f"Sort the packets by {c}." if c != "No." else "Sort the packets by number.", "text", f"{P}.col.{c.lower().strip('.')}",
                                 esc(c), tag="th", style=f"width:{w}px" if w else "", label=c) for c, w in cols) + "</tr>"
    rows = []
    for i, (no, t, s, d, proto, ln, info) in enumerate(pk):
        bg = COLORS[proto]
        fg = "#f78787" if proto == "TCPERR" else "#000"
        name = "TCP" if proto == "TCPERR" else proto
        cells = f'<td style="background:{bg}">{no}</td><td>{t}</td><td>{esc(s)}</td><td>{esc(d)}</td><td>{name}</td><td>{ln}</td><td>{esc(info)}</td>'
        rows.append(cand(f"Select packet {no}.", "other", f"{P}.pkt.{no}", cells, tag="tr", cls="sel" if i == sel else "",
                         style=f"background:{bg};color:{fg}", label=f"Packet {no}"))
    plist = f'<div class="ws-list"><table>{head}{"".join(rows)}</table></div>'
    no, t, s, d, proto, ln, info = pk[sel]
    name = "TCP" if proto == "TCPERR" else proto
    layers = [f"Frame {no}: {ln} bytes on wire ({ln * 8} bits), {ln} bytes captured ({ln * 8} bits) on interface \\Device\\NPF_{{4E2A}}, id 0",
              "Ethernet II, Src: Intel_3a:9f:12 (a4:c3:f0:3a:9f:12), Dst: Netgear_0b:71:5e (9c:3d:cf:0b:71:5e)",
              f"Internet Protocol Version 4, Src: {s}, Dst: {d}" if name != "ARP" else "Address Resolution Protocol (request)",
              {"TCP": "Transmission Control Protocol, Src Port: 52814, Dst Port: 443, Seq: 1, Ack: 1, Len: 0",
               "TLSv1.3": "Transport Layer Security", "DNS": "Domain Name System (query)", "HTTP": "Hypertext Transfer Protocol",
               "UDP": "User Datagram Protocol, Src Port: 53012, Dst Port: 5353", "ARP": "", "QUIC": "QUIC IETF",
               "ICMP": "Internet Control Message Protocol"}[name]]
    det = ['<div class="ws-det">']
    dsel = rng.randrange(len([l for l in layers if l]))
    short = ["frame", "ethernet", "ip", "transport"]
    for i, l in enumerate([l for l in layers if l]):
        det.append(cand(f"Expand the {l.split(',')[0].split(':')[0]} details.", "text", f"{P}.det.{short[i]}",
                        f'{ic("chev_right", 10)}<span>{esc(l)}</span>', cls=f"ws-dr{' sel' if i == dsel else ''}", style="padding-left:4px", label=l))
    det.append("</div>")
    hexrows = []
    for r in range(6):
        bs = [rng.randint(0, 255) for _ in range(16)]
        hx = " ".join(f"{b:02x}" for b in bs[:8]) + "  " + " ".join(f"{b:02x}" for b in bs[8:])
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in bs)
        hexrows.append(f"{r * 16:04x}   {hx}   {esc(asc)}")
    nd = rng.randint(800, 60000)
    status = ('<div class="ws-status">'
              + cand("Open the expert information dialog.", "icon", f"{P}.st.expert", '<span style="width:12px;height:12px;border-radius:6px;background:#e6c619;display:inline-block"></span>', cls="ws-si", label="Expert info")
              + cand("Edit the capture file comment.", "icon", f"{P}.st.comment", ic("edit", 13), cls="ws-si", label="Comment")
              + f'<span class="ell" style="max-width:280px">{"Ethernet: &lt;live capture in progress&gt;" if live else esc(fname)}</span><span class="flex1"></span>'
              + cand("Show the capture file properties.", "text", f"{P}.st.packets", f"Packets: {nd:,} · Displayed: {rng.randint(10, nd):,}", cls="ws-si", label="Packets")
              + cand("Switch the configuration profile.", "text", f"{P}.st.profile", "Profile: Default", cls="ws-si", label="Profile")
              + "</div>")
    window = (win_titlebar(P, title, "wireshark", h=30, win10=True) + '<div class="ws">' + menubar(menus, P) + "".join(tb) + filt + plist
              + "".join(det) + f'<div class="ws-bytes">{chr(10).join(hexrows)}</div>{status}</div>')
    return frame_windows(P, rng, window, app_logo="wireshark", app_name="Wireshark", win10=True)


APPS = [AppSpec("Wireshark", "wireshark", "development", "Windows 10", build, CSS, "pro_apps/wireshark.py")]
