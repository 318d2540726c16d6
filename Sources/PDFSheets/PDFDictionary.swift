/// A PDF dictionary: keys in the order the file wrote them.
struct PDFDictionary: Equatable {
    /// The entries, in order.
    private(set) var entries: [(key: String, value: PDFValue)]

    /// A dictionary of `entries`.
    init(_ entries: [(key: String, value: PDFValue)] = []) {
        self.entries = entries
    }

    static func == (lhs: PDFDictionary, rhs: PDFDictionary) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// The value of `key`, or `nil`.
    subscript(key: String) -> PDFValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// Appends the dictionary in PDF syntax.
    func write(to output: inout [UInt8]) {
        output += Array("<<".utf8)
        for (key, value) in entries {
            output += Array(PDFValue.escapedName(key).utf8)
            output.append(UInt8(ascii: " "))
            value.write(to: &output)
            output.append(UInt8(ascii: " "))
        }
        output += Array(">>".utf8)
    }
}
