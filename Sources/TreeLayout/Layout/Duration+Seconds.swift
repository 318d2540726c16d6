extension Duration {
    /// The duration in seconds, as a floating-point number: how every engine and the harness
    /// report a measured time (``LayoutTimings``).
    @inlinable public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
