"""Seeded content for the `devhub` mockup: a GitHub-like page of one open-source repository.

The repository is `meridian-labs/tern`, a small TypeScript HTTP router for edge runtimes. Everything
the page shows comes from here: people (drawn as initials avatars, as GitHub draws them without a photo), the file tree and a few
files, the README, pull requests, issues, and pull request #482 with its timeline, review comments,
checks and a long diff. The structure is fixed (element ids and task targets depend on it); the seed
only varies details no task depends on (star and reaction counts of other items, who is online).

"Today" is Wednesday, June 11, 2025, as in the chat app (early afternoon, UTC).
Relative times are written as GitHub prints them ("2 hours ago", "yesterday", "last week").
"""
from __future__ import annotations

import random
import re


TITLE = "meridian-labs/tern: Fast, typed HTTP routing for edge runtimes"

ME = "kwame-mensah"

# avatar id, login, display name, bio, company, location
PEOPLE = [
    ("kwame-mensah", "kmensah", "Kwame Mensah", "Maintainer of tern. Edge runtimes, HTTP and coffee.", "@meridian-labs", "Accra, Ghana"),
    ("ingrid-halvorsen", "ingridh", "Ingrid Halvorsen", "Streams, parsers and other plumbing.", "@meridian-labs", "Bergen, Norway"),
    ("hiroshi-sato", "hsato", "Hiroshi Sato", "Runtime performance. Previously V8 tooling.", "@meridian-labs", "Osaka, Japan"),
    ("valentina-cruz", "vcruz", "Valentina Cruz", "Docs, DX and developer relations.", "Cloudline", "Bogotá, Colombia"),
    ("ananya-iyer", "ananya-iyer", "Ananya Iyer", "Building APIs at scale. TypeScript all the way.", "Finch Payments", "Bengaluru, India"),
    ("dmitri-volkov", "dvolkov", "Dmitri Volkov", "Open source in the evenings. Bun and Deno tinkerer.", "", "Tallinn, Estonia"),
    ("camille-laurent", "camlaurent", "Camille Laurent", "Frontend infra. Loves a good benchmark.", "Vélo Labs", "Lyon, France"),
    ("omar-haddad", "ohaddad", "Omar Haddad", "Security engineer. Fuzzing HTTP since 2014.", "@meridian-labs", "Amman, Jordan"),
    ("sakura-ito", "sakura-ito", "Sakura Ito", "Serverless things at a small company.", "Hanami Cloud", "Tokyo, Japan"),
    ("joao-pereira", "jpereira", "João Pereira", "Node.js core contributor. Streams WG.", "", "Porto, Portugal"),
    ("lerato-dlamini", "lerato-d", "Lerato Dlamini", "Platform engineer. Kubernetes by day.", "Kopano Systems", "Johannesburg, South Africa"),
    ("mikael-lindqvist", "mlindqvist", "Mikael Lindqvist", "Rust and TypeScript. Writes parsers for fun.", "", "Uppsala, Sweden"),
    ("wei-zhang", "weizhang", "Wei Zhang", "Edge functions at a CDN.", "Skyline CDN", "Shenzhen, China"),
    ("giulia-romano", "gromano", "Giulia Romano", "Accessibility and documentation.", "", "Bologna, Italy"),
    ("yusuf-demir", "ydemir", "Yusuf Demir", "Backend developer, part-time maintainer of a few small libraries.", "", "Izmir, Türkiye"),
    ("keisha-williams", "keishaw", "Keisha Williams", "Engineering manager. Ex-SRE.", "Northgate", "Atlanta, GA"),
    ("min-jun-choi", "minjun-choi", "Min-jun Choi", "Compilers, bundlers, build caches.", "", "Seoul, South Korea"),
    ("petra-novak", "pnovak", "Petra Novak", "Testing tools and flaky test hunter.", "@meridian-labs", "Ljubljana, Slovenia"),
    ("carlos-mendoza", "cmendoza", "Carlos Mendoza", "Full-stack developer.", "Ruta Travel", "Guadalajara, Mexico"),
    ("aino-virtanen", "ainov", "Aino Virtanen", "Student, learning web performance.", "", "Helsinki, Finland"),
    ("rohan-gupta", "rohang", "Rohan Gupta", "Cloud functions and queues.", "Tidal Labs", "Pune, India"),
    ("eleni-georgiou", "egeorgiou", "Eleni Georgiou", "Data engineering, the occasional router.", "", "Thessaloniki, Greece"),
]
BOTS = {
    "github-actions": ("GitHub Actions", "#1f883d"),
    "codecov": ("codecov", "#f01f7a"),
    "vercel": ("vercel", "#000000"),
    "dependabot": ("dependabot", "#0969da"),
}

REPO = {
    "owner": "meridian-labs", "name": "tern", "visibility": "Public",
    "description": "Fast, typed HTTP routing for edge runtimes. One router for Node, Bun, Deno, Cloudflare Workers and Vercel.",
    "homepage": "ternjs.dev", "topics": ["typescript", "router", "http", "edge", "cloudflare-workers", "deno", "bun", "web-standards"],
    "stars": "8.4k", "forks": "312", "watchers": "71", "issues": 142, "pulls": 15, "branches": 48, "tags": 112,
    "commits": "1,284", "license": "MIT license", "default_branch": "main",
    "release": {"tag": "v3.6.1", "title": "v3.6.1", "date": "last week", "count": 112},
    "languages": [("TypeScript", 91.3, "#3178c6"), ("JavaScript", 6.2, "#f1e05a"), ("Shell", 1.4, "#89e051"), ("Other", 1.1, "#ededed")],
    "used_by": "3.1k",
}

# Branches (the branch dropdown lists the default, then by recent push) and tags, newest first.
BRANCHES = ["main", "feat/streaming-responses", "fix/head-requests", "docs/adapter-guide", "next", "release/3.6",
            "perf/trie-compaction", "chore/deps-2025-06", "feat/websocket-upgrade", "fix/trailing-slash-redirect",
            "feat/typed-search-params", "ci/node-22-matrix", "release/3.5", "fix/cors-preflight-vary",
            "feat/openapi-export", "refactor/context-pool", "fix/deno-serve-signal", "docs/migration-v3",
            "feat/rate-limit-store", "experiment/uwebsockets", "fix/etag-weak-compare", "release/3.4",
            "feat/route-groups", "fix/bun-file-streams", "docs/benchmarks-2025", "chore/biome-migration",
            "feat/middleware-timing", "fix/params-decoding", "release/3.3", "gh-pages"]
TAGS = ["v3.6.1", "v3.6.0", "v3.6.0-rc.2", "v3.6.0-rc.1", "v3.5.4", "v3.5.3", "v3.5.2", "v3.5.1", "v3.5.0",
        "v3.4.2", "v3.4.1", "v3.4.0", "v3.3.0", "v3.2.1", "v3.2.0", "v3.1.0", "v3.0.0", "v2.9.4", "v2.9.3", "v2.9.0"]

