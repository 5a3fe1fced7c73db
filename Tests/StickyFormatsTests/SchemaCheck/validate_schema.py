"""Checks a JSON Schema against draft 2020-12, then validates each instance
file against it. Prints one JSON object:
{"schemaError": null or a message, "results": [{"path": ..., "errors": [...]}]}
where each error is {"at": JSON path, "keyword": ..., "message": ...}.

Usage: validate_schema.py SCHEMA [INSTANCE...]
"""

import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError


def names_other_type(errors):
    """Whether a branch of a choice of node types failed because it describes
    another type: its other errors then say nothing about the mistake."""
    return any(e.validator == "const" and list(e.relative_path) == ["type"] for e in errors)


def leaves(error):
    """The errors that name the mistake. Inside a choice of node types, those
    of the branch that describes the node's own type; the choice itself when
    no branch does (a type that may not stand there) or when it is a choice of
    value shapes (padding, comments)."""
    if not error.context:
        return [error]
    branches = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    own = [errors for errors in branches.values() if not names_other_type(errors)]
    if len(own) == len(branches) or not own:
        return [error]
    return [leaf for errors in own for sub in errors for leaf in leaves(sub)]


def main():
    schema_path, *instance_paths = sys.argv[1:]
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print(json.dumps({"schemaError": error.message, "results": []}))
        return
    validator = Draft202012Validator(schema)
    results = []
    for path in instance_paths:
        with open(path, encoding="utf-8") as file:
            instance = json.load(file)
        errors = [
            {"at": leaf.json_path, "keyword": leaf.validator, "message": leaf.message}
            for error in validator.iter_errors(instance)
            for leaf in leaves(error)
        ]
        errors.sort(key=lambda e: (e["at"], e["keyword"]))
        results.append({"path": path, "errors": errors})
    print(json.dumps({"schemaError": None, "results": results}))


if __name__ == "__main__":
    main()
