/// Why ``GraphvizPluginFolder/install()`` could not prepare the folder.
public enum GraphvizPluginInstallError: Error, Sendable, CustomStringConvertible {
    /// The built plugin library is not where it was looked for.
    case libraryMissing(String)
    /// The system plugin folder holds no `libgvplugin_*.so.6`.
    case noSystemPlugins(String)
    /// The folder cannot be created or written.
    case cannotWrite(String, String)
    /// `dot` failed to register or load the plugin.
    case dotFailed(command: String, message: String)

    /// The problem in a sentence, with what to do.
    public var description: String {
        switch self {
        case .libraryMissing(let path):
            "the plugin library \(path) does not exist"
        case .noSystemPlugins(let path):
            "no Graphviz plugins (libgvplugin_*.so.6) in \(path); install Graphviz (apt-get install graphviz) or pass --graphviz-plugins"
        case .cannotWrite(let path, let reason):
            "cannot prepare \(path): \(reason)"
        case .dotFailed(let command, let message):
            "`\(command)` failed\(message.isEmpty ? "" : ": \(message)")"
        }
    }
}
