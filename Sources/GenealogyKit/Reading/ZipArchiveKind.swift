/// What a ZIP archive holds, told from its central directory (the ZIP format's APPNOTE §4.3.12,
/// §4.3.16), for the error that names a file that is no genealogy: a Word document, a workbook,
/// a GEDZIP archive, or a ZIP archive without `gedcom.ged`.
enum ZipArchiveKind {
    /// The names of the archive's files, from its central directory; nil when there is none to read.
    ///
    /// - Complexity: O(the central directory + its last 64 KB, where the end record is looked for).
    static func names(in bytes: [UInt8]) -> [String]? {
        func integer(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= bytes.count else { return nil }
            return (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        // The end of central directory record: 50 4B 05 06, within the last 22 + 65,535 bytes.
        let lowest = max(0, bytes.count - 22 - 65_535)
        guard bytes.count >= 22,
            let end = stride(from: bytes.count - 22, through: lowest, by: -1).first(where: {
                bytes[$0] == 0x50 && bytes[$0 + 1] == 0x4B && bytes[$0 + 2] == 5 && bytes[$0 + 3] == 6
            }), let count = integer(end + 10, 2), var offset = integer(end + 16, 4)
        else { return nil }
        var names: [String] = []
        for _ in 0..<count {
            guard integer(offset, 4) == 0x0201_4B50, let nameLength = integer(offset + 28, 2),
                let extra = integer(offset + 30, 2), let comment = integer(offset + 32, 2),
                offset + 46 + nameLength <= bytes.count
            else { break }
            names.append(String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self))
            offset += 46 + nameLength + extra + comment
        }
        return names
    }

    /// What a ZIP archive is, by the files it holds.
    static func describe(_ bytes: [UInt8]) -> String {
        guard let names = names(in: bytes) else { return "a ZIP archive (its directory cannot be read)" }
        let kinds: [(String, String)] = [
            ("word/document.xml", "a Word document (.docx)"),
            ("xl/workbook.xml", "an Excel workbook (.xlsx)"),
            ("ppt/presentation.xml", "a PowerPoint presentation (.pptx)"),
            ("content.xml", "an OpenDocument file (.odt, .ods)"),
        ]
        for (name, kind) in kinds where names.contains(name) { return kind }
        if names.contains(where: { $0.lowercased() == "gedcom.ged" }) {
            return "a GEDZIP archive (.gdz: GEDCOM 7's gedcom.ged and its media)"
        }
        let listed = names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return "a ZIP archive without gedcom.ged (a GEDZIP archive holds one); it holds \(names.count) "
            + "file\(names.count == 1 ? "" : "s")\(names.isEmpty ? "" : ": " + listed)\(names.count > 3 ? ", …" : "")"
    }
}
