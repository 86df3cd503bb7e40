"""Consumer: Spotify desktop app and VLC media player (both Windows 11)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (cand, esc, frame_windows, ib, ic, menubar, pick, scene_svg, slug, tb,
                                            thumb_bg, win_controls, win_titlebar, avatar)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.sp{flex:1;display:flex;flex-direction:column;min-height:0;background:#000;color:#fff;font-size:13px;padding:0 8px}
.sp .ib{width:32px;height:32px;color:#b3b3b3;border-radius:16px}
.sp-top{height:56px;flex:none;display:flex;align-items:center;gap:8px}
.sp-home{width:44px;height:44px;border-radius:22px;background:#1f1f1f;display:inline-flex;align-items:center;justify-content:center;color:#fff}
.sp-search{width:380px;height:44px;border-radius:22px;background:#1f1f1f;display:flex;align-items:center;gap:10px;padding:0 14px;color:#b3b3b3;font-size:14px}
.sp-pill{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 14px;border-radius:16px;font-weight:700;font-size:13px;white-space:nowrap}
.sp-main{flex:1;display:flex;gap:8px;min-height:0}
.sp-lib{width:270px;flex:none;background:#121212;border-radius:8px;display:flex;flex-direction:column;overflow:hidden}
.sp-lh{height:52px;display:flex;align-items:center;gap:6px;padding:0 12px;font-weight:700;color:#b3b3b3;flex:none}
.sp-chips{display:flex;gap:8px;padding:0 12px 8px;flex:none}
.sp-chip{height:30px;padding:0 12px;border-radius:15px;background:#2a2a2a;display:inline-flex;align-items:center;font-size:13px}
.sp-li{display:flex;align-items:center;gap:10px;padding:6px 8px;border-radius:6px;margin:0 4px;width:calc(100% - 8px)}
.sp-li.on{background:#232323}
.sp-cov{width:44px;height:44px;border-radius:4px;flex:none}
.sp-li .t{font-size:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sp-li .s{font-size:12.5px;color:#b3b3b3;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sp-view{flex:1;border-radius:8px;overflow:hidden;display:flex;flex-direction:column;background:#121212;min-width:0}
.sp-hero{height:220px;flex:none;display:flex;align-items:flex-end;gap:20px;padding:0 20px 20px}
.sp-hcov{width:170px;height:170px;box-shadow:0 4px 40px rgba(0,0,0,.5);flex:none}
.sp-htitle{font-size:48px;font-weight:800;line-height:1.05;margin:6px 0 10px;letter-spacing:-1px}
.sp-act{height:80px;flex:none;display:flex;align-items:center;gap:16px;padding:0 20px}
.sp-play{width:54px;height:54px;border-radius:27px;background:#1ed760;display:inline-flex;align-items:center;justify-content:center;color:#000}
.sp-tbl{padding:0 20px;flex:1;overflow:hidden}
.sp-tr{display:flex;align-items:center;height:54px;gap:14px;color:#b3b3b3;font-size:13.5px;border-radius:4px;padding:0 10px;width:100%}
.sp-tr.hd{height:34px;border-bottom:1px solid #2a2a2a;border-radius:0;margin-bottom:6px}
.sp-tr .n{width:16px;text-align:right}
.sp-tr .ti{flex:1.3;display:flex;align-items:center;gap:10px;min-width:0}
.sp-tr .al{flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sp-tr .da{width:110px}
.sp-tr .du{width:48px;text-align:right}
.sp-bar{height:76px;flex:none;display:flex;align-items:center;padding:0 8px}
.sp-np{width:300px;display:flex;align-items:center;gap:12px}
.sp-ctl{flex:1;display:flex;flex-direction:column;align-items:center;gap:6px}
.sp-btns{display:flex;align-items:center;gap:14px}
.sp-pp{width:34px;height:34px;border-radius:17px;background:#fff;color:#000;display:inline-flex;align-items:center;justify-content:center}
.sp-prog{display:flex;align-items:center;gap:8px;width:100%;max-width:520px;font-size:11.5px;color:#b3b3b3}
.sp-track{flex:1;height:12px;position:relative;background:linear-gradient(#4d4d4d,#4d4d4d) center/100% 4px no-repeat}
.sp-track i{position:absolute;left:0;top:4px;height:4px;border-radius:2px;background:#fff}
.sp-right{width:300px;display:flex;align-items:center;justify-content:flex-end;gap:2px}
.sp-vol{width:90px;height:12px;position:relative;background:linear-gradient(#4d4d4d,#4d4d4d) center/100% 4px no-repeat}
.sp-vol i{position:absolute;left:0;top:4px;height:4px;border-radius:2px;background:#fff}
/* vlc */
.vl{flex:1;display:flex;flex-direction:column;min-height:0;background:#f0f0f0;color:#111;font-size:12px}
.vl .mb{display:flex;height:22px;align-items:center;background:#fff;flex:none}
.vl .mbi{padding:0 7px;height:22px;font-size:12px}
.vl .ib{width:28px;height:28px;color:#333;border-radius:3px}
.vl-video{flex:1;background:#000;display:flex;align-items:center;justify-content:center;overflow:hidden}
.vl-pl{flex:1;display:flex;min-height:0;background:#fff}
.vl-side{width:200px;border-right:1px solid #ccc;padding:4px 0;flex:none}
.vl-sh{font-weight:700;color:#555;padding:6px 8px 2px;font-size:11px;text-transform:uppercase}
.vl-si{display:flex;align-items:center;gap:6px;height:22px;padding:0 14px;width:100%}
.vl-si.on{background:#cde3f8}
.vl-table{flex:1;overflow:hidden}
.vl-table table{width:100%;border-collapse:collapse}
.vl-table th{text-align:left;font-weight:400;background:#f3f3f3;border-bottom:1px solid #ccc;border-right:1px solid #ddd;height:22px;padding:0 6px}
.vl-table td{height:21px;padding:0 6px;white-space:nowrap;overflow:hidden}
.vl-table tr.on td{background:#3a7bd5;color:#fff}
.vl-seek{height:26px;flex:none;display:flex;align-items:center;gap:8px;padding:0 8px}
.vl-sk{flex:1;height:8px;border:1px solid #999;border-radius:2px;background:#fff;position:relative}
.vl-sk i{position:absolute;left:0;top:0;bottom:0;background:linear-gradient(#8fc0f5,#3a7bd5)}
.vl-ctl{height:40px;flex:none;display:flex;align-items:center;gap:2px;padding:0 6px}
.vl-play{width:36px;height:36px;border-radius:18px;border:1px solid #aaa;background:#fafafa;display:inline-flex;align-items:center;justify-content:center}
.vl-sep{width:8px}
.vl-vol{width:90px;height:18px;position:relative}
.vl-vol i{position:absolute;left:0;bottom:2px;width:0;height:0;border-left:90px solid #ddd;border-top:14px solid transparent}
.vl-vol b{position:absolute;left:0;bottom:2px;width:0;height:0;border-top:14px solid transparent}
"""

