internal import CZlib

/// zlib's inflate (RFC 1950) of a PDF stream's FlateDecode data.
enum Inflate {
    /// The inflated bytes of `data`.
    ///
    /// - Throws: ``PDFError/compression(_:)`` when zlib reports an error or the data ends early.
    /// - Complexity: O(inflated size).
    static func decompress(_ data: ArraySlice<UInt8>) throws(PDFError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .compression("zlib would not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = Array(data)
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: target[0..<(target.count - Int(stream.avail_out))])
                }
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        // cairo's streams end properly (Z_STREAM_END); a stream cut short still gives what it holds.
        guard status == Z_STREAM_END || (status == Z_OK || status == Z_BUF_ERROR) && !output.isEmpty else {
            throw .compression("zlib status \(status)")
        }
        return output
    }
}

/// The PNG predictors (RFC 2083 §6) a cross-reference stream may be encoded with
/// (`/Predictor` 10–15): each row starts with its filter type.
enum PNGPredictor {
    /// `data` with the row filters undone, for rows of `columns` bytes.
    static func undo(_ data: [UInt8], columns: Int) throws(PDFError) -> [UInt8] {
        guard columns > 0 else { throw .malformed("a predictor with no columns") }
        let rowLength = columns + 1
        var output: [UInt8] = []
        output.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: columns)
        var start = 0
        while start + rowLength <= data.count {
            let filter = data[start]
            var row = Array(data[start + 1..<start + rowLength])
            for index in 0..<columns {
                let left = index > 0 ? Int(row[index - 1]) : 0
                let up = Int(previous[index])
                let upLeft = index > 0 ? Int(previous[index - 1]) : 0
                let add: Int
                switch filter {
                case 0: add = 0
                case 1: add = left
                case 2: add = up
                case 3: add = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    add = a <= b && a <= c ? left : b <= c ? up : upLeft
                default: throw .malformed("PNG predictor \(filter)")
                }
                row[index] = UInt8(truncatingIfNeeded: Int(row[index]) + add)
            }
            output += row
            previous = row
            start += rowLength
        }
        return output
    }
}
