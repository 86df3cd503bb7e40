"""Communication: Slack desktop (macOS Sonoma) and Microsoft Teams (Windows 11)."""
from __future__ import annotations

from igg.tasks.pointerbench.generate.pro_apps.kit import (COLORS, PEOPLE, avatar, cand, esc, frame_mac, frame_windows, ib, ic,
                                            initials, pick, slug, tb, traffic, win_controls)
from igg.tasks.pointerbench.generate.pro_apps.spec import AppSpec

CSS = """
.sl{flex:1;display:flex;flex-direction:column;min-height:0;background:#3f0e40;color:#1d1c1d;font-size:14px}
.sl .ib{width:28px;height:28px;color:#616061;border-radius:4px}
.sl-top{height:40px;flex:none;display:flex;align-items:center;gap:6px;color:#fff}
.sl-top .ib{color:#e8dce8}
.sl-search{width:460px;height:26px;border-radius:6px;background:rgba(255,255,255,.2);display:flex;align-items:center;gap:8px;padding:0 10px;color:#eadfea;font-size:13px;margin:0 auto}
.sl-body{flex:1;display:flex;min-height:0}
.sl-rail{width:64px;display:flex;flex-direction:column;align-items:center;gap:8px;padding-top:6px;flex:none;color:#fff}
.sl-rb{display:flex;flex-direction:column;align-items:center;gap:2px;font-size:11px;font-weight:600;color:#fff}
.sl-rb i{width:36px;height:36px;border-radius:8px;display:flex;align-items:center;justify-content:center}
.sl-rb.on i{background:rgba(255,255,255,.25)}
.sl-side{width:250px;flex:none;background:#4e1f4f;color:#e8dce8;display:flex;flex-direction:column;border-radius:8px 0 0 8px;overflow:hidden}
.sl-wsh{height:50px;display:flex;align-items:center;gap:4px;padding:0 10px 0 16px;color:#fff;font-weight:800;font-size:17px;flex:none;border-bottom:1px solid rgba(255,255,255,.12)}
.sl-wsh .ib{color:#fff}
.sl-ch{display:flex;align-items:center;gap:8px;height:28px;padding:0 16px;font-size:14.5px;width:100%;white-space:nowrap}
.sl-ch.on{background:#1164a3;color:#fff}
.sl-ch.unread{color:#fff;font-weight:700}
.sl-sec{display:flex;align-items:center;gap:6px;height:30px;padding:0 10px;font-size:14.5px;margin-top:8px;width:100%}
.sl-main{flex:1;background:#fff;display:flex;flex-direction:column;min-width:0;border-radius:0 8px 8px 0;margin-right:6px;margin-bottom:6px}
.sl-chh{height:50px;flex:none;display:flex;align-items:center;gap:6px;padding:0 12px 0 18px;border-bottom:1px solid #ddd}
.sl-chn{font-weight:800;font-size:17px;display:inline-flex;align-items:center;gap:4px;height:32px;padding:0 6px;border-radius:6px}
.sl-tabs{height:36px;flex:none;display:flex;align-items:center;gap:4px;padding:0 16px;border-bottom:1px solid #ddd}
.sl-tab{height:34px;padding:0 6px;font-size:13px;color:#616061;display:inline-flex;align-items:center;gap:4px}
.sl-tab.on{color:#1d1c1d;font-weight:700;box-shadow:inset 0 -2px 0 #1d9bd1}
.sl-msgs{flex:1;overflow:hidden;padding:6px 0;display:flex;flex-direction:column;justify-content:flex-end}
.sl-msg{display:flex;gap:8px;padding:6px 18px;position:relative}
.sl-msg .nm{font-weight:800;font-size:14.5px}
.sl-msg .sl-time{color:#616061;font-size:12px;margin-left:6px}
.sl-msg p{margin:2px 0 0;line-height:1.45;font-size:14.5px}
.sl-react{display:inline-flex;align-items:center;gap:4px;height:22px;padding:0 6px;border-radius:11px;background:#f2f2f2;border:1px solid #ddd;font-size:12px;margin-top:4px}
.sl-thread{display:inline-flex;align-items:center;gap:6px;color:#1264a3;font-weight:700;font-size:13px;margin-top:4px;height:26px;padding:0 4px;border-radius:6px}
.sl-hover{position:absolute;right:20px;top:-12px;display:flex;background:#fff;border:1px solid #ddd;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.sl-hover .ib{width:32px;height:30px}
.sl-comp{margin:0 18px 16px;border:1px solid #bbb;border-radius:8px;flex:none}
.sl-ctb{height:34px;display:flex;align-items:center;gap:2px;padding:0 6px;background:#f8f8f8;border-radius:8px 8px 0 0}
.sl-cin{height:40px;display:flex;align-items:center;padding:0 12px;color:#868686}
.sl-cbot{height:36px;display:flex;align-items:center;gap:2px;padding:0 6px}
.sl-send{width:40px;height:28px;border-radius:4px;background:#007a5a;color:#fff;display:inline-flex;align-items:center;justify-content:center}
/* teams */
.tm{flex:1;display:flex;flex-direction:column;min-height:0;background:#f5f5f5;color:#242424;font-size:13px}
.tm .ib{width:32px;height:32px;color:#424242;border-radius:4px}
.tm-top{height:48px;flex:none;display:flex;align-items:center;gap:6px;background:#ebebeb;padding-left:10px}
.tm-search{width:440px;height:30px;border-radius:4px;background:#fff;display:flex;align-items:center;gap:8px;padding:0 10px;color:#616161;margin-left:140px}
.tm-body{flex:1;display:flex;min-height:0}
.tm-rail{width:68px;display:flex;flex-direction:column;align-items:center;gap:2px;padding-top:4px;flex:none;background:#ebebeb}
.tm-rb{width:60px;height:52px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;font-size:10.5px;color:#616161;border-radius:6px;position:relative}
.tm-rb.on{color:#5b5fc7;background:#fff}
.tm-badge{position:absolute;top:6px;right:14px;background:#c4314b;color:#fff;border-radius:8px;font-size:9px;min-width:16px;height:16px;display:flex;align-items:center;justify-content:center}
.tm-list{width:300px;flex:none;background:#fff;display:flex;flex-direction:column;border-radius:8px 0 0 0;border-right:1px solid #e0e0e0}
.tm-lh{height:52px;flex:none;display:flex;align-items:center;gap:2px;padding:0 8px 0 16px;font-weight:700;font-size:18px}
.tm-chat{display:flex;align-items:center;gap:10px;height:56px;padding:0 12px 0 16px;width:100%}
.tm-chat.on{background:#ebebeb}
.tm-chat .t{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tm-chat .s{color:#616161;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tm-main{flex:1;display:flex;flex-direction:column;background:#fff;min-width:0}
.tm-mh{height:56px;flex:none;display:flex;align-items:center;gap:8px;padding:0 12px 0 16px;border-bottom:1px solid #e0e0e0}
.tm-mtab{height:54px;padding:0 8px;display:inline-flex;align-items:center;color:#616161;font-size:13.5px}
.tm-mtab.on{color:#242424;font-weight:600;box-shadow:inset 0 -3px 0 #5b5fc7}
.tm-join{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 12px;border-radius:4px;background:#5b5fc7;color:#fff;font-weight:600}
.tm-msgs{flex:1;overflow:hidden;padding:12px 20px;display:flex;flex-direction:column;gap:14px;justify-content:flex-end;background:#f5f5f5}
.tm-m{display:flex;gap:10px;max-width:80%;position:relative}
.tm-m.me{align-self:flex-end}
.tm-bub{background:#fff;border-radius:6px;padding:8px 12px;box-shadow:0 1px 2px rgba(0,0,0,.1);line-height:1.45}
.tm-m.me .tm-bub{background:#e8ebfa}
.tm-meta{font-size:12px;color:#616161;margin-bottom:2px}
.tm-rx{position:absolute;right:-4px;top:-16px;display:flex;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:0 2px}
.tm-rx .ib{width:26px;height:26px}
.tm-comp{margin:10px 20px 14px;border:1px solid #d1d1d1;border-bottom:2px solid #5b5fc7;border-radius:4px;background:#fff;flex:none;display:flex;align-items:center;height:44px;padding:0 6px;gap:2px}
"""

