extension Unicode.Scalar {
    /// Whether the scalar is a control character (C0, DEL, C1) or a line or paragraph separator:
    /// what no report cell or line may carry raw, since a terminal obeys it (`ESC ] 0;… BEL` sets
    /// its title) and a table breaks at it. The reports write a space instead.
    package var isLineBreakOrControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || self == "\u{2028}" || self == "\u{2029}"
    }
}
