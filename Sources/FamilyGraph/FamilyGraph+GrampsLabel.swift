extension FamilyGraph {
    /// A person's label as Gramps' graph reports write it, `KENNEDY, John, Fitzgerald \n(1917-05-29 –
    /// 1963-11-22)`, split into the name and the dates: the name is the lines before the last, a
    /// line in parentheses, joined with spaces; the dates are the parts of that line on either side
    /// of its en dash, ISO dates (`1917-05-29`, `1917-05`) written as GEDCOM writes them
    /// (`29 MAY 1917`). An empty `()` or `( – )` gives no dates. Nil for any other label.
    ///
    /// - Complexity: O(length of `label`).
    static func grampsLabel(_ label: String) -> (name: String, born: String?, died: String?)? {
        guard let lastBreak = label.lastIndex(of: "\n") else { return nil }
        let last = label[label.index(after: lastBreak)...].trimmingEdgeWhitespace
        guard last.hasPrefix("("), last.hasSuffix(")") else { return nil }
        let inner = last.dropFirst().dropLast()
        let sides = inner.split(separator: "–", maxSplits: 1, omittingEmptySubsequences: false)
        func date(_ side: Substring?) -> String? {
            guard let text = side.map({ String($0.trimmingEdgeWhitespace) }), !text.isEmpty else { return nil }
            return gedcomDate(fromISO: text) ?? text
        }
        let name = label[..<lastBreak].split(separator: "\n").map { $0.trimmingEdgeWhitespace }
            .filter { !$0.isEmpty }.joined(separator: " ")
        guard !name.isEmpty else { return nil }
        return (name, date(sides.first), sides.count > 1 ? date(sides[1]) : nil)
    }

    /// `1917-05-29` → `29 MAY 1917`, `1917-05` → `MAY 1917`, `1917` → `1917`; nil for anything else.
    static func gedcomDate(fromISO text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        var words = [String(parts[0])]
        if parts.count > 1, let month = Int(parts[1]), (1...12).contains(month) {
            words.insert(months[month - 1], at: 0)
            if parts.count > 2, let day = Int(parts[2]), (1...31).contains(day) { words.insert(String(day), at: 0) }
        }
        return words.joined(separator: " ")
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingEdgeWhitespace: Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return start < end ? text[start..<end] : ""
    }
}
