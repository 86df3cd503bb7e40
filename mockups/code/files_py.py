"""Source text of the mockup repository's Python files (ledgerline payments-service)."""

BILLING = '''"""Invoice totals, late fees and proration for the billing cycle.

The billing service turns a customer's usage for a period into an invoice,
applies discounts and tax, and charges late fees once the grace period ends.
Amounts are integer minor units (cents) everywhere; see ADR 0002.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from typing import Iterable, Sequence

from payments.config import settings
from payments.db.repositories import InvoiceRepository, LedgerRepository
from payments.models.customer import Customer
from payments.models.invoice import Invoice, InvoiceLine, InvoiceStatus
from payments.services.currency import CurrencyConverter
from payments.services.ledger import LedgerEntry, post_entry
from payments.services.notifications import notify_invoice_overdue
from payments.utils.money import Money, round_half_even

logger = logging.getLogger(__name__)

LATE_FEE_RATE = Decimal("0.015")
MAX_LATE_FEE_CENTS = 25_00
GRACE_PERIOD = timedelta(days=settings.grace_period_days)
TAX_EXEMPT_REGIONS = frozenset({"DE-BY", "US-OR", "US-MT", "US-NH"})


class BillingError(Exception):
    """Base class for billing failures that should not be retried."""


class InsufficientFundsError(BillingError):
    def __init__(self, customer_id: str, needed: Money) -> None:
        super().__init__(f"customer {customer_id} cannot cover {needed}")
        self.customer_id = customer_id
        self.needed = needed


class InvoiceAlreadyFinalizedError(BillingError):
    pass


@dataclass(frozen=True)
class UsageRecord:
    sku: str
    quantity: int
    unit_price: Money
    period_start: date
    period_end: date


@dataclass
class InvoiceDraft:
    customer: Customer
    lines: list[InvoiceLine] = field(default_factory=list)
    discount_cents: int = 0
    notes: str | None = None

    @property
    def subtotal(self) -> Money:
        total = sum(line.amount.cents for line in self.lines)
        return Money(total, self.customer.currency)


class BillingService:
    """Builds, finalizes and settles invoices for one billing run."""

    def __init__(
        self,
        invoices: InvoiceRepository,
        ledger: LedgerRepository,
        converter: CurrencyConverter,
        *,
        today: date | None = None,
    ) -> None:
        self._invoices = invoices
        self._ledger = ledger
        self._converter = converter
        self._today = today or datetime.now(timezone.utc).date()

    def build_draft(self, customer: Customer, usage: Iterable[UsageRecord]) -> InvoiceDraft:
        draft = InvoiceDraft(customer=customer)
        for record in usage:
            line = self._line_for(record, customer)
            if line.amount.cents == 0:
                logger.debug("skipping zero line %s for %s", record.sku, customer.id)
                continue
            draft.lines.append(line)
        draft.discount_cents = self._discount_for(customer, draft.subtotal)
        return draft

    def _line_for(self, record: UsageRecord, customer: Customer) -> InvoiceLine:
        price = record.unit_price
        if price.currency != customer.currency:
            price = self._converter.convert(price, customer.currency)
        amount = Money(price.cents * record.quantity, customer.currency)
        return InvoiceLine(
            sku=record.sku,
            description=f"{record.sku} x {record.quantity}",
            amount=amount,
            period_start=record.period_start,
            period_end=record.period_end,
        )

    def _discount_for(self, customer: Customer, subtotal: Money) -> int:
        if customer.discount_percent <= 0:
            return 0
        discount = subtotal.cents * customer.discount_percent // 100
        return min(discount, subtotal.cents)

    def calculate_tax(self, draft: InvoiceDraft) -> Money:
        """Tax on the discounted subtotal, rounded half-even per line."""
        region = draft.customer.tax_region
        if region in TAX_EXEMPT_REGIONS or draft.customer.tax_exempt:
            return Money(0, draft.customer.currency)
        rate = settings.tax_rates.get(region, settings.default_tax_rate)
        taxable = draft.subtotal.cents - draft.discount_cents
        return Money(round_half_even(taxable * rate), draft.customer.currency)

    def finalize(self, draft: InvoiceDraft) -> Invoice:
        tax = self.calculate_tax(draft)
        total = draft.subtotal.cents - draft.discount_cents + tax.cents
        invoice = Invoice(
            customer_id=draft.customer.id,
            lines=draft.lines,
            subtotal=draft.subtotal,
            discount=Money(draft.discount_cents, draft.customer.currency),
            tax=tax,
            total=Money(total, draft.customer.currency),
            issued_on=self._today,
            due_on=self._today + timedelta(days=draft.customer.payment_terms_days),
            status=InvoiceStatus.OPEN,
            notes=draft.notes,
        )
        self._invoices.add(invoice)
        post_entry(self._ledger, LedgerEntry.receivable(invoice))
        logger.info("finalized invoice %s for %s: %s", invoice.number, invoice.customer_id, invoice.total)
        return invoice

    def is_overdue(self, invoice: Invoice) -> bool:
        if invoice.status is not InvoiceStatus.OPEN:
            return False
        return self._today > invoice.due_on + GRACE_PERIOD

    def calculate_late_fee(self, invoice: Invoice) -> Money:
        """1.5% of the unpaid balance per started month overdue, capped at 25.00."""
        if not self.is_overdue(invoice):
            return Money(0, invoice.total.currency)
        days_late = (self._today - invoice.due_on - GRACE_PERIOD).days
        months = max(1, -(-days_late // 30))
        unpaid = invoice.total.cents - invoice.amount_paid.cents
        fee = round_half_even(unpaid * LATE_FEE_RATE * months)
        return Money(min(fee, MAX_LATE_FEE_CENTS), invoice.total.currency)

    def apply_late_fee(self, invoice: Invoice) -> Invoice:
        fee = self.calculate_late_fee(invoice)
        if fee.cents == 0:
            return invoice
        if invoice.late_fee_applied_on == self._today:
            logger.warning("late fee already applied today to %s", invoice.number)
            return invoice
        invoice.lines.append(
            InvoiceLine(
                sku="late-fee",
                description=f"Late fee ({LATE_FEE_RATE:.1%} per month)",
                amount=fee,
                period_start=invoice.due_on,
                period_end=self._today,
            )
        )
        invoice.total = Money(invoice.total.cents + fee.cents, invoice.total.currency)
        invoice.late_fee_applied_on = self._today
        self._invoices.save(invoice)
        post_entry(self._ledger, LedgerEntry.late_fee(invoice, fee))
        notify_invoice_overdue(invoice, fee)
        return invoice

    def run_dunning(self, invoices: Sequence[Invoice]) -> list[Invoice]:
        """Apply late fees to every overdue invoice; returns the ones that changed."""
        changed = []
        for invoice in invoices:
            before = invoice.total.cents
            updated = self.apply_late_fee(invoice)
            if updated.total.cents != before:
                changed.append(updated)
        logger.info("dunning run: %d of %d invoices charged a late fee", len(changed), len(invoices))
        return changed

    def settle(self, invoice: Invoice, payment: Money, *, reference: str) -> Invoice:
        if invoice.status is InvoiceStatus.PAID:
            raise InvoiceAlreadyFinalizedError(invoice.number)
        if payment.currency != invoice.total.currency:
            payment = self._converter.convert(payment, invoice.total.currency)
        invoice.amount_paid = Money(invoice.amount_paid.cents + payment.cents, payment.currency)
        if invoice.amount_paid.cents >= invoice.total.cents:
            invoice.status = InvoiceStatus.PAID
            invoice.paid_on = self._today
        self._invoices.save(invoice)
        post_entry(self._ledger, LedgerEntry.payment(invoice, payment, reference=reference))
        return invoice

    def charge_balance(self, customer: Customer, invoice: Invoice) -> Invoice:
        balance = self._ledger.balance(customer.id)
        due = Money(invoice.total.cents - invoice.amount_paid.cents, invoice.total.currency)
        if balance.cents < due.cents:
            raise InsufficientFundsError(customer.id, due)
        return self.settle(invoice, due, reference=f"balance:{customer.id}")


def _prorate_line_item(line: InvoiceLine, start: date, end: date) -> InvoiceLine:
    """The share of a line that falls between start and end (inclusive), by days."""
    period_days = (line.period_end - line.period_start).days + 1
    overlap_start = max(start, line.period_start)
    overlap_end = min(end, line.period_end)
    days = (overlap_end - overlap_start).days + 1
    if days <= 0:
        return InvoiceLine(line.sku, line.description, Money(0, line.amount.currency), start, start)
    cents = round_half_even(line.amount.cents * days / period_days)
    return InvoiceLine(
        sku=line.sku,
        description=f"{line.description} (prorated {days}/{period_days} days)",
        amount=Money(cents, line.amount.currency),
        period_start=overlap_start,
        period_end=overlap_end,
    )


def prorate_plan_change(invoice: Invoice, changed_on: date, new_price: Money) -> list[InvoiceLine]:
    """Credit the unused part of the old plan and charge the rest of the period at the new price."""
    plan_lines = [line for line in invoice.lines if line.sku.startswith("plan-")]
    if not plan_lines:
        return []
    old = plan_lines[0]
    unused = _prorate_line_item(old, changed_on, old.period_end)
    credit = InvoiceLine(
        sku=f"{old.sku}-credit",
        description=f"Unused time on {old.sku}",
        amount=Money(-unused.amount.cents, old.amount.currency),
        period_start=unused.period_start,
        period_end=unused.period_end,
    )
    charge = _prorate_line_item(
        InvoiceLine(old.sku, old.description, new_price, old.period_start, old.period_end),
        changed_on,
        old.period_end,
    )
    return [credit, charge]


def summarize(invoices: Iterable[Invoice]) -> dict[str, int]:
    """Totals by status for the billing dashboard (cents, one currency)."""
    totals: dict[str, int] = {}
    for invoice in invoices:
        key = invoice.status.value
        totals[key] = totals.get(key, 0) + invoice.total.cents
    return totals
'''

