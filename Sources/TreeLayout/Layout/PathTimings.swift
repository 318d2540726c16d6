/// The steps of laying out a family from file to file, as `treebench layout FAMILY -o LAYOUT`
/// does, in seconds: what a user waits for, beside the layout call alone.
public struct PathTimings: Hashable, Sendable, Codable {
    /// Reading the family's file: the bytes, the JSON, each person's fields and their own rules
    /// (for a genealogy's file, GEDCOM or Gramps XML: its records, pointers resolved).
    public var read: Double
    /// For a genealogy's file: deriving its descendant chart, every box written into the table
    /// that validation checks; `nil` for Family JSON, which is a chart already.
    public var derive: Double?
    /// The rules that need the whole family, and linking the people into units.
    public var validate: Double
    /// The layout call.
    public var layout: Double
    /// Writing the layout JSON to its file.
    public var write: Double

    /// Creates the steps' timings.
    public init(read: Double, derive: Double? = nil, validate: Double, layout: Double, write: Double) {
        self.read = read
        self.derive = derive
        self.validate = validate
        self.layout = layout
        self.write = write
    }

    /// The path end to end: every step.
    public var total: Double { read + (derive ?? 0) + validate + layout + write }
}
