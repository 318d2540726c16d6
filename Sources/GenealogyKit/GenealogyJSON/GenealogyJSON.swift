/// The JSON shape topola (a GEDCOM chart library for the web) reads, `JsonGedcomData`:
/// `{"indis": [...], "fams": [...]}`, as `GenealogyJSONReader` reads it. Only the fields TreeBench
/// draws are read; others are skipped.
struct GenealogyJSON {
    /// A person: `{"id", "firstName", "lastName", "sex", "famc", "fams": [...], "birth", "death"}`.
    struct Individual {
        var id: String
        var firstName: String?
        var lastName: String?
        var sex: String?
        var famc: String?
        var fams: [String]?
        var birth: Event?
        var death: Event?
    }

    /// A union: `{"id", "husb", "wife", "children": [...]}`.
    struct Family {
        var id: String
        var husb: String?
        var wife: String?
        var children: [String]?
    }

    /// An event with a date or a date range.
    struct Event {
        var date: EventDate?
        var dateRange: DateRange?

        /// The date in GEDCOM's words (`12 MAR 1819`, `ABT 1900`, `FROM 1900 TO 1910`).
        var text: String? {
            if let date { return date.textValue }
            guard let dateRange else { return nil }
            let from = dateRange.from?.textValue.map { "FROM \($0)" }
            let to = dateRange.to?.textValue.map { "TO \($0)" }
            let words = [from, to].compactMap { $0 }
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
    }

    /// `{"qualifier", "day", "month", "year", "text"}`.
    struct EventDate {
        var qualifier: String?
        var day: Int?
        var month: Int?
        var year: Int?
        var text: String?

        /// The date as GEDCOM writes it.
        var textValue: String? {
            if let text, !text.isEmpty { return text }
            let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
            var words: [String] = []
            if let qualifier, !qualifier.isEmpty { words.append(qualifier.uppercased()) }
            if let day { words.append(String(day)) }
            if let month, (1...12).contains(month) { words.append(months[month - 1]) }
            if let year { words.append(String(year)) }
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
    }

    /// `{"from": date, "to": date}`.
    struct DateRange {
        var from: EventDate?
        var to: EventDate?
    }

    var indis: [Individual]
    var fams: [Family]?
}