TEST_BILLING = '''from __future__ import annotations

from datetime import date, timedelta

import pytest

from payments.models.invoice import InvoiceStatus
from payments.services.billing import (
    MAX_LATE_FEE_CENTS,
    BillingService,
    InsufficientFundsError,
    InvoiceAlreadyFinalizedError,
    UsageRecord,
    _prorate_line_item,
    prorate_plan_change,
)
from payments.utils.money import Money
from tests.factories import CustomerFactory, InvoiceFactory, InvoiceLineFactory

TODAY = date(2026, 3, 11)


@pytest.fixture
def service(invoice_repo, ledger_repo, fixed_converter):
    return BillingService(invoice_repo, ledger_repo, fixed_converter, today=TODAY)


@pytest.fixture
def customer():
    return CustomerFactory(currency="EUR", tax_region="NL", payment_terms_days=14)


def usage(sku: str, quantity: int, cents: int, currency: str = "EUR") -> UsageRecord:
    return UsageRecord(sku, quantity, Money(cents, currency), date(2026, 2, 1), date(2026, 2, 28))


def test_build_draft_skips_zero_lines(service, customer):
    draft = service.build_draft(customer, [usage("api-calls", 0, 2), usage("seats", 3, 1200)])
    assert [line.sku for line in draft.lines] == ["seats"]
    assert draft.subtotal == Money(3600, "EUR")


def test_build_draft_converts_foreign_prices(service, customer):
    draft = service.build_draft(customer, [usage("storage-gb", 10, 10, currency="USD")])
    assert draft.lines[0].amount.currency == "EUR"
    assert draft.lines[0].amount.cents == 92


def test_discount_is_capped_at_subtotal(service):
    generous = CustomerFactory(discount_percent=150)
    draft = service.build_draft(generous, [usage("seats", 1, 1000)])
    assert draft.discount_cents == 1000


def test_tax_uses_region_rate(service, customer):
    draft = service.build_draft(customer, [usage("seats", 2, 5000)])
    assert service.calculate_tax(draft) == Money(2100, "EUR")


@pytest.mark.parametrize("region", ["DE-BY", "US-OR", "US-MT", "US-NH"])
def test_tax_exempt_regions_pay_no_tax(service, region):
    exempt = CustomerFactory(tax_region=region)
    draft = service.build_draft(exempt, [usage("seats", 2, 5000, currency=exempt.currency)])
    assert service.calculate_tax(draft).cents == 0


def test_finalize_sets_due_date_from_payment_terms(service, customer):
    invoice = service.finalize(service.build_draft(customer, [usage("seats", 1, 1000)]))
    assert invoice.issued_on == TODAY
    assert invoice.due_on == TODAY + timedelta(days=14)
    assert invoice.status is InvoiceStatus.OPEN


def test_finalize_posts_a_receivable(service, customer, ledger_repo):
    invoice = service.finalize(service.build_draft(customer, [usage("seats", 1, 1000)]))
    entries = ledger_repo.entries_for(invoice.number)
    assert [entry.kind for entry in entries] == ["receivable"]


def test_not_overdue_within_grace_period(service):
    invoice = InvoiceFactory(due_on=TODAY - timedelta(days=2))
    assert not service.is_overdue(invoice)
    assert service.calculate_late_fee(invoice).cents == 0


def test_late_fee_after_grace_period(service):
    invoice = InvoiceFactory(total=Money(40000, "EUR"), due_on=TODAY - timedelta(days=10))
    assert service.is_overdue(invoice)
    assert service.calculate_late_fee(invoice) == Money(600, "EUR")


def test_late_fee_counts_started_months(service):
    invoice = InvoiceFactory(total=Money(40000, "EUR"), due_on=TODAY - timedelta(days=40))
    assert service.calculate_late_fee(invoice) == Money(1200, "EUR")


def test_late_fee_is_capped(service):
    invoice = InvoiceFactory(total=Money(900000, "EUR"), due_on=TODAY - timedelta(days=95))
    assert service.calculate_late_fee(invoice).cents == MAX_LATE_FEE_CENTS


def test_late_fee_only_on_unpaid_balance(service):
    invoice = InvoiceFactory(total=Money(40000, "EUR"), amount_paid=Money(30000, "EUR"),
                             due_on=TODAY - timedelta(days=10))
    assert service.calculate_late_fee(invoice) == Money(150, "EUR")


def test_apply_late_fee_adds_a_line(service):
    invoice = InvoiceFactory(total=Money(40000, "EUR"), due_on=TODAY - timedelta(days=10))
    updated = service.apply_late_fee(invoice)
    assert updated.lines[-1].sku == "late-fee"
    assert updated.total == Money(40600, "EUR")


def test_apply_late_fee_is_idempotent_per_day(service):
    invoice = InvoiceFactory(total=Money(40000, "EUR"), due_on=TODAY - timedelta(days=10))
    service.apply_late_fee(invoice)
    again = service.apply_late_fee(invoice)
    assert again.total == Money(40600, "EUR")
    assert [line.sku for line in again.lines].count("late-fee") == 1


def test_apply_late_fee_notifies_customer(service, outbox):
    invoice = InvoiceFactory(total=Money(40000, "EUR"), due_on=TODAY - timedelta(days=10))
    service.apply_late_fee(invoice)
    assert outbox.sent[-1].template == "invoice-overdue"


def test_run_dunning_returns_changed_invoices(service):
    overdue = InvoiceFactory(total=Money(40000, "EUR"), due_on=TODAY - timedelta(days=10))
    current = InvoiceFactory(due_on=TODAY + timedelta(days=3))
    assert service.run_dunning([overdue, current]) == [overdue]


def test_settle_marks_paid_when_covered(service):
    invoice = InvoiceFactory(total=Money(5000, "EUR"))
    service.settle(invoice, Money(5000, "EUR"), reference="pi_3OqK2L")
    assert invoice.status is InvoiceStatus.PAID
    assert invoice.paid_on == TODAY


def test_settle_partial_payment_stays_open(service):
    invoice = InvoiceFactory(total=Money(5000, "EUR"))
    service.settle(invoice, Money(2000, "EUR"), reference="pi_3OqK2M")
    assert invoice.status is InvoiceStatus.OPEN
    assert invoice.amount_paid == Money(2000, "EUR")


def test_settle_twice_raises(service):
    invoice = InvoiceFactory(total=Money(5000, "EUR"), status=InvoiceStatus.PAID)
    with pytest.raises(InvoiceAlreadyFinalizedError):
        service.settle(invoice, Money(100, "EUR"), reference="pi_3OqK2N")


def test_charge_balance_requires_funds(service, customer, ledger_repo):
    ledger_repo.set_balance(customer.id, Money(100, "EUR"))
    invoice = InvoiceFactory(customer_id=customer.id, total=Money(5000, "EUR"))
    with pytest.raises(InsufficientFundsError) as excinfo:
        service.charge_balance(customer, invoice)
    assert excinfo.value.needed == Money(5000, "EUR")


def test_prorate_line_item_half_month():
    line = InvoiceLineFactory(amount=Money(2800, "EUR"), period_start=date(2026, 2, 1), period_end=date(2026, 2, 28))
    part = _prorate_line_item(line, date(2026, 2, 15), date(2026, 2, 28))
    assert part.amount == Money(1400, "EUR")


def test_prorate_line_item_outside_period_is_zero():
    line = InvoiceLineFactory(period_start=date(2026, 2, 1), period_end=date(2026, 2, 28))
    assert _prorate_line_item(line, date(2026, 3, 2), date(2026, 3, 9)).amount.cents == 0


def test_prorate_plan_change_credits_unused_time():
    invoice = InvoiceFactory(lines=[InvoiceLineFactory(sku="plan-team", amount=Money(2800, "EUR"))])
    credit, charge = prorate_plan_change(invoice, date(2026, 2, 15), Money(5600, "EUR"))
    assert credit.amount == Money(-1400, "EUR")
    assert charge.amount == Money(2800, "EUR")


def test_refund_cannot_exceed_paid_amount(service):
    invoice = InvoiceFactory(total=Money(5000, "EUR"), amount_paid=Money(5000, "EUR"))
    with pytest.raises(ValueError, match="exceeds the amount paid"):
        invoice.refund(Money(6000, "EUR"))
'''

