import FamilyTree
import Foundation

/// Writes the layout JSON form (docs/ARCHITECTURE.md, "Layout JSON") byte by byte, one box per
/// line: the one writer behind ``FamilyLayout/jsonData(for:)``, ``FamilyLayout/writeJSON(for:to:)``
/// and ``TreeFile/layoutJSON(of:drawing:engine:)``.
///
/// Open a box, append its `id` value (and any fields of its own) to ``bytes``, close it with its
/// geometry; numbers and strings go through FamilyTree's JSON writer. Streamed, the bytes are
/// handed on a chunk at a time (``flush(into:)``), so a layout of any size is written through one
/// buffer of ``chunkSize`` bytes, with no allocation per box.
struct LayoutJSONWriter {
    /// The document so far (streamed: since the last chunk).
    var bytes: [UInt8] = []
    /// The boxes opened so far.
    private var boxCount = 0
    /// The most bytes a streamed writer holds before handing them on.
    static let chunkSize = 256 << 10

    /// Starts the document: `{"engine": …, "width": …, "height": …, "boxes": [`.
    ///
    /// - Parameters:
    ///   - engine: The engine's name.
    ///   - bounds: The bounds of all boxes; its width and height are written.
    ///   - boxCount: How many boxes will follow, to reserve room (for a streamed writer, at most
    ///     a chunk's worth).
    ///   - direction: Which way the chart runs; written only when it is not top-down, so a
    ///     top-down layout reads as it always did.
    init(engine: String, bounds: PersonBox, boxCount: Int, direction: LayoutDirection = .topDown) {
        bytes.reserveCapacity(min(64 + boxCount * 80, Self.chunkSize + 4096))
        bytes.append(ascii: "{\"engine\": ")
        bytes.appendJSONString(engine)
        if direction != .topDown {
            bytes.append(ascii: ", \"direction\": ")
            bytes.appendJSONString(direction.rawValue)
        }
        bytes.append(ascii: ", \"width\": ")
        bytes.appendJSONNumber(bounds.width)
        bytes.append(ascii: ", \"height\": ")
        bytes.appendJSONNumber(bounds.height)
        bytes.append(ascii: ", \"boxes\": [")
    }

    /// Opens the next box object up to its `id` value, which the caller appends next.
    mutating func openBox() {
        bytes.append(ascii: boxCount == 0 ? "\n{\"id\": " : ",\n{\"id\": ")
        boxCount += 1
    }

    /// Closes the open box with its geometry: `, "x": …, "y": …, "width": …, "height": …}`.
    mutating func closeBox(_ box: PersonBox) {
        bytes.append(ascii: ", \"x\": ")
        bytes.appendJSONNumber(box.x)
        bytes.append(ascii: ", \"y\": ")
        bytes.appendJSONNumber(box.y)
        bytes.append(ascii: ", \"width\": ")
        bytes.appendJSONNumber(box.width)
        bytes.append(ascii: ", \"height\": ")
        bytes.appendJSONNumber(box.height)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Hands the bytes so far to `emit` once they fill a chunk, and starts the next chunk.
    @inline(__always) mutating func flush(
        into emit: (UnsafeRawBufferPointer) throws -> Void, whenFull: Bool = true
    ) rethrows {
        guard !whenFull || bytes.count >= Self.chunkSize else { return }
        try bytes.withUnsafeBytes(emit)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Ends the document.
    mutating func finish() {
        bytes.append(ascii: "\n]}\n")
    }

    /// The finished document.
    consuming func data() -> Data {
        finish()
        return Data(bytes)
    }
}
