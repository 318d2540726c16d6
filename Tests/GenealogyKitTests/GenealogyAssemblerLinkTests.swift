import Testing

@testable import GenealogyKit

/// A reader holds one ``GenealogyAssembler/Link`` per pointer of the file, the largest array held
/// while a large file is read: its size is part of the reading's peak memory.
@Suite("Genealogy assembler links")
struct GenealogyAssemblerLinkTests {
    @Test("a link takes 16 bytes: its one-byte fields share one word")
    func linkTakesSixteenBytes() {
        #expect(MemoryLayout<GenealogyAssembler.Link>.stride == 16)
    }
}
