import ZlibStreams

/// zlib's inflate (RFC 1950) of a PDF stream's FlateDecode data, through ``ZlibInflater``.
enum Inflate {
    /// The most a stream may inflate to, 1 GiB: a damaged stream is refused before it takes the
    /// machine's memory (the PDF is Graphviz's own, so no real page comes near it).
    static let limit = 1 << 30

    /// The inflated bytes of `data`.
    ///
    /// - Throws: ``PDFError/compression(_:)`` when zlib reports an error, the data ends before
    ///   any text, or it inflates past ``limit``.
    /// - Complexity: O(inflated size).
    static func decompress(_ data: ArraySlice<UInt8>) throws(PDFError) -> [UInt8] {
        var output: [UInt8] = []
        let result: Result<Void, ZlibError> = data.withUnsafeBytes { bytes in
            do throws(ZlibError) {
                try ZlibInflater(.zlib).inflate(bytes, limit: limit, failure: { $0 }) { piece throws(ZlibError) in
                    output.append(contentsOf: piece)
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success:
            return output
        case .failure(.truncated) where !output.isEmpty:
            // cairo's streams end properly; a stream cut short still gives what it holds.
            return output
        case .failure(let error):
            throw .compression(Self.reason(error))
        }
    }

    /// Why a stream could not be inflated, in a few words.
    private static func reason(_ error: ZlibError) -> String {
        switch error {
        case .cannotStart: "zlib would not start"
        case .empty, .truncated: "the stream ends before its data"
        case .corrupt(let message, let inflated): "\(message), after \(inflated) bytes"
        case .exceedsLimit: "it inflates to more than \(limit) bytes"
        }
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
