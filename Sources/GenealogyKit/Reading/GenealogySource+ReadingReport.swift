import FamilyTree
public import Foundation

extension GenealogySource {
    /// The reading report: everything the reader dropped or changed, as JSON (what
    /// `treebench import --report FILE.json` writes). `warningCounts` counts every warning,
    /// `warnings` lists those the source kept: all of them when it was read with
    /// ``GenealogyWarningLog/unlimited``, as `import --report` reads it.
    ///
    /// Schema, version 1 (docs/GEDCOM.md, "The reading report", describes each field):
    ///
    /// ```json
    /// {"readingReport": 1, "file": "family.ged", "format": "GEDCOM",
    ///  "characterSet": "Windows-1252", "declaredCharacterSet": "IBM WINDOWS", "lines": 2411,
    ///  "people": 268, "unions": 90,
    ///  "warningCounts": {"dangling-pointer": 1},
    ///  "warnings": [
    ///   {"kind": "dangling-pointer", "line": 1641, "record": "I00088",
    ///    "problem": "FAMS points to F00088, which is not a union record of the file",
    ///    "action": "dropped-link",
    ///    "message": "line 1641: I00088: FAMS points to F00088, which is not a union record of the file; the link is dropped"}
    ///  ],
    ///  "skippedRecords": {"NOTE": 3, "SOUR": 12}, "extensionTags": {"_UID": 268}}
    /// ```
    ///
    /// `line`, `record`, `relatedLine` (the first record with a reused id) and `relatedRecord`
    /// (the id a dangling pointer names, the person a dropped link named) are present when known; an action carries its detail:
    /// `decoded` the `characterSet` read in, `renamed` the `newID`, `decoded-mixed`, `replaced` and
    /// `skipped-lines` a `count`. `characterSet`, `declaredCharacterSet` and `lines` are `null` for
    /// formats without them; `skippedRecords` and `extensionTags` are empty.
    ///
    /// - Parameter file: The file's name as the user gave it.
    /// - Returns: UTF-8 JSON, one warning per line, ending with a line break.
    /// - Complexity: O(warnings + the skipped tags).
    public func readingReport(file: String) -> Data {
        var json: [UInt8] = []
        func key(_ name: StaticString) { json.appendKey(name) }
        func stringOrNull(_ text: String?) {
            if let text { json.appendJSONString(text) } else { json.append(ascii: "null") }
        }
        func counts(_ values: [(String, Int)]) {
            json.append(UInt8(ascii: "{"))
            for (index, (name, count)) in values.enumerated() {
                if index > 0 { json.append(ascii: ", ") }
                json.appendJSONString(name)
                json.append(ascii: ": ")
                json.appendJSONInteger(count)
            }
            json.append(UInt8(ascii: "}"))
        }
        json.append(ascii: "{\"readingReport\": 1, ")
        key("file")
        json.appendJSONString(file)
        json.append(ascii: ", ")
        key("format")
        json.appendJSONString(format.rawValue)
        json.append(ascii: ",\n ")
        key("characterSet")
        stringOrNull(gedcom?.characterSet.rawValue)
        json.append(ascii: ", ")
        key("declaredCharacterSet")
        stringOrNull(gedcom?.declaredCharacterSet)
        json.append(ascii: ", ")
        key("lines")
        if let lines = gedcom?.lineCount { json.appendJSONInteger(lines) } else { json.append(ascii: "null") }
        json.append(ascii: ",\n ")
        key("people")
        json.appendJSONInteger(genealogy.people.count)
        json.append(ascii: ", ")
        key("unions")
        json.appendJSONInteger(genealogy.unions.count)
        json.append(ascii: ",\n ")
        key("warningCounts")
        counts(warningLog.countsByKind.map { ($0.kind.rawValue, $0.count) })
        json.append(ascii: ",\n ")
        key("warnings")
        json.append(UInt8(ascii: "["))
        for (index, warning) in warnings.enumerated() {
            json.append(ascii: index == 0 ? "\n  " : ",\n  ")
            warning.appendJSON(to: &json)
        }
        json.append(ascii: warnings.isEmpty ? "],\n " : "\n ],\n ")
        key("skippedRecords")
        counts((gedcom?.skippedRecords ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        json.append(ascii: ", ")
        key("extensionTags")
        counts((gedcom?.extensionTags ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        json.append(ascii: "}\n")
        return Data(json)
    }
}

extension GenealogyWarning {
    /// Appends the warning as one JSON object (see ``GenealogySource/readingReport(file:)``).
    func appendJSON(to json: inout [UInt8]) {
        func text(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            json.append(ascii: ", ")
            json.appendKey(name)
            json.appendJSONString(value)
        }
        func number(_ name: StaticString, _ value: Int?) {
            guard let value else { return }
            json.append(ascii: ", ")
            json.appendKey(name)
            json.appendJSONInteger(value)
        }
        json.append(ascii: "{\"kind\": ")
        json.appendJSONString(kind.rawValue)
        number("line", line)
        text("record", record)
        number("relatedLine", relatedLine)
        text("relatedRecord", relatedRecord)
        text("problem", problem)
        text("action", action.name)
        switch action {
        case .decoded(let set): text("characterSet", set.rawValue)
        case .renamed(let id): text("newID", id)
        case .decodedMixed(let count), .replaced(let count), .skippedLines(let count): number("count", count)
        case .readOn, .droppedLink, .removedCharacter: break
        }
        text("message", description)
        json.append(UInt8(ascii: "}"))
    }
}

extension [UInt8] {
    /// Appends `"name": `.
    fileprivate mutating func appendKey(_ name: StaticString) {
        append(UInt8(ascii: "\""))
        append(ascii: name)
        append(ascii: "\": ")
    }
}
