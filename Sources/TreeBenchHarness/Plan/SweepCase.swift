package import FamilyTree
import TreeLayout

/// One family of a sweep: the generator's parameters.
package struct SweepCase: Hashable, Sendable, Codable, Comparable {
    /// Number of generations (rows).
    package var generations: Int
    /// Number of people.
    package var members: Int
    /// The generator's seed.
    package var seed: UInt64
    /// The generator's shape, or `nil` for its default.
    package var shape: String?
    /// For a family given with `treebench run --family`: the file's absolute path; the case is laid
    /// out from it rather than generated, and `generations`/`members` describe its chart.
    package var file: String?
    /// For a given genealogy: the number of repeat appearances in its chart.
    package var repeats: Int?
    /// The chart the case generates: `nil` for a descendant chart.
    package var chart: ChartKind?
    /// The pedigree-collapse rate of an ancestor chart's or an hourglass's pedigree.
    package var collapseRate: Double?
    /// The remarriage rate of the case's generated family (``GenealogyKit/GenealogyGenerator``,
    /// then its descendant chart); `nil` for none.
    package var remarriageRate: Double?

    /// Creates a case.
    package init(
        generations: Int, members: Int, seed: UInt64, shape: String? = nil, file: String? = nil, repeats: Int? = nil
    ) {
        self.generations = generations
        self.members = members
        self.seed = seed
        self.shape = shape
        self.file = file
        self.repeats = repeats
    }

    /// A stable name for the case, used to match cases between runs: `g5-m1000-s1` or `g5-m1000-s1-wide`
    /// (`g5-m1000-s1-r0.2` with remarriages); a given family's file name.
    package var id: String {
        if let file { return String(file.split(separator: "/").last ?? file[...]) }
        var base = "g\(generations)-m\(members)-s\(seed)"
        if let chart, chart != .descendants {
            base = "\(chart.rawValue)-\(base)"
            if let collapseRate, collapseRate > 0 { base += "-c\(collapseRate)" }
        }
        if let remarriageRate, remarriageRate > 0 { base += "-r\(remarriageRate)" }
        guard let shape else { return base }
        return "\(base)-\(shape)"
    }

    /// The generations of a pedigree of `boxes` boxes with every row full but the last: the
    /// person's own, then as many as the boxes reach.
    package static func pedigreeGenerations(boxes: Int) -> Int {
        var generations = 0
        var full = 0
        while full < boxes {
            full = 2 * full + 1
            generations += 1
        }
        return generations
    }

    /// Smaller families first: by members, then generations, seed and shape.
    package static func < (lhs: SweepCase, rhs: SweepCase) -> Bool {
        (lhs.members, lhs.generations, lhs.seed, lhs.shape ?? "") < (
            rhs.members, rhs.generations, rhs.seed, rhs.shape ?? ""
        )
    }
}
