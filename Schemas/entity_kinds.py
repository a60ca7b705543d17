#!/usr/bin/env python3
"""Writes the entity kinds into the commands' schemas from `EntityKind` in Swift.

The kinds are declared once, as the cases of Sources/SkillgraphModel/EntityKind.swift. A
schema's `kind` property that holds `skill` names every kind (an entity of any kind), and its
`enum` is written here from those cases, in their order; a `kind` without `skill` names a few
on purpose (`pressureScenario` and `antiPattern` for a warning) and is left as it is.

Run it, then Schemas/mcp_schemas.py (the MCP tools' schemas are made from these). With
--check, writes nothing and exits 1 if a schema is stale (`make lint` runs it).
"""
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
SWIFT = HERE.parent / "Sources" / "SkillgraphModel" / "EntityKind.swift"


def kinds():
    """The cases of `EntityKind`, in order."""
    text = SWIFT.read_text(encoding="utf-8")
    body = text[text.index("enum EntityKind"):]
    body = body[:body.index("\n}")]
    found = re.findall(r"^\s*case (\w+)\s*$", body, flags=re.MULTILINE)
    if not found:
        sys.exit(f"{SWIFT}: no `case` lines in EntityKind")
    return found


def rewritten(node, every):
    """`node` with every whole-kind `enum` (a `kind` property holding `skill`) made `every`."""
    if isinstance(node, list):
        return [rewritten(value, every) for value in node]
    if not isinstance(node, dict):
        return node
    result = {}
    for key, value in node.items():
        if (key == "kind" and isinstance(value, dict) and isinstance(value.get("enum"), list)
                and "skill" in value["enum"]):
            value = {**value, "enum": list(every)}
        result[key] = rewritten(value, every)
    return result


def main(arguments):
    every = kinds()
    stale = {}
    for path in sorted(HERE.glob("*.schema.json")):
        if path.name.startswith("mcp-"):
            continue
        text = path.read_text(encoding="utf-8")
        schema = json.loads(text)
        fresh = rewritten(schema, every)
        if fresh != schema:
            stale[path] = json.dumps(fresh, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if "--check" in arguments:
        for path in stale:
            print(f"stale: {path} (run Schemas/entity_kinds.py, then Schemas/mcp_schemas.py)")
        return 1 if stale else 0
    for path, text in stale.items():
        path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