# --- Slack ----------------------------------------------------------------------------------------------

CHANNELS = ["general", "random", "design-crit", "eng-backend", "launch-q3", "support-escalations", "announcements", "data-science"]
MSGS = ["Deploy to staging is green. Running the smoke tests now.", "Can someone review the pricing page PR before lunch?",
        "Heads-up: the 3pm sync moved to Thursday.", "New mockups for the onboarding flow are in Figma, feedback welcome!",
        "Customer from Brightline reported slow exports, looking into it.", "Shipping the fix for the CSV encoding bug today.",
        "Reminder: retro notes are due by Friday.", "The dashboard numbers look off for EMEA, checking the ETL job."]


def _slack(rng) -> str:
    p = "slack"
    ws = rng.choice(["Acme Corp", "Northwind", "Bluebird Studio"])
    chan = rng.choice(CHANNELS[:6])
    people = pick(rng, PEOPLE, 8)
    top = ('<div class="sl-top">' + traffic(p) + ib("arrow_left", "Go back.", f"{p}.back", size=16) + ib("arrow_right", "Go forward.", f"{p}.fwd", size=16)
           + ib("history", "Show the history.", f"{p}.history", size=16)
           + cand(f"Search {ws}.", "other", f"{p}.search", ic("search", 14) + f"<span>Search {esc(ws)}</span>", cls="sl-search", label="Search")
           + ib("help", "Open help.", f"{p}.help", size=16) + '<span style="width:10px"></span></div>')
    rail = ('<div class="sl-rail">' + cand(f"Switch to the {ws} workspace.", "icon", f"{p}.wsicon", f'<span class="logo" style="width:36px;height:36px;background:#fff;color:#3f0e40;border-radius:8px;font-size:16px;font-weight:800">{ws[0]}</span>', cls="row", label=ws)
            + "".join(cand(f"Go to {n}.", "icon", f"{p}.rail.{slug(n)}", f"<i>{ic(icon, 18, '#fff')}</i><span>{n}</span>", cls=f"sl-rb{' on' if n == 'Home' else ''}", label=n)
                      for icon, n in [("home", "Home"), ("messages", "DMs"), ("bell", "Activity"), ("file", "Files"), ("more_h", "More")])
            + '<span class="flex1"></span>' + ib("plus_circle", "Create something new.", f"{p}.create", size=22, color="#fff")
            + cand("Open your profile.", "icon", f"{p}.me", avatar("ME", "#e8912d", 32, "8px"), cls="row", style="margin-bottom:10px", label="Profile") + "</div>")
    side = ['<div class="sl-side"><div class="sl-wsh">' + cand(f"Open the {ws} workspace menu.", "text", f"{p}.wsmenu", esc(ws) + ic("chev_down", 12), cls="row", style="gap:4px", label=ws)
            + '<span class="flex1"></span>' + ib("settings", "Filter the conversations.", f"{p}.filterconv", size=15) + ib("edit", "Write a new message.", f"{p}.compose", size=15) + "</div>"
            + '<div style="height:8px"></div>'
            + "".join(cand(f"Open {n}.", "text", f"{p}.nav.{slug(n)}", ic(i, 15) + n, cls="sl-ch", label=n) for i, n in [("thread", "Threads"), ("send", "Drafts & sent"), ("headphones", "Huddles")])
            + cand("Collapse the Channels section.", "text", f"{p}.sec.channels", ic("caret_down", 10) + "Channels", cls="sl-sec", label="Channels")]
    unread = set(pick(rng, CHANNELS, 2))
    for c in CHANNELS[:7]:
        cls = "sl-ch" + (" on" if c == chan else "") + (" unread" if c in unread and c != chan else "")
        side.append(cand(f"Open the #{c} channel.", "text", f"{p}.ch.{c}", ic("hash", 15) + esc(c), cls=cls, label=c))
    side.append(cand("Add a channel.", "other", f"{p}.addch", ic("plus_square", 15) + "Add channels", cls="sl-ch", label="Add channels"))
    side.append(cand("Collapse the Direct messages section.", "text", f"{p}.sec.dms", ic("caret_down", 10) + "Direct messages", cls="sl-sec", label="Direct messages"))
    for i, n in enumerate(people[:4]):
        side.append(cand(f"Open the direct message with {n.split()[0]}.", "other", f"{p}.dm.{slug(n)}", avatar(initials(n), COLORS[i], 20, "4px") + esc(n), cls="sl-ch", label=n))
    side.append("</div>")
    members = rng.randint(8, 240)
    chh = ('<div class="sl-chh">' + cand(f"Open the #{chan} channel details.", "text", f"{p}.chdetails", ic("hash", 16) + esc(chan) + ic("chev_down", 11), cls="sl-chn", label=chan)
           + '<span class="flex1"></span>' + cand("View the channel members.", "other", f"{p}.members",
                                                  "".join(avatar(initials(n), COLORS[i], 22, "4px") for i, n in enumerate(people[4:7])) + f'<span style="margin-left:6px;font-size:13px">{members}</span>',
                                                  cls="row", style="border:1px solid #ddd;border-radius:6px;height:28px;padding:0 6px", label="Members")
           + ib("headphones", "Start a huddle.", f"{p}.huddle", size=16) + ib("more_v", "Show the channel options.", f"{p}.choptions", size=16) + "</div>")
    tabs = ('<div class="sl-tabs">' + "".join(cand(f"Open the {t} tab.", "text", f"{p}.tab.{slug(t)}", ic(i, 13) + t, cls=f"sl-tab{' on' if t == 'Messages' else ''}", label=t)
                                             for i, t in [("message", "Messages"), ("file_text", "Canvas"), ("bookmark", "Pins"), ("file", "Files")])
            + ib("plus", "Add a tab.", f"{p}.addtab", size=14) + "</div>")
    msgs = ['<div class="sl-msgs">']
    texts = pick(rng, MSGS, 4)
    hover_at = rng.randrange(4)
    for i, t in enumerate(texts):
        who = people[i]
        extra = ""
        if i == 1:
            emoji = rng.choice([("thumbs_up", "3"), ("heart", "2"), ("check_circle", "5")])
            extra += '<div class="row" style="gap:4px">' + cand(f"React with {emoji[0].replace('_', ' ')} to {who.split()[0]}'s message.", "other", f"{p}.reaction", ic(emoji[0], 13, "#1264a3") + emoji[1], cls="sl-react", label="Reaction") + "</div>"
        if i == 2:
            extra += cand(f"Open the thread on {who.split()[0]}'s message.", "text", f"{p}.threadlink", avatar(initials(people[5]), COLORS[5], 20, "4px") + f"{rng.randint(2, 9)} replies", cls="sl-thread", label="replies")
        hov = ""
        if i == hover_at:
            hov = ('<div class="sl-hover">' + ib("check_circle", "Mark the message as done.", f"{p}.hv.done", size=16) + ib("smile", "Add a reaction.", f"{p}.hv.react", size=16)
                   + ib("thread", "Reply in the thread.", f"{p}.hv.reply", size=16) + ib("forward", "Forward the message.", f"{p}.hv.forward", size=16)
                   + ib("bookmark", "Save the message for later.", f"{p}.hv.save", size=16) + ib("more_v", "Show more message actions.", f"{p}.hv.more", size=16) + "</div>")
        msgs.append(f'<div class="sl-msg" style="{"background:#f8f8f8" if i == hover_at else ""}">{avatar(initials(who), COLORS[i], 36, "6px")}<div>'
                    + cand(f"Open {who}'s profile.", "text", f"{p}.author.{i}", esc(who), cls="nm", tag="span", label=who)
                    + f'<span class="sl-time">{rng.randint(9, 11)}:{rng.randint(10, 59)} AM</span><p>{esc(t)}</p>{extra}</div>{hov}</div>')
    msgs.append("</div>")
    comp = ('<div class="sl-comp"><div class="sl-ctb">' + ib("bold", "Make the text bold.", f"{p}.fmt.bold", size=14, sw=2.4) + ib("italic", "Italicize the text.", f"{p}.fmt.italic", size=14)
            + ib("strike", "Strike through the text.", f"{p}.fmt.strike", size=14) + ib("link", "Add a link.", f"{p}.fmt.link", size=14)
            + ib("list_numbers", "Add a numbered list.", f"{p}.fmt.ol", size=14) + ib("list_bullets", "Add a bulleted list.", f"{p}.fmt.ul", size=14)
            + ib("code", "Format as code.", f"{p}.fmt.code", size=14) + ib("braces", "Insert a code block.", f"{p}.fmt.codeblock", size=14) + "</div>"
            + cand(f"Write a message to #{chan}.", "text", f"{p}.input", f"Message #{esc(chan)}", cls="sl-cin", label="Message")
            + '<div class="sl-cbot">' + ib("plus_circle", "Attach a file.", f"{p}.attach", size=16) + ib("type", "Show the formatting.", f"{p}.showfmt", size=16)
            + ib("smile", "Insert an emoji.", f"{p}.emoji", size=16) + ib("at", "Mention someone.", f"{p}.mention", size=16)
            + ib("video", "Record a video clip.", f"{p}.videoclip", size=16) + ib("mic", "Record an audio clip.", f"{p}.audioclip", size=16)
            + ib("terminal_sq", "Run a shortcut.", f"{p}.shortcut", size=16) + '<span class="flex1"></span>'
            + cand("Send the message.", "icon", f"{p}.send", ic("send", 14), cls="sl-send", label="Send") + "</div></div>")
    main = f'<div class="sl-main">{chh}{tabs}{"".join(msgs)}{comp}</div>'
    window = f'<div class="sl">{top}<div class="sl-body">{rail}{"".join(side)}{main}</div></div>'
    return frame_mac(p, rng, window, app_name="Slack", menus=["File", "Edit", "View", "Go", "Window", "Help"])


