#!/usr/bin/env python3
"""Fixed agent tasks played over MCP against skillgraph-mcp: calls, tokens read, and whether the
material the agent read holds the facts each task needs.

    Benchmarks/agent-tasks.py [--binary .build/release/skillgraph-mcp] [--axiom DIR]
                              [--tasks Benchmarks/agent-tasks.json] [--max-tokens N] [--verbose]

The client speaks raw JSON-RPC over the server's stdin and stdout, one message a line, as the
other MCP benchmarks do (no client library between the agent and the bytes it counts). One
server per collection (Content/ with Templates/, and the Axiom collection), each with a search
index in a temporary folder; every server is started and its index built before the first task,
so that the figures are those of a warm server.

The agent is one fixed policy, the same for every task; it sees the task's `ask` and the
results, never the task's facts:

- A task that asks for code (it says "the code", "code for" or "write code", or names a
  reverse-DNS identifier): `decide` with
  the ask as `situation` (and `facts` {"ios": N} when the ask names "iOS N"). When the reply is
  a question, one more `decide` with an answer to every question in `remaining`: the option
  whose words the ask shares most, else `not-sure`. When the outcome names a template: if the
  reply does not give the template's variables, `catalog` (kind `templates`, words the template
  ID) to learn them; then `render` it, a reverse-DNS identifier of the ask given to each
  `reverseDNS` variable whose default is not derived from another variable, every other
  variable left at its default.
- Any other task is a question: `search` with the ask as `query` (default arguments, or
  `maxTokens` N with --max-tokens N); when the
  search's `confidence` is not `high`, `read` the first result's ID.

Tokens are those of the text content the agent reads, at four UTF-8 bytes a token as
docs/evaluation.md counts them: each result's `text` items (the JSON answer; `structuredContent`
repeats it for programs and is not counted again) and the JSON of any other content item (a
`resource_link`). A fact holds when one of its alternatives occurs, case-insensitive and with
whitespace collapsed (and none after an opening or before a closing parenthesis, where code is
wrapped), in the strings of the results read (JSON string values, unescaped).

Prints one line per task and the medians; exits 1 when a task's material misses a fact, when
the median calls exceed 2 or the median tokens 2,500.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

MAXIMUM_MEDIAN_CALLS = 2
MAXIMUM_MEDIAN_TOKENS = 2500


class Server:
    """One skillgraph-mcp process, spoken to over pipes."""

    def __init__(self, binary, content, templates, index):
        command = [binary, "--index", index]
        for folder in content:
            command += ["--content", folder]
        if templates:
            command += ["--templates", templates]
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                                    "clientInfo": {"name": "agent-tasks", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message):
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        self.process.stdin.flush()

    def request(self, method, params):
        """The result of one request (notifications in between are skipped)."""
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit(f"the server closed its output during {method}")
            message = json.loads(line)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise SystemExit(f"{method} failed: {json.dumps(message)[:300]}")
                return message["result"]

    def close(self):
        self.process.stdin.close()
        self.process.wait()


class Agent:
    """The fixed policy, with what it has read so far."""

    def __init__(self, server, ask, verbose=False, search_budget=None):
        self.server = server
        self.search_budget = search_budget
        self.verbose = verbose
        self.ask = ask
        self.calls = 0
        self.tokens = 0
        self.strings = []

    def call(self, tool, arguments):
        result = self.server.request("tools/call", {"name": tool, "arguments": arguments})
        self.calls += 1
        answer = None
        for item in result.get("content", []):
            if item.get("type") == "text":
                self.tokens += len(item["text"].encode()) / 4
                try:
                    answer = json.loads(item["text"])
                except json.JSONDecodeError:
                    answer = item["text"]
                self.strings += list(strings_in(answer))
            else:
                self.tokens += len(json.dumps(item, separators=(",", ":")).encode()) / 4
        if self.verbose:
            shown = json.dumps(arguments)
            print(f"    {tool} {shown[:150]}: {round(self.tokens)} tokens read so far"
                  + (" (error)" if result.get("isError") else ""))
        if result.get("isError"):
            return {}
        return answer if isinstance(answer, dict) else {}

    def play(self):
        if wants_code(self.ask):
            self.write_code()
        else:
            self.answer_question()

    def answer_question(self):
        arguments = {"query": self.ask}
        if self.search_budget is not None:
            arguments["maxTokens"] = self.search_budget
        found = self.call("search", arguments)
        results = found.get("results") or []
        if found.get("confidence") != "high" and results:
            self.call("read", {"id": results[0]["id"]})

    def write_code(self):
        arguments = {"situation": self.ask}
        version = re.search(r"\biOS (\d+(?:\.\d+)?)", self.ask)
        if version:
            arguments["facts"] = {"ios": version.group(1)}
        decided = self.call("decide", arguments)
        if decided.get("status") == "question":
            answers = {prompt["id"]: self.choose(prompt) for prompt in decided.get("remaining", [])}
            decided = self.call("decide", {**arguments, "tree": decided["tree"]["id"],
                                           "answers": answers})
        outcome = decided.get("outcome") or {}
        template = outcome.get("template")
        if not template:
            return
        variables = template_variables(decided)
        if variables is None:
            listed = self.call("catalog", {"kind": "templates", "words": template})
            entries = [entry for entry in listed.get("templates", []) if entry["id"] == template]
            variables = entries[0]["variables"] if entries else []
        self.call("render", {"template": template, "variables": self.fill(variables)})

    def choose(self, prompt):
        """The option whose words the ask shares most; `not-sure` when none shares any."""
        asked = words(self.ask)
        scored = [(len(asked & words(option["text"])), option["id"])
                  for option in prompt["options"] if option["id"] not in ("none", "not-sure")]
        best = max(scored, default=(0, "not-sure"))
        return best[1] if best[0] > 0 else "not-sure"

    def fill(self, variables):
        identifiers = re.findall(r"\b[a-z][a-z0-9-]*(?:\.[a-z0-9-]+){2,}\b", self.ask)
        filled = {}
        for variable in variables:
            derived = "{{" in str(variable.get("default") or "")
            if variable.get("type") == "reverseDNS" and identifiers and not derived:
                filled[variable["name"]] = identifiers[0]
        return filled


def template_variables(decided):
    """The template's variables as the decide reply gives them, or None when it does not."""
    template = decided.get("template")
    if isinstance(template, dict) and isinstance(template.get("variables"), list):
        return template["variables"]
    return None


