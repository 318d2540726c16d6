import FamilyGraph
import FamilyTree
import GenealogyKit
import Testing

/// Messages name what is wrong in a line, not a megabyte: a union of 100,000 partners made a
/// 989 KB error line.
@Suite("Messages are bounded")
struct BoundedMessageTests {
    @Test("a list of names shows ten and counts the rest")
    func list() {
        let names = (0..<100_000).map { "I\($0)" }
        #expect(messageList(names) == #""I0", "I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "I9" and 99990 more"#)
        #expect(messageList(["a", "b"]) == #""a", "b""#)
    }

    @Test("a family graph's errors stay short whatever the number of nodes they name")
    func graphErrors() {
        let many = (0..<100_000).map { "person\($0)" }
        for error in [
            FamilyGraphError.tooManyPartners(connectors: many, partners: many),
            .tooManyParents(child: "c", parents: many), .unlinkedConnector(connectors: many),
        ] {
            #expect(error.description.utf8.count < 1_000, "\(error.rule): \(error.description.utf8.count) bytes")
        }
        let cycle = GenealogyError.parentCycle(ids: many).description
        #expect(cycle.utf8.count < 1_000 && cycle.contains("(99990 more)"), "\(cycle.prefix(300))")
    }
}
