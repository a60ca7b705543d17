#!/usr/bin/env bash
# Ingesting the Axiom collection (parse + interpret + graph, release build), side by side with
# cmark-gfm parsing the same files with the same extensions, in the same hyperfine run; then
# Skillgraph's peak memory. Run through `make bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
binary=.build/release/skillgraph
[ -x "$binary" ] || { echo "build first: swift build -c release" >&2; exit 74; }
[ -d "$corpus" ] || { echo "corpus not found: $corpus" >&2; exit 74; }
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$corpus" -name '*.md' -print0 | sort -z > "$list"
echo "files: $(tr -cd '\0' < "$list" | wc -c), bytes: $(xargs -0 cat < "$list" | wc -c)"
hyperfine --warmup 2 --runs "${RUNS:-10}" --export-markdown Benchmarks/ingest-results.md \
  -n cmark-gfm "xargs -0 cmark-gfm -e table -e tasklist -e strikethrough -e autolink < $list > /dev/null" \
  -n skillgraph "$binary stats --content $corpus > /dev/null"
/usr/bin/time -f 'skillgraph peak memory: %M KiB' "$binary" stats --content "$corpus" > /dev/null
