"""make bench-compare: Layoutshot side by side with the tools people would otherwise use, in the same run.

Runs layoutshot-bench (in-process scenarios), then whole processes: `dot -Tsvg/-Tpng` on the 60-node
graph vs `layoutshot render` of the 60-node fixture, a headless Chromium screenshot of the equivalent
HTML/CSS mock-up, and pixelmatch (PyPI) vs Layoutshot's diff on the same 2000x2000 pair. Prints the tables
and writes docs/PERFORMANCE.md from Benchmarks/PERFORMANCE.template.md.

    python Benchmarks/compare.py [--quick]
"""
import datetime
import os
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


def main():
    tmp = tempfile.mkdtemp(prefix="layoutshot-compare-")
    layoutshot = os.path.join(RELEASE, "layoutshot")
    bench = os.path.join(RELEASE, "layoutshot-bench")

    print("layoutshot-bench …", flush=True)
    bench_table = run([bench] + (["--quick"] if QUICK else [])).stdout.strip()
    print(bench_table, flush=True)

    runs = 5 if QUICK else 15
    fixture = os.path.join(FIXTURES, "sixty-nodes.swift")
    graph = os.path.join(FIXTURES, "sixty-nodes.dot")
    page = "file://" + os.path.join(FIXTURES, "sixty-nodes.html")
    out = lambda name: os.path.join(tmp, name)
    print("whole processes …", flush=True)
    dot_svg = timed(["dot", "-Tsvg", graph, "-o", out("dot.svg")], runs)
    dot_png = timed(["dot", "-Tpng", graph, "-o", out("dot.png")], runs)
    ls_svg = timed([layoutshot, "render", fixture, "-o", out("ls.svg"), "--quiet"], runs)
    ls_png = timed([layoutshot, "render", fixture, "-o", out("ls.png"), "--quiet"], runs)
    chromium = timed(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                      "--force-device-scale-factor=2", "--window-size=375,360",
                      "--screenshot=" + out("chromium.png"), page], 3 if QUICK else 7)

    print("pixel diff …", flush=True)
    from PIL import Image
    from pixelmatch import pixelmatch
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
    exact_ms, perceptual_ms, our_count = run([bench, "--diff", out("reference.png"), out("actual.png")]).stdout.split()
    ours = float(perceptual_ms)

    def row(name, t, note=""):
        return f"| {name} | {fmt(t[0])} | {fmt(t[1])}–{fmt(t[2])} | {note} |"

    svg_ratio = ls_svg[0] / dot_svg[0]
    png_ratio = ls_png[0] / dot_png[0]
    chromium_ratio = chromium[0] / ls_png[0]
    diff_ratio = pm[0] / ours
    peers = "\n".join([
        "| whole process | median ms | p10–p90 | notes |",
        "|---|---|---|---|",
        row("`dot -Tsvg` (60-node graph)", dot_svg),
        row("`dot -Tpng` (60-node graph)", dot_png),
        row("`layoutshot render` → SVG (60-node fixture)", ls_svg),
        row("`layoutshot render` → PNG @2x (60-node fixture)", ls_png),
        row("headless Chromium screenshot @2x (same screen as HTML/CSS)", chromium),
        "",
        "| pixel diff, 2000×2000 UI pair | median ms | p10–p90 | pixels differing |",
        "|---|---|---|---|",
        f"| pixelmatch {pixelmatch_version()} (PyPI), threshold 0.1 + anti-aliasing | {fmt(pm[0])} | "
        f"{fmt(pm[1])}–{fmt(pm[2])} | {pm_count} |",
        f"| Layoutshot `PixelDiff`, same method | {fmt(ours)} | (median of 9) | {our_count} |",
        f"| Layoutshot `PixelDiff`, exact | {fmt(float(exact_ms))} | (median of 9) | |",
        "",
        "| ratio (same run) | value | target | met |",
        "|---|---|---|---|",
        f"| `layoutshot render` SVG ÷ `dot -Tsvg` | {svg_ratio:.2f}× | ≤ 5× | {'yes' if svg_ratio <= 5 else 'no'} |",
        f"| `layoutshot render` PNG ÷ `dot -Tpng` | {png_ratio:.2f}× | | |",
        f"| Chromium screenshot ÷ `layoutshot render` PNG | {chromium_ratio:.1f}× faster | ≥ 20× | "
        f"{'yes' if chromium_ratio >= 20 else 'no'} |",
        f"| pixelmatch ÷ Layoutshot diff | {diff_ratio:.0f}× faster | ≥ 20× | {'yes' if diff_ratio >= 20 else 'no'} |",
    ])
    print(peers)

    # Debian's package versions: the chromium launcher script mangles `--version` on some machines.
    versions = (f"Graphviz {package_version('graphviz')}, Chromium {package_version('chromium')} (Debian packages); "
                f"pixelmatch {pixelmatch_version()} on Python {platform.python_version()}")
    template = open(os.path.join(ROOT, "Benchmarks", "PERFORMANCE.template.md")).read()
    doc = (template.replace("{{DATE}}", datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
           .replace("{{MACHINE}}", machine())
           .replace("{{VERSIONS}}", versions)
           .replace("{{MODE}}", "--quick (fewer repeats)" if QUICK else "full")
           .replace("{{BENCH}}", bench_table)
           .replace("{{PEERS}}", peers))
    path = os.path.join(ROOT, "docs", "PERFORMANCE.md")
    with open(path + ".tmp", "w") as f:
        f.write(doc)
    os.replace(path + ".tmp", path)
    print(f"wrote {os.path.relpath(path, ROOT)}")


def package_version(name):
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True).stdout.strip()
    return out or "?"


def pixelmatch_version():
    try:
        from importlib.metadata import version
        return version("pixelmatch")
    except Exception:
        return "?"


if __name__ == "__main__":
    main()
