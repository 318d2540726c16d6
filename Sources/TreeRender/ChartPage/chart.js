// TreeBench's interactive chart: one canvas, drawn from the data embedded in the page.
// Pan by dragging, zoom with the wheel, a pinch or the buttons, search by name or id, hover
// for details, click a repeated person to go to their home appearance (and a home to its
// next repeat). Only what is on screen is drawn: a grid of cells indexes every box and
// connector, so a frame costs what is visible, not the whole family.
// Deep links: #search=TEXT (the first match, centred), &zoom=F (zoom by F after that).
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("chart-data").textContent);
  var people = data.people;
  var personCount = people.id.length;
  var panels = data.panels;
  var canvas = document.getElementById("chart");
  var context = canvas.getContext("2d");
  var status = document.getElementById("status");
  var tooltip = document.getElementById("tooltip");
  var searchBox = document.getElementById("search");
  var palette = [
    { fill: "#d4e8f7", stroke: "#0072b2" },
    { fill: "#fde6cf", stroke: "#b35900" },
    { fill: "#ececec", stroke: "#666666" },
  ];
  var style = data.style;

  // Every appearance (panel × person) is one box in page coordinates: k = panel * n + person.
  var boxCount = personCount * panels.length;
  var boxX = new Float64Array(boxCount);
  var boxY = new Float64Array(boxCount);
  var boxW = new Float64Array(boxCount);
  var boxH = new Float64Array(boxCount);
  // Connectors: a couple line or a fork (anchor to the bus, along it, into each child). A fork
  // runs the way its section grows (g: 0 down, 1 up, 2 right, 3 left); it is worked out in the
  // section's frame, a along the row and d the depth growing towards the children, and drawn
  // through P(a, d), which turns frame points onto the page.
  function along0(k, g) { return g < 2 ? boxX[k] : boxY[k]; }
  function along1(k, g) { return g < 2 ? boxX[k] + boxW[k] : boxY[k] + boxH[k]; }
  function near(k, g) {
    return g === 0 ? boxY[k] : g === 1 ? -(boxY[k] + boxH[k]) : g === 2 ? boxX[k] : -(boxX[k] + boxW[k]);
  }
  function far(k, g) {
    return g === 0 ? boxY[k] + boxH[k] : g === 1 ? -boxY[k] : g === 2 ? boxX[k] + boxW[k] : -boxX[k];
  }
  function px(a, d, g) { return g < 2 ? a : g === 2 ? d : -d; }
  function py(a, d, g) { return g === 0 ? d : g === 1 ? -d : a; }
  // Hidden boxes: the people of a branch collapsed on the page (the page's own LayoutSession).
  var hidden = new Uint8Array(boxCount);
  panels.forEach(function (panel, p) {
    var b = panel.boxes;
    for (var i = 0; i < personCount; i++) {
      var k = p * personCount + i;
      boxX[k] = b[4 * i] + panel.dx;
      boxY[k] = b[4 * i + 1] + panel.dy;
      boxW[k] = b[4 * i + 2];
      boxH[k] = b[4 * i + 3];
    }
  });
  var meanWidth = 0;
  for (var k = 0; k < boxCount; k++) meanWidth += boxW[k];
  meanWidth = boxCount ? meanWidth / boxCount : 50;
  // The grid: square cells of about four boxes a side; each cell lists the boxes and forks
  // whose bounds touch it.
  var cell = Math.max(64, meanWidth * 4);
  var columns = Math.max(1, Math.ceil(data.width / cell));
  var rows = Math.max(1, Math.ceil(data.height / cell));
  function insert(cells, item, minX, minY, maxX, maxY) {
    var x0 = Math.max(0, Math.floor(minX / cell)), x1 = Math.min(columns - 1, Math.floor(maxX / cell));
    var y0 = Math.max(0, Math.floor(minY / cell)), y1 = Math.min(rows - 1, Math.floor(maxY / cell));
    for (var y = y0; y <= y1; y++) {
      for (var x = x0; x <= x1; x++) {
        var key = y * columns + x;
        var list = cells.get(key);
        if (list === undefined) cells.set(key, (list = []));
        list.push(item);
      }
    }
  }
  // The forks and the grid over boxes and forks; built again when a branch collapses or expands.
  var forks, boxCells, forkCells, boxStamp, forkStamp;
  // Each unit's anchor is the layout's (panel.anchors: written with the page, then the engine's
  // after a collapse), never worked out here, so the page cannot disagree with its layout.
  function buildGeometry() {
    forks = [];
    panels.forEach(function (panel, p) {
      var units = data.units;
      for (var u = 0; u < units.blood.length; u++) {
        var g = panel.growth[units.section[u]];
        var shift = g < 2 ? panel.dx : panel.dy;
        var blood = p * personCount + units.blood[u];
        if (hidden[blood]) continue;
        var spouse = units.spouse[u] < 0 ? -1 : p * personCount + units.spouse[u];
        // A further union: a later partner (blood) of the person it names, its line from that person.
        var partnerOf = units.spouse[u] <= -2 ? p * personCount + (-2 - units.spouse[u]) : -1;
        var first = units.firstChild[u];
        var count = units.childCount[u];
        // A collapsed unit's children are hidden together: it draws no fork down to them.
        if (count && hidden[p * personCount + units.children[first]]) count = 0;
        // A single person whose line is folded keeps a fork with no lines: it carries the button.
        if (spouse < 0 && partnerOf < 0 && units.childCount[u] === 0) continue;
        var anchor = panel.anchors[u] + shift;
        var start = far(blood, g);
        var parentsFar = start;
        if (spouse >= 0) {
          start = (near(blood, g) + far(blood, g) + near(spouse, g) + far(spouse, g)) / 4;
          parentsFar = Math.max(parentsFar, far(spouse, g));
        } else if (partnerOf >= 0) {
          start = (near(blood, g) + far(blood, g) + near(partnerOf, g) + far(partnerOf, g)) / 4;
          parentsFar = Math.max(parentsFar, far(partnerOf, g));
        }
        var children = [];
        var references = [];
        var childrenNear = Infinity;
        for (var c = 0; c < count; c++) {
          // A child's later partner stands in the run (a further union): no line to them.
          if (units.reference[first + c] === 2) continue;
          var child = p * personCount + units.children[first + c];
          children.push(child);
          references.push(units.reference[first + c]);
          childrenNear = Math.min(childrenNear, near(child, g));
        }
        var fork = { unit: u, parentsFar: parentsFar, g: g, blood: blood, spouse: spouse, partnerOf: partnerOf,
          anchor: anchor, start: start,
          bus: children.length ? (parentsFar + childrenNear) / 2 : parentsFar, children: children, references: references,
          minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
        var grow = function (x, y) {
          fork.minX = Math.min(fork.minX, x);
          fork.maxX = Math.max(fork.maxX, x);
          fork.minY = Math.min(fork.minY, y);
          fork.maxY = Math.max(fork.maxY, y);
        };
        grow(px(anchor, start, g), py(anchor, start, g));
        var other = spouse >= 0 ? spouse : partnerOf;
        if (other >= 0) {
          grow(boxX[blood], boxY[blood]);
          grow(boxX[blood] + boxW[blood], boxY[blood] + boxH[blood]);
          grow(boxX[other], boxY[other]);
          grow(boxX[other] + boxW[other], boxY[other] + boxH[other]);
        }
        for (c = 0; c < children.length; c++) {
          var ca = (along0(children[c], g) + along1(children[c], g)) / 2;
          grow(px(ca, fork.bus, g), py(ca, fork.bus, g));
          grow(px(ca, near(children[c], g), g), py(ca, near(children[c], g), g));
        }
        forks.push(fork);
      }
    });
    boxCells = new Map();
    forkCells = new Map();
    for (var k = 0; k < boxCount; k++) {
      if (!hidden[k]) insert(boxCells, k, boxX[k], boxY[k], boxX[k] + boxW[k], boxY[k] + boxH[k]);
    }
    forks.forEach(function (fork, f) { insert(forkCells, f, fork.minX, fork.minY, fork.maxX, fork.maxY); });
    boxStamp = new Uint32Array(boxCount);
    forkStamp = new Uint32Array(forks.length);
  }
  buildGeometry();
  var frame = 0;

  // The view: page point (x, y) is drawn at (x * scale + tx, y * scale + ty) CSS pixels.
  var view = { scale: 1, tx: 0, ty: 0 };
  var viewport = { width: 1, height: 1 };
  var selected = -1;
  var matches = [];
  var matchIndex = -1;
  var lines = new Array(personCount);
  // Per box, how many of its lines the browser drew wider than the box (255: not drawn yet), and
  // the total: a picture check reads it, so a cut name is seen in the browser's own font.
  var measuredCut = new Uint8Array(boxCount).fill(255);
  var cutLines = 0;

  function homeOf(person) {
    return people.sameAs ? people.sameAs[person] : -1;
  }
  /// The reference drawn by a person's box, as the SVG draws it: a home's number, a repeat's
  /// "see N · gen. G"; null for everyone else.
  function tagOf(person) {
    if (!people.number) return null;
    if (people.number[person] > 0) return { text: String(people.number[person]), home: true };
    var home = homeOf(person);
    if (home < 0 || !(people.number[home] > 0)) return null;
    var place = people.generationPlace ? people.generationPlace[home] : "gen. " + people.generation[home];
    return { text: "see " + people.number[home] + " · " + place, home: false };
  }
  function repeatsOf(person) {
    var result = [];
    if (!people.sameAs) return result;
    for (var i = 0; i < personCount; i++) if (people.sameAs[i] === person) result.push(i);
    return result;
  }

  function resize() {
    var ratio = window.devicePixelRatio || 1;
    viewport.width = canvas.clientWidth || window.innerWidth;
    viewport.height = canvas.clientHeight || window.innerHeight;
    canvas.width = Math.max(1, Math.round(viewport.width * ratio));
    canvas.height = Math.max(1, Math.round(viewport.height * ratio));
    draw();
  }

  function fit() {
    var scale = Math.min(viewport.width / data.width, viewport.height / data.height);
    view.scale = Math.max(scale, 1e-6);
    view.tx = (viewport.width - data.width * view.scale) / 2;
    view.ty = (viewport.height - data.height * view.scale) / 2;
    schedule();
  }

  // The scale at which names are 13 CSS pixels tall: whole names read at a glance.
  var readableScale = 13 / style.fontSize;
  /// The opening view: the whole chart when it fits at a readable scale, else the first
  /// founder's box at the readable scale, the chart filling the window around it (whichever way
  /// its rows run); the overview shows the rest.
  function openView() {
    var fitScale = Math.min(viewport.width / data.width, viewport.height / data.height);
    if (fitScale >= readableScale * 0.85 || !data.units.blood.length) {
      fit();
      return;
    }
    view.scale = Math.min(readableScale, 40);
    var k = data.units.blood[0];
    view.tx = viewport.width / 2 - (boxX[k] + boxW[k] / 2) * view.scale;
    view.ty = viewport.height / 2 - (boxY[k] + boxH[k] / 2) * view.scale;
    clampView();
    schedule();
  }
  /// Keeps the page over the whole window where it is larger than the window: no blank beyond its edges.
  function clampView() {
    var width = data.width * view.scale, height = data.height * view.scale;
    if (width > viewport.width) view.tx = Math.min(0, Math.max(viewport.width - width, view.tx));
    if (height > viewport.height) view.ty = Math.min(0, Math.max(viewport.height - height, view.ty));
  }

  function zoomAt(factor, x, y) {
    var scale = Math.min(Math.max(view.scale * factor, 1e-6), 40);
    factor = scale / view.scale;
    view.tx = x - (x - view.tx) * factor;
    view.ty = y - (y - view.ty) * factor;
    view.scale = scale;
    schedule();
  }
  function zoomBy(factor) {
    zoomAt(factor, viewport.width / 2, viewport.height / 2);
  }

  /// Centres appearance k, zoomed in so its box is at least 120 pixels wide.
  function centre(k) {
    view.scale = Math.max(view.scale, Math.min(40, 120 / boxW[k]));
    view.tx = viewport.width / 2 - (boxX[k] + boxW[k] / 2) * view.scale;
    view.ty = viewport.height / 2 - (boxY[k] + boxH[k] / 2) * view.scale;
    schedule();
  }

  /// The lines drawn in a person's box (name, then years), wrapped by the page's writer exactly
  /// as the SVG wraps them.
  function boxLines(person) {
    if (lines[person] === undefined) lines[person] = people.lines ? people.lines[person].split("\n") : [people.name[person] || ""];
    return lines[person];
  }

  function roundedRect(x, y, w, h, r) {
    r = Math.min(r, w / 2, h / 2);
    context.moveTo(x + r, y);
    context.arcTo(x + w, y, x + w, y + h, r);
    context.arcTo(x + w, y + h, x, y + h, r);
    context.arcTo(x, y + h, x, y, r);
    context.arcTo(x, y, x + w, y, r);
    context.closePath();
  }

  /// Adds a fork's lines to the path: the couple line and the lines to the children that are
  /// parentage (`kind` 0), or only the lines of one other kind (`units.reference`): the
  /// reference lines to repeat appearances drawn for a further union (1), or the lines to the
  /// children by one tie other than birth (3 and up: adopted, foster, step, other).
  function forkPath(fork, rounded, kind) {
    var r = rounded ? style.connectorRadius : 0;
    var g = fork.g;
    function move(a, d) { context.moveTo(px(a, d, g), py(a, d, g)); }
    function line(a, d) { context.lineTo(px(a, d, g), py(a, d, g)); }
    var other = fork.spouse >= 0 ? fork.spouse : fork.partnerOf;
    if (other >= 0 && kind === 0) {
      var firstOnRow = along0(fork.blood, g) <= along0(other, g) ? fork.blood : other;
      var second = firstOnRow === fork.blood ? other : fork.blood;
      var depth = (near(firstOnRow, g) + far(firstOnRow, g) + near(second, g) + far(second, g)) / 4;
      move(along1(firstOnRow, g), depth);
      line(along0(second, g), depth);
    }
    for (var c = 0; c < fork.children.length; c++) {
      if (fork.references[c] !== kind) continue;
      var child = fork.children[c];
      var ca = (along0(child, g) + along1(child, g)) / 2;
      var end = near(child, g);
      move(fork.anchor, fork.start);
      if (Math.abs(ca - fork.anchor) < 0.01 || r === 0) {
        if (Math.abs(ca - fork.anchor) >= 0.01) {
          line(fork.anchor, fork.bus);
          line(ca, fork.bus);
        }
        line(ca, end);
        continue;
      }
      var radius = Math.min(r, Math.abs(ca - fork.anchor) / 2, (fork.bus - fork.start) / 2, (end - fork.bus) / 2);
      context.arcTo(px(fork.anchor, fork.bus, g), py(fork.anchor, fork.bus, g),
        px(ca, fork.bus, g), py(ca, fork.bus, g), radius);
      context.arcTo(px(ca, fork.bus, g), py(ca, fork.bus, g), px(ca, end, g), py(ca, end, g), radius);
      line(ca, end);
    }
  }

  var pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      draw();
    });
  }

  // Zoomed far out, a large family is drawn once into a bitmap of the whole page (at most
  // 8192 pixels a side) and that bitmap is reused while it is at least as sharp as the screen.
  var overview = null;
  var overviewScale = Math.min(8192 / data.width, 8192 / data.height);
  function overviewFits() {
    var ratio = canvas.width / viewport.width;
    return boxCount > 2000 && view.scale * ratio <= overviewScale;
  }
  function drawOverview(ratio) {
    if (overview === null) {
      overview = document.createElement("canvas");
      overview.width = Math.max(1, Math.ceil(data.width * overviewScale));
      overview.height = Math.max(1, Math.ceil(data.height * overviewScale));
      var live = { context: context, view: view, viewport: viewport };
      context = overview.getContext("2d");
      view = { scale: overviewScale, tx: 0, ty: 0 };
      viewport = { width: overview.width, height: overview.height };
      paint(1);
      context = live.context;
      view = live.view;
      viewport = live.viewport;
    }
    context.imageSmoothingEnabled = true;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.drawImage(overview, view.tx, view.ty, overview.width * view.scale / overviewScale,
      overview.height * view.scale / overviewScale);
    context.setTransform(view.scale * ratio, 0, 0, view.scale * ratio, view.tx * ratio, view.ty * ratio);
    return 0;
  }

  // The overview: the whole chart in a corner, the window's part outlined; a click or a drag
  // there moves the view. Hidden while the whole chart is on screen.
  var overviewCanvas = document.getElementById("overview");
  var overviewMap = null;
  var mapScale = Math.min(200 / data.width, 140 / data.height);
  function drawOverviewMap() {
    if (!overviewCanvas) return;
    var whole = data.width * view.scale <= viewport.width + 1 && data.height * view.scale <= viewport.height + 1;
    overviewCanvas.hidden = whole;
    if (whole) return;
    var ratio = window.devicePixelRatio || 1;
    var width = Math.max(1, Math.ceil(data.width * mapScale)), height = Math.max(1, Math.ceil(data.height * mapScale));
    if (overviewMap === null) {
      overviewCanvas.style.width = width + "px";
      overviewCanvas.style.height = height + "px";
      overviewCanvas.width = Math.round(width * ratio);
      overviewCanvas.height = Math.round(height * ratio);
      overviewMap = document.createElement("canvas");
      overviewMap.width = overviewCanvas.width;
      overviewMap.height = overviewCanvas.height;
      var map = overviewMap.getContext("2d");
      map.setTransform(mapScale * ratio, 0, 0, mapScale * ratio, 0, 0);
      map.fillStyle = "#ffffff";
      map.fillRect(0, 0, data.width, data.height);
      var least = 1 / (mapScale * ratio);
      for (var colour = 0; colour < palette.length; colour++) {
        map.fillStyle = palette[colour].stroke;
        for (var k = 0; k < boxCount; k++) {
          if (people.gender[k % personCount] !== colour || hidden[k]) continue;
          map.fillRect(boxX[k], boxY[k], Math.max(boxW[k], least), Math.max(boxH[k], least));
        }
      }
    }
    var mapContext = overviewCanvas.getContext("2d");
    mapContext.setTransform(1, 0, 0, 1, 0, 0);
    mapContext.drawImage(overviewMap, 0, 0);
    mapContext.setTransform(mapScale * ratio, 0, 0, mapScale * ratio, 0, 0);
    mapContext.strokeStyle = "#d55e00";
    mapContext.lineWidth = 2 / (mapScale * ratio);
    mapContext.strokeRect(-view.tx / view.scale, -view.ty / view.scale, viewport.width / view.scale,
      viewport.height / view.scale);
  }
  function moveToOverviewPoint(event) {
    var rect = overviewCanvas.getBoundingClientRect();
    var x = (event.clientX - rect.left) / mapScale, y = (event.clientY - rect.top) / mapScale;
    view.tx = viewport.width / 2 - x * view.scale;
    view.ty = viewport.height / 2 - y * view.scale;
    moved = true;
    schedule();
  }
  if (overviewCanvas) {
    var mapDragging = false;
    overviewCanvas.addEventListener("pointerdown", function (event) {
      mapDragging = true;
      overviewCanvas.setPointerCapture(event.pointerId);
      moveToOverviewPoint(event);
    });
    overviewCanvas.addEventListener("pointermove", function (event) { if (mapDragging) moveToOverviewPoint(event); });
    overviewCanvas.addEventListener("pointerup", function () { mapDragging = false; });
  }

  function draw() {
    var started = performance.now();
    var ratio = canvas.width / viewport.width;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    var drawn = overviewFits() ? drawOverview(ratio) : paint(ratio);
    drawHighlights();
    drawOverviewMap();
    report(drawn, performance.now() - started);
  }

  /// Draws what is in the viewport; returns the number of boxes drawn.
  function paint(ratio) {
    frame += 1;
    context.setTransform(view.scale * ratio, 0, 0, view.scale * ratio, view.tx * ratio, view.ty * ratio);
    // The visible page rectangle, and the cells under it.
    var minX = -view.tx / view.scale, minY = -view.ty / view.scale;
    var maxX = minX + viewport.width / view.scale, maxY = minY + viewport.height / view.scale;
    var x0 = Math.max(0, Math.floor(minX / cell)), x1 = Math.min(columns - 1, Math.floor(maxX / cell));
    var y0 = Math.max(0, Math.floor(minY / cell)), y1 = Math.min(rows - 1, Math.floor(maxY / cell));
    var visibleBoxes = [];
    var visibleForks = [];
    for (var y = y0; y <= y1; y++) {
      for (var x = x0; x <= x1; x++) {
        var key = y * columns + x;
        var list = boxCells.get(key);
        if (list) {
          for (var i = 0; i < list.length; i++) {
            var k = list[i];
            if (boxStamp[k] === frame) continue;
            boxStamp[k] = frame;
            if (boxX[k] > maxX || boxX[k] + boxW[k] < minX || boxY[k] > maxY || boxY[k] + boxH[k] < minY) continue;
            visibleBoxes.push(k);
          }
        }
        list = forkCells.get(key);
        if (list) {
          for (i = 0; i < list.length; i++) {
            var f = list[i];
            if (forkStamp[f] === frame) continue;
            forkStamp[f] = frame;
            visibleForks.push(forks[f]);
          }
        }
      }
    }
    var detailed = meanWidth * view.scale >= 12;
    // Zoomed out, every box still covers at least a pixel.
    var onePixel = 1 / view.scale;
    var lineWidth = detailed ? 1.5 : Math.max(1.5, 0.8 / view.scale);

    // Connectors first, in one path.
    context.beginPath();
    for (i = 0; i < visibleForks.length; i++) forkPath(visibleForks[i], detailed, 0);
    context.strokeStyle = "#555555";
    context.lineWidth = lineWidth;
    context.stroke();
    if (people.sameAs) {
      // A repeat's line from its parents is a reference, not a second parentage: dashed.
      context.beginPath();
      for (i = 0; i < visibleForks.length; i++) forkPath(visibleForks[i], detailed, 1);
      context.setLineDash([5, 4]);
      context.stroke();
      context.setLineDash([]);
    }
    // A line to a child by adoption, fostering or a step-parent: the tie's own colour and dash.
    for (var tie = 0; tie < data.ties.color.length; tie++) {
      context.beginPath();
      for (i = 0; i < visibleForks.length; i++) forkPath(visibleForks[i], detailed, 3 + tie);
      context.strokeStyle = data.ties.color[tie];
      context.setLineDash(data.ties.dash[tie].split(" ").map(Number));
      context.stroke();
      context.setLineDash([]);
    }
    context.strokeStyle = "#555555";

    // Boxes, one path per colour.
    for (var colour = 0; colour < palette.length; colour++) {
      context.beginPath();
      for (i = 0; i < visibleBoxes.length; i++) {
        k = visibleBoxes[i];
        if (people.gender[k % personCount] !== colour) continue;
        if (detailed) roundedRect(boxX[k], boxY[k], boxW[k], boxH[k], style.boxCornerRadius);
        else context.rect(boxX[k], boxY[k], Math.max(boxW[k], onePixel), Math.max(boxH[k], onePixel));
      }
      context.fillStyle = palette[colour].fill;
      context.fill();
      if (detailed) {
        context.strokeStyle = palette[colour].stroke;
        context.lineWidth = 1.5;
        context.stroke();
      }
    }

    // A repeated person's box (a further appearance, `sameAs` its home) gets a dashed ring.
    if (detailed && people.sameAs) {
      context.beginPath();
      for (i = 0; i < visibleBoxes.length; i++) {
        k = visibleBoxes[i];
        if (people.sameAs[k % personCount] >= 0) roundedRect(boxX[k] - 3, boxY[k] - 3, boxW[k] + 6, boxH[k] + 6, style.boxCornerRadius + 3);
      }
      context.strokeStyle = "#555555";
      context.lineWidth = 1;
      context.setLineDash([3, 2]);
      context.stroke();
      context.setLineDash([]);
    }

    if (detailed) {
      context.fillStyle = "#1a1a1a";
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.font = style.fontSize + "px " + style.fontFamily;
      var lineHeight = style.fontSize * 1.2;
      for (i = 0; i < visibleBoxes.length; i++) {
        k = visibleBoxes[i];
        var person = k % personCount;
        var text = boxLines(person);
        if (measuredCut[k] === 255) {
          // How many of the box's lines the browser's own font draws wider than the box allows.
          var cut = 0;
          for (var m = 0; m < text.length; m++) {
            if (context.measureText(text[m]).width > boxW[k] - 2 * style.textPadding + 0.5) cut++;
          }
          measuredCut[k] = cut;
          cutLines += cut;
        }
        var top = boxY[k] + boxH[k] / 2 - ((text.length - 1) * lineHeight) / 2;
        for (var l = 0; l < text.length; l++) context.fillText(text[l], boxX[k] + boxW[k] / 2, top + l * lineHeight);
      }
    }

    if (detailed && data.units.marriage) drawMarriages(visibleForks);
    if (detailed && people.number) drawTags(visibleBoxes);
    if (detailed) drawToggles(visibleForks);
    drawMarks(detailed);
    drawCaptions();
    return visibleBoxes.length;
  }

  /// Each union's marriage by its line, placed as the SVG places it (MarriageLabel): under the
  /// partners, 8 points past the union's anchor (the layout's); for partners in a column, above the
  /// lower one. An ancestor section's pair of parents (a fork with no partner and two lines): centred
  /// on the middle of the gap between the two, where no line runs.
  function drawMarriages(visibleForks) {
    var size = style.tagFontSize;
    context.font = size + "px " + style.fontFamily;
    context.textAlign = "left";
    context.textBaseline = "alphabetic";
    context.fillStyle = "#1a1a1a";
    for (var i = 0; i < visibleForks.length; i++) {
      var fork = visibleForks[i];
      var text = data.units.marriage[fork.unit];
      var a = fork.partnerOf >= 0 ? fork.partnerOf : fork.blood, b = fork.partnerOf >= 0 ? fork.blood : fork.spouse;
      var x = fork.anchor + 8;
      if (text && b < 0 && fork.partnerOf < 0 && fork.children.length === 2) {
        a = fork.children[0];
        b = fork.children[1];
        var gapMiddle = (Math.min(boxX[a] + boxW[a], boxX[b] + boxW[b]) + Math.max(boxX[a], boxX[b])) / 2;
        x = gapMiddle - context.measureText(text).width / 2;
      }
      if (!text || b < 0) continue;
      if (Math.abs(boxY[a] + boxH[a] / 2 - boxY[b] - boxH[b] / 2) < Math.max(boxH[a], boxH[b]) / 2) {
        context.fillText(text, x, Math.max(boxY[a] + boxH[a], boxY[b] + boxH[b]) + size + 0.5);
      } else {
        var top = boxY[a] <= boxY[b] ? a : b, bottom = top === a ? b : a;
        context.fillText(text, (boxX[top] + boxW[top] / 2 + boxX[bottom] + boxW[bottom] / 2) / 2 + 8, boxY[bottom] - 2);
      }
    }
  }

  /// The repeat references above the boxes: white on dark for a home, dark on white for a repeat.
  function drawTags(visibleBoxes) {
    var size = style.tagFontSize;
    context.textAlign = "center";
    context.textBaseline = "middle";
    for (var i = 0; i < visibleBoxes.length; i++) {
      var k = visibleBoxes[i];
      var tag = tagOf(k % personCount);
      if (!tag) continue;
      context.font = (tag.home ? "bold " : "") + size + "px " + style.fontFamily;
      var width = context.measureText(tag.text).width + 6, height = size + 2.5;
      var x = boxX[k] + boxW[k] / 2 + 3, y = boxY[k] - height + 2.5;
      context.beginPath();
      roundedRect(x, y, width, height, height / 2);
      context.fillStyle = tag.home ? "#333333" : "#ffffff";
      context.fill();
      context.strokeStyle = tag.home ? "#333333" : "#555555";
      context.lineWidth = 0.8;
      context.stroke();
      context.fillStyle = tag.home ? "#ffffff" : "#1a1a1a";
      context.fillText(tag.text, x + width / 2, y + height / 2);
    }
  }

  function drawHighlights() {
    var i, k;
    // Search matches, then the selected one on top.
    // Outlines a fixed number of screen pixels wide and away from the box, at any zoom.
    var pixel = 1 / view.scale;
    context.lineWidth = 2 * pixel;
    context.strokeStyle = "#e69f00";
    context.beginPath();
    for (i = 0; i < matches.length; i++) {
      for (var p = 0; p < panels.length; p++) {
        k = p * personCount + matches[i];
        context.rect(boxX[k] - 3 * pixel, boxY[k] - 3 * pixel, boxW[k] + 6 * pixel, boxH[k] + 6 * pixel);
      }
    }
    context.stroke();
    if (selected >= 0) {
      context.lineWidth = 4 * pixel;
      context.strokeStyle = "#d55e00";
      context.beginPath();
      for (p = 0; p < panels.length; p++) {
        k = p * personCount + selected;
        context.rect(boxX[k] - 5 * pixel, boxY[k] - 5 * pixel, boxW[k] + 10 * pixel, boxH[k] + 10 * pixel);
      }
      context.stroke();
    }
  }

  function drawMarks(detailed) {
    panels.forEach(function (panel) {
      if (!panel.marks.length) return;
      context.strokeStyle = "#c8102e";
      context.lineWidth = 2.5;
      context.setLineDash([6, 3]);
      context.beginPath();
      panel.marks.forEach(function (mark) {
        roundedRect(mark.x + panel.dx - 3, mark.y + panel.dy - 3, mark.width + 6, mark.height + 6, style.boxCornerRadius + 3);
      });
      context.stroke();
      context.setLineDash([]);
      if (!detailed) return;
      context.fillStyle = "#c8102e";
      context.textAlign = "left";
      context.textBaseline = "alphabetic";
      context.font = "bold " + style.captionFontSize + "px " + style.fontFamily;
      panel.marks.forEach(function (mark) {
        context.fillText(mark.label, mark.x + panel.dx - 3, mark.y + panel.dy - 6 - mark.stack * style.captionFontSize * 1.4);
      });
    });
  }

  function drawCaptions() {
    context.textAlign = "left";
    context.textBaseline = "alphabetic";
    panels.forEach(function (panel) {
      panel.caption.forEach(function (line, index) {
        context.font = (line.title ? "bold " : "") + style.captionFontSize + "px " + style.fontFamily;
        context.fillStyle = line.mark ? "#c8102e" : "#1a1a1a";
        context.fillText(line.text, panel.captionX, panel.captionY[index]);
      });
    });
  }

  /// The status line, and the same facts as data attributes for scripts and tests.
  function report(drawn, milliseconds) {
    var text = data.summary; // people, not boxes: written by the page from the family
    if (matches.length) text += " · match " + (matchIndex + 1) + " of " + matches.length;
    else if (searchBox.value) text += " · no match";
    var percent = view.scale * 100;
    text += " · zoom " + (percent >= 10 ? Math.round(percent) : percent.toPrecision(2)) + "%";
    status.textContent = text;
    var root = document.documentElement.dataset;
    root.scale = view.scale.toFixed(4);
    root.drawn = String(drawn);
    root.frameMs = milliseconds.toFixed(1);
    root.cutNames = String(cutLines);
    root.selected = selected >= 0 ? people.id[selected] : "";
    if (selected >= 0) {
      // The selected box of the first panel, in the window's CSS pixels.
      var k = selected;
      var frameRect = canvas.getBoundingClientRect();
      var left = boxX[k] * view.scale + view.tx, top = boxY[k] * view.scale + view.ty;
      var right = left + boxW[k] * view.scale, bottom = top + boxH[k] * view.scale;
      root.selectedVisible = String(left >= 0 && top >= 0 && right <= viewport.width && bottom <= viewport.height);
      root.selectedBox = [left + frameRect.left, top + frameRect.top, right + frameRect.left, bottom + frameRect.top]
        .map(function (v) { return v.toFixed(1); }).join(",");
    } else {
      root.selectedBox = "";
      root.selectedVisible = "false";
    }
  }

  function select(person) {
    selected = person;
    if (person >= 0) centre(person);
    else schedule();
  }

  function search(query) {
    query = query.trim();
    matches = [];
    matchIndex = -1;
    if (query) {
      var lower = query.toLowerCase();
      for (var i = 0; i < personCount; i++) {
        if (hidden[i]) continue;
        if (people.id[i] === query) matches.unshift(i);
        else if (people.name[i].toLowerCase().indexOf(lower) >= 0) matches.push(i);
      }
    }
    if (matches.length) {
      matchIndex = 0;
      select(matches[0]);
    } else {
      select(-1);
    }
  }
  function nextMatch(step) {
    if (!matches.length) return;
    matchIndex = (matchIndex + step + matches.length) % matches.length;
    select(matches[matchIndex]);
  }

  function boxAt(clientX, clientY) {
    var rect = canvas.getBoundingClientRect();
    var x = (clientX - rect.left - view.tx) / view.scale;
    var y = (clientY - rect.top - view.ty) / view.scale;
    var list = boxCells.get(Math.floor(y / cell) * columns + Math.floor(x / cell));
    if (!list || x < 0 || y < 0) return -1;
    for (var i = 0; i < list.length; i++) {
      var k = list[i];
      if (x >= boxX[k] && x <= boxX[k] + boxW[k] && y >= boxY[k] && y <= boxY[k] + boxH[k]) return k;
    }
    return -1;
  }

  function showDetails(k, clientX, clientY) {
    if (k < 0) {
      tooltip.hidden = true;
      return;
    }
    var person = k % personCount;
    var home = homeOf(person);
    var rows = [["", people.name[person] || "(no name)"]];
    var born = people.born ? people.born[person] : null;
    var died = people.died ? people.died[person] : null;
    if (born) rows.push(["born", born]);
    if (died) rows.push(["died", died === "?" ? "date unknown" : died]);
    if (people.places && people.places[person]) rows.push(["", people.places[person]]);
    if (people.marriage && people.marriage[person]) rows.push(["", people.marriage[person]]);
    rows.push(["id", people.id[home >= 0 ? home : person]]);
    rows.push(["generation", String(people.generation[person])]);
    rows.push(["sex", people.genderName[person]]);
    if (panels.length > 1) rows.push(["engine", panels[Math.floor(k / personCount)].engine]);
    if (home >= 0) {
      var number = people.number ? people.number[home] : 0;
      rows.push(["", "drawn again: the own box" + (number ? ", marked " + number + "," : "") +
        " is in generation " + people.generation[home] + "; click to go there"]);
    } else if (repeatsOf(person).length) rows.push(["", "drawn again elsewhere; click twice to go there"]);
    tooltip.textContent = "";
    rows.forEach(function (row) {
      var line = document.createElement("div");
      if (row[0]) {
        var label = document.createElement("span");
        label.className = "label";
        label.textContent = row[0] + " ";
        line.appendChild(label);
      } else if (tooltip.childNodes.length === 0) {
        line.className = "name";
      }
      line.appendChild(document.createTextNode(row[1]));
      tooltip.appendChild(line);
    });
    tooltip.hidden = false;
    tooltip.style.left = Math.min(clientX + 14, window.innerWidth - tooltip.offsetWidth - 4) + "px";
    tooltip.style.top = Math.min(clientY + 14, window.innerHeight - tooltip.offsetHeight - 4) + "px";
  }

  // Pointer input: one pointer pans, two pinch; a press that barely moves is a click.
  var pointers = new Map();
  var pressedAt = null;
  canvas.addEventListener("pointerdown", function (event) {
    canvas.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pressedAt = pointers.size === 1 ? { x: event.clientX, y: event.clientY } : null;
  });
  canvas.addEventListener("pointermove", function (event) {
    var last = pointers.get(event.pointerId);
    if (!last) {
      var k = boxAt(event.clientX, event.clientY);
      showDetails(k, event.clientX, event.clientY);
      canvas.style.cursor = k >= 0 || toggleAt(event.clientX, event.clientY) >= 0 ? "pointer" : "grab";
      return;
    }
    tooltip.hidden = true;
    if (pointers.size === 1) {
      view.tx += event.clientX - last.x;
      view.ty += event.clientY - last.y;
    } else if (pointers.size === 2) {
      var other = null;
      pointers.forEach(function (point, id) { if (id !== event.pointerId) other = point; });
      var before = Math.hypot(last.x - other.x, last.y - other.y);
      var after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
      var rect = canvas.getBoundingClientRect();
      if (before > 0) zoomAt(after / before, (event.clientX + other.x) / 2 - rect.left, (event.clientY + other.y) / 2 - rect.top);
      view.tx += (event.clientX - last.x) / 2;
      view.ty += (event.clientY - last.y) / 2;
    }
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    schedule();
  });
  function release(event) {
    pointers.delete(event.pointerId);
    if (pressedAt && Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y) < 4) click(event);
    pressedAt = null;
  }
  canvas.addEventListener("pointerup", release);
  canvas.addEventListener("pointercancel", function (event) {
    pointers.delete(event.pointerId);
    pressedAt = null;
  });
  // Collapse and expand: the page's own copy of the native engine's LayoutSession (TreeLayout),
  // compiled to WebAssembly (ChartEngine/), lays out again only the path from a toggled unit to
  // its root. It is used only when it gives exactly the boxes the page was written with.
  // One LayoutSession per section of the chart (an hourglass has two), all in one engine; each
  // section is laid out in its own frame (generation 0 on top, rows going down) and turned onto
  // the page: an ancestor section grows up. An hourglass's ancestor half follows the root box its
  // descendant half places, as the layout does (FamilyChart+Layout).
  var session = null;
  function openSession() {
    var source = document.getElementById("chart-engine");
    if (!source || !data.session || panels.length !== 1 || !window.WebAssembly) return;
    var text = atob(source.textContent.trim());
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    WebAssembly.instantiate(bytes, {}).then(function (result) {
      var engine = result.instance.exports;
      var units = data.units, count = units.blood.length;
      // The people drawn in rows apart from the tree (--isolated row): no session lays them out.
      var apart = new Uint8Array(personCount);
      data.session.apart.forEach(function (person) { apart[person] = 1; });
      var opened = { engine: engine, collapsed: new Uint8Array(count), sections: [], unitOf: new Int32Array(count).fill(-1),
        apart: [] };
      var sectionCount = units.sectionFirstUnit.length;
      for (var s = 0; s < sectionCount; s++) {
        var first = units.sectionFirstUnit[s];
        var end = s + 1 < sectionCount ? units.sectionFirstUnit[s + 1] : count;
        var part = {
          units: [],
          people: units.sectionPeople.slice(units.sectionFirstPerson[s],
            s + 1 < sectionCount ? units.sectionFirstPerson[s + 1] : units.sectionPeople.length)
            .filter(function (person) { return !apart[person]; }),
        };
        var local = {};
        part.people.forEach(function (person, index) { local[person] = index; });
        // The section's units without those set apart (childless roots): the others' unit numbers,
        // parents' and first children's, close up over the gaps, as the tree laid out without them has them.
        var removedBefore = new Int32Array(end - first + 1);
        for (var u = first; u < end; u++) {
          removedBefore[u - first + 1] = removedBefore[u - first] + (apart[units.blood[u]] ? 1 : 0);
          if (!apart[units.blood[u]]) {
            opened.unitOf[u] = part.units.length;
            part.units.push(u);
          }
        }
        function shifted(unit) { return unit < 0 ? unit : unit - removedBefore[Math.min(unit, end - first)]; }
        var unitCount = part.units.length, people = part.people.length;
        var unitsAt = engine.tb_allocate(unitCount * 24);
        var fields = new Int32Array(engine.memory.buffer, unitsAt, unitCount * 6);
        part.units.forEach(function (u, index) {
          var spouse = units.spouse[u];
          spouse = spouse >= 0 ? local[spouse] : spouse <= -2 ? -2 - local[-2 - spouse] : -1;
          fields.set([local[units.blood[u]], spouse, shifted(units.parent[u]), shifted(units.firstChildUnit[u]),
            units.childCount[u], units.generation[u]], 6 * index);
        });
        var widthsAt = engine.tb_allocate(people * 8);
        var widths = new Float64Array(engine.memory.buffer, widthsAt, people);
        for (var p = 0; p < people; p++) widths[p] = boxW[part.people[p]];
        var geometry = data.session;
        var handle = engine.tb_open(unitsAt, unitCount, people, widthsAt, geometry.boxHeight, geometry.coupleGap,
          geometry.siblingGap, geometry.levelGap, geometry.distribution);
        if (!handle) return;
        var section = { handle: handle, units: part.units, unitCount: unitCount, people: part.people,
          up: panels[0].growth[s] === 1, dx: 0, dy: 0 };
        // The section's offset on the page, from its root's box; every box must then be the
        // page's own (written to 0.01 pt), or the session is not used.
        var boxes = sectionBoxes(opened, section);
        var root = part.people[0];
        section.dx = boxX[root] - boxes[0];
        section.dy = boxY[root] - (section.up ? -(boxes[1] + boxes[3]) : boxes[1]);
        for (var k = 0; k < people; k++) {
          var page = pageBox(section, boxes, k);
          if (Math.abs(page.x - boxX[part.people[k]]) > 0.011 || Math.abs(page.y - boxY[part.people[k]]) > 0.011)
            return;
        }
        opened.sections.push(section);
      }
      // Each person set apart, by where they stand from the tree's left and bottom edges.
      var edges = treeEdges(opened);
      data.session.apart.forEach(function (k) {
        opened.apart.push({ person: k, dx: boxX[k] - edges.left, dy: boxY[k] - edges.bottom });
      });
      session = opened;
      document.documentElement.dataset.session = "ready";
      applyLinkCollapses();
      schedule();
    }).catch(function () {});
  }
  /// The left and bottom edges of the boxes the sessions show (the tree, without the people set apart).
  function treeEdges(opened) {
    var left = Infinity, bottom = -Infinity;
    opened.sections.forEach(function (section) {
      section.people.forEach(function (k) {
        if (hidden[k]) return;
        left = Math.min(left, boxX[k]);
        bottom = Math.max(bottom, boxY[k] + boxH[k]);
      });
    });
    return { left: left, bottom: bottom };
  }
  /// A section's boxes from its session: x, y, width, height per person of the section, in the
  /// section's frame, NaN for the hidden. tb_boxes() may grow the module's memory, which detaches
  /// the old buffer: it is called before the view is made.
  function sectionBoxes(opened, section) {
    var at = opened.engine.tb_boxes(section.handle);
    return new Float64Array(opened.engine.memory.buffer, at, 4 * section.people.length);
  }
  /// The page box of a section's person `k` from its frame box.
  function pageBox(section, boxes, k) {
    var y = section.up ? -(boxes[4 * k + 1] + boxes[4 * k + 3]) : boxes[4 * k + 1];
    return { x: boxes[4 * k] + section.dx, y: y + section.dy, width: boxes[4 * k + 2], height: boxes[4 * k + 3] };
  }

  /// `#collapse=ID,ID` collapses those people's units once the session is ready, and `&dump=boxes`
  /// writes every shown box into `<pre id="boxes">` as layout JSON's boxes: for the picture check,
  /// which compares them with `treebench layout --collapse`.
  function applyLinkCollapses() {
    var link = new URLSearchParams(window.location.hash.slice(1));
    var ids = (link.get("collapse") || "").split(",").filter(function (id) { return id; });
    // A person's unit in each section they are in (an hourglass's root is in both).
    var unitsOf = {};
    function add(person, u) { (unitsOf[people.id[person]] = unitsOf[people.id[person]] || []).push(u); }
    for (var u = 0; u < data.units.blood.length; u++) {
      add(data.units.blood[u], u);
      if (data.units.spouse[u] >= 0) add(data.units.spouse[u], u);
    }
    ids.forEach(function (id) {
      (unitsOf[id] || []).forEach(function (unit) { if (!session.collapsed[unit]) toggle(unit); });
    });
    if (link.get("dump") === "boxes") {
      // As treebench layout names them: the first shown repeat of a person whose own box is
      // hidden stands in with the person's id (TreeLayout's VisibleFamily).
      var shown = [], named = {};
      for (var k = 0; k < personCount; k++) {
        if (hidden[k]) continue;
        var home = people.sameAs ? people.sameAs[k] : -1;
        var id = people.id[k];
        if (home >= 0 && hidden[home] && !named[home]) {
          named[home] = true;
          id = people.id[home];
        }
        shown.push({ id: id, x: boxX[k] - panels[0].dx, y: boxY[k] - panels[0].dy, width: boxW[k], height: boxH[k] });
      }
      var pre = document.createElement("pre");
      pre.id = "boxes";
      pre.hidden = true;
      pre.textContent = JSON.stringify(shown);
      document.body.appendChild(pre);
    }
  }

  /// The section of the chart's unit `unit`.
  function sectionOf(unit) { return session.sections[data.units.section[unit]]; }
  /// The button beyond a unit with children, on the side its section grows (above a person of an
  /// ancestor section): `−` to collapse it, `+N` to show its N hidden people.
  function toggleButton(fork) {
    var collapsed = session.collapsed[fork.unit];
    var section = sectionOf(fork.unit);
    var label = collapsed ? "+" + session.engine.tb_hidden_count(section.handle, session.unitOf[fork.unit]) : "−";
    var height = 11, width = collapsed ? 10 + label.length * 5.5 : 11;
    var centreY = py(fork.anchor, fork.parentsFar + 2 + height / 2, fork.g);
    return { x: fork.anchor - width / 2, y: centreY - height / 2, width: width, height: height, label: label };
  }
  function drawToggles(visibleForks) {
    if (!session) return;
    context.font = "bold 9px " + style.fontFamily;
    context.textAlign = "center";
    context.textBaseline = "middle";
    for (var i = 0; i < visibleForks.length; i++) {
      var fork = visibleForks[i];
      if (!data.units.childCount[fork.unit]) continue;
      var button = toggleButton(fork);
      context.beginPath();
      roundedRect(button.x, button.y, button.width, button.height, button.height / 2);
      context.fillStyle = "#ffffff";
      context.fill();
      context.strokeStyle = "#555555";
      context.lineWidth = 1;
      context.stroke();
      context.fillStyle = "#333333";
      context.fillText(button.label, button.x + button.width / 2, button.y + button.height / 2 + 0.5);
    }
  }
  /// The unit whose button is at a window point, or -1.
  function toggleAt(clientX, clientY) {
    if (!session) return -1;
    var rect = canvas.getBoundingClientRect();
    var x = (clientX - rect.left - view.tx) / view.scale, y = (clientY - rect.top - view.ty) / view.scale;
    var list = forkCells.get(Math.floor(y / cell) * columns + Math.floor(x / cell)) || [];
    for (var i = 0; i < list.length; i++) {
      var fork = forks[list[i]];
      if (!data.units.childCount[fork.unit]) continue;
      var button = toggleButton(fork);
      if (x >= button.x - 2 && x <= button.x + button.width + 2 && y >= button.y - 2 && y <= button.y + button.height + 2)
        return fork.unit;
    }
    return -1;
  }
  /// Collapses or expands a unit: the session lays out the path to the root again, the page
  /// reads every box back, and the unit stays where it was on screen.
  function toggle(unit) {
    if (session.unitOf[unit] < 0) return;
    var blood = data.units.blood[unit];
    var screenX = boxX[blood] * view.scale + view.tx, screenY = boxY[blood] * view.scale + view.ty;
    var toggled = sectionOf(unit);
    session.collapsed[unit] ^= 1;
    session.engine.tb_set_collapsed(toggled.handle, session.unitOf[unit], session.collapsed[unit]);
    // Every section is read back: an hourglass's ancestor half moves with the root box its
    // descendant half places.
    session.sections.forEach(function (section, s) {
      var boxes = sectionBoxes(session, section);
      if (s > 0) {
        var root = section.people[0];
        section.dx = boxX[root] - boxes[0];
      }
      for (var i = 0; i < section.people.length; i++) {
        var k = section.people[i];
        hidden[k] = isNaN(boxes[4 * i]) ? 1 : 0;
        if (hidden[k]) continue;
        var page = pageBox(section, boxes, i);
        boxX[k] = page.x;
        boxY[k] = page.y;
        boxW[k] = page.width;
        boxH[k] = page.height;
      }
      // The engine's anchors of the section's units, in its frame, as the page's are in the
      // panel's (shifted by the panel's dx along its rows): the layout's, never worked out here.
      var anchors = new Float64Array(session.engine.memory.buffer, session.engine.tb_anchors(), section.unitCount);
      for (var u = 0; u < section.unitCount; u++) {
        panels[0].anchors[section.units[u]] = anchors[u] + section.dx - panels[0].dx;
      }
    });
    // The rows set apart follow the tree's left and bottom edges, as the picture placed them.
    var edges = treeEdges(session);
    session.apart.forEach(function (place) {
      boxX[place.person] = edges.left + place.dx;
      boxY[place.person] = edges.bottom + place.dy;
    });
    buildGeometry();
    overviewMap = null;
    if (selected >= 0 && hidden[selected]) selected = -1;
    view.tx = screenX - boxX[blood] * view.scale;
    view.ty = screenY - boxY[blood] * view.scale;
    moved = true;
    document.documentElement.dataset.collapsed = String(session.collapsed.reduce(function (a, b) { return a + b; }, 0));
    schedule();
  }

  /// A click on a person centres them; on a repeat appearance, their own box; a second click on
  /// a selected person drawn again steps to their next appearance; on a unit's button, collapses
  /// or expands its branch.
  function click(event) {
    var unit = toggleAt(event.clientX, event.clientY);
    if (unit >= 0) {
      toggle(unit);
      return;
    }
    var k = boxAt(event.clientX, event.clientY);
    if (k < 0) return;
    var person = k % personCount;
    var home = homeOf(person);
    if (home >= 0) {
      select(home);
      return;
    }
    var repeats = repeatsOf(person);
    if (person === selected && repeats.length) {
      select(repeats[0]);
      return;
    }
    select(person);
  }
  canvas.addEventListener(
    "wheel",
    function (event) {
      event.preventDefault();
      var rect = canvas.getBoundingClientRect();
      var delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoomAt(Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.0015)), event.clientX - rect.left, event.clientY - rect.top);
    },
    { passive: false }
  );
  canvas.addEventListener("pointerleave", function () { tooltip.hidden = true; });

  document.getElementById("zoom-in").addEventListener("click", function () { zoomBy(1.5); });
  document.getElementById("zoom-out").addEventListener("click", function () { zoomBy(1 / 1.5); });
  document.getElementById("fit").addEventListener("click", fit);
  searchBox.addEventListener("input", function () { search(searchBox.value); });
  searchBox.addEventListener("keydown", function (event) {
    if (event.key === "Enter") nextMatch(event.shiftKey ? -1 : 1);
    if (event.key === "Escape") {
      searchBox.value = "";
      search("");
    }
  });
  window.addEventListener("keydown", function (event) {
    if (event.target === searchBox) return;
    if (event.key === "+" || event.key === "=") zoomBy(1.5);
    else if (event.key === "-") zoomBy(1 / 1.5);
    else if (event.key === "0") fit();
    else if (event.key === "/") {
      event.preventDefault();
      searchBox.focus();
    }
  });
  // The canvas's size changes with the window, and inside a frame (the dashboard) once the
  // frame is laid out; until the reader moves the chart, it stays fitted.
  var moved = false;
  function resized() {
    resize();
    if (!moved) openView();
  }
  if (window.ResizeObserver) new ResizeObserver(resized).observe(canvas);
  else window.addEventListener("resize", resized);
  ["pointerdown", "wheel", "keydown"].forEach(function (name) {
    window.addEventListener(name, function () { moved = true; }, { capture: true, passive: true });
  });

  resize();
  openView();
  openSession();
  var link = new URLSearchParams(window.location.hash.slice(1));
  if (link.get("search") || link.get("zoom")) moved = true;
  if (link.get("search")) {
    searchBox.value = link.get("search");
    search(searchBox.value);
  }
  if (link.get("zoom")) zoomBy(Number(link.get("zoom")) || 1);
  draw();
})();
