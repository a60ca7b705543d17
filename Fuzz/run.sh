#!/bin/sh
# Runs every fuzz target (or those named in FUZZ_TARGETS) for SECONDS each; what a target finds
# goes to FINDINGS/<target>/.
# usage: [FUZZ_TARGETS="FuzzIngest ..."] Fuzz/run.sh SECONDS FINDINGS BUILD_FOLDER SEED_SOURCE...
# Leak checking is off: the one-time caches of static regular expressions read as leaks.
# Swift's own backtracer is off: under the address sanitizer it crashes while it reads the
# crashed process, and its report buries the failed property's message and the sanitizer's.
# Prints one line a target: executions, crashes; exits 1 when any target found something.
set -u
seconds=$1 findings=$2 build=$3
shift 3
bin="$build/debug"
corpus="$build/corpus"
python3 Fuzz/seeds.py "$corpus" "$@"
status=0
# Every target is a folder of Fuzz/Targets (Package.swift and the Makefile read the same).
all=$(cd Fuzz/Targets && ls -d Fuzz*)
for target in ${FUZZ_TARGETS:-$all}; do
  case $target in
    FuzzDotTree) dict=dot ;;
    FuzzBoxTree|FuzzASCIITree) dict=drawn ;;
    FuzzNumberedList) dict=numbered ;;
    FuzzTemplate) dict=template ;;
    FuzzMCPLines) dict=jsonrpc ;;
    FuzzQuery) dict=query ;;
    FuzzFrontMatter) dict=yaml ;;
    *) dict=markdown ;;
  esac
  mkdir -p "$findings/$target" "$corpus/$target"
  log="$findings/$target.log"
  # NB: a temporary folder of the run's own, removed after it, for the files the target writes
  # (a skill file, an index); another run at the same time keeps its own.
  tmp="$build/tmp/$target-$$"
  mkdir -p "$tmp"
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 TMPDIR="$tmp" \
    SKILLGRAPH_TEMPLATES="$PWD/Templates" \
    "$bin/$target" "$corpus/$target" -dict="Fuzz/Dictionaries/$dict.dict" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -malloc_limit_mb=1024 -max_len=65536 \
    -timeout=20 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$findings/$target/" >"$log" 2>&1
  code=$?
  rm -rf "$tmp"
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  found=$(find "$findings/$target" -type f | wc -l)
  echo "$target: ${runs:-?} executions in ${seconds}s, exit $code, $found findings"
  if [ "$code" != 0 ] || [ "$found" != 0 ]; then
    status=1
    grep -m 3 -e 'FUZZ PROPERTY FAILED' -e 'ERROR: ' "$log"
    tail -30 "$log"
  fi
done
exit $status
