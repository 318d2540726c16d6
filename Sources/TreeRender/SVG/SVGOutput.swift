import FamilyTree

/// A growing UTF-8 byte buffer for SVG text, with the number and text escaping the writers need.
///
/// Writers append to it directly instead of building `String`s, so a 100,000-person tree is a
/// few tens of megabytes written in well under a second. When a ``flushThreshold`` and a sink
/// are given, full chunks are handed to the sink as they fill, so memory stays bounded.
public struct SVGOutput {
    /// The bytes not yet handed to the sink (all of them when there is no sink).
    public private(set) var bytes: [UInt8]
    /// The buffer size at which ``flushIfNeeded()`` hands the bytes to the sink.
    let flushThreshold: Int
    /// Where full chunks go; `nil` keeps everything in ``bytes``.
    let sink: (([UInt8]) throws -> Void)?

    /// An output that keeps all bytes in memory.
    public init(reservingCapacity capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
        flushThreshold = .max
        sink = nil
    }

    /// An output that hands chunks of about `chunkSize` bytes to `sink` as they fill; call
    /// ``finish()`` to hand over the rest.
    public init(chunkSize: Int = 1 << 16, sink: @escaping ([UInt8]) throws -> Void) {
        bytes = []
        bytes.reserveCapacity(chunkSize + 1024)
        flushThreshold = chunkSize
        self.sink = sink
    }

    /// The buffered bytes as text.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands the buffered bytes to the sink when they exceed the chunk size.
    mutating func flushIfNeeded() throws {
        if bytes.count >= flushThreshold { try finish() }
    }

    /// Hands every buffered byte to the sink, if there is one.
    ///
    /// - Throws: Whatever the sink throws.
    public mutating func finish() throws {
        guard let sink, !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends markup verbatim; only for literals written by this module, never for data.
    mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a number in points, rounded to 0.01, without trailing zeros (`12.5`, `-3`, `0.25`).
    mutating func append(_ value: Double) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e15 else {
            bytes.append(contentsOf: Array("\(value)".utf8))
            return
        }
        var scaled = Int64(hundredths)
        if scaled < 0 {
            bytes.append(UInt8(ascii: "-"))
            scaled = -scaled
        }
        let whole = scaled / 100
        let fraction = Int(scaled % 100)
        appendDigits(of: UInt64(whole))
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// Appends a whole number.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: Int64(value).magnitude)
    }

    private mutating func appendDigits(of value: UInt64) {
        let first = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[first...].reverse()
    }

    /// A rectangle's geometry as SVG attributes, `x="…" y="…" width="…" height="…"`, then
    /// `rx="…"` when `cornerRadius` is given; the element's name and other attributes are the
    /// caller's.
    mutating func appendRectAttributes(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double? = nil)
    {
        append("x=\"")
        append(x)
        append("\" y=\"")
        append(y)
        append("\" width=\"")
        append(width)
        append("\" height=\"")
        append(height)
        if let cornerRadius {
            append("\" rx=\"")
            append(cornerRadius)
        }
        append("\"")
    }

    /// Appends `x y`, numbers as in ``append(_:)-(Double)``.
    mutating func append(_ point: PagePoint) {
        append(point.x)
        bytes.append(UInt8(ascii: " "))
        append(point.y)
    }

    /// Appends text escaped for XML character data and attribute values (``XMLText``).
    mutating func appendEscaped(_ text: some StringProtocol) {
        XMLText.appendEscaped(text, to: &bytes)
    }
}
