#!/usr/bin/env bash
# Builds GTKBenchmarks in release, measures GTKListView's bind, click and scrolling against the
# same list written by hand with GTK's C API, and checks the performance targets. Exits non-zero
# when one is missed.
#
# Usage, from the repository root:  bash Adapters/GTK/check-benchmarks.sh [swift build options]
# for example `--scratch-path Adapters/GTK/.build-bench`. Needs valgrind (callgrind) and xvfb-run:
# GTK runs for real, in a window on a virtual X server. Instructions are counted as
# (I(2N) - I(N)) / N inside the measured loop, so setup cancels and every baseline is measured in
# the same build, by the script that counts and checks the library's benchmarks too.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for tool in valgrind xvfb-run; do
  if ! command -v "$tool" >/dev/null; then
    echo "error: $tool is not installed (apt-get install valgrind xvfb)" >&2
    exit 2
  fi
done
# DWARF 4 for C: valgrind 3.19 gives up on the DWARF 5 range lists that clang can write, and counts
# nothing, as Benchmarks/check-targets.sh explains.
flags=(-c release -Xcc -gdwarf-4 -Xcxx -gdwarf-4 "$@")
swift build --package-path "$here" --product GTKBenchmarks "${flags[@]}"
binary="$(swift build --package-path "$here" --show-bin-path "${flags[@]}")/GTKBenchmarks"

cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ *//' || true)"
echo "Machine: $(nproc) cores, ${cpu:-unknown CPU}"
echo "Toolchain: $(swift --version 2>&1 | head -1)"
echo "GTK: $(pkg-config --modversion gtk4 2>/dev/null || echo unknown)"
echo "valgrind: $(valgrind --version)"
echo
# One virtual X server for every run, with a 24-bit screen as a desktop has.
xvfb-run -a -s "-screen 0 1280x1024x24" python3 "$here/../../Benchmarks/check-targets.py" gtk "$binary"
