import FamilyTree
import Foundation
import Testing
import TreeLayout

@Suite("Layout JSON")
struct LayoutJSONTests {
    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test("Writes the layout JSON form, whole numbers without a fraction")
    func writesTheDesignForm() throws {
        let family = try TestFamilies.family([[("p1", "p2", ["p3"]), ("p2", "p1", [])], [("p3", "", [])]])
        let layout = FamilyLayout(
            engine: "native",
            boxes: [
                PersonBox(x: 0, y: 0, width: 50, height: 50), PersonBox(x: 70, y: 0, width: 50, height: 50),
                PersonBox(x: 35.25, y: 70, width: 50, height: 50.5),
            ], geometry: LayoutGeometry(coupleGap: 20.5))
        let expected = """
            {"engine": "native", "width": 120, "height": 120.5, "geometry": {"boxWidth": 50, "boxHeight": 50, "coupleGap": 20.5, "siblingGap": 20, "levelGap": 20}, "boxes": [
            {"id": "p1", "x": 0, "y": 0, "width": 50, "height": 50},
            {"id": "p2", "x": 70, "y": 0, "width": 50, "height": 50},
            {"id": "p3", "x": 35.25, "y": 70, "width": 50, "height": 50.5}
            ]}

            """
        #expect(text(layout.jsonData(for: family)) == expected)
    }

