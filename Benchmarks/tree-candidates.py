#!/usr/bin/env python3
"""Lists the blocks of a collection that look like decision trees, for labelling by hand.

Every fence drawn with tree connectors or arrows, every `dot` fence and every ordered list
with arrows is a candidate. Each prints as `path<TAB>start-end<TAB>kind` followed by its first
lines, indented, so that a person can judge it; `--labels FILE` prints only the candidates
that FILE (Tests/SkillgraphTests/Fixtures/tree-labels.tsv) does not label yet.

    Benchmarks/tree-candidates.py ../shared/corpus/axiom/skills [--labels FILE] [--lines N]

Paths print as the labels file writes them: from the corpus folder for a collection under
`../shared/corpus` (`axiom/skills/...`), else from the repository (`Content/...`).
"""

import argparse
import os
import re
import sys

FENCE = re.compile(r"^( {0,3}|\s*)(`{3,}|~{3,})\s*([\w+-]*)")
ORDERED = re.compile(r"^\s{0,3}\d+[a-z]?[.)] ")
CONNECTORS = ("├", "└", "┣", "┗", "+--", "|--", "`--", "\\--")
ARROWS = ("→", "->", "=>", "⟶", "⇒")
DRAWN = {"", "text", "txt", "plaintext", "plain"}


def looks_drawn(body):
    text = "\n".join(body)
    connected = any(c in text for c in CONNECTORS)
    arrowed = any(a in text for a in ARROWS)
    return connected or (arrowed and "?" in text)


def candidates(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        lines = handle.read().split("\n")
    found = []
    if lines[0].startswith("<!-- GENERATED"):
        return found
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if match:
            marker, language = match.group(2), match.group(3).lower()
            end = index + 1
            while end < len(lines):
                close = lines[end].strip()
                if close.startswith(marker[0] * len(marker)) and close.strip(marker[0]) == "":
                    break
                end += 1
            body = lines[index + 1 : end]
            if language in ("dot", "graphviz") and "digraph" in "\n".join(body):
                found.append((index + 1, end + 1, "dot", body))
            elif language in DRAWN and looks_drawn(body):
                found.append((index + 1, end + 1, "drawn", body))
            index = end + 1
            continue
        if ORDERED.match(lines[index]):
            end = index
            while end + 1 < len(lines) and (
                ORDERED.match(lines[end + 1])
                or (lines[end + 1].startswith((" ", "\t")) and lines[end + 1].strip())
                or (
                    not lines[end + 1].strip()
                    and end + 2 < len(lines)
                    and (ORDERED.match(lines[end + 2]) or lines[end + 2].startswith("   "))
                )
            ):
                if FENCE.match(lines[end + 1]):
                    break
                end += 1
            body = lines[index : end + 1]
            if sum(1 for line in body if any(a in line for a in ARROWS)) >= 2:
                found.append((index + 1, end + 1, "list", body))
            index = end + 1
            continue
        index += 1
    return found


def labelled(labels_path):
    spans = {}
    if not labels_path or not os.path.exists(labels_path):
        return spans
    with open(labels_path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            start, _, end = fields[1].partition("-")
            spans.setdefault(fields[0], []).append((int(start), int(end or start)))
    return spans


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--labels")
    parser.add_argument("--lines", type=int, default=6)
    arguments = parser.parse_args()
    known = labelled(arguments.labels)
    count = 0
    for folder in arguments.folders:
        corpus = os.path.abspath("../shared/corpus")
        inside = os.path.abspath(folder).startswith(corpus + os.sep)
        base = corpus if inside else os.getcwd()
        for root, folders, files in os.walk(folder):
            folders[:] = sorted(f for f in folders if not f.startswith(".") and f != "node_modules")
            for name in sorted(files):
                if not name.endswith(".md"):
                    continue
                path = os.path.join(root, name)
                relative = os.path.relpath(os.path.abspath(path), base)
                for start, end, kind, body in candidates(path):
                    if any(s <= start <= e for s, e in known.get(relative, [])):
                        continue
                    count += 1
                    print(f"{relative}\t{start}-{end}\t{kind}")
                    for line in body[: arguments.lines]:
                        print("    " + line[:110])
    print(f"{count} candidates", file=sys.stderr)


if __name__ == "__main__":
    main()
