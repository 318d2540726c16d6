import FamilyTree

extension Family {
    /// How many people a picture shows, for titles: `1 person`, `21 people`, or
    /// `21 people (4 drawn twice)` when the chart has repeat appearances, which are further boxes
    /// of people already counted, not more people.
    var peopleDescription: String {
        let repeats = repeatCount
        let distinct = personCount - repeats
        let people = "\(distinct) \(distinct == 1 ? "person" : "people")"
        return repeats == 0 ? people : "\(people) (\(repeats) drawn twice)"
    }
}
