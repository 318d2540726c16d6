#!/usr/bin/env python3
"""A real family's pictures checked the way a genealogist looks at them.

    scripts/real-family-check.py svg CHART.svg
        every box shows its person's whole name (no "…", the lines are the name in its
        tooltip), the picture has a title, and every repeat appearance's "see N · gen. G"
        leads to a box marked N, of the same person, in generation G;
    scripts/real-family-check.py page DUMPED.dom
        the chart page, as headless Chromium left it: a title, boxes drawn, and no line of any
        drawn box wider than its box in the browser's own font (the page counts them);
    scripts/real-family-check.py collapse DUMPED.dom LAYOUT.json
        the chart page after `#collapse=ID&dump=boxes`: its LayoutSession (WebAssembly) shows
        exactly the boxes `treebench layout --collapse ID` lays out, to 0.01 pt;
    scripts/real-family-check.py collapse DUMPED.dom EXPECTED.dom
        the same against the boxes another page dumped (`#dump=boxes`): a page folded in the
        browser against the page `treebench render --collapse ID` wrote folded.

Exit status: 0 passed, 1 failed (each problem printed). Python's standard library only.
"""
import re
import sys
import xml.etree.ElementTree as ElementTree

SVG = "{http://www.w3.org/2000/svg}"


def check_svg(path):
    problems = []
    root = ElementTree.parse(path).getroot()
    title = root.find(f"{SVG}text[@class='title']")
    if title is None or not (title.text or "").strip():
        problems.append("no title above the chart")
    # People and references in document order: each reference follows its person's box.
    people = []
    references = []
    legend = {id(element) for group in root.iter(f"{SVG}g") if group.get("class") == "legend" for element in group.iter()}
    for element in root.iter():
        if id(element) in legend:
            continue
        classes = (element.get("class") or "").split()
        if element.tag == f"{SVG}g" and "person" in classes and element.find(f"{SVG}rect") is not None:
            rect = element.find(f"{SVG}rect")
            tooltip = (element.findtext(f"{SVG}title") or "").split("\n")
            lines = [text.text or "" for text in element.findall(f"{SVG}text")]
            people.append({
                "name": tooltip[0], "lines": lines, "y": float(rect.get("y")), "repeat": "repeat" in classes,
            })
        elif element.tag == f"{SVG}g" and "reference" in classes:
            references.append((len(people) - 1, element.findtext(f"{SVG}text") or "", "home" in classes))
    if not people:
        problems.append("no person's box")
    for person in people:
        drawn = " ".join(person["lines"])
        if "…" in drawn:
            problems.append(f"{person['name']!r} is cut: {person['lines']}")
        name = " ".join(person["name"].split())
        if name != "(no name)" and not drawn.startswith(name):
            problems.append(f"{person['name']!r} is drawn as {person['lines']}")
    # Rows by y: generation G is the G-th distinct row from the top (one panel is drawn).
    rows = sorted({person["y"] for person in people})
    homes = {text: index for index, text, home in references if home}
    resolved = 0
    for index, text, home in references:
        if home:
            continue
        match = re.fullmatch(r"see (\d+) · gen\. (\d+)", text)
        if not match:
            problems.append(f"a repeat's reference reads {text!r}")
            continue
        number, generation = match.group(1), int(match.group(2))
        if number not in homes:
            problems.append(f"{text!r}: no box is marked {number}")
            continue
        target = people[homes[number]]
        if target["name"] != people[index]["name"]:
            problems.append(f"{text!r} on {people[index]['name']!r} leads to {target['name']!r}")
        if rows.index(target["y"]) + 1 != generation:
            problems.append(f"{text!r}: the box marked {number} is in generation {rows.index(target['y']) + 1}")
        resolved += 1
    if not any(not home for _, _, home in references):
        problems.append("no repeat appearance to follow (the family should have some)")
    return problems, f"{len(people)} boxes, every name whole, {resolved} repeat references resolved"


def check_page(path):
    text = open(path, encoding="utf-8").read()
    tag = re.search(r"<html[^>]*>", text).group(0)
    state = dict(re.findall(r'data-([a-z-]+)="([^"]*)"', tag))
    problems = []
    title = re.search(r'<h1 id="title">([^<]*)</h1>', text)
    if not title or not title.group(1).strip():
        problems.append("no title")
    if int(state.get("drawn", "0")) == 0:
        problems.append("no box drawn")
    if state.get("cut-names") != "0":
        problems.append(f"{state.get('cut-names')} drawn lines are wider than their boxes")
    if float(state.get("scale", "0")) * 9 < 11:
        problems.append(f"it opens at {float(state.get('scale', '0')):.2f}: names under 11 pixels")
    return problems, f"title {title.group(1)!r}, {state.get('drawn')} boxes drawn, no name cut, names {float(state['scale']) * 9:.0f} px"


def check_collapse(path, layout_path):
    import html
    import json
    text = open(path, encoding="utf-8").read()
    problems = []
    if 'data-session="ready"' not in text:
        return ["the page's layout session did not start"], ""
    def dumped(text):
        found = re.search(r'<pre id="boxes"[^>]*>([^<]*)</pre>', text)
        return {box["id"]: box for box in json.loads(html.unescape(found.group(1)))} if found else None
    page = dumped(text)
    if page is None:
        return ["the page wrote no boxes"], ""
    if layout_path.endswith(".dom"):
        layout = dumped(open(layout_path, encoding="utf-8").read())
        if layout is None:
            return ["the expected page wrote no boxes"], ""
    else:
        layout = {box["id"]: box for box in json.load(open(layout_path, encoding="utf-8"))["boxes"]}
    if set(page) != set(layout):
        problems.append(f"the page shows {len(page)} people, the expected layout {len(layout)}")
    worst = 0.0
    for person, box in layout.items():
        if person not in page:
            continue
        for key in ("x", "y", "width", "height"):
            worst = max(worst, abs(page[person][key] - box[key]))
    if worst > 0.011:
        problems.append(f"the page's boxes differ from the expected layout's by up to {worst:.3f} pt")
    return problems, f"collapsed on the page: {len(page)} people shown, the same boxes as {layout_path.rsplit('/', 1)[-1]} (to {worst:.3f} pt)"


if __name__ == "__main__":
    kind, path = sys.argv[1], sys.argv[2]
    if kind == "collapse":
        problems, summary = check_collapse(path, sys.argv[3])
    else:
        problems, summary = (check_svg if kind == "svg" else check_page)(path)
    if problems:
        print("\n".join(f"FAIL real-family {kind}: {problem}" for problem in problems[:20]))
        sys.exit(1)
    print(f"ok   real family {kind}: {summary}")
