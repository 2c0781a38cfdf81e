#!/usr/bin/env bash
# Checks the ways to install Theseus without the README's `swift run`: `make install` into a temporary
# prefix and `make uninstall`, and a release archive unpacked and run. Debug builds (what `swift test`
# already built), so no release build is added to .ci/run. Exit status 0 when every check passes.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d "${TMPDIR:-/tmp}/theseus-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
failures=0
out="$tmp/step.log"
source Tools/lib/steps.sh
command -v make >/dev/null || { echo "FAIL  no make on PATH"; exit 1; }

step "make install PREFIX=TMP CONFIGURATION=debug" 0 make install PREFIX="$tmp/prefix" CONFIGURATION=debug
step "the installed theseus runs" 0 "$tmp/prefix/bin/theseus" version
step "make uninstall" 0 make uninstall PREFIX="$tmp/prefix"
if [ -e "$tmp/prefix/bin/theseus" ]; then echo "FAIL  make uninstall left the binary"; failures=$((failures + 1)); fi

step "Tools/release/make-archive.sh --debug" 0 Tools/release/make-archive.sh --debug --output "$tmp/archives"
archive=$(ls "$tmp"/archives/theseus-*.tar.gz 2>/dev/null | head -1)
mkdir -p "$tmp/unpacked"
step "the archive unpacks" 0 tar -xzf "$archive" -C "$tmp/unpacked"
step "the archive's theseus lints the fixtures (findings: exit 1)" fail "$tmp"/unpacked/theseus-*/bin/theseus lint Fixtures
expect "\[unstable_identifiable_id\]" "the archive's binary reports findings"

if [ "$failures" -ne 0 ]; then echo "install: $failures check(s) failed"; exit 1; fi
echo "install: all checks passed"
