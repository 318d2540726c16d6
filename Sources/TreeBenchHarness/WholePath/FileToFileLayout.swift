import FamilyReading
package import FamilyTree
import Foundation
import Synchronization
package import TreeLayout

/// The native engine from file to file, as `treebench layout FAMILY.json -o LAYOUT.json` runs it:
/// reading the family's Family JSON (streamed), validating it, laying it out and writing the layout
/// JSON, each step timed (``TreeLayout/PathTimings``). Its headline time is the path end to end,
/// so its ratio to `native` in the same run is how much more than the layout a user waits, and a
/// slower reader shows in a sweep as a slower engine would.
///
/// The family is written as Family JSON to a temporary file once, before the first timed step,
/// and read from there on every run (from the page cache, as a file read twice is); the layout is
/// written through ``OutputFile`` to a temporary file, replaced whole as every output is.
package final class FileToFileLayout: LayoutEngine {
    /// The engine's name in reports: `native:file`.
    package let name = "native:file"
    /// The family last written, by its shape and a fingerprint of its links, and its file.
    private let written = Mutex<(key: [Int], folder: URL)?>(nil)

    /// Creates the engine.
    package init() {}

    deinit {
        if let folder = written.withLock({ $0?.folder }) { try? FileManager.default.removeItem(at: folder) }
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
        let input = folder.appendingPathComponent("family.json").path
        let output = folder.appendingPathComponent("layout.json").path
        let ready = clock.now
        let reader = try InputFileReader(input)
        var times = FamilyReadTimes()
        let read = try Family(
            jsonByteCount: reader.byteCount, readingFrom: { try reader.read(into: $0) }, times: &times)
        let beforeLayout = clock.now
        var layout = NativeLayout().layout(read, options: options)
        let laidOut = clock.now
        try OutputFile.write(to: output, durability: .standard) { emit in try layout.writeJSON(for: read, to: emit) }
        let path = PathTimings(
            read: times.read.seconds, validate: times.validate.seconds, layout: (laidOut - beforeLayout).seconds,
            write: (clock.now - laidOut).seconds)
        layout.engine = name
        layout.timings = LayoutTimings(setup: (ready - start).seconds, layout: path.total, path: path)
        return layout
    }

    /// The folder holding `family` as Family JSON, written when it is not the family written last.
    private func familyFile(_ family: Family) throws -> URL {
        let key = Self.fingerprint(family)
        if let folder = written.withLock({ $0?.key == key ? $0?.folder : nil }) { return folder }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-file-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try family.document.jsonData().write(to: folder.appendingPathComponent("family.json"))
        let previous = written.withLock { state in
            defer { state = (key, folder) }
            return state?.folder
        }
        if let previous { try? FileManager.default.removeItem(at: previous) }
        return folder
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
