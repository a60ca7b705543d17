#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into OUT (a build folder, never the repository).

usage: seeds.py OUT SOURCE... (folders or files of Markdown skills)
Each target gets whole documents, or the blocks of its own language cut out of them.
"""
import os, re, sys

out, sources = sys.argv[1], sys.argv[2:]
documents = []
for source in sources:
    if os.path.isfile(source):
        documents.append(source)
    for root, _, files in os.walk(source):
        documents += [os.path.join(root, f) for f in files if f.endswith(".md")]

def save(target, name, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(data[:65536])

fence = re.compile(r"^```([a-z]*)\n(.*?)^```", re.M | re.S)
numbered = re.compile(r"(?:^ {0,3}\d+[a-z]?[.)] .*\n(?:.+\n)*?){2,}", re.M)
for index, path in enumerate(sorted(documents)):
    with open(path, "rb") as handle:
        data = handle.read()
    text = data.decode("utf-8", "replace")
    save("FuzzIngest", f"doc-{index}", data)
    save("FuzzSiteHTML", f"doc-{index}", data)
    for number, match in enumerate(fence.finditer(text)):
        language, body = match.group(1), match.group(2).encode()
        if language in ("dot", "graphviz"):
            save("FuzzDotTree", f"dot-{index}-{number}", body)
        elif "├" in match.group(2) or "└" in match.group(2):
            save("FuzzBoxTree", f"box-{index}-{number}", body)
        elif "|--" in match.group(2) or "+--" in match.group(2) or "`--" in match.group(2):
            save("FuzzASCIITree", f"ascii-{index}-{number}", body)
    for number, match in enumerate(numbered.finditer(text)):
        if "→" in match.group(0) or "->" in match.group(0):
            save("FuzzNumberedList", f"list-{index}-{number}", match.group(0).encode())
# The template target: a set's number, then one value a line (empty keeps the default).
values = [b"", b"com.example.app", b"Refresh \"feed\"", b"30s", b"MyType", b"true", b"-1"]
for set_number in range(16):
    save("FuzzTemplate", f"set-{set_number}", bytes([set_number]) + b"\n".join(values))
for target in ("FuzzDotTree", "FuzzBoxTree", "FuzzASCIITree", "FuzzNumberedList"):
    save(target, "empty", b"")
