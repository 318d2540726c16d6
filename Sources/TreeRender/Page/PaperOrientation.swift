import TreeLayout

/// Which way a sheet is turned.
public enum PaperOrientation: String, Sendable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
    /// Whichever prints the drawing on fewer sheets, or larger on one.
    case auto
}
