#!/usr/bin/env bash
# The cold index of the Axiom collection (release build): `skillgraph index` into a new index
# file, side by side in one hyperfine run with a plain SQLite FTS5 index (porter unicode61) of the
# collection's heading sections built by Python's sqlite3 (Benchmarks/fts5_reference.py); then
# both in alternation (Benchmarks/interleaved.py); then both files' sizes. Targets: within 2x the
# reference's time and within 2x its size. Run through `make bench`; figures go into
# docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
binary=${BINARY:-.build/release/skillgraph}
[ -x "$binary" ] || { echo "build first: make release" >&2; exit 74; }
[ -d "$corpus" ] || { echo "corpus not found: $corpus" >&2; exit 74; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hyperfine --warmup 1 --runs "${RUNS:-10}" --export-markdown Benchmarks/index-results.md \
  --prepare "rm -f $work/sg.sqlite $work/sg.sqlite-wal $work/sg.sqlite-shm" \
  -n "skillgraph index (cold, Axiom)" \
  "$binary index --content $corpus --index $work/sg.sqlite --json" \
  -n "Python sqlite3 FTS5 of the same sections" \
  "python3 Benchmarks/fts5_reference.py $corpus $work/reference.sqlite"
# NB: the same two commands in alternation (Benchmarks/interleaved.py), so that the machine's
# drift during the runs falls on both alike.
python3 Benchmarks/interleaved.py "${RUNS:-10}" \
  "skillgraph index (cold, Axiom)" "rm -f $work/sg.sqlite $work/sg.sqlite-wal $work/sg.sqlite-shm" \
  "$binary index --content $corpus --index $work/sg.sqlite --json" \
  "Python sqlite3 FTS5 of the same sections" true \
  "python3 Benchmarks/fts5_reference.py $corpus $work/reference.sqlite"
rm -f "$work/sg.sqlite"*
"$binary" index --content "$corpus" --index "$work/sg.sqlite" --json > /dev/null
python3 Benchmarks/fts5_reference.py "$corpus" "$work/reference.sqlite"
sizes=$(stat -c %s "$work/sg.sqlite" "$work/reference.sqlite" | tr '\n' ' ')
python3 - $sizes <<'PYTHON'
import sys
ours, reference = (int(size) for size in sys.argv[1:3])
print(f"index size: skillgraph {ours / 1e6:.1f} MB, FTS5 reference {reference / 1e6:.1f} MB, "
      f"ratio {ours / reference:.2f}")
PYTHON
