#!/usr/bin/env bash
# Type-checks the Xcode halves of the plugins (`#if canImport(XcodeProjectPlugin)`, compiled only by
# Xcode) on any machine with a Swift toolchain: against PackagePlugin from the toolchain and the
# stand-in Tools/plugins/XcodeStandIn/XcodeProjectPlugin.swift, so a slip in code that Linux builds
# never compile shows here. It proves the code agrees with the stand-in's API, not that Xcode runs it.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
plugin_api="$swift_bin/../lib/swift/pm/PluginAPI"
[ -d "$plugin_api" ] || { echo "FAIL  no PackagePlugin module at $plugin_api"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# SwiftPM builds plugins with this flag; it selects the PackagePlugin API of the tools version.
flags=(-I "$plugin_api" -package-description-version 6.0.0)

swiftc -parse-as-library -emit-module -module-name XcodeProjectPlugin "${flags[@]}" \
  -emit-module-path "$tmp/XcodeProjectPlugin.swiftmodule" Tools/plugins/XcodeStandIn/XcodeProjectPlugin.swift
# The import proves that canImport(XcodeProjectPlugin) holds below, so the #if halves are checked.
printf 'import XcodeProjectPlugin\n' >"$tmp/Imports.swift"
status=0
for plugin in Plugins/*/; do
  if swiftc -typecheck -parse-as-library "${flags[@]}" -I "$tmp" "$tmp/Imports.swift" "$plugin"*.swift; then
    echo "ok    $plugin with XcodeProjectPlugin"
  else
    echo "FAIL  $plugin does not type-check with XcodeProjectPlugin"
    status=1
  fi
done
exit $status
