import GraphvizLayout
public import TreeLayout

/// The layout engines TreeBench knows, by the name used on the command line and in reports.
public enum EngineCatalog {
    /// Every engine name, in the order reports list them.
    public static var names: [String] { entries.map(\.name) }

    /// The engine called `name`.
    ///
    /// - Throws: ``UnknownEngineError`` listing the known names.
    public static func engine(named name: String) throws(UnknownEngineError) -> any LayoutEngine {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw UnknownEngineError(name: name, known: names)
        }
        return entry.make()
    }

    private struct Entry: Sendable {
        let name: String
        let make: @Sendable () -> any LayoutEngine
    }

    private static let entries: [Entry] = [
        Entry(name: "native") { NativeLayout(packing: .contour) },
        Entry(name: "native:boundingBox") { NativeLayout(packing: .boundingBox) },
        Entry(name: "native-gv") { NativeGraphvizLayout() },
        Entry(name: "dot") { DotLayout() },
    ]
}

/// An engine name that ``EngineCatalog`` does not know.
public struct UnknownEngineError: Error, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// The names that exist.
    public let known: [String]

    /// A sentence listing the known engines.
    public var description: String {
        "unknown engine \"\(name)\"; known engines: \(known.joined(separator: ", "))"
    }
}