# --- Spotify -------------------------------------------------------------------------------------------------

PLAYLISTS = [("Liked Songs", "Playlist · 214 songs", "linear-gradient(135deg,#450af5,#c4efd9)"),
             ("Deep Focus", "Playlist · Spotify", "linear-gradient(135deg,#1e3264,#5a7bd1)"),
             ("Discover Weekly", "Playlist · Spotify", "linear-gradient(135deg,#8d67ab,#e8115b)"),
             ("Chill Vibes", "Playlist · Spotify", "linear-gradient(135deg,#27856a,#a0c3d2)"),
             ("Road Trip 2024", "Playlist · Maya", "linear-gradient(135deg,#e1118c,#f59b23)"),
             ("The Daily Tech Brief", "Podcast · Northwind Media", "linear-gradient(135deg,#0d73ec,#111)"),
             ("Live Versions", "Playlist · Spotify", "linear-gradient(135deg,#ba5d07,#f2c94c)"),
             ("Jazz Classics", "Playlist · Spotify", "linear-gradient(135deg,#503750,#b49bc8)")]
SONGS = [("Midnight Harbor", "The Lanterns", "Harbor Lights"), ("Paper Planes", "Nova Reyes", "Skylines"), ("Golden Hour Drive", "Coastline", "Summer Tapes"),
         ("Echoes in Blue", "Marisol", "Blue Rooms"), ("Slow Burn", "Atlas & Co.", "Slow Burn"), ("Static Hearts", "Neon Parade", "Static"),
         ("Northern Road", "Elm Street Band", "Mileposts"), ("Afterglow", "Juniper", "Afterglow EP"), ("City of Glass", "Kite Collective", "Reflections"),
         ("Lighthouse", "Ada Moon", "Tides")]


