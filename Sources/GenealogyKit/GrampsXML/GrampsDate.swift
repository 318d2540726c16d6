import FamilyTree

/// A Gramps XML date (`dateval`, `daterange`, `datespan`, `datestr`) as the date text GEDCOM writes,
/// so one display formatter (`GenealogicalDate`) shows dates from both formats alike: `ABT 1845`,
/// `BEF 1970`, `BET 1840 AND 1845`, `FROM 1840 TO 1845`, `EST 1850`, `@#DJULIAN@ 1 FEB 1700`.
///
/// The text is what Gramps' own GEDCOM export writes for the date (Gramps 5.1,
/// `plugins/export/exportgedcom.py` `_date` and `plugins/lib/libgedcom.py` `make_gedcom_date`):
///
/// - `val`, `start`, `stop` are `[-]YYYY[-MM[-DD]]`, 0 for an unknown part; a negative year is
///   `B.C.`; a day without a month is dropped; a month or a day without a year is a phrase
///   (`(MAR)`, `(12 MAR)`).
/// - `type` `about`, `before`, `after` is `ABT`, `BEF`, `AFT` (Gramps 5.2's `from` and `to` are
///   `FROM`, `TO`); `quality` `estimated`, `calculated` is `EST`, `CAL`, only on a date without a
///   `type` (Gramps drops it otherwise).
/// - `cformat` `Julian`, `Hebrew`, `French Republican` write GEDCOM's calendar escape and that
///   calendar's month names; `Swedish` writes the date as `YYYY-MM-DD (swedish)`, as Gramps does.
///   `Persian` and `Islamic` have no GEDCOM form; where Gramps writes them as if Gregorian,
///   TreeBench adds the calendar's name, `12 MAR 241 (Islamic)`, so the date is not misread.
/// - `datestr`'s `val` is written as it is.
enum GrampsDate {
    /// The date text of a date element, or nil when `element` is no date element.
    static func text(_ element: XMLName, attributes: XMLAttributes) -> String? {
        let calendar = attributes.string("cformat") ?? ""
        if element == "dateval" {
            guard let value = attributes.string("val") else { return nil }
            let modifier = Self.modifier(attributes)
            var date = point(value, calendar: calendar)
            if let modifier {
                date = "\(modifier) \(date)"
            } else if let quality = Self.quality(attributes) {
                date = "\(quality) \(date)"
            }
            return date
        }
        if element == "daterange" || element == "datespan" {
            guard let start = attributes.string("start"), let stop = attributes.string("stop") else { return nil }
            let (from, to) = element == "daterange" ? ("BET", "AND") : ("FROM", "TO")
            return "\(from) \(point(start, calendar: calendar)) \(to) \(point(stop, calendar: calendar))"
        }
        if element == "datestr" { return attributes.string("val") }
        return nil
    }

    /// `type`'s GEDCOM word.
    private static func modifier(_ attributes: XMLAttributes) -> String? {
        if attributes.value("type", is: "about") { return "ABT" }
        if attributes.value("type", is: "before") { return "BEF" }
        if attributes.value("type", is: "after") { return "AFT" }
        if attributes.value("type", is: "from") { return "FROM" }
        if attributes.value("type", is: "to") { return "TO" }
        return nil
    }

    /// `quality`'s GEDCOM word.
    private static func quality(_ attributes: XMLAttributes) -> String? {
        if attributes.value("quality", is: "estimated") { return "EST" }
        if attributes.value("quality", is: "calculated") { return "CAL" }
        return nil
    }

    static let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
    static let hebrewMonths = [
        "TSH", "CSH", "KSL", "TVT", "SHV", "ADR", "ADS", "NSN", "IYR", "SVN", "TMZ", "AAV", "ELL",
    ]
    static let frenchMonths = [
        "VEND", "BRUM", "FRIM", "NIVO", "PLUV", "VENT", "GERM", "FLOR", "PRAI", "MESS", "THER", "FRUC", "COMP",
    ]

