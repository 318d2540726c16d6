#!/usr/bin/env node
// TreeBench's driver for d3-hierarchy's tree() (Reingold–Tilford with Buchheim et al.'s
// linear-time apportion, the layout most web family trees use).
//
//   d3-tree.js --version          prints "d3-hierarchy 1.1.8, Node.js v20.20.2"
//   d3-tree.js UNITS OUT          lays out the unit tree in UNITS, writes each unit's attach x
//                                 (float64, little-endian) to OUT, prints
//                                 {"layoutNanoseconds": WARM, "coldNanoseconds": COLD}
//
// UNITS is TreeBench's unit tree (see PeerUnitTree.swift; a unit there is a partner group: a person,
// a couple, or a person with all their partners as one wide node): the header "TBUNITS1", the unit
// count (int64), the gap between neighbouring units (float64); then per unit its parent (int32,
// -1 for a root, parents before children, siblings left to right), padded to 8 bytes; then per
// unit three float64 arrays: how far it reaches left and right of its attach point (the blood
// relative's centre, where the parents' line arrives), and its anchor offset (anchor minus attach
// point: where its own children centre, the couple's midpoint).
//
// d3 is asked for exactly that geometry. Its separation(a, b) is the distance between two
// neighbours' x: d3 calls it as (right, left) for siblings in its first walk and as (left,
// right) for contour nodes of different parents in apportion (tree.js), so the separation below
// tells the two apart and adds the gap to the facing extents. d3 centres a node over its
// children, and a couple's children centre under the couple's midpoint, not under its attach
// point: so the family is handed to d3 mirrored (children right to left, extents swapped) and a
// couple with children gets one extra last child, a zero-width placeholder exactly twice the
// anchor offset beyond the couple's nearest real child, which moves the midpoint d3 centres
// over by the offset. The placeholder stands for that child on the contour (its extents are
// the child's, shifted), and nothing ever pushes it (it has no children), so the distance stays
// exact. x is mirrored back on output.
//
// Only tree() is timed (process.hrtime.bigint()); reading the file and building the d3
// hierarchy are not. It runs twice on the same hierarchy at every size: the first call is
// *cold* (V8 compiles tree() while it runs), the second *warm* (optimised code, as on a page that
// lays out more than once). Both are reported; TreeBench compares engines warm to warm, as every
// engine gets the same warm-up, and shows the cold figure beside.
"use strict";
const fs = require("fs");
const path = require("path");

function loadD3() {
    for (const name of ["d3-hierarchy", "/usr/share/nodejs/d3-hierarchy"]) {
        try {
            const module = require(name);
            const manifest = path.join(path.dirname(require.resolve(name)), "..", "package.json");
            return { d3: module, version: JSON.parse(fs.readFileSync(manifest, "utf8")).version };
        } catch (error) {
            if (error.code !== "MODULE_NOT_FOUND") throw error;
        }
    }
    process.stderr.write("d3-tree.js: d3-hierarchy is not installed (Debian: apt-get install node-d3-hierarchy)\n");
    process.exit(3);
}

function readUnitTree(file) {
    let bytes = fs.readFileSync(file);
    if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(bytes); // typed views need 8-byte alignment
    if (bytes.length < 24 || bytes.toString("latin1", 0, 8) !== "TBUNITS1") {
        throw new Error(`${file}: not a TreeBench unit tree (no TBUNITS1 header)`);
    }
    const count = Number(bytes.readBigInt64LE(8));
    const gap = bytes.readDoubleLE(16);
    const parentBytes = Math.ceil((4 * count) / 8) * 8;
    if (bytes.length !== 24 + parentBytes + 24 * count) {
        throw new Error(`${file}: ${bytes.length} bytes, expected ${24 + parentBytes + 24 * count} for ${count} units`);
    }
    const base = bytes.byteOffset + 24;
    const doubles = (index) => new Float64Array(bytes.buffer, base + parentBytes + 8 * count * index, count);
    return {
        count, gap,
        parent: new Int32Array(bytes.buffer, base, count),
        left: doubles(0), right: doubles(1), offset: doubles(2),
    };
}

// The mirrored forest under one synthetic root: data nodes {l, r, unit, children}.
function mirroredForest(tree) {
    const nodes = new Array(tree.count);
    for (let unit = 0; unit < tree.count; unit++) {
        nodes[unit] = { l: tree.right[unit], r: tree.left[unit], unit, children: null };
    }
    const root = { l: 0, r: 0, unit: -1, children: [] };
    for (let unit = tree.count - 1; unit >= 0; unit--) { // backwards: each run of siblings right to left
        const parent = tree.parent[unit] < 0 ? root : nodes[tree.parent[unit]];
        (parent.children || (parent.children = [])).push(nodes[unit]);
    }
    for (let unit = 0; unit < tree.count; unit++) {
        const node = nodes[unit];
        const offset = tree.offset[unit];
        if (node.children && offset !== 0) {
            const nearest = node.children[node.children.length - 1]; // the leftmost child, mirrored
            const distance = 2 * offset;
            node.children.push({ l: distance - tree.gap - nearest.r, r: nearest.r - distance, unit: -1, children: null });
        }
    }
    return root;
}

function main(argv) {
    const { d3, version } = loadD3();
    if (argv[0] === "--version") {
        process.stdout.write(`d3-hierarchy ${version}, Node.js ${process.version}\n`);
        return;
    }
    if (argv.length !== 2) {
        process.stderr.write("usage: d3-tree.js --version | d3-tree.js UNITS OUT\n");
        process.exit(64);
    }
    const tree = readUnitTree(argv[0]);
    const gap = tree.gap;
    const root = d3.hierarchy(mirroredForest(tree), (node) => node.children);
    const layout = d3.tree().nodeSize([1, 1]).separation((a, b) =>
        a.parent === b.parent ? b.data.r + gap + a.data.l : a.data.r + gap + b.data.l);
    const timed = () => {
        const start = process.hrtime.bigint();
        layout(root);
        return Number(process.hrtime.bigint() - start);
    };
    const cold = timed();
    const warm = timed();

    const x = new Float64Array(tree.count);
    root.each((node) => {
        if (node.data.unit >= 0) x[node.data.unit] = -node.x;
    });
    fs.writeFileSync(argv[1], new Uint8Array(x.buffer));
    process.stdout.write(JSON.stringify({ layoutNanoseconds: warm, coldNanoseconds: cold }) + "\n");
}

try {
    main(process.argv.slice(2));
} catch (error) {
    process.stderr.write(`d3-tree.js: ${error.message}\n`);
    process.exit(1);
}
