/// dot did not finish a layout within its time limit (`--dot-time-limit`): its worker was killed
/// and nothing was written.
package struct DotTimeLimitError: Error, CustomStringConvertible {
    /// The engine's name.
    package let engine: String
    /// The limit, in seconds.
    package let seconds: Double

    /// What happened, and what to do about it.
    package var description: String {
        "\(engine) did not finish the layout within its time limit of \(Self.text(seconds)) s "
            + "(--dot-time-limit); the native engine lays out any family in linear time"
    }

    /// `60` for 60 seconds, `0.5` for half of one.
    private static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }
}
