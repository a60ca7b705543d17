#!/usr/bin/env python3
"""Where a one-call `decide --situation` stopped, and whether its pre-answers were wrong.

usage: Benchmarks/pre-answers.py [--binary PATH] [--index PATH] SET.json... [--content DIR]

Each situation of each SET (the one-call sets of Tests/Evaluation: `{"id", "text",
"mustMention"}`) is given to `decide --json --situation` once. A reply that holds every
`mustMention` group (as Benchmarks/one-call.py counts) is `pass`. Otherwise the tree is walked
on from where the reply stopped, answering each remaining question every way (never `none` or
`not-sure`), with the same description: `open` when some outcome below holds them (the
description settled nothing wrongly, it left questions open); `wrong` when none does but one
reachable from the tree's first question does (a question was pre-answered wrongly, or the
description led to a wrong outcome); `uncovered` when no outcome of the tree holds them (another
tree, or content the collection lacks); `no tree` when the reply is no walk. An outcome reached
on the way holds the groups by its own texts, not by the alternatives it lists (the first reply
passes as one-call.py counts it, alternatives included). Prints the counts per set and the
`wrong` and `uncovered` situations.
"""
import argparse
import collections
import concurrent.futures
import json
import subprocess


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
    parser.add_argument("--content", default="Content")
    parser.add_argument("sets", nargs="+")
    options = parser.parse_args()
    base = [options.binary, "decide", "--json", "--content", options.content]
    if options.index:
        base += ["--index", options.index]

    def call(arguments):
        run = subprocess.run(base + arguments, capture_output=True, text=True)
        try:
            return json.loads(run.stdout).get("data") or {}
        except json.JSONDecodeError:
            return {}

    def holds(data, groups):
        text = " ".join(strings(data)).lower()
        return all(any(item.lower() in text for item in group) for group in groups)

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

    def judge(situation):
        groups = situation["mustMention"]
        data = call(["--situation", situation["text"]])
        status = data.get("status")
        if status not in ("outcome", "question"):
            return situation["id"], "no tree", ""
        if holds(data, groups):
            return situation["id"], "pass", ""
        stop = ((data.get("outcome") or {}).get("title")
                or (data.get("question") or {}).get("text") or "")[:70]
        if status == "question" and reachable(["--situation", situation["text"]], groups):
            return situation["id"], "open", stop
        tree = (data.get("tree") or {}).get("id")
        if tree and reachable(["--tree", tree], groups):
            return situation["id"], "wrong", stop
        return situation["id"], "uncovered", stop

    for name in options.sets:
        with open(name, encoding="utf-8") as handle:
            situations = json.load(handle)
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            rows = list(pool.map(judge, situations))
        counts = collections.Counter(row[1] for row in rows)
        order = ["pass", "open", "wrong", "uncovered", "no tree"]
        print(f"{name}: " + ", ".join(f"{counts[key]} {key}" for key in order))
        for identifier, verdict, stop in rows:
            if verdict in ("wrong", "uncovered"):
                print(f"  {verdict} {identifier}: {stop}")


if __name__ == "__main__":
    main()
