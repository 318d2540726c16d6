/// A value of PDF's object syntax (ISO 32000-1 §7.3): what TreeBench reads of the PDF files
/// Graphviz's cairo renderer writes, to tile them over printed pages.
enum PDFValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case real(Double)
    /// A literal or hexadecimal string, its bytes decoded.
    case string([UInt8])
    /// A name, without its `/`, `#xx` escapes decoded.
    case name(String)
    case array([PDFValue])
    case dictionary(PDFDictionary)
    /// An indirect reference `N G R`.
    case reference(number: Int, generation: Int)

    /// The dictionary, if the value is one.
    var dictionary: PDFDictionary? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    /// The whole number, if the value is one.
    var integer: Int? {
        if case .integer(let value) = self { value } else { nil }
    }

    /// The number, whole or real, if the value is one.
    var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    /// The name, if the value is one.
    var name: String? {
        if case .name(let value) = self { value } else { nil }
    }

    /// The elements, if the value is an array.
    var array: [PDFValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The value in PDF syntax, as written into a file.
    var bytes: [UInt8] {
        var output: [UInt8] = []
        write(to: &output)
        return output
    }

    /// Appends the value in PDF syntax.
    func write(to output: inout [UInt8]) {
        switch self {
        case .null: output += Array("null".utf8)
        case .bool(let value): output += Array((value ? "true" : "false").utf8)
        case .integer(let value): output += Array(String(value).utf8)
        case .real(let value): output += Array(PDFValue.format(value).utf8)
        case .string(let bytes):
            output.append(UInt8(ascii: "<"))
            for byte in bytes { output += Array(PDFValue.hex(byte).utf8) }
            output.append(UInt8(ascii: ">"))
        case .name(let name): output += Array(PDFValue.escapedName(name).utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: " ")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .dictionary(let dictionary): dictionary.write(to: &output)
        case .reference(let number, let generation): output += Array("\(number) \(generation) R".utf8)
        }
    }

    /// A number as PDF writes it: no exponent, at most 4 decimals.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    /// `/name` with every byte outside the regular characters written `#xx`.
    static func escapedName(_ name: String) -> String {
        var text = "/"
        for byte in name.utf8 {
            let regular = byte > 0x20 && byte < 0x7F && !PDFLexer.isDelimiter(byte) && byte != UInt8(ascii: "#")
            text += regular ? String(UnicodeScalar(byte)) : "#" + hex(byte)
        }
        return text
    }
}
