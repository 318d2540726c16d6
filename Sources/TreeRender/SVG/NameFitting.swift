/// Fits a name into a box by an estimated text width, so no font measuring is needed.
///
/// Widths are per character, as a fraction of the font size: for printable ASCII the advance
/// widths of DejaVu Sans (the font TreeBench's pictures name first, and the one Graphviz's PNG and
/// PDF renderers use), rounded up to 0.01 em, and so for the punctuation names and dates use
/// (dashes, quotes, the middle dot); for accented Latin letters about the widest of their base
/// letters (small 0.65 em, capitals and Latin Extended 0.8, ligatures 1.0); wide East Asian
/// characters and emoji 1.0; other scripts 0.75.
/// So a name fitted here is at least as wide as DejaVu Sans or Verdana draws it, and a box sized
/// by ``narrowestRoom(for:lines:)`` holds its whole name in every renderer.
///
/// Every measure here walks a text's grapheme clusters once by their bounds
/// (``forEachCluster(of:_:)``) and never compares or normalises a `Character`, so its work is
/// linear in the text's bytes however long a name or a cluster is (``TextMeasureWork`` counts
/// it in debug builds).
struct NameFitting {
    /// The font size in points.
    let fontSize: Double
    /// The room for text: the box width less padding.
    let availableWidth: Double
    /// The number of lines a name may use.
    let maximumLines: Int

    /// DejaVu Sans's advance widths of U+0020…U+007E, in em, rounded up to 0.01.
    private static let asciiWidths: [Double] = [
        0.32, 0.41, 0.46, 0.84, 0.64, 0.96, 0.78, 0.28, 0.40, 0.40, 0.50, 0.84, 0.32, 0.37, 0.32, 0.34,
        0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.64, 0.34, 0.34, 0.84, 0.84, 0.84, 0.54,
        1.00, 0.69, 0.69, 0.70, 0.78, 0.64, 0.58, 0.78, 0.76, 0.30, 0.30, 0.66, 0.56, 0.87, 0.75, 0.79,
        0.61, 0.79, 0.70, 0.64, 0.62, 0.74, 0.69, 0.99, 0.69, 0.62, 0.69, 0.40, 0.34, 0.40, 0.84, 0.50,
        0.50, 0.62, 0.64, 0.55, 0.64, 0.62, 0.36, 0.64, 0.64, 0.28, 0.28, 0.58, 0.28, 0.98, 0.64, 0.62,
        0.64, 0.64, 0.42, 0.53, 0.40, 0.64, 0.60, 0.82, 0.60, 0.60, 0.53, 0.64, 0.34, 0.64, 0.84,
    ]

    /// The estimated width of `character` in points.
    func width(of character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return width(ofClusterStartingWith: scalar)
    }

    /// The estimated width in points of a grapheme cluster whose first scalar is `scalar`: a
    /// cluster is as wide as its base, its combining marks and selectors take no room.
    func width(ofClusterStartingWith scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        let em: Double
        switch value {
        case 0x20...0x7E: em = Self.asciiWidths[Int(value - 0x20)]
        case 0xA0, 0xB7, 0x2018, 0x2019: em = 0.32  // no-break space, middle dot, single quotes
        case 0x201C, 0x201D: em = 0.52  // double quotes
        case 0x2013: em = 0.5  // en dash, as in 1819–1901
        case 0x2014, 0x2026: em = 1.0  // em dash, ellipsis
        case 0xC6, 0xE6, 0x152, 0x153: em = 1.0  // Æ æ Œ œ
        case 0xDF...0xFF: em = 0.65  // accented small letters, ß, ÷
        case 0xA0...0x24F: em = 0.8
        case 0x0300..<0x0370, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFE00...0xFE0F: em = 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            em = 1.0
        default: em = 0.75
        }
        return em * fontSize
    }

    /// The estimated width of a run of text.
    ///
    /// - Complexity: O(bytes of `text`); no character is compared or normalised, so a grapheme
    ///   cluster of a million combining marks costs what its bytes do.
    func width(of text: Substring) -> Double {
        var total = 0.0
        Self.forEachCluster(of: text) { cluster in
            total += width(ofClusterStartingWith: text.unicodeScalars[cluster.start])
            return true
        }
        return total
    }

