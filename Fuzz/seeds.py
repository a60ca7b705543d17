#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into OUT (a build folder, never the repository).

usage: seeds.py OUT SOURCE... (folders or files of Markdown skills; run from the repository)
Each target gets whole documents, or the blocks of its own language cut out of them; the MCP
target gets JSON-RPC lines, the query target the question sets' questions and query arguments.
"""
import glob, json, os, re, sys

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
    if text.startswith("---\n") and "\n---" in text[3:]:
        save("FuzzFrontMatter", f"front-{index}", text[4:text.index("\n---", 3)].encode())
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
# The MCP server's input: lines of JSON-RPC, well-formed and not, one stream a seed.
initialize = (b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":'
              b'"2025-06-18","capabilities":{},"clientInfo":{"name":"fuzz","version":"1.0"}}}')
calls = [
    b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
    b'{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
    b'{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"search",'
    b'"arguments":{"query":"task never runs","limit":3}}}',
    b'{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"decide",'
    b'"arguments":{"situation":"upload a large file","facts":{"ios":"17"}}}}',
    b'{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"read","arguments":{"id":"x"}}}',
    b'{"jsonrpc":"2.0","id":6,"result":{}}',
    b'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":4}}',
    b'{"jsonrpc":"2.0","id":null,"method":"ping"}',
    b'[{"jsonrpc":"2.0","id":7,"method":"ping"},{"jsonrpc":"2.0","id":null,"method":"ping"},1,[]]',
    b'[{"jsonrpc":"2.0","id":18446744073709551616,"method":"ping"},'
    b'{"jsonrpc":"2.0","id":9,"method":"ping"}]',
    b'[]', b'{}', b'"2.0"', b'{"jsonrpc":"2.0","id":1.5,"method":"ping"}',
    b'{"jsonrpc":"2.0","id":-0,"method":"ping","params":1E400}',
    b'{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}', b'{"jsonrpc":"1.0","id":"\\u00e9"}',
    b'{"jsonrpc":"2.0","id":8,"method":"initialize","params":{"protocolVersion":3}}',
    b'[' * 200 + b']' * 200, b'{"a":"\\ud800"}', b'\xff\xfe', b'   \r\t', b'{"jsonrpc"',
]
save("FuzzMCPLines", "session", initialize + b"\n" + b"\n".join(calls) + b"\n")
for number, line in enumerate(calls):
    save("FuzzMCPLines", f"line-{number}", initialize + b"\r\n" + line)
# The search: the question sets' questions, and `skillgraph query` arguments (NUL-separated).
for path in sorted(glob.glob("Tests/QuerySets/*.json")):
    with open(path, encoding="utf-8") as handle:
        questions = json.load(handle)["questions"]
    for number, question in enumerate(questions[:8]):
        name = os.path.basename(path)[:-5]
        save("FuzzQuery", f"{name}-{number}", question["q"].encode())
for number, arguments in enumerate([
    ["task", "never", "runs", "--json"], ["--limit", "3", "upload"], ["--kind=pattern", "refresh"],
    ["--fact", "ios=15", "--max-tokens", "200", "background", "download"],
    ["--skill", "background-processing", "--ranking", "plain", "expiration"],
    ["--limit", "0", "x"], ["--", "-v"], [""], ["\"quoted\" OR NEAR(a b) *"],
]):
    save("FuzzQuery", f"arguments-{number}", "\0".join(arguments).encode())
# The front matter: anchors and aliases, nested and merged, and a few levels of a bomb.
save("FuzzFrontMatter", "aliases", b"base: &base {a: 1, b: [x, y]}\ncopy: *base\n"
     b"merged:\n  <<: *base\n  c: 2\nlist: [*base, *base]\n")
save("FuzzFrontMatter", "bomb", b"a0: &a0 [lol, lol, lol]\n" + b"".join(
    f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}]\n".encode() for i in range(1, 12)))
save("FuzzFrontMatter", "empty", b"")
save("FuzzMCPLines", "empty", b"")
save("FuzzQuery", "empty", b"")
