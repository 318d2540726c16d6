extension Person {
    /// The years of birth and death as a label, `1819–1901`, `1819–` or `–1901`; nil when
    /// neither date has a year.
    ///
    /// A year is the first word of three or four digits in the date (`12 MAR 1819` → 1819,
    /// `ABT 1900` → 1900, `BET 1900 AND 1910` → 1900, `1750/51` → 1750).
    public var lifeYears: String? {
        let born = born.flatMap(Self.year(in:))
        let died = died.flatMap(Self.year(in:))
        guard born != nil || died != nil else { return nil }
        return "\(born ?? "")–\(died ?? "")"
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
