#!/usr/bin/env bash
# Hostile inputs (release build): each input that once took far more than its size, at 1x, 10x
# and 100x where it has a size, read by `skillgraph stats --content DIR` under /usr/bin/time
# with a time limit; prints one Markdown table row an input: size, exit code, elapsed, peak
# memory. docs/robustness.md keeps the figures. Usage: [BINARY=...] [ONLY=regex]
# Benchmarks/hostile.sh [LIMIT_SECONDS] (ONLY keeps the inputs whose name matches, e.g. 'FIFO|alias').
set -uo pipefail
cd "$(dirname "$0")/.."
binary=${BINARY:-$PWD/.build/release/skillgraph}
limit=${1:-120}
[ -x "$binary" ] || { echo "build first: swift build -c release" >&2; exit 74; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is missing: apt-get install time" >&2; exit 74; }
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT

run() { # name folder
  local name=$1 folder=$2 size
  [[ -z "${ONLY:-}" || "$name" =~ ${ONLY} ]] || return 0
  size=$(du -sb --apparent-size "$folder" 2>/dev/null | cut -f1)
  /usr/bin/time -f '%e %M' -o "$work/time" timeout "$limit" \
    "$binary" stats --content "$folder" >/dev/null 2>"$work/errors" </dev/null
  local code=$? elapsed rss
  read -r elapsed rss < <(tail -1 "$work/time")
  [ "$code" = 124 ] && elapsed="killed at ${limit}"
  printf '| %s | %s bytes | %s | %s s | %s MB |\n' "$name" "$size" "$code" "$elapsed" \
    "$(( ${rss:-0} / 1024 ))"
}

echo "| input | size | exit | elapsed | peak memory |"
echo "| --- | --- | --- | --- | --- |"
for scale in 1 10 100; do
  d="$work/aliases-$scale"; mkdir -p "$d"
  python3 -c 'import sys;L=int(sys.argv[1]);print("---\nname: bomb\na0: &a0 [" + ",".join(["lol"]*10) + "]\n" + "".join(f"a{i}: &a{i} [" + ",".join([f"*a{i-1}"]*10) + "]\n" for i in range(1,L+1)) + "---\n# Bomb\n\nBody.")' \
    $(( scale == 1 ? 6 : scale == 10 ? 62 : 535 )) > "$d/bomb.md"
  run "YAML alias bomb ${scale}x" "$d"
done
for pair in "1 5000 5500" "10 50000 55000" "100 65000 1420000"; do
  set -- $pair
  d="$work/table-$1"; mkdir -p "$d"
  python3 -c 'import sys;C,R=map(int,sys.argv[1:]);print("# Table\n\n" + "|a"*C + "|\n" + "|-"*C + "|\n" + "a\n"*R)' "$2" "$3" > "$d/table.md"
  run "wide table ${1}x" "$d"
done
for scale in 1 10 100; do
  d="$work/images-$scale"; mkdir -p "$d"
  python3 -c 'import sys;print("# Images\n\n" + "![[]()"*int(sys.argv[1]))' $(( 80000 * scale )) > "$d/images.md"
  run "nested images ${scale}x" "$d"
done
for scale in 1 10 100; do
  d="$work/patterns-$scale"; mkdir -p "$d"
  python3 -c 'import sys;print("# Patterns\n\n" + "".join(f"### Pattern {i}: Step {i}\n\nUse it when it fits.\n\n" for i in range(1,int(sys.argv[1])+1)))' $(( 32000 * scale )) > "$d/patterns.md"
  run "pattern headings ${scale}x" "$d"
done
d="$work/outside-link"; mkdir -p "$d/tool"; printf -- '---\nname: tool\ndescription: x\n---\n# Tool\n' > "$d/tool/SKILL.md"
ln -s / "$d/tool/root"; run "a skill folder holding a link to /" "$d"
d="$work/link-cycle"; mkdir -p "$d/tool"; printf -- '---\nname: tool\ndescription: x\n---\n# Tool\n' > "$d/tool/SKILL.md"
for i in $(seq 1 12); do ln -s . "$d/tool/x$i"; done; run "twelve x -> . links in a skill folder" "$d"
d="$work/fifo"; mkdir -p "$d/tool/references"; printf -- '---\nname: tool\ndescription: x\n---\n# Tool\n' > "$d/tool/SKILL.md"
mkfifo "$d/fifo.md" "$d/tool/references/r.md"; run "FIFOs as skill files" "$d"
d="$work/huge-file"; mkdir -p "$d"; truncate -s 2G "$d/huge.md"; run "a 2 GB skill file (sparse)" "$d"
