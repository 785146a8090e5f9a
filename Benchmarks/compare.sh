#!/bin/sh
# make bench-compare: installs the peers (Graphviz, Chromium from Debian; from PyPI into .build/bench-venv:
# pixelmatch and its C++ port pybind11-pixelmatch, taffy through stretchable, Yoga through poga, Pillow and
# NumPy), builds Layoutshot in release mode, runs layoutshot-bench and the side-by-side comparisons, prints
# the tables and rewrites docs/PERFORMANCE.md.
set -eu
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
missing=""
for p in graphviz chromium python3 python3-venv fonts-inter; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi

venv=.build/bench-venv
if [ ! -x "$venv/bin/python" ]; then
    /usr/bin/python3 -m venv "$venv"
fi
"$venv/bin/python" -c "import pixelmatch, pybind11_pixelmatch, stretchable, poga, numpy, PIL" 2>/dev/null \
    || "$venv/bin/python" -m pip install --quiet --disable-pip-version-check pixelmatch==0.4.0 \
        pybind11-pixelmatch==0.1.6 stretchable==1.1.8 poga==0.1.19 numpy pillow

# The compile rows run compiled fixtures against the release library: it must be as new as the modules.
swift build -c release --product LayoutshotDynamic
swift build -c release --product layoutshot-bench
# The command as `make build` makes it (statically linked Swift runtime and Foundation), last: a release build of
# the layoutshot product would link the dynamic one over it.
make --no-print-directory static-tool
exec "$venv/bin/python" Benchmarks/compare.py "$@"
