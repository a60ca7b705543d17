#!/bin/sh
# Type-checks Swift files (rendered templates) against the stub modules built by build.sh:
#   Tests/AppleStubs/typecheck.sh STUBDIR FILE.swift...
# The files are library code (no top-level statements; `@main` allowed), in Swift 6 mode with
# complete concurrency checking; warnings are errors, so deprecated or sloppy code fails too.
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 STUBDIR FILE.swift..." >&2
  exit 64
fi

stubs=$1
shift
exec "${SWIFTC:-swiftc}" -typecheck -parse-as-library -swift-version 6 \
  -warnings-as-errors -I "$stubs" "$@"
