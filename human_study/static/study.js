/* The participant's page: phases, the trial frame, input recording and the durable outbox.
 *
 * Outbox: every event gets the next sequence number and an idempotency key, is written to
 * localStorage first, and leaves the outbox only when the server has acknowledged it (the server
 * answers after COMMIT). While the server is unreachable the events wait, in order, and are resent
 * on a backoff; a resend of an event already stored is acknowledged again and never stored twice.
 *
 * Scoring: a press is scored at pointerdown, before the app sees it, by the app page's own click
 * rule (frame.contentWindow.igg.score), never by this file. A release farther than DRAG_PX away is
 * a drag; both count as attempts. Pointer moves (sampled) and wheels are recorded and never count.
 */
(function () {
  "use strict";
  var CONFIG = JSON.parse(document.getElementById("study-config").textContent);
  var TOKEN = CONFIG.token;
  var API = "/api/s/" + TOKEN;
  var DRAG_PX = 5, MOVE_SAMPLE_MS = 50, BATCH = 100;
  var $ = function (id) { return document.getElementById(id); };
  var nativeAdd = EventTarget.prototype.addEventListener; // this page's, not the app's wrapped one

  /* ------------------------------------------------------------------ server calls */
  function api(path, body) {
    var opts = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" },
                                          body: JSON.stringify(body) };
    return fetch(API + path, opts).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (data) {
        if (!r.ok) { var e = new Error(data.error || ("HTTP " + r.status)); e.status = r.status; throw e; }
        return data;
      });
    });
  }

  /* ------------------------------------------------------------------ the outbox */
  var STORE_KEY = "igg-study-outbox-" + TOKEN;
  var outbox = {
    queue: JSON.parse(localStorage.getItem(STORE_KEY) || "[]"),
    lastSeq: 0, sending: false, retryMs: 250, timer: null, waiters: [], onAck: null,
    save: function () { localStorage.setItem(STORE_KEY, JSON.stringify(this.queue)); },
    push: function (ev) {
      var top = this.queue.length ? this.queue[this.queue.length - 1].seq : 0;
      ev.seq = Math.max(this.lastSeq, top) + 1;
      ev.key = "e" + ev.seq;
      this.queue.push(ev);
      this.save();
      this.flush();
      return ev;
    },
    status: function (state, text) { var n = $("net"); n.dataset.state = state; n.textContent = text; },
    flush: function () {
      var self = this;
      if (this.sending || this.timer) return;
      if (!this.queue.length) { this.status("ok", "Saved"); this.resolveWaiters(); return; }
      this.sending = true;
      this.status("busy", "Saving…");
      var batch = this.queue.slice(0, BATCH);
      api("/events", { events: batch }).then(function (ack) {
        self.sending = false;
        self.retryMs = 250;
        self.lastSeq = Math.max(self.lastSeq, ack.last_seq);
        self.drop(batch.map(function (e) { return e.seq; }));
        if (self.onAck) self.onAck(ack);
        self.flush();
      }, function (err) {
        self.sending = false;
        if (err.status && err.status >= 400 && err.status < 500) {
          // The server refused the batch (it says why); retrying the same bytes cannot help.
          console.error("study: events refused:", err.message);
          self.drop(batch.map(function (e) { return e.seq; }));
          self.status("error", "Not saved: " + err.message);
          self.flush();
          return;
        }
        var n = self.queue.length;
        self.status("offline", "Offline: " + n + (n === 1 ? " action" : " actions") + " waiting, sent when the connection returns");
        self.timer = setTimeout(function () { self.timer = null; self.flush(); }, self.retryMs);
        self.retryMs = Math.min(self.retryMs * 2, 4000);
      });
    },
    drop: function (seqs) {
      this.queue = this.queue.filter(function (e) { return seqs.indexOf(e.seq) < 0; });
      this.save();
    },
    resolveWaiters: function () { var w = this.waiters; this.waiters = []; w.forEach(function (f) { f(); }); },
    drained: function () {
      var self = this;
      return new Promise(function (resolve) { self.waiters.push(resolve); self.flush(); });
    },
  };
  // For tests and the curious researcher: the outbox, and where the page is.
  window.iggStudy = {
    outbox: outbox,
    current: function () {
      return trial && { id: trial.view.id, kind: trial.view.kind, task_id: trial.view.task_id,
                        attached: trial.t0 !== null, ended: trial.ended, attempts: trial.attempts };
    },
  };

  /* ------------------------------------------------------------------ phases */
  var SECTIONS = ["consent", "instructions", "compare", "trial", "rating", "done", "problem"];
  function show(names) {
    SECTIONS.forEach(function (s) { $(s).hidden = names.indexOf(s) < 0; });
    var inTrial = names.indexOf("trial") >= 0;
    ["instruction", "task-label"].forEach(function (id) { $(id).hidden = !inTrial; });
    $("attempts").hidden = $("giveup").hidden = !(inTrial && CONFIG.study === "solvability");
    document.body.dataset.phase = names[0];
  }

  function problem(text) { $("problem-text").textContent = text; show(["problem"]); }

  function load() {
    // Queued events first: they may end the trial the server still thinks is open.
    return outbox.drained().then(function () { return api("/state"); }).then(render, function (err) {
      if (err.status) problem(err.message);
      else { outbox.status("offline", "Offline: retrying"); setTimeout(load, 1000); }
    });
  }

  function render(state) {
    outbox.lastSeq = Math.max(outbox.lastSeq, state.last_seq);
    if (state.phase === "consent") show(["consent"]);
    else if (state.phase === "instructions") show(["instructions"]);
    else if (state.phase === "trial") startTrial(state.trial, state.progress);
    else if (state.phase === "done") finish(state.completion_url);
  }

  $("agree").addEventListener("change", function () { $("consent-yes").disabled = !this.checked; });
  $("consent-yes").addEventListener("click", function () { api("/consent", {}).then(render, fail); });
  $("start").addEventListener("click", function () { api("/instructions", {}).then(render, fail); });
  function fail(err) { problem(err.message || String(err)); }

  function finish(url) {
    show(["done"]);
    if (url) {
      $("completion").hidden = false;
      $("completion-link").href = url;
      setTimeout(function () { location.href = url; }, 1500);
    }
  }

  /* ------------------------------------------------------------------ a trial */
  var trial = null; // {view, ended, attempts, t0, press, lastMove, lastWheel, sessions}

  function appUrl(view) {
    return "/apps/" + encodeURIComponent(view.app) + "/?seed=" + view.seed +
      "&state=" + encodeURIComponent(JSON.stringify(view.state || {}));
  }

  function startTrial(view, progress) {
    var practice = view.kind === "practice", fidelity = view.kind === "fidelity";
    var queuedT = outbox.queue.filter(function (e) { return e.trial === view.id; })
      .reduce(function (m, e) { return Math.max(m, e.t); }, 0);
    trial = { view: view, ended: false, attempts: view.attempts, offset: Math.max(view.t_offset, queuedT),
              t0: null, press: null, lastMove: -1e9, lastWheel: null };
    $("task-label").textContent = practice ? "Practice" : fidelity
      ? (CONFIG.titles[view.app] || view.app) + " · " + (progress.done + 1) + " of " + progress.total
      : "Task " + (progress.done + 1) + " of " + progress.total;
    $("instruction").textContent = view.instruction || "";
    updateAttempts();
    $("between").hidden = true;
    show(fidelity ? ["trial", "compare", "rating"] : ["trial"]);
    if (fidelity) showCompare(view);
    var frame = freshFrame("frame", appUrl(view));
    frame.addEventListener("load", function () { whenReady(frame, function () { attach(frame); }); });
  }

  // A new frame element per trial: the app page cancels every navigation started inside it, so
  // changing a loaded frame's src would leave the previous app in place.
  function freshFrame(id, src) {
    var old = $(id), frame = document.createElement("iframe");
    frame.id = id;
    frame.title = old.title;
    if (old.hasAttribute("tabindex")) frame.setAttribute("tabindex", old.getAttribute("tabindex"));
    frame.src = src;
    old.replaceWith(frame);
    return frame;
  }

  function whenReady(frame, then) {
    var w = frame.contentWindow;
    if (w && w.igg && w.igg.ready) then();
    else setTimeout(function () { whenReady(frame, then); }, 50);
  }

  function now() { return trial.offset + (performance.now() - trial.t0); }

  function record(kind, fields) {
    if (!trial || trial.ended) return null;
    var ev = { trial: trial.view.id, kind: kind, t: Math.round(now() * 10) / 10 };
    for (var k in fields) ev[k] = fields[k];
    return outbox.push(ev);
  }

  function attach(frame) {
    var w = frame.contentWindow, targets = trial.view.targets || [];
    trial.t0 = performance.now();
    record("load", {});
    var on = function (type, fn) { nativeAdd.call(w, type, fn, { capture: true, passive: true }); };
    on("pointerdown", function (e) {
      if (e.button !== 0 || !trial || trial.ended) return;
      // Scored now, before the app reacts to the press, by the page's own rule.
      trial.press = { x: e.clientX, y: e.clientY, score: w.igg.score(e.clientX, e.clientY, targets) };
    });
    on("pointerup", function (e) {
      var press = trial && trial.press;
      if (e.button !== 0 || !press || trial.ended) return;
      trial.press = null;
      var r = p2(press.x), s = p2(press.y);
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) > DRAG_PX) {
        record("drag", { x: r, y: s, x2: p2(e.clientX), y2: p2(e.clientY), hit: press.score.hit });
        attempt(false);
      } else {
        record("click", { x: r, y: s, hit: press.score.hit, success: !!press.score.success });
        attempt(!!press.score.success);
      }
    });
    on("pointermove", function (e) {
      if (trial && trial.press && e.buttons === 0) trial.press = null; // released outside the frame
      if (!trial || trial.ended || trial.press) return;
      var t = performance.now();
      if (t - trial.lastMove < MOVE_SAMPLE_MS) return;
      trial.lastMove = t;
      record("move", { x: p2(e.clientX), y: p2(e.clientY) });
    });
    on("wheel", function (e) {
      record("wheel", { x: p2(e.clientX), y: p2(e.clientY), dx: p2(e.deltaX), dy: p2(e.deltaY) });
    });
  }

  function p2(v) { return Math.round(v * 100) / 100; }

  function attempt(success) {
    if (trial.view.kind === "fidelity") return;
    trial.attempts += 1;
    updateAttempts();
    if (success) end("solved");
    else if (trial.attempts >= CONFIG.max_attempts) end("failed");
  }

  function updateAttempts() {
    if (!trial) return;
    $("attempts").textContent = "Attempts left: " + Math.max(0, CONFIG.max_attempts - trial.attempts);
  }

  $("giveup").addEventListener("click", function () {
    if (!trial || trial.ended || !trial.t0) return;
    record("giveup", {});
    end("gave_up");
  });

  var MESSAGES = {
    solved: ["Well done", "That was the right control."],
    failed: ["Out of attempts", "That is fine: the task ends after " + CONFIG.max_attempts + " clicks or drags."],
    gave_up: ["Skipped", "Thank you for telling us you could not find it."],
  };

  function end(outcome) {
    trial.ended = true;
    var msg = MESSAGES[outcome], practice = trial.view.kind === "practice";
    $("between-title").textContent = msg[0];
    $("between-text").textContent = msg[1] + (practice ? " That was the practice task; the real tasks start now." : "");
    $("between").hidden = false;
    $("next").disabled = true;
    $("next").textContent = "Saving…";
    outbox.drained().then(function () { $("next").disabled = false; $("next").textContent = "Continue"; });
  }

  $("next").addEventListener("click", function () { this.disabled = true; load(); });

  /* ------------------------------------------------------------------ fidelity */
  function showCompare(view) {
    var refs = view.references || [];
    $("reference").src = refs[0] || "";
    var thumbs = $("reference-thumbs");
    thumbs.textContent = "";
    if (refs.length > 1) refs.forEach(function (src) {
      var img = document.createElement("img");
      img.src = src;
      img.alt = "Reference screenshot";
      img.addEventListener("click", function () { $("reference").src = src; });
      thumbs.appendChild(img);
    });
    freshFrame("mini", appUrl(view));
    $("rating-form").reset();
    $("rate").disabled = true;
  }

  CONFIG.scales.forEach(function (scale) {
    var set = document.querySelector('fieldset[data-scale="' + scale + '"]');
    var labels = { 1: "1 · not at all", 2: "2", 3: "3", 4: "4", 5: "5 · like the real one" };
    for (var v = 1; v <= 5; v++) {
      var label = document.createElement("label"), input = document.createElement("input");
      input.type = "radio"; input.name = scale; input.value = String(v);
      label.appendChild(input);
      label.appendChild(document.createTextNode(" " + labels[v]));
      set.appendChild(label);
    }
  });
  $("rating-form").addEventListener("change", function () {
    $("rate").disabled = !CONFIG.scales.every(function (s) { return document.querySelector('input[name="' + s + '"]:checked'); });
  });
  $("rating-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var body = { comment: $("comment").value };
    CONFIG.scales.forEach(function (s) { body[s] = Number(document.querySelector('input[name="' + s + '"]:checked').value); });
    $("rate").disabled = true;
    trial.ended = true;
    outbox.drained()
      .then(function () { return api("/trials/" + trial.view.id + "/rating", body); })
      .then(function () { window.scrollTo(0, 0); return load(); }, fail);
  });

  window.addEventListener("online", function () { outbox.flush(); });
  load();
})();
