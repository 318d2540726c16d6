public import FamilyTree

/// The references that let a reader find a repeated person's own box on paper: every person
/// drawn more than once gets a number, shown on their own (home) box, and every repeat
/// appearance says “see N · gen. G”, the number and the generation of the row the home box
/// stands on. So the reader looks along one row for one number, as the cross-references of
/// Gramps' reports send a reader to a person's number.
///
/// Numbers follow the people's order in the chart (row by row), so every panel of a family and
/// every format shows the same numbers.
public struct RepeatReferences: Sendable {
    /// For each person: their number when their home box has repeats, else 0.
    public let number: [Int]
    /// For each person: the index of their home box when they are a repeat appearance, else -1.
    public let home: [Int]
    /// For each person: the generation of their home box's row, counting the chart's first row
    /// as 1 (a repeat's is its home's). In an ancestor chart the person is generation 1, their
    /// parents 2, as genealogists number a pedigree; an hourglass counts each half from the person.
    public let generation: [Int]
    /// For a picture printed on several sheets: for each panel, for each person, the sheet their
    /// home box is printed on; repeats then say `see 3 · p. 5` instead of the generation.
    public var homePages: [[Int]]?
    /// For an hourglass: for each person, whether their home box is among the ancestors (above
    /// the person, in the default direction); empty for charts of one section.
    public let homeIsAncestor: [Bool]

    /// The references of `family`'s repeat appearances (none when it has none).
    ///
    /// - Complexity: O(people), expected.
    public init(_ family: Family) {
        self.init(FamilyChart(descendants: family))
    }

    /// The references of `chart`'s repeat appearances (none when it has none).
    ///
    /// - Complexity: O(people), expected.
    public init(_ chart: FamilyChart) {
        let count = chart.personCount
        var home = [Int](repeating: -1, count: count)
        var number = [Int](repeating: 0, count: count)
        var generation = [Int](repeating: 1, count: count)
        var homeIsAncestor = [Bool](repeating: false, count: chart.sections.count > 1 ? count : 0)
        for section in chart.sections {
            let family = section.family
            for index in 0..<family.personCount where section.draws(index) {
                let unitGeneration = Int(family.units[Int(family.unitOfPerson[index])].generation)
                generation[section.chartPerson(index)] = unitGeneration + 1
                if !homeIsAncestor.isEmpty && section.side == .ancestors && unitGeneration > 0 {
                    homeIsAncestor[section.chartPerson(index)] = true
                }
            }
        }
        let people = chart.people
        if people.contains(where: \.isRepeat) {
            var indexOfID: [String: Int] = [:]
            indexOfID.reserveCapacity(count)
            for (index, person) in people.enumerated() where !person.isRepeat { indexOfID[person.id] = index }
            for (index, person) in people.enumerated() {
                guard let id = person.sameAs, let target = indexOfID[id] else { continue }
                home[index] = target
                generation[index] = generation[target]
                if !homeIsAncestor.isEmpty { homeIsAncestor[index] = homeIsAncestor[target] }
            }
            var next = 1
            var numbered = [Bool](repeating: false, count: count)
            for target in home where target >= 0 { numbered[target] = true }
            for index in 0..<count where numbered[index] {
                number[index] = next
                next += 1
            }
        }
        self.number = number
        self.home = home
        self.generation = generation
        self.homeIsAncestor = homeIsAncestor
    }

    /// Where `person`'s home row is, as a tag says it: `gen. 2` (the chart's second row), or in an
    /// hourglass, whose two halves each count from the person, `2 gen. up` or `1 gen. down` from
    /// the person's row (`gen. 1` for that row itself).
    public func generationPlace(of person: Int) -> String {
        let generation = generation[person]
        guard !homeIsAncestor.isEmpty, generation > 1 else { return "gen. \(generation)" }
        return "\(generation - 1) gen. \(homeIsAncestor[person] ? "up" : "down")"
    }

    /// Whether the family has no repeat appearances, so nothing is tagged.
    public var isEmpty: Bool { !home.contains { $0 >= 0 } }

    /// The tag drawn by `person`'s box in `panel`: `3` on a home box with repeats, `see 3 · gen. 2`
    /// (in an hourglass `see 3 · 2 gen. up`, ``generationPlace(of:)``) on a repeat appearance (`see 3 · p. 5` when printed on several sheets, ``homePages``),
    /// `nil` for everyone else.
    public func tag(of person: Int, panel: Int = 0) -> RepeatTag? {
        if number[person] > 0 { return RepeatTag(text: "\(number[person])", isHome: true) }
        let target = home[person]
        guard target >= 0, number[target] > 0 else { return nil }
        let page = homePages.flatMap { panel < $0.count && target < $0[panel].count ? $0[panel][target] : nil }
        let place = page.map { "p. \($0)" } ?? generationPlace(of: target)
        return RepeatTag(text: "see \(number[target]) · \(place)", isHome: false)
    }
}
