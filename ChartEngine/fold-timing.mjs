// What the chart page's incremental engine saves a user: the time of one fold (collapse or
// expand, `tb_set_collapsed`, then every box read back, `tb_boxes`, as the page does) against a
// full relayout in the same WebAssembly engine (every unit walked afresh, then `tb_boxes`), and
// the opening of the session (`tb_open`: the family built and walked once), on balanced families of couples with three children each (the shape of
// LayoutSessionBenchmark), the folded unit three generations above the leaves.
//
//   node ChartEngine/fold-timing.mjs [PEOPLE ...]      (default: 10000 100000)
//
// Prints one line per size: the median of 31 runs of each step (62 folds), in milliseconds.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const wasmPath = fileURLToPath(new URL("../Sources/TreeRender/ChartPage/chart-engine.wasm", import.meta.url));
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const engine = instance.exports;
const sizes = process.argv.slice(2).map(Number);

/// Units of a balanced family of about `people` people: every unit a couple, three children a
/// couple, breadth-first (six Int32 per unit, as `tb_open` reads them), and the first unit of
/// each generation.
function balancedFamily(people) {
  const units = [{ parent: -1, generation: 0 }];
  const rowStart = [0];
  for (let next = 0; 2 * units.length + 6 <= people; next++) {
    const unit = units[next];
    if (unit.generation + 1 === rowStart.length) rowStart.push(units.length);
    unit.firstChild = units.length;
    unit.childCount = 3;
    for (let c = 0; c < 3; c++) units.push({ parent: next, generation: unit.generation + 1 });
  }
  return { units, rowStart };
}

function open(family) {
  const count = family.units.length;
  const unitsAt = engine.tb_allocate(count * 24);
  const fields = new Int32Array(engine.memory.buffer, unitsAt, count * 6);
  family.units.forEach((unit, index) => {
    fields.set([2 * index, 2 * index + 1, unit.parent, unit.firstChild ?? 0, unit.childCount ?? 0, unit.generation],
      6 * index);
  });
  const widthsAt = engine.tb_allocate(count * 2 * 8);
  new Float64Array(engine.memory.buffer, widthsAt, count * 2).fill(120);
  // Box height 40, couple gap 20, sibling gap 20, level gap 40, the compact distribution.
  const handle = engine.tb_open(unitsAt, count, count * 2, widthsAt, 40, 20, 20, 40, 0);
  if (!handle) throw new Error("tb_open refused the family");
  return handle;
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (action) => {
  const start = process.hrtime.bigint();
  action();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

for (const people of sizes.length ? sizes : [10000, 100000]) {
  const family = balancedFamily(people);
  const rows = family.rowStart.length;
  // A unit three generations above the leaves, in the middle of its row.
  const row = Math.max(0, rows - 4);
  const rowEnd = row + 1 < rows ? family.rowStart[row + 1] : family.units.length;
  const folded = Math.floor((family.rowStart[row] + rowEnd) / 2);
  const runs = 31;
  let handle = 0;
  const opening = time(() => { handle = open(family); });
  engine.tb_boxes(handle);
  // A full relayout in the session: the root expanded again after a collapse walks every unit
  // afresh (LayoutSession's layOutSubtreeAfresh), as a fresh layout would, without tb_open's
  // building of the family.
  const fulls = [], folds = [], toggles = [];
  for (let run = 0; run < runs; run++) {
    engine.tb_set_collapsed(handle, 0, 1);
    fulls.push(time(() => { engine.tb_set_collapsed(handle, 0, 0); engine.tb_boxes(handle); }));
  }
  for (let run = 0; run < 2 * runs; run++) {
    const collapsed = run % 2 === 0 ? 1 : 0;
    toggles.push(time(() => engine.tb_set_collapsed(handle, folded, collapsed)));
    folds.push(toggles[run] + time(() => engine.tb_boxes(handle)));
  }
  const full = median(fulls), fold = median(folds);
  console.log(
    `${family.units.length * 2} people (${rows} generations): opening ${opening.toFixed(1)} ms; ` +
      `full relayout ${full.toFixed(2)} ms; fold ${fold.toFixed(3)} ms ` +
      `(tb_set_collapsed ${median(toggles).toFixed(4)} ms + tb_boxes), ${(full / fold).toFixed(1)}× less`);
}
