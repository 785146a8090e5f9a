#!/bin/sh
# `make docs`: the DocC archives of the Layoutshot and LayoutshotTesting libraries, made with the toolchain's own
# swift-symbolgraph-extract and docc (no package plugin), from the modules of a build folder.
#
#   Scripts/layoutshot-docs.sh [BUILD_DIR [OUTPUT_DIR [ROOT]]]
#
# BUILD_DIR (default .build/debug) holds Modules/ (`swift build --target LayoutshotTesting` makes them); the
# archives go to OUTPUT_DIR/<Module>.doccarchive (default .build/docs), ready for static hosting, and each
# module's symbol graph to OUTPUT_DIR/symbol-graphs/<Module>/. ROOT (default this checkout) is where
# Sources/<Module>/<Module>.docc and the C module maps are. Any docc warning — a symbol link that does not
# resolve, a parameter without documentation — fails the run (--warnings-as-errors).
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-.build/debug}
output=${2:-.build/docs}
root=${3:-$here}
modules="Layoutshot LayoutshotTesting"

# The toolchain's tools: on PATH, else beside `swift`.
tool() {
    if command -v "$1" > /dev/null 2>&1; then command -v "$1"; return; fi
    swift=$(command -v swift 2> /dev/null || true)
    if [ -n "$swift" ] && [ -x "$(dirname "$(readlink -f "$swift")")/$1" ]; then
        echo "$(dirname "$(readlink -f "$swift")")/$1"; return
    fi
    echo "layoutshot-docs: $1 is not on PATH nor beside swift (the Swift toolchain's usr/bin)" >&2
    exit 1
}
extract=$(tool swift-symbolgraph-extract)
docc=${DOCC:-$(tool docc)}

case $(uname -m) in
    aarch64|arm64) triple=aarch64-unknown-linux-gnu ;;
    *) triple=x86_64-unknown-linux-gnu ;;
esac

# Layoutshot imports the C modules, whose module maps name the graphics headers.
set -- -I "$here/Sources/CGraphics" -I "$here/Sources/CSpawn"
for flag in $(pkg-config --cflags-only-I pangocairo); do set -- "$@" -Xcc "$flag"; done

mkdir -p "$output"
for module in $modules; do
    if [ ! -e "$build/Modules/$module.swiftmodule" ]; then
        echo "layoutshot-docs: no $build/Modules/$module.swiftmodule: run swift build --target LayoutshotTesting first" >&2
        exit 1
    fi
    graphs="$output/symbol-graphs/$module"
    rm -rf "$graphs" "$output/$module.doccarchive"
    mkdir -p "$graphs"
    "$extract" -module-name "$module" -I "$build/Modules" -target "$triple" -output-dir "$graphs" \
        -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols "$@" > /dev/null
    "$docc" convert "$root/Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.layoutshot.$module" \
        --output-path "$output/$module.doccarchive" --transform-for-static-hosting --warnings-as-errors
done
