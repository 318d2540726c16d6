/// Why a PDF could not be read or tiled.
package enum PDFError: Error, CustomStringConvertible {
    /// The bytes are not PDF as this reader knows it.
    case malformed(String)
    /// A compressed stream would not inflate.
    case compression(String)

    package var description: String {
        switch self {
        case .malformed(let reason): "the PDF Graphviz wrote could not be read: \(reason)"
        case .compression(let reason): "the PDF Graphviz wrote could not be inflated: \(reason)"
        }
    }
}