def _spotify(rng) -> str:
    p = "spotify"
    pl = rng.randrange(len(PLAYLISTS) - 1)
    name, sub, grad = PLAYLISTS[pl]
    top = ('<div class="sp-top"><span style="width:60px;display:inline-flex;gap:4px;align-items:center">' + ib("more_h", "Open the Spotify menu.", f"{p}.menu", size=18) + "</span>"
           + ib("chev_left", "Go back.", f"{p}.back", size=20) + ib("chev_right", "Go forward.", f"{p}.fwd", size=20)
           + '<span class="flex1"></span>' + cand("Go to Home.", "icon", f"{p}.home", ic("home", 22), cls="sp-home", label="Home")
           + cand("Search for something to play.", "other", f"{p}.search", ic("search", 20) + "<span>What do you want to play?</span><span class='flex1'></span>" + ic("grid", 18), cls="sp-search", label="Search")
           + '<span class="flex1"></span>'
           + cand("Explore Premium.", "text", f"{p}.premium", "Explore Premium", cls="sp-pill", style="background:#fff;color:#000", label="Explore Premium")
           + cand("Install the app.", "other", f"{p}.install", ic("download", 14) + "Install App", cls="sp-pill", style="color:#fff", label="Install App")
           + ib("bell", "Open What's New.", f"{p}.whatsnew", size=18) + ib("users", "Show friend activity.", f"{p}.friends", size=18)
           + cand("Open your profile menu.", "icon", f"{p}.profile", avatar("M", "#e8115b", 28), cls="ib", label="Profile")
           + win_controls(p, dark=True, h=56, w=44) + "</div>")
    lib = ['<div class="sp-lib"><div class="sp-lh">' + cand("Collapse Your Library.", "other", f"{p}.lib.collapse", ic("library", 22) + "Your Library", cls="row", style="gap:10px", label="Your Library")
           + '<span class="flex1"></span>' + ib("plus", "Create a playlist or folder.", f"{p}.lib.create", size=18) + ib("arrow_right", "Show more of Your Library.", f"{p}.lib.expand", size=18) + "</div>"
           + '<div class="sp-chips">' + "".join(tb(c, f"Filter Your Library by {c.lower()}.", f"{p}.chip.{slug(c)}", cls="tb sp-chip") for c in ("Playlists", "Podcasts", "Artists")) + "</div>"
           + '<div class="row" style="padding:0 12px;height:32px">' + ib("search", "Search in Your Library.", f"{p}.lib.search", size=16)
           + '<span class="flex1"></span>' + cand("Change the library sort order.", "other", f"{p}.lib.sort", "Recents" + ic("list", 14), cls="row", style="gap:6px;color:#b3b3b3;font-size:13px", label="Recents") + "</div>"]
    for i, (n, s, g) in enumerate(PLAYLISTS):
        lib.append(cand(f"Open {n}.", "other", f"{p}.pl.{slug(n)}", f'<span class="sp-cov" style="background:{g}"></span><div style="min-width:0"><div class="t" style="{"color:#1ed760" if i == pl else ""}">{esc(n)}</div><div class="s">{esc(s)}</div></div>',
                        cls=f"sp-li{' on' if i == pl else ''}", label=n))
    lib.append("</div>")
    songs = pick(rng, SONGS, 6)
    playing = rng.randrange(len(songs))
    rows = ['<div class="sp-tr hd"><span class="n">#</span><span class="ti">Title</span><span class="al">Album</span><span class="da">Date added</span><span class="du">' + ic("clock", 14) + "</span></div>"]
    for i, (t, a, al) in enumerate(songs):
        on = i == playing
        rows.append(f'<div class="sp-tr"><span class="n" style="{"color:#1ed760" if on else ""}">{i + 1}</span>'
                    + cand(f"Play {t}.", "text", f"{p}.song.{slug(t)}", f'<span class="sp-cov" style="width:40px;height:40px;background:{thumb_bg(rng.choice(["dusk", "coast", "city", "forest"]))}"></span>'
                           f'<div style="min-width:0"><div style="color:{"#1ed760" if on else "#fff"};font-size:14.5px">{esc(t)}</div><div>{esc(a)}</div></div>', cls="ti", label=t)
                    + cand(f"Go to the {al} album.", "text", f"{p}.album.{slug(al)}", esc(al), cls="al", label=al)
                    + f'<span class="da">{rng.randint(1, 28)} days ago</span><span class="du">{rng.randint(2, 5)}:{rng.randint(0, 59):02d}</span></div>')
    hero = (f'<div class="sp-hero" style="background:linear-gradient(180deg,{grad.split(",")[1]},#121212)"><span class="sp-hcov" style="background:{grad}"></span>'
            f'<div><div style="font-size:13px">{"Podcast" if "Podcast" in sub else "Playlist"}</div><div class="sp-htitle">{esc(name)}</div>'
            f'<div style="font-size:13px;color:#ddd"><b>{esc(sub.split("·")[-1].strip())}</b> · {rng.randint(20, 300)} songs, about {rng.randint(1, 14)} hr</div></div></div>')
    act = ('<div class="sp-act">' + cand(f"Play {name}.", "icon", f"{p}.playpl", ic("play", 24), cls="sp-play", label="Play")
           + ib("shuffle", f"Enable shuffle for {name}.", f"{p}.shufflepl", size=22) + ib("download", f"Download {name}.", f"{p}.downloadpl", size=22)
           + ib("user_plus", f"Invite collaborators to {name}.", f"{p}.invite", size=22) + ib("more_h", f"More options for {name}.", f"{p}.plmore", size=22)
           + '<span class="flex1"></span>' + ib("search", "Search in the playlist.", f"{p}.plsearch", size=18)
           + cand("Change the playlist view.", "other", f"{p}.plview", "List" + ic("list", 14), cls="row", style="gap:6px;color:#b3b3b3", label="List") + "</div>")
    view = f'<div class="sp-view">{hero}{act}<div class="sp-tbl">{"".join(rows)}</div></div>'
    t, a, al = songs[playing]
    prog = rng.uniform(5, 90)
    paused = rng.random() < 0.5
    bar = ('<div class="sp-bar"><div class="sp-np"><span class="sp-cov" style="width:56px;height:56px;background:' + thumb_bg("dusk") + '"></span>'
           + f'<div style="min-width:0">' + cand(f"Open the {t} track.", "text", f"{p}.np.title", esc(t), cls="tb", style="font-size:14px", label=t)
           + f'<div style="color:#b3b3b3;font-size:12px">{esc(a)}</div></div>'
           + ib("plus_heart", "Save the song to your Liked Songs.", f"{p}.np.like", size=16) + "</div>"
           + '<div class="sp-ctl"><div class="sp-btns">' + ib("shuffle", "Enable shuffle.", f"{p}.shuffle", size=16)
           + ib("skip_back", "Play the previous track.", f"{p}.prev", size=18, color="#fff")
           + cand("Resume playback." if paused else "Pause playback.", "icon", f"{p}.playpause", ic("play" if paused else "pause", 16), cls="sp-pp", label="Play")
           + ib("skip_fwd", "Skip to the next track.", f"{p}.next", size=18, color="#fff") + ib("loop", "Enable repeat.", f"{p}.repeat", size=16) + "</div>"
           + f'<div class="sp-prog"><span>{int(prog * 2.4) // 60}:{int(prog * 2.4) % 60:02d}</span>'
           + cand("Seek in the current track.", "other", f"{p}.seek", f'<i style="width:{prog:.0f}%"></i>', cls="sp-track", label="Progress")
           + f'<span>{rng.randint(3, 4)}:{rng.randint(0, 59):02d}</span></div></div>'
           + '<div class="sp-right">' + ib("play_circle", "Show the Now Playing view.", f"{p}.nowplaying", size=16) + ib("lyrics", "Show the lyrics.", f"{p}.lyrics", size=16)
           + ib("queue", "Open the queue.", f"{p}.queue", size=16) + ib("devices", "Connect to a device.", f"{p}.device", size=16)
           + ib("volume", "Mute the volume.", f"{p}.mute", size=16)
           + cand("Change the volume.", "other", f"{p}.volume", f'<i style="width:{rng.randint(30, 90)}%"></i>', cls="sp-vol", label="Volume")
           + ib("external", "Open the miniplayer.", f"{p}.mini", size=16) + ib("fullscreen", "Enter full screen.", f"{p}.full", size=16) + "</div></div>")
    window = f'<div class="sp">{top}<div class="sp-main">{"".join(lib)}{view}</div>{bar}</div>'
    return frame_windows(p, rng, window, app_logo="spotify", app_name="Spotify", dark_taskbar=True)


