#!/usr/bin/env bash
# Ports SendingState 1.0.0's own XCTest suite to Linux mechanically, builds and runs it against this
# repository in the Swift 5 and Swift 6 language modes, and prints issue 31's table in Markdown.
#
# The iOS tests stay in the checkout you give; they are copied into a temporary package only, so
# this repository never holds them. Nothing is fetched: the repository is a local path dependency.
#
# The edits are exactly the mechanical ones a team porting its tests would make:
#   - `import UIKit` becomes `import HeadlessWidgets`;
#   - `#if os(iOS) || targetEnvironment(macCatalyst)` gains `|| os(Linux)`;
#   - the repository's porting files are added from Tests/XCTestPortingTests/Helpers/:
#     UIKitNames.swift (typealiases and `@_exported import SendingStateXCTest`), XCTestNames.swift
#     (`typealias XCTestCase = AsyncSetUpTestCase`) and TestActionTrigger.swift (in place of
#     1.0.0's, which needs the Objective-C runtime);
#   - files are left out whole, never edited: the test files whose every test is listed in
#     Scripts/port-ios-suite/not-applicable.tsv, and the helpers of left-out-helpers.tsv.
# Listed tests in the files that stay are compiled and skipped with `swift test --skip`.
#
# Exits 0 only when every applicable test compiles and passes in both language modes.
set -euo pipefail

readonly script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly repo_root="$(cd "$script_dir/.." && pwd)"
readonly data_dir="$script_dir/port-ios-suite"
readonly porting_helpers="$repo_root/Tests/XCTestPortingTests/Helpers"
# The files of porting_helpers that a ported suite adds: typealiases for UIKit's and XCTest's names
# and the re-export of SendingStateXCTest. TestActionTrigger.swift comes from --trigger's path.
readonly porting_files=(UIKitNames.swift XCTestNames.swift)
# The module name of 1.0.0's test target, so that the generated test list names classes as 1.0.0's
# suite does, and the identifiers in not-applicable.tsv read as in Xcode.
readonly test_target="SendingStateTests"
# Enough rounds to drop every file that doesn't compile one layer at a time (a file, then the
# extensions of its class), with room to spare; each round recompiles only the test module.
readonly max_build_rounds=12

usage() {
    cat <<EOF
Usage: bash Scripts/port-ios-suite.sh [options] PATH-TO-SENDINGSTATE-1.0.0-CHECKOUT

Ports dSunny90/SendingState 1.0.0's Tests/SendingStateTests to Linux with only mechanical edits,
builds and runs it against this repository in Swift 5 and Swift 6 language modes, and prints
issue 31's table. PATH is a checkout or extracted archive of tag 1.0.0 (commit e53e252e); this
script fetches nothing.

Options:
  --work DIR       Build in DIR (created if missing) and keep it; the default is a new directory
                   under /tmp, removed at the end unless --keep is given.
  --keep           Keep the temporary directory: ported sources, build and test logs.
  --mode 5|6       Run one language mode only (the default is both).
  --trigger FILE   Use FILE instead of Tests/XCTestPortingTests/Helpers/TestActionTrigger.swift,
                   to try a draft before it is in the repository.
  --jobs N         Passed to swift build as --jobs N.
  -h, --help       Show this help.
EOF
}

die() {
    echo "port-ios-suite: error: $*" >&2
    exit 2
}

note() {
    echo "port-ios-suite: $*" >&2
}

# MARK: - Arguments

