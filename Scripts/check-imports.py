#!/usr/bin/env python3
"""Fails when a Swift file imports a module it does not need.

An import is needed when the file names something the module declares (a type, a function, a
member, a macro: with MemberImportVisibility a member needs its module imported too), or a
module the import re-exports (`@_exported`, Foundation's own modules on Linux). It is
redundant when another import of the same file, at the same or a wider access level, already
re-exports its module (`import Skillgraph` brings SkillgraphModel).

What each module declares comes from its built module (`swift-symbolgraph-extract` over
.build/debug/Modules and the toolchain), read once and cached under .build/import-check/ until
the module changes; a file's names are its identifiers outside comments and string literals.
So the check needs a debug build (`swift build --build-tests`), and runs in seconds after it.

What it cannot see: a module needed only for an operator, for an initializer or subscript it
adds to another module's type, or for a conformance; a name that happens to match any symbol
of the module keeps its import (the check errs towards keeping). Imports inside `#if` blocks
are not checked. `Scripts/check-imports.py --explain FILE` lists each import with the names
that keep it.

Usage: Scripts/check-imports.py [--build PATH] [--explain] [FILE ...]
(with no files: every .swift file of Sources/ and of the compiled test targets).
"""

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = "x86_64-unknown-linux-gnu" if sys.platform.startswith("linux") else None

# Compiled .swift files: the sources and the test targets, without fixtures (data, not code).
SOURCE_FOLDERS = ["Sources", "Tests/SkillgraphTests", "Tests/SkillgraphCLITests",
                  "Tests/SkillgraphAuditTests", "Tests/SkillgraphTestSupport"]
EXCLUDED_PARTS = {"Fixtures"}

