#!/usr/bin/env python3
"""Counts the instructions of every benchmark scenario with callgrind and checks the targets.

Usage: python3 Benchmarks/check-targets.py PATH/TO/SendingStateBenchmarks
(`bash Benchmarks/check-targets.sh` builds the binary in release and runs this script.)

Each scenario runs twice under `valgrind --tool=callgrind`, for N and for 2N iterations. The cost
of one operation is `(I(2N) - I(N)) / N`: building the fixture, starting the process and
everything else done once cancel out. Malloc calls are counted the same way, from the calls to
`malloc` that callgrind records. Instruction counts don't depend on what else the machine is
doing, so one run is enough and the ratios are stable; every baseline runs in the same build.

Resident memory is read natively: the reuse scenario runs 2,000,000 cycles, and the raw send
scenario 1,000,000 sends, each in ten rounds, and the resident set after each round must stay flat.

Exits 1 when a target is missed.
"""

import os
import re
import subprocess
import sys
import tempfile

ITERATIONS = 10_000
RESIDENT_CYCLES = 2_000_000
# The finder scenarios walk a whole tree per operation, so a few operations are enough.
FINDER_ITERATIONS = 10
FINDER_TREES = (10_000, 19_999)
RESIDENT_SENDS = 1_000_000
# Resident memory is read in whole pages and the allocator keeps some slack: allow 64 KiB.
RESIDENT_SLACK_KIB = 64


def callgrind(binary, scenario, iterations):
    """Runs one scenario under callgrind; returns (instructions, malloc calls)."""
    with tempfile.TemporaryDirectory() as directory:
        output = os.path.join(directory, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", binary, "run", scenario,
             str(iterations)],
            capture_output=True, text=True)
        if run.returncode != 0:
            raise SystemExit(f"error: {scenario} failed:\n{run.stdout}\n{run.stderr}")
        return read_profile(output)


def read_profile(path):
    """The total instructions of a callgrind profile, and how many times malloc was called."""
    names = {}
    callee = None
    instructions = None
    mallocs = 0
    with open(path, encoding="utf-8", errors="replace") as profile:
        for line in profile:
            if line.startswith("cfn="):
                match = re.match(r"cfn=\((\d+)\)(?: (.*))?", line.strip())
                if match:
                    if match.group(2):
                        names[match.group(1)] = match.group(2)
                    callee = names.get(match.group(1))
            elif line.startswith("fn="):
                match = re.match(r"fn=\((\d+)\)(?: (.*))?", line.strip())
                if match and match.group(2):
                    names[match.group(1)] = match.group(2)
            elif line.startswith("calls="):
                if callee == "malloc":
                    mallocs += int(line.split("=", 1)[1].split()[0])
            elif line.startswith("summary:") or line.startswith("totals:"):
                instructions = int(line.split(":", 1)[1].split()[0])
    if instructions is None:
        raise SystemExit(f"error: no totals in {path}")
    return instructions, mallocs


class Measurements:
    """Per-operation instructions and mallocs of each scenario, measured once."""

    def __init__(self, binary):
        self.binary = binary
        self.cache = {}

    def of(self, scenario, iterations=ITERATIONS):
        if scenario not in self.cache:
            once = callgrind(self.binary, scenario, iterations)
            twice = callgrind(self.binary, scenario, 2 * iterations)
            self.cache[scenario] = (
                (twice[0] - once[0]) / iterations,
                (twice[1] - once[1]) / iterations,
            )
            print(f"  {scenario}: {self.cache[scenario][0]:,.0f} instructions, "
                  f"{self.cache[scenario][1]:g} mallocs per operation", flush=True)
        return self.cache[scenario]

    def instructions(self, scenario):
        return self.of(scenario)[0]

    def mallocs(self, scenario):
        return self.of(scenario)[1]

    def ratio(self, scenario, baseline):
        return self.instructions(scenario) / self.instructions(baseline)


def resident_growth(binary, scenario, iterations):
    """Resident memory growth in KiB after the warm-up round, over `iterations` operations."""
    run = subprocess.run([binary, "resident", scenario, str(iterations)], capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"error: {scenario} failed:\n{run.stdout}\n{run.stderr}")
    readings = [int(line.split()[1]) for line in run.stdout.splitlines() if line.startswith("resident ")]
    if len(readings) != 10:
        raise SystemExit(f"error: expected 10 resident readings from {scenario}, got {readings}")
    after_warm_up = readings[1:]
    return max(after_warm_up) - after_warm_up[0], readings


class Check:
    """The rows of the target table, and which targets were missed."""

    def __init__(self):
        self.rows = []
        self.missed = []

    def target(self, label, value, limit, unit=""):
        passed = value <= limit
        self.rows.append((label, f"{value:.3g}{unit}", f"≤ {limit:g}{unit}", "PASS" if passed else "MISS"))
        if not passed:
            self.missed.append(label)

    def info(self, label, value, unit=""):
        self.rows.append((label, f"{value:.3g}{unit}", "", "info"))


