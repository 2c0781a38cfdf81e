#!/usr/bin/env bash
# The language server in a real editor: Neovim's built-in LSP client, headless (Tools/lsp/neovim-test.lua).
#   Tools/lsp/test-neovim.sh [THESEUS_BINARY]   (default: .build/release/theseus)
# Installs Neovim from Debian's packages when it is missing.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
theseus="${1:-$root/.build/release/theseus}"
if ! command -v nvim >/dev/null 2>&1; then
  echo "installing neovim (Debian package)"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get install -y -qq neovim >/dev/null 2>&1 || { $sudo_cmd apt-get update -qq >/dev/null && $sudo_cmd apt-get install -y -qq neovim >/dev/null; }
fi
nvim --version | head -1
log=$(mktemp)
set +e
THESEUS="$theseus" timeout 300 nvim --headless -u NONE -c "luafile $root/Tools/lsp/neovim-test.lua" >"$log" 2>&1
status=$?
set -e
cat "$log"
if [ "$status" -ne 0 ] || ! grep -q "^neovim test: passed" "$log"; then
  echo "neovim test failed (exit $status)"
  exit 1
fi
