#!/usr/bin/env bash
# Builds the benchmark scenarios in release, counts their instructions with callgrind, and checks
# the performance targets. Exits non-zero when one is missed.
#
# Usage, from the repository root:  bash Benchmarks/check-targets.sh
# Needs valgrind (callgrind). Each scenario runs for N and 2N iterations and the cost of one
# operation is (I(2N) - I(N)) / N, counted inside the measured loop, so setup cancels and every
# baseline is measured in the same build. check-targets.py, which counts and checks, is the same
# script that Adapters/GTK/check-benchmarks.sh runs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if ! command -v valgrind >/dev/null; then
  echo "error: valgrind is not installed (apt-get install valgrind)" >&2
  exit 2
fi
# DWARF 4 for C and C++: valgrind 3.19 gives up on the DWARF 5 range lists that clang writes for
# OpenCombine's C++ helper ("unhandled dwarf2 abbrev form code 0x23"), and counts nothing.
flags=(-c release -Xcc -gdwarf-4 -Xcxx -gdwarf-4)
swift build --package-path "$here" "${flags[@]}"
binary="$(swift build --package-path "$here" "${flags[@]}" --show-bin-path)/SendingStateBenchmarks"

cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || true)"
echo "Machine: $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, ${cpu:-unknown CPU}"
echo "Toolchain: $(swift --version 2>&1 | head -1)"
echo "valgrind: $(valgrind --version)"
echo
python3 "$here/check-targets.py" library "$binary"
