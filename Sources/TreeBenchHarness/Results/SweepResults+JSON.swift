import FamilyTree
package import Foundation

extension SweepResults {
    /// `results.json`: pretty-printed, keys sorted, dates in ISO 8601.
    ///
    /// - Throws: An `EncodingError` only if a figure is not finite, which the sweep never produces.
    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Reads a `results.json` of this schema version or an older one, into the current model: a
    /// version 1 measurement's `score` becomes its ``EngineMeasurement/report``, and
    /// ``schemaVersion`` is the current one.
    ///
    /// - Parameter path: Named in errors.
    /// The file is held to the schema beyond JSON's types (``validate()``: ranges, finite
    /// numbers, unique case ids, counts that cannot overflow); its per-engine and per-size
    /// summaries are computed again from its cases.
    ///
    /// - Throws: ``SweepError/results(path:reason:)`` when the file is not a TreeBench results file,
    ///   is of a newer schema version, or breaks the schema (the reason names the case, the
    ///   engine and the field).
    package init(jsonData data: Data, path: String) throws(SweepError) {
        struct Header: Decodable {
            var schema: String?
            var schemaVersion: Int?
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let problem = Self.jsonSyntaxProblem(data) { throw .results(path: path, reason: problem) }
        guard let header = try? decoder.decode(Header.self, from: data), header.schema == Self.schemaName,
            let version = header.schemaVersion
        else {
            throw .results(path: path, reason: "not a TreeBench results file (no \"schema\": \"\(Self.schemaName)\")")
        }
        guard version == Self.currentSchemaVersion else {
            throw .results(
                path: path,
                reason: version > Self.currentSchemaVersion
                    ? "schema version \(version) is newer than this treebench reads (\(Self.currentSchemaVersion))"
                    : "schema version \(version) is older than this treebench reads (\(Self.currentSchemaVersion)): "
                        + "run the sweep again to write it")
        }
        let decoded: SweepResults
        do {
            decoded = try decoder.decode(SweepResults.self, from: data)
        } catch let error as DecodingError {
            throw .results(path: path, reason: "does not match the results schema: \(error.fieldMessage(in: data))")
        } catch {
            throw .results(path: path, reason: "does not match the results schema: \(error)")
        }
        do {
            try decoded.validate()
        } catch {
            throw .results(path: path, reason: "does not match the results schema: \(error)")
        }
        // The summaries are derived: computed again from the checked cases, never trusted.
        self = SweepResults(
            plan: decoded.plan, machine: decoded.machine, startedAt: decoded.startedAt,
            durationSeconds: decoded.durationSeconds, interrupted: decoded.interrupted, cases: decoded.cases)
    }

    /// Why `data` is not one JSON value, in words, or `nil` when it is: a file that ends before
    /// its JSON does is said to be cut short (an interrupted copy), not "not a results file".
    ///
    /// - Complexity: O(data.count), on the shared JSON byte scanner.
    static func jsonSyntaxProblem(_ data: Data) -> String? {
        data.withUnsafeBytes { bytes in
            var scanner = JSONByteScanner(bytes: bytes)
            do throws(JSONSyntaxError) {
                scanner.skipByteOrderMark()
                scanner.skipWhitespace()
                guard !scanner.isAtEnd() else { return "the file is empty" }
                try scanner.skipValue()
                guard scanner.isAtEnd() else { throw scanner.failure(expected: "the end of the file after its JSON") }
                return nil
            } catch {
                if error.offset >= bytes.count {
                    return "the file ends (after \(bytes.count) bytes) before its JSON does: it is cut short"
                }
                let (line, column) = scanner.location(of: error.offset)
                return "not JSON: line \(line), column \(column): expected \(error.expected), "
                    + "found \(scanner.found(at: error.offset))"
            }
        }
    }
}