INVOICES_ROUTE = '''from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Depends, Header, HTTPException, Query, status

from payments.api.deps import get_billing_service, get_invoice_repo, require_scope
from payments.db.repositories import InvoiceRepository
from payments.models.invoice import InvoiceStatus
from payments.schemas.invoice import InvoiceCreate, InvoiceOut, InvoicePage
from payments.services.billing import BillingService, BillingError

router = APIRouter(prefix="/v1/invoices", tags=["invoices"])

IdempotencyKey = Annotated[str | None, Header(alias="Idempotency-Key", max_length=64)]


@router.get("", response_model=InvoicePage, dependencies=[Depends(require_scope("invoices:read"))])
def list_invoices(
    repo: Annotated[InvoiceRepository, Depends(get_invoice_repo)],
    customer_id: str | None = None,
    status_filter: Annotated[InvoiceStatus | None, Query(alias="status")] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 25,
    starting_after: str | None = None,
) -> InvoicePage:
    invoices = repo.search(
        customer_id=customer_id,
        status=status_filter,
        limit=limit + 1,
        starting_after=starting_after,
    )
    has_more = len(invoices) > limit
    return InvoicePage(data=[InvoiceOut.from_model(i) for i in invoices[:limit]], has_more=has_more)


@router.get("/{number}", response_model=InvoiceOut, dependencies=[Depends(require_scope("invoices:read"))])
def get_invoice(number: str, repo: Annotated[InvoiceRepository, Depends(get_invoice_repo)]) -> InvoiceOut:
    invoice = repo.get(number)
    if invoice is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"invoice {number} not found")
    return InvoiceOut.from_model(invoice)


@router.post("", response_model=InvoiceOut, status_code=status.HTTP_201_CREATED,
             dependencies=[Depends(require_scope("invoices:write"))])
def create_invoice(
    body: InvoiceCreate,
    billing: Annotated[BillingService, Depends(get_billing_service)],
    repo: Annotated[InvoiceRepository, Depends(get_invoice_repo)],
    idempotency_key: IdempotencyKey = None,
) -> InvoiceOut:
    if idempotency_key:
        existing = repo.by_idempotency_key(idempotency_key)
        if existing is not None:
            if existing.customer_id != body.customer_id:
                raise HTTPException(
                    status.HTTP_409_CONFLICT,
                    detail="Idempotency-Key was already used for another customer",
                )
            return InvoiceOut.from_model(existing)
    customer = repo.customer(body.customer_id)
    if customer is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail="unknown customer")
    try:
        draft = billing.build_draft(customer, body.usage_records())
        invoice = billing.finalize(draft)
    except BillingError as exc:
        raise HTTPException(status.HTTP_422_UNPROCESSABLE_ENTITY, detail=str(exc)) from exc
    if idempotency_key:
        repo.remember_idempotency_key(idempotency_key, invoice.number)
    return InvoiceOut.from_model(invoice)


@router.post("/{number}/void", response_model=InvoiceOut, dependencies=[Depends(require_scope("invoices:write"))])
def void_invoice(number: str, repo: Annotated[InvoiceRepository, Depends(get_invoice_repo)]) -> InvoiceOut:
    invoice = repo.get(number)
    if invoice is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"invoice {number} not found")
    if invoice.status is InvoiceStatus.PAID:
        raise HTTPException(status.HTTP_409_CONFLICT, detail="a paid invoice cannot be voided; refund it instead")
    invoice.status = InvoiceStatus.VOID
    repo.save(invoice)
    return InvoiceOut.from_model(invoice)


@router.post("/{number}/late-fee", response_model=InvoiceOut, dependencies=[Depends(require_scope("invoices:write"))])
def apply_late_fee(
    number: str,
    billing: Annotated[BillingService, Depends(get_billing_service)],
    repo: Annotated[InvoiceRepository, Depends(get_invoice_repo)],
) -> InvoiceOut:
    invoice = repo.get(number)
    if invoice is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"invoice {number} not found")
    if not billing.is_overdue(invoice):
        raise HTTPException(status.HTTP_409_CONFLICT, detail="invoice is not overdue")
    return InvoiceOut.from_model(billing.apply_late_fee(invoice))
'''

