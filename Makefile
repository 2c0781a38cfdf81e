# Install Theseus: `make install` (PREFIX=/usr/local by default; `make install PREFIX=$HOME/.local`).
# Only a Swift toolchain is needed: the package has no dependencies.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift

.PHONY: build install uninstall test clean

build:
	$(SWIFT) build -c release --product theseus

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/theseus" "$(DESTDIR)$(BINDIR)/theseus"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/theseus"

# The README's test command (what .ci/run runs).
test:
	$(SWIFT) test && $(SWIFT) test --package-path Benchmarks

clean:
	rm -rf .build Benchmarks/.build
