extension JSONByteScanner {
    /// Skips one JSON value of any kind and depth at the read position, checking its syntax
    /// (strings, keys and UTF-8 included), without recursion.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first byte that breaks the grammar.
    /// - Complexity: O(size of the value); memory O(depth) for one flag per open container.
    package mutating func skipValue() throws(JSONSyntaxError) {
        // For each open container, whether it is an object.
        var openObjects: [Bool] = []
        while true {
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: "{"):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                } else {
                    openObjects.append(true)
                    try skipKey()
                    continue
                }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                } else {
                    openObjects.append(false)
                    continue
                }
            case UInt8(ascii: "\""):
                _ = try readString()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try scanNumber()
            case UInt8(ascii: "t"):
                try readLiteral("true")
            case UInt8(ascii: "f"):
                try readLiteral("false")
            case UInt8(ascii: "n"):
                try readLiteral("null")
            default:
                throw failure(expected: "a value (string, number, object, array, true, false or null)")
            }
            // A value ended: close every container that ends here, or move to the next member.
            while let isObject = openObjects.last {
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    offset += 1
                    if isObject { try skipKey() }
                    break
                }
                guard peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw failure(expected: isObject ? "',' or '}'" : "',' or ']'")
                }
                offset += 1
                openObjects.removeLast()
            }
            if openObjects.isEmpty { return }
        }
    }

    /// Skips `"key" :` inside a skipped object.
    private mutating func skipKey() throws(JSONSyntaxError) {
        skipWhitespace()
        try readKey { _ in () }
    }
}
