#!/usr/bin/env bash
# Tests the SwiftPM plugins for real, with the fixture package Tests/PluginFixture (which depends on
# this package by path):
#   1. `swift package plugin --list` lists the command plugin `theseus`;
#   2. `swift package theseus` lints every target and passes lint options through
#      (`--target Rows --strict` must fail on a warning);
#   3. `swift build` runs the build-tool plugin and shows the finding as an xcode-style warning
#      with an absolute path, and the build succeeds;
#   4. with THESEUS_FIXTURE_FAILING=1 the fixture gains a target with an error-severity finding,
#      and its build must fail, showing the error;
#   5. the Xcode halves of both plugins type-check against a stand-in of XcodeProjectPlugin
#      (check-xcode-plugins.sh; Xcode itself is not available here).
# Starts from an empty scratch folder (Tests/PluginFixture/.build) unless KEEP_SCRATCH=1.
# Prints the wall time of each step. Exit status 0 when every check passes.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
fixture=Tests/PluginFixture
scratch=$fixture/.build
failures=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT

[ "${KEEP_SCRATCH:-0}" = 1 ] || rm -rf "$scratch"

source "$root/Tools/lib/steps.sh"

# The fixture's absolute path as a regular expression (for the build's absolute paths).
fixture_re=$(printf '%s' "$root/$fixture" | sed 's/[][\.*^$+?(){}|]/\\&/g')
pkg=(swift package --package-path "$fixture" --scratch-path "$scratch")

step "swift package plugin --list" 0 "${pkg[@]}" plugin --list
expect "theseus.*TheseusCommand" "the command plugin 'theseus' is listed"

step "swift package theseus (builds theseus, lints all targets)" 0 "${pkg[@]}" theseus
expect "Sources/Rows/RowList.swift:5:9: warning: .*\[index_based_identity\]" "finding in target Rows"
expect "Sources/CheckedRows/CheckedRowList.swift:7:9: warning: .*\[index_based_identity\]" "finding in target CheckedRows"

step "swift package theseus --target Rows --strict --reporter xcode (must fail)" fail "${pkg[@]}" theseus --target Rows --strict --reporter xcode
expect "^$fixture_re/Sources/Rows/RowList.swift:5:9: warning: .*\[index_based_identity\]" "--target and --reporter pass through (xcode: absolute paths)"
expect "error: theseus lint failed" "the plugin reports the failure"
if grep -q "CheckedRowList" "$out"; then echo "FAIL  --target Rows also linted CheckedRows"; failures=$((failures + 1)); fi

step "swift build (build-tool plugin, warnings only)" 0 swift build --package-path "$fixture" --scratch-path "$scratch"
expect "^$fixture_re/Sources/CheckedRows/CheckedRowList.swift:7:9: warning: .*\[index_based_identity\]" \
  "swift build shows the finding as an xcode-style warning with an absolute path"
expect "Linting CheckedRows with Theseus" "the lint command ran"

step "swift build --target FailingRows (error finding, must fail)" fail \
  env THESEUS_FIXTURE_FAILING=1 swift build --package-path "$fixture" --scratch-path "$scratch" --target FailingRows
expect "^$fixture_re/Sources/FailingRows/UnstableItem.swift:9:44: error: .*\[unstable_identifiable_id\]" \
  "swift build shows the error finding"

step "the Xcode halves of the plugins type-check (XcodeProjectPlugin stand-in)" 0 Tools/plugins/check-xcode-plugins.sh

if [ "$failures" -ne 0 ]; then
  echo "plugins: $failures check(s) failed"
  exit 1
fi
echo "plugins: all checks passed"
