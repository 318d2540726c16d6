/// Why a picture could not be drawn.
public enum FamilyPictureError: Error, CustomStringConvertible, Sendable {
    /// Graphviz could not build or render the page.
    case graphviz(GraphvizError)
    /// The PDF Graphviz wrote could not be read to print it on sheets.
    case unreadablePDF(String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .graphviz(let error): error.description
        case .unreadablePDF(let reason): reason
        }
    }
}
