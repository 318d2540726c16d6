import FamilyTree
import Foundation
import Testing

@Suite("Round trip: decode → encode → decode is identity")
struct RoundTripTests {
    static let dataFiles: [String] = {
        let generated = (try? Fixtures.jsonFiles(in: "generated")) ?? []
        return ["xiaoming.json", "victoria.json"] + generated
    }()

    @Test("Data/ files", arguments: dataFiles)
    func dataFile(path: String) throws {
        let document = try FamilyDocument(jsonData: Fixtures.data(path))
        let encoded = document.jsonData()
        #expect(try FamilyDocument(jsonData: encoded) == document)
        // The writer is canonical: encoding again gives the same bytes.
        #expect(try FamilyDocument(jsonData: encoded).jsonData() == encoded)
    }

    @Test("generated families of every shape", arguments: FamilyShape.allCases)
    func generated(shape: FamilyShape) throws {
        let document = try FamilyGenerator(generations: 6, members: 300, seed: 11, shape: shape).generate()
        #expect(try FamilyDocument(jsonData: document.jsonData()) == document)
    }

    @Test("hostile strings survive: quotes, backslashes, control characters, non-BMP text")
    func hostileStrings() throws {
        let awkward = "\"\\/\u{0}\u{1}\u{1F}\n\r\t\u{8}\u{C}\u{7F}\u{2028}😀小明"
        let document = FamilyDocument(generations: [
            [
                Person(
                    id: awkward, name: awkward, gender: awkward, age: 123_456_789, coupleID: "", childrenIDs: [awkward])
            ],
            [],
        ])
        let encoded = document.jsonData()
        #expect(try FamilyDocument(jsonData: encoded) == document)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(text.contains(#"\"\\/\u0000\u0001\u001f\n\r\t\b\f"#))
    }

    @Test("the writer puts one person per line")
    func onePersonPerLine() throws {
        let text = String(decoding: try Fixtures.data("xiaoming.json"), as: UTF8.self)
        let document = try FamilyDocument(jsonData: Data(text))
        let lines = String(decoding: document.jsonData(), as: UTF8.self).split(separator: "\n")
        #expect(lines.filter { $0.contains("\"id\": ") }.count == document.personCount)
        #expect(lines.first == "{" && lines.last == "}")
    }

    @Test("a family's document is the one it was validated from")
    func familyDocument() throws {
        let document = try FamilyDocument(jsonData: Fixtures.data("xiaoming.json"))
        #expect(try Family(validating: document).document == document)
    }
}
