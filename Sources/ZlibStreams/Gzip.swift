internal import CZlib

/// gzip (RFC 1952) written with the system's zlib (``ZlibInflater`` reads it).
package enum Gzip {
    /// `bytes` as one gzip member, compressed at zlib's default level; nil when zlib cannot start
    /// (it is out of memory).
    ///
    /// - Complexity: O(bytes).
    package static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
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
