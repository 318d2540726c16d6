/// How a reader meets a fault that leaves the family readable (see ``GenealogyWarning``).
public enum GenealogyReadingMode: Sendable, Hashable {
    /// Read the file, repair what can be repaired, and report each fault as a warning: what
    /// genealogy programs do, and what a user with a file from another program needs.
    case lenient
    /// Refuse a file with any such fault, listing every one of them
    /// (``GenealogyError/refused(faults:leftOut:)``): for people who validate files before they share them.
    case strict
}
