#!/usr/bin/env bash
# Apply `theseus lint --fix --unsafe-fixes` (every rule on) to copies of real apps, and check with
# swift-syntax that every file the fixes changed still parses without errors.
#
#   Tools/ParserOracle/check-fixes.sh APP_FOLDER [APP_FOLDER ...]
#
# Needs the release builds of theseus (swift build -c release) and of the oracle (see README.md;
# THESEUS_ORACLE overrides its path). The copies go to a temporary folder; the apps are not touched.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
theseus="$root/.build/release/theseus"
oracle=${THESEUS_ORACLE:-$root/Tools/ParserOracle/.build/release/parser-oracle}
[ -x "$theseus" ] || { echo "error: build theseus first: swift build -c release" >&2; exit 2; }
[ -x "$oracle" ] || { echo "error: build the oracle first (Tools/ParserOracle/README.md) or set THESEUS_ORACLE" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
optin=$("$theseus" rules | awk '$3 == "opt" {print $1}' | paste -sd, -)
: > "$work/changed.txt"
for app in "$@"; do
    name=$(basename "$app")
    cp -R "$app" "$work/$name"
    printf 'opt_in_rules: [%s]\n' "$optin" > "$work/$name/.theseus.yml"
    (cd "$work/$name" && "$theseus" lint . --no-cache --fix --unsafe-fixes --reporter json > /dev/null 2> "$work/$name.log") || true
    grep '^theseus: fixed' "$work/$name.log" | sed "s|^|$name: |"
    diff -rq "$app" "$work/$name" -x .theseus.yml | sed -n 's/^Files .* and \(.*\) differ$/\1/p' >> "$work/changed.txt" || true
done
count=$(wc -l < "$work/changed.txt")
if [ "$count" -eq 0 ]; then echo "no file was changed"; exit 0; fi
if "$oracle" --list "$work/changed.txt" > /dev/null 2> "$work/oracle.err" && ! grep -q "syntax errors" "$work/oracle.err"; then
    echo "ok: all $count changed files parse with swift-syntax without errors"
else
    cat "$work/oracle.err"
    echo "FAIL: a fixed file has syntax errors"
    exit 1
fi
