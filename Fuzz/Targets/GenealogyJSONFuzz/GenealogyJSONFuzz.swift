import ChartOracle
import FamilyTree
import Foundation
import FuzzOracle
import GenealogyKit

/// topola's genealogy JSON (`Genealogy(genealogyJSON:)`) and the descendant chart derived from
/// what it reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenealogyJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let genealogy = try? Genealogy(genealogyJSON: Data(bytes: start, count: count)) else { return 0 }
    FuzzOracle.requireFaithfulChart(of: genealogy)
    return 0
}
