#!/usr/bin/env bash
# The static site benchmark (release build), run by `make bench`:
#  1. Skillgraph building the Axiom collection's site (highlighting, search index, link check)
#     against Hugo (Debian's `hugo`) building the same Markdown files with a minimal theme and its
#     default code highlighting, in the same hyperfine run; once rebuilding over the previous
#     output and once into a new folder. Target: Skillgraph <= 0.25x Hugo.
#  2. Synthetic corpora of 1,000 and 10,000 pages: time per page at 10,000 <= 1.3x at 1,000.
# Results: Benchmarks/site-results.md (not committed; the README keeps the figures).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${CORPUS:-../shared/corpus/axiom/skills}
binary=$PWD/.build/release/skillgraph
[ -x "$binary" ] || { echo "build first: swift build -c release" >&2; exit 74; }
[ -d "$corpus" ] || { echo "corpus not found: $corpus" >&2; exit 74; }
command -v hugo >/dev/null || { echo "hugo is missing: apt-get install hugo" >&2; exit 74; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
results=Benchmarks/site-results.md

# Hugo: the same files under content/, a minimal theme (title, contents list, body), default
# highlighting (Chroma, on by default for fenced code).
mkdir -p "$work/hugo/content" "$work/hugo/layouts/_default"
# NB: the files Skillgraph ingests: generated files (first line `<!-- GENERATED`) are skipped by
# both (Hugo also rejects their unterminated leading comment).
(cd "$corpus" && find . -name '*.md' -print0 | sort -z | while IFS= read -r -d '' f; do
  head -c 14 "$f" | grep -q '<!-- GENERATED' || printf '%s\0' "$f"
done | tar --null -cf - -T -) | tar -xf - -C "$work/hugo/content"
cat > "$work/hugo/hugo.toml" <<'TOML'
baseURL = "https://example.org/"
title = "Axiom"
disableKinds = ["taxonomy", "term", "RSS"]
[markup.goldmark.renderer]
unsafe = false
TOML
cat > "$work/hugo/layouts/_default/baseof.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body>{{ block "main" . }}{{ end }}</body></html>
HTML
cat > "$work/hugo/layouts/_default/single.html" <<'HTML'
{{ define "main" }}<h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}{{ end }}
HTML
cat > "$work/hugo/layouts/_default/list.html" <<'HTML'
{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
HTML
echo "Axiom: $(find "$corpus" -name '*.md' | wc -l) files"
hugo --quiet -s "$work/hugo" -d "$work/hugo-public" >/dev/null
echo "Hugo pages: $(find "$work/hugo-public" -name '*.html' | wc -l)"
"$binary" site build --content "$corpus" --out "$work/sg" | sed 's/^/Skillgraph: /'

# 1. Rebuilds over the previous output (as a writer re-running the build does): Skillgraph
#    links the files whose bytes did not change from the old site; Hugo rewrites its files.
hyperfine --warmup 1 --runs "${RUNS:-10}" --export-markdown "$work/axiom.md" --export-json "$work/axiom.json" \
  -n hugo "hugo --quiet -s $work/hugo -d $work/hugo-public" \
  -n skillgraph "$binary site build --content $corpus --out $work/sg"
# 2. Builds into a folder that does not exist yet (removed before each run, untimed).
hyperfine --warmup 1 --runs "${RUNS:-10}" --export-markdown "$work/axiom-new.md" --export-json "$work/axiom-new.json" \
  --prepare "rm -rf $work/hugo-new" -n hugo "hugo --quiet -s $work/hugo -d $work/hugo-new" \
  --prepare "rm -rf $work/sg-new" -n skillgraph "$binary site build --content $corpus --out $work/sg-new"
for run in axiom:rebuild axiom-new:"new folder"; do
python3 - "$work/${run%%:*}.json" "${run#*:}" <<'PY'
import json, sys
r = {x["command"]: x["mean"] for x in json.load(open(sys.argv[1]))["results"]}
ratio = r["skillgraph"] / r["hugo"]
print(f"Axiom, {sys.argv[2]}: skillgraph {r['skillgraph']*1000:.0f} ms, hugo {r['hugo']*1000:.0f} ms, ratio {ratio:.2f}x (target <= 0.25x: {'met' if ratio <= 0.25 else 'NOT met'})")
PY
done

# Synthetic corpora: time per page at 1,000 and 10,000 pages.
python3 Benchmarks/synthetic-corpus.py 1000 "$work/syn1k"
python3 Benchmarks/synthetic-corpus.py 10000 "$work/syn10k"
hyperfine --warmup 1 --runs "${SYNTHETIC_RUNS:-3}" --export-markdown "$work/synthetic.md" --export-json "$work/synthetic.json" \
  -n "1,000 pages" "$binary site build --content $work/syn1k --out $work/out1k" \
  -n "10,000 pages" "$binary site build --content $work/syn10k --out $work/out10k"
pages1k=$(find "$work/out1k" -name '*.html' | wc -l)
pages10k=$(find "$work/out10k" -name '*.html' | wc -l)
python3 - "$work/synthetic.json" "$pages1k" "$pages10k" <<'PY'
import json, sys
r = [x["mean"] for x in json.load(open(sys.argv[1]))["results"]]
small, large = r[0] / int(sys.argv[2]), r[1] / int(sys.argv[3])
ratio = large / small
print(f"Synthetic: {small*1e3:.3f} ms/page at {sys.argv[2]} pages, {large*1e3:.3f} ms/page at {sys.argv[3]} pages, ratio {ratio:.2f}x (target <= 1.3x: {'met' if ratio <= 1.3 else 'NOT met'})")
PY
/usr/bin/time -f 'skillgraph peak memory at 10,000 pages: %M KiB' "$binary" site build --content "$work/syn10k" --out "$work/out10k" >/dev/null
cat "$work/axiom.md" "$work/synthetic.md" > "$results"
cat "$results"
