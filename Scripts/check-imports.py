#!/usr/bin/env python3
"""Fails when a Swift file imports a module it does not need.

The debug build writes an index of every reference each file makes (.build/debug/index/store,
read here through the toolchain's libIndexStore). An import is needed when the file refers to
a declaration of its module, or of a module it re-exports (`@_exported` in Sources/Skillgraph,
Foundation's own modules on Linux): a type, a function, a member (with MemberImportVisibility
a member needs the module that declares it imported), an operator, a macro. It is redundant
when another import of the same file, at the same or a wider access level, re-exports its
module (`import Skillgraph` brings SkillgraphModel). The declaring module of a Swift reference
comes from its USR (demangled by `swift demangle`: `(extension in M):` or the first name).

So the check reads the last build: run `swift build --build-tests` first; a file changed after
its last compilation is reported as such, not checked. It takes seconds.

What it cannot see: a reference the index does not record (a conformance used only through a
generic constraint of another module's API, a literal of a type whose module is not named);
a C declaration (Glibc, CCmarkGFM, GRDBSQLite) does not say its module in the index, so any C reference
keeps every imported C module and Foundation (which re-exports Glibc). Imports inside `#if`
blocks are not checked.

Usage: Scripts/check-imports.py [--build PATH] [--explain] [--fix] [FILE ...]
(with no files: every compiled .swift file of Sources/ and Tests/).
"""

import argparse
import ctypes
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

IMPORT = re.compile(
    r"^(?P<attrs>(?:@\w+(?:\([^)]*\))?\s+)*)"
    r"(?:(?P<access>public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"(?P<module>\w+)")
ACCESS_RANK = {"private": 0, "fileprivate": 0, "internal": 1, "package": 2, "public": 3}

# What the toolchain's modules re-export on Linux (`import Foundation` brings these).
TOOLCHAIN_REEXPORTS = {
    "Foundation": ["FoundationEssentials", "FoundationInternationalization", "Dispatch",
                   "Glibc", "CoreFoundation", "_FoundationCShims"],
    "FoundationNetworking": ["Foundation"],
    "Glibc": ["SwiftGlibc"],
}
# Modules whose declarations reach the index as C USRs, without their module's name.
C_MODULES = {"Glibc", "SwiftGlibc", "Darwin", "CCmarkGFM", "CYaml", "CoreFoundation",
             "_FoundationCShims", "GRDBSQLite"}

REFERENCE = 1 << 2
UNIT_DEPENDENCY_RECORD = 2


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


class IndexStore:
    """The few libIndexStore calls the check needs: units (one a compiled file), their
    records, and the USRs of the references a record holds."""

    def __init__(self, path):
        library = Path(subprocess.run(["swift", "-print-target-info"], capture_output=True,
                                      text=True).stdout.split('"runtimeResourcePath": "')[1]
                       .split('"')[0]).parent / "libIndexStore.so"
        self.lib = ctypes.CDLL(str(library))
        lib = self.lib
        for name, result, arguments in [
            ("indexstore_store_create", ctypes.c_void_p, [ctypes.c_char_p, ctypes.c_void_p]),
            ("indexstore_store_units_apply_f", ctypes.c_bool,
             [ctypes.c_void_p, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p]),
            ("indexstore_unit_reader_create", ctypes.c_void_p,
             [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]),
            ("indexstore_unit_reader_dispose", None, [ctypes.c_void_p]),
            ("indexstore_unit_reader_get_main_file", StringRef, [ctypes.c_void_p]),
            ("indexstore_unit_reader_get_module_name", StringRef, [ctypes.c_void_p]),
            ("indexstore_unit_reader_get_modification_time", ctypes.c_bool,
             [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64),
              ctypes.c_void_p]),
            ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool,
             [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]),
            ("indexstore_unit_dependency_get_kind", ctypes.c_int, [ctypes.c_void_p]),
            ("indexstore_unit_dependency_get_name", StringRef, [ctypes.c_void_p]),
            ("indexstore_record_reader_create", ctypes.c_void_p,
             [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]),
            ("indexstore_record_reader_dispose", None, [ctypes.c_void_p]),
            ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool,
             [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]),
            ("indexstore_occurrence_get_roles", ctypes.c_uint64, [ctypes.c_void_p]),
            ("indexstore_occurrence_get_symbol", ctypes.c_void_p, [ctypes.c_void_p]),
            ("indexstore_symbol_get_usr", StringRef, [ctypes.c_void_p]),
        ]:
            function = getattr(lib, name)
            function.restype = result
            function.argtypes = arguments
        self.store = lib.indexstore_store_create(str(path).encode(), None)
        if not self.store:
            raise SystemExit(f"check-imports: cannot open the index at {path}")

    def units(self):
        names = []
        callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)(
            lambda _, name: names.append(name.text()) or True)
        self.lib.indexstore_store_units_apply_f(self.store, 0, None, callback)
        return names

    def unit(self, name):
        """(main file, module, modification time in ns, record names) of a unit."""
        reader = self.lib.indexstore_unit_reader_create(self.store, name.encode(), None)
        if not reader:
            return None
        main = self.lib.indexstore_unit_reader_get_main_file(reader).text()
        module = self.lib.indexstore_unit_reader_get_module_name(reader).text()
        seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
        self.lib.indexstore_unit_reader_get_modification_time(
            reader, ctypes.byref(seconds), ctypes.byref(nanoseconds), None)
        records = []

        def dependency(_, dep):
            if self.lib.indexstore_unit_dependency_get_kind(dep) == UNIT_DEPENDENCY_RECORD:
                records.append(self.lib.indexstore_unit_dependency_get_name(dep).text())
            return True

        callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)(dependency)
        self.lib.indexstore_unit_reader_dependencies_apply_f(reader, None, callback)
        self.lib.indexstore_unit_reader_dispose(reader)
        return main, module, seconds.value * 1_000_000_000 + nanoseconds.value, records

    def references(self, record):
        """The USRs a record refers to."""
        reader = self.lib.indexstore_record_reader_create(self.store, record.encode(), None)
        if not reader:
            return set()
        usrs = set()

        def occurrence(_, occ):
            if self.lib.indexstore_occurrence_get_roles(occ) & REFERENCE:
                symbol = self.lib.indexstore_occurrence_get_symbol(occ)
                usr = self.lib.indexstore_symbol_get_usr(symbol).text()
                if not usr.startswith("c:@M@"):  # the import statements' own modules
                    usrs.add(usr)
            return True

        callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)(occurrence)
        self.lib.indexstore_record_reader_occurrences_apply_f(reader, None, callback)
        self.lib.indexstore_record_reader_dispose(reader)
        return usrs


