"""`layoutshot watch`'s latency: save -> new PNG, for the 60-view fixture, saved both ways editors save.

Runs `layoutshot watch` on a copy of Benchmarks/fixtures/sixty-nodes.swift, saves it N times, alternately by
truncate-and-write (open with O_TRUNC, write, close) and by write-a-temporary-then-rename, each save changing
one title so that the picture changes, and times each save until the PNG is replaced (looked at every
0.5 ms). Prints one JSON line: median and p90 in ms over all saves and per style, and the error lines watch
printed (a save must never be reported as an empty fixture), with the median render time watch reports.

    python3 Benchmarks/watch-latency.py [--saves N] [--layoutshot PATH]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def percentile(samples, p):
    s = sorted(samples)
    pos = p * (len(s) - 1)
    lo, hi = int(pos), min(int(pos) + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def stamp(path):
    try:
        st = os.stat(path)
        return (st.st_ino, st.st_mtime_ns, st.st_size)
    except FileNotFoundError:
        return None


def wait_for(condition, seconds):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        if condition():
            return True
        time.sleep(0.0005)
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=40)
    parser.add_argument("--layoutshot", default=os.path.join(ROOT, ".build", "release", "layoutshot"))
    args = parser.parse_args()
    source = open(os.path.join(ROOT, "Benchmarks", "fixtures", "sixty-nodes.swift"), encoding="utf-8").read()
    assert '"Wi-Fi"' in source
    work = tempfile.mkdtemp(prefix="layoutshot-watch-latency-")
    fixture = os.path.join(work, "sixty.swift")
    out = os.path.join(work, "out")
    with open(fixture, "w", encoding="utf-8") as f:
        f.write(source)
    log = open(os.path.join(work, "watch.log"), "w+")
    watch = subprocess.Popen([args.layoutshot, "watch", fixture, "--out", out, "--format", "png"],
                             stdout=subprocess.DEVNULL, stderr=log)
    try:
        pngs = lambda: sorted(n for n in os.listdir(out) if n.endswith(".png")) if os.path.isdir(out) else []
        if not wait_for(lambda: pngs(), 60):
            sys.exit("watch wrote no PNG")
        png = os.path.join(out, pngs()[0])
        time.sleep(0.3)
        samples = {"truncate": [], "rename": []}
        for i in range(args.saves):
            style = "truncate" if i % 2 == 0 else "rename"
            content = source.replace('"Wi-Fi"', f'"Wi-Fi {i}"')
            before = stamp(png)
            start = time.perf_counter()
            if style == "truncate":
                with open(fixture, "w", encoding="utf-8") as f:
                    f.write(content)
            else:
                temporary = os.path.join(work, ".sixty.swift.tmp")
                with open(temporary, "w", encoding="utf-8") as f:
                    f.write(content)
                os.replace(temporary, fixture)
            if not wait_for(lambda: stamp(png) not in (before, None), 5):
                sys.exit(f"save {i} ({style}) was not rendered within 5 s")
            samples[style].append((time.perf_counter() - start) * 1000)
            time.sleep(0.1)
    finally:
        watch.kill()
        watch.wait()
    log.seek(0)
    lines = log.readlines()
    errors = [line.strip() for line in lines if "error" in line]
    # watch's own "changed: …: rendered 1 file(s) in N ms": the part of the latency that is the render itself.
    renders = [int(line.rsplit(" in ", 1)[1].split()[0]) for line in lines if line.startswith("changed: ") and " ms" in line]
    everything = samples["truncate"] + samples["rename"]
    result = {"saves": len(everything), "median_ms": round(statistics.median(everything), 2),
              "p90_ms": round(percentile(everything, 0.9), 2), "target_p90_ms": 30}
    for style, values in samples.items():
        result[style] = {"median_ms": round(statistics.median(values), 2), "p90_ms": round(percentile(values, 0.9), 2)}
    if renders:
        result["render_median_ms"] = statistics.median(renders)
    result["errors"] = errors
    print(json.dumps(result))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
