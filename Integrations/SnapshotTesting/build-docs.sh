#!/usr/bin/env bash
# Builds the DocC archive of HeadlessWidgetsSnapshotTesting with warnings as errors, as the root
# package's .ci/build-docs.sh does for its targets.
#
# Usage:  bash Integrations/SnapshotTesting/build-docs.sh [output-dir]
#         (default: Integrations/SnapshotTesting/.build/docs)
set -euo pipefail
cd "$(dirname "$0")"
out="$(realpath -m "${1:-.build/docs}")"
toolchain_bin="$(dirname "$(realpath "$(command -v swift)")")"
module=HeadlessWidgetsSnapshotTesting

swift build --target "$module"
bin="$(swift build --show-bin-path)"
graphs=".build/docs-symbol-graphs"
rm -rf "$graphs" "$out/$module.doccarchive" && mkdir -p "$graphs" "$out"
"$toolchain_bin/swift-symbolgraph-extract" -module-name "$module" \
    -I "$bin/Modules" -module-cache-path "$bin/ModuleCache" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
"$toolchain_bin/docc" convert "Sources/$module/Documentation.docc" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --additional-symbol-graph-dir "$graphs" --output-path "$out/$module.doccarchive" \
    --warnings-as-errors
echo "Documentation archive written to $out/$module.doccarchive"
