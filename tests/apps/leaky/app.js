/* A test app that leaks on purpose (tests/test_runtime.py).
 *
 * The runtime can clean (and must): an interval, a timeout, an animation frame loop, a window
 * listener, a MutationObserver, a node appended to <body>, a <style> in <head>, a class and an
 * inline style on <body>. It cannot clean (and its audit must report): the handler property
 * document.onkeydown, the window global `leakyCounts`, and a node appended to <html> itself.
 * Each mechanism counts its calls in window.leakyCounts, so a test sees which still run.
 */
(function () {
  "use strict";

  IGG.app({
    mount: function (root, ctx) {
      var counts = window.leakyCounts = { interval: 0, timeout: 0, frame: 0, listener: 0, observer: 0, onprop: 0 };
      root.appendChild(ctx.h("h1", { id: "leaky.title" }, ctx.state.label));

      setInterval(function () { counts.interval += 1; }, 100);
      setTimeout(function () { counts.timeout += 1; }, 1000);
      (function frame() { counts.frame += 1; requestAnimationFrame(frame); })();
      window.addEventListener("keydown", function () { counts.listener += 1; });
      new MutationObserver(function () { counts.observer += 1; }).observe(document.body, { attributes: true, childList: true });

      document.body.appendChild(ctx.h("div", { class: "leaky-body-node" }, "appended to body"));
      document.head.appendChild(ctx.h("style", { text: "body { background: rgb(250, 240, 230); }" }));
      document.body.classList.add("leaky");
      document.body.style.outline = "3px solid red";

      document.onkeydown = function () { counts.onprop += 1; };
      document.documentElement.appendChild(ctx.h("div", { class: "leaky-html-node" }, "appended to html"));
    },
  });
})();