# --- Teams --------------------------------------------------------------------------------------------

TEAMS_CHATS = [("Project Phoenix", "Daniela: Uploaded the revised timeline"), ("Design Review", "Meeting ended: 45m"), ("Marketing Team", "You: Sounds good, thanks!"),
               ("Ops On-call", "Pager: Disk usage above 85% on db-02"), ("Budget FY25", "Lukas: Final numbers are in the sheet"), ("Hiring Panel", "Priya: Candidate notes attached")]
TEAMS_MSGS = ["Morning! I pushed the updated deck to the Files tab.", "Great, I will go through it before the 2pm review.",
              "Can we move the demo to Thursday? The staging data is not ready.", "Thursday works for me. I'll update the invite.",
              "Please add the Q3 numbers to slide 7 when you have a minute."]


def _teams(rng) -> str:
    p = "teams"
    chats = TEAMS_CHATS[:]
    active = rng.randrange(len(chats))
    people = pick(rng, PEOPLE, 6)
    top = ('<div class="tm-top">' + ib("chev_left", "Go back.", f"{p}.back", size=16) + ib("chev_right", "Go forward.", f"{p}.fwd", size=16)
           + cand("Search Teams.", "other", f"{p}.search", ic("search", 15) + "<span>Search</span>", cls="tm-search", label="Search")
           + '<span class="flex1"></span>' + ib("more_h", "Open the settings and more menu.", f"{p}.more", size=16)
           + cand("Set a status message.", "other", f"{p}.status", '<span class="row" style="gap:6px">' + avatar("JD", "#8764b8", 28) + '<span style="font-size:12px">Contoso</span></span>', cls="row", style="gap:6px;height:40px;padding:0 6px", label="Status")
           + win_controls(p, h=48) + "</div>")
    rail_items = [("bell", "Activity", 3), ("message", "Chat", 5), ("users", "Teams", 0), ("calendar", "Calendar", 0), ("phone", "Calls", 0), ("cloud", "OneDrive", 0), ("apps", "Apps", 0)]
    rail = '<div class="tm-rail">' + "".join(
        cand(f"Open {n}.", "icon", f"{p}.rail.{slug(n)}", ic(i, 20) + f"<span>{n}</span>" + (f'<span class="tm-badge">{b}</span>' if b else ""), cls=f"tm-rb{' on' if n == 'Chat' else ''}", label=n)
        for i, n, b in rail_items) + "</div>"
    lst = ['<div class="tm-list"><div class="tm-lh">Chat<span class="flex1"></span>' + ib("filter", "Filter the chats.", f"{p}.filterchats", size=16)
           + ib("video", "Meet now.", f"{p}.meetnow", size=16) + ib("edit", "Start a new chat.", f"{p}.newchat", size=16) + "</div>"
           + '<div class="row" style="gap:6px;padding:0 12px 8px">' + "".join(tb(t, f"Show {t.lower()} chats.", f"{p}.chatfilter.{slug(t)}", cls="tb", style=f"height:26px;padding:0 10px;border-radius:13px;{'background:#e8ebfa;color:#5b5fc7' if t == 'Unread' and False else 'background:#f0f0f0'}") for t in ("Unread", "Channels", "Chats")) + "</div>"]
    for i, (t, s) in enumerate(chats):
        lst.append(cand(f"Open the {t} chat.", "text", f"{p}.chat.{slug(t)}", avatar(initials(t), COLORS[i + 2], 32, "6px")
                        + f'<div style="min-width:0;flex:1"><div class="row"><span class="t">{esc(t)}</span><span class="flex1"></span><span style="font-size:11px;color:#616161">{rng.randint(1, 12)}:{rng.randint(10, 59)} {rng.choice(["AM", "PM"])}</span></div><div class="s">{esc(s)}</div></div>',
                        cls=f"tm-chat{' on' if i == active else ''}", label=t))
    lst.append("</div>")
    name = chats[active][0]
    mh = ('<div class="tm-mh">' + avatar(initials(name), COLORS[active + 2], 32, "6px") + f'<b style="font-size:15px">{esc(name)}</b>'
          + "".join(tb(t, f"Open the {t} tab.", f"{p}.mtab.{slug(t)}", cls=f"tb tm-mtab{' on' if t == 'Chat' else ''}") for t in ("Chat", "Files", "Photos"))
          + ib("plus", "Add a tab.", f"{p}.addtab", size=16) + '<span class="flex1"></span>'
          + cand("Join the meeting now.", "other", f"{p}.join", ic("video", 15, "#fff") + "Meet", cls="tm-join", label="Meet")
          + ib("phone", "Start an audio call.", f"{p}.call", size=16) + ib("screen_share", "Share your screen.", f"{p}.share", size=16)
          + ib("user_plus", "Add people to the chat.", f"{p}.addpeople", size=16) + ib("more_h", "Show more chat options.", f"{p}.chatmore", size=16) + "</div>")
    msgs = ['<div class="tm-msgs">']
    texts = pick(rng, TEAMS_MSGS, 4)
    rx_at = rng.choice([0, 2])
    for i, t in enumerate(texts):
        me = i % 2 == 1
        who = people[i]
        first = who.split()[0]
        rx = ""
        if i == rx_at:
            rx = ('<div class="tm-rx">' + ib("thumbs_up", f"React with thumbs up to {first}'s message.", f"{p}.rx.like", size=15)
                  + ib("heart", f"React with a heart to {first}'s message.", f"{p}.rx.heart", size=15, color="#c4314b")
                  + ib("smile", f"React with laughter to {first}'s message.", f"{p}.rx.laugh", size=15)
                  + ib("reply", f"Reply to {first}'s message.", f"{p}.rx.reply", size=15) + ib("more_h", f"Show more options for {first}'s message.", f"{p}.rx.more", size=15) + "</div>")
        msgs.append(f'<div class="tm-m{" me" if me else ""}">' + ("" if me else avatar(initials(who), COLORS[i], 32))
                    + f'<div><div class="tm-meta">{"" if me else esc(who) + " &nbsp;"}{rng.randint(9, 11)}:{rng.randint(10, 59)} AM</div><div class="tm-bub">{esc(t)}</div></div>{rx}</div>')
    msgs.append("</div>")
    comp = ('<div class="tm-comp">' + cand("Type a message.", "text", f"{p}.input", '<span style="color:#616161">Type a message</span>', cls="row", style="flex:1;height:40px;padding-left:6px", label="Type a message")
            + ib("smile", "Insert an emoji.", f"{p}.emoji", size=16) + ib("paperclip", "Attach a file.", f"{p}.attach", size=16)
            + ib("plus_circle", "Open actions and apps.", f"{p}.actions", size=16) + ib("type", "Open the formatting options.", f"{p}.format", size=16)
            + ib("send", "Send the message.", f"{p}.send", size=16, color="#5b5fc7") + "</div>")
    window = f'<div class="tm">{top}<div class="tm-body">{rail}{"".join(lst)}<div class="tm-main">{mh}{"".join(msgs)}{comp}</div></div></div>'
    return frame_windows(p, rng, window, app_logo="teams", app_name="Microsoft Teams")


APPS = [
    AppSpec("Slack desktop", "slack", "communication", "macOS Sonoma", _slack, CSS, "pro_apps/communication.py"),
    AppSpec("Microsoft Teams", "teams", "communication", "Windows 11", _teams, CSS, "pro_apps/communication.py"),
]
