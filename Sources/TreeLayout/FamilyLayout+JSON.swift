public import FamilyTree
public import Foundation

extension FamilyLayout {
    /// The layout as layout JSON (docs/ARCHITECTURE.md, "Layout JSON"), one box per line:
    /// `{"engine": …, "width": …, "height": …, "boxes": [{"id", "x", "y", "width", "height"}, …]}`.
    ///
    /// `width` and `height` are those of ``bounds``. Numbers are printed shortest-exact (they
    /// read back to the same `Double`), whole numbers without a fraction; a non-finite number,
    /// which no engine should produce, is written as `null` and will not read back.
    ///
    /// - Parameter family: The family the layout was made for; its ids name the boxes.
    /// - Complexity: O(n), bytes built by hand.
    public func jsonData(for family: Family) -> Data {
        jsonData(forPeople: family.people)
    }

    /// The layout of a chart as layout JSON, as ``jsonData(for:)-(Family)`` writes a family's, with
    /// `"direction"` after the engine when the chart does not run top-down.
    ///
    /// - Parameter chart: The chart the layout was made for; its people's ids name the boxes.
    /// - Complexity: O(n).
    public func jsonData(for chart: FamilyChart) -> Data {
        jsonData(forPeople: chart.people)
    }

    private func jsonData(forPeople people: [Person]) -> Data {
        precondition(boxes.count == people.count, "the layout must have one box per person")
        var writer = LayoutJSONWriter(engine: engine, bounds: bounds, boxCount: boxes.count, direction: direction)
        for (index, box) in boxes.enumerated() {
            writer.openBox()
            writer.bytes.appendJSONString(people[index].id)
            writer.closeBox(box)
        }
        return writer.data()
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
        try self.init(jsonData: jsonData, people: family.people)
    }

    /// Reads layout JSON back for a chart, as ``init(jsonData:family:)`` reads it for a family;
    /// `"direction"` gives ``direction`` (top-down when the document has none).
    ///
    /// - Throws: ``LayoutJSONError``, as ``init(jsonData:family:)``, or a malformed document for
    ///   an unknown direction.
    /// - Complexity: O(n) expected.
    public init(jsonData: Data, chart: FamilyChart) throws(LayoutJSONError) {
        try self.init(jsonData: jsonData, people: chart.people)
    }

    private init(jsonData: Data, people: [Person]) throws(LayoutJSONError) {
        var indexOfID: [String: Int32] = [:]
        indexOfID.reserveCapacity(people.count)
        for (index, person) in people.enumerated() { indexOfID[person.id] = Int32(index) }
        let result = jsonData.withUnsafeBytes { raw in
            Result { () throws(LayoutJSONError) -> FamilyLayout in
                var reader = LayoutJSONReader(scanner: JSONByteScanner(bytes: raw), indexOfID: indexOfID)
                return try reader.readLayout()
            }
        }
        self = try result.get()
    }
}
