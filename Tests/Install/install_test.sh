#!/usr/bin/env bash
# The installed tool stands on its own:
#  1. `make install PREFIX=<temp>` (debug build), the prefix then moved to another place, the
#     binary run from a third folder with no $SKILLGRAPH_* set: it lists and answers from the
#     shipped content installed beside it, and its manual page is there;
#  2. `query` on a copy of a collection leaves the copy byte for byte as it was (the index goes
#     to the cache folder) and answers a second time from the cached index.
# Prints "N passed, N failed" and exits non-zero when a check fails.
set -uo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
check() {
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $name"; fi
}

make --no-print-directory install PREFIX="$work/prefix" INSTALL_CONFIG=debug > "$work/install.log" 2>&1 ||
  { cat "$work/install.log"; echo "0 passed, 1 failed"; exit 1; }
mv "$work/prefix" "$work/moved"
mkdir -p "$work/elsewhere" "$work/cache"
cd "$work/elsewhere"
run() { env -u SKILLGRAPH_CONTENT -u SKILLGRAPH_TEMPLATES -u SKILLGRAPH_VOCABULARY \
  XDG_CACHE_HOME="$work/cache" "$work/moved/bin/skillgraph" "$@"; }

check "the installed binary lists the shipped skills" \
  bash -c "$(declare -f run); work=$work; run list --json | grep -q '\"background-processing\"'"
check "the installed binary answers from the shipped content" \
  bash -c "$(declare -f run); work=$work; run query --json 'my refresh task never runs' | grep -q 'background-processing'"
check "its answers come from the content installed beside it, not from the checkout" \
  bash -c "$(declare -f run); work=$work; run query --json 'silent push' | grep -q '\"path\":\"$work/moved/share/skillgraph/Content/'"
check "the installed binary lists the shipped templates" \
  bash -c "$(declare -f run); work=$work; run render --list | grep -q 'bg-app-refresh-uikit'"
check "the manual pages are installed" test -s "$work/moved/share/man/man1/skillgraph.1"
check "the content is installed beside the binary" \
  test -f "$work/moved/share/skillgraph/Content/vocabulary.yml"

cd - > /dev/null
cp -R Content "$work/collection"
before=$(cd "$work/collection" && find . -type f -exec sha256sum {} + | sort | sha256sum)
check "query on a copy of a collection answers" \
  bash -c "XDG_CACHE_HOME=$work/cache .build/debug/skillgraph query --content $work/collection --json 'silent push' | grep -q '\"results\"'"
check "and keeps its index in the cache, with nothing to parse again" \
  bash -c "out=\$(XDG_CACHE_HOME=$work/cache .build/debug/skillgraph index --content $work/collection --json); echo \"\$out\" | grep -q '\"parsed\":0' && echo \"\$out\" | grep -q '\"path\":\"$work/cache/skillgraph/'"
after=$(cd "$work/collection" && find . -type f -exec sha256sum {} + | sort | sha256sum)
check "the collection is left byte for byte as it was" test "$before" = "$after"
check "no file or folder was added to the collection" \
  test "$(find "$work/collection" | wc -l)" = "$(find Content | wc -l)"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
