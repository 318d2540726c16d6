/// Reads PDF object syntax (ISO 32000-1 §7.2–7.3) from a file's bytes: values, `N G obj`
/// headers and the data of streams. Only what files from cairo (through Graphviz) need is read
/// with care; anything else is an error, never a trap.
struct PDFLexer {
    /// The whole file.
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int

    /// A lexer at `position` in `bytes`.
    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    /// Whether `byte` is PDF white space.
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
    }

    /// Whether `byte` is a PDF delimiter.
    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            true
        default: false
        }
    }

    /// Skips white space and comments.
    mutating func skipWhiteSpace() {
        while position < bytes.count {
            if Self.isWhiteSpace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.count && bytes[position] != 10 && bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The regular characters from here: a number or a keyword.
    mutating func word() -> String {
        skipWhiteSpace()
        let start = position
        while position < bytes.count && !Self.isWhiteSpace(bytes[position]) && !Self.isDelimiter(bytes[position]) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads the keyword `expected` or throws.
    mutating func expect(_ expected: String) throws(PDFError) {
        let found = word()
        guard found == expected else { throw .malformed("expected \(expected) at byte \(position), found \(found)") }
    }

    /// Reads `N G obj` and returns N.
    mutating func objectHeader() throws(PDFError) -> Int {
        guard let number = Int(word()), Int(word()) != nil else {
            throw .malformed("no object header at byte \(position)")
        }
        try expect("obj")
        return number
    }

    /// Reads one value; `N G R` is a reference.
    mutating func value(depth: Int = 0) throws(PDFError) -> PDFValue {
        guard depth < 64 else { throw .malformed("objects nested more than 64 deep at byte \(position)") }
        skipWhiteSpace()
        guard position < bytes.count else { throw .malformed("the file ends inside an object") }
        switch bytes[position] {
        case UInt8(ascii: "/"):
            position += 1
            return .name(name())
        case UInt8(ascii: "("):
            position += 1
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dictionary(try dictionary(depth: depth))
            }
            position += 1
            return .string(try hexString())
        case UInt8(ascii: "["):
            position += 1
            var elements: [PDFValue] = []
            while true {
                skipWhiteSpace()
                guard position < bytes.count else { throw .malformed("the file ends inside an array") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(elements)
                }
                elements.append(try value(depth: depth + 1))
            }
        default:
            let start = position
            let token = word()
            switch token {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case "": throw .malformed("unexpected byte \(bytes[start]) at byte \(start)")
            default: break
            }
            guard let number = Int(token) else {
                guard let real = Double(token) else { throw .malformed("unexpected \(token) at byte \(start)") }
                return .real(real)
            }
            // `N G R`: look ahead for a generation and an R.
            let afterNumber = position
            if let generation = Int(word()), word() == "R" {
                return .reference(number: number, generation: generation)
            }
            position = afterNumber
            return .integer(number)
        }
    }

    private mutating func dictionary(depth: Int) throws(PDFError) -> PDFDictionary {
        var dictionary = PDFDictionary()
        while true {
            skipWhiteSpace()
            guard position + 1 < bytes.count else { throw .malformed("the file ends inside a dictionary") }
            if bytes[position] == UInt8(ascii: ">") && bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                return dictionary
            }
            guard case .name(let key) = try value(depth: depth + 1) else {
                throw .malformed("a dictionary key that is not a name at byte \(position)")
            }
            dictionary[key] = try value(depth: depth + 1)
        }
    }

    private mutating func name() -> String {
        var decoded: [UInt8] = []
        while position < bytes.count && !Self.isWhiteSpace(bytes[position]) && !Self.isDelimiter(bytes[position]) {
            if bytes[position] == UInt8(ascii: "#"), position + 2 < bytes.count,
                let byte = UInt8(String(decoding: bytes[position + 1...position + 2], as: UTF8.self), radix: 16)
            {
                decoded.append(byte)
                position += 3
            } else {
                decoded.append(bytes[position])
                position += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private mutating func literalString() throws(PDFError) -> [UInt8] {
        var result: [UInt8] = []
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return result }
                result.append(byte)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(10)
                case UInt8(ascii: "r"): result.append(13)
                case UInt8(ascii: "t"): result.append(9)
                case UInt8(ascii: "b"): result.append(8)
                case UInt8(ascii: "f"): result.append(12)
                case 10: break
                case 13: if position < bytes.count && bytes[position] == 10 { position += 1 }
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var code = Int(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count,
                        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
                    {
                        code = code * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    result.append(UInt8(code & 0xFF))
                default: result.append(escaped)
                }
            default: result.append(byte)
            }
        }
        throw .malformed("the file ends inside a string")
    }

    private mutating func hexString() throws(PDFError) -> [UInt8] {
        var digits: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                if digits.count % 2 == 1 { digits.append(UInt8(ascii: "0")) }
                var result: [UInt8] = []
                for index in stride(from: 0, to: digits.count, by: 2) {
                    guard let value = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16)
                    else { throw .malformed("a bad hexadecimal string at byte \(position)") }
                    result.append(value)
                }
                return result
            }
            if !Self.isWhiteSpace(byte) { digits.append(byte) }
        }
        throw .malformed("the file ends inside a hexadecimal string")
    }

    /// The data of the stream whose dictionary was just read: `length` bytes after the
    /// `stream` keyword and its end of line.
    mutating func streamData(length: Int) throws(PDFError) -> ArraySlice<UInt8> {
        try expect("stream")
        if position < bytes.count && bytes[position] == 13 { position += 1 }
        if position < bytes.count && bytes[position] == 10 { position += 1 }
        guard length >= 0, position + length <= bytes.count else {
            throw .malformed("a stream of \(length) bytes runs past the end of the file")
        }
        defer { position += length }
        return bytes[position..<position + length]
    }
}
