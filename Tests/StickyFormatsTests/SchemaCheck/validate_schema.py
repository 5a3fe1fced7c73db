"""Checks a JSON Schema against draft 2020-12, then validates each instance
file against it. Prints one JSON object:
{"schemaError": null or a message, "results": [{"path": ..., "errors": [...]}]}
where each error is {"at": JSON path, "keyword": ..., "message": ...}.

Usage: validate_schema.py SCHEMA [INSTANCE...]

Batch mode, for many documents and several schemas in one process:
validate_schema.py --batch BATCH, where BATCH is a JSON file
{"schemas": {NAME: SCHEMA TEXT}, "documents": [{"schema": NAME, "text": JSON TEXT}]};
prints {"schemaErrors": {NAME: null or a message}, "results": [{"errors": [...]}]},
the results in the order of the documents.
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


def described(errors):
    """The errors as printed: sorted, each message cut to a readable length
    and holding no lone surrogate (which a JSON reader may refuse)."""
    found = []
    for error in errors:
        for leaf in leaves(error):
            message = leaf.message
            if len(message) > 300:
                message = message[:300] + "..."
            message = message.encode("utf-8", "backslashreplace").decode("utf-8")
            found.append({"at": leaf.json_path, "keyword": leaf.validator, "message": message})
    found.sort(key=lambda e: (e["at"], e["keyword"]))
    return found


def batch(batch_path):
    with open(batch_path, encoding="utf-8") as file:
        work = json.load(file)
    # Layouts nest up to 64 nodes and a test goes past that; each level takes
    # several frames of the validator.
    sys.setrecursionlimit(20000)
    validators = {}
    schema_errors = {}
    for name, text in work["schemas"].items():
        schema = json.loads(text)
        try:
            Draft202012Validator.check_schema(schema)
            schema_errors[name] = None
            validators[name] = Draft202012Validator(schema)
        except SchemaError as error:
            schema_errors[name] = error.message
    results = []
    for document in work["documents"]:
        validator = validators.get(document["schema"])
        if validator is None:
            results.append({"errors": [{"at": "$", "keyword": "schema", "message": "no valid schema"}]})
            continue
        instance = json.loads(document["text"])
        results.append({"errors": described(validator.iter_errors(instance))})
    print(json.dumps({"schemaErrors": schema_errors, "results": results}))


def main():
    if sys.argv[1:2] == ["--batch"]:
        batch(sys.argv[2])
        return
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
        results.append({"path": path, "errors": described(validator.iter_errors(instance))})
    print(json.dumps({"schemaError": None, "results": results}))


if __name__ == "__main__":
    main()
