import Benchmark
import FamilyTree
import TreeLayout
import TreeRender

/// Sizing a box to a whole name and drawing its lines (`PictureStyle.boxWidth(keepingWhole:)`, then
/// `personLines`), the measure every picture and DOT export takes of every person, on names of
/// 2,000 and 100,000 words: linear in the name's bytes (it was cubic in its words: 2,000 words
/// took past 300 s). Gated by the allocation count, which is the same at every run (the measured
/// widths' arrays grow by doubling: a few dozen blocks, where a block per word or per pair of
/// words would add thousands); wall clock and CPU are reported. The steps themselves are counted
/// in debug builds by the main package's NameFittingWorkTests.
func nameFittingBenchmarks() {
    for (label, words) in [("2k", 2_000), ("100k", 100_000)] {
        let person = Person(
            id: "p", name: (0..<words).map { "w\($0 % 997)" }.joined(separator: " "), born: "1917", died: "1963")
        Benchmark(
            "name-fitting-\(label)-words", configuration: .gated(iterations: 20, maxDuration: .seconds(10))
        ) { benchmark in
            let style = PictureStyle()
            benchmark.startMeasurement()
            let width = style.boxWidth(keepingWhole: person, height: 50, minimum: 50)
            blackHole(style.personLines(for: person, in: PersonBox(x: 0, y: 0, width: width, height: 50)))
        }
    }
}
