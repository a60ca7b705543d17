#!/usr/bin/env python3
"""Checks that the package's modules keep their layers (run by `make lint`).

Reads `swift package dump-package` and fails (exit 1, one line per problem) when:
- a target depends on a target of its own layer or of a layer above it (LAYERS, lowest first);
- a target reaches, directly or through its dependencies, a module it must not reach
  (UNREACHABLE: the decision engine must not carry SQLite);
- a library other than its one owner depends on a product kept to one module (OWNERS);
- the layer table of docs/architecture.md does not list the targets in layer order with
  exactly the dependencies Package.swift declares;
- a Swift file imports a module of the package, or a product of its dependencies, that its own
  target does not declare.

Usage: Scripts/check-layers.py [--package-dump FILE] [--root DIR]
"""

import argparse
import json
import os
import re
import subprocess
import sys

# The layers, lowest first; targets on one line are side by side and must not depend on each
# other. Test targets stand outside the layers.
LAYERS = [
    ["CCmarkGFM"],
    ["SkillgraphSupport"],
    ["SkillgraphMarkdown"],
    ["SkillgraphModel"],
    ["SkillgraphYAML"],
    ["SkillgraphIngest"],
    ["SkillgraphSearch"],
    ["SkillgraphTemplates"],
    ["SkillgraphDecisions"],
    ["SkillgraphSite"],
    ["SkillgraphAudit"],
    ["SkillgraphExport"],
    ["Skillgraph"],
    ["SkillgraphCLI", "SkillgraphMCPTransport"],
    ["SkillgraphMain", "SkillgraphMCP"],
]

# Modules a target must never reach, however indirectly.
UNREACHABLE = {
    "SkillgraphDecisions": ["GRDB"],
}

# Dependencies that only one target of the layers may declare.
OWNERS = {
    "CCmarkGFM": "SkillgraphMarkdown",
    "GRDB": "SkillgraphSearch",
    "SwiftSyntax": "SkillgraphAudit",
    "SwiftParser": "SkillgraphAudit",
}

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)


def dependency_name(dependency):
    """The target or product name of one entry of a target's `dependencies`."""
    kind, values = next(iter(dependency.items()))
    return values[0]


def load_package(dump_file, root):
    if dump_file:
        with open(dump_file) as handle:
            return json.load(handle)
    output = subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True
    ).stdout
    return json.loads(output)


def check_layers(targets, problems):
    rank = {name: level for level, names in enumerate(LAYERS) for name in names}
    for target in targets.values():
        name = target["name"]
        if target["type"] == "test":
            continue
        if name not in rank:
            problems.append(f"Package.swift: target {name} is in no layer: add it to LAYERS in "
                            f"{os.path.relpath(__file__)} and to docs/architecture.md")
            continue
        for dependency in target["deps"]:
            if dependency in rank and rank[dependency] >= rank[name]:
                where = "its own layer" if rank[dependency] == rank[name] else "a layer above it"
                problems.append(
                    f"Package.swift: {name} depends on {dependency}, {where}")


def path_to(start, module, targets):
    """The shortest chain of dependencies from `start` to `module` (breadth first, so that a
    cycle does not loop), or None."""
    previous = {start: None}
    queue = [start]
    while queue:
        name = queue.pop(0)
        if name == module:
            chain = []
            while name is not None:
                chain.append(name)
                name = previous[name]
            return list(reversed(chain))
        for dependency in targets.get(name, {}).get("deps", []):
            if dependency not in previous:
                previous[dependency] = name
                queue.append(dependency)
    return None


def check_reach(targets, problems):
    for name, forbidden in UNREACHABLE.items():
        for module in forbidden:
            chain = path_to(name, module, targets)
            if chain:
                problems.append(f"Package.swift: {name} reaches {module} ({' → '.join(chain)})")
    for module, owner in OWNERS.items():
        for target in targets.values():
            if target["type"] != "test" and target["name"] != owner and module in target["deps"]:
                problems.append(
                    f"Package.swift: {target['name']} depends on {module}, which only {owner} "
                    f"may use")


def documented_layers(root):
    """The rows of the layer table in docs/architecture.md: (line, target, dependencies)."""
    path = os.path.join(root, "docs", "architecture.md")
    rows = []
    in_layers = False
    with open(path) as handle:
        for number, line in enumerate(handle, 1):
            if line.startswith("## "):
                in_layers = line.strip() == "## Layers"
                continue
            if not in_layers or not line.startswith("| `"):
                continue
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            target = cells[0].strip("`")
            dependencies = re.findall(r"`([^`]+)`", cells[-1])
            rows.append((number, target, dependencies))
    return rows


def check_documentation(targets, root, problems):
    where = "docs/architecture.md"
    rows = documented_layers(root)
    if not rows:
        problems.append(f"{where}: no layer table under '## Layers'")
        return
    documented = [target for _, target, _ in rows]
    declared = [t["name"] for t in targets.values() if t["type"] != "test"]
    for name in declared:
        if name not in documented:
            problems.append(f"{where}: the layer table has no row for target {name}")
    order = [name for names in LAYERS for name in names]
    listed = [name for name in documented if name in order]
    if listed != sorted(listed, key=order.index):
        problems.append(f"{where}: the layer table's rows are not in layer order, lowest first: "
                        f"{', '.join(sorted(listed, key=order.index))}")
    for line, target, dependencies in rows:
        if target not in targets:
            problems.append(f"{where}:{line}: the layer table names {target}, which Package.swift "
                            f"does not declare")
            continue
        expected = set(targets[target]["deps"])
        if set(dependencies) != expected:
            missing = sorted(expected - set(dependencies))
            extra = sorted(set(dependencies) - expected)
            parts = []
            if missing:
                parts.append("leaves out " + ", ".join(missing))
            if extra:
                parts.append("adds " + ", ".join(extra))
            problems.append(f"{where}:{line}: the row of {target} {' and '.join(parts)} "
                            f"(Package.swift: {', '.join(sorted(expected)) or 'nothing'})")


def check_imports(targets, root, problems):
    known = set(targets)
    for target in targets.values():
        known.update(target["deps"])
    for target in targets.values():
        if target["type"] == "system":
            continue
        default = "Tests" if target["type"] == "test" else "Sources"
        folder = os.path.join(root, target.get("path") or os.path.join(default, target["name"]))
        allowed = set(target["deps"]) | {target["name"]}
        for directory, _, files in os.walk(folder):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, 1):
                        match = IMPORT.match(line)
                        if not match:
                            continue
                        module = match.group(1)
                        if module in known and module not in allowed:
                            problems.append(
                                f"{os.path.relpath(path, root)}:{number}: imports {module}, "
                                f"which target {target['name']} does not declare")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-dump", help="the JSON of `swift package dump-package`")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."),
                        help="the package's folder (default: this script's parent folder)")
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    package = load_package(arguments.package_dump, root)
    targets = {}
    for target in package["targets"]:
        targets[target["name"]] = {
            "name": target["name"],
            # A target under Tests/ (the tests' shared support) stands outside the layers too.
            "type": "test" if (target.get("path") or "").startswith("Tests/") else target["type"],
            "path": target.get("path"),
            "deps": [dependency_name(d) for d in target["dependencies"]],
        }
    problems = []
    check_layers(targets, problems)
    check_reach(targets, problems)
    check_documentation(targets, root, problems)
    check_imports(targets, root, problems)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        print(f"{len(problems)} layering problem(s); the layers are listed in "
              f"docs/architecture.md#layers", file=sys.stderr)
        return 1
    print(f"layers: {len(targets)} targets checked", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
