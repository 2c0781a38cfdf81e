#!/usr/bin/env bash
# Runs one fuzz target for N seconds: Tools/fuzz/run.sh TARGET SECONDS
# TARGET: lexer, parser, lint, config, reporters, lsp. Builds the binary first if needed (build.sh).
# The corpus grows in .build-fuzz/corpus/TARGET (seeded from Fixtures/); crashes land in
# .build-fuzz/crashes/TARGET/. Each crash becomes a regression test (Tests/…/FuzzRegressionTests).
set -euo pipefail
seconds="${2:-60}"
source "$(dirname "$0")/setup.sh"
"$out/theseus-fuzz" "$corpus" "${fuzz_options[@]}" -max_total_time="$seconds" 2>&1 \
  | grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|stat::|ERROR|SUMMARY|Test unit written|artifact_prefix|==[0-9]+==" \
  | grep -vE "^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)" | tail -20
