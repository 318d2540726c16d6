/// A date as family files write it and as genealogists show it: `ABT 1845` is shown `c. 1845`,
/// `BEF 1970` `bef. 1970`, `BET 1840 AND 1845` `1840–1845`, `12 MAR 1819` `12 Mar 1819`.
///
/// Reads GEDCOM's date values (GEDCOM 5.5.1 chapter 2, `DATE_VALUE`: `DATE`, `DATE_APPROXIMATED`,
/// `DATE_RANGE`, `DATE_PERIOD`, `INT DATE (phrase)`, `(phrase)`; GEDCOM 7.0 §2.4 "Date": the same
/// without phrases, calendars and `BCE` spelt out), the spellings programs use beside them
/// (`Abt.`, `ABOUT`, `CIRCA`, `BEFORE`, `Jan.`, `JANUARY`, `04`), and its own display forms, so a
/// chart read back shows the same. A chart keeps dates in the display form (``displayText``);
/// pictures label a box with ``yearsText``.
///
/// | written | ``displayText`` | ``yearsText`` |
/// |---|---|---|
/// | `12 MAR 1819` | `12 Mar 1819` | `1819` |
/// | `ABT 1845`, `CAL 1845`, `EST 1845` | `c. 1845`, `calc. 1845`, `est. 1845` | the same |
/// | `BEF 1970`, `AFT 1900` | `bef. 1970`, `aft. 1900` | the same |
/// | `BET 1840 AND 1845`, `FROM 1840 TO 1845` | `1840–1845` | `1840–1845` |
/// | `BET 2 MAR 1840 AND 1845` | `2 Mar 1840 – 1845` | `1840–1845` |
/// | `FROM 1840`, `TO 1845` | `from 1840`, `to 1845` | the same |
/// | `@#DJULIAN@ 1 FEB 1700/01`, `JULIAN 1700` | `1 Feb 1700/01 (Julian)`, `1700 (Julian)` | `1700/01`, `1700` |
/// | `500 B.C.`, `500 BCE` | `500 BC`, `500 BCE` | the same |
/// | `INT 1845 (from a census)` | `1845 (from a census)` | `1845` |
/// | `(after the war)`, `UNKNOWN` | `after the war`, `unknown` | none |
///
/// Text that is none of these is kept as written.
public struct GenealogicalDate: Sendable, Hashable {
    /// One calendar date: a year, perhaps with a month and a day.
    struct Point: Hashable {
        var day: Int?
        var month: String?
        var year: String
        var epoch: String?
        var calendar: String?

        var display: String {
            var words: [String] = []
            if let day { words.append(String(day)) }
            if let month { words.append(month) }
            words.append(year)
            if let epoch { words.append(epoch) }
            if let calendar { words.append("(\(calendar))") }
            return words.joined(separator: " ")
        }

        var years: String { epoch.map { "\(year) \($0)" } ?? year }
    }

    /// What the date says.
    enum Form: Hashable {
        /// A date, perhaps qualified (`c.`, `calc.`, `est.`, `bef.`, `aft.`, `from`, `to`), with the
        /// phrase of an interpreted date.
        case point(Point, qualifier: String?, phrase: String?)
        /// Between two dates (`BET … AND …`, `FROM … TO …`).
        case range(Point, Point)
        /// Words only.
        case phrase(String)
    }

    let form: Form

    /// The date of an event recorded without one: a death known to have happened (GEDCOM's
    /// `1 DEAT Y`, a `DEAT` without a `DATE`, a Gramps death event without a date), shown `?`, so
    /// that a box says `d. ?` where nothing recorded says nothing. Family files' readers give it to
    /// ``Person/died``; the GEDCOM and Gramps XML writers write it back as an undated event.
    public static let undated = "?"

