#!/usr/bin/env bash
# The pictures a person looks at, opened in a real browser (headless Chromium):
#   - Data/xiaoming.json rendered by both engines side by side;
#   - the same as the interactive chart page, and a 10,000-person chart page driven through a
#     search and a zoom (scripts/chart-check.sh);
#   - the dashboard of a tiny `treebench run`, its charts' text measured for overlaps
#     (scripts/dashboard-check.sh);
#   - a real family's hourglass (the Tudor GEDCOM) as SVG running left to right and as the chart page.
#   - a real family from the corpus as SVG, chart page and A4 tiles (scripts/real-family-check.py).
# Each must be well formed, not blank, and log no error (see scripts/browser-check.sh).
# Then the same family as PNG and PDF (Graphviz's renderers): the right magic bytes, a plausible
# size, and for the PNG an inked share like a drawing's (scripts/png-inked.py).
# Skips the browser part (with a message) when Chromium is not installed; `make pictures-check`
# installs it.
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

source scripts/find-browser.sh
if [[ -z "$browser" ]]; then
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

# A real family (the Tudors, from the corpus of GEDCOM files people wrote), looked at as a
# genealogist would: every name whole, a title, every repeat's "see N · gen. G" leading to the
# person's own box; the chart page opened in the browser, names readable and none wider than its
# box in the browser's own font; the PDF tiled over A4 sheets, the first drawn by poppler.
"$treebench" render "$tudors" -o "$work/tudors.svg"
python3 scripts/real-family-check.py svg "$work/tudors.svg"
"$treebench" render "$tudors" -o "$work/tudors.html"
scripts/browser-check.sh "$work/tudors.svg" "$work/tudors.html"
timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --no-default-browser-check --disable-extensions --hide-scrollbars --user-data-dir="$work/profile" \
    --window-size=1280,800 --dump-dom "file://$work/tudors.html" >"$work/tudors.dom" 2>/dev/null
python3 scripts/real-family-check.py page "$work/tudors.dom"
# Collapse Margaret Beauchamp's branch on the page: its LayoutSession (WebAssembly) must lay out
# exactly what treebench layout does with the same collapse.
timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --no-default-browser-check --disable-extensions --hide-scrollbars --user-data-dir="$work/profile" \
    --window-size=1280,800 --virtual-time-budget=10000 --dump-dom "file://$work/tudors.html#collapse=I7&dump=boxes" \
    >"$work/collapsed.dom" 2>/dev/null
"$treebench" layout "$tudors" --collapse I7 --fit-names -o "$work/collapsed.json"
python3 scripts/real-family-check.py collapse "$work/collapsed.dom" "$work/collapsed.json"
# With the people of no family in rows under the tree (--isolated row) the page folds too, and
# its rows follow the tree: Ha'alo'u's line folded in the browser gives the page that
# `render --collapse I2` writes (the row of Kamanawa, of no family, moves up with the tree's foot).
hawaii=Data/corpus/gedcom/royalty--Hawaiian_Kings.ged
"$treebench" render "$hawaii" --isolated row -o "$work/hawaii.html" 2>/dev/null
"$treebench" render "$hawaii" --isolated row --collapse I2 -o "$work/hawaii-folded.html" 2>/dev/null
for page in "hawaii.html#collapse=I2&dump=boxes" "hawaii-folded.html#dump=boxes"; do
    timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --no-default-browser-check --disable-extensions --hide-scrollbars --user-data-dir="$work/profile" \
        --window-size=1280,800 --virtual-time-budget=10000 --dump-dom "file://$work/$page" \
        >"$work/${page%%.html*}.dom" 2>/dev/null
done
python3 scripts/real-family-check.py collapse "$work/hawaii.dom" "$work/hawaii-folded.dom"
"$treebench" render "$tudors" --page A4 -o "$work/tudors.pdf"
if command -v pdftoppm >/dev/null 2>&1; then
    sheets="$(pdfinfo "$work/tudors.pdf" | awk '/^Pages:/ { print $2 }')"
    pdftoppm -r 50 -f 1 -l 1 -png "$work/tudors.pdf" "$work/sheet"
    inked="$(python3 scripts/png-inked.py "$work"/sheet*1.png)"
    if (( sheets < 2 )) || ! awk -v inked="$inked" 'BEGIN { exit !(inked + 0 > 0.01) }'; then
        echo "FAIL pictures-check: the A4 tiles: $sheets sheets, the first inked $inked" >&2
        exit 1
    fi
    echo "ok   A4 tiles of the Tudors: $sheets sheets, the first drawn by poppler (inked share $inked)"
else
    echo "pictures-check: pdftoppm not installed (scripts/setup.sh --browser installs poppler-utils); tiles not drawn"
fi
echo "pictures-check: passed"
