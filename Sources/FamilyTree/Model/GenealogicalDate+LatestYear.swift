extension GenealogicalDate {
    /// How many years an approximate date (`ABT`, `CAL`, `EST`) may fall short of the truth, for
    /// ``latestYear``: a birth `ABT 1916` is taken as perhaps 1926.
    public static let approximationMargin = 10

    /// The latest year the date allows, for deciding who may be living: the year of a date or of
    /// `bef.`/`to`; the later year of a range; an approximate year (`c.`, `calc.`, `est.`) plus
    /// ``approximationMargin``; nil for a date with no upper bound (`aft.`, `from`) or words only.
    /// A year before the common era is negative; a dual year (`1750/51`) is its later year.
    public var latestYear: Int? {
        switch form {
        case .point(let point, let qualifier, _):
            guard let year = point.latestYear else { return nil }
            switch qualifier {
            case nil, "bef.", "to": return year
            case "c.", "calc.", "est.": return year + Self.approximationMargin
            default: return nil
            }
        case .range(_, let to):
            return to.latestYear
        case .phrase:
            return nil
        }
    }

    /// ``latestYear`` of `text`, or for text in no date form its first year-like word
    /// (`Spring 1819` → 1819), or nil.
    ///
    /// - Complexity: O(length of `text`).
    public static func latestYear(of text: String) -> Int? {
        if let date = GenealogicalDate(text) { return date.latestYear }
        return Person.year(in: text).flatMap { Int($0) }
    }
}

extension GenealogicalDate.Point {
    /// The year as a number: negative before the common era, the later of a dual year.
    var latestYear: Int? {
        let parts = year.split(separator: "/")
        guard let first = parts.first, let written = Int(first) else { return nil }
        var value = written
        if parts.count == 2, let second = Int(parts[1]) {
            // 1750/51: the second part replaces the first's last digits.
            let modulus = pow10(parts[1].count)
            value = written - written % modulus + second
            if value < written { value += modulus }
        }
        return epoch == nil ? value : -value
    }

    private func pow10(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { value, _ in value * 10 } }
}
