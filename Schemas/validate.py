#!/usr/bin/env python3
"""Validates JSON documents against a Skillgraph schema: validate.py SCHEMA DOCUMENT...

Prints one line per problem (document, JSON path, message) and exits 1 if there is any.
"""
import json
import sys

from jsonschema import Draft202012Validator


def main(arguments):
    if len(arguments) < 2:
        print("usage: validate.py SCHEMA DOCUMENT...", file=sys.stderr)
        return 64
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    failed = False
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            failed = True
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
