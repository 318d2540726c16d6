import Foundation
import Testing

@testable import FamilyTree

/// `ChartDocument.read(jsonByteCount:readingFrom:)` streams any chart document: a descendant chart
/// straight to a validated `Family`, an ancestor chart or hourglass as its records. Both must be
/// what reading the whole document (`ChartDocument(jsonData:)`, then `Family(validating:)` for a
/// descendant chart) gives, problems word for word, wherever `"chart"` comes.
@Suite("Chart documents read in one pass, streamed")
struct ChartStreamingTests {
    /// What reading a chart document gave.
    enum Outcome: Equatable {
        case family(people: [Person], units: [FamilyUnit])
        case document(ChartDocument)
        case problems([String])

        init(_ read: () throws -> ReadChart) {
            do {
                switch try read() {
                case .family(let family): self = .family(people: Array(family.people), units: family.units)
                case .document(let document): self = .document(document)
                }
            } catch let failure as FamilyValidationFailure {
                self = .problems(failure.problems.map(\.description))
            } catch {
                self = .problems(["input error: \(error)"])
            }
        }
    }

    /// The whole document read, then a descendant chart validated: the reference.
    static func whole(_ data: Data) -> Outcome {
        Outcome {
            let document = try ChartDocument(jsonData: data)
            guard document.kind == .descendants, let descendants = document.descendants else {
                return .document(document)
            }
            return .family(try Family(validating: descendants))
        }
    }

    /// Streamed from a source that gives `chunk` bytes at a time.
    static func streamed(_ data: Data, chunk: Int) -> Outcome {
        var given = 0
        return Outcome {
            try ChartDocument.read(jsonByteCount: nil) { buffer in
                let count = min(chunk, buffer.count, data.count - given)
                data.copyBytes(
                    to: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), from: given..<given + count)
                given += count
                return count
            }
        }
    }

    static let descendants =
        #"[[{"id": "R", "coupleID": "S", "childrenIDs": ["C"]}, {"id": "S", "coupleID": "R", "childrenIDs": ["C"]}], [{"id": "C"}]]"#
    static let ancestors =
        #"[[{"id": "R", "parentIDs": ["F", "M"]}], [{"id": "F", "coupleID": "M"}, {"id": "M", "coupleID": "F"}]]"#

    static let documents: [String] = [
        #"{"generations": \#(descendants)}"#,
        #"{"chart": "descendants", "generations": \#(descendants)}"#,
        #"{"generations": \#(descendants), "chart": "descendants"}"#,
        #"{"chart": "hourglass", "generations": \#(descendants), "ancestors": \#(ancestors)}"#,
        // "chart" after the sections: the descendant section went to the table and comes back as records.
        #"{"generations": \#(descendants), "ancestors": \#(ancestors), "chart": "hourglass"}"#,
        #"{"generations": [[{"id": "X"}]], "generations": \#(descendants), "ancestors": \#(ancestors), "chart": "hourglass"}"#,
        #"{"chart": "ancestors", "ancestors": \#(ancestors)}"#,
        #"{"ancestors": \#(ancestors), "chart": "ancestors"}"#,
        // Sections the kind does not have or lacks, unknown kinds, links in the wrong section.
        #"{"chart": "ancestors", "generations": \#(descendants)}"#,
        #"{"chart": "hourglass", "generations": \#(descendants)}"#,
        #"{"ancestors": \#(ancestors)}"#,
        #"{"chart": "sideways", "generations": \#(descendants)}"#,
        #"{"chart": 3, "generations": \#(descendants)}"#,
        #"{"chart": "ancestors", "ancestors": [[{"id": "R", "childrenIDs": ["F"]}]]}"#,
        #"{"generations": [[{"id": "R", "parentIDs": ["F"]}]]}"#,
        #"{"chart": "ancestors", "ancestors": [[{"id": "R", "parentIDs": "F"}]]}"#,
        // A descendant chart that breaks a rule.
        #"{"generations": [[{"id": "R", "childrenIDs": ["nobody"]}]]}"#,
        #"{}"#,
    ]

    @Test("streamed, every chart document reads as it does whole", arguments: documents)
    func sameAsWhole(_ text: String) {
        let data = Data(text.utf8)
        let reference = Self.whole(data)
        for chunk in [1, 7, data.count] {
            #expect(Self.streamed(data, chunk: chunk) == reference, "chunk \(chunk)")
        }
    }

    @Test("a chart document read as a family is refused as FamilyDocument(jsonData:) refuses it", arguments: documents)
    func familyOfAChart(_ text: String) {
        let data = Data(text.utf8)
        #expect(OnePassReadingTests.Outcome { try Family(jsonData: data) } == OnePassReadingTests.twoPass(data))
    }
}
