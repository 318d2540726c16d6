public import FamilyTree

/// What a chart's boxes and union lines say of each person, as Gramps' graphical reports offer it
/// (`treebench render --details`, `--marriages`, `--name-format`): the name in one of three
/// formats, under it the years, the full dates, or the dates with their places, and on each
/// union's line the marriage.
///
/// Every format draws by it: the SVG and Graphviz's PNG and PDF through
/// ``PictureStyle/personLines(for:in:)`` and ``PictureStyle/boxWidth(keepingWhole:height:minimum:)``
/// (``PictureStyle/content``), the chart page's boxes, data and tooltips, tooltips
/// (``PersonDetails``) and the DOT export's labels. The default is today's box: the name as
/// written and the years.
public struct BoxContent: Hashable, Sendable {
    /// What a box shows under the name.
    public enum Details: String, Hashable, Sendable, CaseIterable {
        /// The years of birth and death (``FamilyTree/Person/lifeYears``): `1819–1901`, `b. 1821`.
        case years
        /// The full dates as the file gives them, a line each: `b. 12 Mar 1819`, `d. 1901`,
        /// `d. ?` (a death recorded without a date); the forms of docs/GEDCOM.md's table.
        case dates
        /// The dates and where: `b. 12 Mar 1819, Kensington`, `d. Paris` (a place without a date).
        case datesPlaces = "dates-places"
    }

    /// How a box writes a name (Gramps' name formats).
    public enum NameFormat: String, Hashable, Sendable, CaseIterable {
        /// The name as the file writes it (GEDCOM's `/surname/` slashes removed).
        case asWritten = "as-written"
        /// The given names, then the surname: `John Fitzgerald Kennedy`.
        case givenSurname = "given-surname"
        /// The surname in capitals, a comma, the given names: `KENNEDY, John Fitzgerald`.
        case surnameGiven = "SURNAME-given"
    }

    /// What a box shows under the name.
    public var details: Details
    /// Whether each union's line carries the marriage (``marriageText(of:)``).
    public var marriages: Bool
    /// How names are written.
    public var nameFormat: NameFormat

    /// Creates the content; the defaults are a box with the name as written and the years.
    public init(details: Details = .years, marriages: Bool = false, nameFormat: NameFormat = .asWritten) {
        self.details = details
        self.marriages = marriages
        self.nameFormat = nameFormat
    }

    /// The name a box shows of `person`: as written, or rebuilt from the name's parts
    /// (``FamilyTree/PersonFacts``) when the file tells them; a name without parts (a hand-written
    /// Family JSON file, a living person hidden) is shown as written.
    ///
    /// - Complexity: O(length of the name).
    public func name(of person: Person) -> String {
        let given = person.facts.givenName.flatMap { $0.isEmpty ? nil : $0 }
        let surname = person.facts.surname.flatMap { $0.isEmpty ? nil : $0 }
        guard nameFormat != .asWritten, given != nil || surname != nil else { return person.name }
        switch nameFormat {
        case .asWritten:
            return person.name
        case .givenSurname:
            return [given, surname].compactMap { $0 }.joined(separator: " ")
        case .surnameGiven:
            return [surname?.uppercased(), given].compactMap { $0 }.joined(separator: ", ")
        }
    }

    /// The lines a box shows under the name, each kept whole on a line of its own: the years
    /// (one line, or none), or a line for the birth and one for the death.
    ///
    /// - Complexity: O(length of the dates and places).
    public func detailLines(of person: Person) -> [String] {
        switch details {
        case .years:
            return person.lifeYears.map { [$0] } ?? []
        case .dates, .datesPlaces:
            let places = details == .datesPlaces
            return [
                Self.event("b.", date: person.born, place: places ? person.facts.birthPlace : nil),
                Self.event("d.", date: person.died, place: places ? person.facts.deathPlace : nil),
            ].compactMap { $0 }
        }
    }

    /// The marriage of `person` to the partner their record names (``FamilyTree/Person/coupleID``),
    /// as its union's line shows it: `m. 1840` with years, `m. 10 Feb 1840` with dates,
    /// `m. 10 Feb 1840, St James's Palace` with places; nil when ``marriages`` is off or nothing
    /// of it is known.
    public func marriageText(of person: Person) -> String? {
        guard marriages else { return nil }
        let married = person.facts.married
        switch details {
        case .years:
            return married.flatMap(Person.years(of:)).map { "m. \($0)" }
        case .dates:
            return Self.event("m.", date: married, place: nil)
        case .datesPlaces:
            return Self.event("m.", date: married, place: person.facts.marriagePlace)
        }
    }

    /// `b. 12 Mar 1819, Kensington`: an event's mark, its date as a chart shows it (a death
    /// recorded without a date `?`, left out beside a place) and its place; nil with neither.
    private static func event(_ mark: String, date: String?, place: String?) -> String? {
        let place = place.flatMap { $0.isEmpty ? nil : $0 }
        var shown = date.map(GenealogicalDate.display)
        if shown == GenealogicalDate.undated && place != nil { shown = nil }
        let parts = [shown, place].compactMap { $0 }
        return parts.isEmpty ? nil : "\(mark) " + parts.joined(separator: ", ")
    }
}
