internal import CZlib

/// gzip (RFC 1952) with the system's zlib: ``GzipInflater`` reads a stream piece by piece,
/// ``compressed(_:)`` writes one.
enum Gzip {
    /// `bytes` as one gzip member, compressed at zlib's default level; nil when zlib cannot start
    /// (it is out of memory).
    ///
    /// - Complexity: O(bytes).
    static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        // 15 + 16: a gzip header and trailer around the deflate stream; 8: zlib's default memory.
        let start = deflateInit2_(
            &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
            Int32(MemoryLayout<z_stream>.size))
        guard start == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 4 + 64)
        let chunk = UnsafeMutableBufferPointer<Bytef>.allocate(capacity: 1 << 16)
        defer { chunk.deallocate() }
        bytes.withUnsafeBufferPointer { input in
            var offset = 0
            var status = Z_OK
            // avail_in is 32 bits: the input goes in slices, the last with Z_FINISH.
            while status != Z_STREAM_END {
                let slice = min(input.count - offset, 1 << 30)
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + offset })
                stream.avail_in = uInt(slice)
                offset += slice
                let flush = offset == input.count ? Z_FINISH : Z_NO_FLUSH
                repeat {
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = uInt(chunk.count)
                    status = deflate(&stream, flush)
                    output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                } while stream.avail_out == 0
                if flush == Z_NO_FLUSH { status = Z_OK }
            }
        }
        return output
    }
}

/// A gzip stream inflated piece by piece with the system's zlib (RFC 1952 members, RFC 1951
/// deflate inside), so a compressed file is read without ever holding all of its text.
///
/// Owns its `z_stream`; `deinit` frees zlib's state. Concatenated members (what `cat a.gz b.gz`
/// makes, and gzip itself reads as one file) are inflated one after another.
final class GzipInflater {
    /// The gzip magic number, the first two bytes of every member (RFC 1952 §2.3.1).
    static let magic: [UInt8] = [0x1F, 0x8B]

    private var stream = z_stream()
    /// The number of bytes inflated so far.
    private(set) var inflatedCount = 0

    /// Starts a stream that takes gzip members only (zlib's window bits 15 + 16).
    ///
    /// - Throws: ``GenealogyError/corruptGzip(reason:)`` when zlib cannot start (out of memory).
    init() throws(GenealogyError) {
        let status = inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .corruptGzip(reason: "zlib could not start (status \(status))") }
    }

    deinit { inflateEnd(&stream) }

    /// Inflates `compressed`, handing each piece of text to `consume` as it is made.
    ///
    /// - Parameters:
    ///   - compressed: The whole gzip file.
    ///   - chunkSize: The most bytes handed to `consume` at once.
    ///   - consume: Takes each inflated piece; what it throws ends the inflation.
    /// - Throws: ``GenealogyError/corruptGzip(reason:)`` for a stream that is damaged or cut short,
    ///   or what `consume` throws.
    /// - Complexity: O(compressed + inflated bytes).
    func inflate(
        _ compressed: UnsafeRawBufferPointer, chunkSize: Int = 1 << 16,
        into consume: (UnsafeRawBufferPointer) throws(GenealogyError) -> Void
    ) throws(GenealogyError) {
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { output.deallocate() }
        guard let base = compressed.baseAddress, !compressed.isEmpty else {
            throw .corruptGzip(reason: "the file is empty")
        }
        stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = 0
        var remaining = compressed.count
        var status = Z_OK
        while true {
            if stream.avail_in == 0 && remaining > 0 {
                // avail_in is 32 bits; feed a large file in slices.
                let slice = min(remaining, Int(UInt32.max / 2))
                stream.avail_in = uInt(slice)
                remaining -= slice
            }
            stream.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(chunkSize)
            status = CZlib.inflate(&stream, Z_NO_FLUSH)
            let produced = chunkSize - Int(stream.avail_out)
            if produced > 0 {
                inflatedCount += produced
                try consume(UnsafeRawBufferPointer(rebasing: output[0..<produced]))
            }
            switch status {
            case Z_OK:
                continue
            case Z_STREAM_END:
                // Another member may follow; trailing zero bytes (tape padding) are ignored.
                let left = Int(stream.avail_in) + remaining
                guard left > 0, stream.next_in.pointee != 0 else { return }
                inflateReset(&stream)
            case Z_BUF_ERROR where stream.avail_in == 0 && remaining == 0:
                throw .corruptGzip(reason: "the file ends in the middle of its compressed data (it is cut short)")
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "zlib status \(status)"
                throw .corruptGzip(reason: "\(message), after \(inflatedCount) bytes of text")
            }
        }
    }
}
