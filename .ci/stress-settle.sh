#!/usr/bin/env bash
# Stress the virtual clock's settling: run the example's transcript and every test that settles
# N times in a row, while busy processes compete for the cores, and fail on the first run that
# differs. A move that guessed when work was done would, now and then, go on too early here.
#
# Usage (from anywhere):  bash .ci/stress-settle.sh [N]    (N runs of each; 20 by default)
#   STRESS_BUSY=4           how many `yes > /dev/null` processes compete for the cores
#   STRESS_TIME_LIMIT=300   seconds one run of the tests may take before it counts as hung
#
# The tests run are those whose body calls `settle(`, found in Tests/ when the script starts,
# and those of ScriptedSessionTests, whose session settles. The example's output is compared with
# Examples/ShoppingList/expected-output.txt. Both are built once, before the load starts, and each
# run starts the built binaries directly, as `swift test` and `swift run` would, without their
# second or so of planning per run.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-20}"
busy="${STRESS_BUSY:-4}"
time_limit="${STRESS_TIME_LIMIT:-300}"
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: bash .ci/stress-settle.sh [N], with N a positive whole number; got '$runs'" >&2
    exit 2
fi

# Every @Test function whose body calls settle(, by name; the name is enough for --filter.
settling_tests=$(
    find Tests -name '*.swift' -print0 | xargs -0 awk '
        FNR == 1 { pending = 0; current = "" }
        /@Test/ { pending = 1 }
        pending && match($0, /func [A-Za-z0-9_]+\(/) {
            current = substr($0, RSTART + 5, RLENGTH - 6); pending = 0
        }
        current != "" && /settle\(/ { print current; current = "" }
    ' | sort -u
)
filter="ScriptedSessionTests"
for name in $settling_tests; do filter+="|$name"; done
echo "==> tests that settle: $(echo "$settling_tests" | wc -w), and ScriptedSessionTests"

echo "==> building the tests and the example"
swift build --build-tests > /dev/null
swift build --product ShoppingList > /dev/null
bin=$(swift build --show-bin-path)
example="$bin/ShoppingList"
test_bundle=$(echo "$bin"/*PackageTests.xctest)
scratch=$(mktemp -d)

# Kills a process and everything it started, children first.
kill_tree() {
    local child
    for child in $(pgrep -P "$1" 2> /dev/null); do kill_tree "$child"; done
    kill -KILL "$1" 2> /dev/null || true
}

# Runs a command, killing it and its children if it takes longer than the time limit.
with_time_limit() {
    "$@" &
    local pid=$! status=0
    (sleep "$time_limit" && kill_tree "$pid") 2> /dev/null &
    local watchdog=$!
    wait "$pid" || status=$?
    kill_tree "$watchdog"
    wait "$watchdog" 2> /dev/null || true
    return "$status"
}

hogs=()
stop_hogs() {
    local pid
    for pid in "${hogs[@]}"; do kill "$pid" 2> /dev/null || true; done
    rm -rf "$scratch"
}
trap stop_hogs EXIT
for ((i = 0; i < busy; i++)); do
    yes > /dev/null &
    hogs+=($!)
done
echo "==> $runs runs of each on $(nproc) cores, beside $busy busy processes"

started=$SECONDS
for ((run = 1; run <= runs; run++)); do
    if ! "$example" > "$scratch/transcript.txt" 2> "$scratch/run.log" \
        || ! diff -u Examples/ShoppingList/expected-output.txt "$scratch/transcript.txt" > "$scratch/diff.txt"; then
        echo "FAILED: run $run of the example differs from its transcript" >&2
        head -40 "$scratch/diff.txt" >&2
        cat "$scratch/run.log" >&2
        exit 1
    fi
    if ! with_time_limit "$test_bundle" --testing-library swift-testing --filter "$filter" > "$scratch/tests.log" 2>&1; then
        echo "FAILED: run $run of the tests that settle" >&2
        grep -E '✘|error|Fatal|crashed' "$scratch/tests.log" | head -40 >&2 || tail -40 "$scratch/tests.log" >&2
        exit 1
    fi
    if ((run % 10 == 0 || run == runs)); then
        echo "    $run runs passed ($((SECONDS - started)) s)"
    fi
done
tests=$(grep -Eo 'Test run with [0-9]+ tests' "$scratch/tests.log" | grep -Eo '[0-9]+' || echo "?")
echo "==> passed: $runs runs of the example and of $tests tests, beside $busy busy processes," \
    "in $((SECONDS - started)) s"
