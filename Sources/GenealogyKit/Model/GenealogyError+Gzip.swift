import ZlibStreams

extension GenealogyError {
    /// A gzip stream that could not be inflated, as the file's error.
    init(gzip error: ZlibError) {
        switch error {
        case .cannotStart(let status): self = .corruptGzip(reason: "zlib could not start (status \(status))")
        case .empty: self = .corruptGzip(reason: "the file is empty")
        case .truncated:
            self = .corruptGzip(reason: "the file ends in the middle of its compressed data (it is cut short)")
        case .corrupt(let message, let inflated):
            self = .corruptGzip(reason: "\(message), after \(inflated) bytes of text")
        case .exceedsLimit(let inflated):
            self = .corruptGzip(reason: "it inflates to \(inflated) bytes of text or more, past its limit")
        }
    }
}

extension ZlibInflater {
    /// An inflater of gzip members, its failure to start a ``GenealogyError``.
    ///
    /// - Throws: ``GenealogyError/corruptGzip(reason:)`` when zlib cannot start (out of memory).
    static func gzip() throws(GenealogyError) -> ZlibInflater {
        do {
            return try ZlibInflater(.gzip)
        } catch {
            throw GenealogyError(gzip: error)
        }
    }
}
