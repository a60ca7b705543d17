#!/usr/bin/env python3
"""Drives skillgraph-mcp with the official Python MCP client library (`pip install mcp`).

Usage: mcp_client_check.py SERVER [SERVER ARGUMENTS...]

Starts the server over stdio, initializes, lists the tools, pings, calls `search` and `read`,
and checks what comes back, including a tool error and the query length limit. Prints one line
per check; exits 0 when all pass, 1 when one fails, 2 when the `mcp` package is missing.
"""

import json
import sys

try:
    import anyio
    from mcp import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client
except ImportError:
    print("the Python package `mcp` is missing: python3 -m pip install mcp", file=sys.stderr)
    sys.exit(2)

EXPECTED_TOOLS = {"search", "read", "decide", "render"}
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def field(result, *names):
    """A result field by its name in either major version of the library."""
    for name in names:
        if hasattr(result, name):
            return getattr(result, name)
    return None


def text_json(result):
    texts = [item.text for item in result.content if getattr(item, "type", "") == "text"]
    return json.loads(texts[0]) if texts else None


async def run(command, arguments):
    server = StdioServerParameters(command=command, args=arguments)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            info = field(initialized, "server_info", "serverInfo")
            check(info is not None and info.name == "skillgraph-mcp", "initialize names the server")

            await session.send_ping()
            check(True, "ping is answered")

            tools = {tool.name for tool in (await session.list_tools()).tools}
            check(EXPECTED_TOOLS <= tools, f"tools/list names {sorted(EXPECTED_TOOLS)}: {sorted(tools)}")

            found = await session.call_tool("search", {"query": "task never runs", "limit": 2})
            structured = field(found, "structured_content", "structuredContent")
            check(not field(found, "is_error", "isError"), "search answers without an error")
            check(isinstance(structured, dict) and structured, "search has structured content")
            check(text_json(found) == structured, "search's text is its structured content as JSON")

            missing = await session.call_tool("read", {"id": "no-such-skill"})
            error = (text_json(missing) or {}).get("error", {})
            check(field(missing, "is_error", "isError") is True, "read of an unknown ID is a tool error")
            check(error.get("code") == "not-found", f"the tool error has its code: {error}")

            long = await session.call_tool("search", {"query": "background " * 500})
            error = (text_json(long) or {}).get("error", {})
            check(field(long, "is_error", "isError") is True, "an over-long query is a tool error")
            check("1000 characters" in error.get("message", ""), "its message states the limit")


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(64)

    async def guarded():
        with anyio.fail_after(120):
            await run(sys.argv[1], sys.argv[2:])

    anyio.run(guarded)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
