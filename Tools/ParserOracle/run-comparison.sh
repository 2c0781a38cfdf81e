#!/usr/bin/env bash
# Compare Theseus's syntax inventory with swift-syntax's (parser-oracle).
# usage: Tools/ParserOracle/run-comparison.sh FILELIST [compare.py options, e.g. --show 20]
# Env: KEEP=DIR     keep both inventories in DIR (default: temp dir, deleted)
#      THESEUS=BIN  use this theseus executable instead of building/running via swift run
set -euo pipefail

if [ $# -lt 1 ]; then
    echo "usage: $0 FILELIST [--show N] [--files N]" >&2
    exit 2
fi
if [ ! -f "$1" ]; then echo "$0: no such file list: $1" >&2; exit 2; fi
LIST=$(realpath "$1"); shift
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
ORACLE="$HERE/.build/release/parser-oracle"

if [ -n "${KEEP:-}" ]; then
    OUT=$KEEP; mkdir -p "$OUT"
else
    OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
fi

if [ ! -x "$ORACLE" ]; then
    echo "== building parser-oracle (release)" >&2
    swift build -c release --package-path "$HERE" >&2
fi

echo "== oracle: $(wc -l < "$LIST") files" >&2
start=$(date +%s.%N)
"$ORACLE" --list "$LIST" > "$OUT/oracle.tsv"
echo "   $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN{printf "%.1f", e-s}') s" >&2

if [ -n "${THESEUS:-}" ]; then
    echo "== theseus debug inventory ($THESEUS)" >&2
    start=$(date +%s.%N)
    "$THESEUS" debug inventory --list "$LIST" > "$OUT/theseus.tsv"
else
    # Build first so build progress never lands in the inventory.
    echo "== building theseus (release)" >&2
    swift build -c release --package-path "$REPO" --product theseus >&2
    echo "== theseus debug inventory" >&2
    start=$(date +%s.%N)
    swift run -c release --skip-build --package-path "$REPO" theseus debug inventory --list "$LIST" > "$OUT/theseus.tsv"
fi
echo "   $(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN{printf "%.1f", e-s}') s" >&2

python3 "$HERE/compare.py" "$OUT/oracle.tsv" "$OUT/theseus.tsv" "$@"
