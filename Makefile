# Layoutshot — the two set-up commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
# Everything the build, the fonts and the tests need from Debian (chromium: the HTML report and gallery tests;
# bubblewrap: the sandbox compiled fixtures run in; libfaketime: their `Date()` at the preview's moment; groff-base and
# zsh: the man page's and the zsh completion's tests).
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev fonts-inter fonts-dejavu-core fonts-dejavu-extra \
	fonts-noto-core fonts-quicksand fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont fonts-materialdesignicons-webfont chromium \
	bubblewrap libfaketime groff-base zsh
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build static-tool demo test docs coverage api-names bench bench-compare fuzz fuzz-target fuzz-replay tsan install install-files clean

## deps: install the Debian packages that are missing (apt-get, as root or through sudo)
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# The clang module cache compiled fixtures need (Foundation's, Glibc's, the graphics headers' modules): made
# once, when the library is built, by compiling a small fixture against the library in folder $(1) with the
# layoutshot $(2), and kept beside the library, where compiles use it (a module cache only works at the path it
# was made in), so that a user's first compiled fixture does not pay for it (docs/ARCHITECTURE.md §5).
# Made again only when missing or empty; the compiler updates a stale one where it may write.
define module-cache
	@if [ -z "$$(ls -A $(1)/fixture-module-cache 2>/dev/null)" ]; then \
		echo "Building the module cache for compiled fixtures in $(1)/fixture-module-cache"; \
		rm -rf $(1)/fixture-module-cache.probe && mkdir -p $(1)/fixture-module-cache.probe && \
		XDG_CACHE_HOME=$$(cd $(1)/fixture-module-cache.probe && pwd) $(2) layout Benchmarks/fixtures/compiled-row.swift > /dev/null; \
		status=$$?; rm -rf $(1)/fixture-module-cache.probe; exit $$status; \
	fi
endef

## build: release build of the layoutshot command and the shared library compiled fixtures link against, with
## the module cache their first compile needs. The command is then linked again with Swift's runtime and Foundation
## inside it (static-tool), which starts faster.
build: deps
	$(SWIFT) build -c release
	$(MAKE) --no-print-directory static-tool
	$(call module-cache,.build/release,.build/release/layoutshot)

# The layoutshot command with the Swift runtime and Foundation linked statically: no dynamic symbol look-ups and
# relocations of libswiftCore and Foundation at every start (docs/PERFORMANCE.md, "Start-up"). Built in its own
# folder: --static-swift-stdlib compiles every module against the static SDK, and the shared library cannot be
# linked from those objects, so it would rebuild everything in .build/release at each switch. Copied over the
# dynamically linked .build/release/layoutshot, where it finds the library beside it; a later plain
# `swift build -c release` links the dynamic one there again.
# -disable-concrete-type-metadata-mangled-name-accessors: a generic type with concrete arguments
# (`ModifiedContent<AnyView, LayoutModifier<FrameLayout>>`, a dictionary's storage) gets its metadata from an
# accessor given the witness tables, not from its mangled name, whose generic requirements the runtime checks
# with conformance look-ups that scan every record (docs/PERFORMANCE.md, "Start-up"). Here and not in Package.swift,
# where unsafe flags would keep other packages from depending on this one.
STATIC_DIR := .build/static
STATIC_SWIFTFLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
static-tool:
	$(SWIFT) build -c release --scratch-path $(STATIC_DIR) --static-swift-stdlib --product layoutshot $(STATIC_SWIFTFLAGS)
	install -p -m 755 $(STATIC_DIR)/release/layoutshot .build/release/layoutshot

## install: the layoutshot command into PREFIX/bin, what compiled fixtures need (the shared library, its
## Swift modules, the C module maps, the module cache) into PREFIX/lib/layoutshot, the man page into
## PREFIX/share/man/man1 and the bash and zsh completions where bash-completion and zsh look under PREFIX/share
## (all three printed by the installed command from its option table); PREFIX defaults to /usr/local.
## install-files does the copying from BUILD_DIR (default .build/release) without building.
PREFIX ?= /usr/local
BUILD_DIR ?= .build/release
LIBRARY_MODULES := Files LayoutCore FixtureLanguage Typesetting Rendering Snapshots Layoutshot SwiftUI UIKit AppKit CoreGraphics Combine \
	WidgetKit AppIntents CoreLocation MapKit AVFoundation AVKit
install: build install-files

# What `$(PREFIX)/bin/layoutshot $(1)` prints, into file $(2), whole or not at all.
define generated
	$(PREFIX)/bin/layoutshot $(1) > $(2).tmp && chmod 644 $(2).tmp && mv $(2).tmp $(2)
endef

