import FamilyTree

extension Family {
    /// How many people a picture shows, for titles: `1 person`, `21 people`, or
    /// `21 people, 4 repeat appearances` when the chart has repeat appearances, which are further
    /// boxes of people already counted (one person may have several), not more people.
    var peopleDescription: String { FamilyChart.peopleDescription(personCount: personCount, repeats: repeatCount) }
}

extension FamilyChart {
    /// How many people a picture of the chart shows, as ``FamilyTree/Family`` describes its own.
    var peopleDescription: String { Self.peopleDescription(personCount: personCount, repeats: repeatCount) }

    /// `N people` (or `1 person`), and `, K repeat appearances` when there are any.
    static func peopleDescription(personCount: Int, repeats: Int) -> String {
        let distinct = personCount - repeats
        let people = "\(distinct) \(distinct == 1 ? "person" : "people")"
        return repeats == 0
            ? people : "\(people), \(repeats) repeat appearance\(repeats == 1 ? "" : "s")"
    }
}
