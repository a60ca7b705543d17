#!/usr/bin/env python3
"""Latency of skillgraph-mcp tool calls, cold (the first call parses the corpus) and warm (the
graph is cached), measured by a client over pipes as an agent's MCP client talks to the server.

    Benchmarks/mcp-latency.py [--binary .build/release/skillgraph-mcp] [--content DIR] [--runs N]

Each run starts a fresh server, completes the handshake, then times: the first `read` (cold), the
same `read` again, a `read` with `sections`, a `decide` (warm), and two `search` calls (the search
index lives at --index, a temporary file by default, never beside the content). Prints the median
of each.

Then the time from starting a server on a collection with no index to its answer to
`initialize` (median of --runs), and on one more server, --warm searches in a row (the questions of --questions, in turn) and,
in this process, the bare FTS5 query the index answers them from (`SELECT rowid FROM units_fts
WHERE units_fts MATCH ? ORDER BY rank LIMIT 40`, the question's words joined with OR) on the same
index file, alternated call by call: the medians and their ratio.
"""
import argparse
import json
import os
import re
import sqlite3
import statistics
import subprocess
import tempfile
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/skillgraph-mcp")
    parser.add_argument("--content", default="../shared/corpus/axiom/skills")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--id", default="axiom-ai--foundation-models#mandatory-first-steps")
    parser.add_argument("--skill", default="axiom-ai--foundation-models")
    parser.add_argument("--section", default="Mandatory First Steps")
    parser.add_argument("--query", default="view not updating after state change")
    parser.add_argument(
        "--index", default=os.path.join(tempfile.gettempdir(), "skillgraph-mcp-latency.sqlite"))
    parser.add_argument("--warm", type=int, default=50)
    parser.add_argument("--questions", default="Tests/QuerySets/axiom-heldout.json")
    options = parser.parse_args()

    calls = [
        ("read (cold)", "read", {"id": options.id}),
        ("read (warm)", "read", {"id": options.id}),
        ("read sections (warm)", "read", {"id": options.skill, "sections": [options.section]}),
        ("decide (warm)", "decide", {}),
        ("search (first)", "search", {"query": options.query}),
        ("search (again)", "search", {"query": options.query}),
    ]
    timings = {label: [] for label, _, _ in calls}
    for _ in range(options.runs):
        server = subprocess.Popen(
            [options.binary, "--content", options.content, "--index", options.index],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

        def ask(identifier, method, params):
            return timed(server, identifier, method, params)

        ask(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                              "clientInfo": {"name": "bench", "version": "1"}})
        server.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        for number, (label, tool, arguments) in enumerate(calls, start=1):
            elapsed = ask(number, "tools/call", {"name": tool, "arguments": arguments})
            timings[label].append(elapsed)
        server.stdin.close()
        server.wait()
    print(f"{options.binary} --content {options.content}, {options.runs} runs, median:")
    for label, values in timings.items():
        print(f"  {label:22} {statistics.median(values) * 1000:9.1f} ms")
    first_answer(options)
    if options.warm > 0:
        warm(options)


def first_answer(options):
    """From starting a server whose index does not exist yet to its answer to `initialize`."""
    times = []
    for run in range(options.runs):
        index = os.path.join(tempfile.gettempdir(), f"skillgraph-mcp-first-{os.getpid()}-{run}.sqlite")
        start = time.perf_counter()
        server = subprocess.Popen(
            [options.binary, "--content", options.content, "--index", index],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        message = {"jsonrpc": "2.0", "id": 0, "method": "initialize",
                   "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                              "clientInfo": {"name": "bench", "version": "1"}}}
        server.stdin.write((json.dumps(message) + "\n").encode())
        server.stdin.flush()
        server.stdout.readline()
        times.append(time.perf_counter() - start)
        server.stdin.close()
        server.wait()
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(index + suffix):
                os.remove(index + suffix)
    print(f"  {'initialize, no index':22} {statistics.median(times) * 1000:9.1f} ms "
          "(process start to answer)")


def timed(server, identifier, method, params):
    """Sends one request to `server` and waits for its answer: the seconds it took."""
    message = {"jsonrpc": "2.0", "id": identifier, "method": method, "params": params}
    server.stdin.write((json.dumps(message) + "\n").encode())
    server.stdin.flush()
    start = time.perf_counter()
    while True:
        response = json.loads(server.stdout.readline())
        if response.get("id") == identifier:
            if "error" in response or response["result"].get("isError"):
                raise SystemExit(f"{method} failed: {json.dumps(response)[:300]}")
            return time.perf_counter() - start


def questions(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    items = data["questions"] if isinstance(data, dict) else data
    return [item["q"] for item in items if isinstance(item, dict) and item.get("q")]


def warm(options):
    """Warm searches on one server beside the bare FTS5 query in this process, alternated."""
    asked = questions(options.questions)
    server = subprocess.Popen(
        [options.binary, "--content", options.content, "--index", options.index],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def ask(identifier, method, params):
        return timed(server, identifier, method, params)

    ask(0, "initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                          "clientInfo": {"name": "bench", "version": "1"}})
    server.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    ask(1, "tools/call", {"name": "search", "arguments": {"query": asked[0]}})
    database = sqlite3.connect(options.index)
    server_times, bare_times = [], []
    for number in range(options.warm):
        question = asked[number % len(asked)]
        server_times.append(ask(number + 2, "tools/call",
                                {"name": "search", "arguments": {"query": question}}))
        words = [word for word in re.findall(r"[A-Za-z0-9]+", question)]
        match = " OR ".join(f'"{word}"' for word in words) or '""'
        start = time.perf_counter()
        database.execute(
            "SELECT rowid FROM units_fts WHERE units_fts MATCH ? ORDER BY rank LIMIT 40",
            (match,)).fetchall()
        bare_times.append(time.perf_counter() - start)
    server.stdin.close()
    server.wait()
    searched = statistics.median(server_times) * 1000
    bare = statistics.median(bare_times) * 1000
    print(f"warm search, {options.warm} questions of {options.questions}, one server, median:")
    print(f"  {'search (warm)':22} {searched:9.1f} ms")
    print(f"  {'bare FTS5 MATCH':22} {bare:9.1f} ms")
    print(f"  {'ratio':22} {searched / bare:9.2f}")


if __name__ == "__main__":
    main()