INVOICE_MODEL = '''from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import date

from payments.utils.money import Money


class InvoiceStatus(enum.Enum):
    DRAFT = "draft"
    OPEN = "open"
    PAID = "paid"
    VOID = "void"
    UNCOLLECTIBLE = "uncollectible"


@dataclass
class InvoiceLine:
    sku: str
    description: str
    amount: Money
    period_start: date
    period_end: date


@dataclass
class Invoice:
    customer_id: str
    lines: list[InvoiceLine]
    subtotal: Money
    discount: Money
    tax: Money
    total: Money
    issued_on: date
    due_on: date
    status: InvoiceStatus = InvoiceStatus.DRAFT
    number: str = ""
    notes: str | None = None
    amount_paid: Money = field(default_factory=lambda: Money(0, "EUR"))
    paid_on: date | None = None
    late_fee_applied_on: date | None = None
    refunded: Money = field(default_factory=lambda: Money(0, "EUR"))

    @property
    def balance(self) -> Money:
        return Money(self.total.cents - self.amount_paid.cents, self.total.currency)

    def refund(self, amount: Money) -> Money:
        if amount.cents + self.refunded.cents > self.amount_paid.cents:
            raise ValueError(f"refund of {amount} exceeds the amount paid on {self.number}")
        self.refunded = Money(self.refunded.cents + amount.cents, amount.currency)
        return self.refunded
'''

