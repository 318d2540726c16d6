/// The steps of laying out a family from file to file, as `treebench layout FAMILY -o LAYOUT`
/// does, in seconds: what a user waits for, beside the layout call alone.
public struct PathTimings: Hashable, Sendable, Codable {
    /// Reading the family's file: the bytes, the JSON, each person's fields and their own rules.
    public var read: Double
    /// The rules that need the whole family, and linking the people into units.
    public var validate: Double
    /// The layout call.
    public var layout: Double
    /// Writing the layout JSON to its file.
    public var write: Double

    /// Creates the steps' timings.
    public init(read: Double, validate: Double, layout: Double, write: Double) {
        self.read = read
        self.validate = validate
        self.layout = layout
        self.write = write
    }

    /// The path end to end: every step.
    public var total: Double { read + validate + layout + write }
}
