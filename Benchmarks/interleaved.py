#!/usr/bin/env python3
"""Times two commands in alternation, each run after its own preparation command, so that the
machine's drift (other tenants, CPU frequency, page cache) falls on both alike; hyperfine runs
all of one command's runs before the other's.

usage: Benchmarks/interleaved.py RUNS NAME_A PREPARE_A COMMAND_A NAME_B PREPARE_B COMMAND_B

Each PREPARE is a shell command line ("true" for none); each COMMAND is split as a shell would
split it but run without a shell (as `hyperfine -N`), its output discarded; a failure stops the
script. Prints each command's mean, standard deviation and median in milliseconds,
and the ratio A/B of the means and of the medians (with the mean's ratio's spread, the
standard deviations combined as hyperfine does); then the median and quartiles of the ratio
within each round, whose two runs are next to each other in time: when the machine changes
speed between rounds (this one does, by half), the medians of the two commands can fall on
either side of the change, and the ratio within a round does not.
"""
import shlex
import statistics
import subprocess
import sys
import time


def timed(command):
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return (time.perf_counter() - started) * 1000


def main():
    if len(sys.argv) != 8:
        print(__doc__, file=sys.stderr)
        return 64
    runs = int(sys.argv[1])
    first, second = sys.argv[2:5], sys.argv[5:8]
    times = {first[0]: [], second[0]: []}
    for index in range(runs + 2):
        order = (first, second) if index % 2 == 0 else (second, first)
        for name, prepare, command in order:
            subprocess.run(prepare, shell=True, check=True, stdout=subprocess.DEVNULL)
            elapsed = timed(shlex.split(command))
            if index >= 2:  # two warm-up rounds
                times[name].append(elapsed)
    for name, values in times.items():
        print(f"{name}: mean {statistics.mean(values):.1f} ms ± {statistics.stdev(values):.1f}, "
              f"median {statistics.median(values):.1f} ms ({len(values)} runs)")
    a, b = times[first[0]], times[second[0]]
    mean_a, mean_b = statistics.mean(a), statistics.mean(b)
    spread = (mean_a / mean_b) * ((statistics.stdev(a) / mean_a) ** 2
                                  + (statistics.stdev(b) / mean_b) ** 2) ** 0.5
    print(f"ratio {first[0]} / {second[0]}: means {mean_a / mean_b:.2f} ± {spread:.2f}, "
          f"medians {statistics.median(a) / statistics.median(b):.2f}")
    rounds = [x / y for x, y in zip(a, b)]
    low, middle, high = statistics.quantiles(rounds, n=4)
    print(f"ratio within each round: median {middle:.2f}, quartiles {low:.2f} to {high:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
