import FamilyTree
import Foundation
import FuzzOracle

/// Family JSON v1: the byte reader (`FamilyDocument(jsonData:)`) and validation (`Family(validating:)`).
///
/// Any input must be read or rejected with a ``FamilyValidationFailure``, never crash. A document
/// that reads must survive the writer: `jsonData()` read back gives an equal document, and it
/// validates exactly when the original did.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFamilyJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let document = try? FamilyDocument(jsonData: data) else { return 0 }
    let written = document.jsonData()
    let reread: FamilyDocument
    do {
        reread = try FamilyDocument(jsonData: written)
    } catch {
        FuzzOracle.require(false, "the writer's output does not read back: \(error)")
        return 0
    }
    FuzzOracle.require(reread == document, "the document changed on a write and read back")
    let family = try? Family(validating: document)
    let rereadFamily = try? Family(validating: reread)
    FuzzOracle.require(
        (family == nil) == (rereadFamily == nil), "validation disagrees on the document and its round trip")
    if let family {
        FuzzOracle.require(family.document == document, "a validated family does not give back its document")
    }
    return 0
}
