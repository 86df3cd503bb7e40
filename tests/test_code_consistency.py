"""The code app (VS Code) agrees with itself and its workspace: the Explorer tree, the editor's lines,
the Problems list, the status bar's counts and cursor, the tabs, a quick fix, the terminal's file
links, an extension install that finishes later, and a debug session that stops at its breakpoint.

Real Chromium, real mockup server (igg.envs.session.BrowserSession). The tests read the page as a user
would (row labels and their decorations, line numbers and text, badge counts, the status bar's
"Ln, Col", button labels and whether they are enabled) and compare it with the content (the files'
text) and with the store (`igg.state()`).
"""
import re

from conftest import load_app, sel, click, state

from igg.mockups.server import HERE as MOCKUPS
from igg.mockups.server import app_content

CONTENT = app_content(MOCKUPS / "code", 0)
FILES = CONTENT["files"]
BILLING = "src/payments/services/billing.py"


def load(session, **st):
    return load_app(session, "code", **st)


def text_of(path):
    return ["".join(t[1] for t in toks) for toks in FILES[path]["lines"]]


def tree_rows(p):
    return p.evaluate("""() => [...document.querySelectorAll('#app .tree .tr[data-path]')].map(r => ({
        path: r.getAttribute('data-path'), label: r.querySelector('.lbl').textContent,
        deco: (r.querySelector('.deco') || {}).textContent || null}))""")


def status(p, igg_id):
    return p.locator(sel(igg_id)).inner_text().strip()


def counts(p):
    """Errors and warnings as the status bar shows them."""
    nums = re.findall(r"\d+", status(p, "code.status.problems"))
    return int(nums[0]), int(nums[1])


def test_explorer_tree_lists_the_workspace_folders_first_with_git_and_problem_decorations(page):
    p = load(page)
    rows = tree_rows(p)
    top = [r["path"] for r in rows if "/" not in r["path"]]
    folders = sorted({f for f in CONTENT["folders"] if "/" not in f}, key=str.lower)
    files = sorted({f for f in FILES if "/" not in f}, key=str.lower)
    assert top == folders + files
    expanded = {"src", "src/payments", "src/payments/services"}
    assert set(state(p)["tree"]) == expanded
    shown = {r["path"] for r in rows}
    assert set(FILES) & shown == {f for f in FILES if "/" not in f or f.rsplit("/", 1)[0] in expanded}
    changes = {c["file"]: c["status"] for c in CONTENT["changes"]}
    for r in rows:
        if r["path"] not in FILES:
            continue
        n = sum(1 for pr in CONTENT["problems"] if pr["file"] == r["path"])
        want = ", ".join(([str(n)] if n else []) + ([changes[r["path"]]] if r["path"] in changes else [])) or None
        assert r["deco"] == want, r


def test_editor_shows_every_line_of_the_file_with_its_number(page):
    p = load(page)
    lines = p.evaluate("""() => [...document.querySelectorAll('.ed-scroll .ln')].map(l => [
        +l.querySelector('.num').textContent, l.querySelector('.code').textContent])""")
    assert [n for n, _ in lines] == list(range(1, len(text_of(BILLING)) + 1))
    assert [t for _, t in lines] == text_of(BILLING)
    assert p.locator(sel("code.tab." + BILLING)).get_attribute("aria-selected") == "true"
    assert [t.replace("code.tab.", "") for t in p.evaluate(
        "() => [...document.querySelectorAll('.tabs > .tab')].map(t => t.getAttribute('data-igg-id'))")] == state(p)["tabs"]


def test_problems_list_badge_status_bar_and_squiggles_agree(page):
    p = load(page, panel="problems")
    probs = CONTENT["problems"]
    rows = p.evaluate("""() => [...document.querySelectorAll('.problems .pr-row')].map(r => ({
        id: r.getAttribute('data-id'), msg: r.querySelector('.lbl').textContent, pos: r.querySelector('.pos').textContent}))""")
    assert [r["id"] for r in rows] == [pr["id"] for pr in probs]
    for r, pr in zip(rows, probs):
        assert r["pos"] == f"[Ln {pr['line']}, Col {pr['col']}]"
        assert r["msg"] == pr["message"].split("\n")[0]
        line = text_of(pr["file"])[pr["line"] - 1]
        assert len(line) >= pr["col"] - 1 + pr["len"] or pr["code"] == "E501"
    badge = int(p.locator(sel("code.panel.tab.problems")).inner_text().split()[-1])
    errors, warnings = counts(p)
    assert badge == len(rows) == errors + warnings
    assert errors == sum(1 for pr in probs if pr["severity"] == "error")
    # The squiggle in billing.py underlines exactly the text the problem names.
    decimal = next(pr for pr in probs if pr["file"] == BILLING and pr["severity"] == "error")
    squiggle = p.locator(sel("code.squiggle." + decimal["id"])).inner_text()
    line = text_of(BILLING)[decimal["line"] - 1]
    assert squiggle == line[decimal["col"] - 1:decimal["col"] - 1 + decimal["len"]] == "Decimal"


