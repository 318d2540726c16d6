import Foundation
import GenealogyKit
import Testing

@testable import TreeBenchHarness

/// The memory a reading's warnings hold, counted by the allocation counter (deterministic, not a
/// resident size): a kept warning is small, and past the kept limit a warning costs nothing held.
@Suite("Memory per warning")
struct WarningMemoryTests {
    /// A GEDCOM file of one person with `count` pointers to unions that do not exist: one
    /// `dangling-pointer` warning each.
    static func danglingPointers(_ count: Int) -> Data {
        var text = "0 HEAD\n0 @I1@ INDI\n"
        for index in 0..<count { text += "1 FAMS @F\(index)@\n" }
        return Data((text + "0 TRLR\n").utf8)
    }

    /// The allocation high-water mark of reading `data`, keeping `kept` warnings.
    static func peak(_ data: Data, keeping kept: Int) throws -> Int {
        let (source, peak) = LayoutMemory.measure {
            try? GenealogySource(data: data, path: "faults.ged", keptWarningLimit: kept)
        }
        #expect(source?.warningLog.count == 40_000)
        return try #require(peak)
    }

    @Test("a kept warning holds at most 240 bytes through the reading; past the limit, none")
    func bytesPerWarning() throws {
        try #require(LayoutMemory.isCounted)
        let data = Self.danglingPointers(40_000)
        let none = try Self.peak(data, keeping: 0)
        let all = try Self.peak(data, keeping: GenealogyWarningLog.unlimited)
        let limited = try Self.peak(data, keeping: GenealogyWarningLog.defaultKeptLimit)
        let perWarning = Double(all - none) / 40_000
        // Measured 219 bytes: 40 for the warning, about 112 for its one string (this warning's
        // 71 bytes of text), the rest the arrays' growth and the merge of the reading's steps.
        // A warning held about 600 before (issue 36: 112 bytes and up to four strings).
        #expect(perWarning <= 240, "\(perWarning) bytes per kept warning")
        #expect(Double(limited - none) <= perWarning * Double(GenealogyWarningLog.defaultKeptLimit) * 1.1)
    }
}
