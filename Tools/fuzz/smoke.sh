#!/usr/bin/env bash
# A short run of every fuzz target, so the targets cannot rot: Tools/fuzz/smoke.sh [SECONDS_EACH]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-12}"
# A quick unoptimised build is enough to keep the targets honest.
FUZZ_OPT="${FUZZ_OPT:--Onone}" "$here/build.sh" "${FUZZ_OUT:-$here/../../.build-fuzz-smoke}" >/dev/null
export THESEUS_FUZZ_OUT="${FUZZ_OUT:-$here/../../.build-fuzz-smoke}"
status=0
for target in lexer parser lint config reporters lsp; do
  echo "== fuzz $target (${seconds}s)"
  out=$("$here/run.sh" "$target" "$seconds" 2>&1) || true
  echo "$out" | grep -E "DONE|stat::number_of_executed_units|stat::peak_rss_mb" || true
  if echo "$out" | grep -qE "ERROR: libFuzzer|Test unit written|SUMMARY: AddressSanitizer"; then
    echo "$out" | tail -30
    echo "fuzz target $target failed"
    status=1
  fi
done
exit $status
