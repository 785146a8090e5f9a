"""make bench-compare: Layoutshot side by side with the tools people would otherwise use, in the same run.

Runs layoutshot-bench (in-process scenarios), then whole processes: `dot -Tsvg/-Tpng` on the 60-node
graph vs `layoutshot render` and `layoutshot layout` of the 60-node fixture, a headless Chromium screenshot
of the equivalent HTML/CSS mock-up; layout of the same rows tree in Layoutshot, taffy (stretchable) and Yoga
(poga) at 10k, 100k and 1M nodes (Benchmarks/flexbox-peers.py); each group interleaved (round-robin), so that
a slow spell of the shared machine falls on every tool of a ratio alike; pixelmatch (PyPI) and its C++
port (pybind11-pixelmatch) vs Layoutshot's diff on the same 2000x2000 pair; `watch`'s save-to-PNG latency
when Benchmarks/watch-latency.py is there. Prints the tables and writes docs/PERFORMANCE.md from
Benchmarks/PERFORMANCE.template.md with every ratio of issue 16, its target and whether this run met it.

    python Benchmarks/compare.py [--quick]
"""
import datetime
import json
import os
import re
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE = os.path.join(ROOT, ".build", "release")
FIXTURES = os.path.join(ROOT, "Benchmarks", "fixtures")
QUICK = "--quick" in sys.argv


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def timed(cmd, runs, warmup=1):
    """Whole-process wall times in ms: (median, p10, p90)."""
    for _ in range(warmup):
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        samples.append((time.perf_counter() - start) * 1000)
    return spread(samples)


def timed_interleaved(cmds, runs, warmup=1):
    """timed() for several commands, run round-robin so that a slow spell of a shared machine falls on all of
    them alike: {name: (median, p10, p90)}."""
    for _ in range(warmup):
        for cmd in cmds.values():
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    samples = {name: [] for name in cmds}
    for _ in range(runs):
        for name, cmd in cmds.items():
            start = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            samples[name].append((time.perf_counter() - start) * 1000)
    return {name: spread(s) for name, s in samples.items()}


def spread(samples):
    s = sorted(samples)
    def pct(p):
        pos = p * (len(s) - 1)
        lo, hi = int(pos), min(int(pos) + 1, len(s) - 1)
        return s[lo] + (s[hi] - s[lo]) * (pos - lo)
    return statistics.median(s), pct(0.1), pct(0.9)


def fmt(ms):
    return f"{ms:.0f}" if ms >= 100 else f"{ms:.1f}" if ms >= 10 else f"{ms:.2f}"


def first_line(cmd):
    try:
        out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
        return out.strip().splitlines()[0] if out.strip() else "?"
    except OSError:
        return "?"


def machine():
    cpu = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        mem_kib = int(f.readline().split()[1])
    debian = open("/etc/debian_version").read().strip() if os.path.exists("/etc/debian_version") else "?"
    return (f"{os.cpu_count()} cores ({cpu}), {mem_kib / 1048576:.0f} GiB, Debian {debian}, "
            f"{platform.machine()}, {first_line(['swift', '--version'])}")


def met(ok):
    return "yes" if ok else "**no**"


def bench_cell(table, scenario_prefix, column=4):
    """A column (4: per unit, 5: target) of the layoutshot-bench row whose scenario starts with `scenario_prefix`."""
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) > column and cells[0].startswith(scenario_prefix):
            return cells[column]
    return ""


def first_number(text, before):
    m = re.search(r"([0-9.]+) " + re.escape(before), text)
    return float(m.group(1)) if m else None


