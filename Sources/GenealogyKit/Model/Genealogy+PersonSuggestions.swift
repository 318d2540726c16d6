import Foundation

extension Genealogy {
    /// Everyone `query` could name: each person whose name's words the query's words start, in any
    /// order, ignoring case and accents (``person(matching:)`` picks among them; a whole name wins).
    ///
    /// - Complexity: O(the people's names' length).
    public func peopleMatchingWords(of query: String) -> [Int] {
        let wanted = PersonLookup.words(query)
        guard !wanted.isEmpty else { return [] }
        return people.indices.filter { PersonLookup.startsWords(wanted, of: PersonLookup.words(people[$0].name)) }
    }

    /// The people whose names are nearest to `query` (a name misspelt): by edit distance between
    /// the folded name and the folded query, nearest first, at most `limit`, none further than
    /// half the query's length.
    ///
    /// - Complexity: O(people × name length × query length).
    public func nearestNames(to query: String, limit: Int = 5) -> [Int] {
        let wanted = Array(PersonLookup.words(query).joined(separator: " "))
        guard !wanted.isEmpty else { return [] }
        let furthest = max(1, wanted.count / 2)
        var scored: [(distance: Int, person: Int)] = []
        for index in people.indices {
            let name = Array(PersonLookup.words(people.name(at: index)).joined(separator: " "))
            let distance = Self.editDistance(wanted, name)
            if distance <= furthest { scored.append((distance, index)) }
        }
        return scored.sorted { ($0.distance, $0.person) < ($1.distance, $1.person) }.prefix(limit).map(\.person)
    }

    /// A person as lists of candidates show them: `Name (ID, born – died)`.
    public func personDescription(_ person: Int) -> String { candidateDescription(person) }

    /// Levenshtein's distance between two strings of characters, in two rows.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
