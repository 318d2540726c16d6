import FamilyTree
import Foundation
import TreeLayout

/// Engines that exist only to test the harness: one lays out rows trivially, the others crash,
/// hang or exhaust memory on purpose. ``SweepEngine/named(_:testEngines:)`` offers them only when
/// asked, and the command line only when `TREEBENCH_TEST_ENGINES=1`.
enum TestEngine: String, CaseIterable, LayoutEngine {
    /// Every generation in one row, people side by side in document order.
    case rows = "test:rows"
    /// Raises SIGSEGV.
    case crash = "test:crash"
    /// Sleeps for ever.
    case hang = "test:hang"
    /// Allocates and touches memory until it is stopped.
    case memoryHog = "test:oom"

    var name: String { rawValue }

    /// Only the well-behaved engine may run inside the harness's own process.
    var isIsolated: Bool { self != .rows }

    func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout {
        switch self {
        case .rows:
            var boxes: [PersonBox] = []
            boxes.reserveCapacity(family.personCount)
            for (generation, range) in family.generationPeople.enumerated() {
                for (column, _) in range.enumerated() {
                    let x = Double(column) * (options.boxWidth + options.siblingGap)
                    boxes.append(
                        PersonBox(
                            x: x, y: options.rowTop(generation), width: options.boxWidth, height: options.boxHeight))
                }
            }
            return FamilyLayout(engine: name, boxes: boxes)
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
