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
    /// (one line, or none), or a line for the birth and one for the death. With places, where no
    /// birth (death) place is known, a christening's (burial's) place is named as one, after the
    /// date: `b. 1540; chr. London`, `chr. London` with no birth date, `d. 1603; bur. Westminster
    /// Abbey`.
    ///
    /// - Complexity: O(length of the dates and places).
    public func detailLines(of person: Person) -> [String] {
        switch details {
        case .years:
            return person.lifeYears.map { [$0] } ?? []
        case .dates, .datesPlaces:
            let places = details == .datesPlaces
            let facts = person.facts
            return [
                Self.event(
                    "b.", date: person.born, place: places ? facts.birthPlace : nil,
                    else: "chr.", place: places ? facts.christeningPlace : nil),
                Self.event(
                    "d.", date: person.died, place: places ? facts.deathPlace : nil,
                    else: "bur.", place: places ? facts.burialPlace : nil),
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

    /// The marriage the line of `family`'s unit `index` carries, as ``marriageText(of:)`` words
    /// it: in a descendant section, a couple's or a further union's, named on either partner's
    /// record (a later partner's, for a further union); in an ancestor section, the marriage of
    /// the person's two parents (the unit's two "children"), named on either parent's record.
    /// Nil for any other unit (a single parent, one parent recorded, parents folded away), when
    /// ``marriages`` is off, or when nothing of it is known. Every format asks this one question.
    ///
    /// - Complexity: O(length of the date and place).
    public func marriageText(ofUnit index: Int, in family: Family, side: ChartSide) -> String? {
        guard marriages else { return nil }
        let unit = family.units[index]
        let first: Int32
        let second: Int32?
        switch side {
        case .descendants:
            guard unit.isCouple || unit.isFurtherUnion else { return nil }
            (first, second) = (unit.blood, unit.isCouple ? unit.spouse : nil)
        case .ancestors:
            guard unit.childCount == 2 else { return nil }
            (first, second) = (family.units[Int(unit.firstChild)].blood, family.units[Int(unit.firstChild) + 1].blood)
        }
        return marriageText(of: family.people[Int(first)])
            ?? second.flatMap { marriageText(of: family.people[Int($0)]) }
    }

    /// A place as a chart shows it: its comma-separated parts (GEDCOM's jurisdictions, `Town,
    /// County, Country`, of which a file may leave some empty) trimmed and the empty ones left out,
    /// so `Abt 2122, , B.C.` shows as `Abt 2122, B.C.`; nil when nothing is left.
    ///
    /// - Complexity: O(length of the place).
    public static func shownPlace(_ place: String?) -> String? {
        guard let place else { return nil }
        let parts = place.split(separator: ",", omittingEmptySubsequences: false).compactMap { part in
            let trimmed = part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
            return trimmed.isEmpty ? nil : String(trimmed.reversed())
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `b. 12 Mar 1819, Kensington`: an event's mark, its date as a chart shows it (a death
    /// recorded without a date `?`, left out beside a place) and its place (``shownPlace(_:)``);
    /// nil with neither.
    private static func event(_ mark: String, date: String?, place: String?) -> String? {
        let place = shownPlace(place)
        var shown = date.map(GenealogicalDate.display)
        if shown == GenealogicalDate.undated && place != nil { shown = nil }
        let parts = [shown, place].compactMap { $0 }
        return parts.isEmpty ? nil : "\(mark) " + parts.joined(separator: ", ")
    }

    /// An event (`b. 1540, Greenwich`); without its place, the event's date and, after a
    /// semicolon, the place of the one that follows it (`b. 1540; chr. London`), alone when the
    /// date is unknown (`chr. London`) or `?` (`bur. Windsor`).
    private static func event(
        _ mark: String, date: String?, place: String?, else nextMark: String, place nextPlace: String?
    ) -> String? {
        guard shownPlace(place) == nil, let nextPlace = shownPlace(nextPlace) else {
            return event(mark, date: date, place: place)
        }
        let shown = date.map(GenealogicalDate.display).flatMap { $0 == GenealogicalDate.undated ? nil : $0 }
        return [shown.map { "\(mark) \($0)" }, "\(nextMark) \(nextPlace)"].compactMap { $0 }.joined(separator: "; ")
    }
}
