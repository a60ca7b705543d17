#!/usr/bin/env bash
# recall@1 and recall@3 of `skillgraph query` (release build; BINARY=... for another) on the
# question sets in Tests/QuerySets, for the graph ranking and for plain BM25 over the same units,
# on Content/, on the Axiom collection and on the superpowers collection (indexes in a temporary
# folder). Run through
# `make recall`; docs/evaluation.md says how each set was written and which were tuned on.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
superpowers=${SUPERPOWERS:-../shared/corpus/superpowers}
binary=${BINARY:-.build/release/skillgraph}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for ranking in graph plain; do
  for set in content content-heldout content-heldout-2 content-heldout-3 content-heldout-4 content-heldout-5 content-heldout-6; do
    echo "Content/, $set.json ($ranking)"
    python3 Benchmarks/recall.py --binary "$binary" --ranking "$ranking" \
      --index "$work/content.sqlite" "Tests/QuerySets/$set.json" Content
  done
  for set in axiom axiom-heldout axiom-dev axiom-heldout-2 axiom-heldout-3; do
    echo "Axiom, $set.json ($ranking)"
    python3 Benchmarks/recall.py --binary "$binary" --ranking "$ranking" \
      --index "$work/axiom.sqlite" "Tests/QuerySets/$set.json" "$corpus"
  done
  if [ -d "$superpowers" ]; then
    for set in superpowers-facts superpowers-facts-2; do
      echo "superpowers, $set.json ($ranking)"
      python3 Benchmarks/recall.py --binary "$binary" --ranking "$ranking" \
        --index "$work/superpowers.sqlite" "Tests/QuerySets/$set.json" "$superpowers"
    done
  fi
done
