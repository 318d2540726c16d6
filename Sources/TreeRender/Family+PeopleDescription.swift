import FamilyTree

extension Family {
    /// How many people a picture shows, for titles: `1 person`, `21 people`, or
    /// `21 people, 4 repeat appearances` when the chart has repeat appearances, which are further
    /// boxes of people already counted (one person may have several), not more people.
    var peopleDescription: String {
        let repeats = repeatCount
        let distinct = personCount - repeats
        let people = "\(distinct) \(distinct == 1 ? "person" : "people")"
        return repeats == 0
            ? people : "\(people), \(repeats) repeat appearance\(repeats == 1 ? "" : "s")"
    }
}