    /// One date `[-]YYYY[-MM[-DD]]` in `calendar`, as GEDCOM writes it; a value that is not
    /// numbers is kept as written.
    static func point(_ value: String, calendar: String) -> String {
        // Up to three numbers apart by "-", the first perhaps after a "-" of its own.
        var (year, month, day) = (0, 0, 0)
        var count = 0
        var digits = 0
        var negative = false
        for (offset, byte) in value.utf8.enumerated() {
            if byte == UInt8(ascii: "-") {
                if offset == 0 {
                    negative = true
                    continue
                }
                guard digits > 0, count < 2 else { return value }
                count += 1
                digits = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), digits < 9 {
                let digit = Int(byte - UInt8(ascii: "0"))
                switch count {
                case 0: year = year * 10 + digit
                case 1: month = month * 10 + digit
                default: day = day * 10 + digit
                }
                digits += 1
            } else {
                return value
            }
        }
        guard digits > 0 else { return value }
        if calendar == "Swedish" {
            return month == 0 && day == 0 ? "\(year) (swedish)" : "\(value) (swedish)"
        }
        let (names, escape): ([String], String?) =
            switch calendar {
            case "Julian": (months, "@#DJULIAN@")
            case "Hebrew": (hebrewMonths, "@#DHEBREW@")
            case "French Republican": (frenchMonths, "@#DFRENCH R@")
            default: (months, nil)
            }
        let era = (negative ? " B.C." : "") + (calendar == "Persian" || calendar == "Islamic" ? " (\(calendar))" : "")
        let monthName = month >= 1 && month <= names.count ? names[month - 1] : nil
        let text: String
        switch (day, monthName, year) {
        case (_, nil, _): text = "\(year)\(era)"
        case (0, let name?, 0): text = "(\(name))"
        case (0, let name?, _): text = "\(name) \(year)\(era)"
        case (_, let name?, 0): text = "(\(day) \(name))"
        case (_, let name?, _): text = "\(day) \(name) \(year)\(era)"
        }
        return escape.map { "\($0) \(text)" } ?? text
    }
}

extension GrampsDate {
    /// A date written as GEDCOM writes it (`ABT 1845`, `BET 1840 AND 1845`, `12 MAR 1819`,
    /// `@#DJULIAN@ 1 FEB 1700`), as the Gramps XML date element that reads back to it: the inverse
    /// of ``text(_:attributes:)``. Text that is none of those forms is a `datestr`.
    ///
    /// - Complexity: O(length of `text`).
    static func element(fromGEDCOM text: String) -> String {
        let words = text.split(separator: " ").map { $0.uppercased() }
        func dateString() -> String { "<datestr val=\"\(XMLText.escaped(text))\"/>" }
        guard let first = words.first else { return dateString() }
        if (first == "BET" || first == "FROM"), let middle = words.firstIndex(of: first == "BET" ? "AND" : "TO") {
            guard let (start, calendar) = value(words[1..<middle]), let (stop, _) = value(words[(middle + 1)...])
            else { return dateString() }
            let element = first == "BET" ? "daterange" : "datespan"
            return "<\(element) start=\"\(start)\" stop=\"\(stop)\"\(calendar)/>"
        }
        let qualifiers = [
            "ABT": " type=\"about\"", "BEF": " type=\"before\"", "AFT": " type=\"after\"", "FROM": " type=\"from\"",
            "TO": " type=\"to\"", "EST": " quality=\"estimated\"", "CAL": " quality=\"calculated\"",
        ]
        let qualifier = qualifiers[first]
        guard let (value, calendar) = value(words[(qualifier == nil ? 0 : 1)...]) else { return dateString() }
        return "<dateval val=\"\(value)\"\(qualifier ?? "")\(calendar)/>"
    }

    /// `[calendar] [[day] month] year [B.C.]` as Gramps' `[-]YYYY[-MM[-DD]]` and its `cformat`.
    private static func value(_ words: ArraySlice<String>) -> (String, String)? {
        var words = words
        var names = months
        var calendar = ""
        if words.first == "@#DJULIAN@" {
            calendar = " cformat=\"Julian\""
        } else if words.first == "@#DHEBREW@" {
            (names, calendar) = (hebrewMonths, " cformat=\"Hebrew\"")
        } else if words.first == "@#DFRENCH", words.dropFirst().first == "R@" {
            (names, calendar) = (frenchMonths, " cformat=\"French Republican\"")
            words = words.dropFirst()
        } else if words.first == "@#DGREGORIAN@" {
            calendar = ""
        }
        if words.first?.hasPrefix("@#D") == true { words = words.dropFirst() }
        var negative = false
        if words.last == "B.C." || words.last == "BC" || words.last == "BCE" {
            negative = true
            words = words.dropLast()
        }
        guard let yearWord = words.last, let year = Int(yearWord), year > 0 else { return nil }
        words = words.dropLast()
        var month = 0
        var day = 0
        if let monthWord = words.last {
            guard let index = names.firstIndex(of: monthWord) else { return nil }
            month = index + 1
            words = words.dropLast()
            if let dayWord = words.last {
                guard let number = Int(dayWord), (1...31).contains(number) else { return nil }
                day = number
                words = words.dropLast()
            }
        }
        guard words.isEmpty else { return nil }
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        var value = (negative ? "-" : "") + String(year)
        if month > 0 { value += "-\(twoDigits(month))" }
        if day > 0 { value += "-\(twoDigits(day))" }
        return (value, calendar)
    }
}
