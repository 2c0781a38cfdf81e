#!/usr/bin/env bash
# Runs one fuzz target for N seconds: Tools/fuzz/run.sh TARGET SECONDS
# TARGET: lexer, parser, lint, config, reporters. Builds the binary first if needed (build.sh).
# The corpus grows in .build-fuzz/corpus/TARGET (seeded from Fixtures/); crashes land in
# .build-fuzz/crashes/TARGET/. Each crash becomes a regression test (Tests/…/FuzzRegressionTests).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${1:?target: lexer, parser, lint, config or reporters}"
seconds="${2:-60}"
out="${THESEUS_FUZZ_OUT:-$root/.build-fuzz}"
[ -x "$out/theseus-fuzz" ] || "$root/Tools/fuzz/build.sh" "$out"
corpus="$out/corpus/$target"
crashes="$out/crashes/$target"
mkdir -p "$corpus" "$crashes"
if [ -z "$(ls -A "$corpus")" ]; then
  case "$target" in
    config) cp "$root/.theseus.example.yml" "$corpus/example.yml" ;;
    *) find "$root/Fixtures" -name '*.swift' -exec cp {} "$corpus/" \; ;;
  esac
fi
export THESEUS_FUZZ_TARGET="$target"
export ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:symbolize=${SYMBOLIZE:-1}"
"$out/theseus-fuzz" "$corpus" -dict="$root/Tools/fuzz/swift.dict" -max_total_time="$seconds" -max_len=8192 \
  -rss_limit_mb=2048 -timeout=10 -artifact_prefix="$crashes/" -print_final_stats=1 2>&1 \
  | grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|stat::|ERROR|SUMMARY|Test unit written|artifact_prefix|==[0-9]+==" \
  | grep -vE "^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)" | tail -20
