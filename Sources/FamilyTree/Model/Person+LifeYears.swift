extension Person {
    /// The years of birth and death as a label that cannot be misread.
    ///
    /// Two plain years are a life span, `1819–1901`. Anything else names each side: `b. 1821`
    /// (born, no death recorded), `b. 1821, d. ?` (a death recorded without a date),
    /// `b. 1794–1796, d. 1850` (born between the two years), `b. c. 1845, d. bef. 1970`,
    /// `d. 1901`. So a range never reads as a life span, and a missing death never reads as one
    /// recorded (nor the other way round). Nil when there is neither a birth year nor a death.
    ///
    /// Each side is ``GenealogicalDate/yearsText`` (`12 MAR 1819` → `1819`, `ABT 1900` and
    /// `c. 1900` → `c. 1900`); a date in no form it reads gives its first word of three or four
    /// digits, perhaps dual-dated (`1750/51`); a death with no year (``GenealogicalDate/undated``,
    /// `UNKNOWN`, a phrase) is `?`.
    public var lifeYears: String? {
        let born = born.flatMap(Self.years(of:))
        let died = died.map { Self.years(of: $0) ?? "?" }
        if let born, let died, Self.isPlainYear(born), Self.isPlainYear(died) { return "\(born)–\(died)" }
        let sides = [born.map { "b. \($0)" }, died.map { "d. \($0)" }].compactMap { $0 }
        return sides.isEmpty ? nil : sides.joined(separator: ", ")
    }

    /// Whether a side of ``lifeYears`` is a year alone (`1819`, `1750/51`), with no qualifier,
    /// range, era or question mark.
    private static func isPlainYear(_ years: String) -> Bool {
        !years.isEmpty && years.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "/" }
    }

    /// The year part of a date: its ``GenealogicalDate/yearsText``, else its first year-like word.
    public static func years(of date: String) -> String? {
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
