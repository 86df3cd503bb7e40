"""Seeded content for the `code` mockup (a VS Code-like desktop editor, Dark Modern theme).

`build(seed)` returns everything the window shows: the workspace `payments-service` (a FastAPI
billing service of the made-up company Ledgerline) as a file tree, the text of every file already
split into highlighted tokens (Python, Markdown, TOML, JSON, YAML, plain), each file's outline,
the Problems (derived from the files themselves: Pylance and Ruff findings on real lines), the
integrated terminals' scrollback, Output channels, the Source Control changes and commit graph,
the Extensions, the Settings editor's settings, Quick Pick commands, search matches and the
Timeline. Everything is hand-written; the seed changes nothing (ids are fixed). "Today" is
Wed, Mar 11, 2026, 10:42 (the account is Amara Okafor, amara.okafor@ledgerline.io).
"""
from __future__ import annotations

import ast
import re

from igg.mockups.code import files_py as P
from igg.mockups.code import files_text as T

TITLE = "billing.py - payments-service - Visual Studio Code"
WORKSPACE = "payments-service"
BRANCH = "feature/late-fees"
USER = {"name": "Amara Okafor", "login": "amara-okafor", "email": "amara.okafor@ledgerline.io"}

# ---------------------------------------------------------------------------------------------
# Files. Paths not given text here get a short, plausible stub (below).
# ---------------------------------------------------------------------------------------------
TEXT = {
    "src/payments/services/billing.py": P.BILLING,
    "src/payments/api/routes/invoices.py": P.INVOICES_ROUTE,
    "src/payments/api/routes/refunds.py": P.REFUNDS_ROUTE,
    "src/payments/models/invoice.py": P.INVOICE_MODEL,
    "src/payments/config.py": P.CONFIG,
    "src/payments/services/ledger.py": P.LEDGER,
    "src/payments/utils/money.py": P.MONEY,
    "src/payments/utils/retry.py": P.RETRY,
    "src/payments/main.py": P.MAIN,
    "src/payments/services/stripe_client.py": P.STRIPE_CLIENT,
    "tests/unit/test_billing.py": P.TEST_BILLING,
    "tests/conftest.py": P.CONFTEST,
    "README.md": T.README,
    "docs/runbooks/incident-response.md": T.INCIDENT,
    "docs/adr/0003-idempotency-keys.md": T.ADR_0003,
    "CHANGELOG.md": T.CHANGELOG,
    "pyproject.toml": T.PYPROJECT,
    ".vscode/launch.json": T.LAUNCH,
    ".vscode/settings.json": T.SETTINGS_JSON,
    ".vscode/extensions.json": T.EXTENSIONS_JSON,
    ".github/workflows/ci.yml": T.CI,
    "Dockerfile": T.DOCKERFILE,
    "docker-compose.yml": T.COMPOSE,
    ".env.example": T.ENV_EXAMPLE,
    ".gitignore": T.GITIGNORE,
    "Makefile": T.MAKEFILE,
}

OTHER_FILES = [
    ".github/workflows/deploy.yml", ".github/CODEOWNERS", ".github/pull_request_template.md",
    "docs/adr/0001-use-postgres-for-ledger.md", "docs/adr/0002-money-as-integer-minor-units.md",
    "docs/adr/0004-outbox-for-webhooks.md", "docs/adr/0005-late-fee-policy.md",
    "docs/api/invoices.md", "docs/api/refunds.md", "docs/api/webhooks.md",
    "docs/runbooks/stripe-outage.md", "docs/architecture.md", "docs/getting-started.md",
    "migrations/versions/2025_09_02_1a4c_create_invoices.py", "migrations/versions/2025_10_14_7be2_add_refunds.py",
    "migrations/versions/2026_02_20_c91d_refund_reasons.py", "migrations/versions/2026_03_10_e4f2_late_fee_applied_on.py",
    "migrations/env.py", "migrations/script.py.mako",
    "scripts/seed_dev_data.py", "scripts/backfill_late_fees.py",
    "src/payments/__init__.py", "src/payments/api/__init__.py", "src/payments/api/deps.py", "src/payments/api/errors.py",
    "src/payments/api/routes/__init__.py", "src/payments/api/routes/health.py", "src/payments/api/routes/webhooks.py",
    "src/payments/db/__init__.py", "src/payments/db/session.py", "src/payments/db/repositories.py",
    "src/payments/models/__init__.py", "src/payments/models/customer.py", "src/payments/models/refund.py",
    "src/payments/schemas/__init__.py", "src/payments/schemas/invoice.py", "src/payments/schemas/refund.py",
    "src/payments/services/__init__.py", "src/payments/services/currency.py", "src/payments/services/notifications.py",
    "src/payments/utils/__init__.py", "src/payments/utils/logging.py",
    "src/payments/workers/__init__.py", "src/payments/workers/celery_app.py", "src/payments/workers/dunning.py",
    "tests/__init__.py", "tests/factories.py",
    "tests/integration/__init__.py", "tests/integration/test_invoices_api.py", "tests/integration/test_refunds_api.py",
    "tests/integration/test_webhooks.py",
    "tests/unit/__init__.py", "tests/unit/test_currency.py", "tests/unit/test_ledger.py", "tests/unit/test_money.py",
    "tests/unit/test_retry.py",
    ".dockerignore", ".pre-commit-config.yaml", "alembic.ini", "LICENSE", "uv.lock",
]

STUB_DOCS = {
    "deps.py": "FastAPI dependencies: repositories, the billing service and scope checks.",
    "errors.py": "Error handlers that turn domain errors into RFC 9457 problem responses.",
    "health.py": "Liveness and readiness probes for Kubernetes.",
    "webhooks.py": "Stripe webhook endpoint: verifies the signature and queues the event.",
    "session.py": "SQLAlchemy engine and session factory.",
    "repositories.py": "Repositories for invoices, customers and ledger entries.",
    "customer.py": "The customer a Ledgerline account bills.",
    "refund.py": "Refunds against a paid invoice.",
    "currency.py": "Currency conversion with daily ECB rates.",
    "notifications.py": "Customer emails: invoice issued, invoice overdue, refund sent.",
    "logging.py": "structlog configuration (JSON in production, console in development).",
    "celery_app.py": "The Celery application and its beat schedule.",
    "dunning.py": "Nightly dunning job: applies late fees to overdue invoices.",
    "factories.py": "factory_boy factories for customers, invoices and invoice lines.",
    "seed_dev_data.py": "Seed a development database with customers and invoices.",
    "backfill_late_fees.py": "Admin CLI to backfill or remove duplicate late-fee lines.",
    "env.py": "Alembic environment: runs migrations with the app's database URL.",
}


