#!/usr/bin/env bash
# Builds the DocC archives of SendingStateGTK and SendingStateGTKTesting with warnings as errors, as the root package's
# .ci/build-docs.sh does for its targets; GTK's headers come from pkg-config.
#
# Usage:  bash Adapters/GTK/build-docs.sh [output-dir]   (default: Adapters/GTK/.build/docs)
set -euo pipefail
cd "$(dirname "$0")"
out="$(realpath -m "${1:-.build/docs}")"
toolchain_bin="$(dirname "$(realpath "$(command -v swift)")")"

swift build --target SendingStateGTKTesting
bin="$(swift build --show-bin-path)"
read -r -a gtk_includes <<< "$(pkg-config --cflags-only-I gtk4 | sed 's/-I/-Xcc -I/g')"
for module in SendingStateGTK SendingStateGTKTesting; do
    graphs=".build/docs-symbol-graphs/$module"
    rm -rf "$graphs" "$out/$module.doccarchive" && mkdir -p "$graphs" "$out"
    "$toolchain_bin/swift-symbolgraph-extract" -module-name "$module" \
        -I "$bin/Modules" -I Sources/CGtk -I "$bin/CGtkListModel.build" "${gtk_includes[@]}" \
        -module-cache-path "$bin/ModuleCache" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
    "$toolchain_bin/docc" convert "Sources/$module/Documentation.docc" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --additional-symbol-graph-dir "$graphs" --output-path "$out/$module.doccarchive" \
        --warnings-as-errors
done
echo "Documentation archives written to $out"