def declaring_modules(usrs):
    """The module that declares each Swift USR (`s:...`), by its demangled name ("" when the
    name says none; None for a C USR), and the modules named in its result's type."""
    swift = sorted(u for u in usrs if u.startswith("s:"))
    result = {u: None for u in usrs}
    results = {u: set() for u in usrs}
    if not swift:
        return result, results
    output = subprocess.run(["swift", "demangle", "--compact"],
                            input="\n".join("$s" + u[2:] for u in swift),
                            capture_output=True, text=True).stdout.splitlines()
    for usr, name in zip(swift, output):
        # The modules of the result's type: a member of that type (a synthesized `rawValue`,
        # which the index does not record) may be used on the value without its type named.
        result_type = name.rsplit(" -> ", 1)[1] if " -> " in name else (
            name.split(" : ", 1)[1] if " : " in name else "")
        results[usr] = set(re.findall(r"([A-Za-z_]\w*)\.", result_type))
        m = re.match(r"^\(extension in (\w+)\):", name)
        if m:
            result[usr] = m.group(1)
            continue
        # "Module.Type.member", or a local's "name #1 in Module.Type.member".
        m = re.search(r"(?:^|[\s(:])([A-Za-z_]\w*)\.", name)
        result[usr] = m.group(1) if m else ""
    return result, results


def exported_modules(module, cache={}):
    """The modules `module` brings into a file: itself and what it re-exports (transitively)."""
    if module in cache:
        return cache[module]
    seen, pending = [], [module]
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.append(name)
        pending.extend(TOOLCHAIN_REEXPORTS.get(name, []))
        folder = ROOT / "Sources" / name
        if folder.is_dir():
            for path in folder.rglob("*.swift"):
                for line in path.read_text().splitlines():
                    m = IMPORT.match(line.strip())
                    if m and "@_exported" in m.group("attrs"):
                        pending.append(m.group("module"))
    cache[module] = set(seen)
    return cache[module]


