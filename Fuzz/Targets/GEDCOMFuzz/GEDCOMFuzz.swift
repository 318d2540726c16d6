import ChartOracle
import FamilyTree
import FuzzOracle
import GenealogyKit

/// GEDCOM (`GEDCOMFile(bytes:)`, every character set it detects, every fault it repairs) and the
/// descendant chart derived from what it reads; the chart checks are shared with the genealogy
/// JSON target. Strict reading must refuse exactly the files lenient reading warns about, with
/// the same faults.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGEDCOM(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = FuzzOracle.bytes(start, count)
    guard let file = try? GEDCOMFile(bytes: bytes) else { return 0 }
    FuzzOracle.requireFaithfulChart(of: file.genealogy)
    do {
        _ = try GEDCOMFile(bytes: bytes, mode: .strict)
        FuzzOracle.require(
            file.warningLog.isEmpty, "strict reading accepted a file with \(file.warningLog.count) warnings")
    } catch .refused(let faults, let leftOut) {
        // The same faults kept, and the same number counted past the kept limit.
        FuzzOracle.require(
            faults == file.warnings && leftOut == file.warningLog.leftOutCount,
            "strict reading refused with other faults than the warnings")
    } catch {
        FuzzOracle.require(false, "strict reading failed where lenient reading succeeded: \(error)")
    }
    return 0
}
