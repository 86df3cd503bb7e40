"""Source text of the mockup repository's non-Python files."""

README = '''# payments-service

Ledgerline's billing and payments API: invoices, late fees, refunds and the Stripe
webhooks that settle them. FastAPI on Python 3.12, Postgres 16, Redis and Celery.

## Getting started

```bash
uv sync --all-extras
cp .env.example .env
docker compose up -d postgres redis
uv run alembic upgrade head
uv run uvicorn payments.main:app --reload
```

The API is then at http://127.0.0.1:8000 and its docs at http://127.0.0.1:8000/docs.

## Tests

```bash
uv run pytest                 # unit and integration tests
uv run pytest -m "not slow"   # skip the Stripe sandbox tests
uv run ruff check . && uv run mypy src
```

## Layout

| folder | what |
| --- | --- |
| `src/payments/api` | routes, dependencies and error handlers |
| `src/payments/services` | billing, ledger, currency, notifications, Stripe |
| `src/payments/workers` | Celery app and the nightly dunning job |
| `migrations` | Alembic migrations |
| `docs` | architecture, ADRs, API notes and runbooks |

## Conventions

- Money is always integer minor units (`Money(cents, currency)`), see ADR 0002.
- Every write endpoint accepts an `Idempotency-Key` header, see ADR 0003.
- Webhooks go out through the outbox table, never inline, see ADR 0004.

Owners: #team-payments (Amara Okafor, Kenji Watanabe). On call: see the runbooks.
'''

INCIDENT = '''# Incident response: payments-service

This runbook is for the on-call engineer of #team-payments. Read it once before
your first shift, and keep it open during an incident.

## Severity levels

| level | meaning | response |
| --- | --- | --- |
| SEV1 | customers cannot pay or are charged twice | page immediately, all hands |
| SEV2 | late fees, refunds or webhooks delayed more than 1 hour | page the primary |
| SEV3 | one customer affected, a workaround exists | ticket, next business day |

## First five minutes

1. Acknowledge the page in PagerDuty so the secondary is not paged.
2. Open the Payments overview dashboard in Grafana and note the time the graphs change.
3. Post in #incident-payments: what you see, the severity you think it is, who you are.
4. Check the last deploy: `gh run list --workflow deploy.yml --limit 5`.
5. If a deploy in the last hour lines up with the graphs, roll it back first and ask later.

## Rolling back

```bash
gh workflow run deploy.yml -f ref=<previous tag> -f environment=production
```

A rollback takes about six minutes. Database migrations are written to be backward
compatible for one release, so rolling back the code is safe without a downgrade.
Never run `alembic downgrade` in production without a second reviewer.

## Stripe is down or slow

- Check https://status.stripe.com and the `stripe_request_seconds` panel.
- The client retries connection errors three times with backoff (`utils/retry.py`).
- Payment intents are created with our idempotency key, so retries never double charge.
- If Stripe is down for more than 15 minutes, pause the dunning job:
  `uv run python -m payments.workers.dunning --pause`.
- See the separate stripe-outage runbook for the customer message templates.

## Late fees charged twice

This happened once (INC-2291, October 2025) after a retried dunning run.

1. Find the affected invoices:
   `select number from invoices where late_fee_applied_on = current_date group by number having count(*) > 1;`
2. Pause the dunning job (see above).
3. For each invoice, remove the duplicate late-fee line with the admin CLI:
   `uv run python scripts/backfill_late_fees.py --remove-duplicates --invoice <number>`
4. Post a ledger correction for each removed fee; the CLI prints the entries it made.
5. Ask support to send the "fee corrected" email template to the customers.

## Webhooks are not arriving

- Look at the outbox lag panel. More than 500 pending rows means the relay is stuck.
- Restart the relay worker: `kubectl rollout restart deploy/payments-outbox-relay -n payments`.
- Customers can replay missed events from the dashboard; tell support before they ask.

## Database

- Connections are pooled by PgBouncer; `too many connections` means the pool is full,
  not the database. Scale the API down before scaling PgBouncer up.
- Long-running queries: `select pid, now() - query_start, query from pg_stat_activity order by 2 desc;`
- Never run `VACUUM FULL` on `ledger_entries` during business hours (it locks the table).

## Communication

- Update #incident-payments every 30 minutes, even if nothing changed.
- For SEV1, the incident commander writes the status page update; on-call does not.
- Customer-facing wording goes through support (Lucía Romero leads the rota this quarter).

## Escalation contacts

| who | role | how |
| --- | --- | --- |
| Amara Okafor | payments tech lead | PagerDuty "payments-secondary" |
| Kenji Watanabe | database owner | PagerDuty "data-platform" |
| Sofia Lindqvist | engineering manager | phone, see the on-call sheet |
| Rafael Ortiz | finance operations | #finance-ops, business hours |

Open the [payments escalation policy in PagerDuty](https://ledgerline.pagerduty.com/escalation_policies/P7Q2K9L)
if nobody answers within 15 minutes.

## After the incident

- Write the post-incident review within five business days (template in Confluence).
- File follow-up tickets with the `incident-followup` label and link them from the review.
- Thank the people who helped, by name, in #team-payments.
'''

