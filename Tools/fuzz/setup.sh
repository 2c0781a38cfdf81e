# Shared by run.sh and campaign.sh (sourced): the target, its corpus (seeded from Fixtures/ when
# empty), its crash folder, and the environment the fuzz binary reads.
root="$(cd "$(dirname "$0")/../.." && pwd)"
target="${1:?target: lexer, parser, lint, config, reporters or lsp}"
out="${THESEUS_FUZZ_OUT:-$root/.build-fuzz}"
[ -x "$out/theseus-fuzz" ] || "$root/Tools/fuzz/build.sh" "$out"
corpus="$out/corpus/$target"
crashes="$out/crashes/$target"
mkdir -p "$corpus" "$crashes"
if [ -z "$(ls -A "$corpus")" ]; then
  case "$target" in
    config) cp "$root/.theseus.example.yml" "$corpus/example.yml" ;;
    lsp) cp "$root/Tools/fuzz/seeds/lsp/"* "$corpus/" ;;
    *) find "$root/Fixtures" -name '*.swift' -exec cp {} "$corpus/" \; ;;
  esac
fi
export THESEUS_FUZZ_TARGET="$target"
export ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:symbolize=${SYMBOLIZE:-1}"
# The options every run passes to libFuzzer after the corpus folder.
fuzz_options=(-dict="$root/Tools/fuzz/swift.dict" -max_len=8192 -rss_limit_mb=2048 -timeout=10
  -artifact_prefix="$crashes/" -print_final_stats=1)