def test_clicking_a_problem_opens_its_file_at_the_line_and_the_status_bar_follows(page):
    p = load(page, panel="problems")
    pr = next(x for x in CONTENT["problems"] if x["file"] == "tests/conftest.py")
    click(p, "code.problem." + pr["id"])
    s = state(p)
    assert s["active"] == "tests/conftest.py" and s["cursor"] == f"tests/conftest.py:{pr['line']}:{pr['col']}"
    assert s["last_action"] == "problem:" + pr["id"]
    assert status(p, "code.status.cursor") == f"Ln {pr['line']}, Col {pr['col']}"
    assert "tests/conftest.py" in s["tabs"]
    current = p.evaluate("() => +document.querySelector('.ed-scroll .ln.cur .num').textContent")
    assert current == pr["line"]


def test_a_quick_fix_removes_the_problem_everywhere(page):
    p = load(page)
    pid = next(x["id"] for x in CONTENT["problems"] if x["file"] == BILLING and x["severity"] == "error")
    before = counts(p)
    p.locator(sel("code.squiggle." + pid)).hover()
    p.wait_for_timeout(400)
    page.advance(400)
    assert p.locator(sel("code.hover")).inner_text().startswith('"Decimal" is not defined')
    click(p, "code.hover.quickfix")
    assert state(p)["menu"] == "quickfix:" + pid
    click(p, f"code.quickfix.{pid}.0")
    s = state(p)
    assert s["fixed"] == [pid] and s["last_action"] == f"quickfix:{pid}:0"
    assert counts(p) == (before[0] - 1, before[1])
    assert p.locator(sel("code.squiggle." + pid)).count() == 0


def test_closing_a_tab_removes_it_from_the_strip_and_the_store(page):
    p = load(page)
    key = "src/payments/config.py"
    p.locator(sel("code.tab." + key)).hover()
    click(p, f"code.tab.{key}.close")
    assert key not in state(p)["tabs"]
    assert p.locator(sel("code.tab." + key)).count() == 0


def test_a_terminal_link_opens_the_file_at_its_line(page):
    p = load(page)
    lines = next(t["lines"] for t in CONTENT["terminals"] if t["id"] == "zsh")
    idx = next(i for i, l in enumerate(lines) if "test_webhooks.py:88" in l) + 1
    link = p.locator(sel(f"code.term.zsh.link.{idx}"))
    assert link.inner_text() == "tests/integration/test_webhooks.py:88"
    link.scroll_into_view_if_needed()
    link.click()
    s = state(p)
    assert s["active"] == "tests/integration/test_webhooks.py"
    assert s["cursor"] == "tests/integration/test_webhooks.py:88:1"


def test_an_extension_install_finishes_later_and_offers_a_restart(page):
    ext = "ms-azuretools.vscode-docker"
    p = load(page, active="ext:" + ext, tabs=[BILLING, "ext:" + ext], installing=ext)
    busy = p.locator(sel("code.ext.page.installing"))
    assert busy.inner_text().strip() == "Installing" and busy.is_disabled()
    assert p.locator(sel("code.ext.page.restart")).count() == 0
    page.advance(4200)
    assert state(p)["installed"] == [ext] and state(p)["installing"] is None
    restart = p.locator(sel("code.ext.page.restart"))
    assert restart.inner_text() == "Restart Extensions" and restart.is_enabled()
    click(p, "code.ext.page.restart")
    assert state(p)["last_action"] == f"ext:restart:{ext}:page"


def test_a_debug_session_stops_at_its_breakpoint_and_enables_stepping(page):
    bp = f"{BILLING}:159"
    p = load(page, debug="running", breakpoints=[bp])
    assert p.locator(sel("code.debug.toolbar.step-over")).is_disabled()
    assert p.locator(sel("code.debug.toolbar.pause")).count() == 1
    page.advance(2200)
    s = state(p)
    assert s["debug"] == "paused" and s["active"] == BILLING
    assert p.locator(sel("code.debug.toolbar.step-over")).is_enabled()
    stop = p.evaluate("() => +document.querySelector('.ed-scroll .ln.stop .num').textContent")
    assert stop == 159 and "fee = self.calculate_late_fee(invoice)" in text_of(BILLING)[stop - 1]
    assert p.locator(sel(f"code.glyph.{BILLING}.159")).locator(".bp").count() == 1


def test_notification_toasts_stack_and_the_bell_counts_them(page):
    p = load(page, notifications=["recommend-ext", "git-fetch"])
    toasts = p.evaluate("() => [...document.querySelectorAll('.vs-toasts .toast')].map(t => t.getAttribute('data-igg-id'))")
    assert toasts == ["code.notify.recommend-ext", "code.notify.git-fetch"]
    page.advance(15500)
    # The git prompt is an info notification (15 s); the recommendation is sticky.
    assert state(p)["notifications"] == ["recommend-ext"]
    click(p, "code.notify.recommend-ext.close")
    assert state(p)["notifications"] == []
    assert p.locator(".vs-toasts .toast").count() == 0
