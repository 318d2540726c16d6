internal import CZlib

/// A deflate stream (RFC 1951) inflated piece by piece with the system's zlib, inside a gzip
/// file (RFC 1952) or a zlib stream (RFC 1950, a PDF's FlateDecode), so compressed input is read
/// without ever holding all of its text, and no more of it than a limit allows.
///
/// Owns its `z_stream`; `deinit` frees zlib's state. Concatenated gzip members (what
/// `cat a.gz b.gz` makes, and gzip itself reads as one file) are inflated one after another.
package final class ZlibInflater {
    /// How the deflate data is wrapped.
    package enum Framing: Sendable {
        /// gzip members (RFC 1952), one after another; trailing zero bytes are ignored.
        case gzip
        /// One zlib stream (RFC 1950); whatever follows its end is ignored.
        case zlib
    }

    /// The gzip magic number, the first two bytes of every member (RFC 1952 §2.3.1).
    package static let gzipMagic: [UInt8] = [0x1F, 0x8B]

    private let framing: Framing
    private var stream = z_stream()
    /// The number of bytes inflated so far.
    package private(set) var inflatedCount = 0

    /// Starts a stream of `framing`.
    ///
    /// - Throws: ``ZlibError/cannotStart(status:)`` when zlib cannot start (out of memory).
    package init(_ framing: Framing) throws(ZlibError) {
        self.framing = framing
        // Window bits 15: deflate's largest window; + 16: gzip members only.
        let status = inflateInit2_(
            &stream, framing == .gzip ? 15 + 16 : 15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .cannotStart(status: Int(status)) }
    }

    deinit { inflateEnd(&stream) }

    /// Inflates `compressed`, handing each piece of text to `consume` as it is made.
    ///
    /// - Parameters:
    ///   - compressed: The whole compressed input.
    ///   - chunkSize: The most bytes handed to `consume` at once.
    ///   - limit: The most bytes it may inflate to: a piece that passes it is not handed on, and
    ///     ``ZlibError/exceedsLimit(inflated:)`` ends the inflation (a gzip bomb is stopped by
    ///     the caller's allowance, not the machine's memory).
    ///   - failure: The caller's error for each ``ZlibError``.
    ///   - consume: Takes each inflated piece; what it throws ends the inflation.
    /// - Throws: `failure` of ``ZlibError/empty``, ``ZlibError/truncated``,
    ///   ``ZlibError/corrupt(message:after:)`` or ``ZlibError/exceedsLimit(inflated:)``, or what
    ///   `consume` throws.
    /// - Complexity: O(compressed + inflated bytes).
    package func inflate<Failure: Error>(
        _ compressed: UnsafeRawBufferPointer, chunkSize: Int = 1 << 16, limit: Int = .max,
        failure: (ZlibError) -> Failure, into consume: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { output.deallocate() }
        guard let base = compressed.baseAddress, !compressed.isEmpty else { throw failure(.empty) }
        stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = 0
        var remaining = compressed.count
        while true {
            if stream.avail_in == 0 && remaining > 0 {
                // avail_in is 32 bits; feed a large input in slices.
                let slice = min(remaining, Int(UInt32.max / 2))
                stream.avail_in = uInt(slice)
                remaining -= slice
            }
            stream.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(chunkSize)
            let status = CZlib.inflate(&stream, Z_NO_FLUSH)
            let produced = chunkSize - Int(stream.avail_out)
            if produced > 0 {
                inflatedCount += produced
                guard inflatedCount <= limit else { throw failure(.exceedsLimit(inflated: inflatedCount)) }
                try consume(UnsafeRawBufferPointer(rebasing: output[0..<produced]))
            }
            switch status {
            case Z_OK:
                continue
            case Z_STREAM_END:
                // Another gzip member may follow; trailing zero bytes (tape padding) are ignored.
                let left = Int(stream.avail_in) + remaining
                guard framing == .gzip, left > 0, stream.next_in.pointee != 0 else { return }
                inflateReset(&stream)
            case Z_BUF_ERROR where stream.avail_in == 0 && remaining == 0:
                throw failure(.truncated)
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                throw failure(.corrupt(message: message, after: inflatedCount))
            }
        }
    }
}

/// Why ``ZlibInflater`` stopped before the end of a stream.
package enum ZlibError: Error, Hashable, Sendable {
    /// zlib could not start (it is out of memory), with its status.
    case cannotStart(status: Int)
    /// There were no compressed bytes.
    case empty
    /// The input ends in the middle of the compressed data.
    case truncated
    /// The data is damaged: zlib's message, after so many bytes were inflated.
    case corrupt(message: String, after: Int)
    /// The text passed the inflater's limit: at least so many bytes.
    case exceedsLimit(inflated: Int)
}
