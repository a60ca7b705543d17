#!/usr/bin/env bash
# Auditing the Corona-Warn-App (cwa-app-ios, ../shared/corpus/ios-apps) with the shipped rules
# (release build), side by side in the same hyperfine run with a parse of the same Swift files
# by swift-syntax and nothing else (`audit --parse-only`: the project read, each target's Swift
# files parsed once). Target: the audit within 1.5x of the parse. Run through `make bench`.
# BASELINE=/path/to/older/skillgraph (with BASELINE_CONTENT=its content folder) adds that
# binary's audit to the same run.
# Results: Benchmarks/audit-results.md (not committed; docs/performance.md keeps the figures).
set -euo pipefail
cd "$(dirname "$0")/.."
project=${PROJECT:-../shared/corpus/ios-apps/cwa-app-ios}
binary=$PWD/.build/release/skillgraph
[ -x "$binary" ] || { echo "build first: swift build -c release" >&2; exit 74; }
[ -d "$project" ] || { echo "project not found: $project" >&2; exit 74; }
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install hyperfine" >&2; exit 74; }
# NB: the audit exits 1 when it finds errors; the figure is its time either way.
baseline=()
if [ -n "${BASELINE:-}" ]; then
  baseline=(-n baseline "$BASELINE audit --content ${BASELINE_CONTENT:-Content} $project > /dev/null")
fi
hyperfine --warmup 1 --runs "${RUNS:-5}" -i --export-markdown Benchmarks/audit-results.md \
  --export-json Benchmarks/audit-results.json \
  -n parse "$binary audit --parse-only --content Content $project" \
  -n audit "$binary audit --content Content $project > /dev/null" "${baseline[@]}"
python3 - Benchmarks/audit-results.json <<'PY'
import json, sys
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
parse = runs["parse"]
for name in ("audit", "baseline"):
    if name not in runs:
        continue
    audit = runs[name]
    wall = audit["median"] / parse["median"]
    cpu = (audit["user"] + audit["system"]) / (parse["user"] + parse["system"])
    print(f"{name}: wall (median) {audit['median']:.3f} s against the parse's "
          f"{parse['median']:.3f} s: {wall:.2f}x (target <= 1.5x)")
    print(f"{name}: cpu (user + system, mean) {audit['user'] + audit['system']:.3f} s against "
          f"{parse['user'] + parse['system']:.3f} s: {cpu:.2f}x")
PY
/usr/bin/time -f 'audit peak memory: %M KiB' "$binary" audit --content Content "$project" > /dev/null
