#!/usr/bin/env bash
# The GitHub Action's work (action.yml runs this script): build Theseus from the action's checkout, once
# (the build folder is cached between runs), and lint the workspace with the inputs given as
# environment variables. Tools/action/test-action.sh runs it locally in .ci/run.
#   THESEUS_PATHS      files or folders (empty: the configuration's `included`, else the current folder)
#   THESEUS_REPORTER   a reporter name (default github)
#   THESEUS_OUTPUT     write the report there (empty: standard output)
#   THESEUS_ARGS       other options, one string, split on white space
#   THESEUS_CONFIGURATION  release (default) or debug: how Theseus is built
# Exit status: theseus's (0 clean, 1 findings that fail the run, 2 usage or configuration error).
set -uo pipefail
action_path="${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/../.." && pwd)}"
configuration="${THESEUS_CONFIGURATION:-release}"
if ! swift build -c "$configuration" --product theseus --package-path "$action_path" >&2; then
  echo "::error title=Theseus::the build of theseus failed" >&2
  exit 2
fi
bin="$(swift build -c "$configuration" --package-path "$action_path" --show-bin-path)/theseus"
set -- --reporter "${THESEUS_REPORTER:-github}"
if [ -n "${THESEUS_OUTPUT:-}" ]; then set -- "$@" --output "$THESEUS_OUTPUT"; fi
# Word splitting on purpose: paths and options come as one string each.
# shellcheck disable=SC2086
"$bin" lint ${THESEUS_PATHS:-} "$@" ${THESEUS_ARGS:-}
