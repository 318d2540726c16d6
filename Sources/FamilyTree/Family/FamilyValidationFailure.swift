/// Every problem found in one document, capped so a huge broken file stays readable.
public struct FamilyValidationFailure: Error, Sendable, CustomStringConvertible {
    /// The most problems kept; the rest are only counted.
    public static let limit = 100

    /// The problems found, in document order, at most ``limit``.
    public let problems: [FamilyError]
    /// How many more problems were found but not kept.
    public let omittedCount: Int

    /// Creates a failure from problems found; problems beyond ``limit`` are counted, not kept.
    public init(problems: [FamilyError], omittedCount: Int = 0) {
        self.problems = Array(problems.prefix(Self.limit))
        self.omittedCount = omittedCount + max(0, problems.count - Self.limit)
    }

    /// One problem per line, and a last line saying how many more were found.
    public var description: String {
        var lines = problems.map { "error: \($0)" }
        if omittedCount > 0 {
            lines.append("… and \(omittedCount) more problem\(omittedCount == 1 ? "" : "s") not shown")
        }
        return lines.joined(separator: "\n")
    }
}