CONFIG = '''from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from pydantic import Field, PostgresDsn, RedisDsn, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PAYMENTS_", env_file=".env", extra="ignore")

    environment: str = "development"
    database_url: PostgresDsn = Field(default="postgresql+psycopg://payments:payments@localhost:5432/payments")
    redis_url: RedisDsn = Field(default="redis://localhost:6379/0")
    stripe_api_key: SecretStr = SecretStr("sk_test_placeholder")
    stripe_webhook_secret: SecretStr = SecretStr("whsec_placeholder")

    grace_period_days: int = 7
    default_tax_rate: Decimal = Decimal("0.21")
    tax_rates: dict[str, Decimal] = {
        "NL": Decimal("0.21"),
        "DE": Decimal("0.19"),
        "FR": Decimal("0.20"),
        "IE": Decimal("0.23"),
        "GB": Decimal("0.20"),
    }
    dunning_cron: str = "0 6 * * *"
    request_timeout_seconds: float = 10.0
    log_level: str = "INFO"


@lru_cache
def get_settings() -> Settings:
    return Settings()


settings = get_settings()
'''

LEDGER = '''from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from uuid import uuid4

from payments.db.repositories import LedgerRepository
from payments.models.invoice import Invoice
from payments.utils.money import Money


@dataclass(frozen=True)
class LedgerEntry:
    id: str
    kind: str
    account: str
    debit: Money
    credit: Money
    reference: str
    created_at: datetime

    @classmethod
    def _new(cls, kind: str, account: str, debit: Money, credit: Money, reference: str) -> "LedgerEntry":
        return cls(str(uuid4()), kind, account, debit, credit, reference, datetime.now(timezone.utc))

    @classmethod
    def receivable(cls, invoice: Invoice) -> "LedgerEntry":
        zero = Money(0, invoice.total.currency)
        return cls._new("receivable", f"ar:{invoice.customer_id}", invoice.total, zero, invoice.number)

    @classmethod
    def late_fee(cls, invoice: Invoice, fee: Money) -> "LedgerEntry":
        zero = Money(0, fee.currency)
        return cls._new("late_fee", f"ar:{invoice.customer_id}", fee, zero, invoice.number)

    @classmethod
    def payment(cls, invoice: Invoice, amount: Money, *, reference: str) -> "LedgerEntry":
        zero = Money(0, amount.currency)
        return cls._new("payment", f"ar:{invoice.customer_id}", zero, amount, reference)


def post_entry(ledger: LedgerRepository, entry: LedgerEntry) -> None:
    if entry.debit.cents and entry.credit.cents:
        raise ValueError("an entry debits or credits, not both")
    ledger.append(entry)
'''

