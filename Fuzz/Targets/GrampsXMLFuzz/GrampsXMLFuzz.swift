import ChartOracle
import FamilyTree
import Foundation
import FuzzOracle
import GenealogyKit

/// Gramps XML (`GrampsXMLFile(data:)`: the XML byte scanner, the reader, the handles' assembly;
/// gzip too, when the input starts with gzip's magic number) and the descendant chart derived
/// from what it reads; the chart checks are shared with the GEDCOM target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrampsXML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let file = try? GrampsXMLFile(data: Data(bytes: start, count: count)) else { return 0 }
    FuzzOracle.requireFaithfulChart(of: file.genealogy)
    return 0
}