# --- VLC ----------------------------------------------------------------------------------------------

MEDIA = [("Big_Buck_Bunny_1080p.mp4", "field"), ("holiday_2023_lisbon.mkv", "coast"), ("lecture_recording_week5.mp4", "studio"),
         ("drone_flight_alps.mov", "snow"), ("concert_night.mp4", "city"), ("desert_timelapse.mp4", "desert")]
TRACKS = ["01 - Nocturne Op. 9 No. 2 - Chopin", "02 - Clair de Lune - Debussy", "03 - Gymnopédie No. 1 - Satie", "04 - The Swan - Saint-Saëns",
          "05 - Träumerei - Schumann", "06 - Meditation - Massenet", "07 - Air on the G String - Bach", "08 - Nimrod - Elgar",
          "09 - Pavane - Fauré", "10 - Encore - Chopin - Polonaise"]


def _vlc(rng) -> str:
    p = "vlc"
    mode = rng.choice(["video", "video", "playlist"])
    menus = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]
    if mode == "video":
        fname, kind = rng.choice(MEDIA)
        title = f"{fname} - VLC media player"
        body = f'<div class="vl-video">{scene_svg(kind, 1024, 540, rng, uid="vlc")}</div>'
    else:
        fname = rng.choice(TRACKS)
        title = f"{fname[5:]} - VLC media player"
        sel = rng.randrange(len(TRACKS))
        side = ('<div class="vl-side"><div class="vl-sh">Playlist</div>'
                + cand("Show the playlist.", "other", f"{p}.side.playlist", ic("playlist", 14) + "Playlist", cls="vl-si on", label="Playlist")
                + cand("Open the media library.", "other", f"{p}.side.library", ic("library", 14) + "Media Library", cls="vl-si", label="Media Library")
                + '<div class="vl-sh">My Computer</div>'
                + "".join(cand(f"Browse {n}.", "other", f"{p}.side.{slug(n)}", ic(i, 14) + n, cls="vl-si", label=n) for i, n in [("video", "My Videos"), ("music", "My Music"), ("image", "My Pictures")])
                + '<div class="vl-sh">Devices</div>' + cand("Browse discs.", "other", f"{p}.side.discs", ic("circle", 14) + "Discs", cls="vl-si", label="Discs")
                + '<div class="vl-sh">Local Network</div>'
                + "".join(cand(f"Browse {n}.", "other", f"{p}.side.{slug(n)}", ic("globe", 14) + n, cls="vl-si", label=n) for n in ("Universal Plug'n'Play", "Network streams (SAP)"))
                + "</div>")
        rows = ["<table><tr><th>Title</th><th style='width:70px'>Duration</th><th style='width:160px'>Album</th></tr>"]
        for i, t in enumerate(TRACKS):
            rows.append(f'<tr class="{"on" if i == sel else ""}"><td>' + cand(f"Play {t[:30]}.", "text", f"{p}.track.{i}", esc(t), cls="tb", label=t)
                        + f"</td><td>{rng.randint(3, 9)}:{rng.randint(0, 59):02d}</td><td>Romantic Piano Favourites</td></tr>")
        rows.append("</table>")
        body = f'<div class="vl-pl">{side}<div class="vl-table">{"".join(rows)}</div></div>'
    pos = rng.uniform(0.05, 0.9)
    total = rng.randint(180, 5400)
    cur = int(total * pos)
    fmt = lambda s: f"{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}" if total >= 3600 else f"{s // 60:02d}:{s % 60:02d}"  # noqa: E731
    seek = (f'<div class="vl-seek"><span>{fmt(cur)}</span>' + cand("Seek in the media.", "other", f"{p}.seek", f'<i style="width:{pos * 100:.0f}%"></i>', cls="vl-sk", label="Seek")
            + cand("Toggle the remaining time display.", "text", f"{p}.total", fmt(total), cls="tb", label="Total time") + "</div>")
    vol = rng.randint(30, 125)
    ctl = ('<div class="vl-ctl">' + cand("Play the media.", "icon", f"{p}.play", ic("play", 18), cls="vl-play", label="Play")
           + '<span class="vl-sep"></span>' + ib("skip_back", "Go to the previous media in the playlist.", f"{p}.prev", size=15)
           + ib("stop", "Stop playback.", f"{p}.stop", size=14) + ib("skip_fwd", "Go to the next media in the playlist.", f"{p}.next", size=15)
           + '<span class="vl-sep"></span>' + ib("fullscreen", "Toggle full screen.", f"{p}.fullscreen", size=15)
           + ib("sliders", "Show the extended settings.", f"{p}.extended", size=15) + ib("playlist", "Toggle the playlist.", f"{p}.playlist", size=15)
           + ib("loop", "Toggle looping.", f"{p}.loop", size=15) + ib("random", "Toggle random playback.", f"{p}.random", size=15)
           + ib("frame_step", "Advance one frame.", f"{p}.framestep", size=15) + ib("ab_loop", "Set an A-B loop.", f"{p}.abloop", size=15, sw=0)
           + '<span class="flex1"></span>' + cand("Change the playback speed.", "other", f"{p}.speed", f"{rng.choice(['1.00x', '1.00x', '1.25x', '0.75x'])}", cls="tb", style="padding:0 6px;height:24px;border:1px solid #bbb;border-radius:3px;margin-right:8px", label="Speed")
           + ib("volume", "Mute the audio.", f"{p}.mute", size=16)
           + cand("Change the volume.", "other", f"{p}.volume", f'<i></i><b style="border-left:{int(90 * min(vol, 125) / 125)}px solid {"#3a7bd5" if vol <= 100 else "#e67e22"}"></b>', cls="vl-vol", label="Volume")
           + f'<span style="width:40px;text-align:right">{vol}%</span></div>')
    window = win_titlebar(p, title, "vlc", h=30) + f'<div class="vl">{menubar(menus, p)}{body}{seek}{ctl}</div>'
    return frame_windows(p, rng, window, app_logo="vlc", app_name="VLC media player")


APPS = [
    AppSpec("Spotify desktop app", "spotify", "consumer", "Windows 11", _spotify, CSS, "pro_apps/consumer.py"),
    AppSpec("VLC Media Player", "vlc", "consumer", "Windows 11", _vlc, CSS, "pro_apps/consumer.py"),
]