def wants_code(ask):
    return bool(re.search(r"\b(?:the code|code for|write code)\b", ask, re.IGNORECASE)) or bool(
        re.search(r"\b[a-z][a-z0-9-]*(?:\.[a-z0-9-]+){2,}\b", ask))


def words(text):
    stop = {"the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "is", "it", "that",
            "this", "my", "with", "be", "after", "when", "while", "what", "how", "i", "you"}
    return {word for word in re.findall(r"[a-z0-9]+", text.lower()) if word not in stop}


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def collapsed(text):
    """Lowercase, whitespace collapsed, and none left after an opening or before a closing
    parenthesis: code wrapped after `background(` still holds `background(withIdentifier`."""
    text = re.sub(r"\s+", " ", text).lower()
    return re.sub(r"\( ", "(", re.sub(r" \)", ")", text))


def missing_facts(strings, facts):
    material = collapsed("\n".join(strings))
    return [alternatives[0] for alternatives in facts
            if not any(collapsed(fact) in material for fact in alternatives)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/release/skillgraph-mcp")
    parser.add_argument("--axiom", default="../shared/corpus/axiom/skills")
    parser.add_argument("--tasks", default="Benchmarks/agent-tasks.json")
    parser.add_argument("--verbose", action="store_true", help="print each task's calls")
    parser.add_argument("--max-tokens", type=int, default=None,
                        help="give every search this `maxTokens` (default: the server's own)")
    options = parser.parse_args()
    if not os.access(options.binary, os.X_OK):
        raise SystemExit(f"{options.binary}: no such executable (make release builds it)")
    with open(options.tasks, encoding="utf-8") as handle:
        tasks = json.load(handle)["tasks"]
    if not os.path.isdir(options.axiom):
        print(f"{options.axiom}: no such folder; its tasks are left out", file=sys.stderr)
        tasks = [task for task in tasks if task["content"] != "axiom"]
    work = tempfile.mkdtemp(prefix="skillgraph-agent-tasks-")
    collections = {"shipped": (["Content"], "Templates"), "axiom": ([options.axiom], None)}
    servers = {}
    try:
        for name, (content, templates) in collections.items():
            if any(task["content"] == name for task in tasks):
                server = Server(options.binary, content, templates,
                                os.path.join(work, name + ".sqlite"))
                # NB: one search first, so that the tasks meet a built index and a loaded graph.
                server.request("tools/call", {"name": "search", "arguments": {"query": "warm"}})
                servers[name] = server
        rows = []
        print(f"{'task':24} {'collection':10} {'calls':>5} {'tokens':>7}  answer")
        for task in tasks:
            agent = Agent(servers[task["content"]], task["ask"], options.verbose,
                          options.max_tokens)
            agent.play()
            missing = missing_facts(agent.strings, task["facts"])
            verdict = "complete" if not missing else "misses " + "; ".join(missing)
            rows.append((agent.calls, agent.tokens, not missing))
            print(f"{task['name']:24} {task['content']:10} {agent.calls:5} "
                  f"{round(agent.tokens):7}  {verdict}")
    finally:
        for server in servers.values():
            server.close()
        shutil.rmtree(work, ignore_errors=True)
    calls = statistics.median(row[0] for row in rows)
    tokens = statistics.median(row[1] for row in rows)
    complete = sum(1 for row in rows if row[2])
    print(f"median: {calls:g} calls, {round(tokens)} tokens; "
          f"{complete} of {len(rows)} answers complete; "
          f"most: {max(row[0] for row in rows)} calls, {round(max(row[1] for row in rows))} tokens")
    held = complete == len(rows) and calls <= MAXIMUM_MEDIAN_CALLS and \
        tokens <= MAXIMUM_MEDIAN_TOKENS
    sys.exit(0 if held else 1)


if __name__ == "__main__":
    main()
