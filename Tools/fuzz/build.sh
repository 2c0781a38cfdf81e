#!/usr/bin/env bash
# Builds the instrumented fuzz binary: the sources of TheseusSyntax, TheseusAnalysis, TheseusReporting
# and TheseusServer compiled as one module with FuzzTargets.swift, under -sanitize=fuzzer,address.
# Their `import TheseusSyntax` lines are satisfied by empty stand-in modules.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$root/.build-fuzz}"
mkdir -p "$out/stubs"
for module in TheseusSyntax TheseusAnalysis TheseusReporting TheseusServer; do
  : > "$out/stubs/$module.swift"
  swiftc -parse-as-library -emit-module -module-name "$module" "$out/stubs/$module.swift" \
    -emit-module-path "$out/stubs/$module.swiftmodule" -o "$out/stubs/$module.o" 2>/dev/null || \
  swiftc -parse-as-library -emit-module -module-name "$module" "$out/stubs/$module.swift" -emit-module-path "$out/stubs/$module.swiftmodule"
done
sources=$(find "$root/Sources/TheseusSyntax" "$root/Sources/TheseusAnalysis" "$root/Sources/TheseusReporting" "$root/Sources/TheseusServer" -name '*.swift' | sort)
swiftc ${FUZZ_OPT:--O} -g -sanitize=fuzzer,address -parse-as-library -module-name TheseusFuzz -I "$out/stubs" \
  -suppress-warnings $sources "$root/Tools/fuzz/FuzzTargets.swift" -o "$out/theseus-fuzz" 2>&1 | grep -v "Cannot export local symbol" || true
test -x "$out/theseus-fuzz"
echo "built $out/theseus-fuzz"