LABELS = {
    "bug": ("bug", "#d73a4a"), "enhancement": ("enhancement", "#a2eeef"), "docs": ("documentation", "#0075ca"),
    "good-first-issue": ("good first issue", "#7057ff"), "help-wanted": ("help wanted", "#008672"),
    "perf": ("performance", "#fbca04"), "adapter-bun": ("adapter: bun", "#f9d0c4"), "adapter-deno": ("adapter: deno", "#c5def5"),
    "adapter-node": ("adapter: node", "#bfdadc"), "adapter-workers": ("adapter: workers", "#f29513"),
    "breaking": ("breaking change", "#b60205"), "question": ("question", "#d876e3"), "security": ("security", "#ee0701"),
    "streaming": ("streaming", "#1d76db"), "types": ("types", "#5319e7"), "needs-repro": ("needs repro", "#e99695"),
    "dependencies": ("dependencies", "#0366d6"), "duplicate": ("duplicate", "#cfd3d7"), "wontfix": ("wontfix", "#ffffff"),
    "triage": ("needs triage", "#ededed"), "middleware": ("middleware", "#0e8a16"), "ci": ("ci", "#c2e0c6"),
}

# Root of the repository: name, kind, last commit message, when.
ROOT = [
    (".github", "dir", "ci: run the test matrix on Node 22", "3 days ago"),
    ("benchmarks", "dir", "perf: compact static segments in the trie (#471)", "last week"),
    ("docs", "dir", "docs: adapter guide for Vercel Edge (#476)", "4 days ago"),
    ("examples", "dir", "examples: add a Deno KV todo API", "2 weeks ago"),
    ("src", "dir", "fix: answer HEAD requests without a body (#479)", "yesterday"),
    ("test", "dir", "fix: answer HEAD requests without a body (#479)", "yesterday"),
    (".editorconfig", "file", "chore: editorconfig for the docs folder", "last year"),
    (".gitignore", "file", "chore: ignore .wrangler and .vercel", "3 months ago"),
    ("CHANGELOG.md", "file", "chore(release): v3.6.1", "last week"),
    ("CODE_OF_CONDUCT.md", "file", "docs: adopt Contributor Covenant 2.1", "2 years ago"),
    ("CONTRIBUTING.md", "file", "docs: how to run the adapter tests locally", "2 months ago"),
    ("LICENSE", "file", "chore: update copyright year", "6 months ago"),
    ("README.md", "file", "docs: benchmarks table for June 2025", "4 days ago"),
    ("SECURITY.md", "file", "docs: security policy and supported versions", "last year"),
    ("biome.json", "file", "chore: migrate from eslint and prettier to biome (#455)", "last month"),
    ("package.json", "file", "chore(release): v3.6.1", "last week"),
    ("pnpm-lock.yaml", "file", "chore(deps): bump vitest from 3.1.4 to 3.2.2 (#477)", "4 days ago"),
    ("tsconfig.json", "file", "build: target ES2022 everywhere", "5 months ago"),
]
LAST_COMMIT = {"author": "ingrid-halvorsen", "message": "fix: answer HEAD requests without a body", "pr": 479,
               "sha": "9f3c2e1", "full_sha": "9f3c2e1b7d4a6085c2f1e93b0a7d5c8e4f216b90", "when": "yesterday",
               "checks": "8 / 8"}

# The whole tree, for the file view's tree (directories list their children).
TREE = {
    ".github": ["ISSUE_TEMPLATE", "workflows", "CODEOWNERS", "dependabot.yml", "pull_request_template.md"],
    ".github/ISSUE_TEMPLATE": ["bug_report.yml", "feature_request.yml", "config.yml"],
    ".github/workflows": ["ci.yml", "codeql.yml", "docs.yml", "release.yml"],
    "benchmarks": ["fixtures", "compare.ts", "README.md", "run.sh"],
    "benchmarks/fixtures": ["github-api.json", "static-routes.json"],
    "docs": ["adapters", "guide", "api.md", "index.md", "migration-v3.md", "streaming.md"],
    "docs/adapters": ["bun.md", "cloudflare.md", "deno.md", "lambda.md", "node.md", "vercel.md"],
    "docs/guide": ["context.md", "errors.md", "middleware.md", "params.md", "routing.md", "testing.md"],
    "examples": ["bun-hello", "cloudflare-kv", "deno-kv-todo", "node-express-migration"],
    "examples/bun-hello": ["index.ts", "package.json"],
    "examples/cloudflare-kv": ["src", "wrangler.toml", "package.json"],
    "examples/cloudflare-kv/src": ["index.ts"],
    "examples/deno-kv-todo": ["main.ts", "deno.json"],
    "examples/node-express-migration": ["server.ts", "package.json", "README.md"],
    "src": ["adapters", "middleware", "context.ts", "errors.ts", "index.ts", "params.ts", "response.ts", "router.ts",
            "trie.ts", "types.ts"],
    "src/adapters": ["bun.ts", "cloudflare.ts", "deno.ts", "lambda.ts", "node.ts", "vercel.ts"],
    "src/middleware": ["body-limit.ts", "compress.ts", "cors.ts", "etag.ts", "logger.ts", "rate-limit.ts",
                       "request-id.ts", "secure-headers.ts", "session.ts", "static.ts", "timing.ts"],
    "test": ["adapters", "context.test.ts", "cors.test.ts", "errors.test.ts", "etag.test.ts", "head.test.ts",
             "middleware.test.ts", "params.test.ts", "rate-limit.test.ts", "router.test.ts", "trie.test.ts"],
    "test/adapters": ["bun.test.ts", "deno.test.ts", "node.test.ts", "workers.test.ts"],
}

ROUTER_TS = '''import { Context } from "./context";
import { HTTPError, notFound, methodNotAllowed } from "./errors";
import { Trie, type Match } from "./trie";
import type { Handler, Method, Middleware, RouteOptions } from "./types";

const METHODS: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * A router maps a method and a path to a handler. Routes are stored in a radix trie, so a
 * lookup costs one walk over the path, whatever the number of routes.
 */
export class Router<Env = unknown> {
  #trie = new Trie<Handler<Env>>();
  #middleware: Middleware<Env>[] = [];
  #onError?: (err: unknown, c: Context<Env>) => Response | Promise<Response>;

  use(...middleware: Middleware<Env>[]): this {
    this.#middleware.push(...middleware);
    return this;
  }

  on(method: Method | Method[], path: string, handler: Handler<Env>, options: RouteOptions = {}): this {
    for (const m of Array.isArray(method) ? method : [method]) {
      this.#trie.insert(m, normalize(path, options), handler);
    }
    return this;
  }

  get(path: string, handler: Handler<Env>) { return this.on(["GET", "HEAD"], path, handler); }
  post(path: string, handler: Handler<Env>) { return this.on("POST", path, handler); }
  put(path: string, handler: Handler<Env>) { return this.on("PUT", path, handler); }
  patch(path: string, handler: Handler<Env>) { return this.on("PATCH", path, handler); }
  delete(path: string, handler: Handler<Env>) { return this.on("DELETE", path, handler); }

  onError(fn: (err: unknown, c: Context<Env>) => Response | Promise<Response>): this {
    this.#onError = fn;
    return this;
  }

  /** The fetch handler every runtime calls: `export default { fetch: router.fetch }`. */
  fetch = async (request: Request, env?: Env): Promise<Response> => {
    const url = new URL(request.url);
    const match: Match<Handler<Env>> | null = this.#trie.find(request.method as Method, url.pathname);
    const c = new Context<Env>(request, env as Env, match?.params ?? {});
    try {
      if (!match) {
        const allowed = METHODS.filter((m) => this.#trie.find(m, url.pathname));
        throw allowed.length ? methodNotAllowed(allowed) : notFound();
      }
      const response = await compose(this.#middleware, match.value)(c);
      return request.method === "HEAD" ? withoutBody(response) : response;
    } catch (err) {
      if (this.#onError) return this.#onError(err, c);
      if (err instanceof HTTPError) return err.toResponse();
      console.error(err);
      return new Response("Internal Server Error", { status: 500 });
    }
  };
}

function normalize(path: string, options: RouteOptions): string {
  if (!path.startsWith("/")) path = `/${path}`;
  if (options.strict) return path;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function compose<Env>(middleware: Middleware<Env>[], handler: Handler<Env>) {
  return (c: Context<Env>): Promise<Response> => {
    let index = -1;
    const dispatch = async (i: number): Promise<Response> => {
      if (i <= index) throw new Error("next() called more than once");
      index = i;
      const fn = i === middleware.length ? handler : middleware[i];
      return fn(c, () => dispatch(i + 1));
    };
    return dispatch(0);
  };
}

function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
'''

