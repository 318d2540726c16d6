#!/usr/bin/env bash
# The interactive chart page (treebench render --format html) in headless Chromium, on a
# 10,000-person family: opened on a search for a name and zoomed, the page must select the
# first person with that name, keep their box on screen, draw the highlight around it, and
# log no error. The page reports its state as data attributes on <html>, read with --dump-dom;
# the highlight is read from a screenshot.
#
#   scripts/chart-check.sh [TREEBENCH_BINARY]
#
# Exit status: 0 passed, 1 failed, 2 Chromium or python3 missing (skipped).
set -euo pipefail
cd "$(dirname "$0")/.."
treebench="${1:-.build/debug/treebench}"

source scripts/find-browser.sh  # the folder is the repository root (cd above)
if [[ -z "$browser" ]] || ! command -v python3 >/dev/null 2>&1; then
    echo "chart-check: Chromium or python3 not found (scripts/setup.sh --browser installs Chromium); skipped" >&2
    exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$treebench" generate --generations 10 --members 10000 --seed 2 -o "$work/family.json"
"$treebench" render "$work/family.json" -o "$work/chart.html"

# The query: the name of the 5,000th person; expected: the first person (in document order)
# whose name contains it, as the page's search defines.
IFS=$'\t' read -r query expected < <(python3 - "$work/family.json" <<'PYTHON'
import json, sys
people = [p for generation in json.load(open(sys.argv[1]))["generations"] for p in generation]
query = people[5000]["name"]
first = next(p["id"] for p in people if p["id"] == query or query.lower() in p["name"].lower())
print(query, first, sep="\t")
PYTHON
)

chrome() {
    timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage \
        --no-first-run --no-default-browser-check --disable-extensions --hide-scrollbars \
        --user-data-dir="$work/profile" --enable-logging=stderr --v=0 --window-size=1280,800 "$@"
}
url="file://$work/chart.html#search=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$query")"
chrome --dump-dom "$url" >"$work/searched.dom" 2>"$work/searched.log"
chrome --dump-dom "$url&zoom=1.5" >"$work/zoomed.dom" 2>"$work/zoomed.log"
chrome --screenshot="$work/zoomed.png" "$url&zoom=1.5" >/dev/null 2>>"$work/zoomed.log"

python3 - "$work" "$query" "$expected" <<'PYTHON'
import re, sys
sys.path.insert(0, "scripts")
from importlib.machinery import SourceFileLoader
png = SourceFileLoader("png_inked", "scripts/png-inked.py").load_module()
work, query, expected = sys.argv[1:]
def state(name):
    text = open(f"{work}/{name}.dom", encoding="utf-8").read()
    tag = re.search(r"<html[^>]*>", text).group(0)
    return dict(re.findall(r'data-([a-z-]+)="([^"]*)"', tag))
problems = []
searched, zoomed = state("searched"), state("zoomed")
for name, page in (("searched", searched), ("zoomed", zoomed)):
    if page.get("selected") != expected:
        problems.append(f"{name}: selected {page.get('selected')!r}, expected {expected!r} for {query!r}")
    if page.get("selected-visible") != "true":
        problems.append(f"{name}: the selected box {page.get('selected-box')} is not on screen")
ratio = float(zoomed.get("scale", 0)) / max(float(searched.get("scale", 1)), 1e-9)
if abs(ratio - 1.5) > 0.01:
    problems.append(f"zooming by 1.5 changed the scale by {ratio:.3f}")
# The highlight: an orange ring (#d55e00) just outside the selected box in the screenshot.
left, top, right, bottom = (float(v) for v in zoomed["selected-box"].split(","))
width, height, channels, rows = png.pixels(f"{work}/zoomed.png")
def colour(x, y):
    line = rows[int(y)]
    return tuple(line[int(x) * channels:int(x) * channels + 3])
ring = [colour(left - 5, (top + bottom) / 2), colour(right + 5, (top + bottom) / 2),
        colour((left + right) / 2, top - 5), colour((left + right) / 2, bottom + 5)]
orange = [c for c in ring if abs(c[0] - 0xD5) < 40 and abs(c[1] - 0x5E) < 40 and abs(c[2] - 0x00) < 60]
if len(orange) < 3:
    problems.append(f"no highlight around the selected box: ring colours {ring}")
for name in ("searched", "zoomed"):
    for line in open(f"{work}/{name}.log", encoding="utf-8", errors="replace"):
        if ("CONSOLE(" in line or "Uncaught" in line) and re.search("error|uncaught", line, re.I):
            problems.append(f"{name}: the page logged an error: {line.strip()}")
if problems:
    print("\n".join("FAIL chart-check: " + p for p in problems))
    sys.exit(1)
print(f"ok   chart page: {query!r} selects {expected}, on screen and highlighted, zoom x{ratio:.2f}, "
      f"frame {zoomed.get('frame-ms')} ms, no console errors")
PYTHON
