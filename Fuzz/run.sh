#!/usr/bin/env bash
# Builds the fuzzers with libFuzzer and AddressSanitizer, then runs each for a fixed number of
# inputs, starting from its seed corpus in Corpus/<Fuzzer>/. Fails on the first crash, sanitizer
# report, leak, hang or broken invariant, and says how to replay the input that caused it.
#
#   bash Fuzz/run.sh [runs]
#
# runs: how many inputs each fuzzer runs, seeds included; 15,000 by default, about a minute for all
# on two cores after the build. README.md says what each fuzzer checks.
set -euo pipefail
cd "$(dirname "$0")"
runs="${1:-15000}"

# SwiftPM's own --sanitize=fuzzer stops it renaming the executables' `main` for testing, so
# libFuzzer's `main` links; -Xswiftc adds the coverage instrumentation and AddressSanitizer to
# every module, the library's included.
build_flags=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address)
swift build "${build_flags[@]}"
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

artifacts=.build/fuzz-artifacts
mkdir -p "$artifacts"
for fuzzer in FuzzJSON FuzzScreen FuzzWebMessage; do
    # New inputs go to a working corpus under .build; the committed seeds stay as they are.
    corpus=".build/fuzz-corpus/$fuzzer"
    mkdir -p "$corpus"
    echo
    echo "==> $fuzzer: $runs runs"
    started=$SECONDS
    # The Swift runtime's backtracer and AddressSanitizer's report would both fight over a crash.
    if ! SWIFT_BACKTRACE=enable=no "$bin/$fuzzer" "$corpus" "Corpus/$fuzzer" \
        -runs="$runs" -timeout=20 -artifact_prefix="$artifacts/$fuzzer-" -print_final_stats=1 \
        > "$artifacts/$fuzzer.log" 2>&1; then
        grep -v '^#' "$artifacts/$fuzzer.log" | tail -40
        echo
        echo "$fuzzer failed. Replay the input it wrote above, printing each step, with:"
        echo "    FUZZ_TRACE=1 SWIFT_BACKTRACE=enable=no $bin/$fuzzer $PWD/$artifacts/$fuzzer-<crash file>"
        exit 1
    fi
    grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|Done )' "$artifacts/$fuzzer.log" || true
    echo "    ($((SECONDS - started)) s)"
done
echo
echo "Fuzzing passed."