work_dir=""
keep=0
modes=(5 6)
trigger_file="$porting_helpers/TestActionTrigger.swift"
jobs_args=()
checkout=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        -h | --help) usage; exit 0 ;;
        --work) [[ $# -ge 2 ]] || die "--work needs a directory"; work_dir="$2"; keep=1; shift 2 ;;
        --keep) keep=1; shift ;;
        --mode)
            [[ $# -ge 2 && ("$2" == 5 || "$2" == 6) ]] || die "--mode takes 5 or 6"
            modes=("$2"); shift 2 ;;
        --trigger) [[ $# -ge 2 ]] || die "--trigger needs a file"; trigger_file="$2"; shift 2 ;;
        --jobs) [[ $# -ge 2 ]] || die "--jobs needs a number"; jobs_args=(--jobs "$2"); shift 2 ;;
        -*) usage >&2; die "unknown option '$1'" ;;
        *) [[ -z "$checkout" ]] || { usage >&2; die "give one checkout path"; }; checkout="$1"; shift ;;
    esac
done
[[ -n "$checkout" ]] || { usage >&2; die "no checkout path given"; }
[[ -d "$checkout" ]] || die "'$checkout' is not a directory"
checkout="$(cd "$checkout" && pwd)"
readonly suite="$checkout/Tests/SendingStateTests"
# A wrong path usually means the repository's root rather than the tag's, or another library:
# check for the files the port reads before building anything.
if [[ ! -f "$suite/TestActionTrigger.swift" || ! -d "$checkout/Sources/SendingState" ]] \
    || ! grep -q 'name: "SendingState"' "$checkout/Package.swift" 2> /dev/null; then
    die "'$checkout' is not a SendingState 1.0.0 checkout: expected Package.swift naming \
\"SendingState\", Sources/SendingState/ and Tests/SendingStateTests/TestActionTrigger.swift \
(make one from a clone of dSunny90/SendingState: git -C CLONE worktree add DIR 1.0.0)"
fi
[[ -f "$repo_root/Package.swift" && -d "$repo_root/Sources/HeadlessWidgets" ]] \
    || die "the script must stay in Scripts/ of the repository ($repo_root has no package)"
for f in not-applicable.tsv left-out-helpers.tsv list-tests.awk; do
    [[ -f "$data_dir/$f" ]] || die "missing data file Scripts/port-ios-suite/$f"
done
for f in "${porting_files[@]/#/$porting_helpers/}" "$trigger_file"; do
    [[ -f "$f" ]] || die "missing porting file $f"
done

if [[ -z "$work_dir" ]]; then
    work_dir="$(mktemp -d /tmp/port-ios-suite.XXXXXX)"
else
    mkdir -p "$work_dir"
    work_dir="$(cd "$work_dir" && pwd)"
fi
cleanup() {
    if [[ $keep -eq 0 ]]; then
        rm -rf "$work_dir"
        # SwiftPM leaves the locks of a scratch path outside the package in /tmp, named after it.
        rm -f "/tmp/${work_dir//\//_}_build-swift"{5,6}{.lock,_workspace-state.json.lock}
    else
        note "kept $work_dir"
    fi
}
trap cleanup EXIT

# Data files: comments and blank lines out.
data() { grep -v -e '^#' -e '^[[:space:]]*$' "$data_dir/$1" || true; }

# MARK: - Inventory

# Every test of the checkout, as `<file>\t<Class>/<test>`; the not-applicable ones; the rest.
(cd "$suite" && find . -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort \
    | xargs awk -f "$data_dir/list-tests.awk") > "$work_dir/inventory.tsv"
data not-applicable.tsv > "$work_dir/not-applicable.tsv"
cut -f2 "$work_dir/inventory.tsv" | LC_ALL=C sort > "$work_dir/all-tests.txt"
cut -f1 "$work_dir/not-applicable.tsv" | LC_ALL=C sort > "$work_dir/na-tests.txt"
LC_ALL=C comm -23 "$work_dir/all-tests.txt" "$work_dir/na-tests.txt" > "$work_dir/applicable.txt"
unknown="$(LC_ALL=C comm -13 "$work_dir/all-tests.txt" "$work_dir/na-tests.txt")"
[[ -z "$unknown" ]] || die "not-applicable.tsv names tests this checkout doesn't have (is it 1.0.0?):
$unknown"

total=$(wc -l < "$work_dir/all-tests.txt")
na_total=$(wc -l < "$work_dir/na-tests.txt")
applicable_total=$(wc -l < "$work_dir/applicable.txt")
na_count() { awk -F'\t' -v c="$1" '$2 == c' "$work_dir/not-applicable.tsv" | wc -l; }

# Test files all of whose tests are not applicable are left out whole: excluding is the only way to
# keep a test from compiling without editing its file.
awk -F'\t' 'NR == FNR { na[$1] = 1; next }
    { n[$1]++; if ($2 in na) m[$1]++ }
    END { for (f in n) if (n[f] == m[f]) print f }' \
    "$work_dir/not-applicable.tsv" "$work_dir/inventory.tsv" | LC_ALL=C sort > "$work_dir/left-out.txt"
data left-out-helpers.tsv | cut -f1 >> "$work_dir/left-out.txt"

# MARK: - The ported package

# Copies the suite with the mechanical edits, the porting files, and a manifest in Swift $1 mode.
make_package() {
    local mode="$1" pkg="$2" target_dir rel
    target_dir="$pkg/Tests/$test_target"
    rm -rf "$pkg"
    mkdir -p "$target_dir/Porting"
    while IFS= read -r rel; do
        grep -qxF "$rel" "$work_dir/left-out.txt" && continue
        mkdir -p "$target_dir/$(dirname "$rel")"
        sed -e 's/^import UIKit$/import HeadlessWidgets/' \
            -e 's/^#if os(iOS) || targetEnvironment(macCatalyst)$/& || os(Linux)/' \
            "$suite/$rel" > "$target_dir/$rel"
    done < <(cd "$suite" && find . -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort)

    # The repository's porting files, copied rather than restated, so that the port checks the
    # files users are told to write.
    local name
    for name in "${porting_files[@]}"; do
        cp "$porting_helpers/$name" "$target_dir/Porting/$name"
    done
    cp "$trigger_file" "$target_dir/Porting/TestActionTrigger.swift"

    # The dependency is named "SendingState", as the docs and a real app's manifest name it, rather
    # than after the directory the repository happens to be cloned into.
    cat > "$pkg/Package.swift" <<EOF
// swift-tools-version: 6.0
// Generated by Scripts/port-ios-suite.sh: SendingState 1.0.0's tests, ported to Linux.
import PackageDescription

let package = Package(
    name: "SendingState100Port",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SendingState", path: "$repo_root")],
    targets: [
        .testTarget(
            name: "$test_target",
            dependencies: [
                .product(name: "SendingState", package: "SendingState"),
                .product(name: "HeadlessWidgets", package: "SendingState"),
                .product(name: "SendingStateXCTest", package: "SendingState"),
            ]
        ),
    ],
    swiftLanguageModes: [.v$mode]
)
EOF
}

# MARK: - Build

# Builds the tests; a file that doesn't compile is recorded with its first errors and left out, and
# the build retried, so that the rest of the suite is still counted.
build() {
    local mode="$1" pkg="$2" scratch="$3" round log errors files rel
    : > "$work_dir/swift$mode-uncompiled.txt"
    : > "$work_dir/swift$mode-compile-errors.txt"
    for ((round = 1; round <= max_build_rounds; round++)); do
        log="$work_dir/swift$mode-build-$round.log"
        note "Swift $mode: building (round $round)…"
        if swift build --build-tests --package-path "$pkg" --scratch-path "$scratch" \
            ${jobs_args[@]+"${jobs_args[@]}"} > "$log" 2>&1; then
            grep -E "^$pkg/Tests/.*: warning: " "$log" | sort -u > "$work_dir/swift$mode-warnings.txt" || true
            return 0
        fi
        errors="$(grep -E '^/.*\.swift:[0-9]+:[0-9]+: error: ' "$log" | sort -u || true)"
        if [[ -z "$errors" ]]; then
            echo "Swift $mode build failed without an error in a source file; see $log:" >&2
            tail -20 "$log" >&2
            return 1
        fi
        if grep -qvE "^$pkg/" <<< "$errors"; then
            echo "The repository itself doesn't compile in this build (Swift $mode); see $log:" >&2
            grep -vE "^$pkg/" <<< "$errors" | head -20 >&2
            return 1
        fi
        files="$(sed -E 's/:[0-9]+:[0-9]+: error: .*//' <<< "$errors" | sort -u)"
        while IFS= read -r f; do
            rel="${f#"$pkg/Tests/$test_target/"}"
            echo "$rel" >> "$work_dir/swift$mode-uncompiled.txt"
            {
                echo "$rel ($(grep -cF "$f:" <<< "$errors") errors in round $round), first errors:"
                grep -F "$f:" <<< "$errors" | head -3 | sed -E "s|^$pkg/Tests/$test_target/|    |"
            } >> "$work_dir/swift$mode-compile-errors.txt"
            rm -f "$f"
        done <<< "$files"
    done
    echo "Swift $mode: still not compiling after $max_build_rounds rounds; see $log" >&2
    return 1
}

# MARK: - Run

# Runs a selection of the compiled tests and appends `<Class>/<test>\t<passed|failed>\t<message>`
# to $5 for each. "applicable" runs all but the not-applicable tests; "not-applicable" runs the
# not-applicable tests that compiled anyway, only to report what they do. A crash ends the test
# process, so the test that was running is recorded as failed and the rest run again without it.
run_selection() {
    local mode="$1" pkg="$2" scratch="$3" selection="$4" results="$5"
    local round log current id selectors=() pending
    : > "$results"
    for ((round = 1; round <= 40; round++)); do
        selectors=()
        # Anchored on the module's dot and the end, so that EventForwarderTests/test_x matches
        # neither AnyEventForwarderTests/test_x nor EventForwarderTests/test_x_more.
        if [[ "$selection" == applicable ]]; then
            while IFS= read -r id; do
                selectors+=(--skip "^$test_target\\.${id}\$")
            done < <(cat "$work_dir/na-tests.txt"; cut -f1 "$results")
        else
            pending="$(LC_ALL=C comm -12 "$work_dir/swift$mode-compiled.txt" "$work_dir/na-tests.txt" \
                | LC_ALL=C comm -23 - <(cut -f1 "$results" | LC_ALL=C sort))"
            [[ -n "$pending" ]] || return 0
            while IFS= read -r id; do
                selectors+=(--filter "^$test_target\\.${id}\$")
            done <<< "$pending"
        fi
        log="$work_dir/swift$mode-test-$selection-$round.log"
        note "Swift $mode: running the $selection tests (round $round)…"
        set +e
        swift test --skip-build --package-path "$pkg" --scratch-path "$scratch" "${selectors[@]}" \
            > "$log" 2>&1
        set -e
        # XCTest on Linux prints "Test Case 'Class.test' started at…" and "… passed (…)" or
        # "… failed (…)", with the assertion messages as "…: error: Class.test : message" between.
        awk -v out="$results" '
            function test_id(line,    t) {
                match(line, /\x27[^\x27]*\x27/); t = substr(line, RSTART + 1, RLENGTH - 2)
                sub(/\./, "/", t); return t
            }
            /^Test Case .* started/ { cur = test_id($0); next }
            / error: / && cur != "" && !(cur in msg) { m = $0; sub(/^.* error: [^ ]* : /, "", m); msg[cur] = m }
            /^Test Case .* (passed|failed) \(/ {
                t = test_id($0)
                print t "\t" (($0 ~ /passed \(/) ? "passed" : "failed") "\t" msg[t] >> out
                cur = "" }
            END { if (cur != "") print cur }' "$log" > "$work_dir/swift$mode-crashed.txt"
        current="$(cat "$work_dir/swift$mode-crashed.txt")"
        [[ -n "$current" ]] || return 0
        printf '%s\tfailed\tcrashed: %s\n' "$current" \
            "$(grep -vE '^(Test Case|Test Suite|\[)' "$log" | tail -3 | tr '\n' ' ' | cut -c1-300)" \
            >> "$results"
    done
}

run_tests() {
    local mode="$1" pkg="$2" scratch="$3"
    swift test list --skip-build --package-path "$pkg" --scratch-path "$scratch" 2> /dev/null \
        | sed -n "s|^$test_target\.||p" | LC_ALL=C sort > "$work_dir/swift$mode-compiled.txt"
    run_selection "$mode" "$pkg" "$scratch" applicable "$work_dir/swift$mode-results.tsv"
    run_selection "$mode" "$pkg" "$scratch" not-applicable "$work_dir/swift$mode-na-results.tsv"
}

# MARK: - One language mode

declare -A row_pass row_fail row_uncompiled row_unrun row_na_compiled row_na_pass
for mode in "${modes[@]}"; do
    pkg="$work_dir/swift$mode"
    scratch="$work_dir/build-swift$mode"
    make_package "$mode" "$pkg"
    : > "$work_dir/swift$mode-results.tsv"
    : > "$work_dir/swift$mode-na-results.tsv"
    : > "$work_dir/swift$mode-compiled.txt"
    if build "$mode" "$pkg" "$scratch"; then
        run_tests "$mode" "$pkg" "$scratch"
    fi
    results="$work_dir/swift$mode-results.tsv"
    # Applicable tests by outcome; one that compiled but never reported is "didn't run".
    LC_ALL=C join -t $'\t' "$work_dir/applicable.txt" <(LC_ALL=C sort -u -t $'\t' -k1,1 "$results") \
        > "$work_dir/swift$mode-applicable-results.tsv" || true
    row_pass[$mode]=$(awk -F'\t' '$2 == "passed"' "$work_dir/swift$mode-applicable-results.tsv" | wc -l)
    row_fail[$mode]=$(awk -F'\t' '$2 == "failed"' "$work_dir/swift$mode-applicable-results.tsv" | wc -l)
    LC_ALL=C comm -23 "$work_dir/applicable.txt" "$work_dir/swift$mode-compiled.txt" \
        > "$work_dir/swift$mode-applicable-uncompiled.txt"
    row_uncompiled[$mode]=$(wc -l < "$work_dir/swift$mode-applicable-uncompiled.txt")
    row_unrun[$mode]=$((applicable_total - row_pass[$mode] - row_fail[$mode] - row_uncompiled[$mode]))
    row_na_compiled[$mode]=$(LC_ALL=C comm -12 "$work_dir/swift$mode-compiled.txt" "$work_dir/na-tests.txt" | wc -l)
    row_na_pass[$mode]=$(awk -F'\t' '$2 == "passed"' "$work_dir/swift$mode-na-results.tsv" | sort -u | wc -l)
done

# MARK: - Report

cell() { # the value of row $1 for mode $2, or "—" for a mode not run
    local -n row="$1"
    if [[ -v "row[$2]" ]]; then echo "${row[$2]}"; else echo "—"; fi
}
same() { # a count that doesn't depend on the mode
    local m out=""
    for m in 5 6; do
        if printf '%s\n' "${modes[@]}" | grep -qx "$m"; then out+=" $1 |"; else out+=" — |"; fi
    done
    echo "$out"
}
echo
# Which library was measured: the commit, and whether the working tree differed from it.
revision="$(git -C "$repo_root" rev-parse --short HEAD 2> /dev/null || echo "no git")"
if [[ -n "$(git -C "$repo_root" status --porcelain --untracked-files=no 2> /dev/null)" ]]; then
    revision+=" with uncommitted changes"
fi
echo "## SendingState 1.0.0's suite on Linux, against this repository at $revision"
echo
echo "| | Swift 5 language mode (the 1.0.0 package's) | Swift 6 language mode |"
echo "| --- | --- | --- |"
echo "| tests in 1.0.0 |$(same "$total")"
echo "| not applicable on Linux |$(same "$na_total")"
echo "| — UIKit's KVC and 1.0.0's selector names |$(same "$(na_count uikit)")"
echo "| — 1.0.0 internals |$(same "$(na_count internals)")"
echo "| — in a file left out for one of those |$(same "$(na_count file)")"
echo "| applicable |$(same "$applicable_total")"
echo "| compile and pass | $(cell row_pass 5) | $(cell row_pass 6) |"
echo "| fail at run time | $(cell row_fail 5) | $(cell row_fail 6) |"
echo "| don't compile | $(cell row_uncompiled 5) | $(cell row_uncompiled 6) |"
if printf '%s\n' "${row_unrun[@]}" | grep -qv '^0$'; then
    echo "| compile but didn't run | $(cell row_unrun 5) | $(cell row_unrun 6) |"
fi
echo
echo "Not applicable but compiled with their file, skipped above, then run on their own for information:"
echo "Swift 5: $(cell row_na_pass 5) of $(cell row_na_compiled 5) pass; Swift 6: $(cell row_na_pass 6) of $(cell row_na_compiled 6) pass."
echo
echo "Left out whole:"
echo
while IFS= read -r f; do
    reason="$(data left-out-helpers.tsv | awk -F'\t' -v f="$f" '$1 == f { print $2 }')"
    if [[ -z "$reason" ]]; then
        reason="its $(awk -F'\t' -v f="$f" '$1 == f' "$work_dir/inventory.tsv" | wc -l) tests are all not applicable"
    fi
    echo "- $f: $reason"
done < "$work_dir/left-out.txt"

status=0
for mode in "${modes[@]}"; do
    echo
    echo "### Swift $mode language mode"
    if [[ -s "$work_dir/swift$mode-compile-errors.txt" ]]; then
        echo
        echo "Files that don't compile (left out, then the build retried):"
        echo
        echo '```'
        cat "$work_dir/swift$mode-compile-errors.txt"
        echo '```'
    fi
    if [[ -s "$work_dir/swift$mode-applicable-uncompiled.txt" ]]; then
        echo
        echo "Applicable tests that don't compile, by file:"
        echo
        awk -F'\t' 'NR == FNR { want[$1] = 1; next }
            ($2 in want) { n[$1]++; sub(/^.*\//, "", $2); names[$1] = names[$1] (n[$1] > 1 ? ", " : "") $2 }
            END { for (f in n) print "- " f " (" n[f] "): " names[f] }' \
            "$work_dir/swift$mode-applicable-uncompiled.txt" "$work_dir/inventory.tsv" | LC_ALL=C sort
        status=1
    fi
    if [[ ${row_fail[$mode]} -gt 0 ]]; then
        echo
        echo "Applicable tests that fail at run time:"
        echo
        awk -F'\t' '$2 == "failed" { print "- `" $1 "`: " $3 }' "$work_dir/swift$mode-applicable-results.tsv"
        status=1
    fi
    if [[ ${row_unrun[$mode]} -ne 0 ]]; then
        echo
        echo "Applicable tests that compiled but reported no result: ${row_unrun[$mode]} (see the test logs)."
        status=1
    fi
    if [[ -s "$work_dir/swift$mode-na-results.tsv" ]]; then
        echo
        echo "Not applicable tests that compiled, run for information (not counted above):"
        echo
        LC_ALL=C sort -u -t $'\t' -k1,1 "$work_dir/swift$mode-na-results.tsv" \
            | awk -F'\t' '{ print "- `" $1 "`: " $2 ($3 != "" ? " (" $3 ")" : "") }'
    fi
    if [[ -s "$work_dir/swift$mode-warnings.txt" ]]; then
        echo
        echo "Compiler warnings in the ported files: $(wc -l < "$work_dir/swift$mode-warnings.txt") \
($(sed -E 's/.*\[#([A-Za-z]+)\]$/\1/;t;s/.*/other/' "$work_dir/swift$mode-warnings.txt" \
            | sort | uniq -c | awk '{ printf "%s%s %s", sep, $1, $2; sep = ", " }'))."
    fi
done
exit $status
