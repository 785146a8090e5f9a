#!/bin/sh
# Times the pixel comparison on 2000×2000 pairs with an optimised build of just its files:
#   sh Benchmarks/pixeldiff.sh [folder for the raw RGBA pair]
set -e
cd "$(dirname "$0")/.."
out="${TMPDIR:-/tmp}/layoutshot-pixeldiff-bench"
swiftc -O -wmo -module-name PixelDiffBench -o "$out" \
    Sources/Snapshots/RGBAImage.swift Sources/Snapshots/PixelComparison.swift Sources/Snapshots/PixelDiff.swift \
    Benchmarks/PixelDiff/main.swift
"$out" "$@"