IMPORT = re.compile(
    r"^(?P<attrs>(?:@\w+(?:\([^)]*\))?\s+)*)"
    r"(?:(?P<access>public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"(?P<module>\w+)")
ACCESS_RANK = {"private": 0, "fileprivate": 0, "internal": 1, "package": 2, "public": 3}
KEYWORDS = {"self", "Self", "in", "try", "init", "deinit", "subscript", "_", "true", "false",
            "nil", "class", "with"}
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
FREE_IDENTIFIER = re.compile(r"(?<![.\w])(?<!\.\s)([A-Za-z_][A-Za-z0-9_]*)")


def code_without_comments_and_strings(text):
    """The text with comments and string literal contents blanked (interpolations kept)."""
    out = []
    i, n = 0, len(text)
    # A stack of open contexts: ("string", quote, hashes) or ("interp", depth).
    stack = []
    while i < n:
        top = stack[-1] if stack else None
        c = text[i]
        if top is None or top[0] == "interp":
            if text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end
                continue
            if text.startswith("/*", i):
                depth, i = 1, i + 2
                while i < n and depth:
                    if text.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif text.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        i += 1
                out.append(" ")
                continue
            m = re.match(r'(#*)("""|")', text[i:])
            if m:
                hashes, quote = len(m.group(1)), m.group(2)
                stack.append(("string", quote, hashes))
                i += m.end()
                out.append(" ")
                continue
            if top is not None:
                if c == "(":
                    stack[-1] = ("interp", top[1] + 1)
                elif c == ")":
                    if top[1] == 0:
                        stack.pop()
                        i += 1
                        out.append(" ")
                        continue
                    stack[-1] = ("interp", top[1] - 1)
            out.append(c)
            i += 1
            continue
        # Inside a string literal.
        _, quote, hashes = top
        close = quote + "#" * hashes
        if text.startswith(close, i):
            stack.pop()
            i += len(close)
            out.append(" ")
            continue
        escape = "\\" + "#" * hashes
        if text.startswith(escape + "(", i):
            stack.append(("interp", 0))
            i += len(escape) + 1
            out.append(" ")
            continue
        if text.startswith(escape, i):
            i += len(escape) + 1
            continue
        out.append("\n" if c == "\n" else " ")
        i += 1
    return "".join(out)


def base_name(title):
    name = title.split("(", 1)[0].split("<", 1)[0].strip()
    return name


def module_file(build, module):
    """The built module file for `module`, or None when the toolchain has it (or nobody)."""
    for folder in (build / "Modules", build):
        candidate = folder / f"{module}.swiftmodule"
        if candidate.exists():
            return candidate
    return None


def c_module_folders():
    """The folders of the C modules' maps: this package's and its dependencies' (SwiftPM's own
    layout: a target's folder or its include/), without the SQLCipher variant of GRDB's."""
    maps = list((ROOT / "Sources").glob("*/module.modulemap"))
    maps += (ROOT / ".build/checkouts").glob("*/Sources/*/module.modulemap")
    maps += (ROOT / ".build/checkouts").glob("*/Sources/*/include/module.modulemap")
    return sorted({m.parent for m in maps if "SQLCipher" not in str(m)})


def extract_symbols(module, build, cache):
    """The names `module` declares, from its symbol graph (cached by the module's time)."""
    built = module_file(build, module)
    stamp = built.stat().st_mtime_ns if built else 0
    cached = cache / f"{module}.json"
    if cached.exists():
        data = json.loads(cached.read_text())
        if data.get("stamp") == stamp:
            return data["names"]
    out = cache / module
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():
        old.unlink()
    command = ["swift-symbolgraph-extract", "-module-name", module,
               "-I", str(build / "Modules"), "-I", str(build),
               "-output-dir", str(out), "-minimum-access-level", "private",
               "-skip-inherited-docs", "-skip-synthesized-members"]
    if TARGET:
        command += ["-target", TARGET]
    for folder in c_module_folders():
        command += ["-I", str(folder)]
    result = subprocess.run(command, capture_output=True, text=True)
    names = None
    if result.returncode == 0:
        names = {"top": set(), "member": set()}
        for graph in out.glob("*.symbols.json"):
            for symbol in json.loads(graph.read_text()).get("symbols", []):
                if symbol["kind"]["identifier"] in ("swift.extension", "swift.init",
                                                    "swift.deinit", "swift.subscript"):
                    continue
                name = base_name(symbol["names"]["title"])
                if name and name not in KEYWORDS:
                    place = "top" if len(symbol.get("pathComponents", [])) <= 1 else "member"
                    names[place].add(name)
        names = {place: sorted(found) for place, found in names.items()}
    cached.write_text(json.dumps({"stamp": stamp, "names": names}))
    return names


def exported_modules(module, build, cache, sources):
    """The modules `module` re-exports, itself included (transitively)."""
    seen, pending = [], [module]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.append(name)
        pending.extend(TOOLCHAIN_REEXPORTS.get(name, []))
        folder = sources / name
        if folder.is_dir():
            for path in folder.rglob("*.swift"):
                for line in path.read_text().splitlines():
                    m = IMPORT.match(line.strip())
                    if m and "@_exported" in m.group("attrs"):
                        pending.append(m.group("module"))
    return seen


# Imported into every file without an import.
STANDARD_MODULES = ["Swift", "_Concurrency", "_StringProcessing"]

# What the toolchain's modules re-export on Linux (`import Foundation` brings these names).
TOOLCHAIN_REEXPORTS = {
    "Foundation": ["FoundationEssentials", "FoundationInternationalization", "Dispatch",
                   "Glibc", "CoreFoundation"],
    "FoundationNetworking": ["Foundation"],
    "FoundationEssentials": [],
    "Glibc": ["SwiftGlibc"],
}


def imports_of(text):
    """The file's top-level imports outside `#if`: (line number, module, access, attributes)."""
    found, depth = [], 0
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            depth -= 1
        m = IMPORT.match(stripped)
        if m and depth == 0:
            found.append((number, m.group("module"), m.group("access"), m.group("attrs")))
    return found


def remove_lines(path, numbers):
    """Deletes the lines `numbers` (1-based), leaving no blank line at the top and no two
    blank lines in a row where one was removed."""
    lines = path.read_text().split("\n")
    kept = []
    for number, line in enumerate(lines, 1):
        if number in numbers:
            continue
        if line.strip() == "" and (not kept or kept[-1].strip() == "") and number - 1 in numbers:
            continue
        kept.append(line)
    while kept and kept[0].strip() == "":
        kept.pop(0)
    path.write_text("\n".join(kept))


def swift_files(arguments):
    if arguments:
        return [Path(a).resolve() for a in arguments]
    files = []
    for folder in SOURCE_FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            if not EXCLUDED_PARTS.intersection(path.relative_to(ROOT).parts):
                files.append(path)
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=str(ROOT / ".build/debug"),
                        help="the debug build folder (default .build/debug)")
    parser.add_argument("--explain", action="store_true",
                        help="list every import with the names that keep it")
    parser.add_argument("--fix", action="store_true",
                        help="remove the unneeded imports from the files")
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()
    build = Path(options.build)
    if not (build / "Modules").is_dir():
        print(f"check-imports: no build at {build}: run `swift build --build-tests` first",
              file=sys.stderr)
        return 2
    cache = ROOT / ".build/import-check"
    cache.mkdir(parents=True, exist_ok=True)
    sources = ROOT / "Sources"
    symbols, problems, unknown = {}, [], set()
    removals = {}

    def names_of(module):
        if module not in symbols:
            symbols[module] = extract_symbols(module, build, cache)
        return symbols[module]

    def closure_names(module):
        """The top-level and member names of `module` and of what it re-exports."""
        top, member, known = set(), set(), False
        for name in exported_modules(module, build, cache, sources):
            declared = names_of(name)
            if declared is not None:
                known = True
                top |= set(declared["top"]) - KEYWORDS
                member |= set(declared["member"]) - KEYWORDS
        return (top, member) if known else None

    # A name the standard library declares (count, append, first) does not show which
    # module's member the file calls, so it keeps no import; nor does a member name that
    # another module the file sees declares too (its own module's `path` and Foundation's
    # URL.path): the evidence for an import is a name only that module declares.
    standard = set()
    for module in STANDARD_MODULES:
        declared = closure_names(module) or (set(), set())
        standard |= declared[0] | declared[1]

    for path in swift_files(options.files):
        text = path.read_text()
        imports = imports_of(text)
        if not imports:
            continue
        code = code_without_comments_and_strings(text)
        words = set(IDENTIFIER.findall(code))
        # A top-level name counts only where it stands free: `.read(` calls a member, not
        # Glibc's `read`.
        free_words = set(FREE_IDENTIFIER.findall(code))
        relative = os.path.relpath(path, Path.cwd())
        own = closure_names(path.relative_to(ROOT).parts[1]) or (set(), set())
        seen = {module: closure_names(module) for (_, module, _, _) in imports}
        for number, module, access, attrs in imports:
            rank = ACCESS_RANK[access or "internal"]
            testable = "@testable" in attrs
            reexported = "@_exported" in attrs
            covering = [other for (n, other, other_access, other_attrs) in imports
                        if n != number and (other != module or n < number)
                        and module in exported_modules(other, build, cache, sources)
                        and ACCESS_RANK[other_access or "internal"] >= rank
                        and not (testable and "@testable" not in other_attrs)]
            if covering and not reexported:
                removals.setdefault(path, []).append(number)
                problems.append(f"{relative}:{number}: `{module}` is already imported through "
                                f"`import {covering[0]}`")
                continue
            if reexported:
                continue
            if seen[module] is None:
                unknown.add(module)
                continue
            top, member = seen[module]
            elsewhere = set(own[0]) | set(own[1]) | standard
            closure = set(exported_modules(module, build, cache, sources))
            for other, names in seen.items():
                if names is not None and other not in closure:
                    elsewhere |= names[1]
            used = sorted((free_words & (top - own[0] - own[1] - standard))
                          | (words & (member - elsewhere)))
            if options.explain:
                print(f"{relative}:{number}: {module}: {' '.join(used[:12])}")
            if not used:
                removals.setdefault(path, []).append(number)
                problems.append(f"{relative}:{number}: nothing from `{module}` is used here"
                                + (" (@testable)" if testable else ""))
    if options.fix:
        for path, numbers in removals.items():
            remove_lines(path, set(numbers))
        print(f"check-imports: removed {len(problems)} imports", file=sys.stderr)
        return 0
    for problem in problems:
        print(f"{problem}: remove the import")
    if unknown:
        print(f"check-imports: not checked (no symbols read): {', '.join(sorted(unknown))}",
              file=sys.stderr)
    if problems:
        print(f"check-imports: {len(problems)} unneeded imports", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