def _stub(path: str) -> str:
    name = path.rsplit("/", 1)[-1]
    if name == "__init__.py":
        return ""
    if name.endswith(".py"):
        if path.startswith("migrations/versions/"):
            rev = name.split("_")[3]
            slug = name.split("_", 4)[4][:-3].replace("_", " ")
            return (f'"""{slug}\n\nRevision ID: {rev}\n"""\nfrom alembic import op\nimport sqlalchemy as sa\n\n'
                    f'revision = "{rev}"\n\n\ndef upgrade() -> None:\n    pass\n\n\ndef downgrade() -> None:\n    pass\n')
        if name.startswith("test_"):
            subject = name[5:-3]
            return (f"from __future__ import annotations\n\nimport pytest\n\n\n"
                    f"def test_{subject}_smoke():\n    assert True\n")
        doc = STUB_DOCS.get(name, name[:-3].replace("_", " ").capitalize() + ".")
        return f'"""{doc}"""\nfrom __future__ import annotations\n'
    if name.endswith(".md"):
        title = name[:-3].replace("-", " ")
        title = re.sub(r"^(\d{4}) ", r"ADR \1: ", title)
        return f"# {title[0].upper() + title[1:]}\n\nOwned by #team-payments.\n"
    if name == "LICENSE":
        return "Copyright (c) 2024-2026 Ledgerline B.V. All rights reserved.\n"
    if name == "uv.lock":
        return 'version = 1\nrequires-python = ">=3.12"\n'
    return ""


ALL_FILES = sorted(set(TEXT) | set(OTHER_FILES))

# Git status of the working tree (the Source Control view, the tree's M / U letters).
CHANGES = [
    ("src/payments/services/billing.py", "M", 42, 6),
    ("src/payments/api/routes/invoices.py", "M", 18, 2),
    ("src/payments/models/invoice.py", "M", 3, 0),
    ("src/payments/workers/dunning.py", "M", 11, 4),
    ("tests/unit/test_billing.py", "M", 64, 0),
    ("CHANGELOG.md", "M", 6, 0),
    ("docs/adr/0005-late-fee-policy.md", "U", 31, 0),
    ("migrations/versions/2026_03_10_e4f2_late_fee_applied_on.py", "U", 22, 0),
]

# ---------------------------------------------------------------------------------------------
# Highlighting: each line becomes [[class, text], ...]. Classes (app.css): k control keyword,
# kw keyword, f function, t type/class, v variable, c constant, n number, s string, m comment,
# d decorator, o operator/punctuation, h heading, b bullet, l link, e escape/bold.
# ---------------------------------------------------------------------------------------------
PY_CTRL = {"import", "from", "return", "if", "elif", "else", "for", "while", "try", "except", "finally", "raise",
           "with", "as", "yield", "await", "break", "continue", "pass", "assert", "del", "global", "nonlocal"}
PY_KW = {"def", "class", "None", "True", "False", "and", "or", "not", "in", "is", "lambda", "async"}
PY_BUILTIN_FN = {"len", "print", "isinstance", "sorted", "min", "max", "sum", "round", "range", "enumerate", "zip",
                 "any", "all", "getattr", "setattr", "super", "abs", "repr", "map", "filter", "next", "iter", "open",
                 "frozenset", "field"}
LOWER_CLASSES = {"date", "datetime", "timedelta", "timezone", "dataclass", "lru_cache", "field"}
PY_TYPES = {"int", "str", "float", "dict", "list", "set", "tuple", "bool", "object", "type", "bytes", "Exception",
            "ValueError", "AssertionError", "Self"}
PY_TOKEN = re.compile(r'''(?P<ws>\s+)|(?P<com>\#.*)|(?P<str>[rbfRBF]{0,2}("""|\'\'\'|"(\\.|[^"\\])*"|'(\\.|[^'\\])*'))|'''
                      r'''(?P<num>\b\d[\d_]*(\.\d+)?\b)|(?P<dec>@[A-Za-z_][\w.]*)|(?P<name>[A-Za-z_]\w*)|(?P<op>.)''')


def _py_lines(text: str):
    out = []
    in_triple = None  # the quote that opened a string spanning lines
    lines = text.split("\n")
    for raw in lines:
        toks = []
        i = 0
        if in_triple:
            end = raw.find(in_triple)
            if end < 0:
                out.append([["s", raw]] if raw else [])
                continue
            toks.append(["s", raw[:end + 3]])
            i = end + 3
            in_triple = None
        prev_sig = None  # previous significant token text
        prev_prev = None
        while i < len(raw):
            m = PY_TOKEN.match(raw, i)
            kind = m.lastgroup
            s = m.group(0)
            j = m.end()
            if kind == "str":
                q = m.group(4) if False else None
                body = s.lstrip("rbfRBF")
                if body[:3] in ('"""', "'''") and (len(body) < 6 or not body.endswith(body[:3])):
                    # a triple-quoted string: find its end on this line, else it continues
                    start_q = body[:3]
                    end = raw.find(start_q, i + (len(s) - len(body)) + 3)
                    if end < 0:
                        toks.append(["s", raw[i:]])
                        in_triple = start_q
                        i = len(raw)
                        continue
                    s = raw[i:end + 3]
                    j = end + 3
                toks.append(["s", s])
            elif kind == "ws":
                toks.append(["", s])
            elif kind == "com":
                toks.append(["m", s])
            elif kind == "num":
                toks.append(["n", s])
            elif kind == "dec":
                toks.append(["d", s])
            elif kind == "name":
                nxt = raw[j:j + 1]
                if s in PY_CTRL:
                    cls = "k"
                elif s in PY_KW:
                    cls = "kw"
                elif prev_sig == "def":
                    cls = "f"
                elif prev_sig == "class":
                    cls = "t"
                elif s in PY_TYPES or (s in LOWER_CLASSES and s not in ("field", "dataclass", "lru_cache")):
                    cls = "t"
                elif s in ("field", "lru_cache") and nxt != ".":
                    cls = "f"
                elif nxt == "(" and (s in PY_BUILTIN_FN or not s[:1].isupper()):
                    cls = "f"
                elif s[:1].isupper() and not s.isupper():
                    cls = "t"
                elif s.isupper() and len(s) > 1:
                    cls = "c"
                elif prev_sig in ("import", "from") or (prev_sig == "." and prev_prev_is_module(toks)):
                    cls = "t"
                else:
                    cls = "v"
                toks.append([cls, s])
            else:
                toks.append(["o", s])
            if kind not in ("ws",):
                prev_prev, prev_sig = prev_sig, s
            i = j
        out.append(_merge(toks))
    return out


def prev_prev_is_module(toks):
    """In `from a.b.c import x`, the dotted module path is coloured as a module (like a type)."""
    words = [t[1] for t in toks if t[0] != ""]
    return bool(words) and words[0] in ("from", "import") and "import" not in words[1:]


def _merge(toks):
    out = []
    for cls, s in toks:
        if out and out[-1][0] == cls and cls in ("", "o", "s", "m"):
            out[-1][1] += s
        else:
            out.append([cls, s])
    return out


MD_INLINE = re.compile(r"(`[^`]+`)|(\[[^\]]+\]\([^)]+\))|(\*\*[^*]+\*\*)|(https?://\S+)")


def _md_inline(s, base=""):
    toks = []
    pos = 0
    for m in MD_INLINE.finditer(s):
        if m.start() > pos:
            toks.append([base, s[pos:m.start()]])
        if m.group(1):
            toks.append(["s", m.group(1)])
        elif m.group(2):
            label, url = m.group(2)[1:].split("](", 1)
            toks += [["o", "["], ["ls", label], ["o", "]("], ["l", url[:-1]], ["o", ")"]]
        elif m.group(3):
            toks.append(["e", m.group(3)])
        else:
            toks.append(["l", m.group(4)])
        pos = m.end()
    if pos < len(s):
        toks.append([base, s[pos:]])
    return toks


