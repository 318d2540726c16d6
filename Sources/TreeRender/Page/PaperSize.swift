import TreeLayout

/// A sheet of paper by its usual name.
public enum PaperSize: String, Sendable, CaseIterable {
    case a0 = "A0", a1 = "A1", a2 = "A2", a3 = "A3", a4 = "A4", a5 = "A5"
    case letter = "Letter", legal = "Legal", tabloid = "Tabloid"

    /// The width and height in points, portrait (ISO 216; US sizes in inches).
    public var portrait: (width: Double, height: Double) {
        switch self {
        case .a0: (2384, 3370)
        case .a1: (1684, 2384)
        case .a2: (1191, 1684)
        case .a3: (842, 1191)
        case .a4: (595, 842)
        case .a5: (420, 595)
        case .letter: (612, 792)
        case .legal: (612, 1008)
        case .tabloid: (792, 1224)
        }
    }

    /// The size named `name`, in any case (`a4`, `A4`, `letter`).
    public init?(named name: String) {
        guard let size = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = size
    }
}
