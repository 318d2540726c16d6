extension ChartDocument {
    /// Reads a chart document streamed from `source`, holding only a window of a few hundred
    /// kilobytes of it: a descendant chart goes straight to a validated ``Family``, as
    /// ``Family/init(jsonByteCount:readingFrom:)`` reads one; an ancestor chart or hourglass (usually
    /// small) is kept as records, for ``FamilyChart/init(validating:)``.
    ///
    /// - Parameters:
    ///   - byteCount: The document's size when known (a regular file's), to make room for its
    ///     people once; `nil` for a pipe.
    ///   - source: Reads the next bytes of the document into the buffer it is given and returns
    ///     how many, 0 at the end.
    /// - Throws: ``FamilyValidationFailure``: a document that is not a chart document (as
    ///   ``init(jsonData:)`` finds it), or a descendant chart that breaks a rule (as
    ///   ``Family/init(validating:)`` does); whatever `source` throws.
    /// - Complexity: O(n) expected in the size of the document.
    public static func read(
        jsonByteCount byteCount: Int? = nil, readingFrom source: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
    ) throws -> ReadChart {
        // The sink is made in place: a copy held here would keep its reserved columns alive while
        // the reader's copy, no longer unique, makes columns of its own.
        var reader = FamilyJSONReader(
            source: source, windowCapacity: JSONInputWindow.initialCapacity, byteCount: byteCount,
            sink: ChartRecordSink(expectedPeople: (byteCount ?? 0) / Family.bytesPerPerson))
        defer { reader.close() }
        let kind: ChartKind
        do throws(FamilyReadFailure) {
            kind = try reader.readChartDocument()
        } catch {
            if case .input(let inputError) = error { throw inputError }
            throw error.validationFailure
        }
        var read = reader.sink
        reader.sink = ChartRecordSink(expectedPeople: 0)  // the reader's copy goes, so the table is freed as it is used
        guard kind != .descendants else { return .family(try read.makeFamily()) }
        return .document(
            ChartDocument(
                kind: kind, descendants: read.descendantRecords().map(FamilyDocument.init(generations:)),
                ancestors: read.records.ancestors.map(FamilyDocument.init(generations:))))
    }
}
