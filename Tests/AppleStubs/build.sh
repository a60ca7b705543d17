#!/bin/sh
# Compiles the Apple API stubs into Swift modules in OUTDIR, in dependency order, so that
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

# os and UIKit need only Foundation; BackgroundTasks and SwiftUI come after them.
for module in os UIKit BackgroundTasks SwiftUI; do
  "$swiftc" -emit-module -parse-as-library -swift-version 6 -enable-library-evolution -suppress-warnings \
    -module-name "$module" \
    -emit-module-path "$out/$module.swiftmodule" \
    -I "$out" \
    "$here/$module/$module.swift"
done
