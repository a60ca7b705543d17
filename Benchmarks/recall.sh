#!/usr/bin/env bash
# recall@1 and recall@3 of `skillgraph query` (release build; BINARY=... for another) on the
# question sets in Tests/QuerySets, for the graph ranking and for plain BM25 over the same units,
# on Content/ and on the Axiom collection (indexes in a temporary folder). Run through
# `make recall`. axiom-heldout-2.json (session 4) and axiom-heldout-3.json (session 5) are the
# held-out sets: each written before the ranker was read in its session, never tuned on, run at
# the start and the end of a session only. content-heldout.json (session 5) is the held-out set
# for Content/: written without reading the ranker, never tuned on, measured at the end of
# sessions only until session 6, which tuned on it. content-heldout-2.json (session 6) was written
# by a helper that neither read the ranking code nor ran the search; session 6 measured it at its
# start and once more, then tuned on it. content-heldout-3.json (session 6, written the same way)
# is a held-out set for Content/: measured once, at the end of session 6, and again at the end
# of session 7 (ranking unchanged). content-heldout-4.json (session 7, written the same way) was
# measured at the start and the end of session 7; session 8 read its misses and those of
# content-heldout-3.json (both tuning sets since). content-heldout-5.json (session 8, written the
# same way) was measured at the start and the end of session 8; session 9 read its misses.
# content-heldout-6.json (session 9, written the same way) is the newest held-out set: measured
# at the start and the end of session 9. content.json is
# the Content/ set the ranking was first tuned on. axiom-heldout.json
# was held out until session 4, which tuned on it; axiom-dev.json was written in session 4 for
# tuning and grown in session 5.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
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
done
