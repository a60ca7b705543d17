#!/usr/bin/env python3
"""Answer quality on the evaluation sets in Tests/Evaluation.

usage: Benchmarks/evaluate.py [--binary PATH] [--index PATH] [--situations FILE]
                              [--no-scope | --scope-only]
                              [--misses] [CONTENT_DIR]

1. Field situations (field-situations.json): each situation is asked with `query --json
   --limit 3` and with `diagnose --json` in its own words; it passes when the answer (the three
   results' text, or the decision's outcome, path and linked sections) mentions every
   `mustMention` group (one alternative of each, case-insensitive). Reported per kind and in all.
2. Scope (scope-questions.json, scope-questions-2.json, scope-questions-3.json): `query --json` on each question;
   an out-of-scope question should get `confidence` "low" or "none", an in-scope one that gets
   results should get "high". Reported per file.
"""
import argparse
import collections
import json
import subprocess
import sys


def run(command):
    process = subprocess.run(command, capture_output=True, text=True)
    try:
        return json.loads(process.stdout)
    except json.JSONDecodeError:
        return {}


def passes(answer, groups):
    text = answer.lower()
    return all(any(alternative.lower() in text for alternative in group) for group in groups)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/skillgraph")
    parser.add_argument("--index")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--situations", default="Tests/Evaluation/field-situations.json")
    parser.add_argument("--no-scope", action="store_true", help="only the field situations")
    parser.add_argument("--scope-only", action="store_true", help="skip the field situations")
    parser.add_argument("content", nargs="?", default="Content")
    options = parser.parse_args()
    base = ["--content", options.content]
    query = [options.binary, "query", "--json", "--limit", "3"] + base
    if options.index:
        query += ["--index", options.index]

    with open(options.situations, encoding="utf-8") as handle:
        situations = json.load(handle)
    totals = collections.Counter()
    passed = collections.Counter()
    misses = []
    for situation in situations if not options.scope_only else []:
        reply = run(query + ["--", situation["text"]])
        results = reply.get("data", {}).get("results", [])
        answer = "\n".join(result.get("text", "") for result in results)
        decision = run([options.binary, "diagnose", "--json"] + base + ["--", situation["text"]])
        answer += "\n" + json.dumps(decision.get("data", {}))
        kind = situation["kind"]
        totals[kind] += 1
        if passes(answer, situation["mustMention"]):
            passed[kind] += 1
        else:
            misses.append(situation)
    print(f"Field situations of {options.situations} (query top 3 + diagnose in words):")
    for kind in sorted(totals):
        print(f"  {kind:10} {passed[kind]:3}/{totals[kind]:3}  {passed[kind] / totals[kind]:.3f}")
    all_passed, all_total = sum(passed.values()), sum(totals.values())
    print(f"  {'all':10} {all_passed:3}/{all_total:3}  {all_passed / max(all_total, 1):.3f}")

    wrong = []
    if not options.no_scope:
        print("Scope (query confidence):")
    scope_sets = (
        "scope-questions.json", "scope-questions-2.json", "scope-questions-3.json",
        "scope-questions-4.json",
    )
    for name in () if options.no_scope else scope_sets:
        with open(f"Tests/Evaluation/{name}", encoding="utf-8") as handle:
            questions = json.load(handle)
        out_right = out_total = in_high = in_answered = 0
        for question in questions:
            reply = run(query + ["--", question["text"]])
            confidence = reply.get("data", {}).get("confidence", "none")
            if question["scope"] == "out":
                out_total += 1
                if confidence in ("low", "none"):
                    out_right += 1
                else:
                    wrong.append((question, confidence))
            elif confidence != "none":
                in_answered += 1
                if confidence == "high":
                    in_high += 1
                else:
                    wrong.append((question, confidence))
        print(f"  {name}:")
        print(f"    out of scope, low or none: {out_right}/{out_total}  {out_right / out_total:.3f}")
        print(f"    in scope and answered, high: {in_high}/{in_answered}  "
              f"{in_high / max(in_answered, 1):.3f}")
    if options.misses:
        for situation in misses:
            print(f"miss {situation['id']} [{situation['kind']}]: {situation['text'][:100]}")
        for question, confidence in wrong:
            print(f"scope {question['id']} ({question['scope']}, {confidence}): {question['text'][:100]}")


if __name__ == "__main__":
    sys.exit(main())