PACKAGE_JSON = '''{
  "name": "tern",
  "version": "3.6.1",
  "description": "Fast, typed HTTP routing for edge runtimes",
  "license": "MIT",
  "type": "module",
  "sideEffects": false,
  "exports": {
    ".": { "types": "./dist/index.d.ts", "import": "./dist/index.js" },
    "./middleware/*": { "types": "./dist/middleware/*.d.ts", "import": "./dist/middleware/*.js" },
    "./adapters/*": { "types": "./dist/adapters/*.d.ts", "import": "./dist/adapters/*.js" }
  },
  "files": ["dist"],
  "scripts": {
    "build": "tsup src/index.ts src/middleware/*.ts src/adapters/*.ts --format esm --dts",
    "test": "vitest run",
    "test:adapters": "vitest run test/adapters",
    "lint": "biome check .",
    "bench": "tsx benchmarks/compare.ts"
  },
  "devDependencies": {
    "@biomejs/biome": "^1.9.4",
    "@cloudflare/workers-types": "^4.20250604.0",
    "tsup": "^8.5.0",
    "tsx": "^4.19.4",
    "typescript": "^5.8.3",
    "vitest": "^3.2.2"
  },
  "engines": { "node": ">=18" }
}
'''


def _module_text(path: str) -> str:
    """Short, believable source for files no task reads closely (a middleware, a test, a doc)."""
    name = path.rsplit("/", 1)[-1]
    stem = name.split(".")[0]
    camel = re.sub(r"-(\w)", lambda m: m.group(1).upper(), stem)
    if path.startswith("src/middleware/"):
        return (f'import type {{ Middleware }} from "../types";\n\nexport interface {camel[0].upper() + camel[1:]}Options {{\n'
                f'  /** Skip the middleware for these paths. */\n  exclude?: string[];\n}}\n\n'
                f'/** The `{stem}` middleware. See docs/guide/middleware.md. */\n'
                f'export function {camel}(options: {camel[0].upper() + camel[1:]}Options = {{}}): Middleware {{\n'
                f'  const exclude = new Set(options.exclude ?? []);\n  return async (c, next) => {{\n'
                f'    if (exclude.has(c.url.pathname)) return next();\n    const response = await next();\n'
                f'    return response;\n  }};\n}}\n')
    if path.startswith("src/adapters/"):
        return (f'import type {{ Router }} from "../router";\n\n/** Serve a router on {stem}. */\n'
                f'export function serve(router: Router, options: {{ port?: number }} = {{}}) {{\n'
                f'  const port = options.port ?? 8787;\n  return {{ port, fetch: router.fetch }};\n}}\n')
    if name.endswith(".test.ts"):
        return (f'import {{ describe, expect, it }} from "vitest";\nimport {{ Router }} from "../src";\n\n'
                f'describe("{stem}", () => {{\n  it("responds to a matching route", async () => {{\n'
                f'    const router = new Router().get("/hello", (c) => c.text("hi"));\n'
                f'    const res = await router.fetch(new Request("http://localhost/hello"));\n'
                f'    expect(res.status).toBe(200);\n    expect(await res.text()).toBe("hi");\n  }});\n}});\n')
    if name.endswith(".md"):
        title = stem.replace("-", " ").capitalize()
        return f"# {title}\n\nThis page is part of the tern documentation, published at ternjs.dev.\n"
    if name.endswith((".yml", ".yaml")):
        return "# Managed by the tern maintainers; see CONTRIBUTING.md before editing.\n"
    return f"// {path}\n"


# README blocks: (kind, payload). Inline markup: `code`, **bold**, [text](href), #123 issue refs, @login mentions.
README = [
    ("h1", "tern"),
    ("badges", [("ci", "passing", "#3fb950"), ("npm", "v3.6.1", "#0969da"), ("coverage", "97%", "#3fb950"),
                ("bundle size", "4.1 kB", "#0969da"), ("license", "MIT", "#0969da")]),
    ("p", "**Fast, typed HTTP routing for edge runtimes.** One router, written against the web standard "
          "`Request` and `Response`, that runs unchanged on Node, Bun, Deno, Cloudflare Workers and Vercel Edge."),
    ("ul", ["Radix-trie routing: one walk over the path, whatever the number of routes",
            "Typed path params and search params inferred from the route string",
            "Middleware that composes like Koa's, with zero dependencies",
            "4.1 kB minified and gzipped, tree-shakeable adapters"]),
    ("h2", "Install"),
    ("code", "npm install tern\n# or\npnpm add tern\nbun add tern\ndeno add npm:tern"),
    ("h2", "Quick start"),
    ("code", 'import { Router } from "tern";\n\nconst router = new Router()\n  .get("/", (c) => c.text("Hello from tern"))\n'
             '  .get("/users/:id", (c) => c.json({ id: c.params.id }));\n\nexport default { fetch: router.fetch };'),
    ("p", "That file runs as is on Cloudflare Workers, Deno Deploy and Bun. For Node 18+, wrap it with the "
          "adapter: `import { serve } from \"tern/adapters/node\"`."),
    ("h2", "Routing"),
    ("p", "Routes are matched by method and path. Static segments win over params, params win over wildcards, "
          "and a trailing slash is ignored unless you pass `{ strict: true }`. See [the routing guide](docs/guide/routing.md)."),
    ("code", 'router.get("/files/*", serveStatic({ root: "./public" }));\nrouter.on(["GET", "POST"], "/graphql", graphql);'),
    ("h2", "Middleware"),
    ("p", "A middleware takes the context and `next`, and returns a `Response`. The built-in ones live under "
          "`tern/middleware/*`: cors, compress, etag, logger, rate-limit, request-id, secure-headers, session, static and timing."),
    ("h2", "Streaming"),
    ("p", "Streaming responses with backpressure are coming in 3.7; follow #482 for the pull request and #468 for the "
          "design discussion. Thanks to @jpereira for the review from the Node streams side."),
    ("h2", "Benchmarks"),
    ("table", [["Router", "Node 22 (req/s)", "Bun 1.2 (req/s)", "Workers p50"],
               ["tern 3.6", "118,402", "211,930", "0.21 ms"],
               ["hono 4.7", "112,875", "204,118", "0.23 ms"],
               ["itty-router 5", "97,310", "176,442", "0.25 ms"],
               ["express 5", "21,604", "38,927", "n/a"]]),
    ("p", "Measured on a 2024 MacBook Air (M3) with `oha -z 30s`, June 2025. Numbers are rough; run "
          "`pnpm bench` to reproduce them on your machine. Reproduction notes are in #451."),
    ("h2", "Contributing"),
    ("p", "Bug reports and pull requests are welcome. Please read the [contributing guide](CONTRIBUTING.md) and "
          "the [code of conduct](CODE_OF_CONDUCT.md) first. Issues labelled good first issue are a friendly place to start."),
    ("h2", "License"),
    ("p", "[MIT](LICENSE) © 2022-2025 Meridian Labs and contributors"),
]

