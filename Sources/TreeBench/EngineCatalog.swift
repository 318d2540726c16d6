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

    /// Whether the engine calls into Graphviz's C code, which can crash, hang or exhaust memory;
    /// the harness runs such engines in a worker process. Unknown names are `false`.
    public static func callsGraphviz(_ name: String) -> Bool {
        entries.first { $0.name == name }?.callsGraphviz ?? false
    }

    private struct Entry: Sendable {
        let name: String
        let callsGraphviz: Bool
        let make: @Sendable () -> any LayoutEngine

        init(name: String, callsGraphviz: Bool = false, make: @escaping @Sendable () -> any LayoutEngine) {
            self.name = name
            self.callsGraphviz = callsGraphviz
            self.make = make
        }
    }

    private static let entries: [Entry] = [
        // `native` follows the options' sibling distribution (compact unless asked otherwise).
        Entry(name: "native") { NativeLayout() },
        Entry(name: "native:boundingBox") { NativeLayout(packing: .boundingBox) },
        Entry(name: "native-gv", callsGraphviz: true) { NativeGraphvizLayout() },
        Entry(name: "dot", callsGraphviz: true) { DotLayout() },
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
