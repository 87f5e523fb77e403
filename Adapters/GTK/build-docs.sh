#!/usr/bin/env bash
# Builds the DocC archive of SendingStateGTK with warnings as errors, as the root package's
# .ci/build-docs.sh does for its targets; GTK's headers come from pkg-config.
#
# Usage:  bash Adapters/GTK/build-docs.sh [output-dir]   (default: Adapters/GTK/.build/docs)
set -euo pipefail
cd "$(dirname "$0")"
out="$(realpath -m "${1:-.build/docs}")"
toolchain_bin="$(dirname "$(realpath "$(command -v swift)")")"

swift build --target SendingStateGTK
bin="$(swift build --show-bin-path)"
graphs=".build/docs-symbol-graphs"
rm -rf "$graphs" "$out/SendingStateGTK.doccarchive" && mkdir -p "$graphs" "$out"
read -r -a gtk_includes <<< "$(pkg-config --cflags-only-I gtk4 | sed 's/-I/-Xcc -I/g')"
"$toolchain_bin/swift-symbolgraph-extract" -module-name SendingStateGTK \
    -I "$bin/Modules" -I Sources/CGtk -I "$bin/CGtkListModel.build" "${gtk_includes[@]}" -module-cache-path "$bin/ModuleCache" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
"$toolchain_bin/docc" convert Sources/SendingStateGTK/Documentation.docc \
    --fallback-display-name SendingStateGTK --fallback-bundle-identifier SendingStateGTK \
    --additional-symbol-graph-dir "$graphs" --output-path "$out/SendingStateGTK.doccarchive" \
    --warnings-as-errors
echo "Documentation archive written to $out/SendingStateGTK.doccarchive"