# Issues: number, title, author, labels, opened, comments, state, assignee
ISSUES = [
    (486, "Router.fetch drops the Set-Cookie headers of a redirected response on Workers", "sakura-ito", ["bug", "adapter-workers"], "2 hours ago", 3, None),
    (485, "Support for `AbortSignal` on long-polling handlers", "rohan-gupta", ["enhancement", "triage"], "5 hours ago", 1, None),
    (484, "Docs: the Deno adapter page still shows the std/http import", "giulia-romano", ["docs", "good-first-issue"], "yesterday", 2, None),
    (483, "Typed search params lose optionality with `?` suffix", "minjun-choi", ["types", "bug"], "yesterday", 6, "hsato"),
    (481, "rate-limit: allow a custom key function per route", "cmendoza", ["middleware", "enhancement"], "2 days ago", 4, None),
    (480, "Bun.file() responses are buffered instead of streamed", "dvolkov", ["adapter-bun", "perf", "streaming"], "3 days ago", 9, "ingridh"),
    (478, "CORS preflight missing `Vary: Origin` when origin is a function", "ohaddad", ["security", "middleware"], "4 days ago", 5, "ohaddad"),
    (475, "Question: how do I share a database client across requests on Workers?", "ainov", ["question"], "5 days ago", 7, None),
    (474, "Trailing slash redirect loses the query string", "egeorgiou", ["bug", "good-first-issue"], "last week", 3, None),
    (473, "Add an OpenAPI export for typed routes", "ananya-iyer", ["enhancement", "help-wanted"], "last week", 18, None),
    (470, "Node adapter: `request.signal` is never aborted when the client disconnects", "jpereira", ["adapter-node", "bug", "streaming"], "last week", 11, "ingridh"),
    (468, "RFC: streaming responses with backpressure", "ingridh", ["streaming", "enhancement"], "2 weeks ago", 24, "ingridh"),
    (466, "etag middleware compares weak validators as strong", "mlindqvist", ["middleware", "bug"], "2 weeks ago", 2, None),
    (463, "Benchmarks on Deno 2.3 regressed by 8%", "weizhang", ["perf", "adapter-deno", "needs-repro"], "2 weeks ago", 5, "hsato"),
    (460, "Route groups with shared middleware", "cmendoza", ["enhancement"], "3 weeks ago", 13, None),
    (458, "WebSocket upgrade helper for Bun and Deno", "dvolkov", ["enhancement", "adapter-bun", "adapter-deno"], "3 weeks ago", 16, None),
    (456, "Error thrown in middleware after `next()` is swallowed", "pnovak", ["bug"], "last month", 4, "pnovak"),
    (451, "Publish the benchmark methodology", "camlaurent", ["docs", "perf"], "last month", 8, None),
    (449, "Lambda adapter: base64 bodies for binary content types", "rohang", ["enhancement", "help-wanted"], "last month", 6, None),
    (447, "Params with percent-encoded slashes are split", "ydemir", ["bug", "needs-repro"], "last month", 3, None),
    (444, "Session middleware: rotate the cookie on privilege change", "ohaddad", ["security", "middleware", "enhancement"], "last month", 5, None),
    (441, "Vercel Edge: `waitUntil` is not exposed on the context", "keishaw", ["enhancement"], "2 months ago", 2, None),
    (437, "Type error with `exactOptionalPropertyTypes` in context.ts", "minjun-choi", ["types"], "2 months ago", 1, None),
    (432, "Static middleware serves dotfiles by default", "ohaddad", ["security", "middleware"], "2 months ago", 9, "ohaddad"),
    (429, "Docs site: dark mode code blocks have low contrast", "gromano", ["docs"], "2 months ago", 2, None),
]
ISSUE_BODIES = {
    468: "Today a handler can return a ReadableStream, but nothing applies backpressure across the adapters. "
         "This RFC proposes `c.stream()` with a pull-based writer.",
    480: "With the Bun adapter, `c.body(Bun.file(path))` reads the whole file into memory before answering.",
    470: "When the client goes away, the Node adapter keeps the handler running; `request.signal` never fires.",
    451: "The README table has no methodology; let's publish the machine, the tool and the flags.",
    486: "A handler that sets two cookies and redirects loses both on Workers; Node and Bun keep them.",
}

# Pull requests: number, title, author, labels, opened, comments, status, checks (ok | fail | running), draft
PULLS = [
    (487, "chore(deps): bump @cloudflare/workers-types from 4.20250604.0 to 4.20250611.0", "dependabot", ["dependencies"], "3 hours ago", 0, "review", "running", False),
    (482, "Stream responses with a backpressure-aware ReadableStream writer", "ingrid-halvorsen", ["streaming", "enhancement"], "3 days ago", 15, "approved", "running", False),
    (479, "fix: answer HEAD requests without a body", "ingrid-halvorsen", ["bug"], "4 days ago", 5, "merged", "ok", False),
    (477, "chore(deps): bump vitest from 3.1.4 to 3.2.2", "dependabot", ["dependencies"], "5 days ago", 1, "merged", "ok", False),
    (476, "docs: adapter guide for Vercel Edge", "vcruz", ["docs"], "last week", 3, "approved", "ok", False),
    (472, "feat: typed search params", "hsato", ["types", "enhancement"], "last week", 21, "review", "fail", False),
    (471, "perf: compact static segments in the trie", "hsato", ["perf"], "last week", 7, "merged", "ok", False),
    (469, "fix(cors): add Vary: Origin for function origins", "ohaddad", ["security", "middleware"], "2 weeks ago", 4, "approved", "ok", False),
    (467, "feat(rate-limit): pluggable stores (memory, KV, Redis)", "cmendoza", ["middleware", "enhancement"], "2 weeks ago", 12, "review", "ok", False),
    (465, "WIP: WebSocket upgrade helper", "dvolkov", ["enhancement", "adapter-bun"], "2 weeks ago", 9, "draft", "fail", True),
    (462, "fix(node): abort request.signal on client disconnect", "jpereira", ["adapter-node", "bug"], "3 weeks ago", 6, "review", "ok", False),
    (459, "docs: migration guide from v2", "gromano", ["docs"], "3 weeks ago", 2, "approved", "ok", False),
    (457, "feat: route groups", "cmendoza", ["enhancement"], "last month", 18, "changes", "ok", False),
    (454, "test: run the adapter suite on Deno 2.3", "pnovak", ["ci", "adapter-deno"], "last month", 3, "review", "fail", False),
    (452, "feat(lambda): base64-encode binary bodies", "rohang", ["enhancement"], "last month", 5, "review", "ok", False),
    (448, "fix(params): keep encoded slashes inside a param", "ydemir", ["bug"], "last month", 8, "review", "ok", False),
    (445, "feat(session): rotate on privilege change", "ohaddad", ["security", "middleware"], "last month", 4, "draft", "ok", True),
    (440, "feat(vercel): expose waitUntil on the context", "keishaw", ["enhancement"], "2 months ago", 3, "review", "ok", False),
]

