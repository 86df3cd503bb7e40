"""Source snippets and a small syntax highlighter shared by the IDE mockups (VS Code, JetBrains, RStudio...)."""
from __future__ import annotations

import re

from igg.tasks.pointerbench.generate.pro_apps.kit import esc

KW = {
    "python": r"\b(def|class|return|import|from|as|if|elif|else|for|in|while|with|try|except|raise|async|await|None|True|False|self|lambda|yield|pass|not|and|or)\b",
    "java": r"\b(public|private|protected|class|interface|static|final|void|return|new|import|package|if|else|for|while|try|catch|throw|throws|this|null|true|false|extends|implements|int|long|boolean|String|var)\b",
    "ts": r"\b(const|let|var|function|return|import|from|export|default|async|await|if|else|for|of|new|class|interface|type|extends|null|undefined|true|false)\b",
    "r": r"\b(function|library|if|else|for|in|return|TRUE|FALSE|NULL)\b",
    "matlab": r"\b(function|end|for|if|else|elseif|while|return|disp|figure|plot|hold|on|off|xlabel|ylabel|title|legend)\b",
}
THEMES = {
    "dark": {"kw": "#c586c0", "str": "#ce9178", "com": "#6a9955", "num": "#b5cea8", "fn": "#dcdcaa", "ty": "#4ec9b0", "txt": "#d4d4d4", "dec": "#dcdcaa"},
    "light": {"kw": "#0000ff", "str": "#a31515", "com": "#008000", "num": "#098658", "fn": "#795e26", "ty": "#267f99", "txt": "#1f1f1f", "dec": "#795e26"},
    "darcula": {"kw": "#cf8e6d", "str": "#6aab73", "com": "#7a7e85", "num": "#2aacb8", "fn": "#56a8f5", "ty": "#bcbec4", "txt": "#bcbec4", "dec": "#b3ae60"},
    "intellij_light": {"kw": "#0033b3", "str": "#067d17", "com": "#8c8c8c", "num": "#1750eb", "fn": "#00627a", "ty": "#000000", "txt": "#080808", "dec": "#9e880d"},
}

TOKEN = re.compile(r'(?P<com>#.*$|//.*$|%.*$)|(?P<str>"[^"]*"|\'[^\']*\')|(?P<num>\b\d+(?:\.\d+)?\b)|(?P<dec>@\w+)|(?P<word>[A-Za-z_]\w*)|(?P<other>.)')


def highlight(line: str, lang: str, theme: str) -> str:
    t = THEMES[theme]
    kw = re.compile(KW[lang])
    out = []
    comment_chars = {"python": "#", "r": "#", "java": "/", "ts": "/", "matlab": "%"}[lang]
    for m in TOKEN.finditer(line):
        kind = m.lastgroup
        s = m.group()
        if kind == "com" and not s.startswith(comment_chars):
            # not a comment in this language: emit the first char and re-scan the rest
            out.append(esc(s[0]))
            out.append(highlight(s[1:], lang, theme))
            break
        if kind == "word":
            rest = line[m.end():m.end() + 1]
            if kw.fullmatch(s):
                out.append(f'<span style="color:{t["kw"]}">{s}</span>')
            elif rest == "(":
                out.append(f'<span style="color:{t["fn"]}">{s}</span>')
            elif s[:1].isupper():
                out.append(f'<span style="color:{t["ty"]}">{s}</span>')
            else:
                out.append(esc(s))
        elif kind in ("com", "str", "num", "dec"):
            out.append(f'<span style="color:{t[kind]}">{esc(s)}</span>')
        else:
            out.append(esc(s).replace(" ", "&nbsp;") if s == " " else esc(s))
    return "".join(out)