MONEY = '''from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal

MINOR_UNITS = {"EUR": 2, "USD": 2, "GBP": 2, "JPY": 0, "SEK": 2, "CHF": 2}


@dataclass(frozen=True, order=True)
class Money:
    cents: int
    currency: str

    def __post_init__(self) -> None:
        if self.currency not in MINOR_UNITS:
            raise ValueError(f"unsupported currency {self.currency!r}")

    def __add__(self, other: "Money") -> "Money":
        self._check(other)
        return Money(self.cents + other.cents, self.currency)

    def __sub__(self, other: "Money") -> "Money":
        self._check(other)
        return Money(self.cents - other.cents, self.currency)

    def _check(self, other: "Money") -> None:
        if other.currency != self.currency:
            raise ValueError(f"cannot mix {self.currency} and {other.currency}")

    def __str__(self) -> str:
        digits = MINOR_UNITS[self.currency]
        value = Decimal(self.cents).scaleb(-digits)
        return f"{value:,.{digits}f} {self.currency}"


def round_half_even(value: Decimal | float | int) -> int:
    """Banker's rounding to whole minor units."""
    return int(Decimal(str(value)).quantize(Decimal("1"), rounding=ROUND_HALF_EVEN))
'''

MAIN = '''from __future__ import annotations

import logging

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from payments.api.errors import install_error_handlers
from payments.api.routes import health, invoices, refunds, webhooks
from payments.config import settings
from payments.utils.logging import configure_logging

configure_logging(settings.log_level)
logger = logging.getLogger("payments")

app = FastAPI(
    title="Ledgerline Payments",
    version="2.14.0",
    docs_url="/docs" if settings.environment != "production" else None,
)
app.add_middleware(
    CORSMiddleware,
    allow_origins=["https://dashboard.ledgerline.io"],
    allow_methods=["GET", "POST"],
    allow_headers=["Authorization", "Idempotency-Key", "Content-Type"],
)
install_error_handlers(app)

for module in (health, invoices, refunds, webhooks):
    app.include_router(module.router)


@app.on_event("startup")
async def announce() -> None:
    logger.info("payments-service %s starting in %s", app.version, settings.environment)
'''