    /// Whether `text` is at most `room` wide: its width measured only until it exceeds `room`,
    /// so a name of 65,536 bytes that cannot fit a box costs what the box holds, not the name.
    /// The sum is ``width(of:)``'s, added in the same order, so the answer is the same as
    /// `width(of: text) <= room` (a width is never negative: a sum past `room` stays past it).
    ///
    /// - Complexity: O(bytes of the part of `text` that fits in `room`, plus one cluster).
    func fits(_ text: Substring, in room: Double) -> Bool {
        var total = 0.0
        Self.forEachCluster(of: text) { cluster in
            total += width(ofClusterStartingWith: text.unicodeScalars[cluster.start])
            return total <= room
        }
        return total <= room
    }

    /// The lines to draw for `name`: the whole name on one line when it fits, else split at a
    /// space onto up to ``maximumLines`` lines, the last one cut with “…” when still too long.
    ///
    /// Bidirectional control characters are dropped from the drawn lines (the tooltip keeps the
    /// full name), so an override in one name cannot reorder anything drawn after it.
    ///
    /// - Complexity: O(bytes of `name`) to find what is drawn (one byte scan for a name without
    ///   bidirectional controls), then O(``maximumLines`` × the bytes a line holds): each measure
    ///   stops where the box's width is exceeded, so a name far longer than its box is never
    ///   measured whole.
    func lines(for name: String) -> [Substring] {
        let visible = Self.drawnText(of: name)
        if fits(visible, in: availableWidth) { return [visible] }
        var lines: [Substring] = []
        var rest = visible
        while lines.count < maximumLines - 1 {
            let trimmed = Self.droppingLeadingSpaces(rest)
            guard let cut = longestPrefixEndingAtSpace(of: trimmed, room: availableWidth) else { break }
            lines.append(trimmed[..<cut])
            rest = trimmed[trimmed.index(after: cut)...]
        }
        rest = Self.droppingLeadingSpaces(rest)
        if !rest.isEmpty || lines.isEmpty { lines.append(ellipsised(rest)) }
        return lines
    }

    /// The end of the longest part of `text` up to a space that fits in `room`, if any.
    private func longestPrefixEndingAtSpace(of text: Substring, room: Double) -> Substring.Index? {
        var used = 0.0
        var lastSpace: Substring.Index?
        var exceeded = false
        Self.forEachCluster(of: text) { cluster in
            if cluster.isSpace { lastSpace = cluster.start }
            used += width(ofClusterStartingWith: text.unicodeScalars[cluster.start])
            exceeded = used > room
            return !exceeded
        }
        return exceeded ? lastSpace : nil
    }

    /// `text`, cut and ended with “…” when it does not fit, the spaces before the “…” dropped.
    private func ellipsised(_ text: Substring) -> Substring {
        if fits(text, in: availableWidth) { return text }
        let room = availableWidth - width(of: Character("…"))
        var used = 0.0
        var endBeforeSpaces = text.startIndex
        Self.forEachCluster(of: text) { cluster in
            used += width(ofClusterStartingWith: text.unicodeScalars[cluster.start])
            if used > room { return false }
            if !cluster.isSpace { endBeforeSpaces = cluster.end }
            return true
        }
        return Substring(String(text[..<endBeforeSpaces]) + "…")
    }

    /// The characters of `name` that are drawn: all but bidirectional controls.
    ///
    /// - Complexity: O(bytes of `name`).
    static func drawnText(of name: String) -> Substring {
        // Every bidirectional control is encoded with a lead byte 0xD8 (U+061C) or 0xE2
        // (U+200E…U+2069): most names have neither and are drawn as they are.
        guard name.utf8.contains(where: { $0 == 0xD8 || $0 == 0xE2 }) else { return name[...] }
        var drawn = ""
        drawn.reserveCapacity(name.utf8.count)
        forEachCluster(of: name[...]) { cluster in
            let characterScalars = name.unicodeScalars[cluster.start..<cluster.end]
            if !characterScalars.contains(where: isBidiControl) { drawn += name[cluster.start..<cluster.end] }
            return true
        }
        return drawn[...]
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` without its leading spaces.
    static func droppingLeadingSpaces(_ text: Substring) -> Substring {
        var start = text.startIndex
        forEachCluster(of: text) { cluster in
            guard cluster.isSpace else { return false }
            start = cluster.end
            return true
        }
        return text[start...]
    }
}
