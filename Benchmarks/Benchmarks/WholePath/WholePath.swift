import Benchmark
import BenchmarkSupport
import FamilyTree
import Foundation
import TreeLayout

/// The path `treebench layout` takes, step by step: reading Family JSON in one pass (whole, and
/// streamed through a window as the command reads files), and the whole path from the bytes of a
/// family to the bytes of its layout. The documents are made before `startMeasurement()`.
///
/// Allocation counts are gated by Thresholds/ (`make allocation-check`), as the layout's are: the
/// reader allocates its columns, which grow a few dozen times, never a block per person, so a
/// regression to a `String` per field adds a million. Wall clock, CPU and memory are reported.
let benchmarks: @Sendable () -> Void = {
    func configuration(iterations: Int) -> Benchmark.Configuration {
        .gated(iterations: iterations, maxDuration: .seconds(10))
    }

    for (label, json, iterations) in [("10k", Documents.tenThousand, 50), ("1M", Documents.million, 5)] {
        Benchmark("family-JSON-read-\(label)", configuration: configuration(iterations: iterations)) { benchmark in
            let data = json()
            benchmark.startMeasurement()
            blackHole(try Family(jsonData: data))
        }
    }

    Benchmark("family-JSON-stream-1M", configuration: configuration(iterations: 5)) { benchmark in
        let data = Documents.million()
        benchmark.startMeasurement()
        blackHole(try Family(jsonByteCount: data.count, readingFrom: Documents.source(data)))
    }

    Benchmark("whole-path-1M", configuration: configuration(iterations: 5)) { benchmark in
        let data = Documents.million()
        var written = 0
        benchmark.startMeasurement()
        // As every command reads a chart file: a descendant chart straight to a validated family.
        guard
            case .family(let family) = try ChartDocument.read(
                jsonByteCount: data.count, readingFrom: Documents.source(data))
        else { fatalError("the benchmark family is a descendant chart") }
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        layout.writeJSON(for: family) { written += $0.count }
        blackHole(written)
    }

    nameFittingBenchmarks()
}

/// The benchmark families as Family JSON, made once, on first use.
enum Documents {
    static let tenThousandData = BenchmarkFamilies.family(people: 10_000).document.jsonData()
    static let millionData = BenchmarkFamilies.family(people: 1_000_000).document.jsonData()

    static func tenThousand() -> Data { tenThousandData }
    static func million() -> Data { millionData }

    /// `data` handed out as a file would be, a read at a time.
    static func source(_ data: Data) -> (UnsafeMutableRawBufferPointer) -> Int {
        var given = 0
        return { buffer in
            let count = min(buffer.count, data.count - given)
            data.copyBytes(to: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), from: given..<given + count)
            given += count
            return count
        }
    }
}