    /// Reads a date written as a family file or a chart writes it.
    ///
    /// - Parameter text: The date as written (`ABT 1845`, `c. 1845`, `12 MAR 1819`).
    /// - Returns: nil when the text is none of the forms above (a chart then shows it as written).
    /// - Complexity: O(length of `text`).
    public init?(_ text: String) {
        if Self.isPlainYear(text.utf8) {
            form = .point(Point(year: text), qualifier: nil, phrase: nil)
            return
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .map(String.init)
        guard let form = Self.form(of: words, text: text) else { return nil }
        self.form = form
    }

    /// The date as genealogists write it: `c. 1845`, `bef. 1970`, `1840–1845`, `12 Mar 1819`.
    public var displayText: String {
        switch form {
        case .point(let point, let qualifier, let phrase):
            let date = (qualifier.map { "\($0) " } ?? "") + point.display
            return phrase.map { "\(date) (\($0))" } ?? date
        case .range(let from, let to):
            let (first, last) = (from.display, to.display)
            return first.contains(" ") || last.contains(" ") ? "\(first) – \(last)" : "\(first)–\(last)"
        case .phrase(let words):
            return words
        }
    }

    /// The year with its qualifier, for a label under a name: `1819`, `c. 1845`, `1840–1845`; nil
    /// for words only.
    public var yearsText: String? {
        switch form {
        case .point(let point, let qualifier, _):
            (qualifier.map { "\($0) " } ?? "") + point.years
        case .range(let from, let to):
            from.years == to.years ? from.years : "\(from.years)–\(to.years)"
        case .phrase:
            nil
        }
    }

    /// The display form of `text`, or `text` as written when it is no date form.
    ///
    /// - Complexity: O(length of `text`); a plain year (the most common date) is returned as it is
    ///   without being parsed.
    public static func display(_ text: String) -> String {
        if isPlainYear(text.utf8) { return text }
        return GenealogicalDate(text)?.displayText ?? text
    }

    /// Calls `body` with the UTF-8 of ``display(_:)`` of the date whose UTF-8 is `utf8`: `utf8`
    /// itself for a plain year (nothing made), else the display form's. (Not generic, so that a
    /// caller in another module runs it specialized.)
    ///
    /// - Complexity: O(length of `utf8`).
    package static func withDisplayUTF8(
        of utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        if isPlainYear(utf8) { return body(utf8) }
        var shown = display(String(decoding: utf8, as: UTF8.self))
        shown.withUTF8(body)
    }

    /// Whether `utf8` is one to four digits.
    private static func isPlainYear(_ utf8: some Collection<UInt8>) -> Bool {
        guard (1...4).contains(utf8.count) else { return false }
        for byte in utf8 where byte < 0x30 || byte > 0x39 { return false }
        return true
    }

    // MARK: Reading

    /// The qualifiers, by the words that write them (GEDCOM's, other programs', this type's own).
    private static let qualifiers: [String: String] = [
        "ABT": "c.", "ABOUT": "c.", "CIRCA": "c.", "CA": "c.", "C": "c.", "APPROX": "c.",
        "CAL": "calc.", "CALC": "calc.", "CALCULATED": "calc.",
        "EST": "est.", "ESTIMATED": "est.",
        "BEF": "bef.", "BEFORE": "bef.",
        "AFT": "aft.", "AFTER": "aft.",
        "FROM": "from", "TO": "to",
    ]

    private static func form(of allWords: [String], text: String) -> Form? {
        guard let first = allWords.first else { return nil }
        if first.hasPrefix("(") && text.hasSuffix(")") {
            let inner = text.drop { $0 != "(" }.dropFirst().dropLast()
            return .phrase(String(inner).trimmingEdgeSpaces)
        }
        if allWords.count == 1, first.allSatisfy({ $0.isLetter && $0.isUppercase }), first.count > 1,
            monthName(first) == nil
        {
            return .phrase(first.lowercased())  // UNKNOWN, DECEASED
        }
        // A trailing phrase in parentheses (INT's, or a display form's), unless it names a calendar.
        var words = allWords[...]
        var phrase: String?
        if let last = words.last, last.hasSuffix(")"), let open = words.lastIndex(where: { $0.hasPrefix("(") }),
            open > words.startIndex, case let inner = parenthesized(words[open...]), calendarName(inner) == nil
        {
            phrase = inner
            words = words[..<open]
        }
        let key = Self.key(first)
        if phrase == nil, key == "BET" || key == "FROM" {
            let separator = key == "BET" ? "AND" : "TO"
            if let split = words.firstIndex(where: { Self.key($0) == separator }),
                let from = point(words[1..<split]), let to = point(words[(split + 1)...])
            {
                return .range(from, to)
            }
        }
        if key == "INT", let date = point(words.dropFirst()) {
            return .point(date, qualifier: nil, phrase: phrase)
        }
        if let qualifier = qualifiers[key], words.count > 1, let date = point(words.dropFirst()) {
            return .point(date, qualifier: qualifier, phrase: phrase)
        }
        guard phrase == nil else { return point(words).map { .point($0, qualifier: nil, phrase: phrase) } }
        // A range in display form: `1840–1845`, `2 Mar 1840 – 1845`.
        if let dash = words.firstIndex(of: "–"), let from = point(words[..<dash]), let to = point(words[(dash + 1)...])
        {
            return .range(from, to)
        }
        if words.count == 1, let dash = first.firstIndex(of: "–"),
            let from = point([String(first[..<dash])]), let to = point([String(first[first.index(after: dash)...])])
        {
            return .range(from, to)
        }
        return point(words).map { .point($0, qualifier: nil, phrase: nil) }
    }

    /// The words of `(…)` without the parentheses.
    private static func parenthesized(_ words: ArraySlice<String>) -> String {
        String(words.joined(separator: " ").dropFirst().dropLast())
    }

    /// `[calendar] [[day] month] year [epoch] [(calendar)]`, or nil.
    private static func point(_ words: ArraySlice<String>) -> Point? {
        var words = Array(words)
        var calendar: String?
        if words.count > 1, words[0].uppercased() == "@#DFRENCH", words[1].uppercased() == "R@" {
            calendar = "French Republican"
            words.removeFirst(2)
        } else if let first = words.first, let name = calendarName(first) {
            calendar = name
            words.removeFirst()
        } else if let last = words.last, last.hasSuffix(")"), let open = words.lastIndex(where: { $0.hasPrefix("(") }),
            let name = calendarName(parenthesized(words[open...]))
        {
            calendar = name
            words.removeSubrange(open...)
        }
        var epoch: String?
        if let last = words.last, ["B.C.", "BC", "BCE", "B.C"].contains(last.uppercased()) {
            epoch = last.uppercased() == "BCE" ? "BCE" : "BC"
            words.removeLast()
        }
        guard let year = words.last, isYear(year) else { return nil }
        var point = Point(year: year, epoch: epoch, calendar: calendar == "Gregorian" ? nil : calendar)
        switch words.count {
        case 1:
            break
        case 2:
            guard let month = monthName(words[0]) else { return nil }
            point.month = month
        case 3:
            guard let day = Int(words[0]), (1...36).contains(day), words[0].count <= 2,
                let month = monthName(words[1])
            else { return nil }
            point.day = day
            point.month = month
        default:
            return nil
        }
        return point
    }

    /// A year: digits, perhaps dual-dated (`1750/51`).
    private static func isYear(_ word: String) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let year = parts.first, (1...4).contains(year.count),
            year.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return parts.count == 1 || (1...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A month as shown: `Mar` for `MAR`, `Mar.`, `March`; French and Hebrew calendar months
    /// (GEDCOM's four-letter and three-letter codes) capitalised.
    private static func monthName(_ word: String) -> String? {
        let key = Self.key(word)
        let gregorian = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        if let index = gregorian.firstIndex(where: { key == $0 || (key.count > 3 && fullMonths[$0] == key) }) {
            return gregorian[index].prefix(1) + gregorian[index].dropFirst().lowercased()
        }
        let other = [
            "VEND", "BRUM", "FRIM", "NIVO", "PLUV", "VENT", "GERM", "FLOR", "PRAI", "MESS", "THER", "FRUC", "COMP",
            "TSH", "CSH", "KSL", "TVT", "SHV", "ADR", "ADS", "NSN", "IYR", "SVN", "TMZ", "AAV", "ELL",
        ]
        return other.contains(key) ? key.prefix(1) + key.dropFirst().lowercased() : nil
    }

    private static let fullMonths = [
        "JAN": "JANUARY", "FEB": "FEBRUARY", "MAR": "MARCH", "APR": "APRIL", "MAY": "MAY", "JUN": "JUNE",
        "JUL": "JULY", "AUG": "AUGUST", "SEP": "SEPTEMBER", "OCT": "OCTOBER", "NOV": "NOVEMBER", "DEC": "DECEMBER",
    ]

    /// A calendar's name for a GEDCOM 5.5.1 escape (`@#DJULIAN@`) or a GEDCOM 7.0 word (`JULIAN`).
    private static func calendarName(_ word: String) -> String? {
        switch word.uppercased() {
        case "@#DGREGORIAN@", "GREGORIAN": "Gregorian"
        case "@#DJULIAN@", "JULIAN": "Julian"
        case "@#DHEBREW@", "HEBREW": "Hebrew"
        case "FRENCH_R", "FRENCH REPUBLICAN": "French Republican"
        default: nil
        }
    }

    /// A word upper-cased without a final full stop: `Abt.` → `ABT`.
    private static func key(_ word: String) -> String {
        let upper = word.uppercased()
        return upper.hasSuffix(".") ? String(upper.dropLast()) : upper
    }
}

extension String {
    /// The text without spaces at either end.
    var trimmingEdgeSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
