/// An incremental update of a PDF file (ISO 32000-1 §7.5.6): new objects, and new versions of
/// old ones, appended after the file's bytes with a cross-reference section of their own whose
/// `/Prev` is the file's. A file whose newest section is a cross-reference stream gets one too.
struct PDFUpdate {
    /// The file being updated.
    let file: PDFFile
    /// The objects to write, by number.
    private var objects: [(number: Int, value: PDFValue, stream: [UInt8]?)] = []
    /// The next free object number.
    private var next: Int

    /// An update of `file` with nothing in it yet.
    init(file: PDFFile) {
        self.file = file
        next = file.size
    }

    /// Adds an object and returns a reference to it.
    mutating func add(_ value: PDFValue) -> PDFValue {
        objects.append((next, value, nil))
        next += 1
        return .reference(number: next - 1, generation: 0)
    }

    /// Adds an uncompressed stream of `data` and returns a reference to it.
    mutating func addStream(_ data: [UInt8]) -> PDFValue {
        objects.append((next, .dictionary(PDFDictionary([("Length", .integer(data.count))])), data))
        next += 1
        return .reference(number: next - 1, generation: 0)
    }

    /// Gives object `number` a new value.
    mutating func replace(_ number: Int, with value: PDFValue) {
        objects.append((number, value, nil))
    }

    /// The updated file.
    ///
    /// - Complexity: O(size of the file + the update).
    func bytes() -> [UInt8] {
        var output = file.bytes
        if output.last != 10 { output.append(10) }
        var offsets: [(number: Int, offset: Int)] = []
        for object in objects {
            offsets.append((object.number, output.count))
            output += Array("\(object.number) 0 obj\n".utf8)
            object.value.write(to: &output)
            if let stream = object.stream {
                output += Array("\nstream\n".utf8)
                output += stream
                output += Array("\nendstream".utf8)
            }
            output += Array("\nendobj\n".utf8)
        }
        var trailer = PDFDictionary()
        for key in ["Root", "Info", "ID"] { trailer[key] = file.trailer[key] }
        trailer["Prev"] = .integer(file.startXref)
        let start = output.count
        if file.usesXrefStream {
            // The cross-reference stream is an object too, and lists itself.
            let number = next
            offsets.append((number, start))
            trailer["Size"] = .integer(number + 1)
            offsets.sort { $0.number < $1.number }
            var data: [UInt8] = []
            var index: [PDFValue] = []
            for (number, offset) in offsets {
                index += [.integer(number), .integer(1)]
                data.append(1)
                for shift in stride(from: 32, through: 0, by: -8) {
                    data.append(UInt8(truncatingIfNeeded: offset >> shift))
                }
                data += [0, 0]
            }
            trailer["Type"] = .name("XRef")
            trailer["W"] = .array([.integer(1), .integer(5), .integer(2)])
            trailer["Index"] = .array(index)
            trailer["Length"] = .integer(data.count)
            output += Array("\(number) 0 obj\n".utf8)
            trailer.write(to: &output)
            output += Array("\nstream\n".utf8)
            output += data
            output += Array("\nendstream\nendobj\n".utf8)
        } else {
            trailer["Size"] = .integer(next)
            output += Array("xref\n".utf8)
            for (number, offset) in offsets.sorted(by: { $0.number < $1.number }) {
                output += Array("\(number) 1\n".utf8)
                let digits = String(offset)
                output += Array(
                    (String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n\r\n").utf8)
            }
            output += Array("trailer\n".utf8)
            trailer.write(to: &output)
            output.append(10)
        }
        output += Array("startxref\n\(start)\n%%EOF\n".utf8)
        return output
    }
}