install-files:
	install -d $(PREFIX)/bin $(PREFIX)/lib/layoutshot/Modules $(PREFIX)/lib/layoutshot/ModuleMaps/CGraphics \
		$(PREFIX)/lib/layoutshot/ModuleMaps/CSpawn
	install -p -m 644 $(LIBRARY_MODULES:%=$(BUILD_DIR)/Modules/%.swiftmodule) $(PREFIX)/lib/layoutshot/Modules/
	install -p -m 755 $(BUILD_DIR)/libLayoutshotDynamic.so $(PREFIX)/lib/layoutshot/
	install -p -m 644 Sources/CGraphics/module.modulemap Sources/CGraphics/shim.h $(PREFIX)/lib/layoutshot/ModuleMaps/CGraphics/
	install -p -m 644 Sources/CSpawn/module.modulemap Sources/CSpawn/spawn.h $(PREFIX)/lib/layoutshot/ModuleMaps/CSpawn/
	install -p -m 755 $(BUILD_DIR)/layoutshot $(PREFIX)/bin/layoutshot
	install -d $(PREFIX)/share/man/man1 $(PREFIX)/share/bash-completion/completions $(PREFIX)/share/zsh/site-functions
	$(call generated,manpage,$(PREFIX)/share/man/man1/layoutshot.1)
	$(call generated,completions bash,$(PREFIX)/share/bash-completion/completions/layoutshot)
	$(call generated,completions zsh,$(PREFIX)/share/zsh/site-functions/_layoutshot)
	rm -rf $(PREFIX)/lib/layoutshot/fixture-module-cache
	$(call module-cache,$(PREFIX)/lib/layoutshot,$(PREFIX)/bin/layoutshot)

## demo: render every fixture in fixtures/ into output/ as PNG and SVG, with the gallery (output/index.html)
## and the README's before/after pair
demo: build
	.build/release/layoutshot render fixtures --out output --format png --format svg --gallery
	.build/release/layoutshot render fixtures/name-value-row.swift -o output/readme-plain.png --style plain --quiet
	.build/release/layoutshot render fixtures/name-value-row.swift -o output/readme-labels.png --labels --legend --margin 12 --quiet

## test: run every test (after making the debug build's module cache, which the compiled-fixture tests use)
test: deps
	$(SWIFT) build
	$(call module-cache,.build/debug,.build/debug/layoutshot)
	$(SWIFT) test

## docs: the DocC archives of the Layoutshot and LayoutshotTesting libraries, .build/docs/<Module>.doccarchive, made
## with the toolchain's swift-symbolgraph-extract and docc (Scripts/layoutshot-docs.sh); any docc warning (a symbol
## link that does not resolve, an undocumented parameter) fails it. DocCatalogTests runs the same script in make test.
docs: deps
	$(SWIFT) build --target LayoutshotTesting
	sh Scripts/layoutshot-docs.sh .build/debug .build/docs

## coverage: which of SwiftUI's names the interpreter runs, which only the compiled path, which neither; LayoutCore's
## API the fixture language lacks, with the reasons; fails naming any registry entry that disagrees with LayoutCore
## (docs/ARCHITECTURE.md, "Adding a view or modifier"). COVERAGE_FLAGS=--all lists every type's members.
coverage: deps
	$(SWIFT) build --product layoutshot-coverage
	.build/debug/layoutshot-coverage $(COVERAGE_FLAGS)

## api-names: regenerate Sources/FixtureLanguage/SwiftUIAPI+Layoutshot.swift, Layoutshot's public names (LayoutCore,
## UIKit, AppKit, WidgetKit, AppIntents, CoreLocation, MapKit, AVFoundation, AVKit, from their symbol graphs), after a
## change to them (CompilerMessagesTests says when)
api-names: deps
	$(SWIFT) build --target UIKit
	$(SWIFT) build --target AppKit
	$(SWIFT) build --target WidgetKit
	$(SWIFT) build --target MapKit
	$(SWIFT) build --target AVKit
	python3 Scripts/layoutshot-api-names.py .build/debug

## bench: the speed scenarios (release build), printed as a table (docs/PERFORMANCE.md explains them)
bench: build
	$(SWIFT) build -c release --product layoutshot-bench
	.build/release/layoutshot-bench

## bench-compare: bench plus Graphviz, headless Chromium and pixelmatch side by side (installs them);
## rewrites docs/PERFORMANCE.md
bench-compare: deps
	sh Benchmarks/compare.sh

