#!/usr/bin/env bash
# Opens SVG or HTML files in headless Chromium, takes a screenshot of each, and fails when the
# page is blank, is not well formed, or logged an error to the console.
#
#   scripts/browser-check.sh [--keep DIR] FILE...
#
# Needs Debian's `chromium` (apt-get install -y chromium) and python3 (standard library only).
# Exit status: 0 every file passed, 1 a file failed, 2 the tools are missing (a skip in CI).
set -euo pipefail

keep=""
if [[ "${1:-}" == "--keep" ]]; then
    keep="$2"
    shift 2
    mkdir -p "$keep"
fi
if [[ $# -eq 0 ]]; then
    echo "usage: $0 [--keep DIR] FILE..." >&2
    exit 64
fi

source "$(dirname "${BASH_SOURCE[0]}")/find-browser.sh"
if [[ -z "$browser" ]]; then
    echo "browser-check: no Chromium found (apt-get install -y chromium); skipped" >&2
    exit 2
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "browser-check: python3 not found; skipped" >&2
    exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One fresh profile per run; --no-sandbox because CI and containers run as root.
chrome() {
    timeout 60 "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage \
        --no-first-run --no-default-browser-check --disable-extensions --hide-scrollbars \
        --user-data-dir="$work/profile" --enable-logging=stderr --v=0 "$@"
}

status=0
for file in "$@"; do
    name="$(basename "$file")"
    if [[ ! -f "$file" ]]; then
        echo "FAIL $file: no such file"
        status=1
        continue
    fi
    url="file://$(cd "$(dirname "$file")" && pwd)/$name"
    shot="$work/$name.png"
    log="$work/$name.log"
    dom="$work/$name.dom"

    if ! chrome --dump-dom "$url" >"$dom" 2>"$log"; then
        echo "FAIL $file: Chromium could not load it (see below)"
        tail -5 "$log"
        status=1
        continue
    fi
    chrome --screenshot="$shot" --window-size=1280,900 "$url" >/dev/null 2>>"$log" || true

    problems=()
    # An ill-formed SVG or XHTML page shows Chromium's XML error page instead of the drawing.
    if grep -qi "parsererror\|This page contains the following errors" "$dom"; then
        problems+=("the XML did not parse")
    fi
    # Console messages are logged as CONSOLE(...) lines; uncaught exceptions say so.
    if grep -E "CONSOLE\(|Uncaught" "$log" | grep -qiE "error|uncaught"; then
        problems+=("the page logged an error: $(grep -E 'CONSOLE\(|Uncaught' "$log" | head -1)")
    fi
    if [[ ! -s "$shot" ]]; then
        problems+=("no screenshot was taken")
    else
        # The share of pixels that are not (nearly) white.
        inked="$(python3 "$here/png-inked.py" "$shot" 2>&1)" || inked="unreadable: $inked"
        if ! awk -v inked="$inked" 'BEGIN { exit !(inked + 0 > 0.002) }'; then
            problems+=("the screenshot is blank (inked share $inked)")
        fi
    fi
    if [[ -n "$keep" && -s "$shot" ]]; then
        cp "$shot" "$keep/$name.png"
    fi

    if [[ ${#problems[@]} -eq 0 ]]; then
        echo "ok   $file (inked share ${inked:-?})"
    else
        status=1
        for problem in "${problems[@]}"; do echo "FAIL $file: $problem"; done
    fi
done
exit $status
