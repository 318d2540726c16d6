import FamilyTree
import Foundation
import FuzzOracle

/// Family JSON v1: the byte reader (`FamilyDocument(jsonData:)`), validation (`Family(validating:)`)
/// and the one-pass reader (`Family(jsonData:)`, and streamed, `Family(jsonByteCount:readingFrom:)`).
///
/// Any input must be read or rejected with a ``FamilyValidationFailure``, never crash. The one-pass
/// reader, whole or streamed from a source that gives a few bytes at a time, gives what decoding
/// and validating give: the same people and units, or the same problems word for word. A document
/// that reads must survive the writer: `jsonData()` read back gives an equal document, and it
/// validates exactly when the original did.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFamilyJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let reference = outcome { try Family(validating: FamilyDocument(jsonData: data)) }
    FuzzOracle.require(
        outcome { try Family(jsonData: data) } == reference, "the one-pass reader disagrees with decode and validate")
    var given = 0
    let streamed = outcome {
        try Family(jsonByteCount: nil) { buffer in
            let part = min(buffer.count, data.count - given, 1 + given % 7)
            // From the input's own bytes: Data's generic copyBytes(to:from:) took half of each
            // execution, more than the readers it feeds.
            if part > 0 { buffer.baseAddress!.copyMemory(from: start + given, byteCount: part) }
            given += part
            return part
        }
    }
    FuzzOracle.require(streamed == reference, "the streamed reader disagrees with decode and validate")
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

/// What a reader gave: the family's people, units and rows, or every problem's message.
private enum Outcome: Equatable {
    case family([Person], [FamilyUnit], [Range<Int>])
    case problems([String])
}

private func outcome(_ read: () throws -> Family) -> Outcome {
    do {
        let family = try read()
        return .family(Array(family.people), family.units, family.generationPeople)
    } catch let failure as FamilyValidationFailure {
        return .problems(failure.problems.map(\.description) + ["\(failure.omittedCount)"])
    } catch {
        return .problems(["\(error)"])
    }
}