# PR #482: its checks (name, workflow event, finishes after ms in the "running" state, duration text)
CHECKS = [
    ("CI / lint", "pull_request", 0, "22s"),
    ("CI / typecheck", "pull_request", 0, "41s"),
    ("CI / test (node 18)", "pull_request", 2500, "1m 38s"),
    ("CI / test (node 20)", "pull_request", 3500, "1m 31s"),
    ("CI / test (node 22)", "pull_request", 5000, "1m 29s"),
    ("CI / test adapters (bun, deno, workers)", "pull_request", 6500, "2m 12s"),
    ("CodeQL / Analyze (javascript-typescript)", "pull_request", 7500, "2m 47s"),
    ("codecov/patch", "", 8000, "96.8% of diff hit (target 95.0%)"),
    ("Vercel - tern-docs", "", 8000, "Preview deployment ready"),
]

PR_COMMITS = [
    ("3b1d9a4", "ingrid-halvorsen", "feat(stream): pull-based writer over ReadableStream", "3 days ago"),
    ("c72e0f5", "ingrid-halvorsen", "feat(context): add c.stream() and c.sse()", "3 days ago"),
    ("e19b4c2", "ingrid-halvorsen", "test: backpressure and cancellation for the writer", "2 days ago"),
    ("5fa83d1", "ingrid-halvorsen", "fix(node): forward client disconnects to the stream", "2 days ago"),
    ("a6c40e8", "ingrid-halvorsen", "docs: streaming guide", "yesterday"),
    ("0d7e2b9", "ingrid-halvorsen", "review: rename highWaterMark option, drop the Bun workaround", "5 hours ago"),
    ("f48a1c3", "ingrid-halvorsen", "chore: changelog entry", "2 hours ago"),
]
COMMIT_DETAILS = {  # sha -> full sha, files changed, additions, deletions
    "3b1d9a4": ("3b1d9a4e2f0c6187d5a94b3e0c1f28a7d6e5b412", 2, 168, 0),
    "c72e0f5": ("c72e0f5a81d3b64e9f20c7a5d1e83b6f4a09c2d7", 2, 46, 3),
    "e19b4c2": ("e19b4c2d7a0f53e1b86c94d2a7f0e13c5b8d6a09", 1, 132, 0),
    "5fa83d1": ("5fa83d10c4e7b29a6f1d83e5c0b7a42d9e6f1c38", 1, 19, 4),
    "a6c40e8": ("a6c40e8f3b2d19c7e5a04f6b8d1c3e27a9f0b5d4", 1, 74, 0),
    "0d7e2b9": ("0d7e2b91a5c38f4d06e7b2a9c1d5f83e4b6a0c71", 3, 12, 15),
    "f48a1c3": ("f48a1c37e2d0b5a96c4f18e3d7b2a05c9e1f6d82", 1, 6, 0),
    "9f3c2e1": ("9f3c2e1b7d4a6085c2f1e93b0a7d5c8e4f216b90", 3, 24, 2),
}

STREAM_TS = '''import type { Context } from "./context";

export interface StreamOptions {
  /** Bytes buffered before write() waits for the reader (the stream's high-water mark). */
  highWaterMark?: number;
  /** Called once when the client goes away or the stream is cancelled. */
  onAbort?: (reason: unknown) => void;
}

/**
 * A writer over a ReadableStream that respects backpressure: write() resolves only when the
 * reader has room, so a slow client never makes the handler buffer the whole response.
 */
export class StreamWriter {
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #encoder = new TextEncoder();
  #waiting: (() => void) | null = null;
  #closed = false;
  readonly readable: ReadableStream<Uint8Array>;

  constructor(options: StreamOptions = {}) {
    const highWaterMark = options.highWaterMark ?? 16 * 1024;
    this.readable = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        pull: () => {
          this.#waiting?.();
          this.#waiting = null;
        },
        cancel: (reason) => {
          this.#closed = true;
          this.#waiting?.();
          options.onAbort?.(reason);
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark }),
    );
  }

  get closed(): boolean {
    return this.#closed;
  }

  async write(chunk: string | Uint8Array): Promise<void> {
    if (this.#closed) return;
    const bytes = typeof chunk === "string" ? this.#encoder.encode(chunk) : chunk;
    this.#controller.enqueue(bytes);
    if ((this.#controller.desiredSize ?? 0) <= 0) {
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
      });
    }
  }

  async writeln(line: string): Promise<void> {
    return this.write(`${line}\\n`);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#controller.close();
  }

  abort(reason?: unknown): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#controller.error(reason);
  }
}

/** Server-sent events on top of the writer: one `event:`/`data:` block per message. */
export class SSEWriter {
  constructor(private writer: StreamWriter) {}

  async send(data: string, event?: string, id?: string): Promise<void> {
    let block = "";
    if (event) block += `event: ${event}\\n`;
    if (id) block += `id: ${id}\\n`;
    for (const line of data.split("\\n")) block += `data: ${line}\\n`;
    await this.writer.write(`${block}\\n`);
  }

  async comment(text: string): Promise<void> {
    await this.writer.write(`: ${text}\\n\\n`);
  }
}

export function stream(
  c: Context,
  body: (writer: StreamWriter) => Promise<void>,
  options: StreamOptions = {},
): Response {
  const writer = new StreamWriter({ ...options, onAbort: options.onAbort ?? (() => c.abort()) });
  queueMicrotask(async () => {
    try {
      await body(writer);
      writer.close();
    } catch (err) {
      writer.abort(err);
    }
  });
  return new Response(writer.readable, {
    headers: { "content-type": "application/octet-stream", "transfer-encoding": "chunked" },
  });
}

export function sse(c: Context, body: (events: SSEWriter) => Promise<void>, options: StreamOptions = {}): Response {
  const response = stream(c, (writer) => body(new SSEWriter(writer)), options);
  response.headers.set("content-type", "text/event-stream; charset=utf-8");
  response.headers.set("cache-control", "no-cache");
  return response;
}
'''

