import FamilyTree

/// The text of the number written last in one place of a record, kept so that the same number
/// written there again is copied instead of formatted (``JSONByteWriter/writeNumber(_:repeating:)``):
/// a layout's boxes mostly share their width and height, and the boxes of a row their `y` (their
/// `x` when the chart runs sideways).
struct RepeatedNumber {
    /// Room for the longest number's text, `JSONText.numberCapacity` bytes.
    typealias Text = (UInt64, UInt64, UInt64, UInt64)
    static var capacity: Int { MemoryLayout<Text>.size }

    /// The number's bits (so a NaN, written `null`, matches itself).
    var bits: UInt64 = 0
    /// Its text: the first ``count`` bytes.
    var text: Text = (0, 0, 0, 0)
    /// The length of the text; 0 before any number is written.
    var count = 0
    /// Where in the writer's buffer the text was written, while it is not yet copied into
    /// ``text`` (``JSONByteWriter/keepText(of:)``); -1 once it is.
    var writtenAt = -1
}