STRIPE_CLIENT = '''from __future__ import annotations

import stripe

from payments.config import settings
from payments.utils.money import Money
from payments.utils.retry import retry

stripe.api_key = settings.stripe_api_key.get_secret_value()


@retry(attempts=3, backoff=0.5, on=(stripe.error.APIConnectionError, stripe.error.RateLimitError))
def create_payment_intent(amount: Money, customer_ref: str, *, idempotency_key: str) -> str:
    intent = stripe.PaymentIntent.create(
        amount=amount.cents,
        currency=amount.currency.lower(),
        customer=customer_ref,
        automatic_payment_methods={"enabled": True},
        idempotency_key=idempotency_key,
    )
    return intent.id


def refund_payment(intent_id: str, amount: Money, reason: str = "requested_by_customer") -> str:
    refund = stripe.Refund.create(payment_intent=intent_id, amount=amount.cents, reason=reason)
    return refund.id
'''

REFUNDS_ROUTE = '''from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status

from payments.api.deps import get_invoice_repo, require_scope
from payments.db.repositories import InvoiceRepository
from payments.schemas.refund import RefundCreate, RefundOut
from payments.services.stripe_client import refund_payment

router = APIRouter(prefix="/v1/refunds", tags=["refunds"])


@router.post("", response_model=RefundOut, status_code=status.HTTP_201_CREATED,
             dependencies=[Depends(require_scope("refunds:write"))])
def create_refund(body: RefundCreate, repo: Annotated[InvoiceRepository, Depends(get_invoice_repo)]) -> RefundOut:
    invoice = repo.get(body.invoice_number)
    if invoice is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail="unknown invoice")
    try:
        invoice.refund(body.amount)
    except ValueError as exc:
        raise HTTPException(status.HTTP_409_CONFLICT, detail=str(exc)) from exc
    refund_id = refund_payment(invoice.payment_intent_id, body.amount, body.reason)
    repo.save(invoice)
    return RefundOut(id=refund_id, invoice_number=invoice.number, amount=body.amount, reason=body.reason)
'''