PYPROJECT = '''[project]
name = "payments-service"
version = "2.14.0"
description = "Ledgerline billing and payments API"
requires-python = ">=3.12"
dependencies = [
    "fastapi>=0.115",
    "uvicorn[standard]>=0.30",
    "pydantic>=2.9",
    "pydantic-settings>=2.5",
    "sqlalchemy>=2.0.35",
    "psycopg[binary]>=3.2",
    "alembic>=1.13",
    "celery[redis]>=5.4",
    "stripe>=10.12",
    "structlog>=24.4",
]

[project.optional-dependencies]
dev = [
    "pytest>=8.3",
    "pytest-cov>=5.0",
    "factory-boy>=3.3",
    "httpx>=0.27",
    "ruff>=0.7",
    "mypy>=1.12",
]

[tool.pytest.ini_options]
testpaths = ["tests"]
pythonpath = ["src", "."]
markers = ["slow: talks to the Stripe sandbox"]
addopts = "-ra --strict-markers"

[tool.ruff]
line-length = 100
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "SIM"]

[tool.mypy]
python_version = "3.12"
strict = true
plugins = ["pydantic.mypy"]

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"
'''

LAUNCH = '''{
    // Use IntelliSense to learn about possible attributes.
    "version": "0.2.0",
    "configurations": [
        {
            "name": "Python: FastAPI",
            "type": "debugpy",
            "request": "launch",
            "module": "uvicorn",
            "args": ["payments.main:app", "--reload", "--port", "8000"],
            "envFile": "${workspaceFolder}/.env",
            "jinja": true
        },
        {
            "name": "Python: Dunning job",
            "type": "debugpy",
            "request": "launch",
            "module": "payments.workers.dunning",
            "args": ["--dry-run"],
            "envFile": "${workspaceFolder}/.env"
        },
        {
            "name": "Python: Debug Tests",
            "type": "debugpy",
            "request": "launch",
            "purpose": ["debug-test"],
            "console": "integratedTerminal",
            "justMyCode": false
        }
    ]
}
'''

SETTINGS_JSON = '''{
    "python.testing.pytestEnabled": true,
    "python.testing.pytestArgs": ["tests"],
    "python.analysis.typeCheckingMode": "standard",
    "[python]": {
        "editor.defaultFormatter": "charliermarsh.ruff",
        "editor.formatOnSave": true,
        "editor.codeActionsOnSave": {
            "source.organizeImports": "explicit"
        }
    },
    "files.exclude": {
        "**/__pycache__": true,
        "**/.pytest_cache": true
    }
}
'''

EXTENSIONS_JSON = '''{
    "recommendations": [
        "ms-python.python",
        "ms-python.vscode-pylance",
        "charliermarsh.ruff",
        "tamasfe.even-better-toml",
        "ms-azuretools.vscode-docker"
    ]
}
'''

