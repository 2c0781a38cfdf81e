# Install Theseus: `make install` (PREFIX=/usr/local by default; `make install PREFIX=$HOME/.local`).
# Only a Swift toolchain is needed: the package has no dependencies.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# release, or debug (what .ci/run installs to check this file without a release build)
CONFIGURATION ?= release

.PHONY: build install uninstall test clean archive

# A release archive (bin/theseus, README.md, rules.md) in .build/archives.
archive:
	Tools/release/make-archive.sh

build:
	$(SWIFT) build -c $(CONFIGURATION) --product theseus

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/theseus" "$(DESTDIR)$(BINDIR)/theseus"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/theseus"

# The README's test command (what .ci/run runs).
test:
	$(SWIFT) test && $(SWIFT) test --package-path Benchmarks

clean:
	rm -rf .build Benchmarks/.build
