package import FamilyTree
import Foundation
package import TreeBenchHarness
package import TreeLayout

/// Engines that exist only to test the harness: one lays out rows trivially, the others crash,
/// hang or exhaust memory on purpose.
///
/// They live in this test-support module, which neither the library nor `treebench` links: the
/// tests hand them to ``TreeBenchHarness/Sweep`` as extra engines, and the test-only worker executable
/// `treebench-test-worker` (Tests/TestWorker) runs the isolated ones.
package enum TestEngine: String, CaseIterable, LayoutEngine {
    /// Every generation in one row, people side by side in document order.
    case rows = "test:rows"
    /// The same rows, laid out in a worker process.
    case isolatedRows = "test:rows-isolated"
    /// Raises SIGSEGV.
    case crash = "test:crash"
    /// Sleeps for ever.
    case hang = "test:hang"
    /// Allocates and touches memory until it is stopped.
    case memoryHog = "test:oom"

    /// The engine's name on the command line and in reports (`test:rows`, …).
    package var name: String { rawValue }

    /// Only the well-behaved engine may run inside the harness's own process; its twin runs in a
    /// worker, like every engine that misbehaves.
    package var isIsolated: Bool { self != .rows }

    /// Every test engine as the sweep and the worker take them.
    package static var sweepEngines: [SweepEngine] {
        allCases.map { SweepEngine(name: $0.name, isIsolated: $0.isIsolated, engine: $0) }
    }

    /// Lays out `family` as the case says: in rows, or not at all.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - options: Box size and gaps.
    /// - Returns: One box per person, for ``rows`` and ``isolatedRows``; the others never return.
    /// - Complexity: O(n) for the rows.
    package func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout {
        switch self {
        case .rows, .isolatedRows:
            var boxes: [PersonBox] = []
            boxes.reserveCapacity(family.personCount)
            for (generation, range) in family.generationPeople.enumerated() {
                for (column, _) in range.enumerated() {
                    let x = Double(column) * (options.geometry.boxWidth + options.geometry.siblingGap)
                    boxes.append(
                        PersonBox(
                            x: x, y: options.rowTop(generation), width: options.geometry.boxWidth,
                            height: options.geometry.boxHeight))
                }
            }
            return FamilyLayout(engine: name, boxes: boxes, geometry: options.geometry)
        case .crash:
            raise(SIGSEGV)
            fatalError("SIGSEGV was ignored")
        case .hang:
            while true { sleep(1000) }
        case .memoryHog:
            var hoard: [[UInt8]] = []
            while true {
                hoard.append([UInt8](repeating: 1, count: 16 << 20))
            }
        }
    }
}
