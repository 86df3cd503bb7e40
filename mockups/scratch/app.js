IGG.app({mount: function (root, ctx) {
  var h = ctx.h;
  var list = h("div", {id: "scratch.list", style: {height: "300px", overflow: "auto", width: "300px", border: "1px solid #999"}},
    ctx.content.items.map(function (t, i) { return h("div", {id: "scratch.item." + i, style: {height: "30px"}}, t); }));
  var btn = h("button", {id: "scratch.late", disabled: true}, "Late");
  setTimeout(function () { btn.disabled = false; }, 3000);
  var menu = h("div", {class: "menu"}, h("span", {id: "scratch.menu"}, "Menu"), h("button", {id: "scratch.hidden", class: "sub"}, "Sub"));
  var modal = h("div", {id: "scratch.modal", style: {position: "fixed", left: "0px", top: "400px", width: "400px", height: "200px", background: "#fdd"}},
     h("button", {id: "scratch.modal.close", onclick: function () { modal.remove(); }}, "x"));
  var under = h("button", {id: "scratch.under", style: {position: "absolute", left: "100px", top: "450px"}}, "Under");
  root.append(list, btn, menu, h("div", {style: {height: "2000px"}}), under, modal);
}});
