public import FamilyTree
public import Foundation

extension FamilyLayout {
    /// The layout as layout JSON (docs/ARCHITECTURE.md, "Layout JSON"), one box per line:
    /// `{"engine": …, "width": …, "height": …, "boxes": [{"id", "x", "y", "width", "height"}, …]}`.
    ///
    /// `width` and `height` are those of ``bounds``. Numbers are printed shortest-exact (they
    /// read back to the same `Double`), whole numbers without a fraction; a non-finite number,
    /// which no engine should produce, is written as `null` and will not read back.
    ///
    /// - Parameter family: The family the layout was made for; its ids name the boxes.
    /// - Complexity: O(n), bytes built by hand.
    public func jsonData(for family: Family) -> Data {
        precondition(boxes.count == family.personCount, "the layout must have one box per person of the family")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + boxes.count * 72)
        let bounds = self.bounds
        bytes.append(ascii: "{\"engine\": ")
        bytes.appendJSONString(engine)
        bytes.append(ascii: ", \"width\": ")
        bytes.appendJSONNumber(bounds.width)
        bytes.append(ascii: ", \"height\": ")
        bytes.appendJSONNumber(bounds.height)
        bytes.append(ascii: ", \"boxes\": [")
        for (index, box) in boxes.enumerated() {
            bytes.append(ascii: index == 0 ? "\n{\"id\": " : ",\n{\"id\": ")
            bytes.appendJSONString(family.people[index].id)
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
        bytes.append(ascii: "\n]}\n")
        return Data(bytes)
    }

    /// Reads layout JSON (docs/ARCHITECTURE.md, "Layout JSON") back for a family.
    ///
    /// Fields other than `engine` and `boxes`, and box fields other than `id`, `x`, `y`,
    /// `width` and `height`, are skipped, so later versions may add more. The document's
    /// `width` and `height` are not trusted: ``bounds`` is computed from the boxes.
    ///
    /// - Parameters:
    ///   - jsonData: The document.
    ///   - family: The family the layout is for; every one of its people must have exactly one box.
    /// - Throws: ``LayoutJSONError``: malformed JSON, a missing field, a bad value, or an
    ///   unknown, duplicate or missing id (naming the id).
    /// - Complexity: O(n) expected: one pass of a byte scanner and a hash look-up per box.
    public init(jsonData: Data, family: Family) throws(LayoutJSONError) {
        var indexOfID: [String: Int32] = [:]
        indexOfID.reserveCapacity(family.personCount)
        for (index, person) in family.people.enumerated() { indexOfID[person.id] = Int32(index) }
        let result = jsonData.withUnsafeBytes { raw in
            Result { () throws(LayoutJSONError) -> FamilyLayout in
                var reader = LayoutJSONReader(
                    scanner: JSONByteScanner(bytes: raw.bindMemory(to: UInt8.self)), indexOfID: indexOfID)
                return try reader.readLayout()
            }
        }
        self = try result.get()
    }
}

extension [UInt8] {
    /// Appends the bytes of an ASCII literal.
    package mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a JSON string literal, escaping quotes, backslashes and control characters.
    package mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): append(ascii: "\\\"")
                case UInt8(ascii: "\\"): append(ascii: "\\\\")
                case UInt8(ascii: "\n"): append(ascii: "\\n")
                case UInt8(ascii: "\r"): append(ascii: "\\r")
                case UInt8(ascii: "\t"): append(ascii: "\\t")
                case 0..<0x20:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    append(ascii: "\\u00")
                    append(hex[Int(byte >> 4)])
                    append(hex[Int(byte & 0xF)])
                default: append(byte)
                }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends a number: whole numbers as integers, others shortest-exact (Swift's `description`),
    /// non-finite ones as `null`.
    package mutating func appendJSONNumber(_ value: Double) {
        guard value.isFinite else {
            append(ascii: "null")
            return
        }
        if value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992 {
            appendInteger(Int64(value))
            return
        }
        // Centring makes quarters and halves common; their shortest form is plain to write.
        let quarters = abs(value) * 4
        if quarters == quarters.rounded(.towardZero) && quarters < 1e15 {
            if value < 0 { append(UInt8(ascii: "-")) }
            appendInteger(Int64(quarters) / 4)
            switch Int64(quarters) % 4 {
            case 1: append(ascii: ".25")
            case 2: append(ascii: ".5")
            default: append(ascii: ".75")
            }
            return
        }
        var text = value.description
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends an integer in decimal.
    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }
}
