#!/usr/bin/env bash
# Tests the pre-commit hook (.pre-commit-hooks.yaml) for real, in a temporary folder:
#   - a Python venv with pre-commit from PyPI;
#   - a copy of this repository as a git repository: by default the working tree (uncommitted and
#     untracked-but-not-ignored files included, committed in the copy, never here); with --head,
#     a plain clone of HEAD;
#   - a throw-away project repository with a good SwiftUI file and a bad one;
#   - `pre-commit try-repo COPY theseus --files Bad.swift` must fail and show the findings (the
#     first use builds theseus in release mode: that time is printed);
#   - with a `.pre-commit-config.yaml` naming the copy and its commit: `pre-commit install
#     --install-hooks` (a second release build: try-repo keeps no store), `pre-commit run --files
#     Good.swift` passes, `--files Bad.swift` fails, and with the git hook installed a commit
#     touching the bad file is refused and one touching the good file goes through.
# HOME, PRE_COMMIT_HOME and the caches are inside the temporary folder, so every run is clean.
# The Swift toolchain is the one on PATH. KEEP_TMP=1 keeps the folder. Exit status 0 when all pass.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
mode=worktree
case "${1:-}" in
  --head) mode=head ;;
  "") ;;
  *) echo "usage: $0 [--head]" >&2; exit 2 ;;
esac

command -v swift >/dev/null || { echo "FAIL  no swift on PATH"; exit 1; }
command -v python3 >/dev/null || { echo "FAIL  no python3 on PATH"; exit 1; }
command -v git >/dev/null || { echo "FAIL  no git on PATH"; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/theseus-precommit.XXXXXX")
cleanup() {
  if [ "${KEEP_TMP:-0}" = 1 ]; then echo "kept $tmp"; return; fi
  rm -rf "$tmp"
  # SwiftPM's lock files for paths inside $tmp, which it leaves in the temporary folder.
  rm -f "$(dirname "$tmp")/$(printf '%s' "$tmp" | tr / _)"_*.lock
}
trap cleanup EXIT
out="$tmp/step.log"

# A clean, private environment: nothing from the user's home, git configuration or caches.
export HOME="$tmp/home"
export XDG_CACHE_HOME="$HOME/.cache" XDG_CONFIG_HOME="$HOME/.config"
export PRE_COMMIT_HOME="$tmp/pre-commit-home"
export GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=theseus-test GIT_AUTHOR_EMAIL=test@example.invalid \
  GIT_COMMITTER_NAME=theseus-test GIT_COMMITTER_EMAIL=test@example.invalid
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE PIP_REQUIRE_VIRTUALENV
mkdir -p "$HOME"
echo "swift: $(command -v swift) ($(swift --version 2>/dev/null | head -1))"

failures=0
source "$root/Tools/lib/steps.sh"
finish() {
  if [ "$failures" -ne 0 ]; then echo "pre-commit: $failures check(s) failed"; exit 1; fi
  echo "pre-commit: all checks passed"
  exit 0
}

# 1. pre-commit itself.
step "python venv + pip install pre-commit" 0 \
  sh -c 'python3 -m venv "$1/venv" && "$1/venv/bin/pip" install --disable-pip-version-check --quiet pre-commit' sh "$tmp" \
  || finish
pre_commit="$tmp/venv/bin/pre-commit"
echo "      pre-commit $("$pre_commit" --version | sed 's/^pre-commit //')"

# 2. The hook repository: a git copy of this repository.
src="$tmp/theseus"
copy_worktree() {
  if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git clone --quiet "$root" "$src" || return 1
    # Replace the clone's files by the working tree's: tracked and untracked files that are not
    # ignored, as they are on disk (deleted files stay deleted).
    git -C "$src" rm -r -q --ignore-unmatch . || return 1
    (cd "$root" && git ls-files -z -c -o --exclude-standard) |
      (cd "$root" && while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done) |
      tar -C "$root" --null -T - -cf - | tar -C "$src" -xf - || return 1
  else
    # Not a git checkout (an exported tree): copy it without build products and hidden folders.
    git init --quiet "$src" || return 1
    (cd "$root" && find . -mindepth 1 -maxdepth 1 ! -name '.build*' ! -name .git ! -name .swiftpm ! -name '.theseus-cache' -print0) |
      tar -C "$root" --null -T - -cf - | tar -C "$src" -xf - || return 1
  fi
  git -C "$src" add -A || return 1
  if ! git -C "$src" diff --cached --quiet 2>/dev/null || ! git -C "$src" rev-parse -q --verify HEAD >/dev/null; then
    git -C "$src" commit --quiet --no-verify -m "working tree of $root for the pre-commit test" || return 1
  fi
}
if [ "$mode" = head ]; then
  step "clone HEAD of $root" 0 git clone --quiet "$root" "$src" || finish
else
  step "copy the working tree of $root into a temporary git repository" 0 copy_worktree || finish
fi
rev=$(git -C "$src" rev-parse HEAD)
[ -f "$src/.pre-commit-hooks.yaml" ] || { echo "FAIL  no .pre-commit-hooks.yaml in $src"; failures=$((failures + 1)); finish; }

# 3. A project that uses the hook.
project="$tmp/project"
git init --quiet "$project"
cat >"$project/Good.swift" <<'SWIFT'
import SwiftUI

struct Contact: Identifiable {
    let id: UUID
    var name: String
}

struct ContactList: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            Text(contact.name)
        }
    }
}
SWIFT
cat >"$project/Bad.swift" <<'SWIFT'
import SwiftUI