CI = '''name: ci

on:
  pull_request:
  push:
    branches: [main]

jobs:
  test:
    runs-on: ubuntu-24.04
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_USER: payments
          POSTGRES_PASSWORD: payments
        ports: ["5432:5432"]
      redis:
        image: redis:7
        ports: ["6379:6379"]
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v3
      - run: uv sync --all-extras
      - run: uv run ruff check .
      - run: uv run mypy src
      - run: uv run alembic upgrade head
      - run: uv run pytest -m "not slow" --cov=payments --cov-report=xml
'''

DOCKERFILE = '''FROM python:3.12-slim AS base
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app

COPY --from=ghcr.io/astral-sh/uv:0.4 /uv /usr/local/bin/uv
COPY pyproject.toml uv.lock ./
RUN uv sync --frozen --no-dev --no-install-project

COPY src ./src
COPY migrations ./migrations
COPY alembic.ini ./
RUN uv sync --frozen --no-dev

EXPOSE 8000
CMD ["uv", "run", "uvicorn", "payments.main:app", "--host", "0.0.0.0", "--port", "8000"]
'''

COMPOSE = '''services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: payments
      POSTGRES_PASSWORD: payments
      POSTGRES_DB: payments
    ports:
      - "5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data
  redis:
    image: redis:7
    ports:
      - "6379:6379"
  worker:
    build: .
    command: uv run celery -A payments.workers.celery_app worker -l info
    env_file: .env
    depends_on: [postgres, redis]

volumes:
  pgdata:
'''

ADR_0003 = '''# ADR 0003: Idempotency keys on every write endpoint

- Status: accepted
- Date: 2025-06-04
- Deciders: Amara Okafor, Kenji Watanabe, Priya Raman

## Context

Clients retry POST requests after timeouts. Without a key, a retried
`POST /v1/invoices` creates a second invoice, and a retried refund refunds twice.

## Decision

Every write endpoint accepts an `Idempotency-Key` header (at most 64 characters).
The first response for a key is stored for 24 hours and returned for any retry with
the same key and the same customer. A key reused for another customer is a 409.

## Consequences

- Clients must generate a new key per logical operation (we recommend UUIDv4).
- The `idempotency_keys` table grows by about 40k rows a day; a nightly job prunes it.
'''

CHANGELOG = '''# Changelog

## 2.14.0 (unreleased)

- Late fees: 1.5% per started month, capped at 25.00, after a 7-day grace period.
- `POST /v1/invoices/{number}/late-fee` applies the fee on demand (finance ops).
- Dunning job sends the "invoice-overdue" email with the fee on the invoice.

## 2.13.2 (2026-02-24)

- Fix: refunds in JPY were rounded to cents.
- Stripe client retries rate-limit errors as well as connection errors.

## 2.13.0 (2026-02-10)

- Plan changes are prorated by day (`prorate_plan_change`).
- Webhook relay moved to the outbox table (ADR 0004).
'''

ENV_EXAMPLE = '''PAYMENTS_ENVIRONMENT=development
PAYMENTS_DATABASE_URL=postgresql+psycopg://payments:payments@localhost:5432/payments
PAYMENTS_REDIS_URL=redis://localhost:6379/0
PAYMENTS_STRIPE_API_KEY=sk_test_replace_me
PAYMENTS_STRIPE_WEBHOOK_SECRET=whsec_replace_me
PAYMENTS_GRACE_PERIOD_DAYS=7
PAYMENTS_LOG_LEVEL=DEBUG
'''

GITIGNORE = '''__pycache__/
*.py[cod]
.venv/
.env
.pytest_cache/
.mypy_cache/
.ruff_cache/
coverage.xml
htmlcov/
dist/
'''

MAKEFILE = '''.PHONY: dev test lint migrate

dev:
\tuv run uvicorn payments.main:app --reload

test:
\tuv run pytest -m "not slow"

lint:
\tuv run ruff check . && uv run mypy src

migrate:
\tuv run alembic upgrade head
'''
