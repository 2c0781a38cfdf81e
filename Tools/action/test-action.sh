#!/usr/bin/env bash
# Runs the GitHub Action's script (Tools/action/lint.sh, what action.yml runs) locally, as a runner
# would: on the shipped fixtures, with the github reporter (annotations and a job summary) and with
# SARIF written to a file for the upload step. Uses the debug build (`swift test` made it) unless
# THESEUS_CONFIGURATION says otherwise. Exit status 0 when every check passes.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/theseus-action.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export THESEUS_CONFIGURATION="${THESEUS_CONFIGURATION:-debug}" GITHUB_ACTION_PATH="$root"
failures=0
out="$tmp/step.log"
source "$root/Tools/lib/steps.sh"

export GITHUB_STEP_SUMMARY="$tmp/summary.md"
step "action script, github reporter, on Fixtures (findings: exit 1)" fail \
  env THESEUS_PATHS=Fixtures THESEUS_REPORTER=github Tools/action/lint.sh
expect "^::error file=.*Fixtures/.*,line=[0-9]+" "error annotations"
expect "^::warning file=.*Fixtures/" "warning annotations"
if [ -s "$GITHUB_STEP_SUMMARY" ]; then echo "ok    the job summary was written"; else echo "FAIL  no job summary"; failures=$((failures + 1)); fi

step "action script, sarif to a file with --min-confidence high (no error finding left: exit 0)" 0 \
  env THESEUS_PATHS=Fixtures THESEUS_REPORTER=sarif THESEUS_OUTPUT="$tmp/theseus.sarif" THESEUS_ARGS="--min-confidence high" Tools/action/lint.sh
if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["version"]=="2.1.0" and d["runs"][0]["results"]' "$tmp/theseus.sarif"; then
  echo "ok    the SARIF file holds results for the upload step"
else
  echo "FAIL  the SARIF file is not a SARIF 2.1.0 log with results"; failures=$((failures + 1))
fi

step "action script, a path that holds no Swift file (must fail)" fail \
  env THESEUS_PATHS=Tools/action THESEUS_REPORTER=github Tools/action/lint.sh
expect "no lintable files found" "the empty lint is an error"

if [ "$failures" -ne 0 ]; then echo "action: $failures check(s) failed"; exit 1; fi
echo "action: all checks passed"
