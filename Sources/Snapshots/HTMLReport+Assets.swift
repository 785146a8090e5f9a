import Foundation

/// The page's inline style and script. The script only wires the filter and the overlay sliders; the page
/// reads fine without it (the filter's starting state is also set as a class on `body`).
extension HTMLReport {
    static let style = """

    :root { color-scheme: light; --red: #d70015; --green: #248a3d; --amber: #b25000; --blue: #0040dd; }
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 0 24px 48px;
           max-width: 1400px; color: #1d1d1f; background: #fafafa; }
    header { position: sticky; top: 0; background: #fafafa; padding: 12px 0 8px; border-bottom: 1px solid #ddd;
             z-index: 1; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .summary { margin: 0 0 6px; font-weight: 600; }
    .summary.has-failures { color: var(--red); }
    .filter { user-select: none; cursor: pointer; }
    body.failures-only .snapshot:not(.failure) { display: none; }
    .snapshot { background: #fff; border: 1px solid #ddd; border-radius: 8px; margin: 16px 0; padding: 12px 16px; }
    .snapshot.failure { border-color: var(--red); }
    h2 { font-size: 16px; margin: 0 0 8px; }
    h2 small, h3 small { font-weight: normal; color: #6e6e73; }
    h3 { font-size: 13px; margin: 12px 0 4px; text-transform: uppercase; letter-spacing: .04em; color: #6e6e73; }
    .badge { display: inline-block; font-size: 11px; text-transform: uppercase; padding: 1px 6px; border-radius: 4px;
             color: #fff; background: #6e6e73; vertical-align: 2px; }
    .badge.failed, .badge.missing { background: var(--red); }
    .badge.matched { background: var(--green); }
    .badge.recorded, .badge.updated { background: var(--blue); }
    .reasons { margin: 4px 0; padding-left: 20px; }
    .reasons li:first-child { font-weight: 600; }
    .written { color: var(--blue); margin: 4px 0; }
    .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #6e6e73; margin-bottom: 2px; }
    img { display: block; max-width: 100%; border: 1px solid #ccc;
          background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .pictures img { max-width: min(100%, 440px); }
    .overlay .scroll { overflow-x: auto; }
    .stack { position: relative; display: inline-block; }
    .stack img { max-width: none; }
    .stack img.over { position: absolute; top: 0; left: 0; clip-path: inset(0 50% 0 0); }
    .overlay label { display: flex; align-items: center; gap: 8px; font-size: 12px; color: #6e6e73; }
    .overlay input[type=range] { width: min(100%, 440px); }
    pre { background: #f5f5f7; padding: 8px; overflow-x: auto; margin: 4px 0; font-size: 12px; }
    .columns { display: flex; gap: 16px; }
    .columns > div { flex: 1; min-width: 0; }
    h4 { margin: 8px 0 2px; font-size: 12px; }

    """

    static let script = """
    (function () {
      "use strict";
      var toggle = document.getElementById("failures-only");
      if (toggle) {
        var apply = function () { document.body.classList.toggle("failures-only", toggle.checked); };
        toggle.addEventListener("change", apply);
        apply();
      }
      var overlays = document.querySelectorAll(".overlay");
      for (var i = 0; i < overlays.length; i++) {
        (function (overlay) {
          var range = overlay.querySelector("input[type=range]");
          var over = overlay.querySelector("img.over");
          if (!range || !over) { return; }
          var update = function () { over.style.clipPath = "inset(0 " + (100 - Number(range.value)) + "% 0 0)"; };
          range.addEventListener("input", update);
          update();
        })(overlays[i]);
      }
    })();
    """
}
