#!/usr/bin/env bash
# Builds the DocC archives of SendingStateWeb, SendingStateWebServer and SendingStateWebTesting
# with warnings as errors, as the root package's .ci/build-docs.sh does for its targets. The last
# two import Hummingbird, whose swift-nio and swift-atomics have C modules: the extractor is given
# the module map of each C target the build made, as SwiftPM gives them to the compiler. Every
# module is built and checked before it fails, so that one run shows every warning.
#
# Usage:  bash Adapters/Web/build-docs.sh [output-dir]   (default: Adapters/Web/.build/docs)
set -euo pipefail
cd "$(dirname "$0")"
out="$(realpath -m "${1:-.build/docs}")"
toolchain_bin="$(dirname "$(realpath "$(command -v swift)")")"

swift build --target SendingStateWebServer
swift build --target SendingStateWebTesting
bin="$(swift build --show-bin-path)"
module_maps=()
for target in "$bin"/*.build; do
    name="$(basename "$target" .build)"
    if [[ -f "$target/module.modulemap" ]]; then
        module_maps+=(-Xcc "-fmodule-map-file=$target/module.modulemap")
    else
        for map in .build/checkouts/*/Sources/"$name"/include/module.modulemap; do
            [[ -f "$map" ]] && module_maps+=(-Xcc "-fmodule-map-file=$(realpath "$map")")
        done
    fi
done
failed=()
for module in SendingStateWeb SendingStateWebServer SendingStateWebTesting; do
    echo "==> $module"
    catalog="Sources/$module/Documentation.docc"
    # A landing page not titled exactly # ``Module`` silently becomes a plain article, and docc
    # doesn't warn about it.
    if ! grep -rqE --include='*.md' "^# \`\`$module\`\`[[:space:]]*$" "$catalog"; then
        echo "error: $catalog has no landing page titled # \`\`$module\`\`" >&2
        failed+=("$module")
    fi
    graphs=".build/docs-symbol-graphs/$module"
    rm -rf "$graphs" "$out/$module.doccarchive" && mkdir -p "$graphs" "$out"
    "$toolchain_bin/swift-symbolgraph-extract" -module-name "$module" \
        -I "$bin/Modules" "${module_maps[@]}" \
        -module-cache-path "$bin/ModuleCache" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
    "$toolchain_bin/docc" convert "$catalog" \
        --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
        --additional-symbol-graph-dir "$graphs" --output-path "$out/$module.doccarchive" \
        --warnings-as-errors || failed+=("$module")
done
if ((${#failed[@]})); then
    echo "error: documentation problems in: ${failed[*]}" >&2
    exit 1
fi
echo "Documentation archives written to $out"
