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
///
/// Each reading is done once: the document decoded and validated here is the reference for the
/// one-pass readers and the start of the round trip (decoding and validating it again would
/// check nothing more, and took two of the nine readings an input cost).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFamilyJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoded = Result { () throws(FamilyValidationFailure) in try FamilyDocument(jsonData: data) }
    let validated = decoded.flatMap { document in
        Result { () throws(FamilyValidationFailure) in try Family(validating: document) }
    }
    let reference = outcome(validated)
    FuzzOracle.require(
        outcome(Result { () throws(FamilyValidationFailure) in try Family(jsonData: data) }) == reference,
        "the one-pass reader disagrees with decode and validate")
    var given = 0
    let streamed = Result { () throws in
        try Family(jsonByteCount: nil) { buffer in
            let part = min(buffer.count, data.count - given, 1 + given % 7)
            // From the input's own bytes: Data's generic copyBytes(to:from:) took half of each
            // execution, more than the readers it feeds.
            if part > 0 { buffer.baseAddress!.copyMemory(from: start + given, byteCount: part) }
            given += part
            return part
        }
    }
    FuzzOracle.require(outcome(streamed) == reference, "the streamed reader disagrees with decode and validate")
    guard case .success(let document) = decoded else { return 0 }
    let written = document.jsonData()
    let reread: FamilyDocument
    do {
        reread = try FamilyDocument(jsonData: written)
    } catch {
        FuzzOracle.require(false, "the writer's output does not read back: \(error)")
        return 0
    }
    FuzzOracle.require(reread == document, "the document changed on a write and read back")
    let validates = (try? validated.get()) != nil
    FuzzOracle.require(
        validates == ((try? Family(validating: reread)) != nil),
        "validation disagrees on the document and its round trip")
    if case .success(let family) = validated {
        FuzzOracle.require(family.document == document, "a validated family does not give back its document")
    }
    return 0
}

/// What a reader gave: the family's people, units and rows, or every problem's message.
private enum Outcome: Equatable {
    case family([Person], [FamilyUnit], [Range<Int>])
    case problems([String])
}

private func outcome<Failure: Error>(_ read: Result<Family, Failure>) -> Outcome {
    switch read {
    case .success(let family):
        return .family(Array(family.people), family.units, family.generationPeople)
    case .failure(let failure as FamilyValidationFailure):
        return .problems(failure.problems.map(\.description) + ["\(failure.omittedCount)"])
    case .failure(let error):
        return .problems(["\(error)"])
    }
}
