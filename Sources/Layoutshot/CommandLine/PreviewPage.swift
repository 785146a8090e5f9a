/// The page `layoutshot preview` serves at `/`: it loads `/state.json` (every fixture's pictures, errors and
/// explain data), keeps an `EventSource` on `/events` open and loads the state again on each `change` event, and
/// draws a box over the view under the pointer with its frame, proposal and sizeThatFits calls beside it (a
/// click keeps it). Every text from a fixture is set as text, never as markup.
enum PreviewPage {
    static let html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>layoutshot preview</title>
    <style>
    body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: #f2f2f4; color: #1c1c1e; }
    header { position: sticky; top: 0; z-index: 2; display: flex; gap: 16px; align-items: baseline; padding: 8px 16px;
             background: #fff; border-bottom: 1px solid #d1d1d6; }
    header h1 { font-size: 15px; margin: 0; }
    #status { color: #6e6e73; }
    #status.down { color: #c9302c; }
    main { display: flex; align-items: flex-start; }
    #fixtures { flex: 1; padding: 8px 16px 48px; min-width: 0; }
    section { margin: 12px 0 24px; }
    section h2 { font: 600 13px ui-monospace, monospace; margin: 0 0 8px; }
    pre.error { background: #fff0f0; border: 1px solid #e5a5a5; color: #8b1111; padding: 8px 10px; margin: 0 0 8px;
                white-space: pre-wrap; font: 12px/1.45 ui-monospace, monospace; }
    .previews { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
    .previews.stale { opacity: 0.45; }
    figure { margin: 0; }
    figcaption { color: #6e6e73; margin-bottom: 4px; }
    .stage { position: relative; box-shadow: 0 1px 4px rgba(0,0,0,.18); background: #fff; cursor: crosshair; }
    .stage img { display: block; }
    .box { position: absolute; pointer-events: none; border: 1.5px solid #0a84ff; background: rgba(10,132,255,.12); }
    .box.pinned { border-color: #ff9f0a; background: rgba(255,159,10,.14); }
    aside { position: sticky; top: 41px; width: 380px; max-height: calc(100vh - 57px); overflow: auto; margin: 8px;
            background: #fff; border: 1px solid #d1d1d6; padding: 10px 12px; box-sizing: border-box; }
    aside h3 { font-size: 13px; margin: 0 0 6px; }
    aside dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; }
    aside dt { color: #6e6e73; }
    aside dd { margin: 0; font-family: ui-monospace, monospace; }
    aside ol { margin: 0; padding-left: 18px; font: 12px/1.5 ui-monospace, monospace; }
    aside .memo { color: #8e8e93; }
    .hint { color: #8e8e93; }
    </style>
    </head>
    <body>
    <header><h1>layoutshot preview</h1><span id="status">connecting…</span></header>
    <main>
    <div id="fixtures"></div>
    <aside id="inspector"><p class="hint">Hover over a view for its frame, its proposal and its negotiation; click to keep it.</p></aside>
    </main>
    <script>
    "use strict";
    let state = { version: -1, fixtures: [] };
    let pinned = null;
    const status = document.getElementById("status");

    function el(tag, props, children) {
      const node = document.createElement(tag);
      Object.assign(node, props || {});
      for (const child of children || []) node.append(child);
      return node;
    }
    function num(x) {
      if (typeof x === "string") return x;
      return Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
    }
    function proposal(p) { return p.map(v => v === null ? "nil" : num(v)).join(" × "); }
    function size(s) { return s.map(num).join(" × "); }
    function viewName(v) { return v.type + (v.text != null ? " \\"" + v.text + "\\"" : "") + " #" + v.view; }

    async function load() {
      const response = await fetch("/state.json", { cache: "no-store" });
      state = await response.json();
      document.body.dataset.version = state.version;
      draw();
      status.textContent = "updated " + new Date().toLocaleTimeString() + " · version " + state.version;
    }

    function draw() {
      const root = document.getElementById("fixtures");
      root.replaceChildren();
      if (state.fixtures.length === 0) root.append(el("p", { className: "hint", textContent: "No fixtures (*.swift) yet." }));
      state.fixtures.forEach((fixture, f) => {
        const section = el("section", { className: "fixture" }, [el("h2", { textContent: fixture.path })]);
        section.dataset.path = fixture.path;
        if (fixture.error) section.append(el("pre", { className: "error", textContent: fixture.error }));
        const list = el("div", { className: "previews" + (fixture.stale ? " stale" : "") });
        fixture.previews.forEach((preview, p) => list.append(figure(preview, f, p)));
        section.append(list);
        root.append(section);
      });
      showInspector(null);
    }

    function figure(preview, f, p) {
      const [w, h] = preview.size.map(Number);
      const img = el("img", { src: preview.url, width: w, height: h, alt: preview.name || preview.outputName });
      const box = el("div", { className: "box" });
      box.hidden = true;
      const stage = el("div", { className: "stage" }, [img, box]);
      stage.style.width = w + "px";
      stage.style.height = h + "px";
      const pick = event => {
        const rect = stage.getBoundingClientRect();
        return viewAt(preview, event.clientX - rect.left - preview.canvas[0], event.clientY - rect.top - preview.canvas[1]);
      };
      stage.addEventListener("mousemove", event => {
        if (pinned) return;
        const placement = pick(event);
        place(box, preview, placement, false);
        showInspector(placement && { preview, placement });
      });
      stage.addEventListener("mouseleave", () => { if (!pinned) { box.hidden = true; showInspector(null); } });
      stage.addEventListener("click", event => {
        document.querySelectorAll(".box.pinned").forEach(b => { b.classList.remove("pinned"); b.hidden = true; });
        const placement = pick(event);
        if (pinned && pinned.placement === placement) { pinned = null; return; }
        pinned = placement ? { preview, placement } : null;
        place(box, preview, placement, !!placement);
        showInspector(pinned);
      });
      return el("figure", {}, [el("figcaption", { textContent: (preview.name || preview.outputName) + " · proposed " + proposal(preview.proposal) }), stage]);
    }

    // The smallest placed frame holding the point (root coordinates); the later one of equal size (placed inside).
    function viewAt(preview, x, y) {
      let best = null, bestArea = Infinity;
      for (const placement of preview.placements) {
        const [fx, fy, fw, fh] = placement.frame.map(Number);
        if (!(x >= fx && y >= fy && x <= fx + fw && y <= fy + fh)) continue;
        const area = fw * fh;
        if (area <= bestArea) { best = placement; bestArea = area; }
      }
      return best;
    }

    function place(box, preview, placement, isPinned) {
      if (!placement) { box.hidden = true; return; }
      const [fx, fy, fw, fh] = placement.frame.map(Number);
      Object.assign(box.style, { left: (fx + preview.canvas[0]) + "px", top: (fy + preview.canvas[1]) + "px",
                                 width: Math.max(fw, 1) + "px", height: Math.max(fh, 1) + "px" });
      box.classList.toggle("pinned", isPinned);
      box.hidden = false;
    }

    function showInspector(selection) {
      const inspector = document.getElementById("inspector");
      if (!selection) {
        if (!pinned) inspector.replaceChildren(el("p", { className: "hint", textContent: "Hover over a view for its frame, its proposal and its negotiation; click to keep it." }));
        return;
      }
      const { preview, placement } = selection;
      const views = new Map(preview.placements.map(p => [p.view, p]));
      const parent = placement.parent != null ? views.get(placement.parent) : null;
      const [fx, fy, fw, fh] = placement.frame;
      const calls = preview.calls.filter(c => c.view === placement.view);
      const items = calls.map(c => {
        const asker = c.asker != null && views.get(c.asker) ? viewName(views.get(c.asker)) : "root";
        return el("li", { className: c.source === "memo" ? "memo" : "",
                          textContent: asker + " proposed " + proposal(c.proposal) + " → " + size(c.size)
                            + (c.source === "memo" ? " (memo)" : "") + (c.purpose !== "layout" ? " [" + c.purpose + "]" : "") });
      });
      inspector.replaceChildren(
        el("h3", { className: "view", textContent: viewName(placement) }),
        el("dl", {}, [
          el("dt", { textContent: "frame" }), el("dd", { className: "frame", textContent: "(" + num(fx) + ", " + num(fy) + ") " + num(fw) + " × " + num(fh) }),
          el("dt", { textContent: "placed with" }), el("dd", { className: "proposal", textContent: proposal(placement.proposal) }),
          el("dt", { textContent: "placed by" }), el("dd", { textContent: parent ? viewName(parent) : "the canvas" }),
          el("dt", { textContent: "measured" }), el("dd", { textContent: calls.length + " call(s), " + calls.filter(c => c.source === "memo").length + " from the memo" })
        ]),
        el("h3", { textContent: "sizeThatFits calls" }),
        items.length ? el("ol", { className: "calls" }, items) : el("p", { className: "hint", textContent: "none" }));
    }

    load().catch(error => { status.textContent = "could not load the state: " + error; status.className = "down"; });
    const events = new EventSource("/events");
    events.addEventListener("change", event => {
      status.className = "";
      if (Number(event.data) !== state.version) { pinned = null; load(); }
    });
    events.onerror = () => { status.textContent = "disconnected — retrying (is layoutshot preview still running?)"; status.className = "down"; };
    </script>
    </body>
    </html>

    """
}
