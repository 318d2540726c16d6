import Foundation

extension GEDCOMText {
    /// Transcodes ANSEL to UTF-8 in Normalization Form C.
    ///
    /// ANSEL writes a letter's diacritics *before* it (Z39.47; GEDCOM 5.5.1 appendix D), Unicode
    /// after it, so the marks wait until their letter comes and are then written after it, composed
    /// with it where Unicode has a composed character (`0xE2 e` → `é`). A mark before a line end or
    /// the end of the file stands on its own. The bytes were checked against ANSEL beforehand
    /// (``ByteEvidence``); a byte ANSEL leaves unassigned would still read as U+FFFD.
    ///
    /// - Complexity: O(n), however long a run of marks is: see ``ANSELComposer``.
    mutating func transcodeANSEL() {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return }
        var composer = ANSELComposer()
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var marks: [Unicode.Scalar] = []
        for byte in bytes {
            if byte < 0x80 {
                if marks.isEmpty {
                    output.append(byte)
                } else if byte == 0x0A || byte == 0x0D {
                    for mark in marks { Self.appendUTF8(mark, to: &output) }
                    marks.removeAll(keepingCapacity: true)
                    output.append(byte)
                } else {
                    composer.write(Unicode.Scalar(byte), marks: &marks, to: &output)
                }
            } else if let mark = ANSELTable.combining(byte) {
                marks.append(mark)
            } else {
                composer.write(ANSELTable.spacing(byte) ?? "\u{FFFD}", marks: &marks, to: &output)
            }
        }
        for mark in marks { Self.appendUTF8(mark, to: &output) }
        bytes = output
        compositionWork = composer.work
    }
}

/// Composes a letter and the diacritics ANSEL wrote before it into Normalization Form C, in time
/// linear in the number of marks.
///
/// Normalising the whole value with Foundation's `precomposedStringWithCanonicalMapping` is
/// quadratic in a run of marks of mixed combining classes (its canonical reordering compares
/// neighbours, over and over; a 250 KB value took 66 s). Here the two steps of UAX #15 §3 and §5
/// are done directly:
///
/// 1. **Canonical ordering**: the marks are stably ordered by their combining class. ANSEL's 29
///    diacritics fall into four classes (202 attached below, 220 below, 230 above, 232 above right), so
///    one pass per class present orders them: at most four passes.
/// 2. **Canonical composition**: each mark, in that order, composes with the letter (which it then
///    replaces) unless an earlier mark that stays is of the same class, which blocks it. Whether a
///    letter and a mark compose is asked of Foundation for that pair alone (two scalars, constant
///    time) and remembered, so a file asks about each pair once.
///
/// ``work`` counts the marks ordered and composed, for the tests that hold this linear.
struct ANSELComposer {
    /// The steps taken: one per mark per ordering pass, one per mark composed.
    private(set) var work = 0
    /// Whether a pair composes: `letter << 32 | mark` → the composed scalar, or 0 for no.
    private var composed: [UInt64: UInt32] = [:]
    private var ordered: [Unicode.Scalar] = []
    private var kept: [Unicode.Scalar] = []

    /// Writes `letter` and `marks` (in ANSEL's order) to `output` as composed UTF-8, and empties `marks`.
    mutating func write(_ letter: Unicode.Scalar, marks: inout [Unicode.Scalar], to output: inout [UInt8]) {
        defer { marks.removeAll(keepingCapacity: true) }
        guard !marks.isEmpty else {
            GEDCOMText.appendUTF8(letter, to: &output)
            return
        }
        order(marks)
        var starter = letter
        var lastKeptClass: UInt8 = 0
        kept.removeAll(keepingCapacity: true)
        for mark in ordered {
            work += 1
            let markClass = mark.properties.canonicalCombiningClass.rawValue
            // Ordered by class, an earlier kept mark blocks this one only if it has the same class.
            if kept.isEmpty || lastKeptClass < markClass, let composite = compose(starter, mark) {
                starter = composite
            } else {
                kept.append(mark)
                lastKeptClass = markClass
            }
        }
        GEDCOMText.appendUTF8(starter, to: &output)
        for mark in kept { GEDCOMText.appendUTF8(mark, to: &output) }
    }

    /// Puts `marks` into ``ordered``, stably ordered by combining class: one pass per class present.
    private mutating func order(_ marks: [Unicode.Scalar]) {
        ordered.removeAll(keepingCapacity: true)
        var remaining = marks.count
        var floor = -1
        while remaining > 0 {
            // The smallest class above `floor`, then every mark of it, in order.
            var next = Int.max
            for mark in marks {
                let markClass = Int(mark.properties.canonicalCombiningClass.rawValue)
                if markClass > floor && markClass < next { next = markClass }
            }
            for mark in marks where Int(mark.properties.canonicalCombiningClass.rawValue) == next {
                ordered.append(mark)
                remaining -= 1
            }
            work += 2 * marks.count
            floor = next
        }
    }

    /// The primary composite of `starter` and `mark`, if Unicode has one.
    private mutating func compose(_ starter: Unicode.Scalar, _ mark: Unicode.Scalar) -> Unicode.Scalar? {
        let key = UInt64(starter.value) << 32 | UInt64(mark.value)
        if let known = composed[key] { return known == 0 ? nil : Unicode.Scalar(known) }
        var pair = String.UnicodeScalarView()
        pair.append(starter)
        pair.append(mark)
        let scalars = String(pair).precomposedStringWithCanonicalMapping.unicodeScalars
        let result = scalars.count == 1 ? scalars.first : nil
        composed[key] = result?.value ?? 0
        return result
    }
}