STREAM_TEST = '''import { describe, expect, it, vi } from "vitest";
import { Router } from "../src";
import { StreamWriter } from "../src/stream";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

describe("StreamWriter", () => {
  it("writes strings and bytes in order", async () => {
    const writer = new StreamWriter();
    const done = readAll(writer.readable);
    await writer.write("hello ");
    await writer.write(new TextEncoder().encode("world"));
    writer.close();
    expect(await done).toBe("hello world");
  });

  it("waits for the reader once the high-water mark is reached", async () => {
    const writer = new StreamWriter({ highWaterMark: 4 });
    let resolved = false;
    const pending = writer.write("12345").then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    const reader = writer.readable.getReader();
    await reader.read();
    await pending;
    expect(resolved).toBe(true);
  });

  it("calls onAbort once when the reader cancels", async () => {
    const onAbort = vi.fn();
    const writer = new StreamWriter({ onAbort });
    await writer.readable.cancel("client went away");
    await writer.readable.cancel("again");
    expect(onAbort).toHaveBeenCalledTimes(1);
    expect(writer.closed).toBe(true);
  });

  it("ignores writes after close", async () => {
    const writer = new StreamWriter();
    const done = readAll(writer.readable);
    await writer.write("a");
    writer.close();
    await writer.write("b");
    expect(await done).toBe("a");
  });
});

describe("c.stream()", () => {
  it("streams a response from a handler", async () => {
    const router = new Router().get("/count", (c) =>
      c.stream(async (w) => {
        for (let i = 1; i <= 3; i++) await w.writeln(String(i));
      }),
    );
    const res = await router.fetch(new Request("http://localhost/count"));
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    expect(await res.text()).toBe("1\\n2\\n3\\n");
  });

  it("turns a thrown error into an aborted stream", async () => {
    const router = new Router().get("/boom", (c) =>
      c.stream(async (w) => {
        await w.write("partial");
        throw new Error("boom");
      }),
    );
    const res = await router.fetch(new Request("http://localhost/boom"));
    await expect(res.text()).rejects.toThrow("boom");
  });
});

describe("c.sse()", () => {
  it("frames events with event, id and data lines", async () => {
    const router = new Router().get("/events", (c) =>
      c.sse(async (events) => {
        await events.send("ready", "status", "1");
        await events.send("line one\\nline two");
      }),
    );
    const res = await router.fetch(new Request("http://localhost/events"));
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(await res.text()).toBe("event: status\\nid: 1\\ndata: ready\\n\\ndata: line one\\ndata: line two\\n\\n");
  });

  it("sends comments as keep-alives", async () => {
    const writer = new StreamWriter();
    const done = readAll(writer.readable);
    const { SSEWriter } = await import("../src/stream");
    await new SSEWriter(writer).comment("ping");
    writer.close();
    expect(await done).toBe(": ping\\n\\n");
  });
});
'''

STREAMING_MD = '''# Streaming responses

Handlers can stream a response instead of building it in memory. tern applies backpressure for
you: `write()` waits while the client is slower than your handler, so memory stays flat.

## c.stream()

```ts
router.get("/export.csv", (c) =>
  c.stream(async (w) => {
    await w.writeln("id,name,created_at");
    for await (const row of db.rows()) {
      await w.writeln(`${row.id},${row.name},${row.createdAt}`);
    }
  }),
);
```

If the handler throws, the stream is aborted and the client sees a truncated response. If the
client disconnects, `onAbort` runs and later writes are ignored.

## c.sse()

Server-sent events use the same writer, framed as `event:` / `id:` / `data:` blocks:

```ts
router.get("/events", (c) =>
  c.sse(async (events) => {
    await events.send("ready", "status");
    for await (const job of queue.watch()) await events.send(JSON.stringify(job), "job", job.id);
  }),
);
```

## Options

| option | default | meaning |
| --- | --- | --- |
| `highWaterMark` | 16 KiB | bytes buffered before `write()` waits |
| `onAbort` | aborts `c.signal` | called once when the client goes away |

## Runtimes

Every adapter supports streaming. On Node the adapter forwards the socket's `close` event to the
stream; on Workers and Deno the platform does it. Bun streams `Bun.file()` bodies directly.
'''

# Modified files: unified-diff hunks written as text (' ' context, '+' added, '-' removed, '@@ old,new' header).
ROUTER_DIFF = '''@@ 1,1
 import { Context } from "./context";
 import { HTTPError, notFound, methodNotAllowed } from "./errors";
+import { stream, sse, type StreamOptions } from "./stream";
 import { Trie, type Match } from "./trie";
 import type { Handler, Method, Middleware, RouteOptions } from "./types";
@@ 44,45
     try {
       if (!match) {
         const allowed = METHODS.filter((m) => this.#trie.find(m, url.pathname));
         throw allowed.length ? methodNotAllowed(allowed) : notFound();
       }
-      const response = await compose(this.#middleware, match.value)(c);
-      return request.method === "HEAD" ? withoutBody(response) : response;
+      const response = await compose(this.#middleware, match.value)(c);
+      if (request.method === "HEAD") {
+        // A streamed body must be cancelled, or the handler keeps writing into nowhere.
+        await response.body?.cancel("HEAD request");
+        return withoutBody(response);
+      }
+      return response;
     } catch (err) {
       if (this.#onError) return this.#onError(err, c);
       if (err instanceof HTTPError) return err.toResponse();
@@ 86,92
 function withoutBody(response: Response): Response {
   return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
 }
+
+export { stream, sse };
+export type { StreamOptions };
'''

CONTEXT_DIFF = '''@@ 1,1
 import type { Params } from "./types";
+import { sse, stream, type SSEWriter, type StreamOptions, type StreamWriter } from "./stream";
 
 export class Context<Env = unknown> {
   readonly url: URL;
+  readonly #abort = new AbortController();
   #headers = new Headers();
   #status = 200;
@@ 61,62
   json(data: unknown, status = this.#status): Response {
     this.#headers.set("content-type", "application/json; charset=utf-8");
     return new Response(JSON.stringify(data), { status, headers: this.#headers });
   }
+
+  /** Stream the response body; write() waits while the client is slower than the handler. */
+  stream(body: (writer: StreamWriter) => Promise<void>, options?: StreamOptions): Response {
+    return stream(this, body, options);
+  }
+
+  /** Server-sent events: `events.send(data, event?, id?)`. */
+  sse(body: (events: SSEWriter) => Promise<void>, options?: StreamOptions): Response {
+    return sse(this, body, options);
+  }
+
+  /** Aborted when the client disconnects or a streamed response is cancelled. */
+  get signal(): AbortSignal {
+    return this.#abort.signal;
+  }
+
+  abort(reason?: unknown): void {
+    this.#abort.abort(reason);
+  }
 
   redirect(location: string, status: 301 | 302 | 303 | 307 | 308 = 302): Response {
-    return new Response(null, { status, headers: { location } });
+    this.#headers.set("location", location);
+    return new Response(null, { status, headers: this.#headers });
   }
 }
'''

NODE_DIFF = '''@@ 18,18
   const server = createServer(async (req, res) => {
     const controller = new AbortController();
-    req.on("close", () => controller.abort());
+    // "close" also fires after a normal end; only a destroyed socket is a disconnect.
+    res.on("close", () => {
+      if (!res.writableFinished) controller.abort(new Error("client disconnected"));
+    });
     const request = toRequest(req, controller.signal);
     const response = await router.fetch(request, env);
     res.writeHead(response.status, Object.fromEntries(response.headers));
     if (!response.body) return res.end();
-    for await (const chunk of response.body) res.write(chunk);
-    res.end();
+    const reader = response.body.getReader();
+    controller.signal.addEventListener("abort", () => reader.cancel(controller.signal.reason));
+    for (;;) {
+      const { done, value } = await reader.read();
+      if (done) break;
+      // Respect the socket's own backpressure: wait for "drain" when the kernel buffer is full.
+      if (!res.write(value)) await new Promise((resolve) => res.once("drain", resolve));
+    }
+    res.end();
   });
   server.listen(port);
   return server;
'''

