#!/usr/bin/env bash
# Runs the SendingState benchmark suite (release build) and checks the performance targets.
#
# Usage, from the repository root:
#   bash Benchmarks/check-targets.sh                 # build, run every benchmark, check
#   bash Benchmarks/check-targets.sh --filter '3 .*' # extra options go to `benchmark run`
#                                                    # (a partial run can't be fully checked)
#
# Prints a table of medians per operation and a table of ratios against the baselines, and exits
# non-zero when a target is missed. The raw results stay in Benchmarks/.build/benchmark-results/
# as JMH JSON; `python3 Benchmarks/check-targets.py <file>` checks a saved file again.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! command -v swift >/dev/null; then
  echo "error: swift is not on PATH" >&2
  exit 2
fi
results="$here/.build/benchmark-results"
rm -rf "$results"
mkdir -p "$results"

# JMH is the export that keeps every sample at nanosecond resolution; it needs the throughput
# metric, which every benchmark in the suite records.
swift package --package-path "$here" --allow-writing-to-package-directory \
  benchmark run --format jmh --path "$results" --no-progress "$@"

shopt -s nullglob
files=("$results"/*.jmh.json)
if ((${#files[@]} != 1)); then
  echo "error: expected one JMH export in $results, found ${#files[@]}" >&2
  exit 2
fi

cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || true)"
echo "Machine: $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, ${cpu:-unknown CPU}"
echo "Toolchain: $(swift --version 2>&1 | head -1)"
echo
python3 "$here/check-targets.py" "${files[0]}"