    @Test("Round trip keeps every Double bit for bit", arguments: 0..<20)
    func roundTrip(seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed) + 500)
        var random = SplitMix64(seed: UInt64(seed))
        let samples: [Double] = [
            0, -0.0, 0.1, 2.5, -0.75, 1e14 + 0.25, 1.0 / 3, -7.25, 1e-7, Double.leastNonzeroMagnitude, 1e20,
            9_007_199_254_740_992, -123_456,
        ]
        let boxes = family.people.map { _ in
            PersonBox(
                x: samples.randomElement(using: &random)!, y: Double.random(in: -1e6...1e6, using: &random),
                width: abs(samples.randomElement(using: &random)!), height: Double.random(in: 0...100, using: &random))
        }
        let layout = FamilyLayout(
            engine: "random \"\(seed)\"", boxes: boxes,
            geometry: LayoutGeometry(boxHeight: 1.0 / 3, coupleGap: Double(seed) + 0.125))
        let data = layout.jsonData(for: family)
        let back = try FamilyLayout(jsonData: data, family: family)
        #expect(back.engine == layout.engine)
        #expect(back.geometry == layout.geometry)
        #expect(back.boxes.map(\.x.bitPattern) == boxes.map { ($0.x == 0 ? 0 : $0.x).bitPattern })
        #expect(back.boxes.map(\.y) == boxes.map(\.y))
        #expect(back.boxes.map(\.width) == boxes.map(\.width))
        #expect(back.boxes.map(\.height) == boxes.map(\.height))
        // Foundation must read it too: it is plain JSON.
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect((object?["boxes"] as? [Any])?.count == family.personCount)
    }

    @Test("Ids with quotes, backslashes, control characters and non-ASCII letters round-trip")
    func escapedIDs() throws {
        let ids = ["quote\"d", "back\\slash", "tab\there", "line\nbreak", "bell\u{7}", "Xiǎomíng 小明", "emoji 👪"]
        let family = try TestFamilies.family([ids.map { ($0, "", []) }])
        let boxes = ids.indices.map { PersonBox(x: Double($0) * 70, y: 0, width: 50, height: 50) }
        let data = FamilyLayout(engine: "native", boxes: boxes, geometry: LayoutGeometry()).jsonData(for: family)
        #expect(text(data).contains(#""id": "quote\"d""#))
        #expect(text(data).contains(#""id": "bell\u0007""#))
        #expect(try FamilyLayout(jsonData: data, family: family).boxes == boxes)
    }

    @Test("Reads boxes in any order, \\u escapes, and skips fields it does not know")
    func readsLeniently() throws {
        let family = try TestFamilies.family([[("a", "", []), ("b", "", [])]])
        let json = """
            {"version": {"major": 1, "notes": [null, true, false, "x", [], {}]}, "boxes": [
              {"y": 1e1, "id": "\\u0062", "x": -2.5E-1, "width": 5, "height": 6, "name": "Bo"},
              {"id": "a", "x": 0, "y": 0, "width": 50, "height": 50, "extra": [[[1]]]}
            ], "engine": "dot", "width": 1, "height": 1}
            """
        let layout = try FamilyLayout(jsonData: Data(json.utf8), family: family)
        #expect(layout.engine == "dot")
        // A file written before layouts carried their geometry was made with the defaults.
        #expect(layout.geometry == LayoutGeometry())
        #expect(
            layout.boxes == [
                PersonBox(x: 0, y: 0, width: 50, height: 50), PersonBox(x: -0.25, y: 10, width: 5, height: 6),
            ])
    }

    @Test("Reads the geometry: the fields it lacks keep the defaults, others are skipped; one out of range is refused")
    func readsTheGeometry() throws {
        let family = try TestFamilies.family([[("a", "", [])]])
        let box = #"[{"id": "a", "x": 0, "y": 0, "width": 50, "height": 50}]"#
        let json = #"{"geometry": {"coupleGap": 40, "note": [1], "levelGap": 7.5}, "boxes": \#(box)}"#
        let layout = try FamilyLayout(jsonData: Data(json.utf8), family: family)
        #expect(layout.geometry == LayoutGeometry(coupleGap: 40, levelGap: 7.5))
        let negative = #"{"geometry": {"siblingGap": -1}, "boxes": \#(box)}"#
        #expect(throws: LayoutJSONError.self) { try FamilyLayout(jsonData: Data(negative.utf8), family: family) }
        let unsized = #"{"geometry": {"boxWidth": 0}, "boxes": \#(box)}"#
        #expect(throws: LayoutJSONError.self) { try FamilyLayout(jsonData: Data(unsized.utf8), family: family) }
    }

    static let errorCases: [(String, LayoutJSONError)] = [
        (#"{"boxes": [{"id": "a", "x": 0, "y": 0, "width": 50, "height": 50}]}"#, .missingID(id: "b", missingCount: 1)),
        (
            #"{"boxes": [{"id": "a", "x": 0, "y": 0, "width": 50, "height": 50}, {"id": "zed", "x": 0, "y": 0, "width": 50, "height": 50}]}"#,
            .unknownID(id: "zed")
        ),
        (
            #"{"boxes": [{"id": "a", "x": 0, "y": 0, "width": 50, "height": 50}, {"id": "a", "x": 0, "y": 0, "width": 50, "height": 50}]}"#,
            .duplicateID(id: "a")
        ),
        (#"{"boxes": [{"id": "a", "x": 0, "y": 0, "height": 50}]}"#, .missingField(field: "width", id: "a", index: 0)),
        (#"{"boxes": [{"x": 0, "y": 0, "width": 50, "height": 50}]}"#, .missingField(field: "id", id: nil, index: 0)),
        (
            #"{"boxes": [{"id": "a", "x": 0, "y": 0, "width": -1, "height": 50}]}"#,
            .invalidValue(field: "width", id: "a", value: -1)
        ),
        (
            #"{"boxes": [{"id": "a", "x": 1e999, "y": 0, "width": 1, "height": 50}]}"#,
            .invalidValue(field: "x", id: "a", value: .infinity)
        ),
        (#"{"engine": "native"}"#, .missingBoxes),
        (
            #"{"boxes": [{"id": "a", "x": 0, "y": 0, "width": 50, "height": 50}"#,
            .malformed(
                line: 1, column: 66, offset: 65,
                reason: "expected ',' or ']' in \"boxes\", found the end of the document")
        ),
        (
            #"{"engine": "x"} x"#,
            .malformed(
                line: 1, column: 17, offset: 16,
                reason: "expected the end of the document after the layout object, found 'x'")
        ),
        (
            #"{"boxes": [{"id": "a", "x": 01}]}"#,
            .malformed(line: 1, column: 30, offset: 29, reason: "expected ',' or '}' in box 0, found '1'")
        ),
        (
            #"{"boxes": [{"id": "a", "x": "0"}]}"#,
            .malformed(line: 1, column: 29, offset: 28, reason: "expected a number in box 0, found '\"'")
        ),
        (
            "",
            .malformed(
                line: 1, column: 1, offset: 0,
                reason: "expected '{' to open the layout object, found the end of the document")
        ),
    ]

    @Test("Bad documents fail with an error naming the id and the rule", arguments: 0..<errorCases.count)
    func errors(index: Int) throws {
        let (json, expected) = Self.errorCases[index]
        let family = try TestFamilies.family([[("a", "", []), ("b", "", [])]])
        #expect(throws: expected) { try FamilyLayout(jsonData: Data(json.utf8), family: family) }
        if let id = expected.recordID { #expect(expected.description.contains("\"\(id)\"")) }
    }
}

@Suite("Layout JSON: strict reading")
struct LayoutJSONStrictTests {
    let family: Family

    init() throws {
        family = try TestFamilies.family([[("a", "", [])]])
    }

    func read(_ bytes: [UInt8]) throws(LayoutJSONError) -> FamilyLayout {
        try FamilyLayout(jsonData: Data(bytes), family: family)
    }

    @Test("a byte-order mark before the document is allowed, as for family files")
    func byteOrderMark() throws {
        let layout = try read(
            [0xEF, 0xBB, 0xBF] + Array(#"{"boxes": [{"id": "a", "x": 1, "y": 2, "width": 3, "height": 4}]}"#.utf8))
        #expect(layout.boxes == [PersonBox(x: 1, y: 2, width: 3, height: 4)])
    }

    @Test("a key written with escapes is the same key")
    func escapedKey() throws {
        let layout = try read(
            Array(#"{"boxes": [{"id": "a", "\u0078": 1, "y": 2, "width": 3, "h\u0065ight": 4}]}"#.utf8))
        #expect(layout.boxes == [PersonBox(x: 1, y: 2, width: 3, height: 4)])
    }

    @Test("invalid UTF-8 in a key or a value is malformed JSON at its line and column")
    func invalidUTF8() {
        let badKey =
            Array("{\"boxes\": [\n{\"id\": \"a\", \"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4, \"no".utf8)
            + [0xC0, 0xAF] + Array("te\": 1}]}".utf8)
        #expect(
            throws: LayoutJSONError.malformed(
                line: 2, column: 57, offset: 68, reason: "expected UTF-8 text in the key in box 0, found byte 0xC0")
        ) { try read(badKey) }
        let badID = Array(#"{"boxes": [{"id": ""#.utf8) + [0x61, 0xFF] + Array(#"", "x": 1}]}"#.utf8)
        #expect(
            throws: LayoutJSONError.malformed(
                line: 1, column: 21, offset: 20, reason: "expected UTF-8 text in the string in box 0, found byte 0xFF")
        ) { try read(badID) }
    }

    @Test("an id with control characters is quoted with them escaped in the message")
    func quotedIDs() {
        #expect(
            LayoutJSONError.unknownID(id: "a\u{1B}[2Jb\n").description
                == #"box "a\u{1b}[2Jb\n" names nobody in the family"#)
    }
}
