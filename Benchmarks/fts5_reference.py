#!/usr/bin/env python3
"""The reference for the cold index: a plain SQLite FTS5 index (porter unicode61) of a
collection's heading sections, built with Python's sqlite3.

usage: Benchmarks/fts5_reference.py CONTENT_DIR INDEX_PATH

Every Markdown file under CONTENT_DIR is split at its ATX headings (outside fenced code); each
section (heading line to the next heading of any level) is one row: path, heading, text.
Prints the number of files and sections, the seconds taken and the index's size in bytes.
"""
import os
import re
import sqlite3
import sys
import time

HEADING = re.compile(r"^(#{1,6})\s+(.*)")
FENCE = re.compile(r"^\s*(```|~~~)")


def sections(text):
    heading, lines, fenced = "", [], False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        match = None if fenced else HEADING.match(line)
        if match:
            if lines:
                yield heading, "\n".join(lines)
            heading, lines = match.group(2), [line]
        else:
            lines.append(line)
    if lines:
        yield heading, "\n".join(lines)


def main():
    content, path = sys.argv[1], sys.argv[2]
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    start = time.perf_counter()
    db = sqlite3.connect(path)
    db.execute(
        "CREATE VIRTUAL TABLE sections USING fts5(path, heading, text, tokenize='porter unicode61')")
    files = count = 0
    for root, _, names in os.walk(content):
        for name in sorted(names):
            if not name.endswith(".md"):
                continue
            files += 1
            full = os.path.join(root, name)
            with open(full, encoding="utf-8", errors="replace") as handle:
                rows = [(full, heading, text) for heading, text in sections(handle.read())]
            count += len(rows)
            db.executemany("INSERT INTO sections VALUES (?, ?, ?)", rows)
    db.commit()
    db.close()
    elapsed = time.perf_counter() - start
    print(f"files {files} sections {count} seconds {elapsed:.3f} bytes {os.path.getsize(path)}")


if __name__ == "__main__":
    main()
