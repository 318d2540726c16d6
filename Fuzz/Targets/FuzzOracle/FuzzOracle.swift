/// What a fuzz target asserts beyond "no crash": a broken promise stops the run with a message,
/// and libFuzzer saves the input that broke it (as for any crash).
public enum FuzzOracle {
    /// Stops the fuzzer unless `condition` holds.
    ///
    /// Unlike `precondition`, the message is printed in optimized builds too, so the crash log
    /// says which promise broke.
    ///
    /// - Parameters:
    ///   - condition: The promise.
    ///   - message: What broke, with the values involved.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        if !condition() { fatalError("fuzz oracle: \(message())", file: file, line: line) }
    }

    /// The fuzzer's input as bytes.
    ///
    /// - Parameters:
    ///   - start: The first byte (libFuzzer passes a valid pointer even for an empty input).
    ///   - count: The number of bytes.
    public static func bytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: start, count: count))
    }
}
