public import FamilyTree

/// What a picture tells of a person beyond their box: the full name, the dates as the source
/// wrote them, the id, the generation, and for a repeat appearance where the person's own box
/// is. Tooltips in the SVG and in Graphviz's pictures read it; the chart page shows the same.
public struct PersonDetails: Sendable {
    /// The full name, or “(no name)”.
    public let name: String
    /// `born 29 May 1917 · died 22 Nov 1963`, the dates as the chart shows them (a range
    /// `born 1794–1796`, a death recorded without a date `died, date unknown`); `nil` without dates.
    public let dates: String?
    /// `id I104 · generation 3`: the source's id and the generation of the person's own row,
    /// the chart's first row being generation 1.
    public let identity: String
    /// For a repeat appearance, where the person's own box is; for a home with repeats, that it
    /// is drawn again; `nil` otherwise.
    public let reference: String?
    /// `born in Kensington · died in Paris`, when the content shows places
    /// (``BoxContent/Details/datesPlaces``) and the chart knows them; else `nil`.
    public let places: String?
    /// `married 10 Feb 1840, St James's Palace`: the marriage to the partner the record names,
    /// when the content shows marriages (``BoxContent/marriages``) and the chart knows it.
    public let marriage: String?

    /// The details of `family.people[person]`.
    ///
    /// - Complexity: O(1).
    public init(family: Family, person index: Int, references: RepeatReferences, content: BoxContent = BoxContent()) {
        self.init(people: family.people, person: index, references: references, content: content)
    }

    /// The details of `people[person]`, the people of a chart (`FamilyChart.people`) or a family,
    /// with the places and the marriage when `content` shows them.
    ///
    /// - Complexity: O(1).
    public init<People: RandomAccessCollection<Person>>(
        people: People, person index: Int, references: RepeatReferences, content: BoxContent = BoxContent()
    ) where People.Index == Int {
        let person = people[index]
        name = person.name.isEmpty ? "(no name)" : person.name
        let died = person.died.map { $0 == GenealogicalDate.undated ? "died, date unknown" : "died \($0)" }
        let parts = [person.born.map { "born \($0)" }, died].compactMap { $0 }
        dates = parts.isEmpty ? nil : parts.joined(separator: " · ")
        let facts = person.facts
        if content.details == .datesPlaces {
            let wheres = [
                BoxContent.shownPlace(facts.birthPlace).map { "born in \($0)" },
                BoxContent.shownPlace(facts.christeningPlace).map { "christened in \($0)" },
                BoxContent.shownPlace(facts.deathPlace).map { "died in \($0)" },
                BoxContent.shownPlace(facts.burialPlace).map { "buried in \($0)" },
            ]
            places = wheres.contains { $0 != nil } ? wheres.compactMap { $0 }.joined(separator: " · ") : nil
        } else {
            places = nil
        }
        let marriagePlace = content.details == .datesPlaces ? BoxContent.shownPlace(facts.marriagePlace) : nil
        if content.marriages, facts.married != nil || marriagePlace != nil {
            marriage = "married " + [facts.married, marriagePlace].compactMap { $0 }.joined(separator: ", ")
        } else {
            marriage = nil
        }
        let homeIndex = references.home[index]
        let id = homeIndex >= 0 ? people[homeIndex].id : person.id
        identity = "id \(id) · generation \(references.generation[index])"
        if homeIndex >= 0, references.number[homeIndex] > 0 {
            let place =
                references.homeIsAncestor.isEmpty
                ? "in generation \(references.generation[homeIndex])" : references.generationPlace(of: homeIndex)
            reference = "drawn again: the own box, marked \(references.number[homeIndex]), is \(place)"
        } else if references.number[index] > 0 {
            reference = "drawn again where marked “see \(references.number[index])”"
        } else {
            reference = nil
        }
    }

    /// The details as lines, for a tooltip.
    public var tooltip: String {
        ([name, dates, places, marriage, identity, reference].compactMap { $0 }).joined(separator: "\n")
    }
}
