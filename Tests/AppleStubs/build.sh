#!/bin/sh
# Compiles the Apple API stubs into Swift modules in OUTDIR, so that
# rendered templates can be type-checked on any platform:
#   Tests/AppleStubs/build.sh OUTDIR
# Library evolution is on so that enums are non-frozen, like the SDK's (`@unknown default`
# is then needed and accepted, as on iOS); its warnings about Foundation, which is not built
# for library evolution, are suppressed.
set -eu

if [ $# -ne 1 ]; then
  echo "usage: $0 OUTDIR" >&2
  exit 64
fi

here=$(cd "$(dirname "$0")" && pwd)
out=$1
mkdir -p "$out"
swiftc=${SWIFTC:-swiftc}

# Each module imports only Foundation: the four are compiled at once.
pids=""
for module in os UIKit BackgroundTasks SwiftUI; do
  "$swiftc" -emit-module -parse-as-library -swift-version 6 -enable-library-evolution -suppress-warnings \
    -module-name "$module" \
    -emit-module-path "$out/$module.swiftmodule" \
    "$here/$module/$module.swift" &
  pids="$pids $!"
done
status=0
for pid in $pids; do
  wait "$pid" || status=1
done
exit $status