BUN_DIFF = '''@@ 9,9
 export function serve(router: Router, options: { port?: number } = {}) {
   return Bun.serve({
     port: options.port ?? 3000,
-    fetch: async (request) => {
-      const response = await router.fetch(request);
-      // Bun < 1.1 could not stream a ReadableStream body; buffer it.
-      if (response.body && Bun.version.startsWith("1.0")) return new Response(await response.arrayBuffer(), response);
-      return response;
-    },
+    fetch: (request) => router.fetch(request),
   });
 }
'''

PACKAGE_DIFF = '''@@ 9,9
     ".": { "types": "./dist/index.d.ts", "import": "./dist/index.js" },
+    "./stream": { "types": "./dist/stream.d.ts", "import": "./dist/stream.js" },
     "./middleware/*": { "types": "./dist/middleware/*.d.ts", "import": "./dist/middleware/*.js" },
     "./adapters/*": { "types": "./dist/adapters/*.d.ts", "import": "./dist/adapters/*.js" }
@@ 16,17
   "scripts": {
-    "build": "tsup src/index.ts src/middleware/*.ts src/adapters/*.ts --format esm --dts",
+    "build": "tsup src/index.ts src/stream.ts src/middleware/*.ts src/adapters/*.ts --format esm --dts",
     "test": "vitest run",
'''

CHANGELOG_DIFF = '''@@ 1,1
 # Changelog
 
+## Unreleased
+
+- **feat:** `c.stream()` and `c.sse()` stream responses with backpressure (#482, closes #468).
+- **fix(node):** a client disconnect now aborts `c.signal` and cancels the stream (#470).
+
 ## 3.6.1 (2025-06-04)
 
'''


def _added(text: str) -> str:
    return "@@ 0,1\n" + "".join("+" + line + "\n" for line in text.rstrip("\n").split("\n"))


def _parse_diff(text: str) -> list:
    """Hunks as lists of rows: [kind, old line no, new line no, text] with kind in ' +-' (or '@' header)."""
    hunks = []
    old = new = 0
    for raw in text.rstrip("\n").split("\n"):
        if raw.startswith("@@"):
            old, new = (int(x) for x in raw[3:].split(","))
            hunks.append({"old": old, "new": new, "rows": []})
            continue
        kind, body = raw[:1] or " ", raw[1:]
        row = [kind, old if kind != "+" else None, new if kind != "-" else None, body]
        if kind != "+":
            old += 1
        if kind != "-":
            new += 1
        hunks[-1]["rows"].append(row)
    return hunks


# Files changed in #482, in GitHub's order (by path): path, slug, status, diff text, collapsed-as-large
PR_FILES = [
    ("CHANGELOG.md", "changelog", "modified", CHANGELOG_DIFF, False),
    ("docs/streaming.md", "docs-streaming", "added", _added(STREAMING_MD), False),
    ("package.json", "package-json", "modified", PACKAGE_DIFF, False),
    ("pnpm-lock.yaml", "pnpm-lock", "modified", None, True),
    ("src/adapters/bun.ts", "adapter-bun", "modified", BUN_DIFF, False),
    ("src/adapters/node.ts", "adapter-node", "modified", NODE_DIFF, False),
    ("src/context.ts", "context", "modified", CONTEXT_DIFF, False),
    ("src/router.ts", "router", "modified", ROUTER_DIFF, False),
    ("src/stream.ts", "stream", "added", _added(STREAM_TS), False),
    ("test/stream.test.ts", "stream-test", "added", _added(STREAM_TEST), False),
]
LOCK_DIFF = '''@@ 2104,2104
   /vitest@3.2.2:
     resolution: {integrity: sha512-2bzjFqd0aB3XvXc7q2yT8t0VbKcq0P9rUHr7Yb9sQe2m0K7x1yJ9u3mXQ==}
+  /web-streams-polyfill@4.1.0:
+    resolution: {integrity: sha512-A3ezZ8t6o1pd8Jq3kV0tY2Gm9e8nCz5rS7pQ4vLw1bX0kYhT2uJf6NcR==}
+    engines: {node: '>= 8'}
+    dev: true
'''

# Review threads on the diff: slug, file slug, new line number (or old with side), author, body, replies, resolved
REVIEW_THREADS = [
    ("highwatermark", "stream", 22, "jpereira",
     "16 KiB matches Node's default for byte streams, good. Could we document that the unit is bytes? "
     "`highWaterMark` on a default strategy counts chunks, which trips people up.",
     [("ingrid-halvorsen", "Done in 0d7e2b9, the option's comment says bytes now and the guide has a table.")], True),
    ("pull-resolve", "stream", 29, "hsato",
     "Nit: if `pull` is called before the first `write()` waits, `#waiting` is null and this is a no-op, "
     "which is fine, but a short comment would help the next reader.", [], False),
    ("cancel-twice", "stream", 33, "jpereira",
     "`cancel` can run after `close()` when the reader cancels late. `onAbort` would then fire for a stream "
     "that finished normally. Check `#closed` first?",
     [("ingrid-halvorsen", "Good catch. The test `calls onAbort once when the reader cancels` covers the double cancel, "
                           "but not cancel-after-close. Adding one."),
      ("jpereira", "Thanks! Happy with that.")], False),
    ("drain", "adapter-node", 31, "jpereira",
     "This is the important part for Node: without waiting for `drain` we were buffering the whole body in "
     "userland. Nice.", [], False),
    ("head-cancel", "router", 51, "kmensah",
     "Can we add a test for HEAD on a streamed route? I want to be sure the handler stops writing.",
     [("ingrid-halvorsen", "Added in e19b4c2 as part of the writer tests, I'll move it to head.test.ts.")], False),
]

