#!/usr/bin/env python3
"""One-call decisions: `decide --situation` on each field situation, nothing else.

usage: Benchmarks/one-call.py [--binary PATH] [--index PATH] [--set SET.json ...] [--misses]
                              [--pre-answers] [CONTENT_DIR]

Each situation of Tests/Evaluation/field-situations.json and field-situations-2.json (or of each
--set) is given
to `decide --json --situation` as written, once; it passes when the strings of the reply (the
outcome, its reasons, checklist and path, or the question it asks) hold every `mustMention`
group (one alternative of each, case-insensitive). Prints, per set, how many pass, how many
replies reach an outcome, and the IDs that pass; with --misses, each situation that fails with
where its reply stopped.

With --pre-answers, each reply that does not pass is also judged by walking the tree on from
where it stopped, answering each remaining question every way (never `none` or `not-sure`),
with the same description: `open` when an outcome below holds the groups (the description
settled nothing wrongly, it left questions open); `wrong` when none does but one reachable from
the tree's first question does (a question was pre-answered wrongly, or the description led to
a wrong outcome); `uncovered` when no outcome of the tree holds them (another tree, or content
the collection lacks); `no tree` when the reply is no walk. An outcome reached on the way holds
the groups by its own texts, not by the alternatives it lists. Prints the counts per set and
the `wrong` and `uncovered` situations.
"""
import argparse
import collections
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


def holds(data, groups):
    text = " ".join(strings(data)).lower()
    return all(any(alternative.lower() in text for alternative in group) for group in groups)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/skillgraph")
    parser.add_argument("--index")
    parser.add_argument("--set", action="append", dest="sets", help="a set (repeatable)")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--pre-answers", action="store_true", dest="pre_answers")
    parser.add_argument("content", nargs="?", default="Content")
    options = parser.parse_args()
    folder = tempfile.mkdtemp()
    index = options.index or os.path.join(folder, "index.sqlite")
    base = [options.binary, "decide", "--content", options.content, "--json", "--index", index]
    subprocess.run([options.binary, "index", "--content", options.content, "--index", index],
                   capture_output=True)

    def call(arguments):
        process = subprocess.run(base + arguments, capture_output=True, text=True)
        try:
            return json.loads(process.stdout).get("data") or {}
        except json.JSONDecodeError:
            return {}

    def reachable(arguments, groups, depth=0):
        data = call(arguments)
        if data.get("status") == "outcome":
            # NB: the outcome itself, not the alternatives it lists: those are other outcomes.
            (data.get("outcome") or {}).pop("alternatives", None)
            return holds(data, groups)
        question = data.get("question")
        if not question or depth > 12:
            return False
        return any(
            reachable(arguments + ["--answer", f"{question['id']}={option['id']}"], groups,
                      depth + 1)
            for option in question["options"] if option["id"] not in ("none", "not-sure"))

    def verdict(situation, data, held):
        status = data.get("status")
        if status not in ("outcome", "question"):
            return "no tree"
        if held:
            return "pass"
        groups = situation["mustMention"]
        if status == "question" and reachable(["--situation", situation["text"]], groups):
            return "open"
        tree = (data.get("tree") or {}).get("id")
        return "wrong" if tree and reachable(["--tree", tree], groups) else "uncovered"

    def play(situation):
        data = call(["--situation", situation["text"]])
        held = holds(data, situation["mustMention"])
        stop = (data.get("outcome") or {}).get("title") or (data.get("question") or {}).get("text")
        judged = verdict(situation, data, held) if options.pre_answers else None
        return situation["id"], data.get("status"), held, stop, situation["text"], judged

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
        if options.pre_answers:
            counts = collections.Counter(row[5] for row in rows)
            order = ["pass", "open", "wrong", "uncovered", "no tree"]
            print("  " + ", ".join(f"{counts[key]} {key}" for key in order))
            for row in rows:
                if row[5] in ("wrong", "uncovered"):
                    print(f"  {row[5]} {row[0]}: {str(row[3])[:70]}")


if __name__ == "__main__":
    main()
