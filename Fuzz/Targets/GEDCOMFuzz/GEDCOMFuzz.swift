import ChartOracle
import FamilyTree
import FuzzOracle
import GenealogyKit

/// GEDCOM (`GEDCOMFile(bytes:)`, every character set it detects) and the descendant chart
/// derived from what it reads; the chart checks are shared with the genealogy JSON target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGEDCOM(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let file = try? GEDCOMFile(bytes: FuzzOracle.bytes(start, count)) else { return 0 }
    FuzzOracle.requireFaithfulChart(of: file.genealogy)
    return 0
}
