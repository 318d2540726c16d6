import Foundation
import ZlibStreams

/// A GEDCOM file compressed with gzip (`family.ged.gz`): read as the GEDCOM it holds, where its
/// gzip magic number alone would send it to the Gramps XML reader (a `.gramps` file is gzip too).
enum GzippedGEDCOM {
    /// The GEDCOM text `data` holds when it is gzip whose first line starts with `0 ` (after a
    /// byte-order mark and blank lines), else nil; Gramps XML and anything else give nil.
    ///
    /// The text may inflate no further than a compressed Gramps XML file's
    /// (``GrampsXMLLimits/inflationAllowance(compressedBytes:)``, the default limits): a gzip bomb
    /// named `.ged.gz` is refused as one named `.gramps` is.
    ///
    /// - Throws: ``GenealogyError/corruptGzip(reason:)`` when the GEDCOM's stream is damaged;
    ///   ``GenealogyError/exceedsLimit(limit:line:detail:)`` when it inflates past the limit.
    /// - Complexity: O(the first 64 KB inflated) for a file that is no GEDCOM; O(n) for one.
    static func inflated(_ data: Data) throws(GenealogyError) -> [UInt8]? {
        guard holdsGEDCOM(data) else { return nil }
        return try inflating(data, firstPieceOnly: false).get()
    }

    /// Whether `data` is gzip whose text starts as a GEDCOM file does: told from the first piece
    /// it inflates to, so the first bytes of a file are enough (``GenealogyFormat/of(_:path:)``).
    ///
    /// - Complexity: O(the first 64 KB inflated).
    static func holdsGEDCOM(_ data: Data) -> Bool {
        guard data.starts(with: ZlibInflater.gzipMagic) else { return false }
        // The first piece only: a result that stops the inflater once it has it.
        guard case .success(let first) = inflating(data, firstPieceOnly: true) else { return false }
        return looksLikeGEDCOM(first) && GEDCOMFileSniffer.notGEDCOM(first) == nil
    }

    /// The bytes `data` inflates to, or only its first piece.
    private static func inflating(_ data: Data, firstPieceOnly: Bool) -> Result<[UInt8], GenealogyError> {
        var text: [UInt8] = []
        let allowance = GrampsXMLLimits().inflationAllowance(compressedBytes: data.count)
        let refusal = { (error: ZlibError) -> GenealogyError in
            guard case .exceedsLimit = error else { return GenealogyError(gzip: error) }
            return .exceedsLimit(
                limit: allowance.limit, line: nil,
                detail:
                    "the \(data.count)-byte gzip-compressed GEDCOM file inflates to more than \(allowance.bytes) bytes of text"
            )
        }
        return data.withUnsafeBytes { bytes in
            do throws(GenealogyError) {
                try ZlibInflater.gzip().inflate(bytes, limit: allowance.bytes, failure: refusal) {
                    piece throws(GenealogyError) in
                    text.append(contentsOf: piece)
                    if firstPieceOnly { throw .empty(reason: "the first piece is read") }
                }
                return .success(text)
            } catch {
                return firstPieceOnly && !text.isEmpty ? .success(text) : .failure(error)
            }
        }
    }

    /// Whether the text's first character that is not blank (after a UTF-8 byte-order mark) is `0`.
    private static func looksLikeGEDCOM(_ head: [UInt8]) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0x00].contains($0) } == UInt8(ascii: "0")
    }
}
