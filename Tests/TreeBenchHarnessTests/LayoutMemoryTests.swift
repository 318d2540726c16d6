import Foundation
import Testing
import TreeLayout

@testable import TreeBenchHarness

@Suite("Memory per engine per case")
struct LayoutMemoryTests {
    @Test("allocations are counted in the test process, as in treebench")
    func counted() {
        #expect(LayoutMemory.isCounted)
    }

    @Test("the high-water mark is the most held at once, whatever was freed since")
    func highWater() throws {
        let ((), peak) = LayoutMemory.measure {
            let first = [UInt8](repeating: 1, count: 3 << 20)
            let second = [UInt8](repeating: 2, count: 1 << 20)
            #expect(first.count + second.count == 4 << 20)
        }
        let bytes = try #require(peak)
        #expect(bytes >= 4 << 20)
        #expect(bytes < (4 << 20) + (64 << 10))
    }

    @Test("every C allocation entry point adds, and free and realloc take back, the block's size")
    func entryPoints() throws {
        let mebibyte = 1 << 20
        // Each step frees what it made, so the mark stays at the largest single step, never the sum.
        let ((), peak) = LayoutMemory.measure {
            free(malloc(mebibyte))
            free(calloc(mebibyte / 8, 8))
            var aligned: UnsafeMutableRawPointer?
            precondition(posix_memalign(&aligned, 4096, mebibyte) == 0)
            free(aligned)
            free(aligned_alloc(64, mebibyte))
            // Grown to 2 MiB, shrunk to 1 KiB: the mark is 2 MiB, and what is left is freed.
            let grown = realloc(malloc(16), 2 * mebibyte)
            free(realloc(grown, 1024))
            free(malloc(mebibyte))
        }
        let bytes = try #require(peak)
        #expect(bytes >= 2 * mebibyte)
        #expect(bytes < 2 * mebibyte + (64 << 10))
    }

    @Test("blocks freed by earlier work and handed out again are counted in full")
    func reusedBlocks() throws {
        let family = try SweepFamilies.family(for: SweepCase(generations: 5, members: 200, seed: 1))
        let engine = NativeLayout()
        // Warm the heap: the same layout, and garbage of every size, freed before the measured call.
        for _ in 0..<3 {
            _ = engine.layout(family, options: LayoutOptions())
            _ = (0..<64).map { [UInt8](repeating: 0, count: 64 << ($0 % 12)) }
        }
        let (layout, peak) = LayoutMemory.measure { engine.layout(family, options: LayoutOptions()) }
        let bytes = try #require(peak)
        // Resident memory did not move for this layout (the old figure read 0 B); its boxes alone are
        // 32 bytes a person.
        #expect(bytes >= 32 * layout.boxes.count)
        #expect(bytes < 1000 * layout.boxes.count)
    }

    @Test("another thread's allocations stay out of the figure")
    func otherThreads() throws {
        let ((), peak) = LayoutMemory.measure {
            let other = Thread {
                let hoard = [UInt8](repeating: 3, count: 8 << 20)
                precondition(hoard.count == 8 << 20)
            }
            other.start()
            while !other.isFinished { usleep(1000) }
        }
        let bytes = try #require(peak)
        #expect(bytes < 1 << 20)
    }

    /// A sweep in its own process, so that the peer's runtime (a child of the worker) is measured.
    @Test("the native engine's peak holds at least its boxes; a peer's holds its runtime")
    func peaks() throws {
        let executable = try #require(TestPaths.treebench, "build treebench first (swift build --build-tests)")
        let out = try TestPaths.temporaryFolder("memory")
        defer { try? FileManager.default.removeItem(at: out) }
        let outcome = try ProgramRunner.runBlocking(
            URL(fileURLWithPath: executable),
            [
                "run", "--engines", "native,d3", "--generations", "8", "--members", "100000", "--repeat", "1",
                "--warmup", "0", "--no-progress", "--out", out.path,
            ])
        #expect(outcome.succeeded, "\(outcome.errorText)")
        let results = try SweepResults(
            jsonData: Data(contentsOf: out.appendingPathComponent("results.json")), path: "results.json")
        let native = try #require(results.cases.first?.measurement(of: "native")?.layoutPeakBytes)
        // 100,000 boxes of four Doubles are 3.2 MB; the engine's working memory comes on top.
        #expect(native >= 3_200_000)
        #expect(native < 100 * 100_000)
        let d3 = try #require(results.cases.first?.measurement(of: "d3")?.layoutPeakBytes)
        #expect(d3 > 20 << 20, "Node.js alone is tens of megabytes")
        let size = try #require(results.sizes.first?.engines.first { $0.engine == "native" })
        #expect(size.bytesPerPerson == Double(native) / 100_000)
        #expect(results.sizeTable().header.last == "memory/person")
    }

    @Test("byte counts read with a binary unit")
    func bytesFormat() {
        #expect(ReportFormat.bytes(52) == "52 B")
        #expect(ReportFormat.bytes(4200) == "4.10 KiB")
        #expect(ReportFormat.bytes(3 * 1_048_576) == "3.00 MiB")
        #expect(ReportFormat.bytes(nil) == "–")
    }
}

@Suite("The large preset")
struct LargePresetTests {
    @Test("10,000 to 10,000,000 people, four shapes, three seeds; dot and igraph stop at 30,000")
    func largePlan() {
        let plan = SweepPlan.large()
        #expect(plan.cases.count == 7 * 4 * 3)
        #expect(plan.cases.first?.members == 10_000)
        #expect(plan.cases.last?.members == 10_000_000)
        #expect(
            plan.engines == [
                "native", "native:boundingBox", "native:file", "native:gedcom", "native:gramps", "d3", "igraph",
                "dot:fast", "dot",
            ])
        #expect(plan.sizeLimit(of: "native:gedcom") == 1_000_000)
        #expect(plan.sizeLimit(of: "dot") == 30_000)
        #expect(plan.sizeLimit(of: "igraph") == 30_000)
        #expect(plan.sizeLimit(of: "d3") == nil)
        var everySize = plan
        everySize.everySize = true
        #expect(everySize.sizeLimit(of: "dot") == nil)
    }
}
