extension Person {
    /// The years of birth and death as a label: `1819–1901`, `1819–` or `–1901`, and with a
    /// qualifier or a range as genealogists write them, spaced: `c. 1845 – bef. 1970`,
    /// `1840–1845 – 1901`; nil when neither date has a year.
    ///
    /// Each side is ``GenealogicalDate/yearsText`` (`12 MAR 1819` → `1819`, `ABT 1900` and
    /// `c. 1900` → `c. 1900`); a date in no form it reads gives its first word of three or four
    /// digits, perhaps dual-dated (`1750/51`).
    public var lifeYears: String? {
        let born = born.flatMap(Self.years(of:))
        let died = died.flatMap(Self.years(of:))
        guard born != nil || died != nil else { return nil }
        let spaced = [born, died].contains { $0?.contains(" ") == true || $0?.contains("–") == true }
        let dash = spaced ? " – " : "–"
        return "\(born ?? "")\(dash)\(died ?? "")".trimmingEdgeSpaces
    }

    /// The year part of a date: its ``GenealogicalDate/yearsText``, else its first year-like word.
    static func years(of date: String) -> String? {
        if let date = GenealogicalDate(date) { return date.yearsText }
        return year(in: date)
    }

    /// The first word of `date` that is a year: three or four digits, perhaps dual-dated (`1750/51`).
    static func year(in date: String) -> String? {
        for word in date.split(separator: " ") {
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            let rest = word.dropFirst(digits.count)
            if (3...4).contains(digits.count) && (rest.isEmpty || rest.hasPrefix("/")) { return String(digits) }
        }
        return nil
    }
}
