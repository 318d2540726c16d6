#!/usr/bin/env bash
# The pictures a person looks at, opened in a real browser (headless Chromium):
#   - Data/xiaoming.json rendered by both engines side by side;
#   - the dashboard of a tiny `treebench run`.
# Each must be well formed, not blank, and log no error (see scripts/browser-check.sh).
# Skips (exit 0, with a message) when Chromium is not installed; `make test` installs it.
#
#   scripts/pictures-check.sh [TREEBENCH_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
treebench="${1:-.build/debug/treebench}"

if ! command -v chromium >/dev/null 2>&1; then
    echo "pictures-check: Chromium is not installed (scripts/setup.sh --browser installs it); skipped"
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$treebench" render Data/xiaoming.json --engine both -o "$work/xiaoming-both.svg"
"$treebench" run --generations 3 --members 30,60 --repeat 1 --warmup 0 --out "$work/run" >/dev/null
scripts/browser-check.sh "$work/xiaoming-both.svg" "$work/run/index.html"
echo "pictures-check: passed"
