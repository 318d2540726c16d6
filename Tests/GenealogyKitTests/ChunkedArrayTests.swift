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

    @Test(
        "removing keeps the rest in order, in the first chunk and across later ones",
        arguments: [5, capacity, capacity + 1, 3 * capacity + 7])
    func removingKeepsTheRestInOrder(count: Int) {
        for keptBelow in [0, 3, Self.capacity - 1, Self.capacity + 2, count] {
            var list = ChunkedArray<Int32>()
            for value in 0..<count { list.append(Int32(value)) }
            // Keeps the even values below `keptBelow` and every value from it on, which changes
            // which chunk the last kept element falls in.
            list.removeAll { $0 < keptBelow && $0 % 2 == 1 }
            let expected = (0..<count).filter { $0 >= keptBelow || $0 % 2 == 0 }.map(Int32.init)
            #expect(list.count == expected.count)
            #expect(list.elementsEqual(expected))
            list.append(-1)
            #expect(list.last == -1 && list.count == expected.count + 1)
        }
    }

    @Test("removing everything, or nothing")
    func removingEverythingOrNothing() {
        var list = ChunkedArray<Int32>()
        for value in 0..<(Self.capacity + 3) { list.append(Int32(value)) }
        list.removeAll { _ in false }
        #expect(list.count == Self.capacity + 3)
        list.removeAll { _ in true }
        #expect(list.isEmpty)
    }
}
