internal import CLibZip
import Foundation

/// GEDCOM 7's GEDZIP (`.gdz`, GEDCOM 7.0 §3 "GEDZIP"): a ZIP archive whose `gedcom.ged` is the
/// GEDCOM file, beside the media it names. Read through the system's libzip (`CLibZip`), from
/// memory; only `gedcom.ged` is inflated.
enum GEDZipArchive {
    /// A ZIP archive's first bytes (a local file header).
    static let magic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]

    /// The largest `gedcom.ged` read: as large as the largest file TreeBench reads (4 GiB).
    static let largestGEDCOM: UInt64 = 1 << 32

    /// The bytes of the archive's `gedcom.ged` (its name in any case), or nil when `data` is no
    /// ZIP archive.
    ///
    /// - Throws: ``GenealogyError/notGEDCOM(looksLike:)`` for a ZIP archive without `gedcom.ged`
    ///   (naming what it is: a Word document, …) or one libzip cannot read.
    /// - Complexity: O(the archive's directory + `gedcom.ged`).
    static func gedcom(in data: Data) throws(GenealogyError) -> [UInt8]? {
        guard data.starts(with: magic) else { return nil }
        let result: Result<[UInt8], GenealogyError> = data.withUnsafeBytes { bytes in
            var error = zip_error_t()
            zip_error_init(&error)
            defer { zip_error_fini(&error) }
            guard let source = zip_source_buffer_create(bytes.baseAddress, zip_uint64_t(bytes.count), 0, &error),
                let archive = zip_open_from_source(source, ZIP_RDONLY, &error)
            else {
                return .failure(.notGEDCOM(looksLike: "a ZIP archive that cannot be read (\(message(&error)))"))
            }
            defer { zip_discard(archive) }
            let index = zip_name_locate(archive, "gedcom.ged", ZIP_FL_NOCASE)
            guard index >= 0 else {
                return .failure(.notGEDCOM(looksLike: ZipArchiveKind.describe([UInt8](data))))
            }
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, zip_uint64_t(index), 0, &stat) == 0,
                stat.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0, stat.size <= largestGEDCOM,
                let file = zip_fopen_index(archive, zip_uint64_t(index), 0)
            else {
                return .failure(.notGEDCOM(looksLike: "a GEDZIP archive whose gedcom.ged cannot be read"))
            }
            defer { zip_fclose(file) }
            var text = [UInt8](repeating: 0, count: Int(stat.size))
            var read = 0
            while read < text.count {
                let got = text.withUnsafeMutableBytes { buffer in
                    zip_fread(file, buffer.baseAddress! + read, zip_uint64_t(buffer.count - read))
                }
                guard got > 0 else {
                    return .failure(.notGEDCOM(looksLike: "a GEDZIP archive whose gedcom.ged is damaged"))
                }
                read += Int(got)
            }
            return .success(text)
        }
        return try result.get()
    }

    /// libzip's words for `error`.
    private static func message(_ error: inout zip_error_t) -> String {
        zip_error_strerror(&error).map { String(cString: $0) } ?? "libzip error \(zip_error_code_zip(&error))"
    }
}
