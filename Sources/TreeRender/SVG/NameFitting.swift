/// Fits a name into a box by an approximate text width, so no font measuring is needed.
///
/// Widths are estimated per character as a fraction of the font size (narrow Latin letters
/// 0.3, capitals 0.7, wide East Asian characters and emoji 1.0, others 0.55–0.6), which errs
/// on the wide side for common sans-serif fonts so a fitted name rarely spills over its box.
struct NameFitting {
    /// The font size in points.
    let fontSize: Double
    /// The room for text: the box width less padding.
    let availableWidth: Double
    /// The number of lines a name may use.
    let maximumLines: Int

    /// The estimated width of `character` in points.
    func width(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        let em: Double
        switch value {
        case 0x20, 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x49, 0x69, 0x6A, 0x6C, 0x7C: em = 0.3
        case 0x66, 0x72, 0x74: em = 0.4
        case 0x4D, 0x57, 0x6D, 0x77: em = 0.85
        case 0x41...0x5A: em = 0.7
        case 0x21..<0x80: em = 0.56
        case 0x0300..<0x0370, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFE00...0xFE0F: em = 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            em = 1.0
        default: em = 0.6
        }
        return em * fontSize
    }

    /// The estimated width of a run of text.
    func width(of text: Substring) -> Double {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The lines to draw for `name`: the whole name on one line when it fits, else split at a
    /// space onto up to ``maximumLines`` lines, the last one cut with “…” when still too long.
    ///
    /// Bidirectional control characters are dropped from the drawn lines (the tooltip keeps the
    /// full name), so an override in one name cannot reorder anything drawn after it.
    func lines(for name: String) -> [Substring] {
        let visible = Self.drawnText(of: name)
        if width(of: visible) <= availableWidth { return [visible] }
        var lines: [Substring] = []
        var rest = visible[...]
        while lines.count < maximumLines - 1 {
            let trimmed = rest.drop { $0 == " " }
            guard let cut = longestPrefixEndingAtSpace(of: trimmed) else { break }
            lines.append(trimmed[..<cut])
            rest = trimmed[cut...].dropFirst()
        }
        rest = rest.drop { $0 == " " }
        if !rest.isEmpty || lines.isEmpty { lines.append(ellipsised(rest)) }
        return lines
    }

    /// The end of the longest part of `text` up to a space that fits, if any.
    private func longestPrefixEndingAtSpace(of text: Substring) -> Substring.Index? {
        var used = 0.0
        var lastSpace: Substring.Index?
        for index in text.indices {
            let character = text[index]
            if character == " " {
                lastSpace = index
            }
            used += width(of: character)
            if used > availableWidth { return lastSpace }
        }
        return nil
    }

    /// `text`, cut and ended with “…” when it does not fit.
    private func ellipsised(_ text: Substring) -> Substring {
        if width(of: text) <= availableWidth { return text }
        let room = availableWidth - width(of: Character("…"))
        var used = 0.0
        var end = text.startIndex
        for index in text.indices {
            used += width(of: text[index])
            if used > room { break }
            end = text.index(after: index)
        }
        return Substring(String(text[..<end].reversed().drop { $0 == " " }.reversed()) + "…")
    }

    /// The characters of `name` that are drawn: all but bidirectional controls.
    static func drawnText(of name: String) -> Substring {
        Substring(name.filter { !isBidiControl($0) })
    }

    private static func isBidiControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }
}
