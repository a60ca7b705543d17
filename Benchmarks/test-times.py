#!/usr/bin/env python3
"""How long each test takes alone, so that none takes over the limit.

usage: Benchmarks/test-times.py [--limit SECONDS] [--candidates SECONDS] [--keep DIR]

Runs the whole suite once with one test at a time (`swift test --skip-build --no-parallel`),
which times every test, but a test that finds an index, a copy or a build already made by an
earlier one looks faster there than it is. So each test that took at least --candidates seconds
(default 1.5: what the shared fixtures cost at most) is run again alone
(`swift test --skip-build --filter`), which makes everything it needs. Prints the tests run
alone, slowest first, and exits 1 when one of them took over --limit seconds (default 5).
Build the tests first (`swift build --build-tests`). Times are of a debug build on this
machine, and noisy: run it when the machine is otherwise idle.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

PASSED = re.compile(r"Test run with \d+ tests? in \d+ suites? (passed|failed) after ([0-9.]+) seconds")


def serial_times(folder):
    report = os.path.join(folder, "serial.xml")
    subprocess.run(["swift", "test", "--skip-build", "--no-parallel", "--xunit-output", report],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    # NB: Swift Testing writes its report beside the name asked for, with a suffix.
    written = os.path.join(folder, "serial-swift-testing.xml")
    tree = ElementTree.parse(written if os.path.exists(written) else report)
    return {(case.get("classname"), case.get("name")): float(case.get("time"))
            for case in tree.iter("testcase")}


def alone(suite, name):
    """The seconds the test takes in a run of its own, and whether it passed."""
    identifier = re.escape(suite + "/" + name)
    run = subprocess.run(["swift", "test", "--skip-build", "--filter", identifier],
                         capture_output=True, text=True, check=False)
    found = PASSED.search(run.stdout + run.stderr)
    if not found:
        return None, False
    return float(found.group(2)), found.group(1) == "passed"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=float, default=5.0)
    parser.add_argument("--candidates", type=float, default=1.5)
    parser.add_argument("--keep", help="a folder for the serial run's report (default: temporary)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = options.keep or temporary
        os.makedirs(folder, exist_ok=True)
        times = serial_times(folder)
    if not times:
        print("no test was timed: build the tests first (swift build --build-tests)",
              file=sys.stderr)
        return 1
    candidates = sorted((key for key, seconds in times.items() if seconds >= options.candidates),
                        key=lambda key: -times[key])
    print(f"{len(times)} tests timed one at a time; {len(candidates)} took at least "
          f"{options.candidates:g} s and were run alone:")
    measured = []
    for suite, name in candidates:
        seconds, passed = alone(suite, name)
        measured.append((seconds if seconds is not None else float("inf"), suite, name, passed))
    measured.sort(reverse=True)
    over = 0
    for seconds, suite, name, passed in measured:
        mark = "OVER" if seconds > options.limit else "    "
        over += seconds > options.limit
        state = "" if passed else "  (failed or not found)"
        print(f"{mark} {seconds:6.2f} s  {suite}/{name}{state}")
    slowest = max((seconds for seconds, *_ in measured), default=0)
    print(f"slowest alone: {slowest:.2f} s; over {options.limit:g} s: {over}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
