#!/usr/bin/env python3
"""Symptom descriptions routed by `diagnose`: does each description reach the tree it names?

usage: Benchmarks/symptoms.py [--binary PATH] [--index PATH] [--misses] SET.json [CONTENT_DIR]

Each entry of SET.json (`{"id", "text", "tree", "why"}`, a list) is given to
`diagnose --json TEXT` once, as written. It is routed right when the reply walks the tree named
by `tree`, or, for `tree` "none" (a look-alike that no symptom tree covers), when `diagnose`
answers that no tree fits (exit 2, `not-found`). Prints the share routed right, per expected
tree, and with --misses each description routed wrong with where it went. Exits 0.
"""
import argparse
import collections
import json
import subprocess


def routed(binary, content, index, text):
    """The tree `diagnose` walks for `text`, "none" when it says no tree fits, "?" otherwise."""
    command = [binary, "diagnose", "--json", "--content", content]
    if index:
        command += ["--index", index]
    run = subprocess.run(command + ["--", text], capture_output=True, text=True)
    try:
        reply = json.loads(run.stdout)
    except json.JSONDecodeError:
        return "?"
    if reply.get("error"):
        return "none" if reply["error"].get("code") == "not-found" else "?"
    return reply.get("data", {}).get("tree", {}).get("id", "?")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/skillgraph")
    parser.add_argument("--index")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("set")
    parser.add_argument("content", nargs="?", default="Content")
    options = parser.parse_args()
    with open(options.set, encoding="utf-8") as handle:
        entries = json.load(handle)
    totals = collections.Counter()
    right = collections.Counter()
    misses = []
    for entry in entries:
        reached = routed(options.binary, options.content, options.index, entry["text"])
        totals[entry["tree"]] += 1
        if reached == entry["tree"]:
            right[entry["tree"]] += 1
        else:
            misses.append((entry["id"], entry["tree"], reached, entry["text"]))
    print(f"{options.set}: {sum(right.values())}/{len(entries)} routed to the right tree "
          f"({sum(right.values()) / max(len(entries), 1):.3f})")
    for tree in sorted(totals):
        print(f"  {tree:40} {right[tree]:3}/{totals[tree]:3}")
    if options.misses:
        for identifier, expected, reached, text in misses:
            print(f"  missed {identifier}: expected {expected}, reached {reached}: {text[:110]}")


if __name__ == "__main__":
    main()
