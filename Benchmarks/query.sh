#!/usr/bin/env bash
# `skillgraph query` (the static release build, `make static`), in two hyperfine runs:
#  1. a query answered from a fresh (already built) index over the Axiom collection, against the
#     start-up of a trivial Swift executable (print, swiftc -O) built here: target within 2x;
#  2. re-indexing the Axiom index after one file changed, against indexing that one file alone
#     (a folder holding only that file, index built from scratch), both with `skillgraph index`
#     (the indexing without the search): target within 10%;
#  3. both comparisons again with the two commands in alternation (Benchmarks/interleaved.py),
#     so that the machine's drift during the runs falls on both alike;
#  4. the re-index and the file alone once more, each counted in instructions executed
#     (valgrind's callgrind): a reading of their work that the machine's load does not move,
#     without the time spent waiting on the disk.
# The collection is copied to a temporary folder (never modified in place). Run through
# `make bench`; figures go into docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
binary=${BINARY:-$PWD/.build-static/release/skillgraph}
changed=${CHANGED:-axiom-swiftui/skills/debugging.md}
runs=${RUNS:-20}
[ -x "$binary" ] || { echo "build first: make static" >&2; exit 74; }
[ -d "$corpus" ] || { echo "corpus not found: $corpus" >&2; exit 74; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf 'print("hello")\n' > "$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello"

cp -R "$corpus" "$work/axiom"
mkdir -p "$work/one"
cp "$work/axiom/$changed" "$work/one/$(basename "$changed")"
question="view does not update when the observable property changes"
"$binary" query "$question" --content "$work/axiom" --index "$work/axiom.sqlite" > /dev/null
# NB: files modified less than two seconds before a search are checked again, bytes and all, by
# every search in those two seconds (FileFingerprint.racyWindow): the copy above is that new.
sleep 3
"$binary" query "$question" --content "$work/axiom" --index "$work/axiom.sqlite" > /dev/null
echo "files: $(find "$work/axiom" -name '*.md' | wc -l), index: $(du -h "$work/axiom.sqlite" | cut -f1)"

# NB: -N (no shell): the trivial executable runs in about a millisecond, below what hyperfine
# can correct for a shell's start-up.
hyperfine -N --warmup 3 --runs "$runs" --export-markdown Benchmarks/query-startup-results.md \
  -n "trivial Swift executable" "$work/hello" \
  -n "skillgraph query (fresh index, Axiom)" \
  "$binary query \"$question\" --content $work/axiom --index $work/axiom.sqlite --json"

mark='echo "<!-- edited $(date +%s%N) -->" >>'
hyperfine --warmup 2 --runs "$runs" --export-markdown Benchmarks/query-reindex-results.md \
  -n "re-index one changed file (Axiom index)" \
  --prepare "$mark $work/axiom/$changed" \
  "$binary index --content $work/axiom --index $work/axiom.sqlite --json" \
  -n "index that file alone (new index)" \
  --prepare "rm -f $work/one.sqlite; $mark $work/one/$(basename "$changed")" \
  "$binary index --content $work/one --index $work/one.sqlite --json"

python3 Benchmarks/interleaved.py "$runs" \
  "skillgraph query (fresh index, Axiom)" true \
  "$binary query '$question' --content $work/axiom --index $work/axiom.sqlite --json" \
  "trivial Swift executable" true "$work/hello"
python3 Benchmarks/interleaved.py "$runs" \
  "re-index one changed file" "$mark $work/axiom/$changed" \
  "$binary index --content $work/axiom --index $work/axiom.sqlite --json" \
  "index that file alone" "rm -f $work/one.sqlite; $mark $work/one/$(basename "$changed")" \
  "$binary index --content $work/one --index $work/one.sqlite --json"

# NB: callgrind reports "I refs: N" on stderr; the program's own output is dropped. Three runs
# each, the median kept: now and then one run counts some 5% more than the others.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*I *refs: *//p' | tr -d ,
}
reindexed=() alone=()
for _ in 1 2 3; do
  eval "$mark $work/axiom/$changed"
  reindexed+=("$(instructions "$binary" index --content "$work/axiom" --index "$work/axiom.sqlite" --json)")
  rm -f "$work/one.sqlite"
  eval "$mark $work/one/$(basename "$changed")"
  alone+=("$(instructions "$binary" index --content "$work/one" --index "$work/one.sqlite" --json)")
done
python3 - "${reindexed[@]}" "${alone[@]}" <<'PYTHON'
import statistics, sys
counts = [int(count) for count in sys.argv[1:]]
reindexed, alone = statistics.median(counts[:3]), statistics.median(counts[3:])
print(f"instructions (callgrind, median of 3): re-index {reindexed:,}, that file alone {alone:,}, "
      f"ratio {reindexed / alone:.3f}")
PYTHON