def _md_lines(text):
    out = []
    fence = False
    for raw in text.split("\n"):
        if raw.startswith("```"):
            fence = not fence
            out.append([["o", raw]])
        elif fence:
            out.append([["s", raw]])
        elif raw.startswith("#"):
            out.append([["h", raw]])
        elif re.match(r"^\s*(\d+\.|-|\*) ", raw):
            m = re.match(r"^(\s*)(\d+\.|-|\*)( )(.*)$", raw)
            out.append([["", m.group(1)], ["b", m.group(2)], ["", " "]] + _md_inline(m.group(4)))
        elif raw.startswith("|"):
            out.append([["o" if c in "|-" else "", c] for c in re.split(r"(\|)", raw) if c] if set(raw) <= set("|- ") else
                       [[("o" if c == "|" else ""), c] for c in re.split(r"(\|)", raw) if c])
        else:
            out.append(_md_inline(raw))
    return out


def _kv_lines(text, sep):
    """TOML, YAML, INI-like files and .env: keys, strings, numbers, comments, [tables]."""
    out = []
    for raw in text.split("\n"):
        s = raw.strip()
        if s.startswith("#") or s.startswith("//"):
            out.append([["m", raw]])
            continue
        if s.startswith("[") and sep == "=" and s.endswith("]") and "=" not in s:
            out.append([["t", raw]])
            continue
        m = re.match(r"^(\s*-?\s*)([\w.\-\"$\[\]]+)(\s*" + re.escape(sep) + r")(.*)$", raw)
        if m and not m.group(2).startswith('"') or (m and sep == ":"):
            toks = [["", m.group(1)], ["v", m.group(2)], ["o", m.group(3)]] + _values(m.group(4))
            out.append(toks)
        else:
            out.append(_values(raw))
    return out


VALUE = re.compile(r'("(\\.|[^"\\])*"|\'[^\']*\')|(\b\d[\d.]*\b)|(\btrue\b|\bfalse\b|\bnull\b)|(\s+)|([^\s"\']+)')


def _values(s):
    toks = []
    for m in VALUE.finditer(s):
        if m.group(1):
            toks.append(["s", m.group(1)])
        elif m.group(3):
            toks.append(["n", m.group(3)])
        elif m.group(4):
            toks.append(["kw", m.group(4)])
        elif m.group(5):
            toks.append(["", m.group(5)])
        else:
            toks.append(["o" if re.fullmatch(r"[\[\]{},:=|>-]+", m.group(6)) else "", m.group(6)])
    return _merge(toks)


def _json_lines(text):
    out = []
    for raw in text.split("\n"):
        s = raw.strip()
        if s.startswith("//"):
            out.append([["m", raw]])
            continue
        m = re.match(r'^(\s*)("[^"]*")(\s*:)(.*)$', raw)
        if m:
            out.append([["", m.group(1)], ["v", m.group(2)], ["o", m.group(3)]] + _values(m.group(4)))
        else:
            out.append(_values(raw))
    return out


LANGS = {  # extension -> (language mode name, icon key)
    "py": ("Python", "py"), "md": ("Markdown", "md"), "toml": ("TOML", "toml"), "json": ("JSON with Comments", "json"),
    "yml": ("YAML", "yml"), "yaml": ("YAML", "yml"), "ini": ("Ini", "cfg"), "mako": ("Mako", "txt"),
    "lock": ("TOML", "toml"), "example": ("Properties", "cfg"),
}


def language(path):
    name = path.rsplit("/", 1)[-1]
    if name == "Dockerfile":
        return ("Dockerfile", "docker")
    if name == "Makefile":
        return ("Makefile", "make")
    if name in (".gitignore", ".dockerignore"):
        return ("Ignore", "git")
    if name in ("LICENSE", "CODEOWNERS"):
        return ("Plain Text", "txt")
    ext = name.rsplit(".", 1)[-1] if "." in name else ""
    return LANGS.get(ext, ("Plain Text", "txt"))


def highlight(path, text):
    lang = language(path)[0]
    if lang == "Python":
        return _py_lines(text)
    if lang == "Markdown":
        return _md_lines(text)
    if lang.startswith("JSON"):
        return _json_lines(text)
    if lang in ("TOML", "Ini", "Properties"):
        return _kv_lines(text, "=")
    if lang == "YAML":
        return _kv_lines(text, ":")
    if lang == "Dockerfile":
        return [[["k", l.split(" ", 1)[0]], ["", " " + l.split(" ", 1)[1]]] if l[:1].isupper() and " " in l else [["", l]]
                for l in text.split("\n")]
    return [[["", l]] if l else [] for l in text.split("\n")]


# ---------------------------------------------------------------------------------------------
# Outline and hovers (Pylance-like), from the Python source.
# ---------------------------------------------------------------------------------------------
def _ann(node):
    return ast.unparse(node) if node is not None else None


def _signature(fn, owner):
    args = []
    a = fn.args
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for arg, d in zip(positional, defaults):
        ann = _ann(arg.annotation) or (f"Self@{owner}" if arg.arg == "self" and owner else None)
        s = arg.arg + (f": {ann}" if ann else "")
        if d is not None:
            s += f" = {ast.unparse(d)}"
        args.append(s)
    if a.kwonlyargs:
        args.append("*")
        for arg, d in zip(a.kwonlyargs, a.kw_defaults):
            s = arg.arg + (f": {_ann(arg.annotation)}" if arg.annotation is not None else "")
            if d is not None:
                s += f" = {ast.unparse(d)}"
            args.append(s)
    ret = _ann(fn.returns)
    return f"({', '.join(args)})" + (f" -> {ret}" if ret else "")


