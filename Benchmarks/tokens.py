#!/usr/bin/env python3
"""What a default search answer costs an agent, and whether it still holds the answer.

usage: Benchmarks/tokens.py [--binary PATH] [--index PATH] [--max-tokens N] [--misses]
                            [--floor AT3] QUESTIONS.json CONTENT_DIR...

Asks every question twice with `query --json` at the default limit: once as the default
answer, within the default token budget (or --max-tokens N), where each result shows the
passages that match, and once with `--full`, every result whole. For each, prints recall@1 and recall@3 (as
Benchmarks/recall.py counts them: the fact, case-insensitive with white space collapsed, in the
text of one of the first k results) and the tokens of the answer an agent reads: the JSON of
`data`, compact with sorted keys, as the MCP `search` tool returns it, at four bytes a token.
With --misses, lists the questions the whole results answer at 3 and the passages do not. With
--floor, exits 1 (and lists those questions) when the passages' recall@3 is below it.
"""
import argparse
import json
import re
import statistics
import subprocess
import sys


def normalise(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def ask(base, question):
    run = subprocess.run(base + ["--", question], capture_output=True, text=True)
    if not run.stdout:
        return {}
    return json.loads(run.stdout).get("data", {})


def tokens(data):
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return (len(text.encode("utf-8")) + 3) // 4


def found(data, facts, k):
    texts = [normalise(result["text"]) for result in data.get("results", [])[:k]]
    return any(fact in text for fact in facts for text in texts)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/skillgraph")
    parser.add_argument("--index")
    parser.add_argument("--max-tokens", type=int)
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--floor", type=float, metavar="AT3")
    parser.add_argument("questions")
    parser.add_argument("content", nargs="+")
    options = parser.parse_args()
    with open(options.questions, encoding="utf-8") as handle:
        questions = json.load(handle)["questions"]
    base = [options.binary, "query", "--json"]
    for folder in options.content:
        base += ["--content", folder]
    if options.index:
        base += ["--index", options.index]
    budgeted = base + ([] if options.max_tokens is None else [f"--max-tokens={options.max_tokens}"])
    modes = {"passages": budgeted, "whole": base + ["--full"]}
    counts = {mode: {"at1": 0, "at3": 0, "tokens": []} for mode in modes}
    misses = []
    for question in questions:
        facts = question["fact"] if isinstance(question["fact"], list) else [question["fact"]]
        facts = [normalise(fact) for fact in facts]
        hits = {}
        for mode, command in modes.items():
            data = ask(command, question["q"])
            count = counts[mode]
            count["at1"] += found(data, facts, 1)
            hits[mode] = found(data, facts, 3)
            count["at3"] += hits[mode]
            count["tokens"].append(tokens(data))
        if hits["whole"] and not hits["passages"]:
            misses.append(question["q"])
    total = len(questions)
    for mode, count in counts.items():
        spent = count["tokens"]
        print(f"{mode:8} {total} questions: recall@1 {count['at1'] / total:.3f} ({count['at1']}), "
              f"recall@3 {count['at3'] / total:.3f} ({count['at3']}), answer tokens "
              f"mean {statistics.mean(spent):.0f}, median {statistics.median(spent):.0f}, "
              f"max {max(spent)}")
    below = options.floor is not None and counts["passages"]["at3"] / total < options.floor
    if options.misses or below:
        for question in misses:
            print(f"  whole only: {question!r}")
    if below:
        print(f"below the floor: the passages' recall@3 must be at least {options.floor:.3f}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