def main():
    tmp = tempfile.mkdtemp(prefix="layoutshot-compare-")
    layoutshot = os.path.join(RELEASE, "layoutshot")
    bench = os.path.join(RELEASE, "layoutshot-bench")
    python = sys.executable
    ratios = []  # (name, value text, target text, met)

    print("layoutshot-bench …", flush=True)
    # The compile scenario needs the release library the compiled path links (make build makes it).
    groups = ["fixture", "layout", "rows", "text", "diff", "check"]
    if os.path.exists(os.path.join(RELEASE, "libLayoutshotDynamic.so")):
        groups.append("compile")
    else:
        print("no .build/release/libLayoutshotDynamic.so: the compile scenario is left out", flush=True)
    bench_table = run([bench] + (["--quick"] if QUICK else []) + ["--only"] + groups).stdout.strip()
    print(bench_table, flush=True)

    runs = 5 if QUICK else 15
    fixture = os.path.join(FIXTURES, "sixty-nodes.swift")
    graph = os.path.join(FIXTURES, "sixty-nodes.dot")
    page = "file://" + os.path.join(FIXTURES, "sixty-nodes.html")
    out = lambda name: os.path.join(tmp, name)
    print("whole processes …", flush=True)
    processes = timed_interleaved({
        "dot_svg": ["dot", "-Tsvg", graph, "-o", out("dot.svg")],
        "dot_png": ["dot", "-Tpng", graph, "-o", out("dot.png")],
        "ls_svg": [layoutshot, "render", fixture, "-o", out("ls.svg"), "--quiet"],
        "ls_png": [layoutshot, "render", fixture, "-o", out("ls.png"), "--quiet"],
        "ls_layout": [layoutshot, "layout", fixture]}, runs)
    dot_svg, dot_png, ls_svg, ls_png, ls_layout = (processes[k] for k in ("dot_svg", "dot_png", "ls_svg", "ls_png", "ls_layout"))
    chromium = timed(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                      "--force-device-scale-factor=2", "--window-size=375,360",
                      "--screenshot=" + out("chromium.png"), page], 3 if QUICK else 7)
    from PIL import Image
    dot_pixels = Image.open(out("dot.png")).size
    ls_pixels = Image.open(out("ls.png")).size

    print("layout beside taffy and Yoga …", flush=True)
    peers_script = os.path.join(ROOT, "Benchmarks", "flexbox-peers.py")
    layout_rows = []
    for nodes in ([10_001, 100_001] if QUICK else [10_001, 100_001, 1_000_001]):
        # Rounds of the three engines in turn, each round's median kept: a slow spell of the shared machine
        # falls on all three alike. The result is the median of the rounds; memory is the first round's.
        rounds = 1 if nodes >= 1_000_000 else 3
        peer_runs = 3 if nodes >= 1_000_000 else (1 if QUICK else 2) if nodes >= 100_000 else (2 if QUICK else 5)
        per_round = {"ours": [], "taffy": [], "yoga": []}
        for _ in range(rounds):
            views, ms, bytes_per_view = run([bench, "--rows", str(nodes), str(peer_runs)]).stdout.split()
            per_round["ours"].append({"nodes": int(views), "median_ms": float(ms),
                                      "us_per_node": float(ms) * 1000 / int(views), "bytes_per_node": float(bytes_per_view)})
            for engine in ("taffy", "yoga"):
                per_round[engine].append(json.loads(run([python, peers_script, engine, str(nodes), str(peer_runs)]).stdout))
        def median_round(results):
            middle = statistics.median(r["median_ms"] for r in results)
            return dict(results[0], median_ms=middle, us_per_node=middle * 1000 / results[0]["nodes"])
        layout_rows.append(tuple(median_round(per_round[k]) for k in ("ours", "taffy", "yoga")))
    layout_table = ["| rows tree (VStack of HStack(Text, Spacer, Color)) | nodes | median ms | µs/node | bytes/node |",
                    "|---|---|---|---|---|"]
    for ours, taffy, yoga in layout_rows:
        for name, r, note in (("Layoutshot (fake measurer; peak VmHWM over RSS before)", ours, ""),
                              ("taffy via stretchable (RSS delta)", taffy, ""), ("Yoga via poga (RSS delta)", yoga, "")):
            layout_table.append(f"| {name} | {r['nodes']} | {fmt(r['median_ms'])} | {r['us_per_node']:.2f} | "
                                f"{r['bytes_per_node']:.0f} |")
    for ours, taffy, yoga in layout_rows:
        if ours["nodes"] > 200_000:
            continue
        r = ours["us_per_node"] / taffy["us_per_node"]
        ratios.append((f"layout µs/node ÷ taffy's, {ours['nodes']} nodes", f"{r:.2f}× (Yoga {ours['us_per_node'] / yoga['us_per_node']:.2f}×)",
                       "≤ 1.5×", r <= 1.5))
        m = ours["bytes_per_node"] / taffy["bytes_per_node"]
        ratios.append((f"layout memory/node ÷ taffy's, {ours['nodes']} nodes", f"{m:.2f}× ({ours['bytes_per_node']:.0f} B vs "
                       f"{taffy['bytes_per_node']:.0f} B)", "≤ 1.0×", m <= 1.0))
    if len(layout_rows) == 3:
        lin = layout_rows[2][0]["us_per_node"] / layout_rows[0][0]["us_per_node"]
        ratios.append(("layout µs/view at 1M ÷ at 10k (linear cost)", f"{lin:.2f}×", "≤ 1.5×", lin <= 1.5))

    print("pixel diff …", flush=True)
    import numpy as np
    from pixelmatch import pixelmatch
    import pybind11_pixelmatch
    run([bench, "--write-diff-pair", tmp])
    a = Image.open(out("reference.png")).convert("RGBA")
    b = Image.open(out("actual.png")).convert("RGBA")
    width, height = a.size
    pa, pb = a.tobytes(), b.tobytes()
    pm_samples, pm_count = [], 0
    for _ in range(1 if QUICK else 3):
        diff = bytearray(width * height * 4)
        start = time.perf_counter()
        pm_count = pixelmatch(pa, pb, width, height, diff, threshold=0.1)
        pm_samples.append((time.perf_counter() - start) * 1000)
    pm = spread(pm_samples)
    na, nb = np.array(a), np.array(b)
    options = pybind11_pixelmatch.Options()
    options.threshold = 0.1
    options.includeAA = False  # pixelmatch's default: anti-aliased pixels are detected, not counted
    cpp_samples, cpp_count = [], 0
    for _ in range(9):
        output = np.zeros_like(na)
        start = time.perf_counter()
        cpp_count = pybind11_pixelmatch.pixelmatch(na, nb, output=output, options=options)
        cpp_samples.append((time.perf_counter() - start) * 1000)
    cpp = spread(cpp_samples)
    exact_ms, perceptual_ms, our_count = run([bench, "--diff", out("reference.png"), out("actual.png")]).stdout.split()
    ours_diff = float(perceptual_ms)

    watch = None
    watch_script = os.path.join(ROOT, "Benchmarks", "watch-latency.py")
    if os.path.exists(watch_script):
        print("watch …", flush=True)
        try:
            watch = json.loads(run([python, watch_script]).stdout.strip().splitlines()[-1])
        except (subprocess.CalledProcessError, ValueError, IndexError) as error:
            print(f"watch-latency.py failed: {error}", flush=True)

    def row(name, t, note=""):
        return f"| {name} | {fmt(t[0])} | {fmt(t[1])}–{fmt(t[2])} | {note} |"

    svg_ratio = ls_svg[0] / dot_svg[0]
    png_ratio = ls_png[0] / dot_png[0]
    layout_ratio = ls_layout[0] / dot_svg[0]
    chromium_ratio = chromium[0] / ls_png[0]
    ratios[0:0] = [
        ("`layoutshot render` SVG ÷ `dot -Tsvg`", f"{svg_ratio:.2f}×", "≤ 1.0×", svg_ratio <= 1.0),
        ("`layoutshot render` @2x PNG ÷ `dot -Tpng`", f"{png_ratio:.2f}× ({ls_pixels[0]}×{ls_pixels[1]} vs "
         f"{dot_pixels[0]}×{dot_pixels[1]} pixels)", "≤ 1.0× at the same pixel count", png_ratio <= 1.0),
        ("`layoutshot layout` ÷ `dot -Tsvg`", f"{layout_ratio:.2f}×", "≤ 0.7×", layout_ratio <= 0.7),
        ("Chromium screenshot ÷ `layoutshot render` PNG", f"{chromium_ratio:.1f}× slower", "≥ 40×", chromium_ratio >= 40),
    ]
    # Real text: the re-layout cost per label at the largest tree over the 100-label tree's.
    sizes = [100, 1000, 10000] + ([] if QUICK else [100000])
    per_label = {n: first_number(bench_cell(bench_table, f"text: re-layout {n} labels"), "µs/label") for n in sizes}
    if per_label[100] and per_label[sizes[-1]]:
        flat = per_label[sizes[-1]] / per_label[100]
        ratios.append((f"text re-layout µs/label at {sizes[-1]} ÷ at 100 labels",
                       f"{flat:.2f}× ({per_label[100]:.2f} → {per_label[sizes[-1]]:.2f} µs)", "flat (≤ 1.5×)", flat <= 1.5))
    if watch:
        ratios.append(("`watch` save → new PNG, p90", f"{watch['p90_ms']:.1f} ms (median {watch['median_ms']:.1f})",
                       "≤ 30 ms", watch["p90_ms"] <= 30))
    else:
        ratios.append(("`watch` save → new PNG, p90", "not measured (no Benchmarks/watch-latency.py)", "≤ 30 ms", False))
    diff_ratio = ours_diff / cpp[0]
    ratios.append(("Layoutshot diff ÷ pybind11-pixelmatch (C++)", f"{diff_ratio:.2f}× ({our_count} vs {cpp_count} pixels)",
                   "≤ 1.0×, same count", diff_ratio <= 1.0 and int(our_count) == cpp_count))
    ratios.append(("pure-Python pixelmatch ÷ Layoutshot diff", f"{pm[0] / ours_diff:.0f}× slower", "(for reference)", True))
    check_rate = first_number(bench_cell(bench_table, "check 10000 snapshots"), "snapshots/s")
    if check_rate:
        verdict = bench_cell(bench_table, "check 10000 snapshots", 5)
        ratios.append(("`check --jobs 2`, 10,000 snapshots", f"{check_rate:.0f} snapshots/s", "≥ 1,500/s, memory flat",
                       verdict.endswith(": met")))

    peers = "\n".join([
        "| whole process | median ms | p10–p90 | notes |",
        "|---|---|---|---|",
        row("`dot -Tsvg` (60-node graph)", dot_svg),
        row("`dot -Tpng` (60-node graph)", dot_png, f"{dot_pixels[0]}×{dot_pixels[1]} pixels"),
        row("`layoutshot render` → SVG (60-node fixture)", ls_svg),
        row("`layoutshot render` → PNG @2x (60-node fixture)", ls_png, f"{ls_pixels[0]}×{ls_pixels[1]} pixels"),
        row("`layoutshot layout` (60-node fixture, frame tree to stdout)", ls_layout),
        row("headless Chromium screenshot @2x (same screen as HTML/CSS)", chromium),
        "",
        "\n".join(layout_table),
        "",
        "| pixel diff, 2000×2000 UI pair | median ms | p10–p90 | pixels differing |",
        "|---|---|---|---|",
        f"| pixelmatch {dist_version('pixelmatch')} (PyPI, pure Python), threshold 0.1 + anti-aliasing | {fmt(pm[0])} | "
        f"{fmt(pm[1])}–{fmt(pm[2])} | {pm_count} |",
        f"| pybind11-pixelmatch {dist_version('pybind11-pixelmatch')} (C++ port), same method | {fmt(cpp[0])} | "
        f"{fmt(cpp[1])}–{fmt(cpp[2])} | {cpp_count} |",
        f"| Layoutshot `PixelDiff`, same method | {fmt(ours_diff)} | (median of 9) | {our_count} |",
        f"| Layoutshot `PixelDiff`, exact | {fmt(float(exact_ms))} | (median of 9) | |",
    ])
    ratio_table = "\n".join(["| ratio (same run) | value | target | met |", "|---|---|---|---|"]
                            + [f"| {n} | {v} | {t} | {met(ok)} |" for n, v, t, ok in ratios])
    print(peers)
    print(ratio_table)

    # Debian's package versions: the chromium launcher script mangles `--version` on some machines.
    versions = (f"Graphviz {package_version('graphviz')}, Chromium {package_version('chromium')} (Debian packages); "
                f"pixelmatch {dist_version('pixelmatch')}, pybind11-pixelmatch {dist_version('pybind11-pixelmatch')}, "
                f"stretchable {dist_version('stretchable')} (taffy), poga {dist_version('poga')} (Yoga) on Python "
                f"{platform.python_version()}")
    template = open(os.path.join(ROOT, "Benchmarks", "PERFORMANCE.template.md")).read()
    doc = (template.replace("{{DATE}}", datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
           .replace("{{MACHINE}}", machine())
           .replace("{{VERSIONS}}", versions)
           .replace("{{MODE}}", "--quick (fewer repeats)" if QUICK else "full")
           .replace("{{BENCH}}", bench_table)
           .replace("{{PEERS}}", peers)
           .replace("{{RATIOS}}", ratio_table))
    path = os.path.join(ROOT, "docs", "PERFORMANCE.md")
    with open(path + ".tmp", "w") as f:
        f.write(doc)
    os.replace(path + ".tmp", path)
    print(f"wrote {os.path.relpath(path, ROOT)}")


def package_version(name):
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True).stdout.strip()
    return out or "?"


def dist_version(name):
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:
        return "?"


if __name__ == "__main__":
    main()
