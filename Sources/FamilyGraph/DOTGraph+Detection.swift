public import Foundation

extension DOTGraph {
    /// Whether a file is DOT: its extension is `.gv` or `.dot` (any case), or its text, after a
    /// byte-order mark, white space and comments (`//`, `/* */`, `#` lines), starts with
    /// `graph`, `digraph` or `strict` (any case), as every DOT file does.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path (`-` for standard input), for its extension.
    /// - Complexity: O(the leading white space and comments).
    public static func looksLikeDOT(_ data: Data, path: String) -> Bool {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".gv") || lowered.hasSuffix(".dot") { return true }
        let bytes = [UInt8](data.prefix(65_536))
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                lineStart = true
                index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if (byte == UInt8(ascii: "#") && lineStart) || bytes[index...].starts(with: Array("//".utf8)) {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
            } else if bytes[index...].starts(with: Array("/*".utf8)) {
                index += 2
                while index < bytes.count && !bytes[index...].starts(with: Array("*/".utf8)) { index += 1 }
                index += 2
            } else {
                break
            }
            if byte != 0x0A && byte != 0x20 && byte != 0x09 && byte != 0x0D { lineStart = false }
        }
        let word = bytes[min(index, bytes.count)...].prefix { $0 < 0x80 && (Character(UnicodeScalar($0)).isLetter) }
        return ["graph", "digraph", "strict"].contains(String(decoding: word, as: UTF8.self).lowercased())
    }
}
