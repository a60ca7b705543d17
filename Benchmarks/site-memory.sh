#!/usr/bin/env bash
# Site build memory (release build), run by `make bench`: peak resident memory and time of
# `skillgraph site build` on the Axiom collection and on ten copies of it (3,270 files, 2,970
# skills, 6,172 pages), made here in a temporary folder. Target: ten copies < 300 MB.
#
# Ten copies: every suite folder of the collection copied ten times side by side as
# `copyN-<suite>`, and in copy N every `axiom-` in the text (front matter names, references)
# made `copyN-axiom-`, so that each copy is a collection of its own: distinct IDs, references
# that resolve within the copy.
#
# BASELINE=/path/to/an/older/skillgraph builds with it too, for before/after figures, and
# checks that both builds wrote the same files (`diff -r`, the marker file aside).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
binary=${BINARY:-$PWD/.build/release/skillgraph}
[ -x "$binary" ] || { echo "build first: swift build -c release" >&2; exit 74; }
[ -d "$corpus" ] || { echo "corpus not found: $corpus" >&2; exit 74; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir "$work/ten"
for copy in 0 1 2 3 4 5 6 7 8 9; do
  for suite in "$corpus"/*/; do
    cp -r "$suite" "$work/ten/copy$copy-$(basename "$suite")"
  done
  find "$work/ten" -path "$work/ten/copy$copy-*" -name '*.md' -exec sed -i "s/axiom-/copy$copy-axiom-/g" {} +
done
echo "ten copies: $(find "$work/ten" -name '*.md' | wc -l) files"

# One build into a new folder: peak resident memory (KiB) and elapsed seconds.
measure() {
  local name=$1 tool=$2 content=$3 out=$4
  rm -rf "$out"
  /usr/bin/time -f "%M %e" -o "$work/time" "$tool" site build --content "$content" --out "$out" \
    --templates "$PWD/Templates" >/dev/null
  read -r kib seconds < "$work/time"
  printf '%-10s %-12s peak %4d MB  %6.2f s\n' "$name" "$(basename "$content")" $((kib / 1024)) "$seconds"
  echo "$kib"
}

for content in "$corpus" "$work/ten"; do
  if [ -n "${BASELINE:-}" ]; then
    measure before "$BASELINE" "$content" "$work/before" | head -1
  fi
  after=$(measure after "$binary" "$content" "$work/after")
  echo "$after" | head -1
  if [ -n "${BASELINE:-}" ]; then
    diff -r -x .skillgraph-site "$work/before" "$work/after" >/dev/null \
      && echo "           same files as the baseline" || echo "           FILES DIFFER from the baseline"
  fi
done
kib=$(echo "$after" | tail -1)
[ "$kib" -lt $((300 * 1024)) ] && echo "ten copies: target < 300 MB met" \
  || echo "ten copies: target < 300 MB NOT met ($((kib / 1024)) MB)"
