#!/usr/bin/env bash
# The pictures a person looks at, opened in a real browser (headless Chromium):
#   - Data/xiaoming.json rendered by both engines side by side;
#   - the same as the interactive chart page, and a 10,000-person chart page driven through a
#     search and a zoom (scripts/chart-check.sh);
#   - the dashboard of a tiny `treebench run`, its charts' text measured for overlaps
#     (scripts/dashboard-check.sh);
#   - a real family's hourglass (the Tudor GEDCOM) as SVG running left to right and as the chart page.
# Each must be well formed, not blank, and log no error (see scripts/browser-check.sh).
# Then the same family as PNG and PDF (Graphviz's renderers): the right magic bytes, a plausible
# size, and for the PNG an inked share like a drawing's (scripts/png-inked.py).
# Skips the browser part (with a message) when Chromium is not installed; `make test` installs it.
#
#   scripts/pictures-check.sh [TREEBENCH_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
treebench="${1:-.build/debug/treebench}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$treebench" render Data/xiaoming.json --engine both -o "$work/xiaoming-both.png"
"$treebench" render Data/xiaoming.json --engine both -o "$work/xiaoming-both.pdf"
python3 - "$work/xiaoming-both.png" "$work/xiaoming-both.pdf" <<'PYTHON'
import os, sys
png, pdf = sys.argv[1], sys.argv[2]
problems = []
with open(png, "rb") as handle:
    if handle.read(8) != b"\x89PNG\r\n\x1a\n":
        problems.append(f"{png} is not a PNG")
with open(pdf, "rb") as handle:
    data = handle.read()
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-32:]:
        problems.append(f"{pdf} is not a whole PDF")
for path, least in ((png, 20_000), (pdf, 5_000)):
    if os.path.getsize(path) < least:
        problems.append(f"{path} has only {os.path.getsize(path)} bytes")
if problems:
    sys.exit("pictures-check: " + "; ".join(problems))
PYTHON
inked="$(python3 scripts/png-inked.py "$work/xiaoming-both.png")"
if ! awk -v inked="$inked" 'BEGIN { exit !(inked + 0 > 0.05 && inked + 0 < 0.6) }'; then
    echo "pictures-check: the PNG's inked share is $inked, not a drawing's" >&2
    exit 1
fi
echo "ok   PNG and PDF (inked share of the PNG $inked)"

if ! command -v chromium >/dev/null 2>&1; then
    echo "pictures-check: Chromium is not installed (scripts/setup.sh --browser installs it); browser checks skipped"
    exit 0
fi
"$treebench" render Data/xiaoming.json --engine both -o "$work/xiaoming-both.svg"
"$treebench" render Data/xiaoming.json --engine both -o "$work/xiaoming-both.html"
"$treebench" run --generations 3 --members 30,60 --repeat 1 --warmup 0 --out "$work/run" >/dev/null
# An hourglass of a real family, its columns running left to right: forks in every direction.
tudors=Data/corpus/gedcom/royalty--English_Tudor_Royal_Family.ged
"$treebench" render "$tudors" --chart hourglass --root I159 --direction left-right -o "$work/hourglass.svg"
"$treebench" render "$tudors" --chart hourglass --root I159 --engine both -o "$work/hourglass.html"
scripts/browser-check.sh "$work/xiaoming-both.svg" "$work/xiaoming-both.html" "$work/run/index.html" \
    "$work/hourglass.svg" "$work/hourglass.html"
scripts/chart-check.sh "$treebench"
scripts/dashboard-check.sh "$work/run/index.html"
echo "pictures-check: passed"
