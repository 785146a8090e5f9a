# Layoutshot in a container: Debian 12 (bookworm) with the Swift 6.3.1 toolchain, the Debian packages Layoutshot
# needs (make deps) and `layoutshot` installed under /usr/local (make install: the command, the shared library and
# modules compiled fixtures link against, the man page, the completions). The toolchain stays in the image:
# fixtures with their own Layout types are compiled with it.
#
#   docker build -t layoutshot .
#   docker run --rm -v "$PWD:/work" -w /work layoutshot layoutshot check fixtures
#
# Not built by this repository's CI (README.md, "Installing"): check changes to it by hand.
FROM swift:6.3.1-bookworm

# make is not in the Swift image; make deps installs the rest (fonts, Cairo and Pango, bubblewrap, chromium).
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends make \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /usr/src/layoutshot
COPY . .

# The module cache make install builds comes from compiling one of this repository's own fixtures; a build step has
# no user namespaces for the sandbox, so that fixture runs unsandboxed (LAYOUTSHOT_TRUST_FIXTURES, for this step
# only). The build folder is removed: everything the command needs is under /usr/local.
RUN make deps \
    && LAYOUTSHOT_TRUST_FIXTURES=1 make install PREFIX=/usr/local \
    && rm -rf .build /var/lib/apt/lists/* \
    && layoutshot -V

WORKDIR /work
CMD ["layoutshot", "--help"]