def print_table(headers, rows):
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows)]
    line = "| " + " | ".join(f"{{:{width}}}" for width in widths) + " |"
    print(line.format(*headers))
    print("|" + "|".join("-" * (width + 2) for width in widths) + "|")
    for row in rows:
        print(line.format(*row))


def main(binary):
    measured = Measurements(binary)
    check = Check()
    print(f"Counting instructions with callgrind, N = {ITERATIONS:,}:")

    # 1. configure
    check.target("configure: library / direct configurer", measured.ratio("configure/library", "configure/direct"), 1.5, "×")
    check.target("configure: mallocs per configure", measured.mallocs("configure/library"), 0)
    check.info("configure: library / OpenCombine", measured.ratio("configure/library", "configure/OpenCombine"), "×")

    # 2. control dispatch
    check.target("control: report / closures called in turn", measured.ratio("control/library", "control/closures"), 2.0, "×")
    check.info("control: report / handler called directly", measured.ratio("control/library", "control/direct"), "×")
    check.target("control: mallocs per event", measured.mallocs("control/library"), 0)

    # 3. raw send against a stream
    check.target("sendActions / OpenCombine send", measured.ratio("control/sendActions", "control/OpenCombine"), 0.5, "×")
    check.info("state-aware: library / OpenCombine", measured.ratio("state-aware/library", "state-aware/OpenCombine"), "×")
    check.info("gesture: library / OpenCombine", measured.ratio("gesture/library", "gesture/OpenCombine"), "×")

    # 4. scale
    check.target("scale: last of 10,000 senders / 1 sender", measured.ratio("scale/10000 senders", "scale/1 senders"), 1.05, "×")

    # 5. reuse
    for variant in ("reuse/addActionHandler", "reuse/AnyActionHandlingProvider.attach", "reuse/removeState and configure"):
        check.target(f"{variant}: mallocs per cycle", measured.mallocs(variant), 0)
    growth, readings = resident_growth(binary, "reuse/addActionHandler", RESIDENT_CYCLES)
    print(f"  resident KiB after each of 10 rounds of {RESIDENT_CYCLES // 10:,} reuse cycles: {readings}")
    check.target("reuse: resident growth over 2M cycles", growth, RESIDENT_SLACK_KIB, " KiB")

    # 6. the event log: every raw send is logged, in a ring buffer of bounded capacity.
    growth, readings = resident_growth(binary, "control/sendActions", RESIDENT_SENDS)
    print(f"  resident KiB after each of 10 rounds of {RESIDENT_SENDS // 10:,} raw sends: {readings}")
    check.target("sendActions: resident growth over 1M sends", growth, RESIDENT_SLACK_KIB, " KiB")

    # Figures without a target.
    check.info("bind: AnyBoundable / typed configure", measured.ratio("bind/library", "bind/typed configure"), "×")
    check.info("bind: AnyBoundable / direct configurer", measured.ratio("bind/library", "bind/direct"), "×")
    check.info("tap: user-level tap() / raw send", measured.ratio("tap/user-level", "tap/raw send"), "×")

    # 7. user-level input through the input engine: a tap 10 deep in 10,000 views, and a press and
    # release among many pointers, whose cost must not grow with the pointers down.
    check.target("tap: instructions per user-level tap()", measured.instructions("tap/user-level"), 25_000)
    check.target("tap: mallocs per user-level tap()", measured.mallocs("tap/user-level"), 5)
    check.target("pointers: press and release with 10,000 down / with 100 down",
                 measured.ratio("pointers/10000 down", "pointers/100 down"), 1.2, "×")

    # 8. HeadlessWidgets finders and dumps, per node visited: the difference between a tree of
    # 19,999 views and one of 10,000, divided by the 9,999 more nodes, so what an operation does
    # once cancels out.
    small, large = FINDER_TREES
    for operation, limit in (("find/get", 0), ("find/role", 0), ("find/query", 0), ("find/all", 0), ("dump", 2)):
        (small_instructions, small_mallocs), (large_instructions, large_mallocs) = (
            measured.of(f"{operation} {size}", FINDER_ITERATIONS) for size in FINDER_TREES)
        check.target(f"{operation}: mallocs per node visited", (large_mallocs - small_mallocs) / (large - small), limit)
        check.info(f"{operation}: mallocs per operation, {small:,} nodes", small_mallocs)
        check.info(f"{operation}: instructions per node visited",
                   (large_instructions - small_instructions) / (large - small))

    print("\nTargets:\n")
    print_table(("check", "value", "target", "result"), check.rows)
    if check.missed:
        print(f"\n{len(check.missed)} target(s) missed: " + "; ".join(check.missed))
        return 1
    print("\nAll targets met.")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    sys.exit(main(sys.argv[1]))
