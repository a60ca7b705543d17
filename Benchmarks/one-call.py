#!/usr/bin/env python3
"""One-call decisions: `decide --situation` on each field situation, nothing else.

usage: Benchmarks/one-call.py [--binary PATH] [--index PATH] [--set SET.json ...] [--misses] [CONTENT_DIR]

Each situation of Tests/Evaluation/field-situations.json and field-situations-2.json (or of each
--set) is given
to `decide --json --situation` as written, once; it passes when the strings of the reply (the
outcome, its reasons, checklist and path, or the question it asks) hold every `mustMention`
group (one alternative of each, case-insensitive). Prints, per set, how many pass, how many
replies reach an outcome, and the IDs that pass; with --misses, each situation that fails with
where its reply stopped.
"""
import argparse
import concurrent.futures
import json
import subprocess
import tempfile
import os

SETS = ["Tests/Evaluation/field-situations.json", "Tests/Evaluation/field-situations-2.json"]


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/skillgraph")
    parser.add_argument("--index")
    parser.add_argument("--set", action="append", dest="sets", help="a set (repeatable)")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("content", nargs="?", default="Content")
    options = parser.parse_args()
    folder = tempfile.mkdtemp()
    index = options.index or os.path.join(folder, "index.sqlite")
    base = [options.binary, "decide", "--content", options.content, "--json", "--index", index]
    subprocess.run([options.binary, "index", "--content", options.content, "--index", index],
                   capture_output=True)

    def play(situation):
        process = subprocess.run(base + ["--situation", situation["text"]], capture_output=True,
                                 text=True)
        try:
            data = json.loads(process.stdout).get("data") or {}
        except json.JSONDecodeError:
            data = {}
        text = " ".join(strings(data)).lower()
        held = all(any(alternative.lower() in text for alternative in group)
                   for group in situation["mustMention"])
        stop = (data.get("outcome") or {}).get("title") or (data.get("question") or {}).get("text")
        return situation["id"], data.get("status"), held, stop, situation["text"]

    for name in options.sets or SETS:
        situations = json.load(open(name))
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            rows = list(pool.map(play, situations))
        passed = [row[0] for row in rows if row[2]]
        outcomes = sum(1 for row in rows if row[1] == "outcome")
        print(f"{name}: {len(passed)}/{len(rows)} answered in one call, {outcomes} outcomes")
        print("  passed: " + " ".join(passed))
        for row in rows if options.misses else []:
            if not row[2]:
                print(f"  missed {row[0]} ({row[1]}: {str(row[3])[:70]}): {row[4][:90]}")


if __name__ == "__main__":
    main()