CONFTEST = '''from __future__ import annotations

import pytest

from payments.services.currency import FixedRateConverter
from tests.fakes import FakeInvoiceRepository, FakeLedgerRepository, FakeOutbox


@pytest.fixture
def invoice_repo():
    return FakeInvoiceRepository()


@pytest.fixture
def ledger_repo():
    return FakeLedgerRepository()


@pytest.fixture
def fixed_converter():
    return FixedRateConverter({("USD", "EUR"): "0.92", ("GBP", "EUR"): "1.17"})


@pytest.fixture
def outbox(monkeypatch):
    box = FakeOutbox()
    monkeypatch.setattr("payments.services.billing.notify_invoice_overdue", box.invoice_overdue)
    return box
'''

RETRY = '''from __future__ import annotations

import functools
import logging
import time
from typing import Callable, TypeVar

T = TypeVar("T")
logger = logging.getLogger(__name__)


def retry(attempts: int = 3, backoff: float = 0.5, on: tuple[type[Exception], ...] = (Exception,)):
    """Retry a call on the given exceptions with exponential backoff."""

    def decorate(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs) -> T:
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    if attempt == attempts:
                        raise
                    delay = backoff * 2 ** (attempt - 1)
                    logger.warning("%s failed (%s), retry %d in %.1fs", fn.__name__, exc, attempt, delay)
                    time.sleep(delay)
            raise AssertionError("unreachable")

        return wrapper

    return decorate
'''
