"""taffy (PyPI `stretchable`) and Yoga (PyPI `poga`) laying out the flexbox equivalent of layoutshot-bench's
rows tree: a column of rows, each a text leaf, a spacer and a colour. Prints one JSON line per engine and size:
{"engine", "nodes", "median_ms", "us_per_node", "bytes_per_node"}.

    python Benchmarks/flexbox-peers.py taffy|yoga NODES RUNS

Only the engine's own layout call is timed, on a freshly built tree each run (both engines cache layouts, so a
second call on a clean tree would do nothing); the native calls are used directly, not the packages' Python
wrappers, which copy every node's result into Python objects. Text leaves have fixed sizes: what
layoutshot-bench's fake measurer answers (8.5 pt a character at 17 pt, one 20 pt line), so no Python measure
callback runs. Memory is the process's RSS after building the tree and laying it out, minus before, per node
(Python's own objects for the node handles included) — an RSS delta, not a high-water mark.
"""
import gc
import json
import math
import statistics
import sys
import time


def rss_kib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def text_width(i):
    return len(f"row {i}") * 8.5


def taffy_engine():
    from stretchable import taffylib, Style
    from stretchable.context import taffy
    from stretchable.style import FlexDirection
    from stretchable.style.geometry.length import AUTO, PT, LengthAvailableSpace
    from stretchable.style.geometry.size import SizeAvailableSpace

    ptr = taffy._ptr
    column = Style(flex_direction=FlexDirection.COLUMN, size=(800 * PT, AUTO)).to_dict()
    row = Style(flex_direction=FlexDirection.ROW).to_dict()
    spacer = Style(flex_grow=1, flex_shrink=0).to_dict()
    colour = Style(flex_grow=1, size=(AUTO, 10 * PT)).to_dict()
    texts = {}

    def build(rows):
        root = taffylib.node_create(ptr, column)
        for i in range(rows):
            w = text_width(i)
            if w not in texts:
                texts[w] = Style(flex_shrink=0, size=(w, 20)).to_dict()
            r = taffylib.node_create(ptr, row)
            for child in (taffylib.node_create(ptr, texts[w]), taffylib.node_create(ptr, spacer),
                          taffylib.node_create(ptr, colour)):
                taffylib.node_add_child(ptr, r, child)
            taffylib.node_add_child(ptr, root, r)
        return root

    space = SizeAvailableSpace(LengthAvailableSpace.definite(800), LengthAvailableSpace.max_content()).to_dict()

    def compute(root):
        taffylib.node_compute_layout(ptr, root, space)

    def check(root):
        layout = taffylib.PyLayout()
        taffylib.node_get_layout(ptr, root, layout)
        return layout.width, layout.height

    def free(_root):
        taffylib.node_drop_all(ptr)

    return build, compute, check, free


def yoga_engine():
    from poga import libpoga_capi as yg

    config = yg.YGConfigNew()

    def node():
        return yg.YGNodeNewWithConfig(config)

    def build(rows):
        root = node()
        yg.YGNodeStyleSetFlexDirection(root, yg.YGFlexDirection.Column)
        yg.YGNodeStyleSetWidth(root, 800)
        for i in range(rows):
            r = node()
            yg.YGNodeStyleSetFlexDirection(r, yg.YGFlexDirection.Row)
            text = node()
            yg.YGNodeStyleSetWidth(text, text_width(i))
            yg.YGNodeStyleSetHeight(text, 20)
            yg.YGNodeStyleSetFlexShrink(text, 0)
            spacer = node()
            yg.YGNodeStyleSetFlexGrow(spacer, 1)
            colour = node()
            yg.YGNodeStyleSetFlexGrow(colour, 1)
            yg.YGNodeStyleSetHeight(colour, 10)
            for index, child in enumerate((text, spacer, colour)):
                yg.YGNodeInsertChild(r, child, index)
            yg.YGNodeInsertChild(root, r, i)
        return root

    def compute(root):
        yg.YGNodeCalculateLayout(root, 800, yg.YGUndefined, yg.YGDirection.LTR)

    def check(root):
        return yg.YGNodeLayoutGetWidth(root), yg.YGNodeLayoutGetHeight(root)

    def free(root):
        yg.YGNodeFreeRecursive(root)

    return build, compute, check, free


def main():
    engine, nodes, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    build, compute, check, free = {"taffy": taffy_engine, "yoga": yoga_engine}[engine]()
    rows = (nodes - 1) // 4
    count = rows * 4 + 1
    samples, bytes_per_node = [], None
    for run in range(runs + 1):
        gc.collect()
        before = rss_kib()
        root = build(rows)
        gc.disable()
        start = time.perf_counter()
        compute(root)
        elapsed = (time.perf_counter() - start) * 1000
        gc.enable()
        width, height = check(root)
        assert abs(width - 800) < 0.01 and abs(height - rows * 20) < 0.5, (engine, width, height)
        if run == 0:  # the first run also warms the engine up; its memory is the cleanest delta
            bytes_per_node = (rss_kib() - before) * 1024 / count
        else:
            samples.append(elapsed)
        free(root)
        del root
    median = statistics.median(samples)
    print(json.dumps({"engine": engine, "nodes": count, "median_ms": median,
                      "us_per_node": median * 1000 / count, "bytes_per_node": bytes_per_node}))


if __name__ == "__main__":
    main()
