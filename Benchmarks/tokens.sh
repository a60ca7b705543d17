#!/usr/bin/env bash
# What a search answer costs an agent, and whether its passages still hold the answer: for
# every question set in Tests/QuerySets, on Content/ and on the Axiom collection, recall@1,
# recall@3 and the answer's tokens of the default answer (passages within the default budget)
# and with --full (every result whole), side by side (Benchmarks/tokens.py). Release build;
# BINARY=... for another, MAX_TOKENS=... for another budget. Run through `make bench` or
# `make tokens`.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
binary=${BINARY:-.build/release/skillgraph}
budget=()
if [[ -n ${MAX_TOKENS:-} ]]; then budget=(--max-tokens "$MAX_TOKENS"); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for set in content content-heldout content-heldout-2 content-heldout-3 content-heldout-4 content-heldout-5 content-heldout-6; do
  echo "Content/, $set.json"
  python3 Benchmarks/tokens.py --binary "$binary" --index "$work/content.sqlite" ${budget[@]+"${budget[@]}"} \
    "Tests/QuerySets/$set.json" Content
done
for set in axiom axiom-heldout axiom-dev axiom-heldout-2 axiom-heldout-3; do
  echo "Axiom, $set.json"
  python3 Benchmarks/tokens.py --binary "$binary" --index "$work/axiom.sqlite" ${budget[@]+"${budget[@]}"} \
    "Tests/QuerySets/$set.json" "$corpus"
done
