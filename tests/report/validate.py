"""Test helper: `schema SCHEMA FILE` validates a JSON file against a JSON Schema;
`sarif-errors LOG` prints the error-level results of a SARIF multitool validation log."""
import json
import sys


def main():
    if sys.argv[1] == "schema":
        import jsonschema
        schema = json.load(open(sys.argv[2]))
        doc = json.load(open(sys.argv[3]))
        validator = jsonschema.Draft7Validator(schema)
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.path))
        for e in errors:
            print("%s: %s" % ("/".join(str(p) for p in e.path), e.message))
        return 1 if errors else 0
    if sys.argv[1] == "sarif-errors":
        log = json.load(open(sys.argv[2]))
        n = 0
        for run in log.get("runs", []):
            for r in run.get("results", []):
                if r.get("level", "warning") == "error":
                    n += 1
                    print("%s: %s" % (r.get("ruleId"), r.get("message", {}).get("text", r.get("message"))))
        return 1 if n else 0
    return 2


sys.exit(main())