## fuzz: the fuzz targets, one after another, with libFuzzer and AddressSanitizer in their own build folder
## (docs/RELIABILITY.md §1): fixture (the fixture language, bytes to pictures), source (the compiled path's
## source rewriting), answer (the tool's reading of a compiled fixture's answer). Each stops after FUZZ_RUNS
## inputs or FUZZ_TIME seconds; FUZZ_TARGETS picks some. Each target's new inputs go to
## .build/fuzz/TARGET/corpus (kept between runs), its crashes to .build/fuzz/TARGET/artifacts/.
FUZZ_DIR := .build/fuzz
FUZZ_TARGETS ?= fixture source answer
FUZZ_RUNS ?= 1000000
FUZZ_TIME ?= 3600
FUZZ_NICE ?= nice -n 19
# lld: gold fails with an internal error on the sanitizer runtime's symbols.
FUZZ_BUILD := -c release --scratch-path $(FUZZ_DIR) --product layoutshot-fuzz -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -DFUZZING -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
# Each target's seeds (with its regression inputs) and its longest input.
FUZZ_SEEDS_fixture = fixtures/*.swift Fuzz/regressions/*
FUZZ_SEEDS_source = fixtures/*.swift Fuzz/regressions/* Fuzz/source/* Benchmarks/fixtures/*.swift $(shell find Tests/Corpus -name '*.swift')
FUZZ_SEEDS_answer = Fuzz/answer/*
FUZZ_MAX_LEN_fixture := 8192
FUZZ_MAX_LEN_source := 8192
FUZZ_MAX_LEN_answer := 16384
fuzz:
	$(SWIFT) build $(FUZZ_BUILD)
	@failed=""; for target in $(FUZZ_TARGETS); do \
		$(MAKE) --no-print-directory fuzz-target FUZZ_TARGET=$$target || failed="$$failed $$target"; \
	done; \
	if [ -n "$$failed" ]; then echo "make fuzz: crashes in:$$failed (see $(FUZZ_DIR)/TARGET/artifacts/)"; exit 1; fi

# One target (FUZZ_TARGET) with the build above. LeakSanitizer is off: it cannot follow references Swift keeps
# in enum payloads and reports the registry's one-time objects; memory that grows is caught by -rss_limit_mb.
# Swift's backtracer is off: started by a crash, it trips AddressSanitizer itself (libFuzzer reports the crash).
fuzz-target:
	rm -rf $(FUZZ_DIR)/$(FUZZ_TARGET)/seeds
	mkdir -p $(FUZZ_DIR)/$(FUZZ_TARGET)/seeds $(FUZZ_DIR)/$(FUZZ_TARGET)/corpus $(FUZZ_DIR)/$(FUZZ_TARGET)/artifacts
	cp $(FUZZ_SEEDS_$(FUZZ_TARGET)) $(FUZZ_DIR)/$(FUZZ_TARGET)/seeds/
	ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no $(FUZZ_NICE) $(FUZZ_DIR)/release/layoutshot-fuzz $(FUZZ_TARGET) \
		$(FUZZ_DIR)/$(FUZZ_TARGET)/corpus $(FUZZ_DIR)/$(FUZZ_TARGET)/seeds -dict=Fuzz/$(FUZZ_TARGET).dict \
		-runs=$(FUZZ_RUNS) -max_total_time=$(FUZZ_TIME) -max_len=$(FUZZ_MAX_LEN_$(FUZZ_TARGET)) -timeout=30 \
		-rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix=$(FUZZ_DIR)/$(FUZZ_TARGET)/artifacts/ -print_final_stats=1

## fuzz-replay: every target's seeds, regression inputs, corpus and crashes through an ordinary debug build (no
## sanitizers), to reproduce a crash where it can be debugged
fuzz-replay:
	$(SWIFT) build --product layoutshot-fuzz
	@for target in fixture source answer; do \
		case $$target in \
			fixture) inputs="$(wildcard fixtures/*.swift) Fuzz/regressions";; \
			source) inputs="$(wildcard fixtures/*.swift Benchmarks/fixtures/*.swift) Fuzz/regressions Fuzz/source $(shell find Tests/Corpus -name '*.swift')";; \
			answer) inputs="Fuzz/answer";; \
		esac; \
		for dir in corpus artifacts; do [ -d $(FUZZ_DIR)/$$target/$$dir ] && inputs="$$inputs $(FUZZ_DIR)/$$target/$$dir"; done; \
		.build/debug/layoutshot-fuzz $$target $$inputs || exit 1; \
	done

## tsan: the parallel tests (check --jobs, the bundled fixtures with --jobs 2, the test helpers' shared
## renderer) and the layoutshot they run, built with ThreadSanitizer into .build/tsan; a race fails them
TSAN_DIR := .build/tsan
TSAN_TESTS := CheckTests|RepositoryFixtureTests|NothingLostTests|concurrentRecordingChecks|aMissingFont|AssertLayoutSnapshot
tsan: deps
	$(SWIFT) build --build-tests --scratch-path $(TSAN_DIR) -Xswiftc -sanitize=thread
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --scratch-path $(TSAN_DIR) --filter '$(TSAN_TESTS)'

clean:
	rm -rf .build
