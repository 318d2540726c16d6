#!/usr/bin/env python3
"""TreeBench's driver for igraph's Reingold-Tilford layout (Graph.layout_reingold_tilford).

    igraph-rt.py --version        prints "igraph 1.0.0, Python 3.11.2"
    igraph-rt.py UNITS OUT        lays out the unit tree in UNITS, writes each unit's attach x
                                  (float64, little-endian) to OUT, prints
                                  {"layoutNanoseconds": WARM, "coldNanoseconds": COLD}

UNITS is TreeBench's unit tree (see PeerUnitTree.swift and d3-tree.js for the format).

igraph cannot be asked for TreeBench's geometry: it places nodes one unit apart whatever
their widths and centres each parent over its children's nodes. So each unit is handed over as
one node standing at its anchor (a couple's midpoint, where its children hang), and igraph's
grid is scaled by the widest reach on both sides plus the gap, which keeps neighbours apart; a
parent is then centred over its children's anchors, not over their blood relatives, and the
checker counts the difference. Only layout_reingold_tilford is timed (time.perf_counter_ns);
building the graph is not. It runs twice, cold then warm, and both times are reported.
"""
import array
import platform
import sys

from peer_driver import answer, cold_and_warm, run, write_doubles


def read_unit_tree(path):
    with open(path, "rb") as file:
        data = file.read()
    if len(data) < 24 or data[:8] != b"TBUNITS1":
        raise ValueError(f"{path}: not a TreeBench unit tree (no TBUNITS1 header)")
    count = int.from_bytes(data[8:16], "little", signed=True)
    gap = array.array("d", data[16:24])[0]
    parent_bytes = (4 * count + 7) // 8 * 8
    if len(data) != 24 + parent_bytes + 24 * count:
        raise ValueError(f"{path}: {len(data)} bytes, expected {24 + parent_bytes + 24 * count} for {count} units")
    parents = array.array("i", data[24 : 24 + 4 * count])
    doubles = array.array("d", data[24 + parent_bytes :])
    if sys.byteorder != "little":
        parents.byteswap()
        doubles.byteswap()
    return count, gap, parents, doubles[:count], doubles[count : 2 * count], doubles[2 * count :]


def main(argv):
    try:
        import igraph
    except ImportError:
        sys.stderr.write("igraph-rt.py: Python's igraph is not installed (scripts/setup.sh installs it into .venv)\n")
        return 3
    if argv == ["--version"]:
        print(f"igraph {igraph.__version__}, Python {platform.python_version()}")
        return 0
    if len(argv) != 2:
        sys.stderr.write("usage: igraph-rt.py --version | igraph-rt.py UNITS OUT\n")
        return 64
    count, gap, parents, left, right, offset = read_unit_tree(argv[0])
    graph = igraph.Graph(n=count, edges=[(parent, unit) for unit, parent in enumerate(parents) if parent >= 0])
    roots = [unit for unit, parent in enumerate(parents) if parent < 0]

    layout, cold, warm = cold_and_warm(lambda: graph.layout_reingold_tilford(mode="out", root=roots))

    # Anchors stand one grid step apart at least: scale the step so no two units can touch.
    step = max((right[u] - offset[u] for u in range(count)), default=0) + gap
    step += max((left[u] + offset[u] for u in range(count)), default=0)
    write_doubles(argv[1], (layout[u][0] * step - offset[u] for u in range(count)))
    answer(warm, cold)
    return 0


if __name__ == "__main__":
    run("igraph-rt.py", main, (OSError, ValueError))
