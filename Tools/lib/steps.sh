# Shared by the integration test scripts: timed steps with an expected outcome, and output checks.
# The caller sets `out` (a file for each step's output) and `failures` (a counter) before using them.
now() { date +%s.%N; }
# step NAME EXPECT(0|fail) COMMAND...: runs the command into $out, checks its exit status, prints the time.
step() {
  local name=$1 expect=$2; shift 2
  local start end status
  start=$(now)
  "$@" >"$out" 2>&1
  status=$?
  end=$(now)
  step_time=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
  if { [ "$expect" = 0 ] && [ "$status" -ne 0 ]; } || { [ "$expect" = fail ] && [ "$status" -eq 0 ]; }; then
    echo "FAIL  $name: exit status $status (expected $expect) after ${step_time} s; output:"
    tail -40 "$out" | sed 's/^/    /'
    failures=$((failures + 1))
    return 1
  fi
  echo "ok    $name (exit $status, ${step_time} s)"
}
# expect PATTERN WHAT: the last step's output must contain PATTERN (an extended regex).
expect() {
  if ! grep -Eq -- "$1" "$out"; then
    echo "FAIL  $2: no line matching /$1/ in:"
    tail -40 "$out" | sed 's/^/    /'
    failures=$((failures + 1))
  fi
}
