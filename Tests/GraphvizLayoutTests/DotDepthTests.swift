import FamilyTree
import Testing
import TreeLayout

@testable import GraphvizLayout

/// dot recurses along a chart's longest line: a chart deeper than ``DotLayout/deepestChart`` is
/// refused before Graphviz runs (65 on the command line), and Graphviz runs on a large stack, so
/// no chart ends the process with SIGSEGV (100,000 generations did, through `layout` and `render`).
@Suite("dot and deep charts")
struct DotDepthTests {
    /// A chain of `generations` people, each the only child of the one before.
    static func chain(_ generations: Int) throws -> Family {
        try Family(
            validating: FamilyDocument(
                generations: (0..<generations).map { generation in
                    [
                        Person(
                            id: "p\(generation)", name: "P",
                            childrenIDs: generation + 1 < generations ? ["p\(generation + 1)"] : [])
                    ]
                }))
    }

    @Test("a chain one generation deeper than dot takes is refused, naming the depth and the limit")
    func refusesDeepChains() throws {
        let family = try Self.chain(DotLayout.deepestChart + 1)
        #expect {
            try DotLayout().layout(family, options: LayoutOptions())
        } throws: { error in
            guard let error = error as? GraphvizError else { return false }
            return error.refusesInput && error.message.contains("\(DotLayout.deepestChart + 1) generations deep")
        }
        var options = LayoutOptions()
        options.direction = .leftRight
        #expect(throws: GraphvizError.self) {
            try DotLayout().layout(FamilyChart(descendants: family), options: options)
        }
    }

    @Test("work on the large stack recurses far deeper than a thread's 8 MiB allow")
    func largeStack() {
        func depth(_ remaining: Int, _ padding: (Int, Int, Int, Int, Int, Int, Int, Int)) -> Int {
            remaining == 0
                ? padding.0
                : 1
                    + depth(
                        remaining - 1,
                        (padding.1, padding.2, padding.3, padding.4, padding.5, padding.6, padding.7, padding.0))
        }
        // About 100 bytes a frame or more: 2,000,000 frames is well past 8 MiB, within 1 GiB.
        #expect(LargeStackThread.run { depth(2_000_000, (0, 1, 2, 3, 4, 5, 6, 7)) } >= 2_000_000)
    }
}
