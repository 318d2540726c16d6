public import Foundation

extension FamilyDocument {
    /// Decodes Family JSON v1 with a byte scanner (`FamilyJSONReader`), without Foundation's JSON
    /// machinery.
    ///
    /// Only `id` is required in a person; `name` defaults to `""`, `gender` to `"unknown"`, `age` to 0,
    /// `coupleID` to `""` and `childrenIDs` to `[]` (also when written as `null`). Unknown keys are skipped.
    ///
    /// - Throws: ``FamilyValidationFailure`` with one ``FamilyError/malformedDocument(reason:)`` that
    ///   gives the line and column where the JSON breaks and what was expected there, or the record
    ///   whose field has the wrong type.
    /// - Complexity: O(n) in the size of the data.
    public init(jsonData: Data) throws(FamilyValidationFailure) {
        self = try FamilyJSONReader.read(jsonData) { reader throws(FamilyReadFailure) in try reader.readFamily() }
    }

    /// The document as Family JSON v1, one person per line, every field written; see `FamilyJSONWriter`.
    ///
    /// Decoding the result with ``init(jsonData:)`` gives back an equal document.
    ///
    /// - Complexity: O(n) in the size of the output.
    public func jsonData() -> Data {
        var writer = FamilyJSONWriter()
        writer.writeDocument(self)
        return Data(writer.bytes)
    }
}

extension Family {
    /// Reads and validates Family JSON v1 in one pass: ids are looked up as they are met and
    /// links resolved to indices, with no ``FamilyDocument`` in between.
    ///
    /// The problems are those of ``FamilyDocument/init(jsonData:)`` followed by
    /// ``init(validating:)``, word for word.
    ///
    /// - Parameter jsonData: The document.
    /// - Throws: ``FamilyValidationFailure``: the one syntax problem of a malformed document, or
    ///   every rule the document breaks.
    /// - Complexity: O(n) expected in the size of the data.
    public init(jsonData: Data) throws(FamilyValidationFailure) {
        let result = jsonData.withUnsafeBytes { bytes -> Result<PersonTable, FamilyReadFailure> in
            // The table is made in place: a copy held here would keep its reserved columns alive
            // while the reader's copy, no longer unique, makes columns of its own.
            var reader = FamilyJSONReader(
                bytes: bytes, sink: PersonTable(expectedPeople: jsonData.count / Self.bytesPerPerson))
            do throws(FamilyReadFailure) {
                try reader.readDocument()
                return .success(reader.sink)
            } catch {
                return .failure(error)
            }
        }
        switch consume result {
        case .success(var table): self = try table.makeFamily()
        case .failure(let failure): throw failure.validationFailure
        }
    }

    /// Reads and validates Family JSON v1 streamed from `source`, as ``init(jsonData:)`` does, while
    /// holding only a window of a few hundred kilobytes of the document: memory stays that of the
    /// family, not of its file.
    ///
    /// - Parameters:
    ///   - byteCount: The document's size when known (a regular file's), to make room for its
    ///     people once (up to a gigabyte's worth); `nil` for a pipe. A wrong size costs memory or
    ///     a regrowth, never the result.
    ///   - source: Reads the next bytes of the document into the buffer it is given and returns
    ///     how many, 0 at the end.
    /// - Throws: ``FamilyValidationFailure`` for a document that is not valid Family JSON v1;
    ///   whatever `source` throws.
    /// - Complexity: O(n) expected in the size of the document.
    public init(
        jsonByteCount byteCount: Int? = nil, readingFrom source: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
    ) throws {
        try self.init(jsonByteCount: byteCount, windowCapacity: JSONInputWindow.initialCapacity, readingFrom: source)
    }

    /// ``init(jsonByteCount:readingFrom:)``, timing its two steps.
    ///
    /// - Parameter times: Set to how long reading the document took (the bytes, the JSON, each
    ///   person's own rules) and how long validating it did (the rules that need every person,
    ///   linking the units).
    package init(
        jsonByteCount byteCount: Int?, readingFrom source: @escaping (UnsafeMutableRawBufferPointer) throws -> Int,
        times: inout FamilyReadTimes
    ) throws {
        try self.init(
            jsonByteCount: byteCount, windowCapacity: JSONInputWindow.initialCapacity, readingFrom: source,
            times: &times)
    }

    /// ``init(jsonByteCount:readingFrom:)`` through a window of `windowCapacity` bytes to begin with.
    init(
        jsonByteCount byteCount: Int?, windowCapacity: Int,
        readingFrom source: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
    ) throws {
        var times = FamilyReadTimes()
        try self.init(jsonByteCount: byteCount, windowCapacity: windowCapacity, readingFrom: source, times: &times)
    }

    /// ``init(jsonByteCount:readingFrom:)`` through a window of `windowCapacity` bytes, timed.
    init(
        jsonByteCount byteCount: Int?, windowCapacity: Int,
        readingFrom source: @escaping (UnsafeMutableRawBufferPointer) throws -> Int, times: inout FamilyReadTimes
    ) throws {
        let clock = ContinuousClock()
        let start = clock.now
        // A stated size is a hint: past a gigabyte the tables grow as they fill, so a wrong one
        // (`Int.max`) cannot ask for more memory than there is.
        let hintedBytes = min(max(byteCount ?? 0, 0), Self.largestReservedByteCount)
        // The table is made in place: a copy held here kept every reserved column alive (a
        // third of the peak) while the reader's copy, no longer unique, made columns of its own.
        var reader = FamilyJSONReader(
            source: source, windowCapacity: windowCapacity, byteCount: byteCount,
            sink: PersonTable(expectedPeople: hintedBytes / Self.bytesPerPerson))
        defer { reader.close() }
        do throws(FamilyReadFailure) {
            try reader.readDocument()
        } catch {
            if case .input(let inputError) = error { throw inputError }
            throw error.validationFailure
        }
        var read = reader.sink
        reader.sink.restart()  // the reader's copy goes, so the table is freed as `makeFamily()` goes on
        let readEnd = clock.now
        self = try read.makeFamily()
        times = FamilyReadTimes(read: readEnd - start, validate: clock.now - readEnd)
    }

    /// About how many bytes a person takes in Family JSON as TreeBench and most tools write it
    /// (a line per person, every field): room for the people of a document is made once from its
    /// size; a denser document's columns grow as it is read.
    static let bytesPerPerson = 100

    /// The largest stated document size room is made for up front (1 GiB).
    static let largestReservedByteCount = 1 << 30
}

extension FamilyReadFailure {
    /// The failure as the public error: the one problem the document has.
    var validationFailure: FamilyValidationFailure {
        switch self {
        case .problem(let problem): FamilyValidationFailure(problems: [problem])
        case .windowEnded:
            FamilyValidationFailure(problems: [.malformedDocument(reason: "the document ended inside a record")])
        case .input(let error): FamilyValidationFailure(problems: [.malformedDocument(reason: "\(error)")])
        }
    }
}
