import FamilyReading
package import FamilyTree
import Foundation
import GenealogyKit
import Synchronization
package import TreeLayout

/// The native engine from file to file, as `treebench layout FAMILY -o LAYOUT.json` runs it, for
/// one format of the family's file: `native:file` reads Family JSON (streamed) and validates it;
/// `native:gedcom` and `native:gramps` read the family written as GEDCOM or Gramps XML into a
/// genealogy, derive its descendant chart and validate that. Each then lays the family out and
/// writes the layout JSON, every step timed (``TreeLayout/PathTimings``). Its headline time is
/// the path end to end, so its ratio to `native` in the same run is how much more than the layout
/// a user with such a file waits, and a slower reader shows in a sweep as a slower engine would.
///
/// The family is written in the format to a temporary file once, before the first timed step, and
/// read from there on every run (from the page cache, as a file read twice is); the layout is
/// written through ``OutputFile`` to a temporary file, replaced whole as every output is. A family
/// written as a genealogy charts back to itself (`Genealogy(chartDocument:)`) from the family's roots
/// in its order, so the layout is checked against the family the sweep gave, as every engine's is.
package final class FileToFileLayout: LayoutEngine {
    /// The format of the family's file.
    package enum Format: Sendable {
        /// Family JSON v1, streamed: `native:file`.
        case familyJSON
        /// GEDCOM 5.5.1 in UTF-8: `native:gedcom`.
        case gedcom
        /// Gramps XML, gzip-compressed as Gramps writes it: `native:gramps`.
        case grampsXML
    }

    /// The engine's name in reports: `native:file`, `native:gedcom` or `native:gramps`.
    package let name: String
    /// The format of the family's file.
    package let format: Format
    /// The family last written, by its shape and a fingerprint of its links, and its file.
    private let written = Mutex<(key: [Int], folder: URL)?>(nil)

    /// Creates the engine for files of `format`.
    package init(format: Format = .familyJSON) {
        self.format = format
        switch format {
        case .familyJSON: name = "native:file"
        case .gedcom: name = "native:gedcom"
        case .grampsXML: name = "native:gramps"
        }
    }

    deinit {
        if let folder = written.withLock({ $0?.folder }) { try? FileManager.default.removeItem(at: folder) }
    }

    /// The family file's name in its folder.
    private var fileName: String {
        switch format {
        case .familyJSON: "family.json"
        case .gedcom: "family.ged"
        case .grampsXML: "family.gramps"
        }
    }

    /// Lays out `family` from its file to a layout file.
    ///
    /// - Parameters:
    ///   - family: The family; it is written to a file once, then read back on every call.
    ///   - options: As for the native engine.
    /// - Returns: The layout of the family read back (the same people in the same order), with
    ///   ``TreeLayout/LayoutTimings/path`` and the path end to end as its layout time.
    /// - Throws: A file that cannot be written or read, or a family that does not read back.
    /// - Complexity: O(n), as each step is.
    package func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let folder = try familyFile(family)
        let input = folder.appendingPathComponent(fileName).path
        let output = folder.appendingPathComponent("layout.json").path
        // The family's roots in its order, as `--root` names them, so the chart derived comes back
        // with the family's people in the family's order (the default roots go largest line first).
        let roots = family.units[family.roots].filter { !$0.isFurtherUnion }.map {
            PersonReference(family.people.id(at: Int($0.blood)))
        }
        let ready = clock.now
        let (read, steps) =
            try format == .familyJSON ? readFamily(input) : readGenealogy(input, roots: roots, clock: clock)
        let beforeLayout = clock.now
        var layout = NativeLayout().layout(read, options: options)
        let laidOut = clock.now
        try OutputFile.write(to: output, durability: .standard) { emit in try layout.writeJSON(for: read, to: emit) }
        var path = steps
        path.layout = (laidOut - beforeLayout).seconds
        path.write = (clock.now - laidOut).seconds
        layout.engine = name
        layout.timings = LayoutTimings(setup: (ready - start).seconds, layout: path.total, path: path)
        return layout
    }

    /// Family JSON streamed from `input` and validated: the read and validate steps.
    private func readFamily(_ input: String) throws -> (Family, PathTimings) {
        let reader = try InputFileReader(input)
        var times = FamilyReadTimes()
        let read = try Family(
            jsonByteCount: reader.byteCount, readingFrom: { try reader.read(into: $0) }, times: &times)
        return (read, PathTimings(read: times.read.seconds, validate: times.validate.seconds, layout: 0, write: 0))
    }

    /// A genealogy read from `input` and its descendant chart from `roots`: the read, derive and
    /// validate steps.
    private func readGenealogy(
        _ input: String, roots: [PersonReference], clock: ContinuousClock
    ) throws -> (Family, PathTimings) {
        let start = clock.now
        // GEDCOM is read from an array of the file's size, let go before the chart is derived.
        let source =
            format == .gedcom
            ? try GenealogySource(bytes: try InputFileReader(input).readAllBytes(after: Data()), path: input)
            : try GenealogySource(data: try InputFile.read(input), path: input)
        let read = clock.now
        var validation = Duration.zero
        let chart = try source.genealogy.descendantChart(roots: roots, validationTime: &validation)
        let derivation = clock.now - read - validation
        var path = PathTimings(read: (read - start).seconds, validate: validation.seconds, layout: 0, write: 0)
        path.derive = derivation.seconds
        return (chart.chart.sections[0].family, path)
    }

    /// The folder holding `family` in the engine's format, written when it is not the family written last.
    private func familyFile(_ family: Family) throws -> URL {
        let key = Self.fingerprint(family)
        if let folder = written.withLock({ $0?.key == key ? $0?.folder : nil }) { return folder }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-file-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.offThread { [format, fileName] in
            let file = folder.appendingPathComponent(fileName)
            switch format {
            case .familyJSON:
                try family.document.jsonData().write(to: file)
            case .gedcom:
                try Data(Genealogy(chartDocument: family.document).gedcomBytes()).write(to: file)
            case .grampsXML:
                try Genealogy(chartDocument: family.document).grampsXMLData().write(to: file)
            }
        }
        let previous = written.withLock { state in
            defer { state = (key, folder) }
            return state?.folder
        }
        if let previous { try? FileManager.default.removeItem(at: previous) }
        return folder
    }

    /// Runs `work` on a thread of its own and waits for it: the family's file is made once, not on
    /// every run, so its allocations stay out of the path's allocation high-water mark, which
    /// ``LayoutMemory`` counts on the calling thread only.
    private static func offThread(_ work: @escaping @Sendable () throws -> Void) throws {
        final class Outcome: @unchecked Sendable {
            /// Written by the thread before it signals, read after the wait.
            var error: (any Error)?
            let done = DispatchSemaphore(value: 0)
        }
        let outcome = Outcome()
        Thread {
            do { try work() } catch { outcome.error = error }
            outcome.done.signal()
        }.start()
        outcome.done.wait()
        if let error = outcome.error { throw error }
    }

    /// What tells one family from another cheaply: its sizes and a hash of its units and ids.
    private static func fingerprint(_ family: Family) -> [Int] {
        var hasher = Hasher()
        for unit in family.units { hasher.combine(unit) }
        for index in family.people.indices {
            family.people.withIDUTF8(at: index) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        return [family.personCount, family.units.count, family.generationCount, hasher.finalize()]
    }
}
