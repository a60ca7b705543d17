#!/usr/bin/env python3
"""Writes Vocabulary/general-frequencies.txt: in how many sections of a general collection of
iOS developer writing each word and each pair of neighbouring words occurs, for the answer
confidence to tell a collection's own words from words every developer text uses.

usage: Benchmarks/word-frequencies.py [SKILLS_DIR] > Vocabulary/general-frequencies.txt

The default source is the Axiom collection (../shared/corpus/axiom/skills, MIT License,
Copyright (c) 2025 Charles Wiltgen). Words are the tokens of SQLite FTS5's porter tokenizer
over unicode61, as the search index makes them ("expired" and "expiration" are "expir"); a pair
is two tokens in a row. A section runs from one heading to the next, fences respected. Tokens
in fewer than 2 sections and pairs in fewer than 3 are left out, and so are pairs holding a
function word ("in", "the", "and", ...): a question's pairs are made of its words without the
search's stop words, and no other word stems to these, so such a pair is never looked up. Each
line: the token or pair,
a tab, the count, sorted by their bytes (the tool looks them up by binary search); a comment
line gives the number of sections.
"""
import collections
import os
import sqlite3
import sys


# Stop words of the search (SearchText.stopWords) that are no other word's porter stem.
FUNCTION_WORDS = {
    "a", "an", "and", "are", "as", "at", "but", "by", "for", "from", "i", "if", "in", "into",
    "is", "it", "its", "me", "my", "of", "on", "or", "our", "so", "the", "their", "them",
    "then", "there", "these", "they", "to", "was", "we", "were", "with", "you", "your",
}


def sections(text):
    current, fenced = [], False
    for line in text.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        if not fenced and line.startswith("#"):
            if current:
                yield "\n".join(current)
            current = []
        current.append(line)
    if current:
        yield "\n".join(current)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "../shared/corpus/axiom/skills"
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'porter unicode61')")
    db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
    total = 0
    for folder, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if name.endswith(".md"):
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                    for section in sections(f.read()):
                        total += 1
                        db.execute("INSERT INTO t (rowid, x) VALUES (?, ?)", (total, section))
    tokens = collections.Counter()
    pairs = collections.Counter()
    current, positions = None, {}
    def flush():
        if positions:
            tokens.update(set(positions.values()))
            pairs.update({f"{positions[p]} {positions[p + 1]}" for p in positions if p + 1 in positions})
    for term, doc, _, offset in db.execute("SELECT term, doc, col, offset FROM v ORDER BY doc"):
        if doc != current:
            flush()
            current, positions = doc, {}
        positions[offset] = term
    flush()
    print("# In how many sections of general iOS developer writing each word and word pair occurs")
    print("# (porter tokens). Derived from the Axiom collection, MIT License, Copyright (c) 2025")
    print("# Charles Wiltgen; written by Benchmarks/word-frequencies.py. Lines: the token or pair,")
    print("# a tab, the count, sorted by their bytes.")
    print(f"# sections: {total}")
    lines = [f"{t}\t{c}" for t, c in tokens.items() if c >= 2 and len(t) <= 40]
    lines += [
        f"{p}\t{c}" for p, c in pairs.items()
        if c >= 3 and len(p) <= 60 and not FUNCTION_WORDS.intersection(p.split(" "))
    ]
    for line in sorted(lines, key=lambda line: line.split("\t")[0].encode()):
        print(line)


if __name__ == "__main__":
    main()
