public import FamilyTree
public import Foundation

extension FamilyLayout {
    /// The layout as layout JSON (docs/ARCHITECTURE.md, "Layout JSON"), one box per line:
    /// `{"engine": …, "width": …, "height": …, "geometry": {…}, "boxes": [{"id", "x", "y", "width", "height"}, …]}`.
    ///
    /// `width` and `height` are those of ``bounds``. Numbers are printed shortest-exact (they
    /// read back to the same `Double`), whole numbers without a fraction; a non-finite number,
    /// which no engine should produce, is written as `null` and will not read back.
    ///
    /// - Parameter family: The family the layout was made for; its ids name the boxes.
    /// - Complexity: O(n), bytes built by hand.
    public func jsonData(for family: Family) -> Data {
        jsonData { emit in writeJSON(for: family, to: emit) }
    }

    /// The layout of a chart as layout JSON, as ``jsonData(for:)-(Family)`` writes a family's, with
    /// `"direction"` after the engine when the chart does not run top-down.
    ///
    /// - Parameter chart: The chart the layout was made for; its people's ids name the boxes.
    /// - Complexity: O(n).
    public func jsonData(for chart: FamilyChart) -> Data {
        jsonData { emit in writeJSON(for: chart, to: emit) }
    }

    /// Streams the layout as layout JSON (the bytes of ``jsonData(for:)-(Family)``) to `emit`, a
    /// chunk of a few hundred kilobytes at a time, so a layout of millions of boxes is written
    /// without holding its text.
    ///
    /// - Parameters:
    ///   - family: The family the layout was made for; its ids name the boxes.
    ///   - emit: Takes the next chunk of the document (valid during the call).
    /// - Throws: What `emit` throws.
    /// - Complexity: O(n), with no allocation per box.
    public func writeJSON(for family: Family, to emit: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try writeJSON(personCount: family.personCount, to: emit) { index, write in
            family.people.withIDUTF8(at: index, write)
        }
    }

    /// Streams the layout of a chart as layout JSON (the bytes of ``jsonData(for:)-(FamilyChart)``)
    /// to `emit`, as ``writeJSON(for:to:)-(Family,_)`` streams a family's.
    ///
    /// - Parameters:
    ///   - chart: The chart the layout was made for; its people's ids name the boxes.
    ///   - emit: Takes the next chunk of the document (valid during the call).
    /// - Throws: What `emit` throws.
    /// - Complexity: O(n), with no allocation per box.
    public func writeJSON(for chart: FamilyChart, to emit: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try writeJSON(personCount: chart.personCount, to: emit) { index, write in
            chart.people.withIDUTF8(at: index, write)
        }
    }

    /// The bytes `write` streams, gathered.
    private func jsonData(_ write: ((UnsafeRawBufferPointer) -> Void) -> Void) -> Data {
        var data = Data()
        write { data.append(contentsOf: $0) }
        return data
    }

    /// Streams the layout JSON of `personCount` boxes, `id` handing the UTF-8 of each box's id to
    /// the function it is given.
    private func writeJSON(
        personCount: Int, to emit: (UnsafeRawBufferPointer) throws -> Void,
        id: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) rethrows {
        precondition(boxes.count == personCount, "the layout must have one box per person")
        var writer = LayoutJSONWriter(
            engine: engine, bounds: bounds, boxCount: boxes.count, direction: direction, geometry: geometry)
        for (index, box) in boxes.enumerated() {
            writer.openBox()
            id(index) { writer.out.writeString(utf8: $0) }
            writer.closeBox(box)
            try writer.flush(into: emit)
        }
        writer.finish()
        try writer.flush(into: emit, whenFull: false)
    }

    /// Reads layout JSON (docs/ARCHITECTURE.md, "Layout JSON") back for a family.
    ///
    /// Fields other than `engine` and `boxes`, and box fields other than `id`, `x`, `y`,
    /// `width` and `height`, are skipped, so later versions may add more. The document's
    /// `width` and `height` are not trusted: ``bounds`` is computed from the boxes. A UTF-8
    /// byte-order mark before the document is allowed; invalid UTF-8 anywhere, keys included, is
    /// malformed JSON.
    ///
    /// - Parameters:
    ///   - jsonData: The document.
    ///   - family: The family the layout is for; every one of its people must have exactly one box.
    /// - Throws: ``LayoutJSONError``: malformed JSON (with its line and column), a missing field, a
    ///   bad value, or an unknown, duplicate or missing id (naming the id).
    /// - Complexity: O(n) expected: one pass of a byte scanner and a hash look-up per box.
    public init(jsonData: Data, family: Family) throws(LayoutJSONError) {
        try self.init(jsonData: jsonData, personCount: family.personCount, id: family.people.id(at:))
    }

    /// Reads layout JSON back for a chart, as ``init(jsonData:family:)`` reads it for a family;
    /// `"direction"` gives ``direction`` (top-down when the document has none).
    ///
    /// - Throws: ``LayoutJSONError``, as ``init(jsonData:family:)``, or a malformed document for
    ///   an unknown direction.
    /// - Complexity: O(n) expected.
    public init(jsonData: Data, chart: FamilyChart) throws(LayoutJSONError) {
        try self.init(jsonData: jsonData, personCount: chart.personCount, id: chart.people.id(at:))
    }

    private init(jsonData: Data, personCount: Int, id: (Int) -> String) throws(LayoutJSONError) {
        var indexOfID: [String: Int32] = [:]
        indexOfID.reserveCapacity(personCount)
        for index in 0..<personCount { indexOfID[id(index)] = Int32(index) }
        let result = jsonData.withUnsafeBytes { raw in
            Result { () throws(LayoutJSONError) -> FamilyLayout in
                var reader = LayoutJSONReader(scanner: JSONByteScanner(bytes: raw), indexOfID: indexOfID)
                return try reader.readLayout()
            }
        }
        self = try result.get()
    }
}