PY_FILES = {
    "api_client.py": '''import httpx
from dataclasses import dataclass

from .config import Settings


@dataclass
class ApiClient:
    base_url: str
    token: str
    timeout: float = 10.0

    async def get_orders(self, customer_id: int):
        """Fetch the open orders of one customer."""
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            resp = await client.get(
                f"{self.base_url}/customers/{customer_id}/orders",
                headers={"Authorization": f"Bearer {self.token}"},
            )
            resp.raise_for_status()
            return resp.json()["items"]

    async def cancel_order(self, order_id: str) -> bool:
        async with httpx.AsyncClient(timeout=self.timeout) as client:
            resp = await client.post(f"{self.base_url}/orders/{order_id}/cancel")
            return resp.status_code == 202


def from_settings(settings: Settings) -> ApiClient:
    return ApiClient(settings.api_url, settings.api_token)
''',
    "scraper.py": '''import csv
import time
from pathlib import Path

import requests
from bs4 import BeautifulSoup

BASE = "https://example.org/catalog"
OUT = Path("data/products.csv")


def fetch_page(page: int) -> str:
    resp = requests.get(BASE, params={"page": page}, timeout=15)
    resp.raise_for_status()
    return resp.text


def parse(html: str):
    soup = BeautifulSoup(html, "html.parser")
    for card in soup.select("div.product"):
        name = card.select_one("h3").get_text(strip=True)
        price = card.select_one(".price").get_text(strip=True)
        yield {"name": name, "price": price}


def main(pages: int = 5):
    rows = []
    for page in range(1, pages + 1):
        rows.extend(parse(fetch_page(page)))
        time.sleep(1.0)  # be polite
    with OUT.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["name", "price"])
        writer.writeheader()
        writer.writerows(rows)
''',
    "train.py": '''import torch
from torch.utils.data import DataLoader

from model import SentimentNet
from dataset import ReviewDataset

EPOCHS = 12
LR = 3e-4


def train(device: str = "cuda"):
    model = SentimentNet(vocab_size=30000).to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=LR)
    loader = DataLoader(ReviewDataset("train"), batch_size=64, shuffle=True)
    for epoch in range(EPOCHS):
        total = 0.0
        for tokens, labels in loader:
            opt.zero_grad()
            loss = model.loss(tokens.to(device), labels.to(device))
            loss.backward()
            opt.step()
            total += loss.item()
        print(f"epoch {epoch}: loss={total / len(loader):.4f}")
    torch.save(model.state_dict(), "checkpoints/sentiment.pt")
''',
}

JAVA_FILES = {
    "UserService.java": '''package com.acme.accounts.service;

import com.acme.accounts.model.User;
import com.acme.accounts.repo.UserRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.util.List;
import java.util.Optional;

@Service
public class UserService {

    private final UserRepository repository;
    private final PasswordHasher hasher;

    public UserService(UserRepository repository, PasswordHasher hasher) {
        this.repository = repository;
        this.hasher = hasher;
    }

    @Transactional(readOnly = true)
    public Optional<User> findByEmail(String email) {
        return repository.findByEmailIgnoreCase(email.trim());
    }

    @Transactional
    public User register(String email, String password) {
        if (repository.existsByEmail(email)) {
            throw new DuplicateEmailException(email);
        }
        User user = new User(email, hasher.hash(password));
        return repository.save(user);
    }

    public List<User> activeUsers() {
        return repository.findAllByActiveTrue();
    }
}
''',
    "PaymentController.java": '''package com.acme.payments.web;

import com.acme.payments.PaymentService;
import com.acme.payments.dto.PaymentRequest;
import com.acme.payments.dto.PaymentResult;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/payments")
public class PaymentController {

    private final PaymentService payments;

    public PaymentController(PaymentService payments) {
        this.payments = payments;
    }

    @PostMapping
    public ResponseEntity<PaymentResult> create(@RequestBody PaymentRequest request) {
        PaymentResult result = payments.charge(request);
        return ResponseEntity.status(201).body(result);
    }

    @GetMapping("/{id}")
    public ResponseEntity<PaymentResult> get(@PathVariable String id) {
        return payments.find(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
''',
}

TS_FILES = {
    "checkout.ts": '''import { Cart, LineItem } from "./cart";
import { applyCoupon } from "./coupons";

export interface Totals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const TAX_RATE = 0.0825;

export function computeTotals(cart: Cart, coupon?: string): Totals {
  const subtotal = cart.items.reduce((sum, item) => sum + lineTotal(item), 0);
  const discount = coupon ? applyCoupon(coupon, subtotal) : 0;
  const tax = Math.round((subtotal - discount) * TAX_RATE * 100) / 100;
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

function lineTotal(item: LineItem): number {
  return item.unitPrice * item.quantity;
}

export async function submitOrder(cart: Cart) {
  const res = await fetch("/api/orders", {
    method: "POST",
    body: JSON.stringify(cart),
  });
  if (!res.ok) throw new Error(`Order failed: ${res.status}`);
  return res.json();
}
''',
}


def lines(src: str) -> list[str]:
    return src.rstrip("\n").split("\n")
