import Testing

@testable import GenealogyKit

/// The chunked list the assembler keeps its links in: the same elements, in order, as an array
/// given the same appends, across the first chunk's end and the further chunks' ends.
@Suite("Chunked array")
struct ChunkedArrayTests {
    private static let capacity = ChunkedArray<Int32>.chunkCapacity

    @Test(
        "appends read back in order across chunk ends",
        arguments: [0, 1, capacity - 1, capacity, capacity + 1, 3 * capacity + 7])
    func appendsReadBack(count: Int) {
        var list = ChunkedArray<Int32>()
        for value in 0..<count { list.append(Int32(value)) }
        #expect(list.count == count)
        #expect(list.elementsEqual((0..<count).map(Int32.init)))
        if count > 0 {
            #expect(list[count - 1] == Int32(count - 1))
        }
    }

    @Test("an element is changed in place, in the first chunk and in a later one")
    func elementChangedInPlace() {
        var list = ChunkedArray<Int32>()
        for value in 0..<(2 * Self.capacity + 5) { list.append(Int32(value)) }
        list[3] = -3
        list[Self.capacity + 9] = -9
        list[2 * Self.capacity + 4] = -4
        #expect(list[3] == -3 && list[Self.capacity + 9] == -9 && list[2 * Self.capacity + 4] == -4)
        #expect(list[2] == 2 && list[Self.capacity + 8] == Int32(Self.capacity + 8))
    }

    @Test(
        "an adopted array comes first, whatever its size, and appends follow it",
        arguments: [0, 5, capacity, capacity + 3])
    func adoptedArrayComesFirst(adopted: Int) {
        var list = ChunkedArray(adopting: (0..<adopted).map(Int32.init))
        let total = adopted + Self.capacity + 2
        for value in adopted..<total { list.append(Int32(value)) }
        #expect(list.count == total)
        #expect(list.elementsEqual((0..<total).map(Int32.init)))
    }
}
