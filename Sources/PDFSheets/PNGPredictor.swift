import ZlibStreams

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
