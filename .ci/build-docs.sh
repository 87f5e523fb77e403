#!/usr/bin/env bash
# Build DocC archives for the library targets, without swift-docc-plugin.
#
# Usage (from the package root):  bash .ci/build-docs.sh [output-dir]
#   Writes <output-dir>/<Target>.doccarchive (default output-dir: .build/docs).
#   Exits non-zero if any documentation warning is reported (unresolved
#   ``symbol`` links, <doc:> links, bad `- Parameters:` docs, ...).
#
# How it works, per target:
#   1. `swift build --target T`: a plain debug build with no extra flags, so it
#      shares (and reuses) the normal .build directory without invalidating
#      it. Set DOCS_SCRATCH_PATH (e.g. .build-docs) to use a separate one.
#   2. `swift-symbolgraph-extract` on the built module writes T.symbols.json
#      plus T@Other.symbols.json for T's extensions to other modules' types
#      (kept as extension blocks, so docc lists them under "Extended Modules").
#      Only public API. The graphs are re-extracted on every run, so none are
#      stale. (We don't use `swift package dump-symbol-graph`: on Linux it fails
#      on packages with test targets. We don't use `-emit-symbol-graph` either:
#      a build with nothing to do doesn't write the graphs again.)
#   3. `docc convert --warnings-as-errors`; docc gets only T's own graphs.
set -euo pipefail

targets=(SendingState HeadlessWidgets SendingStateTesting SendingStateInput SendingStateXCTest)
out="${1:-.build/docs}"
scratch="${DOCS_SCRATCH_PATH:-.build}"

# Use docc and swift-symbolgraph-extract from the toolchain that `swift` is in.
toolchain_bin="$(dirname "$(realpath "$(command -v swift)")")"
docc="${DOCC:-$toolchain_bin/docc}"
extract="$toolchain_bin/swift-symbolgraph-extract"

mkdir -p "$out"   # docc refuses to write unless the parent directory exists
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
failed=()
for t in "${targets[@]}"; do
  echo "==> $t"
  catalog="Sources/$t/Documentation.docc"
  # A landing page not titled exactly # ``T`` silently becomes a plain article
  # (its ## Topics are ignored), and docc doesn't warn about it. Check here.
  if ! grep -rqE --include='*.md' "^# \`\`$t\`\`[[:space:]]*$" "$catalog"; then
    echo "error: $catalog has no landing page titled # \`\`$t\`\`" >&2
    failed+=("$t")
  fi

  swift build --scratch-path "$scratch" --target "$t"

  graphs="$scratch/docs-symbol-graphs/$t"
  rm -rf "$graphs" && mkdir -p "$graphs"
  "$extract" -module-name "$t" -I "$bin/Modules" \
    -module-cache-path "$bin/ModuleCache" \
    -minimum-access-level public -emit-extension-block-symbols \
    -output-dir "$graphs"

  rm -rf "$out/$t.doccarchive"
  # Keep going after a failure so one run shows the warnings of every target.
  "$docc" convert "$catalog" \
    --fallback-display-name "$t" --fallback-bundle-identifier "$t" \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$out/$t.doccarchive" \
    --warnings-as-errors || failed+=("$t")
done

if ((${#failed[@]})); then
  echo "error: documentation problems in: ${failed[*]}" >&2
  exit 1
fi
echo "Documentation archives written to $out"
