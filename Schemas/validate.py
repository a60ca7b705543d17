#!/usr/bin/env python3
"""Validates JSON documents against a Skillgraph schema: validate.py SCHEMA DOCUMENT...

More schemas, each with its documents, follow after `--`: validate.py SCHEMA DOCUMENT... --
SCHEMA DOCUMENT... (one interpreter start for them all). Prints one line per problem
(document, JSON path, message) and exits 1 if there is any.
"""
import json
import sys

from jsonschema import Draft202012Validator


def main(arguments):
    groups = [[]]
    for argument in arguments:
        if argument == "--":
            groups.append([])
        else:
            groups[-1].append(argument)
    if any(len(group) < 2 for group in groups):
        print("usage: validate.py SCHEMA DOCUMENT... [-- SCHEMA DOCUMENT...]...", file=sys.stderr)
        return 64
    failed = False
    for group in groups:
        failed = validate(group[0], group[1:]) or failed
    return 1 if failed else 0


def validate(schema_path, paths):
    """Prints the problems of the documents at `paths`; returns whether there was any."""
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    failed = False
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            failed = True
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}")
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