struct Contact: Identifiable {
    var id: UUID { UUID() }
    var name: String
}

struct ContactList: View {
    let contacts: [Contact]

    var body: some View {
        List(contacts) { contact in
            AnyView(Text(contact.name))
        }
    }
}
SWIFT
git -C "$project" add Good.swift Bad.swift && git -C "$project" commit --quiet -m "fixture files"
cd "$project"

# pre-commit try-repo builds the hook in a fresh store on every call, so it runs once; the good
# file is checked through a configuration below, whose store (PRE_COMMIT_HOME) is kept.
step "pre-commit try-repo COPY theseus --files Bad.swift: first use, release build (must fail)" fail \
  "$pre_commit" try-repo "$src" theseus --files Bad.swift
first_install=$step_time
expect "Installing environment for" "pre-commit installed the hook environment"
expect "Bad.swift:4:20: error: .*\[unstable_identifiable_id\]" "the error finding is shown"
expect "Bad.swift:13:13: warning: .*\[any_view\]" "the warning finding is shown"

# 4. The hook as users configure it: .pre-commit-config.yaml naming the copy and its commit.
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $src
    rev: $rev
    hooks:
      - id: theseus
YAML
git add .pre-commit-config.yaml && git commit --quiet --no-verify -m "pre-commit configuration"
step "pre-commit install --install-hooks (release build in PRE_COMMIT_HOME)" 0 "$pre_commit" install --install-hooks
config_install=$step_time
step "pre-commit run --files Good.swift (must pass)" 0 "$pre_commit" run --files Good.swift
expect "theseus\.+Passed" "the hook passed"
step "pre-commit run --files Bad.swift (must fail)" fail "$pre_commit" run --files Bad.swift
expect "Bad.swift:4:20: error: .*\[unstable_identifiable_id\]" "the error finding is shown"
printf '\n// touched\n' >>Bad.swift && git add Bad.swift
step "git commit of a change to Bad.swift (the hook must refuse it)" fail git commit -m "bad change"
expect "unstable_identifiable_id" "the hook shows why the commit is refused"
git reset --quiet --hard
printf '\n// touched\n' >>Good.swift && git add Good.swift
step "git commit of a change to Good.swift (the hook must let it through)" 0 git commit -m "good change"

# 5. A finding the staged file owes to a committed one: pre-commit passes only the staged file's name,
#    and the rest of the project still feeds the index (the staged view's `ForEach` shows values it
#    rebuilds, of a committed row type whose id is a fresh `UUID()`).
mkdir -p Contacts
cat >Contacts/ContactSection.swift <<'SWIFT'
import Foundation

struct ContactSection: Identifiable {
    var id = UUID()
    var title: String
    var value: String
}
SWIFT
git add Contacts/ContactSection.swift && git commit --quiet --no-verify -m "contact section"
cat >Contacts/ContactDetail.swift <<'SWIFT'
import SwiftUI

struct ContactDetail: View {
    let card: ContactCard

    var sections: [ContactSection] {
        [ContactSection(title: "Phone", value: card.phone), ContactSection(title: "Mail", value: card.mail)]
    }

    var body: some View {
        List {
            ForEach(sections) { section in
                LabeledContent(section.title, value: section.value)
            }
        }
    }
}
SWIFT
git add Contacts/ContactDetail.swift
step "pre-commit run --verbose (only the staged Contacts/ContactDetail.swift): a warning, reported" 0 "$pre_commit" run --verbose
expect "ContactDetail.swift:12:.*\[ephemeral_default_id\]" "the cross-file finding is shown for the staged file"
step "git commit of Contacts/ContactDetail.swift (a warning: the hook lets it through)" 0 git commit -m "contact detail"

echo "pre-commit first install, try-repo (clone, release build of theseus, first lint): ${first_install} s"
echo "pre-commit first install, install-hooks from a configuration: ${config_install} s"
finish