# The conversation timeline of #482 (kinds: comment, commits, review, event, bot). Items between
# `hidden_from` and `hidden_to` are folded behind "N hidden items / Load more...", as GitHub folds
# long timelines.
TIMELINE = [
    ("comment", {"slug": "opening", "author": "ingrid-halvorsen", "when": "3 days ago", "body": [
        "This adds `c.stream()` and `c.sse()`, as proposed in #468. The writer is pull-based: `write()` resolves "
        "only when the reader has room, so a slow client no longer makes a handler buffer the whole response.",
        "**What changes**",
        "- `src/stream.ts`: `StreamWriter` and `SSEWriter` over a `ReadableStream` with a byte-length strategy",
        "- `Context#stream`, `Context#sse`, `Context#signal`",
        "- Node adapter: waits for `drain` and forwards client disconnects (fixes #470)",
        "- Bun adapter: drops the 1.0 buffering workaround (Bun 1.1+ streams natively, see #480)",
        "**Benchmarks**: streaming a 200 MB CSV on Node 22 now peaks at 38 MB RSS instead of 412 MB.",
        "Closes #468"], "reactions": [("+1", 12), ("rocket", 5), ("eyes", 2)]}),
    ("event", {"kind": "label", "actor": "ingrid-halvorsen", "labels": ["streaming", "enhancement"], "when": "3 days ago"}),
    ("event", {"kind": "review_requested", "actor": "ingrid-halvorsen", "who": ["jpereira", "hsato"], "when": "3 days ago"}),
    ("commits", {"when": "3 days ago", "shas": ["3b1d9a4", "c72e0f5"]}),
    ("bot", {"slug": "vercel", "author": "vercel", "when": "3 days ago", "body": [
        "The latest updates on your projects. Learn more about Vercel for Git.",
        "tern-docs: Ready (Inspect / Preview), updated Jun 8, 2025 4:12pm UTC"]}),
    ("comment", {"slug": "camille-bench", "author": "camille-laurent", "when": "3 days ago", "body": [
        "Ran the CSV export from our app on this branch: memory is flat at ~40 MB on a 1 GB export. Lovely. "
        "Throughput is within 2% of buffered on Node 22."], "reactions": [("heart", 4)]}),
    ("commits", {"when": "2 days ago", "shas": ["e19b4c2", "5fa83d1"]}),
    ("comment", {"slug": "dvolkov-bun", "author": "dmitri-volkov", "when": "2 days ago", "body": [
        "Confirming #480 goes away with the Bun change: `Bun.file()` bodies stream straight through now."],
        "reactions": [("+1", 3)]}),
    ("event", {"kind": "cross_ref", "actor": "dmitri-volkov", "issue": 480, "when": "2 days ago"}),
    ("comment", {"slug": "ananya-sse", "author": "ananya-iyer", "when": "2 days ago", "body": [
        "Would love `retry:` support in `SSEWriter.send()` for reconnect hints, but happy for that to be a follow-up."],
        "reactions": []}),
    ("review", {"slug": "jpereira-review", "author": "jpereira", "state": "commented", "when": "2 days ago",
                "body": "Looks great from the Node streams side. A few comments, mostly about cancellation order.",
                "threads": ["highwatermark", "cancel-twice", "drain"]}),
    ("review", {"slug": "hsato-review", "author": "hsato", "state": "commented", "when": "yesterday",
                "body": "Read through the trie-facing parts; no perf concerns.", "threads": ["pull-resolve"]}),
    ("commits", {"when": "yesterday", "shas": ["a6c40e8"]}),
    ("review", {"slug": "kmensah-review", "author": "kmensah", "state": "changes", "when": "yesterday",
                "body": "One blocker: HEAD on a streamed route needs a test. Otherwise this is ready.",
                "threads": ["head-cancel"]}),
    ("commits", {"when": "5 hours ago", "shas": ["0d7e2b9", "f48a1c3"]}),
    ("bot", {"slug": "codecov", "author": "codecov", "when": "2 hours ago", "body": [
        "All modified and coverable lines are covered by tests.",
        "Project coverage is 97.12%. Comparing base (9f3c2e1) to head (f48a1c3)."]}),
    ("comment", {"slug": "ingrid-ready", "author": "ingrid-halvorsen", "when": "2 hours ago", "body": [
        "@kmensah HEAD test added, and the cancel-after-close case @jpereira found is covered. Ready for another look."],
        "reactions": [("+1", 2)]}),
    ("review", {"slug": "kmensah-approve", "author": "kmensah", "state": "approved", "when": "1 hour ago",
                "body": "HEAD test looks right and the cancel case is covered. Approving.", "threads": []}),
]
TIMELINE_HIDDEN = (5, 10)  # items [5, 10) are folded until "Load more..." is clicked


def build(seed: int) -> dict:
    rng = random.Random(seed)
    people = {}
    by_avatar = {}
    for aid, login, name, bio, company, location in PEOPLE:
        people[login] = {"login": login, "name": name, "bio": bio, "company": company,
                         "location": location, "followers": rng.randint(40, 2400), "following": rng.randint(5, 180),
                         "repos": rng.randint(8, 90)}
        by_avatar[aid] = login
    for login, (name, color) in BOTS.items():
        people[login] = {"login": login, "name": name, "bot": True, "color": color}

    def who(x):  # PEOPLE rows name people by avatar id; bots and logins pass through
        return by_avatar.get(x, x)

    issues = []
    for n, title, author, labels, opened, comments, assignee in ISSUES:
        issues.append({"n": n, "title": title, "author": who(author), "labels": labels, "opened": opened,
                       "comments": comments, "assignee": assignee, "body": ISSUE_BODIES.get(n, "")})
    pulls = []
    for n, title, author, labels, opened, comments, status, checks, draft in PULLS:
        pulls.append({"n": n, "title": title, "author": who(author), "labels": labels, "opened": opened,
                      "comments": comments, "status": status, "checks": checks, "draft": draft})

    leaves = [f"{d}/{k}" for d, kids in TREE.items() for k in kids] + [r[0] for r in ROOT if r[1] == "file"]
    files = {path: {"path": path, "text": _module_text(path)} for path in leaves if path not in TREE}
    files["src/router.ts"]["text"] = ROUTER_TS
    files["package.json"] = {"path": "package.json", "text": PACKAGE_JSON}

    pr_files = []
    for path, slug, status, diff, large in PR_FILES:
        hunks = _parse_diff(diff if diff else LOCK_DIFF)
        adds = sum(1 for h in hunks for r in h["rows"] if r[0] == "+")
        dels = sum(1 for h in hunks for r in h["rows"] if r[0] == "-")
        if large:
            adds, dels = 412, 96  # the lock file's real churn; its diff is folded as "Large diffs are not rendered"
        pr_files.append({"path": path, "slug": slug, "status": status, "hunks": hunks, "large": large,
                         "additions": adds, "deletions": dels})

    threads = {}
    for slug, file_slug, line, author, body, replies, resolved in REVIEW_THREADS:
        threads[slug] = {"slug": slug, "file": file_slug, "line": line, "author": who(author), "body": body,
                         "replies": [{"author": who(a), "body": b} for a, b in replies], "resolved": resolved}

    timeline = []
    for kind, item in TIMELINE:
        item = dict(item)
        if "author" in item:
            item["author"] = who(item["author"])
        timeline.append({"kind": kind, **item})

    return {
        "me": by_avatar[ME],
        "repo": REPO,
        "people": people,
        "branches": BRANCHES,
        "tags": TAGS,
        "labels": {k: {"name": v[0], "color": v[1]} for k, v in LABELS.items()},
        "root": [{"name": n, "kind": k, "message": m, "when": w} for n, k, m, w in ROOT],
        "last_commit": dict(LAST_COMMIT, author=who(LAST_COMMIT["author"])),
        "tree": TREE,
        "files": files,
        "readme": [list(b) for b in README],
        "issues": issues,
        "pulls": pulls,
        "contributors": [who(p[0]) for p in PEOPLE[:14]],
        "contributors_total": 164,
        "pr": {
            "n": 482, "title": "Stream responses with a backpressure-aware ReadableStream writer",
            "author": who("ingrid-halvorsen"), "base": "main", "head": "feat/streaming-responses",
            "opened": "3 days ago", "commits": [{"sha": s, "author": who(a), "message": m, "when": w} for s, a, m, w in PR_COMMITS],
            "checks": [{"name": n, "event": e, "finish_ms": f, "summary": d} for n, e, f, d in CHECKS],
            "files": pr_files, "threads": threads, "timeline": timeline, "hidden": list(TIMELINE_HIDDEN),
            "reviewers": [("jpereira", "commented"), ("hsato", "commented"), ("kmensah", "approved")],
            "assignees": ["ingridh"], "labels": ["streaming", "enhancement"], "milestone": "v3.7.0",
            "linked": [468, 470],
            "participants": ["ingridh", "jpereira", "hsato", "kmensah", "camlaurent", "dvolkov", "ananya-iyer"],
        },
        "commit_details": {s: {"full": f, "files": n, "additions": a, "deletions": d} for s, (f, n, a, d) in COMMIT_DETAILS.items()},
    }
