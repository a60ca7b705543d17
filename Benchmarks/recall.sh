#!/usr/bin/env bash
# recall@1 and recall@3 of `skillgraph query` (release build) on the question sets in
# Tests/QuerySets (axiom-heldout.json: written without looking at the ranker, never tuned on),
# for the graph ranking and for plain BM25 over the same units, on Content/ and
# on the Axiom collection (indexes in a temporary folder). Run through `make recall`.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for ranking in graph plain; do
  echo "Content/ ($ranking)"
  python3 Benchmarks/recall.py --ranking "$ranking" --index "$work/content.sqlite" \
    Tests/QuerySets/content.json Content
  echo "Axiom ($ranking)"
  python3 Benchmarks/recall.py --ranking "$ranking" --index "$work/axiom.sqlite" \
    Tests/QuerySets/axiom.json "$corpus"
  echo "Axiom, held-out set ($ranking)"
  python3 Benchmarks/recall.py --ranking "$ranking" --index "$work/axiom.sqlite" \
    Tests/QuerySets/axiom-heldout.json "$corpus"
done
