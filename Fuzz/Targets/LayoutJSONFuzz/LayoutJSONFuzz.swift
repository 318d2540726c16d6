import FamilyTree
import Foundation
import FuzzOracle
import TreeLayout

/// The family every fuzzed layout is read for: two generations, a couple, a single parent's
/// family and a childless person (the ids the seeds in `Corpus/layout-json` use).
private let family: Family = {
    let text = """
        {"generations": [
        [{"id": "p1", "name": "Wang Jian", "gender": "male", "coupleID": "p2", "childrenIDs": ["c1", "c2"]},
         {"id": "p2", "name": "Li Mei", "gender": "female", "coupleID": "p1", "childrenIDs": ["c1", "c2"]}],
        [{"id": "c1", "name": "Wang Xiaoming"}, {"id": "c2", "name": "Wang Xiaohong"}]
        ]}
        """
    do {
        return try Family(jsonData: Data(text.utf8))
    } catch {
        fatalError("the layout fuzz target's family does not validate: \(error)")
    }
}()

/// Layout JSON (`FamilyLayout(jsonData:family:)`): any input is read or rejected with a
/// ``LayoutJSONError``, never a crash. A layout that reads survives the writer exactly: the same
/// engine and the same boxes, bit for bit, when `jsonData(for:)` is read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let layout = try? FamilyLayout(jsonData: data, family: family) else { return 0 }
    FuzzOracle.require(layout.boxes.count == family.personCount, "a layout read with \(layout.boxes.count) boxes")
    let written = layout.jsonData(for: family)
    let reread: FamilyLayout
    do {
        reread = try FamilyLayout(jsonData: written, family: family)
    } catch {
        FuzzOracle.require(
            false, "the writer's output does not read back: \(error)\n\(String(decoding: written, as: UTF8.self))")
        return 0
    }
    FuzzOracle.require(reread.engine == layout.engine, "the engine name changed on a write and read back")
    FuzzOracle.require(reread.boxes == layout.boxes, "the boxes changed on a write and read back")
    return 0
}
