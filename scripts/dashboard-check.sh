#!/usr/bin/env bash
# The dashboard a person reads (treebench run's index.html) in headless Chromium: every chart's
# text (title, ticks, axis labels, category labels, legend) is measured as drawn (getBBox, through
# each element's transform, so turned labels count as turned), and no two text boxes of a chart
# may overlap; each chart labels both axes; the schema is a link to a file beside the page. A copy of the page gets a
# measuring script that writes what it found into <html data-…>, read back with --dump-dom.
#
#   scripts/dashboard-check.sh DASHBOARD.html
#
# Exit status: 0 passed, 1 failed, 2 Chromium or python3 missing (skipped).
set -euo pipefail
dashboard="$1"
source "$(dirname "${BASH_SOURCE[0]}")/find-browser.sh"
if [[ -z "$browser" ]] || ! command -v python3 >/dev/null 2>&1; then
    echo "dashboard-check: Chromium or python3 not found; skipped" >&2
    exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$dashboard" "$work/measured.html" <<'PYTHON'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
probe = """<script>
(function () {
  var report = { charts: 0, overlaps: [], unlabelled: [] };
  document.querySelectorAll("svg.chart").forEach(function (chart, index) {
    report.charts += 1;
    var boxes = [];
    chart.querySelectorAll("text").forEach(function (text) {
      if (!text.textContent.trim()) return;
      var box = text.getBBox(), matrix = text.getCTM();
      var corners = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height],
        [box.x + box.width, box.y + box.height]].map(function (c) {
          var point = chart.createSVGPoint(); point.x = c[0]; point.y = c[1];
          return point.matrixTransform(matrix);
        });
      var xs = corners.map(function (p) { return p.x; }), ys = corners.map(function (p) { return p.y; });
      boxes.push({ text: text.textContent, left: Math.min.apply(null, xs), right: Math.max.apply(null, xs),
        top: Math.min.apply(null, ys), bottom: Math.max.apply(null, ys), turned: text.hasAttribute("transform") });
    });
    for (var i = 0; i < boxes.length; i++) {
      for (var j = i + 1; j < boxes.length; j++) {
        var a = boxes[i], b = boxes[j];
        // Turned labels are measured by their upright bounds: two of them may share a corner of
        // that bound without their slanted text touching, so they are compared along x only.
        var apart = a.turned && b.turned
          ? Math.min(a.right, b.right) - Math.max(a.left, b.left) < 0.5 * Math.min(a.right - a.left, b.right - b.left)
          : a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
        if (!apart) report.overlaps.push("chart " + (index + 1) + ": \\"" + a.text + "\\" and \\"" + b.text + "\\"");
      }
    }
    var labels = Array.prototype.filter.call(chart.querySelectorAll("text.axis-label"), function (label) {
      return label.textContent.trim().length > 0;
    });
    if (labels.length < 2) report.unlabelled.push("chart " + (index + 1) + " labels " + labels.length + " of its 2 axes");
  });
  var schema = document.querySelector("a[href$='RESULTS-SCHEMA.md']");
  report.schemaLink = schema ? schema.getAttribute("href") : "";
  document.documentElement.setAttribute("data-report", JSON.stringify(report));
})();
</script>
"""
open(sys.argv[2], "w", encoding="utf-8").write(page.replace("</body>", probe + "</body>"))
PYTHON
timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$work/profile" --window-size=1280,900 --dump-dom "file://$work/measured.html" \
    >"$work/dom.html" 2>/dev/null
python3 - "$work/dom.html" "$(dirname "$dashboard")" <<'PYTHON'
import html, json, os, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r'<html[^>]*data-report="([^"]*)"', text)
if not found:
    sys.exit("FAIL dashboard-check: the measuring script did not run")
report = json.loads(html.unescape(found.group(1)))
problems = [f"labels overlap in {o}" for o in report["overlaps"]] + report["unlabelled"]
if report["charts"] < 3:
    problems.append(f"only {report['charts']} charts")
if not report["schemaLink"]:
    problems.append("no link to the results schema (RESULTS-SCHEMA.md)")
elif not os.path.isfile(os.path.join(sys.argv[2], report["schemaLink"])):
    problems.append(f"the schema link {report['schemaLink']} leads to no file beside the dashboard")
if problems:
    print("\n".join("FAIL dashboard-check: " + p for p in problems))
    sys.exit(1)
print(f"ok   dashboard: {report['charts']} charts, no text overlaps, both axes of every chart labelled, schema linked")
PYTHON