def imports_of(text):
    """The file's imports outside `#if` and string literals: (line number, module, access,
    attributes). A Swift import stands at the start of its line (swift format keeps it there),
    so an indented `import` (a Python script in a multi-line string) is none."""
    found, depth, in_string = [], 0, False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if line.count('"""') % 2 == 1:
            in_string = not in_string
            continue
        if in_string:
            continue
        if stripped.startswith("#if"):
            depth += 1
        elif stripped.startswith("#endif"):
            depth -= 1
        m = IMPORT.match(line)
        if m and depth == 0:
            found.append((number, m.group("module"), m.group("access") or "internal",
                          m.group("attrs")))
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=str(ROOT / ".build/debug"),
                        help="the debug build folder (default .build/debug)")
    parser.add_argument("--explain", action="store_true",
                        help="list every import with the modules of the references that keep it")
    parser.add_argument("--fix", action="store_true",
                        help="remove the unneeded imports from the files")
    parser.add_argument("--any-age", action="store_true",
                        help="check a file changed after its last build too (its index may be "
                             "out of date)")
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()
    store_path = Path(options.build) / "index/store"
    if not store_path.is_dir():
        print(f"check-imports: no index at {store_path}: run `swift build --build-tests` first",
              file=sys.stderr)
        return 2
    store = IndexStore(store_path)
    wanted = {Path(f).resolve() for f in options.files}
    latest = {}
    for name in store.units():
        unit = store.unit(name)
        if not unit or not unit[0].endswith(".swift"):
            continue
        main_file = Path(unit[0])
        if ROOT not in main_file.parents or ".build" in main_file.parts:
            continue
        if wanted and main_file not in wanted:
            continue
        if main_file not in latest or latest[main_file][1] < unit[2]:
            latest[main_file] = (unit[1], unit[2], unit[3])

    problems, stale, removals = [], [], {}
    per_file = {}
    for path, (module, _, records) in latest.items():
        usrs = set()
        for record in records:
            usrs |= store.references(record)
        per_file[path] = usrs
    modules, result_modules = declaring_modules(set().union(*per_file.values()) if per_file else set())

    for path in sorted(per_file):
        module_of_file, compiled, _ = latest[path]
        if not path.exists():
            continue
        relative = os.path.relpath(path, Path.cwd())
        if path.stat().st_mtime_ns > compiled + 1_000_000_000 and not options.any_age:
            stale.append(relative)
            continue
        imports = imports_of(path.read_text())
        referenced = {modules[u] for u in per_file[path]}
        for usr in per_file[path]:
            referenced |= result_modules[usr]
        uses_c = any(u.startswith("c:") for u in per_file[path])
        for number, module, access, attrs in imports:
            closure = exported_modules(module)
            if "@_exported" in attrs:
                continue
            covering = [other for (n, other, other_access, other_attrs) in imports
                        if n != number and (other != module or n < number)
                        and module in exported_modules(other)
                        and ACCESS_RANK[other_access] >= ACCESS_RANK[access]
                        # `@testable` opens only the module named: another's does not cover it.
                        and ("@testable" not in attrs or other == module
                             and "@testable" in other_attrs)]
            if covering:
                removals.setdefault(path, []).append(number)
                problems.append(f"{relative}:{number}: `{module}` is already imported through "
                                f"`import {covering[0]}`")
                continue
            used = sorted(m for m in referenced & closure if m)
            if uses_c and closure & C_MODULES:
                used.append("(C declarations)")
            if options.explain:
                print(f"{relative}:{number}: {module}: {' '.join(used)}")
            if not used:
                removals.setdefault(path, []).append(number)
                problems.append(f"{relative}:{number}: nothing from `{module}` is used here")
    if options.fix:
        for path, numbers in removals.items():
            remove_lines(path, set(numbers))
        print(f"check-imports: removed {len(problems)} imports", file=sys.stderr)
        return 0
    for problem in problems:
        print(f"{problem}: remove the import")
    for relative in stale:
        print(f"check-imports: {relative} changed after the last build: not checked "
              "(swift build --build-tests)", file=sys.stderr)
    if problems:
        print(f"check-imports: {len(problems)} unneeded imports in {len(per_file)} files",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
