#!/usr/bin/env bash
# Builds a release archive that needs no `swift build` to use: the `theseus` binary, README.md, rules.md
# and an install note, as theseus-VERSION-OS-ARCH.tar.gz. The binary links the Swift runtime
# dynamically: the machine needs a Swift toolchain or its runtime libraries (on this toolchain
# `--static-swift-stdlib` does not link Foundation on Linux; that is left for later).
#   Tools/release/make-archive.sh [--output DIR] [--debug]
# --debug packs a debug build (what .ci/run does to check the packaging without a release build).
set -euo pipefail
cd "$(dirname "$0")/../.."
output=.build/archives
configuration=release
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    --debug) configuration=debug; shift ;;
    *) echo "usage: $0 [--output DIR] [--debug]" >&2; exit 2 ;;
  esac
done
flags=(-c "$configuration" --product theseus)
swift build "${flags[@]}" >&2
bin="$(swift build "${flags[@]}" --show-bin-path)/theseus"
version=$("$bin" version)
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
name="theseus-$version-$os-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/bin" "$output"
cp "$bin" "$stage/$name/bin/theseus"
cp README.md rules.md "$stage/$name/"
cat >"$stage/$name/INSTALL" <<NOTE
Theseus $version ($configuration build for $os $arch)

It needs the Swift runtime libraries (a Swift toolchain, or its runtime package) on the machine.
Copy bin/theseus onto your PATH, for example:
  install -m 755 bin/theseus /usr/local/bin/theseus
Then: theseus lint PATH (see README.md).
NOTE
tar -C "$stage" -czf "$output/$name.tar.gz" "$name"
echo "$output/$name.tar.gz"
