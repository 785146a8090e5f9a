# Layoutshot — the two set-up commands are `make demo` and `make test` (see README.md).
SWIFT ?= swift
# Everything the build, the fonts and the tests need from Debian (chromium: the HTML report and gallery tests).
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpng-dev fonts-inter fonts-dejavu-core fonts-dejavu-extra chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build demo test clean

## deps: install the Debian packages that are missing (apt-get, as root or through sudo)
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

## build: release build of the layoutshot command and the shared library compiled fixtures link against
build: deps
	$(SWIFT) build -c release

## demo: render every fixture in fixtures/ into output/ as PNG and SVG, with the gallery (output/index.html)
## and the README's before/after pair
demo: build
	.build/release/layoutshot render fixtures --out output --format png --format svg --gallery
	.build/release/layoutshot render fixtures/name-value-row.swift -o output/readme-plain.png --style plain --quiet
	.build/release/layoutshot render fixtures/name-value-row.swift -o output/readme-labels.png --labels --legend --margin 12 --quiet

## test: run every test
test: deps
	$(SWIFT) test

clean:
	rm -rf .build
