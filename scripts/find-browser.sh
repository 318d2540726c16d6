# Sourced by the headless-browser checks: sets `browser` to the first Chromium on PATH, or to
# "" when there is none.
browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
        browser="$candidate"
        break
    fi
done
