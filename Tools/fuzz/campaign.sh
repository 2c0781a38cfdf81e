#!/usr/bin/env bash
# A long fuzz run that shows whether coverage has plateaued: Tools/fuzz/campaign.sh TARGET SECONDS
# Like run.sh, but keeps every coverage line with the elapsed seconds in
# .build-fuzz/campaigns/TARGET-<date>.log and ends with a summary: executions, final coverage,
# coverage at each quarter of the run, and when coverage last grew.
set -euo pipefail
seconds="${2:-600}"
source "$(dirname "$0")/setup.sh"
mkdir -p "$out/campaigns"
log="$out/campaigns/$target-$(date -u +%Y%m%dT%H%M%S).log"
start=$(date +%s)
# Every libFuzzer status line ("#N NEW cov: …", pulses, INITED, DONE) gets the elapsed seconds in front.
"$out/theseus-fuzz" "$corpus" "${fuzz_options[@]}" -max_total_time="$seconds" 2>&1 \
  | while IFS= read -r line; do printf '%s\t%s\n' "$(( $(date +%s) - start ))" "$line"; done > "$log" || true
echo "log: $log"
grep -E "ERROR|SUMMARY|Test unit written" "$log" | head -5 || true
# Summary: the last coverage line in each quarter, and the time of the last coverage increase.
awk -F'\t' -v total="$seconds" '
  { line = substr($0, index($0, "\t") + 1) }
  line ~ /cov: / {
    n = split(line, f, /[ \t]+/)
    for (i = 1; i < n; i++) { if (f[i] == "cov:") cov = f[i+1]; if (f[i] == "ft:") ft = f[i+1]; if (f[i] == "corp:") corp = f[i+1] }
    execs = substr(f[1], 2)
    if (first == "") first = cov
    if (cov + 0 > last + 0) lastgrowth = $1
    if (ft + 0 > lastft + 0) lastftgrowth = $1
    last = cov; lastft = ft
    q = int(4 * $1 / total); if (q > 3) q = 3; qcov[q] = cov; qft[q] = ft
  }
  line ~ /stat::number_of_executed_units/ { n = split(line, s, /[ \t]+/); units = s[n] }
  END {
    printf "target executions %s; coverage %s -> %s (ft %s); corpus %s\n", units, first, last, lastft, corp
    for (q = 0; q < 4; q++) if (q in qcov) printf "  by %3d%% of the run: cov %s ft %s\n", 25 * (q + 1), qcov[q], qft[q]
    printf "  last increase of cov at %s s, of ft at %s s, of %s s\n", lastgrowth, lastftgrowth, total
  }' "$log"
