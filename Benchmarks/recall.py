#!/usr/bin/env python3
"""Answer quality: recall@1 and recall@3 of `skillgraph query` on a question set.

usage: Benchmarks/recall.py [--binary PATH] [--ranking graph|plain] [--index PATH] [--misses]
                            [--floor AT1 AT3] QUESTIONS.json CONTENT_DIR...

A question counts as answered at k when the text of one of the first k results contains its
fact (case-insensitive, whitespace collapsed). Results are whole (`--full`): this measures the
ranking; Benchmarks/tokens.py measures the default answer's passages the same way. Prints recall@1, recall@3, the median of the
tokens the first three results cost and, with --misses, the questions missed at 3. With
--floor, exits 1 (and lists the misses) when recall@1 or recall@3 is below its floor.
"""
import argparse
import json
import re
import subprocess
import sys


def normalise(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/skillgraph")
    parser.add_argument("--ranking", default="graph", choices=["graph", "plain"])
    parser.add_argument("--index")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--floor", nargs=2, type=float, metavar=("AT1", "AT3"))
    parser.add_argument("questions")
    parser.add_argument("content", nargs="+")
    options = parser.parse_args()
    with open(options.questions, encoding="utf-8") as handle:
        questions = json.load(handle)["questions"]
    base = [options.binary, "query", "--json", "--full", "--limit", "3",
            "--ranking", options.ranking]
    for folder in options.content:
        base += ["--content", folder]
    if options.index:
        base += ["--index", options.index]
    at1 = at3 = 0
    misses = []
    tokens = []
    for question in questions:
        run = subprocess.run(base + ["--", question["q"]], capture_output=True, text=True)
        results = json.loads(run.stdout).get("data", {}).get("results", []) if run.stdout else []
        facts = question["fact"] if isinstance(question["fact"], list) else [question["fact"]]
        facts = [normalise(fact) for fact in facts]
        hits = [any(fact in normalise(result["text"]) for fact in facts) for result in results]
        tokens.append(sum(result["tokens"] for result in results))
        if hits[:1] == [True]:
            at1 += 1
        if any(hits[:3]):
            at3 += 1
        else:
            misses.append((question["q"], [result["id"] for result in results]))
    total = len(questions)
    tokens.sort()
    median = tokens[len(tokens) // 2] if tokens else 0
    print(f"{options.ranking:5} ranking, {total} questions: recall@1 {at1 / total:.3f} ({at1}), "
          f"recall@3 {at3 / total:.3f} ({at3}), median tokens of the top 3: {median}")
    below = options.floor and (at1 / total < options.floor[0] or at3 / total < options.floor[1])
    if options.misses or below:
        for question, ids in misses:
            print(f"  missed: {question!r} -> {ids}")
    if below:
        print(f"below the floor: recall@1 must be at least {options.floor[0]:.3f}, "
              f"recall@3 at least {options.floor[1]:.3f}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
