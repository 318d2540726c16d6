import FamilyTree
import Foundation

/// Writes the layout JSON form (docs/ARCHITECTURE.md, "Layout JSON") byte by byte, one box per
/// line: the one writer behind ``FamilyLayout/jsonData(for:)``, ``FamilyLayout/writeJSON(for:to:)``
/// and ``TreeFile/layoutJSON(of:drawing:engine:)``.
///
/// Open a box, write its `id` value (and any fields of its own) to ``out``, close it with its
/// geometry; numbers and strings are formatted by FamilyTree's JSON writer, in place. Streamed,
/// the bytes are handed on a chunk at a time (``flush(into:whenFull:)``), so a layout of any size
/// is written through one buffer of about ``chunkSize`` bytes, with no allocation per box.
struct LayoutJSONWriter: ~Copyable {
    /// The document so far (streamed: since the last chunk).
    var out: JSONByteWriter
    /// The boxes opened so far.
    private var boxCount = 0
    /// The text of the last box's `x`, `y`, `width` and `height`, written again when the next
    /// box has the same (boxes share a size, and a row of boxes a `y`).
    private var lastX = RepeatedNumber()
    private var lastY = RepeatedNumber()
    private var lastWidth = RepeatedNumber()
    private var lastHeight = RepeatedNumber()
    /// The most bytes a streamed writer holds before handing them on.
    static let chunkSize = 256 << 10

    /// Starts the document: `{"engine": …, "width": …, "height": …, "geometry": {…}, "boxes": [`.
    ///
    /// - Parameters:
    ///   - engine: The engine's name.
    ///   - bounds: The bounds of all boxes; its width and height are written.
    ///   - boxCount: How many boxes will follow, to make room (for a streamed writer, at most a
    ///     chunk's worth).
    ///   - direction: Which way the chart runs; written only when it is not top-down, so a
    ///     top-down layout reads as it always did.
    ///   - geometry: The geometry a family's layout was made with (its anchors depend on it), or
    ///     `nil` for a plain tree's drawing, which has none.
    init(
        engine: String, bounds: PersonBox, boxCount: Int, direction: LayoutDirection = .topDown,
        geometry: LayoutGeometry?
    ) {
        out = JSONByteWriter(capacity: min(64 + boxCount * 80, Self.chunkSize + 4096))
        out.write(ascii: "{\"engine\": ")
        var engine = engine
        engine.withUTF8 { out.writeString(utf8: $0) }
        if direction != .topDown {
            out.write(ascii: ", \"direction\": ")
            var name = direction.rawValue
            name.withUTF8 { out.writeString(utf8: $0) }
        }
        out.write(ascii: ", \"width\": ")
        out.writeNumber(bounds.width)
        out.write(ascii: ", \"height\": ")
        out.writeNumber(bounds.height)
        if let geometry {
            out.write(ascii: ", \"geometry\": {\"boxWidth\": ")
            out.writeNumber(geometry.boxWidth)
            out.write(ascii: ", \"boxHeight\": ")
            out.writeNumber(geometry.boxHeight)
            out.write(ascii: ", \"coupleGap\": ")
            out.writeNumber(geometry.coupleGap)
            out.write(ascii: ", \"siblingGap\": ")
            out.writeNumber(geometry.siblingGap)
            out.write(ascii: ", \"levelGap\": ")
            out.writeNumber(geometry.levelGap)
            out.write(UInt8(ascii: "}"))
        }
        out.write(ascii: ", \"boxes\": [")
    }

    /// Opens the next box object up to its `id` value, which the caller writes next.
    mutating func openBox() {
        if boxCount == 0 {
            out.write(ascii: "\n{\"id\": ")
        } else {
            out.write(ascii: ",\n{\"id\": ")
        }
        boxCount += 1
    }

    /// Closes the open box with its geometry: `, "x": …, "y": …, "width": …, "height": …}`.
    mutating func closeBox(_ box: PersonBox) {
        out.write(ascii: ", \"x\": ")
        out.writeNumber(box.x, repeating: &lastX)
        out.write(ascii: ", \"y\": ")
        out.writeNumber(box.y, repeating: &lastY)
        out.write(ascii: ", \"width\": ")
        out.writeNumber(box.width, repeating: &lastWidth)
        out.write(ascii: ", \"height\": ")
        out.writeNumber(box.height, repeating: &lastHeight)
        out.write(UInt8(ascii: "}"))
    }

    /// Hands the bytes so far to `emit` once they fill a chunk (or now, with `whenFull` false),
    /// and starts the next chunk.
    @inline(__always) mutating func flush(
        into emit: (UnsafeRawBufferPointer) throws -> Void, whenFull: Bool = true
    ) rethrows {
        guard !whenFull || out.count >= Self.chunkSize else { return }
        try out.withBytes(emit)
        // The last numbers' texts leave the buffer with the chunk: kept first.
        out.keepText(of: &lastX)
        out.keepText(of: &lastY)
        out.keepText(of: &lastWidth)
        out.keepText(of: &lastHeight)
        out.removeAll()
    }

    /// Ends the document.
    mutating func finish() {
        out.write(ascii: "\n]}\n")
    }

    /// The finished document.
    consuming func data() -> Data {
        finish()
        return out.withBytes { Data($0) }
    }
}
