import ZlibStreams

/// zlib's inflate (RFC 1950) of a PDF stream's FlateDecode data, through ``ZlibInflater``.
enum Inflate {
    /// The most a stream may inflate to, 1 GiB: a damaged stream is refused before it takes the
    /// machine's memory (the PDF is Graphviz's own, so no real page comes near it).
    static let limit = 1 << 30

    /// The inflated bytes of `data`.
    ///
    /// - Throws: ``PDFError/compression(_:)`` when zlib reports an error, the data ends before
    ///   any text, or it inflates past ``limit``.
    /// - Complexity: O(inflated size).
    static func decompress(_ data: ArraySlice<UInt8>) throws(PDFError) -> [UInt8] {
        var output: [UInt8] = []
        let result: Result<Void, ZlibError> = data.withUnsafeBytes { bytes in
            do throws(ZlibError) {
                try ZlibInflater(.zlib).inflate(bytes, limit: limit, failure: { $0 }) { piece throws(ZlibError) in
                    output.append(contentsOf: piece)
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success:
            return output
        case .failure(.truncated) where !output.isEmpty:
            // cairo's streams end properly; a stream cut short still gives what it holds.
            return output
        case .failure(let error):
            throw .compression(Self.reason(error))
        }
    }

    /// Why a stream could not be inflated, in a few words.
    private static func reason(_ error: ZlibError) -> String {
        switch error {
        case .cannotStart: "zlib would not start"
        case .empty, .truncated: "the stream ends before its data"
        case .corrupt(let message, let inflated): "\(message), after \(inflated) bytes"
        case .exceedsLimit: "it inflates to more than \(limit) bytes"
        }
    }
}