def outline_and_symbols(path, text):
    """Outline nodes [{name, kind, line, children}] and hover symbols {name: {...}} for a Python file."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return [], {}
    symbols = {}
    nodes = []

    def fn_node(fn, owner):
        kind = "method" if owner else "function"
        sig = _signature(fn, owner)
        qual = f"{owner}.{fn.name}" if owner else fn.name
        doc = ast.get_docstring(fn)
        symbols.setdefault(fn.name, {"name": fn.name, "qual": qual, "kind": kind, "line": fn.lineno,
                                     "sig": f"({kind}) def {fn.name}{sig}", "doc": doc})
        return {"name": fn.name, "kind": kind, "line": fn.lineno, "end": fn.end_lineno, "children": []}

    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            bases = ", ".join(ast.unparse(b) for b in node.bases)
            symbols.setdefault(node.name, {"name": node.name, "qual": node.name, "kind": "class", "line": node.lineno,
                                           "sig": f"class {node.name}({bases})" if bases else f"class {node.name}",
                                           "doc": ast.get_docstring(node)})
            kids = []
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    kids.append(fn_node(sub, node.name))
                elif isinstance(sub, ast.AnnAssign) and isinstance(sub.target, ast.Name):
                    kids.append({"name": sub.target.id, "kind": "field", "line": sub.lineno, "end": sub.lineno, "children": []})
                elif isinstance(sub, ast.Assign) and isinstance(sub.targets[0], ast.Name):
                    kids.append({"name": sub.targets[0].id, "kind": "enum-member" if bases.endswith("Enum") else "field",
                                 "line": sub.lineno, "end": sub.lineno, "children": []})
            nodes.append({"name": node.name, "kind": "class", "line": node.lineno, "end": node.end_lineno, "children": kids})
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            nodes.append(fn_node(node, None))
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            if isinstance(target, ast.Name):
                const = target.id.isupper()
                nodes.append({"name": target.id, "kind": "constant" if const else "variable", "line": node.lineno,
                              "end": node.lineno, "children": []})
                value = ast.unparse(node.value) if node.value is not None else ""
                symbols.setdefault(target.id, {"name": target.id, "qual": target.id, "kind": "constant" if const else "variable",
                                               "line": node.lineno, "sig": f"({'constant' if const else 'variable'}) {target.id}"
                                               + (f": {_ann(node.annotation)}" if isinstance(node, ast.AnnAssign) else "")
                                               + (f" = {value}" if len(value) < 60 and value else ""), "doc": None})
    return nodes, symbols


def folds(path, text):
    """Lines that start a foldable block (def, class, decorators excluded, multi-line brackets)."""
    out = []
    lines = text.split("\n")
    if language(path)[0] == "Python":
        for i, l in enumerate(lines):
            s = l.lstrip()
            if re.match(r"(async\s+)?(def|class)\s", s) or re.match(r"(if|for|while|try|with|else|elif|except)\b.*:\s*$", s):
                out.append(i + 1)
    elif language(path)[0] == "Markdown":
        out = [i + 1 for i, l in enumerate(lines) if l.startswith("#")]
    return out


# ---------------------------------------------------------------------------------------------
# Problems: found in the files themselves.
# ---------------------------------------------------------------------------------------------
PROBLEM_RULES = [
    # (path, substring, column offset in the substring, length, severity, message, source, code)
    ("src/payments/services/billing.py", 'LATE_FEE_RATE = Decimal("0.015")', 16, 7, "error",
     '"Decimal" is not defined', "Pylance", "reportUndefinedVariable"),
    ("src/payments/api/routes/invoices.py", "BackgroundTasks,", 0, 15, "warning",
     "`fastapi.BackgroundTasks` imported but unused", "Ruff", "F401"),
    ("src/payments/api/routes/refunds.py", "invoice.payment_intent_id", 8, 17, "error",
     'Cannot access attribute "payment_intent_id" for class "Invoice"\n  Attribute "payment_intent_id" is unknown',
     "Pylance", "reportAttributeAccessIssue"),
    ("src/payments/services/stripe_client.py", "import stripe", 7, 6, "warning",
     'Import "stripe" could not be resolved from source', "Pylance", "reportMissingModuleSource"),
    ("src/payments/services/stripe_client.py", "on=(stripe.error.APIConnectionError", 11, 5, "error",
     '"error" is not a known attribute of module "stripe"', "Pylance", "reportAttributeAccessIssue"),
    ("tests/conftest.py", "from tests.fakes import", 5, 11, "error",
     'Import "tests.fakes" could not be resolved', "Pylance", "reportMissingImports"),
    ("src/payments/main.py", "@app.on_event", 5, 8, "warning",
     'The method "on_event" in class "FastAPI" is deprecated\n  on_event is deprecated, use lifespan event handlers instead.',
     "Pylance", "reportDeprecated"),
]


def problems():
    out = []
    for path, sub, off, length, sev, msg, source, code in PROBLEM_RULES:
        lines = TEXT[path].split("\n")
        line = next(i for i, l in enumerate(lines) if sub in l)
        col = lines[line].index(sub) + off
        out.append({"file": path, "line": line + 1, "col": col + 1, "len": length, "severity": sev,
                    "message": msg, "source": source, "code": code})
    # Ruff E501 on every Python line longer than the project's 100 characters.
    for path, text in TEXT.items():
        if not path.endswith(".py"):
            continue
        for i, l in enumerate(text.split("\n")):
            if len(l) > 100:
                out.append({"file": path, "line": i + 1, "col": 101, "len": len(l) - 100, "severity": "warning",
                            "message": f"Line too long ({len(l)} > 100)", "source": "Ruff", "code": "E501"})
    order = {p: i for i, p in enumerate(sorted({p["file"] for p in out}))}
    out.sort(key=lambda p: (order[p["file"]], p["severity"] != "error", p["line"], p["col"]))
    for p in out:
        p["id"] = f"{p['file'].rsplit('/', 1)[-1].replace('.', '-')}-{p['line']}" + ("" if p["code"] != "E501" else "-e501")
    return out


QUICK_FIXES = {  # problem code -> fixes offered by the light bulb
    "reportUndefinedVariable": ['Add "from decimal import Decimal"', 'Add "from _pydecimal import Decimal"',
                                'Ignore "reportUndefinedVariable"'],
    "F401": ["Remove unused import: `fastapi.BackgroundTasks`", "Ruff (F401): Disable for this line",
             "Ruff: Fix all auto-fixable problems"],
    "reportAttributeAccessIssue": ['Ignore "reportAttributeAccessIssue"'],
    "reportMissingModuleSource": ['Install "stripe" into the selected environment'],
    "reportMissingImports": ['Create module "tests.fakes"', 'Ignore "reportMissingImports"'],
    "reportDeprecated": ['Ignore "reportDeprecated"'],
    "E501": ["Ruff (E501): Disable for this line"],
}

# ---------------------------------------------------------------------------------------------
# Terminals, output, debug console, ports.
# ---------------------------------------------------------------------------------------------
PROMPT = "amara@ledgerline-mbp payments-service % "
DECIMAL_LINE = next(i + 1 for i, l in enumerate(P.BILLING.split("\n")) if "= Decimal(" in l)


def _pytest_run():
    lines = [PROMPT + "uv run pytest", "============================= test session starts ==============================",
             "platform darwin -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0",
             "rootdir: /Users/amara/src/payments-service", "configfile: pyproject.toml", "testpaths: tests",
             "plugins: cov-5.0.0, anyio-4.6.2", "collected 84 items", ""]
    files = [("tests/integration/test_invoices_api.py", "..............", 16), ("tests/integration/test_refunds_api.py", "........", 26),
             ("tests/integration/test_webhooks.py", ".....F....", 38), ("tests/unit/test_billing.py", "..........................", 69),
             ("tests/unit/test_currency.py", "......", 76), ("tests/unit/test_ledger.py", "....", 80), ("tests/unit/test_money.py", "...", 83),
             ("tests/unit/test_retry.py", ".", 84)]
    for f, dots, n in files:
        lines.append(f"{f} {dots}".ljust(78) + f"[{round(n * 100 / 84):>3}%]")
    lines += ["", "=================================== FAILURES ===================================",
              "________________________ test_replayed_event_is_ignored ________________________", "",
              "client = <starlette.testclient.TestClient object at 0x1071c2d50>",
              "signed_event = {'id': 'evt_3OqJ8vLk2x', 'type': 'invoice.paid', ...}", "",
              "    def test_replayed_event_is_ignored(client, signed_event):",
              "        first = client.post(\"/v1/webhooks/stripe\", json=signed_event)",
              "        second = client.post(\"/v1/webhooks/stripe\", json=signed_event)",
              "        assert first.status_code == 200",
              ">       assert second.json() == {\"status\": \"duplicate\"}",
              "E       AssertionError: assert {'status': 'queued'} == {'status': 'duplicate'}",
              "E         Differing items:", "E         {'status': 'queued'} != {'status': 'duplicate'}", "",
              "tests/integration/test_webhooks.py:88: AssertionError",
              "=========================== short test summary info ============================",
              "FAILED tests/integration/test_webhooks.py::test_replayed_event_is_ignored - AssertionError: assert {'s...",
              "========================= 1 failed, 83 passed in 6.41s =========================", ""]
    return lines


TERMINAL_ZSH = (
    ["Last login: Wed Mar 11 08:57:13 on ttys004", PROMPT + "git pull --rebase",
     "Successfully rebased and updated refs/heads/feature/late-fees.", PROMPT + "uv sync --all-extras",
     "Resolved 64 packages in 412ms", "Audited 61 packages in 9ms", ""]
    + _pytest_run()
    + [PROMPT + "git status --short", " M CHANGELOG.md", " M src/payments/api/routes/invoices.py",
       " M src/payments/models/invoice.py", " M src/payments/services/billing.py", " M src/payments/workers/dunning.py",
       " M tests/unit/test_billing.py", "?? docs/adr/0005-late-fee-policy.md",
       "?? migrations/versions/2026_03_10_e4f2_late_fee_applied_on.py",
       PROMPT + "uv run alembic upgrade head",
       "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.",
       "INFO  [alembic.runtime.migration] Will assume transactional DDL.",
       "INFO  [alembic.runtime.migration] Running upgrade c91d -> e4f2, late fee applied on", "",
       PROMPT + "uv run pytest tests/unit/test_billing.py -q", "",
       "==================================== ERRORS ====================================",
       "_________________ ERROR collecting tests/unit/test_billing.py __________________",
       "tests/unit/test_billing.py:8: in <module>", "    from payments.services.billing import (",
       f"src/payments/services/billing.py:{DECIMAL_LINE}: in <module>", '    LATE_FEE_RATE = Decimal("0.015")',
       "E   NameError: name 'Decimal' is not defined",
       "=========================== short test summary info ============================",
       "ERROR tests/unit/test_billing.py - NameError: name 'Decimal' is not defined",
       "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
       "1 error in 0.41s", PROMPT]
)

TERMINAL_UVICORN = [
    PROMPT + "uv run uvicorn payments.main:app --reload",
    "INFO:     Will watch for changes in these directories: ['/Users/amara/src/payments-service']",
    "INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)",
    "INFO:     Started reloader process [48213] using WatchFiles",
    "INFO:     Started server process [48219]", "INFO:     Waiting for application startup.",
    "payments-service 2.14.0 starting in development", "INFO:     Application startup complete.",
    'INFO:     127.0.0.1:61022 - "GET /v1/invoices?customer_id=cus_Qx81 HTTP/1.1" 200 OK',
    'INFO:     127.0.0.1:61022 - "GET /v1/invoices/INV-2026-00412 HTTP/1.1" 200 OK',
    'INFO:     127.0.0.1:61031 - "POST /v1/invoices/INV-2026-00412/late-fee HTTP/1.1" 409 Conflict',
    "WARNING:  WatchFiles detected changes in 'src/payments/services/billing.py'. Reloading...",
    "INFO:     Shutting down", "INFO:     Finished server process [48219]",
    "Process SpawnProcess-3:", "NameError: name 'Decimal' is not defined",
]

TERMINAL_CELERY = [
    PROMPT + "uv run celery -A payments.workers.celery_app worker -l info",
    " -------------- celery@ledgerline-mbp v5.4.0 (opalescent)", "--- ***** ----- ",
    "-- ******* ---- macOS-15.3-arm64 2026-03-11 09:14:02", "- *** --- * --- ",
    "- ** ---------- [config]", "- ** ---------- .> app:         payments:0x104f8a6d0",
    "- ** ---------- .> transport:   redis://localhost:6379/0", "- *** --- * --- .> concurrency: 8 (prefork)",
    "[tasks]", "  . payments.workers.dunning.run_dunning", "  . payments.services.notifications.send_email", "",
    "[2026-03-11 09:14:03,118: INFO/MainProcess] Connected to redis://localhost:6379/0",
    "[2026-03-11 09:14:03,407: INFO/MainProcess] celery@ledgerline-mbp ready.",
]

TERMINAL_PSQL = [
    PROMPT + "docker compose exec postgres psql -U payments", "psql (16.4 (Debian 16.4-1.pgdg120+2))",
    'Type "help" for help.', "", "payments=# select status, count(*) from invoices group by 1;",
    "    status     | count ", "---------------+-------", " open          |   318", " paid          |  4127",
    " void          |    22", " uncollectible |     9", "(4 rows)", "", "payments=# ",
]

TERMINAL_PTW = [
    PROMPT + "uv run ptw -- -q tests/unit", "[ptw] Running: pytest -q tests/unit",
    "..........................................", "42 passed in 0.87s", "[ptw] Watching for changes...",
]

TERMINALS = [
    {"id": "zsh", "name": "zsh", "icon": "terminal", "lines": TERMINAL_ZSH},
    {"id": "uvicorn", "name": "uvicorn", "icon": "terminal", "lines": TERMINAL_UVICORN},
    {"id": "celery", "name": "celery", "icon": "terminal", "lines": TERMINAL_CELERY},
    {"id": "ptw", "name": "ptw", "icon": "terminal", "lines": TERMINAL_PTW},
    {"id": "psql", "name": "psql", "icon": "database", "lines": TERMINAL_PSQL},
]

OUTPUT_CHANNELS = {
    "git": ["2026-03-11 10:38:02.114 [info] > git fetch [1211ms]",
            "2026-03-11 10:38:02.610 [info] > git status -z -uall [96ms]",
            "2026-03-11 10:38:02.702 [info] > git for-each-ref --sort -committerdate --format %(refname) refs/heads [41ms]",
            "2026-03-11 10:40:17.391 [info] > git show --textconv :src/payments/services/billing.py [18ms]",
            "2026-03-11 10:41:55.006 [info] > git diff --numstat [37ms]"],
    "python": ["2026-03-11 10:21:44.520 [info] Python interpreter path: ./.venv/bin/python",
               "2026-03-11 10:21:45.031 [info] > ./.venv/bin/python -m pytest --collect-only tests",
               "2026-03-11 10:21:46.212 [info] Discovered 84 tests in 12 files"],
    "ruff": ["2026-03-11 10:21:43.901 [info] Using Ruff 0.7.2 from ./.venv/bin/ruff",
             "2026-03-11 10:41:58.640 [info] Linted 1 file in 4ms"],
}

PORTS = [
    {"port": 8000, "label": "uvicorn", "address": "localhost:8000", "process": "uv run uvicorn payments.main:app --reload", "origin": "Auto Forwarded"},
    {"port": 5432, "label": "postgres", "address": "localhost:5432", "process": "docker-proxy", "origin": "User Forwarded"},
    {"port": 6379, "label": "redis", "address": "localhost:6379", "process": "docker-proxy", "origin": "User Forwarded"},
]

# ---------------------------------------------------------------------------------------------
# Source control graph, timeline.
# ---------------------------------------------------------------------------------------------
PEOPLE = ["Amara Okafor", "Kenji Watanabe", "Sofia Lindqvist", "Rafael Ortiz", "Priya Raman", "Mateus Ferreira",
          "Ngozi Adeyemi", "Yusuf Demir", "Lucía Romero", "Wei Chen"]

COMMITS = [
    ("a41c9e2", "late fees: cap at 25.00 and count started months", 0, "2 hours ago", ["feature/late-fees"]),
    ("9d07b13", "late fees: grace period from settings", 0, "yesterday", []),
    ("52e8f60", "Merge pull request #418 from ledgerline/fix/jpy-refunds", 1, "2 days ago", ["origin/main", "main"]),
    ("c3a9d71", "refunds: JPY has no minor units", 5, "2 days ago", []),
    ("7b1e044", "stripe client: retry rate-limit errors", 1, "4 days ago", []),
    ("e90f2aa", "docs: incident runbook for duplicate late fees", 0, "5 days ago", []),
    ("1f6c3b8", "ci: cache uv downloads", 6, "6 days ago", []),
    ("48d2e19", "webhooks: ignore replayed events by id", 4, "last week", []),
    ("b7a10cd", "Merge pull request #412 from ledgerline/outbox-relay", 2, "last week", []),
    ("0cc4e5f", "outbox relay: batch 200 rows per poll", 2, "last week", []),
    ("d58f3a1", "release 2.13.2", 1, "2 weeks ago", ["v2.13.2"]),
    ("6a2b9f7", "prorate plan changes by day", 3, "3 weeks ago", []),
    ("f13e8c0", "tests: factories for invoice lines", 0, "3 weeks ago", []),
    ("29c7d44", "dunning: dry-run flag", 7, "3 weeks ago", []),
    ("8e4a0b3", "release 2.13.0", 1, "4 weeks ago", ["v2.13.0"]),
    ("c0b7e15", "adr 0004: outbox for webhooks", 2, "4 weeks ago", []),
    ("417fa92", "currency: daily ECB rates with fallback", 9, "5 weeks ago", []),
    ("ae35d06", "api: Idempotency-Key on refunds", 0, "5 weeks ago", []),
    ("5bd9e71", "models: refunded amount on invoices", 4, "6 weeks ago", []),
    ("e2c60f8", "notifications: invoice-overdue template", 8, "6 weeks ago", []),
    ("93a1d5c", "bump fastapi to 0.115", 5, "7 weeks ago", []),
    ("0f8b2e4", "ledger: forbid debit and credit on one entry", 1, "7 weeks ago", []),
    ("7d4c913", "Merge pull request #389 from ledgerline/tax-regions", 3, "2 months ago", []),
    ("b61e7a0", "tax: exempt regions list", 3, "2 months ago", []),
    ("38f05cd", "mypy strict for services", 6, "2 months ago", []),
    ("c9e4a27", "release 2.12.0", 1, "2 months ago", ["v2.12.0"]),
    ("64ab1f3", "health: readiness checks redis", 7, "3 months ago", []),
    ("1e07c58", "first version of the dunning job", 0, "3 months ago", []),
]

TIMELINE = [("File Saved", "now", "save"), ("File Saved", "4 min", "save"),
            ("late fees: cap at 25.00 and count started months", "2 hrs", "git", "Amara Okafor"),
            ("late fees: grace period from settings", "1 day", "git", "Amara Okafor"),
            ("prorate plan changes by day", "3 wks", "git", "Rafael Ortiz"),
            ("dunning: dry-run flag", "3 wks", "git", "Yusuf Demir"),
            ("currency: daily ECB rates with fallback", "5 wks", "git", "Wei Chen"),
            ("tax: exempt regions list", "2 mos", "git", "Rafael Ortiz"),
            ("first version of the dunning job", "3 mos", "git", "Amara Okafor")]

# ---------------------------------------------------------------------------------------------
# Extensions.
# ---------------------------------------------------------------------------------------------
EXTENSIONS = [
    # id, name, publisher, description, installs, rating, installed, verified, icon colour, icon letter(s)
    ("ms-python.python", "Python", "Microsoft", "Python language support with extension access points for IntelliSense (Pylance), Debugging (Python Debugger), linting, formatting, refactoring, unit tests, and more.", "176.4M", 4.2, True, True, "#3776ab", "Py"),
    ("ms-python.vscode-pylance", "Pylance", "Microsoft", "A performant, feature-rich language server for Python in VS Code", "139.8M", 3.9, True, True, "#1e5f99", "Pl"),
    ("ms-python.debugpy", "Python Debugger", "Microsoft", "Python Debugger extension using debugpy.", "89.3M", 3.8, True, True, "#2c6aa0", "Db"),
    ("charliermarsh.ruff", "Ruff", "Astral Software", "A Visual Studio Code extension with support for the Ruff linter and formatter.", "5.9M", 4.8, True, True, "#d7ff64", "R"),
    ("github.copilot", "GitHub Copilot", "GitHub", "Your AI pair programmer", "51.2M", 3.3, True, True, "#2b2b2b", "Co"),
    ("github.copilot-chat", "GitHub Copilot Chat", "GitHub", "AI chat features powered by Copilot", "40.7M", 3.4, True, True, "#2b2b2b", "Ch"),
    ("eamodio.gitlens", "GitLens — Git supercharged", "GitKraken", "Supercharge Git within VS Code — Visualize code authorship at a glance via Git blame annotations and CodeLens.", "39.6M", 4.5, True, True, "#0f1a2e", "GL"),
    ("redhat.vscode-yaml", "YAML", "Red Hat", "YAML Language Support by Red Hat, with built-in Kubernetes syntax support", "24.9M", 4.5, True, True, "#cc0000", "Y"),
    ("yzhang.markdown-all-in-one", "Markdown All in One", "Yu Zhang", "All you need to write Markdown (keyboard shortcuts, table of contents, auto preview and more)", "11.2M", 4.6, True, False, "#5d6fbd", "M"),
    ("usernamehw.errorlens", "Error Lens", "Alexander", "Improve highlighting of errors, warnings and other language diagnostics.", "9.8M", 4.7, True, False, "#e51400", "EL"),
    ("github.vscode-pull-request-github", "GitHub Pull Requests", "GitHub", "Pull Request and Issue Provider for GitHub", "27.1M", 3.9, True, True, "#24292f", "PR"),
    ("ms-vscode-remote.remote-containers", "Dev Containers", "Microsoft", "Open any folder or repository inside a Docker container and take advantage of Visual Studio Code's full feature set.", "31.6M", 4.3, True, True, "#0f6ab4", "DC"),
    ("streetsidesoftware.code-spell-checker", "Code Spell Checker", "Street Side Software", "Spelling checker for source code", "14.9M", 4.6, True, False, "#2e7d32", "Sp"),
    ("editorconfig.editorconfig", "EditorConfig for VS Code", "EditorConfig", "EditorConfig Support for Visual Studio Code", "10.3M", 4.1, True, False, "#444444", "EC"),
    ("gruntfuggly.todo-tree", "Todo Tree", "Gruntfuggly", "Show TODO, FIXME, etc. comment tags in a tree view", "6.1M", 4.8, True, False, "#1f8b4c", "TT"),
    ("humao.rest-client", "REST Client", "Huachao Mao", "REST Client for Visual Studio Code", "5.6M", 4.8, True, False, "#b2102f", "RC"),
    ("mtxr.sqltools", "SQLTools", "Matheus Teixeira", "Database management done right. Connection explorer, query runner, intellisense, bookmarks, query history.", "4.2M", 4.3, True, False, "#5b7fa6", "SQ"),
    ("pkief.material-icon-theme", "Material Icon Theme", "Philipp Kief", "Material Design Icons for Visual Studio Code", "27.8M", 4.9, True, False, "#42a5f5", "MI"),
    ("oderwat.indent-rainbow", "indent-rainbow", "oderwat", "Makes indentation easier to read", "7.4M", 4.7, True, False, "#8e6ac8", "IR"),
    ("mechatroner.rainbow-csv", "Rainbow CSV", "mechatroner", "Highlight CSV and TSV files, Run SQL-like queries", "9.1M", 4.8, True, False, "#e59400", "CSV"),
    ("ms-toolsai.jupyter", "Jupyter", "Microsoft", "Jupyter notebook support, interactive programming and computing that supports Intellisense, debugging and more.", "86.5M", 2.6, True, True, "#f37626", "Ju"),
    ("njpwerner.autodocstring", "autoDocstring - Python Docstring Generator", "Nils Werner", "Generates python docstrings automatically", "6.3M", 4.5, True, False, "#4b8bbe", "aD"),
    ("ms-azuretools.vscode-docker", "Docker", "Microsoft", "Makes it easy to create, manage, and debug containerized applications.", "39.4M", 4.4, False, True, "#2496ed", "Dk"),
    ("tamasfe.even-better-toml", "Even Better TOML", "tamasfe", "Fully-featured TOML support", "4.1M", 4.6, False, False, "#9c4221", "T"),
    ("ms-python.mypy-type-checker", "Mypy Type Checker", "Microsoft", "Type checking support for Python files using Mypy.", "1.9M", 3.5, False, True, "#2a5d8f", "My"),
    ("ms-kubernetes-tools.vscode-kubernetes-tools", "Kubernetes", "Microsoft", "Develop, deploy and debug Kubernetes applications", "6.8M", 4.1, False, True, "#326ce5", "K8"),
]

RECOMMENDED = ["ms-azuretools.vscode-docker", "tamasfe.even-better-toml", "ms-python.mypy-type-checker",
               "ms-kubernetes-tools.vscode-kubernetes-tools"]

EXT_README = {
    "ms-azuretools.vscode-docker": [
        ("h", "Docker for Visual Studio Code"),
        ("p", "The Docker extension makes it easy to build, manage, and deploy containerized applications from Visual Studio Code. It also provides one-click debugging of Node.js, Python, and .NET inside a container."),
        ("h", "Installation"),
        ("p", "Install Docker on your machine and add it to the system path. On Linux, you should also enable Docker CLI for the non-root user account that will be used to run VS Code."),
        ("h", "Overview of the extension features"),
        ("p", "Editing Docker files: you can get IntelliSense when editing your Dockerfile and docker-compose.yml files, with completions and syntax help for common commands."),
        ("p", "Generating Docker files: the Docker: Add Docker Files to Workspace command generates a Dockerfile, docker-compose.yml and .dockerignore for Node.js, Python, ASP.NET Core, Ruby, Go and Java."),
        ("p", "Docker view: the Docker extension contributes a Docker view to VS Code. The Docker view lets you examine and manage Docker assets: containers, images, volumes, networks, and container registries."),
        ("h", "Docker commands"),
        ("p", "Many of the most common Docker commands are built right into the Command Palette: Docker: Compose Up, Docker: Compose Down, Docker: Build Image, Docker: Prune System."),
        ("h", "Debugging services running inside a container"),
        ("p", "You can debug services built using Node.js, Python or .NET that are running inside a container."),
        ("h", "Contributing"),
        ("p", "There are several ways you can contribute to our repo: ideas, feature requests and bugs, documentation, and code."),
        ("h", "Telemetry"),
        ("p", "VS Code collects usage data and sends it to Microsoft to help improve our products and services. This extension respects the telemetry.telemetryLevel setting."),
        ("h", "License"),
        ("p", "MIT"),
    ],
}

# ---------------------------------------------------------------------------------------------
# Settings editor (Commonly Used), Quick Pick commands, search, chat.
# ---------------------------------------------------------------------------------------------
SETTINGS = [
    # key, category, title, description, kind, value, options
    ("files.autoSave", "Files", "Auto Save", "Controls auto save of editors that have unsaved changes.", "select", "afterDelay", ["off", "afterDelay", "onFocusChange", "onWindowChange"]),
    ("editor.fontSize", "Editor", "Font Size", "Controls the font size in pixels.", "number", "14", None),
    ("editor.fontFamily", "Editor", "Font Family", "Controls the font family.", "text", "'JetBrains Mono', Menlo, Monaco, 'Courier New', monospace", None),
    ("editor.tabSize", "Editor", "Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when Editor: Detect Indentation is on.", "number", "4", None),
    ("editor.renderWhitespace", "Editor", "Render Whitespace", "Controls how the editor should render whitespace characters.", "select", "selection", ["none", "boundary", "selection", "trailing", "all"]),
    ("editor.cursorStyle", "Editor", "Cursor Style", "Controls the cursor style in insert input mode.", "select", "line", ["line", "block", "underline"]),
    ("editor.multiCursorModifier", "Editor", "Multi Cursor Modifier", "The modifier to be used to add multiple cursors with the mouse.", "select", "alt", ["ctrlCmd", "alt"]),
    ("editor.insertSpaces", "Editor", "Insert Spaces", "Insert spaces when pressing Tab.", "bool", True, None),
    ("editor.wordWrap", "Editor", "Word Wrap", "Controls how lines should wrap.", "select", "off", ["off", "on", "wordWrapColumn", "bounded"]),
    ("files.exclude", "Files", "Exclude", "Configure glob patterns for excluding files and folders. For example, the file explorer decides which files and folders to show or hide based on this setting.", "list", ["**/.git", "**/.DS_Store", "**/__pycache__", "**/.pytest_cache"], None),
    ("files.associations", "Files", "Associations", "Configure glob patterns of file associations to languages (for example \"*.extension\": \"html\").", "link", None, None),
    ("workbench.editor.enablePreview", "Workbench › Editor", "Enable Preview", "Controls whether opened editors show as preview editors. Preview editors do not stay open, are reused until explicitly set to be kept open.", "bool", True, None),
    ("editor.formatOnSave", "Editor", "Format On Save", "Format a file on save. A formatter must be available and the editor must not be shutting down.", "bool", False, None),
    ("editor.formatOnPaste", "Editor", "Format On Paste", "Controls whether the editor should automatically format the pasted content.", "bool", False, None),
    ("editor.minimap.enabled", "Editor › Minimap", "Enabled", "Controls whether the minimap is shown.", "bool", True, None),
    ("editor.stickyScroll.enabled", "Editor › Sticky Scroll", "Enabled", "Shows the nested current scopes during the scroll at the top of the editor.", "bool", True, None),
    ("workbench.colorTheme", "Workbench", "Color Theme", "Specifies the color theme used in the workbench.", "select", "Default Dark Modern", ["Default Dark Modern", "Default Light Modern", "Default Dark+", "Monokai"]),
    ("terminal.integrated.fontSize", "Terminal › Integrated", "Font Size", "Controls the font size in pixels of the terminal.", "number", "13", None),
    ("git.autofetch", "Git", "Autofetch", "When set to true, commits will automatically be fetched from the default remote of the current Git repository.", "bool", False, None),
    ("python.testing.pytestEnabled", "Python › Testing", "Pytest Enabled", "Enable testing using pytest.", "bool", True, None),
]

COMMANDS = [
    ("workbench.action.showCommands", "Show All Commands", "Ctrl+Shift+P"),
    ("python.setInterpreter", "Python: Select Interpreter", ""),
    ("workbench.action.terminal.new", "Terminal: Create New Terminal", "Ctrl+Shift+`"),
    ("workbench.action.toggleSidebarVisibility", "View: Toggle Primary Side Bar Visibility", "Ctrl+B"),
    ("editor.action.formatDocument", "Format Document", "Ctrl+Shift+I"),
    ("workbench.action.reloadWindow", "Developer: Reload Window", "Ctrl+R"),
    ("git.commit", "Git: Commit", ""),
    ("git.pull", "Git: Pull", ""),
    ("git.push", "Git: Push", ""),
    ("git.checkout", "Git: Checkout to...", ""),
    ("workbench.action.openSettings", "Preferences: Open Settings (UI)", "Ctrl+,"),
    ("workbench.action.openSettingsJson", "Preferences: Open User Settings (JSON)", ""),
    ("workbench.action.selectTheme", "Preferences: Color Theme", "Ctrl+K Ctrl+T"),
    ("workbench.action.openGlobalKeybindings", "Preferences: Open Keyboard Shortcuts", "Ctrl+K Ctrl+S"),
    ("python.createEnvironment", "Python: Create Environment...", ""),
    ("testing.runAll", "Test: Run All Tests", ""),
    ("testing.debugAll", "Test: Debug All Tests", ""),
    ("workbench.action.debug.start", "Debug: Start Debugging", "F5"),
    ("workbench.action.debug.selectandstart", "Debug: Select and Start Debugging", ""),
    ("editor.action.organizeImports", "Organize Imports", "Shift+Alt+O"),
    ("ruff.executeAutofix", "Ruff: Fix all auto-fixable problems", ""),
    ("markdown.showPreviewToSide", "Markdown: Open Preview to the Side", "Ctrl+K V"),
    ("workbench.action.toggleZenMode", "View: Toggle Zen Mode", "Ctrl+K Z"),
    ("workbench.action.files.saveAll", "File: Save All Files", ""),
    ("workbench.extensions.action.showRecommendedExtensions", "Extensions: Show Recommended Extensions", ""),
    ("docker.compose.up", "Docker: Compose Up", ""),
    ("workbench.action.tasks.runTask", "Tasks: Run Task", ""),
    ("workbench.action.closeAllEditors", "View: Close All Editors", "Ctrl+K W"),
    ("workbench.action.zoomIn", "View: Zoom In", "Ctrl+="),
    ("workbench.action.zoomOut", "View: Zoom Out", "Ctrl+-"),
    ("workbench.action.openWalkthrough", "Welcome: Open Walkthrough...", ""),
    ("github.copilot.chat.explain", "GitHub Copilot: Explain This", ""),
]

SEARCH_QUERY = "late_fee"

CHAT = [
    ("user", "Why does the dunning run charge the late fee twice when the job is retried?"),
    ("copilot", "In `apply_late_fee`, the guard compares `invoice.late_fee_applied_on` with `self._today`, "
                "so a retry on the same day returns early. The duplicate happens when the retry runs after "
                "midnight UTC: the date changes and the guard no longer matches. Two options:"),
    ("copilot", "1. Store the billing period the fee was charged for instead of the date, and skip when a "
                "late-fee line already covers that period.\n2. Make the dunning job idempotent per run id, "
                "recording processed invoice numbers in Redis with a 48-hour expiry."),
    ("user", "Let's do option 1. Which tests should change?"),
    ("copilot", "`test_apply_late_fee_is_idempotent_per_day` should become a period-based test, and add one "
                "that runs `run_dunning` twice across midnight. Both live in tests/unit/test_billing.py."),
]


def _search_matches():
    out = []
    for path in sorted(TEXT):
        for i, l in enumerate(TEXT[path].split("\n")):
            if SEARCH_QUERY in l:
                out.append({"file": path, "line": i + 1, "col": l.index(SEARCH_QUERY) + 1, "text": l.strip()})
    return out


def file_entry(path):
    text = TEXT.get(path)
    if text is None:
        text = _stub(path)
    if text.endswith("\n"):
        text = text[:-1]
    outline, symbols = outline_and_symbols(path, text) if path.endswith(".py") else ([], {})
    if path.endswith(".md"):
        outline = [{"name": l.lstrip("#").strip(), "kind": "string", "line": i + 1, "end": i + 1, "children": []}
                   for i, l in enumerate(text.split("\n")) if l.startswith("#")]
    lang, icon = language(path)
    return {"path": path, "name": path.rsplit("/", 1)[-1], "lang": lang, "icon": icon,
            "lines": highlight(path, text), "outline": outline, "symbols": symbols, "folds": folds(path, text),
            "tests": [i + 1 for i, l in enumerate(text.split("\n")) if path.rsplit("/", 1)[-1].startswith("test_")
                      and l.startswith("def test_")]}


def build(seed: int) -> dict:
    del seed  # the workspace is the same for every seed
    files = {p: file_entry(p) for p in ALL_FILES}
    folders = sorted({"/".join(p.split("/")[:i]) for p in ALL_FILES for i in range(1, p.count("/") + 1)})
    return {
        "workspace": WORKSPACE, "branch": BRANCH, "user": USER, "today": "Wed, Mar 11, 2026",
        "files": files, "folders": folders,
        "changes": [{"file": f, "status": s, "added": a, "removed": r} for f, s, a, r in CHANGES],
        "problems": problems(), "quick_fixes": QUICK_FIXES,
        "terminals": TERMINALS, "output": OUTPUT_CHANNELS, "ports": PORTS,
        "commits": [{"sha": c[0], "message": c[1], "author": PEOPLE[c[2]], "when": c[3], "refs": c[4]} for c in COMMITS],
        "timeline": [{"label": t[0], "when": t[1], "kind": t[2], "author": t[3] if len(t) > 3 else None} for t in TIMELINE],
        "extensions": [{"id": e[0], "name": e[1], "publisher": e[2], "description": e[3], "installs": e[4], "rating": e[5],
                        "installed": e[6], "verified": e[7], "color": e[8], "letters": e[9]} for e in EXTENSIONS],
        "recommended": RECOMMENDED, "ext_readme": EXT_README,
        "settings": [{"key": s[0], "category": s[1], "title": s[2], "description": s[3], "kind": s[4], "value": s[5],
                      "options": s[6]} for s in SETTINGS],
        "commands": [{"id": c[0], "label": c[1], "keys": c[2]} for c in COMMANDS],
        "search": {"query": SEARCH_QUERY, "matches": _search_matches()},
        "chat": [{"who": w, "text": t} for w, t in CHAT],
    }
